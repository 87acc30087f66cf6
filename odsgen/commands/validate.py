"""`odsgen validate`: check every op of modules against a target (docs/validate.md).

Ops are verified against their ODS definition first (odsgen.runtime.verify; ``--no-verify``
skips it): malformed ops are their own category of report.

Exit status: 0 when every op is well-formed and legal, 1 when some op is not legal, 3 when
some op is malformed (it wins over 1), 2 on bad input (a spec, module or target that
cannot be read, an op of the dialect the spec lacks, no target) and on every other error
of odsgen itself (``ERROR_EXIT``: odsgen.cli uses it too), so that 1 always means
"illegal ops" to a CI script. A module without any op of the spec's dialects has nothing
to check: a note, legal (an error with ``--require-ops``).

A sweep (``--all-targets`` or several ``--target``) verifies every module once, then
checks it against every target and reports the matrix; it exits 2 on errors, else 3 when
some op is malformed, else 1 when a module is illegal on a target listed with
``--target``, else 0 (the columns ``--all-targets`` adds only report).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Container

from odsgen.commands._spec import (
    SPEC_INPUTS,
    add_mlir_argument,
    add_report_arguments,
    add_spec_arguments,
    at_least_one,
    at_least_zero,
)

# The files the command reads and writes, for odsgen.cli's check that no output overwrites an input
# or another output (odsgen.io.check_outputs): {argument's dest: what it names}.
INPUTS = {"modules": "a module", **SPEC_INPUTS}
OUTPUTS = {"output": "-o"}


def add_arguments(p: argparse.ArgumentParser) -> None:
    add_modules_argument(p)
    add_spec_arguments(p)
    add_report_arguments(
        p,
        "the target (docs/targets.md); default: each op's nearest <dialect>.target_env attribute; "
        "repeat it for a matrix of modules x targets",
        many_targets=True,
    )
    p.add_argument(
        "--all-targets",
        action="store_true",
        help="a matrix of modules x every named target (targets files) and every version of the dialect",
    )
    p.add_argument(
        "--all-reasons",
        action="store_true",
        help="in a matrix's JSON, every illegal op of each cell with its reasons (default: of each of a cell's "
        "first 6 op names, the first op of each of its first 6 kinds)",
    )
    add_check_arguments(p, "illegal")
    p.add_argument(
        "--no-verify", action="store_true", help="do not verify ops against their ODS definition (a trusted producer)"
    )


def add_modules_argument(p: argparse.ArgumentParser) -> None:
    """The modules to check, validate's and verify's."""
    p.add_argument(
        "modules",
        nargs="+",
        metavar="MODULE.mlir",
        help="modules in MLIR generic form or custom syntax, or SPIR-V binaries (.spv); '-' reads standard input",
    )


def add_check_arguments(p: argparse.ArgumentParser, bad: str) -> None:
    """--require-ops, -j, --max-errors (of the ``bad`` ops) and --strict-verify: how validate
    and verify go through modules (``check_paths``)."""
    p.add_argument(
        "--require-ops",
        action="store_true",
        help="a module without any op of the spec's dialects is an error (exit 2), not a note",
    )
    p.add_argument(
        "-j", "--jobs", type=at_least_one, default=1, metavar="N", help="check N modules at a time (default 1)"
    )
    p.add_argument(
        "--max-errors",
        type=at_least_zero,
        default=None,
        metavar="N",
        help=f"report at most N {bad} ops per module, each on its own (0: all; default: all, those refused for the "
        "same reasons grouped)",
    )
    p.add_argument(
        "--strict-verify",
        action="store_true",
        help="a constraint odsgen cannot check (a C++ predicate or verifier) is an error, not a note",
    )
    add_dialects_argument(p)
    add_mlir_argument(p)


def add_dialects_argument(p: argparse.ArgumentParser) -> None:
    """--strict-dialects (validate, verify, deduce)."""
    p.add_argument(
        "--strict-dialects",
        action="store_true",
        help="ops of dialects other than the spec's, builtin/func and MLIR's own value-level ones (a "
        "converter's tfl.* left in), which nothing checks, are an error (validate: exit 1), not a warning",
    )


# The exit status of an error of odsgen itself (odsgen.cli.main): 1 is "some op is illegal".
ERROR_EXIT = 2
# Some op is malformed (fails verification against its ODS definition).
MALFORMED_EXIT = 3

# The spec and target of this run; workers forked by --jobs inherit them.
_STATE: dict = {}


def run(args: argparse.Namespace) -> int:
    from odsgen.api import is_target_list, parse_target_arg
    from odsgen.commands._spec import guarded, load_spec

    texts = list(args.target or [])
    if args.all_targets or len(texts) > 1 or any(is_target_list(t) for t in texts):
        return _run_sweep(args, texts)
    from odsgen.api import assumed_target, reading_ahead, resolving_for

    paths = list(args.modules)
    with reading_ahead(paths):  # (a network's bytecode parsed by MLIR while the spec loads)
        got = guarded(None, lambda: (lambda s: (s, parse_target_arg(s, texts[0] if texts else None)))(load_spec(args)))
        if got == 2:
            return 2
        spec, target = got
        assumed = assumed_target(spec, texts[0] if texts else None, target)
        if assumed is not None:  # (once for the run; each module's report carries it too)
            sys.stderr.write(assumed["note"] + "\n")
        _STATE.update(spec=spec, target=target, args=args, assumed=assumed)
        with resolving_for(target):  # (ONNX models are read at the target's opsets)
            results = _run_all(paths, args.jobs, _check_path)
    return _report(results, args, spec, target)


def _run_all(paths: list[str], jobs: int, check) -> list[dict]:
    progress = _Progress(len(paths)) if len(paths) > 1 and sys.stderr.isatty() else None
    out: list[dict | None] = [None] * len(paths)
    if jobs > 1 and len(paths) > 1:
        from concurrent.futures import as_completed

        from odsgen.api import process_pool

        with process_pool(min(jobs, len(paths)), fork_only=True) as pool:
            futures = {pool.submit(check, p, False): i for i, p in enumerate(paths)}
            for fut in as_completed(futures):
                out[futures[fut]] = fut.result()
                if progress:
                    progress.step(paths[futures[fut]])
    else:
        from odsgen.api import read_ahead

        freeze = len(paths) == 1
        for i, p in enumerate(read_ahead(paths)):  # (MLIR parses the next module while this one is checked)
            out[i] = check(p, freeze)
            if progress:
                progress.step(p)
    if progress:
        progress.done()
    return [r for r in out if r is not None]


class _Progress:
    def __init__(self, total: int) -> None:
        self.total = total
        self.n = 0

    def step(self, name: str) -> None:
        self.n += 1
        width = 30
        filled = width * self.n // self.total
        shown = name if len(name) <= 40 else "..." + name[-37:]
        sys.stderr.write(f"\r[{'#' * filled}{' ' * (width - filled)}] {self.n}/{self.total} {shown:<40}")
        sys.stderr.flush()

    def done(self) -> None:
        sys.stderr.write("\r" + " " * 80 + "\r")
        sys.stderr.flush()


def _check_path(path: str, freeze: bool) -> dict:
    """Validate one module; a dict with the JSON report and the text report (never raises)."""
    from odsgen.api import target_resolver, validate_module

    spec, target, args = _STATE["spec"], _STATE["target"], _STATE["args"]

    def check(module, name, sources, note):
        target_of = target_resolver(spec, module, target, name, sources)
        out = validate_module(
            spec,
            module,
            name,
            sources,
            target_of,
            args.max_errors,
            target,
            not args.no_verify,
            args.strict_verify,
            _STATE.get("assumed"),
        )
        if note is not None:
            out["note"] = out["report"]["note"] = note
        return out

    return _guarded_module(path, freeze, check, _verified())


def _verified() -> Container[str]:
    """The names of the ops this run verifies (none with --no-verify)."""
    spec, args = _STATE["spec"], _STATE["args"]
    verifier = spec.verifier if not args.no_verify else None
    return verifier.specs if verifier is not None else ()


def _guarded_module(path: str, freeze: bool, check, verified: Container[str]) -> dict:
    """``check(module, name, sources, note)`` on the module read from ``path``, where
    ``note`` says the module has no op of the spec's dialects (or None); an error is a
    dict with status "error" and the rendered diagnostic (never raises). A module MLIR
    verified may be read as its table only unless it has ops of a name in ``verified``
    (the ops the check verifies) that MLIR did not verify (read_checked_file)."""
    from odsgen.api import OdsgenError, SourceManager, diagnostics_json, error_row, read_checked_file

    spec, args = _STATE["spec"], _STATE["args"]
    name = "<stdin>" if path == "-" else path
    sources = SourceManager()
    try:
        module, _ = read_checked_file(
            spec,
            path,
            sources,
            freeze=freeze,
            keep_locations=False,
            to_verify=verified,
            require_ops=args.require_ops,
            verify=bool(verified),
            strict_dialects=getattr(args, "strict_dialects", False),
            elide_constants=True,
        )
        note = module.note
        out = check(module, name, sources, None if note is None else str(OdsgenError(note, sources)))
        if note is not None:  # (for the formats CI systems read: its diagnostics, not its text)
            out["note_diagnostics"] = diagnostics_json(note)
        if module.others is not None:  # ops of other dialects, not checked (issue 34, item 6)
            add_other_dialects(out, module, sources)
        return out
    except (OdsgenError, OSError, RecursionError, MemoryError) as exc:
        return error_row(name, exc, sources)


def add_other_dialects(out: dict, module, sources) -> None:
    """Into a module's result ``out``: its ops of other dialects (``ModuleInput.others``) as
    text for stderr, as diagnostics for SARIF and GitHub, and in its JSON report."""
    from odsgen.api import OdsgenError, Severity, diagnostics_json, other_dialects_json

    others = module.others
    out["others"] = str(OdsgenError(others, sources))
    out["others_diagnostics"] = diagnostics_json(others)
    out["others_error"] = others.severity is Severity.ERROR
    if isinstance(out.get("report"), dict):
        out["report"]["other_dialects"] = other_dialects_json(_STATE["spec"], module)


def _report(results: list[dict], args, spec, target) -> int:
    from odsgen.api import target_json, write_output

    errors = write_errors(results)
    if args.format == "json":
        doc = report_doc(spec, results, **({"target": target_json(target)} if target is not None else {}))
        text = json.dumps(doc, indent=2, allow_nan=False) + "\n"
    elif args.format != "text":
        text = ci_report(args.format, results, "validate")
    else:
        text = "".join(r.get("text", "") for r in results)
        legal = [r for r in results if r["status"] == "legal"]
        if legal and not any(r["status"] in ("illegal", "malformed") for r in results) and not errors:
            from odsgen.api import legal_text

            text += legal_text(legal, len(results) > 1)
    write_output(args.output, text)
    if errors:
        return 2
    if any(r["status"] == "malformed" for r in results):
        return MALFORMED_EXIT
    if any(r["status"] == "illegal" or r.get("others_error") for r in results):
        return 1
    return 0


def write_errors(results: list[dict]) -> list[dict]:
    """Write the modules' errors, then their notes, on stderr; the results that are errors."""
    errors = [r for r in results if r["status"] == "error"]
    for r in errors:
        sys.stderr.write(r["error"] + "\n")
    _write_notes(results)
    return errors


def ci_report(fmt: str, results: list[dict], command: str, gating: Container[str] = ()) -> str:
    """The report of a run's module results for CI systems (``fmt``: sarif or github;
    ``gating``: a sweep's targets listed with --target, whose unavailable ops are errors)."""
    from odsgen.api import findings_of_results, render_findings

    assumed = [
        {"module": r["module"], **r["report"]["assumed_target"]}
        for r in results
        if isinstance(r.get("report"), dict) and "assumed_target" in r["report"]
    ]
    properties = {"assumedTargets": assumed} if assumed else None  # (SARIF: the run's properties)
    return render_findings(fmt, findings_of_results(results, gating), command, properties)


def report_doc(spec, results: list[dict], **head) -> dict:
    """The JSON report of a run: the spec's library record, ``head``, and each module's
    report (an error as ``{"module", "status": "error", "error"}``)."""
    doc: dict = spec.library.record({"modules": []})
    doc.update(head)
    for r in results:
        if r["status"] == "error":
            doc["modules"].append({"module": r["module"], "status": "error", "error": r["error"]})
        else:
            doc["modules"].append(r["report"])
    return doc


def check_paths(spec, args, check, verified: Container[str]) -> list[dict]:
    """``check(module, name, sources, note)`` on each module of ``args.modules``, read as
    validate reads them (``args.jobs`` at a time, ``args.require_ops``; ``verified`` as
    ``_guarded_module``'s), for another command (odsgen verify): a list of the answers,
    errors as dicts with status "error". ``check`` is a function of a module, so that
    workers forked by --jobs find it."""
    _STATE.update(spec=spec, args=args, check=check, verified=verified)
    return _run_all(list(args.modules), args.jobs, _checked_path)


def state(key: str):
    """What ``check_paths`` was given for this run (``spec``, ``args``), for its ``check``."""
    return _STATE[key]


def state_update(**values) -> None:
    """More for ``check_paths``' ``check`` to find with ``state``, in workers too (set before it)."""
    _STATE.update(values)


def _checked_path(path: str, freeze: bool) -> dict:
    return _guarded_module(path, freeze, _STATE["check"], _STATE["verified"])


def _write_notes(results: list[dict]) -> None:
    for r in results:
        if r.get("assumed") and r["report"].get("assumed_target", {}).get("implicit"):  # (--target's: once, before)
            sys.stderr.write(r["assumed"] + "\n")
        if r.get("others"):
            sys.stderr.write(r["others"] + "\n")
        if r.get("note"):
            sys.stderr.write(r["note"] + "\n")


# --------------------------------------------------------------------------- sweeps


def _run_sweep(args: argparse.Namespace, texts: list[str]) -> int:
    """A sweep (odsgen.checking.sweep): each module read and verified once, then checked
    against every target; with ``-j N``, N forked worker processes that have the spec this
    process loaded (the same tasks ``odsgen.validate_many`` gives an executor). Each row is
    reported as it is done (``_report_sweep``); text and JSON show each cell bounded
    (``SHOWN`` op names) unless --all-reasons."""
    import contextlib

    from odsgen.api import SHOWN, iter_sweep, share_spec, spec_key, sweep_targets
    from odsgen.commands._spec import corrections_of, guarded, load_spec

    got = guarded(None, lambda: (lambda s: (s, sweep_targets(s, texts, args.all_targets)))(load_spec(args)))
    if got == 2:
        return 2
    spec, (targets, files, listed) = got
    paths = list(args.modules)
    options = {
        "max_errors": args.max_errors or 0,
        "verify": not args.no_verify,
        "strict": args.strict_verify,
        "require_ops": args.require_ops,
        # (the formats CI systems read give every finding)
        "shown": None if args.all_reasons or args.format not in ("text", "json") else SHOWN,
    }
    progress = _Progress(len(paths)) if len(paths) > 1 and sys.stderr.isatty() else None
    step = progress.step if progress else None
    with contextlib.ExitStack() as stack:
        if args.jobs > 1 and len(paths) > 1 and "-" not in paths:
            from odsgen.api import process_pool

            given = argparse.Namespace(
                paths=args.spec,
                include_dirs=args.include_dirs,
                defines=args.defines,
                target_files=args.target_files,
                use_cache=not args.no_cache,
                corrections=corrections_of(args),
                vk_xml=getattr(args, "vk_xml", None),
            )
            key = spec_key(given, files)
            share_spec(spec)  # (before the pool forks: its workers have the spec from here)
            pool = stack.enter_context(process_pool(min(args.jobs, len(paths))))
            rows = iter_sweep(spec, key, targets, paths, options, pool, step)
        else:
            rows = iter_sweep(spec, {}, targets, paths, options, None, step)
        return _report_sweep(rows, args, spec, targets, listed, progress)


def _report_sweep(rows, args, spec, targets, listed: set[str], progress=None) -> int:
    """Report the sweep's ``rows`` (an iterator: each is let go once reported; JSON is
    written row by row, ``_stream_matrix``) and give the exit status."""
    from odsgen.api import write_output

    seen = {"error": False, "malformed": False, "illegal": False}
    errors: list[str] = []
    notes: list[str] = []

    def tracked():
        for r in rows:
            if r["status"] == "error":
                seen["error"] = True
                errors.append(r["error"])
            elif r["status"] == "malformed":
                seen["malformed"] = True
            if r.get("others"):
                notes.append(r["others"])
            if r.get("note"):
                notes.append(r["note"])
            # Targets the user listed (--target; each of a folder's) gate like a single --target: 1 when one of
            # them is illegal for some module. The columns --all-targets adds only report.
            if any(c["status"] == "illegal" and c["target"] in listed for c in r.get("cells", ())):
                seen["illegal"] = True
            yield r
        if progress:
            progress.done()
        for e in errors:
            sys.stderr.write(e + "\n")
        for n in notes:
            sys.stderr.write(n + "\n")

    if args.format == "json":
        _stream_matrix(args, spec, targets, tracked())
    elif args.format != "text":
        from odsgen.api import findings_of_results, render_findings

        gating = set(args.target or ())
        findings = [f for r in tracked() for f in findings_of_results([r], gating)]
        write_output(args.output, render_findings(args.format, findings, "validate"))
    else:
        # The matrix, then what verification says of each module (as a single --target run).
        results = list(tracked())
        verified = "".join(r.get("text", "") for r in results)
        text = _sweep_table(results, [label for label, _, _ in targets]) + ("\n" + verified if verified else "")
        write_output(args.output, text)
    if seen["error"]:
        return 2
    if seen["malformed"]:
        return MALFORMED_EXIT
    return 1 if seen["illegal"] else 0


def _stream_matrix(args, spec, targets, rows) -> None:
    """The sweep's JSON document (odsgen.checking.sweep.matrix_json's shape, and
    ``illegal_shown``: what a cell lists), written a module at a time as each is done."""
    from odsgen.api import SHOWN, matrix_head, module_json, streamed_output

    head = matrix_head(targets)
    if not args.all_reasons:  # (with it, the document is odsgen.validate_many's)
        head["illegal_shown"] = (
            f"for each of a cell's first {SHOWN} op names ('op_names': how many it has), the first illegal op "
            f"of each of its first {SHOWN} kinds (ops with the same requirements), with its reasons; "
            "--all-reasons lists every illegal op"
        )
    tail = spec.library.record({})

    def block(value, indent: int) -> str:
        return json.dumps(value, indent=2, allow_nan=False).replace("\n", "\n" + " " * indent)

    with streamed_output(args.output) as write:
        write(
            "{\n"
            + "".join(f"  {json.dumps(k, allow_nan=False)}: {block(v, 2)},\n" for k, v in head.items())
            + '  "modules": ['
        )
        sep = "\n"
        for r in rows:
            write(sep + "    " + block(module_json(r), 4))
            sep = ",\n"
        write(
            ("\n  ]" if sep != "\n" else "]")
            + "".join(f",\n  {json.dumps(k, allow_nan=False)}: {block(v, 2)}" for k, v in tail.items())
        )
        write("\n}\n")


def _sweep_table(results: list[dict], labels: list[str]) -> str:
    """The matrix: a row per module, a column per target; each cell "legal", "N illegal",
    "malformed" or "error"; then, per illegal cell, the names of the ops the target lacks."""
    from odsgen.api import SHOWN, table_text

    rows = [["module", "ops", *labels]]
    details = []
    for r in results:
        if r["status"] == "error":
            rows.append([r["module"], "-", *["error"] * len(labels)])
            continue
        row = [r["module"], str(r["ops"])]
        for c in r["cells"]:
            row.append(c["status"] if c["status"] in ("legal", "malformed") else f"{c['illegal_ops']} illegal")
            if c["status"] == "illegal":
                names = list(dict.fromkeys(e["op"] for e in c["illegal"]))
                more = c.get("op_names", len(names)) - SHOWN  # (a bounded cell counts the names it leaves out)
                shown = ", ".join(names[:SHOWN]) + (f" and {more} more" if more > 0 else "")
                details.append(f"{r['module']}: {c['target']}: {shown}")
        rows.append(row)
    return table_text(rows, "not available (give --target NAME for the reasons):", details)

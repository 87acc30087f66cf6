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

from odsgen.checking.validate import target_resolver, validate_module, verify_module
from odsgen.commands._spec import SPEC_INPUTS, add_report_arguments, add_spec_arguments, at_least_one, at_least_zero

# The files the command reads and writes, for odsgen.cli's check that no output overwrites an input
# or another output (odsgen.io.check_outputs): {argument's dest: what it names}.
INPUTS = {"modules": "a module", **SPEC_INPUTS}
OUTPUTS = {"output": "-o"}


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "modules",
        nargs="+",
        metavar="MODULE.mlir",
        help="modules in MLIR generic form or custom syntax ('-' reads standard input)",
    )
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
        default=0,
        metavar="N",
        help="report at most N illegal ops per module (0: all)",
    )
    p.add_argument(
        "--no-verify", action="store_true", help="do not verify ops against their ODS definition (a trusted producer)"
    )
    p.add_argument(
        "--strict-verify",
        action="store_true",
        help="a constraint odsgen cannot check (a C++ predicate or verifier) is an error, not a note",
    )


# The exit status of an error of odsgen itself (odsgen.cli.main): 1 is "some op is illegal".
ERROR_EXIT = 2
# Some op is malformed (fails verification against its ODS definition).
MALFORMED_EXIT = 3

# The spec and target of this run; workers forked by --jobs inherit them.
_STATE: dict = {}


def run(args: argparse.Namespace) -> int:
    from odsgen.checking.spec import parse_target_arg
    from odsgen.commands._spec import guarded, load_spec

    texts = list(args.target or [])
    if args.all_targets or len(texts) > 1:
        got = guarded(None, lambda: (lambda s: (s, _sweep_targets(s, texts, args.all_targets)))(load_spec(args)))
        if got == 2:
            return 2
        spec, targets = got
        _STATE.update(spec=spec, targets=targets, args=args)
        return _report_sweep(_run_all(list(args.modules), args.jobs, _sweep_path), args, spec, targets)
    got = guarded(None, lambda: (lambda s: (s, parse_target_arg(s, texts[0] if texts else None)))(load_spec(args)))
    if got == 2:
        return 2
    spec, target = got
    _STATE.update(spec=spec, target=target, args=args)
    paths = list(args.modules)
    results = _run_all(paths, args.jobs, _check_path)
    return _report(results, args, spec, target)


def _run_all(paths: list[str], jobs: int, check) -> list[dict]:
    progress = _Progress(len(paths)) if len(paths) > 1 and sys.stderr.isatty() else None
    out: list[dict | None] = [None] * len(paths)
    if jobs > 1 and len(paths) > 1:
        from concurrent.futures import as_completed

        from odsgen.parallel import process_pool

        with process_pool(min(jobs, len(paths)), fork_only=True) as pool:
            futures = {pool.submit(check, p, False): i for i, p in enumerate(paths)}
            for fut in as_completed(futures):
                out[futures[fut]] = fut.result()
                if progress:
                    progress.step(paths[futures[fut]])
    else:
        freeze = len(paths) == 1
        for i, p in enumerate(paths):
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
    spec, target, args = _STATE["spec"], _STATE["target"], _STATE["args"]

    def check(module, name, sources, note):
        target_of = target_resolver(spec, module, target, name, sources)
        out = validate_module(
            spec, module, name, sources, target_of, args.max_errors, target, not args.no_verify, args.strict_verify
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
    from odsgen.checking.inputs import file_error, read_checked_file
    from odsgen.diagnostics import OdsgenError
    from odsgen.source import SourceManager

    spec, args = _STATE["spec"], _STATE["args"]
    name = "<stdin>" if path == "-" else path
    sources = SourceManager()
    try:
        module, _ = read_checked_file(
            spec, path, sources, freeze=freeze, keep_locations=False, to_verify=verified, require_ops=args.require_ops
        )
        note = module.note
        return check(module, name, sources, None if note is None else str(OdsgenError(note, sources)))
    except OdsgenError as exc:
        if exc.sources is None:
            exc.sources = sources
        return {"module": name, "status": "error", "error": str(exc)}
    except OSError as exc:
        return {"module": name, "status": "error", "error": str(file_error(name, exc.strerror or str(exc)))}
    except (RecursionError, MemoryError) as exc:
        what = "nests too deeply" if isinstance(exc, RecursionError) else "is too large"
        return {"module": name, "status": "error", "error": str(file_error(name, f"the module {what} to check"))}


def _report(results: list[dict], args, spec, target) -> int:
    from odsgen.io import write_output
    from odsgen.checking.target_syntax import target_json

    errors = [r for r in results if r["status"] == "error"]
    for r in errors:
        sys.stderr.write(r["error"] + "\n")
    _write_notes(results)
    if args.format == "json":
        doc: dict = spec.library.record({"modules": []})
        if target is not None:
            doc["target"] = target_json(target)
        for r in results:
            if r["status"] == "error":
                doc["modules"].append({"module": r["module"], "status": "error", "error": r["error"]})
            else:
                doc["modules"].append(r["report"])
        text = json.dumps(doc, indent=2) + "\n"
    else:
        text = "".join(r.get("text", "") for r in results)
        legal = [r for r in results if r["status"] == "legal"]
        if legal and not any(r["status"] in ("illegal", "malformed") for r in results) and not errors:
            from odsgen.checking.validate import legal_text

            text += legal_text(legal, len(results) > 1)
    write_output(args.output, text)
    if errors:
        return 2
    if any(r["status"] == "malformed" for r in results):
        return MALFORMED_EXIT
    if any(r["status"] == "illegal" for r in results):
        return 1
    return 0


def _write_notes(results: list[dict]) -> None:
    for r in results:
        if r.get("note"):
            sys.stderr.write(r["note"] + "\n")


# --------------------------------------------------------------------------- sweeps


def _sweep_targets(spec, texts: list[str], all_targets: bool) -> list[tuple[str, object]]:
    """(label, target) for each --target, then with --all-targets each named target and
    each version of each version axis (``version=V`` with every case of the set axes
    enabled: the column says what the version alone allows); a target equal to one
    listed before it is left out. Labels are unique (they key the JSON ``results``): a
    version spelled as a column before it (a named target ``v1.3``) is labelled by its
    target text (``version=v1.3,extensions=*,...``), which no other column can have."""
    from odsgen.checking.target_syntax import parse_target, spell, target_json
    from odsgen.diagnostics import Diagnostic, OdsgenError, Severity

    env_cls = spec.checker.env_cls
    # (label, target text, the label when a column before has that label)
    wanted = [(t, t, t) for t in texts]
    if all_targets:
        wanted += [(name, name, name) for name in spec.catalog.named]
        every = "".join(f",{a.keyword}=*" for a in env_cls.AXES if not a.ordered)
        for axis in env_cls.AXES:
            if axis.ordered:
                members = dict.fromkeys(axis.enum.__members__.values())
                wanted += [
                    (spell(m), f"{axis.keyword}={m.name}{every}", f"{axis.keyword}={spell(m)}{every}") for m in members
                ]
    out: list[tuple[str, object]] = []
    seen: dict[str, str] = {}
    labels: set[str] = set()
    for label, text, qualified in wanted:
        env = parse_target(text, env_cls, spec.catalog)
        key = json.dumps(target_json(env), sort_keys=True)
        if key in seen:
            continue
        if label in labels:
            # (only a version's: a --target text or a named target is its own text, and two
            # equal texts are one target, left out above; a name has no '=', ``qualified`` has)
            label = qualified
        seen[key] = label
        labels.add(label)
        out.append((label, env))
    if not out:
        raise OdsgenError(
            Diagnostic(
                None,
                Severity.ERROR,
                "--all-targets: the spec has no version axis and there are no named targets "
                "(give --targets FILE or --target)",
            )
        )
    return out


def _sweep_path(path: str, freeze: bool) -> dict:
    """Verify one module (as a single --target run does), then validate it against every
    target of the sweep (never raises). A malformed module's cells are "malformed"."""
    spec, targets, args = _STATE["spec"], _STATE["targets"], _STATE["args"]
    verified = _verified()

    def check(module, name, sources, note):
        out: dict = {"module": name, "status": "checked"}
        structure, lines = verify_module(
            spec, module, name, sources, args.max_errors, args.strict_verify, not args.no_verify
        )
        if structure is not None:
            out.update(structure=structure, text="".join(line + "\n" for line in lines))
            if structure["malformed_ops"]:
                out["status"] = "malformed"
        cells = []
        for label, env in targets:
            r = validate_module(spec, module, name, sources, lambda op, _t=env: _t, args.max_errors, env, verify=False)
            cells.append(dict(r["report"], target=label))
            if out["status"] == "malformed":
                cells[-1]["status"] = "malformed"
        out["cells"] = cells
        if note is not None:
            out["note"] = note
        return out

    return _guarded_module(path, freeze, check, verified)


def _report_sweep(results: list[dict], args, spec, targets) -> int:
    from odsgen.checking.target_syntax import target_json
    from odsgen.io import write_output

    errors = [r for r in results if r["status"] == "error"]
    for r in errors:
        sys.stderr.write(r["error"] + "\n")
    _write_notes(results)
    if args.format == "json":
        doc = spec.library.record(
            {"targets": [{"name": label, "target": target_json(env)} for label, env in targets], "modules": []}
        )
        for r in results:
            if r["status"] == "error":
                doc["modules"].append({"module": r["module"], "status": "error", "error": r["error"]})
                continue
            m = {"module": r["module"], "status": r["status"], "ops": r["cells"][0]["ops"], "results": {}}
            if r.get("note"):
                m["note"] = r["note"]
            for c in r["cells"]:
                m["results"][c["target"]] = {k: c[k] for k in ("status", "illegal_ops", "illegal")}
            m.update(r.get("structure", {}))
            doc["modules"].append(m)
        text = json.dumps(doc, indent=2) + "\n"
    else:
        # The matrix, then what verification says of each module (as a single --target run).
        verified = "".join(r.get("text", "") for r in results)
        text = _sweep_table(results, [label for label, _ in targets]) + ("\n" + verified if verified else "")
    write_output(args.output, text)
    if errors:
        return 2
    if any(r["status"] == "malformed" for r in results):
        return MALFORMED_EXIT
    # Targets the user listed (--target) gate like a single --target: 1 when one of them is
    # illegal for some module. The columns --all-targets adds only report.
    listed = set(args.target or ())
    illegal = any(c["status"] == "illegal" and c["target"] in listed for r in results for c in r.get("cells", ()))
    return 1 if illegal else 0


def _sweep_table(results: list[dict], labels: list[str]) -> str:
    """The matrix: a row per module, a column per target; each cell "legal", "N illegal",
    "malformed" or "error"; then, per illegal cell, the names of the ops the target lacks."""
    rows = [["module", "ops", *labels]]
    details = []
    for r in results:
        if r["status"] == "error":
            rows.append([r["module"], "-", *["error"] * len(labels)])
            continue
        row = [r["module"], str(r["cells"][0]["ops"])]
        for c in r["cells"]:
            row.append(c["status"] if c["status"] in ("legal", "malformed") else f"{c['illegal_ops']} illegal")
            if c["status"] == "illegal":
                names = list(dict.fromkeys(e["op"] for e in c["illegal"]))
                shown = ", ".join(names[:6]) + (f" and {len(names) - 6} more" if len(names) > 6 else "")
                details.append(f"{r['module']}: {c['target']}: {shown}")
        rows.append(row)
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip() for row in rows]
    if details:
        lines += ["", "not available (give --target NAME for the reasons):", *("  " + d for d in details)]
    return "\n".join(lines) + "\n"

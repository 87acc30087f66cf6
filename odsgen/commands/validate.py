"""`odsgen validate`: check every op of modules against a target (docs/validate.md).

Exit status: 0 when every op is legal, 1 when some op is not, 2 on bad input (a spec,
module or target that cannot be read, a module of another dialect, no target) and on
every other error of odsgen itself (``ERROR_EXIT``: odsgen.cli uses it too), so that 1
always means "illegal ops" to a CI script.
"""

from __future__ import annotations

import argparse
import json
import sys

from odsgen.commands._spec import add_report_arguments, add_spec_arguments


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "modules", nargs="+", metavar="MODULE.mlir", help="modules in MLIR generic form ('-' reads standard input)"
    )
    add_spec_arguments(p)
    add_report_arguments(p, "the target (docs/targets.md); default: each op's nearest <dialect>.target_env attribute")
    p.add_argument("-j", "--jobs", type=int, default=1, metavar="N", help="check N modules at a time (default 1)")
    p.add_argument(
        "--max-errors", type=int, default=0, metavar="N", help="report at most N illegal ops per module (0: all)"
    )


# The exit status of an error of odsgen itself (odsgen.cli.main): 1 is "some op is illegal".
ERROR_EXIT = 2

# The spec and target of this run; workers forked by --jobs inherit them.
_STATE: dict = {}


def run(args: argparse.Namespace) -> int:
    from odsgen.commands._spec import guarded, load_spec, parse_target_arg

    got = guarded(None, lambda: (lambda s: (s, parse_target_arg(s, args.target)))(load_spec(args)))
    if got == 2:
        return 2
    spec, target = got
    _STATE.update(spec=spec, target=target, args=args)
    paths = list(args.modules)
    results = _run_all(paths, args.jobs)
    return _report(results, args, spec, target)


def _run_all(paths: list[str], jobs: int) -> list[dict]:
    progress = _Progress(len(paths)) if len(paths) > 1 and sys.stderr.isatty() else None
    out: list[dict | None] = [None] * len(paths)
    if jobs > 1 and len(paths) > 1:
        from concurrent.futures import as_completed

        from odsgen.parallel import process_pool

        with process_pool(min(jobs, len(paths)), fork_only=True) as pool:
            futures = {pool.submit(_check_path, p, False): i for i, p in enumerate(paths)}
            for fut in as_completed(futures):
                out[futures[fut]] = fut.result()
                if progress:
                    progress.step(paths[futures[fut]])
    else:
        freeze = len(paths) == 1
        for i, p in enumerate(paths):
            out[i] = _check_path(p, freeze)
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
    from odsgen.commands._input import file_error, read_module
    from odsgen.commands._spec import check_module_dialect
    from odsgen.diagnostics import OdsgenError
    from odsgen.source import SourceManager

    spec, target, args = _STATE["spec"], _STATE["target"], _STATE["args"]
    name = "<stdin>" if path == "-" else path
    sources = SourceManager()
    try:
        module = read_module(path, sources, freeze=freeze)
        check_module_dialect(spec, module, name)
        target_of = _target_resolver(spec, module, target, name, sources)
        return _validate_module(spec, module, name, sources, target_of, args.max_errors, target)
    except OdsgenError as exc:
        if exc.sources is None:
            exc.sources = sources
        return {"module": name, "status": "error", "error": str(exc)}
    except OSError as exc:
        return {"module": name, "status": "error", "error": str(file_error(name, exc.strerror or str(exc)))}
    except (RecursionError, MemoryError) as exc:
        what = "nests too deeply" if isinstance(exc, RecursionError) else "is too large"
        return {"module": name, "status": "error", "error": str(file_error(name, f"the module {what} to check"))}


def _target_resolver(spec, module, target, filename: str, sources):
    """target_of(op): the --target, else the op's nearest <dialect>.target_env."""
    from odsgen.commands._spec import attr_target, target_holders
    from odsgen.diagnostics import Diagnostic, OdsgenError, Severity
    from odsgen.source import Loc

    if target is not None:
        return lambda op, _t=target: _t
    # Keyed by the ops and blocks themselves: odsgen's IR hashes them by identity, the
    # mlir.ir adapter's wrappers by the operation or block they wrap.
    holders = {op: attr_target(spec, a, op, filename, sources) for op, a in target_holders(spec, module)}
    if len(holders) == 1 and module.operations and len(module.operations) == 1:
        only = next(iter(holders.values()))
        top = module.operations[0]
        if top in holders:  # one target for the whole module: no lookups
            return lambda op, _t=only: _t
    by_block: dict = {}

    def target_of(op):
        block = op.parent
        env = by_block.get(block)
        if env is not None:
            return env
        cur = op
        env = None
        while cur is not None:
            env = holders.get(cur)
            if env is not None:
                break
            cur = cur.parent_op
        if env is None:
            raise OdsgenError(
                Diagnostic(
                    Loc(filename, op.line, op.col),
                    Severity.ERROR,
                    f"no target for '{op.name}': give --target or put a "
                    f"'{spec.checker.dialects[0]}.target_env' attribute on an op around it",
                ),
                sources,
            )
        by_block[block] = env
        return env

    return target_of


def _validate_module(spec, module, name: str, sources, target_of, max_errors: int, target) -> dict:
    from odsgen.analysis.check import provenance_text
    from odsgen.analysis.target_syntax import target_json, target_text

    checker = spec.checker
    illegal = []
    lines: list[str] = []
    count = 0
    shown_targets: dict[int, object] = {}
    for v in checker.validate(module, target_of, name):
        count += 1
        env = target_of(v.op)
        shown_targets.setdefault(id(env), env)
        if max_errors and count > max_errors:
            continue
        entry = v.to_json(checker)
        if target is None:
            entry["target"] = target_text(env)
        illegal.append(entry)
        lines.append(f"{v.loc}: error: '{v.name}' is not available on the target")
        sf = sources.get(name)
        text = sf.line_text(v.op.line) if sf is not None and v.op.line else None
        if text is not None and len(text) <= 400:
            lines.append("  " + text)
            lines.append("  " + " " * max(0, v.op.col - 1) + "^")
        for r in v.reasons:
            lines.append(f"  note: {checker.reason_text(r)}")
            for p in r.provenance:
                lines.append(f"    required by {provenance_text(p)}")
    ops = sum(1 for op in module.walk() if op.name in checker.ops)
    status = "illegal" if count else "legal"
    if count:
        more = f" (first {max_errors} shown)" if max_errors and count > max_errors else ""
        lines.append(f"{name}: {count} of {ops} ops are not available on the target{more}")
        for env in shown_targets.values():
            lines.append(f"{name}: target {target_text(env, limit=12)}")
    report = {"module": name, "status": status, "ops": ops, "illegal_ops": count, "illegal": illegal}
    if target is None and shown_targets:
        report["targets"] = [target_json(e) for e in shown_targets.values()]
    return {"module": name, "status": status, "report": report, "text": "\n".join(lines) + ("\n" if lines else "")}


def _report(results: list[dict], args, spec, target) -> int:
    from odsgen.io import write_output
    from odsgen.analysis.target_syntax import target_json

    errors = [r for r in results if r["status"] == "error"]
    for r in errors:
        sys.stderr.write(r["error"] + "\n")
    if args.format == "json":
        doc: dict = {"modules": []}
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
        if legal and not any(r["status"] == "illegal" for r in results) and not errors:
            n = sum(r["report"]["ops"] for r in legal)
            text += (
                f"{len(legal)} module{'s' if len(legal) != 1 else ''}, {n} ops: all legal on the target\n"
                if len(results) > 1
                else f"{legal[0]['module']}: all {n} ops are legal on the target\n"
            )
    write_output(args.output, text)
    if errors:
        return 2
    if any(r["status"] == "illegal" for r in results):
        return 1
    return 0

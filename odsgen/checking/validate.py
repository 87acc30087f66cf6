"""The report of one module checked against a target: its ops verified against their ODS
definition (odsgen.runtime.verify), then their availability (odsgen.checking.check), in
the JSON shape of ``odsgen validate --format json`` and as text (docs/validate.md)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Container

    from odsgen.checking.spec import LoadedSpec
    from odsgen.diagnostics import OdsgenError
    from odsgen.runtime.protocol import Module, Operation
    from odsgen.checking.shapes import Shapes
    from odsgen.runtime.target import TargetEnv
    from odsgen.source import SourceManager

# The target of an op (``target_resolver``). Its argument is Any: Checker.validate calls it
# with the module's ops, which it reads as ``object``.
TargetOf = Callable[[Any], "TargetEnv"]


def target_resolver(
    spec: LoadedSpec,
    module: Module | Shapes,
    target: TargetEnv | None,
    filename: str,
    sources: SourceManager | None,
) -> TargetOf:
    """target_of(op): the --target, else the op's nearest <dialect>.target_env."""
    from odsgen.checking.spec import attr_target, target_holders

    if target is not None:
        given: TargetEnv = target
        return lambda op: given
    from odsgen.checking.shapes import Shapes

    if isinstance(module, Shapes):
        return _shape_targets(spec, module, filename, sources)
    # Keyed by the ops and blocks themselves: odsgen's IR hashes them by identity, the
    # mlir.ir adapter's wrappers by the operation or block they wrap.
    holders: dict[Operation, TargetEnv] = {
        op: attr_target(spec, a, op, filename, sources) for op, a in target_holders(spec, module)
    }
    if len(holders) == 1 and module.operations and len(module.operations) == 1:
        ((holder, only),) = holders.items()
        if _alone_under(holder, module.operations[0], spec.checker.ops):
            return lambda op: only  # one target for every op of the spec: no lookups
    by_block: dict[object, TargetEnv] = {}

    def target_of(op: Operation) -> TargetEnv:
        env = holders.get(op)  # (an op that holds a target is checked against its own)
        if env is not None:
            return env
        block = op.parent
        env = by_block.get(block)
        if env is not None:
            return env
        cur: Operation | None = op
        env = None
        while cur is not None:
            env = holders.get(cur)
            if env is not None:
                break
            cur = cur.parent_op
        if env is None:
            raise _no_target(spec, op, filename, sources)
        by_block[block] = env
        return env

    return target_of


def _no_target(spec: LoadedSpec, op: Any, filename: str, sources: SourceManager | None) -> Exception:
    from odsgen.diagnostics import Diagnostic, OdsgenError, Severity
    from odsgen.source import reported_at

    return OdsgenError(
        Diagnostic(
            reported_at(op, filename),
            Severity.ERROR,
            f"no target for '{op.name}': give --target or put a "
            f"'{spec.checker.dialects[0]}.target_env' attribute on an op around it",
        ),
        sources,
    )


def _shape_targets(spec: LoadedSpec, shapes: Shapes, filename: str, sources: SourceManager | None) -> TargetOf:
    """``target_resolver`` for the ``Shapes`` of a module: target_of(i), op ``i``'s."""
    from odsgen.checking.spec import attr_target, shape_holder, shape_holders

    holders = {
        i: attr_target(spec, a, shapes.op_at(i), filename, sources) for i, a in shape_holders(spec, shapes).items()
    }
    parent = shapes.parent
    by_parent: dict[int, TargetEnv] = {}

    def target_of(i: int) -> TargetEnv:
        env = holders.get(i)
        if env is not None:
            return env
        up = parent[i]
        env = by_parent.get(up)
        if env is not None:
            return env
        holder = shape_holder(holders, shapes, up)
        if holder is None:
            raise _no_target(spec, shapes.op_at(i), filename, sources)
        env = by_parent[up] = holders[holder]
        return env

    return target_of


def _alone_under(holder: Any, top: Any, ours: Container[str]) -> bool:
    """Whether ``holder`` is ``top`` or nested in it alone: each op around it holds no
    other op and is not one of ``ours`` (so every op of ours is ``holder`` or in it).
    Asked of odsgen's IR (the adapter's ops are wrappers made afresh: False)."""
    from odsgen.runtime.ir import Operation

    if type(holder) is not Operation:
        return holder is top
    cur: Any = holder
    while cur is not top:
        cur = cur.parent_op
        if cur is None or cur.name in ours:
            return False
        if sum(len(b.operations) for r in cur.regions for b in r.blocks) != 1:
            return False
    return True


def source_lines(sources: SourceManager, name: str, op: Operation) -> list[str]:
    """The op's source line and a caret under it (none when unknown or very long)."""
    sf = sources.get(getattr(op, "elsewhere", None) or name)
    text = sf.line_text(op.line) if sf is not None and op.line else None
    if text is None or len(text) > 400:
        return []
    return ["  " + text, "  " + " " * max(0, op.col - 1) + "^"]


def verify_module(
    spec: LoadedSpec,
    module: Module | Shapes,
    name: str,
    sources: SourceManager,
    max_errors: int,
    strict: bool,
    trusted: Any = None,
) -> tuple[dict[str, Any], list[str]]:
    """The structure report of a module (JSON part and text lines): malformed ops with
    MLIR's messages, and the constraints odsgen could not check, by op name. ``trusted``
    (default: the module's ``mlir_verified``): whether MLIR's verifier checked an op name's
    ops (stronger than odsgen's verification): those are not verified again."""
    from odsgen.checking.check import op_loc
    from odsgen.runtime.verify import problem_text

    verifier = spec.verifier
    assert verifier is not None  # callers verify only with a verifier
    malformed: list[dict[str, Any]] = []
    lines: list[str] = []
    count = 0
    unchecked: dict[str, list[str]] = {}
    unchecked_ops = 0
    unchecked_items = 0
    seen_lists: set[int] = set()
    if trusted is None:
        trusted = getattr(module, "mlir_verified", None)
    skipped = {n: 0 for n in verifier.specs if trusted(n)} if trusted is not None else {}
    from odsgen.checking.shapes import Shapes

    if isinstance(module, Shapes):
        # Read as shapes only when MLIR verified every op of the spec's (read_custom):
        # counted, not checked again.
        for n, k in module.by_name().items():
            if n in verifier.specs:
                if n not in skipped:
                    raise ValueError(f"ops of '{n}' need odsgen's verification: read the module as odsgen's IR")
                skipped[n] += k
        scanned: Any = ()
    else:
        scanned = verifier.scan(module.walk(), skipped)
        uses = _dominance(verifier, module, trusted)
        if uses:
            scanned = _with_dominance(module, scanned, uses)
    for op, errors, not_checked in scanned:
        if not_checked:
            unchecked_ops += 1
            unchecked_items += len(not_checked)
            if id(not_checked) not in seen_lists:  # shared between ops that look alike
                seen_lists.add(id(not_checked))
                seen = unchecked.setdefault(op.name, [])
                for u in not_checked:
                    if u not in seen and len(seen) < 50:
                        seen.append(u)
            if not errors and not strict:
                continue
        problems = [(p.category, p.message) for p in errors]
        if strict:
            problems += [("unchecked", f"constraint not checked by odsgen: {u}") for u in not_checked]
        if not problems:
            continue
        count += 1
        if max_errors and count > max_errors:
            continue
        loc = op_loc(op, name)
        malformed.append({"op": op.name, "loc": loc, "errors": [{"category": c, "message": m} for c, m in problems]})
        for i, (c, m) in enumerate(problems):
            lines.append(f"{loc}: error: {problem_text(op.name, c, m)}")
            if i == 0:
                lines += source_lines(sources, name, op)
    report: dict[str, Any] = {
        "malformed_ops": count,
        "malformed": malformed,
        "unchecked": {"ops": unchecked_ops, "constraints": unchecked_items, "by_op": unchecked},
    }
    mlir_verified = sum(skipped.values())
    if trusted is not None:
        report["verified_by_mlir"] = mlir_verified
    if count:
        more = f" (first {max_errors} shown)" if max_errors and count > max_errors else ""
        lines.append(f"{name}: {count} ops are malformed{more}")
    if unchecked_ops and not strict:
        lines.append(
            f"{name}: note: {unchecked_items} constraints of {unchecked_ops} ops not checked "
            f"(C++ predicates or verifiers odsgen cannot read; --format json lists them, --strict-verify makes them errors)"
        )
    if mlir_verified:
        lines.append(f"{name}: note: {mlir_verified} ops verified by MLIR's verifier (not again by odsgen)")
    return report, lines


def rejected_report(exc: OdsgenError, name: str) -> dict[str, Any]:
    """``validate_module``'s answer for a module MLIR's verifier rejected as it parsed it
    (custom syntax; odsgen.runtime.verify.RejectedByVerifier): malformed, with MLIR's
    errors at their places (``mlir_problems``); nothing of it could be read, so the
    availability of its ops is not checked (``ops``: 0)."""
    from odsgen.runtime.verify import mlir_problems

    by_op: dict[tuple[str | None, str], dict[str, Any]] = {}  # (one entry per op, as verify_module's)
    for d, op, p in mlir_problems(exc.diagnostics) or ():
        loc = str(d.loc) if d.loc is not None else name
        entry = by_op.setdefault((op, loc), {"op": op, "loc": loc, "errors": []})
        entry["errors"].append({"category": p.category, "message": p.message})
    malformed = list(by_op.values())
    count = len(malformed)
    text = f"{exc}\n{name}: {count} ops are malformed (MLIR rejected them as it read the module: nothing more is checked)\n"
    report: dict[str, Any] = {
        "module": name,
        "status": "malformed",
        "ops": 0,
        "illegal_ops": 0,
        "illegal": [],
        "malformed_ops": count,
        "malformed": malformed,
        "unchecked": {"ops": 0, "constraints": 0, "by_op": {}},
        "rejected_by_mlir": True,
    }
    return {"module": name, "status": "malformed", "report": report, "text": text}


def _dominance(verifier: Any, module: Any, trusted: Any) -> dict[Any, list[int]]:
    """The operands of each op that do not dominate their use (odsgen.runtime.dominance),
    for a module of odsgen's IR that neither MLIR's verifier (``trusted``) nor the reader
    (``ssa_in_order``: every use after its definition) has shown to be in order."""
    from odsgen.runtime import ir
    from odsgen.runtime.dominance import dominance_errors, region_kind

    if not isinstance(module, ir.Module) or trusted is not None or module.ssa_in_order:
        return {}
    uses: dict[Any, list[int]] = {}
    for op, k in dominance_errors(module.body, region_kind(verifier.specs)):
        uses.setdefault(op, []).append(k)
    return uses


def _with_dominance(module: Any, scanned: Any, uses: dict[Any, list[int]]) -> Any:
    """``scanned`` (op, errors, unchecked) with the dominance errors of ``uses`` added, in
    the module's order."""
    from odsgen.runtime.dominance import message
    from odsgen.runtime.verify import Problem

    found = {op: (errors, unchecked) for op, errors, unchecked in scanned}
    for op in module.walk():
        got = found.get(op)
        more = tuple(Problem("dominance", message(k)) for k in uses.get(op, ()))
        if got is not None or more:
            errors, unchecked = got or ((), ())
            yield op, tuple(errors) + more, unchecked


def validate_module(
    spec: LoadedSpec,
    module: Module | Shapes,
    name: str,
    sources: SourceManager,
    target_of: TargetOf,
    max_errors: int,
    target: TargetEnv | None,
    verify: bool = True,
    strict: bool = False,
    *,
    trusted: Any = None,
) -> dict[str, Any]:
    """One module's report: ``{"module", "status", "report" (its JSON), "text"}``;
    ``verify`` checks the ops against their ODS definition first (``strict``: a constraint
    odsgen cannot check is an error; ``trusted``: see ``verify_module``)."""
    from odsgen.checking.check import provenance_text
    from odsgen.checking.target_syntax import target_json, target_text

    checker = spec.checker
    illegal: list[dict[str, Any]] = []
    lines: list[str] = []
    structure: dict[str, Any] | None = None
    if spec.verifier is not None and verify:
        structure, lines = verify_module(spec, module, name, sources, max_errors, strict, trusted)
    count = 0
    shown_targets: dict[int, TargetEnv] = {}
    used: dict[int, TargetEnv] = {}  # the module's own targets (no --target), to name them
    if target is None:
        target_of = _recording(target_of, used)
    from odsgen.checking.shapes import Shapes

    if isinstance(module, Shapes):
        violations = checker.validate_shapes(module, target_of, name)
        ops = module.count(checker.ops)
    else:
        violations = ((v, target_of(v.op)) for v in checker.validate(module, target_of, name))
        ops = sum(1 for op in module.walk() if op.name in checker.ops)
    for v, env in violations:
        count += 1
        shown_targets.setdefault(id(env), env)
        if max_errors and count > max_errors:
            continue
        entry = v.to_json(checker)
        if target is None:
            entry["target"] = target_text(env)
        illegal.append(entry)
        lines.append(f"{v.loc}: error: '{v.name}' is not available on the target")
        lines += source_lines(sources, name, v.op)
        for r in v.reasons:
            lines.append(f"  note: {checker.reason_text(r)}")
            for p in r.provenance:
                lines.append(f"    required by {provenance_text(p)}")
    status = "illegal" if count else "legal"
    if structure is not None and structure["malformed_ops"]:
        status = "malformed"
    if count:
        more = f" (first {max_errors} shown)" if max_errors and count > max_errors else ""
        lines.append(f"{name}: {count} of {ops} ops are not available on the target{more}")
        for env in shown_targets.values():
            lines.append(f"{name}: target {target_text(env, limit=12)}")
    report: dict[str, Any] = {"module": name, "status": status, "ops": ops, "illegal_ops": count, "illegal": illegal}
    if structure is not None:
        report.update(structure)
    if target is None and shown_targets:
        report["targets"] = [target_json(e) for e in shown_targets.values()]
    checked_on = [target] if target is not None else list(used.values())
    return {
        "module": name,
        "status": status,
        "report": report,
        "text": "\n".join(lines) + ("\n" if lines else ""),
        "targets": [target_text(e, limit=12) for e in checked_on],  # what "legal" was checked on
    }


def _recording(target_of: TargetOf, used: dict[int, TargetEnv]) -> TargetOf:
    """``target_of`` that also keeps each target it gives in ``used`` (by identity)."""

    def recorded(op: Any) -> TargetEnv:
        env = target_of(op)
        if id(env) not in used:
            used[id(env)] = env
        return env

    return recorded


def legal_text(results: list[dict[str, Any]], several: bool) -> str:
    """The line of a run whose modules are all legal (``results``; ``several``: the run had
    more than one module), naming the target they were checked on."""
    names = list(dict.fromkeys(t for r in results for t in r.get("targets", ())))
    on = f"the target {names[0]}" if len(names) == 1 else "their targets" if names else "the target"
    n = sum(r["report"]["ops"] for r in results)
    if several:
        return f"{len(results)} module{'s' if len(results) != 1 else ''}, {n} ops: all legal on {on}\n"
    return f"{results[0]['module']}: all {n} ops are legal on {on}\n"

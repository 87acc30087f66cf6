"""The report of one module checked against a target: its ops verified against their ODS
definition (odsgen.runtime.verify), then their availability (odsgen.checking.check), in
the JSON shape of ``odsgen validate --format json`` and as text (docs/validate.md).
Verification reads the module's IR; availability reads its table (odsgen.checking.inputs.optable)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from odsgen.checking.reports.records import Malformed, ModuleReport, Structure, Unavailable, provenance_of
from odsgen.checking.reports.runs import legal_text as legal_text  # (a run's line, at the edge)

if TYPE_CHECKING:
    from collections.abc import Container

    from odsgen.checking.inputs.optable import OpTable
    from odsgen.checking.spec import LoadedSpec
    from odsgen.diagnostics import OdsgenError
    from odsgen.checking.inputs.read import ModuleInput
    from odsgen.runtime.protocol import Operation
    from odsgen.runtime.target import TargetEnv
    from odsgen.source import SourceManager

# The target of op ``i`` of a module's table (``target_resolver``).
TargetOf = Callable[[int], "TargetEnv"]


def target_resolver(
    spec: LoadedSpec,
    module: ModuleInput,
    target: TargetEnv | None,
    filename: str,
    sources: SourceManager | None,
) -> TargetOf:
    """target_of(i): the --target, else op ``i``'s nearest <dialect>.target_env (op ``i``
    of the module's table), else the dialect's implicit target (``implicit_target``)."""
    from odsgen.checking.spec import attr_target, table_holders

    if target is not None:
        given: TargetEnv = target
        return lambda i: given
    table = module.table
    holders = {
        i: attr_target(spec, a, table.op_at(i), filename, sources) for i, a in table_holders(spec, table).items()
    }
    implicit = implicit_target(spec)
    if not holders and implicit is not None:
        return _implicit(lambda i: implicit, implicit)
    if len(holders) == 1:
        ((holder, only),) = holders.items()
        if _all_within(table, holder, spec.checker.ops):
            return lambda i: only  # one target for every op of the spec: no lookups
    parent = table.parent
    by_parent: dict[int, TargetEnv] = {}

    def target_of(i: int) -> TargetEnv:
        env = holders.get(i)  # (an op that holds a target is checked against its own)
        if env is not None:
            return env
        up = parent[i]
        env = by_parent.get(up)
        if env is not None:
            return env
        holder = table.holder(holders, up)
        if holder is None:
            if implicit is None:
                raise _no_target(spec, table.op_at(i), filename, sources)
            by_parent[up] = implicit
            return implicit
        env = by_parent[up] = holders[holder]
        return env

    return _implicit(target_of, implicit)


def _implicit(target_of: TargetOf, implicit: TargetEnv | None) -> TargetOf:
    """``target_of`` that says which target it gives an op with none around it (``IMPLICIT``),
    for a report to say when it was assumed (``implicit_assumed``)."""
    setattr(target_of, IMPLICIT, implicit)
    return target_of


IMPLICIT = "implicit_target"  # the attribute of a target_resolver's answer: its implicit target, or None


def implicit_target(spec: LoadedSpec) -> TargetEnv | None:
    """The target of an op with none given or around it, where the dialect declares one
    (ImplicitTarget: TOSA's getDefaultTargetEnv, what ``mlir-opt --tosa-validate`` checks a
    module without a ``tosa.target_env`` against); None: such an op is an error."""
    declared = getattr(spec.checker.rules, "implicit_target", None)
    if not declared:
        return None
    from odsgen.checking.targets.syntax import parse_target

    text, loc = declared  # (its place a Loc: odsgen.runtime.typerules.DialectRules)
    env: TargetEnv = parse_target(text, spec.checker.env_cls, spec.catalog, loc=loc)
    return env


def assumed_target(spec: LoadedSpec, text: str | None, env: TargetEnv | None) -> dict[str, Any] | None:
    """What a run assumed of the target ``--target text`` (``env``) that it did not say
    (issue 34: the same words as MLIR's): the axes it leaves out, which get the dialect's
    defaults (TOSA: ``--tosa-attach-target``'s), as ``{"target", "implicit": false,
    "defaulted": {axis: case}, "note"}``, the note a line for stderr; None when it says
    every one (or none is given: ``implicit_assumed``)."""
    from odsgen.checking.targets.syntax import defaulted_axes, target_text
    from odsgen.runtime.target import spell

    if text is None or env is None:
        return None
    left = defaulted_axes(text, spec.checker.env_cls, spec.catalog)
    if not left:
        return None
    shown = target_text(env, limit=12)
    words = ", ".join(f"{k}={spell(c)}" for k, c in left.items())
    return {
        "target": shown,
        "implicit": False,
        "defaulted": {k: spell(c) for k, c in left.items()},
        "note": f"note: the target '{text}' leaves out {', '.join(left)}: assumed {words}, the defaults of "
        f"{_attach_tool(spec)}; the target is {shown}",
    }


def implicit_assumed(spec: LoadedSpec, env: TargetEnv, name: str) -> dict[str, Any]:
    """``assumed_target`` of a module (``name``) checked against the dialect's implicit target
    ``env`` (no --target, no target env around its ops): ``{"target", "implicit": true, "note"}``."""
    from odsgen.checking.targets.syntax import target_text

    shown = target_text(env, limit=12)
    attr = f"{spec.checker.dialects[0]}.target_env"
    return {
        "target": shown,
        "implicit": True,
        "defaulted": {},
        "note": f"{name}: note: no --target and no '{attr}' in the module: assumed the dialect's default target "
        f"{shown}, as {_validate_tool(spec)} checks it",
    }


def _attach_tool(spec: LoadedSpec) -> str:
    dialect = spec.checker.dialects[0]
    return f"mlir-opt --{dialect}-attach-target" if dialect == "tosa" else f"the {dialect} dialect"


def _validate_tool(spec: LoadedSpec) -> str:
    dialect = spec.checker.dialects[0]
    return f"mlir-opt --{dialect}-validate" if dialect == "tosa" else f"the {dialect} dialect's ImplicitTarget"


def _all_within(table: OpTable, holder: int, ours: Container[str]) -> bool:
    """Whether every op of ``ours`` in the table is op ``holder`` or inside it."""
    names, shape = table.names, table.shape
    if any(i < holder for name, i in table.first.items() if name in ours):
        return False
    return not any(names[shape[i]] in ours for i in range(table.ends[holder], len(shape)))


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


def source_lines(sources: SourceManager, name: str, op: Operation) -> list[str]:
    """The op's source line and a caret under it (none when unknown or very long, or for an
    op placed by its index: ``op #N``, odsgen.checking.inputs.op_listing)."""
    placed = getattr(op, "source_loc", None)
    if placed is not None and placed.label:
        return []
    sf = sources.get(getattr(op, "elsewhere", None) or name)
    text = sf.line_text(op.line) if sf is not None and op.line else None
    if text is None or len(text) > 400:
        return []
    return ["  " + text, "  " + " " * max(0, op.col - 1) + "^"]


def verify_module(
    spec: LoadedSpec,
    module: ModuleInput,
    name: str,
    sources: SourceManager,
    max_errors: int,
    strict: bool,
    verify: bool = True,
    declared: bool = True,
) -> tuple[dict[str, Any] | None, list[str]]:
    """``structure_of``'s report as its JSON (``Structure.to_json``), and its text lines."""
    got, lines = structure_of(spec, module, name, sources, max_errors, strict, verify, declared)
    return (None if got is None else got.to_json()), lines


def structure_of(
    spec: LoadedSpec,
    module: ModuleInput,
    name: str,
    sources: SourceManager,
    max_errors: int,
    strict: bool,
    verify: bool = True,
    declared: bool = True,
) -> tuple[Structure | None, list[str]]:
    """The structure report of a module (its record and text lines): malformed ops with
    MLIR's messages, and the constraints odsgen could not check, by op name; None when
    there is nothing to verify with (``verify`` off, or the spec has no verifier). The ops
    MLIR's verifier checked (the table's ``verified``; stronger than odsgen's
    verification) are not verified again. A module MLIR's verifier rejected as it parsed
    it is malformed, ``verify`` or not: its report is MLIR's errors (``rejected_structure``).
    With ``declared``, a SPIR-V unit whose declared triple does not cover what it uses is
    malformed too (odsgen.checking.declared_vce); deduce and convert, which replace the
    triple, do not ask it."""
    from odsgen.runtime.verify import problem_text
    from odsgen.source import reported_at

    if module.rejected is not None:
        return rejected_structure(module.rejected, name)
    verifier = spec.verifier
    if verifier is None or not verify:
        return None, []
    structure = Structure()
    malformed = structure.malformed
    lines: list[str] = []
    count = 0
    unchecked = structure.by_op
    seen_lists: set[int] = set()
    trusted = module.table.verified
    skipped = {n: 0 for n in verifier.specs if n in trusted} if trusted is not None else {}
    ir = module.module
    if ir is None:
        # Read as a table only when MLIR verified every op of the spec's (read_checked_file):
        # counted, not checked again.
        for n, k in module.table.by_name().items():
            if n in verifier.specs:
                if n not in skipped:
                    raise ValueError(f"ops of '{n}' need odsgen's verification: read the module with its IR")
                skipped[n] += k
        scanned: Any = ()
    else:
        scanned = verifier.scan(cast(Any, ir).walk(), skipped)
        dominance = _dominance(verifier, ir, trusted, module.ssa_in_order)
        if dominance:
            scanned = _with_problems(ir, scanned, dominance)
        refused = _onnx_refusals(ir)
        if refused:  # (on the ops odsgen's verification passes: the others' errors say more)
            scanned = _with_problems(ir, scanned, refused, add_to_erred=False)
    for op, errors, not_checked in scanned:
        if not_checked:
            structure.unchecked_ops += 1
            structure.unchecked_items += len(not_checked)
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
        loc = reported_at(op, name)
        malformed.append(Malformed(op.name, loc, tuple(problems)))
        for i, (c, m) in enumerate(problems):
            lines.append(f"{loc}: error: {problem_text(op.name, c, m)}")
            if i == 0:
                lines += source_lines(sources, name, op)
    if declared:
        from odsgen.checking.declared_vce import CATEGORY, uncovered

        for unit, at, message in uncovered(spec, module.table, name, sources, module.unknown_spirv):
            count += 1
            if max_errors and count > max_errors:
                continue
            malformed.append(Malformed(unit.name, at, ((CATEGORY, message),)))
            lines.append(f"{at}: error: {message}")
            lines += source_lines(sources, name, unit)
    structure.count = count
    mlir_verified = sum(skipped.values())
    if trusted is not None:
        structure.verified_by_mlir = mlir_verified
    if count:
        more = f" (first {max_errors} shown)" if max_errors and count > max_errors else ""
        lines.append(f"{name}: {count} ops are malformed{more}")
    if structure.unchecked_ops and not strict:
        lines.append(
            f"{name}: note: {structure.unchecked_items} constraints of {structure.unchecked_ops} ops not checked "
            f"(C++ predicates or verifiers odsgen cannot read; --format json lists them, --strict-verify makes them errors)"
        )
    if mlir_verified:
        lines.append(f"{name}: note: {mlir_verified} ops verified by MLIR's verifier (not again by odsgen)")
    return structure, lines


def _copied(verified: tuple[Structure | None, list[str]]) -> tuple[Structure | None, list[str]]:
    """``structure_of``'s answer with lists and dictionaries of its own (a report adds to its
    lines; a report's JSON holds the structure's ``by_op``)."""
    import copy
    import dataclasses

    structure, lines = verified
    if structure is not None:
        structure = dataclasses.replace(
            structure,
            malformed=list(structure.malformed),
            by_op={op: list(items) for op, items in structure.by_op.items()},
            mlir=copy.deepcopy(structure.mlir),
        )
    return structure, list(lines)


def rejected_structure(exc: OdsgenError, name: str) -> tuple[Structure, list[str]]:
    """``structure_of``'s answer for a module MLIR's verifier rejected as it parsed it
    (either syntax; odsgen.runtime.verify.RejectedByVerifier): malformed, with MLIR's
    errors at their places (``mlir_problems``); nothing of it could be read, so the
    availability of its ops is not checked (its table is empty)."""
    from odsgen.runtime.verify import mlir_problems
    from odsgen.source import Loc

    by_op: dict[tuple[str | None, Loc], list[tuple[str, str]]] = {}  # (one entry per op, as structure_of's)
    problems = getattr(exc, "problems", None) or mlir_problems(exc.diagnostics) or ()
    for d, op, p in problems:
        loc = d.loc if d.loc is not None else Loc(name, 0, 0)  # (as every entry's: FILE:LINE:COL)
        by_op.setdefault((op, loc), []).append((p.category, p.message))
    malformed = [Malformed(op, loc, tuple(errors)) for (op, loc), errors in by_op.items()]
    count = len(malformed)
    lines = [
        str(exc),
        f"{name}: {count} ops are malformed (MLIR rejected them as it read the module: nothing more is checked)",
    ]
    return Structure(malformed, count, rejected_by_mlir=True), lines


def _dominance(verifier: Any, module: Any, trusted: Any, in_order: bool) -> dict[Any, list[Any]]:
    """The dominance errors of each op (odsgen.runtime.dominance: its operands that do not
    dominate their use), for a module of odsgen's IR that neither MLIR's verifier
    (``trusted``) nor the reader (``in_order``: its read's ``ssa_in_order``, every use
    after its definition) has shown to be in order."""
    from odsgen.runtime import ir
    from odsgen.runtime.dominance import dominance_errors, message, region_kind
    from odsgen.runtime.verify import Problem

    if not isinstance(module, ir.Module) or trusted is not None or in_order:
        return {}
    uses: dict[Any, list[Any]] = {}
    for op, k in dominance_errors(module.body, region_kind(verifier.specs)):
        uses.setdefault(op, []).append(Problem("dominance", message(k)))
    return uses


def _onnx_refusals(module: Any) -> dict[Any, list[Any]]:
    """What ONNX's strict shape inference refuses in an ONNX model's nodes, as
    onnx.checker's full_check does (odsgen.checking.inputs.onnx_model.refusals), by op."""
    from odsgen.checking.inputs.onnx_model import refusals
    from odsgen.runtime.verify import Problem

    return {op: [Problem("shape-inference", m) for m in ms] for op, ms in refusals(module).items()}


def _with_problems(module: Any, scanned: Any, problems: dict[Any, list[Any]], add_to_erred: bool = True) -> Any:
    """``scanned`` (op, errors, unchecked) with the errors of ``problems`` (op -> its
    ``Problem``s) added (``add_to_erred`` off: to the ops without errors), in the module's order."""
    found = {op: (errors, unchecked) for op, errors, unchecked in scanned}
    for op in module.walk():
        got = found.get(op)
        more = tuple(problems.get(op, ())) if add_to_erred or got is None or not got[0] else ()
        if got is not None or more:
            errors, unchecked = got or ((), ())
            yield op, tuple(errors) + more, unchecked


def validate_module(
    spec: LoadedSpec,
    module: ModuleInput,
    name: str,
    sources: SourceManager,
    target_of: TargetOf,
    max_errors: int | None,
    target: TargetEnv | None,
    verify: bool = True,
    strict: bool = False,
    assumed: dict[str, Any] | None = None,
    verified: tuple[Structure | None, list[str]] | None = None,
) -> dict[str, Any]:
    """``module_report``'s report as validate's callers take it (``ModuleReport.to_json``):
    ``{"module", "status", "report" (its JSON), "text", "targets", "records"}``, and ``"assumed"``
    (the note of a target the run assumed: ``module_report``)."""
    return module_report(
        spec, module, name, sources, target_of, max_errors, target, verify, strict, assumed, verified
    ).to_json()


def module_report(
    spec: LoadedSpec,
    module: ModuleInput,
    name: str,
    sources: SourceManager,
    target_of: TargetOf,
    max_errors: int | None,
    target: TargetEnv | None,
    verify: bool = True,
    strict: bool = False,
    assumed: dict[str, Any] | None = None,
    verified: tuple[Structure | None, list[str]] | None = None,
) -> ModuleReport:
    """One module's report (its records); ``verify`` checks the ops against their ODS
    definition first (``structure_of``; ``strict``: a constraint odsgen cannot check is an
    error); the availability of its ops is read from its table. ``assumed``: what the run
    assumed of ``target`` (``assumed_target``); an op checked against the dialect's implicit
    target assumes it (``implicit_assumed``): the report's ``assumed_target`` and its note.
    ``verified``: ``structure_of``'s answer for the module with these arguments, worked out
    already (a module checked against several targets: odsgen.api.validate_each), of
    which the report takes a copy of its own."""
    from odsgen.checking.check import level_arguments, provenance_text
    from odsgen.checking.targets.syntax import target_json, target_text

    checker = spec.checker
    illegal: list[Unavailable] = []
    # None: every op, the text grouping the ops refused for the same reasons (issue 34, item 7)
    grouped = max_errors is None
    max_errors = max_errors or 0
    if verified is None:
        structure, lines = structure_of(spec, module, name, sources, max_errors, strict, verify)
    else:
        structure, lines = _copied(verified)
    groups: dict[tuple[str, ...], list[Any]] = {}  # (op name, reasons...) -> [its lines, count, locations]
    count = 0
    shown_targets: dict[int, TargetEnv] = {}
    used: dict[int, TargetEnv] = {}  # the module's own targets (no --target), to name them
    implicit = getattr(target_of, IMPLICIT, None) if target is None else None
    if target is None:
        target_of = _recording(target_of, used)
    table = module.table
    ops = table.count(checker.ops)
    for v, env in checker.validate(table, target_of, name):
        count += 1
        shown_targets.setdefault(id(env), env)
        if max_errors and count > max_errors:
            continue
        reasons = [checker.reason_text(r) for r in v.reasons]
        first = True  # (the first of its group: its lines are shown)
        if grouped:
            key = (v.op, *(_shape_of(t) for t in reasons))
            group = groups.get(key)
            if group is not None:
                group[1] += 1
                if len(group[2]) < GROUP_LOCATIONS:
                    group[2].append(str(v.loc))
                first = False
            else:
                group = groups[key] = [[], 1, []]
            out = group[0]
        else:
            out = lines
        arguments = level_arguments(v.subject, v.reasons, name)
        illegal.append(
            Unavailable(
                v.op,
                v.loc,
                tuple(checker.reason_json(r) for r in v.reasons),
                provenance_of(v.reasons),
                target_text(env) if target is None else None,
                line=None if grouped else len(out),
                arguments=arguments,
            )
        )
        if not first:
            continue
        out.append(f"{v.loc}: error: '{v.op}' is not available on the target")
        out += source_lines(sources, name, v.subject)
        for r, text in zip(v.reasons, reasons):
            out.append(f"  note: {text}")
            for p in r.provenance:
                out.append(f"    required by {provenance_text(p)}")
        for value, words, *_ in arguments:  # (a level's measure of a function's argument: where it is)
            out.append(f"  note: {value} is the argument {words}")
    for (op_name, *_), (group_lines, n, locs) in groups.items():
        lines += group_lines
        if n > 1:
            shown = ", ".join(locs) + (", ..." if n - 1 > len(locs) else "")
            lines.append(
                f"  note: and {n - 1} more '{op_name}' refused for the same reasons, at {shown} "
                "(--max-errors 0 or --format json lists every one)"
            )
    count += _unknown_ops(module, target, illegal, lines, name, sources)
    status = "illegal" if count else "legal"
    if structure is not None and structure.count:
        status = "malformed"
    if count:
        more = f" (first {max_errors} shown)" if max_errors and count > max_errors else ""
        lines.append(f"{name}: {count} of {ops} ops are not available on the target{more}")
        for env in shown_targets.values():
            lines.append(f"{name}: target {target_text(env, limit=12)}")
    checked_on = [target] if target is not None else list(used.values())
    if assumed is None and implicit is not None and any(e is implicit for e in used.values()):
        assumed = implicit_assumed(spec, implicit, name)
    return ModuleReport(
        name,
        status,
        ops,
        count,
        illegal,
        structure,
        [target_json(e) for e in shown_targets.values()] if target is None and shown_targets else None,
        lines,
        [target_text(e, limit=12) for e in checked_on],  # what "legal" was checked on
        assumed,  # (a target the run assumed: said on stderr, and in every format)
    )


def unknown_missing(u: Any, target: TargetEnv | None) -> list[str]:
    """What ``target`` lacks of an instruction of a SPIR-V binary the spec has no op for
    (odsgen.checking.inputs.spirv_binary's ``Unknown``): of the Khronos grammar's
    availability, and of the Vulkan rules on its operands (tdlib/odsgen/vulkan-rules.toml:
    an OpAtomicFMinEXT's pointer); [] when it allows it."""
    from odsgen.checking.spirv_corequirements import grammar_missing

    if target is None:
        return ["a target to judge it on (--target)"]
    missing = grammar_missing(u, target)
    if u.operand_types:
        from odsgen.checking.targets.vulkan_rules import load_rules

        missing += [r.message for r in load_rules().unknown_reasons(u.name, u.operand_types, target)]
    return missing


def unknown_intro(u: Any) -> str:
    return f"'{u.name}' ({u.what}) is not an op of the spec (its result stands in as 'spirv.Undef')"


def unknown_unavailable(u: Any, missing: list[str]) -> Unavailable:
    """The illegal op of an ``Unknown`` the target lacks ``missing`` of."""
    reason = {
        "kind": "unknown-to-spec",
        "message": f"{unknown_intro(u)}; the Khronos grammar gives it {u.requirement()}; "
        f"the target lacks {', '.join(missing)}",
        "missing": missing,
        "grammar": u.requirement(),
    }
    return Unavailable(u.name, u.loc, (reason,), ((),), unknown_to_spec=True)


def _unknown_ops(
    module: ModuleInput,
    target: TargetEnv | None,
    illegal: list[Unavailable],
    lines: list[str],
    name: str,
    sources: SourceManager,
) -> int:
    """The instructions of a SPIR-V binary the spec has no op for (an op newer than the
    spec's MLIR: odsgen.checking.inputs.spirv_binary's ``Unknown``), judged by the Khronos
    grammar's availability on ``target``: each the target lacks is an illegal op (their
    count); each it allows, a note."""
    count = 0
    for u in module.unknown_spirv:
        where = f"{u.loc}: "
        shown = sources.get(u.loc.file)
        src = shown.line_text(u.loc.line) if shown is not None else None
        missing = unknown_missing(u, target)
        intro = unknown_intro(u)
        if missing:
            count += 1
            illegal.append(unknown_unavailable(u, missing))
            lines.append(
                f"{where}error: {intro}, and the target lacks what the Khronos grammar gives it: {', '.join(missing)}"
            )
        else:
            lines.append(
                f"{where}note: {intro}; judged by the Khronos grammar ({u.requirement()}), the target allows it"
            )
        if src:
            lines += [f"  {src}", "  " + " " * max(u.loc.col - 1, 0) + "^"]
    return count


GROUP_LOCATIONS = 3  # the locations a group of ops refused for the same reasons names besides its first


def _shape_of(reason: str) -> str:
    """A reason's words without what differs between instances refused for the same reason:
    the operands and results it counts ("(operand input1 #0, and 1 more)")."""
    import re

    return re.sub(r" \((?:operand|result|attribute) [^()]*\)", "", reason)


def _recording(target_of: TargetOf, used: dict[int, TargetEnv]) -> TargetOf:
    """``target_of`` that also keeps each target it gives in ``used`` (by identity)."""

    def recorded(op: Any) -> TargetEnv:
        env = target_of(op)
        if id(env) not in used:
            used[id(env)] = env
        return env

    return recorded

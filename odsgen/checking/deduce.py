"""The least target of each unit of a module, and the ops that force each part (the data
of ``odsgen deduce``; docs/validate.md).

A unit is each outermost op of the spec's dialect that holds a region (for SPIR-V each
``spirv.module``), or else the whole file. Where a unit has a target env (its nearest
``<dialect>.target_env``, or the given target), each any-of group takes the first member,
in the spec's order, that the target allows, as upstream's ``--spirv-update-vce`` does;
otherwise a smallest set of cases.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from odsgen.source import Loc, reported_at

if TYPE_CHECKING:
    from odsgen.checking.check import UnitDeduction
    from odsgen.checking.inputs.read import ModuleInput
    from odsgen.checking.spec import LoadedSpec
    from odsgen.runtime.protocol import Operation
    from odsgen.runtime.target import TargetEnv
    from odsgen.source import SourceManager


def deduce_module(
    spec: LoadedSpec, module: ModuleInput, name: str, sources: SourceManager | None, target: TargetEnv | None = None
) -> list[UnitDeduction]:
    """One ``UnitDeduction`` per unit of ``module``, read from its table. A module MLIR's
    verifier rejected as it parsed it has none: its rejection is raised."""
    from odsgen.checking.spec import attr_target, table_holders

    if module.rejected is not None:
        raise module.rejected
    checker = spec.checker
    table = module.table
    holders = table_holders(spec, table)

    def env_of(i: int | None) -> TargetEnv | None:
        return None if i is None else attr_target(spec, holders[i], table.op_at(i), name, sources)

    units = checker.units(table)
    unknown = _unknown_needs(checker, module, [table.op_at(u) for u in units])
    if not units:
        env = target if target is not None else env_of(next(iter(holders), None))
        where = _whole_file_loc(map(table.op_at, range(len(table))), name)
        return [checker.deduce(table, "module", where, name, env, more=unknown.get(None, ()))]
    out = []
    for k, u in enumerate(units):
        unit = table.op_at(u)
        env = target if target is not None else env_of(table.holder(holders, u))
        out.append(
            checker.deduce(table, unit.name, reported_at(unit, name), name, env, u, table.ends[u], unknown.get(k, ()))
        )
    return out


@dataclass(frozen=True, slots=True)
class _Unknown:
    """An instruction the spec has no op for, as a deduction names it (``name`` at ``line``:``col``)."""

    name: str
    line: int
    col: int


def _unknown_needs(checker: Any, module: ModuleInput, units: list[Any]) -> dict[int | None, list[tuple[Any, Any]]]:
    """{unit index (None: the whole file): [(requirements, op)]} of the instructions of
    ``module`` the spec has no op for (``unknown_spirv``: odsgen.checking.inputs.spirv_binary),
    by the Khronos grammar's availability of them; each in the last unit that starts
    before it. Empty as mlir-opt --spirv-update-vce answers (decorations off)."""
    from odsgen.runtime.algebra import Provenance, ProvenanceKind
    from odsgen.runtime.avail import Requirements

    dn = checker.decorations
    found = module.unknown_spirv
    if not found or dn is None:
        return {}
    out: dict[int | None, list[tuple[Any, Any]]] = {}
    for u in found:
        if not u.in_grammar:
            continue
        prov = (Provenance(ProvenanceKind.OP, f"{u.what} (Khronos grammar; not an op of the spec)"),)
        reqs = dn.grammar_needs(u.version, u.capabilities, u.extensions, prov)
        if not reqs:
            continue
        at = (u.loc.line, u.loc.col)
        k = max((i for i, op in enumerate(units) if (op.line, op.col) <= at), default=None)
        out.setdefault(k if units else None, []).append((Requirements(reqs), _Unknown(u.name, u.loc.line, u.loc.col)))
    return out


def _whole_file_loc(ops: Iterable[Operation], name: str) -> Loc:
    """Where a unit that is the whole file is reported: at its first op that has a place
    in the file (the file's first line may be a comment; an implicit module has none),
    else at 1:1."""
    for op in ops:
        if getattr(op, "line", 0) > 0:
            return reported_at(op, name)
    return Loc(name, 1, 1)


def update_vce_departures(
    spec: LoadedSpec,
    module: ModuleInput,
    name: str,
    sources: SourceManager | None,
    target: TargetEnv | None,
    units: list[UnitDeduction],
) -> list[str]:
    """A note per unit whose deduction ``units`` departs from what ``mlir-opt
    --spirv-update-vce`` deduces (the same deduction with decorations adding nothing): what
    it adds, the decoration that asks for it, and upstream's issue (issue 33, item 6)."""
    from odsgen.checking.spirv_decorations import UPSTREAM_ISSUES
    from odsgen.runtime.algebra import ProvenanceKind

    checker = spec.checker
    dn = checker.decorations
    if dn is None or not (
        any(u.co_requirements for u in units)
        or any(checker.owns(op) and (dn.decorations(op) or dn.operand_types(op)) for op in module.table.reps)
    ):
        return []
    with checker.as_update_vce():
        theirs = deduce_module(spec, module, name, sources, target)
    out = []
    for ours, up in zip(units, theirs):
        if not ours.ok or ours.requirements == up.requirements:
            continue
        added = []
        for dim, value in ours.requirements.items():
            other = up.requirements.get(dim)
            values = value if isinstance(value, list) else [value]
            for v in values:
                if (v in other) if isinstance(other, list) else v == other:
                    continue
                if dim == checker.decorations.min_version_dim and isinstance(other, str):
                    added.append(_lower_version(checker, module, dim, v, other))
                    continue
                part = next((p for p in ours.parts if p.dimension == dim and p.value == v), None)
                why = ""
                if part is not None and part.forced_by:
                    op, loc, prov = part.forced_by[0]
                    deco = next((p.name for p in prov if p.name.startswith("decoration ")), None)
                    case = next((p.name for p in prov if p.kind is ProvenanceKind.ENUM_CASE), "")
                    issue = UPSTREAM_ISSUES.get(case.split("::")[0], UPSTREAM_ISSUES["Decoration"])
                    co = next((p.name for p in prov if p.name.startswith("co-requirement: ")), None)
                    typed = next((p.name for p in prov if p.name.startswith("operand type: ")), None)
                    if typed is not None:
                        why = (
                            f" ({typed[len('operand type: ') :]} of {op} at {loc}; --spirv-update-vce checks no "
                            "value's type against its instruction's rules)"
                        )
                    elif deco is not None:
                        why = f" ({deco} of {op} at {loc}; --spirv-update-vce reads no decorations, {issue})"
                    elif co is not None:
                        why = " (a co-requirement: see the note below)"
                    elif part.why != "required":
                        why = f" ({part.why})"
                shown = checker.case_spelling(dim, v) if not isinstance(value, list) else v
                added.append(f"{dim} {shown}{why}")
        if added:
            out.append(
                f"{ours.loc}: note: this triple departs from mlir-opt --spirv-update-vce's, which spirv-val refuses: "
                f"it adds {'; '.join(added)}; --as-update-vce gives update-vce's triple"
            )
    return out


def _lower_version(checker: Any, module: ModuleInput, dim: str, ours: str, theirs: str) -> str:
    """The version part of a departure: ours, update-vce's, and the ops whose ODS version
    the deduction follows the Khronos grammar for (``Checker.version_free``)."""
    ops = sorted({op.name for op in module.table.reps if op.name in checker.version_free})
    why = "; ".join(f"{op} ({checker.version_free[op]})" for op in ops[:3])
    return f"{dim} {checker.case_spelling(dim, ours)} where update-vce has {checker.case_spelling(dim, theirs)}" + (
        f": MLIR's ODS puts {', '.join(ops[:3])} at a version, the Khronos grammar in none ({why})" if ops else ""
    )


def co_requirement_notes(units: list[UnitDeduction], write: bool) -> list[str]:
    """A note per unit a SPIR-V co-requirement added to (odsgen.checking.spirv_corequirements):
    what it added and spirv-val's rule, and the memory model ``--write`` switches to."""
    out = []
    for u in units:
        if not u.ok or not u.co_requirements:
            continue
        said = "; ".join(r.note for r in u.co_requirements)
        line = f"{u.loc}: note: co-requirement: this triple adds {said}"
        if u.memory_model is not None:
            line += (
                f"; the module must use the {u.memory_model} memory model, which "
                + ("--write writes in its header" if write else "deduce --write writes in its header")
                + ", as "
                + ", ".join(dict.fromkeys(r.upstream for r in u.co_requirements if r.upstream))
                + " do; under it, loads and stores without NonPrivatePointer are private to an invocation "
                "(SPV_KHR_vulkan_memory_model), which odsgen does not rewrite"
            )
        out.append(line)
    return out

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
from typing import TYPE_CHECKING

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
    if not units:
        env = target if target is not None else env_of(next(iter(holders), None))
        where = _whole_file_loc(map(table.op_at, range(len(table))), name)
        return [checker.deduce(table, "module", where, name, env)]
    out = []
    for u in units:
        unit = table.op_at(u)
        env = target if target is not None else env_of(table.holder(holders, u))
        out.append(checker.deduce(table, unit.name, reported_at(unit, name), name, env, u, table.ends[u]))
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
    if dn is None or not any(checker.owns(op) and dn.decorations(op) for op in module.table.reps):
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
                part = next((p for p in ours.parts if p.dimension == dim and p.value == v), None)
                why = ""
                if part is not None and part.forced_by:
                    op, loc, prov = part.forced_by[0]
                    deco = next((p.name for p in prov if p.name.startswith("decoration ")), None)
                    case = next((p.name for p in prov if p.kind is ProvenanceKind.ENUM_CASE), "")
                    issue = UPSTREAM_ISSUES.get(case.split("::")[0], UPSTREAM_ISSUES["Decoration"])
                    if deco is not None:
                        why = f" ({deco} of {op} at {loc}; --spirv-update-vce reads no decorations, {issue})"
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

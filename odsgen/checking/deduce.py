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

if TYPE_CHECKING:
    from odsgen.checking.check import UnitDeduction
    from odsgen.checking.inputs import ModuleInput
    from odsgen.checking.spec import LoadedSpec
    from odsgen.runtime.protocol import Operation
    from odsgen.runtime.target import TargetEnv
    from odsgen.source import SourceManager


def deduce_module(
    spec: LoadedSpec, module: ModuleInput, name: str, sources: SourceManager | None, target: TargetEnv | None = None
) -> list[UnitDeduction]:
    """One ``UnitDeduction`` per unit of ``module``, read from its table. A module MLIR's
    verifier rejected as it parsed it has none: its rejection is raised."""
    from odsgen.checking.check import op_loc
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
        out.append(checker.deduce(table, unit.name, op_loc(unit, name), name, env, u, table.ends[u]))
    return out


def _whole_file_loc(ops: Iterable[Operation], name: str) -> str:
    """Where a unit that is the whole file is reported: at its first op that has a place
    in the file (the file's first line may be a comment; an implicit module has none),
    else at 1:1."""
    from odsgen.checking.check import op_loc

    for op in ops:
        if getattr(op, "line", 0) > 0:
            return op_loc(op, name)
    return f"{name}:1:1"

"""The least target of each unit of a module, and the ops that force each part (the data
of ``odsgen deduce``; docs/validate.md).

A unit is each outermost op of the spec's dialect that holds a region (for SPIR-V each
``spirv.module``), or else the whole file. Where a unit has a target env (its nearest
``<dialect>.target_env``, or the given target), each any-of group takes the first member,
in the spec's order, that the target allows, as upstream's ``--spirv-update-vce`` does;
otherwise a smallest set of cases.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from odsgen.checking.check import UnitDeduction
    from odsgen.checking.spec import LoadedSpec
    from odsgen.runtime.protocol import Module, Operation
    from odsgen.checking.shapes import Shapes
    from odsgen.runtime.target import TargetEnv
    from odsgen.source import SourceManager


def deduce_module(
    spec: LoadedSpec, module: Module | Shapes, name: str, sources: SourceManager | None, target: TargetEnv | None = None
) -> list[UnitDeduction]:
    """One ``UnitDeduction`` per unit of ``module``."""
    from odsgen.checking.spec import attr_target, target_holders, unit_target
    from odsgen.checking.check import op_loc
    from odsgen.checking.shapes import Shapes

    checker = spec.checker
    if isinstance(module, Shapes):
        return _deduce_shapes(spec, module, name, sources, target)
    units = checker.units(module)
    if not units:
        env = target
        if env is None:
            first = next(target_holders(spec, module), None)
            if first is not None:
                holder, attr = first
                env = attr_target(spec, attr, holder, name, sources)
        return [checker.deduce(module.walk(), "module", _whole_file_loc(module.walk(), name), name, env)]
    return [
        checker.deduce(
            _walk(unit),
            unit.name,
            op_loc(unit, name),
            name,
            target if target is not None else unit_target(spec, unit, name, sources),
        )
        for unit in units
    ]


def _deduce_shapes(
    spec: LoadedSpec, shapes: Shapes, name: str, sources: SourceManager | None, target: TargetEnv | None
) -> list[UnitDeduction]:
    """``deduce_module`` of the ``Shapes`` of a module."""
    from odsgen.checking.spec import attr_target, shape_holder, shape_holders
    from odsgen.checking.check import op_loc

    checker = spec.checker
    holders = shape_holders(spec, shapes)

    def env_of(i: int | None) -> TargetEnv | None:
        return None if i is None else attr_target(spec, holders[i], shapes.op_at(i), name, sources)

    units = checker.units_of_shapes(shapes)
    if not units:
        env = target if target is not None else env_of(next(iter(holders), None))
        where = _whole_file_loc(map(shapes.op_at, range(len(shapes))), name)
        return [checker.deduce_shapes(shapes, 0, len(shapes), "module", where, name, env)]
    out = []
    for u in units:
        unit = shapes.op_at(u)
        env = target if target is not None else env_of(shape_holder(holders, shapes, u))
        out.append(checker.deduce_shapes(shapes, u, shapes.regioned[u], unit.name, op_loc(unit, name), name, env))
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


def _walk(op: Operation) -> Iterator[Operation]:
    """``op`` and every op inside it, pre-order, iteratively."""
    stack: list[Operation] = [op]
    while stack:
        cur = stack.pop()
        yield cur
        for region in reversed(cur.regions):
            for block in reversed(region.blocks):
                stack.extend(reversed(block.operations))

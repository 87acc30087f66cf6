"""Constant operands: an operand that must be a constant unless the target enables more
(odsgen/typerules.td's ``ConstantOperands``; TOSA's zero points, shifts, tables, pad
values and rescale parameters must be compile-time constants unless the target has the
extension ``dynamic``).

A ``ConstantRule`` names, for one op, the operands (by index and ODS name) that must be
defined by one of ``constant_ops`` (``tosa.const``, ``arith.constant``...); an instance
where one is not (a block argument, another op's result) needs ``requirements``, its
provenance located at the operand ("tosa.negate operand input1_zp #1: not a
constant (a block argument)"). ``DialectRules`` (odsgen.runtime.typerules) merges ``requirements(op)`` into
what the op needs, after its memo: the answer depends on another op, so these ops are
context ops, checked one by one on the IR.

Plain data (strings, ints, requirements), so a generated package's ``rules.py`` writes
it as constructor calls.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from odsgen.runtime.algebra import Provenance, ProvenanceKind, Requirement
from odsgen.source import Loc

__all__ = ["ConstantRule", "constant_requirements"]


class ConstantRule:
    """Operands ``operands`` (``(index, name)``) of the op ``op`` must be results of one of
    ``constant_ops``; otherwise the instance needs ``requirements`` (``{dimension:
    requirement}``). ``loc`` is the declaration's location (text)."""

    __slots__ = ("name", "op", "operands", "constant_ops", "requirements", "loc")

    def __init__(
        self,
        name: str,
        op: str,
        operands: Iterable[tuple[int, str]],
        constant_ops: Iterable[str],
        requirements: Mapping[str, Requirement],
        loc: str | None = None,
    ) -> None:
        self.name = name
        self.op = op
        self.operands = tuple((int(i), str(n)) for i, n in operands)
        self.constant_ops = frozenset(constant_ops)
        self.requirements = dict(requirements)
        self.loc = loc

    def __getstate__(self) -> tuple[Any, ...]:
        return tuple(getattr(self, n) for n in self.__slots__)

    def __setstate__(self, state: tuple[Any, ...]) -> None:
        for n, v in zip(self.__slots__, state):
            setattr(self, n, v)

    def variables(self, op: Any) -> list[tuple[int, str, str]]:
        """``(index, name, what defines it)`` of each named operand of ``op`` that is not
        a constant (an absent optional operand is none)."""
        out = []
        operands = op.operands
        for i, name in self.operands:
            if i >= len(operands):
                continue
            owner = getattr(operands[i], "owner", None)
            defining = getattr(owner, "name", None) if hasattr(owner, "get_attr") else None
            if defining in self.constant_ops:
                continue
            out.append((i, name, f"the result of {defining}" if defining else "a block argument"))
        return out


def constant_requirements(rules: Iterable[ConstantRule], op: Any) -> dict[str, Requirement]:
    """``{dimension: requirement}`` that the non-constant operands of ``op`` need under
    ``rules`` (the rules of its name), each requirement's provenance naming the operands."""
    from odsgen.runtime.algebra import merge_into, reprovenance

    out: dict[str, Requirement] = {}
    for rule in rules:
        found = rule.variables(op)
        if not found:
            continue
        loc = Loc.parse(rule.loc) if rule.loc else None
        provs = tuple(
            Provenance(
                ProvenanceKind.OPERAND,
                f"{op.name} operand {name} #{i}: not a constant ({what})",
                loc,
            )
            for i, name, what in found
        )
        merge_into(out, {d: reprovenance(r, provs) for d, r in rule.requirements.items()})
    return out

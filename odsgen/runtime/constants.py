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

__all__ = ["ConstantRule", "IsolatedRule", "constant_requirements"]


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

    def findings(self, op: Any) -> list[str]:
        """The provenance names of what ``op`` breaks of the rule: its operands that are not
        constants."""
        return [f"{op.name} operand {name} #{i}: not a constant ({what})" for i, name, what in self.variables(op)]

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
            out.append((i, name, _defined_by(operands[i])))
        return out


def _defined_by(value: Any) -> str:
    owner = getattr(value, "owner", None)
    defining = getattr(owner, "name", None) if hasattr(owner, "get_attr") else None
    return f"the result of {defining}" if defining else "a block argument"


class IsolatedRule:
    """The regions ``regions`` (ODS names, in order) of the op ``op`` must use no value
    defined outside the op (IsolatedFromAbove, checked on an instance: TOSA's control flow
    under ``--tosa-validate=strict-op-spec-alignment``); otherwise the instance needs
    ``requirements`` (an empty any-of group: available on no target)."""

    __slots__ = ("name", "op", "regions", "requirements", "loc")

    def __init__(
        self,
        name: str,
        op: str,
        regions: Iterable[str],
        requirements: Mapping[str, Requirement],
        loc: str | None = None,
    ) -> None:
        self.name = name
        self.op = op
        self.regions = tuple(regions)
        self.requirements = dict(requirements)
        self.loc = loc

    __getstate__ = ConstantRule.__getstate__
    __setstate__ = ConstantRule.__setstate__

    def findings(self, op: Any) -> list[str]:
        """The first region of ``op`` that uses a value from above, worded with the value."""
        for i, region in enumerate(op.regions):
            used = _from_above(region)
            if used is not None:
                name = self.regions[i] if i < len(self.regions) else f"#{i}"
                return [
                    f"{op.name} region '{name}': uses a value defined outside the op ({_defined_by(used)}); "
                    "the region must be isolated from above"
                ]
        return []


def _from_above(region: Any) -> Any:
    """The first operand of an op in ``region`` (nested regions included) that is defined
    outside it, or None. Values compare as the IR protocol says (identity for odsgen's IR;
    the underlying value for the bindings' adapter)."""
    inside: set[object] = set()
    pending = [region]
    nested = []
    while pending:
        for block in pending.pop().blocks:
            inside.update(block.arguments)
            for o in block.operations:
                nested.append(o)
                inside.update(o.results)
                pending.extend(o.regions)
    for o in nested:
        for v in o.operands:
            if v not in inside:
                return v
    return None


def constant_requirements(rules: Iterable[ConstantRule | IsolatedRule], op: Any) -> dict[str, Requirement]:
    """``{dimension: requirement}`` that the non-constant operands of ``op`` need under
    ``rules`` (the rules of its name), each requirement's provenance naming the operands."""
    from odsgen.runtime.algebra import merge_into, reprovenance

    out: dict[str, Requirement] = {}
    for rule in rules:
        found = rule.findings(op)
        if not found:
            continue
        loc = Loc.parse(rule.loc) if rule.loc else None
        provs = tuple(Provenance(ProvenanceKind.OPERAND, text, loc) for text in found)
        merge_into(out, {d: reprovenance(r, provs) for d, r in rule.requirements.items()})
    return out

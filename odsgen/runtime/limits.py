"""Levels: named, ordered sets of numeric limits on op instances (odsgen/limits.td).

A dialect declares its levels, the strictest first, each an availability requirement (a
case of an ordered dimension: TOSA's ``8k`` then ``none``) with its limits
(``MAX_RANK = 6``...) or none at all (an unlimited level checks nothing); and, per op,
which value or attribute each limit bounds and how it is measured (``Use``). An op
instance needs the requirement of the first level whose every limit its measures meet,
and nothing when it meets the first one; the requirement's provenance names each
operand, result or attribute the level before refuses, with the measure and the limit
("tosa.abs operand input1 #0: rank 7 of tensor<...> > MAX_RANK 6 of level 8k"). Bounds
may have conditions (``Use.when``) and may stand without levels.

``DialectRules`` (odsgen.runtime.typerules) holds a ``LimitTable`` and merges
``requirements(op)`` into what the op needs (``DialectRules.needs``), so validate,
deduce, explain, convert and a generated package's op classes all check it.
``measures(op)`` gives the raw measures and ``exceeding(op, limits)`` those past limits
of another source (a device's).

Everything here is plain data (strings, ints, tuples, requirements), so a generated
package's ``rules.py`` writes it as constructor calls.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from odsgen.runtime.target import Legality, Reason

from odsgen.runtime import ir
from odsgen.runtime.algebra import AtLeast, AtMost, Case, LevelProvenance, Provenance, ProvenanceKind, Requirement
from odsgen.source import Loc

__all__ = ["Level", "Use", "Measure", "LimitTable", "EXCEEDS_ALL"]

MEMO_LIMIT = 1 << 16
# A measure no bounded level admits (an unranked tensor, a dynamic dimension).
EXCEEDS_ALL = math.inf
# A splat of at most this many elements is read as its elements (a constant shape's).
_SPLAT_LIMIT = 1 << 12
# Measures that read more than the op itself: where it is, or the op defining an operand.
_CONTEXT = frozenset({"nesting", "quotient", "totalsize"})


class Level:
    """One level: its name (the case spelling), its requirement ``{dimension:
    requirement}``, and its limits (``{"MAX_RANK": 6}``; None: unlimited)."""

    __slots__ = ("name", "requirements", "limits")

    def __init__(self, name: str, requirements: Mapping[str, Requirement], limits: Mapping[str, int] | None) -> None:
        self.name = name
        self.requirements = dict(requirements)
        self.limits = None if limits is None else dict(limits)

    def __getstate__(self) -> tuple[Any, ...]:
        return (self.name, self.requirements, self.limits)

    def __setstate__(self, state: tuple[Any, ...]) -> None:
        self.name, self.requirements, self.limits = state


class Use:
    """One bound of an op: the limit ``limit`` bounds the measure ``kind`` of ``values``
    (operand/result names, resolved by ``LimitTable``), ``attribute``, ``indices``;
    ``describe`` is the dialect's words ("kernel <= MAX_KERNEL"), ``loc`` the .td location."""

    __slots__ = ("limit", "kind", "values", "attribute", "indices", "offset", "stops", "describe", "loc", "when")

    def __init__(
        self,
        limit: str,
        kind: str,
        values: Iterable[str] = (),
        attribute: str = "",
        indices: Iterable[int] = (),
        offset: int = 0,
        stops: Iterable[str] = (),
        describe: str = "",
        loc: str | None = None,
        when: Iterable[tuple[str, str, Any]] = (),
    ) -> None:
        self.limit = limit
        self.kind = kind
        self.values = tuple(values)
        self.attribute = attribute
        self.indices = tuple(indices)
        self.offset = offset
        self.stops = tuple(stops)
        self.describe = describe
        self.loc = loc
        # Conditions an instance must meet: (kind, name, matcher), kind "attribute" (a
        # present attribute that matches) or "value" ("operand #N" whose type matches).
        self.when = tuple(when)

    def __getstate__(self) -> tuple[Any, ...]:
        return tuple(getattr(self, n) for n in self.__slots__)

    def __setstate__(self, state: tuple[Any, ...]) -> None:
        for n, v in zip(self.__slots__, state):
            setattr(self, n, v)

    def holds(self, op: Any, values: Any) -> bool:
        """Whether ``op`` meets every condition (``values(op, name)`` gives named values)."""
        for kind, name, matcher in self.when:
            if kind == "attribute":
                a = op.get_attr(name)
                if a is None or not matcher.matches(a):
                    return False
            else:
                found = values(op, name)
                if not found or not matcher.matches(found[0][2].type):
                    return False
        return True


class Measure:
    """One measure of an op instance: ``value`` (EXCEEDS_ALL for an unranked tensor or a
    dynamic dimension where a size is measured) of what ``kind``/``name`` says (an
    operand, result or attribute), for the bound ``use``; ``what`` describes it."""

    __slots__ = ("use", "value", "kind", "name", "what", "index", "admitted_from")

    def __init__(
        self,
        use: Use,
        value: float,
        kind: ProvenanceKind,
        name: str,
        what: str,
        index: int | None = None,
        admitted_from: tuple[str, Any] | None = None,
    ) -> None:
        self.use = use
        self.value = value
        self.kind = kind
        self.name = name
        self.what = what
        # (dimension, AtLeast): a target meeting it admits this measure at every level
        # (a dynamic dimension from TOSA 1.1 on: Log2SizeOf's dynamicFrom).
        self.admitted_from = admitted_from
        # Which element of the attribute it is: a limit that is a list (a device's
        # maxComputeWorkGroupSize) bounds element #i by its element #i.
        self.index = index

    def bound(self, limits: Mapping[str, Any]) -> tuple[int | None, str]:
        """The limit of ``limits`` this measure meets, and its name (``maxComputeWorkGroupSize[0]``)."""
        bound = limits.get(self.use.limit)
        if isinstance(bound, (list, tuple)):
            if self.index is None or self.index >= len(bound):
                return None, self.use.limit
            return bound[self.index], f"{self.use.limit}[{self.index}]"
        return bound, self.use.limit

    def __repr__(self) -> str:
        return f"<Measure {self.use.limit} {self.kind.value} {self.name}: {self.what}>"


# An op's value groups: (names, variadic flags) of its operands and of its results.
Signature = tuple[tuple[str, ...], tuple[bool, ...], tuple[str, ...], tuple[bool, ...]]


class LimitTable:
    """The levels of a dialect and the bounds of its ops (see the module doc).

    ``signatures`` gives, per op, the names of its operand and result groups and which
    are variadic or optional, so a bound can name them as ODS does."""

    def __init__(
        self,
        levels: Iterable[Level] = (),
        uses: Mapping[str, Iterable[Use]] | None = None,
        signatures: Mapping[str, Signature] | None = None,
    ) -> None:
        self.levels = tuple(levels)
        self.uses = {k: tuple(v) for k, v in (uses or {}).items()}
        self.signatures = dict(signatures or {})
        self._memo: dict[Any, Mapping[str, Requirement]] = {}

    def __getstate__(self) -> tuple[Any, ...]:
        return (self.levels, self.uses, self.signatures)

    def __setstate__(self, state: tuple[Any, ...]) -> None:
        self.levels, self.uses, self.signatures = state
        self._memo = {}

    @property
    def empty(self) -> bool:
        return not self.uses

    @property
    def level_dimensions(self) -> frozenset[str]:
        """The dimensions the levels' requirements are on (TOSA's ``TosaLevel``): their
        reasons are worded as levels, not versions."""
        return frozenset(d for lv in self.levels for d in lv.requirements)

    @property
    def context_ops(self) -> frozenset[str]:
        """The ops whose measures depend on where they are (nesting) or on other ops (a
        constant operand): not on their own name, values and attributes alone."""
        return frozenset(op for op, uses in self.uses.items() if any(u.kind in _CONTEXT for u in uses))

    # -- measuring

    def measures(self, op: Any) -> list[Measure]:
        """Every measure the bounds of ``op``'s name take of it."""
        uses = self.uses.get(op.name)
        if not uses:
            return []
        out: list[Measure] = []
        for use in uses:
            if not use.when or use.holds(op, self._values):
                out.extend(self._measure(op, use))
        return out

    def _groups(self, op: Any, results: bool) -> list[tuple[str, list[Any]]]:
        values = list(op.results if results else op.operands)
        sig = self.signatures.get(op.name)
        if sig is None:
            return [(f"#{i}", [v]) for i, v in enumerate(values)]
        names, variadic = (sig[2], sig[3]) if results else (sig[0], sig[1])
        sizes: list[int] | None = None
        seg = op.get_attr("resultSegmentSizes" if results else "operandSegmentSizes")
        if isinstance(seg, ir.DenseArrayAttr) and len(seg.values) == len(names):
            sizes = [int(v) for v in seg.values]  # type: ignore[call-overload]
        elif sum(variadic) <= 1:
            rest = len(values) - (len(names) - sum(variadic))
            sizes = [max(rest, 0) if v else 1 for v in variadic]
        if sizes is None or sum(sizes) != len(values):
            return [(f"#{i}", [v]) for i, v in enumerate(values)]
        out = []
        at = 0
        for n, size in zip(names, sizes):
            out.append((n, values[at : at + size]))
            at += size
        return out

    def _values(self, op: Any, selector: str) -> list[tuple[ProvenanceKind, str, Any]]:
        """(kind, label, value) for each value ``selector`` names."""
        out: list[tuple[ProvenanceKind, str, Any]] = []
        for results, kind in ((False, ProvenanceKind.OPERAND), (True, ProvenanceKind.RESULT)):
            whole = "results" if results else "operands"
            prefix = kind.value + " #"
            seq = op.results if results else op.operands
            if selector == whole:
                index = 0
                for n, vals in self._groups(op, results):
                    for v in vals:
                        out.append((kind, _label(n, index), v))
                        index += 1
            elif selector.startswith(prefix) and selector[len(prefix) :].isdigit():
                i = int(selector[len(prefix) :])
                if i < len(seq):
                    out.append((kind, f"#{i}", seq[i]))
            else:
                index = 0
                for n, vals in self._groups(op, results):
                    if n == selector:
                        out.extend((kind, _label(n, index + j), v) for j, v in enumerate(vals))
                    index += len(vals)
        return out

    def _measure(self, op: Any, use: Use) -> list[Measure]:
        k = use.kind
        out: list[Measure] = []
        if k in ("rank", "log2size"):
            for sel in use.values:
                for kind, label, v in self._values(op, sel):
                    t = v.type
                    if not isinstance(t, ir.ShapedType):
                        continue
                    if isinstance(t, (ir.UnrankedTensorType, ir.UnrankedMemRefType)):
                        out.append(Measure(use, EXCEEDS_ALL, kind, label, f"unranked {t}"))
                    elif k == "rank":
                        out.append(Measure(use, t.rank, kind, label, f"rank {t.rank} of {t}"))
                    elif not t.has_static_shape:
                        what = f"dynamic dimension in {t}"
                        out.append(Measure(use, EXCEEDS_ALL, kind, label, what, None, _admitted_from(use)))
                    else:
                        size = _bytes(t)
                        out.append(Measure(use, size.bit_length(), kind, label, f"{size} bytes of {t}"))
        elif k == "typeparam":
            dialect, name = use.stops
            for sel in use.values:
                for kind, label, v in self._values(op, sel):
                    t = v.type
                    if isinstance(t, ir.DialectType) and t.dialect == dialect and t.name == name:
                        body = (t.body or "").strip()
                        if body.isdigit():
                            out.append(Measure(use, int(body), kind, label, f"{body} in {t}"))
        elif k == "elements":
            for i, n in enumerate(_ints(op.get_attr(use.attribute))):
                out.append(Measure(use, n, ProvenanceKind.ATTRIBUTE, use.attribute, f"element #{i} = {n}", i))
        elif k == "length":
            a = op.get_attr(use.attribute)
            if a is not None:
                n = _length(a)
                out.append(Measure(use, n, ProvenanceKind.ATTRIBUTE, use.attribute, f"{n} elements"))
        elif k == "attrlog2size":
            dims = _ints(op.get_attr(use.attribute))
            held = op.get_attr(use.values[0]) if use.values else None
            if isinstance(held, ir.TypeAttr) and op.get_attr(use.attribute) is not None:
                size = _bytes(ir.RankedTensorType(dims, held.type))
                what = f"{size} bytes of shape {dims} of {held.type}"
                out.append(Measure(use, size.bit_length(), ProvenanceKind.ATTRIBUTE, use.attribute, what))
        elif k == "elementproduct":
            values = _ints(op.get_attr(use.attribute))
            if values:
                n = math.prod(values)
                what = f"product of {' * '.join(map(str, values))} = {n}"
                out.append(Measure(use, n, ProvenanceKind.ATTRIBUTE, use.attribute, what))
        elif k == "dims":
            for kind, label, v in self._values(op, use.values[0]) if use.values else ():
                t = v.type
                if isinstance(t, ir.ShapedType) and not isinstance(t, (ir.UnrankedTensorType, ir.UnrankedMemRefType)):
                    for d in use.indices:
                        if d < t.rank and not t.is_dynamic_dim(d):
                            out.append(Measure(use, t.shape[d], kind, label, f"dimension #{d} = {t.shape[d]} of {t}"))
        elif k == "product":
            elements = _ints(op.get_attr(use.attribute))
            e, d = use.indices
            for kind, label, v in self._values(op, use.values[0]) if use.values else ():
                t = v.type
                if (
                    e < len(elements)
                    and isinstance(t, ir.ShapedType)
                    and not isinstance(t, (ir.UnrankedTensorType, ir.UnrankedMemRefType))
                    and d < t.rank
                    and not t.is_dynamic_dim(d)
                ):
                    n = elements[e] * t.shape[d]
                    what = f"element #{e} = {elements[e]} times dimension #{d} = {t.shape[d]} of {label} = {n}"
                    out.append(Measure(use, n, ProvenanceKind.ATTRIBUTE, use.attribute, what))
        elif k == "quotient":
            num, den = use.indices
            for kind, label, v in self._values(op, use.values[0]) if use.values else ():
                owner = getattr(v, "owner", None)
                get = getattr(owner, "get_attr", None)
                if get is None:
                    continue
                values = _ints(get(use.attribute))
                if max(num, den) < len(values) and values[den] != 0:
                    q = int(values[num] / values[den])  # C++'s division: toward zero
                    out.append(
                        Measure(use, q, kind, label, f"element #{num} / element #{den} = {values[num]}/{values[den]}")
                    )
        elif k == "count":
            for results, kind in ((False, ProvenanceKind.OPERAND), (True, ProvenanceKind.RESULT)):
                for group, vals in self._groups(op, results):
                    if group in use.values:
                        out.append(Measure(use, len(vals), kind, group, f"{len(vals)} values"))
        elif k == "nesting":
            depth = 0
            cur = op
            while cur is not None and cur.name not in use.stops:
                parent = cur.parent_op
                if parent is None:
                    break
                depth += 1
                cur = parent
            out.append(Measure(use, depth, ProvenanceKind.OP, op.name, f"nesting depth {depth}"))
        elif k == "totalsize":
            out.extend(self._total_size(op, use))
        return out

    def _total_size(self, op: Any, use: Use) -> list[Measure]:
        """The bytes of the type ``op`` holds in ``use.attribute`` (one with a parameter word
        among ``use.values``, when there are any) summed with every such instance of the
        op's name within the nearest enclosing op named in ``use.stops``."""
        own = _held_bytes(op, use)
        if own is None:
            return []
        scope = op.parent_op
        while scope is not None and scope.name not in use.stops:
            scope = scope.parent_op
        if scope is None:
            total, count = own, 1
        else:
            total = count = 0
            for other in scope.walk():
                if other.name != op.name:
                    continue
                if use.when and not use.holds(other, self._values):
                    continue
                n = _held_bytes(other, use)
                if n is not None:
                    total += n
                    count += 1
        words = f" ({'/'.join(use.values)})" if use.values else ""
        where = f" in {scope.name}" if scope is not None else ""
        what = f"{total} bytes held by the {count} {op.name}{words}{where} ({own} here)"
        return [Measure(use, total, ProvenanceKind.ATTRIBUTE, use.attribute, what)]

    def within(
        self, op: Any, limits: Mapping[str, Any] | None, legality: "Legality", whose: str = "the target"
    ) -> "Legality":
        """``legality`` (odsgen.runtime.target's ``Legality``) and ``reasons(op, limits)``."""
        if not limits or op.name not in self.uses:
            return legality
        over = self.reasons(op, limits, whose)
        if not over:
            return legality
        from odsgen.runtime.target import Legality as _Legality

        return _Legality(False, tuple(legality.reasons or ()) + tuple(over))

    def reasons(self, op: Any, limits: Mapping[str, Any] | None, whose: str = "the target") -> list["Reason"]:
        """A ``Reason`` (odsgen.runtime.target) for each measure of ``op`` past ``limits``
        (``{limit: value or [values]}``: a device's): the limit is a lower bound the target
        does not meet (``maxComputeWorkGroupSize[0]`` at least 2048; it has 1024), located at
        the bound in the spec."""
        from odsgen.runtime.target import LimitReason

        out: list[Reason] = []
        for m in self.exceeding(op, limits):
            bound, name = m.bound(limits or {})
            what = f"{op.name} {m.kind.value} {m.name}: {m.what}"
            prov = Provenance(m.kind, what, Loc.parse(m.use.loc) if m.use.loc else None)
            need = int(m.value + m.use.offset) if m.value != EXCEEDS_ALL else None
            text = (
                f"{m.what} > {name} {bound} of {whose}" if need is not None else f"{m.what} exceeds {name} of {whose}"
            )
            if m.use.describe:
                text += f" ({m.use.describe})"
            req = AtLeast(Case(str(need) if need is not None else "unbounded", need or 0), (prov,))
            out.append(LimitReason(name, req, bound, (prov,), text))
        return out

    def exceeding(self, op: Any, limits: Mapping[str, int] | None) -> list[Measure]:
        """The measures of ``op`` past ``limits`` (``{limit name: value}``; a limit not named
        bounds nothing, None: no limits): a level's, or limits from another source (a
        device's), each measure located at its operand, result or attribute."""
        return _over(self.measures(op), limits)

    # -- levels

    def requirements(self, op: Any) -> Mapping[str, Requirement]:
        """``{dimension: requirement}``: the first level ``op`` meets (nothing for the
        first level), its provenance naming each measure a stricter level refuses."""
        if op.name not in self.uses or not self.levels:
            return {}
        key = _key(op, self.uses[op.name])
        try:
            hit = self._memo.get(key) if key is not None else None
        except TypeError:  # an unhashable attribute
            hit, key = None, None
        if hit is not None:
            return hit
        out = self._requirements(op)
        if key is not None:
            if len(self._memo) >= MEMO_LIMIT:
                self._memo.clear()
            self._memo[key] = out
        return out

    def _requirements(self, op: Any) -> Mapping[str, Requirement]:
        measures = self.measures(op)
        level, refused = self._first_level(measures)
        if level is self.levels[0]:
            return {}
        # Measures a target may admit otherwise (a dynamic dimension from TOSA 1.1 on):
        # the level the others need is the alternative.
        relief = {m.admitted_from for _, m in refused if m.admitted_from is not None}
        alternative = None
        if len(relief) == 1:
            alternative, _ = self._first_level([m for m in measures if m.admitted_from is None])
        provs: list[Provenance] = []
        for lv, m in refused:
            bound = lv.limits.get(m.use.limit) if lv.limits is not None else None
            what = f"{op.name} {m.kind.value} {m.name}: {m.what}"
            bound_text = ""
            if m.value != EXCEEDS_ALL:
                bound_text = f"{bound}" + (f" - {m.use.offset}" if m.use.offset else "")
                what += f" > {m.use.limit} {bound_text}"
            what += f" of level {lv.name}"
            if m.use.describe:
                what += f" ({m.use.describe})"
            loc = Loc.parse(m.use.loc) if m.use.loc else None
            parts = {"value": f"{m.kind.value} {m.name}", "what": m.what, "limit": m.use.limit, "level": lv.name}
            provs.append(LevelProvenance(m.kind, what, loc, bound=bound_text, **parts))
        prov = tuple(dict.fromkeys(provs))
        # (a level's requirement is a bound: odsgen.model.limits checks it)
        out = {d: type(r)(r.case, prov) for d, r in level.requirements.items()}  # type: ignore[call-arg, union-attr, arg-type]
        if alternative is not None and self.levels.index(alternative) < self.levels.index(level):
            (admitted,) = relief
            for d, r in out.items():
                if isinstance(r, AtMost):
                    other = alternative.requirements.get(d) if alternative is not self.levels[0] else None
                    out[d] = AtMost(r.case, prov, (admitted,), getattr(other, "case", None))
        return out

    def _first_level(self, measures: list[Measure]) -> tuple[Level, list[tuple[Level, Measure]]]:
        """The first level whose limits every measure meets (the last when none does), and
        what the level before it refuses."""
        refused: list[tuple[Level, Measure]] = []
        for level in self.levels:
            over = _over(measures, level.limits)
            if not over:
                return level, refused
            refused = [(level, m) for m in over]
        return self.levels[-1], refused


def _admitted_from(use: Use) -> tuple[str, Any] | None:
    """A log2size bound's ``dynamicFrom`` (its ``stops``: dimension and case symbol, its
    ``indices``: the case's value), as ``(dimension, AtLeast)``; None when it has none."""
    if len(use.stops) != 2 or len(use.indices) != 1:
        return None
    return (use.stops[0], AtLeast(Case(use.stops[1], use.indices[0])))


def _over(measures: Iterable[Measure], limits: Mapping[str, int] | None) -> list[Measure]:
    if limits is None:
        return []
    out = []
    for m in measures:
        bound, _ = m.bound(limits)
        if isinstance(bound, (int, float)) and not isinstance(bound, bool) and m.value + m.use.offset > bound:
            out.append(m)
    return out


def _held_bytes(op: Any, use: Use) -> int | None:
    """The bytes of the type ``op`` holds in ``use.attribute``, when it has one of the
    parameter words ``use.values`` (any, when there are none)."""
    a = op.get_attr(use.attribute)
    t = getattr(a, "type", None) if isinstance(a, ir.TypeAttr) else None
    if t is None:
        return None
    if use.values:
        from odsgen.runtime.typeparams import type_params

        if not isinstance(t, ir.DialectType) or not set(use.values) & set(type_params(t)[1]):
            return None
    return type_bytes(t)


_COUNT = re.compile(r"^(\d+)\s*x\s*(.*)$", re.S)
_STRIDE = re.compile(r"^stride\s*=\s*(\d+)$")
_OFFSET = re.compile(r"\[\s*(\d+)[^\[\]]*\]\s*$")
_DECOR = re.compile(r"\s*\[[^\[\]]*\]\s*$")


def type_bytes(t: Any) -> int:
    """The bytes of a type: a builtin scalar's width (at least one byte, index 8), a
    vector's elements; a dialect type's, the sum of its parameters' (``N x T``: N times T,
    or N times ``stride=S``; a struct ``(T [0], U [4])``: T and U; words add nothing):
    ``!spirv.ptr<!spirv.array<16 x i32>, Workgroup>`` holds 64 bytes."""
    if isinstance(t, ir.IndexType):
        return 8
    width = getattr(t, "width", None)
    if isinstance(width, int) and not isinstance(t, ir.ShapedType):
        return max(1, width // 8)
    if isinstance(t, ir.ShapedType) and not isinstance(t, (ir.UnrankedTensorType, ir.UnrankedMemRefType)):
        if not t.has_static_shape:
            return 0
        return type_bytes(t.element_type) * math.prod(t.shape)
    if isinstance(t, ir.DialectType):
        return _body_bytes(t.body or "")
    return 0


def _body_bytes(body: str) -> int:
    """The bytes of a dialect type's parameters: their sum, or past the last member where
    members carry their offsets (a struct's ``(f32 [0], f32 [64])``: 68)."""
    from odsgen.runtime import matchers as mt
    from odsgen.runtime.typeparams import parse_type

    pieces = [p.strip() for p in mt.split_parameters(body)]
    stride = next((int(m.group(1)) for p in pieces if (m := _STRIDE.match(p))), None)
    total = end = 0
    for p in pieces:
        if not p or _STRIDE.match(p) or "=" in p.split("<", 1)[0]:
            continue
        if p.startswith("(") and p.endswith(")"):
            total += _body_bytes(p[1:-1])
            continue
        offset = _OFFSET.search(p)
        p = _DECOR.sub("", p)
        m = _COUNT.match(p)
        if m:
            inner = parse_type(m.group(2).strip())
            size = int(m.group(1)) * (stride if stride is not None else (type_bytes(inner) if inner else 0))
        else:
            inner = parse_type(p)
            size = type_bytes(inner) if inner is not None else 0
        total += size
        if offset is not None:
            end = max(end, int(offset.group(1)) + size)
    return max(total, end)


def _label(name: str, index: int) -> str:
    return f"{name} #{index}" if not name.startswith("#") else name


def _bytes(t: ir.ShapedType) -> int:
    et = t.element_type
    bits = getattr(et, "width", None)
    if isinstance(et, ir.IndexType):
        bits = 64
    if not isinstance(bits, int):
        bits = 8
    return max(1, bits // 8) * math.prod(t.shape)


def _length(a: Any) -> int:
    """How many integers an attribute holds (a splat's too)."""
    t = getattr(a, "type", None)
    if isinstance(a, ir.DenseElementsAttr) and isinstance(t, ir.ShapedType) and t.num_elements is not None:
        return t.num_elements
    return len(_ints(a))


def _ints(a: Any) -> list[int]:
    """The integers an attribute holds (a dense array, an array of integers, dense elements)."""
    if isinstance(a, ir.DenseArrayAttr):
        return [int(v) for v in a.values if isinstance(v, (int, bool))]
    if isinstance(a, ir.ArrayAttr):
        return [int(e.value) for e in a.elements if isinstance(e, ir.IntegerAttr)]
    if isinstance(a, ir.DenseElementsAttr) and not a.is_hex:
        values = [int(v) for v in a.values() if isinstance(v, (int, bool))]
        t = a.type
        n = t.num_elements if isinstance(t, ir.ShapedType) else None
        if len(values) == 1 and n is not None and 1 < n <= _SPLAT_LIMIT:
            values *= n  # a splat (dense<1> : tensor<7xindex>); a larger one's elements are all alike
        return values
    if isinstance(a, ir.IntegerAttr):
        return [int(a.value)]
    return []


def _key(op: Any, uses: Sequence[Use]) -> Any:
    """What the measures of ``op`` depend on, or None when it depends on where the op is
    (nesting) or on another op (constants): then it is not memoized."""
    attrs = []
    for u in uses:
        if u.kind in _CONTEXT:
            return None
        if u.attribute:
            attrs.append(op.get_attr(u.attribute))
        attrs += [op.get_attr(name) for kind, name, _ in u.when if kind == "attribute"]
    return (
        op.name,
        len(op.operands),
        tuple(v.type for v in op.operands) + tuple(r.type for r in op.results),
        op.get_attr("operandSegmentSizes"),
        op.get_attr("resultSegmentSizes"),
        tuple(attrs),
    )

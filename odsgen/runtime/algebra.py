"""The requirement algebra: what an availability dimension asks of a target, and how asks combine.

A requirement is per dimension (an ``Availability`` subclass such as ``MinVersion`` or
``Capability``). Three shapes cover the dimensions upstream MLIR ships and the ones the
merge-action language classifies (docs/merge-actions.md):

- ``AtLeast``: a lower bound on an ordered axis (``MinVersion``); merging keeps the
  highest bound.
- ``AtMost``: an upper bound (``MaxVersion``); merging keeps the lowest bound.
- ``AllOfAnyOf``: a conjunction of any-of groups (extensions, capabilities, TOSA
  profiles): ``[[A, B], [C]]`` means (A or B) and C. Merging is conjunction; groups are
  never flattened, duplicates are folded and a group that a stricter group implies is
  dropped.

Ordered axes compare enum cases by their integer values, never by their symbols. Each
shape's ``merge`` is associative, commutative and idempotent, and the shape's
``identity()`` (no requirement) is its neutral element; tests/unit/test_algebra_props.py
checks this with hypothesis.

Every contribution carries ``Provenance`` (which op, operand, attribute, result or enum
case asked, and where the spec says so). Merging keeps the provenance of exactly the
contributions that explain the result: the ones that set the winning bound, or that
asked for a surviving group.

``Shape`` names the three (``AT_LEAST``, ``AT_MOST``, ``ALL_OF_ANY_OF``): the one
vocabulary for them across odsgen (the merge-action classifier returns a shape, a
``Dimension`` has one, each requirement class knows its own).

``Requirements`` is the conjunction over dimensions (by name; a ``Dimension``,
odsgen.runtime.dimension, gives each its axis). Legality is ``TargetEnv.check``'s
(odsgen.runtime.target) and deduction ``odsgen deduce``'s (odsgen.checking.check),
through ``least_cover``, the one least-cover solver.
"""

from __future__ import annotations

import enum
import keyword
from collections.abc import ItemsView, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Generic, Hashable, Self, TypeVar, Union, cast

from odsgen.source import Loc

if TYPE_CHECKING:
    from odsgen.runtime.dimension import Dimension

# ---------------------------------------------------------------------------- shapes


class Shape(enum.Enum):
    """The shape of a dimension's requirements; each is one requirement class below."""

    AT_LEAST = "at-least"  # a lower bound on an ordered axis (MinVersion): AtLeast
    AT_MOST = "at-most"  # an upper bound on an ordered axis (MaxVersion): AtMost
    ALL_OF_ANY_OF = "all-of-any-of"  # a conjunction of any-of groups (Extension, Capability): AllOfAnyOf

    @property
    def requirement(self) -> type:
        """The requirement class of this shape (``Shape.AT_LEAST.requirement is AtLeast``)."""
        return _REQUIREMENT_OF[self]

    @property
    def ordered(self) -> bool:
        """A bound on an ordered axis (a version), rather than groups of a set axis."""
        return self is not Shape.ALL_OF_ANY_OF

    def identity(self) -> Requirement:
        """The requirement of something that asks nothing (a merge's initial value)."""
        return cast("Requirement", cast(Any, _REQUIREMENT_OF[self]).identity())


# ---------------------------------------------------------------------------- provenance


class ProvenanceKind(enum.Enum):
    """What in a spec contributed a requirement."""

    OP = "op"
    OPERAND = "operand"
    ATTRIBUTE = "attribute"
    RESULT = "result"
    ENUM_CASE = "enum-case"


_KIND_ORDER = {kind: index for index, kind in enumerate(ProvenanceKind)}


@dataclass(frozen=True, slots=True)
class Provenance:
    """One contribution's origin: its kind, its name, and the .td location of the spec."""

    kind: ProvenanceKind
    name: str
    loc: Loc | None = None

    def sort_key(self) -> tuple[int, str, str, int, int]:
        loc = self.loc
        if loc is None:
            return (_KIND_ORDER[self.kind], self.name, "", 0, 0)
        return (_KIND_ORDER[self.kind], self.name, loc.file, loc.line, loc.col)

    def __str__(self) -> str:
        where = f" ({self.loc})" if self.loc is not None else ""
        return f"{self.kind.value} '{self.name}'{where}"


@dataclass(frozen=True, slots=True)
class LevelProvenance(Provenance):
    """A level's requirement's provenance (odsgen.runtime.limits): a value whose measure
    exceeds a limit of a stricter level, with the parts a reason is worded from
    (odsgen.runtime.target's ``unmet_text``): ``value`` ("operand input1 #0"), ``what``
    ("rank 7 of tensor<...>"), ``limit`` ("MAX_RANK"), ``bound`` ("6"; "" where no
    bounded level admits the measure) and ``level`` ("8k", the level it exceeds)."""

    value: str = ""
    what: str = ""
    limit: str = ""
    bound: str = ""
    level: str = ""


def provenance_args(items: Iterable[Provenance]) -> list[str]:
    """The keyword arguments that give ``items`` in a requirement's constructor call, as
    generated code writes them: ``at=`` alone for the op's own (its name left out),
    ``attribute=NAME, at=`` for a value's or case's, ``by=(provenance(...), ...)`` for
    the rest."""
    ps = list(items)
    args: list[str] = []
    if ps:
        # (as generated code writes them: the names the package keeps, Loc.text)
        p, loc = ps[0], None if ps[0].loc is None else _quoted(ps[0].loc.text())
        if p.kind is ProvenanceKind.OP and loc is not None:
            args, ps = [f"at={loc}"], ps[1:]
        elif p.kind is not ProvenanceKind.OP:
            args = [f"{p.kind.value.replace('-', '_')}={_quoted(p.name)}"] + ([f"at={loc}"] if loc else [])
            ps = ps[1:]
    if ps:
        items_ = ", ".join(
            f"provenance({_quoted(p.kind.value)}, {_quoted(p.name)}, {_quoted(p.loc.text()) if p.loc else 'None'})"
            for p in ps
        )
        args.append(f"by=({items_},)")
    return args


def canonical_provenance(items: Iterable[Provenance]) -> tuple[Provenance, ...]:
    """Provenance as stored in requirements: unique and sorted, so values compare by content."""
    if type(items) is tuple and len(items) < 2:  # (most: a generated package makes thousands as it imports)
        return items
    return tuple(sorted(set(items), key=Provenance.sort_key))


# ---------------------------------------------------------------------------- enum cases


@dataclass(frozen=True, slots=True, repr=False)
class Case:
    """An enum case: its symbol and its integer value (the value orders versions).

    ``member``: how a generated enum spells it (``Version.V_1``), where the case comes
    from one (odsgen.runtime.avail's constructors); it only shows in ``repr``."""

    symbol: str
    value: int
    member: str = field(default="", compare=False)

    def sort_key(self) -> tuple[int, str]:
        return (self.value, self.symbol)

    def __str__(self) -> str:
        return self.symbol

    def __repr__(self) -> str:
        # (a case pickled before ``member`` existed has none)
        return getattr(self, "member", "") or f"Case({_quoted(self.symbol)}, {self.value})"


def _quoted(text: str) -> str:
    """A string literal in double quotes, as generated code spells it."""
    return '"' + "".join(_CHAR.get(c) or (c if c.isprintable() else repr(c)[1:-1]) for c in text) + '"'


_CHAR = {"\\": "\\\\", '"': '\\"'}


@dataclass(frozen=True, slots=True)
class EnumInfo:
    """An enum as the availability machinery needs it: the C++ class name, namespace, cases.

    ``name`` is the enum class name (``Version``); ``namespace`` its C++ namespace
    (``::mlir::spirv``, may be empty). The model builds these from ``EnumAttrInfo``
    records; the merge-action evaluator resolves ``::mlir::spirv::Version::V_1_0`` with
    them.
    """

    name: str
    cases: tuple[Case, ...] = ()
    namespace: str = ""
    is_bit_enum: bool = False

    def case_named(self, symbol: str) -> Case | None:
        for case in self.cases:
            if case.symbol == symbol:
                return case
        return None

    def case_valued(self, value: int) -> Case | None:
        """The first case (in definition order) with this value, as C++ would print it."""
        for case in self.cases:
            if case.value == value:
                return case
        return None

    @property
    def namespace_parts(self) -> tuple[str, ...]:
        return tuple(part for part in self.namespace.split("::") if part)


def _case_value(version: Case | int) -> int:
    return version.value if isinstance(version, Case) else version


def _check_same_shape(left: object, right: object) -> None:
    if type(left) is not type(right):
        raise TypeError(f"cannot merge {type(left).__name__} with {type(right).__name__}")


# ---------------------------------------------------------------------------- bounds


@dataclass(frozen=True, slots=True, repr=False)
class _Bound:
    """A bound on an ordered axis; ``case is None`` is the identity (no bound)."""

    case: Case | None = None
    provenance: tuple[Provenance, ...] = ()

    # True for a lower bound (keep the highest), False for an upper bound.
    _keep_highest: ClassVar[bool] = True

    def __post_init__(self) -> None:
        if self.case is None and self.provenance:
            raise ValueError(f"{type(self).__name__}: the identity carries no provenance")
        object.__setattr__(self, "provenance", canonical_provenance(self.provenance))

    @classmethod
    def identity(cls) -> Self:
        return cls()

    @property
    def is_identity(self) -> bool:
        return self.case is None

    def merge(self, other: Self) -> Self:
        _check_same_shape(self, other)
        if self.case is None:
            return other
        if other.case is None:
            return self
        mine, theirs = self.case.value, other.case.value
        if mine != theirs:
            return self if (mine > theirs) == self._keep_highest else other
        # Equal values (the same case, or aliases): keep both explanations and pick
        # the alias deterministically so that merging stays commutative.
        case = min(self.case, other.case, key=Case.sort_key)
        return type(self)(case, self.provenance + other.provenance)

    def to_json(self) -> str | None:
        return None if self.case is None else self.case.symbol

    def __repr__(self) -> str:
        """The constructor call generated code writes: ``AtLeast(Version.V_1, at="example.td:45:22")``."""
        args = [] if self.case is None else [repr(self.case)] + provenance_args(self.provenance)
        return f"{type(self).__name__}({', '.join(args)})"


@dataclass(frozen=True, slots=True, repr=False)
class AtLeast(_Bound):
    """The target's case on this axis must be at least ``case`` (a MinVersion)."""

    shape: ClassVar[Shape] = Shape.AT_LEAST
    _keep_highest: ClassVar[bool] = True

    def satisfied_by(self, version: Case | int) -> bool:
        return self.case is None or _case_value(version) >= self.case.value


@dataclass(frozen=True, slots=True, repr=False)
class AtMost(_Bound):
    """The target's case on this axis must be at most ``case`` (a MaxVersion).

    With ``unless`` (``((dimension, AtLeast), ...)``), a target that meets each of those
    lower bounds in its other dimensions needs only at most ``otherwise`` here (None: no
    bound): TOSA's level none, or specification version 1.1 at any level, for a dynamic
    dimension (odsgen.runtime.limits). ``satisfied_by`` is the first alternative alone;
    ``relieved_by`` the second."""

    unless: tuple[tuple[str, AtLeast], ...] = ()
    otherwise: Case | None = None

    shape: ClassVar[Shape] = Shape.AT_MOST
    _keep_highest: ClassVar[bool] = False

    def satisfied_by(self, version: Case | int) -> bool:
        return self.case is None or _case_value(version) <= self.case.value

    def relieved_by(self, version: Case | int, others: Callable[[str], Case | int | None]) -> bool:
        """Whether the second alternative holds: this axis at ``version`` at most
        ``otherwise``, and each ``unless`` bound met by ``others(dimension)`` (None: an
        axis the target leaves open, which accepts every case)."""
        if not self.unless:
            return False
        if self.otherwise is not None and _case_value(version) > self.otherwise.value:
            return False
        for dim, bound in self.unless:
            v = others(dim)
            if v is not None and not bound.satisfied_by(v):
                return False
        return True

    def merge(self, other: AtMost) -> AtMost:
        if not self.unless and not other.unless:
            return _Bound.merge(self, other)
        _check_same_shape(self, other)
        if self.case is None:
            return other
        if other.case is None:
            return self
        plain = _Bound.merge(AtMost(self.case, self.provenance), AtMost(other.case, other.provenance))
        # (a <= s or U and a <= o) and (a <= s' or U and a <= o'), s <= o, is
        # a <= min(s, s') or U and a <= min(o, o'); a bound without U has o = s; two
        # different reliefs are dropped (the stricter reading).
        if other.unless and self.unless and self.unless != other.unless:
            return plain
        unless = self.unless or other.unless
        ends = [b.otherwise if b.unless else b.case for b in (self, other)]
        bounded = [e for e in ends if e is not None]
        otherwise = min(bounded, key=lambda c: c.value) if bounded else None
        return AtMost(plain.case, plain.provenance, unless, otherwise)


# ---------------------------------------------------------------------------- any-of groups


@dataclass(frozen=True, slots=True, repr=False)
class AnyOf:
    """One group: at least one of ``cases`` must be enabled. An empty group is never met."""

    cases: tuple[Case, ...]
    provenance: tuple[Provenance, ...] = ()

    def __post_init__(self) -> None:
        cases = self.cases
        if not (type(cases) is tuple and len(cases) == 1):  # (one case is in canonical form)
            object.__setattr__(self, "cases", tuple(sorted(set(cases), key=Case.sort_key)))
        object.__setattr__(self, "provenance", canonical_provenance(self.provenance))

    def sort_key(self) -> tuple[tuple[int, str], ...]:
        return tuple(case.sort_key() for case in self.cases)

    def symbols(self) -> tuple[str, ...]:
        return tuple(case.symbol for case in self.cases)

    def __repr__(self) -> str:
        return f"AnyOf({', '.join([repr(c) for c in self.cases] + provenance_args(self.provenance))})"


@dataclass(frozen=True, slots=True, repr=False)
class AllOfAnyOf:
    """A conjunction of any-of groups: every group needs one of its cases enabled.

    Stored canonically: groups with the same cases are folded into one (provenance
    joined), a group that is a proper superset of another is dropped (the smaller group
    is stricter and implies it), and groups are sorted by their cases' values.
    """

    groups: tuple[AnyOf, ...] = ()

    shape: ClassVar[Shape] = Shape.ALL_OF_ANY_OF

    def __post_init__(self) -> None:
        groups = self.groups
        if type(groups) is tuple and len(groups) == 1 and type(groups[0]) is AnyOf:
            return  # (one group is in canonical form: an AnyOf's cases and provenance are)
        by_cases: dict[frozenset[Case], list[Provenance]] = {}
        for group in self.groups:
            by_cases.setdefault(frozenset(group.cases), []).extend(group.provenance)
        kept = [
            AnyOf(tuple(cases), tuple(provenance))
            for cases, provenance in by_cases.items()
            if not any(other < cases for other in by_cases)
        ]
        object.__setattr__(self, "groups", tuple(sorted(kept, key=AnyOf.sort_key)))

    @classmethod
    def identity(cls) -> AllOfAnyOf:
        return cls()

    @classmethod
    def of(cls, groups: Iterable[Iterable[Case]], provenance: Iterable[Provenance] = ()) -> AllOfAnyOf:
        """Groups that all share one provenance (one contribution)."""
        shared = tuple(provenance)
        return cls(tuple(AnyOf(tuple(group), shared) for group in groups))

    @property
    def is_identity(self) -> bool:
        return not self.groups

    @property
    def provenance(self) -> tuple[Provenance, ...]:
        return canonical_provenance(p for group in self.groups for p in group.provenance)

    def merge(self, other: AllOfAnyOf) -> AllOfAnyOf:
        _check_same_shape(self, other)
        return AllOfAnyOf(self.groups + other.groups)

    def to_json(self) -> list[list[str]] | None:
        return [list(group.symbols()) for group in self.groups] if self.groups else None

    def __repr__(self) -> str:
        return f"AllOfAnyOf({', '.join(repr(g) for g in self.groups)})"


Requirement = Union[AtLeast, AtMost, AllOfAnyOf]

_REQUIREMENT_OF: dict[Shape, type] = {cls.shape: cls for cls in (AtLeast, AtMost, AllOfAnyOf)}


class Requirements:
    """The conjunction of one requirement per dimension, by the dimension's name.

    The one requirements class: generated packages build them (odsgen.runtime.avail
    re-exports it), ``TargetEnv.check`` checks them. ``Requirements({name: requirement})``
    takes a mapping as it is (generated tables, merges already done); ``of`` merges
    entries per dimension and leaves out those that ask nothing.
    """

    __slots__ = ("by_dimension",)

    def __init__(self, by_dimension: Mapping[str, Requirement] | None = None, /, **by_name: Requirement):
        self.by_dimension: dict[str, Requirement] = dict(by_dimension or {}, **by_name)

    @classmethod
    def of(cls, *entries: tuple[Dimension | str, Requirement]) -> Requirements:
        """Entries ``(dimension or its name, requirement)`` merged per dimension, identities left out."""
        merged: dict[str, Requirement] = {}
        merge_into(merged, ((d if isinstance(d, str) else d.name, r) for d, r in entries), identities=True)
        return cls({name: r for name, r in merged.items() if not r.is_identity})

    def merge(self, other: Requirements) -> Requirements:
        return Requirements.of(*self.items(), *other.items())

    def add(self, dimension: Dimension | str, requirement: Requirement) -> Requirements:
        return Requirements.of(*self.items(), (dimension, requirement))

    def get(self, name: str) -> Requirement | None:
        return self.by_dimension.get(name)

    def items(self) -> ItemsView[str, Requirement]:
        return self.by_dimension.items()

    def __bool__(self) -> bool:
        return any(not r.is_identity for r in self.by_dimension.values())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Requirements) and self.by_dimension == other.by_dimension

    def __hash__(self) -> int:
        return hash(tuple(sorted(self.by_dimension.items(), key=lambda kv: kv[0])))

    def __repr__(self) -> str:
        """The constructor call: ``Requirements(MinVersion=AtLeast(Version.V_1, at="example.td:45:22"))``."""
        items = [(name, r) for name, r in self.by_dimension.items() if not r.is_identity]
        if all(name.isidentifier() and not keyword.iskeyword(name) for name, _ in items):
            return f"Requirements({', '.join(f'{name}={r!r}' for name, r in items)})"
        return "Requirements({" + ", ".join(f"{_quoted(name)}: {r!r}" for name, r in items) + "})"

    def to_json(self) -> dict[str, Any]:
        """``{DIMENSION: VALUE}`` in the shape of ``odsgen avail --json``: a case symbol for
        a bound, lists of symbols for groups; dimensions that ask nothing are left out."""
        out: dict[str, Any] = {}
        for name, req in self.by_dimension.items():
            j = req.to_json()
            if j is not None and j != []:
                out[name] = j
        return out


T = TypeVar("T", bound=Hashable)

# Search nodes least_cover may visit before it settles for an upper bound. SPIR-V's
# largest units need a few hundred; the bound only guards against pathological specs.
COVER_BUDGET = 200_000


@dataclass(frozen=True, slots=True)
class Cover(Generic[T]):
    """The cases ``least_cover`` picked. ``exact``: proven least; otherwise an upper bound
    (a cover, but the search stopped after ``COVER_BUDGET`` nodes before proving it least)."""

    picks: tuple[T, ...]
    exact: bool = True


def least_cover(
    groups: Iterable[Iterable[T]],
    order: Callable[[T], Any],
    closure: Callable[[T], frozenset[T]] | None = None,
    candidates: Iterable[T] | None = None,
    budget: int = COVER_BUDGET,
) -> Cover[T] | None:
    """A least set of cases that meets every any-of group, or None when none can.

    A chosen case meets a group when the group holds the case or a case the chosen one
    implies (``closure(case)``: the case and every case it implies, transitively; none
    by default). Least: the fewest cases, ties broken by how many cases they enable
    (their closures together: SPIR-V's SampledRect before ImageRect, which implies it),
    then by the cases' ``order`` keys (lowest first, compared as sorted lists), so the
    set is also inclusion-minimal.
    ``candidates`` are the cases that may be chosen (default: the members of the groups,
    plus, with a closure, every case of ``candidates``' universe that implies one).

    Exact branch and bound: every inclusion-minimal cover picks, for the first group it
    does not meet yet, a case that meets it, so branching on those finds them all. A
    search that would pass ``budget`` nodes stops and returns the best cover it has,
    marked ``exact=False`` (completed greedily when it had none), never silently.
    """
    close = closure or (lambda c: frozenset((c,)))
    todo = list(dict.fromkeys(frozenset(g) for g in groups))
    if not todo:
        return Cover(())
    pool = sorted(set(candidates) if candidates is not None else {c for g in todo for c in g}, key=order)
    closed = {c: close(c) for c in pool}
    meets = [[c for c in pool if closed[c] & g] for g in todo]
    if any(not m for m in meets):
        return None
    # A group only one candidate meets forces that candidate.
    chosen0 = sorted({m[0] for m in meets if len(m) == 1}, key=order)
    have0 = frozenset().union(*(closed[c] for c in chosen0)) if chosen0 else frozenset()

    def rank(picks: list[T]) -> tuple[Any, ...]:
        enabled = frozenset().union(*(closed[c] for c in picks)) if picks else frozenset()
        return (len(picks), len(enabled), sorted(order(c) for c in picks))

    best: list[T] | None = None
    nodes = 0

    def search(chosen: list[T], have: frozenset[T]) -> bool:
        """False when the budget ran out."""
        nonlocal best, nodes
        nodes += 1
        if nodes > budget:
            return False
        i = next((i for i, g in enumerate(todo) if not (g & have)), None)
        if i is None:
            if best is None or rank(chosen) < rank(best):
                best = list(chosen)
            return True
        if best is not None and len(chosen) + 1 > len(best):
            return True
        for c in meets[i]:
            if c not in chosen and not search(chosen + [c], have | closed[c]):
                return False
        return True

    exact = search(chosen0, have0)
    if best is None:  # out of budget before any cover: complete greedily
        best, have = list(chosen0), have0
        for g, m in zip(todo, meets):
            if not (g & have):
                best.append(m[0])
                have |= closed[m[0]]
    if not exact:
        # Drop picks the others imply.
        for c in list(best):
            rest = [x for x in best if x != c]
            covered = frozenset().union(*(closed[x] for x in rest)) if rest else frozenset()
            if all(g & covered for g in todo):
                best = rest
    return Cover(tuple(sorted(best, key=order)), exact)


# --------------------------------------------------------------------------- merging by dimension


def reprovenance(req: Requirement, prov: tuple[Provenance, ...]) -> Requirement:
    """``req`` with its provenance replaced by ``prov``."""
    if isinstance(req, AtLeast):
        return AtLeast(req.case, prov) if req.case is not None else req
    if isinstance(req, AtMost):
        return AtMost(req.case, prov) if req.case is not None else req
    if isinstance(req, AllOfAnyOf):
        return AllOfAnyOf(tuple(AnyOf(g.cases, prov) for g in req.groups))
    raise TypeError(f"not a requirement: {req!r}")


def merge_into(
    into: dict[str, Requirement],
    reqs: Mapping[str, Requirement] | Iterable[tuple[str, Requirement | None]],
    drop: frozenset[str] = frozenset(),
    *,
    identities: bool = False,
) -> dict[str, Requirement]:
    """Merge ``reqs`` (``{dimension: requirement}``, a ``Requirements`` or ``(dimension,
    requirement)`` pairs) into ``into`` per dimension, and return ``into``: the one
    per-dimension merge loop. A dimension's requirements share one shape, which the merge
    checks. ``None`` entries and the dimensions in ``drop`` are left out, and so are
    identity requirements unless ``identities`` (the model keeps them, as written)."""
    items: Iterable[tuple[str, Requirement | None]] = reqs.items() if isinstance(reqs, Mapping) else reqs
    for name, req in items:
        if req is None or name in drop or (req.is_identity and not identities):
            continue
        prev = into.get(name)
        into[name] = req if prev is None else merge_requirement(prev, req)
    return into


def merge_requirement(a: Requirement, b: Requirement) -> Requirement:
    """The conjunction of two requirements of one dimension (so of one shape)."""
    merged: Requirement = a.merge(b)  # type: ignore[arg-type]  # one dimension: one shape
    return merged

"""Property tests of the requirement algebra (odsgen.runtime.algebra), of the legality that
generated packages and odsgen's checks share (``TargetEnv.check``, odsgen.runtime.target)
and of the deduction ``odsgen deduce`` runs (``Checker.deduce``, odsgen.checking.check).

Merges are associative, commutative and idempotent; the identity is neutral; merging
is exactly conjunction under ``TargetEnv.check`` (so adding a requirement never makes
more targets legal); the canonical form folds duplicates and drops implied groups; the
deduced target is legal and least (checked against brute force over small universes).
"""

from __future__ import annotations

import dataclasses
import enum
import itertools
from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis_profiles import examples

from odsgen.runtime.algebra import (
    AllOfAnyOf,
    AnyOf,
    AtLeast,
    AtMost,
    Case,
    Provenance,
    ProvenanceKind,
    Requirements,
    Shape,
    least_cover,
)
from odsgen.checking.check import Checker
from odsgen.checking.inputs.optable import OpTable
from odsgen.runtime.dimension import Dimension
from odsgen.runtime.target import Axis, TargetEnv
from odsgen.source import Loc

# Per test: 150 examples under the ci profile, a quarter in the fast tier (tests/hypothesis_profiles.py).
laws = settings(deadline=None, max_examples=examples(150))

# Symbols whose string order disagrees with their value order (V_10 < V_9 as strings).
VERSIONS = tuple(Case(f"V_{v}", v) for v in (0, 1, 2, 9, 10, 11))
EXTENSIONS = tuple(Case(f"E{i}", i) for i in range(5))
CAPABILITIES = tuple(Case(f"C{i}", 100 + i) for i in range(5))

# The enums a generated package would have for these cases, and its TargetEnv.
Version = enum.IntEnum("Version", {c.symbol: c.value for c in VERSIONS})
Extension = enum.IntEnum("Extension", {c.symbol: c.value for c in EXTENSIONS})
Capability = enum.IntEnum("Capability", {c.symbol: c.value for c in CAPABILITIES})

MIN_VERSION = Dimension("MinVersion", Shape.AT_LEAST, Version)
MAX_VERSION = Dimension("MaxVersion", Shape.AT_MOST, Version)
EXTENSION = Dimension("Extension", Shape.ALL_OF_ANY_OF, Extension)
CAPABILITY = Dimension("Capability", Shape.ALL_OF_ANY_OF, Capability)
DIMENSIONS = (MIN_VERSION, MAX_VERSION, EXTENSION, CAPABILITY)


class Env(TargetEnv):
    AXES = (
        Axis("version", Version, True),
        Axis("extensions", Extension, False),
        Axis("capabilities", Capability, False),
    )
    DIMENSIONS = DIMENSIONS


def env(version: Case | None = None, extensions=(), capabilities=()) -> Env:
    return Env(
        version=None if version is None else Version[version.symbol],
        extensions=[Extension[c.symbol] for c in extensions],
        capabilities=[Capability[c.symbol] for c in capabilities],
    )


def legal(reqs, target: Env) -> bool:
    """What generated packages and odsgen's checks decide: ``TargetEnv.check``."""
    if not isinstance(reqs, Requirements):  # one requirement: its dimension by its shape
        dim = {Shape.AT_LEAST: MIN_VERSION, Shape.AT_MOST: MAX_VERSION}.get(reqs.shape, EXTENSION)
        reqs = Requirements({dim.name: reqs})
    return bool(target.check(reqs))


provenances = st.builds(
    Provenance,
    st.sampled_from(list(ProvenanceKind)),
    st.sampled_from(["spirv.IAdd", "operand1", "result", "Volatile"]),
    st.none() | st.builds(Loc, st.just("ops.td"), st.integers(1, 9), st.integers(1, 9)),
)
prov_tuples = st.lists(provenances, max_size=2).map(tuple)


def bounds(shape):
    present = st.builds(shape, st.sampled_from(VERSIONS), prov_tuples)
    return st.just(shape()) | present


def any_of(universe):
    # Mostly non-empty groups; an empty group (never satisfiable) now and then.
    cases = st.lists(st.sampled_from(universe), min_size=1, max_size=3)
    cases = cases | st.just([]) if universe is EXTENSIONS else cases
    return st.builds(lambda cs, p: AnyOf(tuple(cs), p), cases, prov_tuples)


def conjunctions(universe=EXTENSIONS):
    return st.lists(any_of(universe), max_size=4).map(lambda groups: AllOfAnyOf(tuple(groups)))


at_least = bounds(AtLeast)
at_most = bounds(AtMost)
all_of = conjunctions()
shapes = st.sampled_from(["min", "max", "groups"])


@st.composite
def same_shape_triples(draw):
    strategy = {"min": at_least, "max": at_most, "groups": all_of}[draw(shapes)]
    return draw(strategy), draw(strategy), draw(strategy)


requirements = st.lists(
    st.one_of(
        st.tuples(st.just(MIN_VERSION), at_least),
        st.tuples(st.just(MAX_VERSION), at_most),
        st.tuples(st.just(EXTENSION), conjunctions(EXTENSIONS)),
        st.tuples(st.just(CAPABILITY), conjunctions(CAPABILITIES)),
    ),
    max_size=5,
).map(lambda entries: Requirements.of(*entries))

targets = st.builds(
    env,
    st.sampled_from(VERSIONS),
    st.frozensets(st.sampled_from(EXTENSIONS)),
    st.frozensets(st.sampled_from(CAPABILITIES)),
)


# ---------------------------------------------------------------------------- laws per shape


@laws
@given(same_shape_triples())
def test_merge_is_associative(triple):
    a, b, c = triple
    assert a.merge(b).merge(c) == a.merge(b.merge(c))


@laws
@given(same_shape_triples())
def test_merge_is_commutative(triple):
    a, b, _ = triple
    assert a.merge(b) == b.merge(a)


@laws
@given(same_shape_triples())
def test_merge_is_idempotent(triple):
    a, b, _ = triple
    assert a.merge(a) == a
    assert a.merge(b).merge(b) == a.merge(b)


@laws
@given(same_shape_triples())
def test_identity_is_neutral(triple):
    a, _, _ = triple
    identity = type(a).identity()
    assert identity.is_identity
    assert a.merge(identity) == a == identity.merge(a)


@laws
@given(same_shape_triples(), targets)
def test_identity_asks_nothing_of_any_target(triple, target):
    identity = type(triple[0]).identity()
    assert legal(identity, target)
    assert legal(triple[0].merge(identity), target) == legal(triple[0], target)


@laws
@given(same_shape_triples())
def test_values_are_hashable_and_equal_values_hash_alike(triple):
    a, b, _ = triple
    rebuilt = type(a)(*(getattr(a, f.name) for f in dataclasses.fields(a)))
    assert rebuilt == a and hash(rebuilt) == hash(a)
    assert len({a, rebuilt, a.merge(b)}) in (1, 2)


# ---------------------------------------------------------------------------- semantics


@laws
@given(same_shape_triples(), targets)
def test_merge_is_conjunction_per_shape(triple, target):
    a, b, _ = triple
    assert legal(a.merge(b), target) == (legal(a, target) and legal(b, target))


@laws
@given(requirements, requirements, targets)
def test_adding_a_requirement_never_allows_more_targets(a, b, target):
    merged = a.merge(b)
    if legal(merged, target):
        assert legal(a, target) and legal(b, target)
    assert legal(merged, target) == (legal(a, target) and legal(b, target))


@laws
@given(requirements, requirements, requirements)
def test_requirements_merge_laws(a, b, c):
    assert a.merge(b).merge(c) == a.merge(b.merge(c))
    assert a.merge(b) == b.merge(a)
    assert a.merge(a) == a
    assert a.merge(Requirements()) == a


# ---------------------------------------------------------------------------- canonical form


@laws
@given(st.lists(any_of(EXTENSIONS), max_size=6))
def test_groups_are_canonical(groups):
    conj = AllOfAnyOf(tuple(groups))
    sets = [frozenset(g.cases) for g in conj.groups]
    assert len(set(sets)) == len(sets), "duplicates are folded"
    assert not any(x < y for x in sets for y in sets), "implied (superset) groups are dropped"
    assert list(conj.groups) == sorted(conj.groups, key=AnyOf.sort_key)
    for group in conj.groups:
        assert list(group.cases) == sorted(set(group.cases), key=Case.sort_key)
        # A surviving group keeps the provenance of every contribution that asked for it.
        askers = [p for g in groups if frozenset(g.cases) == frozenset(group.cases) for p in g.provenance]
        assert set(group.provenance) == set(askers)
    # Never flattened: the groups are the inclusion-minimal ones given.
    assert set(sets) == {s for s in map(lambda g: frozenset(g.cases), groups) if not any(o < s for o in
                         (frozenset(h.cases) for h in groups))}  # fmt: skip


def test_groups_example_from_the_issue():
    a, b, c = EXTENSIONS[:3]
    p1 = Provenance(ProvenanceKind.OP, "op")
    p2 = Provenance(ProvenanceKind.OPERAND, "x", Loc("d.td", 4, 7))
    conj = AllOfAnyOf.of([[b, a], [c]], [p1]).merge(AllOfAnyOf.of([[a, b, c], [a, b]], [p2]))
    assert conj.to_json() == [["E0", "E1"], ["E2"]]
    assert conj.groups[0].provenance == (p1, p2)
    assert conj.groups[1].provenance == (p1,)
    assert legal(conj, env(extensions=(b, c))) and not legal(conj, env(extensions=(a, b)))


def test_versions_order_by_value_not_by_symbol():
    v9, v10 = Case("V_9", 9), Case("V_10", 10)
    assert AtLeast(v9).merge(AtLeast(v10)).case == v10
    assert AtMost(v9).merge(AtMost(v10)).case == v9
    assert AtLeast(v10).satisfied_by(v10) and not AtLeast(v10).satisfied_by(v9)
    assert legal(AtLeast(VERSIONS[4]), env(VERSIONS[4])) and not legal(AtLeast(VERSIONS[4]), env(VERSIONS[3]))


def test_bound_keeps_provenance_of_the_winner_only():
    p1, p2 = Provenance(ProvenanceKind.OP, "a"), Provenance(ProvenanceKind.RESULT, "r")
    assert AtLeast(VERSIONS[4], (p1,)).merge(AtLeast(VERSIONS[2], (p2,))).provenance == (p1,)
    assert AtLeast(VERSIONS[2], (p1,)).merge(AtLeast(VERSIONS[2], (p2,))).provenance == (p1, p2)


def test_identity_has_no_provenance():
    with pytest.raises(ValueError):
        AtLeast(None, (Provenance(ProvenanceKind.OP, "x"),))


def test_mixing_shapes_is_an_error():
    with pytest.raises(TypeError):
        AtLeast().merge(AtMost())
    with pytest.raises(TypeError):
        Requirements.of((MIN_VERSION, AtLeast(VERSIONS[1])), (MIN_VERSION, AllOfAnyOf()))


def test_requirements_json():
    reqs = Requirements.of(
        (MIN_VERSION, AtLeast(VERSIONS[3])),
        (EXTENSION, AllOfAnyOf.of([[EXTENSIONS[1], EXTENSIONS[0]]])),
        (MAX_VERSION, AtMost()),
    )
    assert reqs.to_json() == {"Extension": [["E0", "E1"]], "MinVersion": "V_9"}
    assert reqs.get("MaxVersion") is None


# ---------------------------------------------------------------------------- the deduced target
#
# Checker.deduce is what `odsgen deduce` runs; here over a package whose one op class
# needs what each test gives it (a generated class's ``needs_of``).


class _Op:
    name = "t.op"
    line = col = 1
    regions = ()

    def __init__(self, reqs: Requirements) -> None:
        self.reqs = reqs


class _OpClass:
    @staticmethod
    def needs_of(op: _Op):
        return op.reqs, ()


CHECKER = Checker(
    SimpleNamespace(ops=SimpleNamespace(OPS={"t.op": _OpClass}), target=SimpleNamespace(TargetEnv=Env, DIALECTS=("t",)))
)


def deduce(reqs: Requirements):
    """The deduced target of a unit of one op needing ``reqs`` (None: deduce says there is none)."""
    unit = CHECKER.deduce(OpTable.from_ops([_Op(reqs)]), "module", "m.mlir:1:1", "m.mlir")
    if unit.errors:
        return None
    r = unit.requirements
    by = {c.symbol: c for c in VERSIONS + EXTENSIONS + CAPABILITIES}
    return (
        by[r["MinVersion"]],
        frozenset(by[s] for s in r["Extension"]),
        frozenset(by[s] for s in r["Capability"]),
    )


def _subsets(cases):
    return (frozenset(c) for n in range(len(cases) + 1) for c in itertools.combinations(cases, n))


# Non-empty groups: a group of no case comes from no spec (deduce has nothing to pick).
nonempty_requirements = st.lists(
    st.one_of(
        st.tuples(st.just(MIN_VERSION), at_least),
        st.tuples(st.just(MAX_VERSION), at_most),
        st.tuples(st.just(EXTENSION), st.lists(any_of(EXTENSIONS).filter(lambda g: g.cases), max_size=4)),
        st.tuples(st.just(CAPABILITY), conjunctions(CAPABILITIES)),
    ),
    max_size=5,
).map(lambda entries: Requirements.of(*((d, AllOfAnyOf(tuple(r)) if isinstance(r, list) else r) for d, r in entries)))


def _axis(reqs: Requirements, *dims: Dimension) -> Requirements:
    return Requirements({d.name: reqs.get(d.name) for d in dims if reqs.get(d.name) is not None})


@laws
@given(nonempty_requirements)
def test_deduced_target_is_legal_and_least(reqs):
    got = deduce(reqs)
    # The axes are independent: brute force each on its own.
    versions = [v for v in VERSIONS if legal(_axis(reqs, MIN_VERSION, MAX_VERSION), env(v))]
    exts = [e for e in _subsets(EXTENSIONS) if legal(_axis(reqs, EXTENSION), env(extensions=e))]
    caps = [c for c in _subsets(CAPABILITIES) if legal(_axis(reqs, CAPABILITY), env(capabilities=c))]
    if got is None:
        assert not (versions and exts and caps)
        return
    version, chosen_exts, chosen_caps = got
    assert legal(reqs, env(version, chosen_exts, chosen_caps))
    # Least: the lowest version, the fewest cases, inclusion-minimal.
    assert version.value == min(v.value for v in versions)
    assert len(chosen_exts) == min(map(len, exts)) and len(chosen_caps) == min(map(len, caps))
    for case in chosen_exts:
        assert not legal(reqs, env(version, chosen_exts - {case}, chosen_caps))


def test_deduced_target_examples():
    e0, e1, e2, e3 = EXTENSIONS[:4]
    reqs = Requirements.of(
        (MIN_VERSION, AtLeast(VERSIONS[3])),
        (MAX_VERSION, AtMost(VERSIONS[4])),
        (EXTENSION, AllOfAnyOf.of([[e1, e2], [e2, e3], [e0, e1]])),
    )
    # {E0, E2}, {E1, E2} and {E1, E3} all meet the three groups with two cases; the
    # tie goes to the lowest values.
    assert deduce(reqs) == (VERSIONS[3], frozenset({e0, e2}), frozenset())
    # A min version above the max version: no target at all.
    assert deduce(reqs.add(MIN_VERSION, AtLeast(VERSIONS[5]))) is None


# ---------------------------------------------------------------------------- least cover with implications
#
# least_cover is the one solver: `odsgen deduce` (odsgen.checking.check) calls it with
# the spec's implied cases (a SPIR-V capability implies others): these laws test the
# code deduce runs.

SYMBOLS = tuple(f"C{i}" for i in range(6))


def _order(symbol: str) -> tuple[int, str]:
    return (int(symbol[1:]), symbol)


@st.composite
def implication_problems(draw):
    implies = {s: draw(st.frozensets(st.sampled_from(SYMBOLS), max_size=2)) - {s} for s in SYMBOLS}
    groups = draw(st.lists(st.frozensets(st.sampled_from(SYMBOLS), min_size=1, max_size=3), max_size=5))
    return implies, groups


def _closure(implies):
    def close(symbol):
        seen, todo = {symbol}, [symbol]
        while todo:
            for nxt in implies[todo.pop()]:
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        return frozenset(seen)

    return close


@laws
@given(implication_problems())
def test_least_cover_with_implications_is_a_least_cover(problem):
    implies, groups = problem
    close = _closure(implies)
    cover = least_cover(groups, _order, closure=close, candidates=SYMBOLS)
    assert cover is not None and cover.exact  # every group is non-empty, so some cover exists

    def meets(picks):
        have = frozenset().union(*(close(p) for p in picks)) if picks else frozenset()
        return all(g & have for g in groups)

    assert meets(cover.picks)
    smallest = next(n for n in range(len(SYMBOLS) + 1) if any(meets(c) for c in itertools.combinations(SYMBOLS, n)))
    assert len(cover.picks) == smallest

    # Ties: what the picks enable together (fewest cases), then the picks' values.
    def rank(picks):
        return (len(frozenset().union(*(close(p) for p in picks))), sorted(_order(s) for s in picks))

    best = min(rank(c) for c in itertools.combinations(SYMBOLS, smallest) if meets(c))
    assert rank(cover.picks) == best
    for p in cover.picks:  # inclusion-minimal
        assert not meets([x for x in cover.picks if x != p]) or not groups


def test_least_cover_prefers_an_implying_case_to_two_forced_ones():
    # {C0} and {C1} are each met by C2 too, which implies both: one pick beats two.
    implies = {"C0": frozenset(), "C1": frozenset(), "C2": frozenset({"C0", "C1"})}
    cover = least_cover([{"C0"}, {"C1"}], _order, closure=_closure(implies), candidates=("C0", "C1", "C2"))
    assert cover.picks == ("C2",) and cover.exact


def test_least_cover_prefers_the_case_that_enables_less():
    # SPIR-V's Rect: any of {ImageRect, SampledRect}; ImageRect (the lower value) implies
    # SampledRect, so SampledRect alone is the lesser target.
    implies = {"C0": frozenset({"C1"}), "C1": frozenset()}
    cover = least_cover([{"C0", "C1"}], _order, closure=_closure(implies), candidates=("C0", "C1"))
    assert cover.picks == ("C1",) and cover.exact


def test_least_cover_says_when_it_is_only_an_upper_bound():
    groups = [frozenset({f"C{i}", f"C{i + 1}"}) for i in range(5)]
    exact = least_cover(groups, _order)
    bounded = least_cover(groups, _order, budget=3)
    assert exact.exact and not bounded.exact
    have = set(bounded.picks)
    assert all(g & have for g in groups) and len(bounded.picks) >= len(exact.picks)
    assert least_cover([frozenset()], _order) is None


def test_an_upper_bound_with_an_alternative_merges_as_conjunction():
    """``AtMost(case, unless=..., otherwise=...)`` (TOSA: level none, or version 1.1 at any
    level): merging is exactly conjunction when both share the alternative or one has none,
    never looser otherwise; commutative."""
    levels = [Case(f"L{i}", i) for i in range(3)]
    relief = (("Version", AtLeast(Case("v1", 1))),)
    other = (("Version", AtLeast(Case("v2", 2))),)
    bounds = [AtMost(c) for c in levels]
    for c in levels:
        for unless in (relief, other):
            bounds.append(AtMost(c, (), unless, None))
            bounds += [AtMost(c, (), unless, o) for o in levels if o.value >= c.value]

    def holds(r, level, version):
        return r.satisfied_by(level) or r.relieved_by(level, lambda _d: version)

    for a, b in itertools.product(bounds, repeat=2):
        m = a.merge(b)
        assert m == b.merge(a), (a, b)
        exact = not (a.unless and b.unless and a.unless != b.unless)
        for level, version in itertools.product(range(3), range(3)):
            both = holds(a, level, version) and holds(b, level, version)
            assert holds(m, level, version) == both if exact else (not holds(m, level, version) or both), (a, b)

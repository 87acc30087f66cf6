"""Property tests of the requirement algebra (odsgen.avail.algebra).

Merges are associative, commutative and idempotent; the identity is neutral; merging
is exactly conjunction (so adding a requirement never makes more targets legal); the
canonical form folds duplicates and drops implied groups; least_target finds a least
legal target (checked against brute force over small universes).
"""

from __future__ import annotations

import dataclasses
import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from odsgen.avail.algebra import (
    AllOfAnyOf,
    AnyOf,
    AtLeast,
    AtMost,
    Case,
    Provenance,
    ProvenanceKind,
    Requirements,
    Shape,
    Target,
    least_cover,
    least_target,
    merge_all,
)
from odsgen.avail.dimension import Dimension
from odsgen.source import Loc

# Per test, not a loaded profile: a profile would change every other test file too.
laws = settings(deadline=None, max_examples=150)

# Symbols whose string order disagrees with their value order (V_10 < V_9 as strings).
VERSIONS = tuple(Case(f"V_{v}", v) for v in (0, 1, 2, 9, 10, 11))
EXTENSIONS = tuple(Case(f"E{i}", i) for i in range(5))
CAPABILITIES = tuple(Case(f"C{i}", 100 + i) for i in range(5))

MIN_VERSION = Dimension("MinVersion", Shape.AT_LEAST, "Version")
MAX_VERSION = Dimension("MaxVersion", Shape.AT_MOST, "Version")
EXTENSION = Dimension("Extension", Shape.ALL_OF_ANY_OF, "Extension")
CAPABILITY = Dimension("Capability", Shape.ALL_OF_ANY_OF, "Capability")
DIMENSIONS = (MIN_VERSION, MAX_VERSION, EXTENSION, CAPABILITY)
UNIVERSE = {"Version": VERSIONS, "Extension": EXTENSIONS, "Capability": CAPABILITIES}

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
    lambda v, e, c: Target.of({"Version": v}, {"Extension": e, "Capability": c}),
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
    assert merge_all([], identity) == identity


@laws
@given(same_shape_triples())
def test_values_are_hashable_and_equal_values_hash_alike(triple):
    a, b, _ = triple
    rebuilt = type(a)(*(getattr(a, f.name) for f in dataclasses.fields(a)))
    assert rebuilt == a and hash(rebuilt) == hash(a)
    assert len({a, rebuilt, a.merge(b)}) in (1, 2)


# ---------------------------------------------------------------------------- semantics


@laws
@given(at_least, at_least, st.sampled_from(VERSIONS))
def test_lower_bounds_merge_to_conjunction(a, b, version):
    assert a.merge(b).satisfied_by(version) == (a.satisfied_by(version) and b.satisfied_by(version))


@laws
@given(at_most, at_most, st.sampled_from(VERSIONS))
def test_upper_bounds_merge_to_conjunction(a, b, version):
    assert a.merge(b).satisfied_by(version) == (a.satisfied_by(version) and b.satisfied_by(version))


@laws
@given(all_of, all_of, st.frozensets(st.sampled_from(EXTENSIONS)))
def test_groups_merge_to_conjunction(a, b, enabled):
    assert a.merge(b).satisfied_by(enabled) == (a.satisfied_by(enabled) and b.satisfied_by(enabled))


@laws
@given(requirements, requirements, targets)
def test_adding_a_requirement_never_allows_more_targets(a, b, target):
    merged = a.merge(b)
    if merged.satisfied_by(target, DIMENSIONS):
        assert a.satisfied_by(target, DIMENSIONS) and b.satisfied_by(target, DIMENSIONS)
    assert merged.satisfied_by(target, DIMENSIONS) == (
        a.satisfied_by(target, DIMENSIONS) and b.satisfied_by(target, DIMENSIONS)
    )


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
    assert conj.satisfied_by({"E1", "E2"}) and not conj.satisfied_by({"E0", "E1"})


def test_versions_order_by_value_not_by_symbol():
    v9, v10 = Case("V_9", 9), Case("V_10", 10)
    assert AtLeast(v9).merge(AtLeast(v10)).case == v10
    assert AtMost(v9).merge(AtMost(v10)).case == v9
    assert AtLeast(v10).satisfied_by(v10) and not AtLeast(v10).satisfied_by(v9)


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


# ---------------------------------------------------------------------------- least target


def _axis_requirements(reqs: Requirements, axis: str) -> Requirements:
    axis_of = {d.name: d.axis for d in DIMENSIONS}
    return Requirements({name: r for name, r in reqs.items() if axis_of[name] == axis})


def _subsets(cases):
    return (frozenset(c) for n in range(len(cases) + 1) for c in itertools.combinations(cases, n))


@laws
@given(requirements)
def test_least_target_is_legal_and_least(reqs):
    target = least_target(reqs, DIMENSIONS, UNIVERSE)
    if target is None:
        assert _no_legal_target(reqs)
        return
    assert reqs.satisfied_by(target, DIMENSIONS)
    # Axes are independent, so brute force each one on its own.
    version_reqs = _axis_requirements(reqs, "Version")
    if version_reqs.by_dimension:
        legal = [v for v in VERSIONS if version_reqs.satisfied_by(Target.of({"Version": v}), DIMENSIONS)]
        assert target.version("Version") == min(legal, key=Case.sort_key)
    for axis, cases in (("Extension", EXTENSIONS), ("Capability", CAPABILITIES)):
        axis_reqs = _axis_requirements(reqs, axis)
        legal = [s for s in _subsets(cases) if axis_reqs.satisfied_by(Target.of(enabled={axis: s}), DIMENSIONS)]
        chosen = target.enabled_on(axis)
        assert len(chosen) == min(len(s) for s in legal)
        # Also inclusion-minimal: dropping any case breaks it.
        for case in chosen:
            assert not axis_reqs.satisfied_by(Target.of(enabled={axis: chosen - {case}}), DIMENSIONS)


def _no_legal_target(reqs):
    for v in VERSIONS:
        if not _axis_requirements(reqs, "Version").satisfied_by(Target.of({"Version": v}), DIMENSIONS):
            continue
        ok = True
        for axis, cases in (("Extension", EXTENSIONS), ("Capability", CAPABILITIES)):
            axis_reqs = _axis_requirements(reqs, axis)
            if not any(axis_reqs.satisfied_by(Target.of(enabled={axis: s}), DIMENSIONS) for s in _subsets(cases)):
                ok = False
        if ok:
            return False
    return True


def test_least_target_examples():
    e0, e1, e2, e3 = EXTENSIONS[:4]
    reqs = Requirements.of(
        (MIN_VERSION, AtLeast(VERSIONS[3])),
        (MAX_VERSION, AtMost(VERSIONS[4])),
        (EXTENSION, AllOfAnyOf.of([[e1, e2], [e2, e3], [e0, e1]])),
    )
    target = least_target(reqs, DIMENSIONS, UNIVERSE)
    assert target.version("Version") == VERSIONS[3]
    # {E0, E2}, {E1, E2} and {E1, E3} all meet the three groups with two cases; the
    # tie goes to the lowest values.
    assert target.enabled_on("Extension") == {"E0", "E2"}
    # A min version above the max version: no target at all.
    impossible = reqs.add(MIN_VERSION, AtLeast(VERSIONS[5]))
    assert least_target(impossible, DIMENSIONS, UNIVERSE) is None
    # An empty any-of group is never met.
    assert least_target(Requirements.of((EXTENSION, AllOfAnyOf((AnyOf(()),)))), DIMENSIONS) is None
    # With no universe, an ordered axis chooses among the cases its bounds name.
    only_min = Requirements.of((MIN_VERSION, AtLeast(VERSIONS[2])))
    assert least_target(only_min, DIMENSIONS).version("Version") == VERSIONS[2]


# ---------------------------------------------------------------------------- least cover with implications
#
# least_cover is the one solver: least_target calls it without implications, and
# `odsgen deduce` (odsgen.analysis.check) with the spec's implied cases (a SPIR-V
# capability implies others): these laws test the code deduce runs.

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

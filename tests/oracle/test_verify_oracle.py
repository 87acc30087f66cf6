"""odsgen's op verifier (odsgen.runtime.verify) against mlir-opt's, on SPIR-V and TOSA.

tests/oracle/verify_modules.py writes well-formed instances of every op it can build
from odsgen's verifier data (several per op, types and attribute values drawn from fixed
pools), mlir-opt keeps those it accepts, and each of those is mutated: one operand or
result too many or too few, a wrong operand/result type, a required attribute left out,
an attribute of the wrong kind, an enum value that is no case, a bit enum with an
unknown bit, a value breaking a checked type trait (AllTypesMatch, AllElementTypesMatch,
TypesMatchWith...). Ops with a region constraint (SizedRegion) or a VariadicOfVariadic
group get chunks of their own: a region with the wrong number of blocks, segment sizes
that do not add up or are negative. mlir-opt (one ``--split-input-file`` run for all of them) is the oracle:
a chunk is invalid when it reports an error in it.

Requirements (issue 13):
- counts, presence and enum values: 100% agreement on every instance;
- every rejection by odsgen is real (odsgen's matchers over-approximate the constraints);
- among instances whose constraints odsgen checks completely (nothing listed as not
  checked): at least 99% agreement, each disagreement listed below with its reason.
"""

from __future__ import annotations

import collections
import random
import subprocess

import pytest

from odsgen.model import load_model
from odsgen.model.verify import build_verifier_specs, unchecked_counts
from odsgen.runtime.reader import read_text
from odsgen.runtime.verify import Verifier
from verify_modules import Case, base_instances, mutated_cases, odsgen_verdicts, run_mlir_opt

pytestmark = pytest.mark.oracle

ROOTS = ("mlir/Dialect/SPIRV/IR/SPIRVOps.td", "mlir/Dialect/Tosa/IR/TosaOps.td")

# Known disagreements among fully checked instances: (op, mutation) -> reason. Empty now.
KNOWN: dict[tuple[str, str], str] = {}


@pytest.fixture(scope="module")
def models(llvm_include):
    """{root: (its model, its verifier specs)} of ROOTS, built once for the module's tests."""
    out = {}
    for root in ROOTS:
        model = load_model([str(llvm_include / root)], [str(llvm_include)])
        out[root] = model, build_verifier_specs(model)
    return out


@pytest.fixture(scope="module")
def generated(models, llvm_include, mlir_opt, tmp_path_factory):
    """The chunks, mlir-opt's verdicts on the bases (which decide what is mutated), and the
    judge: the first half of the work, so that no test's setup does it all (issue 36, item 4).
    The chunks, like the judge's verdicts, are made once for the run (run_once), by the
    first of its workers that asks."""
    specs = []
    per_dialect = {}
    for root in ROOTS:
        s = models[root][1]
        per_dialect[root] = unchecked_counts(s)
        specs += s
    tmp = tmp_path_factory.mktemp("verify")

    def judge(chunks, path):  # (mlir-opt's verdicts once for the run, by the first of its workers that asks)
        from run_once import once

        texts = [c.text for c in chunks]
        return once("verify-oracle", (str(mlir_opt), texts), lambda: run_mlir_opt(str(mlir_opt), chunks, path))

    from run_once import once

    key = (str(llvm_include), ROOTS, str(mlir_opt), 13, 6)
    cases, first = once("verify-cases", key, lambda: mutated_cases(specs, random.Random(13), 6, judge, str(tmp)))
    return specs, per_dialect, cases, first, judge, str(tmp), key


@pytest.fixture(scope="module")
def differential(generated):
    """``differential_cases`` of the specs (6 variants, seed 13) and odsgen's verdicts:
    the cases, mlir-opt's verdicts, odsgen's, and the unchecked counts by dialect.

    Both verdicts once for the run (run_once), and at the same time: mlir-opt judges the
    cases in a thread (a subprocess: the GIL is free) while odsgen's verifier judges them
    here, so the setup of the test that first asks is the longer of the two, not their sum
    (issue 36, item 4: it took 61 s on a noisy machine)."""
    specs, per_dialect, cases, first, judge, tmp, key = generated
    from concurrent.futures import ThreadPoolExecutor

    from run_once import once

    with ThreadPoolExecutor(1) as pool:
        theirs = pool.submit(judge, cases[len(first) :], f"{tmp}/cases.mlir")
        mine = once(
            "verify-odsgen", (key, [(c.op, c.text) for c in cases]), lambda: odsgen_verdicts(Verifier(specs), cases)
        )
        upstream = first + theirs.result()
    return cases, upstream, mine, per_dialect


def test_enough_ops(generated):
    cases = generated[2]
    assert len(cases) >= 5000
    by_cat = collections.Counter(c.category for c in cases)
    for cat in ("base", "count", "type", "presence", "kind", "enum", "trait", "region", "segments"):
        assert by_cat[cat] > 0, cat


def test_mlir_opt_judges_every_case(differential):
    cases, upstream, _, _ = differential
    assert len(upstream) == len(cases)
    assert 0 < sum(rejected for rejected, _ in upstream) < len(cases)


def test_odsgen_judges_every_case(differential):
    cases, _, mine, _ = differential
    assert len(mine) == len(cases)
    assert 0 < sum(rejected for rejected, _, _ in mine) < len(cases)


def test_counts_presence_enums_agree(differential):
    cases, upstream, mine, _ = differential
    bad = [
        (c.op, c.mutation, u[1], m[2])
        for c, u, m in zip(cases, upstream, mine)
        if c.category in ("count", "presence", "enum") and u[0] != m[0]
    ]
    assert not bad, bad[:20]


def test_structure_agrees_in_mlir_words(differential):
    """Region block counts (SizedRegion...) and VariadicOfVariadic segment sizes: both
    reject, with mlir-opt's message (these ops' C++ verifiers run after, so the message is
    the ODS invariant's even where odsgen lists other checks as not performed)."""
    cases, upstream, mine, _ = differential
    picked = [(c, u, m) for c, u, m in zip(cases, upstream, mine) if c.category in ("region", "segments")]
    assert {c.category for c, _, _ in picked} == {"region", "segments"}
    assert not [(c.op, c.mutation, u[1], m[2]) for c, u, m in picked if not (u[0] and m[0])]
    # Where mlir-opt's first error is the check itself (not a trait odsgen lists as not
    # performed, such as SingleBlockImplicitTerminator, that MLIR runs first), odsgen's
    # first error is the same message.
    words = ("failed to verify constraint: region", "specified in attribute", "cannot have negative elements")
    same_check = [(c, u, m) for c, u, m in picked if any(w in u[1] for w in words)]
    assert same_check
    bad = [(c.op, c.mutation, u[1], m[2]) for c, u, m in same_check if not u[1].endswith(f"op {m[2]}")]
    assert not bad, bad[:20]


def test_rejections_are_real(differential):
    """odsgen never rejects what mlir-opt accepts (its matchers over-approximate)."""
    cases, upstream, mine, _ = differential
    bad = [(c.op, c.mutation, m[2], c.text) for c, u, m in zip(cases, upstream, mine) if m[0] and not u[0]]
    assert not bad, bad[:10]


def test_checked_agreement(differential):
    cases, upstream, mine, _ = differential
    checked = [(c, u, m) for c, u, m in zip(cases, upstream, mine) if m[1]]
    disagree = [(c.op, c.mutation, u[1]) for c, u, m in checked if u[0] != m[0]]
    unexplained = [d for d in disagree if (d[0], d[1]) not in KNOWN]
    assert checked
    assert not unexplained, unexplained[:20]
    assert 1 - len(disagree) / len(checked) >= 0.99


def test_mutations_rejected_or_listed_unchecked(differential):
    """Every mutation mlir-opt rejects is rejected by odsgen, or odsgen lists what it did not check."""
    cases, upstream, mine, _ = differential
    bad = [
        (c.op, c.mutation, u[1])
        for c, u, m in zip(cases, upstream, mine)
        if c.category != "base" and u[0] and not m[0] and m[1]
    ]
    assert not bad, bad[:20]


def test_unchecked_counts(differential, capsys):
    """The figures of docs/verify.md's table, printed: per dialect, how
    many constraints odsgen does not check completely. A constraint it lists as not
    checked is one of the op's, and fully checked ops list nothing."""
    *_, per_dialect = differential
    with capsys.disabled():
        for root, counts in per_dialect.items():
            print(f"\n{root}: {counts}")
    for counts in per_dialect.values():
        assert counts["value_constraints_unchecked"] <= counts["value_constraints"]
        assert counts["attribute_constraints_unchecked"] <= counts["attribute_constraints"]
        assert counts["ops_fully_checked"] <= counts["ops"]


@pytest.fixture(scope="module")
def arith_verifier(llvm_include):
    """odsgen's verifier of the Arith dialect, built once for the module's tests."""
    model = load_model([str(llvm_include / "mlir/Dialect/Arith/IR/ArithOps.td")], [str(llvm_include)])
    return Verifier(build_verifier_specs(model))


@pytest.mark.parametrize(
    "op",
    [
        '%1 = "arith.addi"(%a, %a) <1 : i32> : (i32, i32) -> i32',  # an op with properties
        '%1 = "arith.addf"(%f, %f) <"fast"> : (f32, f32) -> f32',
        '%1 = "arith.andi"(%a, %a) <[1, 2]> : (i32, i32) -> i32',  # an op without
    ],
)
def test_properties_that_are_not_a_dictionary(arith_verifier, mlir_opt, tmp_path, op):
    """Generic-form properties (``<...>``) that are no dictionary: mlir-opt's error, in its
    words, is odsgen's (mlir-opt's is a parse error, at the op name)."""
    src = '%a = "test.src"() : () -> i32\n  %f = "test.src"() : () -> f32'
    text = f'"builtin.module"() ({{\n  {src}\n  {op}\n}}) : () -> ()\n'
    path = tmp_path / "m.mlir"
    path.write_text(text)
    args = [str(mlir_opt), "--allow-unregistered-dialect", str(path)]
    ref = subprocess.run(args, capture_output=True, text=True, timeout=60)
    assert ref.returncode != 0
    want = ref.stderr.splitlines()[0].split(": error: ", 1)[1]
    op_ = next(o for o in read_text(text, "m.mlir").walk() if o.name.startswith("arith."))
    assert [d.message for d in arith_verifier.diagnostics(op_)] == [want]


SIZE_TRAIT_ROOTS = (
    "mlir/Dialect/SPIRV/IR/SPIRVOps.td",
    "mlir/Dialect/Tosa/IR/TosaOps.td",
    "mlir/Dialect/SCF/IR/SCFOps.td",
    "mlir/Dialect/ControlFlow/IR/ControlFlowOps.td",
)


def test_region_and_successor_counts_in_mlir_words(llvm_include, models, mlir_opt, tmp_path):
    """Every shape of region and successor count ODS gives an op (ZeroRegions, OneRegion,
    NRegions<n>, AtLeastNRegions<n>; the same for successors), one op of each, a count
    too few and too many: odsgen's message is mlir-opt's, word for word (issue 20, item 27)."""
    from verify_modules import _copy, _values_and_attributes

    specs = []
    for root in SIZE_TRAIT_ROOTS:
        specs += (
            models[root][1]
            if root in models
            else build_verifier_specs(load_model([str(llvm_include / root)], [str(llvm_include)]))
        )
    verifier = Verifier(specs)
    rng = random.Random(27)
    picked: dict[tuple[str, int, bool], list[Case]] = {}
    for s in sorted(specs, key=lambda s: s.name):
        for kind, want in (("region", s.regions), ("successor", s.successors)):
            fixed = sum(1 for _, variadic in want if not variadic)
            variadic = any(variadic for _, variadic in want)
            if (kind, fixed, variadic) in picked or (kind == "successor" and "Terminator" not in s.traits):
                continue  # (successors in a non-terminator are a parse error)
            inst = _values_and_attributes(s, rng)
            if inst is None:
                continue
            wrongs = [n for n in ((fixed - 1,) if variadic else (fixed - 1, fixed + 1)) if n >= 0]
            if not wrongs:
                continue  # (every region variadic: any count will do)
            cases = []
            for n in wrongs:
                if kind == "region":
                    text = _copy(inst, blocks=[0] * n).text()
                else:
                    text = _copy(inst, blocks=[0] * len(s.regions), successors=n).text()
                    if n == 0:  # (a terminator, in a function of its own)
                        text = (
                            '"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n' + text + "}) : () -> ()\n"
                        )
                cases.append(Case(s.name, f"{n} {kind}s", kind, text))
            picked[(kind, fixed, variadic)] = cases
    shapes = set(picked)
    for shape in (("region", 0, False), ("region", 1, False), ("region", 2, False), ("region", 1, True)):
        assert shape in shapes, shape
    for shape in (("successor", 0, False), ("successor", 1, False), ("successor", 2, False), ("successor", 1, True)):
        assert shape in shapes, shape
    cases = [c for cs in picked.values() for c in cs]
    upstream = run_mlir_opt(str(mlir_opt), cases, str(tmp_path / "counts.mlir"))
    bad = []
    for c, (rejected, first) in zip(cases, upstream):
        ops = [op for op in read_text(c.text, "<case>").walk() if op.name == c.op]
        mine = [p.message for p in verifier.verify(ops[0]).errors if p.category == c.category]
        if not rejected or mine != [first.partition(" op ")[2]] or not first.startswith(f"'{c.op}' op "):
            bad.append((c.op, c.mutation, first, mine))
    assert not bad, bad


def test_properties_on_an_op_without_them(models, mlir_opt, tmp_path):
    """A ``<{...}>`` dictionary on an op whose ODS definition gives it no properties (no
    attribute, property or segment sizes) is mlir-opt's parse error "this operation does
    not support properties"; on an op with properties an unknown name is dropped. One
    well-formed instance of every SPIR-V and TOSA op with an extra ``bogus`` property:
    odsgen rejects exactly those mlir-opt rejects so, in its words (issue 20, item 10)."""
    from verify_modules import _copy

    specs = [s for root in ROOTS for s in models[root][1]]
    verifier = Verifier(specs)
    rng = random.Random(10)
    cases = []
    for s in specs:
        for inst in base_instances(s, rng, 1):
            bogus = _copy(inst, props={**inst.props, "bogus": "1 : i32"})
            cases.append(Case(s.name, "bogus property", "properties", bogus.text()))
    upstream = run_mlir_opt(str(mlir_opt), cases, str(tmp_path / "props.mlir"))
    without = 0
    bad = []
    for c, (_, first) in zip(cases, upstream):
        ops = [op for op in read_text(c.text, "<case>").walk() if op.name == c.op]
        mine = [p.message for p in verifier.verify(ops[0]).errors if p.category == "properties"]
        theirs = [first] if "does not support properties" in first else []
        without += bool(theirs)
        if mine != theirs:
            bad.append((c.op, first, mine))
    assert without >= 50 and len(cases) - without >= 50
    assert not bad, bad[:10]


@pytest.mark.parametrize("root", ROOTS)
def test_generated_package_verifies_with_the_models_data(root, llvm_include, models):
    """The generated package's VERIFIER, built from its op classes' constraints and
    CHECKS (issue 25, item 2), holds the model's data op for op: the differential above
    is the generated package's too."""
    from importlib import import_module

    from odsgen.codegen.load import load_generated

    model, want = models[root]
    pkg = load_generated(model, [str(llvm_include / root)], [str(llvm_include)])
    got = import_module(pkg.__name__ + ".ops").VERIFIER.specs
    assert list(got) == [s.name for s in want]
    assert [s.name for s in want if got[s.name] != s] == []

"""The golden packages imported and exercised: queries, accessors, enums, targets,
per-version modules, and the samples of every example."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from golden_support import GOLDEN, REPO, examples, golden_package
from odsgen.runtime import ir
from odsgen.runtime.reader import read_file, read_text

F32, I32 = ir.FloatType("f32"), ir.IntegerType(32)


# --------------------------------------------------------------------------- the RFC example


@pytest.fixture(scope="module")
def rfc():
    return golden_package("rfc")


def _a(result_type, attr=ir.FloatAttr(1.5, F32)):
    attrs = {"attr": attr} if attr is not None else None
    return ir.Operation.create("example.a", result_types=[result_type], attributes=attrs)


def test_rfc_op_a_f32_result_needs_v3(rfc):
    a = rfc.AOp(_a(F32))
    assert a.get_min_version() is rfc.Version.V_3
    (p,) = a.requirements().get("MinVersion").provenance
    assert (p.kind.value, p.name) == ("result", "example.a::result")


def test_rfc_op_a_i32_result_needs_v2_for_its_f32_attribute(rfc):
    a = rfc.AOp(_a(I32))
    assert a.get_min_version() is rfc.Version.V_2
    (p,) = a.requirements().get("MinVersion").provenance
    # (the package keeps the name relative to the spec's folder; str() names it as reports do)
    assert (p.kind.value, p.name, p.loc.text()) == ("attribute", "example.a::attr", "example.td:47:5")


def test_rfc_op_a_without_the_f32_attribute_needs_only_its_own_v1(rfc):
    assert rfc.AOp(_a(I32, attr=None)).get_min_version() is rfc.Version.V_1
    # An attribute that is not f32 does not match AttrAvailableAt<F32Attr>.
    assert rfc.AOp(_a(I32, attr=ir.FloatAttr(1.0, ir.FloatType("f64")))).get_min_version() is rfc.Version.V_1


def test_rfc_sample_module(rfc):
    module = read_file(str(REPO / "examples/rfc/sample.mlir"))
    got = [(op.line, rfc.wrap(op).get_min_version()) for op in module.walk() if op.name in rfc.OPS]
    assert got == [(4, rfc.Version.V_2), (5, rfc.Version.V_3)]


def test_rfc_accessors_and_construction(rfc):
    op = _a(F32)
    a = rfc.AOp(op)
    assert a.attr == ir.FloatAttr(1.5, F32) and a.result is op.results[0]
    assert rfc.AOp.OPERATION_NAME == "example.a" and rfc.AOp.SOURCE_LOC == "example.td:43:5"
    assert isinstance(a, rfc.QueryMinVersionInterface)
    with pytest.raises(ValueError):
        rfc.AOp(ir.Operation.create("example.b"))
    with pytest.raises(AttributeError):
        a.attr = None
    assert rfc.wrap(ir.Operation.create("other.op")) is None


def test_rfc_target_and_conversion_target(rfc):
    env = rfc.TargetEnv(version=rfc.Version.V_2)
    f32_op, i32_op = _a(F32), _a(I32)
    assert env.is_legal(i32_op)
    verdict = env.is_legal(f32_op)
    assert not verdict
    (reason,) = verdict.reasons
    assert (reason.dimension, reason.kind, reason.required.case.symbol, reason.allowed) == (
        "MinVersion",
        "too-new",
        "V_3",
        rfc.Version.V_2,
    )
    assert reason.provenance[0].name == "example.a::result"
    assert json.dumps(reason.to_json())
    ct = rfc.conversion_target(env)
    assert ct.is_legal(i32_op) is True and ct.is_legal(f32_op) is False
    assert ct.is_legal(ir.Operation.create("func.return")) is None
    ct.add_legal_dialect("func").add_illegal_op(rfc.AOp)
    assert ct.is_legal(ir.Operation.create("func.return")) is True and ct.is_legal(i32_op) is False


def test_rfc_per_version_modules(rfc):
    import importlib

    for mod in ("v1", "v2", "v3"):
        m = importlib.import_module(f"{rfc.__name__}.{mod}")
        assert m.AOp is rfc.AOp  # re-exported, not copied
    assert importlib.import_module(f"{rfc.__name__}.v3").VERSION is rfc.Version.V_3


def test_memo_is_keyed_on_what_the_answer_depends_on(rfc):
    ops = [_a(F32) for _ in range(50)] + [_a(I32) for _ in range(50)]
    answers = {id(rfc.AOp.answers_of(op)) for op in ops}
    assert len(answers) == 2  # two distinct (attribute, result type) keys


# --------------------------------------------------------------------------- gpu: versions, extensions, capabilities


@pytest.fixture(scope="module")
def gpu():
    return golden_package("gpu")


def test_gpu_per_version_import_error(gpu):
    ns: dict = {}
    exec(f"from {gpu.__name__}.v1_3 import GroupNonUniformBallotOp", ns)
    assert ns["GroupNonUniformBallotOp"] is gpu.GroupNonUniformBallotOp
    with pytest.raises(ImportError):
        exec(f"from {gpu.__name__}.v1_0 import GroupNonUniformBallotOp", {})


def test_gpu_enum_cases_per_version(gpu):
    import importlib

    v10 = importlib.import_module(f"{gpu.__name__}.v1_0")
    v13 = importlib.import_module(f"{gpu.__name__}.v1_3")
    for enum_cls, cases in v13.ENUM_CASES.items():
        assert set(v10.ENUM_CASES[enum_cls]) <= set(cases)
    for enum_cls, cases in v10.ENUM_CASES.items():
        for case in cases:
            mv = case.get_min_version() if hasattr(case, "get_min_version") else None
            assert mv is None or mv <= gpu.Version.V_1_0


def test_gpu_case_queries_and_spellings(gpu):
    assert gpu.Version.from_spelling("v1.3") is gpu.Version.V_1_3
    assert gpu.Version.V_1_3.spelling == "v1.3"
    for case in gpu.Scope:
        req = case.requirements()
        for name in req.by_dimension:
            assert name in {d.name for d in gpu.DIMENSIONS}


def test_gpu_enums_print_as_their_spelling_and_keep_their_value(gpu):
    v = gpu.Version.V_1_3
    assert (str(v), f"{v}", int(v), f"{v:d}") == ("v1.3", "v1.3", v.value, str(v.value))
    assert gpu.Version.from_spelling(str(v)) is v and v == v.value and isinstance(v, int)
    for enum_cls in gpu.ENUMS:
        for case in enum_cls:
            assert str(case) == case.spelling and enum_cls.from_spelling(str(case)) is case
            assert int(case) == case.value
    assert repr(v) == f"<Version.V_1_3: {v.value}>"  # repr still shows the member and its value
    m = gpu.MemoryAccess
    both = m.Volatile | m.Nontemporal
    assert (str(both), int(both)) == ("Volatile|Nontemporal", 5)
    assert str(m(0)) == m.None_.spelling == "None"
    assert str(m(1 << 30 | 2)) == f"Aligned|{1 << 30}"  # a bit no case names: its value
    # Undefined bits alone, then with a case (issue 20, item 24): Python keeps each value
    # made as a case without a name, which is not a case to spell.
    assert [str(m(1 << 28)), str(m(1 << 29 | 1 << 28)), str(m(1 << 28 | 4))] == [
        str(1 << 28),
        f"{1 << 28}|{1 << 29}",
        f"Nontemporal|{1 << 28}",
    ]


def test_importing_an_op_a_version_lacks_says_why():
    """Each per-version module of the dataflow example (ops added at V_2.., one removed
    after V_3) against the spec's own bounds, as ``odsgen avail --json`` gives them."""
    import importlib
    import pkgutil

    import odsgen

    df = golden_package("dataflow")
    spec = odsgen.load_spec(REPO / "examples/dataflow/dataflow.td")
    bounds = {o["name"]: o["requirements"] for o in odsgen.availability(spec)["ops"]}
    order = [c.name for c in df.Version]
    seen = set()
    modules = [importlib.import_module(f"{df.__name__}.{m.name}") for m in pkgutil.iter_modules(df.__path__)]
    modules = [m for m in modules if hasattr(m, "VERSION")]
    assert sorted(m.VERSION for m in modules) == list(df.Version)
    for mod in modules:
        version = mod.VERSION
        for cls in set(df.OPS.values()):
            req = bounds[cls.OPERATION_NAME]
            lo, hi = req.get("MinVersion"), req.get("MaxVersion")
            if lo is not None and order.index(lo) > order.index(version.name):
                why = f"added in {lo}"
            elif hi is not None and order.index(hi) < order.index(version.name):
                why = f"removed after {hi}"
            else:
                assert getattr(mod, cls.__name__) is cls
                continue
            seen.add(why.split(" in ")[0].split(" after ")[0])
            message = f"'{cls.__name__}' is not in '{mod.__name__}': {why}"
            with pytest.raises(ImportError) as exc:
                exec(f"from {mod.__name__} import {cls.__name__}", {})
            assert str(exc.value) == message
            with pytest.raises(AttributeError) as exc:
                getattr(mod, cls.__name__)
            assert str(exc.value) == message
            assert not hasattr(mod, cls.__name__) and getattr(mod, cls.__name__, None) is None
    assert seen == {"added", "removed"}
    with pytest.raises(ImportError, match="cannot import name 'NoSuchOp'"):
        exec(f"from {df.__name__}.v4 import NoSuchOp", {})


def test_pydoc_shows_each_accessor_with_its_type_and_summary_and_no_internals():
    import pydoc

    from odsgen.runtime import opview

    df = golden_package("dataflow")
    seen = 0
    for cls in set(df.OPS.values()):
        text = pydoc.render_doc(cls, renderer=pydoc.plaintext)
        assert "answers_of(op: 'Operation') -> 'Answers'" in text
        for bad in ("_fast=", "_slow=", "_memo", "_shared="):
            assert bad not in text, (cls.__name__, bad)
        for name, acc in vars(cls).items():
            if isinstance(acc, opview.Accessor):
                seen += 1
                assert acc.__doc__.split(":")[0] in {
                    "Value",
                    "Value | None",
                    "tuple[Value, ...]",
                    "OpResult",
                    "OpResult | None",
                    "tuple[OpResult, ...]",
                    "Attribute",
                    "Attribute | None",
                    "Region",
                    "tuple[Region, ...]",
                    "Block",
                    "tuple[Block, ...]",
                } or acc.__doc__.startswith(tuple(e.__name__ for e in df.ENUMS)), acc.__doc__
                assert acc.summary and acc.__doc__.endswith(acc.summary)
                assert f"{name}\n |      {acc.__doc__}" in text
    assert seen > 10


def test_gpu_capability_implications(gpu):
    env = gpu.TargetEnv(version=gpu.Version.V_1_3, capabilities=[gpu.Capability.Int64Atomics])
    assert env.allows(gpu.Capability.Int64)
    assert not env.allows(gpu.Capability.Float16)


def test_gpu_case_tables_are_built_on_first_use():
    """A freshly imported package has built no enum's case table (attach_cases got a lambda);
    a case's requirements build its enum's table alone, and answer as the committed table says."""
    code = (
        "import sys\n"
        f"sys.path.insert(0, {str(REPO)!r})\n"
        f"sys.path.insert(1, {str(GOLDEN / 'gpu')!r})\n"
        "import gs\n"
        "pending = sorted(e.__name__ for e in gs.ENUMS if e._odsgen_make_table is not None)\n"
        "print(pending)\n"
        "needs = gs.Capability.StorageBuffer16BitAccess.requirements()\n"
        "print(needs.get('Extension') is not None, gs.Capability._odsgen_make_table is None)\n"
        "print(sorted(e.__name__ for e in gs.ENUMS if e._odsgen_make_table is not None))\n"
        "print(gs.Capability.StorageBuffer16BitAccess.get_extensions())\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    pending, built, rest, answer = proc.stdout.splitlines()
    assert pending == str(["Capability", "MemoryAccess", "Scope"])
    assert (built, rest) == ("True True", str(["MemoryAccess", "Scope"]))
    assert answer == "((<Extension.KHR_16bit_storage: 0>,),)"


def test_gpu_op_classes_are_specialized_on_first_use():
    """A freshly imported package has specialized no op class; reading one class's
    ``ANSWERS_OF`` entry specializes that class alone, and it answers as its queries do."""
    code = (
        "import sys\n"
        f"sys.path.insert(0, {str(REPO)!r})\n"
        f"sys.path.insert(1, {str(GOLDEN / 'gpu')!r})\n"
        "import gs\n"
        "done = lambda: sorted(n for n, c in gs.OPS.items() if '_odsgen_specialized' in c.__dict__)\n"
        "print(done())\n"
        "fn = gs.ANSWERS_OF['gs.load']\n"
        "print(done(), gs.ANSWERS_OF.get('gs.nope'), len(gs.ANSWERS_OF) == len(gs.OPS))\n"
        "print(gs.LoadOp.get_min_version(), gs.StoreOp.get_min_version(), done())\n"
        "print(gs.OPS['gs.load'].answers_of is fn, fn.__name__)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert proc.stdout.splitlines() == [
        "[]",
        "['gs.load'] None True",
        "v1.0 v1.0 ['gs.load', 'gs.store']",
        "True answers_of",
    ]


def test_gpu_sample_reasons_name_dimension_requirement_target_and_provenance(gpu):
    module = read_file(str(REPO / "examples/gpu/sample.mlir"))
    env = gpu.TargetEnv(version=gpu.Version.V_1_0)
    reasons = [r for op in module.walk() if op.name in gpu.OPS for r in env.is_legal(op).reasons]
    assert reasons
    dims = {r.dimension for r in reasons}
    assert {"MinVersion", "Capability"} <= dims
    for r in reasons:
        assert r.provenance and all(p.loc is not None for p in r.provenance)
        assert r.kind in ("too-new", "removed", "missing")
    full = gpu.TargetEnv(version=gpu.Version.V_1_3, extensions=list(gpu.Extension), capabilities=list(gpu.Capability))
    assert all(full.is_legal(op) for op in module.walk() if op.name in gpu.OPS)


def test_gpu_reasons_spell_versions_as_the_target_does(gpu):
    """Both sides of a version reason in the target's spelling (v1.3, not V_1_3)."""
    module = read_file(str(REPO / "examples/gpu/sample.mlir"))
    env = gpu.TargetEnv(version=gpu.Version.V_1_0)
    too_new = [r for op in module.walk() if op.name in gpu.OPS for r in env.is_legal(op).reasons if r.kind == "too-new"]
    assert too_new
    for r in too_new:
        needed = gpu.Version(r.required.case.value).spelling
        assert r.message == f"MinVersion: needs version {needed} or later; the target has v1.0"
    assert not any("V_" in r.message for op in module.walk() if op.name in gpu.OPS for r in env.is_legal(op).reasons)


# --------------------------------------------------------------------------- every example


@pytest.mark.parametrize("name,spec", examples(), ids=[n for n, _ in examples()])
def test_every_example_sample_answers_with_the_annotated_types(name, spec):
    import typing

    pkg = golden_package(name)
    sample = spec.parent / "sample.mlir"
    if not sample.exists():
        pytest.skip("no sample")
    module = read_file(str(sample))
    seen = 0
    for op in module.walk():
        view = pkg.ops.wrap(op)
        if view is None:
            continue
        seen += 1
        for dim in pkg.interfaces.DIMENSIONS:
            value = getattr(view, dim.method)()
            assert value == view.answers().values[dim.index]
            if isinstance(value, tuple):
                assert all(isinstance(m, dim.enum) for g in value for m in g)
            else:
                assert value is None or isinstance(value, dim.enum)
        for attr_name, acc in vars(type(view)).items():
            if hasattr(acc, "read") and not attr_name.startswith("_"):
                getattr(view, attr_name)  # every accessor reads without error
        hints = typing.get_type_hints(pkg.interfaces.DIMENSIONS[0].enum)  # annotations resolve
        assert isinstance(hints, dict)
    assert seen


@pytest.mark.parametrize("name,spec", examples(), ids=[n for n, _ in examples()])
def test_avail_module_answers_what_the_package_answers(name, spec, tmp_path):
    sample = spec.parent / "sample.mlir"
    if not sample.exists():
        pytest.skip("no sample")
    pkg = golden_package(name)
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "odsgen",
            "avail",
            str(spec.relative_to(REPO)),
            "--module",
            str(sample.relative_to(REPO)),
            "--json",
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    ops = [op for op in read_file(str(sample)).walk() if op.name in pkg.OPS]
    assert [e["at"] for e in data["ops"]] == [f"{sample.relative_to(REPO)}:{op.line}:{op.col}" for op in ops]
    for entry, op in zip(data["ops"], ops):
        assert entry["requirements"] == pkg.ops.answers_of(op).requirements.to_json()
        assert entry["name"] == op.name and entry["def"]


def test_read_text_module_through_generated_dispatch(rfc):
    m = read_text(
        '"builtin.module"() ({\n  %0 = "example.a"() {attr = 1.0 : f32} : () -> f32\n}) : () -> ()\n', "x.mlir"
    )
    (op,) = [o for o in m.walk() if o.name == "example.a"]
    assert rfc.ops.answers_of(op).requirements.to_json() == {"MinVersion": "V_3"}


# --------------------------------------------------------------------------- attachment points


def _i32(v: int):
    return ir.IntegerAttr(v, ir.IntegerType(32))


def test_optional_enum_attribute_counts_when_present_only(gpu):
    ptr = ir.Value(ir.DialectType("gs", "ptr", "f32, 12"))
    plain = gpu.LoadOp(ir.Operation.create("gs.load", [ptr], [ir.FloatType("f32")]))
    mask = int(gpu.MemoryAccess.Nontemporal | gpu.MemoryAccess.MakePointerAvailable)
    flagged = gpu.LoadOp(
        ir.Operation.create("gs.load", [ptr], [ir.FloatType("f32")], attributes={"memory_access": _i32(mask)})
    )
    assert plain.memory_access is None and flagged.memory_access == gpu.MemoryAccess(mask)
    assert plain.get_min_version() < flagged.get_min_version()  # per set bit: Nontemporal needs v1.1
    extra = {frozenset(g) for g in flagged.get_capabilities()} - {frozenset(g) for g in plain.get_capabilities()}
    assert extra and all(gpu.Capability.VulkanMemoryModel in g for g in extra)
    kinds = {p.kind.value for r in flagged.requirements().by_dimension.values() for p in r.provenance}
    assert "enum-case" in kinds


def test_default_valued_enum_attribute_counts_when_present(gpu):
    def barrier(**attrs):
        return gpu.ControlBarrierOp(ir.Operation.create("gs.control_barrier", attributes=attrs))

    absent = barrier(execution_scope=_i32(2))
    queue_family = barrier(execution_scope=_i32(2), memory_scope=_i32(int(gpu.Scope.QueueFamily)))
    assert absent.memory_scope is None  # absent adds nothing (the default is the op's business)
    assert queue_family.memory_scope is gpu.Scope.QueueFamily
    assert queue_family.get_min_version() is gpu.Version.V_1_2
    assert absent.get_min_version() < queue_family.get_min_version()


VARIADIC_SPEC = """
include "odsgen/base.td"
def V_Dialect : Dialect { let name = "v"; }
def V_1 : I32EnumAttrCase<"V_1", 0>;
def V_2 : I32EnumAttrCase<"V_2", 1>;
def V_VersionAttr : I32EnumAttr<"Version", "versions", [V_1, V_2]>;
class MinVersion<I32EnumAttrCase min> : PyMinVersionBase<"QueryMinVersionInterface", V_VersionAttr, min>;
def V_SumOp : Op<V_Dialect, "sum"> {
  let availability = [MinVersion<V_1>];
  let arguments = (ins I32:$first, Variadic<AnyTypeOf<[I32, TypeAvailableAt<F32, [MinVersion<V_2>]>]>>:$rest,
                   Optional<TypeAvailableAt<F16, [MinVersion<V_2>]>>:$extra);
}
"""


def test_each_value_of_a_variadic_is_checked_and_an_absent_optional_adds_nothing(tmp_path):
    from golden_support import import_package
    from odsgen.codegen.generate import GenRequest, generate

    spec = tmp_path / "v.td"
    spec.write_text(VARIADIC_SPEC)
    generate(GenRequest(specs=[str(spec)], outdir=str(tmp_path / "out"), format=False, use_cache=False))
    pkg = import_package(tmp_path / "out" / "v", "variadic_pkg")
    i32, f32, f16 = ir.IntegerType(32), ir.FloatType("f32"), ir.FloatType("f16")

    def sum_op(*types, extra=None):
        values = [ir.Value(t) for t in types]
        sizes = [1, len(types) - 1, 0 if extra is None else 1]
        if extra is not None:
            values.append(ir.Value(extra))
        props = {"operandSegmentSizes": ir.DenseArrayAttr(ir.IntegerType(32), sizes)}
        return pkg.SumOp(ir.Operation.create("v.sum", values, properties=props))

    assert sum_op(i32).get_min_version() is pkg.Version.V_1
    assert sum_op(i32, i32, i32).get_min_version() is pkg.Version.V_1
    assert sum_op(i32, i32, f32, i32).get_min_version() is pkg.Version.V_2  # one f32 among the values
    assert sum_op(i32, i32, extra=f16).get_min_version() is pkg.Version.V_2
    view = sum_op(i32, i32, f32, extra=f16)
    assert [v.type for v in view.rest] == [i32, f32] and view.extra.type == f16 and view.first.type == i32
    assert sum_op(i32).extra is None and sum_op(i32).rest == ()


def test_str_of_a_reason_is_the_cli_wording(gpu):
    """``str(Reason)`` is the line ``odsgen validate`` prints for it (one wording), not a repr."""
    module = read_file(str(REPO / "examples/gpu/sample.mlir"))
    env = gpu.TargetEnv(version=gpu.Version.V_1_0)
    reasons = [r for op in module.walk() if op.name in gpu.OPS for r in env.is_legal(op).reasons]
    kinds = {r.kind for r in reasons}
    assert {"too-new", "missing"} <= kinds
    cli = subprocess.run(
        [sys.executable, "-m", "odsgen", "validate", "examples/gpu/sample.mlir", "--spec", "examples/gpu/gpu.td"]
        + ["--target", "version=v1.0", "--no-cache"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert cli.returncode == 1, cli.stderr
    printed = {line[len("  note: ") :] for line in cli.stdout.splitlines() if line.startswith("  note: ")}
    for r in reasons:
        assert str(r) in printed
        assert len(str(r)) < 120
    assert "Capability: needs one of VulkanMemoryModel, VulkanMemoryModelKHR; the target enables none of them" in {
        str(r) for r in reasons
    }


def test_requirements_repr_reads_like_the_constructor_call():
    """``OWN_REQUIREMENTS`` and an annotation's requirements print as the generated
    source spells them (issue 25), not as the algebra's internal objects."""
    rfc = golden_package("rfc")
    assert repr(rfc.AOp.OWN_REQUIREMENTS) == 'Requirements(MinVersion=AtLeast(Version.V_1, at="example.td:45:22"))'
    assert repr(rfc.AOp._odsgen_avail_attr.requirements) == (
        'Requirements(MinVersion=AtLeast(Version.V_2, attribute="example.a::attr", at="example.td:47:5"))'
    )
    gs = golden_package("gpu")
    reqs = repr(gs.IAddOp.OWN_REQUIREMENTS)
    assert (
        reqs.startswith('Requirements(MinVersion=AtLeast(Version.V_1_0, at="gpu.td:')
        and "Capability=AllOfAnyOf(" in reqs
    )
    assert "AnyOf(Capability.Shader, at=" in reqs
    from odsgen.runtime.algebra import AtLeast, Case, Requirements

    # Without a generated enum's member, a case prints as its constructor call; a
    # dimension that is not an identifier keeps the mapping form.
    assert (
        repr(Requirements({"not one": AtLeast(Case('V"1', 1))}))
        == 'Requirements({"not one": AtLeast(Case("V\\"1", 1))})'
    )
    assert Requirements(MinVersion=AtLeast(Case("V", 1))) == Requirements({"MinVersion": AtLeast(Case("V", 1))})

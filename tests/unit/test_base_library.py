"""odsgen's base library (tdlib/odsgen) and the example dialects built on it.

* Every library file and every example spec evaluates, and (oracle) llvm-tblgen 22
  prints exactly the records odsgen prints.
* The library's classes have MLIR ODS's names and fields, and the RFC's Availability
  fields exactly.
* Every availability def's merge strings parse in the merge-action language and have a
  meaning the requirement algebra knows.
* Every sample module reads with odsgen's reader and (oracle) mlir-opt, and names only
  ops its spec defines.
* Together the examples put availability on every attachment point the RFC names.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from odsgen.runtime.algebra import Shape
from odsgen.avail.merge_action.parse import parse_availability_spec
from odsgen.model import constraints as C
from odsgen.runtime import matchers as mt
from odsgen.records import load_root
from odsgen.records.printer import print_records
from odsgen.records.values import DefRef, List, Str
from odsgen.resources import data_dir
from odsgen.runtime.reader import read_file

ROOT = Path(__file__).resolve().parents[2]
TDLIB = data_dir("tdlib")
LIBRARY_FILES = sorted((TDLIB / "odsgen").glob("*.td"))
EXAMPLES = {
    "rfc": ROOT / "examples/rfc/example.td",
    "runtime": ROOT / "examples/runtime/runtime.td",
    "dataflow": ROOT / "examples/dataflow/dataflow.td",
    "abi": ROOT / "examples/abi/abi.td",
    "gpu": ROOT / "examples/gpu/gpu.td",
}
SPECS = LIBRARY_FILES + list(EXAMPLES.values())


def spec_id(p: Path) -> str:
    return str(p.relative_to(ROOT))


def load(path: Path):
    return load_root(str(path), [str(TDLIB)])


@pytest.fixture(scope="module")
def base():
    return load(TDLIB / "odsgen" / "base.td")


@pytest.mark.oracle
@pytest.mark.parametrize("path", SPECS, ids=spec_id)
def test_llvm_tblgen_prints_the_same_records(path, llvm_tblgen):
    expected = subprocess.run(
        [str(llvm_tblgen), "-I", str(TDLIB), str(path)], capture_output=True, text=True, check=True
    ).stdout
    assert print_records(load(path)) == expected


def fields(rec) -> list[str]:
    return [rv.name for rv in rec.values if not rv.name.count(":")]


def test_availability_has_exactly_the_rfc_fields(base):
    assert fields(base.classes["Availability"]) == [
        "interfaceName",
        "interfaceDescription",
        "queryFnRetType",
        "queryFnName",
        "mergeAction",
        "initializer",
        "instanceType",
        "instancePreparation",
        "instance",
    ]


def test_mlir_names_and_fields(base):
    cls = base.classes
    op = fields(cls["Op"])
    for f in (
        "opDialect",
        "opName",
        "summary",
        "description",
        "arguments",
        "results",
        "regions",
        "successors",
        "traits",
        "availability",
    ):
        assert f in op, f
    assert {"name", "cppNamespace", "summary", "description"} <= set(fields(cls["Dialect"]))
    assert {"predicate", "summary", "cppType"} <= set(fields(cls["Type"]))
    assert {"predicate", "summary", "storageType", "returnType", "baseAttr", "isOptional", "defaultValue"} <= set(
        fields(cls["Attr"])
    )
    assert "allowedTypes" in fields(cls["AnyTypeOf"])
    assert "baseType" in fields(cls["Variadic"]) and "baseType" in fields(cls["Optional"])
    assert "bitwidth" in fields(cls["I"]) and "bitwidth" in fields(cls["F"])
    assert {"symbol", "value", "str", "width", "availability"} <= set(fields(cls["I32EnumAttrCase"]))
    assert {"className", "cppNamespace", "enumerants", "bitwidth"} <= set(fields(cls["I32EnumAttr"]))
    assert "validBits" in fields(cls["I32BitEnumAttr"])
    assert cls["I32BitEnumAttrCase"].is_subclass_of(cls["EnumCase"])
    assert cls["BitEnumAttrCase"].is_subclass_of(cls["I32BitEnumAttrCase"])
    assert {"baseType", "availability"} <= set(fields(cls["TypeAvailableAt"]))
    assert cls["TypeAvailableAt"].is_subclass_of(cls["Type"])  # usable inside AnyTypeOf
    assert {"baseAttr", "availability"} <= set(fields(cls["AttrAvailableAt"]))
    assert cls["AttrAvailableAt"].is_subclass_of(cls["Attr"])
    assert "implies" in fields(cls["Implies"])
    for d in (
        "I1",
        "I8",
        "I16",
        "I32",
        "I64",
        "SI32",
        "UI32",
        "F16",
        "F32",
        "F64",
        "BF16",
        "Index",
        "NoneType",
        "AnyType",
        "AnyInteger",
        "AnyFloat",
        "AnySignlessInteger",
        "I32Attr",
        "I64Attr",
        "F32Attr",
        "F64Attr",
        "StrAttr",
        "BoolAttr",
        "UnitAttr",
        "TypeAttr",
        "ArrayAttr",
        "I32ArrayAttr",
        "ins",
        "outs",
        "region",
        "successor",
    ):
        assert d in base.defs, d
    for c in (
        "VectorOf",
        "TensorOf",
        "MemRefOf",
        "OptionalAttr",
        "DefaultValuedAttr",
        "MinVersionBase",
        "MaxVersionBase",
        "PyMinVersionBase",
        "PyMaxVersionBase",
        "ExtensionBase",
        "CapabilityBase",
        "Pred",
        "CPred",
        "TypeConstraint",
    ):
        assert c in cls, c


def availability_defs(keeper):
    avail = keeper.classes["Availability"]
    return [r for r in keeper.defs.values() if r.is_subclass_of(avail)]


def text(rec, name: str) -> str:
    v = rec.vmap[name].value
    assert isinstance(v, Str), (rec.name_str(), name)
    return v.value


def spec_of(rec):
    """The parsed merge strings of one Availability def."""
    return parse_availability_spec(
        merge_action=text(rec, "mergeAction"),
        initializer=text(rec, "initializer"),
        instance=text(rec, "instance"),
        instance_preparation=text(rec, "instancePreparation"),
        query_fn_ret_type=text(rec, "queryFnRetType"),
    )


@pytest.mark.parametrize("name", EXAMPLES)
def test_merge_strings_parse(name):
    defs = availability_defs(load(EXAMPLES[name]))
    assert defs
    for rec in defs:
        spec = spec_of(rec)
        assert spec.shape is not None or spec.merges_nothing, rec.name_str()


def test_helper_merge_shapes():
    sem = {}
    for rec in availability_defs(load(EXAMPLES["gpu"])) + availability_defs(load(EXAMPLES["rfc"])):
        spec = parse_availability_spec(
            merge_action=text(rec, "mergeAction"), initializer=text(rec, "initializer"), instance=text(rec, "instance")
        )
        dim = rec.direct_superclasses()[0].name_str()
        sem.setdefault(dim, set()).add(None if spec.merges_nothing else spec.shape)
    assert sem["MinVersion"] == {Shape.AT_LEAST}
    assert sem["Extension"] == {Shape.ALL_OF_ANY_OF, None}  # Extension<[]> adds nothing
    assert sem["Capability"] == {Shape.ALL_OF_ANY_OF}


SAMPLES = {name: path.parent / "sample.mlir" for name, path in EXAMPLES.items()}


@pytest.mark.parametrize("name", EXAMPLES)
def test_sample_module_names_spec_ops(name):
    keeper = load(EXAMPLES[name])
    op_class = keeper.classes["Op"]
    spec_ops = set()
    dialect = None
    for rec in keeper.defs.values():
        if rec.is_subclass_of(op_class):
            dialect = rec.vmap["opDialect"].value.rec.vmap["name"].value.value
            spec_ops.add(dialect + "." + rec.vmap["opName"].value.value)
    used = {op.name for op in read_file(str(SAMPLES[name])).walk()}
    ours = {n for n in used if n.split(".")[0] == dialect}
    assert ours and ours <= spec_ops, sorted(ours - spec_ops)


@pytest.mark.oracle
@pytest.mark.parametrize("name", EXAMPLES)
def test_sample_module_parses_with_mlir_opt(name, mlir_opt):
    subprocess.run(
        [str(mlir_opt), "--allow-unregistered-dialect", "--mlir-print-op-generic", str(SAMPLES[name])],
        capture_output=True,
        text=True,
        check=True,
    )


@pytest.mark.parametrize("name", EXAMPLES)
def test_example_readme(name):
    readme = EXAMPLES[name].parent / "README.md"
    assert "Shows" in readme.read_text()


def test_examples_cover_every_attachment_point():
    """Op-level availability with a base-class default that an op overrides; enum cases
    with availability (integer and bit enums, also optional and default-valued
    attributes); TypeAvailableAt on operands and results, inside AnyTypeOf, Variadic
    and Optional; AttrAvailableAt on attributes."""
    seen: set[str] = set()
    for path in EXAMPLES.values():
        keeper = load(path)
        seen |= attachment_points(keeper)
    assert seen >= {
        "op-default-overridden",
        "int-enum-case",
        "bit-enum-case",
        "optional-enum-attr",
        "default-valued-enum-attr",
        "operand",
        "result",
        "attribute",
        "optional-attribute",
        "in-any-of",
        "in-variadic",
        "in-optional",
        "in-container-element",
    }, seen


def _has_avail(rec) -> bool:
    rv = rec.vmap.get("availability")
    return rv is not None and isinstance(rv.value, List) and bool(rv.value.elts)


def attachment_points(keeper) -> set[str]:
    out: set[str] = set()
    reader = C.ConstraintReader()
    op_class = keeper.classes["Op"]
    for rec in keeper.defs.values():
        if not rec.is_subclass_of(op_class):
            continue
        own = rec.vmap["availability"].value
        for sup in rec.direct_superclasses():
            inherited = sup.vmap.get("availability")
            if sup is not op_class and inherited is not None and inherited.value != own and _has_avail(sup):
                out.add("op-default-overridden")
        for field in ("arguments", "results"):
            for arg in rec.vmap[field].value.args:
                c = C.constraint_record(arg)
                if C.is_type_constraint(c):
                    info = reader.type_constraint(c)
                    if info.annotations():
                        out.add("operand" if field == "arguments" else "result")
                        out.add({C.Arity.OPTIONAL: "in-optional", C.Arity.VARIADIC: "in-variadic"}.get(info.arity, ""))
                    for a in info.annotations():
                        if any(s.startswith("any_of") for s in a.path):
                            out.add("in-any-of")
                        if "element" in a.path:
                            out.add("in-container-element")
                elif C.is_attr_constraint(c):
                    info = reader.attr_constraint(c)
                    if info.annotations():
                        out.add("optional-attribute" if info.optional else "attribute")
                    enum = info.matcher
                    if isinstance(enum, mt.EnumOf):
                        enum_rec = next(
                            r
                            for r in keeper.defs.values()
                            if "enumerants" in r.vmap
                            and getattr(r.vmap.get("className"), "value", None) is not None
                            and r.vmap["className"].value.value == enum.class_name
                        )
                        cases = enum_rec.vmap["enumerants"].value.elts
                        if any(_has_avail(e.rec) for e in cases if isinstance(e, DefRef)):
                            out.add("bit-enum-case" if enum.bit_enum else "int-enum-case")
                            if info.optional:
                                out.add("optional-enum-attr")
                            if info.default_value is not None:
                                out.add("default-valued-enum-attr")
    out.discard("")
    return out


def enum_infos(keeper):
    from odsgen.runtime.algebra import Case, EnumInfo

    infos = []
    for rec in keeper.defs.values():
        if rec.is_subclass_of(keeper.classes["EnumAttrInfo"]):
            cases = tuple(
                Case(c.rec.vmap["symbol"].value.value, c.rec.vmap["value"].value.value)
                for c in rec.vmap["enumerants"].value.elts
            )
            infos.append(EnumInfo(text(rec, "className"), cases, text(rec, "cppNamespace")))
    return infos


def requirement(keeper, rec):
    from odsgen.avail.merge_action.interpret import ActionInterpreter

    return ActionInterpreter(enum_infos(keeper)).requirement_of(spec_of(rec))


def describe(req) -> str:
    from odsgen.runtime.algebra import AllOfAnyOf, AtLeast, AtMost

    if req is None:
        return "nothing"
    if isinstance(req, AtLeast):
        return ">= " + req.case.symbol
    if isinstance(req, AtMost):
        return "<= " + req.case.symbol
    assert isinstance(req, AllOfAnyOf)
    return " & ".join("(" + "|".join(c.symbol for c in g.cases) + ")" for g in req.groups)


@pytest.mark.parametrize(
    "name, dimension, instance, expected",
    [
        ("rfc", "MinVersion", "::mlir::example::Version::V_2", ">= V_2"),
        ("dataflow", "MinVersion", "::df::Version::V_3", ">= V_3"),
        ("dataflow", "MaxVersion", "::df::Version::V_3", "<= V_3"),
        ("runtime", "MinVersion", "Version.V_2", ">= V_2"),
        ("gpu", "MinVersion", "Version.V_1_3", ">= V_1_3"),
        (
            "gpu",
            "Extension",
            "[Extension.KHR_shader_clock, Extension.EXT_shader_clock]",
            "(KHR_shader_clock|EXT_shader_clock)",
        ),
        ("gpu", "Extension", "[]", "nothing"),
        ("gpu", "Capability", "[Capability.Int64Atomics]", "(Int64Atomics)"),
    ],
)
def test_helpers_give_the_intended_requirements(name, dimension, instance, expected):
    keeper = load(EXAMPLES[name])
    for rec in availability_defs(keeper):
        if rec.direct_superclasses()[0].name_str() == dimension and text(rec, "instance") == instance:
            assert describe(requirement(keeper, rec)) == expected
            return
    pytest.fail(f"no {dimension} instance {instance} in {name}")

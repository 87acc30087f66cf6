"""odsgen.model.constraints: matcher trees from constraint records, and availability.

Three layers: matchers on their own against odsgen.runtime.ir types and attributes;
matchers built from odsgen's base library (tdlib/odsgen); matchers built from MLIR's
own ODS classes in the installed .td tree (oracle-marked: they need LLVM/MLIR 22).
The availability tests pin down docs/availability-semantics.md.
"""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import pytest

from odsgen.model import constraints as C
from odsgen.runtime import matchers as mt
from odsgen.records import load_root
from odsgen.resources import data_dir
from odsgen.runtime import ir

i1, i8, i16, i32, i64 = (ir.IntegerType(w) for w in (1, 8, 16, 32, 64))
si32, ui32, ui8 = ir.IntegerType(32, "s"), ir.IntegerType(32, "u"), ir.IntegerType(8, "u")
f16, bf16, f32, f64 = (ir.FloatType(n) for n in ("f16", "bf16", "f32", "f64"))
index, none = ir.IndexType(), ir.NoneType()
EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def vec(e, *shape):
    return ir.VectorType(shape or (4,), e)


def tensor(e, *shape):
    return ir.RankedTensorType(shape or (4,), e)


def memref(e, *shape):
    return ir.MemRefType(shape or (4,), e)


# --------------------------------------------------------------------------- matchers alone


def test_integer_of_width_and_signedness():
    assert mt.IntegerOf(32, "").matches(i32)
    assert not mt.IntegerOf(32, "").matches(si32)
    assert not mt.IntegerOf(32, "").matches(i64)
    assert mt.IntegerOf(32, None).matches(ui32) and mt.IntegerOf(32, None).matches(si32)
    assert mt.IntegerOf(None, "u").matches(ui8) and not mt.IntegerOf(None, "u").matches(i8)
    assert mt.IntegerOf().matches(i1) and not mt.IntegerOf().matches(index)
    assert not mt.IntegerOf().matches(f32)


def test_exact_builtin_types_and_kinds():
    assert mt.ExactType(f32).matches(f32) and not mt.ExactType(f32).matches(bf16)
    assert mt.ExactType(bf16).matches(bf16) and not mt.ExactType(f16).matches(bf16)
    assert mt.ExactType(index).matches(index) and mt.ExactType(none).matches(none)
    assert mt.AnyFloat().matches(bf16) and not mt.AnyFloat().matches(i32)
    assert mt.AnyType().matches(ir.DialectType("x", "y")) and not mt.AnyType().matches(ir.UnitAttr())
    assert mt.TypeKind("complex").matches(ir.ComplexType(f32)) and not mt.TypeKind("tuple").matches(f32)


def test_shaped_of_kinds_and_elements():
    t = mt.ShapedOf(mt.TENSOR_KINDS, mt.ExactType(f32))
    assert t.matches(tensor(f32)) and t.matches(ir.UnrankedTensorType(f32))
    assert not t.matches(tensor(f16)) and not t.matches(vec(f32)) and not t.matches(f32)
    m = mt.ShapedOf(frozenset({"memref"}), mt.IntegerOf(None, ""))
    assert m.matches(memref(i8, -1, 3)) and not m.matches(ir.UnrankedMemRefType(i8))
    assert mt.ShapedOf(mt.SHAPED_KINDS).matches(ir.UnrankedMemRefType(f32))


def test_vector_of_length():
    m = mt.VectorOfLength((8, 16), mt.ExactType(f32))
    assert m.matches(vec(f32, 8)) and m.matches(vec(f32, 16))
    assert not m.matches(vec(f32, 4)) and not m.matches(vec(f32, 2, 4)) and not m.matches(vec(f16, 8))
    assert not m.matches(tensor(f32, 8)) and not m.matches(f32)
    # A path below it reaches the element only through a vector of a listed length.
    assert mt.reaches(m, ("element",), vec(f32, 8)) and not mt.reaches(m, ("element",), vec(f32, 4))
    assert eval(repr(m), vars(mt) | vars(ir)) == m
    assert m.describe() == "vector of 8 or 16 elements of f32"


def test_vector_of_length_in_reads_its_lengths(tmp_path):
    keeper = load_spec(
        tmp_path,
        """
        include "odsgen/base.td"
        include "odsgen/typerules.td"
        def Any16 : VectorOfLengthIn<[16]>;
        def Two : VectorOfLengthIn<[2, 3], [I32, F16]>;
        """,
        [data_dir("tdlib")],
    )
    assert C.build_type_matcher(keeper.defs["Any16"]) == mt.VectorOfLength((16,), mt.AnyType())
    two = C.build_type_matcher(keeper.defs["Two"])
    assert two.matches(vec(i32, 3)) and two.matches(vec(f16, 2)) and not two.matches(vec(f32, 2))


def test_dialect_type_with_parameters():
    m = mt.DialectTypeWith("spirv", "image", ("MultiSampled", "NoSampler"))
    image = lambda ms, use: ir.DialectType(  # noqa: E731
        "spirv", "image", f"f32, Dim2D, NoDepth, Arrayed, {ms}, {use}, Unknown"
    )
    # Every listed parameter, in any position; not one of them alone.
    assert m.matches(image("MultiSampled", "NoSampler"))
    assert not m.matches(image("MultiSampled", "NeedSampler"))
    assert not m.matches(image("SingleSampled", "NoSampler"))
    assert mt.DialectTypeWith("spirv", "image", ("NoSampler", "MultiSampled")).matches(
        image("MultiSampled", "NoSampler")
    )
    # Another type name or dialect, a parameter nested deeper, a part of a word: no match.
    assert not m.matches(ir.DialectType("spirv", "sampled_image", "MultiSampled, NoSampler"))
    assert not m.matches(ir.DialectType("gs", "image", "MultiSampled, NoSampler"))
    assert not m.matches(ir.DialectType("spirv", "image", "!spirv.image<f32, MultiSampled>, NoSampler"))
    assert not m.matches(ir.DialectType("spirv", "image", "MultiSampledX, NoSampler"))
    assert not m.matches(ir.DialectType("spirv", "image")) and not m.matches(f32)
    assert mt.DialectTypeWith("spirv", "image", ()).matches(ir.DialectType("spirv", "image"))
    assert m.describe() == "!spirv.image with MultiSampled and NoSampler"
    assert eval(repr(m), vars(mt) | vars(ir)) == m and repr(eval(repr(m), vars(mt) | vars(ir))) == repr(m)
    assert mt.repr_names(m) == {"DialectTypeWith"}
    # Inside an availability node, the node applies to what it matches.
    node = mt.Available(m)
    assert mt.path_applies(node)(image("MultiSampled", "NoSampler")) and not mt.path_applies(node)(f32)


def test_dialect_type_with_parameters_reads_its_cases(tmp_path):
    keeper = load_spec(
        tmp_path,
        """
        include "odsgen/base.td"
        include "odsgen/typerules.td"
        def A : I32EnumAttrCase<"Multi", 1>;
        def B : I32EnumAttrCase<"NoSampler", 2, "storage">;
        def Both : DialectTypeWithParameters<"gs", "img", [A, B]>;
        def Either : AnyTypeOf<[DialectTypeWithParameters<"gs", "img", [A]>, DialectTypeWithParameters<"gs", "img", [B]>]>;
        """,
        [data_dir("tdlib")],
    )
    both = C.build_type_matcher(keeper.defs["Both"])
    # A case is spelled as the textual form writes it (its string, else its symbol).
    assert both == mt.DialectTypeWith("gs", "img", ("Multi", "storage"))
    assert keeper.defs["Both"].get_str("summary") == "!gs.img with Multi and storage"
    either = C.build_type_matcher(keeper.defs["Either"])
    assert either.matches(ir.DialectType("gs", "img", "i32, Multi")) and not both.matches(
        ir.DialectType("gs", "img", "i32, Multi")
    )


def test_any_of_all_of_dialect_types_opaque():
    m = mt.AnyOf((mt.ExactType(i32), mt.ExactType(f32)))
    assert m.matches(i32) and m.matches(f32) and not m.matches(f16)
    assert mt.AllOf((mt.IntegerOf(32), mt.IntegerOf(None, "s"))).matches(si32)
    assert not mt.AllOf((mt.IntegerOf(32), mt.IntegerOf(None, "s"))).matches(i32)
    d = mt.DialectTypeOf("ral", "ptr")
    assert d.matches(ir.DialectType("ral", "ptr")) and d.matches(ir.DialectType("ral", "ptr", "f32"))
    assert not d.matches(ir.DialectType("ral", "context")) and not d.matches(ir.DialectType("gs", "ptr"))
    assert mt.DialectTypeOf("ral").matches(ir.DialectType("ral", "context"))
    # What odsgen cannot read, it does not reject; the domain still counts.
    assert mt.Opaque("type", "any SPIR-V pointer type").matches(i32)
    assert not mt.Opaque("attr", "x").matches(i32)


def test_attribute_kinds():
    a = mt.AttrKind("integer", mt.IntegerOf(32, ""))
    assert a.matches(ir.IntegerAttr(3, i32)) and not a.matches(ir.IntegerAttr(3, i64))
    assert not a.matches(ir.FloatAttr(1.0, f32))
    assert mt.AttrKind("bool").matches(ir.BoolAttr(True)) and mt.AttrKind("bool").matches(ir.IntegerAttr(1, i1))
    assert mt.AttrKind("integer").matches(ir.BoolAttr(False))  # as in MLIR: a BoolAttr is an IntegerAttr
    assert mt.AttrKind("float", mt.ExactType(f32)).matches(ir.FloatAttr(1.5, f32))
    assert mt.AttrKind("string").matches(ir.StringAttr("x")) and mt.AttrKind("unit").matches(ir.UnitAttr())
    assert mt.AttrKind("type", mt.ExactType(f16)).matches(ir.TypeAttr(f16))
    assert not mt.AttrKind("type", mt.ExactType(f16)).matches(ir.TypeAttr(f32))
    assert mt.AttrKind("flat_symbol_ref").matches(ir.SymbolRefAttr("f"))
    assert not mt.AttrKind("flat_symbol_ref").matches(ir.SymbolRefAttr("m", ("f",)))
    assert mt.AttrKind("dense_array", mt.ExactType(i32)).matches(ir.DenseArrayAttr(i32, (1, 2)))
    arr = mt.ArrayOf(mt.AttrKind("integer", mt.IntegerOf(32, "")))
    assert arr.matches(ir.ArrayAttr([ir.IntegerAttr(1, i32)])) and arr.matches(ir.ArrayAttr())
    assert not arr.matches(ir.ArrayAttr([ir.IntegerAttr(1, i32), ir.StringAttr("x")]))
    assert mt.DialectAttrOf("spirv", "version").matches(ir.DialectAttr("spirv", "version", "v1.0"))


def test_enum_matchers():
    e = mt.EnumOf(32, (0, 1, 5), class_name="E")
    assert e.matches(ir.IntegerAttr(5, i32)) and not e.matches(ir.IntegerAttr(2, i32))
    assert not e.matches(ir.IntegerAttr(5, i64))
    b = mt.EnumOf(32, (0, 1, 2, 8), bit_enum=True, class_name="F")
    assert b.matches(ir.IntegerAttr(11, i32)) and b.matches(ir.IntegerAttr(0, i32))
    assert not b.matches(ir.IntegerAttr(4, i32))


def test_matchers_are_frozen_and_hashable():
    m = mt.AnyOf((mt.ExactType(i32), mt.ShapedOf(mt.TENSOR_KINDS, mt.IntegerOf(8, ""))))
    assert hash(m) == hash(mt.AnyOf((mt.ExactType(i32), mt.ShapedOf(mt.TENSOR_KINDS, mt.IntegerOf(8, "")))))
    with pytest.raises(AttributeError):
        m.members = ()  # type: ignore[misc]


# --------------------------------------------------------------------------- tdlib


def load_spec(tmp_path: Path, body: str, includes=()):
    path = tmp_path / "spec.td"
    path.write_text(textwrap.dedent(body))
    return load_root(str(path), [str(d) for d in includes], use_cache=False)


TDLIB_SPEC = """
include "odsgen/base.td"

def D : Dialect { let name = "d"; }
def V1 : I32EnumAttrCase<"V1", 1>;
def V2 : I32EnumAttrCase<"V2", 2>;
def V3 : I32EnumAttrCase<"V3", 3>;
def Ver : I32EnumAttr<"Ver", "versions", [V1, V2, V3]>;
class MinVersion<I32EnumAttrCase min> : PyMinVersionBase<"Q", Ver, min>;

def Ptr : TypeDef<D, "Ptr"> { let mnemonic = "ptr"; }
def ConfI32 : ConfinedType<AnyInteger, [CPred<"$_self.isSignlessInteger(32)">]>;

def Mode0 : I32EnumAttrCase<"Zero", 0>;
def Mode4 : I32EnumAttrCase<"Four", 4>;
def Mode : I32EnumAttr<"Mode", "mode", [Mode0, Mode4]>;
def FlagNone : I32BitEnumAttrCaseNone<"None">;
def FlagA : I32BitEnumAttrCaseBit<"A", 0>;
def FlagB : I32BitEnumAttrCaseBit<"B", 3>;
def Flags : I32BitEnumAttr<"Flags", "flags", [FlagNone, FlagA, FlagB]>;

def OpA : Op<D, "a"> {
  let arguments = (ins
    I32:$i32, SI32:$si32, UI8:$ui8, AnyI16:$anyi16, I1:$bool,
    F16:$f16, F32:$f32, BF16:$bf16, Index:$index, NoneType:$none, AnyType:$any,
    AnyInteger:$anyint, AnySignlessInteger:$signless, AnyFloat:$anyfloat,
    AnySignlessIntegerOrIndex:$int_or_index,
    VectorOf<[F32, I8]>:$vec, TensorOf<[BF16]>:$tensor, MemRefOf<[AnyInteger]>:$memref,
    RankedTensorOf<[F32]>:$ranked, AnyTensor:$anytensor,
    AnyTypeOf<[I32, F32]>:$anyof, Variadic<I64>:$var, Optional<F64>:$opt,
    Ptr:$ptr, ConfI32:$conf, Arg<I32, "described">:$arg,
    I32Attr:$a_i32, F32Attr:$a_f32, StrAttr:$a_str, BoolAttr:$a_bool, UnitAttr:$a_unit,
    TypeAttr:$a_type, TypeAttrOf<AnyTypeOf<[I32, F16]>>:$a_typeof, I32ArrayAttr:$a_arr,
    OptionalAttr<I64Attr>:$a_opt, DefaultValuedAttr<I32Attr, "7">:$a_def,
    ConfinedAttr<I32Attr, [IntMinValue<0>]>:$a_conf, AnyAttrOf<[StrAttr, I32Attr]>:$a_anyof,
    Mode:$a_mode, OptionalAttr<Flags>:$a_flags, DefaultValuedEnumAttr<Mode, Mode4>:$a_defmode,
    FlatSymbolRefAttr:$a_sym, IndexAttr:$a_index, DictionaryAttr:$a_dict, AnyAttr:$a_any
  );
}

def OpB : Op<D, "b"> {
  let arguments = (ins
    AnyTypeOf<[I32, TypeAvailableAt<F32, [MinVersion<V3>]>]>:$x,
    Variadic<TypeAvailableAt<Index, [MinVersion<V2>]>>:$dims,
    Optional<TypeAvailableAt<I1, [MinVersion<V3>]>>:$mask,
    VectorOf<[F32, TypeAvailableAt<F16, [MinVersion<V2>]>]>:$vec,
    Variadic<AnyTypeOf<[I32, TypeAvailableAt<I8, [MinVersion<V2>]>]>>:$vals,
    AnyTypeOf<[AnyInteger, TypeAvailableAt<I32, [MinVersion<V3>]>]>:$overlap,
    TypeAvailableAt<AnyTypeOf<[I8, TypeAvailableAt<I16, [MinVersion<V3>]>]>, [MinVersion<V2>]>:$nested,
    AttrAvailableAt<F32Attr, [MinVersion<V2>]>:$attr,
    OptionalAttr<AttrAvailableAt<I64Attr, [MinVersion<V3>]>>:$opt_attr,
    AttrAvailableAt<DefaultValuedAttr<I32Attr, "0">, [MinVersion<V2>]>:$def_attr,
    TypedArrayAttrBase<AttrAvailableAt<I64Attr, [MinVersion<V3>]>, "">:$arr_attr,
    TypeAttrOf<AnyTypeOf<[I32, TypeAvailableAt<F16, [MinVersion<V2>]>]>>:$type_attr
  );
  let results = (outs AnyTypeOf<[I32, TypeAvailableAt<F32, [MinVersion<V3>]>]>:$r);
}
"""


@pytest.fixture(scope="module")
def tdlib_keeper(tmp_path_factory):
    return load_spec(tmp_path_factory.mktemp("tdlib"), TDLIB_SPEC, [data_dir("tdlib")])


def args_of(keeper, op: str, field: str = "arguments") -> dict[str, object]:
    dag = keeper.defs[op].vmap[field].value
    return {n: C.constraint_record(a) for a, n in zip(dag.args, dag.names)}


def infos(keeper, op: str, field: str = "arguments"):
    reader = C.ConstraintReader()
    out = {}
    for name, rec in args_of(keeper, op, field).items():
        if C.is_type_constraint(rec):
            out[name] = reader.type_constraint(rec)
        else:
            assert C.is_attr_constraint(rec), name
            out[name] = reader.attr_constraint(rec)
    return out


def test_tdlib_builtin_types(tdlib_keeper):
    a = infos(tdlib_keeper, "OpA")
    m = {k: v.matcher for k, v in a.items()}
    assert m["i32"] == mt.IntegerOf(32, "") and m["si32"] == mt.IntegerOf(32, "s")
    assert m["ui8"] == mt.IntegerOf(8, "u") and m["anyi16"] == mt.IntegerOf(16, None)
    assert m["bool"] == mt.IntegerOf(1, "")
    assert m["f16"] == mt.ExactType(f16) and m["f32"] == mt.ExactType(f32) and m["bf16"] == mt.ExactType(bf16)
    assert m["index"] == mt.ExactType(index) and m["none"] == mt.ExactType(none)
    assert m["any"] == mt.AnyType() and m["anyint"] == mt.IntegerOf()
    assert m["signless"] == mt.IntegerOf(None, "") and m["anyfloat"] == mt.AnyFloat()
    assert m["int_or_index"].matches(i8) and m["int_or_index"].matches(index)
    assert not m["int_or_index"].matches(si32)
    assert m["ptr"] == mt.DialectTypeOf("d", "ptr")
    assert m["conf"].matches(i32) and not m["conf"].matches(i8)
    assert m["arg"] == mt.IntegerOf(32, "")
    assert not m["f16"].matches(bf16) and not m["bf16"].matches(f16)


def test_tdlib_containers(tdlib_keeper):
    m = {k: v.matcher for k, v in infos(tdlib_keeper, "OpA").items()}
    assert m["vec"].matches(vec(f32)) and m["vec"].matches(vec(i8, 2, 2)) and not m["vec"].matches(vec(f16))
    assert not m["vec"].matches(tensor(f32))
    assert m["tensor"].matches(tensor(bf16)) and m["tensor"].matches(ir.UnrankedTensorType(bf16))
    assert not m["tensor"].matches(memref(bf16))
    assert m["memref"].matches(memref(ui8, -1)) and not m["memref"].matches(memref(f32))
    assert m["ranked"].matches(tensor(f32)) and not m["ranked"].matches(ir.UnrankedTensorType(f32))
    assert m["anytensor"].matches(tensor(ir.ComplexType(f32)))
    assert m["anyof"].matches(i32) and m["anyof"].matches(f32) and not m["anyof"].matches(i64)


def test_tdlib_arity(tdlib_keeper):
    a = infos(tdlib_keeper, "OpA")
    assert a["var"].arity is C.Arity.VARIADIC and a["var"].matcher == mt.IntegerOf(64, "")
    assert a["opt"].arity is C.Arity.OPTIONAL and a["opt"].matcher == mt.ExactType(f64)
    assert a["i32"].arity is C.Arity.SINGLE
    assert a["var"].summary == "variadic of 64-bit signless integer"


def test_tdlib_attributes(tdlib_keeper):
    a = infos(tdlib_keeper, "OpA")
    m = {k: v.matcher for k, v in a.items() if k.startswith("a_")}
    assert m["a_i32"] == mt.AttrKind("integer", mt.IntegerOf(32, ""))
    assert m["a_f32"] == mt.AttrKind("float", mt.ExactType(f32))
    assert m["a_str"] == mt.AttrKind("string") and m["a_bool"] == mt.AttrKind("bool")
    assert m["a_unit"] == mt.AttrKind("unit") and m["a_type"].matches(ir.TypeAttr(f64))
    assert m["a_typeof"].matches(ir.TypeAttr(f16)) and not m["a_typeof"].matches(ir.TypeAttr(f32))
    assert m["a_arr"] == mt.ArrayOf(mt.AttrKind("integer", mt.IntegerOf(32, "")))
    assert m["a_opt"] == mt.AttrKind("integer", mt.IntegerOf(64, ""))
    assert a["a_opt"].optional and a["a_opt"].default_value is None
    assert a["a_def"].default_value == "7" and not a["a_def"].optional
    assert a["a_unit"].optional
    assert m["a_conf"] == m["a_i32"]
    assert m["a_anyof"].matches(ir.StringAttr("x")) and m["a_anyof"].matches(ir.IntegerAttr(1, i32))
    assert m["a_mode"] == mt.EnumOf(32, (0, 4), class_name="Mode")
    assert m["a_flags"] == mt.EnumOf(32, (0, 1, 8), bit_enum=True, class_name="Flags") and a["a_flags"].optional
    assert m["a_defmode"] == m["a_mode"] and a["a_defmode"].default_value == "::Mode::Four"
    assert m["a_sym"] == mt.AttrKind("flat_symbol_ref") and m["a_index"] == mt.AttrKind("integer", mt.ExactType(index))
    assert m["a_dict"] == mt.AttrKind("dictionary") and m["a_any"] == mt.AnyAttr()


def names(annotations) -> list[tuple[tuple[str, ...], list[str]]]:
    """(path, [instance symbols]) of each annotation, e.g. (('any_of[1]',), ['V3'])."""
    out = []
    for a in annotations:
        syms = [re.split(r"[.:]+", r.vmap["instance"].value.value)[-1] for r in a.availability]
        out.append((a.path, syms))
    return out


def test_tdlib_static_annotations(tdlib_keeper):
    b = infos(tdlib_keeper, "OpB")
    assert names(b["x"].annotations()) == [(("any_of[1]",), ["V3"])]
    assert names(b["dims"].annotations()) == [((), ["V2"])]
    assert names(b["vec"].annotations()) == [(("element", "any_of[1]"), ["V2"])]
    assert names(b["nested"].annotations()) == [((), ["V2"]), (("base", "any_of[1]"), ["V3"])]
    assert names(b["attr"].annotations()) == [((), ["V2"])]
    assert names(b["opt_attr"].annotations()) == [((), ["V3"])]
    assert names(b["arr_attr"].annotations()) == [(("element",), ["V3"])]
    assert names(b["type_attr"].annotations()) == [(("value_type", "any_of[1]"), ["V2"])]
    a = b["x"].annotations()[0]
    assert a.constraint == mt.ExactType(f32) and a.matcher.source is not None
    assert a.matcher.source.is_subclass_of(a.matcher.source.keeper.classes["TypeAvailableAt"])


def test_requirement_applies_when_the_wrapped_constraint_matches(tdlib_keeper):
    """The RFC's AnyTypeOf<[I32, TypeAvailableAt<F32, [MinVersion<V3>]>]>."""
    x = infos(tdlib_keeper, "OpB")["x"]
    assert names(x.applicable([i32])) == []
    assert names(x.applicable([f32])) == [(("any_of[1]",), ["V3"])]
    r = infos(tdlib_keeper, "OpB", "results")["r"]
    assert names(r.applicable([f32])) == [(("any_of[1]",), ["V3"])]


def test_absent_optional_adds_nothing_and_variadics_check_each_value(tdlib_keeper):
    b = infos(tdlib_keeper, "OpB")
    assert b["mask"].arity is C.Arity.OPTIONAL
    assert names(b["mask"].applicable([])) == []
    assert names(b["mask"].applicable([i1])) == [((), ["V3"])]
    assert names(b["dims"].applicable([])) == []
    assert names(b["dims"].applicable([index, index])) == [((), ["V2"]), ((), ["V2"])]
    assert names(b["vals"].applicable([i32, i8, i32])) == [(("any_of[1]",), ["V2"])]


def test_container_elements_and_nested_annotations(tdlib_keeper):
    b = infos(tdlib_keeper, "OpB")
    assert names(b["vec"].applicable([vec(f32)])) == []
    assert names(b["vec"].applicable([vec(f16)])) == [(("element", "any_of[1]"), ["V2"])]
    assert names(b["nested"].applicable([i8])) == [((), ["V2"])]
    assert names(b["nested"].applicable([i16])) == [((), ["V2"]), (("base", "any_of[1]"), ["V3"])]


def test_overlapping_members_all_apply(tdlib_keeper):
    """Every AnyTypeOf member that matches contributes (a conjunction), as the RFC's
    generated code checks each annotated member on its own."""
    o = infos(tdlib_keeper, "OpB")["overlap"]
    assert names(o.applicable([i64])) == []
    assert names(o.applicable([i32])) == [(("any_of[1]",), ["V3"])]


def test_attribute_annotations(tdlib_keeper):
    b = infos(tdlib_keeper, "OpB")
    assert names(b["attr"].applicable(ir.FloatAttr(1.0, f32))) == [((), ["V2"])]
    assert names(b["attr"].applicable(ir.FloatAttr(1.0, f64))) == []  # not what the node wraps
    assert names(b["attr"].applicable(None)) == []
    assert b["opt_attr"].optional and names(b["opt_attr"].applicable(None)) == []
    assert names(b["opt_attr"].applicable(ir.IntegerAttr(2, i64))) == [((), ["V3"])]
    # An absent default-valued attribute adds nothing; a present one does.
    assert b["def_attr"].default_value == "0" and names(b["def_attr"].applicable(None)) == []
    assert names(b["def_attr"].applicable(ir.IntegerAttr(0, i32))) == [((), ["V2"])]
    arr = ir.ArrayAttr([ir.IntegerAttr(1, i64), ir.IntegerAttr(2, i64)])
    # Once for the attribute: its requirement applies when some element reaches the node.
    assert names(b["arr_attr"].applicable(arr)) == [(("element",), ["V3"])]
    assert names(b["type_attr"].applicable(ir.TypeAttr(f16))) == [(("value_type", "any_of[1]"), ["V2"])]
    assert names(b["type_attr"].applicable(ir.TypeAttr(i32))) == []


def test_reader_memoizes_per_record(tdlib_keeper):
    reader = C.ConstraintReader()
    rec = args_of(tdlib_keeper, "OpB")["x"]
    assert reader.type_matcher(rec) is reader.type_matcher(rec)
    assert C.build_type_matcher(rec) == reader.type_matcher(rec)


def test_iter_matchers_paths():
    m = mt.AnyOf((mt.ExactType(i32), mt.ShapedOf(mt.TENSOR_KINDS, mt.ExactType(f32))))
    assert [p for p, _ in mt.iter_matchers(m)] == [(), ("any_of[0]",), ("any_of[1]",), ("any_of[1]", "element")]


# --------------------------------------------------------------------------- the examples


def example_infos(rel: str, op: str, field: str = "arguments"):
    keeper = load_root(str(EXAMPLES / rel), [str(data_dir("tdlib"))])
    return infos(keeper, op, field)


def test_rfc_example_op_a():
    args = example_infos("rfc/example.td", "EXAMPLE_A_Op")
    res = example_infos("rfc/example.td", "EXAMPLE_A_Op", "results")
    assert names(args["attr"].applicable(ir.FloatAttr(1.5, f32))) == [((), ["V_2"])]
    assert names(res["result"].applicable([i32])) == []
    assert names(res["result"].applicable([f32])) == [(("any_of[1]",), ["V_3"])]


def test_runtime_example_argument_types():
    args = example_infos("runtime/runtime.td", "RAL_DispatchOp")
    assert args["args"].arity is C.Arity.VARIADIC and args["stream"].arity is C.Arity.OPTIONAL
    got = args["args"].applicable([memref(f32, -1, -1), i1, memref(f16, -1), ir.DialectType("ral", "ptr")])
    assert names(got) == [
        (("any_of[1]", "element", "any_of[6]"), ["V_2"]),
        (("any_of[2]",), ["V_3"]),
    ]
    assert names(args["stream"].applicable([ir.DialectType("ral", "ptr")])) == [((), ["V_2"])]
    assert names(args["backend_config"].applicable(ir.StringAttr("{}"))) == [((), ["V_3"])]
    assert args["ctx"].matcher == mt.DialectTypeOf("ral", "context")


# --------------------------------------------------------------------------- upstream MLIR


UPSTREAM_SPEC = """
include "mlir/IR/OpBase.td"

// The RFC's modifiers written against MLIR's own classes.
class Availability { string instance = ?; }
class Ver<string v> : Availability { let instance = v; }
class TypeAvailableAt<Type type, list<Availability> avail>
    : Type<type.predicate, type.summary> {
  Type baseType = type;
  list<Availability> availability = avail;
}
class AttrAvailableAt<Attr attr, list<Availability> avail>
    : Attr<attr.predicate, attr.summary> {
  let storageType = attr.storageType;
  let returnType = attr.returnType;
  let baseAttr = attr;
  list<Availability> availability = avail;
}

def T_AnyOf : AnyTypeOf<[I32, SI8, UI16, AnyI64, F16, BF16, Index, NoneType]>;
def T_Tensor : TensorOf<[I8, BF16]>;
def T_Ranked : RankedTensorOf<[F32]>;
def T_Vector : VectorOfAnyRankOf<[F32, I1]>;
def T_FixedVec : FixedVectorOfLengthAndType<[4], [F16]>;
def T_MemRef : MemRefOf<[AnySignlessInteger]>;
def T_Unranked : UnrankedMemRefOf<[F64]>;
def T_Variadic : Variadic<Index>;
def T_VarOfVar : VariadicOfVariadic<I32, "segments">;
def T_Optional : Optional<AnyFloat>;
def T_Confined : ConfinedType<AnyInteger, [CPred<"$_self.isSignedInteger()">]>;
def T_Alias : TypeAlias<I1, "bool">;
def T_IntOfWidths : SignlessIntOfWidths<[8, 16]>;
def T_Complex : Complex<F32>;
def T_Opaque : OpaqueType<"foo", "bar", "an opaque type">;
def T_Tuple : TupleOf<[I32]>;
def T_Avail : AnyTypeOf<[I32, TypeAvailableAt<F32, [Ver<"V3">]>]>;

def A_Opt : OptionalAttr<SI16Attr>;
def A_Def : DefaultValuedAttr<StrAttr, "\\"x\\"">;
def A_Conf : ConfinedAttr<I64Attr, [IntMinValue<0>]>;
def A_TypeOf : TypeAttrOf<AnyTypeOf<[I32, F16]>>;
def A_AnyOf : AnyAttrOf<[StrAttr, UnitAttr]>;
def A_Avail : OptionalAttr<AttrAvailableAt<F32Attr, [Ver<"V2">]>>;
"""


@pytest.fixture(scope="module")
def upstream_keeper(tmp_path_factory, llvm_include):
    return load_spec(tmp_path_factory.mktemp("upstream"), UPSTREAM_SPEC, [llvm_include])


def up(keeper, name: str):
    rec = keeper.defs[name]
    reader = C.ConstraintReader()
    return reader.type_constraint(rec) if C.is_type_constraint(rec) else reader.attr_constraint(rec)


@pytest.mark.oracle
def test_upstream_scalar_types(upstream_keeper):
    m = up(upstream_keeper, "T_AnyOf").matcher
    assert m == mt.AnyOf(
        (
            mt.IntegerOf(32, ""),
            mt.IntegerOf(8, "s"),
            mt.IntegerOf(16, "u"),
            mt.IntegerOf(64, None),
            mt.ExactType(f16),
            mt.ExactType(bf16),
            mt.ExactType(index),
            mt.ExactType(none),
        )
    )
    assert up(upstream_keeper, "T_Alias").matcher == mt.IntegerOf(1, "")
    assert up(upstream_keeper, "F8E4M3FN").matcher == mt.ExactType(ir.FloatType("f8E4M3FN"))
    s = up(upstream_keeper, "AnySignlessIntegerOrIndex").matcher
    assert s.matches(i16) and s.matches(index) and not s.matches(ui8)
    w = up(upstream_keeper, "T_IntOfWidths").matcher
    assert w.matches(i8) and w.matches(i16) and not w.matches(i32)
    c = up(upstream_keeper, "T_Confined").matcher
    assert c.matches(si32) and not c.matches(i32)


@pytest.mark.oracle
def test_upstream_containers(upstream_keeper):
    assert up(upstream_keeper, "T_Tensor").matcher == mt.ShapedOf(
        mt.TENSOR_KINDS, mt.AnyOf((mt.IntegerOf(8, ""), mt.ExactType(bf16)))
    )
    assert up(upstream_keeper, "T_Ranked").matcher == mt.ShapedOf(frozenset({"ranked_tensor"}), mt.ExactType(f32))
    v = up(upstream_keeper, "T_Vector").matcher
    assert v.matches(vec(f32)) and v.matches(vec(i1, 2)) and not v.matches(vec(f16)) and not v.matches(tensor(f32))
    fv = up(upstream_keeper, "T_FixedVec").matcher
    assert fv.matches(vec(f16)) and not fv.matches(vec(f32))
    mr = up(upstream_keeper, "T_MemRef").matcher
    assert mr == mt.ShapedOf(frozenset({"memref"}), mt.IntegerOf(None, ""))
    assert up(upstream_keeper, "T_Unranked").matcher.matches(ir.UnrankedMemRefType(f64))
    assert up(upstream_keeper, "AnyShaped").matcher.matches(memref(f32))
    assert up(upstream_keeper, "T_Complex").matcher == mt.TypeKind("complex")
    assert up(upstream_keeper, "T_Opaque").matcher == mt.DialectTypeOf("foo", "bar")
    assert up(upstream_keeper, "T_Tuple").matcher == mt.TypeKind("tuple")


@pytest.mark.oracle
def test_upstream_arity(upstream_keeper):
    assert up(upstream_keeper, "T_Variadic").arity is C.Arity.VARIADIC
    assert up(upstream_keeper, "T_VarOfVar").arity is C.Arity.VARIADIC_OF_VARIADIC
    assert up(upstream_keeper, "T_VarOfVar").matcher == mt.IntegerOf(32, "")
    o = up(upstream_keeper, "T_Optional")
    assert o.arity is C.Arity.OPTIONAL and o.matcher == mt.AnyFloat()


@pytest.mark.oracle
def test_upstream_attributes(upstream_keeper):
    assert up(upstream_keeper, "I32Attr").matcher == mt.AttrKind("integer", mt.IntegerOf(32, ""))
    assert up(upstream_keeper, "F64Attr").matcher == mt.AttrKind("float", mt.ExactType(f64))
    opt = up(upstream_keeper, "A_Opt")
    assert opt.optional and opt.matcher == mt.AttrKind("integer", mt.IntegerOf(16, "s"))
    d = up(upstream_keeper, "A_Def")
    assert d.default_value == '"x"' and d.matcher == mt.AttrKind("string")
    assert up(upstream_keeper, "A_Conf").matcher == mt.AttrKind("integer", mt.IntegerOf(64, ""))
    assert up(upstream_keeper, "I64ArrayAttr").matcher == mt.ArrayOf(mt.AttrKind("integer", mt.IntegerOf(64, "")))
    t = up(upstream_keeper, "A_TypeOf").matcher
    assert t.matches(ir.TypeAttr(f16)) and not t.matches(ir.TypeAttr(f32))
    assert up(upstream_keeper, "DenseI32ArrayAttr").matcher == mt.AttrKind("dense_array", mt.ExactType(i32))
    assert up(upstream_keeper, "SymbolRefAttr").matcher == mt.AttrKind("symbol_ref")
    assert up(upstream_keeper, "A_AnyOf").matcher == mt.AnyOf((mt.AttrKind("string"), mt.AttrKind("unit")))
    assert up(upstream_keeper, "IndexAttr").matcher == mt.AttrKind("integer", mt.ExactType(index))
    assert up(upstream_keeper, "I32ElementsAttr").matcher.matches(ir.DenseElementsAttr("1", tensor(i32)))


@pytest.mark.oracle
def test_upstream_availability_modifiers(upstream_keeper):
    t = up(upstream_keeper, "T_Avail")
    assert [a.path for a in t.applicable([f32])] == [("any_of[1]",)]
    assert t.applicable([i32]) == ()
    a = up(upstream_keeper, "A_Avail")
    assert a.optional and a.applicable(None) == ()
    assert [x.availability[0].vmap["instance"].value.value for x in a.applicable(ir.FloatAttr(1.0, f32))] == ["V2"]


@pytest.mark.oracle
@pytest.mark.parametrize(
    "root, min_leaves, max_opaque",
    [("mlir/Dialect/SPIRV/IR/SPIRVOps.td", 4000, 0.10), ("mlir/Dialect/Tosa/IR/TosaOps.td", 400, 0.01)],
)
def test_every_upstream_op_argument_reads(root, min_leaves, max_opaque, llvm_include):
    """Every operand, attribute and result of the SPIR-V and TOSA ops gives a matcher;
    nearly all leaves are understood. The Opaque ones are dialect types that only a C++
    predicate describes (SPIR-V pointers, arrays, structs, images, matrices)."""
    keeper = load_root(str(llvm_include / root), [str(llvm_include)])
    reader = C.ConstraintReader()
    op_class = keeper.classes["Op"]
    leaves = opaque = 0
    for rec in keeper.defs.values():
        if not rec.is_subclass_of(op_class):
            continue
        for field in ("arguments", "results"):
            for arg in rec.vmap[field].value.args:
                c = C.constraint_record(arg)
                if C.is_type_constraint(c):
                    m = reader.type_constraint(c).matcher
                elif C.is_attr_constraint(c):
                    m = reader.attr_constraint(c).matcher
                else:
                    continue  # properties
                for _, node in mt.iter_matchers(m):
                    if not node.children():
                        leaves += 1
                        opaque += isinstance(node, mt.Opaque)
    assert leaves > min_leaves
    assert opaque / leaves < max_opaque


@pytest.mark.oracle
def test_spirv_types(llvm_include):
    keeper = load_root(str(llvm_include / "mlir/Dialect/SPIRV/IR/SPIRVBase.td"), [str(llvm_include)])
    reader = C.ConstraintReader()
    vector = reader.type_matcher(keeper.defs["SPIRV_Vector"])
    assert vector.matches(vec(f32)) and vector.matches(vec(i1)) and not vector.matches(vec(index))
    assert reader.type_matcher(keeper.defs["SPIRV_Bool"]) == mt.IntegerOf(1, "")
    scalar_or_vec = reader.type_matcher(keeper.defs["SPIRV_ScalarOrVector"])
    assert scalar_or_vec.matches(f16) and scalar_or_vec.matches(vec(i32)) and not scalar_or_vec.matches(index)
    assert isinstance(reader.type_matcher(keeper.defs["SPIRV_AnyPtr"]), mt.Opaque)


def test_all_of_type_keeps_annotated_members_in_place(tmp_path):
    keeper = load_spec(
        tmp_path,
        """
        include "odsgen/base.td"
        class V<string v> : Availability { let instance = v; }
        def X : AllOfType<[VectorOf<[AnyType]>, TypeAvailableAt<VectorOf<[F16]>, [V<"Y">]>]>;
        def Z : AllOfType<[VectorOf<[AnyType]>, VectorOf<[F16, F32]>]>;
        """,
        [data_dir("tdlib")],
    )
    x = C.build_type_matcher(keeper.defs["X"])
    assert [a.path for a in C.availability_annotations(x)] == [("all_of[1]",)]
    assert [a.path for a in C.applicable_annotations(x, vec(f16))] == [("all_of[1]",)]
    assert C.applicable_annotations(x, vec(f32)) == ()
    # Without annotations the members fold into one matcher.
    z = C.build_type_matcher(keeper.defs["Z"])
    assert z == mt.ShapedOf(frozenset({"vector"}), mt.AnyOf((mt.ExactType(f16), mt.ExactType(f32))))

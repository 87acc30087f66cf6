"""Unit tests of the IR classes: values, printing, building ops in Python, walking."""

from __future__ import annotations

import math

import pytest

from odsgen.runtime import ir
from odsgen.runtime.ir import (
    ArrayAttr,
    Block,
    DictionaryAttr,
    FloatAttr,
    IntegerAttr,
    Module,
    Operation,
    Region,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    f32,
    i1,
    i8,
    i32,
    i64,
    index,
)
from odsgen.runtime.printer import module_to_str, op_to_str
from odsgen.runtime.reader import read_text


def test_types_compare_hash_and_print() -> None:
    assert ir.IntegerType(32) == i32 and hash(ir.IntegerType(32)) == hash(i32)
    assert ir.IntegerType(32, "u") != i32
    assert {ir.RankedTensorType([2, ir.DYNAMIC], f32): 1}[ir.RankedTensorType((2, -1), f32)] == 1
    assert str(ir.VectorType([4, 2], ir.bf16, [True, False])) == "vector<[4]x2xbf16>"
    assert str(ir.MemRefType([4], f32, None, IntegerAttr(1, i64))) == "memref<4xf32, 1>"
    assert str(ir.UnrankedTensorType(i8)) == "tensor<*xi8>"
    assert str(ir.FunctionType([i32], [ir.FunctionType([], [])])) == "(i32) -> (() -> ())"
    assert str(ir.DialectType("spirv", "ptr", "f32, Function")) == "!spirv.ptr<f32, Function>"
    with pytest.raises(ValueError):
        ir.FloatType("f7")


def test_attributes_print_like_mlir() -> None:
    assert str(IntegerAttr(255, i8)) == "-1 : i8"
    assert str(IntegerAttr(255, ir.IntegerType(8, "u"))) == "255 : ui8"
    with pytest.raises(ValueError):
        IntegerAttr(256, i8)
    assert str(ir.BoolAttr(False)) == "false"
    assert str(FloatAttr(1e20, ir.f64)) == "1.0e+20 : f64"
    assert str(FloatAttr(math.inf, f32)) == "0x7F800000 : f32"
    assert FloatAttr(0.5, f32).value == 0.5
    assert str(StringAttr('a"b\n')) == r'"a\22b\0A"'
    assert str(ArrayAttr([IntegerAttr(1, i64), IntegerAttr(2, i32), FloatAttr(1.5, ir.f64)])) == "[1, 2 : i32, 1.5]"
    assert str(DictionaryAttr({"b": ir.UnitAttr(), "a b": IntegerAttr(1, i64)})) == '{"a b" = 1 : i64, b}'  # sorted
    assert str(SymbolRefAttr("a", ["b c"])) == '@a::@"b c"'
    assert str(ir.DenseArrayAttr(i32, [1, 2])) == "array<i32: 1, 2>"
    assert str(ir.DenseArrayAttr(f32, [1.5])) == "array<f32: 1.5>"
    assert str(ir.StridedLayoutAttr([ir.DYNAMIC, 1], 0)) == "strided<[?, 1]>"
    assert str(ir.FusedLoc([ir.FileLineColLoc("a", 1, 2), ir.UnknownLoc()])) == 'loc(fused["a":1:2, unknown])'


def test_dictionary_is_a_read_only_mapping() -> None:
    d = DictionaryAttr({"a": IntegerAttr(1, i64)})
    e = d.with_(b=ir.UnitAttr())
    assert list(d) == ["a"] and list(e) == ["a", "b"]
    assert e.without("a") == DictionaryAttr({"b": ir.UnitAttr()})
    assert d.get("zzz") is None and "a" in d and len(e) == 2


def _build_module() -> Module:
    """func.func @add(%a: i32, %b: i32) -> i32 with a diamond of blocks, built in Python."""
    fn_type = ir.FunctionType([i32, i32], [i32])
    func = Operation.create(
        "func.func",
        properties={"function_type": TypeAttr(fn_type), "sym_name": StringAttr("add")},
        regions=1,
    )
    entry = Block([i32, i32])
    left, join = Block(), Block([i32])
    for b in (entry, left, join):
        func.regions[0].append(b)
    a, b = entry.arguments
    add = entry.append(
        Operation.create(
            "arith.addi", [a, b], [i32], properties={"overflowFlags": ir.DialectAttr("arith", "overflow", "none")}
        )
    )
    cmp = entry.append(
        Operation.create("arith.cmpi", [add.result, b], [i1], properties={"predicate": IntegerAttr(2, i64)})
    )
    entry.append(
        Operation.create(
            "cf.cond_br",
            [cmp.result, add.result],
            successors=[join, left],
            properties={"operandSegmentSizes": ir.DenseArrayAttr(i32, [1, 1, 0])},
        )
    )
    left.append(Operation.create("cf.br", [a], successors=[join]))
    join.append(Operation.create("func.return", [join.arguments[0]]))
    top = Operation.create("builtin.module", regions=[Region([Block()])])
    top.regions[0].blocks[0].append(func)
    module = Module()
    module.body.append(top)
    return module


EXPECTED = """\
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "add"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.cmpi"(%0, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%1, %0)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1:  // pred: ^bb0
    "cf.br"(%arg0)[^bb2] : (i32) -> ()
  ^bb2(%2: i32):  // 2 preds: ^bb0, ^bb1
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

"""


def test_build_and_print() -> None:
    module = _build_module()
    assert module_to_str(module) == EXPECTED
    # Printing what was read gives the same text again.
    assert module_to_str(read_text(EXPECTED)) == EXPECTED


@pytest.mark.oracle
def test_built_module_is_valid_for_mlir_opt(mlir_generic) -> None:
    assert mlir_generic(module_to_str(_build_module())) == EXPECTED


def test_walk_orders_and_navigation() -> None:
    module = _build_module()
    pre = [op.name for op in module.walk()]
    post = [op.name for op in module.walk(post_order=True)]
    assert pre[:3] == ["builtin.module", "func.func", "arith.addi"]
    assert post[-2:] == ["func.func", "builtin.module"] and post[0] == "arith.addi"
    assert sorted(pre) == sorted(post) and len(pre) == 7
    add = next(op for op in module.walk() if op.name == "arith.addi")
    assert add.parent_op.name == "func.func" and add.parent.parent_op is add.parent_op
    assert add.result.owner is add and add.result.index == 0
    assert add.dialect == "arith" and add.operand_types == (i32, i32)
    ret = next(op for op in module.walk() if op.name == "func.return")
    with pytest.raises(ValueError):
        ret.result
    assert [op.name for op in add.parent_op.walk()][0] == "func.func"
    assert add.line == 0 and add.source_loc is None  # built in Python


def test_mutation_helpers() -> None:
    module = _build_module()
    add = next(op for op in module.walk() if op.name == "arith.addi")
    add.set_attr("tag", StringAttr("x"))
    b = add.parent.arguments[1]
    add.set_operand(0, b)
    add.detach()
    assert add.parent is None
    text = op_to_str(add)
    assert text == (
        '%0 = "arith.addi"(<<UNKNOWN SSA VALUE>>, <<UNKNOWN SSA VALUE>>) '
        '<{overflowFlags = #arith.overflow<none>}> {tag = "x"} : (i32, i32) -> i32\n'
    )
    blk = Block()
    blk.append(add)
    with pytest.raises(ValueError):
        blk.append(add)


def test_walk_and_print_survive_deep_nesting() -> None:
    depth = 5000
    root = Operation.create("x.root", regions=1)
    cur = root
    for _ in range(depth):
        blk = Block()
        cur.regions[0].append(blk)
        cur = blk.append(Operation.create("x.nest", regions=1, result_types=[index]))
    m = Module()
    m.body.append(root)
    assert sum(1 for _ in m.walk()) == depth + 1
    assert sum(1 for _ in m.walk(post_order=True)) == depth + 1
    text = module_to_str(m)
    assert module_to_str(read_text(text)) == text


def test_docs_example_builds_what_it_shows(capsys) -> None:
    import re
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "runtime.md").read_text()
    build = next(c for c in re.findall(r"```python\n(.*?)```", doc, re.S) if "Operation.create(" in c)
    shown = re.findall(r"```mlir\n(.*?)```", doc, re.S)[0]
    exec(compile(build, "docs/runtime.md", "exec"), {})
    assert capsys.readouterr().out == shown + "\n\n"  # module_to_str ends with an empty line, print adds one


def test_split_attributes_an_undeclared_property_is_no_argument():
    """Split by the declared names: one in {...} is inherent, a <{...}> value wins over a
    {...} one; a name in <{...}> that is not declared is listed with the discardable ones
    (MLIR's parser drops it on the ops it registers). tests/oracle/test_inherent_attributes_oracle.py
    compares the split with mlir-opt's generic printer."""
    op = (
        read_text(
            '"builtin.module"() ({\n  %0 = "gs.op"() <{a = 1 : i32, b = 2 : i32}> {a = 5 : i32, c = 3 : i32, d = 4 : i32} : () -> i32\n}) : () -> ()\n',
            "<m>",
        )
        .body.operations[0]
        .regions[0]
        .blocks[0]
        .operations[0]
    )
    inherent, discardable = op.split_attributes({"a", "d", "e"})
    assert dict(inherent) == {"a": ir.IntegerAttr(1, ir.IntegerType(32)), "d": ir.IntegerAttr(4, ir.IntegerType(32))}
    assert sorted(discardable) == ["b", "c"]
    assert op.split_attributes(()) == (ir.DictionaryAttr(), op.attributes.with_(op.properties))

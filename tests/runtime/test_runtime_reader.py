"""Unit tests of the generic-form reader: the structure it builds, and its diagnostics."""

from __future__ import annotations

import pytest
from runtime_support import INPUTS

from odsgen.diagnostics import OdsgenError
from odsgen.runtime import ir
from odsgen.runtime.printer import module_to_str
from odsgen.runtime.reader import MAX_NESTING, read_bytes, read_text


def attrs_of(text: str, name: str = "t.mlir") -> ir.DictionaryAttr:
    return read_text(text, name).operations[0].attributes


def result_types(text: str) -> tuple:
    return read_text(text).operations[0].result_types


# --- types --------------------------------------------------------------------


def test_integer_float_and_misc_types() -> None:
    ts = result_types('"x"() : () -> (i32, si8, ui64, i1, index, bf16, f8E4M3FN, f4E2M1FN, none, complex<f32>)')
    assert ts[0] == ir.IntegerType(32) and ts[0].is_signless
    assert ts[1] == ir.IntegerType(8, "s") and ts[1].is_signed
    assert ts[2].width == 64 and ts[2].is_unsigned
    assert ts[3] is not None and ts[3] == ir.i1
    assert isinstance(ts[4], ir.IndexType)
    assert ts[5] == ir.FloatType("bf16") and ts[5].width == 16
    assert ts[6].name == "f8E4M3FN" and ts[6].width == 8
    assert ts[7].width == 4
    assert isinstance(ts[8], ir.NoneType)
    assert ts[9] == ir.ComplexType(ir.f32)


def test_shaped_types() -> None:
    ts = result_types(
        '"x"() : () -> (vector<[4]x2xbf16>, tensor<4x?xf32, "enc">, tensor<*xi8>, '
        "memref<4x?xf32, strided<[?, 1], offset: 2>, 3>, memref<*xf32, 1>, vector<f32>)"
    )
    v, t, ut, m, um, v0 = ts
    assert v.shape == (4, 2) and v.scalable == (True, False) and v.element_type == ir.bf16
    assert t.shape == (4, ir.DYNAMIC) and t.is_dynamic_dim(1) and not t.has_static_shape
    assert t.encoding == ir.StringAttr("enc")
    assert isinstance(ut, ir.UnrankedTensorType) and ut.element_type == ir.i8
    assert m.layout == ir.StridedLayoutAttr([ir.DYNAMIC, 1], 2)
    assert m.memory_space == ir.IntegerAttr(3, ir.i64)
    assert isinstance(um, ir.UnrankedMemRefType) and um.memory_space == ir.IntegerAttr(1, ir.i64)
    assert v0.shape == () and v0.num_elements == 1
    assert str(m) == "memref<4x?xf32, strided<[?, 1], offset: 2>, 3>"


def test_function_tuple_and_dialect_types() -> None:
    ts = result_types(
        '"x"() : () -> ((i32, f32) -> ((i1) -> i1), tuple<i32, tuple<>>, !spirv.ptr<f32, Function>, !llvm.ptr, '
        '!foo<"opaque">)'
    )
    fn, tup, ptr, llvm_ptr, opaque = ts
    assert fn.inputs == (ir.i32, ir.f32) and isinstance(fn.results[0], ir.FunctionType)
    assert str(fn) == "(i32, f32) -> ((i1) -> i1)"
    assert tup.types == (ir.i32, ir.TupleType())
    assert (ptr.dialect, ptr.name, ptr.body) == ("spirv", "ptr", "f32, Function")
    assert (llvm_ptr.dialect, llvm_ptr.name, llvm_ptr.body) == ("llvm", "ptr", None)
    assert (opaque.dialect, opaque.name, opaque.body) == ("foo", "", '"opaque"')


def test_identical_types_are_shared() -> None:
    m = read_text('%0 = "x"() : () -> tensor<4xf32>\n%1 = "y"(%0) : (tensor<4xf32>) -> tensor<4xf32>\n')
    a, b = m.operations
    assert a.results[0].type is b.results[0].type is b.operands[0].type


# --- attributes ---------------------------------------------------------------


def test_integer_and_float_attributes() -> None:
    a = attrs_of(
        '"x"() {a = 255 : i8, b = 255 : ui8, c = 7, d = true, e = 1 : i1, f = 0x10 : i32, '
        "g = 1.5 : f32, h = 0x7FC00000 : f32, i = 2.0} : () -> ()"
    )
    assert a["a"] == ir.IntegerAttr(-1, ir.i8) and a["a"].value == -1
    assert a["b"].value == 255 and a["b"].type == ir.IntegerType(8, "u")
    assert a["c"].type == ir.i64
    assert isinstance(a["d"], ir.BoolAttr) and a["d"].value is True
    assert a["e"] == ir.BoolAttr(True)
    assert a["f"].value == 16
    assert a["g"].value == 1.5 and a["g"].literal == "1.5"
    assert a["h"].value != a["h"].value  # NaN from its bits
    assert a["i"].type == ir.f64


def test_string_attributes_decode_escapes() -> None:
    a = attrs_of(r'"x"() {a = "q\"b\\n\n t\t x\41\E2\9C\93", b = "typed" : i32} : () -> ()')
    assert a["a"].value == 'q"b\\n\n t\t xA\u2713'
    assert a["b"].type == ir.i32
    assert str(a["a"]) == r'"q\22b\\n\0A t\09 xA\E2\9C\93"'


def test_collections_and_references() -> None:
    a = attrs_of(
        '"x"() {a = [1, [2 : i32], {k}], b = {}, c = array<i32: 1, -2>, d = array<f32: 1.5>, e = array<i1: true>, '
        'f = @a::@"b c", g = unit, h, i = i32, j = #spirv.scope<Workgroup>, k = distinct[3]<"u">} : () -> ()'
    )
    assert [type(e) for e in a["a"]] == [ir.IntegerAttr, ir.ArrayAttr, ir.DictionaryAttr]
    assert a["a"][2]["k"] == ir.UnitAttr()
    assert len(a["b"]) == 0
    assert a["c"].values == (1, -2) and a["d"].as_numbers() == [1.5] and a["e"].values == (True,)
    assert a["f"].root == "a" and a["f"].nested == ("b c",) and a["f"].leaf == "b c"
    assert isinstance(a["g"], ir.UnitAttr) and isinstance(a["h"], ir.UnitAttr)
    assert a["i"] == ir.TypeAttr(ir.i32)
    scope = a["j"]
    assert (scope.dialect, scope.name, scope.body) == ("spirv", "scope", "Workgroup")
    assert a["k"].id == 3 and a["k"].referenced == ir.StringAttr("u")


def test_dense_attributes() -> None:
    a = attrs_of(
        '"x"() {a = dense<[[1, 2], [3, -4]]> : tensor<2x2xi32>, b = dense<"0x01000000"> : tensor<1xi32>, '
        "c = dense<[1.5, true]> : tensor<2xf32>, d = dense_resource<blob> : tensor<4xi8>, "
        "e = sparse<[[0]], [1]> : tensor<2xi32>} : () -> ()"
    )
    assert a["a"].values() == [1, 2, 3, -4] and a["a"].type.shape == (2, 2)
    assert a["b"].is_hex and a["b"].hex_bytes() == b"\x01\x00\x00\x00"
    assert a["c"].values() == [1.5, True]
    assert a["d"].handle == "blob"
    assert a["e"].body == "[[0]], [1]"


def test_aliases_are_resolved_and_kept() -> None:
    m = read_text("#map = affine_map<(d0) -> (d0)>\n!t = memref<4xf32, #map>\n" '"x"() {m = #map} : () -> !t\n')
    op = m.operations[0]
    assert op.attributes["m"] == ir.AffineMapAttr("(d0) -> (d0)")
    assert op.results[0].type.layout is m.aliases["#map"]
    assert list(m.aliases) == ["#map", "!t"]
    assert module_to_str(m).startswith("#map = affine_map<(d0) -> (d0)>\n!t = memref<4xf32, #map>\n")


def test_resources() -> None:
    m = read_text(
        '"x"() {a = dense_resource<b1> : tensor<1xi32>} : () -> ()\n'
        '{-#\n  dialect_resources: {\n    builtin: {\n      b1: "0x0400000007000000"\n    }\n  }\n#-}\n'
    )
    assert m.resources.blob("builtin", "b1") == bytes.fromhex("0400000007000000")
    assert module_to_str(m).endswith('      b1: "0x0400000007000000"\n    }\n  }\n#-}\n\n')


def test_locations() -> None:
    m = read_text(
        '"x"() ({\n^bb0(%a: i32 loc("a.c":1:2)):\n  "y"() : () -> () loc(#l2)\n}) : () -> () loc(#l1)\n'
        '#l1 = loc(fused<"m">["f.c":1:2 to 3:4, callsite("g" at unknown)])\n#l2 = loc("n"(#l1))\n'
    )
    op = m.operations[0]
    fused = op.location
    assert isinstance(fused, ir.FusedLoc) and fused.metadata == ir.StringAttr("m")
    rng, call = fused.locations
    assert (rng.filename, rng.line, rng.col, rng.end_line, rng.end_col) == ("f.c", 1, 2, 3, 4)
    assert isinstance(call.callee, ir.NameLoc) and isinstance(call.caller, ir.UnknownLoc)
    arg = op.regions[0].blocks[0].arguments[0]
    assert arg.location == ir.FileLineColLoc("a.c", 1, 2)
    inner = op.regions[0].blocks[0].operations[0].location
    assert inner.name == "n" and inner.child is fused
    assert m.trailing_aliases == {"#l1", "#l2"}


@pytest.mark.parametrize(
    "loc",
    [
        '"net.mlir":4:10',
        '"":1:1',
        '"a\\"b.mlir":2:3',  # an escaped quote: the general path
        '"f.c":1:2 to 3:4',
        '"f.c":7',
        '"f.c":4294967295:4294967295',  # the largest line and column MLIR allows
        '"f.c":123456789:987654321',
    ],
)
def test_inline_op_locations_read_as_the_general_path_reads_them(loc: str) -> None:
    """MLIR prints each op's ``"file":line:col`` inline with ``--mlir-print-local-scope``; the
    fast path for those gives what the general location parser gives."""
    text = f'"a.x"() : () -> () loc({loc})\n%0 = "a.y"() : () -> i32 loc({loc})\n'
    want = [op.location for op in read_text(text, fast=False).operations]
    got = [op.location for op in read_text(text).operations]
    assert got == want and all(isinstance(g, ir.FileLineColLoc) for g in got)
    assert [type(g) for g in got] == [type(w) for w in want]


def test_an_inline_location_out_of_range_is_the_general_error() -> None:
    text = '"a.x"() : () -> () loc("f.c":4294967296:1)\n'
    with pytest.raises(OdsgenError) as fast:
        read_text(text)
    with pytest.raises(OdsgenError) as general:
        read_text(text, fast=False)
    assert str(fast.value) == str(general.value)


def test_operations_keep_line_and_column() -> None:
    text = (INPUTS / "handwritten.generic.mlir").read_text()
    for fast in (True, False):
        m = read_text(text, "h.mlir", fast=fast)
        lines = text.splitlines()
        for op in m.walk():
            loc = op.source_loc
            assert loc.file == "h.mlir"
            line = lines[op.line - 1]
            # (at the op's name, as MLIR locates an op, after its results)
            assert line[op.col - 1] == '"', (op.name, op.line, op.col)
        use = m.op.regions[0].blocks[0].operations[0]
        assert (use.line, use.col) == (6, 10)


def test_forward_references_successors_and_multi_results() -> None:
    m = read_text((INPUTS / "handwritten.generic.mlir").read_text())
    body = m.op.regions[0].blocks[0].operations
    use, define, pair, consume = body[:4]
    assert use.operands[0] is define.results[0]
    assert consume.operands[:2] == pair.results and consume.operands[2] is use.results[0]
    region_op = body[4]
    entry, nxt = region_op.regions[0].blocks
    assert [str(a.type) for a in entry.arguments] == ["i32", "!unreg.t<a<b<c<d<e<f>>>>>>"]
    assert entry.operations[-1].successors == (nxt,)
    assert entry.operations[0].operands[1] is define.results[0]  # from the enclosing region
    assert region_op.regions[1].blocks == []
    assert body[5].name == 'unreg.with "quotes" in name'


def test_properties_and_shared_dictionaries() -> None:
    text = "".join(f'%{i} = "arith.constant"() <{{value = 1 : i32}}> : () -> i32\n' for i in range(3))
    ops = read_text(text).operations
    assert ops[0].properties is ops[1].properties is ops[2].properties
    assert ops[0].get_attr("value") == ir.IntegerAttr(1, ir.i32)
    ops[0].set_property("value", ir.IntegerAttr(2, ir.i32))
    assert ops[1].get_attr("value").value == 1  # copy on write: the others keep theirs


def test_comments_and_spacing() -> None:
    m = read_text('// leading\n  %a  =  "x" ( ) // trailing\n  {k = 1} : ( ) -> ( i32 )  // more\n')
    assert m.operations[0].attributes["k"].value == 1
    assert module_to_str(m) == '%0 = "x"() {k = 1 : i64} : () -> i32\n\n'


# --- diagnostics --------------------------------------------------------------

BAD = [
    ('"x"() {s = "abc} : () -> ()', 1, 28, "expected '\"' in string literal"),
    ('"x"() ({\n  "y"() : () -> ()\n', 1, 8, "region is never closed"),
    ('%0 = "x"(%1) : (i32) -> i32', 1, 10, "use of undeclared SSA value name"),
    ('%0:2 = "x"() : () -> i32', 1, 1, "operation defines 1 results but was provided 2 to bind"),
    ('"x"() : (i32) -> ()', 1, 9, "expected 0 operand types but had 1"),
    ('%0 = "x"() : () -> i32\n"y"(%0) : (i64) -> ()', 2, 5, "use of value '%0' expects different type"),
    ('%0 = "x"() : () -> i32\n%0 = "x"() : () -> i32', 2, 1, "redefinition of SSA value '%0'"),
    ('"x"()[^bb9] : () -> ()', 1, 7, "reference to an undefined block"),
    ('"x"() : () -> (i32, foo)', 1, 21, "expected non-function type, found 'foo'"),
    ('"x"() {a = #undefined} : () -> ()', 1, 12, "undefined symbol alias id 'undefined'"),
    ('"x"() {a = #d.a<(]>} : () -> ()', 1, 18, "unbalanced ']' character"),
    ('"x"() {a = 1, a = 2} : () -> ()', 1, 15, "duplicate key 'a' in dictionary attribute"),
    ('"x"() {a = 256 : i8} : () -> ()', 1, 12, "integer constant out of range for attribute"),
    ('"x"() {a = 1}', 1, 14, "expected ':' followed by operation type"),
    ("}", 1, 1, "unexpected '}' outside of a region"),
    ('"x"(%a : () -> ()', 1, 8, "expected ',' or ')' in operand list"),
    ("#a = 1\n#a = 2\n", 2, 1, "redefinition of attribute alias id 'a'"),
    ("^bb0:\n", 1, 1, "block labels are only allowed inside regions"),
    ("garbage", 1, 1, "expected operation name in quotes"),
    ('"x"() : () -> () loc(#nowhere)', 1, 22, "undefined symbol alias id 'nowhere'"),
    ('"x"() {a = dense<[1]>} : () -> ()', 1, 22, "expected ':' followed by the type of the dense attribute"),
    ('"x"() {a = 1 : f32} : () -> ()', 1, 12, "unexpected decimal integer literal for a floating point value"),
    ('"x"() ({\n^bb0:\n^bb0:\n}) : () -> ()', 3, 1, "redefinition of block '^bb0'"),
    ('"x"() {a = "\\q"} : () -> ()', 1, 13, "unknown escape in string literal"),
    ('"x"() {a = ' + "9" * 5000 + " : i64} : () -> ()", 1, 12, "integer constant out of range for attribute"),
    ('"x"() : () -> tensor<' + "9" * 5000 + "xf32>", 1, 22, "invalid dimension"),
    ("%0:" + "9" * 5000 + ' = "x"() : () -> i32', 1, 4, "expected named operation to have at least 1 result"),
]


@pytest.mark.parametrize("fast", [True, False])
@pytest.mark.parametrize("text,line,col,message", BAD)
def test_diagnostics(text: str, line: int, col: int, message: str, fast: bool) -> None:
    with pytest.raises(OdsgenError) as exc:
        read_text(text, "bad.mlir", fast=fast)
    rendered = str(exc.value)
    first = rendered.splitlines()[0]
    assert first.startswith(f"bad.mlir:{line}:{col}: error: "), rendered
    assert message in first, rendered
    # The source line and a caret under the column follow (long lines are windowed).
    lines = rendered.splitlines()
    source = text.splitlines()[line - 1]
    if len(source) <= 400:
        assert lines[1] == "  " + source
        assert lines[2].index("^") == col + 1
    else:
        assert lines[2].endswith("^") and len(lines[1]) <= 402


def test_binary_garbage_is_an_error() -> None:
    data = bytes(range(256)) * 4
    with pytest.raises(OdsgenError) as exc:
        read_bytes(data, "bin.mlir")
    assert str(exc.value).startswith("bin.mlir:1:2: error:")  # the NUL is a blank, as in mlir-opt


@pytest.mark.parametrize(
    "open_,close",
    [("[", "]"), ("!d.t<", ">"), ("tuple<", ">"), ("loc(callsite(", " at unknown))")],
)
def test_nesting_too_deep_is_a_located_error(open_: str, close: str) -> None:
    d = MAX_NESTING + 10
    if open_.startswith("loc"):
        text = '"x"() : () -> () loc(' + "callsite(" * d + "unknown" + " at unknown)" * d + ")"
    elif open_ == "[":
        text = '"x"() {a = ' + open_ * d + close * d + "} : () -> ()"
    else:
        text = '"x"() : () -> ' + open_ * d + "i32" + close * d
    try:
        module = read_text(text, "deep.mlir")
    except OdsgenError as exc:
        assert str(exc).startswith("deep.mlir:1:") and "nest too deeply" in str(exc)
    else:  # dialect bodies are text: any depth reads, and prints back
        assert open_ == "!d.t<" and module_to_str(module) == "%0 = " + text + "\n\n"


def test_deeply_nested_regions_are_fine() -> None:
    depth = 3000
    text = '"x"() ({\n' * depth + "}) : () -> ()\n" * depth
    m = read_text(text)
    assert sum(1 for _ in m.walk()) == depth
    assert module_to_str(m).count("({") == depth


def test_crlf_line_endings_read_like_lf() -> None:
    text = (INPUTS / "handwritten.generic.mlir").read_text()
    crlf = text.replace("\n", "\r\n")
    assert module_to_str(read_text(crlf)) == module_to_str(read_text(text))
    op = read_text(crlf).op.regions[0].blocks[0].operations[0]
    assert (op.line, op.col) == (6, 10)


def test_dictionaries_are_sorted_like_mlir() -> None:
    a = attrs_of('"x"() {b = 1, "a-b" = 2, _c, "$d" = 3} : () -> ()')
    assert list(a) == ["$d", "_c", "a-b", "b"]
    assert str(a) == '{"$d" = 3 : i64, _c, "a-b" = 2 : i64, b = 1 : i64}'


def test_nesting_up_to_the_limit_reads_and_prints() -> None:
    d = MAX_NESTING - 10
    text = '%0 = "x"() {a = ' + "[" * d + "]" * d + "} : () -> " + "tuple<" * d + ">" * d + "\n"
    printed = module_to_str(read_text(text))
    assert printed == text + "\n"


def test_values_used_deep_below_their_definition() -> None:
    depth = 12000  # deeper than any recursion limit
    text = '%0 = "x"() : () -> i32\n' + '"x"() ({\n' * depth + '"use"(%0) : (i32) -> ()\n' + "}) : () -> ()\n" * depth
    module = read_text(text)
    use = list(module.walk())[-1]
    assert use.name == "use" and use.operands[0] is module.operations[0].result
    # The printer's name lookup through enclosing regions is a loop as well
    # (printing the module itself would write depth**2 spaces of indentation).
    from odsgen.runtime.printer import _Names

    names = top = _Names(None)
    top[use.operands[0]] = "%0"
    for _ in range(depth):
        names = _Names(names)
    assert names[use.operands[0]] == "%0"


@pytest.mark.parametrize("enabled", [True, False])
@pytest.mark.parametrize("text", ['%0 = "t.op"() : () -> i32\n', '"t.op"() : () -> (\n'])
def test_reading_leaves_the_garbage_collector_as_it_was(enabled: bool, text: str) -> None:
    """A library caller's GC state survives read_text, on success and on error: still on (or
    off) as before, and nothing moved to the permanent generation (no gc.freeze)."""
    import gc

    was = gc.isenabled()
    gc.unfreeze()
    (gc.enable if enabled else gc.disable)()
    try:
        try:
            read_text(text, "gc.mlir")
        except OdsgenError:
            pass
        assert gc.isenabled() is enabled
        assert gc.get_freeze_count() == 0
    finally:
        (gc.enable if was else gc.disable)()


@pytest.mark.parametrize(
    "text",
    [
        "i32",
        "tensor<?x4xf32, #t.enc>",
        "memref<4x?xi8, strided<[1, ?], offset: 3>, 1>",
        "vector<[4]x2xf16>",
        "(i32, !t.x<a>) -> (f64)",
        "!llvm.ptr<1>",
        "tuple<complex<f32>, index>",
    ],
)
def test_parse_type_alone_matches_the_type_in_a_module(text: str) -> None:
    """parse_type gives the type an op signature in a module gives, and prints back as it."""
    from odsgen.runtime.reader import parse_type

    in_module = read_text(f'"t.op"() {{a = {text}}} : () -> ()', "m.mlir").body.operations[0].attributes["a"].type
    alone = parse_type(f"  {text}\n")
    assert alone == in_module and str(alone) == str(in_module)


@pytest.mark.parametrize(
    "text", ["42 : i32", '"s"', "[1, 2.5 : f32, unit]", "{b = 1, a}", "dense<[1, 2]> : tensor<2xi8>", "#t.a<x>"]
)
def test_parse_attribute_alone_matches_the_attribute_in_a_module(text: str) -> None:
    from odsgen.runtime.reader import parse_attribute

    in_module = read_text(f'"t.op"() {{a = {text}}} : () -> ()', "m.mlir").body.operations[0].attributes["a"]
    assert parse_attribute(text) == in_module


@pytest.mark.parametrize(
    "text, col, message",
    [
        ("i32 i32", 5, "unexpected text after the type"),
        ("", 1, "expected type"),
        ("tensor<4xf32", 13, "expected '>' in tensor type"),
        ("!alias", 1, "undefined symbol alias id 'alias'"),
        ("i" + "9" * 30, 1, "invalid integer width"),
        ("tensor<" * 2000 + "i32" + ">" * 2000, 7001, "types and attributes nest too deeply"),
    ],
)
def test_parse_type_errors_are_located(text: str, col: int, message: str) -> None:
    from odsgen.runtime.reader import parse_type

    with pytest.raises(OdsgenError) as exc:
        parse_type(text, "t.td")
    assert str(exc.value).splitlines()[0] == f"t.td:1:{col}: error: {message}"


# --- top-level items (deduce --write: issue 32, item 4) --------------------------


def _items(text: str) -> list[tuple[str, str]]:
    from odsgen.runtime.reader import top_level_items

    return [(kind, text[a:b]) for kind, a, b in top_level_items(text, "t.mlir")]


def test_top_level_items_are_aliases_resources_and_runs_of_ops() -> None:
    text = (
        '// #fake = 1 and {-# in a comment, "a quote\n'
        "#map = affine_map<(d0) -> (d0)>\n"
        "!multi = tensor<\n  4 x f32>   // a comment\n"
        "#set = affine_set<(d0) : (d0 - 1 >= 0)>\n"
        "#dense = dense<1.0>\n  : tensor<4xf32>\n"
        'func.func @f() attributes {s = "#y = 2 {-# }", t = "\\"!z = i8"} {\n'
        "  // } ) #w = 3\n"
        "  return\n"
        "}\n"
        "!u = i32\n"
        "%0 = spirv.Constant 1 : i32\n"
        '{-#\n  dialect_resources: {builtin: {b: "0x01000000"}}\n#-}\n'
    )
    got = _items(text)
    assert [k for k, _ in got] == ["alias", "alias", "alias", "alias", "ops", "alias", "ops", "resources"]
    assert got[1][1] == "!multi = tensor<\n  4 x f32>"
    assert got[3][1] == "#dense = dense<1.0>\n  : tensor<4xf32>"
    assert got[4][1].startswith("func.func @f()") and got[4][1].endswith("return\n}")
    assert got[6][1] == "%0 = spirv.Constant 1 : i32"
    assert got[7][1].startswith("{-#") and got[7][1].endswith("#-}")


def test_top_level_items_errors_are_located() -> None:
    from odsgen.runtime.reader import top_level_items

    with pytest.raises(OdsgenError) as exc:
        top_level_items("func.func @f() {\n  return\n", "t.mlir")
    assert str(exc.value).splitlines()[0] == "t.mlir:1:16: error: unterminated '{': expected '}' before end of file"

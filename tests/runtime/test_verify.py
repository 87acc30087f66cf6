"""Structural verification of ops against their ODS definition (odsgen.runtime.verify,
odsgen.model.verify) and `odsgen validate`'s structure report (docs/validate.md).

The differential against mlir-opt's verifier is tests/oracle/test_verify_oracle.py; these
tests pin the rules on a small spec written here: counts with optional and variadic
groups and segment sizes (VariadicOfVariadic's too), attribute presence, kinds and enum
cases, type constraints, regions and their block counts, and the structural traits."""

from __future__ import annotations

import json
import re

import pytest
from check_support import EXAMPLES, run_cli

from odsgen.model import load_model
from odsgen.model.verify import build_verifier_specs
from odsgen.runtime import ir
from odsgen.runtime.reader import read_text
from odsgen.runtime.verify import Verifier

SPEC = """
include "odsgen/base.td"

def TRT_Dialect : Dialect {
  let name = "trt";
  let cppNamespace = "::mlir::trt";
}
def TRT_V1 : I32EnumAttrCase<"V_1", 0>;
def TRT_Version : I32EnumAttr<"Version", "versions", [TRT_V1]>;
class MinVersion<I32EnumAttrCase min> : MinVersionBase<"QueryMinVersionInterface", TRT_Version, min>;
def Mode_A : I32EnumAttrCase<"Fast", 0>;
def Mode_B : I32EnumAttrCase<"Exact", 1>;
def TRT_Mode : I32EnumAttr<"Mode", "conv mode", [Mode_A, Mode_B]>;
def Bit_A : I32BitEnumAttrCaseBit<"Read", 0>;
def Bit_B : I32BitEnumAttrCaseBit<"Write", 1>;
def TRT_Access : I32BitEnumAttr<"Access", "access flags", [Bit_A, Bit_B]>;

def TRT_ConvOp : Op<TRT_Dialect, "conv"> {
  let availability = [MinVersion<TRT_V1>];
  let arguments = (ins AnyTensor:$input, AnyTensor:$filter, I32Attr:$groups, TRT_Mode:$mode,
                       OptionalAttr<TRT_Access>:$access, DefaultValuedAttr<I32Attr, "1">:$stride);
  let results = (outs AnyTensor:$out);
}
def TRT_ConcatOp : Op<TRT_Dialect, "concat"> {
  let arguments = (ins Variadic<I32>:$inputs, F32:$scale);
  let results = (outs I32:$out);
}
def TRT_OptOp : Op<TRT_Dialect, "opt"> {
  let arguments = (ins I32:$a, Optional<F32>:$b);
}
def TRT_SegOp : Op<TRT_Dialect, "seg", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<I32>:$a, Optional<F32>:$b, I32:$c);
}
def TRT_AddOp : Op<TRT_Dialect, "add", [SameOperandsAndResultType]> {
  let arguments = (ins AnyTypeOf<[I32, F32]>:$lhs, AnyTypeOf<[I32, F32]>:$rhs);
  let results = (outs AnyTypeOf<[I32, F32]>:$sum);
}
def TRT_LoopOp : Op<TRT_Dialect, "loop"> {
  let regions = (region AnyRegion:$body);
}
def TRT_YieldOp : Op<TRT_Dialect, "yield", [Terminator, HasParent<"LoopOp">]>;
def TRT_SwitchOp : Op<TRT_Dialect, "switch"> {
  let arguments = (ins I32:$sel, VariadicOfVariadic<I32, "case_sizes">:$cases);
}
def SameOperandsAndResultRank : NativeOpTrait<"SameOperandsAndResultRank">;
def TRT_IfOp : Op<TRT_Dialect, "if", [SameOperandsAndResultRank]> {
  let arguments = (ins AnyTensor:$x);
  let results = (outs AnyTensor:$y);
  let regions = (region SizedRegion<1>:$then, AnyRegion:$else);
}
"""


@pytest.fixture(scope="module")
def spec_path(tmp_path_factory):
    p = tmp_path_factory.mktemp("verify") / "trt.td"
    p.write_text(SPEC)
    return p


@pytest.fixture(scope="module")
def verifier(spec_path):
    return Verifier(build_verifier_specs(load_model([str(spec_path)])))


def errors(verifier, body: str) -> list[str]:
    module = read_text('"builtin.module"() ({\n' + body + "\n}) : () -> ()\n", "m.mlir")
    out = []
    for op in module.walk():
        r = verifier.verify(op)
        if r is not None:
            out += [p.message for p in r.errors]
    return out


SRC = '%t = "test.src"() : () -> tensor<4xf32>\n%i = "test.src"() : () -> i32\n%f = "test.src"() : () -> f32\n'


def test_well_formed_conv_passes(verifier):
    ok = (
        SRC
        + '%o = "trt.conv"(%t, %t) {groups = 2 : i32, mode = 1 : i32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>'
    )
    assert errors(verifier, ok) == []


@pytest.mark.parametrize(
    "op, message",
    [
        # the module: one operand, two results, a string for an I32Attr, mode 7
        (
            '%o = "trt.conv"(%t) {groups = 1 : i32, mode = 0 : i32} : (tensor<4xf32>) -> tensor<4xf32>',
            "expected 2 operands, but found 1",
        ),
        (
            '%o:2 = "trt.conv"(%t, %t) {groups = 1 : i32, mode = 0 : i32} : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)',
            "requires one result",
        ),
        (
            '%o = "trt.conv"(%t, %t) {groups = "two", mode = 0 : i32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>',
            "attribute 'groups' failed to satisfy constraint: 32-bit signless integer attribute",
        ),
        (
            '%o = "trt.conv"(%t, %t) {groups = 1 : i32, mode = 7 : i32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>',
            "attribute 'mode' failed to satisfy constraint: conv mode",
        ),
        (
            '%o = "trt.conv"(%t, %t) {mode = 0 : i32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>',
            "requires attribute 'groups'",
        ),
        (
            '%o = "trt.conv"(%t, %t) {groups = 1 : i32, mode = 0 : i32, access = 4 : i32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>',
            "attribute 'access' failed to satisfy constraint: access flags",
        ),
        (
            '%o = "trt.conv"(%i, %t) {groups = 1 : i32, mode = 0 : i32} : (i32, tensor<4xf32>) -> tensor<4xf32>',
            "operand #0 must be tensor of any type values, but got 'i32'",
        ),
        (
            '"trt.opt"(%i, %f, %f) : (i32, f32, f32) -> ()',
            "operand group starting at #1 requires 0 or 1 element, but found 2",
        ),
        (
            '"trt.seg"(%i, %f, %i) <{operandSegmentSizes = array<i32: 1, 1>}> : (i32, f32, i32) -> ()',
            "'operandSegmentSizes' attribute for specifying operand segments must have 3 elements, but got 2",
        ),
        (
            '"trt.seg"(%i, %f, %i) <{operandSegmentSizes = array<i32: 2, 1, 1>}> : (i32, f32, i32) -> ()',
            "operand count (3) does not match with the total size (4) specified in attribute 'operandSegmentSizes'",
        ),
        ('"trt.seg"(%i, %f, %i) : (i32, f32, i32) -> ()', "requires attribute 'operandSegmentSizes'"),
        ('%s = "trt.add"(%i, %f) : (i32, f32) -> i32', "requires the same type for all operands and results"),
        ('"trt.loop"() : () -> ()', "requires one region"),
        ('"trt.yield"() : () -> ()', "expects parent op 'trt.loop'"),
    ],
)
def test_malformed_ops_are_reported_in_mlirs_words(verifier, op, message):
    assert message in errors(verifier, SRC + op)


def test_groups_split_as_ods_says(verifier):
    assert errors(verifier, SRC + '%o = "trt.concat"(%i, %i, %f) : (i32, i32, f32) -> i32') == []
    assert errors(verifier, SRC + '%o = "trt.concat"(%f) : (f32) -> i32') == []
    assert errors(verifier, SRC + '"trt.opt"(%i) : (i32) -> ()') == []
    assert errors(verifier, SRC + '%o = "trt.concat"() : () -> i32') == ["expected 1 or more operands, but found 0"]
    seg = '"trt.seg"(%i, %i, %i) <{operandSegmentSizes = array<i32: 2, 0, 1>}> : (i32, i32, i32) -> ()'
    assert errors(verifier, SRC + seg) == []
    bit = '%o = "trt.conv"(%t, %t) {groups = 1 : i32, mode = 0 : i32, access = 3 : i32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>'
    assert errors(verifier, SRC + bit) == []
    loop = '"trt.loop"() ({\n  "trt.yield"() : () -> ()\n}) : () -> ()'
    assert errors(verifier, loop) == []


SWITCH = '"trt.switch"(%i, %i, %i) {} : (i32, i32, i32) -> ()'
IF = '%y = "trt.if"(%t) ({}) : (tensor<4xf32>) -> {}'


@pytest.mark.parametrize(
    "op, message",
    [
        (SWITCH.format("{case_sizes = array<i32: 1, 1>}"), None),
        (SWITCH.format("{case_sizes = array<i32: 0, 2, 0>}"), None),
        (
            SWITCH.format("{case_sizes = array<i32: 1>}"),
            "cases count (2) does not match with the total size (1) specified in attribute 'case_sizes'",
        ),
        (SWITCH.format("{case_sizes = array<i32: 3, -1>}"), "'case_sizes' attribute cannot have negative elements"),
        (SWITCH.format(""), "requires dense i32 array attribute 'case_sizes'"),
        (SWITCH.format("{case_sizes = array<i64: 2>}"), "requires dense i32 array attribute 'case_sizes'"),
        (IF.format("{\n^bb0:\n}, {}", "tensor<4xf32>"), None),
        (IF.format("{\n^bb0:\n}, {\n^bb0:\n^bb1:\n}", "tensor<*xf32>"), None),
        (IF.format("{}, {}", "tensor<4xf32>"), "region #0 ('then') failed to verify constraint: region with 1 blocks"),
        (
            IF.format("{\n^bb0:\n^bb1:\n}, {}", "tensor<4xf32>"),
            "region #0 ('then') failed to verify constraint: region with 1 blocks",
        ),
        (IF.format("{\n^bb0:\n}, {}", "tensor<2x2xf32>"), "result type has different rank than operands"),
    ],
)
def test_segments_region_constraints_and_ranks(verifier, op, message):
    """VariadicOfVariadic segment sizes (MLIR's verifyValueSizeAttr), SizedRegion block
    counts, SameOperandsAndResultRank: in MLIR's words (tests/oracle/test_verify_oracle.py
    compares them with mlir-opt on SPIR-V and TOSA)."""
    got = errors(verifier, SRC + op)
    assert got == ([message] if message else [])


def test_terminator_must_end_its_block(verifier):
    loop = '"trt.loop"() ({\n  "trt.yield"() : () -> ()\n  "test.x"() : () -> ()\n}) : () -> ()'
    assert errors(verifier, loop) == ["must be the last operation in the parent block"]


BAD = SRC + '%o:2 = "trt.conv"(%t) {groups = "two", mode = 7 : i32} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)'


def _module(tmp_path, body: str):
    p = tmp_path / "m.mlir"
    p.write_text('"builtin.module"() ({\n' + body + "\n}) : () -> ()\n")
    return p


def test_validate_reports_malformed_ops_first_with_exit_3(spec_path, tmp_path):
    m = _module(tmp_path, BAD)
    rc, out, err = run_cli("validate", m, "--spec", spec_path, "--target", "version=V_1")
    assert rc == 3, err
    lines = out.splitlines()
    assert lines[0] == f"{m}:5:8: error: 'trt.conv' op expected 2 operands, but found 1"
    assert lines[1].startswith('  %o:2 = "trt.conv"(%t)')
    assert lines[2] == "         ^"  # (at the op's name, as MLIR locates an op)
    assert f"{m}:5:8: error: 'trt.conv' op attribute 'mode' failed to satisfy constraint: conv mode" in lines
    assert f"{m}: 1 ops are malformed" in lines
    rc, out, _ = run_cli("validate", m, "--spec", spec_path, "--target", "version=V_1", "--format", "json")
    doc = json.loads(out)["modules"][0]
    assert rc == 3 and doc["status"] == "malformed" and doc["malformed_ops"] == 1
    cats = [e["category"] for e in doc["malformed"][0]["errors"]]
    assert cats == ["count", "count", "attribute", "enum"]
    assert doc["malformed"][0]["loc"] == f"{m}:5:8"


def test_no_verify_skips_verification(spec_path, tmp_path):
    m = _module(tmp_path, BAD)
    rc, out, err = run_cli("validate", m, "--spec", spec_path, "--target", "version=V_1", "--no-verify")
    assert rc == 0, out + err
    assert "all 1 ops are legal" in out


def test_unchecked_constraints_are_listed_and_strict_makes_them_errors(spec_path, tmp_path):
    spec = spec_path.parent / "opaque.td"
    spec.write_text(
        SPEC.replace(
            "def TRT_LoopOp",
            'def Odd : Type<CPred<"::myns::isOdd($_self)">, "an odd type">;\n'
            'def TRT_OddOp : Op<TRT_Dialect, "odd"> { let arguments = (ins Odd:$x); }\ndef TRT_LoopOp',
        )
    )
    m = _module(tmp_path, SRC + '"trt.odd"(%i) : (i32) -> ()')
    rc, out, err = run_cli("validate", m, "--spec", spec, "--target", "version=V_1")
    assert rc == 0, out + err
    assert "1 constraints of 1 ops not checked" in out
    rc, out, _ = run_cli("validate", m, "--spec", spec, "--target", "version=V_1", "--format", "json")
    doc = json.loads(out)["modules"][0]
    assert doc["unchecked"]["ops"] == 1
    assert doc["unchecked"]["by_op"]["trt.odd"] == ["operand #0 ('x'): an odd type (not read: ::myns::isOdd($_self))"]
    rc, out, _ = run_cli("validate", m, "--spec", spec, "--target", "version=V_1", "--strict-verify")
    assert rc == 3
    assert "'trt.odd' op constraint not checked by odsgen: operand #0 ('x')" in out


MALFORMED = {"abi": "raw-v1", "dataflow": "df-1", "gpu": "baseline", "rfc": "v1", "runtime": "ral-v1"}


@pytest.mark.parametrize("example", sorted(MALFORMED))
def test_malformed_examples(example, monkeypatch):
    """examples/*/malformed.mlir: every CHECK line is reported, and no other op is malformed."""
    d = EXAMPLES / example
    monkeypatch.chdir(d)
    (spec,) = d.glob("*.td")
    text = (d / "malformed.mlir").read_text()
    expected = re.findall(r"// CHECK: (.*)", text)
    assert expected
    rc, out, err = run_cli("validate", "malformed.mlir", "--spec", spec.name, "--target", MALFORMED[example])
    assert rc == 3, err
    got = [line for line in out.splitlines() if re.match(r"malformed\.mlir:\d+:\d+: error: '[^']+' op ", line)]
    assert [e for e in expected if e not in got] == []
    checked_lines = {e.split(":")[1] for e in expected}
    assert [g for g in got if g.split(":")[1] not in checked_lines] == []


def test_conversion_refuses_a_pattern_that_builds_a_malformed_op(verifier):
    """replace_op_with does not carry the root's attributes over; a pattern that forgets a
    required one is refused with the verifier's message, and the module is unchanged."""
    from odsgen.runtime.printer import module_to_str
    from odsgen.runtime.rewrite import apply_partial_conversion, pattern
    from odsgen.runtime.target import ConversionTarget

    text = (
        '"builtin.module"() ({\n'
        + SRC
        + ('%o = "test.conv"(%t, %t) {groups = 1 : i32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n')
        + "}) : () -> ()\n"
    )

    @pattern("test.conv", benefit=2)
    def forgetful(op, rw):
        rw.replace_op_with(op, "trt.conv")

    @pattern("test.conv", benefit=1)
    def careful(op, rw):
        rw.replace_op_with(
            op,
            "trt.conv",
            attributes={"groups": op.attributes["groups"], "mode": ir.IntegerAttr(0, ir.IntegerType(32))},
        )

    target = ConversionTarget().add_legal_op("trt.conv").add_illegal_op("test.conv")
    module = read_text(text, "m.mlir")
    before = module_to_str(module)
    result = apply_partial_conversion(module, target, [forgetful], filename="m.mlir", verifier=verifier)
    assert not result.ok and module_to_str(module) == before
    (left,) = result.unconverted
    assert [(a.pattern, a.why) for a in left.attempts] == [
        (
            "forgetful",
            "created 'trt.conv' (replacing the op at m.mlir:5:6), which is malformed: "
            "'trt.conv' op requires attribute 'groups'; 'trt.conv' op requires attribute 'mode'",
        )
    ]
    result = apply_partial_conversion(module, target, [forgetful, careful], filename="m.mlir", verifier=verifier)
    assert result.ok and [c.pattern for c in result.converted] == ["careful"]


@pytest.mark.parametrize(
    "pred, good, bad",
    [
        ("::llvm::cast<::mlir::VectorType>($_self).getNumElements() == 4", "vector<4xf32>", "vector<3xf32>"),
        ("::llvm::cast<::mlir::ShapedType>($_self).getRank() == 2", "tensor<2x3xf32>", "tensor<3xf32>"),
        ("::llvm::cast<::mlir::RankedTensorType>($_self).getRank() >= 1", "tensor<3xf32>", "tensor<f32>"),
        ("::llvm::cast<::mlir::ShapedType>($_self).hasRank()", "tensor<3xf32>", "tensor<*xf32>"),
        (
            "::llvm::all_of(::llvm::cast<::mlir::RankedTensorType>($_self).getShape(), [](auto v) { return v != 0; })",
            "tensor<3x1xf32>",
            "tensor<3x0xf32>",
        ),
    ],
)
def test_shape_predicates_are_read_exactly(tmp_path, pred, good, bad):
    spec = tmp_path / "shape.td"
    spec.write_text(
        SPEC.replace(
            "def TRT_LoopOp",
            f'def Shaped : ConfinedType<AnyType, [CPred<"{pred}">], "shaped thing">;\n'
            'def TRT_ShOp : Op<TRT_Dialect, "sh"> { let arguments = (ins Shaped:$x); }\ndef TRT_LoopOp',
        )
    )
    v = Verifier(build_verifier_specs(load_model([str(spec)])))
    assert v.specs["trt.sh"].operands[0].unchecked == ""
    src = f'%a = "test.src"() : () -> {good}\n%b = "test.src"() : () -> {bad}\n'
    assert errors(v, src + f'"trt.sh"(%a) : ({good}) -> ()') == []
    assert errors(v, src + f'"trt.sh"(%b) : ({bad}) -> ()') == [f"operand #0 must be shaped thing, but got '{bad}'"]


@pytest.mark.parametrize(
    "op, message",
    [
        (
            '%o = "trt.conv"(%t, %t) <1 : i32> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>',
            "invalid properties 1 : i32 for op trt.conv: expected DictionaryAttr to set properties",
        ),
        (
            '"trt.seg"(%i, %f, %i) <[1, 1, 1]> : (i32, f32, i32) -> ()',
            "invalid properties [1, 1, 1] for op trt.seg: expected DictionaryAttr to set properties",
        ),
        (
            '%s = "trt.add"(%i, %i) <"x"> : (i32, i32) -> i32',
            'invalid properties "x" for op trt.add: this operation does not support properties',
        ),
        # any dictionary, even an empty one, on an op without properties (issue 20, item 10)
        (
            '%s = "trt.add"(%i, %i) <{bogus = 1 : i32}> : (i32, i32) -> i32',
            "invalid properties {bogus = 1 : i32} for op trt.add: this operation does not support properties",
        ),
        (
            '"trt.opt"(%i) <{}> : (i32) -> ()',
            "invalid properties {} for op trt.opt: this operation does not support properties",
        ),
    ],
)
def test_properties_mlir_cannot_set(spec_path, tmp_path, op, message):
    # mlir-opt's parse error, without the "'op' op" prefix of the verifier's (its words:
    # tests/oracle/test_verify_oracle.py); exit 3 as for any malformed op, no traceback.
    m = _module(tmp_path, SRC + op)
    rc, out, err = run_cli("validate", m, "--spec", spec_path, "--target", "version=V_1")
    assert rc == 3 and err == "", err
    col = op.index('"') + 1  # (the op's name, as MLIR locates an op)
    assert out.splitlines()[:3] == [f"{m}:5:{col}: error: {message}", "  " + op, "  " + " " * (col - 1) + "^"]
    rc, out, _ = run_cli("validate", m, "--spec", spec_path, "--target", "version=V_1", "--format", "json")
    errs = json.loads(out)["modules"][0]["malformed"][0]["errors"]
    assert rc == 3 and errs == [{"category": "properties", "message": message}]


def test_an_unknown_name_in_properties_is_dropped(verifier):
    """An op with properties takes a name it does not declare (mlir-opt drops it)."""
    conv = '%o = "trt.conv"(%t, %t) <{bogus = 1 : i32, groups = 2 : i32, mode = 1 : i32}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>'
    assert errors(verifier, SRC + conv) == []


@pytest.mark.parametrize(
    "messages, want",
    [
        (
            ["'spirv.IAdd' op operand #0 must be integer, but got 'f32'"],
            [("spirv.IAdd", "mlir", "operand #0 must be integer, but got 'f32'")],
        ),
        (["operand #1 does not dominate this use"], [(None, "mlir", "operand #1 does not dominate this use")]),
        (
            ["invalid properties {a = 1 : i32} for op spirv.Not: this operation does not support properties"],
            [
                (
                    "spirv.Not",
                    "properties",
                    "invalid properties {a = 1 : i32} for op spirv.Not: this operation does not support properties",
                )
            ],
        ),
        (
            [
                "expected ::mlir::spirv::Scope to be one of: CrossDevice, Device",
                "failed to parse SPIRV_ScopeAttr parameter 'value' which is to be a `::mlir::spirv::Scope`",
            ],
            [(None, "enum", "expected ::mlir::spirv::Scope to be one of: CrossDevice, Device")],
        ),
        # the parser's: a syntax error, bad input
        (["use of undeclared SSA value name"], None),
        (["custom op 'spirv.Bogus' is unknown (tried 'func.spirv.Bogus' as well)"], None),
        (["failed to parse SPIRV_ScopeAttr parameter 'value' which is to be a `::mlir::spirv::Scope`"], None),
        (["unregistered operation 'x.y' found in dialect ('x') that does not allow unknown operations"], None),
        (["'spirv.IAdd' op operand #0 must be integer, but got 'f32'", "expected ':'"], None),
    ],
)
def test_mlirs_verifier_errors_are_told_from_its_parsers(messages, want):
    """A module MLIR rejects is malformed when each error is its verifier's (issue 20, item 26)."""
    from odsgen.diagnostics import Diagnostic, OdsgenError, Severity
    from odsgen.runtime.verify import RejectedByVerifier, mlir_problems, mlir_rejection
    from odsgen.source import Loc

    diags = [Diagnostic(Loc("m.mlir", 1, i + 1), Severity.ERROR, m) for i, m in enumerate(messages)]
    diags[0] = diags[0].with_note(None, "see current operation: ...")
    got = mlir_problems(diags)
    assert (None if got is None else [(op, p.category, p.message) for _, op, p in got]) == want
    error = mlir_rejection(diags)
    assert isinstance(error, OdsgenError) and isinstance(error, RejectedByVerifier) == (want is not None)

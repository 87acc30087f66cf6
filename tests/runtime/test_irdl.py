"""Users' dialects registered in MLIR through IRDL (issue 24, item 2): odsgen writes the
IRDL of a spec's dialects (odsgen.checking.irdl), MLIR loads it and parses and verifies
the user's ops in generic form, with its errors at their places in the user's file.

Shown on the examples' dialects (the dataflow `df` among them) and on the small dialect
of test_verify.py: MLIR rejects no op odsgen's verifier accepts (and nothing of the
samples), and every op odsgen rejects MLIR rejects too, unless what is wrong with it is
what IRDL has no form for, which the report lists as checked by odsgen."""

from __future__ import annotations

import json

import pytest
from check_support import EXAMPLES, run_cli
from test_verify import MALFORMED, SPEC, SRC

import odsgen
from odsgen.checking.inputs.read import ModuleInput, read_module
from odsgen.checking.irdl import irdl_of, mlir_verdict
from odsgen.checking.validate import verify_module
from odsgen.source import SourceManager

pytestmark = pytest.mark.mlir


def _verdicts(spec_path, module_path) -> tuple[dict, dict, object]:
    """(odsgen's malformed ops by loc, MLIR's through IRDL by loc, the IRDL)."""
    checked = odsgen.load_spec(str(spec_path)).checked
    irdl = irdl_of(checked.verifier.specs)
    sources = SourceManager()
    name = str(module_path)
    module = read_module(name, sources, freeze=False, keep_locations=False)
    report, _ = verify_module(checked, ModuleInput.of(module), name, sources, 0, False)
    ours = {e["loc"]: e for e in report["malformed"]}
    theirs = {f"{name}:{p.line}:{p.col}": p for p in mlir_verdict(irdl, module, name).problems}
    return ours, theirs, irdl


@pytest.mark.parametrize("example", sorted(MALFORMED))
def test_mlir_through_irdl_gives_odsgens_verdict_on_the_examples(example, mlir_ir):
    d = EXAMPLES / example
    (spec,) = d.glob("*.td")
    ours, theirs, irdl = _verdicts(spec, d / "sample.mlir")
    assert ours == {} and theirs == {}
    ours, theirs, irdl = _verdicts(spec, d / "malformed.mlir")
    assert ours
    assert [loc for loc in theirs if loc not in ours] == []  # no op odsgen accepts
    for loc, entry in ours.items():
        op = entry["op"]
        if loc not in theirs:  # odsgen's to check: the op is not IRDL's, or what is wrong has no IRDL form
            assert op in irdl.unregistered or irdl.unexpressed.get(op), (loc, entry)
        else:
            assert theirs[loc].op == op


def test_mlir_rejects_a_malformed_df_op_in_the_users_file(mlir_ir, monkeypatch):
    d = EXAMPLES / "dataflow"
    monkeypatch.chdir(d)
    rc, out, err = run_cli("verify", "malformed.mlir", "--spec", "dataflow.td", "--mlir", "--format", "json")
    assert rc == 3, err
    (doc,) = json.loads(out)["modules"]
    by_loc = {e["loc"]: e for e in doc["malformed"]}
    assert by_loc["malformed.mlir:7:8"]["mlir"] == "expected 'tensor<4xi32>' but got 'tensor<4xf32>'"
    assert (
        by_loc["malformed.mlir:9:3"]["mlir"] == "'df.variable' op attribute \"sym_name\" is expected but not provided"
    )
    assert odsgen.verify("dataflow.td", "malformed.mlir", mlir=True) == doc  # the API's answer is the CLI's
    irdl = doc["mlir"]
    assert irdl["rejected"] == 2 and irdl["registered"] == []
    # What MLIR could not check is listed as checked by odsgen: a terminator, a parent, isolation.
    assert irdl["checked_by_odsgen"]["df.executable_end"] == ["the whole op: a terminator (IRDL cannot mark one)"]
    assert irdl["checked_by_odsgen"]["df.executable"] == ["trait IsolatedFromAbove"]  # (its block count is IRDL's)
    rc, out, err = run_cli("verify", "sample.mlir", "--spec", "dataflow.td", "--mlir")
    assert rc == 0, out + err
    assert "MLIR's verifier rejected 0 ops" in out


# The dialect of test_verify.py, its ops mutated one at a time: what is wrong has an IRDL form.
MUTATIONS = {
    "count": '"trt.conv"(%t) {groups = 2 : i32, mode = 1 : i32} : (tensor<4xf32>) -> tensor<4xf32>',
    "attribute": '"trt.conv"(%t, %t) {mode = 1 : i32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>',
    "type": '"trt.concat"(%i, %i) : (i32, i32) -> i32',
    "same type": '"trt.add"(%i, %f) : (i32, f32) -> i32',
    "segments": '"trt.seg"(%i, %i) : (i32, i32) -> ()',
    "results": '"trt.opt"(%i) : (i32) -> i32',
}


@pytest.mark.parametrize("what", sorted(MUTATIONS))
def test_another_dialect_through_irdl(what, mlir_ir, tmp_path):
    spec = tmp_path / "trt.td"
    spec.write_text(SPEC)
    good = tmp_path / "good.mlir"
    good.write_text(
        '"builtin.module"() ({\n'
        + SRC
        + '"trt.concat"(%i, %i, %f) : (i32, i32, f32) -> i32\n"trt.add"(%i, %i) : (i32, i32) -> i32\n'
        + '"trt.seg"(%i, %f, %i) {operandSegmentSizes = array<i32: 1, 1, 1>} : (i32, f32, i32) -> ()\n'
        + "}) : () -> ()\n"
    )
    ours, theirs, _ = _verdicts(spec, good)
    assert ours == {} and theirs == {}
    bad = tmp_path / "bad.mlir"
    bad.write_text('"builtin.module"() ({\n' + SRC + MUTATIONS[what] + "\n}) : () -> ()\n")
    ours, theirs, _ = _verdicts(spec, bad)
    loc = f"{bad}:5:1"
    assert list(ours) == [loc] and list(theirs) == [loc]
    assert theirs[loc].message


# A dialect MLIR registers (SPIR-V), in generic form: MLIR verifies its ops as they are, C++
# verifiers included, which odsgen's own verifier lists as not checked (issue 24, item 1).
SPIRV = """"builtin.module"() ({
  "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>, vce_triple = #spirv.vce<v1.0, [Shader, Int64], []>}> ({
    "spirv.func"() <{function_type = (!spirv.ptr<i32, Workgroup>, VALUE) -> (), sym_name = "f", function_control = #spirv.function_control<None>}> ({
    ^bb0(%p: !spirv.ptr<i32, Workgroup>, %v: VALUE):
      %1 = "spirv.AtomicIAdd"(%p, %v) <{memory_scope = #spirv.scope<Device>, semantics = #spirv.memory_semantics<None>}> : (!spirv.ptr<i32, Workgroup>, VALUE) -> VALUE
      "spirv.Return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
"""


def test_mlir_verifies_a_dialect_it_registers_in_generic_form(mlir_ir, llvm_include, tmp_path):
    spec = ("--spec", f"{llvm_include}/mlir/Dialect/SPIRV/IR/SPIRVOps.td", "-I", str(llvm_include))
    good, bad = tmp_path / "good.mlir", tmp_path / "bad.mlir"
    good.write_text(SPIRV.replace("VALUE", "i32"))
    bad.write_text(SPIRV.replace("VALUE", "i64"))  # the pointee type is i32: a C++ verifier's
    rc, out, err = run_cli("verify", good, *spec, "--mlir", "--format", "json")
    assert rc == 0, err
    assert json.loads(out)["modules"][0]["mlir"]["registered"] == [
        "spirv.AtomicIAdd",
        "spirv.Return",
        "spirv.func",
        "spirv.module",
    ]
    rc, out, err = run_cli("verify", bad, *spec, "--no-mlir")  # odsgen's verifier alone: not checked
    assert rc == 0, err
    assert "not checked" in out
    # MLIR's verifier, at the op's name as mlir-opt locates it: by default (the bindings are
    # installed), and with --mlir
    for flags in ((), ("--mlir",)):
        rc, out, err = run_cli("verify", bad, *spec, *flags)
        assert rc == 3, err
        assert (
            f"{bad}:5:12: error: 'spirv.AtomicIAdd' op failed to verify that `value` type matches pointee type of "
            "`pointer`" in out.splitlines()
        )
        assert any(line.startswith(f"{bad}: 1 ops are malformed") for line in out.splitlines())

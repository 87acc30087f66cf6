"""`odsgen verify` and `odsgen.verify` (issue 24, item 3): verification against the ODS
definitions only, with no target; exit 0 well formed, 3 malformed, 2 bad input. Its rule
of malformedness is validate's: the same errors as `odsgen validate` reports first."""

from __future__ import annotations

import json
import re

import pytest
from check_support import EXAMPLES, run_cli
from runtime_support import run_odsgen
from test_irdl import SPIRV
from test_verify import BAD, MALFORMED, SPEC, SRC

import odsgen

GOOD = (
    SRC + '%o = "trt.conv"(%t, %t) {groups = 2 : i32, mode = 1 : i32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>'
)
_ERROR = re.compile(r".*:\d+:\d+: error: '[^']+' op .*")


@pytest.fixture(scope="module")
def spec_path(tmp_path_factory):
    p = tmp_path_factory.mktemp("verify_cmd") / "trt.td"
    p.write_text(SPEC)
    return p


def _module(tmp_path, body: str, name: str = "m.mlir"):
    p = tmp_path / name
    p.write_text('"builtin.module"() ({\n' + body + "\n}) : () -> ()\n")
    return p


def test_verify_exits_0_3_2_in_a_subprocess(spec_path, tmp_path):
    good, bad = _module(tmp_path, GOOD, "good.mlir"), _module(tmp_path, BAD, "bad.mlir")
    got = run_odsgen("verify", str(good), "--spec", str(spec_path))
    assert got.returncode == 0, got.stderr
    assert got.stdout.decode() == f"{good}: all 1 ops are well formed\n"
    got = run_odsgen("verify", str(bad), "--spec", str(spec_path))
    assert got.returncode == 3, got.stderr
    assert f"{bad}:5:8: error: 'trt.conv' op expected 2 operands, but found 1" in got.stdout.decode()
    got = run_odsgen("verify", str(tmp_path / "absent.mlir"), "--spec", str(spec_path))
    assert got.returncode == 2 and b"absent.mlir" in got.stderr
    unknown = _module(tmp_path, '"trt.nosuch"() : () -> ()', "unknown.mlir")
    got = run_odsgen("verify", str(unknown), "--spec", str(spec_path))
    assert got.returncode == 2 and b"trt.nosuch" in got.stderr, got.stderr


def test_verify_needs_no_target_where_validate_does(spec_path, tmp_path):
    """validate without a target stops before verifying; verify verifies."""
    bad = _module(tmp_path, BAD)
    rc, _, err = run_cli("validate", bad, "--spec", spec_path)
    assert rc == 2 and "no target" in err
    rc, out, err = run_cli("verify", bad, "--spec", spec_path)
    assert rc == 3, err
    assert f"{bad}: 1 ops are malformed" in out


def test_verify_reports_what_validate_reports_first(spec_path, tmp_path):
    bad = _module(tmp_path, BAD)
    rc_v, out_v, _ = run_cli("validate", bad, "--spec", spec_path, "--target", "version=V_1")
    rc, out, _ = run_cli("verify", bad, "--spec", spec_path)
    assert rc == rc_v == 3
    assert [line for line in out.splitlines() if _ERROR.match(line)] == [
        line for line in out_v.splitlines() if _ERROR.match(line)
    ]
    rc, out, _ = run_cli("verify", bad, "--spec", spec_path, "--format", "json")
    (doc,) = json.loads(out)["modules"]
    _, out_v, _ = run_cli("validate", bad, "--spec", spec_path, "--target", "version=V_1", "--format", "json")
    (doc_v,) = json.loads(out_v)["modules"]
    assert doc["status"] == "malformed" and "illegal" not in doc
    assert doc["malformed"] == doc_v["malformed"] and doc["unchecked"] == doc_v["unchecked"]
    # The API's answer is the CLI's entry.
    assert odsgen.verify(str(spec_path), str(bad)) == doc
    good = _module(tmp_path, GOOD, "good.mlir")
    api = odsgen.verify(str(spec_path), str(good))
    assert api["status"] == "well-formed" and api["ops"] == 1 and api["malformed"] == []


def test_verify_several_modules_and_max_errors(spec_path, tmp_path):
    good, bad = _module(tmp_path, GOOD, "good.mlir"), _module(
        tmp_path, BAD + "\n" + BAD.split("\n")[-1].replace("%o", "%p"), "bad.mlir"
    )
    rc, out, _ = run_cli("verify", good, good, "--spec", spec_path)
    assert rc == 0 and out.endswith("2 modules, 2 ops: all well formed\n")
    rc, out, _ = run_cli("verify", good, bad, "--spec", spec_path, "--max-errors", "1", "--format", "json")
    docs = json.loads(out)["modules"]
    assert rc == 3 and [d["status"] for d in docs] == ["well-formed", "malformed"]
    assert docs[1]["malformed_ops"] == 2 and len(docs[1]["malformed"]) == 1


@pytest.mark.parametrize("example", sorted(MALFORMED))
def test_verify_on_the_malformed_examples(example, monkeypatch):
    """examples/*/malformed.mlir with no target: every CHECK line, and sample.mlir is well formed."""
    d = EXAMPLES / example
    monkeypatch.chdir(d)
    (spec,) = d.glob("*.td")
    expected = re.findall(r"// CHECK: (.*)", (d / "malformed.mlir").read_text())
    rc, out, err = run_cli("verify", "malformed.mlir", "--spec", spec.name)
    assert rc == 3, err
    got = [line for line in out.splitlines() if _ERROR.match(line)]
    assert [e for e in expected if e not in got] == []
    rc, out, err = run_cli("verify", "sample.mlir", "--spec", spec.name)
    assert rc == 0, out + err


CUSTOM_BAD = """spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @f(%a: i32, %b: f32) "None" {
    %1 = "spirv.IAdd"(%a, %b) : (i32, f32) -> i32
    spirv.Return
  }
}
"""
GENERIC_BAD = """"builtin.module"() ({
  "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>, vce_triple = #spirv.vce<v1.0, [Shader], []>}> ({
    "spirv.func"() <{function_type = (i32, f32) -> (), sym_name = "f", function_control = #spirv.function_control<None>}> ({
    ^bb0(%a: i32, %b: f32):
      %1 = "spirv.IAdd"(%a, %b) : (i32, f32) -> i32
      "spirv.Return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
"""


@pytest.mark.mlir
@pytest.mark.parametrize("syntax", ["custom", "generic"])
def test_malformed_is_exit_3_in_every_syntax_and_command(syntax, mlir_ir, llvm_include, tmp_path):
    """Issue 24, item 4: validate, verify, deduce and convert, on a module in custom syntax
    (MLIR's verifier rejects it as it reads it) and in generic form (odsgen's verifier)."""
    module = tmp_path / "m.mlir"
    module.write_text(CUSTOM_BAD if syntax == "custom" else GENERIC_BAD)
    for argv in _every_command(module, llvm_include, tmp_path):
        rc, out, err = run_cli(*argv)
        assert rc == 3, (argv[0], out, err)
        assert "'spirv.IAdd' op operand #1 must be" in out + err, argv[0]
    assert not (tmp_path / "out.mlir").exists()


def _every_command(module, llvm_include, tmp_path) -> list[tuple]:
    """validate, verify, deduce and convert of ``module`` against MLIR's SPIR-V."""
    spec = ("--spec", f"{llvm_include}/mlir/Dialect/SPIRV/IR/SPIRVOps.td", "-I", str(llvm_include))
    patterns = EXAMPLES / "dataflow" / "downgrade.py"
    return [
        ("validate", module, *spec, "--target", "version=v1.0"),
        ("verify", module, *spec),
        ("deduce", module, *spec),
        ("convert", module, *spec, "--target", "version=v1.0", "--patterns", patterns, "-o", tmp_path / "out.mlir"),
    ]


# A C++ verifier's invariant (the pointee type of an atomic), which ODS cannot say: only
# MLIR's verifier rejects it; odsgen's own lists it as not checked.
ATOMIC = SPIRV.replace("VALUE", "i64")


@pytest.mark.mlir
def test_mlir_verifies_generic_form_in_every_command_unless_no_mlir(mlir_ir, mlir_opt, llvm_include, tmp_path):
    """Issue 24, item 1: with the bindings, MLIR's verifier checks a module in generic form as
    validate, verify, deduce and convert read it: malformed (exit 3) with mlir-opt's message at
    mlir-opt's line:col; ``--no-mlir`` leaves odsgen's verifier alone, which lists the check
    as not done."""
    import subprocess

    module = tmp_path / "m.mlir"
    module.write_text(ATOMIC)
    said = subprocess.run([str(mlir_opt), str(module), "-o", "/dev/null"], capture_output=True, text=True).stderr
    first = said.splitlines()[0]
    assert first == (
        f"{module}:5:12: error: 'spirv.AtomicIAdd' op failed to verify that `value` type matches pointee type of "
        "`pointer`"
    )
    for argv in _every_command(module, llvm_include, tmp_path):
        rc, out, err = run_cli(*argv)
        assert rc == 3, (argv[0], out, err)
        assert first in (out + err).splitlines(), argv[0]
        rc, out, err = run_cli(*argv, "--no-mlir")
        assert rc != 3 and "pointee" not in out + err, (argv[0], out, err)
    assert not (tmp_path / "out.mlir").exists() or "AtomicIAdd" in (tmp_path / "out.mlir").read_text()
    # In a subprocess, as CI runs it: the exit status and the JSON report of the unchecked op.
    spec = _every_command(module, llvm_include, tmp_path)[1][2:]
    proc = run_odsgen("verify", str(module), *spec)
    assert proc.returncode == 3 and first in proc.stdout.decode().splitlines()
    proc = run_odsgen("verify", str(module), *spec, "--no-mlir", "--format", "json")
    assert proc.returncode == 0, proc.stderr.decode()
    unchecked = json.loads(proc.stdout)["modules"][0]["unchecked"]["by_op"]
    assert any("pointee" in u or "C++" in u for u in unchecked["spirv.AtomicIAdd"]), unchecked

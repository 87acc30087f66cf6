"""Ops of other dialects are reported (issue 34, item 6).

A TOSA module that holds ops of neither TOSA nor MLIR's builtin/func (a converter's
``tfl.*`` left in) gets one warning with their names, counts and the first one's place;
``--strict-dialects`` makes it an error; JSON and SARIF carry it. The real CLI, in a
subprocess (exit codes).
"""

from __future__ import annotations

import json

import pytest

from runtime_support import run_odsgen_in_process

MODULE = """func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.abs %a : (tensor<2xf32>) -> tensor<2xf32>
  %1 = "tfl.pseudo_sparse_const"() {value = dense<1.0> : tensor<2xf32>} : () -> tensor<2xf32>
  %2 = "tfl.add"(%0, %1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %3 = "tf.Identity"(%2) : (tensor<2xf32>) -> tensor<2xf32>
  %4 = "tfl.add"(%3, %3) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %4 : tensor<2xf32>
}
"""

WARNING = (
    "4 ops of other dialects ('tf', 'tfl') not checked: 'tfl.pseudo_sparse_const' (1), 'tfl.add' (2), "
    "'tf.Identity' (1); the first is here"
)


@pytest.fixture
def spec(llvm_include):
    return ["--spec", f"{llvm_include}/mlir/Dialect/Tosa/IR/TosaOps.td", "-I", str(llvm_include)]


@pytest.fixture
def module(tmp_path):
    path = tmp_path / "net.mlir"
    path.write_text(MODULE)
    return path


def _lines(proc) -> list[str]:
    return proc.stderr.decode().splitlines()


def test_validate_warns_with_names_count_and_first_place(spec, module):
    proc = run_odsgen_in_process("validate", str(module), *spec, "--target", "profiles=pro_fp")
    assert proc.returncode == 0, proc.stderr.decode()
    assert f"{module}:3:8: warning: {WARNING}" in _lines(proc)
    clean = module.with_name("clean.mlir")
    clean.write_text(MODULE.replace('"tf.Identity"', '"tosa.abs"').replace('"tfl.', '"tosa.'))
    other = run_odsgen_in_process("validate", str(clean), *spec, "--target", "profiles=pro_fp")
    assert "other dialects" not in other.stderr.decode() + other.stdout.decode()


def test_strict_dialects_makes_it_an_error(spec, module):
    proc = run_odsgen_in_process("validate", str(module), *spec, "--target", "profiles=pro_fp", "--strict-dialects")
    assert proc.returncode == 1
    assert f"{module}:3:8: error: {WARNING}" in _lines(proc)


def test_json_and_sarif_carry_them(spec, module):
    proc = run_odsgen_in_process("validate", str(module), *spec, "--target", "profiles=pro_fp", "--format", "json")
    (report,) = json.loads(proc.stdout)["modules"]
    assert report["other_dialects"] == {
        "count": 4,
        "ops": {"tfl.pseudo_sparse_const": 1, "tfl.add": 2, "tf.Identity": 1},
        "first": f"{module}:3:8",
        "severity": "warning",
    }
    for strict, level in ((False, "warning"), (True, "error")):
        proc = run_odsgen_in_process(
            "validate", str(module), *spec, "--target", "profiles=pro_fp", "--format", "sarif",
            *(["--strict-dialects"] if strict else []),
        )  # fmt: skip
        assert proc.returncode == (1 if strict else 0), proc.stderr.decode()
        results = json.loads(proc.stdout)["runs"][0]["results"]
        (got,) = [r for r in results if r["ruleId"] == "other-dialects"]
        assert got["level"] == level and got["message"]["text"] == WARNING
        region = got["locations"][0]["physicalLocation"]["region"]
        assert (region["startLine"], region["startColumn"]) == (3, 8)


def test_deduce_warns_and_strict_refuses(spec, module):
    proc = run_odsgen_in_process("deduce", str(module), *spec)
    assert proc.returncode == 0, proc.stderr.decode()
    assert f"{module}:3:8: warning: {WARNING}" in _lines(proc)
    strict = run_odsgen_in_process("deduce", str(module), *spec, "--strict-dialects")
    assert strict.returncode == 2
    assert f"{module}:3:8: error: {WARNING}" in _lines(strict)

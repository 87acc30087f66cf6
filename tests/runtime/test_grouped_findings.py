"""validate's text groups the ops refused for the same reasons (issue 34, item 7).

One error per (op, reasons) with the first instance's notes, then the count of the others
and their first locations; ``--max-errors 0`` (every one), ``--max-errors N`` and
``--format json`` list each op on its own. The grouping is the report's, for every dialect:
TOSA and SPIR-V from the installed MLIR tree, and a dialect of one's own.
"""

from __future__ import annotations

import json

import pytest

from tests.runtime.runtime_support import REPO, run_odsgen_in_process

N = 6


def _tosa(tmp_path):
    body = "".join(f"  %{i} = tosa.abs %a : (tensor<4xbf16>) -> tensor<4xbf16>\n" for i in range(N))
    path = tmp_path / "many.mlir"
    path.write_text(
        "func.func @f(%a: tensor<4xbf16>, %b: tensor<4xi32>) -> tensor<4xbf16> {\n"
        + body
        + "  %n = tosa.abs %b : (tensor<4xi32>) -> tensor<4xi32>\n"  # legal on pro_int only: other reasons
        + "  return %0 : tensor<4xbf16>\n}\n"
    )
    return path, "tosa/IR/TosaOps.td", "profiles=pro_fp", "tosa.abs", 2


def _spirv(tmp_path):
    body = "".join(f"    %{i} = spirv.IAdd %a, %a : i64\n" for i in range(N))
    path = tmp_path / "many.mlir"
    path.write_text('spirv.module Logical GLSL450 {\n  spirv.func @f(%a: i64) "None" {\n' + body + "    spirv.Return\n  }\n}\n")
    return path, "SPIRV/IR/SPIRVOps.td", "version=v1.0,capabilities=Shader", "spirv.IAdd", 3


def _spec(llvm_include, rel):
    dialect, rest = rel.split("/", 1)
    name = {"tosa": "Tosa"}.get(dialect, dialect)
    return ["--spec", str(llvm_include / "mlir/Dialect" / name / rest), "-I", str(llvm_include)]


@pytest.mark.parametrize("make", [_tosa, _spirv], ids=["tosa", "spirv"])
def test_ops_refused_for_the_same_reasons_are_one_error(make, llvm_include, tmp_path):
    path, rel, target, op, first_line = make(tmp_path)
    args = ["validate", str(path), *_spec(llvm_include, rel), "--target", target]
    grouped = run_odsgen_in_process(*args)
    assert grouped.returncode == 1, grouped.stderr
    out = grouped.stdout.decode()
    # (TOSA: the i32 abs is refused for another reason, its own error)
    assert out.count(f"error: '{op}' is not available") == 1 + (op == "tosa.abs"), out
    locs = ", ".join(f"{path}:{first_line + k}:" for k in range(1, 4))
    assert f"  note: and {N - 1} more '{op}' refused for the same reasons, at " in out, out
    for k in range(1, 4):
        assert f"{path}:{first_line + k}:" in out.split("refused for the same reasons")[1], (locs, out)
    assert "(--max-errors 0 or --format json lists every one)" in out
    if op == "tosa.abs":  # the i32 abs is refused for another reason: its own error
        assert f"{path}:{first_line + N}:" in out.split("refused for the same reasons")[1].split("\n", 1)[1], out
    # Every one: --max-errors 0, --max-errors N and JSON.
    every = run_odsgen_in_process(*args, "--max-errors", "0").stdout.decode()
    assert every.count(f"error: '{op}' is not available") == N + (op == "tosa.abs"), every
    assert "refused for the same reasons" not in every
    doc = json.loads(run_odsgen_in_process(*args, "--format", "json").stdout)
    (mod,) = doc["modules"] if "modules" in doc else [doc]
    assert sum(1 for e in mod["illegal"] if e["op"] == op) >= N, mod


def test_a_dialect_of_ones_own_is_grouped_too(tmp_path):
    """The RFC's example dialect (no installed tree needed): op 'a' with an f32 result needs V_3."""
    ops = "".join(f'  %{i} = "example.a"() {{attr = 2.5 : f32}} : () -> f32\n' for i in range(4))
    path = tmp_path / "many.mlir"
    path.write_text('"builtin.module"() ({\n' + ops + "}) : () -> ()\n")
    args = ["validate", str(path), "--spec", str(REPO / "examples/rfc/example.td"), "--target", "version=V_2"]
    out = run_odsgen_in_process(*args).stdout.decode()
    assert out.count("error: 'example.a' is not available") == 1, out
    assert f"and 3 more 'example.a' refused for the same reasons, at {path}:3:8, {path}:4:8, {path}:5:8 (" in out, out
    every = run_odsgen_in_process(*args, "--max-errors", "0").stdout.decode()
    assert every.count("error: 'example.a' is not available") == 4, every
    two = run_odsgen_in_process(*args, "--max-errors", "2").stdout.decode()
    assert two.count("is not available on the target\n") == 2 and "(first 2 shown)" in two, two
    assert "refused for the same reasons" not in every + two


def test_a_refusal_no_row_admits_names_the_types_and_the_nearest_rows(llvm_include, tmp_path):
    path = tmp_path / "i16.mlir"
    path.write_text(
        "func.func @f(%a: tensor<4xi16>) -> tensor<4xi16> {\n"
        "  %0 = tosa.add %a, %a : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>\n"
        "  return %0 : tensor<4xi16>\n}\n"
    )
    spec = _spec(llvm_include, "tosa/IR/TosaOps.td")
    got = run_odsgen_in_process("validate", str(path), *spec, "--target", "profiles=pro_int")
    out = got.stdout.decode()
    assert got.returncode == 1, out
    assert "note: Profile: no target supports this instance of tosa.add on (i16, i16, i16)\n" in out, out
    assert "supported: (i32, i32, i32) with pro_int or pro_fp, 1.0" in out, out

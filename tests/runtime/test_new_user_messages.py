"""What a new user meets first (issue 20, item 29): `avail` shows an op's conditional
requirements too, one spelling of a case per output, a legal result names its target, and
a whole-file deduce unit is placed at its first op, not on a comment line."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from runtime_support import run_odsgen_in_process

ROOT = Path(__file__).resolve().parents[2]
RFC = "examples/rfc/example.td"
RFC_SAMPLE = "examples/rfc/sample.mlir"

# A dialect of one's own: case symbols differ from their strings (V1/v1, BF16/bf16).
TRT = """\
include "odsgen/base.td"

def TRT_Dialect : Dialect {
  let name = "trt";
  let cppNamespace = "::trt";
}
def TRT_V1 : I32EnumAttrCase<"V1", 1, "v1">;
def TRT_V2 : I32EnumAttrCase<"V2", 2, "v2">;
def TRT_V3 : I32EnumAttrCase<"V3", 3, "v3">;
def TRT_VersionAttr : I32EnumAttr<"Version", "versions", [TRT_V1, TRT_V2, TRT_V3]> {
  let cppNamespace = "::trt";
}
class MinVersion<I32EnumAttrCase min> : MinVersionBase<"QueryMinVersionInterface", TRT_VersionAttr, min>;
def TRT_F32 : I32EnumAttrCase<"F32", 0, "f32">;
def TRT_BF16 : I32EnumAttrCase<"BF16", 1, "bf16"> {
  let availability = [MinVersion<TRT_V2>];
}
def TRT_DTypeAttr : I32EnumAttr<"DType", "dtypes", [TRT_F32, TRT_BF16]> {
  let cppNamespace = "::trt";
}
def TRT_CastOp : Op<TRT_Dialect, "cast"> {
  let availability = [MinVersion<TRT_V1>];
  let arguments = (ins TRT_DTypeAttr:$dtype, AnyTypeOf<[I32, TypeAvailableAt<F16, [MinVersion<TRT_V3>]>]>:$x);
  let results = (outs I32:$r);
}
"""

TRT_MODULE = """\
// a module of the trt dialect
"builtin.module"() ({
  %c = "test.c"() : () -> i32
  %0 = "trt.cast"(%c) {dtype = 1 : i32} : (i32) -> i32
}) : () -> ()
"""


def odsgen(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    """What the command reports (text, exit status), through the CLI's main in process."""
    return run_odsgen_in_process(*args, cwd=cwd, text=True)


@pytest.fixture(scope="module")
def trt(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("trt")
    (d / "trt.td").write_text(TRT)
    (d / "m.mlir").write_text(TRT_MODULE)
    return d


def test_avail_shows_conditional_requirements_marked_as_such():
    proc = odsgen("avail", RFC)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == [
        f"example.a (EXAMPLE_A_Op) at {RFC}:43:5",
        f"  MinVersion: V_1  [op example.a at {RFC}:45:22]",
        "  conditional, when attribute 'attr' matches float attribute of f32:",
        f"    MinVersion: V_2  [attribute example.a::attr at {RFC}:47:5]",
        "  conditional, when result 'result' matches f32:",
        f"    MinVersion: V_3  [result example.a::result at {RFC}:50:5]",
    ]


def test_avail_json_adds_the_conditional_requirements(trt):
    proc = odsgen("avail", "trt.td", "--json", cwd=trt)
    assert proc.returncode == 0, proc.stderr
    (op,) = json.loads(proc.stdout)["ops"]
    # The fields there were are unchanged: the op's own requirements only.
    assert op["requirements"] == {"MinVersion": "V1"}
    assert [c["when"] for c in op["conditional"]] == ["attribute 'dtype' = bf16", "operand 'x' matches f16"]
    enum_case, annotated = op["conditional"]
    assert enum_case["on"] == "attribute" and enum_case["name"] == "dtype" and enum_case["case"] == "BF16"
    assert enum_case["requirements"] == {"MinVersion": "V2"}
    assert enum_case["provenance"]["MinVersion"][0]["name"] == "DType::BF16"
    assert annotated["on"] == "operand" and annotated["matches"] == "f16" and annotated["path"] == "any_of[1]"
    assert annotated["requirements"] == {"MinVersion": "V3"}


def test_one_spelling_of_a_case_in_every_text_output(trt):
    """A case is spelled as modules and targets spell it (v1, bf16), in every command."""
    avail = odsgen("avail", "trt.td", cwd=trt)
    assert "  MinVersion: v1  [op trt.cast at trt.td:22:22]" in avail.stdout
    assert "  conditional, when attribute 'dtype' = bf16:" in avail.stdout
    assert "    MinVersion: v2  [enum-case DType::BF16 at trt.td:16:22]" in avail.stdout
    explain = odsgen("explain", "trt.cast", "--spec", "trt.td", "--target", "version=V1", cwd=trt)
    assert explain.returncode == 0, explain.stderr
    assert "  attribute 'dtype' = bf16:" in explain.stdout
    assert "    attribute 'dtype' = bf16: MinVersion: needs version v2 or later; the target has v1" in explain.stdout
    validate = odsgen("validate", "m.mlir", "--spec", "trt.td", "--target", "version=V1", cwd=trt)
    assert validate.returncode == 1, validate.stderr
    assert "  note: MinVersion: needs version v2 or later; the target has v1" in validate.stdout
    deduce = odsgen("deduce", "m.mlir", "--spec", "trt.td", cwd=trt)
    assert deduce.returncode == 0, deduce.stderr
    for out in (avail.stdout, explain.stdout, validate.stdout, deduce.stdout):
        for symbol in ("V1", "V2", "V3", "BF16 ", "BF16:", "= BF16"):
            assert f" {symbol}" not in out.replace("DType::BF16", ""), (symbol, out)


def test_a_legal_result_names_its_target(trt):
    proc = odsgen("validate", RFC_SAMPLE, "--spec", RFC, "--target", "latest")
    assert (proc.returncode, proc.stdout) == (0, f"{RFC_SAMPLE}: all 2 ops are legal on the target version=V_3\n")
    proc = odsgen("validate", "m.mlir", "m.mlir", "--spec", "trt.td", "--target", "version=v2", cwd=trt)
    assert (proc.returncode, proc.stdout) == (0, "2 modules, 2 ops: all legal on the target version=v2\n")


def test_a_module_target_env_is_named_when_legal(tmp_path):
    """Without --target, each op's own <dialect>.target_env is the target: the line names it."""
    env = "#gs.target_env<#gs.vce<v1.3, [Shader, Float16], []>>"
    (tmp_path / "m.mlir").write_text(
        '"builtin.module"() ({\n'
        '  "test.unit"() ({\n'
        '    %0 = "test.c"() : () -> f16\n'
        '    %1 = "gs.fadd"(%0, %0) : (f16, f16) -> f16\n'
        f"  }}) {{gs.target_env = {env}}} : () -> ()\n"
        "}) : () -> ()\n"
    )
    proc = odsgen("validate", tmp_path / "m.mlir", "--spec", "examples/gpu/gpu.td")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.endswith(
        ": all 1 ops are legal on the target version=v1.3,extensions=none,capabilities=Float16+Shader\n"
    )


def test_a_whole_file_deduce_unit_is_at_its_first_op_not_a_comment():
    proc = odsgen("deduce", RFC_SAMPLE, "--spec", RFC)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[0] == f"{RFC_SAMPLE}:3:1: module: MinVersion V_3"
    (unit,) = json.loads(odsgen("deduce", RFC_SAMPLE, "--spec", RFC, "--format", "json").stdout)["units"]
    assert unit["loc"] == f"{RFC_SAMPLE}:3:1"


def test_a_target_suggestion_spells_the_case_as_targets_do(trt):
    proc = odsgen("validate", "m.mlir", "--spec", "trt.td", "--target", "V1", cwd=trt)
    assert proc.returncode == 2
    notes = [line for line in proc.stderr.splitlines() if line.startswith("note: ")]
    assert notes[0] == "note: did you mean 'version=v1'?"
    assert "note: targets look like 'version=v3' (docs/targets.md)" in notes


def test_avail_of_an_op_with_only_conditional_requirements(tmp_path):
    """No own requirement is not 'available everywhere' when a value can need more; the
    version of a dimension met only in annotations is spelled as targets spell it too."""
    (tmp_path / "d.td").write_text(
        'include "odsgen/base.td"\n'
        'def D_Dialect : Dialect { let name = "d"; let cppNamespace = "::d"; }\n'
        'def D_V1 : I32EnumAttrCase<"V1", 1, "v1">;\n'
        'def D_V2 : I32EnumAttrCase<"V2", 2, "v2">;\n'
        'def D_VersionAttr : I32EnumAttr<"Version", "versions", [D_V1, D_V2]> { let cppNamespace = "::d"; }\n'
        'class MinVersion<I32EnumAttrCase min> : MinVersionBase<"QueryMinVersionInterface", D_VersionAttr, min>;\n'
        'def D_X : Op<D_Dialect, "x"> {\n'
        "  let results = (outs AnyTypeOf<[I32, TypeAvailableAt<F16, [MinVersion<D_V2>]>]>:$r);\n"
        "}\n"
        'def D_Y : Op<D_Dialect, "y">;\n'
    )
    proc = odsgen("avail", "d.td", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == [
        "d.x (D_X) at d.td:7:5",
        "  no own requirements (conditional ones below)",
        "  conditional, when result 'r' matches f16:",
        "    MinVersion: v2  [result d.x::r at d.td:8:23]",
        "d.y (D_Y) at d.td:10:5",
        "  available everywhere",
    ]


@pytest.mark.mlir
def test_a_whole_file_unit_in_custom_syntax_is_at_its_first_op(tmp_path):
    """An implicit module has no place in the file: the unit is at the first op that has."""
    (tmp_path / "c.mlir").write_text(
        "// leading comment\n\n"
        "func.func @f() -> f32 {\n"
        '  %0 = "example.a"() {attr = 2.5 : f32} : () -> f32\n'
        "  return %0 : f32\n"
        "}\n"
    )
    proc = odsgen("deduce", tmp_path / "c.mlir", "--spec", RFC)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[0] == f"{tmp_path / 'c.mlir'}:3:1: module: MinVersion V_3"

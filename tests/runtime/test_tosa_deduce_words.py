"""deduce says what forces each part of a TOSA target, on real networks (issue 34, item 7).

The networks are tests/data/tosa_networks/'s (made by torch-mlir and Arm's converter):

- a level: the measure that exceeds the stricter level and, for a function's argument,
  the argument where the file declares it ("TosaLevel none: dynamic dimension in
  tensor<?x6xf32> of %arg0 at F:2:19 (operand input1 #0 of tosa.reshape at F:16:11; ...)"),
  in every way the module is read (custom syntax, generic form, bytecode with and without
  debug info, the shape scan), and validate's refusal names it too;
- an extension a requirement asks for when an attribute has a value: that attribute
  ("Extension doubleround: tosa.rescale at ... with rounding_mode = DOUBLE_ROUND");
- a supported-types row: the row's types ("Extension int16: tosa.table at ... on (i16, i16, i32)");
- a part every op accepts any choice of (the least specification version) names no op:
  "nothing asks for more", where it used to name the first tosa.const.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from check_support import run_cli
from runtime_support import require_bindings

NETWORKS = Path(__file__).resolve().parents[1] / "data" / "tosa_networks"


def _spec(llvm_include) -> list[str]:
    return ["--spec", f"{llvm_include}/mlir/Dialect/Tosa/IR/TosaOps.td", "-I", str(llvm_include)]


def _deduce(llvm_include, network: str | Path, *flags: str) -> str:
    rc, out, err = run_cli("deduce", str(NETWORKS / network), *_spec(llvm_include), *flags)
    assert rc == 0, out + err
    return out


def _level_line(out: str) -> str:
    (line,) = (l for l in out.splitlines() if l.startswith("  TosaLevel none: "))
    return line


def test_a_level_names_the_dynamic_argument_and_the_version_no_op(llvm_include):
    path = NETWORKS / "torch_mlp_dynamic_f32.mlir"
    lines = _deduce(llvm_include, path.name).splitlines()
    assert lines[0].endswith("module: SpecificationVersion 1.0; Profile [pro_fp]; Extension []; TosaLevel none")
    assert "  SpecificationVersion 1.0: nothing asks for more" in lines, lines
    assert (
        f"  TosaLevel none: dynamic dimension in tensor<?x6xf32> of %arg0 at {path}:2:19 "
        f"(operand input1 #0 of tosa.reshape at {path}:16:11; and 12 more)" in lines
    ), lines
    assert f"  Profile pro_fp: tosa.const at {path}:3:10 on (f32) (and 20 more)" in lines, lines
    (unit,) = json.loads(_deduce(llvm_include, path.name, "--format", "json"))["units"]
    parts = {(p["dimension"], p["value"]): p for p in unit["forced_by"]}
    assert parts[("SpecificationVersion", "V_1_0")]["ops"] == []
    subject = parts[("TosaLevel", "none")]["ops"][0]["subject"]
    assert subject == f"dynamic dimension in tensor<?x6xf32> of %arg0 at {path}:2:19"
    assert all(p["alone"] for p in unit["forced_by"])  # each op named needs its part, accepts no other


@pytest.mark.mlir  # (the bindings read the bytecode)
def test_an_extension_names_the_attribute_or_the_types_that_need_it(llvm_include):
    require_bindings()  # (Arm's converter writes bytecode)
    lines = _deduce(llvm_include, "cnn_int8.mlirbc").splitlines()
    assert any(
        l.startswith("  Extension doubleround: tosa.rescale at ") and l.endswith(" with rounding_mode = DOUBLE_ROUND (and 5 more)")
        for l in lines
    ), lines
    assert any(l.startswith("  Extension int16: tosa.table at ") and " on (i16, i16, i32)" in l for l in lines), lines
    assert "  SpecificationVersion 1.0: nothing asks for more" in lines, lines


# The network's level line, its argument declared at 2:19 (``func.func @main(%arg0: ...``).
_DYNAMIC = (
    "  TosaLevel none: dynamic dimension in tensor<?x6xf32> of %arg0 at {path}:2:19 (operand input1 #0 of tosa.reshape"
)


@pytest.mark.mlir
def test_the_argument_is_placed_in_bytecode_and_in_generic_form(llvm_include, mlir_opt, tmp_path):
    """The same network as MLIR bytecode with its debug info (the argument where the text
    declared it), without (the function that holds it, as bytecode ops are named), and in
    generic form read by odsgen's reader (where the generic text declares it)."""
    require_bindings()
    import subprocess

    path = NETWORKS / "torch_mlp_dynamic_f32.mlir"
    made = tmp_path / "mlp.mlirbc"
    stripped = tmp_path / "mlp_stripped.mlirbc"
    generic = tmp_path / "mlp_generic.mlir"
    subprocess.run([str(mlir_opt), str(path), "--emit-bytecode", "-o", str(made)], check=True)
    subprocess.run([str(mlir_opt), str(path), "--emit-bytecode", "--strip-debuginfo", "-o", str(stripped)], check=True)
    subprocess.run([str(mlir_opt), str(path), "--mlir-print-op-generic", "-o", str(generic)], check=True)
    assert _level_line(_deduce(llvm_include, made)).startswith(_DYNAMIC.format(path=path))
    assert _level_line(_deduce(llvm_include, stripped)).startswith(
        f"  TosaLevel none: dynamic dimension in tensor<?x6xf32> of %arg0 of func.func at {stripped}: "
        f"op #1 'func.func' @main (operand input1 #0 of tosa.reshape at {stripped}: op #"
    )
    line = next(n for n, l in enumerate(generic.read_text().splitlines(), 1) if l.lstrip().startswith("^bb0(%arg0: "))
    col = generic.read_text().splitlines()[line - 1].index("%arg0") + 1
    assert _level_line(_deduce(llvm_include, generic)).startswith(
        f"  TosaLevel none: dynamic dimension in tensor<?x6xf32> of %arg0 at {generic}:{line}:{col} "
    )


def test_validate_names_the_argument_a_level_refuses(llvm_include):
    """validate's refusal of an op whose operand is a function's argument over a level
    names the argument where it is declared, in text and JSON."""
    path = NETWORKS / "torch_mlp_dynamic_f32.mlir"
    target = ["--target", "profiles=pro_fp,level=8k", "--max-errors", "0"]
    rc, out, err = run_cli("validate", str(path), *_spec(llvm_include), *target)
    assert rc == 1, out + err
    lines = (out + err).splitlines()
    at = lines.index(f"{path}:16:11: error: 'tosa.reshape' is not available on the target")
    assert f"  note: operand input1 #0 is the argument %arg0 at {path}:2:19" in lines[at:at + 12], lines[at:at + 12]
    rc, out, _ = run_cli("validate", str(path), *_spec(llvm_include), *target, "--format", "json")
    (module,) = json.loads(out)["modules"]
    (reshape,) = (x for x in module["illegal"] if x["loc"] == f"{path}:16:11")
    assert reshape["arguments"] == [{"value": "operand input1 #0", "name": "%arg0", "loc": f"{path}:2:19"}]


@pytest.mark.mlir
def test_the_shape_scan_places_an_argument_by_the_name_the_file_gives_it(llvm_include, tmp_path):
    """A module of element-wise ops only (read as its shapes: odsgen.checking.inputs.shapes)
    names the argument as the file spells it, where the file declares it."""
    require_bindings()
    path = tmp_path / "dyn.mlir"
    path.write_text(
        "func.func @main(%input: tensor<?x6xf32>,\n"
        "                %bias: tensor<1x6xf32>) -> tensor<?x6xf32> {\n"
        "  %0 = tosa.add %bias, %input : (tensor<1x6xf32>, tensor<?x6xf32>) -> tensor<?x6xf32>\n"
        "  return %0 : tensor<?x6xf32>\n"
        "}\n"
    )
    assert _level_line(_deduce(llvm_include, path)) == (
        f"  TosaLevel none: dynamic dimension in tensor<?x6xf32> of %input at {path}:1:17 "
        f"(operand input2 #1 of tosa.add at {path}:3:8)"
    )

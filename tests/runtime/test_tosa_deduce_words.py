"""deduce says what forces each part of a TOSA target, on real networks (issue 34, item 7).

The networks are tests/data/tosa_networks/'s (made by torch-mlir and Arm's converter):

- a level: the measure that exceeds the stricter level and, for a function's argument,
  the argument and its function ("TosaLevel none: dynamic dimension in tensor<?x6xf32> of
  %arg0 of func.func at F:2:3 (operand input1 #0 of tosa.reshape at F:16:11; ...)");
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


def _deduce(llvm_include, network: str, *flags: str) -> str:
    spec = ["--spec", f"{llvm_include}/mlir/Dialect/Tosa/IR/TosaOps.td", "-I", str(llvm_include)]
    rc, out, err = run_cli("deduce", str(NETWORKS / network), *spec, *flags)
    assert rc == 0, out + err
    return out


def test_a_level_names_the_dynamic_argument_and_the_version_no_op(llvm_include):
    path = NETWORKS / "torch_mlp_dynamic_f32.mlir"
    lines = _deduce(llvm_include, path.name).splitlines()
    assert lines[0].endswith("module: SpecificationVersion 1.0; Profile [pro_fp]; Extension []; TosaLevel none")
    assert "  SpecificationVersion 1.0: nothing asks for more" in lines, lines
    assert (
        f"  TosaLevel none: dynamic dimension in tensor<?x6xf32> of %arg0 of func.func at {path}:2:3 "
        f"(operand input1 #0 of tosa.reshape at {path}:16:11; and 12 more)" in lines
    ), lines
    assert f"  Profile pro_fp: tosa.const at {path}:3:10 on (f32) (and 20 more)" in lines, lines
    (unit,) = json.loads(_deduce(llvm_include, path.name, "--format", "json"))["units"]
    parts = {(p["dimension"], p["value"]): p for p in unit["forced_by"]}
    assert parts[("SpecificationVersion", "V_1_0")]["ops"] == []
    assert parts[("TosaLevel", "none")]["ops"][0]["subject"].startswith("dynamic dimension in tensor<?x6xf32> of %arg0")
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

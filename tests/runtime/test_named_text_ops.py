"""An op of a text module located by a name alone (``loc("conv1")``, as a converter names a
layer) is placed as bytecode ops without debug info are (odsgen.checking.inputs.op_listing):
``net.mlir: op #N 'tosa.X' named "conv1" in @main``, not at ``net.mlir:0:0`` (issue 34).

The module is torch-mlir's MLP of tests/data/tosa_networks with one op's location made a
name (read as odsgen's IR: it has ops checked where they are), and an element-wise module
(read as its shapes: odsgen.checking.inputs.shapes).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from check_support import run_cli
from runtime_support import require_bindings

NETWORK = Path(__file__).resolve().parents[1] / "data" / "tosa_networks" / "torch_mlp_dynamic_f32.mlir"
TARGET = ["--target", "profiles=pro_fp,level=8k", "--max-errors", "0"]


def _spec(llvm_include) -> list[str]:
    return ["--spec", f"{llvm_include}/mlir/Dialect/Tosa/IR/TosaOps.td", "-I", str(llvm_include)]


@pytest.fixture
def named(tmp_path) -> Path:
    """The network with its first tosa.reshape (line 16, op #15 of a pre-order walk: the
    module, the function, 13 ops before it) located by the name ``reshape_in`` alone."""
    lines = NETWORK.read_text().splitlines(keepends=True)
    assert " = tosa.reshape %arg0, " in lines[15]
    lines[15] = lines[15].rstrip("\n") + ' loc("reshape_in")\n'
    path = tmp_path / "mlp_named.mlir"
    path.write_text("".join(lines))
    return path


@pytest.mark.mlir
def test_an_op_located_by_a_name_is_placed_by_its_index(llvm_include, named):
    require_bindings()
    label = "op #15 'tosa.reshape' named \"reshape_in\" in @main"
    rc, out, err = run_cli("validate", named, *_spec(llvm_include), *TARGET)
    assert rc == 1, out + err
    lines = out.splitlines()
    at = lines.index(f"{named}: {label}: error: 'tosa.reshape' is not available on the target")
    assert lines[at + 1].startswith("  note: TosaLevel: "), lines[at : at + 3]  # (no source line: it has none)
    assert not any(":0:0:" in line for line in lines), out
    assert f"{named}:18:11: error: 'tosa.reshape' is not available on the target" in lines  # (the others: as ever)
    rc, out, _ = run_cli("validate", named, *_spec(llvm_include), *TARGET, "--format", "json")
    (module,) = json.loads(out)["modules"]
    (entry,) = (x for x in module["illegal"] if x.get("label") == label)
    assert entry["loc"] == f"{named}: {label}"
    # explain finds it by the place reports give it, and not by a line it does not have.
    rc, out, err = run_cli("explain", "--module", named, "--at", "op #15", *_spec(llvm_include), *TARGET[:2])
    assert out.splitlines()[0] == f"{named}: {label}: tosa.reshape", out + err
    rc, out, err = run_cli("explain", "--module", named, "--at", "16", *_spec(llvm_include), *TARGET[:2])
    assert rc == 2 and f"no op at {named}:16" in err, out + err


@pytest.mark.mlir
def test_the_shape_scan_places_a_named_op_by_its_index(llvm_include, tmp_path):
    require_bindings()
    path = tmp_path / "named.mlir"
    path.write_text(
        "func.func @main(%a: tensor<1x1x1x1x1x1x1xf32>) -> tensor<1x1x1x1x1x1x1xf32> {\n"
        '  %0 = tosa.abs %a : (tensor<1x1x1x1x1x1x1xf32>) -> tensor<1x1x1x1x1x1x1xf32> loc("conv1")\n'
        '  %1 = tosa.abs %0 : (tensor<1x1x1x1x1x1x1xf32>) -> tensor<1x1x1x1x1x1x1xf32> loc("relu"("m.py":3:1))\n'
        "  return %1 : tensor<1x1x1x1x1x1x1xf32>\n"
        "}\n"
    )
    rc, out, err = run_cli("validate", path, *_spec(llvm_include), *TARGET)
    errors = [line for line in out.splitlines() if ": error: " in line]
    assert errors == [
        f"{path}: op #2 'tosa.abs' named \"conv1\" in @main: error: 'tosa.abs' is not available on the target",
        "m.py:3:1: error: 'tosa.abs' is not available on the target",  # (a name with a file location: there)
    ], out + err

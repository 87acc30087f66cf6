"""One op table, three ways in (odsgen.checking.inputs.optable, issue 21 item 3): on one module,
the table of odsgen's IR of ``mlir-opt --mlir-print-op-generic``'s output
(``OpTable.from_module``), the table of a scan of that same text (``from_scan``) and the
table of the module parsed by the MLIR Python bindings (``from_mlir``) are equal: the
same ops, shapes, counts, nesting and verification, each op at the same place."""

from __future__ import annotations

import subprocess

import pytest

from odsgen.checking.inputs.custom_syntax import MLIR_OPT_FLAGS, registered_operations, relocate
from odsgen.checking.inputs.optable import OpTable
from odsgen.checking.inputs.shapes import Placer
from odsgen.runtime.reader import read_text
from odsgen.source import SourceManager

pytestmark = [pytest.mark.oracle, pytest.mark.mlir]

ENV = "#spirv.target_env<#spirv.vce<v1.3, [Shader, GroupNonUniformBallot], []>, #spirv.resource_limits<>>"
MODULE = f"""// two units, ops that look alike, a function with two blocks, a region-holding op
spirv.module Logical GLSL450 attributes {{spirv.target_env = {ENV}}} {{
  spirv.func @f(%a: i32, %b: i32, %c: i1, %v: vector<4xi32>) -> i32 "None" {{
    %0 = spirv.IAdd %a, %b : i32
    %1 = spirv.IAdd %0, %b : i32
    %2 = spirv.IMul %1, %1 : i32
    %3 = spirv.GroupNonUniformBallot <Subgroup> %c : vector<4xi32>
    spirv.BranchConditional %c, ^bb1, ^bb2
  ^bb1:
    %4 = spirv.IAdd %2, %2 : i32
    spirv.ReturnValue %4 : i32
  ^bb2:
    spirv.ReturnValue %2 : i32
  }}
}}
spirv.module Logical GLSL450 {{
  spirv.func @g(%x: f32) -> f32 "None" {{
    %0 = spirv.FAdd %x, %x : f32
    %1 = spirv.FAdd %0, %0 : f32
    spirv.ReturnValue %1 : f32
  }}
}}
"""


def _places(table: OpTable) -> list[tuple[str, int, int]]:
    return [(op.name, op.line, op.col) for op in map(table.op_at, range(len(table)))]


def test_the_three_constructors_give_one_table(tmp_path, mlir_opt, mlir_ir):
    path = tmp_path / "k.mlir"
    path.write_text(MODULE)
    generic = subprocess.run(
        [str(mlir_opt), *MLIR_OPT_FLAGS, str(path)], capture_output=True, text=True, check=True
    ).stdout
    verified = registered_operations(mlir_ir)
    src = SourceManager().add(str(path), MODULE)

    module = read_text(generic, "<generic>", SourceManager(), freeze=False)
    assert relocate(module, src, str(path))
    from_module = OpTable.from_module(module, verified)
    from_scan = OpTable.from_scan(generic, Placer(src, str(path)), verified)
    from_mlir = OpTable.from_mlir(mlir_ir.Module.parseFile(str(path), mlir_ir.Context()))

    assert from_scan is not None and from_mlir is not None
    assert from_module == from_scan == from_mlir
    assert _places(from_module) == _places(from_scan) == _places(from_mlir)
    # What the table holds: every op once, alike ops one shape, counted; the two units
    # and what is inside them; MLIR verified every op (all registered).
    ops = [op.name for op in module.walk()]
    assert [from_module.names[s] for s in from_module.shape] == ops
    assert len(from_module.names) < len(ops) and sum(from_module.counts()) == len(ops)
    assert from_module.by_name()["spirv.IAdd"] == 3 and from_module.by_name()["spirv.FAdd"] == 2
    units = [i for i, name in enumerate(ops) if name == "spirv.module"]
    assert [from_module.parent[i] for i in units] == [0, 0]  # in the implicit builtin.module
    assert from_module.ends[units[0]] == units[1] and from_module.ends[units[1]] == len(ops)
    assert from_module.verified == frozenset(ops)
    # Ops alike are one shape: the three spirv.IAdd on i32 (whatever their values' names).
    assert sum(1 for name in from_module.names if name == "spirv.IAdd") == 1

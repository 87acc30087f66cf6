"""The xDSL backend on MLIR 22's SPIR-V and TOSA specs (docs/xdsl.md).

The packages ``odsgen gen --backend xdsl`` writes from SPIRVOps.td and TosaOps.td import;
xDSL parses the availability modules of test_gen_oracle.py (every SPIR-V op whose
upstream availability reads an enum attribute, with every value; every TOSA op) with
them, and per op instance the Availability trait answers what odsgen's own op classes
answer on the same module, and what ``mlir-opt --test-spirv-op-availability`` /
``--test-tosa-op-availability`` print. Those modules put attributes on placeholder
operands (MLIR's own verifier is off for them), so they are parsed, not verified.
"""

from __future__ import annotations

import sys
import time

import pytest

from avail_modules import module_text, parse_output, run_mlir_opt, spirv_enum_instances, tosa_instances
from odsgen.model import load_model
from odsgen.runtime.reader import read_file
from tests.conftest import require_xdsl
from tests.runtime.test_xdsl import forget, generate, load

pytestmark = [pytest.mark.oracle, pytest.mark.slow]


def _answers(pkg, op, values) -> dict[str, object]:
    """Per dimension, an answer as test_gen_oracle's ``_mine`` canonicalizes it."""
    from test_gen_oracle import _canon

    out: dict[str, object] = {}
    for dim in pkg.interfaces.DIMENSIONS:
        v = values[dim.index]
        if isinstance(v, tuple):
            out[dim.name] = _canon([[m.spelling for m in g] for g in v])
        else:
            out[dim.name] = None if v is None else v.spelling
    return out


@pytest.mark.parametrize("dialect", ["spirv", "tosa"])
def test_xdsl_package_answers_as_odsgen_and_mlir_opt(dialect, tmp_path_factory, mlir_opt, mlir_tblgen, llvm_include):
    require_xdsl()
    from test_gen_oracle import ROOTS

    include = str(llvm_include)
    root = f"{include}/{ROOTS[dialect][0]}"
    out = tmp_path_factory.mktemp(dialect)
    name = generate(root, out, include)
    _laid_out_as_black_keeps_it(out / name)
    pkg = load(out, name)
    try:
        _verified(pkg, dialect, out, mlir_opt)
        _compare(pkg, dialect, out, mlir_opt, mlir_tblgen, llvm_include)
    finally:
        forget(name)


def _laid_out_as_black_keeps_it(package) -> None:
    """The xDSL package's own modules are laid out as black keeps them, so ``odsgen gen``
    does not run black over them (odsgen.codegen.format: their chunks pass untouched): black
    changes nothing, and no line is over its limit outside docstrings (odsgen's own modules
    are checked so by test_gen_oracle.py)."""
    import black

    from odsgen.codegen.format import _mode
    from test_gen_oracle import _long_lines_outside_docstrings

    for rel in ("dialect.py", "passes.py", "__init__.py"):
        text = (package / rel).read_text()
        assert black.format_str(text, mode=_mode()) == text, f"black would change {rel}"
        assert _long_lines_outside_docstrings(text) == [], rel


# Small valid modules in custom syntax (written here), which mlir-opt verifies and prints in
# generic form for xDSL.
VALID = {
    "spirv": """
spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader, GroupNonUniformBallot, Int64], []> {
  spirv.func @f(%a: i32, %b: i32, %v: vector<4xf32>, %x: i64) -> i32 "None" {
    %true = spirv.Constant true
    %0 = spirv.IAdd %a, %b : i32
    %1 = spirv.GroupNonUniformBallot <Subgroup> %true : vector<4xi32>
    %2 = spirv.FAdd %v, %v : vector<4xf32>
    %3 = spirv.IMul %x, %x : i64
    %4 = spirv.Select %true, %a, %b : i1, i32
    spirv.ReturnValue %0 : i32
  }
}
""",
    "tosa": """
func.func @t(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %i: tensor<2x3xi32>) -> tensor<2x3xf32> {
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.abs %0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = tosa.maximum %1, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = tosa.bitwise_and %i, %i : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %4 = tosa.cast %3 : (tensor<2x3xi32>) -> tensor<2x3xf32>
  return %4 : tensor<2x3xf32>
}
""",
}


def _verified(pkg, dialect, out, mlir_opt) -> None:
    """xDSL parses and verifies a module MLIR verified (in generic form); its ops answer as
    odsgen's classes; SPIR-V's check-target flags the ballot on a Vulkan 1.0 style target."""
    import subprocess

    from odsgen import xdsl_runtime as xs
    from odsgen.runtime.reader import read_text

    src = out / f"{dialect}-valid.mlir"
    src.write_text(VALID[dialect])
    path = out / f"{dialect}-valid.generic.mlir"
    subprocess.run([str(mlir_opt), "--mlir-print-op-generic", str(src), "-o", str(path)], check=True)
    text = path.read_text()
    module = pkg.parse(text, str(path))
    module.verify()
    mine = [(xs.where(op), xs.answers(op).values) for op in module.walk() if xs.availability(op) is not None]
    theirs = [
        (f"{path}:{op.line}:{op.col}", pkg.ops.answers_of(op).values)
        for op in read_text(text, str(path)).walk()
        if op.name in pkg.ops.OPS
    ]
    assert len(mine) >= 5 and mine == theirs
    if dialect == "spirv":
        problems = xs.check_target(pkg.target_env("#spirv.vce<v1.0, [Shader, Int64], []>"), module)
        assert [p.op for p in problems] == ["spirv.GroupNonUniformBallot"]
        assert "needs version v1.3 or later" in str(problems[0])


def _compare(pkg, dialect, out, mlir_opt, mlir_tblgen, llvm_include) -> None:
    from test_gen_oracle import ROOTS, WHAT, _canon, _upstream_enum_attrs

    from odsgen import xdsl_runtime as xs

    include = str(llvm_include)
    root = f"{include}/{ROOTS[dialect][0]}"
    assert len(pkg.OPS) == len(pkg.ops.OPS) > 50
    model = load_model(root, [include])
    if dialect == "spirv":
        instances = spirv_enum_instances(model, _upstream_enum_attrs(mlir_tblgen, llvm_include))
        text = module_text(instances)
    else:
        instances = tosa_instances(model)
        text = module_text(instances, "tensor<4xi32>")
    path = out / f"{dialect}.mlir"
    path.write_text(text)
    start = time.perf_counter()
    module = pkg.parse(text, str(path))
    parse_s = time.perf_counter() - start
    mine = [op for op in module.walk() if xs.availability(op) is not None]
    assert [op.name for op in mine] == [i.op for i in instances]
    # odsgen's own classes on odsgen's reading of the same module.
    theirs = [op for op in read_file(str(path)).walk() if op.name in pkg.ops.OPS]
    differ = [
        (xs.where(a), a.name)
        for a, b in zip(mine, theirs, strict=True)
        if _answers(pkg, a, xs.answers(a).values) != _answers(pkg, b, pkg.ops.answers_of(b).values)
    ]
    # mlir-opt's remarks, per op instance.
    remarks = parse_output(run_mlir_opt(str(mlir_opt), str(path), ROOTS[dialect][2]))
    per_op: list[list] = []
    for op_name, what, value in remarks:
        if per_op and per_op[-1][0] == op_name and what not in {w for w, _ in per_op[-1][1]}:
            per_op[-1][1].append((what, value))
        else:
            per_op.append([op_name, [(what, value)]])
    assert len(per_op) == len(mine)
    lines = 0
    mismatches = []
    for op, (op_name, items) in zip(mine, per_op):
        assert op.name == op_name
        answers = _answers(pkg, op, xs.answers(op).values)
        for what, value in items:
            lines += 1
            expected = _canon(value) if isinstance(value, list) else value
            if answers.get(WHAT[what]) != expected:
                mismatches.append((xs.where(op), op_name, what, expected, answers.get(WHAT[what])))
    print(
        f"{dialect}: {len(pkg.OPS)} op classes; {len(mine)} instances parsed by xDSL in {parse_s:.2f} s;"
        f" {len(mine) - len(differ)}/{len(mine)} answer as odsgen's classes;"
        f" {lines - len(mismatches)}/{lines} mlir-opt lines matched",
        file=sys.stderr,
    )
    assert not differ, differ[:10]
    assert lines >= len(mine) and not mismatches, mismatches[:10]

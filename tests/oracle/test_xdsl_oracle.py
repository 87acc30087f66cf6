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
    pkg = load(out, name)
    try:
        _compare(pkg, dialect, out, mlir_opt, mlir_tblgen, llvm_include)
    finally:
        forget(name)


def _compare(pkg, dialect, out, mlir_opt, mlir_tblgen, llvm_include) -> None:
    from test_gen_oracle import ROOTS, WHAT, _canon, _upstream_enum_attrs

    from odsgen.runtime import xdsl_support as xs

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

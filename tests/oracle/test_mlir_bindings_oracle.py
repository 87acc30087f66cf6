"""The adapter over the MLIR Python bindings (odsgen.runtime.mlir_adapter) against odsgen's reader.

Per op instance, the generated queries answer the same through the adapter on a module of
the bindings (``mlir.ir``) as ``odsgen avail --module`` answers on the generic text of the
same module: for every example dialect (its sample module, parsed by the bindings
themselves) and for the SPIR-V and TOSA modules of test_gen_oracle.py (every SPIR-V op
whose upstream availability reads an enum attribute, with every value; every TOSA op),
which test_gen_oracle.py checks against ``mlir-opt --test-*-op-availability``. Those
modules put attributes on placeholder operands that MLIR's verifier rejects, so they are
rebuilt in the bindings op by op (bindings_modules.py) instead of parsed.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from avail_modules import module_text, run_mlir_opt, spirv_enum_instances, tosa_instances
from bindings_modules import to_bindings
from odsgen.codegen.load import load_generated
from odsgen.checking.instances import instance_answers
from odsgen.model import load_model
from odsgen.runtime.mlir_adapter import MlirOperation, adapt
from odsgen.runtime.reader import read_file

pytestmark = pytest.mark.mlir

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
EXAMPLE_SPECS = {
    "abi": "abi.td",
    "dataflow": "dataflow.td",
    "gpu": "gpu.td",
    "rfc": "example.td",
    "runtime": "runtime.td",
}


def _cli_answers(spec: str, module: Path, includes: list[str]) -> list[dict]:
    argv = [sys.executable, "-m", "odsgen", "avail", spec, "--module", str(module), "--json"]
    for inc in includes:
        argv += ["-I", inc]
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)["ops"]


def _adapter_answers(model, spec: str, includes: list[str], top, module_name: str) -> list[dict]:
    pkg = load_generated(model, [spec], includes)
    defs: dict[str, str] = {}
    for op in model.ops:
        defs.setdefault(op.name, op.record)
    module = adapt(top)
    ops = [op for op in module.walk() if op.name in pkg.ops.OPS]
    assert ops and all(isinstance(op, MlirOperation) for op in ops)
    return instance_answers(pkg, module, module_name, defs)


@pytest.mark.parametrize("name", sorted(EXAMPLE_SPECS))
def test_example_dialects_answer_alike_through_the_bindings(name, mlir_ir):
    spec = str(EXAMPLES / name / EXAMPLE_SPECS[name])
    sample = EXAMPLES / name / "sample.mlir"
    model = load_model(spec, [])
    ctx = mlir_ir.Context()
    ctx.allow_unregistered_dialects = True
    # Parsed by MLIR itself, under the file's own name, so the ops carry locations into it.
    top = mlir_ir.Operation.parse(sample.read_text(), source_name=str(sample), context=ctx)
    theirs = _cli_answers(spec, sample, [])
    mine = _adapter_answers(model, spec, [], top, str(sample))
    _same(mine, theirs, sample)


def _same(mine: list[dict], theirs: list[dict], path: Path) -> None:
    """Equal answers; positions on the same line, MLIR's at the op's name (odsgen's reader
    gives where the op starts: its results, when it has any)."""
    assert len(mine) == len(theirs)
    lines = path.read_text().splitlines()
    for m, t in zip(mine, theirs):
        assert {k: v for k, v in m.items() if k != "at"} == {k: v for k, v in t.items() if k != "at"}
        file, line, col = m["at"].rsplit(":", 2)
        tfile, tline, tcol = t["at"].rsplit(":", 2)
        assert (file, line) == (tfile, tline)
        assert lines[int(line) - 1][int(col) - 1 :].lstrip('"').startswith(m["name"]), m["at"]
        assert int(tcol) <= int(col)


def _generated(dialect: str, include: str, instances_of):
    from test_gen_oracle import ROOTS

    root = f"{include}/{ROOTS[dialect][0]}"
    model = load_model(root, [include])
    return root, model, instances_of(model)


def _generated_module(dialect: str, tmp_path: Path, mlir_ir, mlir_tblgen, llvm_include):
    """(root, model, instances, path, top): the availability module of test_gen_oracle.py for
    ``dialect`` written to ``path`` and rebuilt in the bindings as ``top``."""
    from test_gen_oracle import _upstream_enum_attrs

    include = str(llvm_include)
    if dialect == "spirv":
        upstream = _upstream_enum_attrs(mlir_tblgen, llvm_include)
        root, model, instances = _generated(dialect, include, lambda m: spirv_enum_instances(m, upstream))
        text = module_text(instances)
    else:
        root, model, instances = _generated(dialect, include, tosa_instances)
        text = module_text(instances, "tensor<4xi32>")
    path = tmp_path / f"{dialect}.mlir"
    path.write_text(text)
    ctx = mlir_ir.Context()  # SPIR-V and TOSA registered: attributes are the dialects' own
    top = to_bindings(read_file(str(path), freeze=False), mlir_ir, ctx, str(path))
    assert top.regions[0].blocks[0].operations[0].regions[0].blocks[0].operations[0].name == instances[0].op
    return root, model, instances, path, top


@pytest.mark.oracle
@pytest.mark.parametrize("dialect", ["spirv", "tosa"])
def test_generated_modules_answer_alike_through_the_bindings(dialect, tmp_path, mlir_ir, mlir_tblgen, llvm_include):
    root, model, instances, path, top = _generated_module(dialect, tmp_path, mlir_ir, mlir_tblgen, llvm_include)
    theirs = _cli_answers(root, path, [str(llvm_include)])
    mine = _adapter_answers(model, root, [str(llvm_include)], top, str(path))
    assert len(mine) == len(instances)
    assert mine == theirs  # rebuilt ops are located where odsgen's reader found them


@pytest.mark.oracle
@pytest.mark.parametrize("dialect", ["spirv", "tosa"])
def test_generated_modules_through_the_bindings_answer_as_mlir_opt(
    dialect, tmp_path, mlir_ir, mlir_opt, mlir_tblgen, llvm_include
):
    """Per instance, the generated queries through the adapter on the ``mlir.ir`` module
    answer what ``mlir-opt --test-spirv-op-availability`` / ``--test-tosa-op-availability``
    print on the same module: every line, no exception (optional enum attributes, which
    upstream's generated code does not read, are left out of these modules)."""
    from test_gen_oracle import ROOTS, _compare, _setup

    _root, model, instances, path, top = _generated_module(dialect, tmp_path, mlir_ir, mlir_tblgen, llvm_include)
    _model, pkg = _setup(dialect, str(llvm_include))
    ops = [op for op in adapt(top).walk() if op.name in pkg.ops.OPS]
    assert len(ops) == len(instances) and all(isinstance(op, MlirOperation) for op in ops)
    output = run_mlir_opt(str(mlir_opt), str(path), ROOTS[dialect][2])
    lines, matched, covered, mismatches = _compare(pkg, str(path), output, ops)
    print(f"{dialect}: {len(covered)} ops, {len(instances)} instances, {matched}/{lines} lines matched via mlir.ir")
    assert covered == {i.op for i in instances}
    assert lines >= len(instances) and not mismatches, mismatches[:10]


def _wrapped_answers(pkg, op) -> dict[str, object]:
    """What the op class wrapping ``op`` (an op of ``mlir.ir``) answers, per dimension, through
    its query methods (``get_capabilities()``...), any-of groups canonical as _compare's."""
    from test_gen_oracle import _canon

    view = pkg.ops.OPS[op.name](op)
    out: dict[str, object] = {}
    for dim in pkg.interfaces.DIMENSIONS:
        v = getattr(view, dim.method)()
        if isinstance(v, tuple):
            out[dim.name] = _canon([[m.spelling for m in g] for g in v])
        else:
            out[dim.name] = None if v is None else v.spelling
    return out


@pytest.mark.oracle
@pytest.mark.parametrize("which", ["spirv-hand-written", "spirv-enums", "tosa"])
def test_package_classes_wrapping_mlir_ir_ops_answer_as_mlir_opt(
    which, tmp_path, mlir_ir, mlir_opt, mlir_tblgen, llvm_include
):
    """Every op of an ``mlir.ir`` module wrapped in the classes of a package generated from
    MLIR's SPIRVOps.td alone (odsgen's declarations of upstream's hand-written availability,
    tdlib/odsgen/mlir22/spirv.td, apply by default) or TosaOps.td answers its queries as ``mlir-opt
    --test-spirv-op-availability`` / ``--test-tosa-op-availability`` print them, every
    instance: the dialect's rules about particular ops (the dot products' operand types and
    packed format, spirv.Select's and spirv.Dot's types) are part of the classes' answers,
    as they are of ``odsgen avail --module`` and validate."""
    from test_gen_oracle import ROOTS, WHAT, _canon
    from test_spirv_handwritten_oracle import instance_module

    from avail_modules import parse_output

    include = str(llvm_include)
    dialect = which.partition("-")[0]
    root = f"{include}/{ROOTS[dialect][0]}"
    if which == "spirv-hand-written":
        specs = [root]
        path = tmp_path / "instances.mlir"
        path.write_text(instance_module()[0])
        model = load_model(specs, [include])
    else:
        specs = [root]
        model, _instances, path, _top = _generated_module(dialect, tmp_path, mlir_ir, mlir_tblgen, llvm_include)[1:]
    pkg = load_generated(model, specs, [include])
    ctx = mlir_ir.Context()
    ctx.allow_unregistered_dialects = True
    top = to_bindings(read_file(str(path), freeze=False), mlir_ir, ctx, str(path))
    ops = [op for op in adapt(top).walk() if op.name in pkg.ops.OPS]
    remarks = parse_output(run_mlir_opt(str(mlir_opt), str(path), ROOTS[dialect][2]))
    per_op: list[tuple[str, dict]] = []
    for name, what, value in remarks:
        if not per_op or per_op[-1][0] != name or WHAT[what] in per_op[-1][1]:
            per_op.append((name, {}))
        per_op[-1][1][WHAT[what]] = _canon(value) if isinstance(value, list) else value
    assert [n for n, _ in per_op] == [op.name for op in ops]
    differ = []
    for op, (name, theirs) in zip(ops, per_op):
        mine = _wrapped_answers(pkg, op)
        if any(mine.get(d) != v for d, v in theirs.items()):
            differ.append((name, op.line, theirs, mine))
    print(f"{which}: {len(ops) - len(differ)} of {len(ops)} instances answer as mlir-opt")
    assert not differ, differ[:5]

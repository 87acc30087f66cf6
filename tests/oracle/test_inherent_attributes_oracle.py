"""Inherent vs discardable attributes, decided from the spec, against mlir-opt's generic printer.

mlir-opt prints an op's inherent attributes (its properties) in ``<{...}>`` and the
discardable ones in ``{...}``, whatever dictionary the input put them in: its parser moves a
declared name from ``{...}`` into the properties and keeps a ``<{...}>`` value over a
``{...}`` one. ``Operation.split_attributes`` with the names the op's ODS definition
declares (``OpSpec.inherent``) gives the same two dictionaries, on odsgen's IR and through
the ``mlir.ir`` adapter, and availability follows the inherent ones as
``mlir-opt --test-spirv-op-availability`` does.

The modules are test_gen_oracle.py's (every SPIR-V op whose upstream availability reads an
enum attribute, every TOSA op) with every declared attribute moved into ``{...}`` and
discardable attributes added beside them.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from avail_modules import MLIR_OPT_FLAGS, module_text, run_mlir_opt, spirv_enum_instances, tosa_instances
from odsgen.model import load_model
from odsgen.model.verify import build_verifier_specs
from odsgen.runtime import ir
from odsgen.runtime.printer import module_to_str
from odsgen.runtime.reader import read_file, read_text
from odsgen.runtime.verify import Verifier

pytestmark = pytest.mark.oracle

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
DISCARDABLE = {"tag": ir.StringAttr("x"), "odsgen.note": ir.UnitAttr()}


def _verifier(model) -> Verifier:
    return Verifier(build_verifier_specs(model))


def _moved(path: Path) -> str:
    """The module at ``path`` with every op's enum attributes moved from ``<{...}>`` into its
    ``{...}``, beside discardable attributes named as nothing in the spec. (MLIR checks the
    values it moves; the other samples of the modules would fail those checks.)"""
    module = read_file(str(path), freeze=False)
    for op in module.walk():
        if op.name.startswith(("spirv.", "tosa.")):
            props = dict(op.properties or {})
            moved = {k: v for k, v in props.items() if str(v).startswith("#")}
            op.properties = ir.DictionaryAttr({k: v for k, v in props.items() if k not in moved}) or None
            op.attributes = ir.DictionaryAttr({**DISCARDABLE, **moved})
    return module_to_str(module, debuginfo=False)


def _mlir_opt_generic(mlir_opt, path: Path) -> str:
    return subprocess.run(
        [str(mlir_opt), *MLIR_OPT_FLAGS, "--mlir-print-op-generic", str(path)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout


def _split_of_printed(op) -> tuple[ir.DictionaryAttr, ir.DictionaryAttr]:
    return ir.DictionaryAttr(op.properties or {}), op.attributes


def _module(dialect: str, tmp_path: Path, mlir_tblgen, llvm_include):
    from test_gen_oracle import ROOTS, _upstream_enum_attrs

    include = str(llvm_include)
    model = load_model(f"{include}/{ROOTS[dialect][0]}", [include])
    if dialect == "spirv":
        text = module_text(spirv_enum_instances(model, _upstream_enum_attrs(mlir_tblgen, llvm_include)))
    else:
        text = module_text(tosa_instances(model), "tensor<4xi32>")
    plain = tmp_path / f"{dialect}.mlir"
    plain.write_text(text)
    moved = tmp_path / f"{dialect}.moved.mlir"
    moved.write_text(_moved(plain))
    return model, moved


@pytest.mark.parametrize("dialect", ["spirv", "tosa"])
def test_split_from_the_spec_is_what_mlir_opt_prints(dialect, tmp_path, mlir_opt, mlir_tblgen, llvm_include):
    model, moved = _module(dialect, tmp_path, mlir_tblgen, llvm_include)
    verifier = _verifier(model)
    mine = [op for op in read_file(str(moved)).walk() if op.name in verifier.specs]
    printed = read_text(_mlir_opt_generic(mlir_opt, moved), "<mlir-opt>")
    theirs = [op for op in printed.walk() if op.name in verifier.specs]
    assert len(mine) == len(theirs) > 50
    declared = moved = 0
    added: set[str] = set()
    for m, t in zip(mine, theirs):
        assert m.name == t.name
        assert set(DISCARDABLE) <= set(m.attributes)
        moved += len(m.attributes) - len(DISCARDABLE)
        inherent, discardable = verifier.split_attributes(m)
        printed_inherent, printed_discardable = _split_of_printed(t)
        assert discardable == printed_discardable, m.name
        # MLIR adds the absent default-valued attributes with their defaults.
        defaults = {k: v for k, v in printed_inherent.items() if k not in inherent}
        assert printed_inherent.without(*defaults) == inherent, m.name
        for name, value in defaults.items():
            (arg,) = [a for a in model.op_named(m.name).attributes if a.name == name]
            assert arg.default is not None and arg.default.rpartition("::")[2] in str(value), (m.name, name)
            added.add(f"{m.name}::{name}")
        assert dict(discardable) == DISCARDABLE
        declared += len(inherent)
    assert declared >= moved > 0
    print(f"{dialect}: {len(mine)} ops, {declared} inherent, {moved} moved; defaults MLIR adds: {sorted(added)}")


@pytest.mark.mlir
@pytest.mark.parametrize("dialect", ["spirv", "tosa"])
def test_split_through_the_bindings_is_what_mlir_opt_prints(
    dialect, tmp_path, mlir_ir, mlir_opt, mlir_tblgen, llvm_include
):
    """Through the adapter: the bindings merge both dictionaries; the spec tells them apart."""
    from bindings_modules import to_bindings
    from odsgen.runtime.mlir_adapter import adapt

    model, moved = _module(dialect, tmp_path, mlir_tblgen, llvm_include)
    verifier = _verifier(model)
    top = to_bindings(read_file(str(moved), freeze=False), mlir_ir, mlir_ir.Context(), str(moved))
    mine = [op for op in adapt(top).walk() if op.name in verifier.specs]
    printed = read_text(_mlir_opt_generic(mlir_opt, moved), "<mlir-opt>")
    theirs = [op for op in printed.walk() if op.name in verifier.specs]
    assert len(mine) == len(theirs) > 50
    for m, t in zip(mine, theirs):
        assert m.properties is None
        assert verifier.split_attributes(m) == _split_of_printed(t), m.name


ATOMICS = """"builtin.module"() ({
  "func.func"() <{function_type = (!spirv.ptr<i32, Workgroup>, i32) -> (), sym_name = "f"}> ({
  ^bb0(%p: !spirv.ptr<i32, Workgroup>, %v: i32):
    %0 = "spirv.AtomicAnd"(%p, %v) {memory_scope = #spirv.scope<Device>, semantics = #spirv.memory_semantics<Acquire|Volatile>} : (!spirv.ptr<i32, Workgroup>, i32) -> i32
    %1 = "spirv.AtomicAnd"(%p, %v) <{memory_scope = #spirv.scope<Device>, semantics = #spirv.memory_semantics<Acquire|Volatile>}> {semantics = #spirv.memory_semantics<Acquire>} : (!spirv.ptr<i32, Workgroup>, i32) -> i32
    %2 = "spirv.AtomicAnd"(%p, %v) <{memory_scope = #spirv.scope<Device>, semantics = #spirv.memory_semantics<Acquire>}> {semantics = #spirv.memory_semantics<Acquire|Volatile>} : (!spirv.ptr<i32, Workgroup>, i32) -> i32
    %3 = "spirv.AtomicAnd"(%p, %v) <{memory_scope = #spirv.scope<Device>, semantics = #spirv.memory_semantics<Acquire>}> {other = #spirv.memory_semantics<Acquire|Volatile>} : (!spirv.ptr<i32, Workgroup>, i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"""


def test_availability_reads_the_inherent_value_as_mlir_opt_does(tmp_path, mlir_opt, llvm_include):
    """A declared attribute in {...} counts (MLIR moves it into the properties); given in
    both dictionaries, the <{...}> value counts; an undeclared one never does: odsgen's
    answers on each instance equal ``mlir-opt --test-spirv-op-availability``'s, and the
    printed generic form splits as the spec does."""
    from test_gen_oracle import ROOTS, _compare, _setup

    model, pkg = _setup("spirv", str(llvm_include))
    path = tmp_path / "atomics.mlir"
    path.write_text(ATOMICS)
    lines, matched, covered, mismatches = _compare(
        pkg, str(path), run_mlir_opt(str(mlir_opt), str(path), ROOTS["spirv"][2])
    )
    assert covered == {"spirv.AtomicAnd"} and lines == 16 and not mismatches, mismatches
    caps = [[[c.name for c in g] for g in pkg.ops.AtomicAndOp(op).get_capabilities()] for op in _atomics(path)]
    assert caps == [[["VulkanMemoryModel"]], [["VulkanMemoryModel"]], [], []]
    verifier = _verifier(model)
    printed = read_text(_mlir_opt_generic(mlir_opt, path), "<mlir-opt>")
    for m, t in zip(_atomics(path), [op for op in printed.walk() if op.name == "spirv.AtomicAnd"]):
        assert verifier.split_attributes(m) == _split_of_printed(t)
        assert verifier.verify(m).ok


@pytest.mark.mlir
def test_the_bindings_hold_the_inherent_value_as_mlir_opt(tmp_path, mlir_ir, mlir_opt, llvm_include):
    """The same module parsed by the bindings: their merged attributes give the inherent
    value, which the adapter's split and the generated queries read."""
    from odsgen.runtime.mlir_adapter import adapt
    from test_gen_oracle import _setup

    model, pkg = _setup("spirv", str(llvm_include))
    path = tmp_path / "atomics.mlir"
    path.write_text(ATOMICS)
    module = mlir_ir.Module.parse(ATOMICS, mlir_ir.Context())
    ops = [op for op in adapt(module).walk() if op.name == "spirv.AtomicAnd"]
    caps = [[[c.name for c in g] for g in pkg.ops.AtomicAndOp(op.operation).get_capabilities()] for op in ops]
    assert caps == [[["VulkanMemoryModel"]], [["VulkanMemoryModel"]], [], []]
    verifier = _verifier(model)
    printed = read_text(_mlir_opt_generic(mlir_opt, path), "<mlir-opt>")
    for m, t in zip(ops, [op for op in printed.walk() if op.name == "spirv.AtomicAnd"], strict=True):
        assert verifier.split_attributes(m) == _split_of_printed(t)


def _atomics(path: Path) -> list:
    return [op for op in read_file(str(path)).walk() if op.name == "spirv.AtomicAnd"]

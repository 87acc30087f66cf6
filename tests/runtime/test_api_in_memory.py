"""odsgen.validate and odsgen.deduce on modules in memory give the CLI's JSON.

The same custom-form SPIR-V module is checked three ways: ``odsgen validate/deduce
--format json`` on the file, the API on an ``mlir.ir`` module parsed from the file, and
the API on odsgen's IR read from its generic form (printed by mlir-opt). The reports are
the CLI's, with the locations each module carries.
"""

from __future__ import annotations

import json
import subprocess

import pytest

from check_support import run_cli
from odsgen import deduce, load_spec, validate
from odsgen.diagnostics import OdsgenError
from odsgen.runtime.reader import read_file
from test_custom_syntax import CUSTOM, _specs

pytestmark = pytest.mark.oracle


@pytest.fixture(scope="module")
def spec(llvm_include):
    args = _specs(llvm_include)
    return load_spec([args[1]], [args[3]])  # (--spec SPIRVOps.td -I DIR)


@pytest.fixture
def files(tmp_path, mlir_opt):
    custom = tmp_path / "net.mlir"
    custom.write_text(CUSTOM)
    generic = tmp_path / "net.generic.mlir"
    subprocess.run(
        [str(mlir_opt), "--mlir-print-op-generic", "--mlir-print-debuginfo", str(custom), "-o", str(generic)],
        check=True,
    )
    return custom, generic


def _cli(command, path, llvm_include, *extra):
    rc, out, err = run_cli(command, str(path), *_specs(llvm_include), "--format", "json", *extra)
    assert rc in (0, 1), err
    return json.loads(out)


@pytest.mark.parametrize("target", ["vulkan-1.1", "vulkan-1.3"])
def test_validate_on_an_mlir_ir_module_is_the_cli_report(target, spec, files, mlir_ir, llvm_include):
    custom, generic = files
    ctx = mlir_ir.Context()
    module = mlir_ir.Module.parse(custom.read_text(), ctx)  # locations name the text, not the file
    want = _cli("validate", custom, llvm_include, "--target", target)["modules"][0]
    got = validate(spec, module, target, filename=str(custom))
    assert got == want
    # Parsed from the file, the module carries the file's name: no filename needed.
    assert validate(spec, mlir_ir.Module.parseFile(str(custom), ctx), target) == want
    # A TargetEnv works as well as its text.
    env = spec.target(target)
    assert validate(spec, module.operation, env, filename=str(custom)) == want
    # odsgen's IR read from the generic form carries the generic file's positions, as the CLI
    # without MLIR's verifier (which verifies the file as the CLI reads it, not IR in memory).
    on_ir = _cli("validate", generic, llvm_include, "--target", target, "--no-mlir")["modules"][0]
    assert validate(spec, read_file(str(generic)), target) == on_ir
    assert (
        validate(spec, str(generic), target)
        == _cli("validate", generic, llvm_include, "--target", target)["modules"][0]
    )
    assert [v["reasons"] for v in on_ir["illegal"]] == [v["reasons"] for v in want["illegal"]]


def test_deduce_on_an_mlir_ir_module_is_the_cli_report(spec, files, mlir_ir, llvm_include):
    custom, _ = files
    module = mlir_ir.Module.parseFile(str(custom), mlir_ir.Context())
    want = _cli("deduce", custom, llvm_include)
    assert deduce(spec, module) == want
    assert want["units"] and want["units"][0]["loc"] == f"{custom}:2:1"


def test_deduce_on_an_operation_or_opview_of_the_bindings(spec, files, mlir_ir, llvm_include):
    """An ``Operation`` or ``OpView`` (issue 20, item 25), read op by op through the adapter:
    the whole module's op parsed from a string, the ``spirv.module`` inside it as an OpView
    and as its Operation; each deduces what the CLI deduces on the file."""
    custom, _ = files
    want = _cli("deduce", custom, llvm_include)
    parsed = mlir_ir.Module.parse(custom.read_text(), mlir_ir.Context())  # located in no file on disk
    from_file = mlir_ir.Module.parseFile(str(custom), mlir_ir.Context())
    unit = from_file.body.operations[0]
    assert unit.operation.name == "spirv.module" and unit is not unit.operation
    for obj, filename in ((parsed.operation, str(custom)), (unit, None), (unit.operation, None)):
        assert deduce(spec, obj, filename=filename) == want, obj
    # The spirv.func inside the unit: a unit of its own, which needs what its ops need
    # (the spirv.module's Logical GLSL450 adds Shader).
    func = unit.regions[0].blocks[0].operations[0]
    [own] = deduce(spec, func)["units"]
    mine, all_ = own["requirements"], want["units"][0]["requirements"]
    assert own["op"] == "spirv.func" and mine["MinVersion"] == all_["MinVersion"], own
    assert set(all_["Capability"]) - set(mine["Capability"]) == {"Shader", "Matrix"}


def test_bad_input_raises_one_odsgen_error(spec, mlir_ir):
    module = mlir_ir.Module.parse(CUSTOM, mlir_ir.Context())
    with pytest.raises(OdsgenError, match="vulkan-9"):
        validate(spec, module, "vulkan-9")


def test_each_unit_is_checked_against_its_own_target_env(spec, tmp_path, mlir_ir, llvm_include):
    """No --target: every op takes its spirv.module's spirv.target_env (two units, two envs)."""
    env = "#spirv.target_env<#spirv.vce<{}>, #spirv.resource_limits<>>"
    old = env.format("v1.0, [Shader], []")
    new = env.format("v1.5, [Shader, GroupNonUniformBallot, VulkanMemoryModel], [SPV_KHR_vulkan_memory_model]")
    unit = CUSTOM.split("\n", 1)[1]
    head = "spirv.module Logical GLSL450 {"
    units = [unit.replace(head, head[:-1] + f"attributes {{spirv.target_env = {e}}} {{") for e in (old, new)]
    text = "module {\n" + "".join(units) + "}\n"
    second = 2 + units[0].count("\n")  # the line of the second spirv.module
    path = tmp_path / "two.mlir"
    path.write_text(text)
    want = _cli("validate", path, llvm_include)["modules"][0]
    got = validate(spec, mlir_ir.Module.parseFile(str(path), mlir_ir.Context()), None)
    assert got == want
    # Only the old unit's ops are illegal: each op was checked against its own unit's env.
    assert want["status"] == "illegal"
    assert all(int(v["loc"].rsplit(":", 2)[1]) < second for v in want["illegal"])


@pytest.mark.parametrize("target", ["vulkan-1.1", None])
def test_a_whole_module_read_from_its_text_gives_the_adapters_report(target, spec, files, mlir_ir, monkeypatch):
    """A whole module parsed from a file is read through its printed generic form; the
    report equals the adapter's (op by op), and the user's module is left as it was."""
    from odsgen.checking.inputs.custom_syntax import read_bindings_module
    from odsgen.runtime.mlir_adapter import adapt

    custom, _ = files
    text = custom.read_text().replace(
        "spirv.module Logical GLSL450 {",
        "spirv.module Logical GLSL450 attributes "
        "{spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>} {",
    )
    custom.write_text(text)
    module = mlir_ir.Module.parseFile(str(custom), mlir_ir.Context())
    before = module.operation.get_asm(enable_debug_info=True)
    assert read_bindings_module(module) is not None
    fast = validate(spec, module, target)
    assert fast == validate(spec, adapt(module), target)
    assert fast["illegal"] and all(v["loc"].startswith(f"{custom}:") for v in fast["illegal"])
    assert module.operation.get_asm(enable_debug_info=True) == before
    # MLIR's verifier accepts it: read as its table only (OpTable.from_mlir, a scan of its
    # text), with the report of odsgen's IR of it.
    from odsgen.checking.inputs import shapes
    from odsgen.checking.inputs.optable import OpTable

    assert OpTable.from_mlir(module) == OpTable.from_module(read_bindings_module(module).module, lambda name: True)
    monkeypatch.setattr(shapes, "scan_generic", lambda *a, **k: None)
    assert OpTable.from_mlir(module) is None
    assert validate(spec, module, target) == fast
    # A nested op is checked in place (its unit's target), through the adapter.
    unit = module.body.operations[0]
    assert read_bindings_module(unit) is None


def test_a_module_mlirs_verifier_rejects_is_verified_by_odsgen(spec, mlir_ir):
    """A module built in Python is not verified by MLIR as it is built: when MLIR's verifier
    (run by validate) rejects it, odsgen verifies every op and says what is wrong; when it
    accepts it, the ops it verified are not verified again (``verified_by_mlir``)."""
    ir = mlir_ir
    ctx = ir.Context()
    with ctx, ir.Location.file("built.mlir", 3, 5):
        i32 = ir.IntegerType.get_signless(32)
        module = ir.Module.create()
        with ir.InsertionPoint(module.body):
            c = ir.Operation.create("spirv.Constant", results=[i32], attributes={"value": ir.IntegerAttr.get(i32, 1)})
            bad = ir.Operation.create("spirv.IAdd", results=[i32], operands=[c.result])
    report = validate(spec, module, "vulkan-1.1")
    assert report["status"] == "malformed" and "verified_by_mlir" not in report
    assert [(m["op"], m["errors"][0]["message"]) for m in report["malformed"]] == [
        ("spirv.IAdd", "expected 2 operands, but found 1")
    ]
    bad.erase()
    with ctx, ir.Location.file("built.mlir", 4, 5), ir.InsertionPoint(module.body):
        ir.Operation.create("spirv.IAdd", results=[i32], operands=[c.result, c.result])
    report = validate(spec, module, "vulkan-1.1")
    assert report["status"] == "legal" and report["malformed_ops"] == 0
    assert report["verified_by_mlir"] == 2 and report["unchecked"]["ops"] == 0

"""A SPIR-V rule on value types that depends on the addressing model reads it from the
spirv.module each op stands in (tdlib/odsgen/spirv-rules.toml ``[[operand_type]]``).

``spirv.Select`` of two Workgroup pointers needs VariablePointers in Logical addressing and
nothing in Physical64 (spirv-val's rule; judged by spirv-val in
tests/oracle/test_spirv_value_type_rules_oracle.py). One file holds the same select (one
shape of the op table) in a Physical64 OpenCL kernel and in a Logical compute kernel: each
module gets its own answer, in either order, in deduce and in validate.
"""

from __future__ import annotations

import pytest

import odsgen

WG = "!spirv.ptr<i32, Workgroup>"


def _kernel(name: str, addressing: str, model: str, stage: str, vce: str = "") -> str:
    mode = f'  spirv.ExecutionMode @{name} "LocalSize", 1, 1, 1\n' if stage == "GLCompute" else ""
    return (
        f"spirv.module @{name} {addressing} {model}{vce} {{\n"
        f"  spirv.GlobalVariable @a : {WG}\n  spirv.GlobalVariable @b : {WG}\n"
        f'  spirv.func @{name}() "None" {{\n'
        "    %t = spirv.Constant true\n"
        f"    %pa = spirv.mlir.addressof @a : {WG}\n    %pb = spirv.mlir.addressof @b : {WG}\n"
        f"    %s = spirv.Select %t, %pa, %pb : i1, {WG}\n"
        "    spirv.Return\n  }\n"
        f'  spirv.EntryPoint "{stage}" @{name}\n{mode}}}\n'
    )


PHYSICAL = _kernel("phys", "Physical64", "OpenCL", "Kernel")
LOGICAL = _kernel("logi", "Logical", "GLSL450", "GLCompute")


@pytest.fixture(scope="module")
def spec(llvm_include):
    inc = str(llvm_include)
    return odsgen.load_spec(f"{inc}/mlir/Dialect/SPIRV/IR/SPIRVOps.td", [inc])


@pytest.mark.parametrize("first", ["physical", "logical"])
def test_deduce_asks_variable_pointers_of_the_logical_module_alone(spec, first, tmp_path):
    mods = [PHYSICAL, LOGICAL] if first == "physical" else [LOGICAL, PHYSICAL]
    path = tmp_path / "two.mlir"
    path.write_text("module {\n" + "".join(mods) + "}\n")
    units = odsgen.deduce(spec, str(path))["units"]
    lines = path.read_text().splitlines()
    got = {lines[int(u["loc"].split(":")[-2]) - 1].split()[1]: u["requirements"]["Capability"] for u in units}
    assert set(got) == {"@phys", "@logi"}
    assert "VariablePointers" in got["@logi"] and "VariablePointers" not in got["@phys"], got


def test_validate_refuses_the_logical_module_alone(spec, tmp_path):
    target = "#spirv.vce<v1.0, [Shader, Kernel, Addresses], []>"
    path = tmp_path / "two.mlir"
    path.write_text("module {\n" + PHYSICAL + LOGICAL + "}\n")
    report = odsgen.validate(spec, str(path), target)
    (only,) = report["illegal"]
    assert only["op"] == "spirv.Select" and only["loc"].split(":")[-2] == str(_select_line()), only


def _select_line() -> int:
    """The line of the Logical module's spirv.Select in the file ``module {`` + PHYSICAL + LOGICAL."""
    lines = ("module {\n" + PHYSICAL + LOGICAL).splitlines()
    return max(i for i, line in enumerate(lines, 1) if "spirv.Select" in line)

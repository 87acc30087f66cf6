"""The device judges each Vulkan rule of tdlib/odsgen/vulkan-rules.toml (issue 33, items 3-5).

For every rule: one kernel lavapipe refuses under the Khronos validation layers and one
it runs (tests/oracle/vulkan_judge.py), on a device whose features are lavapipe's, or
lavapipe's with the feature the rule needs switched off (the judge's ``disable``; the
device report odsgen reads has that feature false, as a device without it reports).
``odsgen validate --target REPORT.json`` must call the first illegal, naming the
feature, and the second legal. The kernels declare their own vce triple, so that
spirv-val accepts each binary (checked): the device refuses a kernel for the rule alone.
"""

from __future__ import annotations

import json
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

import device_support as ds
from device_kernels import Kernel, _atomic, _const

pytestmark = pytest.mark.oracle

ATOMIC_F16 = "[Shader, Float16, StorageBuffer16BitAccess, AtomicFloat16AddEXT], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage, SPV_EXT_shader_atomic_float16_add]"
ATOMIC_F32 = "[Shader, AtomicFloat32AddEXT], [SPV_KHR_storage_buffer_storage_class, SPV_EXT_shader_atomic_float_add]"
ATOMIC_F64 = "[Shader, Float64, AtomicFloat64AddEXT], [SPV_KHR_storage_buffer_storage_class, SPV_EXT_shader_atomic_float_add]"
ATOMIC_I64 = "[Shader, Int64, Int64Atomics], [SPV_KHR_storage_buffer_storage_class]"
DOT = "[Shader, DotProduct, DotProductInput4x8Bit], [SPV_KHR_integer_dot_product]"
DOT_INT8 = "[Shader, Int8, DotProduct, DotProductInput4x8Bit], [SPV_KHR_integer_dot_product]"


@dataclass
class Case:
    rule: str  # what the pair shows
    kernel: Kernel
    vce: str  # the capabilities and extensions it declares (in SPIR-V `version`)
    runs: bool  # the device's expected verdict (asserted: the layers decide)
    disable: tuple[str, ...] = ()  # features switched off on the device and in its report
    feature: str = ""  # a word odsgen's reason for a refused kernel names
    version: str = "v1.0"
    vuid: str = ""  # the VUID the device's refusal must carry, where the pair names one

    @property
    def name(self) -> str:
        return self.kernel.name

    def text(self) -> str:
        head, _, rest = self.kernel.text().partition(" {\n")
        text = f"{head} requires #spirv.vce<{self.version}, {self.vce}> {{\n{rest}"
        if self.kernel.subgroup_size:
            abi = f"#spirv.entry_point_abi<subgroup_size = {self.kernel.subgroup_size}>"
            text = text.replace('"None" {', f'"None" attributes {{spirv.entry_point_abi = {abi}}} {{', 1)
        return text


def _renamed(k: Kernel, name: str) -> Kernel:
    k.name = name
    return k


def _elect(name: str, subgroup_size: int, local_size: tuple[int, int, int] = (1, 1, 1)) -> Kernel:
    k = Kernel(name, "ballot", ["%r = spirv.GroupNonUniformElect <Subgroup> : i1"], local_size=local_size)
    k.subgroup_size = subgroup_size
    return k


def cases() -> list[Case]:
    fadd = "EXT.AtomicFAdd <Device> <None>"
    iadd = "AtomicIAdd <Device> <None>"
    return [
        # atomic float add per width: lavapipe has 32-bit float add atomics, not 16- or 64-bit
        Case("float16 add, buffer", _atomic("r_fadd_f16_buffer", "f", "f16", "StorageBuffer", fadd), ATOMIC_F16,
             False, feature="shaderBufferFloat16AtomicAdd"),
        Case("float64 add, shared", _atomic("r_fadd_f64_shared", "f", "f64", "Workgroup", fadd), ATOMIC_F64,
             False, feature="shaderSharedFloat64AtomicAdd"),
        Case("float32 add, buffer", _atomic("r_fadd_f32_buffer", "f", "f32", "StorageBuffer", fadd), ATOMIC_F32,
             True),
        # ... and per storage class: without shaderSharedFloat32AtomicAdd, a buffer's add still runs
        Case("float32 add, shared, feature off", _atomic("r_fadd_f32_shared_off", "f", "f32", "Workgroup", fadd),
             ATOMIC_F32, False, ("shaderSharedFloat32AtomicAdd",), "shaderSharedFloat32AtomicAdd"),
        Case("float32 add, buffer, shared feature off",
             _atomic("r_fadd_f32_buffer_off", "f", "f32", "StorageBuffer", fadd), ATOMIC_F32, True,
             ("shaderSharedFloat32AtomicAdd",)),
        # 64-bit integer atomics per storage class
        Case("int64 atomic, buffer, feature off", _atomic("r_iadd_i64_buffer_off", "a", "i64", "StorageBuffer", iadd),
             ATOMIC_I64, False, ("shaderBufferInt64Atomics",), "shaderBufferInt64Atomics"),
        Case("int64 atomic, shared, buffer feature off",
             _atomic("r_iadd_i64_shared_off", "a", "i64", "Workgroup", iadd), ATOMIC_I64, True,
             ("shaderBufferInt64Atomics",)),
        # a declared capability needs its own feature (Int8: shaderInt8), even where another implies it
        Case("declared Int8, shaderInt8 off",
             Kernel("r_iadd_i8_declared", "a", [_const("a", "i8"), "%r = spirv.IAdd %a, %a : i8"]), DOT_INT8, False,
             ("shaderInt8",), "shaderInt8"),
        Case("Int8 implied by DotProductInput4x8Bit, shaderInt8 off",
             Kernel("r_sdot_v4i8_implied", "d",
                    [_const("a", "vector<4xi8>"), "%r = spirv.SDot %a, %a : vector<4xi8> -> i32"]), DOT, True,
             ("shaderInt8",)),
        # a required subgroup size the device's minSubgroupSize..maxSubgroupSize (8..8) admits
        Case("required subgroup size 32", _elect("r_subgroup_size_32", 32),
             "[Shader, GroupNonUniform], []", False, feature="maxSubgroupSize", version="v1.3"),
        Case("required subgroup size 8", _elect("r_subgroup_size_8", 8), "[Shader, GroupNonUniform], []", True, version="v1.3"),
        # ... and its workgroup in at most maxComputeWorkgroupSubgroups (32) subgroups of it:
        # 8 x 32 = 256 invocations, where maxComputeWorkGroupInvocations (1024) admits 512
        Case("required subgroup size 8, workgroup 512", _elect("r_subgroup_size_8_wg512", 8, (512, 1, 1)),
             "[Shader, GroupNonUniform], []", False, feature="maxComputeWorkgroupSubgroups", version="v1.3",
             vuid="VUID-VkPipelineShaderStageCreateInfo-pNext-02756"),
        Case("required subgroup size 8, workgroup 256", _elect("r_subgroup_size_8_wg256", 8, (64, 4, 1)),
             "[Shader, GroupNonUniform], []", True, version="v1.3"),
    ]  # fmt: skip


@pytest.fixture(scope="module")
def vulkan_env(tmp_path_factory) -> dict[str, str]:
    ds.require_vulkan()
    return ds.vulkan_env(tmp_path_factory.mktemp("xdg-runtime"))


def _report_without(report: dict, members: tuple[str, ...]) -> dict:
    """``report`` (vulkaninfo -j) with each feature of ``members`` false in every struct."""
    doc = json.loads(json.dumps(report))
    for block in doc["capabilities"].values():
        for struct in (block.get("features") or {}).values():
            inner = struct.get("features", struct) if isinstance(struct, dict) else {}
            for m in members:
                for holder in (struct, inner):
                    if isinstance(holder, dict) and m in holder:
                        holder[m] = False
    return doc


@pytest.fixture(scope="module")
def judged(vulkan_env, tmp_path_factory):
    """{case name: (device verdict, odsgen's module report)} for every case: one judge
    process (a device per set of features off) and one ``odsgen validate`` run (a target
    per device report)."""
    out = tmp_path_factory.mktemp("rules")
    all_cases = cases()
    binaries = ds.serialize([c.text() for c in all_cases], out)
    report = ds.device_report(out / "lavapipe.json", vulkan_env)
    built = []
    for c in all_cases:
        spv = binaries[c.name]
        val = subprocess.run(["spirv-val", "--target-env", "vulkan1.3", str(spv)], capture_output=True, text=True)
        assert val.returncode == 0, (c.name, val.stdout + val.stderr)
        mlir = out / f"{c.name}.mlir"
        mlir.write_text(c.text())
        built.append(ds.Built(c.kernel, mlir, spv, c.vce, True))
    _, verdicts = ds.judge(built, vulkan_env, disable={c.name: c.disable for c in all_cases})
    targets = {}
    for disable in sorted({c.disable for c in all_cases}):
        device = out / f"lavapipe-{'-'.join(disable) or 'all'}.json"
        device.write_text(json.dumps(_report_without(report, disable)))
        targets[disable] = str(device)
    proc = ds.odsgen(
        "validate",
        *[b.mlir for b in built],
        *ds.spec_args(),
        *[a for t in targets.values() for a in ("--target", t)],
        "--format",
        "json",
    )
    assert proc.returncode in (0, 1), proc.stderr[-3000:]
    modules = {Path(m["module"]).stem: m for m in json.loads(proc.stdout)["modules"]}
    return {c.name: (verdicts[c.name], modules[c.name]["results"][targets[c.disable]]) for c in all_cases}


@pytest.mark.parametrize("case", cases(), ids=lambda c: c.name)
def test_odsgen_and_the_device_agree_on_each_rule(case, judged):
    device, mine = judged[case.name]
    assert device["verdict"] == ("runs" if case.runs else "refused"), (case.rule, device)
    legal = mine["status"] == "legal"
    assert legal == case.runs, (case.rule, device["vuids"], json.dumps(mine)[:2000])
    if not case.runs:
        assert case.feature in json.dumps(mine), (case.rule, json.dumps(mine)[:2000])
        assert not case.vuid or case.vuid in device["vuids"], (case.rule, device)
        assert not case.vuid or case.vuid in json.dumps(mine), (case.rule, json.dumps(mine)[:2000])

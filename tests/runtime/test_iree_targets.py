"""``odsgen targets TARGET --for iree`` (issue 33, item 8; docs/iree.md): IREE's features
string and ``#iree_gpu.target`` from a Vulkan version, profile or device, through the
CLI. What IREE makes of them is tests/oracle/test_iree_target_oracle.py's (iree-compile and
iree-run-module on lavapipe); here: that each wgp bit is set exactly where the target has
every capability IREE adds for it, and the limits are the target's (the CLI in this
process: SPIRVOps.td loads once per worker).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from runtime_support import run_odsgen_in_process as run_odsgen

pytestmark = pytest.mark.oracle  # MLIR's SPIRVOps.td and Khronos' registry

ROADMAP = Path("/usr/share/vulkan/registry/profiles/VP_KHR_roadmap_2022.json")


@pytest.fixture(scope="module")
def spirv(llvm_include) -> list[str]:
    pytest.importorskip("vulkan_object")
    return ["--spec", f"{llvm_include}/mlir/Dialect/SPIRV/IR/SPIRVOps.td", "-I", str(llvm_include)]


def _iree(spirv, *targets: str) -> list[dict]:
    proc = run_odsgen("targets", *targets, *spirv, "--for", "iree", "--format", "json")
    assert proc.returncode == 0, proc.stderr.decode()[-2000:]
    return json.loads(proc.stdout)["targets"]


def test_a_vulkan_version_gives_its_core_features_and_vulkan_s_required_limits(spirv):
    (t,) = _iree(spirv, "vulkan-1.1")
    feats = t["features"].split(",")
    assert feats[0] == "spirv:v1.3" and "cap:Shader" in feats and "cap:Float16" not in feats
    assert "ext:SPV_KHR_storage_buffer_storage_class" in feats
    wgp = t["wgp"]
    assert wgp["compute"] == ["fp32", "int32"] and wgp["storage"] == ["b32"]
    assert wgp["subgroup"] == [] and wgp["dot"] == []
    assert wgp["max_workgroup_sizes"] == [128, 128, 64] and wgp["max_thread_count_per_workgroup"] == 128
    assert wgp["max_workgroup_memory_bytes"] == 16384
    assert any("required minimum" in n for n in t["notes"])
    assert "compute = fp32|int32, storage = b32, subgroup = none, dot = none" in t["iree_gpu_target"]


def test_a_wgp_bit_needs_every_capability_iree_adds_for_it(spirv):
    eight = "StorageBuffer8BitAccess+UniformAndStorageBuffer8BitAccess+StoragePushConstant8"
    some, every = _iree(
        spirv, "vulkan-1.2,capabilities+=Float16+Int8+StorageBuffer8BitAccess", f"vulkan-1.2,capabilities+={eight}"
    )
    assert some["wgp"]["compute"] == ["fp32", "fp16", "int32", "int8"]
    assert "b8" not in some["wgp"]["storage"]  # IREE's b8 adds all three 8-bit storage capabilities
    assert "b8" in every["wgp"]["storage"]  # (SPIR-V 1.5 folds SPV_KHR_8bit_storage in)
    assert "cap:Float16" in some["features"].split(",")


def test_a_profile_fixes_no_subgroup_size_so_no_subgroup_operations(spirv):
    if not ROADMAP.is_file():
        pytest.skip(f"{ROADMAP} is not installed")
    (t,) = _iree(spirv, str(ROADMAP))
    assert "cap:GroupNonUniformShuffle" in t["features"].split(",")
    assert t["wgp"]["subgroup"] == [] and any("subgroup = none" in n for n in t["notes"])
    assert t["wgp"]["max_workgroup_sizes"] == [256, 256, 64]


def test_the_text_is_the_flag_and_the_module_attribute(spirv):
    proc = run_odsgen("targets", "vulkan-1.3", *spirv, "--for", "iree")
    assert proc.returncode == 0, proc.stderr.decode()
    lines = proc.stdout.decode().splitlines()
    assert any(line.startswith("--iree-vulkan-target-features=spirv:v1.6,cap:") for line in lines)
    block = [line for line in lines if line.startswith("module attributes {hal.device.targets = [")]
    assert len(block) == 1 and "#iree_gpu.target<arch = " in block[0]


def test_a_target_that_is_no_vulkan_target_is_bad_input(spirv):
    proc = run_odsgen("targets", "version=v1.3,capabilities=Shader", *spirv, "--for", "iree")
    err = proc.stderr.decode()
    assert proc.returncode == 1 and "is no Vulkan target" in err and "Traceback" not in err
    proc = run_odsgen("targets", "vulkan-1.3", *spirv, "--for", "metal")
    assert proc.returncode == 2 and "invalid choice" in proc.stderr.decode()

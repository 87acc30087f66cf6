"""Vulkan rules, limits and named targets from Khronos' data (issue 33, items 3, 4 and 5).

The CLI on MLIR's SPIRVOps.td with PyPI vulkan-object's registry: a declared
capability needs its own enable (``vulkan-1.3`` refuses an explicit ``Int8``; the
registry's ``VK_VERSION_1_4`` requirements include ``shaderInt8``), a required subgroup
size is checked against a ``#spirv.resource_limits`` target and a device report, the
Vulkan rules read the data file they name, and installed Khronos profiles are named
targets. The device itself judges the same rules in tests/oracle/test_vulkan_rules_oracle.py.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from runtime_support import REPO, run_odsgen_in_process

pytestmark = pytest.mark.oracle


@pytest.fixture(scope="module")
def spirv(llvm_include) -> list[str]:
    try:
        import vulkan_object  # noqa: F401
    except ImportError:
        if os.environ.get("CI", "").strip().lower() in ("true", "1"):
            pytest.fail("PyPI vulkan-object is missing; CI=true requires it", pytrace=False)
        pytest.skip("PyPI vulkan-object is missing (pip install 'odsgen[vulkan]')")
    return ["--spec", f"{llvm_include}/mlir/Dialect/SPIRV/IR/SPIRVOps.td", "-I", str(llvm_include)]


INT8 = """spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Int8], []> {
  spirv.func @k() "None" {
    %a = spirv.Constant 1 : i8
    %r = spirv.IAdd %a, %a : i8
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @k
}
"""

# i8 through DotProductInput4x8Bit, which implies Int8 (implicitly declared): no explicit Int8.
SDOT = """spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, DotProduct, DotProductInput4x8Bit],
    [SPV_KHR_integer_dot_product]> {
  spirv.func @k() "None" {
    %a = spirv.Constant dense<1> : vector<4xi8>
    %r = spirv.SDot %a, %a : vector<4xi8> -> i32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @k
}
"""

SUBGROUP_32 = """spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader, GroupNonUniform], []> {
  spirv.func @k() "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<subgroup_size = 32>} {
    %r = spirv.GroupNonUniformElect <Subgroup> : i1
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @k
  spirv.ExecutionMode @k "LocalSize", 32, 1, 1
}
"""


def run_odsgen(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    """``odsgen ARGS`` in this process (run_odsgen_in_process: SPIRVOps.td loads once per
    worker); with ``env``, ``python -m odsgen ARGS`` of this checkout in a subprocess with
    that environment (a process reads the rules and profiles it names once)."""
    if env is None:
        return run_odsgen_in_process(*args, text=True)
    env = dict(env)
    env["PYTHONPATH"] = str(REPO) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    return subprocess.run(
        [sys.executable, "-m", "odsgen", *args], capture_output=True, text=True, timeout=120, env=env, cwd=str(REPO)
    )


def _validate(tmp_path: Path, text: str, spirv: list[str], *args: str, env: dict | None = None):
    m = tmp_path / "m.mlir"
    m.write_text(text)
    proc = run_odsgen("validate", str(m), *spirv, *args, "--format", "json", env=env)
    assert proc.returncode in (0, 1), proc.stderr[-2000:]
    return proc.returncode, json.loads(proc.stdout)


def test_vulkan_1_3_refuses_an_explicit_int8_and_vulkan_1_4_takes_it(spirv, tmp_path):
    """shaderInt8 is optional in Vulkan 1.3 (a device without it refuses OpCapability Int8:
    VUID-VkShaderModuleCreateInfo-pCode-08740), required in 1.4 (vk.xml's VK_VERSION_1_4)."""
    rc, doc = _validate(tmp_path, INT8, spirv, "--target", "vulkan-1.3")
    assert rc == 1
    said = json.dumps(doc)
    assert "shaderInt8" in said and "declared capability Int8" in said, said[:2000]
    rc, _ = _validate(tmp_path, INT8, spirv, "--target", "vulkan-1.4")
    assert rc == 0
    # (i8 through an implied Int8 is no explicit declaration: legal on vulkan-1.3)
    rc, doc = _validate(tmp_path, SDOT, spirv, "--target", "vulkan-1.3")
    assert rc == 0, json.dumps(doc)[:2000]


def test_the_core_features_come_from_the_registry(spirv):
    """vulkan-1.N's features are vk.xml's unconditional VK_VERSION_1_N requirements."""
    from odsgen.checking.targets.vulkan import CORE_REQUIREMENTS, core_device, load_registry

    registry = load_registry()
    if not registry.core_features:
        pytest.skip(f"{registry.path} has no <feature> requirements (older than 1.4.3xx)")
    dev = core_device((1, 4), registry)
    members = {m for (_, m), on in dev.features.items() if on}
    assert {"shaderInt8", "shaderInt16", "storageBuffer8BitAccess", "variablePointers"} <= members
    assert dev.source == "the registry's feature requirements"
    # Before 1.4 they are Khronos' roadmap blocks (CORE_REQUIREMENTS), shader features alike.
    for minor in range(4):
        ours = {m for _, m in CORE_REQUIREMENTS[(1, minor)]["features"]}
        theirs = {m for _, m in registry.core_features[(1, minor)]}
        assert ours <= theirs and not {m for m in theirs - ours if m.startswith("shader")}, minor


@pytest.mark.parametrize(
    "limits, legal",
    [
        ("subgroup_size = 8", False),
        ("subgroup_size = 32", True),
        ("subgroup_size = 8, min_subgroup_size = 8, max_subgroup_size = 64", True),
        ("min_subgroup_size = 4, max_subgroup_size = 16", False),
        ("min_subgroup_size = 64, max_subgroup_size = 128", False),
    ],
)
def test_a_required_subgroup_size_against_resource_limits(spirv, tmp_path, limits, legal):
    """IREE's #spirv.entry_point_abi<subgroup_size = 32> against a --target's
    #spirv.resource_limits (IREE's subgroup_size, min/max_subgroup_size)."""
    target = f"#spirv.target_env<#spirv.vce<v1.3, [Shader, GroupNonUniform], []>, #spirv.resource_limits<{limits}>>"
    rc, doc = _validate(tmp_path, SUBGROUP_32, spirv, "--target", target)
    assert (rc == 0) == legal, json.dumps(doc)[:2000]
    if not legal:
        assert "the required subgroup size 32" in json.dumps(doc)


def test_a_required_subgroup_size_from_the_modules_own_target_env(spirv, tmp_path):
    """No --target: the module's spirv.target_env attribute, with its resource_limits."""
    text = SUBGROUP_32.replace(
        "[]> {\n",
        "[]> attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, "
        "[Shader, GroupNonUniform], []>, #spirv.resource_limits<subgroup_size = 16>>} {\n",
        1,
    )
    rc, doc = _validate(tmp_path, text, spirv)
    assert rc == 1 and "subgroupSize 16" in json.dumps(doc), json.dumps(doc)[:2000]


def test_the_rules_are_the_data_file(spirv, tmp_path):
    """ODSGEN_VULKAN_RULES names the rules: without the declared-capability rule,
    vulkan-1.3 takes the explicit Int8 (the capability Int8 is implied there)."""
    empty = tmp_path / "rules.toml"
    empty.write_text("# no rules\n")
    env = dict(os.environ, ODSGEN_VULKAN_RULES=str(empty))
    rc, _ = _validate(tmp_path, INT8, spirv, "--target", "vulkan-1.3", env=env)
    assert rc == 0
    bad = tmp_path / "bad.toml"
    bad.write_text("[[pointer]\n")
    m = tmp_path / "m.mlir"
    bad_env = dict(os.environ, ODSGEN_VULKAN_RULES=str(bad))
    proc = run_odsgen("validate", str(m), *spirv, "--target", "vulkan-1.3", env=bad_env)
    assert proc.returncode == 2 and "the Vulkan rules are not TOML" in proc.stderr, proc.stderr[-2000:]
    assert "Traceback" not in proc.stderr


PROFILE = {
    "$schema": "https://schema.khronos.org/vulkan/profiles-0.8.2-276.json#",
    "capabilities": {
        "baseline": {
            "extensions": {"VK_KHR_shader_float16_int8": 1},
            "features": {"VkPhysicalDeviceShaderFloat16Int8Features": {"shaderInt8": True}},
        }
    },
    "profiles": {
        "VP_ANDROID_vulkan_profile_test": {
            "version": 1,
            "api-version": "1.3.0",
            "label": "Android test profile",
            "description": "written by the test",
            "capabilities": ["baseline"],
        }
    },
}


def test_installed_profiles_are_named_targets(spirv, tmp_path):
    """A Profiles JSON in a profiles folder (ODSGEN_VULKAN_PROFILES, a Vulkan SDK's, the
    system's: Debian's libvulkan-dev installs VP_KHR_roadmap_2022) names targets by its
    profiles' names."""
    folder = tmp_path / "profiles"
    folder.mkdir()
    (folder / "VP_ANDROID_test.json").write_text(json.dumps(PROFILE))
    env = dict(os.environ, ODSGEN_VULKAN_PROFILES=str(folder))
    proc = run_odsgen("targets", *spirv, env=env)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "VP_ANDROID_vulkan_profile_test" in proc.stdout
    if Path("/usr/share/vulkan/registry/profiles/VP_KHR_roadmap_2022.json").is_file():
        assert "VP_KHR_roadmap_2022" in proc.stdout
    rc, doc = _validate(tmp_path, INT8, spirv, "--target", "VP_ANDROID_vulkan_profile_test", env=env)
    assert rc == 0, json.dumps(doc)[:2000]
    rc, doc = _validate(tmp_path, INT8.replace("Int8], []", "Int8, Float16], []"), spirv, "--target",
                        "VP_ANDROID_vulkan_profile_test", env=env)  # fmt: skip
    assert rc == 1 and "shaderFloat16" in json.dumps(doc), json.dumps(doc)[:2000]


ATOMIC_F16 = """spirv.module Logical GLSL450 {
  spirv.GlobalVariable @wg : !spirv.ptr<f16, Workgroup>
  spirv.func @k() "None" {
    %e = spirv.mlir.addressof @wg : !spirv.ptr<f16, Workgroup>
    %v = spirv.Constant 1.0 : f16
    %r = spirv.EXT.AtomicFAdd <Device> <None> %e, %v : !spirv.ptr<f16, Workgroup>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @k
}
"""

DEVICE = {
    "$schema": "https://schema.khronos.org/vulkan/profiles-0.8.2-276.json#",
    "capabilities": {
        "device": {
            "extensions": {"VK_EXT_shader_atomic_float": 1, "VK_EXT_shader_atomic_float2": 1},
            "features": {
                "VkPhysicalDeviceVulkan12Features": {"shaderFloat16": True},
                "VkPhysicalDeviceShaderAtomicFloatFeaturesEXT": {"shaderSharedFloat32AtomicAdd": True},
                "VkPhysicalDeviceShaderAtomicFloat2FeaturesEXT": {"shaderSharedFloat16AtomicAdd": False},
            },
        }
    },
    "profiles": {"VP_TEST_device": {"version": 1, "api-version": "1.3.0", "capabilities": ["device"]}},
}


def test_deduce_on_a_device_says_it_lacks_what_a_rule_needs(spirv, tmp_path):
    """deduce --target dev.json and --for vulkan --devices: a 16-bit float atomic add in
    Workgroup memory needs shaderSharedFloat16AtomicAdd, whatever capability MLIR's any-of
    picks (the device has AtomicFloat32AddEXT, through shaderSharedFloat32AtomicAdd)."""
    folder = tmp_path / "devices"
    folder.mkdir()
    dev = folder / "dev.json"
    device = json.loads(json.dumps(DEVICE))
    dev.write_text(json.dumps(device))
    m = tmp_path / "m.mlir"
    m.write_text(ATOMIC_F16)
    proc = run_odsgen("deduce", str(m), *spirv, "--target", str(dev))
    assert proc.returncode == 1, proc.stderr[-2000:]
    assert "shaderSharedFloat16AtomicAdd" in proc.stdout + proc.stderr
    proc = run_odsgen("deduce", str(m), *spirv, "--for", "vulkan", "--devices", str(folder))
    assert "runs on 0 of 1 devices" in proc.stdout, proc.stdout[-2000:] + proc.stderr[-2000:]
    assert "shaderSharedFloat16AtomicAdd" in proc.stdout
    device["capabilities"]["device"]["features"]["VkPhysicalDeviceShaderAtomicFloat2FeaturesEXT"][
        "shaderSharedFloat16AtomicAdd"
    ] = True
    dev.write_text(json.dumps(device))
    proc = run_odsgen("deduce", str(m), *spirv, "--for", "vulkan", "--devices", str(folder))
    assert "runs on 1 of 1 devices" in proc.stdout, proc.stdout[-2000:] + proc.stderr[-2000:]


ELECT = """spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader, GroupNonUniform], []> {
  spirv.func @k() "None" {
    %r = spirv.GroupNonUniformElect <Subgroup> : i1
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @k
}
"""


@pytest.mark.parametrize("stages, legal", [(["VK_SHADER_STAGE_FRAGMENT_BIT"], False),
                                           (["VK_SHADER_STAGE_COMPUTE_BIT"], True)])  # fmt: skip
def test_subgroup_operations_only_in_the_stages_the_device_has_them_in(spirv, tmp_path, stages, legal):
    """A subgroup op in a GLCompute entry point needs the compute stage bit in
    subgroupSupportedStages (lavapipe has fragment and compute, so the device cannot
    refuse one here: a report stands for a device without it)."""
    doc = {
        "$schema": "https://schema.khronos.org/vulkan/profiles-0.8.2-276.json#",
        "capabilities": {
            "device": {
                "properties": {
                    "VkPhysicalDeviceVulkan11Properties": {
                        "subgroupSize": 32,
                        "subgroupSupportedStages": stages,
                        "subgroupSupportedOperations": ["VK_SUBGROUP_FEATURE_BASIC_BIT"],
                    }
                }
            }
        },
        "profiles": {"VP_TEST_device": {"version": 1, "api-version": "1.3.0", "capabilities": ["device"]}},
    }
    dev = tmp_path / "dev.json"
    dev.write_text(json.dumps(doc))
    rc, out = _validate(tmp_path, ELECT, spirv, "--target", str(dev))
    assert (rc == 0) == legal, json.dumps(out)[:2000]
    if not legal:
        assert "subgroupSupportedStages" in json.dumps(out)


def test_explain_names_the_rule_an_op_breaks(spirv, tmp_path):
    """explain --at L:C --target dev.json: the op's reasons include the Vulkan rule's."""
    dev = tmp_path / "dev.json"
    dev.write_text(json.dumps(DEVICE))
    m = tmp_path / "m.mlir"
    m.write_text(ATOMIC_F16)
    proc = run_odsgen("explain", "--module", str(m), "--at", "6:10", *spirv, "--target", str(dev), "--format", "json")
    assert proc.returncode == 1, proc.stderr[-2000:]
    doc = json.loads(proc.stdout)
    assert any("shaderSharedFloat16AtomicAdd" in r["message"] for r in doc["reasons"]), doc["reasons"]

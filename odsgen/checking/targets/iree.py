"""IREE's Vulkan target from device data (issue 33, item 8; docs/iree.md).

IREE's SPIR-V code generation reads one ``#iree_gpu.target<arch, features, wgp>``: its
``features`` string (``spirv:v1.N,cap:NAME,...,ext:NAME,...``, what
``--iree-vulkan-target-features`` replaces) gives the SPIR-V version, capabilities and
extensions of the ``#spirv.target_env``, and its ``wgp`` adds capabilities of its own
(``compute = fp16`` brings ``Float16``, ``storage = b8`` the 8-bit storage capabilities
and ``SPV_KHR_8bit_storage``, ``subgroup = shuffle`` ``GroupNonUniformShuffle``...) and
holds the limits (subgroup size, workgroup sizes, shared memory). IREE fills both from a
built-in table (``--iree-vulkan-target=rdna3``; ``vp_android_baseline_2022`` by default).
``build_iree_target`` fills them from a Vulkan target instead: a device report or a
profile mapped through the registry (odsgen.checking.targets.vulkan), so a wgp bit is set only
where the device has every capability IREE's ``SPIRVConvertGPUTarget`` adds for it.

The facts about IREE (the feature string's grammar, which capabilities each wgp bit
adds, the attribute's syntax) are those of IREE's
``compiler/src/iree/compiler/Codegen/SPIRV/SPIRVConvertGPUTarget.cpp`` and
``Codegen/Dialect/GPU/IR/IREEGPUAttrs.td``; tests/oracle/test_iree_target_oracle.py
holds them to what ``iree-compile`` accepts and ``iree-run-module`` runs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, cast

# What each wgp bit makes IREE add to the SPIR-V target (SPIRVConvertGPUTarget.cpp's
# add*Features): a bit is rendered only when the device has all of it. Bits with no
# requirement (fp32, int32, b32) are always there.
COMPUTE_BITS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("fp64", ("Float64",)),
    ("fp32", ()),
    ("fp16", ("Float16",)),
    ("int64", ("Int64",)),
    ("int32", ()),
    ("int16", ("Int16",)),
    ("int8", ("Int8",)),
)
STORAGE_BITS: tuple[tuple[str, tuple[str, ...]], ...] = (
    # IREE says 64-bit storage needs nothing; its loads of i64/f64 need the types.
    ("b64", ("Int64",)),
    ("b32", ()),
    (
        "b16",
        ("StorageBuffer16BitAccess", "StorageUniform16", "StoragePushConstant16", "SPV_KHR_16bit_storage"),
    ),
    (
        "b8",
        (
            "StorageBuffer8BitAccess",
            "UniformAndStorageBuffer8BitAccess",
            "StoragePushConstant8",
            "SPV_KHR_8bit_storage",
        ),
    ),
)
SUBGROUP_BITS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("shuffle", ("GroupNonUniformShuffle", "GroupNonUniformShuffleRelative")),
    ("arithmetic", ("GroupNonUniformArithmetic",)),
)
DOT_BITS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "dp4xi8toi32",
        ("DotProduct", "DotProductInput4x8BitPacked", "DotProductInputAll", "SPV_KHR_integer_dot_product"),
    ),
)

# Vulkan's required limits (the specification's "Required Limits" table): what every
# device of a profile or a Vulkan version has where the profile names no value.
CORE_LIMITS: dict[str, Any] = {
    "maxComputeSharedMemorySize": 16384,
    "maxComputeWorkGroupCount": [65535, 65535, 65535],
    "maxComputeWorkGroupInvocations": 128,
    "maxComputeWorkGroupSize": [128, 128, 64],
}
_INT32_MAX = 2**31 - 1  # the wgp's fields are int32 (IREE: workgroup ids are signed)


@dataclass(frozen=True, slots=True)
class IreeTarget:
    """What ``iree-compile`` reads for one Vulkan target: the features string and the wgp."""

    source: str  # the odsgen target it was built from
    device: str  # the device's (or profile's) name
    arch: str
    version: str  # "v1.6"
    capabilities: tuple[str, ...]
    extensions: tuple[str, ...]
    wgp: dict[str, Any]
    notes: tuple[str, ...] = field(default=())

    @property
    def features(self) -> str:
        parts = [f"spirv:{self.version}"]
        parts += [f"cap:{c}" for c in self.capabilities]
        parts += [f"ext:{e}" for e in self.extensions]
        return ",".join(parts)

    def flag(self) -> str:
        return f"--iree-vulkan-target-features={self.features}"

    def attribute(self) -> str:
        """The ``#iree_gpu.target<...>`` attribute (IREE's assembly format)."""
        fields = []
        for key, value in self.wgp.items():
            if isinstance(value, list) and key in ("compute", "storage", "subgroup", "dot"):
                fields.append(f"{key} = {'|'.join(value) if value else 'none'}")
            elif isinstance(value, list):
                fields.append(f"{key} = [{', '.join(map(str, value))}]")
            else:
                fields.append(f"{key} = {value}")
        return f'#iree_gpu.target<arch = "{self.arch}", features = "{self.features}", wgp = <{", ".join(fields)}>>'

    def executable_target(self) -> str:
        return (
            '#hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", '
            f"{{iree_codegen.target_info = {self.attribute()}}}>"
        )

    def module_attribute(self) -> str:
        """The input module's ``hal.device.targets``: iree-compile then needs no target flag."""
        return f'hal.device.targets = [#hal.device.target<"vulkan", [{self.executable_target()}]>]'

    def to_json(self) -> dict[str, Any]:
        return {
            "target": self.source,
            "device": self.device,
            "arch": self.arch,
            "features": self.features,
            "flag": self.flag(),
            "wgp": self.wgp,
            "iree_gpu_target": self.attribute(),
            "module_attribute": self.module_attribute(),
            "notes": list(self.notes),
        }


def _version_text(name: str | None) -> str:
    m = re.fullmatch(r"V_(\d+)_(\d+)", name or "")
    return f"v{m.group(1)}.{m.group(2)}" if m else "v1.0"


def _bits(table: Any, have: set[str]) -> list[str]:
    return [bit for bit, needs in table if all(n in have for n in needs)]


def _arch(name: str) -> str:
    """A name IREE's vendor tests (``gfx``/``rdna``, ``sm_``, ``valhall``/``arm``,
    ``adreno``, ``apple``, ``videocore_``) read as the vendor's where the device's is."""
    word = re.split(r"[^0-9A-Za-z_]+", name.strip(), maxsplit=1)[0].lower()
    return word or "unknown"


def build_iree_target(env: Any, source: str) -> IreeTarget:
    """The IREE target of ``env``, a Vulkan target (``env.platform``): its capabilities and
    extensions as ``env`` has them (edits such as ``,capabilities-=Int8`` included), its
    limits from the device report or profile. Raises ValueError for a target that is no
    Vulkan device, profile or version."""
    from odsgen.checking.targets.syntax import target_json

    from odsgen.checking.targets.vulkan import vulkan_of

    vt = vulkan_of(env)
    if vt is None:
        raise ValueError(
            f"'{source}' is no Vulkan target: --for iree needs a device report (vulkaninfo -j), "
            "a Vulkan profile or vulkan-1.x"
        )
    resolved = target_json(env)
    caps = sorted(resolved.get("capabilities") or ())
    exts = sorted(resolved.get("extensions") or ())
    have = set(caps) | set(exts)
    device, registry = vt.device, vt.registry
    notes: list[str] = []
    limits = dict(CORE_LIMITS)
    limits.update({k: v for k, v in device.limits.items() if k in CORE_LIMITS})
    missing = sorted(k for k in CORE_LIMITS if k not in device.limits)
    if missing:
        notes.append(f"{device.kind} {device.name} names no {', '.join(missing)}: Vulkan's required minimum is used")

    name = device.property(registry, "VkPhysicalDeviceProperties", "deviceName") or device.name
    subgroup_size = device.limits.get("subgroupSize")
    subgroup = _bits(SUBGROUP_BITS, have)
    exact = device.kind == "device" and isinstance(subgroup_size, int) and subgroup_size > 0
    stages = device.property(registry, "VkPhysicalDeviceVulkan11Properties", "subgroupSupportedStages")
    if exact and isinstance(stages, list) and "VK_SHADER_STAGE_COMPUTE_BIT" not in stages:
        subgroup = []
        notes.append("the device has no subgroup operations in compute shaders: subgroup = none")
    if not exact:
        if subgroup:
            notes.append(
                f"a {device.kind} fixes no subgroup size (IREE compiles subgroup operations for one): "
                "subgroup = none, so no kernel asks for a subgroup size"
            )
        subgroup = []
        subgroup_size = subgroup_size if isinstance(subgroup_size, int) and subgroup_size > 0 else 64
    if "CooperativeMatrixKHR" in have:
        notes.append(
            "cooperative matrix shapes are not rendered (mma = []): a device report does not list "
            "VkCooperativeMatrixPropertiesKHR"
        )

    def clamp(v: Any) -> Any:
        return [min(int(x), _INT32_MAX) for x in v] if isinstance(v, list) else min(int(v), _INT32_MAX)

    wgp: dict[str, Any] = {
        "compute": _bits(COMPUTE_BITS, have),
        "storage": _bits(STORAGE_BITS, have),
        "subgroup": subgroup,
        "dot": _bits(DOT_BITS, have),
        "subgroup_size_choices": [int(cast(Any, subgroup_size))],
        "max_workgroup_sizes": clamp(limits["maxComputeWorkGroupSize"]),
        "max_thread_count_per_workgroup": clamp(limits["maxComputeWorkGroupInvocations"]),
        "max_workgroup_memory_bytes": clamp(limits["maxComputeSharedMemorySize"]),
        "max_workgroup_counts": clamp(limits["maxComputeWorkGroupCount"]),
    }
    return IreeTarget(
        source=source,
        device=str(name),
        arch=_arch(str(name)),
        version=_version_text(resolved.get("version")),
        capabilities=tuple(caps),
        extensions=tuple(exts),
        wgp=wgp,
        notes=tuple(notes),
    )

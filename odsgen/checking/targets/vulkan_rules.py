"""Vulkan rules beyond the registry's capabilities (issue 33, items 3 and 4): data, not code.

vk.xml's ``<spirvcapabilities>`` say which feature enables a capability; the Vulkan
specification asks more of a device, and the Khronos validation layers check it:
atomic floats per width, operation and storage class, 64-bit integer atomics per
storage class, subgroup operations per stage, a declared capability that the device
itself enables (an explicit ``Int8`` needs ``shaderInt8``), and the numbers an entry
point fixes (a required subgroup size, a workgroup size) against the device's limits.
The rules are the data of odsgen's library file ``tdlib/odsgen/vulkan-rules.toml``
(its header says each kind); this module reads them and applies them:

- ``load_rules()``: the rules (read once; ``ODSGEN_VULKAN_RULES`` names another file);
- ``rules.uses``: the op names a rule is about;
- ``rules.reasons(op, env)``: a ``DeviceReason`` for each rule ``op`` breaks on ``env``
  (a Vulkan target: ``env.platform`` is its ``VulkanTarget``; or any target with
  ``env.limits``, such as a ``#spirv.resource_limits``, for the limit rules);
- ``rules.within(op, env, legality)``: ``legality`` and those reasons, what
  ``odsgen.checking.check.Checker`` applies to every op of a module on such a target.
"""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass
from typing import Any

from odsgen.diagnostics import Diagnostic, OdsgenError, Severity
from odsgen.model.corrections import LibraryToml, library_toml
from odsgen.runtime.algebra import AtLeast, Case, Provenance, ProvenanceKind
from odsgen.runtime.target import Legality, Reason
from odsgen.source import Loc

__all__ = [
    "DeviceReason",
    "VulkanRules",
    "load_rules",
    "module_of",
    "pointer_of",
    "rules_path",
    "value_of",
    "RULES_ENV",
]

#: The environment variable that names another rules file (tests, experiments).
RULES_ENV = "ODSGEN_VULKAN_RULES"


@dataclass(frozen=True, slots=True)
class DeviceReason(Reason):
    """A rule of tdlib/odsgen/vulkan-rules.toml the op breaks on the device: ``dimension``
    names the feature, property or limit, ``required`` what the op needs of it."""

    @property
    def kind(self) -> str:
        return "device"


def rules_path() -> str:
    return library_toml(RULES_ENV, _FILE, _WHAT).path


def load_rules() -> "VulkanRules":
    return _built(library_toml(RULES_ENV, _FILE, _WHAT))


_FILE, _WHAT = "vulkan-rules.toml", "Vulkan rules"


@functools.lru_cache(maxsize=2)
def _built(lib: LibraryToml) -> "VulkanRules":
    try:
        return VulkanRules(lib.path, lib.doc, lib.starts)
    except (KeyError, TypeError, AttributeError) as exc:
        raise OdsgenError(
            Diagnostic(Loc(lib.path, 1, 1), Severity.ERROR, f"malformed Vulkan rules: {type(exc).__name__}: {exc}")
        ) from None


# --------------------------------------------------------------------------- reading the IR

_PTR = re.compile(r"^!spirv\.ptr<(?P<pointee>.+),\s*(?P<sc>\w+)>$")


def pointer_of(type_text: str) -> tuple[str, str] | None:
    """(pointee, storage class) of ``!spirv.ptr<f16, StorageBuffer>``; an image's texel
    pointer (``!spirv.ptr<f32, Image>``) likewise."""
    m = _PTR.match(type_text.strip())
    return (m.group("pointee").strip(), m.group("sc")) if m else None


def value_of(op: Any, selector: str) -> Any:
    """``op``'s value ``selector`` (``operand #0``, ``result #1``), or None."""
    m = re.fullmatch(r"(operand|result) #(\d+)", selector)
    if m is None:
        return None
    values = op.operands if m.group(1) == "operand" else op.results
    i = int(m.group(2))
    return values[i] if i < len(values) else None


def module_of(op: Any) -> Any:
    """The spirv.module ``op`` stands in (itself, if it is one), or None."""
    cur = op
    while cur is not None and cur.name != "spirv.module":
        cur = getattr(cur, "parent_op", None)
    return cur


def _model(entry_point: Any) -> list[str]:
    """[the execution model of a spirv.EntryPoint] (``GLCompute``), or []."""
    a = entry_point.get_attr("execution_model")
    m = re.search(r"(\w+)>?\s*$", str(a)) if a is not None else None
    return [m.group(1)] if m else []


def _execution_models(module: Any) -> list[str]:
    """The execution models of the module's entry points."""
    return [
        model
        for region in module.regions
        for block in region.blocks
        for o in block.operations
        if o.name == "spirv.EntryPoint"
        for model in _model(o)
    ]


def table_models(table: Any, i: int, memo: dict[int, list[str]]) -> list[str]:
    """The execution models of the entry points of the spirv.module around op ``i`` of a
    module's table (odsgen.checking.inputs.optable: its ops hold no regions), ``memo``: by module."""
    names, shape, parent = table.names, table.shape, table.parent
    k = i
    while k >= 0 and names[shape[k]] != "spirv.module":
        k = parent[k]
    if k in memo:
        return memo[k]
    out: list[str] = []
    end = table.ends.get(k, len(shape)) if k >= 0 else len(shape)
    for j in range(k + 1, end):
        if names[shape[j]] == "spirv.EntryPoint":
            out += _model(table.op_at(j))
    memo[k] = out
    return out


def _attr_parameter(attr: Any, name: str) -> list[int] | None:
    """The integers of the parameter ``name`` of a struct-like attribute
    (``#spirv.entry_point_abi<workgroup_size = [64, 1, 1], subgroup_size = 32>``)."""
    text = str(attr)
    m = re.search(rf"\b{re.escape(name)}\s*=\s*(\[[^\]]*\]|-?\d+)", text)
    if m is None:
        return None
    return [int(v) for v in re.findall(r"-?\d+", m.group(1))]


def _workgroup_size(func: Any) -> list[int] | None:
    """The workgroup size of the entry point ``func`` (a ``spirv.func``): its
    ``#spirv.entry_point_abi<workgroup_size = [...]>``, else the ``LocalSize`` of the
    ``spirv.ExecutionMode`` of it in its module; None when neither is found."""
    abi = func.get_attr("spirv.entry_point_abi") if hasattr(func, "get_attr") else None
    got = _attr_parameter(abi, "workgroup_size") if abi is not None else None
    if got:
        return got
    name = func.get_attr("sym_name") if hasattr(func, "get_attr") else None
    block = getattr(func, "parent", None)
    if name is None or block is None:
        return None
    want = "@" + str(name).strip('"')
    for op in getattr(block, "operations", ()):
        if op.name != "spirv.ExecutionMode":
            continue
        mode, fn = op.get_attr("execution_mode"), op.get_attr("fn")
        if "LocalSize" in str(mode) and str(fn).replace('"', "") == want:
            text = str(op.get_attr("values"))  # ([64, 4, 1], or [64 : i32, 4 : i32, 1 : i32])
            return [int(v) for v in re.findall(r"(-?\d+)\s*(?::\s*\w+)?", text)]
    return None


def declared_lists(attr: Any) -> tuple[list[str], list[str]]:
    """The capabilities and extensions of ``#spirv.vce<v1.0, [Int8, Shader], [SPV_...]>``."""
    m = re.search(r"vce<[^,\[]*,\s*\[([^\]]*)\]\s*,\s*\[([^\]]*)\]", str(attr))
    if m is None:
        return [], []
    caps, exts = ([w.strip() for w in g.split(",") if w.strip()] for g in m.groups())
    return caps, exts


# --------------------------------------------------------------------------- the rules


def _split(feature: str) -> tuple[str, str]:
    struct, _, member = feature.rpartition(".")
    return struct, member


class VulkanRules:
    """The rules of one rules file (see the module doc)."""

    def __init__(self, path: str, doc: dict[str, Any], lines: dict[str, list[int]]) -> None:
        self.path = path
        self.pointer: dict[str, list[tuple[dict[str, Any], Loc]]] = {}
        self.stage: list[tuple[dict[str, Any], Loc]] = []
        self.declared: dict[str, list[tuple[dict[str, Any], Loc]]] = {}
        self.limit: dict[str, list[tuple[dict[str, Any], Loc]]] = {}

        def loc(kind: str, i: int) -> Loc:
            at = lines.get(kind, [])
            return Loc(path, at[i] if i < len(at) else 1, 1)

        for i, rule in enumerate(doc.get("pointer", [])):
            for name in rule.get("ops", []):
                self.pointer.setdefault(name, []).append((rule, loc("pointer", i)))
        self.stage = [(rule, loc("stage", i)) for i, rule in enumerate(doc.get("stage", []))]
        for i, rule in enumerate(doc.get("declared", [])):
            self.declared.setdefault(rule["op"], []).append((rule, loc("declared", i)))
        for i, rule in enumerate(doc.get("limit", [])):
            self.limit.setdefault(rule["op"], []).append((rule, loc("limit", i)))
        self._prefixes = tuple(p for rule, _ in self.stage for p in rule.get("prefixes", []))
        self.uses = frozenset(self.pointer) | frozenset(self.declared) | frozenset(self.limit)

    def limit_names(self) -> set[str]:
        """The limits the limit rules name (``subgroupSize``...), which a
        ``#spirv.resource_limits`` may set (``subgroup_size``)."""
        keys = ("at_least", "at_most", "unless_equal", "workgroup_at_most_times")
        return {rule[k] for rules in self.limit.values() for rule, _ in rules for k in keys if rule.get(k)}

    def applies_to(self, name: str) -> bool:
        return name in self.uses or (bool(self._prefixes) and name.startswith(self._prefixes))

    def within(self, op: Any, env: Any, legality: Legality, models: list[str] | None = None) -> Legality:
        """``legality`` and the reasons of every rule ``op`` breaks on ``env`` (``models``:
        the execution models of its module's entry points, where ``op`` has no parents to
        find them: ``table_models``)."""
        if not self.applies_to(op.name):
            return legality
        over = self.reasons(op, env, models=models)
        if not over:
            return legality
        return Legality(False, tuple(legality.reasons or ()) + tuple(over))

    def reasons(self, op: Any, env: Any, declared: bool = True, models: list[str] | None = None) -> list[DeviceReason]:
        """The rules ``op`` breaks on ``env``; ``declared=False`` leaves out the module's
        declared triple (deduce replaces it)."""
        vt = getattr(env, "platform", None)  # (a Vulkan target's VulkanTarget)
        out: list[DeviceReason] = []
        if vt is not None:
            out += self._pointer_reasons(op, vt)
            out += self._stage_reasons(op, vt, models)
            if declared:
                out += self._declared_reasons(op, vt)
        out += self._limit_reasons(op, env, vt)
        return out

    def unknown_reasons(self, name: str, operand_types: tuple[str, ...], env: Any) -> list[DeviceReason]:
        """The pointer rules an instruction the spec has no op for breaks on ``env``: one of
        a SPIR-V binary (odsgen.checking.inputs.spirv_binary's ``Unknown``), named as MLIR
        names it (``spirv.EXT.AtomicFMin``), with the types of its id operands."""
        vt = getattr(env, "platform", None)
        if vt is None or name not in self.pointer:
            return []
        return self._pointer_reasons(_Stand(name, tuple(_Typed(t) for t in operand_types)), vt)

    # -- kinds

    def _reason(self, dimension: str, need: str, loc: Loc, what: str, message: str) -> DeviceReason:
        prov = Provenance(ProvenanceKind.OP, what, loc)
        return DeviceReason(dimension, AtLeast(Case(need, 1), (prov,)), None, (prov,), message)

    def _has_feature(self, vt: Any, feature: str) -> bool:
        struct, member = _split(feature)
        return bool(vt.device.feature(vt.registry, struct, member))

    def _pointer_reasons(self, op: Any, vt: Any) -> list[DeviceReason]:
        out = []
        for rule, loc in self.pointer.get(op.name, ()):
            v = value_of(op, rule.get("operand", "operand #0"))
            got = pointer_of(str(v.type)) if v is not None else None
            if got is None:
                continue
            pointee, sc = got
            if pointee not in rule.get("pointee", ()) or sc not in rule.get("storage", ()):
                continue
            features = rule.get("features", [])
            if any(self._has_feature(vt, f) for f in features):
                continue
            names = " or ".join(f"`{f}`" for f in features)
            what = f"{op.name} on {pointee} in {sc}"
            message = (
                f"Vulkan: {what} needs {names}; {vt.device.words()} "
                f"{'need not have' if vt.device.kind == 'core' else 'does not require' if vt.device.kind == 'profile' else 'lacks'} "
                f"it (an atomic operation's feature: the validation layers' {rule.get('vuid', '')})"
            )
            out.append(self._reason(_split(features[0])[1] if features else "feature", "enabled", loc, what, message))
        return out

    def _stage_reasons(self, op: Any, vt: Any, models: list[str] | None) -> list[DeviceReason]:
        out = []
        for rule, loc in self.stage:
            if not op.name.startswith(tuple(rule.get("prefixes", ()))):
                continue
            if models is None:
                module = module_of(op)
                models = _execution_models(module) if module is not None else []
            struct, member = _split(rule["property"])
            have = vt.device.property(vt.registry, struct, member)
            if vt.device.kind == "core" or have is None:
                continue  # (what a version or profile does not say: not refused here)
            have = have if isinstance(have, list) else []
            for model in dict.fromkeys(models):
                bit = rule.get("stages", {}).get(model)
                if bit is None or bit in have:
                    continue
                what = f"{op.name} in a {model} entry point"
                message = (
                    f"Vulkan: {what} needs {bit} in `{rule['property']}`; {vt.device.words()} has "
                    f"{', '.join(have) or 'no stage'} ({rule.get('vuid', '')})"
                )
                out.append(self._reason(member, bit, loc, what, message))
        return out

    def _declared_reasons(self, op: Any, vt: Any) -> list[DeviceReason]:
        out = []
        lacks = {"core": "need not have", "profile": "does not require"}.get(vt.device.kind, "lacks")
        for rule, loc in self.declared.get(op.name, ()):
            attr = op.get_attr(rule.get("attribute", "vce_triple"))
            caps, exts = declared_lists(attr) if attr is not None else ([], [])
            for kind, names, table in (("capability", caps, vt.capabilities), ("extension", exts, vt.extensions)):
                for name in names:
                    if any(n in table for n in vt.registry.names(name)):
                        continue  # (the device enables it itself)
                    enables = vt.registry.enables(kind, name)
                    what = f"the declared {kind} {name}"
                    if not enables:
                        why = f"no Vulkan device enables it (it is not in the Vulkan registry {vt.registry.path})"
                    else:
                        texts = " or ".join(e.text() for e in enables)
                        why = f"needs {texts}; {vt.device.words()} {lacks} it"
                    vuid = rule.get("vuids", {}).get(kind, rule.get("vuid", ""))
                    message = f"Vulkan: {what} {why} (a declared {kind} needs its own enable: {vuid})"
                    out.append(self._reason(name, "declared", loc, what, message))
        return out

    def _limit_reasons(self, op: Any, env: Any, vt: Any) -> list[DeviceReason]:
        out: list[DeviceReason] = []
        rules = self.limit.get(op.name, ())
        limits = getattr(env, "limits", None) or {}
        if not rules or not (limits or vt is not None):
            return out
        whose = vt.device.words() if vt is not None else getattr(env, "limits_of", "") or "the target"
        for rule, loc in rules:
            attr = op.get_attr(rule["attribute"])
            if attr is None:
                continue
            values = _attr_parameter(attr, rule["parameter"])
            if not values:
                continue
            what = f"{rule.get('what', rule['parameter'])} {values[0] if len(values) == 1 else values}"
            vuids = rule.get("vuids", {})

            def limit(name: str) -> Any:
                return limits.get(name) if name in limits else limits.get(_snake(name))

            def add(check: str, dimension: str, need: str, text: str) -> None:
                vuid = vuids.get(check, rule.get("vuid", ""))
                out.append(self._reason(dimension, need, loc, what, f"Vulkan: {what}: {text} ({vuid})"))

            if len(values) != 1:
                continue
            n = values[0]
            per = rule.get("workgroup_at_most_times")
            if per:  # (the workgroup's invocations against the parameter times a limit)
                most, size = limit(per), _workgroup_size(op)
                total = math.prod(size) if size else 0
                if isinstance(most, int) and total > n * most:
                    shown = "x".join(map(str, size or ()))
                    text = f"its workgroup size {shown} = {total} > {n} x {per} {most} = {n * most} of {whose}"
                    add("workgroup_at_most_times", per, str(-(-total // n)), text)
                continue
            if rule.get("power_of_two") and (n <= 0 or n & (n - 1)):
                add("power_of_two", rule["parameter"], "power of two", "is not a power of two")
            lo, hi = rule.get("at_least"), rule.get("at_most")
            low, high = (limit(lo) if lo else None), (limit(hi) if hi else None)
            default = limit(rule["unless_equal"]) if rule.get("unless_equal") else None
            if low is None and high is None and default is not None and n != default:
                # (a target that gives one size and no range: that size alone)
                add("unless_equal", rule["unless_equal"], str(n), f"differs from the subgroupSize {default} of {whose}")
                continue
            if isinstance(low, int) and n < low:
                add("at_least", str(lo), str(n), f"< {lo} {low} of {whose}")
            if isinstance(high, int) and n > high:
                add("at_most", str(hi), str(n), f"> {hi} {high} of {whose}")
            if vt is None:
                continue
            # (the pipeline asks for the size, equal to subgroupSize too: each of `needs`
            # and the compute stage, VUID-VkPipelineShaderStageCreateInfo-pNext-02755)
            for f in rule.get("needs", ()):
                if not self._has_feature(vt, f):
                    text = f"a required subgroup size needs `{f}`, which {whose} lacks"
                    add("needs", _split(f)[1], "enabled", text)
            sp = rule.get("stage_property")
            stages = vt.device.property(vt.registry, *_split(str(sp))) if sp else None
            if isinstance(stages, list) and "VK_SHADER_STAGE_COMPUTE_BIT" not in stages:
                add(
                    "stage_property",
                    _split(str(sp))[1],
                    "VK_SHADER_STAGE_COMPUTE_BIT",
                    f"`{sp}` of {whose} lacks the compute stage",
                )
        return out


@dataclass(frozen=True, slots=True)
class _Typed:
    type: str


@dataclass(frozen=True, slots=True)
class _Stand:
    """An instruction without an op (``unknown_reasons``): its name and typed operands."""

    name: str
    operands: tuple[_Typed, ...]
    results: tuple[_Typed, ...] = ()


def _snake(name: str) -> str:
    """``minSubgroupSize`` -> ``min_subgroup_size`` (a #spirv.resource_limits parameter)."""
    return re.sub(r"(?<!^)([A-Z])", r"_\1", name).lower()

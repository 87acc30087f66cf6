"""What a SPIR-V module needs because of what else it declares (issue 33, item 1 leftover).

spirv-val checks some requirements on a module's declarations as a whole, not on any one
instruction, operand or enumerant, so neither MLIR's ODS nor the Khronos grammar states
them: "If the Shader and CooperativeMatrixKHR capabilities are declared, the
VulkanMemoryModel capability must also be declared", and the VulkanMemoryModel capability
only with the Vulkan memory model. They are the data of odsgen's library file
``tdlib/odsgen/spirv-rules.toml`` (``[[co_requirement]]``), read here:

- ``unmet(unit, caps)``: the rules a module breaks, given the capabilities it has (its
  declared ones, closed under implication) and its memory model: validate's and verify's
  refusal of the declared triple (odsgen.checking.declared_vce);
- ``CoRequirements.extra(...)``: what a deduction must add where its capabilities fire a
  rule (the capability, or the memory model's own requirements), with the new memory
  model ``deduce --write`` writes (odsgen.checking.check.Checker.deduce).

What a capability or a memory model itself needs is its enum case's, as for any case
(odsgen.checking.spirv_decorations: ODS checked against the grammar).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from odsgen.checking.inputs.spirv_ops import SpecModel, ods_ops, opnames
from odsgen.checking.inputs.spv_grammar import spirv_grammar
from odsgen.diagnostics import Diagnostic, OdsgenError, Severity
from odsgen.model.corrections import LibraryToml, library_toml
from odsgen.runtime.algebra import AllOfAnyOf, AtLeast, Provenance, ProvenanceKind, Requirement, merge_into
from odsgen.source import Loc

__all__ = [
    "ANY_OPERAND",
    "CoRequirement",
    "OperandTypeRule",
    "SmallType",
    "small_types",
    "unasked_capabilities",
    "co_requirements",
    "memory_model_of",
    "operand_type_rules",
    "own_unchecked",
    "unmet",
    "rules_path",
    "typed_unknowns",
    "grammar_missing",
    "value_types",
]

RULES_ENV = "ODSGEN_SPIRV_RULES"
_T = TypeVar("_T")


@dataclass(frozen=True, slots=True)
class CoRequirement:
    """One ``[[co_requirement]]`` of the library file (see the module doc)."""

    capabilities: tuple[str, ...]
    capability: str | None
    memory_model: str | None
    says: str
    source: str
    upstream: str
    loc: Loc

    def fires(self, caps: Iterable[str]) -> bool:
        return set(self.capabilities) <= set(caps)

    def met(self, caps: Iterable[str], model: str | None) -> bool:
        if self.capability is not None and self.capability not in set(caps):
            return False
        return self.memory_model is None or model == self.memory_model

    @property
    def asks(self) -> str:
        return f"Capability {self.capability}" if self.capability is not None else f"memory model {self.memory_model}"

    @property
    def why(self) -> str:
        return f"{' and '.join(self.capabilities)} declared: {self.source}"

    @property
    def note(self) -> str:
        return f'{self.asks}, as spirv-val asks: "{self.says}" ({self.source})'


_FILE, _WHAT = "spirv-rules.toml", "SPIR-V rules"


def rules_path() -> str:
    return library_toml(RULES_ENV, _FILE, _WHAT).path


def co_requirements() -> tuple[CoRequirement, ...]:
    return _co_requirements(library_toml(RULES_ENV, _FILE, _WHAT))


def _rows(lib: LibraryToml, table: str, make: Callable[[dict[str, Any], Loc], _T], what: str = "") -> list[_T]:
    """``make(row, loc)`` of each ``[[table]]`` of the rules file ``lib``, in its order. A
    row ``make`` finds malformed (a KeyError or TypeError) is an error at its line, which
    calls it ``what`` (default "TABLE rule"; ending in ``#``, numbered from 1:
    "co_requirement #2")."""
    what = what or f"{table} rule"
    out = []
    for n, (row, line) in enumerate(zip(lib.doc.get(table, []), lib.starts.get(table, []))):
        loc = Loc(lib.path, line, 1)
        try:
            out.append(make(row, loc))
        except (KeyError, TypeError) as exc:
            name = f"{what}{n + 1}" if what.endswith("#") else what
            raise OdsgenError(Diagnostic(loc, Severity.ERROR, f"malformed {name}: {exc}")) from None
    return out


@functools.lru_cache(maxsize=2)
def _co_requirements(lib: LibraryToml) -> tuple[CoRequirement, ...]:
    return tuple(_rows(lib, "co_requirement", _co_requirement, "co_requirement #"))


def _co_requirement(row: dict[str, Any], loc: Loc) -> CoRequirement:
    caps = tuple(str(c) for c in row["capabilities"])
    cap, model = row.get("capability"), row.get("memory_model")
    if (cap is None) == (model is None) or not caps:
        raise KeyError("capabilities and exactly one of capability and memory_model")
    return CoRequirement(caps, cap, model, str(row["says"]), str(row["source"]), str(row.get("upstream", "")), loc)


@dataclass(frozen=True, slots=True)
class Unchecked:
    """The ``[[instruction]]`` rule: what spirv-val leaves unchecked of the own availability
    of an instruction the grammar gives capabilities (``version``, ``extensions``)."""

    unchecked: frozenset[str]
    exceptions: frozenset[str]
    source: str
    loc: Loc


def _checked_library() -> LibraryToml:
    """The rules file, once its co-requirements are read (their errors raised, located,
    whichever of its tables is asked for first)."""
    lib = library_toml(RULES_ENV, _FILE, _WHAT)
    _co_requirements(lib)
    return lib


def unchecked_rules() -> tuple[Unchecked, ...]:
    return _unchecked(_checked_library())


@functools.lru_cache(maxsize=2)
def _unchecked(lib: LibraryToml) -> tuple[Unchecked, ...]:
    return tuple(_rows(lib, "instruction", _unchecked_rule))


def _unchecked_rule(row: dict[str, Any], loc: Loc) -> Unchecked:
    what = frozenset(str(w) for w in row["unchecked"])
    if not what <= {"version", "extensions"}:
        raise KeyError("unchecked: version and/or extensions")
    return Unchecked(what, frozenset(row.get("except", [])), str(row["source"]), loc)


def extension_versions() -> dict[str, str]:
    """{extension: the SPIR-V version spirv-val asks of it} (the file's ``[[extension]]``)."""
    return _extension_versions(_checked_library())


@functools.lru_cache(maxsize=2)
def _extension_versions(lib: LibraryToml) -> dict[str, str]:
    return {e: v for pairs in _rows(lib, "extension", _extension_rule) for e, v in pairs}


def _extension_rule(row: dict[str, Any], loc: Loc) -> list[tuple[str, str]]:
    pairs = [(str(e), str(row["version"])) for e in row["extensions"]]
    str(row["source"])  # (every rule names its source, though none is kept)
    return pairs


@dataclass(frozen=True, slots=True)
class SmallType:
    """One ``[[small_type]]`` of the library file: spirv-val's rules on an 8- or 16-bit
    scalar type (``types``, as MLIR prints them) whose full capability ``capability`` may be
    missing: any of ``declared_by`` declares the type, whose values then only ``uses`` may
    produce or consume; with ``capability`` declared, its variables need no storage
    capability."""

    types: frozenset[str]
    capability: str
    declared_by: frozenset[str]
    uses: frozenset[str]
    source: str
    loc: Loc


def small_types() -> tuple[SmallType, ...]:
    return _small_types(_checked_library())


@functools.lru_cache(maxsize=2)
def _small_types(lib: LibraryToml) -> tuple[SmallType, ...]:
    return tuple(_rows(lib, "small_type", _small_type))


def _small_type(row: dict[str, Any], loc: Loc) -> SmallType:
    return SmallType(
        frozenset(str(t) for t in row["types"]),
        str(row["capability"]),
        frozenset(str(c) for c in row["declared_by"]),
        frozenset(str(o) for o in row["uses"]),
        str(row["source"]),
        loc,
    )


def unasked_capabilities() -> dict[str, frozenset[str]]:
    """{op: the capabilities of its values' types spirv-val does not ask of a declared
    triple} (the file's ``[[unasked]]``)."""
    return _unasked(_checked_library())


@functools.lru_cache(maxsize=2)
def _unasked(lib: LibraryToml) -> dict[str, frozenset[str]]:
    out: dict[str, frozenset[str]] = {}
    for ops, caps in _rows(lib, "unasked", _unasked_rule):
        for op in ops:
            out[op] = out.get(op, frozenset()) | caps
    return out


def _unasked_rule(row: dict[str, Any], loc: Loc) -> tuple[list[str], frozenset[str]]:
    caps = frozenset(str(c) for c in row["capabilities"])
    ops = [str(op) for op in row["ops"]]
    str(row["source"])  # (every rule names its source, though none is kept)
    return ops, caps


@dataclass(frozen=True, slots=True)
class OperandTypeRule:
    """One ``[[operand_type]]`` of the library file: an op of ``ops`` whose value ``value``
    (or, with ``operands``, any of its operands) has a type of ``types``, or points at one
    of ``pointee`` (any pointer with ``pointer``) in one of ``storage`` (any when empty) and
    none of ``except_storage``, needs one of ``capabilities``; with ``addressing_models``,
    only in a spirv.module of one of those addressing models."""

    ops: frozenset[str]
    value: str
    types: frozenset[str]
    pointee: frozenset[str]
    pointer: bool
    storage: frozenset[str]
    except_storage: frozenset[str]
    addressing_models: frozenset[str]
    capabilities: tuple[str, ...]
    says: str
    source: str
    loc: Loc

    def matches(self, type_text: str) -> bool:
        """Whether a value of the type ``type_text`` (as MLIR prints it) meets the rule's type."""
        from odsgen.checking.targets.vulkan_rules import pointer_of

        if type_text.strip() in self.types:
            return True
        ptr = pointer_of(type_text)
        if ptr is None or not (self.pointer or ptr[0] in self.pointee):
            return False
        return (not self.storage or ptr[1] in self.storage) and ptr[1] not in self.except_storage

    def in_model(self, model: str | None) -> bool:
        """Whether the rule holds in a spirv.module of addressing model ``model`` (None: an
        op in no module, where nothing declares one: it holds)."""
        return not self.addressing_models or model is None or model in self.addressing_models


ANY_OPERAND = "operands"
_VALUE = re.compile(r"(operand|result) #(\d+)|" + ANY_OPERAND)


def operand_type_rules() -> tuple[OperandTypeRule, ...]:
    """The file's ``[[operand_type]]`` rules, in its order."""
    return _operand_types(_checked_library())


@functools.lru_cache(maxsize=2)
def _operand_types(lib: LibraryToml) -> tuple[OperandTypeRule, ...]:
    return tuple(_rows(lib, "operand_type", _operand_type, "operand_type rule #"))


def _operand_type(row: dict[str, Any], loc: Loc) -> OperandTypeRule:
    value = str(row["value"])
    if not _VALUE.fullmatch(value):
        raise KeyError(f"value: 'operand #N', 'result #N' or {ANY_OPERAND!r}, not {value!r}")
    caps = tuple(str(c) for c in row["capabilities"])
    types, pointee = frozenset(map(str, row.get("types", []))), frozenset(map(str, row.get("pointee", [])))
    pointer = bool(row.get("pointer", False))
    if not caps or not (types or pointee or pointer):
        raise KeyError("capabilities and one of types, pointee and pointer")
    models = row.get("addressing_model", [])
    return OperandTypeRule(
        frozenset(map(str, row["ops"])),
        value,
        types,
        pointee,
        pointer,
        frozenset(map(str, row.get("storage", []))),
        frozenset(map(str, row.get("except_storage", []))),
        frozenset((models,) if isinstance(models, str) else map(str, models)),
        caps,
        str(row["says"]),
        str(row["source"]),
        loc,
    )


def value_types(op: Any, selector: str) -> tuple[str, ...]:
    """The types, as MLIR prints them, of ``op``'s value ``selector`` ("operand #0"; with
    ``ANY_OPERAND``, of each of its operands), () where it has no such value."""
    from odsgen.checking.targets.vulkan_rules import value_of

    if selector == ANY_OPERAND:
        return tuple(str(v.type) for v in op.operands)
    value = value_of(op, selector)
    return () if value is None else (str(value.type),)


def typed_unknowns(found: Sequence[Any]) -> list[Any]:
    """The instructions ``found`` the spec has no op for (a module's ``unknown_spirv``:
    odsgen.checking.inputs.spirv_binary's ``Unknown``s), each whose value types meet an
    ``[[operand_type]]`` rule of its name narrowed to the rule's capabilities (spirv-val asks
    AtomicFloat16MinMaxEXT of an f16 OpAtomicFMinEXT, which the grammar gives any of the
    min/max capabilities); a narrowed one stays as it is. Applied once, as a module file is
    read (``Checker.typed_unknowns``, for odsgen.checking.inputs.read.read_checked_file): the
    checks read its ``ModuleInput.unknown_spirv`` narrowed."""
    import dataclasses

    rules: dict[str, list[OperandTypeRule]] = {}
    for r in operand_type_rules() if found else ():
        for name in r.ops:
            rules.setdefault(name, []).append(r)
    out = list(found)
    for n, u in enumerate(out):
        if u.narrowed_by or not u.types:
            continue
        types = dict(u.types)
        for r in rules.get(u.name, ()):
            t = types.get(r.value)
            if t is not None and r.matches(t):
                why = f"narrowed by spirv-val's rule on its {r.value} {t}: {r.says}; {r.source}"
                out[n] = dataclasses.replace(u, capabilities=r.capabilities, narrowed_by=why)
                break
    return out


def grammar_missing(u: Any, env: Any) -> list[str]:
    """What target ``env`` lacks of an instruction the spec has no op for (``typed_unknowns``'
    ``Unknown``), as spirv-val checks it: of an instruction of its own opcode (not an
    extended set's) with capabilities, those alone (``own_unchecked``)."""
    unchecked = own_unchecked(u.what, u.capabilities) if " " not in u.what else frozenset()
    return list(u.missing(env, unchecked))


def addressing_model_of(op: Any) -> str | None:
    """The addressing model of the spirv.module ``op`` stands in (``Logical``...), or None
    where it stands in none (a shape's representative op)."""
    from odsgen.checking.targets.vulkan_rules import module_of

    return _declared(module_of(op), "addressing_model")


def own_unchecked(opname: str, capabilities: Iterable[str]) -> frozenset[str]:
    """What spirv-val leaves unchecked of the own availability of the instruction
    ``opname`` (``OpCooperativeMatrixLoadKHR``), whose grammar entry lists
    ``capabilities``: ``{"version", "extensions"}``, or nothing when it lists none."""
    if not tuple(capabilities):
        return frozenset()
    out: set[str] = set()
    for r in unchecked_rules():
        if opname not in r.exceptions:
            out |= r.unchecked
    return frozenset(out)


def version_free_ops(spec: SpecModel) -> dict[str, str]:
    """{op name: its instruction's grammar availability in words} of the spec's ops whose
    instruction the Khronos grammar puts in no core version ("None") and gives
    capabilities, and whose own version spirv-val leaves unchecked
    (odsgen.checking.spirv_corequirements.own_unchecked): MLIR's ODS puts the
    cooperative-matrix ops at SPIR-V 1.6, the grammar at none (their capability's
    extension brings them). Empty without the grammar. (Once per spec: its checker keeps
    it, ``Checker.version_free``.)"""
    out: dict[str, str] = {}
    try:
        by_opname = {x.opname: x for x in spirv_grammar().instructions.values()}
        names = opnames(ods_ops(spec))
    except Exception:  # (no grammar, no SPIR-V spec: nothing to say)
        names, by_opname = {}, {}
    for op, opname in names.items():
        ins = by_opname.get(opname)
        if ins is not None and ins.version == "None" and "version" in own_unchecked(opname, ins.capabilities):
            out[op] = f"{opname}: {ins.requirement() or 'no version'}"
    return out


def memory_model_of(unit: Any) -> str | None:
    """The memory model a ``spirv.module`` declares (``GLSL450``, ``Vulkan``...), or None."""
    return _declared(unit, "memory_model")


def _declared(unit: Any, name: str) -> str | None:
    """The case of the ``#spirv.NAME<CASE>`` attribute ``name`` of the spirv.module ``unit``
    (its memory or addressing model), or None (no unit, no such attribute)."""
    attr = unit.get_attr(name) if unit is not None and hasattr(unit, "get_attr") else None
    if attr is None:
        return None
    m = re.search(rf"{name}<(\w+)>", str(attr))
    return m.group(1) if m else str(attr).strip()


def unmet(caps: Iterable[str], model: str | None) -> list[CoRequirement]:
    """The rules a module with capabilities ``caps`` (closed under implication) and memory
    model ``model`` breaks, in the file's order."""
    have = set(caps)
    return [r for r in co_requirements() if r.fires(have) and not r.met(have, model)]


class CoRequirements:
    """The rules, applied to one SPIR-V package's deductions (``extra``)."""

    def __init__(self, needs: Any) -> None:
        self.needs = needs  # odsgen.checking.spirv_decorations.DecorationNeeds
        self.caps_axis = needs.caps_axis
        self.cap_dim = needs.dims.get(self.caps_axis.enum.__name__) if self.caps_axis is not None else None

    def extra(
        self,
        caps: Iterable[str],
        model: str | None,
        version: int = 0,
        allowed: frozenset[str] | None = None,
        top: int | None = None,
    ) -> tuple[dict[str, Requirement], str | None, list[Any]]:
        """(what a unit whose least capabilities are ``caps``, version value ``version`` and
        memory model ``model`` must add, the memory model it must switch to or None, what
        asked for it): a fixed point of the rules that fire and of what each capability
        (closed under implication) and the memory model need themselves, the Khronos
        grammar's way (``DecorationNeeds.own_needs``: an extension the version does not
        bring, or a version; ``allowed``/``top``: the target's extensions and version)."""
        if self.cap_dim is None:
            return {}, None, []
        axis = self.caps_axis
        names = {m.name for m in axis.close([axis.enum[c] for c in caps if c in axis.enum.__members__])}
        out: dict[str, Requirement] = {}
        fired: list[Any] = []
        switch = None
        done: set[str] = set()
        model_done = False
        for _ in range(64):  # (each round adds a capability or a rule: the sets are finite)
            todo = [r for r in co_requirements() if r not in fired and r.fires(names) and not r.met(names, model)]
            for r in todo:
                fired.append(r)
                prov = (Provenance(ProvenanceKind.ATTRIBUTE, f"co-requirement: {r.says} ({r.source})", r.loc),)
                if r.capability is not None:
                    got = self.needs.capability_needs(r.capability, prov)
                    if got:
                        merge_into(out, {self.cap_dim: got[self.cap_dim]})
                        names |= {m.name for m in axis.close([axis.enum[r.capability]])}
                else:
                    switch = model = r.memory_model
                    model_done = False
            fresh = sorted(names - done)
            for c in fresh:
                done.add(c)
                self._own(out, fired, "Capability", c, version, allowed, top, names)
            if switch is not None and not model_done:
                model_done = True
                self._own(out, fired, "MemoryModel", switch, version, allowed, top, names)
            if not todo and not fresh:
                break
        return out, switch, fired

    def _own(
        self,
        out: dict[str, Requirement],
        fired: list[Any],
        kind: str,
        symbol: str,
        version: int,
        allowed: frozenset[str] | None,
        top: int | None,
        names: set[str],
    ) -> None:
        """Merge what the case itself needs into ``out`` (``own_needs``), with an ``OwnNeed``
        in ``fired`` when it asks something; its capabilities join ``names``."""
        by = (Provenance(ProvenanceKind.ATTRIBUTE, f"co-requirement: the declared {kind} {symbol}"),)
        got, says = self.needs.own_needs(kind, symbol, version, by, allowed, top)
        if not got:
            return
        ext_dim = self.needs.dims.get(self.needs.exts_axis.enum.__name__)
        for g in getattr(got.get(ext_dim), "groups", ()) if ext_dim is not None else ():
            at = [extension_versions().get(c.symbol) for c in g.cases]
            if len(at) == 1 and at[0]:
                why = (
                    Provenance(
                        ProvenanceKind.ATTRIBUTE,
                        f"co-requirement: {g.cases[0].symbol} needs SPIR-V {at[0]} (spirv-val)",
                    ),
                )
                floor = self.needs.version_at_least(at[0], g.provenance + why)
                if floor is not None and floor.case is not None and floor.case.value > version:
                    merge_into(got, {self.needs.min_version_dim: floor})
        merge_into(out, got)
        req = got.get(self.cap_dim)
        if isinstance(req, AllOfAnyOf):  # (a memory model's capability)
            for g in req.groups:
                for c in g.cases:
                    if c.symbol in self.caps_axis.enum.__members__:
                        names |= {m.name for m in self.caps_axis.close([self.caps_axis.enum[c.symbol]])}
        asked = "; ".join(_asked(d, r) for d, r in got.items())
        wants = tuple(w for d, r in got.items() for w in _wants(d, r))
        fired.append(OwnNeed(f"{asked} for {kind} {symbol}", says, wants))


@dataclass(frozen=True, slots=True)
class OwnNeed:
    """What a declared case itself asks (``CoRequirements._own``), as a fired rule reads:
    ``wants``, (dimension, any of these symbols, or a version's value) of each part."""

    asks: str
    says: str
    wants: tuple[tuple[str, frozenset[str], int], ...] = ()
    upstream: str = ""
    capability: str | None = None
    memory_model: str | None = None

    @property
    def note(self) -> str:
        return (
            f"{self.asks} (the Khronos grammar: {self.says}; spirv-val checks each declared enumerant so, "
            "--spirv-update-vce does not)"
        )

    def new_to(self, requirements: dict[str, Any], version_dim: str | None, version: int) -> bool:
        """Whether a deduction's ``requirements`` (at version value ``version``) lack a part of it."""
        for dim, symbols, at in self.wants:
            have = requirements.get(dim)
            if dim == version_dim:
                if at > version:
                    return True
            elif not (set(have) & symbols if isinstance(have, list) else have in symbols):
                return True
        return False


def _asked(dim: str, req: Requirement) -> str:
    if isinstance(req, AllOfAnyOf):
        return "; ".join(f"{dim} {' or '.join(c.symbol for c in g.cases)}" for g in req.groups)
    case = getattr(req, "case", None)
    return f"{dim} {case.symbol if case is not None else req}"


def _wants(dim: str, req: Requirement) -> list[tuple[str, frozenset[str], int]]:
    if isinstance(req, AllOfAnyOf):
        return [(dim, frozenset(c.symbol for c in g.cases), 0) for g in req.groups]
    case = getattr(req, "case", None)
    return [] if case is None else [(dim, frozenset((case.symbol,)), int(case.value))]

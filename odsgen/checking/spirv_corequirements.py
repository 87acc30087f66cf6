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
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from odsgen.diagnostics import Diagnostic, OdsgenError, Severity
from odsgen.model.corrections import LibraryToml, library_toml
from odsgen.runtime.algebra import AllOfAnyOf, Provenance, ProvenanceKind, Requirement, merge_into
from odsgen.source import Loc

__all__ = ["CoRequirement", "co_requirements", "memory_model_of", "own_unchecked", "unmet", "rules_path"]

RULES_ENV = "ODSGEN_SPIRV_RULES"
_MODEL = re.compile(r"memory_model<(\w+)>")


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


_FILE, _WHAT = "spirv-rules.toml", "SPIR-V rules"


def rules_path() -> str:
    return library_toml(RULES_ENV, _FILE, _WHAT).path


def co_requirements() -> tuple[CoRequirement, ...]:
    return _co_requirements(library_toml(RULES_ENV, _FILE, _WHAT))


@functools.lru_cache(maxsize=2)
def _co_requirements(lib: LibraryToml) -> tuple[CoRequirement, ...]:
    path, doc, starts = lib.path, lib.doc, lib.starts.get("co_requirement", [])
    out = []
    for n, (row, line) in enumerate(zip(doc.get("co_requirement", []), starts)):
        try:
            caps = tuple(str(c) for c in row["capabilities"])
            cap, model = row.get("capability"), row.get("memory_model")
            if (cap is None) == (model is None) or not caps:
                raise KeyError("capabilities and exactly one of capability and memory_model")
            out.append(
                CoRequirement(
                    caps,
                    cap,
                    model,
                    str(row["says"]),
                    str(row["source"]),
                    str(row.get("upstream", "")),
                    Loc(path, line, 1),
                )
            )
        except (KeyError, TypeError) as exc:
            raise OdsgenError(
                Diagnostic(Loc(path, line, 1), Severity.ERROR, f"malformed co_requirement #{n + 1}: {exc}")
            ) from None
    return tuple(out)


@dataclass(frozen=True, slots=True)
class Unchecked:
    """The ``[[instruction]]`` rule: what spirv-val leaves unchecked of the own availability
    of an instruction the grammar gives capabilities (``version``, ``extensions``)."""

    unchecked: frozenset[str]
    exceptions: frozenset[str]
    source: str
    loc: Loc


def unchecked_rules() -> tuple[Unchecked, ...]:
    lib = library_toml(RULES_ENV, _FILE, _WHAT)
    _co_requirements(lib)  # (the file's errors, located)
    return _unchecked(lib)


@functools.lru_cache(maxsize=2)
def _unchecked(lib: LibraryToml) -> tuple[Unchecked, ...]:
    path, doc, starts = lib.path, lib.doc, lib.starts.get("instruction", [])
    out = []
    for row, line in zip(doc.get("instruction", []), starts):
        try:
            what = frozenset(str(w) for w in row["unchecked"])
            if not what <= {"version", "extensions"}:
                raise KeyError("unchecked: version and/or extensions")
            out.append(Unchecked(what, frozenset(row.get("except", [])), str(row["source"]), Loc(path, line, 1)))
        except (KeyError, TypeError) as exc:
            raise OdsgenError(
                Diagnostic(Loc(path, line, 1), Severity.ERROR, f"malformed instruction rule: {exc}")
            ) from None
    return tuple(out)


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


def memory_model_of(unit: Any) -> str | None:
    """The memory model a ``spirv.module`` declares (``GLSL450``, ``Vulkan``...), or None."""
    attr = unit.get_attr("memory_model") if hasattr(unit, "get_attr") else None
    if attr is None:
        return None
    m = _MODEL.search(str(attr))
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

    def extra(self, caps: Iterable[str], model: str | None) -> tuple[dict[str, Requirement], str | None, list]:
        """(what a unit whose least capabilities are ``caps`` and memory model ``model``
        must add, the memory model it must switch to or None, the rules that fired),
        chasing rules that fire on what an earlier one added."""
        if self.cap_dim is None:
            return {}, None, []
        have = set(self.caps_axis.close([self.caps_axis.enum[c] for c in caps if c in self.caps_axis.enum.__members__]))
        names = {m.name for m in have}
        out: dict[str, Requirement] = {}
        fired: list[CoRequirement] = []
        switch = None
        for _ in range(8):  # (a rule's addition firing another: a short chain)
            todo = [r for r in co_requirements() if r not in fired and r.fires(names) and not r.met(names, model)]
            if not todo:
                break
            for r in todo:
                fired.append(r)
                prov = (Provenance(ProvenanceKind.ATTRIBUTE, f"co-requirement: {r.says} ({r.source})", r.loc),)
                if r.capability is not None:
                    got = self.needs.capability_needs(r.capability, prov)
                    if not got:
                        continue
                    merge_into(out, got)
                    names |= {m.name for m in self.caps_axis.close([self.caps_axis.enum[r.capability]])}
                else:
                    switch = model = r.memory_model
                    got = self.needs.enum_case("MemoryModel", r.memory_model, prov)
                    merge_into(out, got)
                    req = got.get(self.cap_dim)
                    if isinstance(req, AllOfAnyOf):  # (its capability, when the grammar gives one)
                        names |= {c.symbol for g in req.groups if len(g.cases) == 1 for c in g.cases}
        return out, switch, fired

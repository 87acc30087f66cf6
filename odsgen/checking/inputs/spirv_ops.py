"""The spec's SPIR-V ops as a binary and the Khronos grammar name them: by opcode name
(``OpIAdd``), by extended instruction (``GLSL.std.450`` 40), and each op's ODS arguments
in order, built from the spec's records once per loaded spec.

Shared by what reads ``.spv`` binaries (odsgen.checking.inputs.spirv_binary) and what
judges an op by its instruction's grammar availability (odsgen.checking.spirv_corequirements,
odsgen.checking.declared_vce). It reads the loaded spec through ``SpecModel`` alone, so the
checks stand above it (odsgen.checking.spec builds the Checker, which asks this table).
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from odsgen.model.build import Model

__all__ = ["OdsOps", "SpecModel", "build_ods_ops", "ods_ops", "opnames"]


class SpecModel(Protocol):
    """What the table reads of a loaded spec (odsgen.checking.spec.LoadedSpec): its files
    (the result cache's key) and its model (loaded on a miss only)."""

    @property
    def specs(self) -> list[str]: ...

    @property
    def model(self) -> Model: ...

    @property
    def package(self) -> Any: ...


@dataclass(frozen=True, slots=True)
class OdsOps:
    """The spec's spirv ops as the binary names them: ``core`` (``OpIAdd`` -> op),
    ``ext`` ((set, number) -> op), each op's arguments in ODS order as (kind, name,
    how, detail): kind ``operand`` (how: single, optional, variadic) or ``attribute``
    (how: ``enum``, detail (MLIR attribute name, enum kind, bit enum, {value: case}); ``int``;
    ``ints``; ``other``), and its optional ones (skipped when no word is left)."""

    core: dict[str, str]
    ext: dict[tuple[str, int], str]
    args: dict[str, tuple[tuple[str, str, str, Any, bool], ...]]
    enums: dict[str, tuple[str, bool, dict[int, str]]]  # enum kind -> (MLIR attribute name, bit enum, cases)


def _field(defs: Any, rec: str, name: str) -> Any:
    rv = defs[rec].vmap.get(name) if rec in defs else None
    return getattr(rv.value, "value", None) if rv is not None else None


def _attr_name(defs: Any, rec: str) -> str | None:
    seen = 0
    while rec in defs and seen < 8:
        name = _field(defs, rec, "attrName")
        if isinstance(name, str) and name:
            return name
        base = defs[rec].vmap.get("baseAttr")
        base_rec = getattr(getattr(base, "value", None), "rec", None) if base is not None else None
        if base_rec is None:
            return None
        rec = base_rec.name_str()
        seen += 1
    return None


def build_ods_ops(model: Any) -> OdsOps:
    """The table of ``OdsOps`` from the spec's model (its records)."""
    defs = model.keeper.defs
    core: dict[str, str] = {}
    ext: dict[tuple[str, int], str] = {}
    args: dict[str, tuple[tuple[str, str, str, Any, bool], ...]] = {}
    enums: dict[str, tuple[str, bool, dict[int, str]]] = {}
    for op in model.ops:
        if op.dialect != "spirv":
            continue
        rec = op.record
        set_name = _field(defs, rec, "extendedInstSetName")
        if isinstance(set_name, str):
            number = _field(defs, rec, "extendedInstOpcode")
            if isinstance(number, int):
                ext[(set_name, number)] = op.name
        elif _field(defs, rec, "hasOpcode") == 1:
            opname = _field(defs, rec, "spirvOpName")
            if isinstance(opname, str):
                core.setdefault(opname, op.name)
        by_name = {a.name: a for a in op.attributes}
        mine: list[tuple[str, str, str, Any, bool]] = []
        for a in op.args.ins:
            if a.kind == "operand":
                mine.append(("operand", a.name, str(a.arity.value), None, a.optional))
                continue
            attr = by_name.get(a.name)
            enum = model.enums.get(attr.enum) if attr is not None and attr.enum else None
            storage = str(_field(defs, a.constraint, "storageType") or "").strip()
            if enum is not None:
                name = _attr_name(defs, a.constraint) or ""
                enums.setdefault(enum.class_name, (name, enum.is_bit_enum, {c.value: c.symbol for c in enum.cases}))
                mine.append(("attribute", a.name, "enum", enum.class_name, a.optional))
            elif storage == "::mlir::IntegerAttr":
                ret = str(_field(defs, a.constraint, "returnType") or "")
                width = 64 if "64" in ret else 32
                mine.append(("attribute", a.name, "int", width, a.optional))
            elif storage == "::mlir::ArrayAttr" and "I32" in a.constraint:
                mine.append(("attribute", a.name, "ints", 32, a.optional))
            else:
                mine.append(("attribute", a.name, "other", None, a.optional))
        args[op.name] = tuple(mine)
    return OdsOps(core, ext, args, enums)


def _valid_table(v: Any) -> bool:
    return type(v) is tuple and len(v) == 4 and all(type(x) is dict for x in v)


_TABLES: weakref.WeakKeyDictionary[Any, OdsOps] = weakref.WeakKeyDictionary()


def ods_ops(spec: SpecModel) -> OdsOps:
    """The spec's ``OdsOps``, once per generated package in a process (a run over many
    binaries does not check the spec's files again for each, nor does each command of
    odsgen serve: its loaded specs of unchanged files share the package, which is keyed by
    their content), from odsgen's result cache when the spec's files are unchanged (a
    repeated run does not evaluate the spec)."""
    table = _TABLES.get(spec.package)
    if table is None:
        table = _TABLES[spec.package] = _ods_ops(spec)
    return table


def _ods_ops(spec: SpecModel) -> OdsOps:
    from odsgen import cache as rcache

    key = {"kind": "spirv-binary-ops", "specs": repr(sorted(spec.specs)), "version": 2}
    hit = rcache.lookup_result(key, _valid_table) if spec.specs else None
    if hit is not None:
        return OdsOps(*hit)
    model = spec.model
    table = build_ods_ops(model)
    if spec.specs:
        rcache.store_result(
            key, list(model.files), list(model.probes), (table.core, table.ext, table.args, table.enums)
        )
    return table


def opnames(table: OdsOps) -> dict[str, str]:
    """{op name: its instruction's opname} of an ``OdsOps`` (its ``core``, inverted)."""
    got = _OPNAMES.get(id(table))
    if got is None or got[0] is not table:
        got = _OPNAMES[id(table)] = (table, {op: opname for opname, op in table.core.items()})
    return got[1]


_OPNAMES: dict[int, tuple[OdsOps, dict[str, str]]] = {}

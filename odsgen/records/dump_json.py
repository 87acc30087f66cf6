"""The llvm-tblgen ``--dump-json`` view of a RecordKeeper (JSONBackend.cpp's shape)."""

from __future__ import annotations

import json

from odsgen.diagnostics import OdsgenError, error
from odsgen.records.record import FK_NONCONCRETE_OK, FK_TEMPLATE_ARG, RecordKeeper
from odsgen.records.values import (
    Bit,
    Bits,
    Dag,
    DefRef,
    Init,
    Int,
    List,
    Str,
    UnsetInit,
    Var,
    VarBit,
    deep_recursion,
    valid_utf8,
)


def value_json(v: Init, defs: dict | None = None):
    """The JSONBackend encoding of one value. ``defs`` caches the (read-only) object
    of each referenced def: one shared dict instead of one per reference."""
    t = type(v)
    if t is Str:
        return valid_utf8(v.value)
    if t is DefRef:
        d = defs.get(v.rec) if defs is not None else None
        if d is None:
            n = v.rec.name_str()
            d = {"def": n, "kind": "def", "printable": n}
            if defs is not None:
                defs[v.rec] = d
        return d
    if t is Int:
        return v.value
    if t is List:
        return [value_json(e, defs) for e in v.elts]
    if t is Bit:
        return v.value
    if t is UnsetInit:
        return None
    if t is Bits:
        return [value_json(b, defs) for b in v.bits]
    if t is Dag:
        obj = {
            "args": [[value_json(a, defs), n] for a, n in zip(v.args, v.names)],
            "kind": "dag",
            "operator": value_json(v.op, defs),
            "printable": v.as_string(),
        }
        if v.name is not None:
            obj["name"] = v.name
        return obj
    if t is Var:
        return {"kind": "var", "printable": v.as_string(), "var": v.name}
    if t is VarBit and isinstance(v.var, Var):
        return {"index": v.index, "kind": "varbit", "printable": v.as_string(), "var": v.var.name}
    return {"kind": "complex", "printable": v.as_string()}


def nesting_error(keeper: RecordKeeper, render) -> OdsgenError:
    """The error for a value nested deeper than Python's recursion limit lets a view
    render (given a field: its type and value) cannot handle."""
    for rec in [*keeper.classes.values(), *keeper.defs.values()]:
        try:
            with deep_recursion():
                for rv in rec.values:
                    render(rv)
        except RecursionError:
            where = rec.locs[0] if rec.locs else None
            sources = getattr(keeper, "sources", None)
            return OdsgenError(error(where, f"a value of '{rec.name_str()}' nests too deeply to print"), sources)
    return OdsgenError(error(None, "a value nests too deeply to print"), getattr(keeper, "sources", None))


def to_json_dict(keeper: RecordKeeper) -> dict:
    try:
        with deep_recursion():
            return _to_json_dict(keeper)
    except RecursionError:
        raise nesting_error(keeper, lambda rv: value_json(rv.value, {})) from None


def _to_json_dict(keeper: RecordKeeper) -> dict:
    root: dict = {"!tablegen_json_version": 1}
    defs: dict = {}
    instances: dict[str, list[str]] = {name: [] for name in keeper.classes}
    # llvm-tblgen walks its defs by name (a std::map), so each "!instanceof" list is in
    # name order, a def listed once per superclass entry.
    for name, rec in sorted(keeper.defs.items()):
        obj: dict = {}
        fields = []
        for rv in rec.values:
            if rv.kind == FK_TEMPLATE_ARG:
                continue
            if rv.kind == FK_NONCONCRETE_OK:
                fields.append(rv.name)
            obj[rv.name] = value_json(rv.value, defs)
        obj["!fields"] = fields
        supers = []
        for sc, _ in rec.supers:
            sn = sc.name_str()
            supers.append(sn)
            instances.setdefault(sn, []).append(name)
        obj["!superclasses"] = supers
        obj["!name"] = name
        obj["!anonymous"] = rec.anonymous
        obj["!locs"] = [f"{l.file.rsplit('/', 1)[-1]}:{l.line}" for l in rec.locs]
        root[name] = obj
    root["!instanceof"] = instances
    return root


def dump_json(keeper: RecordKeeper) -> str:
    doc = to_json_dict(keeper)
    try:
        with deep_recursion():
            return json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False) + "\n"
    except RecursionError:
        raise nesting_error(keeper, lambda rv: json.dumps(value_json(rv.value, {}), allow_nan=False)) from None

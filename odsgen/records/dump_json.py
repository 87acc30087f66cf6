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


# The llvm-tblgen releases whose --dump-json differs from the newest's:
LOCS_SINCE = 18  # "!locs" came with 18 (llvm-project #79028); 16 and 17 write none
ANONYMOUS_AT_USE_SINCE = 20  # up to 19 an anonymous Class<args> def is located at its class (#110935)


def to_json_dict(keeper: RecordKeeper, release: int | None = None) -> dict:
    """llvm-tblgen's ``--dump-json`` document of ``keeper``, as the newest llvm-tblgen
    writes it, or with ``release`` (an LLVM major version) as that release's does."""
    try:
        with deep_recursion():
            return _to_json_dict(keeper, release)
    except RecursionError:
        raise nesting_error(keeper, lambda rv: value_json(rv.value, {})) from None


def _to_json_dict(keeper: RecordKeeper, release: int | None) -> dict:
    locs_written = release is None or release >= LOCS_SINCE
    at_class = release is not None and release < ANONYMOUS_AT_USE_SINCE
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
        if locs_written:
            locs = rec.instance_of.locs if at_class and rec.instance_of is not None else rec.locs
            obj["!locs"] = [f"{l.file.rsplit('/', 1)[-1]}:{l.line}" for l in locs]
        root[name] = obj
    root["!instanceof"] = instances
    return root


def dump_json(keeper: RecordKeeper, release: int | None = None) -> str:
    doc = to_json_dict(keeper, release)
    try:
        with deep_recursion():
            return json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False) + "\n"
    except RecursionError:
        raise nesting_error(keeper, lambda rv: json.dumps(value_json(rv.value, {}), allow_nan=False)) from None

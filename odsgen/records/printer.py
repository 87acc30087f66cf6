"""The llvm-tblgen default view of a RecordKeeper (``llvm-tblgen file.td`` output)."""

from __future__ import annotations

from odsgen.records import types as T
from odsgen.records.record import FK_NONCONCRETE_OK, FK_TEMPLATE_ARG, Record, RecordKeeper, RecordVal
from odsgen.records.values import Str, deep_recursion


def _print_type(rv: RecordVal) -> str:
    if rv.ty is T.STRING:
        return "code" if isinstance(rv.value, Str) and rv.value.code else "string"
    return str(rv.ty)


def _val(rv: RecordVal, sem: bool) -> str:
    s = ("field " if rv.kind == FK_NONCONCRETE_OK else "") + _print_type(rv) + " " + rv.name
    s += " = " + rv.value.as_string()
    return s + (";\n" if sem else "")


def print_record(rec: Record) -> str:
    out = [rec.name_str()]
    if rec.targs:
        out.append("<" + ", ".join(_val(rec.vmap[t], False) for t in rec.targs) + ">")
    out.append(" {")
    if rec.supers:
        out.append("\t//" + "".join(" " + sc.name_str() for sc, _ in rec.supers))
    out.append("\n")
    for rv in rec.values:
        if rv.kind == FK_NONCONCRETE_OK:
            out.append("  " + _val(rv, True))
    for rv in rec.values:
        if rv.kind not in (FK_NONCONCRETE_OK, FK_TEMPLATE_ARG):
            out.append("  " + _val(rv, True))
    out.append("}\n")
    return "".join(out)


def print_records(keeper: RecordKeeper) -> str:
    try:
        with deep_recursion():
            return _print_records(keeper)
    except RecursionError:
        from odsgen.records.dump_json import nesting_error

        raise nesting_error(keeper, lambda rv: _val(rv, True)) from None


def _print_records(keeper: RecordKeeper) -> str:
    out = ["------------- Classes -----------------\n"]
    for name in sorted(keeper.classes):
        out.append("class " + print_record(keeper.classes[name]))
    out.append("------------- Defs -----------------\n")
    for name in sorted(keeper.defs):
        out.append("def " + print_record(keeper.defs[name]))
    return "".join(out)

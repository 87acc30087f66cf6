"""Read a spec's levels and op bounds (odsgen/limits.td) into odsgen.runtime.limits data.

``read_limits`` (called by ``read_dialect_rules``, in the model's one pass over the
records) turns the ``Levels`` and ``OpLimits`` defs into a ``LimitTable``: each level's
availability instance becomes its requirement (through the model's builder; its
dimension is recorded in the model's dimensions, so targets and deduce know the axis
even where no op names it), its limits come from its ``LimitValue`` list or, for a
``LevelFromHeader``, from the C++ header on the include path (read, never copied: TOSA's
``TargetEnv.h``). Bounds name ops, values and attributes the spec must declare.
"""

from __future__ import annotations

import hashlib
import os
import re

from odsgen.diagnostics import Diagnostic, OdsgenError, Severity
from odsgen.records.values import List
from odsgen.runtime import algebra as AL
from odsgen.runtime.limits import Level, LimitTable, Use

__all__ = ["read_limits", "relocated_limits", "header_limits"]

_KINDS = frozenset(
    {
        "rank",
        "log2size",
        "typeparam",
        "elements",
        "elementproduct",
        "length",
        "attrlog2size",
        "dims",
        "product",
        "quotient",
        "count",
        "nesting",
        "totalsize",
    }
)


def _loc(rec):
    return rec.locs[0] if rec.locs else None


def _err(loc, text: str) -> OdsgenError:
    return OdsgenError(Diagnostic(loc, Severity.ERROR, text))


def _strip_comments(text: str) -> str:
    return re.sub(r"//[^\n]*|/\*.*?\*/", " ", text, flags=re.S)


def header_limits(path: str, struct: str, constant: str, loc=None) -> dict[str, int]:
    """``{field: value}`` of the aggregate constant ``constant`` of ``struct`` in the C++
    header ``path``: the struct's ``int`` fields in order, the initializer's values."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            text = _strip_comments(f.read())
    except OSError as exc:
        raise _err(loc, f"cannot read '{path}': {exc.strerror}") from None
    m = re.search(r"\bstruct\s+" + re.escape(struct) + r"\s*\{(.*?)\n\s*\}\s*;", text, re.S)
    if m is None:
        raise _err(loc, f"'{path}' defines no struct '{struct}'")
    fields = re.findall(r"^\s*(?:u?int\d*_t|int|unsigned|long|short)\s+(\w+)\s*(?:=[^;]*)?;", m.group(1), re.M)
    c = re.search(r"\b" + re.escape(struct) + r"\s+" + re.escape(constant) + r"\s*=\s*\{([^}]*)\}", text)
    if c is None:
        raise _err(loc, f"'{path}' defines no constant '{constant}' of struct '{struct}'")
    values = [v.strip() for v in c.group(1).split(",") if v.strip()]
    if len(values) != len(fields) or not all(re.fullmatch(r"-?\d+", v) for v in values):
        raise _err(
            loc,
            f"'{constant}' in '{path}' does not initialize the {len(fields)} integer fields of '{struct}' "
            f"({', '.join(fields)}) with integers",
        )
    return {f: int(v) for f, v in zip(fields, values)}


class _Reader:
    def __init__(self, model, keeper, builder, reader) -> None:
        self.model = model
        self.keeper = keeper
        self.builder = builder
        self.rules_reader = reader  # odsgen.model.typerules._Reader: defs_of, check_dialect
        self.spellings = {(c.symbol, c.value): c.spelling for en in model.enums.values() for c in en.cases}

    def header(self, rec, name: str) -> str:
        """The header ``name`` on the include path of the spec (beside the files it read)."""
        loc = _loc(rec)
        roots: list[str] = list(getattr(self.keeper, "include_dirs", ()) or ())
        for d in self.keeper.defs.values():  # the roots of the files the records come from
            if d.locs:
                f = d.locs[0].file
                parts = f.replace(os.sep, "/").split("/")
                for i in range(len(parts), 0, -1):
                    if parts[i - 1] in ("mlir", "odsgen"):
                        root = "/".join(parts[: i - 1]) or "."
                        if root not in roots:
                            roots.append(root)
                        break
        for r in roots:
            p = os.path.join(r, name)
            if os.path.isfile(p):
                files = getattr(self.keeper, "files", None)
                if isinstance(files, list):  # read with the spec: caches see it change
                    with open(p, "rb") as f:
                        files.append((os.path.abspath(p), hashlib.sha256(f.read()).hexdigest()))
                return p
        raise _err(loc, f"header '{name}' not found on the include path" + "".join(f"; searched '{r}'" for r in roots))

    def level(self, rec, dims: dict) -> Level:
        loc = _loc(rec)
        avail = rec.get_def("availability")
        if avail is None:
            raise _err(loc, "a level needs an availability instance")
        inst = self.builder.instance(avail, AL.ProvenanceKind.OP, rec.name_str(), loc, dims)
        req = inst.requirement
        if not isinstance(req, (AL.AtLeast, AL.AtMost)) or req.case is None:
            raise _err(loc, f"a level's availability must bound an ordered dimension ('{inst.dimension}' does not)")
        name = self.spellings.get((req.case.symbol, req.case.value), req.case.symbol)
        if rec.get_int("unlimited", 0):
            limits = None
        elif rec.get_str("header"):
            limits = header_limits(
                self.header(rec, rec.get_str("header")), rec.get_str("cppStruct"), rec.get_str("cppConstant"), loc
            )
        else:
            limits = {}
            for lv in rec.get_defs("limits") or ():
                limits[lv.get_str("name")] = lv.get_int("value")
        return Level(name, {inst.dimension: req}, limits)

    def value_names(self, op) -> tuple[set[str], set[str]]:
        operands = {a.name for a in op.operands} | {a.name for a in op.results}
        attrs = {a.name for a in op.attributes}
        return operands, attrs

    def use(self, rec, bound, opnames: list[str], known: set[str], when: tuple = ()) -> Use:
        # Anonymous records carry their class's location: the def's `bounds` is the
        # nearest place the spec states the bound.
        # (a `let bounds` in the def, else the def itself: not the class that declares it)
        loc = rec.get_loc("bounds")
        here = _loc(rec)
        if loc is None or (here is not None and loc.file != here.file):
            loc = here
        m = bound.get_def("measure")
        if m is None:
            raise _err(loc, "a bound needs a measure")
        kind = m.get_str("kind")
        if kind not in _KINDS:
            raise _err(loc, f"unknown measure kind '{kind}'; known: {', '.join(sorted(_KINDS))}")
        limit = bound.get_str("limit")
        if known and limit not in known:
            raise _err(loc, f"no level sets the limit '{limit}'; limits: {', '.join(sorted(known))}")
        values = tuple(m.get_strs("values"))
        attr = m.get_str("attribute")
        for name in opnames:
            op = self.model.op_named(name)
            if op is None:
                raise _err(_loc(rec), f"'{rec.name_str()}': the spec has no op '{name}'")
            vals, attrs = self.value_names(op)
            for v in values if kind not in ("attrlog2size", "totalsize") else ():  # (words, for totalsize)
                if v in ("operands", "results") or re.fullmatch(r"(?:operand|result) #\d+", v) or v in vals:
                    continue
                raise _err(loc, f"'{rec.name_str()}': op '{name}' has no operand or result '{v}'")
            if kind == "attrlog2size":  # (its value is the type attribute)
                if values and values[0] not in attrs:
                    raise _err(loc, f"'{rec.name_str()}': op '{name}' has no attribute '{values[0]}'")
            if attr and kind != "quotient" and attr not in attrs:
                raise _err(loc, f"'{rec.name_str()}': op '{name}' has no attribute '{attr}'")
        indices, stops = _ints(m, "indices"), tuple(m.get_strs("stops"))
        if kind == "log2size":
            indices, stops = self.dynamic_from(m, loc)
        return Use(
            limit,
            kind,
            values,
            attr,
            indices,
            m.get_int("offset", 0),
            stops,
            bound.get_str("description"),
            loc.text() if loc is not None else None,
            when,
        )

    def dynamic_from(self, m, loc) -> tuple[tuple[int, ...], tuple[str, ...]]:
        """A Log2SizeOf's ``dynamicFrom`` (one lower bound of an ordered dimension) as a
        Use carries it: ``indices`` its case's value, ``stops`` its dimension and symbol
        (odsgen.runtime.limits); nothing when it has none."""
        avail = m.get_defs("dynamicFrom") or []
        if not avail:
            return (), ()
        if len(avail) > 1:
            raise _err(loc, "Log2SizeOf's dynamicFrom takes one availability instance")
        inst = self.builder.instance(avail[0], AL.ProvenanceKind.OP, m.name_str(), loc, None)
        req = inst.requirement
        if not isinstance(req, AL.AtLeast) or req.case is None:
            raise _err(loc, f"Log2SizeOf's dynamicFrom must be a lower bound ('{inst.dimension}' is not)")
        # (the case as targets spell it, for reasons: "1.1.draft")
        spelled = self.model.case_spelling(inst.dimension, req.case.symbol) or req.case.symbol
        return (req.case.value,), (inst.dimension, spelled)


def _ints(rec, field: str) -> tuple[int, ...]:
    v = rec.get_init(field)
    return tuple(int(e.value) for e in v.elts) if isinstance(v, List) else ()


def read_limits(model, keeper, builder, reader) -> LimitTable | None:
    """The spec's levels and op bounds, or None when it declares none."""
    level_defs = reader.defs_of("Levels")
    bound_defs = reader.defs_of("OpLimits")
    if not level_defs and not bound_defs:
        return None
    if len(level_defs) > 1:
        raise _err(_loc(level_defs[1]), "a spec declares its levels once; also declared here").__class__(
            [
                Diagnostic(_loc(level_defs[1]), Severity.ERROR, "a spec declares its levels once"),
                Diagnostic(_loc(level_defs[0]), Severity.NOTE, "the first declaration"),
            ]
        )
    r = _Reader(model, keeper, builder, reader)
    levels: list[Level] = []
    if level_defs:
        rec = level_defs[0]
        reader.check_dialect(rec)
        dims: dict = {}
        for lv in rec.get_defs("levels") or ():
            levels.append(r.level(lv, dims))
        for name, spec in dims.items():
            model.dimensions.setdefault(name, spec)
        _check_order(rec, levels)
    known = {k for lv in levels if lv.limits is not None for k in lv.limits}
    uses: dict[str, list[Use]] = {}
    for rec in bound_defs:
        reader.check_dialect(rec)
        ops = rec.get_strs("ops")
        conds = [reader.condition(rec, c) for c in rec.get_defs("when") or ()]
        for c in conds:
            if c.kind == "attribute":
                for name in ops:
                    reader.check_declared(
                        name, c.name, rec.get_loc("when"), f"'{rec.name_str()}': condition on attribute '{c.name}'"
                    )
        when = tuple((c.kind, c.name, c.matcher) for c in conds)
        for b in rec.get_defs("bounds") or ():
            u = r.use(rec, b, ops, known, when)
            for name in ops:
                uses.setdefault(name, []).append(u)
    sigs = {}
    for name in uses:
        op = model.op_named(name)
        sigs[name] = (
            tuple(a.name for a in op.operands),
            tuple(a.variadic or a.optional for a in op.operands),
            tuple(a.name for a in op.results),
            tuple(a.variadic or a.optional for a in op.results),
        )
    return LimitTable(levels, uses, sigs)


def _check_order(rec, levels: list[Level]) -> None:
    """The levels go from the strictest on: their bounds in one dimension, each admitting
    more than the one before."""
    dims = {d for lv in levels for d in lv.requirements}
    if len(dims) > 1:
        raise _err(_loc(rec), f"levels must all be in one dimension, not {', '.join(sorted(dims))}")
    prev = None
    for lv in levels:
        (req,) = lv.requirements.values()
        if prev is not None:
            looser = (
                req.case.value > prev.case.value if isinstance(req, AL.AtLeast) else req.case.value < prev.case.value
            )
            if not looser:
                raise _err(
                    _loc(rec),
                    f"level '{lv.name}' must admit more than the level before it (levels go from the strictest on)",
                )
        prev = req


def relocated_limits(table: LimitTable | None, at) -> LimitTable | None:
    """``table`` with each bound's location rewritten by ``at`` (text -> text)."""
    if table is None:
        return None
    uses = {
        op: [
            Use(u.limit, u.kind, u.values, u.attribute, u.indices, u.offset, u.stops, u.describe, at(u.loc), u.when)
            for u in us
        ]
        for op, us in table.uses.items()
    }
    return LimitTable(table.levels, uses, table.signatures)

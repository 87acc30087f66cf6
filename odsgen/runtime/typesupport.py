"""Type-support tables at run time: which element-type tuples an op supports, under what.

A ``TypeSupport`` def (odsgen/typerules.td, docs/availability-semantics.md "Type-support
tables") lists, for one op, the tuples of element types its *signature* may have (the
element types of chosen operands, results and type attributes, in order) and what each
tuple requires: profiles, extensions, a minimum version... (requirements of the
algebra, as any availability list gives them). TOSA's compliance tables are read into
it (odsgen.model.tosa_compliance); ONNX's per-version type constraints have the same
shape.

The semantics, per op instance with tables (``support_needs``):

- its signature is computed once (``signature``): the element type of each chosen value
  (an integer as ``iN`` whatever its signedness, other types as MLIR spells them);
- each table of the op is looked up: the *first* row whose tuple equals the signature
  is the instance's requirement in the table's dimensions (as upstream's
  ``findMatchedEntry`` does), with provenance naming the tuple; a table no row of which
  matches requires nothing;
- a matched row may only ask for cases the op's own list names in that dimension (in
  some any-of group of it; the rule sets about the op are not its list): a row asking
  for another is available nowhere (as upstream refuses a row "not included in the
  profile compliance" of the op's ODS list);
- a table decides its dimensions: the op's own (ODS) requirement in them is replaced by
  the table's answer, but only where the op's own answer requires something there (a
  TOSA op whose ODS extension list is empty is not checked against its extension table);
- when no row of any table of the op matches, the instance is available nowhere: an
  empty any-of group (never met) whose provenance names the signature and the nearest
  tuples ("got (i16, i16, i16); supported: (i32, i32, i32) with pro_int").

The op's ``answers_of`` (its ODS availability, as ``--test-tosa-op-availability``
prints it) is unchanged; ``needs_of`` (what legality, validate, deduce, explain and
convert read) follows the tables. The data is plain and needs nothing but the runtime.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from odsgen.runtime import ir
from odsgen.runtime.algebra import AllOfAnyOf, AnyOf, Provenance, ProvenanceKind, Requirement
from odsgen.source import Loc

__all__ = ["SupportRow", "SupportTable", "element_spelling", "signature", "support_needs", "nearest_rows"]

# How many of the nearest tuples a reason names.
NEAREST = 3


class _Slots:
    """Pickling for the slotted classes (plain data)."""

    __slots__ = ()

    def __getstate__(self) -> dict[str, Any]:
        names: tuple[str, ...] = self.__slots__
        return {n: getattr(self, n) for n in names}

    def __setstate__(self, state: dict[str, Any]) -> None:
        for k, v in state.items():
            setattr(self, k, v)


class SupportRow(_Slots):
    """One supported tuple: element-type spellings and ``{dimension: requirement}``;
    ``describe`` says what it requires ("pro_int, 1.0")."""

    __slots__ = ("types", "requirements", "describe")

    def __init__(self, types: Iterable[str], requirements: Mapping[str, Requirement], describe: str = "") -> None:
        self.types = tuple(types)
        self.requirements = dict(requirements)
        self.describe = describe


class SupportTable(_Slots):
    """The rows of one ``TypeSupport`` def: the op, the values forming its signature
    (``operand #N``, ``result #N``, ``attribute NAME``; empty: every operand, then every
    result), the dimensions the table decides, and the rows in the spec's order."""

    __slots__ = ("name", "op", "values", "decides", "rows", "loc")

    def __init__(
        self,
        name: str,
        op: str,
        values: Iterable[str],
        decides: Iterable[str],
        rows: Iterable[SupportRow],
        loc: str | None = None,
    ) -> None:
        self.name = name
        self.op = op
        self.values = tuple(values)
        self.decides = tuple(decides)
        self.rows = tuple(rows)
        self.loc = loc

    def attributes(self) -> tuple[str, ...]:
        """The attributes whose type the signature reads."""
        return tuple(v.split(" ", 1)[1] for v in self.values if v.startswith("attribute "))


def element_spelling(t: object) -> str:
    """The element type of ``t`` (a shaped type's, else ``t`` itself) as the tables spell
    it: integers by width alone (``ui8`` is ``i8``, as upstream compares type ids and
    widths), others as MLIR prints them."""
    if isinstance(t, ir.ShapedType):
        t = t.element_type
    if isinstance(t, ir.IntegerType):
        return f"i{t.width}"
    return str(t)


def signature(
    values: tuple[str, ...], operands: tuple[Any, ...], results: tuple[Any, ...], attrs: Mapping[str, Any]
) -> tuple[str, ...]:
    """The element types of the chosen values of an instance (``values`` as a table's)."""
    if not values:
        return tuple(element_spelling(t) for t in operands + results)
    out = []
    for v in values:
        kind, _, which = v.partition(" ")
        if kind == "attribute":
            a = attrs.get(which)
            t = a.type if isinstance(a, ir.TypeAttr) else None
            out.append("?" if t is None else element_spelling(t))
            continue
        seq = operands if kind == "operand" else results
        i = int(which.lstrip("#"))
        out.append(element_spelling(seq[i]) if i < len(seq) else "?")
    return tuple(out)


def nearest_rows(tables: Iterable[SupportTable], sig: tuple[str, ...], n: int = NEAREST) -> list[SupportRow]:
    """The rows of the same length with the most positions equal to ``sig`` (spec order
    among equals)."""
    scored = []
    k = 0
    for table in tables:
        for row in table.rows:
            if len(row.types) == len(sig):
                scored.append((-sum(a == b for a, b in zip(row.types, sig)), k, row))
                k += 1
    scored.sort(key=lambda s: (s[0], s[1]))
    return [row for _, _, row in scored[:n]]


def _beyond_own(row: Requirement | None, own: list[AnyOf]) -> list[str]:
    """The cases of a row's any-of groups that no group of the op's own list names
    (empty where the row's requirement has no groups)."""
    if not isinstance(row, AllOfAnyOf):
        return []
    named = {c for o in own for c in o.cases}
    return [c.symbol for g in row.groups for c in g.cases if c not in named]


def tuple_text(types: Iterable[str]) -> str:
    return "(" + ", ".join(types) + ")"


def support_needs(
    op_name: str,
    tables: tuple[SupportTable, ...],
    own: Mapping[str, Requirement],
    operands: tuple[Any, ...],
    results: tuple[Any, ...],
    attrs: Mapping[str, Any],
    listed: tuple[tuple[str, AnyOf], ...] | None = None,
) -> tuple[frozenset[str], list[tuple[Mapping[str, Requirement], tuple[Provenance, ...]]]]:
    """What the tables of op ``op_name`` make an instance need: the dimensions whose own
    requirement (``own``) they replace, and the ``{dimension: requirement}`` they add, each
    with the provenance to give it (odsgen.runtime.typerules merges them). ``listed``: the
    any-of groups of the op's own list as ``(dimension, group)`` (default: ``own``'s),
    which bound the cases a matched row may ask for."""
    if listed is None:
        listed = tuple((d, g) for d, r in own.items() if isinstance(r, AllOfAnyOf) for g in r.groups)
    drop: set[str] = set()
    out: list[tuple[Mapping[str, Requirement], tuple[Provenance, ...]]] = []
    matched = False
    sig: tuple[str, ...] = ()
    for table in tables:
        sig = signature(table.values, operands, results, attrs)
        row = next((r for r in table.rows if r.types == sig), None)
        if row is not None:
            matched = True
        checked = [d for d in table.decides if own.get(d) is not None and not own[d].is_identity]
        if not checked:
            continue  # the op's own answer asks nothing in these dimensions: not checked
        drop.update(checked)
        if row is None:
            continue
        what = f"{op_name} supports {tuple_text(sig)} with {row.describe}"
        prov = (Provenance(ProvenanceKind.OP, what, Loc.parse(table.loc)),)
        out.append((row.requirements, prov))
        for d in checked:
            groups = [g for dd, g in listed if dd == d]
            beyond = _beyond_own(row.requirements.get(d), groups)
            if beyond:
                # The row asks for a case the op's own list does not name (upstream:
                # "requires [...] but not included in the profile compliance [...]").
                allowed = "; ".join(" or ".join(g.symbols()) for g in groups)
                why = f"{what}, but the op's own {d} list is {allowed}, without {', '.join(beyond)}"
                never = (Provenance(ProvenanceKind.OP, why, Loc.parse(table.loc)),)
                out.append(({d: AllOfAnyOf((AnyOf((), never),))}, never))
    if not matched and tables:
        near = nearest_rows(tables, sig)
        what = f"{op_name}: got {tuple_text(sig)}; " + (
            "supported: " + "; ".join(f"{tuple_text(r.types)} with {r.describe}" for r in near)
            if near
            else "no tuple of that length is supported"
        )
        dim = tables[0].decides[0] if tables[0].decides else "Extension"
        prov = (Provenance(ProvenanceKind.OP, what, Loc.parse(tables[0].loc)),)
        out.append(({dim: AllOfAnyOf((AnyOf((), prov),))}, prov))
    return frozenset(drop), out

"""Per-argument constraint views for the code generator, and capability implications.

The typed model (odsgen.model.build) keeps an op's operands, attributes and results as
flat ``Argument`` tuples. The generator needs more per argument: its position in the
op's ``(ins ...)``/``(outs ...)`` (spec order), its arity, its matcher tree
(odsgen.model.constraints) and the ``TypeAvailableAt``/``AttrAvailableAt`` annotations in
that tree, each with its availability instances turned into requirements (with
provenance: the argument, at the ``let arguments``/``let results`` that declares it).
This module reads those from the records, so the emitters never do.

``case_implications`` reads the ``implies`` lists of enum cases (a capability that
enables others, as SPIR-V declares them and tdlib's ``Implies<[...]>`` writes them).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from odsgen.runtime import algebra as AL
from odsgen.model import constraints as C
from odsgen.model.build import AvailInstance, Model, Op
from odsgen.records.record import Record
from odsgen.records.values import DefRef
from odsgen.runtime.matchers import AnyType, Available, Matcher
from odsgen.source import Loc

__all__ = ["ArgAnnotation", "ArgInfo", "OpArgs", "AnnotationReader", "case_implications"]


@dataclass(frozen=True, slots=True)
class ArgAnnotation:
    """One availability node of an argument's matcher tree, with its requirements."""

    path: tuple[str, ...]
    node: Available  # the node; node.inner is the wrapped constraint
    availability: tuple[AvailInstance, ...]
    source: str  # the def name of the TypeAvailableAt/AttrAvailableAt record


@dataclass(frozen=True, slots=True)
class ArgInfo:
    kind: str  # "operand", "attribute", "result"
    name: str
    position: int  # index in (ins ...) or (outs ...)
    index: int  # index among the arguments of its kind (operand #, attribute #, result #)
    arity: C.Arity  # SINGLE for attributes
    optional: bool  # absent allowed (optional operand/result, optional or default-valued attribute)
    matcher: Matcher
    annotations: tuple[ArgAnnotation, ...]
    constraint: str  # def name of the constraint record
    summary: str


@dataclass(frozen=True, slots=True)
class OpArgs:
    ins: tuple[ArgInfo, ...]  # operands and attributes in (ins ...) order
    outs: tuple[ArgInfo, ...]

    @property
    def operands(self) -> tuple[ArgInfo, ...]:
        return tuple(a for a in self.ins if a.kind == "operand")

    @property
    def attributes(self) -> tuple[ArgInfo, ...]:
        return tuple(a for a in self.ins if a.kind == "attribute")

    @property
    def results(self) -> tuple[ArgInfo, ...]:
        return self.outs


_KIND = {
    "operand": AL.ProvenanceKind.OPERAND,
    "attribute": AL.ProvenanceKind.ATTRIBUTE,
    "result": AL.ProvenanceKind.RESULT,
}


class AnnotationReader:
    """Reads OpArgs for the ops of one model (one ConstraintReader, one availability builder)."""

    def __init__(self, model: Model) -> None:
        self.model = model
        self.keeper = model.keeper
        self.constraints = C.ConstraintReader()
        self._builder = None
        k = self.keeper
        self._attr_cls = k.classes.get("Attr")
        self._prop_cls = k.classes.get("Property")

    def _avail_builder(self):
        # The model's own builder turns Availability records into requirements; a
        # fresh one (with the enums read) serves the annotations' records.
        if self._builder is None:
            from odsgen.model.build import availability_reader

            self._builder = availability_reader(self.keeper)
        return self._builder

    def op_args(self, op: Op) -> OpArgs:
        rec = self.keeper.defs.get(op.record)
        if rec is None:
            return OpArgs((), ())
        ins = self._dag(op, rec, "arguments", ("operand", "attribute"))
        outs = self._dag(op, rec, "results", ("result",))
        return OpArgs(ins, outs)

    def _is_attr(self, r: Record) -> bool:
        return (self._attr_cls is not None and r.is_subclass_of(self._attr_cls)) or (
            self._prop_cls is not None and r.is_subclass_of(self._prop_cls)
        )

    def _dag(self, op: Op, rec: Record, field: str, kinds: tuple[str, ...]) -> tuple[ArgInfo, ...]:
        dag = rec.get_init(field)
        if dag is None or not hasattr(dag, "args"):
            return ()
        where = rec.vmap[field].loc
        arg_locs = dag_arg_locs(getattr(self.keeper, "sources", None), where, dag.names)
        out: list[ArgInfo] = []
        counters = {k: 0 for k in kinds}
        for pos, (a, n) in enumerate(zip(dag.args, dag.names)):
            r = C.constraint_record(a) if isinstance(a, DefRef) else None
            name = n if isinstance(n, str) else (str(n) if n is not None else "")
            if r is None:
                kind = kinds[0]
                info = ArgInfo(kind, name, pos, counters[kind], C.Arity.SINGLE, False, AnyType(), (), "?", "")
                counters[kind] += 1
                out.append(info)
                continue
            kind = "attribute" if (len(kinds) > 1 and self._is_attr(r)) else kinds[0]
            index = counters[kind]
            counters[kind] += 1
            if kind == "attribute":
                ci = self.constraints.attr_constraint(r)
                matcher, arity, optional, summary = (
                    ci.matcher,
                    C.Arity.SINGLE,
                    ci.optional or bool(ci.default_value),
                    ci.summary,
                )
            else:
                ti = self.constraints.type_constraint(r)
                matcher, arity, summary = ti.matcher, ti.arity, ti.summary
                optional = arity is not C.Arity.SINGLE
            at = arg_locs[pos] if arg_locs is not None else where
            anns = tuple(self._annotation(op, kind, name, ann, at) for ann in C.availability_annotations(matcher))
            out.append(ArgInfo(kind, name, pos, index, arity, optional, matcher, anns, r.name_str(), summary))
        return tuple(out)

    def _annotation(self, op: Op, kind: str, name: str, ann: C.Annotation, where: Loc | None) -> ArgAnnotation:
        b = self._avail_builder()
        owner = f"{op.name}::{name}"
        insts = tuple(b.instance(r, _KIND[kind], owner, where) for r in ann.availability)
        src = ann.matcher.source.name_str() if ann.matcher.source is not None else ""
        return ArgAnnotation(ann.path, ann.matcher, insts, src)

    def dimensions(self):
        """Dimensions met only in annotations (not on any op or enum case) by the reads so far."""
        if self._builder is None:
            return {}
        return {k: v for k, v in self._builder.model.dimensions.items() if k not in self.model.dimensions}


def dag_arg_locs(sources, where: Loc | None, names: tuple) -> list[Loc] | None:
    """The location of each argument of a dag literal written at ``where`` (its '('),
    or None when the text there is not that literal (a dag built by !con, passed
    through a template argument, ...): the arguments must be as many as ``names``
    and each named one must spell ``$name``."""
    sf = sources.get(where.file) if sources is not None and where is not None else None
    if sf is None:
        return None
    starts = sf.line_starts()
    if where.line > len(starts):
        return None
    text = sf.text
    i = starts[where.line - 1] + where.col - 1
    if not text.startswith("(", i):
        return None
    args: list[tuple[int, int]] = []  # (start, end) offsets of each top-level argument
    depth, n, start = 0, len(text), None
    i += 1
    # Skip the operator (ins/outs): the arguments start after the first top-level blank.
    while i < n and (text[i].isalnum() or text[i] in "_:$"):
        i += 1
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            i = text.find("\n", i)
            i = n if i < 0 else i
            continue
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            i = n if j < 0 else j + 2
            continue
        if c == '"':
            j = text.find('"', i + 1)
            while j > 0 and text[j - 1] == "\\":
                j = text.find('"', j + 1)
            i = n if j < 0 else j + 1
            continue
        if text.startswith("[{", i):
            j = text.find("}]", i + 2)
            i = n if j < 0 else j + 2
            continue
        if c in "([<{":
            depth += 1
        elif c in ")]>}":
            if depth == 0:
                if start is not None:
                    args.append((start, i))
                break
            depth -= 1
        elif c == "," and depth == 0:
            if start is None:
                return None
            args.append((start, i))
            start = None
            i += 1
            continue
        if start is None and not c.isspace():
            start = i
        i += 1
    else:
        return None
    if len(args) != len(names):
        return None
    for (a, b), name in zip(args, names):
        if isinstance(name, str) and name and not re.search(r"\$" + re.escape(name) + r"\b", text[a:b]):
            return None
    return [sf.loc_of_offset(a) for a, _ in args]


def case_implications(model: Model) -> dict[str, dict[str, tuple[str, ...]]]:
    """{enum def: {case symbol: symbols of the cases it implies (directly)}}, only non-empty."""
    out: dict[str, dict[str, tuple[str, ...]]] = {}
    defs = model.keeper.defs
    for key, en in model.enums.items():
        per: dict[str, tuple[str, ...]] = {}
        for case in en.cases:
            rec = defs.get(case.record)
            implied = (rec.get_defs("implies") if rec is not None else None) or ()
            syms = [s for s in (r.get_str("symbol", None) for r in implied) if s is not None]
            if syms:
                per[case.symbol] = tuple(syms)
        if per:
            out[key] = per
    return out

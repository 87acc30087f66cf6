"""Reading an op's ``arguments`` and ``results`` dags into matcher views, and capability implications.

``ArgReader`` gives each argument of an op (odsgen.model.op.ArgInfo, beside the
``Argument`` its def names) its position in the
op's ``(ins ...)``/``(outs ...)`` (spec order), its arity, its matcher tree
(odsgen.model.constraints), the ``TypeAvailableAt``/``AttrAvailableAt`` annotations in
that tree, each with its availability instances turned into requirements (with
provenance: the argument, at the ``let arguments``/``let results`` that declares it), and
its verification matcher (odsgen.model.checks). odsgen.model.build calls it once per op,
in its one pass over the records; nothing after the model reads the dags.

``case_implications`` reads the ``implies`` lists of enum cases (a capability that
enables others, as SPIR-V declares them and tdlib's ``Implies<[...]>`` writes them).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from odsgen.runtime import algebra as AL
from odsgen.model import constraints as C
from odsgen.model.checks import CheckReader, optional_property, vov_segments
from odsgen.model.op import ArgAnnotation, ArgInfo, Argument, AvailInstance, OpArgs
from odsgen.records.record import Record
from odsgen.records.values import DefRef, List
from odsgen.runtime.matchers import AnyType, Matcher
from odsgen.source import Loc

__all__ = ["ArgAnnotation", "ArgInfo", "OpArgs", "ArgReader", "case_implications", "constraint_name", "dag_arg_locs"]

_KIND = {
    "operand": AL.ProvenanceKind.OPERAND,
    "attribute": AL.ProvenanceKind.ATTRIBUTE,
    "result": AL.ProvenanceKind.RESULT,
}

# (availability record, provenance kind, owner, where) -> its AvailInstance
Instance = Callable[[Record, AL.ProvenanceKind, str, "Loc | None"], AvailInstance]


def constraint_name(rec: Record, depth: int = 1) -> str:
    """A readable name of a constraint record: its def name, or for an anonymous one
    (``SPIRV_ScalarOrVectorOf<SPIRV_Integer>``) the class it instantiates and the named
    constraints its fields refer to, joined by ``_`` (``SPIRV_ScalarOrVectorOf_SPIRV_Integer``).
    An anonymous one among those adds its own such name, ``depth`` levels down, where it
    names some (``OptionalAttr_IntValidAlignment_I32Attr``). An attribute's value type
    (``valueType``) is not part of it, nor parts past 64 characters."""
    if not rec.anonymous:
        return rec.name_str()
    parts = [_class_of(rec)]
    for field, rv in rec.vmap.items():
        value = rv.value
        if field in _NOT_IN_NAMES:
            continue
        for v in value.elts if isinstance(value, List) else (value,):
            if not isinstance(v, DefRef) or v.rec is rec or "Constraint" not in v.rec.class_names():
                continue
            if not v.rec.anonymous:
                part = v.rec.name_str()
            elif depth > 0 and (inner := constraint_name(v.rec, depth - 1)) != _class_of(v.rec):
                part = inner  # (an anonymous one that names none adds nothing)
            else:
                continue
            if part not in parts and len("_".join(parts)) + len(part) < _NAME_LENGTH:
                parts.append(part)
    return "_".join(parts)


def _class_of(rec: Record) -> str:
    """The class an anonymous record instantiates (its last superclass)."""
    return rec.supers[-1][0].name_str() if rec.supers else "Constraint"


_NOT_IN_NAMES = frozenset({"valueType", "returnType"})
_NAME_LENGTH = 64  # parts that would make a longer name are left out


@dataclass(frozen=True, slots=True)
class _Constraint:
    """What an argument's constraint record says whatever the op: ArgInfo's fields but
    its name, place and annotations' provenance (ArgReader reads it once per record)."""

    kind: str
    arity: C.Arity
    optional: bool
    matcher: Matcher
    annotations: tuple[C.Annotation, ...]
    record: str
    summary: str
    check: Matcher
    why: str
    required: bool
    segments: str
    name: str


class ArgReader:
    """Reads the OpArgs of the ops of one spec (one ConstraintReader, one CheckReader)."""

    def __init__(
        self,
        sources,
        constraints: C.ConstraintReader,
        checks: CheckReader,
        instance: Instance,
        argument: Callable[[str, Record | None, str | None], Argument],
    ) -> None:
        self.sources = sources
        self.constraints = constraints
        self.checks = checks
        self.instance = instance
        self.argument = argument  # (kind, record, name) -> the Argument as its def names it
        self._constraints: dict[tuple[int, tuple[str, ...]], tuple[Record, _Constraint]] = {}

    def op_args(self, op_name: str, rec: Record) -> tuple[OpArgs, tuple[Argument, ...], list[Loc] | None]:
        """The op's arguments and results, and where each of its ``(ins ...)`` arguments is
        written (None when the dag is not written as a literal there)."""
        ins, flat_ins, arg_locs = self._dag(op_name, rec, "arguments", ("operand", "attribute"))
        outs, flat_outs, _ = self._dag(op_name, rec, "results", ("result",))
        return OpArgs(ins, outs), flat_ins + flat_outs, arg_locs

    def _dag(
        self, op_name: str, rec: Record, field: str, kinds: tuple[str, ...]
    ) -> tuple[tuple[ArgInfo, ...], tuple[Argument, ...], list[Loc] | None]:
        dag = rec.get_init(field)
        if dag is None or not hasattr(dag, "args"):
            return (), (), None
        where = rec.vmap[field].loc
        arg_locs = dag_arg_locs(self.sources, where, dag.names)
        out: list[ArgInfo] = []
        flat: list[Argument] = []
        counters = {k: 0 for k in kinds}
        for pos, (a, n) in enumerate(zip(dag.args, dag.names)):
            name = n if isinstance(n, str) else (str(n) if n is not None else "")
            if not isinstance(a, DefRef):
                kind = kinds[0]
                info = ArgInfo(
                    kind,
                    name,
                    pos,
                    counters[kind],
                    C.Arity.SINGLE,
                    False,
                    AnyType(),
                    (),
                    "?",
                    "",
                    AnyType(),
                    "an argument that is not a constraint record",
                )
                counters[kind] += 1
                out.append(info)
                flat.append(self.argument(kind, None, n))
                continue
            c = self._constraint(a.rec, kinds)
            index = counters[c.kind]
            counters[c.kind] += 1
            at = arg_locs[pos] if arg_locs is not None else where
            anns = tuple(self._annotation(op_name, c.kind, name, ann, at) for ann in c.annotations)
            out.append(
                ArgInfo(
                    c.kind,
                    name,
                    pos,
                    index,
                    c.arity,
                    c.optional,
                    c.matcher,
                    anns,
                    c.record,
                    c.summary,
                    c.check,
                    c.why,
                    c.required,
                    c.segments,
                    c.name,
                )
            )
            flat.append(self.argument(c.kind, a.rec, n))
        return tuple(out), tuple(flat), arg_locs

    def _constraint(self, rec: Record, kinds: tuple[str, ...]) -> _Constraint:
        """What the argument record ``rec`` of a dag whose arguments are of ``kinds`` says
        whatever the op: read once per record (ops share most of theirs)."""
        hit = self._constraints.get((id(rec), kinds))
        if hit is not None and hit[0] is rec:
            return hit[1]
        r = C.constraint_record(rec)
        kind = "attribute" if (len(kinds) > 1 and C.is_attribute(r)) else kinds[0]
        segments = ""
        required = False
        if kind == "attribute":
            ci = self.constraints.attr_constraint(r)
            matcher, arity, optional, summary = (
                ci.matcher,
                C.Arity.SINGLE,
                ci.optional or bool(ci.default_value),
                ci.summary,
            )
            check, why = self.checks.attr_check(r)
            required = not optional and not optional_property(r)
        else:
            ti = self.constraints.type_constraint(r)
            matcher, arity, summary = ti.matcher, ti.arity, ti.summary
            optional = arity is not C.Arity.SINGLE
            check, why = self.checks.type_check(r)
            if arity is C.Arity.VARIADIC_OF_VARIADIC:
                segments = vov_segments(r)
                if not segments:
                    why = "; ".join(w for w in (why, "the sizes of its variadic-of-variadic segments") if w)
        c = _Constraint(
            kind,
            arity,
            optional,
            matcher,
            C.availability_annotations(matcher),
            r.name_str(),
            summary,
            check,
            why,
            required,
            segments,
            constraint_name(r),
        )
        self._constraints[(id(rec), kinds)] = (rec, c)
        return c

    def _annotation(self, op_name: str, kind: str, name: str, ann: C.Annotation, where: Loc | None) -> ArgAnnotation:
        owner = f"{op_name}::{name}"
        insts = tuple(self.instance(r, _KIND[kind], owner, where) for r in ann.availability)
        src = ann.matcher.source.name_str() if ann.matcher.source is not None else ""
        return ArgAnnotation(ann.path, ann.matcher, insts, src)


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
    while True:
        mark = _DAG_MARK.search(text, i)
        if mark is None:
            return None  # (the text ends inside the dag)
        at, c = mark.start(), mark.group()
        if start is None:
            blank = _NON_BLANK.search(text, i, at)  # (what lies between marks only starts an argument)
            start = None if blank is None else blank.start()
        i = mark.end()
        if c in _DAG_SKIPS:
            i = _skip(text, c, i)
            if i < 0:
                return None
            continue
        if c == "," and depth == 0:
            if start is None:
                return None
            args.append((start, at))
            start = None
            continue
        if c in ")]>}" and depth == 0:
            if start is not None:
                args.append((start, at))
            break
        if c in "([<{":
            depth += 1
        elif c != ",":
            depth -= 1
        if start is None:
            start = at
    if len(args) != len(names):
        return None
    for (a, b), name in zip(args, names):
        if isinstance(name, str) and name and not _spells(text, name, a, b):
            return None
    return [sf.loc_of_offset(a) for a, _ in args]


# What dag_arg_locs stops at: comments, strings and code blocks (skipped whole:
# _DAG_SKIPS), brackets and commas.
_DAG_MARK = re.compile(r'//|/\*|"|\[\{|[(\[<{)\]>},]')
_DAG_SKIPS = frozenset({"//", "/*", '"', "[{"})
_NON_BLANK = re.compile(r"\S")


def _skip(text: str, opener: str, i: int) -> int:
    """Where the comment, string or code block that ``opener`` opened before ``i`` ends; -1: it does not."""
    if opener == "//":
        return text.find("\n", i)
    if opener == '"':
        j = text.find('"', i)
        while j > 0 and text[j - 1] == "\\":
            j = text.find('"', j + 1)
        return j if j < 0 else j + 1
    end = text.find("*/" if opener == "/*" else "}]", i)
    return end if end < 0 else end + 2


def _spells(text: str, name: str, start: int, end: int) -> bool:
    """``$name`` is written as a whole word in ``text[start:end]`` (as the regex
    ``\\$name\\b`` finds it, without compiling one per name: an op spec has hundreds)."""
    word = "$" + name
    ends_in_word = _word_char(word[-1])
    at = text.find(word, start, end)
    while at >= 0:
        after = at + len(word)
        if ends_in_word != (after < end and _word_char(text[after])):
            return True
        at = text.find(word, at + 1, end)
    return False


def _word_char(c: str) -> bool:
    return c.isalnum() or c == "_"


def case_implications(enums, defs) -> dict[str, dict[str, tuple[str, ...]]]:
    """{enum def: {case symbol: symbols of the cases it implies (directly)}}, only non-empty
    (``enums``: the model's Enums by def name; ``defs``: the record keeper's defs)."""
    out: dict[str, dict[str, tuple[str, ...]]] = {}
    for key, en in enums.items():
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

"""Structural verification of ops against their ODS definition, as MLIR's verifier does.

``odsgen.model.verify`` builds one ``OpSpec`` per op from the model: its operand and
result groups (with arity and matcher), its attributes (required or not, with matcher),
its regions and successors, segment-size traits and the simple structural traits. This
module checks a runtime ``ir.Operation`` against it. The data is plain (frozen
dataclasses and matcher trees), so it pickles into odsgen's cache and prints as code.

A constraint whose predicate odsgen could not read completely (a dialect's C++ predicate,
a rank or value check) is *inexact*: its matcher over-approximates (it accepts at least
what the real constraint accepts), so a rejection is always real, and an acceptance is
reported as *not checked* (``Result.unchecked``), never silently passed. Op-level checks
odsgen cannot perform (a hand-written C++ verifier, a trait whose predicate it cannot
read) are listed the same way. ``strict`` turns every unchecked constraint into an error.

Messages use MLIR's words: ``'spirv.IAdd' op operand #0 must be ..., but got 'f32'``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Container, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import chain
from operator import attrgetter
from typing import Any, cast

from odsgen.diagnostics import Diagnostic, OdsgenError, Severity
from odsgen.runtime import ir
from odsgen.runtime.matchers import SHAPE_TESTS, SHAPED_TYPES, UNRANKED_TYPES, Matcher, is_enum
from odsgen.source import Loc

__all__ = [
    "Constraint",
    "OpChecks",
    "ValueSpec",
    "AttrSpec",
    "OpSpec",
    "Problem",
    "Result",
    "Verifier",
    "op_loc",
    "SINGLE",
    "OPTIONAL",
    "VARIADIC",
    "VARIADIC_OF_VARIADIC",
    "RejectedByVerifier",
]

SINGLE, OPTIONAL, VARIADIC, VARIADIC_OF_VARIADIC = "single", "optional", "variadic", "variadic-of-variadic"


@dataclass(frozen=True, slots=True)
class Constraint:
    """An operand's, result's or attribute's ODS constraint as the verifier checks it.

    A generated op class's accessors carry one each (``lhs = operand(index=0,
    constraint=SPIRV_Integer)``); ops that use the same constraint share it. ``matcher``
    is the matcher of its whole predicate, ``summary`` its summary (MLIR's words in
    errors), ``unchecked`` what odsgen could not check of it ('' when the matcher is
    exact). Operands and results: ``arity`` (single, optional, variadic,
    variadic-of-variadic with ``segments``, the attribute of its segment sizes).
    Attributes: ``required``, neither optional nor default-valued."""

    matcher: Matcher
    summary: str = ""
    unchecked: str = ""
    arity: str = "single"
    segments: str = ""
    required: bool = True

    def value_spec(self, name: str) -> ValueSpec:
        """The verifier's view of operand or result group ``name`` so constrained."""
        return ValueSpec(name, self.arity, self.matcher, self.summary, self.unchecked, self.segments)

    def attr_spec(self, name: str) -> AttrSpec:
        """The verifier's view of attribute ``name`` so constrained."""
        return AttrSpec(name, self.required, self.matcher, self.summary, self.unchecked)


@dataclass(frozen=True, slots=True)
class ValueSpec:
    """One operand or result group: its name, arity and the matcher of each value.

    ``unchecked`` is empty when the matcher is the whole constraint, else what odsgen
    could not check (the constraint's summary and the predicate parts left out)."""

    name: str
    arity: str
    matcher: Matcher
    summary: str
    unchecked: str = ""
    segments: str = ""  # VariadicOfVariadic: the attribute with its inner segment sizes


@dataclass(frozen=True, slots=True)
class AttrSpec:
    """One attribute (or property): present-or-not rule and the matcher of its value."""

    name: str
    required: bool  # neither optional nor default-valued
    matcher: Matcher
    summary: str
    unchecked: str = ""


@dataclass(frozen=True, slots=True)
class OpChecks:
    """What an op's verifier checks besides its values', attributes', regions' and
    successors' constraints: ``OpSpec``'s other fields (a generated op class's ``CHECKS``)."""

    operand_segments: bool = False  # AttrSizedOperandSegments
    result_segments: bool = False  # AttrSizedResultSegments
    same_variadic_operands: bool = False  # SameVariadicOperandSize
    same_variadic_results: bool = False
    traits: tuple[str, ...] = ()  # the checked structural traits by ODS name
    all_match: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (what is compared, value names)
    parents: tuple[str, ...] = ()  # HasParent/ParentOneOf: op names
    unchecked: tuple[str, ...] = ()  # op-level checks odsgen does not perform
    types_match: tuple[tuple[str, str, str, str, bool], ...] = ()  # see OpSpec


@dataclass(frozen=True, slots=True)
class OpSpec:
    """What MLIR's ODS-generated ``verifyInvariants`` checks of one op, as data."""

    name: str
    operands: tuple[ValueSpec, ...] = ()
    results: tuple[ValueSpec, ...] = ()
    attributes: tuple[AttrSpec, ...] = ()
    regions: tuple[tuple[str, bool], ...] = ()  # (name, variadic)
    successors: tuple[tuple[str, bool], ...] = ()
    operand_segments: bool = False  # AttrSizedOperandSegments
    result_segments: bool = False  # AttrSizedResultSegments
    same_variadic_operands: bool = False  # SameVariadicOperandSize
    same_variadic_results: bool = False
    traits: tuple[str, ...] = ()  # the checked structural traits by ODS name
    # AllMatchSameOperatorTrait (AllTypesMatch, AllElementTypesMatch, AllShapesMatch,
    # AllRanksMatch, AllElementCountsMatch): (what is compared, value names)
    all_match: tuple[tuple[str, tuple[str, ...]], ...] = ()
    parents: tuple[str, ...] = ()  # HasParent/ParentOneOf: op names
    unchecked: tuple[str, ...] = ()  # op-level checks odsgen does not perform
    # TypesMatchWith: (summary, lhs, rhs, transform of lhs's type, optional: absent values pass)
    types_match: tuple[tuple[str, str, str, str, bool], ...] = ()
    # Per region group: (summary, comparison of its block count: "==", ">=", "<=", n);
    # None for any region.
    region_constraints: tuple[tuple[str, str, int] | None, ...] = ()

    @property
    def inherent(self) -> frozenset[str]:
        """The names MLIR holds as the op's inherent attributes (its properties): the
        declared attributes and properties, and the segment sizes the op is sized by."""
        names = {a.name for a in self.attributes}
        if self.operand_segments:
            names.add(_SEGMENTS["operand"])
        if self.result_segments:
            names.add(_SEGMENTS["result"])
        return frozenset(names)


@dataclass(frozen=True, slots=True)
class Problem:
    """One structural error of an op instance (``message`` without the op prefix)."""

    category: (
        str  # "count", "attribute-missing", "attribute", "enum", "type", "region", "successor", "trait",
        # "unchecked", "properties", "dominance" (odsgen.runtime.dominance)
    )
    message: str


@dataclass
class Result:
    """The problems of one op instance and what was not checked on it."""

    op: object
    errors: list[Problem] = field(default_factory=list)
    unchecked: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.errors


_MEMO_LIMIT = 100_000  # entries of each memo before it starts afresh
_Group = tuple[Any, ...]  # the values of one operand or result group
_Checked = tuple[tuple[Problem, ...], tuple[str, ...]]  # (errors, what is not checked)
# (value group errors, region and successor errors, trait errors, what is not checked)
_StructurePart = tuple[tuple[Problem, ...], tuple[Problem, ...], tuple[Problem, ...], tuple[str, ...]]
_AttributePart = tuple[tuple[Problem, ...], tuple[str, ...]]
_TYPE = attrgetter("type")
_OPERANDS = attrgetter("operands")
_POSITIONAL = frozenset({"Terminator", "SingleBlock", "IsolatedFromAbove"})
_SEGMENTS = {"operand": "operandSegmentSizes", "result": "resultSegmentSizes"}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _attr(op: ir.Operation, name: str) -> ir.Attribute | None:
    props = op.properties
    if isinstance(props, ir.DictionaryAttr) and name in props:
        return props[name]
    attrs = op.attributes
    return attrs[name] if attrs is not None and name in attrs else None


def _i32_array(a: ir.Attribute | None) -> list[int] | None:
    """The values of a dense i32 array attribute (None for anything else)."""
    if not isinstance(a, ir.DenseArrayAttr) or a.element_type != ir.IntegerType(32):
        return None
    return [cast(int, v) for v in a.values]


def _bad_properties(spec: OpSpec, props: ir.Attribute | None) -> Problem | None:
    """mlir-opt's error for properties (``<...>`` in the generic form) it cannot set: any
    value, even ``<{}>``, on an op without properties (ODS gives an op properties when it
    has attributes, properties or segment sizes: MLIR's ``setPropertiesFromAttr`` of an op
    with ``EmptyProperties``), and a value that is not a dictionary on one with them; a
    parse error, without the op prefix of the verifier's. None: no such problem."""
    if props is None:
        return None
    if not (spec.attributes or spec.operand_segments or spec.result_segments):
        why = "this operation does not support properties"
    elif not isinstance(props, ir.DictionaryAttr):
        why = "expected DictionaryAttr to set properties"
    else:
        return None
    return Problem("properties", f"invalid properties {props} for op {spec.name}: {why}")


class RejectedByVerifier(OdsgenError):
    """MLIR's parser read a module (either syntax: odsgen.checking.inputs.read) but MLIR rejected
    its ops: its verifier, or the conversion of an op's ``<{...}>`` properties, failed. The
    module is malformed (``odsgen validate`` exit 3), as one odsgen's verifier rejects, not
    bad input (a syntax error: a plain OdsgenError, exit 2). ``problems``: its errors as
    ``mlir_problems`` gives them."""

    def __init__(
        self,
        diagnostics: list[Diagnostic],
        sources: Any = None,
        problems: list[tuple[Diagnostic, str | None, Problem]] | None = None,
    ) -> None:
        super().__init__(diagnostics, sources)
        self.problems = problems if problems is not None else mlir_problems(self.diagnostics) or []


# The errors MLIR gives a module whose syntax is fine but whose ops are not: its op
# verifiers' (emitOpError: "'spirv.IAdd' op ..."), setPropertiesFromAttr's, an ODS enum
# parser's for a case that does not exist (odsgen's verifier's "enum" in generic form,
# followed by the error of the attribute parameter it leaves unparsed), and those of
# mlir/lib/IR/Verifier.cpp on a block's or an operand's place. The parser's ("expected
# ...", "custom op 'x' is unknown", "use of undeclared SSA value name") are none of these,
# nor an op a dialect does not define ("unregistered operation ... found in dialect"): bad
# input, as odsgen says of an op its spec lacks.
_OP_ERROR = re.compile(r"'([^'\n]+)' op ")
_PROPERTIES_ERROR = re.compile(r"invalid properties .* for op (\S+): ")
_NO_SUCH_CASE = re.compile(r"expected (::)?[\w:]+ to be one of: ")
_ENUM_PARAMETER = re.compile(r"failed to parse \w+ parameter '\w+' which is to be a `(::)?[\w:]+`$")
_VERIFIER_ERROR = re.compile(
    r"operand #\d+ does not dominate this use"
    r"|empty block: expect at least a terminator"
    r"|operation with block successors must terminate its parent block"
    r"|block with no terminator, has "
    r"|entry block of region may not have predecessors"
)
# The note MLIR adds to an error an op emits (Operation::emitError, as its verifiers do,
# with or without the "'x.y' op" prefix of emitOpError): the op, printed. The parser's
# errors are at a place in the text, with no op yet, and never have it.
_CURRENT_OP = re.compile(r'see current operation: (?:[^=\n"]*= )?"([^"\n]+)"')


def mlir_problems(
    diagnostics: list[Diagnostic], parsed: bool = False
) -> list[tuple[Diagnostic, str | None, Problem]] | None:
    """The errors MLIR gave a module it did not accept, when each is its verifier's (or
    an enum case that does not exist): (the diagnostic, the op's name when it says it,
    the problem: category ``mlir``, ``properties`` or ``enum``, the message without the
    op prefix); None when some error is its parser's (a syntax error). ``parsed``: MLIR's
    parser is known to read the module with its verifier off, so that every error is
    its verifier's (an op's C++ verifier may word its error in any way)."""
    errors = [d for d in diagnostics if d.severity is Severity.ERROR]
    enum = any(_NO_SUCH_CASE.match(d.message) for d in errors)
    out: list[tuple[Diagnostic, str | None, Problem]] = []
    for d in errors:
        text = d.message
        if m := _OP_ERROR.match(text):
            out.append((d, m.group(1), Problem("mlir", text[m.end() :])))
        elif m := _PROPERTIES_ERROR.match(text):
            out.append((d, m.group(1), Problem("properties", text)))
        elif _NO_SUCH_CASE.match(text):
            out.append((d, None, Problem("enum", text)))
        elif _VERIFIER_ERROR.match(text):
            out.append((d, None, Problem("mlir", text)))
        elif current := next(filter(None, (_CURRENT_OP.match(n.message) for n in d.notes)), None):
            out.append((d, current.group(1), Problem("mlir", text)))
        elif enum and _ENUM_PARAMETER.match(text):  # (that one says the enum's error again)
            continue
        elif parsed:
            out.append((d, None, Problem("mlir", text)))
        else:
            return None
    return out or None


def mlir_rejection(diagnostics: list[Diagnostic], sources: Any = None, parsed: bool = False) -> OdsgenError:
    """MLIR's diagnostics of a module it did not accept as one error: a
    ``RejectedByVerifier`` when they are its verifier's (``mlir_problems``; ``parsed``
    as there), else an OdsgenError (a syntax error)."""
    problems = mlir_problems(diagnostics, parsed)
    if problems is None:
        return OdsgenError(diagnostics, sources)
    return RejectedByVerifier(diagnostics, sources, problems)


def problem_text(op_name: str, category: str, message: str) -> str:
    """A problem as MLIR words it: the verifier's prefixed by the op (``'x.y' op ...``)."""
    return message if category in ("properties", "dominance") else f"'{op_name}' op {message}"


def _segment_sizes(op: ir.Operation, kind: str, groups: int, problems: list[Problem]) -> list[int] | None:
    name = _SEGMENTS[kind]
    a = _attr(op, name)
    if a is None:
        problems.append(Problem("count", f"requires attribute '{name}'"))
        return None
    sizes = _i32_array(a)
    if sizes is None:
        problems.append(Problem("count", f"attribute '{name}' failed to satisfy constraint: i32 dense array attribute"))
        return None
    if len(sizes) != groups:
        problems.append(
            Problem(
                "count",
                f"'{name}' attribute for specifying {kind} segments must have {groups} elements, but got {len(sizes)}",
            )
        )
        return None
    if any(s < 0 for s in sizes):
        problems.append(Problem("count", f"'{name}' attribute cannot have negative elements"))
        return None
    return sizes


def _count_message(kind: str, fixed: int, variable: bool, found: int) -> str:
    if variable:
        return f"expected {fixed} or more {kind}s, but found {found}"
    if fixed == 0:
        return f"requires zero {kind}s"
    if fixed == 1:
        return "requires a single operand" if kind == "operand" else "requires one result"
    return f"expected {fixed} {kind}s, but found {found}"


def _size_trait_message(kind: str, fixed: int, variable: bool, found: int) -> str:
    """The error of the region or successor count trait ODS gives an op (``ZeroRegions``,
    ``OneRegion``, ``NRegions<n>``, ``AtLeastNRegions<n>``; ``ZeroSuccessors``...), in
    the words of MLIR's ``OpTrait::impl::verify*`` (mlir-opt 22)."""
    if kind == "region":
        if variable:
            return f"expected {fixed} or more regions"
        if fixed == 0:
            return "requires zero regions"
        return "requires one region" if fixed == 1 else f"expected {fixed} regions"
    if variable:
        return f"requires at least {fixed} successors but found {found}"
    return f"requires {_plural(fixed, 'successor')} but found {found}"


def _split(
    op: ir.Operation, kind: str, specs: tuple[ValueSpec, ...], values: _Group, segments: bool, same: bool
) -> tuple[list[_Group], list[Problem]]:
    """The values of each group, and the count problems (then no groups)."""
    problems: list[Problem] = []
    n = len(values)
    var = [i for i, s in enumerate(specs) if s.arity != SINGLE]
    fixed = len(specs) - len(var)
    if segments:
        sizes = _segment_sizes(op, kind, len(specs), problems)
        if sizes is None:
            return [], problems
        if sum(sizes) != n:
            problems.append(
                Problem(
                    "count",
                    f"{kind} count ({n}) does not match with the total size ({sum(sizes)}) specified in attribute '{_SEGMENTS[kind]}'",
                )
            )
            return [], problems
    elif not var:
        if n != fixed:
            problems.append(Problem("count", _count_message(kind, fixed, False, n)))
            return [], problems
        sizes = [1] * len(specs)
    else:
        if n < fixed:
            problems.append(Problem("count", _count_message(kind, fixed, True, n)))
            return [], problems
        rest = n - fixed
        if len(var) > 1 and not same:
            # ODS refuses such an op without a segment or same-size trait; nothing to split by.
            return [], [Problem("unchecked", f"{kind} groups ({len(var)} variadic) without a size rule")]
        each, left = divmod(rest, len(var))
        if left:
            problems.append(
                Problem("count", f"{kind} count ({n}) does not split evenly among {len(var)} variadic groups")
            )
            return [], problems
        sizes = [each if s.arity != SINGLE else 1 for s in specs]
    groups: list[_Group] = []
    pos = 0
    for i, (s, size) in enumerate(zip(specs, sizes)):
        if s.arity == SINGLE and size != 1:
            problems.append(Problem("count", f"{kind} group #{i} ('{s.name}') requires 1 element, but found {size}"))
        elif s.arity == OPTIONAL and size > 1:
            problems.append(
                Problem("count", f"{kind} group starting at #{pos} requires 0 or 1 element, but found {size}")
            )
        groups.append(tuple(values[pos : pos + size]))
        pos += size
    return (groups if not problems else []), problems


def _compatible_shapes(types: list[ir.Type]) -> bool:
    """MLIR's verifyCompatibleShapes: all shaped or none; ranked ones of one rank whose
    dimensions agree where both are static; an unranked type fits every shape."""
    shaped = [t for t in types if isinstance(t, SHAPED_TYPES)]
    if not shaped:
        return True
    if len(shaped) != len(types):
        return False
    ranked = [tuple(t.shape) for t in shaped if not isinstance(t, UNRANKED_TYPES)]
    if len({len(s) for s in ranked}) > 1:
        return False
    for dims in zip(*ranked):
        static = {d for d in dims if d != ir.DYNAMIC}
        if len(static) > 1:
            return False
    return True


def _unstated(t: object) -> bool:
    """A value's type that nothing stated (``!onnx.unknown``: an ONNX model's value that neither
    the model nor shape inference types, docs/onnx.md): compared with no other."""
    return isinstance(t, ir.DialectType) and t.name == "unknown"


def _element(t: object) -> object:
    """MLIR's getElementTypeOrSelf: a shaped type's element type, else the type itself."""
    return t.element_type if isinstance(t, SHAPED_TYPES) else t


# The properties compared by traits. None: the value has none (MLIR's cast would fail).
def _same(t: object) -> object:
    return t


def _element_of_shaped(t: object) -> object:
    return t.element_type if isinstance(t, SHAPED_TYPES) else None


def _shape(t: object) -> tuple[int, ...] | None:
    return tuple(t.shape) if isinstance(t, SHAPED_TYPES) and not isinstance(t, UNRANKED_TYPES) else None


def _rank(t: object) -> int | None:
    s = _shape(t)
    return None if s is None else len(s)


def _element_count(t: object) -> int | None:
    s = _shape(t)
    if s is None or ir.DYNAMIC in s:
        return None
    n = 1
    for d in s:
        n *= d
    return n


# What AllMatchSameOperatorTrait compares, by its summary's words.
_MATCH_KEYS: dict[str, Callable[[object], object]] = {
    "type": _same,
    "element type": _element,
    "shape": _shape,
    "rank": _rank,
    "element count": _element_count,
}
# TypesMatchWith's transforms odsgen reads (odsgen.model.verify): of the left value's type.
_TRANSFORMS: dict[str, Callable[[object], object]] = {
    "type": _same,
    "element type or self": _element,
    "element type": _element_of_shaped,
}


class Verifier:
    """Checks ops against their ``OpSpec`` (ops without one are not checked).

    ``specs`` may be a function returning them: a generated package's ``VERIFIER`` builds
    its specs on first use, so importing the package costs nothing for them."""

    def __init__(self, specs: Iterable[OpSpec] | Callable[[], Iterable[OpSpec]]) -> None:
        self._specs: dict[str, OpSpec] | None = None
        self._build: Callable[[], Iterable[OpSpec]] | None = None
        if callable(specs):
            self._build = specs
        else:
            self._specs = {s.name: s for s in specs}
        self._prepare()

    @property
    def specs(self) -> dict[str, OpSpec]:
        """The ``OpSpec`` of each op by operation name."""
        specs = self._specs
        if specs is None:
            assert self._build is not None
            specs = self._specs = {s.name: s for s in self._build()}
            self._index(specs)
        return specs

    def __getstate__(self) -> dict[str, dict[str, OpSpec]]:
        return {"specs": self.specs}

    def __setstate__(self, state: dict[str, dict[str, OpSpec]]) -> None:
        self._specs = state["specs"]
        self._build = None
        self._prepare()

    def _prepare(self) -> None:
        self._memo: dict[tuple[object, ...], tuple[Any, ...]] = {}
        self._structure_memo: dict[tuple[object, ...], tuple[Any, ...]] = {}
        self._attribute_memo: dict[tuple[object, ...], tuple[Any, ...]] = {}
        self._value_memo: dict[tuple[int, int], tuple[bool, object]] = {}
        self._placed: dict[str, bool] = {}
        self._sized: frozenset[str] = frozenset()
        self._isolated: frozenset[str] = frozenset()
        if self._specs is not None:
            self._index(self._specs)

    def _index(self, specs: dict[str, OpSpec]) -> None:
        # Per op name: whether some check depends on where the op stands or what its
        # regions hold (not memoized), and the ops that check their own regions' uses.
        self._placed = {
            n: bool(s.parents or _POSITIONAL.intersection(s.traits) or any(s.region_constraints))
            for n, s in specs.items()
        }
        # Ops whose value groups depend on attributes (segment sizes): their structure
        # memo is keyed on the attribute dictionaries too.
        self._sized = frozenset(
            n
            for n, s in specs.items()
            if s.operand_segments or s.result_segments or any(v.segments for v in s.operands + s.results)
        )
        self._isolated = frozenset(n for n, s in specs.items() if "IsolatedFromAbove" in s.traits)

    def diagnostics(self, op: ir.Operation, strict: bool = False) -> list[Diagnostic]:
        """``verify(op)``'s errors as located diagnostics in MLIR's words
        (``'trt.conv' op requires attribute 'mode'``) at the op's location; with
        ``strict``, each constraint odsgen could not check is an error too. Empty: the op
        is well-formed (or not an op of the specs)."""
        res = self.verify(op)
        if res is None:
            return []
        loc = op_loc(op)
        out = [Diagnostic(loc, Severity.ERROR, problem_text(op.name, p.category, p.message)) for p in res.errors]
        if strict:
            out += [
                Diagnostic(loc, Severity.ERROR, f"'{op.name}' op constraint not checked by odsgen: {u}")
                for u in res.unchecked
            ]
        return out

    def split_attributes(self, op: ir.Operation) -> tuple[ir.DictionaryAttr, ir.DictionaryAttr] | None:
        """(inherent, discardable) attributes of ``op`` as its spec declares them
        (``Operation.split_attributes``); None when it is not an op of the specs."""
        spec = self.specs.get(op.name)
        return None if spec is None else op.split_attributes(spec.inherent)

    def verify(self, op: ir.Operation) -> Result | None:
        """The problems of ``op``; None when it is not an op of the specs."""
        spec = self.specs.get(op.name)
        if spec is None:
            return None
        errors, unchecked = self._check(spec, op)
        res = Result(op, list(errors), list(unchecked))
        self._position(op, spec, res.errors)
        return res

    def scan(
        self, ops: Iterable[ir.Operation], skipped: dict[str, int] | None = None
    ) -> Iterator[tuple[ir.Operation, tuple[Problem, ...], tuple[str, ...]]]:
        """(op, errors, unchecked) of each op of the specs with either; the tuples are shared
        between ops that look alike (same name, types, attributes, region counts).
        ``skipped``: op names (to 0) not to verify (ops MLIR's verifier has checked), each
        counted there as it is passed."""
        specs = self.specs
        placed_of = self._placed
        if skipped:
            placed_of = {n: p for n, p in placed_of.items() if n not in skipped}
        else:
            skipped = {}
        memo = self._memo
        check = self._check_memo
        for op in ops:
            name = op.name
            placed = placed_of.get(name)
            if placed is None:
                if name in skipped:
                    skipped[name] += 1
                continue
            # By identity, as the generated answers_of does: the reader shares types and
            # often attribute dictionaries. The entry holds every object whose id is in
            # its key, so no other object can have that id while the entry lives: equal
            # keys mean the very same objects.
            p = op.properties
            a = op.attributes
            key = (
                name,
                id(p),
                id(a),
                len(op.regions),
                len(op.successors),
                *map(id, map(_TYPE, op.operands)),
                None,
                *map(id, map(_TYPE, op.results)),
            )
            hit = memo.get(key)
            if hit is None:
                if len(memo) >= _MEMO_LIMIT:
                    memo.clear()
                types = (*map(_TYPE, op.operands), *map(_TYPE, op.results))
                hit = memo[key] = (*check(specs[name], op), p, a, types)
            errors = hit[0]
            unchecked = hit[1]
            if placed:
                more: list[Problem] = []
                self._position(op, specs[name], more)
                if more:
                    errors = errors + tuple(more)
            if errors or unchecked:
                yield op, errors, unchecked

    def _check(self, spec: OpSpec, op: ir.Operation) -> _Checked:
        """What depends on the op's own contents (not where it stands): the value groups,
        the attributes, region and successor counts, then (when all of these hold) the traits."""
        bad = _bad_properties(spec, op.properties)
        if bad is not None:
            return (bad,), ()
        return _combine(spec, self._structure(spec, op), self._attributes(spec, op))

    def _check_memo(self, spec: OpSpec, op: ir.Operation) -> _Checked:
        """``_check`` from two memos: what depends on the types (and segment sizes), and
        what depends on the attribute dictionaries. The reader shares both, so two ops
        that differ in one attribute reuse the other part. Keys by identity, each entry
        holding the objects whose ids it has (see ``scan``)."""
        p = op.properties
        bad = _bad_properties(spec, p)
        if bad is not None:
            return (bad,), ()
        a = op.attributes
        types = (*map(_TYPE, op.operands), None, *map(_TYPE, op.results))
        dicts = (p, a) if spec.name in self._sized else ()
        key = (spec.name, len(op.regions), len(op.successors), *map(id, types), *map(id, dicts))
        memo = self._structure_memo
        hit = memo.get(key)
        if hit is None:
            if len(memo) >= _MEMO_LIMIT:
                memo.clear()
            hit = memo[key] = (self._structure(spec, op), types, dicts)
        structure = hit[0]
        key = (spec.name, id(p), id(a))
        memo = self._attribute_memo
        hit = memo.get(key)
        if hit is None:
            if len(memo) >= _MEMO_LIMIT:
                memo.clear()
            hit = memo[key] = (self._attributes(spec, op, self._value_memo), p, a)
        return _combine(spec, structure, hit[0])

    def _structure(self, spec: OpSpec, op: ir.Operation) -> _StructurePart:
        """(value group errors, region and successor errors, trait errors, what is not checked)."""
        errs: list[Problem] = []
        unchecked: list[str] = []
        named: dict[str, _Group] = {}
        for kind, specs, values, seg, same in (
            ("operand", spec.operands, op.operands, spec.operand_segments, spec.same_variadic_operands),
            ("result", spec.results, op.results, spec.result_segments, spec.same_variadic_results),
        ):
            groups, problems = _split(op, kind, specs, values, seg, same)
            if groups:
                problems += _inner_segments(op, spec, specs, groups)
            for p in problems:
                if p.category == "unchecked":
                    unchecked.append(p.message)
                else:
                    errs.append(p)
            index = 0
            for s, group in zip(specs, groups):
                named[s.name] = tuple(v.type for v in group)
                for v in group:
                    t = v.type
                    if not s.matcher.matches(t):
                        errs.append(
                            Problem(
                                "type", f"{kind} #{index} must be {s.summary or s.matcher.describe()}, but got '{t}'"
                            )
                        )
                    elif s.unchecked:
                        unchecked.append(f"{kind} #{index} ('{s.name}'): {s.unchecked}")
                    index += 1
        regions: list[Problem] = []
        self._regions(op, spec, regions)
        traits: list[Problem] = []
        if not errs and not regions:
            self._traits(op, spec, named, traits, unchecked)
        return tuple(errs), tuple(regions), tuple(traits), tuple(unchecked)

    def _attributes(
        self, spec: OpSpec, op: ir.Operation, memo: dict[tuple[int, int], tuple[bool, object]] | None = None
    ) -> _AttributePart:
        """(attribute errors, what is not checked); ``memo`` keeps each matcher's answer
        by the identity of the attribute spec and value."""
        errs: list[Problem] = []
        unchecked: list[str] = []
        for a in spec.attributes:
            value = _attr(op, a.name)
            if value is None:
                if a.required:
                    errs.append(Problem("attribute-missing", f"requires attribute '{a.name}'"))
                continue
            if memo is None:
                ok = a.matcher.matches(value)
            else:
                hit = memo.get((id(a), id(value)))
                if hit is None:
                    if len(memo) >= _MEMO_LIMIT:
                        memo.clear()
                    hit = memo[(id(a), id(value))] = (a.matcher.matches(value), value)
                ok = hit[0]
            if not ok:
                category = (
                    "enum"
                    if is_enum(a.matcher) and isinstance(value, (ir.IntegerAttr, ir.DialectAttr))
                    else "attribute"
                )
                errs.append(
                    Problem(
                        category,
                        f"attribute '{a.name}' failed to satisfy constraint: {a.summary or a.matcher.describe()}",
                    )
                )
            elif a.unchecked:
                unchecked.append(f"attribute '{a.name}': {a.unchecked}")
        if "ClosedAttributes" in spec.traits:  # (odsgen's trait: no attribute the op does not declare)
            inherent = spec.inherent
            for d in (op.properties, op.attributes):
                if isinstance(d, ir.DictionaryAttr):
                    for key in d:
                        if key not in inherent:
                            errs.append(Problem("attribute", f"'{key}' is not an attribute of the op"))
        return tuple(errs), tuple(unchecked)

    def _regions(self, op: ir.Operation, spec: OpSpec, errs: list[Problem]) -> None:
        for what, want, have in (("region", spec.regions, op.regions), ("successor", spec.successors, op.successors)):
            fixed = sum(1 for _, variadic in want if not variadic)
            variable = any(variadic for _, variadic in want)
            n = len(have)
            if (variable and n < fixed) or (not variable and n != fixed):
                errs.append(Problem(what, _size_trait_message(what, fixed, variable, n)))

    def _traits(
        self, op: ir.Operation, spec: OpSpec, named: dict[str, _Group], errs: list[Problem], unchecked: list[str]
    ) -> None:
        operands = [v.type for v in op.operands]
        results = [v.type for v in op.results]
        for trait in spec.traits:
            if trait == "SameOperandsAndResultType":
                every = operands + results
                if every and (len({_element(t) for t in every}) > 1 or not _compatible_shapes(every)):
                    errs.append(Problem("trait", "requires the same type for all operands and results"))
            elif trait == "SameTypeOperands":
                if operands and any(t != operands[0] for t in operands):
                    errs.append(Problem("trait", "requires all operands to have the same type"))
            elif trait == "SameOperandsShape":
                if not _compatible_shapes(operands):
                    errs.append(Problem("trait", "requires the same shape for all operands"))
            elif trait == "SameOperandsElementType":
                if len({_element(t) for t in operands}) > 1:
                    errs.append(Problem("trait", "requires the same element type for all operands"))
            elif trait == "SameOperandsAndResultShape":
                if not _compatible_shapes(operands + results):
                    errs.append(Problem("trait", "requires the same shape for all operands and results"))
            elif trait == "SameOperandsAndResultRank":
                problem = _same_rank(operands, results)
                if problem:
                    errs.append(Problem("trait" if operands else "count", problem))
            elif trait == "SameOperandsAndResultElementType":
                if len({_element(t) for t in operands + results}) > 1:
                    errs.append(Problem("trait", "requires the same element type for all operands and results"))
        for what, names in spec.all_match:
            key = _MATCH_KEYS[what]
            keys = [key(named[n][0]) for n in names if named.get(n) and not _unstated(named[n][0])]
            summary = f"all of {{{', '.join(names)}}} have same {what}"
            if None in keys:
                unchecked.append(f"trait: {summary} (a value without a static {what})")
            elif len(set(keys)) > 1:
                errs.append(Problem("trait", f"failed to verify that {summary}"))
        for summary, lhs, rhs, transform, _optional in spec.types_match:
            left, right = named.get(lhs), named.get(rhs)
            if not left or not right:  # an absent optional value: nothing to compare
                continue
            want = _TRANSFORMS[transform](left[0])
            if want is None:
                unchecked.append(f"trait: {summary} (the type of '{lhs}' has no {transform})")
            elif want != right[0]:
                errs.append(Problem("trait", f"failed to verify that {summary}"))

    def _position(self, op: ir.Operation, spec: OpSpec, errs: list[Problem]) -> None:
        """The checks of where the op stands and what its regions hold: Terminator,
        HasParent, SingleBlock, IsolatedFromAbove."""
        if "SingleBlock" in spec.traits:
            for i, r in enumerate(op.regions):
                if len(r.blocks) > 1:
                    errs.append(Problem("region", f"expects region #{i} to have 0 or 1 blocks"))
        if any(spec.region_constraints):
            _region_constraints(op, spec, errs)
        if "IsolatedFromAbove" in spec.traits and _uses_from_above(op, self._isolated):
            errs.append(Problem("region", "using value defined outside the region"))
        if "Terminator" in spec.traits:
            block = op.parent
            if block is not None and block.operations and block.operations[-1] != op:
                errs.append(Problem("trait", "must be the last operation in the parent block"))
        if spec.parents:
            parent = op.parent_op
            if parent is not None and parent.name not in spec.parents:
                which = ", ".join(f"'{p}'" for p in spec.parents)
                errs.append(
                    Problem("trait", f"expects parent op {'to be one of ' if len(spec.parents) > 1 else ''}{which}")
                )


def op_loc(op: object) -> Loc | None:
    """Where ``op`` was read from: odsgen's reader keeps its source; an op of the MLIR
    bindings' adapter has its ``filename``; an op built in Python has no location."""
    source_loc = getattr(op, "source_loc", None)
    if isinstance(source_loc, Loc):
        return source_loc
    line = getattr(op, "line", 0)
    if not line:
        return None
    return Loc(getattr(op, "filename", None) or "<module>", line, getattr(op, "col", 0))


def _combine(spec: OpSpec, structure: _StructurePart, attributes: _AttributePart) -> _Checked:
    """(errors, unchecked) of an op from its structure and attribute parts: the value
    groups', attributes' and regions' errors, else the traits' (MLIR verifies traits on
    an op whose invariants hold)."""
    values, regions, traits, value_unchecked = structure
    attr_errors, attr_unchecked = attributes
    errs = values + attr_errors + regions
    return errs or traits, tuple(dict.fromkeys(spec.unchecked + value_unchecked + attr_unchecked))


def _same_rank(operands: Sequence[object], results: Sequence[object]) -> str:
    """MLIR's verifySameOperandsAndResultRank: the ranked shaped values share one rank."""
    if not operands:
        return "expected 1 or more operands, but found 0"
    ranked_in = [r for r in map(_rank, operands) if r is not None]
    ranked_out = [r for r in map(_rank, results) if r is not None]
    if not ranked_in and not ranked_out:
        return ""
    rank = (ranked_in or ranked_out)[0]
    if any(r != rank for r in ranked_in):
        return "operands don't have matching ranks"
    if any(r != rank for r in ranked_out):
        return "result type has different rank than operands"
    return ""


def _inner_segments(
    op: ir.Operation, spec: OpSpec, specs: tuple[ValueSpec, ...], groups: list[_Group]
) -> list[Problem]:
    """MLIR's verifyValueSizeAttr for each VariadicOfVariadic group: its segment attribute
    is a dense i32 array of non-negative sizes adding up to the group's size. (A declared
    segment attribute that is absent or of another kind is the attribute check's error.)"""
    out: list[Problem] = []
    declared = {a.name for a in spec.attributes}
    for s, group in zip(specs, groups):
        if not s.segments:
            continue
        sizes = _i32_array(_attr(op, s.segments))
        if sizes is None:
            if s.segments not in declared:
                out.append(Problem("count", f"requires dense i32 array attribute '{s.segments}'"))
            continue
        if any(n < 0 for n in sizes):
            out.append(Problem("count", f"'{s.segments}' attribute cannot have negative elements"))
        elif sum(sizes) != len(group):
            out.append(
                Problem(
                    "count",
                    f"{s.name} count ({len(group)}) does not match with the total size ({sum(sizes)}) "
                    f"specified in attribute '{s.segments}'",
                )
            )
    return out


def _region_constraints(op: ir.Operation, spec: OpSpec, errs: list[Problem]) -> None:
    """The block counts of ODS's region constraints (SizedRegion, MinSizedRegion,
    MaxSizedRegion), region by region; the last group may be variadic. Nothing when the
    region count is wrong (that is its own error)."""
    want = spec.regions
    have = op.regions
    variadic = bool(want) and want[-1][1]
    if (len(have) < len(want) - 1) if variadic else (len(have) != len(want)):
        return
    for i, region in enumerate(have):
        g = min(i, len(want) - 1)
        c = spec.region_constraints[g] if g < len(spec.region_constraints) else None
        if c is None:
            continue
        summary, cmp, n = c
        if not SHAPE_TESTS[cmp](len(region.blocks), n):
            name = want[g][0]
            which = f" ('{name}') " if name else " "
            errs.append(Problem("region", f"region #{i}{which}failed to verify constraint: {summary}"))


def _uses_from_above(op: ir.Operation, isolated: Container[str] = ()) -> bool:
    """Whether an op inside ``op``'s regions uses a value defined outside them. As MLIR's
    verifyIsIsolatedFromAbove, the regions of nested ops named in ``isolated`` are not
    entered (they check themselves), so a module costs one pass over its ops."""
    # Values compare as the IR protocol says (identity for odsgen's IR; the underlying
    # value for the bindings' adapter, whose wrappers are made afresh on each access).
    inside: set[object] = set()
    nested: list[ir.Operation] = []
    pending = list(op.regions)
    while pending:
        for block in pending.pop().blocks:
            inside.update(block.arguments)
            for o in block.operations:
                nested.append(o)
                inside.update(o.results)
                if o.regions and o.name not in isolated:
                    pending.extend(o.regions)
    return not inside.issuperset(chain.from_iterable(map(_OPERANDS, nested)))

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

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from operator import attrgetter

from odsgen.diagnostics import Diagnostic, Severity
from odsgen.runtime import ir
from odsgen.runtime.matchers import Matcher
from odsgen.source import Loc

__all__ = [
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
]

SINGLE, OPTIONAL, VARIADIC, VARIADIC_OF_VARIADIC = "single", "optional", "variadic", "variadic-of-variadic"


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


@dataclass(frozen=True, slots=True)
class AttrSpec:
    """One attribute (or property): present-or-not rule and the matcher of its value."""

    name: str
    required: bool  # neither optional nor default-valued
    matcher: Matcher
    summary: str
    unchecked: str = ""


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
    all_types_match: tuple[tuple[str, ...], ...] = ()  # AllTypesMatch<[...]> value names
    parents: tuple[str, ...] = ()  # HasParent/ParentOneOf: op names
    unchecked: tuple[str, ...] = ()  # op-level checks odsgen does not perform


@dataclass(frozen=True, slots=True)
class Problem:
    """One structural error of an op instance (``message`` without the op prefix)."""

    category: (
        str  # "count", "attribute-missing", "attribute", "enum", "type", "region", "successor", "trait",
        # "unchecked", "properties"
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


_TYPE = attrgetter("type")
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


def _bad_properties(spec: OpSpec, props: ir.Attribute) -> Problem:
    """mlir-opt's error for properties (``<...>`` in the generic form) that are not a
    dictionary; a parse error, without the op prefix of the verifier's."""
    why = (
        "expected DictionaryAttr to set properties"
        if spec.attributes or spec.operand_segments or spec.result_segments
        else "this operation does not support properties"
    )
    return Problem("properties", f"invalid properties {props} for op {spec.name}: {why}")


def problem_text(op_name: str, category: str, message: str) -> str:
    """A problem as MLIR words it: the verifier's prefixed by the op (``'x.y' op ...``)."""
    return message if category == "properties" else f"'{op_name}' op {message}"


def _segment_sizes(op: ir.Operation, kind: str, groups: int, problems: list[Problem]) -> list[int] | None:
    name = _SEGMENTS[kind]
    a = _attr(op, name)
    if a is None:
        problems.append(Problem("count", f"requires attribute '{name}'"))
        return None
    if not isinstance(a, ir.DenseArrayAttr) or a.element_type != ir.IntegerType(32):
        problems.append(Problem("count", f"attribute '{name}' failed to satisfy constraint: i32 dense array attribute"))
        return None
    sizes = [int(v) for v in a.values]
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


def _split(
    op: ir.Operation, kind: str, specs: tuple[ValueSpec, ...], values: tuple, segments: bool, same: bool
) -> tuple[list[tuple], list[Problem]]:
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
    groups: list[tuple] = []
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


_SHAPED = (ir.VectorType, ir.RankedTensorType, ir.UnrankedTensorType, ir.MemRefType, ir.UnrankedMemRefType)
_UNRANKED = (ir.UnrankedTensorType, ir.UnrankedMemRefType)


def _compatible_shapes(types: list) -> bool:
    """MLIR's verifyCompatibleShapes: all shaped or none; ranked ones of one rank whose
    dimensions agree where both are static; an unranked type fits every shape."""
    shaped = [t for t in types if isinstance(t, _SHAPED)]
    if not shaped:
        return True
    if len(shaped) != len(types):
        return False
    ranked = [tuple(t.shape) for t in shaped if not isinstance(t, _UNRANKED)]
    if len({len(s) for s in ranked}) > 1:
        return False
    for dims in zip(*ranked):
        static = {d for d in dims if d != ir.DYNAMIC}
        if len(static) > 1:
            return False
    return True


def _element(t: object) -> object:
    return getattr(t, "element_type", t)


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
        self._memo: dict[tuple, tuple] = {}

    @property
    def specs(self) -> dict[str, OpSpec]:
        """The ``OpSpec`` of each op by operation name."""
        specs = self._specs
        if specs is None:
            assert self._build is not None
            specs = self._specs = {s.name: s for s in self._build()}
        return specs

    def __getstate__(self):
        return {"specs": self.specs}

    def __setstate__(self, state) -> None:
        self._specs = state["specs"]
        self._build = None
        self._memo = {}

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

    def verify(self, op: ir.Operation) -> Result | None:
        """The problems of ``op``; None when it is not an op of the specs."""
        spec = self.specs.get(op.name)
        if spec is None:
            return None
        errors, unchecked = self._check(spec, op)
        res = Result(op, list(errors), list(unchecked))
        self._position(op, spec, res.errors)
        return res

    def scan(self, ops: Iterable[ir.Operation]) -> Iterator[tuple[ir.Operation, tuple[Problem, ...], tuple[str, ...]]]:
        """(op, errors, unchecked) of each op of the specs with either; the tuples are shared
        between ops that look alike (same name, types, attributes, region counts)."""
        specs = self.specs
        memo = self._memo
        check = self._check
        for op in ops:
            spec = specs.get(op.name)
            if spec is None:
                continue
            # By identity, as the generated answers_of does: the reader shares types and
            # often attribute dictionaries; the entry keeps them alive and is checked.
            p, a = op.properties, op.attributes
            types = (*map(_TYPE, op.operands), None, *map(_TYPE, op.results))
            key = (op.name, id(p), id(a), len(op.regions), len(op.successors), *map(id, types))
            hit = memo.get(key)
            if hit is None or hit[0] is not p or hit[1] is not a or hit[2] != types:
                if len(memo) >= 100_000:
                    memo.clear()
                hit = memo[key] = (p, a, types, check(spec, op))
            hit = hit[3]
            errors, unchecked = hit
            if spec.parents or spec.traits and _POSITIONAL.intersection(spec.traits):
                more: list[Problem] = []
                self._position(op, spec, more)
                if more:
                    errors = errors + tuple(more)
            if errors or unchecked:
                yield op, errors, unchecked

    def _check(self, spec: OpSpec, op: ir.Operation) -> tuple[tuple[Problem, ...], tuple[str, ...]]:
        """What depends on the op's own contents (not where it stands)."""
        props = op.properties
        if props is not None and not isinstance(props, ir.DictionaryAttr):
            return (_bad_properties(spec, props),), ()
        res = Result(op, unchecked=list(spec.unchecked))
        errs = res.errors
        named: dict[str, tuple] = {}
        for kind, specs, values, seg, same in (
            ("operand", spec.operands, op.operands, spec.operand_segments, spec.same_variadic_operands),
            ("result", spec.results, op.results, spec.result_segments, spec.same_variadic_results),
        ):
            groups, problems = _split(op, kind, specs, values, seg, same)
            for p in problems:
                if p.category == "unchecked":
                    res.unchecked.append(p.message)
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
                        res.unchecked.append(f"{kind} #{index} ('{s.name}'): {s.unchecked}")
                    index += 1
        for a in spec.attributes:
            value = _attr(op, a.name)
            if value is None:
                if a.required:
                    errs.append(Problem("attribute-missing", f"requires attribute '{a.name}'"))
                continue
            if not a.matcher.matches(value):
                category = (
                    "enum"
                    if _is_enum(a.matcher) and isinstance(value, (ir.IntegerAttr, ir.DialectAttr))
                    else "attribute"
                )
                errs.append(
                    Problem(
                        category,
                        f"attribute '{a.name}' failed to satisfy constraint: {a.summary or a.matcher.describe()}",
                    )
                )
            elif a.unchecked:
                res.unchecked.append(f"attribute '{a.name}': {a.unchecked}")
        self._regions(op, spec, errs)
        if not errs:
            self._traits(op, spec, named, errs)
        return tuple(errs), tuple(dict.fromkeys(res.unchecked))

    def _regions(self, op: ir.Operation, spec: OpSpec, errs: list[Problem]) -> None:
        for what, want, have in (("region", spec.regions, op.regions), ("successor", spec.successors, op.successors)):
            fixed = sum(1 for _, variadic in want if not variadic)
            variable = any(variadic for _, variadic in want)
            n = len(have)
            if (variable and n < fixed) or (not variable and n != fixed):
                more = " or more" if variable else ""
                if what == "region":
                    errs.append(Problem("region", f"expected {fixed}{more} regions"))
                else:
                    errs.append(Problem("successor", f"requires {fixed}{more} successors but found {n}"))

    def _traits(self, op: ir.Operation, spec: OpSpec, named: dict[str, tuple], errs: list[Problem]) -> None:
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
            elif trait == "SameOperandsAndResultElementType":
                if len({_element(t) for t in operands + results}) > 1:
                    errs.append(Problem("trait", "requires the same element type for all operands and results"))
        for names in spec.all_types_match:
            types = [named[n][0] for n in names if named.get(n)]
            if len(set(types)) > 1:
                errs.append(Problem("trait", f"failed to verify that all of {{{', '.join(names)}}} have same type"))

    def _position(self, op: ir.Operation, spec: OpSpec, errs: list[Problem]) -> None:
        """The checks of where the op stands and what its regions hold: Terminator,
        HasParent, SingleBlock, IsolatedFromAbove."""
        if "SingleBlock" in spec.traits:
            for i, r in enumerate(op.regions):
                if len(r.blocks) > 1:
                    errs.append(Problem("region", f"expects region #{i} to have 0 or 1 blocks"))
        if "IsolatedFromAbove" in spec.traits and _uses_from_above(op):
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


def _is_enum(m: Matcher) -> bool:
    from odsgen.runtime.matchers import EnumOf, iter_matchers

    return any(isinstance(n, (EnumOf, DialectEnumOf)) for _, n in iter_matchers(m))


@dataclass(frozen=True, slots=True, repr=False)
class DialectEnumOf(Matcher):
    """A dialect enum attribute ``#dialect.mnemonic<Case>`` (``#dialect<mnemonic Case>``)
    whose body is one case's string (a bit enum: cases joined by ``|``, or the none case)."""

    dialect: str
    name: str
    cases: tuple[str, ...]
    bit_enum: bool = False
    class_name: str = ""

    def matches(self, value: object) -> bool:
        if not isinstance(value, ir.DialectAttr) or value.dialect != self.dialect:
            return False
        body = value.body or ""
        if value.name == self.name:
            text = body.strip()
            if text.startswith("<") and text.endswith(">"):
                text = text[1:-1]
        elif not value.name and body.startswith(self.name):
            text = body[len(self.name) :]
        else:
            return False
        text = text.strip()
        if not self.bit_enum:
            return text in self.cases
        parts = [p.strip() for p in text.split("|")]
        return all(p in self.cases for p in parts)

    def describe(self) -> str:
        return f"valid {self.class_name or self.name}"

    def __repr__(self) -> str:
        return f"DialectEnumOf({self.dialect!r}, {self.name!r}, {self.cases!r}, {self.bit_enum!r}, {self.class_name!r})"


_SHAPE_TESTS = {
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
    ">=": lambda a, b: a >= b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    "<": lambda a, b: a < b,
}


@dataclass(frozen=True, slots=True, repr=False)
class ShapeIs(Matcher):
    """A shape check of a shaped type: ``num_elements``, ``rank`` compared with ``value``
    (``cmp``: ==, !=, >=, <=, >, <), ``has_rank``, or ``all_dims`` (every dimension compared
    with ``value``). A type without a shape (or an unranked one, for rank and dimensions)
    does not match; ODS guards these checks with the type's kind."""

    what: str
    cmp: str = "=="
    value: int = 0

    def matches(self, value: object) -> bool:
        if not isinstance(value, _SHAPED):
            return False
        if self.what == "has_rank":
            return not isinstance(value, _UNRANKED)
        if isinstance(value, _UNRANKED):
            return False
        shape = tuple(value.shape)  # type: ignore[attr-defined]
        test = _SHAPE_TESTS[self.cmp]
        if self.what == "rank":
            return test(len(shape), self.value)
        if self.what == "all_dims":
            return all(test(d, self.value) for d in shape)
        n = 1
        for d in shape:
            n *= d
        return ir.DYNAMIC not in shape and test(n, self.value)

    def describe(self) -> str:
        if self.what == "has_rank":
            return "ranked"
        return f"{self.what.replace('_', ' ')} {self.cmp} {self.value}"

    def __repr__(self) -> str:
        return f"ShapeIs({self.what!r}, {self.cmp!r}, {self.value!r})"


def _uses_from_above(op: ir.Operation) -> bool:
    """Whether an op inside ``op``'s regions uses a value defined outside them."""
    # Values compare as the IR protocol says (identity for odsgen's IR; the underlying
    # value for the bindings' adapter, whose wrappers are made afresh on each access).
    inside: set[object] = set()
    nested = []
    for region in op.regions:
        for block in region.blocks:
            inside.update(block.arguments)
            for o in block.walk():
                nested.append(o)
                inside.update(o.results)
                for r2 in o.regions:
                    for b2 in r2.blocks:
                        inside.update(b2.arguments)
    return any(v not in inside for o in nested for v in o.operands)

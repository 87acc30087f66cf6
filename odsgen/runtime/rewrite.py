"""Rewrite patterns and a conversion driver gated by a target, in the spirit of MLIR's
dialect conversion (docs/validate.md, "Gating rewrite patterns").

A pattern matches an op and builds replacement ops; it does not think about
availability. The driver applies patterns to the ops a ``ConversionTarget``
(odsgen.runtime.target) does not call legal, in order of benefit; after each rewrite it
checks every op the pattern created (and everything nested in them) against the target,
rolls the rewrite back when one is not legal and tries the next pattern. With a verifier,
the ops it created and the ops it changed in place must also verify. What could not
be converted is reported with the reasons.

::

    from odsgen.runtime.rewrite import pattern, apply_partial_conversion

    @pattern("test.convert_to_bit_reverse_op")
    def to_bit_reverse(op, rw):
        rw.replace_op(op, rw.create("spirv.BitReverse", op.operands, [op.result.type]))

    result = apply_partial_conversion(module, target, [to_bit_reverse])
    for left in result.unconverted:
        print(left.loc, left.name, left.reasons)

- ``apply_partial_conversion``: converts what it can; fails only when an op the target
  declares illegal is left.
- ``apply_full_conversion``: every op must end legal; an op the target does not know
  that no pattern converts is a failure too.

Every change a pattern makes goes through the ``Rewriter`` (create, replace, erase,
in-place updates, use replacement), which journals it, so a refused rewrite leaves the
module exactly as it was. As in xDSL, the rewriter records whether the pattern acted
(``Rewriter.has_done_action``): a pattern returns nothing, and one that made no change
did not apply. A pattern that returns a bool contradicting that record (True without a
change, False after one) is an error of the pattern (odsgen.runtime.gate, the contract
shared with the gated MLIR driver).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from odsgen.runtime import ir
from odsgen.runtime.dominance import message, properly_dominates, region_kind
from odsgen.runtime.gate import PatternFailures, Refusal, contract_problem, created_refusal, first_refused, place
from odsgen.runtime.protocol import OpVerifier
from odsgen.source import Loc, reported_at

__all__ = [
    "Pattern",
    "pattern",
    "Rewriter",
    "ConversionResult",
    "Unconverted",
    "Converted",
    "ConversionError",
    "Refusal",
    "apply_conversion",
    "apply_partial_conversion",
    "apply_full_conversion",
]


class LegalityTarget(Protocol):
    """What the driver asks of a target (``odsgen.runtime.target.ConversionTarget``):
    ``legality(op)`` is truthy when ``op`` is legal, falsy (with ``reasons``) when it is
    not, None when the target does not know it."""

    def legality(self, op: ir.Operation) -> object: ...


# A pattern function: ``fn(op, rewriter)``, returning nothing (the rewriter records whether it acted).
RewriteFn = Callable[[ir.Operation, "Rewriter"], object]
Describe = Callable[[object], list[str]]
Attributes = ir.DictionaryAttr | Mapping[str, ir.Attribute] | None


class ConversionError(Exception):
    """A pattern misused the rewriter (e.g. replaced an op with the wrong number of values)."""


class Pattern:
    """A rewrite pattern: subclass it and implement ``match_and_rewrite``.

    ``root`` is the name of the ops it matches (None: any op); ``benefit`` orders the
    patterns that match the same op (higher first; equal benefits keep the order given).
    """

    root: str | None = None
    benefit: int = 1

    @property
    def name(self) -> str:
        return type(self).__name__

    def match_and_rewrite(self, op: ir.Operation, rewriter: "Rewriter") -> object:
        """Rewrite ``op`` through ``rewriter``, or change nothing when the pattern does not
        apply; return nothing (``rewriter.has_done_action`` says whether it acted)."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<Pattern {self.name} root={self.root!r} benefit={self.benefit}>"


def pattern_problem(root: object, benefit: object, name: object = None) -> str | None:
    """Why a pattern's ``root``, ``benefit`` or ``name`` cannot be used, or None: a root is an
    op name (a string) or None (any op), a benefit a whole number (as MLIR's PatternBenefit),
    a name a string."""
    if root is not None and (not isinstance(root, str) or not root):
        return f"a pattern's root is an op name (a string) or None (any op), not {root!r}"
    if isinstance(benefit, bool) or not isinstance(benefit, int):
        return f"a pattern's benefit is a whole number (higher is tried first), not {benefit!r}"
    if name is not None and not isinstance(name, str):
        return f"a pattern's name is a string, not {name!r}"
    return None


class _FunctionPattern(Pattern):
    def __init__(self, fn: RewriteFn, root: str | None, benefit: int, name: str | None) -> None:
        problem = pattern_problem(root, benefit, name)
        if problem is not None:
            raise TypeError(problem)
        if not callable(fn):
            raise TypeError(f"@pattern decorates a function fn(op, rewriter), not {fn!r}")
        self.fn = fn
        self.root = root
        self.benefit = benefit
        self._name = name or str(getattr(fn, "__name__", "pattern"))

    @property
    def name(self) -> str:
        return self._name

    def match_and_rewrite(self, op: ir.Operation, rewriter: "Rewriter") -> object:
        return self.fn(op, rewriter)  # (the driver checks a bool returned against what it did)


def pattern(root: str | None = None, benefit: int = 1, name: str | None = None) -> Callable[[RewriteFn], Pattern]:
    """Decorator: a function ``fn(op, rewriter)`` (returning nothing) as a ``Pattern``."""

    def wrap(fn: RewriteFn) -> Pattern:
        return _FunctionPattern(fn, root, benefit, name)

    return wrap


# --------------------------------------------------------------------------- the rewriter


class Rewriter:
    """Changes a pattern makes, journaled so that the driver can undo them.

    New ops are inserted before the op being rewritten (``insert_before`` moves the
    insertion point). ``has_done_action`` records whether the pattern changed anything
    through it, as xDSL's ``PatternRewriter`` does.
    """

    def __init__(self, driver: "_Driver", root: ir.Operation) -> None:
        self._driver = driver
        self._mark = len(driver.journal)
        self.root = root
        self.created: list[ir.Operation] = []
        self.modified: dict[int, ir.Operation] = {}  # ops changed in place (set_operand, set_attr, set_property)
        self._block = root.parent
        self._anchor: ir.Operation | None = root

    @property
    def has_done_action(self) -> bool:
        """Whether the pattern changed the module through this rewriter (every change is journaled)."""
        return len(self._driver.journal) > self._mark

    @property
    def package(self) -> Any:
        """The generated package of the target's dialect (``rw.package.ConvOp.build(...)``:
        docs/codegen.md, builders), when the conversion target names one (the target of
        ``odsgen convert``, ``Checker.conversion_target``, does), else None."""
        return getattr(self._driver.target, "package", None)

    # -- building

    def insert_before(self, op: ir.Operation) -> None:
        """New ops go before ``op`` from now on."""
        self._block = op.parent
        self._anchor = op

    def create(
        self,
        name: str,
        operands: Iterable[ir.Value] = (),
        result_types: Iterable[ir.Type] = (),
        properties: Attributes | ir.Attribute = None,
        attributes: Attributes = None,
        regions: int | Iterable[ir.Region] = 0,
        successors: Iterable[ir.Block] = (),
        location: ir.LocationAttr | None = None,
    ) -> ir.Operation:
        """Build an op (as ``Operation.create``) and insert it."""
        op = ir.Operation.create(name, operands, result_types, properties, attributes, regions, successors, location)
        self.insert(op)
        return op

    def insert(self, op: Any) -> Any:
        """Insert an op built elsewhere (with its regions): an ``ir.Operation``, or an op
        class instance (a generated ``build(...)``'s), which is returned as it was given."""
        given = op
        op = _operation_of(op)
        if op.parent is not None:
            raise ConversionError(f"'{op.name}' is already in a block: move it with move_op_before")
        for inner in op.walk():
            _check_contents(inner)
        anchor = self._anchor
        if anchor is not None and anchor.parent is not None:
            block = self._block = anchor.parent  # (the insertion point moves with the op it is before)
            index = _index_in(block, anchor)
        else:
            at = self._block
            if at is None:
                raise ConversionError("the op being rewritten is not in a block: nowhere to insert")
            block, index = at, len(at.operations)
        block.insert(index, op)
        self.created.append(op)
        d = self._driver
        d.journal.append(("create", op))
        for inner in op.walk():
            d.add_uses(inner)
        return given

    # -- replacing and erasing

    def replace_op(self, op: ir.Operation, new: Any) -> None:
        """Use ``new`` (an op's results, or values) wherever ``op``'s results are used; erase
        ``op``. ``new`` may be an ``ir.Operation``, an op class instance or a sequence of values."""
        if not isinstance(new, ir.Operation) and isinstance(getattr(new, "operation", None), ir.Operation):
            new = new.operation
        values = new.results if isinstance(new, ir.Operation) else tuple(new)
        if len(values) != len(op.results):
            raise ConversionError(
                f"'{op.name}' has {len(op.results)} results but the replacement gives {len(values)} values"
            )
        for old, value in zip(op.results, values):
            self.replace_all_uses(old, value)
        self.erase_op(op)

    def replace_op_with(
        self,
        op: ir.Operation,
        name: str,
        operands: Iterable[ir.Value] | None = None,
        result_types: Iterable[ir.Type] | None = None,
        *,
        properties: Attributes | ir.Attribute = None,
        attributes: Attributes = None,
        keep_attributes: bool = False,
        **kw: Any,
    ) -> ir.Operation:
        """Create ``name`` (by default with ``op``'s operands and result types) and replace ``op`` with it.

        The new op has the ``properties``/``attributes`` given, and **only** those:
        ``op``'s own are not carried over unless ``keep_attributes`` is true (then ``op``'s
        properties and attributes are copied, and the ones given replace theirs by name;
        properties that are not a dictionary, as the generic form allows (``<1 : i32>``),
        have no names to merge: they are copied as they are, and a driver's verifier
        refuses the new op in mlir-opt's words).
        A new op that lacks a required attribute (or is otherwise malformed) is refused by
        a driver with a verifier (a generated package's ``conversion_target`` has one), with
        the reason in the result; a generated op class's ``build(...)`` checks its
        arguments before anything is created.
        """
        if keep_attributes:
            own = op.properties
            if properties is not None and not isinstance(properties, (ir.DictionaryAttr, Mapping)):
                pass  # properties given that are not a dictionary: nothing to merge, they replace
            elif own is None or isinstance(own, ir.DictionaryAttr):
                properties = {**(own or {}), **(properties or {})} or None
            else:
                properties = own
            attributes = {**op.attributes, **(attributes or {})} or None
        new = self.create(
            name,
            op.operands if operands is None else operands,
            [r.type for r in op.results] if result_types is None else result_types,
            properties,
            attributes,
            **kw,
        )
        self.replace_op(op, new)
        return new

    def erase_op(self, op: ir.Operation) -> None:
        """Take ``op`` out of its block. Its results must have no uses left outside it (as
        MLIR's rewriter asserts: replace them first, ``replace_op``/``replace_all_uses``);
        the top-level op cannot be erased."""
        d = self._driver
        op = _operation_of(op)
        block = op.parent
        if block is None:
            return
        _check_not_top_level(op, "erase")
        inside: set[int] | None = None
        for result in op.results:
            for user, _ in d.uses_of(result):
                if inside is None:
                    inside = {id(o) for o in op.walk()}
                if id(user) not in inside:
                    raise ConversionError(
                        f"erasing '{op.name}' whose result #{result.index} is still used by '{user.name}' "
                        f"at {d.loc(user)}: replace its uses first (replace_op, replace_all_uses)"
                    )
        index = _index_in(block, op)
        anchor = self._anchor
        while anchor is not None and anchor is not op:
            anchor = anchor.parent_op
        if anchor is op:  # new ops went before it: they go where it was
            ops = block.operations
            self._block, self._anchor = block, ops[index + 1] if index + 1 < len(ops) else None
        del block.operations[index]
        op.parent = None
        d.journal.append(("erase", op, block, index))
        d.erased.add(id(op))
        for inner in op.walk():
            d.drop_uses(inner)

    def replace_all_uses(self, old: ir.Value, new: ir.Value) -> None:
        d = self._driver
        _check_value(new, "replace_all_uses")
        for user, i in list(d.uses_of(old)):
            self.set_operand(user, i, new)

    # -- moving

    def take_regions(self, op: Any) -> list[ir.Region]:
        """Detach ``op``'s regions (with their blocks and ops) for a new op that replaces it,
        leaving ``op`` as many empty ones, as MLIR's ``takeBody``: pass them to ``create(...,
        regions=...)``. A refused rewrite puts them back."""
        d = self._driver
        owner = _operation_of(op)
        taken = list(owner.regions)
        for region in taken:
            for inner in region.walk():
                d.drop_uses(inner)
            region.parent = None
        d.journal.append(("regions", owner, owner.regions))
        empty = [ir.Region() for _ in taken]
        for region in empty:
            region.parent = owner
        owner.regions = tuple(empty)
        return taken

    def move_op_before(self, op: ir.Operation, anchor: ir.Operation) -> None:
        """Move ``op`` (with what it holds) to just before ``anchor``, as MLIR's
        ``moveOpBefore``; its operands must still dominate it there, and it its users."""
        d = self._driver
        op, anchor = _operation_of(op), _operation_of(anchor)
        block, dest = op.parent, anchor.parent
        if block is None or dest is None:
            raise ConversionError(f"moving '{op.name}' before '{anchor.name}': both must be in a block")
        _check_not_top_level(op, "move")
        cur: ir.Operation | None = anchor
        while cur is not None:
            if cur is op:
                raise ConversionError(f"moving '{op.name}' before an op it holds (or before itself)")
            cur = cur.parent_op
        index = _index_in(block, op)
        del block.operations[index]
        op.parent = None
        d.journal.append(("move", op, block, index))
        dest.insert(_index_in(dest, anchor), op)
        for inner in op.walk():  # (what it holds may use values from around it)
            self.modified[id(inner)] = inner
        for result in op.results:
            for user, _ in d.uses_of(result):
                self.modified[id(user)] = user

    # -- updating in place

    def set_operand(self, op: ir.Operation, i: int, value: ir.Value) -> None:
        d = self._driver
        _check_value(value, "set_operand")
        if isinstance(i, bool) or not isinstance(i, int) or not -len(op.operands) <= i < len(op.operands):
            raise ConversionError(f"'{op.name}' has {len(op.operands)} operands: no operand {i!r}")
        i %= len(op.operands)
        old = op.operands[i]
        d.journal.append(("operands", op, op.operands))
        self.modified[id(op)] = op
        op.set_operand(i, value)
        d.move_use(op, i, old, value)

    def set_attr(self, op: ir.Operation, name: str, value: ir.Attribute) -> None:
        _check_attribute(name, value, "set_attr")
        self._driver.journal.append(("attributes", op, op.attributes))
        self.modified[id(op)] = op
        op.set_attr(name, value)

    def set_property(self, op: ir.Operation, name: str, value: ir.Attribute) -> None:
        _check_attribute(name, value, "set_property")
        self._driver.journal.append(("properties", op, op.properties))
        self.modified[id(op)] = op
        op.set_property(name, value)


def _operation_of(op: object) -> ir.Operation:
    """An ``ir.Operation``, or the one an op class instance wraps."""
    if isinstance(op, ir.Operation):
        return op
    inner = getattr(op, "operation", None)
    if isinstance(inner, ir.Operation):
        return inner
    raise TypeError(f"expected an odsgen IR operation or an op class instance, not {type(op).__name__}")


def _index_in(block: ir.Block, op: ir.Operation) -> int:
    try:
        return block.operations.index(op)  # (operations compare by identity)
    except ValueError:
        raise ConversionError(f"'{op.name}' is not in the block it claims") from None


def _check_not_top_level(op: ir.Operation, what: str) -> None:
    """The top-level ``builtin.module`` is the module the driver converts: no pattern may
    erase or move it (an empty file would be written)."""
    block = op.parent
    if block is not None and block.parent is None and op.name == "builtin.module":
        raise ConversionError(f"cannot {what} the top-level '{op.name}': patterns rewrite the ops it holds")


def _check_value(value: object, what: str) -> None:
    if not isinstance(value, ir.Value):
        raise TypeError(f"{what}: expected an SSA value (ir.Value), not {value!r}")


def _check_attribute(name: object, value: object, what: str) -> None:
    if not isinstance(name, str) or not name:
        raise TypeError(f"{what}: an attribute's name is a non-empty string, not {name!r}")
    if not isinstance(value, ir.Attribute):
        raise TypeError(f"{what}: the value of '{name}' must be an attribute (ir.Attribute), not {value!r}")


def _check_contents(op: ir.Operation) -> None:
    """What a new op holds can be printed: a name, values, types, attributes, a location."""
    if not isinstance(op.name, str) or not op.name:
        raise TypeError(f"an op's name is a non-empty string, not {op.name!r}")
    for v in op.operands:
        _check_value(v, f"'{op.name}'")
    for r in op.results:
        if not isinstance(r.type, ir.Type):
            raise TypeError(f"'{op.name}': result #{r.index} has {r.type!r}, which is not a type (ir.Type)")
    props = op.properties
    if props is not None and not isinstance(props, ir.Attribute):
        raise TypeError(f"'{op.name}': properties must be a dictionary of attributes, not {props!r}")
    for d in (props if isinstance(props, ir.DictionaryAttr) else {}, op.attributes):
        for k, a in d.items():
            _check_attribute(k, a, f"'{op.name}'")
    if op.location is not None and not isinstance(op.location, ir.LocationAttr):
        raise TypeError(f"'{op.name}': location must be a location (ir.LocationAttr) or None, not {op.location!r}")
    for s in op.successors:
        if not isinstance(s, ir.Block):
            raise TypeError(f"'{op.name}': a successor is a block (ir.Block), not {s!r}")


# --------------------------------------------------------------------------- results


@dataclass
class Converted:
    name: str  # the op that was rewritten
    loc: str
    pattern: str
    created: tuple[str, ...]  # names of the ops the pattern created


@dataclass
class Unconverted:
    """An op left as it was: its legality and why each pattern tried was refused."""

    op: ir.Operation
    name: str
    loc: str
    legality: str  # "illegal" or "unknown"
    reasons: list[str] = field(default_factory=list)  # why the target does not allow it
    attempts: list[Refusal] = field(default_factory=list)  # each pattern tried, and why it was refused

    def to_json(self) -> dict[str, object]:
        return {
            "op": self.name,
            "loc": self.loc,
            "legality": self.legality,
            "reasons": list(self.reasons),
            "attempts": [r.to_json() for r in self.attempts],
        }


@dataclass
class ConversionResult:
    mode: str
    converted: list[Converted] = field(default_factory=list)
    unconverted: list[Unconverted] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Partial: no illegal op left; full: no op left that is not legal."""
        if self.mode == "full":
            return not self.unconverted
        return not any(u.legality == "illegal" for u in self.unconverted)

    def report(self) -> str:
        lines = []
        for u in self.unconverted:
            lines.append(f"{u.loc}: '{u.name}' left unconverted ({u.legality} on the target)")
            for r in u.reasons:
                lines.append(f"  {r}")
            for refusal in u.attempts:
                lines.append(f"  {refusal.note()}")
        return "\n".join(lines)


# --------------------------------------------------------------------------- the driver


def _describe(legality: object) -> list[str]:
    reasons = getattr(legality, "reasons", ()) or ()
    out: list[str] = []
    for r in reasons:
        out.append(getattr(r, "message", None) or str(r))
    return out


# The driver's journal: what to undo, newest last.
_Entry = (
    tuple[Literal["create"], ir.Operation]
    | tuple[Literal["erase"], ir.Operation, ir.Block, int]
    | tuple[Literal["move"], ir.Operation, ir.Block, int]
    | tuple[Literal["operands"], ir.Operation, tuple[ir.Value, ...]]
    | tuple[Literal["attributes"], ir.Operation, ir.DictionaryAttr]
    | tuple[Literal["properties"], ir.Operation, ir.Attribute | None]
    | tuple[Literal["regions"], ir.Operation, tuple[ir.Region, ...]]
)


class _Bound(Exception):
    """The driver's bound of pattern applications for one op was reached."""


class _Driver:
    def __init__(
        self,
        target: LegalityTarget,
        patterns: Iterable[Pattern],
        mode: str,
        filename: str,
        max_depth: int,
        describe: Describe | None,
        verifier: OpVerifier | None = None,
        max_attempts: int = 1000,
        failures: PatternFailures | None = None,
    ) -> None:
        self.target = target
        self.failures = failures
        self.verifier = verifier if verifier is not None else getattr(target, "verifier", None)
        self.ssa = region_kind(getattr(self.verifier, "specs", None) or ())
        self.mode = mode
        self.filename = filename
        self.max_depth = max_depth
        self.max_attempts = max_attempts
        self.tries = 0  # pattern applications for the op being converted
        self.describe: Describe = describe or getattr(target, "describe", None) or _describe
        by_root: dict[str | None, list[Pattern]] = {}
        for p in patterns:
            problem = pattern_problem(p.root, p.benefit, p.name)
            if problem is not None:
                raise TypeError(f"pattern {p.name!r}: {problem}")
            by_root.setdefault(p.root, []).append(p)
        self.by_root = by_root
        self.journal: list[_Entry] = []
        self.erased: set[int] = set()
        self._uses: dict[ir.Value, list[tuple[ir.Operation, int]]] | None = None
        self._scope: ir.Operation | ir.Module | None = None
        self.result = ConversionResult(mode)

    # -- uses

    def uses_of(self, value: ir.Value) -> list[tuple[ir.Operation, int]]:
        uses = self._uses
        if uses is None:
            uses = self._build_uses()
        return uses.get(value, [])

    def _build_uses(self) -> dict[ir.Value, list[tuple[ir.Operation, int]]]:
        uses: dict[ir.Value, list[tuple[ir.Operation, int]]] = {}
        self._uses = uses
        scope = self._scope
        ops = scope.walk() if scope is not None else ()
        for op in ops:
            self.add_uses(op)
        return uses

    def add_uses(self, op: ir.Operation) -> None:
        if self._uses is None:
            return
        for i, v in enumerate(op.operands):
            self._uses.setdefault(v, []).append((op, i))

    def drop_uses(self, op: ir.Operation) -> None:
        if self._uses is None:
            return
        for i, v in enumerate(op.operands):
            lst = self._uses.get(v)
            if lst:
                lst[:] = [(o, j) for o, j in lst if not (o is op and j == i)]

    def move_use(self, op: ir.Operation, i: int, old: ir.Value, new: ir.Value) -> None:
        if self._uses is None:
            return
        lst = self._uses.get(old)
        if lst:
            lst[:] = [(o, j) for o, j in lst if not (o is op and j == i)]
        self._uses.setdefault(new, []).append((op, i))

    # -- journal

    def rollback(self, mark: int) -> None:
        while len(self.journal) > mark:
            entry = self.journal.pop()
            if entry[0] == "create":
                op = entry[1]
                for inner in op.walk():
                    self.drop_uses(inner)
                op.detach()
            elif entry[0] == "erase":
                _, op, block, index = entry
                block.insert(min(index, len(block.operations)), op)
                self.erased.discard(id(op))
                for inner in op.walk():
                    self.add_uses(inner)
            elif entry[0] == "move":
                _, op, block, index = entry
                op.detach()
                block.insert(min(index, len(block.operations)), op)
            elif entry[0] == "operands":
                _, op, operands = entry
                self.drop_uses(op)
                op.operands = operands
                self.add_uses(op)
            elif entry[0] == "attributes":
                entry[1].attributes = entry[2]
            elif entry[0] == "properties":
                entry[1].properties = entry[2]
            elif entry[0] == "regions":
                _, op, regions = entry
                op.regions = regions
                for region in regions:
                    region.parent = op
                    for inner in region.walk():
                        self.add_uses(inner)

    # -- legality

    def place(self, op: ir.Operation) -> Loc:
        """Where ``op`` is: its place in the module, or line 0 for an op a rewrite created."""
        return reported_at(op, self.filename) if op.line else Loc(self.filename, 0, 0)

    def loc(self, op: ir.Operation) -> str:
        """``place`` in words (odsgen.runtime.gate.place): ``FILE:LINE:COL`` or ``FILE:(created)``."""
        return place(self.place(op))

    def legality(self, op: ir.Operation) -> object:
        return self.target.legality(op)

    def patterns_for(self, op: ir.Operation) -> list[Pattern]:
        pats = self.by_root.get(op.name, []) + self.by_root.get(None, [])
        # Stable sort: higher benefit first, then the order the patterns were given.
        return sorted(pats, key=lambda p: -p.benefit)

    # -- converting

    def run(self, root: ir.Module | ir.Operation) -> ConversionResult:
        self._scope = root
        ops = list(root.walk())
        for op in ops:
            if id(op) in self.erased or op.parent is None:
                continue
            legality = self.legality(op)
            if legality is not None and legality:
                continue
            attempts: list[Refusal] = []
            self.tries = 0
            if self.legalize(op, 0, attempts):
                continue
            if legality is None and not attempts and self.mode != "full":
                continue  # unknown to the target, no pattern for it: left alone
            self.result.unconverted.append(
                Unconverted(
                    op,
                    op.name,
                    self.loc(op),
                    "unknown" if legality is None else "illegal",
                    self.describe(legality) if legality is not None else ["the target does not declare it legal"],
                    attempts,
                )
            )
        return self.result

    def legalize(
        self, op: ir.Operation, depth: int, attempts: list[Refusal], applied: tuple[Pattern, ...] = ()
    ) -> bool:
        """Try the patterns on ``op`` until one's rewrite is accepted. As MLIR's dialect
        conversion, a pattern is applied once along a chain of rewrites (not to the ops
        its own rewrite created, nor theirs: ``applied``), created ops are legalized at
        most ``max_depth`` rewrites deep, and one op of the module gets at most
        ``max_attempts`` pattern applications in all (then its rewrite is refused, saying so).

        A pattern that made no change through its rewriter did not apply. One that raised, or
        returned a bool contradicting what it did (odsgen.runtime.gate.contract_problem), is
        undone; then it is recorded in ``failures`` when the driver has them, else raised
        (a contradiction as ``ConversionError``)."""
        at: Loc | None = None  # where ``op`` is (when a refusal needs it)
        for pat in self.patterns_for(op):
            at = at or self.place(op)
            if any(p is pat for p in applied):
                attempts.append(Refusal(pat.name, op.name, at, "not applied again to an op created by its own rewrite"))
                continue
            if self.tries >= self.max_attempts:
                raise _Bound()
            self.tries += 1
            mark = len(self.journal)
            done = len(self.result.converted)
            try:
                rw = Rewriter(self, op)
                if not self._run(pat, op, rw, mark):
                    self.rollback(mark)
                    attempts.append(Refusal(pat.name, op.name, at, "raised (reported as an error)"))
                    continue
                if not rw.has_done_action:
                    attempts.append(Refusal(pat.name, op.name, at, "did not apply"))
                    continue
                refused = self._check_modified(rw, op, mark, pat.name) or self._check_created(
                    rw, op, depth, (*applied, pat)
                )
            except _Bound:
                self.rollback(mark)
                del self.result.converted[done:]
                if depth:
                    raise
                attempts.append(
                    Refusal(
                        pat.name,
                        op.name,
                        at,
                        f"refused: legalizing what it created took more than {self.max_attempts} pattern "
                        "applications (the driver's bound for one op); no other pattern was tried on it",
                    )
                )
                return False
            if refused is not None:
                self.rollback(mark)
                del self.result.converted[done:]
                attempts.append(refused)
                continue
            self.result.converted.append(Converted(op.name, self.loc(op), pat.name, tuple(c.name for c in rw.created)))
            return True
        return False

    def _run(self, pat: Pattern, op: ir.Operation, rw: Rewriter, mark: int) -> bool:
        """Apply ``pat`` to ``op``: True when it kept the contract (whether it acted is
        ``rw.has_done_action``); False when it failed and ``failures`` recorded it. Without
        ``failures``, what it raised is raised, after its changes are undone."""
        def call() -> object:
            return pat.match_and_rewrite(op, rw)

        def acted() -> bool:
            return rw.has_done_action

        if self.failures is not None:
            return self.failures.run(pat.name, call, acted, op)
        try:
            returned = call()
        except BaseException:
            self.rollback(mark)
            raise
        problem = contract_problem(returned, acted())
        if problem is not None:
            self.rollback(mark)
            raise ConversionError(f"pattern '{pat.name}' {problem}")
        return True

    def _dominance(self, op: ir.Operation) -> list[str]:
        """The operands of ``op`` that do not dominate it (an erased op's result neither),
        in mlir-opt's words."""
        ssa = self.ssa
        return [message(k) for k, v in enumerate(op.operands) if not properly_dominates(v, op, ssa)]

    def _problems(self, op: ir.Operation) -> list[str]:
        """Why ``op`` fails verification against its ODS definition, in MLIR's words (empty: well-formed)."""
        verifier = self.verifier
        if verifier is None:
            return []
        scan = getattr(verifier, "scan", None)  # odsgen's Verifier: memoized on what the problems depend on
        if scan is not None:
            errors = next((e for _, e, _ in scan((op,))), ())
        else:
            res = verifier.verify(op)
            errors = () if res is None else res.errors
        if not errors:
            return []
        from odsgen.runtime.verify import problem_text

        return [problem_text(op.name, p.category, p.message) for p in errors]

    def _check_modified(self, rw: Rewriter, root: ir.Operation, mark: int, pattern: str) -> Refusal | None:
        """Why the ops a rewrite changed in place are not acceptable, or None: an op the
        rewrite leaves with a verification problem it did not have before (an input trusted
        as it is, ``verify=False``, may hold malformed ops: what they had is not the rewrite's)."""
        if not rw.modified:
            return None
        created = {id(c) for c in rw.created}
        for op in rw.modified.values():
            if op.parent is None or id(op) in self.erased or id(op) in created:
                continue  # erased by the same pattern, or created by it (verified as created)
            problems = self._problems(op)
            if problems:
                before = self._problems_before(op, mark)
                problems = [p for p in problems if p not in before]
            problems += self._dominance(op)  # (what an operand was before may be erased now)
            if problems:
                at = self.place(root)
                if op is root:
                    what = f"changed '{op.name}' in place, which leaves it malformed"
                else:
                    what = (
                        f"changed '{op.name}' at {self.loc(op)} in place (rewriting the op at {place(at)}), "
                        "which leaves it malformed"
                    )
                return Refusal(pattern, root.name, at, what, tuple(problems))
        return None

    def _problems_before(self, op: ir.Operation, mark: int) -> list[str]:
        """``_problems(op)`` as ``op`` was before the changes journaled since ``mark``."""
        now = operands, attributes, properties = op.operands, op.attributes, op.properties
        for entry in reversed(self.journal[mark:]):  # newest first: the oldest value is the one left
            if entry[1] is not op:
                continue
            if entry[0] == "operands":
                operands = entry[2]
            elif entry[0] == "attributes":
                attributes = entry[2]
            elif entry[0] == "properties":
                properties = entry[2]
        op.operands, op.attributes, op.properties = operands, attributes, properties
        try:
            return self._problems(op)
        finally:
            op.operands, op.attributes, op.properties = now

    def _check_created(
        self, rw: Rewriter, root: ir.Operation, depth: int, applied: tuple[Pattern, ...]
    ) -> Refusal | None:
        """Why the ops a rewrite created are not acceptable (the gate shared with the gated
        MLIR driver, odsgen.runtime.gate.first_refused: each created op, and what it holds,
        must verify, have operands that dominate it, and be legal, after the driver tried
        to legalize it in turn), or None."""
        pattern = applied[-1].name

        def created() -> Iterable[ir.Operation]:
            for new in list(rw.created):
                if new.parent is None:
                    continue  # created, then erased by the same pattern
                for inner in list(new.walk()):
                    if inner.parent is not None:  # (legalizing an op before it may have erased it)
                        yield inner

        def legalize(inner: ir.Operation) -> str | None:
            if depth < self.max_depth and self.legalize(inner, depth + 1, [], applied):
                return None
            if depth >= self.max_depth and self.patterns_for(inner):
                return f"not legalized further: the driver legalizes created ops at most {self.max_depth} rewrites deep"
            return ""

        refused = first_refused(
            created(),
            lambda o: self._problems(o) + self._dominance(o),
            self.legality,
            self.describe,
            refuse_unknown=self.mode == "full",
            legalize=legalize,
        )
        if refused is not None:
            bad, reasons, malformed = refused
            return created_refusal(pattern, root.name, self.place(root), bad.name, reasons, malformed)
        if root.parent is not None and id(root) not in self.erased:
            lg = self.legality(root)
            if lg is None or not lg:
                return Refusal(pattern, root.name, self.place(root), f"left '{root.name}' in place and still not legal")
        return None


def apply_conversion(
    root: ir.Module | ir.Operation,
    target: LegalityTarget,
    patterns: Iterable[Pattern],
    mode: str = "partial",
    *,
    filename: str = "<module>",
    max_depth: int = 8,
    describe: Describe | None = None,
    verifier: OpVerifier | None = None,
    max_attempts: int = 1000,
    failures: PatternFailures | None = None,
) -> ConversionResult:
    """Convert ``root`` (a ``Module`` or an ``Operation`` and what it holds) toward ``target``.

    ``target`` answers ``legality(op)``: truthy (legal), falsy (illegal, with
    ``reasons``) or None (unknown), as ``odsgen.runtime.target.ConversionTarget`` does.
    ``describe(legality)`` words the reasons (default: each reason's message).
    ``verifier`` (an ``odsgen.runtime.verify.Verifier``; default: the target's ``verifier``
    attribute, if any) refuses a rewrite that creates an op failing verification against
    its ODS definition, or changes one in place so that it fails (with a problem it did
    not have before), with the reason in the result. A rewrite that leaves an operand
    not dominating its use (odsgen.runtime.dominance) is refused the same way.

    The work per op is bounded as in MLIR's dialect conversion: a pattern is not applied
    again to the ops created by its own rewrite (nor theirs), created ops are legalized at
    most ``max_depth`` rewrites deep, and one op gets at most ``max_attempts`` pattern
    applications; the refusal says which bound was reached.

    A pattern returns nothing: the rewriter records whether it acted, and one that made no
    change did not apply (odsgen.runtime.gate). What a pattern raises is raised, after its
    changes are undone, and so is ``ConversionError`` for a pattern that returns a bool
    contradicting what it did; with ``failures`` (an ``odsgen.runtime.gate.PatternFailures``)
    both are recorded there instead (anything but ``KeyboardInterrupt``: ``sys.exit()`` too),
    the rewrite is undone and the driver goes on, so one run finds every failing pattern.

    The module carries no trust of how it was read: the patterns change ops MLIR's
    verifier has not seen, so a check of the result reads it afresh (the checks' input
    record, odsgen.checking.inputs.read.ModuleInput's ``again``) and verifies every op.
    """
    if mode not in ("partial", "full"):
        raise ValueError(f"mode must be 'partial' or 'full', not {mode!r}")
    return _Driver(target, patterns, mode, filename, max_depth, describe, verifier, max_attempts, failures).run(root)


def apply_partial_conversion(
    root: ir.Module | ir.Operation, target: LegalityTarget, patterns: Iterable[Pattern], **kw: Any
) -> ConversionResult:
    return apply_conversion(root, target, patterns, "partial", **kw)


def apply_full_conversion(
    root: ir.Module | ir.Operation, target: LegalityTarget, patterns: Iterable[Pattern], **kw: Any
) -> ConversionResult:
    return apply_conversion(root, target, patterns, "full", **kw)

"""Target-gated patterns in MLIR's own greedy driver (``mlir.rewrite``).

MLIR 22's Python API has ``RewritePatternSet.add(root, fn, benefit)``, ``PatternRewriter``
and ``apply_patterns_and_fold_greedily``, but no dialect conversion. ``GatedPatterns``
registers a user pattern so that a rewrite which would create an op the target lacks is
refused: the pattern builds its new ops with ``rw.build(OpClass, ...)`` (a generated op
class and its ``build`` keywords, checked before anything is created) or
``rw.create(name, ...)`` and asks for
``rw.replace_op``/``rw.erase_op``; once it returns, every op it created (and every op
nested in them) is checked against the target. When one is not allowed, the new ops are
erased, nothing is replaced and the match fails, so the module is left as it was for
that match. Otherwise the replacements are made through MLIR's rewriter. Every created op
is verified against its ODS definition first (the package's ``VERIFIER``, as
``odsgen validate`` verifies): a pattern that builds a malformed op is refused the same
way, with MLIR's words for what is wrong. Every refused rewrite is recorded with its
reasons, as odsgen's own driver (odsgen.runtime.rewrite) records and words them: the
gate, the record and the wording are one (odsgen.runtime.gate)::

    import mlir.rewrite as rewrite
    from odsgen.runtime.mlir_gate import GatedPatterns
    from spirv.ops import BitReverseOp                              # an `odsgen gen` package (or spec.package.ops)

    gate = GatedPatterns(odsgen.load_spec(spec).checker, env)     # env: a TargetEnv (spec.target(text))
    patterns = rewrite.RewritePatternSet(ctx)

    def to_bit_reverse(op, rw):
        new = rw.build(BitReverseOp, operand=op.operands[0], result_type=op.results[0].type)
        rw.replace_op(op, new)

    gate.add(patterns, "test.convert_to_bit_reverse_op", to_bit_reverse)
    rewrite.apply_patterns_and_fold_greedily(module, patterns.freeze())
    print(gate.report())

A pattern returns nothing, as in odsgen's driver: the gated rewriter records whether it
acted (created an op, or asked for a replacement or an erasure), and one that did nothing
does not match. A pattern that returns a bool contradicting that record (MLIR's old
``return True`` when it does not match, odsgen's old ``return True`` after a rewrite of
nothing) is an error of the pattern, and so is anything it raises (``sys.exit()`` too, all
but ``KeyboardInterrupt``): its new ops are erased, the match fails, and the error, located
in the pattern's file, is in ``gate.errors`` and ``gate.report()``. Nothing here names a
bindings package: the op's own ``context`` and classes are used.
"""

from __future__ import annotations

import enum
import os
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from odsgen.diagnostics import Diagnostic, render_all
from odsgen.runtime import ir
from odsgen.runtime.gate import PatternFailures, Refusal, created_refusal, first_refused, pattern_code, place
from odsgen.runtime.mlir_adapter import DEFAULT_CONVERTER, Bindings, MlirOperation, adapt_operation
from odsgen.runtime.protocol import OpVerifier
from odsgen.runtime.verify import problem_text
from odsgen.source import Loc, SourceManager

__all__ = ["GatedPatterns", "GatedRewriter", "Refusal"]  # (Refusal: odsgen.runtime.gate's, shared with odsgen's driver)

# What ``fn(op, rw)`` is: the matched op of the bindings and the gated rewriter; it returns
# nothing (the rewriter records whether it acted).
PatternFn = Callable[[Bindings, "GatedRewriter"], object]


class LegalityChecker(Protocol):
    """What ``GatedPatterns`` asks of its checker (odsgen.checking.check.Checker)."""

    def legality(self, op: MlirOperation, env: Any) -> object:
        """``env``'s legality of ``op``: truthy when legal, None for ops of other dialects."""
        ...

    def describe(self, legality: Any) -> list[str]:
        """The reasons of a legality, in words."""
        ...


class GatedRewriter:
    """What a gated pattern sees: ``create`` records new ops; ``replace_op``/``erase_op``
    wait until the new ops are found legal. ``ip`` and ``rewriter`` are MLIR's."""

    __slots__ = ("rewriter", "root", "created", "_changes")

    def __init__(self, rewriter: Bindings, root: Bindings) -> None:
        self.rewriter = rewriter
        self.root = root
        self.created: list[Bindings] = []
        self._changes: list[tuple[str, Bindings, Bindings]] = []

    @property
    def has_done_action(self) -> bool:
        """Whether the pattern acted through this rewriter: created an op, or asked for a
        replacement or an erasure (as xDSL's ``PatternRewriter`` records)."""
        return bool(self.created or self._changes)

    @property
    def ip(self) -> Bindings:
        return self.rewriter.ip

    def create(
        self,
        name: str,
        operands: Iterable[Bindings] = (),
        results: Iterable[Bindings] = (),
        attributes: Bindings = None,
        regions: int = 0,
        loc: Bindings = None,
    ) -> Bindings:
        """A new op ``name`` at the rewriter's insertion point (``Operation.create``), located
        at the matched op unless ``loc`` says otherwise."""
        from_op = self.rewriter.ip
        new = _operation_class(from_op).create(
            name,
            results=list(results),
            operands=list(operands),
            attributes=attributes,
            regions=regions,
            loc=loc if loc is not None else self.root.location,
            ip=from_op,
        )
        self.created.append(new)
        return new

    def build(self, cls: Any, loc: Bindings = None, **arguments: Any) -> Bindings:
        """A new op of the generated op class ``cls`` (``spirv.ops.BitCountOp``) at the
        rewriter's insertion point, from the keyword arguments of ``cls.build`` (operands
        and result types are the bindings' values and types; attributes the bindings' or
        the Python values ``cls.build`` takes), checked against the spec and verified
        before anything is created, with ``cls.build``'s errors; located as ``create``'s."""
        bindings = sys.modules[type(self.root.operation).__module__]
        values: dict[int, Any] = {}
        types: dict[ir.Type, Any] = {}
        given = {k: _to_odsgen(v, bindings, values, types) for k, v in arguments.items()}
        odsgen_op = cls.build(**given).operation
        if any(r.blocks for r in odsgen_op.regions):
            raise TypeError(
                f"{cls.__name__}.build: rw.build creates the op's regions empty: fill them with the bindings' "
                "blocks once it is created (odsgen's blocks cannot go into an op of the bindings)"
            )
        ctx = self.root.context
        attrs: dict[str, Bindings] = {}
        for d in (odsgen_op.properties, odsgen_op.attributes):
            for name, a in (d or {}).items():
                attrs[name] = bindings.Attribute.parse(str(a), ctx)
        return self.create(
            odsgen_op.name,
            [values[id(v)] for v in odsgen_op.operands],
            [types.get(r.type) or bindings.Type.parse(str(r.type), ctx) for r in odsgen_op.results],
            attrs or None,
            len(odsgen_op.regions),
            loc,
        )

    def replace_op(self, op: Bindings, new: Bindings) -> None:
        self._changes.append(("replace", op, new))

    def erase_op(self, op: Bindings) -> None:
        self._changes.append(("erase", op, None))

    def _erased_in_use(self) -> tuple[str, str] | None:
        """(the name of an op the changes would erase while a result of it is used, why), or
        None. A use by an op it holds, or by an op erased or replaced before it, goes with it."""
        gone: list[Bindings] = []
        for kind, op, _ in self._changes:
            operation: Bindings = getattr(op, "operation", op)
            if kind == "erase":
                for result in operation.results:
                    for use in result.uses:
                        user: Bindings = getattr(use.owner, "operation", use.owner)
                        if not any(_holds(g, user) for g in (operation, *gone)):
                            return operation.name, (
                                f"result #{result.result_number} is still used by '{user.name}': "
                                "replace its uses first (replace_op)"
                            )
            gone.append(operation)
        return None

    def _discard(self) -> None:
        """Erase the ops the pattern created (newest first); nothing is replaced."""
        for new in reversed(self.created):
            created: Bindings = getattr(new, "operation", new)
            created.erase()

    def _commit(self) -> None:
        for kind, op, new in self._changes:
            if kind == "replace":
                self.rewriter.replace_op(op, new)
            else:
                self.rewriter.erase_op(getattr(op, "operation", op))  # (it takes an Operation, not an OpView)


def _holds(op: Bindings, other: Bindings) -> bool:
    """Whether ``other`` is ``op`` or nested in it (operations of the bindings)."""
    cur: Bindings = other
    while cur is not None:
        cur = getattr(cur, "operation", cur)
        if cur == op:
            return True
        cur = cur.parent
    return False


def _to_odsgen(v: Any, bindings: Any, values: dict[int, Any], types: dict[ir.Type, Any]) -> Any:
    """A ``build`` argument with the bindings' values, types and attributes made odsgen's
    (a value becomes a stand-in of its type, remembered in ``values`` by identity; each
    type given is remembered in ``types``)."""
    if isinstance(v, bindings.Value):
        stand_in = ir.Value(DEFAULT_CONVERTER.type(v.type))
        values[id(stand_in)] = v
        return stand_in
    if isinstance(v, bindings.Type):
        t = DEFAULT_CONVERTER.type(v)
        types[t] = v
        return t
    if isinstance(v, bindings.Attribute):
        return DEFAULT_CONVERTER.attr(v)
    if not isinstance(v, (str, bytes, enum.Enum)) and hasattr(v, "__len__") and hasattr(v, "__iter__"):  # op.operands
        return [_to_odsgen(x, bindings, values, types) for x in v]
    return v


_OPERATION: dict[int, type] = {}


def _operation_class(ip: Bindings) -> Bindings:
    """The bindings' ``Operation`` class, found from the insertion point's block (no package named)."""
    owner = ip.block.owner
    cls = type(owner.operation) if hasattr(owner, "operation") else type(owner)
    return _OPERATION.setdefault(id(cls), cls)


@dataclass
class GatedPatterns:
    """User patterns for ``mlir.rewrite`` gated by a target env of a generated package.

    ``checker``: an odsgen.checking.check.Checker (``odsgen.load_spec(spec).checker``:
    the generated package's op classes and the spec's type rules), which words the reasons;
    ``env``: a ``TargetEnv`` of its package; ``verifier``: an odsgen.runtime.verify.Verifier
    (default: the package's ``VERIFIER``; ``False``: no verification)."""

    checker: LegalityChecker
    env: object
    refused: list[Refusal] = field(default_factory=list)
    rewritten: int = 0
    verifier: OpVerifier | Literal[False] | None = None
    # What the patterns raised, or returned against the contract (``errors`` words them).
    failures: PatternFailures = field(default_factory=lambda: PatternFailures(_adapted), init=False, repr=False)
    # A pattern's name -> where it is defined.
    _defined: dict[str, Loc] = field(default_factory=dict, init=False, repr=False)

    def __post_init__(self) -> None:
        if self.verifier is None:
            ops = getattr(getattr(self.checker, "package", None), "ops", None)
            self.verifier = getattr(ops, "VERIFIER", None)

    def legality(self, op: Bindings) -> object:
        """The target's legality of an ``mlir.ir`` op, or None for ops of other dialects."""
        return self.checker.legality(adapt_operation(op, DEFAULT_CONVERTER), self.env)

    def _problems(self, op: Bindings) -> list[str]:
        """Why ``op`` fails verification against its ODS definition, in MLIR's words (empty: well-formed)."""
        verifier = self.verifier or None
        if verifier is None:
            return []
        adapted = adapt_operation(op, DEFAULT_CONVERTER)
        res = verifier.verify(adapted)
        if res is None or not res.errors:
            return []
        return [problem_text(adapted.name, p.category, p.message) for p in res.errors]

    def wrap(self, fn: PatternFn, name: str | None = None) -> Callable[[Bindings, Bindings], bool | None]:
        """``fn(op, rw)`` gated: the callable to give ``RewritePatternSet.add``."""
        pattern_name = name or str(getattr(fn, "__name__", "pattern"))
        code = pattern_code(fn)
        if code is not None and not code.co_filename.startswith("<"):
            shown = os.path.relpath(code.co_filename)  # (as a pattern file's path is shown: from here)
            shown = code.co_filename if shown.startswith("..") else shown
            self._defined.setdefault(pattern_name, Loc(shown, code.co_firstlineno, 1))

        def refuse(refusal: Refusal, rw: GatedRewriter) -> bool:
            if refusal not in self.refused:  # the greedy driver tries a failed match again
                self.refused.append(refusal)
            rw._discard()
            return True

        def gated(op: Bindings, rewriter: Bindings) -> bool | None:
            rw = GatedRewriter(rewriter, op)
            acted = lambda: rw.has_done_action  # noqa: E731
            if not self.failures.run(pattern_name, lambda: fn(op, rw), acted, op) or not rw.has_done_action:
                rw._discard()
                return True  # (MLIR's failure to match)
            in_use = rw._erased_in_use()
            if in_use is not None:
                adapted = adapt_operation(op, DEFAULT_CONVERTER)
                what = f"erased '{in_use[0]}', whose results are still used"
                return refuse(
                    Refusal(pattern_name, adapted.name, _loc(adapted), what, (in_use[1],), erased=in_use[0]), rw
                )
            refused = first_refused(
                _walk([getattr(n, "operation", n) for n in rw.created]),
                self._problems,
                self.legality,
                self.checker.describe,
            )
            if refused is not None:
                bad, reasons, malformed = refused
                adapted = adapt_operation(op, DEFAULT_CONVERTER)
                return refuse(
                    created_refusal(pattern_name, adapted.name, _loc(adapted), bad.name, reasons, malformed), rw
                )
            rw._commit()
            self.rewritten += 1
            return None

        return gated

    def add(self, patterns: Bindings, root: Bindings, fn: PatternFn, benefit: int = 1, name: str | None = None) -> None:
        """Register ``fn`` on ``root`` in ``patterns`` (a ``RewritePatternSet``), gated."""
        patterns.add(root, self.wrap(fn, name), benefit)

    @property
    def errors(self) -> list[Diagnostic]:
        """What the patterns raised, or returned against the contract: one located error per
        pattern and exception type, at the line of the pattern's file that raised (else
        where the pattern is defined), with a note at the op it was rewriting."""
        files = {(loc.file, loc.file) for loc in self._defined.values()}
        return self.failures.diagnostics(
            sorted(files), self._defined.get, lambda op: Loc(op.filename, op.line, op.col) if op.filename else None
        )

    def report(self) -> str:
        """The errors of the patterns, then every refused rewrite, each with a note worded as
        ``odsgen convert`` words it (``pattern NAME (file:line:1): created '...', which the
        target does not allow: ...``)."""
        lines = []
        errors = self.errors
        if errors:
            sources = SourceManager()
            for d in errors:
                if d.loc is not None and sources.get(d.loc.file) is None:
                    try:
                        with open(d.loc.file, encoding="utf-8", errors="replace") as f:
                            sources.add(d.loc.file, f.read())
                    except OSError:
                        pass
            lines.append(render_all(errors, sources).rstrip("\n"))
        for r in self.refused:
            defined = self._defined.get(r.pattern)
            lines.append(f"{place(r.loc)}: '{r.op}': rewrite refused")
            lines.append(f"  note: {r.note(str(defined) if defined else None)}")
        return "\n".join(lines)


def _adapted(op: Bindings) -> MlirOperation:
    return adapt_operation(op, DEFAULT_CONVERTER)


def _walk(ops: list[Bindings]) -> Iterable[Bindings]:
    """``ops`` and every op nested in them, each before what it holds."""
    stack = list(reversed(ops))
    while stack:
        cur = stack.pop()
        yield cur
        for region in reversed(list(cur.regions)):
            for block in reversed(list(region.blocks)):
                stack.extend(reversed(list(block.operations)))


def _loc(op: MlirOperation) -> Loc:
    """Where the op is (no file: not located, odsgen.runtime.gate.place's ``<unknown>``)."""
    return Loc(op.filename, op.line, op.col) if op.filename else Loc("", 0, 0)

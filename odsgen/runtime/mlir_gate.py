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
reasons, worded as odsgen's own driver (odsgen.runtime.rewrite) words them::

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

As with ``RewritePatternSet.add``, a pattern that does not match returns a true value
(``return True``); returning None means it made its rewrite. Nothing here names a
bindings package: the op's own ``context`` and classes are used.
"""

from __future__ import annotations

import enum
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from odsgen.runtime import ir
from odsgen.runtime.mlir_adapter import DEFAULT_CONVERTER, Bindings, MlirOperation, adapt_operation
from odsgen.runtime.protocol import OpVerifier
from odsgen.runtime.verify import problem_text

__all__ = ["GatedPatterns", "GatedRewriter", "Refusal"]

# What ``fn(op, rw)`` is: the matched op of the bindings and the gated rewriter; a true
# value when it did not match.
PatternFn = Callable[[Bindings, "GatedRewriter"], object]


class LegalityChecker(Protocol):
    """What ``GatedPatterns`` asks of its checker (odsgen.analysis.check.Checker)."""

    def legality(self, op: MlirOperation, env: Any) -> object:
        """``env``'s legality of ``op``: truthy when legal, None for ops of other dialects."""
        ...

    def describe(self, legality: Any) -> list[str]:
        """The reasons of a legality, in words."""
        ...


@dataclass(frozen=True, slots=True)
class Refusal:
    """A rewrite refused because it would create an op that is malformed (fails verification
    against its ODS definition) or that the target does not allow, or (``erased``) because
    it erases an op whose results are still used (MLIR's rewriter would abort on it)."""

    pattern: str
    op: str  # the matched op
    loc: str
    created: str  # the first op it created that is malformed or that the target does not allow
    reasons: tuple[str, ...]
    malformed: bool = False
    erased: str = ""  # the op it would erase while its results are used

    @property
    def what(self) -> str:
        if self.erased:
            return f"erased '{self.erased}', whose results are still used"
        if self.malformed:
            return f"created '{self.created}' (replacing the op at {self.loc}), which is malformed"
        return f"created '{self.created}', which the target does not allow"

    @property
    def why(self) -> str:
        return f"{self.what}: {'; '.join(self.reasons)}"

    def to_json(self) -> dict[str, object]:
        return {
            "pattern": self.pattern,
            "op": self.op,
            "loc": self.loc,
            "created": self.created,
            "malformed": self.malformed,
            "reasons": list(self.reasons),
            **({"erased": self.erased} if self.erased else {}),
        }


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

    ``checker``: an odsgen.analysis.check.Checker (``odsgen.load_spec(spec).checker``:
    the generated package's op classes and the spec's type rules), which words the reasons;
    ``env``: a ``TargetEnv`` of its package; ``verifier``: an odsgen.runtime.verify.Verifier
    (default: the package's ``VERIFIER``; ``False``: no verification)."""

    checker: LegalityChecker
    env: object
    refused: list[Refusal] = field(default_factory=list)
    rewritten: int = 0
    verifier: OpVerifier | Literal[False] | None = None

    def __post_init__(self) -> None:
        if self.verifier is None:
            ops = getattr(getattr(self.checker, "package", None), "ops", None)
            self.verifier = getattr(ops, "VERIFIER", None)

    def legality(self, op: Bindings) -> object:
        """The target's legality of an ``mlir.ir`` op, or None for ops of other dialects."""
        return self.checker.legality(adapt_operation(op, DEFAULT_CONVERTER), self.env)

    def _first_refused(self, created: list[Bindings]) -> tuple[Bindings, tuple[str, ...], bool] | None:
        """(the first created op that is malformed or not allowed, the reasons, malformed?),
        or None; each op (and what it holds, outermost first) is verified, then checked
        against the target."""
        verifier = self.verifier or None
        for new in created:
            stack = [new]
            while stack:
                cur = stack.pop()
                if verifier is not None:
                    adapted = adapt_operation(cur, DEFAULT_CONVERTER)
                    res = verifier.verify(adapted)
                    if res is not None and res.errors:
                        return (
                            adapted,
                            tuple(problem_text(adapted.name, p.category, p.message) for p in res.errors),
                            True,
                        )
                lg = self.legality(cur)
                if lg is not None and not lg:
                    return cur, tuple(self.checker.describe(lg)), False
                for region in cur.regions:
                    for block in region.blocks:
                        stack.extend(reversed(list(block.operations)))
        return None

    def wrap(self, fn: PatternFn, name: str | None = None) -> Callable[[Bindings, Bindings], bool | None]:
        """``fn(op, rw)`` gated: the callable to give ``RewritePatternSet.add``."""
        pattern_name = name or str(getattr(fn, "__name__", "pattern"))

        def gated(op: Bindings, rewriter: Bindings) -> bool | None:
            rw = GatedRewriter(rewriter, op)
            failed = fn(op, rw)
            if failed:
                for new in reversed(rw.created):
                    new.operation.erase() if hasattr(new, "operation") else new.erase()
                return True
            in_use = rw._erased_in_use()
            if in_use is not None:
                adapted = adapt_operation(op, DEFAULT_CONVERTER)
                refusal = Refusal(pattern_name, adapted.name, _loc(adapted), "", (in_use[1],), erased=in_use[0])
                if refusal not in self.refused:
                    self.refused.append(refusal)
                for new in reversed(rw.created):
                    erased: Bindings = getattr(new, "operation", new)
                    erased.erase()
                return True
            refused = self._first_refused([getattr(n, "operation", n) for n in rw.created])
            if refused is not None:
                bad, reasons, malformed = refused
                adapted = adapt_operation(op, DEFAULT_CONVERTER)
                refusal = Refusal(pattern_name, adapted.name, _loc(adapted), bad.name, reasons, malformed)
                if refusal not in self.refused:  # the greedy driver tries a failed match again
                    self.refused.append(refusal)
                for new in reversed(rw.created):
                    created: Bindings = getattr(new, "operation", new)
                    created.erase()
                return True
            rw._commit()
            self.rewritten += 1
            return None

        return gated

    def add(self, patterns: Bindings, root: Bindings, fn: PatternFn, benefit: int = 1, name: str | None = None) -> None:
        """Register ``fn`` on ``root`` in ``patterns`` (a ``RewritePatternSet``), gated."""
        patterns.add(root, self.wrap(fn, name), benefit)

    def report(self) -> str:
        """Every refused rewrite with its reasons, one block each."""
        lines = []
        for r in self.refused:
            lines.append(f"{r.loc}: '{r.op}': pattern {r.pattern} refused: {r.what}")
            lines.extend(f"  {why}" for why in r.reasons)
        return "\n".join(lines)


def _loc(op: MlirOperation) -> str:
    return f"{op.filename}:{op.line}:{op.col}" if op.filename else "<unknown>"

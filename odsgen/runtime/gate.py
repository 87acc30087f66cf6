"""The rewrite contract shared by odsgen's conversion driver (odsgen.runtime.rewrite) and
the gated MLIR driver (odsgen.runtime.mlir_gate): one rule for what a pattern returns, one
gate for the ops it creates, one record and one wording for a refused rewrite, and one
way to turn what a pattern raised into a located error.

- **What a pattern returns.** As in xDSL, the rewriter records whether the pattern acted
  (any change made through it); a pattern returns nothing. A pattern that still returns
  a bool is checked against that record (``contract_problem``): ``True`` without a change
  or ``False`` after one is an error of the pattern, so a pattern written for the old
  conventions (odsgen's "True when it rewrote", MLIR's "True when it does not match")
  fails loudly instead of meaning the opposite of what it says.
- **The gate** (``first_refused``): the first op a rewrite created (the created ops and
  what they hold, outermost first) that fails verification against its ODS definition or
  that the target does not allow.
- **The record** (``Refusal``) and its wording (``created_refusal``, ``Refusal.why``,
  ``Refusal.note``): ``pattern static_reshape (downgrade.py:132:1): created
  'df.tensor.reshape', which the target does not allow: MinVersion: ...``.
- **What a pattern raises** (``PatternFailures``): anything but ``KeyboardInterrupt``
  (``sys.exit()``, ``GeneratorExit`` too) is recorded once per pattern and exception type
  and becomes an error located at the line of the pattern's file that raised.
"""

from __future__ import annotations

import os
import traceback
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from types import CodeType
from typing import Any, TypeVar

from odsgen.diagnostics import Diagnostic, Severity
from odsgen.source import Loc

__all__ = [
    "Refusal",
    "UNAVAILABLE",
    "place",
    "created_refusal",
    "first_refused",
    "contract_problem",
    "ContractError",
    "PatternFailures",
    "pattern_code",
    "frame_loc",
    "exception_text",
    "NOT_DECLARED",
]

Op = TypeVar("Op")

# Why an op the target does not know is refused where only legal ops may be created.
NOT_DECLARED = "the target does not declare it legal"

# What a pattern returns, said in every error about it.
CONTRACT = (
    "a pattern returns nothing: the rewriter records whether it changed the module "
    "(True and False are no longer needed, and MLIR's 'True when it does not match' is gone)"
)


# --------------------------------------------------------------------------- the record


# What a report says of an op of a module that its target does not allow (``Refusal.unavailable``).
UNAVAILABLE = "is not available on the target"


@dataclass(frozen=True, slots=True)
class Refusal:
    """An op that was refused, and why: the one record of a refusal, for odsgen's driver,
    MLIR's gated driver, the xDSL passes, and validate's ops the target does not allow.

    A pattern's rewrite (``pattern`` its name) of the op at ``loc`` that was not accepted
    (and was undone): ``what`` says what the rewrite did wrong (``created
    'spirv.AtomicAnd', which the target does not allow``), ``reasons`` why (the target's
    reasons, or MLIR's words for what is malformed). ``created`` names the first created op
    refused by the gate, ``malformed`` whether it failed verification; ``erased`` an op
    erased while its results were used.

    An op of a module the target does not allow (``unavailable``: no ``pattern``):
    ``reasons`` are the target's (odsgen.runtime.target.Reason), ``subject`` the op itself.

    ``loc`` is a ``Loc`` (``place`` words it): line 0 is an op with no place of its own
    (one a rewrite created, in ``loc.file``; no file: not located)."""

    pattern: str
    op: str  # the matched op's name
    loc: Loc  # where the matched op is
    what: str
    reasons: tuple[Any, ...] = ()  # words, or the target's Reasons (``.message``)
    created: str = ""
    malformed: bool = False
    erased: str = ""
    defined: str | None = None  # where the pattern is defined (file:line:col), when the driver knows
    subject: Any = field(default=None, compare=False, repr=False)  # the op refused (``unavailable``)

    @classmethod
    def unavailable(cls, subject: Any, name: str, loc: Loc, reasons: Iterable[Any]) -> "Refusal":
        """The op ``subject`` (named ``name``, at ``loc``) that its target does not allow, for ``reasons``."""
        return cls("", name, loc, UNAVAILABLE, tuple(reasons), subject=subject)

    def __str__(self) -> str:
        """A rewrite's refusal: its note; an op the target does not allow: its error in one
        line (``file:line:col: error: 'OP' op is not available on the target: REASON; REASON``)."""
        if not self.pattern:
            return f"{place(self.loc)}: error: '{self.op}' op {self.what}: " + "; ".join(self.words())
        return self.note()

    def words(self) -> list[str]:
        """The reasons in words."""
        return [r if isinstance(r, str) else r.message for r in self.reasons]

    @property
    def why(self) -> str:
        """The refusal in one line: what the rewrite did, then why it is refused."""
        return f"{self.what}: {'; '.join(self.words())}" if self.reasons else self.what

    def note(self, defined: str | None = None) -> str:
        """``pattern NAME (where it is defined): why``: the line a report gives the refusal."""
        defined = defined or self.defined
        return f"pattern {self.pattern}{f' ({defined})' if defined else ''}: {self.why}"

    def to_json(self, defined: str | None = None) -> dict[str, object]:
        defined = defined or self.defined
        out: dict[str, object] = {"pattern": self.pattern, "refused": self.why}
        if defined:
            out["pattern_loc"] = defined
        return out


def place(loc: Loc) -> str:
    """How a refusal names where its op is: ``FILE:LINE:COL`` (``str(Loc)``); an op with no
    line, ``FILE:(created)`` (one a rewrite created), or ``<unknown>`` without a file."""
    if loc.line or loc.label:
        return str(loc)
    return f"{loc.file}:(created)" if loc.file else "<unknown>"


def created_refusal(
    pattern: str,
    op: str,
    loc: Loc,
    created: str,
    reasons: Iterable[str],
    malformed: bool,
    defined: str | None = None,
) -> Refusal:
    """The refusal of a rewrite of ``op`` (at ``loc``) whose created op ``created`` is
    malformed or not allowed on the target, for ``reasons`` (``defined``: where the
    pattern is defined)."""
    if malformed:
        what = f"created '{created}' (replacing the op at {place(loc)}), which is malformed"
    else:
        what = f"created '{created}', which the target does not allow"
    return Refusal(pattern, op, loc, what, tuple(reasons), created, malformed, defined=defined)


# --------------------------------------------------------------------------- the gate


def first_refused(
    ops: Iterable[Op],
    problems: Callable[[Op], list[str]],
    legality: Callable[[Op], object],
    describe: Callable[[Any], list[str]],
    *,
    refuse_unknown: bool = False,
    legalize: Callable[[Op], str | None] | None = None,
) -> tuple[Op, tuple[str, ...], bool] | None:
    """(the first op of ``ops`` that is malformed or not allowed, the reasons, malformed?),
    or None when every one is acceptable.

    ``ops`` are the ops a rewrite created and what they hold, outermost first;
    ``problems(op)`` why it is malformed (empty: well-formed); ``legality(op)`` is truthy
    when the target allows it, falsy (``describe`` words it) when not, None when the target
    does not know it (allowed unless ``refuse_unknown``). ``legalize(op)``, when given, is
    tried on an op that is not allowed: None when it made the op acceptable, else a note
    to add to the reasons ("" for none)."""
    for op in ops:
        bad = problems(op)
        if bad:
            return op, tuple(bad), True
        lg = legality(op)
        if lg is not None and lg:
            continue
        if lg is None and not refuse_unknown:
            continue
        note = legalize(op) if legalize is not None else ""
        if note is None:
            continue
        reasons = [*describe(lg)] if lg is not None else [NOT_DECLARED]
        return op, (*reasons, *([note] if note else [])), False
    return None


# --------------------------------------------------------------------------- what a pattern returns


class ContractError(Exception):
    """A pattern returned a bool that contradicts what its rewriter recorded."""


def contract_problem(returned: object, acted: bool) -> str | None:
    """Why what a pattern returned contradicts whether it acted (changed the module through
    the rewriter), or None. Only the two bools are read; anything else is ignored."""
    if returned is True and not acted:
        return f"returned True but made no change through the rewriter: {CONTRACT}"
    if returned is False and acted:
        return f"returned False but changed the module through the rewriter: {CONTRACT}"
    return None


# --------------------------------------------------------------------------- what a pattern raises


def pattern_code(p: object) -> CodeType | None:
    """The code of a pattern: a function's, a ``@pattern`` function's, or a ``Pattern``
    class's ``match_and_rewrite``; None when there is none."""
    code = getattr(p, "__code__", None)
    if code is None:
        code = getattr(getattr(p, "fn", None), "__code__", None)
    if code is None:
        code = getattr(getattr(type(p), "match_and_rewrite", None), "__code__", None)
    return code if isinstance(code, CodeType) else None


def frame_loc(exc: BaseException, path: str, shown: str) -> Loc | None:
    """Where in the file ``path`` (shown as ``shown``) ``exc`` was raised: its innermost frame there."""
    want = os.path.abspath(path)
    best = None
    for frame in traceback.extract_tb(exc.__traceback__):
        if frame.filename and os.path.abspath(frame.filename) == want and frame.lineno:
            best = frame
    if best is None or best.lineno is None:
        return None
    col = (best.colno + 1) if best.colno is not None else 1
    return Loc(shown, best.lineno, col)


def exception_text(exc: BaseException) -> str:
    """``KeyError: 'mask'``: the exception's type and the first line of its message."""
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__


class PatternFailures:
    """What user patterns raised, or returned against the contract, while a driver ran:
    one entry per pattern and exception type (the first exception, the op it was rewriting,
    how many ops), so that one run reports every failing pattern, each once."""

    def __init__(self, keep: Callable[[Any], Any] | None = None) -> None:
        self.entries: dict[tuple[str, str], list[Any]] = {}
        self.keep = keep  # what to keep of the op a pattern failed on (default: the op)

    def __bool__(self) -> bool:
        return bool(self.entries)

    def run(self, pattern: str, call: Callable[[], object], acted: Callable[[], bool], op: object) -> bool:
        """Run a user pattern (``call``); True when it kept the contract, False when it raised
        (anything but ``KeyboardInterrupt``) or returned a bool that contradicts ``acted()``,
        which is then recorded against ``pattern`` and ``op``."""
        try:
            returned = call()
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # noqa: BLE001 - user code (sys.exit too): a located error after the run
            self.record(pattern, exc, op)
            return False
        problem = contract_problem(returned, acted())
        if problem is not None:
            self.record(pattern, ContractError(problem), op)
            return False
        return True

    def record(self, pattern: str, exc: BaseException, op: object) -> None:
        key = (pattern, type(exc).__name__)
        hit = self.entries.get(key)
        if hit is None:
            self.entries[key] = [exc, op if self.keep is None else self.keep(op), 1]
        else:
            hit[2] += 1

    def diagnostics(
        self,
        files: Iterable[tuple[str, str]],
        defined: Callable[[str], Loc | None],
        op_loc: Callable[[Any], Loc | None],
    ) -> list[Diagnostic]:
        """One located error per entry: at the line of ``files`` ((path, shown) pairs) that
        raised, else where the pattern is defined (``defined(name)``), with a note at the op
        it was rewriting (``op_loc(op)``); in the order of the files, as a compiler reports."""
        files = list(files)
        diags = []
        for (name, _), (exc, op, count) in self.entries.items():
            loc = next((hit for full, shown in files if (hit := frame_loc(exc, full, shown)) is not None), None)
            if isinstance(exc, ContractError):
                text = f"pattern '{name}' {exc}"
            else:
                text = f"pattern '{name}' raised {exception_text(exc)}"
            d = Diagnostic(loc or defined(name), Severity.ERROR, text)
            more = f" (and {count - 1} more ops)" if count > 1 else ""
            diags.append(d.with_note(op_loc(op), f"while rewriting '{getattr(op, 'name', op)}'{more}"))
        return sorted(diags, key=lambda d: (d.loc is None, d.loc.file if d.loc else "", d.loc.line if d.loc else 0))

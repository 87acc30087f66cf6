"""Moving a module to a target with a user's rewrite patterns: ``odsgen convert``
(docs/convert.md), as StableHLO's ``vhlo-to-version`` and ONNX's ``version_converter`` do.

A pattern file is user Python: every module-level ``odsgen.runtime.rewrite.Pattern`` in
it (what ``@pattern`` makes of a function) is a pattern. The module is converted by
odsgen.runtime.rewrite's driver toward the spec's conversion target (the dialect's ops are
legal when the target allows them, type rules included; a rewrite whose new ops are not
legal, or malformed, is refused and rolled back), then checked as ``odsgen validate``
checks it: what still blocks the target is validate's report of the result, each op with
the rewrites that were refused for it and why.

The input is verified against its ODS definitions first, as ``odsgen validate`` verifies
a module (``verify=False``: a trusted producer): a malformed module is not converted, and
its report is validate's report of it.

A pattern file that cannot be imported, or a pattern that raises, is bad input: one
located error per problem (``downgrade.py:12:5: error: pattern 'drop_mask' raised
KeyError: 'mask'``), never a traceback; the module is then not written.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Iterable, Sequence
import dataclasses
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, BinaryIO, cast

from odsgen.diagnostics import Diagnostic, OdsgenError, Severity
from odsgen.runtime.gate import PatternFailures, Refusal, exception_text, frame_loc, pattern_code
from odsgen.checking.reports.records import ModuleReport
from odsgen.runtime.rewrite import ConversionResult, Pattern
from odsgen.source import Loc, SourceManager

if TYPE_CHECKING:
    from odsgen.checking.inputs.read import ModuleInput
    from odsgen.checking.spec import LoadedSpec
    from odsgen.runtime import ir
    from odsgen.runtime.target import TargetEnv

__all__ = [
    "Conversion",
    "load_patterns",
    "gather_patterns",
    "convert_module",
    "writes_model",
    "write_conversion",
    "write_module_atomically",
]


# --------------------------------------------------------------------------- pattern files


def _pattern_sources(path: str, shown: str, sources: SourceManager | None = None) -> SourceManager:
    """``sources`` (or a new manager) with the pattern file's text, for the source line of a report."""
    sources = sources if sources is not None else SourceManager()
    if sources.get(shown) is None:
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                sources.add(shown, f.read())
        except OSError:
            pass
    return sources


def load_patterns(path: str | os.PathLike[str], known_ops: Iterable[str] = ()) -> list[Pattern]:
    """The patterns of the pattern file ``path``: its module-level ``Pattern`` objects, in
    the order the file defines them. The file is imported with importlib under a private
    name (taken out of ``sys.modules`` again afterwards).

    A file that does not parse or raises while importing, that defines no pattern, or a
    pattern whose root is an op of ``known_ops``' dialects that is not among them (a typo
    that would never match), raises one ``OdsgenError`` located in the file.
    """
    from odsgen.checking.spec import no_file

    shown = os.fspath(path)
    if not os.path.isfile(shown):
        raise no_file(shown, "--patterns")
    full = os.path.abspath(shown)
    name = f"_odsgen_patterns_{abs(hash(full)):x}"
    spec = importlib.util.spec_from_file_location(name, full)
    if spec is None or spec.loader is None:
        raise OdsgenError(
            Diagnostic(Loc(shown, 0, 0), Severity.ERROR, "not a Python file: a pattern file ends in '.py'")
        )
    module = importlib.util.module_from_spec(spec)
    saved = sys.modules.get(name)
    sys.modules[name] = module  # dataclasses and typing look their module up while it runs
    no_bytecode = sys.dont_write_bytecode
    sys.dont_write_bytecode = True  # no __pycache__/ beside the user's files
    try:
        spec.loader.exec_module(module)
    except SyntaxError as exc:
        loc = Loc(shown, exc.lineno or 1, exc.offset or 1)
        msg = exc.msg if not isinstance(exc, IndentationError) else f"{exc.msg} ({type(exc).__name__})"
        raise OdsgenError(Diagnostic(loc, Severity.ERROR, msg), _pattern_sources(full, shown)) from None
    except KeyboardInterrupt:
        raise
    except BaseException as exc:  # noqa: BLE001 - user code (sys.exit too): any failure is bad input, located
        loc = frame_loc(exc, full, shown) or Loc(shown, 1, 1)
        raise OdsgenError(
            Diagnostic(loc, Severity.ERROR, f"importing the pattern file raised {exception_text(exc)}"),
            _pattern_sources(full, shown),
        ) from None
    finally:
        sys.dont_write_bytecode = no_bytecode
        if saved is None:
            sys.modules.pop(name, None)
        else:
            sys.modules[name] = saved
    patterns: list[Pattern] = []
    for value in vars(module).values():
        if isinstance(value, Pattern) and not any(value is p for p in patterns):
            patterns.append(value)
    _check_values(patterns, full, shown)
    if not patterns:
        raise OdsgenError(
            Diagnostic(
                Loc(shown, 1, 1),
                Severity.ERROR,
                "the pattern file defines no pattern (a function decorated with "
                "@odsgen.runtime.rewrite.pattern, or an instance of a Pattern subclass)",
            ),
            _pattern_sources(full, shown),
        )
    _check_roots(patterns, set(known_ops), full, shown)
    return patterns


def gather_patterns(
    patterns: str | os.PathLike[str] | Pattern | Iterable[str | os.PathLike[str] | Pattern],
    known_ops: Iterable[str] = (),
) -> tuple[list[Pattern], list[str]]:
    """(patterns, pattern files) from a pattern file's path, a ``Pattern``, or a list of
    them; each file is read with ``load_patterns``."""
    items = [patterns] if isinstance(patterns, (str, os.PathLike, Pattern)) else list(patterns)
    known = list(known_ops)
    out: list[Pattern] = []
    files: list[str] = []
    for item in items:
        if isinstance(item, Pattern):
            _check_values([item])
            out.append(item)
        else:
            files.append(os.fspath(item))
            out += load_patterns(item, known)
    return out, files


def _definition_loc(p: Pattern, full: str, shown: str) -> Loc | None:
    """Where the pattern is defined in the file ``full`` (its function, or its class's
    ``match_and_rewrite``), or None."""
    code = pattern_code(p)
    if code is not None and os.path.abspath(code.co_filename) == full:
        return Loc(shown, code.co_firstlineno, 1)
    return None


def _check_values(patterns: list[Pattern], full: str | None = None, shown: str | None = None) -> None:
    """Each pattern's root, benefit and name can be used (a class's attributes, which
    ``@pattern`` checks when it is called), else an error at its definition in the
    pattern file ``full`` (shown as ``shown``; None: a pattern given in Python)."""
    from odsgen.runtime.rewrite import pattern_problem

    diags = []
    for p in patterns:
        try:
            problem = pattern_problem(p.root, p.benefit, p.name)
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # noqa: BLE001 - a user property that raises
            problem = f"reading its root, benefit or name raised {exception_text(exc)}"
        if problem is not None:
            loc = None
            if full is not None and shown is not None:
                loc = _definition_loc(p, full, shown) or Loc(shown, 1, 1)
            diags.append(Diagnostic(loc, Severity.ERROR, f"pattern {type(p).__name__}: {problem}"))
    if diags:
        raise OdsgenError(diags, _pattern_sources(full, shown) if full is not None and shown is not None else None)


def _check_roots(patterns: list[Pattern], known: set[str], full: str, shown: str) -> None:
    """A pattern rooted at an op name of the spec's dialects that the spec lacks never matches."""
    from odsgen.checking.targets.syntax import suggest

    if not known:
        return
    dialects = {k.partition(".")[0] for k in known}
    diags = []
    for p in patterns:
        root = p.root
        if root is None or root in known or root.partition(".")[0] not in dialects:
            continue
        d = Diagnostic(
            _definition_loc(p, full, shown) or Loc(shown, 1, 1),
            Severity.ERROR,
            f"pattern '{p.name}' matches '{root}', which is not an op of the spec's dialect "
            f"'{root.partition('.')[0]}'",
        )
        near = suggest(root, sorted(known))
        if near:
            d = d.with_note(None, "did you mean " + " or ".join(f"'{o}'" for o in near) + "?")
        diags.append(d)
    if diags:
        raise OdsgenError(diags, _pattern_sources(full, shown))


def _defined(patterns: Sequence[Pattern], pattern_files: Iterable[str]) -> dict[str, Loc]:
    """Each pattern's name -> where it is defined in the pattern files (the first of a name)."""
    files = [(os.path.abspath(f), f) for f in pattern_files]
    out: dict[str, Loc] = {}
    for p in patterns:
        for full, shown in files:
            loc = _definition_loc(p, full, shown)
            if loc is not None:
                out.setdefault(p.name, loc)
                break
    return out


# --------------------------------------------------------------------------- converting


@dataclass
class Conversion:
    """The result of ``convert_module``: the converted module and the report."""

    module: ir.Module | None  # converted in place (None: MLIR rejected the input as it read it)
    name: str
    target: TargetEnv
    driver: ConversionResult
    check: ModuleReport  # validate's report of the result
    attempts: dict[Loc, list[Refusal]] = field(default_factory=dict)  # op's place -> refused rewrites
    # A pattern's name -> where it is defined (``downgrade.py:12:1``), for the refused rewrites' notes.
    defined: dict[str, Loc] = field(default_factory=dict)
    # The input was malformed: not converted; ``check`` is validate's report of the input.
    input_malformed: bool = False

    @property
    def status(self) -> str:
        """``legal``, ``illegal`` or ``malformed`` (validate's status of the result)."""
        return self.check.status

    @property
    def legal(self) -> bool:
        return self.status == "legal"

    def records(self) -> ModuleReport:
        """validate's report of the result with the rewrites refused for each op it does not
        allow (``Unavailable.attempts``), as records: what the reports for CI systems are
        made from (``to_json``'s ``illegal``, unread)."""
        illegal = self.check.illegal  # (a malformed input is not converted: validate's entries as they are)
        if not self.input_malformed:
            illegal = [
                dataclasses.replace(u, attempts=_attempts(self.attempts.get(u.loc, ()), self.defined)) for u in illegal
            ]
        return dataclasses.replace(self.check, module=self.name, illegal=illegal)

    def to_json(self, output: str | None = None) -> dict[str, Any]:
        """The ``odsgen convert --format json`` document (docs/convert.md)."""
        from odsgen.checking.targets.syntax import target_json

        report = self.check.report_json()
        if self.input_malformed:
            output = None  # nothing is written; no pattern was tried: validate's entries as they are
        else:
            report["illegal"] = [
                dict(u.to_json(), attempts=_attempts_json(self.attempts.get(u.loc, ()), self.defined))
                for u in self.check.illegal
            ]
        doc: dict[str, Any] = {"module": self.name, "output": output, "target": target_json(self.target)}
        doc["status"] = report.pop("status")
        report.pop("module", None)
        doc["converted"] = [
            {"op": c.name, "loc": c.loc, "pattern": c.pattern, "created": list(c.created)}
            for c in self.driver.converted
        ]
        doc.update(report)
        doc["unconverted"] = [
            dict(u.to_json(), attempts=_attempts_json(u.attempts, self.defined))
            for u in self.driver.unconverted
            if u.legality == "unknown"
        ]
        return doc

    def text(self) -> str:
        """The text report: validate's report of the result, each op that still blocks the
        target followed by the rewrites refused for it; the ops of other dialects that a
        pattern tried and failed to convert; a summary line."""
        from odsgen.checking.targets.syntax import target_text

        if self.input_malformed:
            report = self.check.text
            if self.module is None:
                return report + f"{self.name}: not converted: the module is malformed\n"
            return report + f"{self.name}: not converted: the module is malformed (--no-verify converts it as it is)\n"
        lines: list[str] = []
        # validate's text, with the refused rewrites after each op's reasons (after the
        # lines of its error: its source line and notes, indented).
        after = {
            u.line: self.attempts.get(u.loc, ()) for u in self.check.illegal if u.line is not None and not u.unknown_to_spec
        }
        pending: list[str] = []
        for i, line in enumerate(self.check.lines):
            if not line.startswith(" ") and pending:
                lines += pending
                pending = []
            lines.append(line)
            if i in after:
                pending = _attempt_lines(after[i], "  ", self.defined)
        lines += pending
        for u in self.driver.unconverted:
            if u.legality == "unknown":
                lines.append(f"{u.loc}: warning: '{u.name}' left unconverted: no pattern's rewrite was accepted")
                lines.extend(_attempt_lines(u.attempts, "  ", self.defined))
        counts: dict[str, int] = {}
        for c in self.driver.converted:
            counts[c.pattern] = counts.get(c.pattern, 0) + 1
        done = ", ".join(f"{p} x{n}" for p, n in counts.items()) or "none"
        n = len(self.driver.converted)
        lines.append(f"{self.name}: {n} op{'s' if n != 1 else ''} rewritten ({done})")
        target = target_text(self.target, limit=12)
        ops = self.check.ops
        if self.legal and not ops:
            lines.append(f"{self.name}: no op of the spec's dialect is left: nothing blocks the target {target}")
        elif self.legal:
            lines.append(f"{self.name}: all {ops} ops are legal on the target {target}")
        else:
            lines.append(f"{self.name}: the result is {self.status} on the target {target}")
        return "\n".join(lines) + "\n"


def _where(defined: dict[str, Loc], pattern: str) -> str | None:
    """Where the pattern ``pattern`` is defined, as the report words it (None: not known)."""
    loc = defined.get(pattern)
    return None if loc is None else str(loc)


def _attempts_json(attempts: Iterable[Refusal], defined: dict[str, Loc]) -> list[dict[str, object]]:
    return [r.to_json(_where(defined, r.pattern)) for r in attempts]


def _attempts(attempts: Iterable[Refusal], defined: dict[str, Loc]) -> tuple[tuple[str, str, Loc | None], ...]:
    """The refused rewrites as an ``Unavailable`` keeps them: (pattern, why, where it is defined)."""
    return tuple((r.pattern, r.why, defined.get(r.pattern)) for r in attempts)


def _attempt_lines(attempts: Sequence[Refusal], indent: str, defined: dict[str, Loc]) -> list[str]:
    """A note per refused rewrite, naming the pattern and where it is defined."""
    if not attempts:
        return [f"{indent}note: no pattern matches this op"]
    return [f"{indent}note: {r.note(_where(defined, r.pattern))}" for r in attempts]


def convert_module(
    checked: LoadedSpec,
    module: ModuleInput,
    name: str,
    sources: SourceManager,
    env: TargetEnv,
    patterns: Iterable[Pattern],
    pattern_files: Iterable[str] = (),
    verify: bool = True,
) -> Conversion:
    """Convert ``module`` (read by odsgen.checking.inputs.read; its IR, odsgen.runtime's, is
    changed in place) toward ``env`` with ``patterns``, then check the result as validate
    does. ``module`` names and places its ops in validate's reports (``ModuleInput.name``,
    ``place``); ``name`` is what the conversion's own lines name it (the record's name, as
    ``read_checked_file`` and ``checked_module`` give it).

    ``verify`` verifies the input against its ODS definitions first, as validate does: a
    malformed input is left as it is, and the answer (``input_malformed``, status
    ``malformed``) holds validate's report of it; so is one MLIR's verifier rejected as it
    parsed it (``verify`` or not: nothing of it could be read, ``module`` is None). ``verify=False`` trusts the input and
    leaves the structural check of the result out too (the ops a pattern creates are
    still verified: a malformed one refuses the rewrite).

    ``checked`` is a spec ready to check modules (``odsgen.Spec.checked``). A pattern that
    raises is bad input: ``OdsgenError`` with one located error per pattern and exception
    type, located in ``pattern_files`` (paths as they are to be shown), after every op was
    tried (the module is then partly converted: do not write it).
    """
    from odsgen.checking.validate import module_report, structure_of
    from odsgen.runtime.rewrite import apply_partial_conversion

    def check(read: ModuleInput) -> ModuleReport:
        return module_report(checked, read, read.name, sources, lambda i: env, 0, env, verify)

    # (odsgen's IR: what the API and the CLI give convert; None when MLIR rejected the input)
    converted = cast("ir.Module | None", module.module)
    structure, _ = structure_of(checked, module, module.name, sources, 0, False, verify, declared=False)
    if structure is not None and structure.count:
        # validate's report of the input (verified again: a malformed module is the rare case).
        return Conversion(converted, name, env, ConversionResult("partial"), check(module), input_malformed=True)
    assert converted is not None  # (a rejected input is malformed)
    checker = checked.checker
    patterns = list(patterns)
    failures = PatternFailures()  # what patterns raise, or return against the contract: errors after the run
    target = checker.conversion_target(env)
    result = apply_partial_conversion(
        converted, target, patterns, filename=module.name, verifier=checked.verifier, failures=failures
    )
    if failures:
        files = [(os.path.abspath(f), f) for f in pattern_files]
        for full, shown in files:
            _pattern_sources(full, shown, sources)

        def defined(pname: str) -> Loc | None:
            pat = next(p for p in patterns if p.name == pname)
            return next((loc for full, shown in files if (loc := _definition_loc(pat, full, shown))), None)

        diags = failures.diagnostics(files, defined, lambda op: module.place(op) if op.line else None)
        raise OdsgenError(diags, sources)
    # Keyed by place: validate's entries name the op by its place (an op that blocks the
    # target was read from the module, so it has one; a created op has none).
    attempts = {module.place(u.op): u.attempts for u in result.unconverted if u.op.line}
    # (the result read once: its check leaves the IR as it is, and the stamping reads the same table)
    converted_input = module.again()
    checked_result = check(converted_input)
    _refuse_out_of_order(checked_result, sources)
    if checked_result.status == "legal":  # each unit now declares the target and what it needs of it
        from odsgen.checking.writeback import stamp_converted

        stamp_converted(checked, converted_input, env)
    return Conversion(converted, name, env, result, checked_result, attempts, _defined(patterns, pattern_files))


def _refuse_out_of_order(checked: ModuleReport, sources: SourceManager) -> None:
    """The driver refuses every rewrite that leaves an operand not dominating its use; one
    left in the result was made around the rewriter (a pattern that changed ops itself):
    such a module cannot be read back, so it is an error, not a result to write. Each is
    placed where validate's report of the result places the op (``Malformed.loc``)."""
    diags = []
    for m in checked.structure.malformed if checked.structure is not None else ():
        for category, message in m.errors:
            if category == "dominance":
                d = Diagnostic(m.loc if m.loc.line else None, Severity.ERROR, message)
                diags.append(
                    d.with_note(None, "a pattern changed the module without the rewriter (rw.*), which checks this")
                )
    if diags:
        raise OdsgenError(diags, sources)


def writes_model(conversion: Conversion, path: str) -> bool:
    """Whether the converted module goes to the file ``path`` as an ONNX model: a model read
    from an ONNX file (odsgen.checking.inputs.onnx_model), written to a ``.onnx`` path."""
    from odsgen.checking.inputs.onnx_model import is_onnx_path, was_read_from_onnx

    module = conversion.module
    return is_onnx_path(path) and module is not None and was_read_from_onnx(module)


def write_conversion(conversion: Conversion, f: BinaryIO, path: str, debuginfo: bool = True) -> None:
    """Write the converted module to ``f``, the file ``path`` opened for binary writing: an
    ONNX model as a model at the target's opsets when ``writes_model`` (docs/onnx.md), else
    the module in MLIR's generic form."""
    module = conversion.module
    assert module is not None, "a conversion without a module is not written"
    if writes_model(conversion, path):
        from odsgen.checking.inputs.onnx_model import target_opsets, write_model

        f.write(write_model(module, target_opsets(conversion.target) or {}).SerializeToString())
        return
    from odsgen.runtime.printer import write_module

    write_module(module, f, debuginfo)


def write_module_atomically(conversion: Conversion, path: str, debuginfo: bool = True) -> None:
    """``write_conversion`` to ``path``: a temporary beside it, renamed over it."""
    from odsgen.io import atomic_open

    with atomic_open(path, buffering=1 << 20) as f:
        write_conversion(conversion, f, path, debuginfo)

"""Diagnostics: compiler-style messages with a location, the source line, a caret and notes.

Library code collects diagnostics and raises one OdsgenError; only the CLI prints
them and chooses the exit code.
"""

from __future__ import annotations

import contextlib
import difflib
import enum
import sys
from dataclasses import dataclass, field
from typing import Any

from odsgen.source import Loc, SourceManager


class Severity(enum.Enum):
    ERROR = "error"
    WARNING = "warning"
    NOTE = "note"


@dataclass(frozen=True, slots=True)
class Diagnostic:
    loc: Loc | None
    severity: Severity
    message: str
    notes: tuple["Diagnostic", ...] = field(default=())

    def with_note(self, loc: Loc | None, message: str) -> "Diagnostic":
        return Diagnostic(
            self.loc, self.severity, self.message, self.notes + (Diagnostic(loc, Severity.NOTE, message),)
        )


def diagnostic_json(diag: Diagnostic) -> dict[str, Any]:
    """A diagnostic as JSON (what crosses to and from a worker process): its location as
    file, line and column, never as text to be split again (``diagnostic_of_json``)."""
    loc = diag.loc
    out: dict[str, Any] = {"severity": diag.severity.value, "message": diag.message}
    if loc is not None:
        out["loc"] = {"file": loc.file, "line": loc.line, "col": loc.col}
        if loc.label:  # (a place with no line: an ONNX model's node)
            out["loc"]["label"] = loc.label
    if diag.notes:
        out["notes"] = [diagnostic_json(n) for n in diag.notes]
    return out


def diagnostic_of_json(data: dict[str, Any]) -> Diagnostic:
    """The diagnostic ``diagnostic_json`` gave ``data`` for."""
    loc = data.get("loc")
    return Diagnostic(
        None if loc is None else Loc(loc["file"], loc["line"], loc["col"], loc.get("label", "")),
        Severity(data["severity"]),
        data["message"],
        tuple(diagnostic_of_json(n) for n in data.get("notes", ())),
    )


class OdsgenError(Exception):
    """One or more error diagnostics; raised by library code, rendered by the CLI."""

    def __init__(self, diagnostics: list[Diagnostic] | Diagnostic, sources: SourceManager | None = None):
        if isinstance(diagnostics, Diagnostic):
            diagnostics = [diagnostics]
        self.diagnostics = list(diagnostics)
        self.sources = sources
        super().__init__(self.diagnostics[0].message if self.diagnostics else "error")

    def __str__(self) -> str:
        return render_all(self.diagnostics, self.sources)


@dataclass(frozen=True, slots=True)
class FileLoc(Loc):
    """A whole file as a location: printed ``path`` (for errors about the file, not a place in it)."""

    def __str__(self) -> str:
        from odsgen.source import shown_path

        return shown_path(self.file)


def file_error(name: str, message: str, sources: SourceManager | None = None) -> OdsgenError:
    """An error about the file ``name`` as a whole (it cannot be opened, is a directory, is
    no module...), located at the file."""
    return OdsgenError(Diagnostic(FileLoc(name, 0, 0), Severity.ERROR, message), sources)


def error(loc: Loc | None, message: str, *notes: tuple[Loc | None, str]) -> Diagnostic:
    return Diagnostic(loc, Severity.ERROR, message, tuple(Diagnostic(l, Severity.NOTE, m) for l, m in notes))


def did_you_mean(word: str, candidates) -> str | None:
    """The note for a mistyped name: "did you mean 'X'?" (or 'X' or 'Y'), None when nothing is close."""
    close = difflib.get_close_matches(word, list(candidates), n=2, cutoff=0.75)
    if not close:
        return None
    return "did you mean " + " or ".join(f"'{c}'" for c in close) + "?"


def _render_one(diag: Diagnostic, sources: SourceManager | None, out: list[str]) -> None:
    if diag.loc is None:
        out.append(f"{diag.severity.value}: {diag.message}")
        return
    out.append(f"{diag.loc}: {diag.severity.value}: {diag.message}")
    # (the file the location was made in, else the one read under its name)
    sf = diag.loc.source or (sources.get(diag.loc.file) if sources is not None else None)
    if sf is None:
        return
    line = sf.line_text(diag.loc.line)
    if line is None:
        return
    if len(line) > 400:
        # Keep huge lines readable: show a window around the column.
        start = max(0, diag.loc.col - 200)
        shown = line[start : start + 400]
        caret_col = diag.loc.col - start
    else:
        shown = line
        caret_col = diag.loc.col
    shown = "".join(ch if ch.isprintable() or ch == "\t" else "?" for ch in shown)
    prefix = "".join("\t" if ch == "\t" else " " for ch in shown[: max(0, caret_col - 1)])
    out.append("  " + shown)
    out.append("  " + prefix + "^")


def render(diag: Diagnostic, sources: SourceManager | None = None) -> str:
    out: list[str] = []
    _render_one(diag, sources, out)
    for note in diag.notes:
        _render_one(note, sources, out)
    return "\n".join(out)


def render_all(diags: list[Diagnostic], sources: SourceManager | None = None) -> str:
    return "\n".join(render(d, sources) for d in diags)


@contextlib.contextmanager
def recursion_limit(limit: int):
    """Allow Python recursion ``limit`` deep (never less than now) for the duration:
    deeply nested input recurses, and Python 3.11 frames are cheap."""
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, limit))
    try:
        yield
    finally:
        sys.setrecursionlimit(old)

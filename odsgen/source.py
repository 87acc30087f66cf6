"""Source files and locations: SourceFile, Loc, and the source manager used for diagnostics."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Loc:
    """A position in a source file; line and column are 1-based."""

    file: str
    line: int
    col: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"

    @classmethod
    def parse(cls, text: str | None) -> "Loc | None":
        """``Loc.parse("ops.td:12:3")``, the inverse of ``str()``; text without a line and
        column is a location in that file at 0:0; empty text is no location."""
        if not text:
            return None
        file, _, col = text.rpartition(":")
        file2, _, line = file.rpartition(":")
        try:
            return cls(file2, int(line), int(col))
        except ValueError:
            return cls(text, 0, 0)


class SourceFile:
    """The text of one file, with a lazily built line index for rendering locations."""

    __slots__ = ("name", "text", "_line_starts")

    def __init__(self, name: str, text: str) -> None:
        self.name = name
        self.text = text
        self._line_starts: list[int] | None = None

    def line_starts(self) -> list[int]:
        if self._line_starts is None:
            starts = [0]
            find = self.text.find
            pos = find("\n")
            while pos >= 0:
                starts.append(pos + 1)
                pos = find("\n", pos + 1)
            self._line_starts = starts
        return self._line_starts

    def loc_of_offset(self, offset: int) -> Loc:
        import bisect

        starts = self.line_starts()
        idx = bisect.bisect_right(starts, offset) - 1
        return Loc(self.name, idx + 1, offset - starts[idx] + 1)

    def line_text(self, line: int) -> str | None:
        starts = self.line_starts()
        if not 1 <= line <= len(starts):
            return None
        begin = starts[line - 1]
        end = self.text.find("\n", begin)
        return self.text[begin : end if end >= 0 else len(self.text)].removesuffix("\r")


def reported_at(op: Any, module: str) -> Loc:
    """Where a report places an op of the module named ``module``: at its line and column,
    in the file its location names when that is another one (``op.elsewhere``: an op of
    ``mlir-opt --mlir-print-debuginfo``'s output is in its input file)."""
    return Loc(getattr(op, "elsewhere", None) or module, op.line, op.col)


class UnreadFile(SourceFile):
    """A file an op's location names that is not the module odsgen read (the output of
    ``mlir-opt --mlir-print-debuginfo`` locates its ops in its input): not read, so an
    offset in it is its line and column (``offset``), and it has no line text."""

    __slots__ = ()
    _COL = 24  # bits of the column in an offset

    def __init__(self, name: str) -> None:
        super().__init__(name, "")

    @classmethod
    def offset(cls, line: int, col: int) -> int:
        return line << cls._COL | min(col, (1 << cls._COL) - 1)

    def loc_of_offset(self, offset: int) -> Loc:
        return Loc(self.name, offset >> self._COL, offset & ((1 << self._COL) - 1))

    def line_text(self, line: int) -> str | None:
        return None


class SourceManager:
    """All files read in one run, by the name diagnostics print for them."""

    def __init__(self) -> None:
        self.files: dict[str, SourceFile] = {}

    def add(self, name: str, text: str) -> SourceFile:
        sf = SourceFile(name, text)
        self.files[name] = sf
        return sf

    def get(self, name: str) -> SourceFile | None:
        return self.files.get(name)

    def with_files(self, *files: SourceFile) -> SourceManager:
        """A new manager with this one's files and ``files`` (which replace those of their
        names), this one unchanged: what an error keeps when a text it points into is one
        of many read under one name (each ``--target`` a reused spec parses), so that
        neither an earlier text nor a later one ends up under its caret."""
        out = SourceManager()
        out.files = {**self.files, **{f.name: f for f in files}}
        return out

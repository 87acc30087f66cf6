"""Reading the modules validate, deduce and explain check: every failure a located error.

``odsgen.runtime.reader.read_file`` reads whatever it is given to the end. A character
device such as ``/dev/zero`` or ``/dev/urandom`` has no end: it is refused before
reading (a terminal, ``-`` or a pipe is read as usual). A path that cannot be opened, a
directory, and a module too large or too deep to hold are reported at the file.
A module in MLIR's custom syntax is parsed by MLIR itself (odsgen.checking.custom_syntax).
"""

from __future__ import annotations

import os
import stat
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING, overload

from odsgen.diagnostics import Diagnostic, OdsgenError, Severity
from odsgen.source import Loc, SourceManager

if TYPE_CHECKING:
    from collections.abc import Container

    from odsgen.runtime.ir import Module
    from odsgen.checking.shapes import Shapes


@dataclass(frozen=True, slots=True)
class FileLoc(Loc):
    """A whole file as a location: printed ``path`` (for errors about the file, not a place in it)."""

    def __str__(self) -> str:
        return self.file


def file_error(name: str, message: str, sources: SourceManager | None = None) -> OdsgenError:
    return OdsgenError(Diagnostic(FileLoc(name, 0, 0), Severity.ERROR, message), sources)


_KINDS = ((stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"))


def _check_kind(name: str, mode: int, is_tty: bool) -> None:
    if stat.S_ISDIR(mode):
        raise file_error(name, "is a directory, not a module")
    for test, kind in _KINDS:
        if test(mode) and not is_tty:
            raise file_error(name, f"is {kind}, not a module file: give a file, a pipe or '-' for standard input")


def _is_tty(path: str) -> bool:
    """Whether the character device ``path`` is a terminal (``/dev/stdin`` at a prompt)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY)
    except OSError:
        return False
    try:
        return os.isatty(fd)
    finally:
        os.close(fd)


_PEEK = 1 << 16  # bytes looked at to tell generic from custom syntax


def _text(data: bytes) -> str | None:
    """``data`` as UTF-8 text without its byte order mark, or None (not UTF-8)."""
    try:
        return data.decode("utf-8").lstrip("\ufeff")
    except UnicodeDecodeError:
        return None


@overload
def read_module(
    path: str,
    sources: SourceManager,
    *,
    freeze: bool = True,
    inline_locations: bool = True,
    keep_locations: bool = True,
    shapes: None = None,
) -> Module: ...


@overload
def read_module(
    path: str,
    sources: SourceManager,
    *,
    freeze: bool = True,
    inline_locations: bool = True,
    keep_locations: bool = True,
    shapes: Container[str],
) -> Module | Shapes: ...


def read_module(
    path: str,
    sources: SourceManager,
    *,
    freeze: bool = True,
    inline_locations: bool = True,
    keep_locations: bool = True,
    shapes: Container[str] | None = None,
) -> Module | Shapes:
    """The module in ``path`` (``-``: standard input), or an OdsgenError located at the file.
    ``inline_locations=False``: a custom-syntax module keeps MLIR's ``#loc`` aliases (to print);
    ``keep_locations=False``: its ops keep their positions only; ``shapes``: a module MLIR
    parsed and verified may come as the ``Shapes`` of its ops, unless it has ops of a name
    in ``shapes`` that MLIR did not verify (``read_custom``)."""
    from odsgen.checking.custom_syntax import has_custom_op, looks_custom, read_custom
    from odsgen.runtime.reader import read_bytes, read_input

    name = "<stdin>" if path == "-" else path
    try:
        if path == "-":
            try:
                fd = sys.stdin.fileno()
                _check_kind(name, os.fstat(fd).st_mode, os.isatty(fd))
            except (OSError, ValueError):  # no descriptor (an in-process stand-in): nothing to check
                pass
        else:
            mode = os.stat(path).st_mode
            _check_kind(name, mode, stat.S_ISCHR(mode) and _is_tty(path))
        data = read_input(path, name, sources)
        # Custom syntax goes through MLIR's parser; generic form, and anything that is not
        # clearly custom-syntax text (binary garbage), keeps odsgen's fast reader and its errors.
        text = None
        if b"\0" not in data and looks_custom(data[:_PEEK].decode("utf-8", "replace").lstrip("\ufeff")):
            text = _text(data)
        if text is None:
            try:
                return read_bytes(data, name, sources, freeze=freeze)
            except OdsgenError:
                # A module that starts in generic form may go on in custom syntax (a quoted op
                # first): the reader fails there, and MLIR's parser reads it, or says what
                # is wrong and where.
                text = _text(data) if b"\0" not in data else None
                if text is None or not has_custom_op(text):
                    raise
        del data  # (the text is kept, for the messages)
        return read_custom(
            text,
            name,
            sources,
            freeze=freeze,
            inline_locations=inline_locations,
            keep_locations=keep_locations,
            shapes=shapes,
        )
    except OSError as exc:
        raise file_error(name, f"could not open input file: {exc.strerror or exc}") from None
    except MemoryError:
        raise file_error(name, "out of memory reading the module") from None
    except RecursionError:
        raise file_error(name, "the module nests too deeply to read (recursion limit reached)") from None

"""Reading the modules validate, deduce and explain check: every failure a located error.

``odsgen.runtime.reader.read_file`` reads whatever it is given to the end. A character
device such as ``/dev/zero`` or ``/dev/urandom`` has no end: it is refused before
reading (a terminal, ``-`` or a pipe is read as usual). A path that cannot be opened, a
directory, and a module too large or too deep to hold are reported at the file.
A module in MLIR's custom syntax is parsed by MLIR itself (odsgen.checking.custom_syntax).

``checked_module`` is what the API reads any module it is given through (a path, through
``read_module``; odsgen's IR; a module of the MLIR bindings), checked to have ops of the
spec's dialect; ``module_or_shapes`` gives a module MLIR verified as the shapes of its ops.
"""

from __future__ import annotations

import os
import stat
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, overload

from odsgen.diagnostics import Diagnostic, OdsgenError, Severity
from odsgen.source import Loc, SourceManager

if TYPE_CHECKING:
    from collections.abc import Container

    from odsgen.checking.shapes import Shapes
    from odsgen.checking.spec import LoadedSpec
    from odsgen.runtime import protocol
    from odsgen.runtime.ir import Module


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


@overload
def read_checked_file(
    checked: LoadedSpec,
    path: str,
    sources: SourceManager,
    *,
    name: str | None = None,
    freeze: bool = True,
    keep_locations: bool = True,
    shapes: None = None,
    require_ops: bool = True,
) -> tuple[Module, str, Diagnostic | None]: ...


@overload
def read_checked_file(
    checked: LoadedSpec,
    path: str,
    sources: SourceManager,
    *,
    name: str | None = None,
    freeze: bool = True,
    keep_locations: bool = True,
    shapes: Container[str] | None,
    require_ops: bool = True,
) -> tuple[Module | Shapes, str, Diagnostic | None]: ...


def read_checked_file(
    checked: LoadedSpec,
    path: str,
    sources: SourceManager,
    *,
    name: str | None = None,
    freeze: bool = True,
    keep_locations: bool = True,
    shapes: Container[str] | None = None,
    require_ops: bool = True,
) -> tuple[Module | Shapes, str, Diagnostic | None]:
    """The module in file ``path`` (``-``: standard input) checked to be one of the spec's
    dialects (``check_module_dialect``): (module, the name its reports give it, the note
    that it has no op of those dialects, when ``require_ops`` is off). What validate,
    deduce, explain and convert read a module file through, in the CLI and the API
    (``checked_module``); ``freeze``, ``keep_locations`` and ``shapes`` as ``read_module``."""
    name = name or ("<stdin>" if path == "-" else path)
    # Ops whose needs depend on where they are or on other ops (levels: odsgen.runtime.limits)
    # are checked in odsgen's IR, not by shape: a file that has them is read again without.
    context = checked.rules.context_ops
    if shapes is not None and context and path == "-":
        shapes = None  # (standard input cannot be read twice)
    if shapes is None:
        module: Module | Shapes = read_module(path, sources, freeze=freeze, keep_locations=keep_locations)
    else:
        module = read_module(path, sources, freeze=freeze, keep_locations=keep_locations, shapes=shapes)
        if context:
            from odsgen.checking.shapes import Shapes

            if isinstance(module, Shapes) and any(n in module.first for n in context):
                module = read_module(path, sources, freeze=freeze, keep_locations=keep_locations)
    return module, name, check_module_dialect(checked, module, name, require_ops)


# ---------------------------------------------------------------------------- any module the API is given


def is_odsgen_ir(module: object) -> bool:
    """Whether ``module`` is a module of odsgen's IR (not one of the MLIR bindings)."""
    return hasattr(module, "walk") and hasattr(module, "operations") and not hasattr(module, "context")


def module_name(module: protocol.Module | Shapes) -> str:
    """The file the module's first located op names, else ``<module>``."""
    name = getattr(module, "filename", None)
    if name:
        return str(name)
    from odsgen.checking.shapes import Shapes

    if isinstance(module, Shapes):
        return module.source.name
    for op in module.walk():
        name = getattr(op, "filename", None)
        if name is None:
            name = getattr(getattr(op, "src", None), "name", None)
        if name:
            return str(name)
    return "<module>"


@overload
def checked_module(
    checked: LoadedSpec, module: Any, filename: str | None = None, require_ops: bool = True, shapes: None = None
) -> tuple[protocol.Module, str, SourceManager]: ...


@overload
def checked_module(
    checked: LoadedSpec, module: Any, filename: str | None, require_ops: bool, shapes: tuple[Container[str], Any]
) -> tuple[protocol.Module | Shapes, str, SourceManager]: ...


def checked_module(
    checked: LoadedSpec,
    module: Any,
    filename: str | None = None,
    require_ops: bool = True,
    shapes: tuple[Container[str], Any] | None = None,
) -> tuple[protocol.Module | Shapes, str, SourceManager]:
    """(module, its name, its sources) from a path, an odsgen IR module or a bindings module.
    ``shapes``: (the ops the check verifies, whether MLIR's verifier checked an op name's
    ops (a bindings module's, or None)): a module MLIR verified may come as the ``Shapes``
    of its ops (odsgen.checking.shapes)."""

    sources = SourceManager()
    if isinstance(module, (str, os.PathLike)):
        path = os.fspath(module)
        # (with shapes, the check reports positions only)
        read, name, _ = read_checked_file(
            checked,
            path,
            sources,
            name=filename or path,
            keep_locations=shapes is None,
            shapes=None if shapes is None else shapes[0],
            require_ops=require_ops,
        )
        return read, name, sources
    else:
        if isinstance(getattr(module, "ssa_in_order", None), bool):
            # A module in memory may have changed since it was read: its order is checked again.
            module.ssa_in_order = False
        if not is_odsgen_ir(module):
            # A whole bindings module is read from its generic text (several times faster);
            # a nested op, or a module located in several files, goes through the adapter.
            from odsgen.checking.custom_syntax import read_bindings_module
            from odsgen.runtime.mlir_adapter import MlirModule, MlirOperation, adapt

            read = None
            if not isinstance(module, (MlirModule, MlirOperation)):
                read = read_bindings_module(module, *(shapes or (None, None)))
            module = adapt(module) if read is None else read
        sources = getattr(module, "sources", None) or sources
        name = filename or module_name(module)
    check_module_dialect(checked, module, filename or name, require_ops)
    return module, filename or name, sources


def module_or_shapes(
    checked: LoadedSpec, module: Any, filename: str | None, to_verify: Container[str], trusted: Any
) -> tuple[protocol.Module | Shapes, str, SourceManager]:
    """``checked_module``, as the shapes of its ops (odsgen.checking.shapes) when MLIR verified it
    and no op of a name in ``to_verify`` (the ops the check verifies) needs odsgen's
    verification: a path MLIR parses (read_custom says), a bindings module MLIR's verifier
    accepts (``trusted``: ``mlir_verified``)."""
    if trusted is None and not isinstance(module, (str, os.PathLike)):
        return checked_module(checked, module, filename)
    return checked_module(checked, module, filename, True, (to_verify, trusted))


def mlir_verified(module: Any) -> Any:
    """For a module (or op) of the bindings that MLIR's verifier accepts, whether it verified
    the ops of a name: those are not verified again, as in a file MLIR's parser read."""
    from odsgen.checking.custom_syntax import verified_by_mlir
    from odsgen.runtime.mlir_adapter import MlirModule

    if isinstance(module, MlirModule):
        return verified_by_mlir(module.top)
    if isinstance(module, (str, os.PathLike)) or is_odsgen_ir(module):
        return None
    return verified_by_mlir(getattr(module, "operation", module))


def check_module_dialect(
    spec: LoadedSpec, module: protocol.Module | Shapes, filename: str, require_ops: bool = True
) -> Diagnostic | None:
    """Bad input when the module names ops of the spec's dialect that the spec does not
    define, or (``require_ops``) has no op of the spec's dialects at all; without
    ``require_ops`` the latter is a note, returned (nothing to check)."""
    from odsgen.checking.target_syntax import suggest

    from operator import attrgetter

    from odsgen.checking.shapes import Shapes

    checker = spec.checker
    dialects = set(checker.dialects)
    if isinstance(module, Shapes):
        names = dict.fromkeys(module.first)
    else:
        names = dict.fromkeys(map(attrgetter("name"), module.walk()))  # in the order of their first op
    seen_dialects = dict.fromkeys(n.partition(".")[0] for n in names)
    ours = any(n in checker.ops for n in names)
    first = next((n for n in names if n.partition(".")[0] in dialects and n not in checker.ops), None)
    unknown: Any = None
    if first is None:
        pass
    elif isinstance(module, Shapes):
        unknown = module.op_at(module.first[first])
    else:
        unknown = next(op for op in module.walk() if op.name == first)
    if unknown is not None:
        from odsgen.source import reported_at

        opts = suggest(unknown.name, list(checker.ops))
        d = Diagnostic(
            reported_at(unknown, filename),
            Severity.ERROR,
            f"'{unknown.name}' is not an op of the spec's dialect '{unknown.name.partition('.')[0]}'",
        )
        if opts:
            d = d.with_note(None, "did you mean " + " or ".join(f"'{o}'" for o in opts) + "?")
        raise OdsgenError(d, getattr(module, "sources", None))
    if ours:
        return None
    others = sorted(x for x in seen_dialects if x not in ("builtin",))
    near: list[str] = []
    for o in others:
        near += suggest(o, list(dialects), 1)
    msg = f"{filename}: no op of the spec's dialect{'s' if len(dialects) > 1 else ''} " + ", ".join(
        f"'{x}'" for x in sorted(dialects)
    )
    if others:
        msg += "; the module uses " + ", ".join(f"'{x}'" for x in others)
    if not require_ops:
        msg += "; nothing to check"
    d = Diagnostic(
        FileLoc(filename, 0, 0), Severity.ERROR if require_ops else Severity.NOTE, msg.removeprefix(f"{filename}: ")
    )
    if near:
        d = d.with_note(None, f"did you mean the dialect '{near[0]}'? (check the op names)")
    elif require_ops:
        d = d.with_note(None, "the module and the spec are about different dialects: check --spec")
    if not require_ops:
        return d
    raise OdsgenError(d)

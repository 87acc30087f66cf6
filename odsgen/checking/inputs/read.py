"""Reading the modules validate, deduce and explain check: every failure a located error.

``odsgen.runtime.reader.read_file`` reads whatever it is given to the end. A character
device such as ``/dev/zero`` or ``/dev/urandom`` has no end: it is refused before
reading (a terminal, ``-`` or a pipe is read as usual). A path that cannot be opened, a
directory, and a module too large or too deep to hold are reported at the file.
A module in MLIR's custom syntax is parsed by MLIR itself (odsgen.checking.inputs.custom_syntax).

A module's form (``Form``: MLIR text in generic form or custom syntax, MLIR bytecode, a
SPIR-V binary, an ONNX model; in memory, odsgen's IR, an ONNX ``ModelProto`` or a module of
the MLIR bindings) is decided in one place, ``form_of`` (a file's bytes) and
``form_of_object`` (the API's modules), and each form has one reader.

``read_checked_file`` is what validate, deduce, explain and convert read a module file
through, and ``checked_module`` what the API reads any module it is given through (a
path; odsgen's IR; a module of the MLIR bindings), checked to have ops of the spec's
dialect: a ``ModuleInput``, the input record: the module's ``OpTable``
(odsgen.checking.inputs.optable) and its IR, and how it was read (its form, the op names
MLIR's verifier checked, whether its uses came in order). Each reader gives a
``ModuleRead``: the IR and what reading it showed, which the runtime's ``Module`` does
not hold (a module changed in Python since is not what was read).
"""

from __future__ import annotations

import contextlib
import enum
import os
import stat
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from odsgen.checking.inputs.module_read import ModuleRead as ModuleRead  # (what each reader gives)
from odsgen.diagnostics import Diagnostic, FileLoc, OdsgenError, Severity, file_error
from odsgen.source import Loc, SourceManager, reported_at

if TYPE_CHECKING:
    from collections.abc import Callable, Collection, Container, Iterable, Iterator

    from odsgen.checking.inputs.optable import OpTable
    from odsgen.checking.inputs.shapes import Placer
    from odsgen.checking.inputs.module_read import Unknown
    from odsgen.checking.spec import LoadedSpec
    from odsgen.runtime import protocol
    from odsgen.runtime.ir import Module


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


class Form(enum.Enum):
    """What a module comes as, decided in one place: a file's bytes by ``form_of``, a module
    in memory by ``form_of_object``; each form has one reader."""

    SPIRV = "a SPIR-V binary"  # its magic number: odsgen.checking.inputs.spirv_binary, without MLIR
    ONNX = "an ONNX model"  # its name (protobuf has no magic number): odsgen.checking.inputs.onnx_model
    BYTECODE = "MLIR bytecode"  # its magic number: MLIR reads it (custom_syntax.read_bytecode)
    BINARY = "binary data"  # none of those, and not text: refused, never shown
    CUSTOM = "MLIR custom syntax"  # its first op a bare dialect op name: MLIR's parser reads it
    GENERIC = "MLIR generic form"  # the rest: odsgen's reader (custom syntax after a generic start: MLIR's)
    # In memory (the API's modules):
    PATH = "a path"  # a file: one of the forms above
    ONNX_MODEL = "an ONNX ModelProto"
    ODSGEN_IR = "odsgen's IR"
    MLIR_IR = "a module of the MLIR bindings"  # mlir.ir (or the runtime's adapter of it)


def form_of(name: str, data: bytes, spirv: bool = True) -> Form:
    """The form of the module file ``name`` whose bytes are ``data``; ``spirv``: a SPIR-V
    binary is read as such (it needs the spec's ODS records), else it is binary data."""
    from odsgen.checking.inputs.custom_syntax import is_bytecode, looks_custom
    from odsgen.checking.inputs.onnx_model import looks_onnx

    if spirv and _is_spirv(data):
        return Form.SPIRV
    if looks_onnx(name, data):
        return Form.ONNX
    if is_bytecode(data):
        return Form.BYTECODE
    if _is_binary(data):
        return Form.BINARY
    if b"\0" not in data and looks_custom(data[:_PEEK].decode("utf-8", "replace").lstrip("\ufeff")):
        return Form.CUSTOM
    return Form.GENERIC


def form_of_object(module: object) -> Form:
    """The form of a module the API is given (a path, an ONNX ``ModelProto``, odsgen's IR,
    a module or op of the MLIR bindings)."""
    if isinstance(module, (str, os.PathLike)):
        return Form.PATH
    if type(module).__name__ == "ModelProto":
        return Form.ONNX_MODEL
    return Form.ODSGEN_IR if is_odsgen_ir(module) else Form.MLIR_IR


def read_module(
    path: str,
    sources: SourceManager,
    *,
    freeze: bool = True,
    inline_locations: bool = True,
    keep_locations: bool = True,
) -> Module:
    """The module in ``path`` (``-``: standard input), or an OdsgenError located at the file.
    ``inline_locations=False``: a custom-syntax module keeps MLIR's ``#loc`` aliases (to print);
    ``keep_locations=False``: its ops keep their positions only."""
    read = _read(path, sources, freeze, inline_locations, keep_locations, None)[1]
    return cast("ModuleRead", read).module


# Set (to anything but "" or "0") to keep MLIR's verifier out of the checks (``--no-mlir``).
NO_MLIR_ENV = "ODSGEN_NO_MLIR"
_mlir_off = [False]


def mlir_verifies() -> bool:
    """Whether MLIR's verifier checks the modules the checks read in generic form (when the
    MLIR Python bindings are installed): not with ``ODSGEN_NO_MLIR`` set, nor in ``without_mlir``."""
    return not _mlir_off[0] and os.environ.get(NO_MLIR_ENV, "") in ("", "0")


@contextlib.contextmanager
def without_mlir(off: bool = True) -> Iterator[None]:
    """While the block runs (``off``), the checks verify modules in generic form with odsgen's
    verifier alone (``--no-mlir``; workers forked meanwhile inherit it)."""
    before = _mlir_off[0]
    _mlir_off[0] = before or off
    try:
        yield
    finally:
        _mlir_off[0] = before


def _names_any(text: str, names: Collection[str]) -> bool:
    """Whether ``text`` contains any of ``names`` (anywhere: a name in a comment counts too,
    which costs only the faster read); one pass of one pattern."""
    import re

    return bool(names) and re.search("|".join(map(re.escape, names)), text) is not None


def _read(
    path: str,
    sources: SourceManager,
    freeze: bool,
    inline_locations: bool,
    keep_locations: bool,
    to_verify: Container[str] | None,
    mlir_names: Iterable[str] | None = None,
    in_context: Collection[str] = (),
    spec: LoadedSpec | None = None,
    elide: bool = False,
) -> tuple[Form, ModuleRead | OpTable]:
    """``read_module``: the module's form and what its reader read; with ``to_verify``
    (the ops the check verifies), a module MLIR
    parsed and verified comes as its ``OpTable`` (``read_custom``'s scan), unless it has
    an op of ``in_context`` (ops checked where they are, in the IR: a text that names one
    is read as the IR at once). ``mlir_names`` (the op names the check verifies): a
    module in generic form is parsed and verified by MLIR too, while odsgen's reader
    reads it (``mlir_verifying``): rejected as MLIR rejects it, else the ops MLIR
    verified are marked so (``ModuleRead.mlir_verified``). The file is read once (it may be
    a pipe)."""
    from odsgen.checking.inputs.custom_syntax import has_custom_op, read_custom, skeleton
    from odsgen.checking.inputs.optable import OpTable
    from odsgen.runtime.reader import module_text, read_input, read_source
    from odsgen.runtime.verify import RejectedByVerifier

    name = "<stdin>" if path == "-" else path
    try:
        info = None
        if path == "-":
            try:
                fd = sys.stdin.fileno()
                _check_kind(name, os.fstat(fd).st_mode, os.isatty(fd))
            except (OSError, ValueError):  # no descriptor (an in-process stand-in): nothing to check
                pass
        else:
            info = os.stat(path)
            mode = info.st_mode
            _check_kind(name, mode, stat.S_ISCHR(mode) and _is_tty(path))
        mapped = elide and info is not None and stat.S_ISREG(info.st_mode) and _MAP_LARGER <= info.st_size
        if mapped and _starts_bytecode(path):  # (MLIR reads a large bytecode file itself, not from here)
            read = _read_bytecode(b"", name, sources, freeze, keep_locations, to_verify, in_context, elide, path)
            return Form.BYTECODE, read
        weighed = _weight_skeleton(path) if mapped else None  # (a large file: looked at in place)
        data = read_input(path, name, sources) if weighed is None else weighed[0]
        form = form_of(name, data, spirv=spec is not None)
        if form is Form.SPIRV:
            from odsgen.checking.inputs.spirv_binary import read_spirv

            assert spec is not None
            return form, read_spirv(data, name, sources, spec, freeze=freeze)
        if form is Form.ONNX:  # (through the onnx package)
            from odsgen.checking.inputs.onnx_model import ModelError, read_onnx

            try:
                return form, ModuleRead(read_onnx(path, name, sources, data))
            except ModelError as exc:
                raise file_error(name, str(exc)) from None
        if form is Form.BYTECODE:
            return form, _read_bytecode(data, name, sources, freeze, keep_locations, to_verify, in_context, elide)
        if form is Form.BINARY:  # (never shown: its bytes are no source line)
            raise file_error(name, "is binary data, not an MLIR module (neither MLIR text nor MLIR bytecode)")
        # Custom syntax goes through MLIR's parser; generic form, and anything that is not
        # clearly custom-syntax text (binary garbage), keeps odsgen's fast reader and its errors.
        text = None
        parse_file = None  # (a weight-heavy file, of which odsgen keeps a skeleton: MLIR parses it, or the file)
        parsed = None  # (the skeleton MLIR parses instead of the file, when it reads it as the file)
        if weighed is not None or form is Form.CUSTOM:
            shown = weighed if mapped else skeleton(data) if elide and path != "-" else None
            if shown is not None:
                (data, parsing), parse_file = shown, path
                parsed = None if parsing is None else _text(parsing)
            text = _text(data)
        if text is None:
            try:
                if mlir_names is None:
                    src = sources.add(name, module_text(data))
                    return form, ModuleRead.of(read_source(src, sources, freeze=freeze))
                return form, _read_verified(data, name, sources, freeze, mlir_names)
            except RejectedByVerifier:
                raise
            except OdsgenError:
                # A module that starts in generic form may go on in custom syntax (a quoted op
                # first): the reader fails there, and MLIR's parser reads it, or says what
                # is wrong and where.
                text = _text(data) if b"\0" not in data else None
                if text is None or not has_custom_op(text):
                    raise
        del data  # (the text is kept, for the messages)

        options: dict[str, Any] = dict(
            freeze=freeze,
            inline_locations=inline_locations,
            keep_locations=keep_locations,
            elide=elide,
            path=parse_file,
            parsed=parsed,
        )

        def as_ir(shown: str | None = None) -> ModuleRead:
            # (a text other than the file's, as read_without_unknown_ops gives, is parsed as it is)
            if shown is None:
                return read_custom(text, name, sources, **options)
            return read_custom(shown, name, sources, **{**options, "path": None, "parsed": None})

        try:
            if to_verify is None or _names_any(text, in_context):
                return form, as_ir()
            verifies = to_verify

            def scan(generic: str, placer: Placer, verified: Callable[[str], bool]) -> OpTable | None:
                return OpTable.from_scan(generic, placer, verified, verifies)

            read = read_custom(text, name, sources, scan=scan, **options)
            if isinstance(read, OpTable) and any(n in read.first for n in in_context):
                return form, as_ir()  # (a name the text spells with escapes, in a quoted op's name)
            return form, read
        except OdsgenError as exc:
            if spec is None:
                raise
            # An op MLIR's parser does not know (newer than its MLIR: spirv.GL.NMax) is named
            # and judged by the Khronos grammar, and the rest of the module is read.
            from odsgen.checking.inputs.spirv_binary import read_without_unknown_ops

            return form, read_without_unknown_ops(text, name, sources, exc, as_ir)
    except OSError as exc:
        raise file_error(name, f"could not open input file: {exc.strerror or exc}") from None
    except MemoryError:
        raise file_error(name, "out of memory reading the module") from None
    except RecursionError:
        raise file_error(name, "the module nests too deeply to read (recursion limit reached)") from None


# A file this large is looked at in place (mapped) for being a weight-heavy text (``skeleton``).
_MAP_LARGER = 1 << 23


def _starts_bytecode(path: str) -> bool:
    """Whether the file ``path`` is MLIR bytecode no larger than odsgen reads (its first bytes)."""
    from odsgen.checking.inputs.custom_syntax import is_bytecode
    from odsgen.runtime.reader import MAX_INPUT_BYTES

    with open(path, "rb") as f:
        return is_bytecode(f.read(8)) and os.fstat(f.fileno()).st_size <= MAX_INPUT_BYTES


@contextlib.contextmanager
def reading_ahead(paths: Iterable[str | os.PathLike[str] | Any]) -> Iterator[None]:
    """While the block runs (a check loading its spec), the one module of ``paths`` is
    parsed already by MLIR when it is a large MLIR bytecode file (a network's weights, read
    as a check reads it, ``elide_constants``; custom_syntax's ``parsing_ahead``): MLIR's
    import and parse overlap the spec's loading. Anything else (several modules, text,
    standard input, a module in memory, a file that cannot be looked at) is read as ever."""
    got = list(paths)
    path = os.fspath(got[0]) if len(got) == 1 and isinstance(got[0], (str, os.PathLike)) else None
    ahead = False
    if path is not None and path != "-":
        try:
            info = os.stat(path)
            ahead = stat.S_ISREG(info.st_mode) and _MAP_LARGER <= info.st_size and _starts_bytecode(path)
        except (OSError, ValueError):  # (its read says what is wrong)
            pass
    if not ahead or path is None:
        yield
        return
    from odsgen.checking.inputs.custom_syntax import parsing_ahead

    with parsing_ahead(path):
        yield


def _weight_skeleton(path: str) -> tuple[bytes, bytes | None] | None:
    """The ``skeleton`` of the (large, regular) file ``path``, when it is a
    weight-heavy module in MLIR's custom syntax (not SPIR-V, MLIR bytecode, ONNX or binary,
    no NUL byte), read in place from a mapping of the file: its 200 MB are never copied into
    this process. None otherwise (the file is read as ever)."""
    import mmap

    from odsgen.checking.inputs.custom_syntax import skeleton
    from odsgen.runtime.reader import MAX_INPUT_BYTES

    if os.path.getsize(path) > MAX_INPUT_BYTES:
        return None  # (read as ever: the error)
    try:
        with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as data:
            if form_of(path, data[:_PEEK]) is not Form.CUSTOM or data.find(b"\0") >= 0:
                return None
            return skeleton(data)
    except (OSError, ValueError):  # (cannot be mapped: read as ever)
        return None


def _is_spirv(data: bytes) -> bool:
    """Whether ``data`` starts with SPIR-V's magic number (either byte order)."""
    return data[:4] in (b"\x03\x02\x23\x07", b"\x07\x23\x02\x03")


def _is_binary(data: bytes) -> bool:
    """Whether ``data`` is binary, not text (never shown as a source line): of its first
    4 KiB, more than a tenth is not UTF-8 or is control characters other than whitespace.
    (A stray NUL or bad byte in a text is the reader's located error.)"""
    head = data[:4096].decode("utf-8", "replace")
    bad = sum(1 for ch in head if ch == "\ufffd" or (ch < " " and ch not in "\t\n\r\f\v"))
    return bad * 10 > len(head)


def _read_bytecode(
    data: bytes,
    name: str,
    sources: SourceManager,
    freeze: bool,
    keep_locations: bool,
    to_verify: Container[str] | None,
    in_context: Collection[str],
    elide: bool = False,
    path: str | None = None,
) -> ModuleRead | OpTable:
    """``_read`` of MLIR bytecode (odsgen.checking.inputs.custom_syntax's ``read_bytecode``): as
    its table when ``to_verify`` is given and it has no op of ``in_context``; ``path``:
    the file MLIR reads itself (``data`` is not read)."""
    from odsgen.checking.inputs.custom_syntax import BytecodeUnread, read_bytecode
    from odsgen.checking.inputs.optable import OpTable

    verifies = to_verify

    def scan(generic: str, placer: Placer, verified: Callable[[str], bool]) -> OpTable | None:
        if verifies is None or _names_any(generic, in_context):
            return None
        return OpTable.from_scan(generic, placer, verified, verifies)

    try:
        return read_bytecode(
            data, name, sources, freeze=freeze, keep_locations=keep_locations, scan=scan, elide=elide, path=path
        )
    except BytecodeUnread as exc:
        raise file_error(name, str(exc), sources) from None


def _read_verified(data: bytes, name: str, sources: SourceManager, freeze: bool, names: Iterable[str]) -> ModuleRead:
    """The module in generic form ``data`` read by odsgen's reader while MLIR's parser and
    verifier check it in a helper (``mlir_verifying``): MLIR's rejection (its errors in the
    user's file), or the module with the ops MLIR verified marked so (odsgen's verifier
    does not check them again); odsgen's reader's syntax errors come first."""
    from odsgen.checking.inputs.custom_syntax import mlir_verifying
    from odsgen.runtime.reader import module_text, read_source

    with mlir_verifying(data, name, sources, names) as verdict:
        module, in_order = read_source(sources.add(name, module_text(data)), sources, freeze=freeze)
        verified = verdict()
    # (none of the spec's ops MLIR registers: the report is odsgen's verifier's, as ever)
    return ModuleRead(module, verified.__contains__ if verified else None, in_order)


@dataclass(frozen=True, slots=True)
class ModuleInput:
    """A module read to be checked: its ``OpTable`` (what validate and deduce read), its
    IR (what verify, explain and convert read: ``ir()``), and what reading it said.

    ``module`` is odsgen's IR, or a module of the runtime's IR protocol (the adapter's),
    or None: read as a table only (MLIR verified every op the check verifies), or
    rejected. ``rejected``: MLIR's verifier rejected the module as it parsed it
    (odsgen.runtime.verify.RejectedByVerifier; either syntax): the table is empty, and
    the rejection is the module's malformed report (odsgen.checking.validate's
    ``verify_module``). ``note``: the module has no op of the spec's dialects
    (``require_ops`` off). ``others``: the module has ops of dialects that are neither
    the spec's nor builtin/func, which nothing checks (``other_dialects``).

    How it was read: ``form`` (``Form``; None: not said), ``mlir_verified`` and
    ``ssa_in_order`` as ``ModuleRead``'s (what the checks trust instead of checking again:
    MLIR's verification of the ops it verified, the order of the uses as read). A module
    given in memory may have changed since it was read: it has neither. ``unknown_spirv``:
    ``ModuleRead``'s (the SPIR-V instructions the spec has no op for, judged by the
    Khronos grammar), each narrowed by spirv-val's rules on its value types as the module
    is read (``read_checked_file``: odsgen.checking.spirv_corequirements.typed_unknowns).

    ``name``: the name its reports give it (the path as given, ``<stdin>``, or the API's
    ``filename``): where a report places its ops (``place``)."""

    table: OpTable
    module: protocol.Module | None = None
    note: Diagnostic | None = None
    rejected: OdsgenError | None = None
    others: Diagnostic | None = None  # ops of other dialects, not checked (``other_dialects``)
    form: Form | None = None
    mlir_verified: Callable[[str], bool] | None = None
    ssa_in_order: bool = False
    unknown_spirv: tuple[Unknown, ...] = ()
    name: str = "<module>"

    @classmethod
    def of(cls, module: protocol.Module, name: str | None = None) -> ModuleInput:
        """A module in memory (odsgen's IR, or the runtime's IR protocol), read as the
        checks read it: its table and itself; ``name`` (else ``module_name``'s) as its reports name it."""
        from odsgen.checking.inputs.optable import OpTable

        return cls(OpTable.from_module(module), module, name=name or module_name(module))

    def place(self, op: protocol.Operation) -> Loc:
        """Where a report places the module's op ``op`` (``reported_at``, in the file ``name``)."""
        return reported_at(op, self.name)

    def ir(self) -> protocol.Module:
        """The module's IR; the rejection when MLIR rejected it."""
        if self.rejected is not None:
            raise self.rejected
        if self.module is None:
            raise ValueError("read as an OpTable only: read the module with its IR (no to_verify)")
        return self.module

    def again(self) -> ModuleInput:
        """The input with its table made again from its IR, changed since (a conversion):
        what reading it showed holds no more (MLIR's verifier has not seen the ops the
        patterns made, nor odsgen's reader their order), so none of it is trusted."""
        from odsgen.checking.inputs.optable import OpTable

        ir = self.ir()  # (an unknown instruction's stand-in stays in the IR: it is judged again)
        return ModuleInput(OpTable.from_module(ir), ir, form=self.form, unknown_spirv=self.unknown_spirv, name=self.name)


def read_checked_file(
    checked: LoadedSpec,
    path: str,
    sources: SourceManager,
    *,
    name: str | None = None,
    freeze: bool = True,
    keep_locations: bool = True,
    to_verify: Container[str] | None = None,
    require_ops: bool = True,
    verify: bool = False,
    strict_dialects: bool = False,
    elide_constants: bool = False,
) -> tuple[ModuleInput, str]:
    """The module in file ``path`` (``-``: standard input) checked to be one of the spec's
    dialects (``check_module_dialect``): (the module read, the name its reports give it).
    What validate, deduce, explain and convert read a module file through, in the CLI and
    the API (``checked_module``); ``freeze`` and ``keep_locations`` as ``read_module``;
    ``to_verify`` (the ops the check verifies): a module MLIR parsed and verified may be
    read as its table only. A module MLIR's verifier rejected as it parsed it is read as
    that rejection (``ModuleInput.rejected``), its malformed report. ``verify``: the
    check verifies the module, so a module in generic form is verified by MLIR as it is
    read, as one in custom syntax is, when the MLIR Python bindings are installed and
    ``mlir_verifies()`` (``_read_verified``): MLIR's verifier checks the ops of the
    dialects it registers, odsgen's verifier the others. ``strict_dialects``: ops of other
    dialects are an error, not a warning (``ModuleInput.others``). ``elide_constants``: a
    weight-heavy module MLIR parses has its long constants elided (their types kept), for a
    check that reads no constant's values (validate, verify, deduce: not convert)."""
    from odsgen.checking.inputs.custom_syntax import BINDINGS_RELEASE, release_parser, tree_mlir_opt
    from odsgen.checking.inputs.optable import OpTable
    from odsgen.runtime.verify import RejectedByVerifier

    name = name or ("<stdin>" if path == "-" else path)
    try:
        # (MLIR 22's verifier is not another release's: a spec of MLIR 19's tree is verified
        # by odsgen's verifier, built from that release's ODS; docs/releases.md)
        release = checked.library.release
        by_mlir = verify and mlir_verifies() and release in (None, BINDINGS_RELEASE)
        mlir_names = checked.checker.ops if by_mlir else None
        # Ops whose needs depend on where they are or on other ops (levels:
        # odsgen.runtime.limits) are checked in odsgen's IR, not by shape.
        # A custom-syntax module of another release's spec is parsed by that release's
        # mlir-opt where its tree has one (the bindings are MLIR 22's).
        own = tree_mlir_opt(checked.specs) if release not in (None, BINDINGS_RELEASE) else None
        with release_parser(own):
            form, read = _read(
                path,
                sources,
                freeze,
                True,
                keep_locations,
                to_verify,
                mlir_names,
                checked.rules.context_ops,
                spec=checked,
                elide=elide_constants,
            )
    except RejectedByVerifier as exc:  # (MLIR's verifier rejected it: malformed, nothing else to read)
        if exc.sources is None:
            exc.sources = sources
        return ModuleInput(OpTable.from_ops(()), rejected=exc, name=name), name
    verified: Callable[[str], bool] | None
    unknown: tuple[Unknown, ...]
    if isinstance(read, OpTable):  # (the scan gives the table alone, with the op names MLIR verified)
        table, ir, in_order, unknown = read, None, False, ()
        verified = None if read.verified is None else read.verified.__contains__
    else:
        ir, verified, in_order = read.module, read.mlir_verified, read.ssa_in_order
        # (narrowed here, once, by spirv-val's rules on their value types: the checks read them so)
        unknown = checked.checker.typed_unknowns(read.unknown_spirv)
        table = OpTable.from_module(ir, verified)
    note = check_module_dialect(checked, table, name, require_ops, sources)
    # (a module with no op of the spec's dialects has its note: nothing of it is checked)
    others = other_dialects(checked, table, name, strict_dialects) if note is None else None
    got = ModuleInput(
        table, ir, note, None, others, form, verified, ssa_in_order=in_order, unknown_spirv=unknown, name=name
    )
    return got, name


# ---------------------------------------------------------------------------- any module the API is given


def is_odsgen_ir(module: object) -> bool:
    """Whether ``module`` is a module of odsgen's IR (not one of the MLIR bindings)."""
    return hasattr(module, "walk") and hasattr(module, "operations") and not hasattr(module, "context")


def module_name(module: protocol.Module) -> str:
    """The file the module's first located op names, else ``<module>``."""
    name = getattr(module, "filename", None)
    if name:
        return str(name)
    for op in module.walk():
        name = getattr(op, "filename", None)
        if name is None:
            name = getattr(getattr(op, "src", None), "name", None)
        if name:
            return str(name)
    return "<module>"


def checked_module(
    checked: LoadedSpec,
    module: Any,
    filename: str | None = None,
    require_ops: bool = True,
    to_verify: Container[str] | None = None,
    verify: bool = False,
    elide_constants: bool = False,
) -> tuple[ModuleInput, str, SourceManager]:
    """(the module read, its name, its sources) from a path, an odsgen IR module or a
    bindings module. ``to_verify`` (the ops the check verifies): a module MLIR verified
    (a path MLIR parses, a bindings module its verifier accepts) may be read as its
    table only (``OpTable.from_scan``, ``from_mlir``); in a bindings module MLIR's
    verifier accepts, the ops it verified are marked so (not verified again). ``verify``
    and ``elide_constants``: a path is read as ``read_checked_file`` reads it (verified by
    MLIR as it is read; its long constants elided, for a check that reads no constant's
    values: as the CLI's validate, verify and deduce read it)."""
    from odsgen.checking.inputs.optable import OpTable

    sources = SourceManager()
    form = form_of_object(module)
    if form is Form.ONNX_MODEL:  # (odsgen.checking.inputs.onnx_model)
        from odsgen.checking.inputs.onnx_model import read_model

        module = read_model(module, filename or "<model>.onnx", sources)  # (odsgen's IR, its form still the model's)
    if form is Form.PATH:
        path = os.fspath(module)
        # (with a table, the check reports positions only)
        read, name = read_checked_file(
            checked,
            path,
            sources,
            name=filename or path,
            keep_locations=to_verify is None,
            to_verify=to_verify,
            require_ops=require_ops,
            verify=verify,
            elide_constants=elide_constants,
        )
        return read, name, sources
    # (a module of odsgen's IR in memory may have changed since it was read: nothing of how
    # it was read is trusted, its order is checked again; a bindings module says it itself)
    verified = mlir_verified(module)
    in_order = False
    table = None
    if form is Form.MLIR_IR:
        from odsgen.checking.inputs.custom_syntax import read_bindings_module
        from odsgen.runtime.mlir_adapter import MlirModule, MlirOperation, adapt

        if not isinstance(module, (MlirModule, MlirOperation)):
            # A whole bindings module is read from its generic text (several times faster);
            # a nested op, or a module located in several files, goes through the adapter.
            if verified is not None and to_verify is not None:
                table = OpTable.from_mlir(module, to_verify, verified)
                if table is not None:
                    name = filename or (table.source.name if table.source is not None else "<module>")
                    check_module_dialect(checked, table, name, require_ops)
                    return ModuleInput(table, form=form, mlir_verified=verified, name=name), name, sources
            read_ir = read_bindings_module(module)
            module = adapt(module) if read_ir is None else read_ir.module
            in_order = read_ir is not None and read_ir.ssa_in_order
        if isinstance(module, MlirOperation):
            # An operation or OpView of the bindings read op by op: the table of that one op.
            table = OpTable.from_ops([module], verified)
    if table is None:
        table = OpTable.from_module(module, verified)
    name = filename or module_name(module)
    check_module_dialect(checked, table, name, require_ops, getattr(module, "sources", None))
    read = ModuleInput(table, module, form=form, mlir_verified=verified, ssa_in_order=in_order, name=name)
    return read, name, getattr(module, "sources", None) or sources


def mlir_verified(module: Any) -> Callable[[str], bool] | None:
    """For a module (or op) of the bindings that MLIR's verifier accepts, whether it verified
    the ops of a name: those are not verified again, as in a file MLIR's parser read. None
    for a path (its read says: ``ModuleRead``) and for odsgen's IR in memory (changed, it
    may be, since it was read)."""
    from odsgen.checking.inputs.custom_syntax import verified_by_mlir
    from odsgen.runtime.mlir_adapter import MlirModule

    if isinstance(module, MlirModule):
        return verified_by_mlir(module.top)
    if isinstance(module, (str, os.PathLike)) or is_odsgen_ir(module):
        return None
    return verified_by_mlir(getattr(module, "operation", module))


# Ops every module may hold besides the spec's: MLIR's module and functions, and the ops of
# MLIR's own value-level dialects around them (an arith.constant), which MLIR registers and
# its verifier checks: what is reported is what no tool checks, a converter's tfl.* op or
# another dialect MLIR does not know. (``test``: MLIR's own test dialect, the stand-in
# producer of values in MLIR's tests and odsgen's: ``"test.src"() : () -> i32``. ``onnx_graph``:
# the terminator of an ONNX subgraph's region, odsgen.checking.inputs.onnx_model's ``onnx_graph.yield``.)
HOST_DIALECTS = frozenset(
    {"builtin", "func", "arith", "math", "scf", "cf", "index", "memref", "tensor", "affine", "vector", "complex", "ub"}
    | {"test", "onnx_graph"}
)


def other_dialect_ops(spec: LoadedSpec, table: OpTable) -> dict[str, int]:
    """The module's op names of dialects neither the spec's nor ``HOST_DIALECTS``, with their counts."""
    ours = set(spec.checker.dialects) | HOST_DIALECTS
    return {n: c for n, c in table.by_name().items() if n.partition(".")[0] not in ours}


def other_dialects_json(spec: LoadedSpec, module: ModuleInput) -> dict[str, Any]:
    """A module's ops of other dialects (``ModuleInput.others``) as JSON reports give them."""
    counts = other_dialect_ops(spec, module.table)
    others = cast("Diagnostic", module.others)
    return {"count": sum(counts.values()), "ops": counts, "first": str(others.loc), "severity": others.severity.value}


def other_dialects(spec: LoadedSpec, table: OpTable, filename: str, strict: bool = False) -> Diagnostic | None:
    """A warning (``strict``: an error) naming the module's ops of dialects that are neither
    the spec's nor builtin/func nor MLIR's own value-level dialects (``HOST_DIALECTS``: an
    ``arith.constant``) (``tfl.pseudo_sparse_const`` left in by a converter), which
    no check of the spec looks at: their names with their counts, how many in all, and the
    first one's place; None when there are none. (Unregistered ops without a dialect
    prefix count too.)"""
    from odsgen.source import reported_at

    counts = other_dialect_ops(spec, table)
    if not counts:
        return None
    total = sum(counts.values())
    first = table.op_at(table.first[next(iter(counts))])
    names = ", ".join(f"'{n}' ({c})" for n, c in counts.items())
    dialects = sorted({n.partition(".")[0] for n in counts})
    d = Diagnostic(
        reported_at(first, filename),
        Severity.ERROR if strict else Severity.WARNING,
        f"{total} op{'s' if total != 1 else ''} of other dialects ({', '.join(map(repr, dialects))}) not checked: "
        f"{names}; the first is here",
    )
    return d.with_note(
        None,
        "the spec checks its own dialect only: such an op is neither legal nor illegal on the target"
        + ("" if strict else " (--strict-dialects makes this an error)"),
    )


def check_module_dialect(
    spec: LoadedSpec, table: OpTable, filename: str, require_ops: bool = True, sources: SourceManager | None = None
) -> Diagnostic | None:
    """Bad input when the module names ops of the spec's dialect that the spec does not
    define, or (``require_ops``) has no op of the spec's dialects at all; without
    ``require_ops`` the latter is a note, returned (nothing to check)."""
    from odsgen.checking.targets.syntax import suggest

    checker = spec.checker
    dialects = set(checker.dialects)
    names = table.first  # in the order of their first op
    seen_dialects = dict.fromkeys(n.partition(".")[0] for n in names)
    ours = any(n in checker.ops for n in names)
    first = next((n for n in names if n.partition(".")[0] in dialects and n not in checker.ops), None)
    if first is not None:
        unknown = table.op_at(names[first])
        from odsgen.source import reported_at

        opts = suggest(unknown.name, list(checker.ops))
        d = Diagnostic(
            reported_at(unknown, filename),
            Severity.ERROR,
            f"'{unknown.name}' is not an op of the spec's dialect '{unknown.name.partition('.')[0]}'",
        )
        if opts:
            d = d.with_note(None, "did you mean " + " or ".join(f"'{o}'" for o in opts) + "?")
        raise OdsgenError(d, sources)
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

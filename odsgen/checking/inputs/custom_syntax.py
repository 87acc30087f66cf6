"""Modules in any MLIR syntax: MLIR's own parser turns custom syntax into generic text.

odsgen's reader (odsgen.runtime.reader) reads MLIR's generic form, fast. A module in
custom syntax (``%0 = spirv.IAdd %a, %b : i32``) is parsed by MLIR itself: with the MLIR
Python bindings when they are installed (the ``odsgen[mlir]`` extra), in a forked process
where their crash is contained (``MlirCrash``: mlir-opt then reads the module), else with
``mlir-opt`` (on PATH, or LLVM 22's ``/usr/lib/llvm-22/bin``), printed in generic form
with every op's location, and read by odsgen's reader. Every op is then
relocated to the place its location names in the user's file, so each message points
there (``net.mlir:4:10``: MLIR locates an op at its name), never into the intermediate
text. Without either parser the error names both ways out.
"""

from __future__ import annotations

import os
import stat
import sys
import re
import shutil
import contextlib
import contextvars
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Any, TypeVar, overload

from odsgen.checking.inputs.module_read import ModuleRead
from odsgen.diagnostics import Diagnostic, OdsgenError, Severity, error
from odsgen.source import Loc, SourceFile, SourceManager

if TYPE_CHECKING:
    from odsgen.checking.inputs.shapes import Placer
    from mmap import mmap

    from odsgen.runtime.ir import LocationAttr, Module, Operation
    from odsgen.runtime.mlir_adapter import Bindings
    from odsgen.parallel import Resident
    from odsgen.runtime.reader import Read

_T = TypeVar("_T")  # what a scan of MLIR's generic text makes (read_custom)

__all__ = [
    "looks_custom",
    "has_custom_op",
    "read_custom",
    "read_bindings_module",
    "print_generic",
    "find_mlir_opt",
    "MLIR_OPT_FLAGS",
    "BINDINGS_RELEASE",
    "release_parser",
    "tree_mlir_opt",
]

# Locations inline (``--mlir-print-local-scope``: no ``#loc`` aliases), as odsgen's reader reads fastest.
MLIR_OPT_FLAGS = (
    "--allow-unregistered-dialect",
    "--mlir-print-op-generic",
    "--mlir-print-debuginfo",
    "--mlir-print-local-scope",
)
LLVM_BIN = "/usr/lib/llvm-22/bin"
# The MLIR release of the odsgen[mlir] extra's Python bindings (pyproject.toml) and of LLVM_BIN.
BINDINGS_RELEASE = 22

# Skipped before the first op: whitespace, comments, alias definitions (one line each as
# MLIR prints them), a file-level ``{-# ... #-}`` never comes first.
_PREFIX = re.compile(r"(?:\s+|//[^\n]*|[#!][\w.$-]+\s*=[^\n]*)*")
_RESULTS = re.compile(r"%[\w.$-]+(?::\d+)?(?:\s*,\s*%[\w.$-]+(?::\d+)?)*\s*=\s*")


def _first_op(text: str) -> int:
    prefix = _PREFIX.match(text)  # matches the empty string: never None
    pos = prefix.end() if prefix else 0
    m = _RESULTS.match(text, pos)
    return m.end() if m else pos


# A custom-form op that can open a module: ``module``/``builtin.module`` or a dialect op
# (``spirv.module``, ``func.func``), followed by what can follow an op name.
_CUSTOM_OP = re.compile(r"(?:(?:builtin\.)?module|[A-Za-z_][\w$]*\.[A-Za-z_][\w$.]*)(?=[\s({<@%\"^:]|$)")


def looks_custom(text: str) -> bool:
    """Whether ``text`` clearly is a module in MLIR's custom syntax: its first op is a bare
    dialect op name. Anything else (generic text, binary garbage, prose) is left to odsgen's
    reader, which locates its errors."""
    return _CUSTOM_OP.match(text, _first_op(text)) is not None


# A custom-form op at the start of a line (after its results), anywhere in a text.
_CUSTOM_LINE = re.compile(r"^[ \t]*(?:" + _RESULTS.pattern + ")?" + _CUSTOM_OP.pattern, re.M)


def has_custom_op(text: str) -> bool:
    """Whether some line of ``text`` starts with a custom-form op (``spirv.module``,
    ``%0 = arith.addi``): a module whose first op is in generic form may need MLIR's parser
    all the same, where odsgen's reader fails on it."""
    return _CUSTOM_LINE.search(text) is not None


# The mlir-opt of the release a spec's tree is from, when it is not the bindings' release
# (``release_parser``): (the tool, its environment).
_release_tool: contextvars.ContextVar[tuple[str, dict[str, str]] | None] = contextvars.ContextVar(
    "odsgen_release_mlir_opt", default=None
)


def tree_mlir_opt(spec_files: Iterable[str]) -> tuple[str, dict[str, str]] | None:
    """The ``mlir-opt`` of the LLVM tree the spec files lie in (``PREFIX/include/mlir/...``
    beside ``PREFIX/bin/mlir-opt``, as Debian's ``/usr/lib/llvm-N`` and an unpacked or
    installed LLVM are), with ``PREFIX/lib`` on its ``LD_LIBRARY_PATH``; None without one."""
    for f in spec_files:
        path = os.path.realpath(f).replace(os.sep, "/")
        at = path.rfind("/include/mlir/")
        if at < 0:
            continue
        prefix = path[:at]
        tool = os.path.join(prefix, "bin", "mlir-opt")
        if os.access(tool, os.X_OK):
            env = dict(os.environ)
            lib = os.path.join(prefix, "lib")
            env["LD_LIBRARY_PATH"] = lib + (os.pathsep + env["LD_LIBRARY_PATH"] if env.get("LD_LIBRARY_PATH") else "")
            return tool, env
    return None


@contextlib.contextmanager
def release_parser(tool: tuple[str, dict[str, str]] | None) -> Iterator[None]:
    """While the block runs, custom syntax is parsed (and so verified) by ``tool`` (another
    MLIR release's mlir-opt, ``tree_mlir_opt``) instead of the bindings (MLIR 22)."""
    token = _release_tool.set(tool)
    try:
        yield
    finally:
        _release_tool.reset(token)


def find_mlir_opt() -> str | None:
    """``mlir-opt`` on PATH, else LLVM 22's, else None."""
    found = shutil.which("mlir-opt")
    if found:
        return found
    path = os.path.join(LLVM_BIN, "mlir-opt")
    return path if os.access(path, os.X_OK) else None


def _bindings() -> Bindings | None:
    """``mlir.ir``, imported with interrupts held back (odsgen.parallel.deferred_interrupts)
    and delivered once it is done: Ctrl-C raised inside the bindings' native initialization
    left them half made, and the process crashed (SIGSEGV) instead of exiting 130."""
    got = sys.modules.get("mlir.ir")
    if got is not None:
        return got
    from odsgen.parallel import deferred_interrupts

    try:
        with deferred_interrupts():
            import mlir.ir as mlir_ir  # noqa: PLC0415 (optional dependency)
    except ImportError:
        return None
    return mlir_ir


def preload_bindings() -> None:
    """Import the bindings now if they are installed (``odsgen serve``, whose children's
    helpers then find them loaded), interrupts held back as ``_bindings`` holds them."""
    if _bindings_installed():
        _bindings()


def _bindings_installed() -> bool:
    """Whether ``mlir.ir`` can be found, without importing it: the forked parser imports it,
    so that the process's copy of the bindings (about 80 MB) is not shared with a helper
    and counted twice while both live; this process imports them once the helper is gone."""
    if "mlir.ir" in sys.modules:
        return True
    import importlib.util

    try:
        return importlib.util.find_spec("mlir.ir") is not None
    except (ImportError, ValueError):
        return False


class _NoBindings(Exception):
    """The bindings were found but do not import (a broken install): read with mlir-opt."""


_DIAG = re.compile(r"^(?P<file>.*?):(?P<line>\d+):(?P<col>\d+): (?P<sev>error|warning|note|remark): (?P<msg>.*)$")
_SEVERITY = {"error": Severity.ERROR, "warning": Severity.WARNING, "note": Severity.NOTE, "remark": Severity.NOTE}


def _parse_failure(
    name: str, lines: list[tuple[str, int, int, str, str]], sources: SourceManager, text: str | bytes | None = None
) -> OdsgenError:
    """MLIR's diagnostics (file, line, col, severity, message) as one located OdsgenError:
    a RejectedByVerifier when they are MLIR's verifier's, by their words or, for
    ``text`` (the module), because mlir-opt reads it with its verifier off
    (``_parses_unverified``): an op's C++ verifier may word its error in any way."""
    diags: list[Diagnostic] = []
    for file, line, col, sev, msg in lines:
        loc = Loc(name, line, col) if file in (name, "-", "<stdin>") else Loc(file, line, col)
        severity = _SEVERITY.get(sev, Severity.ERROR)
        if severity is Severity.NOTE and diags:
            diags[-1] = diags[-1].with_note(loc, msg)
            continue
        diags.append(Diagnostic(loc, severity, msg))
    if not diags:
        diags.append(error(Loc(name, 1, 1), "MLIR could not parse this module"))
    from odsgen.runtime.verify import mlir_problems, mlir_rejection

    parsed = text is not None and mlir_problems(diags) is None and _parses_unverified(text)
    return mlir_rejection(diags, sources, parsed)  # (malformed when MLIR's verifier rejected it)


def _parses_unverified(text: str | bytes) -> bool:
    """Whether mlir-opt reads ``text`` with its verifier off (it is MLIR, and its errors
    were the verifier's); False without mlir-opt, or when it crashes."""
    tool = find_mlir_opt()
    if tool is None:
        return False
    import subprocess  # (here: a check of a SPIR-V binary or an ONNX model runs no tool)

    data = text if isinstance(text, bytes) else text.encode("utf-8", "surrogateescape")
    try:
        proc = subprocess.run(
            [tool, "--allow-unregistered-dialect", "--mlir-very-unsafe-disable-verifier-on-parsing"]
            + ["--mlir-print-op-generic", "-", "-o", os.devnull],
            input=data,
            capture_output=True,
            timeout=600,
        )
    except (OSError, subprocess.SubprocessError):
        return False
    return proc.returncode == 0


_UNKNOWN_DIALECT = re.compile(r"Dialect `(?P<dialect>[^']*)' not found for custom op '(?P<op>[^']*)'")


def _unregistered(lines: list[tuple[str, int, int, str, str]]) -> list[tuple[str, int, int, str, str]]:
    """MLIR's diagnostics (as ``_parse_failure`` takes them), where a custom-form op of a
    dialect MLIR does not register (a dialect of one's own) has, instead of the list of
    the dialects MLIR has, a note that says how such an op is written."""
    out: list[tuple[str, int, int, str, str]] = []
    for file, line, col, sev, msg in lines:
        listed = sev == "note" and msg.startswith("Available dialects:") and out
        m = _UNKNOWN_DIALECT.match(out[-1][4]) if listed else None
        if m is not None:
            msg = (
                f"MLIR parses custom syntax of the dialects it registers only: write the ops of '{m['dialect']}' "
                f"(a dialect of your own?) in generic form, e.g. "
                f'"{m["op"]}"(%a) {{attr = 1 : i32}} : (i32) -> i32, which odsgen and MLIR read without it'
            )
        elif sev == "error" and _UNKNOWN_DIALECT.match(msg):
            msg = msg.rstrip()
        out.append((file, line, col, sev, msg))
    return out


# Elements attributes and resource blobs longer than this are elided (``elide``): a check
# reads a constant's type, never the values of a weight (a shape or a zero point is short).
ELIDE_LARGER = 1024
# Text whose lines are this long on average is mostly constants (a network's weights).
_WEIGHT_HEAVY_LINE = 2048


def _with_bindings(
    text: str | bytes,
    name: str,
    sources: SourceManager,
    inline: bool = True,
    elide: bool = False,
    path: str | None = None,
    parsed: str | None = None,
) -> tuple[str, str, Callable[[str], bool] | None]:
    """``text`` parsed (and so verified) by the bindings and printed in generic form, in a
    forked helper (odsgen.parallel.forked) where the parser's crash is contained: the
    bindings from PyPI are built with assertions, and a module MLIR's release build accepts
    may abort them, a deep one overflow the parser's stack. A crash raises ``MlirCrash``.
    ``elide``: constants longer than ``ELIDE_LARGER`` are printed elided
    (``dense_resource<__elided__>``), for a check that reads their types only: a network's
    weights are never printed and read again. ``path``: ``text`` is the ``skeleton`` of the
    file ``path``, which the helper parses itself, so that its bytes are not in this process
    while MLIR holds them; with ``parsed`` (the ``skeleton`` MLIR reads as the file: every
    long constant in it elided where MLIR reads it alike) the helper parses that, and the
    file only when MLIR refuses it, for MLIR's own errors. Gives the generic text, the name its locations give the text
    MLIR parsed (``-``, or ``path``) and, when the helper says it (elided text), whether an
    op name is registered (else None: ``registered_operations`` answers, in this process)."""
    got = None
    if path is not None and parsed is not None:
        with contextlib.suppress(MlirCrash):  # (the file itself, below, says what is wrong)
            got = _parse_in_helper(parsed, inline, True, None)
        if got is not None and got[0] == "text":
            path = None
        else:
            got = None
    if got is None:
        got = _parse_in_helper(text, inline, elide and (path is not None or _weight_heavy(text)), path)
    kind, value = got
    if kind == "absent":
        raise _NoBindings
    if kind == "error":
        if path is not None:  # (the names MLIR gives the file: the user's)
            value = [(name if f == path else f, *rest) for f, *rest in value]
        whole = text if path is None else _file_bytes(path)
        raise _parse_failure(name, _unregistered(value), sources, whole) from None
    origin = "-" if path is None else path
    generic, names = value
    return generic, origin, None if names is None else frozenset(names).__contains__


def _parse_in_helper(text: str | bytes, inline: bool, elide: bool, path: str | None) -> tuple[str, Any]:
    """``_parse_print`` in a forked helper (in process where there is no fork), the generic
    text read from its file: ("text", (generic text, registered names or None)), ("error",
    MLIR's diagnostics) or ("absent", None); ``MlirCrash`` when the helper dies."""
    ahead = _ahead.get()
    if path is not None and ahead is not None and ahead[0] == (path, inline, elide):
        _ahead.set(None)  # (its result is read once)
        return _helper_result(*ahead[1:])
    from odsgen.parallel import resident_helper

    resident = resident_helper()
    if resident is not None and path is None and len(text) <= RESIDENT_LARGEST:
        got = _parse_in_resident(resident, text, inline, elide)
        if got is not None:
            return got
    with _parsing(text, inline, elide, path) as started:
        return _helper_result(*started)


# Within a command (odsgen.parallel.resident_scope), texts up to this long are parsed by
# its resident helper, one after another: a module's parse there takes about 18 ms on this
# project's 2-core machine (10 of them MLIR's context), against 45 ms in a helper forked
# for it. Longer ones, and files, each have a helper of their own, which leaves nothing of
# them behind.
RESIDENT_LARGEST = 1 << 20

def _resident_parse(text: str | bytes, out: str, inline: bool, err: str, elide: bool) -> tuple[str, Any]:
    """``_parse_print`` as the resident helper has it (the name is looked up there), the
    op names MLIR registers said with its text (so that this process never imports the
    bindings to ask)."""
    return _parse_print(text, out, inline, err, elide, None, names_too=True)


def _parse_in_resident(resident: Resident, text: str | bytes, inline: bool, elide: bool) -> tuple[str, Any] | None:
    """``_parse_in_helper`` in the resident helper (its answer to ``parse_ahead`` when that
    asked for this very text, with these options); None where it gave no answer (no fork,
    or it died in the parse): the caller then parses in a helper of its own, which says
    how MLIR crashed."""
    global _last_options
    _last_options = (inline, elide)
    answer = resident.take((text, inline, elide))
    if answer is None:
        answer = resident.call(_resident_parse_text, text, inline, elide)
    answered, value = answer
    if not answered or value is None:
        return None
    got: tuple[str, Any] = value
    return got


# The options of the last parse in the resident helper: those parse_ahead guesses.
_last_options: tuple[bool, bool] | None = None


def _resident_parse_text(text: str | bytes, inline: bool, elide: bool) -> tuple[str, Any]:
    """``_resident_parse`` with files of its own (in the helper), the generic text given back."""
    import tempfile

    global _in_resident
    _in_resident = True

    with tempfile.TemporaryDirectory(prefix="odsgen-") as tmp:
        out, err = os.path.join(tmp, "generic.mlir"), os.path.join(tmp, "stderr")
        got = _resident_parse(text, out, inline, err, elide)
        if got[0] != "file":
            return got
        with open(out, encoding="utf-8", errors="surrogateescape") as f:
            return "text", (f.read(), got[1])


def parse_ahead(path: str) -> None:
    """Have the command's resident helper parse the module file ``path`` now (the next
    file of a run over many), while this process checks the current one: when it is read,
    ``_parse_in_resident`` takes that answer if it asked for the same text with the same
    options (so the answer is the same as asked then), and asks again otherwise. Only a
    regular file of custom syntax small enough for the resident helper and too small for a
    skeleton; nothing without a helper, the bindings or a first parse to take options from."""
    from odsgen.parallel import resident_helper

    resident = resident_helper()
    options = _last_options
    if resident is None or options is None or not hasattr(os, "fork"):
        return
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode) or info.st_size >= min(RESIDENT_LARGEST, 4 * _WEIGHT_HEAVY_LINE):
            return
        with open(path, "rb") as f:
            data = f.read()
        text = data.decode("utf-8").lstrip("\ufeff")
    except (OSError, UnicodeDecodeError):
        return
    if "\0" in text or not looks_custom(text):
        return
    text = mlir_readable(text)
    inline, elide = options
    resident.ahead((text, inline, elide), _resident_parse_text, text, inline, elide)


def read_ahead(paths: list[str]) -> Iterator[str]:
    """Each of ``paths`` in turn, the next one given to ``parse_ahead`` first: MLIR parses
    it while the caller checks this one (a command's loop over its module files)."""
    for i, path in enumerate(paths):
        if i + 1 < len(paths):
            parse_ahead(paths[i + 1])
        yield path


@contextlib.contextmanager
def _parsing(text: str | bytes, inline: bool, elide: bool, path: str | None) -> Iterator[tuple[Any, str, str]]:
    """``_parse_print`` started in a forked helper: gives (the helper, or where there is no
    fork the function that does it in process; the file of its generic text, the file of
    MLIR's own messages); the helper is killed when the block is left before its result
    was read."""
    import tempfile

    from odsgen.parallel import forked

    with tempfile.TemporaryDirectory(prefix="odsgen-") as tmp:
        out, err = os.path.join(tmp, "generic.mlir"), os.path.join(tmp, "stderr")
        with forked(lambda: _parse_print(text, out, inline, err, elide, path)) as helper:
            if helper is None:  # no fork on this system: in process, when asked
                yield (lambda: _parse_print(text, out, inline, None, elide, path)), out, err
            else:
                yield helper, out, err


def _helper_result(helper: Any, out: str, err: str) -> tuple[str, Any]:
    """``_parse_in_helper``'s answer from what ``_parsing`` started."""
    got: tuple[str, Any]
    if callable(helper):
        got = helper()
    else:
        got = helper.result()
        if got is None:
            raise MlirCrash("the MLIR Python bindings", helper.signal, _said(err))
    if got[0] != "file":
        return got
    with open(out, encoding="utf-8", errors="surrogateescape") as f:
        return "text", (f.read(), None)


# The helper ``parsing_ahead`` started: ((its file, inline, elide), the helper, its files).
_ahead: contextvars.ContextVar[tuple[tuple[str, bool, bool], Any, str, str] | None] = contextvars.ContextVar(
    "odsgen_parsing_ahead", default=None
)


@contextlib.contextmanager
def parsing_ahead(path: str) -> Iterator[None]:
    """While the block runs (a command loading its spec), the MLIR bytecode file ``path``
    is parsed already, in a forked helper, as ``read_bytecode`` with ``elide`` and ``path``
    parses it: its read then takes that helper's result instead of starting one. On two
    cores, MLIR's import (0.2 s) and parse overlap odsgen's own start. Nothing happens
    without the bindings or fork; a helper whose result was not read is killed at the end."""
    if not _bindings_installed():
        yield
        return
    with _parsing(b"", True, True, path) as started:
        token = _ahead.set(((path, True, True), *started))
        try:
            yield
        finally:
            _ahead.reset(token)


def _file_bytes(path: str) -> bytes:
    with open(path, "rb") as f:
        return f.read()


def _parse_print(
    text: str | bytes,
    out: str,
    inline: bool,
    err: str | None = None,
    elide: bool = False,
    path: str | None = None,
    names_too: bool = False,
) -> tuple[str, Any]:
    """``_with_bindings``' work: ("file", None) with the generic text in the file ``out``,
    ("text", (the generic text, the registered op names in it or None)) or ("error",
    MLIR's diagnostics as ``_parse_failure`` takes them). ``err``: the file MLIR's own
    messages (an assertion's) go to (a helper's). ``elide``: printed elided.
    ``names_too``: ("file", the registered op names in it) in place of ("file", None)."""
    got = _helper_context(err)
    if got is None:
        return "absent", None
    mlir_ir, ctx = got
    try:
        # A module as mlir-opt reads one: the ops in a builtin.module unless the text is a
        # single builtin.module (Operation.parse takes a single top-level op only). Its
        # locations name the text "-", as mlir-opt's name it "<stdin>".
        op = (mlir_ir.Module.parse(text, ctx) if path is None else mlir_ir.Module.parseFile(path, ctx)).operation
    except mlir_ir.MLIRError as exc:
        return "error", _diagnostic_lines(exc)
    # The module is ours: printed (it may be relocated by the printing pass) and freed
    # before its text is read, so the two never take memory at once.
    value: tuple[str, list[str] | None] | None
    if elide:  # (the bindings' printer elides; its output is short: the op names MLIR registers said with it)
        generic = _print_asm(op, inline, ELIDE_LARGER)
        names = {n for n in _GENERIC_NAME.findall(generic) if ctx.is_registered_operation(n)}
        kind, value = "text", (generic, sorted(names))
    elif _print_to(op, out, owned=True, inline=inline):
        kind, value = "file", None
        if names_too:
            with open(out, encoding="utf-8", errors="surrogateescape") as f:
                found = set(_GENERIC_NAME.findall(f.read()))
            value = sorted(n for n in found if ctx.is_registered_operation(n))  # type: ignore[assignment]
    else:
        kind, value = "text", (_print_asm(op, inline), None)
    if err is None:  # (a helper exits without freeing it)
        del op, ctx
        release_memory()
    return kind, value


# An op's name in MLIR's generic form: ``"tosa.add"(``.
_GENERIC_NAME = re.compile(r'"([A-Za-z_][\w$.]*)"\(')


def _diagnostic_lines(exc: Any) -> list[tuple[str, int, int, str, str]]:
    """The diagnostics of an ``MLIRError`` as ``_parse_failure`` takes them (each error, then its notes)."""
    lines = []
    for d in exc.error_diagnostics:
        for diag, sev in [(d, "error")] + [(n, "note") for n in d.notes]:
            m = re.match(r'loc\("(.*)":(\d+):(\d+)\)', str(diag.location))
            file, line, col = (m.group(1), int(m.group(2)), int(m.group(3))) if m else ("-", 1, 1)
            lines.append((file, line, col, sev, diag.message))
    return lines


# --------------------------------------------------------------------------- generic form verified by MLIR

# MLIR's parser met an op of a dialect it registers that the dialect does not define (a spec
# of one's own that shadows the dialect's name): MLIR does not know the module, odsgen verifies it.
_NOT_IN_DIALECT = re.compile(r"unregistered operation '[^']*' found in dialect")


_helpers_started = [0]  # mlir_verifying's helpers so far in this process


@contextlib.contextmanager
def mlir_verifying(data: bytes, name: str, sources: SourceManager, names: Iterable[str]) -> Iterator[Callable[[], Any]]:
    """MLIR's parser and verifier on the text ``data`` (MLIR's generic form, as odsgen's
    reader reads it), in a forked helper that runs while the block reads the module
    with odsgen's reader: gives ``verdict()``, which waits for the helper and returns,
    among ``names`` (the op names the check verifies), those whose ops MLIR's verifier
    checked (a set: the module is well formed as far as MLIR knows); None when MLIR
    did not judge the module (the bindings are not installed, they crashed, or MLIR
    does not know an op of a dialect it registers: odsgen's verifier checks it all).
    A module MLIR rejects raises its diagnostics, located in the user's file ``name``:
    ``RejectedByVerifier`` when they are its verifier's (malformed), else an
    ``OdsgenError`` (a syntax error MLIR's parser found where odsgen's reader did not)."""
    if not _bindings_installed():
        yield lambda: None
        return
    from odsgen.parallel import forked

    wanted = tuple(names)

    def verdict_of(got: Any) -> frozenset[str] | None:
        if got is None or got[0] == "absent":
            return None
        if got[0] == "ok":
            return frozenset(got[1])
        lines = got[1]
        if any(sev == "error" and _NOT_IN_DIALECT.match(msg) for _f, _l, _c, sev, msg in lines):
            return None
        raise _parse_failure(name, lines, sources, data) from None

    from odsgen.parallel import resident_helper

    resident = resident_helper()
    if resident is not None and hasattr(os, "fork") and len(data) <= RESIDENT_LARGEST:
        # (the bindings are imported in the resident helper only; a crash there is no verdict)
        with resident.started(_resident_verify, data, wanted) as answer:
            yield lambda: verdict_of(answer()[1])
        return
    if _helpers_started[0]:
        # From the second module on (a run over many), the bindings are imported here once,
        # so that each helper inherits them instead of importing them again (half a second).
        _bindings()
    _helpers_started[0] += 1

    with forked(lambda: _verify_text(data, wanted, True)) as helper:
        if helper is None:  # no fork on this system: in process, after the block's reading
            yield lambda: verdict_of(_verify_text(data, wanted))
        else:
            yield lambda: verdict_of(helper.result())


def _resident_verify(data: bytes, names: tuple[str, ...]) -> tuple[str, Any]:
    """``_verify_text`` in the resident helper (its one context)."""
    global _in_resident
    _in_resident = True
    return _verify_text(data, names, True)


def _verify_text(data: bytes, names: tuple[str, ...], helper: bool = False) -> tuple[str, Any]:
    """``mlir_verifying``'s work: ("ok", the names among ``names`` MLIR registers),
    ("error", MLIR's diagnostics as ``_parse_failure`` takes them) or ("absent", None)."""
    # (what MLIR says as it dies is not odsgen's output: the parent falls back)
    got = _helper_context(os.devnull if helper else None)
    if got is None:
        return "absent", None
    mlir_ir, ctx = got
    try:
        mlir_ir.Module.parse(mlir_readable(data.decode("utf-8", "surrogateescape").lstrip("\ufeff")), ctx)
    except mlir_ir.MLIRError as exc:
        return "error", _diagnostic_lines(exc)
    return "ok", [n for n in names if ctx.is_registered_operation(n)]


def _helper_context(err: str | None) -> tuple[Any, Any] | None:
    """(``mlir.ir``, a context allowing unregistered dialects) for MLIR's work, or None without
    the bindings; ``err``: the file MLIR's own messages (an assertion's) go to, in a helper
    (a crash is the parent's to report: no Python traceback of it)."""
    if err is not None:
        import faulthandler

        faulthandler.disable()
        fd = os.open(err, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.dup2(fd, 2)
        os.close(fd)
        if "mlir.ir" not in sys.modules:
            # ``mlir.ir`` imports numpy if it can (for attribute builders a parse never
            # uses): over half of its import (0.25 s of 0.4). A helper only parses and
            # prints, and exits: without numpy (an ImportError the bindings expect).
            sys.modules.setdefault("numpy", None)  # type: ignore[arg-type]
    mlir_ir = _bindings()
    if mlir_ir is None:
        return None
    if _in_resident and _resident_context:
        return mlir_ir, _resident_context[0]
    ctx = mlir_ir.Context()
    ctx.allow_unregistered_dialects = True
    if _in_resident:
        _resident_context.append(ctx)
    return mlir_ir, ctx


# In the resident helper (set by the functions it runs), one MLIR context for every module
# it parses or verifies: making one (all dialects registered) is 10 ms of a small module's
# 11. A context keeps what it uniqued (types, attributes) until the helper retires (it
# grew 256 MB) or the command ends; what a module's parse and verification say does not
# depend on what the context parsed before (the tests compare with a fresh helper's).
_in_resident = False
_resident_context: list[Any] = []


def _said(err: str) -> str | None:
    """What a crashed MLIR wrote before it died that tells why (an assertion), or None."""
    try:
        with open(err, encoding="utf-8", errors="replace") as f:
            said = f.read(1 << 16)
    except OSError:
        return None
    return _said_text(said)


def _said_text(said: str) -> str | None:
    m = re.search(r"Assertion .*", said)
    return m.group(0).strip() if m else None


class MlirCrash(Exception):
    """MLIR's parser crashed (``who``: which one; ``signal``: the signal that ended it, or
    None; ``said``: its last words, an assertion's)."""

    def __init__(self, who: str, signal: int | None, said: str | None = None) -> None:
        super().__init__(who, signal, said)
        self.who, self.signal, self.said = who, signal, said

    def how(self) -> str:
        """``the MLIR Python bindings: SIGABRT``."""
        import signal as signals

        if self.signal is None:
            return f"{self.who}: its process ended without a result"
        try:
            return f"{self.who}: {signals.Signals(self.signal).name}"
        except ValueError:
            return f"{self.who}: signal {self.signal}"


def _crash_error(crashes: list[MlirCrash], src: SourceFile, text: str, sources: SourceManager) -> OdsgenError:
    """MLIR crashed reading the module (each parser tried once): located at its first op,
    as nothing tells where in it."""
    diag = error(
        src.loc_of_offset(min(_first_op(text), max(len(text) - 1, 0))),
        "MLIR itself crashed parsing this module (" + "; ".join(c.how() for c in crashes) + "), "
        "so odsgen could not read it: a fault of MLIR (an assertion of the bindings' build, or its parser's "
        "stack on a module nested very deeply), not necessarily of the module",
    )
    for c in crashes:
        if c.said:
            diag = diag.with_note(diag.loc, f"{c.who}: {c.said}")
    return OdsgenError(diag, sources)


def print_generic(op: Bindings, *, owned: bool = False, inline: bool = True) -> str:
    """``op`` (an operation of the bindings) in generic form with every location inline
    (``loc("net.mlir":4:10)``, no aliases), as odsgen's reader reads fastest.

    The bindings' printer hands each of its many small pieces of text to Python; MLIR's
    ``snapshot-op-locations`` pass prints in C++ to a file, several times faster. It also
    replaces the locations of the op it runs on by the printed file's: it runs on ``op``
    when ``owned`` (the caller drops it), else on a clone. Without the pass (another
    binding, an unregistered pass) the bindings' printer does it. ``inline=False``: the
    locations as ``#loc`` aliases, as mlir-opt prints them (``odsgen print``)."""
    with _printed(op, owned=owned, inline=inline) as read:
        del op
        return read()


@contextlib.contextmanager
def _printed(op: Bindings, *, owned: bool, inline: bool) -> Iterator[Callable[[], str]]:
    """``print_generic`` done, its text not read yet: gives the function that reads it,
    and holds no reference to ``op`` (the caller may free it first)."""
    import tempfile

    with tempfile.TemporaryDirectory(prefix="odsgen-") as tmp:
        out = os.path.join(tmp, "generic.mlir")
        text = None if _print_to(op, out, owned=owned, inline=inline) else _print_asm(op, inline)
        del op

        def read() -> str:
            if text is not None:
                return text
            with open(out, encoding="utf-8", errors="surrogateescape") as f:
                return f.read()

        yield read


def skeleton(data: bytes | mmap) -> tuple[bytes, bytes | None] | None:
    """What odsgen keeps of a weight-heavy module ``data`` (a module's text, mostly hex
    strings): (the text shown in messages, the text MLIR parses instead of the file, or
    None: MLIR parses the file; ``read_custom``'s ``path`` and ``parsed``). In both, a
    constant MLIR reads the same elided, of more than ``ELIDE_LARGER`` elements (as MLIR's
    printer elides it for odsgen) and well formed as MLIR checks it (hex digits, the size
    of its static type), is ``dense_resource<__elided__>``, as MLIR prints it elided; a
    builtin resource blob of hex digits keeps only its alignment, its first 4 bytes (MLIR
    does not compare a blob's size with the types that use it). Any other hex string longer than ``ELIDE_LARGER`` is ``"0x..."`` in the
    text shown and whole in the text MLIR parses (which is None when that makes it large).
    Lines, and the columns before each string, are unchanged. None when ``data`` is not
    mostly such strings, or without the bindings (mlir-opt reads the text from odsgen)."""
    if len(data) < 4 * _WEIGHT_HEAVY_LINE or not _bindings_installed():
        return None
    shown: list[bytes] = []
    parse: list[bytes] = []
    resources = False  # (in the resource section, at the end of the file: the text between strings says)
    dialect = None  # (in it: the dialect whose resources come now)
    pos, find, size, parse_size = 0, data.find, 0, 0
    while (start := find(b'"0x', pos)) >= 0:
        end = find(b'"', start + 3)
        if end < 0:
            break
        resources = resources or find(b"{-#", pos, start) >= 0  # (never searched through the hex)
        if resources:  # (the text since the last string: a dialect's key, a closing brace)
            dialect = _dialect_now(data, pos, start, dialect)
        whole = None  # (what MLIR parses, when not the piece shown)
        if end - start <= ELIDE_LARGER:
            piece = data[pos : end + 1]
        elif dialect == b"builtin" and (_hex_bytes(data, start + 3, end) or 0) >= 4:
            piece = data[pos : start + 11] + b'"'  # ("0x" and the alignment's 8 digits, which MLIR checks)
        elif data[start - 6 : start] == b"dense<" and _dense_elided(data, end, _hex_bytes(data, start + 3, end)):
            piece = data[pos : start - 6] + b"dense_resource<__elided__>"
            end += 1  # (the ">" of dense<...>)
        else:  # (MLIR parses it whole; the closing quote follows)
            piece, whole = data[pos : start + 3] + b"...", data[pos:end]
            end -= 1
        shown.append(piece)
        parse.append(piece if whole is None else whole)
        size += len(piece)
        parse_size += len(parse[-1])
        pos = end + 1
    if (size + len(data) - pos) * 4 >= len(data):
        return None
    rest = data[pos:]
    text = b"".join(shown) + rest
    if parse_size == size:
        return text, text
    return text, b"".join(parse) + rest if (parse_size + len(data) - pos) * 4 < len(data) else None


def _hex_bytes(data: bytes | mmap, start: int, end: int) -> int | None:
    """How many bytes the hex digits ``data[start:end]`` spell; None unless all of them are
    hex digits, an even number (as MLIR reads a hex string)."""
    if (end - start) % 2:
        return None
    for at in range(start, end, 1 << 22):  # (a slice at a time: no second copy of a weight)
        if data[at : min(at + (1 << 22), end)].translate(None, _HEX_DIGITS):
            return None
    return (end - start) // 2


_HEX_DIGITS = b"0123456789abcdefABCDEF"
# After a dense<"0x..."> constant's string: its static type. The element types MLIR stores
# in whole bytes of their width (DenseElementsAttr's raw buffer): floats, integers of 2+ bits.
_DENSE_TYPE = re.compile(rb">\s*:\s*(?:tensor|vector)<((?:[0-9]+x)+)(f16|bf16|f32|f64|[su]?i([0-9]+))>")
_FLOAT_BYTES = {b"f16": 2, b"bf16": 2, b"f32": 4, b"f64": 8}


def _dense_elided(data: bytes | mmap, end: int, size: int | None) -> bool:
    """Whether the ``dense<"0x...">`` string ending at ``end`` (``size`` bytes, None: not
    hex) is a constant MLIR accepts and prints elided: its size that of its static type
    (of whole-byte elements), over ``ELIDE_LARGER`` elements, not all of them equal
    (MLIR keeps those as a splat, and prints them so)."""
    m = _DENSE_TYPE.match(data, end + 1, end + 200)
    if m is None or size is None:
        return False
    count = 1
    for dim in m.group(1)[:-1].split(b"x"):
        count *= int(dim)
    width = m.group(3)
    each = _FLOAT_BYTES[m.group(2)] if width is None else (int(width) + 7) // 8 if int(width) > 1 else 0
    if count <= ELIDE_LARGER or each == 0 or size != each * count:
        return False
    first, n = end - 2 * size, 2 * each
    piece = data[first : first + n]
    return piece != data[first + n : first + 2 * n] or data[first:end].count(piece) != count


_RESOURCE_KEY = re.compile(rb"([A-Za-z_][\w.$-]*)\s*:\s*\{|\}")


def _dialect_now(data: bytes | mmap, start: int, end: int, dialect: bytes | None) -> bytes | None:
    """In a resource section, the dialect whose resources follow ``data[start:end]`` (the
    text between two strings), ``dialect`` before it: its key's ``name: {`` opens one, a
    ``}`` closes it."""
    for m in _RESOURCE_KEY.finditer(data, start, end):
        dialect = m.group(1)
    return dialect


def _weight_heavy(text: str | bytes) -> bool:
    """Whether the module ``text`` is mostly constants: MLIR bytecode (the bindings' printer
    eliding its weights is the fastest), or text of long lines (``_WEIGHT_HEAVY_LINE``). The
    snapshot pass prints many ops faster, but cannot elide."""
    if isinstance(text, bytes):
        return True
    return len(text) > _WEIGHT_HEAVY_LINE * (text.count("\n") + 1)


def _print_asm(op: Bindings, inline: bool, elide_larger: int | None = None) -> str:
    """``print_generic`` through the bindings' printer; ``elide_larger``: constants with more
    elements (resource blobs with more bytes) are elided."""
    flags: dict[str, Any] = dict(
        print_generic_op_form=True, enable_debug_info=True, use_local_scope=inline, assume_verified=True
    )
    if elide_larger is not None:
        flags.update(large_elements_limit=elide_larger, large_resource_limit=elide_larger)
    return str(op.get_asm(**flags))


def _print_to(op: Bindings, out: str, *, owned: bool, inline: bool) -> bool:
    """``print_generic`` into the file ``out`` with MLIR's ``snapshot-op-locations`` pass;
    False when the op's bindings have no such pass."""
    import importlib

    # The pass manager of the op's own bindings (``mlir``, ``iree.compiler``, ...).
    package = type(op.context).__module__.partition("._mlir_libs")[0]
    try:
        PassManager = importlib.import_module(package + ".passmanager").PassManager
    except (ImportError, AttributeError):
        return False
    options = f"filename={{{out}}} print-debuginfo print-op-generic" + (" print-local-scope" if inline else "")
    target = op if owned else op.clone()
    try:
        pm = PassManager.parse(f"any(snapshot-op-locations{{{options}}})", op.context)
        pm.run(target)
        return True
    except Exception:  # noqa: BLE001 (the pass or its options are missing: print through the bindings)
        return False
    finally:
        if target is not op:
            target.erase()


def release_memory() -> None:
    """Give the memory freed by the bindings back to the system (glibc keeps it otherwise)."""
    import gc

    gc.collect()
    try:
        import ctypes

        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass


def _with_mlir_opt(
    tool: str,
    text: str,
    name: str,
    sources: SourceManager,
    inline: bool = True,
    elide: bool = False,
    env: dict[str, str] | None = None,
) -> str:
    import subprocess

    # The text goes in on standard input, named for MLIR's locations by the user's name.
    flags = [f"--mlir-elide-elementsattrs-if-larger={ELIDE_LARGER}"] if elide else []
    flags += [f"--mlir-elide-resource-strings-if-larger={ELIDE_LARGER}"] if elide else []
    proc = subprocess.run(
        [tool, *(MLIR_OPT_FLAGS if inline else MLIR_OPT_FLAGS[:-1]), *flags, "-", "-o", "-"],
        input=text.encode("utf-8", "surrogateescape"),
        capture_output=True,
        env=env,
    )
    if proc.returncode < 0:  # killed by a signal: MLIR crashed
        raise MlirCrash("mlir-opt", -proc.returncode, _said_text(proc.stderr.decode("utf-8", "replace")))
    if proc.returncode != 0:
        lines = []
        for raw in proc.stderr.decode("utf-8", "replace").splitlines():
            m = _DIAG.match(raw)
            if m:
                lines.append((m["file"], int(m["line"]), int(m["col"]), m["sev"], m["msg"]))
        raise _parse_failure(name, _unregistered(lines), sources, text)
    return proc.stdout.decode("utf-8", "surrogateescape")


@overload
def read_custom(
    text: str,
    name: str,
    sources: SourceManager,
    *,
    freeze: bool = True,
    parser: str | None = None,
    inline_locations: bool = True,
    keep_locations: bool = True,
    scan: None = None,
    elide: bool = False,
    path: str | None = None,
    parsed: str | None = None,
) -> ModuleRead: ...


@overload
def read_custom(
    text: str,
    name: str,
    sources: SourceManager,
    *,
    freeze: bool = True,
    parser: str | None = None,
    inline_locations: bool = True,
    keep_locations: bool = True,
    scan: Callable[[str, Placer, Callable[[str], bool]], _T | None],
    elide: bool = False,
    path: str | None = None,
    parsed: str | None = None,
) -> ModuleRead | _T: ...


def read_custom(
    text: str,
    name: str,
    sources: SourceManager,
    *,
    freeze: bool = True,
    parser: str | None = None,
    inline_locations: bool = True,
    keep_locations: bool = True,
    scan: Callable[[str, Placer, Callable[[str], bool]], _T | None] | None = None,
    elide: bool = False,
    path: str | None = None,
    parsed: str | None = None,
) -> ModuleRead | _T:
    """The module ``text`` (custom or generic syntax) read through MLIR's parser, its ops
    located in ``name``: a ``ModuleRead`` (the IR, and the op names MLIR's verifier checked).
    ``parser``: ``"bindings"``/``"mlir-opt"`` to force one (tests).
    ``inline_locations=False`` keeps MLIR's ``#loc`` aliases, so that the module prints
    as mlir-opt prints it (``odsgen print``); inline ones read faster.
    ``keep_locations=False``: the ops have their positions in ``name`` (``op.line``) but
    no ``location`` (less memory, for a check that reports positions only), but for those
    placed by their index, which have no file location (``op #N 'tosa.abs' named "conv1"``:
    their location names them).
    ``scan`` (with ``keep_locations=False``): when the bindings parsed and so verified
    the module, what ``scan(generic text, placer, whether MLIR verified an op name's ops)``
    makes of MLIR's generic text instead of odsgen's IR, unless it gives None
    (odsgen.checking.inputs.optable's ``OpTable.from_scan``). ``elide``: a weight-heavy module's
    long constants are elided (``_with_bindings``), for a check that reads their types only.
    ``path`` (with ``elide``): ``text`` is the ``skeleton`` of that file, which MLIR parses,
    or ``parsed`` (a skeleton MLIR reads as the file: ``skeleton``), the file only for
    MLIR's errors."""
    src = sources.add(name, text)
    release = _release_tool.get() if parser is None else None
    tool_env = None
    if release is not None:  # (another release's tree: its own parser, not the bindings)
        parser, tool_env = "mlir-opt", release[1]
        tool: str | None = release[0]
    else:
        tool = find_mlir_opt() if parser in (None, "mlir-opt") else None
    crashes: list[MlirCrash] = []
    generic = None
    registered: Callable[[str], bool] | None = None
    written, text = text, mlir_readable(text)
    if parser in (None, "bindings") and _bindings_installed():
        try:
            generic, origin, registered = _with_bindings(
                text, name, sources, inline_locations, elide, path, None if parsed is None else mlir_readable(parsed)
            )
            if registered is None:  # (the bindings imported here, once the helper that parsed is gone)
                registered = registered_operations(_bindings())
        except MlirCrash as crash:  # (mlir-opt, a release build, may read it: e.g. no assertion)
            crashes.append(crash)
        except _NoBindings:
            pass
    if generic is None and tool is not None:
        if path is not None:  # (mlir-opt reads the text on standard input: the whole of it)
            text = _file_bytes(path).decode("utf-8", "surrogateescape").lstrip("\ufeff")
        try:
            generic = _with_mlir_opt(
                tool, text, name, sources, inline_locations, elide and _weight_heavy(text), tool_env
            )
            origin = "<stdin>"
        except MlirCrash as crash:
            crashes.append(crash)
    if text is not written:
        text = written
        if generic is not None:
            generic = _EMPTIED.sub(lambda m: m.group(0).replace("[none]", "[]"), generic)
    if crashes and generic is None:
        raise _crash_error(crashes, src, text, sources)
    if generic is None:
        raise OdsgenError(
            error(
                src.loc_of_offset(min(_first_op(text), max(len(text) - 1, 0))),
                "this module is in MLIR's custom syntax, which odsgen reads through MLIR's own parser: "
                "install the MLIR Python bindings (pip install 'odsgen[mlir]') or put mlir-opt "
                f"(LLVM 22) on PATH (looked in PATH and {LLVM_BIN})",
            ),
            sources,
        )
    return _read_generic(generic, origin, src, name, registered, freeze, keep_locations, scan)


def _read_generic(
    generic: str,
    origin: str,
    src: SourceFile,
    name: str,
    registered: Callable[[str], bool] | None,
    freeze: bool,
    keep_locations: bool,
    scan: Callable[[str, Placer, Callable[[str], bool]], _T | None] | None,
) -> ModuleRead | _T:
    """``read_custom``'s end: MLIR's generic text ``generic`` (its locations into the text
    MLIR parsed named ``origin``) read as odsgen's IR (a ``ModuleRead``), its ops placed in ``src`` (named
    ``name``), or as what ``scan`` makes of it (``registered``, when the bindings parsed
    it: whether MLIR registers, and so verified, an op name)."""
    from odsgen.checking.inputs.shapes import Placer
    from odsgen.runtime.reader import read_source

    if scan is not None and registered is not None and not keep_locations:
        scanned = scan(generic, Placer(src, origin, name), registered)
        if scanned is not None:
            return scanned
    if keep_locations:
        # One copy of the text alive while it is read; the ops' locations name the user's file.
        generic, origin = _name_locations(generic, origin, name), name
    from odsgen.checking.inputs.op_listing import OpListing, bind_module

    unfiled: list[Any] = []
    generic_sources = SourceManager()
    module, in_order = read_source(
        generic_sources.add(f"<{name} in generic form>", generic),
        generic_sources,
        freeze=freeze,
        parser_class=_relocating_parser(Placer(src, origin, name), keep_locations, unfiled),
    )
    module.source = src  # (not the generic text, freed now)
    if unfiled and type(src) is not OpListing:  # (a text's ops without a file location: named as bytecode's are)
        bind_module(OpListing(name), module, {id(op) for op in unfiled})
    return ModuleRead(module, registered, in_order)


# MLIR 22 prints a TOSA target without extensions (or profiles) as ``extensions = []`` but
# its parser refuses an empty list (issue 34, item 3). odsgen reads it: MLIR parses the
# list as ``[none]`` (one line grows by four characters), and the generic text it prints
# gets ``[]`` back, so the target read is the one written. A text that spells ``[none]``
# in a target already is left as it is.
_TARGET_ENV = re.compile(r"#tosa\.target_env<[^<>]*>")
_EMPTIED = re.compile(r"#tosa\.target_env<[^<>]*\[none\][^<>]*>")


def mlir_readable(text: str) -> str:
    """``text`` with each empty list of a ``#tosa.target_env<...>`` as ``[none]`` for MLIR's
    parser (the same object when there is none to change)."""
    if "#tosa.target_env<" not in text:
        return text
    envs = _TARGET_ENV.findall(text)
    if not any(re.search(r"\[\s*\]", e) for e in envs) or any("[none]" in e for e in envs):
        return text
    return _TARGET_ENV.sub(lambda m: re.sub(r"\[\s*\]", "[none]", m.group(0)), text)


BYTECODE_MAGIC = b"ML\xefR"  # how every MLIR bytecode file starts (mlir/Bytecode/BytecodeImplementation.h)


def is_bytecode(data: bytes) -> bool:
    """Whether ``data`` is MLIR bytecode (``mlir-opt --emit-bytecode``, a ``.mlirbc``)."""
    return data.startswith(BYTECODE_MAGIC)


class BytecodeUnread(Exception):
    """MLIR bytecode that could not be read or written (no bindings, or they crashed): the
    message says why, about the whole file (its bytes are never shown)."""


NO_BINDINGS_FOR_BYTECODE = (
    "is MLIR bytecode, which odsgen reads through the MLIR Python bindings: install them "
    "(pip install 'odsgen[mlir]'), or give the module as text (mlir-opt FILE -o FILE.mlir)"
)


def read_bytecode(
    data: bytes,
    name: str,
    sources: SourceManager,
    *,
    freeze: bool = True,
    keep_locations: bool = True,
    scan: Callable[[str, Placer, Callable[[str], bool]], _T | None] | None = None,
    elide: bool = False,
    path: str | None = None,
) -> ModuleRead | _T:
    """The MLIR bytecode ``data`` (of any dialect: TOSA, SPIR-V, ...) of the file ``name``,
    parsed (and so verified) by the MLIR Python bindings in a forked helper, as
    ``read_custom`` reads custom syntax; each op is located where the bytecode's debug info
    says (``loc("net.mlir":4:10)``: in the file it was made from), or nowhere.
    ``keep_locations``, ``scan`` and ``elide`` as ``read_custom``'s. MLIR's errors are located as
    its debug info says; without the bindings, or when they crash, ``BytecodeUnread``. The
    bytes themselves are never shown (nor kept: the file's source text is empty). ``path``:
    the bytecode is that file's, which the helper reads itself (``data`` unread): a large
    file is not in this process while MLIR holds it."""
    from odsgen.checking.inputs.op_listing import OpListing, bind_module

    src = sources.files[name] = OpListing(name)  # (where an op without a file location is: op #N)
    if _bindings_installed():
        with contextlib.suppress(_NoBindings):
            try:
                generic, _, registered = _with_bindings(data, name, sources, True, elide, path)
            except MlirCrash as crash:
                said = f": {crash.said}" if crash.said else ""
                raise BytecodeUnread(
                    f"MLIR itself crashed parsing this bytecode ({crash.how()}{said}), so odsgen could not read it"
                ) from None
            if registered is None:
                registered = registered_operations(_bindings())
            read = _read_generic(generic, "-", src, name, registered, freeze, keep_locations, scan)
            if isinstance(read, ModuleRead):
                bind_module(src, read.module)
            return read
    raise BytecodeUnread(NO_BINDINGS_FOR_BYTECODE)


def attach_bytecode_attribute(data: bytes, name: str, value: str) -> bytes:
    """The MLIR bytecode ``data`` with the attribute ``name = value`` on its top-level module
    op, as bytecode again (odsgen.checking.writeback's ``attach_module_attribute`` for a
    ``.mlirbc``), read and written by the MLIR Python bindings; ``BytecodeUnread`` when
    that cannot be done."""
    import io

    mlir_ir = _bindings()
    if mlir_ir is None:
        raise BytecodeUnread("writing MLIR bytecode needs the MLIR Python bindings: pip install 'odsgen[mlir]'")
    ctx = mlir_ir.Context()
    ctx.allow_unregistered_dialects = True
    try:
        module = mlir_ir.Module.parse(data, ctx)
        module.operation.attributes[name] = mlir_ir.Attribute.parse(value, ctx)
    except mlir_ir.MLIRError as exc:
        raise BytecodeUnread(f"cannot attach {name} = {value} to this bytecode: {exc}") from None
    out = io.BytesIO()
    module.operation.write_bytecode(out)
    return out.getvalue()


def registered_operations(mlir_ir: Bindings, context: Bindings = None) -> Callable[[str], bool]:
    """Whether an op name is registered in the bindings' contexts (every context of the
    bindings has the same registry; ``context`` one, else a fresh one is made when first
    asked): the ops MLIR's verifier checks, the others (an unregistered dialect's) only for
    their generic structure. (mlir-opt verifies its registered ops too, but which ones those
    are is not asked of it.)"""
    known: dict[str, bool] = {}

    def registered(name: str) -> bool:
        nonlocal context
        got = known.get(name)
        if got is None:
            if context is None:
                context = mlir_ir.Context()
            got = known[name] = bool(context.is_registered_operation(name))
        return got

    return registered


def verified_by_mlir(op: Bindings) -> Callable[[str], bool] | None:
    """For an operation of the bindings that MLIR's verifier accepts (run here, in C++),
    whether it verified the ops of a name (``ModuleRead.mlir_verified``); None when it does not
    accept it (odsgen verifies every op then, and says what is wrong in its own words)."""
    try:
        ok = op.verify()
    except Exception:  # noqa: BLE001 (MLIRError: the diagnostics of the failed verification)
        return None
    return registered_operations(None, op.context) if ok is not False else None


def _name_locations(generic: str, origin: str, name: str) -> str:
    """``generic`` with its file locations into the text MLIR parsed (named ``origin``: it
    was given as a string or on standard input) naming the user's file ``name``, as MLIR's
    own are when it reads the file. In MLIR's output a string followed by ``:LINE:COL`` is
    always a file location."""
    from odsgen.runtime.ir import escape_string

    theirs = re.compile(re.escape(escape_string(origin)) + r"(?=:\d+:\d+)")
    mine = escape_string(name)
    return theirs.sub(lambda _m: mine, generic)


def relocate(module: Module, src: SourceFile, origin: str) -> bool:
    """Locate every op of ``module`` where its ``loc(...)`` points into ``src`` (named
    ``origin`` in the locations), and its blocks' arguments; an op whose location has no
    file location is placed by its index (``op #N``: odsgen.checking.inputs.op_listing),
    one with a location elsewhere gets no position. Whether every op's location was in
    ``src`` (or had no file at all)."""
    from odsgen.checking.inputs.shapes import Placer, file_position

    from odsgen.checking.inputs.op_listing import OpListing, bind_module

    placer = Placer(src, origin)
    place = placer.place
    unfiled = set()
    for op in module.walk():
        where = file_position(op.location)
        place(op, where)
        if where is None:
            unfiled.add(id(op))
    everywhere = placer.everywhere  # (of the ops: whether the module is read so)
    if unfiled:  # (ops without a file location, loc("conv1"): placed by their index, as read_custom places them)
        bind_module(OpListing(src.name), module, unfiled)
    for op in module.walk():  # its blocks' arguments too, where a report names a function's argument
        for region in op.regions:
            for block in region.blocks:
                for arg in block.arguments:
                    place(arg, file_position(arg.location))
    return everywhere


def _relocating_parser(placer: Placer, keep_locations: bool, unfiled: list[Any] | None = None) -> type:
    """odsgen's reader placing each op as it reads its location (``relocate`` without a
    pass of its own); ``keep_locations=False``: the ops keep no location. ``unfiled``
    gets each op whose location has no file location in it (``loc("conv1")``)."""
    from odsgen.checking.inputs.shapes import file_position
    from odsgen.runtime.ir import BlockArgument, FileLineColLoc, Operation
    from odsgen.runtime.reader import Parser

    origin = placer.origin
    place = placer.place
    src, starts, nlines, size = placer.src, placer.starts, placer.nlines, placer.size

    class RelocatingParser(Parser):
        def __init__(self, *args: Any) -> None:
            super().__init__(*args)
            self.op_src = None  # no position until the op's location gives one
            self.placed = False  # (whether set_file_location placed the op being located)

        def set_matched_location(self, text: str, pos: int, target: Any) -> None:
            self.placed = False
            super().set_matched_location(text, pos, target)
            if not self.placed:
                self._place(target)

        def set_file_location(self, target: Any, file: str, line: int, col: int) -> None:
            if file != origin:
                super().set_file_location(target, file, line, col)
                return  # (placed by set_matched_location, from the location)
            self.placed = True  # ``"file":line:col`` in the file, the common case, placed here
            if keep_locations:
                target.location = FileLineColLoc(origin, line, col)
            if 0 < line <= nlines and col > 0:
                p = starts[line - 1] + col - 1
                if p < (starts[line] if line < nlines else size + 1):
                    target.src, target.pos = src, p
                    return
            place(target, (origin, line, col))  # out of the file: no position

        def parse_trailing_location(self, pos: int, target: Any) -> int:
            end = super().parse_trailing_location(pos, target)
            if type(target) is Operation:
                self._place(target)
            elif type(target) is BlockArgument:  # (a function's argument: where the user wrote it)
                place(target, file_position(target.location))
            return end

        def _place(self, op: Any) -> None:
            loc = getattr(op, "location", None)
            where = file_position(loc)
            place(op, where)
            if where is None and unfiled is not None:
                unfiled.append(op)  # (its location kept: its label names its name location)
            elif not keep_locations:
                op.location = None

        def parse_module(self) -> Module:
            module = super().parse_module()
            for target, _p in self.loc_fixups:  # located after their use (location aliases)
                if type(target) is Operation:
                    self._place(target)
                elif type(target) is BlockArgument:
                    place(target, file_position(target.location))
            return module

    return RelocatingParser


def read_bindings_module(obj: Bindings) -> Read | None:
    """odsgen's IR of a whole module of the bindings (a ``Module`` or a top-level op),
    printed in C++ and read by odsgen's reader (its ``Read``), each op located where its own location
    points in the file it names; None when that cannot be done as the adapter would (a
    nested op, ops located in several files or in a file not on disk, which the adapter
    reads op by op). (One MLIR's verifier accepts reads faster as a table:
    odsgen.checking.inputs.optable's ``OpTable.from_mlir``.)"""
    from odsgen.runtime.reader import read_source

    op: Bindings = getattr(obj, "operation", obj)
    if op.parent is not None:
        return None
    generic_sources = SourceManager()
    read = read_source(generic_sources.add("<generic form>", print_generic(op)), generic_sources)
    module = read.module
    origin = next((w[0] for w in map(_file_of, module.walk()) if w is not None), None)
    if origin is None:
        return None
    try:
        with open(origin, encoding="utf-8", errors="surrogateescape") as f:
            text = f.read()
    except (OSError, ValueError):
        return None
    return read if relocate(module, SourceManager().add(origin, text), origin) else None


def _file_of(op: Operation) -> tuple[str, int, int] | None:
    from odsgen.runtime.mlir_adapter import location_linecol

    return location_linecol(op.location)

"""Modules in any MLIR syntax: MLIR's own parser turns custom syntax into generic text.

odsgen's reader (odsgen.runtime.reader) reads MLIR's generic form, fast. A module in
custom syntax (``%0 = spirv.IAdd %a, %b : i32``) is parsed by MLIR itself: in process
with the MLIR Python bindings when they are installed (the ``odsgen[mlir]`` extra),
else with ``mlir-opt`` (on PATH, or LLVM 22's ``/usr/lib/llvm-22/bin``), printed in
generic form with every op's location, and read by odsgen's reader. Every op is then
relocated to the place its location names in the user's file, so each message points
there (``net.mlir:4:10``: MLIR locates an op at its name), never into the intermediate
text. Without either parser the error names both ways out.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess

from odsgen.diagnostics import Diagnostic, OdsgenError, Severity, error
from odsgen.source import Loc, SourceManager

__all__ = ["looks_custom", "read_custom", "find_mlir_opt", "MLIR_OPT_FLAGS"]

MLIR_OPT_FLAGS = ("--allow-unregistered-dialect", "--mlir-print-op-generic", "--mlir-print-debuginfo")
LLVM_BIN = "/usr/lib/llvm-22/bin"

# Skipped before the first op: whitespace, comments, alias definitions (one line each as
# MLIR prints them), a file-level ``{-# ... #-}`` never comes first.
_PREFIX = re.compile(r"(?:\s+|//[^\n]*|[#!][\w.$-]+\s*=[^\n]*)*")
_RESULTS = re.compile(r"%[\w.$-]+(?::\d+)?(?:\s*,\s*%[\w.$-]+(?::\d+)?)*\s*=\s*")


def _first_op(text: str) -> int:
    pos = _PREFIX.match(text).end()
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


def find_mlir_opt() -> str | None:
    """``mlir-opt`` on PATH, else LLVM 22's, else None."""
    found = shutil.which("mlir-opt")
    if found:
        return found
    path = os.path.join(LLVM_BIN, "mlir-opt")
    return path if os.access(path, os.X_OK) else None


def _bindings():
    try:
        import mlir.ir as mlir_ir  # noqa: PLC0415 (optional dependency)
    except ImportError:
        return None
    return mlir_ir


_DIAG = re.compile(r"^(?P<file>.*?):(?P<line>\d+):(?P<col>\d+): (?P<sev>error|warning|note|remark): (?P<msg>.*)$")
_SEVERITY = {"error": Severity.ERROR, "warning": Severity.WARNING, "note": Severity.NOTE, "remark": Severity.NOTE}


def _parse_failure(name: str, lines: list[tuple[str, int, int, str, str]], sources: SourceManager) -> OdsgenError:
    """MLIR's diagnostics (file, line, col, severity, message) as one located OdsgenError."""
    diags = []
    for file, line, col, sev, msg in lines:
        loc = Loc(name, line, col) if file in (name, "-", "<stdin>") else Loc(file, line, col)
        severity = _SEVERITY.get(sev, Severity.ERROR)
        if severity is Severity.NOTE and diags:
            diags[-1] = diags[-1].with_note(loc, msg)
            continue
        diags.append(Diagnostic(loc, severity, msg))
    if not diags:
        diags.append(error(Loc(name, 1, 1), "MLIR could not parse this module"))
    return OdsgenError(diags if len(diags) > 1 else diags[0], sources)


def _with_bindings(mlir_ir, text: str, name: str, sources: SourceManager) -> str:
    ctx = mlir_ir.Context()
    ctx.allow_unregistered_dialects = True
    try:
        # A module as mlir-opt reads one: the ops in a builtin.module unless the text is a
        # single builtin.module (Operation.parse takes a single top-level op only). Its
        # locations name the text "-", as mlir-opt's name it "<stdin>".
        op = mlir_ir.Module.parse(text, ctx).operation
    except mlir_ir.MLIRError as exc:
        lines = []
        for d in exc.error_diagnostics:
            for diag, sev in [(d, "error")] + [(n, "note") for n in d.notes]:
                m = re.match(r'loc\("(.*)":(\d+):(\d+)\)', str(diag.location))
                file, line, col = (m.group(1), int(m.group(2)), int(m.group(3))) if m else (name, 1, 1)
                lines.append((file, line, col, sev, diag.message))
        raise _parse_failure(name, lines, sources) from None
    return op.get_asm(print_generic_op_form=True, enable_debug_info=True, assume_verified=True)


def _with_mlir_opt(tool: str, text: str, name: str, sources: SourceManager) -> str:
    # The text goes in on standard input, named for MLIR's locations by the user's name.
    proc = subprocess.run(
        [tool, *MLIR_OPT_FLAGS, "-", "-o", "-"],
        input=text.encode("utf-8", "surrogateescape"),
        capture_output=True,
    )
    if proc.returncode != 0:
        lines = []
        for raw in proc.stderr.decode("utf-8", "replace").splitlines():
            m = _DIAG.match(raw)
            if m:
                lines.append((m["file"], int(m["line"]), int(m["col"]), m["sev"], m["msg"]))
        raise _parse_failure(name, lines, sources)
    return proc.stdout.decode("utf-8", "surrogateescape")


def read_custom(text: str, name: str, sources: SourceManager, *, freeze: bool = True, parser: str | None = None):
    """The module ``text`` (custom or generic syntax) read through MLIR's parser, its ops
    located in ``name``. ``parser``: ``"bindings"``/``"mlir-opt"`` to force one (tests)."""
    from odsgen.runtime.reader import read_text

    src = sources.add(name, text)
    mlir_ir = _bindings() if parser in (None, "bindings") else None
    tool = find_mlir_opt() if mlir_ir is None and parser in (None, "mlir-opt") else None
    if mlir_ir is not None:
        generic = _with_bindings(mlir_ir, text, name, sources)
        origin = "-"
    elif tool is not None:
        generic = _with_mlir_opt(tool, text, name, sources)
        origin = "<stdin>"
    else:
        raise OdsgenError(
            error(
                src.loc_of_offset(min(_first_op(text), max(len(text) - 1, 0))),
                "this module is in MLIR's custom syntax, which odsgen reads through MLIR's own parser: "
                "install the MLIR Python bindings (pip install 'odsgen[mlir]') or put mlir-opt "
                f"(LLVM 22) on PATH (looked in PATH and {LLVM_BIN})",
            ),
            sources,
        )
    generic = _name_locations(generic, origin, name)  # one copy of the text alive while it is read
    module = read_text(generic, f"<{name} in generic form>", SourceManager(), freeze=freeze)
    relocate(module, src, name)
    return module


def _name_locations(generic: str, origin: str, name: str) -> str:
    """``generic`` with its file locations into the text MLIR parsed (named ``origin``: it
    was given as a string or on standard input) naming the user's file ``name``, as MLIR's
    own are when it reads the file. In MLIR's output a string followed by ``:LINE:COL`` is
    always a file location."""
    from odsgen.runtime.ir import escape_string

    theirs = re.compile(re.escape(escape_string(origin)) + r"(?=:\d+:\d+)")
    mine = escape_string(name)
    return theirs.sub(lambda _m: mine, generic)


def relocate(module, src, origin: str) -> None:
    """Locate every op of ``module`` where its ``loc(...)`` points into ``src`` (named
    ``origin`` in the locations); ops without such a location get no position."""
    from odsgen.runtime.mlir_adapter import location_linecol

    starts = src.line_starts()
    for op in module.walk():
        where = location_linecol(op.location)
        if where is None or where[0] != origin or not 1 <= where[1] <= len(starts):
            op._src, op._pos = None, -1
            continue
        op._src, op._pos = src, starts[where[1] - 1] + where[2] - 1

"""Source files and locations: SourceFile, Loc, and the source manager used for diagnostics."""

from __future__ import annotations

import contextlib
import functools
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Loc:
    """A position in a source file; line and column are 1-based. Printed with its file as
    reports name it (``shown_path``).

    ``source``: the ``SourceFile`` the place is in, when the maker of the location had it
    (``SourceFile.loc_of_offset``): what a report shows the line and caret from
    (odsgen.diagnostics.render), without looking the file up by its name. It is no part of
    the location's identity (not compared, not hashed) and does not travel: a pickled
    ``Loc`` (a sweep worker's records) is its file, line, column and label alone, so that
    a row does not carry its module's text back."""

    file: str
    line: int
    col: int
    # A place in a file that has no lines to show, printed ``FILE: LABEL`` (an ONNX model's
    # node: ``node #3 'conv1' (Conv)``, odsgen.checking.inputs.onnx_model); ``line`` is then the
    # line of odsgen's listing of it, which reports do not show.
    label: str = ""
    source: "SourceFile | None" = field(default=None, compare=False, repr=False)

    def __reduce__(self) -> tuple[Any, ...]:
        return type(self), (self.file, self.line, self.col, self.label)

    def __str__(self) -> str:
        if self.label:
            return f"{shown_path(self.file)}: {self.label}"
        if self.col < 0:  # a word of a SPIR-V binary (odsgen.checking.inputs.spirv_binary)
            return f"{shown_path(self.file)}:word {self.line}"
        return f"{shown_path(self.file)}:{self.line}:{self.col}"

    def text(self) -> str:
        """``FILE:LINE:COL`` with the file as the location has it (what odsgen's generated
        packages and caches keep, whatever a report would name it): ``parse``'s inverse."""
        if self.label:
            return f"{self.file}: {self.label}"
        return f"{self.file}:{self.line}:{self.col}"

    @property
    def shown_line(self) -> int:
        """The line a report names (0: none, a whole file or a labelled place)."""
        return 0 if self.label else self.line

    @classmethod
    def parse(cls, text: str | None) -> "Loc | None":
        """``Loc.parse("ops.td:12:3")``, the inverse of ``text()`` (and of ``str()`` for a
        file reports name as it is); text without a line and column is a location in that
        file at 0:0; ``FILE: LABEL`` a labelled place (line 0); empty text is no location.

        For text from outside a run only: a generated package's location literals (read by
        odsgen.runtime as the package loads) and a JSON report a caller gives
        (odsgen.checking.reports.records.report_of_json). Within a run a place travels as
        the ``Loc`` (scripts/count_loc_parses.py counts the exceptions: none)."""
        if not text:
            return None
        head, sep, word = text.rpartition(":word ")
        if sep and word.isdigit():  # a word of a SPIR-V binary (``__str__``'s)
            return cls(head, int(word), -1)
        file, _, col = text.rpartition(":")
        file2, _, line = file.rpartition(":")
        try:
            return cls(file2, int(line), int(col))
        except ValueError:
            pass
        labelled = _LABELLED.match(text)  # (a labelled place: ``__str__``'s)
        if labelled:
            return cls(labelled[1], 0, 0, labelled[2])
        return cls(text, 0, 0)


# The labels of places with no line (``Loc.label``): an ONNX model's model, graph,
# function or node (odsgen.checking.inputs.onnx_model.NodeListing), an op of MLIR bytecode
# without debug info (odsgen.checking.inputs.op_listing.OpListing), after the file and ": ".
_LABELLED = re.compile(r"(.+?): ((?:node #\d|op #\d|graph '|function '|model \().*)", re.DOTALL)


def loc_json(loc: Loc | str | None) -> dict[str, Any]:
    """``{"loc": TEXT}``, a place as JSON reports give it (``str(loc)``; None: none), with a
    ``label`` beside it when it names a labelled place (``Loc.label``: an ONNX model's node,
    an op of MLIR bytecode without debug info), so that a reader need not take the text
    apart: ``{"loc": "net.mlirbc: op #7 'tosa.conv2d' in @main", "label": "op #7 'tosa.conv2d'
    in @main"}``. Made from the ``Loc``, once, as the report is written."""
    if isinstance(loc, Loc) and loc.label:
        return {"loc": str(loc), "label": loc.label}
    return {"loc": None if loc is None else str(loc)}


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
        return Loc(self.name, idx + 1, offset - starts[idx] + 1, source=self)

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
    file = getattr(op, "elsewhere", None) or module
    loc = getattr(op, "source_loc", None)
    if loc is None:
        return Loc(file, op.line, op.col)
    return Loc(file, loc.line, loc.col, loc.label, loc.source if loc.file == file else None)


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


# --------------------------------------------------------------------------- paths in reports
#
# One rule names a file in every report (text, JSON, SARIF; docs/validate.md, "Paths in
# reports"): a file of odsgen's library relative to it (``odsgen/mlir22/spirv.td``); else
# a file under an include directory of a spec relative to the deepest such; else the
# file as given (a module, a spec: as on the command line, a spec under the working
# directory relative to it, odsgen.records.evaluator.display_path). A relative ``.td`` name
# that is no file from the working directory is the provenance odsgen's generated packages
# keep, relative to a spec's folder or include directory: looked up there and named by
# the same rule (relative to the working directory when under it), so that
# ``SPIRVBase.td`` beside ``SPIRVOps.td`` is ``mlir/Dialect/SPIRV/IR/SPIRVBase.td`` under
# ``-I /usr/lib/llvm-22/include``, and ``example.td`` is ``examples/rfc/example.td``, as
# the model names them.

# The roots: {absolute folder: its name for SARIF's originalUriBaseIds}, and the folders
# relative names are looked up in (the roots and the specs' folders), in the order added.
_ROOTS: dict[str, str] = {}
_BASES: list[str] = []
_SHOWN: dict[str, tuple[str, str | None]] = {}  # file -> (its name in reports, its root or None)
_CWD: list[str | None] = [None]  # the working directory _SHOWN's names are relative to
_RESOLVED: dict[str, str | None] = {}  # relative name -> the file it was found to be (None: none)
LIBRARY_ROOT = "ODSGEN_LIBRARY"


def add_roots(include_dirs: Any = (), spec_paths: Any = (), library: str | None = None) -> None:
    """The include directories and specs of a spec loaded in this process, and odsgen's
    library folder: where reports name files from (``shown_path``). The folders of the
    spec loaded last are looked in first (a relative name of its package is its own)."""
    folders = [_add_root(os.fspath(d)) for d in include_dirs]
    folders += [os.path.dirname(os.path.abspath(os.fspath(p))) for p in spec_paths]
    if library:  # (its folders last: a spec's own file of the same name is the spec's)
        lib = os.path.abspath(library)
        _ROOTS.setdefault(lib, LIBRARY_ROOT)
        folders += _library_folders(lib)
    order = list(dict.fromkeys(folders + _BASES))
    if order != _BASES:
        _BASES[:] = order
        _SHOWN.clear()
        _RESOLVED.clear()


@functools.cache
def _library_folders(lib: str) -> list[str]:
    """odsgen's library folder and its subfolders that hold .td files (shipped data: walked
    once per process, not at every spec load or API answer)."""
    return [lib] + sorted(d for d, _, files in os.walk(lib) if d != lib and any(f.endswith(".td") for f in files))


def roots_state() -> tuple[list[str], dict[str, str], dict[str, str | None]]:
    """What ``add_roots`` was told in this process and the names found so far (marshal-
    able), for a worker that gets a loaded spec without loading it
    (odsgen.checking.spec.spec_snapshot): ``restore_roots``."""
    return list(_BASES), dict(_ROOTS), dict(_RESOLVED)


def restore_roots(state: Any) -> None:
    """Name files as the process that made ``state`` (``roots_state``) does, the names it
    found included (the same files, even if one is gone since)."""
    if not state:
        return
    bases, named, resolved = state
    for folder, name in named.items():
        _ROOTS.setdefault(folder, name)
    _BASES[:] = list(dict.fromkeys(list(bases) + _BASES))
    _RESOLVED.clear()
    _RESOLVED.update(resolved)
    _SHOWN.clear()


@contextlib.contextmanager
def naming_scope() -> Iterator[None]:
    """Name files, inside the ``with``, only by what is loaded inside it: the roots and
    names of earlier loads in this process are set aside, and put back on the way out
    (odsgen.cli.main runs each command in one, so that commands run one after another in
    a process, as tests and embedders do, name files alike whatever ran before)."""
    saved = (dict(_ROOTS), list(_BASES), dict(_SHOWN), _CWD[0], dict(_RESOLVED))
    for table in (_ROOTS, _SHOWN, _RESOLVED):
        table.clear()
    _BASES.clear()
    try:
        yield
    finally:
        for table, old in ((_ROOTS, saved[0]), (_SHOWN, saved[2]), (_RESOLVED, saved[4])):
            table.clear()
            table.update(old)
        _BASES[:] = saved[1]
        _CWD[0] = saved[3]


def _add_root(folder: str) -> str:
    ab = os.path.abspath(folder)
    if ab not in _ROOTS:
        _ROOTS[ab] = f"INCLUDE{sum(1 for n in _ROOTS.values() if n.startswith('INCLUDE')) + 1}"
    return ab


def shown_path(file: str) -> str:
    """How every report names ``file`` (the rule above)."""
    return _shown(file)[0]


def path_root(file: str) -> tuple[str | None, str]:
    """(the name of the root ``file`` is shown relative to, or None, its shown path): what
    SARIF gives as an artifact's ``uriBaseId`` and ``uri``. ``file`` may be a shown path."""
    shown, root = _shown(file)
    return (_ROOTS[root] if root is not None else None), shown


def roots() -> dict[str, str]:
    """{root's name: its absolute folder} of the roots added (SARIF's originalUriBaseIds)."""
    return {name: folder for folder, name in _ROOTS.items()}


def _shown(file: str) -> tuple[str, str | None]:
    cwd = os.getcwd()
    if _CWD[0] != cwd:  # (names from another working directory: gone)
        _SHOWN.clear()
        _CWD[0] = cwd
    hit = _SHOWN.get(file)
    if hit is not None:
        return hit
    got = _rule(file, cwd) if file and not file.startswith("<") and _ROOTS else (file, None)
    if len(_SHOWN) > 1 << 16:
        _SHOWN.clear()
    _SHOWN[file] = got
    return got


def _rule(file: str, cwd: str) -> tuple[str, str | None]:
    if os.path.isabs(file):
        ab, resolved = os.path.normpath(file), False
    elif os.path.exists(file) or not file.endswith(".td"):  # (a name from the working directory, as given)
        ab, resolved = os.path.abspath(file), False
    else:  # (a spec file's name as a generated package keeps it)
        if file not in _RESOLVED:  # (looked up once: the file it is stays it)
            found = next((c for c in (os.path.join(b, file) for b in _BASES) if os.path.exists(c)), None)
            _RESOLVED[file] = None if found is None else os.path.normpath(found)
        found = _RESOLVED[file]
        if found is None:
            return file, None
        ab, resolved = found, True
    library = [r for r, name in _ROOTS.items() if name == LIBRARY_ROOT and _under(ab, r)]
    if library:  # (wherever odsgen is installed, a checkout included)
        return below(ab, library[0]), library[0]
    if not os.path.isabs(file):
        if not resolved:
            return file, None
        if _under(ab, cwd):
            return below(ab, cwd), None
    under = [r for r in _ROOTS if _under(ab, r)]
    if under:
        root = max(under, key=len)
        return below(ab, root), root
    return (ab if resolved else file), None


def _under(path: str, folder: str) -> bool:
    return path.startswith(folder.rstrip(os.sep) + os.sep)


def below(path: str, folder: str) -> str:
    """``os.path.relpath(path, folder)`` with ``/`` separators, for a normalised ``path`` under
    the normalised ``folder`` (``_under``): the rest of the string (relpath, which is
    lexical too, normalises both again, a few microseconds a name)."""
    return path[len(folder.rstrip(os.sep)) + 1 :].replace(os.sep, "/")

"""odsgen's declarations of what upstream dialects compute by hand, applied when their spec is read.

Upstream MLIR writes part of a dialect's availability in C++ (SPIR-V: what a value's type
needs, the ops with ``autogenAvailability = 0``, what a version brings). odsgen's library
declares the same facts in .td, per MLIR release (``tdlib/odsgen/mlirN/spirv.td``, N in
``KNOWN_RELEASES``), and evaluates them after the user's spec when the records show that
dialect (its ``Dialect`` def, from its own file), so the default answer is the one
upstream's tools give. The release is the tree's (``tree_release``: its llvm-config.h,
else its records), or ``Corrections.mlir_release``; none when it cannot be known, with a
warning (docs/releases.md). The
Khronos corrections (``odsgen/mlir22/spirv-khronos.td``: what spirv-val wants beyond
mlir-opt) are opt-in. A library file the spec already read is not read twice.

``Corrections`` says which may apply (``--no-upstream-corrections``,
``--khronos-corrections``); ``LibraryUse`` what did, with the note the CLI prints once.
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass

# The MLIR releases odsgen has declarations of (tdlib/odsgen/mlirN/): those Debian ships.
KNOWN_RELEASES = (16, 19, 22)


@dataclass(frozen=True)
class Corrections:
    """Which of odsgen's declarations may apply: upstream's hand-written availability
    (default on) and the Khronos corrections beyond it (default off)."""

    upstream: bool = True
    khronos: bool = False
    # A user's own tosa.xml of the TOSA specification: TOSA's tables come from it instead
    # of the include tree's TosaComplianceData.h.inc (with the upstream declarations).
    tosa_spec: str | None = None
    # The MLIR release whose declarations apply (--mlir-release N), instead of the one
    # the include tree says it is (``tree_release``).
    mlir_release: int | None = None

    def key(self) -> tuple:
        """For cache keys (the tosa.xml by its content)."""
        release = () if self.mlir_release is None else (self.mlir_release,)
        if self.tosa_spec is None:
            return (self.upstream, self.khronos) + release
        import hashlib

        try:
            with open(self.tosa_spec, "rb") as f:
                digest = hashlib.sha256(f.read()).hexdigest()
        except OSError:
            digest = ""
        return (self.upstream, self.khronos, os.path.abspath(self.tosa_spec), digest) + release


@dataclass(frozen=True)
class _Dialect:
    name: str  # MLIR's name of the dialect
    dialect_def: str  # the Dialect def that shows the dialect is read
    defined_in: str  # ... from this file (relative to the include root)
    # Defs (or classes) the declarations of each release name: without them the spec is a
    # subset, or another release's (--mlir-release N on a tree of another release).
    needs: dict[int, tuple[str, ...]]
    upstream: str  # the declarations of upstream's hand-written availability
    khronos: str  # the corrections beyond upstream's tools
    targets: str  # the dialect's named targets
    # What the records of ``defined_in`` (the names of its defs and classes, sorted) hash
    # to in each release odsgen knows: a tree that does not state its release (a source
    # checkout's mlir/include has no llvm-config.h) is known by them (``tree_release``).
    signatures: dict[str, int]
    # The releases whose dialect declares no availability that odsgen's declarations
    # complete (MLIR 16 and 19's TOSA: no profiles, extensions or levels in its ODS).
    nothing_to_declare: tuple[int, ...] = ()
    # Data odsgen reads with the declarations: (a function of the include root and the
    # Corrections giving the .td text's path, or None, and the file it read; what it is).
    data: tuple[tuple[object, str], ...] = ()


def _tosa_compliance(root: str, wanted: Corrections) -> tuple[str | None, str]:
    from odsgen.model.tosa_compliance import COMPLIANCE_DATA, compliance_td

    source = wanted.tosa_spec or os.path.join(root, COMPLIANCE_DATA)
    return compliance_td(root, wanted.tosa_spec), source


_DIALECTS = (
    _Dialect(
        "SPIR-V",
        "SPIRV_Dialect",
        "mlir/Dialect/SPIRV/IR/SPIRVBase.td",
        {
            16: ("SPIRV_SDotOp", "SPIRV_C_CooperativeMatrixNV", "SPIRV_C_JointMatrixINTEL", "VectorOf"),
            19: ("SPIRV_SDotOp", "SPIRV_SelectOp", "SPIRV_C_CooperativeMatrixKHR", "VectorOf"),
            22: ("SPIRV_SDotOp", "SPIRV_SelectOp", "SPIRV_DotOp", "SPIRV_C_BFloat16TypeKHR", "VectorOfNonZeroRankOf"),
        },
        "odsgen/mlir{v}/spirv.td",
        "odsgen/mlir{v}/spirv-khronos.td",
        "odsgen/mlir{v}/targets.toml",
        {"1c5c72e71253c49a": 16, "f43b9227bd3e1dec": 19, "1ae5775026e6988e": 22},
    ),
    # TOSA: its compliance tables (read from the include tree), the profile each extension
    # needs, the specification version, and its levels (odsgen/limits.td, in tosa-levels.td,
    # which tosa.td includes): as tosa-validate checks them.
    _Dialect(
        "TOSA",
        "Tosa_Dialect",
        "mlir/Dialect/Tosa/IR/TosaOpBase.td",
        {22: ("Tosa_AddOp", "Tosa_SpecificationVersion", "Tosa_LevelAttr", "Tosa_LVL_8K", "Tosa_LVL_NONE")},
        "odsgen/mlir{v}/tosa.td",
        "",
        "odsgen/mlir{v}/tosa-targets.toml",
        {"7480710f7a9697aa": 16, "94615e402a3ed9ce": 19, "c98616c148a66d78": 22},
        (16, 19),
        ((_tosa_compliance, "TOSA's compliance tables"),),
    ),
)


@dataclass(frozen=True)
class LibraryUse:
    """What odsgen's library added to a spec: the .td files applied (tdlib-relative names,
    in order), the targets files read with it (absolute), and the note that says so."""

    applied: tuple[str, ...] = ()
    targets: tuple[str, ...] = ()
    note: str | None = None

    @property
    def release(self) -> int | None:
        """The MLIR release whose declarations were applied (``odsgen/mlirN/...``), or None."""
        for name in self.applied:
            m = re.match(r"odsgen/mlir(\d+)/", name)
            if m:
                return int(m.group(1))
        return None

    def to_json(self) -> dict[str, object]:
        return {"applied": list(self.applied), "note": self.note}

    def record(self, doc: dict) -> dict:
        """``doc`` (a command's JSON output) with a ``"corrections"`` field when the library
        added anything or has a note; unchanged otherwise."""
        if self.applied or self.note:
            doc["corrections"] = self.to_json()
        return doc

    def to_plain(self) -> tuple[list[str], list[str], str]:
        """Marshal-able, for odsgen's caches (``from_plain`` reads it back)."""
        return (list(self.applied), list(self.targets), self.note or "")

    @classmethod
    def from_plain(cls, value: object) -> LibraryUse | None:
        if not (isinstance(value, (tuple, list)) and len(value) == 3):
            return None
        applied, targets, note = value
        if not (
            isinstance(applied, list)
            and isinstance(targets, list)
            and isinstance(note, str)
            and all(isinstance(x, str) for x in applied + targets)
        ):
            return None
        return cls(tuple(applied), tuple(targets), note or None)


def library_dir() -> str:
    """The folder of odsgen's library (``tdlib``): its .td files and targets files."""
    from odsgen.resources import data_dir

    return str(data_dir("tdlib"))


@dataclass(frozen=True, eq=False)
class LibraryToml:
    """A TOML rules file of odsgen's library (``tdlib/odsgen/*.toml``), parsed:
    ``starts`` gives where each ``[[kind]]`` table starts (1-based lines, in order), for
    the rules' provenance. One object per unchanged file (``library_toml``), so what is
    built from it may be cached by identity."""

    path: str
    doc: dict
    starts: dict[str, list[int]]


def library_toml(env: str, filename: str, what: str) -> LibraryToml:
    """The library's ``odsgen/FILENAME`` (or the file the environment variable ``env``
    names), read once while unchanged; a located error naming ``what`` ("the Vulkan
    rules") when it cannot be read or is not TOML."""
    from odsgen.diagnostics import Diagnostic, OdsgenError, Severity
    from odsgen.source import Loc

    path = os.environ.get(env) or os.path.join(library_dir(), "odsgen", filename)
    try:
        st = os.stat(path)
    except OSError as exc:
        raise OdsgenError(Diagnostic(Loc(path, 0, 0), Severity.ERROR, f"cannot read the {what}: {exc}")) from None
    return _library_toml(path, st.st_mtime_ns, st.st_size, what)


@functools.lru_cache(maxsize=8)
def _library_toml(path: str, mtime: int, size: int, what: str) -> LibraryToml:
    from odsgen.cache import parsed_toml
    from odsgen.diagnostics import Diagnostic, OdsgenError, Severity
    from odsgen.source import Loc

    def fail(exc: Exception) -> OdsgenError:
        return OdsgenError(Diagnostic(Loc(path, 1, 1), Severity.ERROR, f"the {what} are not TOML: {exc}"))

    def parse(text: str) -> dict:
        import tomllib

        try:
            return tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise fail(exc) from None

    with open(path, "rb") as f:
        data = f.read()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise fail(exc) from None
    doc = parsed_toml(text, parse)
    starts: dict[str, list[int]] = {}
    for n, line in enumerate(text.splitlines(), 1):
        m = re.match(r"\s*\[\[(\w+)\]\]", line)
        if m:
            starts.setdefault(m.group(1), []).append(n)
    return LibraryToml(path, doc, starts)


def targets_beside(specs: Iterable[str]) -> list[str]:
    """Where a spec's own targets file may be: ``targets.toml`` beside each spec file
    (absolute, each once, in the specs' order), whether it exists or not. ``odsgen
    validate`` and the rest read the ones that exist (odsgen.checking.spec), and
    ``gen --backend xdsl`` copies them into the package for its passes."""
    out: list[str] = []
    for s in specs:
        beside = os.path.join(os.path.dirname(os.path.abspath(s)), "targets.toml")
        if beside not in out:
            out.append(beside)
    return out


def _mlir_version(root: str) -> int | None:
    """The LLVM/MLIR major version the include tree ``root`` states in
    ``llvm/Config/llvm-config.h`` (beside ``mlir/``, as Debian's and an install tree's), or None."""
    try:
        with open(os.path.join(root, "llvm", "Config", "llvm-config.h"), encoding="utf-8", errors="replace") as f:
            m = re.search(r"#define\s+LLVM_VERSION_MAJOR\s+(\d+)", f.read())
    except OSError:
        return None
    return int(m.group(1)) if m else None


def signature(keeper, defined_in: str) -> str:
    """What the records of ``defined_in`` hash to: the names of the defs (not anonymous)
    and classes whose first location is that file, sorted (``_Dialect.signatures``)."""
    import hashlib

    def here(rec) -> bool:
        locs = getattr(rec, "locs", None)
        if not locs:
            return False
        where = locs[0].file.replace(os.sep, "/")
        return where == defined_in or where.endswith("/" + defined_in)

    defs = sorted(n for n, r in keeper.defs.items() if not n.startswith("anonymous_") and here(r))
    classes = sorted(n for n, r in keeper.classes.items() if here(r))
    return hashlib.sha256("\n".join(defs + ["--"] + classes).encode()).hexdigest()[:16]


def tree_release(keeper, d: _Dialect, base: str | None) -> tuple[int | None, str]:
    """The MLIR release of the tree that ``base`` (the dialect's ``defined_in`` file, as
    read) is from, and what says so: its ``llvm/Config/llvm-config.h``, else the records
    of ``defined_in`` (equal to those of a release odsgen knows); (None, why) when neither
    tells."""
    root = base[: len(base) - len(d.defined_in)] if base else None
    if root is not None:
        major = _mlir_version(root)
        if major is not None:
            return major, f"its {os.path.join(root, 'llvm', 'Config', 'llvm-config.h')} says LLVM {major}"
    found = d.signatures.get(signature(keeper, d.defined_in))
    if found is not None:
        return found, f"its {d.defined_in} defines what MLIR {found}'s does"
    where = f" {root.rstrip('/' + os.sep) or root}" if root else ""
    return None, (
        f"the include tree{where} has no llvm/Config/llvm-config.h and its {d.defined_in} is none of " f"{_known(d)}"
    )


def records_release(keeper, include_dirs: Iterable[str]) -> int | None:
    """The LLVM release of the tree a root's records were read from, for ``records --json``
    (llvm-tblgen's JSON differs by release, odsgen.records.dump_json): the ``llvm-config.h``
    of an include directory, else the records of an MLIR dialect's base file equal to
    those of a release odsgen knows; None (the newest llvm-tblgen's JSON) when neither tells."""
    for inc in include_dirs:
        major = _mlir_version(inc)
        if major is not None:
            return major
    for d in _DIALECTS:
        rec = keeper.defs.get(d.dialect_def)
        where = rec.locs[0].file.replace(os.sep, "/") if rec is not None and rec.locs else ""
        if where == d.defined_in or where.endswith("/" + d.defined_in):
            found = d.signatures.get(signature(keeper, d.defined_in))
            if found is not None:
                return found
    return None


def records_json(keeper, include_dirs: Iterable[str], release: int | None = None) -> str:
    """What ``odsgen records --json`` prints of ``keeper``: llvm-tblgen's ``--dump-json`` of
    ``release``, else of the release the tree says it is (``records_release``)."""
    from odsgen.records.dump_json import dump_json

    return dump_json(keeper, release if release is not None else records_release(keeper, include_dirs))


def _known(d: _Dialect) -> str:
    """ "MLIR 16's, 19's and 22's": the releases odsgen knows the dialect of."""
    known = [f"{n}'s" for n in KNOWN_RELEASES if n in d.needs or n in d.nothing_to_declare]
    return "MLIR " + (", ".join(known[:-1]) + " and " + known[-1] if len(known) > 1 else known[0])


def plan(keeper, files: list[str], wanted: Corrections) -> tuple[list[str], LibraryUse]:
    """The library files to evaluate after the spec in ``keeper`` (absolute paths), and
    what that adds. ``files`` are the (absolute) files the spec read."""
    lib = library_dir()
    read = {os.path.realpath(f) for f in files}
    paths: list[str] = []
    applied: list[str] = []
    targets: list[str] = []
    notes: list[str] = []
    for d in _DIALECTS:
        rec = keeper.defs.get(d.dialect_def)
        where = rec.locs[0].file.replace(os.sep, "/") if rec is not None and rec.locs else ""
        if rec is None or not (where == d.defined_in or where.endswith("/" + d.defined_in)):
            continue
        base = next((f for f in files if f.replace(os.sep, "/").endswith("/" + d.defined_in)), None)
        if wanted.mlir_release is not None:
            version, how = wanted.mlir_release, "as --mlir-release asks"
        else:
            version, how = tree_release(keeper, d, base)
        if version in d.nothing_to_declare:
            continue
        if version is None or version not in d.needs:
            if not (wanted.upstream or wanted.khronos):
                continue
            if version is None:
                which = (
                    f"cannot tell which MLIR release the {d.name} spec is from ({how}): none of odsgen's "
                    f"declarations of hand-written {d.name} availability apply"
                )
            else:
                which = (
                    f"odsgen has no declarations of MLIR {version}'s hand-written {d.name} availability "
                    f"({how}; it has {_known(d)})"
                )
            notes.append(f"warning: {which}: the answers are the spec's alone; --mlir-release N applies release N's")
            continue
        upstream = d.upstream.format(v=version)
        t = os.path.join(lib, d.targets.format(v=version))
        if d.targets and os.path.isfile(t):
            targets.append(t)
        chosen = []
        if wanted.upstream:
            chosen.append(upstream)
        if wanted.khronos and d.khronos:
            chosen.append(d.khronos.format(v=version))
        if wanted.khronos and d.khronos and not os.path.isfile(os.path.join(lib, d.khronos.format(v=version))):
            chosen.pop()
            notes.append(f"odsgen has no Khronos corrections for MLIR {version}'s {d.name} dialect")
        lacks = [n for n in d.needs[version] if n not in keeper.defs and n not in keeper.classes]
        if chosen and lacks:
            missing = lacks[0]
            notes.append(
                f"not applying odsgen's declarations of MLIR {version}'s hand-written {d.name} availability "
                f"({upstream}): the spec does not define {missing}"
            )
            continue
        new = []
        for name in chosen:
            path = os.path.join(lib, name)
            applied.append(name)
            if os.path.realpath(path) not in read:
                paths.append(path)
                new.append(name)
        read_data = []
        if wanted.upstream and upstream in new and base is not None:
            root = base[: len(base) - len(d.defined_in)]
            for make, what in d.data:
                made, source = make(root, wanted)
                if made is not None:
                    paths.append(made)
                    read_data.append(f"{what} read from {source}")
        if new:
            parts = []
            if upstream in new:
                parts.append(
                    f"MLIR {version}'s hand-written {d.name} availability ({upstream})"
                    + "".join(f" with {x}" for x in read_data)
                )
            khronos = d.khronos.format(v=version)
            if d.khronos and khronos in new:
                parts.append(f"the Khronos corrections beyond mlir-opt ({khronos}), as --khronos-corrections asks")
            text = "applying odsgen's declarations of " + " and ".join(parts)
            if upstream in new:
                text += "; --no-upstream-corrections turns " + ("the former off" if len(parts) > 1 else "them off")
            notes.append(text)
    note = "; ".join(notes) if notes else None
    return paths, LibraryUse(tuple(applied), tuple(targets), note)

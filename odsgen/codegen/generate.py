"""``odsgen gen``: spec files -> a formatted Python package, written atomically.

The steps: load the model (odsgen.model), build the view (odsgen.codegen.view), let
every backend render its file (odsgen.codegen.backends), format with black
(odsgen.codegen.format, unless ``format=False``), then write the package
(odsgen.codegen.output: staged, renamed into place, unchanged files left alone).

A repeated run with unchanged inputs is answered from a result cache (the one
``odsgen records`` uses): the entry lists every file the spec read with its content
hash and every include candidate that did not exist; its key covers the command line
and a digest of odsgen's generator (templates, codegen, model and algebra code) and
black's version. A hit writes the cached files without loading the spec, Jinja or
black.
"""

from __future__ import annotations

import hashlib
import keyword
import os
import shlex
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from odsgen import __version__

if TYPE_CHECKING:
    from odsgen.source import SourceManager


@dataclass
class GenRequest:
    specs: list[str]
    include_dirs: list[str] = field(default_factory=list)
    defines: list[str] = field(default_factory=list)
    outdir: str = "."
    package: str | None = None
    per_version: bool = False
    format: bool = True
    use_cache: bool = True
    jobs: int | None = None
    corrections: object = None  # odsgen.model.corrections.Corrections (None: the default)
    backend: str = "odsgen"  # "xdsl": an xDSL dialect package (odsgen.codegen.backends.xdsl)


@dataclass
class GenResult:
    package: str
    files: dict[str, str]  # relative path -> text
    changed: list[str]
    warnings: list = field(default_factory=list)
    from_cache: bool = False
    sources: SourceManager | None = None  # the spec's SourceManager, to show warnings' source lines
    note: str | None = None  # what odsgen's library added to the spec (odsgen.model.corrections)


@cache
def generator_digest() -> str:
    """Changes whenever anything that shapes generated text changes."""
    from odsgen.resources import data_dir

    from odsgen.cache import files_digest

    root = Path(__file__).resolve().parent.parent
    paths = sorted(data_dir("templates").glob("*.j2")) + sorted(data_dir("templates").glob("xdsl/*.j2"))
    for sub in ("codegen", "codegen/backends", "model", "avail"):
        paths += sorted((root / sub).glob("*.py"))
    # The matcher trees and verifier checks are spelled in generated code by their repr().
    paths += [root / "runtime" / name for name in ("matchers.py", "ir.py", "verify.py")]

    def of_files() -> str:
        h = hashlib.sha256()
        for p in paths:
            h.update(p.name.encode())
            h.update(p.read_bytes())
        return h.hexdigest()

    h = hashlib.sha256(__version__.encode())
    h.update(files_digest("generator", paths, of_files).encode())
    black = _black_version()
    h.update(b"no-black" if black is None else black.encode())  # black missing: --no-format still works
    return h.hexdigest()


def _black_version() -> str | None:
    """The installed black's version, None without black. Read from the name of its
    ``black-VERSION.dist-info`` directory beside the package when there is one: importing
    importlib.metadata costs about 40 ms of every run, importing black far more."""
    from importlib.util import find_spec

    try:
        spec = find_spec("black")
    except (ImportError, ValueError):
        return None
    if spec is None:
        return None
    if spec.origin:
        site = os.path.dirname(os.path.dirname(spec.origin))
        try:
            infos = [n for n in os.listdir(site) if n.startswith("black-") and n.endswith(".dist-info")]
        except OSError:
            infos = []
        if len(infos) == 1:
            return infos[0][len("black-") : -len(".dist-info")]
    try:
        from importlib.metadata import version

        return version("black")
    except Exception:  # noqa: BLE001 - no metadata: as if black were missing
        return None


def _display_path(path: str, include_dirs: list[str]) -> str:
    """A path for headers: relative to the working directory when inside it, otherwise
    relative to the include directory holding it, otherwise the base name."""
    ab = os.path.abspath(path)
    cwd = os.getcwd()
    if ab.startswith(cwd.rstrip(os.sep) + os.sep):
        return os.path.relpath(ab, cwd).replace(os.sep, "/")
    for d in sorted((os.path.abspath(x) for x in include_dirs), key=len, reverse=True):
        if ab.startswith(d.rstrip(os.sep) + os.sep):
            return os.path.relpath(ab, d).replace(os.sep, "/")
    return os.path.basename(ab)


def command_line(req: GenRequest, package: str) -> str:
    """The regenerate command for headers: no absolute paths. Paths inside the working
    directory are relative to it; an include directory outside it is ``INCLUDE_DIR``
    (``INCLUDE_DIR1``... for several), a spec under one ``INCLUDE_DIR/<path>``; the
    output directory is ``OUTDIR``."""
    outside = [os.path.abspath(d) for d in req.include_dirs if not _inside_cwd(d)]

    def placeholder(d: str) -> str:
        return "INCLUDE_DIR" if len(outside) == 1 else f"INCLUDE_DIR{outside.index(d) + 1}"

    def spec(path: str) -> str:
        if _inside_cwd(path):
            return _display_path(path, [])
        ab = os.path.abspath(path)
        for d in sorted(outside, key=len, reverse=True):
            if ab.startswith(d.rstrip(os.sep) + os.sep):
                return placeholder(d) + "/" + os.path.relpath(ab, d).replace(os.sep, "/")
        return os.path.basename(ab)

    parts = ["odsgen", "gen"] + [spec(s) for s in req.specs]
    for d in req.include_dirs:
        parts += ["-I", _display_path(d, []) if _inside_cwd(d) else placeholder(os.path.abspath(d))]
    for m in req.defines:
        parts += ["-D", m]
    parts += ["-o", "OUTDIR", "--package", package]
    if req.per_version:
        parts.append("--per-version")
    if req.backend != "odsgen":
        parts += ["--backend", req.backend]
    if not req.format:
        parts.append("--no-format")
    return " ".join(shlex.quote(p) for p in parts)


def _inside_cwd(path: str) -> bool:
    return os.path.abspath(path).startswith(os.getcwd().rstrip(os.sep) + os.sep)


def default_package(model, specs: list[str], backend: str = "odsgen") -> str:
    """The package name when ``--package`` is not given: the dialect's name (the spec
    file's name when the ops come from several dialects or none), lower-cased, ``.`` and
    ``-`` as ``_``, a keyword with a trailing ``_``. A name that still cannot name a
    package (odsgen.codegen.package_name) is an error at the dialect's ``name``."""
    from odsgen.codegen import package_name
    from odsgen.diagnostics import OdsgenError, error

    names = sorted({op.dialect for op in model.ops if op.dialect})
    base = names[0] if len(names) == 1 else Path(specs[0]).stem
    name = base.lower().replace(".", "_").replace("-", "_")
    if keyword.iskeyword(name):
        name += "_"
    why = package_name.problem(name, backend)
    if why is None:
        return name
    made = "" if name == base else f" (as a package name '{name}')"
    notes = []
    if len(names) == 1:
        dialect = next((d for d in model.dialects.values() if d.name == base), None)
        loc = dialect.name_loc if dialect is not None else None
        what = f"dialect name '{base}'{made} cannot name the generated package: {why}"
        if dialect is not None and _outside(loc, dialect.loc):
            notes.append((dialect.loc, f"dialect '{dialect.record}' defined here"))
    else:
        loc = None
        used = f"its ops come from dialects {', '.join(names)}" if names else "it has no ops"
        what = f"spec file name '{base}'{made} (the default, as {used}) cannot name the generated package: {why}"
    hint = f"--package NAME names the package instead (for example: --package {package_name.suggest(name, backend)})"
    notes.append((None, hint))
    raise OdsgenError(error(loc, what, *notes))


def _outside(loc, def_loc) -> bool:
    """Whether ``loc`` (a field's value) lies outside the def at ``def_loc`` (it was set
    in a class or a multiclass), so the def deserves a note of its own."""
    if loc is None or def_loc is None:
        return False
    return loc.file != def_loc.file or loc.line < def_loc.line


def _renderer_imports() -> None:
    """Import what render_package uses (its backends, Jinja): done while the .td files
    are parsed in another process, if they are (odsgen.model.load_model's ``meanwhile``)."""
    from odsgen.codegen.backends import backends

    backends()


def render_package(model, req: GenRequest, includes_for_locs: list[str]):
    """Render every file of the package (unformatted); returns (package, files, warnings)."""
    from odsgen.codegen import lower
    from odsgen.codegen.backends import package_kind
    from odsgen.codegen.view import build_view

    kind = package_kind(req.backend)
    package = req.package or default_package(model, req.specs, req.backend)
    view_locator = lower.Locator(includes_for_locs, req.specs)
    view = build_view(
        model,
        package=package,
        locator=view_locator,
        source=", ".join(_display_path(s, req.include_dirs) for s in req.specs),
        command=command_line(req, package),
        version=__version__,
        per_version=req.per_version,
        stages=kind.stages,
    )
    files = kind.render(view, model, view_locator, req.specs, lambda: _render_files(view, req.jobs))
    return package, files, view.warnings


# A spec with fewer ops is rendered in one process: a second one costs about 10 ms (the
# fork, and the parent's pages it then copies), more than the "package" stage it takes off.
_PARALLEL_MIN_OPS = 100


def _render_files(view, jobs: int | None) -> dict[str, str]:
    """Every backend's files, in the backends' order. The stages of the view
    (odsgen.codegen.view.STAGES) are independent: with many ops and a free core, a forked
    helper finishes the "package" stage and renders its backends' files, and writes the
    op classes' docstrings ("docs"), returning text, while this process builds the op
    classes ("ops", "own"). A helper that fails or dies leaves its share to this process;
    the text is the same either way."""
    from odsgen.codegen.backends import backends, stage
    from odsgen.parallel import forked, worker_count

    mods = backends()

    def render(which: str) -> list[dict[str, str]]:
        return [m.emit(view) for m in mods if stage(m) == which]

    def helper() -> tuple:
        view.finish("package")
        return render("package"), view.builder.op_docs()

    workers = jobs if jobs is not None else worker_count()
    package = docs = None
    if workers >= 2 and len(view.builder.model.ops) >= _PARALLEL_MIN_OPS:
        with forked(helper) as forked_helper:
            view.finish("ops")
            view.finish("own")
            got = forked_helper.result() if forked_helper is not None else None
        if _helped(got, sum(stage(m) == "package" for m in mods), len(view.ops)):
            package, docs = got
    else:
        view.finish("ops")
        view.finish("own")
    view.finish("docs", docs)  # (written here when the helper did not)
    ops = render("ops")
    if package is None:
        view.finish("package")
        package = render("package")
    parts = {"ops": iter(ops), "package": iter(package)}
    files: dict[str, str] = {}
    for m in mods:
        files.update(next(parts[stage(m)]))
    return files


def _helped(value, count: int, ops: int) -> bool:
    """What a rendering helper returns: ``count`` backends' files ({relative path: text}
    each), and the docstrings of ``ops`` op classes."""
    if not (type(value) is tuple and len(value) == 2 and type(value[0]) is list and type(value[1]) is list):
        return False
    files, docs = value
    return (
        len(files) == count
        and all(type(d) is dict and all(type(k) is str and type(t) is str for k, t in d.items()) for d in files)
        and len(docs) == ops
        and all(type(d) is str for d in docs)
    )


def _check_package_name(name: str, backend: str = "odsgen") -> None:
    """``--package NAME`` must name an importable package that hides nothing."""
    from odsgen.codegen import package_name
    from odsgen.diagnostics import OdsgenError, error

    why = package_name.problem(name, backend)
    if why is not None:
        raise OdsgenError(
            error(
                None,
                f"--package: '{name}' cannot name the generated package: {why}",
                (None, f"for example: --package {package_name.suggest(name, backend)}"),
            )
        )


def generate(req: GenRequest) -> GenResult:
    from odsgen import cache as rcache

    with rcache.disabled(not req.use_cache):  # --no-cache touches no cache at all
        return _generate(req)


def _valid_files(v) -> bool:
    """A cached (package, {relative path: text}) pair."""
    from odsgen.cache import is_seq_of

    return is_seq_of(v, 3, str, dict, str) and all(type(k) is str and type(t) is str for k, t in v[1].items())


def _generate(req: GenRequest) -> GenResult:
    from odsgen.codegen.output import write_tree
    from odsgen import cache as rcache
    from odsgen.resources import data_dir

    if req.package is not None:
        _check_package_name(req.package, req.backend)
    from odsgen.model.corrections import Corrections

    corrections = req.corrections if isinstance(req.corrections, Corrections) else Corrections()
    includes = list(req.include_dirs) + [str(data_dir("tdlib"))]
    key = {
        "cmd": "gen",
        "specs": tuple(os.path.abspath(s) for s in req.specs),
        "cwd": os.getcwd(),
        "includes": tuple(os.path.abspath(d) for d in req.include_dirs),
        "defines": tuple(req.defines),
        "package": req.package,
        "per_version": req.per_version,
        "format": req.format,
        "generator": generator_digest(),
        "corrections": corrections.key(),
        "backend": req.backend,
    }
    if req.use_cache:
        hit = rcache.lookup_result(key, _valid_files)
        if hit is not None:
            package, files, note = hit
            changed = write_tree(req.outdir, files)
            return GenResult(package, files, changed, [], True, note=note or None)

    from odsgen.diagnostics import OdsgenError
    from odsgen.model import load_model

    model = load_model(
        req.specs, includes, req.defines, use_cache=req.use_cache, corrections=corrections, meanwhile=_renderer_imports
    )
    try:
        package, files, warnings = render_package(model, req, includes)
    except OdsgenError as exc:
        if exc.sources is None:
            exc.sources = model.sources  # so the CLI shows the source line and caret
        raise
    from odsgen.codegen.backends import package_kind

    if req.format:
        from odsgen.codegen.format import format_files

        # (a package whose templates are not laid out as black keeps them: all through black)
        python = {k: t for k, t in files.items() if k.endswith(".py")}  # (not py.typed, targets.toml)
        trusted = package_kind(req.backend).trusted_layout
        formatted = format_files(python, jobs=req.jobs, use_cache=req.use_cache, trusted=trusted)
        files = {k: formatted.get(k, t) for k, t in files.items()}
    changed = write_tree(req.outdir, files)
    if req.use_cache and not warnings:
        inputs, probes = list(model.files), list(model.probes)
        for t in package_kind(req.backend).carried(req.specs):  # (xDSL's holds the targets.toml beside the spec)
            digest = rcache.file_digest(t) if os.path.isfile(t) else None
            inputs += [(t, digest)] if digest is not None else []
            probes += [] if digest is not None else [t]
        rcache.store_result(key, inputs, probes, (package, files, model.library.note or ""))
    return GenResult(package, files, changed, warnings, False, model.sources, model.library.note)

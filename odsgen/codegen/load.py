"""Generate a spec's package into odsgen's cache and import it, for commands that need
the generated queries without a manual ``odsgen gen`` (``odsgen avail --module``).

The package is generated unformatted (black changes nothing it means) under
``<cache_root>/gen/<key>/<package>``, where the key covers the generator (templates and
code) and the content of every file the spec read, and imported under a private module
name (``_odsgen_gen_<key>``) so packages of different specs never collide.

The cached package is code that will run, so it is only ever used from a cache
directory that ``odsgen.cache.cache_dir`` accepts (owned by the user, writable by
no one else), and its files are checked before anything is imported: a manifest (a
checksummed cache entry) lists the SHA-256 of every file, and the modules are compiled
from the bytes that were checked and imported from memory (a finder of their own), so a
file changed after the check is never run. Compiled code is kept in a checksummed entry
tied to those hashes. A missing, damaged or mismatching file makes the whole package a
miss: it is generated again. Without a usable cache (``--no-cache``, a read-only or
refused cache directory) the package is generated and imported from memory.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import sys
from pathlib import Path
from types import CodeType, ModuleType


def _key(model, package: str | None, defines: tuple[str, ...] = ()) -> str:
    from odsgen.codegen.generate import generator_digest

    h = hashlib.sha256(generator_digest().encode())
    h.update(repr(package).encode())
    if defines:  # (-D changes what the same files define: odsgen's library's ODSGEN_TOSA_LENIENT)
        h.update(repr(tuple(defines)).encode())
    for path, digest in sorted(model.files):
        h.update(f"{path}\0{digest}\0".encode())
    return h.hexdigest()[:24]


def load_generated(
    model,
    specs: list[str],
    include_dirs: list[str],
    package: str | None = None,
    cached_only=False,
    defines: tuple[str, ...] = (),
):
    """The generated package of ``model`` (built from ``specs`` with ``defines``), imported.

    With ``cached_only``, ``model`` need only have ``files``: the package comes from
    the cache or the answer is None."""
    from odsgen.cache import cache_dir

    key = _key(model, package, tuple(defines))
    modname = f"_odsgen_gen_{key}"
    mod = sys.modules.get(modname)
    if mod is not None:
        return mod
    d = cache_dir("gen")
    base = None if d is None else d / key
    stored = None if base is None else _read_package(base)
    if stored is not None:
        try:
            return _import(modname, *stored)
        except Exception:  # noqa: BLE001 - checked files that still fail: generate afresh
            _forget(modname)
    if cached_only:
        return None
    pkg, files = _render(model, specs, include_dirs, package)
    codes = _compile(files, base)
    if base is not None:
        _write_package(base, pkg, files, codes)
    return _import(modname, pkg, codes, base)


def _render(model, specs, include_dirs, package):
    from odsgen.codegen.generate import GenRequest, render_package
    from odsgen.resources import data_dir

    req = GenRequest(specs=list(specs), include_dirs=list(include_dirs), package=package, format=False)
    includes = list(include_dirs) + [str(data_dir("tdlib"))]
    pkg, files, _ = render_package(model, req, includes)
    return pkg, {rel: text for rel, text in files.items() if rel.endswith(".py")}


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _compile(files: dict[str, str], base: Path | None) -> dict[str, CodeType]:
    where = str(base) if base is not None else "<odsgen-gen>"
    return {rel: compile(text, f"{where}/{rel}", "exec", dont_inherit=True) for rel, text in files.items()}


def _valid_manifest(v) -> bool:
    return (
        type(v) is dict
        and type(v.get("package")) is str
        and type(v.get("files")) is dict
        and all(type(k) is str and type(h) is str for k, h in v["files"].items())
    )


def _code_entry(base: Path) -> Path:
    return base / f"code-{sys.implementation.cache_tag}"


def _read_package(base: Path):
    """(package, {rel: code}, base) from the cache after checking every file, or None."""
    from odsgen.cache import load_value, read_regular

    manifest = load_value(base / "complete", _valid_manifest)
    if manifest is None:
        return None
    digests = manifest["files"]
    sources = {}
    for rel, digest in digests.items():
        data = read_regular(base / rel)  # (a FIFO or a symlink is a miss)
        if data is None or _digest(data) != digest:
            return None
        sources[rel] = data
    entry = load_value(
        _code_entry(base),
        lambda v: type(v) is dict
        and v.get("files") == digests
        and type(v.get("code")) is dict
        and set(v["code"]) == set(digests)
        and all(type(c) is CodeType for c in v["code"].values()),
    )
    if entry is not None:
        return manifest["package"], entry["code"], base
    try:
        codes = _compile({rel: data.decode("utf-8") for rel, data in sources.items()}, base)
    except (SyntaxError, ValueError, UnicodeDecodeError):
        return None
    _store_codes(base, digests, codes)
    return manifest["package"], codes, base


def _store_codes(base: Path, digests: dict[str, str], codes: dict[str, CodeType]) -> None:
    from odsgen.cache import store_value

    store_value(_code_entry(base), {"files": digests, "code": codes})


def _write_package(base: Path, pkg: str, files: dict[str, str], codes: dict[str, CodeType]) -> None:
    """Store the package's files, its compiled code and, last, its manifest (best effort)."""
    from odsgen.codegen.output import write_tree
    from odsgen.diagnostics import OdsgenError
    from odsgen.cache import store_value

    try:
        base.mkdir(mode=0o700, exist_ok=True)
        write_tree(base, files)
    except (OSError, OdsgenError):
        return
    digests = {rel: _digest(text.encode("utf-8")) for rel, text in files.items()}
    _store_codes(base, digests, codes)
    store_value(base / "complete", {"package": pkg, "files": digests})


class _Finder:
    """Imports ``modname`` and its submodules from already checked, compiled code: a meta
    path finder and its modules' loader (``find_spec``; ``create_module``, ``exec_module``),
    by protocol, not by importlib.abc's base classes (importing importlib.abc imports
    importlib.resources and tempfile, milliseconds of every run)."""

    def __init__(self, modname: str, pkg: str, codes: dict[str, CodeType], base: Path | None):
        self.modname = modname
        self.pkg = pkg
        self.codes = codes
        self.base = base

    def _rel(self, fullname: str):
        if fullname == self.modname:
            parts = []
        elif fullname.startswith(self.modname + "."):
            parts = fullname[len(self.modname) + 1 :].split(".")
        else:
            return None
        stem = "/".join([self.pkg, *parts])
        for rel, is_pkg in ((f"{stem}/__init__.py", True), (f"{stem}.py", False)):
            if rel in self.codes:
                return rel, is_pkg
        return None

    def find_spec(self, fullname, path=None, target=None):
        hit = self._rel(fullname)
        if hit is None:
            return None
        rel, is_pkg = hit
        origin = f"{self.base}/{rel}" if self.base is not None else f"<odsgen-gen>/{rel}"
        spec = importlib.util.spec_from_loader(fullname, self, origin=origin, is_package=is_pkg)
        spec.has_location = self.base is not None
        return spec

    def create_module(self, spec):
        return None

    def exec_module(self, module) -> None:
        rel, _ = self._rel(module.__name__)
        exec(self.codes[rel], module.__dict__)


def package_code(mod: ModuleType) -> tuple[str, str, dict[str, CodeType]] | None:
    """(module name, package name, {relative path: code}) of a package ``load_generated``
    imported, from which ``import_code`` imports the same package in another process of
    the same Python (odsgen.checking.spec's snapshots); None for any other module."""
    finder = getattr(getattr(mod, "__spec__", None), "loader", None)
    if not isinstance(finder, _Finder) or finder.modname != mod.__name__:
        return None
    return finder.modname, finder.pkg, dict(finder.codes)


def import_code(modname: str, pkg: str, codes: dict[str, CodeType]) -> ModuleType:
    """The package ``package_code`` gave: the one this process imported under that name
    (a name covers the generator and the content of the spec's files), else imported
    from ``codes``."""
    mod = sys.modules.get(modname)
    if mod is not None:
        return mod
    return _import(modname, pkg, codes, None)


def _import(modname: str, pkg: str, codes: dict[str, CodeType], base: Path | None) -> ModuleType:
    finder = _Finder(modname, pkg, codes, base)
    sys.meta_path.insert(0, finder)
    try:
        return importlib.import_module(modname)
    except BaseException:
        _forget(modname)
        raise


def _forget(modname: str) -> None:
    """Drop a package that failed to import: its finder and any of its modules."""
    sys.meta_path[:] = [f for f in sys.meta_path if not (isinstance(f, _Finder) and f.modname == modname)]
    for name in [n for n in sys.modules if n == modname or n.startswith(modname + ".")]:
        del sys.modules[name]

"""Generate a spec's package into odsgen's cache and import it, for commands that need
the generated queries without a manual ``odsgen gen`` (``odsgen avail --module``).

The package is generated unformatted (black changes nothing it means) under
``<cache_root>/gen/<key>/<package>``, where the key covers the generator (templates and
code) and the content of every file the spec read, and imported under a private module
name (``_odsgen_gen_<key>``) so packages of different specs never collide.
"""

from __future__ import annotations

import hashlib
import importlib.util
import sys
from pathlib import Path


def _key(model, package: str | None) -> str:
    from odsgen.codegen.generate import generator_digest

    h = hashlib.sha256(generator_digest().encode())
    h.update(repr(package).encode())
    for path, digest in sorted(model.keeper.files):
        h.update(f"{path}\0{digest}\0".encode())
    return h.hexdigest()[:24]


def load_generated(model, specs: list[str], include_dirs: list[str], package: str | None = None):
    """The generated package of ``model`` (built from ``specs``), imported."""
    from odsgen.codegen.generate import GenRequest, render_package
    from odsgen.codegen.output import write_tree
    from odsgen.records.cache import cache_root
    from odsgen.resources import data_dir

    key = _key(model, package)
    modname = f"_odsgen_gen_{key}"
    mod = sys.modules.get(modname)
    if mod is not None:
        return mod
    base = cache_root() / "gen" / key
    marker = base / "complete"
    req = GenRequest(specs=list(specs), include_dirs=list(include_dirs), package=package, format=False)
    if marker.is_file():
        pkg = marker.read_text().strip()
    else:
        includes = list(include_dirs) + [str(data_dir("tdlib"))]
        pkg, files, _ = render_package(model, req, includes)
        write_tree(base, files)
        write_tree(base, {"complete": pkg + "\n"})
    root = Path(base) / pkg
    spec = importlib.util.spec_from_file_location(modname, root / "__init__.py", submodule_search_locations=[str(root)])
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot import the generated package at {root}")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[modname] = mod
    try:
        spec.loader.exec_module(mod)
    except BaseException:
        sys.modules.pop(modname, None)
        raise
    return mod

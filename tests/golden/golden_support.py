"""Golden packages: every example spec's generated package, committed under tests/golden/.

``EXAMPLES`` lists each ``examples/<name>/<spec>.td``; its package is generated with
``odsgen gen examples/<name>/<spec>.td -o OUTDIR --per-version`` (run from the
repository root, so headers name the spec the same way everywhere) and committed as
``tests/golden/<name>/<package>/``. Refresh them with ``ODSGEN_UPDATE_GOLDEN=1 pytest
tests/golden`` (or ``--update-golden``), never by hand.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
GOLDEN = REPO / "tests" / "golden"
FLAGS = ("--per-version",)


def examples() -> list[tuple[str, Path]]:
    """(name, spec) for every self-contained example: a directory of examples/ with one
    spec and a sample.mlir."""
    out = []
    for d in sorted((REPO / "examples").iterdir()):
        specs = sorted(d.glob("*.td")) if d.is_dir() else []
        if len(specs) == 1 and (d / "sample.mlir").is_file():
            out.append((d.name, specs[0]))
    return out


def generate(
    spec: Path, outdir: Path, *extra: str, seed: str = "0", no_cache: bool = True
) -> subprocess.CompletedProcess:
    """``odsgen gen`` in a fresh process, from the repository root."""
    env = dict(os.environ, PYTHONHASHSEED=seed)
    cmd = [sys.executable, "-m", "odsgen", "gen", str(spec.relative_to(REPO)), "-o", str(outdir), "-q", *FLAGS, *extra]
    if no_cache:
        cmd.append("--no-cache")
    return subprocess.run(cmd, cwd=REPO, env=env, capture_output=True, text=True, timeout=600)


def tree(root: Path) -> dict[str, bytes]:
    """{relative posix path: bytes} of every file under ``root``."""
    if not root.is_dir():
        return {}
    return {
        p.relative_to(root).as_posix(): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and "__pycache__" not in p.parts
    }


def update_requested(config=None) -> bool:
    if os.environ.get("ODSGEN_UPDATE_GOLDEN", "").strip() not in ("", "0"):
        return True
    return bool(config is not None and config.getoption("--update-golden", default=False))


def import_package(root: Path, name: str):
    """Import the package directory ``root`` under the module name ``name``."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, root / "__init__.py", submodule_search_locations=[str(root)])
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    try:
        spec.loader.exec_module(mod)
    except BaseException:
        sys.modules.pop(name, None)
        raise
    return mod


def golden_package(name: str):
    """The committed golden package of example ``name``, imported (as ``golden_<name>``)."""
    base = GOLDEN / name
    pkgs = [p for p in sorted(base.iterdir()) if (p / "__init__.py").is_file()]
    assert len(pkgs) == 1, f"{base}: expected one package, found {pkgs}"
    return import_package(pkgs[0], f"golden_{name.replace('-', '_')}")

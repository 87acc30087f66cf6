"""odsgen's packages import downward only: the CLI over the API over the checking layer
over the rest (odsgen/api.py's docstring). Every import counts, lazy ones inside
functions too, so a new upward import fails here rather than in a reader's head."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PKG = Path(__file__).resolve().parents[2] / "odsgen"

# Top to bottom; a package may import only packages listed after it.
LAYERS = [
    "cli",
    "commands",
    "api",
    "checking",
    "docs",
    "codegen",
    "model",
    "records",
    "syntax",
    "avail",
    "runtime",
    "cache",
    "io",
    "parallel",
    "resources",
    "diagnostics",
    "source",
]


def _unit(path: Path) -> str:
    rel = path.relative_to(PKG)
    return rel.parts[0].removesuffix(".py") if rel.parts[0] != "__init__.py" else ""


def _imports(path: Path):
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            for a in node.names:
                yield node.lineno, a.name
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if node.module == "odsgen":
                for a in node.names:
                    yield node.lineno, f"odsgen.{a.name}"
            else:
                yield node.lineno, node.module


def _edges():
    for path in sorted(PKG.rglob("*.py")):
        src = _unit(path)
        if src in ("", "__main__"):  # the package's lazy re-export of odsgen.api; python -m
            continue
        for line, name in _imports(path):
            parts = name.split(".")
            if parts[0] != "odsgen" or len(parts) < 2 or parts[1].startswith("__"):
                continue
            if parts[1] != src:
                yield path.relative_to(PKG.parent), line, src, parts[1]


def test_every_package_has_a_layer():
    units = {_unit(p) for p in PKG.rglob("*.py")} - {"", "__main__"}
    assert units <= set(LAYERS), f"give these a layer: {sorted(units - set(LAYERS))}"


def test_no_import_goes_upward():
    upward = [
        f"{path}:{line}: {src} imports {dst}"
        for path, line, src, dst in _edges()
        if LAYERS.index(dst) <= LAYERS.index(src)
    ]
    assert not upward, "\n".join(upward)


@pytest.mark.parametrize("lib", ["api", "checking", "model", "runtime"])
def test_the_library_never_imports_the_cli(lib):
    assert not [e for e in _edges() if e[2] == lib and e[3] in ("cli", "commands")]

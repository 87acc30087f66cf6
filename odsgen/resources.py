"""Locations of the data that ships with odsgen: grammars, templates, the .td library, the docs.

In a wheel these live in ``odsgen/_data/<name>``; in a checkout (editable install or
running from the source tree) they live at the repository root, beside the package.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PKG = Path(__file__).resolve().parent


@cache
def data_dir(name: str) -> Path:
    """Return the directory holding shipped data ``name`` (grammars, templates, tdlib, docs)."""
    for candidate in (_PKG / "_data" / name, _PKG.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"odsgen data directory {name!r} not found (broken install?)")


def grammar_path(filename: str) -> Path:
    return data_dir("grammars") / filename

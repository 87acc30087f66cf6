"""Backends: one module per generated file, each ``emit(view) -> {relative path: text}``.

``backends()`` lists them in the order their files are written into the package. A
backend's ``STAGE`` (default "ops") names the part of the view its files read
(odsgen.codegen.view.STAGES): the "package" backends' files can be rendered in another
process while this one builds the op classes (odsgen.codegen.generate).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from odsgen.codegen.view import PackageView

# The templates each backend's package is rendered from (in templates/): the xDSL backend
# writes odsgen's modules too (odsgen.codegen.backends.xdsl.emit).
_TEMPLATES = {"odsgen": ("*.py.j2",), "xdsl": ("*.py.j2", "xdsl/*.py.j2")}


class Backend(Protocol):
    def emit(self, view: PackageView) -> dict[str, str]: ...


def backends() -> list[Backend]:
    from odsgen.codegen.backends import enums, init, interfaces, ops, rules, target, versions

    return [init, enums, interfaces, rules, ops, target, versions]


def stage(backend: Backend) -> str:
    """The stage of the view ``backend``'s files read (odsgen.codegen.view.STAGES)."""
    return getattr(backend, "STAGE", "ops")


def template_paths(backend: str) -> list[Path]:
    """The template files the package of ``backend`` ("odsgen" or "xdsl") is rendered from."""
    from odsgen.resources import data_dir

    root = data_dir("templates")
    return [p for pattern in _TEMPLATES[backend] for p in sorted(root.glob(pattern))]

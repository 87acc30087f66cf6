"""Backends: one module per generated file, each ``emit(view) -> {relative path: text}``.

``backends()`` lists them in the order their files are written into the package. A
backend's ``STAGE`` (default "ops") names the part of the view its files read
(odsgen.codegen.view.STAGES): the "package" backends' files can be rendered in another
process while this one builds the op classes (odsgen.codegen.generate).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from odsgen.codegen.view import PackageView


class Backend(Protocol):
    def emit(self, view: PackageView) -> dict[str, str]: ...


class PackageKind(Protocol):
    """What ``odsgen gen --backend NAME`` makes (``package_kind(NAME)``): the templates
    its package is rendered from (in templates/), whether they are laid out as black
    keeps them (``trusted_layout``), the view's stages it needs built first, its files,
    and the files beside the spec it holds copies of (which a cached result depends on)."""

    name: str
    templates: tuple[str, ...]
    trusted_layout: bool
    stages: tuple[str, ...]  # the view's stages built before rendering (odsgen.codegen.view.STAGES; none: as rendered)

    def render(
        self, view: PackageView, model: Any, locator: Any, specs: Iterable[str], modules: Callable[[], dict[str, str]]
    ) -> dict[str, str]:
        """Every file of the package; ``modules()`` renders odsgen's own modules (every
        backend of ``backends()``, stage by stage)."""
        ...

    def carried(self, specs: Iterable[str]) -> list[str]:
        """The files beside ``specs`` the package holds copies of (existing or not)."""
        ...


class _OdsgenPackage:
    """``--backend odsgen``: odsgen's own modules."""

    name = "odsgen"
    templates: tuple[str, ...] = ("*.py.j2",)
    trusted_layout = True
    stages: tuple[str, ...] = ()  # (rendered stage by stage: odsgen.codegen.generate)

    def render(
        self, view: PackageView, model: Any, locator: Any, specs: Iterable[str], modules: Callable[[], dict[str, str]]
    ) -> dict[str, str]:
        return modules()

    def carried(self, specs: Iterable[str]) -> list[str]:
        return []


def package_kind(name: str) -> PackageKind:
    """The package ``--backend name`` makes: ``odsgen`` or ``xdsl``
    (odsgen.codegen.backends.xdsl.PACKAGE)."""
    if name == "odsgen":
        return _OdsgenPackage()
    from importlib import import_module

    kind: PackageKind = import_module(f"odsgen.codegen.backends.{name}").PACKAGE
    return kind


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
    return [p for pattern in package_kind(backend).templates for p in sorted(root.glob(pattern))]

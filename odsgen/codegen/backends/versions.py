"""Backend for the per-version modules (``--per-version``): one per version case."""

from __future__ import annotations

from odsgen.codegen.env import render
from odsgen.codegen.view import PackageView


def emit(view: PackageView) -> dict[str, str]:
    return {f"{view.package}/{v.module}.py": render("version.py.j2", pkg=view, v=v) for v in view.versions}

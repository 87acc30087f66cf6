"""The shape shared by backends that render one template into one module of the package."""

from __future__ import annotations

from odsgen.codegen.env import render
from odsgen.codegen.view import PackageView


def module_backend(filename: str, template: str | None = None):
    """An ``emit`` rendering ``templates/<filename>.j2`` to ``<package>/<filename>``."""
    template = template or filename + ".j2"

    def emit(view: PackageView) -> dict[str, str]:
        return {f"{view.package}/{filename}": render(template, pkg=view)}

    emit.__doc__ = f"Render ``{template}`` into ``<package>/{filename}``."
    return emit

"""Backends: one module per generated file, each ``emit(view) -> {relative path: text}``.

``BACKENDS`` lists them in the order their files are written into the package.
"""

from __future__ import annotations

from typing import Protocol

from odsgen.codegen.view import PackageView


class Backend(Protocol):
    def emit(self, view: PackageView) -> dict[str, str]: ...


def backends() -> list[Backend]:
    from odsgen.codegen.backends import enums, init, interfaces, ops, rules, target, versions

    return [init, enums, interfaces, rules, ops, target, versions]

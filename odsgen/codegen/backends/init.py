"""Backend for the package's ``__init__.py`` (templates/__init__.py.j2) and its ``py.typed``
marker (PEP 561: type checkers read the package's annotations)."""

from odsgen.codegen.backends._simple import module_backend
from odsgen.codegen.view import PackageView

_init = module_backend("__init__.py")


def emit(view: PackageView) -> dict[str, str]:
    files = _init(view)
    files[f"{view.package}/py.typed"] = ""
    return files

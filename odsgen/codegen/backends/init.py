"""Backend for the package's ``__init__.py`` (templates/__init__.py.j2)."""

from odsgen.codegen.backends._simple import module_backend

emit = module_backend("__init__.py")

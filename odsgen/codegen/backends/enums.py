"""Backend for the package's ``enums.py`` (templates/enums.py.j2)."""

from odsgen.codegen.backends._simple import module_backend

emit = module_backend("enums.py")

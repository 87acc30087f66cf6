"""Backend for the package's ``interfaces.py`` (templates/interfaces.py.j2)."""

from odsgen.codegen.backends._simple import module_backend

emit = module_backend("interfaces.py")

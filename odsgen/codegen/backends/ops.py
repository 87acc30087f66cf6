"""Backend for the package's ``ops.py`` (templates/ops.py.j2)."""

from odsgen.codegen.backends._simple import module_backend

emit = module_backend("ops.py")

"""Backend for the package's ``target.py`` (templates/target.py.j2)."""

from odsgen.codegen.backends._simple import module_backend

emit = module_backend("target.py")

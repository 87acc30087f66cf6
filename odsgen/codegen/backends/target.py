"""Backend for the package's ``target.py`` (templates/target.py.j2)."""

from odsgen.codegen.backends._simple import module_backend

STAGE = "package"  # reads no op (odsgen.codegen.view.STAGES)

emit = module_backend("target.py")

"""Backend for the package's ``interfaces.py`` (templates/interfaces.py.j2)."""

from odsgen.codegen.backends._simple import module_backend

STAGE = "package"  # reads no op (odsgen.codegen.view.STAGES)

emit = module_backend("interfaces.py")

"""Backend for the package's ``rules.py`` (templates/rules.py.j2)."""

from odsgen.codegen.backends._simple import module_backend

emit = module_backend("rules.py")

"""odsgen: a TableGen-style availability code generator.

Reads op definitions written in the TableGen language (ODS style) that carry
availability specs and generates Python code answering "where is this available".

The public Python API (docs/python-api.md; odsgen.api, imported on first use)::

    spec = odsgen.load_spec("dialect.td", include_dirs=["include"])
    odsgen.availability(spec); odsgen.generate(spec, "build/gen"); odsgen.diff(spec, "V_1", "V_3")
    odsgen.explain(spec, "example.a", target="version=V_2")
    odsgen.validate(spec, "module.mlir", target="version=V_2"); odsgen.deduce(spec, "module.mlir")
    odsgen.verify(spec, "module.mlir")
    odsgen.validate_many(["a.mlir", "b.mlir"], spec, ["version=V_1", "targets/"])
    with odsgen.session(): [odsgen.verify(spec, m) for m in modules]   # one parsing helper
    odsgen.convert(spec, "module.mlir", "version=V_1", "downgrade.py", output="old.mlir")
"""

from __future__ import annotations

# (not typing's: importing typing costs every odsgen process about 3 ms, before any work;
# mypy takes a module constant of this name as typing's)
TYPE_CHECKING = False

__version__ = "0.1.0"

__all__ = [
    "Spec",
    "load_spec",
    "availability",
    "generate",
    "diff",
    "explain",
    "validate",
    "validate_each",
    "verify",
    "validate_many",
    "session",
    "deduce",
    "convert",
    "records_json",
    "records_text",
    "OdsgenError",
]

if TYPE_CHECKING:
    from typing import Any

    from odsgen.api import (
        Spec,
        availability,
        convert,
        deduce,
        diff,
        explain,
        generate,
        load_spec,
        records_json,
        records_text,
        session,
        validate,
        validate_each,
        verify,
        validate_many,
    )
    from odsgen.diagnostics import OdsgenError


def __getattr__(name: str) -> Any:
    # Lazily, so that `odsgen --help` and the runtime of generated packages import nothing more.
    if name in __all__:
        import importlib

        return getattr(importlib.import_module("odsgen.api"), name)
    raise AttributeError(f"module 'odsgen' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(list(globals()) + __all__)

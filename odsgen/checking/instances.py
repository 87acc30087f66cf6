"""The data of `odsgen avail SPEC.td --module M.mlir`: the generated queries' answers for every op instance.

The spec's package is generated into odsgen's cache and imported (odsgen.codegen.load),
so the answers are exactly what the generated code answers. Ops are listed in module
order (pre-order walk, nested regions included); ops of other dialects are skipped.
An op's answer includes the spec's rules about that op (TypeRules with ``ops``,
odsgen/typerules.td), which the generated op classes merge: they are part of the op's
own availability, as upstream's hand-written queries are; what the value types need
besides is `validate`/`deduce`'s (``needs_of``).

JSON: ``{"module": "M.mlir", "ops": [{"name", "def", "loc", "at", "requirements",
"provenance"}]}`` in the shape of ``odsgen avail --json`` (docs/avail-json.md) plus
``"at": "M.mlir:line:col"``; ``loc`` and provenance locations are as the generated code
records them (relative to the include directory that holds the file).
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, Any

from odsgen.model.report import requirement_words, requirements_json

if TYPE_CHECKING:
    from odsgen.model.build import Model
    from odsgen.runtime.protocol import Module


def instance_answers(pkg: ModuleType, module: Module, module_name: str, defs: dict[str, str]) -> list[dict[str, Any]]:
    """One entry per op of ``pkg``'s dialect in ``module``, in module order: what its op
    class's ``answers_of`` answers (the dialect's rules about the op included)."""
    from odsgen.checking.check import op_loc

    ops_table = pkg.ops.OPS
    out = []
    for op in module.walk():
        cls = ops_table.get(op.name)
        if cls is None:
            continue
        reqs, prov = requirements_json(cls.answers_of(op).requirements)
        out.append(
            {
                "name": op.name,
                "def": defs.get(op.name, ""),
                "loc": cls.SOURCE_LOC,
                "at": op_loc(op, module_name),
                "requirements": reqs,
                "provenance": prov,
            }
        )
    return out


def module_avail(model: Model, specs: list[str], includes: list[str], path: str) -> dict[str, Any]:
    """``odsgen avail --module``'s data: ``{"module", "ops": [...], "text"}``."""
    from odsgen.codegen.load import load_generated
    from odsgen.runtime.reader import read_file

    pkg = load_generated(model, list(specs), list(includes))
    module = read_file(path)
    defs: dict[str, str] = {}
    for op in model.ops:
        defs.setdefault(op.name, op.record)
    entries = instance_answers(pkg, module, path, defs)
    lines = []
    for e in entries:
        words = [f"{d}: {requirement_words(model, d, v)}" for d, v in e["requirements"].items()]
        reqs = "; ".join(words) or "available everywhere"
        lines.append(f"{e['at']}: {e['name']}: {reqs}")
    return {"module": path, "ops": entries, "text": "\n".join(lines) + ("\n" if lines else "")}

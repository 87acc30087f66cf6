"""Views of a model's static requirements: the `odsgen avail` JSON and text, and lints.

The JSON is a stable interface (docs/avail-json.md):

    {"ops": [{"name": "spirv.IAdd", "def": "SPIRV_IAddOp", "loc": "file:line:col",
              "requirements": {"MinVersion": "V_1_0", "Capability": [["Shader"]]},
              "provenance": {"MinVersion": [{"kind": "op", "name": "spirv.IAdd",
                                             "loc": "file:line:col"}]}}],
     "enums": [{"enum": "SPIRV_CapabilityAttr", "case": "Shader", "requirements": {...},
                "provenance": {...}}]}

A version is its enum case symbol; an any-of dimension is a list of groups, each a
list of case symbols; a dimension that contributes nothing is omitted.
"""

from __future__ import annotations

from odsgen.avail.algebra import Shape
from odsgen.diagnostics import Diagnostic, Severity
from odsgen.model.build import Model


def _loc(loc) -> str | None:
    return str(loc) if loc is not None else None


def _reqs_json(model: Model, instances) -> tuple[dict, dict]:
    return requirements_json(model.merge(instances))


def requirements_json(merged: dict) -> tuple[dict, dict]:
    """({dimension: value}, {dimension: [provenance]}) of merged requirements, in the
    documented JSON form; dimensions that contribute nothing are omitted."""
    reqs: dict = {}
    prov: dict = {}
    for dim, req in merged.items():
        j = req.to_json()
        if j is None or j == []:
            continue
        reqs[dim] = j
        prov[dim] = [
            {"kind": p.kind.value, "name": p.name, "loc": _loc(p.loc)} for p in getattr(req, "provenance", ()) or ()
        ]
    return reqs, prov


def avail_json(model: Model) -> dict:
    ops = []
    for op in model.ops:
        reqs, prov = _reqs_json(model, op.availability)
        ops.append({"name": op.name, "def": op.record, "loc": _loc(op.loc), "requirements": reqs, "provenance": prov})
    enums = []
    for en in model.enums.values():
        for case in en.cases:
            if not case.availability:
                continue
            reqs, prov = _reqs_json(model, case.availability)
            if reqs:
                enums.append({"enum": en.record, "case": case.symbol, "requirements": reqs, "provenance": prov})
    return {"ops": ops, "enums": enums}


def _fmt(value) -> str:
    if isinstance(value, list):
        return " and ".join(g[0] if len(g) == 1 else "one of (" + ", ".join(g) + ")" for g in value)
    return str(value)


def avail_text(model: Model) -> str:
    out = []
    for op in model.ops:
        reqs, prov = _reqs_json(model, op.availability)
        out.append(f"{op.name} ({op.record}) at {_loc(op.loc)}")
        if not reqs:
            out.append("  available everywhere")
        for dim, v in reqs.items():
            where = ", ".join(f"{p['kind']} {p['name']} at {p['loc']}" for p in prov.get(dim, []))
            out.append(f"  {dim}: {_fmt(v)}" + (f"  [{where}]" if where else ""))
    for en in model.enums.values():
        for case in en.cases:
            reqs, _ = _reqs_json(model, case.availability)
            if reqs:
                out.append(f"{en.class_name}::{case.symbol}: " + "; ".join(f"{d}: {_fmt(v)}" for d, v in reqs.items()))
    return "\n".join(out) + "\n"


def check_lints(model: Model) -> list[Diagnostic]:
    """Warnings: a min version above the max version (an op no target can have)."""
    out: list[Diagnostic] = []
    dims = model.dimensions
    for op in model.ops:
        merged = model.merge(op.availability)
        lo = hi = None
        for name, req in merged.items():
            d = dims.get(name)
            if d is None:
                continue
            if req.shape is Shape.AT_LEAST and req.case is not None:
                lo = (name, req)
            elif req.shape is Shape.AT_MOST and req.case is not None:
                hi = (name, req)
        if lo and hi and dims[lo[0]].enum == dims[hi[0]].enum and lo[1].case.value > hi[1].case.value:
            out.append(
                Diagnostic(
                    op.loc,
                    Severity.WARNING,
                    f"op '{op.name}' requires {lo[0]} {lo[1].case.symbol} but {hi[0]} {hi[1].case.symbol}: "
                    "no target can ever have it",
                )
            )
    return out

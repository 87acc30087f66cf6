"""Views of a model's static requirements: the `odsgen avail` JSON and text, and lints.

The JSON is a stable interface (docs/avail-json.md):

    {"ops": [{"name": "spirv.IAdd", "def": "SPIRV_IAddOp", "loc": "file:line:col",
              "requirements": {"MinVersion": "V_1_0", "Capability": [["Shader"]]},
              "provenance": {"MinVersion": [{"kind": "op", "name": "spirv.IAdd",
                                             "loc": "file:line:col"}]},
              "conditional": [{"when": "attribute 'memory_scope' = QueueFamily", "on": "attribute",
                               "name": "memory_scope", "case": "QueueFamily", "requirements": {...},
                               "provenance": {...}}]}],
     "enums": [{"enum": "SPIRV_CapabilityAttr", "case": "Shader", "requirements": {...},
                "provenance": {...}}]}

A version is its enum case symbol; an any-of dimension is a list of groups, each a
list of case symbols; a dimension that contributes nothing is omitted.
"""

from __future__ import annotations

from dataclasses import dataclass

from odsgen.runtime.algebra import Shape
from odsgen.diagnostics import Diagnostic, Severity
from odsgen.model.build import Model, Op


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


@dataclass(frozen=True, slots=True)
class Conditional:
    """Requirements an op instance has only when a value it holds matches: an enum
    attribute holding a case that asks for more, or a ``TypeAvailableAt``/``AttrAvailableAt``
    operand, attribute or result whose annotated constraint the value matches."""

    on: str  # "operand", "attribute", "result"
    name: str  # the argument's ODS name
    case: str | None  # an enum attribute's case symbol
    matches: str | None  # an annotation: what its constraint accepts ("f32")
    path: str | None  # an annotation: where it sits in the argument's constraint ("any_of[1]"; "": all of it)
    requirements: dict  # {dimension: Requirement}, merged
    spelling: str | None = None  # an enum attribute's case as modules spell it (EnumCase.spelling)

    @property
    def when(self) -> str:
        """``attribute 'dtype' = bf16``, ``result 'result' matches f32``."""
        what = f"= {self.spelling}" if self.case is not None else f"matches {self.matches}"
        return f"{self.on} '{self.name}' {what}"


def conditional_requirements(model: Model, op: Op) -> list[Conditional]:
    """What an instance of ``op`` may need beyond the op's own requirements, in spec order:
    each enum attribute case that asks for something, then each annotated operand,
    attribute or result (the instance-dependent part of availability; `avail`, `explain`)."""
    out: list[Conditional] = []
    for arg in op.attributes if op.enum_attributes else ():
        en = model.enums.get(arg.enum) if arg.enum else None
        for case in en.cases if en is not None else ():
            reqs = model.merge(case.availability)
            if reqs:
                out.append(Conditional("attribute", arg.name, case.symbol, None, None, reqs, case.spelling))
    for a in op.args.ins + op.args.outs:
        for ann in a.annotations:
            reqs = model.merge(ann.availability)
            if reqs:
                out.append(Conditional(a.kind, a.name, None, ann.node.inner.describe(), "/".join(ann.path), reqs))
    return out


def _conditional_json(c: Conditional) -> dict:
    reqs, prov = requirements_json(c.requirements)
    out: dict = {"when": c.when, "on": c.on, "name": c.name}
    if c.case is not None:
        out["case"] = c.case
    else:
        out["matches"] = c.matches
        out["path"] = c.path
    out["requirements"] = reqs
    out["provenance"] = prov
    return out


def avail_json(model: Model) -> dict:
    ops = []
    for op in model.ops:
        reqs, prov = _reqs_json(model, op.availability)
        cond = [_conditional_json(c) for c in conditional_requirements(model, op)]
        ops.append(
            {
                "name": op.name,
                "def": op.record,
                "loc": _loc(op.loc),
                "requirements": reqs,
                "provenance": prov,
                "conditional": [c for c in cond if c["requirements"]],
            }
        )
    enums = []
    for en in model.enums.values():
        for case in en.cases:
            if not case.availability:
                continue
            reqs, prov = _reqs_json(model, case.availability)
            if reqs:
                enums.append({"enum": en.record, "case": case.symbol, "requirements": reqs, "provenance": prov})
    return {"ops": ops, "enums": enums}


def requirement_words(model: Model, dim: str, value) -> str:
    """A requirement's JSON value in words: a version as targets spell it, groups of case symbols."""
    if isinstance(value, list):
        return " and ".join(g[0] if len(g) == 1 else "one of (" + ", ".join(g) + ")" for g in value)
    return model.case_spelling(dim, str(value))


def _req_lines(model: Model, reqs: dict, prov: dict, indent: str) -> list[str]:
    out = []
    for dim, v in reqs.items():
        where = ", ".join(f"{p['kind']} {p['name']} at {p['loc']}" for p in prov.get(dim, []))
        out.append(f"{indent}{dim}: {requirement_words(model, dim, v)}" + (f"  [{where}]" if where else ""))
    return out


def avail_text(model: Model) -> str:
    out = []
    for op in model.ops:
        reqs, prov = _reqs_json(model, op.availability)
        out.append(f"{op.name} ({op.record}) at {_loc(op.loc)}")
        cond = [(c, *requirements_json(c.requirements)) for c in conditional_requirements(model, op)]
        cond = [x for x in cond if x[1]]
        if not reqs:
            out.append("  no own requirements (conditional ones below)" if cond else "  available everywhere")
        out += _req_lines(model, reqs, prov, "  ")
        for c, creqs, cprov in cond:
            out.append(f"  conditional, when {c.when}:")
            out += _req_lines(model, creqs, cprov, "    ")
    for en in model.enums.values():
        for case in en.cases:
            reqs, _ = _reqs_json(model, case.availability)
            if reqs:
                words = "; ".join(f"{d}: {requirement_words(model, d, v)}" for d, v in reqs.items())
                out.append(f"{en.class_name}::{case.symbol}: {words}")
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

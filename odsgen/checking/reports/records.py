"""The typed records a module's report is built from (validate's, verify's, convert's):
each malformed op (``Malformed``), the structure report (``Structure``), each op the
target does not allow (``Unavailable``) and one module's report (``ModuleReport``).

The checks produce these, with their places as ``Loc`` objects; the JSON of
``--format json`` (``to_json``) and the findings of SARIF and GitHub
(odsgen.checking.reports.formats) are made from them once, at the edge. A report read
back from its JSON (a worker's row, a result given as a dict) is made a record again by
``report_of_json``, the one reader of a report's places.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from odsgen.source import Loc, loc_json

__all__ = [
    "Malformed",
    "Structure",
    "Unavailable",
    "ModuleReport",
    "Cell",
    "SweepRow",
    "provenance_of",
    "report_of_json",
]


@dataclass(frozen=True, slots=True)
class Malformed:
    """An op that fails verification: its name (None: MLIR named none), its place, and
    each error as (category, message); ``mlir``: MLIR's verifier's message on it (verify
    --mlir: odsgen.checking.verify_only.with_mlir_verdict), None when it gave none."""

    op: str | None
    loc: Loc
    errors: tuple[tuple[str, str], ...]
    mlir: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "op": self.op,
            **loc_json(self.loc),
            "errors": [{"category": c, "message": m} for c, m in self.errors],
        }
        if self.mlir is not None:
            out["mlir"] = self.mlir
        return out


@dataclass
class Structure:
    """A module's structure report (odsgen.checking.validate.verify_module): its malformed
    ops (``count`` of them; ``malformed`` the first ``--max-errors``), the constraints
    odsgen could not check (by op name), the ops MLIR's verifier checked (None: it checked
    none), and whether MLIR rejected the module as it read it; ``verified``: whether
    odsgen's verifier ran (False: what it did not check is not known, ``unchecked`` is
    empty); ``mlir``: what MLIR's verifier verified (verify --mlir: ``with_mlir_verdict``)."""

    malformed: list[Malformed] = field(default_factory=list)
    count: int = 0
    unchecked_ops: int = 0
    unchecked_items: int = 0
    by_op: dict[str, list[str]] = field(default_factory=dict)
    verified_by_mlir: int | None = None
    rejected_by_mlir: bool = False
    verified: bool = True
    mlir: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        unchecked = {"ops": self.unchecked_ops, "constraints": self.unchecked_items, "by_op": self.by_op}
        out: dict[str, Any] = {
            "malformed_ops": self.count,
            "malformed": [m.to_json() for m in self.malformed],
            "unchecked": unchecked if self.verified else {},
        }
        if self.verified_by_mlir is not None:
            out["verified_by_mlir"] = self.verified_by_mlir
        if self.rejected_by_mlir:
            out["rejected_by_mlir"] = True
        if self.mlir is not None:
            out["mlir"] = self.mlir
        return out


# (kind, name, place) of what asks for a requirement (odsgen.runtime.algebra.Provenance)
Provenance = tuple[str, str, "Loc | None"]


def provenance_of(reasons: Any) -> tuple[tuple[Provenance, ...], ...]:
    """What asks for each of ``reasons`` (the target's, odsgen.runtime.target.Reason), as
    an ``Unavailable`` keeps it: (kind, name, place) of each provenance, per reason."""
    return tuple(tuple((p.kind.value, p.name, p.loc) for p in r.provenance) for r in reasons)


@dataclass(frozen=True, slots=True)
class Unavailable:
    """An op the target does not allow: its name and place, each reason's JSON (the
    checker's ``reason_json``) and what asks for it (``provenance``, per reason), the
    text of its own target (no ``--target``), whether the spec has no such op (a SPIR-V
    binary's instruction judged by the Khronos grammar). ``line``: the index of its error
    among the report's text lines (None: grouped with others)."""

    op: str
    loc: Loc
    reasons: tuple[dict[str, Any], ...]
    provenance: tuple[tuple[Provenance, ...], ...] = ()
    target: str | None = None
    unknown_to_spec: bool = False
    line: int | None = field(default=None, compare=False)
    # convert's refused rewrites of it (pattern, why, where the pattern is), read back from
    # its JSON (convert's ``to_json`` words them from its ``Refusal``s)
    attempts: tuple[tuple[str, str, Loc | None], ...] = ()
    # (value, argument in words, its name, its place or "") of each value a level's reason
    # measures that is a block's argument ("operand input1 #0", "%arg0 at net.mlir:2:19",
    # "%arg0", "net.mlir:2:19"): odsgen.checking.check.level_arguments
    arguments: tuple[tuple[str, str, str, str], ...] = ()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"op": self.op, **loc_json(self.loc)}
        if self.unknown_to_spec:
            out["unknown_to_spec"] = True
        out["reasons"] = [dict(r) for r in self.reasons]
        if self.target is not None:
            out["target"] = self.target
        if self.arguments:
            out["arguments"] = [{"value": v, "name": n, "loc": at or None} for v, _, n, at in self.arguments]
        return out


@dataclass
class ModuleReport:
    """One module's report: its status (``legal``, ``illegal``, ``malformed``; verify's
    ``well-formed``), how many ops of the spec it has, the ops the target does not allow
    (``illegal_count`` of them; ``illegal`` the first ``--max-errors``), its structure
    report (None: not verified), the JSON of the module's own targets it was checked on
    (``targets``: none given), its text lines, and the targets "legal" was checked on (in words)."""

    module: str
    status: str
    ops: int
    illegal_count: int = 0
    illegal: list[Unavailable] = field(default_factory=list)
    structure: Structure | None = None
    targets: list[dict[str, Any]] | None = None
    lines: list[str] = field(default_factory=list)
    checked_on: list[str] = field(default_factory=list)
    # a target the run assumed (odsgen.checking.validate.assumed_target: "target",
    # "implicit", "defaulted", and "note", its line for stderr), or None
    assumed: dict[str, Any] | None = None

    @property
    def text(self) -> str:
        return "\n".join(self.lines) + ("\n" if self.lines else "")

    def report_json(self) -> dict[str, Any]:
        """``odsgen validate --format json``'s entry of the module."""
        report: dict[str, Any] = {
            "module": self.module,
            "status": self.status,
            "ops": self.ops,
            "illegal_ops": self.illegal_count,
            "illegal": [u.to_json() for u in self.illegal],
        }
        if self.structure is not None:
            report.update(self.structure.to_json())
        if self.targets is not None:
            report["targets"] = self.targets
        if self.assumed is not None:
            report["assumed_target"] = {k: v for k, v in self.assumed.items() if k != "note"}
        return report

    def to_json(self) -> dict[str, Any]:
        """The module's result as validate's callers take it: ``{"module", "status",
        "report" (its JSON), "text", "targets"}``, and the record itself (``records``)."""
        out = {
            "module": self.module,
            "status": self.status,
            "report": self.report_json(),
            "text": self.text,
            "targets": list(self.checked_on),
            "records": self,
        }
        if self.assumed is not None:
            out["assumed"] = self.assumed["note"]
        return out


@dataclass
class Cell:
    """A sweep's cell (odsgen.checking.sweep.check_all): what validating the module against
    the target ``target`` alone reports, its status (``legal``, ``illegal``, ``malformed``)
    and the ops it does not allow (``illegal_count`` of them, ``illegal`` those the cell
    lists); ``op_names``: how many names its illegal ops have (None: every one listed)."""

    target: str
    status: str
    illegal_count: int = 0
    illegal: list[Unavailable] = field(default_factory=list)
    op_names: int | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "status": self.status,
            "illegal_ops": self.illegal_count,
            "illegal": [u.to_json() for u in self.illegal],
        }
        if self.op_names is not None:
            out["op_names"] = self.op_names
        out["target"] = self.target
        return out


@dataclass
class SweepRow:
    """A sweep's row (odsgen.checking.sweep.sweep_module), as it comes back from a worker
    (pickled): the module, its status (``checked``, ``malformed``, ``error``), how many ops
    of the spec it has, a cell per target, its structure report and verifier's text (None:
    not verified), the rendered note of a module with no ops of the spec and of its ops of
    other dialects with their diagnostics' JSON (for the CI formats) and those dialects; of
    a module that could not be read or checked, the rendered error and its diagnostics' JSON."""

    module: str
    status: str
    ops: int = 0
    cells: list[Cell] = field(default_factory=list)
    structure: Structure | None = None
    text: str | None = None
    note: str | None = None
    note_diagnostics: list[dict[str, Any]] | None = None
    others: str | None = None
    others_diagnostics: list[dict[str, Any]] | None = None
    other_dialects: Any = None
    error: str | None = None
    diagnostics: list[dict[str, Any]] | None = None

    def to_json(self) -> dict[str, Any]:
        """The row as the sweep's callers take it: ``{"module", "status", "ops", "cells",
        "structure", "text", ..., "records"}`` (``records``: the row itself, what the CI
        formats are made from), or ``{"module", "status": "error", "error", "diagnostics"}``."""
        out: dict[str, Any] = {"module": self.module, "status": self.status}
        if self.status == "error":
            out["error"] = self.error
            out["diagnostics"] = self.diagnostics
            return out
        if self.structure is not None:
            out["structure"] = self.structure.to_json()
        if self.text is not None:
            out["text"] = self.text
        out["ops"] = self.ops
        out["cells"] = [c.to_json() for c in self.cells]
        if self.note is not None:
            out["note"] = self.note
            out["note_diagnostics"] = self.note_diagnostics
        if self.others is not None:
            out["others"] = self.others
            out["others_diagnostics"] = self.others_diagnostics
            out["other_dialects"] = self.other_dialects
        out["records"] = self
        return out


def _loc(text: str | None) -> Loc | None:
    """The place of an entry of a JSON report, which ``str(Loc)`` wrote: the ``Loc`` again."""
    return Loc.parse(text) if text else None


def _located(text: str | None, module: str) -> Loc:
    return _loc(text) or Loc(module, 0, 0)


def report_of_json(report: dict[str, Any]) -> ModuleReport:
    """The records of one module's JSON report (validate's, verify's, convert's; a sweep's
    cell as ``{"illegal": [...]}``): each malformed op, each unavailable op with its
    reasons and what asks for them, the constraints not checked."""
    module = report.get("module") or ""
    structure = Structure(
        [
            Malformed(e["op"], _located(e.get("loc"), module), tuple((x["category"], x["message"]) for x in e["errors"]))
            for e in report.get("malformed", ())
        ],
        report.get("malformed_ops", 0),
        by_op=report.get("unchecked", {}).get("by_op", {}),
    )
    illegal = [
        Unavailable(
            e["op"],
            _located(e.get("loc"), module),
            tuple(e.get("reasons", ())),
            tuple(
                tuple((p.get("kind", ""), p.get("name", ""), _loc(p.get("loc"))) for p in r.get("provenance", ()))
                for r in e.get("reasons", ())
            ),
            e.get("target"),
            bool(e.get("unknown_to_spec")),
            attempts=tuple((a["pattern"], a["refused"], _loc(a.get("pattern_loc"))) for a in e.get("attempts", ())),
        )
        for e in report.get("illegal", ())
    ]
    return ModuleReport(module, report.get("status", ""), report.get("ops", 0), len(illegal), illegal, structure)

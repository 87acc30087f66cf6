"""Reports CI systems read: ``--format sarif`` (SARIF 2.1.0) and ``--format github``
(GitHub Actions workflow commands), for validate, verify, deduce and convert
(docs/validate.md, "Reports for CI systems").

A command's report is turned into ``Finding``s, one per diagnostic: from the JSON report
of a module (its ``malformed`` and ``illegal`` entries, ``findings_of_report``) or from
the ``Diagnostic`` objects of an error or a note (bad input, the errors MLIR gave as it
read a module; ``findings_of_diagnostics``), never from rendered text: a line of a module
echoed under an error is never a finding, nor text of a module a location. Each finding
has its rule: ``malformed``, ``unavailable`` and ``unavailable/<dimension>`` (an op
unavailable for reasons of one dimension), ``unchecked`` (constraints odsgen could not
check, a note), ``no-target``, ``no-ops`` (a note) and ``error`` (bad input).
"""

from __future__ import annotations

import re
from collections.abc import Container, Iterable
from urllib.parse import quote
from dataclasses import dataclass, field
from typing import Any

from odsgen.checking.reports.records import ModuleReport, Structure, SweepRow, report_of_json
from odsgen.diagnostics import Diagnostic, Severity, diagnostic_of_json
from odsgen.source import LIBRARY_ROOT, Loc, path_root, roots, shown_path

FORMATS = ("sarif", "github")  # the formats of this module, beside a command's "text" and "json"

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
INFORMATION_URI = "https://github.com/odsgen/odsgen"

# The rules every report may name (a dimension's rule is made as it is met).
RULES: dict[str, str] = {
    "malformed": "An op is malformed: it fails verification against its ODS definition",
    "unavailable": "An op is not available on the target",
    "unchecked": "Constraints of an op odsgen could not check (C++ predicates or verifiers)",
    "no-target": "No target could be deduced for a unit of the module",
    "no-ops": "A module has no op of the spec's dialects: nothing to check",
    "other-dialects": "A module has ops of dialects neither the spec's nor MLIR's own, which nothing checks",
    "error": "Bad input: a module or spec that cannot be read",
}


@dataclass(frozen=True, slots=True)
class Finding:
    """One diagnostic: its rule, level ("error", "warning" or "note"), message, location
    (a ``Loc``: line and column 0 when it is a whole file; or None) and notes (location
    or None, message)."""

    rule: str
    message: str
    loc: Loc | None
    notes: tuple[tuple[Loc | None, str], ...] = field(default=())
    level: str = "error"


def dimension_rule(dimension: str) -> str:
    return f"unavailable/{dimension}"


def findings_of_report(
    report: ModuleReport | Structure | dict[str, Any], where: str = "", level: str = "error"
) -> list[Finding]:
    """The findings of one module's report (validate's, verify's, convert's: its records;
    a structure report alone, deduce's of a malformed module; or a JSON report a caller
    gives, read by ``report_of_json``, never odsgen's own read back): each malformed op,
    each unavailable op (its reasons and their provenance as notes, at ``level``;
    convert's refused rewrites too), and the constraints it could not check; ``where`` is
    added to the unavailable ops' messages (a sweep's target)."""
    if isinstance(report, Structure):
        report = ModuleReport("", "", 0, structure=report)
    got = report if isinstance(report, ModuleReport) else report_of_json(report)
    out: list[Finding] = []
    for m in got.structure.malformed if got.structure is not None else ():
        for _, message in m.errors:
            out.append(Finding("malformed", f"'{m.op}' op {message}", m.loc))
    for u in got.illegal:
        dims = {r.get("dimension") for r in u.reasons}
        only = dims.pop() if len(dims) == 1 else None
        rule = dimension_rule(only) if only is not None else "unavailable"
        notes: list[tuple[Loc | None, str]] = []
        for i, r in enumerate(u.reasons):
            notes.append((None, r["message"]))
            for kind, name, loc in u.provenance[i] if i < len(u.provenance) else ():
                notes.append((loc, f"required by {kind} '{name}'".strip()))
        for pattern, refused, loc in u.attempts:  # (convert's: a rewrite refused, at its pattern)
            notes.append((loc, f"pattern {pattern}: {refused}"))
        message = f"'{u.op}' is not available on the target{where}"
        out.append(Finding(rule, message, u.loc, tuple(notes), level))
    by_op = got.structure.by_op if got.structure is not None else {}
    for op, items in by_op.items():
        out.append(
            Finding(
                "unchecked",
                f"constraints of '{op}' not checked by odsgen",
                Loc(got.module, 0, 0) if got.module else None,
                tuple((None, u) for u in items),
                level="note",
            )
        )
    return out


_OP = re.compile(r"^'[^']+' op ")


def findings_of_diagnostics(diagnostics: Iterable[Diagnostic], rule: str | None = None) -> list[Finding]:
    """The findings of diagnostics (an error's or a note's, odsgen.diagnostics): each
    error or warning with its notes, and a note after it as one more of them (a note
    alone is a finding of its own, at level "note"). ``rule``: theirs (default:
    ``malformed`` for an op's error, ``unavailable`` for an op not available, else
    ``error``)."""
    out: list[Finding] = []
    for d in diagnostics:
        notes = tuple((n.loc, n.message) for n in d.notes)
        if d.severity is Severity.NOTE and out:
            last = out[-1]
            out[-1] = Finding(last.rule, last.message, last.loc, last.notes + ((d.loc, d.message), *notes), last.level)
            continue
        which = rule or (
            "malformed"
            if _OP.match(d.message)
            else "unavailable" if d.message.endswith("is not available on the target") else "error"
        )
        out.append(Finding(which, d.message, d.loc, notes, level=d.severity.value))
    return out


# --------------------------------------------------------------------------- locations


def _uri(path: str) -> str:
    from pathlib import PurePosixPath

    if path.startswith("<"):  # <stdin>, --target:...: not a file
        return quote(path, safe="")
    if PurePosixPath(path).is_absolute():
        return "file://" + quote(path)
    return quote(path)


def _location(loc: Loc | None, message: str | None = None, bases: set[str] | None = None) -> dict[str, Any]:
    """A SARIF location: a file under a root (an include directory, odsgen's library: not
    in the scanned repository) is relative to the root's ``uriBaseId`` (added to ``bases``),
    as reports name it (odsgen.source.path_root)."""
    out: dict[str, Any] = {}
    if loc is not None:
        base, shown = path_root(loc.file)
        artifact: dict[str, Any] = {"uri": _uri(shown)}
        if base is not None:
            artifact["uriBaseId"] = base
            if bases is not None:
                bases.add(base)
        physical: dict[str, Any] = {"artifactLocation": artifact}
        if loc.shown_line > 0:
            physical["region"] = {"startLine": loc.line, **({"startColumn": loc.col} if loc.col > 0 else {})}
        out["physicalLocation"] = physical
        if loc.label:  # (a place with no line, an ONNX model's node: named as a logical location)
            out["logicalLocations"] = [{"name": loc.label, "fullyQualifiedName": f"{shown}: {loc.label}"}]
    if message is not None:
        out["message"] = {"text": message}
    return out


# --------------------------------------------------------------------------- SARIF


def sarif(findings: Iterable[Finding], command: str, properties: dict[str, Any] | None = None) -> dict[str, Any]:
    """The SARIF 2.1.0 log of a run of ``command``: one result per finding, with its rule,
    its location, and its notes as related locations; ``properties``: the run's property
    bag (the targets the run assumed: ``assumedTargets``)."""
    from odsgen import __version__

    findings = list(findings)
    rule_ids = list(RULES) + sorted({f.rule for f in findings} - set(RULES))
    index = {r: i for i, r in enumerate(rule_ids)}
    rules = []
    for r in rule_ids:
        text = RULES.get(r) or f"An op is not available on the target: {r.split('/', 1)[1]}"
        descriptor: dict[str, Any] = {"id": r, "name": _rule_name(r), "shortDescription": {"text": text}}
        if r in ("unchecked",):
            descriptor["defaultConfiguration"] = {"level": "note"}
        if "/" in r:
            descriptor["relationships"] = [
                {"target": {"id": "unavailable", "index": index["unavailable"]}, "kinds": ["subset"]}
            ]
        rules.append(descriptor)
    results = []
    bases: set[str] = set()
    for f in findings:
        result: dict[str, Any] = {
            "ruleId": f.rule,
            "ruleIndex": index[f.rule],
            "level": f.level,
            "message": {"text": f.message},
        }
        location = _location(f.loc, None, bases)
        if location:
            result["locations"] = [location]
        if f.notes:
            result["relatedLocations"] = [
                dict(_location(loc, message, bases), id=i) for i, (loc, message) in enumerate(f.notes)
            ]
        results.append(result)
    driver = {"name": "odsgen", "version": __version__, "informationUri": INFORMATION_URI, "rules": rules}
    run: dict[str, Any] = {"tool": {"driver": driver}, "automationDetails": {"id": f"odsgen/{command}/"}}
    if bases:  # (where each root is on this machine: files outside the scanned repository)
        folders = roots()
        run["originalUriBaseIds"] = {
            b: {"uri": "file://" + quote(folders[b].rstrip("/") + "/"), "description": {"text": _base_text(b)}}
            for b in sorted(bases)
        }
    if properties:
        run["properties"] = properties
    run["results"] = results
    return {"$schema": SARIF_SCHEMA, "version": "2.1.0", "runs": [run]}


def _base_text(name: str) -> str:
    return "odsgen's library of .td files" if name == LIBRARY_ROOT else "an include directory of the spec (-I)"


def _rule_name(rule: str) -> str:
    """A rule's name in SARIF's PascalCase: ``unavailable/Capability`` -> ``UnavailableCapability``."""
    return "".join(w[:1].upper() + w[1:] for w in re.split(r"[/\-_ ]+", rule) if w)


# --------------------------------------------------------------------------- GitHub Actions


_LEVELS = {"error": "error", "warning": "warning", "note": "notice"}


def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def _where(loc: Loc) -> str:
    return str(loc) if loc.shown_line > 0 or loc.label else shown_path(loc.file)


def github(findings: Iterable[Finding]) -> str:
    """GitHub Actions workflow commands, one per finding (``::error file=F,line=L,col=C,title=RULE::message``),
    its notes on the lines after the message."""
    lines = []
    for f in findings:
        props = []
        if f.loc is not None:
            props.append(f"file={_escape_property(shown_path(f.loc.file))}")
            if f.loc.shown_line > 0:
                props.append(f"line={f.loc.line}")
                if f.loc.col > 0:
                    props.append(f"col={f.loc.col}")
        props.append(f"title={_escape_property(f.rule)}")
        at = f"{f.loc.label}: " if f.loc is not None and f.loc.label else ""  # (an ONNX model's node)
        message = at + f.message + "".join(f"\n{'' if loc is None else _where(loc) + ': '}note: {m}" for loc, m in f.notes)
        lines.append(f"::{_LEVELS[f.level]} {','.join(props)}::{_escape_data(message)}\n")
    return "".join(lines)


def render(fmt: str, findings: Iterable[Finding], command: str, properties: dict[str, Any] | None = None) -> str:
    """The report in ``fmt`` (one of ``FORMATS``); ``properties``: SARIF's run properties."""
    if fmt == "sarif":
        import json

        return json.dumps(sarif(findings, command, properties), indent=2, allow_nan=False) + "\n"
    return github(findings)


def findings_of_results(results: list[dict[str, Any]], gating: Container[str] = ()) -> list[Finding]:
    """The findings of a run's module results (validate's and verify's: each module's
    ``report``, or its error's ``diagnostics``: ``error_diagnostics``) and their notes (a
    module with no op of the spec's dialects). In a sweep, an op unavailable on a target
    not in ``gating`` (the targets the exit status depends on: a column ``--all-targets``
    adds only reports) is a warning."""
    out: list[Finding] = []
    for r in results:
        if r["status"] == "error":
            out += findings_of_diagnostics(error_diagnostics(r))
            continue
        row = r.get("records")
        if isinstance(row, SweepRow):  # a sweep: the structure once, each target's unavailable ops
            out += findings_of_report(ModuleReport("", "", 0, structure=row.structure))
            for c in row.cells:
                level = "error" if c.target in gating else "warning"
                out += findings_of_report(ModuleReport("", "", 0, illegal=c.illegal), f" {c.target}", level)
        elif "cells" in r:  # (a sweep's row a caller gives as JSON)
            out += findings_of_report(r.get("structure", {}))
            for c in r["cells"]:
                level = "error" if c["target"] in gating else "warning"
                out += findings_of_report({"illegal": c.get("illegal", ())}, f" {c['target']}", level)
        else:
            out += findings_of_report(r.get("records") or r["report"])
        if r.get("note_diagnostics"):
            out += findings_of_diagnostics(map(diagnostic_of_json, r["note_diagnostics"]), "no-ops")
        if r.get("others_diagnostics"):  # ops of other dialects, not checked
            out += findings_of_diagnostics(map(diagnostic_of_json, r["others_diagnostics"]), "other-dialects")
    return out


def error_diagnostics(row: dict[str, Any]) -> list[Diagnostic]:
    """The diagnostics of a result that is an error (odsgen.checking.reports.runs.error_row keeps
    them as JSON); one at the module, whose message is the whole rendered error, when a
    result has none."""
    got = row.get("diagnostics")
    if got is None:
        return [Diagnostic(Loc(row["module"], 0, 0), Severity.ERROR, row["error"])]
    return [diagnostic_of_json(d) for d in got]

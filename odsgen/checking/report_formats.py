"""Reports CI systems read: ``--format sarif`` (SARIF 2.1.0) and ``--format github``
(GitHub Actions workflow commands), for validate, verify, deduce and convert
(docs/validate.md, "Reports for CI systems").

A command's report is turned into ``Finding``s, one per diagnostic: from the JSON report
of a module (its ``malformed`` and ``illegal`` entries, ``findings_of_report``) or from
diagnostics rendered as text (``file:line:col: error: message``, then notes: bad input,
the errors MLIR gave as it read a module; ``findings_of_text``). Each finding has its
rule: ``malformed``, ``unavailable`` and ``unavailable/<dimension>`` (an op unavailable
for reasons of one dimension), ``unchecked`` (constraints odsgen could not check, a
note), ``no-target``, ``no-ops`` (a note) and ``error`` (bad input).
"""

from __future__ import annotations

import re
from collections.abc import Container, Iterable
from dataclasses import dataclass, field
from typing import Any

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
    "error": "Bad input: a module or spec that cannot be read",
}


@dataclass(frozen=True, slots=True)
class Finding:
    """One diagnostic: its rule, level ("error", "warning" or "note"), message, location
    (``file:line:col``, ``file``, or None) and notes (location or None, message)."""

    rule: str
    message: str
    loc: str | None
    notes: tuple[tuple[str | None, str], ...] = field(default=())
    level: str = "error"


def dimension_rule(dimension: str) -> str:
    return f"unavailable/{dimension}"


def findings_of_report(report: dict[str, Any], where: str = "", level: str = "error") -> list[Finding]:
    """The findings of one module's JSON report (validate's, verify's, convert's): each
    malformed op, each unavailable op (its reasons and their provenance as notes, at
    ``level``), and the constraints it could not check; ``where`` is added to the
    unavailable ops' messages (a sweep's target)."""
    out: list[Finding] = []
    for entry in report.get("malformed", ()):
        for e in entry["errors"]:
            out.append(Finding("malformed", f"'{entry['op']}' op {e['message']}", entry.get("loc")))
    for entry in report.get("illegal", ()):
        reasons = entry.get("reasons", ())
        dims = {r.get("dimension") for r in reasons}
        rule = dimension_rule(dims.pop()) if len(dims) == 1 and None not in dims else "unavailable"
        notes: list[tuple[str | None, str]] = []
        for r in reasons:
            notes.append((None, r["message"]))
            for p in r.get("provenance", ()):
                notes.append((p.get("loc"), f"required by {p.get('kind', '')} '{p.get('name', '')}'".strip()))
        for a in entry.get("attempts", ()):  # (convert's: a rewrite refused, at its pattern)
            notes.append((a.get("pattern_loc"), f"pattern {a['pattern']}: {a['refused']}"))
        message = f"'{entry['op']}' is not available on the target{where}"
        out.append(Finding(rule, message, entry.get("loc"), tuple(notes), level))
    by_op = report.get("unchecked", {}).get("by_op", {})
    for op, items in by_op.items():
        out.append(
            Finding(
                "unchecked",
                f"constraints of '{op}' not checked by odsgen",
                report.get("module"),
                tuple((None, u) for u in items),
                level="note",
            )
        )
    return out


_DIAG = re.compile(r"^\s*(?:(?P<loc>\S.*?): )?(?P<level>error|warning|note): (?P<message>.*)$")
_OP = re.compile(r"^'[^']+' op ")


def findings_of_text(text: str, rule: str | None = None) -> list[Finding]:
    """The findings of diagnostics rendered as text (odsgen.diagnostics.render): each
    error or warning with the notes after it; the source lines and carets are left out.
    ``rule``: theirs (default: ``malformed`` for an op's error, ``unavailable`` for an op
    not available, else ``error``)."""
    out: list[Finding] = []
    for line in text.splitlines():
        m = _DIAG.match(line)
        if m is None:
            continue
        loc, level, message = m["loc"], m["level"], m["message"]
        if level == "note" and out:
            last = out[-1]
            out[-1] = Finding(last.rule, last.message, last.loc, last.notes + ((loc, message),), last.level)
            continue
        which = rule or (
            "malformed"
            if _OP.match(message)
            else "unavailable" if message.endswith("is not available on the target") else "error"
        )
        out.append(Finding(which, message, loc, level=level))
    return out


# --------------------------------------------------------------------------- locations


def split_loc(loc: str | None) -> tuple[str | None, int, int]:
    """(file, line, column) of ``file:line:col`` (0 when absent), or of a bare file."""
    if not loc:
        return None, 0, 0
    parts = loc.rsplit(":", 2)
    if len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
        return parts[0], int(parts[1]), int(parts[2])
    parts = loc.rsplit(":", 1)
    if len(parts) == 2 and parts[1].isdigit():
        return parts[0], int(parts[1]), 0
    return loc, 0, 0


def _uri(path: str) -> str:
    from pathlib import PurePosixPath
    from urllib.parse import quote

    if path.startswith("<"):  # <stdin>, --target:...: not a file
        return quote(path, safe="")
    if PurePosixPath(path).is_absolute():
        return "file://" + quote(path)
    return quote(path)


def _location(loc: str | None, message: str | None = None) -> dict[str, Any]:
    file, line, col = split_loc(loc)
    out: dict[str, Any] = {}
    if file is not None:
        physical: dict[str, Any] = {"artifactLocation": {"uri": _uri(file)}}
        if line > 0:
            physical["region"] = {"startLine": line, **({"startColumn": col} if col > 0 else {})}
        out["physicalLocation"] = physical
    if message is not None:
        out["message"] = {"text": message}
    return out


# --------------------------------------------------------------------------- SARIF


def sarif(findings: Iterable[Finding], command: str) -> dict[str, Any]:
    """The SARIF 2.1.0 log of a run of ``command``: one result per finding, with its rule,
    its location, and its notes as related locations."""
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
    for f in findings:
        result: dict[str, Any] = {
            "ruleId": f.rule,
            "ruleIndex": index[f.rule],
            "level": f.level,
            "message": {"text": f.message},
        }
        location = _location(f.loc)
        if location:
            result["locations"] = [location]
        if f.notes:
            result["relatedLocations"] = [
                dict(_location(loc, message), id=i) for i, (loc, message) in enumerate(f.notes)
            ]
        results.append(result)
    driver = {"name": "odsgen", "version": __version__, "informationUri": INFORMATION_URI, "rules": rules}
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [{"tool": {"driver": driver}, "automationDetails": {"id": f"odsgen/{command}/"}, "results": results}],
    }


def _rule_name(rule: str) -> str:
    """A rule's name in SARIF's PascalCase: ``unavailable/Capability`` -> ``UnavailableCapability``."""
    return "".join(w[:1].upper() + w[1:] for w in re.split(r"[/\-_ ]+", rule) if w)


# --------------------------------------------------------------------------- GitHub Actions


_LEVELS = {"error": "error", "warning": "warning", "note": "notice"}


def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def github(findings: Iterable[Finding]) -> str:
    """GitHub Actions workflow commands, one per finding (``::error file=F,line=L,col=C,title=RULE::message``),
    its notes on the lines after the message."""
    lines = []
    for f in findings:
        file, line, col = split_loc(f.loc)
        props = []
        if file is not None:
            props.append(f"file={_escape_property(file)}")
            if line > 0:
                props.append(f"line={line}")
                if col > 0:
                    props.append(f"col={col}")
        props.append(f"title={_escape_property(f.rule)}")
        message = f.message + "".join(f"\n{'' if loc is None else loc + ': '}note: {m}" for loc, m in f.notes)
        lines.append(f"::{_LEVELS[f.level]} {','.join(props)}::{_escape_data(message)}\n")
    return "".join(lines)


def render(fmt: str, findings: Iterable[Finding], command: str) -> str:
    """The report in ``fmt`` (one of ``FORMATS``)."""
    if fmt == "sarif":
        import json

        return json.dumps(sarif(findings, command), indent=2, allow_nan=False) + "\n"
    return github(findings)


def findings_of_results(results: list[dict[str, Any]], gating: Container[str] = ()) -> list[Finding]:
    """The findings of a run's module results (validate's and verify's: each module's
    ``report``, or its ``error`` rendered as text) and their notes (a module with no op
    of the spec's dialects). In a sweep, an op unavailable on a target not in ``gating``
    (the targets the exit status depends on: a column ``--all-targets`` adds only
    reports) is a warning."""
    out: list[Finding] = []
    for r in results:
        if r["status"] == "error":
            out += findings_of_text(r["error"])
            continue
        if "cells" in r:  # a sweep: the structure once, each target's unavailable ops
            out += findings_of_report(r.get("structure", {}))
            for c in r["cells"]:
                level = "error" if c["target"] in gating else "warning"
                out += findings_of_report({"illegal": c.get("illegal", ())}, f" {c['target']}", level)
        else:
            out += findings_of_report(r["report"])
        if r.get("note"):
            out += findings_of_text(r["note"], "no-ops")
    return out

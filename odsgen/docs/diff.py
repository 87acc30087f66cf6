"""Changelogs: what became available or unavailable between two versions of one spec,
or what changed between two spec files."""

from __future__ import annotations

from dataclasses import dataclass

from odsgen.docs import Views
from odsgen.diagnostics import Diagnostic, OdsgenError, Severity


@dataclass(frozen=True, slots=True)
class Change:
    change: str  # "added" (became available / new) or "removed"
    kind: str  # "op", "operand", "attribute", "result", "enum-case", "requirement"
    subject: str
    detail: str = ""

    def to_json(self) -> dict:
        return {"change": self.change, "kind": self.kind, "subject": self.subject, "detail": self.detail}


def _suggest(views: Views, name: str) -> str:
    import difflib

    names = [c.symbol for c in views.version_enum.cases] + [c.str for c in views.version_enum.cases if c.str]
    close = difflib.get_close_matches(name, names, n=1)
    return f"; did you mean {close[0]}?" if close else f" (versions: {', '.join(views.versions())})"


def version_diff(views: Views, old: str, new: str) -> list[Change]:
    if views.version_enum is None:
        raise OdsgenError(Diagnostic(None, Severity.ERROR, "the spec has no version dimension (MinVersion/MaxVersion)"))
    for v in (old, new):
        if views.case_of(v) is None:
            raise OdsgenError(Diagnostic(None, Severity.ERROR, f"unknown version '{v}'{_suggest(views, v)}"))
    out: list[Change] = []

    def flip(a: bool, b: bool, kind: str, subject: str, detail: str = "", reqs=()) -> None:
        """A change when availability at the two versions differs; its detail names what
        the other dimensions (extensions, capabilities) require besides the version."""
        if a != b:
            besides = [f"{r.dimension} {r.text}" for r in reqs if r.dimension not in views.version_dims]
            if besides:
                detail = ", ".join(filter(None, [detail, "with " + " and ".join(besides)]))
            out.append(Change("added" if b else "removed", kind, subject, detail))

    for d in views.dialects():
        for o in d.ops:
            before = views.available_at(o.requirements, old)
            after = views.available_at(o.requirements, new)
            flip(before, after, "op", o.op.name, reqs=o.requirements)
            if not (before and after):
                continue  # the op itself appeared or went: its parts go with it
            for a in o.args:
                for ann in a.annotations:
                    flip(
                        views.available_at(ann.requirements, old),
                        views.available_at(ann.requirements, new),
                        a.kind,
                        f"{o.op.name}::{a.name}",
                        f"accepts {ann.what}",
                        ann.requirements,
                    )
    for en in views.model.enums.values():
        for c in en.cases:
            reqs = views.case_requirements(c)
            if reqs:
                flip(
                    views.available_at(reqs, old),
                    views.available_at(reqs, new),
                    "enum-case",
                    f"{en.class_name}::{c.symbol}",
                    reqs=reqs,
                )
    return out


def spec_diff(old: Views, new: Views) -> list[Change]:
    out: list[Change] = []
    old_ops = {o.op.name: o for d in old.dialects() for o in d.ops}
    new_ops = {o.op.name: o for d in new.dialects() for o in d.ops}
    for name in new_ops.keys() - old_ops.keys():
        out.append(Change("added", "op", name))
    for name in old_ops.keys() - new_ops.keys():
        out.append(Change("removed", "op", name))
    for name in sorted(old_ops.keys() & new_ops.keys()):
        a, b = old_ops[name], new_ops[name]
        ra = {(r.dimension, r.text) for r in a.requirements}
        rb = {(r.dimension, r.text) for r in b.requirements}
        for dim, text in sorted(rb - ra):
            out.append(Change("added", "requirement", name, f"{dim}: {text}"))
        for dim, text in sorted(ra - rb):
            out.append(Change("removed", "requirement", name, f"{dim}: {text}"))
        aa = {(x.kind, x.name): x for x in a.args}
        ab = {(x.kind, x.name): x for x in b.args}
        for key in sorted(ab.keys() - aa.keys()):
            out.append(Change("added", key[0], f"{name}::{key[1]}", ab[key].constraint))
        for key in sorted(aa.keys() - ab.keys()):
            out.append(Change("removed", key[0], f"{name}::{key[1]}", aa[key].constraint))
        for key in sorted(aa.keys() & ab.keys()):
            if aa[key].constraint != ab[key].constraint:
                out.append(
                    Change("added", key[0], f"{name}::{key[1]}", f"{aa[key].constraint} -> {ab[key].constraint}")
                )
    old_cases = {(e.class_name, c.symbol) for e in old.model.enums.values() for c in e.cases}
    new_cases = {(e.class_name, c.symbol) for e in new.model.enums.values() for c in e.cases}
    for e, c in sorted(new_cases - old_cases):
        out.append(Change("added", "enum-case", f"{e}::{c}"))
    for e, c in sorted(old_cases - new_cases):
        out.append(Change("removed", "enum-case", f"{e}::{c}"))
    order = {"op": 0, "requirement": 1, "operand": 2, "attribute": 3, "result": 4, "enum-case": 5}
    out.sort(key=lambda ch: (order.get(ch.kind, 9), ch.subject, ch.change, ch.detail))
    return out


_TITLES = {
    "op": "Ops",
    "requirement": "Op requirements",
    "operand": "Operand types",
    "attribute": "Attributes",
    "result": "Result types",
    "enum-case": "Enum cases",
}


def changelog_text(changes: list[Change], title: str) -> str:
    lines = [f"# {title}", ""]
    if not changes:
        lines.append("No changes.")
        return "\n".join(lines) + "\n"
    for change, heading in (("added", "Became available"), ("removed", "Became unavailable")):
        group = [c for c in changes if c.change == change]
        if not group:
            continue
        lines.append(f"## {heading}")
        lines.append("")
        for kind, name in _TITLES.items():
            items = [c for c in group if c.kind == kind]
            if not items:
                continue
            lines.append(f"### {name}")
            lines.append("")
            for c in items:
                lines.append(f"- `{c.subject}`" + (f": {c.detail}" if c.detail else ""))
            lines.append("")
    return "\n".join(lines).rstrip("\n") + "\n"

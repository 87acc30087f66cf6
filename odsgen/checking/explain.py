"""Every requirement of an op, per dimension, with provenance; for a target, why it is or
is not legal (the data of ``odsgen explain``; docs/validate.md).

``explain_op``: an op of the spec, its own requirements and those that depend on the
instance (its enum attributes' cases, its ``TypeAvailableAt`` and ``AttrAvailableAt``
operands, attributes and results, and the spec's type rules). ``explain_instance``: the
op instance at a place in a module (``explain_instances``: at several, the module read
once). Each returns ``(JSON document, text lines, legal)`` where ``legal`` is None
without a target.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from odsgen.checking.check import Checker
    from odsgen.runtime.algebra import Provenance, Requirement
    from odsgen.checking.spec import LoadedSpec
    from odsgen.model.op import Op
    from odsgen.runtime.protocol import Module, Operation
    from odsgen.runtime.target import Legality, TargetEnv
    from odsgen.source import SourceManager

# Requirements by dimension name (None or the identity: nothing asked).
Reqs = Mapping[str, "Requirement | None"]
# (JSON document, text lines, legal: None without a target)
Explanation = tuple[dict[str, Any], list[str], "bool | None"]

# --------------------------------------------------------------------------- helpers


def _prov_json(p: Provenance) -> dict[str, Any]:
    return {"kind": p.kind.value, "name": p.name, "loc": str(p.loc) if p.loc is not None else None}


def _req_words(checker: Checker, dim: str, req: Requirement) -> str:
    from odsgen.runtime.algebra import AtLeast, AtMost

    if isinstance(req, AtLeast):
        return f"version {checker.case_spelling(dim, req.case)} or later"
    if isinstance(req, AtMost) and dim in checker.level_dimensions():
        # (a level: the instance fits it and every less strict one; TOSA's none is the last)
        words = f"level {checker.case_spelling(dim, req.case)}"
        if req.case is not None and any(m.value < req.case.value for m in _members(checker, dim)):
            words += " or a less strict one"
        if req.unless:
            other = req.otherwise
            words += f", or level {checker.case_spelling(dim, other)} or less strict" if other else ", or any level"
            words += " with " + " and ".join(
                f"{d} {checker.case_spelling(d, b.case)} or later" for d, b in req.unless if b.case is not None
            )
        return words
    if isinstance(req, AtMost):
        return f"version {checker.case_spelling(dim, req.case)} or earlier"
    groups = []
    for g in req.groups:
        order = checker.rules.ordered(g)
        groups.append(order[0] if len(order) == 1 else "one of (" + ", ".join(order) + ")")
    return " and ".join(groups)


def _members(checker: Checker, dim: str) -> list[Any]:
    d = checker.dimension_by_name.get(dim)
    return list(d.enum.__members__.values()) if d is not None and not isinstance(d.enum, str) else []


def _reqs_lines(checker: Checker, reqs: Reqs, indent: str = "  ") -> list[str]:
    from odsgen.checking.check import provenance_text

    lines = []
    for dim, req in sorted(reqs.items()):
        if req is None or req.is_identity:
            continue
        lines.append(f"{indent}{dim}: {_req_words(checker, dim, req)}")
        provs = req.provenance if hasattr(req, "provenance") else ()
        if hasattr(req, "groups"):
            for g in req.groups:
                for p in g.provenance:
                    lines.append(f"{indent}  {', '.join(checker.rules.ordered(g))}: from {provenance_text(p)}")
            continue
        for p in provs:
            lines.append(f"{indent}  from {provenance_text(p)}")
    return lines


def _reqs_json(reqs: Reqs) -> dict[str, Any]:
    out = {}
    for dim, req in sorted(reqs.items()):
        if req is None or req.is_identity:
            continue
        out[dim] = {
            "required": req.to_json(),
            "provenance": [_prov_json(p) for p in (req.provenance if hasattr(req, "provenance") else ())],
        }
    return out


def _check(checker: Checker, target: TargetEnv, reqs: Reqs) -> Legality:
    from odsgen.runtime.avail import Requirements

    clean = {k: v for k, v in reqs.items() if v is not None and not v.is_identity}
    return target.check(Requirements(clean), checker.rules.ordered)


def _verdict(
    checker: Checker,
    target: TargetEnv,
    reqs: Reqs,
    what: str,
    lines: list[str],
    doc: dict[str, Any],
    legal_text: str | None = None,
    op: Any = None,
) -> bool:
    """Whether the target meets reqs (and its numeric limits what the instance ``op``
    fixes), said in lines and doc; legal_text replaces the "{what} is legal: ..." line
    (when only some instances are)."""
    from odsgen.checking.check import provenance_text
    from odsgen.checking.targets.syntax import target_text

    legality = _check(checker, target, reqs)
    if op is not None:
        legality = checker.device_rules(op, target, target.within_limits(op, legality))
    lines.append("")
    lines.append(f"target {target_text(target, limit=12)}:")
    if legality:
        lines.append(legal_text or f"  {what} is legal: the target meets every requirement above")
        doc["legal"] = True
        doc["reasons"] = []
        if getattr(target, "platform", None) is not None:  # (a Vulkan device: which of several it declares)
            from odsgen.checking.targets.vulkan import declarations
            from odsgen.runtime.avail import Requirements

            clean = {k: v for k, v in reqs.items() if v is not None and not v.is_identity}
            chosen = declarations(target, Requirements(clean), checker.rules.ordered)
            for d in chosen:
                by = d["enabled_by"]
                how = f", {by}" if by.startswith("implied") else f" by {by}"
                one_of = ", ".join(d["one_of"])
                lines.append(f"  declares {d['kind']} {d['declares']} of ({one_of}): the device has it{how}")
            doc["declares"] = chosen
        return True
    lines.append(f"  {what} is not legal:")
    for r in legality.reasons:
        lines.append(f"    {checker.reason_text(r)}")
        for p in r.provenance:
            lines.append(f"      required by {provenance_text(p)}")
    doc["legal"] = False
    doc["reasons"] = [checker.reason_json(r) for r in legality.reasons]
    return False


# --------------------------------------------------------------------------- an op of the spec


def find_op(spec: LoadedSpec, name: str) -> Op:
    from odsgen.diagnostics import Diagnostic, OdsgenError, Severity
    from odsgen.checking.targets.syntax import suggest

    op = spec.model.op_named(name)
    if op is None and spec.checker.dialects and "." not in name:
        op = spec.model.op_named(f"{spec.checker.dialects[0]}.{name}")
    if op is None:
        names = [o.name for o in spec.model.ops]
        opts = suggest(name, names) or suggest(name, [o.record for o in spec.model.ops])
        d = Diagnostic(None, Severity.ERROR, f"the spec has no op '{name}'")
        if opts:
            d = d.with_note(None, "did you mean " + " or ".join(f"'{o}'" for o in opts) + "?")
        raise OdsgenError(d)
    return op


def _assumed_implicit(spec: LoadedSpec, doc: dict[str, Any], name: str) -> TargetEnv | None:
    """The dialect's implicit target (odsgen.checking.validate.implicit_target), recorded in
    ``doc`` as assumed (``assumed_target``, with its ``note`` for the command to print), or
    None where the dialect has none."""
    from odsgen.checking.validate import implicit_assumed, implicit_target

    env = implicit_target(spec)
    if env is not None:
        doc["assumed_target"] = implicit_assumed(spec, env, name)
    return env


def explain_op(spec: LoadedSpec, name: str, target: TargetEnv | None) -> Explanation:
    from odsgen.model.report import conditional_requirements

    model, checker = spec.model, spec.checker
    op = find_op(spec, name)
    own = model.merge(op.availability)
    lines = [f"{op.name} ({op.record}, {op.loc}): {op.summary}".rstrip(": ")]
    doc: dict[str, Any] = {
        "op": op.name,
        "def": op.record,
        "loc": str(op.loc) if op.loc else None,
        "own": _reqs_json(own),
    }
    lines.append("own requirements (every instance):")
    lines += _reqs_lines(checker, own) or ["  none: available everywhere"]
    # What an instance may need beyond them: enum attribute cases, annotated values.
    conditional: list[dict[str, Any]] = []
    enum_lines: list[str] = []
    ann_lines: list[str] = []
    for cond in conditional_requirements(model, op):
        if cond.case is not None:
            enum_lines.append(f"  {cond.when}:")
            enum_lines += _reqs_lines(checker, cond.requirements, "    ")
        else:
            where = cond.path or "the whole value"
            ann_lines.append(f"  {cond.on} '{cond.name}' when it matches {cond.matches} ({where}):")
            ann_lines += _reqs_lines(checker, cond.requirements, "    ")
        conditional.append(
            {"when": cond.when, "requirements": _reqs_json(cond.requirements), "_reqs": cond.requirements}
        )
    if enum_lines:
        lines.append("when an enum attribute holds a case that asks for more:")
        lines += enum_lines
    if ann_lines:
        lines.append("when an operand, attribute or result has an annotated type or kind:")
        lines += ann_lines
    rules = spec.rules
    if rules.rule_sets or rules.params or rules.type_attrs:
        lines.append("type rules of the dialect (every operand and result type, walked):")
        for rs in rules.rule_sets:
            if rs.ops and op.name not in rs.ops:
                continue
            ctx = f" below {', '.join(sorted(rs.context))}" if rs.context else ""
            if rs.values or not rs.walk:
                where = ", ".join(sorted(rs.values)) or "any value"
                ctx += f" ({where} of this op{', not walked' if not rs.walk else ''})"
            for rule in rs.rules:
                words = "; ".join(f"{d} {_req_words(checker, d, r)}" for d, r in sorted(rule.requirements.items()))
                lines.append(f"  a type matching {rule.describe}{ctx}: {words} ({rule.loc})")
        attrs = rules.type_attrs.get(op.name)
        if attrs:
            lines.append(
                f"  the types held by attribute{'s' if len(attrs) > 1 else ''} {', '.join(attrs)} are walked too"
            )
    limits = rules.limits
    if limits is not None and op.name in limits.uses:
        if limits.levels:
            lines.append("levels of the dialect (odsgen/limits.td): an instance needs the first its values fit:")
        else:  # (bounds without levels: a target's own limits, a device's)
            lines.append("numeric limits a target may set (odsgen/limits.td), checked against its limits:")
        for lv in limits.levels:
            what = "no limits" if lv.limits is None else ", ".join(f"{k} {v}" for k, v in lv.limits.items())
            lines.append(f"  {lv.name}: {what}")
        lines.append("  bounds of this op:")
        for u in limits.uses[op.name]:
            on = u.attribute or ", ".join(u.values) or "the op"
            off = f" + {u.offset}" if u.offset else ""
            lines.append(f"    {u.kind} of {on}{off} <= {u.limit}: {u.describe} ({u.loc})")
        doc["bounds"] = [
            {"limit": u.limit, "measure": u.kind, "of": u.attribute or list(u.values), "loc": u.loc}
            for u in limits.uses[op.name]
        ]
    doc["conditional"] = [{k: v for k, v in c.items() if k != "_reqs"} for c in conditional]
    legal = None
    # (no default target here: an op's own availability is not an instance's, and for TOSA the
    # compliance tables decide: ``explain --module --at`` checks an instance against it)
    if target is not None:
        refused: list[tuple[str, Legality]] = []
        for c in conditional:
            lg = _check(checker, target, c["_reqs"])
            if not lg:
                refused.append((c["when"], lg))
        # Never "every instance is legal" beside "an instance is not legal": with a
        # refused annotation, the op is legal only where no instance has it.
        some = (
            f"  an instance of {op.name} is legal (the target meets the op's own requirements) unless:"
            if refused
            else None
        )
        legal = _verdict(checker, target, own, f"every instance of {op.name}", lines, doc, some)
        if refused and legal:
            for when, lg in refused:
                lines.append(f"    {when}: " + "; ".join(checker.reason_text(r) for r in lg.reasons))
        doc["refused_when"] = [
            {"when": w, "reasons": [checker.reason_json(r) for r in lg.reasons]} for w, lg in refused
        ]
    return doc, lines, legal


# --------------------------------------------------------------------------- an op instance


@dataclass(frozen=True, slots=True)
class At:
    """A place in a module as a user names it (``explain --at``; ``parse_at``): a line and
    column (``col`` None: the first op on the line), the op ``index`` of a pre-order walk
    (``op #N``), or a ``label`` (an ONNX model's node, ``node #3``, or a whole label a
    report printed); ``text``: what the user wrote, for messages."""

    text: str
    line: int = 0
    col: int | None = None
    index: int | None = None
    label: str = ""


def parse_at(text: str) -> At:
    """The one reader of a place a user gives (``--at LINE[:COL]``, ``--at 'op #N'``,
    ``--at 'node #3'``): user input, read once, at the edge (``explain_instance`` reads a
    string it is given here); odsgen never reads its own rendering of a ``Loc`` back."""
    from odsgen.checking.inputs.op_listing import OP_PLACE
    from odsgen.diagnostics import Diagnostic, OdsgenError, Severity

    placed = OP_PLACE.match(text)  # (``op #N``, or a whole label a report printed)
    if placed is not None:
        return At(text, index=int(placed.group(1)))
    line, _, col = text.partition(":")
    try:
        return At(text, int(line), int(col) if col else None)
    except ValueError:
        if line.strip().isdigit():
            raise OdsgenError(Diagnostic(None, Severity.ERROR, f"--at {text}: expected LINE or LINE:COL")) from None
    return At(text, label=text.strip())


def explain_instance(
    spec: LoadedSpec, path: str, at: str | At, target: TargetEnv | None, sources: SourceManager
) -> Explanation:
    """The requirements of the op of module ``path`` at ``at`` (``LINE[:COL]``; in an ONNX
    model, the node's place as reports print it: ``node #3``; in any MLIR module, ``op #N``,
    the op N of a pre-order walk, as MLIR bytecode without debug info is reported; text is
    read by ``parse_at``) and, with a target (default: the module's own target env), whether
    and why it is legal."""
    (got,) = explain_instances(spec, path, [at], target, sources)
    return got


def explain_instances(
    spec: LoadedSpec, path: str, places: Sequence[str | At], target: TargetEnv | None, sources: SourceManager
) -> list[Explanation]:
    """``explain_instance`` at each of ``places``, in their order, the module read once
    (``explain --module M --at A --at B``): reading a module costs far more than
    explaining one of its ops."""
    from odsgen.checking.inputs.read import read_checked_file

    parsed = [parse_at(at) if isinstance(at, str) else at for at in places]  # (a bad place: said before any read)
    read, name = read_checked_file(spec, path, sources)
    module = read.ir()
    return [_explain_at(spec, module, name, place, target, sources) for place in parsed]


def _explain_at(
    spec: LoadedSpec, module: Module, name: str, place: At, target: TargetEnv | None, sources: SourceManager
) -> Explanation:
    """``explain_instance`` of the op at ``place`` of ``module`` (read from ``name``)."""
    from odsgen.checking.spec import unit_target
    from odsgen.diagnostics import Diagnostic, OdsgenError, Severity
    from odsgen.source import Loc, loc_json, reported_at

    import itertools

    at = place.text
    listing = sources.get(name)
    labelled = getattr(listing, "label_line", None)  # (an ONNX model: --at 'node #3', odsgen.checking.inputs.onnx_model)
    by_index = place.index
    line_no, col_no = place.line, place.col
    if place.label:
        if labelled is None:  # (no labels in an MLIR module: the place was none of its forms)
            raise OdsgenError(Diagnostic(None, Severity.ERROR, f"--at {at}: expected LINE or LINE:COL"))
        got = labelled(place.label)
        if got is None:
            message = f"--at {at}: no node of {name} is there (name it as reports do: 'node #3')"
            raise OdsgenError(Diagnostic(None, Severity.ERROR, message))
        line_no, col_no = got, None
    found: Operation | None = None
    on_line: list[Operation] = []
    if by_index is not None:  # ``op #N``: the op N of a pre-order walk, as bytecode without debug info is reported
        found = next(itertools.islice(module.walk(), by_index, None), None)
        if found is None:
            count = sum(1 for _ in module.walk())
            message = f"--at {at}: {name} has {count} ops (op #0 to op #{count - 1}, in a pre-order walk)"
            raise OdsgenError(Diagnostic(None, Severity.ERROR, message))
    for op in () if by_index is not None else module.walk():
        # (an op placed by its index, ``op #N``, has no line; an ONNX node's label is its
        # line of the model's listing, which ``labelled`` gave)
        placed = getattr(op, "source_loc", None)
        if placed is not None and placed.label and labelled is None:
            continue
        if op.line == line_no and not getattr(op, "elsewhere", None):  # (an op located in another file)
            on_line.append(op)
            if col_no is None or op.col == col_no:
                found = op
                break
    if found is None:
        d = Diagnostic(Loc(name, line_no, col_no or 1), Severity.ERROR, f"no op at {name}:{at}")
        if on_line:
            d = d.with_note(None, "ops on that line: " + ", ".join(f"{o.name} at column {o.col}" for o in on_line))
        raise OdsgenError(d, sources)
    checker = spec.checker
    reqs = checker.requirements(found)
    loc = reported_at(found, name)
    lines = [f"{loc}: {found.name}"]
    doc: dict[str, Any] = {"op": found.name, **loc_json(loc)}
    if reqs is None:
        lines.append(f"  not an op of the spec's dialect ({', '.join(checker.dialects)}): no requirements")
        doc["requirements"] = {}
        return doc, lines, None
    by_dim = dict(reqs.by_dimension)
    lines.append("requirements of this instance:")
    lines += _reqs_lines(checker, by_dim) or ["  none: available everywhere"]
    doc["requirements"] = _reqs_json(by_dim)
    env = target if target is not None else unit_target(spec, found, name, sources)
    if env is None:  # (no target given or around it: the dialect's default target, said so)
        env = _assumed_implicit(spec, doc, name)
    legal = None
    if env is not None:
        legal = _verdict(checker, env, by_dim, f"'{found.name}' at {loc}", lines, doc, op=found)
    return doc, lines, legal

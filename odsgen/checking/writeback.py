"""Write a deduced target back into a module's text (``odsgen deduce --write``, ``convert``).

Each unit (a ``spirv.module``) is stamped with its deduced ``requires #spirv.vce<...>``,
as MLIR's ``--spirv-update-vce`` does: the version, then the capabilities and the
extensions in the order upstream finds them (its ops walked in post-order, each op's own
groups before its value types', each group's first member the deduction holds; then each
capability's implied ones, breadth first). Only the unit's header changes: the rest of
the text stays byte for byte, in custom syntax (``spirv.module Logical GLSL450 requires
#spirv.vce<...>``) and in generic form (``vce_triple = #spirv.vce<...>`` among the
op's properties).

A dialect whose target is a module attribute has a writer instead (``WRITERS``): from a
unit's deduction to the attribute's name and text. ``attach_module_attribute`` sets it on
the module (the top-level ``module`` op, made explicit when the file has none), in the
module's own text, the rest unchanged. TOSA's writer gives ``#tosa.target_env<...>`` as
``mlir-opt --tosa-attach-target`` prints it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

from odsgen.diagnostics import Diagnostic, OdsgenError, Severity, error
from odsgen.source import Loc

if TYPE_CHECKING:
    from odsgen.checking.check import UnitDeduction
    from odsgen.checking.inputs.read import ModuleInput
    from odsgen.checking.spec import LoadedSpec
    from odsgen.runtime.protocol import Operation

__all__ = [
    "vce_text",
    "stamp_vce",
    "stamped_text",
    "WRITERS",
    "attach_module_attribute",
    "tosa_target_env",
    "target_attribute",
]


def _post_order(op: Operation) -> Iterator[Operation]:
    """``op`` and every op inside it, each after the ops it holds (MLIR's ``walk``)."""
    stack: list[tuple[Operation, bool]] = [(op, False)]
    while stack:
        cur, done = stack.pop()
        if done:
            yield cur
            continue
        stack.append((cur, True))
        for region in reversed(cur.regions):
            for block in reversed(region.blocks):
                stack.extend((o, False) for o in reversed(block.operations))


def _vce_axes(spec: LoadedSpec) -> Any:
    from odsgen.checking.targets.syntax import vce_axes

    return vce_axes(spec.checker.env_cls)


def vce_text(spec: LoadedSpec, unit: Operation, deduced: UnitDeduction) -> str:
    """``#<dialect>.vce<VERSION, [CAPABILITIES], [EXTENSIONS]>`` of a unit's deduction, in
    upstream's order (see the module doc)."""
    from odsgen.runtime.target import spell

    axes = _vce_axes(spec)
    assert axes is not None
    version_axis, caps_axis, exts_axis = axes
    checker = spec.checker
    rules = checker.rules
    reqs = deduced.requirements
    version_dim = next(d.name for d in checker.dimensions if d.enum is version_axis.enum)
    set_dims = {
        axis.enum: next(d.name for d in checker.dimensions if d.enum is axis.enum and d.name in reqs)
        for axis in (caps_axis, exts_axis)
    }
    wanted = {e: set(reqs[name]) for e, name in set_dims.items()}
    picked = {p.value for p in deduced.parts if p.why == "required"}
    found: dict[object, dict[str, None]] = {e: {} for e in set_dims}
    dim_enum = {d.name: d.enum for d in checker.dimensions}
    for op in _post_order(unit):
        _, groups = checker.requirements_and_groups(op)
        for dim, group in _upstream_type_order(groups):
            enum = dim_enum.get(dim)
            if enum not in found:
                continue
            pick = next((s for s in rules.ordered(group) if s in wanted[enum] and s in picked), None)
            if pick is not None:
                found[enum].setdefault(pick)
    # A chosen capability's own extensions (EnabledCaseAvailability) come as upstream adds them.
    caps = list(found[caps_axis.enum]) if rules.lists_implied(set_dims[caps_axis.enum]) else []
    for cap in caps:  # implied capabilities, breadth first from each, after all found ones
        queue = [cap]
        for c in queue:
            for m in caps_axis.implies.get(caps_axis.enum[c], ()):
                if m.name not in queue:
                    queue.append(m.name)
        for c in queue[1:]:
            found[caps_axis.enum].setdefault(c)
    out = []
    for axis in (caps_axis, exts_axis):
        names = list(found[axis.enum])
        names += sorted(wanted[axis.enum].difference(names))  # whatever the walk did not name
        out.append(", ".join(spell(axis.enum[n]) for n in names))
    version = spell(version_axis.enum[reqs[version_dim]])
    dialect = unit.name.split(".")[0]
    return f"#{dialect}.vce<{version}, [{out[0]}], [{out[1]}]>"


def _value_of(group: Any) -> tuple[str, str] | None:
    """(the value, its element) a group of an op's value types came from, by its provenance
    (``spirv.Load operand #0: i16 in !spirv.ptr<i16, StorageBuffer> (StorageBuffer) [...]``)."""
    for p in group.provenance:
        if p.kind.value in ("operand", "result", "attribute") and ": " in p.name:
            value, _, rest = p.name.partition(": ")
            return value, rest.partition(" in ")[0]
    return None


def _upstream_type_order(groups: Sequence[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
    """An op's groups in the order upstream's type queries return them: a pointer's storage
    class after its pointee's, and each scalar's own before those its storage class adds."""
    out: list[tuple[Any, ...]] = []
    pending: list[tuple[Any, ...]] = []  # a storage class's groups, until its pointee's are out
    run: list[tuple[Any, ...]] = []  # the groups of the current value
    run_value = None

    def flush() -> None:
        # per element, in order: its own groups, then those its storage class gates
        elems: dict[str, list[tuple[Any, ...]]] = {}
        for dg in run:
            of = _value_of(dg[1])
            elems.setdefault(of[1] if of is not None else "", []).append(dg)
        for members in elems.values():
            out.extend(sorted(members, key=lambda dg: ") [" in dg[1].provenance[0].name))
        run.clear()
        out.extend(pending)
        pending.clear()

    for dg in groups:
        prov = dg[1].provenance
        if prov and prov[0].kind.value == "enum-case" and prov[0].name.startswith("StorageClass::"):
            if run:
                flush()
            pending.append(dg)
            continue
        v = _value_of(dg[1])
        if v is None:
            if run:
                flush()
            out.extend(pending)
            pending.clear()
            out.append(dg)
            continue
        if run and v[0] != run_value:
            flush()
        run_value = v[0]
        run.append(dg)
    flush()
    return out


# The custom form's header: the op name, an optional symbol, the addressing and memory
# models, an optional ``requires #d.vce<...>``.
_CUSTOM_HEAD = re.compile(r"(?P<name>[\w.]+)(?:\s+@[\w$.-]+|\s+@\"(?:[^\"\\]|\\.)*\")?\s+\w+\s+(?P<model>\w+)")
_REQUIRES = re.compile(r"\s+requires\s+#[\w]+\.vce<[^<>]*(?:<[^<>]*>[^<>]*)*>")
_GENERIC_VCE = re.compile(r"vce_triple\s*=\s*#[\w]+\.vce<[^<>]*>")


def stamp_vce(text: str, offset: int, vce: str) -> tuple[int, int, str]:
    """The edit that stamps ``vce`` on the unit whose op name starts at ``offset`` of
    ``text``: (start, end, replacement), or ValueError where the header is not one."""
    if text.startswith('"', offset):  # generic form: the properties <{...}> after '()'
        m = re.compile(r'"[\w.]+"\s*\(\s*\)\s*<\{').match(text, offset)
        if m is None:
            raise ValueError("expected the op's properties '<{...}>' after its name")
        end = _balanced_end(text, m.end() - 1)
        inside = _GENERIC_VCE.search(text, m.end(), end)
        if inside is not None:
            return inside.start(), inside.end(), f"vce_triple = {vce}"
        return end - 1, end - 1, f", vce_triple = {vce}"
    m = _CUSTOM_HEAD.match(text, offset)
    if m is None:
        raise ValueError("expected 'spirv.module [@name] ADDRESSING MEMORY'")
    old = _REQUIRES.match(text, m.end())
    if old is not None:
        return m.end(), old.end(), f" requires {vce}"
    return m.end(), m.end(), f" requires {vce}"


_GENERIC_MODEL = re.compile(r"memory_model\s*=\s*#[\w]+\.memory_model<(?P<model>\w+)>")


def stamp_memory_model(text: str, offset: int, model: str) -> tuple[int, int, str]:
    """The edit that sets the memory model of the unit whose op name starts at ``offset``
    to ``model`` (a SPIR-V co-requirement's: odsgen.checking.spirv_corequirements), or
    ValueError where the header is not one."""
    if text.startswith('"', offset):
        m = re.compile(r'"[\w.]+"\s*\(\s*\)\s*<\{').match(text, offset)
        inside = _GENERIC_MODEL.search(text, m.end(), _balanced_end(text, m.end() - 1)) if m is not None else None
        if inside is None:
            raise ValueError("expected 'memory_model = #spirv.memory_model<...>' among its properties")
        return inside.start("model"), inside.end("model"), model
    m = _CUSTOM_HEAD.match(text, offset)
    if m is None:
        raise ValueError("expected 'spirv.module [@name] ADDRESSING MEMORY'")
    return m.start("model"), m.end("model"), model


def _balanced_end(text: str, start: int) -> int:
    """The offset just past the '}' that closes the '{' at ``start`` (strings skipped)."""
    depth = 0
    i = start
    n = len(text)
    while i < n:
        c = text[i]
        if c == '"':
            i += 1
            while i < n and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        elif c in "{<[(":
            depth += 1
        elif c in "}>])":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    raise ValueError("unbalanced properties")


def stamped_text(
    spec: LoadedSpec, text: str, units: Sequence[Operation], deduced: Sequence[UnitDeduction], name: str
) -> str:
    """``text`` with every unit stamped with its deduced vce triple (see the module doc);
    an ``OdsgenError`` located at a unit that cannot be stamped."""
    from odsgen.source import SourceFile

    if _vce_axes(spec) is None:
        from odsgen.diagnostics import file_error

        raise file_error(
            name,
            "cannot write the deduced target: the spec's dialect has no vce form (a version, a capability and an "
            "extension axis)",
        )
    if not units:
        raise OdsgenError(
            error(
                deduced[0].loc if deduced else None,
                "cannot write the deduced target: no op of the dialect holds the others (a spirv.module) to "
                "stamp it on",
            )
        )
    src = SourceFile(name, text)
    starts = src.line_starts()
    edits = []
    for unit, d in zip(units, deduced):
        offset = starts[unit.line - 1] + unit.col - 1
        try:
            edits.append(stamp_vce(text, offset, vce_text(spec, unit, d)))
            if d.memory_model is not None:
                edits.append(stamp_memory_model(text, offset, d.memory_model))
        except ValueError as exc:
            raise OdsgenError(
                error(Loc(name, unit.line, unit.col), f"cannot write the deduced target into this {unit.name}: {exc}")
            ) from None
    out = []
    pos = 0
    for start, end, new in sorted(edits):
        out.append(text[pos:start])
        out.append(new)
        pos = end
    out.append(text[pos:])
    return "".join(out)


def stamp_converted(spec: LoadedSpec, module: ModuleInput, env: Any) -> None:
    """After ``convert`` moved ``module`` (read as odsgen's IR, changed in place) to ``env``: each unit's
    ``<dialect>.target_env`` becomes ``env`` (its resource limits kept) and its vce triple
    the deduction within it (its requirements; where they were found is not used). Nothing
    changes for a dialect without the vce form."""
    from odsgen.checking.deduce import deduce_module
    from odsgen.runtime.ir import DialectAttr

    axes = _vce_axes(spec)
    if axes is None:
        return
    table = module.table
    units = [table.op_at(u) for u in spec.checker.units(table)]
    for unit, d in zip(units, deduce_module(spec, module, module.name, None, env)):
        dialect = unit.name.split(".")[0]
        key = f"{dialect}.target_env"
        limits = f"#{dialect}.resource_limits<>"
        old = unit.attributes.get(key)
        body = getattr(old, "body", None)
        if body and body.startswith(f"#{dialect}.vce<"):
            rest = body[_balanced_end(body, len(f"#{dialect}.vce")) :].lstrip(", ")
            limits = rest or limits
        unit.set_attr(key, DialectAttr(dialect, "target_env", f"{_env_vce(env, axes, dialect)}, {limits}"))
        if d.ok:
            unit.set_property("vce_triple", DialectAttr(dialect, "vce", vce_text(spec, unit, d)[len(dialect) + 6 : -1]))


def _env_vce(env: Any, axes: Any, dialect: str) -> str:
    """A target env as ``#<dialect>.vce<...>``: its version, capabilities and extensions by name."""
    from odsgen.runtime.target import spell

    version_axis, caps_axis, exts_axis = axes
    v = env.versions.get(version_axis.enum)
    if v is None:
        v = max(version_axis.enum.__members__.values(), key=int)
    sets = [", ".join(sorted(spell(m) for m in env.enabled.get(a.enum, ()))) for a in (caps_axis, exts_axis)]
    return f"#{dialect}.vce<{spell(v)}, [{sets[0]}], [{sets[1]}]>"


# --- module attributes (TOSA's #tosa.target_env)


def _spelling(model: Any, dimension: str, symbol: str) -> str:
    return str(model.case_spelling(dimension, symbol)) if model is not None else symbol


def tosa_target_env(requirements: dict[str, Any], model: Any) -> str:
    """``#tosa.target_env<specification_version = "1.0", level = "8k", profiles = [...],
    extensions = [...]>`` of a deduction's ``requirements`` (``UnitDeduction.requirements``):
    the least version (1.0 when nothing asks for more), the level (8k unless a requirement
    asks for none), the profiles and extensions deduced. An empty list is written
    ``[none]`` (TOSA's case for none), as ``--tosa-attach-target=extensions=none`` writes
    it: MLIR 22 prints an empty list ``[]`` but cannot read that back."""
    version = requirements.get("SpecificationVersion") or "V_1_0"
    level = requirements.get("TosaLevel") or "eightK"
    profiles = ", ".join(requirements.get("Profile") or ()) or "none"
    extensions = ", ".join(requirements.get("Extension") or ()) or "none"
    return (
        f'#tosa.target_env<specification_version = "{_spelling(model, "SpecificationVersion", version)}", '
        f'level = "{_spelling(model, "TosaLevel", level)}", profiles = [{profiles}], extensions = [{extensions}]>'
    )


# {dialect: (attribute name, writer of its value from (requirements, model))}
WRITERS: dict[str, tuple[str, Callable[[dict[str, Any], Any], str]]] = {
    "tosa": ("tosa.target_env", tosa_target_env),
}


def target_attribute(dialects: Sequence[str], requirements: dict[str, Any], model: Any) -> tuple[str, str]:
    """(name, value) of the target attribute of the first of ``dialects`` with a writer;
    ``model`` spells the cases (``case_spelling``: the spec's model, or its checker, which
    spells them alike)."""
    for d in dialects:
        hit = WRITERS.get(d)
        if hit is not None:
            return hit[0], hit[1](requirements, model)
    raise OdsgenError(
        Diagnostic(
            None,
            Severity.ERROR,
            "deduce --write: odsgen writes targets back for "
            + ", ".join(sorted(WRITERS))
            + f" modules, not for dialect {', '.join(dialects) or '(none)'}",
        )
    )


def _tokens(p: Any, start: int, end: int) -> list[tuple[int, int]]:
    """The spans of the tokens of ``p``'s text from ``start`` to ``end`` (a bracketed group
    is one token: odsgen.runtime.parse.base's ``skip_token``)."""
    out = []
    pos = p.skip_ws(start)
    while pos < end:
        after = p.skip_token(pos)
        out.append((pos, after))
        pos = p.skip_ws(after)
    return out


def _set_in_dict(p: Any, brace: int, name: str, value: str) -> str:
    """The text with ``name = value`` set in the dictionary whose '{' is at ``brace``
    (replaced where the dictionary has ``name``, else first)."""
    text: str = p.text
    close = p.skip_token(brace) - 1
    entries: list[list[tuple[int, int]]] = [[]]
    for a, b in _tokens(p, brace + 1, close):
        if text[a:b] == ",":
            entries.append([])
        else:
            entries[-1].append((a, b))
    for entry in entries:
        if not entry:
            continue
        a, b = entry[0]
        key = p.parse_string(a)[0] if text[a] == '"' else text[a:b]
        if key == name:
            return text[:a] + f"{name} = {value}" + text[entry[-1][1] :]
    sep = ", " if any(entries) else ""
    return text[: brace + 1] + f"{name} = {value}" + sep + text[brace + 1 :]


def _module_op(p: Any, start: int, end: int) -> tuple[int, bool] | None:
    """Where the attributes go when ``start``..``end`` of ``p``'s text is one module op
    (``module [@name] [attributes {...}] {...}``, or generic ``"builtin.module"() ({...})
    [{...}] : () -> ()``): (the offset of its attribute dictionary's '{', True), or (where
    a dictionary goes, False); None when it is not one module op (MLIR then wraps the
    top-level ops in one)."""
    text = p.text
    spans = _tokens(p, start, end)
    toks = [text[a:b] for a, b in spans]
    if toks[-2:-1] == ["loc"] and toks[-1].startswith("("):  # a trailing location
        toks, spans = toks[:-2], spans[:-2]
    if toks and toks[0] in ("module", "builtin.module"):
        i = 1
        if i < len(toks) and toks[i].startswith("@"):
            i += 2 if toks[i] == "@" else 1  # (@"name": '@' then the string)
        at = spans[i - 1][1]
        dictionary = i + 1 < len(toks) and toks[i] == "attributes" and toks[i + 1].startswith("{")
        if dictionary:
            at, i = spans[i + 1][0], i + 2
        if len(toks) == i + 1 and toks[i].startswith("{"):
            return at, dictionary
        return None
    if toks[:2] == ['"builtin.module"', "()"] and len(toks) >= 3:
        i = 2
        if toks[i].startswith("<"):  # properties
            i += 1
        if i >= len(toks) or not toks[i].startswith("("):
            return None
        regions = i
        i += 1
        dictionary = i < len(toks) and toks[i].startswith("{")
        if dictionary:
            i += 1
        tail = [t.replace(" ", "") for t in toks[i:]]
        if tail != [":", "()", "->", "()"]:
            return None
        return (spans[i - 1][0], True) if dictionary else (spans[regions][1], False)
    return None


def attach_module_attribute(text: str, name: str, value: str, filename: str = "<input>") -> str:
    """``text`` (a module in custom or generic form) with the attribute ``name = value``
    on its top-level module op: its one ``module`` op, or else the module MLIR makes of
    its top-level ops, made explicit around them. Alias definitions and ``{-# ... #-}``
    sections stay at the top level (those among the ops move before the module); the
    rest of the text is unchanged. Items are found by odsgen's lexer
    (odsgen.runtime.reader.top_level_items): no string or comment is taken for one."""
    from odsgen.runtime.parse.base import BaseParser
    from odsgen.runtime.reader import top_level_items
    from odsgen.source import SourceManager

    items = top_level_items(text, filename)
    sources = SourceManager()
    p = BaseParser(text, sources.add(filename, text), sources)
    runs = [(a, b) for kind, a, b in items if kind == "ops"]
    if len(runs) == 1:
        found = _module_op(p, *runs[0])
        if found is not None:
            at, dictionary = found
            if dictionary:
                return _set_in_dict(p, at, name, value)
            attrs = f" attributes {{{name} = {value}}}" if text[runs[0][0]] != '"' else f" {{{name} = {value}}}"
            return text[:at] + attrs + text[at:]
    head = f"module attributes {{{name} = {value}}} {{\n"
    if not runs:  # no op: an empty module, after the rest
        return text + ("" if not text or text.endswith("\n") else "\n") + head + "}\n"
    first, last = runs[0][0], runs[-1][1]
    # Aliases and resources among the ops go before the module (an alias is defined before its uses).
    among = [(a, b) for kind, a, b in items if kind != "ops" and first < a < last]
    body, pos = [], first
    for a, b in among:
        body.append(text[pos:a])
        pos = b
    body.append(text[pos:last])
    hoisted = "".join(text[a:b] + "\n" for a, b in among)
    return text[:first] + hoisted + head + "".join(body) + "\n}" + (text[last:] or "\n")

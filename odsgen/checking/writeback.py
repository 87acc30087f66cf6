"""Write a deduced target back into a module's text (``odsgen deduce --write``, ``convert``).

Each unit (a ``spirv.module``) is stamped with its deduced ``requires #spirv.vce<...>``,
as MLIR's ``--spirv-update-vce`` does: the version, then the capabilities and the
extensions in the order upstream finds them (its ops walked in post-order, each op's own
groups before its value types', each group's first member the deduction holds; then each
capability's implied ones, breadth first). Only the unit's header changes: the rest of
the text stays byte for byte, in custom syntax (``spirv.module Logical GLSL450 requires
#spirv.vce<...>``) and in generic form (``vce_triple = #spirv.vce<...>`` among the
op's properties).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from odsgen.diagnostics import OdsgenError, error
from odsgen.source import Loc

if TYPE_CHECKING:
    from odsgen.checking.check import UnitDeduction
    from odsgen.checking.spec import LoadedSpec
    from odsgen.runtime.protocol import Operation

__all__ = ["vce_text", "stamp_vce", "stamped_text"]


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
    from odsgen.checking.target_syntax import vce_axes

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
    caps = list(found[caps_axis.enum])
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
_CUSTOM_HEAD = re.compile(r"(?P<name>[\w.]+)(?:\s+@[\w$.-]+|\s+@\"(?:[^\"\\]|\\.)*\")?\s+\w+\s+\w+")
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
        from odsgen.checking.inputs import file_error

        raise file_error(
            name,
            "cannot write the deduced target: the spec's dialect has no vce form (a version, a capability and an "
            "extension axis)",
        )
    if not units:
        raise OdsgenError(
            error(
                Loc.parse(deduced[0].loc) if deduced else None,
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


def stamp_converted(spec: LoadedSpec, module: Any, name: str, env: Any) -> None:
    """After ``convert`` moved ``module`` (odsgen's IR, in place) to ``env``: each unit's
    ``<dialect>.target_env`` becomes ``env`` (its resource limits kept) and its vce triple
    the deduction within it. Nothing changes for a dialect without the vce form."""
    from odsgen.checking.deduce import deduce_module
    from odsgen.runtime.ir import DialectAttr

    axes = _vce_axes(spec)
    if axes is None:
        return
    units = spec.checker.units(module)
    for unit, d in zip(units, deduce_module(spec, module, name, None, env)):
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

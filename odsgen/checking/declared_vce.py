"""A SPIR-V module's declared triple must cover what it uses (issue 33, item 2).

``spirv.module ... requires #spirv.vce<VERSION, [CAPABILITIES], [EXTENSIONS]>`` is what
the serializer writes into the binary (its header's version, ``OpCapability``,
``OpExtension``), and spirv-val refuses a binary that uses an instruction, a type or an
operand (a decoration, a built-in, a storage class...) its declarations do not enable.
``uncovered(spec, table, name)`` gives each unit whose declared triple does not cover the
requirements of its ops (the ones validate and deduce read, decorations included; a
capability the declared ones imply, and an extension the declared version folds in,
cover): a malformed module, as verify reports it (exit 3), at the ``spirv.module``,
naming what is missing and the first op that needs each.
"""

from __future__ import annotations

import functools
import re
import weakref
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from odsgen.checking.inputs.optable import OpTable
    from odsgen.checking.spec import LoadedSpec
    from odsgen.source import Loc, SourceManager

__all__ = ["uncovered", "VCE_PROPERTY", "CATEGORY"]

VCE_PROPERTY = "vce_triple"
CATEGORY = "vce"
NAMED = 8  # what is missing, named at most


def uncovered(
    spec: LoadedSpec, table: OpTable, name: str, sources: SourceManager | None = None, unknown: Any = ()
) -> list[tuple[Any, Loc, str]]:
    """(unit op, its place, the message) of each unit whose declared triple lacks something;
    ``unknown``: the module's instructions the spec has no op for (a binary's: each in the
    last unit that starts before it, judged by the grammar as spirv-val judges it,
    odsgen.checking.spirv_corequirements.grammar_missing)."""
    from odsgen.checking.spirv_corequirements import grammar_missing
    from odsgen.checking.check import op_loc
    from odsgen.checking.targets.syntax import target_from_attr, vce_axes
    from odsgen.source import reported_at
    from odsgen.diagnostics import OdsgenError

    checker = spec.checker
    if vce_axes(checker.env_cls) is None or not len(table):
        return []
    exts = _extension_dimension(checker.env_cls)
    known = _DECLARED.setdefault(spec, {})
    out = []
    units = checker.units(table)
    starts = [(table.op_at(u).line, table.op_at(u).col) for u in units]
    for k, u in enumerate(units):
        unit = table.op_at(u)
        attr = unit.get_attr(VCE_PROPERTY)
        if attr is None:
            continue
        text = _attr_text(attr)
        declared = known.get(text, _UNREAD)
        if declared is _UNREAD:
            sf = sources.get(name) if sources is not None else None
            try:
                env = target_from_attr(
                    attr, checker.env_cls, spec.catalog, reported_at(unit, name), () if sf is None else (sf,)
                )
            except OdsgenError:
                env = None
            declared = None if env is None else (env, _declared_own(checker, env, attr))
            if "resource_limits" not in text:  # (limits name the op they are on: not shared)
                known[text] = declared
        if declared is None:
            continue  # a triple odsgen cannot read is the verifier's to report
        env, own = declared
        missing: dict[str, tuple[str, str, str]] = {}  # what -> (op, loc, why)
        caps = _declared_caps(checker, env)
        for i, reqs in checker.requirements_in(table, None, u, table.ends[u]):
            legality = env.legality_of(reqs)
            if legality:
                continue
            small = functools.partial(_small_type_met, table.op_at(i).name, caps)
            for r in legality.reasons:
                if r.required.shape.ordered and r.kind != "too-new":
                    continue  # a version above an op's last one: not what the triple declares
                if _op_own(r) and _unchecked_own(spec, table.op_at(i).name, r, exts):
                    # spirv-val checks an instruction the grammar gives capabilities for those
                    # alone, not for its own version nor extensions (tdlib/odsgen/spirv-rules.toml
                    # [[instruction]]: an OpAtomicFAddEXT on f16 with AtomicFloat16AddEXT and its
                    # extension alone passes); an operand's, a type's or a decoration's it checks.
                    continue
                what = _missing_text(checker, r, small)
                if what and what not in missing:
                    op = table.op_at(i)
                    why = next((p.name for p in r.provenance if p.name.startswith("decoration ")), "")
                    missing[what] = (op.name, op_loc(op, name), why)
        for x in unknown:
            at = (x.loc.line, x.loc.col)
            if x.in_grammar and max((j for j, st in enumerate(starts) if st <= at), default=None) == k:
                why = f"{x.what}, not an op of the spec: {x.requirement()}"
                for what in grammar_missing(x, env):
                    missing.setdefault(what, (x.name, str(x.loc), why))
        for what, why in _co_required(checker, env, unit):
            missing.setdefault(what, (unit.name, op_loc(unit, name), why))
        for what, why in own:
            missing.setdefault(what, (unit.name, op_loc(unit, name), why))
        if not missing:
            continue
        shown = list(missing.items())[:NAMED]
        parts = [f"{what} ({op} at {loc}{', ' + why if why else ''})" for what, (op, loc, why) in shown]
        more = f", and {len(missing) - NAMED} more" if len(missing) > NAMED else ""
        message = (
            f"the declared {_attr_text(attr)} does not cover what the module uses: it lacks "
            + "; ".join(parts)
            + more
            + " (spirv-val refuses its binary; odsgen deduce --write stamps the triple it needs)"
        )
        out.append((unit, reported_at(unit, name), message))
    return out


# The declared triples of a run's modules, once each: {spec: {the triple's text: (its target,
# what its own capabilities lack: ``_declared_own``)}} (1,000 kernels declare a few dozen).
# (None: a triple odsgen cannot read)
_UNREAD: Any = object()  # (a triple not read yet)
_DECLARED: weakref.WeakKeyDictionary[Any, dict[str, tuple[Any, list[tuple[str, str]]] | None]] = (
    weakref.WeakKeyDictionary()
)


def _co_required(checker: Any, env: Any, unit: Any) -> list[tuple[str, str]]:
    """(what is missing, why) for each SPIR-V co-requirement (tdlib/odsgen/spirv-rules.toml)
    the unit's declared capabilities fire and its declarations do not meet: spirv-val's
    refusal of the declarations as a whole (odsgen.checking.spirv_corequirements)."""
    from odsgen.checking.spirv_corequirements import memory_model_of, unmet
    from odsgen.checking.targets.syntax import vce_axes

    axes = vce_axes(checker.env_cls)
    if axes is None or checker.decorations is None:
        return []
    caps = {m.name for m in env.enabled.get(axes[1].enum, ())}
    model = memory_model_of(unit)
    out = []
    for r in unmet(caps, model):
        what = r.asks if r.capability is not None else f"{r.asks} (the module declares {model})"
        out.append((what, f'co-requirement: spirv-val: "{r.says}"'))
    return out


def _declared_own(checker: Any, env: Any, attr: Any) -> list[tuple[str, str]]:
    """(what is missing, why) of each capability the triple declares whose own version or
    extension, as the Khronos grammar gives them, the triple does not meet (spirv-val checks
    each OpCapability's operand as it checks every enumerant: "operand GroupNonUniform(61)
    requires SPIR-V version 1.3 or later"); the capabilities a case implies are declared
    with it."""
    from odsgen.checking.targets.syntax import vce_axes
    from odsgen.checking.targets.vulkan_rules import declared_lists
    from odsgen.runtime.algebra import Provenance, ProvenanceKind
    from odsgen.runtime.avail import Requirements

    dn = checker.decorations
    axes = vce_axes(checker.env_cls)
    if dn is None or axes is None:
        return []
    out = []
    for cap in declared_lists(attr)[0]:
        by = (Provenance(ProvenanceKind.ATTRIBUTE, f"the declared capability {cap}"),)
        own = dn.grammar_route("Capability", cap, by)
        legality = env.legality_of(Requirements(own)) if own else None
        for r in legality.reasons if legality is not None and not legality else ():
            if not r.required.shape.ordered or r.kind == "too-new":
                out.append((_missing_text(checker, r), f"the declared capability {cap}"))
    return out


def _extension_dimension(env_cls: Any) -> str | None:
    """The name of the dimension of the extensions axis (SPIR-V's ``Extension``)."""
    from odsgen.checking.targets.syntax import vce_axes

    axes = vce_axes(env_cls)
    if axes is None:
        return None
    ext_enum = axes[2].enum
    return next((d.name for d in env_cls.DIMENSIONS if d.enum is ext_enum), None)


def _unchecked_own(spec: LoadedSpec, op_name: str, r: Any, exts: str | None) -> bool:
    """Whether spirv-val leaves the op's own requirement ``r`` (its version, or its
    extensions) unchecked: its instruction (the spec's ODS ``spirvOpName``) has capabilities
    in the Khronos grammar (odsgen.checking.spirv_corequirements.own_unchecked)."""
    from odsgen.checking.inputs.spirv_ops import ods_ops, opnames
    from odsgen.checking.spirv_corequirements import own_unchecked

    what = "version" if r.required.shape.ordered else "extensions" if exts is not None and r.dimension == exts else ""
    if not what:
        return False
    opname = opnames(ods_ops(spec)).get(op_name)
    if opname is None:
        return False
    caps = _capabilities_of(opname)
    return caps is not None and what in own_unchecked(opname, caps)


@functools.lru_cache(maxsize=1024)
def _capabilities_of(opname: str) -> tuple[str, ...] | None:
    """The capabilities the Khronos grammar gives the instruction ``opname``, or None."""
    from odsgen.checking.inputs.spv_grammar import spirv_grammar

    ins = next((x for x in spirv_grammar().instructions.values() if x.opname == opname), None)
    return None if ins is None else tuple(ins.capabilities)


def _op_own(r: Any) -> bool:
    """Whether every provenance of the reason is an op's own requirement (not an operand's,
    a result's, an attribute's or an enum case's)."""
    from odsgen.runtime.algebra import ProvenanceKind

    return bool(r.provenance) and all(p.kind is ProvenanceKind.OP for p in r.provenance)


def _attr_text(attr: Any) -> str:
    body = getattr(attr, "body", None)
    if body is not None:
        return f"#{getattr(attr, 'dialect', 'spirv')}.{getattr(attr, 'name', 'vce')}<{body}>"
    return str(attr)


def _missing_text(checker: Any, r: Any, met: Any = None) -> str:
    """What the reason ``r`` names missing; its groups ``met(group)`` says spirv-val does
    not ask are left out ("" if none is left)."""
    req = r.required
    if req.shape.ordered:
        return f"{r.dimension} {checker.case_spelling(r.dimension, req.case)}"
    groups = [g for g in req.groups if not (set(c.symbol for c in g.cases) & _names(r.allowed))] or list(req.groups)
    if met is not None:
        groups = [g for g in groups if not met(g)]
    return "; ".join(f"{r.dimension} {' or '.join(c.symbol for c in g.cases)}" for g in groups)


def _declared_caps(checker: Any, env: Any) -> frozenset[str]:
    """The capabilities the declared triple enables (with those they imply)."""
    from odsgen.checking.targets.syntax import vce_axes

    axes = vce_axes(checker.env_cls)
    return frozenset(m.name for m in env.enabled.get(axes[1].enum, ())) if axes is not None else frozenset()


# A value type's provenance: "spirv.Load result #0: i8 [8-bit integer]", a variable's
# storage: "... operand #0: i8 in !spirv.ptr<i8, Uniform> (Uniform) [8-bit integer]" (a
# cooperative matrix's elements are a value's: "i8 in !spirv.coopmatrix<...>").
_SCALAR = re.compile(r": (?:vector<(?:\d+x)+)?([a-z]+\d+)( in !spirv\.ptr<)?")


def _small_type_met(op_name: str, caps: frozenset[str], group: Any) -> bool:
    """Whether spirv-val leaves the capability group of an op unasked, by its 8- and 16-bit
    type rules (tdlib/odsgen/spirv-rules.toml [[small_type]]): a value type's full
    capability where a storage capability declares the type and the op only moves the
    value (an OpLoad of an i8 with StorageBuffer8BitAccess alone), a storage class's
    capability where the full capability is declared (an i8 buffer with Int8 alone); or
    a capability spirv-val does not ask of the op ([[unasked]])."""
    from odsgen.checking.spirv_corequirements import small_types, unasked_capabilities

    symbols = {c.symbol for c in group.cases}
    if symbols & unasked_capabilities().get(op_name, frozenset()):
        return True  # (tdlib/odsgen/spirv-rules.toml [[unasked]])
    if not group.provenance:
        return False
    rules = small_types()
    for p in group.provenance:
        m = _SCALAR.search(p.name)
        st = None if m is None else next((st for st in rules if m.group(1) in st.types), None)
        if m is None or st is None:
            return False
        if m.group(2):  # a variable's storage: asked only without the full capability
            if st.capability not in caps:
                return False
        elif not (st.capability in symbols and op_name in st.uses and caps & st.declared_by):
            return False
    return True


def _names(allowed: Any) -> set[str]:
    return {m.name for m in allowed} if isinstance(allowed, frozenset) else set()

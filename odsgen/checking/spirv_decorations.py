"""What a SPIR-V op's decorations need of a target (issue 33, item 1).

MLIR's serializer turns attributes into ``OpDecorate``: each discardable attribute of a
``spirv`` op whose name, snake case made camel case, is a ``Decoration`` case
(``no_signed_wrap`` is ``NoSignedWrap``, ``relaxed_precision``, ``fp_fast_math_mode``...),
and the decoration arguments of ``spirv.GlobalVariable`` (``built_in``, ``binding``,
``descriptor_set``, ``location``), ``spirv.SpecConstant`` (``spec_id``) and of the ops with
``linkage_attributes``. spirv-val checks each decoration and each operand of it
(the built-in, the fast-math bits, the rounding mode) as it checks every enumerant, but
``mlir-opt --spirv-update-vce`` reads none of them (llvm-project #168357; the built-ins:
#213193), so neither did odsgen's deduction.

``DecorationNeeds.of(op)`` gives the requirements of those cases: MLIR's ODS enum cases'
availability (the generated package's ``Decoration``, ``BuiltIn``, ``FPFastMathMode``,
``FPRoundingMode`` enums), checked against the Khronos grammar
(odsgen.checking.spirv_grammar): where the case's ODS requirement is weaker than the
grammar's on a dimension (a target could meet it and spirv-val still refuse), the
grammar's stands there, and ``departures`` says what differs. Each requirement's
provenance names the attribute and the case.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from odsgen.runtime.algebra import AllOfAnyOf, AnyOf, AtLeast, Provenance, ProvenanceKind, Requirement, merge_into
from odsgen.runtime.avail import case_table, cases_by_spelling
from odsgen.checking.spirv_corequirements import addressing_model_of, operand_type_rules, value_types
from odsgen.source import Loc

__all__ = ["DecorationNeeds", "decoration_needs", "DECORATION_ARGUMENTS", "UPSTREAM_ISSUES", "camel"]

# Inherent attributes the serializer emits as decorations, per op.
DECORATION_ARGUMENTS: dict[str, tuple[str, ...]] = {
    "spirv.GlobalVariable": ("built_in", "binding", "descriptor_set", "location", "linkage_attributes"),
    "spirv.SpecConstant": ("spec_id",),
    "spirv.func": ("linkage_attributes",),
}

# Attributes whose value is itself an enumerant the decoration carries: (enum, grammar kind).
VALUE_ENUMS: dict[str, tuple[str, str]] = {
    "built_in": ("BuiltIn", "BuiltIn"),
    "fp_fast_math_mode": ("FPFastMathMode", "FPFastMathMode"),
    "fp_rounding_mode": ("FPRoundingMode", "FPRoundingMode"),
}

# Where upstream tracks that --spirv-update-vce misses a decoration's requirements.
UPSTREAM_ISSUES = {
    "BuiltIn": "llvm-project #213193",
    "Decoration": "llvm-project #168357",
}

MEMO_LIMIT = 1 << 14

# Before SPIR-V 1.4 an entry point's interface lists only its Input and Output variables
# (spirv-val: "OpEntryPoint interfaces must be OpVariables with Storage Class of Input(1) or
# Output(3)"); from 1.4 every global variable it uses. MLIR's serializer writes the
# interface spirv.EntryPoint lists, and neither ODS nor --spirv-update-vce knows the rule.
INTERFACE_BEFORE_1_4 = ("Input", "Output")
INTERFACE_ALL_SINCE = "1.4"


# The names MLIR's serializer spells by hand (Serializer.cpp's getDecorationName).
SPELLED = {
    "fp_fast_math_mode": "FPFastMathMode",
    "fp_rounding_mode": "FPRoundingMode",
    "cache_control_load_intel": "CacheControlLoadINTEL",
    "cache_control_store_intel": "CacheControlStoreINTEL",
}


def camel(snake: str) -> str:
    """``no_signed_wrap`` -> ``NoSignedWrap``: the decoration an attribute names, as MLIR's
    serializer reads it (convertToCamelFromSnakeCase, capitalized, but for ``SPELLED``)."""
    spelled = SPELLED.get(snake)
    return spelled if spelled is not None else "".join(p[:1].upper() + p[1:] for p in snake.split("_"))


class DecorationNeeds:
    """The requirements of the decorations of one SPIR-V package's ops (see the module doc)."""

    def __init__(self, package: Any) -> None:
        from odsgen.checking.targets.syntax import vce_axes

        self.package = package
        env_cls = package.target.TargetEnv
        self.dims = {d.enum.__name__: d.name for d in env_cls.DIMENSIONS}
        self.min_version_dim = next(
            (d.name for d in env_cls.DIMENSIONS if d.shape.ordered and d.name.lower().startswith("min")), None
        )
        axes = vce_axes(env_cls)
        none: tuple[Any, Any, Any] = (None, None, None)
        self.version_axis: Any
        self.caps_axis: Any
        self.exts_axis: Any
        self.version_axis, self.caps_axis, self.exts_axis = axes if axes is not None else none
        rules = getattr(env_cls, "RULES", None)
        self.version_implies: dict[int, Mapping[str, tuple[str, ...]]] = getattr(rules, "version_implies", {}) or {}
        self.enums = {n: getattr(package, n) for n in ("Decoration", "BuiltIn", "FPFastMathMode", "FPRoundingMode")}
        verifier = getattr(package.ops, "VERIFIER", None)
        self._specs = verifier.specs if verifier is not None else {}
        self._inherent: dict[str, frozenset[str]] = {}
        self._memo: dict[tuple[Any, ...], dict[str, Requirement]] = {}
        self._modules: dict[int, tuple[Any, dict[str, str]]] = {}  # (see _storage_classes)
        self._cases: dict[tuple[str, int], tuple[dict[str, Requirement], str | None]] = {}
        # {"Decoration::X": what the grammar asks that ODS does not}, as found
        self.departures: dict[str, str] = {}
        self._typed: dict[str, list[Any]] | None = None  # (see _typed_ops)
        self._by_model: frozenset[str] | None = None  # (see model_dependent)
        # The addressing model of the spirv.module the op being read stands in, where a
        # table tells it and the op cannot (a shape's representative, shared by the modules
        # it stands in: Checker.requirements_in); None: the op's own module's.
        self.addressing: str | None = None
        # (decorations' key, id of the operand types' needs) -> (those two, merged)
        self._both: dict[tuple[Any, ...], tuple[Any, Any, dict[str, Requirement]]] = {}

    # ------------------------------------------------------------------ per op

    def inherent(self, name: str) -> frozenset[str]:
        got = self._inherent.get(name)
        if got is None:
            spec = self._specs.get(name)
            got = self._inherent[name] = spec.inherent if spec is not None else frozenset()
        return got

    def decorations(self, op: Any) -> list[tuple[str, str, Any]]:
        """(attribute name, Decoration case symbol, value) of each decoration ``op`` asks for."""
        inherent = self.inherent(op.name)
        out = []
        args = DECORATION_ARGUMENTS.get(op.name, ())
        props = getattr(op, "properties", None)
        seen: dict[str, Any] = {}
        for attrs in (props, getattr(op, "attributes", None)):
            if not attrs:
                continue
            for key in attrs:
                name = str(key)
                if name not in seen:
                    seen[name] = attrs.get(name) if hasattr(attrs, "get") else attrs[key]
        dec = self.enums["Decoration"]
        strs = cases_by_spelling(dec)
        for name, value in seen.items():
            if "." in name or (name in inherent and name not in args):
                continue
            case = strs.get(camel(name))
            if name == "linkage_attributes" and not hasattr(value, "body"):
                continue  # the serializer writes the decoration of a #spirv.linkage_attributes only
            if case is not None:
                out.append((name, dec(case).name, value))
        return out

    def of(self, op: Any) -> dict[str, Requirement]:
        """``{dimension: requirement}`` of ``op``'s decorations (empty when it has none), and
        of a ``spirv.EntryPoint``'s interface (``INTERFACE_BEFORE_1_4``)."""
        if op.name == "spirv.EntryPoint":
            return self._interface(op)
        typed = self.operand_types(op)
        found = self.decorations(op)
        if not found:
            return typed
        try:
            key: tuple[Any, ...] = (op.name, tuple((n, str(v)) for n, _, v in found))
            hit = self._memo.get(key)
        except TypeError:
            key, hit = (), None
        if hit is None:
            hit = self._decorated(found, key)
        if not typed:
            return hit
        both = (key, id(typed))
        got = self._both.get(both) if key else None
        if got is None or got[0] is not hit or got[1] is not typed:
            merged = dict(hit)
            merge_into(merged, typed)
            got = (hit, typed, merged)
            if key:
                if len(self._both) >= MEMO_LIMIT:
                    self._both.clear()
                self._both[both] = got
        return got[2]

    def _decorated(self, found: list[tuple[str, str, Any]], key: tuple[Any, ...]) -> dict[str, Requirement]:
        """The requirements of the decorations ``found`` (``decorations``), memoized on ``key``."""
        out: dict[str, Requirement] = {}
        dec = self.enums["Decoration"]
        for attr, symbol, value in found:
            merge_into(out, self._case(dec, "Decoration", int(dec[symbol].value), attr))
            enum_kind = VALUE_ENUMS.get(attr)
            if enum_kind is not None:
                self._value_cases(out, attr, value, *enum_kind)
        if key:
            if len(self._memo) >= MEMO_LIMIT:
                self._memo.clear()
            self._memo[key] = out
        return out

    def operand_types(self, op: Any) -> dict[str, Requirement]:
        """``{dimension: requirement}`` of the ``[[operand_type]]`` rules ``op`` meets
        (tdlib/odsgen/spirv-rules.toml: spirv-val's rules on an instruction's value types,
        64-bit integer atomics, float add atomics per width, pointers through OpSelect and
        OpPhi), empty when it meets none; memoized on its name, its values' types and its
        module's addressing model: ``addressing`` where set (the module a table's op stands
        in, ``Checker.requirements_in``), else the spirv.module around ``op``."""
        rules = self._typed_ops().get(op.name)
        if not rules or self.caps_axis is None:
            return {}
        model = self.addressing if self.addressing is not None else addressing_model_of(op)
        key = ("operand_type", op.name, tuple(value_types(op, r.value) for r in rules), model)
        hit = self._memo.get(key)
        if hit is not None:
            return hit
        out: dict[str, Requirement] = {}
        cap_dim = self.dims[self.caps_axis.enum.__name__]
        for r, types in zip(rules, key[2]):
            t = next((x for x in types if r.matches(x)), None)
            if t is None or not r.in_model(model):
                continue
            caps = self._members(self.caps_axis.enum, r.capabilities, "Capability")
            if not caps:
                continue
            kind = ProvenanceKind.RESULT if r.value.startswith("result") else ProvenanceKind.OPERAND
            prov = (Provenance(kind, f"operand type: {r.value} {t}: {r.says} ({r.source})", r.loc),)
            merge_into(out, {cap_dim: AllOfAnyOf((AnyOf(tuple(_case(c) for c in caps), prov),))})
        if len(self._memo) >= MEMO_LIMIT:
            self._memo.clear()
        self._memo[key] = out
        return out

    def model_dependent(self) -> frozenset[str]:
        """The op names whose ``[[operand_type]]`` rules depend on their module's addressing model."""
        if self._by_model is None:
            typed = self._typed_ops().items()
            self._by_model = frozenset(n for n, rules in typed if any(r.addressing_models for r in rules))
        return self._by_model

    def _typed_ops(self) -> dict[str, list[Any]]:
        """{op name: its ``[[operand_type]]`` rules}, read once."""
        if self._typed is None:
            self._typed = {}
            for r in operand_type_rules():
                for name in sorted(r.ops):
                    self._typed.setdefault(name, []).append(r)
        return self._typed

    def _interface(self, op: Any) -> dict[str, Requirement]:
        """SPIR-V 1.4 when the entry point lists a variable of another storage class than
        Input and Output (read from the spirv.module the op stands in; nothing when it
        stands in none, as an op of a module's op table)."""
        props = getattr(op, "properties", None) or getattr(op, "attributes", None) or {}
        listed = props.get("interface") if hasattr(props, "get") else None
        block = getattr(op, "parent", None)
        region = getattr(block, "parent", None)
        module = getattr(region, "parent", None)
        version = self._version_case(INTERFACE_ALL_SINCE) if self.version_axis is not None else None
        if not listed or module is None or version is None or self.min_version_dim is None:
            return {}
        classes = self._storage_classes(module)
        for ref in listed:
            name = str(ref).lstrip("@").strip('"')
            sc = classes.get(name)
            if sc is not None and sc not in INTERFACE_BEFORE_1_4:
                why = (
                    f"interface @{name} ({sc}): before SPIR-V {INTERFACE_ALL_SINCE} an entry point's "
                    "interface lists only Input and Output variables"
                )
                prov = (Provenance(ProvenanceKind.ATTRIBUTE, why),)
                return {self.min_version_dim: AtLeast(_case(version), prov)}
        return {}

    def _storage_classes(self, module: Any) -> dict[str, str]:
        """``{symbol: storage class}`` of the spirv.GlobalVariable ops of ``module``."""
        hit = self._modules.get(id(module))
        if hit is not None and hit[0] is module:
            return hit[1]
        out: dict[str, str] = {}
        for region in getattr(module, "regions", ()):
            for block in getattr(region, "blocks", ()):
                for g in getattr(block, "operations", ()):
                    if g.name != "spirv.GlobalVariable":
                        continue
                    p = getattr(g, "properties", None) or getattr(g, "attributes", None) or {}
                    sym, ty = p.get("sym_name"), p.get("type")
                    m = _STORAGE_CLASS.search(str(ty)) if ty is not None else None
                    if sym is not None and m:
                        out[str(sym).strip('"')] = m.group(1)
        if len(self._modules) >= 64:
            self._modules.clear()
        self._modules[id(module)] = (module, out)
        return out

    def _value_cases(self, out: dict[str, Requirement], attr: str, value: Any, enum_name: str, kind: str) -> None:
        from odsgen.runtime.avail import enum_value

        enum_cls = self.enums[enum_name]
        v = enum_value(enum_cls, value)
        if v is None:
            return
        bits = bool(getattr(enum_cls, "_odsgen_bits", False))
        for one in _bits(v) if bits else (v,):
            merge_into(out, self._case(enum_cls, kind, one, f'{attr} = "{_spelled(enum_cls, one)}"'))

    def enum_case(self, kind: str, symbol: str, by: tuple[Provenance, ...]) -> dict[str, Requirement]:
        """The requirements of the case ``symbol`` of the package's enum ``kind`` (a
        ``Capability``, a ``MemoryModel``...), ODS's checked against the grammar, provenance
        ``by`` first; empty for a case the package does not know."""
        enum_cls = getattr(self.package, kind, None)
        member = None if enum_cls is None else enum_cls.__members__.get(symbol)
        if member is None:
            return {}
        value = int(member.value)
        hit = self._cases.get((kind, value))
        if hit is None:
            hit = self._cases[(kind, value)] = self._checked(enum_cls, kind, value)
        return {d: _with_provenance(r, by) for d, r in hit[0].items()}

    def capability_needs(self, symbol: str, by: tuple[Provenance, ...]) -> dict[str, Requirement]:
        """The capability ``symbol`` declared: the capability itself and what its own case
        needs (``enum_case``), provenance ``by`` first; empty for one the package lacks."""
        member = self.caps_axis.enum.__members__.get(symbol) if self.caps_axis is not None else None
        if member is None:
            return {}
        out = {self.dims[self.caps_axis.enum.__name__]: AllOfAnyOf((AnyOf((_case(member),), by),))}
        merge_into(out, self.enum_case("Capability", symbol, by))
        return out

    def own_needs(
        self,
        kind: str,
        symbol: str,
        version: int,
        by: tuple[Provenance, ...],
        allowed: frozenset[str] | None = None,
        top: int | None = None,
    ) -> tuple[dict[str, Requirement], str]:
        """What declaring the case ``symbol`` of ``kind`` (``OpCapability``'s operand, or
        ``OpMemoryModel``'s) asks of a unit at the version value ``version``, as the Khronos
        grammar states it and spirv-val checks it, and the grammar's words for it ("" when
        it asks nothing): nothing when the version brings it; else one of its extensions the
        version does not bring (the least triple: no higher version), and its version where
        it has no extension MLIR knows, or where a target (``allowed``: its extensions,
        ``top``: its version value) allows none of them but the version. A memory model's
        capabilities come with it. ODS's case where the grammar lacks the enumerant."""
        from odsgen.checking.spirv_grammar import enumerant

        enum_cls = getattr(self.package, kind, None)
        member = None if enum_cls is None else enum_cls.__members__.get(symbol)
        if member is None or self.version_axis is None or self.min_version_dim is None:
            return {}, ""
        g = enumerant(kind, int(member.value))
        if g is None:
            return self.enum_case(kind, symbol, by), ""
        prov = by + (Provenance(ProvenanceKind.ENUM_CASE, f"{kind}::{g.name} (Khronos grammar)", _grammar_loc()),)
        out: dict[str, Requirement] = {}
        at = self._version_case(g.version) if g.version is not None else None
        if at is None or version < int(at.value):
            exts = self._members(self.exts_axis.enum, g.extensions, "")
            brought = any((v := self._implied_at(e.name)) is not None and v <= version for e in exts)
            usable = [e for e in exts if allowed is None or e.name in allowed]
            by_version = at is not None and (top is None or top >= int(at.value))
            ext_dim = self.dims[self.exts_axis.enum.__name__]
            if brought:
                pass
            elif usable:
                out[ext_dim] = AllOfAnyOf((AnyOf(tuple(_case(e) for e in usable), prov),))
            elif at is not None and by_version:
                out[self.min_version_dim] = AtLeast(_case(at), prov)
            elif exts:  # (none the target allows: the deduction within it says so)
                out[ext_dim] = AllOfAnyOf((AnyOf(tuple(_case(e) for e in exts), prov),))
            elif at is not None:
                out[self.min_version_dim] = AtLeast(_case(at), prov)
        caps = self._members(self.caps_axis.enum, g.capabilities, "Capability") if kind != "Capability" else []
        if caps:
            out[self.dims[self.caps_axis.enum.__name__]] = AllOfAnyOf((AnyOf(tuple(_case(c) for c in caps), prov),))
        return out, (f"{kind} {g.name}: {g.text()}" if out else "")

    def grammar_route(self, kind: str, symbol: str, by: tuple[Provenance, ...]) -> dict[str, Requirement]:
        """The Khronos grammar's own version-or-extension requirement of the case ``symbol``
        of the operand kind ``kind`` (what spirv-val checks of the enumerant, MLIR's ODS
        aside), provenance ``by`` first; empty when it asks none or is not known."""
        from odsgen.checking.spirv_grammar import enumerant

        enum_cls = getattr(self.package, kind, None)
        member = None if enum_cls is None else enum_cls.__members__.get(symbol)
        g = None if member is None or self.version_axis is None else enumerant(kind, int(member.value))
        if g is None:
            return {}
        label = f"{kind}::{g.name}"
        route = self._route(g, by + (Provenance(ProvenanceKind.ENUM_CASE, f"{label} (Khronos grammar)", _grammar_loc()),))
        return route or {}

    def grammar_needs(
        self, version: str, capabilities: Iterable[str], extensions: Iterable[str], by: tuple[Provenance, ...]
    ) -> dict[str, Requirement]:
        """The requirements of an instruction the spec has no op for, from the Khronos
        grammar's availability of it (odsgen.checking.inputs.spirv_binary.Unknown: ``version``
        "None" when in no version, "" when not known; any of ``capabilities``; any of
        ``extensions``), in the package's dimensions; names MLIR does not know are left out."""
        from types import SimpleNamespace

        if self.version_axis is None:
            return {}
        g = SimpleNamespace(version=None if version in ("None", "") else version, extensions=tuple(extensions))
        out: dict[str, Requirement] = {}
        route = self._route(g, by)
        if route is not None:
            merge_into(out, route)
        caps = self._members(self.caps_axis.enum, capabilities, "Capability")
        if caps:
            cap_dim = self.dims[self.caps_axis.enum.__name__]
            merge_into(out, {cap_dim: AllOfAnyOf((AnyOf(tuple(_case(c) for c in caps), by),))})
        return out

    # ------------------------------------------------------------------ per case

    def _case(self, enum_cls: Any, kind: str, value: int, attr: str) -> dict[str, Requirement]:
        """The requirements of one case, ODS's checked against the grammar, provenance
        naming ``attr`` first."""
        hit = self._cases.get((kind, value))
        if hit is None:
            hit = self._cases[(kind, value)] = self._checked(enum_cls, kind, value)
        reqs, _ = hit
        by = (Provenance(ProvenanceKind.ATTRIBUTE, f"decoration {attr}"),)
        return {d: _with_provenance(r, by) for d, r in reqs.items()}

    def _checked(self, enum_cls: Any, kind: str, value: int) -> tuple[dict[str, Requirement], str | None]:
        from odsgen.checking.spirv_grammar import enumerant

        table = case_table(enum_cls)
        ods = table.get(value)
        reqs: dict[str, Requirement] = dict(ods.by_dimension) if ods is not None else {}
        g = enumerant(kind, value)
        if g is None or self.version_axis is None:
            return reqs, None
        label = f"{kind}::{g.name}"
        prov = (Provenance(ProvenanceKind.ENUM_CASE, f"{label} (Khronos grammar)", _grammar_loc()),)
        differs = []
        route = self._route(g, prov)
        if route is not None and not self._route_met(reqs, g):
            for d in (self.min_version_dim, self.dims.get(self.exts_axis.enum.__name__)):
                reqs.pop(d, None) if d is not None else None
            merge_into(reqs, route)
            differs.append("version/extension")
        caps = self._members(self.caps_axis.enum, g.capabilities, "Capability")
        if caps and not self._caps_met(reqs, caps):
            cap_dim = self.dims[self.caps_axis.enum.__name__]
            reqs[cap_dim] = AllOfAnyOf((AnyOf(tuple(_case(c) for c in caps), prov),))
            differs.append("capability")
        note = None
        if differs:
            ods_text = _reqs_text(ods.by_dimension if ods is not None else {})
            note = (
                f"{label}: MLIR's ODS asks for {ods_text}, the Khronos grammar for {g.text()}; "
                f"odsgen follows the grammar ({' and '.join(differs)})"
            )
            self.departures[label] = note
        return reqs, note

    def _members(self, enum_cls: Any, names: Iterable[str], kind: str) -> list[Any]:
        """The MLIR cases of grammar names (by the grammar's value where the kind has one;
        names MLIR does not know are left out)."""
        from odsgen.checking.spirv_grammar import operand_kind

        by_name = {}
        for e in operand_kind(kind).values():
            for n in e.names:
                by_name[n] = e.value
        out = []
        for n in names:
            m = enum_cls.__members__.get(n)
            if m is None and n in by_name:
                m = next((c for c in enum_cls if int(c.value) == by_name[n]), None)
            if m is None:
                strs = cases_by_spelling(enum_cls)
                m = enum_cls(strs[n]) if n in strs else None
            if m is not None and m not in out:
                out.append(m)
        return out

    def version_at_least(self, text: str, by: tuple[Provenance, ...]) -> AtLeast | None:
        """``MinVersion`` at least the version ``text`` ("1.3"), or None where not known."""
        v = self._version_case(text)
        return None if v is None or self.min_version_dim is None else AtLeast(_case(v), by)

    def known_extensions(self, names: Iterable[str]) -> list[Any]:
        """The package's extension cases of grammar names (those MLIR knows)."""
        return self._members(self.exts_axis.enum, names, "")

    def _version_case(self, text: str) -> Any:
        strs = cases_by_spelling(self.version_axis.enum)
        v = strs.get(f"v{text}")
        return None if v is None else self.version_axis.enum(v)

    def _implied_at(self, ext: str) -> int | None:
        at = [v for v, by in self.version_implies.items() if ext in by.get(self.exts_axis.enum.__name__, ())]
        return min(at) if at else None

    def _route(self, g: Any, prov: tuple[Provenance, ...]) -> dict[str, Requirement] | None:
        """The grammar's version-or-extension requirement in ODS terms, or None when it asks nothing."""
        exts = self._members(self.exts_axis.enum, g.extensions, "")
        version = self._version_case(g.version) if g.version is not None else None
        ext_dim = self.dims[self.exts_axis.enum.__name__]
        if version is not None and int(version.value) == int(min(self.version_axis.enum, key=int)):
            return None  # core from the first version: nothing to ask
        if g.version is None or (
            exts
            and version is not None
            and all((self._implied_at(e.name) or 1 << 30) <= int(version.value) for e in exts)
        ):
            if not exts:
                return None  # only through extensions MLIR does not know: nothing it can state
            return {ext_dim: AllOfAnyOf((AnyOf(tuple(_case(e) for e in exts), prov),))}
        if version is None or self.min_version_dim is None:
            return None
        return {self.min_version_dim: AtLeast(_case(version), prov)}

    def _route_met(self, reqs: Mapping[str, Requirement], g: Any) -> bool:
        """Whether every target meeting ``reqs`` meets the grammar's version-or-extension route."""
        version = self._version_case(g.version) if g.version is not None else None
        lowest = int(min(self.version_axis.enum, key=int))
        if version is not None and int(version.value) == lowest:
            return True
        mv = reqs.get(self.min_version_dim) if self.min_version_dim else None
        if (
            version is not None
            and isinstance(mv, AtLeast)
            and mv.case is not None
            and mv.case.value >= int(version.value)
        ):
            return True
        exts = {e.name for e in self._members(self.exts_axis.enum, g.extensions, "")}
        ext_req = reqs.get(self.dims[self.exts_axis.enum.__name__])
        for group in getattr(ext_req, "groups", ()):
            names = {c.symbol for c in group.cases}
            if (
                names
                and names <= exts
                and all(
                    (at := self._implied_at(n)) is None or (version is not None and at >= int(version.value))
                    for n in names
                )
            ):
                return True
        return False

    def _caps_met(self, reqs: Mapping[str, Requirement], caps: list[Any]) -> bool:
        """Whether every target meeting ``reqs`` enables one of ``caps`` (through implication too)."""
        wanted = set(caps)
        cap_req = reqs.get(self.dims[self.caps_axis.enum.__name__])
        enum_cls = self.caps_axis.enum
        for group in getattr(cap_req, "groups", ()):
            members = [enum_cls.__members__.get(c.symbol) for c in group.cases]
            if members and all(m is not None and wanted & set(self.caps_axis.close([m])) for m in members):
                return True
        return False


_STORAGE_CLASS = re.compile(r",\s*(\w+)>\s*$")  # !spirv.ptr<T, StorageClass>


def decoration_needs(package: Any) -> DecorationNeeds | None:
    """The package's ``DecorationNeeds`` when it is SPIR-V's (it has a ``Decoration`` enum
    and the vce axes), else None."""
    from odsgen.checking.targets.syntax import vce_axes

    if "spirv" not in getattr(package.target, "DIALECTS", ()):
        return None
    if not all(hasattr(package, n) for n in ("Decoration", "BuiltIn", "FPFastMathMode", "FPRoundingMode")):
        return None
    if vce_axes(package.target.TargetEnv) is None:
        return None
    return DecorationNeeds(package)


def _grammar_loc() -> Loc | None:
    from odsgen.checking.spirv_grammar import grammar_path

    path = grammar_path()
    return Loc(path, 0, 0) if path else None


def _case(member: Any) -> Any:
    from odsgen.runtime.algebra import Case

    return Case(member.name, int(member.value), f"{type(member).__name__}.{member.name}")


def _with_provenance(req: Requirement, by: tuple[Provenance, ...]) -> Requirement:
    if isinstance(req, AllOfAnyOf):
        return AllOfAnyOf(tuple(AnyOf(g.cases, by + g.provenance) for g in req.groups))
    case = getattr(req, "case", None)
    if case is None:
        return req
    return type(req)(case, by + req.provenance)


def _bits(v: int) -> list[int]:
    out, bit = [], 1
    while v:
        if v & 1:
            out.append(bit)
        v >>= 1
        bit <<= 1
    return out


def _spelled(enum_cls: Any, value: int) -> str:
    m = next((c for c in enum_cls if int(c.value) == value), None)
    return str(m) if m is not None else str(value)


def _reqs_text(reqs: Mapping[str, Requirement]) -> str:
    parts = []
    for d, r in reqs.items():
        if isinstance(r, AllOfAnyOf):
            parts += [f"{d} {' or '.join(c.symbol for c in g.cases)}" for g in r.groups]
        else:
            case = getattr(r, "case", None)
            if case is not None:
                parts.append(f"{d} {case.symbol}")
    return "; ".join(parts) or "nothing"

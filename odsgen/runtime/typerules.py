"""Dialect-wide availability rules at run time: value types, version implications, choices.

A spec can state facts that belong to no single op (odsgen/typerules.td,
docs/validate.md "Type rules"); ``DialectRules`` holds them for one dialect:

- type rules: every operand and result type of every op of the dialect (and the type
  held by the listed attributes) is walked, the type, the element types of builtin
  containers, the inputs and results of function types and the parameters of dialect
  types that read as types; each ``TypeAvailableAt`` rule whose constraint a visited
  type matches contributes its requirements. Rules with a context apply only below a
  dialect type with one of the context's enum cases among its parameters (a pointer's
  storage class) and stand in for the context-free rules in the dimensions they
  replace. ``TypeParameterAvailability`` makes a dialect type need the availability of
  the enum cases among its parameters.
- ``version_implies``: the set-axis cases a version brings (SPIR-V 1.3 folds in
  SPV_KHR_storage_buffer_storage_class);
- ``enabled_case_dimensions``: dimensions of a chosen set-axis case's own availability
  that a deduced target must meet (a SPIR-V capability's MinVersion);
- ``unimplied_dimensions``: set-axis dimensions ("*": all) in which a deduced target lists
  the cases required and not those they imply (SPIR-V in MLIR 16 and 19);
- ``target_defaults``: {target key: case symbol} an ordered axis a target leaves out
  has (TOSA: ``--tosa-attach-target``'s option defaults);
- ``implicit_target``: (target text, its location, a ``Loc`` or None) of a module that has
  no target (TOSA: getDefaultTargetEnv, what ``--tosa-validate`` checks it against), or
  None; a generated package gives the location as the text it keeps (``Loc.text``), read
  here once;
- ``target_case_needs``, ``target_case_refused``: what a target that enables a case
  must meet (TOSA: an extension's minimum version), or the reason it is refused;
- ``unchecked_dimensions``: dimensions whose requirements are not checked, but for a
  group no target meets (TOSA's lenient mode: plain ``--tosa-validate``);
- ``group_order``: each any-of group in the order the spec lists it, so a deduction
  with a target picks the first allowed member as upstream does.

A generated package carries its dialect's rules (its ``rules.py``, constructor calls
built at import; odsgen.model.typerules reads them from a spec), and its op classes
merge them: ``answers_of(op)`` includes ``op_requirements(op)`` (the rule sets about
particular ops: part of the op's own availability, as upstream's hand-written queries
answer it), and ``needs_of(op)`` adds ``value_requirements(op)`` (what the op's value
types need besides): what ``TargetEnv.is_legal``, ``conversion_target``, validate,
deduce, explain and convert all check. Both are memoized on the op's name and types.
The rules are plain data and need nothing of odsgen but the runtime.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from odsgen.runtime.algebra import AllOfAnyOf, AnyOf, Provenance, ProvenanceKind, Requirement
from odsgen.runtime.algebra import merge_into, reprovenance
from odsgen.runtime import ir
from odsgen.runtime.avail import Answers, Dimension, Requirements
from odsgen.runtime.constants import ConstantRule, constant_requirements
from odsgen.runtime.limits import LimitTable
from odsgen.runtime import matchers as mt
from odsgen.runtime.typeparams import type_params
from odsgen.runtime.typesupport import SupportTable, support_needs
from odsgen.source import Loc

__all__ = [
    "TypeRule",
    "RuleSet",
    "ParamRule",
    "Condition",
    "DialectRules",
    "reprovenance",
    "merge_into",
]

MEMO_LIMIT = 1 << 16
# What an op's rule requirements depend on: its name, operand count, value types, attributes.
Key = tuple[str, int, tuple[Any, ...], tuple[Any, ...]]
# What an op needs of a target: requirements, and every any-of group as contributed.
Needs = tuple[Requirements, tuple[tuple[str, AnyOf], ...]]
_OPS, _VALUES = 0, 1  # what DialectRules._compute reads: the rule sets about ops, or the rest


class _Slots:
    """Pickling for the slotted rule classes (plain data)."""

    __slots__ = ()

    def __getstate__(self) -> dict[str, Any]:
        names: Iterable[str] = self.__slots__
        return {n: getattr(self, n) for n in names}

    def __setstate__(self, state: dict[str, Any]) -> None:
        for k, v in state.items():
            setattr(self, k, v)


class TypeRule(_Slots):
    """One ``TypeAvailableAt`` node of a rule: where it applies, and what it requires."""

    __slots__ = ("root", "path", "requirements", "describe", "source", "loc")

    def __init__(
        self,
        root: mt.Matcher,
        path: tuple[str, ...],
        requirements: Mapping[str, Requirement],
        describe: str,
        source: str,
        loc: str | None,
    ) -> None:
        self.root = root
        self.path = tuple(path)
        self.requirements = dict(requirements)  # {dimension: requirement}
        self.describe = describe  # the constraint, as text ("8-bit integer")
        self.source = source  # the TypeRules def it belongs to
        self.loc = loc  # .td location of the rule ("odsgen/mlir22/spirv.td:51:5")

    def applies(self, t: ir.Type) -> bool:
        return bool(mt.reaches(self.root, self.path, t))


class Condition(_Slots):
    """A ``when`` condition of a rule set: the type of a value (``kind`` "value", ``name``
    "operand #1") or a present attribute (``kind`` "attribute", ``name`` the attribute)
    matches ``matcher``."""

    __slots__ = ("kind", "name", "matcher")

    def __init__(self, kind: str, name: str, matcher: mt.Matcher) -> None:
        self.kind = kind
        self.name = name
        self.matcher = matcher

    def describe(self) -> str:
        what = f"attribute '{self.name}'" if self.kind == "attribute" else self.name
        return f"{what} is {self.matcher.describe()}"


class RuleSet(_Slots):
    """The rules of one ``TypeRules`` def: its context (case spellings), replaced dimensions,
    and, for rules about particular ops, the ops, the values (``operand #0``), whether
    the value's type is walked or only looked at, and the conditions (``when``) an
    instance must meet."""

    __slots__ = ("name", "rules", "context", "replaces", "ops", "values", "walk", "when")

    def __init__(
        self,
        name: str,
        rules: Iterable[TypeRule],
        context: Iterable[str] = (),
        replaces: Iterable[str] = (),
        ops: Iterable[str] = (),
        values: Iterable[str] = (),
        walk: bool = True,
        when: Iterable[Condition] = (),
    ) -> None:
        self.when = tuple(when)
        self.name = name
        self.rules = tuple(rules)
        self.context = frozenset(context)
        self.replaces = frozenset(replaces)
        self.ops = frozenset(ops)
        self.values = frozenset(values)
        self.walk = walk

    @property
    def general(self) -> bool:
        return not self.ops and not self.values and self.walk and not self.when


class ParamRule(_Slots):
    """A dialect type needs the availability of the enum cases among its parameters."""

    __slots__ = ("dialect", "type_name", "cases")

    def __init__(self, dialect: str, type_name: str, cases: Mapping[str, Mapping[str, Requirement]]) -> None:
        self.dialect = dialect
        self.type_name = type_name
        self.cases = dict(cases)  # {case spelling: {dimension: requirement}}


# --------------------------------------------------------------------------- requirement helpers


# --------------------------------------------------------------------------- dialect type parameters


def _children(t: ir.Type) -> tuple[ir.Type, ...]:
    """The types directly inside a builtin container (not dialect types)."""
    if isinstance(
        t,
        (
            ir.VectorType,
            ir.RankedTensorType,
            ir.UnrankedTensorType,
            ir.MemRefType,
            ir.UnrankedMemRefType,
            ir.ComplexType,
        ),
    ):
        return (t.element_type,)
    if isinstance(t, ir.FunctionType):
        return tuple(t.inputs) + tuple(t.results)
    if isinstance(t, ir.TupleType):
        return tuple(t.types)
    return ()


# --------------------------------------------------------------------------- the rules of a dialect


class _Collected(dict[str, Requirement]):
    """``{dimension: requirement}`` that also keeps every any-of group as contributed
    (``raw``: ``(dimension, AnyOf)`` pairs, before merging absorbs any)."""

    __slots__ = ("raw",)

    def __init__(self) -> None:
        super().__init__()
        self.raw: tuple[tuple[str, AnyOf], ...] = ()

    def note(self, reqs: Mapping[str, Requirement]) -> None:
        self.raw += tuple((d, g) for d, r in reqs.items() if isinstance(r, AllOfAnyOf) for g in r.groups)


class DialectRules:
    """The dialect-wide rules of one spec (see the module doc)."""

    def __init__(
        self,
        dialects: Iterable[str] = (),
        rule_sets: Iterable[RuleSet] = (),
        params: Iterable[ParamRule] = (),
        type_attrs: Mapping[str, tuple[str, ...]] | None = None,
        version_implies: Mapping[int, Mapping[str, tuple[str, ...]]] | None = None,
        enabled_case_dimensions: Iterable[str] = (),
        unimplied_dimensions: Iterable[str] = (),
        group_order: Mapping[frozenset[str], tuple[str, ...]] | None = None,
        case_requirements: Mapping[str, Mapping[str, Mapping[str, Requirement]]] | None = None,
        limits: LimitTable | None = None,
        support: Iterable[SupportTable] = (),
        constants: Iterable[ConstantRule] = (),
        target_defaults: Mapping[str, str] | None = None,
        implicit_target: tuple[str, Loc | str | None] | None = None,
        target_case_needs: Mapping[str, Mapping[str, Mapping[str, Requirement]]] | None = None,
        target_case_refused: Mapping[str, Mapping[str, str]] | None = None,
        unchecked_dimensions: Iterable[str] = (),
    ) -> None:
        self.unchecked_dimensions = frozenset(unchecked_dimensions)
        self.dialects = tuple(dialects)
        self.target_defaults = dict(target_defaults or {})
        self.implicit_target: tuple[str, Loc | None] | None = None
        if implicit_target:  # (a generated package's location literal, read at this boundary)
            text, at = implicit_target
            self.implicit_target = (text, Loc.parse(at) if isinstance(at, str) else at)
        self.target_case_needs = {k: dict(v) for k, v in (target_case_needs or {}).items()}
        self.target_case_refused = {k: dict(v) for k, v in (target_case_refused or {}).items()}
        self.rule_sets = tuple(rule_sets)
        self.params = {(p.dialect, p.type_name): p for p in params}
        self.type_attrs = dict(type_attrs or {})
        self.version_implies: dict[int, dict[str, tuple[str, ...]]] = {
            k: dict(v) for k, v in (version_implies or {}).items()
        }
        self.enabled_case_dimensions = tuple(enabled_case_dimensions)
        self.unimplied_dimensions = tuple(unimplied_dimensions)
        self.group_order = dict(group_order or {})
        # {enum class name: {case symbol: {dimension: requirement}}} for enabled_case_dimensions
        self.case_requirements = dict(case_requirements or {})
        # The dialect's levels and the bounds of its ops (odsgen.runtime.limits), or None.
        self.limits = limits if limits is not None and not limits.empty else None
        # Type-support tables (odsgen.runtime.typesupport), in the spec's order.
        self.support = tuple(support)
        # Operands that must be constants unless the target enables more (odsgen.runtime.constants).
        self.constants = tuple(constants)
        self._setup()

    def _setup(self) -> None:  # the derived tables (not pickled)
        general = [s for s in self.rule_sets if s.general]
        self.free = tuple(r for s in general if not s.context for r in s.rules)
        ctx: dict[str, list[RuleSet]] = {}
        for s in general:
            for c in s.context:
                ctx.setdefault(c, []).append(s)
        self.contexts = {k: tuple(v) for k, v in ctx.items()}
        # Rule sets about particular ops or values (no context).
        self.special = tuple(s for s in self.rule_sets if not s.general)
        # The attributes each op's memo key reads: type attributes, then those that
        # conditions name.
        key_attrs: dict[str, list[str]] = {k: list(v) for k, v in self.type_attrs.items()}
        for s in self.special:
            for cond in s.when:
                if cond.kind == "attribute":
                    for op in s.ops:
                        names = key_attrs.setdefault(op, [])
                        if cond.name not in names:
                            names.append(cond.name)
        tables: dict[str, list[SupportTable]] = {}
        for t in self.support:
            tables.setdefault(t.op, []).append(t)
            names = key_attrs.setdefault(t.op, [])
            names += [a for a in t.attributes() if a not in names]
        self.tables = {k: tuple(v) for k, v in tables.items()}
        self.key_attrs = {k: tuple(v) for k, v in key_attrs.items()}
        consts: dict[str, list[ConstantRule]] = {}
        for rule in self.constants:
            consts.setdefault(rule.op, []).append(rule)
        self.constant_rules = {k: tuple(v) for k, v in consts.items()}
        self.active = bool(
            self.rule_sets or self.params or self.type_attrs or self.limits or self.support or self.constants
        )
        self.op_names = frozenset(op for s in self.special for op in s.ops)
        # Ops whose needs depend on where they are or on other ops (levels' nesting depth,
        # constant operands): checked one by one, never by shape.
        self.context_ops = (self.limits.context_ops if self.limits is not None else frozenset()) | frozenset(
            self.constant_rules
        )
        self._memo: dict[tuple[int, Key], _Collected] = {}
        self._checked_memo: dict[int, tuple[Requirements, Needs]] = {}
        self._needs: dict[Key, tuple[Answers, Needs]] = {}
        self._needs2: dict[tuple[Key, int], tuple[Answers, Needs]] = {}

    def __getstate__(self) -> dict[str, Any]:
        d = dict(self.__dict__)
        for k in (
            "free",
            "special",
            "contexts",
            "active",
            "_memo",
            "key_attrs",
            "op_names",
            "context_ops",
            "_needs",
            "_needs2",
            "tables",
            "constant_rules",
            "_checked_memo",
        ):
            d.pop(k, None)
        return d

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self.__dict__.setdefault("constants", ())
        self.__dict__.setdefault("unimplied_dimensions", ())
        for k in ("target_defaults", "target_case_needs", "target_case_refused"):
            self.__dict__.setdefault(k, {})
        self.__dict__.setdefault("unchecked_dimensions", frozenset())
        self.__dict__.setdefault("implicit_target", None)
        self._setup()

    @property
    def empty(self) -> bool:
        return not self.active

    def lists_implied(self, dimension: str) -> bool:
        """Whether a deduced target lists the cases that its required cases of ``dimension`` imply."""
        return not ({"*", dimension} & set(self.unimplied_dimensions))

    # -- per op

    def key(self, op: Any) -> Key:
        """What the type requirements of ``op`` depend on: its name, operand and result
        types (the IR shares type objects, so hashing them is cheap) and type attributes."""
        name = op.name
        types = [v.type for v in op.operands]
        n = len(types)
        types += [r.type for r in op.results]
        attrs = self.key_attrs.get(name)
        if attrs:
            return (name, n, tuple(types), tuple(op.get_attr(a) for a in attrs))
        return (name, n, tuple(types), ())

    def has_op_rules(self, name: str) -> bool:
        """Whether rule sets name the op ``name`` (``ops``): then its own answers depend on them."""
        return name in self.op_names

    def op_requirements(self, op: Any) -> Mapping[str, Requirement]:
        """``{dimension: requirement}`` of the rule sets about particular ops (``ops``):
        part of the op's own availability, as upstream's hand-written queries answer it
        (the op classes' ``answers_of`` merges it; ``value_requirements`` adds what the
        value types need besides)."""
        if op.name not in self.op_names:
            return {}
        return self._memoized(self.key(op), _OPS)

    def value_requirements(self, op: Any) -> Mapping[str, Requirement]:
        """``{dimension: requirement}`` the op's value types need under every rule set not
        about particular ops (empty when none)."""
        if not self.active:
            return {}
        return self._memoized(self.key(op), _VALUES)

    def _memoized(self, key: Key, part: int) -> _Collected:
        memo = self._memo
        mkey = (part, key)
        try:
            return memo[mkey]
        except KeyError:
            pass
        except TypeError:  # an unhashable attribute: no memo
            return self._compute(key, part)
        if len(memo) >= MEMO_LIMIT:
            memo.clear()
        out = memo[mkey] = self._compute(key, part)
        return out

    def answers_with_op_rules(
        self, answers_of: Callable[[Any], Answers], dimensions: tuple[Dimension, ...]
    ) -> Callable[[Any], Answers]:
        """``answers_of`` (an op class's) with the rule sets about the op merged in: the
        query answers included, and every any-of group as contributed."""
        memo: dict[Key, tuple[Answers, Answers]] = {}
        key_of = self.key
        compute = self._memoized

        def merged(op: Any, _memo: dict[Key, tuple[Answers, Answers]] = memo) -> Answers:
            base = answers_of(op)
            key = key_of(op)
            try:
                hit = _memo.get(key)
                hashable = True
            except TypeError:  # an unhashable attribute: no memo
                hit, hashable = None, False
            if hit is not None and hit[0] is base:
                return hit[1]
            extra = compute(key, _OPS)
            if not extra:
                out = base
            else:
                reqs = dict(base.requirements.by_dimension)
                merge_into(reqs, extra)
                r = Requirements(reqs)
                values = tuple(d.answer(r.by_dimension.get(d.name)) for d in dimensions)
                out = Answers(r, values, base.groups + extra.raw, dimensions)
            if hashable:
                if len(_memo) >= MEMO_LIMIT:
                    _memo.clear()
                _memo[key] = (base, out)
            return out

        merged.memo = memo  # type: ignore[attr-defined]  # as the op classes' memos (bench_gen clears them)
        return merged

    def needs(self, answers: Answers, op: Any) -> Needs:
        """``(requirements, groups)`` of what ``op`` needs of a target: its own ``answers``
        (``answers_of(op)``, the rules about the op included) merged with what its value
        types need (``value_requirements``); groups are every any-of group as contributed,
        before merging drops those a stricter group implies (as ``(dimension, AnyOf)``
        pairs), for a deduction that picks from each as upstream's does. Memoized: equal
        ops share the result objects."""
        if not self.active:
            return answers.requirements, answers.groups
        needs = self._needs_memoized(answers, op)
        if self.unchecked_dimensions:
            needs = self._checked(needs)
        limits = self.limits
        consts = self.constant_rules.get(op.name)
        if consts is None and (limits is None or op.name not in limits.uses):
            return needs
        # Levels depend on attributes and on where the op is, constant operands on the op
        # defining them: merged after the memo.
        extra = limits.requirements(op) if limits is not None and op.name in limits.uses else {}
        more = constant_requirements(consts, op) if consts else {}
        if not extra and not more:
            return needs
        merged = dict(needs[0].by_dimension)
        merge_into(merged, extra)
        merge_into(merged, more)
        groups = needs[1] + tuple((d, g) for d, r in more.items() if isinstance(r, AllOfAnyOf) for g in r.groups)
        return Requirements(merged), groups

    def _checked(self, needs: Needs) -> Needs:
        """``needs`` without what the unchecked dimensions ask (UncheckedDimensions: TOSA's
        lenient mode, as plain --tosa-validate checks no profile, extension or version),
        but for a group no target meets (no row of a type-support table matches).
        Remembered by the requirements' identity."""
        reqs, groups = needs
        hit = self._checked_memo.get(id(reqs))
        if hit is not None and hit[0] is reqs:
            return hit[1]
        unchecked = self.unchecked_dimensions
        out: dict[str, Requirement] = {}
        for d, r in reqs.by_dimension.items():
            if d not in unchecked:
                out[d] = r
            elif isinstance(r, AllOfAnyOf):
                never = tuple(g for g in r.groups if not g.cases)
                if never:
                    out[d] = AllOfAnyOf(never)
        got = (Requirements(out), tuple((d, g) for d, g in groups if d not in unchecked or not g.cases))
        if len(self._checked_memo) >= MEMO_LIMIT:
            self._checked_memo.clear()
        self._checked_memo[id(reqs)] = (reqs, got)
        return got

    def _needs_memoized(self, answers: Answers, op: Any) -> Needs:
        key = self.key(op)
        memo = self._needs
        try:
            hit = memo.get(key)
        except TypeError:  # an unhashable attribute: no memo
            return self._needs_of(answers, key)
        if hit is not None and hit[0] is answers:
            return hit[1]
        # Ops with the same types but other enum attributes have other answers.
        key2 = (key, id(answers))
        hit = self._needs2.get(key2)
        if hit is None or hit[0] is not answers:
            hit = (answers, self._needs_of(answers, key))
            if len(self._needs2) >= MEMO_LIMIT:
                self._needs2.clear()
            self._needs2[key2] = hit
        if len(memo) >= MEMO_LIMIT:
            memo.clear()
        memo[key] = hit
        return hit[1]

    def _needs_of(self, answers: Answers, key: Key) -> Needs:
        extra = self._memoized(key, _VALUES)
        tables = self.tables.get(key[0])
        if tables:
            # The type-support tables decide their dimensions (odsgen.runtime.typesupport).
            name, n, types, attr_values = key
            # The rule sets about the op (TOSA's rescale rounding modes) are in its answers
            # too; the groups of its own list are the others.
            own = self._memoized(key, _OPS) if name in self.op_names else _Collected()
            drop, contributions = support_needs(
                name,
                tables,
                answers.requirements.by_dimension,
                types[:n],
                types[n:],
                dict(zip(self.key_attrs.get(name, ()), attr_values)),
                tuple(dg for dg in answers.groups if dg not in own.raw),
            )
            merged = dict(answers.requirements.by_dimension)
            for d in drop:
                merged.pop(d, None)
            # The tables replace the op's own (ODS) requirement there, not the rule sets
            # about the op: those stay.
            merge_into(merged, {d: r for d, r in own.items() if d in drop})
            merge_into(merged, extra)
            table_reqs: dict[str, Requirement] = {}
            for reqs, prov in contributions:
                merge_into(table_reqs, {d: reprovenance(r, prov) for d, r in reqs.items()})
            merge_into(merged, table_reqs)
            groups = tuple((d, g) for d, g in answers.groups if d not in drop)
            groups += tuple((d, g) for d, g in own.raw if d in drop) + extra.raw
            groups += tuple((d, g) for d, r in table_reqs.items() if isinstance(r, AllOfAnyOf) for g in r.groups)
            return Requirements(merged), groups
        if not extra:
            return answers.requirements, answers.groups
        merged = dict(answers.requirements.by_dimension)
        merge_into(merged, extra)
        return Requirements(merged), answers.groups + extra.raw

    def _compute(self, key: Key, part: int) -> _Collected:
        name, n, types, extra = key
        operands, results = types[:n], types[n:]
        out = _Collected()
        slots: list[tuple[ProvenanceKind, str, ir.Type]] = []
        for i, t in enumerate(operands):
            slots.append((ProvenanceKind.OPERAND, f"#{i}", t))
        for i, t in enumerate(results):
            slots.append((ProvenanceKind.RESULT, f"#{i}", t))
        attr_values = dict(zip(self.key_attrs.get(name, ()), extra))
        for a in self.type_attrs.get(name, ()):
            value = attr_values.get(a)
            t = value.type if isinstance(value, ir.TypeAttr) else None
            if isinstance(t, ir.Type):
                slots.append((ProvenanceKind.ATTRIBUTE, a, t))
        if part == _VALUES:
            for kind, slot, t in slots:
                self._visit(name, kind, slot, t, t, None, out)
        for rs in self.special:
            # Rule sets naming ops are the op's own (_OPS); the others walk values (_VALUES).
            if bool(rs.ops) != (part == _OPS) or (rs.ops and name not in rs.ops):
                continue
            if not all(self._holds(c, slots, attr_values) for c in rs.when):
                continue
            for kind, slot, t in slots:
                label = f"{kind.value} {slot}"
                if rs.values and label not in rs.values and slot not in rs.values:
                    continue
                self._special(name, kind, slot, t, t, rs, out)
        return out

    @staticmethod
    def _holds(c: Condition, slots: list[tuple[ProvenanceKind, str, ir.Type]], attr_values: dict[str, Any]) -> bool:
        if c.kind == "attribute":
            value = attr_values.get(c.name)
            return value is not None and bool(c.matcher.matches(value))
        for kind, slot, t in slots:
            if c.name in (f"{kind.value} {slot}", slot):
                return bool(c.matcher.matches(t))
        return False

    def _special(
        self, opname: str, kind: ProvenanceKind, slot: str, top: ir.Type, t: ir.Type, rs: RuleSet, out: _Collected
    ) -> None:
        for rule in rs.rules:
            if rule.applies(t):
                self._add(opname, kind, slot, top, t, None, rule, out, frozenset(), rs.when)
        if not rs.walk:
            return
        children = type_params(t)[0] if isinstance(t, ir.DialectType) else _children(t)
        for c in children:
            self._special(opname, kind, slot, top, c, rs, out)

    def _visit(
        self, opname: str, kind: ProvenanceKind, slot: str, top: ir.Type, t: ir.Type, ctx: str | None, out: _Collected
    ) -> None:
        replaced: frozenset[str] = frozenset()
        if ctx is not None:
            for rs in self.contexts.get(ctx, ()):
                hit = False
                for rule in rs.rules:
                    if rule.applies(t):
                        self._add(opname, kind, slot, top, t, ctx, rule, out, frozenset())
                        hit = True
                if hit:
                    replaced = replaced | rs.replaces
        for rule in self.free:
            if rule.applies(t):
                self._add(opname, kind, slot, top, t, None, rule, out, replaced)
        if isinstance(t, ir.DialectType):
            types, words = type_params(t)
            inner_ctx = ctx
            for w in words:
                if w in self.contexts:
                    inner_ctx = w
                    break
            p = self.params.get((t.dialect, t.name))
            if p is not None:
                for w in words:
                    reqs = p.cases.get(w)
                    if reqs:
                        merge_into(out, reqs)
                        out.note(reqs)
            for c in types:
                self._visit(opname, kind, slot, top, c, inner_ctx, out)
            return
        for c in _children(t):
            self._visit(opname, kind, slot, top, c, ctx, out)

    def _add(
        self,
        opname: str,
        kind: ProvenanceKind,
        slot: str,
        top: ir.Type,
        t: ir.Type,
        ctx: str | None,
        rule: TypeRule,
        out: _Collected,
        drop: frozenset[str],
        when: tuple[Condition, ...] = (),
    ) -> None:
        what = f"{opname} {kind.value} {slot}: {t}"
        if t is not top:
            what += f" in {top}"
        if ctx is not None:
            what += f" ({ctx})"
        what += f" [{rule.describe}]"
        if when:
            what += " when " + " and ".join(c.describe() for c in when)
        prov = (Provenance(kind, what, Loc.parse(rule.loc)),)
        mine = {dim: reprovenance(req, prov) for dim, req in rule.requirements.items() if dim not in drop}
        merge_into(out, mine, identities=True)
        out.note(mine)

    # -- choices

    def ordered(self, group: AnyOf) -> tuple[str, ...]:
        """The symbols of an any-of group in the spec's order (value order when unknown)."""
        symbols = tuple(c.symbol for c in group.cases)
        return self.group_order.get(frozenset(symbols), symbols)

    def implied_by_version(self, version_value: int) -> dict[str, set[str]]:
        out: dict[str, set[str]] = {}
        for at, by_enum in self.version_implies.items():
            if version_value >= at:
                for enum_name, names in by_enum.items():
                    out.setdefault(enum_name, set()).update(names)
        return out

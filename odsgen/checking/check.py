"""Checking modules against targets: validate, deduce, explain (docs/validate.md).

A ``Checker`` wraps a generated package (its ops table, ``TargetEnv``, dimensions and
dialect-wide rules, odsgen.runtime.typerules) and keeps what only whole modules need:
units, deductions, reports. For each op of the dialect, its requirements are what the
generated op class's ``needs_of`` answers (the op's own availability, its enum
attributes' cases, its ``TypeAvailableAt``/``AttrAvailableAt`` operands, attributes and
results, the rules about the op, and what its value types need under the spec's type
rules): the one computation ``TargetEnv.is_legal`` reads too, memoized, so a module of
a million ops costs a dictionary lookup or two per op. Legality is the target's own
(``TargetEnv.legality_of``, ``legality``: one memo, numeric limits on every ask).

Both read a module's table (odsgen.checking.inputs.optable: its distinct op shapes in walk
order), not its IR.

- ``validate(table, target)``: every op (nested regions included) whose requirements
  the target does not meet, with one ``Reason`` per unmet requirement: the dimension,
  what is required, what the target allows, and where the requirement comes from. A
  version that is too new and one that was removed are different kinds; an any-of
  group is one reason listing the group.
- ``deduce(table)``: per unit (each outermost op of the dialect that holds a region,
  else the whole module), the least target under which every op is legal: the lowest
  version meeting every lower bound, and on each set axis the chosen cases. With the
  unit's target env (its ``<dialect>.target_env``), each any-of group takes the first
  member, in the spec's order, that the target allows (upstream SPIR-V's
  ``--spirv-update-vce``); without one, a smallest set of cases meeting every group.
  Chosen capabilities bring the cases they imply, and where the spec says so
  (``EnabledCaseAvailability``) their own minimum version. Each part records the ops
  that force it.
- ``explain``: one op's requirements per dimension with provenance, and why a target
  allows it or not.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from odsgen.checking.spirv_corequirements import CoRequirements, memory_model_of, typed_unknowns, version_free_ops
from odsgen.checking.spirv_decorations import decoration_needs
from odsgen.runtime.typerules import DialectRules
from odsgen.runtime.algebra import AllOfAnyOf, AtLeast, Provenance, ProvenanceKind, Shape, canonical_provenance
from odsgen.runtime.algebra import least_cover
from odsgen.runtime.algebra import merge_into
from odsgen.runtime.avail import Requirements
from odsgen.runtime.target import ConversionTarget, spell
from odsgen.runtime.gate import Refusal
from odsgen.source import Loc, loc_json, reported_at

__all__ = [
    "Checker",
    "Part",
    "UnitDeduction",
    "reason_text",
    "provenance_text",
    "spell",
    "op_loc",
]


def op_loc(op, filename: str) -> str:
    """Where a report places an op of the module ``filename``: in the file its location
    names when that is another (``elsewhere``)."""
    return str(reported_at(op, filename))


def forcing_subject(op, prov: tuple[Provenance, ...], filename: str) -> str:
    """What of ``op`` makes a requirement of it (``prov``) ask for a part of a deduced
    target, in words for deduce's line (issue 34, item 7): a level's measure and, for a
    block's argument (a function's), the argument and where it is ("dynamic dimension in
    tensor<?x6xf32> of %arg0 at F:2:19"), the attribute a requirement is conditioned on
    ("with rounding_mode = DOUBLE_ROUND"), or the types of the supported row it needs ("on
    (i16, i16, i32)"); "" when it has none of these."""
    import re

    from odsgen.runtime.algebra import LevelProvenance

    for p in prov:
        if isinstance(p, LevelProvenance) and p.what:
            bound = f" > {p.limit} {p.bound}" if p.bound else ""
            arg = measured_argument(op, p.value, filename)
            return f"{p.what}{bound}{'' if arg is None else ' of ' + arg[0]}"
    for p in prov:
        m = re.search(r"when attribute '(\w+)' is ", p.name)
        if m:
            a = op.get_attr(m[1]) if hasattr(op, "get_attr") else None
            shown = re.sub(r"^#\w+\.\w+\s*<(.*)>$", r"\1", str(a)) if a is not None else p.name[m.end() :]
            return f"with {m[1]} = {shown}"
    for p in prov:
        m = re.search(r" supports (\([^()]*\))", p.name)
        if m:
            return f"on {m[1]}"
    return ""


def measured_argument(op, value: str, filename: str) -> tuple[str, str, str] | None:
    """When the value ``value`` of ``op`` that a level measures ("operand input1 #0") is a
    block's argument (a function's): (the argument and its place in words: "%arg0 at
    F:2:19", or where it has none, "%arg0 of func.func at F:2:3"; its name as the user's
    file spells it; its place, "" where it has none); None otherwise."""
    import re

    m = re.match(r"operand .*#(\d+)$", value)
    if not m:
        return None
    try:
        v = op.operands[int(m[1])]
    except (AttributeError, IndexError, TypeError):
        return None
    return argument_place(v, filename)


def argument_place(v, filename: str) -> tuple[str, str, str] | None:
    """``measured_argument`` of the value ``v`` (odsgen's IR's ``BlockArgument`` or the MLIR
    adapter's value of one): its name and place, where it was read (or its location points)."""
    from odsgen.runtime.ir import BlockArgument

    if not (isinstance(v, BlockArgument) or getattr(v, "is_argument", False)):
        return None
    name = v.shown_name
    if v.line > 0:
        at = str(reported_at(v, filename))
        return f"{name} at {at}", name, at
    holder = v.holder
    if holder is None or not isinstance(getattr(holder, "name", None), str):
        return name, name, ""
    return f"{name} of {holder.name} at {op_loc(holder, filename)}", name, ""


def provenance_text(p: Provenance) -> str:
    where = f" ({p.loc})" if p.loc is not None else ""
    return f"{p.kind.value} '{p.name}'{where}"


def level_arguments(op, reasons, filename: str) -> tuple[tuple[str, str, str, str], ...]:
    """A refused op's arguments (validate's ``Unavailable.arguments``): each value of ``op``
    the level reasons among ``reasons`` measure that is a block's argument, with its name
    and place (``measured_argument``)."""
    from odsgen.runtime.algebra import LevelProvenance

    out: dict[str, tuple[str, str, str, str]] = {}
    for r in reasons:
        for p in getattr(r, "provenance", ()):
            if isinstance(p, LevelProvenance) and p.value.startswith("operand ") and p.value not in out:
                got = measured_argument(op, p.value, filename)
                if got is not None:
                    out[p.value] = (p.value, *got)
    return tuple(out.values())


_TODO = object()  # a shape whose requirements are not computed yet (``requirements_in``)


@dataclass
class Part:
    """One part of a deduced target and what forces it.

    ``forced_by`` names the ops that need the part: those whose requirement on its axis
    the part alone meets (every other choice they accept brings the part too). When no op
    needs it alone (``alone`` False), it is the choice that meets its ops together (the
    least one, or within a target the first the target allows): ``forced_by`` names
    those, and ``accepts`` what each of them accepts."""

    dimension: str
    value: str  # a case symbol
    why: str  # "required", "implied by X", "version of X"
    # (op, its place, provenance); the place of a part's value with no op: ""
    forced_by: list[tuple[str, Loc | str, tuple[Provenance, ...]]] = field(default_factory=list)
    count: int = 0  # how many op instances force it (forced_by keeps the first few)
    alone: bool = True
    accepts: list[tuple[str, ...]] = field(default_factory=list)  # with alone False: per op of forced_by
    # per op of forced_by: what of it asks for the part ("with rounding_mode = DOUBLE_ROUND",
    # "the dynamic dimension of %arg0 ...": ``forcing_subject``), or ""
    subjects: list[str] = field(default_factory=list)
    # what has been credited (id of an entry of distinct requirements, or a chosen case):
    # [needs it alone, the ops named, how many, provenance where alone, provenance, accepts]
    credited: dict = field(default_factory=dict, repr=False, compare=False)

    def settle(self) -> None:
        """``forced_by``, ``count``, ``alone`` and ``accepts`` from what was credited: the
        ops that need the part alone, else every op credited."""
        recs = list(self.credited.values())
        alone = [r for r in recs if r[0]]
        self.alone = bool(alone) or not recs
        self.forced_by, self.accepts, self.subjects, self.count = [], [], [], 0
        for need, named, count, prov_alone, prov, accepts in alone or recs:
            self.count += count
            for name, loc, subject in named[: max(0, FORCED_BY_KEPT - len(self.forced_by))]:
                self.forced_by.append((name, loc, canonical_provenance(prov_alone if need else prov)))
                self.accepts.append(accepts)
                self.subjects.append(subject)


@dataclass
class UnitDeduction:
    """The least target of one unit."""

    op: str
    loc: Loc  # (a record's place: printed only at the edge, JSON's "loc" is its text: loc_json)
    requirements: dict  # {dimension: symbol or sorted list of symbols}
    parts: list[Part] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    target: object = None  # the unit's target env, when it has one
    ops: int = 0
    exact: bool = True  # False: the set axes' search stopped early; the target is an upper bound
    # SPIR-V: the memory model the unit must switch to (odsgen.checking.spirv_corequirements),
    # which deduce --write writes, and the co-requirements that fired
    memory_model: str | None = None
    co_requirements: list = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.errors

    def to_json(self) -> dict:
        out = {"op": self.op, **loc_json(self.loc), "requirements": self.requirements}
        if self.errors:
            out["errors"] = list(self.errors)
        if not self.exact:
            out["exact"] = False
        out["forced_by"] = [
            {
                "dimension": p.dimension,
                "value": p.value,
                "why": p.why,
                "count": p.count,
                "alone": p.alone,
                "ops": [
                    {"op": name, **loc_json(loc), "provenance": [_prov_json(x) for x in prov]}
                    | ({} if p.alone else {"accepts": list(accepts)})
                    | ({"subject": subject} if subject else {})
                    for (name, loc, prov), accepts, subject in zip(p.forced_by, p.accepts, p.subjects)
                ],
            }
            for p in self.parts
        ]
        return out


def _prov_json(p: Provenance) -> dict:
    return {"kind": p.kind.value, "name": p.name, "loc": str(p.loc) if p.loc is not None else None}


FORCED_BY_KEPT = 5
DECLARED_UNITS = ("spirv.module",)  # the units whose declarations the SPIR-V co-requirements read


def addressing_in(table: Any, i: int, memo: dict[int, str | None]) -> str | None:
    """The addressing model of the spirv.module op ``i`` of a module's table
    (odsgen.checking.inputs.optable) stands in, as that module declares it; None where it
    stands in none. ``memo``: {a module's index: its model}, of the same table."""
    from odsgen.checking.spirv_corequirements import addressing_model_of

    names, shape, parent = table.names, table.shape, table.parent
    j = parent[i]
    while j >= 0 and names[shape[j]] not in DECLARED_UNITS:
        j = parent[j]
    if j < 0:
        return None
    if j not in memo:
        memo[j] = addressing_model_of(table.op_at(j))
    return memo[j]


class Checker:
    """Requirements of op instances of one dialect, and checks against targets."""

    def __init__(self, package: Any) -> None:
        self.package = package
        self.ops = package.ops.OPS
        self.env_cls = package.target.TargetEnv
        self.dialects = tuple(package.target.DIALECTS)
        self.dimensions = tuple(self.env_cls.DIMENSIONS)
        # The package's rules (its rules.py): what its op classes merge.
        rules = getattr(self.env_cls, "RULES", None)
        self.rules = rules if rules is not None else DialectRules()
        self.dimension_by_name = {d.name: d for d in self.dimensions}
        # SPIR-V: what the ops' decorations need (odsgen.checking.spirv_decorations), or None;
        # ``as_update_vce`` turns it off, to answer as mlir-opt --spirv-update-vce does.
        self.decorations = decoration_needs(package)
        self._decorated: dict[tuple[int, int], tuple] = {}
        # (``requirements_in``'s per-shape answers of the last table: (it, the decorations read, them))
        self._per_shape: tuple[Any, Any, list] | None = None
        # SPIR-V: {op: its instruction's grammar availability} of the ops whose own ODS
        # version the deduction leaves out (odsgen.checking.spirv_corequirements.version_free_ops;
        # set by deduce_module), and the capabilities whose own ODS version it leaves to the
        # grammar's route (what the co-requirements add, and those in no core version).
        self._version_free: dict[str, str] | None = None
        self.spec: Any = None  # the LoadedSpec this checker is of (set as it is loaded)
        self._grammar_caps: frozenset[str] = frozenset()

    @property
    def version_free(self) -> dict[str, str]:
        """SPIR-V: {op: its instruction's grammar availability} of the ops whose own ODS
        version requirements and deductions leave out where decorations are read
        (odsgen.checking.spirv_corequirements.version_free_ops); empty for other dialects."""
        if self._version_free is None:
            self._version_free = {}
            if self.decorations is not None and self.spec is not None:
                self._version_free = version_free_ops(self.spec)
        return self._version_free

    @contextlib.contextmanager
    def as_update_vce(self) -> Iterator[None]:
        """Within it, decorations add nothing: the answers of ``mlir-opt --spirv-update-vce``
        (which reads none; llvm-project #168357, #213193)."""
        kept, self.decorations = self.decorations, None
        try:
            yield
        finally:
            self.decorations = kept

    @staticmethod
    def typed_unknowns(found: Sequence[Any]) -> tuple[Any, ...]:
        """A module's instructions the spec has no op for (its read's ``unknown_spirv``),
        narrowed by spirv-val's rules on their value types
        (odsgen.checking.spirv_corequirements.typed_unknowns): what the input record keeps,
        narrowed once as the module is read (odsgen.checking.inputs.read.read_checked_file)."""
        return tuple(typed_unknowns(found)) if found else ()

    # ------------------------------------------------------------------ requirements

    def owns(self, op) -> bool:
        return op.name in self.ops

    def requirements(self, op) -> Requirements | None:
        """What ``op`` needs of a target (its op class's ``needs_of``: the op's own answers
        and its value types' needs under the dialect's rules), or None for other dialects' ops."""
        cls = self.ops.get(op.name)
        if cls is None:
            return None
        needs = cls.needs_of(op)
        return needs[0] if self.decorations is None else self._with_decorations(op, needs)[0]

    def requirements_and_groups(self, op) -> tuple[Requirements | None, tuple]:
        """``requirements(op)`` and every any-of group as contributed, before merging drops
        those a stricter group implies (the op class's ``needs_of``), as ``(dimension,
        AnyOf)`` pairs."""
        cls = self.ops.get(op.name)
        if cls is None:
            return None, ()
        needs = cls.needs_of(op)
        return needs if self.decorations is None else self._with_decorations(op, needs)

    def _with_decorations(self, op, needs: tuple) -> tuple:
        """``needs`` (an op class's ``needs_of``) with what the op's decorations need
        (SPIR-V: odsgen.checking.spirv_decorations), memoized on the identity of both."""
        assert self.decorations is not None
        extra = self.decorations.of(op)
        free = op.name in self.version_free
        if not extra and not free:
            return needs
        key = (id(needs[0]), id(extra) if extra else 0)
        hit = self._decorated.get(key)
        if hit is not None and hit[0] is needs[0] and (hit[1] is extra or not (extra or hit[1])):
            return hit[2]
        merged = dict(needs[0].by_dimension)
        if free:  # (its instruction in no core version: spirv-val checks its capabilities alone)
            dim = self.decorations.min_version_dim
            req = merged.get(dim)
            if req is not None and all(p.kind is ProvenanceKind.OP for p in req.provenance):
                del merged[dim]
        merge_into(merged, extra)
        groups = needs[1] + tuple((d, g) for d, r in extra.items() if isinstance(r, AllOfAnyOf) for g in r.groups)
        out = (Requirements(merged), groups)
        if len(self._decorated) >= 1 << 14:
            self._decorated.clear()
        self._decorated[key] = (needs[0], extra, out)
        return out

    # ------------------------------------------------------------------ validate

    def legality(self, op, env):
        """``env``'s ``Legality`` of ``op`` (None for ops of other dialects): the target's
        own (``TargetEnv.legality``: its one memo, then its numeric limits)."""
        reqs = self.requirements(op)
        return None if reqs is None else self.device_rules(op, env, env.legality(op, reqs))

    @staticmethod
    def rules_for(env: Any) -> Any:
        """The Vulkan rules (odsgen.checking.targets.vulkan_rules) that apply on ``env``: a Vulkan
        target's (``env.platform``), or a SPIR-V target's with limits (a
        ``#spirv.resource_limits``); None on any other target."""
        if getattr(env, "platform", None) is None and not getattr(env, "limits", None):
            return None
        from odsgen.checking.targets.syntax import vce_axes

        if vce_axes(type(env)) is None:
            return None
        from odsgen.checking.targets.vulkan_rules import load_rules

        return load_rules()

    def device_rules(self, op: Any, env: Any, legality: Any) -> Any:
        """``legality`` and the Vulkan rules ``op`` breaks on ``env`` (``rules_for``)."""
        rules = self.rules_for(env)
        return legality if rules is None else rules.within(op, env, legality)

    def requirements_in(
        self, table, of: Callable[[Any], Any] | None = None, start: int = 0, stop: int | None = None
    ) -> Iterator[tuple[int, Any]]:
        """(i, ``of(op i)``) of the ops ``start`` to ``stop`` (default: all) of a module's
        table (odsgen.checking.inputs.optable), in walk order, but where ``of`` gives None (ops
        of other dialects); ``of`` defaults to ``requirements``. Each shape's is computed
        once, at its first op, on the shape's representative op; but an op whose needs
        depend on where it is or on other ops (``DialectRules.context_ops``: levels'
        nesting depth, constant operands) has its own, computed on the op itself; and a
        SPIR-V op whose rules depend on its module's addressing model
        (``DecorationNeeds.model_dependent``) has one per shape and addressing model, that
        of the spirv.module it stands in (``addressing_in``)."""
        reps = table.reps
        shape = table.shape
        todo = _TODO  # a shape not seen yet
        if of is None:
            # (the last table's, kept: verification's declared-triple check and validate ask the same module's)
            last = self._per_shape
            if last is not None and last[0] is table and last[1] is self.decorations:
                per_shape: list = last[2]
            else:
                per_shape = [todo] * len(reps)
                self._per_shape = (table, self.decorations, per_shape)
            of = self.requirements
        else:
            per_shape = [todo] * len(reps)
        context_ops = self.rules.context_ops
        dn = self.decorations
        by_model = dn.model_dependent() if dn is not None else frozenset()
        per_model: dict[tuple[int, str | None], Any] = {}
        modules: dict[int, str | None] = {}
        for i in range(start, len(shape) if stop is None else stop):
            s = shape[i]
            got = per_shape[s]
            if got is None:
                continue
            if reps[s].name in context_ops:
                got = of(table.op_at(i))
            elif reps[s].name in by_model and dn is not None:
                model = addressing_in(table, i, modules)
                got = per_model.get((s, model), todo)
                if got is todo:
                    dn.addressing = model
                    try:
                        got = per_model[(s, model)] = of(reps[s])
                    finally:
                        dn.addressing = None
            elif got is todo:
                got = per_shape[s] = of(reps[s])
            if got is not None:
                yield i, got

    def validate(self, table, target_of: Callable[[int], Any], filename: str) -> Iterator[tuple[Refusal, Any]]:
        """(refusal, its target) of each op of a module's table (odsgen.checking.inputs.optable)
        that its target does not allow, in walk order; ``target_of(i)`` gives op ``i``'s
        target (``requirements_in``: each shape's requirements computed once)."""
        reps = table.reps
        shape = table.shape
        device: dict[int, Any] = {}  # id(env) -> its Vulkan rules (rules_for), or None
        models: dict[int, list[str]] = {}  # a spirv.module's entry points' execution models
        from odsgen.checking.targets.vulkan_rules import table_models

        for i, r in self.requirements_in(table):
            env = target_of(i)
            name = reps[shape[i]].name
            # (an op the target's limits bound has its own: what it fixes, against them)
            legality = env.legality(table.op_at(i), r) if env.bounds(name) else env.legality_of(r)
            key = id(env)
            if key not in device:
                device[key] = self.rules_for(env)
            rules = device[key]
            if rules is not None and rules.applies_to(name):
                legality = rules.within(table.op_at(i), env, legality, table_models(table, i, models))
            if not legality:
                op = table.op_at(i)
                yield Refusal.unavailable(op, op.name, reported_at(op, filename), legality.reasons), env

    def conversion_target(self, env: Any) -> ConversionTarget:
        """A ``ConversionTarget`` where the dialect's ops are legal when ``env`` allows them
        (type rules included), for odsgen.runtime.rewrite; the drivers verify the ops a
        pattern creates with the package's ``VERIFIER``, as the package's own target does."""
        verifier = getattr(getattr(self.package, "ops", None), "VERIFIER", None)
        # (patterns build ops with the package's classes: Rewriter.package)
        return ConversionTarget(env, verifier, self.package).add_dynamically_legal_dialect(
            *self.dialects, fn=lambda op, _env=env: self.legality(op, _env)
        )

    def describe(self, legality) -> list[str]:
        """The reasons of a legality, in words (for conversion reports)."""
        return [self.reason_text(r) for r in getattr(legality, "reasons", ()) or ()]

    # ------------------------------------------------------------------ wording

    def _member(self, dim_name: str, symbol_or_case):
        dim = self.dimension_by_name.get(dim_name)
        if dim is None:
            return None
        sym = getattr(symbol_or_case, "symbol", symbol_or_case)
        return dim.enum.__members__.get(sym)

    def case_spelling(self, dim_name: str, case) -> str:
        m = self._member(dim_name, case)
        return spell(m) if m is not None else getattr(case, "symbol", str(case))

    def reason_text(self, r) -> str:
        return reason_text(self, r)

    def reason_json(self, r) -> dict:
        req = r.required
        if req.shape.ordered:
            required: object = req.case.symbol
        else:
            required = [c.symbol for g in req.groups for c in g.cases]
        allowed = r.allowed
        if isinstance(allowed, frozenset):
            allowed = sorted(m.name for m in allowed)
        elif allowed is not None and hasattr(allowed, "name"):
            allowed = allowed.name
        return {
            "dimension": r.dimension,
            "kind": r.kind,
            "required": required,
            "allowed": allowed,
            "message": reason_text(self, r),
            "provenance": [_prov_json(p) for p in r.provenance],
        }

    # ------------------------------------------------------------------ deduce

    def units(self, table) -> list[int]:
        """Each outermost op of the dialect that holds a region (its index in a module's
        table, odsgen.checking.inputs.optable), in module order; [] means the whole module is one
        unit (there is no such op, or some op of the dialect is outside all of them)."""
        ours = [name in self.ops for name in table.names]
        shape, ends = table.shape, table.ends
        out: list[int] = []
        i, n = 0, len(shape)
        while i < n:
            if ours[shape[i]]:
                end = ends.get(i)
                if end is None:
                    return []  # an op of the dialect outside every unit
                out.append(i)
                i = end
            else:
                i += 1
        return out

    def deduce(
        self,
        table,
        name: str,
        loc: Loc,
        filename: str,
        env=None,
        start: int = 0,
        stop: int | None = None,
        more: Iterable[tuple[Requirements, Any]] = (),
    ) -> UnitDeduction:
        """The least target of the ops ``start`` to ``stop`` (not included; default: all)
        of a module's table (see the module doc): each shape's requirements computed once,
        at its first op; ``more``: (requirements, op) of ops the spec has none for (SPIR-V
        instructions newer than it, by the Khronos grammar), counted with them."""
        reps = table.reps
        shape = table.shape
        # Distinct requirement objects (memoized, so few), with the ops that have them and
        # the groups their value types contribute before merging (see _deduce_sets).

        def with_groups(op) -> tuple | None:
            reqs, raw = self.requirements_and_groups(op)
            return None if reqs is None else (reqs, raw)

        found = ((got[0], got[1], i) for i, got in self.requirements_in(table, with_groups, start, stop))
        distinct, n = self._distinct(found)
        for entry in distinct.values():  # the ops kept to name, located
            entry[1] = [table.op_at(i) for i in entry[1]]
        for k, (reqs, op) in enumerate(more):
            groups = tuple((d, g) for d, r in reqs.by_dimension.items() if isinstance(r, AllOfAnyOf) for g in r.groups)
            distinct[("unknown to the spec", k)] = [reqs, [op], 1, groups]
            n += 1
        stop_at = len(shape) if stop is None else stop
        bounded = [] if env is None else [table.op_at(i) for i in range(start, stop_at) if env.bounds(reps[shape[i]].name)]
        result = self._co_required(
            table, start, distinct, n, filename, self._deduced(distinct, n, name, loc, filename, env)
        )
        result = self._over_limits(bounded, env, filename, result)
        rules = self.rules_for(env) if env is not None else None
        if rules is not None:  # (what the device must have beyond the triple: the Vulkan rules)
            from odsgen.checking.targets.vulkan_rules import table_models

            models: dict[int, list[str]] = {}
            for i in range(start, stop_at):
                if rules.applies_to(reps[shape[i]].name):
                    op = table.op_at(i)
                    for r in rules.reasons(op, env, declared=False, models=table_models(table, i, models)):
                        msg = f"'{op.name}' at {op_loc(op, filename)}: {r.message}"
                        if msg not in result.errors:
                            result.errors.append(msg)
        return result

    def _co_required(self, table, start: int, distinct: dict, n: int, filename: str, result: UnitDeduction):
        """``result``, deduced again with what the SPIR-V co-requirements its capabilities
        fire ask (tdlib/odsgen/spirv-rules.toml, odsgen.checking.spirv_corequirements) and
        what each capability and the memory model need themselves (the Khronos grammar's
        extension or version), credited to the unit's op, until the version stays (an
        addition may raise it, and a higher version brings extensions, which then go);
        as it is for other dialects, for a whole-file unit and when decorations are off
        (``as_update_vce``)."""
        dn = self.decorations
        if dn is None or not result.ok or start >= len(table.shape):
            return result

        unit = table.op_at(start)
        co = CoRequirements(dn)
        if co.cap_dim is None or unit.name not in DECLARED_UNITS:
            return result
        model = memory_model_of(unit)
        env = result.target
        allowed = top = None
        if env is not None:
            allowed = frozenset(m.name for m in env.enabled.get(dn.exts_axis.enum, ()))
            v = env.versions.get(dn.version_axis.enum)
            top = None if v is None else int(v)
        floor: dict = {}  # the versions earlier rounds asked for (kept: the version only rises)
        rules: list = []  # the rules each round fired (a later round finds them met)
        current = result
        for _ in range(8):
            caps = current.requirements.get(co.cap_dim) or []
            version = self._version_value(current, dn)
            extra, switch, fired = co.extra(caps if isinstance(caps, list) else [caps], model, version, allowed, top)
            merge_into(extra, floor)
            if not fired:
                return current
            if dn.min_version_dim in extra:
                floor[dn.min_version_dim] = extra[dn.min_version_dim]
            reqs = Requirements(extra)
            groups = tuple((d, g) for d, r in extra.items() if isinstance(r, AllOfAnyOf) for g in r.groups)
            more = dict(distinct)
            more[("co-requirements", id(reqs))] = [reqs, [unit], 1, groups]
            had = set(result.requirements.get(co.cap_dim) or [])
            added = extra.get(co.cap_dim)
            self._grammar_caps = frozenset(
                c.symbol for g in getattr(added, "groups", ()) for c in g.cases if c.symbol not in had
            )
            try:
                again = self._deduced(more, n, result.op, result.loc, filename, result.target)
            finally:
                self._grammar_caps = frozenset()
            again.memory_model = switch
            first = self._version_value(result, dn)
            rules += [r for r in fired if not hasattr(r, "new_to") and r not in rules]
            again.co_requirements = rules + [
                r for r in fired if hasattr(r, "new_to") and r.new_to(result.requirements, dn.min_version_dim, first)
            ]
            settled = self._version_value(again, dn) == version
            current = again
            if settled or not again.ok:
                break
        return current

    def _grammar_case_version(self, part) -> bool:
        """Whether a chosen capability's own ODS version is left to the Khronos grammar's
        route (``DecorationNeeds.own_needs``, in ``_co_required``): the capabilities the
        co-requirements add, and those the grammar puts in no core version."""
        if self.decorations is None or not self.version_free:
            return False
        dn = self.decorations
        if part.dimension != dn.dims.get(dn.caps_axis.enum.__name__):
            return False
        if part.value in self._grammar_caps:
            return True
        from odsgen.checking.spirv_grammar import enumerant

        member = dn.caps_axis.enum.__members__.get(part.value)
        g = None if member is None else enumerant("Capability", int(member.value))
        return g is not None and g.version is None and bool(dn.known_extensions(g.extensions))

    @staticmethod
    def _version_value(result: UnitDeduction, dn) -> int:
        """The value of a deduction's SPIR-V version (0 without one)."""
        v = result.requirements.get(dn.min_version_dim)
        member = dn.version_axis.enum.__members__.get(v) if isinstance(v, str) else None
        return int(member) if member is not None else 0

    def _over_limits(self, ops, env, filename: str, result: UnitDeduction) -> UnitDeduction:
        """``result`` with an error for each of the target's limits an op of ``ops`` exceeds."""
        from odsgen.runtime.target import LEGAL

        for op in ops:
            for r in env.within_limits(op, LEGAL).reasons:
                msg = f"'{op.name}' at {op_loc(op, filename)}: {r.message}"
                if msg not in result.errors:
                    result.errors.append(msg)
        return result

    @staticmethod
    def _distinct(found: Iterable[tuple]) -> tuple[dict[tuple, list], int]:
        """The distinct (requirements, groups) among ``found`` ((requirements, groups, op)
        of each op of the dialect): ``{ids: [requirements, the first ops, how many,
        groups]}``, and how many ops there are."""
        distinct: dict[tuple, list] = {}
        n = 0
        for reqs, raw, op in found:
            n += 1
            key = (id(reqs), id(raw))
            entry = distinct.get(key)
            if entry is None:
                distinct[key] = [reqs, [op], 1, raw]
            else:
                entry[2] += 1
                if len(entry[1]) < FORCED_BY_KEPT:
                    entry[1].append(op)
        return distinct, n

    def _deduced(self, distinct: dict, n: int, name: str, loc: Loc, filename: str, env) -> UnitDeduction:
        """The deduction from the distinct requirements of a unit's ``n`` ops."""
        result = UnitDeduction(name, loc, {}, target=env, ops=n)
        entries = list(distinct.values())
        self._deduce_sets(entries, env, filename, result)
        for axis in self.env_cls.AXES:  # every ordered axis: versions, then levels' upper bounds
            if axis.ordered and not self._upper_bounds_only(axis):
                self._deduce_version(axis, entries, env, filename, result)
        for axis in self.env_cls.AXES:
            if axis.ordered and self._upper_bounds_only(axis):
                self._deduce_upper(axis, entries, env, filename, result)
        return result

    def level_dimensions(self) -> frozenset[str]:
        """The dimensions of the dialect's levels (TOSA's ``TosaLevel``), worded as levels."""
        table = self.rules.limits
        return table.level_dimensions if table is not None else frozenset()

    def _upper_bounds_only(self, axis) -> bool:
        """Whether only upper bounds (AT_MOST: levels, odsgen/limits.td) range over ``axis``."""
        dims = [d for d in self.dimensions if d.enum is axis.enum]
        return bool(dims) and all(d.shape is Shape.AT_MOST for d in dims)

    def _deduce_upper(self, axis, entries, env, filename: str, result: UnitDeduction) -> None:
        """The least case of an axis only upper bounds range over (a level): the highest
        case every op allows, the last one when none asks for less. Within ``env``, each op
        whose bound the target's case does not meet is an error, worded as validate words it."""
        maxs = [d for d in self.dimensions if d.enum is axis.enum]
        members = sorted(dict.fromkeys(axis.enum.__members__.values()), key=int)
        if not members:
            return
        forcing = []
        for entry in entries:
            for d in maxs:
                req = entry[0].get(d.name)
                if req is not None and req.case is not None:
                    forcing.append((req.case.value, entry, req.provenance))
        low = min((v for v, *_ in forcing), default=None)
        best = members[-1] if low is None else next((m for m in reversed(members) if int(m) <= low), members[0])
        part = Part(maxs[0].name, best.name, "required" if low is not None else "highest")
        for v, entry, prov in forcing:
            if v == low:
                self._credit(part, entry, None, prov, filename)
        part.settle()
        result.requirements[maxs[0].name] = best.name
        result.parts.append(part)
        if env is None or env.versions.get(axis.enum) is None:
            return
        for _, entry, _ in forcing:
            op = entry[1][0]
            for d in maxs:
                req = entry[0].get(d.name)
                for r in env.check({d.name: req}).reasons if req is not None else ():
                    msg = f"'{op.name}' at {op_loc(op, filename)}: {r.message}"
                    if msg not in result.errors:
                        result.errors.append(msg)

    @staticmethod
    def _credit(
        part: Part,
        entry,
        via: Part | None,
        prov: tuple[Provenance, ...],
        filename: str,
        alone: bool = True,
        accepts: tuple[str, ...] = (),
    ) -> None:
        """Credit ``part`` to an entry's ops, or (``entry`` None) to the chosen case ``via``
        whose own availability asks for it (EnabledCaseAvailability); ``alone``: the
        requirement credited is met by the part alone, ``accepts`` what it accepts. Each
        entry is counted once: another group of it only adds provenance (``Part.settle``
        names the ops)."""
        key = id(entry) if entry is not None else (via.dimension, via.value)
        rec = part.credited.get(key)
        if rec is None:
            if entry is not None:
                named = [
                    (op.name, reported_at(op, filename), forcing_subject(op, prov, filename))
                    for op in entry[1][:FORCED_BY_KEPT]
                ]
                count = entry[2]
            else:
                named, count = [(f"{via.dimension} {via.value}", "", "")], 1
            rec = part.credited[key] = [alone, named, count, (), (), accepts]
        if alone:
            rec[0] = True
            rec[3] += prov
        else:
            rec[4] += prov
            if not rec[5]:
                rec[5] = accepts

    def _enabled_case_groups(self, dims, parts: list[Part]) -> list[tuple]:
        """(group, None, part) for each any-of group that a case chosen so far (``parts``)
        asks for in its own availability on ``dims`` (EnabledCaseAvailability: a SPIR-V
        capability's extensions)."""
        wanted = set(self.rules.enabled_case_dimensions).intersection(d.name for d in dims)
        out: list[tuple] = []
        for part in parts if wanted else ():
            table = self.rules.case_requirements.get(self.dimension_by_name[part.dimension].enum.__name__, {})
            for d, req in table.get(part.value, {}).items():
                if d in wanted and isinstance(req, AllOfAnyOf):
                    out.extend((g, None, part) for g in req.groups)
        return out

    def _deduce_sets(self, entries, env, filename: str, result: UnitDeduction) -> None:
        rules = self.rules
        # An axis that chosen cases' own availability adds to (EnabledCaseAvailability)
        # comes after the others, so that their choices are known.
        late = set(rules.enabled_case_dimensions)
        axes = sorted(
            (a for a in self.env_cls.AXES if not a.ordered),
            key=lambda a: any(d.enum is a.enum and d.name in late for d in self.dimensions),
        )
        for axis in axes:
            dims = [d for d in self.dimensions if d.enum is axis.enum and d.shape is Shape.ALL_OF_ANY_OF]
            if not dims:
                continue
            dim_name = dims[0].name
            # Every group of every distinct requirement, with the entry that asks for it
            # (None: a chosen case of another axis, the third element).
            groups: list[tuple] = []
            for entry in entries:
                for d in dims:
                    req = entry[0].get(d.name)
                    if req is None:
                        continue
                    for g in req.groups:
                        if not g.cases:  # never met (a type-support table no row of which matches)
                            why = "; ".join(p.name for p in g.provenance)
                            msg = f"'{entry[1][0].name}' at {op_loc(entry[1][0], filename)} is available on no target ({why})"
                            if msg not in result.errors:
                                result.errors.append(msg)
                            continue
                        groups.append((g, entry, None))
            groups.extend(self._enabled_case_groups(dims, result.parts))
            chosen: dict[str, Part] = {}
            if env is not None:
                allowed = env.enabled.get(axis.enum, frozenset())
                allowed_names = {m.name for m in allowed}
                # Upstream picks the first allowed member of every group its queries
                # return: the op's own, each enum attribute case's, each value type's.
                # Merging dropped the groups a stricter one implies, which can still add
                # a member (GroupNonUniformIAdd's own [GroupNonUniformArithmetic,
                # GroupNonUniformClustered, ...] beside ClusteredReduce's
                # [GroupNonUniformClustered]; Dim2D's [ImageMSArray, Kernel, Shader]
                # beside a format's [Shader]), so every group as contributed is picked
                # from too (their errors are the stricter group's).
                dim_names = {x.name for x in dims}
                absorbed = [(g, entry, None, True) for entry in entries for d, g in entry[3] if d in dim_names]
                for g, entry, via, raw in [(g, e, v, False) for g, e, v in groups] + absorbed:
                    pick = next((s for s in rules.ordered(g) if s in allowed_names), None)
                    if pick is None and (raw or not g.cases):
                        continue
                    if pick is None:
                        what = g.cases[0].symbol if len(g.cases) == 1 else f"one of {', '.join(rules.ordered(g))}"
                        who = (
                            f"'{via.dimension} {via.value}'"
                            if entry is None
                            else f"'{entry[1][0].name}' at {op_loc(entry[1][0], filename)}"
                        )
                        msg = f"{who} requires {dim_name} {what}, which the target environment does not allow"
                        if msg not in result.errors:
                            result.errors.append(msg)
                        continue
                    part = chosen.setdefault(pick, Part(dim_name, pick, "required"))
                    accepts = tuple(m for m in rules.ordered(g) if m in allowed_names)
                    alone = self._brings_all(axis, accepts, pick)
                    self._credit(part, entry, via, g.provenance, filename, alone, accepts)
            else:
                # Without implied cases in a deduced target (DeducedWithoutImplied), no group
                # is met by a case another implies: each is met by one of its own.
                implied = rules.lists_implied(dim_name)
                cover = least_cover(
                    [frozenset(c.symbol for c in g.cases) for g, *_ in groups],
                    self._order_key(axis),
                    closure=self._closure(axis) if implied else None,
                    candidates=self._candidates(axis, groups, implied),
                )
                picks = list(cover.picks) if cover is not None else []
                if cover is not None and not cover.exact:
                    result.exact = False
                closed_picks = {m.name for m in axis.close(axis.enum[p] for p in picks)} if picks else set()
                for g, entry, via in groups:
                    # Credit the group to a picked member it holds, else to the implied one.
                    order = rules.ordered(g)
                    member = next((s for s in order if s in picks), None)
                    if member is None:
                        member = next((s for s in order if s in closed_picks), None)
                        if member is None:
                            continue
                    part = chosen.get(member)
                    if part is None:
                        part = chosen[member] = Part(dim_name, member, "required" if member in picks else "implied")
                    alone = self._brings_all(axis, order, member)
                    self._credit(part, entry, via, g.provenance, filename, alone, tuple(order))
            # Implied cases (closed transitively), unless the dialect's deduced targets list
            # only what is required (DeducedWithoutImplied: SPIR-V in MLIR 16 and 19).
            picked = [s for s, p in chosen.items() if p.why == "required"]
            listed = picked if rules.lists_implied(dim_name) else []
            closed = axis.close(axis.enum[s] for s in listed) if listed else frozenset()
            for m in sorted(closed, key=lambda m: m.name):
                part = chosen.get(m.name)
                if part is not None and part.why == "required":
                    continue
                by = sorted(c for c in picked if c != m.name and m in axis.close([axis.enum[c]]))
                why = "implied by " + ", ".join(by)
                if part is None:
                    chosen[m.name] = Part(dim_name, m.name, why)
                else:
                    part.why = why
            for part in chosen.values():
                part.settle()
            result.requirements[dim_name] = sorted(chosen)
            result.parts.extend(chosen[k] for k in sorted(chosen))

    def _brings_all(self, axis, choices, symbol: str) -> bool:
        """Whether each of ``choices`` is ``symbol`` or implies it: a requirement accepting
        only those needs ``symbol`` alone."""
        close = self._closure(axis)
        return all(c == symbol or (close is not None and symbol in close(c)) for c in choices)

    def _closure(self, axis):
        """Symbol -> the symbols it brings with it (itself and what it implies, transitively)."""
        if not axis.implies:
            return None
        enum = axis.enum
        memo: dict[str, frozenset[str]] = {}

        def close(symbol: str) -> frozenset[str]:
            hit = memo.get(symbol)
            if hit is None:
                hit = memo[symbol] = frozenset(m.name for m in axis.close([enum[symbol]]))
            return hit

        return close

    def _candidates(self, axis, groups, implied: bool = True) -> list[str]:
        """What a deduction may enable: the groups' members, and with implications (``implied``:
        that a deduced target has) every case."""
        members = {c.symbol for g, *_ in groups for c in g.cases}
        if axis.implies and implied:
            members.update(m.name for m in axis.enum.__members__.values())
        return sorted(members)

    def _order_key(self, axis):
        def key(symbol: str):
            m = axis.enum.__members__.get(symbol)
            return (int(m) if m is not None else 0, symbol)

        return key

    def _deduce_version(self, axis, entries, env, filename: str, result: UnitDeduction) -> None:
        mins = [d for d in self.dimensions if d.enum is axis.enum and d.shape is Shape.AT_LEAST]
        maxs = [d for d in self.dimensions if d.enum is axis.enum and d.shape is Shape.AT_MOST]
        if not mins and not maxs:
            return
        dim_name = (mins or maxs)[0].name
        members = sorted(dict.fromkeys(axis.enum.__members__.values()), key=int)
        if not members:
            return
        best = members[0]
        forcing: list[tuple] = []  # (value, entry, provenance)
        for entry in entries:
            for d in mins:
                req = entry[0].get(d.name)
                if req is not None and req.case is not None:
                    forcing.append((req.case.value, entry, req.provenance, None))
        # A chosen case's own version (EnabledCaseAvailability: a SPIR-V capability's MinVersion).
        dims_wanted = set(self.rules.enabled_case_dimensions)
        if dims_wanted:
            for part in result.parts:
                table = self.rules.case_requirements.get(self.dimension_by_name[part.dimension].enum.__name__, {})
                if self._grammar_case_version(part):
                    continue
                for d, req in table.get(part.value, {}).items():
                    if d in dims_wanted and isinstance(req, AtLeast) and req.case is not None:
                        forcing.append((req.case.value, None, req.provenance, part))
        # A chosen case's own minimum version as a target must meet it (TargetCaseNeeds:
        # a TOSA extension's minimum specification version).
        case_needs = getattr(self.rules, "target_case_needs", None) or {}
        for part in result.parts if case_needs else ():
            table = case_needs.get(self.dimension_by_name[part.dimension].enum.__name__, {})
            for d, req in table.get(part.value, {}).items():
                if any(m.name == d for m in mins) and isinstance(req, AtLeast) and req.case is not None:
                    forcing.append((req.case.value, None, req.provenance, part))
        top = max((v for v, *_ in forcing), default=None)
        if top is not None and top <= int(members[0]):
            # Every op accepts the least case: none forces it (issue 34, item 7).
            top = None
        if top is not None:
            best = next((m for m in members if int(m) >= top), members[-1])
        part = Part(dim_name, best.name, "required" if top is not None else "lowest")
        for v, entry, prov, via in forcing:
            if v != top:
                continue
            self._credit(part, entry, via, prov, filename)
        part.settle()
        # Upper bounds: the deduced version must not be above any of them.
        for entry in entries:
            for d in maxs:
                req = entry[0].get(d.name)
                if req is not None and req.case is not None and int(best) > req.case.value:
                    op = entry[1][0]
                    msg = (
                        f"'{op.name}' at {op_loc(op, filename)} is not available after "
                        f"{self.case_spelling(d.name, req.case)}, but the unit needs {spell(best)}"
                    )
                    if msg not in result.errors:
                        result.errors.append(msg)
        if env is not None:
            allowed = env.versions.get(axis.enum)
            if allowed is not None and int(best) > int(allowed):
                who = part.forced_by[0] if part.forced_by else ("", "", ())
                result.errors.append(
                    f"'{who[0]}'{f' at {who[1]}' if who[1] else ''} requires min version {spell(best)}, "
                    f"but the target environment allows up to {spell(allowed)}"
                )
        result.requirements = {dim_name: best.name, **result.requirements}
        result.parts.insert(0, part)


def reason_text(checker: Checker, r) -> str:
    """One unmet requirement in words (``Reason.message``, worded by odsgen.runtime.target's
    ``unmet_text`` with the spec's group order)."""
    return str(r)

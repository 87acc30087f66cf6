"""Targets and legality at run time: TargetEnv, structured reasons, ConversionTarget.

A generated package's ``target.py`` subclasses ``TargetEnv`` with the dialect's axes:
an ordered axis per version enum (``version=Version.V_1_3``) and a set axis per any-of
dimension (``extensions=[...]``, ``capabilities=[...]``; a capability enables the ones
it implies, transitively, when the spec declares implications).

``env.is_legal(op)`` answers a ``Legality``: truthy when legal, with one ``Reason`` per
unmet requirement: the dimension, what was required, what the target allows, and the
provenance (which op, operand, attribute, result or enum case asked, at which ``.td``
location). A version that is too new and one that was removed (a max version) are told
apart by ``Reason.kind`` (``too-new``/``removed``/``missing``: ``UNMET``, by the shape of
the requirement); an any-of group that no
enabled case meets is one reason whose requirement lists the group ("one of"). A level
(TOSA's 8k) is no version: a level stricter than an instance fits is a ``LevelReason``
(kind ``over-level``) worded by the value past its limit (``level_text``).

``ConversionTarget`` follows MLIR's (and the RFC's): ops and dialects are legal,
illegal, or dynamically legal through a callback; ``add_dynamically_legal_dialect``
without a callback uses the target environment, so a conversion framework can reject
rewrites that create ops the target lacks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from odsgen.runtime.typerules import DialectRules
    from odsgen.runtime.verify import Verifier

import enum
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from typing import Any, Protocol

from odsgen.runtime.algebra import LevelProvenance
from odsgen.runtime.avail import (
    AllOfAnyOf,
    Answers,
    AtMost,
    Case,
    Dimension,
    Provenance,
    Requirement,
    Requirements,
    Shape,
)
from odsgen.runtime.opview import OpView
from odsgen.runtime.protocol import as_operation

__all__ = [
    "Axis",
    "Reason",
    "LevelReason",
    "UNMET",
    "Legality",
    "TargetEnv",
    "Platform",
    "ConversionTarget",
    "LEGAL",
    "unmet_text",
    "level_text",
]


class Axis:
    """One axis of a target: an ordered enum (versions) or a set of enabled cases."""

    __slots__ = ("keyword", "enum", "ordered", "implies")

    def __init__(
        self,
        keyword: str,
        enum_cls: type[enum.Enum],
        ordered: bool,
        implies: Mapping[Any, Iterable[enum.Enum]] | None = None,
    ) -> None:
        self.keyword = keyword
        self.enum = enum_cls
        self.ordered = ordered
        self.implies = dict(implies or {})

    def close(self, members: Iterable[object]) -> frozenset[enum.Enum]:
        """``members`` (cases, or their values) and everything they imply, transitively."""
        out: set[enum.Enum] = set()
        todo = [self.enum(m) if not isinstance(m, self.enum) else m for m in members]
        while todo:
            m = todo.pop()
            if m in out:
                continue
            out.add(m)
            todo.extend(self.implies.get(m, ()))
        return frozenset(out)

    def __repr__(self) -> str:
        return f"<Axis {self.keyword}: {self.enum.__name__}>"


#: What a target that fails a requirement of each shape lacks: ``Reason.kind``, the
#: ``kind`` of a reason in ``odsgen validate --format json`` (docs/validate.md).
UNMET: dict[Shape, str] = {
    Shape.AT_LEAST: "too-new",  # a min version above the target's
    Shape.AT_MOST: "removed",  # a max version below the target's
    Shape.ALL_OF_ANY_OF: "missing",  # an any-of group the target enables none of
}


@dataclass(frozen=True, slots=True)
class Reason:
    """Why an op is not legal on a target: one unmet requirement."""

    dimension: str
    required: Requirement
    allowed: object  # the target's version member, or the frozenset of enabled members
    provenance: tuple[Provenance, ...]
    message: str

    @property
    def kind(self) -> str:
        """``too-new``, ``removed`` or ``missing``: ``UNMET`` of the requirement's shape."""
        return UNMET[self.required.shape]

    def __str__(self) -> str:
        """The reason in words, as odsgen's commands print it
        (``MinVersion: needs version v1.3 or later; the target has v1.0``)."""
        return self.message

    def to_json(self) -> dict[str, object]:
        allowed = self.allowed
        if isinstance(allowed, frozenset):
            allowed = sorted(m.name for m in allowed)
        elif isinstance(allowed, enum.Enum):
            allowed = allowed.name
        return {
            "dimension": self.dimension,
            "kind": self.kind,
            "required": self.required.to_json(),
            "allowed": allowed,
            "provenance": [
                {"kind": p.kind.value, "name": p.name, "loc": str(p.loc) if p.loc else None} for p in self.provenance
            ],
            "message": self.message,
        }


@dataclass(frozen=True, slots=True)
class LimitReason(Reason):
    """A measure of the op past a numeric limit of the target (a device's
    ``maxComputeWorkGroupSize``): ``dimension`` names the limit, ``required`` is the least
    value the op needs (a lower bound), ``allowed`` the target's limit
    (odsgen.runtime.limits.LimitTable.reasons)."""

    @property
    def kind(self) -> str:
        return "over-limit"


@dataclass(frozen=True, slots=True)
class LevelReason(Reason):
    """A level of the target stricter than the op instance fits (TOSA's 8k, where a rank
    exceeds its MAX_RANK): ``required`` is the least strict level the instance needs (an
    upper bound on the level axis), its provenance each value past a limit
    (odsgen.runtime.algebra.LevelProvenance); worded by ``level_text``."""

    @property
    def kind(self) -> str:
        return "over-level"


class Legality:
    """The answer of ``is_legal``: truthy when legal; ``reasons`` otherwise."""

    __slots__ = ("legal", "reasons")

    def __init__(self, legal: bool, reasons: tuple[Reason, ...] = ()) -> None:
        self.legal = legal
        self.reasons = reasons

    def __bool__(self) -> bool:
        return self.legal

    def __repr__(self) -> str:
        if self.legal:
            return "Legality(legal)"
        return "Legality(" + "; ".join(r.message for r in self.reasons) + ")"


LEGAL = Legality(True)


def spell(member: object) -> str:
    """How the textual form spells an enum member (``v1.3``), else its name: the one
    spelling of a case in messages, targets and reports."""
    return str(getattr(member, "spelling", None) or getattr(member, "name", member))


def spell_case(enum: type | str, case: Case) -> str:
    """``spell`` of a requirement's case (symbol and value) as a member of ``enum``: the
    target's spelling (``v1.3``), the symbol when the enum has no such member."""
    if isinstance(enum, str):  # a dimension without an enum class
        return case.symbol
    try:
        return spell(enum(case.value))
    except (ValueError, TypeError):
        return case.symbol


def level_text(
    dimension: str,
    required: Requirement,
    allowed: object,
    enum: type | str,
    spell_other: Callable[[str, Case], str] | None = None,
) -> str:
    """An unmet requirement on a level axis in words: the first value past a limit of a
    stricter level, and the levels that allow the instance (``TosaLevel: rank 7 of
    tensor<1x1x1x1x1x1x1xf32> exceeds MAX_RANK 6 of level 8k (operand input1 #0, and 2
    more); allowed at level none``); ``spell_other(dimension, case)`` spells the cases
    of the other axes an alternative names (default: their symbols)."""
    # (a level axis is bounded by AtMost; an AllOfAnyOf names no one case to spell)
    case = None if isinstance(required, AllOfAnyOf) else required.case
    bound = spell_case(enum, case) if case is not None else "any"
    have = spell(allowed) if allowed is not None else "none"
    measures = [p for p in required.provenance if isinstance(p, LevelProvenance)]
    if not measures:
        return f"{dimension}: needs level {bound}; the target has level {have}"
    m = measures[0]
    if m.bound:
        text = f"{dimension}: {m.what} exceeds {m.limit} {m.bound} of level {m.level}"
    else:  # a measure no bounded level admits (a dynamic dimension)
        text = f"{dimension}: {m.what} is not admitted by {m.limit} of level {m.level}"
    more = f", and {len(measures) - 1} more" if len(measures) > 1 else ""
    text += f" ({m.value}{more}); allowed at level {bound}"
    unless = getattr(required, "unless", ())
    if unless:
        other = getattr(required, "otherwise", None)
        words = spell_other or (lambda _d, c: c.symbol)
        text += f", or at level {spell_case(enum, other)}" if other is not None else ", or at any level"
        text += " with " + " and ".join(f"{d} {words(d, b.case)} or later" for d, b in unless if b.case is not None)
    if m.level != have:
        text += f"; the target has level {have}"
    return text


def unmet_text(
    dimension: str,
    required: Requirement,
    allowed: object,
    enum: type | str,
    order: Callable[[Any], tuple[str, ...]] | None = None,
) -> str:
    """One unmet requirement in words: a version too new or removed, or a missing case
    or any-of group. The one wording of ``Reason.message``/``str(Reason)``, odsgen's
    commands and conversion reports. Versions are spelled as targets spell them
    (``spell``), set cases by their symbols as ``text()`` lists them; ``order(group)``
    gives a group's symbols in the spec's order (default: by value)."""
    if not isinstance(required, AllOfAnyOf):
        case = required.case
        bound = spell_case(enum, case) if case is not None else "any"
        have = spell(allowed) if allowed is not None else "none"
        if required.shape is Shape.AT_LEAST:
            return f"{dimension}: needs version {bound} or later; the target has {have}"
        text = f"{dimension}: removed after version {bound}; the target has {have}"
        unless = getattr(required, "unless", ())
        if unless:
            other = getattr(required, "otherwise", None)
            text += " (or " + ", ".join(f"{d} {b.case.symbol} or later" for d, b in unless if b.case is not None)
            text += f" with {dimension} {spell_case(enum, other)} at most" if other is not None else ""
            text += ")"
        return text
    groups = required.groups
    cases = [c.symbol for g in groups for c in g.cases]
    names = order(groups[0]) if order is not None and len(groups) == 1 else tuple(cases)
    if not cases:  # an empty group: nothing enables it (a type-support table no row of which matches)
        # (the table's provenance names the instance's types: "tosa.add: got (i16, i16, i16); supported: ...")
        got = next((p.name for g in groups for p in g.provenance if ": got (" in p.name), "")
        of = got.split("; supported:", 1)[0].replace(": got ", " on ", 1)
        return f"{dimension}: no target supports this instance" + (f" of {of}" if of else "")
    if len(cases) == 1:
        return f"{dimension}: needs {cases[0]}, which the target does not enable"
    return f"{dimension}: needs one of {', '.join(names)}; the target enables none of them"


class Platform(Protocol):
    """What a target stands for beyond its axes (a Vulkan device or profile:
    odsgen.checking.targets.vulkan's ``VulkanTarget``): it adds to the words of each unmet
    requirement what that means in its own terms. A ``TargetEnv`` takes one as its
    ``platform`` argument."""

    def advice(self, env: "TargetEnv", reason: Reason) -> str:
        """What ``reason`` (unmet on ``env``) means on the platform, appended to its
        message ("" for nothing)."""
        ...


class TargetEnv:
    """A target environment: a case per ordered axis, an enabled set per set axis.

    Subclasses (generated) set ``AXES``, ``DIMENSIONS`` and ``OPS`` and take one keyword
    per axis. An ordered axis left ``None`` accepts every version. Besides the axes, a
    target is made with (and never changed after):

    - ``limits``: numeric limits (``{"maxComputeSharedMemorySize": 32768,
      "maxComputeWorkGroupSize": [1024, 1024, 64]}``: a Vulkan device's) that the
      dialect's bounds (odsgen/limits.td) check on what each op fixes; ``limits_of``
      names whose they are (``the target``);
    - ``platform``: what the target stands for (``Platform``: a Vulkan device), which
      words each unmet requirement in its terms too.

    Legality is computed in one place (``_unmet``, under ``check`` and ``satisfies``)
    and remembered in one memo, by the requirements' identity (``legality_of``,
    ``satisfies``); an op's numeric limits are applied on every ask about an op
    (``legality``), since they depend on what the instance fixes.
    """

    AXES: tuple[Axis, ...] = ()
    DIMENSIONS: tuple[Dimension, ...] = ()
    OPS: Mapping[str, type[Any]] = {}  # op name -> generated op class (its answers_of, needs_of)
    RULES: DialectRules | None = None  # the dialect's rules (the package's rules.py): a group's order

    def __init__(
        self,
        *,
        limits: Mapping[str, Any] | None = None,
        limits_of: str = "the target",
        platform: Platform | None = None,
        **values: Any,
    ) -> None:
        unknown = set(values) - {a.keyword for a in self.AXES}
        if unknown:
            raise TypeError(f"{type(self).__name__}: unknown axis {', '.join(sorted(unknown))}")
        self.versions: dict[type | str, Any] = {}  # an ordered axis's enum -> its generated IntEnum case, or None
        self.enabled: dict[type | str, frozenset[enum.Enum]] = {}
        for axis in self.AXES:
            v = values.get(axis.keyword)
            if axis.ordered:
                self.versions[axis.enum] = None if v is None else axis.enum(v)
            else:
                self.enabled[axis.enum] = axis.close(v or ())
        self._enabled_values = {e: frozenset(int(m.value) for m in ms) for e, ms in self.enabled.items()}
        self.limits: Mapping[str, Any] | None = dict(limits) if limits else None
        self.limits_of = limits_of
        self.platform = platform
        table = self.RULES.limits if self.RULES is not None and self.limits else None
        self._bounded: frozenset[str] = frozenset(table.uses) if table is not None else frozenset()
        # The one memo: id(requirements) -> [them, legal?, their Legality (None: not worded yet)].
        self._memo: dict[int, list[Any]] = {}
        self._texts: dict[int | None, str] = {}  # (``text``'s, by limit: a run's reports give it per module)

    def text(self, limit: int | None = None) -> str:
        """The target in the command-line syntax (``version=v1.3,capabilities=Shader+Int64``),
        sets as the target has them (implications closed; ``*`` every case of an axis of
        several, an axis of one case is its case); with ``limit``, a longer set is
        shown by its size only (for messages)."""
        got = self._texts.get(limit)
        if got is None:
            got = self._texts[limit] = self._text(limit)
        return got

    def _text(self, limit: int | None) -> str:
        parts = []
        for axis in self.AXES:
            if axis.ordered:
                v = self.versions.get(axis.enum)
                parts.append(f"{axis.keyword}={'any' if v is None else spell(v)}")
                continue
            members = sorted(self.enabled.get(axis.enum, ()), key=lambda m: m.name)
            if len(members) > 1 and len(members) == len(set(axis.enum.__members__.values())):  # (one case: its name)
                parts.append(f"{axis.keyword}=*")
            elif limit is not None and len(members) > limit:
                parts.append(f"{axis.keyword}=<{len(members)} cases>")
            else:
                parts.append(f"{axis.keyword}=" + ("+".join(m.name for m in members) if members else "none"))
        return ",".join(parts)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.text(limit=12)!r})"

    def allows(self, member: enum.Enum) -> bool:
        """Whether a set-axis case is enabled (directly or by implication)."""
        return member in self.enabled.get(type(member), frozenset())

    # -- legality

    def _unmet(
        self,
        requirements: Requirements | Mapping[str, Requirement],
        order: Callable[[Any], tuple[str, ...]] | None,
        worded: bool,
    ) -> Iterator[Reason | None]:
        """Each requirement of ``requirements`` this target does not meet, in the
        dimensions' order: a ``Reason`` (``worded``), else None (``satisfies`` asks only
        whether there is one). The one computation of legality."""
        get = requirements.get
        for dim in self.DIMENSIONS:
            req = get(dim.name)
            if req is None or req.is_identity:
                continue
            if isinstance(req, AllOfAnyOf):  # the dimension's shape is ALL_OF_ANY_OF
                enabled = self._enabled_values.get(dim.enum, frozenset())
                for group in req.groups:
                    if any(c.value in enabled for c in group.cases):
                        continue
                    if not worded:
                        yield None
                        continue
                    one = AllOfAnyOf((group,))
                    have = self.enabled.get(dim.enum, frozenset())
                    msg = unmet_text(dim.name, one, have, dim.enum, order)
                    yield Reason(dim.name, one, have, group.provenance, msg)
                continue
            version = self.versions.get(dim.enum)
            case = req.case  # not None: req is no identity
            if version is None or case is None or req.satisfied_by(int(version)) or self._relieved(req, version):
                continue
            if not worded:
                yield None
            elif dim.name in self._level_dimensions():
                msg = level_text(dim.name, req, version, dim.enum, self._spell)
                yield LevelReason(dim.name, req, version, req.provenance, msg)
            else:
                msg = unmet_text(dim.name, req, version, dim.enum, order)
                yield Reason(dim.name, req, version, req.provenance, msg)

    def check(
        self,
        requirements: Answers | Requirements | Mapping[str, Requirement],
        order: Callable[[Any], tuple[str, ...]] | None = None,
    ) -> Legality:
        """The legality of ``requirements`` (an ``Answers``, ``Requirements`` or dict) here;
        ``order`` words an any-of group in the spec's order (``unmet_text``); the
        ``platform``, when the target has one, adds its words to each reason."""
        if isinstance(requirements, Answers):
            requirements = requirements.requirements
        reasons = tuple(r for r in self._unmet(requirements, order, True) if r is not None)
        if not reasons:
            return LEGAL
        platform = self.platform
        if platform is not None:
            reasons = tuple(replace(r, message=r.message + platform.advice(self, r)) for r in reasons)
        return Legality(False, reasons)

    def _level_dimensions(self) -> frozenset[str]:
        """The dimensions of the dialect's levels (odsgen.runtime.limits.LimitTable)."""
        table = self.RULES.limits if self.RULES is not None else None
        return table.level_dimensions if table is not None else frozenset()

    def _spell(self, dimension: str, case: Case) -> str:
        """``spell_case`` of a case of the dimension named ``dimension``."""
        enum = next((d.enum for d in self.DIMENSIONS if d.name == dimension), dimension)
        return spell_case(enum, case)

    def _relieved(self, req: Requirement, version: Any) -> bool:
        """Whether an upper bound with an alternative (``AtMost.unless``: TOSA's level none,
        or version 1.1 at any level) is met by its alternative here."""
        if not isinstance(req, AtMost) or not req.unless:
            return False
        enums = {d.name: d.enum for d in self.DIMENSIONS}

        def other(name: str) -> int | None:
            v = self.versions.get(enums.get(name))
            return None if v is None else int(v)

        return req.relieved_by(int(version), other)

    def _entry(self, requirements: Requirements) -> list[Any]:
        """The memo's entry of ``requirements``: [them, legal?, Legality or None]."""
        key = id(requirements)
        hit = self._memo.get(key)
        if hit is not None and hit[0] is requirements:
            return hit
        legal = not any(True for _ in self._unmet(requirements, None, False))
        if len(self._memo) >= 1 << 16:
            self._memo.clear()
        hit = self._memo[key] = [requirements, legal, LEGAL if legal else None]
        return hit

    def satisfies(self, requirements: Requirements) -> bool:
        """Whether ``legality_of(requirements)`` is legal, without wording its reasons (a
        sweep asks many targets and words the reasons of the few illegal ops it shows);
        remembered in the target's memo."""
        entry = self._entry(requirements)
        return bool(entry[1])

    def legality_of(self, requirements: Requirements) -> Legality:
        """``check(requirements)`` in the spec's order (``RULES``), remembered by the
        requirements' identity: the target's one memo. It holds what the requirements
        alone decide; an op instance's numeric limits are not in it (they depend on what
        the instance fixes): ``legality`` applies them on every ask about an op."""
        entry = self._entry(requirements)
        result: Legality | None = entry[2]
        if result is None:
            rules = self.RULES
            result = entry[2] = self.check(requirements, None if rules is None else rules.ordered)
        return result

    def with_limits(self, limits: Mapping[str, Any] | None, limits_of: str = "the target") -> "TargetEnv":
        """The same target (axes and platform) made with the numeric ``limits`` (whose:
        ``limits_of``) in place of its own: a new target, this one is left as it is."""
        values = {a.keyword: self.versions.get(a.enum) if a.ordered else self.enabled.get(a.enum, ()) for a in self.AXES}
        return type(self)(**values, limits=limits, limits_of=limits_of, platform=self.platform)

    def bounds(self, op_name: str) -> bool:
        """Whether the target's numeric ``limits`` bound ops named ``op_name`` (the
        dialect's bounds measure them: odsgen.runtime.limits.LimitTable): the one test of
        whether an op's legality needs its limits checked."""
        return op_name in self._bounded

    def requirements_of(self, op: Any) -> Requirements | None:
        """What ``op`` needs of a target (its op class's ``needs_of``), or None for an op
        the dialect does not define."""
        if isinstance(op, OpView):
            return op.needs_of(op.operation)[0]
        cls = self.OPS.get(op.name)
        return None if cls is None else cls.needs_of(as_operation(op))[0]

    def legality(self, op: Any, requirements: Requirements | None = None) -> Legality:
        """The legality of the op instance ``op`` whose requirements are ``requirements``
        (default: ``requirements_of(op)``): ``legality_of`` them, and the target's numeric
        limits on what ``op`` fixes when they bound it (``bounds``)."""
        if requirements is None:
            requirements = self.requirements_of(op)
            if requirements is None:
                return LEGAL
        result = self.legality_of(requirements)
        return self.within_limits(op, result)

    def is_legal(self, op: Any) -> Legality:
        """Legality of an op (a runtime ``Operation``, a generated op class instance, or an
        operation or OpView of the MLIR Python bindings): what the op class's ``needs_of``
        says it needs, its own answers and its value types' needs under the dialect's rules.

        Ops the dialect does not define have no requirements here, so they are legal;
        a ``ConversionTarget`` decides about foreign dialects.
        """
        return self.legality(op)

    def within_limits(self, op: Any, legality: Legality) -> Legality:
        """``legality`` and the target's numeric ``limits`` on what ``op`` fixes, as the
        dialect's bounds measure it (odsgen.runtime.limits.LimitTable.within)."""
        if isinstance(op, OpView):
            op = op.operation
        if not self.bounds(op.name):
            return legality
        table = self.RULES.limits if self.RULES is not None else None
        assert table is not None and self.limits is not None  # (bounds)
        return table.within(as_operation(op), self.limits, legality, self.limits_of)


Callback = Callable[[object], object]


class ConversionTarget:
    """Which ops a conversion may leave in (or create in) the IR, as MLIR's ConversionTarget.

    Actions per op name take precedence over actions per dialect. An op with no
    action is unknown (``is_legal`` returns None). A dynamic callback returns a bool or
    a ``Legality``.
    """

    def __init__(self, env: TargetEnv | None = None, verifier: Verifier | None = None, package: Any = None) -> None:
        self.env = env
        # odsgen.runtime.verify.Verifier: the conversion driver refuses a rewrite that
        # creates an op failing it (a generated package's conversion_target gives its own).
        self.verifier = verifier
        # The generated package of the dialect, for patterns' typed builders (Rewriter.package).
        self.package: Any = package
        self._ops: dict[str, tuple[str, Callback | None]] = {}
        self._dialects: dict[str, tuple[str, Callback | None]] = {}

    @staticmethod
    def _name(op: Any) -> str:
        return op if isinstance(op, str) else getattr(op, "OPERATION_NAME", None) or op.name

    def _callback(self, fn: Callback | None) -> Callback:
        if fn is not None:
            return fn
        if self.env is None:
            raise ValueError("a dynamic legality without a callback needs a target environment")
        return self.env.is_legal

    def add_legal_op(self, *ops: Any) -> "ConversionTarget":
        for op in ops:
            self._ops[self._name(op)] = ("legal", None)
        return self

    def add_illegal_op(self, *ops: Any) -> "ConversionTarget":
        for op in ops:
            self._ops[self._name(op)] = ("illegal", None)
        return self

    def add_dynamically_legal_op(self, op: Any, fn: Callback | None = None) -> "ConversionTarget":
        self._ops[self._name(op)] = ("dynamic", self._callback(fn))
        return self

    def add_legal_dialect(self, *dialects: str) -> "ConversionTarget":
        for d in dialects:
            self._dialects[d] = ("legal", None)
        return self

    def add_illegal_dialect(self, *dialects: str) -> "ConversionTarget":
        for d in dialects:
            self._dialects[d] = ("illegal", None)
        return self

    def add_dynamically_legal_dialect(self, *dialects: str, fn: Callback | None = None) -> "ConversionTarget":
        """Ops of ``dialects`` are legal when ``fn(op)`` says so (default: the target env)."""
        cb = self._callback(fn)
        for d in dialects:
            self._dialects[d] = ("dynamic", cb)
        return self

    def legality(self, op: Any) -> Legality | None:
        """Legal, illegal (with reasons, when known) or None (unknown op)."""
        name = op.OPERATION_NAME if hasattr(op, "OPERATION_NAME") else op.name
        action = self._ops.get(name)
        if action is None:
            action = self._dialects.get(name.partition(".")[0])
        if action is None:
            return None
        what, fn = action
        if fn is None:  # a static action
            return LEGAL if what == "legal" else Legality(False)
        r = fn(op)
        return r if isinstance(r, Legality) else (LEGAL if r else Legality(False))

    def is_legal(self, op: Any) -> bool | None:
        r = self.legality(op)
        return None if r is None else bool(r)

    def is_illegal(self, op: Any) -> bool:
        return self.is_legal(op) is False

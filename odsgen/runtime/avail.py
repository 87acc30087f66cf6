"""Availability at run time: what generated packages use to answer their queries.

It re-exports the requirement algebra (odsgen.runtime.algebra: ``Shape``, ``AtLeast``,
``AtMost``, ``AllOfAnyOf``, ``Provenance``, ``Requirements``: a merged requirement per
dimension...) and ``Dimension`` (odsgen.runtime.dimension: one availability dimension of
a dialect, its shape, the enum it ranges over, and how its query answers: ``Version |
None``, a tuple of groups...), and adds the pieces generated code is built from:

- ``Merger``: merges contributions in spec order: the op's own requirements, its enum
  attributes' cases (integer enums by value, bit enums per set bit; an absent attribute
  adds nothing), and the ``TypeAvailableAt``/``AttrAvailableAt`` annotations whose
  constraint the value present matches.
- ``Answers``: the merged requirements of one op instance plus each dimension's answer
  (and every any-of group as contributed, before merging), computed once per distinct key and memoized by the op classes (odsgen.runtime.opview).
- ``enum_value``: the integer value of an enum attribute however the module spells it
  (``#spirv.scope<Device>``, ``#spirv.memory_semantics<Acquire|Volatile>``,
  ``3 : i32``, ``"Device"``).
"""

from __future__ import annotations

import enum
import sys
import types
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Self, TypeVar, cast

from odsgen.runtime.algebra import (
    AllOfAnyOf,
    AnyOf,
    AtLeast,
    AtMost,
    Case,
    Provenance,
    ProvenanceKind,
    Requirement,
    Requirements,
    Shape,
    canonical_provenance,
)
from odsgen.runtime.dimension import Dimension
from odsgen.source import Loc

__all__ = [
    "AllOfAnyOf",
    "AnyOf",
    "AtLeast",
    "AtMost",
    "Case",
    "Provenance",
    "ProvenanceKind",
    "Requirement",
    "Shape",
    "Loc",
    "Dimension",
    "Requirements",
    "Merger",
    "Answers",
    "Annotation",
    "provenance",
    "enum_value",
    "case_of",
    "case_requirements",
    "EnumCaseMixin",
    "attach_cases",
    "not_in_version",
    "at_least",
    "at_most",
    "any_of",
    "all_of",
    "owned",
]


def provenance(kind: str, name: str, loc: str | None = None) -> Provenance:
    """``provenance("op", "spirv.IAdd", "SPIRVBase.td:12:3")``: who asked, and where the spec says so."""
    return Provenance(_KINDS_BY_VALUE.get(kind) or ProvenanceKind(kind), name, Loc.parse(loc))


_KINDS_BY_VALUE = {k.value: k for k in ProvenanceKind}  # (ProvenanceKind(kind), without the enum's call)


def case_requirements(table: Mapping[int, Requirements], value: int, bit_enum: bool) -> list[Requirements]:
    """The requirements of an enum value: its case's (integer enum), or each set bit's case's."""
    if not bit_enum:
        r = table.get(value)
        return [] if r is None else [r]
    out = []
    bit = 1
    v = value
    while v:
        if v & 1:
            r = table.get(bit)
            if r is not None:
                out.append(r)
        v >>= 1
        bit <<= 1
    return out


class Annotation:
    """A ``TypeAvailableAt``/``AttrAvailableAt`` node of an argument's constraint: its
    requirements apply to a value present when ``applies(value)``."""

    __slots__ = ("applies", "requirements", "describe")

    def __init__(self, applies: Callable[[object], bool], requirements: Requirements, describe: str = "") -> None:
        self.applies = applies
        self.requirements = requirements
        self.describe = describe


class Merger:
    """Merges contributions per dimension, in the order they are added.

    Contributions are collected and merged once per dimension in ``finish``: the
    algebra's merges are associative and commutative, and one ``AllOfAnyOf`` built from
    every group canonicalizes once instead of once per contribution.
    """

    __slots__ = ("parts",)

    def __init__(self, own: Requirements | None = None) -> None:
        self.parts: dict[str, list[Requirement]] = {}
        if own is not None:
            self.add(own)

    def add(self, reqs: Requirements) -> None:
        parts = self.parts
        for name, req in reqs.by_dimension.items():
            lst = parts.get(name)
            if lst is None:
                parts[name] = [req]
            else:
                lst.append(req)

    def enum_case(self, enum_cls: type[EnumCaseMixin], attr: object, bits: bool = False) -> None:
        """An enum attribute: its case's requirements (integer enum) or those of the case of
        each set bit (``bits``: a bit enum); an absent attribute adds nothing."""
        if attr is None:
            return
        for r in _attr_requirements(enum_cls, attr, bits):
            self.add(r)

    def bit_enum_cases(self, enum_cls: type[EnumCaseMixin], attr: object) -> None:
        """A bit enum attribute: the requirements of the case of each set bit."""
        self.enum_case(enum_cls, attr, True)

    def annotation(self, ann: Annotation, value: object) -> None:
        """An annotated operand, result or attribute value (None: absent, adds nothing)."""
        if value is not None and ann.applies(value):
            self.add(ann.requirements)

    def annotation_each(self, ann: Annotation, values: Any) -> None:
        """Each value of a variadic operand or result (an iterable), checked on its own."""
        for v in values:
            if ann.applies(v):
                self.add(ann.requirements)
                return  # merging the same requirement again changes nothing

    @property
    def merged(self) -> dict[str, Requirement]:
        out: dict[str, Requirement] = {}
        for name, lst in self.parts.items():
            if isinstance(lst[0], AllOfAnyOf):
                out[name] = lst[0] if len(lst) == 1 else AllOfAnyOf(tuple(g for r in lst for g in r.groups))
            else:
                acc = lst[0]
                for r in lst[1:]:
                    acc = acc.merge(cast(Any, r))  # a dimension's parts share its shape
                out[name] = acc
        return out

    def finish(self, dimensions: tuple[Dimension, ...]) -> "Answers":
        """The merged requirements and every dimension's answer.

        Different instances often bring the same contributions (enum cases without
        requirements add none), so the result is memoized on the identity of the
        contributions (long-lived objects of the generated tables; the memo keeps them
        alive, so an identity is never reused while cached).
        """
        key = (id(dimensions),) + tuple((name, *map(id, lst)) for name, lst in self.parts.items())
        hit = _FINISH_MEMO.get(key)
        if hit is not None and hit[0] is dimensions:
            return hit[2]
        reqs = Requirements({k: v for k, v in self.merged.items() if not v.is_identity})
        groups = tuple(
            (name, g) for name, lst in self.parts.items() for r in lst if isinstance(r, AllOfAnyOf) for g in r.groups
        )
        answers = Answers(reqs, tuple(d.answer(reqs.by_dimension.get(d.name)) for d in dimensions), groups, dimensions)
        if len(_FINISH_MEMO) >= 1 << 16:
            _FINISH_MEMO.clear()
        _FINISH_MEMO[key] = (dimensions, tuple(self.parts.values()), answers)
        return answers


_FINISH_MEMO: dict[tuple[object, ...], tuple[tuple[Dimension, ...], tuple[list[Requirement], ...], Answers]] = {}


def _attr_requirements(enum_cls: type[EnumCaseMixin], attr: object, bits: bool) -> tuple[Requirements, ...]:
    """The case requirements an enum attribute brings, memoized per enum and attribute."""
    memo: dict[object, tuple[Requirements, ...]] | None = enum_cls.__dict__.get("_odsgen_attr_memo")
    if memo is None:
        memo = {}
        enum_cls._odsgen_attr_memo = memo
    try:
        return memo[attr]
    except KeyError:
        pass
    except TypeError:
        memo = None
    value = enum_value(enum_cls, attr)
    out = () if value is None else tuple(case_requirements(enum_cls._odsgen_case_requirements(), value, bits))
    if memo is not None and len(memo) < 4096:
        memo[attr] = out
    return out


def case_table(enum_cls: Any) -> dict[int, Requirements]:
    """{case value: its requirements} of a generated enum class (for other IRs' adapters)."""
    table: dict[int, Requirements] = enum_cls._odsgen_case_requirements()
    return table


def cases_by_spelling(enum_cls: Any) -> dict[str, int]:
    """{textual spelling: case value} of a generated enum class."""
    table: dict[str, int] = enum_cls._odsgen_by_str()
    return table


class Answers:
    """An op instance's merged requirements and the answer of each dimension's query.

    ``groups`` keeps every any-of group as contributed (the op's own, each enum case's,
    each annotation's), as ``(dimension, AnyOf)`` pairs: merging drops a group that a
    stricter one implies, but a deduction that picks the first allowed member of each
    group, as upstream SPIR-V's ``--spirv-update-vce`` does, picks from all of them."""

    __slots__ = ("requirements", "values", "groups", "dimensions")

    def __init__(
        self,
        requirements: Requirements,
        values: tuple[Any, ...],
        groups: tuple[tuple[str, AnyOf], ...] = (),
        dimensions: tuple[Dimension, ...] = (),
    ) -> None:  # one answer type per dimension
        self.requirements = requirements
        self.values = values
        self.groups = groups
        self.dimensions = dimensions  # what ``values`` answer, in order: their fields' names

    def __getattr__(self, name: str) -> Any:
        """Each dimension's answer by its field name, the query's name without ``get_``
        (``answers.min_version``: what ``get_min_version()`` answers)."""
        for position, dim in enumerate(object.__getattribute__(self, "dimensions")):
            if answer_field(dim) == name:
                return self.values[position]
        raise AttributeError(f"'Answers' has no field '{name}'")

    def __repr__(self) -> str:
        fields = ", ".join(f"{answer_field(d)}={v!s}" for d, v in zip(self.dimensions, self.values))
        return f"Answers({fields})" if fields else f"Answers({self.requirements.to_json()!r})"


def answer_field(dim: Dimension) -> str:
    """The field of ``Answers`` holding a dimension's answer: its query's name without ``get_``."""
    method = dim.method or dim.name
    return method[4:] if method.startswith("get_") and len(method) > 4 else method


# --------------------------------------------------------------------------- enum attributes


def enum_value(enum_cls: type[EnumCaseMixin], attr: object) -> int | None:
    """The integer value of an enum attribute, or None when it is not one of ``enum_cls``.

    Accepts an integer attribute (``2 : i32``), a dialect attribute whose body names
    the case or, for a bit enum, the cases joined by ``|`` (``#spirv.scope<Device>``,
    ``#spirv.memory_semantics<Acquire|Volatile>``, the opaque ``#tosa<mode FOO>``), a
    string attribute naming the case, or an int or a case of ``enum_cls`` (``case_of``: a
    case of another enum is not one).
    """
    if isinstance(attr, enum.Enum):
        case = case_of(attr, cast("type[enum.Enum]", enum_cls))
        return None if case is None else int(case.value)
    if isinstance(attr, int):
        return attr
    value = getattr(attr, "value", None)
    if isinstance(value, int):
        value = int(value)
        width = getattr(getattr(attr, "type", None), "width", None)
        if value < 0 and isinstance(width, int):
            value &= (1 << width) - 1  # IntegerAttr keeps values signed, as MLIR prints them
        return value
    body = getattr(attr, "body", None)
    if body is None and isinstance(value, str):
        body = value
    if not isinstance(body, str):
        return None
    by_str = enum_cls._odsgen_by_str()
    text = body.strip()
    hit = by_str.get(text)
    if hit is not None:
        return hit
    if getattr(attr, "name", None) == "" and " " in text:
        # The opaque form names the attribute first: #tosa<rounding_mode SINGLE_ROUND>.
        text = text.split(None, 1)[1].strip()
        hit = by_str.get(text)
        if hit is not None:
            return hit
    total = 0
    for part in text.replace(",", "|").split("|"):
        v = by_str.get(part.strip().strip('"'))
        if v is None:
            return None
        total |= v
    return total


def case_of(value: enum.Enum, enum_cls: type[enum.Enum]) -> enum.Enum | None:
    """``value`` as a case of ``enum_cls``: itself when it is one; the case of the same
    value when ``value`` is of another copy of that enum (the same name and cases: the
    package ``odsgen gen`` wrote, imported beside the one generated into odsgen's cache);
    else None (a case of another enum, though its value or spelling be one of these)."""
    if isinstance(value, enum_cls):
        return value
    other = type(value)
    if other.__name__ != enum_cls.__name__ or _cases(other) != _cases(enum_cls):
        return None
    return enum_cls(value.value)


def _cases(enum_cls: type[enum.Enum]) -> dict[str, object]:
    return {name: m.value for name, m in enum_cls.__members__.items()}


# --------------------------------------------------------------------------- generated enums


class EnumCaseMixin:
    """Mixed into every generated enum: each case's spelling and availability.

    ``attach_cases`` fills the class-level tables after the class is built (an enum's
    class body can only hold its cases).
    """

    __slots__ = ()
    _odsgen_table: dict[int, Requirements] = {}
    # (the table as ``attach_cases`` got it: built on first use, most enums' tables are never read)
    _odsgen_make_table: Callable[[], Mapping[int, Requirements]] | None = None
    _odsgen_strs: dict[str, int] = {}
    _odsgen_spellings: dict[str, str] = {}
    _odsgen_bits: bool = False
    if TYPE_CHECKING:  # what the enum class it is mixed into provides
        name: str
        value: int
        __members__: ClassVar[Mapping[str, EnumCaseMixin]]
        _odsgen_attr_memo: ClassVar[dict[object, tuple[Requirements, ...]]]

        def __init__(self, value: int) -> None: ...

        def __int__(self) -> int: ...

    @classmethod
    def _odsgen_case_requirements(cls) -> dict[int, Requirements]:
        make = cls._odsgen_make_table
        if make is not None:
            cls._odsgen_table = dict(make())
            cls._odsgen_make_table = None
        return cls._odsgen_table

    @classmethod
    def _odsgen_by_str(cls) -> dict[str, int]:
        return cls._odsgen_strs

    @classmethod
    def from_spelling(cls, text: str) -> Self:
        """The case spelled ``text`` in the textual form (``"v1.3"`` -> ``Version.V_1_3``)."""
        value = cls._odsgen_strs.get(text)
        if value is None:
            raise ValueError(f"{text!r} is not a case of {cls.__name__}")
        return cls(value)

    @classmethod
    def of_attr(cls, attr: object) -> Self | None:
        """The case an enum attribute holds (None when the attribute is absent)."""
        if attr is None:
            return None
        value = enum_value(cls, attr)
        if value is None:
            raise ValueError(f"{attr} is not a {cls.__name__} attribute")
        return cls(value)

    @property
    def spelling(self) -> str:
        """How the textual form spells this case (``Version.V_1_3.spelling == "v1.3"``)."""
        return self._odsgen_spellings.get(self.name, self.name)

    def __str__(self) -> str:
        """The case's spelling (``str(Version.V_1_3) == "v1.3"``); ``int(case)`` is its value.
        A bit enum value of several cases is their spellings joined by ``|``, a bit that no
        case defines by its value, as Python's repr shows it (``Acquire|1073741824``; MLIR's
        own printer asserts on such bits)."""
        cls = type(self)
        name = self.name
        if cls._odsgen_bits and name not in cls.__members__:
            spellings = cls._odsgen_spellings
            spelled = []
            for bit in _bits(int(self)):
                # Only a case of its own: the value map keeps each value made so far, an
                # undefined bit's too (as a case without a name).
                m = cls._value2member_map_.get(bit)  # type: ignore[attr-defined]
                spelled.append(spellings[m.name] if m is not None and m.name in spellings else str(bit))
            return "|".join(spelled) or "0"
        return self._odsgen_spellings.get(name, name)

    def __format__(self, spec: str) -> str:
        """``f"{case}"`` is ``str(case)``; a format spec formats the value (``f"{case:d}"``)."""
        return str(self) if not spec else format(int(self), spec)

    def requirements(self) -> Requirements:
        """Where this case is available: its requirements per dimension (for a bit enum
        value, those of every set bit's case)."""
        parts = case_requirements(self._odsgen_case_requirements(), int(self.value), self._odsgen_bits)
        if len(parts) == 1:
            return parts[0]
        m = Merger()
        for r in parts:
            m.add(r)
        return Requirements({k: v for k, v in m.merged.items() if not v.is_identity})


def not_in_version(module: str, name: str, missing: Mapping[str, str]) -> Exception:
    """What a per-version module's ``__getattr__`` raises for ``name``: for an op the
    version lacks, ``'OldPadOp' is not in 'trt.v3': removed after V2`` as an ImportError
    under ``from trt.v3 import OldPadOp`` and an AttributeError otherwise (``hasattr`` and
    ``getattr(m, name, default)`` keep working); else the usual AttributeError."""
    why = missing.get(name)
    if why is None:
        return AttributeError(f"module {module!r} has no attribute {name!r}", name=name)
    message = f"'{name}' is not in '{module}': {why}"
    if _importing_from(sys._getframe(2)):
        return ImportError(message, name=module)
    return AttributeError(message, name=name)


def _importing_from(frame: types.FrameType | None) -> bool:
    """Whether ``frame`` is running ``from M import NAME`` (its current instruction is
    IMPORT_FROM); False when that cannot be told."""
    import dis

    try:
        code = frame.f_code.co_code if frame is not None else b""
        return frame is not None and code[frame.f_lasti] == dis.opmap["IMPORT_FROM"]
    except (AttributeError, IndexError, KeyError):
        return False


def _bits(value: int) -> list[int]:
    out = []
    bit = 1
    while bit <= value:
        if value & bit:
            out.append(bit)
        bit <<= 1
    return out


def attach_cases(
    enum_cls: type[EnumCaseMixin],
    spellings: Mapping[str, str],
    table: Mapping[int, Requirements] | Callable[[], Mapping[int, Requirements]],
    bits: bool = False,
) -> None:
    """Give a generated enum its case spellings and the requirements of its cases by value.

    ``spellings`` maps a case (member name) to its textual form where the two differ.
    ``table`` may be a function giving the table (generated packages pass a ``lambda``):
    it is called on first use, so importing a package builds no table it does not read.
    """
    strs: dict[str, int] = {}
    names: dict[str, str] = {}
    unknown = set(spellings) - set(enum_cls.__members__)
    if unknown:
        raise ValueError(f"{enum_cls.__name__}: no cases {sorted(unknown)}")
    for name, member in enum_cls.__members__.items():
        text = spellings.get(name, name)
        strs.setdefault(text, int(member.value))
        names[name] = text
    enum_cls._odsgen_strs = strs
    enum_cls._odsgen_spellings = names
    if callable(table):
        enum_cls._odsgen_make_table = table
    else:
        enum_cls._odsgen_table = dict(table)
        enum_cls._odsgen_make_table = None
    enum_cls._odsgen_bits = bits


# --------------------------------------------------------------------------- constructors for generated code


# The requirements of generated op classes, spelled as calls that read like the spec:
# ``at_least(Version.V_1, at="example.td:45:22")`` (the op's own: the op fills in its
# name), ``at_least(Version.V_2, attribute="example.a::attr", at="example.td:47:5")``.
# The cases are the generated enums' members; ``symbol=`` gives the spec's symbol where
# the member's name differs from it.

_OWNER = ""  # the provenance name of an op's own requirement, until ``owned`` names the op


_KINDS = ("operand", "attribute", "result", "enum_case")


def _by(at: str | None, named: Mapping[str, str], by: Iterable[Provenance]) -> tuple[Provenance, ...]:
    """The provenance a constructor's keywords give: ``KIND=NAME`` (``operand``,
    ``attribute``, ``result``, ``enum_case``; none: the op itself) at ``at``, then ``by``."""
    if len(named) > 1 or any(k not in _KINDS for k in named):
        raise TypeError(f"one of {', '.join(k + '=' for k in _KINDS)} at most, not {sorted(named)}")
    kind, name = next(iter(named.items())) if named else ("op", _OWNER)
    first = () if (at is None and not named) else (provenance(kind.replace("_", "-"), name, at),)
    return first + tuple(by)


def _case(member: enum.Enum | Case, symbol: str | None) -> Case:
    if isinstance(member, Case):
        return member
    # (one Case per member and symbol: a package's tables name the same cases thousands of times)
    key = (type(member), member.name, symbol)
    case = _CASES.get(key)
    if case is None:
        name = member.name if symbol is None else symbol
        case = _CASES[key] = Case(name, int(member.value), f"{type(member).__name__}.{member.name}")
    return case


_CASES: dict[tuple[type, str, str | None], Case] = {}


def at_least(
    case: enum.Enum | Case,
    *,
    at: str | None = None,
    by: Iterable[Provenance] = (),
    symbol: str | None = None,
    **named: str,
) -> AtLeast:
    """A lower bound ``case`` asked for by the op (or the ``operand=``/``attribute=``/
    ``result=``/``enum_case=`` named) at ``at`` (``file:line:col``); ``by`` adds further
    provenance; ``symbol`` is the spec's symbol where the member is named otherwise."""
    return AtLeast(_case(case, symbol), _by(at, named, by))


def at_most(
    case: enum.Enum | Case,
    *,
    at: str | None = None,
    by: Iterable[Provenance] = (),
    symbol: str | None = None,
    **named: str,
) -> AtMost:
    """An upper bound; as ``at_least``."""
    return AtMost(_case(case, symbol), _by(at, named, by))


def any_of(
    *cases: enum.Enum | Case,
    at: str | None = None,
    by: Iterable[Provenance] = (),
    symbols: Mapping[enum.Enum | Case, str] | None = None,
    **named: str,
) -> AnyOf:
    """One any-of group; as ``at_least``. ``symbols``: the spec's symbols where they differ from the members' names."""
    return AnyOf(tuple(_case(c, (symbols or {}).get(c)) for c in cases), _by(at, named, by))


def all_of(*groups: AnyOf) -> AllOfAnyOf:
    """Every group needs one of its cases."""
    return AllOfAnyOf(tuple(groups))


_C = TypeVar("_C")


def _canonical(cls: type[_C], **fields: Any) -> _C:
    """A frozen requirement of ``cls`` whose ``fields`` are already in canonical form (its
    ``__post_init__`` would leave them as they are), made without running it again. Only
    provenance goes through ``canonical_provenance``."""
    obj = object.__new__(cls)
    for key, value in fields.items():
        object.__setattr__(obj, key, canonical_provenance(value) if key == "provenance" else value)
    return obj


def owned(reqs: Requirements, owner: str) -> Requirements:
    """``reqs`` with the op's own provenance named ``owner`` (ops asking the same share one
    ``Requirements``, which leaves the op's name out)."""

    def name(ps: tuple[Provenance, ...]) -> tuple[Provenance, ...]:
        return tuple(
            Provenance(p.kind, owner, p.loc) if p.kind is ProvenanceKind.OP and p.name == _OWNER else p for p in ps
        )

    out: dict[str, Requirement] = {}
    for dim, req in reqs.items():
        if isinstance(req, AllOfAnyOf):
            # (the groups keep their cases, so their folding and order: each is renamed in place
            # of a new one canonicalized again; of its thousands at a package's import)
            groups = tuple(_canonical(AnyOf, cases=g.cases, provenance=name(g.provenance)) for g in req.groups)
            out[dim] = _canonical(AllOfAnyOf, groups=groups)
        elif isinstance(req, (AtLeast, AtMost)):
            out[dim] = type(req)(req.case, name(req.provenance))
        else:
            out[dim] = req
    return Requirements(out)


def cases_available_at(
    version: enum.IntEnum, enums: Iterable[type[enum.Enum]]
) -> dict[type[enum.Enum], tuple[EnumCaseMixin, ...]]:
    """{enum class: the cases whose own version bounds allow ``version``}, for per-version modules.

    A case with no requirement on ``version``'s enum is available at every version.
    """
    vvalue = int(version)
    vsymbols = set(type(version).__members__)
    out: dict[type[enum.Enum], tuple[EnumCaseMixin, ...]] = {}
    for e in enums:
        cases = cast("type[EnumCaseMixin]", e)  # ENUMS: the generated enums, each with the mixin
        table = cases._odsgen_case_requirements()
        keep = []
        seen = set()
        for member in cases.__members__.values():
            if member in seen:
                continue
            seen.add(member)
            ok = True
            for r in case_requirements(table, int(member), cases._odsgen_bits):
                for req in r.by_dimension.values():
                    if (
                        isinstance(req, (AtLeast, AtMost))
                        and req.case.symbol in vsymbols
                        and not req.satisfied_by(vvalue)
                    ):
                        ok = False
            if ok:
                keep.append(member)
        out[e] = tuple(keep)
    return out

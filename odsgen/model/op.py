"""The model's op wrapper: ``Op`` and what it carries, as MLIR's ``mlir/TableGen/Operator.h``
wraps an op's records for every emitter.

``odsgen.model.build`` reads each op's records once (its ``arguments`` and ``results``
dags, regions, successors, traits, availability) into these frozen values; the verifier
data (odsgen.model.verify), the type rules and the emitters read them and never a record.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from odsgen.runtime import algebra as AL
from odsgen.model.constraints import Arity
from odsgen.runtime.matchers import Available, Matcher
from odsgen.source import Loc

__all__ = [
    "AvailInstance",
    "Argument",
    "ArgAnnotation",
    "ArgInfo",
    "OpArgs",
    "Region",
    "Successor",
    "Trait",
    "Op",
]


@dataclass(frozen=True, slots=True)
class AvailInstance:
    """One Availability def attached somewhere: its dimension and requirement."""

    record: str
    dimension: str
    requirement: object  # an algebra requirement (AtLeast, AtMost, AllOfAnyOf) or None
    loc: Loc | None


@dataclass(frozen=True, slots=True)
class Argument:
    """An operand, attribute or result of an op, as its def names it."""

    kind: str  # "operand", "attribute", "result"
    name: str
    constraint: str  # def name of the (outermost) constraint record
    optional: bool
    variadic: bool
    default: str | None
    enum: str | None  # enum def name for enum attributes
    summary: str


@dataclass(frozen=True, slots=True)
class ArgAnnotation:
    """One availability node of an argument's matcher tree, with its requirements."""

    path: tuple[str, ...]
    node: Available  # the node; node.inner is the wrapped constraint
    availability: tuple[AvailInstance, ...]
    source: str  # the def name of the TypeAvailableAt/AttrAvailableAt record


@dataclass(frozen=True, slots=True)
class ArgInfo:
    """An argument's constraint as matchers: its place, arity, structural matcher and
    availability annotations (for the emitters), and its verification (for the verifier)."""

    kind: str  # "operand", "attribute", "result"
    name: str
    position: int  # index in (ins ...) or (outs ...)
    index: int  # index among the arguments of its kind (operand #, attribute #, result #)
    arity: Arity  # SINGLE for attributes
    optional: bool  # absent allowed (optional operand/result, optional or default-valued attribute)
    matcher: Matcher
    annotations: tuple[ArgAnnotation, ...]
    constraint: str  # def name of the constraint record
    summary: str
    # The verifier's view: the matcher of the whole predicate, what it leaves out ('' when
    # exact), whether an attribute must be present, a VariadicOfVariadic's segment attribute.
    check: Matcher | None = None
    unchecked: str = ""
    required: bool = False
    segments: str = ""
    constraint_name: str = ""  # a readable name of the constraint (annotations.constraint_name)


@dataclass(frozen=True, slots=True)
class OpArgs:
    ins: tuple[ArgInfo, ...]  # operands and attributes in (ins ...) order
    outs: tuple[ArgInfo, ...]

    @property
    def operands(self) -> tuple[ArgInfo, ...]:
        return tuple(a for a in self.ins if a.kind == "operand")

    @property
    def attributes(self) -> tuple[ArgInfo, ...]:
        return tuple(a for a in self.ins if a.kind == "attribute")

    @property
    def results(self) -> tuple[ArgInfo, ...]:
        return self.outs


@dataclass(frozen=True, slots=True)
class Region:
    name: str
    variadic: bool
    summary: str | None
    predicate: str | None  # its C++ predicate without outer parentheses; None: no constraint record


@dataclass(frozen=True, slots=True)
class Successor:
    name: str
    variadic: bool
    record: str | None
    summary: str | None
    predicate: str | None


@dataclass(frozen=True, slots=True)
class Trait:
    """One trait of the op (TraitLists flattened), with the fields the verifier reads."""

    name: str  # def name
    classes: frozenset[str]
    summary: str | None
    cpp: str | None  # `trait`: the C++ trait class
    predicate: str  # C++ predicate without outer parentheses ('' when unset)
    values: tuple[str, ...]  # AllMatchSameOperatorTrait's values
    lhs: str | None  # TypesMatchWith's
    rhs: str | None
    transformer: str
    interface: str | None  # cppInterfaceName
    verify: str  # an interface's verify code


@dataclass(frozen=True, slots=True)
class Op:
    name: str  # dialect-qualified: "spirv.IAdd"
    record: str
    cpp_class: str
    dialect: str  # dialect name
    summary: str
    description: str
    operands: tuple[Argument, ...]
    attributes: tuple[Argument, ...]
    results: tuple[Argument, ...]
    availability: tuple[AvailInstance, ...]
    loc: Loc | None
    # False: the cases of its enum attributes add nothing (an OpAvailabilityOverride
    # with enumAttributes = 0: availability written by hand that does not read them).
    enum_attributes: bool = True
    args: OpArgs = OpArgs((), ())  # the arguments as matchers, in spec order
    regions: tuple[Region, ...] = ()
    successors: tuple[Successor, ...] = ()
    traits: tuple[Trait, ...] = ()
    has_verifier: bool = False
    has_region_verifier: bool = False

    def requirements(self, model: Any) -> dict[str, AL.Requirement]:
        """Its own requirements per dimension (``model``: its odsgen.model.build.Model)."""
        return model.merge(self.availability)

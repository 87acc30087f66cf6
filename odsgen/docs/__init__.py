"""Documentation and version diffs generated from specs (`odsgen docs`, `odsgen diff`).

Both work on a *view* of the model: per op its static requirements, its arguments with
their constraint descriptions and availability annotations (TypeAvailableAt /
AttrAvailableAt), and the enum cases with theirs. "Available at version V" considers
the version dimensions (MinVersion/MaxVersion-like: a lower or an upper bound over the
spec's version enum); other dimensions (extensions, capabilities) are shown, not
decided, since a version alone does not say which of them a target enables.

What an instance may need beyond the op's own requirements (its enum attributes' cases,
its annotated values) is ``odsgen.model.report.conditional_requirements``, the list
``odsgen avail`` prints, so the docs and avail agree.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from odsgen.runtime import algebra as AL
from odsgen.model.build import Enum, Model, Op


@dataclass(frozen=True, slots=True)
class Requirement:
    dimension: str
    text: str  # human wording: "V_2", "one of (A, B) and C"
    value: object  # the algebra value


@dataclass(frozen=True, slots=True)
class AnnotationView:
    what: str  # "f32", the constraint the annotation wraps
    requirements: tuple[Requirement, ...]
    raw: tuple  # AvailInstances


@dataclass(frozen=True, slots=True)
class CaseView:
    """An enum attribute's case that needs something (``mode = stochastic``: V_2)."""

    spelling: str  # as modules spell it (EnumCase.spelling)
    symbol: str
    requirements: tuple[Requirement, ...]


@dataclass(frozen=True, slots=True)
class ArgView:
    kind: str
    name: str
    constraint: str
    optional: bool
    variadic: bool
    annotations: tuple[AnnotationView, ...]
    default: str | None = None  # a default-valued attribute's default, as the spec writes it
    default_requirements: tuple[Requirement, ...] = ()  # those of the enum case it names
    cases: tuple[CaseView, ...] = ()  # an enum attribute's cases that need something (avail's conditionals)

    @property
    def label(self) -> str:
        """ "variadic", "default" (the value is ``default``), "optional" or "": a variadic is
        optional already, and a default-valued attribute is optional by its default."""
        if self.variadic:
            return "variadic"
        if self.default is not None:
            return "default"
        return "optional" if self.optional else ""


@dataclass(frozen=True, slots=True)
class OpView:
    op: Op
    requirements: tuple[Requirement, ...]
    args: tuple[ArgView, ...]


@dataclass
class DialectView:
    name: str
    summary: str
    ops: list[OpView] = field(default_factory=list)
    enums: list[Enum] = field(default_factory=list)


# Matcher descriptions name the availability records; the docs show requirements instead.
_AVAIL_NOTE = re.compile(r" \(available at \[[^\]]*\]\)")


def describe(model: Model, dimension: str, req) -> str:
    """A requirement in words, as ``odsgen avail`` and the checks say it
    (odsgen.model.report.requirement_words): a version as modules and targets spell it
    (``v1.3``, the case's string), groups of case symbols."""
    from odsgen.model.report import requirement_words

    j = req.to_json()
    return "" if j is None or j == [] else requirement_words(model, dimension, j)


def _reqs(model: Model, instances) -> tuple[Requirement, ...]:
    return _merged(model, model.merge(instances))


def _merged(model: Model, merged: dict[str, AL.Requirement]) -> tuple[Requirement, ...]:
    out = []
    for dim, req in merged.items():
        text = describe(model, dim, req)
        if text:
            out.append(Requirement(dim, text, req))
    return tuple(out)


class Views:
    """The views of one model, built once."""

    def __init__(self, model: Model) -> None:
        self.model = model
        self.version_enum, self.version_dims = self._version_axis()

    def _version_axis(self) -> tuple[Enum | None, tuple[str, ...]]:
        """The version enum and the dimensions bounding it (MinVersion/MaxVersion-like)."""
        dims = [d for d in self.model.dimensions.values() if d.shape is not None and d.shape.ordered and d.enum]
        if not dims:
            return None, ()
        enum = self.model.enums.get(dims[0].enum)
        return enum, tuple(d.name for d in dims if d.enum == dims[0].enum)

    def versions(self) -> list[str]:
        """The versions in order, each as modules and targets spell it (``EnumCase.spelling``:
        ``v1.3``; the symbol when the case has no string), as every message spells them."""
        if self.version_enum is None:
            return []
        return [c.spelling for c in sorted(self.version_enum.cases, key=lambda c: c.value)]

    def spelling_of(self, version: str) -> str:
        """``version`` (a symbol or a spelling) as ``versions`` spells it."""
        case = self.case_of(version)
        return case.spelling if case is not None else version

    def case_of(self, name: str):
        """A version case by symbol or by its string (V_1_3 or v1.3)."""
        if self.version_enum is None:
            return None
        for c in self.version_enum.cases:
            if name in (c.symbol, c.str):
                return c
        return None

    def available_at(self, requirements, version: str) -> bool:
        """Whether the version dimensions of ``requirements`` admit ``version``."""
        case = self.case_of(version)
        for r in requirements:
            if r.dimension in self.version_dims and not r.value.satisfied_by(AL.Case(case.symbol, case.value)):
                return False
        return True

    def op_view(self, op: Op) -> OpView:
        from odsgen.model.report import conditional_requirements

        args = []
        info = op.args
        by_name = {(a.kind, a.name): a for a in op.operands + op.attributes + op.results}
        cases: dict[tuple[str, str], list[CaseView]] = {}
        for c in conditional_requirements(self.model, op):
            reqs = _merged(self.model, c.requirements)
            if c.case is not None and reqs:
                cases.setdefault((c.on, c.name), []).append(CaseView(c.spelling or c.case, c.case, reqs))
        for a in info.ins + info.outs:
            m = by_name.get((a.kind, a.name))
            anns = tuple(
                AnnotationView(ann.node.inner.describe(), _reqs(self.model, ann.availability), ann.availability)
                for ann in a.annotations
            )
            default = m.default if m else None
            args.append(
                ArgView(
                    a.kind,
                    a.name,
                    _AVAIL_NOTE.sub("", a.matcher.describe()) if a.matcher is not None else a.constraint,
                    a.optional,
                    bool(m.variadic) if m else False,
                    anns,
                    default,
                    self._default_requirements(m) if default is not None else (),
                    tuple(cases.get((a.kind, a.name), ())),
                )
            )
        return OpView(op, _reqs(self.model, op.availability), tuple(args))

    def _default_requirements(self, arg) -> tuple[Requirement, ...]:
        """The requirements of the enum case an attribute's default names (`::ns::Mode::fast`)."""
        enum = self.model.enums.get(arg.enum) if arg.enum else None
        if enum is None:
            return ()
        tail = arg.default.strip().rsplit("::", 1)[-1]
        case = next((c for c in enum.cases if tail in (c.symbol, c.str)), None)
        return self.case_requirements(case) if case is not None else ()

    def cell(self, o: OpView, version: str) -> str:
        """A matrix cell: "no" (the op's version bounds exclude ``version``), "yes", or "cond"
        with marks: "E" when the op needs an extension/capability (a non-version dimension),
        "A" when some operand/result type or attribute, an enum attribute's case or an
        attribute's default needs more than the op at ``version`` (a later or earlier
        version, or another dimension)."""
        if not self.available_at(o.requirements, version):
            return "no"
        marks = ""
        if any(r.dimension not in self.version_dims for r in o.requirements):
            marks += "E"
        arg_reqs = [ann.requirements for a in o.args for ann in a.annotations]
        arg_reqs += [a.default_requirements for a in o.args if a.default_requirements]
        arg_reqs += [c.requirements for a in o.args for c in a.cases]
        if any(
            not self.available_at(rs, version) or any(r.dimension not in self.version_dims for r in rs)
            for rs in arg_reqs
        ):
            marks += "A"
        return marks or "yes"

    def dialects(self) -> list[DialectView]:
        out: dict[str, DialectView] = {}
        for op in self.model.ops:
            d = out.get(op.dialect)
            if d is None:
                summary = next((x.summary for x in self.model.dialects.values() if x.name == op.dialect), "")
                d = out[op.dialect] = DialectView(op.dialect, summary)
            d.ops.append(self.op_view(op))
        enums = [e for e in self.model.enums.values() if any(c.availability for c in e.cases)]
        for d in out.values():
            d.enums = enums
        return list(out.values())

    def case_requirements(self, case) -> tuple[Requirement, ...]:
        return _reqs(self.model, case.availability)

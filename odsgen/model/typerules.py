"""Read a spec's dialect-wide rules (odsgen/typerules.td) into odsgen.runtime.typerules data.

``read_dialect_rules`` (called by odsgen.model.build, in the model's one pass over the
records; the result is ``Model.rules``) turns the records of ``TypeRules``,
``TypeParameterAvailability``, ``VersionImplies`` and ``EnabledCaseAvailability`` defs
into a ``DialectRules``: matcher trees as the constraint reader gives them,
availability instances become requirements of the
algebra (through the model's own builder), enum cases become their spellings. It also
records the order in which the spec lists each any-of group, for deductions that pick
the first allowed member as upstream's code does. Ops are known by the model's ``Op``
fields. ``build_dialect_rules(model, locate)`` gives ``Model.rules`` with its locations
as generated code writes them.
"""

from __future__ import annotations

import re

from odsgen.runtime import algebra as AL
from odsgen.diagnostics import Diagnostic, OdsgenError, Severity
from odsgen.model import constraints as C
from odsgen.model.limits import read_limits, relocated_limits
from odsgen.records.record import Record
from odsgen.source import Loc
from odsgen.records.values import DefRef
from odsgen.runtime.typerules import Condition, DialectRules, ParamRule, RuleSet, TypeRule
from odsgen.runtime import matchers as mt
from odsgen.runtime.matchers import AttrSpelled
from odsgen.runtime.constants import ConstantRule, IsolatedRule
from odsgen.runtime.typesupport import SupportRow, SupportTable

__all__ = ["build_dialect_rules", "read_dialect_rules"]

_TOKEN = re.compile(r"(?:::|\.)(\w+)")
_VALUE = re.compile(r"(?:operand|result) #\d+")


def _loc(rec: Record):
    return rec.locs[0] if rec.locs else None


def _recs(rec: Record, name: str) -> tuple[Record, ...]:
    return tuple(rec.get_defs(name) or ())


def _as_written(loc: Loc | None) -> str | None:
    return None if loc is None else loc.text()


def _enum_cases(matcher, rec: Record):
    """A condition's dialect enum attribute (``EnumAttr``, ``#spirv.execution_mode<LocalSize>``)
    names its cases: only those match (not every case of the attribute's mnemonic)."""
    info = rec.get_def("enum")
    if not isinstance(matcher, mt.DialectAttrOf) or info is None or "BitEnumBase" in info.class_names():
        return matcher
    cases = info.get_defs("enumerants") or ()
    if not cases or rec.get_str("assemblyFormat", None) != "`<` $value `>`":
        return matcher
    return mt.DialectAttrOf(matcher.dialect, matcher.name, tuple(c.get_str("str") for c in cases))


class _Reader:
    def __init__(self, model, keeper, builder) -> None:
        # ``model``: the odsgen.model.build.Model being built (its enums and ops read);
        # ``builder``: its builder, whose availability reader turns Availability records
        # into requirements (its dimensions not recorded in the model's).
        self.model = model
        self.keeper = keeper
        self.constraints = C.ConstraintReader()
        self.builder = builder
        self.scratch: dict = {}
        self.case_enum: dict[str, object] = {}
        self.case_model: dict[str, object] = {}
        for en in model.enums.values():
            for c in en.cases:
                self.case_enum.setdefault(c.record, en)
                self.case_model.setdefault(c.record, c)
        self.dialects = tuple(sorted({op.dialect for op in model.ops if op.dialect}))

    def cls(self, name: str):
        return self.keeper.classes.get(name)

    def defs_of(self, class_name: str) -> list[Record]:
        c = self.cls(class_name)
        if c is None:
            return []
        return list(self.keeper.derived_defs(c))

    def check_dialect(self, rec: Record) -> str:
        d = rec.get_str("dialect")
        if self.dialects and d not in self.dialects:
            raise OdsgenError(
                Diagnostic(
                    _loc(rec),
                    Severity.ERROR,
                    f"'{rec.name_str()}' is for dialect '{d}', but the spec defines "
                    + ", ".join(f"'{x}'" for x in self.dialects),
                )
            )
        return d

    def spelling(self, case: Record) -> str:
        s = case.get_str("str")
        return s or case.get_str("symbol") or case.name_str()

    def case_reqs(self, case: Record, dims: tuple[str, ...]) -> dict:
        mc = self.case_model.get(case.name_str())
        if mc is not None:
            merged = self.model.merge(mc.availability)
        else:  # a case of no enum the model knows (an overlay's own): read its availability
            sym = case.get_str("symbol") or case.name_str()
            merged = self.model.merge(
                self.builder.availability_list(case, AL.ProvenanceKind.ENUM_CASE, sym, self.scratch)
            )
        return {d: r for d, r in merged.items() if r is not None and not r.is_identity and (not dims or d in dims)}

    # -- TypeRules

    def rule_set(self, rec: Record) -> RuleSet:
        self.check_dialect(rec)
        rules: list[TypeRule] = []
        # Anonymous records inside a list carry their class's location; the `let rules`
        # that lists them is the nearest place the spec states the rule.
        here = rec.get_loc("rules")
        for r in _recs(rec, "rules"):
            if "TypeUnavailable" in r.class_names():
                rules.append(self.unavailable(rec, r, here))
                continue
            r = C.constraint_record(r) or r
            info = self.constraints.type_constraint(r)
            root = info.matcher
            for ann in C.availability_annotations(info.matcher):
                where = here
                instances = (
                    self.builder.instance(inst_rec, AL.ProvenanceKind.OPERAND, rec.name_str(), where, self.scratch)
                    for inst_rec in ann.availability
                )
                reqs = self.model.merge(instances)
                rules.append(
                    TypeRule(root, ann.path, reqs, ann.matcher.inner.describe(), rec.name_str(), _as_written(where))
                )
        context = tuple(self.spelling(c) for c in _recs(rec, "context"))
        ops = rec.get_strs("ops")
        for name in ops:
            if self.model.op_named(name) is None:
                raise OdsgenError(
                    Diagnostic(_loc(rec), Severity.ERROR, f"'{rec.name_str()}': the spec has no op '{name}'")
                )
        walk_v = rec.get_init("walk")
        walk = bool(getattr(walk_v, "value", 1))
        special = bool(ops or rec.get_strs("values") or not walk)
        if special and context:
            raise OdsgenError(
                Diagnostic(
                    _loc(rec),
                    Severity.ERROR,
                    f"'{rec.name_str()}': rules about particular ops or values take no context",
                )
            )
        when = tuple(self.condition(rec, c) for c in _recs(rec, "when"))
        for c in when:
            if c.kind == "attribute":
                for name in ops:
                    self.check_declared(
                        name, c.name, rec.get_loc("when"), f"'{rec.name_str()}': condition on attribute '{c.name}'"
                    )
        if when and not ops:
            raise OdsgenError(
                Diagnostic(_loc(rec), Severity.ERROR, f"'{rec.name_str()}': rules with conditions ('when') need 'ops'")
            )
        return RuleSet(
            rec.name_str(), rules, context, rec.get_strs("replaces"), ops, rec.get_strs("values"), walk, when
        )

    def unavailable(self, rec: Record, r: Record, where) -> TypeRule:
        """A ``TypeUnavailable`` of ``rec``'s rules: its type's matcher, requiring an empty
        (never met) any-of group in its dimension."""
        dim = r.get_str("dimension")
        if dim not in self.model.dimensions:
            raise OdsgenError(
                Diagnostic(
                    rec.get_loc("rules") or _loc(rec),
                    Severity.ERROR,
                    f"'{rec.name_str()}': TypeUnavailable names no availability dimension of the spec: '{dim}'",
                )
            )
        base = r.get_def("baseType")
        root = self.constraints.type_constraint(C.constraint_record(base) or base).matcher
        reason = r.get_str("reason")
        never = AL.AllOfAnyOf((AL.AnyOf(()),))
        return TypeRule(root, (), {dim: never}, reason, rec.name_str(), _as_written(where))

    def check_declared(self, op: str, attr: str, loc, what: str) -> None:
        """An error unless the op ``op`` declares the attribute ``attr``: rules read inherent
        attributes only; an undeclared name would read a discardable attribute as an argument."""
        model_op = self.model.op_named(op)
        if model_op is not None and not any(a.name == attr for a in model_op.attributes):
            raise OdsgenError(
                Diagnostic(
                    loc,
                    Severity.ERROR,
                    f"{what}: op '{op}' declares no attribute '{attr}' "
                    "(a discardable attribute is no argument of the op)",
                )
            )

    def condition(self, owner: Record, c: Record) -> Condition:
        """A ValueTypeIs or AttrIs record of ``owner``'s ``when``."""
        classes = c.class_names()
        if "AttrValueIs" in classes:
            return Condition("attribute", c.get_str("name"), AttrSpelled(c.get_str("value")))
        if "AttrIs" in classes and c.get_def("attr") is not None:
            return Condition(
                "attribute",
                c.get_str("name"),
                _enum_cases(self.constraints.attr_matcher(c.get_def("attr")), c.get_def("attr")),
            )
        if "ValueTypeIs" in classes and c.get_def("type") is not None:
            value = c.get_str("value")
            if not _VALUE.fullmatch(value):
                raise OdsgenError(
                    Diagnostic(
                        owner.get_loc("when"),
                        Severity.ERROR,
                        f"'{owner.name_str()}': condition on '{value}': name a value as 'operand #N' or 'result #N'",
                    )
                )
            return Condition("value", value, self.constraints.type_matcher(c.get_def("type")))
        raise OdsgenError(
            Diagnostic(
                owner.get_loc("when"),
                Severity.ERROR,
                f"'{owner.name_str()}': '{c.name_str()}' is not a ValueTypeIs or AttrIs condition",
            )
        )

    def type_attrs(self, recs: list[Record]) -> dict[str, tuple[str, ...]]:
        out: dict[str, list[str]] = {}
        for rec in recs:
            for item in rec.get_strs("typeAttributes"):
                op, sep, attr = item.rpartition("::")
                if not sep or not op or not attr:
                    raise OdsgenError(
                        Diagnostic(_loc(rec), Severity.ERROR, f"type attribute '{item}' must read 'op.name::attribute'")
                    )
                if self.model.op_named(op) is None:
                    raise OdsgenError(
                        Diagnostic(_loc(rec), Severity.ERROR, f"type attribute '{item}': the spec has no op '{op}'")
                    )
                self.check_declared(op, attr, _loc(rec), f"type attribute '{item}'")
                out.setdefault(op, [])
                if attr not in out[op]:
                    out[op].append(attr)
        return {k: tuple(v) for k, v in out.items()}

    # -- the rest

    def params(self) -> list[ParamRule]:
        out = []
        for rec in self.defs_of("TypeParameterAvailability"):
            d = self.check_dialect(rec)
            dims = rec.get_strs("dimensions")
            cases = {}
            for c in _recs(rec, "cases"):
                reqs = self.case_reqs(c, dims)
                if reqs:
                    cases[self.spelling(c)] = reqs
            out.append(ParamRule(d, rec.get_str("type"), cases))
        return out

    def version_implies(self) -> dict[int, dict[str, tuple[str, ...]]]:
        out: dict[int, dict[str, list[str]]] = {}
        for rec in self.defs_of("VersionImplies"):
            self.check_dialect(rec)
            v = rec.get_init("atVersion")
            if not isinstance(v, DefRef):
                continue
            value = v.rec.get_int("value", None)
            if value is None:
                continue
            per = out.setdefault(value, {})
            for c in _recs(rec, "cases"):
                en = self.case_enum.get(c.name_str())
                if en is None:
                    continue
                per.setdefault(en.class_name, [])
                sym = c.get_str("symbol")
                if sym not in per[en.class_name]:
                    per[en.class_name].append(sym)
        return {k: {e: tuple(s) for e, s in v.items()} for k, v in sorted(out.items())}

    def target_defaults(self) -> dict[str, str]:
        """{option argument: case symbol} of the TargetDefaults defs' passes' options that
        have a default (``mlir::tosa::Level::eightK`` -> ``eightK``)."""
        out: dict[str, str] = {}
        for rec in self.defs_of("TargetDefaults"):
            self.check_dialect(rec)
            name = rec.get_str("pass")
            pass_rec = self.keeper.defs.get(name)
            if pass_rec is None:
                raise OdsgenError(
                    Diagnostic(
                        rec.get_loc("pass") or _loc(rec),
                        Severity.ERROR,
                        f"'{rec.name_str()}': no def named '{name}' (include the .td that defines the pass)",
                    )
                )
            for opt in _recs(pass_rec, "options"):
                arg, default = opt.get_str("argument"), opt.get_str("defaultValue")
                if arg and default:
                    out.setdefault(arg, default.rsplit("::", 1)[-1])
        return out

    def target_case_needs(self) -> tuple[dict[str, dict[str, dict]], dict[str, dict[str, str]]]:
        """The TargetCaseNeeds defs: ({enum: {case: {dimension: requirement}}}, {enum: {case:
        refusal}})."""
        needs: dict[str, dict[str, dict]] = {}
        refused: dict[str, dict[str, str]] = {}
        for rec in self.defs_of("TargetCaseNeeds"):
            self.check_dialect(rec)
            case = rec.get_def("case")
            en = self.case_enum.get(case.name_str()) if case is not None else None
            if case is None or en is None:
                continue
            sym = case.get_str("symbol") or case.name_str()
            why = rec.get_str("refusal")
            if why:
                refused.setdefault(en.class_name, {})[sym] = why
            reqs = self.availability(
                rec, "needs", f"{en.class_name} {sym}: its minimum version", _loc(rec), AL.ProvenanceKind.ENUM_CASE
            )
            if reqs:
                needs.setdefault(en.class_name, {})[sym] = reqs
        return needs, refused

    def implicit_target(self) -> tuple[str, Loc] | None:
        """The ImplicitTarget def's (target text, location): the target of a module that
        has none; None without one."""
        found = None
        for rec in self.defs_of("ImplicitTarget"):
            self.check_dialect(rec)
            if found is not None:
                raise OdsgenError(
                    Diagnostic(_loc(rec), Severity.ERROR, f"'{rec.name_str()}': a second ImplicitTarget for the dialect")
                )
            found = (rec.get_str("target") or "", rec.get_loc("target") or _loc(rec))
        return found

    def unchecked_dims(self) -> tuple[str, ...]:
        dims: list[str] = []
        for rec in self.defs_of("UncheckedDimensions"):
            self.check_dialect(rec)
            for d in rec.get_strs("dimensions"):
                if d not in self.model.dimensions:
                    raise OdsgenError(
                        Diagnostic(_loc(rec), Severity.ERROR, f"'{rec.name_str()}': no availability dimension '{d}'")
                    )
                if d not in dims:
                    dims.append(d)
        return tuple(dims)

    def enabled_case_dims(self) -> tuple[str, ...]:
        dims: list[str] = []
        for rec in self.defs_of("EnabledCaseAvailability"):
            self.check_dialect(rec)
            for d in rec.get_strs("dimensions"):
                if d not in dims:
                    dims.append(d)
        return tuple(dims)

    def unimplied_dims(self) -> tuple[str, ...]:
        """The dimensions of the DeducedWithoutImplied defs ("*": every set axis)."""
        dims: list[str] = []
        for rec in self.defs_of("DeducedWithoutImplied"):
            self.check_dialect(rec)
            for d in rec.get_strs("dimensions") or ["*"]:
                if d not in dims:
                    dims.append(d)
        return tuple(dims)

    def case_requirements(self, dims: tuple[str, ...]) -> dict[str, dict[str, dict]]:
        if not dims:
            return {}
        out: dict[str, dict[str, dict]] = {}
        # The enums of the set axes: those whose cases any-of requirements name.
        named = set()
        for en in self.model.enums.values():
            for c in en.cases:
                for r in self.model.merge(c.availability).values():
                    if isinstance(r, AL.AllOfAnyOf):
                        named.update(case.symbol for g in r.groups for case in g.cases)
        for op in self.model.ops:
            for r in self.model.merge(op.availability).values():
                if isinstance(r, AL.AllOfAnyOf):
                    named.update(case.symbol for g in r.groups for case in g.cases)
        for en in self.model.enums.values():
            if not any(c.symbol in named for c in en.cases):
                continue
            per = {}
            for c in en.cases:
                merged = self.model.merge(c.availability)
                reqs = {d: r for d, r in merged.items() if d in dims and r is not None and not r.is_identity}
                if reqs:
                    per[c.symbol] = reqs
            if per:
                out[en.class_name] = per
        return out

    # -- type-support tables

    def availability(self, rec: Record, field: str, owner: str, where, kind=AL.ProvenanceKind.OPERAND) -> dict:
        """``{dimension: requirement}`` of the availability list ``field`` of ``rec``, its
        dimensions recorded in the model's (they are target axes)."""
        return self.model.merge(self.builder.instance(r, kind, owner, where, None) for r in _recs(rec, field))

    def target_dimensions(self) -> None:
        for rec in self.defs_of("TargetDimensions"):
            self.check_dialect(rec)
            self.availability(rec, "dimensions", rec.name_str(), _loc(rec))

    def support(self) -> list[SupportTable]:
        values: dict[str, tuple[str, ...]] = {}
        for rec in self.defs_of("TypeSupportValues"):
            self.check_dialect(rec)
            op = rec.get_str("op")
            vals = tuple(rec.get_strs("values"))
            for v in vals:
                if not (_VALUE.fullmatch(v) or re.fullmatch(r"attribute \w+", v)):
                    raise OdsgenError(
                        Diagnostic(
                            rec.get_loc("values") or _loc(rec),
                            Severity.ERROR,
                            f"'{rec.name_str()}': value '{v}': name it 'operand #N', 'result #N' or 'attribute NAME'",
                        )
                    )
            if self.model.op_named(op) is not None:
                values[op] = vals
        needs: dict[str, dict] = {}
        for rec in self.defs_of("CaseNeeds"):
            self.check_dialect(rec)
            case = rec.get_def("case")
            if case is not None:
                sym = case.get_str("symbol") or case.name_str()
                needs[sym] = self.availability(rec, "needs", rec.name_str(), _loc(rec))
        out = []
        for rec in self.defs_of("TypeSupport"):
            self.check_dialect(rec)
            op = rec.get_str("op")
            if self.model.op_named(op) is None:
                raise OdsgenError(
                    Diagnostic(_loc(rec), Severity.ERROR, f"'{rec.name_str()}': the spec has no op '{op}'")
                )
            where = Loc.parse(rec.get_str("source")) or _loc(rec)
            rows = []
            for row in _recs(rec, "rows"):
                reqs = self.availability(row, "availability", op, where)
                described = []
                for d, r in list(reqs.items()):
                    if isinstance(r, AL.AllOfAnyOf):
                        for g in r.groups:
                            described.append(" or ".join(g.symbols()))
                            for c in g.cases:
                                AL.merge_into(reqs, needs.get(c.symbol, {}), identities=True)
                    elif getattr(r, "case", None) is not None:
                        described.append(self.model.case_spelling(d, r.case.symbol) or r.case.symbol)
                rows.append(SupportRow(row.get_strs("types"), reqs, ", ".join(described)))
            out.append(SupportTable(rec.name_str(), op, values.get(op, ()), rec.get_strs("decides"), rows, str(where)))
        return out

    def isolated(self) -> list[IsolatedRule]:
        """The ``IsolatedRegions`` defs: one rule per op, its regions' ODS names in order."""
        out = []
        for rec in self.defs_of("IsolatedRegions"):
            self.check_dialect(rec)
            where = _loc(rec)
            dim = rec.get_str("dimension")
            if dim not in self.model.dimensions:
                raise OdsgenError(
                    Diagnostic(
                        rec.get_loc("dimension") or where,
                        Severity.ERROR,
                        f"'{rec.name_str()}': names no availability dimension of the spec: '{dim}'",
                    )
                )
            for opname in rec.get_strs("ops"):
                op = self.model.op_named(opname)
                if op is None:
                    raise OdsgenError(
                        Diagnostic(where, Severity.ERROR, f"'{rec.name_str()}': the spec has no op '{opname}'")
                    )
                never = AL.AllOfAnyOf((AL.AnyOf(()),))
                out.append(IsolatedRule(rec.name_str(), opname, [r.name for r in op.regions], {dim: never}, str(where)))
        return out

    def constants(self) -> list[ConstantRule]:
        """The ``ConstantOperands`` defs: one rule per op, operands by ODS name."""
        out = []
        for rec in self.defs_of("ConstantOperands"):
            self.check_dialect(rec)
            where = _loc(rec)
            reqs = self.availability(rec, "unless", rec.name_str(), where)
            for opname in rec.get_strs("ops"):
                op = self.model.op_named(opname)
                if op is None:
                    raise OdsgenError(
                        Diagnostic(where, Severity.ERROR, f"'{rec.name_str()}': the spec has no op '{opname}'")
                    )
                indices = {a.name: i for i, a in enumerate(op.operands)}
                operands = []
                for v in rec.get_strs("values"):
                    i = indices.get(v)
                    if i is None or any(a.variadic or a.optional for a in op.operands[:i]):
                        why = "has no operand" if i is None else "has a variadic or optional operand before"
                        raise OdsgenError(
                            Diagnostic(
                                rec.get_loc("values") or where,
                                Severity.ERROR,
                                f"'{rec.name_str()}': op '{opname}' {why} '{v}'",
                            )
                        )
                    operands.append((i, v))
                out.append(ConstantRule(rec.name_str(), opname, operands, rec.get_strs("constants"), reqs, str(where)))
        return out

    def group_order(self) -> dict[frozenset, tuple[str, ...]]:
        """Each any-of group in the order its availability instance lists the cases.

        The instance strings name the cases in the spec's order (``{Capability::A,
        Capability::B}``, ``[Capability.A, Capability.B]``); the algebra keeps groups
        sorted by value, so the order is read back from the strings.
        """
        out: dict[frozenset, tuple[str, ...]] = {}
        avail = self.cls("Availability")
        if avail is None:
            return out
        symbols = {c.symbol for en in self.model.enums.values() for c in en.cases}
        for rec in self.keeper.derived_defs(avail):
            text = rec.get_str("instancePreparation") + " " + rec.get_str("instance")
            seen: list[str] = []
            for tok in _TOKEN.findall(text):
                if tok in symbols and tok not in seen:
                    seen.append(tok)
            if len(seen) >= 2:
                out.setdefault(frozenset(seen), tuple(seen))
        return out


def read_dialect_rules(model, keeper, builder) -> DialectRules:
    """The dialect-wide rules of the model being built (empty when the spec states none),
    locations as ``str(Loc)``."""
    r = _Reader(model, keeper, builder)
    sets_recs = r.defs_of("TypeRules")
    rule_sets = [r.rule_set(rec) for rec in sets_recs]
    dims = r.enabled_case_dims()
    r.target_dimensions()
    support = r.support()
    case_needs, case_refused = r.target_case_needs()
    return DialectRules(
        target_defaults=r.target_defaults(),
        implicit_target=r.implicit_target(),
        unchecked_dimensions=r.unchecked_dims(),
        target_case_needs=case_needs,
        target_case_refused=case_refused,
        dialects=r.dialects,
        rule_sets=rule_sets,
        params=r.params(),
        type_attrs=r.type_attrs(sets_recs),
        version_implies=r.version_implies(),
        enabled_case_dimensions=dims,
        unimplied_dimensions=r.unimplied_dims(),
        group_order=r.group_order(),
        case_requirements=r.case_requirements(dims),
        limits=read_limits(model, keeper, builder, r),
        support=support,
        constants=[*r.constants(), *r.isolated()],
    )


def build_dialect_rules(model, locate=None) -> DialectRules:
    """``model.rules`` with its locations as ``locate`` (Loc -> text) writes them."""
    rules = model.rules
    if locate is None:
        return rules

    def at(text: str | None) -> str | None:
        return locate(Loc.parse(text)) if text is not None else None

    def relocated(reqs) -> dict:
        return {d: _relocated(r, locate) for d, r in reqs.items()}

    sets = [
        RuleSet(
            rs.name,
            [TypeRule(t.root, t.path, t.requirements, t.describe, t.source, at(t.loc)) for t in rs.rules],
            rs.context,
            rs.replaces,
            rs.ops,
            rs.values,
            rs.walk,
            rs.when,
        )
        for rs in rules.rule_sets
    ]
    return DialectRules(
        target_defaults=rules.target_defaults,
        implicit_target=(
            (rules.implicit_target[0], locate(rules.implicit_target[1]) if rules.implicit_target[1] else None)
            if rules.implicit_target
            else None
        ),
        unchecked_dimensions=rules.unchecked_dimensions,
        target_case_needs={
            en: {c: relocated(reqs) for c, reqs in per.items()} for en, per in rules.target_case_needs.items()
        },
        target_case_refused=rules.target_case_refused,
        dialects=rules.dialects,
        rule_sets=sets,
        params=[
            ParamRule(p.dialect, p.type_name, {c: relocated(reqs) for c, reqs in p.cases.items()})
            for p in rules.params.values()
        ],
        type_attrs=rules.type_attrs,
        version_implies=rules.version_implies,
        enabled_case_dimensions=rules.enabled_case_dimensions,
        unimplied_dimensions=rules.unimplied_dimensions,
        group_order=rules.group_order,
        case_requirements={
            en: {c: relocated(reqs) for c, reqs in per.items()} for en, per in rules.case_requirements.items()
        },
        limits=relocated_limits(rules.limits, at),
        support=[
            SupportTable(
                t.name,
                t.op,
                t.values,
                t.decides,
                [SupportRow(r.types, relocated(r.requirements), r.describe) for r in t.rows],
                at(t.loc),
            )
            for t in rules.support
        ],
        constants=[
            (
                ConstantRule(c.name, c.op, c.operands, c.constant_ops, relocated(c.requirements), at(c.loc))
                if isinstance(c, ConstantRule)
                else IsolatedRule(c.name, c.op, c.regions, relocated(c.requirements), at(c.loc))
            )
            for c in rules.constants
        ],
    )


def _relocated(req, locate):
    """``req`` with each provenance location as ``locate`` (Loc -> text) writes it: the
    place a generated package keeps (its text read back once, as the runtime reads it)."""

    def fix(provs):
        return tuple(
            AL.Provenance(p.kind, p.name, Loc.parse(locate(p.loc)) if p.loc is not None else None) for p in provs
        )

    if isinstance(req, (AL.AtLeast, AL.AtMost)):
        return type(req)(req.case, fix(req.provenance)) if req.case is not None else req
    return AL.AllOfAnyOf(tuple(AL.AnyOf(g.cases, fix(g.provenance)) for g in req.groups))

"""Build the typed model (dialects, ops, arguments, enums, availability) from records.

This is the only code that reads record fields (through the typed accessors of
odsgen.records.record.Record); nothing after the model reads an op's records. Each op
is read once, in one pass, into the op wrapper (odsgen.model.op.Op, as MLIR's
``Operator`` wraps an op's records): its operands, attributes (an ``Attr`` or a
``Property``: constraints.is_attribute) and results, with their matchers, arity,
defaults, availability annotations and verification matchers (odsgen.model.annotations,
odsgen.model.checks), its regions, successors and traits. The model also holds the enum
implications and the dimensions only argument annotations name. It recognises MLIR ODS's class
and field names (``Op``, ``Dialect``, ``Attr``, ``TypeConstraint``, ``EnumInfo``,
``Availability``...), which odsgen's own base library (tdlib/) uses too, so the same
model serves upstream SPIR-V/TOSA specs and users' specs.

Availability: every def deriving from ``Availability`` is an instance; its dimension
is its one direct superclass (upstream's ``Availability::getClass``), e.g.
``MinVersion``. The instance's strings (mergeAction, initializer,
instancePreparation, instance) are parsed by odsgen.avail.merge_action and turned
into a requirement of the algebra (odsgen.runtime.algebra).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from odsgen.runtime import algebra as AL
from odsgen.avail.merge_action.interpret import ActionInterpreter
from odsgen.avail.merge_action.parse import parse_availability_spec
from odsgen.diagnostics import Diagnostic, OdsgenError, Severity, error
from odsgen.model import constraints as C
from odsgen.model.annotations import ArgReader, case_implications
from odsgen.model.checks import CheckReader, predicate_text
from odsgen.model.corrections import LibraryUse
from odsgen.model.op import Argument, AvailInstance, Op, Region, Successor, Trait
from odsgen.model.typerules import read_dialect_rules
from odsgen.records.record import Record, RecordKeeper
from odsgen.records.values import DefRef, List, Str
from odsgen.runtime.typerules import DialectRules
from odsgen.source import Loc

# --------------------------------------------------------------------------- data


@dataclass(frozen=True, slots=True)
class DimensionSpec:
    """What a spec says about one availability dimension (an Availability subclass).

    Code generation turns it into the dimension itself (odsgen.runtime.dimension.Dimension:
    its shape, enum class and query method, as a generated package constructs it);
    this keeps the spec's own words (names as written, descriptions, types, location).
    """

    name: str
    interface_name: str
    interface_description: str
    query_fn_name: str
    query_fn_ret_type: str
    instance_type: str
    shape: AL.Shape | None  # of its first def's merge action; None: it has none (empty or custom)
    enum: str | None  # def name of the enum its values range over, when known
    loc: Loc | None


@dataclass(frozen=True, slots=True)
class EnumCase:
    record: str
    symbol: str
    value: int
    str: str
    loc: Loc | None
    availability: tuple[AvailInstance, ...] = ()

    @property
    def spelling(self) -> str:
        """How modules and targets spell the case (its string, ``bf16``, ``v1.3``), its
        symbol when it has none: the one spelling of a case value in messages."""
        return self.str or self.symbol


@dataclass(frozen=True, slots=True)
class Enum:
    record: str
    class_name: str
    cpp_namespace: str
    summary: str
    is_bit_enum: bool
    cases: tuple[EnumCase, ...]
    loc: Loc | None

    def case_named(self, symbol: str) -> EnumCase | None:
        for c in self.cases:
            if c.symbol == symbol:
                return c
        return None


@dataclass(frozen=True, slots=True)
class Dialect:
    record: str
    name: str
    cpp_namespace: str
    summary: str
    loc: Loc | None = None  # the def
    name_loc: Loc | None = None  # the text of its `name` value (where a bad name is reported)


@dataclass
class Model:
    keeper: RecordKeeper
    dialects: dict[str, Dialect] = field(default_factory=dict)
    ops: list[Op] = field(default_factory=list)
    enums: dict[str, Enum] = field(default_factory=dict)
    dimensions: dict[str, DimensionSpec] = field(default_factory=dict)
    warnings: list[Diagnostic] = field(default_factory=list)
    # Dimensions met only in the ops' argument annotations (on no op and no enum case).
    argument_dimensions: dict[str, DimensionSpec] = field(default_factory=dict)
    # {enum def: {case symbol: symbols of the cases it implies (directly)}}, only non-empty.
    implications: dict[str, dict[str, tuple[str, ...]]] = field(default_factory=dict)
    # The dialect-wide rules (odsgen/typerules.td), locations as str(Loc).
    rules: DialectRules = field(default_factory=DialectRules)

    # What the stages after the model need of the spec's files: nothing after the model
    # reads the record keeper itself.
    @property
    def sources(self):
        """The source manager of every file read (for rendering diagnostics)."""
        return self.keeper.sources

    @property
    def files(self):
        """(path, content hash) of every file read, for cache keys."""
        return self.keeper.files

    @property
    def probes(self):
        """Include candidates that did not exist, for cache keys."""
        return self.keeper.probes

    @property
    def library(self) -> LibraryUse:
        """What odsgen's library added to the spec (odsgen.model.corrections.LibraryUse)."""
        used = getattr(self.keeper, "library", None)
        return used if isinstance(used, LibraryUse) else LibraryUse()

    def case_spelling(self, dimension: str, symbol: str) -> str:
        """``EnumCase.spelling`` of the case ``symbol`` of a dimension's enum (the symbol
        when the enum or case is unknown)."""
        d = self.dimensions.get(dimension) or self.argument_dimensions.get(dimension)
        en = self.enums.get(d.enum) if d is not None and d.enum is not None else None
        case = en.case_named(symbol) if en is not None else None
        return case.spelling if case is not None else symbol

    def merge(self, instances) -> dict[str, AL.Requirement]:
        """Merge instances per dimension name (each dimension's shape, in the algebra)."""
        return AL.merge_into({}, ((inst.dimension, inst.requirement) for inst in instances), identities=True)

    def op_named(self, name: str) -> Op | None:
        for op in self.ops:
            if op.name == name or op.record == name:
                return op
        return None


# --------------------------------------------------------------------------- helpers


def _loc(rec: Record) -> Loc | None:
    return rec.locs[0] if rec.locs else None


def _subclass(rec: Record, keeper: RecordKeeper, cls: str) -> bool:
    c = keeper.classes.get(cls)
    return c is not None and rec.is_subclass_of(c)


def _string_locs(rec: Record) -> dict[str, Loc]:
    """Where the text of each availability string field starts in the .td source."""
    out = {}
    for f in ("mergeAction", "initializer", "instance", "instancePreparation", "queryFnRetType"):
        rv = rec.vmap.get(f)
        if rv is None or rv.loc is None or not isinstance(rv.value, Str):
            continue
        skip = 2 if rv.value.code else 1  # past [{ or "
        out[f] = Loc(rv.loc.file, rv.loc.line, rv.loc.col + skip)
    return out


def _value_loc(rec: Record, name: str) -> Loc | None:
    return rec.get_loc(name)


def _defined_here(what: str, loc: Loc | None) -> tuple[Loc | None, str]:
    return (loc, f"{what} defined here")


def _clash(
    seen: dict[Any, Any], key: object, item: Any, loc: Loc | None, message: Callable[[Any], str], label: str = "record"
) -> Diagnostic | None:
    """The first item with ``key`` keeps it in ``seen``; a later one is the error
    ``message(first)`` at ``loc``, with a note where the first (named by its ``label``
    field) is defined. None when ``item`` is the first."""
    first = seen.setdefault(key, item)
    if first is item:
        return None
    return error(loc, message(first), _defined_here(f"'{getattr(first, label)}'", first.loc))


def _duplicate_symbols(rec: Record, cases: list[EnumCase]) -> list[Diagnostic]:
    """Two cases of one enum with the same symbol: the C++ enum would not compile, and
    availability strings name cases by symbol. (Equal values are aliases, as upstream
    allows: SPIR-V's enums have them.)"""
    first: dict[str, EnumCase] = {}
    out = []
    for c in cases:
        prev = first.setdefault(c.symbol, c)
        if prev is not c and prev.record != c.record:
            out.append(
                error(
                    c.loc,
                    f"enum '{rec.get_str('className') or rec.name_str()}' has two cases with the symbol '{c.symbol}'",
                    _defined_here(f"'{prev.record}'", prev.loc),
                )
            )
    return out


def dimension_conflicts(dims) -> list[Diagnostic]:
    """Two availability dimensions with the same interface name or query function: upstream
    would generate two C++ interfaces (or two methods of an op) with one name, and a
    Python op class would answer only one of them."""
    out = []
    seen: dict[tuple[str, str], DimensionSpec] = {}
    for d in dims:
        for what, value in (
            ("interfaceName", d.interface_name or f"Query{d.name}Interface"),
            ("queryFnName", d.query_fn_name or f"get{d.name}"),
        ):
            clash = _clash(
                seen,
                (what, value),
                d,
                d.loc,
                lambda prev: f"availability dimension '{d.name}' has the same {what} '{value}' as dimension '{prev.name}'",
                label="name",
            )
            if clash is not None:
                out.append(clash)
    return out


def _argument_conflicts(rec: Record, groups: list[tuple[str, list]]) -> list[Diagnostic]:
    """mlir-tblgen's Operator checks, in its words: no two operands, attributes or results
    of one op share a name (it reports an attribute's clash only later, as an overlap of
    generated accessors). Unnamed entries are fine."""
    first: dict[str, str] = {}  # name -> kind of its first entry
    out = []
    for kind, args in groups:
        for a in args:
            if not a.name:
                continue
            prev = first.get(a.name)
            if prev is None:
                first[a.name] = kind
                continue
            if prev == "":
                continue  # already reported
            if prev == kind:
                msg = f"op has a conflict with two {kind}s having the same name '{a.name}'"
            else:
                msg = f"op has a conflict with {prev}s and {kind}s both having an entry with the name '{a.name}'"
            out.append(error(_loc(rec), msg))
            first[a.name] = ""
    return out


def _cpp_class_name(rec: Record) -> str:
    """MLIR's Operator::getCppClassName: the def name without its dialect prefix."""
    name = rec.name_str()
    cpp = rec.get_str("cppClassName")
    if cpp:
        return cpp
    return name.split("_", 1)[1] if "_" in name else name


# --------------------------------------------------------------------------- builder


class _Builder:
    def __init__(self, keeper: RecordKeeper) -> None:
        self.k = keeper
        self.model = Model(keeper)
        # id(availability record) -> (it, its dimension class, its strings): ops and cases share them
        self._avail_read: dict[int, tuple[Record, Record, tuple]] = {}
        self._spec_cache: dict[tuple, tuple] = {}
        self._enum_infos: list[AL.EnumInfo] = []
        self._evaluator: ActionInterpreter | None = None
        self.errors: list[Diagnostic] = []  # collected, raised together by build_model
        self._overrides = self._availability_overrides()
        # Dimensions as the ops' argument annotations meet them (Model.argument_dimensions).
        self._argument_dims: dict[str, DimensionSpec] = {}
        self._trait_of: dict[int, Trait] = {}  # id(trait record) -> its Trait (ops share most traits)

    def _availability_overrides(self) -> dict[str, Record]:
        """{target def name: AvailabilityOverride record} (odsgen/overrides.td): an overlay's
        replacement of an op's or enum case's availability list."""
        cls = self.k.classes.get("AvailabilityOverride")
        out: dict[str, Record] = {}
        if cls is None:
            return out
        for rec in self.k.derived_defs(cls):
            target = rec.get_def("target")
            if target is None:
                continue
            prev = out.get(target.name_str())
            if prev is not None:
                raise OdsgenError(
                    Diagnostic(
                        _loc(rec), Severity.ERROR, f"the availability of '{target.name_str()}' is overridden twice"
                    ).with_note(_loc(prev), "previous override is here")
                )
            out[target.name_str()] = rec
        return out

    # ------------------------------------------------------------- enums
    def build_enums(self) -> None:
        k = self.k
        ei = k.classes.get("EnumInfo") or k.classes.get("EnumAttrInfo")
        if ei is None:
            return
        bit_classes = [k.classes[c] for c in ("BitEnumBase", "BitEnumAttr", "I32BitEnumAttr") if c in k.classes]
        for rec in k.derived_defs(ei):
            cases_v = rec.get_init("enumerants")
            if not isinstance(cases_v, List):
                continue
            cases = []
            for c in cases_v.elts:
                if not isinstance(c, DefRef):
                    continue
                cr = c.rec
                cases.append(
                    EnumCase(cr.name_str(), cr.get_str("symbol"), cr.get_int("value"), cr.get_str("str"), _loc(cr))
                )
            self.errors += _duplicate_symbols(rec, cases)
            is_bit = any(rec.is_subclass_of(b) for b in bit_classes)
            en = Enum(
                rec.name_str(),
                rec.get_str("className"),
                rec.get_str("cppNamespace"),
                rec.get_str("summary"),
                is_bit,
                tuple(cases),
                _loc(rec),
            )
            self.model.enums[en.record] = en
        # Algebra view: enums by C++ class name (what availability strings spell).
        seen = set()
        for en in self.model.enums.values():
            key = (en.class_name, en.cpp_namespace)
            if key in seen:
                continue
            seen.add(key)
            self._enum_infos.append(
                AL.EnumInfo(
                    en.class_name,
                    tuple(AL.Case(c.symbol, c.value) for c in en.cases),
                    en.cpp_namespace,
                    en.is_bit_enum,
                )
            )
        self._evaluator = ActionInterpreter(self._enum_infos)

    # ------------------------------------------------------------- availability
    def instance(
        self,
        rec: Record,
        kind: AL.ProvenanceKind,
        owner: str,
        where: Loc | None = None,
        dimensions: dict[str, DimensionSpec] | None = None,
    ) -> AvailInstance:
        """The AvailInstance of an Availability record; its dimension is recorded in
        ``dimensions`` (default: the model's) when first met."""
        known = self._avail_read.get(id(rec))
        if known is None or known[0] is not rec:
            directs = rec.direct_superclasses()
            if len(directs) != 1:
                raise OdsgenError(
                    Diagnostic(
                        _loc(rec),
                        Severity.ERROR,
                        f"availability '{rec.name_str()}' must have exactly one direct superclass (its dimension)",
                    )
                )
            strings = (
                rec.get_str("mergeAction"),
                rec.get_str("initializer"),
                rec.get_str("instance"),
                rec.get_str("instancePreparation"),
                rec.get_str("queryFnRetType") or None,
            )
            known = self._avail_read[id(rec)] = (rec, directs[0], strings)
        _, dim_rec, strings = known
        dim_name = dim_rec.name_str()
        if self._evaluator is None:
            self._evaluator = ActionInterpreter(self._enum_infos)
        prov = (AL.Provenance(kind, owner, where or _loc(rec)),)
        try:
            hit = self._spec_cache.get(strings)
            if hit is None:
                spec, value = self._evaluate(strings, None)
                # (the shape is classified once per distinct strings, not per instance)
                hit = self._spec_cache[strings] = (spec, value, None if spec.merges_nothing else spec.shape)
            spec, value, shape = hit
            req = (
                None
                if spec.merges_nothing
                else self._evaluator.to_requirement(shape, value, prov, where=spec.merge_action)
            )
        except OdsgenError as exc:
            d = exc.diagnostics[0]
            if d.loc is None or d.loc.file.startswith("<"):
                # Evaluate again with the strings' .td locations, for an exact diagnostic.
                try:
                    spec, value = self._evaluate(strings, _string_locs(rec))
                    if not spec.merges_nothing:
                        self._evaluator.to_requirement(spec.shape, value, prov, where=spec.merge_action)
                except OdsgenError as located:
                    d = located.diagnostics[0]
            raise OdsgenError(
                d.with_note(where or _loc(rec), f"in the {dim_name} availability of {kind.value} '{owner}'")
            ) from None
        dims = self.model.dimensions if dimensions is None else dimensions
        if dim_name not in dims:
            dims[dim_name] = DimensionSpec(
                dim_name,
                rec.get_str("interfaceName"),
                rec.get_str("interfaceDescription").strip(),
                rec.get_str("queryFnName"),
                rec.get_str("queryFnRetType"),
                rec.get_str("instanceType"),
                spec.shape,
                self._enum_of(rec.get_str("instanceType")),
                _loc(dim_rec),
            )
        # (provenance differs per owner: what is read of the record is kept, not the instance)
        return AvailInstance(rec.name_str(), dim_name, req, _loc(rec))

    def _evaluate(self, strings: tuple, locs: dict | None):
        spec = parse_availability_spec(
            merge_action=strings[0],
            initializer=strings[1],
            instance=strings[2],
            instance_preparation=strings[3],
            query_fn_ret_type=strings[4],
            locs=locs,
        )
        value = None if spec.merge_action.is_empty else self._evaluator.contribution(spec)
        return spec, value

    def _enum_of(self, instance_type: str) -> str | None:
        t = instance_type.strip()
        for en in self.model.enums.values():
            full = (en.cpp_namespace.rstrip(":") + "::" + en.class_name) if en.cpp_namespace else en.class_name
            if t in (full, en.class_name, full.lstrip(":")):
                return en.record
        return None

    def availability_list(
        self, rec: Record, kind: AL.ProvenanceKind, owner: str, dimensions: dict[str, DimensionSpec] | None = None
    ) -> tuple[AvailInstance, ...]:
        override = self._overrides.get(rec.name_str())
        rec = override or rec
        rv = rec.vmap.get("availability")
        if rv is None or not isinstance(rv.value, List):
            return ()
        # An override's list is its template argument: the place to name is the
        # override's def, not the class field the argument lands in.
        where = _loc(override) if override is not None else rv.loc
        out = []
        for e in rv.value.elts:
            if isinstance(e, DefRef):
                out.append(self.instance(e.rec, kind, owner, where, dimensions))
        return tuple(out)

    def build_case_availability(self) -> None:
        for key, en in list(self.model.enums.items()):
            cases = []
            for c in en.cases:
                rec = self.k.defs.get(c.record)
                avail = (
                    self.availability_list(rec, AL.ProvenanceKind.ENUM_CASE, f"{en.class_name}::{c.symbol}")
                    if rec
                    else ()
                )
                cases.append(EnumCase(c.record, c.symbol, c.value, c.str, c.loc, avail))
            self.model.enums[key] = Enum(
                en.record, en.class_name, en.cpp_namespace, en.summary, en.is_bit_enum, tuple(cases), en.loc
            )

    # ------------------------------------------------------------- ops
    def build_dialects(self) -> None:
        d = self.k.classes.get("Dialect")
        if d is None:
            return
        by_name: dict[str, Dialect] = {}
        for rec in self.k.derived_defs(d):
            dialect = Dialect(
                rec.name_str(),
                rec.get_str("name"),
                rec.get_str("cppNamespace"),
                rec.get_str("summary"),
                _loc(rec),
                _value_loc(rec, "name"),
            )
            # MLIR registers one dialect per namespace; their ops would mix.
            clash = _clash(
                by_name,
                dialect.name,
                dialect,
                dialect.name_loc,
                lambda prev: f"dialect '{dialect.record}' has the same name '{dialect.name}' as dialect '{prev.record}'",
            )
            if clash is not None and dialect.name:
                self.errors.append(clash)
            self.model.dialects[rec.name_str()] = dialect

    def _enum_of_attr(self, rec: Record) -> str | None:
        seen = 0
        while rec is not None and seen < 16:
            seen += 1
            if rec.name_str() in self.model.enums:
                return rec.name_str()
            e = rec.get_def("enum")
            if e is not None and e.name_str() in self.model.enums:
                return e.name_str()
            rec = rec.get_def("baseAttr")
        return None

    def _argument(self, kind: str, rec: Record | None, name: str | None) -> Argument:
        k = self.k
        if rec is None:
            return Argument(kind, name or "", "?", False, False, None, None, "")
        optional = _subclass(rec, k, "Optional") or _subclass(rec, k, "OptionalAttr") or bool(rec.get_int("isOptional"))
        variadic = _subclass(rec, k, "Variadic") or _subclass(rec, k, "VariadicOfVariadic")
        default = None
        dv = rec.get_init("defaultValue")
        if isinstance(dv, Str) and dv.value:
            default = dv.value
            optional = True
        enum = self._enum_of_attr(rec) if kind == "attribute" else None
        return Argument(kind, name or "", rec.name_str(), optional, variadic, default, enum, rec.get_str("summary"))

    def _default_case_warnings(self, op: Op, locs: dict) -> list[Diagnostic]:
        """A default-valued enum attribute whose default case needs more than the op's own
        requirements: absent, it adds nothing (docs/availability-semantics.md), though the
        op then behaves as if the default were written; say so, at the argument."""
        out = []
        own = {d: r.to_json() for d, r in self.model.merge(op.availability).items()}
        for a in op.attributes:
            en = self.model.enums.get(a.enum) if a.enum and a.default else None
            case = en.case_named(a.default.rsplit("::", 1)[-1].strip()) if en is not None else None
            if case is None or not case.availability:
                continue
            merged = self.model.merge(op.availability + case.availability)
            more = sorted(d for d, r in merged.items() if own.get(d) != r.to_json() and not r.is_identity)
            if not more:
                continue
            out.append(
                Diagnostic(
                    locs.get(a.name) or op.loc,
                    Severity.WARNING,
                    f"attribute '{a.name}' of op '{op.name}' defaults to {en.class_name}::{case.symbol}, which needs "
                    f"more ({', '.join(more)}) than the op; an instance without the attribute does not count it",
                    (Diagnostic(case.loc, Severity.NOTE, f"'{case.symbol}' requires it here"),),
                )
            )
        return out

    def build_ops(self) -> None:
        k = self.k
        op_cls = k.classes.get("Op")
        if op_cls is None:
            return
        by_name: dict[str, Op] = {}
        by_cpp: dict[tuple[str, str], Op] = {}
        constraints = C.ConstraintReader()
        self._args = ArgReader(
            getattr(k, "sources", None),
            constraints,
            CheckReader(k, self.model.dialects, constraints),
            lambda r, kind, owner, where: self.instance(r, kind, owner, where, self._argument_dims),
            self._argument,
        )
        for rec in k.derived_defs(op_cls):
            dialect_rec = rec.get_def("opDialect")
            dialect_name = dialect_rec.get_str("name") if dialect_rec else ""
            mnemonic = rec.get_str("opName")
            name = f"{dialect_name}.{mnemonic}" if dialect_name else mnemonic
            op_args, flat, arg_locs = self._args.op_args(name, rec)
            operands = [a for a in flat if a.kind == "operand"]
            attributes = [a for a in flat if a.kind == "attribute"]
            results = [a for a in flat if a.kind == "result"]
            self.errors += _argument_conflicts(
                rec, [("operand", operands), ("attribute", attributes), ("result", results)]
            )
            avail = self.availability_list(rec, AL.ProvenanceKind.OP, name)
            op = Op(
                name,
                rec.name_str(),
                _cpp_class_name(rec),
                dialect_name,
                rec.get_str("summary"),
                rec.get_str("description"),
                tuple(operands),
                tuple(attributes),
                tuple(results),
                avail,
                _loc(rec),
                (
                    self._overrides[rec.name_str()].get_bit("enumAttributes", True)
                    if rec.name_str() in self._overrides
                    else True
                ),
                op_args,
                *_structure(rec, self._trait_of),
                bool(rec.get_int("hasVerifier", 0)),
                bool(rec.get_int("hasRegionVerifier", 0)),
            )
            cpp_key = (rec.get_str("cppNamespace", dialect_rec and dialect_rec.get_str("cppNamespace")), op.cpp_class)
            # The C++ classes would clash, and so would the generated Python ones; and every
            # lookup by name (validate, explain, OPS) would find only the first op of a name.
            for clash in (
                _clash(
                    by_cpp,
                    cpp_key,
                    op,
                    op.loc,
                    lambda prev: f"op '{op.record}' has the same C++ class name '{op.cpp_class}' as op '{prev.record}'",
                ),
                _clash(
                    by_name,
                    name,
                    op,
                    op.loc,
                    lambda prev: f"op '{op.record}' has the same operation name '{name}' as op '{prev.record}'",
                ),
            ):
                if clash is not None:
                    self.errors.append(clash)
            self.model.ops.append(op)
            names = rec.get_init("arguments").names if arg_locs else ()
            self.model.warnings += self._default_case_warnings(op, dict(zip(names, arg_locs or ())))


def _dag_records(rec: Record, field: str) -> list[tuple[str, Record | None]]:
    """(name, constraint record) of each entry of the op's dag ``field`` (regions, successors)."""
    dag = rec.get_init(field)
    if dag is None or not hasattr(dag, "args"):
        return []
    out = []
    for a, n in zip(dag.args, dag.names):
        r = C.constraint_record(a) if isinstance(a, DefRef) else None
        out.append((n if isinstance(n, str) else (str(n) if n is not None else ""), r))
    return out


def _traits(rec: Record, trait_of: dict[int, Trait]) -> list[Trait]:
    """The op's traits, TraitLists flattened (``trait_of``: the Traits read so far, by
    id of their record; ops share most of theirs)."""
    out: list[Trait] = []
    stack = list(reversed(rec.get_defs("traits") or []))
    while stack:
        t = stack.pop()
        trait = trait_of.get(id(t))
        if trait is None and "TraitList" in t.class_names():
            stack.extend(reversed(t.get_defs("traits") or []))
            continue
        if trait is None:
            trait = trait_of[id(t)] = _trait(t)
        out.append(trait)
    return out


def _trait(t: Record) -> Trait:
    classes = t.class_names()
    match_same = "AllMatchSameOperatorTrait" in classes
    match_with = "TypesMatchWith" in classes
    return Trait(
        t.name_str(),
        classes,
        t.get_str("summary", None),
        t.get_str("trait", None),
        predicate_text(t) if match_same or match_with else "",
        tuple(t.get_strs("values") or ()) if match_same else (),
        t.get_str("lhs", None) if match_with else None,
        t.get_str("rhs", None) if match_with else None,
        (t.get_str("transformer", None) or "").strip() if match_with else "",
        t.get_str("cppInterfaceName", None),
        (t.get_str("verify", None) or "").strip(),
    )


def _structure(
    rec: Record, trait_of: dict[int, Trait]
) -> tuple[tuple[Region, ...], tuple[Successor, ...], tuple[Trait, ...]]:
    """An op's regions, successors and traits (``trait_of``: as for _traits)."""
    regions = tuple(
        Region(
            n,
            "VariadicRegion" in (r.class_names() if r else ()),
            r.get_str("summary", None) if r else None,
            predicate_text(r) if r else None,
        )
        for n, r in _dag_records(rec, "regions")
    )
    successors = tuple(
        Successor(
            n,
            "VariadicSuccessor" in (r.class_names() if r else ()),
            r.name_str() if r else None,
            r.get_str("summary", None) if r else None,
            predicate_text(r) if r else None,
        )
        for n, r in _dag_records(rec, "successors")
    )
    return regions, successors, tuple(_traits(rec, trait_of))


def build_model(keeper: RecordKeeper) -> Model:
    """The typed model of everything in ``keeper``; raises OdsgenError on bad specs."""
    b = _Builder(keeper)
    b.build_enums()
    b.build_case_availability()
    b.build_dialects()
    b.build_ops()
    model = b.model
    model.argument_dimensions = {k: v for k, v in b._argument_dims.items() if k not in model.dimensions}
    model.implications = case_implications(model.enums, keeper.defs)
    if b.errors:
        raise OdsgenError(list(dict.fromkeys(b.errors)))  # an enum's EnumAttr and EnumInfo both report
    model.rules = read_dialect_rules(model, keeper, b)
    return model

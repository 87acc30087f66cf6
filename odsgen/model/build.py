"""Build the typed model (dialects, ops, arguments, enums, availability) from records.

This is the only code that reads raw record fields. It recognises MLIR ODS's class
and field names (``Op``, ``Dialect``, ``Attr``, ``TypeConstraint``, ``EnumInfo``,
``Availability``...), which odsgen's own base library (tdlib/) uses too, so the same
model serves upstream SPIR-V/TOSA specs and users' specs.

Availability: every def deriving from ``Availability`` is an instance; its dimension
is its one direct superclass (upstream's ``Availability::getClass``), e.g.
``MinVersion``. The instance's strings (mergeAction, initializer,
instancePreparation, instance) are parsed by odsgen.avail.merge_action and turned
into a requirement of the algebra (odsgen.avail.algebra).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from odsgen.avail import algebra as AL
from odsgen.avail.merge_action.interpret import ActionInterpreter
from odsgen.avail.merge_action.parse import parse_availability_spec
from odsgen.diagnostics import Diagnostic, OdsgenError, Severity
from odsgen.records.record import Record, RecordKeeper
from odsgen.records.values import Bit, DefRef, Int, List, Str
from odsgen.source import Loc

# --------------------------------------------------------------------------- data


@dataclass(frozen=True, slots=True)
class DimensionSpec:
    """What a spec says about one availability dimension (an Availability subclass).

    Code generation turns it into the dimension itself (odsgen.avail.dimension.Dimension:
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
class AvailInstance:
    """One Availability def attached somewhere: its dimension and requirement."""

    record: str
    dimension: str
    requirement: object  # an algebra requirement (AtLeast, AtMost, AllOfAnyOf) or None
    loc: Loc | None


@dataclass(frozen=True, slots=True)
class EnumCase:
    record: str
    symbol: str
    value: int
    str: str
    loc: Loc | None
    availability: tuple[AvailInstance, ...] = ()


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
class Argument:
    """An operand, attribute or result of an op."""

    kind: str  # "operand", "attribute", "result"
    name: str
    constraint: str  # def name of the (outermost) constraint record
    optional: bool
    variadic: bool
    default: str | None
    enum: str | None  # enum def name for enum attributes
    summary: str


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

    def requirements(self, model: "Model") -> dict[str, AL.Requirement]:
        return model.merge(self.availability)


@dataclass(frozen=True, slots=True)
class Dialect:
    record: str
    name: str
    cpp_namespace: str
    summary: str


@dataclass
class Model:
    keeper: RecordKeeper
    dialects: dict[str, Dialect] = field(default_factory=dict)
    ops: list[Op] = field(default_factory=list)
    enums: dict[str, Enum] = field(default_factory=dict)
    dimensions: dict[str, DimensionSpec] = field(default_factory=dict)
    warnings: list[Diagnostic] = field(default_factory=list)

    def merge(self, instances) -> dict[str, AL.Requirement]:
        """Merge instances per dimension name (each dimension's shape, in the algebra)."""
        reqs: dict[str, AL.Requirement] = {}
        for inst in instances:
            if inst.requirement is None:
                continue
            prev = reqs.get(inst.dimension)
            reqs[inst.dimension] = inst.requirement if prev is None else prev.merge(inst.requirement)
        return reqs

    def op_named(self, name: str) -> Op | None:
        for op in self.ops:
            if op.name == name or op.record == name:
                return op
        return None


# --------------------------------------------------------------------------- helpers


def _field(rec: Record, name: str, default=None):
    rv = rec.vmap.get(name)
    return default if rv is None else rv.value


def _str(rec: Record, name: str, default: str = "") -> str:
    v = _field(rec, name)
    return v.value if isinstance(v, Str) else default


def _int(rec: Record, name: str, default: int = 0) -> int:
    v = _field(rec, name)
    if isinstance(v, (Int, Bit)):
        return v.value
    return default


def _def(rec: Record, name: str) -> Record | None:
    v = _field(rec, name)
    return v.rec if isinstance(v, DefRef) else None


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


def _cpp_class_name(rec: Record) -> str:
    """MLIR's Operator::getCppClassName: the def name without its dialect prefix."""
    name = rec.name_str()
    cpp = _str(rec, "cppClassName")
    if cpp:
        return cpp
    return name.split("_", 1)[1] if "_" in name else name


# --------------------------------------------------------------------------- builder


class _Builder:
    def __init__(self, keeper: RecordKeeper) -> None:
        self.k = keeper
        self.model = Model(keeper)
        self._avail_cache: dict[int, AvailInstance] = {}
        self._spec_cache: dict[tuple, tuple] = {}
        self._enum_infos: list[AL.EnumInfo] = []
        self._evaluator: ActionInterpreter | None = None

    # ------------------------------------------------------------- enums
    def build_enums(self) -> None:
        k = self.k
        ei = k.classes.get("EnumInfo") or k.classes.get("EnumAttrInfo")
        if ei is None:
            return
        bit_classes = [k.classes[c] for c in ("BitEnumBase", "BitEnumAttr", "I32BitEnumAttr") if c in k.classes]
        for rec in k.defs.values():
            if not rec.is_subclass_of(ei):
                continue
            cases_v = _field(rec, "enumerants")
            if not isinstance(cases_v, List):
                continue
            cases = []
            for c in cases_v.elts:
                if not isinstance(c, DefRef):
                    continue
                cr = c.rec
                cases.append(
                    EnumCase(cr.name_str(), _str(cr, "symbol"), _int(cr, "value"), _str(cr, "str"), _loc(cr))
                )
            is_bit = any(rec.is_subclass_of(b) for b in bit_classes)
            en = Enum(
                rec.name_str(),
                _str(rec, "className"),
                _str(rec, "cppNamespace"),
                _str(rec, "summary"),
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
    def instance(self, rec: Record, kind: AL.ProvenanceKind, owner: str, where: Loc | None = None) -> AvailInstance:
        cached = self._avail_cache.get(id(rec))
        if cached is not None:
            return cached
        directs = rec.direct_superclasses()
        if len(directs) != 1:
            raise OdsgenError(
                Diagnostic(_loc(rec), Severity.ERROR, f"availability '{rec.name_str()}' must have exactly one direct superclass (its dimension)")
            )
        dim_name = directs[0].name_str()
        strings = (
            _str(rec, "mergeAction"),
            _str(rec, "initializer"),
            _str(rec, "instance"),
            _str(rec, "instancePreparation"),
            _str(rec, "queryFnRetType") or None,
        )
        if self._evaluator is None:
            self._evaluator = ActionInterpreter(self._enum_infos)
        prov = (AL.Provenance(kind, owner, where or _loc(rec)),)
        try:
            hit = self._spec_cache.get(strings)
            if hit is None:
                hit = self._spec_cache[strings] = self._evaluate(strings, None)
            spec, value = hit
            req = (
                None
                if spec.merges_nothing
                else self._evaluator.to_requirement(spec.shape, value, prov, where=spec.merge_action)
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
        if dim_name not in self.model.dimensions:
            self.model.dimensions[dim_name] = DimensionSpec(
                dim_name,
                _str(rec, "interfaceName"),
                _str(rec, "interfaceDescription").strip(),
                _str(rec, "queryFnName"),
                _str(rec, "queryFnRetType"),
                _str(rec, "instanceType"),
                spec.shape,
                self._enum_of(_str(rec, "instanceType")),
                _loc(directs[0]),
            )
        inst = AvailInstance(rec.name_str(), dim_name, req, _loc(rec))
        # Provenance differs per owner, so only cache owner-free lookups.
        return inst

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

    def availability_list(self, rec: Record, kind: AL.ProvenanceKind, owner: str) -> tuple[AvailInstance, ...]:
        rv = rec.vmap.get("availability")
        if rv is None or not isinstance(rv.value, List):
            return ()
        out = []
        for e in rv.value.elts:
            if isinstance(e, DefRef):
                out.append(self.instance(e.rec, kind, owner, rv.loc))
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
        for rec in self.k.defs.values():
            if rec.is_subclass_of(d):
                self.model.dialects[rec.name_str()] = Dialect(
                    rec.name_str(), _str(rec, "name"), _str(rec, "cppNamespace"), _str(rec, "summary")
                )

    def _enum_of_attr(self, rec: Record) -> str | None:
        seen = 0
        while rec is not None and seen < 16:
            seen += 1
            if rec.name_str() in self.model.enums:
                return rec.name_str()
            e = _def(rec, "enum")
            if e is not None and e.name_str() in self.model.enums:
                return e.name_str()
            rec = _def(rec, "baseAttr")
        return None

    def _argument(self, kind: str, rec: Record | None, name: str | None) -> Argument:
        k = self.k
        if rec is None:
            return Argument(kind, name or "", "?", False, False, None, None, "")
        optional = _subclass(rec, k, "Optional") or _subclass(rec, k, "OptionalAttr") or bool(_int(rec, "isOptional"))
        variadic = _subclass(rec, k, "Variadic") or _subclass(rec, k, "VariadicOfVariadic")
        default = None
        dv = _field(rec, "defaultValue")
        if isinstance(dv, Str) and dv.value:
            default = dv.value
            optional = True
        enum = self._enum_of_attr(rec) if kind == "attribute" else None
        return Argument(kind, name or "", rec.name_str(), optional, variadic, default, enum, _str(rec, "summary"))

    def build_ops(self) -> None:
        k = self.k
        op_cls = k.classes.get("Op")
        if op_cls is None:
            return
        attr_cls = k.classes.get("Attr")
        prop_cls = k.classes.get("Property")
        for rec in k.defs.values():
            if not rec.is_subclass_of(op_cls):
                continue
            dialect_rec = _def(rec, "opDialect")
            dialect_name = _str(dialect_rec, "name") if dialect_rec else ""
            mnemonic = _str(rec, "opName")
            name = f"{dialect_name}.{mnemonic}" if dialect_name else mnemonic
            operands, attributes, results = [], [], []
            args = _field(rec, "arguments")
            if args is not None and hasattr(args, "args"):
                for a, n in zip(args.args, args.names):
                    ar = a.rec if isinstance(a, DefRef) else None
                    if ar is not None and attr_cls is not None and ar.is_subclass_of(attr_cls):
                        attributes.append(self._argument("attribute", ar, n))
                    elif ar is not None and prop_cls is not None and ar.is_subclass_of(prop_cls):
                        attributes.append(self._argument("attribute", ar, n))
                    else:
                        operands.append(self._argument("operand", ar, n))
            res = _field(rec, "results")
            if res is not None and hasattr(res, "args"):
                for a, n in zip(res.args, res.names):
                    results.append(self._argument("result", a.rec if isinstance(a, DefRef) else None, n))
            avail = self.availability_list(rec, AL.ProvenanceKind.OP, name)
            self.model.ops.append(
                Op(
                    name,
                    rec.name_str(),
                    _cpp_class_name(rec),
                    dialect_name,
                    _str(rec, "summary"),
                    _str(rec, "description"),
                    tuple(operands),
                    tuple(attributes),
                    tuple(results),
                    avail,
                    _loc(rec),
                )
            )


def availability_reader(keeper: RecordKeeper) -> _Builder:
    """A reader of Availability records outside ops and enum cases (annotations, type
    rules): ``.instance(record, kind, owner, where)`` gives an AvailInstance, with the
    keeper's enums known."""
    b = _Builder(keeper)
    b.build_enums()
    return b


def build_model(keeper: RecordKeeper) -> Model:
    """The typed model of everything in ``keeper``; raises OdsgenError on bad specs."""
    b = _Builder(keeper)
    b.build_enums()
    b.build_case_availability()
    b.build_dialects()
    b.build_ops()
    return b.model

"""The verifier's data of each op, read from the model: ``odsgen.runtime.verify.OpSpec``.

For each op of the model: its operand and result groups (arity and matcher), its
attributes and properties (required or not), region and successor counts, the segment
and same-size rules for variadic groups, the structural traits odsgen checks
(``SameOperandsAndResultType``, ``SameTypeOperands``, ``SameOperands[AndResult]Shape``,
``SameOperands[AndResult]ElementType``, ``SameOperandsAndResultRank``,
``AllTypesMatch`` and its siblings, ``TypesMatchWith``, ``Terminator``,
``HasParent``/``ParentOneOf``), and the op-level checks it cannot perform (a C++
``hasVerifier``, traits and interfaces with C++ verification) listed as unchecked.

Constraint matchers for verification come from each constraint's whole predicate, read
by ``odsgen.model.constraints``' predicate reader with a record of what it could not
read; structure (enums, typed arrays, type attributes, dialect attributes and types)
comes from the classes as for availability. A constraint read completely is *exact*;
otherwise its matcher over-approximates and the spec says what was left out.
"""

from __future__ import annotations

import re

from odsgen.model import constraints as C
from odsgen.model.build import Model, Op
from odsgen.records.record import Record
from odsgen.records.values import DefRef
from odsgen.runtime import matchers as M
from odsgen.runtime import verify as V

__all__ = ["VerifySpecReader", "build_verifier_specs", "unchecked_counts"]

_ARITY = {
    C.Arity.SINGLE: V.SINGLE,
    C.Arity.OPTIONAL: V.OPTIONAL,
    C.Arity.VARIADIC: V.VARIADIC,
    C.Arity.VARIADIC_OF_VARIADIC: V.VARIADIC_OF_VARIADIC,
}

# Traits checked by the runtime verifier, by their def name.
_CHECKED_TRAITS = {
    "SameOperandsAndResultType",
    "SameTypeOperands",
    "SameOperandsShape",
    "SameOperandsElementType",
    "SameOperandsAndResultShape",
    "SameOperandsAndResultElementType",
    "SameOperandsAndResultRank",
    "Terminator",
    "SingleBlock",
    "IsolatedFromAbove",
}
# Native traits whose C++ side verifies nothing about the op's structure.
_NO_VERIFY_TRAITS = {
    "AlwaysSpeculatable",
    "AlwaysSpeculatableImplTrait",
    "Commutative",
    "ConditionallySpeculatable",
    "ConstantLike",
    "Idempotent",
    "Involution",
    "MemRefsNormalizable",
    "NoMemoryEffect",
    "Pure",
    "RecursiveMemoryEffects",
    "RecursivelySpeculatable",
    "RecursivelySpeculatableImplTrait",
    # Their verifyTrait has only static_asserts (mlir/IR/OpDefinition.h,
    # mlir/Interfaces/ControlFlowInterfaces.h).
    "AutomaticAllocationScope",
    "ReturnLike",
    "Scalarizable",
    "Tensorizable",
    "Vectorizable",
    # SPIR-V's marker traits (no verifyTrait).
    "spirv::UsableInSpecConstantOp",
    "spirv::SignedOp",
    "spirv::UnsignedOp",
}
_SHAPE_SUBJECT = (
    r"(?:::)?(?:llvm::)?cast<(?:::)?(?:mlir::)?"
    r"(?:VectorType|ShapedType|RankedTensorType|TensorType|MemRefType|BaseMemRefType)>\(\$_self\)"
)
_SHAPE_METHOD = re.compile(
    "^"
    + _SHAPE_SUBJECT
    + r"\.(?P<m>getNumElements|getRank|hasRank|hasStaticShape)\(\)(?:(?P<cmp>==|!=|>=|<=|>|<)(?P<n>\d+))?$"
)
_SHAPE_ALL_DIMS = re.compile(
    r"^(?:::)?(?:llvm::)?all_of\("
    + _SHAPE_SUBJECT
    + r"\.getShape\(\),\[\]\(auto(?P<v>\w+)\)\{return(?P=v)(?P<cmp>==|!=)(?P<n>\d+);\}\)$"
)
_METHOD_SHAPE = {"getNumElements": "num_elements", "getRank": "rank"}


def _shape_leaf(text: str) -> M.Matcher | None:
    """The shape checks of ODS's shaped-type predicates (vector length, rank, dimensions)."""
    m = _SHAPE_METHOD.match(text)
    if m:
        method, cmp, n = m.group("m"), m.group("cmp"), m.group("n")
        if method == "hasRank" and cmp is None:
            return M.ShapeIs("has_rank")
        if method == "hasStaticShape" and cmp is None:
            return M.ShapeIs("all_dims", "!=", -1)
        if method in _METHOD_SHAPE and cmp is not None:
            return M.ShapeIs(_METHOD_SHAPE[method], cmp, int(n))
        return None
    m = _SHAPE_ALL_DIMS.match(text)
    if m:
        return M.ShapeIs("all_dims", m.group("cmp"), int(m.group("n")))
    return None


class _DialectClasses(dict):
    """Known C++ classes; an unknown ``mlir::NAME::*`` namespace (a dialect the spec does not
    load, like ``mlir::quant``) stands for the types of dialect NAME, as MLIR names them."""

    def get(self, key, default=None):
        hit = super().get(key)
        if hit is None and key.endswith("::*"):
            m = re.fullmatch(r"mlir::([a-z][a-z0-9_]*)::\*", key)
            if m:
                return M.DialectTypeOf(m.group(1))
        return default if hit is None else hit


_CPP_CLASS = re.compile(r"HasParent<(?P<ops>.*)>::Impl$")


class VerifySpecReader:
    """Reads ``OpSpec``s from a model (one reader per model)."""

    def __init__(self, model: Model) -> None:
        self.model = model
        self.keeper = model.keeper
        self.structure = C.ConstraintReader()
        self._attr_cls = self.keeper.classes.get("Attr")
        self._prop_cls = self.keeper.classes.get("Property")
        self._classes = self._dialect_classes()
        self._ops_by_cpp = self._cpp_ops()
        self._types: dict[int, tuple] = {}  # id(record) -> (record, (matcher, unchecked))
        self._attrs: dict[int, tuple] = {}

    # -- what the predicates may name

    def _dialect_classes(self) -> dict[str, M.Matcher]:
        """C++ classes of the TypeDefs and AttrDefs: ``mlir::tosa::shapeType`` -> !tosa.shape;
        ``NS::*``: some type of the dialect whose C++ namespace is NS."""
        out: dict[str, M.Matcher] = _DialectClasses()
        for rec in self.keeper.defs.values():
            classes = rec.class_names()
            is_type = "TypeDef" in classes
            if not is_type and "AttrDef" not in classes:
                continue
            dialect, mnemonic = rec.get_def("dialect"), rec.get_str("mnemonic", None)
            name = dialect.get_str("name", None) if dialect is not None else None
            cpp = rec.get_str("cppType", None)
            if name and mnemonic and cpp:
                m = M.DialectTypeOf(name, mnemonic) if is_type else M.DialectAttrOf(name, mnemonic)
                out[cpp.removeprefix("::")] = m
        for d in self.model.dialects.values():
            ns = d.cpp_namespace.removeprefix("::")
            if ns and d.name:
                out.setdefault(f"{ns}::*", M.DialectTypeOf(d.name))
                out.setdefault(f"mlir::{ns}::*" if not ns.startswith("mlir::") else f"{ns}::*", M.DialectTypeOf(d.name))
        return out

    def _cpp_ops(self) -> dict[str, str]:
        out: dict[str, str] = {}
        for op in self.model.ops:
            dialect = self.model.dialects.get(op.dialect)
            ns = (dialect.cpp_namespace if dialect is not None else "").removeprefix("::")
            out[op.cpp_class] = op.name
            if ns:
                out[f"{ns}::{op.cpp_class}"] = op.name
                out[f"::{ns}::{op.cpp_class}"] = op.name
        return out

    def _read(self, domain: str, pred: Record | None) -> tuple[M.Matcher | None, list[str]]:
        dropped: list[str] = []
        m = C._PredicateReader(domain, self._classes, dropped, _shape_leaf).read(pred)
        if m is None and pred is not None and not dropped:
            dropped.append("predicate")
        if m is not None and any(isinstance(n, M.Opaque) for _, n in M.iter_matchers(m)):
            dropped.append(m.describe())
        return m, dropped

    # -- constraints

    @staticmethod
    def _memo(cache: dict, rec: Record, build) -> tuple[M.Matcher, str]:
        hit = cache.get(id(rec))
        if hit is None or hit[0] is not rec:
            hit = cache[id(rec)] = (rec, build(rec))
        return hit[1]

    def type_check(self, rec: Record) -> tuple[M.Matcher, str]:
        """(matcher, what is not checked: '' when exact) of one value of a type constraint."""
        return self._memo(self._types, rec, self._type_check)

    def _type_check(self, rec: Record) -> tuple[M.Matcher, str]:
        rec = C.constraint_record(rec) or rec
        classes = rec.class_names()
        if "TypeDef" in classes:
            structured = self.structure.type_matcher(rec)
            if isinstance(structured, M.DialectTypeOf):
                return structured, ""
        m, dropped = self._read("type", rec.get_def("predicate"))
        if m is None:
            m = self.structure.type_matcher(rec)
        return m, _reason(rec, dropped)

    def attr_check(self, rec: Record) -> tuple[M.Matcher, str]:
        """(matcher, what is not checked) of a present attribute."""
        return self._memo(self._attrs, rec, self._attr_check)

    def _attr_check(self, rec: Record) -> tuple[M.Matcher, str]:
        rec = C.constraint_record(rec) or rec
        classes = rec.class_names()
        base = rec.get_def("baseAttr")
        if "ConfinedAttr" in classes and base is not None:
            m, why = self.attr_check(base)
            parts: list[M.Matcher] = [m]
            dropped: list[str] = [why] if why else []
            for c in rec.get_defs("attrConstraints") or ():
                cm, cd = self._read("attr", c.get_def("predicate"))
                if cm is not None:
                    parts.append(cm)
                dropped += [c.get_str("summary", None) or d for d in cd]
            return (parts[0] if len(parts) == 1 else M.AllOf(tuple(parts))), "; ".join(dict.fromkeys(dropped))
        if base is not None and "EnumAttrInfo" not in classes:
            return self.attr_check(base)  # OptionalAttr, DefaultValued*Attr, AttrAvailableAt
        if "EnumAttrInfo" in classes:
            em = self.structure.attr_matcher(rec)
            if isinstance(em, M.EnumOf):
                return em, ""
        enum = rec.get_def("enum")
        if "EnumAttr" in classes and enum is not None:
            dialect, mnemonic = rec.get_def("dialect"), rec.get_str("mnemonic", None)
            name = dialect.get_str("name", None) if dialect is not None else None
            cases = [c.get_str("str", None) for c in enum.get_defs("enumerants") or ()]
            if name and mnemonic and all(cases):
                bit = "BitEnumBase" in enum.class_names() or "BitEnumAttr" in enum.class_names()
                cls = enum.get_str("className", None) or enum.name_str()
                return M.DialectEnumOf(name, mnemonic, tuple(cases), bit, cls), ""  # type: ignore[arg-type]
        if "AnyAttrOf" in classes:
            members = [self.attr_check(a) for a in rec.get_defs("allowedAttributes") or ()]
            return M.AnyOf(tuple(m for m, _ in members)), "; ".join(w for _, w in members if w)
        if "TypedArrayAttrBase" in classes:
            element = rec.get_def("elementAttr")
            if element is not None:
                em, why = self.attr_check(element)
                return M.ArrayOf(em), why  # type: ignore[arg-type]
        if "TypeAttrOf" in classes:
            ty = rec.get_def("typeConstraint")
            if ty is not None:
                tm, why = self.type_check(ty)
                return M.AttrKind("type", tm), why  # type: ignore[arg-type]
        if "AttrDef" in classes:
            structured = self.structure.attr_matcher(rec)
            if isinstance(structured, M.DialectAttrOf):
                return structured, ""
        m, dropped = self._read("attr", rec.get_def("predicate"))
        if m is None:
            m = self.structure.attr_matcher(rec)
        return m, _reason(rec, dropped)

    # -- ops

    def op_spec(self, op: Op) -> V.OpSpec | None:
        rec = self.keeper.defs.get(op.record)
        if rec is None:
            return None
        operands, attributes = [], []
        for a, r in self._dag(rec, "arguments"):
            if r is not None and self._is_attr(r):
                m, why = self.attr_check(r)
                info = self.structure.attr_constraint(r)
                required = not (info.optional or info.default_value) and not _optional_property(r)
                attributes.append(V.AttrSpec(a, required, m, info.summary, why))
            else:
                operands.append(self._value(a, r))
        results = [self._value(a, r) for a, r in self._dag(rec, "results")]
        traits = _traits(rec)
        names = {t.name_str() for t in traits} | {c for t in traits for c in t.class_names()}
        checked: list[str] = []
        all_match: list[tuple[str, tuple[str, ...]]] = []
        types_match: list[tuple[str, str, str, str, bool]] = []
        parents: list[str] = []
        unchecked: list[str] = []
        value_names = {v.name for v in operands + results}
        if rec.get_int("hasVerifier", 0):
            unchecked.append("the op's C++ verifier (hasVerifier)")
        if rec.get_int("hasRegionVerifier", 0):
            unchecked.append("the op's C++ region verifier (hasRegionVerifier)")
        for t in traits:
            tn, tc = t.name_str(), t.class_names()
            if tn in _CHECKED_TRAITS:
                checked.append(tn)
            elif "AllMatchSameOperatorTrait" in tc or "TypesMatchWith" in tc:
                # A type relation between values: read, else listed as not checked.
                into: list = all_match if "AllMatchSameOperatorTrait" in tc else types_match
                got = (_all_match if into is all_match else _types_match)(t, value_names)
                if got is None:
                    unchecked.append(f"trait: {t.get_str('summary', None) or tn}")
                else:
                    into.append(got)
            elif "HasParent" in tc or "ParentOneOf" in tc:
                got = _parents(t, self._ops_by_cpp)
                if got is None:
                    unchecked.append(f"trait {t.get_str('trait', None) or tn}")
                else:
                    parents += got
            elif tn in (
                "AttrSizedOperandSegments",
                "AttrSizedResultSegments",
                "SameVariadicOperandSize",
                "SameVariadicResultSize",
            ):
                continue
            elif "PredOpTrait" in tc:
                unchecked.append(f"trait: {t.get_str('summary', None) or tn}")
            elif "OpInterfaceTrait" in tc or "InterfaceTrait" in tc:
                if (t.get_str("verify", None) or "").strip():
                    unchecked.append(f"interface {t.get_str('cppInterfaceName', None) or tn} verifier")
            elif "NativeOpTrait" in tc or "ParamNativeOpTrait" in tc or "GenInternalOpTrait" in tc:
                trait = t.get_str("trait", None) or tn
                short = trait.removeprefix("::mlir::OpTrait::").removesuffix("::Impl")
                if tn not in _NO_VERIFY_TRAITS and short not in _NO_VERIFY_TRAITS:
                    unchecked.append(f"trait {short}")
        region_dag = self._dag(rec, "regions")
        regions = tuple((n, "VariadicRegion" in (r.class_names() if r else ())) for n, r in region_dag)
        region_constraints = []
        for n, r in region_dag:
            c = _region_constraint(r)
            if c is False:
                unchecked.append(f"region '{n}': {(r.get_str('summary', None) if r else None) or 'constraint'}")
                c = None
            region_constraints.append(c)
        successor_dag = self._dag(rec, "successors")
        successors = tuple((n, "VariadicSuccessor" in (r.class_names() if r else ())) for n, r in successor_dag)
        for n, r in successor_dag:
            if r is not None and _predicate_text(r) not in ("", "true"):
                unchecked.append(f"successor '{n}': {r.get_str('summary', None) or r.name_str()}")
        return V.OpSpec(
            op.name,
            tuple(operands),
            tuple(results),
            tuple(attributes),
            regions,
            successors,
            operand_segments="AttrSizedOperandSegments" in names,
            result_segments="AttrSizedResultSegments" in names,
            same_variadic_operands="SameVariadicOperandSize" in names,
            same_variadic_results="SameVariadicResultSize" in names,
            traits=tuple(dict.fromkeys(checked)),
            all_match=tuple(all_match),
            parents=tuple(parents),
            unchecked=tuple(dict.fromkeys(unchecked)),
            types_match=tuple(types_match),
            region_constraints=tuple(region_constraints) if any(region_constraints) else (),
        )

    def _value(self, name: str, r: Record | None) -> V.ValueSpec:
        if r is None:
            return V.ValueSpec(name, V.SINGLE, M.AnyType(), "", "an argument that is not a constraint record")
        info = self.structure.type_constraint(r)
        m, why = self.type_check(r)
        segments = ""
        if info.arity is C.Arity.VARIADIC_OF_VARIADIC:
            segments = _vov_segments(r)
            if not segments:
                why = "; ".join(w for w in (why, "the sizes of its variadic-of-variadic segments") if w)
        return V.ValueSpec(name, _ARITY[info.arity], m, info.summary, why, segments)

    def _is_attr(self, r: Record) -> bool:
        return (self._attr_cls is not None and r.is_subclass_of(self._attr_cls)) or (
            self._prop_cls is not None and r.is_subclass_of(self._prop_cls)
        )

    def _dag(self, rec: Record, field: str) -> list[tuple[str, Record | None]]:
        dag = rec.get_init(field)
        if dag is None or not hasattr(dag, "args"):
            return []
        out = []
        for a, n in zip(dag.args, dag.names):
            r = C.constraint_record(a) if isinstance(a, DefRef) else None
            out.append((n if isinstance(n, str) else (str(n) if n is not None else ""), r))
        return out


def _vov_segments(r: Record) -> str:
    """The segment attribute's name of a VariadicOfVariadic constraint (its own record or
    one it wraps)."""
    while r is not None:
        name = r.get_str("segmentAttrName", None)
        if name:
            return name
        r = r.get_def("baseType")  # type: ignore[assignment]
    return ""


def _predicate_text(r: Record) -> str:
    """A constraint's C++ predicate text without its outer parentheses ('' when unset)."""
    pred = r.get_def("predicate")
    text = (pred.get_str("predExpr", None) if pred is not None else None) or ""
    text = text.strip()
    while text.startswith("(") and text.endswith(")") and _balanced(text[1:-1]):
        text = text[1:-1].strip()
    return text


def _balanced(text: str) -> bool:
    depth = 0
    for ch in text:
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth < 0:
            return False
    return depth == 0


_REGION_PRED = re.compile(r"^::llvm::hasNItems(?P<how>OrMore|OrLess)?\(\$_self,\s*(?P<n>\d+)\)$")
_REGION_CMP = {None: "==", "OrMore": ">=", "OrLess": "<="}


def _region_constraint(r: Record | None) -> tuple[str, str, int] | None | bool:
    """(summary, comparison, blocks) of a region constraint; None for any region; False
    when its predicate is not one odsgen reads."""
    if r is None:
        return None
    text = _predicate_text(r)
    if text in ("", "true"):
        return None
    m = _REGION_PRED.match(text)
    if m is None:
        return False
    return r.get_str("summary", None) or "", _REGION_CMP[m.group("how")], int(m.group("n"))


# AllMatchSameOperatorTrait's compared property, by the C++ of ODS's StrFuncs.
_MATCH_OPERATORS = {
    "$_self.getType()": "type",
    "getElementTypeOrSelf($_self)": "element type",
    "::llvm::cast<::mlir::ShapedType>($_self.getType()).getShape()": "shape",
    "::llvm::cast<::mlir::ShapedType>($_self.getType()).getRank()": "rank",
    "llvm::cast<::mlir::ShapedType>($_self.getType()).getNumElements()": "element count",
}


def _all_match(t: Record, value_names: set[str]) -> tuple[str, tuple[str, ...]] | None:
    """(what, names) of an AllMatchSameOperatorTrait odsgen checks: a known operator over
    operands and results (not attributes)."""
    names = tuple(t.get_strs("values") or ())
    what = None
    summary = t.get_str("summary", None) or ""
    for op_text, key in _MATCH_OPERATORS.items():
        if summary == f"all of {{{', '.join(names)}}} have same {key}":
            what = key
    if what is None or not names or not set(names) <= value_names:
        return None
    text = _predicate_text(t)
    operator = next((o for o, k in _MATCH_OPERATORS.items() if k == what), "")
    if any(operator.replace("$_self", f"${n}") not in text for n in names):
        return None  # the summary says one thing, the predicate another
    return what, names


_CAST = r"(?:::)?(?:llvm::)?cast<(?:::)?(?:mlir::)?(?:VectorType|ShapedType|TensorType|RankedTensorType|MemRefType)>"
_TRANSFORMS = [
    (re.compile(r"^\$_self$"), "type"),
    (re.compile(r"^(?:::)?(?:mlir::)?getElementTypeOrSelf\(\$_self\)$"), "element type or self"),
    (re.compile("^" + _CAST + r"\(\$_self\)\.getElementType\(\)$"), "element type"),
]


def _types_match(t: Record, value_names: set[str]) -> tuple[str, str, str, str, bool] | None:
    """(summary, lhs, rhs, transform, optional) of a TypesMatchWith odsgen checks: between
    two values, a transform it reads, the default comparator."""
    lhs, rhs = t.get_str("lhs", None), t.get_str("rhs", None)
    transform = (t.get_str("transformer", None) or "").strip()
    if not lhs or not rhs or lhs not in value_names or rhs not in value_names:
        return None
    kind = next((k for pat, k in _TRANSFORMS if pat.match(transform)), None)
    if kind is None:
        return None
    text = _predicate_text(t)
    optional = "OptionalTypesMatchWith" in t.class_names()
    if "RangedTypesMatchWith" in t.class_names() or "std::equal_to<>()(" not in text:
        return None
    return t.get_str("summary", None) or "", lhs, rhs, kind, optional


def _optional_property(r: Record) -> bool:
    """A property that may be absent: it has a default or is an optional property."""
    if "Property" not in r.class_names():
        return False
    return bool(r.get_str("defaultValue", None)) or "OptionalProp" in r.class_names()


def _reason(rec: Record, dropped: list[str]) -> str:
    if not dropped:
        return ""
    summary = rec.get_str("summary", None) or rec.name_str()
    return f"{summary} (not read: {'; '.join(dict.fromkeys(dropped))})"


def _traits(rec: Record) -> list[Record]:
    """The op's traits, TraitLists flattened."""
    out: list[Record] = []
    stack = list(reversed(rec.get_defs("traits") or []))
    while stack:
        t = stack.pop()
        if "TraitList" in t.class_names():
            stack.extend(reversed(t.get_defs("traits") or []))
        else:
            out.append(t)
    return out


def _parents(t: Record, ops_by_cpp: dict[str, str]) -> list[str] | None:
    m = _CPP_CLASS.search(t.get_str("trait", None) or "")
    if not m:
        return None
    names = []
    for cls in (c.strip() for c in m.group("ops").split(",")):
        name = (
            ops_by_cpp.get(cls) or ops_by_cpp.get(cls.split("::")[-1]) or (cls if cls in ops_by_cpp.values() else None)
        )
        if name is None:
            return None
        names.append(name)
    return names


def build_verifier_specs(model: Model) -> tuple[V.OpSpec, ...]:
    """One OpSpec per op of the model, in definition order."""
    reader = VerifySpecReader(model)
    return tuple(s for s in (reader.op_spec(op) for op in model.ops) if s is not None)


def unchecked_counts(specs) -> dict[str, int]:
    """How many constraints odsgen does not check completely: value constraints, attribute
    constraints and op-level checks, over the given specs."""
    values = sum(1 for s in specs for v in s.operands + s.results if v.unchecked)
    attrs = sum(1 for s in specs for a in s.attributes if a.unchecked)
    ops = sum(len(s.unchecked) for s in specs)
    total_values = sum(len(s.operands) + len(s.results) for s in specs)
    total_attrs = sum(len(s.attributes) for s in specs)
    return {
        "ops": len(specs),
        "value_constraints": total_values,
        "value_constraints_unchecked": values,
        "attribute_constraints": total_attrs,
        "attribute_constraints_unchecked": attrs,
        "op_level_unchecked": ops,
        "ops_fully_checked": sum(
            1
            for s in specs
            if not s.unchecked
            and not any(v.unchecked for v in s.operands + s.results)
            and not any(a.unchecked for a in s.attributes)
        ),
    }

"""The verification matcher of a constraint record: what an op's verifier checks of one
operand, result or attribute value (odsgen.model.build reads it into each ``ArgInfo``).

Constraint matchers for verification come from each constraint's whole predicate, read
by ``odsgen.model.constraints``' predicate reader with a record of what it could not
read; structure (enums, typed arrays, type attributes, dialect attributes and types)
comes from the classes as for availability. A constraint read completely is *exact*;
otherwise its matcher over-approximates and the note says what was left out.
"""

from __future__ import annotations

import re

from odsgen.model import constraints as C
from odsgen.records.record import Record, RecordKeeper
from odsgen.runtime import matchers as M

__all__ = ["CheckReader", "predicate_text", "vov_segments", "optional_property"]

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


class CheckReader:
    """Reads the verification matcher of constraint records (one reader per model build)."""

    def __init__(self, keeper: RecordKeeper, dialects, structure: C.ConstraintReader) -> None:
        self.keeper = keeper
        self.dialects = dialects  # the model's Dialects (by def name)
        self.structure = structure
        self._classes = self._dialect_classes()
        self._types: dict[int, tuple] = {}  # id(record) -> (record, (matcher, unchecked))
        self._attrs: dict[int, tuple] = {}

    # -- what the predicates may name

    def _dialect_classes(self) -> dict[str, M.Matcher]:
        """C++ classes of the TypeDefs and AttrDefs: ``mlir::tosa::shapeType`` -> !tosa.shape;
        ``NS::*``: some type of the dialect whose C++ namespace is NS."""
        out: dict[str, M.Matcher] = _DialectClasses()
        types, attrs = (self._derived(name) for name in ("TypeDef", "AttrDef"))
        for rec in self.keeper.defs.values():
            is_type = id(rec) in types
            if not is_type and id(rec) not in attrs:
                continue
            dialect, mnemonic = rec.get_def("dialect"), rec.get_str("mnemonic", None)
            name = dialect.get_str("name", None) if dialect is not None else None
            cpp = rec.get_str("cppType", None)
            if name and mnemonic and cpp:
                m = M.DialectTypeOf(name, mnemonic) if is_type else M.DialectAttrOf(name, mnemonic)
                out[cpp.removeprefix("::")] = m
        for d in self.dialects.values():
            ns = d.cpp_namespace.removeprefix("::")
            if ns and d.name:
                out.setdefault(f"{ns}::*", M.DialectTypeOf(d.name))
                out.setdefault(f"mlir::{ns}::*" if not ns.startswith("mlir::") else f"{ns}::*", M.DialectTypeOf(d.name))
        return out

    def _derived(self, name: str) -> set[int]:
        """The ids of the defs deriving from the class ``name`` (none when there is no such class)."""
        cls = self.keeper.classes.get(name)
        return {id(d) for d in self.keeper.derived_defs(cls)} if cls is not None else set()

    def _read(self, domain: str, pred: Record | None) -> tuple[M.Matcher | None, list[str]]:
        dropped: list[str] = []
        m = C.PredicateReader(domain, self._classes, dropped, _shape_leaf).read(pred)
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
        return self._structured_or_predicate("type", rec, rec.class_names())

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
        return self._structured_or_predicate("attr", rec, classes)

    def _structured_or_predicate(self, domain: str, rec: Record, classes: frozenset[str]) -> tuple[M.Matcher, str]:
        """A dialect's own type or attribute (a TypeDef/AttrDef) by its structure, else the
        reading of its predicate, else its structure (over-approximating)."""
        structure = self.structure.type_matcher if domain == "type" else self.structure.attr_matcher
        if ("TypeDef" if domain == "type" else "AttrDef") in classes:
            structured = structure(rec)
            if isinstance(structured, M.DialectTypeOf if domain == "type" else M.DialectAttrOf):
                return structured, ""
        m, dropped = self._read(domain, rec.get_def("predicate"))
        if m is None:
            m = structure(rec)
        return m, _reason(rec, dropped)


def vov_segments(r: Record) -> str:
    """The segment attribute's name of a VariadicOfVariadic constraint (its own record or
    one it wraps)."""
    while r is not None:
        name = r.get_str("segmentAttrName", None)
        if name:
            return name
        r = r.get_def("baseType")  # type: ignore[assignment]
    return ""


def predicate_text(r: Record) -> str:
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


def optional_property(r: Record) -> bool:
    """A property that may be absent: it has a default or is an optional property."""
    if "Property" not in r.class_names():
        return False
    return bool(r.get_str("defaultValue", None)) or "OptionalProp" in r.class_names()


def _reason(rec: Record, dropped: list[str]) -> str:
    if not dropped:
        return ""
    summary = rec.get_str("summary", None) or rec.name_str()
    return f"{summary} (not read: {'; '.join(dict.fromkeys(dropped))})"

"""The reader of ODS constraint records into matcher trees, and the availability they carry.

An operand, result or attribute of an op is declared with a constraint record
(``I32``, ``AnyTypeOf<[I32, TypeAvailableAt<F32, [...]>]>``, ``OptionalAttr<F32Attr>``,
``VectorOf<[F16]>``...). This module reads such a record into a tree of
``odsgen.runtime.matchers`` (odsgen's one matcher tree: the model, generated code and
the analyses all use it) and finds the ``TypeAvailableAt``/``AttrAvailableAt`` nodes in
it.

It understands odsgen's base library (tdlib/odsgen) and MLIR's own ODS classes. The
structure comes from the classes (``AnyTypeOf.allowedTypes``, ``Variadic.baseType``,
``TypeAvailableAt.availability``, ``TypedArrayAttrBase.elementAttr``, enum
``enumerants``...); the leaves come from the predicates, whose MLIR spellings
(``$_self.isSignlessInteger(32)``, ``::llvm::isa<::mlir::IndexType>($_self)``,
element-type substitutions of shaped containers) are recognised by shape. What is
left (a dialect's own C++ predicate, a rank or value check) becomes an ``Opaque``
leaf that keeps the summary, or is dropped from a conjunction: matching is about the
kind of value (which builtin type, which element type, which attribute kind), which is
what availability depends on; ranks, shapes and values are the verifier's business.

Availability semantics (docs/availability-semantics.md): a ``TypeAvailableAt`` or
``AttrAvailableAt`` node's requirement applies to a value when the value is present and
satisfies the wrapped constraint; an absent optional operand or attribute adds
nothing; each value of a variadic operand is checked on its own; inside ``AnyTypeOf``
a member's requirement applies when that member matches; inside a container's
element types when the element type matches.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from typing import Sequence

from odsgen.records.record import Record
from odsgen.records.values import DefRef, Init
from odsgen.runtime import ir
from odsgen.runtime.matchers import (
    MEMREF_KINDS,
    SHAPED_KINDS,
    TENSOR_KINDS,
    AllOf,
    AnyAttr,
    AnyFloat,
    AnyOf,
    AnyType,
    ArrayOf,
    AttrKind,
    AttrMatcher,
    Available,
    DialectAttrOf,
    DialectTypeOf,
    DialectTypeWith,
    EnumOf,
    ExactType,
    IntegerOf,
    Matcher,
    Opaque,
    ShapedOf,
    VectorOfLength,
    TypeKind,
    TypeMatcher,
    reaches,
)

__all__ = [
    "Arity",
    "Annotation",
    "TypeConstraintInfo",
    "AttrConstraintInfo",
    "ConstraintReader",
    "constraint_record",
    "is_type_constraint",
    "is_attr_constraint",
    "build_type_matcher",
    "build_attr_matcher",
    "build_type_constraint",
    "build_attr_constraint",
    "availability_annotations",
    "applicable_annotations",
]


class Arity(enum.Enum):
    """How many values an operand or result stands for."""

    SINGLE = "single"
    OPTIONAL = "optional"
    VARIADIC = "variadic"
    VARIADIC_OF_VARIADIC = "variadic-of-variadic"


# --------------------------------------------------------------------------- annotations


@dataclass(frozen=True, slots=True)
class Annotation:
    """One ``TypeAvailableAt``/``AttrAvailableAt`` node of a matcher tree.

    ``path`` is the steps from the root to the node (``("any_of[1]",)``,
    ``("element", "any_of[0]")``; ``()`` for the root); ``matcher`` is the node;
    ``availability`` its availability instance records (``MinVersion<V_2>``...).
    """

    path: tuple[str, ...]
    matcher: Available

    @property
    def availability(self) -> tuple[Record, ...]:
        return self.matcher.availability

    @property
    def constraint(self) -> Matcher:
        """The wrapped constraint whose match makes the availability apply."""
        return self.matcher.inner


def availability_annotations(matcher: Matcher) -> tuple[Annotation, ...]:
    """Every availability node of the tree, in definition order (outer before inner)."""
    out: list[Annotation] = []

    def walk(m: Matcher, path: tuple[str, ...]) -> None:
        if isinstance(m, Available):
            out.append(Annotation(path, m))
        for step, child in m.children():
            walk(child, path + (step,))

    walk(matcher, ())
    return tuple(out)


def applicable_annotations(matcher: Matcher, value: object) -> tuple[Annotation, ...]:
    """The availability nodes whose requirements apply to one present ``value``: those
    the value reaches (``odsgen.runtime.matchers.reaches``, the rule generated code and
    the analyses apply) and whose wrapped constraint it matches there."""
    return tuple(a for a in availability_annotations(matcher) if reaches(matcher, a.path, value))


# --------------------------------------------------------------------------- constraint infos


@dataclass(frozen=True, slots=True)
class TypeConstraintInfo:
    """An operand's or result's constraint: the matcher of one value and the arity."""

    matcher: TypeMatcher
    arity: Arity
    summary: str
    def_name: str

    def annotations(self) -> tuple[Annotation, ...]:
        return availability_annotations(self.matcher)

    def applicable(self, types: Sequence[ir.Type]) -> tuple[Annotation, ...]:
        """The annotations that apply to the values present, each value checked on its own
        (none for an absent optional operand or an empty variadic one)."""
        out: list[Annotation] = []
        for t in types:
            out.extend(applicable_annotations(self.matcher, t))
        return tuple(out)


@dataclass(frozen=True, slots=True)
class AttrConstraintInfo:
    """An attribute argument's constraint: matcher, optionality and default value."""

    matcher: AttrMatcher
    optional: bool
    default_value: str | None
    summary: str
    def_name: str

    def annotations(self) -> tuple[Annotation, ...]:
        return availability_annotations(self.matcher)

    def applicable(self, attr: ir.Attribute | None) -> tuple[Annotation, ...]:
        """The annotations that apply to the attribute; none when it is absent (also when
        the constraint has a default value: the default is the op's, not the spec's)."""
        return () if attr is None else applicable_annotations(self.matcher, attr)


# --------------------------------------------------------------------------- record access


def constraint_record(value: Init | Record) -> Record | None:
    """The constraint record of a dag argument (``Arg<...>``/``Res<...>`` unwrapped)."""
    rec = value.rec if isinstance(value, DefRef) else value
    if not isinstance(rec, Record):
        return None
    while "OpVariable" in rec.class_names():
        inner = rec.get_def("constraint")
        if inner is None:
            break
        rec = inner
    return rec


def is_attribute(rec: Record) -> bool:
    """Whether a dag argument's constraint record (``constraint_record``) makes it an
    attribute of the op rather than an operand: an ``Attr`` or a ``Property``, as
    mlir-tblgen's Operator sorts ``(ins ...)``. The one statement of that rule."""
    names = rec.class_names()
    return "Attr" in names or "Property" in names


def is_type_constraint(rec: Record) -> bool:
    return "TypeConstraint" in rec.class_names()


def is_attr_constraint(rec: Record) -> bool:
    return "AttrConstraint" in rec.class_names()


# --------------------------------------------------------------------------- predicates


_WS = re.compile(r"\s+")


# MLIR 16's predicates cast with the member functions (``$_self.isa<::mlir::VectorType>()``,
# ``$_self.cast<::mlir::ShapedType>().getElementType()``) that 17 on spell as free functions
# (``::llvm::isa<::mlir::VectorType>($_self)``); read as the latter.
_MEMBER_CAST = re.compile(r"(\$_self(?:\.\w+\(\))*)\.(isa|cast|dyn_cast)<([\w:]+)>\(\)")


def _squash(text: str) -> str:
    """Remove whitespace and redundant outer parentheses; member casts as free functions."""
    s = _WS.sub("", text)
    while True:
        t = _MEMBER_CAST.sub(lambda m: f"::llvm::{m.group(2)}<{m.group(3)}>({m.group(1)})", s)
        if t == s:
            break
        s = t
    while s.startswith("(") and s.endswith(")") and _balanced(s[1:-1]):
        s = s[1:-1]
    return s


def _balanced(s: str) -> bool:
    depth = 0
    for ch in s:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


_ISA = re.compile(r"^(?:::)?(?:llvm::|mlir::)?isa<(?P<cls>[\w:]+)>\((?P<subj>.+)\)$")
_METHOD = re.compile(r"^(?P<subj>.+)\.(?P<m>is[A-Za-z0-9]+)\((?P<arg>\d*)\)$")
_OPAQUE_TYPE = re.compile(r'^isOpaqueTypeWithName\((?P<subj>.+),"(?P<d>[^"]*)","(?P<n>[^"]*)"\)$')
_CAST = r"(?:::)?(?:llvm::|mlir::)?cast<(?:::)?(?:mlir::)?(?P<cls>\w+)>\(\$_self\)"
_SUBJECT_ELEMENT = re.compile(
    "^"
    + _CAST.replace("(?P<cls>\\w+)", "(?:ShapedType|VectorType|TensorType|RankedTensorType|MemRefType|BaseMemRefType)")
    + r"\.getElementType\(\)$"
)
_SUBJECT_ATTR_TYPE = re.compile("^" + _CAST + r"\.getType\(\)$")
_SUBJECT_TYPE_VALUE = re.compile("^" + _CAST.replace("(?P<cls>\\w+)", "TypeAttr") + r"\.getValue\(\)$")
_CONCAT_LAMBDA = re.compile(r"^\[\]\s*\(\s*(?:::)?(?:mlir::)?Type\s+(?P<var>\w+)\s*\)\s*\{\s*return\s*$")
_CONCAT_CALL = re.compile(r"^\s*;\s*\}\s*\((?P<arg>.*)\)\s*$", re.S)

_TYPED_ATTR_CLASSES = {
    "IntegerAttr",
    "FloatAttr",
    "StringAttr",
    "TypedAttr",
    "ElementsAttr",
    "DenseElementsAttr",
    "DenseIntElementsAttr",
    "DenseFPElementsAttr",
}

_INT_METHODS = {
    "isSignlessInteger": "",
    "isSignedInteger": "s",
    "isUnsignedInteger": "u",
    "isInteger": None,
}
_INDEX = ExactType(ir.IndexType())
_SIGNLESS = IntegerOf(None, "")
_COMBINED_METHODS: dict[str, TypeMatcher] = {
    "isIndex": _INDEX,
    "isSignlessIntOrIndex": AnyOf((_SIGNLESS, _INDEX)),
    "isSignlessIntOrFloat": AnyOf((_SIGNLESS, AnyFloat())),
    "isSignlessIntOrIndexOrFloat": AnyOf((_SIGNLESS, _INDEX, AnyFloat())),
    "isIntOrFloat": AnyOf((IntegerOf(), AnyFloat())),
    "isIntOrIndex": AnyOf((IntegerOf(), _INDEX)),
    "isIntOrIndexOrFloat": AnyOf((IntegerOf(), _INDEX, AnyFloat())),
}
_TYPE_CLASSES: dict[str, TypeMatcher] = {
    "IntegerType": IntegerOf(),
    "IndexType": _INDEX,
    "NoneType": ExactType(ir.NoneType()),
    "FloatType": AnyFloat(),
    "VectorType": ShapedOf(frozenset({"vector"})),
    "FixedVectorType": ShapedOf(frozenset({"vector"})),
    "TensorType": ShapedOf(TENSOR_KINDS),
    "RankedTensorType": ShapedOf(frozenset({"ranked_tensor"})),
    "UnrankedTensorType": ShapedOf(frozenset({"unranked_tensor"})),
    "MemRefType": ShapedOf(frozenset({"memref"})),
    "UnrankedMemRefType": ShapedOf(frozenset({"unranked_memref"})),
    "BaseMemRefType": ShapedOf(MEMREF_KINDS),
    "ShapedType": ShapedOf(SHAPED_KINDS),
    "ComplexType": TypeKind("complex"),
    "TupleType": TypeKind("tuple"),
    "FunctionType": TypeKind("function"),
}
_ATTR_CLASSES: dict[str, str] = {
    "Attribute": "",
    "IntegerAttr": "integer",
    "BoolAttr": "bool",
    "FloatAttr": "float",
    "StringAttr": "string",
    "UnitAttr": "unit",
    "ArrayAttr": "array",
    "DictionaryAttr": "dictionary",
    "TypeAttr": "type",
    "SymbolRefAttr": "symbol_ref",
    "FlatSymbolRefAttr": "flat_symbol_ref",
    "ElementsAttr": "elements",
    "DenseElementsAttr": "elements",
    "DenseIntElementsAttr": "elements",
    "DenseFPElementsAttr": "elements",
    "DenseIntOrFPElementsAttr": "elements",
    "DenseStringElementsAttr": "elements",
    "DenseResourceElementsAttr": "elements",
    "SparseElementsAttr": "elements",
    "DenseArrayAttr": "dense_array",
    "AffineMapAttr": "affine_map",
    "IntegerSetAttr": "integer_set",
    "LocationAttr": "location",
    "TypedAttr": "typed",
}
_DENSE_ARRAY = re.compile(r"^Dense(?P<e>Bool|I8|I16|I32|I64|F32|F64)ArrayAttr$")
_DENSE_ARRAY_ELEMENT = {
    "Bool": ir.IntegerType(1),
    "I8": ir.IntegerType(8),
    "I16": ir.IntegerType(16),
    "I32": ir.IntegerType(32),
    "I64": ir.IntegerType(64),
    "F32": ir.FloatType("f32"),
    "F64": ir.FloatType("f64"),
}
# Storage types of attributes whose predicate odsgen could not read.
_STORAGE_KINDS = {"::mlir::" + cls: kind for cls, kind in _ATTR_CLASSES.items() if kind}


def _float_of_class(cls: str) -> TypeMatcher | None:
    """``Float32Type`` -> f32, ``BFloat16Type`` -> bf16, ``Float8E4M3FNType`` -> f8E4M3FN."""
    m = re.fullmatch(r"(B?)Float(\w+)Type", cls)
    if not m:
        return None
    name = ("bf" if m.group(1) else "f") + m.group(2)
    return ExactType(ir.FloatType(name)) if name in ir.FLOAT_TYPE_NAMES else None


def _type_of_method(method: str, arg: str) -> TypeMatcher | None:
    if method in _INT_METHODS:
        return IntegerOf(int(arg) if arg else None, _INT_METHODS[method])
    if method in _COMBINED_METHODS and not arg:
        return _COMBINED_METHODS[method]
    m = re.fullmatch(r"is(BF16|TF32|F\d+)", method)
    if m and not arg:
        name = m.group(1).lower()
        return ExactType(ir.FloatType(name)) if name in ir.FLOAT_TYPE_NAMES else None
    return None


@dataclass(frozen=True, slots=True)
class _Partial:
    """A leaf's meaning for a part of the value: its element type, the type an attribute
    holds (``attr_type``) or the type a type attribute holds (``type_value``)."""

    part: str
    matcher: TypeMatcher


class PredicateReader:
    """Reads a predicate tree into a matcher; None where it cannot tell.

    ``classes`` adds C++ classes odsgen knows (a dialect's TypeDefs and AttrDefs, for the
    verifier); ``dropped``, when a list, collects the text of every part that could not
    be read (a conjunct left out, a leaf or combiner read as unknown), so a caller can tell
    an exact reading from an over-approximation. Availability uses neither.
    """

    def __init__(
        self, domain: str, classes: dict[str, Matcher] | None = None, dropped: list | None = None, leaves=None
    ) -> None:
        self.domain = domain  # "type" or "attr"
        self.classes = classes or {}
        self.dropped = dropped
        self.leaves = leaves  # text -> Matcher | None: more leaf shapes (the verifier's shape checks)

    def read(self, pred: Record | None) -> Matcher | None:
        if pred is None:
            return None
        meaning = self._read(pred, (), {})
        return self._finish(meaning)

    def _finish(self, meaning: object) -> Matcher | None:
        if isinstance(meaning, _Partial):
            return self._lift(meaning)
        return meaning  # type: ignore[return-value]

    def _lift(self, p: _Partial) -> Matcher:
        if p.part == "element":
            return ShapedOf(SHAPED_KINDS, p.matcher)
        if p.part == "type_value":
            return AttrKind("type", p.matcher)
        return AttrKind("typed", p.matcher)

    # A predicate's meaning: a Matcher for the whole value, a _Partial, or None.
    def _read(self, pred: Record, substs: tuple[tuple[str, str], ...], env: dict[str, str]) -> object:
        classes = pred.class_names()
        if "CPred" in classes:
            text = pred.get_str("predExpr", None) or ""
            for pat, repl in reversed(substs):
                text = text.replace(pat, repl)
            leaf = self._leaf(_squash(text), env)
            if leaf is None and self.leaves is not None:
                leaf = self.leaves(_squash(text))
            if leaf is None and self.dropped is not None:
                shown = _WS.sub(" ", text).strip()
                while shown.startswith("(") and shown.endswith(")") and _balanced(shown[1:-1]):
                    shown = shown[1:-1]
                self.dropped.append(shown)
            return leaf
        kind = pred.get_def("kind")
        children = pred.get_defs("children") or []
        kind_name = kind.name_str() if kind is not None else ""
        if kind_name == "PredCombinerAnd":
            return self._conjoin([self._read(c, substs, env) for c in children])
        if kind_name == "PredCombinerOr":
            return self._disjoin([self._read(c, substs, env) for c in children])
        if kind_name == "PredCombinerSubstLeaves" and children:
            pat, repl = pred.get_str("pattern", None), pred.get_str("replacement", None)
            if pat is None or repl is None:
                return None
            return self._read(children[0], ((pat, repl),) + substs, env)
        if kind_name == "PredCombinerConcat" and children:
            lam = _CONCAT_LAMBDA.match(pred.get_str("prefix", None) or "")
            call = _CONCAT_CALL.match(pred.get_str("suffix", None) or "")
            if lam and call:
                bound = dict(env)
                bound[lam.group("var")] = _squash(call.group("arg"))
                return self._read(children[0], substs, bound)
        if self.dropped is not None:
            self.dropped.append(f"{kind_name or pred.name_str()} predicate")
        return None

    def _subject(self, text: str, env: dict[str, str]) -> str | None:
        """Which part of the value a leaf talks about: '' (the value itself), 'element',
        'attr_type', 'type_value', or None when unknown."""
        if text in env:
            text = env[text]
        if text == "$_self":
            return ""
        if _SUBJECT_ELEMENT.match(text):
            return "element"
        m = _SUBJECT_ATTR_TYPE.match(text)
        if m and m.group("cls") in _TYPED_ATTR_CLASSES:
            return "attr_type"
        if _SUBJECT_TYPE_VALUE.match(text):
            return "type_value"
        return None

    def _leaf(self, text: str, env: dict[str, str]) -> object:
        if text == "true":
            return AnyType() if self.domain == "type" else AnyAttr()
        m = _ISA.match(text)
        if m:
            subject = self._subject(m.group("subj"), env)
            qualified = m.group("cls")
            cls = qualified.split("::")[-1]
            known = self.classes.get(qualified.removeprefix("::"))
            if known is None:
                # A class of a dialect's C++ namespace: some type or attribute of that
                # dialect (an over-approximation, so it counts as not read).
                known = self.classes.get(qualified.removeprefix("::").rpartition("::")[0] + "::*")
                if isinstance(known, DialectTypeOf) and self.domain == "attr" and subject == "":
                    known = DialectAttrOf(known.dialect)
                if known is not None and self.dropped is not None:
                    self.dropped.append(text)
            if known is not None:
                if subject == "" and self.domain == "attr":
                    return known
                return self._place(subject, known)
            if subject == "" and self.domain == "attr":
                return self._attr_class(cls)
            return self._place(subject, _TYPE_CLASSES.get(cls) or _float_of_class(cls))
        m = _METHOD.match(text)
        if m:
            return self._place(self._subject(m.group("subj"), env), _type_of_method(m.group("m"), m.group("arg")))
        m = _OPAQUE_TYPE.match(text)
        if m:
            return self._place(self._subject(m.group("subj"), env), DialectTypeOf(m.group("d"), m.group("n")))
        return None

    def _attr_class(self, cls: str) -> AttrMatcher | None:
        kind = _ATTR_CLASSES.get(cls)
        if kind == "":
            return AnyAttr()
        if kind is not None:
            return AttrKind(kind)
        m = _DENSE_ARRAY.match(cls)
        if m:
            return AttrKind("dense_array", ExactType(_DENSE_ARRAY_ELEMENT[m.group("e")]))
        return None

    def _place(self, subject: str | None, matcher: TypeMatcher | None) -> object:
        if subject is None or matcher is None:
            return None
        if subject == "":
            return matcher if self.domain == "type" else None
        return _Partial(subject, matcher)

    # -- combining

    def _conjoin(self, parts: list[object]) -> object:
        """And: fold what can be folded; drop what cannot be read (over-approximation)."""
        whole: list[Matcher] = []
        partial: dict[str, list[TypeMatcher]] = {}
        for p in parts:
            if p is None or isinstance(p, (AnyType, AnyAttr)):
                continue
            if isinstance(p, _Partial):
                partial.setdefault(p.part, []).append(p.matcher)
            else:
                whole.append(p)  # type: ignore[arg-type]
        if all(p is None for p in parts) and parts:
            return None
        for part, ms in partial.items():
            inner = _and(ms)
            folded = False
            for i, w in enumerate(whole):
                if part == "element" and isinstance(w, ShapedOf):
                    whole[i] = ShapedOf(w.kinds, _and([w.element, inner]))
                    folded = True
                elif part in ("attr_type", "type_value") and isinstance(w, AttrKind):
                    if part == "type_value" and w.kind != "type":
                        continue
                    vt = inner if w.value_type is None else _and([w.value_type, inner])
                    whole[i] = AttrKind(w.kind, vt)
                    folded = True
            if not folded:
                whole.append(self._lift(_Partial(part, inner)))
        return _and(whole, self.domain)

    def _disjoin(self, parts: list[object]) -> object:
        if not parts or any(p is None for p in parts):
            return None
        if all(isinstance(p, _Partial) for p in parts) and len({p.part for p in parts}) == 1:  # type: ignore[union-attr]
            return _Partial(parts[0].part, _or([p.matcher for p in parts]))  # type: ignore[union-attr]
        return _or([self._finish(p) for p in parts])  # type: ignore[misc]


def _and(ms: list, domain: str = "type") -> Matcher:
    ms = [m for m in ms if not isinstance(m, (AnyType, AnyAttr))]
    # Merge integer constraints (AnyInteger and i32 -> i32) and shaped kinds.
    out: list[Matcher] = []
    for m in ms:
        for i, o in enumerate(out):
            merged = _merge2(o, m)
            if merged is not None:
                out[i] = merged
                break
        else:
            out.append(m)
    if not out:
        return AnyType() if domain == "type" else AnyAttr()
    return out[0] if len(out) == 1 else AllOf(tuple(out))


def _merge2(a: Matcher, b: Matcher) -> Matcher | None:
    if a == b:
        return a
    if isinstance(a, IntegerOf) and isinstance(b, IntegerOf):
        if a.width is not None and b.width is not None and a.width != b.width:
            return None
        if a.signedness is not None and b.signedness is not None and a.signedness != b.signedness:
            return None
        return IntegerOf(
            a.width if a.width is not None else b.width, a.signedness if a.signedness is not None else b.signedness
        )
    if isinstance(a, ShapedOf) and isinstance(b, ShapedOf):
        return ShapedOf(a.kinds & b.kinds, _and([a.element, b.element]))
    return None


def _or(ms: list) -> Matcher:
    flat: list[Matcher] = []
    for m in ms:
        for x in m.members if isinstance(m, AnyOf) else (m,):
            # ranked or unranked tensor of T -> tensor of T
            for i, f in enumerate(flat):
                if isinstance(f, ShapedOf) and isinstance(x, ShapedOf) and f.element == x.element:
                    flat[i] = ShapedOf(f.kinds | x.kinds, f.element)
                    break
            else:
                if x not in flat:
                    flat.append(x)
    return flat[0] if len(flat) == 1 else AnyOf(tuple(flat))


# --------------------------------------------------------------------------- builders


_TYPE_WRAPPERS = ("Variadic", "Optional")  # VariadicOfVariadic derives from Variadic
_SHAPED_CONTAINER_KINDS = {
    "vector": frozenset({"vector"}),
    "tensor": TENSOR_KINDS,
    "ranked_tensor": frozenset({"ranked_tensor"}),
    "unranked_tensor": frozenset({"unranked_tensor"}),
    "memref": frozenset({"memref"}),
    "unranked_memref": frozenset({"unranked_memref"}),
    "shaped": SHAPED_KINDS,
}


class ConstraintReader:
    """Builds matchers from constraint records, remembering each record's matcher.

    One reader serves one RecordKeeper; the records must not change meanwhile.
    """

    def __init__(self) -> None:
        self._types: dict[int, tuple[Record, TypeMatcher]] = {}
        self._attrs: dict[int, tuple[Record, AttrMatcher]] = {}
        self._type_preds = PredicateReader("type")
        self._attr_preds = PredicateReader("attr")

    # -- types

    def type_matcher(self, rec: Record) -> TypeMatcher:
        """The matcher of one value of the constraint (Variadic/Optional unwrapped)."""
        hit = self._types.get(id(rec))
        if hit is not None and hit[0] is rec:
            return hit[1]
        m = self._build_type(rec)
        self._types[id(rec)] = (rec, m)
        return m

    def type_constraint(self, rec: Record) -> TypeConstraintInfo:
        rec = constraint_record(rec) or rec
        classes = rec.class_names()
        if "VariadicOfVariadic" in classes:
            arity = Arity.VARIADIC_OF_VARIADIC
        elif "Variadic" in classes:
            arity = Arity.VARIADIC
        elif "Optional" in classes:
            arity = Arity.OPTIONAL
        else:
            arity = Arity.SINGLE
        return TypeConstraintInfo(self.type_matcher(rec), arity, rec.get_str("summary", None) or "", rec.name_str())

    def _build_type(self, rec: Record) -> TypeMatcher:
        rec = constraint_record(rec) or rec
        classes = rec.class_names()
        if "TypeAvailableAt" in classes:
            base = rec.get_def("baseType")
            inner = self.type_matcher(base) if base is not None else self._opaque_type(rec)
            return Available(inner, tuple(rec.get_defs("availability") or ()), rec)
        if any(w in classes for w in _TYPE_WRAPPERS):
            base = rec.get_def("baseType")
            if base is not None:
                return self.type_matcher(base)
        if "AnyTypeOf" in classes or "AllOfType" in classes:
            members = [self.type_matcher(t) for t in rec.get_defs("allowedTypes") or ()]
            if "AnyTypeOf" in classes:
                return AnyOf(tuple(members))
            if any(availability_annotations(m) for m in members):
                return AllOf(tuple(members))  # as written: paths index the list
            return _and(members)
        if "VectorOfLengthIn" in classes:  # odsgen/typerules.td: lengths odsgen reads
            v = rec.get_init("allowedLengths")
            lengths = tuple(int(e.value) for e in getattr(v, "elts", ()) if hasattr(e, "value"))
            members = tuple(self.type_matcher(t) for t in rec.get_defs("elementTypes") or ())
            element = AnyType() if not members else members[0] if len(members) == 1 else AnyOf(members)
            return VectorOfLength(lengths, element)
        if "DialectTypeWithParameters" in classes:  # odsgen/typerules.td: cases odsgen reads
            words = tuple(
                c.get_str("str") or c.get_str("symbol") or c.name_str() for c in rec.get_defs("parameterCases") or ()
            )
            return DialectTypeWith(rec.get_str("typeDialect"), rec.get_str("typeMnemonic"), words)
        if "ConfinedType" in classes:
            base = rec.get_def("baseType")
            if base is not None:
                extra = [self._type_preds.read(p) for p in rec.get_defs("predicateList") or ()]
                return _and([self.type_matcher(base)] + [m for m in extra if m is not None])
        if "ShapedContainerType" in classes:
            elements = rec.get_defs("elementTypes")
            kinds = _SHAPED_CONTAINER_KINDS.get(rec.get_str("containerKind", None) or "")
            if elements is not None and kinds is not None:
                # Keep one member per listed type, so paths index the list as written.
                members = tuple(self.type_matcher(t) for t in elements)
                return ShapedOf(kinds, members[0] if len(members) == 1 else AnyOf(members))
        if "TypeDef" in classes:
            dialect, mnemonic = rec.get_def("dialect"), rec.get_str("mnemonic", None)
            name = dialect.get_str("name", None) if dialect is not None else None
            if name and mnemonic:
                return DialectTypeOf(name, mnemonic)
        m = self._type_preds.read(rec.get_def("predicate"))
        if isinstance(m, TypeMatcher):
            return m
        return self._opaque_type(rec)

    def _opaque_type(self, rec: Record) -> Opaque:
        return Opaque("type", rec.get_str("summary", None) or "", rec.name_str())

    # -- attributes

    def attr_matcher(self, rec: Record) -> AttrMatcher:
        """The matcher of a present attribute (OptionalAttr, DefaultValuedAttr,
        ConfinedAttr unwrapped; AttrAvailableAt kept as an Available node)."""
        hit = self._attrs.get(id(rec))
        if hit is not None and hit[0] is rec:
            return hit[1]
        m = self._build_attr(rec)
        self._attrs[id(rec)] = (rec, m)
        return m

    def attr_constraint(self, rec: Record) -> AttrConstraintInfo:
        rec = constraint_record(rec) or rec
        optional = bool(rec.get_int("isOptional", None))
        default = rec.get_str("defaultValue", None)
        return AttrConstraintInfo(
            self.attr_matcher(rec), optional, default, rec.get_str("summary", None) or "", rec.name_str()
        )

    def _build_attr(self, rec: Record) -> AttrMatcher:
        rec = constraint_record(rec) or rec
        classes = rec.class_names()
        base = rec.get_def("baseAttr")
        if "AttrAvailableAt" in classes:
            inner = self.attr_matcher(base) if base is not None else self._opaque_attr(rec)
            return Available(inner, tuple(rec.get_defs("availability") or ()), rec)
        if base is not None and "EnumAttrInfo" not in classes:
            # OptionalAttr, DefaultValued*Attr, ConfinedAttr: the value is the base's.
            return self.attr_matcher(base)
        if "EnumAttrInfo" in classes:
            enum_m = self._enum(rec, classes)
            if enum_m is not None:
                return enum_m
        if "AnyAttrOf" in classes:
            return AnyOf(tuple(self.attr_matcher(a) for a in rec.get_defs("allowedAttributes") or ()))
        if "TypedArrayAttrBase" in classes:
            element = rec.get_def("elementAttr")
            if element is not None:
                return ArrayOf(self.attr_matcher(element))
        if "TypeAttrOf" in classes:
            ty = rec.get_def("typeConstraint")
            if ty is not None:
                return AttrKind("type", self.type_matcher(ty))
        if "AttrDef" in classes:
            dialect, mnemonic = rec.get_def("dialect"), rec.get_str("mnemonic", None)
            name = dialect.get_str("name", None) if dialect is not None else None
            if name and mnemonic:
                return DialectAttrOf(name, mnemonic)
        m = self._attr_preds.read(rec.get_def("predicate"))
        if isinstance(m, AttrMatcher) and not isinstance(m, Opaque):
            return m
        kind = _STORAGE_KINDS.get(_WS.sub("", rec.get_str("storageType", None) or ""))
        if kind is not None:
            vt = rec.get_def("valueType")
            value_type = self.type_matcher(vt) if vt is not None and kind in ("integer", "float") else None
            return AttrKind(kind, value_type)
        return self._opaque_attr(rec)

    def _enum(self, rec: Record, classes: frozenset[str]) -> EnumOf | None:
        cases = rec.get_defs("enumerants")
        width = rec.get_int("bitwidth", None)
        if cases is None or width is None:
            return None
        values = tuple(v for v in (c.get_int("value", None) for c in cases) if v is not None)
        bit_enum = "BitEnumBase" in classes or "BitEnumAttr" in classes
        return EnumOf(width, values, bit_enum, rec.get_str("className", None) or rec.name_str())

    def _opaque_attr(self, rec: Record) -> Opaque:
        return Opaque("attr", rec.get_str("summary", None) or "", rec.name_str())


def build_type_matcher(rec: Record) -> TypeMatcher:
    return ConstraintReader().type_matcher(rec)


def build_attr_matcher(rec: Record) -> AttrMatcher:
    return ConstraintReader().attr_matcher(rec)


def build_type_constraint(rec: Record) -> TypeConstraintInfo:
    return ConstraintReader().type_constraint(rec)


def build_attr_constraint(rec: Record) -> AttrConstraintInfo:
    return ConstraintReader().attr_constraint(rec)

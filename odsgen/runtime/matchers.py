"""Constraint matchers: does a type or attribute satisfy an ODS constraint?

This is odsgen's one tree of constraint matchers. ``odsgen.model.constraints`` reads
ODS constraint records and predicates into these classes; generated packages hold the
same trees, spelled with each matcher's own ``repr()`` (valid Python in a scope that
imports the names ``repr_names(tree)`` lists); validate and the type rules use them as
they are. A matcher is a frozen value: equal trees compare and hash equal.

Every node answers ``matches(value)`` for a type or attribute of ``odsgen.runtime.ir``
and ``describe()`` in words for messages. ``children()`` names each sub-matcher by a
path step (``element``, ``value_type``, ``any_of[i]``, ``all_of[i]``, ``base``);
``step(name, value)`` passes a value down one such step at run time.

``path_applies(root, path)`` gives the predicate of one availability node: its
requirement applies to a value when every node on the path from the root passes the
value on (``AnyOf`` to a member that matches it, ``ShapedOf`` the element type to its
element matcher, ``ArrayOf`` each element, ``AttrKind`` the type it holds) and the
node's own constraint matches what arrives.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from odsgen.runtime import ir

__all__ = [
    "Matcher",
    "TypeMatcher",
    "AttrMatcher",
    "AnyType",
    "ExactType",
    "IntegerOf",
    "AnyFloat",
    "ShapedOf",
    "VectorOfLength",
    "TypeKind",
    "DialectTypeOf",
    "DialectTypeWith",
    "AnyAttr",
    "AttrKind",
    "ArrayOf",
    "EnumOf",
    "AttrSpelled",
    "DialectAttrOf",
    "AnyOf",
    "AllOf",
    "Available",
    "Opaque",
    "DialectEnumOf",
    "ShapeIs",
    "SHAPE_TESTS",
    "shape_holds",
    "SHAPED_TYPES",
    "UNRANKED_TYPES",
    "is_enum",
    "SHAPED_KINDS",
    "TENSOR_KINDS",
    "MEMREF_KINDS",
    "ATTR_KINDS",
    "iter_matchers",
    "path_applies",
    "reaches",
    "repr_names",
    "split_parameters",
]

# Kinds of shaped types, as ShapedOf names them.
SHAPED_KINDS = frozenset({"vector", "ranked_tensor", "unranked_tensor", "memref", "unranked_memref"})
TENSOR_KINDS = frozenset({"ranked_tensor", "unranked_tensor"})
MEMREF_KINDS = frozenset({"memref", "unranked_memref"})
# The classes of shaped types, and of those without a rank.
SHAPED_TYPES = (ir.VectorType, ir.RankedTensorType, ir.UnrankedTensorType, ir.MemRefType, ir.UnrankedMemRefType)
UNRANKED_TYPES = (ir.UnrankedTensorType, ir.UnrankedMemRefType)

_SHAPED_KIND_OF = {
    ir.VectorType: "vector",
    ir.RankedTensorType: "ranked_tensor",
    ir.UnrankedTensorType: "unranked_tensor",
    ir.MemRefType: "memref",
    ir.UnrankedMemRefType: "unranked_memref",
}


def _shaped_kind(t: object) -> str | None:
    return _SHAPED_KIND_OF.get(type(t))


def _args(*args: object) -> str:
    return ", ".join(repr(a) for a in args)


@dataclass(frozen=True, slots=True, repr=False)
class Matcher:
    """A node of a matcher tree."""

    def matches(self, value: object) -> bool:  # pragma: no cover - every leaf overrides it
        raise NotImplementedError

    def children(self) -> tuple[tuple[str, "Matcher"], ...]:
        """Each sub-matcher with the path step that names it."""
        return ()

    def step(self, name: str, value: object) -> tuple["Matcher | None", tuple[object, ...]]:
        """The (child, values) the path step ``name`` passes ``value`` on to; no values:
        the path stops here."""
        return None, ()

    def describe(self) -> str:  # pragma: no cover - every leaf overrides it
        raise NotImplementedError

    def __str__(self) -> str:
        return self.describe()

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


@dataclass(frozen=True, slots=True, repr=False)
class TypeMatcher(Matcher):
    """A matcher of ``ir.Type`` values."""


@dataclass(frozen=True, slots=True, repr=False)
class AttrMatcher(Matcher):
    """A matcher of ``ir.Attribute`` values."""


@dataclass(frozen=True, slots=True, repr=False)
class AnyType(TypeMatcher):
    def matches(self, value: object) -> bool:
        return isinstance(value, ir.Type)

    def describe(self) -> str:
        return "any type"


def _type_repr(t: ir.Type) -> str:
    """Constructor code of the builtin types ExactType holds."""
    if isinstance(t, ir.IntegerType):
        return f"IntegerType({t.width!r}{', ' + repr(t.signedness) if t.signedness else ''})"
    if isinstance(t, ir.FloatType):
        return f"FloatType({t.name!r})"
    if isinstance(t, (ir.IndexType, ir.NoneType)):
        return f"{type(t).__name__}()"
    raise TypeError(f"ExactType holds builtin integer, float, index and none types, not {t}")


@dataclass(frozen=True, slots=True, repr=False)
class ExactType(TypeMatcher):
    """Exactly one builtin type: ``f32``, ``bf16``, ``index``, ``none``, ``i8``..."""

    type: ir.Type

    def __post_init__(self) -> None:
        _type_repr(self.type)  # refuses what it could not spell

    def matches(self, value: object) -> bool:
        return value == self.type

    def describe(self) -> str:
        return str(self.type)

    def __repr__(self) -> str:
        return f"ExactType({_type_repr(self.type)})"


_SIGNEDNESS_WORD = {None: "", "": "signless ", "s": "signed ", "u": "unsigned "}


@dataclass(frozen=True, slots=True, repr=False)
class IntegerOf(TypeMatcher):
    """An integer type; ``None`` width or signedness means any (signedness '', 's', 'u')."""

    width: int | None = None
    signedness: str | None = None

    def matches(self, value: object) -> bool:
        return (
            isinstance(value, ir.IntegerType)
            and (self.width is None or value.width == self.width)
            and (self.signedness is None or value.signedness == self.signedness)
        )

    def describe(self) -> str:
        if self.width is None:
            return f"any {_SIGNEDNESS_WORD[self.signedness]}integer"
        if self.signedness is None:
            return f"{self.width}-bit integer"
        return f"{self.signedness}i{self.width}"

    def __repr__(self) -> str:
        return f"IntegerOf({_args(self.width, self.signedness)})"


@dataclass(frozen=True, slots=True, repr=False)
class AnyFloat(TypeMatcher):
    def matches(self, value: object) -> bool:
        return isinstance(value, ir.FloatType)

    def describe(self) -> str:
        return "any float"


@dataclass(frozen=True, slots=True, repr=False)
class ShapedOf(TypeMatcher):
    """A vector, tensor or memref (``kinds`` says which) whose element type matches."""

    kinds: frozenset[str]
    element: TypeMatcher = AnyType()

    def __post_init__(self) -> None:
        object.__setattr__(self, "kinds", frozenset(self.kinds))

    def matches(self, value: object) -> bool:
        return _shaped_kind(value) in self.kinds and self.element.matches(value.element_type)  # type: ignore[attr-defined]

    def children(self) -> tuple[tuple[str, Matcher], ...]:
        return (("element", self.element),)

    def step(self, name: str, value: object) -> tuple[Matcher | None, tuple[object, ...]]:
        if name == "element" and _shaped_kind(value) in self.kinds:
            return self.element, (value.element_type,)  # type: ignore[attr-defined]
        return None, ()

    def describe(self) -> str:
        if self.kinds == SHAPED_KINDS:
            kind = "shaped"
        elif self.kinds == TENSOR_KINDS:
            kind = "tensor"
        elif self.kinds == MEMREF_KINDS:
            kind = "memref (ranked or not)"
        else:
            kind = " or ".join(sorted(k.replace("_", " ") for k in self.kinds))
        return f"{kind} of {self.element.describe()}"

    def __repr__(self) -> str:
        # frozenset((...)): the field's type, its cases in a stable order (a set's repr has none).
        return f"ShapedOf(frozenset({tuple(sorted(self.kinds))!r}), {self.element!r})"


@dataclass(frozen=True, slots=True, repr=False)
class VectorOfLength(TypeMatcher):
    """A 1-D vector whose length is one of ``lengths`` and whose element type matches
    (odsgen/typerules.td ``VectorOfLengthIn``: availability that depends on a vector's
    length, as SPIR-V's Vector16)."""

    lengths: tuple[int, ...]
    element: TypeMatcher = AnyType()

    def __post_init__(self) -> None:
        object.__setattr__(self, "lengths", tuple(self.lengths))

    def _fits(self, value: object) -> bool:
        return isinstance(value, ir.VectorType) and len(value.shape) == 1 and value.shape[0] in self.lengths

    def matches(self, value: object) -> bool:
        return self._fits(value) and self.element.matches(value.element_type)  # type: ignore[attr-defined]

    def children(self) -> tuple[tuple[str, Matcher], ...]:
        return (("element", self.element),)

    def step(self, name: str, value: object) -> tuple[Matcher | None, tuple[object, ...]]:
        if name == "element" and self._fits(value):
            return self.element, (value.element_type,)  # type: ignore[attr-defined]
        return None, ()

    def describe(self) -> str:
        return f"vector of {' or '.join(map(str, self.lengths))} elements of {self.element.describe()}"

    def __repr__(self) -> str:
        return f"VectorOfLength({_args(self.lengths, self.element)})"


_TYPE_KINDS = {"complex": ir.ComplexType, "tuple": ir.TupleType, "function": ir.FunctionType}


@dataclass(frozen=True, slots=True, repr=False)
class TypeKind(TypeMatcher):
    """A builtin type kind whose parameters odsgen does not look into: complex, tuple, function."""

    kind: str

    def __post_init__(self) -> None:
        if self.kind not in _TYPE_KINDS:
            raise ValueError(f"unknown type kind {self.kind!r}")

    def matches(self, value: object) -> bool:
        return isinstance(value, _TYPE_KINDS[self.kind])

    def describe(self) -> str:
        return f"any {self.kind} type"

    def __repr__(self) -> str:
        return f"TypeKind({self.kind!r})"


@dataclass(frozen=True, slots=True, repr=False)
class DialectTypeOf(TypeMatcher):
    """A dialect type ``!dialect.name...``; ``name`` None means any type of the dialect."""

    dialect: str
    name: str | None = None

    def matches(self, value: object) -> bool:
        if not isinstance(value, ir.DialectType) or value.dialect != self.dialect:
            return False
        if self.name is None:
            return True
        # An opaque `!dialect<"name">` carries the name in its body.
        return value.name == self.name or (not value.name and value.body == ir.escape_string(self.name))

    def describe(self) -> str:
        return f"!{self.dialect}.{self.name}" if self.name else f"any !{self.dialect} type"

    def __repr__(self) -> str:
        return f"DialectTypeOf({_args(self.dialect, self.name)})"


def split_parameters(body: str, sep: str = ",") -> list[str]:
    """``body`` split at each ``sep`` outside brackets and strings (a dialect type's
    parameters: ``f32, Dim2D, (i32, f32)`` -> ``["f32", " Dim2D", " (i32, f32)"]``)."""
    out, depth, start, quote = [], 0, 0, False
    i = 0
    while i < len(body):
        ch = body[i]
        if quote:
            if ch == "\\":
                i += 1
            elif ch == '"':
                quote = False
        elif ch == '"':
            quote = True
        elif ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth -= 1
        elif ch == sep and depth == 0:
            out.append(body[start:i])
            start = i + 1
        i += 1
    out.append(body[start:])
    return out


@dataclass(frozen=True, slots=True, repr=False)
class DialectTypeWith(TypeMatcher):
    """A dialect type ``!dialect.name<...>`` that has every one of ``parameters`` among its
    top-level parameters (odsgen/typerules.td ``DialectTypeWithParameters``): availability
    that depends on several parameters of one type together, as SPIR-V's
    StorageImageMultisample of an image that is both ``MultiSampled`` and ``NoSampler``."""

    dialect: str
    name: str
    parameters: tuple[str, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "parameters", tuple(self.parameters))

    def matches(self, value: object) -> bool:
        if not isinstance(value, ir.DialectType) or (value.dialect, value.name) != (self.dialect, self.name):
            return False
        present = {p.strip() for p in split_parameters(value.body or "")}
        return all(p in present for p in self.parameters)

    def describe(self) -> str:
        return f"!{self.dialect}.{self.name} with " + (" and ".join(self.parameters) or "any parameters")

    def __repr__(self) -> str:
        return f"DialectTypeWith({_args(self.dialect, self.name, self.parameters)})"


@dataclass(frozen=True, slots=True, repr=False)
class AnyAttr(AttrMatcher):
    def matches(self, value: object) -> bool:
        return isinstance(value, ir.Attribute)

    def describe(self) -> str:
        return "any attribute"


def _attr_type(a: object) -> ir.Type | None:
    t = getattr(a, "type", None)
    return t if isinstance(t, ir.Type) else None


_I1 = ir.IntegerType(1)
_ELEMENTS_ATTRS = (ir.DenseElementsAttr, ir.DenseResourceElementsAttr, ir.SparseElementsAttr)
_SIMPLE_ATTR_KINDS: dict[str, type] = {
    "unit": ir.UnitAttr,
    "array": ir.ArrayAttr,
    "dictionary": ir.DictionaryAttr,
    "affine_map": ir.AffineMapAttr,
    "integer_set": ir.IntegerSetAttr,
    "location": ir.LocationAttr,
}


def _simple(cls: type) -> Callable[[object], tuple[bool, ir.Type | None]]:
    return lambda a: (isinstance(a, cls), None)


# kind -> a -> (is it one, the type the kind's value_type constrains)
_KIND_CHECKS = {
    "integer": lambda a: (isinstance(a, ir.IntegerAttr), _attr_type(a)),
    "bool": lambda a: (isinstance(a, ir.BoolAttr) or (isinstance(a, ir.IntegerAttr) and a.type == _I1), _I1),
    "float": lambda a: (isinstance(a, ir.FloatAttr), _attr_type(a)),
    "string": lambda a: (isinstance(a, ir.StringAttr), _attr_type(a) or ir.NoneType()),
    "type": lambda a: (isinstance(a, ir.TypeAttr), _attr_type(a)),
    "symbol_ref": lambda a: (isinstance(a, ir.SymbolRefAttr), None),
    "flat_symbol_ref": lambda a: (isinstance(a, ir.SymbolRefAttr) and not a.nested, None),
    "elements": lambda a: (isinstance(a, _ELEMENTS_ATTRS), _attr_type(a)),
    "dense_array": lambda a: (isinstance(a, ir.DenseArrayAttr), getattr(a, "element_type", None)),
    "typed": lambda a: (_attr_type(a) is not None, _attr_type(a)),
    **{kind: _simple(cls) for kind, cls in _SIMPLE_ATTR_KINDS.items()},
}
ATTR_KINDS = frozenset(_KIND_CHECKS)


@dataclass(frozen=True, slots=True, repr=False)
class AttrKind(AttrMatcher):
    """A builtin attribute kind, and optionally a matcher for the type it holds.

    ``value_type`` constrains: the type of an integer, float, string or elements
    attribute; the type held by a type attribute; the element type of a dense array.
    Kind ``typed`` is any attribute that has a type.
    """

    kind: str
    value_type: TypeMatcher | None = None

    def __post_init__(self) -> None:
        if self.kind not in _KIND_CHECKS:
            raise ValueError(f"unknown attribute kind {self.kind!r}")

    def matches(self, value: object) -> bool:
        ok, t = _KIND_CHECKS[self.kind](value)
        return ok and (self.value_type is None or (t is not None and self.value_type.matches(t)))

    def value_type_of(self, value: object) -> ir.Type | None:
        return _KIND_CHECKS[self.kind](value)[1]

    def children(self) -> tuple[tuple[str, Matcher], ...]:
        return () if self.value_type is None else (("value_type", self.value_type),)

    def step(self, name: str, value: object) -> tuple[Matcher | None, tuple[object, ...]]:
        if name == "value_type" and self.value_type is not None:
            ok, t = _KIND_CHECKS[self.kind](value)
            if ok and t is not None:
                return self.value_type, (t,)
        return None, ()

    def describe(self) -> str:
        kind = self.kind.replace("_", " ")
        return f"{kind} attribute" + ("" if self.value_type is None else f" of {self.value_type.describe()}")

    def __repr__(self) -> str:
        return (
            f"AttrKind({self.kind!r})" if self.value_type is None else f"AttrKind({_args(self.kind, self.value_type)})"
        )


@dataclass(frozen=True, slots=True, repr=False)
class ArrayOf(AttrMatcher):
    """An array attribute whose every element matches ``element``."""

    element: AttrMatcher

    def matches(self, value: object) -> bool:
        return isinstance(value, ir.ArrayAttr) and all(self.element.matches(e) for e in value)

    def children(self) -> tuple[tuple[str, Matcher], ...]:
        return (("element", self.element),)

    def step(self, name: str, value: object) -> tuple[Matcher | None, tuple[object, ...]]:
        if name == "element" and isinstance(value, ir.ArrayAttr):
            return self.element, tuple(value)
        return None, ()

    def describe(self) -> str:
        return f"array of {self.element.describe()}"

    def __repr__(self) -> str:
        return f"ArrayOf({self.element!r})"


@dataclass(frozen=True, slots=True, repr=False)
class EnumOf(AttrMatcher):
    """An enum attribute: a signless integer attribute of ``width`` bits holding one
    case's value (integer enum) or a union of the cases' bits (bit enum)."""

    width: int
    values: tuple[int, ...]
    bit_enum: bool = False
    class_name: str = ""
    _all_bits: int = field(init=False, compare=False, default=0)

    def __post_init__(self) -> None:
        values = tuple(sorted(set(self.values)))
        object.__setattr__(self, "values", values)
        bits = 0
        for v in values:
            bits |= v
        object.__setattr__(self, "_all_bits", bits)

    def matches(self, value: object) -> bool:
        if not isinstance(value, ir.IntegerAttr) or value.type != ir.IntegerType(self.width):
            return False
        v = int(value.value) & ((1 << self.width) - 1)
        if not self.bit_enum:
            return v in self.values
        return v & ~self._all_bits == 0

    def describe(self) -> str:
        return f"{'bit ' if self.bit_enum else ''}enum {self.class_name or f'of {self.width} bits'}"

    def __repr__(self) -> str:
        return f"EnumOf({_args(self.width, self.values, self.bit_enum, self.class_name)})"


@dataclass(frozen=True, slots=True, repr=False)
class AttrSpelled(AttrMatcher):
    """An attribute MLIR prints as ``text`` (``true``, ``48 : i32``): a condition on an
    attribute's value (odsgen/typerules.td, ``AttrValueIs``)."""

    text: str

    def matches(self, value: object) -> bool:
        return isinstance(value, ir.Attribute) and str(value) == self.text

    def describe(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"AttrSpelled({_args(self.text)})"


@dataclass(frozen=True, slots=True, repr=False)
class DialectAttrOf(AttrMatcher):
    """A dialect attribute ``#dialect.name...``; ``name`` None means any of the dialect;
    ``cases``, when given, the bodies it may have (an EnumAttr's case strings:
    ``#spirv.execution_mode<LocalSize>``)."""

    dialect: str
    name: str | None = None
    cases: tuple[str, ...] = ()

    def matches(self, value: object) -> bool:
        return (
            isinstance(value, ir.DialectAttr)
            and value.dialect == self.dialect
            and (self.name is None or value.name == self.name)
            and (not self.cases or (value.body or "").strip() in self.cases)
        )

    def describe(self) -> str:
        head = f"#{self.dialect}.{self.name}" if self.name else f"any #{self.dialect} attribute"
        return head + (f" <{' | '.join(self.cases)}>" if self.cases else "")

    def __repr__(self) -> str:
        extra = (self.cases,) if self.cases else ()
        return f"DialectAttrOf({_args(self.dialect, self.name, *extra)})"


def _index(name: str, prefix: str) -> int | None:
    if name.startswith(prefix + "[") and name.endswith("]"):
        digits = name[len(prefix) + 1 : -1]
        if digits.isdigit():
            return int(digits)
    return None


# Combinators serve both kinds of trees.


@dataclass(frozen=True, slots=True, repr=False)
class AnyOf(TypeMatcher, AttrMatcher):
    """Some member matches (``AnyTypeOf``, ``AnyAttrOf``, ``Or`` predicates)."""

    members: tuple[Matcher, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "members", tuple(self.members))

    def matches(self, value: object) -> bool:
        return any(m.matches(value) for m in self.members)

    def children(self) -> tuple[tuple[str, Matcher], ...]:
        return tuple((f"any_of[{i}]", m) for i, m in enumerate(self.members))

    def step(self, name: str, value: object) -> tuple[Matcher | None, tuple[object, ...]]:
        i = _index(name, "any_of")
        if i is not None and i < len(self.members) and self.members[i].matches(value):
            return self.members[i], (value,)
        return None, ()

    def describe(self) -> str:
        return " or ".join(m.describe() for m in self.members) or "nothing"

    def __repr__(self) -> str:
        return f"AnyOf({self.members!r})"


@dataclass(frozen=True, slots=True, repr=False)
class AllOf(TypeMatcher, AttrMatcher):
    """Every member matches (``AllOfType``, ``And`` predicates that did not fold)."""

    members: tuple[Matcher, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "members", tuple(self.members))

    def matches(self, value: object) -> bool:
        return all(m.matches(value) for m in self.members)

    def children(self) -> tuple[tuple[str, Matcher], ...]:
        return tuple((f"all_of[{i}]", m) for i, m in enumerate(self.members))

    def step(self, name: str, value: object) -> tuple[Matcher | None, tuple[object, ...]]:
        i = _index(name, "all_of")
        if i is not None and i < len(self.members) and self.matches(value):
            return self.members[i], (value,)
        return None, ()

    def describe(self) -> str:
        return " and ".join(m.describe() for m in self.members) or "anything"

    def __repr__(self) -> str:
        return f"AllOf({self.members!r})"


@dataclass(frozen=True, slots=True, repr=False)
class Available(TypeMatcher, AttrMatcher):
    """A ``TypeAvailableAt``/``AttrAvailableAt`` node: matches what ``inner`` matches.

    In the model it also carries the availability instance records that apply to a value
    it matches (``availability``) and its own record (``source``); neither takes part in
    comparisons or in the repr: generated code keeps the requirements beside the tree.
    """

    inner: Matcher
    availability: tuple[object, ...] = field(default=(), compare=False)
    source: object = field(default=None, compare=False)

    def __reduce__(self) -> tuple[type[Available], tuple[Matcher]]:
        # Pickled (the type rules' cache), a tree is run-time data: the records stay behind.
        return (Available, (self.inner,))

    def matches(self, value: object) -> bool:
        return self.inner.matches(value)

    def children(self) -> tuple[tuple[str, Matcher], ...]:
        return (("base", self.inner),)

    def step(self, name: str, value: object) -> tuple[Matcher | None, tuple[object, ...]]:
        if name == "base" and self.inner.matches(value):
            return self.inner, (value,)
        return None, ()

    def describe(self) -> str:
        return self.inner.describe()

    def __repr__(self) -> str:
        return f"Available({self.inner!r})"


@dataclass(frozen=True, slots=True, repr=False)
class Opaque(TypeMatcher, AttrMatcher):
    """A constraint odsgen cannot interpret (a dialect's C++ predicate). It matches every
    value of its domain (``type`` or ``attr``): odsgen does not reject what it cannot check."""

    domain: str = "type"
    summary: str = ""
    def_name: str = ""

    def matches(self, value: object) -> bool:
        return isinstance(value, ir.Type if self.domain == "type" else ir.Attribute)

    def describe(self) -> str:
        return self.summary or self.def_name or "unknown constraint"

    def __repr__(self) -> str:
        return f"Opaque({_args(self.domain, self.summary, self.def_name)})"


def iter_matchers(matcher: Matcher) -> Iterator[tuple[tuple[str, ...], Matcher]]:
    """Every node of a tree with its path, pre-order."""
    stack: list[tuple[tuple[str, ...], Matcher]] = [((), matcher)]
    while stack:
        path, m = stack.pop()
        yield path, m
        stack.extend(reversed([(path + (step,), c) for step, c in m.children()]))


def repr_names(matcher: Matcher) -> set[str]:
    """The names ``repr(matcher)`` uses: matcher classes of this module and the builtin
    type classes of odsgen.runtime.ir that ExactType holds."""
    names: set[str] = set()
    for _, m in iter_matchers(matcher):
        names.add(type(m).__name__)
        if isinstance(m, ExactType):
            names.add(type(m.type).__name__)
    return names


def reaches(m: Matcher, path: tuple[str, ...], value: object) -> bool:
    """Whether ``value`` reaches the node at ``path`` below ``m`` and matches it there."""
    if not path:
        return m.matches(value)
    child, values = m.step(path[0], value)
    return child is not None and any(reaches(child, path[1:], v) for v in values)


def path_applies(root: Matcher, path: tuple[str, ...] = ()) -> Callable[[object], bool]:
    """The predicate of the availability node at ``path`` below ``root`` (see the module doc)."""
    path = tuple(path)

    def applies(value: object, _root: Matcher = root, _path: tuple[str, ...] = path) -> bool:
        return reaches(_root, _path, value)

    return applies


# ---------------------------------------------------------------------------- dialect enums and shapes


def is_enum(m: Matcher) -> bool:
    """Whether ``m`` has an enum attribute constraint (``EnumOf``, ``DialectEnumOf``) in its tree."""
    return any(isinstance(n, (EnumOf, DialectEnumOf)) for _, n in iter_matchers(m))


@dataclass(frozen=True, slots=True, repr=False)
class DialectEnumOf(Matcher):
    """A dialect enum attribute ``#dialect.mnemonic<Case>`` (``#dialect<mnemonic Case>``)
    whose body is one case's string (a bit enum: cases joined by ``|``, or the none case)."""

    dialect: str
    name: str
    cases: tuple[str, ...]
    bit_enum: bool = False
    class_name: str = ""

    def matches(self, value: object) -> bool:
        if not isinstance(value, ir.DialectAttr) or value.dialect != self.dialect:
            return False
        body = value.body or ""
        if value.name == self.name:
            text = body.strip()
            if text.startswith("<") and text.endswith(">"):
                text = text[1:-1]
        elif not value.name and body.startswith(self.name):
            text = body[len(self.name) :]
        else:
            return False
        text = text.strip()
        if not self.bit_enum:
            return text in self.cases
        parts = [p.strip() for p in text.split("|")]
        return all(p in self.cases for p in parts)

    def describe(self) -> str:
        return f"valid {self.class_name or self.name}"

    def __repr__(self) -> str:
        return f"DialectEnumOf({self.dialect!r}, {self.name!r}, {self.cases!r}, {self.bit_enum!r}, {self.class_name!r})"


# How ShapeIs (and a region count constraint) compares.
SHAPE_TESTS: dict[str, Callable[[int, int], bool]] = {
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
    ">=": lambda a, b: a >= b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    "<": lambda a, b: a < b,
}


def shape_holds(what: str, cmp: str, value: int, shape: tuple[int, ...] | None, static: Callable[[int], bool]) -> bool:
    """``ShapeIs``'s test of a shaped type's ``shape`` (None: unranked), for odsgen's IR and
    other IRs' types (odsgen.xdsl_runtime); ``static(d)``: whether dimension ``d`` is known."""
    if what == "has_rank":
        return shape is not None
    if shape is None:
        return False
    test = SHAPE_TESTS[cmp]
    if what == "rank":
        return test(len(shape), value)
    if what == "all_dims":
        return all(test(d, value) for d in shape)
    n = 1
    for d in shape:
        n *= d
    return all(map(static, shape)) and test(n, value)


@dataclass(frozen=True, slots=True, repr=False)
class ShapeIs(Matcher):
    """A shape check of a shaped type: ``num_elements``, ``rank`` compared with ``value``
    (``cmp``: ==, !=, >=, <=, >, <), ``has_rank``, or ``all_dims`` (every dimension compared
    with ``value``). A type without a shape (or an unranked one, for rank and dimensions)
    does not match; ODS guards these checks with the type's kind."""

    what: str
    cmp: str = "=="
    value: int = 0

    def matches(self, value: object) -> bool:
        if not isinstance(value, SHAPED_TYPES):
            return False
        shape = None if isinstance(value, UNRANKED_TYPES) else tuple(value.shape)
        return shape_holds(self.what, self.cmp, self.value, shape, lambda d: d != ir.DYNAMIC)

    def describe(self) -> str:
        if self.what == "has_rank":
            return "ranked"
        return f"{self.what.replace('_', ' ')} {self.cmp} {self.value}"

    def __repr__(self) -> str:
        return f"ShapeIs({self.what!r}, {self.cmp!r}, {self.value!r})"

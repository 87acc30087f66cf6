"""Constraint matchers at run time: does a type or attribute satisfy an ODS constraint?

Generated packages describe each operand, result and attribute constraint that carries
availability (``TypeAvailableAt``/``AttrAvailableAt``) as a tree of these matchers.
They are the run-time twins of odsgen.model.constraints' matcher trees (which the
generator reads from the spec), with the same class names and the same meaning, but
without any reference to records, so generated code needs nothing of odsgen but
``odsgen.runtime``; tests/golden/test_matchers_twin.py checks that both agree.

``path_applies(root, path)`` gives the predicate of one availability node: its
requirement applies to a value when every node on the path from the root passes the
value on (``AnyOf`` to a member that matches it, ``ShapedOf`` the element type to its
element matcher, ``ArrayOf`` each element, ``AttrKind`` the type it holds) and the
node's own constraint matches what arrives.
"""

from __future__ import annotations

from odsgen.runtime import ir

__all__ = [
    "AnyType",
    "ExactType",
    "IntegerOf",
    "AnyFloat",
    "ShapedOf",
    "TypeKind",
    "DialectTypeOf",
    "AnyAttr",
    "AttrKind",
    "ArrayOf",
    "EnumOf",
    "DialectAttrOf",
    "AnyOf",
    "AllOf",
    "Available",
    "Opaque",
    "path_applies",
]


class _M:
    __slots__ = ()

    def matches(self, value: object) -> bool:  # pragma: no cover - every leaf overrides it
        raise NotImplementedError

    def step(self, name: str, value: object):
        """The (child, values) a path step passes on; no values: the path stops here."""
        return None, ()

    def __repr__(self) -> str:
        args = ", ".join(repr(getattr(self, s)) for s in self.__slots__)
        return f"{type(self).__name__}({args})"


class AnyType(_M):
    __slots__ = ()

    def matches(self, value):
        return isinstance(value, ir.Type)


class ExactType(_M):
    """Exactly the builtin type printed ``text`` (``f32``, ``index``, ``i1``...)."""

    __slots__ = ("text",)

    def __init__(self, text: str):
        self.text = text

    def matches(self, value):
        return isinstance(value, ir.Type) and str(value) == self.text


class IntegerOf(_M):
    __slots__ = ("width", "signedness")

    def __init__(self, width: int | None = None, signedness: str | None = None):
        self.width = width
        self.signedness = signedness

    def matches(self, value):
        if type(value) is not ir.IntegerType:
            return False
        return (self.width is None or value.width == self.width) and (
            self.signedness is None or value.signedness == self.signedness
        )


class AnyFloat(_M):
    __slots__ = ()

    def matches(self, value):
        return isinstance(value, ir.FloatType)


_SHAPED = {
    ir.VectorType: "vector",
    ir.RankedTensorType: "ranked_tensor",
    ir.UnrankedTensorType: "unranked_tensor",
    ir.MemRefType: "memref",
    ir.UnrankedMemRefType: "unranked_memref",
}


class ShapedOf(_M):
    __slots__ = ("kinds", "element")

    def __init__(self, kinds, element):
        self.kinds = frozenset(kinds)
        self.element = element

    def matches(self, value):
        return _SHAPED.get(type(value)) in self.kinds and self.element.matches(value.element_type)

    def step(self, name, value):
        if name == "element" and _SHAPED.get(type(value)) in self.kinds:
            return self.element, (value.element_type,)
        return None, ()


_TYPE_KINDS = {"complex": ir.ComplexType, "tuple": ir.TupleType, "function": ir.FunctionType}


class TypeKind(_M):
    __slots__ = ("kind",)

    def __init__(self, kind: str):
        self.kind = kind

    def matches(self, value):
        return isinstance(value, _TYPE_KINDS[self.kind])


def _named(value, dialect: str, name: str | None, cls: type) -> bool:
    if not isinstance(value, cls) or value.dialect != dialect:
        return False
    return name is None or value.name == name


class DialectTypeOf(_M):
    __slots__ = ("dialect", "name")

    def __init__(self, dialect: str, name: str | None = None):
        self.dialect = dialect
        self.name = name

    def matches(self, value):
        if _named(value, self.dialect, self.name, ir.DialectType):
            return True
        # The opaque `!dialect<"name">` spelling carries the name in its body.
        return (
            self.name is not None
            and _named(value, self.dialect, "", ir.DialectType)
            and value.body == ir.escape_string(self.name)
        )


class AnyAttr(_M):
    __slots__ = ()

    def matches(self, value):
        return isinstance(value, ir.Attribute)


def _typed(a):
    t = getattr(a, "type", None)
    return t if isinstance(t, ir.Type) else None


_I1 = ir.IntegerType(1)
_ELEMENTS = (ir.DenseElementsAttr, ir.DenseResourceElementsAttr, ir.SparseElementsAttr)
# kind -> (is it one, the type the kind's value_type constrains)
_ATTR_KINDS = {
    "integer": lambda a: (isinstance(a, ir.IntegerAttr), _typed(a)),
    "bool": lambda a: (isinstance(a, ir.BoolAttr) or (isinstance(a, ir.IntegerAttr) and a.type == _I1), _I1),
    "float": lambda a: (isinstance(a, ir.FloatAttr), _typed(a)),
    "string": lambda a: (isinstance(a, ir.StringAttr), _typed(a) or ir.NoneType()),
    "type": lambda a: (isinstance(a, ir.TypeAttr), _typed(a)),
    "symbol_ref": lambda a: (isinstance(a, ir.SymbolRefAttr), None),
    "flat_symbol_ref": lambda a: (isinstance(a, ir.SymbolRefAttr) and not a.nested, None),
    "elements": lambda a: (isinstance(a, _ELEMENTS), _typed(a)),
    "dense_array": lambda a: (isinstance(a, ir.DenseArrayAttr), getattr(a, "element_type", None)),
    "typed": lambda a: (_typed(a) is not None, _typed(a)),
    "unit": lambda a: (isinstance(a, ir.UnitAttr), None),
    "array": lambda a: (isinstance(a, ir.ArrayAttr), None),
    "dictionary": lambda a: (isinstance(a, ir.DictionaryAttr), None),
    "affine_map": lambda a: (isinstance(a, ir.AffineMapAttr), None),
    "integer_set": lambda a: (isinstance(a, ir.IntegerSetAttr), None),
    "location": lambda a: (isinstance(a, ir.LocationAttr), None),
}


class AttrKind(_M):
    """A builtin attribute kind, optionally with a matcher of the type it holds."""

    __slots__ = ("kind", "value_type")

    def __init__(self, kind: str, value_type=None):
        if kind not in _ATTR_KINDS:
            raise ValueError(f"unknown attribute kind {kind!r}")
        self.kind = kind
        self.value_type = value_type

    def matches(self, value):
        ok, t = _ATTR_KINDS[self.kind](value)
        return ok and (self.value_type is None or (t is not None and self.value_type.matches(t)))

    def step(self, name, value):
        if name == "value_type" and self.value_type is not None:
            ok, t = _ATTR_KINDS[self.kind](value)
            if ok and t is not None:
                return self.value_type, (t,)
        return None, ()


class ArrayOf(_M):
    __slots__ = ("element",)

    def __init__(self, element):
        self.element = element

    def matches(self, value):
        return isinstance(value, ir.ArrayAttr) and all(self.element.matches(e) for e in value)

    def step(self, name, value):
        if name == "element" and isinstance(value, ir.ArrayAttr):
            return self.element, tuple(value)
        return None, ()


class EnumOf(_M):
    """A signless integer attribute of ``width`` bits holding a case value (or, for a
    bit enum, only bits some case sets)."""

    __slots__ = ("width", "values", "bit_enum")

    def __init__(self, width: int, values, bit_enum: bool = False):
        self.width = width
        self.values = frozenset(values)
        self.bit_enum = bit_enum

    def matches(self, value):
        if not isinstance(value, ir.IntegerAttr) or value.type != ir.IntegerType(self.width):
            return False
        v = int(value.value) & ((1 << self.width) - 1)
        if not self.bit_enum:
            return v in self.values
        allowed = 0
        for c in self.values:
            allowed |= c
        return not (v & ~allowed)


class DialectAttrOf(_M):
    __slots__ = ("dialect", "name")

    def __init__(self, dialect: str, name: str | None = None):
        self.dialect = dialect
        self.name = name

    def matches(self, value):
        return _named(value, self.dialect, self.name, ir.DialectAttr)


def _index(name: str, prefix: str) -> int | None:
    if name.startswith(prefix + "[") and name.endswith("]"):
        try:
            return int(name[len(prefix) + 1 : -1])
        except ValueError:
            return None
    return None


class AnyOf(_M):
    __slots__ = ("members",)

    def __init__(self, members):
        self.members = tuple(members)

    def matches(self, value):
        return any(m.matches(value) for m in self.members)

    def step(self, name, value):
        i = _index(name, "any_of")
        if i is not None and i < len(self.members) and self.members[i].matches(value):
            return self.members[i], (value,)
        return None, ()


class AllOf(_M):
    __slots__ = ("members",)

    def __init__(self, members):
        self.members = tuple(members)

    def matches(self, value):
        return all(m.matches(value) for m in self.members)

    def step(self, name, value):
        i = _index(name, "all_of")
        if i is not None and i < len(self.members) and self.matches(value):
            return self.members[i], (value,)
        return None, ()


class Available(_M):
    """A ``TypeAvailableAt``/``AttrAvailableAt`` node: matches what ``inner`` matches."""

    __slots__ = ("inner",)

    def __init__(self, inner):
        self.inner = inner

    def matches(self, value):
        return self.inner.matches(value)

    def step(self, name, value):
        if name == "base" and self.inner.matches(value):
            return self.inner, (value,)
        return None, ()


class Opaque(_M):
    """A constraint odsgen cannot check (a dialect's own C++ predicate): matches every
    value of its domain (``type`` or ``attr``)."""

    __slots__ = ("domain",)

    def __init__(self, domain: str = "type"):
        self.domain = domain

    def matches(self, value):
        return isinstance(value, ir.Type if self.domain == "type" else ir.Attribute)


def _reach(m, path: tuple[str, ...], value) -> bool:
    if not path:
        return m.matches(value)
    child, values = m.step(path[0], value)
    return child is not None and any(_reach(child, path[1:], v) for v in values)


def path_applies(root, path: tuple[str, ...] = ()):
    """The predicate of the availability node at ``path`` below ``root`` (see the module doc)."""
    path = tuple(path)

    def applies(value, _root=root, _path=path) -> bool:
        return _reach(_root, _path, value)

    return applies

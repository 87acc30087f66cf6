"""TableGen values (LLVM's ``*Init`` classes), resolvers and the folding of expressions.

The nouns follow ``llvm/include/llvm/TableGen/Record.h`` so behaviour can be checked
against it: ``Unset``, ``Bit``, ``Bits``, ``Int``, ``Str``, ``List``, ``Dag``,
``DefRef`` (DefInit), ``Var`` (VarInit), ``VarBit``, ``FieldInit``, ``VarDefInit``
(an anonymous class instantiation not yet resolvable) and the operators ``UnOp``,
``BinOp``, ``TernOp``, ``CondOp``, ``FoldOp``, ``IsAOp``, ``ExistsOp``.

Values are immutable. ``resolve(resolver)`` returns the value itself when nothing
changed (so identity tells "unchanged"), and folding that cannot finish yet returns
the node unchanged; errors are raised only where llvm-tblgen raises them.

Concrete values (everything a finished def may hold) have ``concrete = True`` and
resolve to themselves without walking.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from odsgen.diagnostics import recursion_limit
from odsgen.records import types as T
from odsgen.records.types import BIT, DAG, INT, STRING, RecTy

if TYPE_CHECKING:  # pragma: no cover
    from odsgen.records.record import Record, RecordKeeper


# Deeply nested values recurse in resolve() and as_string(); Python 3.11 frames are
# cheap, so evaluating and printing records allow this depth before "nests too deeply".
DEEP_RECURSION = 50000


def deep_recursion(limit: int = DEEP_RECURSION):
    return recursion_limit(limit)


class EvalError(Exception):
    """An error found while folding; the evaluator attaches the location."""


# ============================================================================ base


class Init:
    __slots__ = ()
    concrete = True
    complete = True
    ty: RecTy | None = None

    def resolve(self, r: "Resolver") -> "Init":
        return self

    def as_string(self) -> str:  # getAsString
        raise NotImplementedError

    def as_unquoted(self) -> str:  # getAsUnquotedString
        return self.as_string()

    def __str__(self) -> str:
        return self.as_string()

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.as_string()}>"

    # convertInitializerTo
    def convert_to(self, ty: RecTy) -> "Init | None":
        return None

    # getCastTo (TypedInit::getCastTo for typed values: a value already of a
    # sub-type is returned as is, e.g. a list<I> stays a list<I> where list<Type> is
    # expected; only then is it converted)
    def cast_to(self, ty: RecTy) -> "Init | None":
        own = self.ty
        if own is ty or (own is not None and own.is_a(ty)):
            return self
        return self.convert_to(ty)

    def get_bit(self, i: int) -> "Init":
        return VarBit(self, i)


# ============================================================================ concrete


class UnsetInit(Init):
    __slots__ = ()
    complete = False

    def cast_to(self, ty: RecTy) -> Init | None:
        return self.convert_to(ty)

    def as_string(self) -> str:
        return "?"

    def convert_to(self, ty: RecTy) -> Init | None:
        if isinstance(ty, T.BitsRecTy):
            return Bits((UNSET,) * ty.width)
        return self

    def get_bit(self, i: int) -> Init:
        return self

    def __eq__(self, other) -> bool:
        return isinstance(other, UnsetInit)

    def __hash__(self) -> int:
        return 17


UNSET = UnsetInit()


class Bit(Init):
    __slots__ = ("value",)
    ty = BIT

    def __init__(self, value: int) -> None:
        self.value = value

    def as_string(self) -> str:
        return "1" if self.value else "0"

    def convert_to(self, ty: RecTy) -> Init | None:
        if ty is BIT:
            return self
        if ty is INT:
            return Int(self.value)
        if isinstance(ty, T.BitsRecTy) and ty.width == 1:
            return Bits((self,))
        return None

    def get_bit(self, i: int) -> Init:
        return self

    def __eq__(self, other) -> bool:
        return isinstance(other, Bit) and other.value == self.value

    def __hash__(self) -> int:
        return hash(("bit", self.value))


B0 = Bit(0)
B1 = Bit(1)


def make_bit(v) -> Bit:
    return B1 if v else B0


class Bits(Init):
    __slots__ = ("bits", "concrete", "complete", "_hash")

    def __init__(self, bits: tuple) -> None:
        self.bits = bits
        self.concrete = all(b.concrete for b in bits)
        self.complete = all(b.complete for b in bits)
        self._hash = None

    @property
    def ty(self) -> RecTy:
        return T.bits_ty(len(self.bits))

    def as_string(self) -> str:
        return "{ " + ", ".join(b.as_string() for b in reversed(self.bits)) + " }"

    def resolve(self, r: "Resolver") -> Init:
        if self.concrete:
            return self
        changed = False
        out = []
        for b in self.bits:
            nb = b.resolve(r)
            if nb is not b:
                changed = True
                if isinstance(nb, Bits) and len(nb.bits) == 1:
                    nb = nb.bits[0]
            out.append(nb)
        return Bits(tuple(out)) if changed else self

    def all_known(self) -> bool:
        return all(isinstance(b, Bit) for b in self.bits)

    def to_int(self) -> int | None:
        v = 0
        for i, b in enumerate(self.bits):
            if not isinstance(b, Bit):
                return None
            if b.value:
                v |= 1 << i
        return v

    def convert_to(self, ty: RecTy) -> Init | None:
        if isinstance(ty, T.BitsRecTy):
            return self if ty.width == len(self.bits) else None
        if ty is INT:
            v = self.to_int()
            return None if v is None else Int(v)
        if ty is BIT and len(self.bits) == 1:
            return self.bits[0]
        return None

    def get_bit(self, i: int) -> Init:
        return self.bits[i]

    def __eq__(self, other) -> bool:
        return isinstance(other, Bits) and other.bits == self.bits

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(("bits", self.bits))
        return self._hash


class Int(Init):
    __slots__ = ("value",)
    ty = INT

    def __init__(self, value: int) -> None:
        # int64_t semantics
        value &= 0xFFFFFFFFFFFFFFFF
        if value >= 1 << 63:
            value -= 1 << 64
        self.value = value

    def as_string(self) -> str:
        return str(self.value)

    def convert_to(self, ty: RecTy) -> Init | None:
        if ty is INT:
            return self
        if ty is BIT:
            return make_bit(self.value) if self.value in (0, 1) else None
        if isinstance(ty, T.BitsRecTy):
            w = ty.width
            if w < 64 and not _can_fit(self.value, w):
                return None
            # As llvm's IntInit: bits from 64 on are 0 (an int64 has no more to extend).
            return Bits(tuple(make_bit(i < 64 and (self.value >> i) & 1) for i in range(w)))
        return None

    def get_bit(self, i: int) -> Init:
        return make_bit((self.value >> i) & 1)

    def __eq__(self, other) -> bool:
        return isinstance(other, Int) and other.value == self.value

    def __hash__(self) -> int:
        return hash(("int", self.value))


def _can_fit(value: int, width: int) -> bool:
    """llvm::canFitInBitfield: with 4 bits, values from -8 .. 15 fit."""
    if width >= 64:
        return True
    return (value >> width) == 0 or (value >> (width - 1)) == -1


def utf8(s: str) -> bytes:
    """The bytes of a TableGen string. llvm-tblgen's strings are bytes: a string here is
    their UTF-8 decoding, with any byte that is not valid UTF-8 (``!substr`` may cut a
    character) kept as a lone surrogate (Python's ``surrogateescape``)."""
    return s.encode("utf-8", "surrogateescape")


def from_utf8(b: bytes) -> str:
    return b.decode("utf-8", "surrogateescape")


def valid_utf8(s: str) -> str:
    """s with each byte that is not valid UTF-8 replaced by U+FFFD (as llvm::json does)."""
    return s if s.isascii() else utf8(s).decode("utf-8", "replace")


class Str(Init):
    __slots__ = ("value", "code")
    ty = STRING

    def __init__(self, value: str, code: bool = False) -> None:
        if not value.isascii():
            # One spelling per byte string: pieces of a character cut apart by !substr
            # and joined again are that character.
            value = from_utf8(utf8(value))
        self.value = value
        self.code = code

    def as_string(self) -> str:
        if self.code:
            return "[{" + self.value + "}]"
        # StringInit::getAsString does not escape: "a"b" prints as written.
        return '"' + self.value + '"'

    def as_unquoted(self) -> str:
        return self.value

    def convert_to(self, ty: RecTy) -> Init | None:
        return self if ty is STRING else None

    def __eq__(self, other) -> bool:
        return isinstance(other, Str) and other.value == self.value and other.code == self.code

    def __hash__(self) -> int:
        return hash(self.value)


class List(Init):
    __slots__ = ("elts", "elt_ty", "concrete", "_hash")

    def __init__(self, elts: tuple, elt_ty: RecTy | None) -> None:
        self.elts = elts
        self.elt_ty = elt_ty
        c = True
        for e in elts:
            if not e.concrete:
                c = False
                break
        self.concrete = c
        self._hash = None

    @property
    def ty(self) -> RecTy:
        return (self.elt_ty or STRING).list_of() if self.elt_ty is not None else _UNTYPED_LIST

    @property
    def complete(self) -> bool:
        return all(e.complete for e in self.elts)

    def as_string(self) -> str:
        return "[" + ", ".join(e.as_string() for e in self.elts) + "]"

    def resolve(self, r: "Resolver") -> Init:
        if self.concrete:
            return self
        changed = False
        out = []
        for e in self.elts:
            ne = e.resolve(r)
            if ne is not e:
                changed = True
            out.append(ne)
        return List(tuple(out), self.elt_ty) if changed else self

    def convert_to(self, ty: RecTy) -> Init | None:
        if self.elt_ty is not None and ty is self.ty:
            return self
        if not isinstance(ty, T.ListRecTy):
            return None
        out = []
        changed = False
        for e in self.elts:
            ce = e.cast_to(ty.elt)
            if ce is None:
                return None
            if ce is not e:
                changed = True
            out.append(ce)
        if not changed and self.elt_ty is not None:
            # As ListInit::convertInitializerTo: the list itself when no element changes,
            # keeping its own element type (so [p] of list<P> stays a distinct value from
            # a list<T> [p], and each instantiates its own anonymous records).
            return self
        return List(tuple(out), ty.elt)

    def __eq__(self, other) -> bool:
        return isinstance(other, List) and other.elt_ty is self.elt_ty and other.elts == self.elts

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(("list", self.elts))
        return self._hash


_UNTYPED_LIST = T.ListRecTy(STRING)  # placeholder type for a list with unknown element type


class Dag(Init):
    __slots__ = ("op", "name", "args", "names", "concrete", "_hash")
    ty = DAG

    def __init__(self, op: Init, name: str | None, args: tuple, names: tuple) -> None:
        self.op = op
        self.name = name
        self.args = args
        self.names = names
        c = op.concrete
        if c:
            for a in args:
                if not a.concrete:
                    c = False
                    break
        self.concrete = c
        self._hash = None

    def as_string(self) -> str:
        s = "(" + self.op.as_string()
        if self.name is not None:
            s += ":$" + self.name
        parts = []
        for a, n in zip(self.args, self.names):
            p = a.as_string()
            if n is not None:
                p += ":$" + n
            parts.append(p)
        if parts:
            s += " " + ", ".join(parts)
        return s + ")"

    def resolve(self, r: "Resolver") -> Init:
        if self.concrete:
            return self
        op = self.op.resolve(r)
        changed = op is not self.op
        out = []
        for a in self.args:
            na = a.resolve(r)
            if na is not a:
                changed = True
            out.append(na)
        return Dag(op, self.name, tuple(out), self.names) if changed else self

    def convert_to(self, ty: RecTy) -> Init | None:
        return self if ty is DAG else None

    def __eq__(self, other) -> bool:
        return (
            isinstance(other, Dag)
            and other.op == self.op
            and other.name == self.name
            and other.args == self.args
            and other.names == self.names
        )

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(("dag", self.op, self.name, self.args, self.names))
        return self._hash


class DefRef(Init):
    """A reference to a def (LLVM's DefInit)."""

    __slots__ = ("rec",)

    def __init__(self, rec: "Record") -> None:
        self.rec = rec

    @property
    def ty(self) -> RecTy:
        return self.rec.record_type()

    def as_string(self) -> str:
        return self.rec.name_str()

    def convert_to(self, ty: RecTy) -> Init | None:
        if isinstance(ty, T.RecordRecTy) and self.ty.convertible_to(ty):
            return self
        return None

    def __eq__(self, other) -> bool:
        return isinstance(other, DefRef) and other.rec is self.rec

    def __hash__(self) -> int:
        return id(self.rec)


# ============================================================================ typed, non-concrete


class TypedInit(Init):
    __slots__ = ()
    concrete = False

    def convert_to(self, ty: RecTy) -> Init | None:
        own = self.ty
        if own is ty or (own is not None and own.is_a(ty)):
            return self
        if own is BIT and isinstance(ty, T.BitsRecTy) and ty.width == 1:
            return Bits((self,))
        return None

    def cast_to(self, ty: RecTy) -> Init | None:
        own = self.ty
        if own is ty or (own is not None and own.is_a(ty)):
            return self
        conv = self.convert_to(ty)
        if conv is not None:
            return conv
        if own is None or not own.convertible_to(ty):
            return None
        return UnOp("cast", self, ty).fold(None, False)


class Var(TypedInit):
    __slots__ = ("name", "ty")

    def __init__(self, name: str, ty: RecTy | None) -> None:
        self.name = name
        self.ty = ty

    def as_string(self) -> str:
        return self.name

    def resolve(self, r: "Resolver") -> Init:
        v = r.resolve(self.name)
        return self if v is None else v

    def __eq__(self, other) -> bool:
        return isinstance(other, Var) and other.name == self.name

    def __hash__(self) -> int:
        return hash(("var", self.name))


class VarBit(TypedInit):
    __slots__ = ("var", "index")
    ty = BIT

    def __init__(self, var: Init, index: int) -> None:
        self.var = var
        self.index = index

    def as_string(self) -> str:
        return f"{self.var.as_string()}{{{self.index}}}"

    def resolve(self, r: "Resolver") -> Init:
        nv = self.var.resolve(r)
        if nv is self.var:
            return self
        if isinstance(nv, (Bits, Int, Bit, UnsetInit)):
            return nv.get_bit(self.index)
        return VarBit(nv, self.index)

    def __eq__(self, other) -> bool:
        return isinstance(other, VarBit) and other.var == self.var and other.index == self.index

    def __hash__(self) -> int:
        return hash(("varbit", self.var, self.index))


class FieldInit(TypedInit):
    __slots__ = ("rec", "field", "ty")

    def __init__(self, rec: Init, field: str, ty: RecTy | None) -> None:
        self.rec = rec
        self.field = field
        self.ty = ty

    def as_string(self) -> str:
        return self.rec.as_string() + "." + self.field

    def resolve(self, r: "Resolver") -> Init:
        nr = self.rec.resolve(r)
        if nr is not self.rec:
            return FieldInit(nr, self.field, self.ty).fold(r.cur_rec)
        return self

    def fold(self, cur_rec) -> Init:
        if isinstance(self.rec, DefRef):
            d = self.rec.rec
            if d is cur_rec:
                raise EvalError(
                    f"Attempting to access field '{self.field}' of '{d.name_str()}' is a forbidden self-reference"
                )
            rv = d.get_value(self.field)
            if rv is None:
                raise EvalError(f"Cannot access field '{self.field}' of value '{d.name_str()}'")
            if rv.value.concrete:
                return rv.value
        return self

    def __eq__(self, other) -> bool:
        return isinstance(other, FieldInit) and other.rec == self.rec and other.field == self.field

    def __hash__(self) -> int:
        return hash(("field", self.rec, self.field))


class AnonName(TypedInit):
    """The name of an anonymous record before final resolution (AnonymousNameInit)."""

    __slots__ = ("number",)
    ty = STRING

    def __init__(self, number: int) -> None:
        self.number = number

    def as_string(self) -> str:
        return f"anonymous_{self.number}"

    def name_init(self) -> Str:
        return Str(self.as_string())

    def resolve(self, r: "Resolver") -> Init:
        new = r.resolve(self)
        new = self if new is None else new
        if r.final and isinstance(new, AnonName):
            return new.name_init()
        return new

    def __eq__(self, other) -> bool:
        return isinstance(other, AnonName) and other.number == self.number

    def __hash__(self) -> int:
        return hash(("anon", self.number))


class VarDefInit(TypedInit):
    """``Class<args>`` in a value, instantiated into an anonymous def once args resolve."""

    __slots__ = ("cls", "args", "keeper", "loc", "_def", "_hash")

    def __init__(self, keeper: "RecordKeeper", cls: "Record", args: tuple, loc=None) -> None:
        # args: tuple of (index_or_name, value)
        self.keeper = keeper
        self.cls = cls
        self.args = args
        self.loc = loc  # where the class reference was written: the anonymous def's location
        self._def = None
        self._hash = None

    @staticmethod
    def get(keeper: "RecordKeeper", cls: "Record", args: tuple, loc=None) -> "VarDefInit":
        """The unique ``cls<args>``; as llvm-tblgen's pool, the first one made keeps its loc."""
        key = (id(cls), args)
        v = keeper.vardef_cache.get(key)
        if v is None:
            v = keeper.vardef_cache[key] = VarDefInit(keeper, cls, args, loc)
        return v

    @property
    def ty(self) -> RecTy:
        return T.record_ty([self.cls])

    def as_string(self) -> str:
        if self._def is not None:
            return self._def.as_string()
        parts = []
        for k, v in self.args:
            parts.append(f"{k}: {v.as_string()}" if isinstance(k, int) else f'"{k}": {v.as_string()}')
        return self.cls.name_str() + "<" + ", ".join(parts) + ">"

    def fold(self) -> Init:
        if self._def is not None:
            return self._def
        tr = TrackUnresolved(None)
        for _, a in self.args:
            a.resolve(tr)
        if not tr.found:
            return self.instantiate()
        return self

    def instantiate(self) -> Init:
        if self._def is None:
            self._def = self.keeper.instantiate_anonymous(self.cls, self.args, self.loc)
        return self._def

    def resolve(self, r: "Resolver") -> Init:
        tr = TrackUnresolved(r)
        changed = False
        out = []
        for k, a in self.args:
            na = a.resolve(tr)
            if na is not a:
                changed = True
            out.append((k, na))
        if changed:
            new = VarDefInit.get(self.keeper, self.cls, tuple(out), self.loc)
            if not tr.found:
                return new.instantiate()
            return new
        return self

    def __eq__(self, other) -> bool:
        return self is other

    def __hash__(self) -> int:
        return id(self)


# ============================================================================ resolvers


class Resolver:
    __slots__ = ("cur_rec", "final")

    def __init__(self, cur_rec=None, final: bool = False) -> None:
        self.cur_rec = cur_rec
        self.final = final

    def resolve(self, name) -> Init | None:  # name: str or AnonName
        return None


class MapResolver(Resolver):
    __slots__ = ("map",)

    def __init__(self, cur_rec=None, final: bool = False) -> None:
        super().__init__(cur_rec, final)
        self.map: dict = {}

    def set(self, name, value: Init) -> None:
        self.map[name] = [value, False]

    def resolve(self, name) -> Init | None:
        ent = self.map.get(name)
        if ent is None:
            return None
        v = ent[0]
        if not ent[1] and len(self.map) > 1:
            del self.map[name]
            v = v.resolve(self)
            self.map[name] = [v, True]
        return v


class RecordResolver(Resolver):
    __slots__ = ("rec", "cache", "stack", "name")

    def __init__(self, rec, final: bool = True, name: Init | None = None) -> None:
        super().__init__(rec, final)
        self.rec = rec
        self.cache: dict = {}
        self.stack: list = []
        self.name = name

    def resolve(self, name) -> Init | None:
        cache = self.cache
        if name in cache:
            return cache[name]
        if name in self.stack:
            return None
        val = None
        rv = self.rec.vmap.get(name) if isinstance(name, str) else None
        if rv is not None:
            if not isinstance(rv.value, UnsetInit):
                val = rv.value
                if not val.concrete:
                    self.stack.append(name)
                    val = val.resolve(self)
                    self.stack.pop()
        elif self.name is not None and name == self.rec.name:
            self.stack.append(name)
            val = self.name.resolve(self)
            self.stack.pop()
        cache[name] = val
        return val


class ShadowResolver(Resolver):
    __slots__ = ("inner", "shadowed")

    def __init__(self, inner: Resolver, shadowed) -> None:
        super().__init__(inner.cur_rec, inner.final)
        self.inner = inner
        self.shadowed = shadowed

    def resolve(self, name) -> Init | None:
        if name in self.shadowed:
            return None
        return self.inner.resolve(name)


class TrackUnresolved(Resolver):
    __slots__ = ("inner", "found")

    def __init__(self, inner: Resolver | None) -> None:
        super().__init__(inner.cur_rec if inner else None, inner.final if inner else False)
        self.inner = inner
        self.found = False

    def resolve(self, name) -> Init | None:
        v = None
        if self.inner is not None:
            v = self.inner.resolve(name)
            if v is not None and not self.found:
                sub = TrackUnresolved(None)
                v.resolve(sub)
                self.found |= sub.found
        if v is None:
            self.found = True
        return v


class HasReference(Resolver):
    __slots__ = ("target", "found")

    def __init__(self, target) -> None:
        super().__init__(None, False)
        self.target = target
        self.found = False

    def resolve(self, name) -> Init | None:
        if name == self.target:
            self.found = True
        return None


def resolve_name_in(value: Init, name) -> bool:
    hr = HasReference(name)
    value.resolve(hr)
    return hr.found


# ============================================================================ operators


def _as_int(v: Init) -> int | None:
    if isinstance(v, Int):
        return v.value
    if isinstance(v, Bit):
        return v.value
    if isinstance(v, Bits):
        return v.to_int()
    return None


def _str_concat(a: Str, b: Str) -> Str:
    return Str(a.value + b.value, a.code or b.code)


class OpInit(TypedInit):
    __slots__ = ("op", "ty", "_hash")


class UnOp(OpInit):
    __slots__ = ("arg", "keeper")

    def __init__(self, op: str, arg: Init, ty: RecTy | None, keeper=None) -> None:
        self.op = op
        self.arg = arg
        self.ty = ty
        self.keeper = keeper  # the RecordKeeper a !cast<Record> looks names up in
        self._hash = None

    def as_string(self) -> str:
        if self.op == "cast":
            return f"!cast<{self.ty}>({self.arg.as_string()})"
        if self.op in ("getdagop",):
            return f"!{self.op}<{self.ty}>({self.arg.as_string()})"
        return f"!{self.op}({self.arg.as_string()})"

    def resolve(self, r: Resolver) -> Init:
        na = self.arg.resolve(r)
        if na is not self.arg or r.final:
            return UnOp(self.op, na, self.ty, self.keeper).fold(r.cur_rec, r.final)
        return self

    def fold(self, cur_rec, final: bool) -> Init:
        op = self.op
        a = self.arg
        keeper = _keeper_of(self, cur_rec)
        if op == "cast":
            ty = self.ty
            if ty is STRING:
                if isinstance(a, Str):
                    return a
                if isinstance(a, DefRef):
                    return Str(a.as_string())
                iv = _as_int(a)
                if iv is not None:
                    return Str(str(iv))
            elif isinstance(ty, T.RecordRecTy):
                if isinstance(a, Str):
                    if keeper is None:
                        return self
                    d = keeper.defs.get(a.value)
                    if d is None and cur_rec is not None and a.value == cur_rec.name_str():
                        if not final:
                            return self
                        d = cur_rec
                    if d is None:
                        if final:
                            raise EvalError(f"Undefined reference to record: '{a.value}'")
                        return self
                    dty = d.record_type()
                    if not dty.is_a(ty):
                        raise EvalError(f"Expected type '{ty}', got '{dty}' in: {self.as_string()}")
                    return d.def_ref()
            conv = a.convert_to(ty) if not isinstance(a, UnsetInit) else None
            if conv is not None:
                return conv
            return self
        if op == "not":
            v = _as_int(a) if not isinstance(a, TypedInit) else None
            if v is not None:
                return Int(0 if v else 1)
            return self
        if op == "head":
            if isinstance(a, List):
                if not a.elts:
                    raise EvalError("Empty list in !head")
                return a.elts[0]
            return self
        if op == "tail":
            if isinstance(a, List):
                if not a.elts:
                    raise EvalError("Empty list in !tail")
                return List(a.elts[1:], a.elt_ty)
            return self
        if op == "size":
            if isinstance(a, List):
                return Int(len(a.elts))
            if isinstance(a, Dag):
                return Int(len(a.args))
            if isinstance(a, Str):
                return Int(len(a.value) if a.value.isascii() else len(utf8(a.value)))
            return self
        if op == "empty":
            if isinstance(a, List):
                return Int(int(not a.elts))
            if isinstance(a, Dag):
                return Int(int(not a.args))
            if isinstance(a, Str):
                return Int(int(not a.value))
            return self
        if op == "tolower":  # ASCII letters only, as llvm's StringRef::lower
            return Str(from_utf8(utf8(a.value).lower()), a.code) if isinstance(a, Str) else self
        if op == "toupper":
            return Str(from_utf8(utf8(a.value).upper()), a.code) if isinstance(a, Str) else self
        if op == "logtwo":
            v = _as_int(a) if not isinstance(a, TypedInit) else None
            if v is not None:
                if v <= 0:
                    raise EvalError("Illegal operation: logtwo is undefined on arguments less than or equal to 0")
                return Int(v.bit_length() - 1)
            return self
        if op == "initialized":
            if isinstance(a, UnsetInit):
                return Int(0)
            if a.concrete:
                return Int(1)
            return self
        if op == "repr":
            if isinstance(a, DefRef):  # a record prints whole, as in llvm-tblgen's text view
                from odsgen.records.printer import print_record

                return Str(print_record(a.rec))
            if a.concrete:
                return Str(a.as_string())
            return self
        if op == "listflatten":
            if isinstance(a, List):
                out = []
                for e in a.elts:
                    if isinstance(e, List):
                        out.extend(e.elts)
                    else:
                        return self
                elt = self.ty.elt if isinstance(self.ty, T.ListRecTy) else None
                return List(tuple(out), elt)
            return self
        if op == "getdagop":
            if isinstance(a, Dag):
                if not isinstance(a.op, DefRef):
                    raise EvalError("!getdagop: operator is not a record")
                if self.ty is not None and not a.op.ty.is_a(self.ty):
                    raise EvalError(f"Expected type '{self.ty}', got '{a.op.ty}' in: {self.as_string()}")
                return a.op
            return self
        if op == "getdagopname":
            if isinstance(a, Dag):
                return Str(a.name) if a.name is not None else UNSET
            return self
        raise EvalError(f"unknown operator '!{op}'")

    def __eq__(self, other) -> bool:
        return isinstance(other, UnOp) and other.op == self.op and other.arg == self.arg and other.ty is self.ty

    def __hash__(self) -> int:
        return hash(("unop", self.op, self.arg))


_ARITH = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "mul": lambda a, b: a * b,
    "and": lambda a, b: a & b,
    "or": lambda a, b: a | b,
    "xor": lambda a, b: a ^ b,
    "shl": lambda a, b: a << b,
    "sra": lambda a, b: a >> b,
    "srl": lambda a, b: (a & 0xFFFFFFFFFFFFFFFF) >> b,
}
_CMP = {
    "eq": lambda a, b: a == b,
    "ne": lambda a, b: a != b,
    "le": lambda a, b: a <= b,
    "lt": lambda a, b: a < b,
    "ge": lambda a, b: a >= b,
    "gt": lambda a, b: a > b,
}


def _int_of(v: Init) -> int | None:
    if isinstance(v, (Int, Bit)):
        return v.value
    if isinstance(v, Bits):
        return v.to_int()
    return None


def compare(op: str, a: Init, b: Init) -> bool | None:
    ai = _int_of(a)
    bi = _int_of(b)
    if ai is not None and bi is not None:
        return _CMP[op](ai, bi)
    if isinstance(a, Str) and isinstance(b, Str):
        # llvm compares the bytes (not the same order as code points once a byte is lone).
        if a.value.isascii() and b.value.isascii():
            return _CMP[op](a.value, b.value)
        return _CMP[op](utf8(a.value), utf8(b.value))
    if op in ("eq", "ne") and isinstance(a, DefRef) and isinstance(b, DefRef):
        return (a.rec is b.rec) == (op == "eq")
    return None


class BinOp(OpInit):
    __slots__ = ("lhs", "rhs")

    def __init__(self, op: str, lhs: Init, rhs: Init, ty: RecTy | None) -> None:
        self.op = op
        self.lhs = lhs
        self.rhs = rhs
        self.ty = ty
        self._hash = None

    def as_string(self) -> str:
        if self.op == "listelem":
            return f"{self.lhs.as_string()}[{self.rhs.as_string()}]"
        if self.op == "listslice":
            return f"{self.lhs.as_string()}[{self.rhs.as_string()}]"
        name = {"concat": "con"}.get(self.op, self.op)
        tyarg = f"<{self.ty}>" if self.op == "getdagarg" else ""
        return f"!{name}{tyarg}({self.lhs.as_string()}, {self.rhs.as_string()})"

    def resolve(self, r: Resolver) -> Init:
        nl = self.lhs.resolve(r)
        if self.op in ("and", "or"):
            # As BinOpInit::resolveReferences: `!and(0, x)` and `!or(-1, x)` are decided by
            # their first operand; x is not resolved (so an error it would raise is not).
            iv = nl.convert_to(INT) if not isinstance(nl, TypedInit) else None
            if isinstance(iv, Int) and iv.value == (0 if self.op == "and" else -1):
                return iv
        nr = self.rhs.resolve(r)
        if nl is not self.lhs or nr is not self.rhs:
            return BinOp(self.op, nl, nr, self.ty).fold(r.cur_rec)
        return self

    def fold(self, cur_rec) -> Init:
        op = self.op
        a = self.lhs
        b = self.rhs
        if op in _ARITH:
            if isinstance(a, TypedInit) or isinstance(b, TypedInit):
                return self
            ai = _int_of(a)
            bi = _int_of(b)
            if ai is None or bi is None:
                return self
            if op in ("shl", "sra", "srl") and not 0 <= bi < 64:
                raise EvalError("Illegal operation: out of bounds shift")
            return Int(_ARITH[op](ai, bi))
        if op == "div":
            ai = _int_of(a) if not isinstance(a, TypedInit) else None
            bi = _int_of(b) if not isinstance(b, TypedInit) else None
            if ai is None or bi is None:
                return self
            if bi == 0:
                raise EvalError("Illegal operation: division by zero")
            if ai == -(1 << 63) and bi == -1:
                raise EvalError("Illegal operation: INT64_MIN / -1")
            q = abs(ai) // abs(bi)
            return Int(q if (ai >= 0) == (bi >= 0) else -q)
        if op in _CMP:
            if isinstance(a, TypedInit) or isinstance(b, TypedInit):
                return self
            res = compare(op, a, b)
            return self if res is None else make_bit(res)
        if op == "strconcat":
            if isinstance(a, Str) and isinstance(b, Str):
                return _str_concat(a, b)
            return self
        if op == "listconcat":
            if isinstance(a, List) and isinstance(b, List):
                # BinOpInit::Fold: the left list's element type.
                elt = a.elt_ty
                if elt is None and isinstance(self.ty, T.ListRecTy):
                    elt = self.ty.elt
                return List(a.elts + b.elts, elt)
            return self
        if op == "listsplat":
            if isinstance(b, TypedInit) or isinstance(a, TypedInit) and not a.concrete:
                return self
            n = _int_of(b)
            if n is None:
                return self
            if n < 0:
                raise EvalError("!listsplat count must be non-negative")
            return List((a,) * n, a.ty)
        if op == "listremove":
            if isinstance(a, List) and isinstance(b, List):
                if not a.concrete or not b.concrete:
                    return self
                out = tuple(e for e in a.elts if not any(_eq_init(e, x) for x in b.elts))
                return List(out, a.elt_ty)
            return self
        if op == "listelem":
            if isinstance(a, List):
                i = _int_of(b) if not isinstance(b, TypedInit) else None
                if i is None:
                    return self
                if not 0 <= i < len(a.elts):
                    return self  # as llvm: left unresolved (an error only where a def needs it)
                return a.elts[i]
            return self
        if op == "listslice":
            if isinstance(a, List) and isinstance(b, List):
                out = []
                for x in b.elts:
                    i = _int_of(x) if not isinstance(x, TypedInit) else None
                    if i is None:
                        return self
                    if not 0 <= i < len(a.elts):
                        return self  # as llvm: left unresolved
                    out.append(a.elts[i])
                return List(tuple(out), a.elt_ty)
            return self
        if op == "concat":
            if isinstance(a, Dag) and isinstance(b, Dag):
                lop, rop = a.op, b.op
                if (not isinstance(lop, DefRef) and not isinstance(lop, UnsetInit)) or (
                    not isinstance(rop, DefRef) and not isinstance(rop, UnsetInit)
                ):
                    return self
                if isinstance(lop, DefRef) and isinstance(rop, DefRef) and lop.rec is not rop.rec:
                    raise EvalError(f"Concatenated Dag operators do not match: '{a.as_string()}' vs. '{b.as_string()}'")
                newop = lop if isinstance(lop, DefRef) else rop
                return Dag(newop, None, a.args + b.args, a.names + b.names)
            return self
        if op == "interleave":
            if isinstance(a, List) and isinstance(b, Str):
                if not a.elts:
                    return Str("", False)
                parts = []
                # As llvm's interleaveStringList: the result is code only if an element
                # after the first is code; neither the first element nor the delimiter counts.
                code = False
                for i, e in enumerate(a.elts):
                    if isinstance(e, Str):
                        parts.append(e.value)
                        code = code or (i > 0 and e.code)
                    else:
                        iv = _int_of(e) if not isinstance(e, TypedInit) else None
                        if iv is None:
                            return self
                        parts.append(str(iv))
                return Str(b.value.join(parts), code if all(isinstance(e, Str) for e in a.elts) else False)
            return self
        if op == "getdagarg":
            if isinstance(a, Dag):
                idx = None
                if isinstance(b, Str):
                    if b.value in a.names:
                        idx = a.names.index(b.value)
                    else:
                        raise EvalError(f"Node name '{b.value}' not found in dag")
                else:
                    iv = _int_of(b) if not isinstance(b, TypedInit) else None
                    if iv is None:
                        return self
                    if not 0 <= iv < len(a.args):
                        raise EvalError(f"Node index {iv} out of range")
                    idx = iv
                v = a.args[idx]
                if isinstance(v, UnsetInit):
                    return v
                conv = v.cast_to(self.ty) if self.ty is not None else v
                if conv is None:
                    raise EvalError(f"Expected type '{self.ty}', got '{v.ty}'")
                return conv
            return self
        if op == "getdagname":
            if isinstance(a, Dag):
                iv = _int_of(b) if not isinstance(b, TypedInit) else None
                if iv is None:
                    return self
                if not 0 <= iv < len(a.args):
                    raise EvalError(f"Node index {iv} out of range")
                n = a.names[iv]
                return Str(n) if n is not None else UNSET
            return self
        if op == "setdagop":
            if isinstance(a, Dag) and isinstance(b, DefRef):
                return Dag(b, a.name, a.args, a.names)
            return self
        if op == "setdagopname":
            if isinstance(a, Dag) and isinstance(b, Str):
                return Dag(a.op, b.value, a.args, a.names)
            return self
        if op == "range":
            ai = _int_of(a) if not isinstance(a, TypedInit) else None
            bi = _int_of(b) if not isinstance(b, TypedInit) else None
            if ai is None or bi is None:
                return self
            return List(tuple(Int(i) for i in range(ai, bi)), INT)
        if op == "match":
            if isinstance(a, Str) and isinstance(b, Str):
                if a.value.isascii() and b.value.isascii():
                    return make_bit(regex(b.value).search(a.value) is not None)
                # llvm::Regex matches bytes: `.` is one byte, not one character.
                return make_bit(regex(b.value, True).search(utf8(a.value)) is not None)
            return self
        raise EvalError(f"unknown operator '!{op}'")

    def __eq__(self, other) -> bool:
        return isinstance(other, BinOp) and other.op == self.op and other.lhs == self.lhs and other.rhs == self.rhs

    def __hash__(self) -> int:
        return hash(("binop", self.op, self.lhs, self.rhs))


def _eq_init(a: Init, b: Init) -> bool:
    return a == b


class TernOp(OpInit):
    __slots__ = ("a", "b", "c")

    def __init__(self, op: str, a, b: Init, c: Init, ty: RecTy | None) -> None:
        self.op = op
        self.a = a  # for foreach/filter: the variable name (str)
        self.b = b
        self.c = c
        self.ty = ty
        self._hash = None

    def as_string(self) -> str:
        a = self.a if isinstance(self.a, str) else self.a.as_string()
        return f"!{self.op}({a}, {self.b.as_string()}, {self.c.as_string()})"

    def resolve(self, r: Resolver) -> Init:
        op = self.op
        if op in ("foreach", "filter"):
            nb = self.b.resolve(r)
            nc = self.c.resolve(ShadowResolver(r, (self.a,)))
            if nb is not self.b or nc is not self.c:
                return TernOp(op, self.a, nb, nc, self.ty).fold(r.cur_rec)
            return self
        na = self.a.resolve(r)
        if op == "if" and na is not self.a:
            v = _int_of(na) if not isinstance(na, TypedInit) else None
            if v is not None:
                return self.b.resolve(r) if v else self.c.resolve(r)
        nb = self.b.resolve(r)
        nc = self.c.resolve(r)
        if na is not self.a or nb is not self.b or nc is not self.c:
            return TernOp(op, na, nb, nc, self.ty).fold(r.cur_rec)
        return self

    def fold(self, cur_rec) -> Init:
        op = self.op
        a, b, c = self.a, self.b, self.c
        if op == "if":
            v = _int_of(a) if not isinstance(a, TypedInit) else None
            if v is None:
                return self
            return b if v else c
        if op == "foreach":
            return _foreach_helper(a, b, c, self.ty, cur_rec) or self
        if op == "filter":
            if isinstance(b, List):
                out = []
                for item in b.elts:
                    mr = MapResolver(cur_rec)
                    mr.set(a, item)
                    inc = c.resolve(mr)
                    v = _int_of(inc) if not isinstance(inc, TypedInit) else None
                    if v is None:
                        return self
                    if v:
                        out.append(item)
                return List(tuple(out), b.elt_ty)
            return self
        if op == "subst":
            if isinstance(a, DefRef) and isinstance(b, DefRef) and isinstance(c, DefRef):
                return b if a.rec is c.rec else c
            if isinstance(a, Var) and isinstance(b, Var) and isinstance(c, Var):
                return Var(b.name if a.name == c.name else c.name, self.ty)
            if isinstance(a, Str) and isinstance(b, Str) and isinstance(c, Str):
                if not a.value:
                    return Str(c.value)
                return Str(from_utf8(utf8(c.value).replace(utf8(a.value), utf8(b.value))))
            return self
        if op == "substr":
            if isinstance(a, Str):
                s = _int_of(b) if not isinstance(b, TypedInit) else None
                n = _int_of(c) if not isinstance(c, TypedInit) else None
                if s is None or n is None:
                    return self
                # Positions and lengths count bytes, as llvm's.
                data = utf8(a.value)
                if s < 0 or s > len(data):
                    raise EvalError(f"!substr start position is out of range 0...{len(data)}: {s}")
                if n < 0:
                    raise EvalError(f"!substr length must be nonnegative")
                return Str(from_utf8(data[s : s + n]), a.code)
            return self
        if op == "find":
            if isinstance(a, Str) and isinstance(b, Str):
                s = _int_of(c) if not isinstance(c, TypedInit) else None
                if s is None:
                    return self
                data = utf8(a.value)
                if s < 0 or s > len(data):
                    raise EvalError(f"!find start position is out of range 0...{len(data)}: {s}")
                return Int(data.find(utf8(b.value), s))
            return self
        if op == "dag":
            bl = isinstance(b, List)
            cl = isinstance(c, List)
            bok = bl or isinstance(b, UnsetInit)
            cok = cl or isinstance(c, UnsetInit)
            if isinstance(b, UnsetInit) and isinstance(c, UnsetInit):
                return self
            if bok and cok and (not bl or not cl or len(b.elts) == len(c.elts)):
                n = len(b.elts) if bl else len(c.elts)
                args = []
                names = []
                for i in range(n):
                    node = b.elts[i] if bl else UNSET
                    nm = c.elts[i] if cl else UNSET
                    if not isinstance(nm, (Str, UnsetInit)):
                        return self
                    args.append(node)
                    names.append(nm.value if isinstance(nm, Str) else None)
                return Dag(a, None, tuple(args), tuple(names))
            return self
        if op == "setdagarg" or op == "setdagname":
            if isinstance(a, Dag):
                idx = None
                if isinstance(b, Str):
                    if b.value not in a.names:
                        raise EvalError(f"Node name '{b.value}' not found in dag")
                    idx = a.names.index(b.value)
                else:
                    iv = _int_of(b) if not isinstance(b, TypedInit) else None
                    if iv is None:
                        return self
                    if not 0 <= iv < len(a.args):
                        raise EvalError(f"Node index {iv} out of range")
                    idx = iv
                args = list(a.args)
                names = list(a.names)
                if op == "setdagarg":
                    args[idx] = c
                else:
                    if not isinstance(c, (Str, UnsetInit)):
                        return self
                    names[idx] = c.value if isinstance(c, Str) else None
                return Dag(a.op, a.name, tuple(args), tuple(names))
            return self
        if op == "range":
            ai = _int_of(a) if not isinstance(a, TypedInit) else None
            bi = _int_of(b) if not isinstance(b, TypedInit) else None
            ci = _int_of(c) if not isinstance(c, TypedInit) else None
            if ai is None or bi is None or ci is None:
                return self
            if ci == 0:
                raise EvalError("Step of !range can't be 0")
            return List(tuple(Int(i) for i in range(ai, bi, ci)), INT)
        raise EvalError(f"unknown operator '!{op}'")

    def __eq__(self, other) -> bool:
        return (
            isinstance(other, TernOp)
            and other.op == self.op
            and other.a == self.a
            and other.b == self.b
            and other.c == self.c
        )

    def __hash__(self) -> int:
        return hash(("ternop", self.op, self.b, self.c))


def _foreach_apply(var: str, item: Init, expr: Init, cur_rec) -> Init:
    mr = MapResolver(cur_rec)
    mr.set(var, item)
    return expr.resolve(mr)


def _foreach_dag(var: str, d: Dag, expr: Init, cur_rec) -> Init:
    op = _foreach_apply(var, d.op, expr, cur_rec)
    changed = op is not d.op
    args = []
    for a in d.args:
        na = _foreach_dag(var, a, expr, cur_rec) if isinstance(a, Dag) else _foreach_apply(var, a, expr, cur_rec)
        if na is not a:
            changed = True
        args.append(na)
    if changed:
        return Dag(op, None, tuple(args), d.names)
    return d


def _foreach_helper(var: str, coll: Init, expr: Init, ty, cur_rec) -> Init | None:
    if isinstance(coll, Dag):
        return _foreach_dag(var, coll, expr, cur_rec)
    if isinstance(coll, List):
        out = tuple(_foreach_apply(var, e, expr, cur_rec) for e in coll.elts)
        elt = ty.elt if isinstance(ty, T.ListRecTy) else None
        return List(out, elt)
    return None


class CondOp(OpInit):
    __slots__ = ("conds", "vals")

    def __init__(self, conds: tuple, vals: tuple, ty: RecTy | None) -> None:
        self.op = "cond"
        self.conds = conds
        self.vals = vals
        self.ty = ty
        self._hash = None

    def as_string(self) -> str:
        return "!cond(" + ", ".join(f"{c.as_string()}: {v.as_string()}" for c, v in zip(self.conds, self.vals)) + ")"

    def resolve(self, r: Resolver) -> Init:
        nc = tuple(c.resolve(r) for c in self.conds)
        nv = tuple(v.resolve(r) for v in self.vals)
        if any(x is not y for x, y in zip(nc, self.conds)) or any(x is not y for x, y in zip(nv, self.vals)):
            return CondOp(nc, nv, self.ty).fold(r.cur_rec)
        return self

    def fold(self, cur_rec) -> Init:
        for c, v in zip(self.conds, self.vals):
            iv = _int_of(c) if not isinstance(c, TypedInit) else None
            if iv is None:
                return self
            if iv:
                return v
        raise EvalError(f"None of the !cond conditions was true: {self.as_string()}")

    def __eq__(self, other) -> bool:
        return isinstance(other, CondOp) and other.conds == self.conds and other.vals == self.vals

    def __hash__(self) -> int:
        return hash(("cond", self.conds, self.vals))


class FoldOp(OpInit):
    __slots__ = ("start", "lst", "acc", "var", "expr")

    def __init__(self, start: Init, lst: Init, acc: str, var: str, expr: Init, ty) -> None:
        self.op = "foldl"
        self.start = start
        self.lst = lst
        self.acc = acc
        self.var = var
        self.expr = expr
        self.ty = ty
        self._hash = None

    def as_string(self) -> str:
        return (
            f"!foldl({self.start.as_string()}, {self.lst.as_string()}, {self.acc}, {self.var}, {self.expr.as_string()})"
        )

    def resolve(self, r: Resolver) -> Init:
        ns = self.start.resolve(r)
        nl = self.lst.resolve(r)
        ne = self.expr.resolve(ShadowResolver(r, (self.acc, self.var)))
        if ns is not self.start or nl is not self.lst or ne is not self.expr:
            return FoldOp(ns, nl, self.acc, self.var, ne, self.ty).fold(r.cur_rec)
        return self

    def fold(self, cur_rec) -> Init:
        if isinstance(self.lst, List):
            acc = self.start
            for e in self.lst.elts:
                mr = MapResolver(cur_rec)
                mr.set(self.acc, acc)
                mr.set(self.var, e)
                acc = self.expr.resolve(mr)
            return acc
        return self

    def __eq__(self, other) -> bool:
        return self is other

    def __hash__(self) -> int:
        return id(self)


class IsAOp(OpInit):
    __slots__ = ("check", "expr")

    def __init__(self, check: RecTy, expr: Init) -> None:
        self.op = "isa"
        self.check = check
        self.expr = expr
        self.ty = INT
        self._hash = None

    def as_string(self) -> str:
        return f"!isa<{self.check}>({self.expr.as_string()})"

    def resolve(self, r: Resolver) -> Init:
        ne = self.expr.resolve(r)
        if ne is not self.expr:
            return IsAOp(self.check, ne).fold()
        return self

    def fold(self) -> Init:
        e = self.expr
        ety = e.ty if not isinstance(e, UnsetInit) else None
        if ety is not None:
            if ety.convertible_to(self.check):
                return Int(1)
            if isinstance(self.check, T.RecordRecTy):
                # Multiple inheritance: a non-concrete value may still turn out to be one.
                if (not self.check.convertible_to(ety) and e.concrete) or isinstance(e, DefRef):
                    return Int(0)
            else:
                return Int(0)
        return self

    def __eq__(self, other) -> bool:
        return isinstance(other, IsAOp) and other.check is self.check and other.expr == self.expr

    def __hash__(self) -> int:
        return hash(("isa", self.expr))


class ExistsOp(OpInit):
    __slots__ = ("check", "expr", "keeper")

    def __init__(self, check: RecTy, expr: Init, keeper=None) -> None:
        self.op = "exists"
        self.check = check
        self.expr = expr
        self.ty = INT
        self.keeper = keeper
        self._hash = None

    def as_string(self) -> str:
        return f"!exists<{self.check}>({self.expr.as_string()})"

    def resolve(self, r: Resolver) -> Init:
        ne = self.expr.resolve(r)
        if ne is not self.expr or r.final:
            return ExistsOp(self.check, ne, self.keeper).fold(r.cur_rec, r.final)
        return self

    def fold(self, cur_rec, final: bool) -> Init:
        e = self.expr
        if isinstance(e, Str):
            keeper = _keeper_of(self, cur_rec)
            if keeper is None:
                return self
            d = keeper.defs.get(e.value)
            if d is not None:
                return Int(int(d.record_type().is_a(self.check)))
            if cur_rec is not None and e.value == cur_rec.name_str():
                if not final:
                    return self
                return Int(int(cur_rec.record_type().is_a(self.check)))
            if final:
                return Int(0)
        return self

    def __eq__(self, other) -> bool:
        return isinstance(other, ExistsOp) and other.check is self.check and other.expr == self.expr

    def __hash__(self) -> int:
        return hash(("exists", self.expr))


def compare_numeric(a: str, b: str) -> int:
    """llvm::StringRef::compare_numeric on the UTF-8 bytes: runs of digits compare as
    numbers (the longer run is the larger), all else byte by byte; llvm::LessRecord."""
    x, y = a.encode(), b.encode()
    i, e = 0, min(len(x), len(y))
    while i < e:
        if 48 <= x[i] <= 57 and 48 <= y[i] <= 57:
            j = i + 1
            while j <= e:
                ld = j < len(x) and 48 <= x[j] <= 57
                rd = j < len(y) and 48 <= y[j] <= 57
                if ld != rd:
                    return -1 if rd else 1
                if not rd:
                    break
                j += 1
            if x[i:j] != y[i:j]:
                return -1 if x[i:j] < y[i:j] else 1
            i = j
            continue
        if x[i] != y[i]:
            return -1 if x[i] < y[i] else 1
        i += 1
    return 0 if len(x) == len(y) else (-1 if len(x) < len(y) else 1)


_NUMERIC_ORDER = functools.cmp_to_key(compare_numeric)


class InstancesOp(OpInit):
    """!instances<T>(regex): the defs so far that derive from T and whose name the
    regex matches, in llvm::LessRecord order (names compared with runs of digits as numbers); folded when the record that
    holds it is final, so it sees the defs made before that record."""

    __slots__ = ("check", "pattern", "keeper")

    def __init__(self, check: RecTy, pattern: Init, keeper=None) -> None:
        self.op = "instances"
        self.check = check
        self.pattern = pattern
        self.ty = check.list_of()
        self.keeper = keeper
        self._hash = None

    def as_string(self) -> str:
        return f"!instances<{self.check}>({self.pattern.as_string()})"

    def resolve(self, r: Resolver) -> Init:
        np = self.pattern.resolve(r)
        if np is not self.pattern or r.final:
            return InstancesOp(self.check, np, self.keeper).fold(r.cur_rec, r.final)
        return self

    def fold(self, cur_rec, final: bool) -> Init:
        if (cur_rec is not None and not final) or not isinstance(self.pattern, Str):
            return self
        search = regex(self.pattern.value).search
        keeper = _keeper_of(self, cur_rec)
        if keeper is None:
            return self
        defs = keeper.defs
        names = sorted((n for n in defs if search(n)), key=_NUMERIC_ORDER)
        found = [defs[n].def_ref() for n in names if defs[n].record_type().convertible_to(self.check)]
        return List(tuple(found), self.check)

    def __eq__(self, other) -> bool:
        return isinstance(other, InstancesOp) and other.check is self.check and other.pattern == self.pattern

    def __hash__(self) -> int:
        return hash(("instances", self.pattern))


# POSIX bracket classes of llvm::Regex (extended POSIX syntax) that Python's re lacks.
_POSIX_CLASSES = {
    "[:alpha:]": "a-zA-Z", "[:digit:]": "0-9", "[:alnum:]": "a-zA-Z0-9", "[:upper:]": "A-Z",
    "[:lower:]": "a-z", "[:space:]": " \\t\\n\\r\\f\\v", "[:xdigit:]": "0-9A-Fa-f",
    "[:punct:]": "!-/:-@\\[-`{-~", "[:blank:]": " \\t", "[:word:]": "a-zA-Z0-9_",
}  # fmt: skip


def regex(pattern: str, on_bytes: bool = False):
    """The compiled regex of !match and !instances; llvm::Regex rejects an empty one.
    With on_bytes it matches the UTF-8 bytes of a string, as llvm::Regex does."""
    translated = pattern
    for posix, chars in _POSIX_CLASSES.items():
        translated = translated.replace(posix, chars)
    try:
        if translated:
            return re.compile(utf8(translated)) if on_bytes else re.compile(translated)
    except re.error:
        pass
    raise EvalError(f"invalid regex '{pattern}'")


# The keeper of the evaluation in progress (folding !cast and !exists looks up defs).
# Set by the evaluator for the duration of one load; evaluation is single-threaded.
def _keeper_of(op, cur_rec):
    """The RecordKeeper an operator folds against: the one the evaluator gave it when it
    built the operator, else the current record's (LLVM reaches it the same ways)."""
    if op.keeper is not None:
        return op.keeper
    return None if cur_rec is None else cur_rec.keeper

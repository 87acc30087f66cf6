"""Records and the record keeper (LLVM's Record, RecordVal, RecordKeeper)."""

from __future__ import annotations

from odsgen.records import types as T
from odsgen.records.values import (
    UNSET,
    AnonName,
    Bit,
    Bits,
    DefRef,
    Init,
    Int,
    List,
    MapResolver,
    RecordResolver,
    Str,
    UnsetInit,
)
from odsgen.source import Loc

FK_NORMAL = 0
FK_NONCONCRETE_OK = 1  # declared with 'field'
FK_TEMPLATE_ARG = 2


class RecordVal:
    __slots__ = ("name", "ty", "value", "kind", "loc")

    def __init__(self, name: str, ty: T.RecTy, kind: int = FK_NORMAL, loc: Loc | None = None) -> None:
        self.name = name
        self.ty = ty
        self.kind = kind
        self.loc = loc
        self.value: Init = UNSET.convert_to(ty)

    def copy(self) -> "RecordVal":
        rv = RecordVal.__new__(RecordVal)
        rv.name = self.name
        rv.ty = self.ty
        rv.kind = self.kind
        rv.loc = self.loc
        rv.value = self.value
        return rv

    def set_value(self, v: Init) -> bool:
        """RecordVal::setValue: cast to the field type; True means incompatible."""
        ty = self.ty
        nv = v.cast_to(ty)
        if nv is None:
            return True
        if isinstance(ty, T.BitsRecTy) and not isinstance(nv, Bits):
            nv = Bits(tuple(nv.get_bit(i) for i in range(ty.width)))
        self.value = nv
        return False


class Record:
    __slots__ = (
        "name",
        "is_class",
        "anonymous",
        "vmap",
        "supers",
        "targs",
        "locs",
        "assertions",
        "dumps",
        "keeper",
        "_type",
        "_class_names",
        "_def_ref",
        "is_multiclass",
        "loc_blocked",
        "instance_of",
    )

    def __init__(self, name, keeper, is_class: bool = False, loc: Loc | None = None, anonymous: bool = False):
        self.name = name  # str, or an Init while unresolved (multiclass/foreach prototypes)
        self.is_class = is_class
        self.anonymous = anonymous
        # Fields by name, in field order (a dict keeps insertion order, and setting an
        # existing field keeps its place, as llvm-tblgen's value list does).
        self.vmap: dict[str, RecordVal] = {}
        self.supers: list[tuple[Record, Loc | None]] = []
        self.targs: list[str] = []
        self.locs: list[Loc] = [loc] if loc is not None else []
        self.assertions: list = []  # (loc, cond, msg)
        self.dumps: list = []  # (loc, msg)
        self.keeper = keeper
        self._type = None
        self._class_names: frozenset[str] | None = None
        self._def_ref = None
        self.is_multiclass = False
        # While a multiclass is expanded: the expansions whose defm location this record
        # does not get (it is under a loop llvm-tblgen leaves unresolved for them).
        self.loc_blocked: frozenset = frozenset()
        # An anonymous def made from ``Class<args>`` in a value (VarDefInit): that class.
        # llvm-tblgen up to 19 locates such a def at the class, 20 on where it is written
        # (llvm-project #110935); odsgen keeps the latter, and the JSON view can give the former.
        self.instance_of: Record | None = None

    def __repr__(self) -> str:
        return f"<Record {self.name_str()}>"

    def name_str(self) -> str:
        n = self.name
        if isinstance(n, str):
            return n
        if isinstance(n, Str):
            return n.value
        return n.as_unquoted()

    # -- typed field accessors (LLVM's Record::getValueAs*): the one way code after the
    # evaluator reads a record. One rule for every accessor: a field that is missing,
    # unset (``?``) or of another kind gives the default; none raises.

    def get_init(self, name: str) -> Init | None:
        """The field's value as it is, or None when the record has no such field."""
        rv = self.vmap.get(name)
        return None if rv is None else rv.value

    def get_str(self, name: str, default: str | None = "") -> str | None:
        """A ``string`` or ``code`` field (getValueAsString)."""
        v = self.get_init(name)
        return v.value if isinstance(v, Str) else default

    def get_int(self, name: str, default: int | None = 0) -> int | None:
        """An ``int`` or ``bit`` field (getValueAsInt, getValueAsBit)."""
        v = self.get_init(name)
        if isinstance(v, (Int, Bit)):
            return int(v.value)
        return default

    def get_bit(self, name: str, default: bool = False) -> bool:
        """A ``bit`` field (an ``int`` counts as its truth value)."""
        v = self.get_init(name)
        return bool(v.value) if isinstance(v, (Int, Bit)) else default

    def get_def(self, name: str) -> "Record | None":
        """A record-valued field (getValueAsDef), or None."""
        v = self.get_init(name)
        return v.rec if isinstance(v, DefRef) else None

    def get_defs(self, name: str) -> "list[Record] | None":
        """The records of a ``list<...>`` field (getValueAsListOfDefs); None when the field
        is not a list. Elements that are not records are left out."""
        v = self.get_init(name)
        if not isinstance(v, List):
            return None
        return [e.rec for e in v.elts if isinstance(e, DefRef)]

    def get_strs(self, name: str) -> tuple[str, ...]:
        """The strings of a ``list<string>`` field (getValueAsListOfStrings); () when not a list."""
        v = self.get_init(name)
        if not isinstance(v, List):
            return ()
        return tuple(e.value for e in v.elts if isinstance(e, Str))

    def get_loc(self, name: str) -> Loc | None:
        """Where the field's value was set (its ``let`` or definition), else the record's location."""
        rv = self.vmap.get(name)
        if rv is not None and rv.loc is not None:
            return rv.loc
        return self.locs[0] if self.locs else None

    def class_names(self) -> frozenset[str]:
        """The names of every class the record derives from, directly or not (kept until a
        superclass is added: the model asks each record many times)."""
        if self._class_names is None:
            self._class_names = frozenset(s.name_str() for s, _ in self.supers)
        return self._class_names

    def def_ref(self) -> DefRef:
        if self._def_ref is None:
            self._def_ref = DefRef(self)
        return self._def_ref

    # ------------------------------------------------------------ superclasses
    def is_subclass_of(self, cls: "Record") -> bool:
        for s, _ in self.supers:
            if s is cls:
                return True
        return False

    def direct_superclasses(self) -> list["Record"]:
        out = []
        scs = self.supers
        i = len(scs)
        while i > 0:
            sc = scs[i - 1][0]
            out.append(sc)
            i -= 1 + len(sc.supers)
        return out

    def record_type(self) -> T.RecordRecTy:
        if self._type is None:
            self._type = T.record_ty(reversed(self.direct_superclasses()))
        return self._type

    def add_super(self, cls: "Record", loc: Loc | None) -> None:
        self.supers.append((cls, loc))
        self._type = None
        self._class_names = None

    # ------------------------------------------------------------ values
    def get_value(self, name: str) -> RecordVal | None:
        return self.vmap.get(name)

    @property
    def values(self):
        """The fields (RecordVal) in order."""
        return self.vmap.values()

    def add_value(self, rv: RecordVal) -> None:
        self.vmap[rv.name] = rv

    def remove_value(self, name: str) -> None:
        del self.vmap[name]

    def is_template_arg(self, name: str) -> bool:
        rv = self.vmap.get(name)
        return rv is not None and rv.kind == FK_TEMPLATE_ARG

    def resolve_with(self, r, skip: RecordVal | None = None) -> list[tuple[RecordVal, Init]]:
        """Record::resolveReferences(Resolver&): resolve the name and every value.

        Returns the fields whose resolved value does not fit their type (the caller
        reports them with the right location).
        """
        bad = []
        name = self.name
        if not isinstance(name, str):
            nn = name.resolve(r)
            if nn is not name:
                self.name = nn.value if isinstance(nn, Str) else nn
        for rv in self.values:
            if rv is skip:
                continue
            v = rv.value
            if v.concrete:
                continue
            nv = v.resolve(r)
            if nv is not v and rv.set_value(nv):
                bad.append((rv, nv))
        if self.assertions:
            self.assertions = [(loc, c.resolve(r), m.resolve(r)) for loc, c, m in self.assertions]
        if self.dumps:
            self.dumps = [(loc, m.resolve(r)) for loc, m in self.dumps]
        return bad

    def resolve_final(self, new_name: Init | None = None) -> list[tuple[RecordVal, Init]]:
        r = RecordResolver(self, True, new_name)
        return self.resolve_with(r)

    def copy(self, keeper=None) -> "Record":
        new = Record(self.name, keeper or self.keeper, self.is_class, None, self.anonymous)
        for rv in self.values:
            new.add_value(rv.copy())
        new.supers = list(self.supers)
        new.targs = list(self.targs)
        new.locs = list(self.locs)
        new.loc_blocked = self.loc_blocked
        new.assertions = list(self.assertions)
        new.dumps = list(self.dumps)
        return new


class RecordKeeper:
    """All classes and defs of one evaluation, plus the global defvars."""

    def __init__(self) -> None:
        self.classes: dict[str, Record] = {}
        self.defs: dict[str, Record] = {}
        self.globals: dict[str, Init] = {}
        self.anon_counter = 0
        self.vardef_cache: dict = {}
        self.dump_messages: list[tuple[Loc | None, str]] = []
        # Hook set by the evaluator: reports errors found while instantiating.
        self.instantiate_hook = None
        self._derived: tuple[int, dict[int, list[Record]]] = (-1, {})

    def derived_defs(self, cls: Record) -> list[Record]:
        """The defs deriving from ``cls``, in definition order (llvm's
        getAllDerivedDefinitions). One pass over every def's superclasses indexes them
        all, kept while no def is added: the model asks for a dozen classes, each of
        which was a scan of every def. The list is shared: do not change it."""
        size, index = self._derived
        if size != len(self.defs):
            index = {}
            for d in self.defs.values():
                for s, _ in d.supers:
                    defs = index.get(id(s))
                    if defs is None:
                        index[id(s)] = [d]
                    elif defs[-1] is not d:  # (a superclass may be listed twice)
                        defs.append(d)
            self._derived = (len(self.defs), index)
        return index.get(id(cls), [])

    def new_anonymous_name(self) -> AnonName:
        n = AnonName(self.anon_counter)
        self.anon_counter += 1
        return n

    def add_def(self, rec: Record) -> None:
        self.defs[rec.name_str()] = rec

    def instantiate_anonymous(self, cls: Record, args: tuple, loc: Loc | None = None) -> DefRef:
        """VarDefInit::instantiate: make the anonymous def for ``cls<args>`` (written at loc)."""
        name = self.new_anonymous_name()
        rec = Record(name.as_string(), self, False, loc, anonymous=True)
        rec.instance_of = cls
        for rv in cls.values:
            rec.add_value(rv.copy())
        rec.assertions = list(cls.assertions)
        rec.dumps = list(cls.dumps)
        mr = MapResolver(rec)
        for targ in cls.targs:
            mr.set(targ, rec.vmap[targ].value)
            rec.remove_value(targ)  # (cls.targs, not rec.values, is iterated)
        for k, v in args:
            mr.set(cls.targs[k] if isinstance(k, int) else k, v)
        bad = rec.resolve_with(mr)
        for sc, loc in cls.supers:
            rec.add_super(sc, loc)
        rec.add_super(cls, cls.locs[-1] if cls.locs else None)
        bad += rec.resolve_final()
        self.add_def(rec)
        if self.instantiate_hook is not None:
            self.instantiate_hook(rec, bad)
        return rec.def_ref()


def is_unset(v: Init) -> bool:
    return isinstance(v, UnsetInit)

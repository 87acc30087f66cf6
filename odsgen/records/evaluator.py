"""The evaluator: turns parsed .td files into a RecordKeeper with llvm-tblgen's semantics.

It walks the AST of each file in order (includes are evaluated where they appear),
building classes and defs the way ``llvm/lib/TableGen/TGParser.cpp`` does:

class inheritance with template substitution (AddSubClass), ``let`` overrides,
late resolution of references to a record's own fields, anonymous class
instantiation, ``multiclass``/``defm`` expansion, ``foreach``, ``if``, ``defset``,
``defvar``, ``assert`` and ``dump``.

As llvm-tblgen, a ``foreach`` or ``if`` body is evaluated once, with the iterator
unresolved, into a Loop of prototype entries that is resolved per element when the
outermost loop ends. One difference in mechanics, not in results: llvm-tblgen parses
a multiclass body once into prototypes and substitutes the arguments at each defm;
odsgen evaluates the body once per defm with the arguments bound (the names of its
unnamed defs are drawn once, when the multiclass is read, and a defm of the
multiclass itself sees only the statements before it, as llvm-tblgen's would).
"""

from __future__ import annotations

import functools
import hashlib
import os
import re
import sys
from dataclasses import dataclass, field
from collections.abc import Callable

from odsgen.diagnostics import Diagnostic, OdsgenError, Severity, did_you_mean
from odsgen.records import types as T
from odsgen.records.record import FK_NONCONCRETE_OK, FK_NORMAL, FK_TEMPLATE_ARG, Record, RecordKeeper, RecordVal
from odsgen.records.values import (
    UNSET,
    AnonName,
    BinOp,
    Bit,
    Bits,
    CondOp,
    Dag,
    DefRef,
    EvalError,
    ExistsOp,
    FieldInit,
    FoldOp,
    Init,
    Int,
    InstancesOp,
    IsAOp,
    List,
    MapResolver,
    Str,
    TernOp,
    TypedInit,
    UnOp,
    UnsetInit,
    Var,
    VarDefInit,
    deep_recursion,
    make_bit,
    resolve_name_in,
)
from odsgen.source import Loc, SourceFile, SourceManager
from odsgen.syntax import ast as A

MAX_FILE_BYTES = 64 * 1024 * 1024
MAX_INCLUDE_DEPTH = 128

# The widest bits<N> type odsgen builds (each bit of each value is one Python object slot).
MAX_BITS_WIDTH = 1 << 24


class _Fail(Exception):
    """Internal: carries one diagnostic up to the load() boundary."""

    def __init__(self, diag: Diagnostic) -> None:
        self.diag = diag


@dataclass
class Unit:
    """One file, preprocessed and parsed, with the units it includes (by include position)."""

    src: SourceFile
    stmts: list
    includes: dict = field(default_factory=dict)  # (line, col) -> Unit
    text: str | None = None  # preprocessed text, parsed by parse_all
    error: Diagnostic | None = None  # raised when evaluation reaches this file


# ------------------------------------------------------------------------ scopes


class Scope:
    __slots__ = ("kind", "vars", "rec", "parent", "mc", "deferred")

    def __init__(self, kind: str, parent: "Scope | None", rec: Record | None = None, mc=None) -> None:
        self.kind = kind  # "global", "local", "record", "foreach", "multiclass"
        self.vars: dict[str, Init] = {}
        self.rec = rec
        self.parent = parent
        self.mc = mc
        # The vars (of self.vars) whose value llvm-tblgen leaves unresolved when it reads
        # a multiclass body (its template arguments, NAME, defvars and iterators made from
        # them), each with the expansions (defms being evaluated) whose arguments it needs.
        self.deferred: dict[str, frozenset] | None = None

    def deferred_by(self, node) -> frozenset:
        """The expansions whose arguments a value's AST needs (seen from this scope)."""
        out: frozenset = frozenset()
        stack = [node]
        while stack:
            n = stack.pop()
            if isinstance(n, A.Id):
                s = self
                while s is not None:
                    if n.name in s.vars:
                        if s.deferred is not None and n.name in s.deferred:
                            out |= s.deferred[n.name]
                        break
                    s = s.parent
            elif isinstance(n, A.Node):
                for f in n._fields:
                    v = getattr(n, f)
                    if isinstance(v, A.Node):
                        stack.append(v)
                    elif isinstance(v, (list, tuple)):
                        stack.extend(x for x in v if isinstance(x, (A.Node, list, tuple)))
            elif isinstance(n, (list, tuple)):
                stack.extend(x for x in n if isinstance(x, (A.Node, list, tuple)))
        return out

    def get_var(self, name: str) -> Init | None:
        s = self
        while s is not None:
            v = s.vars.get(name)
            if v is not None:
                return v
            if s.kind == "record":
                rec = s.rec
                rv = rec.vmap.get(name)
                if rv is not None:
                    return Var(name, rv.ty)
                if rec.is_class:
                    q = rec.name + ":" + name
                    rv = rec.vmap.get(q)
                    if rv is not None and rv.kind == FK_TEMPLATE_ARG:
                        return Var(q, rv.ty)
                    if name == "NAME":
                        return Var(q, T.STRING)
            s = s.parent
        return None

    def names(self):
        """Every name visible from this scope (for suggestions on a mistyped one)."""
        s = self
        while s is not None:
            yield from s.vars
            if s.kind == "record":
                for n in s.rec.vmap:
                    yield n.rsplit(":", 1)[-1]
            s = s.parent

    def defined_here(self, name: str) -> bool:
        return name in self.vars

    def outermost(self) -> bool:
        return self.kind == "global"


@dataclass
class MultiClass:
    name: str
    rec: Record  # holds the template args "MC::x" with defaults
    node: A.Multiclass
    unit: Unit
    serial: int = 0  # definition order: a multiclass body sees only older ones (and itself)
    # The name of each unnamed def or defm of the body (by id of its node): llvm-tblgen
    # draws it once, when it parses the body, and every defm reuses it.
    anon: dict = field(default_factory=dict)


@dataclass(eq=False)  # hashed by identity (Scope.deferred)
class Expansion:
    """A multiclass being instantiated by a defm: where its records go."""

    entries: list  # Records produced (prototypes not yet added), and loops left unresolved
    mc: MultiClass
    name_value: Init
    final: bool = True  # False for a defm inside a loop: its iterators are not yet bound
    loc: Loc | None = None  # the defm's multiclass reference: appended to each record's locs
    key: "Expansion | None" = None  # the defm's own expansion (a parent multiclass's: the child's)


@dataclass
class Loop:
    """A ``foreach`` (var set) or an arm of an ``if`` (cond set) whose body has been
    evaluated once, with the iterator unresolved: llvm-tblgen's ForeachLoop.

    Its entries (prototype records, nested loops, asserts and dumps) are resolved once per
    element when the outermost loop ends, as TGParser::resolve does: a class instance
    whose arguments depend on the iterator is made only when an entry that reaches it is
    resolved (never in an ``if`` arm not taken), after every iterator-independent one.
    """

    loc: Loc
    pos: object
    var: str | None
    values: Init | None  # the list looped over (foreach)
    cond: Init | None = None  # the condition (if arm)
    want: bool = True  # the arm taken when cond is true (then) or false (else)
    entries: list = field(default_factory=list)
    # In a multiclass body, over a list (or condition) llvm-tblgen cannot resolve before
    # these expansions bind their arguments: it stays a loop among their entries.
    deferred: frozenset = frozenset()


class Evaluator:
    def __init__(self, include_dirs: list[str], defines: list[str], sources: SourceManager, use_cache: bool = True):
        self.include_dirs = list(include_dirs)
        self.macros: set[str] = set(defines)
        self.sources = sources
        self.keeper = RecordKeeper()
        self.keeper.instantiate_hook = self._after_instantiate
        self.multiclasses: dict[str, MultiClass] = {}
        self.let_stack: list[list[tuple[str, list | None, Init, Loc]]] = []
        self.defsets: list[tuple[T.RecTy, list, Loc]] = []
        self.global_scope = Scope("global", None)
        self.notes: list[tuple[Loc, str]] = []  # instantiation context, innermost last
        self.use_cache = use_cache
        self.files: list[tuple[str, str]] = []  # every file read (absolute path, sha256), in order
        self.probes: list[str] = []  # include candidates that did not exist
        self.unit: Unit | None = None  # unit being evaluated
        self.units: list[Unit] = []  # every unit prepared, in include order
        self._depth = 0
        # Files read, by absolute path: (bytes, SHA-256, text), so that a file read again
        # unchanged (an include behind a guard) is not hashed and decoded again.
        self._read: dict[str, tuple[bytes, str, str]] = {}
        # Preprocessed texts that included and defined nothing: text -> (the answer of each
        # #ifdef/#ifndef it asked, the result); see _preprocess.
        self._pure: dict[str, tuple[dict[str, bool], str]] = {}
        self.deftypes: dict[str, T.RecTy] = {}
        self.cur_stmt = None
        self.defined_classes: set[str] = set()
        self.loops: list[Loop] = []  # loops whose bodies are being evaluated, innermost last
        # Multiclass being expanded -> index of the body statement being evaluated.
        self.mc_index: dict[str, int] = {}

    # ================================================================ errors
    def loc(self, pos, unit: Unit | None = None) -> Loc:
        u = unit or self.unit
        return Loc(u.src.name, pos[0], pos[1])

    def fail(self, pos_or_loc, message: str, hint: str | tuple[Loc | None, str] | None = None) -> _Fail:
        """The error at a position; hint is a first note (a suggestion), without location
        unless given as (loc, text)."""
        loc = pos_or_loc if isinstance(pos_or_loc, Loc) or pos_or_loc is None else self.loc(pos_or_loc)
        notes = tuple(Diagnostic(l, Severity.NOTE, m) for l, m in reversed(self.notes))
        if hint is not None:
            hloc, htext = hint if isinstance(hint, tuple) else (None, hint)
            notes = (Diagnostic(hloc, Severity.NOTE, htext),) + notes
        return _Fail(Diagnostic(loc, Severity.ERROR, message, notes))

    def no_class(self, pos, message: str, name: str, known=None) -> _Fail:
        """A class that is not defined (yet): llvm-tblgen's ``message``, and a note saying
        where it is defined later, which include of odsgen's base library defines it, or
        which known name (``known``: the classes) was meant."""
        return self.fail(pos, message, self.class_hint(name, self.keeper.classes if known is None else known))

    def class_hint(self, name: str, known) -> str | tuple[Loc | None, str] | None:
        for unit in self.units:  # every file is parsed before evaluation starts
            for st in unit.stmts or ():
                if type(st) is A.ClassDef and st.name == name:
                    return (
                        self.loc(st.pos, unit),
                        f"class '{name}' is defined here, after its use; a class must be defined before it is used",
                    )
        base = _base_library_classes().get(name)
        if base is not None:
            return f"'{name}' is a class of odsgen's base library: add `include \"{base}\"`"
        return did_you_mean(name, known)

    # ================================================================ files
    def find_include(self, name: str, includer: SourceFile) -> str | None:
        """llvm::SourceMgr's search: the name as given, then each -I directory."""
        for p in [name] + [os.path.join(d, name) for d in self.include_dirs]:
            if os.path.isfile(p):
                return p
            self.probes.append(os.path.abspath(p))
        return None

    def include_notes(self, name: str) -> list[str]:
        """Notes for an include not found: the directories searched, and a near file name in them."""
        dirs = ["."] + self.include_dirs
        notes = ["searched the working directory" + "".join(f", '{d}'" for d in self.include_dirs)]
        sub = os.path.dirname(name)
        near: list[str] = []
        for d in dirs:
            try:
                near += [os.path.join(sub, f) for f in os.listdir(os.path.join(d, sub)) if f.endswith(".td")]
            except OSError:
                continue
        hint = did_you_mean(name, sorted(set(near)))
        return notes + ([hint] if hint else [])

    def read_source(self, path: str, display: str, loc: Loc | None) -> SourceFile:
        try:
            if path == "-":  # the root read from standard input
                from odsgen.io import read_stdin

                data = read_stdin(MAX_FILE_BYTES + 1)
                display = "<stdin>"
                if len(data) > MAX_FILE_BYTES:
                    raise _Fail(Diagnostic(loc, Severity.ERROR, "standard input is too large"))
            else:
                size = os.path.getsize(path)
                if size > MAX_FILE_BYTES:
                    where = loc or Loc(display, 1, 1)
                    raise _Fail(Diagnostic(where, Severity.ERROR, f"file '{display}' is too large ({size} bytes)"))
                with open(path, "rb") as f:
                    data = f.read()
        except OSError as exc:
            raise _Fail(
                Diagnostic(loc, Severity.ERROR, f"could not open input file '{display}': {exc.strerror}")
            ) from None
        key = os.path.abspath(path)
        seen = self._read.get(key)
        if seen is not None and seen[0] == data:
            _, digest, text = seen
        else:
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError as exc:
                sf = SourceFile(display, data[: exc.start].decode("utf-8", "replace"))
                self.sources.add(display, sf.text)
                end = sf.loc_of_offset(len(sf.text))
                raise _Fail(Diagnostic(end, Severity.ERROR, "file is not valid UTF-8 text")) from None
            digest = hashlib.sha256(data).hexdigest()
            self._read[key] = (data, digest, text)
        # As llvm-tblgen, a CR is kept: blank between tokens, part of a code block's text.
        self.files.append((key, digest))
        return self.sources.add(display, text)

    def prepare(self, path: str, display: str, loc: Loc | None = None) -> Unit:
        """Read and preprocess one file, preparing its includes recursively in order.

        Parsing happens afterwards for all files at once (parse_all). An error inside
        a file is kept on its unit and raised when evaluation reaches the file, so
        errors come out in the order llvm-tblgen meets them.
        """
        self._depth += 1
        try:
            if self._depth > MAX_INCLUDE_DEPTH:
                raise _Fail(Diagnostic(loc, Severity.ERROR, "include nesting too deep (recursive include?)"))
            src = self.read_source(path, display, loc)
            unit = Unit(src, [])
            self.units.append(unit)

            def on_include(name: str, offset: int) -> None:
                iloc = src.loc_of_offset(offset)
                found = self.find_include(name, src)
                if found is None:
                    # Point at the file name, as llvm-tblgen does.
                    qpos = src.text.index('"', offset)
                    diag = Diagnostic(src.loc_of_offset(qpos), Severity.ERROR, f"could not find include file '{name}'")
                    for note in self.include_notes(name):
                        diag = diag.with_note(None, note)
                    raise _Fail(diag)
                unit.includes[(iloc.line, iloc.col)] = self.prepare(found, display_path(found), iloc)

            try:
                unit.text = self._preprocess(src, on_include)
            except OdsgenError as exc:
                unit.error = exc.diagnostics[0]
            except _Fail as f:
                if f.diag.loc is not None and f.diag.loc.file == src.name:
                    unit.error = f.diag
                else:
                    raise
            if unit.error is not None and unit.error.loc is not None and unit.error.loc.file == src.name:
                unit.text = self._prefix_text(src, unit.error.loc)
            return unit
        finally:
            self._depth -= 1

    def _preprocess(self, src: SourceFile, on_include) -> str:
        """``preprocess``, remembered: a run that included nothing and defined nothing gives
        the same result for the same text while each #ifdef/#ifndef it asked answers the
        same (macros are only ever added). A file behind an include guard read a third time
        and more is not scanned again (SPIR-V: 54 such reads, 4.5 MB of its 6 MB read)."""
        from odsgen.syntax.preprocess import preprocess

        text = src.text
        seen = self._pure.get(text)
        if seen is not None and all((name in self.macros) == was for name, was in seen[0].items()):
            return seen[1]
        asked: dict[str, bool] = {}
        macros = len(self.macros)
        included = False

        def include(name: str, offset: int) -> None:
            nonlocal included
            included = True
            on_include(name, offset)

        out = preprocess(src, self.macros, include, asked)
        if not included and len(self.macros) == macros:
            self._pure[text] = (asked, out)
        return out

    def _prefix_text(self, src: SourceFile, loc: Loc) -> str | None:
        """The preprocessed text before a preprocessing error, so that the statements
        before it are evaluated first (llvm-tblgen streams, so it meets them first)."""
        from odsgen.syntax.preprocess import preprocess

        starts = src.line_starts()
        if not 1 <= loc.line <= len(starts):
            return None
        cut = starts[loc.line - 1]
        try:
            return preprocess(SourceFile(src.name, src.text[:cut]), set(self.macros), None)
        except OdsgenError:
            return None

    def parse_all(self, start: int = 0, meanwhile: Callable[[], object] | None = None) -> None:
        """Parse every prepared unit (from the ``start``-th): cache hits first, the rest in up
        to two processes (``meanwhile``: see ``_parse_parallel``)."""
        from odsgen.syntax.plain import cache_entry, load_parsed, store_parsed
        from odsgen.syntax.parser import parse_text

        todo = []
        for u in self.units[start:]:
            if u.text is None:
                continue
            text = u.text
            if not text or text.isspace():
                u.stmts = []
                continue
            path = cache_entry(text) if self.use_cache else None
            hit = load_parsed(path)
            if hit is not None:
                u.stmts = hit
            else:
                todo.append((u, path if u.error is None else None))
        if not todo:
            return
        results = _parse_parallel([(u.text, u.src, path is not None) for u, path in todo], parse_text, meanwhile)
        for (u, path), (ok, value, payload) in zip(todo, results):
            if ok:
                u.stmts = value
                store_parsed(path, payload)
            elif u.error is None:
                u.error, u.stmts = value  # statements before the error still run first
            else:
                u.stmts = value[1]  # a prefix before a preprocessing error

    # ================================================================ entry
    def load(
        self,
        root: str,
        then: Callable[[RecordKeeper, list[str]], list[str]] | None = None,
        meanwhile: Callable[[], object] | None = None,
    ) -> RecordKeeper:
        """Evaluate ``root``; then the files ``then(keeper, files read)`` names, in order,
        into the same records (as if ``root`` ended by including them). ``meanwhile``: what
        the caller does next anyway, done while a helper parses (``_parse_parallel``)."""
        try:
            unit = self.prepare(root, display_path(root))
            self.parse_all(meanwhile=meanwhile)
            self.eval_unit(unit)
            for path in then(self.keeper, [f for f, _ in self.files]) if then is not None else ():
                start = len(self.units)
                unit = self.prepare(path, display_path(path))
                self.parse_all(start)
                self.eval_unit(unit)
        except _Fail as f:
            raise OdsgenError(f.diag, self.sources) from None
        except EvalError as e:
            raise OdsgenError(Diagnostic(None, Severity.ERROR, str(e)), self.sources) from None
        except RecursionError:
            loc = None
            if self.cur_stmt is not None and self.cur_stmt[0] is not None:
                loc = self.loc(self.cur_stmt[1], self.cur_stmt[0])
            raise OdsgenError(
                Diagnostic(loc, Severity.ERROR, "expression nests too deeply (infinite recursion?)"), self.sources
            ) from None
        return self.keeper

    def eval_unit(self, unit: Unit) -> None:
        prev = self.unit
        self.unit = unit
        try:
            self.eval_stmts(unit.stmts, self.global_scope, None)
            if unit.error is not None:
                notes = tuple(Diagnostic(l, Severity.NOTE, m) for l, m in reversed(self.notes))
                raise _Fail(
                    Diagnostic(unit.error.loc, unit.error.severity, unit.error.message, unit.error.notes + notes)
                )
        finally:
            self.unit = prev

    # ================================================================ statements
    def eval_stmts(self, stmts: list, scope: Scope, exp: Expansion | None) -> None:
        for st in stmts:
            try:
                self.eval_stmt(st, scope, exp)
            except RecursionError:  # located at the innermost statement being evaluated
                raise self.fail(st.pos, "expression nests too deeply (infinite recursion?)") from None

    def eval_stmt(self, st, scope: Scope, exp: Expansion | None) -> None:
        self.cur_stmt = (self.unit, st.pos)  # for errors found deep inside (recursion limits)
        k = type(st)
        if k is A.Def:
            self.eval_def(st, scope, exp)
        elif k is A.ClassDef:
            self.eval_class(st)
        elif k is A.Let:
            self.eval_let(st, scope, exp)
        elif k is A.Defm:
            self.eval_defm(st, scope, exp)
        elif k is A.Include:
            sub = self.unit.includes.get(st.pos)
            if sub is None:  # include inside an inactive region is never reached
                raise self.fail(st.pos, f"Could not find include file '{st.filename}'")
            self.eval_unit(sub)
        elif k is A.Defvar:
            self.eval_defvar(st, scope, None)
        elif k is A.Foreach:
            self.eval_foreach(st, scope, exp)
        elif k is A.If:
            self.eval_if(st, scope, exp)
        elif k is A.Multiclass:
            self.eval_multiclass(st)
        elif k is A.Defset:
            self.eval_defset(st, scope, exp)
        elif k is A.Assert:
            cond = self.eval_value(st.cond, scope, None)
            msg = self.eval_value(st.message, scope, None)
            if self.loops:
                self.loops[-1].entries.append(("assert", self.loc(st.pos), cond, msg))
            else:
                self.check_assert(self.loc(st.pos), cond, msg)
        elif k is A.Dump:
            msg = self.eval_value(st.value, scope, None)
            if self.loops:
                self.loops[-1].entries.append(("dump", self.loc(st.pos), msg))
            else:
                self.emit_dump(self.loc(st.pos), msg)
        elif k is A.Deftype:
            ty = self.eval_type(st.type)
            if st.name in self.keeper.classes or st.name in self.deftypes:
                raise self.fail(st.pos, f"type of this name '{st.name}' already exists")
            self.deftypes[st.name] = ty
        else:  # pragma: no cover - the grammar produces nothing else
            raise self.fail(st.pos, f"unexpected statement {k.__name__}")

    # ---------------------------------------------------------------- class
    def eval_class(self, st: A.ClassDef) -> None:
        kp = self.keeper
        name = st.name
        loc = self.loc(st.pos)
        is_decl = not st.parents and not st.body and not st.targs
        rec = kp.classes.get(name)
        if rec is not None:
            # `class X;` forward-declares; the one full definition may follow it.
            if name in self.defined_classes or is_decl:
                if is_decl and name not in self.defined_classes:
                    return
                raise self.fail(st.pos, f"Class '{name}' already defined")
            rec.locs = [loc]
        else:
            rec = Record(name, kp, True, loc)
            kp.classes[name] = rec
        if not is_decl:
            self.defined_classes.add(name)
        scope = Scope("record", self.global_scope, rec)
        self.eval_targs(st.targs, rec, scope, name + ":")
        for ref in st.parents:
            self.add_subclass(rec, ref, scope)
        self.apply_let_stack(rec)
        self.eval_body(st.body, rec, scope)

    def eval_targs(self, targs: list, rec: Record, scope: Scope, prefix: str) -> None:
        for ta in targs:
            ty = self.eval_type(ta.type)
            if ta.name == "NAME":
                raise self.fail(ta.pos, "'NAME' is a reserved variable name")
            q = prefix + ta.name
            if q in rec.vmap:
                raise self.fail(ta.pos, f"template argument with the same name has already been defined")
            rv = RecordVal(q, ty, FK_TEMPLATE_ARG, self.loc(ta.pos))
            rec.add_value(rv)
            rec.targs.append(q)
            if ta.default is not None:
                v = self.eval_value(ta.default, scope, rec, ty)
                self.set_value(rec, ta.pos, q, None, v)

    # ---------------------------------------------------------------- body
    def eval_body(self, items: list, rec: Record, scope: Scope) -> None:
        for it in items:
            k = type(it)
            if k is A.FieldDecl:
                self.eval_field(it, rec, scope)
            elif k is A.BodyLet:
                rv = rec.vmap.get(it.name)
                if rv is None:
                    raise self.fail(it.pos, f"Value '{it.name}' unknown!", _field_hint(it.name, rec))
                bits = self.eval_bit_list(it.bits) if it.bits is not None else None
                ty = rv.ty
                if bits and isinstance(ty, T.BitsRecTy):
                    ty = T.bits_ty(len(bits))
                v = self.eval_value(it.value, scope, rec, ty)
                self.set_value(rec, it.pos, it.name, bits, v)
                rv.loc = self.loc(it.value.pos)  # where the value was last set (provenance, diagnostics)
            elif k is A.Defvar:
                self.eval_defvar(it, scope, rec)
            elif k is A.Assert:
                cond = self.eval_value(it.cond, scope, rec)
                msg = self.eval_value(it.message, scope, rec)
                rec.assertions.append((self.loc(it.pos), cond, msg))
            elif k is A.Dump:
                msg = self.eval_value(it.value, scope, rec)
                rec.dumps.append((self.loc(it.pos), msg))

    def eval_field(self, it: A.FieldDecl, rec: Record, scope: Scope) -> None:
        ty = self.eval_type(it.type)
        name = it.name
        if name == "NAME":
            raise self.fail(it.pos, "'NAME' is a reserved variable name")
        if self._local_defined(scope, name):
            raise self.fail(it.pos, "local variable of this name already exists")
        rv = RecordVal(name, ty, FK_NONCONCRETE_OK if it.is_field else FK_NORMAL, self.loc(it.pos))
        existing = rec.vmap.get(name)
        if existing is not None:
            if existing.set_value(rv.value):
                raise self.fail(
                    it.pos,
                    f"New definition of '{name}' of type '{ty}' is incompatible with previous definition of type '{existing.ty}'",
                )
        else:
            rec.add_value(rv)
        if it.value is not None:
            v = self.eval_value(it.value, scope, rec, ty)
            self.set_value(rec, it.value.pos, name, None, v)
            rec.vmap[name].loc = self.loc(it.value.pos)

    @staticmethod
    def _local_defined(scope: Scope, name: str) -> bool:
        s = scope
        while s is not None and s.kind == "local":
            if name in s.vars:
                return True
            s = s.parent
        return s is not None and s.kind == "record" and name in s.vars

    def set_value(self, rec: Record, pos, name: str, bits: list | None, v: Init, allow_self: bool = False) -> None:
        rv = rec.vmap.get(name)
        if rv is None:
            short = name.split(":")[-1] if ":" in name else name
            raise self.fail(pos, f"Value '{short}' unknown!", _field_hint(short, rec))
        if not bits and isinstance(v, Var) and v.name == name and not allow_self:
            raise self.fail(pos, "Recursion / self-assignment forbidden")
        if bits:
            cur = rv.value
            if not isinstance(cur, Bits):
                raise self.fail(pos, f"Value '{name}' is not a bits type")
            bi = v.cast_to(T.bits_ty(len(bits)))
            if bi is None:
                raise self.fail(pos, "Initializer is not compatible with bit range")
            new = [None] * len(cur.bits)
            for i, b in enumerate(bits):
                if b >= len(new):
                    raise self.fail(pos, f"Invalid bit range for value '{name}'")
                if new[b] is not None:
                    raise self.fail(pos, f"Cannot set bit #{b} of value '{name}' more than once")
                new[b] = bi.get_bit(i)
            v = Bits(tuple(n if n is not None else cur.bits[i] for i, n in enumerate(new)))
        if rv.set_value(v):
            if isinstance(v, Bits):
                what = f"' of type bit initializer with length {len(v.bits)}"
            elif v.ty is not None and not isinstance(v, UnsetInit):
                what = f"' of type '{v.ty}"
            else:
                what = ""
            raise self.fail(pos, f"Field '{name}' of type '{rv.ty}' is incompatible with value '{v.as_string()}{what}'")

    # ---------------------------------------------------------------- inheritance
    def add_subclass(self, rec: Record, ref: A.ClassRef, scope: Scope | None, arg_rec: Record | None = "same") -> None:
        cls = self.keeper.classes.get(ref.name)
        if cls is None:
            raise self.no_class(ref.pos, f"Couldn't find class '{ref.name}'", ref.name)
        if arg_rec == "same":
            arg_rec = rec
        args = self.eval_template_args(ref, cls, scope, arg_rec)
        mr = self.class_arg_resolver(cls, args, ref.pos, rec)
        # Only values coming from `cls` can mention its template arguments, so only
        # they need resolving (llvm-tblgen resolves the whole record; the other
        # values come out unchanged).
        touched: list[RecordVal] = []
        vmap = rec.vmap
        for rv in cls.vmap.values():
            if rv.kind == FK_TEMPLATE_ARG:
                continue
            existing = vmap.get(rv.name)
            if existing is not None:
                if existing.set_value(rv.value):
                    raise self.fail(
                        ref.pos,
                        f"New definition of '{rv.name}' of type '{rv.ty}' is incompatible with previous definition of type '{existing.ty}'",
                    )
                if not existing.value.concrete:
                    touched.append(existing)
            else:
                new = rv.copy()
                vmap[rv.name] = new
                if not new.value.concrete:
                    touched.append(new)
        n_assert = len(rec.assertions)
        n_dump = len(rec.dumps)
        if cls.assertions:
            rec.assertions.extend(cls.assertions)
        if cls.dumps:
            rec.dumps.extend(cls.dumps)
        if rec.is_class:
            name_init = Var(rec.name + ":NAME", T.STRING)
        else:
            name_init = rec.name if isinstance(rec.name, Init) else Str(rec.name)
        mr.set(cls.name + ":NAME", name_init)
        try:
            bad = []
            for rv in touched:
                v = rv.value
                nv = v.resolve(mr)
                if nv is not v and rv.set_value(nv):
                    bad.append((rv, nv))
            if cls.assertions:
                rec.assertions[n_assert:] = [(l, c.resolve(mr), m.resolve(mr)) for l, c, m in rec.assertions[n_assert:]]
            if cls.dumps:
                rec.dumps[n_dump:] = [(l, m.resolve(mr)) for l, m in rec.dumps[n_dump:]]
        except EvalError as e:
            raise self.fail(ref.pos, str(e)) from None
        self._report_bad(rec, bad, ref.pos)
        # As llvm-tblgen 22: only the class named here may not be a superclass yet;
        # its own superclasses may repeat (`def d : A<1>, B<2>` with `class B : A`).
        for sc, sloc in cls.supers:
            rec.add_super(sc, sloc)
        if rec.is_subclass_of(cls):
            raise self.fail(ref.pos, f"Already subclass of '{cls.name}'!")
        rec.add_super(cls, self.loc(ref.pos))

    def resolve_record(self, rec: Record, r, pos) -> None:
        try:
            bad = rec.resolve_with(r)
        except EvalError as e:
            raise self.fail(pos, str(e)) from None
        self._report_bad(rec, bad, pos)

    def _report_bad(self, rec: Record, bad, pos) -> None:
        if bad:
            rv, v = bad[0]
            what = (
                f"of type '{v.ty}' "
                if isinstance(v, TypedInit) or (v.ty is not None and not isinstance(v, UnsetInit))
                else ""
            )
            raise self.fail(
                pos,
                f"Invalid value {what}found when setting field '{rv.name}' of type '{rv.ty}' after resolving references: {v.as_unquoted()}",
            )

    def eval_template_args(self, ref, cls: Record, scope, arg_rec) -> list[tuple]:
        """Parse and type-check a template argument list: [(key, value)], key = index or qualified name."""
        targs = cls.targs
        out: list[tuple] = []
        seen_named = False
        for i, arg in enumerate(ref.args):
            if arg.name is None:
                if seen_named:
                    raise self.fail(arg.pos, "Positional argument should be put before named argument")
                if i >= len(targs):
                    kind = "multiclass" if cls.is_multiclass else "class"
                    n = len(targs)
                    expects = (
                        f"{kind} '{cls.name}' expects {n} template argument{'s' if n != 1 else ''}, got {len(ref.args)}"
                    )
                    raise self.fail(arg.pos, f"Too many template arguments: {i + 1}", expects)
                key = i
                qname = targs[i]
            else:
                seen_named = True
                qname = cls.name + (":" if not cls.is_multiclass else "::") + arg.name
                if qname not in targs:
                    raise self.fail(arg.pos, f'Argument "{arg.name}" doesn\'t exist')
                key = qname
            ty = cls.vmap[qname].ty
            v = self.eval_value(arg.value, scope, arg_rec, ty)
            if not isinstance(v, UnsetInit):
                cv = v.cast_to(ty)
                if cv is None:
                    vty = v.ty
                    raise self.fail(
                        arg.value.pos,
                        f"Value specified for template argument '{qname}' is of type {vty}; expected type {ty}: {v.as_string()}",
                    )
                v = cv
            out.append((key, v, qname))
        given = {q for _, _, q in out}
        if len(given) != len(out):
            raise self.fail(ref.pos, "We can only specify the template argument once")
        for q in targs:
            if q not in given:
                d = cls.vmap[q].value
                if not d.complete:
                    raise _Fail(
                        Diagnostic(
                            self.loc(ref.pos),
                            Severity.ERROR,
                            f"value not specified for template argument '{q}'",
                            (Diagnostic(cls.vmap[q].loc, Severity.NOTE, f"declared in '{cls.name}'"),),
                        )
                    )
        return out

    def class_arg_resolver(self, cls: Record, args: list[tuple], pos, cur_rec) -> MapResolver:
        mr = MapResolver(cur_rec)
        given = {}
        for key, v, q in args:
            given[q] = v
        for q in cls.targs:
            mr.set(q, given[q] if q in given else cls.vmap[q].value)
        return mr

    # ---------------------------------------------------------------- let
    def apply_let_stack(self, rec: Record) -> None:
        for group in self.let_stack:
            for name, bits, value, loc in group:
                rv = rec.vmap.get(name)
                if rv is None:
                    raise self.fail(loc, f"Value '{name}' unknown!", _field_hint(name, rec))
                self.set_value(rec, loc, name, bits, value)
                rv.loc = loc

    def eval_let(self, st: A.Let, scope: Scope, exp) -> None:
        group = []
        for it in st.items:
            bits = self.eval_bit_list(it.bits) if it.bits is not None else None
            v = self.eval_value(it.value, scope, None)
            group.append((it.name, bits, v, self.loc(it.pos)))
        self.let_stack.append(group)
        try:
            self.eval_stmts(st.body, Scope("local", scope), exp)
        finally:
            self.let_stack.pop()

    def eval_bit_list(self, items) -> list[int]:
        out = self.eval_range_list(items)
        out.reverse()
        return out

    def eval_range_list(self, items) -> list[int]:
        out: list[int] = []
        for it in items:
            if isinstance(it, A.Range):
                a = self._const_int(it.start)
                b = self._const_int(it.end)
                if a < 0 or b < 0:
                    raise self.fail(it.pos, f"invalid range, cannot be negative")
                out.extend(range(a, b + 1) if a <= b else range(a, b - 1, -1))
            else:
                v = self._const_int(it)
                if v < 0:
                    raise self.fail(it.pos, "invalid range, cannot be negative")
                out.append(v)
        return out

    def _const_int(self, node) -> int:
        if isinstance(node, A.Int):
            return node.value
        raise self.fail(node.pos, "expected integer or bitrange")

    # ---------------------------------------------------------------- defvar
    def eval_defvar(self, st: A.Defvar, scope: Scope, rec: Record | None) -> None:
        name = st.name
        if scope.outermost():
            if name in self.keeper.defs or name in self.keeper.globals:
                raise self.fail(st.pos, "def or global variable of this name already exists")
        elif name in scope.vars:
            raise self.fail(st.pos, "local variable of this name already exists")
        if rec is not None and scope.kind == "record" and name in rec.vmap:
            raise self.fail(st.pos, "The name of the defvar conflicts with a field of the record")
        v = self.eval_value(st.value, scope, rec)
        if scope.outermost():
            self.keeper.globals[name] = v
        else:
            scope.vars[name] = v
            deps = scope.deferred_by(st.value)
            if deps:
                scope.deferred = {**(scope.deferred or {}), name: deps}

    # ---------------------------------------------------------------- def
    def eval_def(self, st: A.Def, scope: Scope, exp: Expansion | None) -> None:
        kp = self.keeper
        if st.name is None:
            anon = exp.mc.anon.get(id(st)) if exp is not None else None
            if anon is None:
                anon = kp.new_anonymous_name()
            rec = Record(anon.as_string(), kp, False, self.loc(st.pos), anonymous=True)
        else:
            name = self.eval_value(st.name, scope, None, T.STRING, name_mode=True)
            if exp is not None and not self._mentions_name(st.name):
                name = self.str_concat(exp.name_value, name, st.pos)
            rec = Record(self.record_name(name, st.pos), kp, False, self.loc(st.pos))
        self.fill_record(rec, st.parents, st.body, scope)
        self.add_entry(rec, exp, st.pos)

    def record_name(self, name: Init, pos):
        if isinstance(name, Str):
            return name.value
        if isinstance(name, AnonName):
            return name.as_string()
        return name  # unresolved; resolved when the record is finished

    @staticmethod
    def _mentions_name(node) -> bool:
        stack = [node]
        while stack:
            n = stack.pop()
            if isinstance(n, A.Id):
                if n.name == "NAME":
                    return True
            elif isinstance(n, A.Node):
                for f in n.__slots__:
                    v = getattr(n, f)
                    if isinstance(v, A.Node):
                        stack.append(v)
                    elif isinstance(v, list):
                        stack.extend(x for x in v if isinstance(x, A.Node))
        return False

    def fill_record(self, rec: Record, parents, body, scope: Scope) -> None:
        rscope = Scope("record", scope, rec)
        for ref in parents:
            self.add_subclass(rec, ref, rscope)
        self.apply_let_stack(rec)
        self.eval_body(body, rec, rscope)

    def add_entry(self, rec, exp: Expansion | None, pos) -> None:
        """TGParser::addEntry: into the loop being read, the multiclass being expanded, or
        (a record) added as a def; a loop or assert left by an expansion is resolved."""
        if exp is not None and isinstance(rec, Record):
            # TGParser::resolve appends the defm's location to each record entry of the
            # multiclass, not to those under a loop it left unresolved (for this defm, or
            # for an inner one whose arguments come from it).
            for loop in self.loops:
                rec.loc_blocked |= loop.deferred
            if exp.key not in rec.loc_blocked:
                rec.locs.append(exp.loc)
        if self.loops:
            self.loops[-1].entries.append(rec)
        elif exp is not None:
            exp.entries.append(rec)
        elif isinstance(rec, Record):
            self.add_def_one(rec, pos)
        else:
            self.resolve_entries([rec], [], None, True)

    def add_def_one(self, rec: Record, pos) -> None:
        kp = self.keeper
        new_name = None
        nm = rec.name_str() if isinstance(rec.name, str) else None
        if nm is not None and nm in kp.defs:
            if not rec.anonymous:
                prev = kp.defs[nm]
                raise _Fail(
                    Diagnostic(
                        rec.locs[0] if rec.locs else self.loc(pos),
                        Severity.ERROR,
                        f"def already exists: {nm}",
                        tuple(Diagnostic(l, Severity.NOTE, m) for l, m in reversed(self.notes))
                        + (
                            (Diagnostic(prev.locs[0], Severity.NOTE, "location of previous definition"),)
                            if prev.locs
                            else ()
                        ),
                    )
                )
            new_name = kp.new_anonymous_name()
            rec.name = new_name.as_string()
        try:
            bad = rec.resolve_final(None)
        except EvalError as e:
            raise self.fail(rec.locs[0] if rec.locs else pos, str(e)) from None
        self._report_bad(rec, bad, rec.locs[0] if rec.locs else pos)
        if not isinstance(rec.name, str):
            n = rec.name
            if isinstance(n, Str):
                rec.name = n.value
            else:
                raise self.fail(
                    rec.locs[0] if rec.locs else pos, f"record name '{n.as_string()}' could not be fully resolved"
                )
        if rec.name in kp.defs and not rec.anonymous:
            prev = kp.defs[rec.name]
            raise _Fail(
                Diagnostic(
                    rec.locs[0] if rec.locs else self.loc(pos),
                    Severity.ERROR,
                    f"def already exists: {rec.name}",
                    (Diagnostic(prev.locs[0], Severity.NOTE, "location of previous definition"),) if prev.locs else (),
                )
            )
        self.check_concrete(rec, pos)
        self.check_record_assertions(rec)
        self.emit_record_dumps(rec)
        for elt_ty, elems, dloc in self.defsets:
            if not rec.record_type().is_a(elt_ty):
                raise self.fail(rec.locs[0] if rec.locs else pos, f"'{rec.name}' is not of type '{elt_ty}'... defset")
            elems.append(rec.def_ref())
        kp.add_def(rec)

    def check_concrete(self, rec: Record, pos) -> None:
        for rv in rec.values:
            if rv.kind == FK_NONCONCRETE_OK:
                continue
            v = rv.value
            if not v.concrete:
                raise self.fail(
                    rec.locs[0] if rec.locs else pos,
                    f"Initializer of '{rv.name}' in '{rec.name_str()}' could not be fully resolved: {v.as_string()}",
                )

    def _after_instantiate(self, rec: Record, bad) -> None:
        if bad:
            rv, v = bad[0]
            raise EvalError(
                f"Invalid value found when setting field '{rv.name}' of type '{rv.ty}' after resolving references: {v.as_unquoted()}"
            )
        self.check_record_assertions(rec)
        self.emit_record_dumps(rec)

    def check_record_assertions(self, rec: Record) -> None:
        if not rec.assertions:
            return
        r = None
        from odsgen.records.values import RecordResolver

        for loc, cond, msg in rec.assertions:
            r = RecordResolver(rec, True)
            c = cond.resolve(r)
            m = msg.resolve(r)
            self.check_assert(loc, c, m)

    def check_assert(self, loc: Loc, cond: Init, msg: Init) -> None:
        cv = cond.convert_to(T.INT) if not isinstance(cond, TypedInit) else None
        if not isinstance(cv, Int):
            raise self.fail(loc, "assert condition must of type bit, bits, or int.")
        if not cv.value:
            text = msg.value if isinstance(msg, Str) else "(assert message is not a string)"
            raise self.fail(loc, "assertion failed: " + text)

    def emit_record_dumps(self, rec: Record) -> None:
        if not rec.dumps:
            return
        from odsgen.records.values import RecordResolver

        for loc, msg in rec.dumps:
            self.emit_dump(loc, msg.resolve(RecordResolver(rec, True)))

    def emit_dump(self, loc: Loc, msg: Init) -> None:
        text = msg.value if isinstance(msg, Str) else msg.as_string()
        self.keeper.dump_messages.append((loc, text))

    # ---------------------------------------------------------------- foreach / if
    def eval_foreach(self, st: A.Foreach, scope: Scope, exp) -> None:
        rng = st.range
        if isinstance(rng, A.Range) or isinstance(rng, A.BitsLit):
            items = self.eval_range_list([rng] if isinstance(rng, A.Range) else rng.items)
            lv: Init = List(tuple(Int(i) for i in items), T.INT)
            elt_ty = T.INT
        else:
            lv = self.eval_value(rng, scope, None)
            if isinstance(lv, List):
                elt_ty = lv.elt_ty
            elif isinstance(lv, TypedInit) and isinstance(lv.ty, T.ListRecTy):
                elt_ty = lv.ty.elt  # depends on an enclosing loop's iterator
            elif isinstance(lv, Int):
                raise self.fail(rng.pos, f"expected a list, got '{lv.as_string()}'")
            else:
                raise self.fail(rng.pos, f"attempting to loop over '{lv.as_string()}', expected a list")
        body_scope = Scope("foreach", scope)
        body_scope.vars[st.var] = Var(st.var, elt_ty)
        loop = Loop(self.loc(st.pos), st.pos, st.var, lv, deferred=scope.deferred_by(rng))
        if loop.deferred:
            body_scope.deferred = {st.var: loop.deferred}
        self.eval_loop(loop, st.body, body_scope, exp)

    def eval_if(self, st: A.If, scope: Scope, exp) -> None:
        # TGParser::ParseIf: each arm is a loop over !if(cond, [1], []) (or [], [1]).
        c = self.eval_value(st.cond, scope, None)
        loc = self.loc(st.pos)
        deferred = scope.deferred_by(st.cond)
        self.eval_loop(Loop(loc, st.pos, None, None, c, True, deferred=deferred), st.then, Scope("local", scope), exp)
        if st.else_ is not None:
            loop = Loop(loc, st.pos, None, None, c, False, deferred=deferred)
            self.eval_loop(loop, st.else_, Scope("local", scope), exp)

    def eval_loop(self, loop: Loop, body: list, scope: Scope, exp) -> None:
        """Evaluate body once into loop's entries; an outermost loop is then resolved."""
        self.loops.append(loop)
        try:
            self.eval_stmts(body, scope, exp)
        finally:
            self.loops.pop()
        if self.loops:
            self.loops[-1].entries.append(loop)
        elif exp is not None:
            self.resolve_loop(loop, [], exp.entries, exp.final)
        else:
            self.resolve_loop(loop, [], None, True)

    def resolve_loop(self, loop: Loop, substs: list, dest: list | None, final: bool) -> None:
        """TGParser::resolve(ForeachLoop): the entries once per element of the list.

        Resolved entries go to dest, or (dest None) are added as defs and checked. Not
        final (a defm inside a loop), a list or condition still unresolved leaves a loop.
        """
        r = MapResolver()
        for name, v in substs:
            r.set(name, v)
        try:
            if loop.var is None:
                r.final = final
                c = loop.cond.resolve(r)
                cv = c.convert_to(T.INT) if not isinstance(c, TypedInit) else None
                if isinstance(cv, Int):
                    if bool(cv.value) == loop.want:
                        self.resolve_entries(loop.entries, substs, dest, final)
                    return
                if final:
                    raise self.fail(
                        loop.loc, f"unable to resolve if condition '{c.as_string()}' at end of containing scope"
                    )
                rest = Loop(loop.loc, loop.pos, None, None, c, loop.want)
            else:
                lv = loop.values.resolve(r)
                if isinstance(lv, List):
                    for v in lv.elts:
                        substs.append((loop.var, v))
                        try:
                            self.resolve_entries(loop.entries, substs, dest, final)
                        finally:
                            substs.pop()
                    return
                if final:
                    raise self.fail(loop.loc, f"attempting to loop over '{lv.as_string()}', expected a list")
                rest = Loop(loop.loc, loop.pos, loop.var, lv)
        except EvalError as e:
            raise self.fail(loop.loc, str(e)) from None
        dest.append(rest)
        self.resolve_entries(loop.entries, substs, rest.entries, final)

    def resolve_entries(self, entries: list, substs: list, dest: list | None, final: bool) -> None:
        for e in entries:
            if isinstance(e, Loop):
                self.resolve_loop(e, substs, dest, final)
                continue
            if isinstance(e, tuple):  # ("assert", loc, cond, msg) or ("dump", loc, msg)
                r = MapResolver()
                for name, v in substs:
                    r.set(name, v)
                try:
                    vals = [x.resolve(r) for x in e[2:]]
                except EvalError as err:
                    raise self.fail(e[1], str(err)) from None
                if dest is not None:
                    dest.append((e[0], e[1], *vals))
                elif e[0] == "assert":
                    self.check_assert(e[1], *vals)
                else:
                    self.emit_dump(e[1], vals[0])
                continue
            rec = e.copy()
            r = MapResolver(rec)
            for name, v in substs:
                r.set(name, v)
            pos = rec.locs[0] if rec.locs else None
            self.resolve_record(rec, r, pos)
            if dest is not None:
                dest.append(rec)
            else:
                self.add_def_one(rec, pos)

    @staticmethod
    def _records(entries: list):
        """The records among entries, those inside loops included."""
        for e in entries:
            if isinstance(e, Record):
                yield e
            elif isinstance(e, Loop):
                yield from Evaluator._records(e.entries)

    def eval_defset(self, st: A.Defset, scope: Scope, exp) -> None:
        ty = self.eval_type(st.type)
        if not isinstance(ty, T.ListRecTy) or not isinstance(ty.elt, T.RecordRecTy):
            raise self.fail(st.pos, f"expected list of records in defset")
        if st.name in self.keeper.globals or st.name in self.keeper.defs:
            raise self.fail(st.pos, "def or global variable of this name already exists")
        elems: list = []
        self.defsets.append((ty.elt, elems, self.loc(st.pos)))
        try:
            self.eval_stmts(st.body, Scope("local", scope), exp)
        finally:
            self.defsets.pop()
        self.keeper.globals[st.name] = List(tuple(elems), ty.elt)

    # ---------------------------------------------------------------- multiclass
    def eval_multiclass(self, st: A.Multiclass) -> None:
        if st.name in self.multiclasses:
            raise self.fail(st.pos, f"multiclass '{st.name}' already defined")
        rec = Record(st.name, self.keeper, True, self.loc(st.pos))
        rec.is_multiclass = True
        mc = MultiClass(st.name, rec, st, self.unit, len(self.multiclasses))
        stack = list(reversed(st.body))
        while stack:  # in source order
            n = stack.pop()
            if isinstance(n, (A.Def, A.Defm)):
                if n.name is None:
                    mc.anon[id(n)] = self.keeper.new_anonymous_name()
            elif isinstance(n, A.If):
                stack.extend(reversed(n.then + (n.else_ or [])))
            elif isinstance(n, (A.Foreach, A.Let, A.Defset)):
                stack.extend(reversed(n.body))
        scope = Scope("multiclass", self.global_scope, None, mc)
        # Defaults may refer to earlier arguments: they stay Var("MC::x") until a defm binds them.
        self._mc_targ_scope(rec, st, scope)
        for ref in st.parents:
            if ref.name not in self.multiclasses:
                raise self.fail(
                    ref.pos, f"Couldn't find multiclass '{ref.name}'", did_you_mean(ref.name, self.multiclasses)
                )
        self.multiclasses[st.name] = mc

    def _mc_targ_scope(self, rec: Record, st, scope: Scope) -> None:
        prefix = st.name + "::"
        # NAME is in scope from the first default on (llvm: `string s = !strconcat(NAME, "x")`).
        scope.vars["NAME"] = Var(prefix + "NAME", T.STRING)
        for ta in st.targs:
            ty = self.eval_type(ta.type)
            if ta.name == "NAME":
                raise self.fail(ta.pos, "'NAME' is a reserved variable name")
            q = prefix + ta.name
            if q in rec.vmap:
                raise self.fail(ta.pos, "template argument with the same name has already been defined")
            rv = RecordVal(q, ty, FK_TEMPLATE_ARG, self.loc(ta.pos))
            rec.add_value(rv)
            rec.targs.append(q)
            if ta.default is not None:
                v = self.eval_value(ta.default, scope, None, ty)
                self.set_value(rec, ta.pos, q, None, v)
            scope.vars[ta.name] = Var(q, ty)

    def expand_multiclass(
        self,
        mc: MultiClass,
        args: list[tuple],
        name_value: Init,
        entries: list,
        pos,
        final: bool = True,
        limit: int | None = None,
        defm_loc: Loc | None = None,
        deferred: dict | None = None,
        key: Expansion | None = None,
    ) -> None:
        """Evaluate mc's body into entries; defm_loc (the defm's multiclass reference,
        ``pos`` unless mc is a parent multiclass) is appended to each record's locs.
        deferred: the outer expansions each argument (or NAME) needs, in a multiclass body;
        key: for a parent multiclass, the expansion of the child (whose defm it is part of)."""
        rec = mc.rec
        defm_loc = defm_loc or self.loc(pos)
        mr = MapResolver()
        mr.set(mc.name + "::NAME", name_value)
        given = {q: v for _, v, q in args}
        for q in rec.targs:
            mr.set(q, given[q] if q in given else rec.vmap[q].value)
        scope = Scope("multiclass", self.global_scope, None, mc)
        try:
            for q in rec.targs:
                scope.vars[q[len(mc.name) + 2 :]] = mr.resolve(q)
        except EvalError as e:
            raise self.fail(pos, str(e)) from None
        scope.vars["NAME"] = name_value
        exp = Expansion(entries, mc, name_value, final, defm_loc)
        exp.key = key or exp
        deferred = deferred or {}
        # llvm-tblgen resolves a parent multiclass's entries with the child's arguments.
        own = frozenset() if key is not None else frozenset((exp,))
        scope.deferred = {n: own | deferred.get(n, frozenset()) for n in scope.vars}
        prev_unit = self.unit
        self.notes.append((self.loc(pos), f"instantiated from multiclass '{mc.name}'"))
        self.unit = mc.unit
        saved_lets = self.let_stack
        self.let_stack = []
        saved_loops, self.loops = self.loops, []  # the body's records go to the expansion
        saved_index = self.mc_index.get(mc.name)
        try:
            for ref in mc.node.parents:
                base = self.multiclasses[ref.name]
                bargs = self.eval_template_args(ref, base.rec, scope, None)
                bdeferred = self._args_deferred(ref, bargs, base, scope)
                self.expand_multiclass(
                    base, bargs, name_value, entries, ref.pos, final, None, defm_loc, bdeferred, exp.key
                )
            # A defm of mc inside its own body sees the entries of the statements before it
            # (llvm-tblgen parses the body once, adding entries as it goes): body[:limit].
            body = mc.node.body if limit is None else mc.node.body[:limit]
            body_scope = Scope("local", scope)
            for idx, st in enumerate(body):
                self.mc_index[mc.name] = idx
                self.eval_stmts([st], body_scope, exp)
        finally:
            if saved_index is None:
                self.mc_index.pop(mc.name, None)
            else:
                self.mc_index[mc.name] = saved_index
            self.unit = prev_unit
            self.let_stack = saved_lets
            self.loops = saved_loops
            self.notes.pop()

    @staticmethod
    def _args_deferred(ref: A.ClassRef, args: list[tuple], mc: MultiClass, scope: Scope) -> dict:
        """The expansions each argument of a multiclass reference in a multiclass body
        needs (NAME: always the enclosing one's NAME)."""
        out = {"NAME": scope.deferred_by(A.Id(ref.pos, "NAME"))}
        for arg, (_, _, q) in zip(ref.args, args):
            out[q[len(mc.name) + 2 :]] = scope.deferred_by(arg.value)
        return out

    def eval_defm(self, st: A.Defm, scope: Scope, exp: Expansion | None) -> None:
        kp = self.keeper
        if st.name is None:
            anon = exp.mc.anon.get(id(st)) if exp is not None else None
            name_value: Init = Str((anon or kp.new_anonymous_name()).as_string())
            if exp is not None:
                name_value = self.str_concat(exp.name_value, name_value, st.pos)
        else:
            name_value = self.eval_value(st.name, scope, None, T.STRING, name_mode=True)
            if exp is not None and not self._mentions_name(st.name):
                name_value = self.str_concat(exp.name_value, name_value, st.pos)
        entries: list = []
        # Inside a loop (or an expansion inside one) the iterators are bound later.
        final = not self.loops and (exp is None or exp.final)
        refs = list(st.parents)
        i = 0
        while i < len(refs):
            ref = refs[i]
            mc = self.multiclasses.get(ref.name)
            if mc is not None and exp is not None and mc is not exp.mc and mc.serial > exp.mc.serial:
                mc = None  # defined after the multiclass whose body this is: not yet known there
            if mc is not None:
                args = self.eval_template_args(ref, mc.rec, scope, None)
                limit = self.mc_index.get(mc.name) if exp is not None and mc is exp.mc else None
                deferred = self._args_deferred(ref, args, mc, scope) if exp is not None else None
                self.expand_multiclass(mc, args, name_value, entries, ref.pos, final, limit, None, deferred)
                i += 1
                continue
            if i == 0:
                raise self.fail(
                    ref.pos, f"Couldn't find multiclass '{ref.name}'", did_you_mean(ref.name, self.multiclasses)
                )
            if ref.name not in kp.classes:
                raise self.no_class(ref.pos, f"Couldn't find class '{ref.name}'", ref.name)
            break
        class_refs = refs[i:]
        for ref in class_refs:
            if ref.name in self.multiclasses:
                raise self.no_class(ref.pos, f"Couldn't find class '{ref.name}'", ref.name)
            for e in self._records(entries):
                self.add_subclass(e, ref, scope, None)
        for e in self._records(entries):
            self.apply_let_stack(e)
        for e in entries:
            self.add_entry(e, exp, st.pos)

    # ================================================================ types
    def eval_type(self, t) -> T.RecTy:
        k = t[0]
        if k == "bit":
            return T.BIT
        if k == "int":
            return T.INT
        if k == "string" or k == "code":
            return T.STRING
        if k == "dag":
            return T.DAG
        if k == "bits":
            if t[1] > MAX_BITS_WIDTH and len(t) > 2:
                # llvm-tblgen takes any 32-bit width and runs out of memory (or crashes).
                raise self.fail(t[2], f"bits<{t[1]}> is too wide: at most {MAX_BITS_WIDTH} bits")
            return T.bits_ty(t[1])
        if k == "list":
            return self.eval_type(t[1]).list_of()
        name = t[1]
        if name in self.deftypes:
            return self.deftypes[name]
        cls = self.keeper.classes.get(name)
        if cls is None:
            raise self.no_class(t[2], f"Couldn't find class '{name}'", name, [*self.keeper.classes, *self.deftypes])
        return T.record_ty([cls])

    # ================================================================ values
    def str_concat(self, a: Init, b: Init, pos) -> Init:
        if isinstance(a, Str) and isinstance(b, Str):
            return Str(a.value + b.value, a.code or b.code)
        return BinOp("strconcat", a, b, T.STRING).fold(None)

    def eval_value(
        self, node, scope: Scope, cur_rec: Record | None, item_ty: T.RecTy | None = None, name_mode: bool = False
    ) -> Init:
        try:
            return self._value(node, scope, cur_rec, item_ty, name_mode)
        except EvalError as e:
            raise self.fail(node.pos, str(e)) from None

    def _value(self, node, scope: Scope, cur_rec, item_ty, name_mode=False) -> Init:
        k = type(node)
        if k is A.Id:
            return self.lookup_id(node, scope, cur_rec, name_mode)
        if k is A.Str:
            return Str(node.value, node.is_code)
        if k is A.Int:
            return Int(node.value)
        if k is A.ListLit:
            return self.eval_list(node, scope, cur_rec, item_ty)
        if k is A.DagLit:
            op = self._value(node.op, scope, cur_rec, None)
            args = []
            names = []
            for v, n in node.args:
                args.append(UNSET if v is None else self._value(v, scope, cur_rec, None))
                names.append(n)
            return Dag(op, node.op_name, tuple(args), tuple(names))
        if k is A.Paste:
            return self.eval_paste(node, scope, cur_rec, item_ty, name_mode)
        if k is A.AnonClass:
            return self.eval_anon_class(node, scope, cur_rec)
        if k is A.FieldAccess:
            # The mode reaches the head of a suffix chain, as in llvm-tblgen: in a name or
            # after '#', the M of M.f is the string "M" unless M is a local variable.
            base = self._value(node.value, scope, cur_rec, item_ty, name_mode)
            fty = self.field_type(base, node.name)
            if fty is None:
                raise self.fail(node.name_pos, f"Cannot access field '{node.name}' of value '{base.as_string()}'")
            return FieldInit(base, node.name, fty).fold(cur_rec)
        if k is A.Bang:
            return self.eval_bang(node, scope, cur_rec, item_ty)
        if k is A.Unset:
            return UNSET
        if k is A.BitsLit:
            return self.eval_bits(node, scope, cur_rec)
        if k is A.BinInt:
            d = node.digits
            return Bits(tuple(make_bit(c == "1") for c in reversed(d)))
        if k is A.Cond:
            return self.eval_cond(node, scope, cur_rec, item_ty)
        if k is A.ListSlice:
            return self.eval_list_slice(node, scope, cur_rec, item_ty, name_mode)
        if k is A.BitSlice:
            base = self._value(node.value, scope, cur_rec, item_ty, name_mode)
            bits = self.eval_bit_list(node.items)
            return self.bit_range(base, bits, node.open_pos)
        if k is A.Range:
            raise self.fail(node.pos, "unexpected range")
        raise self.fail(node.pos, f"unexpected {k.__name__}")  # pragma: no cover

    def lookup_id(self, node: A.Id, scope: Scope, cur_rec, name_mode: bool) -> Init:
        name = node.name
        v = scope.get_var(name)
        if v is not None:
            return v
        if name_mode:
            return Str(name)
        kp = self.keeper
        d = kp.defs.get(name)
        if d is not None:
            return d.def_ref()
        g = kp.globals.get(name)
        if g is not None:
            return g
        if cur_rec is not None and not cur_rec.is_class and cur_rec.name == name and not self._in_multiclass(scope):
            return UnOp("cast", Str(name), cur_rec.record_type(), self.keeper)
        near = did_you_mean(name, [*scope.names(), *kp.defs, *kp.globals])
        raise self.fail(node.pos, f"Variable not defined: '{name}'", near)

    @staticmethod
    def _in_multiclass(scope: Scope) -> bool:
        s = scope
        while s is not None:
            if s.kind == "multiclass":
                return True
            s = s.parent
        return False

    def field_type(self, base: Init, fname: str) -> T.RecTy | None:
        if isinstance(base, DefRef):
            rv = base.rec.vmap.get(fname)
            return rv.ty if rv is not None else None
        ty = base.ty if not isinstance(base, UnsetInit) else None
        if isinstance(ty, T.RecordRecTy):
            for c in ty.classes:
                rv = c.vmap.get(fname)
                if rv is not None:
                    return rv.ty
        return None

    def eval_list(self, node: A.ListLit, scope, cur_rec, item_ty) -> Init:
        given_list_ty = None
        if item_ty is not None:
            if not isinstance(item_ty, T.ListRecTy):
                raise self.fail(node.inner_pos, f"Encountered a list when expecting a {item_ty}")
            given_list_ty = item_ty
        elt_item = given_list_ty.elt if given_list_ty is not None else None
        vals = [self._value(v, scope, cur_rec, elt_item) for v in node.items]
        elt_ty = None
        for v in vals:
            vt = v.ty if not isinstance(v, UnsetInit) else None
            if vt is None:
                continue
            if elt_ty is None:
                elt_ty = vt
            else:
                nt = T.resolve_types(elt_ty, vt)
                if nt is None:
                    raise self.fail(node.after_pos, "Incompatible types in list elements")
                elt_ty = nt
        if node.elt_type is not None:
            given_elt = self.eval_type(node.elt_type)
            if elt_ty is not None and not elt_ty.convertible_to(given_elt):
                raise self.fail(node.after_pos, "Incompatible types in list elements")
            elt_ty = given_elt
        if elt_ty is None:
            if given_list_ty is None:
                raise self.fail(node.after_pos, "No type for list")
            elt_ty = given_list_ty.elt
        elif given_list_ty is not None and not elt_ty.convertible_to(given_list_ty.elt):
            # (llvm-tblgen's wording leaves the second quote open)
            raise self.fail(
                node.after_pos,
                f"Element type mismatch for list: element type '{elt_ty}' not convertible to '{given_list_ty.elt}",
            )
        return List(tuple(vals), elt_ty)

    def eval_bits(self, node: A.BitsLit, scope, cur_rec) -> Init:
        new_bits: list[Init] = []
        for i, item in enumerate(node.items):
            if isinstance(item, A.Range):
                raise self.fail(item.pos, "unexpected range in bits value")
            v = self._value(item, scope, cur_rec, None)
            if isinstance(v, Bits):
                n = len(v.bits)
                new_bits.extend(v.bits[n - j - 1] for j in range(n))
                continue
            if isinstance(v, Var) and isinstance(v.ty, T.BitsRecTy):
                n = v.ty.width
                new_bits.extend(v.get_bit(n - j - 1) for j in range(n))
                continue
            b = v.cast_to(T.BIT)
            if b is None:
                raise self.fail(node.pos, f"Element #{i} ({v.as_string()}) is not convertable to a bit")
            new_bits.append(b)
        new_bits.reverse()
        return Bits(tuple(new_bits))

    def bit_range(self, base: Init, bits: list[int], pos) -> Init:
        if isinstance(base, Int):
            return Bits(tuple(base.get_bit(b) for b in bits))
        if isinstance(base, Bits):
            n = len(base.bits)
            for b in bits:
                if b >= n:
                    raise self.fail(pos, "Invalid bit range for value")
            return Bits(tuple(base.bits[b] for b in bits))
        ty = base.ty if not isinstance(base, UnsetInit) else None
        if isinstance(ty, T.BitsRecTy):
            for b in bits:
                if b >= ty.width:
                    raise self.fail(pos, "Invalid bit range for value")
            return Bits(tuple(base.get_bit(b) for b in bits))
        if ty is T.INT:
            return Bits(tuple(base.get_bit(b) for b in bits))
        raise self.fail(pos, f"Invalid bit range for value")

    def eval_list_slice(self, node: A.ListSlice, scope, cur_rec, item_ty, name_mode: bool = False) -> Init:
        base = self._value(node.value, scope, cur_rec, item_ty, name_mode)
        bty = base.ty if not isinstance(base, UnsetInit) else None
        if not isinstance(bty, T.ListRecTy):
            raise self.fail(
                node.pos, f"Type '{bty}' is invalid, list expected" if bty else "Invalid value, list expected"
            )
        items = node.items
        if len(items) == 1 and not isinstance(items[0], A.Range):
            idx = self._slice_index(items[0], scope, cur_rec)
            if isinstance(idx.ty, T.ListRecTy):
                return BinOp("listslice", base, idx, bty).fold(cur_rec)
            return BinOp("listelem", base, idx, bty.elt).fold(cur_rec)
        idxs: list[Init] = []
        for it in items:
            if isinstance(it, A.Range):
                a = self._value(it.start, scope, cur_rec, None)
                b = self._value(it.end, scope, cur_rec, None)
                ai, bi = a.convert_to(T.INT), b.convert_to(T.INT)
                if not isinstance(ai, Int) or not isinstance(bi, Int):
                    raise self.fail(it.pos, "expected integer range")
                step = 1 if ai.value <= bi.value else -1
                idxs.extend(Int(i) for i in range(ai.value, bi.value + step, step))
            else:
                idxs.append(self._slice_index(it, scope, cur_rec))
        return BinOp("listslice", base, List(tuple(idxs), T.INT), bty).fold(cur_rec)

    def _slice_index(self, node, scope, cur_rec) -> Init:
        """One index of a list slice, typed as llvm-tblgen's ParseSliceElement wants it."""
        idx = self._value(node, scope, cur_rec, None)
        ity = idx.ty if not isinstance(idx, UnsetInit) else None
        if isinstance(ity, T.ListRecTy):
            if not ity.elt.convertible_to(T.INT):
                raise self.fail(node.pos, f"expected list<int>, got {ity}")
        elif ity is not None and not ity.convertible_to(T.INT):
            raise self.fail(node.pos, f"unhandled type {ity} in range")
        return idx

    def eval_paste(self, node: A.Paste, scope, cur_rec, item_ty, name_mode) -> Init:
        lhs = self._value(node.lhs, scope, cur_rec, item_ty, name_mode)
        lty = lhs.ty if not isinstance(lhs, UnsetInit) else None
        if lty is None:
            raise self.fail(node.pos, "LHS of paste is not typed!")
        if isinstance(lty, T.ListRecTy) and not name_mode:
            if (
                isinstance(node.rhs, A.Str)
                and node.rhs.value == ""
                and not node.rhs.is_code
                and node.rhs.pos != node.lhs.pos
                and self._is_trailing(node)
            ):
                return lhs
            rhs = self._value(node.rhs, scope, cur_rec, item_ty)
            return BinOp("listconcat", lhs, rhs, lty).fold(cur_rec)
        if lty is not T.STRING:
            lhs = UnOp("cast", lhs, T.STRING, self.keeper).fold(cur_rec, False)
            if isinstance(lhs, UnsetInit) or lhs.ty is not T.STRING:
                raise self.fail(node.pos, f"can't cast '{lhs.as_string()}' to string")
        rhs = self._value(node.rhs, scope, cur_rec, None, True)
        rty = rhs.ty if not isinstance(rhs, UnsetInit) else None
        if rty is None:
            raise self.fail(node.rhs.pos, "RHS of paste is not typed!")
        if rty is not T.STRING:
            rhs = UnOp("cast", rhs, T.STRING, self.keeper).fold(cur_rec, False)
        if isinstance(lhs, Str) and isinstance(rhs, Str):
            return Str(lhs.value + rhs.value, lhs.code or rhs.code)
        return BinOp("strconcat", lhs, rhs, T.STRING).fold(cur_rec)

    @staticmethod
    def _is_trailing(node: A.Paste) -> bool:
        return True

    def eval_anon_class(self, node: A.AnonClass, scope, cur_rec) -> Init:
        cls = self.keeper.classes.get(node.name)
        if cls is None:
            raise self.no_class(node.pos, f"Expected a class name, got '{node.name}'", node.name)
        args = self.eval_template_args(node, cls, scope, cur_rec)
        key = tuple((k, v) for k, v, _ in args)
        try:
            return VarDefInit.get(self.keeper, cls, key, self.loc(node.pos)).fold()
        except EvalError as e:
            raise self.fail(node.pos, str(e)) from None

    def eval_cond(self, node: A.Cond, scope, cur_rec, item_ty) -> Init:
        conds = []
        vals = []
        ty = None
        for c, v in node.clauses:
            cv = self._value(c, scope, cur_rec, None)
            vv = self._value(v, scope, cur_rec, item_ty)
            conds.append(cv)
            vals.append(vv)
            vt = vv.ty if not isinstance(vv, UnsetInit) else None
            if vt is not None:
                if ty is None:
                    ty = vt
                else:
                    nt = T.resolve_types(ty, vt)
                    if nt is None:
                        raise self.fail(v.pos, f"inconsistent types '{ty}' and '{vt}' for !cond")
                    ty = nt
        return CondOp(tuple(conds), tuple(vals), ty or item_ty).fold(cur_rec)

    # ---------------------------------------------------------------- bang operators
    def _check_result_type(self, node: A.Bang, rty: T.RecTy | None, item_ty: T.RecTy | None) -> None:
        """llvm-tblgen's check of a binary operator's fixed result type against the type
        its context expects, made before the operands are read."""
        if rty is not None and item_ty is not None and not rty.convertible_to(item_ty):
            raise self.fail(node.pos, f"expected value of type '{item_ty}', got '{rty}'")

    def eval_bang(self, node: A.Bang, scope, cur_rec, item_ty) -> Init:
        op = node.op
        args = node.args
        ty = self.eval_type(node.type) if node.type is not None else None
        n = len(args)

        def val(i, t=None):
            return self._value(args[i], scope, cur_rec, t)

        def need(lo, hi=None):
            hi = lo if hi is None else hi
            if not lo <= n <= hi:
                raise self.fail(
                    node.pos, f"expected {lo if lo == hi else f'{lo} to {hi}'} operand(s) to !{op}, got {n}"
                )

        def two_operands(variadic=False):
            # llvm-tblgen reads a binary operator's operands, then counts them.
            if n < 2 or (n > 2 and not variadic):
                raise self.fail(node.pos, "expected two operands to operator")

        if op in ("foreach", "filter"):
            need(3)
            if not isinstance(args[0], A.Id):
                raise self.fail(args[0].pos, f"first argument of !{op} must be an identifier")
            var = args[0].name
            coll = val(1)
            cty = coll.ty if not isinstance(coll, UnsetInit) else None
            expr_ty = None
            if isinstance(cty, T.ListRecTy):
                var_ty = cty.elt
                # As llvm-tblgen: a list result must be what the context expects, and the
                # expression then expects that list's element (a filter's predicate an int).
                if item_ty is not None:
                    if not isinstance(item_ty, T.ListRecTy):
                        raise self.fail(node.pos, f"expected value of type '{item_ty}', but got list type")
                    expr_ty = item_ty.elt if op == "foreach" else T.INT
            elif cty is T.DAG and op == "foreach":
                var_ty = None
            else:
                raise self.fail(args[1].pos, f"!{op} must have a list or dag argument")
            inner = Scope("local", scope)
            inner.vars[var] = Var(var, var_ty)
            expr = self._value(args[2], inner, cur_rec, expr_ty)
            if op == "foreach":
                if cty is T.DAG:
                    out_ty = T.DAG
                else:
                    ety = expr.ty if not isinstance(expr, UnsetInit) else None
                    out_ty = ety.list_of() if ety is not None else item_ty or T.STRING.list_of()
            else:
                out_ty = cty
            return TernOp(op, var, coll, expr, out_ty).fold(cur_rec)
        if op == "foldl":
            need(5)
            for i in (2, 3):
                if not isinstance(args[i], A.Id):
                    raise self.fail(args[i].pos, "expected variable name in !foldl")
            start = val(0)
            lst = val(1)
            lty = lst.ty if not isinstance(lst, UnsetInit) else None
            if not isinstance(lty, T.ListRecTy):
                raise self.fail(args[1].pos, "!foldl list must be a list")
            acc, var = args[2].name, args[3].name
            inner = Scope("local", scope)
            sty = start.ty if not isinstance(start, UnsetInit) else item_ty
            inner.vars[acc] = Var(acc, sty)
            inner.vars[var] = Var(var, lty.elt)
            expr = self._value(args[4], inner, cur_rec, sty)
            return FoldOp(start, lst, acc, var, expr, sty).fold(cur_rec)
        if op == "cast":
            need(1)
            if ty is None:
                raise self.fail(node.pos, "!cast requires a type")
            a = val(0)
            return UnOp("cast", a, ty, self.keeper).fold(cur_rec, False)
        if op == "isa":
            need(1)
            if ty is None:
                raise self.fail(node.pos, "!isa requires a type")
            return IsAOp(ty, val(0)).fold()
        if op == "instances":
            need(0, 1)
            if ty is None:
                raise self.fail(node.pos, "!instances requires a type")
            return InstancesOp(ty, val(0) if n else Str(".*"), self.keeper).fold(cur_rec, False)
        if op == "exists":
            need(1)
            if ty is None:
                raise self.fail(node.pos, "!exists requires a type")
            return ExistsOp(ty, val(0), self.keeper).fold(cur_rec, False)
        if op == "if":
            need(3)
            c = val(0)
            a = val(1, item_ty)
            b = val(2, item_ty)
            at = a.ty if not isinstance(a, UnsetInit) else None
            bt = b.ty if not isinstance(b, UnsetInit) else None
            if at is None:
                rt = bt
            elif bt is None:
                rt = at
            else:
                rt = T.resolve_types(at, bt)
                if rt is None:
                    # Lists of different element types, ints vs bits...: fall back to the item type.
                    rt = item_ty
                    if rt is None:
                        raise self.fail(node.pos, f"inconsistent types '{at}' and '{bt}' for !if")
            ct = c.ty if not isinstance(c, UnsetInit) else None
            if ct is not None and not (ct is T.BIT or ct is T.INT or isinstance(ct, T.BitsRecTy)):
                raise self.fail(args[0].pos, f"!if condition must be of type bit, bits, or int")
            return TernOp("if", c, a, b, rt or item_ty).fold(cur_rec)
        if op == "cond":  # pragma: no cover - parsed as Cond
            raise self.fail(node.pos, "unexpected !cond")
        if op in _UNARY:
            need(1)
            a = val(0)
            at = a.ty if not isinstance(a, UnsetInit) else None
            rty = _UNARY[op]
            if op == "head":
                rty = at.elt if isinstance(at, T.ListRecTy) else None
                if at is not None and not isinstance(at, T.ListRecTy):
                    raise self.fail(args[0].pos, "expected list type argument in unary operator")
            elif op == "tail":
                rty = at
                if at is not None and not isinstance(at, T.ListRecTy):
                    raise self.fail(args[0].pos, "expected list type argument in unary operator")
            elif op == "getdagop":
                rty = ty or T.record_ty([])
            elif op == "listflatten":
                rty = at.elt if isinstance(at, T.ListRecTy) else at
            return UnOp(op, a, rty, self.keeper).fold(cur_rec, False)
        if op in _BINARY_VARIADIC:
            self._check_result_type(node, _BINARY_VARIADIC[op], item_ty)
            if not n:
                need(2, 99)
            if op == "listconcat":
                # As llvm's TGParser: each argument is parsed expecting the type resolved
                # so far (the given type, else the first list's), which then widens to the
                # common type; so `!listconcat(l, !if(c, [x], []))` types its `[]`.
                vals = []
                rty = item_ty
                for i in range(n):
                    v = val(i, rty)
                    vals.append(v)
                    vt = v.ty if not isinstance(v, UnsetInit) else None
                    if vt is None:
                        continue
                    if rty is None:
                        if not isinstance(vt, T.ListRecTy):
                            raise self.fail(args[i].pos, f"expected a list, got value of type '{vt}'")
                        rty = vt
                    else:
                        resolved = T.resolve_types(rty, vt)
                        if resolved is None:
                            raise self.fail(args[i].pos, f"expected value of type '{rty}', got '{vt}'")
                        rty = resolved
            else:
                vals = [val(i) for i in range(n)]
                rty = {"strconcat": T.STRING, "con": T.DAG}.get(op, T.INT)
                if op == "strconcat":
                    for i, v in enumerate(vals):
                        if not isinstance(v, UnsetInit) and v.ty is not T.STRING:
                            raise self.fail(args[i].pos, f"expected value of type 'string', got '{v.ty}'")
            two_operands(variadic=True)
            code = "concat" if op == "con" else op
            # !op(a, b, c) is !op(a, !op(b, c)), folded innermost first.
            acc = vals[-1]
            for v in reversed(vals[:-1]):
                acc = BinOp(code, v, acc, rty).fold(cur_rec)
            return acc
        if op in _BINARY:
            self._check_result_type(node, ty if op == "getdagarg" else _BINARY[op], item_ty)
            if not n:
                need(2)
            a = val(0, item_ty if op == "listremove" else None)
            rty = _BINARY[op]
            if op == "listsplat":
                at = a.ty if not isinstance(a, UnsetInit) else None
                if item_ty is not None and at is not None:
                    if not isinstance(item_ty, T.ListRecTy):
                        raise self.fail(node.pos, f"expected output type to be a list, got type '{item_ty}'")
                    if not at.list_of().convertible_to(item_ty):
                        raise self.fail(
                            node.pos,
                            f"expected first arg type to be '{at}', got value of type '{item_ty.elt}'",
                        )
                rty = at.list_of() if at is not None else item_ty
            rest = [val(i, item_ty if op == "listremove" else None) for i in range(1, n)]
            two_operands()
            b = rest[0]
            if op == "listremove":
                rty = a.ty
            elif op == "getdagarg":
                rty = ty
            elif op == "listelem":
                rty = None
            return BinOp(op, a, b, rty).fold(cur_rec)
        if op == "interleave":
            self._check_result_type(node, T.STRING, item_ty)
            vals = [val(i) for i in range(n)]
            two_operands()
            return BinOp("interleave", vals[0], vals[1], T.STRING).fold(cur_rec)
        if op == "range":
            need(1, 3)
            if n == 1:
                a = val(0)
                at = a.ty if not isinstance(a, UnsetInit) else None
                if isinstance(at, T.ListRecTy):
                    if isinstance(a, List):
                        return List(tuple(Int(i) for i in range(len(a.elts))), T.INT)
                    return TernOp("range", Int(0), UnOp("size", a, T.INT), Int(1), T.INT.list_of()).fold(cur_rec)
                return TernOp("range", Int(0), a, Int(1), T.INT.list_of()).fold(cur_rec)
            c = val(2) if n == 3 else Int(1)
            return TernOp("range", val(0), val(1), c, T.INT.list_of()).fold(cur_rec)
        if op in ("subst", "dag", "setdagarg", "setdagname"):
            need(3)
            a, b, c = val(0), val(1), val(2)
            if op == "subst":
                ct = c.ty if not isinstance(c, UnsetInit) else None
                rty = ct
            else:
                rty = T.DAG
            return TernOp(op, a, b, c, rty).fold(cur_rec)
        if op == "substr":
            need(2, 3)
            c = val(2) if n == 3 else Int((1 << 63) - 1)
            return TernOp("substr", val(0), val(1), c, T.STRING).fold(cur_rec)
        if op == "find":
            need(2, 3)
            c = val(2) if n == 3 else Int(0)
            return TernOp("find", val(0), val(1), c, T.INT).fold(cur_rec)
        raise self.fail(node.pos, f"unknown operator '!{op}'")


_UNARY = {
    "not": T.INT,
    "head": None,
    "tail": None,
    "size": T.INT,
    "empty": T.BIT,
    "tolower": T.STRING,
    "toupper": T.STRING,
    "logtwo": T.INT,
    "initialized": T.BIT,
    "repr": T.STRING,
    "listflatten": None,
    "getdagop": None,
    "getdagopname": T.STRING,
}
# The variadic binary operators and their fixed result types (None: from the operands).
_BINARY_VARIADIC = {
    "add": T.INT,
    "mul": T.INT,
    "and": T.INT,
    "or": T.INT,
    "xor": T.INT,
    "listconcat": None,
    "strconcat": T.STRING,
    "con": T.DAG,
}
_BINARY = {
    "sub": T.INT,
    "div": T.INT,
    "shl": T.INT,
    "sra": T.INT,
    "srl": T.INT,
    "eq": T.BIT,
    "ne": T.BIT,
    "le": T.BIT,
    "lt": T.BIT,
    "ge": T.BIT,
    "gt": T.BIT,
    "listsplat": None,
    "listremove": None,
    "getdagarg": None,
    "getdagname": T.STRING,
    "setdagop": T.DAG,
    "setdagopname": T.DAG,
    "match": T.BIT,
}


_PARALLEL_MIN_CHARS = 200_000
# The two-process parse's queue: an item's index takes _TICKET bytes of a pipe, all written
# before anyone reads; a pipe holds at least one page (Linux gives a user over its limit no more).
_TICKET = 2
_MAX_TICKETS = 4096 // _TICKET


def display_path(path: str) -> str:
    """How diagnostics and provenance spell a file, one way in a run: relative to the
    working directory when the file is under it (an absolute -I or --spec, an overlay's
    includes), else as given."""
    if os.path.isabs(path):
        cwd = os.getcwd()
        if path.startswith(cwd.rstrip(os.sep) + os.sep):
            return os.path.relpath(path, cwd)
    return path


@functools.cache
def _base_library_classes() -> dict[str, str]:
    """{class name: the include that brings it} of odsgen's base library (tdlib/odsgen):
    "odsgen/base.td" for the classes it includes, else the file's own name."""
    from odsgen.resources import data_dir

    try:
        lib = data_dir("tdlib") / "odsgen"
        files = sorted(lib.glob("*.td"))
        base = (lib / "base.td").read_text(encoding="utf-8")
    except OSError:
        return {}
    in_base = set(re.findall(r'^include "(odsgen/[\w.]+)"', base, re.M)) | {"odsgen/base.td"}
    out: dict[str, str] = {}
    for f in files:
        inc = f"odsgen/{f.name}"
        try:
            text = f.read_text(encoding="utf-8")
        except OSError:
            continue
        for name in re.findall(r"^class\s+(\w+)", text, re.M):
            out.setdefault(name, "odsgen/base.td" if inc in in_base else inc)
    return out


def _field_hint(name: str, rec: Record) -> str | None:
    """Suggest a field of rec (not a template argument) for a mistyped field name."""
    return did_you_mean(name, [n for n in rec.vmap if ":" not in n])


def _parse_one(parse_text, text: str, src: SourceFile, encode: bool):
    """(True, statements, their parse-cache payload if ``encode``) or (False, (error, partial), None)."""
    from odsgen.syntax.plain import encode_parsed

    try:
        stmts = parse_text(text, src)
    except OdsgenError as exc:
        return (False, (exc.diagnostics[0], getattr(exc, "partial", [])), None)
    return (True, stmts, encode_parsed(stmts) if encode else None)


def _take_tickets(fd: int, order: list[int]):
    """The items (indices) this process takes from the shared queue ``fd``, until it is empty."""
    while ticket := os.read(fd, _TICKET):
        yield order[int.from_bytes(ticket, "little")]


def _parse_helper(items: list, parse_text, fd: int, order: list[int]) -> list:
    """The forked helper's share: (index, result) for each item it took. Statements travel
    as their parse-cache payload (cheaper to send than a pickle of the AST, and the
    parent caches the bytes as they are)."""
    out = []
    for i in _take_tickets(fd, order):
        text, src, _ = items[i]
        ok, value, payload = _parse_one(parse_text, text, src, True)
        out.append((i, (ok, None, payload) if ok and payload is not None else (ok, value, payload)))
    return out


def _parse_parallel(items: list, parse_text, meanwhile: Callable[[], object] | None = None) -> list:
    """Parse (text, src, encode) triples into ``_parse_one`` results; with a lot of text
    and two cores, fork one helper.

    The parent and the helper take files from one queue, largest first, until it is
    empty: a pipe holding their indices, which both read (a read of a few bytes from a
    pipe is atomic). So the work splits by what each process gets done, however the
    cost per byte varies between files (SPIR-V's SPIRVBase.td is 23% of the text and
    over 40% of the parse) and however busy the other core is. The helper sends its
    results back at the end; whatever it did not send (it died) is parsed here.
    Without fork (or with little text) everything is parsed here.

    ``meanwhile`` (when a helper was forked) is called here first, before taking files:
    work the caller would do right after the parse anyway and that needs no record (the
    imports of the stages that follow), so it overlaps with the helper's parsing, which
    the queue lets take the files this process would have taken meanwhile.
    """
    from odsgen.parallel import forked, worker_count
    from odsgen.syntax.parser import lark_parser
    from odsgen.syntax.plain import decode_parsed

    total = sum(len(t) for t, _, _ in items)
    if len(items) < 2 or total < _PARALLEL_MIN_CHARS or not hasattr(os, "fork") or worker_count() < 2:
        return [_parse_one(parse_text, *item) for item in items]
    lark_parser()  # build the parser once, before forking
    order = sorted(range(len(items)), key=lambda i: -len(items[i][0]))
    queued = order[:_MAX_TICKETS]  # (the rest, if any, are parsed here at the end)
    results: list = [None] * len(items)
    r, w = os.pipe()
    try:
        os.write(w, b"".join(k.to_bytes(_TICKET, "little") for k in range(len(queued))))
        os.close(w)
        w = -1
        with forked(lambda: _parse_helper(items, parse_text, r, queued)) as helper:
            if helper is not None and meanwhile is not None:
                meanwhile()
            for i in _take_tickets(r, queued):
                results[i] = _parse_one(parse_text, *items[i])
            theirs = helper.result() if helper is not None else None
    finally:
        os.close(r)
        if w >= 0:
            os.close(w)
    for i, (ok, value, payload) in theirs or ():
        if ok and value is None:
            value = decode_parsed(payload)
            if value is None:  # (cannot happen: bytes made by our own encoder)
                continue
        results[i] = (ok, value, payload if items[i][2] else None)
    for i, res in enumerate(results):  # what the helper took but did not send (it died), and the rest
        if res is None:
            results[i] = _parse_one(parse_text, *items[i])
    return results


def load(
    root: str,
    include_dirs=(),
    defines=(),
    sources: SourceManager | None = None,
    use_cache: bool = True,
    then: Callable[[RecordKeeper, list[str]], list[str]] | None = None,
    meanwhile: Callable[[], object] | None = None,
) -> RecordKeeper:
    """Evaluate ``root`` (and its includes, then the files ``then`` names: Evaluator.load)
    into a RecordKeeper; raises OdsgenError. ``meanwhile``: Evaluator.load."""
    import gc

    sources = sources if sources is not None else SourceManager()
    ev = Evaluator(list(include_dirs), list(defines), sources, use_cache)
    enabled = gc.isenabled()
    gc.disable()
    try:
        with deep_recursion():
            keeper = ev.load(root, then, meanwhile)
    finally:
        if enabled:
            gc.enable()
    keeper.sources = sources
    keeper.files = ev.files
    keeper.probes = ev.probes
    keeper.include_dirs = tuple(ev.include_dirs)  # (where a spec's other inputs are found: odsgen.model.limits)
    return keeper

"""odsgen's caches: parsed ASTs, Lark tables, compiled templates, black's output, command
results and generated packages, under ``$XDG_CACHE_HOME/odsgen`` (default ``~/.cache/odsgen``).

The cache is a security boundary: a generated package from it is imported, so whoever can
write there can run code as the user. Hence:

- Every directory is reached through ``cache_dir(kind)``, which creates the root and its
  subdirectories with mode 0700 and refuses (returns None, after a one-line warning on
  stderr, once per process) a root or subdirectory that is not a directory owned by the
  current user, that the group or others can write, or that sits below a directory that
  someone other than the user or root can write (sticky directories such as /tmp are
  fine). A relative ``XDG_CACHE_HOME`` is ignored, as the XDG spec says.
- Nothing read from the cache can run code when it is read: entries are ``marshal`` data
  (plain tuples, lists, dicts, strings, numbers), never pickle; Lark's tables are stored
  through Lark's own plain-data serialization.
- Every entry is framed by a magic line and the SHA-256 of its payload. An entry that is
  unreadable, truncated, corrupt or of the wrong shape is ignored (a miss) and rebuilt; so
  is one that is not a regular file (a FIFO, a symlink, to ``/dev/zero`` or anywhere) or
  is larger than ``MAX_ENTRY``: entries are opened with ``O_NOFOLLOW`` and without
  blocking, checked by ``fstat`` and read up to the bound (``read_regular``);
  every write goes to a fresh temporary file in the same directory and is renamed into
  place, so a reader never sees half an entry.
- Compiled code kept here (a generated package's modules, the methods ``dataclasses``
  writes: ``compiled_dataclasses``) runs only as the code it was compiled from would, and
  only from a cache directory ``cache_dir`` accepts.
- The cache is an optimization only: a cache that cannot be created or written (read
  only, a file, ``/dev/null``) never makes a command fail. ``--no-cache`` (``disabled()``)
  neither reads nor writes anything under the cache directory.
- The .td text odsgen generates for itself to read (TOSA's compliance tables, the root of
  ``--spec A --spec B``: ``generated_input``) is kept in ``inputs/``, under the same
  checks; without a usable cache (or for a load with ``use_cache=False``) it goes to a
  private directory made fresh for the load (``tempfile.mkdtemp``, mode 0700) and
  removed with it, never to a shared directory under a name someone else could have
  taken first.
"""

from __future__ import annotations

import hashlib
import marshal
import os
import stat
import sys
import time
import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path

from odsgen import TYPE_CHECKING, __version__
from odsgen.resources import grammar_path

if TYPE_CHECKING:
    from typing import TypeVar

    _T = TypeVar("_T")

_MAGIC = b"odsgen-cache-v1\n"
_DIGEST = 32  # bytes of SHA-256


def cache_root() -> Path:
    """Where the cache lives (whether it is usable or not: see ``cache_dir``)."""
    base = os.environ.get("XDG_CACHE_HOME") or ""
    if not os.path.isabs(base):
        base = os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "odsgen"


# ------------------------------------------------------------------ the directory

_disabled = [0]
_checked: dict[str, Path | None] = {}  # per process: directory -> itself when safe, else None
_warned: set[str] = set()


@contextmanager
def disabled(active: bool = True) -> Iterator[None]:
    """While active (``--no-cache``), no cache is read or written: ``cache_dir`` is None."""
    _disabled[0] += bool(active)
    try:
        yield
    finally:
        _disabled[0] -= bool(active)


def _warn(root: Path, reason: str) -> None:
    if str(root) not in _warned:
        _warned.add(str(root))
        sys.stderr.write(f"odsgen: warning: not using the cache {root}: {reason}\n")


def _own_dir_problem(path: Path) -> str | None:
    """Why the cache directory ``path`` (existing) cannot be trusted, or None."""
    st = os.stat(path)
    if not stat.S_ISDIR(st.st_mode):
        return "not a directory"
    if st.st_uid != os.geteuid():
        return "owned by another user"
    if st.st_mode & 0o022:
        return "writable by group or others"
    return None


def _ancestor_problem(path: Path) -> str | None:
    """Why a directory above the cache could let someone else replace it, or None."""
    for a in path.parents:
        st = os.stat(a)
        if st.st_uid not in (0, os.geteuid()):
            return f"{a} is owned by another user"
        if st.st_mode & 0o022 and not st.st_mode & stat.S_ISVTX:
            return f"{a} is writable by group or others"
    return None


def _make_safe(path: Path, is_root: bool) -> Path | None:
    try:
        path.mkdir(parents=is_root, exist_ok=True, mode=0o700)
        problem = _own_dir_problem(path)
        if problem is None and is_root and hasattr(os, "geteuid"):
            problem = _ancestor_problem(path) or _ancestor_problem(Path(os.path.realpath(path)))
    except OSError as exc:
        problem = exc.strerror or str(exc)
    if problem is not None:
        _warn(path, problem)
        return None
    return path


def cache_dir(kind: str) -> Path | None:
    """The cache subdirectory ``kind``, created 0700; None when caching is disabled or the
    cache cannot be used safely (then a warning has been printed once)."""
    if _disabled[0]:
        return None
    root = cache_root()
    key = str(root)
    if key not in _checked:
        _checked[key] = _make_safe(root, True) if hasattr(os, "geteuid") else _plain_mkdir(root)
    if _checked[key] is None:
        return None
    d = root / kind
    key = str(d)
    if key not in _checked:
        _checked[key] = _make_safe(d, False) if hasattr(os, "geteuid") else _plain_mkdir(d)
    return _checked[key]


def _plain_mkdir(path: Path) -> Path | None:  # systems without POSIX ownership
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return path if path.is_dir() else None


# ------------------------------------------------------------------ data classes' methods

_DATACLASS_TEXTS = 20_000  # texts kept at most (odsgen's own data classes write about 400)


@contextmanager
def compiled_dataclasses(active: bool = True, label: str = "") -> Iterator[None]:
    """While active, the methods ``dataclasses`` writes for each data class it makes
    (``__init__``, ``__repr__``, ``__eq__``, ``__hash__``, a frozen class's ``__setattr__``:
    Python source it hands to ``exec``) are compiled once and kept in the cache, under
    ``code/``: the CLI's processes (``odsgen.cli.run``) make about 90 of odsgen's frozen
    data classes as they import, and compiling their methods afresh was a fifth of the CPU
    time of a short command (a ``validate`` of one kernel).

    The code kept for a text is what ``exec`` compiles from it (``compile(text,
    "<string>", "exec")``, no flags inherited: dataclasses.py has no ``__future__``
    import), looked up by the text itself, in an entry of this Python's version and
    optimization level: the same methods, made by ``dataclasses`` as ever, only not
    compiled again. Without a usable cache (``--no-cache``, ``disabled()``) nothing changes.
    ``label`` (the command) keeps an entry of its own, so that a process reads the
    methods of the data classes its command makes, not every command's."""
    import builtins
    import dataclasses
    from types import CodeType

    d = cache_dir("code") if active else None
    if d is None or "exec" in vars(dataclasses):  # (no cache, or already inside one)
        yield
        return
    name = "".join(c for c in label if c.isalnum() or c == "_")[:40]
    path = d / f"dataclasses-{name}-{sys.implementation.cache_tag}-O{sys.flags.optimize}"
    python = sys.version
    entry = load_value(path, lambda v: type(v) is dict and v.get("python") == python and type(v.get("codes")) is dict)
    codes: dict[str, CodeType] = {} if entry is None else entry["codes"]
    new: dict[str, CodeType] = {}
    real_exec = builtins.exec

    def exec_(source, globals=None, locals=None, /, **kw):  # noqa: A002 - exec's own names
        if type(source) is str:
            code = codes.get(source)
            if type(code) is not CodeType:
                code = new[source] = compile(source, "<string>", "exec", dont_inherit=True)
            source = code
        return real_exec(source, globals, locals, **kw)

    setattr(dataclasses, "exec", exec_)  # (a global of the module: found before the builtin)
    try:
        yield
    finally:
        delattr(dataclasses, "exec")
        if new and len(codes) + len(new) <= _DATACLASS_TEXTS:
            store_value(path, {"python": python, "codes": {**codes, **new}})


# ------------------------------------------------------------------ generated inputs


class _Scratch:
    """One ``scratch()`` scope: the process that opened it, its directory once made,
    whether the cache is out of its use."""

    def __init__(self, uncached: bool = False) -> None:
        self.pid = os.getpid()
        self.dir: str | None = None
        self.uncached = uncached

    def remove(self) -> None:
        if self.dir is not None and self.pid == os.getpid():  # (never a forked helper's doing)
            import shutil

            shutil.rmtree(self.dir, ignore_errors=True)


_scratch: list[_Scratch] = []


@contextmanager
def scratch(uncached: bool = False) -> Iterator[None]:
    """While active, ``generated_input`` without a usable cache (or, ``uncached``, in any
    case) writes to a private directory made fresh on first use (``tempfile.mkdtemp``: a
    new name, mode 0700) and removed, with what is in it, when the block ends: an error
    or Ctrl-C included."""
    scope = _Scratch(uncached)
    _scratch.append(scope)
    try:
        yield
    finally:
        _scratch.remove(scope)
        scope.remove()


def _scratch_dir() -> str:
    if not _scratch:  # no scope (a direct call): one for the process, removed at exit
        import atexit

        _scratch.append(_Scratch())
        atexit.register(_scratch[0].remove)
    scope = _scratch[-1]
    if scope.dir is None:
        from odsgen.parallel import deferred_interrupts

        with deferred_interrupts():  # an interrupt here must find the directory noted down
            import tempfile

            scope.dir = tempfile.mkdtemp(prefix="odsgen-")
    return scope.dir


def _regular(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False


def generated_input(name: str, make: Callable[[], str]) -> str:
    """The path of a file odsgen writes for itself to read: ``name`` (keyed on what
    ``make`` reads, by the caller), holding ``make()``. In the cache's ``inputs/`` (only
    ever a directory ``cache_dir`` trusts), written once per name; without a usable
    cache, in ``scratch()``'s private directory. An error of ``make`` leaves no file."""
    d = None if _scratch and _scratch[-1].uncached else cache_dir("inputs")
    if d is not None:
        path = d / name
        if _regular(path):
            return str(path)
        text = make()
        store(path, text.encode("utf-8", "surrogateescape"))
        if _regular(path):
            return str(path)
    else:
        text = make()
    path = Path(_scratch_dir()) / name
    from odsgen.io import atomic_write

    atomic_write(str(path), text)
    return str(path)


# ------------------------------------------------------------------ entries


# The largest entry read (the largest, a generated SPIR-V package's code, is about 1 MB).
MAX_ENTRY = 256 << 20


def read_regular(path: str | os.PathLike[str], follow: bool = False, limit: int = MAX_ENTRY) -> bytes | None:
    """The bytes of ``path`` if it is a regular file of at most ``limit`` bytes, else None
    (missing, unreadable, too large, a FIFO, a device; with ``follow`` False also a
    symlink). Never waits: a FIFO is opened without blocking, and found out by fstat."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    if not follow:
        flags |= getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags)
    except (OSError, ValueError):
        return None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or st.st_size > limit:
            return None
        chunks = []
        size = 0
        while chunk := os.read(fd, min(limit + 1 - size, 1 << 24)):
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:  # grew while read
                return None
        return b"".join(chunks)
    except OSError:
        return None
    finally:
        os.close(fd)


# Payloads of the entries read, by path, with the entry's stat then: kept only in a
# process that ``remember_entries`` (odsgen serve, whose children inherit them). An entry
# is only ever replaced whole (``store``: a new file, so a new inode), never edited.
_remembered: dict[str, tuple[tuple[int, ...], bytes]] | None = None


def remember_entries() -> None:
    """From now on, keep each entry read in memory, and read it again only once its file changed."""
    global _remembered
    if _remembered is None:
        _remembered = {}


def remembering() -> bool:
    return _remembered is not None


# Values built from files, kept in a process that ``remember_entries`` while those files'
# settled stats hold (``kept``).
_kept: dict[tuple[str, object], tuple[tuple, object]] = {}


def kept(kind: str, key: object, paths: list[str], build: Callable[[], _T]) -> _T:
    """``build()``, made once in a process that remembers entries (odsgen serve: its
    children inherit the value its warm-up made) and made again once a file of ``paths``
    changed (by its settled stat, taken before the build: a file changed since is seen by
    the next lookup). Elsewhere, and for files changed in the last ``_SETTLED_NS``,
    ``build()`` each time. What ``build`` raises is raised, never kept."""
    if _remembered is None:
        return build()
    sigs = tuple(_stat_sig(p, settled=True) for p in paths)
    hit = _kept.get((kind, key))
    if hit is not None and hit[0] == sigs:
        return hit[1]  # type: ignore[return-value]
    value = build()
    if None not in sigs:
        _kept[(kind, key)] = (sigs, value)
    return value


def read_entry(path: Path) -> bytes | None:
    """The payload of the entry at ``path``, or None (missing, unreadable, not a regular
    file, a symlink, too large, not an entry, or its checksum does not match)."""
    memo = _remembered
    sig = None
    if memo is not None:
        try:
            st = os.lstat(path)
            if stat.S_ISREG(st.st_mode):
                sig = (st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino, st.st_dev)
        except (OSError, ValueError):
            pass
        hit = memo.get(str(path))
        if hit is not None and sig is not None and hit[0] == sig:
            return hit[1]
    payload = _read_entry(path)
    if memo is not None and sig is not None and payload is not None:
        memo[str(path)] = (sig, payload)
    return payload


def _read_entry(path: Path) -> bytes | None:
    data = read_regular(path)
    if data is None:
        return None
    head = len(_MAGIC) + _DIGEST
    if len(data) < head or not data.startswith(_MAGIC):
        return None
    payload = data[head:]
    if hashlib.sha256(payload).digest() != data[len(_MAGIC) : head]:
        return None
    return payload


def write_entry(path: Path, payload: bytes) -> None:
    """Atomically write the entry ``payload`` to ``path`` (best effort: errors are ignored)."""
    store(path, _MAGIC + hashlib.sha256(payload).digest() + payload)


def load_value(path: Path | None, valid: Callable[[object], bool] = lambda v: True):
    """The marshal value of the entry at ``path`` if it is ``valid``, else None."""
    payload = None if path is None else read_entry(path)
    if payload is None:
        return None
    try:
        value = marshal.loads(payload)
        return value if valid(value) else None
    except Exception:  # noqa: BLE001 - any damage or surprise is a miss
        return None


def store_value(path: Path | None, value) -> None:
    """Store ``value`` (plain data only) at ``path``; values marshal cannot hold are not cached."""
    if path is None:
        return
    try:
        payload = marshal.dumps(value)
    except (ValueError, RecursionError):
        return
    write_entry(path, payload)


def store(path: Path, data: bytes) -> None:
    """Atomically write ``data`` to ``path`` (temp file in the same dir + rename), best effort."""
    import tempfile  # (imported here: a run that writes nothing to the cache does without it)

    from odsgen.io import remove_quietly
    from odsgen.parallel import deferred_interrupts

    tmp = None
    try:
        with deferred_interrupts():  # an interrupt here must find ``tmp`` set
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".part")
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException as exc:  # an interrupt too: no stray temporary
        if tmp is not None:
            remove_quietly(tmp)
        if not isinstance(exc, OSError):
            raise


@cache
def salt() -> bytes:
    """Changes whenever the grammar, the front end's code or odsgen's version change.

    The code of odsgen/syntax and odsgen/records (and of this module) is hashed too, so an
    edited evaluator never serves results computed by the old one (about a millisecond).
    """
    pkg = Path(__file__).resolve().parent
    grammar = grammar_path("tablegen.lark")
    code = [f for sub in ("syntax", "records") for f in sorted((pkg / sub).glob("*.py"))]

    def of_files() -> str:
        h = hashlib.sha256(grammar.read_bytes())
        for f in code:
            h.update(f.name.encode())
            h.update(f.read_bytes())
        h.update(Path(__file__).read_bytes())
        return h.hexdigest()

    h = hashlib.sha256(files_digest("salt", [grammar, *code, Path(__file__)], of_files).encode())
    h.update(__version__.encode() + b"v5")
    h.update(sys.version.encode())  # marshal's format and code objects follow Python's version
    return h.digest()


# ------------------------------------------------------------------ Lark tables


def cached_lark(grammar: str, **options):
    """A LALR ``Lark`` parser for ``grammar`` (a file under grammars/), its tables kept in
    the cache as Lark's plain-data serialization (Lark's own ``cache=`` uses pickle).

    Where the cache has no tables, they come from the ones shipped beside the grammar
    (``shipped_tables``: built by scripts/make_lark_tables.py from this grammar, these
    options and this Lark) and are stored in the cache; only when those do not match
    (an edited grammar) does Lark build them, a third of a second per grammar that every
    process without a usable cache paid before.

    Options Lark cannot serialize (a lexer class, a transformer) are the caller's: they
    are given again on every load."""
    from lark import Lark, __version__ as lark_version

    text = grammar_path(grammar).read_text(encoding="utf-8")
    d = cache_dir("lark")
    path = None
    if d is not None:
        material = f"{text}\0{sorted((k, _option_key(v)) for k, v in options.items())}\0{lark_version}\0{__version__}"
        key = hashlib.sha256(material.encode("utf-8", "surrogatepass") + salt()).hexdigest()[:32]
        path = d / f"{grammar.rsplit('.', 1)[0]}-{key}.tables"
    entry = load_value(path, _valid_tables)
    if entry is None:
        entry = shipped_tables(grammar, text, options)
        if entry is not None:
            store_value(path, entry)
    if entry is not None:
        parser = _lark_from_tables(entry, options)
        if parser is not None:
            return parser
    parser = Lark(text, **options)
    if path is not None:
        store_value(path, lark_tables(parser, options))
    return parser


def _valid_tables(v) -> bool:
    return type(v) is dict and type(v.get("data")) is dict and "memo" in v


def _lark_from_tables(entry: dict, options: dict):
    """The parser of the tables ``entry`` (``lark_tables``) with the caller's ``options``,
    or None (tables of the wrong shape). ``entry`` is used up: Lark keeps its parts."""
    from lark import Lark
    from lark.lark import _LOAD_ALLOWED_OPTIONS

    try:
        data = entry["data"]
        data["options"] = dict(data["options"], **{k: v for k, v in options.items() if k not in _LOAD_ALLOWED_OPTIONS})
        conf = data["parser"]["lexer_conf"]
        if conf.get("lexer_type") == _CUSTOM_LEXER:
            conf["lexer_type"] = options["lexer"]
        allowed = {k: v for k, v in options.items() if k in _LOAD_ALLOWED_OPTIONS}
        return Lark._load_from_dict(data, entry["memo"], **allowed)
    except Exception:  # noqa: BLE001 - tables of the wrong shape: build them again
        return None


def lark_tables(parser, options: dict) -> dict:
    """The plain data of ``parser``'s tables (Lark's ``memo_serialize``, less the caller's
    ``options``), its LALR table numbered in one order (``_canonical_table``)."""
    from lark.grammar import Rule
    from lark.lexer import TerminalDef

    data, memo = parser.memo_serialize([TerminalDef, Rule])
    data["options"] = {k: v for k, v in data["options"].items() if k not in options}
    conf = data["parser"]["lexer_conf"]
    if isinstance(options.get("lexer"), type) and conf.get("lexer_type") is options["lexer"]:
        conf["lexer_type"] = _CUSTOM_LEXER  # a class: given again on load
    data["parser"]["parser"] = _canonical_table(data["parser"]["parser"])
    return {"data": data, "memo": memo}


def _canonical_table(table: dict) -> dict:
    """Lark's serialized LALR table (``tokens``: number -> name; ``states``: number ->
    {token number: (0, next state) for a shift | (1, rule) for a reduction}) with tokens
    numbered by name and states in breadth-first order from the start states (by name),
    each state's actions by token name. Lark numbers both in the order of sets of its own
    objects, which differs from one run to the next; the automaton is the same."""
    names = table["tokens"]
    states = table["states"]
    by_name = sorted(names, key=names.__getitem__)
    token = {old: new for new, old in enumerate(by_name)}
    number: dict[int, int] = {}
    queue = [table["start_states"][s] for s in sorted(table["start_states"])]
    for state in queue:  # (grows while read: breadth first)
        if state in number:
            continue
        number[state] = len(number)
        for t in sorted(states[state], key=names.__getitem__):
            action, arg = states[state][t]
            if action == 0:
                queue.append(arg)
    if len(number) != len(states):
        raise ValueError("a state of the LALR table is not reached from a start state")
    renumbered = {}
    for state in sorted(number, key=number.__getitem__):
        actions = states[state]
        renumbered[number[state]] = {
            token[t]: (action, number[arg] if action == 0 else arg)
            for t in sorted(actions, key=names.__getitem__)
            for action, arg in [actions[t]]
        }
    return {
        "tokens": {i: names[old] for i, old in enumerate(by_name)},
        "states": renumbered,
        "start_states": {s: number[table["start_states"][s]] for s in sorted(table["start_states"])},
        "end_states": {s: number[table["end_states"][s]] for s in sorted(table["end_states"])},
    }


def shipped_tables_path(grammar: str) -> Path:
    """Where the tables of ``grammar`` ship: beside it, as ``NAME.tables``."""
    return grammar_path(grammar.rsplit(".", 1)[0] + ".tables")


def _shipped_key(text: str, options: dict) -> str:
    """What the shipped tables of a grammar are tables of: its text, the options, Lark's version."""
    from lark import __version__ as lark_version

    material = f"{text}\0{sorted((k, _option_key(v)) for k, v in options.items())}\0{lark_version}"
    return hashlib.sha256(material.encode("utf-8", "surrogatepass")).hexdigest()


def shipped_tables(grammar: str, text: str, options: dict) -> dict | None:
    """The tables shipped beside ``grammar`` (``grammars/NAME.tables``, an entry as the
    cache's) if they are those of ``text`` with ``options`` under this Lark, else None.
    They are odsgen's own data, read as its grammar is (not from the cache)."""
    payload = read_entry(shipped_tables_path(grammar))
    if payload is None:
        return None
    try:
        shipped = marshal.loads(zlib.decompress(payload))
    except Exception:  # noqa: BLE001 - damaged: Lark builds the tables
        return None
    if type(shipped) is not dict or shipped.get("key") != _shipped_key(text, options) or not _valid_tables(shipped):
        return None
    return {"data": shipped["data"], "memo": shipped["memo"]}


def shipped_tables_entry(grammar: str, options: dict) -> bytes:
    """The bytes of ``grammars/NAME.tables`` for ``grammar`` with ``options``: the tables
    Lark builds now, numbered in one order (scripts/make_lark_tables.py writes them)."""
    from lark import Lark

    text = grammar_path(grammar).read_text(encoding="utf-8")
    tables = lark_tables(Lark(text, **options), options)
    # (marshal's version 2 writes no references: equal tables give equal bytes)
    payload = zlib.compress(marshal.dumps({"key": _shipped_key(text, options), **tables}, 2), 9)
    return _MAGIC + hashlib.sha256(payload).digest() + payload


_CUSTOM_LEXER = "<the lexer option>"


def _option_key(v) -> str:
    """An option's part of the key: plain values by repr, classes and objects (a
    transformer instance) by their class's name, never by a per-process address."""
    if v is None or isinstance(v, (str, int, float, list, tuple)):
        return repr(v)
    cls = v if isinstance(v, type) else type(v)
    return f"{cls.__module__}.{cls.__qualname__}"


# ------------------------------------------------------------------ parse cache
# Parsed ASTs (odsgen.syntax.plain turns them into plain data and back) by text hash.


def parse_entry(text: str) -> Path | None:
    """Where the parse of this preprocessed text is cached (None: no usable cache)."""
    d = cache_dir("parse")
    if d is None:
        return None
    key = hashlib.sha256(salt() + text.encode("utf-8", "surrogatepass")).hexdigest()
    return d / f"{key}.ast"


# ------------------------------------------------------------------ result cache
# A repeated run whose inputs did not change is answered from a cached result: the entry
# lists every file read with its content hash and every include candidate that did not
# exist (so a file appearing earlier on the include path invalidates it too).
#
# Each file's hash is checked by a stat first (``_stat_sig``: size, mtime, ctime, inode,
# device), as git's index and make do: a file whose stat equals the one recorded with its
# hash is not read again, so a hit costs a stat per input, not a hash of megabytes (the
# .td tree of a dialect, vk.xml, the SPIR-V grammar). A stat is recorded only for a file
# whose hash was taken again while the stat held, and whose mtime and ctime are older than
# ``_SETTLED_NS`` (a file changed again within the clock's granularity, at the same size,
# could otherwise keep a stale stat: git's "racy clean" case); any other file is hashed on
# every lookup, and its stat recorded once it has settled.


def _result_path(key: dict) -> Path | None:
    d = cache_dir("result")
    if d is None:
        return None
    material = repr(sorted(key.items())).encode() + salt()
    return d / (hashlib.sha256(material).hexdigest() + ".res")


def file_digest(path: str) -> str | None:
    """The SHA-256 of an input file (symlinks followed), or None (not a regular file: a
    FIFO or a device in an entry's list of inputs is a miss, never a wait)."""
    data = read_regular(path, follow=True)
    return None if data is None else hashlib.sha256(data).hexdigest()


_SETTLED_NS = 2_000_000_000  # a stat is trusted for a file unchanged for this long


def _stat_sig(path: str, settled: bool = False) -> tuple[int, ...] | None:
    """(size, mtime, ctime, inode, device) of a regular file (symlinks followed), or None
    (missing, not a regular file; with ``settled``, also changed in the last
    ``_SETTLED_NS``)."""
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return None
    if not stat.S_ISREG(st.st_mode):
        return None
    if settled and max(st.st_mtime_ns, st.st_ctime_ns) > time.time_ns() - _SETTLED_NS:
        return None
    return (st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino, st.st_dev)


def _checked_sig(path: str, digest: str) -> tuple[int, ...] | None:
    """The stat to record beside ``digest`` for ``path``: a settled stat that held while the
    file was hashed again to ``digest``, else None (the file is hashed on each lookup)."""
    sig = _stat_sig(path, settled=True)
    if sig is None or file_digest(path) != digest or _stat_sig(path) != sig:
        return None
    return sig


def _valid_result(entry) -> bool:
    return (
        type(entry) is dict
        and type(entry.get("probes")) is list
        and all(type(p) is str for p in entry["probes"])
        and type(entry.get("files")) is list
        and all(type(f) is tuple and len(f) == 2 and all(type(s) is str for s in f) for f in entry["files"])
        and "value" in entry
    )


def _stats_of(entry: dict) -> list:
    """The entry's recorded stats, one per file (None: none recorded), or all None when
    they are missing or of the wrong shape."""
    stats = entry.get("stats")
    if (
        type(stats) is list
        and len(stats) == len(entry["files"])
        and all(s is None or (type(s) is tuple and len(s) == 5 and all(type(x) is int for x in s)) for s in stats)
    ):
        return stats
    return [None] * len(entry["files"])


def lookup_result(key: dict, valid: Callable[[object], bool]):
    """The value stored under ``key`` if every input is unchanged and ``valid(value)``."""
    path = _result_path(key)
    entry = load_value(path, _valid_result)
    if entry is None:
        return None
    for p in entry["probes"]:
        if os.path.exists(p):
            return None
    stats = _stats_of(entry)
    unsettled = False
    for (p, digest), sig in zip(entry["files"], stats):
        if sig is not None and _stat_sig(p) == sig:
            continue
        if file_digest(p) != digest:
            return None
        unsettled = True
    value = entry["value"]
    try:
        if not valid(value):
            return None
    except Exception:  # noqa: BLE001 - a value of a surprising shape is a miss
        return None
    if unsettled:  # (hashed and unchanged: record the stats of the files settled since)
        new = [
            sig if sig is not None and _stat_sig(p) == sig else _checked_sig(p, d)
            for (p, d), sig in zip(entry["files"], stats)
        ]
        if new != stats:
            store_value(path, dict(entry, stats=new))
    return value


def store_result(key: dict, files: list[tuple[str, str]], probes: list[str], value) -> None:
    """Store ``value`` (plain data: see store_value) for ``key`` with the inputs it came from."""
    listed = [tuple(f) for f in files]
    entry = {
        "files": listed,
        "probes": sorted(set(probes)),
        "value": value,
        "stats": [_checked_sig(p, d) for p, d in listed],
    }
    store_value(_result_path(key), entry)


def files_digest(label: str, paths: list[Path], compute: Callable[[], str]) -> str:
    """``compute()``, a digest of the content of the files ``paths`` alone (odsgen's own code:
    the generator's digest, the result cache's salt), remembered beside the files' stats.

    A run whose files all have the recorded stat (``_stat_sig``: size, mtime, ctime, inode,
    device) takes the digest from the entry instead of reading and hashing them again (about
    0.8 MB over 60 files for the generator, on every run). A stat is recorded only when every
    file has settled (unchanged for ``_SETTLED_NS``) and held while ``compute`` read them, as
    for the result cache's inputs; otherwise, and without a usable cache, ``compute`` runs."""
    d = cache_dir("result")
    names = [str(p) for p in paths]
    sigs = [_stat_sig(p, settled=True) for p in names]
    if d is None or None in sigs:
        return compute()
    where = d / ("digest-" + hashlib.sha256(repr((label, names)).encode()).hexdigest()[:32])
    entry = load_value(where, lambda v: type(v) is dict and type(v.get("digest")) is str and "stats" in v)
    if entry is not None and entry["stats"] == sigs:
        return entry["digest"]
    digest = compute()
    if [_stat_sig(p, settled=True) for p in names] == sigs:
        store_value(where, {"stats": sigs, "digest": digest})
    return digest


def parsed_toml(text: str, parse: Callable[[str], dict]) -> dict:
    """``parse(text)`` (tomllib's, with the caller's checks and errors), kept in the parse
    cache by the text's hash: odsgen's library's TOML files (its targets, the SPIR-V
    rules, the Vulkan rules) are read on every run, and importing tomllib and parsing them
    costs milliseconds of each. A document marshal cannot hold (dates) is parsed every time."""
    d = cache_dir("parse")
    entry = None
    if d is not None:
        key = hashlib.sha256(salt() + b"toml\0" + text.encode("utf-8", "surrogatepass")).hexdigest()
        entry = d / f"{key}.toml"
    doc = load_value(entry, lambda v: type(v) is dict)
    if doc is None:
        doc = parse(text)
        store_value(entry, doc)
    return doc


def is_seq_of(v, n: int, *types) -> bool:
    """``v`` is a tuple or list of ``n`` items of these types, in order (for ``valid``)."""
    return type(v) in (tuple, list) and len(v) == n and all(isinstance(x, t) for x, t in zip(v, types))

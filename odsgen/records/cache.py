"""The parse cache: parsed ASTs of .td files stored by content hash.

Lives in ``$XDG_CACHE_HOME/odsgen`` (default ``~/.cache/odsgen``), created private to
the user (mode 0700). Entries are written to a fresh temporary file in that
directory and renamed into place, so a reader never sees a half-written entry and no
predictable shared temp path is used. A corrupt or unreadable entry is ignored and
rewritten. ``--no-cache`` (use_cache=False) bypasses it entirely.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
from functools import cache
from pathlib import Path

from odsgen import __version__
from odsgen.resources import grammar_path
from odsgen.source import SourceFile


def cache_root() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "odsgen"


@cache
def _salt() -> bytes:
    """Changes whenever the grammar, the front end's code or odsgen's version change.

    The code of odsgen/syntax and odsgen/records is hashed too, so an edited
    evaluator never serves results computed by the old one (about a millisecond).
    """
    h = hashlib.sha256(grammar_path("tablegen.lark").read_bytes() + __version__.encode() + b"v3")
    pkg = Path(__file__).resolve().parent.parent
    for sub in ("syntax", "records"):
        for f in sorted((pkg / sub).glob("*.py")):
            h.update(f.name.encode())
            h.update(f.read_bytes())
    return h.digest()


def _cache_dir(kind: str = "parse") -> Path | None:
    d = cache_root() / kind
    try:
        d.mkdir(parents=True, exist_ok=True, mode=0o700)
    except OSError:
        return None
    return d


def lark_cache_file(grammar: str = "tablegen.lark") -> str | bool:
    """Where Lark keeps the built LALR tables of a grammar (False: build every time).

    Keyed by the grammar's text and odsgen's version (Lark itself checks its own
    version and options inside the file)."""
    d = _cache_dir("lark")
    if d is None:
        return False
    text = grammar_path(grammar).read_bytes()
    key = hashlib.sha256(text + __version__.encode()).hexdigest()[:32]
    return str(d / f"{grammar.rsplit('.', 1)[0]}-{key}.lark")


def _parse_path(text: str) -> Path | None:
    d = _cache_dir()
    if d is None:
        return None
    key = hashlib.sha256(_salt() + text.encode("utf-8", "surrogatepass")).hexdigest()
    return d / f"{key}.pickle"


def load_parsed(text: str):
    """The cached AST of this preprocessed text, or None."""
    path = _parse_path(text)
    if path is None:
        return None
    try:
        with open(path, "rb") as f:
            return pickle.load(f)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ValueError, TypeError, ImportError, RecursionError):
        return None


def store_parsed(text: str, stmts: list) -> None:
    path = _parse_path(text)
    if path is not None:
        try:
            data = pickle.dumps(stmts, protocol=pickle.HIGHEST_PROTOCOL)
        except RecursionError:  # absurdly deep nesting: not worth caching
            return
        store(path, data)


def store(path: Path, data: bytes) -> None:
    """Atomically write ``data`` to ``path`` (temp file in the same dir + rename)."""
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


# ------------------------------------------------------------------ result cache
# A repeated `odsgen records` run whose inputs did not change is answered from a
# cached result: the entry lists every file read with its content hash and every
# include candidate that did not exist (so a file appearing earlier on the include
# path invalidates it too).


def _result_path(key: dict) -> Path | None:
    d = _cache_dir("result")
    if d is None:
        return None
    material = repr(sorted(key.items())).encode() + _salt()
    return d / (hashlib.sha256(material).hexdigest() + ".pickle")


def file_digest(path: str) -> str | None:
    try:
        with open(path, "rb") as f:
            return hashlib.sha256(f.read()).hexdigest()
    except OSError:
        return None


def lookup_result(key: dict):
    path = _result_path(key)
    if path is None:
        return None
    try:
        with open(path, "rb") as f:
            entry = pickle.load(f)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ValueError, TypeError, ImportError):
        return None
    if not isinstance(entry, dict):
        return None
    for p in entry.get("probes", ()):
        if os.path.exists(p):
            return None
    for p, digest in entry.get("files", ()):
        if file_digest(p) != digest:
            return None
    return entry.get("value")


def store_result(key: dict, files: list[tuple[str, str]], probes: list[str], value) -> None:
    path = _result_path(key)
    if path is None:
        return
    entry = {"files": files, "probes": sorted(set(probes)), "value": value}
    store(path, pickle.dumps(entry, protocol=pickle.HIGHEST_PROTOCOL))

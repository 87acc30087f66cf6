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
    g = grammar_path("tablegen.lark").read_bytes()
    return hashlib.sha256(g + __version__.encode() + b"ast-v1").digest()


def _cache_dir() -> Path | None:
    d = cache_root() / "parse"
    try:
        d.mkdir(parents=True, exist_ok=True, mode=0o700)
    except OSError:
        return None
    return d


def parse_cached(text: str, src: SourceFile, use_cache: bool = True) -> list:
    from odsgen.syntax.parser import parse_text

    if not use_cache:
        return parse_text(text, src)
    key = hashlib.sha256(_salt() + text.encode("utf-8", "surrogatepass")).hexdigest()
    d = _cache_dir()
    path = d / f"{key}.pickle" if d is not None else None
    if path is not None:
        try:
            with open(path, "rb") as f:
                return pickle.load(f)
        except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ValueError, TypeError, ImportError):
            pass
    stmts = parse_text(text, src)
    if path is not None:
        store(path, pickle.dumps(stmts, protocol=pickle.HIGHEST_PROTOCOL))
    return stmts


def store(path: Path, data: bytes) -> None:
    """Atomically write ``data`` to ``path`` (temp file in the same dir + rename)."""
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".part")
    except OSError:
        return
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except OSError:
        try:
            os.unlink(tmp)
        except OSError:
            pass

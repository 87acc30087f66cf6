"""Results computed once per test run and shared by the run's pytest-xdist workers.

A differential test's judge (mlir-opt over a whole corpus, a generated corpus itself) is
the same work in every worker that runs one of the file's tests: ``once(name, key,
compute)`` computes it in the first worker that asks, under a lock, and every other
worker of the run waits for it and reads the pickled result. The folder is the run's
private odsgen cache (``XDG_CACHE_HOME``, which tests/conftest.py points at one
directory shared by the run's workers, fresh for each run), so nothing outlives the run
and no result of an older checkout is read. ``key`` is anything whose ``repr`` says what
the result depends on (the corpus's text, the flags); in this process the result is kept
in memory too.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import pickle
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")

_MEMO: dict[str, Any] = {}


def _folder() -> Path:
    base = os.environ.get("XDG_CACHE_HOME")
    if not base:  # (never a shared temp folder: another user could plant a pickle there)
        raise RuntimeError("run_once: XDG_CACHE_HOME is unset (tests/conftest.py's _private_odsgen_cache sets it)")
    folder = Path(base) / "odsgen-tests-once"
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    return folder


def _tag(name: str, key: object) -> str:
    digest = hashlib.sha256(f"{name}\0{key!r}".encode("utf-8", "surrogateescape")).hexdigest()[:32]
    return f"{name}-{digest}"


def once_in(name: str, key: object, compute: Callable[[Path], T]) -> T:
    """``once`` for a result that names files (a corpus built by real tools): ``compute(folder)``
    writes them in a folder of the run's private cache, which lasts as long as the run."""

    def made() -> T:
        folder = _folder() / f"{_tag(name, key)}.files"
        folder.mkdir(mode=0o700, exist_ok=True)  # (a worker whose compute failed may have left it)
        return compute(folder)

    return once(name, key, made)


def once(name: str, key: object, compute: Callable[[], T]) -> T:
    """``compute()``, once for the run: the first worker that asks computes it (the others
    wait on the lock), later callers in any worker read it back."""
    tag = _tag(name, key)
    if tag in _MEMO:
        return _MEMO[tag]
    folder = _folder()
    path = folder / f"{tag}.pickle"
    with open(folder / f"{tag}.lock", "a+b") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            if path.is_file():
                with open(path, "rb") as f:
                    value = pickle.load(f)
            else:
                value = compute()
                fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{tag}-")
                with os.fdopen(fd, "wb") as f:
                    pickle.dump(value, f, protocol=pickle.HIGHEST_PROTOCOL)
                os.replace(tmp, path)
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
    _MEMO[tag] = value
    return value

"""Formatting generated code with black: only what is not black-stable already, cached
by content hash, parallel across cores.

black (pinned in pyproject.toml) is by far the slowest step of ``odsgen gen``. Three
things keep it affordable:

- The generator lays its code out as black keeps it (the templates' fixed text, and
  odsgen.codegen.layout for what is spelled from data), and every line fits black's
  limit but the ones black cannot split either: docstring and comment lines, a lone
  string literal as a bracket's item. ``format_files(..., trusted=True)`` (what ``odsgen
  gen`` calls) passes a chunk without any other long line through untouched; only the
  others go to black. The golden tests and the upstream-dialect oracle tests check
  that black, run over the whole output, changes nothing.

- A file is cut into chunks at its top-level class definitions (every generated
  class is preceded by two blank lines, which is what black puts between top-level
  definitions, so formatting chunk by chunk and joining them with two blank lines
  gives black's output for the whole file; the golden tests check that the result is
  black-stable). Each chunk's formatted text is cached under
  ``<cache_root>/black/`` by the hash of black's version, its mode and the chunk, so
  a regeneration after a small spec change only formats what changed.
- Chunks that miss the cache are formatted in worker processes (``jobs``, default:
  the number of CPUs, at most 8, or one when the load average says no core is free),
  in batches of about equal size; each batch's class chunks go through black in one
  call (a call has a fixed cost of a few milliseconds) and are cut apart again.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Mapping
from pathlib import Path

from odsgen.codegen.filters import LINE_LENGTH
from odsgen.parallel import worker_count

_SPLIT = "\n\n\nclass "
_MIN_PARALLEL_CHARS = 200_000  # below this, forking workers costs more than it saves


def _mode():
    import black

    return black.Mode(target_versions={black.TargetVersion.PY311}, line_length=LINE_LENGTH)


def split_chunks(text: str) -> list[str]:
    """Cut ``text`` before every top-level class preceded by two blank lines."""
    parts = text.split(_SPLIT)
    if len(parts) == 1:
        return parts
    return [parts[0] + "\n"] + ["class " + p for p in parts[1:]]


def join_chunks(chunks: list[str]) -> str:
    return "\n\n".join(c if c.endswith("\n") else c + "\n" for c in chunks)


def _salt() -> bytes:
    import black

    return hashlib.sha256(f"black {black.__version__} {_mode()!r} chunks-v1".encode()).digest()


def _cache_dir() -> Path | None:
    from odsgen.cache import cache_dir

    return cache_dir("black")


def _key(salt: bytes, chunk: str) -> str:
    return hashlib.sha256(salt + chunk.encode("utf-8", "surrogatepass")).hexdigest()


def _format_one(black, chunk: str, mode) -> str:
    try:
        return black.format_str(chunk, mode=mode)
    except Exception as exc:  # black's own exception types vary by version
        raise FormatError(f"black could not format generated code: {exc}\n--- chunk ---\n{chunk[:2000]}") from None


def _format_batch(chunks: list[str]) -> list[str]:
    """Format chunks; the class chunks go through black together (one call costs a few
    milliseconds of setup, hundreds of them add up) and are cut apart again."""
    import black

    mode = _mode()
    out: list[str | None] = [None] * len(chunks)
    classes = [i for i, c in enumerate(chunks) if c.startswith("class ")]
    for i, c in enumerate(chunks):
        if not c.startswith("class "):
            out[i] = _format_one(black, c, mode)
    if classes:
        joined = join_chunks([chunks[i] for i in classes])
        parts = split_chunks(_format_one(black, joined, mode))
        if len(parts) == len(classes) and all(p.startswith("class ") for p in parts):
            for i, p in zip(classes, parts):
                out[i] = p if p.endswith("\n") else p + "\n"
        else:  # a class's text held the cut mark: format them one by one
            for i in classes:
                out[i] = _format_one(black, chunks[i], mode)
    return out  # type: ignore[return-value]


class FormatError(Exception):
    """black rejected generated code: a bug in a template, never in a user's spec."""


def _batches(items: list[tuple[int, str]], n: int) -> list[list[tuple[int, str]]]:
    """Split into ``n`` batches of about equal total size (largest first, greedy)."""
    bins: list[list[tuple[int, str]]] = [[] for _ in range(n)]
    sizes = [0] * n
    for item in sorted(items, key=lambda it: -len(it[1])):
        i = sizes.index(min(sizes))
        bins[i].append(item)
        sizes[i] += len(item[1])
    return [b for b in bins if b]


_LONG_OK = re.compile(
    r"""\s*(\#.*|(\w+=)?("([^"\\]|\\.)*"|'([^'\\]|\\.)*'),?)"""
)  # a comment; a lone string literal (a keyword's value), an item of a bracket


def needs_black(chunk: str) -> bool:
    """Whether a chunk of generated code has a line black could lay out otherwise: one
    over the limit that is not a docstring's, a comment or a lone string item."""
    in_doc = False
    for line in chunk.split("\n"):
        if in_doc:
            in_doc = '"""' not in line
            continue
        stripped = line.lstrip()
        if stripped.startswith('"""'):
            in_doc = '"""' not in stripped[3:]
            continue
        if len(line) > LINE_LENGTH and not _LONG_OK.fullmatch(line):
            return True
    return False


def format_files(
    files: Mapping[str, str], jobs: int | None = None, use_cache: bool = True, trusted: bool = False
) -> dict[str, str]:
    """black-format every file's text; returns {name: formatted text} in the same order.

    ``trusted``: the text is the generator's, laid out as black keeps it; only the
    chunks ``needs_black`` picks go through black."""
    from odsgen.cache import read_entry

    chunked = {name: split_chunks(text) for name, text in files.items()}
    keep = {c for chunks in chunked.values() for c in chunks if trusted and not needs_black(c)}
    if all(c in keep for chunks in chunked.values() for c in chunks):  # nothing for black: not even imported
        return dict(files)
    salt = _salt()
    cdir = _cache_dir() if use_cache else None
    results: dict[str, str] = {}
    todo: dict[str, str] = {}  # key -> chunk text, unique
    for chunks in chunked.values():
        for c in chunks:
            if c in keep:
                continue
            k = _key(salt, c)
            if c in results or k in todo:
                continue
            hit = None
            if cdir is not None:
                data = read_entry(cdir / k[:2] / k)
                try:
                    hit = None if data is None else data.decode("utf-8", "surrogatepass")
                except UnicodeDecodeError:
                    hit = None
            if hit is not None:
                results[c] = hit
            else:
                todo[k] = c
    if todo:
        items = list(todo.items())
        total = sum(len(c) for _, c in items)
        n = jobs if jobs is not None else worker_count(8)
        if n > 1 and total >= _MIN_PARALLEL_CHARS and len(items) > 1:
            formatted = _format_parallel(items, n)
        else:
            formatted = dict(zip((k for k, _ in items), _format_batch([c for _, c in items])))
        for k, text in formatted.items():
            results[todo[k]] = text
            if cdir is not None:
                _store(cdir, k, text)
    return {
        name: (
            files[name]
            if all(c in keep for c in chunks)
            else join_chunks([c if c in keep else results[c] for c in chunks])
        )
        for name, chunks in chunked.items()
    }


def _format_parallel(items: list[tuple[int, str]], n: int) -> dict:
    from odsgen.parallel import process_pool

    batches = _batches(items, n)
    out: dict = {}
    # The parent formats the last batch itself while the workers do the others.
    with process_pool(len(batches) - 1) as pool:
        futures = [(b, pool.submit(_format_batch, [c for _, c in b])) for b in batches[:-1]]
        last = batches[-1]
        for (k, _), text in zip(last, _format_batch([c for _, c in last])):
            out[k] = text
        for b, fut in futures:
            for (k, _), text in zip(b, fut.result()):
                out[k] = text
    return out


def _store(cdir: Path, key: str, text: str) -> None:
    from odsgen.cache import write_entry

    d = cdir / key[:2]
    try:
        d.mkdir(exist_ok=True, mode=0o700)
    except OSError:
        return
    write_entry(d / key, text.encode("utf-8", "surrogatepass"))

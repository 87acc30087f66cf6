"""Output helpers: atomic file writes (temp file in the target directory + rename) that
leave no temporary behind, not even when interrupted."""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from typing import BinaryIO

from odsgen.parallel import deferred_interrupts


def temp_beside(path: str | os.PathLike) -> tuple[int, str]:
    """A new temporary file in ``path``'s directory, for writing and then renaming over
    ``path``: (fd, temp path). mkstemp makes files private; the temporary gets the mode
    ``path`` has, or the one a plain open() would give, so the renamed output does too.
    Call it inside ``deferred_interrupts()`` together with noting the temporary down, so
    that an interrupt cannot leave a temporary nobody knows about."""
    path = os.fspath(path)
    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=directory, prefix="." + os.path.basename(path) + ".", suffix=".tmp")
    try:
        try:
            mode = os.stat(path).st_mode & 0o7777
        except OSError:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.fchmod(fd, mode)
    except BaseException:
        os.close(fd)
        remove_quietly(tmp)
        raise
    return fd, tmp


@contextmanager
def atomic_open(path: str | os.PathLike, buffering: int = -1) -> Iterator[BinaryIO]:
    """Open ``path`` for binary writing so that readers see the old or the new file,
    never half: a temporary beside it, renamed over it when the block ends without an
    exception (removed otherwise, an interrupt included).

    Devices, pipes and other non-regular files (``/dev/null``, ``/dev/stdout``) are
    written in place: renaming over them would replace the device.
    """
    path = os.fspath(path)
    if os.path.exists(path) and not os.path.isfile(path):
        with open(path, "wb", buffering=buffering) as f:
            yield f
        return
    tmp = None
    try:
        with deferred_interrupts():  # an interrupt here must find ``tmp`` set
            fd, tmp = temp_beside(path)
        with os.fdopen(fd, "wb", buffering=buffering) as f:
            yield f
        os.replace(tmp, path)
    except BaseException:
        if tmp is not None:
            remove_quietly(tmp)
        raise


def remove_quietly(path: str) -> None:
    """Remove a temporary file of ours; one that is already gone is fine."""
    try:
        os.unlink(path)
    except OSError:
        pass


def atomic_write(path: str, data: str | bytes) -> None:
    """Write ``data`` to ``path`` atomically (see atomic_open)."""
    with atomic_open(path) as f:
        # surrogateescape: a TableGen string may hold bytes that are not UTF-8 (see
        # odsgen.records.values.utf8); they are written back as the bytes they were.
        f.write(data.encode("utf-8", "surrogateescape") if isinstance(data, str) else data)


def stdout_binary():
    """Standard output as a binary stream: ``sys.stdout.buffer``, or None where standard
    output has been replaced by a text stream without one (an ``io.StringIO``, a wrapper)."""
    return getattr(sys.stdout, "buffer", None)


def read_stdin(limit: int) -> bytes:
    """At most ``limit`` bytes of standard input (as UTF-8 where it is a text stream)."""
    buffer = getattr(sys.stdin, "buffer", None)
    if buffer is not None:
        return buffer.read(limit)
    return sys.stdin.read(limit).encode("utf-8", "surrogateescape")


def write_output(path: str | None, text: str) -> None:
    if path is None or path == "-":
        try:
            sys.stdout.write(text)
        except UnicodeEncodeError:  # bytes that are not UTF-8, as atomic_write keeps them
            sys.stdout.flush()
            binary = stdout_binary()
            if binary is None:
                raise
            binary.write(text.encode("utf-8", "surrogateescape"))
        sys.stdout.flush()
    else:
        atomic_write(path, text)

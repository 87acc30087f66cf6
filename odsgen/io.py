"""Output helpers: files written atomically (a temporary beside each, renamed over it),
several of them all or nothing, leaving no temporary behind, not even when interrupted;
and the check that no output overwrites an input or another output.

Where an output goes (``output_target``): a symlink is written through (its target gets
the content, the link stays a link); a device, a pipe, or a file descriptor's own file
(``/dev/stdout``, ``/dev/fd/N``) is written in place, as a shell's ``>`` writes it.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import BinaryIO

from odsgen.parallel import deferred_interrupts


def output_target(path: str | os.PathLike) -> tuple[str, bool]:
    """Where writing ``path`` goes: (the file to write, whether in place).

    Symlinks are followed to the file they name, so that a rename replaces that file and
    never the link (a link to a file that does not exist yet creates it). Written in place,
    opened and truncated, are a file that exists and is not a regular file (a device, a
    pipe, ``/dev/null``) and a file descriptor's own file (a path through ``/proc``, as
    ``/dev/stdout`` is): the output goes where the descriptor leads."""
    p = os.path.abspath(os.fspath(path))
    for _ in range(40):  # the kernel's own limit on a chain of links
        parent = os.path.realpath(os.path.dirname(p))
        p = os.path.join(parent, os.path.basename(p))
        if parent == "/proc" or parent.startswith("/proc/"):
            return p, True
        try:
            link = os.readlink(p)
        except OSError:  # not a link, or not there
            break
        p = os.path.join(parent, link)  # (an absolute link replaces parent)
    else:
        raise OSError(errno.ELOOP, os.strerror(errno.ELOOP), os.fspath(path))
    try:
        return p, not stat.S_ISREG(os.stat(p).st_mode)
    except OSError:
        return p, False  # a new file


def temp_beside(path: str | os.PathLike) -> tuple[int, str]:
    """A new temporary file in ``path``'s directory, for writing and then renaming over
    ``path``: (fd, temp path). mkstemp makes files private; the temporary gets the mode
    ``path`` has, or the one a plain open() would give, so the renamed output does too.
    Call it inside ``deferred_interrupts()`` together with noting the temporary down, so
    that an interrupt cannot leave a temporary nobody knows about. An error names
    ``path``, not the temporary."""
    path = os.fspath(path)
    directory = os.path.dirname(os.path.abspath(path))
    try:
        import tempfile  # (imported here: the CLI imports this module for its check of outputs)

        fd, tmp = tempfile.mkstemp(dir=directory, prefix="." + os.path.basename(path) + ".", suffix=".tmp")
    except OSError as exc:
        raise OSError(exc.errno, exc.strerror, path) from None
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


def output_error(path: str | os.PathLike, exc: OSError, doing: str = "open"):
    """The error of an output that cannot be written (an ``OdsgenError``), worded as
    mlir-opt words it: ``cannot open output file 'PATH': REASON``."""
    from odsgen.diagnostics import Diagnostic, OdsgenError, Severity

    reason = exc.strerror or str(exc)
    return OdsgenError(Diagnostic(None, Severity.ERROR, f"cannot {doing} output file '{os.fspath(path)}': {reason}"))


class Outputs:
    """Files written all or nothing: each goes to a temporary beside it, and ``commit()``
    renames them all into place (see ``staged_outputs``). A file written in place (a
    device, a pipe: ``output_target``) is written at once; it cannot wait."""

    def __init__(self) -> None:
        self._staged: list[tuple[str, str]] = []  # (temporary, target)

    @contextmanager
    def open(self, path: str | os.PathLike, buffering: int = -1) -> Iterator[BinaryIO]:
        """``path`` opened for binary writing; errors are ``OdsgenError``s naming ``path``."""
        try:
            target, in_place = output_target(path)
            if in_place:
                f = open(target, "wb", buffering=buffering)
            else:
                with deferred_interrupts():  # no temporary that is not in ``_staged``
                    fd, tmp = temp_beside(target)
                    self._staged.append((tmp, target))
                f = os.fdopen(fd, "wb", buffering=buffering)
        except OSError as exc:
            raise output_error(path, exc) from None
        try:
            with f:
                yield f
        except BrokenPipeError:  # the reader went away: odsgen.cli's to handle
            raise
        except OSError as exc:
            if exc.filename is not None:  # not an error of writing this file
                raise
            raise output_error(path, exc, "write") from None

    def write(self, path: str | os.PathLike, data: str | bytes) -> None:
        with self.open(path) as f:
            # surrogateescape: a TableGen string may hold bytes that are not UTF-8 (see
            # odsgen.records.values.utf8); they are written back as the bytes they were.
            f.write(data.encode("utf-8", "surrogateescape") if isinstance(data, str) else data)

    def commit(self) -> None:
        """Rename every temporary over its file (an interrupt waits until all are)."""
        with deferred_interrupts():
            while self._staged:
                tmp, target = self._staged[0]
                try:
                    os.replace(tmp, target)
                except OSError as exc:
                    raise output_error(target, exc, "write") from None
                del self._staged[0]

    def discard(self) -> None:
        """Remove the temporaries not renamed yet."""
        for tmp, _ in self._staged:
            remove_quietly(tmp)
        self._staged.clear()


@contextmanager
def staged_outputs() -> Iterator[Outputs]:
    """``Outputs`` for the block: renamed into place when it ends without an exception,
    removed otherwise (an interrupt included), so every output lands or none does."""
    out = Outputs()
    try:
        yield out
        out.commit()
    finally:
        out.discard()


@contextmanager
def atomic_open(path: str | os.PathLike, buffering: int = -1) -> Iterator[BinaryIO]:
    """Open ``path`` for binary writing so that readers see the old or the new file,
    never half: a temporary beside it, renamed over it when the block ends without an
    exception (removed otherwise, an interrupt included). Symlinks are written through;
    devices, pipes and ``/dev/stdout`` are written in place (``output_target``)."""
    with staged_outputs() as out, out.open(path, buffering) as f:
        yield f


@contextmanager
def locked_directory(path: str | os.PathLike) -> Iterator[None]:
    """Hold an exclusive lock on the directory ``path`` (``flock`` on the directory
    itself: no lock file is left in it) for the block, waiting for another holder's
    turn: two odsgen runs writing into one directory take turns, each writing all its
    files. Where the system or the file system has no such lock, nothing is held."""
    try:
        import fcntl
    except ImportError:  # (not POSIX)
        yield
        return
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        yield
        return
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)  # (Ctrl-C while waiting interrupts it)
        except OSError:  # a file system without locks (some network ones)
            pass
        yield
    finally:
        os.close(fd)  # (releases the lock)


def remove_quietly(path: str) -> None:
    """Remove a temporary file of ours; one that is already gone is fine."""
    try:
        os.unlink(path)
    except OSError:
        pass


def atomic_write(path: str, data: str | bytes) -> None:
    """Write ``data`` to ``path`` atomically (see atomic_open)."""
    with staged_outputs() as out:
        out.write(path, data)


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


@contextmanager
def streamed_output(path: str | None) -> Iterator[Callable[[str], None]]:
    """A ``write(text)`` for the block that writes a report bit by bit, so that it is never
    whole in memory: to standard output (``path`` None or ``-``), else to ``path`` as
    ``atomic_open`` writes it (the file appears whole when the block ends, or not at all)."""
    if path is None or path == "-":
        binary: BinaryIO | None = getattr(sys.stdout, "buffer", None)  # (stdout_binary's)

        def put(text: str) -> None:
            try:
                sys.stdout.write(text)
            except UnicodeEncodeError:  # (as write_output)
                sys.stdout.flush()
                if binary is None:
                    raise
                binary.write(text.encode("utf-8", "surrogateescape"))
            sys.stdout.flush()  # (a reader of a pipe gets each bit as it is done)

        yield put
        return
    with atomic_open(path) as f:

        def put_file(text: str) -> None:
            f.write(text.encode("utf-8", "surrogateescape"))

        yield put_file


def _identity(path: str, output: bool):
    """What a path writes or reads, to compare: the file's (device, inode) when it exists,
    else its resolved path; None for what is never replaced (standard input, a device, a
    pipe). An output ``-`` is standard output: the file it leads to, if a regular one."""
    if path == "-" and not output:
        return None
    where = os.path.realpath(path)
    if path == "-":
        try:
            st = os.fstat(1)
        except OSError:
            return ("stdout",)
        return (st.st_dev, st.st_ino) if stat.S_ISREG(st.st_mode) else ("stdout",)
    try:
        if output:
            where = output_target(path)[0]
        st = os.stat(where)
    except OSError:  # not there (yet), or a loop of links
        return ("path", where)
    if not stat.S_ISREG(st.st_mode):
        return None
    return (st.st_dev, st.st_ino)


def _identified(
    named: Iterable[tuple[str, str | os.PathLike | None]], output: bool
) -> Iterator[tuple[str, str, object]]:
    """(name, path, identity) of each named path that can be replaced (see ``_identity``)."""
    for name, path in named:
        if path is not None:
            path = os.fspath(path)
            key = _identity(path, output)
            if key is not None:
                yield name, path, key


def check_outputs(
    outputs: Iterable[tuple[str, str | os.PathLike | None]], inputs: Iterable[tuple[str, str | os.PathLike | None]]
) -> None:
    """Refuse, before anything is read or written, two outputs that would write one file
    and an output that would replace an input (an ``OdsgenError``). Each of ``outputs`` and
    ``inputs`` is (what names it: ``-o``, ``--report``, ``the module``; its path or None).
    Standard input (``-``), devices and pipes are never replaced; standard output (an
    output ``-``) is the file it leads to."""
    from odsgen.diagnostics import Diagnostic, OdsgenError, Severity

    def error(message: str) -> OdsgenError:
        return OdsgenError(Diagnostic(None, Severity.ERROR, message))

    written: dict[object, tuple[str, str]] = {}
    for flag, path, key in _identified(outputs, True):
        if key in written:
            other, other_path = written[key]
            shown = {p: "standard output" if p == "-" else f"'{p}'" for p in (path, other_path)}
            same = shown[path] if path == other_path else f"{shown[other_path]} and {shown[path]}"
            raise error(f"{other} and {flag} both write {same}: give each output a file of its own")
        written[key] = (flag, path)
    for what, path, key in _identified(inputs, False) if written else ():
        if key in written:
            flag, out = written[key]
            same = "" if out == path else f" '{path}' (the same file)"
            raise error(f"{flag} '{out}' is {what}{same}: an output may not overwrite an input")

"""Worker processes: how many to use, and how they start and stop.

Every process odsgen starts goes through here (gen's parallel black, the two-process
parse, ``validate --jobs``), so that an interrupt is handled once, the same way:

- A worker ignores SIGINT: Ctrl-C reaches the whole foreground process group, and the
  parent decides what happens. A worker also dies with its parent (PR_SET_PDEATHSIG on
  Linux, a watchdog thread elsewhere), so a parent killed outright leaves no orphans.
- When the parent leaves a pool or a helper early (an interrupt, an error), it kills the
  workers instead of waiting for them: waiting for a pool to shut down after Ctrl-C is
  where a run could hang. Workers never write files, so killing them loses nothing.
- ``ODSGEN_JOBS=N`` fixes the number of workers odsgen chooses by itself (1: never a
  second process), whatever the machine's load; an explicit ``-j`` still wins.
"""

from __future__ import annotations

import contextvars
import os
import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

_SIGNALS = (signal.SIGINT, signal.SIGTERM)


def worker_count(limit: int = 8) -> int:
    """``ODSGEN_JOBS`` if set; else the CPUs (at most ``limit``), or 1 when the machine is
    busy: a second process only pays when a core is free, since its results come back
    through a pickle round trip."""
    forced = os.environ.get("ODSGEN_JOBS", "").strip()
    if forced.isdigit() and int(forced) >= 1:
        return min(int(forced), limit)
    cpus = os.cpu_count() or 1
    try:
        if os.getloadavg()[0] >= cpus - 0.5:
            return 1
    except OSError:
        pass
    return min(cpus, limit)


@contextmanager
def deferred_interrupts() -> Iterator[None]:
    """Hold SIGINT and SIGTERM back for the duration of the block (a few steps that must
    not be cut in half: creating a temporary file and noting it, renaming a set of
    files, forking a worker), then deliver one that arrived. Outside the main thread
    (where Python runs signal handlers) this does nothing."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    held: list[int] = []
    old = {s: signal.signal(s, lambda signum, frame: held.append(signum)) for s in _SIGNALS}
    try:
        yield
    finally:
        for s, handler in old.items():
            signal.signal(s, handler)
        if held:
            signal.raise_signal(held[0])


def _worker_init(parent: int) -> None:
    """First thing in every worker: leave interrupts to the parent, die with it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if not _die_with_parent():
        threading.Thread(target=_watch_parent, args=(parent,), daemon=True).start()
    if os.getppid() != parent:  # the parent was gone before we could watch it
        os._exit(1)


def _die_with_parent() -> bool:
    """Ask Linux to SIGKILL this process when its parent ends; False where it cannot."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(1, int(signal.SIGKILL), 0, 0, 0) == 0  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        return False


def _watch_parent(parent: int) -> None:
    import time

    while os.getppid() == parent:
        time.sleep(0.5)
    os._exit(1)


@contextmanager
def process_pool(workers: int, fork_only: bool = False) -> Iterator:
    """A ProcessPoolExecutor of ``workers`` forked processes (another start method where
    fork does not exist, unless ``fork_only``: the workers then rely on inheriting the
    parent's state). Leaving the block normally waits for the workers; leaving it by an
    exception (an interrupt) kills them at once."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    try:
        ctx = multiprocessing.get_context("fork")
    except ValueError:
        if fork_only:
            raise
        ctx = None
    pool = None
    try:
        with deferred_interrupts():
            pool = ProcessPoolExecutor(workers, mp_context=ctx, initializer=_worker_init, initargs=(os.getpid(),))
            # Start the workers now, while an interrupt is held back: a worker forked in
            # the middle of a Ctrl-C would print a traceback before it could ignore it.
            pool.submit(int)
        yield pool
        pool.shutdown(wait=True)
    except BaseException:
        if pool is not None:
            _kill_pool(pool)
        raise


def _kill_pool(pool) -> None:
    with deferred_interrupts():
        procs = list((getattr(pool, "_processes", None) or {}).values())
        for p in procs:
            try:
                p.kill()
            except (OSError, ValueError):
                pass
        pool.shutdown(wait=False, cancel_futures=True)
        for p in procs:
            try:
                p.join(1)
            except (OSError, ValueError, AssertionError):
                pass


class Helper:
    """A forked process computing one function; see ``forked``."""

    def __init__(self, pid: int, fd: int) -> None:
        self.pid = pid
        self.fd = fd
        self.signal: int | None = None  # the signal that ended the helper (a crash), once reaped

    def result(self) -> Any:
        """The helper's return value, or None when it failed or died (``signal``: of what)."""
        import pickle

        with os.fdopen(self.fd, "rb") as f:
            self.fd = -1
            data = f.read()
        self._reap()
        try:
            return pickle.loads(data)
        except Exception:
            return None

    def _reap(self) -> None:
        if self.pid:
            try:
                _pid, status = os.waitpid(self.pid, 0)
                if os.WIFSIGNALED(status):
                    self.signal = os.WTERMSIG(status)
            except ChildProcessError:
                pass
            self.pid = 0

    def close(self) -> None:
        """Kill the helper if it still runs (the parent is leaving early) and reap it."""
        with deferred_interrupts():
            if self.pid:
                try:
                    os.kill(self.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                self._reap()
            if self.fd >= 0:
                os.close(self.fd)
                self.fd = -1


@contextmanager
def forked(fn: Callable[[], object]) -> Iterator[Helper | None]:
    """Run ``fn()`` in a forked helper that sends its pickled result back through a pipe
    (``helper.result()``); None where fork does not exist. The helper is killed if the
    block is left before its result was read."""
    if not hasattr(os, "fork"):
        yield None
        return
    import pickle

    parent = os.getpid()
    helper = None
    try:
        with deferred_interrupts():
            r, w = os.pipe()
            pid = os.fork()
            if pid == 0:  # helper: compute, send, exit without the parent's cleanup
                try:
                    os.close(r)
                    _worker_init(parent)
                    data = pickle.dumps(fn(), protocol=pickle.HIGHEST_PROTOCOL)
                    with os.fdopen(w, "wb") as f:
                        f.write(data)
                finally:
                    os._exit(0)
            os.close(w)
            helper = Helper(pid, r)
        yield helper
    finally:
        if helper is not None:
            helper.close()


class Resident:
    """A forked helper that stays, for one call after another (``call``): a run that asks
    many small things of a library whose crash it must contain (MLIR's parser, once a
    module) pays one fork and one import of that library, not one a call. Each call's
    function and arguments go to the helper pickled, and its result comes back pickled.

    It is an optimisation only: where the helper cannot answer (no fork here, it died in
    the call, a call raised in it), ``call`` says so and the caller asks again the way it
    would without it (``forked``, which reports a crash with its signal). The helper
    retires itself (after answering) once it holds ``grow`` bytes more than when it
    started, dies with the process that started it, and is killed when a call is left
    early (an interrupt). Its standard input, output and error are the null device. A
    forked process never uses the helper of the one it was forked from; threads take
    turns."""

    def __init__(self, grow: int = 256 << 20) -> None:
        self.grow = grow
        self.owner = 0  # the process the helper answers
        self.pid = 0
        self.to = self.back = -1
        self.lock = threading.Lock()
        self.pending: object = None  # the key of the call sent ahead (``ahead``) whose answer is unread
        self.kept: dict[object, tuple[bool, Any]] = {}  # answers of calls sent ahead, not yet taken

    def call(self, fn: Callable[..., Any], *args: Any) -> tuple[bool, Any]:
        """(True, ``fn(*args)`` as the helper computed it), or (False, None) where it could not."""
        with self.started(fn, *args) as answer:
            return answer()

    @contextmanager
    def started(self, fn: Callable[..., Any], *args: Any) -> Iterator[Callable[[], tuple[bool, Any]]]:
        """``fn(*args)`` sent to the helper, which computes it while the block runs: the
        block gets ``answer()``, which waits for it and gives what ``call`` gives. Other
        calls wait for the block's end; a helper whose answer the block did not read (it
        was left early) is killed."""
        import pickle

        try:
            request = pickle.dumps((fn, args), protocol=pickle.HIGHEST_PROTOCOL) if hasattr(os, "fork") else None
        except Exception:  # (a function it cannot name: a local one)
            request = None
        if request is None:
            yield lambda: (False, None)
            return
        with self.lock:
            self._drain()
            sent = self._send(request)
            got: list[tuple[bool, Any]] = [] if sent else [(False, None)]

            def answer() -> tuple[bool, Any]:
                if not got:
                    got.append(self._receive())
                return got[0]

            try:
                yield answer
            finally:
                if not got:
                    self.close()

    def ahead(self, key: object, fn: Callable[..., Any], *args: Any) -> None:
        """Send ``fn(*args)`` now, to be computed while this process does other work, and
        its answer taken by ``take(key)`` (what ``call`` would give). At most one such call
        is out at a time; a later call of any kind reads its answer first and keeps it (the
        last two kept)."""
        import pickle

        if not hasattr(os, "fork"):
            return
        try:
            request = pickle.dumps((fn, args), protocol=pickle.HIGHEST_PROTOCOL)
        except Exception:
            return
        with self.lock:
            self._drain()
            if self._send(request):
                self.pending = key

    def take(self, key: object) -> tuple[bool, Any] | None:
        """The answer of the call ``ahead`` sent under ``key`` (waiting for it), or None
        when none was sent (or it was dropped)."""
        with self.lock:
            self._drain()
            for k in list(self.kept):
                if k == key:
                    return self.kept.pop(k)
        return None

    def _drain(self) -> None:
        """Read the answer of the call sent ahead, if any, and keep it."""
        if self.owner != os.getpid():
            self._forget()
        if self.pending is None:
            return
        key, self.pending = self.pending, None
        answer = self._receive()
        self.kept[key] = answer
        while len(self.kept) > 2:
            del self.kept[next(iter(self.kept))]

    def _send(self, request: bytes) -> bool:
        if self.owner != os.getpid():
            self._forget()
        for _attempt in range(2):  # (a helper that retired after its last answer: start another)
            if not self.pid:
                self._start()
            try:
                _write_frame(self.to, request)
                return True
            except OSError:
                self.close()
        return False

    def _receive(self) -> tuple[bool, Any]:
        import pickle

        try:
            reply = _read_frame(self.back)
        except BaseException:  # an interrupt while it works: no answer is left in the pipe
            self.close()
            raise
        if reply is None:  # it died in the call
            self.close()
            return False, None
        retiring, value = pickle.loads(reply)
        if retiring:
            self.close()
        return True, value

    def _start(self) -> None:
        parent = os.getpid()
        with deferred_interrupts():
            to_r, to_w = os.pipe()
            back_r, back_w = os.pipe()
            pid = os.fork()
            if pid == 0:
                try:
                    os.close(to_w)
                    os.close(back_r)
                    _worker_init(parent)
                    # (it outlives calls: the caller's output pipes are not held open by it)
                    null = os.open(os.devnull, os.O_RDWR)
                    for fd in (0, 1, 2):
                        os.dup2(null, fd)
                    os.close(null)
                    _answer(to_r, back_w, self.grow)
                finally:
                    os._exit(1)
            os.close(to_r)
            os.close(back_w)
        self.owner, self.pid, self.to, self.back = parent, pid, to_w, back_r

    def _forget(self) -> None:
        """In a process forked from the owner: drop its helper's pipes, leave it alone."""
        for fd in (self.to, self.back):
            if fd >= 0:
                os.close(fd)
        self.owner, self.pid, self.to, self.back = os.getpid(), 0, -1, -1
        self.pending, self.kept = None, {}

    def close(self) -> None:
        """Kill the helper if it runs, and reap it."""
        self.pending = None
        with deferred_interrupts():
            Helper(self.pid, -1).close()
            for fd in (self.to, self.back):
                if fd >= 0:
                    os.close(fd)
            self.pid, self.to, self.back = 0, -1, -1


def _answer(requests: int, replies: int, grow: int) -> None:
    """The resident helper's loop: each request answered until the pipe closes."""
    import gc
    import pickle

    gc.freeze()  # (what it inherited is never collected here: its pages stay shared with the parent's)
    start = _resident_bytes()
    while True:
        request = _read_frame(requests)
        if request is None:
            return
        fn, args = pickle.loads(request)
        value = fn(*args)  # (an exception ends the helper: its caller asks another way)
        retiring = _resident_bytes() - start > grow
        _write_frame(replies, pickle.dumps((retiring, value), protocol=pickle.HIGHEST_PROTOCOL))
        if retiring:
            return


def _resident_bytes() -> int:
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def _write_frame(fd: int, data: bytes) -> None:
    view = memoryview(len(data).to_bytes(8, "little") + data)
    while view:
        view = view[os.write(fd, view) :]


def _read_frame(fd: int) -> bytes | None:
    """One length-prefixed frame from ``fd``, or None at the end of the pipe."""
    head = _read_exactly(fd, 8)
    if head is None:
        return None
    return _read_exactly(fd, int.from_bytes(head, "little"))


def _read_exactly(fd: int, n: int) -> bytes | None:
    chunks, left = [], n
    while left:
        chunk = os.read(fd, min(left, 1 << 20))
        if not chunk:
            return None
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


_resident: contextvars.ContextVar[Resident | None] = contextvars.ContextVar("odsgen_resident", default=None)


@contextmanager
def resident_scope() -> Iterator[None]:
    """While the block runs (one command, or ``odsgen.session()``), ``resident_helper()``
    is one ``Resident``, started when first called and killed at the end of the block (so
    it sees this process as it was then, and its time is counted as this process's). A
    block inside another uses the outer block's helper. Outside such a block, and in
    threads the block did not start, there is none: each call has a helper of its own."""
    if _resident.get() is not None:
        yield
        return
    helper = Resident()
    token = _resident.set(helper)
    try:
        yield
    finally:
        _resident.reset(token)
        helper.close()


def resident_helper() -> Resident | None:
    """The ``Resident`` of the ``resident_scope`` this runs in, or None."""
    return _resident.get()

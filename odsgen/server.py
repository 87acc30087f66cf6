"""``odsgen serve``: a warm odsgen that runs other odsgen processes' commands (docs/serve.md).

A one-shot ``odsgen validate K.spv`` spends most of its time starting: importing odsgen
and the spec's generated package, reading the cache, building the tables of the Khronos
grammar and of the target. A build that runs odsgen once per file pays that for every
file. The server pays it once: each request (odsgen.served) is run in a child forked
from it, on the requesting process's own standard input, output and error, in its
working directory, environment and umask, and the child's exit status is the requesting
process's.

What the children inherit is what the server holds in memory: modules, and what odsgen
keeps for the length of a process (tables read from installed data, the generated
packages). After a request to check modules that writes only to standard output, the
server runs the same command itself once, its output thrown away, so that the next
request of that kind finds all of it warm. The answer must be the one a fresh process
gives, so the server

- answers only a process of its own user (``SO_PEERCRED``) with the same interpreter,
  odsgen, interpreter flags and environment (but for ``odsgen.served.UNCOMPARED_ENV``);
- notes every file it reads (an audit hook on ``open``, and odsgen's code, whatever
  was imported before) with its ``stat``, and before each request looks again: when one
  changed, it declines the request (the process then runs the command itself) and
  starts afresh;
- listens in a folder only its user may enter, and exits after ``--idle`` seconds
  without a request.

Files odsgen looked for and did not find when it warmed up (a package installed since)
are seen once the server starts afresh: ``odsgen serve --stop``.
"""

from __future__ import annotations

import gc
import marshal
import os
import selectors
import signal
import socket
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from odsgen.served import FORWARDED, PROTOCOL, UNCOMPARED_ENV, at, identity, peer_uid, private_dir, socket_path

# Commands the server warms up on: read modules and a spec, write a report.
WARMED = frozenset({"validate", "verify", "deduce", "explain"})
# Arguments that make a command write, read standard input or start workers: not warmed on.
_NOT_WARMED = ("-", "--write", "-o", "--output", "-j", "--jobs")
_MAX_REQUEST = 1 << 20


@dataclass
class _Running:
    """A request's child and the connection its status goes back on."""

    pid: int
    pidfd: int
    conn: socket.socket


@dataclass
class Tracker:
    """The files the server's memory comes from, each with its ``stat`` when noted. Files
    odsgen writes for itself (temporaries, its scratch folders, what it renames into place)
    are not: they are its own output, gone or replaced on purpose."""

    active: bool = False
    files: dict[str, tuple[int, ...] | None] = field(default_factory=dict)
    skip: list[str] = field(default_factory=list)  # folder prefixes (the cache, scratch folders)
    written: set[str] = field(default_factory=set)

    def note(self, path: str) -> None:
        if path not in self.files and path not in self.written and not (path + os.sep).startswith(tuple(self.skip)):
            self.files[path] = stat_sig(path)

    def audit(self, event: str, args: tuple) -> None:
        if not self.active:
            return
        if event == "open":
            path, mode, flags = (tuple(args) + (None, None, None))[:3]
            path = _path(path)
            if path is None:
                return  # (a descriptor)
            writes = any(c in mode for c in "wax+") if isinstance(mode, str) else bool(
                (flags or 0) & (os.O_WRONLY | os.O_RDWR | os.O_CREAT)
            )
            if writes:
                self.written.add(path)
                self.files.pop(path, None)
            else:
                self.note(path)
        elif event == "tempfile.mkdtemp" and args:
            made = _path(args[0])
            if made is not None:
                self.skip.append(made.rstrip(os.sep) + os.sep)
        elif event in ("tempfile.mkstemp", "os.rename") and args:
            made = _path(args[-1] if event == "tempfile.mkstemp" else args[1])
            if made is not None:
                self.written.add(made)
                self.files.pop(made, None)

    def changed(self) -> str | None:
        """A noted file that is not as it was, or None."""
        for path, sig in self.files.items():
            if stat_sig(path) != sig:
                return path
        return None


def _path(path: object) -> str | None:
    if isinstance(path, bytes):
        path = os.fsdecode(path)
    return os.path.abspath(path) if isinstance(path, str) else None


def stat_sig(path: str) -> tuple[int, ...] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino, st.st_dev)


def _plain(v: object) -> bool:
    return isinstance(v, str)


def _valid(req: object) -> bool:
    return (
        isinstance(req, dict)
        and req.get("protocol") == PROTOCOL
        and isinstance(req.get("argv"), list)
        and all(map(_plain, req["argv"]))
        and isinstance(req.get("cwd"), str)
        and isinstance(req.get("env"), dict)
        and all(_plain(k) and _plain(v) for k, v in req["env"].items())
        and isinstance(req.get("umask"), int)
        and isinstance(req.get("ignored"), list)
        and all(s in FORWARDED for s in req["ignored"])
    )


def _from_native(req: dict) -> dict | None:
    """A request of the native client (odsgen/client/odsgen.c) as the Python client's: its
    identity, arguments, working directory and environment come as the bytes that process
    has, decoded here as this interpreter decodes its own (``os.fsdecode``: the same
    interpreter in the same environment), the environment from its raw ``KEY=VALUE``
    entries as the interpreter builds ``os.environ`` (the first of a repeated key; an entry
    with no ``=`` left out). None when it is not such a request."""
    try:
        env: dict[str, str] = {}
        for entry in req["env"]:
            key, eq, value = entry.partition(b"=")
            if eq:
                env.setdefault(os.fsdecode(key), os.fsdecode(value))
        return dict(
            req,
            identity=tuple(os.fsdecode(b) for b in req["identity"]),
            argv=[os.fsdecode(a) for a in req["argv"]],
            cwd=os.fsdecode(req["cwd"]),
            env=env,
        )
    except (KeyError, TypeError, ValueError):
        return None


def _env(env: dict[str, str]) -> dict[str, str]:
    return {k: v for k, v in env.items() if k not in UNCOMPARED_ENV}


class Server:
    def __init__(self, child: Callable[[], int], warm: Callable[[list[str]], object], idle: float) -> None:
        self.child = child
        self.warm = warm
        self.idle = idle
        self.path = socket_path()
        self.running: dict[int, _Running] = {}  # pidfd -> the request
        self.warmed: set[tuple[str, ...]] = set()
        self.served = 0
        self.declined = 0
        self.started = time.time()
        self.last = time.monotonic()
        self.stale: str | None = None
        self.stopping = False
        self.tracker = Tracker()
        self.sel = selectors.DefaultSelector()
        self.listener: socket.socket | None = None
        self._plain_flags: tuple | None = None

    # -- the socket

    def bind(self) -> str | None:
        """Listen at the socket; the reason it cannot, or None."""
        if self.path is None:
            return f"no usable folder for the server's socket ({self.path})"
        folder = os.path.dirname(self.path)
        try:
            os.makedirs(folder, mode=0o700, exist_ok=True)
        except OSError as exc:
            return f"{folder}: {exc.strerror}"
        if not private_dir(folder):
            return f"{folder} is not a folder of this user's that only it may enter (mode 0700)"
        probe = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        try:
            at(probe, self.path, "connect")
            return f"a server already listens at {self.path} (odsgen serve --status)"
        except OSError:
            pass
        finally:
            probe.close()
        try:
            os.unlink(self.path)  # (a socket left by a server that was killed)
        except FileNotFoundError:
            pass
        except OSError as exc:
            return f"{self.path}: {exc.strerror}"
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        old = os.umask(0o177)
        try:
            at(sock, self.path, "bind")
        except OSError as exc:
            sock.close()
            return f"{self.path}: {exc.strerror}"
        finally:
            os.umask(old)
        sock.listen(64)
        sock.setblocking(False)
        self.listener = sock
        self.sel.register(sock, selectors.EVENT_READ, "accept")
        return None

    def track(self) -> None:
        """Note the files of every module loaded so far, then every file read from now on."""
        from odsgen.cache import cache_root

        self.tracker.skip.append(str(cache_root()) + os.sep)  # (entries are checked against their inputs on each read)
        for mod in list(sys.modules.values()):
            f = getattr(mod, "__file__", None)
            if isinstance(f, str):
                self.tracker.note(os.path.abspath(f))
        sys.addaudithook(self.tracker.audit)
        self.tracker.active = True

    # -- the loop

    def loop(self) -> None:
        while not self.stopping:
            timeout = None if self.running else max(0.0, self.idle - (time.monotonic() - self.last))
            if not self.running and timeout == 0.0:
                break
            for key, _ in self.sel.select(timeout):
                if key.data == "accept":
                    self.accept()
                elif key.data == "child":
                    self.reap(key.fd)
                else:
                    self.from_client(key.data)
        for run in list(self.running.values()):
            self.reap(run.pidfd, wait=True)

    def accept(self) -> None:
        assert self.listener is not None
        try:
            conn, _ = self.listener.accept()
        except (BlockingIOError, InterruptedError):
            return
        conn.setblocking(True)
        conn.settimeout(10)
        try:
            self.handle(conn)
        except OSError:
            conn.close()
        self.last = time.monotonic()

    def handle(self, conn: socket.socket) -> None:
        if peer_uid(conn) != os.geteuid():
            conn.close()
            return
        data, fds, msg_flags, _ = socket.recv_fds(conn, _MAX_REQUEST, 3)
        try:
            req = marshal.loads(data) if data else None
        except (EOFError, ValueError, TypeError):
            req = None
        if isinstance(req, dict) and req.get("native") == 1:
            req = _from_native(req)
        if isinstance(req, dict) and req.get("control") in ("stop", "status"):
            for fd in fds:
                os.close(fd)
            self.control(conn, req["control"])
            return
        reason = self.refusal(req, fds, msg_flags)
        if reason is not None:
            for fd in fds:
                os.close(fd)
            self.declined += 1
            conn.send(b"D" + reason.encode()[:200])
            conn.close()
            if self.stale is not None:
                self.stopping = True  # (started afresh: serve_main)
            return
        assert isinstance(req, dict)
        pid = self.fork(req, fds, conn)
        for fd in fds:
            os.close(fd)
        self.served += 1
        pidfd = os.pidfd_open(pid)
        conn.settimeout(None)
        conn.send(b"P" + str(pid).encode())
        run = _Running(pid, pidfd, conn)
        self.running[pidfd] = run
        self.sel.register(pidfd, selectors.EVENT_READ, "child")
        self.sel.register(conn, selectors.EVENT_READ, run)
        self.warm_on(req)

    def refusal(self, req: object, fds: list[int], msg_flags: int) -> str | None:
        """Why the server does not run ``req``, or None."""
        if msg_flags & (socket.MSG_TRUNC | socket.MSG_CTRUNC) or len(fds) != 3 or not _valid(req):
            return "malformed request"
        assert isinstance(req, dict)
        if tuple(req.get("identity") or ()) != identity():
            return "another interpreter or odsgen"
        flags = req.get("flags")
        if flags is None and req.get("native") == 1:
            flags = self.plain_flags()  # (the native client's: a plain start of the odsgen command)
        if tuple(flags or ()) != tuple(sys.flags):
            return "other interpreter flags"
        if _env(req["env"]) != _env(dict(os.environ)):
            return "another environment"
        changed = self.tracker.changed()
        if changed is not None:
            self.stale = changed
            return f"{changed} changed since the server read it"
        return None

    def plain_flags(self) -> tuple:
        """The interpreter flags of a plain start of this interpreter in this environment
        (the odsgen command's script), read once from such a start."""
        if self._plain_flags is None:
            import subprocess

            code = "import marshal, sys; sys.stdout.buffer.write(marshal.dumps(tuple(sys.flags)))"
            try:
                out = subprocess.run([sys.executable, "-c", code], capture_output=True, check=True, timeout=60).stdout
                self._plain_flags = tuple(marshal.loads(out))
            except (OSError, subprocess.SubprocessError, EOFError, ValueError, TypeError):
                self._plain_flags = ()
        return self._plain_flags

    def control(self, conn: socket.socket, what: str) -> None:
        if what == "stop":
            self.stopping = True
        import resource

        own = resource.getrusage(resource.RUSAGE_SELF)
        kids = resource.getrusage(resource.RUSAGE_CHILDREN)
        status = {
            "pid": os.getpid(),
            "socket": self.path,
            "started": self.started,
            "served": self.served,
            "declined": self.declined,
            "running": len(self.running),
            "warmed": sorted(" ".join(w) for w in self.warmed),
            "files": len(self.tracker.files),
            "cpu": own.ru_utime + own.ru_stime,
            "children_cpu": kids.ru_utime + kids.ru_stime,
            "stopping": self.stopping,
        }
        try:
            conn.send(b"C" + marshal.dumps(status))
        except OSError:
            pass
        conn.close()

    def from_client(self, run: _Running) -> None:
        """A signal to pass on, or the requesting process went away (the child is ended)."""
        try:
            msg = run.conn.recv(64)
        except OSError:
            msg = b""
        if msg.startswith(b"S") and msg[1:].isdigit() and int(msg[1:]) in FORWARDED:
            self._kill(run, int(msg[1:]))
            return
        if not msg:
            self.sel.unregister(run.conn)
            self._kill(run, signal.SIGTERM)

    def _kill(self, run: _Running, signum: int) -> None:
        try:
            signal.pidfd_send_signal(run.pidfd, signum)
        except OSError:
            pass

    def reap(self, pidfd: int, wait: bool = False) -> None:
        run = self.running.pop(pidfd)
        self.sel.unregister(pidfd)
        try:
            self.sel.unregister(run.conn)
        except KeyError:
            pass
        _, status = os.waitpid(run.pid, 0)
        os.close(pidfd)
        result = ("signal", os.WTERMSIG(status)) if os.WIFSIGNALED(status) else ("exit", os.waitstatus_to_exitcode(status))
        try:
            run.conn.send(b"X" + marshal.dumps(result))
        except OSError:
            pass
        run.conn.close()

    # -- a request's child

    def fork(self, req: dict, fds: list[int], conn: socket.socket) -> int:
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid:
            return pid
        code = 70
        try:
            self._become(req, fds, conn)
            code = _as_process(self.child)
        except BaseException:  # noqa: BLE001 - never back into the server's loop
            try:
                os.write(2, b"odsgen: internal error: the odsgen server could not run the command\n")
            except OSError:
                pass
        finally:
            os._exit(code)

    def _become(self, req: dict, fds: list[int], conn: socket.socket) -> None:
        """Turn this forked child into the requesting process, as far as odsgen can tell."""
        self.tracker.active = False
        self.sel.close()
        if self.listener is not None:
            self.listener.close()
        for run in self.running.values():
            os.close(run.pidfd)
            run.conn.close()
        conn.close()
        signal.signal(signal.SIGINT, signal.default_int_handler)
        for s in (signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT, signal.SIGCHLD):
            signal.signal(s, signal.SIG_DFL)
        for s in req["ignored"]:
            signal.signal(s, signal.SIG_IGN)
        for target, fd in enumerate(fds):
            os.dup2(fd, target)
        for fd in fds:
            if fd > 2:
                os.close(fd)
        os.chdir(req["cwd"])
        os.environ.clear()
        os.environ.update(req["env"])
        os.umask(req["umask"])
        sys.argv = list(req["argv"])
        sys.stdin, sys.stdout, sys.stderr = (_stdio(0, sys.stdin), _stdio(1, sys.stdout), _stdio(2, sys.stderr))
        sys.__stdin__, sys.__stdout__, sys.__stderr__ = sys.stdin, sys.stdout, sys.stderr

    # -- warming up

    def warm_on(self, req: dict) -> None:
        """Run a command of ``req``'s kind here once, its output thrown away, so that the
        next children find what it loaded."""
        argv = req["argv"][1:]
        command = next((a for a in argv if not a.startswith("-")), None)
        if command not in WARMED or any(a in _NOT_WARMED or a.startswith(_NOT_WARMED[1:]) for a in argv):
            return
        kind = tuple(a if a.startswith("-") or a == command else os.path.splitext(a)[1] for a in argv)
        if kind in self.warmed:
            return
        self.warmed.add(kind)
        here = os.getcwd()
        saved = [os.dup(fd) for fd in (0, 1, 2)]
        null = os.open(os.devnull, os.O_RDWR)
        handlers = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
        try:
            for fd in (0, 1, 2):
                os.dup2(null, fd)
            os.chdir(req["cwd"])
            self.warm(argv)
        except BaseException:  # noqa: BLE001 - a failed warm-up only costs the next request time
            pass
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            for fd, copy in zip((0, 1, 2), saved):
                os.dup2(copy, fd)
                os.close(copy)
            os.close(null)
            os.chdir(here)
            for s, h in handlers.items():
                signal.signal(s, h)
            gc.collect()
            gc.freeze()  # (the children touch none of it: copy-on-write keeps it shared)


def _as_process(child: Callable[[], int]) -> int:
    """``child()``'s exit status as the interpreter would make it: a ``SystemExit`` (argparse's
    usage errors) exits with its code, printing a code that is not a number; then the
    standard streams are flushed (a failed flush of the output is status 120)."""
    try:
        code = child()
    except SystemExit as exc:
        if exc.code is None:
            code = 0
        elif isinstance(exc.code, int):
            code = exc.code & 0xFF
        else:
            try:
                sys.stderr.write(f"{exc.code}\n")
            except (OSError, ValueError):
                pass
            code = 1
    try:
        sys.stdout.flush()
    except (OSError, ValueError):
        code = 120
    try:
        sys.stderr.flush()
    except (OSError, ValueError):
        pass
    return code


def _stdio(fd: int, old):
    """A fresh standard stream on descriptor ``fd``, as the interpreter makes them at start:
    buffered by what ``fd`` now is (a terminal's output by lines), in ``old``'s encoding."""
    import io

    reading = fd == 0
    raw = io.FileIO(fd, "rb" if reading else "wb", closefd=False)
    raw.name = ("<stdin>", "<stdout>", "<stderr>")[fd]
    buffered = io.BufferedReader(raw) if reading else io.BufferedWriter(raw)
    line = not reading and (fd == 2 or raw.isatty())
    return io.TextIOWrapper(
        buffered,
        encoding=getattr(old, "encoding", None),
        errors=getattr(old, "errors", None),
        line_buffering=line,
        write_through=bool(getattr(old, "write_through", False)) and not reading,  # (-u)
    )


# ------------------------------------------------------------------ the command


def add_arguments(p) -> None:
    p.add_argument("--stop", action="store_true", help="stop the running server")
    p.add_argument("--status", action="store_true", help="print the running server's state (JSON)")
    p.add_argument(
        "--install-client",
        metavar="PATH",
        help="compile the native client (a drop-in odsgen command that starts no Python while a server runs) "
        "with this machine's C compiler and write it to PATH (a folder: PATH/odsgen)",
    )
    p.add_argument(
        "--idle",
        type=float,
        default=900.0,
        metavar="SECONDS",
        help="exit after this long without a request (default: 900)",
    )


def ask(what: str) -> dict | None:
    """The running server's status after ``what`` ("status" or "stop"), or None (none runs)."""
    path = socket_path()
    if path is None or not private_dir(os.path.dirname(path)):
        return None
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    try:
        at(sock, path, "connect")
        if peer_uid(sock) != os.geteuid():
            return None
        sock.send(marshal.dumps({"protocol": PROTOCOL, "control": what}))
        reply = sock.recv(1 << 16)
    except OSError:
        return None
    finally:
        sock.close()
    if not reply.startswith(b"C"):
        return None
    status = marshal.loads(reply[1:])
    return status if isinstance(status, dict) else None


def serve_main(
    args, child: Callable[[], int], warm: Callable[[list[str]], object], preload: Callable[[], object]
) -> int:
    """``odsgen serve``: 0 when the server ran and stopped (or ``--stop``/``--status`` found one)."""
    import json

    if args.install_client:
        from odsgen.client import ClientError, install

        try:
            written = install(args.install_client)
        except ClientError as exc:
            sys.stderr.write(f"odsgen serve: error: {exc}\n")
            return 2
        sys.stderr.write(f"odsgen serve: wrote the native client {written}\n")
        return 0
    if args.stop or args.status:
        status = ask("stop" if args.stop else "status")
        if status is None:
            sys.stderr.write("odsgen serve: no server is running for this odsgen\n")
            return 1
        if args.status:
            sys.stdout.write(json.dumps(status, indent=2, sort_keys=True, allow_nan=False) + "\n")
        return 0
    if not hasattr(os, "pidfd_open"):
        sys.stderr.write("odsgen serve: error: needs Linux 5.3 or later (pidfd_open)\n")
        return 2
    server = Server(child, warm, args.idle)
    problem = server.bind()
    if problem is not None:
        sys.stderr.write(f"odsgen serve: error: {problem}\n")
        return 2
    stop = lambda signum, frame: setattr(server, "stopping", True)  # noqa: E731
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    signal.set_wakeup_fd(-1)
    preload()
    from odsgen.cache import remember_entries

    remember_entries()
    server.track()
    sys.stderr.write(f"odsgen serve: listening at {server.path} (pid {os.getpid()})\n")
    sys.stderr.flush()
    try:
        server.loop()
    finally:
        if server.listener is not None:
            server.listener.close()
        try:
            os.unlink(server.path)
        except OSError:
            pass
    if server.stale is not None:  # start afresh, on the same socket
        sys.stderr.write(f"odsgen serve: {server.stale} changed: starting afresh\n")
        sys.stderr.flush()
        os.execv(sys.executable, sys.orig_argv)
    return 0



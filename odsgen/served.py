"""The client side of ``odsgen serve`` (odsgen.server): a command handed to a warm odsgen.

Every ``odsgen`` process looks for a server of its user before anything else
(``forward``). When one runs, the process sends it its arguments, working directory,
environment, umask and ignored signals, with its standard input, output and error as
file descriptors (``SCM_RIGHTS``), and waits: the server forks a child that runs the
command on those descriptors and answers with the child's exit status, which this
process exits with (a child killed by a signal kills this process with the same
signal). Ctrl-C and the other signals this process gets are passed on to the child.

With no server, or one that declines (another interpreter or odsgen, another
environment, its own files changed since it loaded them), the command runs here as
always: the answer is the same either way (docs/serve.md). ``ODSGEN_SERVER=off`` never
asks a server.

Only the standard library's built-in modules are imported here, and only once a socket
is found: this costs a process without a server one ``stat``.
"""

from __future__ import annotations

import os
import sys

PROTOCOL = 1
# Environment variables a server and its client may differ in (the shell's own
# bookkeeping); any other difference declines the request.
UNCOMPARED_ENV = frozenset({"_", "PWD", "OLDPWD", "SHLVL"})
# Signals passed on to the child while it runs.
FORWARDED = (1, 2, 3, 15)  # SIGHUP, SIGINT, SIGQUIT, SIGTERM (the same numbers everywhere)


def identity() -> tuple[str, str, str, str]:
    """(the interpreter's file, its environment, odsgen's folder, odsgen's version): a server
    answers only its own kind. The interpreter by its real file and ``sys.prefix``, so that
    the names of one environment's interpreter (a venv's ``python``, ``python3``, the
    ``odsgen`` script's) are one server, and two venvs of one interpreter two."""
    from odsgen import __version__

    return (os.path.realpath(sys.executable), sys.prefix, os.path.dirname(os.path.abspath(__file__)), __version__)


def socket_dir() -> str | None:
    """The private folder of this user's server sockets: ``$XDG_RUNTIME_DIR/odsgen`` when
    that is a private folder of this user's, else ``odsgen/server`` in odsgen's cache
    (odsgen.cache.cache_root)."""
    runtime = os.environ.get("XDG_RUNTIME_DIR") or ""
    if os.path.isabs(runtime) and private_dir(runtime):
        return os.path.join(runtime, "odsgen")
    base = os.environ.get("XDG_CACHE_HOME") or ""
    if not os.path.isabs(base):
        base = os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "odsgen", "server")


def socket_name() -> str:
    """The name of the socket of the server for this interpreter and odsgen (its identity's)."""
    import zlib

    key = zlib.crc32("\0".join(identity()).encode("utf-8", "surrogateescape"))
    return f"server-{key:08x}.sock"


def socket_path() -> str | None:
    """The socket of the server for this interpreter and odsgen, or None (no usable folder)."""
    folder = socket_dir()
    if folder is None:
        return None
    return os.path.join(folder, socket_name())


def private_dir(path: str) -> bool:
    """Whether ``path`` is a folder (not a link) of this user's that no one else may enter."""
    import stat

    try:
        st = os.lstat(path)
    except OSError:
        return False
    return stat.S_ISDIR(st.st_mode) and st.st_uid == os.geteuid() and not st.st_mode & 0o077


def peer_uid(sock) -> int | None:
    """The user of the process at the other end of the Unix socket ``sock`` (``SO_PEERCRED``)."""
    import socket
    import struct

    try:
        _pid, uid, _gid = struct.unpack("3i", sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, 12))
    except (OSError, AttributeError, struct.error):
        return None
    return uid


def at(sock, path: str, how: str) -> None:
    """``sock.connect(path)`` or ``sock.bind(path)`` (``how``), also for a path longer than a
    Unix socket's address may be (108 bytes: a deep ``$XDG_RUNTIME_DIR``), through the
    folder opened as ``/proc/self/fd/N``."""
    call = sock.connect if how == "connect" else sock.bind
    if len(os.fsencode(path)) < 100 or not os.path.isdir("/proc/self/fd"):
        call(path)
        return
    fd = os.open(os.path.dirname(path), os.O_RDONLY | os.O_DIRECTORY | getattr(os, "O_PATH", 0))
    try:
        call(f"/proc/self/fd/{fd}/{os.path.basename(path)}")
    finally:
        os.close(fd)


def request(argv: list[str]) -> dict:
    """What the server needs to run ``argv`` as this process would."""
    import signal

    mask = os.umask(0)
    os.umask(mask)
    return {
        "protocol": PROTOCOL,
        "identity": identity(),
        "flags": tuple(sys.flags),
        "argv": list(argv),
        "cwd": os.getcwd(),
        "env": dict(os.environ),
        "umask": mask,
        "ignored": [s for s in FORWARDED if signal.getsignal(s) is signal.SIG_IGN],
    }


def forward(argv: list[str]) -> int | None:
    """Run ``argv`` (``sys.argv``) in this user's server and return its exit status, or None
    when no server takes it (then the caller runs it)."""
    if os.environ.get("ODSGEN_SERVER", "").lower() in ("0", "off", "no", "false"):
        return None
    path = socket_path()
    if path is None or not private_dir(os.path.dirname(path)):
        return None
    try:
        os.lstat(path)
    except OSError:
        return None  # (no server: the common case, one lstat)
    import marshal
    import socket

    sock = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    try:
        at(sock, path, "connect")
        if peer_uid(sock) != os.geteuid():
            return None
        socket.send_fds(sock, [marshal.dumps(request(argv))], [0, 1, 2])
        reply = sock.recv(256)
    except (OSError, ValueError):  # (no server at the socket, a closed descriptor, ...): run here
        sock.close()
        return None
    if not reply.startswith(b"P"):  # declined ("D" and the reason), or the server went away
        sock.close()
        return None
    return _wait(sock)


def _wait(sock) -> int:
    """The child's exit status, passing this process's signals on to it meanwhile."""
    import marshal
    import signal

    def pass_on(signum, frame) -> None:
        try:
            sock.send(b"S" + str(signum).encode())
        except OSError:
            pass

    for s in FORWARDED:
        if signal.getsignal(s) is not signal.SIG_IGN:
            signal.signal(s, pass_on)
    while True:
        try:
            reply = sock.recv(256)
        except InterruptedError:
            continue
        except OSError:
            reply = b""
        if reply.startswith(b"X"):
            break
        if not reply:
            _say("odsgen: the odsgen server ended while it ran this command (odsgen serve --status)\n")
            return 1
    kind, value = marshal.loads(reply[1:])
    if kind == "signal":
        signal.signal(value, signal.SIG_DFL)
        os.kill(os.getpid(), value)
        return 128 + value
    return value


def _say(text: str) -> None:
    try:
        sys.stderr.write(text)
        sys.stderr.flush()
    except (OSError, ValueError):
        pass

"""The native client (``odsgen serve --install-client``): a command run through it answers
as the same command of the Python ``odsgen`` run alone, with a server running or not.

Each case compares all a user sees (exit status, standard output and error) with the
command run by odsgen's own process (``ODSGEN_SERVER=off``), and the server's account
(``--status``) shows whether the server ran it, so that a case cannot pass by the client
quietly running odsgen itself.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from test_serve import EXAMPLES, Server, _cases, _wait_running, waiting
from test_serve import run as run_python

COMPILER_HINT = "no C compiler for the native client: apt-get install gcc"


@pytest.fixture(scope="module")
def client(tmp_path_factory) -> Path:
    """The native client of this odsgen, compiled once for the module."""
    from odsgen.client import ClientError, compiler

    try:
        compiler()
    except ClientError:
        if os.environ.get("CI", "").strip().lower() in ("true", "1"):
            pytest.fail(f"{COMPILER_HINT}; CI=true requires one", pytrace=False)
        pytest.skip(COMPILER_HINT)
    folder = tmp_path_factory.mktemp("native-client")
    proc = subprocess.run(
        [sys.executable, "-m", "odsgen", "serve", "--install-client", str(folder)], capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == f"odsgen serve: wrote the native client {folder / 'odsgen'}\n"
    return folder / "odsgen"


@pytest.fixture
def server(tmp_path):
    s = Server(tmp_path)
    yield s
    s.stop()


def run_native(client: Path, argv: list, env: dict, cwd: Path, stdin: bytes = b"") -> tuple:
    proc = subprocess.run([client, *argv], env=env, cwd=cwd, input=stdin, capture_output=True, timeout=300)
    return proc.returncode, proc.stdout, proc.stderr


def _rfc(tmp_path: Path) -> Path:
    d = tmp_path / "rfc"
    shutil.copytree(EXAMPLES / "rfc", d)
    return d


VALIDATE = ["validate", "sample.mlir", "--spec", "example.td", "--target", "v1"]


def _answers_as_alone(client: Path, server: Server, env: dict, cwd: Path) -> tuple[int, int]:
    """``VALIDATE`` through the native client answers as the Python odsgen alone does; the
    server's (served, declined) counts after it."""
    assert run_native(client, VALIDATE, env, cwd) == run_python(VALIDATE, env, cwd, False)
    status = server.status()
    return status["served"], status["declined"]


def test_every_case_served_answers_as_the_python_odsgen_served(client, server, tmp_path):
    """Each case through the native client is the same case through the Python odsgen's
    client, both served (tests/runtime/test_serve.py shows the served case answers as the
    command alone; the fallback below compares with odsgen alone)."""
    d = _rfc(tmp_path)
    cases = _cases("rfc")
    for argv, stdin in cases:
        assert run_native(client, argv, server.env, d, stdin) == run_python(argv, server.env, d, True, stdin), argv
    status = server.status()
    assert (status["served"], status["declined"]) == (2 * len(cases), 0)


def test_with_no_server_or_with_it_off_the_client_runs_odsgen(client, server, tmp_path):
    d = _rfc(tmp_path)
    alone = run_python(VALIDATE, server.env, d, False)
    assert alone[0] == 1 and b"is not available on the target" in alone[1]
    assert run_native(client, VALIDATE, dict(server.env, ODSGEN_SERVER="off"), d) == alone
    elsewhere = tmp_path / "no-server"
    elsewhere.mkdir(mode=0o700)
    assert run_native(client, VALIDATE, dict(server.env, XDG_RUNTIME_DIR=str(elsewhere)), d) == alone
    assert server.status()["served"] == 0
    # `odsgen serve ...` is the server's own command, never handed to it
    code, out, err = run_native(client, ["serve", "--status"], server.env, d)
    assert code == 0 and b'"pid": %d' % server.proc.pid in out, err


def test_another_environment_is_declined_and_run_by_odsgen(client, server, tmp_path):
    other = dict(server.env, ODSGEN_SOMETHING_ELSE="1")
    assert _answers_as_alone(client, server, other, _rfc(tmp_path)) == (0, 1)


def test_arguments_that_are_not_utf8_are_the_same_bytes_in_the_server(client, server, tmp_path):
    """A file name with a byte that is not UTF-8 reaches the command as the Python odsgen's
    own arguments do (decoded as the interpreter decodes them), and the report names it alike."""
    d = _rfc(tmp_path)
    (d / os.fsdecode(b"bad\xff.mlir")).write_bytes((d / "sample.mlir").read_bytes())
    argv = [b"validate", b"bad\xff.mlir", b"--spec", b"example.td", b"--target", b"v1"]
    served = run_native(client, argv, server.env, d)
    alone = subprocess.run(
        [sys.executable, "-m", "odsgen", *argv], env=dict(server.env, ODSGEN_SERVER="off"), cwd=d, capture_output=True
    )
    assert served == (alone.returncode, alone.stdout, alone.stderr)
    assert served[0] == 1 and b"bad" in served[1]
    assert server.status()["served"] == 1


@pytest.mark.slow  # (two servers' worth of commands a case: the suite runs it, the fast tier does not)
@pytest.mark.parametrize(
    "signum, end",
    [
        (signal.SIGINT, (130, "odsgen: interrupted\n")),  # (Ctrl-C: odsgen's own ending)
        (signal.SIGHUP, (-signal.SIGHUP, "")),  # (odsgen does not handle it: the command dies of it)
    ],
)
def test_a_signal_to_the_client_ends_the_command_as_it_ends_odsgens(client, server, tmp_path, signum, end):
    """A signal, passed on to the command in the server, ends it as it ends the Python
    odsgen's served command, and the client ends as that process does."""
    d = _rfc(tmp_path)
    ends = {}
    for name, cmd in (("native", [client]), ("python", None)):
        proc = waiting(server, d, cmd)
        _wait_running(server, 1)  # (the command waits for its module on standard input)
        proc.send_signal(signum)
        _, err = proc.communicate(timeout=60)
        ends[name] = (proc.returncode, err.decode()[-len(end[1]) :] if end[1] else "")
        _wait_running(server, 0)
    assert ends == {"native": end, "python": end}
    assert server.status()["served"] == 2


def test_a_server_gone_mid_command_is_an_error(client, server, tmp_path):
    d = _rfc(tmp_path)
    proc = waiting(server, d, [client])
    _wait_running(server, 1)
    server.proc.kill()
    server.proc.wait()
    out, err = proc.communicate(input=b"", timeout=60)
    assert proc.returncode == 1
    assert "odsgen: the odsgen server ended while it ran this command (odsgen serve --status)\n" in err.decode()


@pytest.mark.slow
def test_a_server_of_other_flags_declines_the_client(client, tmp_path):
    """The native client stands for a plain start of the odsgen command: a server started
    with other interpreter flags (-X dev) does not run its commands."""
    s = Server(tmp_path, flags=("-X", "dev"))
    try:
        assert _answers_as_alone(client, s, s.env, _rfc(tmp_path)) == (0, 1)
    finally:
        s.stop()


def test_install_errors(tmp_path):
    no_cc = subprocess.run(
        [sys.executable, "-m", "odsgen", "serve", "--install-client", str(tmp_path)],
        env=dict(os.environ, CC=str(tmp_path / "no-such-cc")),
        capture_output=True,
        text=True,
    )
    assert no_cc.returncode == 2 and no_cc.stderr.startswith("odsgen serve: error: ")
    assert "no-such-cc" in no_cc.stderr and "Traceback" not in no_cc.stderr
    assert list(tmp_path.iterdir()) == []  # (nothing half-written)
    missing = subprocess.run(
        [sys.executable, "-m", "odsgen", "serve", "--install-client", str(tmp_path / "no" / "odsgen")],
        capture_output=True,
        text=True,
    )
    assert missing.returncode == 2 and "No such file or directory" in missing.stderr
    itself = subprocess.run(
        [sys.executable, "-m", "odsgen", "serve", "--install-client", sys.executable], capture_output=True, text=True
    )
    assert itself.returncode == 2 and "is what the client runs" in itself.stderr


@pytest.mark.slow
def test_an_environment_that_is_not_utf8_is_the_servers(client, tmp_path, monkeypatch):
    """An environment value that is not UTF-8 is sent as its bytes and decoded as the server
    decoded its own: equal environments, so the command is served (and answers as alone)."""
    monkeypatch.setitem(os.environb, b"ODSGEN_TEST_BYTES", b"caf\xe9")
    s = Server(tmp_path)
    try:
        assert _answers_as_alone(client, s, s.env, _rfc(tmp_path)) == (1, 0)
    finally:
        s.stop()

"""``odsgen serve``: a command run in the server answers as the same command run alone.

Each case runs one odsgen command twice, as a process of its own (``ODSGEN_SERVER=off``)
and as a process that hands it to a running server, and compares all a user sees: the
exit status, standard output and error, and the files written (with their modes).
The server's own account (``odsgen serve --status``) shows it ran them, so that a case
cannot pass by the client quietly running the command itself.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


class Server:
    """An ``odsgen serve`` of a test's own: its socket in a private runtime folder."""

    def __init__(self, tmp: Path, *serve_args: str, flags: tuple[str, ...] = ()) -> None:
        """``flags``: the interpreter's own (``-X dev``), before ``-m odsgen serve``."""
        runtime = tmp / "xdg-runtime"
        runtime.mkdir(mode=0o700, exist_ok=True)
        self.env = {k: v for k, v in os.environ.items() if k != "ODSGEN_SERVER"}
        self.env["XDG_RUNTIME_DIR"] = str(runtime)
        self.log = tmp / "serve.log"
        self.proc = subprocess.Popen(
            [sys.executable, *flags, "-m", "odsgen", "serve", "--idle", "120", *serve_args],
            env=self.env,
            stdout=subprocess.DEVNULL,
            stderr=self.log.open("w"),
        )
        deadline = time.monotonic() + 60
        while "listening at" not in self.log.read_text():
            assert self.proc.poll() is None, self.log.read_text()
            assert time.monotonic() < deadline, "the server did not start"
            time.sleep(0.05)

    def status(self) -> dict:
        proc = subprocess.run(
            [sys.executable, "-m", "odsgen", "serve", "--status"], env=self.env, capture_output=True, text=True
        )
        assert proc.returncode == 0, proc.stderr
        return json.loads(proc.stdout)

    def stop(self) -> None:
        if self.proc.poll() is None:
            subprocess.run([sys.executable, "-m", "odsgen", "serve", "--stop"], env=self.env, capture_output=True)
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


@pytest.fixture
def server(tmp_path):
    s = Server(tmp_path)
    yield s
    s.stop()


def run(argv: list[str], env: dict[str, str], cwd: Path, served: bool, stdin: bytes = b"") -> tuple:
    env = dict(env) if served else dict(env, ODSGEN_SERVER="off")
    proc = subprocess.run(
        [sys.executable, "-m", "odsgen", *argv], env=env, cwd=cwd, input=stdin, capture_output=True, timeout=300
    )
    return proc.returncode, proc.stdout, proc.stderr


def _examples() -> list[str]:
    return sorted(
        p.name for p in EXAMPLES.iterdir() if (p / "sample.mlir").is_file() and (p / "targets.toml").is_file()
    )


def _cases(name: str) -> list[tuple[list[str], bytes]]:
    """(argv, stdin): every command that checks a module, on what the example ships."""
    d = EXAMPLES / name
    (spec,) = [p.name for p in d.glob("*.td")]
    s = ["--spec", spec]
    cases = [
        (["validate", "sample.mlir", *s, "--target", "latest"], b""),
        (["validate", "sample.mlir", *s, "--target", "v1", "--format", "json"], b""),
        (["validate", "malformed.mlir", *s], b""),
        (["verify", "sample.mlir", "malformed.mlir", *s], b""),
        (["deduce", "sample.mlir", *s], b""),
        (["validate", "-", *s, "--target", "latest"], (d / "sample.mlir").read_bytes()),
        (["validate", "sample.mlir", *s, "--target", "no-such-target"], b""),
        (["validate", "missing.mlir", *s], b""),
        (["avail", "--spec", spec], b""),  # (a usage error: argparse's exit)
        (["avail", spec], b""),
    ]
    if name == "rfc":
        cases.append((["explain", "example.a", "--spec", spec, "--target", "version=V_1"], b""))
        cases.append((["validate", "sample.mlir", *s, "--target", "version=V_9"], b""))
    return cases


# (about 5 CPU-seconds an example: the fast tier runs the RFC's, as test_examples_validate does)
@pytest.mark.parametrize("name", [pytest.param(n, marks=() if n == "rfc" else pytest.mark.slow) for n in _examples()])
def test_every_case_answers_as_a_process_of_its_own(server, tmp_path, name):
    cases = _cases(name)
    d = tmp_path / name
    shutil.copytree(EXAMPLES / name, d)
    before = server.status()
    for argv, stdin in cases:
        alone = run(argv, server.env, d, served=False, stdin=stdin)
        served = run(argv, server.env, d, served=True, stdin=stdin)
        assert served == alone, argv
    after = server.status()
    assert after["served"] - before["served"] == len(cases)
    assert after["declined"] == before["declined"]


def test_an_output_file_is_written_as_alone_with_the_callers_umask(server, tmp_path):
    d = tmp_path / "rfc"
    shutil.copytree(EXAMPLES / "rfc", d)
    argv = ["validate", "sample.mlir", "--spec", "example.td", "--target", "v1", "--format", "json", "-o"]
    got = {}
    for served in (False, True):
        out = d / f"report-{served}.json"
        env = dict(server.env)
        proc = subprocess.run(
            ["sh", "-c", 'umask 027 && exec "$@"', "sh", sys.executable, "-m", "odsgen", *argv, out.name],
            env=env if served else dict(env, ODSGEN_SERVER="off"),
            cwd=d,
            capture_output=True,
        )
        got[served] = (proc.returncode, proc.stdout, proc.stderr, out.read_bytes(), out.stat().st_mode & 0o777)
    assert got[True] == got[False]
    assert got[True][4] == 0o640
    assert server.status()["served"] == 1


@pytest.mark.slow  # (the whole suite runs it; the fast tier, issue 36 item 4, does not)
def test_a_file_changed_since_the_server_read_it_is_read_again(server, tmp_path):
    """The server warmed up on the targets file; once it changes, the next command is declined
    (run by its own process, with the new file) and the server starts afresh."""
    d = tmp_path / "rfc"
    shutil.copytree(EXAMPLES / "rfc", d)
    argv = ["validate", "sample.mlir", "--spec", "example.td", "--target", "v1"]
    first = run(argv, server.env, d, served=True)
    assert first == run(argv, server.env, d, served=False)
    pid = server.status()["pid"]
    targets = d / "targets.toml"
    targets.write_text(targets.read_text().replace('target = "version=V_1"', 'target = "version=V_3"'))
    changed = run(argv, server.env, d, served=True)
    assert changed == run(argv, server.env, d, served=False)
    assert changed != first  # (v1 now names the newest version: the sample is legal on it)
    deadline = time.monotonic() + 60
    while True:  # (the same process, started afresh by exec, answers the next command)
        try:
            status = server.status()
            if status["served"] == 0 and status["pid"] == pid:
                break
        except (AssertionError, json.JSONDecodeError):
            pass
        assert time.monotonic() < deadline
        time.sleep(0.1)
    assert run(argv, server.env, d, served=True) == changed
    assert server.status()["served"] == 1


def test_another_environment_is_run_by_its_own_process(server, tmp_path):
    d = tmp_path / "rfc"
    shutil.copytree(EXAMPLES / "rfc", d)
    argv = ["validate", "sample.mlir", "--spec", "example.td", "--target", "v1"]
    other = dict(server.env, ODSGEN_SOMETHING_ELSE="1")
    assert run(argv, other, d, served=True) == run(argv, other, d, served=False)
    status = server.status()
    assert (status["served"], status["declined"]) == (0, 1)


def waiting(server: Server, cwd: Path, cmd: list | None = None, quiet: bool = False) -> subprocess.Popen:
    """``odsgen validate -`` (``cmd``: the odsgen command, default this interpreter's) started,
    waiting for its module on standard input: a command that runs until told otherwise."""
    out = subprocess.DEVNULL if quiet else subprocess.PIPE
    return subprocess.Popen(
        [*(cmd or [sys.executable, "-m", "odsgen"]), "validate", "-", "--spec", "example.td", "--target", "v1"],
        env=server.env,
        cwd=cwd,
        stdin=subprocess.PIPE,
        stdout=out,
        stderr=out,
    )


def _wait_running(server: Server, n: int) -> None:
    deadline = time.monotonic() + 60
    while server.status()["running"] != n:
        assert time.monotonic() < deadline
        time.sleep(0.05)


def test_ctrl_c_interrupts_the_command_in_the_server(server, tmp_path):
    d = tmp_path / "rfc"
    shutil.copytree(EXAMPLES / "rfc", d)
    proc = waiting(server, d)
    _wait_running(server, 1)  # (the command waits for its module on standard input)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130
    assert err.decode().endswith("odsgen: interrupted\n")
    _wait_running(server, 0)


def test_a_killed_client_ends_its_command(server, tmp_path):
    d = tmp_path / "rfc"
    shutil.copytree(EXAMPLES / "rfc", d)
    proc = waiting(server, d, quiet=True)
    _wait_running(server, 1)
    proc.kill()
    proc.wait()
    _wait_running(server, 0)


def test_a_server_gone_mid_command_is_an_error_not_a_traceback(server, tmp_path):
    d = tmp_path / "rfc"
    shutil.copytree(EXAMPLES / "rfc", d)
    proc = waiting(server, d)
    _wait_running(server, 1)
    server.proc.kill()
    server.proc.wait()
    out, err = proc.communicate(input=b"", timeout=60)  # (the orphaned command ends too)
    assert proc.returncode == 1
    assert "the odsgen server ended while it ran this command" in err.decode()
    assert "Traceback" not in err.decode()


def test_a_socket_folder_others_may_enter_is_never_used(tmp_path):
    runtime = tmp_path / "runtime"
    (runtime / "odsgen").mkdir(parents=True)
    runtime.chmod(0o700)
    (runtime / "odsgen").chmod(0o755)
    env = {k: v for k, v in os.environ.items() if k != "ODSGEN_SERVER"}
    env["XDG_RUNTIME_DIR"] = str(runtime)
    proc = subprocess.run([sys.executable, "-m", "odsgen", "serve"], env=env, capture_output=True, text=True)
    assert proc.returncode == 2
    assert "only it may enter" in proc.stderr
    assert not any((runtime / "odsgen").iterdir())
    # and a client there runs its command itself
    d = tmp_path / "rfc"
    shutil.copytree(EXAMPLES / "rfc", d)
    argv = ["validate", "sample.mlir", "--spec", "example.td", "--target", "v1"]
    assert run(argv, env, d, served=True) == run(argv, env, d, served=False)


@pytest.mark.slow  # (the whole suite runs it; the fast tier, issue 36 item 4, does not)
def test_stop_status_and_idle(tmp_path):
    s = Server(tmp_path, "--idle", "1")
    try:
        s.proc.wait(timeout=60)  # (no request for a second: it ends)
        assert s.proc.returncode == 0
        proc = subprocess.run(
            [sys.executable, "-m", "odsgen", "serve", "--status"], env=s.env, capture_output=True, text=True
        )
        assert proc.returncode == 1 and "no server is running" in proc.stderr
    finally:
        s.stop()
    again = Server(tmp_path)
    try:
        second = subprocess.run(
            [sys.executable, "-m", "odsgen", "serve"], env=again.env, capture_output=True, text=True
        )
        assert second.returncode == 2 and "a server already listens" in second.stderr
        stop = subprocess.run([sys.executable, "-m", "odsgen", "serve", "--stop"], env=again.env, capture_output=True)
        assert stop.returncode == 0
        assert again.proc.wait(timeout=30) == 0
    finally:
        again.stop()


@pytest.mark.slow  # (a server of its own: the whole suite runs it)
def test_a_socket_deeper_than_a_socket_address_may_be(tmp_path):
    """A Unix socket's address holds 108 bytes; a deep ``$XDG_RUNTIME_DIR`` is reached
    through its folder opened as /proc/self/fd/N (odsgen.served.at)."""
    deep = tmp_path / ("d" * 60) / ("e" * 60)
    deep.mkdir(parents=True)
    s = Server(deep)
    try:
        assert len(str(s.status()["socket"])) > 108
        d = tmp_path / "rfc"
        shutil.copytree(EXAMPLES / "rfc", d)
        argv = ["validate", "sample.mlir", "--spec", "example.td", "--target", "v1"]
        assert run(argv, s.env, d, served=True) == run(argv, s.env, d, served=False)
        assert s.status()["served"] == 1
    finally:
        s.stop()


def test_the_names_of_one_interpreter_are_one_server(server, tmp_path):
    """A venv's ``python`` and ``python3`` (and the ``odsgen`` script, which names one of
    them) are one interpreter in one environment: a server started by one serves the other
    (odsgen.served.identity: the interpreter's real file and sys.prefix)."""
    here = Path(sys.executable)
    names = [here.with_name(n) for n in ("python", "python3", f"python3.{sys.version_info.minor}")]
    other = next((p for p in names if p.exists() and p.name != here.name and p.resolve() == here.resolve()), None)
    if other is None:
        pytest.skip(f"no other name of {here} beside it")
    d = tmp_path / "rfc"
    shutil.copytree(EXAMPLES / "rfc", d)
    argv = ["validate", "sample.mlir", "--spec", "example.td", "--target", "v1"]
    proc = subprocess.run([other, "-m", "odsgen", *argv], env=server.env, cwd=d, capture_output=True, timeout=300)
    assert (proc.returncode, proc.stdout, proc.stderr) == run(argv, server.env, d, served=False)
    assert server.status()["served"] == 1

"""The CLI's last-resort handlers, and the process and interrupt primitives under them.

Whatever escapes a command ends in odsgen.cli.main as one line on stderr and an exit
status: the command's error status (1; 2 for validate, deduce and explain, where 1 means
"illegal ops"), 130 for Ctrl-C, 143 for SIGTERM; never a traceback.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest
from lark import Tree
from lark.exceptions import VisitError

from odsgen import cli
from odsgen.diagnostics import Diagnostic, OdsgenError, Severity
from odsgen.parallel import deferred_interrupts, forked, process_pool, worker_count


def _huge_int_error() -> ValueError:
    try:
        str(10**5000)
    except ValueError as exc:
        return exc
    raise AssertionError("Python converted a 5001-digit integer: the limit is off")


def _bad_input() -> OdsgenError:
    return OdsgenError(Diagnostic(None, Severity.ERROR, "something is wrong here"))


CASES = [
    (lambda: _bad_input(), "error: something is wrong here"),
    (lambda: VisitError("rule", Tree("rule", []), _bad_input()), "error: something is wrong here"),
    (lambda: VisitError("rule", Tree("rule", []), RecursionError()), "error: input nests too deeply"),
    (lambda: RecursionError("maximum recursion depth exceeded"), "error: input nests too deeply"),
    (lambda: MemoryError(), "error: out of memory"),
    (_huge_int_error, f"error: a number has more than {sys.get_int_max_str_digits()} digits"),
    (lambda: FileNotFoundError(2, "No such file or directory", "x.td"), "error: x.td: No such file or directory"),
    (lambda: TypeError("a bug"), "odsgen: internal error: TypeError: a bug"),
]


@pytest.mark.parametrize("command,status", [("print", 1), ("validate", 2)])
@pytest.mark.parametrize("make,message", CASES)
def test_escaping_exception_is_one_message(monkeypatch, capsys, tmp_path, command, status, make, message):
    module = {"print": "print_", "validate": "validate"}[command]
    mod = __import__(f"odsgen.commands.{module}", fromlist=["run"])

    def boom(args):
        raise make()

    monkeypatch.setattr(mod, "run", boom)
    monkeypatch.delenv("ODSGEN_TRACEBACK", raising=False)
    argv = [command, str(tmp_path / "m.mlir")] + (["--spec", "s.td"] if command == "validate" else [])
    assert cli.main(argv) == status
    err = capsys.readouterr().err
    assert err.startswith(message), err
    assert "Traceback" not in err


@pytest.mark.parametrize("exc,status", [(KeyboardInterrupt, 130), (cli.Terminated, 143)])
def test_interrupt_escaping_a_command(monkeypatch, capsys, tmp_path, exc, status):
    import odsgen.commands.print_ as mod

    def boom(args):
        raise exc

    monkeypatch.setattr(mod, "run", boom)
    assert cli.main(["print", str(tmp_path / "m.mlir")]) == status
    assert capsys.readouterr().err == "odsgen: interrupted\n"


def test_interrupt_while_building_the_parser(monkeypatch, capsys):
    def boom(argv=None):
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "build_parser", boom)
    assert cli.main(["print", "x"]) == 130
    assert capsys.readouterr().err == "odsgen: interrupted\n"


def test_broken_pipe_is_quiet(monkeypatch, capsys, tmp_path):
    import odsgen.commands.print_ as mod

    def boom(args):
        raise BrokenPipeError(32, "Broken pipe")

    monkeypatch.setattr(mod, "run", boom)
    monkeypatch.setattr(sys, "stdout", sys.stdout)  # main() swaps in /dev/null; restore it after
    assert cli.main(["print", str(tmp_path / "m.mlir")]) == 0
    assert capsys.readouterr().err == ""


# ------------------------------------------------------------------ parallel primitives


def test_worker_count_env_override(monkeypatch):
    monkeypatch.setenv("ODSGEN_JOBS", "2")
    assert worker_count() == 2
    assert worker_count(limit=1) == 1
    monkeypatch.setenv("ODSGEN_JOBS", "1")
    assert worker_count() == 1
    monkeypatch.setenv("ODSGEN_JOBS", "lots")  # not a number: the machine decides
    assert 1 <= worker_count() <= 8


@pytest.fixture
def sigint_as(request):
    """SIGINT's handler set to the test's parameter for the test, and put back after. The
    tests must not take the one they inherit: a Python started in the background by a
    non-interactive shell (``pytest ... &``) finds SIGINT ignored and keeps it ignored, so
    its SIGINT handler is SIG_IGN, not ``default_int_handler`` (which is how
    the test below failed in a fast tier run that way, and passed alone in a terminal)."""
    old = signal.signal(signal.SIGINT, request.param)
    yield request.param
    signal.signal(signal.SIGINT, old)


@pytest.mark.parametrize("sigint_as", [signal.default_int_handler], indirect=True)
def test_deferred_interrupt_is_delivered_after_the_block(sigint_as):
    done = []
    with pytest.raises(KeyboardInterrupt):
        with deferred_interrupts():
            os.kill(os.getpid(), signal.SIGINT)
            time.sleep(0.05)
            done.append("the block ran to its end")
    assert done == ["the block ran to its end"]
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


@pytest.mark.parametrize("sigint_as", [signal.SIG_IGN], indirect=True)
def test_an_ignored_interrupt_stays_ignored_after_the_block(sigint_as):
    """Where SIGINT is ignored (a background job, nohup), one held back in the block is
    delivered to SIG_IGN after it: nothing is raised, and SIGINT is still ignored."""
    with deferred_interrupts():
        os.kill(os.getpid(), signal.SIGINT)
        time.sleep(0.05)
    assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not hasattr(os, "fork") or not os.path.exists("/proc/self/stat"), reason="needs fork and /proc")
def test_forked_helper_is_killed_when_the_parent_leaves_early():
    with pytest.raises(KeyboardInterrupt):
        with forked(lambda: time.sleep(60)) as helper:
            pid = helper.pid
            raise KeyboardInterrupt
    assert not _alive(pid)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_forked_helper_result():
    with forked(lambda: sum(range(10))) as helper:
        assert helper.result() == 45


@pytest.mark.skipif(not hasattr(os, "fork") or not os.path.exists("/proc/self/stat"), reason="needs fork and /proc")
def test_pool_workers_ignore_sigint_and_are_killed_on_interrupt():
    with pytest.raises(KeyboardInterrupt):
        with process_pool(2) as pool:
            pids = list(pool._processes)
            fut = pool.submit(time.sleep, 60)
            for pid in pids:  # what Ctrl-C does to the whole process group
                os.kill(pid, signal.SIGINT)
            time.sleep(0.3)
            assert all(_alive(pid) for pid in pids), "a worker died of SIGINT"
            assert not fut.done()
            raise KeyboardInterrupt
    assert not any(_alive(pid) for pid in pids)


def test_only_the_named_commands_module_is_imported():
    """``odsgen records ...`` imports odsgen.commands.records alone (building every
    command's arguments cost about 20 ms of each run; issue 25, item 5), and the
    top-level help still lists every command."""
    code = (
        "import sys\n"
        "from odsgen.cli import build_parser\n"
        "args = build_parser(['records', 'x.td']).parse_args(['records', 'x.td'])\n"
        "print(args._module.__name__)\n"
        "print(sorted(m for m in sys.modules if m.startswith('odsgen.commands.')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.splitlines()
    assert out == ["odsgen.commands.records", "['odsgen.commands.records']"]
    listed = cli.build_parser(["--help"]).format_help()
    assert all(name in listed for name, _module, _help in cli.COMMANDS)
    assert "--per-version" in cli.build_parser(["gen"])._subparsers._group_actions[0].choices["gen"].format_help()

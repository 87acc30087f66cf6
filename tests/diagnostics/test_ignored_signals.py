"""A signal odsgen was started with ignored stays ignored (odsgen.cli.run).

A background job of a non-interactive shell (``odsgen gen ... &`` in a script) starts
with SIGINT ignored, so that a Ctrl-C meant for the foreground leaves it running; the
Python interpreter keeps such a disposition, and so must odsgen's own handlers, both
while the command runs and after it has returned. The run here is the real CLI in a
session of its own, started with the signal ignored, and signalled while it works: it
must finish its output and exit 0. The same run without the signal ignored is
interrupted (exit 130/143), which shows that the signal did arrive while it worked.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]

SPEC = """include "odsgen/base.td"
def D_Dialect : Dialect { let name = "quiet"; let cppNamespace = "::quiet"; }
def V0 : I32EnumAttrCase<"V_0", 0>;
def V1 : I32EnumAttrCase<"V_1", 1>;
def VAttr : I32EnumAttr<"Version", "v", [V0, V1]> { let cppNamespace = "::quiet"; }
class MinVersion<I32EnumAttrCase min> : MinVersionBase<"QueryMinVersionInterface", VAttr, min>;
"""
OP = 'def Op{i} : Op<D_Dialect, "op{i}"> {{ let availability = [MinVersion<V{v}>]; }}\n'


def _run(tmp_path: Path, sig: int, ignored: bool) -> tuple[int, str, Path]:
    spec = tmp_path / "quiet.td"
    spec.write_text(SPEC + "".join(OP.format(i=i, v=i % 2) for i in range(300)))
    out = tmp_path / f"out-{sig}-{ignored}"
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "cache"))  # cold: the run lasts seconds

    def start() -> None:
        if ignored:
            signal.signal(sig, signal.SIG_IGN)

    proc = subprocess.Popen(
        [sys.executable, "-m", "odsgen", "gen", str(spec), "-o", str(out)],
        cwd=REPO,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
        preexec_fn=start,
    )
    try:
        time.sleep(1.0)  # well into the run: the commands imported, the spec loading
        assert proc.poll() is None, "the run ended before the signal: make it longer"
        os.killpg(proc.pid, sig)
        _, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    return proc.returncode, err.decode(errors="replace"), out


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_a_signal_started_ignored_stays_ignored(tmp_path, sig):
    rc, err, out = _run(tmp_path, sig, ignored=True)
    assert rc == 0, err
    assert "interrupted" not in err and "Traceback" not in err, err
    ops = out / "quiet" / "ops.py"
    assert ops.is_file() and "class Op299(" in ops.read_text(), "the package is incomplete"


def test_the_same_signal_not_ignored_interrupts(tmp_path):
    rc, err, _ = _run(tmp_path, signal.SIGINT, ignored=False)
    assert rc == 130, err
    assert err.endswith("odsgen: interrupted\n"), err

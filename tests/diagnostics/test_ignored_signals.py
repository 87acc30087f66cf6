"""A signal odsgen was started with ignored stays ignored (odsgen.cli.run).

A background job of a non-interactive shell (``odsgen validate ... &`` in a script)
starts with SIGINT ignored, so that a Ctrl-C meant for the foreground leaves it running;
the Python interpreter keeps such a disposition, and so must odsgen's own handlers. The
run here is the real CLI in a session of its own, started with the signal ignored,
reading its module from standard input: it is signalled while it waits there (inside
``run()``, its handlers installed: seen in /proc), then given the module, and must give
the report it gives unsignalled. The same run without the signal ignored is interrupted
(exit 130), which shows that the signal did arrive while it worked.
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
GPU = REPO / "examples" / "gpu"
ARGS = ["validate", "-", "--spec", str(GPU / "gpu.td"), "--target", str(GPU / "targets.toml")]

pytestmark = pytest.mark.skipif(not Path("/proc/self/wchan").exists(), reason="needs /proc to see a process wait")


def _reading_stdin(pid: int) -> bool:
    """Whether process ``pid`` is blocked reading a pipe (its standard input here)."""
    try:
        return "pipe_read" in Path(f"/proc/{pid}/wchan").read_text()
    except OSError:
        return False


def _run(sig: int | None, ignored: bool) -> tuple[int, str, str]:
    """The CLI's exit status, stdout and stderr, signalled with ``sig`` (None: not at all)
    while it waits for its module on standard input."""

    def start() -> None:
        if ignored and sig is not None:
            signal.signal(sig, signal.SIG_IGN)

    proc = subprocess.Popen(
        [sys.executable, "-m", "odsgen", *ARGS],
        cwd=REPO,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
        preexec_fn=start,
    )
    try:
        deadline = time.monotonic() + 60
        while sig is not None and not _reading_stdin(proc.pid):
            assert proc.poll() is None, "the CLI ended before it read its module"
            assert time.monotonic() < deadline, "the CLI never waited for its module"
            time.sleep(0.01)
        if sig is not None:
            os.killpg(proc.pid, sig)
            time.sleep(0.2)  # (delivered: a handler would have run by now)
        out, err = proc.communicate((GPU / "sample.mlir").read_bytes(), timeout=120)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    return proc.returncode, out.decode(errors="replace"), err.decode(errors="replace")


@pytest.fixture(scope="module")
def unsignalled() -> tuple[int, str, str]:
    return _run(None, ignored=False)


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_a_signal_started_ignored_stays_ignored(sig, unsignalled):
    rc, out, err = _run(sig, ignored=True)
    assert "interrupted" not in err and "Traceback" not in err, err
    assert (rc, out) == unsignalled[:2], err
    assert unsignalled[0] == 1 and "baseline" in unsignalled[1], unsignalled  # (a real report: some target lacks ops)


def test_the_same_signal_not_ignored_interrupts():
    rc, out, err = _run(signal.SIGINT, ignored=False)
    assert rc == 130, (out, err)
    assert err.endswith("odsgen: interrupted\n"), err

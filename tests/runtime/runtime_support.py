"""Helpers for the runtime tests: where the inputs are, running mlir-opt and ``odsgen print``."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

INPUTS = Path(__file__).resolve().parent / "inputs"
REPO = Path(__file__).resolve().parents[2]
MLIR_OPT = Path(os.environ.get("ODSGEN_LLVM_ROOT", "/usr/lib/llvm-22")) / "bin" / "mlir-opt"


def require_mlir_opt() -> Path:
    """Path of mlir-opt 22; skips the calling test without it (fails it under CI=true)."""
    if MLIR_OPT.is_file() and os.access(MLIR_OPT, os.X_OK):
        return MLIR_OPT
    reason = f"mlir-opt of LLVM/MLIR 22 not found at {MLIR_OPT} (apt-get install mlir-22-tools)"
    if os.environ.get("CI", "").strip().lower() in ("true", "1"):
        pytest.fail(reason + "; CI=true requires it", pytrace=False)
    pytest.skip(reason)


def require_bindings() -> None:
    """Skip the calling test without the MLIR Python bindings (the ``mlir`` extra; fail it
    under CI=true, which installs them)."""
    try:
        import mlir.ir  # noqa: F401, PLC0415
    except ImportError:
        reason = "the MLIR Python bindings are not installed (pip install 'odsgen[mlir]')"
        if os.environ.get("CI", "").strip().lower() in ("true", "1"):
            pytest.fail(reason + "; CI=true requires them", pytrace=False)
        pytest.skip(reason)


def run_mlir_opt(mlir_opt: Path, text: str, *flags: str) -> str:
    """``mlir-opt --mlir-print-op-generic FLAGS`` on ``text``; the generic output."""
    proc = subprocess.run(
        [str(mlir_opt), "--allow-unregistered-dialect", "--mlir-print-op-generic", *flags, "-"],
        input=text,
        capture_output=True,
        text=True,
        timeout=120,
    )
    if proc.returncode != 0:
        raise AssertionError(f"mlir-opt rejected its input:\n{proc.stderr}\n--- input ---\n{text[:4000]}")
    return proc.stdout


def run_odsgen(*args: str, stdin: bytes | None = None, timeout: float = 120) -> subprocess.CompletedProcess:
    """``python -m odsgen ARGS`` in a subprocess (the real CLI, exit code and all)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = str(REPO) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    return subprocess.run(
        [sys.executable, "-m", "odsgen", *args],
        input=stdin,
        capture_output=True,
        timeout=timeout,
        env=env,
        cwd=str(REPO),
    )


def run_odsgen_in_process(
    *args: str | os.PathLike, cwd: str | os.PathLike = REPO, text: bool = False
) -> subprocess.CompletedProcess:
    """``odsgen ARGS`` through ``odsgen.cli.main`` in this process, in the working directory
    ``cwd`` (``run_odsgen``'s by default), with ``subprocess.run``'s result: exit status,
    stdout and stderr (bytes, or str with ``text``).

    For tests of what a command reports (its text, JSON, SARIF and exit status, argparse's
    usage errors included, whose SystemExit ends a process with that status): a spec
    loaded by an earlier call in this worker is not loaded again (the library's own memo),
    which a new process would do at the cost of a second or more. Tests of the process
    itself (signals, stdin, files written, concurrency, startup) use ``run_odsgen``."""
    import contextlib
    import io

    from odsgen.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.chdir(cwd), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            rc = main([str(a) for a in args])
        except SystemExit as exc:  # argparse's usage errors and --help, which end the process
            rc = exc.code if isinstance(exc.code, int) else 0 if exc.code is None else 1
    got = out.getvalue(), err.getvalue()
    if not text:
        got = tuple(t.encode("utf-8", "surrogateescape") for t in got)
    return subprocess.CompletedProcess(["odsgen", *map(str, args)], rc, *got)


class CaseTimeout(TimeoutError):
    """A fuzz case ran past its time bound (``time_bound``)."""


@contextmanager
def time_bound(seconds: float) -> Iterator[None]:
    """Raise CaseTimeout in the block after ``seconds`` (main thread, POSIX; elsewhere no bound)."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def on_alarm(signum, frame):
        raise CaseTimeout(f"a case took more than {seconds} s")

    old = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)

"""Ctrl-C, SIGTERM and a killed parent while the real CLI runs its worker processes.

Each run starts ``python -m odsgen`` in a session of its own, so that its process group
holds the CLI and every process it started, and signals it at a fixed delay or once
its workers are up: SIGINT to the whole group (what a terminal's Ctrl-C does) or to the
CLI alone (``kill -INT``), SIGTERM, SIGKILL. Every run must end promptly (no hang in a
pool's shutdown) with exit 130 / 143 and the one line ``odsgen: interrupted`` (or 0 when
it finished first), print no traceback, leave no process of its group alive (workers
die with their parent) and no temporary file in its output or cache directory.

Covered: ``gen`` with black in parallel worker processes (``-j 3``), ``records`` with the
two-process parse (``ODSGEN_JOBS=2`` forces it on a loaded machine), ``validate -j 2``.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc to find processes")

REPO = Path(__file__).resolve().parents[2]
HANG = 60  # seconds after the signal: a run still alive then is hung
PROMPT = 15  # seconds after the signal: a loaded CI machine still ends a run by then


def _stat(pid: str) -> list[str] | None:
    """(state, ppid, pgrp, ...) of a process; None when it is gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()
    except OSError:
        return None


def _live(field: int, value: int) -> list[int]:
    """Processes whose stat field (1: ppid, 2: pgrp) is ``value``; zombies (dead, waiting
    for init to reap them) do not count."""
    out = []
    for d in os.listdir("/proc"):
        if d.isdigit():
            st = _stat(d)
            if st is not None and st[0] != "Z" and int(st[field]) == value:
                out.append(int(d))
    return out


@dataclass
class Outcome:
    rc: int
    err: str
    after: float  # seconds from the signal to the end of the CLI
    left: list[int]  # processes of the CLI's group still alive afterwards


def interrupt(args: list[str], when, sig=signal.SIGINT, group=True, env=None, tmp: Path = None) -> Outcome:
    """Run the CLI and send ``sig`` at ``when``: a delay in seconds, or ("workers", n, extra):
    ``extra`` seconds after the CLI has ``n`` live child processes."""
    full_env = dict(os.environ, **(env or {}))
    err_path = tmp / f"stderr-{time.monotonic_ns()}"
    with open(err_path, "wb") as err, open(os.devnull, "wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "odsgen", *args],
            cwd=REPO,
            env=full_env,
            stdout=out,
            stderr=err,
            start_new_session=True,
        )
    try:
        if isinstance(when, tuple):
            _, n, extra = when
            deadline = time.monotonic() + 120
            while len(_live(1, proc.pid)) < n:
                assert proc.poll() is None, f"odsgen {args[0]} ended before it started {n} worker(s)"
                assert time.monotonic() < deadline, "the workers never started"
                time.sleep(0.01)
            time.sleep(extra)
        else:
            time.sleep(when)
        sent = time.monotonic()
        if proc.poll() is None:
            try:
                (os.killpg if group else os.kill)(proc.pid, sig)
            except ProcessLookupError:
                pass
        try:
            rc = proc.wait(timeout=HANG)
        except subprocess.TimeoutExpired:
            pytest.fail(f"odsgen {' '.join(args[:1])} hung after {sig!r} at {when}")
        after = time.monotonic() - sent
        deadline = time.monotonic() + 3  # a killed worker needs a moment to be gone
        while _live(2, proc.pid) and time.monotonic() < deadline:
            time.sleep(0.02)
        left = _live(2, proc.pid)
    finally:
        try:
            os.killpg(proc.pid, signal.SIGKILL)  # whatever a failed run left
        except (ProcessLookupError, PermissionError):
            pass
    return Outcome(rc, err_path.read_text(errors="replace"), after, left)


def temporaries(*dirs: Path) -> list[str]:
    """odsgen's temporary files under ``dirs``: ``.NAME.*.tmp`` beside outputs (odsgen.io),
    ``.tmp-*.part`` in the caches."""
    found = []
    for d in dirs:
        for root, _, files in os.walk(d):
            found += [os.path.join(root, f) for f in files if f.endswith((".tmp", ".part"))]
    return found


def check(o: Outcome, sig=signal.SIGINT, *dirs: Path) -> None:
    where = f"(exit {o.rc}, {o.after:.2f}s after the signal)\n{o.err}"
    assert "Traceback" not in o.err, where
    if sig == signal.SIGKILL:
        assert o.rc == -signal.SIGKILL, where
    elif o.rc != 0:  # 0: the run finished before the signal
        assert o.rc == 128 + sig, where
        assert o.err.endswith("odsgen: interrupted\n") and o.err.count("\n") == 1, where
    assert o.after < PROMPT, where
    assert o.left == [], f"processes left alive: {o.left} {where}"
    assert temporaries(*dirs) == [], where


# ------------------------------------------------------------------ inputs

_OP = """def Op{i} : Op<D_Dialect, "op{i}{long}"> {{
  let summary = "op number {i}";
  let availability = [MinVersion<V{a}>];
  let arguments = (ins AttrAvailableAt<F32Attr, [MinVersion<V{b}>]>:$attr, I32:$x, I32:$y);
  let results = (outs AnyTypeOf<[I32, TypeAvailableAt<F32, [MinVersion<V{c}>]>]>:$result);
}}
"""


def big_spec(path: Path, ops: int) -> Path:
    """A dialect whose generated package is large enough for gen to run black in parallel:
    each op's name is longer than black's line, so each op class is a chunk black is asked
    about (odsgen.codegen.format.needs_black); the rest of the code is laid out as black
    keeps it."""
    head = [
        'include "odsgen/base.td"',
        'def D_Dialect : Dialect { let name = "big"; let cppNamespace = "::big"; }',
        *(f'def V{i} : I32EnumAttrCase<"V_{i}", {i}>;' for i in range(4)),
        'def VAttr : I32EnumAttr<"Version", "v", [V0, V1, V2, V3]> { let cppNamespace = "::big"; }',
        'class MinVersion<I32EnumAttrCase min> : MinVersionBase<"QueryMinVersionInterface", VAttr, min>;',
    ]
    long = "_" + "x" * 120
    body = "".join(_OP.format(i=i, long=long, a=i % 4, b=(i + 1) % 4, c=(i + 2) % 4) for i in range(ops))
    path.write_text("\n".join(head) + "\n" + body)
    return path


@pytest.fixture(scope="module")
def warm_cache() -> Path:
    """A cache holding the grammars' LALR tables, Jinja's bytecode and the parsed base
    library, so that each run reaches its parallel part quickly; no formatted code and no
    results, so that nothing is skipped. Made once for the run (run_once.once_in, in the
    run's private cache), by the first of its xdist workers that asks; each test copies it."""
    from run_once import once_in

    return once_in("interrupts-warm-cache", (sys.executable, str(REPO)), _warm_cache)


def _warm_cache(d: Path) -> Path:
    spec = big_spec(d / "warm.td", 2)
    env = dict(os.environ, XDG_CACHE_HOME=str(d / "cache"))
    subprocess.run(
        [sys.executable, "-m", "odsgen", "gen", str(spec), "-o", str(d / "out"), "--no-format"],
        cwd=REPO,
        env=env,
        check=True,
        capture_output=True,
    )
    for kind in ("result", "black", "gen"):
        shutil.rmtree(d / "cache" / "odsgen" / kind, ignore_errors=True)
    return d / "cache"


def fresh_cache(warm: Path, dest: Path) -> Path:
    shutil.copytree(warm, dest)
    return dest


# ------------------------------------------------------------------ gen: black in workers

def fast_at(points: list[tuple], *fast: int) -> list:
    """The points, the fast tier running those at the indices ``fast`` (the whole suite: all)."""
    return [pytest.param(*p, marks=() if i in fast else pytest.mark.slow) for i, p in enumerate(points)]


GEN_POINTS = [
    (0.25, signal.SIGINT, True),  # starting up: importing the commands
    (0.5, signal.SIGINT, True),  # loading the spec
    (("workers", 2, 0.0), signal.SIGINT, True),  # black: the pool just started
    (("workers", 2, 0.2), signal.SIGINT, False),  # Ctrl-C to the CLI alone
    (("workers", 2, 0.2), signal.SIGTERM, False),
]


@pytest.fixture(scope="module")
def gen_spec(tmp_path_factory) -> Path:
    return big_spec(tmp_path_factory.mktemp("spec") / "big.td", 110)


@pytest.mark.parametrize("when,sig,group", fast_at(GEN_POINTS, 0, 3))
def test_gen_parallel_black_interrupted(tmp_path, warm_cache, gen_spec, when, sig, group):
    cache = fresh_cache(warm_cache, tmp_path / "cache")
    out = tmp_path / "out"
    # (the generators lay their code out as black keeps it: the op classes of gen_spec,
    # with names longer than a line, are what goes through black in worker processes)
    args = ["gen", str(gen_spec), "-o", str(out), "-j", "3"]
    o = interrupt(args, when, sig, group, env={"XDG_CACHE_HOME": str(cache)}, tmp=tmp_path)
    check(o, sig, out, cache)
    if o.rc != 0:  # nothing of an interrupted run is in place
        assert not list(out.rglob("*.py")), list(out.rglob("*"))


# ------------------------------------------------------------------ records: two-process parse


@pytest.fixture(scope="module")
def records_root(tmp_path_factory) -> Path:
    """A root including two large files: the parse goes to two processes."""
    d = tmp_path_factory.mktemp("records")
    for part in ("a", "b"):
        defs = "".join(
            f'def {part}{i} {{ int v = {i}; string s = "{part} number {i}"; list<int> l = [{i}, {i + 1}]; }}\n'
            for i in range(3000)
        )
        (d / f"{part}.td").write_text(defs)
    (d / "root.td").write_text('include "a.td"\ninclude "b.td"\n')
    return d / "root.td"


RECORDS_POINTS = [
    (0.25, signal.SIGINT, True),
    (("workers", 1, 0.0), signal.SIGINT, True),
    (("workers", 1, 0.3), signal.SIGINT, False),
    (("workers", 1, 0.1), signal.SIGTERM, False),
    (("workers", 1, 0.1), signal.SIGKILL, False),  # the helper dies with the CLI
]


@pytest.mark.parametrize("when,sig,group", RECORDS_POINTS)
def test_records_two_process_parse_interrupted(tmp_path, warm_cache, records_root, when, sig, group):
    cache = fresh_cache(warm_cache, tmp_path / "cache")
    out = tmp_path / "out"
    out.mkdir()
    args = ["records", str(records_root), "-I", str(records_root.parent), "-o", str(out / "records.txt")]
    env = {"XDG_CACHE_HOME": str(cache), "ODSGEN_JOBS": "2"}
    o = interrupt(args, when, sig, group, env=env, tmp=tmp_path)
    check(o, sig, out, cache)
    if o.rc != 0:
        assert not (out / "records.txt").exists()


@pytest.mark.oracle
def test_records_spirv_two_process_parse_interrupted(tmp_path, warm_cache, llvm_include):
    cache = fresh_cache(warm_cache, tmp_path / "cache")
    root = llvm_include / "mlir/Dialect/SPIRV/IR/SPIRVOps.td"
    args = ["records", "-I", str(llvm_include), str(root), "--json", "-o", str(tmp_path / "r.json")]
    env = {"XDG_CACHE_HOME": str(cache), "ODSGEN_JOBS": "2"}
    o = interrupt(args, ("workers", 1, 0.2), signal.SIGINT, True, env=env, tmp=tmp_path)
    check(o, signal.SIGINT, tmp_path, cache)


# ------------------------------------------------------------------ validate -j 2

RFC = REPO / "examples/rfc/example.td"


@pytest.fixture(scope="module")
def modules(tmp_path_factory) -> list[Path]:
    d = tmp_path_factory.mktemp("modules")
    op = '  %{0} = "example.a"() {{attr = 1.5 : f32}} : () -> i32\n'
    text = '"builtin.module"() ({\n' + "".join(op.format(i) for i in range(40000)) + "}) : () -> ()\n"
    paths = [d / f"m{i}.mlir" for i in range(4)]
    for p in paths:
        p.write_text(text)
    return paths


VALIDATE_POINTS = [
    (0.25, signal.SIGINT, True),
    (("workers", 2, 0.3), signal.SIGINT, True),
    (("workers", 2, 0.3), signal.SIGINT, False),
    (("workers", 2, 0.3), signal.SIGTERM, False),
    (("workers", 2, 0.3), signal.SIGKILL, False),  # no orphans: the workers die with the CLI
]


@pytest.mark.parametrize("when,sig,group", fast_at(VALIDATE_POINTS, 1, 4))
def test_validate_jobs_interrupted(tmp_path, warm_cache, modules, when, sig, group):
    cache = fresh_cache(warm_cache, tmp_path / "cache")
    out = tmp_path / "out"
    out.mkdir()
    args = ["validate", *map(str, modules), "--spec", str(RFC), "--target", "version=V_2", "-j", "2"]
    args += ["-o", str(out / "report.txt")]
    o = interrupt(args, when, sig, group, env={"XDG_CACHE_HOME": str(cache)}, tmp=tmp_path)
    check(o, sig, out, cache)
    if o.rc == 0:
        assert "4 modules, 160000 ops: all legal" in (out / "report.txt").read_text()
    else:
        assert not (out / "report.txt").exists()


# ------------------------------------------------------------------ a reader that goes away


def test_records_into_a_closed_pipe_is_quiet(tmp_path, records_root):
    """`odsgen records ... | head -1`: the reader leaves early; no traceback, exit 0."""
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "cache"))
    proc = subprocess.Popen(
        [sys.executable, "-m", "odsgen", "records", str(records_root), "-I", str(records_root.parent)],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    first = proc.stdout.readline()
    proc.stdout.close()
    err = proc.stderr.read().decode()
    rc = proc.wait(timeout=HANG)
    assert first.strip(), "no output at all"
    assert "Traceback" not in err and err == "", err
    assert rc == 0


# ------------------------------------------------------------------ Ctrl-C while the MLIR bindings load

# Runs the CLI (odsgen/__main__.py, as ``python -m odsgen``) with an audit hook that writes
# one byte to the pipe BINDINGS_FD when this process starts importing the MLIR bindings
# (their native part initializes inside that import), so that a test can interrupt the run
# at a chosen delay after it, however slow the machine is.
_AT_BINDINGS = """
import os, sys
fd = int(os.environ.pop("BINDINGS_FD"))
def hook(event, args):  # (in the CLI's process or in the helper it forked)
    global fd
    if fd >= 0 and event == "import" and args[0] == "mlir.ir":
        os.write(fd, b"i")
        os.close(fd)
        fd = -1
sys.addaudithook(hook)
sys.argv[0] = "odsgen"
import runpy
runpy.run_module("odsgen", run_name="__main__", alter_sys=True)
"""

BINDINGS_RUNS = 36
BINDINGS_SPREAD = 0.15  # seconds after the import starts: the native part initializes in about 0.1 s


@pytest.mark.mlir  # (the run imports the MLIR Python bindings; skipped without them, unless CI=true)
def test_interrupt_while_the_mlir_bindings_load(tmp_path):
    """Ctrl-C (SIGINT to the group) at delays spread over the import of the MLIR Python
    bindings (odsgen print of a custom-syntax module imports them in the helper that
    parses the command's modules; they used to be imported in the CLI's process too):
    every run ends with 130 and the one line ``odsgen: interrupted``, or finishes (0). An
    interrupt that cut the bindings' native initialization crashed the process (SIGSEGV)
    about once in eight runs spread over the whole run (issue 32, item 17)."""
    module = REPO / "tests/runtime/inputs/tosa.mlir"
    outcomes = []
    for n in range(BINDINGS_RUNS):
        delay = BINDINGS_SPREAD * n / (BINDINGS_RUNS - 1)
        r, w = os.pipe()
        err_path = tmp_path / f"stderr-{n}"
        with open(err_path, "wb") as err:
            proc = subprocess.Popen(
                [sys.executable, "-c", _AT_BINDINGS, "print", str(module)],
                cwd=REPO,
                env=dict(os.environ, BINDINGS_FD=str(w), XDG_CACHE_HOME=str(tmp_path / "cache")),
                stdout=subprocess.DEVNULL,
                stderr=err,
                pass_fds=(w,),
                start_new_session=True,
            )
        os.close(w)
        try:
            import select

            ready, _, _ = select.select([r], [], [], PROMPT)
            started = bool(ready) and os.read(r, 1) == b"i"
            if started:
                time.sleep(delay)
                os.killpg(proc.pid, signal.SIGINT)
            rc = proc.wait(timeout=HANG)
        finally:
            os.close(r)
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        assert started, f"odsgen print never imported the MLIR bindings: {err_path.read_text()}"
        outcomes.append((round(delay, 3), rc, err_path.read_text(errors="replace")))
    wrong = [o for o in outcomes if not (o[1] == 130 and o[2] == "odsgen: interrupted\n" or o[1] == 0)]
    assert not wrong, wrong
    # (the window was hit: a quarter at least were interrupted, not finished first; on a
    # loaded machine the print after the import finishes sooner than the later signals,
    # 14 of 36 in one whole-suite run)
    assert sum(o[1] == 130 for o in outcomes) >= BINDINGS_RUNS // 4, outcomes

"""Shared test configuration: the ``oracle`` marker policy and the LLVM/MLIR 22 fixtures.

Tests marked ``@pytest.mark.oracle`` compare odsgen with the upstream tools
(llvm-tblgen, mlir-tblgen, mlir-opt and the installed MLIR .td tree). Where those are
missing the tests are skipped with a reason naming the packages to install; with
``CI=true`` they fail instead, so CI can never go green by skipping them (the
contract of ``.ci/run``). The fixtures below apply the same policy to any test that
asks for a tool, marked or not. ``ODSGEN_LLVM_ROOT`` points at another install
(default ``/usr/lib/llvm-22``). Always the versioned paths: ``/usr/bin/llvm-tblgen``
may belong to an older LLVM.
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

import pytest

# Bytecode caches, as Python writes them by default, even where the environment says not to
# (these machines set PYTHONDONTWRITEBYTECODE=1): without them every run rewrites the asserts
# of every test module, and every odsgen the tests start in a subprocess compiles odsgen
# again. They go to __pycache__ folders, which git ignores.
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

# A suite started in the background of a non-interactive shell (`pytest ... &`, as scripts and
# some CI runners do) inherits SIGINT ignored, and every odsgen the tests start would inherit it
# too: odsgen keeps a signal that was ignored when it started (cli.run, as a shell's background
# job expects), so the tests that press Ctrl-C on it would see it run to the end. The tests run
# as from a terminal: SIGINT has Python's default handler here, and so its default in every
# process started from here (a handled signal is reset on exec; an ignored one is not).
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

# The odsgen processes the tests start run their commands themselves, never in a developer's
# `odsgen serve` (odsgen.served): tests/runtime/test_serve.py starts servers of its own and
# lets only its own processes reach them.
os.environ["ODSGEN_SERVER"] = "off"

# The property tests' example counts: all of them under CI=true, a quarter in the fast tier
# (tests/hypothesis_profiles.py; HYPOTHESIS_PROFILE=ci for the full counts without CI).
from hypothesis_profiles import load_profile  # noqa: E402

HYPOTHESIS_PROFILE = load_profile()

LLVM_ROOT = Path(os.environ.get("ODSGEN_LLVM_ROOT", "/usr/lib/llvm-22"))
_REQUIRED = ("bin/llvm-tblgen", "bin/mlir-tblgen", "bin/mlir-opt", "include/mlir/IR/OpBase.td")
ORACLE_MISSING_REASON = (
    f"LLVM/MLIR 22 tools not found at {LLVM_ROOT} (apt-get install llvm-22 mlir-22-tools libmlir-22-dev)"
)


def missing_oracle_parts() -> list[str]:
    """The required tool and header paths that do not exist (empty when all are there)."""
    return [str(LLVM_ROOT / rel) for rel in _REQUIRED if not (LLVM_ROOT / rel).is_file()]


def ci_requires_oracle() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("true", "1")


def require_oracle() -> None:
    """Skip the current test without the tools; fail it instead under CI=true."""
    missing = missing_oracle_parts()
    if not missing:
        return
    if ci_requires_oracle():
        pytest.fail(f"{ORACLE_MISSING_REASON}; CI=true requires them (missing: {', '.join(missing)})", pytrace=False)
    pytest.skip(ORACLE_MISSING_REASON)


def require_bindings():
    """The MLIR Python bindings' ``mlir.ir`` (the ``odsgen[mlir]`` extra); skip the current
    test without them, fail it instead under CI=true (CI installs the extra)."""
    try:
        import mlir.ir as mlir_ir
    except ImportError as exc:
        from odsgen.runtime.mlir_adapter import INSTALL_HINT

        if ci_requires_oracle():
            pytest.fail(f"{INSTALL_HINT}; CI=true requires them ({exc})", pytrace=False)
        pytest.skip(INSTALL_HINT)
    return mlir_ir


XDSL_HINT = "xDSL not installed: pip install 'odsgen[xdsl]'"


def require_xdsl():
    """xDSL (the ``odsgen[xdsl]`` extra, in the test extra too); skip the current test
    without it, fail it instead under CI=true."""
    try:
        import xdsl
    except ImportError as exc:
        if ci_requires_oracle():
            pytest.fail(f"{XDSL_HINT}; CI=true requires it ({exc})", pytrace=False)
        pytest.skip(XDSL_HINT)
    return xdsl


CHROMIUM_HINT = "no headless browser: apt-get install chromium (Debian's package)"


def require_chromium() -> str:
    """The path of Debian's ``chromium`` (docs pages are checked in it); skip the current
    test without it, fail it instead under CI=true (.ci/run installs it)."""
    import shutil

    path = shutil.which("chromium")
    if path is None:
        if ci_requires_oracle():
            pytest.fail(f"{CHROMIUM_HINT}; CI=true requires it", pytrace=False)
        pytest.skip(CHROMIUM_HINT)
    return path


# The fixtures that need the installed LLVM/MLIR 22 (the tools, the .td tree) and the one that
# needs the MLIR Python bindings: a test asking for them is an ``oracle`` / ``mlir`` test,
# whether or not it says so, so that the fast tier (``-m 'not oracle and not mlir and not
# slow'``) needs neither the Debian packages nor the ``mlir`` extra, as the README says.
_ORACLE_FIXTURES = frozenset({"llvm_root", "llvm_tblgen", "mlir_tblgen", "mlir_opt", "llvm_include"})
_MLIR_FIXTURES = frozenset({"mlir_ir"})


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # tryfirst: before ``-m`` deselects by marker.
    for item in items:
        used = set(getattr(item, "fixturenames", ()))
        if used & _ORACLE_FIXTURES and item.get_closest_marker("oracle") is None:
            item.add_marker(pytest.mark.oracle)
        if used & _MLIR_FIXTURES and item.get_closest_marker("mlir") is None:
            item.add_marker(pytest.mark.mlir)


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    # tryfirst: decide before any fixture of the test runs.
    if item.get_closest_marker("oracle") is not None:
        require_oracle()
    if item.get_closest_marker("mlir") is not None:
        require_bindings()


def pytest_report_header(config: pytest.Config) -> list[str]:
    hypothesis = f"hypothesis profile: {HYPOTHESIS_PROFILE}"
    missing = missing_oracle_parts()
    if not missing:
        return [f"oracle: LLVM/MLIR 22 at {LLVM_ROOT}", hypothesis]
    policy = "FAIL (CI=true)" if ci_requires_oracle() else "skipped"
    return [f"oracle: not found at {LLVM_ROOT}; oracle tests {policy}", hypothesis]


@pytest.fixture(scope="session", autouse=True)
def _private_odsgen_cache(tmp_path_factory: pytest.TempPathFactory):
    """Point odsgen's parse and result caches at a fresh directory for the run.

    Tests then neither read entries written by an older checkout (the cache key does
    not cover odsgen's own code) nor fill the user's ~/.cache; subprocesses inherit it.
    Under xdist the run's workers share one directory (in the run's own base temp,
    mode 0700): a spec parsed or a package generated by one worker is not made again
    by the other. Entries are written to a temporary file and renamed into place, so
    concurrent writers are safe (odsgen.cache; tests/runtime/test_outputs.py runs
    concurrent gens of one package).
    """
    if os.environ.get("PYTEST_XDIST_WORKER"):
        xdg = tmp_path_factory.getbasetemp().parent / "xdg-cache"
        xdg.mkdir(mode=0o700, exist_ok=True)
    else:
        xdg = tmp_path_factory.mktemp("xdg-cache")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("XDG_CACHE_HOME", str(xdg))
        yield


@pytest.hookimpl(tryfirst=True)
def pytest_cmdline_main(config: pytest.Config) -> None:
    """``-n N`` without ``--dist`` distributes by work stealing: a worker that runs out of
    tests takes pending ones from the other, so a long test queued late does not leave
    one core idle at the end of the run (xdist's default, ``load``, fixes each worker's
    share in advance)."""
    option = config.option
    if getattr(option, "numprocesses", None) and getattr(option, "dist", "no") == "no":
        option.dist = "worksteal"


@pytest.fixture(autouse=True)
def _own_naming_scope():
    """Each test names files in reports by what it loads itself: the paths rule's roots
    (odsgen.source, set by each spec loaded in a process) of a test run earlier in this
    worker are set aside, as odsgen.cli.main does for each command."""
    from odsgen.source import naming_scope

    with naming_scope():
        yield


@pytest.fixture
def api_session():
    """The test's API calls in one ``odsgen.session()`` (docs/python-api.md): the modules
    they read in custom syntax parsed one after another by one resident helper, as a
    command's are, not each by a helper forked for its call. For the modules whose tests
    loop over many modules (``pytest.mark.usefixtures("api_session")``); the tests of a
    call's own helper (test_mlir_crash.py, test_weights.py, test_validate_many.py) do
    without it."""
    import odsgen

    with odsgen.session():
        yield


_GUARDED_SIGNALS = (signal.SIGINT, signal.SIGTERM)


@pytest.fixture(autouse=True)
def _signal_handlers_restored():
    """A test leaves SIGINT's and SIGTERM's handlers as it found them: a library call (or
    a test) that set one and did not put it back changes every later test in the worker
    (a SIGINT left ignored is how a test of interrupts came to pass alone and fail in the
    suite). Such a test fails here, and the handlers are put back for the next one."""
    before = {s: signal.getsignal(s) for s in _GUARDED_SIGNALS}
    yield
    changed = {s: h for s, h in before.items() if signal.getsignal(s) != h}
    if changed:
        after = {s: signal.getsignal(s) for s in changed}
        for s, h in changed.items():
            if h is not None:  # (None: a handler not set from Python, which cannot be put back)
                signal.signal(s, h)
        pytest.fail(
            "the test left signal handlers changed: "
            + ", ".join(f"{signal.Signals(s).name} {before[s]!r} -> {after[s]!r}" for s in changed),
            pytrace=False,
        )


def _tool(rel: str) -> Path:
    require_oracle()
    return LLVM_ROOT / rel


@pytest.fixture(scope="session")
def mlir_ir():
    """The MLIR Python bindings' ``mlir.ir`` module (skipped without them, unless CI=true)."""
    return require_bindings()


@pytest.fixture(params=["bindings", "mlir-opt"])
def custom_parser(request, monkeypatch):
    """Which MLIR parser reads custom syntax (odsgen.checking.inputs.custom_syntax): the bindings in
    process (needs them) or mlir-opt (the bindings hidden)."""
    from odsgen.checking.inputs import custom_syntax

    if request.param == "bindings":
        request.getfixturevalue("mlir_ir")
    else:
        monkeypatch.setattr(custom_syntax, "_bindings", lambda: None)
    return request.param


@pytest.fixture(scope="session")
def llvm_root() -> Path:
    """The LLVM 22 install prefix (``/usr/lib/llvm-22``)."""
    return _tool("")


@pytest.fixture(scope="session")
def llvm_tblgen() -> Path:
    return _tool("bin/llvm-tblgen")


@pytest.fixture(scope="session")
def mlir_tblgen() -> Path:
    return _tool("bin/mlir-tblgen")


@pytest.fixture(scope="session")
def mlir_opt() -> Path:
    return _tool("bin/mlir-opt")


@pytest.fixture(scope="session")
def llvm_include() -> Path:
    """The include dir holding ``mlir/`` and ``llvm/`` .td trees; pass it as ``-I``."""
    return _tool("include")


_RSS_LOG = os.environ.get("ODSGEN_TEST_RSS_LOG")


if _RSS_LOG:

    @pytest.hookimpl(trylast=True)
    def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> None:
        """With ODSGEN_TEST_RSS_LOG=FILE, append each test's worker, resident and peak
        memory (MiB) to FILE: how the suite's per-worker peak memory is measured."""
        import resource

        page = os.sysconf("SC_PAGE_SIZE")
        with open("/proc/self/statm") as statm:
            rss = int(statm.read().split()[1]) * page >> 20
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss >> 10
        worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        with open(_RSS_LOG, "a") as log:
            log.write(f"{worker}\t{rss}\t{peak}\t{item.nodeid}\n")


_CPU_LOG = os.environ.get("ODSGEN_TEST_CPU_LOG")


if _CPU_LOG:

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None):
        """With ODSGEN_TEST_CPU_LOG=FILE, append each test's worker, CPU-seconds in the worker,
        CPU-seconds of the processes it started and waited for (user+sys each; setup, call
        and teardown, so a session fixture counts for the test that first asks for it) and
        wall seconds to FILE: how the suite's CPU is told apart by file and by test."""
        import resource
        import time

        def cpu(who: int) -> float:
            usage = resource.getrusage(who)
            return usage.ru_utime + usage.ru_stime

        start = cpu(resource.RUSAGE_SELF), cpu(resource.RUSAGE_CHILDREN), time.perf_counter()
        yield
        own = cpu(resource.RUSAGE_SELF) - start[0]
        children = cpu(resource.RUSAGE_CHILDREN) - start[1]
        wall = time.perf_counter() - start[2]
        worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        with open(_CPU_LOG, "a") as log:
            log.write(f"{worker}\t{own:.3f}\t{children:.3f}\t{wall:.3f}\t{item.nodeid}\n")


def _peak_mib() -> int:
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss >> 10


def pytest_sessionfinish(session: pytest.Session) -> None:
    # In an xdist worker: hand this worker's peak memory to the controller.
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:
        workeroutput["peak_rss_mib"] = _peak_mib()


_WORKER_PEAKS: dict[str, int] = {}


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error) -> None:  # xdist's hook: a worker finished
    peak = getattr(node, "workeroutput", {}).get("peak_rss_mib")
    if peak is not None:
        _WORKER_PEAKS[node.gateway.id] = peak


def pytest_terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:
    """The run's peak resident memory per worker (the controller's own without xdist), so
    every run of the suite reports the figure issue 21 bounds (under 1.5 GB a worker)."""
    if getattr(config, "workeroutput", None) is not None:
        return
    peaks = _WORKER_PEAKS or {"pytest": _peak_mib()}
    shown = ", ".join(f"{name} {mib:,} MiB" for name, mib in sorted(peaks.items()))
    terminalreporter.write_line(f"peak memory per worker: {shown}")

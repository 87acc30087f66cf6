"""Sweeps at scale (issue 23, item 6): ``odsgen.validate_many(modules, spec, targets,
executor)`` and ``odsgen validate M... --target DIR``. Every cell of the matrix equals
``odsgen.validate`` of that module against that target alone, whatever runs the sweep:
this process, a local process pool, loky's executor or a dask.distributed cluster; only
JSON text goes to the workers."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from concurrent.futures import Executor, ProcessPoolExecutor
from pathlib import Path

import pytest
from check_support import EXAMPLES, GPU, run_cli

import odsgen

GPU_DIR = EXAMPLES / "gpu"
TEXTS = ["version=v1.3,capabilities=*,extensions=*", "version=v1.0,capabilities=Shader,extensions=none"]


@pytest.fixture(scope="module")
def sweep(tmp_path_factory):
    """(modules, a folder of targets files, the targets a sweep of them has, by label)."""
    root = tmp_path_factory.mktemp("sweep")
    modules = []
    sample = (GPU_DIR / "sample.mlir").read_text()
    for i, (old, new) in enumerate([("", ""), ("memory_access = 12", "memory_access = 0"), ("f16", "f32")]):
        m = root / f"m{i}.mlir"
        m.write_text(sample.replace(old, new) if old else sample)
        modules.append(str(m))
    modules.append(str(GPU_DIR / "malformed.mlir"))
    broken = root / "broken.mlir"
    broken.write_text('"gs.iadd"(%x) : (i32) -> i32\n')
    modules.append(str(broken))
    devices = root / "devices"
    devices.mkdir()
    shutil.copy(GPU_DIR / "targets.toml", devices / "a.toml")
    (devices / "b.toml").write_text('dialect = "gs"\n[targets."tiny"]\ntarget = "version=v1.0,capabilities=none"\n')
    (devices / ".hidden.toml").write_text("not read\n")
    names = ["baseline", "desktop", "desktop-vmm", "mobile", "sample", "tiny"]
    return modules, devices, names


def _single(spec, module: str, target: str) -> dict:
    got = odsgen.validate(spec, module, target=target)
    return {k: got[k] for k in ("status", "illegal_ops", "illegal")}


def _check_matrix(doc: dict, devices: Path, modules: list[str], labels: list[str], texts: dict[str, str]) -> None:
    """Each cell of ``doc`` is what validate says of its module and target alone."""
    spec = odsgen.load_spec(GPU, targets=sorted(devices.glob("[!.]*.toml")))  # (the targets by name)
    assert [t["name"] for t in doc["targets"]] == labels
    assert [m["module"] for m in doc["modules"]] == modules
    statuses = set()
    for row in doc["modules"]:
        if row["status"] == "error":
            with pytest.raises(odsgen.OdsgenError) as exc:
                odsgen.validate(spec, row["module"], target=texts[labels[0]])
            assert row["error"].startswith(str(exc.value))
            continue
        assert list(row["results"]) == labels
        for label, cell in row["results"].items():
            assert cell == _single(spec, row["module"], texts[label]), (row["module"], label)
            statuses.add(cell["status"])
    assert statuses == {"legal", "illegal", "malformed"}


def test_every_cell_is_the_pair_checked_alone_in_a_process_pool(sweep):
    modules, devices, names = sweep
    spec = odsgen.load_spec(GPU)
    with ProcessPoolExecutor(2) as pool:
        doc = odsgen.validate_many(modules, spec, [str(devices), *TEXTS], executor=pool)
    _check_matrix(doc, devices, modules, names + TEXTS, {**{n: n for n in names}, **{t: t for t in TEXTS}})
    assert doc["modules"][-1]["status"] == "error" and "use of undeclared SSA value name" in doc["modules"][-1]["error"]
    # in this process, the same matrix
    assert odsgen.validate_many(modules, GPU, [str(devices), *TEXTS], executor=None) == doc


class _JsonOnly(Executor):
    """A process pool that refuses any task whose arguments are not text."""

    def __init__(self) -> None:
        self.pool = ProcessPoolExecutor(2)
        self.tasks = 0

    def submit(self, fn, /, *args, **kwargs):
        assert not kwargs and all(isinstance(a, str) for a in args), args
        json.loads(args[0])
        self.tasks += 1
        return self.pool.submit(fn, *args)

    def shutdown(self, wait=True, **kw):
        self.pool.shutdown(wait)


def test_only_json_goes_to_the_workers(sweep):
    modules, _, _ = sweep
    spec = odsgen.load_spec(GPU)
    ex = _JsonOnly()
    with ex:
        doc = odsgen.validate_many(modules[:3], spec, TEXTS, executor=ex)
    assert ex.tasks >= 1
    for row in doc["modules"]:
        for label, cell in row["results"].items():
            assert cell == _single(spec, row["module"], label)
            assert cell["status"] in ("legal", "illegal")
    # --max-errors: the first illegal ops of each cell, as a single run lists them
    with _JsonOnly() as ex:
        doc = odsgen.validate_many(modules[:3], spec, TEXTS, executor=ex, max_errors=2)
    counts = set()
    for row in doc["modules"]:
        for label, cell in row["results"].items():
            got = odsgen.validate(spec, row["module"], target=label, max_errors=2)
            assert cell == {k: got[k] for k in ("status", "illegal_ops", "illegal")}
            assert len(cell["illegal"]) == min(2, cell["illegal_ops"])
            counts.add(cell["illegal_ops"])
    assert max(counts) > 2


def test_loky_executor(sweep):
    loky = pytest.importorskip("loky")
    modules, devices, names = sweep
    spec = odsgen.load_spec(GPU)
    ex = loky.get_reusable_executor(max_workers=2)
    doc = odsgen.validate_many(modules, spec, [str(devices)], executor=ex)
    assert doc == odsgen.validate_many(modules, spec, [str(devices)], executor=None)
    _check_matrix(doc, devices, modules, names, {n: n for n in names})


@pytest.mark.slow  # (a LocalCluster takes seconds to start)
def test_dask_distributed_local_cluster(sweep):
    distributed = pytest.importorskip("distributed")
    modules, devices, names = sweep
    spec = odsgen.load_spec(GPU)
    with (
        distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster,
        distributed.Client(cluster) as client,
    ):
        doc = odsgen.validate_many(modules, spec, [str(devices), *TEXTS], executor=client.get_executor())
    assert doc == odsgen.validate_many(modules, spec, [str(devices), *TEXTS], executor=None)
    _check_matrix(doc, devices, modules, names + TEXTS, {**{n: n for n in names}, **{t: t for t in TEXTS}})


def test_a_bad_target_raises(sweep, tmp_path):
    modules, devices, _ = sweep
    with pytest.raises(odsgen.OdsgenError, match="--target:1:1: error: "):
        odsgen.validate_many(modules[:1], GPU, ["nosuch"])
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / ".hidden.json").write_text("{}")
    with pytest.raises(odsgen.OdsgenError) as exc:
        odsgen.validate_many(modules[:1], GPU, [str(empty)])
    assert str(exc.value) == f"{empty}: error: a folder without target files (given as --target)"
    rc, out, err = run_cli("validate", modules[0], "--spec", GPU, "--target", empty)
    assert (rc, out, err) == (2, "", str(exc.value) + "\n")
    bad = tmp_path / "bad.toml"
    bad.write_text('dialect = "df"\n')
    with pytest.raises(odsgen.OdsgenError, match="targets file is for dialect 'df'"):
        odsgen.validate_many(modules[:1], GPU, [str(bad)])


# --------------------------------------------------------------- the command line


def test_cli_folder_of_targets_is_a_sweep(sweep):
    modules, devices, names = sweep
    good = modules[:3]
    args = ("validate", *good, "--spec", GPU, "--target", devices)
    rc, out, err = run_cli(*args, "--format", "json", "--all-reasons")
    # the folder's targets are listed: illegal on one of them exits 1
    assert (rc, err) == (1, "")
    doc = json.loads(out)
    assert doc == odsgen.validate_many(good, GPU, [str(devices)], executor=None)
    rc2, out2, _ = run_cli(*args, "--format", "json", "--all-reasons", "-j", "2")
    assert (rc2, out2) == (rc, out)
    rc, text, _ = run_cli(*args)
    assert rc == 1 and text.splitlines()[0].split() == ["module", "ops", *names]
    # a single targets file is a sweep of its targets too
    rc, text, _ = run_cli("validate", *good, "--spec", GPU, "--target", devices / "b.toml")
    assert text.splitlines()[0].split() == ["module", "ops", "tiny"]
    assert rc == 1 and all(line.split()[2:] == ["1", "illegal"] or "illegal" in line for line in text.splitlines()[1:4])


def test_cli_sweep_in_workers_reports_errors_and_malformed_as_in_process(sweep):
    modules, devices, _ = sweep
    args = ("validate", *modules, "--spec", GPU, "--target", devices, "--format", "json")
    one = run_cli(*args)
    two = run_cli(*args, "-j", "2")
    assert one == two and one[0] == 2
    assert os.path.basename(modules[-1]) in one[2]


def test_satisfies_is_check_without_the_words(sweep):
    """TargetEnv.satisfies (what a sweep asks first) agrees with check on every op of the
    modules and every target, legal and not."""
    from odsgen.checking.spec import parse_target_arg
    from odsgen.runtime.reader import read_text

    modules, devices, names = sweep
    checked = odsgen.load_spec(GPU, targets=sorted(devices.glob("[!.]*.toml"))).checked
    envs = [parse_target_arg(checked, t) for t in [*TEXTS, *names]]
    answers = set()
    for path in modules[:3]:
        module = read_text(Path(path).read_text(), path, freeze=False)
        for op in module.walk():
            reqs = checked.checker.requirements(op)
            if reqs is None:
                continue
            for env in envs:
                legal = bool(env.check(reqs))
                assert env.satisfies(reqs) == legal, (op.name, env)
                answers.add(legal)
    assert answers == {True, False}


# --------------------------------------------------------------- the spec that was loaded


def _process_pool():
    return ProcessPoolExecutor(2)


def _spawned_pool():
    import multiprocessing

    return ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("spawn"))


def _loky():
    loky = pytest.importorskip("loky")
    # (a fresh executor: workers of an earlier test would hold nothing of this spec either way)
    return loky.get_reusable_executor(max_workers=2, reuse=False)


class _Dask:
    """A dask.distributed LocalCluster's executor, the cluster closed with it."""

    def __enter__(self):
        distributed = pytest.importorskip("distributed")
        self.cluster = distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
        )
        self.client = distributed.Client(self.cluster)
        return self.client.get_executor()

    def __exit__(self, *exc):
        self.client.close()
        self.cluster.close()


@pytest.mark.parametrize(
    "make",
    [
        pytest.param(_process_pool, id="process-pool"),  # (forked: the workers have the spec from here)
        pytest.param(_spawned_pool, id="spawned-pool"),  # (they rebuild it from its snapshot)
        pytest.param(_loky, id="loky", marks=pytest.mark.slow),  # (another pool of processes: the whole suite)
        pytest.param(_Dask, id="dask", marks=pytest.mark.slow),
    ],
)
def test_workers_use_the_spec_that_was_loaded(tmp_path, make):
    """The spec's .td edited after load_spec (a comment, which moves every location; an
    availability, which changes verdicts; then the file removed): every row an executor's
    workers give is the loaded spec's answer, as in this process. Workers used to load
    the spec again from its files: each edit showed in their rows (issue 32, item 5)."""
    for f in GPU_DIR.iterdir():
        if f.is_file():
            shutil.copy(f, tmp_path / f.name)
    td = tmp_path / "gpu.td"
    text = td.read_text()
    modules = [str(tmp_path / "sample.mlir"), str(GPU_DIR / "malformed.mlir"), str(tmp_path / "sample.mlir")]
    targets = ["version=v1.1,capabilities=*,extensions=*", "sample"]
    spec = odsgen.load_spec(td)
    loaded = odsgen.validate_many(modules, spec, targets, executor=None)
    edits = [
        "// a comment first: every line below moves\n" + text,
        text.replace("MinVersion<GS_V_1_1>", "MinVersion<GS_V_1_3>").replace(
            "MinVersion<GS_V_1_2>", "MinVersion<GS_V_1_0>"
        ),
    ]
    executor = make()
    with executor as ex:
        for edited in edits:
            td.write_text(edited)
            # (the edit matters: the edited file's own answers differ)
            assert odsgen.validate_many(modules, odsgen.load_spec(td), targets, executor=None) != loaded
            assert odsgen.validate_many(modules, spec, targets, executor=ex) == loaded
        td.unlink()
        assert odsgen.validate_many(modules, spec, targets, executor=ex) == loaded


def test_a_worker_names_the_spec_files_as_they_were_loaded(tmp_path, monkeypatch):
    """A report names a spec file as the package keeps it (``gpu.td``) by the file that
    was loaded, in this process and in a worker, even when the file is gone by the time
    the worker first names it. The names were found on the first report: a sweep whose
    rows came from forked workers (a free core) left this process, and so the snapshot,
    without them, and a worker that started after the file went named it ``gpu.td``
    (test_workers_use_the_spec_that_was_loaded[loky] failed so when a loky worker took
    its first task after the unlink)."""
    import multiprocessing

    for f in GPU_DIR.iterdir():
        if f.is_file():
            shutil.copy(f, tmp_path / f.name)
    td = tmp_path / "gpu.td"
    modules = [str(tmp_path / "sample.mlir"), str(tmp_path / "sample.mlir")]
    targets = ["version=v1.1,capabilities=*,extensions=*"]
    spec = odsgen.load_spec(td)
    monkeypatch.setenv("ODSGEN_JOBS", "2")  # (the rows from forked workers, as on an idle machine)
    loaded = odsgen.validate_many(modules, spec, targets)
    assert f"{td}:" in json.dumps(loaded)  # (the reasons name the spec's file)
    td.unlink()
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as ex:
        assert odsgen.validate_many(modules, spec, targets, executor=ex) == loaded


class _Damaging(Executor):
    """A process pool whose jobs arrive with the spec's snapshot damaged (its workers
    started afresh: a forked one would have the spec from this process)."""

    def __init__(self, start: str = "spawn") -> None:
        import multiprocessing

        self.pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context(start))

    def submit(self, fn, /, *args, **kwargs):
        job = json.loads(args[0])
        snap = job["spec"]["snapshot"]
        job["spec"]["snapshot"] = snap[:100] + ("A" if snap[100] != "A" else "B") + snap[101:]
        return self.pool.submit(fn, json.dumps(job))

    def shutdown(self, wait=True, **kw):
        self.pool.shutdown(wait)


def test_a_spec_a_worker_cannot_have_raises(sweep):
    """A worker that cannot have the spec that was loaded (here: its snapshot damaged on
    the way) makes validate_many raise, rather than give each row that error."""
    modules, _, _ = sweep
    with _Damaging() as ex, pytest.raises(odsgen.OdsgenError) as exc:
        odsgen.validate_many(modules[:2], GPU, TEXTS, executor=ex)
    assert str(exc.value).startswith("error: a worker cannot have the spec that was loaded: "), str(exc.value)


# --------------------------------------------------------------- cancelled by the executor's owner

_CANCEL = """
import json, sys, threading, time
from concurrent.futures import CancelledError, FIRST_COMPLETED, ProcessPoolExecutor, ThreadPoolExecutor, wait
import odsgen

kind, spec_path, target, paths = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
base = ThreadPoolExecutor if kind == "thread" else ProcessPoolExecutor


class Recording(base):
    def __init__(self, *args):
        super().__init__(*args)
        self.futures = []

    def submit(self, *args):
        fut = super().submit(*args)
        self.futures.append(fut)
        return fut


spec = odsgen.load_spec(spec_path)
ex = Recording(1)
cancelled = []


def cancel():  # once the first task is done, as an owner stopping a long sweep would
    while not ex.futures:
        time.sleep(0.001)
    wait(ex.futures, return_when=FIRST_COMPLETED)
    cancelled.append(time.monotonic())
    ex.shutdown(wait=False, cancel_futures=True)


threading.Thread(target=cancel, daemon=True).start()
try:
    odsgen.validate_many(paths, spec, [target], executor=ex)
    out = {"returned": True}
except CancelledError as exc:
    out = {"after": time.monotonic() - cancelled[0], "message": str(exc), "partial": exc.partial, "missing": exc.missing}
out["tasks"] = len(ex.futures)
print(json.dumps(out))
"""


@pytest.mark.parametrize("kind", ["thread", "process"])
def test_an_executor_shut_down_with_cancel_futures_ends_the_sweep(tmp_path, kind):
    """``executor.shutdown(cancel_futures=True)`` from another thread, once the first task
    is done, while validate_many waits: it raises concurrent.futures.CancelledError within
    a second, whose ``partial`` is the matrix of the modules checked by then (each row
    what validate_many gives it) and ``missing`` the others. It used to wait for ever
    (issue 32, item 12)."""
    paths = []
    for i in range(64):  # (16 tasks of 4 modules)
        p = tmp_path / f"m{i:03d}.mlir"
        shutil.copy(GPU_DIR / "sample.mlir", p)
        paths.append(str(p))
    target = TEXTS[1]
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    try:
        got = subprocess.run(
            [sys.executable, "-c", _CANCEL, kind, GPU, target, *paths],
            capture_output=True,
            text=True,
            timeout=20,
            env=env,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"validate_many still waited 20 s after its {kind} pool was shut down")
    assert got.returncode == 0, got.stderr
    out = json.loads(got.stdout)
    assert "returned" not in out and out["after"] < 1.0, out
    partial, missing = out["partial"], out["missing"]
    done = [m["module"] for m in partial["modules"]]
    assert done and missing and sorted(done + missing) == paths, out["message"]
    assert out["message"].startswith(f"validate_many: the executor cancelled the sweep: {len(done)} of 64 modules")
    whole = odsgen.validate_many(done, GPU, [target], executor=None)
    by_path = {m["module"]: m for m in whole["modules"]}
    assert partial["targets"] == whole["targets"]
    assert all(m == by_path[m["module"]] for m in partial["modules"])


def test_a_forked_worker_has_the_spec_from_the_caller(sweep):
    """A worker forked from the caller (a ProcessPoolExecutor on Linux, the default pool)
    uses the caller's spec as it is, by its hash: it neither rebuilds it from the snapshot
    (here damaged, which a spawned worker refuses) nor loads it again, which made an
    explicit pool cost about 12 % more CPU time than this process (issue 32, item 23;
    bench/bench_sweep.py --compare)."""
    modules, _, _ = sweep
    with _Damaging("fork") as ex:
        doc = odsgen.validate_many(modules[:3], GPU, TEXTS, executor=ex)
    assert doc == odsgen.validate_many(modules[:3], GPU, TEXTS, executor=None)


def test_the_default_pool_s_workers_have_the_spec_from_the_caller(sweep, monkeypatch):
    """The default pool (``ODSGEN_JOBS=2``) forks its workers once the spec is kept by its
    hash: none rebuilds it (here rebuilding is made to fail, in the workers too, which
    inherit this process's state)."""
    import odsgen.checking.spec as checking_spec

    def refuse(digest, raw):
        raise odsgen.OdsgenError(checking_spec.Diagnostic(None, checking_spec.Severity.ERROR, "rebuilt"))

    modules, _, _ = sweep
    spec = odsgen.load_spec(GPU)
    want = odsgen.validate_many(modules[:3], spec, TEXTS, executor=None)
    monkeypatch.setattr(checking_spec, "from_snapshot", refuse)
    monkeypatch.setenv("ODSGEN_JOBS", "2")
    assert odsgen.validate_many(modules[:3], spec, TEXTS) == want

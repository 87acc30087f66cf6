"""Sweeps at scale (issue 23, item 6): ``odsgen.validate_many(modules, spec, targets,
executor)`` and ``odsgen validate M... --target DIR``. Every cell of the matrix equals
``odsgen.validate`` of that module against that target alone, whatever runs the sweep:
this process, a local process pool, loky's executor or a dask.distributed cluster; only
JSON text goes to the workers."""

from __future__ import annotations

import json
import os
import shutil
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

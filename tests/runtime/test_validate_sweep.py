"""`odsgen validate --all-targets` and repeated `--target`: the matrix modules x targets,
checked cell by cell against single-target runs of validate; and the exit status of a
module without any op of the spec's dialects (a note, or an error with --require-ops)."""

from __future__ import annotations

import json

import pytest
from check_support import DATAFLOW, EXAMPLES, GPU, RFC, loaded, run_cli

pytestmark = pytest.mark.usefixtures("api_session")  # (tests/conftest.py)

GPU_SAMPLE = EXAMPLES / "gpu" / "sample.mlir"
DF_SAMPLE = EXAMPLES / "dataflow" / "sample.mlir"


def _target_text(target_json: dict) -> str:
    """A target's JSON (as validate prints it) in the --target syntax."""
    parts = []
    for key, value in target_json.items():
        if isinstance(value, list):
            parts.append(f"{key}=" + ("+".join(value) if value else "none"))
        else:
            parts.append(f"{key}={'any' if value is None else value}")
    return ",".join(parts)


@pytest.mark.parametrize("spec, module", [(GPU, GPU_SAMPLE), (DATAFLOW, DF_SAMPLE)])
def test_every_cell_is_what_a_single_target_run_says(spec, module):
    rc, out, err = run_cli("validate", module, "--spec", spec, "--all-targets", "--format", "json", "--all-reasons")
    assert (rc, err) == (0, ""), err
    doc = json.loads(out)
    [row] = doc["modules"]
    assert row["status"] == "checked" and set(row["results"]) == {t["name"] for t in doc["targets"]}
    statuses = set()
    for t in doc["targets"]:
        single_rc, single_out, _ = run_cli(
            "validate", module, "--spec", spec, "--target", _target_text(t["target"]), "--format", "json"
        )
        [single] = json.loads(single_out)["modules"]
        cell = row["results"][t["name"]]
        assert cell == {k: single[k] for k in ("status", "illegal_ops", "illegal")}, t["name"]
        assert single["ops"] == row["ops"]
        assert single_rc == (1 if cell["status"] == "illegal" else 0)
        statuses.add(cell["status"])
    assert statuses == {"legal", "illegal"}  # the sweep exits 0 all the same


@pytest.mark.parametrize("spec", [GPU, DATAFLOW])
def test_columns_are_the_named_targets_and_the_versions(spec):
    rc, out, _ = run_cli("validate", GPU_SAMPLE, "--spec", spec, "--all-targets", "--format", "json")
    assert rc == 0
    columns = json.loads(out)["targets"]
    got = {json.dumps(c["target"], sort_keys=True): c["name"] for c in columns}
    assert len(got) == len(columns)  # no two columns are the same target
    s = loaded(spec)
    env_cls = s.checker.env_cls
    from odsgen.checking.targets.syntax import parse_target, target_json

    # every named target is a column, under its name unless a column before it is the same target
    for name in s.catalog.named:
        key = json.dumps(target_json(parse_target(name, env_cls, s.catalog)), sort_keys=True)
        assert key in got
    # every version of the version axis is a column: that version, every set axis all enabled
    [axis] = [a for a in env_cls.AXES if a.ordered]
    versions = {c["target"][axis.keyword] for c in columns}
    assert versions == {m.name for m in axis.enum.__members__.values()}
    for c in columns:
        if c["name"] not in s.catalog.named:
            for a in env_cls.AXES:
                if not a.ordered:
                    assert c["target"][a.keyword] == sorted({m.name for m in a.enum.__members__.values()})


def test_text_matrix_agrees_with_the_json():
    args = ("validate", DF_SAMPLE, GPU_SAMPLE, "--spec", DATAFLOW, "--all-targets")
    rc, text, err = run_cli(*args)
    rc_json, out, _ = run_cli(*args, "--format", "json")
    assert rc == rc_json == 0
    doc = json.loads(out)
    lines = text.splitlines()
    assert lines[0].split() == ["module", "ops", *[t["name"] for t in doc["targets"]]]
    for line, m in zip(lines[1:3], doc["modules"]):
        cells = ["legal" if r["status"] == "legal" else f"{r['illegal_ops']} illegal" for r in m["results"].values()]
        assert line.split("  ")[0] == str(m["module"])
        assert " ".join(line.split()) == " ".join([str(m["module"]), str(m["ops"]), *cells])
        for name, r in m["results"].items():
            if r["status"] == "illegal":
                first = r["illegal"][0]["op"]
                assert any(l.startswith(f"  {m['module']}: {name}: {first}") for l in lines)
    # the gpu module has no df op: a note on stderr, a legal row of 0 ops
    assert err.startswith(
        f"{GPU_SAMPLE}: note: no op of the spec's dialect 'df'; the module uses 'arith', 'func', 'gs'"
    )
    assert doc["modules"][1]["ops"] == 0 and "note" in doc["modules"][1]


def test_a_target_list_is_a_sweep_of_those_targets():
    rc, out, err = run_cli(
        "validate", GPU_SAMPLE, "--spec", GPU, "--target", "desktop", "--target", "mobile", "--format", "json"
    )
    # listed targets gate like a single --target: illegal on one of them exits 1
    assert (rc, err) == (1, "")
    doc = json.loads(out)
    assert [t["name"] for t in doc["targets"]] == ["desktop", "mobile"]
    assert {r["status"] for r in doc["modules"][0]["results"].values()} == {"illegal"}
    # the same target twice is one column
    rc, out, _ = run_cli("validate", GPU_SAMPLE, "--spec", GPU, "--target", "desktop", "--target", "desktop")
    assert rc == 1 and out.splitlines()[0].split() == ["module", "ops", "desktop"]
    # legal on every listed target: 0
    rc, _, _ = run_cli("validate", GPU_SAMPLE, "--spec", GPU, "--target", "sample", "--target", "sample")
    assert rc == 0


def test_sweep_errors_exit_2_and_the_other_modules_are_reported(tmp_path):
    broken = tmp_path / "broken.mlir"
    broken.write_text('"gs.iadd"(%x) : (i32) -> i32\n')
    rc, out, err = run_cli("validate", GPU_SAMPLE, broken, "--spec", GPU, "--all-targets", "--format", "json")
    assert rc == 2
    assert f"{broken}:1:11: error: use of undeclared SSA value name" in err
    mods = json.loads(out)["modules"]
    assert [m["status"] for m in mods] == ["checked", "error"]
    rc, _, err = run_cli("validate", GPU_SAMPLE, "--spec", GPU, "--target", "desktop", "--target", "nosuch")
    assert rc == 2 and err.startswith("--target:1:1: error: ")


# --------------------------------------------------------------- modules without ops of the spec


def test_module_of_another_dialect_is_a_note_or_with_require_ops_an_error():
    rc, out, err = run_cli("validate", GPU_SAMPLE, "--spec", RFC, "--target", "latest")
    assert rc == 0
    assert err.startswith(
        f"{GPU_SAMPLE}: note: no op of the spec's dialect 'example'; the module uses 'arith', 'func', 'gs';"
        " nothing to check\n"
    )
    assert out == f"{GPU_SAMPLE}: all 0 ops are legal on the target version=V_3\n"
    rc, out, err = run_cli("validate", GPU_SAMPLE, "--spec", RFC, "--target", "latest", "--format", "json")
    [m] = json.loads(out)["modules"]
    assert (rc, m["status"], m["ops"], m["illegal_ops"]) == (0, "legal", 0, 0)
    assert m["note"].startswith(f"{GPU_SAMPLE}: note: no op of the spec's dialect 'example'")
    rc, out, err = run_cli("validate", GPU_SAMPLE, "--spec", RFC, "--target", "latest", "--require-ops")
    assert rc == 2 and out == ""
    assert err.startswith(
        f"{GPU_SAMPLE}: error: no op of the spec's dialect 'example'; the module uses 'arith', 'func', 'gs'\n"
    )
    assert "the module and the spec are about different dialects: check --spec" in err


def test_an_unknown_op_of_the_dialect_stays_an_error(tmp_path):
    m = tmp_path / "typo.mlir"
    m.write_text(GPU_SAMPLE.read_text().replace('"gs.fadd"(%a, %b)', '"gs.fad"(%a, %b)'))
    for extra in ((), ("--all-targets",)):
        rc, _, err = run_cli("validate", m, "--spec", GPU, "--target", "desktop", *extra)
        assert rc == 2 and err.startswith(f"{m}:9:10: error: 'gs.fad' is not an op of the spec's dialect 'gs'")


def test_all_targets_needs_a_column(tmp_path):
    """A dialect without a version axis and without named targets has no column to sweep."""
    spec = tmp_path / "e.td"
    spec.write_text(
        'include "odsgen/base.td"\n'
        'def E_Dialect : Dialect { let name = "e"; }\n'
        'def E_a : I32EnumAttrCase<"ext_a", 0>;\n'
        'def E_ExtAttr : I32EnumAttr<"Extension", "extensions", [E_a]> { let cppNamespace = "::e"; }\n'
        "class Extension<list<I32EnumAttrCase> exts>"
        ' : ExtensionBase<"QueryExtensionInterface", E_ExtAttr, exts>;\n'
        'def E_Op : Op<E_Dialect, "op"> { let availability = [Extension<[E_a]>]; }\n'
    )
    m = tmp_path / "m.mlir"
    m.write_text('"e.op"() : () -> ()\n')
    rc, out, err = run_cli("validate", m, "--spec", spec, "--all-targets")
    assert (rc, out) == (2, "")
    assert err.startswith("error: --all-targets: the spec has no version axis and there are no named targets"), err
    # a target given as well is a column
    rc, out, err = run_cli("validate", m, "--spec", spec, "--all-targets", "--target", "extensions=none")
    assert rc == 1 and out.splitlines()[1].split() == [str(m), "1", "1", "illegal"], out


# --------------------------------------------------------------- verification (issue 20, items 8 and 9)

DF_MALFORMED = EXAMPLES / "dataflow" / "malformed.mlir"


@pytest.mark.parametrize("targets", [("--all-targets",), ("--target", "df-1", "--target", "df-4")])
def test_a_sweep_verifies_as_a_single_target_does(targets):
    """A malformed module exits 3 in a sweep too, with the single run's malformed
    diagnostics after the matrix; its cells are what a single --target run says (status
    malformed); --no-verify trusts it."""
    rc, out, err = run_cli("validate", DF_MALFORMED, "--spec", DATAFLOW, "--target", "df-1")
    verified = out[: out.index(f"{DF_MALFORMED}: 4 ops are malformed\n")]
    assert rc == 3 and verified.count(": error: ") >= 4, out + err
    rc, out, err = run_cli("validate", DF_MALFORMED, "--spec", DATAFLOW, *targets)
    assert rc == 3, out + err
    lines = out.splitlines()
    assert lines[0].split()[:2] == ["module", "ops"]
    assert set(lines[1].split()[2:]) == {"malformed"}
    assert out.endswith(verified + f"{DF_MALFORMED}: 4 ops are malformed\n")
    rc, out, _ = run_cli("validate", DF_MALFORMED, "--spec", DATAFLOW, *targets, "--format", "json", "--all-reasons")
    [m] = json.loads(out)["modules"]
    assert (rc, m["status"], m["malformed_ops"]) == (3, "malformed", 4)
    for name, cell in m["results"].items():
        _, one, _ = run_cli("validate", DF_MALFORMED, "--spec", DATAFLOW, "--target", name, "--format", "json")
        [single] = json.loads(one)["modules"]
        assert cell == {k: single[k] for k in ("status", "illegal_ops", "illegal")}, name
        assert single["malformed"] == m["malformed"]
    rc, out, _ = run_cli("validate", DF_MALFORMED, "--spec", DATAFLOW, *targets, "--no-verify")
    assert rc in (0, 1) and ": error: " not in out and " malformed" not in out


def test_a_well_formed_module_checks_in_a_sweep_as_before():
    rc, out, err = run_cli("validate", DF_SAMPLE, "--spec", DATAFLOW, "--all-targets", "--format", "json")
    [m] = json.loads(out)["modules"]
    assert (rc, m["status"], m["malformed_ops"]) == (0, "checked", 0), err


def test_column_names_are_unique(tmp_path):
    """A named target spelled as a version (a targets file's 'v1.3', here v1.0) and the
    version's own column: two columns, two keys of the JSON results; the version's column
    is named by its target text (issue 20, item 9)."""
    targets = tmp_path / "t.toml"
    targets.write_text('dialect = "gs"\n[targets."v1.3"]\ntarget = "version=v1.0,capabilities=Shader"\n')
    args = ("validate", GPU_SAMPLE, "--spec", GPU, "--targets", targets, "--all-targets")
    rc, out, err = run_cli(*args, "--format", "json", "--all-reasons")
    assert rc == 0, err
    doc = json.loads(out)
    names = [t["name"] for t in doc["targets"]]
    assert len(set(names)) == len(names)
    assert names[0] == "v1.3" and "version=v1.3,extensions=*,capabilities=*" in names
    [m] = doc["modules"]
    assert list(m["results"]) == names
    # the named target keeps its own cell (v1.0 and Shader only: illegal), the version its own
    assert m["results"]["v1.3"]["status"] == "illegal" and m["results"]["v1.3"]["illegal_ops"] > 0
    assert m["results"]["version=v1.3,extensions=*,capabilities=*"]["status"] == "legal"
    for t in doc["targets"]:
        given = ("--target", _target_text(t["target"]), "--format", "json")
        one = run_cli("validate", GPU_SAMPLE, "--spec", GPU, *given)[1]
        [single] = json.loads(one)["modules"]
        assert m["results"][t["name"]] == {k: single[k] for k in ("status", "illegal_ops", "illegal")}, t["name"]
    rc, text, _ = run_cli(*args)
    assert text.splitlines()[0].split() == ["module", "ops", *names]


def _gpu_kernels(path, copies: int):
    """examples/gpu/sample.mlir's kernel ``copies`` times in one module."""
    text = GPU_SAMPLE.read_text()
    kernel = text[text.index('  "func.func"') : text.rindex("}) : () -> ()")]
    kernels = "".join(kernel.replace('sym_name = "kernel"', f'sym_name = "kernel{i}"') for i in range(copies))
    path.write_text('"builtin.module"() ({\n' + kernels + "}) : () -> ()\n")
    return path


def test_a_sweeps_json_is_bounded_per_cell_and_all_reasons_lists_everything(tmp_path):
    """Sweep JSON size (issue 32, item 11): by default a cell lists, of each of its first
    SHOWN op names, the first op of each of its first SHOWN kinds (with its reasons), and
    how many names it has: the same cells for a module 8 times larger. --all-reasons lists
    every illegal op with its reasons (the document odsgen.validate_many gives). Before,
    every cell listed every illegal op: the JSON grew with the module."""
    shown = 6  # (odsgen.checking.sweep.SHOWN, as docs/validate.md says)
    small, large = _gpu_kernels(tmp_path / "small.mlir", 5), _gpu_kernels(tmp_path / "large.mlir", 40)
    args = ("--spec", GPU, "--all-targets", "--format", "json")
    docs = {}
    for name, module in (("small", small), ("large", large)):
        rc, out, err = run_cli("validate", module, *args)
        assert rc == 0, err
        docs[name] = json.loads(out)
    [small_row], [large_row] = docs["small"]["modules"], docs["large"]["modules"]
    for target, cell in large_row["results"].items():
        # the bound: a module 8 times larger has the same cells, but for their counts
        assert cell["illegal"] == [
            dict(e, loc=e["loc"].replace("small.mlir", "large.mlir")) for e in small_row["results"][target]["illegal"]
        ]
    for name, module in (("small", small), ("large", large)):
        rc, out, err = run_cli("validate", module, *args, "--all-reasons")
        assert rc == 0, err
        docs[name + " all"] = json.loads(out)
    assert "--all-reasons" in docs["small"]["illegal_shown"] and "illegal_shown" not in docs["small all"]
    [everything] = docs["large all"]["modules"]
    bounded = 0
    for target, cell in large_row["results"].items():
        full = everything["results"][target]
        assert len(full["illegal"]) == full["illegal_ops"] == cell["illegal_ops"]
        assert all(e["reasons"] for e in full["illegal"])
        names = list(dict.fromkeys(e["op"] for e in full["illegal"]))
        if cell["status"] == "legal":
            continue
        assert cell["op_names"] == len(names)
        assert len(cell["illegal"]) <= shown * shown and len({e["op"] for e in cell["illegal"]}) <= shown
        assert all(e in full["illegal"] and e["reasons"] for e in cell["illegal"])
        assert {e["op"] for e in cell["illegal"]} == set(names[:shown])
        bounded += cell["illegal_ops"] > len(cell["illegal"])
    assert bounded and len(json.dumps(docs["large"])) * 8 < len(json.dumps(docs["large all"]))


def test_a_sweeps_json_is_written_module_by_module(tmp_path):
    """Sweep JSON size (issue 32, item 11): the document is written as each module is done,
    never whole in memory: the first module's row is on standard output while the second
    module (a pipe) has not been written yet. Before, the whole document was made first:
    nothing came out until every module was done."""
    import os
    import subprocess
    import sys
    import threading

    from runtime_support import REPO

    later = tmp_path / "later.mlir"
    os.mkfifo(later)
    env = dict(os.environ, PYTHONPATH=str(REPO))
    command = [sys.executable, "-m", "odsgen", "validate", str(GPU_SAMPLE), str(later), "--spec", str(GPU)]
    err = tmp_path / "stderr"
    with open(err, "wb") as stderr:
        proc = subprocess.Popen(
            [*command, "--all-targets", "--format", "json"], stdout=subprocess.PIPE, stderr=stderr, env=env, cwd=REPO
        )
    guard = threading.Timer(15, proc.kill)  # (a document made whole never comes: the test fails, not hangs)
    guard.start()
    try:
        seen = []
        for line in iter(proc.stdout.readline, b""):
            seen.append(line.decode())
            if '"results": {' in seen[-1]:
                break
        assert any(f'"module": "{GPU_SAMPLE}"' in line for line in seen), "".join(seen)
        later.write_text(GPU_SAMPLE.read_text())  # (the second module only now)
        rest = proc.stdout.read()
        proc.wait(timeout=60)
    finally:
        guard.cancel()
    assert proc.returncode == 0, err.read_text()
    doc = json.loads("".join(seen) + rest.decode())
    assert [m["module"] for m in doc["modules"]] == [str(GPU_SAMPLE), str(later)]

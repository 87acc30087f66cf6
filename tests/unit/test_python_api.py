"""The public Python API (odsgen.api, docs/python-api.md): each function returns what the
matching command prints as JSON, and bad input raises one OdsgenError."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

import odsgen

ROOT = Path(__file__).resolve().parents[2]
RFC = ROOT / "examples" / "rfc"
DATAFLOW = ROOT / "examples" / "dataflow"


def cli_json(*args: str) -> dict:
    proc = subprocess.run([sys.executable, "-m", "odsgen", *args], capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode in (0, 1), proc.stderr
    return json.loads(proc.stdout)


@pytest.fixture(scope="module")
def rfc():
    return odsgen.load_spec(str(RFC / "example.td"))


def test_the_api_is_at_import_odsgen(rfc):
    # Loading a spec imports odsgen's own subpackages (odsgen.avail...): none may shadow the API.
    odsgen.availability(rfc)
    for name in odsgen.__all__:
        assert getattr(odsgen, name) is getattr(odsgen.api, name)
        assert callable(getattr(odsgen, name))
    with pytest.raises(AttributeError):
        odsgen.no_such_thing  # noqa: B018


def test_availability_is_the_json_of_odsgen_avail(rfc):
    assert odsgen.availability(rfc) == cli_json("avail", str(RFC / "example.td"), "--json")


def test_diff_between_versions_and_between_specs(rfc):
    spec = str(RFC / "example.td")
    got = odsgen.diff(rfc, "V_1", "V_3")
    assert got == cli_json("diff", spec, "--from", "V_1", "--to", "V_3", "--format", "json")
    assert got["changes"], "the example gains an attribute at V_2 and a result at V_3"
    assert odsgen.diff(rfc, "V_3", "V_3") == {"changes": []}
    old = str(DATAFLOW / "dataflow.td")
    assert odsgen.diff(odsgen.load_spec(old), rfc) == cli_json("diff", old, spec, "--format", "json")


def test_validate_deduce_explain_match_their_commands(rfc):
    spec, module = str(RFC / "example.td"), str(RFC / "sample.mlir")
    for target, status in (("version=V_2", "illegal"), ("version=V_3", "legal")):
        got = odsgen.validate(rfc, module, target=target)
        assert got["status"] == status
        cli = cli_json("validate", module, "--spec", spec, "--target", target, "--format", "json")
        assert [got] == cli["modules"]
    assert odsgen.deduce(rfc, module) == cli_json("deduce", module, "--spec", spec, "--format", "json")
    got = odsgen.explain(rfc, "example.a", target="version=V_2")
    assert got == cli_json("explain", "example.a", "--spec", spec, "--target", "version=V_2", "--format", "json")
    assert odsgen.explain(rfc, "example.a", target=rfc.target("version=V_2")) == got


def test_validate_each_is_validate_at_each_target(rfc):
    """One read and verification of the module for several targets, each report validate's
    at that target (an ONNX model's: tests/runtime/test_onnx.py)."""
    module = str(RFC / "sample.mlir")
    targets = ["version=V_1", "version=V_2", rfc.target("version=V_3"), "version=V_2"]
    got = odsgen.validate_each(rfc, module, targets, max_errors=1)
    assert got == [odsgen.validate(rfc, module, t, max_errors=1) for t in targets]
    assert [r["status"] for r in got] == ["illegal", "illegal", "legal", "illegal"]
    assert got[1] is not got[3]


def test_generate_returns_the_files_and_writes_them(rfc, tmp_path):
    in_memory = odsgen.generate(rfc, per_version=True)
    assert in_memory["package"] == "example" and in_memory["changed"] == []
    assert "example/v3.py" in in_memory["files"] and not list(tmp_path.iterdir())
    written = odsgen.generate(rfc, tmp_path, per_version=True)
    assert written["files"] == in_memory["files"]
    assert sorted(written["changed"]) == sorted(in_memory["files"])
    for rel, text in written["files"].items():
        assert (tmp_path / rel).read_text() == text
    assert odsgen.generate(rfc, tmp_path, per_version=True)["changed"] == []


def test_load_spec_options_and_lazy_loading(tmp_path):
    inc = tmp_path / "inc"
    inc.mkdir()
    (inc / "ops.td").write_text((RFC / "example.td").read_text())
    main = tmp_path / "main.td"
    main.write_text('#ifdef WITH_OPS\ninclude "ops.td"\n#endif\n')
    spec = odsgen.load_spec(main, include_dirs=[inc], defines=["WITH_OPS"])
    assert [op["name"] for op in odsgen.availability(spec)["ops"]] == ["example.a"]
    assert odsgen.availability(odsgen.load_spec(main))["ops"] == []
    lazy = odsgen.load_spec(main, include_dirs=[inc], defines=["WITH_OPS"], lazy=True)
    assert lazy._model is None and odsgen.availability(lazy) == odsgen.availability(spec)


@pytest.mark.parametrize("use_cache", [False, True], ids=["uncached", "cached"])
@pytest.mark.parametrize("model_first", [True, False], ids=["model-first", "checked-first"])
def test_a_spec_builds_its_model_once(use_cache, model_first, monkeypatch, tmp_path):
    """``Spec.model`` and ``Spec.checked`` (and the checked spec's ``model``) share one build
    of the model, whichever is asked first, with or without odsgen's cache (a cold one)."""
    import odsgen.model.build as build

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    builds: list[object] = []
    real = build.build_model

    def counting(keeper):
        builds.append(keeper)
        return real(keeper)

    monkeypatch.setattr(build, "build_model", counting)
    spec = odsgen.load_spec(RFC / "example.td", use_cache=use_cache, lazy=True)
    assert builds == []
    first, second = ("model", "checked") if model_first else ("checked", "model")
    getattr(spec, first)
    getattr(spec, second)
    assert spec.checked.model is spec.model
    odsgen.validate(spec, str(RFC / "sample.mlir"), "version=V_3")
    spec.warnings  # noqa: B018
    assert len(builds) == 1


def test_bad_input_raises_one_odsgen_error(tmp_path, rfc):
    with pytest.raises(odsgen.OdsgenError, match="no such file"):
        odsgen.load_spec(tmp_path / "missing.td")
    bad = tmp_path / "bad.td"
    bad.write_text("def X : NoSuchClass;\n")
    with pytest.raises(odsgen.OdsgenError) as exc:
        odsgen.load_spec(bad)
    assert str(exc.value).startswith(f"{bad}:1:9: error: "), str(exc.value)
    with pytest.raises(odsgen.OdsgenError, match="unknown version 'V_9'"):
        odsgen.diff(rfc, "V_1", "V_9")
    with pytest.raises(odsgen.OdsgenError):
        odsgen.validate(rfc, str(RFC / "sample.mlir"), target="version=V_9")


def test_a_spec_path_and_a_module_in_memory_are_taken_as_they_are(rfc):
    from odsgen.runtime.reader import read_file

    spec, module = str(RFC / "example.td"), str(RFC / "sample.mlir")
    want = odsgen.validate(rfc, module, "version=V_2")
    assert odsgen.validate(spec, module, "version=V_2") == want
    assert odsgen.validate([spec], read_file(module), rfc.target("version=V_2")) == want
    assert odsgen.deduce(spec, read_file(module)) == odsgen.deduce(rfc, module)
    assert odsgen.validate(rfc, read_file(module), "version=V_2", filename="net.mlir")["module"] == "net.mlir"
    # Verification is on by default and can be skipped, as --no-verify does.
    assert "malformed_ops" in want and "malformed_ops" not in odsgen.validate(rfc, module, "version=V_2", verify=False)


RECORDS_TD = """class Shape<int n> { int rank = n; list<string> dims = []; }
def Scalar : Shape<0>;
def Matrix : Shape<2> { let dims = ["m", "n"]; }
dump !strconcat("rank ", !cast<string>(Matrix.rank));
"""


def test_records_is_the_json_of_odsgen_records_and_text_its_output(tmp_path):
    td = tmp_path / "shapes.td"
    td.write_text(RECORDS_TD)
    got = odsgen.records_json(td)
    assert got["Matrix"]["dims"] == ["m", "n"] and sorted(got["!instanceof"]["Shape"]) == ["Matrix", "Scalar"]
    for flags in ((), ("--json",)):
        proc = subprocess.run(
            [sys.executable, "-m", "odsgen", "records", str(td), *flags], capture_output=True, text=True, cwd=ROOT
        )
        assert proc.returncode == 0, proc.stderr
        for use_cache in (True, False, True):  # a cache hit prints what evaluating prints
            text, notes = odsgen.records_text(td, json=bool(flags), use_cache=use_cache)
            assert text == proc.stdout and notes == proc.stderr.splitlines() == [f"{td}:4:1: note: rank 2"]
    assert got == json.loads(odsgen.records_text(td, json=True)[0])
    with pytest.raises(odsgen.OdsgenError, match="could not open input file"):
        odsgen.records_json(tmp_path / "missing.td")


@pytest.mark.oracle
def test_records_equals_llvm_tblgen_dump_json(tmp_path, llvm_tblgen):
    td = tmp_path / "shapes.td"
    td.write_text(RECORDS_TD)
    ref = subprocess.run([str(llvm_tblgen), "--dump-json", str(td)], capture_output=True, text=True, check=True)
    assert odsgen.records_json(td, use_cache=False) == json.loads(ref.stdout)
    # The JSON text itself, "!instanceof" lists (by record name) included.
    assert odsgen.records_text(td, json=True, use_cache=False)[0] == ref.stdout


def test_gen_prints_what_generate_returns(rfc, tmp_path):
    proc = subprocess.run(
        [sys.executable, "-m", "odsgen", "gen", str(RFC / "example.td"), "-o", str(tmp_path), "--per-version"],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    files = odsgen.generate(rfc, per_version=True)["files"]
    assert proc.stderr == f"odsgen: package 'example' ({len(files)} files, {len(files)} changed) in {tmp_path}\n"
    assert {rel: (tmp_path / rel).read_text() for rel in files} == files


def test_a_target_of_another_spec_is_refused(rfc, tmp_path, monkeypatch):
    """A ``TargetEnv`` of another spec's package is refused (its versions would be compared
    with unrelated enums, and the dimensions it lacks dropped: issue 20, item 12); one of
    another copy of the spec's own package (written by ``generate``) is read as the same
    cases of the spec's."""
    gpu = odsgen.load_spec(str(ROOT / "examples" / "gpu" / "gpu.td"))
    module = str(ROOT / "examples" / "gpu" / "sample.mlir")
    foreign = rfc.target("version=V_3")
    calls = {
        "validate": lambda t: odsgen.validate(gpu, module, target=t),
        "deduce": lambda t: odsgen.deduce(gpu, module, target=t),
        "explain": lambda t: odsgen.explain(gpu, "gs.load", target=t),
    }
    for name, call in calls.items():
        with pytest.raises(odsgen.OdsgenError) as info:
            call(foreign)
        assert str(info.value) == (
            "error: target: TargetEnv('version=V_3') is a target of another spec (the dialect 'example'), "
            f"not of {gpu.paths[0]}, whose axes differ\n"
            "note: give a target of this spec: its text (target='version=V_3') or spec.target(text)"
        ), name
        with pytest.raises(odsgen.OdsgenError, match="expected a target's text, a TargetEnv or None, not int"):
            call(3)
    # Another copy of gpu's own package: the same cases of the spec's own.
    odsgen.generate(gpu, tmp_path, package="gs_copy")
    monkeypatch.syspath_prepend(str(tmp_path))
    gs = importlib.import_module("gs_copy")

    env = gs.TargetEnv(version=gs.Version.V_1_1, capabilities=[gs.Capability.Shader])
    assert type(env) is not gpu.package.target.TargetEnv
    own = gpu.target(env.text())
    for call in calls.values():
        assert call(env) == call(own)
    assert calls["validate"](env)["illegal"]

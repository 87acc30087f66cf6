"""Reports CI systems read (issue 24, item 5): ``--format sarif`` (SARIF 2.1.0, checked
against the facts of its JSON schema in inputs/sarif-2.1.0-facts.schema.json) and
``--format github`` (GitHub Actions annotations), on validate, verify, deduce and convert:
one result per diagnostic of the text report, at its place, with its rule and its notes."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from urllib.parse import unquote

import jsonschema
from check_support import EXAMPLES, REPO, run_cli
from runtime_support import run_odsgen, run_odsgen_in_process

SCHEMA = json.loads((Path(__file__).parent / "inputs" / "sarif-2.1.0-facts.schema.json").read_text())
_ERROR = re.compile(r"^(\S.*?:\d+:\d+): error: (.*)$")


def _valid(doc: dict) -> dict:
    errors = [f"{list(e.absolute_path)}: {e.message}" for e in jsonschema.Draft7Validator(SCHEMA).iter_errors(doc)]
    assert errors == []
    return doc


def _errors(text: str) -> list[tuple[str, str]]:
    """(loc, message) of each error of a text report."""
    return [(m[1], m[2]) for m in map(_ERROR.match, text.splitlines()) if m]


def _where(location: dict) -> str:
    p = location["physicalLocation"]
    r = p.get("region", {})
    path = unquote(p["artifactLocation"]["uri"].removeprefix("file://"))
    return f"{path}:{r.get('startLine')}:{r.get('startColumn')}"


def _results(out: str) -> tuple[list[dict], list[dict]]:
    doc = _valid(json.loads(out))
    (run,) = doc["runs"]
    rules = run["tool"]["driver"]["rules"]
    for r in run["results"]:
        assert rules[r["ruleIndex"]]["id"] == r["ruleId"]
    return run["results"], rules


def test_the_schema_facts_are_not_vacuous():
    ok = {
        "version": "2.1.0",
        "runs": [{"tool": {"driver": {"name": "odsgen"}}, "results": [{"message": {"text": "m"}}]}],
    }
    _valid(ok)
    for bad in (
        {"version": "2.0.0", "runs": []},
        {"version": "2.1.0", "runs": [{"tool": {"driver": {}}}]},
        {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "o"}}, "results": [{"ruleId": "x"}]}]},
        {
            "version": "2.1.0",
            "runs": [
                {
                    "tool": {"driver": {"name": "o"}},
                    "results": [
                        {
                            "message": {"text": "m"},
                            "locations": [
                                {"physicalLocation": {"artifactLocation": {"uri": "a"}, "region": {"startLine": 0}}}
                            ],
                        }
                    ],
                }
            ],
        },
    ):
        assert list(jsonschema.Draft7Validator(SCHEMA).iter_errors(bad))


def test_validate_sarif_one_result_per_diagnostic_with_rule_and_notes(monkeypatch):
    monkeypatch.chdir(EXAMPLES / "rfc")
    args = ("validate", "sample.mlir", "--spec", "example.td", "--target", "version=V_2")
    rc_text, text, _ = run_cli(*args)
    rc, out, _ = run_cli(*args, "--format", "sarif")
    assert rc == rc_text == 1
    results, rules = _results(out)
    assert [(_where(r["locations"][0]), r["message"]["text"]) for r in results] == _errors(text)
    (r,) = results
    assert r["ruleId"] == "unavailable/MinVersion" and r["level"] == "error"
    assert {"malformed", "unavailable"} <= {rule["id"] for rule in rules}
    # The notes, as related locations: the reason, then its provenance at its place in the spec.
    notes = [line.strip() for line in text.splitlines() if line.startswith("  ") and "note:" in line]
    assert r["relatedLocations"][0]["message"]["text"] == notes[0].removeprefix("note: ")
    provenance = re.search(r"required by (\S+) '([^']+)' \(([^)]+)\)", text)
    assert provenance is not None
    related = r["relatedLocations"][1]
    assert related["message"]["text"] == f"required by {provenance[1]} '{provenance[2]}'"
    assert _where(related) == provenance[3]


def test_verify_sarif_and_github_on_malformed_ops(monkeypatch, tmp_path):
    d = EXAMPLES / "dataflow"
    module = tmp_path / "a,b:c.mlir"  # a name that needs escaping in an annotation's properties
    shutil.copy(d / "malformed.mlir", module)
    monkeypatch.chdir(tmp_path)
    args = ("verify", module.name, "--spec", str(d / "dataflow.td"))
    _, text, _ = run_cli(*args)
    expected = _errors(text)
    assert len(expected) >= 4
    rc, out, _ = run_cli(*args, "--format", "sarif")
    assert rc == 3
    results, _ = _results(out)
    assert [r["ruleId"] for r in results] == ["malformed"] * len(expected)
    assert [(_where(r["locations"][0]), r["message"]["text"]) for r in results] == expected
    assert {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in results} == {"a%2Cb%3Ac.mlir"}
    rc, out, _ = run_cli(*args, "--format", "github")
    assert rc == 3
    want = []
    for loc, message in expected:
        line, col = loc.rsplit(":", 2)[1:]
        want.append(f"::error file=a%2Cb%3Ac.mlir,line={line},col={col},title=malformed::{message}")
    assert out.splitlines() == want


def test_bad_input_and_sweeps_in_sarif(monkeypatch):
    monkeypatch.chdir(EXAMPLES / "rfc")
    proc = run_odsgen(
        "validate",
        str(EXAMPLES / "rfc" / "sample.mlir"),
        "absent.mlir",
        "--spec",
        str(EXAMPLES / "rfc" / "example.td"),
        "--all-targets",
        "--format",
        "sarif",
    )
    assert proc.returncode == 2
    results, _ = _results(proc.stdout.decode())
    errors = [r for r in results if r["ruleId"] == "error"]
    assert [e["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for e in errors] == ["absent.mlir"]
    _, doc, _ = run_cli("validate", "sample.mlir", "--spec", "example.td", "--all-targets", "--format", "json")
    (m,) = json.loads(doc)["modules"]
    illegal = sum(v["illegal_ops"] for v in m["results"].values())  # one result per unavailable op, per target
    assert illegal and len(results) - len(errors) == illegal
    assert all(r["ruleId"].startswith("unavailable") for r in results if r["ruleId"] != "error")
    # The columns --all-targets adds only report (exit 0 for them): warnings; a --target's gate: errors.
    assert {r["level"] for r in results if r["ruleId"] != "error"} == {"warning"}
    rc, out, _ = run_cli("validate", "sample.mlir", "--spec", "example.td", "--all-targets", "--target", "v1")
    assert rc == 1
    _, out, _ = run_cli(
        "validate", "sample.mlir", "--spec", "example.td", "--all-targets", "--target", "v1", "--format", "sarif"
    )
    levels = {(r["message"]["text"].rsplit(" ", 1)[1], r["level"]) for r in _results(out)[0]}
    assert ("v1", "error") in levels and ("v2", "warning") in levels


def test_deduce_and_convert_in_sarif_and_github(tmp_path):
    d = EXAMPLES / "dataflow"
    rc_text, _, err = run_cli("deduce", d / "malformed.mlir", "--spec", d / "dataflow.td")
    rc, out, _ = run_cli("deduce", d / "malformed.mlir", "--spec", d / "dataflow.td", "--format", "sarif")
    assert rc == rc_text == 3
    results, _ = _results(out)
    assert [(_where(r["locations"][0]), r["message"]["text"]) for r in results] == _errors(err)
    assert {r["ruleId"] for r in results} == {"malformed"}
    args = ("convert", d / "sample.mlir", "--spec", d / "dataflow.td", "--target", "df-1")
    args += ("--patterns", d / "downgrade.py", "-o", tmp_path / "out.mlir")
    rc_text, text, _ = run_cli(*args)  # (with -o, the report is on standard output)
    rc, out, _ = run_cli(*args, "--format", "github")
    assert rc == rc_text
    lines = out.splitlines()
    blocked = [e for e in _errors(text) if e[1].endswith("is not available on the target")]
    assert blocked and len(lines) == len(blocked)
    for line, (loc, message) in zip(lines, blocked):
        file, ln, col = loc.rsplit(":", 2)
        assert line.startswith(f"::error file={file},line={ln},col={col},title=unavailable/")
        assert f"::{message}%0Anote: " in line
    rc, out, _ = run_cli(*args, "--format", "sarif")
    results, _ = _results(out)
    assert len(results) == len(blocked)


def test_explain_has_no_ci_format():
    proc = run_odsgen("explain", "example.a", "--spec", str(EXAMPLES / "rfc" / "example.td"), "--format", "sarif")
    assert proc.returncode == 2 and b"invalid choice: 'sarif'" in proc.stderr


_FORGED = ".github/workflows/release.yml:1:1: error: approved"


def _forging_modules(tmp_path: Path) -> list[tuple[str, Path, int, int]]:
    """Modules whose text imitates findings (issue 32, item 2), and the one real finding
    of each: (rule, module, line, column). In a source line echoed under an error, with
    the blanks before it; in a string attribute; in an op's name; in file names."""
    unreadable = tmp_path / "unreadable.mlir"  # (a syntax error at the forged line)
    unreadable.write_text('"builtin.module"() ({\n  ' + _FORGED + "\n}) : () -> ()\n")
    malformed = tmp_path / "w.yml:9:9: error: approved.mlir"  # (its attribute is no f32)
    malformed.write_text(
        '"builtin.module"() ({\n  %0 = "example.a"() {attr = "x.yml:1:1: error: approved"} : () -> i32\n'
        "}) : () -> ()\n"
    )
    no_ops = tmp_path / "n.yml:9:9: note: x.mlir"  # (no op of the spec's dialect)
    no_ops.write_text('"builtin.module"() ({\n  "evil.yml:3:3: error: forged"() : () -> ()\n}) : () -> ()\n')
    return [("error", unreadable, 2, 3), ("malformed", malformed, 2, 8), ("no-ops", no_ops, 0, 0)]


def _github_findings(out: str) -> list[tuple[str, str, int, int]]:
    """(rule, file, line, column) of each annotation (0 when absent), its properties unescaped."""
    found = []
    for line in out.splitlines():
        m = re.match(r"^::(error|warning|notice) ([^:]*)::", line)
        assert m is not None, line  # (every line is one annotation: a note is in its message)
        props = dict(p.split("=", 1) for p in m[2].split(","))
        unescape = lambda t: t.replace("%3A", ":").replace("%2C", ",").replace("%0D", "\r").replace("%0A", "\n").replace("%25", "%")  # noqa: E731
        found.append((props["title"], unescape(props["file"]), int(props.get("line", 0)), int(props.get("col", 0))))
    return found


def _sarif_findings(out: str) -> list[tuple[str, str, int, int]]:
    found = []
    for r in _results(out)[0]:
        p = r["locations"][0]["physicalLocation"]
        region = p.get("region", {})
        path = unquote(p["artifactLocation"]["uri"].removeprefix("file://"))
        found.append((r["ruleId"], path, region.get("startLine", 0), region.get("startColumn", 0)))
        for related in r.get("relatedLocations", ()):  # (a note at a place: never one of the module's text)
            if "physicalLocation" in related:
                assert "yml" not in related["physicalLocation"]["artifactLocation"]["uri"]
    return found


def test_text_of_a_module_never_becomes_a_finding_or_a_location(tmp_path):
    """Forged CI findings (issue 32, item 2): each module gives exactly its real finding,
    at its own file, in SARIF and GitHub annotations, with one target, in a sweep
    (whose workers send the diagnostics back, -j 2) and from verify; before, the echoed source line of
    the unreadable module was a second finding, an annotation on release.yml."""
    expected = [(rule, str(path), line, col) for rule, path, line, col in _forging_modules(tmp_path)]
    spec = str(EXAMPLES / "rfc" / "example.td")
    paths = [f for _, f, _, _ in expected]
    runs = [["validate", "--target", "version=V_2"], ["validate", "--target", "v1", "--target", "v2", "-j", "2"]]
    for command, *targets in runs + [["verify"]]:
        for fmt, found_in in (("github", _github_findings), ("sarif", _sarif_findings)):
            proc = run_odsgen_in_process(command, *paths, "--spec", spec, *targets, "--format", fmt)
            assert proc.returncode == 2, proc.stderr.decode()
            assert _FORGED in proc.stderr.decode()  # (the text report echoes the line, as it should)
            assert found_in(proc.stdout.decode()) == expected, (targets, fmt)


_PROVENANCE = re.compile(r"\(([^()\s]+\.td):(\d+):(\d+)\)")
_STORAGE_BUFFER = """spirv.module Logical GLSL450 {
  spirv.GlobalVariable @v bind(0, 0) : !spirv.ptr<!spirv.struct<(f32 [0])>, StorageBuffer>
  spirv.func @f(%a: i8) -> i8 "None" {
    %0 = spirv.IAdd %a, %a : i8
    spirv.ReturnValue %0 : i8
  }
}
"""


def test_provenance_paths_follow_one_rule_in_text_json_and_sarif(llvm_include, tmp_path):
    """Provenance paths (issue 32, item 21): one rule (docs/validate.md, "Paths in
    reports") in text, JSON and SARIF: a .td under -I relative to it, one of odsgen's
    library relative to the library. Before, the storage class's provenance (kept by the
    generated package relative to SPIRVOps.td's folder) read SPIRVBase.td:3978:37 beside
    mlir/Dialect/SPIRV/IR/SPIRVBase.td:3835:37, and SARIF pointed into odsgen's installed
    library as if it were in the repository; now a file outside it has a uriBaseId, one
    of the run's originalUriBaseIds."""
    from odsgen.resources import data_dir

    module = tmp_path / "sb.mlir"
    module.write_text(_STORAGE_BUFFER)
    args = ["validate", str(module), "--spec", str(llvm_include / "mlir/Dialect/SPIRV/IR/SPIRVOps.td")]
    args += ["-I", str(llvm_include), "--target", "version=v1.0"]
    text = run_odsgen_in_process(*args).stdout.decode()
    shown = {m[1] for m in _PROVENANCE.finditer(text)}
    assert "mlir/Dialect/SPIRV/IR/SPIRVBase.td" in shown and "odsgen/mlir22/spirv.td" in shown, text
    roots = {"INCLUDE1": llvm_include, "ODSGEN_LIBRARY": data_dir("tdlib")}
    assert all((llvm_include / f).is_file() or (roots["ODSGEN_LIBRARY"] / f).is_file() for f in shown), shown
    doc = json.loads(run_odsgen_in_process(*args, "--format", "json").stdout)
    # (a decoration's provenance, "attribute 'decoration binding'", names no .td location)
    provenance = [
        p["loc"]
        for m in doc["modules"]
        for e in m["illegal"]
        for r in e["reasons"]
        for p in r["provenance"]
        if p["loc"] is not None
    ]
    assert {loc.rsplit(":", 2)[0] for loc in provenance} == shown
    assert sorted(provenance) == sorted(":".join(m.groups()) for m in _PROVENANCE.finditer(text))
    results, _ = _results(run_odsgen_in_process(*args, "--format", "sarif").stdout.decode())
    bases = json.loads(run_odsgen_in_process(*args, "--format", "sarif").stdout)["runs"][0]["originalUriBaseIds"]
    assert {b: unquote(v["uri"]) for b, v in bases.items()} == {b: f"file://{p}/" for b, p in roots.items()}
    related = [
        r["physicalLocation"]["artifactLocation"] for f in results for r in f["relatedLocations"] if "physicalLocation" in r
    ]
    assert related and {(a.get("uriBaseId"), unquote(a["uri"])) for a in related} == {
        ("ODSGEN_LIBRARY" if f.startswith("odsgen/") else "INCLUDE1", f) for f in shown
    }
    assert all((roots[a["uriBaseId"]] / unquote(a["uri"])).is_file() for a in related)


def test_validate_avail_and_explain_name_a_spec_file_alike(monkeypatch):
    """Provenance paths (issue 32, item 21): validate (from the generated package) names
    the spec's files as avail and explain (from the model) do, from any working
    directory. Before, validate said example.td:47:5 and avail examples/rfc/example.td:47:5."""
    for cwd, spec, module in ((REPO, "examples/rfc/example.td", "examples/rfc/sample.mlir"), (EXAMPLES / "rfc", "example.td", "sample.mlir")):
        monkeypatch.chdir(cwd)
        _, text, _ = run_cli("validate", module, "--spec", spec, "--target", "version=V_1")
        _, avail, _ = run_cli("avail", spec)
        _, explain, _ = run_cli("explain", "example.a", "--spec", spec)
        validated = {m[0].strip("()") for m in _PROVENANCE.finditer(text)}
        assert validated == {f"{spec}:47:5", f"{spec}:50:5"}, text
        assert all(f" at {loc}]" in avail and f"({loc})" in explain for loc in validated), (avail, explain)


def test_findings_of_the_records_are_those_of_their_json(monkeypatch):
    """validate's records (checking/reports/records.py: places as ``Loc`` objects) give the
    CI formats the findings its JSON report gives when read back (``report_of_json``), and
    that JSON is the report's own: the records are rendered once, at the edge."""
    from odsgen import load_spec
    from odsgen.checking.inputs.read import checked_module
    from odsgen.checking.reports import formats as rf
    from odsgen.checking.reports.records import report_of_json
    from odsgen.checking.validate import module_report, target_resolver

    monkeypatch.chdir(EXAMPLES / "rfc")
    spec = load_spec("example.td")
    checked = spec.checked
    env = spec.target("version=V_2")
    mod, name, sources = checked_module(checked, "sample.mlir", None, True, checked.verifier.specs)
    got = module_report(checked, mod, name, sources, target_resolver(checked, mod, env, name, sources), 0, env)
    assert got.status == "illegal" and got.illegal and got.illegal[0].provenance[0]
    doc = json.loads(json.dumps(got.report_json()))
    assert [u.loc for u in report_of_json(doc).illegal] == [u.loc for u in got.illegal]
    findings = rf.findings_of_report(got)
    assert findings == rf.findings_of_report(doc)
    assert rf.sarif(findings, "validate") == rf.sarif(rf.findings_of_report(doc), "validate")
    # each unavailable op's error line in the text is where the record says
    assert [got.lines[u.line] for u in got.illegal if u.line is not None] == [
        f"{u.loc}: error: '{u.op}' is not available on the target" for u in got.illegal
    ]


def test_findings_of_a_sweeps_and_a_conversions_records_are_those_of_their_json(monkeypatch):
    """A sweep's rows and a conversion give the CI formats their records (``SweepRow``,
    ``Conversion.records``: places as ``Loc`` objects), not their JSON read back
    (``report_of_json`` reads a JSON report a caller gives); the findings are those the
    JSON gives when read back, provenance and refused rewrites included."""
    from odsgen import load_spec
    from odsgen.checking.convert import convert_module, gather_patterns
    from odsgen.checking.inputs.read import checked_module
    from odsgen.checking.reports import formats as rf
    from odsgen.checking.reports.records import SweepRow
    from odsgen.checking.sweep import run_sweep, spec_key, sweep_targets

    monkeypatch.chdir(EXAMPLES / "rfc")
    spec = load_spec("example.td")
    checked = spec.checked
    found, files, _ = sweep_targets(checked, ["version=V_1", "version=V_2"], False)
    options = {"max_errors": 0, "verify": True, "strict": False, "require_ops": False}
    rows = run_sweep(checked, spec_key(spec, files), found, ["sample.mlir"], options, None)
    assert all(isinstance(r["records"], SweepRow) for r in rows)
    as_json = json.loads(json.dumps([{k: v for k, v in r.items() if k != "records"} for r in rows]))
    gating = {found[0][0]}
    findings = rf.findings_of_results(rows, gating)
    assert any(f.rule.startswith("unavailable") and any(loc for loc, _ in f.notes) for f in findings)
    assert findings == rf.findings_of_results(as_json, gating)

    monkeypatch.chdir(EXAMPLES / "dataflow")
    spec = load_spec("dataflow.td")
    checked = spec.checked
    pats, pattern_files = gather_patterns(["downgrade.py"], checked.checker.ops)
    mod, name, sources = checked_module(checked, "sample.mlir", require_ops=False, verify=True)
    conversion = convert_module(checked, mod, name, sources, spec.target("df-1"), pats, pattern_files)
    findings = rf.findings_of_report(conversion.records())
    assert any(m.startswith("pattern ") and loc is not None for f in findings for loc, m in f.notes), findings
    assert findings == rf.findings_of_report(json.loads(json.dumps(conversion.to_json())))

"""Where the commands write: through symlinks, in place on devices and ``/dev/stdout``,
never over an input or over another output, and every output of a run or none.

The real CLI in subprocesses (the items are about files and exit codes), on the dataflow
example: ``validate`` (one output), ``convert`` (a module and a report).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from check_support import DATAFLOW, EXAMPLES, run_cli
from runtime_support import REPO, run_odsgen

import odsgen

SAMPLE = str(EXAMPLES / "dataflow" / "sample.mlir")
DOWNGRADE = str(EXAMPLES / "dataflow" / "downgrade.py")
CONVERT = ["convert", "--spec", DATAFLOW, "--target", "version=V_2", "--patterns", DOWNGRADE]
VALIDATE = ["validate", "--spec", DATAFLOW, "--target", "version=V_2"]


def odsgen_to(stdout: Path, *args) -> subprocess.CompletedProcess:
    """``python -m odsgen ARGS > stdout`` (standard output a regular file, as a shell's ``>``)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = str(REPO) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    with open(stdout, "wb") as f:
        return subprocess.run(
            [sys.executable, "-m", "odsgen", *map(str, args)],
            stdout=f,
            stderr=subprocess.PIPE,
            timeout=120,
            env=env,
            cwd=str(REPO),
        )


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def listing(d: Path) -> list[str]:
    """Every name in ``d``, hidden temporaries included."""
    return sorted(p.name for p in d.iterdir())


@pytest.fixture
def module(tmp_path) -> Path:
    """A copy of the sample module, to be overwritten if anything goes wrong."""
    p = tmp_path / "in.mlir"
    shutil.copy(SAMPLE, p)
    return p


# --------------------------------------------------------------------------- item 1: symlinks


def test_output_through_a_link_to_dev_stdout_lands_in_the_shells_file(tmp_path, module):
    """``-o /dev/stdout > out.txt``: the report is written where standard output leads.
    (Through a link of our own to /dev/stdout: the same chain of links, and a broken
    writer replaces the link in tmp_path, never the system's /dev/stdout.)"""
    link = tmp_path / "stdout-link"
    link.symlink_to("/dev/stdout")
    out = tmp_path / "out.txt"
    proc = odsgen_to(out, *VALIDATE, module, "-o", link)
    assert proc.returncode == 1, proc.stderr.decode()
    assert "'df.tensor.store' is not available on the target" in out.read_text()
    assert link.is_symlink() and os.readlink(link) == "/dev/stdout"
    # convert: the module through the link, the report to a file.
    proc = odsgen_to(out, *CONVERT, module, "-o", link, "--report", tmp_path / "r.txt")
    assert proc.returncode == 0, proc.stderr.decode()
    assert out.read_text().startswith('"builtin.module"()')
    assert "all 18 ops are legal" in (tmp_path / "r.txt").read_text()
    assert listing(tmp_path) == ["in.mlir", "out.txt", "r.txt", "stdout-link"]
    # The module to standard output and the report through /dev/stdout: one file, refused
    # (the second would overwrite the first); with standard output a pipe, both may go there.
    proc = odsgen_to(out, *CONVERT, module, "--report", link)
    assert proc.returncode == 2 and proc.stderr.decode() == (
        f"error: -o and --report both write standard output and '{link}': give each output a file of its own\n"
    )
    proc = run_odsgen(*CONVERT, str(module), "--report", str(link))
    assert proc.returncode == 0 and b"all 18 ops are legal" in proc.stdout and b'"builtin.module"()' in proc.stdout


def test_a_link_to_a_regular_file_stays_a_link_and_its_target_gets_the_output(tmp_path, module):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    target = elsewhere / "report.txt"
    target.write_text("old\n")
    links = tmp_path / "links"
    links.mkdir()
    (links / "report").symlink_to(target)
    (links / "module").symlink_to("../elsewhere/converted.mlir")  # relative, dangling: created
    proc = run_odsgen(*CONVERT, str(module), "-o", str(links / "module"), "--report", str(links / "report"))
    assert proc.returncode == 0, proc.stderr.decode()
    assert (links / "report").is_symlink() and (links / "module").is_symlink()
    assert "all 18 ops are legal" in target.read_text()
    assert (elsewhere / "converted.mlir").read_text().startswith('"builtin.module"()')
    assert listing(links) == ["module", "report"] and listing(elsewhere) == ["converted.mlir", "report.txt"]
    proc = run_odsgen(*VALIDATE, str(module), "-o", str(links / "report"))
    assert proc.returncode == 1 and (links / "report").is_symlink()
    assert "3 of 19 ops are not available" in target.read_text()


def test_devices_are_written_in_place(module):
    proc = run_odsgen(*CONVERT, str(module), "-o", "/dev/null", "--report", "/dev/null")
    assert proc.returncode == 0 and Path("/dev/null").is_char_device()


# --------------------------------------------------------------------------- item 2: an output on an input


@pytest.mark.parametrize(
    "args, message",
    [
        (["validate", "IN", "--spec", "NOSPEC", "-o", "IN"], "-o 'IN' is a module"),
        (["convert", "IN", *CONVERT[1:], "--report", "IN"], "--report 'IN' is the module"),
        (["convert", "IN", *CONVERT[1:], "-o", "LINK"], "-o 'LINK' is the module 'IN' (the same file)"),
        (["convert", "IN", *CONVERT[1:], "-o", "X", "--report", "X"], "-o and --report both write 'X'"),
        (["convert", "IN", *CONVERT[1:], "-o", "X", "--report", "LINKX"], "-o and --report both write 'X' and 'LINKX'"),
        (["deduce", "IN", "--spec", "NOSPEC", "-o", "IN"], "-o 'IN' is the module"),
        (["explain", "--module", "IN", "--at", "1", "--spec", "NOSPEC", "-o", "IN"], "-o 'IN' is the --module"),
        (["validate", "IN", "--spec", "SPEC", "-o", "SPEC"], "-o 'SPEC' is a --spec file"),
        (["print", "IN", "-o", "IN"], "-o 'IN' is the module"),
        (["records", "SPEC", "-o", "SPEC"], "-o 'SPEC' is the root file"),
        (["gen", "SPEC", "-o", "SPEC"], "-o 'SPEC' is a spec file"),
        (["docs", "SPEC", "-o", "SPEC"], "-o 'SPEC' is a spec file"),
    ],
)
def test_an_output_on_an_input_or_on_another_output_is_refused_before_reading(tmp_path, module, args, message):
    """Nothing is read (a --spec that does not exist is not even noticed) and nothing written."""
    spec = tmp_path / "spec.td"
    shutil.copy(DATAFLOW, spec)
    (tmp_path / "LINK").symlink_to(module)
    (tmp_path / "LINKX").symlink_to("X")
    names = {"IN": module, "LINK": tmp_path / "LINK", "X": tmp_path / "X", "LINKX": tmp_path / "LINKX"}
    names.update(SPEC=spec, NOSPEC=tmp_path / "no-such-spec.td")
    before = (digest(module), digest(spec))
    proc = run_odsgen(*(str(names.get(a, a)) for a in args))
    err = proc.stderr.decode()
    expected = message
    for k in ("LINKX", "LINK", "IN", "SPEC", "X"):
        expected = expected.replace(f"'{k}'", f"'{names[k]}'")
    assert proc.returncode == (1 if args[0] in ("print", "records", "gen", "docs") else 2), err
    assert err == f"error: {expected}: " + (
        "give each output a file of its own\n" if "both" in message else "an output may not overwrite an input\n"
    )
    assert (digest(module), digest(spec)) == before
    assert listing(tmp_path) == ["LINK", "LINKX", "in.mlir", "spec.td"]


def test_api_convert_refuses_an_output_on_its_input(tmp_path, module):
    spec = odsgen.load_spec(DATAFLOW)
    before = digest(module)
    with pytest.raises(odsgen.OdsgenError, match="output '.*in.mlir' is the module: an output may not overwrite"):
        odsgen.convert(spec, module, "version=V_2", DOWNGRADE, output=module)
    pats = tmp_path / "p.py"
    shutil.copy(DOWNGRADE, pats)
    with pytest.raises(odsgen.OdsgenError, match="is a pattern file"):
        odsgen.convert(spec, module, "version=V_2", iter([pats]), output=pats)
    assert digest(module) == before and pats.read_text() == Path(DOWNGRADE).read_text()


# --------------------------------------------------------------------------- item 3: all or nothing


def test_a_report_that_cannot_be_written_leaves_the_module_as_it_was(tmp_path, module):
    out = tmp_path / "out.mlir"
    out.write_text("old\n")
    proc = run_odsgen(*CONVERT, str(module), "-o", str(out), "--report", str(tmp_path / "nodir" / "r.txt"))
    err = proc.stderr.decode()
    assert proc.returncode == 2
    assert err == f"error: cannot open output file '{tmp_path / 'nodir' / 'r.txt'}': No such file or directory\n"
    assert out.read_text() == "old\n" and listing(tmp_path) == ["in.mlir", "out.mlir"]
    # And the other way round: the report is not written when the module cannot be.
    proc = run_odsgen(*CONVERT, str(module), "-o", str(tmp_path / "nodir" / "m.mlir"), "--report", str(out))
    assert proc.returncode == 2 and "cannot open output file" in proc.stderr.decode()
    assert out.read_text() == "old\n" and listing(tmp_path) == ["in.mlir", "out.mlir"]


def test_docs_writes_every_file_or_none(tmp_path):
    out = tmp_path / "docs"
    rc, _, err = run_cli("docs", DATAFLOW, "-o", out)
    assert rc == 0, err
    written = listing(out)
    assert len(written) > 1
    # One of the files cannot be replaced (a directory is in its place): none is written.
    shutil.rmtree(out)
    out.mkdir()
    (out / written[-1]).mkdir()
    rc, _, err = run_cli("docs", DATAFLOW, "-o", out)
    assert rc == 1 and f"cannot open output file '{out / written[-1]}': Is a directory" in err
    assert listing(out) == [written[-1]]


# --------------------------------------------------------------------------- items 27 and 29: messages


def test_a_missing_output_directory_is_named_not_the_temporary(tmp_path, module):
    missing = tmp_path / "nodir" / "r.txt"
    proc = run_odsgen(*VALIDATE, str(module), "-o", str(missing))
    assert proc.returncode == 2
    assert proc.stderr.decode() == f"error: cannot open output file '{missing}': No such file or directory\n"
    with pytest.raises(odsgen.OdsgenError, match=f"cannot open output file '{missing}': No such file"):
        odsgen.convert(odsgen.load_spec(DATAFLOW), module, "version=V_2", DOWNGRADE, output=missing)


def test_negative_max_errors_is_refused(module):
    proc = run_odsgen(*VALIDATE, str(module), "--max-errors", "-3")
    err = proc.stderr.decode()
    assert proc.returncode == 2 and "error: argument --max-errors: must be 0 or more, not -3" in err
    assert "shown" not in err and proc.stdout == b""
    proc = run_odsgen(*VALIDATE, str(module), "--max-errors", "1")
    assert proc.returncode == 1 and b"(first 1 shown)" in proc.stdout


@pytest.mark.parametrize("command", ["validate", "gen"])
def test_jobs_below_one_is_refused(tmp_path, module, command):
    args = [*VALIDATE, str(module)] if command == "validate" else ["gen", DATAFLOW, "-o", str(tmp_path / "g")]
    for bad in ("0", "-2"):
        proc = run_odsgen(*args, "--jobs", bad)
        assert proc.returncode == 2 and f"argument -j/--jobs: must be 1 or more, not {bad}" in proc.stderr.decode()
        assert proc.stdout == b"" and not (tmp_path / "g").exists()


def test_api_validate_refuses_a_negative_max_errors(module):
    import odsgen

    with pytest.raises(odsgen.OdsgenError, match="max_errors must be 0 or more, not -3"):
        odsgen.validate(DATAFLOW, str(module), "version=V_2", max_errors=-3)


def test_convert_says_where_it_wrote(tmp_path, module):
    out, report = tmp_path / "o.mlir", tmp_path / "r.json"
    proc = run_odsgen(*CONVERT, str(module), "-o", str(out), "--report", str(report), "--format", "json")
    assert proc.returncode == 0 and json.loads(report.read_text())["output"] == str(out)
    assert proc.stderr.decode() == f"odsgen: wrote the module to {out} and the report to {report}\n"
    proc = run_odsgen(*CONVERT, str(module), "-o", str(out))
    assert proc.returncode == 0 and proc.stderr.decode() == f"odsgen: wrote the module to {out}\n"
    assert b"all 18 ops are legal" in proc.stdout
    proc = run_odsgen(*CONVERT, str(module))  # the module to standard output, the report to stderr: no file
    assert proc.returncode == 0 and "odsgen: wrote" not in proc.stderr.decode()


@pytest.mark.parametrize("command", ["validate", "deduce", "print"])
def test_help_does_not_say_modules_must_be_in_generic_form(command):
    proc = run_odsgen(command, "--help")
    out = " ".join(proc.stdout.decode().split())
    assert proc.returncode == 0
    assert "custom syntax" in out or "any syntax" in out
    assert "in MLIR generic form (" not in out


# --------------------------------------------------------------------------- issue 32, item 3: concurrent gen

PROBE = """include "odsgen/base.td"
def P_Dialect : Dialect { let name = "probe"; let cppNamespace = "::p"; }
def P_V1 : I32EnumAttrCase<"V_1", 0>;
def P_V2 : I32EnumAttrCase<"V_2", 1>;
def PVersionAttr : I32EnumAttr<"Version", "v", [P_V1, P_V2]>;
class MinVersion<I32EnumAttrCase min> : MinVersionBase<"QueryMinVersionInterface", PVersionAttr, min>;
def P_A_Op : Op<P_Dialect, "a"> { let availability = [MinVersion<P_V1>]; }
"""
PROBE_EXTRA = {
    "a": "",
    "b": 'def P_ExtraProbe_Op : Op<P_Dialect, "extra_probe"> { let availability = [MinVersion<P_V2>]; }\n',
    "c": 'def P_Other_Op : Op<P_Dialect, "other"> { let availability = [MinVersion<P_V2>]; }\n'
    'def P_Third_Op : Op<P_Dialect, "third"> { let availability = [MinVersion<P_V1>]; }\n',
}
# A writer: a subprocess of its own that runs ``odsgen gen ARGS`` (odsgen.cli.main, as
# ``python -m odsgen`` does) once per round, each round started when a file appears, so
# that the writers' runs overlap; it notes each round's exit code in a file of its own.
WRITER = """
import os, sys, time
import odsgen.cli
me, rounds, argv = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
for i in range(rounds):
    while not os.path.exists(f"go-{i}"):
        time.sleep(0.0002)
    code = odsgen.cli.main(argv)
    with open(f"{me}-{i}.tmp", "w") as f:
        f.write(str(code))
    os.rename(f"{me}-{i}.tmp", f"{me}-{i}")
"""


def _package(d: Path) -> dict[str, str]:
    return {p.name: p.read_text() for p in sorted(d.iterdir())}


@pytest.mark.slow  # (the whole suite runs it; the fast tier, issue 36 item 4, does not)
def test_concurrent_gens_of_one_package_leave_one_runs_package_whole(tmp_path):
    """Three ``gen -o out`` of three specs of the package ``probe``, run at once, 40
    times: each time ``out/probe`` is the whole package of one of them, and every run
    exits 0 (before the lock, about one time in four it held files of two: ``cannot
    import name 'ExtraProbeOp'``)."""
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "xdg"))
    env["PYTHONPATH"] = str(REPO) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    specs, packages = {}, []
    for name, extra in PROBE_EXTRA.items():
        specs[name] = tmp_path / f"{name}.td"
        specs[name].write_text(PROBE + extra)
        proc = run_odsgen("gen", str(specs[name]), "-o", str(tmp_path / f"ref-{name}"))
        assert proc.returncode == 0, proc.stderr
        packages.append(_package(tmp_path / f"ref-{name}" / "probe"))
    assert "ExtraProbeOp" in packages[1]["ops.py"] and "ExtraProbeOp" not in packages[0]["ops.py"]
    rounds, out = 40, tmp_path / "out"
    with open(tmp_path / "stderr", "wb") as err:
        writers = [
            subprocess.Popen(
                [sys.executable, "-c", WRITER, name, str(rounds), "gen", str(spec), "-o", str(out)],
                env=env,
                cwd=tmp_path,
                stdout=subprocess.DEVNULL,
                stderr=err,
            )
            for name, spec in specs.items()
        ]
    try:
        for i in range(rounds):
            (tmp_path / f"go-{i}").touch()
            done = [tmp_path / f"{name}-{i}" for name in specs]
            deadline = time.monotonic() + 30
            while not all(d.exists() for d in done) and time.monotonic() < deadline:
                assert all(d.exists() or w.poll() is None for w, d in zip(writers, done)), "a writer died"
                time.sleep(0.0005)
            assert [d.read_text() for d in done] == ["0", "0", "0"], (tmp_path / "stderr").read_text()
            assert _package(out / "probe") in packages, f"round {i}: a package of files of several runs"
    finally:
        for w in writers:
            w.kill()
            w.wait()

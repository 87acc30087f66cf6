"""The .td odsgen generates for itself to read, planted by another local user (issue 32, item 1).

odsgen generates TOSA's compliance tables (from the include tree's
TosaComplianceData.h.inc, or a ``--tosa-spec`` tosa.xml) and the root of ``--spec A
--spec B`` as .td text it then evaluates. A second local user (``nobody``, through
``setpriv``) who knows where those files go, and takes that place first, must not change
a verdict: the test runs the victim once to learn every file it generates, doctors them
(i16 becomes legal under pro_int; the overlay's op needs V_1 instead of V_3), plants them
as ``nobody`` under the same names in the shared temporary directory (in
``$TMPDIR/odsgen-UID``) and in a cache root of nobody's own, and runs the victim again,
with a private cache and with nobody's (refused: the run is then as with ``--no-cache``).
The verdicts stay, nothing of the victim's is left in the shared directory, and the
planted cache is refused by name.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NOBODY = 65534


@pytest.fixture
def shared(tmp_path):
    """A directory like /tmp (sticky, everyone may create in it) that ``nobody`` can reach."""
    if os.geteuid() != 0 or shutil.which("setpriv") is None:
        pytest.skip("acting as a second local user needs root and setpriv (util-linux)")
    d = Path(tempfile.mkdtemp(prefix="odsgen-shared-", dir="/tmp"))
    d.chmod(0o1777)
    yield d
    shutil.rmtree(d, ignore_errors=True)


def as_nobody(*argv: str, text: str | None = None) -> None:
    subprocess.run(
        ["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups", *argv],
        check=True,
        capture_output=True,
        input=text,
        text=True,
        timeout=30,
    )


def odsgen(argv: list[str], tmpdir: Path, xdg: Path, *extra: str) -> tuple[int, str]:
    env = dict(os.environ, TMPDIR=str(tmpdir), XDG_CACHE_HOME=str(xdg))
    env["PYTHONPATH"] = str(ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    proc = subprocess.run(
        [sys.executable, "-m", "odsgen", *argv, *extra], capture_output=True, text=True, env=env, timeout=120, cwd=ROOT
    )
    return proc.returncode, proc.stdout + proc.stderr


def generated_files(tmpdir: Path, xdg: Path) -> dict[str, str]:
    """{name: text} of every .td a run generated: in its temporary directory or its cache."""
    found = {}
    for p in [*tmpdir.rglob("*.td"), *(xdg / "odsgen" / "inputs").glob("*.td")]:
        found[p.name] = p.read_text()
    return found


def attack(shared: Path, tmp_path: Path, argv: list[str], old: str, new: str, expect, keep=()) -> None:
    """Run ``argv`` as the victim once (its verdict: ``expect(rc, out)``), doctor every
    .td it generated (``old`` -> ``new``), plant them as nobody, and check that the
    verdict stays (``check_unplanted``)."""
    learn_tmp, learn_xdg = tmp_path / "learn-tmp", tmp_path / "learn-xdg"
    learn_tmp.mkdir(mode=0o700)
    rc, out = odsgen(argv, learn_tmp, learn_xdg)
    assert expect(rc, out), out
    files = generated_files(learn_tmp, learn_xdg)
    doctored = {n: t.replace(old, new) for n, t in files.items() if old in t}
    assert doctored, f"nothing generated to doctor: {files.keys()}"  # (else the plant proves nothing)
    victim = tmp_path / "xdg-victim" / "odsgen"  # a private cache with the parsed .td files only
    for kind in ("parse", "lark"):
        shutil.copytree(learn_xdg / "odsgen" / kind, victim / kind)
    victim.chmod(0o700)
    check_unplanted(shared, plant(shared, doctored), argv, tmp_path, expect, keep)


def plant(shared: Path, doctored: dict[str, str]) -> list[Path]:
    """As ``nobody``: the doctored files under their names in ``$TMPDIR/odsgen-UID`` and
    in a cache root of nobody's own (``shared/xdg``); returns the folders planted."""
    src = Path(tempfile.mkdtemp(prefix="odsgen-plant-", dir="/tmp"))
    try:
        for name, text in doctored.items():
            (src / name).write_text(text)
        src.chmod(0o755)
        for p in src.iterdir():
            p.chmod(0o644)
        folders = [shared / f"odsgen-{os.getuid()}", shared / "xdg" / "odsgen" / "inputs"]
        for folder in folders:
            as_nobody("mkdir", "-p", "-m", "755", str(folder))
            as_nobody("sh", "-c", f'cp "{src}"/* "{folder}"/')
        as_nobody("chmod", "-R", "go-w", str(shared / "xdg"))
        return folders
    finally:
        shutil.rmtree(src, ignore_errors=True)


def check_unplanted(shared: Path, planted: list[Path], argv: list[str], tmp_path: Path, expect, keep=()) -> None:
    """The verdict ``expect(rc, out)`` holds with a private cache and with nobody's
    cache root (refused by name: odsgen then runs as with --no-cache); the shared
    directory holds only what nobody put there (the plant, and ``keep``), unchanged."""
    before = {p: sorted(os.listdir(p)) for p in planted}
    runs = [("private cache", tmp_path / "xdg-victim", ()), ("nobody's cache", shared / "xdg", ())]
    for what, xdg, extra in runs:
        rc, out = odsgen(argv, shared, xdg, *extra)
        assert expect(rc, out), f"{what}: the planted file decided\n{out}"
        if xdg == shared / "xdg":
            assert f"warning: not using the cache {xdg / 'odsgen'}: owned by another user" in out, out
        else:  # what it generated is in its own cache
            assert sorted(os.listdir(xdg / "odsgen" / "inputs")) == sorted(before[planted[1]]), what
        assert set(os.listdir(shared)) == {"xdg", planted[0].name, *keep}, os.listdir(shared)
        assert {p: sorted(os.listdir(p)) for p in planted} == before


ADD16 = """func.func @f(%a: tensor<4xi16>, %b: tensor<4xi16>) -> tensor<4xi16> {
  %0 = tosa.add %a, %b : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}
"""
I32_ROW = 'TypeSupportRow<["i32", "i32", "i32"], [Profile<[Tosa_PRO_INT, Tosa_PRO_FP]>'
I16_ROW = 'TypeSupportRow<["i16", "i16", "i16"], [Profile<[Tosa_PRO_INT, Tosa_PRO_FP]>'


@pytest.mark.oracle
def test_planted_tosa_tables_change_no_verdict(tmp_path, shared, llvm_include):
    module = tmp_path / "add16.mlir"
    module.write_text(ADD16)
    inc = str(llvm_include)
    argv = ["validate", str(module), "--spec", f"{inc}/mlir/Dialect/Tosa/IR/TosaOps.td", "-I", inc]
    argv += ["--target", "profiles=pro_int"]
    expect = lambda rc, out: rc == 1 and "got (i16, i16, i16); supported: (i32, i32, i32)" in out  # noqa: E731
    attack(shared, tmp_path, argv, I32_ROW, I16_ROW, expect)


OVERLAY = """include "odsgen/base.td"
def EXAMPLE_B_Op : Op<EXAMPLE_Dialect, "b"> {
  let availability = [MinVersion<EXAMPLE_V3>];
}
"""


def test_a_planted_overlay_root_changes_no_verdict(tmp_path, shared):
    """The root of ``--spec A --spec B`` includes A and B; a planted one includes A and
    nobody's B, whose op needs V_1 where B's needs V_3."""
    overlay = tmp_path / "overlay.td"
    overlay.write_text(OVERLAY)
    hostile = shared / "hostile.td"
    as_nobody("sh", "-c", f"cat > '{hostile}'", text=OVERLAY.replace("EXAMPLE_V3", "EXAMPLE_V1"))
    module = tmp_path / "b.mlir"
    module.write_text('"builtin.module"() ({\n  "example.b"() : () -> ()\n}) : () -> ()\n')
    argv = ["validate", str(module), "--spec", str(ROOT / "examples/rfc/example.td"), "--spec", str(overlay)]
    argv += ["--target", "version=V_2"]
    expect = lambda rc, out: rc == 1 and "'example.b' is not available" in out  # noqa: E731
    attack(shared, tmp_path, argv, str(overlay), str(hostile), expect, keep=[hostile.name])


@pytest.mark.parametrize("use_cache", [True, False])
def test_generated_inputs_go_to_the_cache_or_to_a_private_directory_removed_after(tmp_path, use_cache):
    """Where the overlay root goes, through the API: the cache's inputs/, or with
    ``use_cache=False`` a directory made fresh for the load (mode 0700), removed after
    it; nothing stays in TMPDIR either way."""
    overlay = tmp_path / "overlay.td"
    overlay.write_text(OVERLAY)
    tmpdir, xdg = tmp_path / "tmpdir", tmp_path / "xdg"
    tmpdir.mkdir(mode=0o700)
    code = f"""
import json, os, tempfile, odsgen
made = []
mkdtemp = tempfile.mkdtemp
def spy(*a, **k):
    made.append(mkdtemp(*a, **k))
    made.append(oct(os.stat(made[-1]).st_mode & 0o777))
    return made[-2]
tempfile.mkdtemp = spy  # (odsgen.cache imports tempfile where it makes a directory)
spec = odsgen.load_spec([{str(ROOT / "examples/rfc/example.td")!r}, {str(overlay)!r}], use_cache={use_cache})
assert "example.b" in {{op.name for op in spec.model.ops}}
print(json.dumps(made))
"""
    env = dict(os.environ, TMPDIR=str(tmpdir), XDG_CACHE_HOME=str(xdg))
    env["PYTHONPATH"] = str(ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert proc.returncode == 0, proc.stderr
    inputs = xdg / "odsgen" / "inputs"
    if use_cache:
        assert json.loads(proc.stdout) == [] and [p.name[:8] for p in inputs.iterdir()] == ["overlay-"]
    else:
        made = json.loads(proc.stdout)
        assert len(made) == 2 and made[0].startswith(str(tmpdir)) and made[1] == "0o700", made
        assert not inputs.exists()
    assert os.listdir(tmpdir) == []

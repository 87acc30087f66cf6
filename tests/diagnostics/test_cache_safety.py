"""odsgen's cache as a security boundary, through the real CLI in subprocesses.

A cache root someone else can write to is refused (with one warning line) and nothing
planted in it runs; every kind of damaged entry is ignored and rebuilt; a cache that
cannot be used (read only, a file, /dev/null) never makes a command fail; ``--no-cache``
touches nothing. Every run is compared with a run on a fresh private cache: same
output, same exit code, never a traceback.
"""

from __future__ import annotations

import marshal
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from run_once import once

ROOT = Path(__file__).resolve().parents[2]
RFC = ROOT / "examples" / "rfc"
SPEC = str(RFC / "example.td")
MODULE = str(RFC / "sample.mlir")

# name -> argv after `odsgen`; OUT is replaced by a fresh output directory
COMMANDS = {
    "validate": ["validate", MODULE, "--spec", SPEC, "--target", "version=V_2"],
    "deduce": ["deduce", MODULE, "--spec", SPEC],
    "explain": ["explain", "example.a", "--spec", SPEC, "--target", "version=V_2"],
    "records": ["records", "--json", SPEC],
    "avail": ["avail", SPEC, "--module", MODULE],
    "gen": ["gen", SPEC, "-o", "OUT"],
}
# What fills black's cache: both backends lay their code out as black keeps it, but for a
# line nothing can split, such as a name longer than black's line, which black is asked about.
GEN_BLACK = ["gen", str(ROOT / "tests" / "data" / "long_op_name.td"), "-o", "OUT"]


def odsgen(
    argv: list[str], xdg: str | os.PathLike, tmp: Path, prefix: tuple = (), timeout: float = 300
) -> tuple[int, str, str, dict]:
    """(exit code, stdout, stderr, generated files) of one CLI run with XDG_CACHE_HOME=xdg."""
    out = tmp / f"out{len(list(tmp.glob('out*')))}"
    argv = [str(out) if a == "OUT" else a for a in argv]
    env = dict(os.environ, XDG_CACHE_HOME=str(xdg), HOME=str(tmp))
    cmd = [*prefix, sys.executable, "-m", "odsgen.cli", *argv]
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout, cwd=ROOT)
    files = {str(p.relative_to(out)): p.read_text() for p in sorted(out.rglob("*.py"))} if out.is_dir() else {}
    return proc.returncode, proc.stdout, proc.stderr, files


def _shared_folder(name: str) -> Path:
    """A fresh folder for ``name`` in the run's private cache, which the run's xdist workers
    share (tests/conftest.py), mode 0700."""
    return Path(tempfile.mkdtemp(prefix=f"{name}-", dir=os.environ["XDG_CACHE_HOME"]))


@pytest.fixture(scope="module")
def reference():
    """Each command's (exit code, stdout, files) on a fresh private cache: made once per
    run, by the first of the run's workers that asks (run_once)."""

    def make() -> dict:
        tmp = _shared_folder("reference")
        ref = {}
        for name, argv in COMMANDS.items():
            code, out, err, files = odsgen(argv, tmp / "xdg", tmp)
            assert "Traceback" not in err, err
            ref[name] = (code, out, files)
        return ref

    ref = once("cache-safety-reference", COMMANDS, make)
    assert ref["validate"][0] == 1 and ref["deduce"][0] == 0 and ref["gen"][2]  # a real check, not a vacuous one
    return ref


def check_like_reference(reference, name, result, warning: str | None = None, optional=False) -> None:
    """Same exit code, output and files as on a fresh cache; no traceback; exactly one
    warning naming ``warning`` (at most one with ``optional``), or none."""
    code, out, err, files = result
    assert "Traceback" not in err and "error" not in err, err
    assert (code, out, files) == reference[name]
    warnings = [line for line in err.splitlines() if "warning" in line and "cache" in line]
    if warning is None:
        assert warnings == [], err
    else:
        assert len(warnings) == 1 or (optional and not warnings), err
        assert all(warning in w for w in warnings), err


@pytest.fixture(scope="module")
def populated_template() -> Path:
    """A cache holding every kind of entry (parse, lark, jinja, black, result, gen), filled
    once per run by real runs (run_once; tests damage copies of it). The generators lay
    their code out as black keeps it, so black's entries come from a spec with a line
    black must look at (GEN_BLACK)."""

    def make() -> Path:
        tmp = _shared_folder("populated")
        xdg = tmp / "xdg"
        for argv in (COMMANDS["gen"], COMMANDS["validate"], COMMANDS["avail"], GEN_BLACK):
            code, _, err, _ = odsgen(argv, xdg, tmp)
            assert "Traceback" not in err
        return xdg

    xdg = once("cache-safety-populated", (COMMANDS, GEN_BLACK), make)
    kinds = {p.name for p in (xdg / "odsgen").iterdir()}
    assert {"parse", "lark", "jinja", "black", "result", "gen"} <= kinds, kinds
    return xdg


@pytest.fixture
def populated(populated_template):
    """``populated(tmp)``: a private copy of the filled cache under ``tmp`` (modes kept,
    so the copy is as trusted as the original), for one test to damage or plant in."""

    def copy(tmp: Path) -> Path:
        xdg = tmp / "xdg"
        shutil.copytree(populated_template, xdg, symlinks=True)
        assert (xdg / "odsgen").stat().st_mode & 0o777 == 0o700
        return xdg

    return copy


def pairs(firsts: list[str], seconds: list[str]) -> list:
    """Every (first, second) pair; the fast tier runs a diagonal that still meets each value
    once, the rest are ``slow`` (CI runs them all)."""
    n = max(len(firsts), len(seconds))
    fast = {(firsts[i % len(firsts)], seconds[i % len(seconds)]) for i in range(n)}
    return [pytest.param(a, b, marks=() if (a, b) in fast else pytest.mark.slow) for a in firsts for b in seconds]


def entries(xdg: Path) -> list[Path]:
    return [p for p in (xdg / "odsgen").rglob("*") if p.is_file()]


# --------------------------------------------------------------------------- planted code

MARKER_CODE = "open({marker!r}, 'w').write('ran')\n"


def plant_module(xdg: Path, marker: Path) -> None:
    """Make the cached generated package write ``marker`` when imported, with every
    checksum recomputed, as someone able to write the directory could."""
    from odsgen.cache import load_value, store_value, write_entry

    (gen,) = (xdg / "odsgen" / "gen").iterdir()
    manifest = load_value(gen / "complete")
    rel = next(r for r in manifest["files"] if r.endswith("/__init__.py"))
    path = gen / rel
    text = MARKER_CODE.format(marker=str(marker)) + path.read_text()
    path.write_text(text)
    import hashlib

    manifest["files"][rel] = hashlib.sha256(text.encode()).hexdigest()
    store_value(gen / "complete", manifest)
    for code_entry in gen.glob("code-*"):
        code_entry.unlink()
    # Pickles that would run code, at every other entry (a reader that unpickles runs them).
    payload = (
        b"cos\nsystem\n(S'touch " + str(marker).encode() + b"'\ntR."
    )  # pickle protocol 0: os.system("touch MARKER")
    for p in entries(xdg):
        if gen not in p.parents:
            p.write_bytes(payload)
    for kind in ("parse", "result", "lark"):
        write_entry(xdg / "odsgen" / kind / "planted.pickle", payload)


def test_planted_module_runs_from_a_cache_we_own_so_the_checks_matter(tmp_path, reference, populated):
    """Control: the plant is effective where the cache is trusted (ours, 0700)."""
    xdg = populated(tmp_path)
    marker = tmp_path / "marker"
    plant_module(xdg, marker)
    odsgen(COMMANDS["validate"], xdg, tmp_path)
    assert marker.read_text() == "ran"


@pytest.mark.parametrize(
    "hostile,name",
    pairs(["world-writable", "group-writable", "other-owner", "writable-parent"], ["validate", "explain", "records"]),
)
def test_hostile_cache_root_is_refused_and_nothing_planted_runs(tmp_path, reference, populated, hostile, name):
    xdg = populated(tmp_path)
    marker = tmp_path / "marker"
    plant_module(xdg, marker)
    root = xdg / "odsgen"
    if hostile == "world-writable":
        root.chmod(0o777)
    elif hostile == "group-writable":
        root.chmod(0o770)
    elif hostile == "other-owner":
        os.chown(root, 65534, 65534)
        root.chmod(0o755)
    else:
        xdg.chmod(0o777)  # whoever can write here can swap the root
    result = odsgen(COMMANDS[name], xdg, tmp_path)
    assert not marker.exists()
    check_like_reference(reference, name, result, warning=str(root))


def test_pickles_in_a_trusted_cache_are_never_unpickled(tmp_path, reference, populated):
    xdg = populated(tmp_path)
    marker = tmp_path / "marker"
    payload = b"cos\nsystem\n(S'touch " + str(marker).encode() + b"'\ntR."
    for p in entries(xdg):
        p.write_bytes(payload)
    for name in ("gen", "validate", "records"):
        check_like_reference(reference, name, odsgen(COMMANDS[name], xdg, tmp_path))
    assert not marker.exists()


# --------------------------------------------------------------------------- damaged entries


def _damage(p: Path, how: str) -> None:
    from odsgen.cache import write_entry

    data = p.read_bytes()
    if how == "garbage":
        p.write_bytes(b"\x80\x04\x95\xff\xff\xff\xff\xff\xff\xff\x7f")  # 11 bytes, a huge pickle frame
    elif how == "empty":
        p.write_bytes(b"")
    elif how == "truncated":
        p.write_bytes(data[: len(data) // 2])
    elif how == "flipped":
        b = bytearray(data)
        for i in range(0, len(b), max(1, len(b) // 7)):
            b[i] ^= 0x5A
        p.write_bytes(bytes(b))
    elif how == "wrong-shape":  # a valid entry whose content is not what the reader expects
        if p.suffix == ".py":
            p.write_text("def broken(:\n  undefined_name\n")
        else:
            write_entry(p, marshal.dumps(("unexpected", [1, 2], {"value": None})))


@pytest.mark.parametrize(
    "how",
    ["garbage", *(pytest.param(h, marks=pytest.mark.slow) for h in ("wrong-shape", "empty", "truncated", "flipped"))],
)
def test_every_damaged_entry_is_ignored_and_rebuilt(tmp_path, reference, populated, how):
    from odsgen.cache import read_entry

    xdg = populated(tmp_path)
    damaged = entries(xdg)
    for p in damaged:
        _damage(p, how)
    for name in ("gen", "validate", "avail", "explain"):
        check_like_reference(reference, name, odsgen(COMMANDS[name], xdg, tmp_path))
    code, _, err, _ = odsgen(GEN_BLACK, xdg, tmp_path)  # (black's entries)
    assert code == 0 and "Traceback" not in err, err
    # Rebuilt: every framed entry read again is whole (the gen files are checked by the manifest).
    for p in entries(xdg):
        if p.suffix != ".py" and not p.name.startswith(".tmp-"):
            assert read_entry(p) is not None, p
    assert not [p for p in entries(xdg) if p.name.startswith(".tmp-")]


@pytest.mark.parametrize("how", ["fifo", pytest.param("link-to-dev-zero", marks=pytest.mark.slow)])
def test_entries_that_are_not_regular_files_are_misses(tmp_path, reference, populated, how):
    """A FIFO in place of every entry (of result/, gen/ and the others) would block a
    reader forever, a symlink to /dev/zero would be read until memory runs out: both are
    misses, and the commands answer as on a fresh cache."""
    xdg = populated(tmp_path)
    planted = entries(xdg)
    assert {"result", "gen"} <= {p.relative_to(xdg / "odsgen").parts[0] for p in planted}
    for p in planted:
        p.unlink()
        if how == "fifo":
            os.mkfifo(p)
        else:
            p.symlink_to("/dev/zero")
    # A bounded address space: a reader of /dev/zero fails at once instead of filling memory.
    prefix = ("prlimit", f"--as={3 << 30}") if shutil.which("prlimit") else ()
    for name in ("validate", "gen", "avail"):
        check_like_reference(reference, name, odsgen(COMMANDS[name], xdg, tmp_path, prefix, timeout=120))


def test_damaged_generated_module_alone(tmp_path, reference, populated):
    """Only a module of the generated package changed (the manifest is intact)."""
    xdg = populated(tmp_path)
    for p in (xdg / "odsgen" / "gen").rglob("ops.py"):
        p.write_text(p.read_text()[:-200] + "\nundefined_name(\n")
    for name in ("validate", "deduce", "avail"):
        check_like_reference(reference, name, odsgen(COMMANDS[name], xdg, tmp_path))


# --------------------------------------------------------------------------- unusable caches


def _unusable(tmp_path: Path, kind: str) -> tuple[Path, str]:
    """(XDG_CACHE_HOME, the path the warning names)."""
    if kind == "xdg-is-file":
        f = tmp_path / "file"
        f.write_text("x")
        return f, str(f / "odsgen")
    if kind == "xdg-is-dev-null":
        return Path("/dev/null"), "/dev/null/odsgen"
    xdg = tmp_path / "xdg"
    xdg.mkdir()
    if kind == "root-is-file":
        (xdg / "odsgen").write_text("x")
    else:  # root-is-dev-null
        (xdg / "odsgen").symlink_to("/dev/null")
    return xdg, str(xdg / "odsgen")


@pytest.mark.parametrize(
    "kind,name", pairs(["xdg-is-file", "xdg-is-dev-null", "root-is-file", "root-is-dev-null"], list(COMMANDS))
)
def test_unusable_cache_never_fails_a_command(tmp_path, reference, kind, name):
    xdg, where = _unusable(tmp_path, kind)
    check_like_reference(reference, name, odsgen(COMMANDS[name], xdg, tmp_path), warning=where)
    # --no-cache does not even look.
    check_like_reference(reference, name, odsgen(COMMANDS[name] + ["--no-cache"], xdg, tmp_path))


def test_read_only_cache(tmp_path, reference, populated):
    """A populated cache on a read-only mount (root ignores mode bits, a mount it cannot)."""
    if not shutil.which("unshare") or subprocess.run(["unshare", "-m", "true"], capture_output=True).returncode:
        pytest.skip("needs unshare -m (a private mount namespace) for a read-only mount")
    xdg = populated(tmp_path)
    root = str(xdg / "odsgen")
    prefix = (
        "unshare",
        "-m",
        "sh",
        "-c",
        f'mount --bind "{root}" "{root}" && mount -o remount,bind,ro "{root}" && exec "$@"',
        "-",
    )
    probe = subprocess.run([*prefix, "touch", f"{root}/probe"], capture_output=True, text=True)
    if probe.returncode == 0 or "Read-only" not in probe.stderr:
        pytest.skip(f"could not make a read-only mount: {probe.stderr.strip()}")
    shutil.rmtree(xdg / "odsgen" / "result")  # so that the commands have something to write
    shutil.rmtree(xdg / "odsgen" / "gen")
    os.mkdir(xdg / "odsgen" / "gen", 0o700)
    for name in COMMANDS:
        result = odsgen(COMMANDS[name], xdg, tmp_path, prefix)
        check_like_reference(reference, name, result, warning="Read-only file system", optional=True)


# --------------------------------------------------------------------------- creation and --no-cache


def test_cache_is_created_private(tmp_path, reference):
    xdg = tmp_path / "xdg"
    check_like_reference(reference, "validate", odsgen(COMMANDS["validate"], xdg, tmp_path))
    dirs = [xdg / "odsgen"] + [p for p in (xdg / "odsgen").rglob("*") if p.is_dir()]
    assert len(dirs) > 3
    for d in dirs:
        mode = d.stat().st_mode & 0o777
        assert mode & 0o022 == 0 and (d.parent != xdg or mode == 0o700), (d, oct(mode))
    assert (xdg / "odsgen").stat().st_mode & 0o777 == 0o700


@pytest.mark.parametrize("name", list(COMMANDS))
def test_no_cache_touches_nothing(tmp_path, reference, name):
    xdg = tmp_path / "xdg"
    xdg.mkdir()
    check_like_reference(reference, name, odsgen(COMMANDS[name] + ["--no-cache"], xdg, tmp_path))
    assert list(xdg.iterdir()) == []

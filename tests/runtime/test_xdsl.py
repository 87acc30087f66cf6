"""The xDSL backend (``odsgen gen --backend xdsl``, docs/xdsl.md) on the example dialects.

Per example: the generated package imports; xDSL parses and verifies its sample module
(generic form) and rejects each op of its malformed.mlir that odsgen's verifier rejects;
every op's answers through the xDSL Availability trait equal those of odsgen's own op
classes on the same module. Then the passes (check-target, deduce), the gated rewrites
of the dataflow downgrade patterns, and the error without xDSL. SPIR-V and TOSA are in
tests/oracle/test_xdsl_oracle.py.
"""

from __future__ import annotations

import importlib
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import require_xdsl

# Generating and importing xDSL packages takes seconds per dialect: the full suite (and CI)
# runs these, the fast tier (README) does not.
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
SPECS = {"abi": "abi.td", "dataflow": "dataflow.td", "gpu": "gpu.td", "rfc": "example.td", "runtime": "runtime.td"}


def generate(spec: Path, out: Path, *includes: str) -> str:
    """Generate the xDSL package of ``spec`` under ``out`` with the CLI; its name."""
    cmd = [sys.executable, "-m", "odsgen", "gen", str(spec), "--backend", "xdsl", "-o", str(out), "-q"]
    for inc in includes:
        cmd += ["-I", inc]
    subprocess.run(cmd, check=True, capture_output=True, text=True)
    (name,) = [p.name for p in out.iterdir() if p.is_dir()]
    return name


def forget(name: str) -> None:
    """Drop the package ``name`` and its modules from ``sys.modules``."""
    for key in [k for k in sys.modules if k == name or k.startswith(name + ".")]:
        del sys.modules[key]


def load(out: Path, name: str):
    """Import the generated package ``name`` from ``out`` (forgetting any earlier one)."""
    forget(name)
    sys.path.insert(0, str(out))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(out))


def xdsl_answers(pkg, module) -> list[tuple[str, str, list[str]]]:
    from odsgen import xdsl_runtime as xs

    return [
        (xs.where(op), op.name, [str(v) for v in xs.answers(op).values])
        for op in module.walk()
        if xs.availability(op) is not None
    ]


def odsgen_answers(pkg, path: Path) -> list[tuple[str, str, list[str]]]:
    from odsgen.runtime.reader import read_text

    module = read_text(path.read_text(), str(path))
    return [
        (f"{path}:{op.line}:{op.col}", op.name, [str(v) for v in pkg.ops.answers_of(op).values])
        for op in module.walk()
        if op.name in pkg.ops.OPS
    ]


@pytest.fixture(scope="module")
def packages(tmp_path_factory):
    require_xdsl()
    out = {}
    for example, spec in SPECS.items():
        d = tmp_path_factory.mktemp(example)
        out[example] = (d, generate(EXAMPLES / example / spec, d))
    yield out
    for _, name in out.values():  # other tests generate packages of the same names
        forget(name)
    forget("xdsl_downgrade")


@pytest.mark.parametrize("example", sorted(SPECS))
def test_examples_parse_verify_and_answer_as_odsgen(example, packages):
    d, name = packages[example]
    pkg = load(d, name)
    path = EXAMPLES / example / "sample.mlir"
    module = pkg.parse(path.read_text(), str(path))
    module.verify()
    mine = xdsl_answers(pkg, module)
    theirs = odsgen_answers(pkg, path)
    assert mine and mine == theirs
    # Each op class carries the trait, and a query function per dimension answers alike.
    for op in module.walk():
        if op.name in pkg.OPS:
            for d_ in pkg.interfaces.DIMENSIONS:
                assert getattr(pkg.dialect, d_.method)(op) == pkg.dialect._xs.answers(op).values[d_.index]


@pytest.mark.parametrize("example", sorted(SPECS))
def test_malformed_ops_are_rejected(example, packages):
    """Every op of malformed.mlir that odsgen's verifier rejects (its CHECK lines) fails
    xDSL's verify, and every other op of the module verifies."""
    from odsgen import xdsl_runtime as xs
    from xdsl.utils.exceptions import VerifyException

    d, name = packages[example]
    pkg = load(d, name)
    path = EXAMPLES / example / "malformed.mlir"
    text = path.read_text()
    checks = {(int(a), int(b)) for a, b in re.findall(r"CHECK: \S+?:(\d+):(\d+): error:", text)}
    assert checks
    module = pkg.parse(text, str(path))
    rejected = set()
    for op in module.walk():
        if op.name not in pkg.OPS:
            continue
        loc = op.location
        try:
            op.verify()
        except VerifyException:
            rejected.add((loc.line.data, loc.column.data))
    # An op holding a rejected one is rejected through it (verify checks the regions).
    assert checks <= rejected
    assert all(xs.where(op) for op in module.walk())


def test_generated_code_is_deterministic_black_formatted_and_headed(tmp_path):
    require_xdsl()
    import black

    spec = EXAMPLES / "dataflow" / "dataflow.td"
    a, b = tmp_path / "a", tmp_path / "b"
    generate(spec, a)
    generate(spec, b)
    files = sorted(p.relative_to(a) for p in a.rglob("*.py"))
    assert {"df/dialect.py", "df/passes.py", "df/__init__.py"} <= {str(f) for f in files}
    mode = black.Mode(line_length=120)
    for f in files:
        text = (a / f).read_text()
        assert text == (b / f).read_text()
        assert black.format_str(text, mode=mode) == text, f
        assert text.startswith("# Generated by odsgen"), f
    dialect = (a / "df" / "dialect.py").read_text()
    assert "--backend xdsl" in dialect.splitlines()[1]
    assert "@_irdl.irdl_op_definition" in dialect and "EnumAttribute[Version]" in dialect
    assert "Every constraint of the spec is checked." in dialect
    assert 'body = _irdl.region_def("single_block")' in dialect  # df.executable is SingleBlock


def test_unchecked_constraints_are_listed(tmp_path):
    """A C++ predicate odsgen cannot read becomes AnyAttr() and is named in the docstring."""
    require_xdsl()
    spec = tmp_path / "p.td"
    spec.write_text(
        'include "odsgen/base.td"\n'
        'def P_Dialect : Dialect { let name = "p"; }\n'
        'def Odd : TypeConstraint<CPred<"isOdd($_self)">, "an odd type">;\n'
        'def P_A : Op<P_Dialect, "a"> { let arguments = (ins Odd:$x, I32:$y); }\n'
    )
    out = tmp_path / "out"
    name = generate(spec, out)
    text = (out / name / "dialect.py").read_text()
    doc = text.split('"""')[1]
    assert "an odd type" in doc
    pkg = load(out, name)
    x, y = pkg.OPS["p.a"].get_irdl_definition().operands
    assert repr(x[1].constr.constraint.constr) == "AnyAttr()"
    assert "IntegerType" in repr(y[1].constr.constraint.constr)


def test_check_target_and_deduce_passes(packages):
    d, name = packages["dataflow"]
    df = load(d, name)
    path = EXAMPLES / "dataflow" / "sample.mlir"
    module = df.parse(path.read_text(), str(path))
    assert df.CheckTarget.name == "df-check-target" and df.Deduce.name == "df-deduce"
    with pytest.raises(df.passes.TargetNotMet) as info:
        df.CheckTarget(target="version=V_2").apply(df.context(), module)
    lines = str(info.value).splitlines()
    assert lines[0] == (
        f"{path}:26:10: error: 'df.tensor.store' op is not available on the target: "
        "MinVersion: needs version V_3 or later; the target has V_2"
    )
    assert [ln.split(": error")[0].rsplit(":", 2)[1] for ln in lines] == ["26", "27", "28"]
    # A named target of the example's targets file.
    df.CheckTarget(target="df-3", targets_file=str(EXAMPLES / "dataflow" / "targets.toml")).apply(df.context(), module)
    with pytest.raises(df.passes.TargetNotMet, match="removed"):
        df.CheckTarget(target="version=V_4").apply(df.context(), module)
    df.Deduce().apply(df.context(), module)
    assert module.attributes["odsgen.target"].data == "version=V_3"
    # As xDSL's pass pipelines name them (xdsl-opt -p ...).
    from xdsl.utils.arg_spec import parse_pipeline

    (spec,) = parse_pipeline('df-check-target{target="version=V_1"}')
    with pytest.raises(df.passes.TargetNotMet, match="tensor.slice"):
        df.PASSES[spec.name].from_pass_spec(spec).apply(df.context(), module)


DEMO = """"builtin.module"() ({
  "df.variable"() {sym_name = "v", type = index, is_mutable} : () -> ()
  %a = "df.variable.address"() {variable = @v} : () -> !df.ptr
  %x = "df.variable.load.indirect"(%a) : (!df.ptr) -> index
  %t = "test.t"() : () -> tensor<2x?xf16>
  %c = "df.tensor.clone"(%t) : (tensor<2x?xf16>) -> tensor<2x?xf16>
  %r = "df.tensor.reshape"(%c, %x) : (tensor<2x?xf16>, index) -> tensor<4xf16>
}) : () -> ()
"""


def _patterns(df):
    sys.path.insert(0, str(EXAMPLES / "dataflow"))
    try:
        import xdsl_downgrade
    finally:
        sys.path.remove(str(EXAMPLES / "dataflow"))
    return xdsl_downgrade.patterns(df)


def test_gated_downgrade_takes_v3_to_v2(packages):
    d, name = packages["dataflow"]
    df = load(d, name)
    path = EXAMPLES / "dataflow" / "sample.mlir"
    module = df.parse(path.read_text(), str(path))
    assert df.passes._xs.check_target(df.target_env("version=V_2"), module)
    walker = df.GatedWalker(_patterns(df), "version=V_2")
    walker.rewrite_module(module)
    module.verify()
    assert walker.refused == []
    assert df.passes._xs.check_target(df.target_env("version=V_2"), module) == []
    names = [op.name for op in module.walk()]
    assert "df.tensor.trace" not in names and names.count("df.tensor.store") == 2


def test_gated_downgrade_refuses_v1_rewrites_with_reasons(packages):
    d, name = packages["dataflow"]
    df = load(d, name)
    module = df.parse(DEMO, "demo.mlir")
    module.verify()
    walker = df.GatedWalker(_patterns(df), "version=V_1")
    walker.rewrite_module(module)
    module.verify()
    refused = [re.sub(r" \(xdsl_downgrade\.py:\d+:1\)", "", str(r)) for r in walker.refused]
    assert all("(xdsl_downgrade.py:" in str(r) for r in walker.refused)
    assert refused == [
        "pattern direct_variable_load: created 'df.variable.load', which the target does not allow: "
        "MinVersion: needs version V_3 or later; the target has V_1",
        "pattern static_reshape: created 'df.tensor.reshape', which the target does not allow: "
        "MinVersion: needs version V_2 or later; the target has V_1",
    ]
    names = [op.name for op in module.walk()]
    # The clone (V_2) is forwarded; the refused matches are left as they were.
    assert "df.tensor.clone" not in names
    assert "df.variable.load.indirect" in names and "df.variable.load" not in names
    reshape = next(op for op in module.walk() if op.name == "df.tensor.reshape")
    assert len(reshape.operands) == 2


def test_missing_xdsl_is_a_clear_error(packages, tmp_path):
    d, name = packages["dataflow"]
    code = (
        "import sys; sys.modules['xdsl'] = None\n"
        f"sys.path.insert(0, {str(d)!r})\n"
        "try:\n"
        f"    import {name}\n"
        "except ImportError as exc:\n"
        "    print(exc)\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert out.returncode == 0, out.stderr
    assert "needs xDSL: pip install 'odsgen[xdsl]'" in out.stdout


def test_readme_xdsl_section_runs(packages, monkeypatch):
    """The README's xDSL block, with the generated package and the example's patterns importable."""
    d, name = packages["dataflow"]
    readme = (ROOT / "README.md").read_text()
    section = readme.split("### xDSL", 1)[1]
    block = section.split("```python\n", 1)[1].split("```", 1)[0]
    load(d, name)
    monkeypatch.syspath_prepend(str(EXAMPLES / "dataflow"))
    monkeypatch.chdir(ROOT)
    scope: dict = {}
    exec(compile(block, "README.md", "exec"), scope)  # noqa: S102 - the README's own example
    assert scope["walker"].refused == []
    assert scope["module"].attributes.get("odsgen.target") is None


def test_switching_backends_in_one_output_directory(tmp_path):
    """The result cache tells the backends apart, and each run removes the other's modules."""
    spec = EXAMPLES / "rfc" / "example.td"
    base = [sys.executable, "-m", "odsgen", "gen", str(spec), "-o", str(tmp_path), "-q"]
    for backend, present in (("odsgen", False), ("xdsl", True), ("odsgen", False), ("xdsl", True)):
        subprocess.run(base + ["--backend", backend], check=True, capture_output=True)
        assert (tmp_path / "example" / "dialect.py").exists() is present
        assert (tmp_path / "example" / "ops.py").exists()


def test_a_dialect_named_like_one_of_xdsls_own_takes_its_place(tmp_path):
    require_xdsl()
    spec = tmp_path / "a.td"
    spec.write_text(
        'include "odsgen/base.td"\n'
        'def A_Dialect : Dialect { let name = "arith"; }\n'
        'def A_Foo : Op<A_Dialect, "foo"> { let results = (outs I32:$r); }\n'
    )
    out = tmp_path / "out"
    name = generate(spec, out)
    pkg = load(out, name)
    try:
        module = pkg.parse('%0 = "arith.foo"() : () -> i32\n', "a.mlir")
        module.verify()
        (op,) = module.ops
        assert type(op) is pkg.OPS["arith.foo"]
    finally:
        forget(name)


# A tiny SPIR-V module in generic form (as mlir-opt --mlir-print-op-generic prints it): f16
# arithmetic (Float16) and a clustered subgroup reduction (GroupNonUniformClustered).
SPIRV_KERNEL = """"builtin.module"() ({
  "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>}> ({
    "spirv.func"() <{function_control = #spirv.function_control<None>, function_type = (f16, i32) -> f16, sym_name = "f"}> ({
    ^bb0(%arg0: f16, %arg1: i32):
      %0 = "spirv.FAdd"(%arg0, %arg0) : (f16, f16) -> f16
      %1 = "spirv.Constant"() <{value = 4 : i32}> : () -> i32
      %2 = "spirv.GroupNonUniformIAdd"(%arg1, %1) <{execution_scope = #spirv.scope<Subgroup>, group_operation = #spirv.group_operation<ClusteredReduce>}> : (i32, i32) -> i32
      "spirv.ReturnValue"(%0) : (f16) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
"""


@pytest.fixture(scope="module")
def spirv_xdsl(tmp_path_factory, llvm_include):
    """The xDSL package of MLIR 22's SPIR-V dialect, generated once for this file."""
    require_xdsl()
    out = tmp_path_factory.mktemp("spirv-xdsl")
    name = generate(llvm_include / "mlir/Dialect/SPIRV/IR/SPIRVOps.td", out, str(llvm_include))
    yield load(out, name)
    forget(name)


@pytest.mark.slow
def test_check_target_takes_vulkan_devices_and_profiles(spirv_xdsl, tmp_path, llvm_include):
    """``spirv-check-target{target=dev.json}`` (issue 26, item 3 with issue 23's device files):
    a ``vulkaninfo -j`` report, the roadmap-2022 profile, a named target of odsgen's library
    and ``vulkan:1.x`` each flag the ops ``odsgen validate --target`` flags, with its reasons."""
    from check_support import run_cli

    from tests.runtime.test_vulkan_targets import ROADMAP

    if not ROADMAP.is_file():
        pytest.skip(f"{ROADMAP} is missing (apt-get install libvulkan-dev)")
    report = tmp_path / "device.json"
    run_dir = tmp_path / "xdg"
    run_dir.mkdir(mode=0o700)
    proc = subprocess.run(
        ["vulkaninfo", "-j", "-o", str(report)],
        env={**os.environ, "XDG_RUNTIME_DIR": str(run_dir)},
        capture_output=True,
        text=True,
        timeout=120,
    )
    if proc.returncode != 0:
        pytest.skip(f"no Vulkan device (vulkaninfo -j: {proc.stderr.strip()[:200]})")
    path = tmp_path / "kernel.mlir"
    path.write_text(SPIRV_KERNEL)
    spec = ["--spec", str(llvm_include / "mlir/Dialect/SPIRV/IR/SPIRVOps.td"), "-I", str(llvm_include)]
    sp = spirv_xdsl
    module = sp.parse(SPIRV_KERNEL, str(path))
    flagged = {}
    for target in [str(report), str(ROADMAP), "vulkan-1.2", "vulkan:1.3"]:
        rc, out, err = run_cli("validate", path, *spec, "--target", target)
        expected = [ln for ln in out.splitlines() if ": error: " in ln]
        try:
            sp.CheckTarget(target=target).apply(sp.context(), module)
            got = []
        except sp.passes.TargetNotMet as exc:
            got = [str(p) for p in exc.problems]
        assert rc == (1 if expected else 0), err
        assert [g.split(": error: ")[0] for g in got] == [e.split(": error: ")[0] for e in expected], target
        flagged[target] = got
    # Roadmap-2022 promises neither Float16 nor clustered subgroup operations; the reason is in Vulkan terms.
    assert [g.split(": error: ")[1].split()[0] for g in flagged[str(ROADMAP)]] == [
        "'spirv.func'",
        "'spirv.FAdd'",
        "'spirv.GroupNonUniformIAdd'",
        "'spirv.ReturnValue'",
    ]
    assert "VkPhysicalDeviceVulkan12Features.shaderFloat16" in flagged[str(ROADMAP)][1]
    # Lavapipe has Float16; it lacks clustered subgroup operations.
    assert [g.split("'")[1] for g in flagged[str(report)]] == ["spirv.GroupNonUniformIAdd"]
    # A profile file of several profiles is named as --target names it; a bad file is odsgen's located error.
    bad = tmp_path / "bad.json"
    bad.write_text('{"a": 1}\n')
    with pytest.raises(Exception, match="bad.json:1:1: error: not a Vulkan Profiles JSON file"):
        sp.CheckTarget(target=str(bad)).apply(sp.context(), module)


# --------------------------------------------------------------------------- issue 32, item 25


def test_a_targets_file_beside_the_spec_names_targets_for_the_passes(packages):
    """The dataflow spec's targets.toml (beside it) names df-2 and df-3, as for ``odsgen
    validate``: the package carries a copy, and ``target=df-3`` needs no ``targets_file``."""
    d, name = packages["dataflow"]
    df = load(d, name)
    assert (d / name / "targets.toml").read_text().endswith((EXAMPLES / "dataflow" / "targets.toml").read_text())
    path = EXAMPLES / "dataflow" / "sample.mlir"
    module = df.parse(path.read_text(), str(path))
    df.CheckTarget(target="df-3").apply(df.context(), module)
    with pytest.raises(df.passes.TargetNotMet, match="needs version V_3 or later; the target has V_2"):
        df.CheckTarget(target="df-2").apply(df.context(), module)


CONFLICT = """\
%a = "df.variable.address"() {variable = @v} : () -> !df.ptr
%x = "df.variable.load.indirect"(%a) : (!df.ptr) -> index
%t = "test.t"() : () -> tensor<2xbf16>
%c = "df.tensor.clone"(%t) : (tensor<2xbf16>) -> tensor<2xbf16>
"""


def test_deduce_names_the_file_of_a_module_the_text_does_not_spell(packages, tmp_path):
    """Top-level ops with no ``module`` around them: Deduce's error was at ``<module>:2:6``."""
    from xdsl.utils.exceptions import VerifyException

    d, name = packages["dataflow"]
    df = load(d, name)
    path = tmp_path / "conflict.mlir"
    path.write_text(CONFLICT)
    module = df.parse(CONFLICT, str(path))
    with pytest.raises(VerifyException) as info:
        df.Deduce().apply(df.context(), module)
    assert str(info.value) == (
        f"'df.variable.load.indirect' at {path}:2:6 is not available after V_3, but the unit needs V_4"
    )
    rc = subprocess.run(
        [sys.executable, "-m", "odsgen", "deduce", str(path), "--spec", str(EXAMPLES / "dataflow" / "dataflow.td")],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert f"'df.variable.load.indirect' at {path}:2:6 is not available after V_3" in rc.stdout + rc.stderr


def _xdsl_opt_env(tmp_path: Path, packages: str) -> dict:
    """The environment ``xdsl-opt`` runs with: this checkout's odsgen first, and odsgen's
    ``xdsl.universe`` entry point as pyproject.toml declares it (a minimal dist-info on
    PYTHONPATH when the installed odsgen was installed before it declared one)."""
    import tomllib
    from importlib.metadata import entry_points

    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["entry-points"]["xdsl.universe"]
    path = [str(ROOT)]
    installed = {(e.name, e.value) for e in entry_points(group="xdsl.universe")}
    if not set(declared.items()) <= installed:
        info = tmp_path / "shim" / "odsgen_entry_points-0.dist-info"
        info.mkdir(parents=True)
        (info / "METADATA").write_text("Metadata-Version: 2.1\nName: odsgen-entry-points\nVersion: 0\n")
        (info / "entry_points.txt").write_text(
            "[xdsl.universe]\n" + "".join(f"{k} = {v}\n" for k, v in declared.items())
        )
        path.append(str(tmp_path / "shim"))
    return dict(os.environ, PYTHONPATH=os.pathsep.join(path), ODSGEN_XDSL_PACKAGES=packages)


def _xdsl_opt(*args: str, env: dict) -> subprocess.CompletedProcess:
    exe = Path(sys.executable).parent / "xdsl-opt"
    if not exe.is_file():
        pytest.skip(f"no xdsl-opt beside {sys.executable}")
    return subprocess.run([str(exe), *args], capture_output=True, text=True, env=env, cwd=ROOT, timeout=60)


def test_xdsl_opt_runs_the_passes_of_a_generated_package(packages, tmp_path):
    """``ODSGEN_XDSL_PACKAGES`` names generated packages; odsgen's ``xdsl.universe`` entry
    point registers their dialects and passes, and the real ``xdsl-opt`` runs them, with
    the command lines of docs/xdsl.md ("With xdsl-opt"). A package with a dialect xDSL has
    (arith) is left out with a message, as is one that cannot be imported; the others still
    load."""
    d, name = packages["dataflow"]
    spec = tmp_path / "a.td"
    spec.write_text(
        'include "odsgen/base.td"\n'
        'def A_Dialect : Dialect { let name = "arith"; }\n'
        'def A_Foo : Op<A_Dialect, "foo"> { let results = (outs I32:$r); }\n'
    )
    g = tmp_path / "arith-out"
    gname = generate(spec, g)
    env = _xdsl_opt_env(tmp_path, os.pathsep.join([str(d / name), str(g / gname), "no_such_odsgen_package"]))
    docs = (ROOT / "docs" / "xdsl.md").read_text().split("## With `xdsl-opt`", 1)[1].split("```sh\n", 1)[1]
    commands = [ln.rstrip("\\").strip() for ln in docs.split("```", 1)[0].replace("\\\n", " ").splitlines()[1:]]
    runs = []
    for command in commands:
        words = shlex.split(command)
        assert words[0].startswith("ODSGEN_XDSL_PACKAGES=") and words[1] == "xdsl-opt"
        runs.append(_xdsl_opt(*words[2:], env=env))
    check, deduce, options = runs
    assert check.returncode == 0, check.stderr
    assert options.returncode == 0 and options.stdout == check.stdout, options.stderr  # {version=V_2}, unquoted
    assert check.stdout.splitlines() == [
        f"<unknown>: error: '{op}' op is not available on the target: "
        "MinVersion: needs version V_3 or later; the target has V_2"
        for op in ("df.tensor.store", "df.tensor.trace", "df.dispatch")
    ]
    assert deduce.returncode == 0, deduce.stderr
    assert deduce.stdout.startswith('builtin.module attributes {odsgen.target = "version=V_3"} {')
    left_out = f"the package '{g / gname}' is left out: xdsl-opt already has a dialect named 'arith'"
    assert left_out in check.stderr and left_out in deduce.stderr
    missing = "odsgen: ODSGEN_XDSL_PACKAGES: cannot load the package 'no_such_odsgen_package': No module named"
    assert check.stderr.count(missing) == 1 and "Traceback" not in check.stderr  # (reported once, not per lookup)
    # A named target of the spec's targets.toml is one word: no quotes needed.
    named = _xdsl_opt("--allow-unregistered-dialect", "-p", "df-check-target{target=df-3}", commands[0].split()[-1], env=env)
    assert named.returncode == 0 and named.stdout.startswith("builtin.module {"), named.stderr
    # Unquoted, a target with '=' is xDSL's own parse error (docs/xdsl.md says to quote it).
    bare = _xdsl_opt("-p", "df-check-target{target=version=V_2}", commands[0].split()[-1], env=env)
    assert bare.returncode != 0 and "Malformed pass arguments, expected either a space or `}` here" in bare.stderr


def test_deduce_spells_the_version_as_the_cli_does(packages):
    """Issue 32, item 23: the runtime example's V_3 is ``v3`` in modules and messages;
    Deduce wrote ``version=V_3``, and now writes what ``odsgen deduce`` and the checks say,
    a target CheckTarget reads back."""
    d, name = packages["runtime"]
    ral = load(d, name)
    path = EXAMPLES / "runtime" / "sample.mlir"
    module = ral.parse(path.read_text(), str(path))
    ral.Deduce().apply(ral.context(), module)
    assert module.attributes["odsgen.target"].data == "version=v3"
    ral.CheckTarget(target="version=v3").apply(ral.context(), module)
    with pytest.raises(ral.passes.TargetNotMet, match="needs version v3 or later; the target has v2"):
        ral.CheckTarget(target="version=V_2").apply(ral.context(), module)


def test_the_target_axes_are_options_xdsls_pipeline_syntax_takes_unquoted(packages):
    """Issue 32, item 25: ``{target=version=V_3}`` cannot be read by xDSL's pipeline parser;
    ``{version=V_3}`` and a set as a list (``capabilities=Shader,Int64``) can, and check
    what the same target in the target syntax checks."""
    from xdsl.utils.arg_spec import parse_pipeline
    from xdsl.utils.exceptions import ArgSpecParseError

    d, name = packages["gpu"]
    gs = load(d, name)
    path = EXAMPLES / "gpu" / "sample.mlir"
    module = gs.parse(path.read_text(), str(path))

    def problems(check) -> list[str]:
        try:
            check.apply(gs.context(), module)
        except gs.passes.TargetNotMet as exc:
            return [str(p) for p in exc.problems]
        return []

    (spec,) = parse_pipeline("gs-check-target{version=V_1_3 capabilities=Shader,Int64}")
    unquoted = problems(gs.PASSES[spec.name].from_pass_spec(spec))
    assert unquoted and unquoted == problems(gs.CheckTarget(target="version=v1.3,capabilities=Shader+Int64"))
    (spec,) = parse_pipeline('gs-check-target{target="version=V_1_3" capabilities=Shader,Int64}')
    assert problems(gs.PASSES[spec.name].from_pass_spec(spec)) == unquoted
    with pytest.raises(ArgSpecParseError, match="Malformed pass arguments"):
        list(parse_pipeline("gs-check-target{target=version=V_1_3}"))


# --------------------------------------------------------------------------- issue 36, item 3


def test_every_matcher_class_has_an_xdsl_translation():
    """Every class of odsgen's matchers (odsgen.runtime.matchers) has an xDSL constraint
    (the backend's TRANSLATIONS), so none silently becomes "unchecked"; a class without one
    is an error of the backend, not an ``AnyAttr()``."""
    import dataclasses
    import inspect

    from odsgen.codegen.backends import xdsl as backend
    from odsgen.runtime import matchers as M

    bases = {M.Matcher, M.TypeMatcher, M.AttrMatcher}
    classes = {
        c for _, c in inspect.getmembers(M, inspect.isclass) if issubclass(c, M.Matcher) and c not in bases
    }
    assert len(classes) >= 20
    assert sorted(c.__name__ for c in classes - set(backend.TRANSLATIONS)) == []

    @dataclasses.dataclass(frozen=True)
    class Later(M.TypeMatcher):  # a matcher class added later, with no translation
        def describe(self) -> str:
            return "later"

    with pytest.raises(TypeError, match="no xDSL translation of odsgen's matcher Later"):
        backend.Constraints().of(Later())


def test_gated_refusals_are_the_runtimes_refusals(packages):
    """The gated walker records odsgen.runtime.gate's ``Refusal`` (the one record of a
    refused rewrite), with where the pattern is defined."""
    from odsgen.runtime.gate import Refusal

    d, name = packages["dataflow"]
    df = load(d, name)
    module = df.parse(DEMO, "demo.mlir")
    walker = df.GatedWalker(_patterns(df), "version=V_1")
    walker.rewrite_module(module)
    assert walker.refused and all(type(r) is Refusal for r in walker.refused)
    assert all(r.defined and r.defined.startswith("xdsl_downgrade.py:") for r in walker.refused)
    assert [r.created for r in walker.refused] == ["df.variable.load", "df.tensor.reshape"]


def test_check_target_applies_the_devices_limits(spirv_xdsl, tmp_path, llvm_include):
    """A Vulkan profile's limits bound what an op fixes on the xDSL side too (the passes ask
    ``TargetEnv.legality``, as ``odsgen validate`` does): a LocalSize past
    maxComputeWorkGroupSize is flagged by both, with the same reason."""
    from check_support import run_cli

    from tests.runtime.test_vulkan_targets import _kernel, _profile

    limits = {"maxComputeWorkGroupSize": [128, 128, 64], "maxComputeWorkGroupInvocations": 4096}
    profile = _profile(tmp_path / "small.json", {"properties": {"VkPhysicalDeviceProperties": {"limits": limits}}})
    src = tmp_path / "big.mlir"
    src.write_text(_kernel("256, 1, 2").replace("4 x f32", "1 x f32"))
    generic = tmp_path / "big.generic.mlir"
    mlir_opt = llvm_include.parent / "bin" / "mlir-opt"
    subprocess.run([str(mlir_opt), "--mlir-print-op-generic", str(src), "-o", str(generic)], check=True)
    spec = ["--spec", str(llvm_include / "mlir/Dialect/SPIRV/IR/SPIRVOps.td"), "-I", str(llvm_include)]
    rc, out, err = run_cli("validate", generic, *spec, "--target", str(profile))
    expected = [ln for ln in out.splitlines() if ": error: " in ln]
    assert rc == 1 and len(expected) == 1 and "'spirv.ExecutionMode'" in expected[0], out + err
    sp = spirv_xdsl
    module = sp.parse(generic.read_text(), str(generic))
    with pytest.raises(sp.passes.TargetNotMet) as info:
        sp.CheckTarget(target=str(profile)).apply(sp.context(), module)
    (problem,) = info.value.problems
    assert str(problem.loc) == expected[0].split(": error: ")[0]
    assert [r.dimension for r in problem.reasons] == ["maxComputeWorkGroupSize[0]"]
    assert "256 > maxComputeWorkGroupSize[0] 128 of the profile VP_TEST" in str(problem)

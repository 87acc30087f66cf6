"""TOSA decided by its compliance tables (issue 22, items 1, 2 and 4), through the CLI:
odsgen reads mlir/Dialect/Tosa/IR/TosaComplianceData.h.inc from the include tree into
TypeSupport tables by default, and a module's own ``#tosa.target_env`` is its target."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

pytestmark = pytest.mark.usefixtures("api_session")  # (tests/conftest.py)

ADD = """func.func @f(%a: tensor<4x{t}>, %b: tensor<4x{t}>) -> tensor<4x{t}> {{
  %0 = tosa.add %a, %b : (tensor<4x{t}>, tensor<4x{t}>) -> tensor<4x{t}>
  return %0 : tensor<4x{t}>
}}
"""


def _odsgen(command, llvm_include, path, *args):
    """(exit status, stdout, stderr) of the command on TOSA's spec, through the CLI's main
    in process (TOSA's spec loaded once per worker); the tests of the temporary directory,
    the cache and Ctrl-C below run odsgen in a subprocess (``_run_spec``)."""
    from tests.runtime.runtime_support import run_odsgen_in_process

    inc = str(llvm_include)
    spec = f"{inc}/mlir/Dialect/Tosa/IR/TosaOps.td"
    proc = run_odsgen_in_process(command, str(path), "--spec", spec, "-I", inc, *args, text=True)
    return proc.returncode, proc.stdout, proc.stderr


def _validate(llvm_include, path, *args):
    rc, out, err = _odsgen("validate", llvm_include, path, *args)
    return rc, out + err


@pytest.mark.oracle
def test_tosa_add_i32_is_legal_under_pro_int_as_tosa_validate_says(tmp_path, llvm_include):
    p = tmp_path / "add.mlir"
    p.write_text(ADD.format(t="i32"))
    rc, out = _validate(llvm_include, p, "--target", "profiles=pro_int")
    assert rc == 0, out
    assert "compliance tables read from" in out  # the note, once
    # Without odsgen's declarations the ODS extension list decides (the old verdict).
    rc, out = _validate(llvm_include, p, "--target", "profiles=pro_int", "--no-upstream-corrections")
    assert rc == 1 and "needs one of bf16, int64" in out, out


@pytest.mark.oracle
def test_tosa_unsupported_tuple_names_the_nearest_supported_ones(tmp_path, llvm_include):
    p = tmp_path / "add16.mlir"
    p.write_text(ADD.format(t="i16"))
    rc, out = _validate(llvm_include, p, "--target", "profiles=pro_int+pro_fp,extensions=*")
    assert rc == 1, out
    assert "got (i16, i16, i16); supported: (i32, i32, i32) with pro_int or pro_fp, 1.0" in out, out


@pytest.mark.oracle
def test_tosa_extension_needs_its_profile(tmp_path, llvm_include):
    p = tmp_path / "addbf16.mlir"
    p.write_text(ADD.format(t="bf16"))
    rc, out = _validate(llvm_include, p, "--target", "profiles=pro_int,extensions=bf16")
    assert rc == 1 and "Profile: needs pro_fp" in out, out
    rc, out = _validate(llvm_include, p, "--target", "profiles=pro_fp,extensions=bf16,specification_version=1.0")
    assert rc == 0, out


@pytest.mark.oracle
def test_tosa_module_target_env_is_the_target(tmp_path, llvm_include):
    env = '#tosa.target_env<specification_version = "1.0", level = "8k", profiles = [pro_int], extensions = [int16]>'
    p = tmp_path / "env.mlir"
    p.write_text(f"module attributes {{tosa.target_env = {env}}} {{\n{ADD.format(t='i32')}}}\n")
    rc, out = _validate(llvm_include, p)
    assert rc == 0, out
    assert "specification_version=1.0" in out and "level=8k" in out, out
    p.write_text(f"module attributes {{tosa.target_env = {env}}} {{\n{ADD.format(t='f32')}}}\n")
    rc, out = _validate(llvm_include, p)
    assert rc == 1 and "Profile: needs pro_fp" in out, out
    # (issue 34, item 3) '[none]' lists the extension none, which tosa-validate refuses.
    p.write_text(f"module attributes {{tosa.target_env = {env.replace('int16', 'none')}}} {{\n{ADD.format(t='i32')}}}\n")
    rc, out = _validate(llvm_include, p)
    assert rc == 2 and "the extension 'none'" in out, out


@pytest.mark.oracle
def test_tosa_version_of_a_row_is_a_minimum(tmp_path, llvm_include):
    p = tmp_path / "add64.mlir"
    p.write_text(ADD.format(t="i64"))
    target = "profiles=pro_int,extensions=int64,specification_version="
    # (issue 34, item 4) int64 itself needs 1.1: the target at 1.0 is refused, as by tosa-validate.
    rc, out = _validate(llvm_include, p, "--target", target + "1.0")
    assert rc == 2 and "the extension 'int64' is not compatible with the target" in out, out
    rc, out = _validate(llvm_include, p, "--target", "profiles=pro_int,specification_version=1.0")
    assert rc == 1 and "needs version 1.1.draft or later" in out, out
    rc, out = _validate(llvm_include, p, "--target", target + "1.1.draft")
    assert rc == 0, out
    # The named targets of odsgen/mlir22/tosa-targets.toml: tosa-1.0 is what
    # --tosa-attach-target sets by default.
    rc, out = _validate(llvm_include, p, "--no-cache", "--target", "tosa-1.0,profiles=pro_int")
    assert rc == 1 and "needs version 1.1.draft or later" in out, out
    assert "specification_version=1.0" in out and "level=8k" in out, out
    rc, out = _validate(llvm_include, p, "--target", "tosa-1.1.draft,profiles=pro_int,extensions=int64")
    assert rc == 0, out


def _deduce(llvm_include, path, *args):
    return _odsgen("deduce", llvm_include, path, *args)


@pytest.mark.oracle
def test_tosa_deduce_gives_the_least_profiles_extensions_and_version(tmp_path, llvm_include):
    p = tmp_path / "add64.mlir"
    p.write_text(ADD.format(t="i64"))
    rc, out, err = _deduce(llvm_include, p)
    assert rc == 0, err
    assert "module: SpecificationVersion 1.1.draft; Profile [pro_int]; Extension [int64]" in out, out
    p.write_text(ADD.format(t="i16"))
    rc, out, err = _deduce(llvm_include, p)
    assert rc == 1, out
    assert "available on no target (tosa.add: got (i16, i16, i16)" in out + err


@pytest.mark.oracle
@pytest.mark.parametrize("form", ["custom", "generic", "module"])
def test_tosa_deduce_write_attaches_a_target_tosa_validate_accepts(tmp_path, llvm_include, mlir_opt, form):
    """``deduce --write -o OUT`` attaches the deduced #tosa.target_env to the module (made
    explicit when the file has none), as --tosa-attach-target would; tosa-validate, reading
    the target from the module, accepts it, and the input is untouched."""
    text = ADD.format(t="bf16")
    if form == "generic":
        text = subprocess.run(
            [str(mlir_opt), "--mlir-print-op-generic", "-"], input=text, capture_output=True, text=True, check=True
        ).stdout
    elif form == "module":
        text = "module {\n" + text + "}\n"
    src = tmp_path / "in.mlir"
    src.write_text(text)
    out = tmp_path / "out.mlir"
    rc, report, err = _deduce(llvm_include, src, "--write", "-o", str(out))
    assert rc == 0, err
    assert "Extension [bf16]" in report  # the report still goes to standard output
    assert src.read_text() == text
    written = out.read_text()
    assert written.count("tosa.target_env = #tosa.target_env<") == 1, written
    assert 'specification_version = "1.0", level = "8k", profiles = [pro_fp], extensions = [bf16]' in written
    proc = subprocess.run(
        [str(mlir_opt), "--tosa-validate=strict-op-spec-alignment", str(out), "-o", "/dev/null"],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    # Without -o there is nowhere to write the module: an error, nothing written.
    rc, report, err = _deduce(llvm_include, src, "--write")
    assert rc == 2 and "--write needs" in err, err


RESCALE = """func.func @f(%a0: tensor<4xi48>) -> tensor<4xi32> {{
  %mul = "tosa.const"() <{{values = dense<1> : tensor<1x{m}>}}> : () -> tensor<1x{m}>
  %sh = "tosa.const"() <{{values = dense<1> : tensor<1xi8>}}> : () -> tensor<1xi8>
  %az = "tosa.const"() <{{values = dense<0> : tensor<1xi48>}}> : () -> tensor<1xi48>
  %oz = "tosa.const"() <{{values = dense<0> : tensor<1xi32>}}> : () -> tensor<1xi32>
  %r = "tosa.rescale"(%a0, %mul, %sh, %az, %oz) <{{input_unsigned = false, output_unsigned = false,
    per_channel = false, rounding_mode = #tosa.rounding_mode<SINGLE_ROUND>, scale32 = {s}}}> :
    (tensor<4xi48>, tensor<1x{m}>, tensor<1xi8>, tensor<1xi48>, tensor<1xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}}
"""

DIM = """func.func @f(%a0: tensor<4x8x{t}>) -> !tosa.shape<1> {{
  %r = tosa.dim %a0 {{axis = 1 : i32}} : (tensor<4x8x{t}>) -> !tosa.shape<1>
  return %r : !tosa.shape<1>
}}
"""


def _tosa_validate(mlir_opt, path, target):
    proc = subprocess.run(
        [str(mlir_opt), f"--tosa-attach-target={target}", "--tosa-validate=strict-op-spec-alignment", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    return proc.returncode, proc.stderr


@pytest.mark.oracle
@pytest.mark.parametrize("scale32", ["true", "false"])
def test_tosa_rescale_scale32_with_an_i48_input_is_legal_nowhere(tmp_path, llvm_include, mlir_opt, scale32):
    """tosa-validate's ERROR_IF: scale32 with a 48-bit input, whatever the target
    (odsgen/mlir22/tosa.td, TypeUnavailable when AttrValueIs)."""
    p = tmp_path / "rescale.mlir"
    p.write_text(RESCALE.format(s=scale32, m="i32" if scale32 == "true" else "i16"))
    rc_theirs, err = _tosa_validate(mlir_opt, p, "profiles=pro_int,pro_fp extensions=int16,dynamic level=none")
    rc, out = _validate(llvm_include, p, "--target", "profiles=pro_int+pro_fp,extensions=*,level=none")
    assert (rc == 0) == (rc_theirs == 0), (out, err)
    if scale32 == "true":
        assert rc == 1 and "scale32 is not allowed with 48-bit input" in out, out
        rc, out, _err = _odsgen("deduce", llvm_include, p)
        assert rc == 1 and "available on no target" in out + _err, out + _err
    else:
        assert rc == 0, out


@pytest.mark.oracle
@pytest.mark.parametrize("t,legal", [("f32", True), ("f8E4M3FN", False), ("bf16", False)])
def test_tosa_row_beyond_the_ops_own_extension_list_is_legal_nowhere(tmp_path, llvm_include, mlir_opt, t, legal):
    """tosa.dim's ODS extension list is [shape]: its compliance rows needing fp8e4m3 or
    bf16 too are refused under every target, as tosa-validate refuses them ("not
    included in the profile compliance")."""
    p = tmp_path / "dim.mlir"
    p.write_text(DIM.format(t=t))
    rc_theirs, err = _tosa_validate(
        mlir_opt, p, "specification_version=1.1.draft profiles=pro_fp extensions=shape,fp8e4m3,bf16"
    )
    rc, out = _validate(
        llvm_include, p, "--target", "specification_version=1.1.draft,profiles=pro_fp,extensions=shape+fp8e4m3+bf16"
    )
    assert (rc_theirs == 0) == legal, err
    assert (rc == 0) == legal, out
    if not legal:
        assert "the op's own Extension list is shape, without" in out, out


# A hand-written fragment in the TOSA specification's tosa.xml format (not the
# specification's data: odsgen never ships a real tosa.xml). It inverts the installed
# tables for tosa.add: i16 under pro_int, no i32 at all; an operator MLIR 22 does not
# define (as a newer draft's) is left out.
TOSA_XML = """<?xml version="1.0" encoding="UTF-8"?>
<tosa>
  <version major="1" minor="0" patch="0" draft="false"/>
  <operators>
    <operatorgroup name="elementwise-binary">
      <operator>
        <name>ADD</name>
        <arguments>
          <argument category="input" name="input1" type="tensor_t" shape="shape1" tensor-element-type="in_out_t"/>
          <argument category="input" name="input2" type="tensor_t" shape="shape2" tensor-element-type="in_out_t"/>
          <argument category="output" name="output" type="tensor_t" shape="shape" tensor-element-type="in_out_t"/>
        </arguments>
        <types><type name='in_out_t'/></types>
        <typesupport mode="signed 16" in_out_t="i16_t" version_added="1.0">
          <op_profile name="PRO-INT"/>
        </typesupport>
        <typesupport mode="bf16" in_out_t="bf16_t" version_added="1.1">
          <op_profile name="EXT-BF16" and_name="EXT-INT64"/>
        </typesupport>
        <typesupport mode="fp16 or fp32" version_added="1.0">
          <op_profile name="PRO-FP"/>
          <type_set name="S_FP" values="fp16_t fp32_t fp64_t"/>
          <type_bind type="in_out_t" set="S_FP"/>
        </typesupport>
        <typesupport mode="deduced" version_added="1.1">
          <op_profile name="DEDUCE-EXT"/>
          <type_set name="S1" values="i8_t"/>
          <type_bind type="in_out_t" set="S1"/>
        </typesupport>
      </operator>
      <operator>
        <name>FROBNICATE_2D</name>
        <arguments>
          <argument category="input" name="input" type="tensor_t" shape="shape" tensor-element-type="in_out_t"/>
          <argument category="output" name="output" type="tensor_t" shape="shape" tensor-element-type="in_out_t"/>
        </arguments>
        <types><type name='in_out_t'/></types>
        <typesupport mode="fp32" in_out_t="fp32_t" version_added="1.1">
          <op_profile name="PRO-FP"/>
        </typesupport>
      </operator>
    </operatorgroup>
  </operators>
</tosa>
"""


@pytest.mark.oracle
def test_tosa_spec_file_gives_the_tables(tmp_path, llvm_include):
    spec = tmp_path / "tosa.xml"
    spec.write_text(TOSA_XML)
    verdicts = {}
    for t in ("i16", "i32", "bf16", "i8"):
        p = tmp_path / f"add-{t}.mlir"
        p.write_text(ADD.format(t=t))
        for extra in ((), ("--tosa-spec", str(spec))):
            rc, out = _validate(llvm_include, p, "--target", "profiles=pro_int", *extra)
            assert rc in (0, 1), out
            verdicts[t, bool(extra)] = rc == 0
            if extra:
                assert f"compliance tables read from {spec}" in out, out
    # The installed tables: i32 under pro_int, no i16; the file's: the other way round.
    assert verdicts == {
        ("i16", False): False,
        ("i16", True): True,
        ("i32", False): True,
        ("i32", True): False,
        ("bf16", False): False,
        ("bf16", True): False,
        ("i8", False): False,
        ("i8", True): False,  # the file's i8 row has its types deduced from sets: left out
    }
    p = tmp_path / "add-i32.mlir"
    rc, out = _validate(llvm_include, p, "--target", "profiles=pro_int", "--tosa-spec", str(spec))
    assert "supported: (i16, i16, i16) with pro_int, 1.0" in out and "tosa.xml:" in out, out
    # A <type_bind> to a <type_set> is a row per type of the set (fp64_t: none in MLIR 22).
    for t in ("f16", "f32"):
        p = tmp_path / f"add-{t}.mlir"
        p.write_text(ADD.format(t=t))
        rc, out = _validate(llvm_include, p, "--target", "profiles=pro_fp", "--tosa-spec", str(spec))
        assert rc == 0, out
    # The file's bf16 row needs bf16 and int64 (and_name), from 1.1 (MLIR's 1.1.draft).
    p = tmp_path / "add-bf16.mlir"
    target = "specification_version=1.1.draft,profiles=pro_fp,extensions=bf16+int64"
    rc, out = _validate(llvm_include, p, "--target", target, "--tosa-spec", str(spec))
    assert rc == 0, out
    rc, out = _validate(llvm_include, p, "--target", target.replace("+int64", ""), "--tosa-spec", str(spec))
    assert rc == 1, out


@pytest.mark.oracle
@pytest.mark.parametrize(
    "text,where,message",
    [
        ("<tosa>\n  <operators>\n    <operator><name>ADD</name>\n  </operators>\n</tosa>\n", "4:5", "mismatched tag"),
        ('<!DOCTYPE tosa [<!ENTITY a "aaaa">]>\n<tosa/>\n', "1:", "declares an entity ('a')"),
        (
            TOSA_XML.replace('name="PRO-INT"', 'name="INTEGER"'),
            "14:",
            "'INTEGER' is no TOSA profile (PRO-...) or extension (EXT-...)",
        ),
    ],
)
def test_tosa_spec_file_errors_are_located(tmp_path, llvm_include, text, where, message):
    spec = tmp_path / "tosa.xml"
    spec.write_text(text)
    p = tmp_path / "add.mlir"
    p.write_text(ADD.format(t="i32"))
    rc, out = _validate(llvm_include, p, "--target", "profiles=pro_int", "--tosa-spec", str(spec))
    assert rc == 2, out
    assert f"{spec}:{where}" in out and f"error: " in out and message in out, out
    assert "Traceback" not in out


@pytest.mark.oracle
def test_tosa_spec_file_needs_the_upstream_declarations(tmp_path, llvm_include):
    spec = tmp_path / "tosa.xml"
    spec.write_text(TOSA_XML)
    p = tmp_path / "add.mlir"
    p.write_text(ADD.format(t="i16"))
    rc, out = _validate(llvm_include, p, "--tosa-spec", str(spec), "--no-upstream-corrections")
    assert rc == 2 and "--tosa-spec" in out and "--no-upstream-corrections turns off" in out, out


# ---------------------------------------------------------------- hostile tosa.xml files
# (issue 32, items 13, 14, 16 and 18): each is a located error or an answer, in a few
# seconds, and leaves nothing in the temporary directory.


def _private_env(tmp_path) -> dict[str, str]:
    """A private, empty TMPDIR (and cache) for one run, to see what the run leaves there."""
    tmp = tmp_path / "tmpdir"
    tmp.mkdir(mode=0o700, exist_ok=True)
    env = dict(os.environ, TMPDIR=str(tmp), XDG_CACHE_HOME=str(tmp_path / "xdg"))
    return env


def _run_spec(llvm_include, spec, env, *extra, timeout=60):
    p = spec.parent / "add16.mlir"
    p.write_text(ADD.format(t="i16"))
    inc = str(llvm_include)
    argv = [sys.executable, "-m", "odsgen", "validate", str(p), "--spec", f"{inc}/mlir/Dialect/Tosa/IR/TosaOps.td"]
    argv += ["-I", inc, "--target", "profiles=pro_int", "--tosa-spec", str(spec), *extra]
    proc = subprocess.run(argv, capture_output=True, text=True, env=env, timeout=timeout)
    return proc.returncode, proc.stdout + proc.stderr


def _combinatorial_xml(variables: int, size: int, rows: int = 1) -> str:
    """ADD with ``variables`` type variables, each bound to one ``size``-type set, in
    ``rows`` <typesupport>s: size ** variables rows each."""
    names = [f"t{i}_t" for i in range(variables)]
    args = "".join(
        f'<argument category="input" name="a{i}" type="tensor_t" tensor-element-type="{v}"/>\n'
        for i, v in enumerate(names)
    )
    values = " ".join(["i8_t", "i16_t", "i32_t", "fp16_t", "fp32_t", "bf16_t", "i4_t", "i48_t", "fp8e4m3_t"][:size])
    binds = "".join(f'<type_bind type="{v}" set="S"/>' for v in names)
    support = (
        '<typesupport mode="m" version_added="1.0">\n<op_profile name="PRO-INT"/>\n'
        f'<type_set name="S" values="{values}"/>{binds}\n</typesupport>\n'
    )
    return (
        '<?xml version="1.0"?>\n<tosa><operators><operator><name>ADD</name><arguments>\n'
        f'{args}<argument category="output" name="o" type="tensor_t" tensor-element-type="t0_t"/>\n'
        f"</arguments><types>{''.join(f'<type name={chr(39)}{v}{chr(39)}/>' for v in names)}</types>\n"
        f"{support * rows}</operator></operators></tosa>\n"
    )


@pytest.mark.oracle
@pytest.mark.parametrize("cache", [True, False])
def test_tosa_spec_combinations_are_bounded_with_a_located_error(tmp_path, llvm_include, cache):
    """Four type variables bound to a 9-type set are 6,561 rows (about 6 s and 400 MB
    to evaluate before the bound); one <typesupport> may give 1,024."""
    spec = tmp_path / "tosa.xml"
    spec.write_text(_combinatorial_xml(4, 9))
    env = _private_env(tmp_path)
    rc, out = _run_spec(llvm_include, spec, env, *(() if cache else ("--no-cache",)), timeout=30)
    assert rc == 2, out
    assert f"{spec}:9:1: error: tosa.add: this <typesupport> binds 4 type variables" in out, out
    assert "6561 combinations, each a row; odsgen reads at most 1024" in out, out
    assert '  <typesupport mode="m" version_added="1.0">\n  ^' in out, out  # its line and caret
    assert os.listdir(env["TMPDIR"]) == [], "a temporary left behind"
    inputs = tmp_path / "xdg" / "odsgen" / "inputs"
    assert not inputs.exists() or os.listdir(inputs) == [], os.listdir(inputs)


@pytest.mark.oracle
def test_tosa_spec_rows_of_a_whole_file_are_bounded(tmp_path, llvm_include):
    spec = tmp_path / "tosa.xml"
    spec.write_text(_combinatorial_xml(4, 5, rows=7))  # 625 rows each: the 7th passes 4,096
    rc, out = _run_spec(llvm_include, spec, _private_env(tmp_path), timeout=30)
    assert rc == 2, out
    line = 9 + 4 * 6  # (each <typesupport> takes 4 lines)
    assert f"{spec}:{line}:1: error: tosa.add: the TOSA specification gives more than 4096 type-support rows" in out


@pytest.mark.oracle
@pytest.mark.parametrize("cache", [True, False])
def test_tosa_spec_leaves_nothing_in_the_temporary_directory(tmp_path, llvm_include, cache):
    """The generated tables are kept in the user's cache, or (--no-cache) in a private
    directory made fresh for the load and removed with it: after an answer, an error,
    and a Ctrl-C in the middle, TMPDIR is as empty as before."""
    import signal
    import time

    spec = tmp_path / "tosa.xml"
    extra = () if cache else ("--no-cache",)
    env = _private_env(tmp_path)
    spec.write_text(TOSA_XML)
    rc, out = _run_spec(llvm_include, spec, env, *extra)
    assert rc == 0, out  # the file's tables: i16 under pro_int
    assert os.listdir(env["TMPDIR"]) == []
    spec.write_text(TOSA_XML.replace('version_added="1.0"', 'version_added="7.0"'))
    rc, out = _run_spec(llvm_include, spec, env, *extra)
    assert rc == 2 and "version_added '7.0'" in out, out
    assert os.listdir(env["TMPDIR"]) == []
    # Ctrl-C while the tables are evaluated (3,750 rows: seconds of work).
    spec.write_text(_combinatorial_xml(4, 5, rows=6))
    p = tmp_path / "add16.mlir"
    inc = str(llvm_include)
    argv = [sys.executable, "-m", "odsgen", "validate", str(p), "--spec", f"{inc}/mlir/Dialect/Tosa/IR/TosaOps.td"]
    argv += ["-I", inc, "--target", "profiles=pro_int", "--tosa-spec", str(spec), "--no-cache"]
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
    deadline = time.monotonic() + 30
    while not os.listdir(env["TMPDIR"]) and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.005)
    seen = os.listdir(env["TMPDIR"])
    proc.send_signal(signal.SIGINT)
    out = proc.communicate(timeout=30)[0].decode()
    assert seen and proc.returncode == 130, (seen, proc.returncode, out)
    assert os.listdir(env["TMPDIR"]) == [], "a temporary left behind by Ctrl-C"


@pytest.mark.oracle
def test_tosa_spec_nested_deeper_than_python_recurses_is_read(tmp_path, llvm_include):
    depth = 60_000
    deep = "<a>" * depth + "</a>" * depth
    spec = tmp_path / "tosa.xml"
    spec.write_text(TOSA_XML.replace("<operators>", "<operators>" + deep, 1))
    rc, out = _run_spec(llvm_include, spec, _private_env(tmp_path))
    assert rc == 0, (rc, out[-2000:])  # the file's tables still: i16 under pro_int
    assert "Traceback" not in out


@pytest.mark.oracle
@pytest.mark.parametrize(
    "encoding,col",
    [("klingon", 31), ("shift_jis", 31), ("rot13", 31), ("idna", 31)],
)
def test_tosa_spec_with_an_encoding_expat_cannot_read_is_a_located_error(tmp_path, llvm_include, encoding, col):
    spec = tmp_path / "tosa.xml"
    spec.write_text(TOSA_XML.replace('encoding="UTF-8"', f'encoding="{encoding}"'))
    rc, out = _run_spec(llvm_include, spec, _private_env(tmp_path))
    assert rc == 2, out
    assert f"{spec}:1:{col}: error: cannot read the TOSA specification: encoding '{encoding}'" in out, out
    assert "internal error" not in out and "Traceback" not in out


@pytest.mark.oracle
def test_tosa_spec_version_unknown_to_the_dialect_is_located_at_its_typesupport(tmp_path, llvm_include):
    spec = tmp_path / "tosa.xml"
    spec.write_text(
        TOSA_XML.replace(
            'version_added="1.0">\n          <op_profile name="PRO-INT"/>',
            'version_added="99.99">\n          <op_profile name="PRO-INT"/>',
        )
    )
    rc, out = _run_spec(llvm_include, spec, _private_env(tmp_path))
    assert rc == 2, out
    assert out.startswith(
        f"{spec}:14:9: error: tosa.add: version_added '99.99' is no TOSA specification version "
        "the include tree's TOSA dialect defines (it defines 1.0, 1.1)\n"
        '          <typesupport mode="signed 16" in_out_t="i16_t" version_added="99.99">\n'
        "          ^\n"
    ), out
    assert ".td" not in out, out  # nothing of odsgen's generated tables

"""SPIR-V binaries are modules (issue 33, item 7): odsgen reads ``.spv`` files without MLIR.

The differential: the device kernels (tests/oracle/device_kernels.py), stamped by ``odsgen
deduce --write`` and serialized by ``mlir-translate --serialize-spirv``: odsgen's deduce on
each ``.spv`` equals its deduce on the MLIR text MLIR serialized, and its verdict on
lavapipe (``vulkaninfo -j``) is the text's. Shaders MLIR did not write come from glslang
(Debian ``glslang-tools``): where MLIR 22 deserializes them (``mlir-translate
--deserialize-spirv``), deduce on the ``.spv`` equals deduce on MLIR's reading; where it
cannot (glslang's signed and unsigned operands of one ``OpIAdd``, which spirv-val accepts),
odsgen still answers. An instruction newer than MLIR 22 (``OpExtInst GLSL.std.450 NMax``,
made from MLIR's own ``FMax`` binary) is named, judged by the Khronos grammar, and the rest
of the module is checked. Reports place ops at ``file.spv:word N`` with the disassembly.
"""

from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

import device_support as ds

pytestmark = [pytest.mark.oracle, pytest.mark.usefixtures("api_session")]

from tests.runtime.runtime_support import run_odsgen

LLVM = ds.LLVM_BIN.parent
SPEC = ["--spec", str(LLVM / "include/mlir/Dialect/SPIRV/IR/SPIRVOps.td"), "-I", str(LLVM / "include")]


@pytest.fixture(scope="module")
def spec():
    import odsgen

    inc = str(LLVM / "include")
    return odsgen.load_spec(f"{inc}/mlir/Dialect/SPIRV/IR/SPIRVOps.td", [inc])


@pytest.fixture(scope="module")
def corpus() -> list[ds.Built]:
    if not (ds.LLVM_BIN / "mlir-translate").is_file() or shutil.which("spirv-val") is None:
        ds.require_vulkan()
    return ds.shared_corpus()


@pytest.fixture(scope="module")
def lavapipe(tmp_path_factory) -> Path:
    ds.require_vulkan()
    folder = tmp_path_factory.mktemp("device")
    path = folder / "lavapipe.json"
    ds.device_report(path, ds.vulkan_env(folder / "xdg"))
    return path


def _units(report: dict) -> list:
    return [u["requirements"] for u in report["units"]]


def test_deduce_on_the_binary_equals_deduce_on_the_text_mlir_serialized(spec, corpus) -> None:
    import odsgen

    built = [b for b in corpus if b.spv is not None]
    assert len(built) >= 150, len(built)
    whole = odsgen.deduce(spec, str(corpus[0].mlir.parent / "corpus.stamped.mlir"))
    text_units = _units(whole)
    assert len(text_units) == len(corpus)
    differ = []
    for b, text in zip(corpus, text_units):
        if b.spv is None:
            continue
        mine = _units(odsgen.deduce(spec, str(b.spv)))
        if mine != [text]:
            differ.append((b.name, mine, text))
    assert not differ, differ[:3]


def test_verdict_on_the_device_equals_the_texts(spec, corpus, lavapipe) -> None:
    """On lavapipe, the binary's verdict is the text's, kernel by kernel (each 4th kernel:
    the text goes through MLIR's parser, the slower read)."""
    import odsgen

    sample = [b for b in corpus if b.spv is not None][::4]
    differ = []
    statuses = set()
    for b in sample:
        text = odsgen.validate(spec, str(b.mlir), str(lavapipe))["status"]
        binary = odsgen.validate(spec, str(b.spv), str(lavapipe))["status"]
        statuses.add(binary)
        if text != binary:
            differ.append((b.name, text, binary))
    assert not differ, differ
    assert statuses == {"legal", "illegal"}, statuses  # (both verdicts occur)


def test_an_op_is_located_at_its_word_with_its_disassembly(corpus) -> None:
    """``validate K.spv --target vulkan-1.0`` of an f16 kernel: exit 1, the op at
    ``K.spv:word N`` (N its instruction's word offset, as spirv-dis --offsets numbers it)
    with the instruction's disassembly under it."""
    b = next(b for b in corpus if b.spv is not None and "f16" in b.name and b.kernel.family == "arithmetic")
    proc = run_odsgen("validate", str(b.spv), *SPEC, "--target", "vulkan-1.0")
    assert proc.returncode == 1, proc.stderr.decode()[-2000:]
    out = proc.stdout.decode()
    lines = out.splitlines()
    at = next(i for i, line in enumerate(lines) if ":word " in line and "error:" in line)
    word = int(lines[at].split(":word ", 1)[1].split(":", 1)[0])
    dis = subprocess.run(["spirv-dis", "--offsets", "--raw-id", str(b.spv)], capture_output=True, text=True, check=True)
    # spirv-dis --offsets ends each instruction with "; 0x<byte offset>"
    by_word = {
        int(line.rsplit("; 0x", 1)[1], 16) // 4: line.rsplit(";", 1)[0].strip()
        for line in dis.stdout.splitlines()
        if "; 0x" in line
    }
    assert word in by_word, (word, out)
    opcode = by_word[word].split("=")[-1].split()[0]
    assert opcode in lines[at + 1], (lines[at + 1], by_word[word])


def _patched_nmax(tmp: Path) -> Path:
    """MLIR's binary of an ``spirv.GL.FMax`` kernel with the instruction's number 40 (FMax)
    made 80 (GLSL.std.450 NMax, an op MLIR 22 does not have)."""
    src = tmp / "fmax.mlir"
    src.write_text(
        "spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Float16], []> {\n"
        '  spirv.func @main() "None" {\n'
        "    %h = spirv.Constant 1.5 : f16\n"
        "    %e = spirv.GL.FMax %h, %h : f16\n"
        "    spirv.Return\n  }\n"
        '  spirv.EntryPoint "GLCompute" @main\n'
        '  spirv.ExecutionMode @main "LocalSize", 1, 1, 1\n}\n'
    )
    fmax = tmp / "fmax.spv"
    subprocess.run(
        [str(ds.LLVM_BIN / "mlir-translate"), "--no-implicit-module", "--serialize-spirv", str(src), "-o", str(fmax)],
        check=True,
    )
    data = fmax.read_bytes()
    words = list(struct.unpack(f"<{len(data) // 4}I", data))
    i = 5
    while i < len(words):
        count, opcode = words[i] >> 16, words[i] & 0xFFFF
        if opcode == 12 and words[i + 4] == 40:  # OpExtInst type result set 40
            words[i + 4] = 80
        i += count
    out = tmp / "nmax.spv"
    out.write_bytes(struct.pack(f"<{len(words)}I", *words))
    val = subprocess.run(["spirv-val", "--target-env", "vulkan1.2", str(out)], capture_output=True, text=True)
    assert val.returncode == 0, val.stdout + val.stderr
    return out


def test_an_op_newer_than_mlir_is_named_and_judged_by_the_grammar(tmp_path, lavapipe) -> None:
    if shutil.which("spirv-val") is None:
        ds.require_vulkan()
    nmax = _patched_nmax(tmp_path)
    back = subprocess.run(
        [str(ds.LLVM_BIN / "mlir-translate"), "--deserialize-spirv", str(nmax)], capture_output=True, text=True
    )
    assert back.returncode != 0  # MLIR 22 cannot read it
    proc = run_odsgen("validate", str(nmax), *SPEC, "--target", str(lavapipe))
    out = proc.stdout.decode()
    assert proc.returncode == 0, out + proc.stderr.decode()[-2000:]
    assert "'spirv.GL.NMax' (OpExtInst GLSL.std.450 NMax) is not an op of the spec" in out, out
    assert "capability Shader" in out and "NMax" in out
    # The rest is checked: on core Vulkan 1.0 the f16 constant is refused (Float16), exit 1.
    proc = run_odsgen("validate", str(nmax), *SPEC, "--target", "vulkan-1.0", "--format", "json")
    assert proc.returncode == 1, proc.stderr.decode()[-2000:]
    doc = json.loads(proc.stdout)
    illegal = doc["modules"][0]["illegal"]
    assert any(e["op"] == "spirv.Constant" for e in illegal), illegal
    # deduce answers too
    proc = run_odsgen("deduce", str(nmax), *SPEC)
    assert proc.returncode == 0 and b"Float16" in proc.stdout, proc.stderr.decode()[-2000:]
    assert b"note: 'spirv.GL.NMax' (OpExtInst GLSL.std.450 NMax) is not an op of the spec" in proc.stderr
    # On a target without Shader the grammar's requirement is what it lacks: an error, in
    # every report format
    for fmt in ("text", "github", "sarif"):
        proc = run_odsgen(
            "validate", str(nmax), *SPEC, "--target", "version=v1.0,capabilities=Kernel+Float16", "--format", fmt
        )
        out = proc.stdout.decode()
        assert proc.returncode == 1 and "spirv.GL.NMax" in out, (fmt, out[-2000:], proc.stderr.decode()[-2000:])
    assert (
        "the target lacks what the Khronos grammar gives it: capability Shader"
        in run_odsgen(
            "validate", str(nmax), *SPEC, "--target", "version=v1.0,capabilities=Kernel+Float16"
        ).stdout.decode()
    )
    # --write stamps MLIR text: a binary is refused, located, no traceback
    proc = run_odsgen("deduce", str(nmax), *SPEC, "--write", "-o", str(tmp_path / "out.mlir"))
    assert proc.returncode == 2 and b"a SPIR-V binary is not rewritten" in proc.stderr, proc.stderr.decode()[-2000:]


GLSL = {
    # loops, branches and phis, push constants, shared memory, subgroup arithmetic, int64:
    # glslang mixes signed and unsigned operands, which MLIR 22's deserializer refuses
    "reduce.comp": """#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { float data[]; };
layout(std430, binding = 1) buffer C { int64_t acc[]; };
layout(push_constant) uniform P { uint n; } pc;
shared float tile[64];
void main() {
  uint i = gl_GlobalInvocationID.x;
  float s = 0.0;
  for (uint k = 0; k < pc.n; ++k) { if ((k & 1u) == 0u) s += data[k]; else s -= data[k] * 0.5; }
  tile[gl_LocalInvocationID.x] = s;
  barrier();
  float r = subgroupAdd(tile[gl_LocalInvocationID.x]);
  if (subgroupElect()) acc[i / 64] = int64_t(r);
  data[i] = max(r, 0.0);
}
""",
    # f16 storage and arithmetic, a storage image, GLSL.std.450 FClamp: MLIR 22 reads it
    "half.comp": """#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
layout(local_size_x = 8, local_size_y = 8) in;
layout(std430, binding = 0) readonly buffer A { float16_t a[]; };
layout(std430, binding = 1) writeonly buffer O { float o[]; };
layout(binding = 2, rgba8) uniform readonly image2D img;
void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  vec4 c = imageLoad(img, p);
  float16_t h = a[p.x] * float16_t(2.0);
  o[p.y * 8 + p.x] = float(h) + c.x + clamp(c.y, 0.0, 1.0);
}
""",
}


def test_glslang_shaders(tmp_path, spec, lavapipe) -> None:
    """Shaders MLIR did not write: deduce on the ``.spv`` equals deduce on MLIR's reading
    of it where MLIR reads it; every one gets an answer, legal on lavapipe (spirv-val
    accepts each for Vulkan 1.2)."""
    import odsgen

    glslang = shutil.which("glslangValidator")
    if glslang is None:  # (.ci/run installs glslang-tools)
        ci = os.environ.get("CI", "").strip().lower() in ("true", "1")  # the oracle policy (tests/conftest.py)
        (pytest.fail if ci else pytest.skip)("glslangValidator (Debian glslang-tools) is not installed")
    read_by_mlir = 0
    for name, text in GLSL.items():
        src = tmp_path / name
        src.write_text(text)
        spv = tmp_path / (name + ".spv")
        subprocess.run(
            [glslang, "-V", "--target-env", "vulkan1.2", str(src), "-o", str(spv)], check=True, capture_output=True
        )
        val = subprocess.run(["spirv-val", "--target-env", "vulkan1.2", str(spv)], capture_output=True, text=True)
        assert val.returncode == 0, val.stdout
        mine = _units(odsgen.deduce(spec, str(spv)))
        assert odsgen.validate(spec, str(spv), str(lavapipe))["status"] == "legal", name
        back = subprocess.run(
            [str(ds.LLVM_BIN / "mlir-translate"), "--deserialize-spirv", str(spv)], capture_output=True, text=True
        )
        if back.returncode == 0:
            read_by_mlir += 1
            mlir = tmp_path / (name + ".mlir")
            mlir.write_text(back.stdout)
            assert mine == _units(odsgen.deduce(spec, str(mlir))), name
    assert read_by_mlir == 1  # half.comp; MLIR 22 refuses reduce.comp


def test_a_truncated_binary_is_a_located_error(tmp_path, corpus) -> None:
    b = next(b for b in corpus if b.spv is not None)
    cut = tmp_path / "cut.spv"
    data = b.spv.read_bytes()
    cut.write_bytes(data[: len(data) - 6])
    proc = run_odsgen("validate", str(cut), *SPEC, "--target", "vulkan-1.3")
    err = proc.stderr.decode()
    assert proc.returncode == 2, err
    assert f"{cut}:word " in err and "Traceback" not in err, err


def test_a_text_module_with_an_op_mlir_cannot_parse_gets_an_answer_for_the_rest(tmp_path) -> None:
    """``spirv.GL.NMax`` in custom syntax: MLIR 22's parser refuses it (``mlir-opt``: custom op
    unknown); odsgen names it at its line and column, judges it by the grammar and checks
    the rest: exit 1 on core Vulkan 1.0 (the f16 constant), not exit 2."""
    src = tmp_path / "nmax.mlir"
    src.write_text(
        "spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Float16], []> {\n"
        '  spirv.func @main() "None" {\n'
        "    %h = spirv.Constant 1.5 : f16\n"
        "    %e = spirv.GL.NMax %h, %h : f16\n"
        "    spirv.Return\n  }\n"
        '  spirv.EntryPoint "GLCompute" @main\n'
        '  spirv.ExecutionMode @main "LocalSize", 1, 1, 1\n}\n'
    )
    mlir = subprocess.run([str(ds.LLVM_BIN / "mlir-opt"), str(src)], capture_output=True, text=True)
    assert mlir.returncode != 0 and "spirv.GL.NMax" in mlir.stderr
    proc = run_odsgen("validate", str(src), *SPEC, "--target", "vulkan-1.0")
    out = proc.stdout.decode()
    assert proc.returncode == 1, out + proc.stderr.decode()[-2000:]
    assert f"{src}:4:10: note: 'spirv.GL.NMax' (OpExtInst GLSL.std.450 NMax) is not an op of the spec" in out, out
    assert f"{src}:3:10: error: 'spirv.Constant' is not available on the target" in out, out
    assert "%e = spirv.GL.NMax %h, %h : f16" in out  # (the user's line, not the stand-in)


def _gen_spirv_module():
    import importlib.util

    path = Path(__file__).resolve().parents[2] / "bench" / "gen_spirv_module.py"
    found = importlib.util.spec_from_file_location("gen_spirv_module", path)
    mod = importlib.util.module_from_spec(found)
    sys.modules["gen_spirv_module"] = mod
    found.loader.exec_module(mod)
    return mod


@pytest.mark.parametrize("seed", [1, 2])
def test_deduce_on_generated_modules_of_every_kind_equals_the_texts(tmp_path, spec, seed) -> None:
    """bench/gen_spirv_module.py's modules (ops with every kind of requirement, enum
    attributes, scopes and semantics, types of every width, storage classes, structs,
    selections), stamped by ``deduce --write``, printed by mlir-opt and serialized by
    mlir-translate: deduce on the binary equals deduce on the text."""
    import odsgen

    gen = _gen_spirv_module()
    generic = tmp_path / "g.mlir"
    with generic.open("w") as f:
        gen.generate(800, seed=seed, write=f.write)
    stamped = tmp_path / "w.mlir"
    proc = run_odsgen("deduce", str(generic), *SPEC, "--write", "-o", str(stamped))
    assert proc.returncode == 0, proc.stderr.decode()[-2000:]
    printed = subprocess.run([str(ds.LLVM_BIN / "mlir-opt"), str(stamped)], capture_output=True, text=True, check=True)
    lines = printed.stdout.rstrip().splitlines()
    assert lines[0].startswith("module") and lines[-1] == "}"
    unit = tmp_path / "u.mlir"
    unit.write_text("\n".join(lines[1:-1]) + "\n")  # the spirv.module alone
    spv = tmp_path / "u.spv"
    subprocess.run(
        [str(ds.LLVM_BIN / "mlir-translate"), "--no-implicit-module", "--serialize-spirv", str(unit), "-o", str(spv)],
        check=True,
        capture_output=True,
    )
    text = _units(odsgen.deduce(spec, str(unit)))
    assert _units(odsgen.deduce(spec, str(spv))) == text
    assert odsgen.validate(spec, str(spv), "vulkan-1.3")["malformed_ops"] == 0

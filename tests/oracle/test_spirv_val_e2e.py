"""End to end with the Khronos validator: what ``odsgen deduce`` deduces, ``spirv-val`` accepts.

For each generated SPIR-V module (the hand-written-availability cases of
test_spirv_handwritten_oracle.py, the types upstream derives capabilities for, arrayed and
multisampled images, each in a GLCompute entry point of a Logical GLSL450 module; and
OpenCL modules: Physical32/Physical64 addressing, the OpenCL memory model, a Kernel entry
point), ``odsgen deduce`` with SPIRVOps.td (and so odsgen/mlir22/spirv.td) and the Khronos
corrections (odsgen/mlir22/spirv-khronos.td, --khronos-corrections), and without a target (the least
target), fills in the module's VCE triple; ``mlir-translate --serialize-spirv`` writes the
binary and ``spirv-val --target-env spv1.N`` (N the deduced version) must accept it.

Then each deduced capability is removed in turn. One that the remaining ones imply
(SPIR-V's implicit declaration: Shader declares Matrix) is redundant, and spirv-val
accepts the module without it; every other removal must be rejected, and odsgen agrees
(deduce under the reduced target fails). The one exception, listed in SPIRV_VAL_UNCHECKED
with its reason: the dot products' input capabilities, which spirv-val does not check.
The cases are checked in shards (``SHARDS`` tests), each a bounded share.

Needs ``spirv-val`` (Debian ``spirv-tools``) and ``mlir-translate``; skipped like the other
oracle tests when they are missing.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

import device_support as ds
from test_spirv_checks_oracle import _env, load_spirv
from test_spirv_handwritten_oracle import DOT_BINARY, DOT_TERNARY, FORMAT

pytestmark = pytest.mark.oracle

ALL_CAPS = [
    "Shader", "Kernel", "Addresses", "Int8", "Int16", "Int64", "Float16", "Float64", "Vector16", "Matrix",
    "DotProduct", "DotProductInput4x8BitPacked", "DotProductInput4x8Bit", "DotProductInputAll",
    "Sampled1D", "Image1D", "SampledRect", "ImageRect", "SampledBuffer", "ImageBuffer",
    "SampledCubeArray", "ImageCubeArray", "InputAttachment", "ImageMSArray",
    "StorageImageExtendedFormats", "StorageImageMultisample", "Int64ImageEXT",
]  # fmt: skip
ALL_EXTS = ["SPV_KHR_integer_dot_product", "SPV_EXT_shader_image_int64"]

# Deduced capabilities whose removal spirv-val accepts although nothing else declares
# them, with the reason (docs/khronos.md, "spirv-val").
SPIRV_VAL_UNCHECKED = {
    # The SPIR-V specification requires them of OpSDot & co. by the operands' types, in
    # prose; spirv-val (Debian's 2023.1 and PyPI's 2025.5 alike) checks only DotProduct.
    "DotProductInput4x8BitPacked": "spirv-val does not check the dot products' input capabilities",
    "DotProductInput4x8Bit": "spirv-val does not check the dot products' input capabilities",
    "DotProductInputAll": "spirv-val does not check the dot products' input capabilities",
}

SHADER = ("Logical", "GLSL450", "GLCompute")
KERNEL = ("Physical64", "OpenCL", "Kernel")
KERNEL32 = ("Physical32", "OpenCL", "Kernel")


def _const(k: int, t: str) -> tuple[str, str]:
    """A constant of type t: (its SSA name, the op)."""
    elem = t.split("x")[-1].rstrip(">") if t.startswith("vector") else t
    value = "1.0" if elem.startswith(("f", "bf")) else ("true" if elem == "i1" else "1")
    attr = f"dense<{value}> : {t}" if t.startswith("vector") else value if elem == "i1" else f"{value} : {t}"
    return f"%c{k}", f'      %c{k} = "spirv.Constant"() <{{value = {attr}}}> : () -> {t}\n'


def _dot_cases(factors) -> list[str]:
    out = []
    for factor, fmt, res in factors:
        props = f" <{{format = {FORMAT}}}>" if fmt else ""
        a, ca = _const(0, factor)
        acc, cacc = _const(1, res)
        for n in DOT_BINARY:
            out.append(ca + f'      %r = "{n}"({a}, {a}){props} : ({factor}, {factor}) -> {res}\n')
        for n in DOT_TERNARY:
            out.append(ca + cacc + f'      %r = "{n}"({a}, {a}, {acc}){props} : ({factor}, {factor}, {res}) -> {res}\n')
    return out


def _select(cond: str, res: str) -> str:
    c, cc = _const(0, cond)
    v, cv = _const(1, res)
    return cc + cv + f'      %r = "spirv.Select"({c}, {v}, {v}) : ({cond}, {res}, {res}) -> {res}\n'


def cases() -> list[tuple[tuple[str, str, str], list[str], str]]:
    """((addressing model, memory model, execution model), global variable ops, function body) per module."""
    out: list[tuple[tuple[str, str, str], list[str], str]] = []
    factors = [("i32", True, "i32"), ("vector<4xi8>", False, "i32"), ("vector<2xi16>", False, "i32")]
    factors += [("vector<3xi16>", False, "i64"), ("vector<4xi16>", False, "i64"), ("vector<2xi32>", False, "i64")]
    out += [(SHADER, [], body) for body in _dot_cases(factors)]
    for cond, res in [("i1", "vector<8xf32>"), ("i1", "vector<16xi32>"), ("vector<8xi1>", "vector<8xf32>")]:
        out.append((SHADER, [], _select(cond, res)))
    for cond in ("i1", "vector<2xi1>", "vector<3xi1>", "vector<4xi1>"):
        n = cond[7] if cond.startswith("vector") else None
        results = [f"vector<{n}x{e}>" for e in ("i32", "f32", "f16", "i8")] if n else []
        if not n:
            results = ["i32", "f32", "i16", "f64"] + [f"vector<{k}xf32>" for k in (2, 3, 4)] + ["vector<4xi8>"]
        out += [(SHADER, [], _select(cond, res)) for res in results]
    for t in [f"vector<{n}x{e}>" for n in (8, 16) for e in ("f32", "i32", "i8", "f16", "i64", "f64")]:
        out.append((SHADER, [], _const(0, t)[1]))
    for t in [f"vector<{n}x{e}>" for n in (2, 3, 4) for e in ("i8", "i16", "i64", "f16", "f64")]:
        out.append((SHADER, [], _const(0, t)[1]))
    for t in ("i8", "i16", "i64", "f16", "f64"):
        out.append((SHADER, [], _const(0, t)[1]))
    dims = ["Dim1D", "Dim2D", "Dim3D", "Cube", "Rect", "Buffer", "SubpassData"]
    some = ["Unknown", "Rgba32f", "Rgba8", "Rg32f", "R11fG11fB10f", "Rgba16i", "R8ui", "R64i"]
    for d in dims:
        for f in FORMATS if d == "Dim2D" else some:
            if d == "SubpassData" and f != "Unknown":
                continue  # a subpass image has an unknown format
            image = _image(d, "NonArrayed", "SingleSampled", "NoSampler", f)
            out.append((SHADER, [_global(image)], ""))
            if d not in ("Buffer", "SubpassData") and f in some:
                out.append(
                    (
                        SHADER,
                        [
                            _global(
                                f"!spirv.sampled_image<{_image(d, 'NonArrayed', 'SingleSampled', 'NeedSampler', f)}>"
                            )
                        ],
                        "",
                    )
                )
    # Arrayed and multisampled images, storage (NoSampler) and sampled (NeedSampler).
    for d, arrayed, ms in [("Dim1D", "Arrayed", "SingleSampled"), ("Dim2D", "Arrayed", "SingleSampled"),
                           ("Cube", "Arrayed", "SingleSampled"), ("Dim2D", "NonArrayed", "MultiSampled"),
                           ("Dim2D", "Arrayed", "MultiSampled")]:  # fmt: skip
        for use in ("NoSampler", "NeedSampler"):
            for f in ("Unknown", "Rgba8", "Rg32f"):
                out.append((SHADER, [_global(_image(d, arrayed, ms, use, f))], ""))
    # OpenCL: the Kernel capability, Addresses, and the types and ops above in a kernel.
    kernel = [_const(0, t)[1] for t in ("i8", "i16", "i64", "f16", "f64", "i32")]
    kernel += [_const(0, f"vector<{n}x{e}>")[1] for n in (2, 8, 16) for e in ("i8", "i16", "i32", "f32", "f64")]
    kernel += _dot_cases([("i32", True, "i32"), ("vector<4xi8>", False, "i32"), ("vector<2xi16>", False, "i32")])
    kernel += [_select("i1", "i32"), _select("vector<4xi1>", "vector<4xf32>"), _select("vector<8xi1>", "vector<8xi8>")]
    out += [(KERNEL, [], body) for body in kernel]
    out += [(KERNEL32, [], body) for body in kernel[:6]]
    return out


FORMATS = (
    "Unknown Rgba32f Rgba16f R32f Rgba8 Rgba8Snorm Rg32f Rg16f R11fG11fB10f R16f Rgba16 Rgb10A2 Rg16 Rg8 R16 R8 "
    "Rgba16Snorm Rg16Snorm Rg8Snorm R16Snorm R8Snorm Rgba32i Rgba16i Rgba8i R32i Rg32i Rg16i Rg8i R16i R8i "
    "Rgba32ui Rgba16ui Rgba8ui R32ui Rgb10a2ui Rg32ui Rg16ui Rg8ui R16ui R8ui R64ui R64i"
).split()


def _image(dim: str, arrayed: str, ms: str, use: str, fmt: str) -> str:
    element = "i64" if "64" in fmt else "i32" if fmt.endswith(("i", "ui")) else "f32"
    return f"!spirv.image<{element}, {dim}, NoDepth, {arrayed}, {ms}, {use}, {fmt}>"


def _global(t: str) -> str:
    return f'    "spirv.GlobalVariable"() <{{sym_name = "g", type = !spirv.ptr<{t}, UniformConstant>}}> : () -> ()\n'


def _module(k: int, model: tuple[str, str, str], globs: list[str], body: str, header: str, env: tuple | None) -> str:
    """Case k as a spirv.module: with ``env`` (version, caps, exts) inside a builtin.module
    with that target env (for deduce; ``()``: none), else alone with ``header`` in its properties."""
    name = f"case{k:04d}"
    addressing, memory, execution = model
    text = (
        f'  "spirv.module"() <{{addressing_model = #spirv.addressing_model<{addressing}>, '
        f"memory_model = #spirv.memory_model<{memory}>{header}}}> ({{\n"
        + "".join(globs)
        + '    "spirv.func"() <{function_control = #spirv.function_control<None>, '
        f'function_type = () -> (), sym_name = "{name}"}}> ({{\n' + body + '      "spirv.Return"() : () -> ()\n'
        "    }) : () -> ()\n"
        f'    "spirv.EntryPoint"() <{{execution_model = #spirv.execution_model<{execution}>, '
        f"fn = @{name}, interface = []}}> : () -> ()\n"
        '    "spirv.ExecutionMode"() <{execution_mode = #spirv.execution_mode<LocalSize>, '
        f"fn = @{name}, values = [1 : i32, 1 : i32, 1 : i32]}}> : () -> ()\n"
        "  })"
    )
    if env is not None:
        attrs = f" {{spirv.target_env = {_env(*env)}}}" if env else ""
        return '"builtin.module"() ({\n' + text + f"{attrs} : () -> ()\n}}) : () -> ()\n"
    return text + " : () -> ()\n"


def _vce(version: str, caps: list[str], exts: list[str]) -> str:
    return f", vce_triple = #spirv.vce<{version}, [{', '.join(caps)}], [{', '.join(exts)}]>"


def _spirv_val(tmp_path: Path, n: int, text: str, version: str) -> str:
    """spirv-val's complaint about the module ``text`` ("" when it accepts it)."""
    src, spv = tmp_path / f"j{n}.mlir", tmp_path / f"j{n}.spv"
    src.write_text(text)
    tr = subprocess.run(
        [MLIR_TRANSLATE, "--no-implicit-module", "--serialize-spirv", str(src), "-o", str(spv)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert tr.returncode == 0, tr.stderr[:2000]
    val = subprocess.run(
        ["spirv-val", "--target-env", "spv" + version[1:], str(spv)], capture_output=True, text=True, timeout=120
    )
    return "" if val.returncode == 0 else (val.stdout + val.stderr).strip().splitlines()[0]


def _spirv_val_all(tmp_path: Path, modules: list[tuple[str, str]]) -> list[str]:
    """``_spirv_val`` of each (module text, version), the modules serialized in one
    mlir-translate run (serialize_each); spirv-val takes one binary a call, from a few threads."""
    binaries = serialize_each(tmp_path, [text for text, _ in modules])

    def val(n: int) -> str:
        if binaries[n] is None:  # (again alone: its assertion quotes mlir-translate)
            return _spirv_val(tmp_path, n, *modules[n])
        spv = tmp_path / f"b{n}.spv"
        spv.write_bytes(binaries[n])
        got = subprocess.run(
            ["spirv-val", "--target-env", "spv" + modules[n][1][1:], str(spv)], capture_output=True, text=True,
            timeout=120,
        )  # fmt: skip
        return "" if got.returncode == 0 else (got.stdout + got.stderr).strip().splitlines()[0]

    with ThreadPoolExecutor(4) as pool:
        return list(pool.map(val, range(len(modules))))


MLIR_TRANSLATE = "/usr/lib/llvm-22/bin/mlir-translate"

def serialize_each(tmp: Path, texts: list[str], *flags: str) -> list[bytes | None]:
    """``mlir-translate --serialize-spirv FLAGS`` of each module of ``texts``, in one process
    (device_support.each_split): each module's binary, None for one MLIR cannot serialize."""
    return ds.each_split(tmp, [MLIR_TRANSLATE, "--no-implicit-module", *flags, "--serialize-spirv"], texts)


def _require_tools() -> None:
    if shutil.which("spirv-val") is None or not Path(MLIR_TRANSLATE).exists():
        reason = "spirv-val (apt-get install spirv-tools) or mlir-translate (mlir-22-tools) is not installed"
        if os.environ.get("CI", "").strip().lower() in ("true", "1"):  # the oracle policy (tests/conftest.py)
            pytest.fail(f"{reason}; CI=true requires them", pytrace=False)
        pytest.skip(reason)


def _load(llvm_include, khronos: bool):
    """MLIR's SPIRVOps.td alone (odsgen's declarations of MLIR 22 apply), with the Khronos
    corrections or without."""
    return load_spirv(llvm_include, khronos=khronos)


def _deducer(spec):
    from odsgen.checking.deduce import deduce_module
    from odsgen.checking.inputs.read import ModuleInput
    from odsgen.runtime.reader import read_text
    from odsgen.source import SourceManager

    def deduce(k, model, globs, body, env=()):
        text = _module(k, model, globs, body, "", env)
        module = ModuleInput.of(read_text(text, f"case{k}.mlir", freeze=False))
        (unit,) = deduce_module(spec, module, f"case{k}.mlir", SourceManager())
        return unit

    return deduce


def _triple(unit) -> tuple[str, list[str], list[str]]:
    version = "v" + unit.requirements["MinVersion"][2:].replace("_", ".")
    return version, unit.requirements["Capability"], unit.requirements["Extension"]


# The cases are checked in SHARDS tests (case k in shard k % SHARDS), so that no test runs long.
SHARDS = 12


def _shard(k: int) -> int:
    return k % SHARDS


@pytest.fixture(scope="module")
def khronos_spec(llvm_include):
    return _load(llvm_include, khronos=True)


def test_spirv_val_shards_cover_every_case():
    """Every case is in exactly one shard, no shard is empty, and there are at least 200."""
    n = len(cases())
    shards = [[k for k in range(n) if _shard(k) == i] for i in range(SHARDS)]
    assert sorted(k for shard in shards for k in shard) == list(range(n)) and n >= 200
    assert all(shards), [len(s) for s in shards]


@pytest.mark.parametrize("shard", range(SHARDS))
def test_spirv_val_accepts_deduced_requirements_and_rejects_each_removal(shard, khronos_spec, tmp_path):
    """spirv-val accepts every deduced module; removing one deduced capability makes it
    reject the module unless the remaining ones imply it (or it is in SPIRV_VAL_UNCHECKED),
    and odsgen agrees on each removal. Each shard has removals of both kinds."""
    _require_tools()
    spec = khronos_spec
    deduce = _deducer(spec)
    (axis,) = [a for a in spec.checker.env_cls.AXES if a.enum.__name__ == "Capability"]
    all_cases = [(k, c) for k, c in enumerate(cases()) if _shard(k) == shard]
    accepted = needed = rejected = implied = 0
    unchecked: dict[str, int] = {}
    failures = []
    deduced = []
    for k, (model, globs, body) in all_cases:
        unit = deduce(k, model, globs, body)
        assert unit.ok and unit.exact, (k, unit.errors)
        deduced.append((k, model, globs, body, *_triple(unit)))
    # (spirv-val of every deduced module, then of every removal: one mlir-translate run each)
    said = _spirv_val_all(tmp_path, [(_module(k, m, g, b, _vce(v, c, e), None), v) for k, m, g, b, v, c, e in deduced])
    removals = []
    for (k, model, globs, body, version, caps, exts), complaint in zip(deduced, said):
        if complaint:
            failures.append((k, "deduced", caps, exts, complaint))
            continue
        accepted += 1
        removals += [(k, model, globs, body, version, caps, exts, removed) for removed in caps]
    said = _spirv_val_all(
        tmp_path,
        [
            (_module(k, m, g, b, _vce(v, [c for c in caps if c != r], e), None), v)
            for k, m, g, b, v, caps, e, r in removals
        ],
    )
    for (k, model, globs, body, version, caps, exts, removed), complaint in zip(removals, said):
        rest = [c for c in caps if c != removed]
        odsgen_ok = deduce(k, model, globs, body, (version, rest, exts)).ok
        if axis.enum[removed] in axis.close(axis.enum[c] for c in rest):
            implied += 1  # redundant: SPIR-V's implicit declaration brings it back
            if complaint or not odsgen_ok:
                failures.append((k, f"without implied {removed}", caps, complaint, odsgen_ok))
            continue
        needed += 1
        if odsgen_ok:
            failures.append((k, f"without {removed}: odsgen accepts", caps, complaint or "accepted"))
        elif complaint:
            rejected += 1
        elif removed in SPIRV_VAL_UNCHECKED:
            unchecked[removed] = unchecked.get(removed, 0) + 1
        else:
            failures.append((k, f"without {removed}: spirv-val accepts", caps, exts))
    print(
        f"spirv-val, shard {shard}: {accepted} of {len(all_cases)} deduced modules accepted; "
        f"{needed} removals of a capability "
        f"the others do not imply, {rejected} rejected, unchecked {unchecked}; {implied} implied removals accepted"
    )
    assert not failures, failures[:10]
    assert accepted == len(all_cases)
    assert rejected + sum(unchecked.values()) == needed and rejected > 0 and implied > 0


def test_without_the_correction_overlay_upstream_omits_a_capabilitys_extension(llvm_include, tmp_path):
    """Upstream's deduction (and odsgen's without --khronos-corrections) leaves out the
    extension a chosen capability needs: spirv-val rejects those modules (a 64-bit image
    format's Int64ImageEXT without SPV_EXT_shader_image_int64); with the overlay it accepts
    them (the test above), and so does odsgen's default, which adds what a declared
    capability needs itself (issue 33, item 6); --as-update-vce answers as upstream."""
    _require_tools()
    spec = _load(llvm_include, khronos=False)
    deduce = _deducer(spec)
    r64 = [(k, c) for k, c in enumerate(cases()) if any("R64" in g for g in c[1])]
    assert r64
    for n, (k, (model, globs, body)) in enumerate(r64):
        with spec.checker.as_update_vce():
            version, caps, exts = _triple(deduce(k, model, globs, body))
        assert "Int64ImageEXT" in caps and "SPV_EXT_shader_image_int64" not in exts
        complaint = _spirv_val(tmp_path, n, _module(k, model, globs, body, _vce(version, caps, exts), None), version)
        assert "requires one of these extensions: SPV_EXT_shader_image_int64" in complaint, complaint
        version, caps, exts = _triple(deduce(k, model, globs, body))
        assert "Int64ImageEXT" in caps and "SPV_EXT_shader_image_int64" in exts
        ok = _spirv_val(tmp_path, n, _module(k, model, globs, body, _vce(version, caps, exts), None), version)
        assert ok == "", ok

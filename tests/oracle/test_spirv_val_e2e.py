"""End to end with the Khronos validator: what ``odsgen deduce`` deduces, ``spirv-val`` accepts.

For each generated SPIR-V module (the hand-written-availability cases of
test_spirv_handwritten_oracle.py and the types upstream derives capabilities for, each in
a GLCompute entry point), ``odsgen deduce`` fills in the module's VCE triple under a
target that allows everything; ``mlir-translate --serialize-spirv`` writes the binary and
``spirv-val --target-env spv1.N`` (N the deduced version) must accept it. Then, for every
capability the deduction *requires* (not the ones it lists because another implies them),
the same module without it must be rejected.

Needs ``spirv-val`` (Debian ``spirv-tools``) and ``mlir-translate``; skipped like the other
oracle tests when they are missing.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from test_spirv_checks_oracle import _env, spirv  # noqa: F401 (fixture)
from test_spirv_handwritten_oracle import DOT_BINARY, DOT_TERNARY, FORMAT

pytestmark = pytest.mark.oracle

ALL_CAPS = [
    "Shader", "Kernel", "Int8", "Int16", "Int64", "Float16", "Float64", "Vector16", "Matrix",
    "DotProduct", "DotProductInput4x8BitPacked", "DotProductInput4x8Bit", "DotProductInputAll",
    "Sampled1D", "Image1D", "SampledRect", "ImageRect", "SampledBuffer", "ImageBuffer",
    "SampledCubeArray", "ImageCubeArray", "InputAttachment", "ImageMSArray",
    "StorageImageExtendedFormats", "Int64ImageEXT",
]  # fmt: skip
ALL_EXTS = ["SPV_KHR_integer_dot_product", "SPV_EXT_shader_image_int64"]


def _const(k: int, t: str) -> tuple[str, str]:
    """A constant of type t: (its SSA name, the op)."""
    elem = t.split("x")[-1].rstrip(">") if t.startswith("vector") else t
    value = "1.0" if elem.startswith(("f", "bf")) else ("true" if elem == "i1" else "1")
    attr = f"dense<{value}> : {t}" if t.startswith("vector") else value if elem == "i1" else f"{value} : {t}"
    return f"%c{k}", f'      %c{k} = "spirv.Constant"() <{{value = {attr}}}> : () -> {t}\n'


def cases() -> list[tuple[list[str], str]]:
    """(global variable ops, function body) per module."""
    out: list[tuple[list[str], str]] = []
    factors = [("i32", True, "i32"), ("vector<4xi8>", False, "i32"), ("vector<2xi16>", False, "i32")]
    factors += [("vector<3xi16>", False, "i64"), ("vector<4xi16>", False, "i64"), ("vector<2xi32>", False, "i64")]
    for factor, fmt, res in factors:
        props = f" <{{format = {FORMAT}}}>" if fmt else ""
        a, ca = _const(0, factor)
        acc, cacc = _const(1, res)
        for n in DOT_BINARY:
            out.append(([], ca + f'      %r = "{n}"({a}, {a}){props} : ({factor}, {factor}) -> {res}\n'))
        for n in DOT_TERNARY:
            body = ca + cacc + f'      %r = "{n}"({a}, {a}, {acc}){props} : ({factor}, {factor}, {res}) -> {res}\n'
            out.append(([], body))
    for cond, res in [("i1", "vector<8xf32>"), ("i1", "vector<16xi32>"), ("vector<8xi1>", "vector<8xf32>")]:
        c, cc = _const(0, cond)
        v, cv = _const(1, res)
        out.append(([], cc + cv + f'      %r = "spirv.Select"({c}, {v}, {v}) : ({cond}, {res}, {res}) -> {res}\n'))
    for cond in ("i1", "vector<2xi1>", "vector<3xi1>", "vector<4xi1>"):
        n = cond[7] if cond.startswith("vector") else None
        results = [f"vector<{n}x{e}>" for e in ("i32", "f32", "f16", "i8")] if n else []
        if not n:
            results = ["i32", "f32", "i16", "f64"] + [f"vector<{k}xf32>" for k in (2, 3, 4)] + ["vector<4xi8>"]
        for res in results:
            c, cc = _const(0, cond)
            v, cv = _const(1, res)
            out.append(([], cc + cv + f'      %r = "spirv.Select"({c}, {v}, {v}) : ({cond}, {res}, {res}) -> {res}\n'))
    for t in [f"vector<{n}x{e}>" for n in (8, 16) for e in ("f32", "i32", "i8", "f16", "i64", "f64")]:
        out.append(([], _const(0, t)[1]))
    for t in [f"vector<{n}x{e}>" for n in (2, 3, 4) for e in ("i8", "i16", "i64", "f16", "f64")]:
        out.append(([], _const(0, t)[1]))
    for t in ("i8", "i16", "i64", "f16", "f64"):
        out.append(([], _const(0, t)[1]))
    dims = ["Dim1D", "Dim2D", "Dim3D", "Cube", "Rect", "Buffer", "SubpassData"]
    some = ["Unknown", "Rgba32f", "Rgba8", "Rg32f", "R11fG11fB10f", "Rgba16i", "R8ui", "R64i"]
    for d in dims:
        for f in FORMATS if d == "Dim2D" else some:
            if d == "SubpassData" and f != "Unknown":
                continue  # a subpass image has an unknown format
            element = "i64" if "64" in f else "i32" if f.endswith(("i", "ui")) else "f32"
            image = f"!spirv.image<{element}, {d}, NoDepth, NonArrayed, SingleSampled, NoSampler, {f}>"
            out.append(([_global(image)], ""))
            if d not in ("Buffer", "SubpassData") and f in some:
                image = image.replace("NoSampler", "NeedSampler")
                out.append(([_global(f"!spirv.sampled_image<{image}>")], ""))
    return out


FORMATS = (
    "Unknown Rgba32f Rgba16f R32f Rgba8 Rgba8Snorm Rg32f Rg16f R11fG11fB10f R16f Rgba16 Rgb10A2 Rg16 Rg8 R16 R8 "
    "Rgba16Snorm Rg16Snorm Rg8Snorm R16Snorm R8Snorm Rgba32i Rgba16i Rgba8i R32i Rg32i Rg16i Rg8i R16i R8i "
    "Rgba32ui Rgba16ui Rgba8ui R32ui Rgb10a2ui Rg32ui Rg16ui Rg8ui R16ui R8ui R64ui R64i"
).split()


def _global(t: str) -> str:
    return f'    "spirv.GlobalVariable"() <{{sym_name = "g", type = !spirv.ptr<{t}, UniformConstant>}}> : () -> ()\n'


def _module(k: int, globs: list[str], body: str, header: str, env: tuple | None) -> str:
    """Case k as a spirv.module: with ``env`` (version, caps, exts) inside a builtin.module
    with that target env (for deduce), else alone with ``header`` in its properties."""
    name = f"case{k:04d}"
    text = (
        f'  "spirv.module"() <{{addressing_model = #spirv.addressing_model<Logical>, '
        f"memory_model = #spirv.memory_model<GLSL450>{header}}}> ({{\n"
        + "".join(globs)
        + '    "spirv.func"() <{function_control = #spirv.function_control<None>, '
        f'function_type = () -> (), sym_name = "{name}"}}> ({{\n' + body + '      "spirv.Return"() : () -> ()\n'
        "    }) : () -> ()\n"
        '    "spirv.EntryPoint"() <{execution_model = #spirv.execution_model<GLCompute>, '
        f"fn = @{name}, interface = []}}> : () -> ()\n"
        '    "spirv.ExecutionMode"() <{execution_mode = #spirv.execution_mode<LocalSize>, '
        f"fn = @{name}, values = [1 : i32, 1 : i32, 1 : i32]}}> : () -> ()\n"
        "  })"
    )
    if env is not None:
        return '"builtin.module"() ({\n' + text + f" {{spirv.target_env = {_env(*env)}}} : () -> ()\n}}) : () -> ()\n"
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


MLIR_TRANSLATE = "/usr/lib/llvm-22/bin/mlir-translate"

# Where spirv-val and the requirements upstream (and odsgen, which follows it) state
# disagree, by class; each is explained in docs/validate.md ("spirv-val").
KNOWN = {
    # The dot products' input capabilities (and Int8 for their 8-bit vectors) come from
    # the operand types the SPIR-V specification describes in prose; spirv-val does not
    # check them.
    "spirv-val does not check": ("DotProductInput4x8BitPacked", "DotProductInput4x8Bit", "DotProductInputAll", "Int8"),
    # Int64ImageEXT needs SPV_EXT_shader_image_int64; upstream's deduction adds a chosen
    # capability's MinVersion only, never its extensions.
    "capability's extension not deduced": ("Int64ImageEXT",),
}


def test_spirv_val_accepts_deduced_requirements_and_rejects_each_removal(spirv, tmp_path):  # noqa: F811
    """spirv-val accepts every deduced module (but for the classes in KNOWN), and removing
    one capability makes it reject the module exactly when odsgen says the rest no longer
    meets the module's requirements (deduce under the reduced target fails)."""
    if shutil.which("spirv-val") is None or not Path(MLIR_TRANSLATE).exists():
        reason = "spirv-val (apt-get install spirv-tools) or mlir-translate (mlir-22-tools) is not installed"
        if os.environ.get("CI", "").strip().lower() in ("true", "1"):  # the oracle policy (tests/conftest.py)
            pytest.fail(f"{reason}; CI=true requires them", pytrace=False)
        pytest.skip(reason)
    from odsgen.checking.deduce import deduce_module
    from odsgen.runtime.reader import read_text
    from odsgen.source import SourceManager

    def deduce(k, globs, body, env):
        text = _module(k, globs, body, "", env)
        (unit,) = deduce_module(spirv, read_text(text, f"case{k}.mlir", freeze=False), f"case{k}.mlir", SourceManager())
        return unit

    all_cases = cases()
    accepted = removals = agree = 0
    known: dict[str, int] = {}
    failures = []
    outcomes = set()
    n = 0
    for k, (globs, body) in enumerate(all_cases):
        unit = deduce(k, globs, body, ("v1.6", ALL_CAPS, ALL_EXTS))
        assert unit.ok, (k, unit.errors)
        version = "v" + unit.requirements["MinVersion"][2:].replace("_", ".")
        caps, exts = unit.requirements["Capability"], unit.requirements["Extension"]
        n += 1
        complaint = _spirv_val(tmp_path, n, _module(k, globs, body, _vce(version, caps, exts), None), version)
        if not complaint:
            accepted += 1
        elif "Int64ImageEXT" in complaint and "extension" in complaint:
            known["capability's extension not deduced"] = known.get("capability's extension not deduced", 0) + 1
            continue
        else:
            failures.append((k, "deduced", caps, exts, complaint))
            continue
        for removed in caps:
            rest = [c for c in caps if c != removed]
            n += 1
            removals += 1
            complaint = _spirv_val(tmp_path, n, _module(k, globs, body, _vce(version, rest, exts), None), version)
            odsgen_ok = deduce(k, globs, body, (version, rest, exts)).ok
            outcomes.add(odsgen_ok)
            if odsgen_ok == (not complaint):
                agree += 1
            elif not complaint and removed in KNOWN["spirv-val does not check"]:
                known["spirv-val does not check"] = known.get("spirv-val does not check", 0) + 1
            else:
                failures.append((k, f"without {removed}", caps, exts, complaint or "accepted", odsgen_ok))
    print(
        f"spirv-val: {accepted} of {len(all_cases)} deduced modules accepted; {known}; removals {removals}, {agree} agree"
    )
    assert not failures, failures[:10]
    assert accepted >= 200
    assert agree + known.get("spirv-val does not check", 0) == removals
    # Both: removals that break the module, and ones another capability makes up for.
    assert outcomes == {True, False}

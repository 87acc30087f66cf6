"""Upstream SPIR-V's hand-written availability, as odsgen/mlir22/spirv.td declares it (applied
by default with MLIR's SPIRVOps.td alone), against mlir-opt-22.

Upstream computes part of SPIR-V availability in C++: the integer dot product ops and
spirv.Select / spirv.Dot (``autogenAvailability = 0``: what they need depends on their
operand and result types and on the packed vector format), and the capabilities that
types bring (Vector16 for vectors of 8 and 16 elements; an image's dimension and format).
The library file states the same facts with odsgen's base library; here, on modules written
from the cases upstream distinguishes (never copied from upstream):

- ``--test-spirv-op-availability``: ``odsgen avail --module`` answers every op instance
  as upstream's per-instance queries do: every dot product op with every kind of first
  operand (a packed 32-bit integer with the format, vectors of 8-bit integers with and
  without it, vectors of 16-, 32- and 64-bit integers of every length), spirv.Select with
  scalar and vector (and non-scalar) conditions and every kind of result, spirv.Dot with
  every float result;
- ``--spirv-update-vce``: ``odsgen deduce`` deduces the same version, capabilities and
  extensions, and fails where upstream fails, for units holding those ops under targets
  that allow them or miss a version, an extension or a capability, and for units whose
  values have vectors of every length, images of every dimension and format (also
  inside sampled images and pointers; arrayed and multisampled, storage and sampled) and
  tensor-ARM types, and for OpenCL modules (Physical32/Physical64 addressing, the OpenCL
  memory model) under targets with and without Kernel and Addresses.

No case is left out: the test fails if an op or case above is missing from the modules.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from avail_modules import parse_output
from test_spirv_checks_oracle import VCE, _compare, _unit, spirv, value_type_rules  # noqa: F401 (fixture)

pytestmark = pytest.mark.oracle

DOT_BINARY = ["spirv.SDot", "spirv.UDot", "spirv.SUDot"]
DOT_TERNARY = ["spirv.SDotAccSat", "spirv.UDotAccSat", "spirv.SUDotAccSat"]
FORMAT = "#spirv.packed_vector_format<PackedVectorFormat4x8Bit>"

# (first operand type, with the format attribute?, result type): every kind upstream tells apart.
DOT_FACTORS = (
    [("i32", True, "i32"), ("i32", True, "i64"), ("vector<4xi8>", False, "i32"), ("vector<4xi8>", True, "i32")]
    + [("vector<4xi8>", False, "i16"), ("vector<4xsi8>", False, "i32"), ("vector<4xui8>", False, "i32")]
    + [(f"vector<{n}xi{w}>", False, f"i{max(w, 32)}") for w in (16, 32, 64) for n in (2, 3, 4, 8, 16)]
)

SCALARS = ["i1", "i8", "i16", "i32", "i64", "si32", "ui8", "f16", "f32", "f64", "bf16"]
VECTORS = [f"vector<{n}x{e}>" for n in (2, 3, 4, 8, 16) for e in ("i1", "i32", "f16", "f32")]
# Not SPIR-V vectors: upstream does not count them as composites.
ODD_VECTORS = ["vector<5xf32>", "vector<1xf32>", "vector<2x2xf32>", "vector<2xindex>", "vector<2xi7>"]
AGGREGATES = [
    "!spirv.ptr<f32, Function>",
    "!spirv.array<2 x f32>",
    "!spirv.rtarray<f32>",
    "!spirv.struct<(f32, i32)>",
    "!spirv.matrix<2 x vector<2xf32>>",
    "!spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>",
]
SELECT_CONDITIONS = ["i1", "vector<2xi1>", "vector<4xi1>", "f32", "i32", "i7", "index", "!spirv.ptr<i1, Function>"]
DOT_FLOATS = ["f16", "f32", "f64", "bf16"]


# --------------------------------------------------------------------------- per-instance availability


def _op(k: int, name: str, operands: list[tuple[str, str]], result: str, props: str = "") -> str:
    names = ", ".join(v for v, _ in operands)
    types = ", ".join(t for _, t in operands)
    return f'    %r{k} = "{name}"({names}){props} : ({types}) -> {result}\n'


def instance_module(keep=None) -> tuple[str, list[str]]:
    """A func.func of every case; its argument of each type is %a<i>. ``keep(op, types, props)``:
    which cases to write (another release's: tests/oracle/test_mlir_releases_oracle.py)."""
    ops: list[tuple[str, list[str], str, str]] = []  # (op, operand types, result, properties)
    for factor, fmt, res in DOT_FACTORS:
        props = f" <{{format = {FORMAT}}}>" if fmt else ""
        for name in DOT_BINARY:
            ops.append((name, [factor, factor], res, props))
        for name in DOT_TERNARY:
            ops.append((name, [factor, factor, res], res, props))
    for cond in SELECT_CONDITIONS:
        for res in SCALARS + VECTORS + ODD_VECTORS + AGGREGATES:
            ops.append(("spirv.Select", [cond, res, res], res, ""))
    for f in DOT_FLOATS:
        ops.append(("spirv.Dot", [f"vector<4x{f}>", f"vector<4x{f}>"], f, ""))
    if keep is not None:
        ops = [o for o in ops if keep(o[0], o[1] + [o[2]], o[3])]
    types = list(dict.fromkeys(t for _, ts, _, _ in ops for t in ts))
    arg = {t: f"%a{i}" for i, t in enumerate(types)}
    lines = [
        '"builtin.module"() ({\n',
        f'  "func.func"() <{{function_type = ({", ".join(types)}) -> (), sym_name = "f"}}> ({{\n',
        f'  ^bb0({", ".join(f"{arg[t]}: {t}" for t in types)}):\n',
    ]
    for k, (name, ts, res, props) in enumerate(ops):
        lines.append(_op(k, name, [(arg[t], t) for t in ts], res, props))
    lines += ['    "func.return"() : () -> ()\n', "  }) : () -> ()\n", "}) : () -> ()\n"]
    return "".join(lines), [name for name, _, _, _ in ops]


WHAT = {
    "min version": "MinVersion",
    "max version": "MaxVersion",
    "extensions": "Extension",
    "capabilities": "Capability",
}


def _canon(groups) -> list[list[str]]:
    sets = {frozenset(g) for g in groups}
    return sorted(sorted(s) for s in sets if not any(o < s for o in sets))


def _theirs(value):
    if isinstance(value, list):
        return _canon(value)
    return None if value is None else "V_" + value[1:].replace(".", "_")


def test_avail_module_matches_test_spirv_op_availability(mlir_opt, llvm_include, tmp_path):
    def run(path: Path) -> subprocess.CompletedProcess:
        return subprocess.run(
            [str(mlir_opt), *TEST_AVAILABILITY, str(path), "-o", "/dev/null"],
            capture_output=True,
            text=True,
            timeout=600,
        )

    per_op = compare_instances(run, llvm_include, tmp_path)
    # Every upstream-distinguished answer occurs.
    caps = {json.dumps(t.get("Capability")) for n, t in per_op if n.endswith("Dot") or "DotAcc" in n}
    for cap in ("DotProductInput4x8BitPacked", "DotProductInput4x8Bit", "DotProductInputAll"):
        assert any(f'"{cap}"' in c for c in caps), cap
    assert {t["MinVersion"] for n, t in per_op if n == "spirv.Select"} == {"V_1_0", "V_1_4"}


TEST_AVAILABILITY = [
    "--mlir-very-unsafe-disable-verifier-on-parsing",
    "--verify-each=0",
    "--test-spirv-op-availability",
]


def compare_instances(run, llvm_include, tmp_path, keep=None, write=lambda text: text) -> list:
    """``odsgen avail --module`` of the instance module (``keep``: its cases; ``write``: its
    text as the release reads it) equals mlir-opt's ``--test-spirv-op-availability``
    (``run(path)``) op by op, dimension by dimension; upstream's answers per op."""
    from odsgen.cli import main

    text, names = instance_module(keep)
    path = tmp_path / "instances.mlir"
    path.write_text(write(text))
    proc = run(path)
    assert proc.returncode == 0, proc.stderr[:2000]
    per_op: list[tuple[str, dict]] = []
    for name, what, value in parse_output(proc.stdout + proc.stderr):
        if not per_op or per_op[-1][0] != name or WHAT[what] in per_op[-1][1]:
            per_op.append((name, {}))
        per_op[-1][1][WHAT[what]] = _theirs(value)
    assert [n for n, _ in per_op] == names

    out = tmp_path / "avail.json"
    root = f"{llvm_include}/mlir/Dialect/SPIRV/IR/SPIRVOps.td"
    args = ["avail", root, "-I", str(llvm_include), "--module", str(path), "--json", "-o", str(out)]
    assert main(args) == 0
    mine = json.loads(out.read_text())["ops"]
    assert [e["name"] for e in mine] == names

    compared = equal = 0
    differ = []
    for (name, theirs), entry in zip(per_op, mine):
        reqs = entry["requirements"]
        for dim, value in theirs.items():
            got = reqs.get(dim)
            got = _canon(got or []) if isinstance(value, list) else got
            compared += 1
            if got == value:
                equal += 1
            else:
                differ.append((entry["at"], name, dim, value, got))
    assert not differ, differ[:10]
    assert compared == 4 * len(names)
    return per_op


# --------------------------------------------------------------------------- deduction


DOT_CAPS = ["DotProduct", "DotProductInput4x8BitPacked", "DotProductInput4x8Bit", "DotProductInputAll"]
BASE_CAPS = ["Shader", "Kernel", "Int8", "Int16", "Int64", "Float16", "Float64", "Vector16", "Matrix"]
ALL_EXTS = ["SPV_KHR_integer_dot_product", "SPV_KHR_bfloat16", "SPV_EXT_shader_image_int64"]


def _dot_targets() -> list[tuple[str, list[str], list[str]]]:
    every = BASE_CAPS + DOT_CAPS
    out = [("v1.6", every, []), ("v1.5", every, []), ("v1.5", every, ["SPV_KHR_integer_dot_product"])]
    out += [("v1.6", [c for c in every if c != drop], []) for drop in DOT_CAPS]
    return out


def dot_chunks() -> list[str]:
    chunks = []
    for factor, fmt, res in DOT_FACTORS:
        # Valid modules only (upstream verifies them before it deduces): the result is
        # at least as wide as the whole vector, signless integers, no format on vectors.
        m = re.fullmatch(r"vector<(\d+)xi(\d+)>", factor)
        if m:
            bits = int(m.group(1)) * int(m.group(2))
            if bits > 64 or fmt:
                continue
            res = "i32" if bits <= 32 else "i64"
        elif factor != "i32":
            continue
        props = f" <{{format = {FORMAT}}}>" if fmt else ""
        body = "".join(
            [f'      %{k} = "{n}"(%a0, %a0){props} : ({factor}, {factor}) -> {res}\n' for k, n in enumerate(DOT_BINARY)]
            + [
                f'      %t{k} = "{n}"(%a0, %a0, %a1){props} : ({factor}, {factor}, {res}) -> {res}\n'
                for k, n in enumerate(DOT_TERNARY)
            ]
        )
        for version, caps, exts in _dot_targets():
            chunks.append(_unit(body, version, caps, exts, [factor, res]))
    return list(dict.fromkeys(chunks))


def select_chunks() -> list[str]:
    chunks = []
    selects = [("i1", r) for r in ["i1", "i32", "f32", "!spirv.ptr<f32, Function>"]]
    selects += [("i1", f"vector<{k}x{e}>") for k in (2, 3, 4) for e in ("i32", "f32")]
    selects += [(f"vector<{k}xi1>", f"vector<{k}x{e}>") for k in (2, 4) for e in ("i32", "f32")]
    for cond, res in selects:
        body = f'      %0 = "spirv.Select"(%a0, %a1, %a1) : ({cond}, {res}, {res}) -> {res}\n'
        for version in ("v1.3", "v1.4", "v1.6"):
            chunks.append(_unit(body, version, BASE_CAPS, [], [cond, res]))
    for f in DOT_FLOATS:
        body = f'      %0 = "spirv.Dot"(%a0, %a0) : (vector<4x{f}>, vector<4x{f}>) -> {f}\n'
        for caps, exts in ((BASE_CAPS + ["BFloat16TypeKHR", "BFloat16DotProductKHR"], ALL_EXTS), (BASE_CAPS, [])):
            chunks.append(_unit(body, "v1.6", caps, exts, [f"vector<4x{f}>"]))
    return chunks


def _cases(spirv, enum_name: str) -> list[str]:
    enum = next(e for e in spirv.model.enums.values() if e.class_name == enum_name)
    return list(dict.fromkeys(c.str or c.symbol for c in enum.cases))


def type_chunks(spirv) -> list[str]:
    dims = _cases(spirv, "Dim")
    formats = _cases(spirv, "ImageFormat")
    image_caps = sorted(
        {
            g
            for rec in spirv.model.enums.values()
            if rec.class_name in ("Dim", "ImageFormat")
            for c in rec.cases
            for g in _symbols(spirv.model.merge(c.availability).get("Capability"))
        }
    )
    tensors = (["TensorsARM"], ["SPV_ARM_tensors"])
    envs = [("v1.6", BASE_CAPS + image_caps + tensors[0], ALL_EXTS + tensors[1]), ("v1.6", ["Shader"], [])]
    envs += [("v1.6", ["Kernel"], []), ("v1.6", BASE_CAPS + tensors[0], []), ("v1.6", BASE_CAPS, tensors[1])]
    types = [f"vector<{n}x{e}>" for n in (2, 3, 4, 8, 16) for e in ("i1", "i32", "f32", "i8")]
    for d in dims:
        for f in formats:
            element = "i64" if "64" in f else "f32"
            types.append(f"!spirv.image<{element}, {d}, NoDepth, NonArrayed, SingleSampled, NoSampler, {f}>")
        for f in ("Unknown", "Rgba8", "Rg32f"):
            image = f"!spirv.image<f16, {d}, IsDepth, Arrayed, MultiSampled, NeedSampler, {f}>"
            types.append(f"!spirv.ptr<{image}, UniformConstant>")
            if d not in ("Buffer", "SubpassData"):  # not allowed in a sampled image
                types.append(f"!spirv.sampled_image<{image}>")
        # Storage images, arrayed and multisampled.
        for arrayed, ms in (("Arrayed", "SingleSampled"), ("NonArrayed", "MultiSampled"), ("Arrayed", "MultiSampled")):
            image = f"!spirv.image<f32, {d}, NoDepth, {arrayed}, {ms}, NoSampler, Rgba8>"
            types.append(f"!spirv.ptr<{image}, UniformConstant>")
    # Tensor-ARM types, with their element type's requirements.
    types += [f"!spirv.arm.tensor<{s}x{e}>" for s in ("2", "2x3") for e in ("i32", "i8", "i16", "f16", "i64", "f64")]
    types += ["!spirv.ptr<!spirv.arm.tensor<4xf32>, UniformConstant>", "!spirv.array<2 x !spirv.arm.tensor<2xi16>>"]
    units = [_unit("", v, caps, exts, [t]) for t in types for v, caps, exts in envs]
    # OpenCL modules: Physical32/Physical64 addressing needs Addresses, the OpenCL memory
    # model Kernel; with the types above that kernels have.
    for model in (("Physical32", "OpenCL"), ("Physical64", "OpenCL")):
        for t in ["i32", "i8", "i64", "f16", "f64"] + [f"vector<{n}x{e}>" for n in (4, 8, 16) for e in ("i8", "f32")]:
            for caps in (["Kernel", "Addresses"] + BASE_CAPS[2:], ["Kernel"] + BASE_CAPS[2:], ["Addresses", "Int8"]):
                units.append(_unit("", "v1.0", caps, [], [t], model=model))
    return units


def _symbols(req) -> list[str]:
    return [c.symbol for g in req.groups for c in g.cases] if req is not None else []


def _check_upstream_failures_are_requirements(mlir_opt, tmp_path, chunks):
    """A chunk upstream rejects must be rejected for its requirements, not as invalid IR."""
    path = tmp_path / "check.mlir"
    path.write_text("\n// -----\n".join(chunks))
    proc = subprocess.run(
        [str(mlir_opt), "--split-input-file", "--spirv-update-vce", str(path), "-o", "/dev/null"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    other = [line for line in proc.stderr.splitlines() if "error:" in line and "requires" not in line]
    assert not other, other[:5]


@pytest.mark.parametrize("which", ["dot", "select", "types"])
def test_deduce_matches_spirv_update_vce_on_hand_written_availability(spirv, mlir_opt, tmp_path, which):  # noqa: F811
    chunks = {"dot": dot_chunks, "select": select_chunks, "types": lambda: type_chunks(spirv)}[which]()
    _check_upstream_failures_are_requirements(mlir_opt, tmp_path, chunks)
    ok, bad = _compare(spirv, mlir_opt, tmp_path, chunks)
    assert ok + bad == len(chunks)
    assert ok and bad  # both outcomes: the targets do tell the cases apart
    _validate_agrees(spirv, mlir_opt, tmp_path, chunks)


def _validate_agrees(spirv, mlir_opt, tmp_path, chunks):
    """validate calls an op illegal only in a unit upstream refuses, and every unit it
    accepts upstream accepts too."""
    from odsgen.checking.inputs.read import ModuleInput
    from odsgen.checking.validate import target_resolver as _target_resolver
    from odsgen.runtime.reader import read_text
    from odsgen.source import SourceManager

    path = tmp_path / "validate.mlir"
    path.write_text("\n// -----\n".join(chunks))
    outs = subprocess.run(
        [str(mlir_opt), "--split-input-file", "--mlir-print-op-generic", "--spirv-update-vce", str(path)],
        capture_output=True,
        text=True,
        timeout=600,
    ).stdout.split("// -----")
    seen = set()
    for i, chunk in enumerate(chunks):
        name = f"chunk{i}.mlir"
        module = ModuleInput.of(read_text(chunk, name, freeze=False))
        resolve = _target_resolver(spirv, module, None, name, SourceManager())
        illegal = [v for v, _env in spirv.checker.validate(module.table, resolve, name)]
        upstream_ok = bool(VCE.search(outs[i]))
        if value_type_rules(spirv, module):  # (where spirv-val refuses what upstream accepts)
            assert illegal and "VariablePointers" in str(illegal[0].reasons), name
            with spirv.checker.as_update_vce():
                illegal = [v for v, _env in spirv.checker.validate(module.table, resolve, name)]
        assert not (illegal and upstream_ok), (name, illegal[0].op)
        assert illegal or upstream_ok or _through_extension(chunk), name
        seen.add(bool(illegal))
    assert seen == {True, False}


def _through_extension(chunk: str) -> bool:
    """Upstream refuses a capability below its MinVersion even when the target has the
    extension that brings it (docs/validate.md, "Capabilities through extensions"):
    validate accepts the ops of such a unit."""
    return "v1.5" in chunk and "SPV_KHR_integer_dot_product" in chunk

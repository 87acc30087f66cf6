"""odsgen on MLIR 16 and 19 (Debian's, unpacked beside 22 by .ci/mlir-releases), against
each release's own tools, at Debian's path and copied to a path that names no version
(a source checkout's ``mlir/include``, without ``llvm/Config/llvm-config.h``) (issue 35):

- ``records --json`` equals that release's ``llvm-tblgen --dump-json`` (SPIRVOps.td,
  TosaOps.td); op and enum-case availability equal its ``mlir-tblgen``'s;
- odsgen knows the release from the tree (llvm-config.h, else SPIRVBase.td's records) and
  applies its declarations (odsgen/mlirN/spirv.td), saying which; a tree it cannot place
  gets a warning and the spec alone; ``--mlir-release N`` overrides;
- ``deduce`` equals that release's ``mlir-opt --spirv-update-vce`` on every unit of a corpus
  the release reads (the other oracle tests' units, as the release prints them in generic
  form: tests/oracle/release_corpus.py); a unit it cannot read is skipped with its reason;
- ``gen`` of SPIRVOps.td gives a package that imports;
- odsgen's verifier built from the release's ODS agrees with its ``mlir-opt`` on the verify
  differential's instances and mutations.

MLIR 22's own figures are the other oracle tests'.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from release_corpus import CRASH, SPLIT, deduced, printed, units_of
from releases import release
from tblgen_oracle import compare_root

pytestmark = pytest.mark.oracle

REPO = Path(__file__).resolve().parents[2]
OTHERS = (16, 19)
SPIRV_OPS = "mlir/Dialect/SPIRV/IR/SPIRVOps.td"


def _place(major: int, where: str, tmp_path_factory) -> Path:
    """The release's include tree: Debian's (``debian``), or its ``mlir/`` copied to a
    folder without a version and without llvm-config.h (``source``), once per session."""
    rel = release(major)
    if where == "debian":
        return rel.include
    dest = tmp_path_factory.getbasetemp() / f"source-{major}" / "include"
    if not (dest / "mlir").is_dir():
        shutil.copytree(rel.include / "mlir", dest / "mlir", symlinks=False)
    return dest


PLACES = [pytest.param(m, w, id=f"mlir{m}-{w}") for m in OTHERS for w in ("debian", "source")]


def _odsgen(*args, env=None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "odsgen", *map(str, args)], capture_output=True, text=True, timeout=300, cwd=REPO
    )


@pytest.mark.parametrize("root", [SPIRV_OPS, "mlir/Dialect/Tosa/IR/TosaOps.td"])
@pytest.mark.parametrize("major, where", PLACES)
def test_records_json_equal_the_releases_llvm_tblgen(major, where, root, tmp_path_factory):
    rel = release(major)
    inc = _place(major, where, tmp_path_factory)
    # As `odsgen records --json` prints it with default flags: llvm-tblgen 19 locates an
    # anonymous Class<args> def at its class, 16 writes no !locs, 22 (odsgen's own) locates it
    # where it is written, and odsgen tells the release from the tree, wherever it lies.
    outcome = compare_root(inc / root, include=inc, tool=rel.tool("llvm-tblgen"), env=rel.env)
    assert outcome.accepted and outcome.agree, outcome.explain()


ANONYMOUS = """\
class P<string s> {
  string text = s;
}
class Holder<P p> {
  P held = p;
}
def a : Holder<P<"a">>;
def : Holder<P<"b">>;
multiclass M<string s> {
  def _x : Holder<P<s>>;
}
defm m : M<"c">;
"""


@pytest.mark.parametrize("major", (16, 19, 22))
def test_records_json_with_mlir_release_equals_that_releases_llvm_tblgen(major, tmp_path):
    # A file outside any tree: the release comes from --mlir-release alone, and the JSON,
    # the anonymous defs' !locs included, is byte for byte what that release's tool prints.
    td = tmp_path / "anon.td"
    td.write_text(ANONYMOUS)
    ref = release(major).run("llvm-tblgen", "--dump-json", str(td))
    assert ref.returncode == 0, ref.stderr
    ours = _odsgen("records", "--json", "--no-cache", "--mlir-release", major, td)
    assert ours.returncode == 0, ours.stderr
    assert json.loads(ours.stdout) == json.loads(ref.stdout)


@pytest.mark.parametrize("major, where", PLACES)
def test_availability_equals_the_releases_mlir_tblgen(major, where, tmp_path_factory):
    from .test_avail_oracle import compare_enum_cases, compare_ops

    inc = _place(major, where, tmp_path_factory)
    assert compare_ops("spirv", major, inc) > 200
    assert compare_enum_cases(major, inc) > 1000


@pytest.mark.parametrize("major, where", PLACES)
def test_the_release_is_known_from_the_tree(major, where, tmp_path_factory):
    """The note names the release's own declarations, at Debian's path (its llvm-config.h)
    and without a version or llvm-config.h (its SPIRVBase.td's records); said once."""
    inc = _place(major, where, tmp_path_factory)
    proc = _odsgen("avail", "-I", inc, inc / SPIRV_OPS, "--json")
    assert proc.returncode == 0, proc.stderr
    note = (
        f"note: applying odsgen's declarations of MLIR {major}'s hand-written SPIR-V availability "
        f"(odsgen/mlir{major}/spirv.td); --no-upstream-corrections turns them off\n"
    )
    assert proc.stderr == note
    assert json.loads(proc.stdout)["corrections"]["applied"] == [f"odsgen/mlir{major}/spirv.td"]


@pytest.mark.parametrize("major", OTHERS)
def test_khronos_corrections_and_tosa_on_other_releases(major):
    """odsgen's Khronos corrections are MLIR 22's: on 16 and 19 the note says there are none
    for that release (the release's own declarations still apply); TOSA before MLIR 20
    declares no availability: nothing to add, nothing said."""
    inc = release(major).include
    proc = _odsgen("avail", "--khronos-corrections", "-I", inc, inc / SPIRV_OPS, "--json")
    assert proc.returncode == 0, proc.stderr
    assert f"note: odsgen has no Khronos corrections for MLIR {major}'s SPIR-V dialect; " in proc.stderr
    assert json.loads(proc.stdout)["corrections"]["applied"] == [f"odsgen/mlir{major}/spirv.td"]
    proc = _odsgen("avail", "-I", inc, inc / "mlir/Dialect/Tosa/IR/TosaOps.td", "--json")
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    assert "corrections" not in json.loads(proc.stdout)


@pytest.mark.parametrize(
    "major, other, missing",
    [
        (19, 22, "SPIRV_C_BFloat16TypeKHR"),
        (19, 16, "SPIRV_C_CooperativeMatrixNV"),
        (16, 19, "SPIRV_C_CooperativeMatrixKHR"),
    ],
)
def test_another_releases_declarations_asked_for_say_what_the_tree_lacks(major, other, missing):
    """``--mlir-release N`` on a tree of another release whose defs N's declarations name are
    not there: a note that says which, not an error in odsgen's library file."""
    inc = release(major).include
    proc = _odsgen("avail", "-I", inc, inc / SPIRV_OPS, "--mlir-release", other, "--json")
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == (
        f"note: not applying odsgen's declarations of MLIR {other}'s hand-written SPIR-V availability "
        f"(odsgen/mlir{other}/spirv.td): the spec does not define {missing}\n"
    )


def test_a_tree_odsgen_cannot_place_gets_a_warning_and_the_spec_alone(tmp_path_factory, tmp_path):
    """A source tree whose SPIRVBase.td is none of the releases odsgen knows (a def added, as
    a newer release adds them) and has no llvm-config.h: one warning, no declarations;
    ``--mlir-release 19`` applies 19's."""
    src = _place(19, "source", tmp_path_factory)
    tree = tmp_path / "include"
    shutil.copytree(src / "mlir", tree / "mlir")
    base = tree / "mlir/Dialect/SPIRV/IR/SPIRVBase.td"
    text = base.read_text()
    guard = "#define MLIR_DIALECT_SPIRV_IR_BASE\n"
    assert guard in text
    base.write_text(text.replace(guard, guard + "def ODSGEN_NewerThanOdsgenKnows;\n"))
    proc = _odsgen("avail", "-I", tree, tree / SPIRV_OPS, "--json")
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr.count("warning: cannot tell which MLIR release the SPIR-V spec is from") == 1, proc.stderr
    assert proc.stderr.count("\n") == 1, proc.stderr
    assert "none of MLIR 16's, 19's and 22's" in proc.stderr
    assert json.loads(proc.stdout)["corrections"]["applied"] == []
    proc = _odsgen("avail", "-I", tree, tree / SPIRV_OPS, "--mlir-release", "19", "--json")
    assert proc.returncode == 0, proc.stderr
    assert "declarations of MLIR 19's hand-written SPIR-V availability (odsgen/mlir19/spirv.td)" in proc.stderr
    assert json.loads(proc.stdout)["corrections"]["applied"] == ["odsgen/mlir19/spirv.td"]


@pytest.mark.parametrize("major", OTHERS)
def test_per_instance_availability_equals_test_spirv_op_availability(major, tmp_path):
    """``odsgen avail --module`` on an instance of every case upstream's hand-written
    availability tells apart (test_spirv_handwritten_oracle's) equals the release's
    ``mlir-opt --test-spirv-op-availability``. MLIR 16 and 19 verify what they parse (no
    ``--mlir-very-unsafe-disable-verifier-on-parsing``): Select with a condition that is no
    boolean, bf16 and (16) KHR cooperative matrices and spirv.Dot are left out, and the
    instances they refuse besides (each tried alone), printed with the reason."""
    from release_corpus import without_properties

    from .test_spirv_handwritten_oracle import compare_instances, instance_module

    rel = release(major)
    write = without_properties if major < 17 else (lambda text: text)
    refused: dict[tuple, str] = {}

    def keep(op: str, types: list[str], props: str) -> bool:
        if major < 19 and op == "spirv.Dot":
            return False  # MLIR 16's ODS has no spirv.Dot
        if op == "spirv.Select" and not re.fullmatch(r"i1|vector<\d+xi1>", types[0]):
            return False  # its verifier wants a boolean condition
        if any("bf16" in t or (major < 17 and "coopmatrix" in t) for t in types):
            return False  # types the release does not have, or spells otherwise
        return (op, tuple(types), props) not in refused

    cases: list[tuple] = []

    def listed(op: str, types: list[str], props: str) -> bool:
        cases.append((op, tuple(types), props))
        return keep(op, types, props)

    instance_module(listed)
    # Each case alone, in one --split-input-file run: the ones the release refuses print nothing.
    alone = [write(instance_module(lambda o, t, p, c=c: (o, tuple(t), p) == c)[0]) for c in cases if keep(*c[:2], c[2])]
    kept = [c for c in cases if keep(*c[:2], c[2])]
    proc = rel.run("mlir-opt", "--split-input-file", "--verify-each=0", "-", input=SPLIT.join(alone))
    parts = proc.stdout.split("// -----")
    assert len(parts) == len(kept), proc.stderr[:1000]
    for c, part in zip(kept, parts):
        if not part.strip():
            refused[c] = f"{rel}'s verifier refuses it"

    def run(path: Path) -> subprocess.CompletedProcess:
        return rel.run("mlir-opt", "--verify-each=0", "--test-spirv-op-availability", str(path), "-o", "/dev/null")

    per_op = compare_instances(run, rel.include, tmp_path, keep, write)
    print(f"{rel}: {len(per_op)} instances equal, {len(refused)} refused by {rel}: {list(refused.items())[:3]}")
    assert len(per_op) > 60


# --------------------------------------------------------------------------- deduce


def _chunks(which: str, spirv) -> list[str]:
    import test_spirv_corrections_oracle as C
    import test_spirv_handwritten_oracle as H

    if which == "handwritten":  # upstream's vce-deduction cases, the kernel, dot products, select
        return units_of(C.UPSTREAM_STYLE) + units_of(C.KERNEL) + H.dot_chunks() + H.select_chunks()
    from test_spirv_checks_oracle import G

    # The targets' capabilities and extensions: those the release has.
    known = {
        en: {c.str or c.symbol for c in e.cases}
        for en in ("Capability", "Extension")
        for e in spirv.model.enums.values()
        if e.class_name == en
    }

    def only_known(m: re.Match) -> str:
        caps = [c for c in _split(m.group(2)) if c in known["Capability"]]
        exts = [e for e in _split(m.group(3)) if e in known["Extension"]]
        return f"#spirv.vce<{m.group(1)}, [{', '.join(caps)}], [{', '.join(exts)}]>"

    if which == "types":  # every type's requirements, images, OpenCL modules
        return [_TRIPLE.sub(only_known, c) for c in H.type_chunks(spirv)]
    # Generated kernels of 30 ops (ops, enum attributes, types in every storage class), every
    # target and random ones.
    chunks = []
    for seed in range(60):
        out: list[str] = []
        G.generate(30, seed=seed, units=1, target="random" if seed % 2 else "all", write=out.append)
        chunks.append(_TRIPLE.sub(only_known, "".join(out)))
    return chunks


_TRIPLE = re.compile(r"#spirv\.vce<(v[\d.]+), \[([^\]]*)\], \[([^\]]*)\]>")


# At Debian's path every corpus; copied without a version (the release known from its
# records, the same declarations) the hand-written cases.
DEDUCE = [
    pytest.param(m, w, c, id=f"mlir{m}-{w}-{c}")
    for m in OTHERS
    for w, c in [("debian", "handwritten"), ("debian", "types"), ("debian", "generated"), ("source", "handwritten")]
]


@pytest.fixture(scope="module")
def spirv_at(tmp_path_factory):
    """``spirv_at(major, where)``: the release's SPIRVOps.td at that place, loaded as
    ``odsgen --spec`` loads it (test_spirv_checks_oracle.load_spirv), its model evaluated
    once for the module's tests of that place, not once per corpus."""
    from test_spirv_checks_oracle import load_spirv

    loaded: dict[tuple[int, str], object] = {}

    def at(major: int, where: str):
        if (major, where) not in loaded:
            loaded[major, where] = load_spirv(_place(major, where, tmp_path_factory))
        return loaded[major, where]

    return at


@pytest.mark.parametrize("major, where, which", DEDUCE)
def test_deduce_equals_the_releases_spirv_update_vce(major, where, which, spirv_at):
    from odsgen.checking.deduce import deduce_module
    from odsgen.checking.inputs.read import ModuleInput
    from odsgen.runtime.reader import read_text
    from odsgen.source import SourceManager
    from run_once import once

    rel = release(major)
    spirv = spirv_at(major, where)
    assert spirv.library.applied == (f"odsgen/mlir{major}/spirv.td",)
    chunks = _chunks(which, spirv)
    # (the release's tools on the same chunks give the same answers wherever its tree lies:
    # once for the run, tests/oracle/run_once.py; the hand-written chunks are both places')
    texts, unreadable = once("release-printed", (str(rel.root), chunks), lambda: printed(rel, chunks))
    unreadable = list(unreadable)
    ops = {op.name for op in spirv.model.ops}
    readable = []
    for i, t in enumerate(texts):
        unknown = sorted({n for n in _op_names(t) if n.startswith("spirv.") and n not in ops}) if t else []
        if unknown:  # MLIR 16 prints spirv.Dot, which its ODS does not define
            unreadable.append(f"chunk {i}: {rel}'s ODS defines no {', '.join(unknown)}")
        elif t is not None:
            readable.append(t)
    theirs = once("release-deduced", (str(rel.root), readable), lambda: deduced(rel, readable))
    compared = refused = 0
    differ = []
    for i, (text, want) in enumerate(zip(readable, theirs)):
        if want == CRASH:
            unreadable.append(f"{rel}'s mlir-opt --spirv-update-vce crashes on a unit")
            continue
        name = f"unit{i}.mlir"
        units = deduce_module(spirv, ModuleInput.of(read_text(text, name, freeze=False)), name, SourceManager())
        if want is None:
            refused += 1
            if all(u.ok for u in units):
                differ.append((name, "upstream refuses it, odsgen deduces", [u.requirements for u in units]))
            continue
        assert len(want) == len(units), name
        for u, (v, caps, exts) in zip(units, want):
            compared += 1
            expected = ("V_" + v[1:].replace(".", "_"), _split(caps), _split(exts))
            got = (
                (
                    u.requirements["MinVersion"],
                    sorted(u.requirements["Capability"]),
                    sorted(u.requirements["Extension"]),
                )
                if u.ok
                else ("refused", u.errors[:1])
            )
            if got != expected:
                differ.append((name, expected, got))
    print(
        f"{rel} {where} {which}: {compared} units equal --spirv-update-vce's, {refused} refused by both, "
        f"{len(unreadable)} skipped: {unreadable[:3]}"
    )
    assert not differ, differ[:5]
    assert compared + refused >= 30


def _split(s: str) -> list[str]:
    return sorted(x.strip() for x in s.split(",") if x.strip())


def _op_names(text: str) -> set[str]:
    return set(re.findall(r'"([\w.]+)"\(', text))


@pytest.mark.parametrize("major", OTHERS)
def test_gen_of_spirvops_imports_from_a_source_tree(major, tmp_path_factory, tmp_path):
    """``odsgen gen`` of the release's SPIRVOps.td, from the copy without a version (where
    odsgen used to fail on its own library), writes a package that imports."""
    inc = _place(major, "source", tmp_path_factory)
    proc = _odsgen("gen", inc / SPIRV_OPS, "-I", inc, "-o", tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert f"MLIR {major}'s hand-written SPIR-V availability" in proc.stderr
    pkg = next(p.name for p in tmp_path.iterdir() if (p / "__init__.py").is_file())
    check = subprocess.run(
        [sys.executable, "-c", f"import {pkg}, {pkg}.ops"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        env={"PYTHONPATH": f"{tmp_path}:{REPO}"},
    )
    assert check.returncode == 0, check.stderr[-2000:]


@pytest.mark.parametrize("root", [SPIRV_OPS, "mlir/Dialect/Tosa/IR/TosaOps.td"])
@pytest.mark.parametrize("major", OTHERS)
def test_verify_equals_the_releases_mlir_opt(major, root, tmp_path):
    """odsgen's verifier, built from the release's ODS, against that release's mlir-opt on
    the verify differential's instances and mutations (tests/oracle/verify_modules.py; for
    16, whose MLIR has no properties, inherent attributes in the attribute dictionary): the
    rules of test_verify_oracle.py. A case the release's mlir-opt crashes on (19's TOSA
    verifiers do) has no verdict and is counted, not compared."""
    import collections
    import random

    from odsgen.model import load_model
    from odsgen.model.verify import build_verifier_specs
    from odsgen.runtime.verify import Verifier
    from verify_modules import CRASHED, differential_cases, odsgen_verdicts

    rel = release(major)
    specs = build_verifier_specs(load_model([str(rel.include / root)], [str(rel.include)]))
    cases, upstream = differential_cases(
        specs, random.Random(13), 2, str(rel.tool("mlir-opt")), str(tmp_path), env=rel.env, properties=major > 16
    )
    mine = odsgen_verdicts(Verifier(specs), cases)
    judged = [(c, u, m) for c, u, m in zip(cases, upstream, mine) if u[1] != CRASHED]
    by = collections.Counter(c.category for c, _, _ in judged)
    print(f"{rel} {root}: {len(judged)} cases {dict(by)}, {len(cases) - len(judged)} crash mlir-opt")
    assert len(judged) >= 100 and {"base", "count", "presence", "kind"} <= set(by)
    # Counts, presence and enum values: every case agrees.
    bad = [
        (c.op, c.mutation, u[1], m[2])
        for c, u, m in judged
        if c.category in ("count", "presence", "enum") and u[0] != m[0]
    ]
    assert not bad, bad[:20]
    # odsgen never rejects what the release's mlir-opt accepts.
    assert not [(c.op, c.mutation, m[2]) for c, u, m in judged if m[0] and not u[0]]
    # Where odsgen checks everything, it agrees (16's predicates cast with member functions,
    # $_self.cast<...>(), read as 17's free functions: odsgen.model.constraints._squash).
    checked = [(c, u, m) for c, u, m in judged if m[1]]
    print(f"  {len(checked)} checked completely")
    assert checked
    assert not [(c.op, c.mutation, u[1]) for c, u, m in checked if u[0] != m[0]]


DISTANCE = """\
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @f(%a: vector<4xf32>, %b: vector<4xf32>) -> f32 "None" {
    %0 = spirv.GL.Distance %a, %b : vector<4xf32>, vector<4xf32> -> f32
    spirv.ReturnValue %0 : f32
  }
}
"""


@pytest.mark.parametrize("major", OTHERS)
def test_custom_syntax_is_read_by_the_releases_own_mlir_opt(major, tmp_path):
    # spirv.GL.Distance came with MLIR 20: the release's parser refuses it, as its mlir-opt
    # does (MLIR 22's bindings would read it and odsgen would call it no op of the spec);
    # a module without it is read and checked, and MLIR 22's verifier is not said to have
    # verified it.
    rel = release(major)
    spec = rel.include / SPIRV_OPS
    bad = tmp_path / "distance.mlir"
    bad.write_text(DISTANCE)
    theirs = rel.run("mlir-opt", str(bad), "-o", "/dev/null")
    ours = _odsgen("validate", bad, "--spec", spec, "-I", rel.include, "--target", "vulkan-1.0")
    first = next(line for line in theirs.stderr.splitlines() if ": error: " in line)
    assert ours.returncode == 3, ours.stderr
    assert first in ours.stdout + ours.stderr
    good = tmp_path / "add.mlir"
    good.write_text(
        DISTANCE.replace("spirv.GL.Distance", "spirv.GL.FMax")
        .replace(", vector<4xf32> -> f32", "")
        .replace('-> f32 "None"', '-> vector<4xf32> "None"')
        .replace("ReturnValue %0 : f32", "ReturnValue %0 : vector<4xf32>")
    )
    assert rel.run("mlir-opt", str(good), "-o", "/dev/null").returncode == 0
    ours = _odsgen("validate", good, "--spec", spec, "-I", rel.include, "--target", "vulkan-1.0")
    assert ours.returncode == 0, ours.stdout + ours.stderr
    assert "verified by MLIR's verifier" not in ours.stdout + ours.stderr

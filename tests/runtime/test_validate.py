"""odsgen validate, deduce and explain on the example dialects, and the type rules of
odsgen/typerules.td (docs/validate.md). The SPIR-V comparisons with mlir-opt are in
tests/oracle/test_spirv_checks_oracle.py."""

from __future__ import annotations

import json
import shutil

import pytest
from check_support import DATAFLOW, EXAMPLES, GPU, GPU_TYPE_RULES, RFC, loaded, read, run_cli

GPU_SAMPLE = EXAMPLES / "gpu" / "sample.mlir"
DF_SAMPLE = EXAMPLES / "dataflow" / "sample.mlir"


def shown(path) -> str:
    """A spec file as reports name it (docs/validate.md, "Paths in reports"): relative to
    the working directory when under it, else as given."""
    import os

    return os.path.relpath(path) if str(path).startswith(os.getcwd() + os.sep) else str(path)


# --------------------------------------------------------------------------- validate


def test_validate_reports_every_illegal_op_with_its_reasons():
    rc, out, err = run_cli("validate", GPU_SAMPLE, "--spec", GPU, "--target", "desktop")
    assert rc == 1, err
    lines = out.splitlines()
    at = lines.index(f"{GPU_SAMPLE}:11:11: error: 'gs.fadd' is not available on the target")
    assert lines[at + 1] == '      %h2 = "gs.fadd"(%h, %h) : (f16, f16) -> f16'
    assert lines[at + 2] == "            ^"
    assert lines[at + 3] == "  note: Capability: needs Float16, which the target does not enable"
    assert lines[at + 4] == f"    required by operand 'gs.fadd::lhs' ({shown(GPU)}:203:24)"
    assert f"{GPU_SAMPLE}: 6 of 12 ops are not available on the target" in lines
    assert lines[-1].startswith(f"{GPU_SAMPLE}: target version=v1.3,")


def test_any_of_groups_are_one_of():
    rc, out, _ = run_cli("validate", GPU_SAMPLE, "--spec", GPU, "--target", "baseline")
    assert rc == 1
    assert "  note: Extension: needs one of KHR_shader_clock, EXT_shader_clock; the target enables none of them" in out


def test_too_new_and_removed_are_worded_differently():
    rc, out, _ = run_cli("validate", DF_SAMPLE, "--spec", DATAFLOW, "--target", "df-1")
    assert rc == 1
    assert f"{DF_SAMPLE}:19:11: error: 'df.tensor.slice' is not available on the target" in out
    assert "  note: MinVersion: needs version V_2 or later; the target has V_1" in out
    rc, out, _ = run_cli("validate", DF_SAMPLE, "--spec", DATAFLOW, "--target", "df-4")
    assert rc == 1
    assert f"{DF_SAMPLE}:31:11: error: 'df.variable.load.indirect' is not available on the target" in out
    assert "  note: MaxVersion: removed after version V_3; the target has V_4" in out
    assert f"    required by op 'df.variable.load.indirect' ({shown(DATAFLOW)}:228:22)" in out


def test_legal_module_exits_0():
    rc, out, err = run_cli("validate", DF_SAMPLE, "--spec", DATAFLOW, "--target", "df-3")
    assert (rc, err) == (0, "")
    assert out == f"{DF_SAMPLE}: all 19 ops are legal on the target version=V_3\n"


def test_json_report():
    rc, out, _ = run_cli("validate", GPU_SAMPLE, "--spec", GPU, "--target", "mobile", "--format", "json")
    assert rc == 1
    doc = json.loads(out)
    assert doc["target"]["version"] == "V_1_1"
    (m,) = doc["modules"]
    assert m["module"] == str(GPU_SAMPLE) and m["status"] == "illegal" and m["ops"] == 12
    first = m["illegal"][0]
    assert set(first) == {"op", "loc", "reasons"}
    kinds = {r["kind"] for e in m["illegal"] for r in e["reasons"]}
    assert kinds == {"too-new", "missing"}
    r = next(r for e in m["illegal"] for r in e["reasons"] if r["kind"] == "too-new")
    assert set(r) == {"dimension", "kind", "required", "allowed", "message", "provenance"}
    assert r["allowed"] == "V_1_1" and r["provenance"][0]["loc"].startswith(f"{shown(GPU)}:")
    assert m["illegal_ops"] == len(m["illegal"])


def test_many_modules_with_jobs(tmp_path):
    paths = []
    for i in range(3):
        p = tmp_path / f"m{i}.mlir"
        shutil.copy(DF_SAMPLE, p)
        paths.append(p)
    rc, out, err = run_cli("validate", *paths, "--spec", DATAFLOW, "--target", "df-3", "--jobs", "2")
    assert (rc, err) == (0, "")
    assert out == "3 modules, 57 ops: all legal on the target version=V_3\n"
    rc, out, _ = run_cli("validate", *paths, "--spec", DATAFLOW, "--target", "df-4", "-j", "2", "--format", "json")
    assert rc == 1
    assert [m["module"] for m in json.loads(out)["modules"]] == [str(p) for p in paths]
    broken = tmp_path / "broken.mlir"
    broken.write_text('"df.tensor.clone"(%x) : (tensor<4xf32>) -> tensor<4xf32>\n')
    rc, out, err = run_cli("validate", paths[0], broken, "--spec", DATAFLOW, "--target", "df-3", "-j", "2")
    assert rc == 2
    assert f"{broken}:1:19: error: use of undeclared SSA value name" in err


def test_max_errors():
    rc, out, _ = run_cli("validate", GPU_SAMPLE, "--spec", GPU, "--target", "baseline", "--max-errors", "1")
    assert rc == 1
    assert out.count("is not available on the target\n") == 1
    assert "(first 1 shown)" in out


def test_unknown_op_of_the_dialect_is_bad_input(tmp_path):
    m = tmp_path / "typo.mlir"
    m.write_text(GPU_SAMPLE.read_text().replace('"gs.fadd"(%a, %b)', '"gs.fad"(%a, %b)'))
    rc, _, err = run_cli("validate", m, "--spec", GPU, "--target", "desktop")
    assert rc == 2
    assert err.startswith(f"{m}:9:10: error: 'gs.fad' is not an op of the spec's dialect 'gs'")
    assert "did you mean 'gs.fadd'" in err


def test_missing_spec_or_module_is_bad_input(tmp_path):
    rc, _, err = run_cli("validate", GPU_SAMPLE, "--spec", tmp_path / "none.td", "--target", "desktop")
    assert rc == 2 and err.startswith(f"{tmp_path / 'none.td'}: error: no such file (given as --spec)")
    rc, _, err = run_cli("validate", tmp_path / "none.mlir", "--spec", GPU, "--target", "desktop")
    assert rc == 2 and err.startswith(f"{tmp_path / 'none.mlir'}: error: could not open input file: No such file")


# --------------------------------------------------------------------------- deduce


def test_deduce_least_target_with_implications():
    rc, out, err = run_cli("deduce", GPU_SAMPLE, "--spec", GPU, "--format", "json")
    assert (rc, err) == (0, "")
    (unit,) = json.loads(out)["units"]
    assert unit["op"] == "module" and unit["loc"] == f"{GPU_SAMPLE}:3:1"
    assert unit["requirements"] == {
        "MinVersion": "V_1_3",
        "Extension": ["KHR_shader_ballot", "KHR_shader_clock"],
        "Capability": [
            "Float16",
            "GroupNonUniform",  # implied by GroupNonUniformBallot
            "GroupNonUniformBallot",
            "Int16",
            "Int64",  # implied by Int64Atomics
            "Int64Atomics",
            "Shader",  # implied by VulkanMemoryModel
            "ShaderClockKHR",
            "SubgroupBallotKHR",
            "VulkanMemoryModel",
        ],
    }
    why = {(f["dimension"], f["value"]): f for f in unit["forced_by"]}
    assert why[("MinVersion", "V_1_3")]["ops"][0]["op"] == "gs.group_non_uniform_ballot"
    assert why[("Capability", "Int64")]["why"] == "implied by Int64Atomics"
    assert why[("Capability", "Int64Atomics")]["ops"][0]["loc"] == f"{GPU_SAMPLE}:16:12"


def test_deduce_without_implied_cases_lists_what_is_required(tmp_path):
    """``DeducedWithoutImplied`` (odsgen/typerules.td; SPIR-V's --spirv-update-vce in MLIR 16
    and 19): the deduced target lists the capabilities the ops require, not those they
    imply (issue 35, item 2); the same overlay on another axis changes nothing."""
    overlay = tmp_path / "unimplied.td"
    overlay.write_text('include "odsgen/typerules.td"\ndef : DeducedWithoutImplied<"gs", ["Capability"]>;\n')
    rc, out, err = run_cli("deduce", GPU_SAMPLE, "--spec", GPU, "--spec", overlay, "--format", "json")
    assert (rc, err) == (0, "")
    (unit,) = json.loads(out)["units"]
    assert unit["requirements"]["Capability"] == [
        "Float16",
        "GroupNonUniformBallot",
        "Int16",
        "Int64Atomics",
        "Shader",  # required by an op (VulkanMemoryModel implies it: not counted)
        "ShaderClockKHR",
        "SubgroupBallotKHR",
        "VulkanMemoryModel",
    ]
    assert not any(f["why"].startswith("implied") for f in unit["forced_by"])
    overlay.write_text('include "odsgen/typerules.td"\ndef : DeducedWithoutImplied<"gs", ["Extension"]>;\n')
    rc, out, err = run_cli("deduce", GPU_SAMPLE, "--spec", GPU, "--spec", overlay, "--format", "json")
    assert (rc, err) == (0, "")
    assert "GroupNonUniform" in json.loads(out)["units"][0]["requirements"]["Capability"]


def test_deduce_text_names_what_forces_each_part():
    rc, out, _ = run_cli("deduce", GPU_SAMPLE, "--spec", GPU)
    assert rc == 0
    lines = out.splitlines()
    assert lines[0].startswith(
        f"{GPU_SAMPLE}:3:1: module: MinVersion v1.3; Extension [KHR_shader_ballot, KHR_shader_clock]"
    )
    assert f"  MinVersion v1.3: gs.group_non_uniform_ballot at {GPU_SAMPLE}:21:10" in lines
    assert "  Capability GroupNonUniform: implied by GroupNonUniformBallot" in lines


def test_deduce_names_an_op_that_needs_the_part_alone():
    """(issue 32, item 23) A part is forced by an op whose requirement accepts nothing else,
    not by one that accepts it among other cases; when none needs it alone, the line says
    what it meets together."""
    rc, out, _ = run_cli("deduce", GPU_SAMPLE, "--spec", GPU)
    assert rc == 0
    lines = out.splitlines()
    # Scope::Subgroup (gs.control_barrier, first in the module) accepts GroupNonUniform too.
    assert f"  Capability SubgroupBallotKHR: gs.subgroup_ballot_khr at {GPU_SAMPLE}:22:10" in lines, out
    assert (
        "    required by op 'gs.subgroup_ballot_khr' (examples/gpu/gpu.td:254:22)" in lines
    )  # (docs/validate.md, paths in reports)
    assert not [ln for ln in lines if "Scope::Subgroup" in ln]
    assert (
        f"  Extension KHR_shader_clock: no op needs it alone; it is the least choice that meets gs.read_clock at "
        f"{GPU_SAMPLE}:23:10 (one of KHR_shader_clock, EXT_shader_clock)" in lines
    ), out
    rc, out, _ = run_cli("deduce", GPU_SAMPLE, "--spec", GPU, "--format", "json")
    (unit,) = json.loads(out)["units"]
    why = {(f["dimension"], f["value"]): f for f in unit["forced_by"]}
    clock = why[("Extension", "KHR_shader_clock")]
    assert clock["alone"] is False and clock["ops"][0]["accepts"] == ["KHR_shader_clock", "EXT_shader_clock"]
    ballot = why[("Capability", "SubgroupBallotKHR")]
    assert ballot["alone"] is True and ballot["count"] == 1 and "accepts" not in ballot["ops"][0]


def _unit_module(tmp_path, env: str):
    m = tmp_path / "units.mlir"
    m.write_text(
        '"builtin.module"() ({\n'
        '  "gs.unit"() ({\n'
        '    "gs.control_barrier"() {execution_scope = 3 : i32} : () -> ()\n'
        f"  }}) {{gs.target_env = {env}}} : () -> ()\n"
        "}) : () -> ()\n"
    )
    return m


def test_deduce_within_a_target_env_takes_the_first_allowed_member(tmp_path):
    # Subgroup scope needs one of GroupNonUniform, SubgroupBallotKHR (in that order).
    m = tmp_path / "m.mlir"
    m.write_text(
        '"builtin.module"() ({\n'
        '  "gs.control_barrier"() {execution_scope = 3 : i32} : () -> ()\n'
        "}) {gs.target_env = #gs.target_env<#gs.vce<v1.3, [Shader, GroupNonUniform, SubgroupBallotKHR], []>>} : () -> ()\n"
    )
    rc, out, err = run_cli("deduce", m, "--spec", GPU, "--format", "json")
    assert rc == 0, err
    assert json.loads(out)["units"][0]["requirements"]["Capability"] == ["GroupNonUniform", "Shader"]
    rc, out, _ = run_cli(
        "deduce", m, "--spec", GPU, "--format", "json", "--target", "version=v1.3,capabilities=Shader+SubgroupBallotKHR"
    )
    assert json.loads(out)["units"][0]["requirements"]["Capability"] == ["Shader", "SubgroupBallotKHR"]
    rc, out, err = run_cli("deduce", m, "--spec", GPU, "--target", "version=v1.3,capabilities=Shader")
    assert rc == 1
    assert (
        "requires Capability one of GroupNonUniform, SubgroupBallotKHR, which the target environment does not allow"
        in err
    )


def test_deduce_per_unit_and_version_limits(tmp_path):
    m = tmp_path / "units.mlir"
    m.write_text(
        '"builtin.module"() ({\n'
        '  "df.executable"() ({\n'
        '    %t = "df.variable.load.indirect"(%p) : (!df.ptr) -> tensor<4xi32>\n'
        '    %p = "df.variable.address"() : () -> !df.ptr\n'
        "  }) : () -> ()\n"
        '  "df.executable"() ({\n'
        '    %c = "df.tensor.clone"(%u) : (tensor<4xf32>) -> tensor<4xf32>\n'
        '    %u = "arith.constant"() <{value = dense<1.0> : tensor<4xf32>}> : () -> tensor<4xf32>\n'
        "  }) : () -> ()\n"
        "}) : () -> ()\n"
    )
    spec = loaded(DATAFLOW)
    if "df.variable.address" not in spec.checker.ops:
        pytest.skip("the dataflow example changed")
    # (the module is malformed: deduce verifies it first, as validate does, and answers
    # nothing; --no-verify trusts it)
    rc, out, err = run_cli("deduce", m, "--spec", DATAFLOW, "--format", "json")
    assert (rc, out) == (3, "") and err.startswith(f"{m}:2:3: error: 'df.executable' op requires attribute 'sym_name'")
    rc, out, err = run_cli("deduce", m, "--spec", DATAFLOW, "--format", "json", "--no-verify")
    units = json.loads(out)["units"]
    assert [u["loc"] for u in units] == [f"{m}:2:3", f"{m}:6:3"]
    assert rc == 0, err


# --------------------------------------------------------------------------- explain


def test_explain_an_op():
    rc, out, err = run_cli("explain", "gs.atomic_iadd", "--spec", GPU)
    assert (rc, err) == (0, "")
    assert out.startswith("gs.atomic_iadd (GS_AtomicIAddOp, ")
    assert "own requirements (every instance):" in out
    assert "  attribute 'memory_scope' = QueueFamily:" in out
    assert "  operand 'value' when it matches i64 (any_of[1]):" in out


def test_explain_an_op_on_a_target():
    rc, out, _ = run_cli("explain", "group_non_uniform_ballot", "--spec", GPU, "--target", "mobile")
    assert rc == 1
    assert "  every instance of gs.group_non_uniform_ballot is not legal:" in out
    assert "    MinVersion: needs version v1.3 or later; the target has v1.1" in out
    rc, out, _ = run_cli("explain", "gs.control_barrier", "--spec", GPU, "--target", "desktop")
    assert rc == 0
    # Legal, but not every instance: never "every instance is legal" beside "an instance is not legal".
    verdict = out[out.index("\ntarget ") :].splitlines()[2]
    assert (
        verdict == "  an instance of gs.control_barrier is legal (the target meets the op's own requirements) unless:"
    )
    assert "every instance of gs.control_barrier is legal" not in out and "is not legal" not in out
    assert "    attribute 'execution_scope' = QueueFamily: MinVersion" not in out
    assert "attribute 'memory_scope' = QueueFamily" in out


def test_explain_an_op_instance():
    rc, out, err = run_cli("explain", "--module", GPU_SAMPLE, "--at", "16:12", "--spec", GPU, "--target", "desktop")
    assert rc == 1, err
    assert out.startswith(f"{GPU_SAMPLE}:16:12: gs.atomic_iadd\nrequirements of this instance:\n")
    assert f"    Int64Atomics: from operand 'gs.atomic_iadd::value' ({shown(GPU)}:238:5)" in out
    assert "    Capability: needs Int64Atomics, which the target does not enable" in out
    rc, out, _ = run_cli("explain", "--module", GPU_SAMPLE, "--at", "16", "--spec", GPU, "--format", "json")
    assert rc == 0 and json.loads(out)["op"] == "gs.atomic_iadd"


def test_explain_at_several_places_is_explain_at_each():
    """``--at`` again: each op explained in turn, the module read once; the texts of the runs
    at each place alone, a blank line between (JSON: a list of their documents); exit 1
    when any op is not legal."""
    places = ["16:12", "16", "op #3"]
    for target in (["--target", "desktop"], []):
        alone = [run_cli("explain", "--module", GPU_SAMPLE, "--at", at, "--spec", GPU, *target) for at in places]
        many = [a for at in places for a in ("--at", at)]
        rc, out, err = run_cli("explain", "--module", GPU_SAMPLE, *many, "--spec", GPU, *target)
        assert out == "\n".join(o for _rc, o, _err in alone), err
        assert rc == max(r for r, _o, _e in alone) and rc == (1 if target else 0)
        rc, out, _ = run_cli("explain", "--module", GPU_SAMPLE, *many, "--spec", GPU, *target, "--format", "json")
        docs = [
            json.loads(
                run_cli("explain", "--module", GPU_SAMPLE, "--at", at, "--spec", GPU, *target, "--format", "json")[1]
            )
            for at in places
        ]
        assert json.loads(out) == docs
    # A place with no op: an error, as alone, whatever the others.
    rc, _, err = run_cli("explain", "--module", GPU_SAMPLE, "--at", "16", "--at", "16:9", "--spec", GPU)
    assert rc == 2 and f"{GPU_SAMPLE}:16:9: error: no op at {GPU_SAMPLE}:16:9" in err


def test_explain_bad_input():
    rc, _, err = run_cli("explain", "gs.atomic_iad", "--spec", GPU)
    assert rc == 2 and "error: the spec has no op 'gs.atomic_iad'" in err and "did you mean 'gs.atomic_iadd'" in err
    rc, _, err = run_cli("explain", "--module", GPU_SAMPLE, "--at", "16:9", "--spec", GPU)
    assert rc == 2 and f"{GPU_SAMPLE}:16:9: error: no op at {GPU_SAMPLE}:16:9" in err
    assert "ops on that line: gs.atomic_iadd at column 12" in err
    rc, _, err = run_cli("explain", "--spec", GPU)
    assert rc == 2 and "give an OPNAME" in err


# --------------------------------------------------------------------------- type rules

OVERLAY = GPU_TYPE_RULES

MODULE = """"builtin.module"() ({
  "func.func"() <{function_type = (!gs.buf<i16, Storage>, !gs.buf<i16, Private>, vector<2xi16>) -> (), sym_name = "f"}> ({
  ^bb0(%p: !gs.buf<i16, Storage>, %q: !gs.buf<i16, Private>, %v: vector<2xi16>):
    %a = "gs.load"(%p) : (!gs.buf<i16, Storage>) -> i16
    %b = "gs.load"(%q) : (!gs.buf<i16, Private>) -> i64
    %c = "gs.iadd"(%v, %v) : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"""


@pytest.fixture(scope="module")
def overlay_spec(tmp_path_factory):
    d = tmp_path_factory.mktemp("overlay")
    (d / "rules.td").write_text(OVERLAY)
    return loaded(GPU, str(d / "rules.td"))


def _reqs(spec, op):
    """What the spec's rules add to ``op``: the rules about it and what its value types need."""
    from odsgen.runtime.typerules import merge_into

    rules = spec.checker.rules
    r = dict(rules.op_requirements(op))
    merge_into(r, rules.value_requirements(op))
    return {k: v.to_json() for k, v in r.items()}


def test_type_rules_walk_contexts_and_parameters(overlay_spec):
    module = read(MODULE)
    ops = {op.line: op for op in module.walk()}
    # i16 below a Storage buffer: the context's capability replaces Int16; the buffer's
    # Storage parameter brings its extension; the loaded i16 itself needs Int16.
    assert _reqs(overlay_spec, ops[4]) == {
        "Capability": [["Int16"], ["StorageBuffer16BitAccess"]],
        "Extension": [["KHR_16bit_storage"]],
    }
    # Outside the context: Int16 for the pointee, Int64 for the result.
    assert _reqs(overlay_spec, ops[5]) == {"Capability": [["Int64"], ["Int16"]]}
    # Element types are walked; the op-specific rule looks at the result only.
    assert _reqs(overlay_spec, ops[6]) == {"Capability": [["Float64"], ["Int16"]]}


PARAMETERS = """
include "odsgen/typerules.td"

def P_Multi : I32EnumAttrCase<"Multi", 1>;
def P_Storage : I32EnumAttrCase<"Storage", 2>;

// A multisampled storage image needs Float64: both parameters together.
def P_Rules : TypeRules<"gs"> {
  let rules = [TypeAvailableAt<DialectTypeWithParameters<"gs", "img", [P_Multi, P_Storage]>,
                               [Capability<[GS_C_Float64]>]>];
}
"""

PARAMETERS_MODULE = """"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %a = "gs.load"() : () -> !gs.img<i32, Multi, Storage>
    %b = "gs.load"() : () -> !gs.img<i32, Storage, Multi>
    %c = "gs.load"() : () -> !gs.img<i32, Multi, Sampled>
    %d = "gs.load"() : () -> !gs.img<i32, Single, Storage>
    %e = "gs.load"() : () -> !gs.buf<!gs.img<i32, Multi, Storage>, Private>
    %f = "gs.load"() : () -> !gs.buf<i32, Multi, Storage>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"""


def test_type_rules_on_several_parameters_of_one_type(tmp_path):
    (tmp_path / "rules.td").write_text(PARAMETERS)
    spec = loaded(GPU, str(tmp_path / "rules.td"))
    ops = {op.line: op for op in read(PARAMETERS_MODULE).walk()}
    float64 = {"Capability": [["Float64"]]}
    # Both parameters, in either order, also inside another dialect type (walked).
    assert _reqs(spec, ops[3]) == float64 and _reqs(spec, ops[4]) == float64 and _reqs(spec, ops[7]) == float64
    # One of them only, or both on another type: nothing.
    assert _reqs(spec, ops[5]) == {} and _reqs(spec, ops[6]) == {} and _reqs(spec, ops[8]) == {}


def test_type_rules_in_validate_and_their_provenance(overlay_spec, tmp_path):
    m = tmp_path / "m.mlir"
    m.write_text(MODULE)
    overlay = overlay_spec.specs[1]
    # The module loads through the overlay's !gs.buf, which gs.load's ODS operand (a
    # !gs.ptr) does not take: verification would report it malformed (exit 3) first.
    rc, out, err = run_cli(
        "validate", m, "--spec", GPU, "--spec", overlay, "--target", "version=v1.3,capabilities=Shader+Int16+Int64"
    )
    assert rc == 3 and f"{m}:4:10: error: 'gs.load' op operand #0 must be " in out, err
    rc, out, err = run_cli(
        "validate",
        m,
        "--spec",
        GPU,
        "--spec",
        overlay,
        "--target",
        "version=v1.3,capabilities=Shader+Int16+Int64",
        "--no-verify",
    )
    assert rc == 1, err
    assert f"{m}:4:10: error: 'gs.load' is not available on the target" in out
    assert "  note: Capability: needs StorageBuffer16BitAccess, which the target does not enable" in out
    assert (
        "    required by operand 'gs.load operand #0: i16 in !gs.buf<i16, Storage> (Storage) [i16]' "
        f"({shown(overlay)}:18:" in out
    )
    assert "  note: Extension: needs KHR_16bit_storage, which the target does not enable" in out
    assert f"    required by enum-case 'Storage' ({shown(overlay)}:5:37)" in out


# Type rules for another dialect, and bad conditions: .td cases beside their lines,
# tests/diagnostics/td/type-rules-*.td.


# --------------------------------------------------------------------------- rules of several values

CONDITIONS = """
include "odsgen/typerules.td"
include "odsgen/overrides.td"

// A vector result of 8 or 16 elements needs Float64 when the first operand is i16.
def W_TwoValues : TypeRules<"gs"> {
  let ops = ["gs.iadd"];
  let values = ["result #0"];
  let walk = 0;
  let when = [ValueTypeIs<"operand #0", I16>];
  let rules = [TypeAvailableAt<VectorOfLengthIn<[8, 16], [I32]>, [Capability<[GS_C_Float64]>]>];
}
// An i64 value needs Int8 when memory_scope is Subgroup (an enum of that case only).
def W_Subgroup : I32EnumAttr<"SubgroupScope", "the subgroup scope", [GS_Scope_Subgroup]>;
def W_AttrAndType : TypeRules<"gs"> {
  let ops = ["gs.atomic_iadd"];
  let values = ["operand #1"];
  let walk = 0;
  let when = [AttrIs<"memory_scope", W_Subgroup>];
  let rules = [TypeAvailableAt<I64, [Capability<[GS_C_Int8]>]>];
}
// Written by hand: the memory scope's cases add nothing.
def : OpAvailabilityOverride<GS_AtomicIAddOp, [MinVersion<GS_V_1_0>]> {
  let enumAttributes = 0;
}
"""

CONDITIONS_MODULE = """"builtin.module"() ({
  "func.func"() <{function_type = (i16, i32, !gs.ptr<i64, 12>, i64) -> (), sym_name = "f"}> ({
  ^bb0(%h: i16, %i: i32, %p: !gs.ptr<i64, 12>, %l: i64):
    %0 = "gs.iadd"(%h, %h) : (i16, i16) -> vector<8xi32>
    %1 = "gs.iadd"(%h, %h) : (i16, i16) -> vector<16xi32>
    %2 = "gs.iadd"(%h, %h) : (i16, i16) -> vector<4xi32>
    %3 = "gs.iadd"(%h, %h) : (i16, i16) -> vector<2x4xi32>
    %4 = "gs.iadd"(%i, %i) : (i32, i32) -> vector<8xi32>
    %5 = "gs.iadd"(%h, %h) : (i16, i16) -> vector<8xi64>
    %6 = "gs.atomic_iadd"(%p, %l) {memory_scope = 3 : i32} : (!gs.ptr<i64, 12>, i64) -> i64
    %7 = "gs.atomic_iadd"(%p, %l) {memory_scope = 1 : i32} : (!gs.ptr<i64, 12>, i64) -> i64
    %8 = "gs.atomic_iadd"(%p, %i) {memory_scope = 3 : i32} : (!gs.ptr<i64, 12>, i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"""


@pytest.fixture(scope="module")
def conditions_spec(tmp_path_factory):
    d = tmp_path_factory.mktemp("conditions")
    (d / "rules.td").write_text(CONDITIONS)
    return loaded(GPU, str(d / "rules.td"))


def test_rules_with_conditions_need_every_condition(conditions_spec):
    ops = {op.line: op for op in read(CONDITIONS_MODULE).walk()}
    rules = conditions_spec.checker.rules
    float64 = {"Capability": [["Float64"]]}
    # Both values as the rule wants: vectors of 8 and 16 elements, not 4, not 2x4.
    assert _json(rules.op_requirements(ops[4])) == float64
    assert _json(rules.op_requirements(ops[5])) == float64
    assert _json(rules.op_requirements(ops[6])) == {}
    assert _json(rules.op_requirements(ops[7])) == {}
    # The condition on the other operand fails; the element type does not match.
    assert _json(rules.op_requirements(ops[8])) == {}
    assert _json(rules.op_requirements(ops[9])) == {}
    # The attribute and the type together: Subgroup and i64; Device; i32.
    assert _json(rules.op_requirements(ops[10])) == {"Capability": [["Int8"]]}
    assert _json(rules.op_requirements(ops[11])) == {}
    assert _json(rules.op_requirements(ops[12])) == {}
    # The memo key holds the attribute: same types, other scope, other answer.
    assert rules.key(ops[10]) != rules.key(ops[11])


def _json(reqs: dict) -> dict:
    return {k: v.to_json() for k, v in reqs.items()}


def test_rules_about_an_op_are_in_avail_module_and_enum_attributes_can_be_dropped(conditions_spec, tmp_path):
    m = tmp_path / "m.mlir"
    m.write_text(CONDITIONS_MODULE)
    rc, out, err = run_cli("avail", GPU, conditions_spec.specs[1], "--module", m)
    assert rc == 0, err
    lines = out.splitlines()
    assert lines[0] == f"{m}:4:10: gs.iadd: MinVersion: v1.0; Capability: Shader and Float64 and Int16"
    assert lines[2] == f"{m}:6:10: gs.iadd: MinVersion: v1.0; Capability: Shader and Int16"
    # The override replaced Shader, the Subgroup case's capabilities are not read; the
    # value's own TypeAvailableAt (Int64Atomics) still is.
    assert lines[6] == f"{m}:10:10: gs.atomic_iadd: MinVersion: v1.0; Capability: Int64Atomics and Int8"
    assert lines[8] == f"{m}:12:10: gs.atomic_iadd: MinVersion: v1.0"
    rc, out, _ = run_cli("avail", GPU, "--module", m)
    assert rc == 0
    assert out.splitlines()[8] == (
        f"{m}:12:10: gs.atomic_iadd: MinVersion: v1.0; Capability: Shader and one of (GroupNonUniform, SubgroupBallotKHR)"
    )
    # The condition is named in the provenance.
    rc, out, _ = run_cli("explain", "--module", m, "--at", "10", "--spec", GPU, "--spec", conditions_spec.specs[1])
    assert rc == 0
    rules = shown(conditions_spec.specs[1])
    assert f"operand #1: i64 [i64] when attribute 'memory_scope' is enum SubgroupScope' ({rules}:" in out
    # The override's requirement is named at the override (not at odsgen/overrides.td).
    assert f"    from op 'gs.atomic_iadd' ({rules}:23:1)" in out

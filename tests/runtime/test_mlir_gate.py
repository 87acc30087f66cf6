"""Target-gated patterns in MLIR's greedy driver (odsgen.runtime.mlir_gate) on mlir.ir modules.

One downgrade pattern set (two test ops lowered to SPIR-V ops) is applied to a real
``mlir.ir`` module for two targets: each converts what its target allows. A rewrite the
target refuses leaves the printed module byte-identical, and its reasons are the ones
``validate`` gives for the op it would have created.
"""

from __future__ import annotations

import pytest

from odsgen import load_spec, validate
from odsgen.runtime.mlir_gate import GatedPatterns
from test_custom_syntax import _specs

pytestmark = pytest.mark.oracle

SRC = """module {
  func.func @f(%v: i32, %p: !spirv.ptr<i32, Workgroup>) -> (i32, i32) {
    %0 = "test.popcount"(%v) : (i32) -> i32
    %1 = "test.atomic_and"(%p, %v) : (!spirv.ptr<i32, Workgroup>, i32) -> i32
    return %0, %1 : i32, i32
  }
}
"""
OLD = "vulkan-1.1"
NEW = "vulkan-1.3,capabilities+=VulkanMemoryModel,extensions+=SPV_KHR_vulkan_memory_model"


@pytest.fixture(scope="module")
def spec(llvm_include):
    args = _specs(llvm_include)
    return load_spec([args[1]], [args[3]])


def popcount(op, rw, pkg):
    rw.replace_op(op, rw.build(pkg.ops.BitCountOp, operand=op.operands[0], result_type=op.results[0].type))


def atomic_and(op, rw, pkg):
    new = rw.build(
        pkg.ops.AtomicAndOp,
        pointer=op.operands[0],
        value=op.operands[1],
        memory_scope=pkg.enums.Scope.Device,
        semantics=pkg.enums.MemorySemantics.Volatile,
        result_type=op.results[0].type,
    )
    rw.replace_op(op, new)


def _apply(mlir_ir, spec, target, patterns):
    import mlir.rewrite as rewrite  # the bindings' package beside mlir.ir

    ctx = mlir_ir.Context()
    ctx.allow_unregistered_dialects = True
    module = mlir_ir.Module.parse(SRC, ctx)
    before = str(module)
    gate = GatedPatterns(spec.checker, spec.target(target))
    ps = rewrite.RewritePatternSet(ctx)
    for root, fn in patterns:
        gate.add(ps, root, lambda op, rw, fn=fn: fn(op, rw, spec.package), name=root)
    rewrite.apply_patterns_and_fold_greedily(module, ps.freeze())
    return module, before, gate


PATTERNS = [("test.popcount", popcount), ("test.atomic_and", atomic_and)]


def test_each_target_converts_what_it_allows(mlir_ir, spec):
    old, _, gate_old = _apply(mlir_ir, spec, OLD, PATTERNS)
    new, _, gate_new = _apply(mlir_ir, spec, NEW, PATTERNS)
    names = lambda m: [op.name for op in m.body.operations[0].regions[0].blocks[0].operations]  # noqa: E731
    assert names(old) == ["spirv.BitCount", "test.atomic_and", "func.return"]
    assert names(new) == ["spirv.BitCount", "spirv.AtomicAnd", "func.return"]
    assert gate_old.rewritten == 1 and gate_new.rewritten == 2 and not gate_new.refused
    # Whatever a gate let in is legal on its target.
    assert validate(spec, old, OLD)["status"] == "legal"
    assert validate(spec, new, NEW)["status"] == "legal"
    # The refusal's reasons are validate's for the op it would have created.
    [refusal] = gate_old.refused
    assert (refusal.pattern, refusal.op, refusal.created) == ("test.atomic_and", "test.atomic_and", "spirv.AtomicAnd")
    [illegal] = validate(spec, new, OLD)["illegal"]
    assert illegal["op"] == "spirv.AtomicAnd"
    assert list(refusal.reasons) == [r["message"] for r in illegal["reasons"]]
    assert str(refusal.loc) == "-:4:10"  # the matched op's location in the parsed text
    assert "-:4:10: 'test.atomic_and': rewrite refused\n  note: pattern test.atomic_and (" in gate_old.report()
    assert f": {refusal.why}" in gate_old.report()


def test_a_refused_rewrite_leaves_the_module_byte_identical(mlir_ir, spec):
    module, before, gate = _apply(mlir_ir, spec, OLD, [("test.atomic_and", atomic_and)])
    assert str(module) == before
    assert gate.rewritten == 0 and len(gate.refused) == 1


def atomic_and_without_attributes(op, rw, ir):
    rw.replace_op(op, rw.create("spirv.AtomicAnd", list(op.operands), [op.results[0].type]))


def test_a_malformed_created_op_is_refused_with_a_located_message(mlir_ir, spec):
    """A pattern that forgets the required attributes is refused on a target that allows the
    op: verification (the package's VERIFIER) comes first, in MLIR's words."""
    from odsgen.runtime.mlir_gate import GatedPatterns

    ctx = mlir_ir.Context()
    ctx.allow_unregistered_dialects = True
    module = mlir_ir.Module.parse(SRC, ctx)
    before = str(module)
    gate = GatedPatterns(spec.checker, spec.target(NEW))
    assert gate.verifier is spec.checker.package.ops.VERIFIER
    import mlir.rewrite as rewrite

    ps = rewrite.RewritePatternSet(ctx)
    gate.add(ps, "test.atomic_and", lambda op, rw: atomic_and_without_attributes(op, rw, mlir_ir), name="forgetful")
    rewrite.apply_patterns_and_fold_greedily(module, ps.freeze())
    assert str(module) == before
    [refusal] = gate.refused
    assert refusal.malformed and refusal.created == "spirv.AtomicAnd" and str(refusal.loc) == "-:4:10"
    assert refusal.reasons[0] == "'spirv.AtomicAnd' op requires attribute 'memory_scope'"
    assert "-:4:10: 'test.atomic_and': rewrite refused\n  note: pattern forgetful (" in gate.report()
    assert (
        "): created 'spirv.AtomicAnd' (replacing the op at -:4:10), which is malformed: "
        "'spirv.AtomicAnd' op requires attribute 'memory_scope'" in gate.report()
    )


def test_typed_build_checks_its_arguments_as_the_odsgen_builders_do(mlir_ir, spec):
    """``rw.build(OpClass, ...)`` takes the bindings' values and types and the Python values
    ``OpClass.build`` takes; a wrong argument or an op that would be malformed raises
    ``OpClass.build``'s own error before anything is created."""
    import mlir.rewrite as rewrite

    errors = []

    def bad(op, rw, **arguments):
        try:
            rw.build(spec.package.ops.BitCountOp, operand=op.operands[0], **arguments)
        except (TypeError, ValueError) as exc:
            errors.append((type(exc).__name__, str(exc)))
        # (nothing created: no match, the module stays as it was)

    ctx = mlir_ir.Context()
    ctx.allow_unregistered_dialects = True
    module = mlir_ir.Module.parse(SRC, ctx)
    before = str(module)
    i64 = mlir_ir.IntegerType.get_signless(64, ctx)
    gate = GatedPatterns(spec.checker, spec.target(NEW))
    ps = rewrite.RewritePatternSet(ctx)
    gate.add(ps, "test.popcount", lambda op, rw: bad(op, rw, result_type=i64))
    gate.add(ps, "test.popcount", lambda op, rw: bad(op, rw, result_type=3))
    gate.add(ps, "test.popcount", lambda op, rw: bad(op, rw))
    rewrite.apply_patterns_and_fold_greedily(module, ps.freeze())
    assert str(module) == before and gate.rewritten == 0
    from odsgen.runtime import ir  # the same errors from the builder on odsgen's IR

    v = ir.Value(ir.IntegerType(32))
    expected = set()
    for kw in ({"result_type": ir.IntegerType(64)}, {"result_type": 3}, {}):
        with pytest.raises((TypeError, ValueError)) as info:
            spec.package.ops.BitCountOp.build(operand=v, **kw)
        expected.add((info.type.__name__, str(info.value)))
    assert set(errors) == expected and len(expected) == 3
    assert ("ValueError", next(m for k, m in expected if m.startswith("BitCountOp.build: the op would be"))) in errors
    assert any("missing 1 required keyword-only argument: 'result_type'" in m for _, m in errors)


def test_typed_build_creates_what_the_string_form_creates(mlir_ir, spec):
    """The ops ``rw.build`` creates print as the ones spelled with ``rw.create``."""
    typed, _, _ = _apply(mlir_ir, spec, NEW, PATTERNS)

    def by_name(op, rw, pkg):
        attrs = {
            "memory_scope": mlir_ir.Attribute.parse("#spirv.scope<Device>", op.context),
            "semantics": mlir_ir.Attribute.parse("#spirv.memory_semantics<Volatile>", op.context),
        }
        rw.replace_op(op, rw.create("spirv.AtomicAnd", list(op.operands), [op.results[0].type], attrs))

    def count_by_name(op, rw, pkg):
        rw.replace_op(op, rw.create("spirv.BitCount", [op.operands[0]], [op.results[0].type]))

    spelled, _, _ = _apply(mlir_ir, spec, NEW, [("test.popcount", count_by_name), ("test.atomic_and", by_name)])
    assert "spirv.AtomicAnd <Device> <Volatile>" in str(typed)
    assert str(typed) == str(spelled)


# The head of a script that gates patterns on a module it parses (argv: the spec, the include dir).
SCRIPT_HEAD = """
import sys
import mlir.ir as mlir_ir, mlir.rewrite as rewrite
import odsgen
from odsgen.runtime.mlir_gate import GatedPatterns

spec = odsgen.load_spec(sys.argv[1:2], [sys.argv[2]])
ctx = mlir_ir.Context()
ctx.allow_unregistered_dialects = True
"""
ERASE_SCRIPT = SCRIPT_HEAD + """module = mlir_ir.Module.parse('''module {
  func.func @f(%v: i32) -> i32 {
    %0 = "test.popcount"(%v) : (i32) -> i32
    "test.unused"(%v) : (i32) -> ()
    return %0 : i32
  }
}''', ctx)
gate = GatedPatterns(spec.checker, spec.target("vulkan-1.1"))
ps = rewrite.RewritePatternSet(ctx)
gate.add(ps, "test.popcount", lambda op, rw: rw.erase_op(op), name="drop_used")
gate.add(ps, "test.unused", lambda op, rw: rw.erase_op(op), name="drop_unused")
rewrite.apply_patterns_and_fold_greedily(module, ps.freeze())
print(module)
print(gate.report())
"""


def test_erasing_an_op_still_used_is_refused_not_an_abort(tmp_path, llvm_include):
    """MLIR's rewriter asserts that an erased op has no uses (the PyPI bindings abort the
    process): the gate refuses such a rewrite first; erasing an unused op goes through."""
    import subprocess
    import sys

    from runtime_support import REPO

    args = _specs(llvm_include)
    proc = subprocess.run(
        [sys.executable, "-c", ERASE_SCRIPT, args[1], args[3]], capture_output=True, text=True, cwd=REPO
    )
    assert proc.returncode == 0, proc.stderr
    assert '"test.popcount"' in proc.stdout and '"test.unused"' not in proc.stdout
    assert (
        "  note: pattern drop_used: erased 'test.popcount', whose results are still used: "
        "result #0 is still used by 'func.return': replace its uses first (replace_op)"
    ) in proc.stdout


def test_the_same_refusal_in_both_drivers(mlir_ir, spec):
    """One gate, one record, one wording (issue 21, item 6): the rewrite of
    ``test.atomic_and`` into ``spirv.AtomicAnd``, which vulkan-1.1 lacks, is refused by
    odsgen's driver and by the gated MLIR driver with the same refusal and the same note."""
    from odsgen.runtime import reader
    from odsgen.runtime.rewrite import apply_partial_conversion, pattern

    gated, _, gate = _apply(mlir_ir, spec, OLD, [("test.atomic_and", atomic_and)])
    [theirs] = gate.refused

    pkg = spec.package

    @pattern("test.atomic_and", name="test.atomic_and")
    def odsgen_atomic_and(op, rw):
        new = pkg.ops.AtomicAndOp.build(
            pointer=op.operands[0],
            value=op.operands[1],
            memory_scope=pkg.enums.Scope.Device,
            semantics=pkg.enums.MemorySemantics.Volatile,
            result_type=op.results[0].type,
        )
        rw.replace_op(op, rw.insert(new))

    text = mlir_ir.Module.parse(SRC, gated.context).operation.get_asm(print_generic_op_form=True)
    module = reader.read_text(text, "-")
    target = spec.checker.conversion_target(spec.target(OLD))
    result = apply_partial_conversion(module, target, [odsgen_atomic_and], filename="-")
    [left] = result.unconverted
    [ours] = left.attempts
    assert type(ours) is type(theirs)
    assert (ours.pattern, ours.op, ours.created, ours.malformed) == (
        theirs.pattern,
        theirs.op,
        theirs.created,
        theirs.malformed,
    )
    assert ours.what == theirs.what == "created 'spirv.AtomicAnd', which the target does not allow"
    assert ours.reasons == theirs.reasons and ours.reasons
    assert ours.note() == theirs.note() and f"  note: {theirs.note()}" in gate.report().replace(
        f" ({gate._defined['test.atomic_and']})", ""
    )
    assert f"  {ours.note()}" in result.report()


GATE_FAILURES = SCRIPT_HEAD + """module = mlir_ir.Module.parse('''module {
  func.func @f(%v: i32) -> i32 {
    %0 = "test.popcount"(%v) : (i32) -> i32
    %1 = "test.other"(%0) : (i32) -> i32
    %2 = "test.third"(%1) : (i32) -> i32
    return %2 : i32
  }
}''', ctx)
before = str(module)
gate = GatedPatterns(spec.checker, spec.target("vulkan-1.1"))
ps = rewrite.RewritePatternSet(ctx)

def exits(op, rw):
    rw.create("spirv.BitCount", [op.operands[0]], [op.results[0].type])
    sys.exit(0)

def no_match_old_style(op, rw):
    return True

def looks_only(op, rw):
    op.name

gate.add(ps, "test.popcount", exits)
gate.add(ps, "test.other", no_match_old_style)
gate.add(ps, "test.third", looks_only)
rewrite.apply_patterns_and_fold_greedily(module, ps.freeze())
print("unchanged" if str(module) == before else "CHANGED", gate.rewritten, len(gate.refused))
print(gate.report())
"""


def test_what_a_gated_pattern_raises_or_returns_against_the_contract_is_a_located_error(tmp_path, llvm_include):
    """The gated driver catches what a pattern raises (``sys.exit()`` too) as odsgen's driver
    does: the ops it created are erased, the match fails, the run goes on, and the error is
    located in the pattern's file; a pattern returning True without a change (MLIR's old
    'does not match') is an error of the contract; one that changes nothing did not apply."""
    import subprocess
    import sys

    from runtime_support import REPO

    script = tmp_path / "gated.py"
    script.write_text(GATE_FAILURES)
    args = _specs(llvm_include)
    proc = subprocess.run([sys.executable, str(script), args[1], args[3]], capture_output=True, text=True, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0] == "unchanged 0 0"
    assert "gated.py:24:5: error: pattern 'exits' raised SystemExit: 0" in lines
    assert "      sys.exit(0)" in lines
    assert "-:3:10: note: while rewriting 'test.popcount'" in lines
    assert (
        "gated.py:26:1: error: pattern 'no_match_old_style' returned True but made no change through the "
        "rewriter: a pattern returns nothing: the rewriter records whether it changed the module"
    ) in proc.stdout
    assert "looks_only" not in proc.stdout and "Traceback" not in proc.stderr

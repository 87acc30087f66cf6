"""odsgen.runtime.rewrite: patterns gated by a target, on the gs example dialect.

The same pattern set converts or refuses depending on the target; a refused rewrite
leaves the module exactly as it was; benefits order the patterns; partial and full
conversion differ on ops the target does not know. The SPIR-V side-by-side with
``mlir-opt --test-spirv-target-env`` is in tests/oracle/test_spirv_checks_oracle.py.
"""

from __future__ import annotations

import pytest
from check_support import GPU, loaded, read

from odsgen.runtime import ir
from odsgen.runtime.printer import module_to_str
from odsgen.runtime.rewrite import (
    ConversionError,
    Pattern,
    apply_full_conversion,
    apply_partial_conversion,
    pattern,
)
from odsgen.checking.targets.syntax import parse_target

SOURCE = """"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> vector<4xi32>, sym_name = "f"}> ({
  ^bb0(%p: i1):
    %0 = "test.ballot"(%p) : (i1) -> vector<4xi32>
    %1 = "test.use"(%0) : (vector<4xi32>) -> vector<4xi32>
    "func.return"(%1) : (vector<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()
"""


@pytest.fixture(scope="module")
def gs():
    return loaded(GPU)


def target(spec, text):
    env = parse_target(text, spec.checker.env_cls, spec.catalog)
    return spec.checker.conversion_target(env)


@pattern("test.ballot", benefit=2)
def to_group_ballot(op, rw):
    """The core op: needs v1.3 and GroupNonUniformBallot."""
    scope = ir.IntegerAttr(3, ir.IntegerType(32))
    rw.replace_op_with(op, "gs.group_non_uniform_ballot", attributes={"execution_scope": scope})


@pattern("test.ballot", benefit=1)
def to_khr_ballot(op, rw):
    """The extension's op: any version, KHR_shader_ballot and SubgroupBallotKHR."""
    rw.replace_op_with(op, "gs.subgroup_ballot_khr")


PATTERNS = [to_khr_ballot, to_group_ballot]  # benefit, not list order, decides


def names(module):
    return [op.name for op in module.walk()]


def test_the_target_decides_which_pattern_applies(gs):
    core = read(SOURCE)
    r = apply_partial_conversion(core, target(gs, "version=v1.3,capabilities=GroupNonUniformBallot"), PATTERNS)
    assert r.ok and [c.pattern for c in r.converted] == ["to_group_ballot"]
    assert "gs.group_non_uniform_ballot" in names(core) and "test.ballot" not in names(core)
    # The user of the old result now uses the new op's result.
    new = next(op for op in core.walk() if op.name == "gs.group_non_uniform_ballot")
    user = next(op for op in core.walk() if op.name == "test.use")
    assert user.operands[0] is new.result

    ext = read(SOURCE)
    r = apply_partial_conversion(
        ext, target(gs, "version=v1.1,capabilities=SubgroupBallotKHR,extensions=KHR_shader_ballot"), PATTERNS
    )
    assert r.ok and [c.pattern for c in r.converted] == ["to_khr_ballot"]
    assert "gs.subgroup_ballot_khr" in names(ext)


def test_refused_rewrites_leave_the_module_as_it_was(gs):
    module = read(SOURCE)
    before = module_to_str(module)
    r = apply_partial_conversion(module, target(gs, "version=v1.0,capabilities=Shader"), PATTERNS)
    assert module_to_str(module) == before
    assert r.ok  # partial: test.ballot is unknown to the target, so it may stay
    (left,) = r.unconverted
    assert (left.name, left.loc, left.legality) == ("test.ballot", "<module>:4:10", "unknown")
    assert [r.pattern for r in left.attempts] == ["to_group_ballot", "to_khr_ballot"]
    why = {r.pattern: r.why for r in left.attempts}
    assert why["to_group_ballot"].startswith("created 'gs.group_non_uniform_ballot', which the target does not allow:")
    assert "MinVersion: needs version v1.3 or later; the target has v1.0" in why["to_group_ballot"]
    assert "Extension: needs KHR_shader_ballot" in why["to_khr_ballot"]
    assert "pattern to_khr_ballot: created 'gs.subgroup_ballot_khr'" in r.report()


def test_full_conversion_needs_every_op_legal(gs):
    module = read(SOURCE)
    r = apply_full_conversion(module, target(gs, "version=v1.3,capabilities=GroupNonUniformBallot"), PATTERNS)
    # test.use, func.func, builtin.module, func.return: unknown to the target, no pattern.
    assert not r.ok
    assert {u.name for u in r.unconverted} == {"builtin.module", "func.func", "test.use", "func.return"}
    t = target(gs, "version=v1.3,capabilities=GroupNonUniformBallot")
    t.add_legal_dialect("builtin", "func", "test")
    module = read(SOURCE)
    r = apply_full_conversion(module, t, PATTERNS)
    # test.ballot is legal now (the test dialect is): nothing to convert.
    assert r.ok and not r.converted
    t.add_illegal_op("test.ballot")
    r = apply_full_conversion(read(SOURCE), t, PATTERNS)
    assert r.ok and [c.pattern for c in r.converted] == ["to_group_ballot"]


def test_an_illegal_op_left_fails_partial_conversion(gs):
    t = target(gs, "version=v1.0,capabilities=Shader").add_illegal_op("test.ballot")
    module = read(SOURCE)
    r = apply_partial_conversion(module, t, PATTERNS)
    assert not r.ok
    assert r.unconverted[0].legality == "illegal"


class FixScope(Pattern):
    """An in-place update: a QueueFamily memory scope (v1.2 + a memory model) becomes Device."""

    root = "gs.control_barrier"

    def match_and_rewrite(self, op, rw):
        scope = op.get_attr("memory_scope")
        if scope is None or scope.value != 5:
            return
        rw.set_attr(op, "memory_scope", ir.IntegerAttr(1, ir.IntegerType(32)))


BARRIER = """"builtin.module"() ({
  "gs.control_barrier"() {execution_scope = 2 : i32, memory_scope = 5 : i32} : () -> ()
}) : () -> ()
"""


def test_in_place_updates(gs):
    module = read(BARRIER)
    r = apply_partial_conversion(module, target(gs, "version=v1.0,capabilities=Shader"), [FixScope()])
    assert r.ok and r.converted[0].pattern == "FixScope"
    barrier = next(op for op in module.walk() if op.name == "gs.control_barrier")
    assert barrier.get_attr("memory_scope").value == 1


def test_in_place_update_that_stays_illegal_is_undone(gs):
    @pattern("gs.control_barrier")
    def useless(op, rw):
        rw.set_attr(op, "note", ir.StringAttr("touched"))

    module = read(BARRIER)
    before = module_to_str(module)
    r = apply_partial_conversion(module, target(gs, "version=v1.0,capabilities=Shader"), [useless])
    assert module_to_str(module) == before
    assert not r.ok and [(a.pattern, a.why) for a in r.unconverted[0].attempts] == [
        ("useless", "left 'gs.control_barrier' in place and still not legal")
    ]


def test_ops_created_inside_regions_are_checked(gs):
    @pattern("test.ballot")
    def wrapped(op, rw):
        region = ir.Region([ir.Block()])
        region.blocks[0].append(ir.Operation.create("gs.group_non_uniform_ballot", [op.operands[0]], [op.result.type]))
        rw.create("test.wrapper", regions=[region])
        rw.erase_op(op)

    module = read(
        SOURCE.replace('%1 = "test.use"(%0)', '%1 = "test.use"(%p)').replace(
            "(vector<4xi32>) -> vector<4xi32>", "(i1) -> vector<4xi32>", 1
        )
    )
    before = module_to_str(module)
    r = apply_partial_conversion(module, target(gs, "version=v1.2,capabilities=GroupNonUniformBallot"), [wrapped])
    assert module_to_str(module) == before
    assert "created 'gs.group_non_uniform_ballot'" in r.unconverted[0].attempts[0].why


def test_pattern_errors_undo_and_propagate(gs):
    @pattern("test.ballot")
    def wrong_count(op, rw):
        new = rw.create("gs.subgroup_ballot_khr", op.operands, [op.result.type])
        rw.replace_op(op, [new.result, new.result])

    @pattern("test.ballot")
    def crashes(op, rw):
        rw.create("gs.subgroup_ballot_khr", op.operands, [op.result.type])
        raise RuntimeError("bug in the pattern")

    module = read(SOURCE)
    before = module_to_str(module)
    with pytest.raises(ConversionError, match="has 1 results but the replacement gives 2 values"):
        apply_partial_conversion(module, target(gs, "capabilities=*,extensions=*"), [wrong_count])
    assert module_to_str(module) == before
    with pytest.raises(RuntimeError, match="bug in the pattern"):
        apply_partial_conversion(module, target(gs, "capabilities=*,extensions=*"), [crashes])
    assert module_to_str(module) == before


def test_patterns_that_do_not_match(gs):
    @pattern("test.ballot")
    def declines(op, rw):
        pass

    r = apply_partial_conversion(read(SOURCE), target(gs, "capabilities=*,extensions=*"), [declines, to_khr_ballot])
    assert [c.pattern for c in r.converted] == ["to_khr_ballot"]
    r = apply_partial_conversion(read(SOURCE), target(gs, "capabilities=*"), [declines])
    assert [(a.pattern, a.why) for a in r.unconverted[0].attempts] == [("declines", "did not apply")]


def test_the_rewriter_records_whether_a_pattern_acted(gs):
    """A pattern returns nothing (issue 21, item 6): ``rw.has_done_action`` says whether it
    changed the module. A bool that agrees with it is accepted; one that contradicts it is
    ``ConversionError`` naming the pattern, after its changes are undone."""
    seen = []

    @pattern("test.ballot")
    def looks(op, rw):
        seen.append(rw.has_done_action)

    @pattern("test.ballot")
    def says_it_did(op, rw):
        return True

    @pattern("test.ballot")
    def says_it_did_not(op, rw):
        rw.replace_op_with(op, "gs.subgroup_ballot_khr")
        seen.append(rw.has_done_action)
        return False

    @pattern("test.ballot")
    def agrees(op, rw):
        rw.replace_op_with(op, "gs.subgroup_ballot_khr")
        return True

    env = target(gs, "capabilities=*,extensions=*")
    r = apply_partial_conversion(read(SOURCE), env, [looks, to_khr_ballot])
    assert seen == [False] and [c.pattern for c in r.converted] == ["to_khr_ballot"]
    module = read(SOURCE)
    before = module_to_str(module)
    with pytest.raises(ConversionError, match="^pattern 'says_it_did' returned True but made no change through"):
        apply_partial_conversion(module, env, [says_it_did])
    with pytest.raises(ConversionError, match="^pattern 'says_it_did_not' returned False but changed the module"):
        apply_partial_conversion(module, env, [says_it_did_not])
    assert seen == [False, True] and module_to_str(module) == before
    r = apply_partial_conversion(module, env, [agrees])
    assert [c.pattern for c in r.converted] == ["agrees"] and r.ok


def test_keep_attributes_carries_properties_over(gs):
    """``keep_attributes`` merges the root's property dictionary with the one given by name;
    properties that are not a dictionary (``<1 : i32>`` in generic form) have no names to
    merge: they are carried over as they are, and the verifier refuses the new op in
    mlir-opt's words instead of the pattern crashing."""
    scope = ir.IntegerAttr(3, ir.IntegerType(32))

    @pattern("test.ballot")
    def keeps(op, rw):
        rw.replace_op_with(
            op, "gs.group_non_uniform_ballot", keep_attributes=True, properties={"execution_scope": scope}
        )

    env = target(gs, "version=v1.3,capabilities=*,extensions=*")
    verifier = gs.checker.package.ops.VERIFIER
    for props, own in (("", {}), ("<{note = 1 : i64}>", {"note": ir.IntegerAttr(1, ir.IntegerType(64))})):
        module = read(SOURCE.replace('"test.ballot"(%p)', f'"test.ballot"(%p) {props}'))
        r = apply_partial_conversion(module, env, [keeps], verifier=verifier)
        assert [c.created for c in r.converted] == [("gs.group_non_uniform_ballot",)] and not r.unconverted
        [new] = [o for o in module.walk() if o.name == "gs.group_non_uniform_ballot"]
        assert dict(new.properties) == {**own, "execution_scope": scope}
    module = read(SOURCE.replace('"test.ballot"(%p)', '"test.ballot"(%p) <1 : i32>'))
    before = module_to_str(module)
    r = apply_partial_conversion(module, env, [keeps], verifier=verifier)
    assert module_to_str(module) == before and not r.converted
    [(name, why)] = [(a.pattern, a.why) for a in r.unconverted[0].attempts]
    assert name == "keeps" and why.endswith(
        "which is malformed: invalid properties 1 : i32 for op gs.group_non_uniform_ballot: "
        "expected DictionaryAttr to set properties"
    )


def test_operand_groups_follow_in_place_changes():
    """Operand groups are split once per (layout, sizes attribute, operand count): an op
    whose ``operandSegmentSizes`` or operands a rewrite changes reads its new groups."""
    from odsgen.runtime.opview import operand_group

    i32 = ir.IntegerType(32)
    holder = ir.Operation.create("test.values", result_types=[i32] * 4)
    a, b, c, d = holder.results

    def sizes(*n):
        return ir.DenseArrayAttr(i32, n)

    op = ir.Operation.create("test.seg", [a, b, c, d], properties={"operandSegmentSizes": sizes(1, 2, 1)})
    twin = ir.Operation.create(
        "test.seg", [d, c, b, a], properties={"operandSegmentSizes": op.get_attr("operandSegmentSizes")}
    )

    def groups(o, layout="svo"):
        return [operand_group(o, i, layout) for i in range(len(layout))]

    assert groups(op) == [a, (b, c), d] and groups(twin) == [d, (c, b), a]
    op.set_property("operandSegmentSizes", sizes(1, 3, 0))
    assert groups(op) == [a, (b, c, d), None] and groups(twin) == [d, (c, b), a]
    op.set_property("operandSegmentSizes", sizes(1, 0, 1))
    op.operands = (a, b)
    assert groups(op) == [a, (), b]
    # Without a sizes attribute the one non-single group takes what the single ones leave.
    plain = ir.Operation.create("test.seg", [a, b, c])
    assert groups(plain, "sv") == [a, (b, c)]
    plain.operands = (a,)
    assert groups(plain, "sv") == [a, ()]
    plain.operands = (a, b, c, d)
    assert groups(plain, "sv") == [a, (b, c, d)]


SCOPE_CONSTRAINT = (
    "'gs.control_barrier' op attribute 'memory_scope' failed to satisfy constraint: execution or memory scope"
)


def test_in_place_changes_are_verified(gs):
    """An op a pattern changes in place (``set_attr``, ``set_property``; on the matched op or
    another) is verified as a created op is: malformed, the rewrite is refused and undone."""
    word = ir.StringAttr("Device")

    @pattern("gs.control_barrier")
    def breaks_itself(op, rw):
        rw.set_attr(op, "memory_scope", word)

    @pattern("gs.control_barrier")
    def breaks_itself_by_property(op, rw):
        rw.set_property(op, "memory_scope", word)

    @pattern("gs.control_barrier")
    def breaks_the_next(op, rw):
        FixScope().match_and_rewrite(op, rw)
        later = op.parent.operations[op.parent.operations.index(op) + 1]
        rw.set_attr(later, "memory_scope", word)

    t = target(gs, "version=v1.0,capabilities=Shader")
    for pat in (breaks_itself, breaks_itself_by_property):
        module = read(BARRIER)
        before = module_to_str(module)
        r = apply_partial_conversion(module, t, [pat], verifier=gs.checker.package.ops.VERIFIER)
        assert module_to_str(module) == before and not r.converted
        assert [(a.pattern, a.why) for a in r.unconverted[0].attempts] == [
            (pat.name, f"changed 'gs.control_barrier' in place, which leaves it malformed: {SCOPE_CONSTRAINT}")
        ]
    two = BARRIER.replace(
        "}) : () -> ()",
        '  "gs.control_barrier"() {execution_scope = 2 : i32, memory_scope = 1 : i32} : () -> ()\n}) : () -> ()',
    )
    module = read(two)
    before = module_to_str(module)
    r = apply_partial_conversion(module, t, [breaks_the_next])  # the target's verifier
    assert module_to_str(module) == before and not r.converted
    assert [(a.pattern, a.why) for a in r.unconverted[0].attempts] == [
        (
            "breaks_the_next",
            "changed 'gs.control_barrier' at <module>:3:3 in place (rewriting the op at <module>:2:3), "
            f"which leaves it malformed: {SCOPE_CONSTRAINT}",
        )
    ]


def test_in_place_changes_are_refused_only_for_what_they_break(gs):
    """An input trusted as it is may hold malformed ops: a change that leaves an op's own
    problem as it was is accepted, one that adds a problem is refused (for that one)."""

    @pattern("gs.control_barrier")
    def breaks_itself(op, rw):
        rw.set_attr(op, "memory_scope", ir.StringAttr("Device"))

    malformed = BARRIER.replace("execution_scope = 2 : i32, ", "")
    t = target(gs, "version=v1.0,capabilities=Shader")
    r = apply_partial_conversion(read(malformed), t, [FixScope()])
    assert [c.pattern for c in r.converted] == ["FixScope"] and not r.unconverted
    r = apply_partial_conversion(read(malformed), t, [breaks_itself])
    assert [(a.pattern, a.why) for a in r.unconverted[0].attempts] == [
        ("breaks_itself", f"changed 'gs.control_barrier' in place, which leaves it malformed: {SCOPE_CONSTRAINT}")
    ]


def test_converting_drops_the_trust_in_how_the_module_was_read():
    """How a module was read (the ops MLIR's verifier checked, its uses in order) is its
    input record's (``ModuleInput``), not the IR's; the driver's rewrites change ops neither
    has seen, so the record made again from the converted IR (``again``, what ``odsgen
    convert`` checks) trusts neither, and a later validate verifies every op."""
    from odsgen.checking.inputs.optable import OpTable
    from odsgen.checking.inputs.read import Form, ModuleInput
    from odsgen.runtime.reader import read_source
    from odsgen.runtime.rewrite import apply_partial_conversion
    from odsgen.runtime.target import ConversionTarget
    from odsgen.source import SourceManager

    sources = SourceManager()
    module, in_order = read_source(sources.add("m.mlir", '"test.op"() : () -> ()\n'), sources)
    assert in_order and not hasattr(module, "mlir_verified") and not hasattr(module, "ssa_in_order")
    verified = {"test.op"}.__contains__
    table = OpTable.from_module(module, verified)
    given = ModuleInput(table, module, form=Form.CUSTOM, mlir_verified=verified, ssa_in_order=True)
    assert given.table.verified == {"test.op"}
    apply_partial_conversion(module, ConversionTarget(), [])
    again = given.again()
    assert again.module is module and again.form is Form.CUSTOM
    assert (again.table.verified, again.mlir_verified, again.ssa_in_order) == (None, None, False)

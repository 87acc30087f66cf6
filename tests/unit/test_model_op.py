"""The model's op wrapper (odsgen.model.build.Op): what an op's definition says, read once
from its records, so the verifier data, the type rules and the emitters agree on it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from odsgen.model import load_model
from odsgen.model.typerules import build_dialect_rules
from odsgen.model.verify import build_verifier_specs

SPEC = """
include "odsgen/base.td"
include "odsgen/typerules.td"

def W_Dialect : Dialect {
  let name = "w";
  let cppNamespace = "::mlir::w";
}
def W_WrapOp : Op<W_Dialect, "wrap"> {
  let arguments = (ins Arg<I32, "the input">:$input, Arg<I32Attr, "a count">:$count,
                       OptionalAttr<I32Attr>:$stride);
  let results = (outs Res<I32, "the output">:$out);
}
def W_V1 : I32EnumAttrCase<"V_1", 0>;
def W_V2 : I32EnumAttrCase<"V_2", 1>;
def W_Version : I32EnumAttr<"Version", "versions", [W_V1, W_V2]>;
class MinVersion<I32EnumAttrCase min> : MinVersionBase<"QueryMinVersionInterface", W_Version, min>;
def W_Rules : TypeRules<"w"> {
  let rules = [TypeAvailableAt<I64, [MinVersion<W_V2>]>];
}
def W_BranchOp : Op<W_Dialect, "branch", [Terminator, SameOperandsAndResultType]> {
  let arguments = (ins Variadic<I32>:$args);
  let results = (outs I32:$res);
  let regions = (region SizedRegion<1>:$body, AnyRegion:$other);
  let successors = (successor AnySuccessor:$dest);
}
"""


@pytest.fixture(scope="module")
def model(tmp_path_factory):
    p = tmp_path_factory.mktemp("opwrapper") / "w.td"
    p.write_text(SPEC)
    return load_model([str(p)], use_cache=False)


def test_an_attribute_wrapped_in_arg_is_an_attribute_everywhere(model):
    # Arg<I32Attr> is an attribute (the attribute-or-property rule reads the wrapped
    # constraint); the op's fields, its argument views and its verifier data agree.
    op = model.op_named("w.wrap")
    assert [a.name for a in op.operands] == ["input"]
    assert [a.name for a in op.attributes] == ["count", "stride"]
    args = op.args
    assert [(a.kind, a.name) for a in args.ins] == [
        ("operand", "input"),
        ("attribute", "count"),
        ("attribute", "stride"),
    ]
    spec = {s.name: s for s in build_verifier_specs(model)}["w.wrap"]
    assert [v.name for v in spec.operands] == ["input"]
    assert [(a.name, a.required) for a in spec.attributes] == [("count", True), ("stride", False)]


class _NoRecords:
    """A record keeper that fails any read: what runs after the build must not need one."""

    def __getattr__(self, name):
        raise AssertionError(f"read keeper.{name} after the build")


def test_the_op_carries_its_definition_and_the_verifier_reads_only_it(tmp_path):
    p = tmp_path / "w.td"
    p.write_text(SPEC)
    model = load_model([str(p)], use_cache=False)
    op = model.op_named("w.branch")
    assert [(r.name, r.variadic, r.predicate) for r in op.regions] == [
        ("body", False, "::llvm::hasNItems($_self, 1)"),
        ("other", False, "true"),
    ]
    assert [(s.name, s.variadic) for s in op.successors] == [("dest", False)]
    assert {"Terminator", "SameOperandsAndResultType"} <= {t.name for t in op.traits}
    (args,) = op.args.operands
    assert (args.arity.name, args.optional, args.check is not None) == ("VARIADIC", True, True)
    model.keeper = _NoRecords()  # the verifier data and the op's views come from the Op alone
    spec = {s.name: s for s in build_verifier_specs(model)}["w.branch"]
    assert spec.regions == (("body", False), ("other", False))
    assert spec.region_constraints == (("region with 1 blocks", "==", 1), None)
    assert spec.successors == (("dest", False),)
    assert "Terminator" in spec.traits and "SameOperandsAndResultType" in spec.traits
    assert [(v.name, v.arity) for v in spec.operands] == [("args", "variadic")]
    # The type rules were read with the model; the emitters only relocate them.
    rules = build_dialect_rules(model, lambda loc: f"w.td:{loc.line}:{loc.col}")
    ((rule,),) = [rs.rules for rs in rules.rule_sets]
    assert (rule.describe, rule.loc.startswith("w.td:")) == ("i64", True)
    assert rule.requirements["MinVersion"].case.symbol == "V_2"


def test_the_model_files_import_one_another_without_a_cycle():
    # build reads each op once through annotations and checks; nothing they import
    # leads back to build (the annotations<->build cycle is gone).
    pkg = Path(__file__).resolve().parents[2] / "odsgen" / "model"
    graph: dict[str, set[str]] = {}
    for path in pkg.glob("*.py"):
        deps = graph.setdefault(path.stem, set())
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module == "odsgen.model":
                deps.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("odsgen.model."):
                deps.add(node.module.split(".")[2])
            elif isinstance(node, ast.Import):
                deps.update(a.name.split(".")[2] for a in node.names if a.name.startswith("odsgen.model."))
    deps_of = {m: d & graph.keys() for m, d in graph.items()}

    def reaches(start: str, goal: str, seen: set[str]) -> bool:
        for d in deps_of[start] - seen:
            seen.add(d)
            if d == goal or reaches(d, goal, seen):
                return True
        return False

    assert [m for m in sorted(deps_of) if m != "__init__" and reaches(m, m, set())] == []


def test_ops_sharing_traits_read_each_trait_once_and_alike(tmp_path):
    """The model reads a trait record once for all the ops that list it (issue 25, item 5);
    each op still has its own traits, TraitLists flattened, in order."""
    from odsgen.model.build import _trait

    p = tmp_path / "t.td"
    p.write_text(SPEC + """
def W_OneOp : Op<W_Dialect, "one", [Pure, TraitList<[Terminator, Commutative]>, SameOperandsAndResultType]>;
def W_TwoOp : Op<W_Dialect, "two", [SameOperandsAndResultType, TraitList<[Pure, Commutative]>]>;
""")
    model = load_model([str(p)], use_cache=False)
    one, two = model.op_named("w.one"), model.op_named("w.two")
    expected = {}
    for op in (one, two):
        flat, stack = [], list(reversed(model.keeper.defs[op.record].get_defs("traits")))
        while stack:
            t = stack.pop()
            if "TraitList" in t.class_names():
                stack.extend(reversed(t.get_defs("traits")))
            else:
                flat.append(t)
        expected[op.name] = [_trait(t) for t in flat]
    assert list(one.traits) == expected["w.one"]
    assert list(two.traits) == expected["w.two"]
    shared = {t.name for t in one.traits} & {t.name for t in two.traits}
    assert {"SameOperandsAndResultType", "Commutative"} <= shared
    for name in shared:
        (a,) = [t for t in one.traits if t.name == name]
        (b,) = [t for t in two.traits if t.name == name]
        assert a is b


def test_ops_sharing_constraints_read_each_constraint_once_and_alike(tmp_path):
    """The model reads an argument's constraint record once for all the ops that use it
    (issue 25, item 5): each op's arguments are what a reader with nothing remembered
    gives, their annotations with the op's own provenance."""
    from odsgen.model.annotations import ArgReader
    from odsgen.model.build import _Builder
    from odsgen.records import load_root

    p = tmp_path / "c.td"
    shared = "AnyTypeOf<[I32, TypeAvailableAt<I64, [MinVersion<W_V2>]>]>"
    p.write_text(SPEC + f"""
def W_OneOp : Op<W_Dialect, "one"> {{
  let arguments = (ins {shared}:$a, I32:$b, OptionalAttr<I32Attr>:$c);
  let results = (outs {shared}:$r);
}}
def W_TwoOp : Op<W_Dialect, "two"> {{
  let arguments = (ins I32:$x, {shared}:$y, OptionalAttr<I32Attr>:$z);
}}
""")
    keeper = load_root(str(p), use_cache=False)
    b = _Builder(keeper)
    b.build_enums()
    b.build_case_availability()
    b.build_dialects()
    b.build_ops()
    reader = b._args
    uses = 0
    for op in b.model.ops:
        rec = keeper.defs[op.record]
        fresh = ArgReader(reader.sources, reader.constraints, reader.checks, reader.instance, reader.argument)
        assert reader.op_args(op.name, rec) == fresh.op_args(op.name, rec)
        uses += len(op.args.ins) + len(op.args.outs)
    assert len(reader._constraints) < uses
    (one_a,) = [a for a in b.model.op_named("w.one").args.ins if a.name == "a"]
    (two_y,) = [a for a in b.model.op_named("w.two").args.ins if a.name == "y"]
    assert one_a.matcher == two_y.matcher and one_a.annotations and two_y.annotations
    assert [i.requirement.provenance[0].name for ann in one_a.annotations for i in ann.availability] == ["w.one::a"]
    assert [i.requirement.provenance[0].name for ann in two_y.annotations for i in ann.availability] == ["w.two::y"]

"""validate and deduce on the table of a module MLIR verified, read from a scan of its text
(odsgen.checking.inputs.shapes, ``OpTable.from_scan``) say byte for byte what they say on the
table of odsgen's IR of the same module (``OpTable.from_module``), the two tables are
equal, and the scan reads any module in the form MLIR prints as odsgen's reader reads it
(fuzzed).

MLIR is stood in for here: its parser by the generic text it would print (locations
inline, into the text it parsed, named "-"), its registry by a set of names. The same
comparison through the real MLIR bindings, on SPIR-V, TOSA and the examples, is in
tests/oracle/test_custom_form_oracle.py.
"""

from __future__ import annotations

import json
import types

import pytest
from check_support import GPU
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis_profiles import examples

from odsgen import load_spec

from odsgen.checking.inputs.read import read_checked_file
from odsgen.checking.validate import target_resolver, validate_module
from odsgen.diagnostics import OdsgenError
from odsgen.checking.inputs import custom_syntax
from odsgen.source import SourceManager

# What the user wrote (stood in for: the locations below point into these lines).
CUSTOM = "".join(f"  gs.line{n} %a, %b : f32 // line {n}\n" for n in range(1, 41))

ENV_OLD = "#gs.target_env<#gs.vce<v1.0, [Shader], []>>"
ENV_NEW = "#gs.target_env<#gs.vce<v1.3, [Shader, Float16, GroupNonUniformBallot, Int64], [KHR_shader_ballot]>>"


def generic(env_a: str = ENV_OLD, env_b: str = ENV_NEW, stray: str = "") -> str:
    """Two units with their own targets, a function with blocks, an op with two regions,
    nested dictionaries, ops outside the spec's dialect; ``stray`` after them."""
    return (
        '"builtin.module"() ({\n'
        '  "test.unit"() ({\n'
        '    "func.func"() <{function_type = (f16, i1) -> (), sym_name = "k", arg_attrs = [{a.b = {c = 1 : i32}}, {}]}> ({\n'
        '    ^bb0(%arg0: f16 loc("-":3:10), %arg1: i1 loc("-":3:20)):\n'
        '      %0 = "gs.fadd"(%arg0, %arg0) : (f16, f16) -> f16 loc("-":4:7)\n'
        '      "gs.control_barrier"() {execution_scope = 3 : i32} : () -> () loc("-":5:7)\n'
        '      "cf.br"(%0)[^bb1] : (f16) -> () loc("-":6:7)\n'
        '    ^bb1(%1: f16 loc("-":7:3)):  // pred: ^bb0\n'
        '      %2 = "gs.fadd"(%1, %1) : (f16, f16) -> f16 loc("-":8:7)\n'
        '      %3 = "gs.group_non_uniform_ballot"(%arg1) {execution_scope = 3 : i32} : (i1) -> vector<4xi32> loc("-":9:7)\n'
        '      "func.return"() : () -> () loc("-":10:7)\n'
        '    }) : () -> () loc("-":2:5)\n'
        f'  }}) {{gs.target_env = {env_a}}} : () -> () loc("-":1:3)\n'
        '  "test.unit"() ({\n'
        '    "test.two"() ({\n'
        '      %4 = "gs.read_clock"() {scope = 3 : i32} : () -> i64 loc("-":13:9)\n'
        '      "test.end"() : () -> () loc("-":14:9)\n'
        "    }, {\n"
        '      %5 = "gs.fadd"(%6, %6) : (f16, f16) -> f16 loc("-":16:9)\n'
        '      "test.end"() : () -> () loc("-":17:9)\n'
        '    }) {note = "a } and ( in a string"} : () -> () loc("-":12:5)\n'
        '    %6 = "gs.fadd"(%6, %6) : (f16, f16) -> f16 loc("-":18:5)\n'
        f'  }}) {{gs.target_env = {env_b}}} : () -> () loc("-":11:3)\n' + stray + '}) : () -> () loc("-":0:0)\n'
    )


class _Context:
    registered: frozenset[str] = frozenset()

    def is_registered_operation(self, name: str) -> bool:
        return name in self.registered


@pytest.fixture
def mlir(monkeypatch, tmp_path):
    """Stands in for the bindings: ``mlir(text, registered)`` makes ``read_custom`` see
    ``text`` as MLIR's generic form of the module (the file ``net.mlir``), every op of a
    name in ``registered`` verified by MLIR."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "net.mlir").write_text(CUSTOM)

    def stand_in(text: str, registered=None) -> None:
        names = frozenset(registered) if registered is not None else _names(text)
        ctx = type("Context", (_Context,), {"registered": names})
        monkeypatch.setattr(custom_syntax, "_bindings", lambda: types.SimpleNamespace(Context=ctx))
        monkeypatch.setattr(custom_syntax, "_with_bindings", lambda *a, **k: (text, "-", None))

    return stand_in


def _names(text: str) -> frozenset[str]:
    import re

    return frozenset(re.findall(r'"([\w.]+)"\(', text))


def _read(
    spec, shapes: bool, verified=("gs.fadd", "gs.control_barrier", "gs.read_clock", "gs.group_non_uniform_ballot")
):
    """The module read; ``shapes``: as its table only when it can be (the gs ops to be verified)."""
    sources = SourceManager()
    module, _ = read_checked_file(
        spec, "net.mlir", sources, keep_locations=False, to_verify=verified if shapes else None, require_ops=False
    )
    return module, sources


def _report(spec, shapes: bool, target=None, **kw) -> dict:
    module, sources = _read(spec, shapes)
    assert (module.module is None) is shapes
    note = module.note
    target_of = target_resolver(spec, module, target, "net.mlir", sources)
    out = validate_module(spec, module, "net.mlir", sources, target_of, kw.pop("max_errors", 0), target, **kw)
    return {"note": None if note is None else str(note), **out}


@pytest.fixture(scope="module")
def spec():
    return load_spec(GPU)  # (with the targets.toml beside it)


@pytest.fixture(scope="module")
def gs(spec):
    return spec.checked


@pytest.mark.parametrize("target", [None, "baseline", "desktop"])
@pytest.mark.parametrize("max_errors", [0, 2])
def test_validate_on_shapes_is_validate_on_the_ir(spec, gs, mlir, target, max_errors):
    mlir(generic())
    env = spec.target(target) if target else None
    on_ir = _report(gs, False, env, max_errors=max_errors)
    on_shapes = _report(gs, True, env, max_errors=max_errors)
    assert on_shapes == on_ir
    assert json.dumps(on_shapes["report"]) == json.dumps(on_ir["report"])  # the same order too
    assert on_ir["report"]["illegal_ops"] > (2 if target != "desktop" else 0)


def test_each_unit_is_checked_against_its_own_target(gs, mlir):
    """A unit that holds a target is checked against it, not against a sibling's."""
    mlir(generic(ENV_NEW, ENV_OLD))
    on_ir, on_shapes = _report(gs, False), _report(gs, True)
    assert on_shapes == on_ir
    illegal = [(e["op"], e["loc"]) for e in on_ir["report"]["illegal"]]
    assert ("gs.fadd", "net.mlir:18:5") in illegal and ("gs.fadd", "net.mlir:4:7") not in illegal


def test_a_sweep_on_shapes_is_a_sweep_on_the_ir(spec, gs, mlir):
    mlir(generic())
    for name in ("baseline", "desktop"):
        env = spec.target(name)
        a = _report(gs, False, env, verify=False)
        b = _report(gs, True, env, verify=False)
        assert a == b


def test_errors_on_shapes_are_the_errors_on_the_ir(spec, gs, mlir):
    # An op outside any target: the same located error.
    mlir(generic(stray='  %7 = "gs.fadd"(%7, %7) : (f16, f16) -> f16 loc("-":40:3)\n'))
    with pytest.raises(OdsgenError) as on_ir:
        _report(gs, False)
    with pytest.raises(OdsgenError) as on_shapes:
        _report(gs, True)
    assert str(on_shapes.value) == str(on_ir.value)
    assert "net.mlir:40:3: error: no target for 'gs.fadd'" in str(on_ir.value)
    # An op of the spec's dialect the spec does not define.
    mlir(generic().replace('"gs.read_clock"', '"gs.read_clok"'))
    with pytest.raises(OdsgenError) as on_ir:
        _report(gs, False, spec.target("desktop"))
    with pytest.raises(OdsgenError) as on_shapes:
        _report(gs, True, spec.target("desktop"))
    assert str(on_shapes.value) == str(on_ir.value)
    assert "net.mlir:13:9: error: 'gs.read_clok' is not an op of the spec's dialect" in str(on_ir.value)


_END = '}) : () -> () loc("-":0:0)\n'


@pytest.mark.parametrize(
    "changes",
    [
        [('loc("-":4:7)', "loc(#loc4)"), (_END, _END + '#loc4 = loc("-":4:7)\n')],  # a location alias
        [('loc("-":5:7)', 'loc(fused<#loc4>["-":5:7])'), (_END, _END + '#loc4 = loc("-":4:7)\n')],  # in one
        [("{c = 1 : i32}", "{c = {d = {e = 1 : i32}}}")],  # dictionaries deeper than the scan reads
        [(_END, _END + "{-#\n  dialect_resources: {}\n#-}\n")],  # file metadata
    ],
)
def test_text_the_scan_does_not_read_goes_to_the_reader(gs, mlir, changes):
    text = generic()
    for old, new in changes:
        assert old in text
        text = text.replace(old, new)
    mlir(text)
    module, _ = _read(gs, True)
    assert module.module is not None


@pytest.mark.parametrize(
    "changes",
    [
        [('loc("-":5:7)', 'loc(fused["other.mlir":1:1, "-":5:8])')],
        [('loc("-":8:7)', 'loc("a\\"b":8:7)'), ('loc("-":9:7)', 'loc(callsite("f"("-":9:8) at "-":2:3))')],
        [('loc("-":13:9)', 'loc("n"("-":13:10 to 14:2))'), ('loc("-":16:9)', "loc(unknown)")],
    ],
)
def test_other_kinds_of_locations_are_placed_as_the_reader_places_them(spec, gs, mlir, changes):
    text = generic()
    for old, new in changes:
        assert old in text
        text = text.replace(old, new)
    mlir(text)
    assert _read(gs, True)[0].module is None
    for target in ("baseline", "desktop"):
        env = spec.target(target)
        assert _report(gs, True, env) == _report(gs, False, env)


def test_ops_mlir_did_not_verify_go_to_the_reader(gs, mlir):
    """odsgen verifies the ops of a dialect MLIR does not register: it needs their IR;
    other ops MLIR does not register are not verified by anyone, as on odsgen's IR."""
    mlir(generic(), registered=_names(generic()) - {"gs.read_clock", "test.two"})
    module, _ = _read(gs, True)
    assert module.module is not None
    assert "gs.fadd" in module.table.verified and "gs.read_clock" not in module.table.verified
    shapes, _ = _read(gs, True, verified=("gs.fadd",))  # gs.read_clock not verified (--no-verify)
    assert shapes.module is None


def test_the_table_of_the_scan_is_the_table_of_the_ir(gs, mlir):
    mlir(generic())
    table = _read(gs, True)[0].table
    module = _read(gs, False)[0]
    assert module.table == table and module.table.verified == table.verified != frozenset()
    names = [table.names[s] for s in table.shape]
    assert names == [op.name for op in module.ir().walk()]
    assert [(table.op_at(i).line, table.op_at(i).col) for i in range(len(table))] == [
        (op.line, op.col) for op in module.ir().walk()
    ]
    assert table.by_name()["gs.fadd"] == 4 and table.count({"gs.fadd", "test.end"}) == 6
    # Ops that look alike share one shape (and one representative op).
    assert len(table.names) < len(table) and sum(table.counts()) == len(table)


@pytest.mark.parametrize("target", [None, "baseline", "desktop"])
def test_deduce_on_shapes_is_deduce_on_the_ir(spec, gs, mlir, target):
    from odsgen.checking.deduce import deduce_module

    mlir(generic())
    env = spec.target(target) if target else None
    got = []
    for shapes in (False, True):
        module, sources = _read(gs, shapes, verified=())
        assert (module.module is None) is shapes
        got.append([u.to_json() for u in deduce_module(gs, module, "net.mlir", sources, env)])
    assert got[0] == got[1]
    assert got[0][0]["forced_by"]


# --------------------------------------------------------------------------- the scan, fuzzed

_NAMES = ["gs.fadd", "test.a", "t.b.c", "x.y_z$1", "test.region"]
_VALUES = [
    "1 : i32",
    '"a } ( \\" ) {"',
    "{c = 1 : i32}",
    '{c = {d = "}"}}',
    "[1, 2]",
    "#gs.vce<v1.0, [Shader], []>",
    "(i32) -> f16",
    "dense<[1, 2]> : tensor<2xi32>",
]


@st.composite
def _dicts(draw):
    keys = draw(st.lists(st.sampled_from(["a", "b.c", "sym_name", "value"]), unique=True, max_size=3))
    return "{" + ", ".join(f"{k} = {draw(st.sampled_from(_VALUES))}" for k in sorted(keys)) + "}"


class _Gen:
    """MLIR's generic form of a random module (as MLIR prints it: an op or a block label
    per line, every op's location inline); every value is an i32."""

    def __init__(self, draw):
        self.draw = draw
        self.lines: list[str] = []
        self.n = 0

    def loc(self) -> str:
        line = self.draw(st.integers(1, 45))
        col = self.draw(st.integers(1, 40))
        here = f'"-":{line}:{col}'
        kind = self.draw(st.integers(0, 14))
        forms = {
            10: f'"other.mlir":{line}:{col}',
            11: f'"n"({here})',
            12: f'callsite("f"({here}) at "-":1:2)',
            13: f'fused<"m">["a\\"b.mlir":1:1, {here} to {line}:{col + 2}]',
            14: "unknown",
        }
        return f"loc({forms.get(kind, here)})"

    def value(self) -> str:
        self.n += 1
        return f"%{self.n}"

    def ops(self, indent: str, scope: list[str], depth: int) -> None:
        for _ in range(self.draw(st.integers(0, 4))):
            self.op(indent, scope, depth)

    def op(self, indent: str, scope: list[str], depth: int) -> None:
        draw = self.draw
        name = draw(st.sampled_from(_NAMES))
        uses = draw(st.lists(st.sampled_from(scope), max_size=3)) if scope else []
        nres = draw(st.integers(0, 2))
        res = [self.value() for _ in range(nres)]
        head = f"{indent}{', '.join(res)} = " if res else indent
        props = f" <{draw(_dicts())}>" if draw(st.booleans()) else ""
        attrs = draw(_dicts())
        attrs = f" {attrs}" if attrs != "{}" else ""
        sig = f"({', '.join(['i32'] * len(uses))}) -> " + (
            "()" if not res else "i32" if nres == 1 and draw(st.booleans()) else f"({', '.join(['i32'] * nres)})"
        )
        nregions = draw(st.integers(0, 2)) if depth < 3 else 0
        call = f'{head}"{name}"({", ".join(uses)}){props}'
        if not nregions:
            self.lines.append(f"{call}{attrs} : {sig} {self.loc()}")
        else:
            self.lines.append(f"{call} ({{")
            for r in range(nregions):
                if r:
                    self.lines.append(f"{indent}}}, {{")
                self.region(indent + "  ", scope, depth + 1)
            self.lines.append(f"{indent}}}){attrs} : {sig} {self.loc()}")
        scope.extend(res)

    def region(self, indent: str, scope: list[str], depth: int) -> None:
        for b in range(self.draw(st.integers(0, 2))):
            inner = list(scope)
            args = [self.value() for _ in range(self.draw(st.integers(0, 2)))]
            if args or b:
                arglist = ", ".join(f"{a}: i32 {self.loc()}" for a in args)
                self.lines.append(f"{indent[:-2]}^bb{b}" + (f"({arglist})" if args else "") + ":  // a comment")
            inner += args
            self.ops(indent, inner, depth)


@st.composite
def _modules(draw):
    gen = _Gen(draw)
    gen.lines.append('"builtin.module"() ({')
    gen.ops("  ", [], 1)
    gen.lines.append('}) : () -> () loc("-":0:0)')
    return "\n".join(gen.lines) + "\n"


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_modules())
def test_the_scan_reads_what_odsgens_reader_reads(text):
    """On any module in the form MLIR prints, the shapes are those of odsgen's IR of it:
    the same ops in the same order, names, places, dictionaries, types, and nesting."""
    from odsgen.checking.inputs.custom_syntax import _relocating_parser
    from odsgen.checking.inputs.shapes import Placer
    from odsgen.runtime.reader import read_text
    from odsgen.checking.inputs.shapes import scan_generic

    from odsgen.checking.inputs.op_listing import OpListing, bind_module

    src = SourceManager().add("net.mlir", CUSTOM)
    unfiled: list = []  # (ops without a file location: placed by their index, op #N, as custom_syntax does)
    module = read_text(
        text,
        "<g>",
        SourceManager(),
        freeze=False,
        parser_class=_relocating_parser(Placer(src, "-", "net.mlir"), False, unfiled),
    )
    if unfiled:
        bind_module(OpListing("net.mlir"), module, {id(op) for op in unfiled})
    shapes = scan_generic(text, SourceManager(), Placer(src, "-", "net.mlir"), lambda name: True)
    assert shapes is not None, text
    ops = list(module.walk())
    assert len(shapes) == len(ops)
    index = {id(op): i for i, op in enumerate(ops)}
    for i, op in enumerate(ops):
        rep, here = shapes.ops[shapes.shape[i]], shapes.op_at(i)
        assert rep.name == here.name == op.name
        assert (here.line, here.col) == (op.line, op.col)
        assert str(rep.properties) == str(op.properties) and str(rep.attributes) == str(op.attributes)
        assert [v.type for v in rep.operands] == [v.type for v in op.operands]
        assert [v.type for v in rep.results] == [v.type for v in op.results]
        parent = op.parent_op
        assert shapes.parent[i] == (-1 if parent is None else index[id(parent)])
        if op.regions:
            assert shapes.regioned[i] == i + 1 + sum(1 for _ in _nested(op))
        else:
            assert i not in shapes.regioned


def _nested(op):
    for region in op.regions:
        for block in region.blocks:
            for inner in block.operations:
                yield inner
                yield from _nested(inner)

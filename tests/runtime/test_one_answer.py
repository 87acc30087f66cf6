"""One answer per op, wherever it is asked (issue 21): on random modules of a dialect with
type rules (odsgen/typerules.td: value types, a context that replaces a dimension, a
dialect type's parameters, a rule about one op), the generated package
(``TargetEnv.is_legal`` on the op and on its op class, the package's
``conversion_target``), ``validate``, ``deduce``, ``explain`` and ``convert``'s
conversion target agree op by op: one computation, the op classes' ``needs_of``."""

from __future__ import annotations

import functools
import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from check_support import GPU, GPU_TYPE_RULES, loaded, read

INTS = ["i16", "i32", "i64", "vector<2xi16>", "vector<4xi32>"]
FLOATS = ["f16", "f32", "f64"]
ELEMENTS = ["i16", "i32", "i64", "f16", "f32"]

# (op, operand types, result type, attributes), one op instance each.
ops = st.one_of(
    st.sampled_from(INTS).map(lambda t: ("gs.iadd", [t, t], t, "")),
    st.sampled_from(FLOATS).map(lambda t: ("gs.fadd", [t, t], t, "")),
    st.tuples(st.sampled_from(ELEMENTS), st.sampled_from(["Storage", "Private"]), st.sampled_from(["", "12"])).map(
        lambda x: ("gs.load", [f"!gs.buf<{x[0]}, {x[1]}>"], x[0], f" {{memory_access = {x[2]} : i32}}" if x[2] else "")
    ),
    st.sampled_from(["1", "2", "3"]).map(
        lambda s: ("gs.control_barrier", [], None, f" {{execution_scope = {s} : i32}}")
    ),
)


def module_text(instances) -> str:
    types = list(dict.fromkeys(t for _, ts, _, _ in instances for t in ts)) or ["i32"]
    arg = {t: f"%a{i}" for i, t in enumerate(types)}
    lines = [
        '"builtin.module"() ({',
        f'  "func.func"() <{{function_type = ({", ".join(types)}) -> (), sym_name = "f"}}> ({{',
        f'  ^bb0({", ".join(f"{arg[t]}: {t}" for t in types)}):',
    ]
    for k, (name, ts, res, attrs) in enumerate(instances):
        lhs = f"%r{k} = " if res else ""
        operands = ", ".join(arg[t] for t in ts)
        lines.append(f'    {lhs}"{name}"({operands}){attrs} : ({", ".join(ts)}) -> {res or "()"}')
    lines += ['    "func.return"() : () -> ()', "  }) : () -> ()", "}) : () -> ()", ""]
    return "\n".join(lines)


@functools.cache
def _spec():
    """The example GPU dialect with type rules (a LoadedSpec, once)."""
    d = Path(tempfile.mkdtemp(prefix="one-answer-"))
    (d / "rules.td").write_text(GPU_TYPE_RULES)
    return loaded(GPU, str(d / "rules.td"))


def targets(s):
    env_cls = s.package.target.TargetEnv
    kw = {}
    for axis in env_cls.AXES:
        members = list(dict.fromkeys(axis.enum.__members__.values()))
        kw[axis.keyword] = st.sampled_from(members) if axis.ordered else st.frozensets(st.sampled_from(members))
    return st.fixed_dictionaries(kw).map(lambda k: env_cls(**k))


def _target_of(s, unit):
    """The package's TargetEnv of a deduced unit (its requirements by dimension)."""
    env_cls = s.package.target.TargetEnv
    kw = {}
    for dim in env_cls.DIMENSIONS:
        value = unit.requirements.get(dim.name)
        if value is None:
            continue
        axis = next(a for a in env_cls.AXES if a.enum is dim.enum)
        kw[axis.keyword] = dim.enum[value] if axis.ordered else [dim.enum[v] for v in value]
    return env_cls(**kw)


@settings(max_examples=25, deadline=None)
@given(st.lists(ops, min_size=1, max_size=6), st.data())
def test_package_validate_deduce_explain_and_convert_agree_op_by_op(tmp_path_factory, instances, data):
    from odsgen.checking.explain import explain_instance
    from odsgen.checking.inputs.optable import OpTable
    from odsgen.source import SourceManager

    s = _spec()
    env = data.draw(targets(s))
    pkg, checker = s.package, s.checker
    text = module_text(instances)
    path = tmp_path_factory.mktemp("m") / "m.mlir"
    path.write_text(text)
    module = read(text, str(path))
    mine = [op for op in module.walk() if op.name in pkg.ops.OPS]
    assert len(mine) == len(instances)
    table = OpTable.from_module(module)
    bad = {id(v.subject): v for v, _env in checker.validate(table, lambda i: env, str(path))}
    generated = pkg.target.conversion_target(env)
    converting = checker.conversion_target(env)
    for op in mine:
        legality = env.is_legal(op)
        legal = bool(legality)
        # The generated package: on the op, on its op class, in its conversion target.
        assert bool(env.is_legal(pkg.ops.OPS[op.name](op))) == legal
        assert generated.is_legal(op) == legal
        # validate: the same ops, for the same reasons.
        assert (id(op) not in bad) == legal
        if not legal:
            assert [r.message for r in bad[id(op)].reasons] == [r.message for r in legality.reasons]
        # convert's conversion target.
        assert converting.is_legal(op) == legal
        # explain, of the instance at its place.
        _doc, _lines, explained = explain_instance(s, str(path), f"{op.line}:{op.col}", env, SourceManager())
        assert explained == legal
        # deduce: under the target, a unit of this op fails exactly when the target lacks
        # what it needs (but for a version above a max version, which a deduction never picks);
        # alone, its least target is one the package finds the op legal on.
        unit = checker.deduce(OpTable.from_ops([op]), "u", f"{path}:1:1", str(path), env)
        if legal:
            assert not unit.errors, unit.errors
        elif not unit.errors:
            assert {r.kind for r in legality.reasons} == {"removed"}
        least = checker.deduce(OpTable.from_ops([op]), "u", f"{path}:1:1", str(path))
        if not least.errors:
            assert _target_of(s, least).is_legal(op)

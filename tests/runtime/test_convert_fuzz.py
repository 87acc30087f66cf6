"""Fuzzing pattern files: random sequences of the rewriter's operations (create, replace,
erase, set an operand or an attribute, move) on random modules of the dataflow example.

``odsgen.convert`` must either refuse, with an ``OdsgenError`` located in the pattern file
and nothing written, or write a module that odsgen reads back and finds well-formed (no
malformed op, no operand that does not dominate its use); with the oracle, a module that
``mlir-opt --allow-unregistered-dialect`` reads and verifies too (func, scf and
builtin ops registered: their regions are checked for dominance and terminators). The
same on random SPIR-V functions with the upstream SPIR-V spec, where mlir-opt runs every
op's own verifier (the fuzz leaves spirv.module's body alone: its C++ verifier, which
odsgen cannot read, wants only its own ops there). Never another exception, a hang (each
case runs under a time bound) or unreadable output. ``ODSGEN_FUZZ_EXAMPLES`` sets the
number of examples (30: a few seconds).
"""

from __future__ import annotations

import os
import subprocess
import textwrap
from pathlib import Path

import pytest
from check_support import DATAFLOW
from runtime_support import time_bound
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import odsgen
from odsgen.diagnostics import OdsgenError
from odsgen.runtime.dominance import dominance_errors, region_kind
from odsgen.runtime.reader import read_file

pytestmark = pytest.mark.usefixtures("api_session")  # (tests/conftest.py)

MLIR_OPT = Path(os.environ.get("ODSGEN_LLVM_ROOT", "/usr/lib/llvm-22")) / "bin" / "mlir-opt"
CASE_SECONDS = 20
N_EXAMPLES = int(os.environ.get("ODSGEN_FUZZ_EXAMPLES", "30"))  # tens in the normal run; more by hand
T = "tensor<4xf32>"
STEPS = [
    "create",
    "create_clone",
    "replace",
    "replace_with",
    "erase",
    "set_operand",
    "set_attr",
    "set_bad_attr",
    "move",
]


@pytest.fixture(scope="module")
def spec():
    return odsgen.load_spec(DATAFLOW)


# --------------------------------------------------------------------------- random modules

# One op of a body: (kind, operand choices); a region holds a body of its own.
op_kinds = st.sampled_from(["make", "clone", "use", "trace"])


@st.composite
def bodies(draw, depth: int = 0):
    n = draw(st.integers(1, 6))
    items = []
    for _ in range(n):
        if depth < 2 and draw(st.integers(0, 5)) == 0:
            items.append(("region", draw(bodies(depth + 1))))
        else:
            items.append((draw(op_kinds), draw(st.lists(st.integers(0, 1000), min_size=2, max_size=2))))
    return items


def module_text(body) -> str:
    """The generic text of a function over ``body``: every operand an earlier value in scope."""
    counter = [0]
    lines: list[str] = []

    def emit(items, scope: list[str], indent: str) -> None:
        scope = list(scope)
        for kind, arg in items:
            if kind == "region":
                lines.append(f'{indent}"scf.execute_region"() ({{')
                emit(arg, scope, indent + "  ")
                lines.append(f'{indent}  "scf.yield"() : () -> ()')
                lines.append(f"{indent}}}) : () -> ()")
                continue
            x, y = (scope[i % len(scope)] for i in arg)
            name = f"%v{counter[0]}"
            counter[0] += 1
            if kind == "make":
                lines.append(f'{indent}{name} = "fz.make"() : () -> {T}')
            elif kind == "clone":
                lines.append(f'{indent}{name} = "df.tensor.clone"({x}) : ({T}) -> {T}')
            elif kind == "use":
                lines.append(f'{indent}"fz.use"({x}, {y}) : ({T}, {T}) -> ()')
                continue
            else:
                lines.append(f'{indent}"df.tensor.trace"({x}) {{key = "k"}} : ({T}) -> ()')
                continue
            scope.append(name)

    emit(body, ["%a"], "    ")
    return "\n".join(
        [
            '"builtin.module"() ({',
            f'  "func.func"() <{{function_type = ({T}) -> (), sym_name = "f"}}> ({{',
            f"  ^bb0(%a: {T}):",
            *lines,
            '    "func.return"() : () -> ()',
            "  }) : () -> ()",
            "}) : () -> ()",
            "",
        ]
    )


# --------------------------------------------------------------------------- random pattern files

PATTERN_FILE = """\
import random

from odsgen.runtime import ir
from odsgen.runtime.rewrite import pattern

RNG = random.Random({seed})
STEPS = {steps!r}
T = {type}
STRUCTURE = {structure!r}  # ops the fuzz leaves alone (other dialects': odsgen cannot verify them)


def _ours(op):
    return op.name.startswith({ours!r}) and op.name not in STRUCTURE


@pattern({root!r})
def fuzz(op, rw):
    if not _ours(op):
        return
    top = op
    while top.parent_op is not None:
        top = top.parent_op
    for step in STEPS:
        ops = [o for o in top.walk() if _ours(o) and o.parent is not None]
        values = [v for o in top.walk() for v in o.results] + [
            a for o in top.walk() for r in o.regions for b in r.blocks for a in b.arguments
        ]
        pick = RNG.choice
        if step == "create" and values:
            name, arity = pick({makes!r})
            rw.create(name, [pick(values) for _ in range(arity)], [T], location=op.location)
        elif step == "create_clone" and values:
            rw.create({clone!r}, [pick(values)], [T], location=op.location)
        elif step == "replace" and op.parent is not None:
            rw.replace_op(op, [pick(values) for _ in op.results])
        elif step == "replace_with" and op.parent is not None:
            rw.replace_op_with(op, pick({others!r} + [op.name]), location=op.location)
        elif step == "erase" and ops:
            rw.erase_op(pick(ops))
        elif step == "set_operand" and values:
            users = [o for o in ops if o.operands]
            if users:
                user = pick(users)
                rw.set_operand(user, RNG.randrange(len(user.operands)), pick(values))
        elif step == "set_attr" and ops:
            rw.set_attr(pick(ops), pick(["tag", "key"]), ir.StringAttr("x"))
        elif step == "set_bad_attr" and ops:
            rw.set_attr(pick(ops), "tag", None)
        elif step == "move" and len(ops) > 1:
            anchors = [o for o in top.walk() if o.parent is not None and o.parent_op is not None and {anchor}]
            rw.move_op_before(pick(ops), pick(anchors))
    return {ret!r}
"""


DF = {
    "type": "ir.RankedTensorType([4], ir.f32)",
    "structure": ["builtin.module", "func.func", "func.return", "scf.execute_region", "scf.yield"],
    "ours": ("df.", "fz."),
    "makes": [("fz.make", 0), ("fz.make", 1)],
    "clone": "df.tensor.clone",
    "others": ["fz.copy", "df.tensor.clone"],
    "anchor": "True",
}


def pattern_text(seed: int, steps: list[str], root: str | None, ret: bool, flavor: dict = DF) -> str:
    return PATTERN_FILE.format(seed=seed, steps=steps, root=root, ret=ret, **flavor)


cases = st.tuples(
    bodies(),
    st.integers(0, 2**32),
    st.lists(st.sampled_from(STEPS), min_size=2, max_size=6),
    st.sampled_from(["df.tensor.clone", "df.tensor.trace", None, None]),
    st.sampled_from([None, None, True, False]),  # (a bool: checked against what the rewriter recorded)
)


def run_case(tmp: Path, spec, case, oracle: bool, flavor: dict = DF, target: str = "version=V_1") -> None:
    body, seed, steps, root, ret = case
    module = tmp / "m.mlir"
    module.write_text(module_text(body) if flavor is DF else spirv_module_text(body))
    pats = tmp / "p.py"
    pats.write_text(pattern_text(seed, steps, root, ret, flavor))
    out = tmp / "out.mlir"
    out.write_text("old\n")
    try:
        with time_bound(CASE_SECONDS):
            got = odsgen.convert(spec, str(module), target, str(pats), output=str(out))
    except OdsgenError as exc:
        # Refused: located in the pattern file, nothing written.
        text = str(exc)
        assert text.startswith(f"{pats}:"), text
        assert ": error: pattern 'fuzz' " in text.splitlines()[0] or ": error: importing" in text, text
        assert out.read_text() == "old\n"
        return
    assert got["status"] in ("legal", "illegal"), got  # never malformed
    written = read_file(str(out))
    assert list(dominance_errors(written.body, region_kind(spec.checked.verifier.specs))) == []
    if any(op.name.startswith(flavor["ours"][0]) for op in written.walk()):  # (validate wants an op of the spec's)
        again = odsgen.validate(spec, str(out), target=target)
        assert again["malformed_ops"] == 0 and again["status"] == got["status"], again
    if oracle:
        proc = subprocess.run(
            [str(MLIR_OPT), "--allow-unregistered-dialect", "--mlir-print-op-generic", str(out), "-o", "/dev/null"],
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert proc.returncode == 0, proc.stderr + "\n" + out.read_text() + "\n" + pats.read_text()


# --------------------------------------------------------------------------- SPIR-V: mlir-opt verifies every op

SPIRV_OPS = {  # kind: (generic text with {x} {y}, needs vulkan-1.1 lacks)
    "iadd": ('"spirv.IAdd"({x}, {y}) : (i32, i32) -> i32', False),
    "isub": ('"spirv.ISub"({x}, {y}) : (i32, i32) -> i32', False),
    "bitcount": ('"spirv.BitCount"({x}) : (i32) -> i32', False),
    "group_iadd": (
        '"spirv.GroupNonUniformIAdd"({x}) <{{execution_scope = #spirv.scope<Subgroup>, '
        "group_operation = #spirv.group_operation<Reduce>}}> : (i32) -> i32",
        True,
    ),
    "sdot": (
        '"spirv.SDot"({x}, {y}) <{{format = #spirv.packed_vector_format<PackedVectorFormat4x8Bit>}}> : (i32, i32) -> i32',
        True,
    ),
}
SPIRV = {
    "type": "ir.i32",
    "structure": ["spirv.module", "spirv.func", "spirv.Return"],
    "ours": ("spirv.",),
    "makes": [("spirv.IAdd", 2), ("spirv.ISub", 2), ("spirv.SNegate", 1)],
    "clone": "spirv.BitCount",
    "others": ["spirv.BitCount", "spirv.SNegate", "spirv.Not"],
    "anchor": 'o.parent_op.name == "spirv.func"',  # (spirv.module's C++ verifier wants only its own ops in its body)
}
spirv_bodies = st.lists(
    st.tuples(st.sampled_from(sorted(SPIRV_OPS)), st.lists(st.integers(0, 1000), min_size=2, max_size=2)),
    min_size=1,
    max_size=8,
)


def spirv_module_text(body) -> str:
    scope = ["%a", "%b"]
    lines = []
    for i, (kind, (x, y)) in enumerate(body):
        text = SPIRV_OPS[kind][0].format(x=scope[x % len(scope)], y=scope[y % len(scope)])
        lines.append(f"      %v{i} = {text}")
        scope.append(f"%v{i}")
    return "\n".join(
        [
            '"builtin.module"() ({',
            '  "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, '
            "memory_model = #spirv.memory_model<GLSL450>}> ({",
            '    "spirv.func"() <{function_control = #spirv.function_control<None>, '
            'function_type = (i32, i32) -> (), sym_name = "f"}> ({',
            "    ^bb0(%a: i32, %b: i32):",
            *lines,
            '      "spirv.Return"() : () -> ()',
            "    }) : () -> ()",
            "  }) : () -> ()",
            "}) : () -> ()",
            "",
        ]
    )


spirv_cases = st.tuples(
    spirv_bodies,
    st.integers(0, 2**32),
    st.lists(st.sampled_from(STEPS), min_size=2, max_size=6),
    st.sampled_from(["spirv.GroupNonUniformIAdd", "spirv.SDot", None]),
    st.sampled_from([True, True, True, False]),
)


@pytest.fixture(scope="module")
def spirv_spec(llvm_include):
    return odsgen.load_spec([f"{llvm_include}/mlir/Dialect/SPIRV/IR/SPIRVOps.td"], [llvm_include])


@pytest.mark.oracle
@settings(max_examples=N_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(case=spirv_cases)
def test_random_rewrites_of_spirv_give_a_module_mlir_opt_verifies(case, spirv_spec, tmp_path_factory):
    """On SPIR-V, the ops of a registered dialect: mlir-opt runs every op's own verifier."""
    run_case(tmp_path_factory.mktemp("fuzz"), spirv_spec, case, oracle=True, flavor=SPIRV, target="vulkan-1.1")


@settings(max_examples=N_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(case=cases)
def test_random_rewrites_are_refused_or_give_a_well_formed_module(case, spec, tmp_path_factory):
    run_case(tmp_path_factory.mktemp("fuzz"), spec, case, oracle=False)


@pytest.mark.oracle
@settings(max_examples=N_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(case=cases)
def test_random_rewrites_give_a_module_mlir_opt_verifies(case, spec, tmp_path_factory):
    run_case(tmp_path_factory.mktemp("fuzz"), spec, case, oracle=True)


def test_the_generated_modules_are_well_formed(spec, tmp_path):
    """The generator's own modules: valid for odsgen and in order (the fuzz starts from them)."""
    body = [("make", [0, 0]), ("region", [("clone", [1, 0]), ("use", [0, 2])]), ("trace", [1, 1])]
    path = tmp_path / "m.mlir"
    path.write_text(module_text(body))
    got = odsgen.validate(spec, str(path), target="version=V_3")
    assert got["status"] == "legal" and got["malformed_ops"] == 0, got
    assert textwrap.dedent(path.read_text()).count("scf.execute_region") == 1

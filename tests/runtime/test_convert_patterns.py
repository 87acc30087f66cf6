"""Pattern files that misuse the rewriter, blow up or exit (issue 20): each is refused
with an error located in the pattern file and nothing written, or its rewrite is refused
and undone; never a module that cannot be read back, a hang or a traceback. Also the
dominance check (``operand #N does not dominate this use``) that convert's driver and
``odsgen validate`` share (odsgen.runtime.dominance)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from check_support import DATAFLOW, EXAMPLES
from runtime_support import REPO, run_odsgen, run_odsgen_in_process

import odsgen
from odsgen.diagnostics import OdsgenError
from odsgen.runtime.dominance import dominance_errors, region_kind
from odsgen.runtime.reader import read_file, read_text

SAMPLE = str(EXAMPLES / "dataflow" / "sample.mlir")
MLIR_OPT = Path(os.environ.get("ODSGEN_LLVM_ROOT", "/usr/lib/llvm-22")) / "bin" / "mlir-opt"


@pytest.fixture(scope="module")
def spec():
    return odsgen.load_spec(DATAFLOW)


def pattern_file(tmp_path: Path, text: str, name: str = "p.py") -> str:
    p = tmp_path / name
    p.write_text(
        "from odsgen.runtime.rewrite import Pattern, pattern\nfrom odsgen.runtime import ir\n\n" + textwrap.dedent(text)
    )
    return str(p)


def convert(
    tmp_path: Path, pats: str, target: str = "version=V_1", module: str = SAMPLE, env=None, subprocess_: bool = False
):
    """``odsgen convert`` with an output that exists: (process, output path). Through
    ``odsgen.cli.main`` in this process (the spec loaded once per worker); the real CLI in
    a subprocess with ``subprocess_`` or ``env`` (for what only a process shows: how it
    exits when a pattern exits, the files it leaves)."""
    out = tmp_path / "out.mlir"
    out.write_text("old\n")
    args = ["convert", module, "--spec", DATAFLOW, "--target", target, "--patterns", pats, "-o", str(out)]
    if env is not None:
        return subprocess.run([sys.executable, "-m", "odsgen", *args], capture_output=True, env=env, cwd=REPO), out
    if subprocess_:
        return run_odsgen(*args), out
    return run_odsgen_in_process(*args), out


def assert_refused(proc, out: Path, first: str, *more: str) -> None:
    """Exit 2, the first error as given (located in the pattern file), no traceback, the
    output as it was."""
    err = proc.stderr.decode()
    assert proc.returncode == 2, err
    assert err.startswith(first), err
    for m in more:
        assert m in err
    assert "Traceback" not in err and proc.stdout == b""
    assert out.read_text() == "old\n"


# --------------------------------------------------------------------------- the views rw.insert returns


def test_inserted_views_have_results_result_and_operands_as_mlirs_opview(tmp_path):
    """Issue 32, item 24: the op class instance ``rw.insert`` returns had no ``.results``
    (an AttributeError raised in the pattern): it has ``.results``, ``.result`` (its single
    result) and ``.operands``, as MLIR Python's ``OpView`` does."""
    pats = pattern_file(
        tmp_path,
        """\
        @pattern("df.variable.load.indirect")
        def direct_load(op, rw):
            df = rw.package
            variable = df.VariableAddressOp(op.operands[0].owner).variable
            view = rw.insert(df.VariableLoadOp.build(variable=variable, result_type=op.result.type))
            assert view.operands == () and view.results == tuple(view.operation.results) and len(view.results) == 1
            assert view.result is view.results[0]
            assert df.VariableLoadIndirectOp(op).operands == (op.operands[0],)
            rw.replace_op(op, [view.results[0]])
        """,
    )
    proc, out = convert(tmp_path, pats, target="version=V_4")
    assert proc.returncode == 0, proc.stderr.decode()
    assert b"1 op rewritten (direct_load x1)" in proc.stdout
    text = out.read_text()
    assert "df.variable.load.indirect" not in text
    assert '"df.variable.load"() {variable = @counter} : () -> tensor<4xi32>' in text


# --------------------------------------------------------------------------- rewriter misuse (items 4, 6, 23)


def test_erasing_an_op_whose_result_is_used_is_a_located_error(tmp_path):
    pats = pattern_file(
        tmp_path,
        """\
        @pattern("df.tensor.clone")
        def drop_clone(op, rw):
            rw.erase_op(op)
        """,
    )
    proc, out = convert(tmp_path, pats)
    assert_refused(
        proc,
        out,
        f"{pats}:6:5: error: pattern 'drop_clone' raised ConversionError: erasing 'df.tensor.clone' whose result #0 "
        f"is still used by 'df.tensor.reshape' at {SAMPLE}:23:11",
        f"{SAMPLE}:20:10: note: while rewriting 'df.tensor.clone'",
    )


def test_erasing_the_module_is_a_located_error(tmp_path):
    pats = pattern_file(
        tmp_path,
        """\
        @pattern(None)
        def drop_everything(op, rw):
            rw.erase_op(op)
        """,
    )
    proc, out = convert(tmp_path, pats)
    assert_refused(
        proc,
        out,
        f"{pats}:6:5: error: pattern 'drop_everything' raised ConversionError: cannot erase the top-level "
        "'builtin.module'",
    )


def test_moving_an_op_into_itself_is_a_located_error(tmp_path):
    pats = pattern_file(
        tmp_path,
        """\
        @pattern("df.tensor.trace")
        def hoist(op, rw):
            rw.move_op_before(op.parent_op, op)
        """,
    )
    proc, out = convert(tmp_path, pats, target="version=V_2")
    assert_refused(
        proc,
        out,
        f"{pats}:6:5: error: pattern 'hoist' raised ConversionError: moving 'func.func' before an op it holds",
    )


@pytest.mark.parametrize(
    "body, first",
    [
        (
            """\
            @pattern("df.tensor.clone")
            def none_attr(op, rw):
                rw.set_attr(op, "note", None)
            """,
            "{pats}:6:5: error: pattern 'none_attr' raised TypeError: set_attr: the value of 'note' must be an "
            "attribute (ir.Attribute), not None",
        ),
        (
            """\
            @pattern("df.tensor.clone")
            def none_operand(op, rw):
                rw.replace_op_with(op, "df.tensor.clone", [None])
            """,
            "{pats}:6:5: error: pattern 'none_operand' raised TypeError: operand None is not a Value",
        ),
        (
            """\
            @pattern("df.tensor.clone", benefit="high")
            def f(op, rw):
                pass
            """,
            "{pats}:4:2: error: importing the pattern file raised TypeError: a pattern's benefit is a whole "
            "number (higher is tried first), not 'high'",
        ),
        (
            """\
            @pattern(3)
            def f(op, rw):
                pass
            """,
            "{pats}:4:2: error: importing the pattern file raised TypeError: a pattern's root is an op name",
        ),
        (
            """\
            class Drop(Pattern):
                root = "df.tensor.clone"
                benefit = "2"

                def match_and_rewrite(self, op, rw):
                    pass

            DROP = Drop()
            """,
            "{pats}:8:1: error: pattern Drop: a pattern's benefit is a whole number (higher is tried first), not '2'",
        ),
    ],
    ids=["set_attr-None", "operand-None", "benefit-str", "root-int", "class-benefit"],
)
def test_bad_pattern_values_are_located_errors(tmp_path, body, first):
    pats = pattern_file(tmp_path, body)
    proc, out = convert(tmp_path, pats)
    assert_refused(proc, out, first.format(pats=pats))
    assert "internal error" not in proc.stderr.decode()


# --------------------------------------------------------------------------- exits (item 22)


@pytest.mark.parametrize(
    "body, first",
    [
        (
            """\
            import sys

            @pattern("df.tensor.clone")
            def leave(op, rw):
                sys.exit(0)
            """,
            "{pats}:8:5: error: pattern 'leave' raised SystemExit: 0",
        ),
        (
            """\
            @pattern("df.tensor.clone")
            def stop(op, rw):
                raise GeneratorExit("done")
            """,
            "{pats}:6:5: error: pattern 'stop' raised GeneratorExit: done",
        ),
        (
            """\
            @pattern("df.tensor.clone")
            def f(op, rw):
                pass

            exit()
            """,
            "{pats}:8:1: error: importing the pattern file raised SystemExit",
        ),
    ],
    ids=["sys.exit-in-pattern", "GeneratorExit-in-pattern", "exit-at-import"],
)
def test_exiting_from_pattern_code_is_a_located_error(tmp_path, body, first):
    """In a real process: an exit in pattern code does not end it (nor with its status)."""
    pats = pattern_file(tmp_path, body)
    proc, out = convert(tmp_path, pats, subprocess_=True)
    assert_refused(proc, out, first.format(pats=pats))


# --------------------------------------------------------------------------- bounded work (item 20)


def rebuilders(tmp_path: Path, n: int) -> str:
    """``n`` patterns, each rebuilding df.tensor.clone (which V_1 lacks) as it was."""
    return pattern_file(
        tmp_path,
        "".join(f"""\
@pattern("df.tensor.clone")
def rebuild{i}(op, rw):
    rw.replace_op_with(op, op.name, location=op.location)

""" for i in range(n)),
    )


def test_alternative_patterns_that_rebuild_the_op_are_bounded(tmp_path):
    pats = rebuilders(tmp_path, 5)
    start = time.monotonic()
    proc, out = convert(tmp_path, pats)
    assert time.monotonic() - start < 60  # before: 118 s
    text = proc.stdout.decode()
    assert proc.returncode == 1, proc.stderr.decode()
    clone = text.split(f"{SAMPLE}:20:10: error: 'df.tensor.clone' is not available on the target")[1]
    for i in range(5):
        assert f"note: pattern rebuild{i} ({pats}:{4 + 4 * i}:1): created 'df.tensor.clone', which the target" in clone


def test_the_bound_of_pattern_applications_is_reported(tmp_path):
    pats = rebuilders(tmp_path, 8)  # 8! chains of rewrites: the bound of 1000 applications is hit
    proc, out = convert(tmp_path, pats)
    text = proc.stdout.decode()
    assert proc.returncode == 1, proc.stderr.decode()
    assert (
        f"note: pattern rebuild0 ({pats}:4:1): refused: legalizing what it created took more than 1000 pattern "
        "applications (the driver's bound for one op); no other pattern was tried on it"
    ) in text
    assert read_file(str(out)).op.name == "builtin.module"  # written, as it was where refused


# --------------------------------------------------------------------------- pattern files leave nothing (item 29)


def test_a_pattern_file_leaves_no_bytecode_beside_it(tmp_path):
    pats = pattern_file(
        tmp_path,
        """\
        @pattern("df.tensor.trace")
        def drop_trace(op, rw):
            rw.erase_op(op)
        """,
    )
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = str(REPO)
    proc, out = convert(tmp_path, pats, target="version=V_2", env=env)
    assert proc.returncode == 1, proc.stderr.decode()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.mlir", "p.py"]


# --------------------------------------------------------------------------- dominance (item 5)


def test_a_rewrite_that_breaks_dominance_is_refused_and_undone(tmp_path, spec):
    pats = pattern_file(
        tmp_path,
        """\
        @pattern("df.tensor.clone")
        def copy_itself(op, rw):
            # An op of another dialect (unknown to the target) that uses its own result.
            new = rw.create("test.copy", op.operands, [op.result.type], location=op.location)
            rw.set_operand(new, 0, new.result)
            rw.replace_op(op, new)

        @pattern("df.tensor.clone", benefit=0)
        def forward_later(op, rw):
            # Its uses take a value defined after them.
            later = rw.create("test.make", (), [op.result.type], location=op.location)
            rw.replace_op(op, later)
            rw.move_op_before(later, op_after_last_use(later))

        def op_after_last_use(v):
            block = v.parent
            return block.operations[-1]
        """,
    )
    out = tmp_path / "o.mlir"
    got = odsgen.convert(spec, SAMPLE, "version=V_1", pats, output=str(out))
    (clone,) = [e for e in got["illegal"] if e["op"] == "df.tensor.clone"]
    assert clone["attempts"] == [
        {
            "pattern": "copy_itself",
            "refused": f"created 'test.copy' (replacing the op at {SAMPLE}:20:10), which is malformed: operand #0 "
            "does not dominate this use",
            "pattern_loc": f"{pats}:4:1",
        },
        {
            "pattern": "forward_later",
            "refused": f"changed 'df.tensor.reshape' at {SAMPLE}:23:11 in place (rewriting the op at {SAMPLE}:20:10), "
            "which leaves it malformed: operand #0 does not dominate this use",
            "pattern_loc": f"{pats}:11:1",
        },
    ]
    # The result reads back and has nothing out of order.
    again = read_file(str(out))
    assert list(dominance_errors(again.body, region_kind(spec.checked.verifier.specs))) == []
    assert odsgen.validate(spec, str(out), target="version=V_1")["malformed_ops"] == 0


ORDER_CASES = {
    # name: (module, the ops odsgen reports, by line)
    "use-before-def": (
        """\
        "builtin.module"() ({
          "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
            %0 = "df.tensor.clone"(%1) : (tensor<4xf32>) -> tensor<4xf32>
            %1 = "test.make"() : () -> tensor<4xf32>
            "func.return"() : () -> ()
          }) : () -> ()
        }) : () -> ()
        """,
        [(3, 0)],
    ),
    "own-result": (
        """\
        "builtin.module"() ({
          "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
            %0 = "df.tensor.clone"(%0) : (tensor<4xf32>) -> tensor<4xf32>
            "func.return"() : () -> ()
          }) : () -> ()
        }) : () -> ()
        """,
        [(3, 0)],
    ),
    "later-in-parent-region": (
        """\
        "builtin.module"() ({
          "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
            "scf.execute_region"() ({
              %0 = "df.tensor.clone"(%1) : (tensor<4xf32>) -> tensor<4xf32>
              "scf.yield"() : () -> ()
            }) : () -> ()
            %1 = "test.make"() : () -> tensor<4xf32>
            "func.return"() : () -> ()
          }) : () -> ()
        }) : () -> ()
        """,
        [(4, 0)],
    ),
    "block-that-does-not-dominate": (
        """\
        "builtin.module"() ({
          "func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({
          ^bb0(%c: i1):
            "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
          ^bb1:
            %1 = "test.make"() : () -> tensor<4xf32>
            "cf.br"()[^bb2] : () -> ()
          ^bb2:
            %2 = "df.tensor.clone"(%1) : (tensor<4xf32>) -> tensor<4xf32>
            "func.return"() : () -> ()
          }) : () -> ()
        }) : () -> ()
        """,
        [(9, 0)],
    ),
    "dominating-block-and-argument": (
        """\
        "builtin.module"() ({
          "func.func"() <{function_type = (i1, tensor<4xf32>) -> (), sym_name = "f"}> ({
          ^bb0(%c: i1, %t: tensor<4xf32>):
            %1 = "test.make"() : () -> tensor<4xf32>
            "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
          ^bb1:
            %2 = "df.tensor.clone"(%1) : (tensor<4xf32>) -> tensor<4xf32>
            "cf.br"()[^bb2] : () -> ()
          ^bb2:
            %3 = "df.tensor.clone"(%t) : (tensor<4xf32>) -> tensor<4xf32>
            "func.return"() : () -> ()
          }) : () -> ()
        }) : () -> ()
        """,
        [],
    ),
    "graph-regions": (
        # builtin.module's body and an unregistered op's region are graph regions.
        """\
        "builtin.module"() ({
          %0 = "test.make"(%1) : (tensor<4xf32>) -> tensor<4xf32>
          %1 = "test.make"(%0) : (tensor<4xf32>) -> tensor<4xf32>
          "test.graph"() ({
            %2 = "df.tensor.clone"(%3) : (tensor<4xf32>) -> tensor<4xf32>
            %3 = "df.tensor.clone"(%2) : (tensor<4xf32>) -> tensor<4xf32>
          }) : () -> ()
        }) : () -> ()
        """,
        [],
    ),
    "unreachable-block": (
        """\
        "builtin.module"() ({
          "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
            "func.return"() : () -> ()
          ^bb1:
            %0 = "df.tensor.clone"(%1) : (tensor<4xf32>) -> tensor<4xf32>
            %1 = "test.make"() : () -> tensor<4xf32>
            "func.return"() : () -> ()
          }) : () -> ()
        }) : () -> ()
        """,
        [],
    ),
}


def dominance_of(text: str, spec) -> list[tuple[int, int]]:
    module = read_text(textwrap.dedent(text), "m.mlir")
    return [(op.line, k) for op, k in dominance_errors(module.body, region_kind(spec.checked.verifier.specs))]


@pytest.mark.parametrize("case", sorted(ORDER_CASES))
def test_dominance_as_mlir_checks_it(case, spec):
    text, want = ORDER_CASES[case]
    assert dominance_of(text, spec) == want


@pytest.mark.oracle
@pytest.mark.parametrize("case", sorted(ORDER_CASES))
def test_dominance_agrees_with_mlir_opt(case, spec, tmp_path):
    text, want = ORDER_CASES[case]
    path = tmp_path / "m.mlir"
    path.write_text(textwrap.dedent(text))
    proc = subprocess.run(
        [str(MLIR_OPT), "--allow-unregistered-dialect", str(path), "-o", "/dev/null"], capture_output=True, text=True
    )
    assert (proc.returncode != 0) == bool(want), proc.stderr
    if want:
        line, k = want[0]
        assert f"m.mlir:{line}:" in proc.stderr and f"error: operand #{k} does not dominate this use" in proc.stderr


def test_validate_reports_a_use_before_its_definition(tmp_path):
    text, _ = ORDER_CASES["later-in-parent-region"]
    path = tmp_path / "m.mlir"
    path.write_text(textwrap.dedent(text))
    proc = run_odsgen("validate", str(path), "--spec", DATAFLOW, "--target", "version=V_3")
    out = proc.stdout.decode()
    assert proc.returncode == 3, out + proc.stderr.decode()
    assert f"{path}:4:12: error: operand #0 does not dominate this use" in out


def test_validate_checks_dominance_of_a_module_built_in_python(spec):
    module = read_text(textwrap.dedent(ORDER_CASES["dominating-block-and-argument"][0]), "m.mlir")
    assert odsgen.validate(spec, module, target="version=V_3")["malformed_ops"] == 0
    # Swap two ops in Python: the reader's order no longer vouches for the module.
    block = module.op.regions[0].blocks[0].operations[0].regions[0].blocks[1]
    clone = block.operations[0]
    clone.set_operand(0, next(o for o in module.walk() if o.name == "df.tensor.clone" and o is not clone).result)
    got = odsgen.validate(spec, module, target="version=V_3")
    assert [(e["op"], [x["message"] for x in e["errors"]]) for e in got["malformed"]] == [
        ("df.tensor.clone", ["operand #0 does not dominate this use"])
    ]


# --------------------------------------------------------------------------- bindings modules (item 7)


@pytest.mark.mlir
def test_convert_refuses_a_module_of_the_bindings(spec, mlir_ir):
    from pathlib import Path as _P

    with mlir_ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True
        module = mlir_ir.Module.parse(_P(SAMPLE).read_text())
        before = str(module)
        with pytest.raises(OdsgenError, match="a module of MLIR's Python bindings cannot be converted in place"):
            odsgen.convert(spec, module, "version=V_2", str(EXAMPLES / "dataflow" / "downgrade.py"))
        assert str(module) == before


def test_a_use_out_of_order_made_around_the_rewriter_is_not_written(tmp_path):
    pats = pattern_file(
        tmp_path,
        """\
        @pattern("df.tensor.clone")
        def around(op, rw):
            op.set_operand(0, op.result)  # not through rw: nothing journals or checks it
        """,
    )
    proc, out = convert(tmp_path, pats)
    assert_refused(
        proc,
        out,
        f"{SAMPLE}:20:10: error: operand #0 does not dominate this use",
        "note: a pattern changed the module without the rewriter (rw.*), which checks this",
    )


def test_validate_checks_a_module_read_in_order_then_changed_in_python(spec):
    """The reader vouches for the order it read; a module given in memory may have changed since."""
    from odsgen.runtime.reader import read_source
    from odsgen.source import SourceManager

    sources = SourceManager()
    text = textwrap.dedent("""\
        "builtin.module"() ({
          "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
            %0 = "fz.make"() : () -> tensor<4xf32>
            %1 = "df.tensor.clone"(%0) : (tensor<4xf32>) -> tensor<4xf32>
            %2 = "df.tensor.clone"(%1) : (tensor<4xf32>) -> tensor<4xf32>
            "func.return"() : () -> ()
          }) : () -> ()
        }) : () -> ()
        """)
    module, in_order = read_source(sources.add("m.mlir", text), sources)
    assert in_order
    first, second = [op for op in module.walk() if op.name == "df.tensor.clone"]
    first.set_operand(0, second.result)
    got = odsgen.validate(spec, module, target="version=V_3")
    assert [(e["loc"], [x["message"] for x in e["errors"]]) for e in got["malformed"]] == [
        ("m.mlir:4:10", ["operand #0 does not dominate this use"])
    ]

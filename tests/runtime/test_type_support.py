"""Type-support tables in a user's dialect (odsgen/typerules.td ``TypeSupport``; issue 22,
item 1): an instance needs what the first row matching its signature requires, the table
replaces the op's own requirement in the dimensions it decides, a row requiring a case
needs what ``CaseNeeds`` adds, and an instance no row admits is legal on no target, with
the nearest tuples named; validate and deduce read the one computation."""

from __future__ import annotations

from pathlib import Path

from check_support import GPU, run_cli

TABLES = """
include "odsgen/typerules.td"

def : TypeSupport<"gs", "gs.iadd", ["Capability"], [
  TypeSupportRow<["i32", "i32", "i32"], []>,
  TypeSupportRow<["i16", "i16", "i16"], [Capability<[GS_C_Int16]>]>,
  TypeSupportRow<["i64", "i64", "i64"], [Capability<[GS_C_Int64]>, MinVersion<GS_V_1_1>]>
]>;
def : TypeSupportValues<"gs", "gs.fadd", ["operand #0", "result #0"]>;
def : TypeSupport<"gs", "gs.fadd", ["Capability"], [
  TypeSupportRow<["f32", "f32"], []>,
  TypeSupportRow<["f64", "f64"], [Capability<[GS_C_Float64]>]>
]>;
def : CaseNeeds<"gs", GS_C_Float64, [MinVersion<GS_V_1_2>]>;
"""


def _module(tmp_path: Path, op: str, t: str) -> Path:
    p = tmp_path / f"{op}-{t}.mlir"
    p.write_text(
        '"builtin.module"() ({\n'
        f'  "func.func"() <{{function_type = ({t}, {t}) -> (), sym_name = "f"}}> ({{\n'
        f"  ^bb0(%a: {t}, %b: {t}):\n"
        f'    %r = "gs.{op}"(%a, %b) : ({t}, {t}) -> {t}\n'
        '    "func.return"() : () -> ()\n'
        "  }) : () -> ()\n"
        "}) : () -> ()\n"
    )
    return p


def _run(tmp_path, command, op, t, *args):
    spec = tmp_path / "tables.td"
    spec.write_text(TABLES)
    return run_cli(command, str(_module(tmp_path, op, t)), "--spec", GPU, "--spec", str(spec), *args)


def test_a_matching_row_decides_what_the_instance_needs(tmp_path):
    rc, out, err = _run(tmp_path, "validate", "iadd", "i64", "--target", "version=v1.0,capabilities=Int64")
    assert rc == 1 and "needs version v1.1 or later" in out + err, out + err
    assert "gs.iadd supports (i64, i64, i64) with Int64, v1.1" in out + err
    rc, out, err = _run(tmp_path, "validate", "iadd", "i64", "--target", "version=v1.1,capabilities=Int64")
    assert rc == 0, out + err
    rc, out, err = _run(tmp_path, "validate", "iadd", "i32", "--target", "version=v1.0,capabilities=none")
    assert rc == 0, out + err


def test_no_matching_row_is_legal_nowhere_and_names_the_nearest(tmp_path):
    rc, out, err = _run(tmp_path, "validate", "iadd", "i8", "--target", "version=v1.3,capabilities=*")
    assert rc == 1, out + err
    assert "got (i8, i8, i8); supported: (i32, i32, i32)" in out + err, out + err
    rc, out, err = _run(tmp_path, "deduce", "iadd", "i8")
    assert rc == 1 and "is available on no target" in out + err, out + err


def test_signature_values_and_case_needs(tmp_path):
    rc, out, err = _run(tmp_path, "deduce", "fadd", "f64")
    assert rc == 0, err
    assert "MinVersion v1.2" in out and "Float64" in out, out


def test_a_table_decides_no_dimension_the_op_itself_asks_nothing_in():
    from odsgen.runtime.typesupport import SupportRow, SupportTable, signature, support_needs
    from odsgen.runtime import ir

    i16 = ir.IntegerType(16)
    table = SupportTable("t", "gs.iadd", (), ("Capability",), [SupportRow(("i32", "i32", "i32"), {}, "nothing")])
    assert signature((), (i16, i16), (i16,), {}) == ("i16", "i16", "i16")
    drop, adds = support_needs("gs.iadd", (table,), {}, (i16, i16), (i16,), {})
    # The op's own answer asks nothing in Capability: the table decides nothing there, but
    # a signature no row admits is still legal nowhere.
    assert drop == frozenset() and len(adds) == 1



def test_a_row_asking_for_a_case_the_op_list_lacks_is_met_nowhere():
    """A matched row may ask only for cases the op's own list names (upstream TOSA:
    "requires [...] but not included in the profile compliance [...]")."""
    from odsgen.runtime import algebra as AL
    from odsgen.runtime import ir
    from odsgen.runtime.typesupport import SupportRow, SupportTable, support_needs

    int16, int64 = AL.Case("Int16", 22), AL.Case("Int64", 11)
    own = {"Capability": AL.AllOfAnyOf((AL.AnyOf((int16,)),))}
    rows = [
        SupportRow(("i16", "i16", "i16"), {"Capability": AL.AllOfAnyOf((AL.AnyOf((int16,)),))}, "Int16"),
        SupportRow(("i64", "i64", "i64"), {"Capability": AL.AllOfAnyOf((AL.AnyOf((int64,)),))}, "Int64"),
    ]
    table = SupportTable("t", "gs.iadd", (), ("Capability",), rows)

    def needs(width):
        t = ir.IntegerType(width)
        _drop, adds = support_needs("gs.iadd", (table,), own, (t, t), (t,), {})
        return [r["Capability"] for r, _ in adds]

    assert needs(16) == [rows[0].requirements["Capability"]]  # within the op's list
    beyond = needs(64)
    assert len(beyond) == 2 and beyond[1].groups[0].cases == (), beyond  # and never met
    assert "the op's own Capability list is Int16, without Int64" in beyond[1].groups[0].provenance[0].name

CONSTANTS = """
include "odsgen/typerules.td"

def GS_ConstantRhs : ConstantOperands<"gs", ["gs.iadd"], ["rhs"], [Capability<[GS_C_Int16]>], ["arith.constant"]>;
"""


def _constant_module(tmp_path: Path, rhs_constant: bool) -> Path:
    p = tmp_path / f"iadd-{rhs_constant}.mlir"
    rhs = '    %b = "arith.constant"() <{value = 1 : i32}> : () -> i32\n' if rhs_constant else ""
    p.write_text(
        '"builtin.module"() ({\n'
        '  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "f"}> ({\n'
        f"  ^bb0(%a: i32, %{'x' if rhs_constant else 'b'}: i32):\n"
        f"{rhs}"
        '    %r = "gs.iadd"(%a, %b) : (i32, i32) -> i32\n'
        '    "func.return"() : () -> ()\n'
        "  }) : () -> ()\n"
        "}) : () -> ()\n"
    )
    return p


def test_constant_operands_in_a_user_dialect(tmp_path):
    """``ConstantOperands``: an operand not defined by a listed constant op needs the
    declared availability, the reason located at the operand; deduce gives it."""
    spec = tmp_path / "constants.td"
    spec.write_text(CONSTANTS)
    args = ("--spec", GPU, "--spec", str(spec))
    target = ("--target", "version=v1.3,capabilities=Shader")
    rc, out, err = run_cli("validate", str(_constant_module(tmp_path, False)), *args, *target)
    assert rc == 1, out + err
    assert "needs Int16" in out + err and "gs.iadd operand rhs #1: not a constant (a block argument)" in out + err
    rc, out, err = run_cli("validate", str(_constant_module(tmp_path, True)), *args, *target)
    assert rc == 0, out + err
    rc, out, err = run_cli("deduce", str(_constant_module(tmp_path, False)), *args)
    assert rc == 0 and "Int16" in out, out + err
    rc, out, err = run_cli("deduce", str(_constant_module(tmp_path, True)), *args)
    assert rc == 0 and "Int16" not in out, out + err


def test_constant_operands_name_an_operand_the_op_has(tmp_path):
    spec = tmp_path / "constants.td"
    spec.write_text(CONSTANTS.replace('["rhs"]', '["shift"]'))
    rc, out, err = run_cli("validate", str(_constant_module(tmp_path, False)), "--spec", GPU, "--spec", str(spec))
    assert rc == 2 and "'GS_ConstantRhs': op 'gs.iadd' has no operand 'shift'" in err, out + err
    assert "Traceback" not in err

"""Bad availability specs: clear `file:line:col: error:` diagnostics, exit 1, no traceback.

Each spec is self-contained (it declares the few ODS classes it needs), so these
tests need neither the base library nor an MLIR install.
"""

from __future__ import annotations

import textwrap

import pytest

from odsgen.cli import main

PRELUDE = textwrap.dedent(
    """\
    class Availability {
      string interfaceName = ?;
      string interfaceDescription = "";
      string queryFnRetType = ?;
      string queryFnName = ?;
      code mergeAction = ?;
      string initializer = ?;
      string instanceType = ?;
      string instancePreparation = "";
      string instance = ?;
    }
    class Dialect { string name = ""; }
    def ins; def outs;
    class Op<Dialect d, string mnemonic> {
      Dialect opDialect = d; string opName = mnemonic;
      dag arguments = (ins); dag results = (outs);
      list<Availability> availability = [];
    }
    class Case<string sym, int val> { string symbol = sym; int value = val; string str = sym; }
    class EnumInfo<string name, list<Case> cases> {
      string className = name; string cppNamespace = "::x"; list<Case> enumerants = cases;
    }
    def V1 : Case<"V_1", 1>;
    def V2 : Case<"V_2", 2>;
    def Version : EnumInfo<"Version", [V1, V2]>;
    def D : Dialect { let name = "d"; }
    """
)
PRELUDE_LINES = PRELUDE.count("\n")

MIN_VERSION = textwrap.dedent(
    """\
    class MinVersion<string c> : Availability {
      let interfaceName = "QueryMinVersion";
      let queryFnName = "getMinVersion";
      let queryFnRetType = "::x::Version";
      let instanceType = "::x::Version";
      let mergeAction = "$overall = max($overall, $instance)";
      let initializer = "::x::Version::V_1";
      let instance = "::x::Version::" # c;
    }
    """
)


def run_avail(tmp_path, body: str, capsys):
    spec = tmp_path / "spec.td"
    spec.write_text(PRELUDE + body)
    code = main(["avail", "--no-cache", str(spec)])
    out = capsys.readouterr()
    assert "Traceback" not in out.err
    return code, out.err.replace(str(spec), "spec.td")


def line_of(body: str, needle: str) -> int:
    """1-based line in the whole file of the first body line containing needle."""
    for i, line in enumerate(body.splitlines(), 1):
        if needle in line:
            return PRELUDE_LINES + i
    raise AssertionError(needle)


def test_unknown_dimension_field(tmp_path, capsys):
    body = MIN_VERSION.replace('let queryFnName = "getMinVersion";', 'let queryFnNam = "getMinVersion";')
    code, err = run_avail(tmp_path, body, capsys)
    assert code == 1
    ln = line_of(body, "queryFnNam")
    assert f"spec.td:{ln}:7: error: Value 'queryFnNam' unknown!" in err
    assert "^" in err


def test_malformed_merge_action(tmp_path, capsys):
    body = MIN_VERSION.replace("$overall = max($overall, $instance)", "$overall = max($overall, $instance") + (
        'def A : Op<D, "a"> { let availability = [MinVersion<"V_2">]; }\n'
    )
    code, err = run_avail(tmp_path, body, capsys)
    assert code == 1
    ln = line_of(body, "let mergeAction")
    first = err.splitlines()[0]
    assert first.startswith(f"spec.td:{ln}:") and "error: unexpected end of mergeAction" in first
    assert "note: to match this '('" in err
    assert f"spec.td:{line_of(body, 'def A')}:" in err and "note: in the MinVersion availability of op 'd.a'" in err


def test_unknown_enum_case_in_instance(tmp_path, capsys):
    body = MIN_VERSION + 'def A : Op<D, "a"> { let availability = [MinVersion<"V_9">]; }\n'
    code, err = run_avail(tmp_path, body, capsys)
    assert code == 1
    assert "V_9" in err.splitlines()[0]
    assert f"spec.td:{line_of(body, 'let instance =')}:" in err.splitlines()[0]
    assert "'V_9' is not a case of enum 'Version'" in err.splitlines()[0]


def test_wrong_template_arguments_to_type_available_at(tmp_path, capsys):
    body = textwrap.dedent(
        """\
        class TypeConstraint<string descr> { string summary = descr; }
        def I32 : TypeConstraint<"i32">;
        class TypeAvailableAt<TypeConstraint type, list<Availability> avail> : TypeConstraint<type.summary> {
          TypeConstraint baseType = type;
          list<Availability> availability = avail;
        }
        def A : Op<D, "a"> { let results = (outs TypeAvailableAt<I32>:$r); }
        """
    )
    code, err = run_avail(tmp_path, MIN_VERSION + body, capsys)
    assert code == 1
    ln = line_of(MIN_VERSION + body, "def A")
    assert f"spec.td:{ln}:" in err and "value not specified for template argument 'TypeAvailableAt:avail'" in err
    assert "note: declared in 'TypeAvailableAt'" in err

    body2 = body.replace("TypeAvailableAt<I32>", "TypeAvailableAt<I32, [1]>")
    code, err = run_avail(tmp_path, MIN_VERSION + body2, capsys)
    assert code == 1
    # llvm-tblgen's wording for the same error.
    assert "error: Element type mismatch for list: element type 'int' not convertible to 'Availability\n" in err


def test_availability_that_is_not_an_availability(tmp_path, capsys):
    body = 'def NotAvail { int x = 1; }\ndef A : Op<D, "a"> { let availability = [NotAvail]; }\n'
    code, err = run_avail(tmp_path, MIN_VERSION + body, capsys)
    assert code == 1
    assert f"spec.td:{line_of(MIN_VERSION + body, 'def A')}:51: error: Element type mismatch for list: element type '{{}}' not convertible to 'Availability\n" in err


@pytest.mark.parametrize("merge", ["$overall = $nosuch", "$overall = eval('1')", "import os"])
def test_merge_actions_are_never_executed(tmp_path, capsys, merge):
    body = MIN_VERSION.replace("$overall = max($overall, $instance)", merge) + (
        'def A : Op<D, "a"> { let availability = [MinVersion<"V_2">]; }\n'
    )
    code, err = run_avail(tmp_path, body, capsys)
    assert code == 1
    assert "error:" in err.splitlines()[0]

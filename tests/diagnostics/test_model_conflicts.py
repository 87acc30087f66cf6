"""Names that collide: in the model (ops, dialects, enum cases, op arguments, dimensions)
and in generated packages (package, op class and per-version module names).

Each collision used to be accepted with the first definition silently winning (or a
package that could never be imported); each is now a located error with a note at the
first definition, or a documented rename with a warning. The located errors are .td
cases under tests/diagnostics/td/ (two-*.td, argument-conflict-*.td, dialect-name-*.td),
their diagnostics beside the lines they point at; here are the renames, the packages
they give, the flag that names a package, and the comparisons with mlir-tblgen (the
argument-name messages are its own).
"""

from __future__ import annotations

import re
import subprocess
import sys
import textwrap

import pytest

from odsgen.cli import main
from test_td_checks import read_case
from test_spec_errors import MIN_VERSION, TD
from test_spec_errors import PRELUDE as SPEC_PRELUDE

# test_spec_errors' self-contained ODS classes (Version with V_1, V_2, dialect D), with
# MinVersion, and the argument kinds an op can have.
PRELUDE = (
    SPEC_PRELUDE.replace('def D : Dialect { let name = "d"; }\n', "")
    + MIN_VERSION
    + "class TypeConstraint; class Attr; def I32 : TypeConstraint; def I32Attr : Attr;\n"
)
PRELUDE_LINES = PRELUDE.count("\n")


def write_spec(tmp_path, body: str, name: str = "spec.td"):
    spec = tmp_path / name
    spec.write_text(PRELUDE + textwrap.dedent(body))
    return spec


def line_of(body: str, needle: str) -> int:
    for i, line in enumerate(textwrap.dedent(body).splitlines(), 1):
        if needle in line:
            return PRELUDE_LINES + i
    raise AssertionError(needle)


def run(argv, capsys, spec):
    code = main(argv)
    out = capsys.readouterr()
    assert "Traceback" not in out.err
    return code, out.err.replace(str(spec), "spec.td")


# --------------------------------------------------------------------------- ops


def test_op_class_names_that_collide_across_dialects_warn(tmp_path, capsys):
    """Legal in C++ (two namespaces), one namespace in Python: renamed by the documented
    rule, with a warning saying which op got which name."""
    body = """\
    def A : Dialect { let name = "a"; }
    def B : Dialect { let name = "b"; }
    def A_FooOp : Op<A, "foo"> { string cppNamespace = "::a"; let availability = [MinVersion<"V_1">]; }
    def B_FooOp : Op<B, "foo"> { string cppNamespace = "::b"; let availability = [MinVersion<"V_2">]; }
    """
    spec = write_spec(tmp_path, body)
    out = tmp_path / "out"
    code, err = run(["gen", "--no-cache", "--no-format", "-q", "-o", str(out), str(spec)], capsys, spec)
    assert code == 0
    assert err.splitlines()[0] == (
        f"spec.td:{line_of(body, 'B_FooOp')}:5: warning: op 'b.foo' would be generated as class 'FooOp' "
        "like op 'a.foo'; it is named 'FooOp_'"
    )
    assert f"spec.td:{line_of(body, 'A_FooOp')}:5: note: op 'a.foo' defined here" in err
    check = "import spec as p; print(p.OPS['a.foo'].__name__, p.OPS['b.foo'].__name__, p.FooOp_ is p.OPS['b.foo'])"
    proc = subprocess.run([sys.executable, "-c", check], cwd=out, capture_output=True, text=True, timeout=120)
    assert proc.stdout.split() == ["FooOp", "FooOp_", "True"], proc.stderr


# --------------------------------------------------------------------------- op arguments

# mlir-tblgen's three checks, each a .td case beside the others (argument-conflict-*.td).
MLIR_TBLGEN_ARG_CASES = [
    TD / f"argument-conflict-{n}.td" for n in ("two-operands", "two-results", "operand-and-result")
]


def test_unnamed_and_keyword_arguments_are_fine(tmp_path, capsys):
    body = 'def D : Dialect { let name = "d"; }\ndef D_AOp : Op<D, "a"> { let arguments = (ins I32, I32, I32:$in); }\n'
    spec = write_spec(tmp_path, body)
    code, _ = run(["avail", "--no-cache", str(spec)], capsys, spec)
    assert code == 0


@pytest.mark.oracle
@pytest.mark.parametrize("case", MLIR_TBLGEN_ARG_CASES, ids=lambda p: p.stem)
def test_argument_conflicts_match_mlir_tblgen(tmp_path, capsys, mlir_tblgen, llvm_include, case):
    """The case's op through upstream's OpBase.td: mlir-tblgen's first error is ours, at
    the same place, with the message the case checks."""
    ins, outs = re.search(r"\(ins ([^)]*)\); let results = \(outs ([^)]*)\)", case.read_text()).groups()
    message = read_case(case).checks[0].text.split(": error: ", 1)[1]
    spec = tmp_path / "o.td"
    spec.write_text(
        'include "mlir/IR/OpBase.td"\ndef T_Dialect : Dialect { let name = "t"; }\n'
        f'def T_AOp : Op<T_Dialect, "a"> {{ let arguments = (ins {ins}); let results = (outs {outs}); }}\n'
    )
    proc = subprocess.run(
        [str(mlir_tblgen), "--gen-op-decls", "-I", str(llvm_include), str(spec)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 1
    theirs = proc.stderr.splitlines()[0]
    assert main(["avail", "--no-cache", "-I", str(llvm_include), str(spec)]) == 1
    ours = capsys.readouterr().err.splitlines()[0]
    assert ours == theirs == f"{spec}:3:5: error: {message}"


# --------------------------------------------------------------------------- enums


def test_two_enum_cases_with_one_value_are_aliases(tmp_path, capsys):
    """Upstream accepts equal values (SPIR-V's enums have aliases); so does odsgen."""
    body = """\
    def A : Case<"A", 0>;
    def B : Case<"B", 0>;
    def E : EnumInfo<"E", [A, B]>;
    """
    spec = write_spec(tmp_path, body)
    assert run(["avail", "--no-cache", str(spec)], capsys, spec)[0] == 0


@pytest.mark.oracle
def test_mlir_tblgen_accepts_what_odsgen_accepts_in_enums(tmp_path, mlir_tblgen, llvm_include):
    """mlir-tblgen accepts equal values (aliases). It accepts equal symbols too, but its
    C++ then cannot compile (an enumerator declared twice), which odsgen reports up front."""
    spec = tmp_path / "e.td"
    spec.write_text(
        'include "mlir/IR/EnumAttr.td"\ndef A : I32EnumAttrCase<"A", 0>;\ndef B : I32EnumAttrCase<"B", 0>;\n'
        'def E : I32EnumAttr<"E", "e", [A, B]> { let cppNamespace = "::x"; }\n'
    )
    proc = subprocess.run(
        [str(mlir_tblgen), "--gen-enum-decls", "-I", str(llvm_include), str(spec)], capture_output=True, text=True
    )
    assert proc.returncode == 0 and "A = 0," in proc.stdout and "B = 0," in proc.stdout
    assert main(["avail", "--no-cache", "-I", str(llvm_include), str(spec)]) == 0


# --------------------------------------------------------------------------- dimensions


# Two dimensions with one interfaceName or queryFnName: two-dimensions-with-one-*.td.


# --------------------------------------------------------------------------- package names

DIALECT = """\
def D : Dialect {
  let name = "NAME";
}
def D_AOp : Op<D, "a"> { let availability = [MinVersion<"V_2">]; }
"""


def gen(tmp_path, capsys, name: str, *flags: str):
    spec = write_spec(tmp_path, DIALECT.replace("NAME", name))
    out = tmp_path / "out"
    code, err = run(["gen", "--no-cache", "--no-format", "-q", "-o", str(out), *flags, str(spec)], capsys, spec)
    return code, err, out


@pytest.mark.parametrize(
    "name, suggestion",
    [
        ("json", "json_dialect"),
        ("typing", "typing_dialect"),
        ("os", "os_dialect"),
        ("odsgen", "odsgen_dialect"),
        ("lark", "lark_dialect"),
        ("..", "dialect"),
        ("a b", "a_b"),
        ("\ufb01le", "file"),
    ],
)
def test_the_package_flag_suggested_for_a_dialect_name_works(tmp_path, capsys, name, suggestion):
    """A dialect name that cannot name the package is refused (dialect-name-*.td), with a
    --package suggestion: the suggestion names the package."""
    code, _, out = gen(tmp_path, capsys, name, "--package", suggestion)
    assert code == 0 and (out / suggestion / "__init__.py").exists()


@pytest.mark.parametrize(
    "name, package",
    [("日本", "日本"), ("a-b", "a_b"), ("Ex.Am", "ex_am"), ("class", "class_"), ("", "spec")],
)
def test_dialect_names_that_make_an_importable_package(tmp_path, capsys, name, package):
    """A name Python can import as written (non-ASCII too, when NFKC-stable) is used."""
    code, _, out = gen(tmp_path, capsys, name)
    assert code == 0
    op = f"{name}.a" if name else "a"
    check = f"import {package} as p; print(p.OPS[{op!r}].__name__)"
    proc = subprocess.run([sys.executable, "-c", check], cwd=out, capture_output=True, text=True, timeout=120)
    assert proc.stdout.strip() == "AOp", proc.stderr


@pytest.mark.parametrize(
    "package, why, suggestion",
    [
        ("json", "it would hide the standard library module 'json'", "json_dialect"),
        ("1x", "it is not a Python identifier", "dialect_1x"),
        ("async", "it is a Python keyword", "async_"),
        ("_x", "it starts with an underscore", "x"),
    ],
)
def test_package_flag_that_cannot_name_the_package(tmp_path, capsys, package, why, suggestion):
    code, err, out = gen(tmp_path, capsys, "d", "--package", package)
    assert code == 1
    assert err.splitlines() == [
        f"error: --package: '{package}' cannot name the generated package: {why}",
        f"note: for example: --package {suggestion}",
    ]
    assert not out.exists()


# --------------------------------------------------------------------------- per-version modules


def test_per_version_module_names_from_awkward_spellings(tmp_path, capsys):
    """Version spellings that are keywords, start with a digit, or name a module of the
    package still give importable modules."""
    body = (
        """\
    def W1 : Case<"V_1", 1> { let str = "class"; }
    def W2 : Case<"V_2", 2> { let str = "1.0"; }
    def W3 : Case<"V_3", 3> { let str = "ops"; }
    def W4 : Case<"V_4", 4> { let str = "rules"; }
    def W : EnumInfo<"W", [W1, W2, W3, W4]>;
    """
        + MIN_VERSION.replace("Version", "W")
        + """\
    def D : Dialect { let name = "d"; }
    def D_AOp : Op<D, "a"> { let availability = [MinW<"V_2">]; }
    """
    )
    spec = write_spec(tmp_path, body)
    out = tmp_path / "out"
    code, _ = run(["gen", "--no-cache", "--no-format", "-q", "--per-version", "-o", str(out), str(spec)], capsys, spec)
    assert code == 0
    skip = ("enums.py", "interfaces.py", "target.py", "py.typed")
    modules = sorted(p.name for p in (out / "d").iterdir() if p.name not in skip)
    assert modules == ["__init__.py", "class_.py", "ops.py", "ops_2.py", "rules.py", "rules_2.py", "v1_0.py"]
    check = "import d.class_ as a, d.v1_0 as b, d.ops_2 as c; print(*(m.VERSION.spelling + str(len(m.__all__)) for m in (a, b, c)))"
    proc = subprocess.run([sys.executable, "-c", check], cwd=out, capture_output=True, text=True, timeout=120)
    assert proc.stdout.split() == ["class2", "1.03", "ops3"], proc.stderr  # VERSION, ENUM_CASES (+ AOp)


def test_op_class_named_like_another_export_of_the_package(tmp_path, capsys):
    """`from pkg import Version` must stay the enum, `TargetEnv` the target: an op class
    named like them (the package's __init__ star-imports every module) is renamed, with
    a warning."""
    body = """\
    def D : Dialect { let name = "d"; }
    def D_V : Op<D, "v"> { string cppClassName = "Version"; let availability = [MinVersion<"V_2">]; }
    def D_T : Op<D, "t"> { string cppClassName = "TargetEnv"; }
    """
    spec = write_spec(tmp_path, body)
    out = tmp_path / "out"
    code, err = run(["gen", "--no-cache", "--no-format", "-q", "-o", str(out), str(spec)], capsys, spec)
    assert code == 0
    warnings = [line for line in err.splitlines() if ": warning: " in line]
    assert warnings == [
        f"spec.td:{line_of(body, 'def D_V')}:5: warning: op 'd.v' would be generated as class 'Version', a name "
        "the package already exports (an enum, a dimension or a runtime name); it is named 'Version_'",
        f"spec.td:{line_of(body, 'def D_T')}:5: warning: op 'd.t' would be generated as class 'TargetEnv', a name "
        "the package already exports (an enum, a dimension or a runtime name); it is named 'TargetEnv_'",
    ]
    check = (
        "import d, enum; print(issubclass(d.Version, enum.Enum), d.TargetEnv.__module__, "
        "d.OPS['d.v'] is d.Version_, d.OPS['d.t'] is d.TargetEnv_)"
    )
    proc = subprocess.run([sys.executable, "-c", check], cwd=out, capture_output=True, text=True, timeout=120)
    assert proc.stdout.split() == ["True", "d.target", "True", "True"], proc.stderr

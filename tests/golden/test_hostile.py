"""A hostile spec (tests/golden/hostile/hostile.td) cannot inject code.

Its dialect, op, enum, case, interface and query names, summaries, descriptions and
spellings hold quotes, triple quotes, newlines, backslashes, keywords, non-ASCII text
and ``__import__('os').system('touch PWNED_...')``. The generated package must:
compile (formatted and not), import without running any of it (no PWNED_* file
appears), call nothing but what the templates call, carry every hostile string back
unchanged as data, and name things by the documented identifier rule.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

from golden_support import REPO, import_package, tree
from odsgen.codegen.filters import ident, py_doc, py_str, snake_case
from odsgen.runtime import ir
from odsgen.runtime import matchers as mt

SPEC = REPO / "tests" / "golden" / "hostile" / "hostile.td"
HOSTILE_NAME = "ev\"il.op\"); __import__('os').system('touch PWNED_NAME'); (\""
# Calls the templates make; anything else would come from the spec.
ALLOWED_CALLS = {
    "_avail.at_least",
    "_avail.at_most",
    "_avail.any_of",
    "_avail.all_of",
    "_avail.owned",
    "_avail.provenance",
    "_avail.Case",
    "_avail.attach_cases",
    "_avail.Requirements",
    "_avail.Dimension",
    "_avail.Annotation",
    "_avail.Merger",
    "_avail.cases_available_at",
    "_avail.not_in_version",
    "OPS.items",
    "ANSWERS_OF.get",
    "_ov.AnswersOf",
    "fn",
    "_mt.path_applies",
    # Matcher trees, spelled by their repr() (in the rules' function; in ops.py through _mt).
    *mt.__all__,
    "IntegerType",
    "FloatType",
    "IndexType",
    "NoneType",
    "_ov.operand",
    "_ov.variadic_operand",
    "_ov.result",
    "_ov.attribute",
    "_ov.enum_attribute",
    "_ov.optional_enum_attribute",
    "_ov.types_of",
    "_ov.operand_group",
    "_ov.result_group",
    "_target.Axis",
    "_target.ConversionTarget",
    "op.get_attr",
    "OPS.get",
    "_ov.registry",
    "cls",
    "m.enum_case",
    "m.annotation",
    "m.annotation_each",
    "m.finish",
    "m.bit_enum_cases",
    "self.requirements",
    "answer",
    "self.answers_of",
    "super",
    "super().__init__",
    "_target.ConversionTarget().add_dynamically_legal_dialect",
    "cls.answers_of",
    "self.requirements().get",
    # The verifier's data (the constraints, matcher trees through _mt and _ir, and each
    # op's CHECKS), the builders and the verifier, which its op classes build.
    "_vf.Constraint",
    "_vf.OpChecks",
    *(f"_mt.{n}" for n in mt.__all__),
    *(f"_ir.{n}" for n in ("IntegerType", "FloatType", "IndexType", "NoneType")),
    "_ov.optional_operand",
    "_ov.optional_result",
    "_ov.variadic_result",
    "_ov.optional_attribute",
    "_ov.region",
    "_ov.variadic_region",
    "_ov.successor",
    "_ov.variadic_successor",
    "_ov.op_specs",
    "_ov.Query",
    "OPS.values",
    "DialectEnumOf",
    "ShapeIs",
    "_vf.Verifier",
    "cls._odsgen_build",
    # The dialect's rules (inside _odsgen_rules, rules.py).
    "DialectRules",
    "RuleSet",
    "TypeRule",
    "Condition",
    "ParamRule",
    "R",
    "frozenset",
    "_odsgen_rules",
}


IMPORT_SOURCES = {
    "__future__",
    "odsgen.runtime",
    "odsgen.runtime.ir",
    "odsgen.runtime.matchers",
    "odsgen.runtime.verify",
    "odsgen.runtime.typerules",
    "collections.abc",
    ".",
    ".enums",
    ".interfaces",
    ".ops",
    ".target",
    ".rules",
}


@pytest.fixture(scope="module")
def generated(tmp_path_factory):
    out = tmp_path_factory.mktemp("hostile")
    for flags, sub in (((), "fmt"), (("--no-format",), "raw")):
        proc = subprocess.run(
            [
                sys.executable,
                "-m",
                "odsgen",
                "gen",
                str(SPEC.relative_to(REPO)),
                "-o",
                str(out / sub),
                "-q",
                "--per-version",
                "--no-cache",
                "--package",
                "evil",  # the dialect's name, ev"il, cannot name a package (test_hostile_dialect_name)
                *flags,
            ],
            cwd=REPO,
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert proc.returncode == 0, proc.stderr
    return out


def _call_name(node: ast.Call) -> str:
    f = node.func
    parts = []
    while isinstance(f, ast.Attribute):
        parts.append(f.attr)
        f = f.value
    if isinstance(f, ast.Name):
        parts.append(f.id)
    elif isinstance(f, ast.Call):
        parts.append(_call_name(f) + "()")
    return ".".join(reversed(parts))


def test_every_module_compiles_and_calls_only_template_calls(generated):
    for sub in ("fmt", "raw"):
        files = tree(generated / sub)
        assert len(files) >= 6
        for rel, data in files.items():
            text = data.decode("utf-8")
            module = ast.parse(text, rel)
            for node in ast.walk(module):
                if isinstance(node, ast.Call):
                    name = _call_name(node)
                    last = name.split(".")[-1]
                    assert name in ALLOWED_CALLS or last in ("answer", "get", "__init__"), f"{rel}: call {name}"
                    assert "__import__" not in name and "system" not in name
                if isinstance(node, ast.Import):
                    assert [a.name for a in node.names] == ["enum"], f"{rel}: import {[a.name for a in node.names]}"
                if isinstance(node, ast.ImportFrom):
                    where = "." * node.level + (node.module or "")
                    assert where in IMPORT_SOURCES, f"{rel}: from {where} import ..."
                    assert all(a.name.isidentifier() or a.name == "*" for a in node.names)


def test_importing_runs_none_of_it(generated, tmp_path):
    pkgdir = next(p for p in (generated / "fmt").iterdir() if (p / "__init__.py").exists())
    code = (
        "import importlib, sys\n"
        f"sys.path.insert(0, {str(generated / 'fmt')!r})\n"
        f"pkg = importlib.import_module({pkgdir.name!r})\n"
        "for m in ('enums', 'interfaces', 'ops', 'target'): importlib.import_module(pkg.__name__ + '.' + m)\n"
        "import pkgutil\n"
        "for info in pkgutil.iter_modules(pkg.__path__): importlib.import_module(pkg.__name__ + '.' + info.name)\n"
        "print(len(pkg.ops.OPS))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "2"
    assert not [p for p in os.listdir(tmp_path) if "PWNED" in p]
    assert not [p for p in os.listdir(REPO) if "PWNED" in p]


def test_hostile_dialect_name_is_a_located_error(tmp_path):
    """Without --package, the dialect's name ev"il would name the package: refused where
    the name is written, with the flag explained."""
    proc = subprocess.run(
        [sys.executable, "-m", "odsgen", "gen", str(SPEC.relative_to(REPO)), "-o", str(tmp_path), "--no-cache"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    line = next(i for i, t in enumerate(SPEC.read_text().splitlines(), 1) if 'let name = "ev' in t)
    col = SPEC.read_text().splitlines()[line - 1].index('"ev') + 1
    assert proc.stderr.startswith(
        f"{SPEC.relative_to(REPO)}:{line}:{col}: error: dialect name 'ev\"il' cannot name the generated package: "
        "it is not a Python identifier\n"
    ), proc.stderr
    assert "note: --package NAME names the package instead (for example: --package ev_il)" in proc.stderr
    assert os.listdir(tmp_path) == []


def test_hostile_strings_come_back_as_data(generated):
    pkgdir = next(p for p in (generated / "fmt").iterdir() if (p / "__init__.py").exists())
    assert pkgdir.name == "evil"
    pkg = import_package(pkgdir, "hostile_pkg")
    (evil,) = [c for c in pkg.ops.OPS.values() if c.OPERATION_NAME == HOSTILE_NAME]
    assert evil.__name__ == "Op" + ident("__import__('os').system('touch PWNED_CLASS')")
    assert "PWNED_DOC" in evil.__doc__ and '"""triple quotes"""' in evil.__doc__ and "\\\n" in evil.__doc__
    # keywords and underscores renamed by the documented rule
    for name in ("in_", "class_", "None_", "arg__import__", "operation_", "answers_"):
        assert hasattr(evil, name), name
    enum_cls = getattr(pkg.enums, ident('Ev"il; import os'))
    assert [m.name for m in enum_cls] == [
        "in_",
        "None_",
        "V" + ident("__import__('os').system('touch PWNED_CASE')"),
        "class_",
        "V_private",
    ]
    assert enum_cls.from_spelling("é ü ☃") is enum_cls.class_
    assert enum_cls.from_spelling('c\\"""').value == 2
    assert pkg.Version.V1.spelling == "v1\"\n'''"
    (dim,) = pkg.interfaces.DIMENSIONS
    assert dim.method == snake_case("get\"Min\nVersion(); __import__('os')")
    assert dim.interface == ident("Query\"\"\"Evil'''Interface; import os")


def test_hostile_op_still_answers(generated):
    pkgdir = next(p for p in (generated / "fmt").iterdir() if (p / "__init__.py").exists())
    pkg = import_package(pkgdir, "hostile_pkg")
    (evil,) = [c for c in pkg.ops.OPS.values() if c.OPERATION_NAME == HOSTILE_NAME]
    enum_cls = getattr(pkg.enums, ident('Ev"il; import os'))
    v = ir.Value(ir.IntegerType(32))
    op = ir.Operation.create(
        HOSTILE_NAME,
        [v, ir.Value(ir.FloatType("f32"))],
        [ir.IntegerType(32)],
        attributes={"class": ir.IntegerAttr(int(enum_cls.class_), ir.IntegerType(32))},
    )
    view = evil(op)
    (dim,) = pkg.interfaces.DIMENSIONS
    assert getattr(view, dim.method)() is pkg.Version.V2  # the class_ case and the f32 operand need V2
    assert view.class_ is enum_cls.class_ and view.None_ is None and view.in_ is v
    req = view.requirements().get(dim.name)
    assert {p.kind.value for p in req.provenance} == {"enum-case", "operand"}


def test_filters_never_emit_raw_text():
    samples = ['"', "'''", '"""', "\\", "\n", "\r\n", "\x00", "\u2028", "é☃", "__import__('os')", 'a"""b\\']
    for s in samples:
        assert ast.literal_eval(py_str(s)) == s
        lit = py_doc(s)
        value = ast.literal_eval(lit)
        assert value.rstrip("\n") == s.rstrip("\n") or value == s + "\n"
        name = ident(s)
        assert name.isidentifier() and ident(name) == name
    for kw in ("in", "None", "class", "True", "lambda"):
        assert ident(kw) == kw + "_"


def test_template_guard_refuses_raw_values():
    from odsgen.codegen.env import UnsafeInterpolation, environment

    t = environment().from_string("x = {{ value }}")
    with pytest.raises(UnsafeInterpolation):
        t.render(value="__import__('os')")
    assert t.render(value=3) == "x = 3"


def test_hostile_rules_ship_as_data_and_apply(generated):
    """The dialect's rules about the hostile op come back unchanged from rules.py, and the
    op class merges them: a signed i32 first operand needs V2, a signless one does not."""
    pkgdir = next(p for p in (generated / "fmt").iterdir() if (p / "__init__.py").exists())
    pkg = import_package(pkgdir, "hostile_pkg")
    (rule_set,) = pkg.rules.RULES.rule_sets
    assert rule_set.ops == {HOSTILE_NAME} and rule_set.values == {"operand #0"} and not rule_set.walk
    (evil,) = [c for c in pkg.ops.OPS.values() if c.OPERATION_NAME == HOSTILE_NAME]
    enum_cls = getattr(pkg.enums, ident('Ev"il; import os'))
    attrs = {"class": ir.IntegerAttr(int(enum_cls.in_), ir.IntegerType(32))}
    (dim,) = pkg.interfaces.DIMENSIONS
    for signedness, version in (("", pkg.Version.V1), ("s", pkg.Version.V2)):
        first = ir.Value(ir.IntegerType(32, signedness))
        op = ir.Operation.create(HOSTILE_NAME, [first], [ir.IntegerType(32)], attributes=attrs)
        assert getattr(evil(op), dim.method)() is version
        assert bool(pkg.TargetEnv(version=pkg.Version.V1).is_legal(op)) == (version is pkg.Version.V1)

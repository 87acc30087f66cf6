"""Fuzzing the target syntax and targets files: every input ends in a target or a located
error, never a traceback, a RecursionError or a hang.

Hypothesis draws ``--target`` strings from the syntax's own characters and words,
``#gs.vce<...>``/``#gs.target_env<...>`` texts and whole targets files (random bytes,
and TOML built from targets that chain, nest and carry huge integers); hand-made
extremes cover deep nesting, 4,301+ digit integers and long chains. Each case runs
under a time bound (SIGALRM). A few seeded cases go through the real CLI: exit 2.
"""

from __future__ import annotations

import random

import pytest
from check_support import GPU, loaded
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis_profiles import examples
from runtime_support import run_odsgen
from test_runtime_fuzz import time_bound

from odsgen.diagnostics import OdsgenError
from odsgen.checking.targets.syntax import TargetCatalog, parse_target, read_targets_file
from odsgen.source import Loc

CASE_SECONDS = 10
FUZZ = settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow], database=None)
WORDS = ["version", "capabilities", "extensions", "Version", "=", "+=", "-=", ",", "+", "*", "none", "any"]
WORDS += ["v1.3", "V_1_2", "Shader", "Int64", "KHR_16bit_storage", "desktop", "#gs.vce<", "#gs.target_env<"]
WORDS += ["[", "]", ">", "<", " ", "9" * 4301, "0x" + "f" * 3600, "\x00", "\udcff", "日本", "\n", "#", "."]


@pytest.fixture(scope="module")
def gs():
    return loaded(GPU)


def check_target(spec, text: str, **where) -> None:
    """``text`` parses or raises an OdsgenError located at ``--target`` (or at ``anchor``)."""
    with time_bound(CASE_SECONDS):
        try:
            parse_target(text, spec.checker.env_cls, spec.catalog, **where)
        except OdsgenError as exc:
            first = exc.diagnostics[0]
            assert first.loc is not None, str(exc)
            assert str(exc).startswith(str(where.get("anchor", "--target:1:"))), str(exc)
            return


@given(st.lists(st.sampled_from(WORDS), max_size=20).map("".join))
@FUZZ
def test_target_words(gs, text):
    check_target(gs, text)


@given(st.text(alphabet="=,+-*#<>[]. _vV0123456789.abcxyz\x00", max_size=80))
@FUZZ
def test_target_characters(gs, text):
    check_target(gs, text)


@given(st.lists(st.sampled_from(WORDS), max_size=20).map("".join), st.sampled_from(["vce", "target_env"]))
@FUZZ
def test_attributes_on_the_command_line_and_in_a_module(gs, body, kind):
    text = f"#gs.{kind}<{body}>"
    check_target(gs, text)
    check_target(gs, text, source="<gs.target_env of the op at m.mlir:3:1>", anchor=Loc("m.mlir", 3, 1))


@pytest.mark.parametrize(
    "text",
    [
        "#gs.vce<" * 5000 + ">" * 5000,
        "#gs.target_env<" * 5000 + ">" * 5000,
        "#gs.vce<v" + "9" * 5000 + ", [], []>",
        "#gs.vce<v1.3, [" + ", ".join(["9" * 4400] * 3) + "], []>",
        "version=" + "9" * 5000,
        "version=v" + ".".join(["9" * 4301] * 4),
        "capabilities=" + "+".join(["Shader"] * 20000),
        ",".join(["capabilities+=Shader"] * 5000),
        "," * 100000,
        "a" + "-a" * 100000 + "=1",
        "#" + "a." * 100000,
        "desktop" + ",capabilities-=Shader" * 5000,
    ],
)
def test_extremes(gs, text):
    check_target(gs, text)


# --------------------------------------------------------------------------- targets files


def check_file(spec, tmp_path, data: bytes) -> None:
    """A targets file reads (and each target in it parses) or gives an error located in it."""
    path = tmp_path / "t.toml"
    path.write_bytes(data)
    catalog = TargetCatalog(dialects=spec.checker.dialects)
    with time_bound(CASE_SECONDS):
        try:
            read_targets_file(str(path), catalog, spec.checker.dialects)
            for name in catalog.named:
                parse_target(name, spec.checker.env_cls, catalog)
        except OdsgenError as exc:
            assert str(exc).startswith(f"{path}:"), str(exc)


@given(st.binary(max_size=400))
@settings(FUZZ, max_examples=examples(100))
def test_targets_file_bytes(gs, tmp_path_factory, data):
    check_file(gs, tmp_path_factory.mktemp("b"), data)


TARGET_TEXTS = st.sampled_from(
    ["version=v1.3", "capabilities=Shader", "#gs.vce<v1.0, [], []>", "", "version=v9", "9" * 4301, "x,y"]
)


@st.composite
def toml_files(draw) -> bytes:
    """TOML whose targets chain (each may start from an earlier or later one), nest and hold huge numbers."""
    n = draw(st.integers(1, 30))
    lines = [draw(st.sampled_from(['dialect = "gs"', 'dialect = "spirv"', "", "dialect = 3"]))]
    for i in range(n):
        base = draw(st.one_of(st.none(), st.integers(0, n)))
        text = draw(TARGET_TEXTS)
        if base is not None:
            text = f"t{base}" + ("," + text if text else "")
        lines += [f"[targets.t{i}]", f'target = "{text}"']
        extra = draw(st.sampled_from(["", "x = " + "[" * 150 + "]" * 150, "x = " + "9" * 4400, "x = {a={b=1}}"]))
        lines.append(extra)
    return "\n".join(lines).encode()


@given(toml_files())
@settings(FUZZ, max_examples=examples(100))
def test_targets_file_structures(gs, tmp_path_factory, data):
    check_file(gs, tmp_path_factory.mktemp("s"), data)


@pytest.mark.parametrize(
    "text",
    [
        "x = " + "[" * 5000 + "]" * 5000,
        "x = " + "{a=" * 5000 + "1" + "}" * 5000,
        "[targets.a]\ntarget = 'version=v1.3'\nx = " + "[" * 99 + "]" * 99,  # deep, but within the bound
        "x = " + "9" * 5000,
        "x = 0x" + "f" * 6000,
        'x = """' + "[" * 5000 + '"""',
        "\n".join(f'[targets.t{i}]\ntarget = "t{i - 1}"' for i in range(1, 3000)) + '\n[targets.t0]\ntarget = "v"',
    ],
)
def test_targets_file_extremes(gs, tmp_path, text):
    check_file(gs, tmp_path, text.encode())


# --------------------------------------------------------------------------- the real CLI


def test_random_targets_through_the_cli(tmp_path):
    """Seeded random targets and targets files, through ``odsgen validate``: exit 2 with a
    located error (the spec has every word right, so each case is an error), never 1."""
    from check_support import EXAMPLES

    rng = random.Random(10)
    module = EXAMPLES / "gpu" / "sample.mlir"
    words = [w for w in WORDS if w.isascii() and w.isprintable()]
    for i in range(4):
        text = "".join(rng.choice(words) for _ in range(rng.randint(1, 12)))
        if not text.strip() or "=" not in text:
            text = "versoin=" + text
        f = tmp_path / f"t{i}.toml"
        f.write_text(f'[targets.a{i}]\ntarget = "{text}"\nx = ' + "[" * rng.randint(101, 3000) + "\n")
        for argv in (["--target", text], ["--targets", f, "--target", f"a{i}"]):
            proc = run_odsgen("validate", str(module), "--spec", GPU, *map(str, argv))
            err = proc.stderr.decode()
            if proc.returncode == 0:
                continue  # a random text that happens to be a target
            assert proc.returncode == 2, (argv, err)
            assert "Traceback" not in err and not err.startswith("error:"), err
            assert err.startswith(("--target:1:", f"{f}:")), err

"""Targets from text (docs/targets.md): the key=value syntax, the vce attributes, named
targets files, implications, and the errors with suggestions."""

from __future__ import annotations

import json

import pytest
from check_support import DATAFLOW, EXAMPLES, GPU, loaded, run_cli

from odsgen.diagnostics import OdsgenError
from odsgen.checking.targets.syntax import TargetCatalog, parse_target, read_targets_file, target_json, target_text


@pytest.fixture(scope="module")
def gs():
    spec = loaded(GPU)
    return spec, spec.package.enums


def parse(spec, text):
    return parse_target(text, spec.checker.env_cls, spec.catalog)


def caps(env, enums):
    return sorted(m.name for m in env.enabled[enums.Capability])


def error_of(fn) -> str:
    with pytest.raises(OdsgenError) as info:
        fn()
    return str(info.value)


# --------------------------------------------------------------------------- syntax


def test_key_value_items(gs):
    spec, e = gs
    env = parse(spec, "version=v1.3,capabilities=Shader+Int64Atomics,extensions=KHR_16bit_storage")
    assert env.versions[e.Version] is e.Version.V_1_3
    assert caps(env, e) == ["Int64", "Int64Atomics", "Shader"]  # Int64Atomics implies Int64
    assert sorted(m.name for m in env.enabled[e.Extension]) == ["KHR_16bit_storage"]


@pytest.mark.parametrize(
    "text",
    [
        "MinVersion=V_1_3,Capability=Shader,Extension=none",
        "Version=v1.3,capability=Shader",
        "VERSION=V_1_3,CAPABILITIES=Shader,extension=none",
        " version = v1.3 , capabilities = Shader ",
    ],
)
def test_keys_name_axes_by_keyword_enum_or_dimension(gs, text):
    spec, e = gs
    env = parse(spec, text)
    assert env.versions[e.Version] is e.Version.V_1_3
    assert caps(env, e) == ["Shader"]


def test_all_none_any_and_edits(gs):
    spec, e = gs
    every = parse(spec, "capabilities=*")
    assert caps(every, e) == sorted(e.Capability.__members__)
    assert parse(spec, "version=any").versions[e.Version] is None
    env = parse(spec, "capabilities=Shader+Int16+Int8,capabilities-=Int16,capabilities+=Float64")
    assert caps(env, e) == ["Float64", "Int8", "Shader"]
    assert caps(parse(spec, "capabilities=none"), e) == []


def test_vce_and_target_env_attributes(gs):
    spec, e = gs
    a = parse(spec, "#gs.vce<v1.2, [Shader, GroupNonUniformBallot], [KHR_shader_ballot]>")
    b = parse(spec, "#gs.target_env<#gs.vce<v1.2, [Shader, GroupNonUniformBallot], [KHR_shader_ballot]>, #gs.limits<>>")
    for env in (a, b):
        assert env.versions[e.Version] is e.Version.V_1_2
        assert caps(env, e) == ["GroupNonUniform", "GroupNonUniformBallot", "Shader"]
        assert [m.name for m in env.enabled[e.Extension]] == ["KHR_shader_ballot"]


def test_text_round_trip(gs):
    spec, e = gs
    env = parse(spec, "desktop-vmm")
    again = parse(spec, target_text(env))
    assert target_json(again) == target_json(env)
    assert parse(spec, "capabilities=*,extensions=*,version=v1.0").versions[e.Version] is e.Version.V_1_0
    assert "capabilities=*" in target_text(parse(spec, "capabilities=*"))


# --------------------------------------------------------------------------- named targets


def test_named_targets_beside_the_spec(gs):
    spec, e = gs
    assert {"baseline", "desktop", "desktop-vmm", "mobile"} <= set(spec.catalog.named)
    env = parse(spec, "desktop-vmm")  # defined as "desktop,capabilities+=...,extensions+=..."
    assert env.versions[e.Version] is e.Version.V_1_3
    assert {"VulkanMemoryModel", "Shader", "Int64", "GroupNonUniform"} <= set(caps(env, e))
    more = parse(spec, "mobile,capabilities+=Int8")
    assert "Int8" in caps(more, e) and more.versions[e.Version] is e.Version.V_1_1


def test_every_shipped_targets_file_parses():
    cases = [
        (EXAMPLES / "rfc" / "example.td", ["v1", "v2", "latest"]),
        (EXAMPLES / "abi" / "abi.td", ["raw-v1", "raw-v2", "reflection"]),
        (EXAMPLES / "dataflow" / "dataflow.td", ["df-1", "df-2", "df-3", "df-4"]),
        (EXAMPLES / "runtime" / "runtime.td", ["ral-v1", "ral-v2", "ral-v3"]),
        (EXAMPLES / "gpu" / "gpu.td", ["baseline", "desktop", "desktop-vmm", "mobile", "sample"]),
    ]
    for td, names in cases:
        spec = loaded(str(td))
        assert sorted(spec.catalog.named) == sorted(names)
        for n in names:
            parse(spec, n)


def test_targets_file_errors(tmp_path, gs):
    spec, _ = gs
    bad = tmp_path / "bad.toml"
    bad.write_text('dialect = "gs"\n[targets.x]\ntarget = "version=v1.0"\n[targets.x\n')
    msg = error_of(lambda: read_targets_file(str(bad), TargetCatalog(), ["gs"]))
    assert f"{bad}:4:" in msg and "invalid targets file" in msg
    other = tmp_path / "other.toml"
    other.write_text('dialect = "spirv"\n[targets.x]\ntarget = "version=v1.0"\n')
    msg = error_of(lambda: read_targets_file(str(other), TargetCatalog(), ["gs"]))
    assert f"{other}:1:1: error: targets file is for dialect 'spirv', the spec defines 'gs'" in msg
    notext = tmp_path / "notext.toml"
    notext.write_text('[targets.y]\ndescription = "no target"\n')
    msg = error_of(lambda: read_targets_file(str(notext), TargetCatalog(), ["gs"]))
    assert f"{notext}:1:10: error: target 'y' needs a 'target = \"...\"' string" in msg


def test_error_inside_a_named_target_points_into_its_file(tmp_path, gs):
    spec, _ = gs
    f = tmp_path / "t.toml"
    f.write_text('[targets.loop]\ntarget = "loop"\n[targets.typo]\ntarget = "version=v1.3,capabilities=Shadr"\n')
    cat = TargetCatalog(dialects=("gs",))
    read_targets_file(str(f), cat, ["gs"])
    msg = error_of(lambda: parse_target("typo", spec.checker.env_cls, cat))
    assert f"{f}:4:37: error: unknown capability 'Shadr'" in msg
    assert "did you mean 'Shader'?" in msg
    msg = error_of(lambda: parse_target("loop", spec.checker.env_cls, cat))
    assert "target 'loop' is defined in terms of itself" in msg


# --------------------------------------------------------------------------- errors with suggestions


@pytest.mark.parametrize(
    "text, first, note",
    [
        ("version=v1.7", "--target:1:9: error: unknown version 'v1.7'", "did you mean 'v1.3'"),
        ("version=1.2", "--target:1:9: error: unknown version '1.2'", "did you mean 'v1.2'?"),
        ("capabilities=Shader+Shadr", "--target:1:21: error: unknown capability 'Shadr'", "did you mean 'Shader'?"),
        (
            "extensions=KHR_shader_balot",
            "--target:1:12: error: unknown extension 'KHR_shader_balot'",
            "'KHR_shader_ballot'",
        ),
        ("versoin=v1.3", "--target:1:1: error: unknown target key 'versoin'", "did you mean 'version'"),
        ("desktp", "--target:1:1: error: unknown target 'desktp'", "did you mean 'desktop'"),
        ("version=v1.0,desktop", "--target:1:14: error: a named target ('desktop') can only come first", ""),
        ("version+=v1.3", "--target:1:10: error: 'version' is one version: use 'version=...', not '+='", ""),
        ("foo bar", "--target:1:1: error: cannot read target item 'foo bar'", "targets look like"),
        ("", "--target:1:1: error: empty target", "targets look like"),
        ("#gs.vce<v1.3, [Shader]>", "--target:1:9: error: expected 'VERSION, [CAPABILITIES], [EXTENSIONS]>'", ""),
        (
            "#spirv.vce<v1.3, [Shader], []>",
            "--target:1:2: error: target attribute of dialect 'spirv', but the spec defines 'gs'",
            "",
        ),
        ("#gs.vce<v1.9, [Shader], []>", "--target:1:9: error: unknown version 'v1.9'", "did you mean 'v1.3'"),
    ],
)
def test_bad_targets(gs, text, first, note):
    spec, _ = gs
    msg = error_of(lambda: parse(spec, text))
    assert msg.splitlines()[0] == first or msg.startswith(first), msg
    assert note in msg


def test_bad_target_on_the_command_line_exits_2():
    rc, out, err = run_cli(
        "validate", EXAMPLES / "gpu" / "sample.mlir", "--spec", GPU, "--target", "capabilities=Int46"
    )
    assert rc == 2 and out == ""
    assert err.startswith("--target:1:14: error: unknown capability 'Int46'\n  capabilities=Int46\n               ^\n")
    assert "did you mean 'Int64'" in err


def test_target_attribute_of_a_module(tmp_path):
    m = tmp_path / "m.mlir"
    m.write_text(
        '"builtin.module"() ({\n'
        '  %0 = "gs.group_non_uniform_ballot"(%1) {execution_scope = 3 : i32} : (i1) -> vector<4xi32>\n'
        '  %1 = "arith.constant"() <{value = true}> : () -> i1\n'
        "}) {gs.target_env = #gs.target_env<#gs.vce<v1.2, [GroupNonUniformBallot], []>>} : () -> ()\n"
    )
    rc, out, err = run_cli("validate", m, "--spec", GPU)
    assert rc == 1, err
    assert f"{m}:2:8: error: 'gs.group_non_uniform_ballot' is not available on the target" in out
    assert "MinVersion: needs version v1.3 or later; the target has v1.2" in out
    bad = tmp_path / "bad.mlir"
    bad.write_text(m.read_text().replace("[GroupNonUniformBallot]", "[GroupNonUniformBalot]"))
    rc, out, err = run_cli("validate", bad, "--spec", GPU)
    assert rc == 2
    assert err.startswith(
        f"{bad}:1:1: error: unknown capability 'GroupNonUniformBalot', in the target attribute of this op"
    )
    assert "note: here" in err and "did you mean 'GroupNonUniformBallot'" in err


def test_no_target_is_bad_input():
    rc, out, err = run_cli("validate", EXAMPLES / "gpu" / "sample.mlir", "--spec", GPU)
    assert rc == 2
    assert "no target for 'gs.load': give --target or put a 'gs.target_env' attribute" in err


def test_version_implies_cases(tmp_path):
    """A spec's VersionImplies: a target at that version or later enables the cases too."""
    overlay = tmp_path / "implies.td"
    overlay.write_text(
        'include "odsgen/typerules.td"\n' 'def : VersionImplies<"gs", GS_V_1_2, [GS_KHR_shader_ballot]>;\n'
    )
    spec = loaded(GPU, str(overlay))
    e = spec.package.enums
    low = parse_target("version=v1.1", spec.checker.env_cls, spec.catalog)
    high = parse_target("version=v1.3", spec.checker.env_cls, spec.catalog)
    assert e.Extension.KHR_shader_ballot not in low.enabled[e.Extension]
    assert e.Extension.KHR_shader_ballot in high.enabled[e.Extension]


def test_dataflow_versions_have_no_spelling_but_their_symbol():
    spec = loaded(DATAFLOW)
    env = parse_target("version=V_2", spec.checker.env_cls, spec.catalog)
    assert target_text(env) == "version=V_2"


ONE_EXTENSION = """include "odsgen/base.td"

def One_Dialect : Dialect {
  let name = "one";
  let cppNamespace = "::one";
}
def One_V_1 : I32EnumAttrCase<"V_1", 1, "v1">;
def One_V_2 : I32EnumAttrCase<"V_2", 2, "v2">;
def One_VersionAttr : I32EnumAttr<"Version", "version", [One_V_1, One_V_2]>;
class MinVersion<I32EnumAttrCase min> : PyMinVersionBase<"QueryMinVersionInterface", One_VersionAttr, min>;
class MaxVersion<I32EnumAttrCase max> : PyMaxVersionBase<"QueryMaxVersionInterface", One_VersionAttr, max>;
def One_Fast : I32EnumAttrCase<"fast", 0>;
def One_ExtensionAttr : I32EnumAttr<"Extension", "extension", [One_Fast]>;
class Extension<list<I32EnumAttrCase> extensions>
    : ExtensionBase<"QueryExtensionInterface", One_ExtensionAttr, extensions>;
def One_AddOp : Op<One_Dialect, "add"> {
  let availability = [MinVersion<One_V_1>, Extension<[One_Fast]>];
  let arguments = (ins I32:$lhs);
}
"""


def test_a_single_case_axis_is_printed_as_its_case(tmp_path):
    """Issue 32, item 23: a set axis of one case, enabled, is printed back as that case
    (``extensions=fast``), not as ``extensions=*``, in ``targets`` and in ``validate``'s
    target line; ``*`` stays the spelling of every case of a larger axis."""
    td = tmp_path / "one.td"
    td.write_text(ONE_EXTENSION)
    rc, out, err = run_cli("targets", "version=v2,extensions=*", "--spec", td, "--format", "json")
    assert rc == 0, err
    (doc,) = json.loads(out)["targets"]
    assert doc["text"] == "version=v2,extensions=fast"
    rc, out, err = run_cli("targets", "version=v2,extensions=fast", "--spec", td)
    assert rc == 0 and "extensions (1):\n    fast" in out, out + err
    assert "capabilities=*" in target_text(parse(loaded(GPU), "capabilities=*"))

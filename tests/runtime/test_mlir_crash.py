"""A module that crashes MLIR's own parser costs that module only (issue 20, item 19).

The MLIR Python bindings from PyPI are built with assertions: a ``spirv.CompositeConstruct``
of ``vector<2x2xi1>``, which mlir-opt (a release build) accepts, aborts them; a module
nested some thousands of regions deep overflows the stack of MLIR's parser (the bindings'
and mlir-opt's alike). odsgen parses custom syntax in a forked helper, so such a crash
ends the helper only: the module gets a located error saying that MLIR itself crashed
(and of which signal), or is read by mlir-opt when only the bindings crashed, and every
other module's report is complete.
"""

from __future__ import annotations

import json
import os

import pytest

from check_support import run_cli
from runtime_support import run_odsgen
from test_custom_syntax import _specs

pytestmark = pytest.mark.oracle

GOOD = """spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: i32) "None" {
    %0 = spirv.IAdd %a, %b : i32
    spirv.Return
  }
}
"""

# The bindings' assertion: cast<spirv::CompositeType>(i1) in CompositeConstruct's verifier.
ABORTS_THE_BINDINGS = """spirv.module Logical GLSL450 {
  spirv.func @f(%a: vector<2xi1>, %b: vector<2xi1>) "None" {
    %0 = spirv.CompositeConstruct %a, %b : (vector<2xi1>, vector<2xi1>) -> vector<2x2xi1>
    spirv.Return
  }
}
"""


def _deep(n: int = 6000) -> str:
    """A custom-syntax module ``n`` regions deep: past the stack of MLIR's parser."""
    return "spirv.module Logical GLSL450 {\n" + '"t.r"() ({\n' * n + "}) : () -> ()\n" * n + "}\n"


def _write(tmp_path, **modules: str) -> list[str]:
    paths = []
    for name, text in modules.items():
        path = tmp_path / f"{name}.mlir"
        path.write_text(text)
        paths.append(str(path))
    return paths


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_module_that_crashes_mlirs_parser_loses_no_other_report(jobs, tmp_path, llvm_include, mlir_ir):
    """The real CLI on four modules, one of which crashes both of MLIR's parsers (SIGSEGV)
    and one only the bindings (SIGABRT; mlir-opt reads it): exit 2 for the one that could
    not be read, located where its module starts, and complete reports for the others."""
    paths = _write(tmp_path, a=GOOD, deep=_deep(), aborts=ABORTS_THE_BINDINGS, z=GOOD)
    proc = run_odsgen(
        "validate", *paths, *_specs(llvm_include), "--target", "vulkan-1.1", "--format", "json", "-j", jobs
    )
    assert proc.returncode == 2, proc.stderr
    doc = json.loads(proc.stdout)
    by_name = {m["module"]: m for m in doc["modules"]}
    assert list(by_name) == paths
    for p in (paths[0], paths[3]):
        assert by_name[p]["status"] == "legal" and by_name[p]["ops"] == 4, by_name[p]
    # Only the bindings crashed on this one: mlir-opt read it, and odsgen checked it.
    assert by_name[paths[2]]["status"] == "legal" and by_name[paths[2]]["ops"] == 4, by_name[paths[2]]
    crashed = by_name[paths[1]]
    assert crashed["status"] == "error"
    first_line = crashed["error"].splitlines()[0]
    assert first_line.startswith(f"{paths[1]}:1:1: error: MLIR itself crashed parsing this module")
    assert "the MLIR Python bindings: SIGSEGV" in first_line and "mlir-opt: SIGSEGV" in first_line
    assert crashed["error"] in proc.stderr.decode()
    assert "Traceback" not in proc.stderr.decode()


def test_an_abort_of_the_bindings_is_contained_and_named(tmp_path, llvm_include, mlir_ir, monkeypatch):
    """Without mlir-opt to fall back on, the bindings' abort (an assertion) is the module's
    error, with the signal and the assertion MLIR printed; the run (this very process)
    goes on, and the other module is checked."""
    from odsgen.checking.inputs import custom_syntax

    monkeypatch.setattr(custom_syntax, "find_mlir_opt", lambda: None)
    paths = _write(tmp_path, aborts=ABORTS_THE_BINDINGS, good=GOOD)
    rc, out, err = run_cli("validate", *paths, *_specs(llvm_include), "--target", "vulkan-1.1", "--format", "json")
    assert rc == 2
    aborted, good = json.loads(out)["modules"]
    assert good["status"] == "legal" and good["ops"] == 4
    assert aborted["status"] == "error"
    lines = aborted["error"].splitlines()
    assert lines[0] == (
        f"{paths[0]}:1:1: error: MLIR itself crashed parsing this module (the MLIR Python bindings: SIGABRT), "
        "so odsgen could not read it: a fault of MLIR (an assertion of the bindings' build, or its parser's stack "
        "on a module nested very deeply), not necessarily of the module"
    )
    assert any("note: the MLIR Python bindings: Assertion" in line and "failed" in line for line in lines)


def test_a_crash_of_mlir_opt_is_named(tmp_path):
    """mlir-opt killed by a signal is a crash, not a parse error without a message."""
    from odsgen.diagnostics import OdsgenError
    from odsgen.checking.inputs.custom_syntax import read_custom
    from odsgen.source import SourceManager

    sources = SourceManager()
    with pytest.raises(OdsgenError) as info:
        read_custom(_deep(), "deep.mlir", sources, parser="mlir-opt")
    assert str(info.value).startswith(
        "deep.mlir:1:1: error: MLIR itself crashed parsing this module (mlir-opt: SIGSEGV)"
    )


def test_one_command_parses_its_modules_in_one_helper_and_a_crash_alone_again(tmp_path, llvm_include, mlir_ir, monkeypatch):
    """One command's modules in custom syntax are parsed one after another by its resident
    helper (odsgen.parallel.resident_scope): no module has a helper of its own, but the
    one that crashes the resident helper, which is parsed again in a helper of its own,
    which names the crash (here the bindings' abort, without mlir-opt to fall back on);
    the modules after it go to a new resident helper."""
    from odsgen.checking.inputs import custom_syntax

    monkeypatch.setattr(custom_syntax, "find_mlir_opt", lambda: None)
    alone = []
    real = custom_syntax._parsing

    def counting(text, *rest):
        alone.append(text)
        return real(text, *rest)

    monkeypatch.setattr(custom_syntax, "_parsing", counting)
    goods = {f"g{k}": GOOD for k in range(5)}
    paths = _write(tmp_path, **goods, aborts=ABORTS_THE_BINDINGS, after=GOOD)
    rc, out, err = run_cli("validate", *paths, *_specs(llvm_include), "--target", "vulkan-1.1", "--format", "json")
    assert rc == 2, err
    reports = json.loads(out)["modules"]
    assert [m["status"] for m in reports] == ["legal"] * 5 + ["error", "legal"]
    assert "(the MLIR Python bindings: SIGABRT)" in reports[5]["error"]
    assert alone == [ABORTS_THE_BINDINGS]


def test_validate_many_parses_its_modules_in_one_helper(tmp_path, llvm_include, mlir_ir, monkeypatch):
    """``odsgen.validate_many`` (in this process: ODSGEN_JOBS=1) shares the resident helper
    as a command does: no module of custom syntax has a helper of its own."""
    import odsgen
    from odsgen.checking.inputs import custom_syntax

    monkeypatch.setenv("ODSGEN_JOBS", "1")
    alone = []
    real = custom_syntax._parsing
    monkeypatch.setattr(custom_syntax, "_parsing", lambda text, *rest: alone.append(text) or real(text, *rest))
    paths = _write(tmp_path, **{f"g{k}": GOOD for k in range(4)})
    spec = odsgen.load_spec(f"{llvm_include}/mlir/Dialect/SPIRV/IR/SPIRVOps.td", include_dirs=[str(llvm_include)])
    matrix = odsgen.validate_many(paths, spec, ["vulkan-1.1"])
    assert [m["results"]["vulkan-1.1"]["status"] for m in matrix["modules"]] == ["legal"] * 4
    assert alone == []


def test_one_run_over_iree_kernels_reports_each_as_a_run_of_its_own(llvm_include, mlir_ir):
    """The resident helper parses one command's modules one after another in one MLIR
    context, the next while odsgen checks the current one (parse_ahead): each module's
    report of one ``validate`` over 40 of IREE's kernels (custom syntax) is the report of a
    ``validate`` of that module alone."""
    from pathlib import Path

    kernels = sorted(str(p) for p in Path(__file__).parents[1].joinpath("data/iree/kernels").rglob("*.spirv.mlir"))[::3]
    assert len(kernels) >= 40
    kernels = kernels[:40]
    args = [*_specs(llvm_include), "--target", "vulkan-1.3", "--format", "json"]
    rc, out, _ = run_cli("validate", *kernels, *args)
    together = json.loads(out)["modules"]
    assert [m["module"] for m in together] == kernels and rc in (0, 1, 3)
    alone = [json.loads(run_cli("validate", k, *args)[1])["modules"][0] for k in kernels]
    assert together == alone
    assert all(m["ops"] > 0 for m in together)  # (read and checked: most are malformed, their triples lacking NoSignedWrap's extension)


def test_api_calls_in_a_session_share_one_helper_and_a_crash_is_parsed_again_alone(
    tmp_path, llvm_include, mlir_ir, monkeypatch
):
    """``odsgen.session()``: one-module API calls in the block parse in one resident helper,
    as a command's modules do (no module but the crashing one has a helper of its own),
    with the answers of the same calls outside it; ``validate_many`` in the block uses the
    block's helper (in this process); after the block there is none."""
    import odsgen
    from odsgen.checking.inputs import custom_syntax
    from odsgen.diagnostics import OdsgenError
    from odsgen.parallel import resident_helper

    monkeypatch.setattr(custom_syntax, "find_mlir_opt", lambda: None)
    alone = []
    real = custom_syntax._parsing
    monkeypatch.setattr(custom_syntax, "_parsing", lambda text, *rest: alone.append(text) or real(text, *rest))
    goods = _write(tmp_path, **{f"g{k}": GOOD for k in range(3)})
    (crash,) = _write(tmp_path, aborts=ABORTS_THE_BINDINGS)
    spec = odsgen.load_spec(f"{llvm_include}/mlir/Dialect/SPIRV/IR/SPIRVOps.td", include_dirs=[str(llvm_include)])

    def answers():
        got = [odsgen.validate(spec, p, "vulkan-1.1") for p in goods]
        with pytest.raises(OdsgenError) as info:
            odsgen.validate(spec, crash, "vulkan-1.1")
        got.append(odsgen.verify(spec, goods[0]))
        return got, str(info.value)

    outside, outside_error = answers()
    assert len(alone) == 5  # (each call forked its own helper)
    alone.clear()
    with odsgen.session():
        helper = resident_helper()
        assert helper is not None
        inside, inside_error = answers()
        pid = helper.pid
        monkeypatch.setenv("ODSGEN_JOBS", "1")  # (in this process: a pool's workers have helpers of their own)
        matrix = odsgen.validate_many(goods, spec, ["vulkan-1.1"])
        assert resident_helper() is helper and helper.pid == pid != 0
    assert alone == [ABORTS_THE_BINDINGS]  # (only the crash, parsed again alone)
    assert resident_helper() is None
    assert inside == outside and [m["status"] for m in inside[:3]] == ["legal"] * 3
    assert inside_error == outside_error and "(the MLIR Python bindings: SIGABRT)" in inside_error
    assert [m["results"]["vulkan-1.1"]["status"] for m in matrix["modules"]] == ["legal"] * 3


def test_one_deduce_over_iree_kernels_deduces_each_as_a_run_of_its_own(llvm_include, mlir_ir, monkeypatch):
    """``deduce`` over many files reads ahead as ``validate`` does (parse_ahead): each
    module after the first is the parse sent ahead, and each module's row of one ``deduce``
    over 30 of IREE's kernels is the row of a ``deduce`` of that module alone."""
    from pathlib import Path

    from odsgen.checking.inputs import custom_syntax
    from odsgen.parallel import Resident

    taken = []
    real_take = Resident.take
    monkeypatch.setattr(Resident, "take", lambda self, key: taken.append(real_take(self, key)) or taken[-1])

    kernels = sorted(str(p) for p in Path(__file__).parents[1].joinpath("data/iree/kernels").rglob("*.spirv.mlir"))[1::5]
    assert len(kernels) >= 30
    kernels = kernels[:30]
    args = [*_specs(llvm_include), "--format", "json"]
    rc, out, err = run_cli("deduce", *kernels, *args)
    together = json.loads(out)["modules"]
    assert [m["module"] for m in together] == kernels and rc in (0, 1, 3), err
    # (every module but the first that is small enough to have no skeleton was parsed ahead)
    small = [k for k in kernels[1:] if os.path.getsize(k) < 4 * custom_syntax._WEIGHT_HEAVY_LINE]
    assert len(small) >= 15 and sum(t is not None for t in taken) == len(small)
    alone = [json.loads(run_cli("deduce", k, *args)[1]) for k in kernels]  # ({"module", "units", ...})
    assert [(m["module"], m["units"]) for m in together] == [(m["module"], m["units"]) for m in alone]
    assert all(m["status"] == "deduced" and m["units"] for m in together)

"""odsgen.runtime.matchers is the run-time twin of odsgen.model.constraints' matchers.

Every operand, result and attribute constraint of the SPIR-V and TOSA dialects and of
the examples is lowered to run-time matchers (what generated code holds) and both trees
must agree, on a corpus of types and attributes, about ``matches`` and about which
availability annotations apply.
"""

from __future__ import annotations

import functools

import pytest

from golden_support import REPO, examples
from odsgen.codegen import lower
from odsgen.model import constraints as C
from odsgen.model import load_model
from odsgen.model.annotations import AnnotationReader
from odsgen.runtime import matchers as mt
from odsgen.runtime.reader import read_text

CORPUS = """
"builtin.module"() ({
  "t.types"() : () -> (i1, i8, i16, i32, i64, si32, ui8, index, f16, bf16, f32, f64, none)
  "t.shaped"() : () -> (vector<4xf32>, vector<4xi8>, vector<2xf16>, tensor<4xi32>, tensor<*xf16>, tensor<2x3xbf16>,
                         memref<4xf32>, memref<*xi8>, complex<f32>, tuple<i32, f32>, (i32) -> i32)
  "t.dialect"() : () -> (!spirv.ptr<f32, Function>, !spirv.array<4 x f32>, !tosa.shape<4>, !foo.bar, !foo<"bar">)
  "t.attrs"() {a = 1 : i32, b = 1.5 : f32, c = "s", d, e = [1 : i32, 2 : i32], f = [], g = true, h = i32,
               i = @sym, j = array<i64: 1, 2>, k = dense<0> : tensor<2xi32>, l = #spirv.scope<Device>,
               m = {x = 1 : i64}, n = 2 : i64, o = 0.5 : f64, p = [1.0 : f32], q = @a::@b, r = 3 : i8,
               s = 7 : i32, t = -1 : i32, u = f16, v = 4 : index} : () -> ()
}) : () -> ()
"""


@functools.cache
def _corpus():
    m = read_text(CORPUS, "corpus.mlir")
    types, attrs = [], []
    for op in m.walk():
        types.extend(r.type for r in op.results)
        attrs.extend(op.attributes.entries.values())
    return types, attrs


def _matchers(model):
    reader = AnnotationReader(model)
    seen: dict[str, tuple] = {}
    for op in model.ops:
        args = reader.op_args(op)
        for a in args.ins + args.outs:
            code = lower.matcher_code(a.matcher)
            seen.setdefault(code, (a.kind, a.matcher))
    return seen


def _models():
    out = [
        ("tosa", "/usr/lib/llvm-22/include/mlir/Dialect/Tosa/IR/TosaOps.td", ["/usr/lib/llvm-22/include"]),
        ("spirv", "/usr/lib/llvm-22/include/mlir/Dialect/SPIRV/IR/SPIRVOps.td", ["/usr/lib/llvm-22/include"]),
    ]
    out += [(name, str(spec), []) for name, spec in examples()]
    return out


@pytest.mark.parametrize("name,root,includes", _models(), ids=[m[0] for m in _models()])
def test_runtime_matchers_agree_with_the_model(name, root, includes):
    from pathlib import Path

    if includes and not Path(root).exists():
        pytest.skip("MLIR 22 .td tree not installed")
    model = load_model(root, includes + [str(REPO / "tdlib")])
    types, attrs = _corpus()
    compared = 0
    for code, (kind, model_m) in _matchers(model).items():
        runtime_m = eval(code, {"_mt": mt})  # code lowered by odsgen from trusted specs; what generated code holds
        values = attrs if kind == "attribute" else types
        for v in values:
            assert runtime_m.matches(v) == model_m.matches(v), (code, str(v))
            applied = {a.path for a in C.applicable_annotations(model_m, v)}
            for ann in C.availability_annotations(model_m):
                assert mt.path_applies(runtime_m, ann.path)(v) == (ann.path in applied), (code, ann.path, str(v))
            compared += 1
    print(f"{name}: {len(_matchers(model))} constraints x values: {compared} comparisons")
    assert compared

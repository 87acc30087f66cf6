"""Generated code holds odsgen's matcher trees spelled by their own ``repr()``.

Every operand, result and attribute constraint of the SPIR-V and TOSA dialects and of
the examples is read by the model and written as generated code writes it
(``odsgen.codegen.lower.matchers_code``); executed, the code must rebuild the very same
tree: equal, with the same repr, and answering ``matches`` and every availability
node's ``path_applies`` alike on a corpus of types and attributes. A pickle round trip
(the type rules' cache) keeps the tree too.
"""

from __future__ import annotations

import functools
import pickle

import pytest

from golden_support import REPO, examples
from odsgen.codegen import lower
from odsgen.model import constraints as C
from odsgen.model import load_model
from odsgen.runtime import ir
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
    seen: dict[mt.Matcher, str] = {}
    for op in model.ops:
        args = op.args
        for a in args.ins + args.outs:
            seen.setdefault(a.matcher, a.kind)
    return seen


def _models():
    out = [
        ("tosa", "/usr/lib/llvm-22/include/mlir/Dialect/Tosa/IR/TosaOps.td", ["/usr/lib/llvm-22/include"]),
        ("spirv", "/usr/lib/llvm-22/include/mlir/Dialect/SPIRV/IR/SPIRVOps.td", ["/usr/lib/llvm-22/include"]),
    ]
    out += [(name, str(spec), []) for name, spec in examples()]
    return out


@pytest.mark.parametrize(
    "name,root,includes",
    [pytest.param(*m, id=m[0], marks=[pytest.mark.oracle] if m[2] else []) for m in _models()],
)
def test_generated_matchers_are_the_model_trees(name, root, includes):
    model = load_model(root, includes + [str(REPO / "tdlib")])
    types, attrs = _corpus()
    trees = _matchers(model)
    names = {f"_odsgen_m{i}": tree for i, tree in enumerate(trees)}
    namespace: dict = {"_mt": mt, "_ir": ir}
    # Code lowered by odsgen from trusted specs: exactly what a generated module runs.
    exec(compile(str(lower.matchers_code(names)), "<generated>", "exec"), namespace)
    compared = 0
    for name_, tree in names.items():
        rebuilt = namespace[name_]
        assert rebuilt == tree and repr(rebuilt) == repr(tree)
        assert pickle.loads(pickle.dumps(tree)) == tree
        anns = C.availability_annotations(tree)
        for v in attrs if trees[tree] == "attribute" else types:
            assert rebuilt.matches(v) == tree.matches(v), (repr(tree), str(v))
            applied = {a.path for a in C.applicable_annotations(tree, v)}
            for ann in anns:
                assert mt.path_applies(rebuilt, ann.path)(v) == (ann.path in applied), (repr(tree), ann.path, str(v))
            compared += 1
    print(f"{name}: {len(trees)} constraints x values: {compared} comparisons")
    assert compared

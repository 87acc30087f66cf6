"""odsgen's ``convert`` of ONNX models against ``onnx.version_converter``, in process (issue 37).

``odsgen_convert(model, n)`` is what ``odsgen convert M.onnx --spec onnx.td --target opset=N
--patterns examples/onnx/adapters.py -o OUT.onnx`` writes (the same functions the command
calls), without a process per model; ``same_outputs`` runs a model and its conversion on the
same random inputs with ``onnx.reference.ReferenceEvaluator``. Used by
tests/runtime/test_onnx_convert.py and scripts/onnx_convert_table.py.
"""

from __future__ import annotations

from functools import cache

from tests.oracle.onnx_oracle import REPO, spec

ADAPTERS = str(REPO / "examples" / "onnx" / "adapters.py")


@cache
def _patterns():
    from odsgen.checking.convert import gather_patterns

    return gather_patterns([ADAPTERS], spec().checked.checker.ops)


def odsgen_convert(model, n: int, name: str = "model.onnx"):
    """(status, the converted ModelProto or None, the report's text): odsgen's convert of
    ``model`` to ``opset=n`` with the shipped adapters; the model is written when the
    result is legal or illegal, as the command writes it."""
    from odsgen.checking.convert import convert_module
    from odsgen.checking.inputs.read import checked_module
    from odsgen.checking.inputs.onnx_model import target_opsets, write_model
    from odsgen.diagnostics import OdsgenError

    checked = spec().checked
    env = spec().target(f"opset={n}")
    pats, files = _patterns()
    try:
        mod, shown, sources = checked_module(checked, model, name, require_ops=False, verify=True)
        result = convert_module(checked, mod, shown, sources, env, pats, files, verify=True)
    except OdsgenError as exc:
        return "error", None, str(exc)
    if result.input_malformed or result.module is None:
        return result.status, None, result.text()
    return result.status, write_model(result.module, target_opsets(env) or {}), result.text()


def random_feeds(model, rng):
    """Inputs of ``model`` (its graph inputs that are no initializer) drawn at random: a
    tensor of float, integer or bool type (a named dimension is 3), a sequence of such
    tensors (two of them); None when an input is of another kind."""
    feeds = {}
    inits = {t.name for t in model.graph.initializer}
    for vi in model.graph.input:
        if vi.name in inits:
            continue
        tp = vi.type
        if tp.HasField("sequence_type"):
            one = [_random_tensor(tp.sequence_type.elem_type, rng) for _ in range(2)]
            if any(t is None for t in one):
                return None
            feeds[vi.name] = one
        else:
            got = _random_tensor(tp, rng)
            if got is None:
                return None
            feeds[vi.name] = got
    return feeds


def _random_tensor(tp, rng):
    from onnx import helper

    if not tp.HasField("tensor_type") or not tp.tensor_type.HasField("shape"):
        return None
    tt = tp.tensor_type
    dims = [d.dim_value if d.HasField("dim_value") else 3 for d in tt.shape.dim]
    dtype = helper.tensor_dtype_to_np_dtype(tt.elem_type)
    if dtype.kind == "f":
        return rng.uniform(-1, 1, size=dims).astype(dtype)
    if dtype.kind in "iu":
        return rng.integers(0, 3, size=dims).astype(dtype)
    if dtype.kind == "b":
        return rng.integers(0, 2, size=dims).astype(bool)
    return None


def same_outputs(before, after, feeds) -> tuple[bool, str]:
    """Whether ReferenceEvaluator computes the same outputs of ``before`` and ``after`` from
    ``feeds`` (within 1e-5), and if not why."""
    import numpy as np
    from onnx.reference import ReferenceEvaluator

    try:
        want = ReferenceEvaluator(before).run(None, feeds)
    except Exception as exc:  # (the reference cannot run the model itself: nothing to compare)
        return False, f"reference cannot run the input: {type(exc).__name__}: {str(exc)[:120]}"
    try:
        got = ReferenceEvaluator(after).run(None, feeds)
    except Exception as exc:
        return False, f"reference cannot run the conversion: {type(exc).__name__}: {str(exc)[:120]}"
    if len(want) != len(got):
        return False, "outputs differ in number"
    for a, b in zip(want, got):
        a, b = (a if isinstance(a, list) else [a]), (b if isinstance(b, list) else [b])
        if len(a) != len(b):
            return False, "output sequences differ in length"
        for x, y in zip(a, b):
            x, y = np.asarray(x), np.asarray(y)
            if x.shape != y.shape or not np.allclose(x, y, rtol=1e-5, atol=1e-5, equal_nan=True):
                return False, "outputs differ"
    return True, ""

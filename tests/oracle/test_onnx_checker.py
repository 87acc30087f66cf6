"""odsgen's validate and deduce of ONNX models against onnx.checker (issue 37, item 3).

Every model the onnx wheel ships under ``onnx/backend/test/data`` and every node test
case of ``onnx.backend.test.case.node.collect_testcases()``, at every opset from 1 to
the newest: ``validate --target opset=N`` is legal exactly when
``onnx.checker.check_model(full_check=True)`` accepts the model with its ai.onnx
opset_import set to N. Nothing is left out; a cell where odsgen and the checker
disagree must be ``KNOWN`` (onnx_known.py), with its cause, and a known cell that
agrees again fails too, so the list stays exact (with onnx 1.23.2 it is empty). The cases are split in shards so that
no test runs long (docs/onnx.md gives the figures).
"""

from __future__ import annotations

import pytest

from tests.oracle import onnx_oracle as oracle
from tests.oracle.onnx_known import KNOWN

pytestmark = pytest.mark.oracle

MODEL_SHARDS = 75
NODE_SHARDS = 60
DEDUCE_EVERY = 10  # deduce (its own reading path) on every 10th case of a shard
DEDUCE_NODES = 200


def _shard(prefix: str, i: int, n: int):
    chosen = [c for c in oracle.cases() if (c[0].startswith("node/") == (prefix == "node"))]
    return chosen[i::n]


def _check(selected, tmp_path) -> None:
    total, bad, least = oracle.compare_all(selected, range(1, oracle.newest_opset() + 1))
    names = {name for name, _ in selected}
    unexpected = [b for b in bad if (b[0], b[1]) not in KNOWN]
    seen = {(b[0], b[1]) for b in bad}
    healed = [k for k in KNOWN if k[0] in names and k not in seen]
    assert not unexpected, "odsgen and onnx.checker disagree:\n" + "\n".join(map(str, unexpected[:20]))
    assert not healed, "cells listed as disagreeing agree now (update onnx_known.py):\n" + "\n".join(
        map(str, healed[:20])
    )
    # deduce: the least opset the checker accepts (where the cells below it agree)
    from odsgen.checking.onnx_deduce import least_target
    from odsgen.source import SourceManager

    import onnx

    # (sampled among the models of up to DEDUCE_NODES nodes: a deduce validates at each opset up to the answer)
    small = [(name, model) for name, model in selected if len(model.graph.node) <= DEDUCE_NODES]
    for name, model in small[::DEDUCE_EVERY]:
        checker_least, _ = least[name]
        if any((name, n) in KNOWN for n in range(1, (checker_least or oracle.newest_opset()) + 1)):
            continue
        path = tmp_path / (name.replace("/", "_") + ".onnx")
        onnx.save(model, str(path))
        got = least_target(oracle.spec().checked, str(path), SourceManager())
        assert got.opsets.get("") == checker_least, (name, got.target, checker_least)


@pytest.mark.parametrize("shard", range(MODEL_SHARDS))
def test_shipped_models_agree_with_onnx_checker(shard, tmp_path):
    oracle.onnx_or_skip()
    _check(_shard("models", shard, MODEL_SHARDS), tmp_path)


@pytest.mark.parametrize("shard", range(NODE_SHARDS))
def test_node_test_cases_agree_with_onnx_checker(shard, tmp_path):
    oracle.onnx_or_skip()
    _check(_shard("node", shard, NODE_SHARDS), tmp_path)

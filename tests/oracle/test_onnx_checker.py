"""odsgen's validate and deduce of ONNX models against onnx.checker (issue 37, item 3).

Every model the onnx wheel ships under ``onnx/backend/test/data`` and every node test
case of ``onnx.backend.test.case.node.collect_testcases()``, at every opset from 1 to
the newest: ``validate --target opset=N`` is legal exactly when
``onnx.checker.check_model(full_check=True)`` accepts the model with its ai.onnx
opset_import set to N. Nothing is left out; the cells where odsgen and the checker
disagree are ``KNOWN`` (onnx_known.py), each with its cause, and a known cell that
agrees again fails too, so the list stays exact. The cases are split in shards so that
no test runs long (docs/onnx.md gives the figures).
"""

from __future__ import annotations

import pytest

from tests.oracle import onnx_oracle as oracle
from tests.oracle.onnx_known import KNOWN

pytestmark = pytest.mark.oracle

MODEL_SHARDS = 30
NODE_SHARDS = 60


def _shard(prefix: str, i: int, n: int):
    chosen = [c for c in oracle.cases() if (c[0].startswith("node/") == (prefix == "node"))]
    return chosen[i::n]


def _check(selected) -> None:
    total, bad = oracle.compare(selected, range(1, oracle.newest_opset() + 1))
    names = {name for name, _ in selected}
    unexpected = [b for b in bad if (b[0], b[1]) not in KNOWN]
    seen = {(b[0], b[1]) for b in bad}
    healed = [k for k in KNOWN if k[0] in names and k not in seen]
    assert not unexpected, "odsgen and onnx.checker disagree:\n" + "\n".join(map(str, unexpected[:20]))
    assert not healed, "cells listed as disagreeing agree now (update onnx_known.py):\n" + "\n".join(
        map(str, healed[:20])
    )


@pytest.mark.parametrize("shard", range(MODEL_SHARDS))
def test_shipped_models_agree_with_onnx_checker(shard):
    oracle.onnx_or_skip()
    _check(_shard("models", shard, MODEL_SHARDS))


@pytest.mark.parametrize("shard", range(NODE_SHARDS))
def test_node_test_cases_agree_with_onnx_checker(shard):
    oracle.onnx_or_skip()
    _check(_shard("node", shard, NODE_SHARDS))

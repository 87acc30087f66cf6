"""The cells (case, opset) where odsgen's validate and onnx.checker disagree, with the cause.

Written by ``python tests/oracle/onnx_oracle.py --known`` (onnx 1.23.2)
and checked by tests/oracle/test_onnx_checker.py in both directions (docs/onnx.md).
"""

KNOWN: dict[tuple[str, int], str] = {
}

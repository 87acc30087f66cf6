"""The cells (case, opset) where odsgen's validate and onnx.checker disagree, with the cause.

Made by ``python tests/oracle/onnx_oracle.py --known`` and checked by
tests/oracle/test_onnx_checker.py in both directions.
"""

KNOWN: dict[tuple[str, int], str] = {}

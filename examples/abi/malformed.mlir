// Malformed ABI ops: `odsgen validate` reports each before availability (exit 3).
// Each CHECK line is the (first) error odsgen gives for the op below it
// (tests/runtime/test_verify.py::test_malformed_examples).
"builtin.module"() ({
  %m = "test.src"() : () -> memref<4xf32>
  // CHECK: malformed.mlir:7:8: error: 'abi.call' op requires attribute 'callee'
  %r = "abi.call"(%m) : (memref<4xf32>) -> memref<4xf32>
  // CHECK: malformed.mlir:9:8: error: 'abi.list.get' op expected 2 operands, but found 1
  %e = "abi.list.get"(%m) : (memref<4xf32>) -> memref<4xf32>
  // CHECK: malformed.mlir:11:8: error: 'abi.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute
  %s = "abi.call"(%m) {callee = "f"} : (memref<4xf32>) -> memref<4xf32>
}) : () -> ()

// Malformed dataflow ops: `odsgen validate` reports each before availability (exit 3).
// Each CHECK line is the (first) error odsgen gives for the op below it
// (tests/runtime/test_verify.py::test_malformed_examples).
"builtin.module"() ({
  %t = "test.src"() : () -> tensor<4xi32>
  // CHECK: malformed.mlir:7:8: error: 'df.tensor.clone' op requires the same type for all operands and results
  %c = "df.tensor.clone"(%t) : (tensor<4xi32>) -> tensor<4xf32>
  // CHECK: malformed.mlir:9:3: error: 'df.variable' op requires attribute 'sym_name'
  "df.variable"() {type = i32} : () -> ()
  // CHECK: malformed.mlir:11:3: error: 'df.executable_end' op expects parent op 'df.executable'
  "df.executable_end"() : () -> ()
  // CHECK: malformed.mlir:13:3: error: 'df.executable' op using value defined outside the region
  "df.executable"() <{sym_name = "ex"}> ({
    "df.tensor.trace"(%t) {key = "t"} : (tensor<4xi32>) -> ()
    "df.executable_end"() : () -> ()
  }) : () -> ()
}) : () -> ()

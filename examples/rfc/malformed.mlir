// Malformed instances of op `a`: `odsgen validate` reports each before availability
// (exit 3). Each CHECK line is the error odsgen gives for the op below it
// (tests/runtime/test_verify.py::test_malformed_examples).
"builtin.module"() ({
  // CHECK: malformed.mlir:6:8: error: 'example.a' op requires attribute 'attr'
  %0 = "example.a"() : () -> i32
  // CHECK: malformed.mlir:8:8: error: 'example.a' op attribute 'attr' failed to satisfy constraint: 32-bit float attribute
  %1 = "example.a"() {attr = "two"} : () -> i32
  // CHECK: malformed.mlir:10:10: error: 'example.a' op requires one result
  %2:2 = "example.a"() {attr = 1.5 : f32} : () -> (i32, i32)
  // CHECK: malformed.mlir:12:8: error: 'example.a' op result #0 must be 32-bit signless integer or 32-bit float, but got 'i64'
  %3 = "example.a"() {attr = 1.5 : f32} : () -> i64
}) : () -> ()

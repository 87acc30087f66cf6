// Malformed runtime ops: `odsgen validate` reports each before availability (exit 3).
// Each CHECK line is the error odsgen gives for the op below it
// (tests/runtime/test_verify.py::test_malformed_examples).
"builtin.module"() ({
  "func.func"() <{function_type = (!ral.context) -> (), sym_name = "main"}> ({
  ^bb0(%ctx: !ral.context):
    %x = "ral.recv_input"(%ctx) {index = 0 : i64} : (!ral.context) -> i1
    // CHECK: malformed.mlir:9:10: error: 'ral.recv_input' op attribute 'index' failed to satisfy constraint: 64-bit signless integer attribute
    %y = "ral.recv_input"(%ctx) {index = 1 : i32} : (!ral.context) -> i1
    // CHECK: malformed.mlir:11:5: error: 'ral.dispatch' op requires attribute 'operandSegmentSizes'
    "ral.dispatch"(%ctx, %x) {api_name = "f"} : (!ral.context, i1) -> ()
    // CHECK: malformed.mlir:13:5: error: 'ral.dispatch' op operand count (2) does not match with the total size (3) specified in attribute 'operandSegmentSizes'
    "ral.dispatch"(%ctx, %x) {api_name = "f", operandSegmentSizes = array<i32: 1, 1, 1>} : (!ral.context, i1) -> ()
    // CHECK: malformed.mlir:15:5: error: 'ral.send_output' op requires attribute 'index'
    "ral.send_output"(%ctx, %x) : (!ral.context, i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

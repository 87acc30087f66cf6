// Malformed shader ops: `odsgen validate` reports each before availability (exit 3).
// Each CHECK line is the error odsgen gives for the op below it
// (tests/runtime/test_verify.py::test_malformed_examples).
"builtin.module"() ({
  "func.func"() <{function_type = (!gs.ptr<f32, 12>, i1) -> (), sym_name = "kernel"}> ({
  ^bb0(%p: !gs.ptr<f32, 12>, %pred: i1):
    %a = "gs.load"(%p) : (!gs.ptr<f32, 12>) -> f32
    // CHECK: malformed.mlir:9:10: error: 'gs.fadd' op expected 2 operands, but found 1
    %b = "gs.fadd"(%a) : (f32) -> f32
    // CHECK: malformed.mlir:11:10: error: 'gs.iadd' op operand #0 must be shader integer or vector of shader integer values, but got 'f32'
    %c = "gs.iadd"(%a, %a) : (f32, f32) -> f32
    // CHECK: malformed.mlir:13:10: error: 'gs.load' op attribute 'memory_access' failed to satisfy constraint: memory access flags
    %d = "gs.load"(%p) {memory_access = 64 : i32} : (!gs.ptr<f32, 12>) -> f32
    // CHECK: malformed.mlir:15:5: error: 'gs.control_barrier' op attribute 'execution_scope' failed to satisfy constraint: execution or memory scope
    "gs.control_barrier"() {execution_scope = 9 : i32} : () -> ()
    // CHECK: malformed.mlir:17:10: error: 'gs.read_clock' op requires attribute 'scope'
    %t = "gs.read_clock"() : () -> i64
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// An entry function after context injection: inputs received by index, one
// type-erased GEMM call, the result sent back by index.
"builtin.module"() ({
  "func.func"() <{function_type = (!ral.context) -> (), sym_name = "main"}> ({
  ^bb0(%ctx: !ral.context):
    %lhs = "ral.recv_input"(%ctx) {index = 0 : i64} : (!ral.context) -> memref<?x?xf32>
    %rhs = "ral.recv_input"(%ctx) {index = 1 : i64} : (!ral.context) -> memref<?x?xf32>
    %out = "ral.recv_input"(%ctx) {index = 2 : i64} : (!ral.context) -> memref<?x?xf32>
    %false = "ral.recv_input"(%ctx) {index = 3 : i64} : (!ral.context) -> i1
    // V_1: memrefs of f32 and a bool.
    "ral.dispatch"(%ctx, %lhs, %rhs, %out, %false, %false) {api_name = "ral_gemm___cpu___m2df32_m2df32_m2df32_i1_i1___void", device = "cpu", operandSegmentSizes = array<i32: 1, 0, 5>} : (!ral.context, memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>, i1, i1) -> ()
    // V_2: an f16 memref and a stream handle.
    %stream = "ral.recv_input"(%ctx) {index = 4 : i64} : (!ral.context) -> !ral.ptr
    %h = "ral.recv_input"(%ctx) {index = 5 : i64} : (!ral.context) -> memref<?xf16>
    "ral.dispatch"(%ctx, %stream, %h) {api_name = "ral_relu___gpu___m1df16___void", device = "gpu", operandSegmentSizes = array<i32: 1, 1, 1>} : (!ral.context, !ral.ptr, memref<?xf16>) -> ()
    // V_3: a backend configuration.
    %n = "ral.dispatch"(%ctx, %lhs) {api_name = "ral_numel___cpu___m2df32___i64", backend_config = "{}", operandSegmentSizes = array<i32: 1, 0, 1>} : (!ral.context, memref<?x?xf32>) -> i64
    "ral.launch"(%ctx, %h, %n) {kernel = "relu_kernel", grid = [1 : i32, 1 : i32, 1 : i32], block = [256 : i32, 1 : i32, 1 : i32]} : (!ral.context, memref<?xf16>, i64) -> ()
    "ral.send_output"(%ctx, %out) {index = 0 : i64} : (!ral.context, memref<?x?xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

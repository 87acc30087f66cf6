// An executable with one entry point, a dispatch over it, tensor ops of each
// version, and variables.
"builtin.module"() ({
  "df.executable"() <{sym_name = "ex0"}> ({
    "df.dispatch.entry"() {sym_name = "entry0", workgroup_size = [64 : i32, 1 : i32, 1 : i32]} : () -> ()
    "df.executable_end"() : () -> ()
  }) : () -> ()
  "df.variable"() {sym_name = "counter", type = tensor<4xi32>, is_mutable} : () -> ()
  "func.func"() <{function_type = (tensor<4x?xf32>, index) -> tensor<4x?xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x?xf32>, %n: index):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    // V_1
    %r = "df.dispatch"(%n, %arg0) {entry_point = @ex0::@entry0, operandSegmentSizes = array<i32: 1, 1>} : (index, tensor<4x?xf32>) -> tensor<4x?xf32>
    %e = "df.tensor.load"(%r, %c0, %c0) : (tensor<4x?xf32>, index, index) -> f32
    %s = "df.tensor.splat"(%e, %n) : (f32, index) -> tensor<4x?xf32>
    %u = "df.tensor.store"(%e, %s, %c0, %c0) {operandSegmentSizes = array<i32: 1, 1, 2, 0>} : (f32, tensor<4x?xf32>, index, index) -> tensor<4x?xf32>
    %v = "df.variable.load"() {variable = @counter} : () -> tensor<4xi32>
    // V_2: slice, clone, f16 elements, reshape with a dynamic dim
    %sl = "df.tensor.slice"(%u, %c0, %c0, %n, %n) {operandSegmentSizes = array<i32: 1, 2, 2>} : (tensor<4x?xf32>, index, index, index, index) -> tensor<?x?xf32>
    %h = "df.tensor.clone"(%sl) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    %half = "arith.constant"() <{value = 1.0 : f16}> : () -> f16
    %sp16 = "df.tensor.splat"(%half, %n) : (f16, index) -> tensor<?xf16>
    %rs = "df.tensor.reshape"(%h, %n) : (tensor<?x?xf32>, index) -> tensor<?xf32>
    // V_3: masked store, trace, priority
    %mask = "arith.constant"() <{value = true}> : () -> i1
    %m = "df.tensor.store"(%e, %s, %c0, %c0, %mask) {operandSegmentSizes = array<i32: 1, 1, 2, 1>} : (f32, tensor<4x?xf32>, index, index, i1) -> tensor<4x?xf32>
    "df.tensor.trace"(%m, %rs) {key = "after_store"} : (tensor<4x?xf32>, tensor<?xf32>) -> ()
    %p = "df.dispatch"(%n, %m) {entry_point = @ex0::@entry0, priority = 2 : i64, operandSegmentSizes = array<i32: 1, 1>} : (index, tensor<4x?xf32>) -> tensor<4x?xf32>
    // V_2 to V_3 only
    %addr = "df.variable.address"() {variable = @counter} : () -> !df.ptr
    %vi = "df.variable.load.indirect"(%addr) : (!df.ptr) -> tensor<4xi32>
    "df.variable.store"(%vi) {variable = @counter} : (tensor<4xi32>) -> ()
    "func.return"(%p) : (tensor<4x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

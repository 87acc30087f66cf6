spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_reduction_32x1024_f32() "None" attributes {gpu.known_block_size = array<i32: 8, 1, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "llvmpipe", features = "spirv:v1.6,cap:Shader,cap:PhysicalStorageBufferAddresses,cap:PhysicalStorageBuffer64,cap:Int64,cap:Float64", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [8], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst8_i32 = spirv.Constant 8 : i32
    %cst2048_i32 = spirv.Constant 2048 : i32
    %cst256_i32 = spirv.Constant 256 : i32
    %cst4_i32 = spirv.Constant 4 : i32
    %cst1024_i32 = spirv.Constant 1024 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %cst_f32 = spirv.Constant 0.000000e+00 : f32
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
    %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
    %2 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
    %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi32>
    %4 = spirv.Variable : !spirv.ptr<f32, Function>
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32, %cst_f32 : i32, f32)
    ^bb1(%9: i32, %10: f32):  // 2 preds: ^bb0, ^bb2
      %11 = spirv.SLessThan %9, %cst1024_i32 : i32
      spirv.BranchConditional %11, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %12 = spirv.IMul %1, %cst256_i32 {no_signed_wrap} : i32
      %13 = spirv.IMul %3, %cst2048_i32 {no_signed_wrap} : i32
      %14 = spirv.IAdd %12, %13 : i32
      %15 = spirv.UDiv %9, %cst4_i32 : i32
      %16 = spirv.IAdd %14, %15 : i32
      %17 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %16] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %18 = spirv.Load "StorageBuffer" %17 : vector<4xf32>
      %19 = spirv.CompositeExtract %18[0 : i32] : vector<4xf32>
      %20 = spirv.FAdd %19, %10 : f32
      %21 = spirv.CompositeExtract %18[1 : i32] : vector<4xf32>
      %22 = spirv.FAdd %21, %20 : f32
      %23 = spirv.CompositeExtract %18[2 : i32] : vector<4xf32>
      %24 = spirv.FAdd %23, %22 : f32
      %25 = spirv.CompositeExtract %18[3 : i32] : vector<4xf32>
      %26 = spirv.FAdd %25, %24 : f32
      spirv.Store "Function" %4, %26 : f32
      %27 = spirv.IAdd %9, %cst4_i32 : i32
      spirv.Branch ^bb1(%27, %26 : i32, f32)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %5 = spirv.Load "Function" %4 : f32
    %6 = spirv.IMul %3, %cst8_i32 {no_signed_wrap} : i32
    %7 = spirv.IAdd %1, %6 : i32
    %8 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %7] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    spirv.Store "StorageBuffer" %8, %5 : f32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_reduction_32x1024_f32, @__resource_var_0_0_, @__resource_var_0_1_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__
  spirv.ExecutionMode @main_dispatch_0_reduction_32x1024_f32 "LocalSize", 8, 1, 1
}
spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader, GroupNonUniformArithmetic, Matrix, GroupNonUniform], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.func @main_dispatch_1_reduction_8x16_f32() "None" attributes {gpu.known_block_size = array<i32: 8, 1, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "llvmpipe", features = "spirv:v1.6,cap:Shader,cap:PhysicalStorageBufferAddresses,cap:PhysicalStorageBuffer64,cap:Int64,cap:Float64", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [8], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst_vec_2xf32 = spirv.Constant dense<1.000000e+00> : vector<2xf32>
    %cst8_i32 = spirv.Constant 8 : i32
    %cst16_i32 = spirv.Constant 16 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %cst_vec_2xf32_0 = spirv.Constant dense<0.000000e+00> : vector<2xf32>
    %cst_f32 = spirv.Constant 0.000000e+00 : f32
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
    %2 = spirv.IEqual %1, %cst0_i32 : i32
    %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
    %3 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
    %4 = spirv.CompositeExtract %3[0 : i32] : vector<3xi32>
    %5 = spirv.IMul %1, %cst16_i32 {no_signed_wrap} : i32
    %6 = spirv.IAdd %5, %4 : i32
    %7 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %6] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    %8 = spirv.Load "StorageBuffer" %7 : f32
    %9 = spirv.IAdd %6, %cst8_i32 : i32
    %10 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %9] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    %11 = spirv.Load "StorageBuffer" %10 : f32
    %12 = spirv.CompositeConstruct %8, %11 : (f32, f32) -> vector<2xf32>
    %13 = spirv.FAdd %12, %cst_vec_2xf32_0 : vector<2xf32>
    %14 = spirv.Dot %13, %cst_vec_2xf32 : vector<2xf32> -> f32
    %15 = spirv.GroupNonUniformFAdd <Subgroup> <Reduce> %14 : f32 -> f32
    %16 = spirv.FAdd %15, %cst_f32 : f32
    spirv.mlir.selection {
      spirv.BranchConditional %2, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %17 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %4] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %17, %16 : f32
      spirv.Branch ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      spirv.mlir.merge
    }
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_1_reduction_8x16_f32, @__resource_var_0_0_, @__resource_var_0_1_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__
  spirv.ExecutionMode @main_dispatch_1_reduction_8x16_f32 "LocalSize", 8, 1, 1
}
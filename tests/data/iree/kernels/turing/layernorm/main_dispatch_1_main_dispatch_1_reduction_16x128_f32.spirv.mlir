spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader, GroupNonUniformArithmetic, Matrix, GroupNonUniform], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_1_reduction_16x128_f32() "None" attributes {gpu.known_block_size = array<i32: 32, 1, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "sm_75", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, mma = [<NV_MMA_SYNC_F32_16x8x16_F16>, <NV_MMA_SYNC_F16_16x8x16_F16>, <NV_WMMA_F32_16x16x16_F16>, <NV_WMMA_F16_16x16x16_F16>], subgroup_size_choices = [32], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 65536, max_workgroup_counts = [2147483647, 65535, 65535]>>}>} {
    %cst_vec_4xf32 = spirv.Constant dense<1.000000e+00> : vector<4xf32>
    %cst32_i32 = spirv.Constant 32 : i32
    %cst_f32 = spirv.Constant 9.99999974E-6 : f32
    %cst_f32_0 = spirv.Constant 1.280000e+02 : f32
    %cst_vec_4xf32_1 = spirv.Constant dense<0.000000e+00> : vector<4xf32>
    %cst_f32_2 = spirv.Constant 0.000000e+00 : f32
    %cst0_i32 = spirv.Constant 0 : i32
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__resource_var_0_2__addr = spirv.mlir.addressof @__resource_var_0_2_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
    %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
    %2 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
    %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi32>
    %4 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %3] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    %5 = spirv.Load "StorageBuffer" %4 : f32
    %6 = spirv.IMul %3, %cst32_i32 {no_signed_wrap} : i32
    %7 = spirv.IAdd %1, %6 : i32
    %8 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %7] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %9 = spirv.Load "StorageBuffer" %8 : vector<4xf32>
    %10 = spirv.FAdd %9, %cst_vec_4xf32_1 : vector<4xf32>
    %11 = spirv.Dot %10, %cst_vec_4xf32 : vector<4xf32> -> f32
    %12 = spirv.GroupNonUniformFAdd <Subgroup> <Reduce> %11 : f32 -> f32
    %13 = spirv.FAdd %12, %cst_f32_2 : f32
    %14 = spirv.FDiv %13, %cst_f32_0 : f32
    %15 = spirv.FMul %14, %14 : f32
    %16 = spirv.FDiv %5, %cst_f32_0 : f32
    %17 = spirv.FSub %16, %15 : f32
    %18 = spirv.FAdd %17, %cst_f32 : f32
    %19 = spirv.CompositeConstruct %14, %14, %14, %14 : (f32, f32, f32, f32) -> vector<4xf32>
    %20 = spirv.GL.InverseSqrt %18 : f32
    %21 = spirv.CompositeConstruct %20, %20, %20, %20 : (f32, f32, f32, f32) -> vector<4xf32>
    %22 = spirv.FSub %9, %19 : vector<4xf32>
    %23 = spirv.FMul %22, %21 : vector<4xf32>
    %24 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %7] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %24, %23 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_1_reduction_16x128_f32, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__
  spirv.ExecutionMode @main_dispatch_1_reduction_16x128_f32 "LocalSize", 32, 1, 1
}
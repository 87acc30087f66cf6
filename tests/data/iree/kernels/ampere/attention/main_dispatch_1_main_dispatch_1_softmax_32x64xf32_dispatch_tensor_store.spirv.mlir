spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader, GroupNonUniformArithmetic, Matrix, GroupNonUniform], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<2xf32>, stride=8> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<2xf32>, stride=8> [0])>, StorageBuffer>
  spirv.func @main_dispatch_1_softmax_32x64xf32_dispatch_tensor_store() "None" attributes {gpu.known_block_size = array<i32: 32, 1, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "sm_80", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, mma = [<NV_MMA_SYNC_F32_16x8x16_F16>, <NV_MMA_SYNC_F16_16x8x16_F16>, <NV_MMA_SYNC_F32_16x8x16_BF16>, <NV_WMMA_F32_16x16x16_F16>, <NV_WMMA_F16_16x16x16_F16>], subgroup_size_choices = [32], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 166912, max_workgroup_counts = [2147483647, 65535, 65535]>>}>} {
    %cst1024_i32 = spirv.Constant 1024 : i32
    %cst32_i32 = spirv.Constant 32 : i32
    %cst_vec_2xi32 = spirv.Constant dense<127> : vector<2xi32>
    %cst_vec_2xi32_0 = spirv.Constant dense<23> : vector<2xi32>
    %cst_vec_2xf32 = spirv.Constant dense<1.270000e+02> : vector<2xf32>
    %cst_vec_2xf32_1 = spirv.Constant dense<-1.270000e+02> : vector<2xf32>
    %cst_vec_2xf32_2 = spirv.Constant dense<8.880000e+01> : vector<2xf32>
    %cst_vec_2xf32_3 = spirv.Constant dense<-8.780000e+01> : vector<2xf32>
    %cst_vec_2xf32_4 = spirv.Constant dense<0.166666657> : vector<2xf32>
    %cst_vec_2xf32_5 = spirv.Constant dense<0.0416657962> : vector<2xf32>
    %cst_vec_2xf32_6 = spirv.Constant dense<0.00833345205> : vector<2xf32>
    %cst_vec_2xf32_7 = spirv.Constant dense<0.00139819994> : vector<2xf32>
    %cst_vec_2xf32_8 = spirv.Constant dense<1.98756912E-4> : vector<2xf32>
    %cst_vec_2xf32_9 = spirv.Constant dense<2.12194442E-4> : vector<2xf32>
    %cst_vec_2xf32_10 = spirv.Constant dense<-0.693359375> : vector<2xf32>
    %cst_vec_2xf32_11 = spirv.Constant dense<1.44269502> : vector<2xf32>
    %cst_vec_2xf32_12 = spirv.Constant dense<1.000000e+00> : vector<2xf32>
    %cst_vec_2xf32_13 = spirv.Constant dense<5.000000e-01> : vector<2xf32>
    %cst_vec_2xf32_14 = spirv.Constant dense<0.000000e+00> : vector<2xf32>
    %cst_f32 = spirv.Constant 0.000000e+00 : f32
    %cst0_i32 = spirv.Constant 0 : i32
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<2xf32>, stride=8> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<2xf32>, stride=8> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
    %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
    %2 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
    %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi32>
    %4 = spirv.IMul %3, %cst32_i32 {no_signed_wrap} : i32
    %5 = spirv.IAdd %1, %4 : i32
    %6 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %5] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<2xf32>, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<2xf32>, StorageBuffer>
    %7 = spirv.Load "StorageBuffer" %6 : vector<2xf32>
    %8 = spirv.CompositeExtract %7[0 : i32] : vector<2xf32>
    %9 = spirv.CompositeExtract %7[1 : i32] : vector<2xf32>
    %10 = spirv.GL.FMax %8, %9 : f32
    %11 = spirv.GroupNonUniformFMax <Subgroup> <Reduce> %10 : f32 -> f32
    %12 = spirv.CompositeConstruct %11, %11 : (f32, f32) -> vector<2xf32>
    %13 = spirv.FSub %7, %12 : vector<2xf32>
    %14 = spirv.FUnordGreaterThanEqual %13, %cst_vec_2xf32_3 : vector<2xf32>
    %15 = spirv.Select %14, %13, %cst_vec_2xf32_3 : vector<2xi1>, vector<2xf32>
    %16 = spirv.FUnordLessThanEqual %15, %cst_vec_2xf32_2 : vector<2xf32>
    %17 = spirv.Select %16, %15, %cst_vec_2xf32_2 : vector<2xi1>, vector<2xf32>
    %18 = spirv.GL.Fma %17, %cst_vec_2xf32_11, %cst_vec_2xf32_13 : vector<2xf32>
    %19 = spirv.GL.Floor %18 : vector<2xf32>
    %20 = spirv.FUnordGreaterThanEqual %19, %cst_vec_2xf32_1 : vector<2xf32>
    %21 = spirv.Select %20, %19, %cst_vec_2xf32_1 : vector<2xi1>, vector<2xf32>
    %22 = spirv.FUnordLessThanEqual %21, %cst_vec_2xf32 : vector<2xf32>
    %23 = spirv.Select %22, %21, %cst_vec_2xf32 : vector<2xi1>, vector<2xf32>
    %24 = spirv.GL.Fma %cst_vec_2xf32_10, %23, %17 : vector<2xf32>
    %25 = spirv.GL.Fma %cst_vec_2xf32_9, %23, %24 : vector<2xf32>
    %26 = spirv.GL.Fma %25, %cst_vec_2xf32_8, %cst_vec_2xf32_7 : vector<2xf32>
    %27 = spirv.GL.Fma %26, %25, %cst_vec_2xf32_6 : vector<2xf32>
    %28 = spirv.GL.Fma %27, %25, %cst_vec_2xf32_5 : vector<2xf32>
    %29 = spirv.GL.Fma %28, %25, %cst_vec_2xf32_4 : vector<2xf32>
    %30 = spirv.GL.Fma %29, %25, %cst_vec_2xf32_13 : vector<2xf32>
    %31 = spirv.FMul %25, %25 : vector<2xf32>
    %32 = spirv.GL.Fma %30, %31, %25 : vector<2xf32>
    %33 = spirv.FAdd %32, %cst_vec_2xf32_12 : vector<2xf32>
    %34 = spirv.ConvertFToS %23 : vector<2xf32> to vector<2xi32>
    %35 = spirv.IAdd %34, %cst_vec_2xi32 : vector<2xi32>
    %36 = spirv.ShiftLeftLogical %35, %cst_vec_2xi32_0 : vector<2xi32>, vector<2xi32>
    %37 = spirv.Bitcast %36 : vector<2xi32> to vector<2xf32>
    %38 = spirv.FMul %33, %37 : vector<2xf32>
    %39 = spirv.FAdd %38, %cst_vec_2xf32_14 : vector<2xf32>
    %40 = spirv.Dot %39, %cst_vec_2xf32_12 : vector<2xf32> -> f32
    %41 = spirv.GroupNonUniformFAdd <Subgroup> <Reduce> %40 : f32 -> f32
    %42 = spirv.FAdd %41, %cst_f32 : f32
    %43 = spirv.CompositeConstruct %42, %42 : (f32, f32) -> vector<2xf32>
    %44 = spirv.FDiv %38, %43 : vector<2xf32>
    %45 = spirv.IAdd %5, %cst1024_i32 : i32
    %46 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %45] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<2xf32>, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<2xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %46, %44 : vector<2xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_1_softmax_32x64xf32_dispatch_tensor_store, @__resource_var_0_0_, @__resource_var_0_1_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__
  spirv.ExecutionMode @main_dispatch_1_softmax_32x64xf32_dispatch_tensor_store "LocalSize", 32, 1, 1
}
spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader, GroupNonUniformArithmetic, Matrix, GroupNonUniform], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_1_softmax_32x64xf32_dispatch_tensor_store() "None" attributes {gpu.known_block_size = array<i32: 16, 1, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "valhall1", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp32|fp16|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [16], max_workgroup_sizes = [512, 512, 512], max_thread_count_per_workgroup = 512, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst512_i32 = spirv.Constant 512 : i32
    %cst16_i32 = spirv.Constant 16 : i32
    %cst_vec_4xi32 = spirv.Constant dense<127> : vector<4xi32>
    %cst_vec_4xi32_0 = spirv.Constant dense<23> : vector<4xi32>
    %cst_vec_4xf32 = spirv.Constant dense<1.270000e+02> : vector<4xf32>
    %cst_vec_4xf32_1 = spirv.Constant dense<-1.270000e+02> : vector<4xf32>
    %cst_vec_4xf32_2 = spirv.Constant dense<8.880000e+01> : vector<4xf32>
    %cst_vec_4xf32_3 = spirv.Constant dense<-8.780000e+01> : vector<4xf32>
    %cst_vec_4xf32_4 = spirv.Constant dense<0.166666657> : vector<4xf32>
    %cst_vec_4xf32_5 = spirv.Constant dense<0.0416657962> : vector<4xf32>
    %cst_vec_4xf32_6 = spirv.Constant dense<0.00833345205> : vector<4xf32>
    %cst_vec_4xf32_7 = spirv.Constant dense<0.00139819994> : vector<4xf32>
    %cst_vec_4xf32_8 = spirv.Constant dense<1.98756912E-4> : vector<4xf32>
    %cst_vec_4xf32_9 = spirv.Constant dense<2.12194442E-4> : vector<4xf32>
    %cst_vec_4xf32_10 = spirv.Constant dense<-0.693359375> : vector<4xf32>
    %cst_vec_4xf32_11 = spirv.Constant dense<1.44269502> : vector<4xf32>
    %cst_vec_4xf32_12 = spirv.Constant dense<1.000000e+00> : vector<4xf32>
    %cst_vec_4xf32_13 = spirv.Constant dense<5.000000e-01> : vector<4xf32>
    %cst_vec_4xf32_14 = spirv.Constant dense<0.000000e+00> : vector<4xf32>
    %cst_f32 = spirv.Constant 0.000000e+00 : f32
    %cst0_i32 = spirv.Constant 0 : i32
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
    %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
    %2 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
    %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi32>
    %4 = spirv.IMul %3, %cst16_i32 {no_signed_wrap} : i32
    %5 = spirv.IAdd %1, %4 : i32
    %6 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %5] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %7 = spirv.Load "StorageBuffer" %6 : vector<4xf32>
    %8 = spirv.CompositeExtract %7[0 : i32] : vector<4xf32>
    %9 = spirv.CompositeExtract %7[1 : i32] : vector<4xf32>
    %10 = spirv.CompositeExtract %7[2 : i32] : vector<4xf32>
    %11 = spirv.CompositeExtract %7[3 : i32] : vector<4xf32>
    %12 = spirv.GL.FMax %8, %9 : f32
    %13 = spirv.GL.FMax %12, %10 : f32
    %14 = spirv.GL.FMax %13, %11 : f32
    %15 = spirv.GroupNonUniformFMax <Subgroup> <Reduce> %14 : f32 -> f32
    %16 = spirv.CompositeConstruct %15, %15, %15, %15 : (f32, f32, f32, f32) -> vector<4xf32>
    %17 = spirv.FSub %7, %16 : vector<4xf32>
    %18 = spirv.FUnordGreaterThanEqual %17, %cst_vec_4xf32_3 : vector<4xf32>
    %19 = spirv.Select %18, %17, %cst_vec_4xf32_3 : vector<4xi1>, vector<4xf32>
    %20 = spirv.FUnordLessThanEqual %19, %cst_vec_4xf32_2 : vector<4xf32>
    %21 = spirv.Select %20, %19, %cst_vec_4xf32_2 : vector<4xi1>, vector<4xf32>
    %22 = spirv.GL.Fma %21, %cst_vec_4xf32_11, %cst_vec_4xf32_13 : vector<4xf32>
    %23 = spirv.GL.Floor %22 : vector<4xf32>
    %24 = spirv.FUnordGreaterThanEqual %23, %cst_vec_4xf32_1 : vector<4xf32>
    %25 = spirv.Select %24, %23, %cst_vec_4xf32_1 : vector<4xi1>, vector<4xf32>
    %26 = spirv.FUnordLessThanEqual %25, %cst_vec_4xf32 : vector<4xf32>
    %27 = spirv.Select %26, %25, %cst_vec_4xf32 : vector<4xi1>, vector<4xf32>
    %28 = spirv.GL.Fma %cst_vec_4xf32_10, %27, %21 : vector<4xf32>
    %29 = spirv.GL.Fma %cst_vec_4xf32_9, %27, %28 : vector<4xf32>
    %30 = spirv.GL.Fma %29, %cst_vec_4xf32_8, %cst_vec_4xf32_7 : vector<4xf32>
    %31 = spirv.GL.Fma %30, %29, %cst_vec_4xf32_6 : vector<4xf32>
    %32 = spirv.GL.Fma %31, %29, %cst_vec_4xf32_5 : vector<4xf32>
    %33 = spirv.GL.Fma %32, %29, %cst_vec_4xf32_4 : vector<4xf32>
    %34 = spirv.GL.Fma %33, %29, %cst_vec_4xf32_13 : vector<4xf32>
    %35 = spirv.FMul %29, %29 : vector<4xf32>
    %36 = spirv.GL.Fma %34, %35, %29 : vector<4xf32>
    %37 = spirv.FAdd %36, %cst_vec_4xf32_12 : vector<4xf32>
    %38 = spirv.ConvertFToS %27 : vector<4xf32> to vector<4xi32>
    %39 = spirv.IAdd %38, %cst_vec_4xi32 : vector<4xi32>
    %40 = spirv.ShiftLeftLogical %39, %cst_vec_4xi32_0 : vector<4xi32>, vector<4xi32>
    %41 = spirv.Bitcast %40 : vector<4xi32> to vector<4xf32>
    %42 = spirv.FMul %37, %41 : vector<4xf32>
    %43 = spirv.FAdd %42, %cst_vec_4xf32_14 : vector<4xf32>
    %44 = spirv.Dot %43, %cst_vec_4xf32_12 : vector<4xf32> -> f32
    %45 = spirv.GroupNonUniformFAdd <Subgroup> <Reduce> %44 : f32 -> f32
    %46 = spirv.FAdd %45, %cst_f32 : f32
    %47 = spirv.CompositeConstruct %46, %46, %46, %46 : (f32, f32, f32, f32) -> vector<4xf32>
    %48 = spirv.FDiv %42, %47 : vector<4xf32>
    %49 = spirv.IAdd %5, %cst512_i32 : i32
    %50 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %49] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %50, %48 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_1_softmax_32x64xf32_dispatch_tensor_store, @__resource_var_0_0_, @__resource_var_0_1_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__
  spirv.ExecutionMode @main_dispatch_1_softmax_32x64xf32_dispatch_tensor_store "LocalSize", 16, 1, 1
}
spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader, GroupNonUniformArithmetic, Matrix, GroupNonUniform], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.func @main_dispatch_1_softmax_32x64xf32_dispatch_tensor_store() "None" attributes {gpu.known_block_size = array<i32: 64, 1, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "adreno", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp32|fp16|int32|int16|int8, storage = b64|b32|b16, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [64], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst2048_i32 = spirv.Constant 2048 : i32
    %cst64_i32 = spirv.Constant 64 : i32
    %cst127_i32 = spirv.Constant 127 : i32
    %cst23_i32 = spirv.Constant 23 : i32
    %cst_f32 = spirv.Constant 1.270000e+02 : f32
    %cst_f32_0 = spirv.Constant -1.270000e+02 : f32
    %cst_f32_1 = spirv.Constant 8.880000e+01 : f32
    %cst_f32_2 = spirv.Constant -8.780000e+01 : f32
    %cst_f32_3 = spirv.Constant 0.166666657 : f32
    %cst_f32_4 = spirv.Constant 0.0416657962 : f32
    %cst_f32_5 = spirv.Constant 0.00833345205 : f32
    %cst_f32_6 = spirv.Constant 0.00139819994 : f32
    %cst_f32_7 = spirv.Constant 1.98756912E-4 : f32
    %cst_f32_8 = spirv.Constant 2.12194442E-4 : f32
    %cst_f32_9 = spirv.Constant -0.693359375 : f32
    %cst_f32_10 = spirv.Constant 1.44269502 : f32
    %cst_f32_11 = spirv.Constant 1.000000e+00 : f32
    %cst_f32_12 = spirv.Constant 5.000000e-01 : f32
    %cst_f32_13 = spirv.Constant 0.000000e+00 : f32
    %cst0_i32 = spirv.Constant 0 : i32
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
    %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
    %2 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
    %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi32>
    %4 = spirv.IMul %3, %cst64_i32 {no_signed_wrap} : i32
    %5 = spirv.IAdd %1, %4 : i32
    %6 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %5] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    %7 = spirv.Load "StorageBuffer" %6 : f32
    %8 = spirv.GroupNonUniformFMax <Subgroup> <Reduce> %7 : f32 -> f32
    %9 = spirv.FSub %7, %8 : f32
    %10 = spirv.FUnordGreaterThanEqual %9, %cst_f32_2 : f32
    %11 = spirv.Select %10, %9, %cst_f32_2 : i1, f32
    %12 = spirv.FUnordLessThanEqual %11, %cst_f32_1 : f32
    %13 = spirv.Select %12, %11, %cst_f32_1 : i1, f32
    %14 = spirv.GL.Fma %13, %cst_f32_10, %cst_f32_12 : f32
    %15 = spirv.GL.Floor %14 : f32
    %16 = spirv.FUnordGreaterThanEqual %15, %cst_f32_0 : f32
    %17 = spirv.Select %16, %15, %cst_f32_0 : i1, f32
    %18 = spirv.FUnordLessThanEqual %17, %cst_f32 : f32
    %19 = spirv.Select %18, %17, %cst_f32 : i1, f32
    %20 = spirv.GL.Fma %cst_f32_9, %19, %13 : f32
    %21 = spirv.GL.Fma %cst_f32_8, %19, %20 : f32
    %22 = spirv.GL.Fma %21, %cst_f32_7, %cst_f32_6 : f32
    %23 = spirv.GL.Fma %22, %21, %cst_f32_5 : f32
    %24 = spirv.GL.Fma %23, %21, %cst_f32_4 : f32
    %25 = spirv.GL.Fma %24, %21, %cst_f32_3 : f32
    %26 = spirv.GL.Fma %25, %21, %cst_f32_12 : f32
    %27 = spirv.FMul %21, %21 : f32
    %28 = spirv.GL.Fma %26, %27, %21 : f32
    %29 = spirv.FAdd %28, %cst_f32_11 : f32
    %30 = spirv.ConvertFToS %19 : f32 to i32
    %31 = spirv.IAdd %30, %cst127_i32 : i32
    %32 = spirv.ShiftLeftLogical %31, %cst23_i32 : i32, i32
    %33 = spirv.Bitcast %32 : i32 to f32
    %34 = spirv.FMul %29, %33 : f32
    %35 = spirv.FAdd %34, %cst_f32_13 : f32
    %36 = spirv.GroupNonUniformFAdd <Subgroup> <Reduce> %35 : f32 -> f32
    %37 = spirv.FAdd %36, %cst_f32_13 : f32
    %38 = spirv.FDiv %34, %37 : f32
    %39 = spirv.IAdd %5, %cst2048_i32 : i32
    %40 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %39] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    spirv.Store "StorageBuffer" %40, %38 : f32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_1_softmax_32x64xf32_dispatch_tensor_store, @__resource_var_0_0_, @__resource_var_0_1_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__
  spirv.ExecutionMode @main_dispatch_1_softmax_32x64xf32_dispatch_tensor_store "LocalSize", 64, 1, 1
}
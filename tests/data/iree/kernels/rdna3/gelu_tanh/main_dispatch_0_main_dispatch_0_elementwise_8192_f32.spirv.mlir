spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_elementwise_8192_f32() "None" attributes {gpu.known_block_size = array<i32: 32, 1, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "rdna3", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, mma = [<WMMAR3_F32_16x16x16_F16>, <WMMAR3_F16_16x16x16_F16>, <WMMAR3_F32_16x16x16_BF16>, <WMMAR3_BF16_16x16x16_BF16>, <WMMAR3_I32_16x16x16_I8>], subgroup_size_choices = [32, 64], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 65536, max_workgroup_counts = [2147483647, 2147483647, 2147483647], max_load_instruction_bits = 128, simds_per_wgp = 4, vgpr_space_bits = 8192, workgroup_memory_bank_count = 64>>}>} {
    %cst32_i32 = spirv.Constant 32 : i32
    %cst_vec_4xf32 = spirv.Constant dense<1.19825836E-6> : vector<4xf32>
    %cst_vec_4xf32_0 = spirv.Constant dense<1.18534706E-4> : vector<4xf32>
    %cst_vec_4xf32_1 = spirv.Constant dense<0.00226843474> : vector<4xf32>
    %cst_vec_4xf32_2 = spirv.Constant dense<0.00489352504> : vector<4xf32>
    %cst_vec_4xf32_3 = spirv.Constant dense<-2.76076837E-16> : vector<4xf32>
    %cst_vec_4xf32_4 = spirv.Constant dense<2.00018794E-13> : vector<4xf32>
    %cst_vec_4xf32_5 = spirv.Constant dense<-8.60467184E-11> : vector<4xf32>
    %cst_vec_4xf32_6 = spirv.Constant dense<5.12229725E-8> : vector<4xf32>
    %cst_vec_4xf32_7 = spirv.Constant dense<1.48572235E-5> : vector<4xf32>
    %cst_vec_4xf32_8 = spirv.Constant dense<6.37261954E-4> : vector<4xf32>
    %cst_vec_4xf32_9 = spirv.Constant dense<0.00489352457> : vector<4xf32>
    %cst_vec_4xf32_10 = spirv.Constant dense<4.000000e-04> : vector<4xf32>
    %cst_vec_4xf32_11 = spirv.Constant dense<7.99881172> : vector<4xf32>
    %cst_vec_4xf32_12 = spirv.Constant dense<-7.99881172> : vector<4xf32>
    %cst_vec_4xf32_13 = spirv.Constant dense<5.000000e-01> : vector<4xf32>
    %cst_vec_4xf32_14 = spirv.Constant dense<1.000000e+00> : vector<4xf32>
    %cst_vec_4xf32_15 = spirv.Constant dense<0.797884583> : vector<4xf32>
    %cst_vec_4xf32_16 = spirv.Constant dense<4.471500e-02> : vector<4xf32>
    %cst0_i32 = spirv.Constant 0 : i32
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
    %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
    %2 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
    %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi32>
    %4 = spirv.IMul %3, %cst32_i32 {no_signed_wrap} : i32
    %5 = spirv.IAdd %1, %4 : i32
    %6 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %5] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %7 = spirv.Load "StorageBuffer" %6 : vector<4xf32>
    %8 = spirv.FMul %7, %7 : vector<4xf32>
    %9 = spirv.FMul %8, %7 : vector<4xf32>
    %10 = spirv.FMul %9, %cst_vec_4xf32_16 : vector<4xf32>
    %11 = spirv.FAdd %7, %10 : vector<4xf32>
    %12 = spirv.FMul %11, %cst_vec_4xf32_15 : vector<4xf32>
    %13 = spirv.FUnordLessThan %12, %cst_vec_4xf32_11 : vector<4xf32>
    %14 = spirv.Select %13, %12, %cst_vec_4xf32_11 : vector<4xi1>, vector<4xf32>
    %15 = spirv.FUnordGreaterThan %14, %cst_vec_4xf32_12 : vector<4xf32>
    %16 = spirv.Select %15, %14, %cst_vec_4xf32_12 : vector<4xi1>, vector<4xf32>
    %17 = spirv.GL.FAbs %12 : vector<4xf32>
    %18 = spirv.FOrdLessThan %17, %cst_vec_4xf32_10 : vector<4xf32>
    %19 = spirv.FMul %16, %16 : vector<4xf32>
    %20 = spirv.GL.Fma %19, %cst_vec_4xf32_3, %cst_vec_4xf32_4 : vector<4xf32>
    %21 = spirv.GL.Fma %19, %20, %cst_vec_4xf32_5 : vector<4xf32>
    %22 = spirv.GL.Fma %19, %21, %cst_vec_4xf32_6 : vector<4xf32>
    %23 = spirv.GL.Fma %19, %22, %cst_vec_4xf32_7 : vector<4xf32>
    %24 = spirv.GL.Fma %19, %23, %cst_vec_4xf32_8 : vector<4xf32>
    %25 = spirv.GL.Fma %19, %24, %cst_vec_4xf32_9 : vector<4xf32>
    %26 = spirv.FMul %16, %25 : vector<4xf32>
    %27 = spirv.GL.Fma %19, %cst_vec_4xf32, %cst_vec_4xf32_0 : vector<4xf32>
    %28 = spirv.GL.Fma %19, %27, %cst_vec_4xf32_1 : vector<4xf32>
    %29 = spirv.GL.Fma %19, %28, %cst_vec_4xf32_2 : vector<4xf32>
    %30 = spirv.FDiv %26, %29 : vector<4xf32>
    %31 = spirv.Select %18, %16, %30 : vector<4xi1>, vector<4xf32>
    %32 = spirv.FAdd %31, %cst_vec_4xf32_14 : vector<4xf32>
    %33 = spirv.FMul %32, %cst_vec_4xf32_13 : vector<4xf32>
    %34 = spirv.FMul %33, %7 : vector<4xf32>
    %35 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %5] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %35, %34 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_elementwise_8192_f32, @__resource_var_0_0_, @__resource_var_0_1_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__
  spirv.ExecutionMode @main_dispatch_0_elementwise_8192_f32 "LocalSize", 32, 1, 1
}
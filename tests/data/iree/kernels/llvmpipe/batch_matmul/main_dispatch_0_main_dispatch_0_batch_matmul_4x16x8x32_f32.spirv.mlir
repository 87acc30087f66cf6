spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader, GroupNonUniformArithmetic, Matrix, GroupNonUniform], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_batch_matmul_4x16x8x32_f32() "None" attributes {gpu.known_block_size = array<i32: 8, 1, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "llvmpipe", features = "spirv:v1.6,cap:Shader,cap:PhysicalStorageBufferAddresses,cap:PhysicalStorageBuffer64,cap:Int64,cap:Float64", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [8], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst_vec_4xf32 = spirv.Constant dense<1.000000e+00> : vector<4xf32>
    %cst256_i32 = spirv.Constant 256 : i32
    %cst24_i32 = spirv.Constant 24 : i32
    %cst16_i32 = spirv.Constant 16 : i32
    %cst32_i32 = spirv.Constant 32 : i32
    %cst8_i32 = spirv.Constant 8 : i32
    %cst128_i32 = spirv.Constant 128 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %cst_vec_4xf32_0 = spirv.Constant dense<0.000000e+00> : vector<4xf32>
    %cst_f32 = spirv.Constant 0.000000e+00 : f32
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__resource_var_0_2__addr = spirv.mlir.addressof @__resource_var_0_2_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
    %2 = spirv.IEqual %1, %cst0_i32 : i32
    %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
    %3 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
    %4 = spirv.CompositeExtract %3[0 : i32] : vector<3xi32>
    %5 = spirv.UDiv %4, %cst128_i32 : i32
    %6 = spirv.UMod %4, %cst128_i32 : i32
    %7 = spirv.UDiv %6, %cst8_i32 : i32
    %8 = spirv.UMod %4, %cst8_i32 : i32
    %9 = spirv.IMul %1, %cst32_i32 {no_signed_wrap} : i32
    %10 = spirv.IMul %5, %cst256_i32 {no_signed_wrap} : i32
    %11 = spirv.IAdd %9, %10 : i32
    %12 = spirv.IAdd %11, %8 : i32
    %13 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %12] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    %14 = spirv.Load "StorageBuffer" %13 : f32
    %15 = spirv.IAdd %12, %cst8_i32 : i32
    %16 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %15] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    %17 = spirv.Load "StorageBuffer" %16 : f32
    %18 = spirv.IAdd %12, %cst16_i32 : i32
    %19 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %18] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    %20 = spirv.Load "StorageBuffer" %19 : f32
    %21 = spirv.IAdd %12, %cst24_i32 : i32
    %22 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %21] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    %23 = spirv.Load "StorageBuffer" %22 : f32
    %24 = spirv.CompositeConstruct %14, %17, %20, %23 : (f32, f32, f32, f32) -> vector<4xf32>
    %25 = spirv.IMul %5, %cst128_i32 {no_signed_wrap} : i32
    %26 = spirv.IAdd %1, %25 : i32
    %27 = spirv.IMul %7, %cst8_i32 {no_signed_wrap} : i32
    %28 = spirv.IAdd %26, %27 : i32
    %29 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %28] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %30 = spirv.Load "StorageBuffer" %29 : vector<4xf32>
    %31 = spirv.FMul %30, %24 : vector<4xf32>
    %32 = spirv.FAdd %31, %cst_vec_4xf32_0 : vector<4xf32>
    %33 = spirv.Dot %32, %cst_vec_4xf32 : vector<4xf32> -> f32
    %34 = spirv.GroupNonUniformFAdd <Subgroup> <Reduce> %33 : f32 -> f32
    %35 = spirv.FAdd %34, %cst_f32 : f32
    spirv.mlir.selection {
      spirv.BranchConditional %2, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %36 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %4] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %36, %35 : f32
      spirv.Branch ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      spirv.mlir.merge
    }
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_batch_matmul_4x16x8x32_f32, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__
  spirv.ExecutionMode @main_dispatch_0_batch_matmul_4x16x8x32_f32 "LocalSize", 8, 1, 1
}
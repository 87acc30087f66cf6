spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader, StorageBuffer16BitAccess, Float16, GroupNonUniformArithmetic, GroupNonUniformShuffle, Matrix, GroupNonUniform], [SPV_KHR_16bit_storage, SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__workgroup_mem__4 : !spirv.ptr<!spirv.struct<(!spirv.array<32 x f32>)>, Workgroup>
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf16>, stride=8> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_reduction_8x4096_f16xf32() "None" attributes {gpu.known_block_size = array<i32: 1024, 1, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "sm_75", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, mma = [<NV_MMA_SYNC_F32_16x8x16_F16>, <NV_MMA_SYNC_F16_16x8x16_F16>, <NV_WMMA_F32_16x16x16_F16>, <NV_WMMA_F16_16x16x16_F16>], subgroup_size_choices = [32], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 65536, max_workgroup_counts = [2147483647, 65535, 65535]>>}>} {
    %cst_vec_4xf32 = spirv.Constant dense<1.000000e+00> : vector<4xf32>
    %cst31_i32 = spirv.Constant 31 : i32
    %cst1024_i32 = spirv.Constant 1024 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %cst8_i32 = spirv.Constant 8 : i32
    %cst16_i32 = spirv.Constant 16 : i32
    %cst4_i32 = spirv.Constant 4 : i32
    %cst2_i32 = spirv.Constant 2 : i32
    %cst32_i32 = spirv.Constant 32 : i32
    %cst1_i32 = spirv.Constant 1 : i32
    %cst_vec_4xf32_0 = spirv.Constant dense<0.000000e+00> : vector<4xf32>
    %cst_f32 = spirv.Constant 0.000000e+00 : f32
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf16>, stride=8> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
    %2 = spirv.UDiv %1, %cst32_i32 : i32
    %3 = spirv.UMod %1, %cst32_i32 : i32
    %4 = spirv.IEqual %3, %cst0_i32 : i32
    %5 = spirv.GL.UMin %3, %cst31_i32 : i32
    %6 = spirv.IEqual %1, %cst0_i32 : i32
    %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
    %7 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
    %8 = spirv.CompositeExtract %7[0 : i32] : vector<3xi32>
    %9 = spirv.IMul %8, %cst1024_i32 {no_signed_wrap} : i32
    %10 = spirv.IAdd %1, %9 : i32
    %11 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %10] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf16>, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf16>, StorageBuffer>
    %12 = spirv.Load "StorageBuffer" %11 : vector<4xf16>
    %13 = spirv.FConvert %12 : vector<4xf16> to vector<4xf32>
    %14 = spirv.FAdd %13, %cst_vec_4xf32_0 : vector<4xf32>
    %15 = spirv.Dot %14, %cst_vec_4xf32 : vector<4xf32> -> f32
    %16 = spirv.GroupNonUniformFAdd <Subgroup> <Reduce> %15 : f32 -> f32
    %__workgroup_mem__4_addr = spirv.mlir.addressof @__workgroup_mem__4 : !spirv.ptr<!spirv.struct<(!spirv.array<32 x f32>)>, Workgroup>
    spirv.mlir.selection {
      spirv.BranchConditional %4, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %30 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %2] : !spirv.ptr<!spirv.struct<(!spirv.array<32 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
      spirv.Store "Workgroup" %30, %16 : f32
      spirv.Branch ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      spirv.mlir.merge
    }
    spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
    %17 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %5] : !spirv.ptr<!spirv.struct<(!spirv.array<32 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %18 = spirv.Load "Workgroup" %17 : f32
    %19 = spirv.GroupNonUniformShuffleXor <Subgroup> %18, %cst1_i32 : f32, i32
    %20 = spirv.FAdd %18, %19 : f32
    %21 = spirv.GroupNonUniformShuffleXor <Subgroup> %20, %cst2_i32 : f32, i32
    %22 = spirv.FAdd %20, %21 : f32
    %23 = spirv.GroupNonUniformShuffleXor <Subgroup> %22, %cst4_i32 : f32, i32
    %24 = spirv.FAdd %22, %23 : f32
    %25 = spirv.GroupNonUniformShuffleXor <Subgroup> %24, %cst8_i32 : f32, i32
    %26 = spirv.FAdd %24, %25 : f32
    %27 = spirv.GroupNonUniformShuffleXor <Subgroup> %26, %cst16_i32 : f32, i32
    %28 = spirv.FAdd %26, %27 : f32
    %29 = spirv.FAdd %28, %cst_f32 : f32
    spirv.mlir.selection {
      spirv.BranchConditional %6, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %30 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %8] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      spirv.Store "StorageBuffer" %30, %29 : f32
      spirv.Branch ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      spirv.mlir.merge
    }
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_reduction_8x4096_f16xf32, @__resource_var_0_0_, @__resource_var_0_1_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__, @__workgroup_mem__4
  spirv.ExecutionMode @main_dispatch_0_reduction_8x4096_f16xf32 "LocalSize", 1024, 1, 1
}
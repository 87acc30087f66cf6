spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader, GroupNonUniformArithmetic, GroupNonUniformShuffle, Matrix, GroupNonUniform], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__workgroup_mem__4 : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32>)>, Workgroup>
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_reduction_64x512_i32() "None" attributes {gpu.known_block_size = array<i32: 128, 1, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "valhall1", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp32|fp16|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [16], max_workgroup_sizes = [512, 512, 512], max_thread_count_per_workgroup = 512, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst7_i32 = spirv.Constant 7 : i32
    %cst128_i32 = spirv.Constant 128 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %cst4_i32 = spirv.Constant 4 : i32
    %cst2_i32 = spirv.Constant 2 : i32
    %cst16_i32 = spirv.Constant 16 : i32
    %cst1_i32 = spirv.Constant 1 : i32
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
    %2 = spirv.UDiv %1, %cst16_i32 : i32
    %3 = spirv.UMod %1, %cst16_i32 : i32
    %4 = spirv.IEqual %3, %cst0_i32 : i32
    %5 = spirv.GL.UMin %3, %cst7_i32 : i32
    %6 = spirv.IEqual %1, %cst0_i32 : i32
    %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
    %7 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
    %8 = spirv.CompositeExtract %7[0 : i32] : vector<3xi32>
    %9 = spirv.IMul %8, %cst128_i32 {no_signed_wrap} : i32
    %10 = spirv.IAdd %1, %9 : i32
    %11 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %10] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi32>, StorageBuffer>
    %12 = spirv.Load "StorageBuffer" %11 : vector<4xi32>
    %13 = spirv.CompositeExtract %12[0 : i32] : vector<4xi32>
    %14 = spirv.CompositeExtract %12[1 : i32] : vector<4xi32>
    %15 = spirv.CompositeExtract %12[2 : i32] : vector<4xi32>
    %16 = spirv.CompositeExtract %12[3 : i32] : vector<4xi32>
    %17 = spirv.GL.SMax %13, %14 : i32
    %18 = spirv.GL.SMax %17, %15 : i32
    %19 = spirv.GL.SMax %18, %16 : i32
    %20 = spirv.GroupNonUniformSMax <Subgroup> <Reduce> %19 : i32 -> i32
    %__workgroup_mem__4_addr = spirv.mlir.addressof @__workgroup_mem__4 : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32>)>, Workgroup>
    spirv.mlir.selection {
      spirv.BranchConditional %4, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %30 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %2] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32>)>, Workgroup>, i32, i32 -> !spirv.ptr<i32, Workgroup>
      spirv.Store "Workgroup" %30, %20 : i32
      spirv.Branch ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      spirv.mlir.merge
    }
    spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
    %21 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %5] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32>)>, Workgroup>, i32, i32 -> !spirv.ptr<i32, Workgroup>
    %22 = spirv.Load "Workgroup" %21 : i32
    %23 = spirv.GroupNonUniformShuffleXor <Subgroup> %22, %cst1_i32 : i32, i32
    %24 = spirv.GL.SMax %22, %23 : i32
    %25 = spirv.GroupNonUniformShuffleXor <Subgroup> %24, %cst2_i32 : i32, i32
    %26 = spirv.GL.SMax %24, %25 : i32
    %27 = spirv.GroupNonUniformShuffleXor <Subgroup> %26, %cst4_i32 : i32, i32
    %28 = spirv.GL.SMax %26, %27 : i32
    %29 = spirv.GroupNonUniformShuffle <Subgroup> %28, %cst0_i32 : i32, i32
    spirv.mlir.selection {
      spirv.BranchConditional %6, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %30 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %8] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %30, %29 : i32
      spirv.Branch ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      spirv.mlir.merge
    }
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_reduction_64x512_i32, @__resource_var_0_0_, @__resource_var_0_1_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__, @__workgroup_mem__4
  spirv.ExecutionMode @main_dispatch_0_reduction_64x512_i32 "LocalSize", 128, 1, 1
}
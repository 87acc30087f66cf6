spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader, GroupNonUniformArithmetic, GroupNonUniformShuffle, Matrix, GroupNonUniform], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__workgroup_mem__5 : !spirv.ptr<!spirv.struct<(!spirv.array<2 x f32>)>, Workgroup>
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_1_reduction_16x128_f32() "None" attributes {gpu.known_block_size = array<i32: 32, 1, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "valhall1", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp32|fp16|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [16], max_workgroup_sizes = [512, 512, 512], max_thread_count_per_workgroup = 512, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst_vec_4xf32 = spirv.Constant dense<1.000000e+00> : vector<4xf32>
    %cst32_i32 = spirv.Constant 32 : i32
    %cst_f32 = spirv.Constant 9.99999974E-6 : f32
    %cst_f32_0 = spirv.Constant 1.280000e+02 : f32
    %cst0_i32 = spirv.Constant 0 : i32
    %cst16_i32 = spirv.Constant 16 : i32
    %cst1_i32 = spirv.Constant 1 : i32
    %cst_vec_4xf32_1 = spirv.Constant dense<0.000000e+00> : vector<4xf32>
    %cst_f32_2 = spirv.Constant 0.000000e+00 : f32
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__resource_var_0_2__addr = spirv.mlir.addressof @__resource_var_0_2_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
    %2 = spirv.UDiv %1, %cst16_i32 : i32
    %3 = spirv.UMod %1, %cst16_i32 : i32
    %4 = spirv.IEqual %3, %cst0_i32 : i32
    %5 = spirv.GL.UMin %3, %cst1_i32 : i32
    %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
    %6 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
    %7 = spirv.CompositeExtract %6[0 : i32] : vector<3xi32>
    %8 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %7] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    %9 = spirv.Load "StorageBuffer" %8 : f32
    %10 = spirv.IMul %7, %cst32_i32 {no_signed_wrap} : i32
    %11 = spirv.IAdd %1, %10 : i32
    %12 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %11] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %13 = spirv.Load "StorageBuffer" %12 : vector<4xf32>
    %14 = spirv.FAdd %13, %cst_vec_4xf32_1 : vector<4xf32>
    %15 = spirv.Dot %14, %cst_vec_4xf32 : vector<4xf32> -> f32
    %16 = spirv.GroupNonUniformFAdd <Subgroup> <Reduce> %15 : f32 -> f32
    %__workgroup_mem__5_addr = spirv.mlir.addressof @__workgroup_mem__5 : !spirv.ptr<!spirv.struct<(!spirv.array<2 x f32>)>, Workgroup>
    spirv.mlir.selection {
      spirv.BranchConditional %4, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %34 = spirv.AccessChain %__workgroup_mem__5_addr[%cst0_i32, %2] : !spirv.ptr<!spirv.struct<(!spirv.array<2 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
      spirv.Store "Workgroup" %34, %16 : f32
      spirv.Branch ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      spirv.mlir.merge
    }
    spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
    %17 = spirv.AccessChain %__workgroup_mem__5_addr[%cst0_i32, %5] : !spirv.ptr<!spirv.struct<(!spirv.array<2 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %18 = spirv.Load "Workgroup" %17 : f32
    %19 = spirv.GroupNonUniformShuffleXor <Subgroup> %18, %cst1_i32 : f32, i32
    %20 = spirv.FAdd %18, %19 : f32
    %21 = spirv.GroupNonUniformShuffle <Subgroup> %20, %cst0_i32 : f32, i32
    %22 = spirv.FAdd %21, %cst_f32_2 : f32
    %23 = spirv.FDiv %22, %cst_f32_0 : f32
    %24 = spirv.FMul %23, %23 : f32
    %25 = spirv.FDiv %9, %cst_f32_0 : f32
    %26 = spirv.FSub %25, %24 : f32
    %27 = spirv.FAdd %26, %cst_f32 : f32
    %28 = spirv.CompositeConstruct %23, %23, %23, %23 : (f32, f32, f32, f32) -> vector<4xf32>
    %29 = spirv.GL.InverseSqrt %27 : f32
    %30 = spirv.CompositeConstruct %29, %29, %29, %29 : (f32, f32, f32, f32) -> vector<4xf32>
    %31 = spirv.FSub %13, %28 : vector<4xf32>
    %32 = spirv.FMul %31, %30 : vector<4xf32>
    %33 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %11] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %33, %32 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_1_reduction_16x128_f32, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__, @__workgroup_mem__5
  spirv.ExecutionMode @main_dispatch_1_reduction_16x128_f32 "LocalSize", 32, 1, 1
}
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_conv_8x8x16x3x3_f32() "None" attributes {gpu.known_block_size = array<i32: 16, 2, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "sm_80", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, mma = [<NV_MMA_SYNC_F32_16x8x16_F16>, <NV_MMA_SYNC_F16_16x8x16_F16>, <NV_MMA_SYNC_F32_16x8x16_BF16>, <NV_WMMA_F32_16x16x16_F16>, <NV_WMMA_F16_16x16x16_F16>], subgroup_size_choices = [32], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 166912, max_workgroup_counts = [2147483647, 65535, 65535]>>}>} {
    %cst576_i32 = spirv.Constant 576 : i32
    %cst64_i32 = spirv.Constant 64 : i32
    %cst128_i32 = spirv.Constant 128 : i32
    %cst48_i32 = spirv.Constant 48 : i32
    %cst32_i32 = spirv.Constant 32 : i32
    %cst288_i32 = spirv.Constant 288 : i32
    %cst1_i32 = spirv.Constant 1 : i32
    %cst3_i32 = spirv.Constant 3 : i32
    %cst16_i32 = spirv.Constant 16 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %cst4_i32 = spirv.Constant 4 : i32
    %cst_f32 = spirv.Constant 0.000000e+00 : f32
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__resource_var_0_2__addr = spirv.mlir.addressof @__resource_var_0_2_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
    %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %3 = spirv.CompositeExtract %2[1 : i32] : vector<3xi32>
    %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
    %4 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
    %5 = spirv.CompositeExtract %4[0 : i32] : vector<3xi32>
    %6 = spirv.UDiv %5, %cst4_i32 : i32
    %7 = spirv.UMod %5, %cst4_i32 : i32
    %8 = spirv.IMul %3, %cst16_i32 {no_signed_wrap} : i32
    %9 = spirv.IAdd %8, %1 : i32
    %10 = spirv.IMul %7, %cst32_i32 {no_signed_wrap} : i32
    %11 = spirv.IAdd %9, %10 : i32
    %12 = spirv.IMul %6, %cst128_i32 {no_signed_wrap} : i32
    %13 = spirv.IAdd %11, %12 : i32
    %14 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %13] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    spirv.Store "StorageBuffer" %14, %cst_f32 : f32
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32 : i32)
    ^bb1(%15: i32):  // 2 preds: ^bb0, ^bb2
      %16 = spirv.SLessThan %15, %cst3_i32 : i32
      spirv.BranchConditional %16, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%18: i32):  // 2 preds: ^bb0, ^bb2
        %19 = spirv.SLessThan %18, %cst3_i32 : i32
        spirv.BranchConditional %19, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %20 = spirv.IMul %15, %cst288_i32 {no_signed_wrap} : i32
        %21 = spirv.IMul %18, %cst16_i32 {no_signed_wrap} : i32
        %22 = spirv.IAdd %20, %21 : i32
        %23 = spirv.IMul %3, %cst32_i32 {no_signed_wrap} : i32
        %24 = spirv.IAdd %22, %23 : i32
        %25 = spirv.IAdd %24, %1 : i32
        %26 = spirv.IMul %7, %cst64_i32 {no_signed_wrap} : i32
        %27 = spirv.IAdd %25, %26 : i32
        %28 = spirv.IMul %6, %cst576_i32 {no_signed_wrap} : i32
        %29 = spirv.IAdd %27, %28 : i32
        %30 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %29] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        %31 = spirv.Load "StorageBuffer" %30 : f32
        %32 = spirv.IMul %15, %cst48_i32 {no_signed_wrap} : i32
        %33 = spirv.IAdd %32, %21 : i32
        %34 = spirv.IAdd %33, %1 : i32
        %35 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %34] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        %36 = spirv.Load "StorageBuffer" %35 : f32
        %37 = spirv.Load "StorageBuffer" %14 : f32
        %38 = spirv.FMul %31, %36 : f32
        %39 = spirv.FAdd %37, %38 : f32
        spirv.Store "StorageBuffer" %14, %39 : f32
        %40 = spirv.IAdd %18, %cst1_i32 : i32
        spirv.Branch ^bb1(%40 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      %17 = spirv.IAdd %15, %cst1_i32 : i32
      spirv.Branch ^bb1(%17 : i32)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_conv_8x8x16x3x3_f32, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__
  spirv.ExecutionMode @main_dispatch_0_conv_8x8x16x3x3_f32 "LocalSize", 16, 2, 1
}
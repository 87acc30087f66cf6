spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_conv_14x14x16x3x3x8_f32() "None" attributes {gpu.known_block_size = array<i32: 16, 2, 2>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "adreno", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp32|fp16|int32|int16|int8, storage = b64|b32|b16, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [64], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst256_i32 = spirv.Constant 256 : i32
    %cst32_i32 = spirv.Constant 32 : i32
    %cst448_i32 = spirv.Constant 448 : i32
    %cst384_i32 = spirv.Constant 384 : i32
    %cst128_i32 = spirv.Constant 128 : i32
    %cst8_i32 = spirv.Constant 8 : i32
    %cst1_i32 = spirv.Constant 1 : i32
    %cst3_i32 = spirv.Constant 3 : i32
    %cst16_i32 = spirv.Constant 16 : i32
    %cst224_i32 = spirv.Constant 224 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %cst7_i32 = spirv.Constant 7 : i32
    %cst_f32 = spirv.Constant 0.000000e+00 : f32
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__resource_var_0_2__addr = spirv.mlir.addressof @__resource_var_0_2_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
    %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %3 = spirv.CompositeExtract %2[1 : i32] : vector<3xi32>
    %4 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %5 = spirv.CompositeExtract %4[2 : i32] : vector<3xi32>
    %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
    %6 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
    %7 = spirv.CompositeExtract %6[0 : i32] : vector<3xi32>
    %8 = spirv.UDiv %7, %cst7_i32 : i32
    %9 = spirv.UMod %7, %cst7_i32 : i32
    %10 = spirv.IMul %5, %cst224_i32 {no_signed_wrap} : i32
    %11 = spirv.IMul %3, %cst16_i32 {no_signed_wrap} : i32
    %12 = spirv.IAdd %10, %11 : i32
    %13 = spirv.IAdd %12, %1 : i32
    %14 = spirv.IMul %8, %cst448_i32 {no_signed_wrap} : i32
    %15 = spirv.IAdd %13, %14 : i32
    %16 = spirv.IMul %9, %cst32_i32 {no_signed_wrap} : i32
    %17 = spirv.IAdd %15, %16 : i32
    %18 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %17] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    spirv.Store "StorageBuffer" %18, %cst_f32 : f32
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32 : i32)
    ^bb1(%19: i32):  // 2 preds: ^bb0, ^bb2
      %20 = spirv.SLessThan %19, %cst3_i32 : i32
      spirv.BranchConditional %20, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%22: i32):  // 2 preds: ^bb0, ^bb2
        %23 = spirv.SLessThan %22, %cst3_i32 : i32
        spirv.BranchConditional %23, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i32 : i32)
        ^bb1(%25: i32):  // 2 preds: ^bb0, ^bb2
          %26 = spirv.SLessThan %25, %cst8_i32 : i32
          spirv.BranchConditional %26, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %27 = spirv.IMul %5, %cst128_i32 {no_signed_wrap} : i32
          %28 = spirv.IAdd %25, %27 : i32
          %29 = spirv.IMul %19, %cst128_i32 {no_signed_wrap} : i32
          %30 = spirv.IAdd %28, %29 : i32
          %31 = spirv.IMul %3, %cst8_i32 {no_signed_wrap} : i32
          %32 = spirv.IAdd %30, %31 : i32
          %33 = spirv.IMul %22, %cst8_i32 {no_signed_wrap} : i32
          %34 = spirv.IAdd %32, %33 : i32
          %35 = spirv.IMul %8, %cst256_i32 {no_signed_wrap} : i32
          %36 = spirv.IAdd %34, %35 : i32
          %37 = spirv.IMul %9, %cst16_i32 {no_signed_wrap} : i32
          %38 = spirv.IAdd %36, %37 : i32
          %39 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %38] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          %40 = spirv.Load "StorageBuffer" %39 : f32
          %41 = spirv.IMul %19, %cst384_i32 {no_signed_wrap} : i32
          %42 = spirv.IMul %22, %cst128_i32 {no_signed_wrap} : i32
          %43 = spirv.IAdd %41, %42 : i32
          %44 = spirv.IMul %25, %cst16_i32 {no_signed_wrap} : i32
          %45 = spirv.IAdd %43, %44 : i32
          %46 = spirv.IAdd %45, %1 : i32
          %47 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %46] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          %48 = spirv.Load "StorageBuffer" %47 : f32
          %49 = spirv.Load "StorageBuffer" %18 : f32
          %50 = spirv.FMul %40, %48 : f32
          %51 = spirv.FAdd %49, %50 : f32
          spirv.Store "StorageBuffer" %18, %51 : f32
          %52 = spirv.IAdd %25, %cst1_i32 : i32
          spirv.Branch ^bb1(%52 : i32)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        %24 = spirv.IAdd %22, %cst1_i32 : i32
        spirv.Branch ^bb1(%24 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      %21 = spirv.IAdd %19, %cst1_i32 : i32
      spirv.Branch ^bb1(%21 : i32)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_conv_14x14x16x3x3x8_f32, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__
  spirv.ExecutionMode @main_dispatch_0_conv_14x14x16x3x3x8_f32 "LocalSize", 16, 2, 2
}
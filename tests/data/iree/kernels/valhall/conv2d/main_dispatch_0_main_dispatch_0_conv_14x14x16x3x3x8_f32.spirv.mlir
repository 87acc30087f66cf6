spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_conv_14x14x16x3x3x8_f32() "None" attributes {gpu.known_block_size = array<i32: 16, 1, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "valhall1", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp32|fp16|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [16], max_workgroup_sizes = [512, 512, 512], max_thread_count_per_workgroup = 512, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst224_i32 = spirv.Constant 224 : i32
    %cst16_i32 = spirv.Constant 16 : i32
    %cst384_i32 = spirv.Constant 384 : i32
    %cst128_i32 = spirv.Constant 128 : i32
    %cst8_i32 = spirv.Constant 8 : i32
    %cst1_i32 = spirv.Constant 1 : i32
    %cst3_i32 = spirv.Constant 3 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %cst14_i32 = spirv.Constant 14 : i32
    %cst_f32 = spirv.Constant 0.000000e+00 : f32
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__resource_var_0_2__addr = spirv.mlir.addressof @__resource_var_0_2_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
    %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
    %2 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
    %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi32>
    %4 = spirv.UDiv %3, %cst14_i32 : i32
    %5 = spirv.UMod %3, %cst14_i32 : i32
    %6 = spirv.IMul %4, %cst224_i32 {no_signed_wrap} : i32
    %7 = spirv.IAdd %1, %6 : i32
    %8 = spirv.IMul %5, %cst16_i32 {no_signed_wrap} : i32
    %9 = spirv.IAdd %7, %8 : i32
    %10 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %9] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    spirv.Store "StorageBuffer" %10, %cst_f32 : f32
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32 : i32)
    ^bb1(%11: i32):  // 2 preds: ^bb0, ^bb2
      %12 = spirv.SLessThan %11, %cst3_i32 : i32
      spirv.BranchConditional %12, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%14: i32):  // 2 preds: ^bb0, ^bb2
        %15 = spirv.SLessThan %14, %cst3_i32 : i32
        spirv.BranchConditional %15, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i32 : i32)
        ^bb1(%17: i32):  // 2 preds: ^bb0, ^bb2
          %18 = spirv.SLessThan %17, %cst8_i32 : i32
          spirv.BranchConditional %18, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %19 = spirv.IMul %4, %cst128_i32 {no_signed_wrap} : i32
          %20 = spirv.IAdd %17, %19 : i32
          %21 = spirv.IMul %11, %cst128_i32 {no_signed_wrap} : i32
          %22 = spirv.IAdd %20, %21 : i32
          %23 = spirv.IMul %5, %cst8_i32 {no_signed_wrap} : i32
          %24 = spirv.IAdd %22, %23 : i32
          %25 = spirv.IMul %14, %cst8_i32 {no_signed_wrap} : i32
          %26 = spirv.IAdd %24, %25 : i32
          %27 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %26] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          %28 = spirv.Load "StorageBuffer" %27 : f32
          %29 = spirv.IMul %11, %cst384_i32 {no_signed_wrap} : i32
          %30 = spirv.IMul %14, %cst128_i32 {no_signed_wrap} : i32
          %31 = spirv.IAdd %29, %30 : i32
          %32 = spirv.IMul %17, %cst16_i32 {no_signed_wrap} : i32
          %33 = spirv.IAdd %31, %32 : i32
          %34 = spirv.IAdd %33, %1 : i32
          %35 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %34] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          %36 = spirv.Load "StorageBuffer" %35 : f32
          %37 = spirv.Load "StorageBuffer" %10 : f32
          %38 = spirv.FMul %28, %36 : f32
          %39 = spirv.FAdd %37, %38 : f32
          spirv.Store "StorageBuffer" %10, %39 : f32
          %40 = spirv.IAdd %17, %cst1_i32 : i32
          spirv.Branch ^bb1(%40 : i32)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        %16 = spirv.IAdd %14, %cst1_i32 : i32
        spirv.Branch ^bb1(%16 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      %13 = spirv.IAdd %11, %cst1_i32 : i32
      spirv.Branch ^bb1(%13 : i32)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_conv_14x14x16x3x3x8_f32, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__
  spirv.ExecutionMode @main_dispatch_0_conv_14x14x16x3x3x8_f32 "LocalSize", 16, 1, 1
}
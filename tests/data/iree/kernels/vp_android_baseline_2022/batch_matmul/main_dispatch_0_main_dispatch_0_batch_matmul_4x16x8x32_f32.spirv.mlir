spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_batch_matmul_4x16x8x32_f32() "None" attributes {gpu.known_block_size = array<i32: 2, 16, 2>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "vp_android_baseline_2022", features = "spirv:v1.3,cap:Shader", wgp = <compute = fp32|int32, storage = b32, subgroup = none, subgroup_size_choices = [64], max_workgroup_sizes = [128, 128, 64], max_thread_count_per_workgroup = 128, max_workgroup_memory_bytes = 16384, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst6_i32 = spirv.Constant 6 : i32
    %cst2_i32 = spirv.Constant 2 : i32
    %cst256_i32 = spirv.Constant 256 : i32
    %cst128_i32 = spirv.Constant 128 : i32
    %cst64_i32 = spirv.Constant 64 : i32
    %cst8_i32 = spirv.Constant 8 : i32
    %cst4_i32 = spirv.Constant 4 : i32
    %cst32_i32 = spirv.Constant 32 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %cst_vec_4xf32 = spirv.Constant dense<0.000000e+00> : vector<4xf32>
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__resource_var_0_2__addr = spirv.mlir.addressof @__resource_var_0_2_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[2 : i32] : vector<3xi32>
    %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %3 = spirv.CompositeExtract %2[1 : i32] : vector<3xi32>
    %4 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %5 = spirv.CompositeExtract %4[0 : i32] : vector<3xi32>
    %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
    %6 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
    %7 = spirv.CompositeExtract %6[0 : i32] : vector<3xi32>
    %8 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32, %cst_vec_4xf32 : i32, vector<4xf32>)
    ^bb1(%17: i32, %18: vector<4xf32>):  // 2 preds: ^bb0, ^bb2
      %19 = spirv.SLessThan %17, %cst32_i32 : i32
      spirv.BranchConditional %19, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %20 = spirv.IMul %1, %cst128_i32 : i32
      %21 = spirv.IMul %3, %cst8_i32 : i32
      %22 = spirv.IAdd %20, %21 : i32
      %23 = spirv.IMul %7, %cst256_i32 : i32
      %24 = spirv.IAdd %22, %23 : i32
      %25 = spirv.UDiv %17, %cst4_i32 : i32
      %26 = spirv.IAdd %24, %25 : i32
      %27 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %26] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %28 = spirv.Load "StorageBuffer" %27 : vector<4xf32>
      %29 = spirv.IMul %17, %cst2_i32 : i32
      %30 = spirv.IMul %1, %cst64_i32 : i32
      %31 = spirv.IAdd %29, %30 : i32
      %32 = spirv.IAdd %31, %5 : i32
      %33 = spirv.IMul %7, %cst128_i32 : i32
      %34 = spirv.IAdd %32, %33 : i32
      %35 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %34] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %36 = spirv.Load "StorageBuffer" %35 : vector<4xf32>
      %37 = spirv.IAdd %34, %cst2_i32 : i32
      %38 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %37] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %39 = spirv.Load "StorageBuffer" %38 : vector<4xf32>
      %40 = spirv.IAdd %34, %cst4_i32 : i32
      %41 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %40] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %42 = spirv.Load "StorageBuffer" %41 : vector<4xf32>
      %43 = spirv.IAdd %34, %cst6_i32 : i32
      %44 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %43] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %45 = spirv.Load "StorageBuffer" %44 : vector<4xf32>
      %46 = spirv.CompositeExtract %28[0 : i32] : vector<4xf32>
      %47 = spirv.CompositeConstruct %46, %46, %46, %46 : (f32, f32, f32, f32) -> vector<4xf32>
      %48 = spirv.GL.Fma %47, %36, %18 : vector<4xf32>
      %49 = spirv.CompositeExtract %28[1 : i32] : vector<4xf32>
      %50 = spirv.CompositeConstruct %49, %49, %49, %49 : (f32, f32, f32, f32) -> vector<4xf32>
      %51 = spirv.GL.Fma %50, %39, %48 : vector<4xf32>
      %52 = spirv.CompositeExtract %28[2 : i32] : vector<4xf32>
      %53 = spirv.CompositeConstruct %52, %52, %52, %52 : (f32, f32, f32, f32) -> vector<4xf32>
      %54 = spirv.GL.Fma %53, %42, %51 : vector<4xf32>
      %55 = spirv.CompositeExtract %28[3 : i32] : vector<4xf32>
      %56 = spirv.CompositeConstruct %55, %55, %55, %55 : (f32, f32, f32, f32) -> vector<4xf32>
      %57 = spirv.GL.Fma %56, %45, %54 : vector<4xf32>
      spirv.Store "Function" %8, %57 : vector<4xf32>
      %58 = spirv.IAdd %17, %cst4_i32 : i32
      spirv.Branch ^bb1(%58, %57 : i32, vector<4xf32>)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %9 = spirv.Load "Function" %8 : vector<4xf32>
    %10 = spirv.IMul %1, %cst32_i32 : i32
    %11 = spirv.IMul %3, %cst2_i32 : i32
    %12 = spirv.IAdd %10, %11 : i32
    %13 = spirv.IAdd %12, %5 : i32
    %14 = spirv.IMul %7, %cst64_i32 : i32
    %15 = spirv.IAdd %13, %14 : i32
    %16 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %15] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %16, %9 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_batch_matmul_4x16x8x32_f32, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__
  spirv.ExecutionMode @main_dispatch_0_batch_matmul_4x16x8x32_f32 "LocalSize", 2, 16, 2
}
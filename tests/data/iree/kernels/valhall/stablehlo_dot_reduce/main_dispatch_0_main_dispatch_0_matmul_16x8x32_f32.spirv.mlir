spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_matmul_16x8x32_f32() "None" attributes {gpu.known_block_size = array<i32: 2, 8, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "valhall1", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp32|fp16|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [16], max_workgroup_sizes = [512, 512, 512], max_thread_count_per_workgroup = 512, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst4_i32 = spirv.Constant 4 : i32
    %cst2_i32 = spirv.Constant 2 : i32
    %cst14_i32 = spirv.Constant 14 : i32
    %cst12_i32 = spirv.Constant 12 : i32
    %cst10_i32 = spirv.Constant 10 : i32
    %cst6_i32 = spirv.Constant 6 : i32
    %cst9_i32 = spirv.Constant 9 : i32
    %cst1_i32 = spirv.Constant 1 : i32
    %cst16_i32 = spirv.Constant 16 : i32
    %cst8_i32 = spirv.Constant 8 : i32
    %cst32_i32 = spirv.Constant 32 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %cst_vec_4xf32 = spirv.Constant dense<0.000000e+00> : vector<4xf32>
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__resource_var_0_2__addr = spirv.mlir.addressof @__resource_var_0_2_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[1 : i32] : vector<3xi32>
    %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi32>
    %4 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    %5 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32, %cst_vec_4xf32, %cst_vec_4xf32 : i32, vector<4xf32>, vector<4xf32>)
    ^bb1(%13: i32, %14: vector<4xf32>, %15: vector<4xf32>):  // 2 preds: ^bb0, ^bb2
      %16 = spirv.SLessThan %13, %cst32_i32 : i32
      spirv.BranchConditional %16, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %17 = spirv.IMul %1, %cst16_i32 {no_signed_wrap} : i32
      %18 = spirv.UDiv %13, %cst4_i32 : i32
      %19 = spirv.IAdd %17, %18 : i32
      %20 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %19] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %21 = spirv.Load "StorageBuffer" %20 : vector<4xf32>
      %22 = spirv.IAdd %19, %cst1_i32 : i32
      %23 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %22] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %24 = spirv.Load "StorageBuffer" %23 : vector<4xf32>
      %25 = spirv.IAdd %19, %cst8_i32 : i32
      %26 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %25] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %27 = spirv.Load "StorageBuffer" %26 : vector<4xf32>
      %28 = spirv.IAdd %19, %cst9_i32 : i32
      %29 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %28] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %30 = spirv.Load "StorageBuffer" %29 : vector<4xf32>
      %31 = spirv.IMul %13, %cst2_i32 {no_signed_wrap} : i32
      %32 = spirv.IAdd %31, %3 : i32
      %33 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %32] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %34 = spirv.Load "StorageBuffer" %33 : vector<4xf32>
      %35 = spirv.IAdd %32, %cst2_i32 : i32
      %36 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %35] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %37 = spirv.Load "StorageBuffer" %36 : vector<4xf32>
      %38 = spirv.IAdd %32, %cst4_i32 : i32
      %39 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %38] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %40 = spirv.Load "StorageBuffer" %39 : vector<4xf32>
      %41 = spirv.IAdd %32, %cst6_i32 : i32
      %42 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %41] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %43 = spirv.Load "StorageBuffer" %42 : vector<4xf32>
      %44 = spirv.IAdd %32, %cst8_i32 : i32
      %45 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %44] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %46 = spirv.Load "StorageBuffer" %45 : vector<4xf32>
      %47 = spirv.IAdd %32, %cst10_i32 : i32
      %48 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %47] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %49 = spirv.Load "StorageBuffer" %48 : vector<4xf32>
      %50 = spirv.IAdd %32, %cst12_i32 : i32
      %51 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %50] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %52 = spirv.Load "StorageBuffer" %51 : vector<4xf32>
      %53 = spirv.IAdd %32, %cst14_i32 : i32
      %54 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %53] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %55 = spirv.Load "StorageBuffer" %54 : vector<4xf32>
      %56 = spirv.CompositeExtract %21[0 : i32] : vector<4xf32>
      %57 = spirv.CompositeConstruct %56, %56, %56, %56 : (f32, f32, f32, f32) -> vector<4xf32>
      %58 = spirv.GL.Fma %57, %34, %14 : vector<4xf32>
      %59 = spirv.CompositeExtract %21[1 : i32] : vector<4xf32>
      %60 = spirv.CompositeConstruct %59, %59, %59, %59 : (f32, f32, f32, f32) -> vector<4xf32>
      %61 = spirv.GL.Fma %60, %37, %58 : vector<4xf32>
      %62 = spirv.CompositeExtract %21[2 : i32] : vector<4xf32>
      %63 = spirv.CompositeConstruct %62, %62, %62, %62 : (f32, f32, f32, f32) -> vector<4xf32>
      %64 = spirv.GL.Fma %63, %40, %61 : vector<4xf32>
      %65 = spirv.CompositeExtract %21[3 : i32] : vector<4xf32>
      %66 = spirv.CompositeConstruct %65, %65, %65, %65 : (f32, f32, f32, f32) -> vector<4xf32>
      %67 = spirv.GL.Fma %66, %43, %64 : vector<4xf32>
      %68 = spirv.CompositeExtract %24[0 : i32] : vector<4xf32>
      %69 = spirv.CompositeConstruct %68, %68, %68, %68 : (f32, f32, f32, f32) -> vector<4xf32>
      %70 = spirv.GL.Fma %69, %46, %67 : vector<4xf32>
      %71 = spirv.CompositeExtract %24[1 : i32] : vector<4xf32>
      %72 = spirv.CompositeConstruct %71, %71, %71, %71 : (f32, f32, f32, f32) -> vector<4xf32>
      %73 = spirv.GL.Fma %72, %49, %70 : vector<4xf32>
      %74 = spirv.CompositeExtract %24[2 : i32] : vector<4xf32>
      %75 = spirv.CompositeConstruct %74, %74, %74, %74 : (f32, f32, f32, f32) -> vector<4xf32>
      %76 = spirv.GL.Fma %75, %52, %73 : vector<4xf32>
      %77 = spirv.CompositeExtract %24[3 : i32] : vector<4xf32>
      %78 = spirv.CompositeConstruct %77, %77, %77, %77 : (f32, f32, f32, f32) -> vector<4xf32>
      %79 = spirv.GL.Fma %78, %55, %76 : vector<4xf32>
      %80 = spirv.CompositeExtract %27[0 : i32] : vector<4xf32>
      %81 = spirv.CompositeConstruct %80, %80, %80, %80 : (f32, f32, f32, f32) -> vector<4xf32>
      %82 = spirv.GL.Fma %81, %34, %15 : vector<4xf32>
      %83 = spirv.CompositeExtract %27[1 : i32] : vector<4xf32>
      %84 = spirv.CompositeConstruct %83, %83, %83, %83 : (f32, f32, f32, f32) -> vector<4xf32>
      %85 = spirv.GL.Fma %84, %37, %82 : vector<4xf32>
      %86 = spirv.CompositeExtract %27[2 : i32] : vector<4xf32>
      %87 = spirv.CompositeConstruct %86, %86, %86, %86 : (f32, f32, f32, f32) -> vector<4xf32>
      %88 = spirv.GL.Fma %87, %40, %85 : vector<4xf32>
      %89 = spirv.CompositeExtract %27[3 : i32] : vector<4xf32>
      %90 = spirv.CompositeConstruct %89, %89, %89, %89 : (f32, f32, f32, f32) -> vector<4xf32>
      %91 = spirv.GL.Fma %90, %43, %88 : vector<4xf32>
      %92 = spirv.CompositeExtract %30[0 : i32] : vector<4xf32>
      %93 = spirv.CompositeConstruct %92, %92, %92, %92 : (f32, f32, f32, f32) -> vector<4xf32>
      %94 = spirv.GL.Fma %93, %46, %91 : vector<4xf32>
      %95 = spirv.CompositeExtract %30[1 : i32] : vector<4xf32>
      %96 = spirv.CompositeConstruct %95, %95, %95, %95 : (f32, f32, f32, f32) -> vector<4xf32>
      %97 = spirv.GL.Fma %96, %49, %94 : vector<4xf32>
      %98 = spirv.CompositeExtract %30[2 : i32] : vector<4xf32>
      %99 = spirv.CompositeConstruct %98, %98, %98, %98 : (f32, f32, f32, f32) -> vector<4xf32>
      %100 = spirv.GL.Fma %99, %52, %97 : vector<4xf32>
      %101 = spirv.CompositeExtract %30[3 : i32] : vector<4xf32>
      %102 = spirv.CompositeConstruct %101, %101, %101, %101 : (f32, f32, f32, f32) -> vector<4xf32>
      %103 = spirv.GL.Fma %102, %55, %100 : vector<4xf32>
      spirv.Store "Function" %4, %79 : vector<4xf32>
      spirv.Store "Function" %5, %103 : vector<4xf32>
      %104 = spirv.IAdd %13, %cst8_i32 : i32
      spirv.Branch ^bb1(%104, %79, %103 : i32, vector<4xf32>, vector<4xf32>)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %6 = spirv.Load "Function" %5 : vector<4xf32>
    %7 = spirv.Load "Function" %4 : vector<4xf32>
    %8 = spirv.IMul %1, %cst4_i32 {no_signed_wrap} : i32
    %9 = spirv.IAdd %8, %3 : i32
    %10 = spirv.IAdd %9, %cst2_i32 : i32
    %11 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %10] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %11, %6 : vector<4xf32>
    %12 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %9] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %12, %7 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_matmul_16x8x32_f32, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__
  spirv.ExecutionMode @main_dispatch_0_matmul_16x8x32_f32 "LocalSize", 2, 8, 1
}
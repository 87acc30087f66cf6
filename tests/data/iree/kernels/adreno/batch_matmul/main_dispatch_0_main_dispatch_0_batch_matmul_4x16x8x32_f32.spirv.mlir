spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_batch_matmul_4x16x8x32_f32() "None" attributes {gpu.known_block_size = array<i32: 2, 16, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "adreno", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp32|fp16|int32|int16|int8, storage = b64|b32|b16, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [64], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst4_i32 = spirv.Constant 4 : i32
    %cst128_i32 = spirv.Constant 128 : i32
    %cst30_i32 = spirv.Constant 30 : i32
    %cst28_i32 = spirv.Constant 28 : i32
    %cst26_i32 = spirv.Constant 26 : i32
    %cst24_i32 = spirv.Constant 24 : i32
    %cst22_i32 = spirv.Constant 22 : i32
    %cst20_i32 = spirv.Constant 20 : i32
    %cst18_i32 = spirv.Constant 18 : i32
    %cst14_i32 = spirv.Constant 14 : i32
    %cst12_i32 = spirv.Constant 12 : i32
    %cst10_i32 = spirv.Constant 10 : i32
    %cst6_i32 = spirv.Constant 6 : i32
    %cst64_i32 = spirv.Constant 64 : i32
    %cst3_i32 = spirv.Constant 3 : i32
    %cst2_i32 = spirv.Constant 2 : i32
    %cst1_i32 = spirv.Constant 1 : i32
    %cst8_i32 = spirv.Constant 8 : i32
    %cst16_i32 = spirv.Constant 16 : i32
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
    %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
    %4 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
    %5 = spirv.CompositeExtract %4[0 : i32] : vector<3xi32>
    %6 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32, %cst_vec_4xf32 : i32, vector<4xf32>)
    ^bb1(%13: i32, %14: vector<4xf32>):  // 2 preds: ^bb0, ^bb2
      %15 = spirv.SLessThan %13, %cst32_i32 : i32
      spirv.BranchConditional %15, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %16 = spirv.IMul %1, %cst8_i32 {no_signed_wrap} : i32
      %17 = spirv.IMul %5, %cst128_i32 {no_signed_wrap} : i32
      %18 = spirv.IAdd %16, %17 : i32
      %19 = spirv.UDiv %13, %cst4_i32 : i32
      %20 = spirv.IAdd %18, %19 : i32
      %21 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %20] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %22 = spirv.Load "StorageBuffer" %21 : vector<4xf32>
      %23 = spirv.IAdd %20, %cst1_i32 : i32
      %24 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %23] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %25 = spirv.Load "StorageBuffer" %24 : vector<4xf32>
      %26 = spirv.IAdd %20, %cst2_i32 : i32
      %27 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %26] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %28 = spirv.Load "StorageBuffer" %27 : vector<4xf32>
      %29 = spirv.IAdd %20, %cst3_i32 : i32
      %30 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %29] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %31 = spirv.Load "StorageBuffer" %30 : vector<4xf32>
      %32 = spirv.IMul %13, %cst2_i32 {no_signed_wrap} : i32
      %33 = spirv.IAdd %32, %3 : i32
      %34 = spirv.IMul %5, %cst64_i32 {no_signed_wrap} : i32
      %35 = spirv.IAdd %33, %34 : i32
      %36 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %35] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %37 = spirv.Load "StorageBuffer" %36 : vector<4xf32>
      %38 = spirv.IAdd %35, %cst2_i32 : i32
      %39 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %38] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %40 = spirv.Load "StorageBuffer" %39 : vector<4xf32>
      %41 = spirv.IAdd %35, %cst4_i32 : i32
      %42 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %41] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %43 = spirv.Load "StorageBuffer" %42 : vector<4xf32>
      %44 = spirv.IAdd %35, %cst6_i32 : i32
      %45 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %44] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %46 = spirv.Load "StorageBuffer" %45 : vector<4xf32>
      %47 = spirv.IAdd %35, %cst8_i32 : i32
      %48 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %47] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %49 = spirv.Load "StorageBuffer" %48 : vector<4xf32>
      %50 = spirv.IAdd %35, %cst10_i32 : i32
      %51 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %50] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %52 = spirv.Load "StorageBuffer" %51 : vector<4xf32>
      %53 = spirv.IAdd %35, %cst12_i32 : i32
      %54 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %53] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %55 = spirv.Load "StorageBuffer" %54 : vector<4xf32>
      %56 = spirv.IAdd %35, %cst14_i32 : i32
      %57 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %56] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %58 = spirv.Load "StorageBuffer" %57 : vector<4xf32>
      %59 = spirv.IAdd %35, %cst16_i32 : i32
      %60 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %59] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %61 = spirv.Load "StorageBuffer" %60 : vector<4xf32>
      %62 = spirv.IAdd %35, %cst18_i32 : i32
      %63 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %62] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %64 = spirv.Load "StorageBuffer" %63 : vector<4xf32>
      %65 = spirv.IAdd %35, %cst20_i32 : i32
      %66 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %65] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %67 = spirv.Load "StorageBuffer" %66 : vector<4xf32>
      %68 = spirv.IAdd %35, %cst22_i32 : i32
      %69 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %68] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %70 = spirv.Load "StorageBuffer" %69 : vector<4xf32>
      %71 = spirv.IAdd %35, %cst24_i32 : i32
      %72 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %71] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %73 = spirv.Load "StorageBuffer" %72 : vector<4xf32>
      %74 = spirv.IAdd %35, %cst26_i32 : i32
      %75 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %74] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %76 = spirv.Load "StorageBuffer" %75 : vector<4xf32>
      %77 = spirv.IAdd %35, %cst28_i32 : i32
      %78 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %77] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %79 = spirv.Load "StorageBuffer" %78 : vector<4xf32>
      %80 = spirv.IAdd %35, %cst30_i32 : i32
      %81 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %80] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %82 = spirv.Load "StorageBuffer" %81 : vector<4xf32>
      %83 = spirv.CompositeExtract %22[0 : i32] : vector<4xf32>
      %84 = spirv.CompositeConstruct %83, %83, %83, %83 : (f32, f32, f32, f32) -> vector<4xf32>
      %85 = spirv.GL.Fma %84, %37, %14 : vector<4xf32>
      %86 = spirv.CompositeExtract %22[1 : i32] : vector<4xf32>
      %87 = spirv.CompositeConstruct %86, %86, %86, %86 : (f32, f32, f32, f32) -> vector<4xf32>
      %88 = spirv.GL.Fma %87, %40, %85 : vector<4xf32>
      %89 = spirv.CompositeExtract %22[2 : i32] : vector<4xf32>
      %90 = spirv.CompositeConstruct %89, %89, %89, %89 : (f32, f32, f32, f32) -> vector<4xf32>
      %91 = spirv.GL.Fma %90, %43, %88 : vector<4xf32>
      %92 = spirv.CompositeExtract %22[3 : i32] : vector<4xf32>
      %93 = spirv.CompositeConstruct %92, %92, %92, %92 : (f32, f32, f32, f32) -> vector<4xf32>
      %94 = spirv.GL.Fma %93, %46, %91 : vector<4xf32>
      %95 = spirv.CompositeExtract %25[0 : i32] : vector<4xf32>
      %96 = spirv.CompositeConstruct %95, %95, %95, %95 : (f32, f32, f32, f32) -> vector<4xf32>
      %97 = spirv.GL.Fma %96, %49, %94 : vector<4xf32>
      %98 = spirv.CompositeExtract %25[1 : i32] : vector<4xf32>
      %99 = spirv.CompositeConstruct %98, %98, %98, %98 : (f32, f32, f32, f32) -> vector<4xf32>
      %100 = spirv.GL.Fma %99, %52, %97 : vector<4xf32>
      %101 = spirv.CompositeExtract %25[2 : i32] : vector<4xf32>
      %102 = spirv.CompositeConstruct %101, %101, %101, %101 : (f32, f32, f32, f32) -> vector<4xf32>
      %103 = spirv.GL.Fma %102, %55, %100 : vector<4xf32>
      %104 = spirv.CompositeExtract %25[3 : i32] : vector<4xf32>
      %105 = spirv.CompositeConstruct %104, %104, %104, %104 : (f32, f32, f32, f32) -> vector<4xf32>
      %106 = spirv.GL.Fma %105, %58, %103 : vector<4xf32>
      %107 = spirv.CompositeExtract %28[0 : i32] : vector<4xf32>
      %108 = spirv.CompositeConstruct %107, %107, %107, %107 : (f32, f32, f32, f32) -> vector<4xf32>
      %109 = spirv.GL.Fma %108, %61, %106 : vector<4xf32>
      %110 = spirv.CompositeExtract %28[1 : i32] : vector<4xf32>
      %111 = spirv.CompositeConstruct %110, %110, %110, %110 : (f32, f32, f32, f32) -> vector<4xf32>
      %112 = spirv.GL.Fma %111, %64, %109 : vector<4xf32>
      %113 = spirv.CompositeExtract %28[2 : i32] : vector<4xf32>
      %114 = spirv.CompositeConstruct %113, %113, %113, %113 : (f32, f32, f32, f32) -> vector<4xf32>
      %115 = spirv.GL.Fma %114, %67, %112 : vector<4xf32>
      %116 = spirv.CompositeExtract %28[3 : i32] : vector<4xf32>
      %117 = spirv.CompositeConstruct %116, %116, %116, %116 : (f32, f32, f32, f32) -> vector<4xf32>
      %118 = spirv.GL.Fma %117, %70, %115 : vector<4xf32>
      %119 = spirv.CompositeExtract %31[0 : i32] : vector<4xf32>
      %120 = spirv.CompositeConstruct %119, %119, %119, %119 : (f32, f32, f32, f32) -> vector<4xf32>
      %121 = spirv.GL.Fma %120, %73, %118 : vector<4xf32>
      %122 = spirv.CompositeExtract %31[1 : i32] : vector<4xf32>
      %123 = spirv.CompositeConstruct %122, %122, %122, %122 : (f32, f32, f32, f32) -> vector<4xf32>
      %124 = spirv.GL.Fma %123, %76, %121 : vector<4xf32>
      %125 = spirv.CompositeExtract %31[2 : i32] : vector<4xf32>
      %126 = spirv.CompositeConstruct %125, %125, %125, %125 : (f32, f32, f32, f32) -> vector<4xf32>
      %127 = spirv.GL.Fma %126, %79, %124 : vector<4xf32>
      %128 = spirv.CompositeExtract %31[3 : i32] : vector<4xf32>
      %129 = spirv.CompositeConstruct %128, %128, %128, %128 : (f32, f32, f32, f32) -> vector<4xf32>
      %130 = spirv.GL.Fma %129, %82, %127 : vector<4xf32>
      spirv.Store "Function" %6, %130 : vector<4xf32>
      %131 = spirv.IAdd %13, %cst16_i32 : i32
      spirv.Branch ^bb1(%131, %130 : i32, vector<4xf32>)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %7 = spirv.Load "Function" %6 : vector<4xf32>
    %8 = spirv.IMul %1, %cst2_i32 {no_signed_wrap} : i32
    %9 = spirv.IAdd %8, %3 : i32
    %10 = spirv.IMul %5, %cst32_i32 {no_signed_wrap} : i32
    %11 = spirv.IAdd %9, %10 : i32
    %12 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %11] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %12, %7 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_batch_matmul_4x16x8x32_f32, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__
  spirv.ExecutionMode @main_dispatch_0_batch_matmul_4x16x8x32_f32 "LocalSize", 2, 16, 1
}
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_matmul_16x8x32_f32() "None" attributes {gpu.known_block_size = array<i32: 2, 16, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "rdna3", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, mma = [<WMMAR3_F32_16x16x16_F16>, <WMMAR3_F16_16x16x16_F16>, <WMMAR3_F32_16x16x16_BF16>, <WMMAR3_BF16_16x16x16_BF16>, <WMMAR3_I32_16x16x16_I8>], subgroup_size_choices = [32, 64], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 65536, max_workgroup_counts = [2147483647, 2147483647, 2147483647], max_load_instruction_bits = 128, simds_per_wgp = 4, vgpr_space_bits = 8192, workgroup_memory_bank_count = 64>>}>} {
    %cst4_i32 = spirv.Constant 4 : i32
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
    %4 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32, %cst_vec_4xf32 : i32, vector<4xf32>)
    ^bb1(%9: i32, %10: vector<4xf32>):  // 2 preds: ^bb0, ^bb2
      %11 = spirv.SLessThan %9, %cst32_i32 : i32
      spirv.BranchConditional %11, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %12 = spirv.IMul %1, %cst8_i32 {no_signed_wrap} : i32
      %13 = spirv.UDiv %9, %cst4_i32 : i32
      %14 = spirv.IAdd %12, %13 : i32
      %15 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %14] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %16 = spirv.Load "StorageBuffer" %15 : vector<4xf32>
      %17 = spirv.IAdd %14, %cst1_i32 : i32
      %18 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %17] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %19 = spirv.Load "StorageBuffer" %18 : vector<4xf32>
      %20 = spirv.IAdd %14, %cst2_i32 : i32
      %21 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %20] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %22 = spirv.Load "StorageBuffer" %21 : vector<4xf32>
      %23 = spirv.IAdd %14, %cst3_i32 : i32
      %24 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %23] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %25 = spirv.Load "StorageBuffer" %24 : vector<4xf32>
      %26 = spirv.IMul %9, %cst2_i32 {no_signed_wrap} : i32
      %27 = spirv.IAdd %26, %3 : i32
      %28 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %27] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %29 = spirv.Load "StorageBuffer" %28 : vector<4xf32>
      %30 = spirv.IAdd %27, %cst2_i32 : i32
      %31 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %30] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %32 = spirv.Load "StorageBuffer" %31 : vector<4xf32>
      %33 = spirv.IAdd %27, %cst4_i32 : i32
      %34 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %33] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %35 = spirv.Load "StorageBuffer" %34 : vector<4xf32>
      %36 = spirv.IAdd %27, %cst6_i32 : i32
      %37 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %36] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %38 = spirv.Load "StorageBuffer" %37 : vector<4xf32>
      %39 = spirv.IAdd %27, %cst8_i32 : i32
      %40 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %39] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %41 = spirv.Load "StorageBuffer" %40 : vector<4xf32>
      %42 = spirv.IAdd %27, %cst10_i32 : i32
      %43 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %42] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %44 = spirv.Load "StorageBuffer" %43 : vector<4xf32>
      %45 = spirv.IAdd %27, %cst12_i32 : i32
      %46 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %45] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %47 = spirv.Load "StorageBuffer" %46 : vector<4xf32>
      %48 = spirv.IAdd %27, %cst14_i32 : i32
      %49 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %48] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %50 = spirv.Load "StorageBuffer" %49 : vector<4xf32>
      %51 = spirv.IAdd %27, %cst16_i32 : i32
      %52 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %51] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %53 = spirv.Load "StorageBuffer" %52 : vector<4xf32>
      %54 = spirv.IAdd %27, %cst18_i32 : i32
      %55 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %54] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %56 = spirv.Load "StorageBuffer" %55 : vector<4xf32>
      %57 = spirv.IAdd %27, %cst20_i32 : i32
      %58 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %57] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %59 = spirv.Load "StorageBuffer" %58 : vector<4xf32>
      %60 = spirv.IAdd %27, %cst22_i32 : i32
      %61 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %60] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %62 = spirv.Load "StorageBuffer" %61 : vector<4xf32>
      %63 = spirv.IAdd %27, %cst24_i32 : i32
      %64 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %63] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %65 = spirv.Load "StorageBuffer" %64 : vector<4xf32>
      %66 = spirv.IAdd %27, %cst26_i32 : i32
      %67 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %66] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %68 = spirv.Load "StorageBuffer" %67 : vector<4xf32>
      %69 = spirv.IAdd %27, %cst28_i32 : i32
      %70 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %69] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %71 = spirv.Load "StorageBuffer" %70 : vector<4xf32>
      %72 = spirv.IAdd %27, %cst30_i32 : i32
      %73 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %72] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %74 = spirv.Load "StorageBuffer" %73 : vector<4xf32>
      %75 = spirv.CompositeExtract %16[0 : i32] : vector<4xf32>
      %76 = spirv.CompositeConstruct %75, %75, %75, %75 : (f32, f32, f32, f32) -> vector<4xf32>
      %77 = spirv.GL.Fma %76, %29, %10 : vector<4xf32>
      %78 = spirv.CompositeExtract %16[1 : i32] : vector<4xf32>
      %79 = spirv.CompositeConstruct %78, %78, %78, %78 : (f32, f32, f32, f32) -> vector<4xf32>
      %80 = spirv.GL.Fma %79, %32, %77 : vector<4xf32>
      %81 = spirv.CompositeExtract %16[2 : i32] : vector<4xf32>
      %82 = spirv.CompositeConstruct %81, %81, %81, %81 : (f32, f32, f32, f32) -> vector<4xf32>
      %83 = spirv.GL.Fma %82, %35, %80 : vector<4xf32>
      %84 = spirv.CompositeExtract %16[3 : i32] : vector<4xf32>
      %85 = spirv.CompositeConstruct %84, %84, %84, %84 : (f32, f32, f32, f32) -> vector<4xf32>
      %86 = spirv.GL.Fma %85, %38, %83 : vector<4xf32>
      %87 = spirv.CompositeExtract %19[0 : i32] : vector<4xf32>
      %88 = spirv.CompositeConstruct %87, %87, %87, %87 : (f32, f32, f32, f32) -> vector<4xf32>
      %89 = spirv.GL.Fma %88, %41, %86 : vector<4xf32>
      %90 = spirv.CompositeExtract %19[1 : i32] : vector<4xf32>
      %91 = spirv.CompositeConstruct %90, %90, %90, %90 : (f32, f32, f32, f32) -> vector<4xf32>
      %92 = spirv.GL.Fma %91, %44, %89 : vector<4xf32>
      %93 = spirv.CompositeExtract %19[2 : i32] : vector<4xf32>
      %94 = spirv.CompositeConstruct %93, %93, %93, %93 : (f32, f32, f32, f32) -> vector<4xf32>
      %95 = spirv.GL.Fma %94, %47, %92 : vector<4xf32>
      %96 = spirv.CompositeExtract %19[3 : i32] : vector<4xf32>
      %97 = spirv.CompositeConstruct %96, %96, %96, %96 : (f32, f32, f32, f32) -> vector<4xf32>
      %98 = spirv.GL.Fma %97, %50, %95 : vector<4xf32>
      %99 = spirv.CompositeExtract %22[0 : i32] : vector<4xf32>
      %100 = spirv.CompositeConstruct %99, %99, %99, %99 : (f32, f32, f32, f32) -> vector<4xf32>
      %101 = spirv.GL.Fma %100, %53, %98 : vector<4xf32>
      %102 = spirv.CompositeExtract %22[1 : i32] : vector<4xf32>
      %103 = spirv.CompositeConstruct %102, %102, %102, %102 : (f32, f32, f32, f32) -> vector<4xf32>
      %104 = spirv.GL.Fma %103, %56, %101 : vector<4xf32>
      %105 = spirv.CompositeExtract %22[2 : i32] : vector<4xf32>
      %106 = spirv.CompositeConstruct %105, %105, %105, %105 : (f32, f32, f32, f32) -> vector<4xf32>
      %107 = spirv.GL.Fma %106, %59, %104 : vector<4xf32>
      %108 = spirv.CompositeExtract %22[3 : i32] : vector<4xf32>
      %109 = spirv.CompositeConstruct %108, %108, %108, %108 : (f32, f32, f32, f32) -> vector<4xf32>
      %110 = spirv.GL.Fma %109, %62, %107 : vector<4xf32>
      %111 = spirv.CompositeExtract %25[0 : i32] : vector<4xf32>
      %112 = spirv.CompositeConstruct %111, %111, %111, %111 : (f32, f32, f32, f32) -> vector<4xf32>
      %113 = spirv.GL.Fma %112, %65, %110 : vector<4xf32>
      %114 = spirv.CompositeExtract %25[1 : i32] : vector<4xf32>
      %115 = spirv.CompositeConstruct %114, %114, %114, %114 : (f32, f32, f32, f32) -> vector<4xf32>
      %116 = spirv.GL.Fma %115, %68, %113 : vector<4xf32>
      %117 = spirv.CompositeExtract %25[2 : i32] : vector<4xf32>
      %118 = spirv.CompositeConstruct %117, %117, %117, %117 : (f32, f32, f32, f32) -> vector<4xf32>
      %119 = spirv.GL.Fma %118, %71, %116 : vector<4xf32>
      %120 = spirv.CompositeExtract %25[3 : i32] : vector<4xf32>
      %121 = spirv.CompositeConstruct %120, %120, %120, %120 : (f32, f32, f32, f32) -> vector<4xf32>
      %122 = spirv.GL.Fma %121, %74, %119 : vector<4xf32>
      spirv.Store "Function" %4, %122 : vector<4xf32>
      %123 = spirv.IAdd %9, %cst16_i32 : i32
      spirv.Branch ^bb1(%123, %122 : i32, vector<4xf32>)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %5 = spirv.Load "Function" %4 : vector<4xf32>
    %6 = spirv.IMul %1, %cst2_i32 {no_signed_wrap} : i32
    %7 = spirv.IAdd %6, %3 : i32
    %8 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %7] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %8, %5 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_matmul_16x8x32_f32, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__
  spirv.ExecutionMode @main_dispatch_0_matmul_16x8x32_f32 "LocalSize", 2, 16, 1
}
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_batch_matmul_1x32x16x64_f32() "None" attributes {gpu.known_block_size = array<i32: 2, 32, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "vp_android_baseline_2022", features = "spirv:v1.3,cap:Shader", wgp = <compute = fp32|int32, storage = b32, subgroup = none, subgroup_size_choices = [64], max_workgroup_sizes = [128, 128, 64], max_thread_count_per_workgroup = 128, max_workgroup_memory_bytes = 16384, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst4_i32 = spirv.Constant 4 : i32
    %cst29_i32 = spirv.Constant 29 : i32
    %cst28_i32 = spirv.Constant 28 : i32
    %cst25_i32 = spirv.Constant 25 : i32
    %cst24_i32 = spirv.Constant 24 : i32
    %cst21_i32 = spirv.Constant 21 : i32
    %cst20_i32 = spirv.Constant 20 : i32
    %cst17_i32 = spirv.Constant 17 : i32
    %cst13_i32 = spirv.Constant 13 : i32
    %cst12_i32 = spirv.Constant 12 : i32
    %cst9_i32 = spirv.Constant 9 : i32
    %cst5_i32 = spirv.Constant 5 : i32
    %cst2_i32 = spirv.Constant 2 : i32
    %cst1_i32 = spirv.Constant 1 : i32
    %cst16_i32 = spirv.Constant 16 : i32
    %cst8_i32 = spirv.Constant 8 : i32
    %cst64_i32 = spirv.Constant 64 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %cst_vec_4xf32 = spirv.Constant dense<3.40282347E+38> : vector<4xf32>
    %cst_vec_4xf32_0 = spirv.Constant dense<0.000000e+00> : vector<4xf32>
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
      spirv.Branch ^bb1(%cst0_i32, %cst_vec_4xf32_0, %cst_vec_4xf32_0 : i32, vector<4xf32>, vector<4xf32>)
    ^bb1(%32: i32, %33: vector<4xf32>, %34: vector<4xf32>):  // 2 preds: ^bb0, ^bb2
      %35 = spirv.SLessThan %32, %cst64_i32 : i32
      spirv.BranchConditional %35, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %36 = spirv.IMul %1, %cst16_i32 : i32
      %37 = spirv.UDiv %32, %cst4_i32 : i32
      %38 = spirv.IAdd %36, %37 : i32
      %39 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %38] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %40 = spirv.Load "StorageBuffer" %39 : vector<4xf32>
      %41 = spirv.IAdd %38, %cst1_i32 : i32
      %42 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %41] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %43 = spirv.Load "StorageBuffer" %42 : vector<4xf32>
      %44 = spirv.IMul %32, %cst4_i32 : i32
      %45 = spirv.IMul %3, %cst2_i32 : i32
      %46 = spirv.IAdd %44, %45 : i32
      %47 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %46] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %48 = spirv.Load "StorageBuffer" %47 : vector<4xf32>
      %49 = spirv.IAdd %46, %cst1_i32 : i32
      %50 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %49] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %51 = spirv.Load "StorageBuffer" %50 : vector<4xf32>
      %52 = spirv.IAdd %46, %cst4_i32 : i32
      %53 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %52] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %54 = spirv.Load "StorageBuffer" %53 : vector<4xf32>
      %55 = spirv.IAdd %46, %cst5_i32 : i32
      %56 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %55] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %57 = spirv.Load "StorageBuffer" %56 : vector<4xf32>
      %58 = spirv.IAdd %46, %cst8_i32 : i32
      %59 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %58] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %60 = spirv.Load "StorageBuffer" %59 : vector<4xf32>
      %61 = spirv.IAdd %46, %cst9_i32 : i32
      %62 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %61] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %63 = spirv.Load "StorageBuffer" %62 : vector<4xf32>
      %64 = spirv.IAdd %46, %cst12_i32 : i32
      %65 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %64] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %66 = spirv.Load "StorageBuffer" %65 : vector<4xf32>
      %67 = spirv.IAdd %46, %cst13_i32 : i32
      %68 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %67] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %69 = spirv.Load "StorageBuffer" %68 : vector<4xf32>
      %70 = spirv.IAdd %46, %cst16_i32 : i32
      %71 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %70] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %72 = spirv.Load "StorageBuffer" %71 : vector<4xf32>
      %73 = spirv.IAdd %46, %cst17_i32 : i32
      %74 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %73] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %75 = spirv.Load "StorageBuffer" %74 : vector<4xf32>
      %76 = spirv.IAdd %46, %cst20_i32 : i32
      %77 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %76] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %78 = spirv.Load "StorageBuffer" %77 : vector<4xf32>
      %79 = spirv.IAdd %46, %cst21_i32 : i32
      %80 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %79] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %81 = spirv.Load "StorageBuffer" %80 : vector<4xf32>
      %82 = spirv.IAdd %46, %cst24_i32 : i32
      %83 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %82] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %84 = spirv.Load "StorageBuffer" %83 : vector<4xf32>
      %85 = spirv.IAdd %46, %cst25_i32 : i32
      %86 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %85] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %87 = spirv.Load "StorageBuffer" %86 : vector<4xf32>
      %88 = spirv.IAdd %46, %cst28_i32 : i32
      %89 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %88] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %90 = spirv.Load "StorageBuffer" %89 : vector<4xf32>
      %91 = spirv.IAdd %46, %cst29_i32 : i32
      %92 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %91] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %93 = spirv.Load "StorageBuffer" %92 : vector<4xf32>
      %94 = spirv.CompositeExtract %40[0 : i32] : vector<4xf32>
      %95 = spirv.CompositeConstruct %94, %94, %94, %94 : (f32, f32, f32, f32) -> vector<4xf32>
      %96 = spirv.GL.Fma %95, %48, %33 : vector<4xf32>
      %97 = spirv.CompositeExtract %40[1 : i32] : vector<4xf32>
      %98 = spirv.CompositeConstruct %97, %97, %97, %97 : (f32, f32, f32, f32) -> vector<4xf32>
      %99 = spirv.GL.Fma %98, %54, %96 : vector<4xf32>
      %100 = spirv.CompositeExtract %40[2 : i32] : vector<4xf32>
      %101 = spirv.CompositeConstruct %100, %100, %100, %100 : (f32, f32, f32, f32) -> vector<4xf32>
      %102 = spirv.GL.Fma %101, %60, %99 : vector<4xf32>
      %103 = spirv.CompositeExtract %40[3 : i32] : vector<4xf32>
      %104 = spirv.CompositeConstruct %103, %103, %103, %103 : (f32, f32, f32, f32) -> vector<4xf32>
      %105 = spirv.GL.Fma %104, %66, %102 : vector<4xf32>
      %106 = spirv.CompositeExtract %43[0 : i32] : vector<4xf32>
      %107 = spirv.CompositeConstruct %106, %106, %106, %106 : (f32, f32, f32, f32) -> vector<4xf32>
      %108 = spirv.GL.Fma %107, %72, %105 : vector<4xf32>
      %109 = spirv.CompositeExtract %43[1 : i32] : vector<4xf32>
      %110 = spirv.CompositeConstruct %109, %109, %109, %109 : (f32, f32, f32, f32) -> vector<4xf32>
      %111 = spirv.GL.Fma %110, %78, %108 : vector<4xf32>
      %112 = spirv.CompositeExtract %43[2 : i32] : vector<4xf32>
      %113 = spirv.CompositeConstruct %112, %112, %112, %112 : (f32, f32, f32, f32) -> vector<4xf32>
      %114 = spirv.GL.Fma %113, %84, %111 : vector<4xf32>
      %115 = spirv.CompositeExtract %43[3 : i32] : vector<4xf32>
      %116 = spirv.CompositeConstruct %115, %115, %115, %115 : (f32, f32, f32, f32) -> vector<4xf32>
      %117 = spirv.GL.Fma %116, %90, %114 : vector<4xf32>
      %118 = spirv.GL.Fma %95, %51, %34 : vector<4xf32>
      %119 = spirv.GL.Fma %98, %57, %118 : vector<4xf32>
      %120 = spirv.GL.Fma %101, %63, %119 : vector<4xf32>
      %121 = spirv.GL.Fma %104, %69, %120 : vector<4xf32>
      %122 = spirv.GL.Fma %107, %75, %121 : vector<4xf32>
      %123 = spirv.GL.Fma %110, %81, %122 : vector<4xf32>
      %124 = spirv.GL.Fma %113, %87, %123 : vector<4xf32>
      %125 = spirv.GL.Fma %116, %93, %124 : vector<4xf32>
      spirv.Store "Function" %4, %117 : vector<4xf32>
      spirv.Store "Function" %5, %125 : vector<4xf32>
      %126 = spirv.IAdd %32, %cst8_i32 : i32
      spirv.Branch ^bb1(%126, %117, %125 : i32, vector<4xf32>, vector<4xf32>)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %6 = spirv.Load "Function" %5 : vector<4xf32>
    %7 = spirv.Load "Function" %4 : vector<4xf32>
    %8 = spirv.GL.FMin %7, %cst_vec_4xf32 : vector<4xf32>
    %9 = spirv.IsNan %7 : vector<4xf32>
    %10 = spirv.IsNan %cst_vec_4xf32 : vector<4xf32>
    %11 = spirv.Select %9, %7, %8 : vector<4xi1>, vector<4xf32>
    %12 = spirv.Select %10, %cst_vec_4xf32, %11 : vector<4xi1>, vector<4xf32>
    %13 = spirv.GL.FMin %6, %cst_vec_4xf32 : vector<4xf32>
    %14 = spirv.IsNan %6 : vector<4xf32>
    %15 = spirv.Select %14, %6, %13 : vector<4xi1>, vector<4xf32>
    %16 = spirv.Select %10, %cst_vec_4xf32, %15 : vector<4xi1>, vector<4xf32>
    %17 = spirv.GL.FMax %12, %cst_vec_4xf32_0 : vector<4xf32>
    %18 = spirv.IsNan %12 : vector<4xf32>
    %19 = spirv.IsNan %cst_vec_4xf32_0 : vector<4xf32>
    %20 = spirv.Select %18, %12, %17 : vector<4xi1>, vector<4xf32>
    %21 = spirv.Select %19, %cst_vec_4xf32_0, %20 : vector<4xi1>, vector<4xf32>
    %22 = spirv.GL.FMax %16, %cst_vec_4xf32_0 : vector<4xf32>
    %23 = spirv.IsNan %16 : vector<4xf32>
    %24 = spirv.Select %23, %16, %22 : vector<4xi1>, vector<4xf32>
    %25 = spirv.Select %19, %cst_vec_4xf32_0, %24 : vector<4xi1>, vector<4xf32>
    %26 = spirv.IMul %3, %cst2_i32 : i32
    %27 = spirv.IMul %1, %cst4_i32 : i32
    %28 = spirv.IAdd %26, %27 : i32
    %29 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %28] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %29, %21 : vector<4xf32>
    %30 = spirv.IAdd %28, %cst1_i32 : i32
    %31 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %30] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %31, %25 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_batch_matmul_1x32x16x64_f32, @__builtin__LocalInvocationId__
  spirv.ExecutionMode @main_dispatch_0_batch_matmul_1x32x16x64_f32 "LocalSize", 2, 32, 1
}
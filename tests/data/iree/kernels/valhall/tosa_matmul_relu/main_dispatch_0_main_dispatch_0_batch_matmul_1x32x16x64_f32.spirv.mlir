spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_batch_matmul_1x32x16x64_f32() "None" attributes {gpu.known_block_size = array<i32: 4, 4, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "valhall1", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp32|fp16|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [16], max_workgroup_sizes = [512, 512, 512], max_thread_count_per_workgroup = 512, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst256_i32 = spirv.Constant 256 : i32
    %cst12_i32 = spirv.Constant 12 : i32
    %cst8_i32 = spirv.Constant 8 : i32
    %cst48_i32 = spirv.Constant 48 : i32
    %cst32_i32 = spirv.Constant 32 : i32
    %cst16_i32 = spirv.Constant 16 : i32
    %cst4_i32 = spirv.Constant 4 : i32
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
    %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
    %4 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
    %5 = spirv.CompositeExtract %4[0 : i32] : vector<3xi32>
    %6 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    %7 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    %8 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    %9 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32, %cst_vec_4xf32_0, %cst_vec_4xf32_0, %cst_vec_4xf32_0, %cst_vec_4xf32_0 : i32, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
    ^bb1(%59: i32, %60: vector<4xf32>, %61: vector<4xf32>, %62: vector<4xf32>, %63: vector<4xf32>):  // 2 preds: ^bb0, ^bb2
      %64 = spirv.SLessThan %59, %cst64_i32 : i32
      spirv.BranchConditional %64, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %65 = spirv.IMul %1, %cst64_i32 {no_signed_wrap} : i32
      %66 = spirv.IMul %5, %cst256_i32 {no_signed_wrap} : i32
      %67 = spirv.IAdd %65, %66 : i32
      %68 = spirv.UDiv %59, %cst4_i32 : i32
      %69 = spirv.IAdd %67, %68 : i32
      %70 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %69] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %71 = spirv.Load "StorageBuffer" %70 : vector<4xf32>
      %72 = spirv.IAdd %69, %cst16_i32 : i32
      %73 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %72] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %74 = spirv.Load "StorageBuffer" %73 : vector<4xf32>
      %75 = spirv.IAdd %69, %cst32_i32 : i32
      %76 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %75] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %77 = spirv.Load "StorageBuffer" %76 : vector<4xf32>
      %78 = spirv.IAdd %69, %cst48_i32 : i32
      %79 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %78] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %80 = spirv.Load "StorageBuffer" %79 : vector<4xf32>
      %81 = spirv.IMul %59, %cst4_i32 {no_signed_wrap} : i32
      %82 = spirv.IAdd %81, %3 : i32
      %83 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %82] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %84 = spirv.Load "StorageBuffer" %83 : vector<4xf32>
      %85 = spirv.IAdd %82, %cst4_i32 : i32
      %86 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %85] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %87 = spirv.Load "StorageBuffer" %86 : vector<4xf32>
      %88 = spirv.IAdd %82, %cst8_i32 : i32
      %89 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %88] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %90 = spirv.Load "StorageBuffer" %89 : vector<4xf32>
      %91 = spirv.IAdd %82, %cst12_i32 : i32
      %92 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %91] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %93 = spirv.Load "StorageBuffer" %92 : vector<4xf32>
      %94 = spirv.CompositeExtract %71[0 : i32] : vector<4xf32>
      %95 = spirv.CompositeConstruct %94, %94, %94, %94 : (f32, f32, f32, f32) -> vector<4xf32>
      %96 = spirv.GL.Fma %95, %84, %60 : vector<4xf32>
      %97 = spirv.CompositeExtract %71[1 : i32] : vector<4xf32>
      %98 = spirv.CompositeConstruct %97, %97, %97, %97 : (f32, f32, f32, f32) -> vector<4xf32>
      %99 = spirv.GL.Fma %98, %87, %96 : vector<4xf32>
      %100 = spirv.CompositeExtract %71[2 : i32] : vector<4xf32>
      %101 = spirv.CompositeConstruct %100, %100, %100, %100 : (f32, f32, f32, f32) -> vector<4xf32>
      %102 = spirv.GL.Fma %101, %90, %99 : vector<4xf32>
      %103 = spirv.CompositeExtract %71[3 : i32] : vector<4xf32>
      %104 = spirv.CompositeConstruct %103, %103, %103, %103 : (f32, f32, f32, f32) -> vector<4xf32>
      %105 = spirv.GL.Fma %104, %93, %102 : vector<4xf32>
      %106 = spirv.CompositeExtract %74[0 : i32] : vector<4xf32>
      %107 = spirv.CompositeConstruct %106, %106, %106, %106 : (f32, f32, f32, f32) -> vector<4xf32>
      %108 = spirv.GL.Fma %107, %84, %61 : vector<4xf32>
      %109 = spirv.CompositeExtract %74[1 : i32] : vector<4xf32>
      %110 = spirv.CompositeConstruct %109, %109, %109, %109 : (f32, f32, f32, f32) -> vector<4xf32>
      %111 = spirv.GL.Fma %110, %87, %108 : vector<4xf32>
      %112 = spirv.CompositeExtract %74[2 : i32] : vector<4xf32>
      %113 = spirv.CompositeConstruct %112, %112, %112, %112 : (f32, f32, f32, f32) -> vector<4xf32>
      %114 = spirv.GL.Fma %113, %90, %111 : vector<4xf32>
      %115 = spirv.CompositeExtract %74[3 : i32] : vector<4xf32>
      %116 = spirv.CompositeConstruct %115, %115, %115, %115 : (f32, f32, f32, f32) -> vector<4xf32>
      %117 = spirv.GL.Fma %116, %93, %114 : vector<4xf32>
      %118 = spirv.CompositeExtract %77[0 : i32] : vector<4xf32>
      %119 = spirv.CompositeConstruct %118, %118, %118, %118 : (f32, f32, f32, f32) -> vector<4xf32>
      %120 = spirv.GL.Fma %119, %84, %62 : vector<4xf32>
      %121 = spirv.CompositeExtract %77[1 : i32] : vector<4xf32>
      %122 = spirv.CompositeConstruct %121, %121, %121, %121 : (f32, f32, f32, f32) -> vector<4xf32>
      %123 = spirv.GL.Fma %122, %87, %120 : vector<4xf32>
      %124 = spirv.CompositeExtract %77[2 : i32] : vector<4xf32>
      %125 = spirv.CompositeConstruct %124, %124, %124, %124 : (f32, f32, f32, f32) -> vector<4xf32>
      %126 = spirv.GL.Fma %125, %90, %123 : vector<4xf32>
      %127 = spirv.CompositeExtract %77[3 : i32] : vector<4xf32>
      %128 = spirv.CompositeConstruct %127, %127, %127, %127 : (f32, f32, f32, f32) -> vector<4xf32>
      %129 = spirv.GL.Fma %128, %93, %126 : vector<4xf32>
      %130 = spirv.CompositeExtract %80[0 : i32] : vector<4xf32>
      %131 = spirv.CompositeConstruct %130, %130, %130, %130 : (f32, f32, f32, f32) -> vector<4xf32>
      %132 = spirv.GL.Fma %131, %84, %63 : vector<4xf32>
      %133 = spirv.CompositeExtract %80[1 : i32] : vector<4xf32>
      %134 = spirv.CompositeConstruct %133, %133, %133, %133 : (f32, f32, f32, f32) -> vector<4xf32>
      %135 = spirv.GL.Fma %134, %87, %132 : vector<4xf32>
      %136 = spirv.CompositeExtract %80[2 : i32] : vector<4xf32>
      %137 = spirv.CompositeConstruct %136, %136, %136, %136 : (f32, f32, f32, f32) -> vector<4xf32>
      %138 = spirv.GL.Fma %137, %90, %135 : vector<4xf32>
      %139 = spirv.CompositeExtract %80[3 : i32] : vector<4xf32>
      %140 = spirv.CompositeConstruct %139, %139, %139, %139 : (f32, f32, f32, f32) -> vector<4xf32>
      %141 = spirv.GL.Fma %140, %93, %138 : vector<4xf32>
      spirv.Store "Function" %6, %105 : vector<4xf32>
      spirv.Store "Function" %7, %117 : vector<4xf32>
      spirv.Store "Function" %8, %129 : vector<4xf32>
      spirv.Store "Function" %9, %141 : vector<4xf32>
      %142 = spirv.IAdd %59, %cst4_i32 : i32
      spirv.Branch ^bb1(%142, %105, %117, %129, %141 : i32, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %10 = spirv.Load "Function" %9 : vector<4xf32>
    %11 = spirv.Load "Function" %8 : vector<4xf32>
    %12 = spirv.Load "Function" %7 : vector<4xf32>
    %13 = spirv.Load "Function" %6 : vector<4xf32>
    %14 = spirv.GL.FMin %13, %cst_vec_4xf32 : vector<4xf32>
    %15 = spirv.IsNan %13 : vector<4xf32>
    %16 = spirv.IsNan %cst_vec_4xf32 : vector<4xf32>
    %17 = spirv.Select %15, %13, %14 : vector<4xi1>, vector<4xf32>
    %18 = spirv.Select %16, %cst_vec_4xf32, %17 : vector<4xi1>, vector<4xf32>
    %19 = spirv.GL.FMin %12, %cst_vec_4xf32 : vector<4xf32>
    %20 = spirv.IsNan %12 : vector<4xf32>
    %21 = spirv.Select %20, %12, %19 : vector<4xi1>, vector<4xf32>
    %22 = spirv.Select %16, %cst_vec_4xf32, %21 : vector<4xi1>, vector<4xf32>
    %23 = spirv.GL.FMin %11, %cst_vec_4xf32 : vector<4xf32>
    %24 = spirv.IsNan %11 : vector<4xf32>
    %25 = spirv.Select %24, %11, %23 : vector<4xi1>, vector<4xf32>
    %26 = spirv.Select %16, %cst_vec_4xf32, %25 : vector<4xi1>, vector<4xf32>
    %27 = spirv.GL.FMin %10, %cst_vec_4xf32 : vector<4xf32>
    %28 = spirv.IsNan %10 : vector<4xf32>
    %29 = spirv.Select %28, %10, %27 : vector<4xi1>, vector<4xf32>
    %30 = spirv.Select %16, %cst_vec_4xf32, %29 : vector<4xi1>, vector<4xf32>
    %31 = spirv.GL.FMax %18, %cst_vec_4xf32_0 : vector<4xf32>
    %32 = spirv.IsNan %18 : vector<4xf32>
    %33 = spirv.IsNan %cst_vec_4xf32_0 : vector<4xf32>
    %34 = spirv.Select %32, %18, %31 : vector<4xi1>, vector<4xf32>
    %35 = spirv.Select %33, %cst_vec_4xf32_0, %34 : vector<4xi1>, vector<4xf32>
    %36 = spirv.GL.FMax %22, %cst_vec_4xf32_0 : vector<4xf32>
    %37 = spirv.IsNan %22 : vector<4xf32>
    %38 = spirv.Select %37, %22, %36 : vector<4xi1>, vector<4xf32>
    %39 = spirv.Select %33, %cst_vec_4xf32_0, %38 : vector<4xi1>, vector<4xf32>
    %40 = spirv.GL.FMax %26, %cst_vec_4xf32_0 : vector<4xf32>
    %41 = spirv.IsNan %26 : vector<4xf32>
    %42 = spirv.Select %41, %26, %40 : vector<4xi1>, vector<4xf32>
    %43 = spirv.Select %33, %cst_vec_4xf32_0, %42 : vector<4xi1>, vector<4xf32>
    %44 = spirv.GL.FMax %30, %cst_vec_4xf32_0 : vector<4xf32>
    %45 = spirv.IsNan %30 : vector<4xf32>
    %46 = spirv.Select %45, %30, %44 : vector<4xi1>, vector<4xf32>
    %47 = spirv.Select %33, %cst_vec_4xf32_0, %46 : vector<4xi1>, vector<4xf32>
    %48 = spirv.IMul %1, %cst16_i32 {no_signed_wrap} : i32
    %49 = spirv.IAdd %48, %3 : i32
    %50 = spirv.IMul %5, %cst64_i32 {no_signed_wrap} : i32
    %51 = spirv.IAdd %49, %50 : i32
    %52 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %51] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %52, %35 : vector<4xf32>
    %53 = spirv.IAdd %51, %cst4_i32 : i32
    %54 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %53] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %54, %39 : vector<4xf32>
    %55 = spirv.IAdd %51, %cst8_i32 : i32
    %56 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %55] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %56, %43 : vector<4xf32>
    %57 = spirv.IAdd %51, %cst12_i32 : i32
    %58 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %57] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %58, %47 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_batch_matmul_1x32x16x64_f32, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__
  spirv.ExecutionMode @main_dispatch_0_batch_matmul_1x32x16x64_f32 "LocalSize", 4, 4, 1
}
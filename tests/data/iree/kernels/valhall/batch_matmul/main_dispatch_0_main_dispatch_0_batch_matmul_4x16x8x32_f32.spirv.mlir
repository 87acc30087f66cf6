spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_batch_matmul_4x16x8x32_f32() "None" attributes {gpu.known_block_size = array<i32: 2, 8, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "valhall1", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp32|fp16|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [16], max_workgroup_sizes = [512, 512, 512], max_thread_count_per_workgroup = 512, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst4_i32 = spirv.Constant 4 : i32
    %cst2_i32 = spirv.Constant 2 : i32
    %cst128_i32 = spirv.Constant 128 : i32
    %cst14_i32 = spirv.Constant 14 : i32
    %cst12_i32 = spirv.Constant 12 : i32
    %cst10_i32 = spirv.Constant 10 : i32
    %cst6_i32 = spirv.Constant 6 : i32
    %cst64_i32 = spirv.Constant 64 : i32
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
    %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
    %4 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
    %5 = spirv.CompositeExtract %4[0 : i32] : vector<3xi32>
    %6 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    %7 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32, %cst_vec_4xf32, %cst_vec_4xf32 : i32, vector<4xf32>, vector<4xf32>)
    ^bb1(%17: i32, %18: vector<4xf32>, %19: vector<4xf32>):  // 2 preds: ^bb0, ^bb2
      %20 = spirv.SLessThan %17, %cst32_i32 : i32
      spirv.BranchConditional %20, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %21 = spirv.IMul %1, %cst16_i32 {no_signed_wrap} : i32
      %22 = spirv.IMul %5, %cst128_i32 {no_signed_wrap} : i32
      %23 = spirv.IAdd %21, %22 : i32
      %24 = spirv.UDiv %17, %cst4_i32 : i32
      %25 = spirv.IAdd %23, %24 : i32
      %26 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %25] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %27 = spirv.Load "StorageBuffer" %26 : vector<4xf32>
      %28 = spirv.IAdd %25, %cst1_i32 : i32
      %29 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %28] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %30 = spirv.Load "StorageBuffer" %29 : vector<4xf32>
      %31 = spirv.IAdd %25, %cst8_i32 : i32
      %32 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %31] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %33 = spirv.Load "StorageBuffer" %32 : vector<4xf32>
      %34 = spirv.IAdd %25, %cst9_i32 : i32
      %35 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %34] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %36 = spirv.Load "StorageBuffer" %35 : vector<4xf32>
      %37 = spirv.IMul %17, %cst2_i32 {no_signed_wrap} : i32
      %38 = spirv.IAdd %37, %3 : i32
      %39 = spirv.IMul %5, %cst64_i32 {no_signed_wrap} : i32
      %40 = spirv.IAdd %38, %39 : i32
      %41 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %40] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %42 = spirv.Load "StorageBuffer" %41 : vector<4xf32>
      %43 = spirv.IAdd %40, %cst2_i32 : i32
      %44 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %43] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %45 = spirv.Load "StorageBuffer" %44 : vector<4xf32>
      %46 = spirv.IAdd %40, %cst4_i32 : i32
      %47 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %46] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %48 = spirv.Load "StorageBuffer" %47 : vector<4xf32>
      %49 = spirv.IAdd %40, %cst6_i32 : i32
      %50 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %49] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %51 = spirv.Load "StorageBuffer" %50 : vector<4xf32>
      %52 = spirv.IAdd %40, %cst8_i32 : i32
      %53 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %52] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %54 = spirv.Load "StorageBuffer" %53 : vector<4xf32>
      %55 = spirv.IAdd %40, %cst10_i32 : i32
      %56 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %55] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %57 = spirv.Load "StorageBuffer" %56 : vector<4xf32>
      %58 = spirv.IAdd %40, %cst12_i32 : i32
      %59 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %58] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %60 = spirv.Load "StorageBuffer" %59 : vector<4xf32>
      %61 = spirv.IAdd %40, %cst14_i32 : i32
      %62 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %61] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %63 = spirv.Load "StorageBuffer" %62 : vector<4xf32>
      %64 = spirv.CompositeExtract %27[0 : i32] : vector<4xf32>
      %65 = spirv.CompositeConstruct %64, %64, %64, %64 : (f32, f32, f32, f32) -> vector<4xf32>
      %66 = spirv.GL.Fma %65, %42, %18 : vector<4xf32>
      %67 = spirv.CompositeExtract %27[1 : i32] : vector<4xf32>
      %68 = spirv.CompositeConstruct %67, %67, %67, %67 : (f32, f32, f32, f32) -> vector<4xf32>
      %69 = spirv.GL.Fma %68, %45, %66 : vector<4xf32>
      %70 = spirv.CompositeExtract %27[2 : i32] : vector<4xf32>
      %71 = spirv.CompositeConstruct %70, %70, %70, %70 : (f32, f32, f32, f32) -> vector<4xf32>
      %72 = spirv.GL.Fma %71, %48, %69 : vector<4xf32>
      %73 = spirv.CompositeExtract %27[3 : i32] : vector<4xf32>
      %74 = spirv.CompositeConstruct %73, %73, %73, %73 : (f32, f32, f32, f32) -> vector<4xf32>
      %75 = spirv.GL.Fma %74, %51, %72 : vector<4xf32>
      %76 = spirv.CompositeExtract %30[0 : i32] : vector<4xf32>
      %77 = spirv.CompositeConstruct %76, %76, %76, %76 : (f32, f32, f32, f32) -> vector<4xf32>
      %78 = spirv.GL.Fma %77, %54, %75 : vector<4xf32>
      %79 = spirv.CompositeExtract %30[1 : i32] : vector<4xf32>
      %80 = spirv.CompositeConstruct %79, %79, %79, %79 : (f32, f32, f32, f32) -> vector<4xf32>
      %81 = spirv.GL.Fma %80, %57, %78 : vector<4xf32>
      %82 = spirv.CompositeExtract %30[2 : i32] : vector<4xf32>
      %83 = spirv.CompositeConstruct %82, %82, %82, %82 : (f32, f32, f32, f32) -> vector<4xf32>
      %84 = spirv.GL.Fma %83, %60, %81 : vector<4xf32>
      %85 = spirv.CompositeExtract %30[3 : i32] : vector<4xf32>
      %86 = spirv.CompositeConstruct %85, %85, %85, %85 : (f32, f32, f32, f32) -> vector<4xf32>
      %87 = spirv.GL.Fma %86, %63, %84 : vector<4xf32>
      %88 = spirv.CompositeExtract %33[0 : i32] : vector<4xf32>
      %89 = spirv.CompositeConstruct %88, %88, %88, %88 : (f32, f32, f32, f32) -> vector<4xf32>
      %90 = spirv.GL.Fma %89, %42, %19 : vector<4xf32>
      %91 = spirv.CompositeExtract %33[1 : i32] : vector<4xf32>
      %92 = spirv.CompositeConstruct %91, %91, %91, %91 : (f32, f32, f32, f32) -> vector<4xf32>
      %93 = spirv.GL.Fma %92, %45, %90 : vector<4xf32>
      %94 = spirv.CompositeExtract %33[2 : i32] : vector<4xf32>
      %95 = spirv.CompositeConstruct %94, %94, %94, %94 : (f32, f32, f32, f32) -> vector<4xf32>
      %96 = spirv.GL.Fma %95, %48, %93 : vector<4xf32>
      %97 = spirv.CompositeExtract %33[3 : i32] : vector<4xf32>
      %98 = spirv.CompositeConstruct %97, %97, %97, %97 : (f32, f32, f32, f32) -> vector<4xf32>
      %99 = spirv.GL.Fma %98, %51, %96 : vector<4xf32>
      %100 = spirv.CompositeExtract %36[0 : i32] : vector<4xf32>
      %101 = spirv.CompositeConstruct %100, %100, %100, %100 : (f32, f32, f32, f32) -> vector<4xf32>
      %102 = spirv.GL.Fma %101, %54, %99 : vector<4xf32>
      %103 = spirv.CompositeExtract %36[1 : i32] : vector<4xf32>
      %104 = spirv.CompositeConstruct %103, %103, %103, %103 : (f32, f32, f32, f32) -> vector<4xf32>
      %105 = spirv.GL.Fma %104, %57, %102 : vector<4xf32>
      %106 = spirv.CompositeExtract %36[2 : i32] : vector<4xf32>
      %107 = spirv.CompositeConstruct %106, %106, %106, %106 : (f32, f32, f32, f32) -> vector<4xf32>
      %108 = spirv.GL.Fma %107, %60, %105 : vector<4xf32>
      %109 = spirv.CompositeExtract %36[3 : i32] : vector<4xf32>
      %110 = spirv.CompositeConstruct %109, %109, %109, %109 : (f32, f32, f32, f32) -> vector<4xf32>
      %111 = spirv.GL.Fma %110, %63, %108 : vector<4xf32>
      spirv.Store "Function" %6, %87 : vector<4xf32>
      spirv.Store "Function" %7, %111 : vector<4xf32>
      %112 = spirv.IAdd %17, %cst8_i32 : i32
      spirv.Branch ^bb1(%112, %87, %111 : i32, vector<4xf32>, vector<4xf32>)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %8 = spirv.Load "Function" %7 : vector<4xf32>
    %9 = spirv.Load "Function" %6 : vector<4xf32>
    %10 = spirv.IMul %1, %cst4_i32 {no_signed_wrap} : i32
    %11 = spirv.IAdd %10, %3 : i32
    %12 = spirv.IMul %5, %cst32_i32 {no_signed_wrap} : i32
    %13 = spirv.IAdd %11, %12 : i32
    %14 = spirv.IAdd %13, %cst2_i32 : i32
    %15 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %14] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %15, %8 : vector<4xf32>
    %16 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %13] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %16, %9 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_batch_matmul_4x16x8x32_f32, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__
  spirv.ExecutionMode @main_dispatch_0_batch_matmul_4x16x8x32_f32 "LocalSize", 2, 8, 1
}
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_matmul_64x48x32_f32() "None" attributes {gpu.known_block_size = array<i32: 4, 4, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "valhall1", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp32|fp16|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [16], max_workgroup_sizes = [512, 512, 512], max_thread_count_per_workgroup = 512, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst192_i32 = spirv.Constant 192 : i32
    %cst128_i32 = spirv.Constant 128 : i32
    %cst12_i32 = spirv.Constant 12 : i32
    %cst48_i32 = spirv.Constant 48 : i32
    %cst36_i32 = spirv.Constant 36 : i32
    %cst24_i32 = spirv.Constant 24 : i32
    %cst16_i32 = spirv.Constant 16 : i32
    %cst8_i32 = spirv.Constant 8 : i32
    %cst4_i32 = spirv.Constant 4 : i32
    %cst32_i32 = spirv.Constant 32 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %cst3_i32 = spirv.Constant 3 : i32
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
    %6 = spirv.UDiv %5, %cst3_i32 : i32
    %7 = spirv.UMod %5, %cst3_i32 : i32
    %8 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    %9 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    %10 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    %11 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32, %cst_vec_4xf32, %cst_vec_4xf32, %cst_vec_4xf32, %cst_vec_4xf32 : i32, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
    ^bb1(%29: i32, %30: vector<4xf32>, %31: vector<4xf32>, %32: vector<4xf32>, %33: vector<4xf32>):  // 2 preds: ^bb0, ^bb2
      %34 = spirv.SLessThan %29, %cst32_i32 : i32
      spirv.BranchConditional %34, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %35 = spirv.IMul %1, %cst32_i32 {no_signed_wrap} : i32
      %36 = spirv.IMul %6, %cst128_i32 {no_signed_wrap} : i32
      %37 = spirv.IAdd %35, %36 : i32
      %38 = spirv.UDiv %29, %cst4_i32 : i32
      %39 = spirv.IAdd %37, %38 : i32
      %40 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %39] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %41 = spirv.Load "StorageBuffer" %40 : vector<4xf32>
      %42 = spirv.IAdd %39, %cst8_i32 : i32
      %43 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %42] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %44 = spirv.Load "StorageBuffer" %43 : vector<4xf32>
      %45 = spirv.IAdd %39, %cst16_i32 : i32
      %46 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %45] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %47 = spirv.Load "StorageBuffer" %46 : vector<4xf32>
      %48 = spirv.IAdd %39, %cst24_i32 : i32
      %49 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %48] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %50 = spirv.Load "StorageBuffer" %49 : vector<4xf32>
      %51 = spirv.IMul %29, %cst12_i32 {no_signed_wrap} : i32
      %52 = spirv.IAdd %51, %3 : i32
      %53 = spirv.IMul %7, %cst4_i32 {no_signed_wrap} : i32
      %54 = spirv.IAdd %52, %53 : i32
      %55 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %54] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %56 = spirv.Load "StorageBuffer" %55 : vector<4xf32>
      %57 = spirv.IAdd %54, %cst12_i32 : i32
      %58 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %57] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %59 = spirv.Load "StorageBuffer" %58 : vector<4xf32>
      %60 = spirv.IAdd %54, %cst24_i32 : i32
      %61 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %60] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %62 = spirv.Load "StorageBuffer" %61 : vector<4xf32>
      %63 = spirv.IAdd %54, %cst36_i32 : i32
      %64 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %63] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %65 = spirv.Load "StorageBuffer" %64 : vector<4xf32>
      %66 = spirv.CompositeExtract %41[0 : i32] : vector<4xf32>
      %67 = spirv.CompositeConstruct %66, %66, %66, %66 : (f32, f32, f32, f32) -> vector<4xf32>
      %68 = spirv.GL.Fma %67, %56, %30 : vector<4xf32>
      %69 = spirv.CompositeExtract %41[1 : i32] : vector<4xf32>
      %70 = spirv.CompositeConstruct %69, %69, %69, %69 : (f32, f32, f32, f32) -> vector<4xf32>
      %71 = spirv.GL.Fma %70, %59, %68 : vector<4xf32>
      %72 = spirv.CompositeExtract %41[2 : i32] : vector<4xf32>
      %73 = spirv.CompositeConstruct %72, %72, %72, %72 : (f32, f32, f32, f32) -> vector<4xf32>
      %74 = spirv.GL.Fma %73, %62, %71 : vector<4xf32>
      %75 = spirv.CompositeExtract %41[3 : i32] : vector<4xf32>
      %76 = spirv.CompositeConstruct %75, %75, %75, %75 : (f32, f32, f32, f32) -> vector<4xf32>
      %77 = spirv.GL.Fma %76, %65, %74 : vector<4xf32>
      %78 = spirv.CompositeExtract %44[0 : i32] : vector<4xf32>
      %79 = spirv.CompositeConstruct %78, %78, %78, %78 : (f32, f32, f32, f32) -> vector<4xf32>
      %80 = spirv.GL.Fma %79, %56, %31 : vector<4xf32>
      %81 = spirv.CompositeExtract %44[1 : i32] : vector<4xf32>
      %82 = spirv.CompositeConstruct %81, %81, %81, %81 : (f32, f32, f32, f32) -> vector<4xf32>
      %83 = spirv.GL.Fma %82, %59, %80 : vector<4xf32>
      %84 = spirv.CompositeExtract %44[2 : i32] : vector<4xf32>
      %85 = spirv.CompositeConstruct %84, %84, %84, %84 : (f32, f32, f32, f32) -> vector<4xf32>
      %86 = spirv.GL.Fma %85, %62, %83 : vector<4xf32>
      %87 = spirv.CompositeExtract %44[3 : i32] : vector<4xf32>
      %88 = spirv.CompositeConstruct %87, %87, %87, %87 : (f32, f32, f32, f32) -> vector<4xf32>
      %89 = spirv.GL.Fma %88, %65, %86 : vector<4xf32>
      %90 = spirv.CompositeExtract %47[0 : i32] : vector<4xf32>
      %91 = spirv.CompositeConstruct %90, %90, %90, %90 : (f32, f32, f32, f32) -> vector<4xf32>
      %92 = spirv.GL.Fma %91, %56, %32 : vector<4xf32>
      %93 = spirv.CompositeExtract %47[1 : i32] : vector<4xf32>
      %94 = spirv.CompositeConstruct %93, %93, %93, %93 : (f32, f32, f32, f32) -> vector<4xf32>
      %95 = spirv.GL.Fma %94, %59, %92 : vector<4xf32>
      %96 = spirv.CompositeExtract %47[2 : i32] : vector<4xf32>
      %97 = spirv.CompositeConstruct %96, %96, %96, %96 : (f32, f32, f32, f32) -> vector<4xf32>
      %98 = spirv.GL.Fma %97, %62, %95 : vector<4xf32>
      %99 = spirv.CompositeExtract %47[3 : i32] : vector<4xf32>
      %100 = spirv.CompositeConstruct %99, %99, %99, %99 : (f32, f32, f32, f32) -> vector<4xf32>
      %101 = spirv.GL.Fma %100, %65, %98 : vector<4xf32>
      %102 = spirv.CompositeExtract %50[0 : i32] : vector<4xf32>
      %103 = spirv.CompositeConstruct %102, %102, %102, %102 : (f32, f32, f32, f32) -> vector<4xf32>
      %104 = spirv.GL.Fma %103, %56, %33 : vector<4xf32>
      %105 = spirv.CompositeExtract %50[1 : i32] : vector<4xf32>
      %106 = spirv.CompositeConstruct %105, %105, %105, %105 : (f32, f32, f32, f32) -> vector<4xf32>
      %107 = spirv.GL.Fma %106, %59, %104 : vector<4xf32>
      %108 = spirv.CompositeExtract %50[2 : i32] : vector<4xf32>
      %109 = spirv.CompositeConstruct %108, %108, %108, %108 : (f32, f32, f32, f32) -> vector<4xf32>
      %110 = spirv.GL.Fma %109, %62, %107 : vector<4xf32>
      %111 = spirv.CompositeExtract %50[3 : i32] : vector<4xf32>
      %112 = spirv.CompositeConstruct %111, %111, %111, %111 : (f32, f32, f32, f32) -> vector<4xf32>
      %113 = spirv.GL.Fma %112, %65, %110 : vector<4xf32>
      spirv.Store "Function" %8, %77 : vector<4xf32>
      spirv.Store "Function" %9, %89 : vector<4xf32>
      spirv.Store "Function" %10, %101 : vector<4xf32>
      spirv.Store "Function" %11, %113 : vector<4xf32>
      %114 = spirv.IAdd %29, %cst4_i32 : i32
      spirv.Branch ^bb1(%114, %77, %89, %101, %113 : i32, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %12 = spirv.Load "Function" %11 : vector<4xf32>
    %13 = spirv.Load "Function" %10 : vector<4xf32>
    %14 = spirv.Load "Function" %9 : vector<4xf32>
    %15 = spirv.Load "Function" %8 : vector<4xf32>
    %16 = spirv.IMul %1, %cst48_i32 {no_signed_wrap} : i32
    %17 = spirv.IAdd %16, %3 : i32
    %18 = spirv.IMul %6, %cst192_i32 {no_signed_wrap} : i32
    %19 = spirv.IAdd %17, %18 : i32
    %20 = spirv.IMul %7, %cst4_i32 {no_signed_wrap} : i32
    %21 = spirv.IAdd %19, %20 : i32
    %22 = spirv.IAdd %21, %cst36_i32 : i32
    %23 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %22] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %23, %12 : vector<4xf32>
    %24 = spirv.IAdd %21, %cst24_i32 : i32
    %25 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %24] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %25, %13 : vector<4xf32>
    %26 = spirv.IAdd %21, %cst12_i32 : i32
    %27 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %26] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %27, %14 : vector<4xf32>
    %28 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %21] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %28, %15 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_matmul_64x48x32_f32, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__
  spirv.ExecutionMode @main_dispatch_0_matmul_64x48x32_f32 "LocalSize", 4, 4, 1
}
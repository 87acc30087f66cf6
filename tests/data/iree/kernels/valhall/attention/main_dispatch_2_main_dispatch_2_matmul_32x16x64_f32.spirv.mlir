spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_2_matmul_32x16x64_f32() "None" attributes {gpu.known_block_size = array<i32: 4, 4, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "valhall1", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp32|fp16|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [16], max_workgroup_sizes = [512, 512, 512], max_thread_count_per_workgroup = 512, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst256_i32 = spirv.Constant 256 : i32
    %cst16_i32 = spirv.Constant 16 : i32
    %cst12_i32 = spirv.Constant 12 : i32
    %cst8_i32 = spirv.Constant 8 : i32
    %cst560_i32 = spirv.Constant 560 : i32
    %cst544_i32 = spirv.Constant 544 : i32
    %cst528_i32 = spirv.Constant 528 : i32
    %cst512_i32 = spirv.Constant 512 : i32
    %cst4_i32 = spirv.Constant 4 : i32
    %cst64_i32 = spirv.Constant 64 : i32
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
    %8 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    %9 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32, %cst_vec_4xf32, %cst_vec_4xf32, %cst_vec_4xf32, %cst_vec_4xf32 : i32, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
    ^bb1(%25: i32, %26: vector<4xf32>, %27: vector<4xf32>, %28: vector<4xf32>, %29: vector<4xf32>):  // 2 preds: ^bb0, ^bb2
      %30 = spirv.SLessThan %25, %cst64_i32 : i32
      spirv.BranchConditional %30, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %31 = spirv.IMul %1, %cst64_i32 {no_signed_wrap} : i32
      %32 = spirv.IMul %5, %cst256_i32 {no_signed_wrap} : i32
      %33 = spirv.IAdd %31, %32 : i32
      %34 = spirv.UDiv %25, %cst4_i32 : i32
      %35 = spirv.IAdd %33, %34 : i32
      %36 = spirv.IAdd %35, %cst512_i32 : i32
      %37 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %36] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %38 = spirv.Load "StorageBuffer" %37 : vector<4xf32>
      %39 = spirv.IAdd %35, %cst528_i32 : i32
      %40 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %39] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %41 = spirv.Load "StorageBuffer" %40 : vector<4xf32>
      %42 = spirv.IAdd %35, %cst544_i32 : i32
      %43 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %42] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %44 = spirv.Load "StorageBuffer" %43 : vector<4xf32>
      %45 = spirv.IAdd %35, %cst560_i32 : i32
      %46 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %45] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %47 = spirv.Load "StorageBuffer" %46 : vector<4xf32>
      %48 = spirv.IMul %25, %cst4_i32 {no_signed_wrap} : i32
      %49 = spirv.IAdd %48, %3 : i32
      %50 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %49] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %51 = spirv.Load "StorageBuffer" %50 : vector<4xf32>
      %52 = spirv.IAdd %49, %cst4_i32 : i32
      %53 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %52] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %54 = spirv.Load "StorageBuffer" %53 : vector<4xf32>
      %55 = spirv.IAdd %49, %cst8_i32 : i32
      %56 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %55] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %57 = spirv.Load "StorageBuffer" %56 : vector<4xf32>
      %58 = spirv.IAdd %49, %cst12_i32 : i32
      %59 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %58] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %60 = spirv.Load "StorageBuffer" %59 : vector<4xf32>
      %61 = spirv.CompositeExtract %38[0 : i32] : vector<4xf32>
      %62 = spirv.CompositeConstruct %61, %61, %61, %61 : (f32, f32, f32, f32) -> vector<4xf32>
      %63 = spirv.GL.Fma %62, %51, %26 : vector<4xf32>
      %64 = spirv.CompositeExtract %38[1 : i32] : vector<4xf32>
      %65 = spirv.CompositeConstruct %64, %64, %64, %64 : (f32, f32, f32, f32) -> vector<4xf32>
      %66 = spirv.GL.Fma %65, %54, %63 : vector<4xf32>
      %67 = spirv.CompositeExtract %38[2 : i32] : vector<4xf32>
      %68 = spirv.CompositeConstruct %67, %67, %67, %67 : (f32, f32, f32, f32) -> vector<4xf32>
      %69 = spirv.GL.Fma %68, %57, %66 : vector<4xf32>
      %70 = spirv.CompositeExtract %38[3 : i32] : vector<4xf32>
      %71 = spirv.CompositeConstruct %70, %70, %70, %70 : (f32, f32, f32, f32) -> vector<4xf32>
      %72 = spirv.GL.Fma %71, %60, %69 : vector<4xf32>
      %73 = spirv.CompositeExtract %41[0 : i32] : vector<4xf32>
      %74 = spirv.CompositeConstruct %73, %73, %73, %73 : (f32, f32, f32, f32) -> vector<4xf32>
      %75 = spirv.GL.Fma %74, %51, %27 : vector<4xf32>
      %76 = spirv.CompositeExtract %41[1 : i32] : vector<4xf32>
      %77 = spirv.CompositeConstruct %76, %76, %76, %76 : (f32, f32, f32, f32) -> vector<4xf32>
      %78 = spirv.GL.Fma %77, %54, %75 : vector<4xf32>
      %79 = spirv.CompositeExtract %41[2 : i32] : vector<4xf32>
      %80 = spirv.CompositeConstruct %79, %79, %79, %79 : (f32, f32, f32, f32) -> vector<4xf32>
      %81 = spirv.GL.Fma %80, %57, %78 : vector<4xf32>
      %82 = spirv.CompositeExtract %41[3 : i32] : vector<4xf32>
      %83 = spirv.CompositeConstruct %82, %82, %82, %82 : (f32, f32, f32, f32) -> vector<4xf32>
      %84 = spirv.GL.Fma %83, %60, %81 : vector<4xf32>
      %85 = spirv.CompositeExtract %44[0 : i32] : vector<4xf32>
      %86 = spirv.CompositeConstruct %85, %85, %85, %85 : (f32, f32, f32, f32) -> vector<4xf32>
      %87 = spirv.GL.Fma %86, %51, %28 : vector<4xf32>
      %88 = spirv.CompositeExtract %44[1 : i32] : vector<4xf32>
      %89 = spirv.CompositeConstruct %88, %88, %88, %88 : (f32, f32, f32, f32) -> vector<4xf32>
      %90 = spirv.GL.Fma %89, %54, %87 : vector<4xf32>
      %91 = spirv.CompositeExtract %44[2 : i32] : vector<4xf32>
      %92 = spirv.CompositeConstruct %91, %91, %91, %91 : (f32, f32, f32, f32) -> vector<4xf32>
      %93 = spirv.GL.Fma %92, %57, %90 : vector<4xf32>
      %94 = spirv.CompositeExtract %44[3 : i32] : vector<4xf32>
      %95 = spirv.CompositeConstruct %94, %94, %94, %94 : (f32, f32, f32, f32) -> vector<4xf32>
      %96 = spirv.GL.Fma %95, %60, %93 : vector<4xf32>
      %97 = spirv.CompositeExtract %47[0 : i32] : vector<4xf32>
      %98 = spirv.CompositeConstruct %97, %97, %97, %97 : (f32, f32, f32, f32) -> vector<4xf32>
      %99 = spirv.GL.Fma %98, %51, %29 : vector<4xf32>
      %100 = spirv.CompositeExtract %47[1 : i32] : vector<4xf32>
      %101 = spirv.CompositeConstruct %100, %100, %100, %100 : (f32, f32, f32, f32) -> vector<4xf32>
      %102 = spirv.GL.Fma %101, %54, %99 : vector<4xf32>
      %103 = spirv.CompositeExtract %47[2 : i32] : vector<4xf32>
      %104 = spirv.CompositeConstruct %103, %103, %103, %103 : (f32, f32, f32, f32) -> vector<4xf32>
      %105 = spirv.GL.Fma %104, %57, %102 : vector<4xf32>
      %106 = spirv.CompositeExtract %47[3 : i32] : vector<4xf32>
      %107 = spirv.CompositeConstruct %106, %106, %106, %106 : (f32, f32, f32, f32) -> vector<4xf32>
      %108 = spirv.GL.Fma %107, %60, %105 : vector<4xf32>
      spirv.Store "Function" %6, %72 : vector<4xf32>
      spirv.Store "Function" %7, %84 : vector<4xf32>
      spirv.Store "Function" %8, %96 : vector<4xf32>
      spirv.Store "Function" %9, %108 : vector<4xf32>
      %109 = spirv.IAdd %25, %cst4_i32 : i32
      spirv.Branch ^bb1(%109, %72, %84, %96, %108 : i32, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %10 = spirv.Load "Function" %9 : vector<4xf32>
    %11 = spirv.Load "Function" %8 : vector<4xf32>
    %12 = spirv.Load "Function" %7 : vector<4xf32>
    %13 = spirv.Load "Function" %6 : vector<4xf32>
    %14 = spirv.IMul %1, %cst16_i32 {no_signed_wrap} : i32
    %15 = spirv.IAdd %14, %3 : i32
    %16 = spirv.IMul %5, %cst64_i32 {no_signed_wrap} : i32
    %17 = spirv.IAdd %15, %16 : i32
    %18 = spirv.IAdd %17, %cst12_i32 : i32
    %19 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %18] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %19, %10 : vector<4xf32>
    %20 = spirv.IAdd %17, %cst8_i32 : i32
    %21 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %20] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %21, %11 : vector<4xf32>
    %22 = spirv.IAdd %17, %cst4_i32 : i32
    %23 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %22] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %23, %12 : vector<4xf32>
    %24 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %17] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %24, %13 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_2_matmul_32x16x64_f32, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__
  spirv.ExecutionMode @main_dispatch_2_matmul_32x16x64_f32 "LocalSize", 4, 4, 1
}
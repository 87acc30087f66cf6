spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_2_matmul_32x16x64_f32() "None" attributes {gpu.known_block_size = array<i32: 2, 32, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "llvmpipe", features = "spirv:v1.6,cap:Shader,cap:PhysicalStorageBufferAddresses,cap:PhysicalStorageBuffer64,cap:Int64,cap:Float64", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [8], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst512_i32 = spirv.Constant 512 : i32
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
    %cst1_i32 = spirv.Constant 1 : i32
    %cst2_i32 = spirv.Constant 2 : i32
    %cst513_i32 = spirv.Constant 513 : i32
    %cst16_i32 = spirv.Constant 16 : i32
    %cst8_i32 = spirv.Constant 8 : i32
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
    %4 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    %5 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32, %cst_vec_4xf32, %cst_vec_4xf32 : i32, vector<4xf32>, vector<4xf32>)
    ^bb1(%14: i32, %15: vector<4xf32>, %16: vector<4xf32>):  // 2 preds: ^bb0, ^bb2
      %17 = spirv.SLessThan %14, %cst64_i32 : i32
      spirv.BranchConditional %17, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %18 = spirv.IMul %1, %cst16_i32 {no_signed_wrap} : i32
      %19 = spirv.UDiv %14, %cst4_i32 : i32
      %20 = spirv.IAdd %18, %19 : i32
      %21 = spirv.IAdd %20, %cst512_i32 : i32
      %22 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %21] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %23 = spirv.Load "StorageBuffer" %22 : vector<4xf32>
      %24 = spirv.IAdd %20, %cst513_i32 : i32
      %25 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %24] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %26 = spirv.Load "StorageBuffer" %25 : vector<4xf32>
      %27 = spirv.IMul %14, %cst4_i32 {no_signed_wrap} : i32
      %28 = spirv.IMul %3, %cst2_i32 {no_signed_wrap} : i32
      %29 = spirv.IAdd %27, %28 : i32
      %30 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %29] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %31 = spirv.Load "StorageBuffer" %30 : vector<4xf32>
      %32 = spirv.IAdd %29, %cst1_i32 : i32
      %33 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %32] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %34 = spirv.Load "StorageBuffer" %33 : vector<4xf32>
      %35 = spirv.IAdd %29, %cst4_i32 : i32
      %36 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %35] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %37 = spirv.Load "StorageBuffer" %36 : vector<4xf32>
      %38 = spirv.IAdd %29, %cst5_i32 : i32
      %39 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %38] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %40 = spirv.Load "StorageBuffer" %39 : vector<4xf32>
      %41 = spirv.IAdd %29, %cst8_i32 : i32
      %42 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %41] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %43 = spirv.Load "StorageBuffer" %42 : vector<4xf32>
      %44 = spirv.IAdd %29, %cst9_i32 : i32
      %45 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %44] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %46 = spirv.Load "StorageBuffer" %45 : vector<4xf32>
      %47 = spirv.IAdd %29, %cst12_i32 : i32
      %48 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %47] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %49 = spirv.Load "StorageBuffer" %48 : vector<4xf32>
      %50 = spirv.IAdd %29, %cst13_i32 : i32
      %51 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %50] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %52 = spirv.Load "StorageBuffer" %51 : vector<4xf32>
      %53 = spirv.IAdd %29, %cst16_i32 : i32
      %54 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %53] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %55 = spirv.Load "StorageBuffer" %54 : vector<4xf32>
      %56 = spirv.IAdd %29, %cst17_i32 : i32
      %57 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %56] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %58 = spirv.Load "StorageBuffer" %57 : vector<4xf32>
      %59 = spirv.IAdd %29, %cst20_i32 : i32
      %60 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %59] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %61 = spirv.Load "StorageBuffer" %60 : vector<4xf32>
      %62 = spirv.IAdd %29, %cst21_i32 : i32
      %63 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %62] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %64 = spirv.Load "StorageBuffer" %63 : vector<4xf32>
      %65 = spirv.IAdd %29, %cst24_i32 : i32
      %66 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %65] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %67 = spirv.Load "StorageBuffer" %66 : vector<4xf32>
      %68 = spirv.IAdd %29, %cst25_i32 : i32
      %69 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %68] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %70 = spirv.Load "StorageBuffer" %69 : vector<4xf32>
      %71 = spirv.IAdd %29, %cst28_i32 : i32
      %72 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %71] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %73 = spirv.Load "StorageBuffer" %72 : vector<4xf32>
      %74 = spirv.IAdd %29, %cst29_i32 : i32
      %75 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %74] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %76 = spirv.Load "StorageBuffer" %75 : vector<4xf32>
      %77 = spirv.CompositeExtract %23[0 : i32] : vector<4xf32>
      %78 = spirv.CompositeConstruct %77, %77, %77, %77 : (f32, f32, f32, f32) -> vector<4xf32>
      %79 = spirv.GL.Fma %78, %31, %15 : vector<4xf32>
      %80 = spirv.CompositeExtract %23[1 : i32] : vector<4xf32>
      %81 = spirv.CompositeConstruct %80, %80, %80, %80 : (f32, f32, f32, f32) -> vector<4xf32>
      %82 = spirv.GL.Fma %81, %37, %79 : vector<4xf32>
      %83 = spirv.CompositeExtract %23[2 : i32] : vector<4xf32>
      %84 = spirv.CompositeConstruct %83, %83, %83, %83 : (f32, f32, f32, f32) -> vector<4xf32>
      %85 = spirv.GL.Fma %84, %43, %82 : vector<4xf32>
      %86 = spirv.CompositeExtract %23[3 : i32] : vector<4xf32>
      %87 = spirv.CompositeConstruct %86, %86, %86, %86 : (f32, f32, f32, f32) -> vector<4xf32>
      %88 = spirv.GL.Fma %87, %49, %85 : vector<4xf32>
      %89 = spirv.CompositeExtract %26[0 : i32] : vector<4xf32>
      %90 = spirv.CompositeConstruct %89, %89, %89, %89 : (f32, f32, f32, f32) -> vector<4xf32>
      %91 = spirv.GL.Fma %90, %55, %88 : vector<4xf32>
      %92 = spirv.CompositeExtract %26[1 : i32] : vector<4xf32>
      %93 = spirv.CompositeConstruct %92, %92, %92, %92 : (f32, f32, f32, f32) -> vector<4xf32>
      %94 = spirv.GL.Fma %93, %61, %91 : vector<4xf32>
      %95 = spirv.CompositeExtract %26[2 : i32] : vector<4xf32>
      %96 = spirv.CompositeConstruct %95, %95, %95, %95 : (f32, f32, f32, f32) -> vector<4xf32>
      %97 = spirv.GL.Fma %96, %67, %94 : vector<4xf32>
      %98 = spirv.CompositeExtract %26[3 : i32] : vector<4xf32>
      %99 = spirv.CompositeConstruct %98, %98, %98, %98 : (f32, f32, f32, f32) -> vector<4xf32>
      %100 = spirv.GL.Fma %99, %73, %97 : vector<4xf32>
      %101 = spirv.GL.Fma %78, %34, %16 : vector<4xf32>
      %102 = spirv.GL.Fma %81, %40, %101 : vector<4xf32>
      %103 = spirv.GL.Fma %84, %46, %102 : vector<4xf32>
      %104 = spirv.GL.Fma %87, %52, %103 : vector<4xf32>
      %105 = spirv.GL.Fma %90, %58, %104 : vector<4xf32>
      %106 = spirv.GL.Fma %93, %64, %105 : vector<4xf32>
      %107 = spirv.GL.Fma %96, %70, %106 : vector<4xf32>
      %108 = spirv.GL.Fma %99, %76, %107 : vector<4xf32>
      spirv.Store "Function" %4, %100 : vector<4xf32>
      spirv.Store "Function" %5, %108 : vector<4xf32>
      %109 = spirv.IAdd %14, %cst8_i32 : i32
      spirv.Branch ^bb1(%109, %100, %108 : i32, vector<4xf32>, vector<4xf32>)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %6 = spirv.Load "Function" %5 : vector<4xf32>
    %7 = spirv.Load "Function" %4 : vector<4xf32>
    %8 = spirv.IMul %3, %cst2_i32 {no_signed_wrap} : i32
    %9 = spirv.IMul %1, %cst4_i32 {no_signed_wrap} : i32
    %10 = spirv.IAdd %8, %9 : i32
    %11 = spirv.IAdd %10, %cst1_i32 : i32
    %12 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %11] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %12, %6 : vector<4xf32>
    %13 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %10] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %13, %7 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_2_matmul_32x16x64_f32, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__
  spirv.ExecutionMode @main_dispatch_2_matmul_32x16x64_f32 "LocalSize", 2, 32, 1
}
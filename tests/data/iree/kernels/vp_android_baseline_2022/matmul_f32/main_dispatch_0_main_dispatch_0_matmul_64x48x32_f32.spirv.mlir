spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_matmul_64x48x32_f32() "None" attributes {gpu.known_block_size = array<i32: 2, 32, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "vp_android_baseline_2022", features = "spirv:v1.3,cap:Shader", wgp = <compute = fp32|int32, storage = b32, subgroup = none, subgroup_size_choices = [64], max_workgroup_sizes = [128, 128, 64], max_thread_count_per_workgroup = 128, max_workgroup_memory_bytes = 16384, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst4_i32 = spirv.Constant 4 : i32
    %cst12_i32 = spirv.Constant 12 : i32
    %cst85_i32 = spirv.Constant 85 : i32
    %cst84_i32 = spirv.Constant 84 : i32
    %cst73_i32 = spirv.Constant 73 : i32
    %cst72_i32 = spirv.Constant 72 : i32
    %cst61_i32 = spirv.Constant 61 : i32
    %cst60_i32 = spirv.Constant 60 : i32
    %cst49_i32 = spirv.Constant 49 : i32
    %cst48_i32 = spirv.Constant 48 : i32
    %cst37_i32 = spirv.Constant 37 : i32
    %cst36_i32 = spirv.Constant 36 : i32
    %cst25_i32 = spirv.Constant 25 : i32
    %cst24_i32 = spirv.Constant 24 : i32
    %cst13_i32 = spirv.Constant 13 : i32
    %cst2_i32 = spirv.Constant 2 : i32
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
    %8 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    %9 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32, %cst_vec_4xf32, %cst_vec_4xf32, %cst_vec_4xf32, %cst_vec_4xf32 : i32, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
    ^bb1(%26: i32, %27: vector<4xf32>, %28: vector<4xf32>, %29: vector<4xf32>, %30: vector<4xf32>):  // 2 preds: ^bb0, ^bb2
      %31 = spirv.SLessThan %26, %cst32_i32 : i32
      spirv.BranchConditional %31, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %32 = spirv.IMul %1, %cst16_i32 : i32
      %33 = spirv.UDiv %26, %cst4_i32 : i32
      %34 = spirv.IAdd %32, %33 : i32
      %35 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %34] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %36 = spirv.Load "StorageBuffer" %35 : vector<4xf32>
      %37 = spirv.IAdd %34, %cst1_i32 : i32
      %38 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %37] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %39 = spirv.Load "StorageBuffer" %38 : vector<4xf32>
      %40 = spirv.IAdd %34, %cst8_i32 : i32
      %41 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %40] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %42 = spirv.Load "StorageBuffer" %41 : vector<4xf32>
      %43 = spirv.IAdd %34, %cst9_i32 : i32
      %44 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %43] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %45 = spirv.Load "StorageBuffer" %44 : vector<4xf32>
      %46 = spirv.IMul %26, %cst12_i32 : i32
      %47 = spirv.IMul %3, %cst2_i32 : i32
      %48 = spirv.IAdd %46, %47 : i32
      %49 = spirv.IMul %5, %cst4_i32 : i32
      %50 = spirv.IAdd %48, %49 : i32
      %51 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %50] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %52 = spirv.Load "StorageBuffer" %51 : vector<4xf32>
      %53 = spirv.IAdd %50, %cst1_i32 : i32
      %54 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %53] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %55 = spirv.Load "StorageBuffer" %54 : vector<4xf32>
      %56 = spirv.IAdd %50, %cst12_i32 : i32
      %57 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %56] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %58 = spirv.Load "StorageBuffer" %57 : vector<4xf32>
      %59 = spirv.IAdd %50, %cst13_i32 : i32
      %60 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %59] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %61 = spirv.Load "StorageBuffer" %60 : vector<4xf32>
      %62 = spirv.IAdd %50, %cst24_i32 : i32
      %63 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %62] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %64 = spirv.Load "StorageBuffer" %63 : vector<4xf32>
      %65 = spirv.IAdd %50, %cst25_i32 : i32
      %66 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %65] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %67 = spirv.Load "StorageBuffer" %66 : vector<4xf32>
      %68 = spirv.IAdd %50, %cst36_i32 : i32
      %69 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %68] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %70 = spirv.Load "StorageBuffer" %69 : vector<4xf32>
      %71 = spirv.IAdd %50, %cst37_i32 : i32
      %72 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %71] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %73 = spirv.Load "StorageBuffer" %72 : vector<4xf32>
      %74 = spirv.IAdd %50, %cst48_i32 : i32
      %75 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %74] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %76 = spirv.Load "StorageBuffer" %75 : vector<4xf32>
      %77 = spirv.IAdd %50, %cst49_i32 : i32
      %78 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %77] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %79 = spirv.Load "StorageBuffer" %78 : vector<4xf32>
      %80 = spirv.IAdd %50, %cst60_i32 : i32
      %81 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %80] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %82 = spirv.Load "StorageBuffer" %81 : vector<4xf32>
      %83 = spirv.IAdd %50, %cst61_i32 : i32
      %84 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %83] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %85 = spirv.Load "StorageBuffer" %84 : vector<4xf32>
      %86 = spirv.IAdd %50, %cst72_i32 : i32
      %87 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %86] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %88 = spirv.Load "StorageBuffer" %87 : vector<4xf32>
      %89 = spirv.IAdd %50, %cst73_i32 : i32
      %90 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %89] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %91 = spirv.Load "StorageBuffer" %90 : vector<4xf32>
      %92 = spirv.IAdd %50, %cst84_i32 : i32
      %93 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %92] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %94 = spirv.Load "StorageBuffer" %93 : vector<4xf32>
      %95 = spirv.IAdd %50, %cst85_i32 : i32
      %96 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %95] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %97 = spirv.Load "StorageBuffer" %96 : vector<4xf32>
      %98 = spirv.CompositeExtract %36[0 : i32] : vector<4xf32>
      %99 = spirv.CompositeConstruct %98, %98, %98, %98 : (f32, f32, f32, f32) -> vector<4xf32>
      %100 = spirv.GL.Fma %99, %52, %27 : vector<4xf32>
      %101 = spirv.CompositeExtract %36[1 : i32] : vector<4xf32>
      %102 = spirv.CompositeConstruct %101, %101, %101, %101 : (f32, f32, f32, f32) -> vector<4xf32>
      %103 = spirv.GL.Fma %102, %58, %100 : vector<4xf32>
      %104 = spirv.CompositeExtract %36[2 : i32] : vector<4xf32>
      %105 = spirv.CompositeConstruct %104, %104, %104, %104 : (f32, f32, f32, f32) -> vector<4xf32>
      %106 = spirv.GL.Fma %105, %64, %103 : vector<4xf32>
      %107 = spirv.CompositeExtract %36[3 : i32] : vector<4xf32>
      %108 = spirv.CompositeConstruct %107, %107, %107, %107 : (f32, f32, f32, f32) -> vector<4xf32>
      %109 = spirv.GL.Fma %108, %70, %106 : vector<4xf32>
      %110 = spirv.CompositeExtract %39[0 : i32] : vector<4xf32>
      %111 = spirv.CompositeConstruct %110, %110, %110, %110 : (f32, f32, f32, f32) -> vector<4xf32>
      %112 = spirv.GL.Fma %111, %76, %109 : vector<4xf32>
      %113 = spirv.CompositeExtract %39[1 : i32] : vector<4xf32>
      %114 = spirv.CompositeConstruct %113, %113, %113, %113 : (f32, f32, f32, f32) -> vector<4xf32>
      %115 = spirv.GL.Fma %114, %82, %112 : vector<4xf32>
      %116 = spirv.CompositeExtract %39[2 : i32] : vector<4xf32>
      %117 = spirv.CompositeConstruct %116, %116, %116, %116 : (f32, f32, f32, f32) -> vector<4xf32>
      %118 = spirv.GL.Fma %117, %88, %115 : vector<4xf32>
      %119 = spirv.CompositeExtract %39[3 : i32] : vector<4xf32>
      %120 = spirv.CompositeConstruct %119, %119, %119, %119 : (f32, f32, f32, f32) -> vector<4xf32>
      %121 = spirv.GL.Fma %120, %94, %118 : vector<4xf32>
      %122 = spirv.GL.Fma %99, %55, %28 : vector<4xf32>
      %123 = spirv.GL.Fma %102, %61, %122 : vector<4xf32>
      %124 = spirv.GL.Fma %105, %67, %123 : vector<4xf32>
      %125 = spirv.GL.Fma %108, %73, %124 : vector<4xf32>
      %126 = spirv.GL.Fma %111, %79, %125 : vector<4xf32>
      %127 = spirv.GL.Fma %114, %85, %126 : vector<4xf32>
      %128 = spirv.GL.Fma %117, %91, %127 : vector<4xf32>
      %129 = spirv.GL.Fma %120, %97, %128 : vector<4xf32>
      %130 = spirv.CompositeExtract %42[0 : i32] : vector<4xf32>
      %131 = spirv.CompositeConstruct %130, %130, %130, %130 : (f32, f32, f32, f32) -> vector<4xf32>
      %132 = spirv.GL.Fma %131, %52, %29 : vector<4xf32>
      %133 = spirv.CompositeExtract %42[1 : i32] : vector<4xf32>
      %134 = spirv.CompositeConstruct %133, %133, %133, %133 : (f32, f32, f32, f32) -> vector<4xf32>
      %135 = spirv.GL.Fma %134, %58, %132 : vector<4xf32>
      %136 = spirv.CompositeExtract %42[2 : i32] : vector<4xf32>
      %137 = spirv.CompositeConstruct %136, %136, %136, %136 : (f32, f32, f32, f32) -> vector<4xf32>
      %138 = spirv.GL.Fma %137, %64, %135 : vector<4xf32>
      %139 = spirv.CompositeExtract %42[3 : i32] : vector<4xf32>
      %140 = spirv.CompositeConstruct %139, %139, %139, %139 : (f32, f32, f32, f32) -> vector<4xf32>
      %141 = spirv.GL.Fma %140, %70, %138 : vector<4xf32>
      %142 = spirv.CompositeExtract %45[0 : i32] : vector<4xf32>
      %143 = spirv.CompositeConstruct %142, %142, %142, %142 : (f32, f32, f32, f32) -> vector<4xf32>
      %144 = spirv.GL.Fma %143, %76, %141 : vector<4xf32>
      %145 = spirv.CompositeExtract %45[1 : i32] : vector<4xf32>
      %146 = spirv.CompositeConstruct %145, %145, %145, %145 : (f32, f32, f32, f32) -> vector<4xf32>
      %147 = spirv.GL.Fma %146, %82, %144 : vector<4xf32>
      %148 = spirv.CompositeExtract %45[2 : i32] : vector<4xf32>
      %149 = spirv.CompositeConstruct %148, %148, %148, %148 : (f32, f32, f32, f32) -> vector<4xf32>
      %150 = spirv.GL.Fma %149, %88, %147 : vector<4xf32>
      %151 = spirv.CompositeExtract %45[3 : i32] : vector<4xf32>
      %152 = spirv.CompositeConstruct %151, %151, %151, %151 : (f32, f32, f32, f32) -> vector<4xf32>
      %153 = spirv.GL.Fma %152, %94, %150 : vector<4xf32>
      %154 = spirv.GL.Fma %131, %55, %30 : vector<4xf32>
      %155 = spirv.GL.Fma %134, %61, %154 : vector<4xf32>
      %156 = spirv.GL.Fma %137, %67, %155 : vector<4xf32>
      %157 = spirv.GL.Fma %140, %73, %156 : vector<4xf32>
      %158 = spirv.GL.Fma %143, %79, %157 : vector<4xf32>
      %159 = spirv.GL.Fma %146, %85, %158 : vector<4xf32>
      %160 = spirv.GL.Fma %149, %91, %159 : vector<4xf32>
      %161 = spirv.GL.Fma %152, %97, %160 : vector<4xf32>
      spirv.Store "Function" %6, %121 : vector<4xf32>
      spirv.Store "Function" %7, %129 : vector<4xf32>
      spirv.Store "Function" %8, %153 : vector<4xf32>
      spirv.Store "Function" %9, %161 : vector<4xf32>
      %162 = spirv.IAdd %26, %cst8_i32 : i32
      spirv.Branch ^bb1(%162, %121, %129, %153, %161 : i32, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %10 = spirv.Load "Function" %9 : vector<4xf32>
    %11 = spirv.Load "Function" %8 : vector<4xf32>
    %12 = spirv.Load "Function" %7 : vector<4xf32>
    %13 = spirv.Load "Function" %6 : vector<4xf32>
    %14 = spirv.IMul %1, %cst24_i32 : i32
    %15 = spirv.IMul %3, %cst2_i32 : i32
    %16 = spirv.IAdd %14, %15 : i32
    %17 = spirv.IMul %5, %cst4_i32 : i32
    %18 = spirv.IAdd %16, %17 : i32
    %19 = spirv.IAdd %18, %cst13_i32 : i32
    %20 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %19] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %20, %10 : vector<4xf32>
    %21 = spirv.IAdd %18, %cst12_i32 : i32
    %22 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %21] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %22, %11 : vector<4xf32>
    %23 = spirv.IAdd %18, %cst1_i32 : i32
    %24 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %23] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %24, %12 : vector<4xf32>
    %25 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %18] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %25, %13 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_matmul_64x48x32_f32, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__
  spirv.ExecutionMode @main_dispatch_0_matmul_64x48x32_f32 "LocalSize", 2, 32, 1
}
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Float16, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_matmul_32x32x64_f16() "None" attributes {gpu.known_block_size = array<i32: 4, 16, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "adreno", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp32|fp16|int32|int16|int8, storage = b64|b32|b16, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [64], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst8_i32 = spirv.Constant 8 : i32
    %cst4_i32 = spirv.Constant 4 : i32
    %cst60_i32 = spirv.Constant 60 : i32
    %cst56_i32 = spirv.Constant 56 : i32
    %cst52_i32 = spirv.Constant 52 : i32
    %cst48_i32 = spirv.Constant 48 : i32
    %cst44_i32 = spirv.Constant 44 : i32
    %cst40_i32 = spirv.Constant 40 : i32
    %cst36_i32 = spirv.Constant 36 : i32
    %cst32_i32 = spirv.Constant 32 : i32
    %cst28_i32 = spirv.Constant 28 : i32
    %cst24_i32 = spirv.Constant 24 : i32
    %cst20_i32 = spirv.Constant 20 : i32
    %cst12_i32 = spirv.Constant 12 : i32
    %cst9_i32 = spirv.Constant 9 : i32
    %cst1_i32 = spirv.Constant 1 : i32
    %cst16_i32 = spirv.Constant 16 : i32
    %cst64_i32 = spirv.Constant 64 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %cst_vec_4xf16 = spirv.Constant dense<0.000000e+00> : vector<4xf16>
    %cst_vec_4xi32 = spirv.Constant dense<0> : vector<4xi32>
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__resource_var_0_2__addr = spirv.mlir.addressof @__resource_var_0_2_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[1 : i32] : vector<3xi32>
    %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi32>
    %4 = spirv.Bitcast %cst_vec_4xf16 : vector<4xf16> to vector<2xi32>
    %5 = spirv.VectorShuffle [4 : i32, 5 : i32, 2 : i32, 3 : i32] %cst_vec_4xi32, %4 : vector<4xi32>, vector<2xi32> -> vector<4xi32>
    %6 = spirv.VectorShuffle [0 : i32, 1 : i32, 4 : i32, 5 : i32] %5, %4 : vector<4xi32>, vector<2xi32> -> vector<4xi32>
    %7 = spirv.Variable : !spirv.ptr<vector<4xi32>, Function>
    %8 = spirv.Variable : !spirv.ptr<vector<4xi32>, Function>
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32, %6, %6 : i32, vector<4xi32>, vector<4xi32>)
    ^bb1(%18: i32, %19: vector<4xi32>, %20: vector<4xi32>):  // 2 preds: ^bb0, ^bb2
      %21 = spirv.SLessThan %18, %cst64_i32 : i32
      spirv.BranchConditional %21, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %22 = spirv.IMul %1, %cst16_i32 {no_signed_wrap} : i32
      %23 = spirv.UDiv %18, %cst8_i32 : i32
      %24 = spirv.IAdd %22, %23 : i32
      %25 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %24] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %26 = spirv.Load "StorageBuffer" %25 : vector<4xf32>
      %27 = spirv.IAdd %24, %cst1_i32 : i32
      %28 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %27] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %29 = spirv.Load "StorageBuffer" %28 : vector<4xf32>
      %30 = spirv.IAdd %24, %cst8_i32 : i32
      %31 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %30] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %32 = spirv.Load "StorageBuffer" %31 : vector<4xf32>
      %33 = spirv.IAdd %24, %cst9_i32 : i32
      %34 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %33] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %35 = spirv.Load "StorageBuffer" %34 : vector<4xf32>
      %36 = spirv.IMul %18, %cst4_i32 {no_signed_wrap} : i32
      %37 = spirv.IAdd %36, %3 : i32
      %38 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %37] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %39 = spirv.Load "StorageBuffer" %38 : vector<4xf32>
      %40 = spirv.IAdd %37, %cst4_i32 : i32
      %41 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %40] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %42 = spirv.Load "StorageBuffer" %41 : vector<4xf32>
      %43 = spirv.IAdd %37, %cst8_i32 : i32
      %44 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %43] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %45 = spirv.Load "StorageBuffer" %44 : vector<4xf32>
      %46 = spirv.IAdd %37, %cst12_i32 : i32
      %47 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %46] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %48 = spirv.Load "StorageBuffer" %47 : vector<4xf32>
      %49 = spirv.IAdd %37, %cst16_i32 : i32
      %50 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %49] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %51 = spirv.Load "StorageBuffer" %50 : vector<4xf32>
      %52 = spirv.IAdd %37, %cst20_i32 : i32
      %53 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %52] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %54 = spirv.Load "StorageBuffer" %53 : vector<4xf32>
      %55 = spirv.IAdd %37, %cst24_i32 : i32
      %56 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %55] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %57 = spirv.Load "StorageBuffer" %56 : vector<4xf32>
      %58 = spirv.IAdd %37, %cst28_i32 : i32
      %59 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %58] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %60 = spirv.Load "StorageBuffer" %59 : vector<4xf32>
      %61 = spirv.IAdd %37, %cst32_i32 : i32
      %62 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %61] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %63 = spirv.Load "StorageBuffer" %62 : vector<4xf32>
      %64 = spirv.IAdd %37, %cst36_i32 : i32
      %65 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %64] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %66 = spirv.Load "StorageBuffer" %65 : vector<4xf32>
      %67 = spirv.IAdd %37, %cst40_i32 : i32
      %68 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %67] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %69 = spirv.Load "StorageBuffer" %68 : vector<4xf32>
      %70 = spirv.IAdd %37, %cst44_i32 : i32
      %71 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %70] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %72 = spirv.Load "StorageBuffer" %71 : vector<4xf32>
      %73 = spirv.IAdd %37, %cst48_i32 : i32
      %74 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %73] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %75 = spirv.Load "StorageBuffer" %74 : vector<4xf32>
      %76 = spirv.IAdd %37, %cst52_i32 : i32
      %77 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %76] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %78 = spirv.Load "StorageBuffer" %77 : vector<4xf32>
      %79 = spirv.IAdd %37, %cst56_i32 : i32
      %80 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %79] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %81 = spirv.Load "StorageBuffer" %80 : vector<4xf32>
      %82 = spirv.IAdd %37, %cst60_i32 : i32
      %83 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %82] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %84 = spirv.Load "StorageBuffer" %83 : vector<4xf32>
      %85 = spirv.VectorShuffle [0 : i32, 1 : i32] %39, %39 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %86 = spirv.Bitcast %85 : vector<2xf32> to vector<4xf16>
      %87 = spirv.VectorShuffle [0 : i32, 1 : i32] %19, %19 : vector<4xi32>, vector<4xi32> -> vector<2xi32>
      %88 = spirv.Bitcast %87 : vector<2xi32> to vector<4xf16>
      %89 = spirv.CompositeExtract %26[0 : i32] : vector<4xf32>
      %90 = spirv.Bitcast %89 : f32 to vector<2xf16>
      %91 = spirv.CompositeExtract %90[0 : i32] : vector<2xf16>
      %92 = spirv.CompositeConstruct %91, %91, %91, %91 : (f16, f16, f16, f16) -> vector<4xf16>
      %93 = spirv.GL.Fma %92, %86, %88 : vector<4xf16>
      %94 = spirv.VectorShuffle [0 : i32, 1 : i32] %42, %42 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %95 = spirv.Bitcast %94 : vector<2xf32> to vector<4xf16>
      %96 = spirv.CompositeExtract %90[1 : i32] : vector<2xf16>
      %97 = spirv.CompositeConstruct %96, %96, %96, %96 : (f16, f16, f16, f16) -> vector<4xf16>
      %98 = spirv.GL.Fma %97, %95, %93 : vector<4xf16>
      %99 = spirv.VectorShuffle [0 : i32, 1 : i32] %45, %45 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %100 = spirv.Bitcast %99 : vector<2xf32> to vector<4xf16>
      %101 = spirv.CompositeExtract %26[1 : i32] : vector<4xf32>
      %102 = spirv.Bitcast %101 : f32 to vector<2xf16>
      %103 = spirv.CompositeExtract %102[0 : i32] : vector<2xf16>
      %104 = spirv.CompositeConstruct %103, %103, %103, %103 : (f16, f16, f16, f16) -> vector<4xf16>
      %105 = spirv.GL.Fma %104, %100, %98 : vector<4xf16>
      %106 = spirv.VectorShuffle [0 : i32, 1 : i32] %48, %48 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %107 = spirv.Bitcast %106 : vector<2xf32> to vector<4xf16>
      %108 = spirv.CompositeExtract %102[1 : i32] : vector<2xf16>
      %109 = spirv.CompositeConstruct %108, %108, %108, %108 : (f16, f16, f16, f16) -> vector<4xf16>
      %110 = spirv.GL.Fma %109, %107, %105 : vector<4xf16>
      %111 = spirv.VectorShuffle [0 : i32, 1 : i32] %51, %51 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %112 = spirv.Bitcast %111 : vector<2xf32> to vector<4xf16>
      %113 = spirv.CompositeExtract %26[2 : i32] : vector<4xf32>
      %114 = spirv.Bitcast %113 : f32 to vector<2xf16>
      %115 = spirv.CompositeExtract %114[0 : i32] : vector<2xf16>
      %116 = spirv.CompositeConstruct %115, %115, %115, %115 : (f16, f16, f16, f16) -> vector<4xf16>
      %117 = spirv.GL.Fma %116, %112, %110 : vector<4xf16>
      %118 = spirv.VectorShuffle [0 : i32, 1 : i32] %54, %54 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %119 = spirv.Bitcast %118 : vector<2xf32> to vector<4xf16>
      %120 = spirv.CompositeExtract %114[1 : i32] : vector<2xf16>
      %121 = spirv.CompositeConstruct %120, %120, %120, %120 : (f16, f16, f16, f16) -> vector<4xf16>
      %122 = spirv.GL.Fma %121, %119, %117 : vector<4xf16>
      %123 = spirv.VectorShuffle [0 : i32, 1 : i32] %57, %57 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %124 = spirv.Bitcast %123 : vector<2xf32> to vector<4xf16>
      %125 = spirv.CompositeExtract %26[3 : i32] : vector<4xf32>
      %126 = spirv.Bitcast %125 : f32 to vector<2xf16>
      %127 = spirv.CompositeExtract %126[0 : i32] : vector<2xf16>
      %128 = spirv.CompositeConstruct %127, %127, %127, %127 : (f16, f16, f16, f16) -> vector<4xf16>
      %129 = spirv.GL.Fma %128, %124, %122 : vector<4xf16>
      %130 = spirv.VectorShuffle [0 : i32, 1 : i32] %60, %60 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %131 = spirv.Bitcast %130 : vector<2xf32> to vector<4xf16>
      %132 = spirv.CompositeExtract %126[1 : i32] : vector<2xf16>
      %133 = spirv.CompositeConstruct %132, %132, %132, %132 : (f16, f16, f16, f16) -> vector<4xf16>
      %134 = spirv.GL.Fma %133, %131, %129 : vector<4xf16>
      %135 = spirv.VectorShuffle [0 : i32, 1 : i32] %63, %63 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %136 = spirv.Bitcast %135 : vector<2xf32> to vector<4xf16>
      %137 = spirv.CompositeExtract %29[0 : i32] : vector<4xf32>
      %138 = spirv.Bitcast %137 : f32 to vector<2xf16>
      %139 = spirv.CompositeExtract %138[0 : i32] : vector<2xf16>
      %140 = spirv.CompositeConstruct %139, %139, %139, %139 : (f16, f16, f16, f16) -> vector<4xf16>
      %141 = spirv.GL.Fma %140, %136, %134 : vector<4xf16>
      %142 = spirv.VectorShuffle [0 : i32, 1 : i32] %66, %66 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %143 = spirv.Bitcast %142 : vector<2xf32> to vector<4xf16>
      %144 = spirv.CompositeExtract %138[1 : i32] : vector<2xf16>
      %145 = spirv.CompositeConstruct %144, %144, %144, %144 : (f16, f16, f16, f16) -> vector<4xf16>
      %146 = spirv.GL.Fma %145, %143, %141 : vector<4xf16>
      %147 = spirv.VectorShuffle [0 : i32, 1 : i32] %69, %69 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %148 = spirv.Bitcast %147 : vector<2xf32> to vector<4xf16>
      %149 = spirv.CompositeExtract %29[1 : i32] : vector<4xf32>
      %150 = spirv.Bitcast %149 : f32 to vector<2xf16>
      %151 = spirv.CompositeExtract %150[0 : i32] : vector<2xf16>
      %152 = spirv.CompositeConstruct %151, %151, %151, %151 : (f16, f16, f16, f16) -> vector<4xf16>
      %153 = spirv.GL.Fma %152, %148, %146 : vector<4xf16>
      %154 = spirv.VectorShuffle [0 : i32, 1 : i32] %72, %72 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %155 = spirv.Bitcast %154 : vector<2xf32> to vector<4xf16>
      %156 = spirv.CompositeExtract %150[1 : i32] : vector<2xf16>
      %157 = spirv.CompositeConstruct %156, %156, %156, %156 : (f16, f16, f16, f16) -> vector<4xf16>
      %158 = spirv.GL.Fma %157, %155, %153 : vector<4xf16>
      %159 = spirv.VectorShuffle [0 : i32, 1 : i32] %75, %75 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %160 = spirv.Bitcast %159 : vector<2xf32> to vector<4xf16>
      %161 = spirv.CompositeExtract %29[2 : i32] : vector<4xf32>
      %162 = spirv.Bitcast %161 : f32 to vector<2xf16>
      %163 = spirv.CompositeExtract %162[0 : i32] : vector<2xf16>
      %164 = spirv.CompositeConstruct %163, %163, %163, %163 : (f16, f16, f16, f16) -> vector<4xf16>
      %165 = spirv.GL.Fma %164, %160, %158 : vector<4xf16>
      %166 = spirv.VectorShuffle [0 : i32, 1 : i32] %78, %78 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %167 = spirv.Bitcast %166 : vector<2xf32> to vector<4xf16>
      %168 = spirv.CompositeExtract %162[1 : i32] : vector<2xf16>
      %169 = spirv.CompositeConstruct %168, %168, %168, %168 : (f16, f16, f16, f16) -> vector<4xf16>
      %170 = spirv.GL.Fma %169, %167, %165 : vector<4xf16>
      %171 = spirv.VectorShuffle [0 : i32, 1 : i32] %81, %81 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %172 = spirv.Bitcast %171 : vector<2xf32> to vector<4xf16>
      %173 = spirv.CompositeExtract %29[3 : i32] : vector<4xf32>
      %174 = spirv.Bitcast %173 : f32 to vector<2xf16>
      %175 = spirv.CompositeExtract %174[0 : i32] : vector<2xf16>
      %176 = spirv.CompositeConstruct %175, %175, %175, %175 : (f16, f16, f16, f16) -> vector<4xf16>
      %177 = spirv.GL.Fma %176, %172, %170 : vector<4xf16>
      %178 = spirv.VectorShuffle [0 : i32, 1 : i32] %84, %84 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %179 = spirv.Bitcast %178 : vector<2xf32> to vector<4xf16>
      %180 = spirv.CompositeExtract %174[1 : i32] : vector<2xf16>
      %181 = spirv.CompositeConstruct %180, %180, %180, %180 : (f16, f16, f16, f16) -> vector<4xf16>
      %182 = spirv.GL.Fma %181, %179, %177 : vector<4xf16>
      %183 = spirv.VectorShuffle [2 : i32, 3 : i32] %39, %39 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %184 = spirv.Bitcast %183 : vector<2xf32> to vector<4xf16>
      %185 = spirv.VectorShuffle [2 : i32, 3 : i32] %19, %19 : vector<4xi32>, vector<4xi32> -> vector<2xi32>
      %186 = spirv.Bitcast %185 : vector<2xi32> to vector<4xf16>
      %187 = spirv.GL.Fma %92, %184, %186 : vector<4xf16>
      %188 = spirv.VectorShuffle [2 : i32, 3 : i32] %42, %42 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %189 = spirv.Bitcast %188 : vector<2xf32> to vector<4xf16>
      %190 = spirv.GL.Fma %97, %189, %187 : vector<4xf16>
      %191 = spirv.VectorShuffle [2 : i32, 3 : i32] %45, %45 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %192 = spirv.Bitcast %191 : vector<2xf32> to vector<4xf16>
      %193 = spirv.GL.Fma %104, %192, %190 : vector<4xf16>
      %194 = spirv.VectorShuffle [2 : i32, 3 : i32] %48, %48 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %195 = spirv.Bitcast %194 : vector<2xf32> to vector<4xf16>
      %196 = spirv.GL.Fma %109, %195, %193 : vector<4xf16>
      %197 = spirv.VectorShuffle [2 : i32, 3 : i32] %51, %51 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %198 = spirv.Bitcast %197 : vector<2xf32> to vector<4xf16>
      %199 = spirv.GL.Fma %116, %198, %196 : vector<4xf16>
      %200 = spirv.VectorShuffle [2 : i32, 3 : i32] %54, %54 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %201 = spirv.Bitcast %200 : vector<2xf32> to vector<4xf16>
      %202 = spirv.GL.Fma %121, %201, %199 : vector<4xf16>
      %203 = spirv.VectorShuffle [2 : i32, 3 : i32] %57, %57 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %204 = spirv.Bitcast %203 : vector<2xf32> to vector<4xf16>
      %205 = spirv.GL.Fma %128, %204, %202 : vector<4xf16>
      %206 = spirv.VectorShuffle [2 : i32, 3 : i32] %60, %60 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %207 = spirv.Bitcast %206 : vector<2xf32> to vector<4xf16>
      %208 = spirv.GL.Fma %133, %207, %205 : vector<4xf16>
      %209 = spirv.VectorShuffle [2 : i32, 3 : i32] %63, %63 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %210 = spirv.Bitcast %209 : vector<2xf32> to vector<4xf16>
      %211 = spirv.GL.Fma %140, %210, %208 : vector<4xf16>
      %212 = spirv.VectorShuffle [2 : i32, 3 : i32] %66, %66 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %213 = spirv.Bitcast %212 : vector<2xf32> to vector<4xf16>
      %214 = spirv.GL.Fma %145, %213, %211 : vector<4xf16>
      %215 = spirv.VectorShuffle [2 : i32, 3 : i32] %69, %69 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %216 = spirv.Bitcast %215 : vector<2xf32> to vector<4xf16>
      %217 = spirv.GL.Fma %152, %216, %214 : vector<4xf16>
      %218 = spirv.VectorShuffle [2 : i32, 3 : i32] %72, %72 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %219 = spirv.Bitcast %218 : vector<2xf32> to vector<4xf16>
      %220 = spirv.GL.Fma %157, %219, %217 : vector<4xf16>
      %221 = spirv.VectorShuffle [2 : i32, 3 : i32] %75, %75 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %222 = spirv.Bitcast %221 : vector<2xf32> to vector<4xf16>
      %223 = spirv.GL.Fma %164, %222, %220 : vector<4xf16>
      %224 = spirv.VectorShuffle [2 : i32, 3 : i32] %78, %78 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %225 = spirv.Bitcast %224 : vector<2xf32> to vector<4xf16>
      %226 = spirv.GL.Fma %169, %225, %223 : vector<4xf16>
      %227 = spirv.VectorShuffle [2 : i32, 3 : i32] %81, %81 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %228 = spirv.Bitcast %227 : vector<2xf32> to vector<4xf16>
      %229 = spirv.GL.Fma %176, %228, %226 : vector<4xf16>
      %230 = spirv.VectorShuffle [2 : i32, 3 : i32] %84, %84 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %231 = spirv.Bitcast %230 : vector<2xf32> to vector<4xf16>
      %232 = spirv.GL.Fma %181, %231, %229 : vector<4xf16>
      %233 = spirv.VectorShuffle [0 : i32, 1 : i32] %20, %20 : vector<4xi32>, vector<4xi32> -> vector<2xi32>
      %234 = spirv.Bitcast %233 : vector<2xi32> to vector<4xf16>
      %235 = spirv.CompositeExtract %32[0 : i32] : vector<4xf32>
      %236 = spirv.Bitcast %235 : f32 to vector<2xf16>
      %237 = spirv.CompositeExtract %236[0 : i32] : vector<2xf16>
      %238 = spirv.CompositeConstruct %237, %237, %237, %237 : (f16, f16, f16, f16) -> vector<4xf16>
      %239 = spirv.GL.Fma %238, %86, %234 : vector<4xf16>
      %240 = spirv.CompositeExtract %236[1 : i32] : vector<2xf16>
      %241 = spirv.CompositeConstruct %240, %240, %240, %240 : (f16, f16, f16, f16) -> vector<4xf16>
      %242 = spirv.GL.Fma %241, %95, %239 : vector<4xf16>
      %243 = spirv.CompositeExtract %32[1 : i32] : vector<4xf32>
      %244 = spirv.Bitcast %243 : f32 to vector<2xf16>
      %245 = spirv.CompositeExtract %244[0 : i32] : vector<2xf16>
      %246 = spirv.CompositeConstruct %245, %245, %245, %245 : (f16, f16, f16, f16) -> vector<4xf16>
      %247 = spirv.GL.Fma %246, %100, %242 : vector<4xf16>
      %248 = spirv.CompositeExtract %244[1 : i32] : vector<2xf16>
      %249 = spirv.CompositeConstruct %248, %248, %248, %248 : (f16, f16, f16, f16) -> vector<4xf16>
      %250 = spirv.GL.Fma %249, %107, %247 : vector<4xf16>
      %251 = spirv.CompositeExtract %32[2 : i32] : vector<4xf32>
      %252 = spirv.Bitcast %251 : f32 to vector<2xf16>
      %253 = spirv.CompositeExtract %252[0 : i32] : vector<2xf16>
      %254 = spirv.CompositeConstruct %253, %253, %253, %253 : (f16, f16, f16, f16) -> vector<4xf16>
      %255 = spirv.GL.Fma %254, %112, %250 : vector<4xf16>
      %256 = spirv.CompositeExtract %252[1 : i32] : vector<2xf16>
      %257 = spirv.CompositeConstruct %256, %256, %256, %256 : (f16, f16, f16, f16) -> vector<4xf16>
      %258 = spirv.GL.Fma %257, %119, %255 : vector<4xf16>
      %259 = spirv.CompositeExtract %32[3 : i32] : vector<4xf32>
      %260 = spirv.Bitcast %259 : f32 to vector<2xf16>
      %261 = spirv.CompositeExtract %260[0 : i32] : vector<2xf16>
      %262 = spirv.CompositeConstruct %261, %261, %261, %261 : (f16, f16, f16, f16) -> vector<4xf16>
      %263 = spirv.GL.Fma %262, %124, %258 : vector<4xf16>
      %264 = spirv.CompositeExtract %260[1 : i32] : vector<2xf16>
      %265 = spirv.CompositeConstruct %264, %264, %264, %264 : (f16, f16, f16, f16) -> vector<4xf16>
      %266 = spirv.GL.Fma %265, %131, %263 : vector<4xf16>
      %267 = spirv.CompositeExtract %35[0 : i32] : vector<4xf32>
      %268 = spirv.Bitcast %267 : f32 to vector<2xf16>
      %269 = spirv.CompositeExtract %268[0 : i32] : vector<2xf16>
      %270 = spirv.CompositeConstruct %269, %269, %269, %269 : (f16, f16, f16, f16) -> vector<4xf16>
      %271 = spirv.GL.Fma %270, %136, %266 : vector<4xf16>
      %272 = spirv.CompositeExtract %268[1 : i32] : vector<2xf16>
      %273 = spirv.CompositeConstruct %272, %272, %272, %272 : (f16, f16, f16, f16) -> vector<4xf16>
      %274 = spirv.GL.Fma %273, %143, %271 : vector<4xf16>
      %275 = spirv.CompositeExtract %35[1 : i32] : vector<4xf32>
      %276 = spirv.Bitcast %275 : f32 to vector<2xf16>
      %277 = spirv.CompositeExtract %276[0 : i32] : vector<2xf16>
      %278 = spirv.CompositeConstruct %277, %277, %277, %277 : (f16, f16, f16, f16) -> vector<4xf16>
      %279 = spirv.GL.Fma %278, %148, %274 : vector<4xf16>
      %280 = spirv.CompositeExtract %276[1 : i32] : vector<2xf16>
      %281 = spirv.CompositeConstruct %280, %280, %280, %280 : (f16, f16, f16, f16) -> vector<4xf16>
      %282 = spirv.GL.Fma %281, %155, %279 : vector<4xf16>
      %283 = spirv.CompositeExtract %35[2 : i32] : vector<4xf32>
      %284 = spirv.Bitcast %283 : f32 to vector<2xf16>
      %285 = spirv.CompositeExtract %284[0 : i32] : vector<2xf16>
      %286 = spirv.CompositeConstruct %285, %285, %285, %285 : (f16, f16, f16, f16) -> vector<4xf16>
      %287 = spirv.GL.Fma %286, %160, %282 : vector<4xf16>
      %288 = spirv.CompositeExtract %284[1 : i32] : vector<2xf16>
      %289 = spirv.CompositeConstruct %288, %288, %288, %288 : (f16, f16, f16, f16) -> vector<4xf16>
      %290 = spirv.GL.Fma %289, %167, %287 : vector<4xf16>
      %291 = spirv.CompositeExtract %35[3 : i32] : vector<4xf32>
      %292 = spirv.Bitcast %291 : f32 to vector<2xf16>
      %293 = spirv.CompositeExtract %292[0 : i32] : vector<2xf16>
      %294 = spirv.CompositeConstruct %293, %293, %293, %293 : (f16, f16, f16, f16) -> vector<4xf16>
      %295 = spirv.GL.Fma %294, %172, %290 : vector<4xf16>
      %296 = spirv.CompositeExtract %292[1 : i32] : vector<2xf16>
      %297 = spirv.CompositeConstruct %296, %296, %296, %296 : (f16, f16, f16, f16) -> vector<4xf16>
      %298 = spirv.GL.Fma %297, %179, %295 : vector<4xf16>
      %299 = spirv.VectorShuffle [2 : i32, 3 : i32] %20, %20 : vector<4xi32>, vector<4xi32> -> vector<2xi32>
      %300 = spirv.Bitcast %299 : vector<2xi32> to vector<4xf16>
      %301 = spirv.GL.Fma %238, %184, %300 : vector<4xf16>
      %302 = spirv.GL.Fma %241, %189, %301 : vector<4xf16>
      %303 = spirv.GL.Fma %246, %192, %302 : vector<4xf16>
      %304 = spirv.GL.Fma %249, %195, %303 : vector<4xf16>
      %305 = spirv.GL.Fma %254, %198, %304 : vector<4xf16>
      %306 = spirv.GL.Fma %257, %201, %305 : vector<4xf16>
      %307 = spirv.GL.Fma %262, %204, %306 : vector<4xf16>
      %308 = spirv.GL.Fma %265, %207, %307 : vector<4xf16>
      %309 = spirv.GL.Fma %270, %210, %308 : vector<4xf16>
      %310 = spirv.GL.Fma %273, %213, %309 : vector<4xf16>
      %311 = spirv.GL.Fma %278, %216, %310 : vector<4xf16>
      %312 = spirv.GL.Fma %281, %219, %311 : vector<4xf16>
      %313 = spirv.GL.Fma %286, %222, %312 : vector<4xf16>
      %314 = spirv.GL.Fma %289, %225, %313 : vector<4xf16>
      %315 = spirv.GL.Fma %294, %228, %314 : vector<4xf16>
      %316 = spirv.GL.Fma %297, %231, %315 : vector<4xf16>
      %317 = spirv.Bitcast %232 : vector<4xf16> to vector<2xi32>
      %318 = spirv.Bitcast %182 : vector<4xf16> to vector<2xi32>
      %319 = spirv.VectorShuffle [4 : i32, 5 : i32, 2 : i32, 3 : i32] %6, %318 : vector<4xi32>, vector<2xi32> -> vector<4xi32>
      %320 = spirv.VectorShuffle [0 : i32, 1 : i32, 4 : i32, 5 : i32] %319, %317 : vector<4xi32>, vector<2xi32> -> vector<4xi32>
      %321 = spirv.Bitcast %316 : vector<4xf16> to vector<2xi32>
      %322 = spirv.Bitcast %298 : vector<4xf16> to vector<2xi32>
      %323 = spirv.VectorShuffle [4 : i32, 5 : i32, 2 : i32, 3 : i32] %6, %322 : vector<4xi32>, vector<2xi32> -> vector<4xi32>
      %324 = spirv.VectorShuffle [0 : i32, 1 : i32, 4 : i32, 5 : i32] %323, %321 : vector<4xi32>, vector<2xi32> -> vector<4xi32>
      spirv.Store "Function" %7, %320 : vector<4xi32>
      spirv.Store "Function" %8, %324 : vector<4xi32>
      %325 = spirv.IAdd %18, %cst16_i32 : i32
      spirv.Branch ^bb1(%325, %320, %324 : i32, vector<4xi32>, vector<4xi32>)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %9 = spirv.Load "Function" %8 : vector<4xi32>
    %10 = spirv.Load "Function" %7 : vector<4xi32>
    %11 = spirv.Bitcast %9 : vector<4xi32> to vector<4xf32>
    %12 = spirv.IMul %1, %cst8_i32 {no_signed_wrap} : i32
    %13 = spirv.IAdd %12, %3 : i32
    %14 = spirv.IAdd %13, %cst4_i32 : i32
    %15 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %14] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %15, %11 : vector<4xf32>
    %16 = spirv.Bitcast %10 : vector<4xi32> to vector<4xf32>
    %17 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %13] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %17, %16 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_matmul_32x32x64_f16, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__
  spirv.ExecutionMode @main_dispatch_0_matmul_32x32x64_f16 "LocalSize", 4, 16, 1
}
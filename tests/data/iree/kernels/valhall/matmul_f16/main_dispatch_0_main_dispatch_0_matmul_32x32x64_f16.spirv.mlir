spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Float16, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_matmul_32x32x64_f16() "None" attributes {gpu.known_block_size = array<i32: 4, 4, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "valhall1", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp32|fp16|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [16], max_workgroup_sizes = [512, 512, 512], max_thread_count_per_workgroup = 512, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst4_i32 = spirv.Constant 4 : i32
    %cst32_i32 = spirv.Constant 32 : i32
    %cst28_i32 = spirv.Constant 28 : i32
    %cst24_i32 = spirv.Constant 24 : i32
    %cst20_i32 = spirv.Constant 20 : i32
    %cst12_i32 = spirv.Constant 12 : i32
    %cst16_i32 = spirv.Constant 16 : i32
    %cst8_i32 = spirv.Constant 8 : i32
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
    %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
    %7 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
    %8 = spirv.CompositeExtract %7[0 : i32] : vector<3xi32>
    %9 = spirv.Variable : !spirv.ptr<vector<4xi32>, Function>
    %10 = spirv.Variable : !spirv.ptr<vector<4xi32>, Function>
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32, %6, %6 : i32, vector<4xi32>, vector<4xi32>)
    ^bb1(%22: i32, %23: vector<4xi32>, %24: vector<4xi32>):  // 2 preds: ^bb0, ^bb2
      %25 = spirv.SLessThan %22, %cst64_i32 : i32
      spirv.BranchConditional %25, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %26 = spirv.IMul %1, %cst16_i32 {no_signed_wrap} : i32
      %27 = spirv.IMul %8, %cst64_i32 {no_signed_wrap} : i32
      %28 = spirv.IAdd %26, %27 : i32
      %29 = spirv.UDiv %22, %cst8_i32 : i32
      %30 = spirv.IAdd %28, %29 : i32
      %31 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %30] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %32 = spirv.Load "StorageBuffer" %31 : vector<4xf32>
      %33 = spirv.IAdd %30, %cst8_i32 : i32
      %34 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %33] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %35 = spirv.Load "StorageBuffer" %34 : vector<4xf32>
      %36 = spirv.IMul %22, %cst4_i32 {no_signed_wrap} : i32
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
      %61 = spirv.VectorShuffle [0 : i32, 1 : i32] %39, %39 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %62 = spirv.Bitcast %61 : vector<2xf32> to vector<4xf16>
      %63 = spirv.VectorShuffle [0 : i32, 1 : i32] %23, %23 : vector<4xi32>, vector<4xi32> -> vector<2xi32>
      %64 = spirv.Bitcast %63 : vector<2xi32> to vector<4xf16>
      %65 = spirv.CompositeExtract %32[0 : i32] : vector<4xf32>
      %66 = spirv.Bitcast %65 : f32 to vector<2xf16>
      %67 = spirv.CompositeExtract %66[0 : i32] : vector<2xf16>
      %68 = spirv.CompositeConstruct %67, %67, %67, %67 : (f16, f16, f16, f16) -> vector<4xf16>
      %69 = spirv.GL.Fma %68, %62, %64 : vector<4xf16>
      %70 = spirv.VectorShuffle [0 : i32, 1 : i32] %42, %42 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %71 = spirv.Bitcast %70 : vector<2xf32> to vector<4xf16>
      %72 = spirv.CompositeExtract %66[1 : i32] : vector<2xf16>
      %73 = spirv.CompositeConstruct %72, %72, %72, %72 : (f16, f16, f16, f16) -> vector<4xf16>
      %74 = spirv.GL.Fma %73, %71, %69 : vector<4xf16>
      %75 = spirv.VectorShuffle [0 : i32, 1 : i32] %45, %45 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %76 = spirv.Bitcast %75 : vector<2xf32> to vector<4xf16>
      %77 = spirv.CompositeExtract %32[1 : i32] : vector<4xf32>
      %78 = spirv.Bitcast %77 : f32 to vector<2xf16>
      %79 = spirv.CompositeExtract %78[0 : i32] : vector<2xf16>
      %80 = spirv.CompositeConstruct %79, %79, %79, %79 : (f16, f16, f16, f16) -> vector<4xf16>
      %81 = spirv.GL.Fma %80, %76, %74 : vector<4xf16>
      %82 = spirv.VectorShuffle [0 : i32, 1 : i32] %48, %48 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %83 = spirv.Bitcast %82 : vector<2xf32> to vector<4xf16>
      %84 = spirv.CompositeExtract %78[1 : i32] : vector<2xf16>
      %85 = spirv.CompositeConstruct %84, %84, %84, %84 : (f16, f16, f16, f16) -> vector<4xf16>
      %86 = spirv.GL.Fma %85, %83, %81 : vector<4xf16>
      %87 = spirv.VectorShuffle [0 : i32, 1 : i32] %51, %51 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %88 = spirv.Bitcast %87 : vector<2xf32> to vector<4xf16>
      %89 = spirv.CompositeExtract %32[2 : i32] : vector<4xf32>
      %90 = spirv.Bitcast %89 : f32 to vector<2xf16>
      %91 = spirv.CompositeExtract %90[0 : i32] : vector<2xf16>
      %92 = spirv.CompositeConstruct %91, %91, %91, %91 : (f16, f16, f16, f16) -> vector<4xf16>
      %93 = spirv.GL.Fma %92, %88, %86 : vector<4xf16>
      %94 = spirv.VectorShuffle [0 : i32, 1 : i32] %54, %54 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %95 = spirv.Bitcast %94 : vector<2xf32> to vector<4xf16>
      %96 = spirv.CompositeExtract %90[1 : i32] : vector<2xf16>
      %97 = spirv.CompositeConstruct %96, %96, %96, %96 : (f16, f16, f16, f16) -> vector<4xf16>
      %98 = spirv.GL.Fma %97, %95, %93 : vector<4xf16>
      %99 = spirv.VectorShuffle [0 : i32, 1 : i32] %57, %57 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %100 = spirv.Bitcast %99 : vector<2xf32> to vector<4xf16>
      %101 = spirv.CompositeExtract %32[3 : i32] : vector<4xf32>
      %102 = spirv.Bitcast %101 : f32 to vector<2xf16>
      %103 = spirv.CompositeExtract %102[0 : i32] : vector<2xf16>
      %104 = spirv.CompositeConstruct %103, %103, %103, %103 : (f16, f16, f16, f16) -> vector<4xf16>
      %105 = spirv.GL.Fma %104, %100, %98 : vector<4xf16>
      %106 = spirv.VectorShuffle [0 : i32, 1 : i32] %60, %60 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %107 = spirv.Bitcast %106 : vector<2xf32> to vector<4xf16>
      %108 = spirv.CompositeExtract %102[1 : i32] : vector<2xf16>
      %109 = spirv.CompositeConstruct %108, %108, %108, %108 : (f16, f16, f16, f16) -> vector<4xf16>
      %110 = spirv.GL.Fma %109, %107, %105 : vector<4xf16>
      %111 = spirv.VectorShuffle [2 : i32, 3 : i32] %39, %39 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %112 = spirv.Bitcast %111 : vector<2xf32> to vector<4xf16>
      %113 = spirv.VectorShuffle [2 : i32, 3 : i32] %23, %23 : vector<4xi32>, vector<4xi32> -> vector<2xi32>
      %114 = spirv.Bitcast %113 : vector<2xi32> to vector<4xf16>
      %115 = spirv.GL.Fma %68, %112, %114 : vector<4xf16>
      %116 = spirv.VectorShuffle [2 : i32, 3 : i32] %42, %42 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %117 = spirv.Bitcast %116 : vector<2xf32> to vector<4xf16>
      %118 = spirv.GL.Fma %73, %117, %115 : vector<4xf16>
      %119 = spirv.VectorShuffle [2 : i32, 3 : i32] %45, %45 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %120 = spirv.Bitcast %119 : vector<2xf32> to vector<4xf16>
      %121 = spirv.GL.Fma %80, %120, %118 : vector<4xf16>
      %122 = spirv.VectorShuffle [2 : i32, 3 : i32] %48, %48 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %123 = spirv.Bitcast %122 : vector<2xf32> to vector<4xf16>
      %124 = spirv.GL.Fma %85, %123, %121 : vector<4xf16>
      %125 = spirv.VectorShuffle [2 : i32, 3 : i32] %51, %51 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %126 = spirv.Bitcast %125 : vector<2xf32> to vector<4xf16>
      %127 = spirv.GL.Fma %92, %126, %124 : vector<4xf16>
      %128 = spirv.VectorShuffle [2 : i32, 3 : i32] %54, %54 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %129 = spirv.Bitcast %128 : vector<2xf32> to vector<4xf16>
      %130 = spirv.GL.Fma %97, %129, %127 : vector<4xf16>
      %131 = spirv.VectorShuffle [2 : i32, 3 : i32] %57, %57 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %132 = spirv.Bitcast %131 : vector<2xf32> to vector<4xf16>
      %133 = spirv.GL.Fma %104, %132, %130 : vector<4xf16>
      %134 = spirv.VectorShuffle [2 : i32, 3 : i32] %60, %60 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %135 = spirv.Bitcast %134 : vector<2xf32> to vector<4xf16>
      %136 = spirv.GL.Fma %109, %135, %133 : vector<4xf16>
      %137 = spirv.VectorShuffle [0 : i32, 1 : i32] %24, %24 : vector<4xi32>, vector<4xi32> -> vector<2xi32>
      %138 = spirv.Bitcast %137 : vector<2xi32> to vector<4xf16>
      %139 = spirv.CompositeExtract %35[0 : i32] : vector<4xf32>
      %140 = spirv.Bitcast %139 : f32 to vector<2xf16>
      %141 = spirv.CompositeExtract %140[0 : i32] : vector<2xf16>
      %142 = spirv.CompositeConstruct %141, %141, %141, %141 : (f16, f16, f16, f16) -> vector<4xf16>
      %143 = spirv.GL.Fma %142, %62, %138 : vector<4xf16>
      %144 = spirv.CompositeExtract %140[1 : i32] : vector<2xf16>
      %145 = spirv.CompositeConstruct %144, %144, %144, %144 : (f16, f16, f16, f16) -> vector<4xf16>
      %146 = spirv.GL.Fma %145, %71, %143 : vector<4xf16>
      %147 = spirv.CompositeExtract %35[1 : i32] : vector<4xf32>
      %148 = spirv.Bitcast %147 : f32 to vector<2xf16>
      %149 = spirv.CompositeExtract %148[0 : i32] : vector<2xf16>
      %150 = spirv.CompositeConstruct %149, %149, %149, %149 : (f16, f16, f16, f16) -> vector<4xf16>
      %151 = spirv.GL.Fma %150, %76, %146 : vector<4xf16>
      %152 = spirv.CompositeExtract %148[1 : i32] : vector<2xf16>
      %153 = spirv.CompositeConstruct %152, %152, %152, %152 : (f16, f16, f16, f16) -> vector<4xf16>
      %154 = spirv.GL.Fma %153, %83, %151 : vector<4xf16>
      %155 = spirv.CompositeExtract %35[2 : i32] : vector<4xf32>
      %156 = spirv.Bitcast %155 : f32 to vector<2xf16>
      %157 = spirv.CompositeExtract %156[0 : i32] : vector<2xf16>
      %158 = spirv.CompositeConstruct %157, %157, %157, %157 : (f16, f16, f16, f16) -> vector<4xf16>
      %159 = spirv.GL.Fma %158, %88, %154 : vector<4xf16>
      %160 = spirv.CompositeExtract %156[1 : i32] : vector<2xf16>
      %161 = spirv.CompositeConstruct %160, %160, %160, %160 : (f16, f16, f16, f16) -> vector<4xf16>
      %162 = spirv.GL.Fma %161, %95, %159 : vector<4xf16>
      %163 = spirv.CompositeExtract %35[3 : i32] : vector<4xf32>
      %164 = spirv.Bitcast %163 : f32 to vector<2xf16>
      %165 = spirv.CompositeExtract %164[0 : i32] : vector<2xf16>
      %166 = spirv.CompositeConstruct %165, %165, %165, %165 : (f16, f16, f16, f16) -> vector<4xf16>
      %167 = spirv.GL.Fma %166, %100, %162 : vector<4xf16>
      %168 = spirv.CompositeExtract %164[1 : i32] : vector<2xf16>
      %169 = spirv.CompositeConstruct %168, %168, %168, %168 : (f16, f16, f16, f16) -> vector<4xf16>
      %170 = spirv.GL.Fma %169, %107, %167 : vector<4xf16>
      %171 = spirv.VectorShuffle [2 : i32, 3 : i32] %24, %24 : vector<4xi32>, vector<4xi32> -> vector<2xi32>
      %172 = spirv.Bitcast %171 : vector<2xi32> to vector<4xf16>
      %173 = spirv.GL.Fma %142, %112, %172 : vector<4xf16>
      %174 = spirv.GL.Fma %145, %117, %173 : vector<4xf16>
      %175 = spirv.GL.Fma %150, %120, %174 : vector<4xf16>
      %176 = spirv.GL.Fma %153, %123, %175 : vector<4xf16>
      %177 = spirv.GL.Fma %158, %126, %176 : vector<4xf16>
      %178 = spirv.GL.Fma %161, %129, %177 : vector<4xf16>
      %179 = spirv.GL.Fma %166, %132, %178 : vector<4xf16>
      %180 = spirv.GL.Fma %169, %135, %179 : vector<4xf16>
      %181 = spirv.Bitcast %136 : vector<4xf16> to vector<2xi32>
      %182 = spirv.Bitcast %110 : vector<4xf16> to vector<2xi32>
      %183 = spirv.VectorShuffle [4 : i32, 5 : i32, 2 : i32, 3 : i32] %6, %182 : vector<4xi32>, vector<2xi32> -> vector<4xi32>
      %184 = spirv.VectorShuffle [0 : i32, 1 : i32, 4 : i32, 5 : i32] %183, %181 : vector<4xi32>, vector<2xi32> -> vector<4xi32>
      %185 = spirv.Bitcast %180 : vector<4xf16> to vector<2xi32>
      %186 = spirv.Bitcast %170 : vector<4xf16> to vector<2xi32>
      %187 = spirv.VectorShuffle [4 : i32, 5 : i32, 2 : i32, 3 : i32] %6, %186 : vector<4xi32>, vector<2xi32> -> vector<4xi32>
      %188 = spirv.VectorShuffle [0 : i32, 1 : i32, 4 : i32, 5 : i32] %187, %185 : vector<4xi32>, vector<2xi32> -> vector<4xi32>
      spirv.Store "Function" %9, %184 : vector<4xi32>
      spirv.Store "Function" %10, %188 : vector<4xi32>
      %189 = spirv.IAdd %22, %cst8_i32 : i32
      spirv.Branch ^bb1(%189, %184, %188 : i32, vector<4xi32>, vector<4xi32>)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %11 = spirv.Load "Function" %10 : vector<4xi32>
    %12 = spirv.Load "Function" %9 : vector<4xi32>
    %13 = spirv.Bitcast %11 : vector<4xi32> to vector<4xf32>
    %14 = spirv.IMul %1, %cst8_i32 {no_signed_wrap} : i32
    %15 = spirv.IAdd %14, %3 : i32
    %16 = spirv.IMul %8, %cst32_i32 {no_signed_wrap} : i32
    %17 = spirv.IAdd %15, %16 : i32
    %18 = spirv.IAdd %17, %cst4_i32 : i32
    %19 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %18] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %19, %13 : vector<4xf32>
    %20 = spirv.Bitcast %12 : vector<4xi32> to vector<4xf32>
    %21 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %17] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %21, %20 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_matmul_32x32x64_f16, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__
  spirv.ExecutionMode @main_dispatch_0_matmul_32x32x64_f16 "LocalSize", 4, 4, 1
}
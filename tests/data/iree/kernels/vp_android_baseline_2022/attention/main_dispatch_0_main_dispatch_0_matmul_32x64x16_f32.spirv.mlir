spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_matmul_32x64x16_f32() "None" attributes {gpu.known_block_size = array<i32: 8, 8, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "vp_android_baseline_2022", features = "spirv:v1.3,cap:Shader", wgp = <compute = fp32|int32, storage = b32, subgroup = none, subgroup_size_choices = [64], max_workgroup_sizes = [128, 128, 64], max_thread_count_per_workgroup = 128, max_workgroup_memory_bytes = 16384, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst4_i32 = spirv.Constant 4 : i32
    %cst113_i32 = spirv.Constant 113 : i32
    %cst112_i32 = spirv.Constant 112 : i32
    %cst97_i32 = spirv.Constant 97 : i32
    %cst96_i32 = spirv.Constant 96 : i32
    %cst81_i32 = spirv.Constant 81 : i32
    %cst80_i32 = spirv.Constant 80 : i32
    %cst65_i32 = spirv.Constant 65 : i32
    %cst64_i32 = spirv.Constant 64 : i32
    %cst49_i32 = spirv.Constant 49 : i32
    %cst48_i32 = spirv.Constant 48 : i32
    %cst33_i32 = spirv.Constant 33 : i32
    %cst32_i32 = spirv.Constant 32 : i32
    %cst17_i32 = spirv.Constant 17 : i32
    %cst2_i32 = spirv.Constant 2 : i32
    %cst13_i32 = spirv.Constant 13 : i32
    %cst12_i32 = spirv.Constant 12 : i32
    %cst9_i32 = spirv.Constant 9 : i32
    %cst5_i32 = spirv.Constant 5 : i32
    %cst1_i32 = spirv.Constant 1 : i32
    %cst8_i32 = spirv.Constant 8 : i32
    %cst16_i32 = spirv.Constant 16 : i32
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
    %6 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    %7 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    %8 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    %9 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    %10 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    %11 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32, %cst_vec_4xf32, %cst_vec_4xf32, %cst_vec_4xf32, %cst_vec_4xf32, %cst_vec_4xf32, %cst_vec_4xf32, %cst_vec_4xf32, %cst_vec_4xf32 : i32, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
    ^bb1(%38: i32, %39: vector<4xf32>, %40: vector<4xf32>, %41: vector<4xf32>, %42: vector<4xf32>, %43: vector<4xf32>, %44: vector<4xf32>, %45: vector<4xf32>, %46: vector<4xf32>):  // 2 preds: ^bb0, ^bb2
      %47 = spirv.SLessThan %38, %cst16_i32 : i32
      spirv.BranchConditional %47, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %48 = spirv.IMul %1, %cst16_i32 : i32
      %49 = spirv.UDiv %38, %cst4_i32 : i32
      %50 = spirv.IAdd %48, %49 : i32
      %51 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %50] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %52 = spirv.Load "StorageBuffer" %51 : vector<4xf32>
      %53 = spirv.IAdd %50, %cst1_i32 : i32
      %54 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %53] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %55 = spirv.Load "StorageBuffer" %54 : vector<4xf32>
      %56 = spirv.IAdd %50, %cst4_i32 : i32
      %57 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %56] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %58 = spirv.Load "StorageBuffer" %57 : vector<4xf32>
      %59 = spirv.IAdd %50, %cst5_i32 : i32
      %60 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %59] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %61 = spirv.Load "StorageBuffer" %60 : vector<4xf32>
      %62 = spirv.IAdd %50, %cst8_i32 : i32
      %63 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %62] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %64 = spirv.Load "StorageBuffer" %63 : vector<4xf32>
      %65 = spirv.IAdd %50, %cst9_i32 : i32
      %66 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %65] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %67 = spirv.Load "StorageBuffer" %66 : vector<4xf32>
      %68 = spirv.IAdd %50, %cst12_i32 : i32
      %69 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %68] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %70 = spirv.Load "StorageBuffer" %69 : vector<4xf32>
      %71 = spirv.IAdd %50, %cst13_i32 : i32
      %72 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %71] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %73 = spirv.Load "StorageBuffer" %72 : vector<4xf32>
      %74 = spirv.IMul %38, %cst16_i32 : i32
      %75 = spirv.IMul %3, %cst2_i32 : i32
      %76 = spirv.IAdd %74, %75 : i32
      %77 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %76] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %78 = spirv.Load "StorageBuffer" %77 : vector<4xf32>
      %79 = spirv.IAdd %76, %cst1_i32 : i32
      %80 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %79] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %81 = spirv.Load "StorageBuffer" %80 : vector<4xf32>
      %82 = spirv.IAdd %76, %cst16_i32 : i32
      %83 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %82] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %84 = spirv.Load "StorageBuffer" %83 : vector<4xf32>
      %85 = spirv.IAdd %76, %cst17_i32 : i32
      %86 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %85] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %87 = spirv.Load "StorageBuffer" %86 : vector<4xf32>
      %88 = spirv.IAdd %76, %cst32_i32 : i32
      %89 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %88] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %90 = spirv.Load "StorageBuffer" %89 : vector<4xf32>
      %91 = spirv.IAdd %76, %cst33_i32 : i32
      %92 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %91] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %93 = spirv.Load "StorageBuffer" %92 : vector<4xf32>
      %94 = spirv.IAdd %76, %cst48_i32 : i32
      %95 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %94] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %96 = spirv.Load "StorageBuffer" %95 : vector<4xf32>
      %97 = spirv.IAdd %76, %cst49_i32 : i32
      %98 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %97] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %99 = spirv.Load "StorageBuffer" %98 : vector<4xf32>
      %100 = spirv.IAdd %76, %cst64_i32 : i32
      %101 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %100] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %102 = spirv.Load "StorageBuffer" %101 : vector<4xf32>
      %103 = spirv.IAdd %76, %cst65_i32 : i32
      %104 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %103] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %105 = spirv.Load "StorageBuffer" %104 : vector<4xf32>
      %106 = spirv.IAdd %76, %cst80_i32 : i32
      %107 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %106] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %108 = spirv.Load "StorageBuffer" %107 : vector<4xf32>
      %109 = spirv.IAdd %76, %cst81_i32 : i32
      %110 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %109] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %111 = spirv.Load "StorageBuffer" %110 : vector<4xf32>
      %112 = spirv.IAdd %76, %cst96_i32 : i32
      %113 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %112] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %114 = spirv.Load "StorageBuffer" %113 : vector<4xf32>
      %115 = spirv.IAdd %76, %cst97_i32 : i32
      %116 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %115] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %117 = spirv.Load "StorageBuffer" %116 : vector<4xf32>
      %118 = spirv.IAdd %76, %cst112_i32 : i32
      %119 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %118] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %120 = spirv.Load "StorageBuffer" %119 : vector<4xf32>
      %121 = spirv.IAdd %76, %cst113_i32 : i32
      %122 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %121] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %123 = spirv.Load "StorageBuffer" %122 : vector<4xf32>
      %124 = spirv.CompositeExtract %52[0 : i32] : vector<4xf32>
      %125 = spirv.CompositeConstruct %124, %124, %124, %124 : (f32, f32, f32, f32) -> vector<4xf32>
      %126 = spirv.GL.Fma %125, %78, %39 : vector<4xf32>
      %127 = spirv.CompositeExtract %52[1 : i32] : vector<4xf32>
      %128 = spirv.CompositeConstruct %127, %127, %127, %127 : (f32, f32, f32, f32) -> vector<4xf32>
      %129 = spirv.GL.Fma %128, %84, %126 : vector<4xf32>
      %130 = spirv.CompositeExtract %52[2 : i32] : vector<4xf32>
      %131 = spirv.CompositeConstruct %130, %130, %130, %130 : (f32, f32, f32, f32) -> vector<4xf32>
      %132 = spirv.GL.Fma %131, %90, %129 : vector<4xf32>
      %133 = spirv.CompositeExtract %52[3 : i32] : vector<4xf32>
      %134 = spirv.CompositeConstruct %133, %133, %133, %133 : (f32, f32, f32, f32) -> vector<4xf32>
      %135 = spirv.GL.Fma %134, %96, %132 : vector<4xf32>
      %136 = spirv.CompositeExtract %55[0 : i32] : vector<4xf32>
      %137 = spirv.CompositeConstruct %136, %136, %136, %136 : (f32, f32, f32, f32) -> vector<4xf32>
      %138 = spirv.GL.Fma %137, %102, %135 : vector<4xf32>
      %139 = spirv.CompositeExtract %55[1 : i32] : vector<4xf32>
      %140 = spirv.CompositeConstruct %139, %139, %139, %139 : (f32, f32, f32, f32) -> vector<4xf32>
      %141 = spirv.GL.Fma %140, %108, %138 : vector<4xf32>
      %142 = spirv.CompositeExtract %55[2 : i32] : vector<4xf32>
      %143 = spirv.CompositeConstruct %142, %142, %142, %142 : (f32, f32, f32, f32) -> vector<4xf32>
      %144 = spirv.GL.Fma %143, %114, %141 : vector<4xf32>
      %145 = spirv.CompositeExtract %55[3 : i32] : vector<4xf32>
      %146 = spirv.CompositeConstruct %145, %145, %145, %145 : (f32, f32, f32, f32) -> vector<4xf32>
      %147 = spirv.GL.Fma %146, %120, %144 : vector<4xf32>
      %148 = spirv.GL.Fma %125, %81, %40 : vector<4xf32>
      %149 = spirv.GL.Fma %128, %87, %148 : vector<4xf32>
      %150 = spirv.GL.Fma %131, %93, %149 : vector<4xf32>
      %151 = spirv.GL.Fma %134, %99, %150 : vector<4xf32>
      %152 = spirv.GL.Fma %137, %105, %151 : vector<4xf32>
      %153 = spirv.GL.Fma %140, %111, %152 : vector<4xf32>
      %154 = spirv.GL.Fma %143, %117, %153 : vector<4xf32>
      %155 = spirv.GL.Fma %146, %123, %154 : vector<4xf32>
      %156 = spirv.CompositeExtract %58[0 : i32] : vector<4xf32>
      %157 = spirv.CompositeConstruct %156, %156, %156, %156 : (f32, f32, f32, f32) -> vector<4xf32>
      %158 = spirv.GL.Fma %157, %78, %41 : vector<4xf32>
      %159 = spirv.CompositeExtract %58[1 : i32] : vector<4xf32>
      %160 = spirv.CompositeConstruct %159, %159, %159, %159 : (f32, f32, f32, f32) -> vector<4xf32>
      %161 = spirv.GL.Fma %160, %84, %158 : vector<4xf32>
      %162 = spirv.CompositeExtract %58[2 : i32] : vector<4xf32>
      %163 = spirv.CompositeConstruct %162, %162, %162, %162 : (f32, f32, f32, f32) -> vector<4xf32>
      %164 = spirv.GL.Fma %163, %90, %161 : vector<4xf32>
      %165 = spirv.CompositeExtract %58[3 : i32] : vector<4xf32>
      %166 = spirv.CompositeConstruct %165, %165, %165, %165 : (f32, f32, f32, f32) -> vector<4xf32>
      %167 = spirv.GL.Fma %166, %96, %164 : vector<4xf32>
      %168 = spirv.CompositeExtract %61[0 : i32] : vector<4xf32>
      %169 = spirv.CompositeConstruct %168, %168, %168, %168 : (f32, f32, f32, f32) -> vector<4xf32>
      %170 = spirv.GL.Fma %169, %102, %167 : vector<4xf32>
      %171 = spirv.CompositeExtract %61[1 : i32] : vector<4xf32>
      %172 = spirv.CompositeConstruct %171, %171, %171, %171 : (f32, f32, f32, f32) -> vector<4xf32>
      %173 = spirv.GL.Fma %172, %108, %170 : vector<4xf32>
      %174 = spirv.CompositeExtract %61[2 : i32] : vector<4xf32>
      %175 = spirv.CompositeConstruct %174, %174, %174, %174 : (f32, f32, f32, f32) -> vector<4xf32>
      %176 = spirv.GL.Fma %175, %114, %173 : vector<4xf32>
      %177 = spirv.CompositeExtract %61[3 : i32] : vector<4xf32>
      %178 = spirv.CompositeConstruct %177, %177, %177, %177 : (f32, f32, f32, f32) -> vector<4xf32>
      %179 = spirv.GL.Fma %178, %120, %176 : vector<4xf32>
      %180 = spirv.GL.Fma %157, %81, %42 : vector<4xf32>
      %181 = spirv.GL.Fma %160, %87, %180 : vector<4xf32>
      %182 = spirv.GL.Fma %163, %93, %181 : vector<4xf32>
      %183 = spirv.GL.Fma %166, %99, %182 : vector<4xf32>
      %184 = spirv.GL.Fma %169, %105, %183 : vector<4xf32>
      %185 = spirv.GL.Fma %172, %111, %184 : vector<4xf32>
      %186 = spirv.GL.Fma %175, %117, %185 : vector<4xf32>
      %187 = spirv.GL.Fma %178, %123, %186 : vector<4xf32>
      %188 = spirv.CompositeExtract %64[0 : i32] : vector<4xf32>
      %189 = spirv.CompositeConstruct %188, %188, %188, %188 : (f32, f32, f32, f32) -> vector<4xf32>
      %190 = spirv.GL.Fma %189, %78, %43 : vector<4xf32>
      %191 = spirv.CompositeExtract %64[1 : i32] : vector<4xf32>
      %192 = spirv.CompositeConstruct %191, %191, %191, %191 : (f32, f32, f32, f32) -> vector<4xf32>
      %193 = spirv.GL.Fma %192, %84, %190 : vector<4xf32>
      %194 = spirv.CompositeExtract %64[2 : i32] : vector<4xf32>
      %195 = spirv.CompositeConstruct %194, %194, %194, %194 : (f32, f32, f32, f32) -> vector<4xf32>
      %196 = spirv.GL.Fma %195, %90, %193 : vector<4xf32>
      %197 = spirv.CompositeExtract %64[3 : i32] : vector<4xf32>
      %198 = spirv.CompositeConstruct %197, %197, %197, %197 : (f32, f32, f32, f32) -> vector<4xf32>
      %199 = spirv.GL.Fma %198, %96, %196 : vector<4xf32>
      %200 = spirv.CompositeExtract %67[0 : i32] : vector<4xf32>
      %201 = spirv.CompositeConstruct %200, %200, %200, %200 : (f32, f32, f32, f32) -> vector<4xf32>
      %202 = spirv.GL.Fma %201, %102, %199 : vector<4xf32>
      %203 = spirv.CompositeExtract %67[1 : i32] : vector<4xf32>
      %204 = spirv.CompositeConstruct %203, %203, %203, %203 : (f32, f32, f32, f32) -> vector<4xf32>
      %205 = spirv.GL.Fma %204, %108, %202 : vector<4xf32>
      %206 = spirv.CompositeExtract %67[2 : i32] : vector<4xf32>
      %207 = spirv.CompositeConstruct %206, %206, %206, %206 : (f32, f32, f32, f32) -> vector<4xf32>
      %208 = spirv.GL.Fma %207, %114, %205 : vector<4xf32>
      %209 = spirv.CompositeExtract %67[3 : i32] : vector<4xf32>
      %210 = spirv.CompositeConstruct %209, %209, %209, %209 : (f32, f32, f32, f32) -> vector<4xf32>
      %211 = spirv.GL.Fma %210, %120, %208 : vector<4xf32>
      %212 = spirv.GL.Fma %189, %81, %44 : vector<4xf32>
      %213 = spirv.GL.Fma %192, %87, %212 : vector<4xf32>
      %214 = spirv.GL.Fma %195, %93, %213 : vector<4xf32>
      %215 = spirv.GL.Fma %198, %99, %214 : vector<4xf32>
      %216 = spirv.GL.Fma %201, %105, %215 : vector<4xf32>
      %217 = spirv.GL.Fma %204, %111, %216 : vector<4xf32>
      %218 = spirv.GL.Fma %207, %117, %217 : vector<4xf32>
      %219 = spirv.GL.Fma %210, %123, %218 : vector<4xf32>
      %220 = spirv.CompositeExtract %70[0 : i32] : vector<4xf32>
      %221 = spirv.CompositeConstruct %220, %220, %220, %220 : (f32, f32, f32, f32) -> vector<4xf32>
      %222 = spirv.GL.Fma %221, %78, %45 : vector<4xf32>
      %223 = spirv.CompositeExtract %70[1 : i32] : vector<4xf32>
      %224 = spirv.CompositeConstruct %223, %223, %223, %223 : (f32, f32, f32, f32) -> vector<4xf32>
      %225 = spirv.GL.Fma %224, %84, %222 : vector<4xf32>
      %226 = spirv.CompositeExtract %70[2 : i32] : vector<4xf32>
      %227 = spirv.CompositeConstruct %226, %226, %226, %226 : (f32, f32, f32, f32) -> vector<4xf32>
      %228 = spirv.GL.Fma %227, %90, %225 : vector<4xf32>
      %229 = spirv.CompositeExtract %70[3 : i32] : vector<4xf32>
      %230 = spirv.CompositeConstruct %229, %229, %229, %229 : (f32, f32, f32, f32) -> vector<4xf32>
      %231 = spirv.GL.Fma %230, %96, %228 : vector<4xf32>
      %232 = spirv.CompositeExtract %73[0 : i32] : vector<4xf32>
      %233 = spirv.CompositeConstruct %232, %232, %232, %232 : (f32, f32, f32, f32) -> vector<4xf32>
      %234 = spirv.GL.Fma %233, %102, %231 : vector<4xf32>
      %235 = spirv.CompositeExtract %73[1 : i32] : vector<4xf32>
      %236 = spirv.CompositeConstruct %235, %235, %235, %235 : (f32, f32, f32, f32) -> vector<4xf32>
      %237 = spirv.GL.Fma %236, %108, %234 : vector<4xf32>
      %238 = spirv.CompositeExtract %73[2 : i32] : vector<4xf32>
      %239 = spirv.CompositeConstruct %238, %238, %238, %238 : (f32, f32, f32, f32) -> vector<4xf32>
      %240 = spirv.GL.Fma %239, %114, %237 : vector<4xf32>
      %241 = spirv.CompositeExtract %73[3 : i32] : vector<4xf32>
      %242 = spirv.CompositeConstruct %241, %241, %241, %241 : (f32, f32, f32, f32) -> vector<4xf32>
      %243 = spirv.GL.Fma %242, %120, %240 : vector<4xf32>
      %244 = spirv.GL.Fma %221, %81, %46 : vector<4xf32>
      %245 = spirv.GL.Fma %224, %87, %244 : vector<4xf32>
      %246 = spirv.GL.Fma %227, %93, %245 : vector<4xf32>
      %247 = spirv.GL.Fma %230, %99, %246 : vector<4xf32>
      %248 = spirv.GL.Fma %233, %105, %247 : vector<4xf32>
      %249 = spirv.GL.Fma %236, %111, %248 : vector<4xf32>
      %250 = spirv.GL.Fma %239, %117, %249 : vector<4xf32>
      %251 = spirv.GL.Fma %242, %123, %250 : vector<4xf32>
      spirv.Store "Function" %4, %147 : vector<4xf32>
      spirv.Store "Function" %5, %155 : vector<4xf32>
      spirv.Store "Function" %6, %179 : vector<4xf32>
      spirv.Store "Function" %7, %187 : vector<4xf32>
      spirv.Store "Function" %8, %211 : vector<4xf32>
      spirv.Store "Function" %9, %219 : vector<4xf32>
      spirv.Store "Function" %10, %243 : vector<4xf32>
      spirv.Store "Function" %11, %251 : vector<4xf32>
      %252 = spirv.IAdd %38, %cst8_i32 : i32
      spirv.Branch ^bb1(%252, %147, %155, %179, %187, %211, %219, %243, %251 : i32, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %12 = spirv.Load "Function" %11 : vector<4xf32>
    %13 = spirv.Load "Function" %10 : vector<4xf32>
    %14 = spirv.Load "Function" %9 : vector<4xf32>
    %15 = spirv.Load "Function" %8 : vector<4xf32>
    %16 = spirv.Load "Function" %7 : vector<4xf32>
    %17 = spirv.Load "Function" %6 : vector<4xf32>
    %18 = spirv.Load "Function" %5 : vector<4xf32>
    %19 = spirv.Load "Function" %4 : vector<4xf32>
    %20 = spirv.IMul %1, %cst64_i32 : i32
    %21 = spirv.IMul %3, %cst2_i32 : i32
    %22 = spirv.IAdd %20, %21 : i32
    %23 = spirv.IAdd %22, %cst49_i32 : i32
    %24 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %23] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %24, %12 : vector<4xf32>
    %25 = spirv.IAdd %22, %cst48_i32 : i32
    %26 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %25] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %26, %13 : vector<4xf32>
    %27 = spirv.IAdd %22, %cst33_i32 : i32
    %28 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %27] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %28, %14 : vector<4xf32>
    %29 = spirv.IAdd %22, %cst32_i32 : i32
    %30 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %29] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %30, %15 : vector<4xf32>
    %31 = spirv.IAdd %22, %cst17_i32 : i32
    %32 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %31] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %32, %16 : vector<4xf32>
    %33 = spirv.IAdd %22, %cst16_i32 : i32
    %34 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %33] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %34, %17 : vector<4xf32>
    %35 = spirv.IAdd %22, %cst1_i32 : i32
    %36 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %35] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %36, %18 : vector<4xf32>
    %37 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %22] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %37, %19 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_matmul_32x64x16_f32, @__builtin__LocalInvocationId__
  spirv.ExecutionMode @main_dispatch_0_matmul_32x64x16_f32 "LocalSize", 8, 8, 1
}
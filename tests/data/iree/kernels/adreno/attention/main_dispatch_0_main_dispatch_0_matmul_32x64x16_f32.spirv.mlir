spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_matmul_32x64x16_f32() "None" attributes {gpu.known_block_size = array<i32: 16, 4, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "adreno", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp32|fp16|int32|int16|int8, storage = b64|b32|b16, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [64], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst4_i32 = spirv.Constant 4 : i32
    %cst128_i32 = spirv.Constant 128 : i32
    %cst112_i32 = spirv.Constant 112 : i32
    %cst96_i32 = spirv.Constant 96 : i32
    %cst80_i32 = spirv.Constant 80 : i32
    %cst64_i32 = spirv.Constant 64 : i32
    %cst48_i32 = spirv.Constant 48 : i32
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
    %cst32_i32 = spirv.Constant 32 : i32
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
    ^bb1(%37: i32, %38: vector<4xf32>, %39: vector<4xf32>, %40: vector<4xf32>, %41: vector<4xf32>, %42: vector<4xf32>, %43: vector<4xf32>, %44: vector<4xf32>, %45: vector<4xf32>):  // 2 preds: ^bb0, ^bb2
      %46 = spirv.SLessThan %37, %cst16_i32 : i32
      spirv.BranchConditional %46, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %47 = spirv.IMul %1, %cst32_i32 {no_signed_wrap} : i32
      %48 = spirv.UDiv %37, %cst4_i32 : i32
      %49 = spirv.IAdd %47, %48 : i32
      %50 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %49] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %51 = spirv.Load "StorageBuffer" %50 : vector<4xf32>
      %52 = spirv.IAdd %49, %cst1_i32 : i32
      %53 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %52] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %54 = spirv.Load "StorageBuffer" %53 : vector<4xf32>
      %55 = spirv.IAdd %49, %cst4_i32 : i32
      %56 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %55] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %57 = spirv.Load "StorageBuffer" %56 : vector<4xf32>
      %58 = spirv.IAdd %49, %cst5_i32 : i32
      %59 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %58] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %60 = spirv.Load "StorageBuffer" %59 : vector<4xf32>
      %61 = spirv.IAdd %49, %cst8_i32 : i32
      %62 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %61] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %63 = spirv.Load "StorageBuffer" %62 : vector<4xf32>
      %64 = spirv.IAdd %49, %cst9_i32 : i32
      %65 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %64] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %66 = spirv.Load "StorageBuffer" %65 : vector<4xf32>
      %67 = spirv.IAdd %49, %cst12_i32 : i32
      %68 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %67] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %69 = spirv.Load "StorageBuffer" %68 : vector<4xf32>
      %70 = spirv.IAdd %49, %cst13_i32 : i32
      %71 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %70] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %72 = spirv.Load "StorageBuffer" %71 : vector<4xf32>
      %73 = spirv.IAdd %49, %cst16_i32 : i32
      %74 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %73] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %75 = spirv.Load "StorageBuffer" %74 : vector<4xf32>
      %76 = spirv.IAdd %49, %cst17_i32 : i32
      %77 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %76] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %78 = spirv.Load "StorageBuffer" %77 : vector<4xf32>
      %79 = spirv.IAdd %49, %cst20_i32 : i32
      %80 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %79] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %81 = spirv.Load "StorageBuffer" %80 : vector<4xf32>
      %82 = spirv.IAdd %49, %cst21_i32 : i32
      %83 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %82] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %84 = spirv.Load "StorageBuffer" %83 : vector<4xf32>
      %85 = spirv.IAdd %49, %cst24_i32 : i32
      %86 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %85] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %87 = spirv.Load "StorageBuffer" %86 : vector<4xf32>
      %88 = spirv.IAdd %49, %cst25_i32 : i32
      %89 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %88] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %90 = spirv.Load "StorageBuffer" %89 : vector<4xf32>
      %91 = spirv.IAdd %49, %cst28_i32 : i32
      %92 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %91] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %93 = spirv.Load "StorageBuffer" %92 : vector<4xf32>
      %94 = spirv.IAdd %49, %cst29_i32 : i32
      %95 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %94] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %96 = spirv.Load "StorageBuffer" %95 : vector<4xf32>
      %97 = spirv.IMul %37, %cst16_i32 {no_signed_wrap} : i32
      %98 = spirv.IAdd %97, %3 : i32
      %99 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %98] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %100 = spirv.Load "StorageBuffer" %99 : vector<4xf32>
      %101 = spirv.IAdd %98, %cst16_i32 : i32
      %102 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %101] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %103 = spirv.Load "StorageBuffer" %102 : vector<4xf32>
      %104 = spirv.IAdd %98, %cst32_i32 : i32
      %105 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %104] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %106 = spirv.Load "StorageBuffer" %105 : vector<4xf32>
      %107 = spirv.IAdd %98, %cst48_i32 : i32
      %108 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %107] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %109 = spirv.Load "StorageBuffer" %108 : vector<4xf32>
      %110 = spirv.IAdd %98, %cst64_i32 : i32
      %111 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %110] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %112 = spirv.Load "StorageBuffer" %111 : vector<4xf32>
      %113 = spirv.IAdd %98, %cst80_i32 : i32
      %114 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %113] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %115 = spirv.Load "StorageBuffer" %114 : vector<4xf32>
      %116 = spirv.IAdd %98, %cst96_i32 : i32
      %117 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %116] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %118 = spirv.Load "StorageBuffer" %117 : vector<4xf32>
      %119 = spirv.IAdd %98, %cst112_i32 : i32
      %120 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %119] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %121 = spirv.Load "StorageBuffer" %120 : vector<4xf32>
      %122 = spirv.CompositeExtract %51[0 : i32] : vector<4xf32>
      %123 = spirv.CompositeConstruct %122, %122, %122, %122 : (f32, f32, f32, f32) -> vector<4xf32>
      %124 = spirv.GL.Fma %123, %100, %38 : vector<4xf32>
      %125 = spirv.CompositeExtract %51[1 : i32] : vector<4xf32>
      %126 = spirv.CompositeConstruct %125, %125, %125, %125 : (f32, f32, f32, f32) -> vector<4xf32>
      %127 = spirv.GL.Fma %126, %103, %124 : vector<4xf32>
      %128 = spirv.CompositeExtract %51[2 : i32] : vector<4xf32>
      %129 = spirv.CompositeConstruct %128, %128, %128, %128 : (f32, f32, f32, f32) -> vector<4xf32>
      %130 = spirv.GL.Fma %129, %106, %127 : vector<4xf32>
      %131 = spirv.CompositeExtract %51[3 : i32] : vector<4xf32>
      %132 = spirv.CompositeConstruct %131, %131, %131, %131 : (f32, f32, f32, f32) -> vector<4xf32>
      %133 = spirv.GL.Fma %132, %109, %130 : vector<4xf32>
      %134 = spirv.CompositeExtract %54[0 : i32] : vector<4xf32>
      %135 = spirv.CompositeConstruct %134, %134, %134, %134 : (f32, f32, f32, f32) -> vector<4xf32>
      %136 = spirv.GL.Fma %135, %112, %133 : vector<4xf32>
      %137 = spirv.CompositeExtract %54[1 : i32] : vector<4xf32>
      %138 = spirv.CompositeConstruct %137, %137, %137, %137 : (f32, f32, f32, f32) -> vector<4xf32>
      %139 = spirv.GL.Fma %138, %115, %136 : vector<4xf32>
      %140 = spirv.CompositeExtract %54[2 : i32] : vector<4xf32>
      %141 = spirv.CompositeConstruct %140, %140, %140, %140 : (f32, f32, f32, f32) -> vector<4xf32>
      %142 = spirv.GL.Fma %141, %118, %139 : vector<4xf32>
      %143 = spirv.CompositeExtract %54[3 : i32] : vector<4xf32>
      %144 = spirv.CompositeConstruct %143, %143, %143, %143 : (f32, f32, f32, f32) -> vector<4xf32>
      %145 = spirv.GL.Fma %144, %121, %142 : vector<4xf32>
      %146 = spirv.CompositeExtract %57[0 : i32] : vector<4xf32>
      %147 = spirv.CompositeConstruct %146, %146, %146, %146 : (f32, f32, f32, f32) -> vector<4xf32>
      %148 = spirv.GL.Fma %147, %100, %39 : vector<4xf32>
      %149 = spirv.CompositeExtract %57[1 : i32] : vector<4xf32>
      %150 = spirv.CompositeConstruct %149, %149, %149, %149 : (f32, f32, f32, f32) -> vector<4xf32>
      %151 = spirv.GL.Fma %150, %103, %148 : vector<4xf32>
      %152 = spirv.CompositeExtract %57[2 : i32] : vector<4xf32>
      %153 = spirv.CompositeConstruct %152, %152, %152, %152 : (f32, f32, f32, f32) -> vector<4xf32>
      %154 = spirv.GL.Fma %153, %106, %151 : vector<4xf32>
      %155 = spirv.CompositeExtract %57[3 : i32] : vector<4xf32>
      %156 = spirv.CompositeConstruct %155, %155, %155, %155 : (f32, f32, f32, f32) -> vector<4xf32>
      %157 = spirv.GL.Fma %156, %109, %154 : vector<4xf32>
      %158 = spirv.CompositeExtract %60[0 : i32] : vector<4xf32>
      %159 = spirv.CompositeConstruct %158, %158, %158, %158 : (f32, f32, f32, f32) -> vector<4xf32>
      %160 = spirv.GL.Fma %159, %112, %157 : vector<4xf32>
      %161 = spirv.CompositeExtract %60[1 : i32] : vector<4xf32>
      %162 = spirv.CompositeConstruct %161, %161, %161, %161 : (f32, f32, f32, f32) -> vector<4xf32>
      %163 = spirv.GL.Fma %162, %115, %160 : vector<4xf32>
      %164 = spirv.CompositeExtract %60[2 : i32] : vector<4xf32>
      %165 = spirv.CompositeConstruct %164, %164, %164, %164 : (f32, f32, f32, f32) -> vector<4xf32>
      %166 = spirv.GL.Fma %165, %118, %163 : vector<4xf32>
      %167 = spirv.CompositeExtract %60[3 : i32] : vector<4xf32>
      %168 = spirv.CompositeConstruct %167, %167, %167, %167 : (f32, f32, f32, f32) -> vector<4xf32>
      %169 = spirv.GL.Fma %168, %121, %166 : vector<4xf32>
      %170 = spirv.CompositeExtract %63[0 : i32] : vector<4xf32>
      %171 = spirv.CompositeConstruct %170, %170, %170, %170 : (f32, f32, f32, f32) -> vector<4xf32>
      %172 = spirv.GL.Fma %171, %100, %40 : vector<4xf32>
      %173 = spirv.CompositeExtract %63[1 : i32] : vector<4xf32>
      %174 = spirv.CompositeConstruct %173, %173, %173, %173 : (f32, f32, f32, f32) -> vector<4xf32>
      %175 = spirv.GL.Fma %174, %103, %172 : vector<4xf32>
      %176 = spirv.CompositeExtract %63[2 : i32] : vector<4xf32>
      %177 = spirv.CompositeConstruct %176, %176, %176, %176 : (f32, f32, f32, f32) -> vector<4xf32>
      %178 = spirv.GL.Fma %177, %106, %175 : vector<4xf32>
      %179 = spirv.CompositeExtract %63[3 : i32] : vector<4xf32>
      %180 = spirv.CompositeConstruct %179, %179, %179, %179 : (f32, f32, f32, f32) -> vector<4xf32>
      %181 = spirv.GL.Fma %180, %109, %178 : vector<4xf32>
      %182 = spirv.CompositeExtract %66[0 : i32] : vector<4xf32>
      %183 = spirv.CompositeConstruct %182, %182, %182, %182 : (f32, f32, f32, f32) -> vector<4xf32>
      %184 = spirv.GL.Fma %183, %112, %181 : vector<4xf32>
      %185 = spirv.CompositeExtract %66[1 : i32] : vector<4xf32>
      %186 = spirv.CompositeConstruct %185, %185, %185, %185 : (f32, f32, f32, f32) -> vector<4xf32>
      %187 = spirv.GL.Fma %186, %115, %184 : vector<4xf32>
      %188 = spirv.CompositeExtract %66[2 : i32] : vector<4xf32>
      %189 = spirv.CompositeConstruct %188, %188, %188, %188 : (f32, f32, f32, f32) -> vector<4xf32>
      %190 = spirv.GL.Fma %189, %118, %187 : vector<4xf32>
      %191 = spirv.CompositeExtract %66[3 : i32] : vector<4xf32>
      %192 = spirv.CompositeConstruct %191, %191, %191, %191 : (f32, f32, f32, f32) -> vector<4xf32>
      %193 = spirv.GL.Fma %192, %121, %190 : vector<4xf32>
      %194 = spirv.CompositeExtract %69[0 : i32] : vector<4xf32>
      %195 = spirv.CompositeConstruct %194, %194, %194, %194 : (f32, f32, f32, f32) -> vector<4xf32>
      %196 = spirv.GL.Fma %195, %100, %41 : vector<4xf32>
      %197 = spirv.CompositeExtract %69[1 : i32] : vector<4xf32>
      %198 = spirv.CompositeConstruct %197, %197, %197, %197 : (f32, f32, f32, f32) -> vector<4xf32>
      %199 = spirv.GL.Fma %198, %103, %196 : vector<4xf32>
      %200 = spirv.CompositeExtract %69[2 : i32] : vector<4xf32>
      %201 = spirv.CompositeConstruct %200, %200, %200, %200 : (f32, f32, f32, f32) -> vector<4xf32>
      %202 = spirv.GL.Fma %201, %106, %199 : vector<4xf32>
      %203 = spirv.CompositeExtract %69[3 : i32] : vector<4xf32>
      %204 = spirv.CompositeConstruct %203, %203, %203, %203 : (f32, f32, f32, f32) -> vector<4xf32>
      %205 = spirv.GL.Fma %204, %109, %202 : vector<4xf32>
      %206 = spirv.CompositeExtract %72[0 : i32] : vector<4xf32>
      %207 = spirv.CompositeConstruct %206, %206, %206, %206 : (f32, f32, f32, f32) -> vector<4xf32>
      %208 = spirv.GL.Fma %207, %112, %205 : vector<4xf32>
      %209 = spirv.CompositeExtract %72[1 : i32] : vector<4xf32>
      %210 = spirv.CompositeConstruct %209, %209, %209, %209 : (f32, f32, f32, f32) -> vector<4xf32>
      %211 = spirv.GL.Fma %210, %115, %208 : vector<4xf32>
      %212 = spirv.CompositeExtract %72[2 : i32] : vector<4xf32>
      %213 = spirv.CompositeConstruct %212, %212, %212, %212 : (f32, f32, f32, f32) -> vector<4xf32>
      %214 = spirv.GL.Fma %213, %118, %211 : vector<4xf32>
      %215 = spirv.CompositeExtract %72[3 : i32] : vector<4xf32>
      %216 = spirv.CompositeConstruct %215, %215, %215, %215 : (f32, f32, f32, f32) -> vector<4xf32>
      %217 = spirv.GL.Fma %216, %121, %214 : vector<4xf32>
      %218 = spirv.CompositeExtract %75[0 : i32] : vector<4xf32>
      %219 = spirv.CompositeConstruct %218, %218, %218, %218 : (f32, f32, f32, f32) -> vector<4xf32>
      %220 = spirv.GL.Fma %219, %100, %42 : vector<4xf32>
      %221 = spirv.CompositeExtract %75[1 : i32] : vector<4xf32>
      %222 = spirv.CompositeConstruct %221, %221, %221, %221 : (f32, f32, f32, f32) -> vector<4xf32>
      %223 = spirv.GL.Fma %222, %103, %220 : vector<4xf32>
      %224 = spirv.CompositeExtract %75[2 : i32] : vector<4xf32>
      %225 = spirv.CompositeConstruct %224, %224, %224, %224 : (f32, f32, f32, f32) -> vector<4xf32>
      %226 = spirv.GL.Fma %225, %106, %223 : vector<4xf32>
      %227 = spirv.CompositeExtract %75[3 : i32] : vector<4xf32>
      %228 = spirv.CompositeConstruct %227, %227, %227, %227 : (f32, f32, f32, f32) -> vector<4xf32>
      %229 = spirv.GL.Fma %228, %109, %226 : vector<4xf32>
      %230 = spirv.CompositeExtract %78[0 : i32] : vector<4xf32>
      %231 = spirv.CompositeConstruct %230, %230, %230, %230 : (f32, f32, f32, f32) -> vector<4xf32>
      %232 = spirv.GL.Fma %231, %112, %229 : vector<4xf32>
      %233 = spirv.CompositeExtract %78[1 : i32] : vector<4xf32>
      %234 = spirv.CompositeConstruct %233, %233, %233, %233 : (f32, f32, f32, f32) -> vector<4xf32>
      %235 = spirv.GL.Fma %234, %115, %232 : vector<4xf32>
      %236 = spirv.CompositeExtract %78[2 : i32] : vector<4xf32>
      %237 = spirv.CompositeConstruct %236, %236, %236, %236 : (f32, f32, f32, f32) -> vector<4xf32>
      %238 = spirv.GL.Fma %237, %118, %235 : vector<4xf32>
      %239 = spirv.CompositeExtract %78[3 : i32] : vector<4xf32>
      %240 = spirv.CompositeConstruct %239, %239, %239, %239 : (f32, f32, f32, f32) -> vector<4xf32>
      %241 = spirv.GL.Fma %240, %121, %238 : vector<4xf32>
      %242 = spirv.CompositeExtract %81[0 : i32] : vector<4xf32>
      %243 = spirv.CompositeConstruct %242, %242, %242, %242 : (f32, f32, f32, f32) -> vector<4xf32>
      %244 = spirv.GL.Fma %243, %100, %43 : vector<4xf32>
      %245 = spirv.CompositeExtract %81[1 : i32] : vector<4xf32>
      %246 = spirv.CompositeConstruct %245, %245, %245, %245 : (f32, f32, f32, f32) -> vector<4xf32>
      %247 = spirv.GL.Fma %246, %103, %244 : vector<4xf32>
      %248 = spirv.CompositeExtract %81[2 : i32] : vector<4xf32>
      %249 = spirv.CompositeConstruct %248, %248, %248, %248 : (f32, f32, f32, f32) -> vector<4xf32>
      %250 = spirv.GL.Fma %249, %106, %247 : vector<4xf32>
      %251 = spirv.CompositeExtract %81[3 : i32] : vector<4xf32>
      %252 = spirv.CompositeConstruct %251, %251, %251, %251 : (f32, f32, f32, f32) -> vector<4xf32>
      %253 = spirv.GL.Fma %252, %109, %250 : vector<4xf32>
      %254 = spirv.CompositeExtract %84[0 : i32] : vector<4xf32>
      %255 = spirv.CompositeConstruct %254, %254, %254, %254 : (f32, f32, f32, f32) -> vector<4xf32>
      %256 = spirv.GL.Fma %255, %112, %253 : vector<4xf32>
      %257 = spirv.CompositeExtract %84[1 : i32] : vector<4xf32>
      %258 = spirv.CompositeConstruct %257, %257, %257, %257 : (f32, f32, f32, f32) -> vector<4xf32>
      %259 = spirv.GL.Fma %258, %115, %256 : vector<4xf32>
      %260 = spirv.CompositeExtract %84[2 : i32] : vector<4xf32>
      %261 = spirv.CompositeConstruct %260, %260, %260, %260 : (f32, f32, f32, f32) -> vector<4xf32>
      %262 = spirv.GL.Fma %261, %118, %259 : vector<4xf32>
      %263 = spirv.CompositeExtract %84[3 : i32] : vector<4xf32>
      %264 = spirv.CompositeConstruct %263, %263, %263, %263 : (f32, f32, f32, f32) -> vector<4xf32>
      %265 = spirv.GL.Fma %264, %121, %262 : vector<4xf32>
      %266 = spirv.CompositeExtract %87[0 : i32] : vector<4xf32>
      %267 = spirv.CompositeConstruct %266, %266, %266, %266 : (f32, f32, f32, f32) -> vector<4xf32>
      %268 = spirv.GL.Fma %267, %100, %44 : vector<4xf32>
      %269 = spirv.CompositeExtract %87[1 : i32] : vector<4xf32>
      %270 = spirv.CompositeConstruct %269, %269, %269, %269 : (f32, f32, f32, f32) -> vector<4xf32>
      %271 = spirv.GL.Fma %270, %103, %268 : vector<4xf32>
      %272 = spirv.CompositeExtract %87[2 : i32] : vector<4xf32>
      %273 = spirv.CompositeConstruct %272, %272, %272, %272 : (f32, f32, f32, f32) -> vector<4xf32>
      %274 = spirv.GL.Fma %273, %106, %271 : vector<4xf32>
      %275 = spirv.CompositeExtract %87[3 : i32] : vector<4xf32>
      %276 = spirv.CompositeConstruct %275, %275, %275, %275 : (f32, f32, f32, f32) -> vector<4xf32>
      %277 = spirv.GL.Fma %276, %109, %274 : vector<4xf32>
      %278 = spirv.CompositeExtract %90[0 : i32] : vector<4xf32>
      %279 = spirv.CompositeConstruct %278, %278, %278, %278 : (f32, f32, f32, f32) -> vector<4xf32>
      %280 = spirv.GL.Fma %279, %112, %277 : vector<4xf32>
      %281 = spirv.CompositeExtract %90[1 : i32] : vector<4xf32>
      %282 = spirv.CompositeConstruct %281, %281, %281, %281 : (f32, f32, f32, f32) -> vector<4xf32>
      %283 = spirv.GL.Fma %282, %115, %280 : vector<4xf32>
      %284 = spirv.CompositeExtract %90[2 : i32] : vector<4xf32>
      %285 = spirv.CompositeConstruct %284, %284, %284, %284 : (f32, f32, f32, f32) -> vector<4xf32>
      %286 = spirv.GL.Fma %285, %118, %283 : vector<4xf32>
      %287 = spirv.CompositeExtract %90[3 : i32] : vector<4xf32>
      %288 = spirv.CompositeConstruct %287, %287, %287, %287 : (f32, f32, f32, f32) -> vector<4xf32>
      %289 = spirv.GL.Fma %288, %121, %286 : vector<4xf32>
      %290 = spirv.CompositeExtract %93[0 : i32] : vector<4xf32>
      %291 = spirv.CompositeConstruct %290, %290, %290, %290 : (f32, f32, f32, f32) -> vector<4xf32>
      %292 = spirv.GL.Fma %291, %100, %45 : vector<4xf32>
      %293 = spirv.CompositeExtract %93[1 : i32] : vector<4xf32>
      %294 = spirv.CompositeConstruct %293, %293, %293, %293 : (f32, f32, f32, f32) -> vector<4xf32>
      %295 = spirv.GL.Fma %294, %103, %292 : vector<4xf32>
      %296 = spirv.CompositeExtract %93[2 : i32] : vector<4xf32>
      %297 = spirv.CompositeConstruct %296, %296, %296, %296 : (f32, f32, f32, f32) -> vector<4xf32>
      %298 = spirv.GL.Fma %297, %106, %295 : vector<4xf32>
      %299 = spirv.CompositeExtract %93[3 : i32] : vector<4xf32>
      %300 = spirv.CompositeConstruct %299, %299, %299, %299 : (f32, f32, f32, f32) -> vector<4xf32>
      %301 = spirv.GL.Fma %300, %109, %298 : vector<4xf32>
      %302 = spirv.CompositeExtract %96[0 : i32] : vector<4xf32>
      %303 = spirv.CompositeConstruct %302, %302, %302, %302 : (f32, f32, f32, f32) -> vector<4xf32>
      %304 = spirv.GL.Fma %303, %112, %301 : vector<4xf32>
      %305 = spirv.CompositeExtract %96[1 : i32] : vector<4xf32>
      %306 = spirv.CompositeConstruct %305, %305, %305, %305 : (f32, f32, f32, f32) -> vector<4xf32>
      %307 = spirv.GL.Fma %306, %115, %304 : vector<4xf32>
      %308 = spirv.CompositeExtract %96[2 : i32] : vector<4xf32>
      %309 = spirv.CompositeConstruct %308, %308, %308, %308 : (f32, f32, f32, f32) -> vector<4xf32>
      %310 = spirv.GL.Fma %309, %118, %307 : vector<4xf32>
      %311 = spirv.CompositeExtract %96[3 : i32] : vector<4xf32>
      %312 = spirv.CompositeConstruct %311, %311, %311, %311 : (f32, f32, f32, f32) -> vector<4xf32>
      %313 = spirv.GL.Fma %312, %121, %310 : vector<4xf32>
      spirv.Store "Function" %4, %145 : vector<4xf32>
      spirv.Store "Function" %5, %169 : vector<4xf32>
      spirv.Store "Function" %6, %193 : vector<4xf32>
      spirv.Store "Function" %7, %217 : vector<4xf32>
      spirv.Store "Function" %8, %241 : vector<4xf32>
      spirv.Store "Function" %9, %265 : vector<4xf32>
      spirv.Store "Function" %10, %289 : vector<4xf32>
      spirv.Store "Function" %11, %313 : vector<4xf32>
      %314 = spirv.IAdd %37, %cst8_i32 : i32
      spirv.Branch ^bb1(%314, %145, %169, %193, %217, %241, %265, %289, %313 : i32, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
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
    %20 = spirv.IMul %1, %cst128_i32 {no_signed_wrap} : i32
    %21 = spirv.IAdd %20, %3 : i32
    %22 = spirv.IAdd %21, %cst112_i32 : i32
    %23 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %22] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %23, %12 : vector<4xf32>
    %24 = spirv.IAdd %21, %cst96_i32 : i32
    %25 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %24] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %25, %13 : vector<4xf32>
    %26 = spirv.IAdd %21, %cst80_i32 : i32
    %27 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %26] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %27, %14 : vector<4xf32>
    %28 = spirv.IAdd %21, %cst64_i32 : i32
    %29 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %28] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %29, %15 : vector<4xf32>
    %30 = spirv.IAdd %21, %cst48_i32 : i32
    %31 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %30] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %31, %16 : vector<4xf32>
    %32 = spirv.IAdd %21, %cst32_i32 : i32
    %33 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %32] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %33, %17 : vector<4xf32>
    %34 = spirv.IAdd %21, %cst16_i32 : i32
    %35 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %34] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %35, %18 : vector<4xf32>
    %36 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %21] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %36, %19 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_matmul_32x64x16_f32, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__
  spirv.ExecutionMode @main_dispatch_0_matmul_32x64x16_f32 "LocalSize", 16, 4, 1
}
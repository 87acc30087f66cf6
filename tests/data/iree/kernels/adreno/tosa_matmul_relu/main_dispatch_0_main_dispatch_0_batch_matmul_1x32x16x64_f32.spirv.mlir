spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_batch_matmul_1x32x16x64_f32() "None" attributes {gpu.known_block_size = array<i32: 4, 16, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "adreno", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp32|fp16|int32|int16|int8, storage = b64|b32|b16, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [64], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst4_i32 = spirv.Constant 4 : i32
    %cst60_i32 = spirv.Constant 60 : i32
    %cst56_i32 = spirv.Constant 56 : i32
    %cst52_i32 = spirv.Constant 52 : i32
    %cst48_i32 = spirv.Constant 48 : i32
    %cst44_i32 = spirv.Constant 44 : i32
    %cst40_i32 = spirv.Constant 40 : i32
    %cst36_i32 = spirv.Constant 36 : i32
    %cst28_i32 = spirv.Constant 28 : i32
    %cst24_i32 = spirv.Constant 24 : i32
    %cst20_i32 = spirv.Constant 20 : i32
    %cst12_i32 = spirv.Constant 12 : i32
    %cst8_i32 = spirv.Constant 8 : i32
    %cst19_i32 = spirv.Constant 19 : i32
    %cst18_i32 = spirv.Constant 18 : i32
    %cst17_i32 = spirv.Constant 17 : i32
    %cst3_i32 = spirv.Constant 3 : i32
    %cst2_i32 = spirv.Constant 2 : i32
    %cst1_i32 = spirv.Constant 1 : i32
    %cst32_i32 = spirv.Constant 32 : i32
    %cst16_i32 = spirv.Constant 16 : i32
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
    %4 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    %5 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32, %cst_vec_4xf32_0, %cst_vec_4xf32_0 : i32, vector<4xf32>, vector<4xf32>)
    ^bb1(%31: i32, %32: vector<4xf32>, %33: vector<4xf32>):  // 2 preds: ^bb0, ^bb2
      %34 = spirv.SLessThan %31, %cst64_i32 : i32
      spirv.BranchConditional %34, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %35 = spirv.IMul %1, %cst32_i32 {no_signed_wrap} : i32
      %36 = spirv.UDiv %31, %cst4_i32 : i32
      %37 = spirv.IAdd %35, %36 : i32
      %38 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %37] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %39 = spirv.Load "StorageBuffer" %38 : vector<4xf32>
      %40 = spirv.IAdd %37, %cst1_i32 : i32
      %41 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %40] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %42 = spirv.Load "StorageBuffer" %41 : vector<4xf32>
      %43 = spirv.IAdd %37, %cst2_i32 : i32
      %44 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %43] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %45 = spirv.Load "StorageBuffer" %44 : vector<4xf32>
      %46 = spirv.IAdd %37, %cst3_i32 : i32
      %47 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %46] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %48 = spirv.Load "StorageBuffer" %47 : vector<4xf32>
      %49 = spirv.IAdd %37, %cst16_i32 : i32
      %50 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %49] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %51 = spirv.Load "StorageBuffer" %50 : vector<4xf32>
      %52 = spirv.IAdd %37, %cst17_i32 : i32
      %53 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %52] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %54 = spirv.Load "StorageBuffer" %53 : vector<4xf32>
      %55 = spirv.IAdd %37, %cst18_i32 : i32
      %56 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %55] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %57 = spirv.Load "StorageBuffer" %56 : vector<4xf32>
      %58 = spirv.IAdd %37, %cst19_i32 : i32
      %59 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %58] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %60 = spirv.Load "StorageBuffer" %59 : vector<4xf32>
      %61 = spirv.IMul %31, %cst4_i32 {no_signed_wrap} : i32
      %62 = spirv.IAdd %61, %3 : i32
      %63 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %62] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %64 = spirv.Load "StorageBuffer" %63 : vector<4xf32>
      %65 = spirv.IAdd %62, %cst4_i32 : i32
      %66 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %65] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %67 = spirv.Load "StorageBuffer" %66 : vector<4xf32>
      %68 = spirv.IAdd %62, %cst8_i32 : i32
      %69 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %68] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %70 = spirv.Load "StorageBuffer" %69 : vector<4xf32>
      %71 = spirv.IAdd %62, %cst12_i32 : i32
      %72 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %71] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %73 = spirv.Load "StorageBuffer" %72 : vector<4xf32>
      %74 = spirv.IAdd %62, %cst16_i32 : i32
      %75 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %74] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %76 = spirv.Load "StorageBuffer" %75 : vector<4xf32>
      %77 = spirv.IAdd %62, %cst20_i32 : i32
      %78 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %77] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %79 = spirv.Load "StorageBuffer" %78 : vector<4xf32>
      %80 = spirv.IAdd %62, %cst24_i32 : i32
      %81 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %80] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %82 = spirv.Load "StorageBuffer" %81 : vector<4xf32>
      %83 = spirv.IAdd %62, %cst28_i32 : i32
      %84 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %83] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %85 = spirv.Load "StorageBuffer" %84 : vector<4xf32>
      %86 = spirv.IAdd %62, %cst32_i32 : i32
      %87 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %86] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %88 = spirv.Load "StorageBuffer" %87 : vector<4xf32>
      %89 = spirv.IAdd %62, %cst36_i32 : i32
      %90 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %89] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %91 = spirv.Load "StorageBuffer" %90 : vector<4xf32>
      %92 = spirv.IAdd %62, %cst40_i32 : i32
      %93 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %92] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %94 = spirv.Load "StorageBuffer" %93 : vector<4xf32>
      %95 = spirv.IAdd %62, %cst44_i32 : i32
      %96 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %95] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %97 = spirv.Load "StorageBuffer" %96 : vector<4xf32>
      %98 = spirv.IAdd %62, %cst48_i32 : i32
      %99 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %98] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %100 = spirv.Load "StorageBuffer" %99 : vector<4xf32>
      %101 = spirv.IAdd %62, %cst52_i32 : i32
      %102 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %101] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %103 = spirv.Load "StorageBuffer" %102 : vector<4xf32>
      %104 = spirv.IAdd %62, %cst56_i32 : i32
      %105 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %104] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %106 = spirv.Load "StorageBuffer" %105 : vector<4xf32>
      %107 = spirv.IAdd %62, %cst60_i32 : i32
      %108 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %107] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %109 = spirv.Load "StorageBuffer" %108 : vector<4xf32>
      %110 = spirv.CompositeExtract %39[0 : i32] : vector<4xf32>
      %111 = spirv.CompositeConstruct %110, %110, %110, %110 : (f32, f32, f32, f32) -> vector<4xf32>
      %112 = spirv.GL.Fma %111, %64, %32 : vector<4xf32>
      %113 = spirv.CompositeExtract %39[1 : i32] : vector<4xf32>
      %114 = spirv.CompositeConstruct %113, %113, %113, %113 : (f32, f32, f32, f32) -> vector<4xf32>
      %115 = spirv.GL.Fma %114, %67, %112 : vector<4xf32>
      %116 = spirv.CompositeExtract %39[2 : i32] : vector<4xf32>
      %117 = spirv.CompositeConstruct %116, %116, %116, %116 : (f32, f32, f32, f32) -> vector<4xf32>
      %118 = spirv.GL.Fma %117, %70, %115 : vector<4xf32>
      %119 = spirv.CompositeExtract %39[3 : i32] : vector<4xf32>
      %120 = spirv.CompositeConstruct %119, %119, %119, %119 : (f32, f32, f32, f32) -> vector<4xf32>
      %121 = spirv.GL.Fma %120, %73, %118 : vector<4xf32>
      %122 = spirv.CompositeExtract %42[0 : i32] : vector<4xf32>
      %123 = spirv.CompositeConstruct %122, %122, %122, %122 : (f32, f32, f32, f32) -> vector<4xf32>
      %124 = spirv.GL.Fma %123, %76, %121 : vector<4xf32>
      %125 = spirv.CompositeExtract %42[1 : i32] : vector<4xf32>
      %126 = spirv.CompositeConstruct %125, %125, %125, %125 : (f32, f32, f32, f32) -> vector<4xf32>
      %127 = spirv.GL.Fma %126, %79, %124 : vector<4xf32>
      %128 = spirv.CompositeExtract %42[2 : i32] : vector<4xf32>
      %129 = spirv.CompositeConstruct %128, %128, %128, %128 : (f32, f32, f32, f32) -> vector<4xf32>
      %130 = spirv.GL.Fma %129, %82, %127 : vector<4xf32>
      %131 = spirv.CompositeExtract %42[3 : i32] : vector<4xf32>
      %132 = spirv.CompositeConstruct %131, %131, %131, %131 : (f32, f32, f32, f32) -> vector<4xf32>
      %133 = spirv.GL.Fma %132, %85, %130 : vector<4xf32>
      %134 = spirv.CompositeExtract %45[0 : i32] : vector<4xf32>
      %135 = spirv.CompositeConstruct %134, %134, %134, %134 : (f32, f32, f32, f32) -> vector<4xf32>
      %136 = spirv.GL.Fma %135, %88, %133 : vector<4xf32>
      %137 = spirv.CompositeExtract %45[1 : i32] : vector<4xf32>
      %138 = spirv.CompositeConstruct %137, %137, %137, %137 : (f32, f32, f32, f32) -> vector<4xf32>
      %139 = spirv.GL.Fma %138, %91, %136 : vector<4xf32>
      %140 = spirv.CompositeExtract %45[2 : i32] : vector<4xf32>
      %141 = spirv.CompositeConstruct %140, %140, %140, %140 : (f32, f32, f32, f32) -> vector<4xf32>
      %142 = spirv.GL.Fma %141, %94, %139 : vector<4xf32>
      %143 = spirv.CompositeExtract %45[3 : i32] : vector<4xf32>
      %144 = spirv.CompositeConstruct %143, %143, %143, %143 : (f32, f32, f32, f32) -> vector<4xf32>
      %145 = spirv.GL.Fma %144, %97, %142 : vector<4xf32>
      %146 = spirv.CompositeExtract %48[0 : i32] : vector<4xf32>
      %147 = spirv.CompositeConstruct %146, %146, %146, %146 : (f32, f32, f32, f32) -> vector<4xf32>
      %148 = spirv.GL.Fma %147, %100, %145 : vector<4xf32>
      %149 = spirv.CompositeExtract %48[1 : i32] : vector<4xf32>
      %150 = spirv.CompositeConstruct %149, %149, %149, %149 : (f32, f32, f32, f32) -> vector<4xf32>
      %151 = spirv.GL.Fma %150, %103, %148 : vector<4xf32>
      %152 = spirv.CompositeExtract %48[2 : i32] : vector<4xf32>
      %153 = spirv.CompositeConstruct %152, %152, %152, %152 : (f32, f32, f32, f32) -> vector<4xf32>
      %154 = spirv.GL.Fma %153, %106, %151 : vector<4xf32>
      %155 = spirv.CompositeExtract %48[3 : i32] : vector<4xf32>
      %156 = spirv.CompositeConstruct %155, %155, %155, %155 : (f32, f32, f32, f32) -> vector<4xf32>
      %157 = spirv.GL.Fma %156, %109, %154 : vector<4xf32>
      %158 = spirv.CompositeExtract %51[0 : i32] : vector<4xf32>
      %159 = spirv.CompositeConstruct %158, %158, %158, %158 : (f32, f32, f32, f32) -> vector<4xf32>
      %160 = spirv.GL.Fma %159, %64, %33 : vector<4xf32>
      %161 = spirv.CompositeExtract %51[1 : i32] : vector<4xf32>
      %162 = spirv.CompositeConstruct %161, %161, %161, %161 : (f32, f32, f32, f32) -> vector<4xf32>
      %163 = spirv.GL.Fma %162, %67, %160 : vector<4xf32>
      %164 = spirv.CompositeExtract %51[2 : i32] : vector<4xf32>
      %165 = spirv.CompositeConstruct %164, %164, %164, %164 : (f32, f32, f32, f32) -> vector<4xf32>
      %166 = spirv.GL.Fma %165, %70, %163 : vector<4xf32>
      %167 = spirv.CompositeExtract %51[3 : i32] : vector<4xf32>
      %168 = spirv.CompositeConstruct %167, %167, %167, %167 : (f32, f32, f32, f32) -> vector<4xf32>
      %169 = spirv.GL.Fma %168, %73, %166 : vector<4xf32>
      %170 = spirv.CompositeExtract %54[0 : i32] : vector<4xf32>
      %171 = spirv.CompositeConstruct %170, %170, %170, %170 : (f32, f32, f32, f32) -> vector<4xf32>
      %172 = spirv.GL.Fma %171, %76, %169 : vector<4xf32>
      %173 = spirv.CompositeExtract %54[1 : i32] : vector<4xf32>
      %174 = spirv.CompositeConstruct %173, %173, %173, %173 : (f32, f32, f32, f32) -> vector<4xf32>
      %175 = spirv.GL.Fma %174, %79, %172 : vector<4xf32>
      %176 = spirv.CompositeExtract %54[2 : i32] : vector<4xf32>
      %177 = spirv.CompositeConstruct %176, %176, %176, %176 : (f32, f32, f32, f32) -> vector<4xf32>
      %178 = spirv.GL.Fma %177, %82, %175 : vector<4xf32>
      %179 = spirv.CompositeExtract %54[3 : i32] : vector<4xf32>
      %180 = spirv.CompositeConstruct %179, %179, %179, %179 : (f32, f32, f32, f32) -> vector<4xf32>
      %181 = spirv.GL.Fma %180, %85, %178 : vector<4xf32>
      %182 = spirv.CompositeExtract %57[0 : i32] : vector<4xf32>
      %183 = spirv.CompositeConstruct %182, %182, %182, %182 : (f32, f32, f32, f32) -> vector<4xf32>
      %184 = spirv.GL.Fma %183, %88, %181 : vector<4xf32>
      %185 = spirv.CompositeExtract %57[1 : i32] : vector<4xf32>
      %186 = spirv.CompositeConstruct %185, %185, %185, %185 : (f32, f32, f32, f32) -> vector<4xf32>
      %187 = spirv.GL.Fma %186, %91, %184 : vector<4xf32>
      %188 = spirv.CompositeExtract %57[2 : i32] : vector<4xf32>
      %189 = spirv.CompositeConstruct %188, %188, %188, %188 : (f32, f32, f32, f32) -> vector<4xf32>
      %190 = spirv.GL.Fma %189, %94, %187 : vector<4xf32>
      %191 = spirv.CompositeExtract %57[3 : i32] : vector<4xf32>
      %192 = spirv.CompositeConstruct %191, %191, %191, %191 : (f32, f32, f32, f32) -> vector<4xf32>
      %193 = spirv.GL.Fma %192, %97, %190 : vector<4xf32>
      %194 = spirv.CompositeExtract %60[0 : i32] : vector<4xf32>
      %195 = spirv.CompositeConstruct %194, %194, %194, %194 : (f32, f32, f32, f32) -> vector<4xf32>
      %196 = spirv.GL.Fma %195, %100, %193 : vector<4xf32>
      %197 = spirv.CompositeExtract %60[1 : i32] : vector<4xf32>
      %198 = spirv.CompositeConstruct %197, %197, %197, %197 : (f32, f32, f32, f32) -> vector<4xf32>
      %199 = spirv.GL.Fma %198, %103, %196 : vector<4xf32>
      %200 = spirv.CompositeExtract %60[2 : i32] : vector<4xf32>
      %201 = spirv.CompositeConstruct %200, %200, %200, %200 : (f32, f32, f32, f32) -> vector<4xf32>
      %202 = spirv.GL.Fma %201, %106, %199 : vector<4xf32>
      %203 = spirv.CompositeExtract %60[3 : i32] : vector<4xf32>
      %204 = spirv.CompositeConstruct %203, %203, %203, %203 : (f32, f32, f32, f32) -> vector<4xf32>
      %205 = spirv.GL.Fma %204, %109, %202 : vector<4xf32>
      spirv.Store "Function" %4, %157 : vector<4xf32>
      spirv.Store "Function" %5, %205 : vector<4xf32>
      %206 = spirv.IAdd %31, %cst16_i32 : i32
      spirv.Branch ^bb1(%206, %157, %205 : i32, vector<4xf32>, vector<4xf32>)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %6 = spirv.Load "Function" %5 : vector<4xf32>
    %7 = spirv.Load "Function" %4 : vector<4xf32>
    %8 = spirv.GL.FMin %7, %cst_vec_4xf32 : vector<4xf32>
    %9 = spirv.IsNan %7 : vector<4xf32>
    %10 = spirv.IsNan %cst_vec_4xf32 : vector<4xf32>
    %11 = spirv.Select %9, %7, %8 : vector<4xi1>, vector<4xf32>
    %12 = spirv.Select %10, %cst_vec_4xf32, %11 : vector<4xi1>, vector<4xf32>
    %13 = spirv.GL.FMin %6, %cst_vec_4xf32 : vector<4xf32>
    %14 = spirv.IsNan %6 : vector<4xf32>
    %15 = spirv.Select %14, %6, %13 : vector<4xi1>, vector<4xf32>
    %16 = spirv.Select %10, %cst_vec_4xf32, %15 : vector<4xi1>, vector<4xf32>
    %17 = spirv.GL.FMax %12, %cst_vec_4xf32_0 : vector<4xf32>
    %18 = spirv.IsNan %12 : vector<4xf32>
    %19 = spirv.IsNan %cst_vec_4xf32_0 : vector<4xf32>
    %20 = spirv.Select %18, %12, %17 : vector<4xi1>, vector<4xf32>
    %21 = spirv.Select %19, %cst_vec_4xf32_0, %20 : vector<4xi1>, vector<4xf32>
    %22 = spirv.GL.FMax %16, %cst_vec_4xf32_0 : vector<4xf32>
    %23 = spirv.IsNan %16 : vector<4xf32>
    %24 = spirv.Select %23, %16, %22 : vector<4xi1>, vector<4xf32>
    %25 = spirv.Select %19, %cst_vec_4xf32_0, %24 : vector<4xi1>, vector<4xf32>
    %26 = spirv.IMul %1, %cst8_i32 {no_signed_wrap} : i32
    %27 = spirv.IAdd %26, %3 : i32
    %28 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %27] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %28, %21 : vector<4xf32>
    %29 = spirv.IAdd %27, %cst4_i32 : i32
    %30 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %29] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %30, %25 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_batch_matmul_1x32x16x64_f32, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__
  spirv.ExecutionMode @main_dispatch_0_batch_matmul_1x32x16x64_f32 "LocalSize", 4, 16, 1
}
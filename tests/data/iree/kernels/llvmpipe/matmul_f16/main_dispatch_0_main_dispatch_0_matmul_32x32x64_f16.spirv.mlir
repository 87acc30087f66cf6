spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Float16, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_matmul_32x32x64_f16() "None" attributes {gpu.known_block_size = array<i32: 4, 16, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "llvmpipe", features = "spirv:v1.6,cap:Shader,cap:PhysicalStorageBufferAddresses,cap:PhysicalStorageBuffer64,cap:Int64,cap:Float64", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [8], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst4_i32 = spirv.Constant 4 : i32
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
      %27 = spirv.IAdd %24, %cst8_i32 : i32
      %28 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %27] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %29 = spirv.Load "StorageBuffer" %28 : vector<4xf32>
      %30 = spirv.IMul %18, %cst4_i32 {no_signed_wrap} : i32
      %31 = spirv.IAdd %30, %3 : i32
      %32 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %31] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %33 = spirv.Load "StorageBuffer" %32 : vector<4xf32>
      %34 = spirv.IAdd %31, %cst4_i32 : i32
      %35 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %34] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %36 = spirv.Load "StorageBuffer" %35 : vector<4xf32>
      %37 = spirv.IAdd %31, %cst8_i32 : i32
      %38 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %37] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %39 = spirv.Load "StorageBuffer" %38 : vector<4xf32>
      %40 = spirv.IAdd %31, %cst12_i32 : i32
      %41 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %40] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %42 = spirv.Load "StorageBuffer" %41 : vector<4xf32>
      %43 = spirv.IAdd %31, %cst16_i32 : i32
      %44 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %43] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %45 = spirv.Load "StorageBuffer" %44 : vector<4xf32>
      %46 = spirv.IAdd %31, %cst20_i32 : i32
      %47 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %46] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %48 = spirv.Load "StorageBuffer" %47 : vector<4xf32>
      %49 = spirv.IAdd %31, %cst24_i32 : i32
      %50 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %49] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %51 = spirv.Load "StorageBuffer" %50 : vector<4xf32>
      %52 = spirv.IAdd %31, %cst28_i32 : i32
      %53 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %52] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %54 = spirv.Load "StorageBuffer" %53 : vector<4xf32>
      %55 = spirv.VectorShuffle [0 : i32, 1 : i32] %33, %33 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %56 = spirv.Bitcast %55 : vector<2xf32> to vector<4xf16>
      %57 = spirv.VectorShuffle [0 : i32, 1 : i32] %19, %19 : vector<4xi32>, vector<4xi32> -> vector<2xi32>
      %58 = spirv.Bitcast %57 : vector<2xi32> to vector<4xf16>
      %59 = spirv.CompositeExtract %26[0 : i32] : vector<4xf32>
      %60 = spirv.Bitcast %59 : f32 to vector<2xf16>
      %61 = spirv.CompositeExtract %60[0 : i32] : vector<2xf16>
      %62 = spirv.CompositeConstruct %61, %61, %61, %61 : (f16, f16, f16, f16) -> vector<4xf16>
      %63 = spirv.GL.Fma %62, %56, %58 : vector<4xf16>
      %64 = spirv.VectorShuffle [0 : i32, 1 : i32] %36, %36 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %65 = spirv.Bitcast %64 : vector<2xf32> to vector<4xf16>
      %66 = spirv.CompositeExtract %60[1 : i32] : vector<2xf16>
      %67 = spirv.CompositeConstruct %66, %66, %66, %66 : (f16, f16, f16, f16) -> vector<4xf16>
      %68 = spirv.GL.Fma %67, %65, %63 : vector<4xf16>
      %69 = spirv.VectorShuffle [0 : i32, 1 : i32] %39, %39 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %70 = spirv.Bitcast %69 : vector<2xf32> to vector<4xf16>
      %71 = spirv.CompositeExtract %26[1 : i32] : vector<4xf32>
      %72 = spirv.Bitcast %71 : f32 to vector<2xf16>
      %73 = spirv.CompositeExtract %72[0 : i32] : vector<2xf16>
      %74 = spirv.CompositeConstruct %73, %73, %73, %73 : (f16, f16, f16, f16) -> vector<4xf16>
      %75 = spirv.GL.Fma %74, %70, %68 : vector<4xf16>
      %76 = spirv.VectorShuffle [0 : i32, 1 : i32] %42, %42 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %77 = spirv.Bitcast %76 : vector<2xf32> to vector<4xf16>
      %78 = spirv.CompositeExtract %72[1 : i32] : vector<2xf16>
      %79 = spirv.CompositeConstruct %78, %78, %78, %78 : (f16, f16, f16, f16) -> vector<4xf16>
      %80 = spirv.GL.Fma %79, %77, %75 : vector<4xf16>
      %81 = spirv.VectorShuffle [0 : i32, 1 : i32] %45, %45 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %82 = spirv.Bitcast %81 : vector<2xf32> to vector<4xf16>
      %83 = spirv.CompositeExtract %26[2 : i32] : vector<4xf32>
      %84 = spirv.Bitcast %83 : f32 to vector<2xf16>
      %85 = spirv.CompositeExtract %84[0 : i32] : vector<2xf16>
      %86 = spirv.CompositeConstruct %85, %85, %85, %85 : (f16, f16, f16, f16) -> vector<4xf16>
      %87 = spirv.GL.Fma %86, %82, %80 : vector<4xf16>
      %88 = spirv.VectorShuffle [0 : i32, 1 : i32] %48, %48 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %89 = spirv.Bitcast %88 : vector<2xf32> to vector<4xf16>
      %90 = spirv.CompositeExtract %84[1 : i32] : vector<2xf16>
      %91 = spirv.CompositeConstruct %90, %90, %90, %90 : (f16, f16, f16, f16) -> vector<4xf16>
      %92 = spirv.GL.Fma %91, %89, %87 : vector<4xf16>
      %93 = spirv.VectorShuffle [0 : i32, 1 : i32] %51, %51 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %94 = spirv.Bitcast %93 : vector<2xf32> to vector<4xf16>
      %95 = spirv.CompositeExtract %26[3 : i32] : vector<4xf32>
      %96 = spirv.Bitcast %95 : f32 to vector<2xf16>
      %97 = spirv.CompositeExtract %96[0 : i32] : vector<2xf16>
      %98 = spirv.CompositeConstruct %97, %97, %97, %97 : (f16, f16, f16, f16) -> vector<4xf16>
      %99 = spirv.GL.Fma %98, %94, %92 : vector<4xf16>
      %100 = spirv.VectorShuffle [0 : i32, 1 : i32] %54, %54 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %101 = spirv.Bitcast %100 : vector<2xf32> to vector<4xf16>
      %102 = spirv.CompositeExtract %96[1 : i32] : vector<2xf16>
      %103 = spirv.CompositeConstruct %102, %102, %102, %102 : (f16, f16, f16, f16) -> vector<4xf16>
      %104 = spirv.GL.Fma %103, %101, %99 : vector<4xf16>
      %105 = spirv.VectorShuffle [2 : i32, 3 : i32] %33, %33 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %106 = spirv.Bitcast %105 : vector<2xf32> to vector<4xf16>
      %107 = spirv.VectorShuffle [2 : i32, 3 : i32] %19, %19 : vector<4xi32>, vector<4xi32> -> vector<2xi32>
      %108 = spirv.Bitcast %107 : vector<2xi32> to vector<4xf16>
      %109 = spirv.GL.Fma %62, %106, %108 : vector<4xf16>
      %110 = spirv.VectorShuffle [2 : i32, 3 : i32] %36, %36 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %111 = spirv.Bitcast %110 : vector<2xf32> to vector<4xf16>
      %112 = spirv.GL.Fma %67, %111, %109 : vector<4xf16>
      %113 = spirv.VectorShuffle [2 : i32, 3 : i32] %39, %39 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %114 = spirv.Bitcast %113 : vector<2xf32> to vector<4xf16>
      %115 = spirv.GL.Fma %74, %114, %112 : vector<4xf16>
      %116 = spirv.VectorShuffle [2 : i32, 3 : i32] %42, %42 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %117 = spirv.Bitcast %116 : vector<2xf32> to vector<4xf16>
      %118 = spirv.GL.Fma %79, %117, %115 : vector<4xf16>
      %119 = spirv.VectorShuffle [2 : i32, 3 : i32] %45, %45 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %120 = spirv.Bitcast %119 : vector<2xf32> to vector<4xf16>
      %121 = spirv.GL.Fma %86, %120, %118 : vector<4xf16>
      %122 = spirv.VectorShuffle [2 : i32, 3 : i32] %48, %48 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %123 = spirv.Bitcast %122 : vector<2xf32> to vector<4xf16>
      %124 = spirv.GL.Fma %91, %123, %121 : vector<4xf16>
      %125 = spirv.VectorShuffle [2 : i32, 3 : i32] %51, %51 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %126 = spirv.Bitcast %125 : vector<2xf32> to vector<4xf16>
      %127 = spirv.GL.Fma %98, %126, %124 : vector<4xf16>
      %128 = spirv.VectorShuffle [2 : i32, 3 : i32] %54, %54 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
      %129 = spirv.Bitcast %128 : vector<2xf32> to vector<4xf16>
      %130 = spirv.GL.Fma %103, %129, %127 : vector<4xf16>
      %131 = spirv.VectorShuffle [0 : i32, 1 : i32] %20, %20 : vector<4xi32>, vector<4xi32> -> vector<2xi32>
      %132 = spirv.Bitcast %131 : vector<2xi32> to vector<4xf16>
      %133 = spirv.CompositeExtract %29[0 : i32] : vector<4xf32>
      %134 = spirv.Bitcast %133 : f32 to vector<2xf16>
      %135 = spirv.CompositeExtract %134[0 : i32] : vector<2xf16>
      %136 = spirv.CompositeConstruct %135, %135, %135, %135 : (f16, f16, f16, f16) -> vector<4xf16>
      %137 = spirv.GL.Fma %136, %56, %132 : vector<4xf16>
      %138 = spirv.CompositeExtract %134[1 : i32] : vector<2xf16>
      %139 = spirv.CompositeConstruct %138, %138, %138, %138 : (f16, f16, f16, f16) -> vector<4xf16>
      %140 = spirv.GL.Fma %139, %65, %137 : vector<4xf16>
      %141 = spirv.CompositeExtract %29[1 : i32] : vector<4xf32>
      %142 = spirv.Bitcast %141 : f32 to vector<2xf16>
      %143 = spirv.CompositeExtract %142[0 : i32] : vector<2xf16>
      %144 = spirv.CompositeConstruct %143, %143, %143, %143 : (f16, f16, f16, f16) -> vector<4xf16>
      %145 = spirv.GL.Fma %144, %70, %140 : vector<4xf16>
      %146 = spirv.CompositeExtract %142[1 : i32] : vector<2xf16>
      %147 = spirv.CompositeConstruct %146, %146, %146, %146 : (f16, f16, f16, f16) -> vector<4xf16>
      %148 = spirv.GL.Fma %147, %77, %145 : vector<4xf16>
      %149 = spirv.CompositeExtract %29[2 : i32] : vector<4xf32>
      %150 = spirv.Bitcast %149 : f32 to vector<2xf16>
      %151 = spirv.CompositeExtract %150[0 : i32] : vector<2xf16>
      %152 = spirv.CompositeConstruct %151, %151, %151, %151 : (f16, f16, f16, f16) -> vector<4xf16>
      %153 = spirv.GL.Fma %152, %82, %148 : vector<4xf16>
      %154 = spirv.CompositeExtract %150[1 : i32] : vector<2xf16>
      %155 = spirv.CompositeConstruct %154, %154, %154, %154 : (f16, f16, f16, f16) -> vector<4xf16>
      %156 = spirv.GL.Fma %155, %89, %153 : vector<4xf16>
      %157 = spirv.CompositeExtract %29[3 : i32] : vector<4xf32>
      %158 = spirv.Bitcast %157 : f32 to vector<2xf16>
      %159 = spirv.CompositeExtract %158[0 : i32] : vector<2xf16>
      %160 = spirv.CompositeConstruct %159, %159, %159, %159 : (f16, f16, f16, f16) -> vector<4xf16>
      %161 = spirv.GL.Fma %160, %94, %156 : vector<4xf16>
      %162 = spirv.CompositeExtract %158[1 : i32] : vector<2xf16>
      %163 = spirv.CompositeConstruct %162, %162, %162, %162 : (f16, f16, f16, f16) -> vector<4xf16>
      %164 = spirv.GL.Fma %163, %101, %161 : vector<4xf16>
      %165 = spirv.VectorShuffle [2 : i32, 3 : i32] %20, %20 : vector<4xi32>, vector<4xi32> -> vector<2xi32>
      %166 = spirv.Bitcast %165 : vector<2xi32> to vector<4xf16>
      %167 = spirv.GL.Fma %136, %106, %166 : vector<4xf16>
      %168 = spirv.GL.Fma %139, %111, %167 : vector<4xf16>
      %169 = spirv.GL.Fma %144, %114, %168 : vector<4xf16>
      %170 = spirv.GL.Fma %147, %117, %169 : vector<4xf16>
      %171 = spirv.GL.Fma %152, %120, %170 : vector<4xf16>
      %172 = spirv.GL.Fma %155, %123, %171 : vector<4xf16>
      %173 = spirv.GL.Fma %160, %126, %172 : vector<4xf16>
      %174 = spirv.GL.Fma %163, %129, %173 : vector<4xf16>
      %175 = spirv.Bitcast %130 : vector<4xf16> to vector<2xi32>
      %176 = spirv.Bitcast %104 : vector<4xf16> to vector<2xi32>
      %177 = spirv.VectorShuffle [4 : i32, 5 : i32, 2 : i32, 3 : i32] %6, %176 : vector<4xi32>, vector<2xi32> -> vector<4xi32>
      %178 = spirv.VectorShuffle [0 : i32, 1 : i32, 4 : i32, 5 : i32] %177, %175 : vector<4xi32>, vector<2xi32> -> vector<4xi32>
      %179 = spirv.Bitcast %174 : vector<4xf16> to vector<2xi32>
      %180 = spirv.Bitcast %164 : vector<4xf16> to vector<2xi32>
      %181 = spirv.VectorShuffle [4 : i32, 5 : i32, 2 : i32, 3 : i32] %6, %180 : vector<4xi32>, vector<2xi32> -> vector<4xi32>
      %182 = spirv.VectorShuffle [0 : i32, 1 : i32, 4 : i32, 5 : i32] %181, %179 : vector<4xi32>, vector<2xi32> -> vector<4xi32>
      spirv.Store "Function" %7, %178 : vector<4xi32>
      spirv.Store "Function" %8, %182 : vector<4xi32>
      %183 = spirv.IAdd %18, %cst8_i32 : i32
      spirv.Branch ^bb1(%183, %178, %182 : i32, vector<4xi32>, vector<4xi32>)
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
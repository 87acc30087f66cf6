spirv.module Logical GLSL450 requires #spirv.vce<v1.6, [Shader, StorageBuffer8BitAccess, Int8, DotProduct, DotProductInput4x8Bit, Matrix], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_8bit_storage, SPV_KHR_integer_dot_product]> {
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_matmul_32x16x64_i8xi8xi32() "None" attributes {gpu.known_block_size = array<i32: 4, 4, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "valhall1", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp32|fp16|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [16], max_workgroup_sizes = [512, 512, 512], max_thread_count_per_workgroup = 512, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
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
    %cst8_i32 = spirv.Constant 8 : i32
    %cst4_i32 = spirv.Constant 4 : i32
    %cst16_i32 = spirv.Constant 16 : i32
    %cst64_i32 = spirv.Constant 64 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %cst_vec_4xi32 = spirv.Constant dense<0> : vector<4xi32>
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>
    %__resource_var_0_2__addr = spirv.mlir.addressof @__resource_var_0_2_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[1 : i32] : vector<3xi32>
    %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi32>
    %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
    %4 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
    %5 = spirv.CompositeExtract %4[0 : i32] : vector<3xi32>
    %6 = spirv.Variable : !spirv.ptr<vector<4xi32>, Function>
    %7 = spirv.Variable : !spirv.ptr<vector<4xi32>, Function>
    %8 = spirv.Variable : !spirv.ptr<vector<4xi32>, Function>
    %9 = spirv.Variable : !spirv.ptr<vector<4xi32>, Function>
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32, %cst_vec_4xi32, %cst_vec_4xi32, %cst_vec_4xi32, %cst_vec_4xi32 : i32, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>)
    ^bb1(%25: i32, %26: vector<4xi32>, %27: vector<4xi32>, %28: vector<4xi32>, %29: vector<4xi32>):  // 2 preds: ^bb0, ^bb2
      %30 = spirv.SLessThan %25, %cst64_i32 : i32
      spirv.BranchConditional %30, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %31 = spirv.IMul %1, %cst16_i32 {no_signed_wrap} : i32
      %32 = spirv.IMul %5, %cst64_i32 {no_signed_wrap} : i32
      %33 = spirv.IAdd %31, %32 : i32
      %34 = spirv.UDiv %25, %cst16_i32 : i32
      %35 = spirv.IAdd %33, %34 : i32
      %36 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %35] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi32>, StorageBuffer>
      %37 = spirv.Load "StorageBuffer" %36 : vector<4xi32>
      %38 = spirv.IAdd %35, %cst4_i32 : i32
      %39 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %38] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi32>, StorageBuffer>
      %40 = spirv.Load "StorageBuffer" %39 : vector<4xi32>
      %41 = spirv.IAdd %35, %cst8_i32 : i32
      %42 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %41] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi32>, StorageBuffer>
      %43 = spirv.Load "StorageBuffer" %42 : vector<4xi32>
      %44 = spirv.IAdd %35, %cst12_i32 : i32
      %45 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %44] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi32>, StorageBuffer>
      %46 = spirv.Load "StorageBuffer" %45 : vector<4xi32>
      %47 = spirv.IMul %25, %cst4_i32 {no_signed_wrap} : i32
      %48 = spirv.IAdd %47, %3 : i32
      %49 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %48] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %50 = spirv.Load "StorageBuffer" %49 : vector<4xi8>
      %51 = spirv.IAdd %48, %cst4_i32 : i32
      %52 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %51] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %53 = spirv.Load "StorageBuffer" %52 : vector<4xi8>
      %54 = spirv.IAdd %48, %cst8_i32 : i32
      %55 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %54] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %56 = spirv.Load "StorageBuffer" %55 : vector<4xi8>
      %57 = spirv.IAdd %48, %cst12_i32 : i32
      %58 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %57] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %59 = spirv.Load "StorageBuffer" %58 : vector<4xi8>
      %60 = spirv.IAdd %48, %cst16_i32 : i32
      %61 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %60] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %62 = spirv.Load "StorageBuffer" %61 : vector<4xi8>
      %63 = spirv.IAdd %48, %cst20_i32 : i32
      %64 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %63] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %65 = spirv.Load "StorageBuffer" %64 : vector<4xi8>
      %66 = spirv.IAdd %48, %cst24_i32 : i32
      %67 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %66] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %68 = spirv.Load "StorageBuffer" %67 : vector<4xi8>
      %69 = spirv.IAdd %48, %cst28_i32 : i32
      %70 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %69] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %71 = spirv.Load "StorageBuffer" %70 : vector<4xi8>
      %72 = spirv.IAdd %48, %cst32_i32 : i32
      %73 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %72] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %74 = spirv.Load "StorageBuffer" %73 : vector<4xi8>
      %75 = spirv.IAdd %48, %cst36_i32 : i32
      %76 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %75] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %77 = spirv.Load "StorageBuffer" %76 : vector<4xi8>
      %78 = spirv.IAdd %48, %cst40_i32 : i32
      %79 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %78] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %80 = spirv.Load "StorageBuffer" %79 : vector<4xi8>
      %81 = spirv.IAdd %48, %cst44_i32 : i32
      %82 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %81] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %83 = spirv.Load "StorageBuffer" %82 : vector<4xi8>
      %84 = spirv.IAdd %48, %cst48_i32 : i32
      %85 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %84] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %86 = spirv.Load "StorageBuffer" %85 : vector<4xi8>
      %87 = spirv.IAdd %48, %cst52_i32 : i32
      %88 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %87] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %89 = spirv.Load "StorageBuffer" %88 : vector<4xi8>
      %90 = spirv.IAdd %48, %cst56_i32 : i32
      %91 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %90] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %92 = spirv.Load "StorageBuffer" %91 : vector<4xi8>
      %93 = spirv.IAdd %48, %cst60_i32 : i32
      %94 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %93] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %95 = spirv.Load "StorageBuffer" %94 : vector<4xi8>
      %96 = spirv.CompositeExtract %37[0 : i32] : vector<4xi32>
      %97 = spirv.Bitcast %96 : i32 to vector<4xi8>
      %98 = spirv.CompositeExtract %37[1 : i32] : vector<4xi32>
      %99 = spirv.Bitcast %98 : i32 to vector<4xi8>
      %100 = spirv.CompositeExtract %37[2 : i32] : vector<4xi32>
      %101 = spirv.Bitcast %100 : i32 to vector<4xi8>
      %102 = spirv.CompositeExtract %37[3 : i32] : vector<4xi32>
      %103 = spirv.Bitcast %102 : i32 to vector<4xi8>
      %104 = spirv.CompositeExtract %40[0 : i32] : vector<4xi32>
      %105 = spirv.Bitcast %104 : i32 to vector<4xi8>
      %106 = spirv.CompositeExtract %40[1 : i32] : vector<4xi32>
      %107 = spirv.Bitcast %106 : i32 to vector<4xi8>
      %108 = spirv.CompositeExtract %40[2 : i32] : vector<4xi32>
      %109 = spirv.Bitcast %108 : i32 to vector<4xi8>
      %110 = spirv.CompositeExtract %40[3 : i32] : vector<4xi32>
      %111 = spirv.Bitcast %110 : i32 to vector<4xi8>
      %112 = spirv.CompositeExtract %43[0 : i32] : vector<4xi32>
      %113 = spirv.Bitcast %112 : i32 to vector<4xi8>
      %114 = spirv.CompositeExtract %43[1 : i32] : vector<4xi32>
      %115 = spirv.Bitcast %114 : i32 to vector<4xi8>
      %116 = spirv.CompositeExtract %43[2 : i32] : vector<4xi32>
      %117 = spirv.Bitcast %116 : i32 to vector<4xi8>
      %118 = spirv.CompositeExtract %43[3 : i32] : vector<4xi32>
      %119 = spirv.Bitcast %118 : i32 to vector<4xi8>
      %120 = spirv.CompositeExtract %46[0 : i32] : vector<4xi32>
      %121 = spirv.Bitcast %120 : i32 to vector<4xi8>
      %122 = spirv.CompositeExtract %46[1 : i32] : vector<4xi32>
      %123 = spirv.Bitcast %122 : i32 to vector<4xi8>
      %124 = spirv.CompositeExtract %46[2 : i32] : vector<4xi32>
      %125 = spirv.Bitcast %124 : i32 to vector<4xi8>
      %126 = spirv.CompositeExtract %46[3 : i32] : vector<4xi32>
      %127 = spirv.Bitcast %126 : i32 to vector<4xi8>
      %128 = spirv.CompositeExtract %50[0 : i32] : vector<4xi8>
      %129 = spirv.CompositeExtract %53[0 : i32] : vector<4xi8>
      %130 = spirv.CompositeExtract %56[0 : i32] : vector<4xi8>
      %131 = spirv.CompositeExtract %59[0 : i32] : vector<4xi8>
      %132 = spirv.CompositeConstruct %128, %129, %130, %131 : (i8, i8, i8, i8) -> vector<4xi8>
      %133 = spirv.CompositeExtract %62[0 : i32] : vector<4xi8>
      %134 = spirv.CompositeExtract %65[0 : i32] : vector<4xi8>
      %135 = spirv.CompositeExtract %68[0 : i32] : vector<4xi8>
      %136 = spirv.CompositeExtract %71[0 : i32] : vector<4xi8>
      %137 = spirv.CompositeConstruct %133, %134, %135, %136 : (i8, i8, i8, i8) -> vector<4xi8>
      %138 = spirv.CompositeExtract %74[0 : i32] : vector<4xi8>
      %139 = spirv.CompositeExtract %77[0 : i32] : vector<4xi8>
      %140 = spirv.CompositeExtract %80[0 : i32] : vector<4xi8>
      %141 = spirv.CompositeExtract %83[0 : i32] : vector<4xi8>
      %142 = spirv.CompositeConstruct %138, %139, %140, %141 : (i8, i8, i8, i8) -> vector<4xi8>
      %143 = spirv.CompositeExtract %86[0 : i32] : vector<4xi8>
      %144 = spirv.CompositeExtract %89[0 : i32] : vector<4xi8>
      %145 = spirv.CompositeExtract %92[0 : i32] : vector<4xi8>
      %146 = spirv.CompositeExtract %95[0 : i32] : vector<4xi8>
      %147 = spirv.CompositeConstruct %143, %144, %145, %146 : (i8, i8, i8, i8) -> vector<4xi8>
      %148 = spirv.CompositeExtract %50[1 : i32] : vector<4xi8>
      %149 = spirv.CompositeExtract %53[1 : i32] : vector<4xi8>
      %150 = spirv.CompositeExtract %56[1 : i32] : vector<4xi8>
      %151 = spirv.CompositeExtract %59[1 : i32] : vector<4xi8>
      %152 = spirv.CompositeConstruct %148, %149, %150, %151 : (i8, i8, i8, i8) -> vector<4xi8>
      %153 = spirv.CompositeExtract %62[1 : i32] : vector<4xi8>
      %154 = spirv.CompositeExtract %65[1 : i32] : vector<4xi8>
      %155 = spirv.CompositeExtract %68[1 : i32] : vector<4xi8>
      %156 = spirv.CompositeExtract %71[1 : i32] : vector<4xi8>
      %157 = spirv.CompositeConstruct %153, %154, %155, %156 : (i8, i8, i8, i8) -> vector<4xi8>
      %158 = spirv.CompositeExtract %74[1 : i32] : vector<4xi8>
      %159 = spirv.CompositeExtract %77[1 : i32] : vector<4xi8>
      %160 = spirv.CompositeExtract %80[1 : i32] : vector<4xi8>
      %161 = spirv.CompositeExtract %83[1 : i32] : vector<4xi8>
      %162 = spirv.CompositeConstruct %158, %159, %160, %161 : (i8, i8, i8, i8) -> vector<4xi8>
      %163 = spirv.CompositeExtract %86[1 : i32] : vector<4xi8>
      %164 = spirv.CompositeExtract %89[1 : i32] : vector<4xi8>
      %165 = spirv.CompositeExtract %92[1 : i32] : vector<4xi8>
      %166 = spirv.CompositeExtract %95[1 : i32] : vector<4xi8>
      %167 = spirv.CompositeConstruct %163, %164, %165, %166 : (i8, i8, i8, i8) -> vector<4xi8>
      %168 = spirv.CompositeExtract %50[2 : i32] : vector<4xi8>
      %169 = spirv.CompositeExtract %53[2 : i32] : vector<4xi8>
      %170 = spirv.CompositeExtract %56[2 : i32] : vector<4xi8>
      %171 = spirv.CompositeExtract %59[2 : i32] : vector<4xi8>
      %172 = spirv.CompositeConstruct %168, %169, %170, %171 : (i8, i8, i8, i8) -> vector<4xi8>
      %173 = spirv.CompositeExtract %62[2 : i32] : vector<4xi8>
      %174 = spirv.CompositeExtract %65[2 : i32] : vector<4xi8>
      %175 = spirv.CompositeExtract %68[2 : i32] : vector<4xi8>
      %176 = spirv.CompositeExtract %71[2 : i32] : vector<4xi8>
      %177 = spirv.CompositeConstruct %173, %174, %175, %176 : (i8, i8, i8, i8) -> vector<4xi8>
      %178 = spirv.CompositeExtract %74[2 : i32] : vector<4xi8>
      %179 = spirv.CompositeExtract %77[2 : i32] : vector<4xi8>
      %180 = spirv.CompositeExtract %80[2 : i32] : vector<4xi8>
      %181 = spirv.CompositeExtract %83[2 : i32] : vector<4xi8>
      %182 = spirv.CompositeConstruct %178, %179, %180, %181 : (i8, i8, i8, i8) -> vector<4xi8>
      %183 = spirv.CompositeExtract %86[2 : i32] : vector<4xi8>
      %184 = spirv.CompositeExtract %89[2 : i32] : vector<4xi8>
      %185 = spirv.CompositeExtract %92[2 : i32] : vector<4xi8>
      %186 = spirv.CompositeExtract %95[2 : i32] : vector<4xi8>
      %187 = spirv.CompositeConstruct %183, %184, %185, %186 : (i8, i8, i8, i8) -> vector<4xi8>
      %188 = spirv.CompositeExtract %50[3 : i32] : vector<4xi8>
      %189 = spirv.CompositeExtract %53[3 : i32] : vector<4xi8>
      %190 = spirv.CompositeExtract %56[3 : i32] : vector<4xi8>
      %191 = spirv.CompositeExtract %59[3 : i32] : vector<4xi8>
      %192 = spirv.CompositeConstruct %188, %189, %190, %191 : (i8, i8, i8, i8) -> vector<4xi8>
      %193 = spirv.CompositeExtract %62[3 : i32] : vector<4xi8>
      %194 = spirv.CompositeExtract %65[3 : i32] : vector<4xi8>
      %195 = spirv.CompositeExtract %68[3 : i32] : vector<4xi8>
      %196 = spirv.CompositeExtract %71[3 : i32] : vector<4xi8>
      %197 = spirv.CompositeConstruct %193, %194, %195, %196 : (i8, i8, i8, i8) -> vector<4xi8>
      %198 = spirv.CompositeExtract %74[3 : i32] : vector<4xi8>
      %199 = spirv.CompositeExtract %77[3 : i32] : vector<4xi8>
      %200 = spirv.CompositeExtract %80[3 : i32] : vector<4xi8>
      %201 = spirv.CompositeExtract %83[3 : i32] : vector<4xi8>
      %202 = spirv.CompositeConstruct %198, %199, %200, %201 : (i8, i8, i8, i8) -> vector<4xi8>
      %203 = spirv.CompositeExtract %86[3 : i32] : vector<4xi8>
      %204 = spirv.CompositeExtract %89[3 : i32] : vector<4xi8>
      %205 = spirv.CompositeExtract %92[3 : i32] : vector<4xi8>
      %206 = spirv.CompositeExtract %95[3 : i32] : vector<4xi8>
      %207 = spirv.CompositeConstruct %203, %204, %205, %206 : (i8, i8, i8, i8) -> vector<4xi8>
      %208 = spirv.CompositeExtract %26[0 : i32] : vector<4xi32>
      %209 = spirv.SDotAccSat %97, %132, %208 : vector<4xi8> -> i32
      %210 = spirv.SDotAccSat %99, %137, %209 : vector<4xi8> -> i32
      %211 = spirv.SDotAccSat %101, %142, %210 : vector<4xi8> -> i32
      %212 = spirv.SDotAccSat %103, %147, %211 : vector<4xi8> -> i32
      %213 = spirv.CompositeExtract %26[1 : i32] : vector<4xi32>
      %214 = spirv.SDotAccSat %97, %152, %213 : vector<4xi8> -> i32
      %215 = spirv.SDotAccSat %99, %157, %214 : vector<4xi8> -> i32
      %216 = spirv.SDotAccSat %101, %162, %215 : vector<4xi8> -> i32
      %217 = spirv.SDotAccSat %103, %167, %216 : vector<4xi8> -> i32
      %218 = spirv.CompositeExtract %26[2 : i32] : vector<4xi32>
      %219 = spirv.SDotAccSat %97, %172, %218 : vector<4xi8> -> i32
      %220 = spirv.SDotAccSat %99, %177, %219 : vector<4xi8> -> i32
      %221 = spirv.SDotAccSat %101, %182, %220 : vector<4xi8> -> i32
      %222 = spirv.SDotAccSat %103, %187, %221 : vector<4xi8> -> i32
      %223 = spirv.CompositeExtract %26[3 : i32] : vector<4xi32>
      %224 = spirv.SDotAccSat %97, %192, %223 : vector<4xi8> -> i32
      %225 = spirv.SDotAccSat %99, %197, %224 : vector<4xi8> -> i32
      %226 = spirv.SDotAccSat %101, %202, %225 : vector<4xi8> -> i32
      %227 = spirv.SDotAccSat %103, %207, %226 : vector<4xi8> -> i32
      %228 = spirv.CompositeExtract %27[0 : i32] : vector<4xi32>
      %229 = spirv.SDotAccSat %105, %132, %228 : vector<4xi8> -> i32
      %230 = spirv.SDotAccSat %107, %137, %229 : vector<4xi8> -> i32
      %231 = spirv.SDotAccSat %109, %142, %230 : vector<4xi8> -> i32
      %232 = spirv.SDotAccSat %111, %147, %231 : vector<4xi8> -> i32
      %233 = spirv.CompositeExtract %27[1 : i32] : vector<4xi32>
      %234 = spirv.SDotAccSat %105, %152, %233 : vector<4xi8> -> i32
      %235 = spirv.SDotAccSat %107, %157, %234 : vector<4xi8> -> i32
      %236 = spirv.SDotAccSat %109, %162, %235 : vector<4xi8> -> i32
      %237 = spirv.SDotAccSat %111, %167, %236 : vector<4xi8> -> i32
      %238 = spirv.CompositeExtract %27[2 : i32] : vector<4xi32>
      %239 = spirv.SDotAccSat %105, %172, %238 : vector<4xi8> -> i32
      %240 = spirv.SDotAccSat %107, %177, %239 : vector<4xi8> -> i32
      %241 = spirv.SDotAccSat %109, %182, %240 : vector<4xi8> -> i32
      %242 = spirv.SDotAccSat %111, %187, %241 : vector<4xi8> -> i32
      %243 = spirv.CompositeExtract %27[3 : i32] : vector<4xi32>
      %244 = spirv.SDotAccSat %105, %192, %243 : vector<4xi8> -> i32
      %245 = spirv.SDotAccSat %107, %197, %244 : vector<4xi8> -> i32
      %246 = spirv.SDotAccSat %109, %202, %245 : vector<4xi8> -> i32
      %247 = spirv.SDotAccSat %111, %207, %246 : vector<4xi8> -> i32
      %248 = spirv.CompositeExtract %28[0 : i32] : vector<4xi32>
      %249 = spirv.SDotAccSat %113, %132, %248 : vector<4xi8> -> i32
      %250 = spirv.SDotAccSat %115, %137, %249 : vector<4xi8> -> i32
      %251 = spirv.SDotAccSat %117, %142, %250 : vector<4xi8> -> i32
      %252 = spirv.SDotAccSat %119, %147, %251 : vector<4xi8> -> i32
      %253 = spirv.CompositeExtract %28[1 : i32] : vector<4xi32>
      %254 = spirv.SDotAccSat %113, %152, %253 : vector<4xi8> -> i32
      %255 = spirv.SDotAccSat %115, %157, %254 : vector<4xi8> -> i32
      %256 = spirv.SDotAccSat %117, %162, %255 : vector<4xi8> -> i32
      %257 = spirv.SDotAccSat %119, %167, %256 : vector<4xi8> -> i32
      %258 = spirv.CompositeExtract %28[2 : i32] : vector<4xi32>
      %259 = spirv.SDotAccSat %113, %172, %258 : vector<4xi8> -> i32
      %260 = spirv.SDotAccSat %115, %177, %259 : vector<4xi8> -> i32
      %261 = spirv.SDotAccSat %117, %182, %260 : vector<4xi8> -> i32
      %262 = spirv.SDotAccSat %119, %187, %261 : vector<4xi8> -> i32
      %263 = spirv.CompositeExtract %28[3 : i32] : vector<4xi32>
      %264 = spirv.SDotAccSat %113, %192, %263 : vector<4xi8> -> i32
      %265 = spirv.SDotAccSat %115, %197, %264 : vector<4xi8> -> i32
      %266 = spirv.SDotAccSat %117, %202, %265 : vector<4xi8> -> i32
      %267 = spirv.SDotAccSat %119, %207, %266 : vector<4xi8> -> i32
      %268 = spirv.CompositeExtract %29[0 : i32] : vector<4xi32>
      %269 = spirv.SDotAccSat %121, %132, %268 : vector<4xi8> -> i32
      %270 = spirv.SDotAccSat %123, %137, %269 : vector<4xi8> -> i32
      %271 = spirv.SDotAccSat %125, %142, %270 : vector<4xi8> -> i32
      %272 = spirv.SDotAccSat %127, %147, %271 : vector<4xi8> -> i32
      %273 = spirv.CompositeExtract %29[1 : i32] : vector<4xi32>
      %274 = spirv.SDotAccSat %121, %152, %273 : vector<4xi8> -> i32
      %275 = spirv.SDotAccSat %123, %157, %274 : vector<4xi8> -> i32
      %276 = spirv.SDotAccSat %125, %162, %275 : vector<4xi8> -> i32
      %277 = spirv.SDotAccSat %127, %167, %276 : vector<4xi8> -> i32
      %278 = spirv.CompositeExtract %29[2 : i32] : vector<4xi32>
      %279 = spirv.SDotAccSat %121, %172, %278 : vector<4xi8> -> i32
      %280 = spirv.SDotAccSat %123, %177, %279 : vector<4xi8> -> i32
      %281 = spirv.SDotAccSat %125, %182, %280 : vector<4xi8> -> i32
      %282 = spirv.SDotAccSat %127, %187, %281 : vector<4xi8> -> i32
      %283 = spirv.CompositeExtract %29[3 : i32] : vector<4xi32>
      %284 = spirv.SDotAccSat %121, %192, %283 : vector<4xi8> -> i32
      %285 = spirv.SDotAccSat %123, %197, %284 : vector<4xi8> -> i32
      %286 = spirv.SDotAccSat %125, %202, %285 : vector<4xi8> -> i32
      %287 = spirv.SDotAccSat %127, %207, %286 : vector<4xi8> -> i32
      %288 = spirv.CompositeConstruct %212, %217, %222, %227 : (i32, i32, i32, i32) -> vector<4xi32>
      %289 = spirv.CompositeConstruct %232, %237, %242, %247 : (i32, i32, i32, i32) -> vector<4xi32>
      %290 = spirv.CompositeConstruct %252, %257, %262, %267 : (i32, i32, i32, i32) -> vector<4xi32>
      %291 = spirv.CompositeConstruct %272, %277, %282, %287 : (i32, i32, i32, i32) -> vector<4xi32>
      spirv.Store "Function" %6, %288 : vector<4xi32>
      spirv.Store "Function" %7, %289 : vector<4xi32>
      spirv.Store "Function" %8, %290 : vector<4xi32>
      spirv.Store "Function" %9, %291 : vector<4xi32>
      %292 = spirv.IAdd %25, %cst16_i32 : i32
      spirv.Branch ^bb1(%292, %288, %289, %290, %291 : i32, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %10 = spirv.Load "Function" %9 : vector<4xi32>
    %11 = spirv.Load "Function" %8 : vector<4xi32>
    %12 = spirv.Load "Function" %7 : vector<4xi32>
    %13 = spirv.Load "Function" %6 : vector<4xi32>
    %14 = spirv.IMul %1, %cst16_i32 {no_signed_wrap} : i32
    %15 = spirv.IAdd %14, %3 : i32
    %16 = spirv.IMul %5, %cst64_i32 {no_signed_wrap} : i32
    %17 = spirv.IAdd %15, %16 : i32
    %18 = spirv.IAdd %17, %cst12_i32 : i32
    %19 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %18] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi32>, StorageBuffer>
    spirv.Store "StorageBuffer" %19, %10 : vector<4xi32>
    %20 = spirv.IAdd %17, %cst8_i32 : i32
    %21 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %20] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi32>, StorageBuffer>
    spirv.Store "StorageBuffer" %21, %11 : vector<4xi32>
    %22 = spirv.IAdd %17, %cst4_i32 : i32
    %23 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %22] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi32>, StorageBuffer>
    spirv.Store "StorageBuffer" %23, %12 : vector<4xi32>
    %24 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %17] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi32>, StorageBuffer>
    spirv.Store "StorageBuffer" %24, %13 : vector<4xi32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_matmul_32x16x64_i8xi8xi32, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__
  spirv.ExecutionMode @main_dispatch_0_matmul_32x16x64_i8xi8xi32 "LocalSize", 4, 4, 1
}
spirv.module Logical GLSL450 requires #spirv.vce<v1.6, [Shader, Int8, DotProduct, DotProductInput4x8Bit, Matrix], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_integer_dot_product]> {
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<2xi32>, stride=8> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<2xi32>, stride=8> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_matmul_32x16x64_i8xi8xi32() "None" attributes {gpu.known_block_size = array<i32: 2, 32, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "llvmpipe", features = "spirv:v1.6,cap:Shader,cap:PhysicalStorageBufferAddresses,cap:PhysicalStorageBuffer64,cap:Int64,cap:Float64", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [8], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst2_i32 = spirv.Constant 2 : i32
    %cst1_i32 = spirv.Constant 1 : i32
    %cst14_i32 = spirv.Constant 14 : i32
    %cst12_i32 = spirv.Constant 12 : i32
    %cst10_i32 = spirv.Constant 10 : i32
    %cst6_i32 = spirv.Constant 6 : i32
    %cst4_i32 = spirv.Constant 4 : i32
    %cst8_i32 = spirv.Constant 8 : i32
    %cst64_i32 = spirv.Constant 64 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %cst_vec_4xi32 = spirv.Constant dense<0> : vector<4xi32>
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<2xi32>, stride=8> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<2xi32>, stride=8> [0])>, StorageBuffer>
    %__resource_var_0_2__addr = spirv.mlir.addressof @__resource_var_0_2_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[1 : i32] : vector<3xi32>
    %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi32>
    %4 = spirv.Variable : !spirv.ptr<vector<4xi32>, Function>
    %5 = spirv.Variable : !spirv.ptr<vector<4xi32>, Function>
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32, %cst_vec_4xi32, %cst_vec_4xi32 : i32, vector<4xi32>, vector<4xi32>)
    ^bb1(%14: i32, %15: vector<4xi32>, %16: vector<4xi32>):  // 2 preds: ^bb0, ^bb2
      %17 = spirv.SLessThan %14, %cst64_i32 : i32
      spirv.BranchConditional %17, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %18 = spirv.IMul %1, %cst8_i32 {no_signed_wrap} : i32
      %19 = spirv.UDiv %14, %cst8_i32 : i32
      %20 = spirv.IAdd %18, %19 : i32
      %21 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %20] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<2xi32>, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<2xi32>, StorageBuffer>
      %22 = spirv.Load "StorageBuffer" %21 : vector<2xi32>
      %23 = spirv.IMul %14, %cst2_i32 {no_signed_wrap} : i32
      %24 = spirv.IAdd %23, %3 : i32
      %25 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %24] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<2xi32>, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<2xi32>, StorageBuffer>
      %26 = spirv.Load "StorageBuffer" %25 : vector<2xi32>
      %27 = spirv.IAdd %24, %cst2_i32 : i32
      %28 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %27] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<2xi32>, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<2xi32>, StorageBuffer>
      %29 = spirv.Load "StorageBuffer" %28 : vector<2xi32>
      %30 = spirv.IAdd %24, %cst4_i32 : i32
      %31 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %30] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<2xi32>, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<2xi32>, StorageBuffer>
      %32 = spirv.Load "StorageBuffer" %31 : vector<2xi32>
      %33 = spirv.IAdd %24, %cst6_i32 : i32
      %34 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %33] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<2xi32>, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<2xi32>, StorageBuffer>
      %35 = spirv.Load "StorageBuffer" %34 : vector<2xi32>
      %36 = spirv.IAdd %24, %cst8_i32 : i32
      %37 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %36] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<2xi32>, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<2xi32>, StorageBuffer>
      %38 = spirv.Load "StorageBuffer" %37 : vector<2xi32>
      %39 = spirv.IAdd %24, %cst10_i32 : i32
      %40 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %39] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<2xi32>, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<2xi32>, StorageBuffer>
      %41 = spirv.Load "StorageBuffer" %40 : vector<2xi32>
      %42 = spirv.IAdd %24, %cst12_i32 : i32
      %43 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %42] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<2xi32>, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<2xi32>, StorageBuffer>
      %44 = spirv.Load "StorageBuffer" %43 : vector<2xi32>
      %45 = spirv.IAdd %24, %cst14_i32 : i32
      %46 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %45] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<2xi32>, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<2xi32>, StorageBuffer>
      %47 = spirv.Load "StorageBuffer" %46 : vector<2xi32>
      %48 = spirv.CompositeExtract %22[0 : i32] : vector<2xi32>
      %49 = spirv.Bitcast %48 : i32 to vector<4xi8>
      %50 = spirv.CompositeExtract %22[1 : i32] : vector<2xi32>
      %51 = spirv.Bitcast %50 : i32 to vector<4xi8>
      %52 = spirv.CompositeExtract %26[0 : i32] : vector<2xi32>
      %53 = spirv.Bitcast %52 : i32 to vector<4xi8>
      %54 = spirv.CompositeExtract %53[0 : i32] : vector<4xi8>
      %55 = spirv.CompositeExtract %29[0 : i32] : vector<2xi32>
      %56 = spirv.Bitcast %55 : i32 to vector<4xi8>
      %57 = spirv.CompositeExtract %56[0 : i32] : vector<4xi8>
      %58 = spirv.CompositeExtract %32[0 : i32] : vector<2xi32>
      %59 = spirv.Bitcast %58 : i32 to vector<4xi8>
      %60 = spirv.CompositeExtract %59[0 : i32] : vector<4xi8>
      %61 = spirv.CompositeExtract %35[0 : i32] : vector<2xi32>
      %62 = spirv.Bitcast %61 : i32 to vector<4xi8>
      %63 = spirv.CompositeExtract %62[0 : i32] : vector<4xi8>
      %64 = spirv.CompositeConstruct %54, %57, %60, %63 : (i8, i8, i8, i8) -> vector<4xi8>
      %65 = spirv.CompositeExtract %38[0 : i32] : vector<2xi32>
      %66 = spirv.Bitcast %65 : i32 to vector<4xi8>
      %67 = spirv.CompositeExtract %66[0 : i32] : vector<4xi8>
      %68 = spirv.CompositeExtract %41[0 : i32] : vector<2xi32>
      %69 = spirv.Bitcast %68 : i32 to vector<4xi8>
      %70 = spirv.CompositeExtract %69[0 : i32] : vector<4xi8>
      %71 = spirv.CompositeExtract %44[0 : i32] : vector<2xi32>
      %72 = spirv.Bitcast %71 : i32 to vector<4xi8>
      %73 = spirv.CompositeExtract %72[0 : i32] : vector<4xi8>
      %74 = spirv.CompositeExtract %47[0 : i32] : vector<2xi32>
      %75 = spirv.Bitcast %74 : i32 to vector<4xi8>
      %76 = spirv.CompositeExtract %75[0 : i32] : vector<4xi8>
      %77 = spirv.CompositeConstruct %67, %70, %73, %76 : (i8, i8, i8, i8) -> vector<4xi8>
      %78 = spirv.CompositeExtract %53[1 : i32] : vector<4xi8>
      %79 = spirv.CompositeExtract %56[1 : i32] : vector<4xi8>
      %80 = spirv.CompositeExtract %59[1 : i32] : vector<4xi8>
      %81 = spirv.CompositeExtract %62[1 : i32] : vector<4xi8>
      %82 = spirv.CompositeConstruct %78, %79, %80, %81 : (i8, i8, i8, i8) -> vector<4xi8>
      %83 = spirv.CompositeExtract %66[1 : i32] : vector<4xi8>
      %84 = spirv.CompositeExtract %69[1 : i32] : vector<4xi8>
      %85 = spirv.CompositeExtract %72[1 : i32] : vector<4xi8>
      %86 = spirv.CompositeExtract %75[1 : i32] : vector<4xi8>
      %87 = spirv.CompositeConstruct %83, %84, %85, %86 : (i8, i8, i8, i8) -> vector<4xi8>
      %88 = spirv.CompositeExtract %53[2 : i32] : vector<4xi8>
      %89 = spirv.CompositeExtract %56[2 : i32] : vector<4xi8>
      %90 = spirv.CompositeExtract %59[2 : i32] : vector<4xi8>
      %91 = spirv.CompositeExtract %62[2 : i32] : vector<4xi8>
      %92 = spirv.CompositeConstruct %88, %89, %90, %91 : (i8, i8, i8, i8) -> vector<4xi8>
      %93 = spirv.CompositeExtract %66[2 : i32] : vector<4xi8>
      %94 = spirv.CompositeExtract %69[2 : i32] : vector<4xi8>
      %95 = spirv.CompositeExtract %72[2 : i32] : vector<4xi8>
      %96 = spirv.CompositeExtract %75[2 : i32] : vector<4xi8>
      %97 = spirv.CompositeConstruct %93, %94, %95, %96 : (i8, i8, i8, i8) -> vector<4xi8>
      %98 = spirv.CompositeExtract %53[3 : i32] : vector<4xi8>
      %99 = spirv.CompositeExtract %56[3 : i32] : vector<4xi8>
      %100 = spirv.CompositeExtract %59[3 : i32] : vector<4xi8>
      %101 = spirv.CompositeExtract %62[3 : i32] : vector<4xi8>
      %102 = spirv.CompositeConstruct %98, %99, %100, %101 : (i8, i8, i8, i8) -> vector<4xi8>
      %103 = spirv.CompositeExtract %66[3 : i32] : vector<4xi8>
      %104 = spirv.CompositeExtract %69[3 : i32] : vector<4xi8>
      %105 = spirv.CompositeExtract %72[3 : i32] : vector<4xi8>
      %106 = spirv.CompositeExtract %75[3 : i32] : vector<4xi8>
      %107 = spirv.CompositeConstruct %103, %104, %105, %106 : (i8, i8, i8, i8) -> vector<4xi8>
      %108 = spirv.CompositeExtract %26[1 : i32] : vector<2xi32>
      %109 = spirv.Bitcast %108 : i32 to vector<4xi8>
      %110 = spirv.CompositeExtract %109[0 : i32] : vector<4xi8>
      %111 = spirv.CompositeExtract %29[1 : i32] : vector<2xi32>
      %112 = spirv.Bitcast %111 : i32 to vector<4xi8>
      %113 = spirv.CompositeExtract %112[0 : i32] : vector<4xi8>
      %114 = spirv.CompositeExtract %32[1 : i32] : vector<2xi32>
      %115 = spirv.Bitcast %114 : i32 to vector<4xi8>
      %116 = spirv.CompositeExtract %115[0 : i32] : vector<4xi8>
      %117 = spirv.CompositeExtract %35[1 : i32] : vector<2xi32>
      %118 = spirv.Bitcast %117 : i32 to vector<4xi8>
      %119 = spirv.CompositeExtract %118[0 : i32] : vector<4xi8>
      %120 = spirv.CompositeConstruct %110, %113, %116, %119 : (i8, i8, i8, i8) -> vector<4xi8>
      %121 = spirv.CompositeExtract %38[1 : i32] : vector<2xi32>
      %122 = spirv.Bitcast %121 : i32 to vector<4xi8>
      %123 = spirv.CompositeExtract %122[0 : i32] : vector<4xi8>
      %124 = spirv.CompositeExtract %41[1 : i32] : vector<2xi32>
      %125 = spirv.Bitcast %124 : i32 to vector<4xi8>
      %126 = spirv.CompositeExtract %125[0 : i32] : vector<4xi8>
      %127 = spirv.CompositeExtract %44[1 : i32] : vector<2xi32>
      %128 = spirv.Bitcast %127 : i32 to vector<4xi8>
      %129 = spirv.CompositeExtract %128[0 : i32] : vector<4xi8>
      %130 = spirv.CompositeExtract %47[1 : i32] : vector<2xi32>
      %131 = spirv.Bitcast %130 : i32 to vector<4xi8>
      %132 = spirv.CompositeExtract %131[0 : i32] : vector<4xi8>
      %133 = spirv.CompositeConstruct %123, %126, %129, %132 : (i8, i8, i8, i8) -> vector<4xi8>
      %134 = spirv.CompositeExtract %109[1 : i32] : vector<4xi8>
      %135 = spirv.CompositeExtract %112[1 : i32] : vector<4xi8>
      %136 = spirv.CompositeExtract %115[1 : i32] : vector<4xi8>
      %137 = spirv.CompositeExtract %118[1 : i32] : vector<4xi8>
      %138 = spirv.CompositeConstruct %134, %135, %136, %137 : (i8, i8, i8, i8) -> vector<4xi8>
      %139 = spirv.CompositeExtract %122[1 : i32] : vector<4xi8>
      %140 = spirv.CompositeExtract %125[1 : i32] : vector<4xi8>
      %141 = spirv.CompositeExtract %128[1 : i32] : vector<4xi8>
      %142 = spirv.CompositeExtract %131[1 : i32] : vector<4xi8>
      %143 = spirv.CompositeConstruct %139, %140, %141, %142 : (i8, i8, i8, i8) -> vector<4xi8>
      %144 = spirv.CompositeExtract %109[2 : i32] : vector<4xi8>
      %145 = spirv.CompositeExtract %112[2 : i32] : vector<4xi8>
      %146 = spirv.CompositeExtract %115[2 : i32] : vector<4xi8>
      %147 = spirv.CompositeExtract %118[2 : i32] : vector<4xi8>
      %148 = spirv.CompositeConstruct %144, %145, %146, %147 : (i8, i8, i8, i8) -> vector<4xi8>
      %149 = spirv.CompositeExtract %122[2 : i32] : vector<4xi8>
      %150 = spirv.CompositeExtract %125[2 : i32] : vector<4xi8>
      %151 = spirv.CompositeExtract %128[2 : i32] : vector<4xi8>
      %152 = spirv.CompositeExtract %131[2 : i32] : vector<4xi8>
      %153 = spirv.CompositeConstruct %149, %150, %151, %152 : (i8, i8, i8, i8) -> vector<4xi8>
      %154 = spirv.CompositeExtract %109[3 : i32] : vector<4xi8>
      %155 = spirv.CompositeExtract %112[3 : i32] : vector<4xi8>
      %156 = spirv.CompositeExtract %115[3 : i32] : vector<4xi8>
      %157 = spirv.CompositeExtract %118[3 : i32] : vector<4xi8>
      %158 = spirv.CompositeConstruct %154, %155, %156, %157 : (i8, i8, i8, i8) -> vector<4xi8>
      %159 = spirv.CompositeExtract %122[3 : i32] : vector<4xi8>
      %160 = spirv.CompositeExtract %125[3 : i32] : vector<4xi8>
      %161 = spirv.CompositeExtract %128[3 : i32] : vector<4xi8>
      %162 = spirv.CompositeExtract %131[3 : i32] : vector<4xi8>
      %163 = spirv.CompositeConstruct %159, %160, %161, %162 : (i8, i8, i8, i8) -> vector<4xi8>
      %164 = spirv.CompositeExtract %15[0 : i32] : vector<4xi32>
      %165 = spirv.SDotAccSat %49, %64, %164 : vector<4xi8> -> i32
      %166 = spirv.SDotAccSat %51, %77, %165 : vector<4xi8> -> i32
      %167 = spirv.CompositeExtract %15[1 : i32] : vector<4xi32>
      %168 = spirv.SDotAccSat %49, %82, %167 : vector<4xi8> -> i32
      %169 = spirv.SDotAccSat %51, %87, %168 : vector<4xi8> -> i32
      %170 = spirv.CompositeExtract %15[2 : i32] : vector<4xi32>
      %171 = spirv.SDotAccSat %49, %92, %170 : vector<4xi8> -> i32
      %172 = spirv.SDotAccSat %51, %97, %171 : vector<4xi8> -> i32
      %173 = spirv.CompositeExtract %15[3 : i32] : vector<4xi32>
      %174 = spirv.SDotAccSat %49, %102, %173 : vector<4xi8> -> i32
      %175 = spirv.SDotAccSat %51, %107, %174 : vector<4xi8> -> i32
      %176 = spirv.CompositeExtract %16[0 : i32] : vector<4xi32>
      %177 = spirv.SDotAccSat %49, %120, %176 : vector<4xi8> -> i32
      %178 = spirv.SDotAccSat %51, %133, %177 : vector<4xi8> -> i32
      %179 = spirv.CompositeExtract %16[1 : i32] : vector<4xi32>
      %180 = spirv.SDotAccSat %49, %138, %179 : vector<4xi8> -> i32
      %181 = spirv.SDotAccSat %51, %143, %180 : vector<4xi8> -> i32
      %182 = spirv.CompositeExtract %16[2 : i32] : vector<4xi32>
      %183 = spirv.SDotAccSat %49, %148, %182 : vector<4xi8> -> i32
      %184 = spirv.SDotAccSat %51, %153, %183 : vector<4xi8> -> i32
      %185 = spirv.CompositeExtract %16[3 : i32] : vector<4xi32>
      %186 = spirv.SDotAccSat %49, %158, %185 : vector<4xi8> -> i32
      %187 = spirv.SDotAccSat %51, %163, %186 : vector<4xi8> -> i32
      %188 = spirv.CompositeConstruct %166, %169, %172, %175 : (i32, i32, i32, i32) -> vector<4xi32>
      %189 = spirv.CompositeConstruct %178, %181, %184, %187 : (i32, i32, i32, i32) -> vector<4xi32>
      spirv.Store "Function" %4, %188 : vector<4xi32>
      spirv.Store "Function" %5, %189 : vector<4xi32>
      %190 = spirv.IAdd %14, %cst8_i32 : i32
      spirv.Branch ^bb1(%190, %188, %189 : i32, vector<4xi32>, vector<4xi32>)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %6 = spirv.Load "Function" %5 : vector<4xi32>
    %7 = spirv.Load "Function" %4 : vector<4xi32>
    %8 = spirv.IMul %3, %cst2_i32 {no_signed_wrap} : i32
    %9 = spirv.IMul %1, %cst4_i32 {no_signed_wrap} : i32
    %10 = spirv.IAdd %8, %9 : i32
    %11 = spirv.IAdd %10, %cst1_i32 : i32
    %12 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %11] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi32>, StorageBuffer>
    spirv.Store "StorageBuffer" %12, %6 : vector<4xi32>
    %13 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %10] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi32>, StorageBuffer>
    spirv.Store "StorageBuffer" %13, %7 : vector<4xi32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_matmul_32x16x64_i8xi8xi32, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__
  spirv.ExecutionMode @main_dispatch_0_matmul_32x16x64_i8xi8xi32 "LocalSize", 2, 32, 1
}
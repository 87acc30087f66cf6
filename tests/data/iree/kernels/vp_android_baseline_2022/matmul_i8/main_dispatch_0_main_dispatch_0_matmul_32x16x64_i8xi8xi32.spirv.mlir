spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<2xi32>, stride=8> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<2xi32>, stride=8> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_matmul_32x16x64_i8xi8xi32() "None" attributes {gpu.known_block_size = array<i32: 2, 32, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "vp_android_baseline_2022", features = "spirv:v1.3,cap:Shader", wgp = <compute = fp32|int32, storage = b32, subgroup = none, subgroup_size_choices = [64], max_workgroup_sizes = [128, 128, 64], max_thread_count_per_workgroup = 128, max_workgroup_memory_bytes = 16384, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst_vec_4xi32 = spirv.Constant dense<[0, 8, 16, 24]> : vector<4xi32>
    %cst_vec_4xi32_0 = spirv.Constant dense<[255, 65280, 16711680, -16777216]> : vector<4xi32>
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
    %cst_vec_4xi32_1 = spirv.Constant dense<0> : vector<4xi32>
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
      spirv.Branch ^bb1(%cst0_i32, %cst_vec_4xi32_1, %cst_vec_4xi32_1 : i32, vector<4xi32>, vector<4xi32>)
    ^bb1(%14: i32, %15: vector<4xi32>, %16: vector<4xi32>):  // 2 preds: ^bb0, ^bb2
      %17 = spirv.SLessThan %14, %cst64_i32 : i32
      spirv.BranchConditional %17, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %18 = spirv.IMul %1, %cst8_i32 : i32
      %19 = spirv.UDiv %14, %cst8_i32 : i32
      %20 = spirv.IAdd %18, %19 : i32
      %21 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %20] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<2xi32>, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<2xi32>, StorageBuffer>
      %22 = spirv.Load "StorageBuffer" %21 : vector<2xi32>
      %23 = spirv.IMul %14, %cst2_i32 : i32
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
      %49 = spirv.CompositeConstruct %48, %48, %48, %48 : (i32, i32, i32, i32) -> vector<4xi32>
      %50 = spirv.BitwiseAnd %49, %cst_vec_4xi32_0 : vector<4xi32>
      %51 = spirv.ShiftRightLogical %50, %cst_vec_4xi32 : vector<4xi32>, vector<4xi32>
      %52 = spirv.CompositeExtract %22[1 : i32] : vector<2xi32>
      %53 = spirv.CompositeConstruct %52, %52, %52, %52 : (i32, i32, i32, i32) -> vector<4xi32>
      %54 = spirv.BitwiseAnd %53, %cst_vec_4xi32_0 : vector<4xi32>
      %55 = spirv.ShiftRightLogical %54, %cst_vec_4xi32 : vector<4xi32>, vector<4xi32>
      %56 = spirv.CompositeExtract %26[0 : i32] : vector<2xi32>
      %57 = spirv.CompositeConstruct %56, %56, %56, %56 : (i32, i32, i32, i32) -> vector<4xi32>
      %58 = spirv.BitwiseAnd %57, %cst_vec_4xi32_0 : vector<4xi32>
      %59 = spirv.ShiftRightLogical %58, %cst_vec_4xi32 : vector<4xi32>, vector<4xi32>
      %60 = spirv.CompositeExtract %26[1 : i32] : vector<2xi32>
      %61 = spirv.CompositeConstruct %60, %60, %60, %60 : (i32, i32, i32, i32) -> vector<4xi32>
      %62 = spirv.BitwiseAnd %61, %cst_vec_4xi32_0 : vector<4xi32>
      %63 = spirv.ShiftRightLogical %62, %cst_vec_4xi32 : vector<4xi32>, vector<4xi32>
      %64 = spirv.CompositeExtract %29[0 : i32] : vector<2xi32>
      %65 = spirv.CompositeConstruct %64, %64, %64, %64 : (i32, i32, i32, i32) -> vector<4xi32>
      %66 = spirv.BitwiseAnd %65, %cst_vec_4xi32_0 : vector<4xi32>
      %67 = spirv.ShiftRightLogical %66, %cst_vec_4xi32 : vector<4xi32>, vector<4xi32>
      %68 = spirv.CompositeExtract %29[1 : i32] : vector<2xi32>
      %69 = spirv.CompositeConstruct %68, %68, %68, %68 : (i32, i32, i32, i32) -> vector<4xi32>
      %70 = spirv.BitwiseAnd %69, %cst_vec_4xi32_0 : vector<4xi32>
      %71 = spirv.ShiftRightLogical %70, %cst_vec_4xi32 : vector<4xi32>, vector<4xi32>
      %72 = spirv.CompositeExtract %32[0 : i32] : vector<2xi32>
      %73 = spirv.CompositeConstruct %72, %72, %72, %72 : (i32, i32, i32, i32) -> vector<4xi32>
      %74 = spirv.BitwiseAnd %73, %cst_vec_4xi32_0 : vector<4xi32>
      %75 = spirv.ShiftRightLogical %74, %cst_vec_4xi32 : vector<4xi32>, vector<4xi32>
      %76 = spirv.CompositeExtract %32[1 : i32] : vector<2xi32>
      %77 = spirv.CompositeConstruct %76, %76, %76, %76 : (i32, i32, i32, i32) -> vector<4xi32>
      %78 = spirv.BitwiseAnd %77, %cst_vec_4xi32_0 : vector<4xi32>
      %79 = spirv.ShiftRightLogical %78, %cst_vec_4xi32 : vector<4xi32>, vector<4xi32>
      %80 = spirv.CompositeExtract %35[0 : i32] : vector<2xi32>
      %81 = spirv.CompositeConstruct %80, %80, %80, %80 : (i32, i32, i32, i32) -> vector<4xi32>
      %82 = spirv.BitwiseAnd %81, %cst_vec_4xi32_0 : vector<4xi32>
      %83 = spirv.ShiftRightLogical %82, %cst_vec_4xi32 : vector<4xi32>, vector<4xi32>
      %84 = spirv.CompositeExtract %35[1 : i32] : vector<2xi32>
      %85 = spirv.CompositeConstruct %84, %84, %84, %84 : (i32, i32, i32, i32) -> vector<4xi32>
      %86 = spirv.BitwiseAnd %85, %cst_vec_4xi32_0 : vector<4xi32>
      %87 = spirv.ShiftRightLogical %86, %cst_vec_4xi32 : vector<4xi32>, vector<4xi32>
      %88 = spirv.CompositeExtract %38[0 : i32] : vector<2xi32>
      %89 = spirv.CompositeConstruct %88, %88, %88, %88 : (i32, i32, i32, i32) -> vector<4xi32>
      %90 = spirv.BitwiseAnd %89, %cst_vec_4xi32_0 : vector<4xi32>
      %91 = spirv.ShiftRightLogical %90, %cst_vec_4xi32 : vector<4xi32>, vector<4xi32>
      %92 = spirv.CompositeExtract %38[1 : i32] : vector<2xi32>
      %93 = spirv.CompositeConstruct %92, %92, %92, %92 : (i32, i32, i32, i32) -> vector<4xi32>
      %94 = spirv.BitwiseAnd %93, %cst_vec_4xi32_0 : vector<4xi32>
      %95 = spirv.ShiftRightLogical %94, %cst_vec_4xi32 : vector<4xi32>, vector<4xi32>
      %96 = spirv.CompositeExtract %41[0 : i32] : vector<2xi32>
      %97 = spirv.CompositeConstruct %96, %96, %96, %96 : (i32, i32, i32, i32) -> vector<4xi32>
      %98 = spirv.BitwiseAnd %97, %cst_vec_4xi32_0 : vector<4xi32>
      %99 = spirv.ShiftRightLogical %98, %cst_vec_4xi32 : vector<4xi32>, vector<4xi32>
      %100 = spirv.CompositeExtract %41[1 : i32] : vector<2xi32>
      %101 = spirv.CompositeConstruct %100, %100, %100, %100 : (i32, i32, i32, i32) -> vector<4xi32>
      %102 = spirv.BitwiseAnd %101, %cst_vec_4xi32_0 : vector<4xi32>
      %103 = spirv.ShiftRightLogical %102, %cst_vec_4xi32 : vector<4xi32>, vector<4xi32>
      %104 = spirv.CompositeExtract %44[0 : i32] : vector<2xi32>
      %105 = spirv.CompositeConstruct %104, %104, %104, %104 : (i32, i32, i32, i32) -> vector<4xi32>
      %106 = spirv.BitwiseAnd %105, %cst_vec_4xi32_0 : vector<4xi32>
      %107 = spirv.ShiftRightLogical %106, %cst_vec_4xi32 : vector<4xi32>, vector<4xi32>
      %108 = spirv.CompositeExtract %44[1 : i32] : vector<2xi32>
      %109 = spirv.CompositeConstruct %108, %108, %108, %108 : (i32, i32, i32, i32) -> vector<4xi32>
      %110 = spirv.BitwiseAnd %109, %cst_vec_4xi32_0 : vector<4xi32>
      %111 = spirv.ShiftRightLogical %110, %cst_vec_4xi32 : vector<4xi32>, vector<4xi32>
      %112 = spirv.CompositeExtract %47[0 : i32] : vector<2xi32>
      %113 = spirv.CompositeConstruct %112, %112, %112, %112 : (i32, i32, i32, i32) -> vector<4xi32>
      %114 = spirv.BitwiseAnd %113, %cst_vec_4xi32_0 : vector<4xi32>
      %115 = spirv.ShiftRightLogical %114, %cst_vec_4xi32 : vector<4xi32>, vector<4xi32>
      %116 = spirv.CompositeExtract %47[1 : i32] : vector<2xi32>
      %117 = spirv.CompositeConstruct %116, %116, %116, %116 : (i32, i32, i32, i32) -> vector<4xi32>
      %118 = spirv.BitwiseAnd %117, %cst_vec_4xi32_0 : vector<4xi32>
      %119 = spirv.ShiftRightLogical %118, %cst_vec_4xi32 : vector<4xi32>, vector<4xi32>
      %120 = spirv.CompositeExtract %51[0 : i32] : vector<4xi32>
      %121 = spirv.CompositeConstruct %120, %120, %120, %120 : (i32, i32, i32, i32) -> vector<4xi32>
      %122 = spirv.IMul %121, %59 : vector<4xi32>
      %123 = spirv.IAdd %122, %15 : vector<4xi32>
      %124 = spirv.CompositeExtract %51[1 : i32] : vector<4xi32>
      %125 = spirv.CompositeConstruct %124, %124, %124, %124 : (i32, i32, i32, i32) -> vector<4xi32>
      %126 = spirv.IMul %125, %67 : vector<4xi32>
      %127 = spirv.IAdd %126, %123 : vector<4xi32>
      %128 = spirv.CompositeExtract %51[2 : i32] : vector<4xi32>
      %129 = spirv.CompositeConstruct %128, %128, %128, %128 : (i32, i32, i32, i32) -> vector<4xi32>
      %130 = spirv.IMul %129, %75 : vector<4xi32>
      %131 = spirv.IAdd %130, %127 : vector<4xi32>
      %132 = spirv.CompositeExtract %51[3 : i32] : vector<4xi32>
      %133 = spirv.CompositeConstruct %132, %132, %132, %132 : (i32, i32, i32, i32) -> vector<4xi32>
      %134 = spirv.IMul %133, %83 : vector<4xi32>
      %135 = spirv.IAdd %134, %131 : vector<4xi32>
      %136 = spirv.CompositeExtract %55[0 : i32] : vector<4xi32>
      %137 = spirv.CompositeConstruct %136, %136, %136, %136 : (i32, i32, i32, i32) -> vector<4xi32>
      %138 = spirv.IMul %137, %91 : vector<4xi32>
      %139 = spirv.IAdd %138, %135 : vector<4xi32>
      %140 = spirv.CompositeExtract %55[1 : i32] : vector<4xi32>
      %141 = spirv.CompositeConstruct %140, %140, %140, %140 : (i32, i32, i32, i32) -> vector<4xi32>
      %142 = spirv.IMul %141, %99 : vector<4xi32>
      %143 = spirv.IAdd %142, %139 : vector<4xi32>
      %144 = spirv.CompositeExtract %55[2 : i32] : vector<4xi32>
      %145 = spirv.CompositeConstruct %144, %144, %144, %144 : (i32, i32, i32, i32) -> vector<4xi32>
      %146 = spirv.IMul %145, %107 : vector<4xi32>
      %147 = spirv.IAdd %146, %143 : vector<4xi32>
      %148 = spirv.CompositeExtract %55[3 : i32] : vector<4xi32>
      %149 = spirv.CompositeConstruct %148, %148, %148, %148 : (i32, i32, i32, i32) -> vector<4xi32>
      %150 = spirv.IMul %149, %115 : vector<4xi32>
      %151 = spirv.IAdd %150, %147 : vector<4xi32>
      %152 = spirv.IMul %121, %63 : vector<4xi32>
      %153 = spirv.IAdd %152, %16 : vector<4xi32>
      %154 = spirv.IMul %125, %71 : vector<4xi32>
      %155 = spirv.IAdd %154, %153 : vector<4xi32>
      %156 = spirv.IMul %129, %79 : vector<4xi32>
      %157 = spirv.IAdd %156, %155 : vector<4xi32>
      %158 = spirv.IMul %133, %87 : vector<4xi32>
      %159 = spirv.IAdd %158, %157 : vector<4xi32>
      %160 = spirv.IMul %137, %95 : vector<4xi32>
      %161 = spirv.IAdd %160, %159 : vector<4xi32>
      %162 = spirv.IMul %141, %103 : vector<4xi32>
      %163 = spirv.IAdd %162, %161 : vector<4xi32>
      %164 = spirv.IMul %145, %111 : vector<4xi32>
      %165 = spirv.IAdd %164, %163 : vector<4xi32>
      %166 = spirv.IMul %149, %119 : vector<4xi32>
      %167 = spirv.IAdd %166, %165 : vector<4xi32>
      spirv.Store "Function" %4, %151 : vector<4xi32>
      spirv.Store "Function" %5, %167 : vector<4xi32>
      %168 = spirv.IAdd %14, %cst8_i32 : i32
      spirv.Branch ^bb1(%168, %151, %167 : i32, vector<4xi32>, vector<4xi32>)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %6 = spirv.Load "Function" %5 : vector<4xi32>
    %7 = spirv.Load "Function" %4 : vector<4xi32>
    %8 = spirv.IMul %3, %cst2_i32 : i32
    %9 = spirv.IMul %1, %cst4_i32 : i32
    %10 = spirv.IAdd %8, %9 : i32
    %11 = spirv.IAdd %10, %cst1_i32 : i32
    %12 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %11] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi32>, StorageBuffer>
    spirv.Store "StorageBuffer" %12, %6 : vector<4xi32>
    %13 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %10] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi32>, StorageBuffer>
    spirv.Store "StorageBuffer" %13, %7 : vector<4xi32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_matmul_32x16x64_i8xi8xi32, @__builtin__LocalInvocationId__
  spirv.ExecutionMode @main_dispatch_0_matmul_32x16x64_i8xi8xi32 "LocalSize", 2, 32, 1
}
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_2_matmul_32x16x64_f32() "None" attributes {gpu.known_block_size = array<i32: 4, 16, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "adreno", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp32|fp16|int32|int16|int8, storage = b64|b32|b16, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [64], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst512_i32 = spirv.Constant 512 : i32
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
    %cst531_i32 = spirv.Constant 531 : i32
    %cst530_i32 = spirv.Constant 530 : i32
    %cst529_i32 = spirv.Constant 529 : i32
    %cst528_i32 = spirv.Constant 528 : i32
    %cst515_i32 = spirv.Constant 515 : i32
    %cst514_i32 = spirv.Constant 514 : i32
    %cst513_i32 = spirv.Constant 513 : i32
    %cst32_i32 = spirv.Constant 32 : i32
    %cst16_i32 = spirv.Constant 16 : i32
    %cst64_i32 = spirv.Constant 64 : i32
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
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32, %cst_vec_4xf32, %cst_vec_4xf32 : i32, vector<4xf32>, vector<4xf32>)
    ^bb1(%13: i32, %14: vector<4xf32>, %15: vector<4xf32>):  // 2 preds: ^bb0, ^bb2
      %16 = spirv.SLessThan %13, %cst64_i32 : i32
      spirv.BranchConditional %16, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %17 = spirv.IMul %1, %cst32_i32 {no_signed_wrap} : i32
      %18 = spirv.UDiv %13, %cst4_i32 : i32
      %19 = spirv.IAdd %17, %18 : i32
      %20 = spirv.IAdd %19, %cst512_i32 : i32
      %21 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %20] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %22 = spirv.Load "StorageBuffer" %21 : vector<4xf32>
      %23 = spirv.IAdd %19, %cst513_i32 : i32
      %24 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %23] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %25 = spirv.Load "StorageBuffer" %24 : vector<4xf32>
      %26 = spirv.IAdd %19, %cst514_i32 : i32
      %27 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %26] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %28 = spirv.Load "StorageBuffer" %27 : vector<4xf32>
      %29 = spirv.IAdd %19, %cst515_i32 : i32
      %30 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %29] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %31 = spirv.Load "StorageBuffer" %30 : vector<4xf32>
      %32 = spirv.IAdd %19, %cst528_i32 : i32
      %33 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %32] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %34 = spirv.Load "StorageBuffer" %33 : vector<4xf32>
      %35 = spirv.IAdd %19, %cst529_i32 : i32
      %36 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %35] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %37 = spirv.Load "StorageBuffer" %36 : vector<4xf32>
      %38 = spirv.IAdd %19, %cst530_i32 : i32
      %39 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %38] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %40 = spirv.Load "StorageBuffer" %39 : vector<4xf32>
      %41 = spirv.IAdd %19, %cst531_i32 : i32
      %42 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %41] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %43 = spirv.Load "StorageBuffer" %42 : vector<4xf32>
      %44 = spirv.IMul %13, %cst4_i32 {no_signed_wrap} : i32
      %45 = spirv.IAdd %44, %3 : i32
      %46 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %45] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %47 = spirv.Load "StorageBuffer" %46 : vector<4xf32>
      %48 = spirv.IAdd %45, %cst4_i32 : i32
      %49 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %48] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %50 = spirv.Load "StorageBuffer" %49 : vector<4xf32>
      %51 = spirv.IAdd %45, %cst8_i32 : i32
      %52 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %51] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %53 = spirv.Load "StorageBuffer" %52 : vector<4xf32>
      %54 = spirv.IAdd %45, %cst12_i32 : i32
      %55 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %54] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %56 = spirv.Load "StorageBuffer" %55 : vector<4xf32>
      %57 = spirv.IAdd %45, %cst16_i32 : i32
      %58 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %57] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %59 = spirv.Load "StorageBuffer" %58 : vector<4xf32>
      %60 = spirv.IAdd %45, %cst20_i32 : i32
      %61 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %60] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %62 = spirv.Load "StorageBuffer" %61 : vector<4xf32>
      %63 = spirv.IAdd %45, %cst24_i32 : i32
      %64 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %63] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %65 = spirv.Load "StorageBuffer" %64 : vector<4xf32>
      %66 = spirv.IAdd %45, %cst28_i32 : i32
      %67 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %66] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %68 = spirv.Load "StorageBuffer" %67 : vector<4xf32>
      %69 = spirv.IAdd %45, %cst32_i32 : i32
      %70 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %69] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %71 = spirv.Load "StorageBuffer" %70 : vector<4xf32>
      %72 = spirv.IAdd %45, %cst36_i32 : i32
      %73 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %72] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %74 = spirv.Load "StorageBuffer" %73 : vector<4xf32>
      %75 = spirv.IAdd %45, %cst40_i32 : i32
      %76 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %75] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %77 = spirv.Load "StorageBuffer" %76 : vector<4xf32>
      %78 = spirv.IAdd %45, %cst44_i32 : i32
      %79 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %78] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %80 = spirv.Load "StorageBuffer" %79 : vector<4xf32>
      %81 = spirv.IAdd %45, %cst48_i32 : i32
      %82 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %81] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %83 = spirv.Load "StorageBuffer" %82 : vector<4xf32>
      %84 = spirv.IAdd %45, %cst52_i32 : i32
      %85 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %84] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %86 = spirv.Load "StorageBuffer" %85 : vector<4xf32>
      %87 = spirv.IAdd %45, %cst56_i32 : i32
      %88 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %87] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %89 = spirv.Load "StorageBuffer" %88 : vector<4xf32>
      %90 = spirv.IAdd %45, %cst60_i32 : i32
      %91 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %90] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %92 = spirv.Load "StorageBuffer" %91 : vector<4xf32>
      %93 = spirv.CompositeExtract %22[0 : i32] : vector<4xf32>
      %94 = spirv.CompositeConstruct %93, %93, %93, %93 : (f32, f32, f32, f32) -> vector<4xf32>
      %95 = spirv.GL.Fma %94, %47, %14 : vector<4xf32>
      %96 = spirv.CompositeExtract %22[1 : i32] : vector<4xf32>
      %97 = spirv.CompositeConstruct %96, %96, %96, %96 : (f32, f32, f32, f32) -> vector<4xf32>
      %98 = spirv.GL.Fma %97, %50, %95 : vector<4xf32>
      %99 = spirv.CompositeExtract %22[2 : i32] : vector<4xf32>
      %100 = spirv.CompositeConstruct %99, %99, %99, %99 : (f32, f32, f32, f32) -> vector<4xf32>
      %101 = spirv.GL.Fma %100, %53, %98 : vector<4xf32>
      %102 = spirv.CompositeExtract %22[3 : i32] : vector<4xf32>
      %103 = spirv.CompositeConstruct %102, %102, %102, %102 : (f32, f32, f32, f32) -> vector<4xf32>
      %104 = spirv.GL.Fma %103, %56, %101 : vector<4xf32>
      %105 = spirv.CompositeExtract %25[0 : i32] : vector<4xf32>
      %106 = spirv.CompositeConstruct %105, %105, %105, %105 : (f32, f32, f32, f32) -> vector<4xf32>
      %107 = spirv.GL.Fma %106, %59, %104 : vector<4xf32>
      %108 = spirv.CompositeExtract %25[1 : i32] : vector<4xf32>
      %109 = spirv.CompositeConstruct %108, %108, %108, %108 : (f32, f32, f32, f32) -> vector<4xf32>
      %110 = spirv.GL.Fma %109, %62, %107 : vector<4xf32>
      %111 = spirv.CompositeExtract %25[2 : i32] : vector<4xf32>
      %112 = spirv.CompositeConstruct %111, %111, %111, %111 : (f32, f32, f32, f32) -> vector<4xf32>
      %113 = spirv.GL.Fma %112, %65, %110 : vector<4xf32>
      %114 = spirv.CompositeExtract %25[3 : i32] : vector<4xf32>
      %115 = spirv.CompositeConstruct %114, %114, %114, %114 : (f32, f32, f32, f32) -> vector<4xf32>
      %116 = spirv.GL.Fma %115, %68, %113 : vector<4xf32>
      %117 = spirv.CompositeExtract %28[0 : i32] : vector<4xf32>
      %118 = spirv.CompositeConstruct %117, %117, %117, %117 : (f32, f32, f32, f32) -> vector<4xf32>
      %119 = spirv.GL.Fma %118, %71, %116 : vector<4xf32>
      %120 = spirv.CompositeExtract %28[1 : i32] : vector<4xf32>
      %121 = spirv.CompositeConstruct %120, %120, %120, %120 : (f32, f32, f32, f32) -> vector<4xf32>
      %122 = spirv.GL.Fma %121, %74, %119 : vector<4xf32>
      %123 = spirv.CompositeExtract %28[2 : i32] : vector<4xf32>
      %124 = spirv.CompositeConstruct %123, %123, %123, %123 : (f32, f32, f32, f32) -> vector<4xf32>
      %125 = spirv.GL.Fma %124, %77, %122 : vector<4xf32>
      %126 = spirv.CompositeExtract %28[3 : i32] : vector<4xf32>
      %127 = spirv.CompositeConstruct %126, %126, %126, %126 : (f32, f32, f32, f32) -> vector<4xf32>
      %128 = spirv.GL.Fma %127, %80, %125 : vector<4xf32>
      %129 = spirv.CompositeExtract %31[0 : i32] : vector<4xf32>
      %130 = spirv.CompositeConstruct %129, %129, %129, %129 : (f32, f32, f32, f32) -> vector<4xf32>
      %131 = spirv.GL.Fma %130, %83, %128 : vector<4xf32>
      %132 = spirv.CompositeExtract %31[1 : i32] : vector<4xf32>
      %133 = spirv.CompositeConstruct %132, %132, %132, %132 : (f32, f32, f32, f32) -> vector<4xf32>
      %134 = spirv.GL.Fma %133, %86, %131 : vector<4xf32>
      %135 = spirv.CompositeExtract %31[2 : i32] : vector<4xf32>
      %136 = spirv.CompositeConstruct %135, %135, %135, %135 : (f32, f32, f32, f32) -> vector<4xf32>
      %137 = spirv.GL.Fma %136, %89, %134 : vector<4xf32>
      %138 = spirv.CompositeExtract %31[3 : i32] : vector<4xf32>
      %139 = spirv.CompositeConstruct %138, %138, %138, %138 : (f32, f32, f32, f32) -> vector<4xf32>
      %140 = spirv.GL.Fma %139, %92, %137 : vector<4xf32>
      %141 = spirv.CompositeExtract %34[0 : i32] : vector<4xf32>
      %142 = spirv.CompositeConstruct %141, %141, %141, %141 : (f32, f32, f32, f32) -> vector<4xf32>
      %143 = spirv.GL.Fma %142, %47, %15 : vector<4xf32>
      %144 = spirv.CompositeExtract %34[1 : i32] : vector<4xf32>
      %145 = spirv.CompositeConstruct %144, %144, %144, %144 : (f32, f32, f32, f32) -> vector<4xf32>
      %146 = spirv.GL.Fma %145, %50, %143 : vector<4xf32>
      %147 = spirv.CompositeExtract %34[2 : i32] : vector<4xf32>
      %148 = spirv.CompositeConstruct %147, %147, %147, %147 : (f32, f32, f32, f32) -> vector<4xf32>
      %149 = spirv.GL.Fma %148, %53, %146 : vector<4xf32>
      %150 = spirv.CompositeExtract %34[3 : i32] : vector<4xf32>
      %151 = spirv.CompositeConstruct %150, %150, %150, %150 : (f32, f32, f32, f32) -> vector<4xf32>
      %152 = spirv.GL.Fma %151, %56, %149 : vector<4xf32>
      %153 = spirv.CompositeExtract %37[0 : i32] : vector<4xf32>
      %154 = spirv.CompositeConstruct %153, %153, %153, %153 : (f32, f32, f32, f32) -> vector<4xf32>
      %155 = spirv.GL.Fma %154, %59, %152 : vector<4xf32>
      %156 = spirv.CompositeExtract %37[1 : i32] : vector<4xf32>
      %157 = spirv.CompositeConstruct %156, %156, %156, %156 : (f32, f32, f32, f32) -> vector<4xf32>
      %158 = spirv.GL.Fma %157, %62, %155 : vector<4xf32>
      %159 = spirv.CompositeExtract %37[2 : i32] : vector<4xf32>
      %160 = spirv.CompositeConstruct %159, %159, %159, %159 : (f32, f32, f32, f32) -> vector<4xf32>
      %161 = spirv.GL.Fma %160, %65, %158 : vector<4xf32>
      %162 = spirv.CompositeExtract %37[3 : i32] : vector<4xf32>
      %163 = spirv.CompositeConstruct %162, %162, %162, %162 : (f32, f32, f32, f32) -> vector<4xf32>
      %164 = spirv.GL.Fma %163, %68, %161 : vector<4xf32>
      %165 = spirv.CompositeExtract %40[0 : i32] : vector<4xf32>
      %166 = spirv.CompositeConstruct %165, %165, %165, %165 : (f32, f32, f32, f32) -> vector<4xf32>
      %167 = spirv.GL.Fma %166, %71, %164 : vector<4xf32>
      %168 = spirv.CompositeExtract %40[1 : i32] : vector<4xf32>
      %169 = spirv.CompositeConstruct %168, %168, %168, %168 : (f32, f32, f32, f32) -> vector<4xf32>
      %170 = spirv.GL.Fma %169, %74, %167 : vector<4xf32>
      %171 = spirv.CompositeExtract %40[2 : i32] : vector<4xf32>
      %172 = spirv.CompositeConstruct %171, %171, %171, %171 : (f32, f32, f32, f32) -> vector<4xf32>
      %173 = spirv.GL.Fma %172, %77, %170 : vector<4xf32>
      %174 = spirv.CompositeExtract %40[3 : i32] : vector<4xf32>
      %175 = spirv.CompositeConstruct %174, %174, %174, %174 : (f32, f32, f32, f32) -> vector<4xf32>
      %176 = spirv.GL.Fma %175, %80, %173 : vector<4xf32>
      %177 = spirv.CompositeExtract %43[0 : i32] : vector<4xf32>
      %178 = spirv.CompositeConstruct %177, %177, %177, %177 : (f32, f32, f32, f32) -> vector<4xf32>
      %179 = spirv.GL.Fma %178, %83, %176 : vector<4xf32>
      %180 = spirv.CompositeExtract %43[1 : i32] : vector<4xf32>
      %181 = spirv.CompositeConstruct %180, %180, %180, %180 : (f32, f32, f32, f32) -> vector<4xf32>
      %182 = spirv.GL.Fma %181, %86, %179 : vector<4xf32>
      %183 = spirv.CompositeExtract %43[2 : i32] : vector<4xf32>
      %184 = spirv.CompositeConstruct %183, %183, %183, %183 : (f32, f32, f32, f32) -> vector<4xf32>
      %185 = spirv.GL.Fma %184, %89, %182 : vector<4xf32>
      %186 = spirv.CompositeExtract %43[3 : i32] : vector<4xf32>
      %187 = spirv.CompositeConstruct %186, %186, %186, %186 : (f32, f32, f32, f32) -> vector<4xf32>
      %188 = spirv.GL.Fma %187, %92, %185 : vector<4xf32>
      spirv.Store "Function" %4, %140 : vector<4xf32>
      spirv.Store "Function" %5, %188 : vector<4xf32>
      %189 = spirv.IAdd %13, %cst16_i32 : i32
      spirv.Branch ^bb1(%189, %140, %188 : i32, vector<4xf32>, vector<4xf32>)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %6 = spirv.Load "Function" %5 : vector<4xf32>
    %7 = spirv.Load "Function" %4 : vector<4xf32>
    %8 = spirv.IMul %1, %cst8_i32 {no_signed_wrap} : i32
    %9 = spirv.IAdd %8, %3 : i32
    %10 = spirv.IAdd %9, %cst4_i32 : i32
    %11 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %10] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %11, %6 : vector<4xf32>
    %12 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %9] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %12, %7 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_2_matmul_32x16x64_f32, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__
  spirv.ExecutionMode @main_dispatch_2_matmul_32x16x64_f32 "LocalSize", 4, 16, 1
}
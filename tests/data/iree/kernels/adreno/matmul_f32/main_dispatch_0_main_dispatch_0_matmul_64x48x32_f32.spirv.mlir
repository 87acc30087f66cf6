spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_matmul_64x48x32_f32() "None" attributes {gpu.known_block_size = array<i32: 4, 16, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "adreno", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp32|fp16|int32|int16|int8, storage = b64|b32|b16, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [64], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst4_i32 = spirv.Constant 4 : i32
    %cst12_i32 = spirv.Constant 12 : i32
    %cst180_i32 = spirv.Constant 180 : i32
    %cst168_i32 = spirv.Constant 168 : i32
    %cst156_i32 = spirv.Constant 156 : i32
    %cst144_i32 = spirv.Constant 144 : i32
    %cst132_i32 = spirv.Constant 132 : i32
    %cst120_i32 = spirv.Constant 120 : i32
    %cst108_i32 = spirv.Constant 108 : i32
    %cst96_i32 = spirv.Constant 96 : i32
    %cst84_i32 = spirv.Constant 84 : i32
    %cst72_i32 = spirv.Constant 72 : i32
    %cst60_i32 = spirv.Constant 60 : i32
    %cst48_i32 = spirv.Constant 48 : i32
    %cst36_i32 = spirv.Constant 36 : i32
    %cst27_i32 = spirv.Constant 27 : i32
    %cst26_i32 = spirv.Constant 26 : i32
    %cst25_i32 = spirv.Constant 25 : i32
    %cst24_i32 = spirv.Constant 24 : i32
    %cst19_i32 = spirv.Constant 19 : i32
    %cst18_i32 = spirv.Constant 18 : i32
    %cst17_i32 = spirv.Constant 17 : i32
    %cst11_i32 = spirv.Constant 11 : i32
    %cst10_i32 = spirv.Constant 10 : i32
    %cst9_i32 = spirv.Constant 9 : i32
    %cst8_i32 = spirv.Constant 8 : i32
    %cst3_i32 = spirv.Constant 3 : i32
    %cst2_i32 = spirv.Constant 2 : i32
    %cst1_i32 = spirv.Constant 1 : i32
    %cst16_i32 = spirv.Constant 16 : i32
    %cst32_i32 = spirv.Constant 32 : i32
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
    %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
    %4 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
    %5 = spirv.CompositeExtract %4[0 : i32] : vector<3xi32>
    %6 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    %7 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    %8 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    %9 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32, %cst_vec_4xf32, %cst_vec_4xf32, %cst_vec_4xf32, %cst_vec_4xf32 : i32, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
    ^bb1(%25: i32, %26: vector<4xf32>, %27: vector<4xf32>, %28: vector<4xf32>, %29: vector<4xf32>):  // 2 preds: ^bb0, ^bb2
      %30 = spirv.SLessThan %25, %cst32_i32 : i32
      spirv.BranchConditional %30, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %31 = spirv.IMul %1, %cst32_i32 {no_signed_wrap} : i32
      %32 = spirv.UDiv %25, %cst4_i32 : i32
      %33 = spirv.IAdd %31, %32 : i32
      %34 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %33] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %35 = spirv.Load "StorageBuffer" %34 : vector<4xf32>
      %36 = spirv.IAdd %33, %cst1_i32 : i32
      %37 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %36] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %38 = spirv.Load "StorageBuffer" %37 : vector<4xf32>
      %39 = spirv.IAdd %33, %cst2_i32 : i32
      %40 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %39] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %41 = spirv.Load "StorageBuffer" %40 : vector<4xf32>
      %42 = spirv.IAdd %33, %cst3_i32 : i32
      %43 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %42] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %44 = spirv.Load "StorageBuffer" %43 : vector<4xf32>
      %45 = spirv.IAdd %33, %cst8_i32 : i32
      %46 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %45] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %47 = spirv.Load "StorageBuffer" %46 : vector<4xf32>
      %48 = spirv.IAdd %33, %cst9_i32 : i32
      %49 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %48] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %50 = spirv.Load "StorageBuffer" %49 : vector<4xf32>
      %51 = spirv.IAdd %33, %cst10_i32 : i32
      %52 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %51] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %53 = spirv.Load "StorageBuffer" %52 : vector<4xf32>
      %54 = spirv.IAdd %33, %cst11_i32 : i32
      %55 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %54] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %56 = spirv.Load "StorageBuffer" %55 : vector<4xf32>
      %57 = spirv.IAdd %33, %cst16_i32 : i32
      %58 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %57] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %59 = spirv.Load "StorageBuffer" %58 : vector<4xf32>
      %60 = spirv.IAdd %33, %cst17_i32 : i32
      %61 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %60] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %62 = spirv.Load "StorageBuffer" %61 : vector<4xf32>
      %63 = spirv.IAdd %33, %cst18_i32 : i32
      %64 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %63] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %65 = spirv.Load "StorageBuffer" %64 : vector<4xf32>
      %66 = spirv.IAdd %33, %cst19_i32 : i32
      %67 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %66] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %68 = spirv.Load "StorageBuffer" %67 : vector<4xf32>
      %69 = spirv.IAdd %33, %cst24_i32 : i32
      %70 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %69] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %71 = spirv.Load "StorageBuffer" %70 : vector<4xf32>
      %72 = spirv.IAdd %33, %cst25_i32 : i32
      %73 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %72] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %74 = spirv.Load "StorageBuffer" %73 : vector<4xf32>
      %75 = spirv.IAdd %33, %cst26_i32 : i32
      %76 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %75] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %77 = spirv.Load "StorageBuffer" %76 : vector<4xf32>
      %78 = spirv.IAdd %33, %cst27_i32 : i32
      %79 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %78] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %80 = spirv.Load "StorageBuffer" %79 : vector<4xf32>
      %81 = spirv.IMul %25, %cst12_i32 {no_signed_wrap} : i32
      %82 = spirv.IAdd %81, %3 : i32
      %83 = spirv.IMul %5, %cst4_i32 {no_signed_wrap} : i32
      %84 = spirv.IAdd %82, %83 : i32
      %85 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %84] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %86 = spirv.Load "StorageBuffer" %85 : vector<4xf32>
      %87 = spirv.IAdd %84, %cst12_i32 : i32
      %88 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %87] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %89 = spirv.Load "StorageBuffer" %88 : vector<4xf32>
      %90 = spirv.IAdd %84, %cst24_i32 : i32
      %91 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %90] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %92 = spirv.Load "StorageBuffer" %91 : vector<4xf32>
      %93 = spirv.IAdd %84, %cst36_i32 : i32
      %94 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %93] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %95 = spirv.Load "StorageBuffer" %94 : vector<4xf32>
      %96 = spirv.IAdd %84, %cst48_i32 : i32
      %97 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %96] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %98 = spirv.Load "StorageBuffer" %97 : vector<4xf32>
      %99 = spirv.IAdd %84, %cst60_i32 : i32
      %100 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %99] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %101 = spirv.Load "StorageBuffer" %100 : vector<4xf32>
      %102 = spirv.IAdd %84, %cst72_i32 : i32
      %103 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %102] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %104 = spirv.Load "StorageBuffer" %103 : vector<4xf32>
      %105 = spirv.IAdd %84, %cst84_i32 : i32
      %106 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %105] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %107 = spirv.Load "StorageBuffer" %106 : vector<4xf32>
      %108 = spirv.IAdd %84, %cst96_i32 : i32
      %109 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %108] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %110 = spirv.Load "StorageBuffer" %109 : vector<4xf32>
      %111 = spirv.IAdd %84, %cst108_i32 : i32
      %112 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %111] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %113 = spirv.Load "StorageBuffer" %112 : vector<4xf32>
      %114 = spirv.IAdd %84, %cst120_i32 : i32
      %115 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %114] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %116 = spirv.Load "StorageBuffer" %115 : vector<4xf32>
      %117 = spirv.IAdd %84, %cst132_i32 : i32
      %118 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %117] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %119 = spirv.Load "StorageBuffer" %118 : vector<4xf32>
      %120 = spirv.IAdd %84, %cst144_i32 : i32
      %121 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %120] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %122 = spirv.Load "StorageBuffer" %121 : vector<4xf32>
      %123 = spirv.IAdd %84, %cst156_i32 : i32
      %124 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %123] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %125 = spirv.Load "StorageBuffer" %124 : vector<4xf32>
      %126 = spirv.IAdd %84, %cst168_i32 : i32
      %127 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %126] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %128 = spirv.Load "StorageBuffer" %127 : vector<4xf32>
      %129 = spirv.IAdd %84, %cst180_i32 : i32
      %130 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %129] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      %131 = spirv.Load "StorageBuffer" %130 : vector<4xf32>
      %132 = spirv.CompositeExtract %35[0 : i32] : vector<4xf32>
      %133 = spirv.CompositeConstruct %132, %132, %132, %132 : (f32, f32, f32, f32) -> vector<4xf32>
      %134 = spirv.GL.Fma %133, %86, %26 : vector<4xf32>
      %135 = spirv.CompositeExtract %35[1 : i32] : vector<4xf32>
      %136 = spirv.CompositeConstruct %135, %135, %135, %135 : (f32, f32, f32, f32) -> vector<4xf32>
      %137 = spirv.GL.Fma %136, %89, %134 : vector<4xf32>
      %138 = spirv.CompositeExtract %35[2 : i32] : vector<4xf32>
      %139 = spirv.CompositeConstruct %138, %138, %138, %138 : (f32, f32, f32, f32) -> vector<4xf32>
      %140 = spirv.GL.Fma %139, %92, %137 : vector<4xf32>
      %141 = spirv.CompositeExtract %35[3 : i32] : vector<4xf32>
      %142 = spirv.CompositeConstruct %141, %141, %141, %141 : (f32, f32, f32, f32) -> vector<4xf32>
      %143 = spirv.GL.Fma %142, %95, %140 : vector<4xf32>
      %144 = spirv.CompositeExtract %38[0 : i32] : vector<4xf32>
      %145 = spirv.CompositeConstruct %144, %144, %144, %144 : (f32, f32, f32, f32) -> vector<4xf32>
      %146 = spirv.GL.Fma %145, %98, %143 : vector<4xf32>
      %147 = spirv.CompositeExtract %38[1 : i32] : vector<4xf32>
      %148 = spirv.CompositeConstruct %147, %147, %147, %147 : (f32, f32, f32, f32) -> vector<4xf32>
      %149 = spirv.GL.Fma %148, %101, %146 : vector<4xf32>
      %150 = spirv.CompositeExtract %38[2 : i32] : vector<4xf32>
      %151 = spirv.CompositeConstruct %150, %150, %150, %150 : (f32, f32, f32, f32) -> vector<4xf32>
      %152 = spirv.GL.Fma %151, %104, %149 : vector<4xf32>
      %153 = spirv.CompositeExtract %38[3 : i32] : vector<4xf32>
      %154 = spirv.CompositeConstruct %153, %153, %153, %153 : (f32, f32, f32, f32) -> vector<4xf32>
      %155 = spirv.GL.Fma %154, %107, %152 : vector<4xf32>
      %156 = spirv.CompositeExtract %41[0 : i32] : vector<4xf32>
      %157 = spirv.CompositeConstruct %156, %156, %156, %156 : (f32, f32, f32, f32) -> vector<4xf32>
      %158 = spirv.GL.Fma %157, %110, %155 : vector<4xf32>
      %159 = spirv.CompositeExtract %41[1 : i32] : vector<4xf32>
      %160 = spirv.CompositeConstruct %159, %159, %159, %159 : (f32, f32, f32, f32) -> vector<4xf32>
      %161 = spirv.GL.Fma %160, %113, %158 : vector<4xf32>
      %162 = spirv.CompositeExtract %41[2 : i32] : vector<4xf32>
      %163 = spirv.CompositeConstruct %162, %162, %162, %162 : (f32, f32, f32, f32) -> vector<4xf32>
      %164 = spirv.GL.Fma %163, %116, %161 : vector<4xf32>
      %165 = spirv.CompositeExtract %41[3 : i32] : vector<4xf32>
      %166 = spirv.CompositeConstruct %165, %165, %165, %165 : (f32, f32, f32, f32) -> vector<4xf32>
      %167 = spirv.GL.Fma %166, %119, %164 : vector<4xf32>
      %168 = spirv.CompositeExtract %44[0 : i32] : vector<4xf32>
      %169 = spirv.CompositeConstruct %168, %168, %168, %168 : (f32, f32, f32, f32) -> vector<4xf32>
      %170 = spirv.GL.Fma %169, %122, %167 : vector<4xf32>
      %171 = spirv.CompositeExtract %44[1 : i32] : vector<4xf32>
      %172 = spirv.CompositeConstruct %171, %171, %171, %171 : (f32, f32, f32, f32) -> vector<4xf32>
      %173 = spirv.GL.Fma %172, %125, %170 : vector<4xf32>
      %174 = spirv.CompositeExtract %44[2 : i32] : vector<4xf32>
      %175 = spirv.CompositeConstruct %174, %174, %174, %174 : (f32, f32, f32, f32) -> vector<4xf32>
      %176 = spirv.GL.Fma %175, %128, %173 : vector<4xf32>
      %177 = spirv.CompositeExtract %44[3 : i32] : vector<4xf32>
      %178 = spirv.CompositeConstruct %177, %177, %177, %177 : (f32, f32, f32, f32) -> vector<4xf32>
      %179 = spirv.GL.Fma %178, %131, %176 : vector<4xf32>
      %180 = spirv.CompositeExtract %47[0 : i32] : vector<4xf32>
      %181 = spirv.CompositeConstruct %180, %180, %180, %180 : (f32, f32, f32, f32) -> vector<4xf32>
      %182 = spirv.GL.Fma %181, %86, %27 : vector<4xf32>
      %183 = spirv.CompositeExtract %47[1 : i32] : vector<4xf32>
      %184 = spirv.CompositeConstruct %183, %183, %183, %183 : (f32, f32, f32, f32) -> vector<4xf32>
      %185 = spirv.GL.Fma %184, %89, %182 : vector<4xf32>
      %186 = spirv.CompositeExtract %47[2 : i32] : vector<4xf32>
      %187 = spirv.CompositeConstruct %186, %186, %186, %186 : (f32, f32, f32, f32) -> vector<4xf32>
      %188 = spirv.GL.Fma %187, %92, %185 : vector<4xf32>
      %189 = spirv.CompositeExtract %47[3 : i32] : vector<4xf32>
      %190 = spirv.CompositeConstruct %189, %189, %189, %189 : (f32, f32, f32, f32) -> vector<4xf32>
      %191 = spirv.GL.Fma %190, %95, %188 : vector<4xf32>
      %192 = spirv.CompositeExtract %50[0 : i32] : vector<4xf32>
      %193 = spirv.CompositeConstruct %192, %192, %192, %192 : (f32, f32, f32, f32) -> vector<4xf32>
      %194 = spirv.GL.Fma %193, %98, %191 : vector<4xf32>
      %195 = spirv.CompositeExtract %50[1 : i32] : vector<4xf32>
      %196 = spirv.CompositeConstruct %195, %195, %195, %195 : (f32, f32, f32, f32) -> vector<4xf32>
      %197 = spirv.GL.Fma %196, %101, %194 : vector<4xf32>
      %198 = spirv.CompositeExtract %50[2 : i32] : vector<4xf32>
      %199 = spirv.CompositeConstruct %198, %198, %198, %198 : (f32, f32, f32, f32) -> vector<4xf32>
      %200 = spirv.GL.Fma %199, %104, %197 : vector<4xf32>
      %201 = spirv.CompositeExtract %50[3 : i32] : vector<4xf32>
      %202 = spirv.CompositeConstruct %201, %201, %201, %201 : (f32, f32, f32, f32) -> vector<4xf32>
      %203 = spirv.GL.Fma %202, %107, %200 : vector<4xf32>
      %204 = spirv.CompositeExtract %53[0 : i32] : vector<4xf32>
      %205 = spirv.CompositeConstruct %204, %204, %204, %204 : (f32, f32, f32, f32) -> vector<4xf32>
      %206 = spirv.GL.Fma %205, %110, %203 : vector<4xf32>
      %207 = spirv.CompositeExtract %53[1 : i32] : vector<4xf32>
      %208 = spirv.CompositeConstruct %207, %207, %207, %207 : (f32, f32, f32, f32) -> vector<4xf32>
      %209 = spirv.GL.Fma %208, %113, %206 : vector<4xf32>
      %210 = spirv.CompositeExtract %53[2 : i32] : vector<4xf32>
      %211 = spirv.CompositeConstruct %210, %210, %210, %210 : (f32, f32, f32, f32) -> vector<4xf32>
      %212 = spirv.GL.Fma %211, %116, %209 : vector<4xf32>
      %213 = spirv.CompositeExtract %53[3 : i32] : vector<4xf32>
      %214 = spirv.CompositeConstruct %213, %213, %213, %213 : (f32, f32, f32, f32) -> vector<4xf32>
      %215 = spirv.GL.Fma %214, %119, %212 : vector<4xf32>
      %216 = spirv.CompositeExtract %56[0 : i32] : vector<4xf32>
      %217 = spirv.CompositeConstruct %216, %216, %216, %216 : (f32, f32, f32, f32) -> vector<4xf32>
      %218 = spirv.GL.Fma %217, %122, %215 : vector<4xf32>
      %219 = spirv.CompositeExtract %56[1 : i32] : vector<4xf32>
      %220 = spirv.CompositeConstruct %219, %219, %219, %219 : (f32, f32, f32, f32) -> vector<4xf32>
      %221 = spirv.GL.Fma %220, %125, %218 : vector<4xf32>
      %222 = spirv.CompositeExtract %56[2 : i32] : vector<4xf32>
      %223 = spirv.CompositeConstruct %222, %222, %222, %222 : (f32, f32, f32, f32) -> vector<4xf32>
      %224 = spirv.GL.Fma %223, %128, %221 : vector<4xf32>
      %225 = spirv.CompositeExtract %56[3 : i32] : vector<4xf32>
      %226 = spirv.CompositeConstruct %225, %225, %225, %225 : (f32, f32, f32, f32) -> vector<4xf32>
      %227 = spirv.GL.Fma %226, %131, %224 : vector<4xf32>
      %228 = spirv.CompositeExtract %59[0 : i32] : vector<4xf32>
      %229 = spirv.CompositeConstruct %228, %228, %228, %228 : (f32, f32, f32, f32) -> vector<4xf32>
      %230 = spirv.GL.Fma %229, %86, %28 : vector<4xf32>
      %231 = spirv.CompositeExtract %59[1 : i32] : vector<4xf32>
      %232 = spirv.CompositeConstruct %231, %231, %231, %231 : (f32, f32, f32, f32) -> vector<4xf32>
      %233 = spirv.GL.Fma %232, %89, %230 : vector<4xf32>
      %234 = spirv.CompositeExtract %59[2 : i32] : vector<4xf32>
      %235 = spirv.CompositeConstruct %234, %234, %234, %234 : (f32, f32, f32, f32) -> vector<4xf32>
      %236 = spirv.GL.Fma %235, %92, %233 : vector<4xf32>
      %237 = spirv.CompositeExtract %59[3 : i32] : vector<4xf32>
      %238 = spirv.CompositeConstruct %237, %237, %237, %237 : (f32, f32, f32, f32) -> vector<4xf32>
      %239 = spirv.GL.Fma %238, %95, %236 : vector<4xf32>
      %240 = spirv.CompositeExtract %62[0 : i32] : vector<4xf32>
      %241 = spirv.CompositeConstruct %240, %240, %240, %240 : (f32, f32, f32, f32) -> vector<4xf32>
      %242 = spirv.GL.Fma %241, %98, %239 : vector<4xf32>
      %243 = spirv.CompositeExtract %62[1 : i32] : vector<4xf32>
      %244 = spirv.CompositeConstruct %243, %243, %243, %243 : (f32, f32, f32, f32) -> vector<4xf32>
      %245 = spirv.GL.Fma %244, %101, %242 : vector<4xf32>
      %246 = spirv.CompositeExtract %62[2 : i32] : vector<4xf32>
      %247 = spirv.CompositeConstruct %246, %246, %246, %246 : (f32, f32, f32, f32) -> vector<4xf32>
      %248 = spirv.GL.Fma %247, %104, %245 : vector<4xf32>
      %249 = spirv.CompositeExtract %62[3 : i32] : vector<4xf32>
      %250 = spirv.CompositeConstruct %249, %249, %249, %249 : (f32, f32, f32, f32) -> vector<4xf32>
      %251 = spirv.GL.Fma %250, %107, %248 : vector<4xf32>
      %252 = spirv.CompositeExtract %65[0 : i32] : vector<4xf32>
      %253 = spirv.CompositeConstruct %252, %252, %252, %252 : (f32, f32, f32, f32) -> vector<4xf32>
      %254 = spirv.GL.Fma %253, %110, %251 : vector<4xf32>
      %255 = spirv.CompositeExtract %65[1 : i32] : vector<4xf32>
      %256 = spirv.CompositeConstruct %255, %255, %255, %255 : (f32, f32, f32, f32) -> vector<4xf32>
      %257 = spirv.GL.Fma %256, %113, %254 : vector<4xf32>
      %258 = spirv.CompositeExtract %65[2 : i32] : vector<4xf32>
      %259 = spirv.CompositeConstruct %258, %258, %258, %258 : (f32, f32, f32, f32) -> vector<4xf32>
      %260 = spirv.GL.Fma %259, %116, %257 : vector<4xf32>
      %261 = spirv.CompositeExtract %65[3 : i32] : vector<4xf32>
      %262 = spirv.CompositeConstruct %261, %261, %261, %261 : (f32, f32, f32, f32) -> vector<4xf32>
      %263 = spirv.GL.Fma %262, %119, %260 : vector<4xf32>
      %264 = spirv.CompositeExtract %68[0 : i32] : vector<4xf32>
      %265 = spirv.CompositeConstruct %264, %264, %264, %264 : (f32, f32, f32, f32) -> vector<4xf32>
      %266 = spirv.GL.Fma %265, %122, %263 : vector<4xf32>
      %267 = spirv.CompositeExtract %68[1 : i32] : vector<4xf32>
      %268 = spirv.CompositeConstruct %267, %267, %267, %267 : (f32, f32, f32, f32) -> vector<4xf32>
      %269 = spirv.GL.Fma %268, %125, %266 : vector<4xf32>
      %270 = spirv.CompositeExtract %68[2 : i32] : vector<4xf32>
      %271 = spirv.CompositeConstruct %270, %270, %270, %270 : (f32, f32, f32, f32) -> vector<4xf32>
      %272 = spirv.GL.Fma %271, %128, %269 : vector<4xf32>
      %273 = spirv.CompositeExtract %68[3 : i32] : vector<4xf32>
      %274 = spirv.CompositeConstruct %273, %273, %273, %273 : (f32, f32, f32, f32) -> vector<4xf32>
      %275 = spirv.GL.Fma %274, %131, %272 : vector<4xf32>
      %276 = spirv.CompositeExtract %71[0 : i32] : vector<4xf32>
      %277 = spirv.CompositeConstruct %276, %276, %276, %276 : (f32, f32, f32, f32) -> vector<4xf32>
      %278 = spirv.GL.Fma %277, %86, %29 : vector<4xf32>
      %279 = spirv.CompositeExtract %71[1 : i32] : vector<4xf32>
      %280 = spirv.CompositeConstruct %279, %279, %279, %279 : (f32, f32, f32, f32) -> vector<4xf32>
      %281 = spirv.GL.Fma %280, %89, %278 : vector<4xf32>
      %282 = spirv.CompositeExtract %71[2 : i32] : vector<4xf32>
      %283 = spirv.CompositeConstruct %282, %282, %282, %282 : (f32, f32, f32, f32) -> vector<4xf32>
      %284 = spirv.GL.Fma %283, %92, %281 : vector<4xf32>
      %285 = spirv.CompositeExtract %71[3 : i32] : vector<4xf32>
      %286 = spirv.CompositeConstruct %285, %285, %285, %285 : (f32, f32, f32, f32) -> vector<4xf32>
      %287 = spirv.GL.Fma %286, %95, %284 : vector<4xf32>
      %288 = spirv.CompositeExtract %74[0 : i32] : vector<4xf32>
      %289 = spirv.CompositeConstruct %288, %288, %288, %288 : (f32, f32, f32, f32) -> vector<4xf32>
      %290 = spirv.GL.Fma %289, %98, %287 : vector<4xf32>
      %291 = spirv.CompositeExtract %74[1 : i32] : vector<4xf32>
      %292 = spirv.CompositeConstruct %291, %291, %291, %291 : (f32, f32, f32, f32) -> vector<4xf32>
      %293 = spirv.GL.Fma %292, %101, %290 : vector<4xf32>
      %294 = spirv.CompositeExtract %74[2 : i32] : vector<4xf32>
      %295 = spirv.CompositeConstruct %294, %294, %294, %294 : (f32, f32, f32, f32) -> vector<4xf32>
      %296 = spirv.GL.Fma %295, %104, %293 : vector<4xf32>
      %297 = spirv.CompositeExtract %74[3 : i32] : vector<4xf32>
      %298 = spirv.CompositeConstruct %297, %297, %297, %297 : (f32, f32, f32, f32) -> vector<4xf32>
      %299 = spirv.GL.Fma %298, %107, %296 : vector<4xf32>
      %300 = spirv.CompositeExtract %77[0 : i32] : vector<4xf32>
      %301 = spirv.CompositeConstruct %300, %300, %300, %300 : (f32, f32, f32, f32) -> vector<4xf32>
      %302 = spirv.GL.Fma %301, %110, %299 : vector<4xf32>
      %303 = spirv.CompositeExtract %77[1 : i32] : vector<4xf32>
      %304 = spirv.CompositeConstruct %303, %303, %303, %303 : (f32, f32, f32, f32) -> vector<4xf32>
      %305 = spirv.GL.Fma %304, %113, %302 : vector<4xf32>
      %306 = spirv.CompositeExtract %77[2 : i32] : vector<4xf32>
      %307 = spirv.CompositeConstruct %306, %306, %306, %306 : (f32, f32, f32, f32) -> vector<4xf32>
      %308 = spirv.GL.Fma %307, %116, %305 : vector<4xf32>
      %309 = spirv.CompositeExtract %77[3 : i32] : vector<4xf32>
      %310 = spirv.CompositeConstruct %309, %309, %309, %309 : (f32, f32, f32, f32) -> vector<4xf32>
      %311 = spirv.GL.Fma %310, %119, %308 : vector<4xf32>
      %312 = spirv.CompositeExtract %80[0 : i32] : vector<4xf32>
      %313 = spirv.CompositeConstruct %312, %312, %312, %312 : (f32, f32, f32, f32) -> vector<4xf32>
      %314 = spirv.GL.Fma %313, %122, %311 : vector<4xf32>
      %315 = spirv.CompositeExtract %80[1 : i32] : vector<4xf32>
      %316 = spirv.CompositeConstruct %315, %315, %315, %315 : (f32, f32, f32, f32) -> vector<4xf32>
      %317 = spirv.GL.Fma %316, %125, %314 : vector<4xf32>
      %318 = spirv.CompositeExtract %80[2 : i32] : vector<4xf32>
      %319 = spirv.CompositeConstruct %318, %318, %318, %318 : (f32, f32, f32, f32) -> vector<4xf32>
      %320 = spirv.GL.Fma %319, %128, %317 : vector<4xf32>
      %321 = spirv.CompositeExtract %80[3 : i32] : vector<4xf32>
      %322 = spirv.CompositeConstruct %321, %321, %321, %321 : (f32, f32, f32, f32) -> vector<4xf32>
      %323 = spirv.GL.Fma %322, %131, %320 : vector<4xf32>
      spirv.Store "Function" %6, %179 : vector<4xf32>
      spirv.Store "Function" %7, %227 : vector<4xf32>
      spirv.Store "Function" %8, %275 : vector<4xf32>
      spirv.Store "Function" %9, %323 : vector<4xf32>
      %324 = spirv.IAdd %25, %cst16_i32 : i32
      spirv.Branch ^bb1(%324, %179, %227, %275, %323 : i32, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %10 = spirv.Load "Function" %9 : vector<4xf32>
    %11 = spirv.Load "Function" %8 : vector<4xf32>
    %12 = spirv.Load "Function" %7 : vector<4xf32>
    %13 = spirv.Load "Function" %6 : vector<4xf32>
    %14 = spirv.IMul %1, %cst48_i32 {no_signed_wrap} : i32
    %15 = spirv.IAdd %14, %3 : i32
    %16 = spirv.IMul %5, %cst4_i32 {no_signed_wrap} : i32
    %17 = spirv.IAdd %15, %16 : i32
    %18 = spirv.IAdd %17, %cst36_i32 : i32
    %19 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %18] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %19, %10 : vector<4xf32>
    %20 = spirv.IAdd %17, %cst24_i32 : i32
    %21 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %20] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %21, %11 : vector<4xf32>
    %22 = spirv.IAdd %17, %cst12_i32 : i32
    %23 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %22] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %23, %12 : vector<4xf32>
    %24 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %17] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %24, %13 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_matmul_64x48x32_f32, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__
  spirv.ExecutionMode @main_dispatch_0_matmul_64x48x32_f32 "LocalSize", 4, 16, 1
}
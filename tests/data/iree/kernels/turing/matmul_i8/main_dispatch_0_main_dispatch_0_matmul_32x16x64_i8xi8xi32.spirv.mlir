spirv.module Logical GLSL450 requires #spirv.vce<v1.6, [Shader, StorageBuffer8BitAccess, Int8, DotProduct, DotProductInput4x8Bit, Matrix], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_8bit_storage, SPV_KHR_integer_dot_product]> {
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_matmul_32x16x64_i8xi8xi32() "None" attributes {gpu.known_block_size = array<i32: 4, 32, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "sm_75", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, mma = [<NV_MMA_SYNC_F32_16x8x16_F16>, <NV_MMA_SYNC_F16_16x8x16_F16>, <NV_WMMA_F32_16x16x16_F16>, <NV_WMMA_F16_16x16x16_F16>], subgroup_size_choices = [32], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 65536, max_workgroup_counts = [2147483647, 65535, 65535]>>}>} {
    %cst16_i32 = spirv.Constant 16 : i32
    %cst124_i32 = spirv.Constant 124 : i32
    %cst120_i32 = spirv.Constant 120 : i32
    %cst116_i32 = spirv.Constant 116 : i32
    %cst112_i32 = spirv.Constant 112 : i32
    %cst108_i32 = spirv.Constant 108 : i32
    %cst104_i32 = spirv.Constant 104 : i32
    %cst100_i32 = spirv.Constant 100 : i32
    %cst96_i32 = spirv.Constant 96 : i32
    %cst92_i32 = spirv.Constant 92 : i32
    %cst88_i32 = spirv.Constant 88 : i32
    %cst84_i32 = spirv.Constant 84 : i32
    %cst80_i32 = spirv.Constant 80 : i32
    %cst76_i32 = spirv.Constant 76 : i32
    %cst72_i32 = spirv.Constant 72 : i32
    %cst68_i32 = spirv.Constant 68 : i32
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
    %cst1_i32 = spirv.Constant 1 : i32
    %cst4_i32 = spirv.Constant 4 : i32
    %cst32_i32 = spirv.Constant 32 : i32
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
    %4 = spirv.Variable : !spirv.ptr<vector<4xi32>, Function>
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32, %cst_vec_4xi32 : i32, vector<4xi32>)
    ^bb1(%9: i32, %10: vector<4xi32>):  // 2 preds: ^bb0, ^bb2
      %11 = spirv.SLessThan %9, %cst64_i32 : i32
      spirv.BranchConditional %11, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %12 = spirv.IMul %1, %cst4_i32 {no_signed_wrap} : i32
      %13 = spirv.UDiv %9, %cst16_i32 : i32
      %14 = spirv.IAdd %12, %13 : i32
      %15 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %14] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi32>, StorageBuffer>
      %16 = spirv.Load "StorageBuffer" %15 : vector<4xi32>
      %17 = spirv.IAdd %14, %cst1_i32 : i32
      %18 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %17] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi32>, StorageBuffer>
      %19 = spirv.Load "StorageBuffer" %18 : vector<4xi32>
      %20 = spirv.IMul %9, %cst4_i32 {no_signed_wrap} : i32
      %21 = spirv.IAdd %20, %3 : i32
      %22 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %21] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %23 = spirv.Load "StorageBuffer" %22 : vector<4xi8>
      %24 = spirv.IAdd %21, %cst4_i32 : i32
      %25 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %24] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %26 = spirv.Load "StorageBuffer" %25 : vector<4xi8>
      %27 = spirv.IAdd %21, %cst8_i32 : i32
      %28 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %27] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %29 = spirv.Load "StorageBuffer" %28 : vector<4xi8>
      %30 = spirv.IAdd %21, %cst12_i32 : i32
      %31 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %30] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %32 = spirv.Load "StorageBuffer" %31 : vector<4xi8>
      %33 = spirv.IAdd %21, %cst16_i32 : i32
      %34 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %33] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %35 = spirv.Load "StorageBuffer" %34 : vector<4xi8>
      %36 = spirv.IAdd %21, %cst20_i32 : i32
      %37 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %36] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %38 = spirv.Load "StorageBuffer" %37 : vector<4xi8>
      %39 = spirv.IAdd %21, %cst24_i32 : i32
      %40 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %39] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %41 = spirv.Load "StorageBuffer" %40 : vector<4xi8>
      %42 = spirv.IAdd %21, %cst28_i32 : i32
      %43 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %42] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %44 = spirv.Load "StorageBuffer" %43 : vector<4xi8>
      %45 = spirv.IAdd %21, %cst32_i32 : i32
      %46 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %45] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %47 = spirv.Load "StorageBuffer" %46 : vector<4xi8>
      %48 = spirv.IAdd %21, %cst36_i32 : i32
      %49 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %48] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %50 = spirv.Load "StorageBuffer" %49 : vector<4xi8>
      %51 = spirv.IAdd %21, %cst40_i32 : i32
      %52 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %51] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %53 = spirv.Load "StorageBuffer" %52 : vector<4xi8>
      %54 = spirv.IAdd %21, %cst44_i32 : i32
      %55 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %54] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %56 = spirv.Load "StorageBuffer" %55 : vector<4xi8>
      %57 = spirv.IAdd %21, %cst48_i32 : i32
      %58 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %57] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %59 = spirv.Load "StorageBuffer" %58 : vector<4xi8>
      %60 = spirv.IAdd %21, %cst52_i32 : i32
      %61 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %60] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %62 = spirv.Load "StorageBuffer" %61 : vector<4xi8>
      %63 = spirv.IAdd %21, %cst56_i32 : i32
      %64 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %63] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %65 = spirv.Load "StorageBuffer" %64 : vector<4xi8>
      %66 = spirv.IAdd %21, %cst60_i32 : i32
      %67 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %66] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %68 = spirv.Load "StorageBuffer" %67 : vector<4xi8>
      %69 = spirv.IAdd %21, %cst64_i32 : i32
      %70 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %69] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %71 = spirv.Load "StorageBuffer" %70 : vector<4xi8>
      %72 = spirv.IAdd %21, %cst68_i32 : i32
      %73 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %72] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %74 = spirv.Load "StorageBuffer" %73 : vector<4xi8>
      %75 = spirv.IAdd %21, %cst72_i32 : i32
      %76 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %75] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %77 = spirv.Load "StorageBuffer" %76 : vector<4xi8>
      %78 = spirv.IAdd %21, %cst76_i32 : i32
      %79 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %78] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %80 = spirv.Load "StorageBuffer" %79 : vector<4xi8>
      %81 = spirv.IAdd %21, %cst80_i32 : i32
      %82 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %81] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %83 = spirv.Load "StorageBuffer" %82 : vector<4xi8>
      %84 = spirv.IAdd %21, %cst84_i32 : i32
      %85 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %84] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %86 = spirv.Load "StorageBuffer" %85 : vector<4xi8>
      %87 = spirv.IAdd %21, %cst88_i32 : i32
      %88 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %87] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %89 = spirv.Load "StorageBuffer" %88 : vector<4xi8>
      %90 = spirv.IAdd %21, %cst92_i32 : i32
      %91 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %90] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %92 = spirv.Load "StorageBuffer" %91 : vector<4xi8>
      %93 = spirv.IAdd %21, %cst96_i32 : i32
      %94 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %93] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %95 = spirv.Load "StorageBuffer" %94 : vector<4xi8>
      %96 = spirv.IAdd %21, %cst100_i32 : i32
      %97 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %96] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %98 = spirv.Load "StorageBuffer" %97 : vector<4xi8>
      %99 = spirv.IAdd %21, %cst104_i32 : i32
      %100 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %99] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %101 = spirv.Load "StorageBuffer" %100 : vector<4xi8>
      %102 = spirv.IAdd %21, %cst108_i32 : i32
      %103 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %102] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %104 = spirv.Load "StorageBuffer" %103 : vector<4xi8>
      %105 = spirv.IAdd %21, %cst112_i32 : i32
      %106 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %105] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %107 = spirv.Load "StorageBuffer" %106 : vector<4xi8>
      %108 = spirv.IAdd %21, %cst116_i32 : i32
      %109 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %108] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %110 = spirv.Load "StorageBuffer" %109 : vector<4xi8>
      %111 = spirv.IAdd %21, %cst120_i32 : i32
      %112 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %111] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %113 = spirv.Load "StorageBuffer" %112 : vector<4xi8>
      %114 = spirv.IAdd %21, %cst124_i32 : i32
      %115 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %114] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi8>, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi8>, StorageBuffer>
      %116 = spirv.Load "StorageBuffer" %115 : vector<4xi8>
      %117 = spirv.CompositeExtract %16[0 : i32] : vector<4xi32>
      %118 = spirv.Bitcast %117 : i32 to vector<4xi8>
      %119 = spirv.CompositeExtract %16[1 : i32] : vector<4xi32>
      %120 = spirv.Bitcast %119 : i32 to vector<4xi8>
      %121 = spirv.CompositeExtract %16[2 : i32] : vector<4xi32>
      %122 = spirv.Bitcast %121 : i32 to vector<4xi8>
      %123 = spirv.CompositeExtract %16[3 : i32] : vector<4xi32>
      %124 = spirv.Bitcast %123 : i32 to vector<4xi8>
      %125 = spirv.CompositeExtract %19[0 : i32] : vector<4xi32>
      %126 = spirv.Bitcast %125 : i32 to vector<4xi8>
      %127 = spirv.CompositeExtract %19[1 : i32] : vector<4xi32>
      %128 = spirv.Bitcast %127 : i32 to vector<4xi8>
      %129 = spirv.CompositeExtract %19[2 : i32] : vector<4xi32>
      %130 = spirv.Bitcast %129 : i32 to vector<4xi8>
      %131 = spirv.CompositeExtract %19[3 : i32] : vector<4xi32>
      %132 = spirv.Bitcast %131 : i32 to vector<4xi8>
      %133 = spirv.CompositeExtract %23[0 : i32] : vector<4xi8>
      %134 = spirv.CompositeExtract %26[0 : i32] : vector<4xi8>
      %135 = spirv.CompositeExtract %29[0 : i32] : vector<4xi8>
      %136 = spirv.CompositeExtract %32[0 : i32] : vector<4xi8>
      %137 = spirv.CompositeConstruct %133, %134, %135, %136 : (i8, i8, i8, i8) -> vector<4xi8>
      %138 = spirv.CompositeExtract %35[0 : i32] : vector<4xi8>
      %139 = spirv.CompositeExtract %38[0 : i32] : vector<4xi8>
      %140 = spirv.CompositeExtract %41[0 : i32] : vector<4xi8>
      %141 = spirv.CompositeExtract %44[0 : i32] : vector<4xi8>
      %142 = spirv.CompositeConstruct %138, %139, %140, %141 : (i8, i8, i8, i8) -> vector<4xi8>
      %143 = spirv.CompositeExtract %47[0 : i32] : vector<4xi8>
      %144 = spirv.CompositeExtract %50[0 : i32] : vector<4xi8>
      %145 = spirv.CompositeExtract %53[0 : i32] : vector<4xi8>
      %146 = spirv.CompositeExtract %56[0 : i32] : vector<4xi8>
      %147 = spirv.CompositeConstruct %143, %144, %145, %146 : (i8, i8, i8, i8) -> vector<4xi8>
      %148 = spirv.CompositeExtract %59[0 : i32] : vector<4xi8>
      %149 = spirv.CompositeExtract %62[0 : i32] : vector<4xi8>
      %150 = spirv.CompositeExtract %65[0 : i32] : vector<4xi8>
      %151 = spirv.CompositeExtract %68[0 : i32] : vector<4xi8>
      %152 = spirv.CompositeConstruct %148, %149, %150, %151 : (i8, i8, i8, i8) -> vector<4xi8>
      %153 = spirv.CompositeExtract %71[0 : i32] : vector<4xi8>
      %154 = spirv.CompositeExtract %74[0 : i32] : vector<4xi8>
      %155 = spirv.CompositeExtract %77[0 : i32] : vector<4xi8>
      %156 = spirv.CompositeExtract %80[0 : i32] : vector<4xi8>
      %157 = spirv.CompositeConstruct %153, %154, %155, %156 : (i8, i8, i8, i8) -> vector<4xi8>
      %158 = spirv.CompositeExtract %83[0 : i32] : vector<4xi8>
      %159 = spirv.CompositeExtract %86[0 : i32] : vector<4xi8>
      %160 = spirv.CompositeExtract %89[0 : i32] : vector<4xi8>
      %161 = spirv.CompositeExtract %92[0 : i32] : vector<4xi8>
      %162 = spirv.CompositeConstruct %158, %159, %160, %161 : (i8, i8, i8, i8) -> vector<4xi8>
      %163 = spirv.CompositeExtract %95[0 : i32] : vector<4xi8>
      %164 = spirv.CompositeExtract %98[0 : i32] : vector<4xi8>
      %165 = spirv.CompositeExtract %101[0 : i32] : vector<4xi8>
      %166 = spirv.CompositeExtract %104[0 : i32] : vector<4xi8>
      %167 = spirv.CompositeConstruct %163, %164, %165, %166 : (i8, i8, i8, i8) -> vector<4xi8>
      %168 = spirv.CompositeExtract %107[0 : i32] : vector<4xi8>
      %169 = spirv.CompositeExtract %110[0 : i32] : vector<4xi8>
      %170 = spirv.CompositeExtract %113[0 : i32] : vector<4xi8>
      %171 = spirv.CompositeExtract %116[0 : i32] : vector<4xi8>
      %172 = spirv.CompositeConstruct %168, %169, %170, %171 : (i8, i8, i8, i8) -> vector<4xi8>
      %173 = spirv.CompositeExtract %23[1 : i32] : vector<4xi8>
      %174 = spirv.CompositeExtract %26[1 : i32] : vector<4xi8>
      %175 = spirv.CompositeExtract %29[1 : i32] : vector<4xi8>
      %176 = spirv.CompositeExtract %32[1 : i32] : vector<4xi8>
      %177 = spirv.CompositeConstruct %173, %174, %175, %176 : (i8, i8, i8, i8) -> vector<4xi8>
      %178 = spirv.CompositeExtract %35[1 : i32] : vector<4xi8>
      %179 = spirv.CompositeExtract %38[1 : i32] : vector<4xi8>
      %180 = spirv.CompositeExtract %41[1 : i32] : vector<4xi8>
      %181 = spirv.CompositeExtract %44[1 : i32] : vector<4xi8>
      %182 = spirv.CompositeConstruct %178, %179, %180, %181 : (i8, i8, i8, i8) -> vector<4xi8>
      %183 = spirv.CompositeExtract %47[1 : i32] : vector<4xi8>
      %184 = spirv.CompositeExtract %50[1 : i32] : vector<4xi8>
      %185 = spirv.CompositeExtract %53[1 : i32] : vector<4xi8>
      %186 = spirv.CompositeExtract %56[1 : i32] : vector<4xi8>
      %187 = spirv.CompositeConstruct %183, %184, %185, %186 : (i8, i8, i8, i8) -> vector<4xi8>
      %188 = spirv.CompositeExtract %59[1 : i32] : vector<4xi8>
      %189 = spirv.CompositeExtract %62[1 : i32] : vector<4xi8>
      %190 = spirv.CompositeExtract %65[1 : i32] : vector<4xi8>
      %191 = spirv.CompositeExtract %68[1 : i32] : vector<4xi8>
      %192 = spirv.CompositeConstruct %188, %189, %190, %191 : (i8, i8, i8, i8) -> vector<4xi8>
      %193 = spirv.CompositeExtract %71[1 : i32] : vector<4xi8>
      %194 = spirv.CompositeExtract %74[1 : i32] : vector<4xi8>
      %195 = spirv.CompositeExtract %77[1 : i32] : vector<4xi8>
      %196 = spirv.CompositeExtract %80[1 : i32] : vector<4xi8>
      %197 = spirv.CompositeConstruct %193, %194, %195, %196 : (i8, i8, i8, i8) -> vector<4xi8>
      %198 = spirv.CompositeExtract %83[1 : i32] : vector<4xi8>
      %199 = spirv.CompositeExtract %86[1 : i32] : vector<4xi8>
      %200 = spirv.CompositeExtract %89[1 : i32] : vector<4xi8>
      %201 = spirv.CompositeExtract %92[1 : i32] : vector<4xi8>
      %202 = spirv.CompositeConstruct %198, %199, %200, %201 : (i8, i8, i8, i8) -> vector<4xi8>
      %203 = spirv.CompositeExtract %95[1 : i32] : vector<4xi8>
      %204 = spirv.CompositeExtract %98[1 : i32] : vector<4xi8>
      %205 = spirv.CompositeExtract %101[1 : i32] : vector<4xi8>
      %206 = spirv.CompositeExtract %104[1 : i32] : vector<4xi8>
      %207 = spirv.CompositeConstruct %203, %204, %205, %206 : (i8, i8, i8, i8) -> vector<4xi8>
      %208 = spirv.CompositeExtract %107[1 : i32] : vector<4xi8>
      %209 = spirv.CompositeExtract %110[1 : i32] : vector<4xi8>
      %210 = spirv.CompositeExtract %113[1 : i32] : vector<4xi8>
      %211 = spirv.CompositeExtract %116[1 : i32] : vector<4xi8>
      %212 = spirv.CompositeConstruct %208, %209, %210, %211 : (i8, i8, i8, i8) -> vector<4xi8>
      %213 = spirv.CompositeExtract %23[2 : i32] : vector<4xi8>
      %214 = spirv.CompositeExtract %26[2 : i32] : vector<4xi8>
      %215 = spirv.CompositeExtract %29[2 : i32] : vector<4xi8>
      %216 = spirv.CompositeExtract %32[2 : i32] : vector<4xi8>
      %217 = spirv.CompositeConstruct %213, %214, %215, %216 : (i8, i8, i8, i8) -> vector<4xi8>
      %218 = spirv.CompositeExtract %35[2 : i32] : vector<4xi8>
      %219 = spirv.CompositeExtract %38[2 : i32] : vector<4xi8>
      %220 = spirv.CompositeExtract %41[2 : i32] : vector<4xi8>
      %221 = spirv.CompositeExtract %44[2 : i32] : vector<4xi8>
      %222 = spirv.CompositeConstruct %218, %219, %220, %221 : (i8, i8, i8, i8) -> vector<4xi8>
      %223 = spirv.CompositeExtract %47[2 : i32] : vector<4xi8>
      %224 = spirv.CompositeExtract %50[2 : i32] : vector<4xi8>
      %225 = spirv.CompositeExtract %53[2 : i32] : vector<4xi8>
      %226 = spirv.CompositeExtract %56[2 : i32] : vector<4xi8>
      %227 = spirv.CompositeConstruct %223, %224, %225, %226 : (i8, i8, i8, i8) -> vector<4xi8>
      %228 = spirv.CompositeExtract %59[2 : i32] : vector<4xi8>
      %229 = spirv.CompositeExtract %62[2 : i32] : vector<4xi8>
      %230 = spirv.CompositeExtract %65[2 : i32] : vector<4xi8>
      %231 = spirv.CompositeExtract %68[2 : i32] : vector<4xi8>
      %232 = spirv.CompositeConstruct %228, %229, %230, %231 : (i8, i8, i8, i8) -> vector<4xi8>
      %233 = spirv.CompositeExtract %71[2 : i32] : vector<4xi8>
      %234 = spirv.CompositeExtract %74[2 : i32] : vector<4xi8>
      %235 = spirv.CompositeExtract %77[2 : i32] : vector<4xi8>
      %236 = spirv.CompositeExtract %80[2 : i32] : vector<4xi8>
      %237 = spirv.CompositeConstruct %233, %234, %235, %236 : (i8, i8, i8, i8) -> vector<4xi8>
      %238 = spirv.CompositeExtract %83[2 : i32] : vector<4xi8>
      %239 = spirv.CompositeExtract %86[2 : i32] : vector<4xi8>
      %240 = spirv.CompositeExtract %89[2 : i32] : vector<4xi8>
      %241 = spirv.CompositeExtract %92[2 : i32] : vector<4xi8>
      %242 = spirv.CompositeConstruct %238, %239, %240, %241 : (i8, i8, i8, i8) -> vector<4xi8>
      %243 = spirv.CompositeExtract %95[2 : i32] : vector<4xi8>
      %244 = spirv.CompositeExtract %98[2 : i32] : vector<4xi8>
      %245 = spirv.CompositeExtract %101[2 : i32] : vector<4xi8>
      %246 = spirv.CompositeExtract %104[2 : i32] : vector<4xi8>
      %247 = spirv.CompositeConstruct %243, %244, %245, %246 : (i8, i8, i8, i8) -> vector<4xi8>
      %248 = spirv.CompositeExtract %107[2 : i32] : vector<4xi8>
      %249 = spirv.CompositeExtract %110[2 : i32] : vector<4xi8>
      %250 = spirv.CompositeExtract %113[2 : i32] : vector<4xi8>
      %251 = spirv.CompositeExtract %116[2 : i32] : vector<4xi8>
      %252 = spirv.CompositeConstruct %248, %249, %250, %251 : (i8, i8, i8, i8) -> vector<4xi8>
      %253 = spirv.CompositeExtract %23[3 : i32] : vector<4xi8>
      %254 = spirv.CompositeExtract %26[3 : i32] : vector<4xi8>
      %255 = spirv.CompositeExtract %29[3 : i32] : vector<4xi8>
      %256 = spirv.CompositeExtract %32[3 : i32] : vector<4xi8>
      %257 = spirv.CompositeConstruct %253, %254, %255, %256 : (i8, i8, i8, i8) -> vector<4xi8>
      %258 = spirv.CompositeExtract %35[3 : i32] : vector<4xi8>
      %259 = spirv.CompositeExtract %38[3 : i32] : vector<4xi8>
      %260 = spirv.CompositeExtract %41[3 : i32] : vector<4xi8>
      %261 = spirv.CompositeExtract %44[3 : i32] : vector<4xi8>
      %262 = spirv.CompositeConstruct %258, %259, %260, %261 : (i8, i8, i8, i8) -> vector<4xi8>
      %263 = spirv.CompositeExtract %47[3 : i32] : vector<4xi8>
      %264 = spirv.CompositeExtract %50[3 : i32] : vector<4xi8>
      %265 = spirv.CompositeExtract %53[3 : i32] : vector<4xi8>
      %266 = spirv.CompositeExtract %56[3 : i32] : vector<4xi8>
      %267 = spirv.CompositeConstruct %263, %264, %265, %266 : (i8, i8, i8, i8) -> vector<4xi8>
      %268 = spirv.CompositeExtract %59[3 : i32] : vector<4xi8>
      %269 = spirv.CompositeExtract %62[3 : i32] : vector<4xi8>
      %270 = spirv.CompositeExtract %65[3 : i32] : vector<4xi8>
      %271 = spirv.CompositeExtract %68[3 : i32] : vector<4xi8>
      %272 = spirv.CompositeConstruct %268, %269, %270, %271 : (i8, i8, i8, i8) -> vector<4xi8>
      %273 = spirv.CompositeExtract %71[3 : i32] : vector<4xi8>
      %274 = spirv.CompositeExtract %74[3 : i32] : vector<4xi8>
      %275 = spirv.CompositeExtract %77[3 : i32] : vector<4xi8>
      %276 = spirv.CompositeExtract %80[3 : i32] : vector<4xi8>
      %277 = spirv.CompositeConstruct %273, %274, %275, %276 : (i8, i8, i8, i8) -> vector<4xi8>
      %278 = spirv.CompositeExtract %83[3 : i32] : vector<4xi8>
      %279 = spirv.CompositeExtract %86[3 : i32] : vector<4xi8>
      %280 = spirv.CompositeExtract %89[3 : i32] : vector<4xi8>
      %281 = spirv.CompositeExtract %92[3 : i32] : vector<4xi8>
      %282 = spirv.CompositeConstruct %278, %279, %280, %281 : (i8, i8, i8, i8) -> vector<4xi8>
      %283 = spirv.CompositeExtract %95[3 : i32] : vector<4xi8>
      %284 = spirv.CompositeExtract %98[3 : i32] : vector<4xi8>
      %285 = spirv.CompositeExtract %101[3 : i32] : vector<4xi8>
      %286 = spirv.CompositeExtract %104[3 : i32] : vector<4xi8>
      %287 = spirv.CompositeConstruct %283, %284, %285, %286 : (i8, i8, i8, i8) -> vector<4xi8>
      %288 = spirv.CompositeExtract %107[3 : i32] : vector<4xi8>
      %289 = spirv.CompositeExtract %110[3 : i32] : vector<4xi8>
      %290 = spirv.CompositeExtract %113[3 : i32] : vector<4xi8>
      %291 = spirv.CompositeExtract %116[3 : i32] : vector<4xi8>
      %292 = spirv.CompositeConstruct %288, %289, %290, %291 : (i8, i8, i8, i8) -> vector<4xi8>
      %293 = spirv.CompositeExtract %10[0 : i32] : vector<4xi32>
      %294 = spirv.SDotAccSat %118, %137, %293 : vector<4xi8> -> i32
      %295 = spirv.SDotAccSat %120, %142, %294 : vector<4xi8> -> i32
      %296 = spirv.SDotAccSat %122, %147, %295 : vector<4xi8> -> i32
      %297 = spirv.SDotAccSat %124, %152, %296 : vector<4xi8> -> i32
      %298 = spirv.SDotAccSat %126, %157, %297 : vector<4xi8> -> i32
      %299 = spirv.SDotAccSat %128, %162, %298 : vector<4xi8> -> i32
      %300 = spirv.SDotAccSat %130, %167, %299 : vector<4xi8> -> i32
      %301 = spirv.SDotAccSat %132, %172, %300 : vector<4xi8> -> i32
      %302 = spirv.CompositeExtract %10[1 : i32] : vector<4xi32>
      %303 = spirv.SDotAccSat %118, %177, %302 : vector<4xi8> -> i32
      %304 = spirv.SDotAccSat %120, %182, %303 : vector<4xi8> -> i32
      %305 = spirv.SDotAccSat %122, %187, %304 : vector<4xi8> -> i32
      %306 = spirv.SDotAccSat %124, %192, %305 : vector<4xi8> -> i32
      %307 = spirv.SDotAccSat %126, %197, %306 : vector<4xi8> -> i32
      %308 = spirv.SDotAccSat %128, %202, %307 : vector<4xi8> -> i32
      %309 = spirv.SDotAccSat %130, %207, %308 : vector<4xi8> -> i32
      %310 = spirv.SDotAccSat %132, %212, %309 : vector<4xi8> -> i32
      %311 = spirv.CompositeExtract %10[2 : i32] : vector<4xi32>
      %312 = spirv.SDotAccSat %118, %217, %311 : vector<4xi8> -> i32
      %313 = spirv.SDotAccSat %120, %222, %312 : vector<4xi8> -> i32
      %314 = spirv.SDotAccSat %122, %227, %313 : vector<4xi8> -> i32
      %315 = spirv.SDotAccSat %124, %232, %314 : vector<4xi8> -> i32
      %316 = spirv.SDotAccSat %126, %237, %315 : vector<4xi8> -> i32
      %317 = spirv.SDotAccSat %128, %242, %316 : vector<4xi8> -> i32
      %318 = spirv.SDotAccSat %130, %247, %317 : vector<4xi8> -> i32
      %319 = spirv.SDotAccSat %132, %252, %318 : vector<4xi8> -> i32
      %320 = spirv.CompositeExtract %10[3 : i32] : vector<4xi32>
      %321 = spirv.SDotAccSat %118, %257, %320 : vector<4xi8> -> i32
      %322 = spirv.SDotAccSat %120, %262, %321 : vector<4xi8> -> i32
      %323 = spirv.SDotAccSat %122, %267, %322 : vector<4xi8> -> i32
      %324 = spirv.SDotAccSat %124, %272, %323 : vector<4xi8> -> i32
      %325 = spirv.SDotAccSat %126, %277, %324 : vector<4xi8> -> i32
      %326 = spirv.SDotAccSat %128, %282, %325 : vector<4xi8> -> i32
      %327 = spirv.SDotAccSat %130, %287, %326 : vector<4xi8> -> i32
      %328 = spirv.SDotAccSat %132, %292, %327 : vector<4xi8> -> i32
      %329 = spirv.CompositeConstruct %301, %310, %319, %328 : (i32, i32, i32, i32) -> vector<4xi32>
      spirv.Store "Function" %4, %329 : vector<4xi32>
      %330 = spirv.IAdd %9, %cst32_i32 : i32
      spirv.Branch ^bb1(%330, %329 : i32, vector<4xi32>)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %5 = spirv.Load "Function" %4 : vector<4xi32>
    %6 = spirv.IMul %1, %cst4_i32 {no_signed_wrap} : i32
    %7 = spirv.IAdd %6, %3 : i32
    %8 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %7] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi32>, StorageBuffer>
    spirv.Store "StorageBuffer" %8, %5 : vector<4xi32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_matmul_32x16x64_i8xi8xi32, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__
  spirv.ExecutionMode @main_dispatch_0_matmul_32x16x64_i8xi8xi32 "LocalSize", 4, 32, 1
}
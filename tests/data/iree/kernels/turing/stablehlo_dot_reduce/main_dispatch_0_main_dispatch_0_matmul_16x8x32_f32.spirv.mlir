spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_matmul_16x8x32_f32() "None" attributes {gpu.known_block_size = array<i32: 2, 16, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "sm_75", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, mma = [<NV_MMA_SYNC_F32_16x8x16_F16>, <NV_MMA_SYNC_F16_16x8x16_F16>, <NV_WMMA_F32_16x16x16_F16>, <NV_WMMA_F16_16x16x16_F16>], subgroup_size_choices = [32], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 65536, max_workgroup_counts = [2147483647, 65535, 65535]>>}>} {
    %cst7_i32 = spirv.Constant 7 : i32
    %cst5_i32 = spirv.Constant 5 : i32
    %cst3_i32 = spirv.Constant 3 : i32
    %cst1_i32 = spirv.Constant 1 : i32
    %cst32_i32 = spirv.Constant 32 : i32
    %cst6_i32 = spirv.Constant 6 : i32
    %cst4_i32 = spirv.Constant 4 : i32
    %cst2_i32 = spirv.Constant 2 : i32
    %cst62_i32 = spirv.Constant 62 : i32
    %cst60_i32 = spirv.Constant 60 : i32
    %cst58_i32 = spirv.Constant 58 : i32
    %cst56_i32 = spirv.Constant 56 : i32
    %cst54_i32 = spirv.Constant 54 : i32
    %cst52_i32 = spirv.Constant 52 : i32
    %cst50_i32 = spirv.Constant 50 : i32
    %cst48_i32 = spirv.Constant 48 : i32
    %cst46_i32 = spirv.Constant 46 : i32
    %cst44_i32 = spirv.Constant 44 : i32
    %cst42_i32 = spirv.Constant 42 : i32
    %cst40_i32 = spirv.Constant 40 : i32
    %cst38_i32 = spirv.Constant 38 : i32
    %cst36_i32 = spirv.Constant 36 : i32
    %cst34_i32 = spirv.Constant 34 : i32
    %cst30_i32 = spirv.Constant 30 : i32
    %cst28_i32 = spirv.Constant 28 : i32
    %cst26_i32 = spirv.Constant 26 : i32
    %cst24_i32 = spirv.Constant 24 : i32
    %cst22_i32 = spirv.Constant 22 : i32
    %cst20_i32 = spirv.Constant 20 : i32
    %cst18_i32 = spirv.Constant 18 : i32
    %cst16_i32 = spirv.Constant 16 : i32
    %cst14_i32 = spirv.Constant 14 : i32
    %cst12_i32 = spirv.Constant 12 : i32
    %cst10_i32 = spirv.Constant 10 : i32
    %cst8_i32 = spirv.Constant 8 : i32
    %cst_vec_4xf32 = spirv.Constant dense<0.000000e+00> : vector<4xf32>
    %cst0_i32 = spirv.Constant 0 : i32
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__resource_var_0_2__addr = spirv.mlir.addressof @__resource_var_0_2_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[1 : i32] : vector<3xi32>
    %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi32>
    %4 = spirv.IMul %1, %cst8_i32 {no_signed_wrap} : i32
    %5 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %4] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %6 = spirv.Load "StorageBuffer" %5 : vector<4xf32>
    %7 = spirv.IAdd %4, %cst1_i32 : i32
    %8 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %7] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %9 = spirv.Load "StorageBuffer" %8 : vector<4xf32>
    %10 = spirv.IAdd %4, %cst2_i32 : i32
    %11 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %10] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %12 = spirv.Load "StorageBuffer" %11 : vector<4xf32>
    %13 = spirv.IAdd %4, %cst3_i32 : i32
    %14 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %13] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %15 = spirv.Load "StorageBuffer" %14 : vector<4xf32>
    %16 = spirv.IAdd %4, %cst4_i32 : i32
    %17 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %16] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %18 = spirv.Load "StorageBuffer" %17 : vector<4xf32>
    %19 = spirv.IAdd %4, %cst5_i32 : i32
    %20 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %19] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %21 = spirv.Load "StorageBuffer" %20 : vector<4xf32>
    %22 = spirv.IAdd %4, %cst6_i32 : i32
    %23 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %22] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %24 = spirv.Load "StorageBuffer" %23 : vector<4xf32>
    %25 = spirv.IAdd %4, %cst7_i32 : i32
    %26 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %25] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %27 = spirv.Load "StorageBuffer" %26 : vector<4xf32>
    %28 = spirv.CompositeExtract %6[0 : i32] : vector<4xf32>
    %29 = spirv.CompositeConstruct %28, %28, %28, %28 : (f32, f32, f32, f32) -> vector<4xf32>
    %30 = spirv.CompositeExtract %6[1 : i32] : vector<4xf32>
    %31 = spirv.CompositeConstruct %30, %30, %30, %30 : (f32, f32, f32, f32) -> vector<4xf32>
    %32 = spirv.CompositeExtract %6[2 : i32] : vector<4xf32>
    %33 = spirv.CompositeConstruct %32, %32, %32, %32 : (f32, f32, f32, f32) -> vector<4xf32>
    %34 = spirv.CompositeExtract %6[3 : i32] : vector<4xf32>
    %35 = spirv.CompositeConstruct %34, %34, %34, %34 : (f32, f32, f32, f32) -> vector<4xf32>
    %36 = spirv.CompositeExtract %9[0 : i32] : vector<4xf32>
    %37 = spirv.CompositeConstruct %36, %36, %36, %36 : (f32, f32, f32, f32) -> vector<4xf32>
    %38 = spirv.CompositeExtract %9[1 : i32] : vector<4xf32>
    %39 = spirv.CompositeConstruct %38, %38, %38, %38 : (f32, f32, f32, f32) -> vector<4xf32>
    %40 = spirv.CompositeExtract %9[2 : i32] : vector<4xf32>
    %41 = spirv.CompositeConstruct %40, %40, %40, %40 : (f32, f32, f32, f32) -> vector<4xf32>
    %42 = spirv.CompositeExtract %9[3 : i32] : vector<4xf32>
    %43 = spirv.CompositeConstruct %42, %42, %42, %42 : (f32, f32, f32, f32) -> vector<4xf32>
    %44 = spirv.CompositeExtract %12[0 : i32] : vector<4xf32>
    %45 = spirv.CompositeConstruct %44, %44, %44, %44 : (f32, f32, f32, f32) -> vector<4xf32>
    %46 = spirv.CompositeExtract %12[1 : i32] : vector<4xf32>
    %47 = spirv.CompositeConstruct %46, %46, %46, %46 : (f32, f32, f32, f32) -> vector<4xf32>
    %48 = spirv.CompositeExtract %12[2 : i32] : vector<4xf32>
    %49 = spirv.CompositeConstruct %48, %48, %48, %48 : (f32, f32, f32, f32) -> vector<4xf32>
    %50 = spirv.CompositeExtract %12[3 : i32] : vector<4xf32>
    %51 = spirv.CompositeConstruct %50, %50, %50, %50 : (f32, f32, f32, f32) -> vector<4xf32>
    %52 = spirv.CompositeExtract %15[0 : i32] : vector<4xf32>
    %53 = spirv.CompositeConstruct %52, %52, %52, %52 : (f32, f32, f32, f32) -> vector<4xf32>
    %54 = spirv.CompositeExtract %15[1 : i32] : vector<4xf32>
    %55 = spirv.CompositeConstruct %54, %54, %54, %54 : (f32, f32, f32, f32) -> vector<4xf32>
    %56 = spirv.CompositeExtract %15[2 : i32] : vector<4xf32>
    %57 = spirv.CompositeConstruct %56, %56, %56, %56 : (f32, f32, f32, f32) -> vector<4xf32>
    %58 = spirv.CompositeExtract %15[3 : i32] : vector<4xf32>
    %59 = spirv.CompositeConstruct %58, %58, %58, %58 : (f32, f32, f32, f32) -> vector<4xf32>
    %60 = spirv.CompositeExtract %18[0 : i32] : vector<4xf32>
    %61 = spirv.CompositeConstruct %60, %60, %60, %60 : (f32, f32, f32, f32) -> vector<4xf32>
    %62 = spirv.CompositeExtract %18[1 : i32] : vector<4xf32>
    %63 = spirv.CompositeConstruct %62, %62, %62, %62 : (f32, f32, f32, f32) -> vector<4xf32>
    %64 = spirv.CompositeExtract %18[2 : i32] : vector<4xf32>
    %65 = spirv.CompositeConstruct %64, %64, %64, %64 : (f32, f32, f32, f32) -> vector<4xf32>
    %66 = spirv.CompositeExtract %18[3 : i32] : vector<4xf32>
    %67 = spirv.CompositeConstruct %66, %66, %66, %66 : (f32, f32, f32, f32) -> vector<4xf32>
    %68 = spirv.CompositeExtract %21[0 : i32] : vector<4xf32>
    %69 = spirv.CompositeConstruct %68, %68, %68, %68 : (f32, f32, f32, f32) -> vector<4xf32>
    %70 = spirv.CompositeExtract %21[1 : i32] : vector<4xf32>
    %71 = spirv.CompositeConstruct %70, %70, %70, %70 : (f32, f32, f32, f32) -> vector<4xf32>
    %72 = spirv.CompositeExtract %21[2 : i32] : vector<4xf32>
    %73 = spirv.CompositeConstruct %72, %72, %72, %72 : (f32, f32, f32, f32) -> vector<4xf32>
    %74 = spirv.CompositeExtract %21[3 : i32] : vector<4xf32>
    %75 = spirv.CompositeConstruct %74, %74, %74, %74 : (f32, f32, f32, f32) -> vector<4xf32>
    %76 = spirv.CompositeExtract %24[0 : i32] : vector<4xf32>
    %77 = spirv.CompositeConstruct %76, %76, %76, %76 : (f32, f32, f32, f32) -> vector<4xf32>
    %78 = spirv.CompositeExtract %24[1 : i32] : vector<4xf32>
    %79 = spirv.CompositeConstruct %78, %78, %78, %78 : (f32, f32, f32, f32) -> vector<4xf32>
    %80 = spirv.CompositeExtract %24[2 : i32] : vector<4xf32>
    %81 = spirv.CompositeConstruct %80, %80, %80, %80 : (f32, f32, f32, f32) -> vector<4xf32>
    %82 = spirv.CompositeExtract %24[3 : i32] : vector<4xf32>
    %83 = spirv.CompositeConstruct %82, %82, %82, %82 : (f32, f32, f32, f32) -> vector<4xf32>
    %84 = spirv.CompositeExtract %27[0 : i32] : vector<4xf32>
    %85 = spirv.CompositeConstruct %84, %84, %84, %84 : (f32, f32, f32, f32) -> vector<4xf32>
    %86 = spirv.CompositeExtract %27[1 : i32] : vector<4xf32>
    %87 = spirv.CompositeConstruct %86, %86, %86, %86 : (f32, f32, f32, f32) -> vector<4xf32>
    %88 = spirv.CompositeExtract %27[2 : i32] : vector<4xf32>
    %89 = spirv.CompositeConstruct %88, %88, %88, %88 : (f32, f32, f32, f32) -> vector<4xf32>
    %90 = spirv.CompositeExtract %27[3 : i32] : vector<4xf32>
    %91 = spirv.CompositeConstruct %90, %90, %90, %90 : (f32, f32, f32, f32) -> vector<4xf32>
    %92 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %3] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %93 = spirv.Load "StorageBuffer" %92 : vector<4xf32>
    %94 = spirv.IAdd %3, %cst2_i32 : i32
    %95 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %94] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %96 = spirv.Load "StorageBuffer" %95 : vector<4xf32>
    %97 = spirv.IAdd %3, %cst4_i32 : i32
    %98 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %97] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %99 = spirv.Load "StorageBuffer" %98 : vector<4xf32>
    %100 = spirv.IAdd %3, %cst6_i32 : i32
    %101 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %100] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %102 = spirv.Load "StorageBuffer" %101 : vector<4xf32>
    %103 = spirv.IAdd %3, %cst8_i32 : i32
    %104 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %103] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %105 = spirv.Load "StorageBuffer" %104 : vector<4xf32>
    %106 = spirv.IAdd %3, %cst10_i32 : i32
    %107 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %106] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %108 = spirv.Load "StorageBuffer" %107 : vector<4xf32>
    %109 = spirv.IAdd %3, %cst12_i32 : i32
    %110 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %109] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %111 = spirv.Load "StorageBuffer" %110 : vector<4xf32>
    %112 = spirv.IAdd %3, %cst14_i32 : i32
    %113 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %112] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %114 = spirv.Load "StorageBuffer" %113 : vector<4xf32>
    %115 = spirv.IAdd %3, %cst16_i32 : i32
    %116 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %115] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %117 = spirv.Load "StorageBuffer" %116 : vector<4xf32>
    %118 = spirv.IAdd %3, %cst18_i32 : i32
    %119 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %118] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %120 = spirv.Load "StorageBuffer" %119 : vector<4xf32>
    %121 = spirv.IAdd %3, %cst20_i32 : i32
    %122 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %121] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %123 = spirv.Load "StorageBuffer" %122 : vector<4xf32>
    %124 = spirv.IAdd %3, %cst22_i32 : i32
    %125 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %124] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %126 = spirv.Load "StorageBuffer" %125 : vector<4xf32>
    %127 = spirv.IAdd %3, %cst24_i32 : i32
    %128 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %127] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %129 = spirv.Load "StorageBuffer" %128 : vector<4xf32>
    %130 = spirv.IAdd %3, %cst26_i32 : i32
    %131 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %130] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %132 = spirv.Load "StorageBuffer" %131 : vector<4xf32>
    %133 = spirv.IAdd %3, %cst28_i32 : i32
    %134 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %133] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %135 = spirv.Load "StorageBuffer" %134 : vector<4xf32>
    %136 = spirv.IAdd %3, %cst30_i32 : i32
    %137 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %136] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %138 = spirv.Load "StorageBuffer" %137 : vector<4xf32>
    %139 = spirv.IAdd %3, %cst32_i32 : i32
    %140 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %139] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %141 = spirv.Load "StorageBuffer" %140 : vector<4xf32>
    %142 = spirv.IAdd %3, %cst34_i32 : i32
    %143 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %142] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %144 = spirv.Load "StorageBuffer" %143 : vector<4xf32>
    %145 = spirv.IAdd %3, %cst36_i32 : i32
    %146 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %145] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %147 = spirv.Load "StorageBuffer" %146 : vector<4xf32>
    %148 = spirv.IAdd %3, %cst38_i32 : i32
    %149 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %148] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %150 = spirv.Load "StorageBuffer" %149 : vector<4xf32>
    %151 = spirv.IAdd %3, %cst40_i32 : i32
    %152 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %151] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %153 = spirv.Load "StorageBuffer" %152 : vector<4xf32>
    %154 = spirv.IAdd %3, %cst42_i32 : i32
    %155 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %154] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %156 = spirv.Load "StorageBuffer" %155 : vector<4xf32>
    %157 = spirv.IAdd %3, %cst44_i32 : i32
    %158 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %157] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %159 = spirv.Load "StorageBuffer" %158 : vector<4xf32>
    %160 = spirv.IAdd %3, %cst46_i32 : i32
    %161 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %160] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %162 = spirv.Load "StorageBuffer" %161 : vector<4xf32>
    %163 = spirv.IAdd %3, %cst48_i32 : i32
    %164 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %163] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %165 = spirv.Load "StorageBuffer" %164 : vector<4xf32>
    %166 = spirv.IAdd %3, %cst50_i32 : i32
    %167 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %166] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %168 = spirv.Load "StorageBuffer" %167 : vector<4xf32>
    %169 = spirv.IAdd %3, %cst52_i32 : i32
    %170 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %169] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %171 = spirv.Load "StorageBuffer" %170 : vector<4xf32>
    %172 = spirv.IAdd %3, %cst54_i32 : i32
    %173 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %172] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %174 = spirv.Load "StorageBuffer" %173 : vector<4xf32>
    %175 = spirv.IAdd %3, %cst56_i32 : i32
    %176 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %175] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %177 = spirv.Load "StorageBuffer" %176 : vector<4xf32>
    %178 = spirv.IAdd %3, %cst58_i32 : i32
    %179 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %178] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %180 = spirv.Load "StorageBuffer" %179 : vector<4xf32>
    %181 = spirv.IAdd %3, %cst60_i32 : i32
    %182 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %181] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %183 = spirv.Load "StorageBuffer" %182 : vector<4xf32>
    %184 = spirv.IAdd %3, %cst62_i32 : i32
    %185 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %184] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %186 = spirv.Load "StorageBuffer" %185 : vector<4xf32>
    %187 = spirv.GL.Fma %29, %93, %cst_vec_4xf32 : vector<4xf32>
    %188 = spirv.GL.Fma %31, %96, %187 : vector<4xf32>
    %189 = spirv.GL.Fma %33, %99, %188 : vector<4xf32>
    %190 = spirv.GL.Fma %35, %102, %189 : vector<4xf32>
    %191 = spirv.GL.Fma %37, %105, %190 : vector<4xf32>
    %192 = spirv.GL.Fma %39, %108, %191 : vector<4xf32>
    %193 = spirv.GL.Fma %41, %111, %192 : vector<4xf32>
    %194 = spirv.GL.Fma %43, %114, %193 : vector<4xf32>
    %195 = spirv.GL.Fma %45, %117, %194 : vector<4xf32>
    %196 = spirv.GL.Fma %47, %120, %195 : vector<4xf32>
    %197 = spirv.GL.Fma %49, %123, %196 : vector<4xf32>
    %198 = spirv.GL.Fma %51, %126, %197 : vector<4xf32>
    %199 = spirv.GL.Fma %53, %129, %198 : vector<4xf32>
    %200 = spirv.GL.Fma %55, %132, %199 : vector<4xf32>
    %201 = spirv.GL.Fma %57, %135, %200 : vector<4xf32>
    %202 = spirv.GL.Fma %59, %138, %201 : vector<4xf32>
    %203 = spirv.GL.Fma %61, %141, %202 : vector<4xf32>
    %204 = spirv.GL.Fma %63, %144, %203 : vector<4xf32>
    %205 = spirv.GL.Fma %65, %147, %204 : vector<4xf32>
    %206 = spirv.GL.Fma %67, %150, %205 : vector<4xf32>
    %207 = spirv.GL.Fma %69, %153, %206 : vector<4xf32>
    %208 = spirv.GL.Fma %71, %156, %207 : vector<4xf32>
    %209 = spirv.GL.Fma %73, %159, %208 : vector<4xf32>
    %210 = spirv.GL.Fma %75, %162, %209 : vector<4xf32>
    %211 = spirv.GL.Fma %77, %165, %210 : vector<4xf32>
    %212 = spirv.GL.Fma %79, %168, %211 : vector<4xf32>
    %213 = spirv.GL.Fma %81, %171, %212 : vector<4xf32>
    %214 = spirv.GL.Fma %83, %174, %213 : vector<4xf32>
    %215 = spirv.GL.Fma %85, %177, %214 : vector<4xf32>
    %216 = spirv.GL.Fma %87, %180, %215 : vector<4xf32>
    %217 = spirv.GL.Fma %89, %183, %216 : vector<4xf32>
    %218 = spirv.GL.Fma %91, %186, %217 : vector<4xf32>
    %219 = spirv.IMul %1, %cst2_i32 {no_signed_wrap} : i32
    %220 = spirv.IAdd %219, %3 : i32
    %221 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %220] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %221, %218 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_matmul_16x8x32_f32, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__
  spirv.ExecutionMode @main_dispatch_0_matmul_16x8x32_f32 "LocalSize", 2, 16, 1
}
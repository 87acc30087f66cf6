spirv.module Logical GLSL450 requires #spirv.vce<v1.6, [Shader, Float16, CooperativeMatrixKHR, Matrix], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_cooperative_matrix]> {
  spirv.GlobalVariable @__workgroup_mem__5 : !spirv.ptr<!spirv.struct<(!spirv.array<320 x vector<4xf32>>)>, Workgroup>
  spirv.GlobalVariable @__workgroup_mem__4 : !spirv.ptr<!spirv.struct<(!spirv.array<320 x vector<4xf32>>)>, Workgroup>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_matmul_32x32x64_f16() "None" attributes {gpu.known_block_size = array<i32: 64, 2, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "sm_75", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, mma = [<NV_MMA_SYNC_F32_16x8x16_F16>, <NV_MMA_SYNC_F16_16x8x16_F16>, <NV_WMMA_F32_16x16x16_F16>, <NV_WMMA_F16_16x16x16_F16>], subgroup_size_choices = [32], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 65536, max_workgroup_counts = [2147483647, 65535, 65535]>>}>, iree.spirv.coopmatrix.shape = array<i64: 16, 16, 16>, iree.spirv.coopmatrix.type = [f16, f16], spirv.entry_point_abi = #spirv.entry_point_abi<subgroup_size = 32>} {
    %cst162_i32 = spirv.Constant 162 : i32
    %cst128_i32 = spirv.Constant 128 : i32
    %cst2_i32 = spirv.Constant 2 : i32
    %cst4_i32 = spirv.Constant 4 : i32
    %cst240_i32 = spirv.Constant 240 : i32
    %cst160_i32 = spirv.Constant 160 : i32
    %cst80_i32 = spirv.Constant 80 : i32
    %cst5_i32 = spirv.Constant 5 : i32
    %cst8_i32 = spirv.Constant 8 : i32
    %cst32_i32 = spirv.Constant 32 : i32
    %cst64_i32 = spirv.Constant 64 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %cst_f16 = spirv.Constant 0.000000e+00 : f16
    %0 = spirv.CompositeConstruct %cst_f16 : (f16) -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixAcc>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %1 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %2 = spirv.CompositeExtract %1[0 : i32] : vector<3xi32>
    %3 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %4 = spirv.CompositeExtract %3[1 : i32] : vector<3xi32>
    %5 = spirv.IMul %4, %cst64_i32 {no_signed_wrap} : i32
    %6 = spirv.IAdd %5, %2 {no_signed_wrap} : i32
    %__workgroup_mem__4_addr = spirv.mlir.addressof @__workgroup_mem__4 : !spirv.ptr<!spirv.struct<(!spirv.array<320 x vector<4xf32>>)>, Workgroup>
    %__workgroup_mem__5_addr = spirv.mlir.addressof @__workgroup_mem__5 : !spirv.ptr<!spirv.struct<(!spirv.array<320 x vector<4xf32>>)>, Workgroup>
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__resource_var_0_2__addr = spirv.mlir.addressof @__resource_var_0_2_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %7 = spirv.UDiv %2, %cst32_i32 : i32
    %8 = spirv.UDiv %6, %cst4_i32 : i32
    %9 = spirv.UMod %6, %cst4_i32 : i32
    %10 = spirv.IMul %8, %cst8_i32 {no_signed_wrap} : i32
    %11 = spirv.IAdd %10, %9 : i32
    %12 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %11] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %13 = spirv.Load "StorageBuffer" %12 : vector<4xf32>
    %14 = spirv.IMul %8, %cst5_i32 {no_signed_wrap} : i32
    %15 = spirv.IAdd %14, %9 {no_signed_wrap, no_unsigned_wrap} : i32
    %16 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %15] : !spirv.ptr<!spirv.struct<(!spirv.array<320 x vector<4xf32>>)>, Workgroup>, i32, i32 -> !spirv.ptr<vector<4xf32>, Workgroup>
    spirv.Store "Workgroup" %16, %13 : vector<4xf32>
    %17 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %6] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %18 = spirv.Load "StorageBuffer" %17 : vector<4xf32>
    %19 = spirv.AccessChain %__workgroup_mem__5_addr[%cst0_i32, %15] : !spirv.ptr<!spirv.struct<(!spirv.array<320 x vector<4xf32>>)>, Workgroup>, i32, i32 -> !spirv.ptr<vector<4xf32>, Workgroup>
    spirv.Store "Workgroup" %19, %18 : vector<4xf32>
    spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
    %20 = spirv.IMul %4, %cst80_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %21 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %20] : !spirv.ptr<!spirv.struct<(!spirv.array<320 x vector<4xf32>>)>, Workgroup>, i32, i32 -> !spirv.ptr<vector<4xf32>, Workgroup>
    %22 = spirv.KHR.CooperativeMatrixLoad %21, %cst5_i32, <RowMajor> : !spirv.ptr<vector<4xf32>, Workgroup>, i32 -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>
    %23 = spirv.IAdd %20, %cst2_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %24 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %23] : !spirv.ptr<!spirv.struct<(!spirv.array<320 x vector<4xf32>>)>, Workgroup>, i32, i32 -> !spirv.ptr<vector<4xf32>, Workgroup>
    %25 = spirv.KHR.CooperativeMatrixLoad %24, %cst5_i32, <RowMajor> : !spirv.ptr<vector<4xf32>, Workgroup>, i32 -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>
    %26 = spirv.IMul %7, %cst2_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %27 = spirv.AccessChain %__workgroup_mem__5_addr[%cst0_i32, %26] : !spirv.ptr<!spirv.struct<(!spirv.array<320 x vector<4xf32>>)>, Workgroup>, i32, i32 -> !spirv.ptr<vector<4xf32>, Workgroup>
    %28 = spirv.KHR.CooperativeMatrixLoad %27, %cst5_i32, <RowMajor> : !spirv.ptr<vector<4xf32>, Workgroup>, i32 -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixB>
    %29 = spirv.IAdd %26, %cst80_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %30 = spirv.AccessChain %__workgroup_mem__5_addr[%cst0_i32, %29] : !spirv.ptr<!spirv.struct<(!spirv.array<320 x vector<4xf32>>)>, Workgroup>, i32, i32 -> !spirv.ptr<vector<4xf32>, Workgroup>
    %31 = spirv.KHR.CooperativeMatrixLoad %30, %cst5_i32, <RowMajor> : !spirv.ptr<vector<4xf32>, Workgroup>, i32 -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixB>
    %32 = spirv.KHR.CooperativeMatrixMulAdd %22, %28, %0 : !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>, !spirv.coopmatrix<16x16xf16, Subgroup, MatrixB> -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixAcc>
    %33 = spirv.KHR.CooperativeMatrixMulAdd %25, %31, %32 : !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>, !spirv.coopmatrix<16x16xf16, Subgroup, MatrixB> -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixAcc>
    %34 = spirv.IAdd %11, %cst4_i32 : i32
    %35 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %34] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %36 = spirv.Load "StorageBuffer" %35 : vector<4xf32>
    %37 = spirv.IAdd %15, %cst160_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %38 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %37] : !spirv.ptr<!spirv.struct<(!spirv.array<320 x vector<4xf32>>)>, Workgroup>, i32, i32 -> !spirv.ptr<vector<4xf32>, Workgroup>
    spirv.Store "Workgroup" %38, %36 : vector<4xf32>
    %39 = spirv.IAdd %6, %cst128_i32 : i32
    %40 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %39] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %41 = spirv.Load "StorageBuffer" %40 : vector<4xf32>
    %42 = spirv.AccessChain %__workgroup_mem__5_addr[%cst0_i32, %37] : !spirv.ptr<!spirv.struct<(!spirv.array<320 x vector<4xf32>>)>, Workgroup>, i32, i32 -> !spirv.ptr<vector<4xf32>, Workgroup>
    spirv.Store "Workgroup" %42, %41 : vector<4xf32>
    spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
    %43 = spirv.IAdd %20, %cst160_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %44 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %43] : !spirv.ptr<!spirv.struct<(!spirv.array<320 x vector<4xf32>>)>, Workgroup>, i32, i32 -> !spirv.ptr<vector<4xf32>, Workgroup>
    %45 = spirv.KHR.CooperativeMatrixLoad %44, %cst5_i32, <RowMajor> : !spirv.ptr<vector<4xf32>, Workgroup>, i32 -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>
    %46 = spirv.IAdd %20, %cst162_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %47 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %46] : !spirv.ptr<!spirv.struct<(!spirv.array<320 x vector<4xf32>>)>, Workgroup>, i32, i32 -> !spirv.ptr<vector<4xf32>, Workgroup>
    %48 = spirv.KHR.CooperativeMatrixLoad %47, %cst5_i32, <RowMajor> : !spirv.ptr<vector<4xf32>, Workgroup>, i32 -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>
    %49 = spirv.IAdd %26, %cst160_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %50 = spirv.AccessChain %__workgroup_mem__5_addr[%cst0_i32, %49] : !spirv.ptr<!spirv.struct<(!spirv.array<320 x vector<4xf32>>)>, Workgroup>, i32, i32 -> !spirv.ptr<vector<4xf32>, Workgroup>
    %51 = spirv.KHR.CooperativeMatrixLoad %50, %cst5_i32, <RowMajor> : !spirv.ptr<vector<4xf32>, Workgroup>, i32 -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixB>
    %52 = spirv.IAdd %26, %cst240_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %53 = spirv.AccessChain %__workgroup_mem__5_addr[%cst0_i32, %52] : !spirv.ptr<!spirv.struct<(!spirv.array<320 x vector<4xf32>>)>, Workgroup>, i32, i32 -> !spirv.ptr<vector<4xf32>, Workgroup>
    %54 = spirv.KHR.CooperativeMatrixLoad %53, %cst5_i32, <RowMajor> : !spirv.ptr<vector<4xf32>, Workgroup>, i32 -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixB>
    %55 = spirv.KHR.CooperativeMatrixMulAdd %45, %51, %33 : !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>, !spirv.coopmatrix<16x16xf16, Subgroup, MatrixB> -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixAcc>
    %56 = spirv.KHR.CooperativeMatrixMulAdd %48, %54, %55 : !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>, !spirv.coopmatrix<16x16xf16, Subgroup, MatrixB> -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixAcc>
    %57 = spirv.IAdd %5, %26 : i32
    %58 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %57] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.KHR.CooperativeMatrixStore %58, %56, %cst4_i32, <RowMajor> : !spirv.ptr<vector<4xf32>, StorageBuffer>, !spirv.coopmatrix<16x16xf16, Subgroup, MatrixAcc>, i32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_matmul_32x32x64_f16, @__builtin__LocalInvocationId__, @__workgroup_mem__4, @__workgroup_mem__5, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_
  spirv.ExecutionMode @main_dispatch_0_matmul_32x32x64_f16 "LocalSize", 64, 2, 1
}
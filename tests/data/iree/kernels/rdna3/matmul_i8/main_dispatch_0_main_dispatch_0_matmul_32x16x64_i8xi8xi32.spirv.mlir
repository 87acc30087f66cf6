spirv.module Logical GLSL450 requires #spirv.vce<v1.6, [Shader, CooperativeMatrixKHR, Int8, Matrix], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_cooperative_matrix]> {
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__workgroup_mem__4 : !spirv.ptr<!spirv.struct<(!spirv.array<128 x vector<4xi32>>)>, Workgroup>
  spirv.GlobalVariable @__workgroup_mem__3 : !spirv.ptr<!spirv.struct<(!spirv.array<192 x vector<4xi32>>)>, Workgroup>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_matmul_32x16x64_i8xi8xi32() "None" attributes {gpu.known_block_size = array<i32: 32, 2, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "rdna3", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, mma = [<WMMAR3_F32_16x16x16_F16>, <WMMAR3_F16_16x16x16_F16>, <WMMAR3_F32_16x16x16_BF16>, <WMMAR3_BF16_16x16x16_BF16>, <WMMAR3_I32_16x16x16_I8>], subgroup_size_choices = [32, 64], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 65536, max_workgroup_counts = [2147483647, 2147483647, 2147483647], max_load_instruction_bits = 128, simds_per_wgp = 4, vgpr_space_bits = 8192, workgroup_memory_bank_count = 64>>}>, iree.spirv.coopmatrix.shape = array<i64: 16, 16, 16>, iree.spirv.coopmatrix.type = [i8, i32], spirv.entry_point_abi = #spirv.entry_point_abi<subgroup_size = 32>} {
    %cst96_i32 = spirv.Constant 96 : i32
    %cst1_i32 = spirv.Constant 1 : i32
    %cst3_i32 = spirv.Constant 3 : i32
    %cst4_i32 = spirv.Constant 4 : i32
    %cst16_i32 = spirv.Constant 16 : i32
    %cst48_i32 = spirv.Constant 48 : i32
    %cst2_i32 = spirv.Constant 2 : i32
    %cst32_i32 = spirv.Constant 32 : i32
    %cst64_i32 = spirv.Constant 64 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %0 = spirv.CompositeConstruct %cst0_i32 : (i32) -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
    %__workgroup_mem__3_addr = spirv.mlir.addressof @__workgroup_mem__3 : !spirv.ptr<!spirv.struct<(!spirv.array<192 x vector<4xi32>>)>, Workgroup>
    %__workgroup_mem__4_addr = spirv.mlir.addressof @__workgroup_mem__4 : !spirv.ptr<!spirv.struct<(!spirv.array<128 x vector<4xi32>>)>, Workgroup>
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>
    %__resource_var_0_2__addr = spirv.mlir.addressof @__resource_var_0_2_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %1 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %2 = spirv.CompositeExtract %1[1 : i32] : vector<3xi32>
    %3 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %4 = spirv.CompositeExtract %3[0 : i32] : vector<3xi32>
    %5 = spirv.IMul %4, %cst16_i32 {no_signed_wrap} : i32
    %6 = spirv.SLessThan %5, %cst32_i32 : i32
    %7 = spirv.SLessThan %5, %cst16_i32 : i32
    %8 = spirv.Variable : !spirv.ptr<!spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, Function>
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32, %0 : i32, !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>)
    ^bb1(%12: i32, %13: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>):  // 2 preds: ^bb0, ^bb2
      %14 = spirv.SLessThan %12, %cst64_i32 : i32
      spirv.BranchConditional %14, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
      spirv.mlir.loop {
        spirv.Branch ^bb1(%2 : i32)
      ^bb1(%33: i32):  // 2 preds: ^bb0, ^bb2
        %34 = spirv.SLessThan %33, %cst32_i32 : i32
        spirv.BranchConditional %34, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        spirv.mlir.selection {
          spirv.BranchConditional %6, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          %36 = spirv.IMul %33, %cst4_i32 {no_signed_wrap} : i32
          %37 = spirv.IAdd %36, %4 : i32
          %38 = spirv.UDiv %12, %cst16_i32 : i32
          %39 = spirv.IAdd %37, %38 : i32
          %40 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %39] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi32>, StorageBuffer>
          %41 = spirv.Load "StorageBuffer" %40 : vector<4xi32>
          %42 = spirv.IMul %33, %cst3_i32 {no_signed_wrap} : i32
          %43 = spirv.UDiv %12, %cst32_i32 : i32
          %44 = spirv.IMul %43, %cst96_i32 {no_signed_wrap} : i32
          %45 = spirv.IAdd %44, %4 : i32
          %46 = spirv.IAdd %42, %45 {no_signed_wrap, no_unsigned_wrap} : i32
          %47 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %46] : !spirv.ptr<!spirv.struct<(!spirv.array<192 x vector<4xi32>>)>, Workgroup>, i32, i32 -> !spirv.ptr<vector<4xi32>, Workgroup>
          spirv.Store "Workgroup" %47, %41 : vector<4xi32>
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        %35 = spirv.IAdd %33, %cst2_i32 : i32
        spirv.Branch ^bb1(%35 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.mlir.loop {
        spirv.Branch ^bb1(%2 : i32)
      ^bb1(%33: i32):  // 2 preds: ^bb0, ^bb2
        %34 = spirv.SLessThan %33, %cst32_i32 : i32
        spirv.BranchConditional %34, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        spirv.mlir.selection {
          spirv.BranchConditional %7, ^bb1, ^bb2
        ^bb1:  // pred: ^bb0
          %36 = spirv.IAdd %12, %33 : i32
          %37 = spirv.IAdd %36, %4 : i32
          %38 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %37] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi32>, StorageBuffer>
          %39 = spirv.Load "StorageBuffer" %38 : vector<4xi32>
          %40 = spirv.IMul %33, %cst2_i32 {no_signed_wrap} : i32
          %41 = spirv.UDiv %12, %cst32_i32 : i32
          %42 = spirv.IMul %41, %cst64_i32 {no_signed_wrap} : i32
          %43 = spirv.IAdd %42, %4 : i32
          %44 = spirv.IAdd %40, %43 {no_signed_wrap, no_unsigned_wrap} : i32
          %45 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %44] : !spirv.ptr<!spirv.struct<(!spirv.array<128 x vector<4xi32>>)>, Workgroup>, i32, i32 -> !spirv.ptr<vector<4xi32>, Workgroup>
          spirv.Store "Workgroup" %45, %39 : vector<4xi32>
          spirv.Branch ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          spirv.mlir.merge
        }
        %35 = spirv.IAdd %33, %cst2_i32 : i32
        spirv.Branch ^bb1(%35 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
      %15 = spirv.UDiv %12, %cst32_i32 : i32
      %16 = spirv.IMul %15, %cst96_i32 {no_signed_wrap} : i32
      %17 = spirv.IMul %2, %cst48_i32 {no_signed_wrap} : i32
      %18 = spirv.IAdd %16, %17 {no_signed_wrap, no_unsigned_wrap} : i32
      %19 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %18] : !spirv.ptr<!spirv.struct<(!spirv.array<192 x vector<4xi32>>)>, Workgroup>, i32, i32 -> !spirv.ptr<vector<4xi32>, Workgroup>
      %20 = spirv.KHR.CooperativeMatrixLoad %19, %cst3_i32, <RowMajor> : !spirv.ptr<vector<4xi32>, Workgroup>, i32 -> !spirv.coopmatrix<16x16xsi8, Subgroup, MatrixA>
      %21 = spirv.IAdd %18, %cst1_i32 {no_signed_wrap, no_unsigned_wrap} : i32
      %22 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %21] : !spirv.ptr<!spirv.struct<(!spirv.array<192 x vector<4xi32>>)>, Workgroup>, i32, i32 -> !spirv.ptr<vector<4xi32>, Workgroup>
      %23 = spirv.KHR.CooperativeMatrixLoad %22, %cst3_i32, <RowMajor> : !spirv.ptr<vector<4xi32>, Workgroup>, i32 -> !spirv.coopmatrix<16x16xsi8, Subgroup, MatrixA>
      %24 = spirv.IMul %15, %cst64_i32 {no_signed_wrap, no_unsigned_wrap} : i32
      %25 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %24] : !spirv.ptr<!spirv.struct<(!spirv.array<128 x vector<4xi32>>)>, Workgroup>, i32, i32 -> !spirv.ptr<vector<4xi32>, Workgroup>
      %26 = spirv.KHR.CooperativeMatrixLoad %25, %cst2_i32, <RowMajor> : !spirv.ptr<vector<4xi32>, Workgroup>, i32 -> !spirv.coopmatrix<16x16xsi8, Subgroup, MatrixB>
      %27 = spirv.IAdd %24, %cst32_i32 {no_signed_wrap, no_unsigned_wrap} : i32
      %28 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %27] : !spirv.ptr<!spirv.struct<(!spirv.array<128 x vector<4xi32>>)>, Workgroup>, i32, i32 -> !spirv.ptr<vector<4xi32>, Workgroup>
      %29 = spirv.KHR.CooperativeMatrixLoad %28, %cst2_i32, <RowMajor> : !spirv.ptr<vector<4xi32>, Workgroup>, i32 -> !spirv.coopmatrix<16x16xsi8, Subgroup, MatrixB>
      %30 = spirv.KHR.CooperativeMatrixMulAdd %20, %26, %13, <ASigned|BSigned> : !spirv.coopmatrix<16x16xsi8, Subgroup, MatrixA>, !spirv.coopmatrix<16x16xsi8, Subgroup, MatrixB> -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
      %31 = spirv.KHR.CooperativeMatrixMulAdd %23, %29, %30, <ASigned|BSigned> : !spirv.coopmatrix<16x16xsi8, Subgroup, MatrixA>, !spirv.coopmatrix<16x16xsi8, Subgroup, MatrixB> -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
      spirv.Store "Function" %8, %31 : !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
      %32 = spirv.IAdd %12, %cst32_i32 : i32
      spirv.Branch ^bb1(%32, %31 : i32, !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %9 = spirv.Load "Function" %8 : !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
    %10 = spirv.IMul %2, %cst64_i32 {no_signed_wrap} : i32
    %11 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %10] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi32>, StorageBuffer>
    spirv.KHR.CooperativeMatrixStore %11, %9, %cst4_i32, <RowMajor> : !spirv.ptr<vector<4xi32>, StorageBuffer>, !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, i32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_matmul_32x16x64_i8xi8xi32, @__workgroup_mem__3, @__workgroup_mem__4, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__
  spirv.ExecutionMode @main_dispatch_0_matmul_32x16x64_i8xi8xi32 "LocalSize", 32, 2, 1
}
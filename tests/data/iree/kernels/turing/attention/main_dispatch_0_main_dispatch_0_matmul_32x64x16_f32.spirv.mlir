spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__workgroup_mem__4 : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>
  spirv.GlobalVariable @__workgroup_mem__3 : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_matmul_32x64x16_f32() "None" attributes {gpu.known_block_size = array<i32: 16, 16, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "sm_75", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, mma = [<NV_MMA_SYNC_F32_16x8x16_F16>, <NV_MMA_SYNC_F16_16x8x16_F16>, <NV_WMMA_F32_16x16x16_F16>, <NV_WMMA_F16_16x16x16_F16>], subgroup_size_choices = [32], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 65536, max_workgroup_counts = [2147483647, 65535, 65535]>>}>} {
    %cst1023_i32 = spirv.Constant 1023 : i32
    %cst1022_i32 = spirv.Constant 1022 : i32
    %cst1021_i32 = spirv.Constant 1021 : i32
    %cst1020_i32 = spirv.Constant 1020 : i32
    %cst955_i32 = spirv.Constant 955 : i32
    %cst954_i32 = spirv.Constant 954 : i32
    %cst953_i32 = spirv.Constant 953 : i32
    %cst952_i32 = spirv.Constant 952 : i32
    %cst887_i32 = spirv.Constant 887 : i32
    %cst886_i32 = spirv.Constant 886 : i32
    %cst885_i32 = spirv.Constant 885 : i32
    %cst884_i32 = spirv.Constant 884 : i32
    %cst819_i32 = spirv.Constant 819 : i32
    %cst818_i32 = spirv.Constant 818 : i32
    %cst817_i32 = spirv.Constant 817 : i32
    %cst816_i32 = spirv.Constant 816 : i32
    %cst751_i32 = spirv.Constant 751 : i32
    %cst750_i32 = spirv.Constant 750 : i32
    %cst749_i32 = spirv.Constant 749 : i32
    %cst748_i32 = spirv.Constant 748 : i32
    %cst683_i32 = spirv.Constant 683 : i32
    %cst682_i32 = spirv.Constant 682 : i32
    %cst681_i32 = spirv.Constant 681 : i32
    %cst680_i32 = spirv.Constant 680 : i32
    %cst615_i32 = spirv.Constant 615 : i32
    %cst614_i32 = spirv.Constant 614 : i32
    %cst613_i32 = spirv.Constant 613 : i32
    %cst612_i32 = spirv.Constant 612 : i32
    %cst547_i32 = spirv.Constant 547 : i32
    %cst546_i32 = spirv.Constant 546 : i32
    %cst545_i32 = spirv.Constant 545 : i32
    %cst544_i32 = spirv.Constant 544 : i32
    %cst479_i32 = spirv.Constant 479 : i32
    %cst478_i32 = spirv.Constant 478 : i32
    %cst477_i32 = spirv.Constant 477 : i32
    %cst476_i32 = spirv.Constant 476 : i32
    %cst411_i32 = spirv.Constant 411 : i32
    %cst410_i32 = spirv.Constant 410 : i32
    %cst409_i32 = spirv.Constant 409 : i32
    %cst408_i32 = spirv.Constant 408 : i32
    %cst343_i32 = spirv.Constant 343 : i32
    %cst342_i32 = spirv.Constant 342 : i32
    %cst341_i32 = spirv.Constant 341 : i32
    %cst340_i32 = spirv.Constant 340 : i32
    %cst275_i32 = spirv.Constant 275 : i32
    %cst274_i32 = spirv.Constant 274 : i32
    %cst273_i32 = spirv.Constant 273 : i32
    %cst272_i32 = spirv.Constant 272 : i32
    %cst207_i32 = spirv.Constant 207 : i32
    %cst206_i32 = spirv.Constant 206 : i32
    %cst205_i32 = spirv.Constant 205 : i32
    %cst204_i32 = spirv.Constant 204 : i32
    %cst139_i32 = spirv.Constant 139 : i32
    %cst138_i32 = spirv.Constant 138 : i32
    %cst137_i32 = spirv.Constant 137 : i32
    %cst136_i32 = spirv.Constant 136 : i32
    %cst71_i32 = spirv.Constant 71 : i32
    %cst70_i32 = spirv.Constant 70 : i32
    %cst69_i32 = spirv.Constant 69 : i32
    %cst35_i32 = spirv.Constant 35 : i32
    %cst34_i32 = spirv.Constant 34 : i32
    %cst33_i32 = spirv.Constant 33 : i32
    %cst31_i32 = spirv.Constant 31 : i32
    %cst30_i32 = spirv.Constant 30 : i32
    %cst29_i32 = spirv.Constant 29 : i32
    %cst28_i32 = spirv.Constant 28 : i32
    %cst27_i32 = spirv.Constant 27 : i32
    %cst26_i32 = spirv.Constant 26 : i32
    %cst25_i32 = spirv.Constant 25 : i32
    %cst24_i32 = spirv.Constant 24 : i32
    %cst23_i32 = spirv.Constant 23 : i32
    %cst22_i32 = spirv.Constant 22 : i32
    %cst21_i32 = spirv.Constant 21 : i32
    %cst15_i32 = spirv.Constant 15 : i32
    %cst14_i32 = spirv.Constant 14 : i32
    %cst13_i32 = spirv.Constant 13 : i32
    %cst12_i32 = spirv.Constant 12 : i32
    %cst11_i32 = spirv.Constant 11 : i32
    %cst10_i32 = spirv.Constant 10 : i32
    %cst9_i32 = spirv.Constant 9 : i32
    %cst8_i32 = spirv.Constant 8 : i32
    %cst7_i32 = spirv.Constant 7 : i32
    %cst6_i32 = spirv.Constant 6 : i32
    %cst5_i32 = spirv.Constant 5 : i32
    %cst3_i32 = spirv.Constant 3 : i32
    %cst2_i32 = spirv.Constant 2 : i32
    %cst20_i32 = spirv.Constant 20 : i32
    %cst40_i32 = spirv.Constant 40 : i32
    %cst68_i32 = spirv.Constant 68 : i32
    %cst64_i32 = spirv.Constant 64 : i32
    %cst1_i32 = spirv.Constant 1 : i32
    %cst4_i32 = spirv.Constant 4 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %cst16_i32 = spirv.Constant 16 : i32
    %cst32_i32 = spirv.Constant 32 : i32
    %cst_vec_4xf32 = spirv.Constant dense<0.000000e+00> : vector<4xf32>
    %__workgroup_mem__3_addr = spirv.mlir.addressof @__workgroup_mem__3 : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>
    %__workgroup_mem__4_addr = spirv.mlir.addressof @__workgroup_mem__4 : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__resource_var_0_2__addr = spirv.mlir.addressof @__resource_var_0_2_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
    %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %3 = spirv.CompositeExtract %2[1 : i32] : vector<3xi32>
    %4 = spirv.IMul %1, %cst4_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %5 = spirv.SLessThan %4, %cst16_i32 : i32
    spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
    spirv.mlir.loop {
      spirv.Branch ^bb1(%3 : i32)
    ^bb1(%378: i32):  // 2 preds: ^bb0, ^bb2
      %379 = spirv.SLessThan %378, %cst32_i32 : i32
      spirv.BranchConditional %379, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      spirv.mlir.selection {
        spirv.BranchConditional %5, ^bb1, ^bb2
      ^bb1:  // pred: ^bb0
        spirv.mlir.loop {
          spirv.Branch ^bb1(%cst0_i32 : i32)
        ^bb1(%381: i32):  // 2 preds: ^bb0, ^bb2
          %382 = spirv.SLessThan %381, %cst4_i32 : i32
          spirv.BranchConditional %382, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %383 = spirv.IMul %378, %cst16_i32 {no_signed_wrap} : i32
          %384 = spirv.IAdd %383, %381 : i32
          %385 = spirv.IAdd %384, %4 : i32
          %386 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %385] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
          %387 = spirv.Load "StorageBuffer" %386 : f32
          %388 = spirv.IMul %378, %cst20_i32 {no_signed_wrap} : i32
          %389 = spirv.IAdd %388, %381 : i32
          %390 = spirv.IAdd %389, %4 {no_signed_wrap, no_unsigned_wrap} : i32
          %391 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %390] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
          spirv.Store "Workgroup" %391, %387 : f32
          %392 = spirv.IAdd %381, %cst1_i32 : i32
          spirv.Branch ^bb1(%392 : i32)
        ^bb3:  // pred: ^bb1
          spirv.mlir.merge
        }
        spirv.Branch ^bb2
      ^bb2:  // 2 preds: ^bb0, ^bb1
        spirv.mlir.merge
      }
      %380 = spirv.IAdd %378, %cst16_i32 : i32
      spirv.Branch ^bb1(%380 : i32)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32 : i32)
    ^bb1(%378: i32):  // 2 preds: ^bb0, ^bb2
      %379 = spirv.SLessThan %378, %cst4_i32 : i32
      spirv.BranchConditional %379, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %380 = spirv.IAdd %378, %4 : i32
      %381 = spirv.IMul %3, %cst64_i32 {no_signed_wrap} : i32
      %382 = spirv.IAdd %380, %381 : i32
      %383 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %382] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      %384 = spirv.Load "StorageBuffer" %383 : f32
      %385 = spirv.IMul %3, %cst68_i32 {no_signed_wrap} : i32
      %386 = spirv.IAdd %380, %385 {no_signed_wrap, no_unsigned_wrap} : i32
      %387 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %386] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
      spirv.Store "Workgroup" %387, %384 : f32
      %388 = spirv.IAdd %378, %cst1_i32 : i32
      spirv.Branch ^bb1(%388 : i32)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
    %6 = spirv.IMul %3, %cst40_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %7 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %6] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %8 = spirv.Load "Workgroup" %7 : f32
    %9 = spirv.IAdd %6, %cst1_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %10 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %9] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %11 = spirv.Load "Workgroup" %10 : f32
    %12 = spirv.IAdd %6, %cst2_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %13 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %12] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %14 = spirv.Load "Workgroup" %13 : f32
    %15 = spirv.IAdd %6, %cst3_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %16 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %15] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %17 = spirv.Load "Workgroup" %16 : f32
    %18 = spirv.IAdd %6, %cst4_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %19 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %18] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %20 = spirv.Load "Workgroup" %19 : f32
    %21 = spirv.IAdd %6, %cst5_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %22 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %21] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %23 = spirv.Load "Workgroup" %22 : f32
    %24 = spirv.IAdd %6, %cst6_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %25 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %24] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %26 = spirv.Load "Workgroup" %25 : f32
    %27 = spirv.IAdd %6, %cst7_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %28 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %27] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %29 = spirv.Load "Workgroup" %28 : f32
    %30 = spirv.IAdd %6, %cst8_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %31 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %30] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %32 = spirv.Load "Workgroup" %31 : f32
    %33 = spirv.IAdd %6, %cst9_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %34 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %33] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %35 = spirv.Load "Workgroup" %34 : f32
    %36 = spirv.IAdd %6, %cst10_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %37 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %36] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %38 = spirv.Load "Workgroup" %37 : f32
    %39 = spirv.IAdd %6, %cst11_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %40 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %39] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %41 = spirv.Load "Workgroup" %40 : f32
    %42 = spirv.IAdd %6, %cst12_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %43 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %42] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %44 = spirv.Load "Workgroup" %43 : f32
    %45 = spirv.IAdd %6, %cst13_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %46 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %45] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %47 = spirv.Load "Workgroup" %46 : f32
    %48 = spirv.IAdd %6, %cst14_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %49 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %48] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %50 = spirv.Load "Workgroup" %49 : f32
    %51 = spirv.IAdd %6, %cst15_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %52 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %51] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %53 = spirv.Load "Workgroup" %52 : f32
    %54 = spirv.IAdd %6, %cst20_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %55 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %54] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %56 = spirv.Load "Workgroup" %55 : f32
    %57 = spirv.IAdd %6, %cst21_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %58 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %57] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %59 = spirv.Load "Workgroup" %58 : f32
    %60 = spirv.IAdd %6, %cst22_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %61 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %60] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %62 = spirv.Load "Workgroup" %61 : f32
    %63 = spirv.IAdd %6, %cst23_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %64 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %63] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %65 = spirv.Load "Workgroup" %64 : f32
    %66 = spirv.IAdd %6, %cst24_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %67 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %66] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %68 = spirv.Load "Workgroup" %67 : f32
    %69 = spirv.IAdd %6, %cst25_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %70 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %69] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %71 = spirv.Load "Workgroup" %70 : f32
    %72 = spirv.IAdd %6, %cst26_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %73 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %72] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %74 = spirv.Load "Workgroup" %73 : f32
    %75 = spirv.IAdd %6, %cst27_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %76 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %75] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %77 = spirv.Load "Workgroup" %76 : f32
    %78 = spirv.IAdd %6, %cst28_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %79 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %78] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %80 = spirv.Load "Workgroup" %79 : f32
    %81 = spirv.IAdd %6, %cst29_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %82 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %81] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %83 = spirv.Load "Workgroup" %82 : f32
    %84 = spirv.IAdd %6, %cst30_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %85 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %84] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %86 = spirv.Load "Workgroup" %85 : f32
    %87 = spirv.IAdd %6, %cst31_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %88 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %87] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %89 = spirv.Load "Workgroup" %88 : f32
    %90 = spirv.IAdd %6, %cst32_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %91 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %90] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %92 = spirv.Load "Workgroup" %91 : f32
    %93 = spirv.IAdd %6, %cst33_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %94 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %93] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %95 = spirv.Load "Workgroup" %94 : f32
    %96 = spirv.IAdd %6, %cst34_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %97 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %96] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %98 = spirv.Load "Workgroup" %97 : f32
    %99 = spirv.IAdd %6, %cst35_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %100 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %99] : !spirv.ptr<!spirv.struct<(!spirv.array<640 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %101 = spirv.Load "Workgroup" %100 : f32
    %102 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %4] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %103 = spirv.Load "Workgroup" %102 : f32
    %104 = spirv.IAdd %4, %cst1_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %105 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %104] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %106 = spirv.Load "Workgroup" %105 : f32
    %107 = spirv.IAdd %4, %cst2_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %108 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %107] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %109 = spirv.Load "Workgroup" %108 : f32
    %110 = spirv.IAdd %4, %cst3_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %111 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %110] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %112 = spirv.Load "Workgroup" %111 : f32
    %113 = spirv.CompositeConstruct %103, %106, %109, %112 : (f32, f32, f32, f32) -> vector<4xf32>
    %114 = spirv.IAdd %4, %cst68_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %115 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %114] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %116 = spirv.Load "Workgroup" %115 : f32
    %117 = spirv.IAdd %4, %cst69_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %118 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %117] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %119 = spirv.Load "Workgroup" %118 : f32
    %120 = spirv.IAdd %4, %cst70_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %121 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %120] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %122 = spirv.Load "Workgroup" %121 : f32
    %123 = spirv.IAdd %4, %cst71_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %124 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %123] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %125 = spirv.Load "Workgroup" %124 : f32
    %126 = spirv.CompositeConstruct %116, %119, %122, %125 : (f32, f32, f32, f32) -> vector<4xf32>
    %127 = spirv.IAdd %4, %cst136_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %128 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %127] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %129 = spirv.Load "Workgroup" %128 : f32
    %130 = spirv.IAdd %4, %cst137_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %131 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %130] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %132 = spirv.Load "Workgroup" %131 : f32
    %133 = spirv.IAdd %4, %cst138_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %134 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %133] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %135 = spirv.Load "Workgroup" %134 : f32
    %136 = spirv.IAdd %4, %cst139_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %137 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %136] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %138 = spirv.Load "Workgroup" %137 : f32
    %139 = spirv.CompositeConstruct %129, %132, %135, %138 : (f32, f32, f32, f32) -> vector<4xf32>
    %140 = spirv.IAdd %4, %cst204_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %141 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %140] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %142 = spirv.Load "Workgroup" %141 : f32
    %143 = spirv.IAdd %4, %cst205_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %144 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %143] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %145 = spirv.Load "Workgroup" %144 : f32
    %146 = spirv.IAdd %4, %cst206_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %147 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %146] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %148 = spirv.Load "Workgroup" %147 : f32
    %149 = spirv.IAdd %4, %cst207_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %150 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %149] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %151 = spirv.Load "Workgroup" %150 : f32
    %152 = spirv.CompositeConstruct %142, %145, %148, %151 : (f32, f32, f32, f32) -> vector<4xf32>
    %153 = spirv.IAdd %4, %cst272_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %154 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %153] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %155 = spirv.Load "Workgroup" %154 : f32
    %156 = spirv.IAdd %4, %cst273_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %157 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %156] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %158 = spirv.Load "Workgroup" %157 : f32
    %159 = spirv.IAdd %4, %cst274_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %160 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %159] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %161 = spirv.Load "Workgroup" %160 : f32
    %162 = spirv.IAdd %4, %cst275_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %163 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %162] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %164 = spirv.Load "Workgroup" %163 : f32
    %165 = spirv.CompositeConstruct %155, %158, %161, %164 : (f32, f32, f32, f32) -> vector<4xf32>
    %166 = spirv.IAdd %4, %cst340_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %167 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %166] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %168 = spirv.Load "Workgroup" %167 : f32
    %169 = spirv.IAdd %4, %cst341_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %170 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %169] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %171 = spirv.Load "Workgroup" %170 : f32
    %172 = spirv.IAdd %4, %cst342_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %173 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %172] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %174 = spirv.Load "Workgroup" %173 : f32
    %175 = spirv.IAdd %4, %cst343_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %176 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %175] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %177 = spirv.Load "Workgroup" %176 : f32
    %178 = spirv.CompositeConstruct %168, %171, %174, %177 : (f32, f32, f32, f32) -> vector<4xf32>
    %179 = spirv.IAdd %4, %cst408_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %180 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %179] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %181 = spirv.Load "Workgroup" %180 : f32
    %182 = spirv.IAdd %4, %cst409_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %183 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %182] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %184 = spirv.Load "Workgroup" %183 : f32
    %185 = spirv.IAdd %4, %cst410_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %186 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %185] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %187 = spirv.Load "Workgroup" %186 : f32
    %188 = spirv.IAdd %4, %cst411_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %189 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %188] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %190 = spirv.Load "Workgroup" %189 : f32
    %191 = spirv.CompositeConstruct %181, %184, %187, %190 : (f32, f32, f32, f32) -> vector<4xf32>
    %192 = spirv.IAdd %4, %cst476_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %193 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %192] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %194 = spirv.Load "Workgroup" %193 : f32
    %195 = spirv.IAdd %4, %cst477_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %196 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %195] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %197 = spirv.Load "Workgroup" %196 : f32
    %198 = spirv.IAdd %4, %cst478_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %199 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %198] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %200 = spirv.Load "Workgroup" %199 : f32
    %201 = spirv.IAdd %4, %cst479_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %202 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %201] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %203 = spirv.Load "Workgroup" %202 : f32
    %204 = spirv.CompositeConstruct %194, %197, %200, %203 : (f32, f32, f32, f32) -> vector<4xf32>
    %205 = spirv.IAdd %4, %cst544_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %206 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %205] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %207 = spirv.Load "Workgroup" %206 : f32
    %208 = spirv.IAdd %4, %cst545_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %209 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %208] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %210 = spirv.Load "Workgroup" %209 : f32
    %211 = spirv.IAdd %4, %cst546_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %212 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %211] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %213 = spirv.Load "Workgroup" %212 : f32
    %214 = spirv.IAdd %4, %cst547_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %215 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %214] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %216 = spirv.Load "Workgroup" %215 : f32
    %217 = spirv.CompositeConstruct %207, %210, %213, %216 : (f32, f32, f32, f32) -> vector<4xf32>
    %218 = spirv.IAdd %4, %cst612_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %219 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %218] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %220 = spirv.Load "Workgroup" %219 : f32
    %221 = spirv.IAdd %4, %cst613_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %222 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %221] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %223 = spirv.Load "Workgroup" %222 : f32
    %224 = spirv.IAdd %4, %cst614_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %225 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %224] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %226 = spirv.Load "Workgroup" %225 : f32
    %227 = spirv.IAdd %4, %cst615_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %228 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %227] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %229 = spirv.Load "Workgroup" %228 : f32
    %230 = spirv.CompositeConstruct %220, %223, %226, %229 : (f32, f32, f32, f32) -> vector<4xf32>
    %231 = spirv.IAdd %4, %cst680_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %232 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %231] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %233 = spirv.Load "Workgroup" %232 : f32
    %234 = spirv.IAdd %4, %cst681_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %235 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %234] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %236 = spirv.Load "Workgroup" %235 : f32
    %237 = spirv.IAdd %4, %cst682_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %238 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %237] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %239 = spirv.Load "Workgroup" %238 : f32
    %240 = spirv.IAdd %4, %cst683_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %241 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %240] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %242 = spirv.Load "Workgroup" %241 : f32
    %243 = spirv.CompositeConstruct %233, %236, %239, %242 : (f32, f32, f32, f32) -> vector<4xf32>
    %244 = spirv.IAdd %4, %cst748_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %245 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %244] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %246 = spirv.Load "Workgroup" %245 : f32
    %247 = spirv.IAdd %4, %cst749_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %248 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %247] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %249 = spirv.Load "Workgroup" %248 : f32
    %250 = spirv.IAdd %4, %cst750_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %251 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %250] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %252 = spirv.Load "Workgroup" %251 : f32
    %253 = spirv.IAdd %4, %cst751_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %254 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %253] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %255 = spirv.Load "Workgroup" %254 : f32
    %256 = spirv.CompositeConstruct %246, %249, %252, %255 : (f32, f32, f32, f32) -> vector<4xf32>
    %257 = spirv.IAdd %4, %cst816_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %258 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %257] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %259 = spirv.Load "Workgroup" %258 : f32
    %260 = spirv.IAdd %4, %cst817_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %261 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %260] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %262 = spirv.Load "Workgroup" %261 : f32
    %263 = spirv.IAdd %4, %cst818_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %264 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %263] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %265 = spirv.Load "Workgroup" %264 : f32
    %266 = spirv.IAdd %4, %cst819_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %267 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %266] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %268 = spirv.Load "Workgroup" %267 : f32
    %269 = spirv.CompositeConstruct %259, %262, %265, %268 : (f32, f32, f32, f32) -> vector<4xf32>
    %270 = spirv.IAdd %4, %cst884_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %271 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %270] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %272 = spirv.Load "Workgroup" %271 : f32
    %273 = spirv.IAdd %4, %cst885_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %274 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %273] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %275 = spirv.Load "Workgroup" %274 : f32
    %276 = spirv.IAdd %4, %cst886_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %277 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %276] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %278 = spirv.Load "Workgroup" %277 : f32
    %279 = spirv.IAdd %4, %cst887_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %280 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %279] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %281 = spirv.Load "Workgroup" %280 : f32
    %282 = spirv.CompositeConstruct %272, %275, %278, %281 : (f32, f32, f32, f32) -> vector<4xf32>
    %283 = spirv.IAdd %4, %cst952_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %284 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %283] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %285 = spirv.Load "Workgroup" %284 : f32
    %286 = spirv.IAdd %4, %cst953_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %287 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %286] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %288 = spirv.Load "Workgroup" %287 : f32
    %289 = spirv.IAdd %4, %cst954_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %290 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %289] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %291 = spirv.Load "Workgroup" %290 : f32
    %292 = spirv.IAdd %4, %cst955_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %293 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %292] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %294 = spirv.Load "Workgroup" %293 : f32
    %295 = spirv.CompositeConstruct %285, %288, %291, %294 : (f32, f32, f32, f32) -> vector<4xf32>
    %296 = spirv.IAdd %4, %cst1020_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %297 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %296] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %298 = spirv.Load "Workgroup" %297 : f32
    %299 = spirv.IAdd %4, %cst1021_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %300 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %299] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %301 = spirv.Load "Workgroup" %300 : f32
    %302 = spirv.IAdd %4, %cst1022_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %303 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %302] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %304 = spirv.Load "Workgroup" %303 : f32
    %305 = spirv.IAdd %4, %cst1023_i32 {no_signed_wrap, no_unsigned_wrap} : i32
    %306 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %305] : !spirv.ptr<!spirv.struct<(!spirv.array<1088 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %307 = spirv.Load "Workgroup" %306 : f32
    %308 = spirv.CompositeConstruct %298, %301, %304, %307 : (f32, f32, f32, f32) -> vector<4xf32>
    %309 = spirv.CompositeConstruct %8, %8, %8, %8 : (f32, f32, f32, f32) -> vector<4xf32>
    %310 = spirv.GL.Fma %309, %113, %cst_vec_4xf32 : vector<4xf32>
    %311 = spirv.CompositeConstruct %11, %11, %11, %11 : (f32, f32, f32, f32) -> vector<4xf32>
    %312 = spirv.GL.Fma %311, %126, %310 : vector<4xf32>
    %313 = spirv.CompositeConstruct %14, %14, %14, %14 : (f32, f32, f32, f32) -> vector<4xf32>
    %314 = spirv.GL.Fma %313, %139, %312 : vector<4xf32>
    %315 = spirv.CompositeConstruct %17, %17, %17, %17 : (f32, f32, f32, f32) -> vector<4xf32>
    %316 = spirv.GL.Fma %315, %152, %314 : vector<4xf32>
    %317 = spirv.CompositeConstruct %20, %20, %20, %20 : (f32, f32, f32, f32) -> vector<4xf32>
    %318 = spirv.GL.Fma %317, %165, %316 : vector<4xf32>
    %319 = spirv.CompositeConstruct %23, %23, %23, %23 : (f32, f32, f32, f32) -> vector<4xf32>
    %320 = spirv.GL.Fma %319, %178, %318 : vector<4xf32>
    %321 = spirv.CompositeConstruct %26, %26, %26, %26 : (f32, f32, f32, f32) -> vector<4xf32>
    %322 = spirv.GL.Fma %321, %191, %320 : vector<4xf32>
    %323 = spirv.CompositeConstruct %29, %29, %29, %29 : (f32, f32, f32, f32) -> vector<4xf32>
    %324 = spirv.GL.Fma %323, %204, %322 : vector<4xf32>
    %325 = spirv.CompositeConstruct %32, %32, %32, %32 : (f32, f32, f32, f32) -> vector<4xf32>
    %326 = spirv.GL.Fma %325, %217, %324 : vector<4xf32>
    %327 = spirv.CompositeConstruct %35, %35, %35, %35 : (f32, f32, f32, f32) -> vector<4xf32>
    %328 = spirv.GL.Fma %327, %230, %326 : vector<4xf32>
    %329 = spirv.CompositeConstruct %38, %38, %38, %38 : (f32, f32, f32, f32) -> vector<4xf32>
    %330 = spirv.GL.Fma %329, %243, %328 : vector<4xf32>
    %331 = spirv.CompositeConstruct %41, %41, %41, %41 : (f32, f32, f32, f32) -> vector<4xf32>
    %332 = spirv.GL.Fma %331, %256, %330 : vector<4xf32>
    %333 = spirv.CompositeConstruct %44, %44, %44, %44 : (f32, f32, f32, f32) -> vector<4xf32>
    %334 = spirv.GL.Fma %333, %269, %332 : vector<4xf32>
    %335 = spirv.CompositeConstruct %47, %47, %47, %47 : (f32, f32, f32, f32) -> vector<4xf32>
    %336 = spirv.GL.Fma %335, %282, %334 : vector<4xf32>
    %337 = spirv.CompositeConstruct %50, %50, %50, %50 : (f32, f32, f32, f32) -> vector<4xf32>
    %338 = spirv.GL.Fma %337, %295, %336 : vector<4xf32>
    %339 = spirv.CompositeConstruct %53, %53, %53, %53 : (f32, f32, f32, f32) -> vector<4xf32>
    %340 = spirv.GL.Fma %339, %308, %338 : vector<4xf32>
    %341 = spirv.CompositeConstruct %56, %56, %56, %56 : (f32, f32, f32, f32) -> vector<4xf32>
    %342 = spirv.GL.Fma %341, %113, %cst_vec_4xf32 : vector<4xf32>
    %343 = spirv.CompositeConstruct %59, %59, %59, %59 : (f32, f32, f32, f32) -> vector<4xf32>
    %344 = spirv.GL.Fma %343, %126, %342 : vector<4xf32>
    %345 = spirv.CompositeConstruct %62, %62, %62, %62 : (f32, f32, f32, f32) -> vector<4xf32>
    %346 = spirv.GL.Fma %345, %139, %344 : vector<4xf32>
    %347 = spirv.CompositeConstruct %65, %65, %65, %65 : (f32, f32, f32, f32) -> vector<4xf32>
    %348 = spirv.GL.Fma %347, %152, %346 : vector<4xf32>
    %349 = spirv.CompositeConstruct %68, %68, %68, %68 : (f32, f32, f32, f32) -> vector<4xf32>
    %350 = spirv.GL.Fma %349, %165, %348 : vector<4xf32>
    %351 = spirv.CompositeConstruct %71, %71, %71, %71 : (f32, f32, f32, f32) -> vector<4xf32>
    %352 = spirv.GL.Fma %351, %178, %350 : vector<4xf32>
    %353 = spirv.CompositeConstruct %74, %74, %74, %74 : (f32, f32, f32, f32) -> vector<4xf32>
    %354 = spirv.GL.Fma %353, %191, %352 : vector<4xf32>
    %355 = spirv.CompositeConstruct %77, %77, %77, %77 : (f32, f32, f32, f32) -> vector<4xf32>
    %356 = spirv.GL.Fma %355, %204, %354 : vector<4xf32>
    %357 = spirv.CompositeConstruct %80, %80, %80, %80 : (f32, f32, f32, f32) -> vector<4xf32>
    %358 = spirv.GL.Fma %357, %217, %356 : vector<4xf32>
    %359 = spirv.CompositeConstruct %83, %83, %83, %83 : (f32, f32, f32, f32) -> vector<4xf32>
    %360 = spirv.GL.Fma %359, %230, %358 : vector<4xf32>
    %361 = spirv.CompositeConstruct %86, %86, %86, %86 : (f32, f32, f32, f32) -> vector<4xf32>
    %362 = spirv.GL.Fma %361, %243, %360 : vector<4xf32>
    %363 = spirv.CompositeConstruct %89, %89, %89, %89 : (f32, f32, f32, f32) -> vector<4xf32>
    %364 = spirv.GL.Fma %363, %256, %362 : vector<4xf32>
    %365 = spirv.CompositeConstruct %92, %92, %92, %92 : (f32, f32, f32, f32) -> vector<4xf32>
    %366 = spirv.GL.Fma %365, %269, %364 : vector<4xf32>
    %367 = spirv.CompositeConstruct %95, %95, %95, %95 : (f32, f32, f32, f32) -> vector<4xf32>
    %368 = spirv.GL.Fma %367, %282, %366 : vector<4xf32>
    %369 = spirv.CompositeConstruct %98, %98, %98, %98 : (f32, f32, f32, f32) -> vector<4xf32>
    %370 = spirv.GL.Fma %369, %295, %368 : vector<4xf32>
    %371 = spirv.CompositeConstruct %101, %101, %101, %101 : (f32, f32, f32, f32) -> vector<4xf32>
    %372 = spirv.GL.Fma %371, %308, %370 : vector<4xf32>
    %373 = spirv.IMul %3, %cst32_i32 {no_signed_wrap} : i32
    %374 = spirv.IAdd %373, %1 : i32
    %375 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %374] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %375, %340 : vector<4xf32>
    %376 = spirv.IAdd %374, %cst16_i32 : i32
    %377 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %376] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %377, %372 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_matmul_32x64x16_f32, @__workgroup_mem__3, @__workgroup_mem__4, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__
  spirv.ExecutionMode @main_dispatch_0_matmul_32x64x16_f32 "LocalSize", 16, 16, 1
}
spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader, GroupNonUniformArithmetic, GroupNonUniformShuffle, Matrix, GroupNonUniform], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__workgroup_mem__5 : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32>)>, Workgroup>
  spirv.GlobalVariable @__workgroup_mem__4 : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32>)>, Workgroup>
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_softmax_16x256xf32_dispatch_tensor_store() "None" attributes {gpu.known_block_size = array<i32: 64, 1, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "llvmpipe", features = "spirv:v1.6,cap:Shader,cap:PhysicalStorageBufferAddresses,cap:PhysicalStorageBuffer64,cap:Int64,cap:Float64", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [8], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst7_i32 = spirv.Constant 7 : i32
    %cst64_i32 = spirv.Constant 64 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %cst_vec_4xi32 = spirv.Constant dense<127> : vector<4xi32>
    %cst_vec_4xi32_0 = spirv.Constant dense<23> : vector<4xi32>
    %cst_vec_4xf32 = spirv.Constant dense<1.270000e+02> : vector<4xf32>
    %cst_vec_4xf32_1 = spirv.Constant dense<-1.270000e+02> : vector<4xf32>
    %cst_vec_4xf32_2 = spirv.Constant dense<8.880000e+01> : vector<4xf32>
    %cst_vec_4xf32_3 = spirv.Constant dense<-8.780000e+01> : vector<4xf32>
    %cst_vec_4xf32_4 = spirv.Constant dense<0.166666657> : vector<4xf32>
    %cst_vec_4xf32_5 = spirv.Constant dense<0.0416657962> : vector<4xf32>
    %cst_vec_4xf32_6 = spirv.Constant dense<0.00833345205> : vector<4xf32>
    %cst_vec_4xf32_7 = spirv.Constant dense<0.00139819994> : vector<4xf32>
    %cst_vec_4xf32_8 = spirv.Constant dense<1.98756912E-4> : vector<4xf32>
    %cst_vec_4xf32_9 = spirv.Constant dense<2.12194442E-4> : vector<4xf32>
    %cst_vec_4xf32_10 = spirv.Constant dense<-0.693359375> : vector<4xf32>
    %cst_vec_4xf32_11 = spirv.Constant dense<1.44269502> : vector<4xf32>
    %cst_vec_4xf32_12 = spirv.Constant dense<1.000000e+00> : vector<4xf32>
    %cst_vec_4xf32_13 = spirv.Constant dense<5.000000e-01> : vector<4xf32>
    %cst_vec_4xf32_14 = spirv.Constant dense<0.000000e+00> : vector<4xf32>
    %cst4_i32 = spirv.Constant 4 : i32
    %cst2_i32 = spirv.Constant 2 : i32
    %cst8_i32 = spirv.Constant 8 : i32
    %cst1_i32 = spirv.Constant 1 : i32
    %cst_f32 = spirv.Constant 0.000000e+00 : f32
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
    %2 = spirv.UDiv %1, %cst8_i32 : i32
    %3 = spirv.UMod %1, %cst8_i32 : i32
    %4 = spirv.IEqual %3, %cst0_i32 : i32
    %5 = spirv.GL.UMin %3, %cst7_i32 : i32
    %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
    %6 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
    %7 = spirv.CompositeExtract %6[0 : i32] : vector<3xi32>
    %8 = spirv.IMul %7, %cst64_i32 {no_signed_wrap} : i32
    %9 = spirv.IAdd %1, %8 : i32
    %10 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %9] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %11 = spirv.Load "StorageBuffer" %10 : vector<4xf32>
    %12 = spirv.CompositeExtract %11[0 : i32] : vector<4xf32>
    %13 = spirv.CompositeExtract %11[1 : i32] : vector<4xf32>
    %14 = spirv.CompositeExtract %11[2 : i32] : vector<4xf32>
    %15 = spirv.CompositeExtract %11[3 : i32] : vector<4xf32>
    %16 = spirv.GL.FMax %12, %13 : f32
    %17 = spirv.GL.FMax %16, %14 : f32
    %18 = spirv.GL.FMax %17, %15 : f32
    %19 = spirv.GroupNonUniformFMax <Subgroup> <Reduce> %18 : f32 -> f32
    %__workgroup_mem__4_addr = spirv.mlir.addressof @__workgroup_mem__4 : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32>)>, Workgroup>
    spirv.mlir.selection {
      spirv.BranchConditional %4, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %70 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %2] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
      spirv.Store "Workgroup" %70, %19 : f32
      spirv.Branch ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      spirv.mlir.merge
    }
    spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
    %20 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %5] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %21 = spirv.Load "Workgroup" %20 : f32
    %22 = spirv.GroupNonUniformShuffleXor <Subgroup> %21, %cst1_i32 : f32, i32
    %23 = spirv.GL.NMax %21, %22 : f32
    %24 = spirv.GroupNonUniformShuffleXor <Subgroup> %23, %cst2_i32 : f32, i32
    %25 = spirv.GL.NMax %23, %24 : f32
    %26 = spirv.GroupNonUniformShuffleXor <Subgroup> %25, %cst4_i32 : f32, i32
    %27 = spirv.GL.NMax %25, %26 : f32
    %28 = spirv.CompositeConstruct %27, %27, %27, %27 : (f32, f32, f32, f32) -> vector<4xf32>
    %29 = spirv.FSub %11, %28 : vector<4xf32>
    %30 = spirv.FUnordGreaterThanEqual %29, %cst_vec_4xf32_3 : vector<4xf32>
    %31 = spirv.Select %30, %29, %cst_vec_4xf32_3 : vector<4xi1>, vector<4xf32>
    %32 = spirv.FUnordLessThanEqual %31, %cst_vec_4xf32_2 : vector<4xf32>
    %33 = spirv.Select %32, %31, %cst_vec_4xf32_2 : vector<4xi1>, vector<4xf32>
    %34 = spirv.GL.Fma %33, %cst_vec_4xf32_11, %cst_vec_4xf32_13 : vector<4xf32>
    %35 = spirv.GL.Floor %34 : vector<4xf32>
    %36 = spirv.FUnordGreaterThanEqual %35, %cst_vec_4xf32_1 : vector<4xf32>
    %37 = spirv.Select %36, %35, %cst_vec_4xf32_1 : vector<4xi1>, vector<4xf32>
    %38 = spirv.FUnordLessThanEqual %37, %cst_vec_4xf32 : vector<4xf32>
    %39 = spirv.Select %38, %37, %cst_vec_4xf32 : vector<4xi1>, vector<4xf32>
    %40 = spirv.GL.Fma %cst_vec_4xf32_10, %39, %33 : vector<4xf32>
    %41 = spirv.GL.Fma %cst_vec_4xf32_9, %39, %40 : vector<4xf32>
    %42 = spirv.GL.Fma %41, %cst_vec_4xf32_8, %cst_vec_4xf32_7 : vector<4xf32>
    %43 = spirv.GL.Fma %42, %41, %cst_vec_4xf32_6 : vector<4xf32>
    %44 = spirv.GL.Fma %43, %41, %cst_vec_4xf32_5 : vector<4xf32>
    %45 = spirv.GL.Fma %44, %41, %cst_vec_4xf32_4 : vector<4xf32>
    %46 = spirv.GL.Fma %45, %41, %cst_vec_4xf32_13 : vector<4xf32>
    %47 = spirv.FMul %41, %41 : vector<4xf32>
    %48 = spirv.GL.Fma %46, %47, %41 : vector<4xf32>
    %49 = spirv.FAdd %48, %cst_vec_4xf32_12 : vector<4xf32>
    %50 = spirv.ConvertFToS %39 : vector<4xf32> to vector<4xi32>
    %51 = spirv.IAdd %50, %cst_vec_4xi32 : vector<4xi32>
    %52 = spirv.ShiftLeftLogical %51, %cst_vec_4xi32_0 : vector<4xi32>, vector<4xi32>
    %53 = spirv.Bitcast %52 : vector<4xi32> to vector<4xf32>
    %54 = spirv.FMul %49, %53 : vector<4xf32>
    %55 = spirv.FAdd %54, %cst_vec_4xf32_14 : vector<4xf32>
    %56 = spirv.Dot %55, %cst_vec_4xf32_12 : vector<4xf32> -> f32
    %57 = spirv.GroupNonUniformFAdd <Subgroup> <Reduce> %56 : f32 -> f32
    %__workgroup_mem__5_addr = spirv.mlir.addressof @__workgroup_mem__5 : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32>)>, Workgroup>
    spirv.mlir.selection {
      spirv.BranchConditional %4, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %70 = spirv.AccessChain %__workgroup_mem__5_addr[%cst0_i32, %2] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
      spirv.Store "Workgroup" %70, %57 : f32
      spirv.Branch ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      spirv.mlir.merge
    }
    spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
    %58 = spirv.AccessChain %__workgroup_mem__5_addr[%cst0_i32, %5] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %59 = spirv.Load "Workgroup" %58 : f32
    %60 = spirv.GroupNonUniformShuffleXor <Subgroup> %59, %cst1_i32 : f32, i32
    %61 = spirv.FAdd %59, %60 : f32
    %62 = spirv.GroupNonUniformShuffleXor <Subgroup> %61, %cst2_i32 : f32, i32
    %63 = spirv.FAdd %61, %62 : f32
    %64 = spirv.GroupNonUniformShuffleXor <Subgroup> %63, %cst4_i32 : f32, i32
    %65 = spirv.FAdd %63, %64 : f32
    %66 = spirv.FAdd %65, %cst_f32 : f32
    %67 = spirv.CompositeConstruct %66, %66, %66, %66 : (f32, f32, f32, f32) -> vector<4xf32>
    %68 = spirv.FDiv %54, %67 : vector<4xf32>
    %69 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %9] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %69, %68 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_softmax_16x256xf32_dispatch_tensor_store, @__resource_var_0_0_, @__resource_var_0_1_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__, @__workgroup_mem__4, @__workgroup_mem__5
  spirv.ExecutionMode @main_dispatch_0_softmax_16x256xf32_dispatch_tensor_store "LocalSize", 64, 1, 1
}
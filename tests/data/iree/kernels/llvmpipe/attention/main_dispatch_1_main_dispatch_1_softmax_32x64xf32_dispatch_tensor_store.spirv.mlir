spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader, GroupNonUniformArithmetic, GroupNonUniformShuffle, Matrix, GroupNonUniform], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__workgroup_mem__5 : !spirv.ptr<!spirv.struct<(!spirv.array<2 x f32>)>, Workgroup>
  spirv.GlobalVariable @__workgroup_mem__4 : !spirv.ptr<!spirv.struct<(!spirv.array<2 x f32>)>, Workgroup>
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_1_softmax_32x64xf32_dispatch_tensor_store() "None" attributes {gpu.known_block_size = array<i32: 16, 1, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "llvmpipe", features = "spirv:v1.6,cap:Shader,cap:PhysicalStorageBufferAddresses,cap:PhysicalStorageBuffer64,cap:Int64,cap:Float64", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [8], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst512_i32 = spirv.Constant 512 : i32
    %cst16_i32 = spirv.Constant 16 : i32
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
    %cst0_i32 = spirv.Constant 0 : i32
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
    %5 = spirv.GL.UMin %3, %cst1_i32 : i32
    %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
    %6 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
    %7 = spirv.CompositeExtract %6[0 : i32] : vector<3xi32>
    %8 = spirv.IMul %7, %cst16_i32 {no_signed_wrap} : i32
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
    %__workgroup_mem__4_addr = spirv.mlir.addressof @__workgroup_mem__4 : !spirv.ptr<!spirv.struct<(!spirv.array<2 x f32>)>, Workgroup>
    spirv.mlir.selection {
      spirv.BranchConditional %4, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %65 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %2] : !spirv.ptr<!spirv.struct<(!spirv.array<2 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
      spirv.Store "Workgroup" %65, %19 : f32
      spirv.Branch ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      spirv.mlir.merge
    }
    spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
    %20 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %5] : !spirv.ptr<!spirv.struct<(!spirv.array<2 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %21 = spirv.Load "Workgroup" %20 : f32
    %22 = spirv.GroupNonUniformShuffleXor <Subgroup> %21, %cst1_i32 : f32, i32
    %23 = spirv.GL.NMax %21, %22 : f32
    %24 = spirv.GroupNonUniformShuffle <Subgroup> %23, %cst0_i32 : f32, i32
    %25 = spirv.CompositeConstruct %24, %24, %24, %24 : (f32, f32, f32, f32) -> vector<4xf32>
    %26 = spirv.FSub %11, %25 : vector<4xf32>
    %27 = spirv.FUnordGreaterThanEqual %26, %cst_vec_4xf32_3 : vector<4xf32>
    %28 = spirv.Select %27, %26, %cst_vec_4xf32_3 : vector<4xi1>, vector<4xf32>
    %29 = spirv.FUnordLessThanEqual %28, %cst_vec_4xf32_2 : vector<4xf32>
    %30 = spirv.Select %29, %28, %cst_vec_4xf32_2 : vector<4xi1>, vector<4xf32>
    %31 = spirv.GL.Fma %30, %cst_vec_4xf32_11, %cst_vec_4xf32_13 : vector<4xf32>
    %32 = spirv.GL.Floor %31 : vector<4xf32>
    %33 = spirv.FUnordGreaterThanEqual %32, %cst_vec_4xf32_1 : vector<4xf32>
    %34 = spirv.Select %33, %32, %cst_vec_4xf32_1 : vector<4xi1>, vector<4xf32>
    %35 = spirv.FUnordLessThanEqual %34, %cst_vec_4xf32 : vector<4xf32>
    %36 = spirv.Select %35, %34, %cst_vec_4xf32 : vector<4xi1>, vector<4xf32>
    %37 = spirv.GL.Fma %cst_vec_4xf32_10, %36, %30 : vector<4xf32>
    %38 = spirv.GL.Fma %cst_vec_4xf32_9, %36, %37 : vector<4xf32>
    %39 = spirv.GL.Fma %38, %cst_vec_4xf32_8, %cst_vec_4xf32_7 : vector<4xf32>
    %40 = spirv.GL.Fma %39, %38, %cst_vec_4xf32_6 : vector<4xf32>
    %41 = spirv.GL.Fma %40, %38, %cst_vec_4xf32_5 : vector<4xf32>
    %42 = spirv.GL.Fma %41, %38, %cst_vec_4xf32_4 : vector<4xf32>
    %43 = spirv.GL.Fma %42, %38, %cst_vec_4xf32_13 : vector<4xf32>
    %44 = spirv.FMul %38, %38 : vector<4xf32>
    %45 = spirv.GL.Fma %43, %44, %38 : vector<4xf32>
    %46 = spirv.FAdd %45, %cst_vec_4xf32_12 : vector<4xf32>
    %47 = spirv.ConvertFToS %36 : vector<4xf32> to vector<4xi32>
    %48 = spirv.IAdd %47, %cst_vec_4xi32 : vector<4xi32>
    %49 = spirv.ShiftLeftLogical %48, %cst_vec_4xi32_0 : vector<4xi32>, vector<4xi32>
    %50 = spirv.Bitcast %49 : vector<4xi32> to vector<4xf32>
    %51 = spirv.FMul %46, %50 : vector<4xf32>
    %52 = spirv.FAdd %51, %cst_vec_4xf32_14 : vector<4xf32>
    %53 = spirv.Dot %52, %cst_vec_4xf32_12 : vector<4xf32> -> f32
    %54 = spirv.GroupNonUniformFAdd <Subgroup> <Reduce> %53 : f32 -> f32
    %__workgroup_mem__5_addr = spirv.mlir.addressof @__workgroup_mem__5 : !spirv.ptr<!spirv.struct<(!spirv.array<2 x f32>)>, Workgroup>
    spirv.mlir.selection {
      spirv.BranchConditional %4, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %65 = spirv.AccessChain %__workgroup_mem__5_addr[%cst0_i32, %2] : !spirv.ptr<!spirv.struct<(!spirv.array<2 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
      spirv.Store "Workgroup" %65, %54 : f32
      spirv.Branch ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      spirv.mlir.merge
    }
    spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
    %55 = spirv.AccessChain %__workgroup_mem__5_addr[%cst0_i32, %5] : !spirv.ptr<!spirv.struct<(!spirv.array<2 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    %56 = spirv.Load "Workgroup" %55 : f32
    %57 = spirv.GroupNonUniformShuffleXor <Subgroup> %56, %cst1_i32 : f32, i32
    %58 = spirv.FAdd %56, %57 : f32
    %59 = spirv.GroupNonUniformShuffle <Subgroup> %58, %cst0_i32 : f32, i32
    %60 = spirv.FAdd %59, %cst_f32 : f32
    %61 = spirv.CompositeConstruct %60, %60, %60, %60 : (f32, f32, f32, f32) -> vector<4xf32>
    %62 = spirv.FDiv %51, %61 : vector<4xf32>
    %63 = spirv.IAdd %9, %cst512_i32 : i32
    %64 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %63] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %64, %62 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_1_softmax_32x64xf32_dispatch_tensor_store, @__resource_var_0_0_, @__resource_var_0_1_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__, @__workgroup_mem__4, @__workgroup_mem__5
  spirv.ExecutionMode @main_dispatch_1_softmax_32x64xf32_dispatch_tensor_store "LocalSize", 16, 1, 1
}
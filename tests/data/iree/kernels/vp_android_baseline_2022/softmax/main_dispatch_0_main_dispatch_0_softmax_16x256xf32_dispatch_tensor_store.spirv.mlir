spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__workgroup_mem__4 : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32>)>, Workgroup>
  spirv.GlobalVariable @__workgroup_mem__3 : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32>)>, Workgroup>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_softmax_16x256xf32_dispatch_tensor_store() "None" attributes {gpu.known_block_size = array<i32: 64, 1, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "vp_android_baseline_2022", features = "spirv:v1.3,cap:Shader", wgp = <compute = fp32|int32, storage = b32, subgroup = none, subgroup_size_choices = [64], max_workgroup_sizes = [128, 128, 64], max_thread_count_per_workgroup = 128, max_workgroup_memory_bytes = 16384, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst1_i32 = spirv.Constant 1 : i32
    %cst256_i32 = spirv.Constant 256 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %cst16_i32 = spirv.Constant 16 : i32
    %cst127_i32 = spirv.Constant 127 : i32
    %cst23_i32 = spirv.Constant 23 : i32
    %cst_f32 = spirv.Constant 1.270000e+02 : f32
    %cst_f32_0 = spirv.Constant -1.270000e+02 : f32
    %cst_f32_1 = spirv.Constant 8.880000e+01 : f32
    %cst_f32_2 = spirv.Constant -8.780000e+01 : f32
    %cst_f32_3 = spirv.Constant 0.166666657 : f32
    %cst_f32_4 = spirv.Constant 0.0416657962 : f32
    %cst_f32_5 = spirv.Constant 0.00833345205 : f32
    %cst_f32_6 = spirv.Constant 0.00139819994 : f32
    %cst_f32_7 = spirv.Constant 1.98756912E-4 : f32
    %cst_f32_8 = spirv.Constant 2.12194442E-4 : f32
    %cst_f32_9 = spirv.Constant -0.693359375 : f32
    %cst_f32_10 = spirv.Constant 1.44269502 : f32
    %cst_f32_11 = spirv.Constant 1.000000e+00 : f32
    %cst_f32_12 = spirv.Constant 5.000000e-01 : f32
    %cst_f32_13 = spirv.Constant 0.000000e+00 : f32
    %cst_f32_14 = spirv.Constant 0xFFC00000 : f32
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
    %2 = spirv.SLessThan %1, %cst16_i32 : i32
    %__workgroup_mem__3_addr = spirv.mlir.addressof @__workgroup_mem__3 : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32>)>, Workgroup>
    %__workgroup_mem__4_addr = spirv.mlir.addressof @__workgroup_mem__4 : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32>)>, Workgroup>
    spirv.mlir.selection {
      spirv.BranchConditional %2, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %3 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %1] : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
      spirv.Store "Workgroup" %3, %cst_f32_14 : f32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%5: i32):  // 2 preds: ^bb0, ^bb2
        %6 = spirv.SLessThan %5, %cst256_i32 : i32
        spirv.BranchConditional %6, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %7 = spirv.IMul %1, %cst256_i32 : i32
        %8 = spirv.IAdd %5, %7 : i32
        %9 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %8] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        %10 = spirv.Load "StorageBuffer" %9 : f32
        %11 = spirv.Load "Workgroup" %3 : f32
        %12 = spirv.GL.NMax %10, %11 : f32
        spirv.Store "Workgroup" %3, %12 : f32
        %13 = spirv.IAdd %5, %cst1_i32 : i32
        spirv.Branch ^bb1(%13 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      %4 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %1] : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
      spirv.Store "Workgroup" %4, %cst_f32_13 : f32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%5: i32):  // 2 preds: ^bb0, ^bb2
        %6 = spirv.SLessThan %5, %cst256_i32 : i32
        spirv.BranchConditional %6, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %7 = spirv.IMul %1, %cst256_i32 : i32
        %8 = spirv.IAdd %5, %7 : i32
        %9 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %8] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        %10 = spirv.Load "StorageBuffer" %9 : f32
        %11 = spirv.Load "Workgroup" %3 : f32
        %12 = spirv.Load "Workgroup" %4 : f32
        %13 = spirv.FSub %10, %11 : f32
        %14 = spirv.FUnordGreaterThanEqual %13, %cst_f32_2 : f32
        %15 = spirv.Select %14, %13, %cst_f32_2 : i1, f32
        %16 = spirv.FUnordLessThanEqual %15, %cst_f32_1 : f32
        %17 = spirv.Select %16, %15, %cst_f32_1 : i1, f32
        %18 = spirv.GL.Fma %17, %cst_f32_10, %cst_f32_12 : f32
        %19 = spirv.GL.Floor %18 : f32
        %20 = spirv.FUnordGreaterThanEqual %19, %cst_f32_0 : f32
        %21 = spirv.Select %20, %19, %cst_f32_0 : i1, f32
        %22 = spirv.FUnordLessThanEqual %21, %cst_f32 : f32
        %23 = spirv.Select %22, %21, %cst_f32 : i1, f32
        %24 = spirv.GL.Fma %cst_f32_9, %23, %17 : f32
        %25 = spirv.GL.Fma %cst_f32_8, %23, %24 : f32
        %26 = spirv.GL.Fma %25, %cst_f32_7, %cst_f32_6 : f32
        %27 = spirv.GL.Fma %26, %25, %cst_f32_5 : f32
        %28 = spirv.GL.Fma %27, %25, %cst_f32_4 : f32
        %29 = spirv.GL.Fma %28, %25, %cst_f32_3 : f32
        %30 = spirv.GL.Fma %29, %25, %cst_f32_12 : f32
        %31 = spirv.FMul %25, %25 : f32
        %32 = spirv.GL.Fma %30, %31, %25 : f32
        %33 = spirv.FAdd %32, %cst_f32_11 : f32
        %34 = spirv.ConvertFToS %23 : f32 to i32
        %35 = spirv.IAdd %34, %cst127_i32 : i32
        %36 = spirv.ShiftLeftLogical %35, %cst23_i32 : i32, i32
        %37 = spirv.Bitcast %36 : i32 to f32
        %38 = spirv.FMul %33, %37 : f32
        %39 = spirv.FAdd %38, %12 : f32
        spirv.Store "Workgroup" %4, %39 : f32
        %40 = spirv.IAdd %5, %cst1_i32 : i32
        spirv.Branch ^bb1(%40 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%5: i32):  // 2 preds: ^bb0, ^bb2
        %6 = spirv.SLessThan %5, %cst256_i32 : i32
        spirv.BranchConditional %6, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %7 = spirv.IMul %1, %cst256_i32 : i32
        %8 = spirv.IAdd %5, %7 : i32
        %9 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %8] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        %10 = spirv.Load "StorageBuffer" %9 : f32
        %11 = spirv.Load "Workgroup" %3 : f32
        %12 = spirv.Load "Workgroup" %4 : f32
        %13 = spirv.FSub %10, %11 : f32
        %14 = spirv.FUnordGreaterThanEqual %13, %cst_f32_2 : f32
        %15 = spirv.Select %14, %13, %cst_f32_2 : i1, f32
        %16 = spirv.FUnordLessThanEqual %15, %cst_f32_1 : f32
        %17 = spirv.Select %16, %15, %cst_f32_1 : i1, f32
        %18 = spirv.GL.Fma %17, %cst_f32_10, %cst_f32_12 : f32
        %19 = spirv.GL.Floor %18 : f32
        %20 = spirv.FUnordGreaterThanEqual %19, %cst_f32_0 : f32
        %21 = spirv.Select %20, %19, %cst_f32_0 : i1, f32
        %22 = spirv.FUnordLessThanEqual %21, %cst_f32 : f32
        %23 = spirv.Select %22, %21, %cst_f32 : i1, f32
        %24 = spirv.GL.Fma %cst_f32_9, %23, %17 : f32
        %25 = spirv.GL.Fma %cst_f32_8, %23, %24 : f32
        %26 = spirv.GL.Fma %25, %cst_f32_7, %cst_f32_6 : f32
        %27 = spirv.GL.Fma %26, %25, %cst_f32_5 : f32
        %28 = spirv.GL.Fma %27, %25, %cst_f32_4 : f32
        %29 = spirv.GL.Fma %28, %25, %cst_f32_3 : f32
        %30 = spirv.GL.Fma %29, %25, %cst_f32_12 : f32
        %31 = spirv.FMul %25, %25 : f32
        %32 = spirv.GL.Fma %30, %31, %25 : f32
        %33 = spirv.FAdd %32, %cst_f32_11 : f32
        %34 = spirv.ConvertFToS %23 : f32 to i32
        %35 = spirv.IAdd %34, %cst127_i32 : i32
        %36 = spirv.ShiftLeftLogical %35, %cst23_i32 : i32, i32
        %37 = spirv.Bitcast %36 : i32 to f32
        %38 = spirv.FMul %33, %37 : f32
        %39 = spirv.FDiv %38, %12 : f32
        %40 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %8] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        spirv.Store "StorageBuffer" %40, %39 : f32
        %41 = spirv.IAdd %5, %cst1_i32 : i32
        spirv.Branch ^bb1(%41 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Branch ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      spirv.mlir.merge
    }
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_softmax_16x256xf32_dispatch_tensor_store, @__builtin__LocalInvocationId__
  spirv.ExecutionMode @main_dispatch_0_softmax_16x256xf32_dispatch_tensor_store "LocalSize", 64, 1, 1
}
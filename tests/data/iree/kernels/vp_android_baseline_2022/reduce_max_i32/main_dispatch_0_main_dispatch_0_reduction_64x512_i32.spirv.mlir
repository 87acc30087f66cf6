spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_reduction_64x512_i32() "None" attributes {gpu.known_block_size = array<i32: 64, 1, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "vp_android_baseline_2022", features = "spirv:v1.3,cap:Shader", wgp = <compute = fp32|int32, storage = b32, subgroup = none, subgroup_size_choices = [64], max_workgroup_sizes = [128, 128, 64], max_thread_count_per_workgroup = 128, max_workgroup_memory_bytes = 16384, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst128_i32 = spirv.Constant 128 : i32
    %cst4_i32 = spirv.Constant 4 : i32
    %cst512_i32 = spirv.Constant 512 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %cst-2147483648_i32 = spirv.Constant -2147483648 : i32
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
    %2 = spirv.Variable : !spirv.ptr<i32, Function>
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32, %cst-2147483648_i32 : i32, i32)
    ^bb1(%5: i32, %6: i32):  // 2 preds: ^bb0, ^bb2
      %7 = spirv.SLessThan %5, %cst512_i32 : i32
      spirv.BranchConditional %7, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %8 = spirv.IMul %1, %cst128_i32 : i32
      %9 = spirv.UDiv %5, %cst4_i32 : i32
      %10 = spirv.IAdd %8, %9 : i32
      %11 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %10] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xi32>, StorageBuffer>
      %12 = spirv.Load "StorageBuffer" %11 : vector<4xi32>
      %13 = spirv.CompositeExtract %12[0 : i32] : vector<4xi32>
      %14 = spirv.GL.SMax %13, %6 : i32
      %15 = spirv.CompositeExtract %12[1 : i32] : vector<4xi32>
      %16 = spirv.GL.SMax %15, %14 : i32
      %17 = spirv.CompositeExtract %12[2 : i32] : vector<4xi32>
      %18 = spirv.GL.SMax %17, %16 : i32
      %19 = spirv.CompositeExtract %12[3 : i32] : vector<4xi32>
      %20 = spirv.GL.SMax %19, %18 : i32
      spirv.Store "Function" %2, %20 : i32
      %21 = spirv.IAdd %5, %cst4_i32 : i32
      spirv.Branch ^bb1(%21, %20 : i32, i32)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %3 = spirv.Load "Function" %2 : i32
    %4 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %1] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
    spirv.Store "StorageBuffer" %4, %3 : i32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_reduction_64x512_i32, @__builtin__LocalInvocationId__
  spirv.ExecutionMode @main_dispatch_0_reduction_64x512_i32 "LocalSize", 64, 1, 1
}
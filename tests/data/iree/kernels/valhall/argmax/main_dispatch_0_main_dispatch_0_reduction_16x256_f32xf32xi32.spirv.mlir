spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__workgroup_mem__2 : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32>)>, Workgroup>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_reduction_16x256_f32xf32xi32() "None" attributes {gpu.known_block_size = array<i32: 16, 1, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "valhall1", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp32|fp16|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [16], max_workgroup_sizes = [512, 512, 512], max_thread_count_per_workgroup = 512, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst1_i32 = spirv.Constant 1 : i32
    %cst256_i32 = spirv.Constant 256 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %cst_f32 = spirv.Constant 0xFF800000 : f32
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>
    %__workgroup_mem__2_addr = spirv.mlir.addressof @__workgroup_mem__2 : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32>)>, Workgroup>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
    %2 = spirv.AccessChain %__workgroup_mem__2_addr[%cst0_i32, %1] : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    spirv.Store "Workgroup" %2, %cst_f32 : f32
    %3 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %1] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
    spirv.Store "StorageBuffer" %3, %cst0_i32 : i32
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32 : i32)
    ^bb1(%4: i32):  // 2 preds: ^bb0, ^bb2
      %5 = spirv.SLessThan %4, %cst256_i32 : i32
      spirv.BranchConditional %5, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %6 = spirv.IMul %1, %cst256_i32 {no_signed_wrap} : i32
      %7 = spirv.IAdd %4, %6 : i32
      %8 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %7] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      %9 = spirv.Load "StorageBuffer" %8 : f32
      %10 = spirv.Load "Workgroup" %2 : f32
      %11 = spirv.Load "StorageBuffer" %3 : i32
      %12 = spirv.FOrdGreaterThan %9, %10 : f32
      %13 = spirv.Select %12, %9, %10 : i1, f32
      %14 = spirv.Select %12, %4, %11 : i1, i32
      spirv.Store "Workgroup" %2, %13 : f32
      spirv.Store "StorageBuffer" %3, %14 : i32
      %15 = spirv.IAdd %4, %cst1_i32 : i32
      spirv.Branch ^bb1(%15 : i32)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_reduction_16x256_f32xf32xi32, @__resource_var_0_0_, @__resource_var_0_1_, @__workgroup_mem__2, @__builtin__LocalInvocationId__
  spirv.ExecutionMode @main_dispatch_0_reduction_16x256_f32xf32xi32 "LocalSize", 16, 1, 1
}
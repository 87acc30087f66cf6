spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__workgroup_mem__4 : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32>)>, Workgroup>
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_reduction_16x256_f32xf32xi32() "None" attributes {gpu.known_block_size = array<i32: 8, 1, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "llvmpipe", features = "spirv:v1.6,cap:Shader,cap:PhysicalStorageBufferAddresses,cap:PhysicalStorageBuffer64,cap:Int64,cap:Float64", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [8], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst2048_i32 = spirv.Constant 2048 : i32
    %cst1_i32 = spirv.Constant 1 : i32
    %cst256_i32 = spirv.Constant 256 : i32
    %cst8_i32 = spirv.Constant 8 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %cst_f32 = spirv.Constant 0xFF800000 : f32
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
    %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
    %2 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
    %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi32>
    %__workgroup_mem__4_addr = spirv.mlir.addressof @__workgroup_mem__4 : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32>)>, Workgroup>
    %4 = spirv.AccessChain %__workgroup_mem__4_addr[%cst0_i32, %1] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
    spirv.Store "Workgroup" %4, %cst_f32 : f32
    %5 = spirv.IMul %3, %cst8_i32 {no_signed_wrap} : i32
    %6 = spirv.IAdd %1, %5 : i32
    %7 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %6] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
    spirv.Store "StorageBuffer" %7, %cst0_i32 : i32
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32 : i32)
    ^bb1(%8: i32):  // 2 preds: ^bb0, ^bb2
      %9 = spirv.SLessThan %8, %cst256_i32 : i32
      spirv.BranchConditional %9, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %10 = spirv.IMul %1, %cst256_i32 {no_signed_wrap} : i32
      %11 = spirv.IAdd %8, %10 : i32
      %12 = spirv.IMul %3, %cst2048_i32 {no_signed_wrap} : i32
      %13 = spirv.IAdd %11, %12 : i32
      %14 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %13] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
      %15 = spirv.Load "StorageBuffer" %14 : f32
      %16 = spirv.Load "Workgroup" %4 : f32
      %17 = spirv.Load "StorageBuffer" %7 : i32
      %18 = spirv.FOrdGreaterThan %15, %16 : f32
      %19 = spirv.Select %18, %15, %16 : i1, f32
      %20 = spirv.Select %18, %8, %17 : i1, i32
      spirv.Store "Workgroup" %4, %19 : f32
      spirv.Store "StorageBuffer" %7, %20 : i32
      %21 = spirv.IAdd %8, %cst1_i32 : i32
      spirv.Branch ^bb1(%21 : i32)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_reduction_16x256_f32xf32xi32, @__resource_var_0_0_, @__resource_var_0_1_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__, @__workgroup_mem__4
  spirv.ExecutionMode @main_dispatch_0_reduction_16x256_f32xf32xi32 "LocalSize", 8, 1, 1
}
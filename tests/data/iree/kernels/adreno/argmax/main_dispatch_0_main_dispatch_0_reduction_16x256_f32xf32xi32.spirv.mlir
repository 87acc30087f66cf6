spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__workgroup_mem__3 : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32>)>, Workgroup>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_reduction_16x256_f32xf32xi32() "None" attributes {gpu.known_block_size = array<i32: 64, 1, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "adreno", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp32|fp16|int32|int16|int8, storage = b64|b32|b16, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [64], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst1_i32 = spirv.Constant 1 : i32
    %cst256_i32 = spirv.Constant 256 : i32
    %cst16_i32 = spirv.Constant 16 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %cst_f32 = spirv.Constant 0xFF800000 : f32
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
    %2 = spirv.SLessThan %1, %cst16_i32 : i32
    %__workgroup_mem__3_addr = spirv.mlir.addressof @__workgroup_mem__3 : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32>)>, Workgroup>
    spirv.mlir.selection {
      spirv.BranchConditional %2, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %3 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %1] : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
      spirv.Store "Workgroup" %3, %cst_f32 : f32
      %4 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %1] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      spirv.Store "StorageBuffer" %4, %cst0_i32 : i32
      spirv.mlir.loop {
        spirv.Branch ^bb1(%cst0_i32 : i32)
      ^bb1(%5: i32):  // 2 preds: ^bb0, ^bb2
        %6 = spirv.SLessThan %5, %cst256_i32 : i32
        spirv.BranchConditional %6, ^bb2, ^bb3
      ^bb2:  // pred: ^bb1
        %7 = spirv.IMul %1, %cst256_i32 {no_signed_wrap} : i32
        %8 = spirv.IAdd %5, %7 : i32
        %9 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %8] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
        %10 = spirv.Load "StorageBuffer" %9 : f32
        %11 = spirv.Load "Workgroup" %3 : f32
        %12 = spirv.Load "StorageBuffer" %4 : i32
        %13 = spirv.FOrdGreaterThan %10, %11 : f32
        %14 = spirv.Select %13, %10, %11 : i1, f32
        %15 = spirv.Select %13, %5, %12 : i1, i32
        spirv.Store "Workgroup" %3, %14 : f32
        spirv.Store "StorageBuffer" %4, %15 : i32
        %16 = spirv.IAdd %5, %cst1_i32 : i32
        spirv.Branch ^bb1(%16 : i32)
      ^bb3:  // pred: ^bb1
        spirv.mlir.merge
      }
      spirv.Branch ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      spirv.mlir.merge
    }
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_reduction_16x256_f32xf32xi32, @__resource_var_0_0_, @__resource_var_0_1_, @__builtin__LocalInvocationId__, @__workgroup_mem__3
  spirv.ExecutionMode @main_dispatch_0_reduction_16x256_f32xf32xi32 "LocalSize", 64, 1, 1
}
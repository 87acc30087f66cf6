spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, StorageBuffer16BitAccess, Float16, Matrix], [SPV_KHR_16bit_storage, SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf16>, stride=8> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_reduction_8x4096_f16xf32() "None" attributes {gpu.known_block_size = array<i32: 8, 1, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "llvmpipe", features = "spirv:v1.6,cap:Shader,cap:PhysicalStorageBufferAddresses,cap:PhysicalStorageBuffer64,cap:Int64,cap:Float64", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [8], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst1024_i32 = spirv.Constant 1024 : i32
    %cst4_i32 = spirv.Constant 4 : i32
    %cst4096_i32 = spirv.Constant 4096 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %cst_f32 = spirv.Constant 0.000000e+00 : f32
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf16>, stride=8> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
    %2 = spirv.Variable : !spirv.ptr<f32, Function>
    spirv.mlir.loop {
      spirv.Branch ^bb1(%cst0_i32, %cst_f32 : i32, f32)
    ^bb1(%5: i32, %6: f32):  // 2 preds: ^bb0, ^bb2
      %7 = spirv.SLessThan %5, %cst4096_i32 : i32
      spirv.BranchConditional %7, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %8 = spirv.IMul %1, %cst1024_i32 {no_signed_wrap} : i32
      %9 = spirv.UDiv %5, %cst4_i32 : i32
      %10 = spirv.IAdd %8, %9 : i32
      %11 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %10] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf16>, stride=8> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf16>, StorageBuffer>
      %12 = spirv.Load "StorageBuffer" %11 : vector<4xf16>
      %13 = spirv.FConvert %12 : vector<4xf16> to vector<4xf32>
      %14 = spirv.CompositeExtract %13[0 : i32] : vector<4xf32>
      %15 = spirv.FAdd %14, %6 : f32
      %16 = spirv.CompositeExtract %13[1 : i32] : vector<4xf32>
      %17 = spirv.FAdd %16, %15 : f32
      %18 = spirv.CompositeExtract %13[2 : i32] : vector<4xf32>
      %19 = spirv.FAdd %18, %17 : f32
      %20 = spirv.CompositeExtract %13[3 : i32] : vector<4xf32>
      %21 = spirv.FAdd %20, %19 : f32
      spirv.Store "Function" %2, %21 : f32
      %22 = spirv.IAdd %5, %cst4_i32 : i32
      spirv.Branch ^bb1(%22, %21 : i32, f32)
    ^bb3:  // pred: ^bb1
      spirv.mlir.merge
    }
    %3 = spirv.Load "Function" %2 : f32
    %4 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %1] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    spirv.Store "StorageBuffer" %4, %3 : f32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_reduction_8x4096_f16xf32, @__resource_var_0_0_, @__resource_var_0_1_, @__builtin__LocalInvocationId__
  spirv.ExecutionMode @main_dispatch_0_reduction_8x4096_f16xf32 "LocalSize", 8, 1, 1
}
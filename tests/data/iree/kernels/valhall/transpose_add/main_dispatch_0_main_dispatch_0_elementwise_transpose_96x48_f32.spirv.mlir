spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @__builtin__WorkgroupId__ built_in("WorkgroupId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
  spirv.func @main_dispatch_0_elementwise_transpose_96x48_f32() "None" attributes {gpu.known_block_size = array<i32: 4, 4, 1>, hal.executable.target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "valhall1", features = "spirv:v1.6,cap:Shader", wgp = <compute = fp32|fp16|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, subgroup_size_choices = [16], max_workgroup_sizes = [512, 512, 512], max_thread_count_per_workgroup = 512, max_workgroup_memory_bytes = 32768, max_workgroup_counts = [65535, 65535, 65535]>>}>} {
    %cst48_i32 = spirv.Constant 48 : i32
    %cst4_i32 = spirv.Constant 4 : i32
    %cst1536_i32 = spirv.Constant 1536 : i32
    %cst12_i32 = spirv.Constant 12 : i32
    %cst288_i32 = spirv.Constant 288 : i32
    %cst192_i32 = spirv.Constant 192 : i32
    %cst96_i32 = spirv.Constant 96 : i32
    %cst384_i32 = spirv.Constant 384 : i32
    %cst3_i32 = spirv.Constant 3 : i32
    %cst0_i32 = spirv.Constant 0 : i32
    %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__resource_var_0_2__addr = spirv.mlir.addressof @__resource_var_0_2_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
    %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
    %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %1 = spirv.CompositeExtract %0[1 : i32] : vector<3xi32>
    %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
    %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi32>
    %__builtin__WorkgroupId___addr = spirv.mlir.addressof @__builtin__WorkgroupId__ : !spirv.ptr<vector<3xi32>, Input>
    %4 = spirv.Load "Input" %__builtin__WorkgroupId___addr : vector<3xi32>
    %5 = spirv.CompositeExtract %4[0 : i32] : vector<3xi32>
    %6 = spirv.UDiv %5, %cst3_i32 : i32
    %7 = spirv.UMod %5, %cst3_i32 : i32
    %8 = spirv.IMul %3, %cst384_i32 {no_signed_wrap} : i32
    %9 = spirv.IAdd %8, %1 : i32
    %10 = spirv.IMul %7, %cst1536_i32 {no_signed_wrap} : i32
    %11 = spirv.IAdd %9, %10 : i32
    %12 = spirv.IMul %6, %cst4_i32 {no_signed_wrap} : i32
    %13 = spirv.IAdd %11, %12 : i32
    %14 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %13] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    %15 = spirv.Load "StorageBuffer" %14 : f32
    %16 = spirv.IAdd %13, %cst96_i32 : i32
    %17 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %16] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    %18 = spirv.Load "StorageBuffer" %17 : f32
    %19 = spirv.IAdd %13, %cst192_i32 : i32
    %20 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %19] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    %21 = spirv.Load "StorageBuffer" %20 : f32
    %22 = spirv.IAdd %13, %cst288_i32 : i32
    %23 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %22] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    %24 = spirv.Load "StorageBuffer" %23 : f32
    %25 = spirv.CompositeConstruct %15, %18, %21, %24 : (f32, f32, f32, f32) -> vector<4xf32>
    %26 = spirv.IMul %1, %cst12_i32 {no_signed_wrap} : i32
    %27 = spirv.IAdd %26, %3 : i32
    %28 = spirv.IMul %6, %cst48_i32 {no_signed_wrap} : i32
    %29 = spirv.IAdd %27, %28 : i32
    %30 = spirv.IMul %7, %cst4_i32 {no_signed_wrap} : i32
    %31 = spirv.IAdd %29, %30 : i32
    %32 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %31] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %33 = spirv.Load "StorageBuffer" %32 : vector<4xf32>
    %34 = spirv.FAdd %25, %33 : vector<4xf32>
    %35 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %31] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    spirv.Store "StorageBuffer" %35, %34 : vector<4xf32>
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main_dispatch_0_elementwise_transpose_96x48_f32, @__resource_var_0_0_, @__resource_var_0_1_, @__resource_var_0_2_, @__builtin__LocalInvocationId__, @__builtin__WorkgroupId__
  spirv.ExecutionMode @main_dispatch_0_elementwise_transpose_96x48_f32 "LocalSize", 4, 4, 1
}
// SPIR-V: module with version/capability triple, globals, functions, enum attributes.
spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader, Float16], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @data bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.func @kernel() "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 1, 1]>} {
    %addr = spirv.mlir.addressof @gid : !spirv.ptr<vector<3xi32>, Input>
    %id = spirv.Load "Input" %addr : vector<3xi32>
    %x = spirv.CompositeExtract %id[0 : i32] : vector<3xi32>
    %zero = spirv.Constant 0 : i32
    %one = spirv.Constant 1.0 : f32
    %buf = spirv.mlir.addressof @data : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32, stride=4> [0])>, StorageBuffer>
    %p = spirv.AccessChain %buf[%zero, %x] : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    %v = spirv.Load "StorageBuffer" %p : f32
    %w = spirv.FAdd %v, %one : f32
    spirv.Store "StorageBuffer" %p, %w : f32
    spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
    %c = spirv.SLessThan %x, %zero : i32
    spirv.mlir.selection {
      spirv.BranchConditional %c, ^then, ^merge
    ^then:
      spirv.Store "StorageBuffer" %p, %one : f32
      spirv.Branch ^merge
    ^merge:
      spirv.mlir.merge
    }
    spirv.Return
  }
  spirv.func @helper(%a: i32, %b: i32) -> i32 "Inline|Pure" {
    %s = spirv.IAdd %a, %b : i32
    spirv.ReturnValue %s : i32
  }
  spirv.EntryPoint "GLCompute" @kernel, @gid
  spirv.ExecutionMode @kernel "LocalSize", 32, 1, 1
}

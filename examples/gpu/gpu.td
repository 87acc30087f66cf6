// A GPU-shader style dialect ("gs") with three availability dimensions, as
// SPIR-V has them: a version, required extensions and required capabilities.
// Extensions and capabilities are any-of groups (`Capability<[A, B]>`: A or B;
// an op's groups must all be met); capabilities imply others (enabling
// Int64Atomics enables Int64); enum cases of op attributes carry their own
// availability, for integer enums (Scope) and bit enums (MemoryAccess), also when
// the attribute is optional or has a default.
//
// Versions are Python-flavoured; extensions and capabilities use ExtensionBase
// and CapabilityBase (odsgen/versioning.td).
//
// Regenerate the record dump: odsgen records examples/gpu/gpu.td -I tdlib

include "odsgen/base.td"

def GS_Dialect : Dialect {
  let name = "gs";
  let cppNamespace = "::gs";
  let summary = "a GPU shader dialect";
}

//===----------------------------------------------------------------------===//
// Versions
//===----------------------------------------------------------------------===//

def GS_V_1_0 : I32EnumAttrCase<"V_1_0", 0, "v1.0">;
def GS_V_1_1 : I32EnumAttrCase<"V_1_1", 1, "v1.1">;
def GS_V_1_2 : I32EnumAttrCase<"V_1_2", 2, "v1.2">;
def GS_V_1_3 : I32EnumAttrCase<"V_1_3", 3, "v1.3">;

def GS_VersionAttr : I32EnumAttr<"Version", "shader version",
                                 [GS_V_1_0, GS_V_1_1, GS_V_1_2, GS_V_1_3]> {
  let cppNamespace = "::gs";
}

class MinVersion<I32EnumAttrCase min>
    : PyMinVersionBase<"QueryMinVersionInterface", GS_VersionAttr, min>;
class MaxVersion<I32EnumAttrCase max>
    : PyMaxVersionBase<"QueryMaxVersionInterface", GS_VersionAttr, max>;

//===----------------------------------------------------------------------===//
// Extensions
//===----------------------------------------------------------------------===//

def GS_KHR_16bit_storage : I32EnumAttrCase<"KHR_16bit_storage", 0>;
def GS_KHR_shader_ballot : I32EnumAttrCase<"KHR_shader_ballot", 1>;
def GS_KHR_shader_clock : I32EnumAttrCase<"KHR_shader_clock", 2>;
def GS_EXT_shader_clock : I32EnumAttrCase<"EXT_shader_clock", 3>;
def GS_KHR_vulkan_memory_model : I32EnumAttrCase<"KHR_vulkan_memory_model", 4>;

def GS_ExtensionAttr : I32EnumAttr<"Extension", "shader extension", [
    GS_KHR_16bit_storage, GS_KHR_shader_ballot, GS_KHR_shader_clock,
    GS_EXT_shader_clock, GS_KHR_vulkan_memory_model]> {
  let cppNamespace = "::gs";
}

class Extension<list<I32EnumAttrCase> extensions>
    : ExtensionBase<"QueryExtensionInterface", GS_ExtensionAttr, extensions> {
  let interfaceDescription = [{
    The extensions an op needs: a list of groups, each met when one of its
    extensions is enabled.
  }];
}

//===----------------------------------------------------------------------===//
// Capabilities
//===----------------------------------------------------------------------===//

def GS_C_Shader : I32EnumAttrCase<"Shader", 1>;
def GS_C_Float16 : I32EnumAttrCase<"Float16", 9>;
def GS_C_Float64 : I32EnumAttrCase<"Float64", 10>;
def GS_C_Int64 : I32EnumAttrCase<"Int64", 11>;
// Implication through the Implies mixin...
def GS_C_Int64Atomics : I32EnumAttrCase<"Int64Atomics", 12>, Implies<[GS_C_Int64]>;
def GS_C_Int16 : I32EnumAttrCase<"Int16", 22>;
def GS_C_Int8 : I32EnumAttrCase<"Int8", 39>;
def GS_C_StorageBuffer16BitAccess : I32EnumAttrCase<"StorageBuffer16BitAccess", 4433> {
  let availability = [MinVersion<GS_V_1_0>, Extension<[GS_KHR_16bit_storage]>];
}
def GS_C_GroupNonUniform : I32EnumAttrCase<"GroupNonUniform", 61> {
  let availability = [MinVersion<GS_V_1_3>];
}
// ... or declared in the case, as MLIR's SPIR-V dialect does.
def GS_C_GroupNonUniformBallot : I32EnumAttrCase<"GroupNonUniformBallot", 64> {
  list<I32EnumAttrCase> implies = [GS_C_GroupNonUniform];
  let availability = [MinVersion<GS_V_1_3>];
}
def GS_C_SubgroupBallotKHR : I32EnumAttrCase<"SubgroupBallotKHR", 4423> {
  let availability = [Extension<[GS_KHR_shader_ballot]>];
}
def GS_C_ShaderClockKHR : I32EnumAttrCase<"ShaderClockKHR", 5055> {
  let availability = [Extension<[GS_KHR_shader_clock, GS_EXT_shader_clock]>];
}
def GS_C_VulkanMemoryModel : I32EnumAttrCase<"VulkanMemoryModel", 5345>,
                             Implies<[GS_C_Shader]> {
  let availability = [MinVersion<GS_V_1_2>];
}
def GS_C_VulkanMemoryModelKHR : I32EnumAttrCase<"VulkanMemoryModelKHR", 5346>,
                                Implies<[GS_C_Shader]> {
  let availability = [Extension<[GS_KHR_vulkan_memory_model]>];
}

def GS_CapabilityAttr : I32EnumAttr<"Capability", "shader capability", [
    GS_C_Shader, GS_C_Float16, GS_C_Float64, GS_C_Int64, GS_C_Int64Atomics,
    GS_C_Int16, GS_C_Int8, GS_C_StorageBuffer16BitAccess, GS_C_GroupNonUniform,
    GS_C_GroupNonUniformBallot, GS_C_SubgroupBallotKHR, GS_C_ShaderClockKHR,
    GS_C_VulkanMemoryModel, GS_C_VulkanMemoryModelKHR]> {
  let cppNamespace = "::gs";
}

class Capability<list<I32EnumAttrCase> capabilities>
    : CapabilityBase<"QueryCapabilityInterface", GS_CapabilityAttr, capabilities> {
  let interfaceDescription = [{
    The capabilities an op needs: a list of groups, each met when one of its
    capabilities is enabled (directly or implied by another).
  }];
}

//===----------------------------------------------------------------------===//
// Enum attributes whose cases carry availability
//===----------------------------------------------------------------------===//

// An integer enum.
def GS_Scope_Device : I32EnumAttrCase<"Device", 1>;
def GS_Scope_Workgroup : I32EnumAttrCase<"Workgroup", 2>;
def GS_Scope_Subgroup : I32EnumAttrCase<"Subgroup", 3> {
  let availability = [Capability<[GS_C_GroupNonUniform, GS_C_SubgroupBallotKHR]>];
}
def GS_Scope_Invocation : I32EnumAttrCase<"Invocation", 4>;
def GS_Scope_QueueFamily : I32EnumAttrCase<"QueueFamily", 5> {
  let availability = [MinVersion<GS_V_1_2>,
                      Capability<[GS_C_VulkanMemoryModel, GS_C_VulkanMemoryModelKHR]>];
}
def GS_ScopeAttr : I32EnumAttr<"Scope", "execution or memory scope", [
    GS_Scope_Device, GS_Scope_Workgroup, GS_Scope_Subgroup, GS_Scope_Invocation,
    GS_Scope_QueueFamily]> {
  let cppNamespace = "::gs";
}

// A bit enum: every set bit's case counts.
def GS_MA_None : I32BitEnumAttrCaseNone<"None">;
def GS_MA_Volatile : I32BitEnumAttrCaseBit<"Volatile", 0>;
def GS_MA_Aligned : I32BitEnumAttrCaseBit<"Aligned", 1>;
def GS_MA_Nontemporal : I32BitEnumAttrCaseBit<"Nontemporal", 2> {
  let availability = [MinVersion<GS_V_1_1>];
}
def GS_MA_MakePointerAvailable : I32BitEnumAttrCaseBit<"MakePointerAvailable", 3> {
  let availability = [Capability<[GS_C_VulkanMemoryModel, GS_C_VulkanMemoryModelKHR]>];
}
def GS_MA_MakePointerVisible : I32BitEnumAttrCaseBit<"MakePointerVisible", 4> {
  let availability = [Capability<[GS_C_VulkanMemoryModel, GS_C_VulkanMemoryModelKHR]>];
}
def GS_MemoryAccessAttr : I32BitEnumAttr<"MemoryAccess", "memory access flags", [
    GS_MA_None, GS_MA_Volatile, GS_MA_Aligned, GS_MA_Nontemporal,
    GS_MA_MakePointerAvailable, GS_MA_MakePointerVisible]> {
  let cppNamespace = "::gs";
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

def GS_Int : AnyTypeOf<[
    I32,
    TypeAvailableAt<I8, [Capability<[GS_C_Int8]>]>,
    TypeAvailableAt<I16, [Capability<[GS_C_Int16]>]>,
    TypeAvailableAt<I64, [Capability<[GS_C_Int64]>]>
  ], "shader integer">;

def GS_Float : AnyTypeOf<[
    F32,
    TypeAvailableAt<F16, [Capability<[GS_C_Float16]>]>,
    TypeAvailableAt<F64, [Capability<[GS_C_Float64]>]>
  ], "shader float">;

def GS_IntOrVector : AnyTypeOf<[GS_Int, VectorOf<[GS_Int]>]>;
def GS_FloatOrVector : AnyTypeOf<[GS_Float, VectorOf<[GS_Float]>]>;

def GS_Pointer : TypeDef<GS_Dialect, "Pointer"> {
  let mnemonic = "ptr";
  let summary = "pointer to a value in a storage class";
  let parameters = (ins "::mlir::Type":$pointee, "unsigned":$storageClass);
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

class GS_Op<string mnemonic, list<Trait> traits = []>
    : Op<GS_Dialect, mnemonic, traits> {
  // The default for every op: version 1.0, no extension, the Shader capability.
  let availability = [MinVersion<GS_V_1_0>, Extension<[]>, Capability<[GS_C_Shader]>];
}

def GS_IAddOp : GS_Op<"iadd", [Pure, Commutative, SameOperandsAndResultType]> {
  let summary = "integer addition";
  let arguments = (ins GS_IntOrVector:$lhs, GS_IntOrVector:$rhs);
  let results = (outs GS_IntOrVector:$result);
}

def GS_FAddOp : GS_Op<"fadd", [Pure, Commutative, SameOperandsAndResultType]> {
  let summary = "float addition";
  let arguments = (ins GS_FloatOrVector:$lhs, GS_FloatOrVector:$rhs);
  let results = (outs GS_FloatOrVector:$result);
}

def GS_LoadOp : GS_Op<"load"> {
  let summary = "load through a pointer";
  let arguments = (ins
    GS_Pointer:$ptr,
    OptionalAttr<GS_MemoryAccessAttr>:$memory_access,
    OptionalAttr<I32Attr>:$alignment
  );
  let results = (outs AnyType:$value);
}

def GS_StoreOp : GS_Op<"store"> {
  let summary = "store through a pointer";
  let arguments = (ins
    GS_Pointer:$ptr,
    AnyType:$value,
    DefaultValuedEnumAttr<GS_MemoryAccessAttr, GS_MA_None>:$memory_access
  );
}

def GS_ControlBarrierOp : GS_Op<"control_barrier"> {
  let summary = "wait for the other invocations of a scope";
  let arguments = (ins
    GS_ScopeAttr:$execution_scope,
    DefaultValuedEnumAttr<GS_ScopeAttr, GS_Scope_Workgroup>:$memory_scope
  );
}

def GS_AtomicIAddOp : GS_Op<"atomic_iadd"> {
  let summary = "atomic integer addition";
  let arguments = (ins
    GS_Pointer:$ptr,
    AnyTypeOf<[I32, TypeAvailableAt<I64, [Capability<[GS_C_Int64Atomics]>]>]>:$value,
    GS_ScopeAttr:$memory_scope
  );
  let results = (outs AnyTypeOf<[I32, I64]>:$result);
}

def GS_GroupNonUniformBallotOp : GS_Op<"group_non_uniform_ballot"> {
  let summary = "a bit mask of the invocations whose predicate holds";
  let availability = [MinVersion<GS_V_1_3>, Extension<[]>,
                      Capability<[GS_C_GroupNonUniformBallot]>];
  let arguments = (ins GS_ScopeAttr:$execution_scope, I1:$predicate);
  let results = (outs VectorOf<[I32]>:$result);
}

def GS_SubgroupBallotKHROp : GS_Op<"subgroup_ballot_khr"> {
  let summary = "the extension's ballot, before version 1.3 made it core";
  let availability = [MinVersion<GS_V_1_0>, Extension<[GS_KHR_shader_ballot]>,
                      Capability<[GS_C_SubgroupBallotKHR]>];
  let arguments = (ins I1:$predicate);
  let results = (outs VectorOf<[I32]>:$result);
}

def GS_ReadClockOp : GS_Op<"read_clock"> {
  let summary = "read a clock counter; either clock extension provides it";
  let availability = [MinVersion<GS_V_1_0>,
                      Extension<[GS_KHR_shader_clock, GS_EXT_shader_clock]>,
                      Capability<[GS_C_ShaderClockKHR]>];
  let arguments = (ins GS_ScopeAttr:$scope);
  let results = (outs AnyTypeOf<[I64, VectorOf<[I32]>]>:$result);
}

//===- odsgen/mlir19/spirv.td - MLIR 19's hand-written SPIR-V availability -===//
//
// Part of odsgen's library. odsgen evaluates it after MLIR 19's SPIR-V dialect
// spec whenever the records hold that dialect (SPIRV_Dialect, from
// mlir/Dialect/SPIRV/IR/SPIRVBase.td), with a note on stderr, so that
//
//   odsgen deduce M.mlir -I /usr/lib/llvm-19/include \
//       --spec /usr/lib/llvm-19/include/mlir/Dialect/SPIRV/IR/SPIRVOps.td
//
// answers as mlir-opt 19 does (docs/releases.md: how odsgen knows the release); --no-upstream-corrections (odsgen.load_spec(...,
// upstream_corrections=False)) leaves it out: the answers are then the ODS alone.
//
// Upstream MLIR computes what a SPIR-V value's type needs in hand-written C++
// (the getExtensions/getCapabilities of its types) and what a version brings in
// TargetEnv; this file states the same facts with odsgen's type rules
// (odsgen/typerules.td, docs/validate.md), learned by running
// `mlir-opt-19 --spirv-update-vce` on small modules (MLIR 22's rules, but for
// what MLIR 19 does not have: bf16, tensor-ARM types, spirv.Dot's hand-written
// availability; and a deduced target lists no implied capability):
//
// * integer and float widths: i8/i16/i64 need Int8/Int16/Int64, f16/f64
//   Float16/Float64;
// * below a pointer whose storage class is an interface (StorageBuffer,
//   Uniform, PushConstant; Input and Output for 16 bits), 8- and 16-bit
//   scalars need the storage capabilities and SPV_KHR_8bit_storage or
//   SPV_KHR_16bit_storage instead of Int8/Int16/Float16;
// * a pointer needs its storage class's extensions and capabilities (not its
//   version: upstream leaves the storage class's MinVersion out);
// * matrices need Matrix, cooperative matrices CooperativeMatrixKHR and
//   SPV_KHR_cooperative_matrix (and their element type's requirements);
// * besides operands and results, the type of spirv.GlobalVariable is walked
//   (not spirv.func's function type: MLIR 22 walks it too);
// * a version brings the extensions the SPIR-V specification folded into it
//   (its Appendix A), and a deduced capability needs its own MinVersion.
//
// * vectors of 8 and 16 elements need Vector16; an image type (also inside a
//   sampled image) its dimension's and format's capabilities;
// * the numeric limits a target may set on what a module fixes (a Vulkan
//   device's VkPhysicalDeviceLimits), as bounds without levels at the end of
//   this file (odsgen/limits.td);
// * the ops whose availability upstream writes in C++ (the integer dot
//   products, spirv.Select) are declared at the end of this file.
//
//===----------------------------------------------------------------------===//

include "mlir/Dialect/SPIRV/IR/SPIRVBase.td"
include "odsgen/typerules.td"
include "odsgen/overrides.td"
include "odsgen/limits.td"

defvar SPIRV_Matrix = OpaqueType<"spirv", "matrix", "SPIR-V matrix">;
defvar SPIRV_CoopMatrix = OpaqueType<"spirv", "coopmatrix", "SPIR-V cooperative matrix">;
defvar SPIRV_16BitScalar = AnyTypeOf<[AnyI16, F16]>;

def SPIRV_ValueTypeRules : TypeRules<"spirv"> {
  let rules = [
    TypeAvailableAt<AnyI8, [Capability<[SPIRV_C_Int8]>]>,
    TypeAvailableAt<AnyI16, [Capability<[SPIRV_C_Int16]>]>,
    TypeAvailableAt<AnyI64, [Capability<[SPIRV_C_Int64]>]>,
    TypeAvailableAt<F16, [Capability<[SPIRV_C_Float16]>]>,
    TypeAvailableAt<F64, [Capability<[SPIRV_C_Float64]>]>,
    TypeAvailableAt<VectorOfLengthIn<[8, 16]>, [Capability<[SPIRV_C_Vector16]>]>,
    TypeAvailableAt<SPIRV_Matrix, [Capability<[SPIRV_C_Matrix]>]>,
    TypeAvailableAt<SPIRV_CoopMatrix, [Capability<[SPIRV_C_CooperativeMatrixKHR]>,
                                       Extension<[SPV_KHR_cooperative_matrix]>]>
  ];
  let typeAttributes = ["spirv.GlobalVariable::type"];
}

def SPIRV_StorageBufferTypeRules : TypeRules<"spirv"> {
  let context = [SPIRV_SC_StorageBuffer];
  let replaces = ["Capability"];
  let rules = [
    TypeAvailableAt<AnyI8, [Capability<[SPIRV_C_StorageBuffer8BitAccess]>,
                            Extension<[SPV_KHR_8bit_storage]>]>,
    TypeAvailableAt<SPIRV_16BitScalar, [Capability<[SPIRV_C_StorageBuffer16BitAccess]>,
                                        Extension<[SPV_KHR_16bit_storage]>]>
  ];
}

def SPIRV_UniformTypeRules : TypeRules<"spirv"> {
  let context = [SPIRV_SC_Uniform];
  let replaces = ["Capability"];
  let rules = [
    TypeAvailableAt<AnyI8, [Capability<[SPIRV_C_UniformAndStorageBuffer8BitAccess]>,
                            Extension<[SPV_KHR_8bit_storage]>]>,
    TypeAvailableAt<SPIRV_16BitScalar, [Capability<[SPIRV_C_StorageUniform16]>,
                                        Extension<[SPV_KHR_16bit_storage]>]>
  ];
}

def SPIRV_PushConstantTypeRules : TypeRules<"spirv"> {
  let context = [SPIRV_SC_PushConstant];
  let replaces = ["Capability"];
  let rules = [
    TypeAvailableAt<AnyI8, [Capability<[SPIRV_C_StoragePushConstant8]>,
                            Extension<[SPV_KHR_8bit_storage]>]>,
    TypeAvailableAt<SPIRV_16BitScalar, [Capability<[SPIRV_C_StoragePushConstant16]>,
                                        Extension<[SPV_KHR_16bit_storage]>]>
  ];
}

def SPIRV_InputOutputTypeRules : TypeRules<"spirv"> {
  let context = [SPIRV_SC_Input, SPIRV_SC_Output];
  let replaces = ["Capability"];
  let rules = [
    TypeAvailableAt<SPIRV_16BitScalar, [Capability<[SPIRV_C_StorageInputOutput16]>,
                                        Extension<[SPV_KHR_16bit_storage]>]>
  ];
}

def SPIRV_PointerStorageClass
    : TypeParameterAvailability<"spirv", "ptr", SPIRV_StorageClassAttr.enum.enumerants,
                                ["Extension", "Capability"]>;

// An image (also inside a sampled image) needs its dimension's and its format's
// capabilities (Buffer: ImageBuffer or SampledBuffer; Rg32f:
// StorageImageExtendedFormats; ...).
def SPIRV_ImageParameters
    : TypeParameterAvailability<"spirv", "image",
                                !listconcat(SPIRV_DimAttr.enum.enumerants,
                                            SPIRV_ImageFormatAttr.enum.enumerants),
                                ["Extension", "Capability"]>;

// The extensions each version incorporates (SPIR-V specification, Appendix A).
def : VersionImplies<"spirv", SPIRV_V_1_3, [
  SPV_KHR_shader_draw_parameters, SPV_KHR_16bit_storage, SPV_KHR_device_group,
  SPV_KHR_multiview, SPV_KHR_storage_buffer_storage_class, SPV_KHR_variable_pointers
]>;
def : VersionImplies<"spirv", SPIRV_V_1_4, [
  SPV_KHR_no_integer_wrap_decoration, SPV_GOOGLE_decorate_string,
  SPV_GOOGLE_hlsl_functionality1, SPV_KHR_float_controls
]>;
def : VersionImplies<"spirv", SPIRV_V_1_5, [
  SPV_KHR_8bit_storage, SPV_EXT_descriptor_indexing,
  SPV_EXT_shader_viewport_index_layer, SPV_EXT_physical_storage_buffer,
  SPV_KHR_physical_storage_buffer, SPV_KHR_vulkan_memory_model
]>;
def : VersionImplies<"spirv", SPIRV_V_1_6, [
  SPV_KHR_non_semantic_info, SPV_KHR_integer_dot_product,
  SPV_KHR_terminate_invocation, SPV_EXT_demote_to_helper_invocation
]>;

// A deduced capability does not raise the version to its own MinVersion (MLIR
// 22's EnabledCaseAvailability<"spirv", ["MinVersion"]>).

//===----------------------------------------------------------------------===//
// Ops whose availability upstream writes by hand (autogenAvailability = 0 in
// their spec, the queries in C++), declared here: what the op needs in any case
// replaces its spec's `availability` (and, as upstream reads no enum case for
// them, its enum attributes add nothing), and what depends on its values' types
// is a TypeRules about the op.
//===----------------------------------------------------------------------===//

// The integer dot product ops: SPIR-V 1.0 to 1.6 with SPV_KHR_integer_dot_product
// (which 1.6 brings) and DotProduct; the input capability depends on the type of
// the first operand: a 32-bit integer holding four packed 8-bit values (with the
// PackedVectorFormat4x8Bit format), a vector of 8-bit integers, or any other vector.
defvar SPIRV_IntegerDotProductAvailability = [
  MinVersion<SPIRV_V_1_0>, MaxVersion<SPIRV_V_1_6>,
  Extension<[SPV_KHR_integer_dot_product]>, Capability<[SPIRV_C_DotProduct]>
];
foreach op = [SPIRV_SDotOp, SPIRV_UDotOp, SPIRV_SUDotOp,
              SPIRV_SDotAccSatOp, SPIRV_UDotAccSatOp, SPIRV_SUDotAccSatOp] in
  def : OpAvailabilityOverride<op, SPIRV_IntegerDotProductAvailability> {
    let enumAttributes = 0;
  }

defvar SPIRV_IntegerDotProductOps = [
  "spirv.SDot", "spirv.UDot", "spirv.SUDot",
  "spirv.SDotAccSat", "spirv.UDotAccSat", "spirv.SUDotAccSat"
];

def SPIRV_IntegerDotProductPackedRules : TypeRules<"spirv"> {
  let ops = SPIRV_IntegerDotProductOps;
  let values = ["operand #0"];
  let walk = 0;
  let when = [AttrIs<"format", SPIRV_PackedVectorFormatAttr>];
  let rules = [
    TypeAvailableAt<AnyInteger, [Capability<[SPIRV_C_DotProductInput4x8BitPacked]>]>
  ];
}

def SPIRV_IntegerDotProductVectorRules : TypeRules<"spirv"> {
  let ops = SPIRV_IntegerDotProductOps;
  let values = ["operand #0"];
  let walk = 0;
  let rules = [
    TypeAvailableAt<VectorOf<[AnyI8]>, [Capability<[SPIRV_C_DotProductInput4x8Bit]>]>,
    TypeAvailableAt<VectorOf<[AnyI16, AnyI32, AnyI64]>, [Capability<[SPIRV_C_DotProductInputAll]>]>
  ];
}

// spirv.Select: a composite result with a scalar condition is SPIR-V 1.4 (before
// it, a scalar condition selects between scalars, vectors or pointers only when
// the condition is a vector of the same size; upstream's test is "the condition
// is a scalar and the result a composite").
defvar SPIRV_ScalarType = AnyTypeOf<[I1, AnyI8, AnyI16, AnyI32, AnyI64, F16, F32, F64]>;
defvar SPIRV_CompositeType = AnyTypeOf<[
  VectorOfLengthIn<[2, 3, 4, 8, 16], [SPIRV_ScalarType]>,
  OpaqueType<"spirv", "array", "SPIR-V array">,
  OpaqueType<"spirv", "rtarray", "SPIR-V runtime array">,
  OpaqueType<"spirv", "struct", "SPIR-V struct">,
  SPIRV_Matrix, SPIRV_CoopMatrix
]>;

def SPIRV_SelectRules : TypeRules<"spirv"> {
  let ops = ["spirv.Select"];
  let values = ["result #0"];
  let walk = 0;
  let when = [ValueTypeIs<"operand #0", SPIRV_ScalarType>];
  let rules = [TypeAvailableAt<SPIRV_CompositeType, [MinVersion<SPIRV_V_1_4>]>];
}

// What a module fixes that a target's numeric limits bound (odsgen/limits.td:
// bounds without levels; a Vulkan device's VkPhysicalDeviceLimits, by the
// names the Vulkan specification gives them, are its limits). The Vulkan
// specification's VUIDs: VUID-RuntimeSpirv-x-06429 (y-06430, z-06431) and
// VUID-RuntimeSpirv-x-06432 (LocalSize), VUID-RuntimeSpirv-Workgroup-06530
// (Workgroup variables: counted per spirv.module, which holds at least what each
// of its entry points uses), and the push constant block's size.
def SPIRV_LocalSizeLimits : OpLimits<"spirv", ["spirv.ExecutionMode"], [
  Bound<"maxComputeWorkGroupSize", ElementsOf<"values">, "LocalSize x, y, z <= maxComputeWorkGroupSize[0, 1, 2]">,
  Bound<"maxComputeWorkGroupInvocations", ProductOfElements<"values">,
        "LocalSize x * y * z <= maxComputeWorkGroupInvocations">
]> {
  let when = [AttrIs<"execution_mode",
                     SPIRV_I32EnumAttr<"ODSGEN_LocalSize", "LocalSize", "execution_mode", [SPIRV_EM_LocalSize]>>];
}

def SPIRV_StorageLimits : OpLimits<"spirv", ["spirv.GlobalVariable"], [
  Bound<"maxComputeSharedMemorySize", TotalSizeOf<"type", ["spirv.module"], ["Workgroup"]>,
        "the Workgroup variables' bytes <= maxComputeSharedMemorySize">,
  Bound<"maxPushConstantsSize", TotalSizeOf<"type", ["spirv.module"], ["PushConstant"]>,
        "the PushConstant variables' bytes <= maxPushConstantsSize">
]>;

// MLIR 19's --spirv-update-vce writes the capabilities the ops require, not the
// ones those imply (MLIR 22's writes Matrix beside Shader).
def : DeducedWithoutImplied<"spirv", ["Capability"]>;

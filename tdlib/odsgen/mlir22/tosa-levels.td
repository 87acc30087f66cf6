//===- odsgen/mlir22/tosa-levels.td - TOSA's levels, as MLIR 22 checks them -===//
//
// odsgen's declarations of TOSA's levels (odsgen/limits.td), applied when MLIR
// 22's TOSA dialect is read (odsgen.model.corrections). The numbers are not here:
// the 8k level's limits are read from the installed MLIR's
// mlir/Dialect/Tosa/IR/TargetEnv.h (TOSA_LEVEL_EIGHTK) when the spec is read.
// Level "none" checks nothing, as `mlir-opt --tosa-validate` skips every level
// check under it. Which value or attribute each limit bounds is what
// `mlir-opt --tosa-validate` 22 checks (tests/oracle/test_tosa_levels_oracle.py
// compares the two); MLIR has it in C++ only, so it is declared here.
// odsgen/mlir22/tosa.td includes it, after its SpecificationVersion class.
//
//===----------------------------------------------------------------------===//

#ifndef ODSGEN_MLIR22_TOSA_LEVELS_TD
#define ODSGEN_MLIR22_TOSA_LEVELS_TD

include "mlir/Dialect/Tosa/IR/TosaOpBase.td"
include "odsgen/limits.td"

// The level axis: a target's level is a case of TOSA's Level enum (none = 0,
// 8k = 1); an instance that exceeds 8k needs level none: at most none.
class TosaLevel<I32EnumAttrCase lvl> : Availability {
  let interfaceName = "TosaLevelInterface";
  let interfaceDescription = "The strictest TOSA level an op instance fits.";
  let queryFnRetType = "::mlir::tosa::Level";
  let queryFnName = "getMaxLevel";
  let mergeAction = "$overall = static_cast<::mlir::tosa::Level>("
                    "std::min(static_cast<int>($overall), static_cast<int>($instance)))";
  let initializer = "static_cast<::mlir::tosa::Level>(~uint32_t(0))";
  let instanceType = "::mlir::tosa::Level";
  let instance = "::mlir::tosa::Level::" # lvl.symbol;
}

def Tosa_Levels : Levels<"tosa", [
  LevelFromHeader<TosaLevel<Tosa_LVL_8K>, "mlir/Dialect/Tosa/IR/TargetEnv.h", "TosaLevel", "TOSA_LEVEL_EIGHTK">,
  UnlimitedLevel<TosaLevel<Tosa_LVL_NONE>>
]>;

defvar Tosa_AllValues = ["operands", "results"];
defvar Tosa_RankBound = Bound<"MAX_RANK", RankOf<Tosa_AllValues>, "rank(shape) <= MAX_RANK">;
// A dynamic dimension is refused at specification version 1.0 and admitted from
// 1.1 on, its size not checked (delegated to the backend), as tosa-validate 22's
// levelCheckSize; level none checks nothing.
defvar Tosa_SizeBound = Bound<"MAX_LOG2_SIZE", Log2SizeOf<Tosa_AllValues, [SpecificationVersion<Tosa_V_1_1_DRAFT>]>,
                              "tensor size (in bytes) <= (1 << MAX_LOG2_SIZE - 1)">;

// Ranks and sizes of every operand and result.
def Tosa_RanksAndSizes : OpLimits<"tosa", [
  "tosa.clamp", "tosa.erf", "tosa.sigmoid", "tosa.tanh",
  "tosa.add", "tosa.arithmetic_right_shift", "tosa.bitwise_and", "tosa.bitwise_or",
  "tosa.bitwise_xor", "tosa.intdiv", "tosa.logical_and", "tosa.logical_left_shift",
  "tosa.logical_right_shift", "tosa.logical_or", "tosa.logical_xor", "tosa.maximum",
  "tosa.minimum", "tosa.mul", "tosa.pow", "tosa.sub", "tosa.table",
  "tosa.abs", "tosa.bitwise_not", "tosa.ceil", "tosa.clz", "tosa.cos", "tosa.exp",
  "tosa.floor", "tosa.log", "tosa.logical_not", "tosa.negate", "tosa.reciprocal",
  "tosa.rsqrt", "tosa.sin", "tosa.select", "tosa.equal", "tosa.greater", "tosa.greater_equal",
  "tosa.reduce_all", "tosa.reduce_any", "tosa.reduce_max", "tosa.reduce_min",
  "tosa.reduce_product", "tosa.reduce_sum",
  "tosa.concat", "tosa.pad", "tosa.reshape", "tosa.reverse", "tosa.slice", "tosa.tile",
  "tosa.transpose", "tosa.cast", "tosa.rescale", "tosa.variable_write", "tosa.variable_read",
  "tosa.const", "tosa.identity"
], [Tosa_RankBound, Tosa_SizeBound]>;

// Sizes only (their ranks are fixed by the verifier, or not bounded).
def Tosa_Sizes : OpLimits<"tosa", [
  "tosa.avg_pool2d", "tosa.conv2d", "tosa.conv3d", "tosa.depthwise_conv2d",
  "tosa.transpose_conv2d", "tosa.fft2d", "tosa.matmul", "tosa.max_pool2d", "tosa.rfft2d",
  "tosa.gather", "tosa.scatter", "tosa.resize", "tosa.custom", "tosa.while_loop",
  "tosa.cond_if", "tosa.const_shape"
], [Tosa_SizeBound]>;

// The length of every !tosa.shape operand and result (not of const_shape's).
def Tosa_ShapeLengths : OpLimits<"tosa", [
  "tosa.pad", "tosa.reshape", "tosa.slice", "tosa.tile", "tosa.resize",
  "tosa.add_shape", "tosa.concat_shape", "tosa.dim", "tosa.div_ceil_shape",
  "tosa.div_floor_shape", "tosa.exp2_shape", "tosa.log2_ceil_shape",
  "tosa.log2_floor_shape", "tosa.max_shape", "tosa.min_shape", "tosa.mod_shape",
  "tosa.mul_shape", "tosa.slice_shape", "tosa.sub_shape"
], [Bound<"MAX_RANK", TypeParameterOf<Tosa_AllValues, "tosa", "shape">, "shape length <= MAX_RANK">]>;

// argmax: rank(output) = rank(input) - 1 <= MAX_RANK - 1.
def Tosa_ArgMaxLimits : OpLimits<"tosa", ["tosa.argmax"], [
  Bound<"MAX_RANK", RankOf<["input"]>, "rank(shape) <= MAX_RANK">,
  Bound<"MAX_RANK", RankOf<["output"], 1>, "rank(shape) <= MAX_RANK - 1">,
  Tosa_SizeBound
]>;

// variable: the variable's type, from its shape and element type.
def Tosa_VariableLimits : OpLimits<"tosa", ["tosa.variable"], [
  Bound<"MAX_RANK", LengthOf<"var_shape">, "variable type rank(shape) <= MAX_RANK">,
  Bound<"MAX_LOG2_SIZE", Log2SizeOfShape<"var_shape", "type">,
        "variable type tensor size (in bytes) <= (1 << MAX_LOG2_SIZE - 1)">
]>;

// cond_if: only the condition's rank.
def Tosa_IfRank : OpLimits<"tosa", ["tosa.cond_if"], [
  Bound<"MAX_RANK", RankOf<["condition"]>, "rank(shape) <= MAX_RANK">
]>;

def Tosa_PoolLimits : OpLimits<"tosa", ["tosa.avg_pool2d", "tosa.max_pool2d"], [
  Bound<"MAX_KERNEL", ElementsOf<"kernel">, "kernel <= MAX_KERNEL">,
  Bound<"MAX_STRIDE", ElementsOf<"stride">, "stride <= MAX_STRIDE">,
  Bound<"MAX_KERNEL", ElementsOf<"pad">, "pad <= MAX_KERNEL">
]>;

defvar Tosa_ConvBounds = [
  Bound<"MAX_KERNEL", ElementsOf<"dilation">, "dilation <= MAX_KERNEL">,
  Bound<"MAX_KERNEL", ElementsOf<"pad">, "pad <= MAX_KERNEL">,
  Bound<"MAX_STRIDE", ElementsOf<"stride">, "stride <= MAX_STRIDE">
];
def Tosa_Conv2DLimits : OpLimits<"tosa", ["tosa.conv2d"], !listconcat(Tosa_ConvBounds, [
  Bound<"MAX_KERNEL", ElementTimesDim<"dilation", 0, "weight", 1>, "dilation_y * KH <= MAX_KERNEL">,
  Bound<"MAX_KERNEL", ElementTimesDim<"dilation", 1, "weight", 2>, "dilation_x * KW <= MAX_KERNEL">
])>;
def Tosa_Conv3DLimits : OpLimits<"tosa", ["tosa.conv3d"], !listconcat(Tosa_ConvBounds, [
  Bound<"MAX_KERNEL", ElementTimesDim<"dilation", 0, "weight", 1>, "dilation_d * KD <= MAX_KERNEL">,
  Bound<"MAX_KERNEL", ElementTimesDim<"dilation", 1, "weight", 2>, "dilation_y * KH <= MAX_KERNEL">,
  Bound<"MAX_KERNEL", ElementTimesDim<"dilation", 2, "weight", 3>, "dilation_x * KW <= MAX_KERNEL">
])>;
def Tosa_DepthwiseLimits : OpLimits<"tosa", ["tosa.depthwise_conv2d"], !listconcat(Tosa_ConvBounds, [
  Bound<"MAX_KERNEL", ElementTimesDim<"dilation", 0, "weight", 0>, "dilation_y * KH <= MAX_KERNEL">,
  Bound<"MAX_KERNEL", ElementTimesDim<"dilation", 1, "weight", 1>, "dilation_x * KW <= MAX_KERNEL">
])>;
def Tosa_TransposeConvLimits : OpLimits<"tosa", ["tosa.transpose_conv2d"], [
  Bound<"MAX_KERNEL", DimsOf<"weight", [1, 2]>, "KH, KW <= MAX_KERNEL">,
  Bound<"MAX_KERNEL", ElementsOf<"out_pad">, "pad <= MAX_KERNEL">,
  Bound<"MAX_STRIDE", ElementsOf<"stride">, "stride <= MAX_STRIDE">
]>;

// FFT: H and W of every [N, H, W] operand.
def Tosa_FFTLimits : OpLimits<"tosa", ["tosa.fft2d", "tosa.rfft2d"], [
  Bound<"MAX_KERNEL", DimsOf<"operands", [1, 2]>, "H, W <= MAX_KERNEL">
]>;

// resize: scale_y_n / scale_y_d and scale_x_n / scale_x_d of its constant scale.
def Tosa_ResizeLimits : OpLimits<"tosa", ["tosa.resize"], [
  Bound<"MAX_SCALE", ConstantQuotient<"scale", 0, 1>, "scale_y_n/scale_y_d <= MAX_SCALE">,
  Bound<"MAX_SCALE", ConstantQuotient<"scale", 2, 3>, "scale_x_n/scale_x_d <= MAX_SCALE">
]>;

def Tosa_ConcatListLimits : OpLimits<"tosa", ["tosa.concat"], [
  Bound<"MAX_TENSOR_LIST_SIZE", CountOf<"input1">, "input1">
]>;
def Tosa_ListLimits : OpLimits<"tosa", ["tosa.custom", "tosa.cond_if", "tosa.while_loop"], [
  Bound<"MAX_TENSOR_LIST_SIZE", CountOf<"input_list">, "inputs">,
  Bound<"MAX_TENSOR_LIST_SIZE", CountOf<"output_list">, "outputs">
]>;

// cond_if and while_loop: their nesting depth below the function, < MAX_NESTING.
def Tosa_NestingLimits : OpLimits<"tosa", ["tosa.cond_if", "tosa.while_loop"], [
  Bound<"MAX_NESTING", NestingDepth<["func.func", "builtin.module"]>, "nesting depth < MAX_NESTING">
]>;

#endif // ODSGEN_MLIR22_TOSA_LEVELS_TD

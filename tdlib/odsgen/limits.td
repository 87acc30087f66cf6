//===- odsgen/limits.td - levels: named sets of numeric limits -------------===//
//
// Part of odsgen's base library: an availability kind for numeric limits on
// what an op instance holds (ranks, kernel sizes, strides, tensor sizes, list
// lengths, nesting depth), as TOSA's levels bound them. odsgen's validate,
// deduce, explain and convert, and a generated package's op classes, read them
// (docs/availability-semantics.md, "Levels and numeric limits").
//
// * Levels: an ordered list of levels, the strictest first. Each Level is an
//   availability instance (a case of an ordered dimension, as MaxVersionBase
//   makes one) with its limits: LimitValue<"MAX_RANK", 6>, or the fields of a
//   C++ aggregate constant in a header of the include path (LevelFromHeader),
//   or none at all (UnlimitedLevel: the level checks nothing).
// * OpLimits: which value or attribute of which ops each limit bounds (Bound),
//   and how it is measured (RankOf, Log2SizeOf, TypeParameterOf, ElementsOf,
//   ProductOfElements, LengthOf, Log2SizeOfShape, DimsOf, ElementTimesDim, ConstantQuotient, CountOf, NestingDepth,
//   TotalSizeOf).
//
// An op instance needs the availability of the first level whose every limit
// its measures meet (a measure m meets the limit L when m + offset <= L); it
// needs nothing when it meets the first level. The reason names the operand,
// result or attribute whose measure exceeds the stricter levels.
//
// Values are named as ODS names them ("input", "weight"), or "operand #N",
// "result #N", "operands" (every operand), "results" (every result).
//
// It needs the class Availability: alone or after odsgen/base.td it brings
// odsgen's base library; with MLIR's mlir/IR/OpBase.td, include it after the
// dialect file that defines Availability (TosaOpBase.td, SPIRVAvailability.td).
//
//===----------------------------------------------------------------------===//

#ifndef ODSGEN_LIMITS_TD
#define ODSGEN_LIMITS_TD

// (Availability, and the conditions RuleCondition, AttrIs, ValueTypeIs)
include "odsgen/typerules.td"

// A limit a level sets: measures of `name` must not exceed `value`.
class LimitValue<string limitName, int limitValue> {
  string name = limitName;
  int value = limitValue;
}

// One level: `avail` is what an instance needs when it meets this level and
// not a stricter one.
class Level<Availability avail, list<LimitValue> lims = []> {
  Availability availability = avail;
  list<LimitValue> limits = lims;
  // 1: the level checks nothing (TOSA's level "none").
  bit unlimited = 0;
  // Limits read from a C++ header found on the include path: the fields of
  // `cppStruct`, in order, take the values of the aggregate initializer of the
  // constant `cppConstant` ("static constexpr S C = {6, 8192, ...};").
  string header = "";
  string cppStruct = "";
  string cppConstant = "";
}

class UnlimitedLevel<Availability avail> : Level<avail> {
  let unlimited = 1;
}

class LevelFromHeader<Availability avail, string headerPath, string structName, string constantName>
    : Level<avail> {
  let header = headerPath;
  let cppStruct = structName;
  let cppConstant = constantName;
}

// The levels of the dialect `dialectName`, the strictest first.
class Levels<string dialectName, list<Level> lvls> {
  string dialect = dialectName;
  list<Level> levels = lvls;
}

// How a limit is measured on an op instance.
class LimitMeasure<string measureKind> {
  string kind = measureKind;
  list<string> values = [];
  list<int> indices = [];
  string attribute = "";
  int offset = 0;
  list<string> stops = [];
}

// The rank of each shaped value; an unranked one exceeds every limit.
class RankOf<list<string> vals, int off = 0> : LimitMeasure<"rank"> {
  let values = vals;
  let offset = off;
}

// The bits of each shaped value's size in bytes (elements times the element
// type's bytes, at least one): size <= 2^L - 1. An unranked value, or one with
// a dynamic dimension, exceeds every limit; with `dynamicFrom` (one lower bound
// of an ordered dimension: TOSA's specification version 1.1), a target that
// meets it admits a dynamic dimension at every level (its size is not measured).
class Log2SizeOf<list<string> vals, list<Availability> dynamic = []> : LimitMeasure<"log2size"> {
  let values = vals;
  list<Availability> dynamicFrom = dynamic;
}

// Each integer element of the attribute `attr` (a dense array, an array of
// integers, or dense elements).
class ElementsOf<string attr> : LimitMeasure<"elements"> {
  let attribute = attr;
}

// The product of the integer elements of the attribute `attr` (a workgroup's
// invocations from its sizes).
class ProductOfElements<string attr> : LimitMeasure<"elementproduct"> {
  let attribute = attr;
}

// The integer parameter of each value of the dialect type
// `!<dialectName>.<typeName><N>` (TOSA's `!tosa.shape<N>`: N).
class TypeParameterOf<list<string> vals, string dialectName, string typeName> : LimitMeasure<"typeparam"> {
  let values = vals;
  let stops = [dialectName, typeName];
}

// The number of integers the attribute `attr` holds (a shape's rank).
class LengthOf<string attr> : LimitMeasure<"length"> {
  let attribute = attr;
}

// The bits of the size in bytes of a tensor whose shape is the attribute
// `shapeAttr` and whose element type is the type attribute `typeAttr`, as
// Log2SizeOf measures it (TOSA's tosa.variable: var_shape and type).
class Log2SizeOfShape<string shapeAttr, string typeAttr> : LimitMeasure<"attrlog2size"> {
  let attribute = shapeAttr;
  let values = [typeAttr];
}

// The dimensions `dims` of the shaped value `val`.
class DimsOf<string val, list<int> dims> : LimitMeasure<"dims"> {
  let values = [val];
  let indices = dims;
}

// Element `element` of the attribute `attr` times dimension `dim` of `val`.
class ElementTimesDim<string attr, int element, string val, int dim> : LimitMeasure<"product"> {
  let attribute = attr;
  let values = [val];
  let indices = [element, dim];
}

// The integer quotient of elements `num` and `den` of the constant that the op
// defining the operand `val` holds in its attribute `attr`. Not measured when
// the operand is not such a constant.
class ConstantQuotient<string val, int num, int den, string attr = "values">
    : LimitMeasure<"quotient"> {
  let values = [val];
  let indices = [num, den];
  let attribute = attr;
}

// How many values the variadic operand or result `val` has.
class CountOf<string val> : LimitMeasure<"count"> {
  let values = [val];
}

// The op's nesting depth: how many ops enclose it up to the nearest one named
// in `stopAt` (0 directly inside one); with `off` = 1, depth < limit.
class NestingDepth<list<string> stopAt, int off = 1> : LimitMeasure<"nesting"> {
  let stops = stopAt;
  let offset = off;
}

// The bytes of the type the type attribute `attr` holds, summed over every
// instance of the op within the nearest enclosing op named in `within` that
// meets the OpLimits' conditions and whose type has one of the parameter words
// `words` (any type when empty): the Workgroup variables of a spirv.module. A
// type's bytes: a builtin scalar's width (at least a byte), a vector's or a
// static shape's elements; a dialect type's, the sum of its parameters' ("N x
// T" N times T, or N times its "stride=S"; words add nothing).
class TotalSizeOf<string attr, list<string> within, list<string> wordsIn = []> : LimitMeasure<"totalsize"> {
  let attribute = attr;
  let stops = within;
  let values = wordsIn;
}

// `measure` must not exceed the limit `limitName`; `description` says so in the
// dialect's words ("kernel <= MAX_KERNEL").
class Bound<string limitName, LimitMeasure m, string desc = ""> {
  string limit = limitName;
  LimitMeasure measure = m;
  string description = desc;
}

// The bounds of the ops `opNames` of the dialect `dialectName`, for the
// instances that meet every condition of `when` (odsgen/typerules.td's AttrIs,
// ValueTypeIs: SPIR-V's LocalSize is a spirv.ExecutionMode whose execution_mode
// is LocalSize).
class OpLimits<string dialectName, list<string> opNames, list<Bound> bnds> {
  string dialect = dialectName;
  list<string> ops = opNames;
  list<Bound> bounds = bnds;
  list<RuleCondition> when = [];
}

#endif // ODSGEN_LIMITS_TD

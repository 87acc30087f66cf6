//===- odsgen/availability.td - availability dimensions and modifiers ------===//
//
// Part of odsgen's base library: the availability mechanism of the "generic op
// availability" RFC.
//
// Every class deriving from `Availability` is one availability dimension
// (a version lower bound, a version upper bound, required extensions, ...); each
// instance of such a class is one requirement in that dimension. An op, an enum
// case, a type (TypeAvailableAt) or an attribute (AttrAvailableAt) carries a
// `list<Availability> availability`. odsgen merges the requirements of an op
// instance with each dimension's `mergeAction` (docs/merge-actions.md) and
// answers "where is this op available". The helpers that make dimensions out of
// a version enum or a list of extension or capability cases are in
// odsgen/versioning.td.
//
//===----------------------------------------------------------------------===//

#ifndef ODSGEN_AVAILABILITY_TD
#define ODSGEN_AVAILABILITY_TD

include "odsgen/attrs.td"

// The base class for defining availability dimensions.
class Availability {
  // The generated interface for the dimension: its name and documentation.
  string interfaceName = ?;
  string interfaceDescription = "";

  // The generated query function: its return type and name (odsgen's Python
  // generator turns `getMinVersion` into `get_min_version`).
  string queryFnRetType = ?;
  string queryFnName = ?;

  // How two requirements combine into one: statements over `$overall` (the
  // requirement so far; `$final` is the RFC's other name for it) and
  // `$instance` (this requirement). "" means the instance adds nothing.
  code mergeAction = ?;
  // The starting value of `$overall`: the requirement of something that
  // requires nothing.
  string initializer = ?;
  // The type of one requirement.
  string instanceType = ?;

  // Statements run before `instance` is read (may declare locals it uses).
  code instancePreparation = "";
  // The requirement carried by one instance: an expression.
  string instance = ?;
}

// A type constraint whose values need `avail` when they satisfy `type`.
// Use it where a type is expected: as an operand or result, in AnyTypeOf,
// Variadic, Optional or a container's element types. The requirement applies to
// a value only when the value's type satisfies `type`
// (docs/availability-semantics.md).
class TypeAvailableAt<Type type, list<Availability> avail>
    : Type<type.predicate, type.summary, type.cppType> {
  Type baseType = type;
  list<Availability> availability = avail;
  let description = type.description;
  let builderCall = type.builderCall;
}

// An attribute constraint whose attributes need `avail` when they are present
// and satisfy `attr`. It keeps everything of `attr` (optional, default value),
// so OptionalAttr<AttrAvailableAt<...>> and AttrAvailableAt<OptionalAttr<...>>
// both describe an optional attribute.
class AttrAvailableAt<Attr attr, list<Availability> avail>
    : Attr<attr.predicate, attr.summary> {
  let storageType = attr.storageType;
  let returnType = attr.returnType;
  let convertFromStorage = attr.convertFromStorage;
  let constBuilderCall = attr.constBuilderCall;
  let defaultValue = attr.defaultValue;
  let valueType = attr.valueType;
  let isOptional = attr.isOptional;
  let baseAttr = attr;
  let cppNamespace = attr.cppNamespace;
  let description = attr.description;
  list<Availability> availability = avail;
}

#endif // ODSGEN_AVAILABILITY_TD

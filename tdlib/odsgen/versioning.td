//===- odsgen/versioning.td - version, extension and capability dimensions -===//
//
// Part of odsgen's base library: ready-made availability dimensions. A dialect
// makes its own dimensions by subclassing one of these with its enum, e.g.
//
//   class MinVersion<I32EnumAttrCase min>
//       : MinVersionBase<"QueryMinVersionInterface", MY_VersionAttr, min>;
//
// and then writes `availability = [MinVersion<MY_V_1_1>]`. The dimension is the
// subclass (`MinVersion`); its name is what odsgen reports.
//
// * MinVersionBase / MaxVersionBase: the RFC's versioning classes, with the
//   RFC's C++ merge strings (std::max / std::min over static_cast<int>).
// * PyMinVersionBase / PyMaxVersionBase: the same dimensions with Python
//   merge strings (`None` until some part asks for a version).
// * ExtensionBase / CapabilityBase (AnyOfGroupBase): each instance lists enum
//   cases of which at least one must be enabled: one any-of group. An op's
//   requirement is the conjunction of its groups.
// * Implies: on a capability case, the cases that enabling it enables too.
//
// All merge strings are in odsgen's merge-action language (docs/merge-actions.md).
//
//===----------------------------------------------------------------------===//

#ifndef ODSGEN_VERSIONING_TD
#define ODSGEN_VERSIONING_TD

include "odsgen/enums.td"

//===----------------------------------------------------------------------===//
// Versions, as the RFC writes them
//===----------------------------------------------------------------------===//

// A lower bound on the version: `min` and every later case of `scheme`.
class MinVersionBase<string name, I32EnumAttr scheme, I32EnumAttrCase min>
    : Availability {
  let interfaceName = name;
  let queryFnRetType = scheme.returnType;
  let queryFnName = "getMinVersion";
  let mergeAction = "$final = static_cast<" # scheme.returnType # ">("
                    "std::max(static_cast<int>($overall), "
                    "static_cast<int>($instance)))";
  let initializer = "static_cast<" # scheme.returnType # ">(uint32_t(0))";
  let instanceType = scheme.cppNamespace # "::" # scheme.className;
  let instance = scheme.cppNamespace # "::" # scheme.className # "::" # min.symbol;
}

// An upper bound on the version: `max` and every earlier case of `scheme`.
class MaxVersionBase<string name, I32EnumAttr scheme, I32EnumAttrCase max>
    : Availability {
  let interfaceName = name;
  let queryFnRetType = scheme.returnType;
  let queryFnName = "getMaxVersion";
  let mergeAction = "$final = static_cast<" # scheme.returnType # ">("
                    "std::min(static_cast<int>($overall), "
                    "static_cast<int>($instance)))";
  let initializer = "static_cast<" # scheme.returnType # ">(~uint32_t(0))";
  let instanceType = scheme.cppNamespace # "::" # scheme.className;
  let instance = scheme.cppNamespace # "::" # scheme.className # "::" # max.symbol;
}

//===----------------------------------------------------------------------===//
// Versions, Python-flavoured
//===----------------------------------------------------------------------===//

// A lower bound on the version; the query returns None when nothing asks for one.
class PyMinVersionBase<string name, I32EnumAttr scheme, I32EnumAttrCase min>
    : Availability {
  let interfaceName = name;
  let queryFnRetType = "Optional[" # scheme.className # "]";
  let queryFnName = "getMinVersion";
  let mergeAction = "$overall = $instance if $overall is None "
                    "else max($overall, $instance)";
  let initializer = "None";
  let instanceType = scheme.className;
  let instance = scheme.className # "." # min.symbol;
}

// An upper bound on the version; the query returns None when nothing asks for one.
class PyMaxVersionBase<string name, I32EnumAttr scheme, I32EnumAttrCase max>
    : Availability {
  let interfaceName = name;
  let queryFnRetType = "Optional[" # scheme.className # "]";
  let queryFnName = "getMaxVersion";
  let mergeAction = "$overall = $instance if $overall is None "
                    "else min($overall, $instance)";
  let initializer = "None";
  let instanceType = scheme.className;
  let instance = scheme.className # "." # max.symbol;
}

//===----------------------------------------------------------------------===//
// Any-of groups: extensions, capabilities
//===----------------------------------------------------------------------===//

// One instance lists cases of `scheme`, at least one of which the target must
// enable: one any-of group. The query returns the list of groups (a
// conjunction). An empty list requires nothing.
class AnyOfGroupBase<string name, string fnName, I32EnumAttr scheme,
                     list<I32EnumAttrCase> cases>
    : Availability {
  let interfaceName = name;
  let queryFnRetType = "list[list[" # scheme.className # "]]";
  let queryFnName = fnName;
  let mergeAction = !if(!empty(cases), "", "$overall.append($instance)");
  let initializer = "[]";
  let instanceType = "list[" # scheme.className # "]";
  let instance = "[" # !interleave(!foreach(c, cases, scheme.className # "." # c.symbol),
                                   ", ") # "]";
}

// Required extensions: `Extension<[A, B]>` means A or B.
class ExtensionBase<string name, I32EnumAttr scheme, list<I32EnumAttrCase> cases>
    : AnyOfGroupBase<name, "getExtensions", scheme, cases>;

// Required capabilities: `Capability<[A, B]>` means A or B.
class CapabilityBase<string name, I32EnumAttr scheme, list<I32EnumAttrCase> cases>
    : AnyOfGroupBase<name, "getCapabilities", scheme, cases>;

// Capability implication: a case deriving from Implies<[X, Y]> enables X and Y
// (and, transitively, what they imply) whenever a target enables it. MLIR's
// SPIR-V dialect uses the same field, declared in the case's body:
//   def C_Float64 : I32EnumAttrCase<"Float64", 10> {
//     list<I32EnumAttrCase> implies = [C_Float16];
//   }
class Implies<list<I32EnumAttrCase> cases> {
  list<I32EnumAttrCase> implies = cases;
}

#endif // ODSGEN_VERSIONING_TD

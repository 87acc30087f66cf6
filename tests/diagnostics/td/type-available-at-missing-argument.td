// RUN: avail
include "prelude.td"

class MinVersion<string c> : Availability {
  let interfaceName = "QueryMinVersion";
  let queryFnName = "getMinVersion";
  let queryFnRetType = "::x::Version";
  let instanceType = "::x::Version";
  let mergeAction = "$overall = max($overall, $instance)";
  let initializer = "::x::Version::V_1";
  let instance = "::x::Version::" # c;
}
class TypeConstraint<string descr> { string summary = descr; }
def I32 : TypeConstraint<"i32">;
class TypeAvailableAt<TypeConstraint type, list<Availability> avail> : TypeConstraint<type.summary> {
  TypeConstraint baseType = type;
  list<Availability> availability = avail;
}
// CHECK: [[FILE]]:[[@LINE+1]]:42: error: value not specified for template argument 'TypeAvailableAt:avail'
def A : Op<D, "a"> { let results = (outs TypeAvailableAt<I32>:$r); }
// CHECK: [[FILE]]:[[@LINE-6]]:63: note: declared in 'TypeAvailableAt'

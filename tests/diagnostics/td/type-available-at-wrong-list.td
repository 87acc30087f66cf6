// RUN: avail
// llvm-tblgen's wording for the same error.
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
// CHECK: [[FILE]]:[[@LINE+1]]:66: error: Element type mismatch for list: element type 'int' not convertible to 'Availability
def A : Op<D, "a"> { let results = (outs TypeAvailableAt<I32, [1]>:$r); }

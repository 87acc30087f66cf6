// prelude-ods.td (no dialect), the MinVersion dimension over its Version, and the kinds of
// arguments an op can have.
include "prelude-ods.td"
class MinVersion<string c> : Availability {
  let interfaceName = "QueryMinVersion";
  let queryFnName = "getMinVersion";
  let queryFnRetType = "::x::Version";
  let instanceType = "::x::Version";
  let mergeAction = "$overall = max($overall, $instance)";
  let initializer = "::x::Version::V_1";
  let instance = "::x::Version::" # c;
}
class TypeConstraint; class Attr; def I32 : TypeConstraint; def I32Attr : Attr;

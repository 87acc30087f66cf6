// RUN: avail
// A misspelled field of a dimension class.
include "prelude.td"

class MinVersion<string c> : Availability {
  let interfaceName = "QueryMinVersion";
  // CHECK: [[FILE]]:[[@LINE+1]]:7: error: Value 'queryFnNam' unknown!
  let queryFnNam = "getMinVersion";
  let queryFnRetType = "::x::Version";
  let instanceType = "::x::Version";
  let mergeAction = "$overall = max($overall, $instance)";
  let initializer = "::x::Version::V_1";
  let instance = "::x::Version::" # c;
}

// RUN: avail
include "prelude.td"

class MinVersion<string c> : Availability {
  let interfaceName = "QueryMinVersion";
  let queryFnName = "getMinVersion";
  let queryFnRetType = "::x::Version";
  let instanceType = "::x::Version";
  // CHECK: [[FILE]]:[[@LINE+1]]:56: error: unexpected end of mergeAction; expected ')', ',', ']', '}'
  let mergeAction = "$overall = max($overall, $instance";
  // CHECK: [[FILE]]:[[@LINE-1]]:36: note: to match this '('
  let initializer = "::x::Version::V_1";
  let instance = "::x::Version::" # c;
}
// CHECK: [[FILE]]:[[@LINE+1]]:41: note: in the MinVersion availability of op 'd.a'
def A : Op<D, "a"> { let availability = [MinVersion<"V_2">]; }

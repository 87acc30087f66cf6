// RUN: avail
include "prelude.td"

class MinVersion<string c> : Availability {
  let interfaceName = "QueryMinVersion";
  let queryFnName = "getMinVersion";
  let queryFnRetType = "::x::Version";
  let instanceType = "::x::Version";
  let mergeAction = "$overall = max($overall, $instance)";
  let initializer = "::x::Version::V_1";
  // CHECK: [[FILE]]:[[@LINE+1]]:19: error: 'V_9' is not a case of enum 'Version'
  let instance = "::x::Version::" # c;
}
// CHECK: [[FILE]]:[[@LINE+1]]:41: note: in the MinVersion availability of op 'd.a'
def A : Op<D, "a"> { let availability = [MinVersion<"V_9">]; }

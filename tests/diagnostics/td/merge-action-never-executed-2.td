// RUN: avail
// A merge action is parsed, never executed: this one is an error.
include "prelude.td"

class MinVersion<string c> : Availability {
  let interfaceName = "QueryMinVersion";
  let queryFnName = "getMinVersion";
  let queryFnRetType = "::x::Version";
  let instanceType = "::x::Version";
  // CHECK: [[FILE]]:[[@LINE+1]]:38: error: unexpected character "'" in mergeAction
  let mergeAction = "$overall = eval('1')";
  let initializer = "::x::Version::V_1";
  let instance = "::x::Version::" # c;
}
def A : Op<D, "a"> { let availability = [MinVersion<"V_2">]; }

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
def NotAvail { int x = 1; }
// CHECK: [[FILE]]:[[@LINE+1]]:51: error: Element type mismatch for list: element type '{}' not convertible to 'Availability
def A : Op<D, "a"> { let availability = [NotAvail]; }

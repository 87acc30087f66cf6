// RUN: gen --no-format -o %t/out
include "prelude-min-version.td"
// CHECK: [[FILE]]:[[@LINE+2]]:7: error: availability dimension 'OtherVersion' has the same interfaceName 'QueryMinVersion' as dimension 'MinVersion'
// CHECK: prelude-min-version.td:4:7: note: 'MinVersion' defined here
class OtherVersion<string c> : MinVersion<c> {
  let interfaceName = "QueryMinVersion";
  let queryFnName = "getOtherVersion";
}
def D : Dialect { let name = "d"; }
def D_AOp : Op<D, "a"> { let availability = [MinVersion<"V_2">, OtherVersion<"V_2">]; }

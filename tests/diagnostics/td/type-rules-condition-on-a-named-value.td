// RUN: validate ../../../examples/gpu/sample.mlir --spec ../../../examples/gpu/gpu.td --spec %s --target desktop
// EXIT: 2
include "odsgen/typerules.td"
def X : TypeRules<"gs"> {
  // CHECK: [[FILE]]:[[@LINE+1]]:37: error: 'X': condition on 'lhs': name a value as 'operand #N' or 'result #N'
  let ops = ["gs.iadd"]; let when = [ValueTypeIs<"lhs", I16>];
}

// Ops of the shader dialect with attributes and types that need versions,
// extensions and capabilities.
"builtin.module"() ({
  "func.func"() <{function_type = (!gs.ptr<f32, 12>, !gs.ptr<i64, 12>, i1) -> (), sym_name = "kernel"}> ({
  ^bb0(%p: !gs.ptr<f32, 12>, %q: !gs.ptr<i64, 12>, %pred: i1):
    %a = "gs.load"(%p) : (!gs.ptr<f32, 12>) -> f32
    // Nontemporal (bit 2) needs v1.1; MakePointerAvailable (bit 3) a memory model capability.
    %b = "gs.load"(%p) {memory_access = 12 : i32} : (!gs.ptr<f32, 12>) -> f32
    %c = "gs.fadd"(%a, %b) : (f32, f32) -> f32
    %h = "arith.constant"() <{value = 1.0 : f16}> : () -> f16
    %h2 = "gs.fadd"(%h, %h) : (f16, f16) -> f16
    %v = "arith.constant"() <{value = dense<1> : vector<4xi16>}> : () -> vector<4xi16>
    %v2 = "gs.iadd"(%v, %v) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    "gs.store"(%p, %c) : (!gs.ptr<f32, 12>, f32) -> ()
    %one = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %old = "gs.atomic_iadd"(%q, %one) {memory_scope = 1 : i32} : (!gs.ptr<i64, 12>, i64) -> i64
    // Subgroup scope: GroupNonUniform or SubgroupBallotKHR.
    "gs.control_barrier"() {execution_scope = 3 : i32} : () -> ()
    // QueueFamily: v1.2 and a memory model capability.
    "gs.control_barrier"() {execution_scope = 2 : i32, memory_scope = 5 : i32} : () -> ()
    %m = "gs.group_non_uniform_ballot"(%pred) {execution_scope = 3 : i32} : (i1) -> vector<4xi32>
    %k = "gs.subgroup_ballot_khr"(%pred) : (i1) -> vector<4xi32>
    %t = "gs.read_clock"() {scope = 3 : i32} : () -> i64
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// Op `a` of the RFC: with an i32 result it needs V_2 (its f32 attribute does),
// with an f32 result V_3.
"builtin.module"() ({
  %0 = "example.a"() {attr = 1.5 : f32} : () -> i32
  %1 = "example.a"() {attr = 2.5 : f32} : () -> f32
}) : () -> ()

// Hand-written generic form: odd spacing, comments, ops over several lines,
// forward references, quoted names and deeply nested dialect bodies.
!deep = !unreg.t<a<b<c<d<e<f>>>>>>
"builtin.module" ( ) ( {
  // A value used before its definition (the module body is a graph region).
  %use = "unreg.use" ( %def ) : ( i32 ) -> i32
  %def = "unreg.def"() {note = "defined after use"} : () -> (i32)
  %pair:2 = "unreg.pair"()
      <{ nested = {inner = {x = 1 : i32}, list = [{a}, {b = "}"}]} }>
      : () -> (i32, !deep)
  "unreg.consume"(%pair#0, %pair#1, %use) : (i32, !deep, i32) -> ()
  "unreg.region_op" ( %def ) ( {
  ^entry ( %x : i32 , %y : !deep ) :   // block arguments with spaces
    %z = "unreg.add" ( %x , %def ) : ( i32 , i32 ) -> i32
    "unreg.br" ( %z ) [ ^next ] : ( i32 ) -> ( )
  ^next:
    "unreg.terminator"() : () -> ()
  } , {
  } ) { attr = #unreg.weird<"}>", (1, [2]), {k = ">"}> } : ( i32 ) -> ( )
  "unreg.with \"quotes\" in name"() : () -> ()
  "unreg.multi"() : () ->
      (i32,
       f32)
  "unreg.loc"() : () -> () loc(fused["x.c":1:2, "y.c":3:4])
}) : () -> ()

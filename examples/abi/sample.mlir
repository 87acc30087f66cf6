// Exported functions under each ABI version.
"builtin.module"() ({
  // raw_v1: buffers with static and dynamic dims, a ref object.
  "abi.func"() ({
  ^bb0(%a: memref<4x8xf32>, %b: memref<?x8xui8>, %r: !abi.ref):
    %d = "arith.constant"() <{value = 4 : index}> : () -> index
    %out = "abi.allocate_results"(%d) : (index) -> memref<?x8xf32>
    "abi.return"(%out, %r) : (memref<?x8xf32>, !abi.ref) -> ()
  }) {sym_name = "raw_fn", function_type = (memref<4x8xf32>, memref<?x8xui8>, !abi.ref) -> (memref<?x8xf32>, !abi.ref), abi = 0 : i32, fv = 1 : i32, f = "I23!B7!t0d4d8B8!t8d-1d8O1!R14!B8!t0d-1d8O1!", fbr = @raw_fn_alloc} : () -> ()
  // raw_v2: a scalar argument.
  "abi.func"() ({
  ^bb0(%x: i32, %y: memref<2xbf16>):
    %z = "abi.call"(%x, %y) {callee = @raw_fn2_impl} : (i32, memref<2xbf16>) -> memref<2xbf16>
    "abi.return"(%z) : (memref<2xbf16>) -> ()
  }) {sym_name = "raw_fn2", function_type = (i32, memref<2xbf16>) -> memref<2xbf16>, fv = 2 : i32} : () -> ()
  // reflection_v1: strings, lists, tuples and structures.
  "abi.func"() ({
  ^bb0(%s: !abi.string, %l: !abi.list<f32>, %i: index):
    %e = "abi.list.get"(%l, %i) : (!abi.list<f32>, index) -> f32
    %t = "abi.tuple.create"(%s, %e) {keys = ["name", "value"]} : (!abi.string, f32) -> !abi.struct
    "abi.return"(%t) : (!abi.struct) -> ()
  }) {sym_name = "reflect_fn", function_type = (!abi.string, !abi.list<f32>, index) -> !abi.struct, abi = 1 : i32, reflection = "{\"a\":[\"string\",[\"py_homogeneous_list\",\"f32\"],\"i64\"],\"r\":[[\"sdict\",[\"name\",\"string\"],[\"value\",\"f32\"]]]}"} : () -> ()
}) : () -> ()

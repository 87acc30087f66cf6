// Builtin attributes of every kind, as discardable attributes of unregistered ops.
#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 mod 4 == 0)>
#enc = "an encoding"
"builtin.module"() ({
  "unreg.ints"() {a = 0 : i8, b = -128 : i8, c = 255 : ui8, d = -7 : si16, e = 9223372036854775807 : i64,
                  f = 18446744073709551615 : ui64, g = 1 : index, h = true, i = false, j = 1 : i1,
                  k = 0x10 : i32, l = 170141183460469231731687303715884105727 : i128} : () -> ()
  "unreg.floats"() {a = 1.5 : f32, b = -0.0 : f64, c = 3.0e+10 : f64, d = 0x7FC00000 : f32, e = 0x7C00 : f16,
                    f = 2.5 : bf16, g = 1.0 : f8E4M3FN, h = 0.5 : f8E5M2, i = 1.0 : tf32, j = 1.25 : f80,
                    k = 1.0e-300 : f128, l = 0.1 : f16, m = 0xFF800000 : f32, n = 6.0 : f4E2M1FN} : () -> ()
  "unreg.strings"() {a = "plain", b = "quote \" backslash \\ newline \n tab \t hex \00\FF", c = "typed" : i32,
                     d = "", "quoted key" = "x", e = "\E2\9C\93 check"} : () -> ()
  "unreg.collections"() {a = [], b = [1, 2 : i32, [3, [4]], {x = 1}], c = {}, d = {nested = {deeper = [unit]}},
                         e = array<i32: 1, -2, 3>, f = array<f64: 1.5, -2.0>, g = array<i1: true, false>,
                         h = array<i8>, i = unit, j} : () -> ()
  "unreg.refs"() {a = @sym, b = @outer::@inner::@leaf, c = @"with space"::@"q\"", d = i32,
                  s1 = @"123", s2 = @"a-b", s3 = @a.b$c, s4 = @"$x", s5 = @_x, s6 = @".x",
                  e = (i32, f32) -> (), f = tensor<?xf32>, g = !unreg.thing<"x">} : () -> ()
  "unreg.maps"() {a = #map, b = #set, c = affine_map<() -> (0)>, d = affine_map<(d0) -> (d0 * 2 + 1)>,
                  e = strided<[1, ?], offset: ?>, f = strided<[4, 1]>, g = strided<[], offset: 3>} : () -> ()
  "unreg.dense"() {a = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, b = dense<1.5> : tensor<4xf32>,
                   c = dense<"0xDEADBEEFCAFEBABE"> : tensor<2xi32>, d = dense<[true, false]> : tensor<2xi1>,
                   e = dense<["s1", "s2"]> : tensor<2x!unreg.str>, f = dense<(1.0, 2.0)> : tensor<complex<f32>>,
                   g = dense<> : tensor<0xi8>, h = dense<[[0.5, 1.0]]> : vector<1x2xf32>,
                   i = sparse<[[0, 1]], [7]> : tensor<2x2xi32>, j = dense_resource<blob_a> : tensor<4xi32>,
                   k = dense<0xFF> : tensor<2xui8>} : () -> ()
  "unreg.dialect"() {a = #unreg.simple, b = #unreg.param<1, "two", [3]>, c = #unreg<"opaque body">,
                     d = #unreg.nest<"a>b", <c<d<e<f>>>>, {x = (1 -> 2)}>, e = #unreg.arrow<(i32) -> i32>,
                     f = distinct[0]<"unique">, g = distinct[1]<#unreg.simple>,
                     h = loc("somefile.mlir":3:4), i = #unreg.enc<#enc>} : () -> ()
}) {test.module_flag, odsgen.version = 3 : i32} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob_a: "0x04000000010000000200000003000000FFFFFFFF"
    }
  }
#-}

#m = affine_map<(d0) -> (d0)>
func.func @main(%a: tensor<1024xf16>, %b: tensor<1024xf16>) -> tensor<1024xf16> {
  %e = tensor.empty() : tensor<1024xf16>
  %r = linalg.generic {indexing_maps = [#m, #m, #m], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<1024xf16>, tensor<1024xf16>) outs(%e : tensor<1024xf16>) {
  ^bb0(%x: f16, %y: f16, %o: f16):
    %m = arith.mulf %x, %y : f16
    %s = arith.addf %m, %x : f16
    linalg.yield %s : f16
  } -> tensor<1024xf16>
  return %r : tensor<1024xf16>
}

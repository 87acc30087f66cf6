#m0 = affine_map<(d0, d1) -> (d1, d0)>
#m1 = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%a: tensor<48x96xf32>, %b: tensor<96x48xf32>) -> tensor<96x48xf32> {
  %e = tensor.empty() : tensor<96x48xf32>
  %r = linalg.generic {indexing_maps = [#m0, #m1, #m1], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<48x96xf32>, tensor<96x48xf32>) outs(%e : tensor<96x48xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<96x48xf32>
  return %r : tensor<96x48xf32>
}

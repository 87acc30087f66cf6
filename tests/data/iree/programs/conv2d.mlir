func.func @main(%x: tensor<1x16x16x8xf32>, %w: tensor<3x3x8x16xf32>) -> tensor<1x14x14x16xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x14x14x16xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x14x14x16xf32>) -> tensor<1x14x14x16xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
       ins(%x, %w : tensor<1x16x16x8xf32>, tensor<3x3x8x16xf32>) outs(%f : tensor<1x14x14x16xf32>) -> tensor<1x14x14x16xf32>
  return %r : tensor<1x14x14x16xf32>
}

module {
  func.func @main(%arg0: tensor<?x6xf32>) -> tensor<?x2xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = tosa.const_shape  {values = dense<[1, -1, 6]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = tosa.const_shape  {values = dense<[-1, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %4 = tosa.const_shape  {values = dense<[1, -1, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %5 = tosa.const_shape  {values = dense<[-1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %6 = "tosa.const"() <{values = dense<[[[0.303565264, -3.914880e-01, -0.242464542, -0.248945773, 0.0476826504, 7.095360e-02, -0.138324186, 0.38323912], [-0.313904703, 0.103932589, 0.346428871, -0.155865729, -0.306123704, -0.0850092098, -1.682700e-01, 0.0294837281], [0.167967796, 0.0457705744, 0.236892074, -0.0525203459, 0.337327838, 0.0415861383, -0.0759325773, -0.0108996052], [-0.0945941731, 0.401950955, 0.028634537, -0.0939753726, -0.216785982, -0.249794424, -0.073512949, -0.067864269], [0.189559385, 0.127850622, 0.107057646, -0.400874048, 0.282640129, -0.295597106, 0.382438928, 0.169298545], [-0.398526341, 0.284019679, -0.206178442, -0.168861225, 0.405106604, -0.303019673, -0.0358276181, -0.169094339]]]> : tensor<1x6x8xf32>}> : () -> tensor<1x6x8xf32>
    %7 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32> : tensor<1x8xf32>}> : () -> tensor<1x8xf32>
    %8 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %9 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %10 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %11 = "tosa.const"() <{values = dense<[[[0.142662942, 0.0578195751], [0.277569443, -0.289270163], [-0.142024755, -0.0266195703], [-1.688390e-02, -0.299120277], [0.156587556, -0.346122146], [-0.173653618, -9.357460e-02], [0.203859881, 0.291517019], [0.0262180362, -0.162969008]]]> : tensor<1x8x2xf32>}> : () -> tensor<1x8x2xf32>
    %12 = "tosa.const"() <{values = dense_resource<torch_tensor_2_torch.float32> : tensor<1x2xf32>}> : () -> tensor<1x2xf32>
    %13 = tosa.reshape %arg0, %1 : (tensor<?x6xf32>, !tosa.shape<3>) -> tensor<1x?x6xf32>
    %14 = tosa.matmul %13, %6, %0, %0 : (tensor<1x?x6xf32>, tensor<1x6x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x?x8xf32>
    %15 = tosa.reshape %14, %2 : (tensor<1x?x8xf32>, !tosa.shape<2>) -> tensor<?x8xf32>
    %16 = tosa.add %15, %7 : (tensor<?x8xf32>, tensor<1x8xf32>) -> tensor<?x8xf32>
    %17 = tosa.mul %16, %10, %3 : (tensor<?x8xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<?x8xf32>
    %18 = tosa.erf %17 : (tensor<?x8xf32>) -> tensor<?x8xf32>
    %19 = tosa.add %18, %8 : (tensor<?x8xf32>, tensor<1x1xf32>) -> tensor<?x8xf32>
    %20 = tosa.mul %9, %19, %3 : (tensor<1x1xf32>, tensor<?x8xf32>, tensor<1xi8>) -> tensor<?x8xf32>
    %21 = tosa.mul %16, %20, %3 : (tensor<?x8xf32>, tensor<?x8xf32>, tensor<1xi8>) -> tensor<?x8xf32>
    %22 = tosa.reshape %21, %4 : (tensor<?x8xf32>, !tosa.shape<3>) -> tensor<1x?x8xf32>
    %23 = tosa.matmul %22, %11, %0, %0 : (tensor<1x?x8xf32>, tensor<1x8x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x?x2xf32>
    %24 = tosa.reshape %23, %5 : (tensor<1x?x2xf32>, !tosa.shape<2>) -> tensor<?x2xf32>
    %25 = tosa.add %24, %12 : (tensor<?x2xf32>, tensor<1x2xf32>) -> tensor<?x2xf32>
    return %25 : tensor<?x2xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x04000000E63DB53E3B6BD6BCFA206E3EA8C4063C56F9853E834F8BBE84C687BE4635983E",
      torch_tensor_2_torch.float32: "0x04000000954A71BE906F903E"
    }
  }
#-}

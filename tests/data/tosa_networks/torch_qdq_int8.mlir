module {
  func.func @main(%arg0: tensor<1x6xf32>) -> tensor<1x8xi8> {
    %0 = "tosa.const"() <{values = dense_resource<torch_tensor_8_6_torch.int8> : tensor<8x6xi8>}> : () -> tensor<8x6xi8>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %3 = tosa.const_shape  {values = dense<[1, 1, 6]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %4 = tosa.const_shape  {values = dense<[1, 6, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %5 = tosa.const_shape  {values = dense<[1, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %6 = "tosa.const"() <{values = dense<2.000000e+01> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %7 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %8 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %9 = "tosa.const"() <{values = dense<5.000000e-02> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %10 = "tosa.const"() <{values = dense<0.00999999977> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %11 = "tosa.const"() <{values = dense<1.000000e+01> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %12 = "tosa.const"() <{values = dense<-1.280000e+02> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %13 = tosa.mul %arg0, %6, %1 : (tensor<1x6xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<1x6xf32>
    %14 = tosa.floor %13 : (tensor<1x6xf32>) -> tensor<1x6xf32>
    %15 = tosa.sub %13, %14 : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xf32>
    %16 = tosa.ceil %13 : (tensor<1x6xf32>) -> tensor<1x6xf32>
    %17 = tosa.mul %14, %7, %1 : (tensor<1x6xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<1x6xf32>
    %18 = tosa.floor %17 : (tensor<1x6xf32>) -> tensor<1x6xf32>
    %19 = tosa.mul %18, %8, %1 : (tensor<1x6xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<1x6xf32>
    %20 = tosa.equal %14, %19 : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %21 = tosa.equal %15, %7 : (tensor<1x6xf32>, tensor<1x1xf32>) -> tensor<1x6xi1>
    %22 = tosa.greater %7, %15 : (tensor<1x1xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %23 = tosa.logical_and %21, %20 : (tensor<1x6xi1>, tensor<1x6xi1>) -> tensor<1x6xi1>
    %24 = tosa.logical_or %22, %23 : (tensor<1x6xi1>, tensor<1x6xi1>) -> tensor<1x6xi1>
    %25 = tosa.select %24, %14, %16 : (tensor<1x6xi1>, tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xf32>
    %26 = tosa.clamp %25 {max_val = 1.270000e+02 : f32, min_val = -1.280000e+02 : f32} : (tensor<1x6xf32>) -> tensor<1x6xf32>
    %27 = tosa.cast %26 : (tensor<1x6xf32>) -> tensor<1x6xi8>
    %28 = tosa.cast %27 : (tensor<1x6xi8>) -> tensor<1x6xf32>
    %29 = tosa.mul %28, %9, %1 : (tensor<1x6xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<1x6xf32>
    %30 = tosa.cast %0 : (tensor<8x6xi8>) -> tensor<8x6xf32>
    %31 = tosa.mul %30, %10, %1 : (tensor<8x6xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<8x6xf32>
    %32 = tosa.transpose %31 {perms = array<i32: 1, 0>} : (tensor<8x6xf32>) -> tensor<6x8xf32>
    %33 = tosa.reshape %29, %3 : (tensor<1x6xf32>, !tosa.shape<3>) -> tensor<1x1x6xf32>
    %34 = tosa.reshape %32, %4 : (tensor<6x8xf32>, !tosa.shape<3>) -> tensor<1x6x8xf32>
    %35 = tosa.matmul %33, %34, %2, %2 : (tensor<1x1x6xf32>, tensor<1x6x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x8xf32>
    %36 = tosa.reshape %35, %5 : (tensor<1x1x8xf32>, !tosa.shape<2>) -> tensor<1x8xf32>
    %37 = tosa.clamp %36 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %38 = tosa.mul %37, %11, %1 : (tensor<1x8xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<1x8xf32>
    %39 = tosa.floor %38 : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %40 = tosa.sub %38, %39 : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %41 = tosa.ceil %38 : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %42 = tosa.mul %39, %7, %1 : (tensor<1x8xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<1x8xf32>
    %43 = tosa.floor %42 : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %44 = tosa.mul %43, %8, %1 : (tensor<1x8xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<1x8xf32>
    %45 = tosa.equal %39, %44 : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xi1>
    %46 = tosa.equal %40, %7 : (tensor<1x8xf32>, tensor<1x1xf32>) -> tensor<1x8xi1>
    %47 = tosa.greater %7, %40 : (tensor<1x1xf32>, tensor<1x8xf32>) -> tensor<1x8xi1>
    %48 = tosa.logical_and %46, %45 : (tensor<1x8xi1>, tensor<1x8xi1>) -> tensor<1x8xi1>
    %49 = tosa.logical_or %47, %48 : (tensor<1x8xi1>, tensor<1x8xi1>) -> tensor<1x8xi1>
    %50 = tosa.select %49, %39, %41 : (tensor<1x8xi1>, tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %51 = tosa.add %50, %12 : (tensor<1x8xf32>, tensor<1x1xf32>) -> tensor<1x8xf32>
    %52 = tosa.clamp %51 {max_val = 1.270000e+02 : f32, min_val = -1.280000e+02 : f32} : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %53 = tosa.cast %52 : (tensor<1x8xf32>) -> tensor<1x8xi8>
    return %53 : tensor<1x8xi8>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_6_torch.int8: "0x01000000482DDB8C015875EE4EE2C3EF523D5C3CA9D8EB84E1374801E31E2B52B67E1610E1495E93CA2DE9D35DBA25973E2F53A7"
    }
  }
#-}

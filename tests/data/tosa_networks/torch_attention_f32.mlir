module {
  func.func @main(%arg0: tensor<1x5x8xf32>) -> tensor<1x5x8xf32> {
    %0 = tosa.const_shape  {values = dense<[5, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = tosa.const_shape  {values = dense<[1, 5, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %3 = tosa.const_shape  {values = dense<[5, 24]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %4 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %5 = tosa.const_shape  {values = dense<[1, 5, 24]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %6 = tosa.const_shape  {values = dense<0> : tensor<3xindex>} : () -> !tosa.shape<3>
    %7 = tosa.const_shape  {values = dense<[0, 0, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %8 = tosa.const_shape  {values = dense<[0, 0, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %9 = "tosa.const"() <{values = dense<"0x349A863EF55B223D2CE1BD3D4D24293D1984133D4993A93EC2F59C3E3C16123E38D46C3D954A71BE9A1319BE110024BE073424BE27649D3E60D8963EE47506BE9143493EF447A63ED8729B3D2E6BDD3CBC2C483B8806AABD231CFF3D5A51173EDA2F8BBE203AB23E52D736BE9DBC87BE2B855DBEA52DFEBC32B1B9BC951D8E3E381B94BE906F903E22474E3D91868CBE2A89943E06909DBC5A999CBD0E164CBE1759B03E2424693D6DA364BDBC2DFEBDCE038C3E359781BE1B09A4BD744A6CBE9CF4143E27C2E23D81C45CBEA692953EB91183BE1DEEA93EC0394E3EF06E11BE4911DABCB9C856BE35FA583E75C0AC3E338B90BE01EB04BE9120293EC02E6B3E4881113DB7178C3EF03C123E24273C3DC151E0BDA8C0AA3ED315B6BDF79DF13D2CC6A7BD1ADF7B3E29390ABE7B3F40BE455C86BEF52BD13CE36CE93B1B508ABC4B2699BE896199BE0BBC68BE9C461A3DBA72093E4E36763E68DEA3BEA84536BEE628A83E2D4F41BD6D0CAB3DE978913EACAB74BE7625533E5B3427BC8E8AF3BD681A283E1D0557BE614D3ABDE8A57A3EA555F5BD70A71ABCBA0C683E7D58203EEC36B1BED820A3BC0ECE8FBEFED6613EE73683BE121D393E2B6E83BEF9D00D3EB07BA63ED8F998BEA675ACBD1ED72CBE94E0CDBD9C2079BEF8DF54BD502DABBE65B5B0BEB99B993E35ADA6BD54A0B33E393915BE18BB70BD034B71BE41D231BE0AA4BFBDDFEE2EBE6A59403E34D4A33DDCAF893E6B02AFBEC64099BE8B18FE3D3D6B4A3E5091563E23E19E3C8DF6D43D4F7C923ED6E70EBE7E5D9CBC0619B43E7596ADBE0814523EE2BFB1BE7FB07B3DEFAC86BDB922163E832B6BBEA5C0503EB841953E3DFF71BE8084F73D06DD46BE5F53313E6289513DCCB0983DA68EBB3D8D3D6E3C29630FBE22CBED3DFB10723EA2179F3EABA261BED35E0ABEDE8EABBD4056B83DAC25CB3C71BF15BE27C696BD506282BD5DF415BEEAD0833E35C7D63C59E126BEC348753D25E09A3E07C181BDF52327BE764EC7BDB92E893CFE6A2D3D46DAAB3E30A5A2BE68019F3E23B5163EAC8D51BE396895BD5D763BBDCB55F6BD"> : tensor<1x8x24xf32>}> : () -> tensor<1x8x24xf32>
    %10 = "tosa.const"() <{values = dense_resource<torch_tensor_24_torch.float32> : tensor<1x24xf32>}> : () -> tensor<1x24xf32>
    %11 = "tosa.const"() <{values = dense<0.353553385> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %12 = "tosa.const"() <{values = dense<[[[0.0228425376, 0.0311078727, 0.330612808, 0.00265381834, 0.334411353, -0.313918561, 0.226332873, 0.202880636], [-0.0450144336, 0.109346792, 0.144254506, 0.299034864, -0.0252745803, -0.253982723, 0.0920128896, -0.160952792], [-0.21435684, 0.303106934, 0.283325851, -0.164514706, -0.172109723, -0.244836435, -0.187176213, -0.0457037054], [0.241734222, 0.133059755, -0.0358507819, -0.0561238378, -0.222733065, 0.269357562, -0.109670609, -0.168908134], [-0.143274665, -0.238869742, 0.190811336, -0.245666519, 0.352960467, 0.164425597, 0.317719489, -0.321755022], [0.184557334, -0.146973267, -0.0492601804, 6.517420e-02, 0.0205221847, -0.21485287, -2.779210e-01, 0.245834857], [0.25108254, -0.173835471, -0.236497849, -0.0230370034, -0.248674452, 0.0716452152, -0.234462246, -4.948900e-02], [-0.293479979, -0.296147615, -0.131529897, -0.289659888, 0.0139935119, 0.00255026366, 0.0179877263, 0.195806876]]]> : tensor<1x8x8xf32>}> : () -> tensor<1x8x8xf32>
    %13 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32> : tensor<1x8xf32>}> : () -> tensor<1x8xf32>
    %14 = "tosa.const"() <{values = dense<1.250000e-01> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
    %15 = "tosa.const"() <{values = dense<1.250000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %16 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %17 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32_1> : tensor<1x1x8xf32>}> : () -> tensor<1x1x8xf32>
    %18 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32_2> : tensor<1x1x8xf32>}> : () -> tensor<1x1x8xf32>
    %19 = tosa.matmul %arg0, %9, %1, %1 : (tensor<1x5x8xf32>, tensor<1x8x24xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x24xf32>
    %20 = tosa.reshape %19, %3 : (tensor<1x5x24xf32>, !tosa.shape<2>) -> tensor<5x24xf32>
    %21 = tosa.add %20, %10 : (tensor<5x24xf32>, tensor<1x24xf32>) -> tensor<5x24xf32>
    %22 = tosa.reshape %21, %5 : (tensor<5x24xf32>, !tosa.shape<3>) -> tensor<1x5x24xf32>
    %23 = tosa.slice %22, %6, %2 : (tensor<1x5x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x5x8xf32>
    %24 = tosa.slice %22, %7, %2 : (tensor<1x5x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x5x8xf32>
    %25 = tosa.slice %22, %8, %2 : (tensor<1x5x24xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x5x8xf32>
    %26 = tosa.transpose %24 {perms = array<i32: 0, 2, 1>} : (tensor<1x5x8xf32>) -> tensor<1x8x5xf32>
    %27 = tosa.matmul %23, %26, %1, %1 : (tensor<1x5x8xf32>, tensor<1x8x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x5xf32>
    %28 = tosa.mul %27, %11, %4 : (tensor<1x5x5xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x5x5xf32>
    %29 = tosa.reduce_max %28 {axis = 2 : i32} : (tensor<1x5x5xf32>) -> tensor<1x5x1xf32>
    %30 = tosa.sub %28, %29 : (tensor<1x5x5xf32>, tensor<1x5x1xf32>) -> tensor<1x5x5xf32>
    %31 = tosa.exp %30 : (tensor<1x5x5xf32>) -> tensor<1x5x5xf32>
    %32 = tosa.reduce_sum %31 {axis = 2 : i32} : (tensor<1x5x5xf32>) -> tensor<1x5x1xf32>
    %33 = tosa.reciprocal %32 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %34 = tosa.mul %31, %33, %4 : (tensor<1x5x5xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x5xf32>
    %35 = tosa.matmul %34, %25, %1, %1 : (tensor<1x5x5xf32>, tensor<1x5x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x8xf32>
    %36 = tosa.matmul %35, %12, %1, %1 : (tensor<1x5x8xf32>, tensor<1x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x8xf32>
    %37 = tosa.reshape %36, %0 : (tensor<1x5x8xf32>, !tosa.shape<2>) -> tensor<5x8xf32>
    %38 = tosa.add %37, %13 : (tensor<5x8xf32>, tensor<1x8xf32>) -> tensor<5x8xf32>
    %39 = tosa.reshape %38, %2 : (tensor<5x8xf32>, !tosa.shape<3>) -> tensor<1x5x8xf32>
    %40 = tosa.add %arg0, %39 : (tensor<1x5x8xf32>, tensor<1x5x8xf32>) -> tensor<1x5x8xf32>
    %41 = tosa.cast %40 : (tensor<1x5x8xf32>) -> tensor<1x5x8xf64>
    %42 = tosa.reduce_sum %41 {axis = 2 : i32} : (tensor<1x5x8xf64>) -> tensor<1x5x1xf64>
    %43 = tosa.mul %42, %14, %4 : (tensor<1x5x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x5x1xf64>
    %44 = tosa.sub %41, %43 : (tensor<1x5x8xf64>, tensor<1x5x1xf64>) -> tensor<1x5x8xf64>
    %45 = tosa.mul %44, %44, %4 : (tensor<1x5x8xf64>, tensor<1x5x8xf64>, tensor<1xi8>) -> tensor<1x5x8xf64>
    %46 = tosa.reduce_sum %45 {axis = 2 : i32} : (tensor<1x5x8xf64>) -> tensor<1x5x1xf64>
    %47 = tosa.mul %46, %14, %4 : (tensor<1x5x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x5x1xf64>
    %48 = tosa.cast %47 : (tensor<1x5x1xf64>) -> tensor<1x5x1xf32>
    %49 = tosa.reduce_sum %40 {axis = 2 : i32} : (tensor<1x5x8xf32>) -> tensor<1x5x1xf32>
    %50 = tosa.mul %49, %15, %4 : (tensor<1x5x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x5x1xf32>
    %51 = tosa.add %48, %16 : (tensor<1x5x1xf32>, tensor<1x1x1xf32>) -> tensor<1x5x1xf32>
    %52 = tosa.rsqrt %51 : (tensor<1x5x1xf32>) -> tensor<1x5x1xf32>
    %53 = tosa.sub %40, %50 : (tensor<1x5x8xf32>, tensor<1x5x1xf32>) -> tensor<1x5x8xf32>
    %54 = tosa.mul %53, %52, %4 : (tensor<1x5x8xf32>, tensor<1x5x1xf32>, tensor<1xi8>) -> tensor<1x5x8xf32>
    %55 = tosa.mul %54, %17, %4 : (tensor<1x5x8xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x5x8xf32>
    %56 = tosa.add %55, %18 : (tensor<1x5x8xf32>, tensor<1x1x8xf32>) -> tensor<1x5x8xf32>
    return %56 : tensor<1x5x8xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_24_torch.float32: "0x04000000663A97BE67E7FCBC19F89FBE3EAF993C7AF8383E8460233E21E1ACBE9D7E6C3E344011BE146482BEC5D89E3E7A2711BD564AA4BE59BD44BE786761BE0FDA34BEEDFEAE3E4C465EBC35EA463E15E89ABE9BB7973E0E84AD3EACF3823ED931F9BD",
      torch_tensor_8_torch.float32: "0x04000000A6BC0E3EEB6D96BEDFA34CBEA142103E14C24CBE549656BDD5DE4D3EE0973DBE",
      torch_tensor_8_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}

"""About 150 SPIR-V compute kernels for the real-device judge (issue 23), generated here.

Each kernel is one ``spirv.module`` in custom syntax (no target env, no vce triple:
``odsgen deduce --write`` stamps it) with an entry point named as the kernel (so that a binary names its kernel) and the ops and types of
one family: 8/16/64-bit integers, f16/f64, 8/16-bit storage, group non-uniform ballot,
vote, arithmetic, clustered, shuffle, quad and rotate ops, 32/64-bit and float atomics,
variable pointers, integer dot products, cooperative matrices, 64-bit and extended-format
images, large LocalSize and workgroup memory, and capabilities Vulkan has no use for.
``bindings`` and ``push`` give the pipeline layout the judge builds
(tests/oracle/vulkan_judge.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field

# SPIR-V scalar byte sizes, for array strides.
SIZE = {"i8": 1, "i16": 2, "i32": 4, "i64": 8, "f16": 2, "f32": 4, "f64": 8}
ONE = {"i8": "1", "i16": "1", "i32": "1", "i64": "1", "f16": "1.0", "f32": "1.0", "f64": "1.0"}


@dataclass
class Kernel:
    name: str
    family: str
    body: list[str]
    globals: list[str] = field(default_factory=list)
    bindings: list[tuple[int, int, str]] = field(default_factory=list)
    local_size: tuple[int, int, int] = (1, 1, 1)
    push: int = 0
    subgroup_size: int = 0  # a required subgroup size (the pipeline asks for it; 0: none)

    def text(self, interface: bool = False) -> str:
        """The module; ``interface``: every global in the entry point's interface (SPIR-V 1.4+)."""
        names = [g.split()[1] for g in self.globals]
        iface = "".join(f", {n}" for n in names) if interface else ""
        x, y, z = self.local_size
        lines = [f"spirv.module @{self.name} Logical GLSL450 {{"]
        lines += [f"  {g}" for g in self.globals]
        lines.append(f'  spirv.func @{self.name}() "None" {{')
        lines += [f"    {b}" for b in self.body]
        lines += ["    spirv.Return", "  }", f'  spirv.EntryPoint "GLCompute" @{self.name}{iface}']
        lines.append(f'  spirv.ExecutionMode @{self.name} "LocalSize", {x}, {y}, {z}')
        lines.append("}")
        return "\n".join(lines) + "\n"


def _const(name: str, t: str, value: str | None = None) -> str:
    if t == "i1":
        return f"%{name} = spirv.Constant {value}"
    if t.startswith("vector<"):
        scalar = t[t.index("x") + 1 : -1]
        return f"%{name} = spirv.Constant dense<{value or ONE[scalar]}> : {t}"
    return f"%{name} = spirv.Constant {value or ONE[t]} : {t}"


def _buffer(name: str, binding: int, elem: str, sc: str = "StorageBuffer", count: int | None = None) -> tuple:
    """A block of ``elem`` (a runtime array, or ``count`` of them) in ``sc``: (global, its
    struct pointer type, binding or None)."""
    stride = 16 if sc == "Uniform" else SIZE.get(elem, 4)
    arr = (
        f"!spirv.rtarray<{elem}, stride={stride}>"
        if count is None
        else f"!spirv.array<{count} x {elem}, stride={stride}>"
    )
    ptr = f"!spirv.ptr<!spirv.struct<({arr} [0]), Block>, {sc}>"
    if sc == "PushConstant":
        return f"spirv.GlobalVariable @{name} : {ptr}", ptr
    return f"spirv.GlobalVariable @{name} bind(0, {binding}) : {ptr}", ptr


def _element(var: str, ptr: str, elem: str, sc: str, out: str = "e") -> list[str]:
    return [
        "%c0 = spirv.Constant 0 : i32",
        f"%{var}_p = spirv.mlir.addressof @{var} : {ptr}",
        f"%{out} = spirv.AccessChain %{var}_p[%c0, %c0] : {ptr}, i32, i32 -> !spirv.ptr<{elem}, {sc}>",
    ]


def arithmetic() -> list[Kernel]:
    out = []
    for t in ("i8", "i16", "i64", "f16", "f64"):
        f = t.startswith("f")
        ops = ["FAdd", "FMul", "FSub", "FDiv"] if f else ["IAdd", "IMul", "ISub", "SDiv"]
        for op in ops:
            out.append(Kernel(f"{op.lower()}_{t}", "arithmetic", [_const("a", t), f"%r = spirv.{op} %a, %a : {t}"]))
        v = f"vector<2x{t}>"
        out.append(
            Kernel(f"{ops[0].lower()}_v2{t}", "arithmetic", [_const("a", v), f"%r = spirv.{ops[0]} %a, %a : {v}"])
        )
    conversions = [
        ("sconvert_i32_i8", "SConvert", "i32", "i8"),
        ("sconvert_i32_i16", "SConvert", "i32", "i16"),
        ("sconvert_i32_i64", "SConvert", "i32", "i64"),
        ("uconvert_i32_i8", "UConvert", "i32", "i8"),
        ("fconvert_f32_f16", "FConvert", "f32", "f16"),
        ("fconvert_f32_f64", "FConvert", "f32", "f64"),
        ("convertftos_f16_i32", "ConvertFToS", "f16", "i32"),
        ("convertstof_i64_f32", "ConvertSToF", "i64", "f32"),
    ]
    for name, op, a, b in conversions:
        out.append(Kernel(name, "conversion", [_const("a", a), f"%r = spirv.{op} %a : {a} to {b}"]))
    return out


_BINDING_KINDS = {"StorageBuffer": "storage_buffer", "Uniform": "uniform_buffer"}


def load(name: str, elem: str, sc: str, family: str = "storage") -> Kernel:
    """A load of an ``elem`` from a block in ``sc`` (a runtime array in a storage buffer,
    4 of them in a uniform buffer or a push constant block)."""
    count = None if sc == "StorageBuffer" else 4
    g, ptr = _buffer("buf", 0, elem, sc, count)
    body = _element("buf", ptr, elem, sc) + [f'%v = spirv.Load "{sc}" %e : {elem}']
    k = Kernel(name, family, body, [g])
    if sc in _BINDING_KINDS:
        k.bindings = [(0, 0, _BINDING_KINDS[sc])]
    else:
        k.push = 4 * SIZE[elem]
    return k


def storage() -> list[Kernel]:
    out = []
    for elem in ("i8", "i16", "f16"):
        for sc in ("StorageBuffer", "Uniform", "PushConstant"):
            out.append(load(f"load_{elem}_{sc.lower()}", elem, sc))
        g, ptr = _buffer("buf", 0, elem)
        body = _element("buf", ptr, elem, "StorageBuffer") + [
            _const("v", elem),
            f'spirv.Store "StorageBuffer" %e, %v : {elem}',
        ]
        out.append(Kernel(f"store_{elem}_storagebuffer", "storage", body, [g], [(0, 0, "storage_buffer")]))
    for elem in ("i64", "f64", "i32"):
        g, ptr = _buffer("buf", 0, elem)
        body = _element("buf", ptr, elem, "StorageBuffer") + [f'%v = spirv.Load "StorageBuffer" %e : {elem}']
        out.append(Kernel(f"load_{elem}_storagebuffer", "storage", body, [g], [(0, 0, "storage_buffer")]))
    return out


def subgroup() -> list[Kernel]:
    out = []
    ball = [_const("p", "i1", "true"), "%b = spirv.GroupNonUniformBallot <Subgroup> %p : vector<4xi32>"]
    out.append(Kernel("elect", "ballot", ["%r = spirv.GroupNonUniformElect <Subgroup> : i1"]))
    out.append(Kernel("ballot", "ballot", ball))
    for op in ("FindLSB", "FindMSB"):
        out.append(
            Kernel(
                f"ballot_{op.lower()}",
                "ballot",
                ball + [f"%r = spirv.GroupNonUniformBallot{op} <Subgroup> %b : vector<4xi32>, i32"],
            )
        )
    for g in ("Reduce", "InclusiveScan", "ExclusiveScan"):
        out.append(
            Kernel(
                f"ballot_bitcount_{g.lower()}",
                "ballot",
                ball + [f"%r = spirv.GroupNonUniformBallotBitCount <Subgroup> <{g}> %b : vector<4xi32> -> i32"],
            )
        )
    for t in ("i32", "f32"):
        out.append(
            Kernel(
                f"broadcast_{t}",
                "ballot",
                [
                    _const("v", t),
                    _const("id", "i32", "0"),
                    f"%r = spirv.GroupNonUniformBroadcast <Subgroup> %v, %id : {t}, i32",
                ],
            )
        )
    out.append(
        Kernel(
            "khr_subgroup_ballot",
            "ballot",
            [_const("p", "i1", "true"), "%r = spirv.KHR.SubgroupBallot %p : vector<4xi32>"],
        )
    )
    # vote
    out.append(
        Kernel("vote_all", "vote", [_const("p", "i1", "true"), "%r = spirv.GroupNonUniformAll <Subgroup> %p : i1"])
    )
    out.append(
        Kernel("vote_any", "vote", [_const("p", "i1", "true"), "%r = spirv.GroupNonUniformAny <Subgroup> %p : i1"])
    )
    for t in ("i32", "f32"):
        out.append(
            Kernel(
                f"vote_allequal_{t}",
                "vote",
                [_const("v", t), f"%r = spirv.GroupNonUniformAllEqual <Subgroup> %v : {t}, i1"],
            )
        )
    # arithmetic
    ops = {"IAdd": "i32", "IMul": "i32", "SMin": "i32", "SMax": "i32", "UMin": "i32", "UMax": "i32"}
    ops.update({"FAdd": "f32", "FMul": "f32", "FMin": "f32", "FMax": "f32"})
    for op, t in ops.items():
        for g in ("Reduce", "InclusiveScan", "ExclusiveScan"):
            out.append(
                Kernel(
                    f"subgroup_{op.lower()}_{g.lower()}",
                    "arithmetic-subgroup",
                    [_const("v", t), f"%r = spirv.GroupNonUniform{op} <Subgroup> <{g}> %v : {t} -> {t}"],
                )
            )
    for op, t in (("IAdd", "i8"), ("IAdd", "i16"), ("IAdd", "i64"), ("FAdd", "f16"), ("FAdd", "f64")):
        out.append(
            Kernel(
                f"subgroup_{op.lower()}_{t}",
                "arithmetic-subgroup",
                [_const("v", t), f"%r = spirv.GroupNonUniform{op} <Subgroup> <Reduce> %v : {t} -> {t}"],
            )
        )
    out.append(
        Kernel(
            "workgroup_iadd",
            "arithmetic-subgroup",
            [_const("v", "i32"), "%r = spirv.GroupNonUniformIAdd <Workgroup> <Reduce> %v : i32 -> i32"],
        )
    )
    # clustered
    for op, t in (("IAdd", "i32"), ("FAdd", "f32"), ("SMax", "i32"), ("UMin", "i32")):
        out.append(
            Kernel(
                f"clustered_{op.lower()}",
                "clustered",
                [
                    _const("v", t),
                    _const("four", "i32", "4"),
                    f"%r = spirv.GroupNonUniform{op} <Subgroup> <ClusteredReduce> %v cluster_size(%four) : {t}, i32 -> {t}",
                ],
            )
        )
    # shuffle
    for op in ("Shuffle", "ShuffleXor", "ShuffleUp", "ShuffleDown"):
        for t in ("i32", "f32"):
            out.append(
                Kernel(
                    f"{op.lower()}_{t}",
                    "shuffle",
                    [
                        _const("v", t),
                        _const("id", "i32", "1"),
                        f"%r = spirv.GroupNonUniform{op} <Subgroup> %v, %id : {t}, i32",
                    ],
                )
            )
    # quad
    for d in ("0", "1", "2"):
        out.append(
            Kernel(
                f"quad_swap_{d}",
                "quad",
                [
                    _const("v", "f32"),
                    _const("d", "i32", d),
                    "%r = spirv.GroupNonUniformQuadSwap <Subgroup> %v %d : f32, i32",
                ],
            )
        )
    # rotate
    for t in ("i32", "f32"):
        out.append(
            Kernel(
                f"rotate_{t}",
                "rotate",
                [
                    _const("v", t),
                    _const("d", "i32"),
                    f"%r = spirv.GroupNonUniformRotateKHR <Subgroup> %v, %d : {t}, i32 -> {t}",
                ],
            )
        )
    return out


def _atomic(name: str, family: str, t: str, sc: str, op: str) -> Kernel:
    """``op`` (its operands after the pointer's) on a ``t`` in a storage buffer or in workgroup memory."""
    if sc == "StorageBuffer":
        g, ptr = _buffer("buf", 0, t)
        body = _element("buf", ptr, t, sc)
        binds = [(0, 0, "storage_buffer")]
    else:
        g = f"spirv.GlobalVariable @wg : !spirv.ptr<{t}, Workgroup>"
        body = [f"%e = spirv.mlir.addressof @wg : !spirv.ptr<{t}, Workgroup>"]
        binds = []
    body = body + [_const("v", t), f"%r = spirv.{op} %e, %v{', %v' if 'Compare' in op else ''} : !spirv.ptr<{t}, {sc}>"]
    return Kernel(name, family, body, [g], binds)


def atomics() -> list[Kernel]:
    out = []
    for t in ("i32", "i64"):
        for sc in ("StorageBuffer", "Workgroup"):
            for op in ("AtomicIAdd", "AtomicUMax"):
                out.append(_atomic(f"{op.lower()}_{t}_{sc.lower()}", "atomic", t, sc, f"{op} <Device> <None>"))
    out.append(
        _atomic("atomic_cmpxchg_i32", "atomic", "i32", "StorageBuffer", "AtomicCompareExchange <Device> <None> <None>")
    )
    for t in ("f32", "f16", "f64"):
        for sc in ("StorageBuffer", "Workgroup"):
            out.append(
                _atomic(f"atomic_fadd_{t}_{sc.lower()}", "float-atomic", t, sc, "EXT.AtomicFAdd <Device> <None>")
            )
    return out


def variable_pointers() -> list[Kernel]:
    out = []
    g0, ptr = _buffer("a", 0, "i32")
    g1, _ = _buffer("b", 1, "i32")
    body = [
        _const("p", "i1", "true"),
        f"%pa = spirv.mlir.addressof @a : {ptr}",
        f"%pb = spirv.mlir.addressof @b : {ptr}",
        f"%s = spirv.Select %p, %pa, %pb : i1, {ptr}",
    ]
    out.append(
        Kernel(
            "select_storagebuffer_ptr",
            "variable-pointers",
            body,
            [g0, g1],
            [(0, 0, "storage_buffer"), (0, 1, "storage_buffer")],
        )
    )
    wptr = "!spirv.ptr<i32, Workgroup>"
    body = [
        _const("p", "i1", "true"),
        f"%pa = spirv.mlir.addressof @wa : {wptr}",
        f"%pb = spirv.mlir.addressof @wb : {wptr}",
        f"%s = spirv.Select %p, %pa, %pb : i1, {wptr}",
    ]
    wg = [f"spirv.GlobalVariable @wa : {wptr}", f"spirv.GlobalVariable @wb : {wptr}"]
    out.append(Kernel("select_workgroup_ptr", "variable-pointers", body, wg))
    return out


def dot_products() -> list[Kernel]:
    out = []
    for op in ("SDot", "UDot", "SUDot"):
        out.append(
            Kernel(
                f"{op.lower()}_v4i8",
                "dot",
                [_const("a", "vector<4xi8>"), f"%r = spirv.{op} %a, %a : vector<4xi8> -> i32"],
            )
        )
        out.append(
            Kernel(
                f"{op.lower()}_packed",
                "dot",
                [_const("a", "i32"), f"%r = spirv.{op} %a, %a, <PackedVectorFormat4x8Bit> : i32 -> i32"],
            )
        )
    out.append(
        Kernel("sdot_v2i16", "dot", [_const("a", "vector<2xi16>"), "%r = spirv.SDot %a, %a : vector<2xi16> -> i32"])
    )
    out.append(
        Kernel(
            "sdotaccsat_v4i8",
            "dot",
            [_const("a", "vector<4xi8>"), _const("c", "i32"), "%r = spirv.SDotAccSat %a, %a, %c : vector<4xi8> -> i32"],
        )
    )
    return out


def cooperative_matrices() -> list[Kernel]:
    out = []
    for t in ("f16", "i8"):
        g, ptr = _buffer("buf", 0, t)
        m = f"!spirv.coopmatrix<16x16x{t}, Subgroup, MatrixA>"
        body = _element("buf", ptr, t, "StorageBuffer") + [
            _const("s", "i32", "16"),
            f"%m = spirv.KHR.CooperativeMatrixLoad %e, %s, <RowMajor> : !spirv.ptr<{t}, StorageBuffer>, i32 -> {m}",
        ]
        out.append(Kernel(f"coopmatrix_load_{t}", "cooperative-matrix", body, [g], [(0, 0, "storage_buffer")]))
    return out


def images() -> list[Kernel]:
    out = []
    for elem, fmt in (("i64", "R64i"), ("i64", "R64ui"), ("f32", "Rg32f"), ("f32", "R32f"), ("f32", "Rgba16")):
        img = f"!spirv.image<{elem}, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, {fmt}>"
        g = f"spirv.GlobalVariable @img bind(0, 0) : !spirv.ptr<{img}, UniformConstant>"
        body = [
            f"%p = spirv.mlir.addressof @img : !spirv.ptr<{img}, UniformConstant>",
            f'%i = spirv.Load "UniformConstant" %p : {img}',
        ]
        out.append(Kernel(f"image_{fmt.lower()}", "image", body, [g], [(0, 0, "storage_image")]))
    return out


def limits() -> list[Kernel]:
    out = []
    for size in (
        (64, 1, 1),
        (1024, 1, 1),
        (32, 32, 1),
        (2048, 1, 1),
        (32, 32, 2),
        (1, 1, 64),
        (1, 1, 128),
        (4096, 1, 1),
    ):
        out.append(Kernel("local_size_" + "x".join(map(str, size)), "local-size", [], local_size=size))
    for n in (1024, 4096, 8192, 16384, 65536):
        g = f"spirv.GlobalVariable @wg : !spirv.ptr<!spirv.array<{n} x i32>, Workgroup>"
        out.append(Kernel(f"shared_{4 * n}_bytes", "shared-memory", [], [g]))
    return out


def not_vulkan() -> list[Kernel]:
    return [
        Kernel(
            "vector16_f32", "not-vulkan", [_const("a", "vector<16xf32>"), "%r = spirv.FAdd %a, %a : vector<16xf32>"]
        ),
        Kernel("cl_exp", "not-vulkan", [_const("a", "f32"), "%r = spirv.CL.exp %a : f32"]),
    ]


def kernels() -> list[Kernel]:
    """Every kernel of the corpus (about 150), names unique."""
    out = arithmetic() + storage() + subgroup() + atomics() + variable_pointers() + dot_products()
    out += cooperative_matrices() + images() + limits() + not_vulkan()
    assert len({k.name for k in out}) == len(out)
    return out

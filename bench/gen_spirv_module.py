"""Generate valid SPIR-V dialect modules in MLIR generic form, for validate/deduce benchmarks and tests.

    python bench/gen_spirv_module.py --ops 1000000 -o /tmp/spirv.mlir
    python bench/gen_spirv_module.py --ops 5000 --units 8 --target-env random --seed 3 -o m.mlir

The file is a ``builtin.module`` holding ``--units`` ``spirv.module`` ops. Each holds
global variables whose pointer types mix storage classes (StorageBuffer, Uniform,
PushConstant, Input, Output, Private, Workgroup) with 8/16/32/64-bit integers and
floats, bf16, vectors, arrays, runtime arrays and structs, and functions whose
signatures and bodies use ops with requirements of every kind: versions (group
non-uniform ops, integer dot products), capabilities and extensions
(``spirv.KHR.SubgroupBallot``, ``spirv.KHR.AssumeTrue``), enum attributes whose cases
need something (scopes, memory semantics bits, group operations, packed vector
formats), types that need capabilities (``i8``, ``i16``, ``i64``, ``f16``, ``f64``) and
nested regions (``spirv.mlir.selection``).

``--target-env`` puts a ``spirv.target_env`` on each ``spirv.module``: ``none``,
``all`` (v1.6 with every capability and extension the generator can use), or
``random`` (a random version and random subsets, so some units are illegal). The
output is deterministic for a given seed; ``mlir-opt-22`` verifies it.
"""

from __future__ import annotations

import argparse
import random
import sys

INT_TYPES = ["i8", "i16", "i32", "i64"]
FLOAT_TYPES = ["f16", "f32", "f64"]
SCALARS = INT_TYPES + FLOAT_TYPES
ARG_TYPES = ["i1", "i32", "f32"]  # always present, so every template finds operands
OPTIONAL_ARG_TYPES = [
    "i8",
    "i16",
    "i64",
    "f16",
    "f64",
    "vector<4xi8>",
    "vector<4xi32>",
    "vector<4xf32>",
    "vector<2xf16>",
]

SCOPES_EXEC = ["Workgroup", "Subgroup"]
SCOPES_MEM = ["CrossDevice", "Device", "Workgroup", "Subgroup", "Invocation", "QueueFamily"]
ORDERINGS = ["None", "Acquire", "Release", "AcquireRelease", "SequentiallyConsistent"]
STORAGE_BITS = [
    "UniformMemory",
    "SubgroupMemory",
    "WorkgroupMemory",
    "CrossWorkgroupMemory",
    "AtomicCounterMemory",
    "ImageMemory",
    "OutputMemory",
    "MakeAvailable",
    "MakeVisible",
    "Volatile",
]
GROUP_OPS = ["Reduce", "InclusiveScan", "ExclusiveScan"]
STORAGE_CLASSES = ["StorageBuffer", "Uniform", "PushConstant", "Input", "Output", "Private", "Workgroup"]
GLOBAL_ELEMENTS = [
    "i8",
    "i16",
    "i32",
    "i64",
    "f16",
    "f32",
    "f64",
    "bf16",
    "ui8",
    "si16",
    "vector<2xf16>",
    "vector<4xi8>",
    "vector<4xf32>",
    "!spirv.array<4 x i16>",
    "!spirv.array<2 x vector<2xf16>>",
    "!spirv.struct<(i8 [0], f32 [4])>",
    "!spirv.struct<(!spirv.array<4 x i16, stride=2> [0])>",
    "!spirv.matrix<3 x vector<3xf32>>",
]

#: Capabilities and extensions the generator's ops and types can need (for --target-env all/random).
CAPABILITIES = [
    "Shader",
    "Int8",
    "Int16",
    "Int64",
    "Float16",
    "Float64",
    "BFloat16TypeKHR",
    "StorageBuffer8BitAccess",
    "UniformAndStorageBuffer8BitAccess",
    "StoragePushConstant8",
    "StorageBuffer16BitAccess",
    "StorageUniform16",
    "StoragePushConstant16",
    "StorageInputOutput16",
    "GroupNonUniformBallot",
    "GroupNonUniformArithmetic",
    "GroupNonUniformClustered",
    "GroupNonUniformShuffle",
    "GroupNonUniformVote",
    "SubgroupBallotKHR",
    "DotProduct",
    "DotProductInput4x8Bit",
    "DotProductInput4x8BitPacked",
    "ExpectAssumeKHR",
    "AtomicStorage",
    "VulkanMemoryModel",
    "Kernel",
    "Int64Atomics",
    "BitInstructions",
]
EXTENSIONS = [
    "SPV_KHR_storage_buffer_storage_class",
    "SPV_KHR_8bit_storage",
    "SPV_KHR_16bit_storage",
    "SPV_KHR_shader_ballot",
    "SPV_KHR_expect_assume",
    "SPV_KHR_integer_dot_product",
    "SPV_KHR_vulkan_memory_model",
    "SPV_KHR_bfloat16",
    "SPV_KHR_bit_instructions",
]
VERSIONS = ["v1.0", "v1.1", "v1.2", "v1.3", "v1.4", "v1.5", "v1.6"]


def target_env(version: str, caps: list[str], exts: list[str]) -> str:
    return (
        f"#spirv.target_env<#spirv.vce<{version}, [{', '.join(caps)}], [{', '.join(exts)}]>, #spirv.resource_limits<>>"
    )


def random_target_env(rng: random.Random) -> str:
    version = rng.choice(VERSIONS[2:] + ["v1.6", "v1.6"])
    caps = [c for c in CAPABILITIES if c == "Shader" or rng.random() < 0.97]
    exts = [e for e in EXTENSIONS if rng.random() < 0.93]
    return target_env(version, caps, exts)


class _Func:
    """One function being written: its value pools by type and a name counter."""

    def __init__(self, rng: random.Random, out: list[str], indent: str, globals_: list[tuple[str, str]]):
        self.rng = rng
        self.out = out
        self.indent = indent
        self.next = 0
        self.ops = 0
        self.pools: dict[str, list[str]] = {}
        self.globals = globals_

    def add(self, name: str, ty: str) -> None:
        self.pools.setdefault(ty, []).append(name)

    def new(self, ty: str) -> str:
        name = f"%{self.next}"
        self.next += 1
        self.add(name, ty)
        return name

    def pick(self, ty: str) -> str | None:
        vals = self.pools.get(ty)
        if not vals:
            return None
        return vals[-1 - min(len(vals) - 1, int(self.rng.expovariate(0.3)))]

    def emit(self, text: str) -> None:
        self.out.append(self.indent + text + "\n")
        self.ops += 1

    # ------------------------------------------------------------------ op templates

    def op(self) -> None:
        rng = self.rng
        r = rng.random()
        if r < 0.30:
            self.arith()
        elif r < 0.42:
            self.constant()
        elif r < 0.52:
            self.group()
        elif r < 0.58:
            self.barrier()
        elif r < 0.63:
            self.dot()
        elif r < 0.70:
            self.memory()
        elif r < 0.76:
            self.convert()
        elif r < 0.80:
            self.khr()
        else:
            self.unary()

    def _typed(self, kinds: list[str]) -> tuple[str, str] | None:
        rng = self.rng
        choices = [t for t in kinds if self.pools.get(t)]
        if not choices:
            return None
        t = rng.choice(choices)
        return t, self.pick(t)

    def arith(self) -> None:
        rng = self.rng
        if rng.random() < 0.6:
            got = self._typed(INT_TYPES + ["vector<4xi32>"])
            name = rng.choice(["IAdd", "ISub", "IMul", "BitwiseAnd", "BitwiseOr", "BitwiseXor"])
        else:
            got = self._typed(FLOAT_TYPES + ["vector<4xf32>", "vector<2xf16>"])
            name = rng.choice(["FAdd", "FSub", "FMul", "FDiv"])
        if got is None:
            return self.constant()
        t, a = got
        b = self.pick(t)
        r = self.new(t)
        self.emit(f'{r} = "spirv.{name}"({a}, {b}) : ({t}, {t}) -> {t}')

    def unary(self) -> None:
        rng = self.rng
        if rng.random() < 0.5:
            got = self._typed(INT_TYPES)
            name = rng.choice(["BitReverse", "BitCount", "Not", "SNegate"])
        else:
            got = self._typed(["f16", "f32"])
            name = rng.choice(["FNegate", "GL.Sqrt", "GL.FAbs", "GL.Floor"])
        if got is None:
            return self.constant()
        t, a = got
        r = self.new(t)
        self.emit(f'{r} = "spirv.{name}"({a}) : ({t}) -> {t}')
        if rng.random() < 0.2 and t in ("f16", "f32"):
            r2 = self.new("i1")
            self.emit(f'{r2} = "spirv.IsNan"({r}) : ({t}) -> i1')

    def constant(self) -> None:
        rng = self.rng
        t = rng.choice(["i32", "i32", "f32", "i16", "i64", "f16", "f64", "i8"])
        if t.startswith("i"):
            lit = f"{rng.randrange(-100, 100)} : {t}"
        else:
            lit = f"{rng.choice(['1.000000e+00', '2.500000e+00', '-3.125000e-01'])} : {t}"
        r = self.new(t)
        self.emit(f'{r} = "spirv.Constant"() <{{value = {lit}}}> : () -> {t}')

    def convert(self) -> None:
        rng = self.rng
        pairs = [
            ("SConvert", "i32", "i64"),
            ("UConvert", "i32", "i16"),
            ("FConvert", "f32", "f64"),
            ("FConvert", "f32", "f16"),
            ("ConvertSToF", "i32", "f32"),
            ("ConvertFToS", "f32", "i32"),
        ]
        name, src, dst = rng.choice(pairs)
        a = self.pick(src)
        r = self.new(dst)
        self.emit(f'{r} = "spirv.{name}"({a}) : ({src}) -> {dst}')

    def group(self) -> None:
        rng = self.rng
        scope = rng.choice(SCOPES_EXEC)
        k = rng.random()
        if k < 0.25:
            r = self.new("vector<4xi32>")
            self.emit(
                f'{r} = "spirv.GroupNonUniformBallot"({self.pick("i1")}) <{{execution_scope = #spirv.scope<{scope}>}}> : (i1) -> vector<4xi32>'
            )
        elif k < 0.35:
            r = self.new("i1")
            self.emit(f'{r} = "spirv.GroupNonUniformElect"() <{{execution_scope = #spirv.scope<{scope}>}}> : () -> i1')
        elif k < 0.55:
            t, op = rng.choice(
                [("i32", "IAdd"), ("i32", "IMul"), ("f32", "FAdd"), ("f32", "FMax"), ("f16", "FMin"), ("i32", "UMax")]
            )
            a = self.pick(t)
            if a is None:
                t, op, a = "i32", "IAdd", self.pick("i32")
            r = self.new(t)
            if rng.random() < 0.2:
                c = self.new("i32")
                self.emit(f'{c} = "spirv.Constant"() <{{value = 4 : i32}}> : () -> i32')
                self.emit(
                    f'{r} = "spirv.GroupNonUniform{op}"({a}, {c}) <{{execution_scope = #spirv.scope<{scope}>, group_operation = #spirv.group_operation<ClusteredReduce>}}> : ({t}, i32) -> {t}'
                )
            else:
                gop = rng.choice(GROUP_OPS)
                self.emit(
                    f'{r} = "spirv.GroupNonUniform{op}"({a}) <{{execution_scope = #spirv.scope<{scope}>, group_operation = #spirv.group_operation<{gop}>}}> : ({t}) -> {t}'
                )
        elif k < 0.75:
            name = rng.choice(["GroupNonUniformBroadcast", "GroupNonUniformShuffle", "GroupNonUniformShuffleXor"])
            c = self.new("i32")
            self.emit(f'{c} = "spirv.Constant"() <{{value = 1 : i32}}> : () -> i32')
            a = self.pick("i32")
            r = self.new("i32")
            self.emit(
                f'{r} = "spirv.{name}"({a}, {c}) <{{execution_scope = #spirv.scope<{scope}>}}> : (i32, i32) -> i32'
            )
        else:
            name = rng.choice(["GroupNonUniformAll", "GroupNonUniformAny"])
            a = self.pick("i1")
            r = self.new("i1")
            self.emit(f'{r} = "spirv.{name}"({a}) <{{execution_scope = #spirv.scope<Subgroup>}}> : (i1) -> i1')

    def _semantics(self) -> str:
        rng = self.rng
        bits = [rng.choice(ORDERINGS)]
        bits += [b for b in STORAGE_BITS if rng.random() < 0.12]
        bits = [b for b in bits if b != "None"] or ["None"]
        return "|".join(bits)

    def barrier(self) -> None:
        rng = self.rng
        mem = rng.choice(SCOPES_MEM)
        sem = self._semantics()
        if rng.random() < 0.5:
            ex = rng.choice(SCOPES_EXEC)
            self.emit(
                f'"spirv.ControlBarrier"() <{{execution_scope = #spirv.scope<{ex}>, memory_scope = #spirv.scope<{mem}>, memory_semantics = #spirv.memory_semantics<{sem}>}}> : () -> ()'
            )
        else:
            self.emit(
                f'"spirv.MemoryBarrier"() <{{memory_scope = #spirv.scope<{mem}>, memory_semantics = #spirv.memory_semantics<{sem}>}}> : () -> ()'
            )

    def dot(self) -> None:
        rng = self.rng
        name = rng.choice(["SDot", "UDot", "SUDot"])
        v = self.pick("vector<4xi8>")
        a = self.pick("i32")
        r = self.new("i32")
        if v is not None and rng.random() < 0.5:
            self.emit(f'{r} = "spirv.{name}"({v}, {v}) : (vector<4xi8>, vector<4xi8>) -> i32')
        else:
            self.emit(
                f'{r} = "spirv.{name}"({a}, {a}) <{{format = #spirv.packed_vector_format<PackedVectorFormat4x8Bit>}}> : (i32, i32) -> i32'
            )

    def memory(self) -> None:
        rng = self.rng
        if self.globals and rng.random() < 0.5:
            sym, ptr = rng.choice(self.globals)
            p = self.new(ptr)
            self.emit(f'{p} = "spirv.mlir.addressof"() <{{variable = @{sym}}}> : () -> {ptr}')
            return
        t = rng.choice(["i32", "f32", "i16", "i64", "f16"])
        v = self.pick(t)
        if v is None:
            t, v = "i32", self.pick("i32")
        ptr = f"!spirv.ptr<{t}, Function>"
        p = self.new(ptr)
        self.emit(f'{p} = "spirv.Variable"() <{{storage_class = #spirv.storage_class<Function>}}> : () -> {ptr}')
        self.emit(f'"spirv.Store"({p}, {v}) : ({ptr}, {t}) -> ()')
        r = self.new(t)
        self.emit(f'{r} = "spirv.Load"({p}) : ({ptr}) -> {t}')

    def khr(self) -> None:
        rng = self.rng
        if rng.random() < 0.5:
            r = self.new("vector<4xi32>")
            self.emit(f'{r} = "spirv.KHR.SubgroupBallot"({self.pick("i1")}) : (i1) -> vector<4xi32>')
        else:
            self.emit(f'"spirv.KHR.AssumeTrue"({self.pick("i1")}) : (i1) -> ()')


def generate(
    ops: int,
    seed: int = 1,
    units: int = 1,
    target: str = "none",
    funcs_per_unit: int | None = None,
    write=None,
) -> int:
    """Write the module text in chunks through ``write``; returns the number of ops written."""
    rng = random.Random(seed)
    total = 0
    per_unit = max(1, ops // max(1, units))
    write('"builtin.module"() ({\n')
    total += 1
    for u in range(units):
        budget = per_unit if u < units - 1 else max(1, ops - per_unit * (units - 1))
        out: list[str] = []
        env = ""
        if target == "all":
            env = f" {{spirv.target_env = {target_env('v1.6', CAPABILITIES, EXTENSIONS)}}}"
        elif target == "random":
            env = f" {{spirv.target_env = {random_target_env(rng)}}}"
        out.append(
            '  "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, '
            f'memory_model = #spirv.memory_model<GLSL450>, sym_name = "unit{u}"}}> ({{\n'
        )
        count = 1
        globals_: list[tuple[str, str]] = []
        for g in range(rng.randrange(1, 5)):
            sc = rng.choice(STORAGE_CLASSES)
            el = rng.choice(GLOBAL_ELEMENTS)
            if sc in ("Input", "Output") and ("struct" in el or "matrix" in el):
                el = "f32"
            ptr = f"!spirv.ptr<{el}, {sc}>"
            sym = f"g{u}_{g}"
            out.append(f'    "spirv.GlobalVariable"() <{{sym_name = "{sym}", type = {ptr}}}> : () -> ()\n')
            globals_.append((sym, ptr))
            count += 1
        nfuncs = funcs_per_unit or max(1, budget // 2000)
        per_func = max(4, (budget - count) // nfuncs)
        f_index = 0
        while count < budget:
            extra = [t for t in OPTIONAL_ARG_TYPES if rng.random() < 0.3]
            args = ARG_TYPES + extra
            fn = _Func(rng, out, "      ", globals_)
            sig = ", ".join(f"%arg{i}: {t}" for i, t in enumerate(args))
            for i, t in enumerate(args):
                fn.add(f"%arg{i}", t)
            out.append(
                '    "spirv.func"() <{function_control = #spirv.function_control<None>, '
                f'function_type = ({", ".join(args)}) -> i32, sym_name = "f{u}_{f_index}"}}> ({{\n'
                f"    ^bb0({sig}):\n"
            )
            f_index += 1
            want = min(per_func, budget - count - 2)
            while fn.ops < want:
                if rng.random() < 0.02 and want - fn.ops > 8:
                    fn.ops += _selection(fn, rng)
                else:
                    fn.op()
            out.append(f'      "spirv.ReturnValue"(%arg1) : (i32) -> ()\n')
            out.append("    }) : () -> ()\n")
            count += fn.ops + 2
            if len(out) > 4096:
                write("".join(out))
                out.clear()
        out.append(f"  }}){env} : () -> ()\n")
        write("".join(out))
        total += count
    write("}) : () -> ()\n")
    return total


def _selection(fn: _Func, rng: random.Random) -> int:
    """A ``spirv.mlir.selection`` with a few ops in its then-block; returns ops written there."""
    cond = fn.pick("i1")
    before = fn.ops
    fn.emit('"spirv.mlir.selection"() <{selection_control = #spirv.selection_control<None>}> ({')
    fn.out.append(
        f'{fn.indent}  "spirv.BranchConditional"({cond})[^bb1, ^bb2] <{{operandSegmentSizes = array<i32: 1, 0, 0>}}> : (i1) -> ()\n'
    )
    fn.out.append(f"{fn.indent}^bb1:\n")
    saved_indent, saved_pools = fn.indent, {k: list(v) for k, v in fn.pools.items()}
    fn.indent = saved_indent + "  "
    for _ in range(rng.randrange(2, 6)):
        fn.op()
    fn.out.append(f'{fn.indent}"spirv.Branch"()[^bb2] : () -> ()\n')
    fn.out.append(f"{saved_indent}^bb2:\n")
    fn.out.append(f'{fn.indent}"spirv.mlir.merge"() : () -> ()\n')
    fn.indent = saved_indent
    fn.out.append(f"{saved_indent}}}) : () -> ()\n")
    fn.pools = saved_pools  # values defined inside do not dominate what follows
    return 3  # the branch, branch and merge (the selection itself was counted by emit)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--ops", type=int, default=1_000_000, help="number of operations, about (default 1000000)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--units", type=int, default=1, help="number of spirv.module ops (default 1)")
    p.add_argument("--target-env", choices=["none", "all", "random"], default="none")
    p.add_argument("-o", "--output", default="-", help="output file (default: standard output)")
    args = p.parse_args(argv)
    out = sys.stdout if args.output == "-" else open(args.output, "w", encoding="utf-8")
    try:
        generate(args.ops, args.seed, args.units, args.target_env, write=out.write)
    finally:
        if out is not sys.stdout:
            out.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

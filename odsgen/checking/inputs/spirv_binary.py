"""SPIR-V binaries as modules: a ``.spv`` file read into odsgen's IR without MLIR (issue 33, item 7).

The words every shader compiler emits (and IREE embeds) are read the way MLIR's
deserializer reads them (``mlir-translate --deserialize-spirv``), into the generic form
of one ``spirv.module`` that validate, deduce, explain and verify check as they check a
text module:

- each instruction's opcode names its op through the spec's ODS records (each spirv op's
  ``spirvOpName``, or ``extendedInstSetName`` and ``extendedInstOpcode`` for the ops of
  an extended instruction set: ``OpExtInst GLSL.std.450 40`` is ``spirv.GL.FMax``), and
  its words are the op's ODS arguments in order, as MLIR's generated deserializer reads
  them: an id per operand, an enum attribute's value (``Scope`` and ``MemorySemantics``
  from the constant its id names), an integer attribute's literal;
- the operand kinds, enumerant names and instructions come from the Khronos SPIR-V
  grammar (odsgen.checking.inputs.spv_grammar, read at run time);
- types, decorations (``Binding``, ``DescriptorSet``, ``BuiltIn``, ``SpecId``, and any
  other decoration of a result as its snake-case attribute: ``NoSignedWrap`` is
  ``no_signed_wrap``), the header's version and the declared capabilities and
  extensions (the module's ``vce_triple``) are what MLIR gives them;
- constants are materialized in the functions that use them (one used by none in the
  first function, so that its type still counts); ``OpPhi`` results are block
  arguments; merge instructions and debug information are dropped, as in MLIR.

An instruction the spec has no op for (an op newer than the spec's MLIR, such as
``OpExtInst GLSL.std.450 NMax`` for MLIR 22) is kept under the name MLIR would give it
(``spirv.GL.NMax``) and listed in its read's ``unknown_spirv`` (``ModuleRead``) with the grammar's availability
of it, so the checks name and judge it and check the rest of the module.

Every op is located at its instruction: ``file.spv:word N`` (the word offset), shown with
the instruction's disassembly.
"""

from __future__ import annotations

import dataclasses
import math
import re
import struct
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from odsgen.checking.inputs.module_read import ModuleRead, Unknown
from odsgen.checking.inputs.spirv_ops import OdsOps, ods_ops
from odsgen.diagnostics import Diagnostic, OdsgenError, Severity
from odsgen.source import Loc, SourceFile

if TYPE_CHECKING:
    from collections.abc import Callable

    from odsgen.checking.spec import LoadedSpec
    from odsgen.checking.inputs.spv_grammar import Grammar, Instruction
    from odsgen.source import SourceManager

MAGIC = 0x07230203
# The capability each extended instruction set's environment needs (spirv-val's rule).
EXT_SET_CAPABILITY = {"GLSL.std.450": "Shader", "OpenCL.std": "Kernel"}


_SWAPPED = 0x03022307


def is_spirv(data: bytes) -> bool:
    """Whether ``data`` starts with the SPIR-V magic number (either byte order)."""
    if len(data) < 4:
        return False
    word = int.from_bytes(data[:4], "little")
    return word in (MAGIC, _SWAPPED)


# --------------------------------------------------------------------------- locations


class WordSource(SourceFile):
    """A ``.spv`` file as the reports place ops in it: the generic text odsgen read (one
    instruction per line), each line standing for the instruction at a word offset:
    ``loc_of_offset`` gives ``Loc(file, word, WORD)``, printed ``file.spv:word N``, and
    ``line_text(word)`` the instruction's disassembly (``disassembly(word)``: made when a
    report shows it)."""

    __slots__ = ("words_of_line", "disassembly")

    def __init__(
        self, name: str, text: str, words_of_line: list[int], disassembly: Callable[[int], str | None]
    ) -> None:
        super().__init__(name, text)
        self.words_of_line = words_of_line
        self.disassembly = disassembly

    def loc_of_offset(self, offset: int) -> Loc:
        line = super().loc_of_offset(offset).line
        word = self.words_of_line[line - 1] if 0 < line <= len(self.words_of_line) else 0
        return Loc(self.name, word, WORD)

    def line_text(self, line: int) -> str | None:
        return self.disassembly(line)


WORD = -1  # the column of a location that is a word offset (odsgen.source.Loc prints it so)


def _error(name: str, word: int, message: str) -> OdsgenError:
    return OdsgenError(Diagnostic(Loc(name, word, WORD), Severity.ERROR, message))


# --------------------------------------------------------------------------- words


def _words(data: bytes, name: str) -> list[int]:
    if len(data) % 4:
        raise _error(name, len(data) // 4, f"a SPIR-V binary is whole 32-bit words: {len(data)} bytes is not")
    order = "<" if int.from_bytes(data[:4], "little") == MAGIC else ">"
    return list(struct.unpack(f"{order}{len(data) // 4}I", data))


def _string(words: list[int], at: int) -> tuple[str, int]:
    """The literal string at ``words[at]`` and the index past it."""
    raw = bytearray()
    i = at
    while i < len(words):
        w = words[i]
        i += 1
        chunk = w.to_bytes(4, "little")
        if 0 in chunk:
            raw += chunk[: chunk.index(0)]
            break
        raw += chunk
    return raw.decode("utf-8", "replace"), i


def _snake(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])([A-Z])|(?<=[A-Z])([A-Z][a-z])", r"_\1\2", name).lower()


def _escape(s: str) -> str:
    from odsgen.runtime.ir import escape_string

    return escape_string(s)


@dataclass
class _Inst:
    word: int
    opcode: int
    ops: list[int]  # the operand words
    opname: str


@dataclass
class _Block:
    label: int
    phis: list[_Inst]
    body: list[_Inst]


@dataclass
class _Func:
    inst: _Inst
    params: list[tuple[int, int]]  # (id, type id)
    blocks: list[_Block]


class _Reader:
    """One binary read into generic text (``text``), an op per line (``words_of_line``)."""

    def __init__(self, words: list[int], name: str, grammar: Grammar, ods: OdsOps) -> None:
        self.w = words
        self.name = name
        self.g = grammar
        self.ods = ods
        self.insts: list[_Inst] = []
        self.names: dict[int, str] = {}
        self.decorations: dict[int, list[tuple[str, list[int]]]] = {}
        self.member_decorations: dict[int, dict[int, list[tuple[str, list[int]]]]] = {}
        self.types: dict[int, str] = {}
        self.type_inst: dict[int, _Inst] = {}
        self.consts: dict[int, _Inst] = {}  # constants, spec constants and undefs by id
        self.const_value: dict[int, int] = {}
        self.ext_sets: dict[int, str] = {}
        self.globals: dict[int, _Inst] = {}
        self.funcs: list[_Func] = []
        self.lines: list[str] = []
        self.words_of_line: list[int] = []
        self.at_word: dict[int, _Inst] = {}  # each instruction by its word offset (``disassembly``)
        # (each name and extended set by id, with the word of the instruction that gave it: an
        # instruction's disassembly shows those given before it)
        self.names_from: dict[int, list[tuple[int, str]]] = {}
        self.ext_sets_from: dict[int, list[tuple[int, str]]] = {}
        self.unknown: list[Unknown] = []
        self.caps: list[str] = []
        self.exts: list[str] = []
        self.entry: list[_Inst] = []
        self.modes: list[_Inst] = []
        self.memory_model: tuple[int, int] = (0, 1)
        self.symbols: dict[int, str] = {}

    # ---------------------------------------------------------------- scanning

    def scan(self) -> None:
        w = self.w
        if len(w) < 5:
            raise _error(self.name, 0, "a SPIR-V binary has a header of 5 words")
        i = 5
        func: _Func | None = None
        block: _Block | None = None
        while i < len(w):
            count, opcode = w[i] >> 16, w[i] & 0xFFFF
            if count == 0 or i + count > len(w):
                raise _error(self.name, i, f"an instruction of {count} words runs past the end of the binary")
            ins = self.g.instructions.get(opcode)
            inst = _Inst(i, opcode, w[i + 1 : i + count], ins.opname if ins is not None else f"Op{opcode}")
            self.insts.append(inst)
            self.at_word[i] = inst
            op = inst.opname
            if op == "OpFunction":
                func = _Func(inst, [], [])
            elif op == "OpFunctionParameter" and func is not None:
                func.params.append((inst.ops[1], inst.ops[0]))
            elif op == "OpFunctionEnd":
                if func is not None:
                    self.funcs.append(func)
                func, block = None, None
            elif op == "OpLabel" and func is not None:
                block = _Block(inst.ops[0], [], [])
                func.blocks.append(block)
            elif func is not None and block is not None:
                if op == "OpPhi":
                    block.phis.append(inst)
                elif op not in ("OpSelectionMerge", "OpLoopMerge", "OpLine", "OpNoLine"):
                    block.body.append(inst)
            elif func is not None and op in ("OpVariable",):  # (before the first label: invalid, kept)
                pass
            else:
                self.module_level(inst)
            i += count

    def module_level(self, inst: _Inst) -> None:
        op, o = inst.opname, inst.ops
        if op == "OpCapability":
            name = self.g.enum_name("Capability", o[0])
            self.caps.append(name or str(o[0]))
        elif op == "OpExtension":
            self.exts.append(_string(o, 0)[0])
        elif op == "OpExtInstImport":
            self.ext_sets[o[0]] = _string(o, 1)[0]
            self.ext_sets_from.setdefault(o[0], []).append((inst.word, self.ext_sets[o[0]]))
        elif op == "OpMemoryModel":
            self.memory_model = (o[0], o[1])
        elif op == "OpEntryPoint":
            self.entry.append(inst)
        elif op in ("OpExecutionMode", "OpExecutionModeId"):
            self.modes.append(inst)
        elif op == "OpName":
            self.names[o[0]] = _string(o, 1)[0]
            self.names_from.setdefault(o[0], []).append((inst.word, self.names[o[0]]))
        elif op == "OpDecorate":
            kind = self.g.enum_name("Decoration", o[1]) or str(o[1])
            self.decorations.setdefault(o[0], []).append((kind, o[2:]))
        elif op == "OpMemberDecorate":
            kind = self.g.enum_name("Decoration", o[2]) or str(o[2])
            self.member_decorations.setdefault(o[0], {}).setdefault(o[1], []).append((kind, o[3:]))
        elif op.startswith("OpType"):
            self.type_inst[o[0]] = inst
        elif op.startswith(("OpConstant", "OpSpecConstant")) or op == "OpUndef":
            self.consts[o[1]] = inst
            if op == "OpConstant" and len(o) >= 3:
                self.const_value[o[1]] = o[2]
        elif op == "OpVariable":
            self.globals[o[1]] = inst

    # ---------------------------------------------------------------- disassembly

    def disassembly(self, word: int) -> str | None:
        """The disassembly of the instruction at ``word`` (None: no instruction starts there)."""
        inst = self.at_word.get(word)
        return None if inst is None else self.disassemble(inst)

    @staticmethod
    def _given(given: dict[int, list[tuple[int, str]]], vid: int, before: int) -> str | None:
        """What ``given`` (``names_from``, ``ext_sets_from``) gave ``vid`` last before word ``before``."""
        got = None
        for word, value in given.get(vid, ()):
            if word >= before:
                break
            got = value
        return got

    def _name(self, vid: int, before: int) -> str | int:
        name = self._given(self.names_from, vid, before)
        return vid if name is None else name

    def disassemble(self, inst: _Inst) -> str:
        ins = self.g.instructions.get(inst.opcode)
        if ins is None:
            return f"Op{inst.opcode} " + " ".join(map(str, inst.ops))
        out: list[str] = []
        result = ""
        words = inst.ops
        i = 0
        kinds = list(ins.operands)
        k = 0
        while i < len(words) and k < len(kinds):
            kind, quant, _ = kinds[k]
            if kind == "IdResult":
                result = f"%{self._name(words[i], inst.word)} = "
                i += 1
            elif kind.startswith("Id"):
                out.append(f"%{self._name(words[i], inst.word)}")
                i += 1
            elif kind == "LiteralString":
                s, i = _string(words, i)
                out.append(f'"{s}"')
            elif kind == "LiteralExtInstInteger" and inst.opname == "OpExtInst":
                set_name = self._given(self.ext_sets_from, words[i - 1], inst.word) or ""
                e = self.g.ext_sets.get(set_name, {}).get(words[i])
                out.append(e.opname if e is not None else str(words[i]))
                i += 1
            elif self.g.kinds.get(kind) in ("ValueEnum", "BitEnum"):
                cat = self.g.kinds[kind]
                if cat == "ValueEnum":
                    en = self.g.enumerants.get(kind, {}).get(words[i])
                    out.append(en.name if en is not None else str(words[i]))
                    params = en.parameters if en is not None else ()
                else:
                    out.append("|".join(self.g.bit_names(kind, words[i])))
                    params = tuple(
                        p
                        for v, e in self.g.enumerants.get(kind, {}).items()
                        if v and words[i] & v == v
                        for p in e.parameters
                    )
                i += 1
                for p in params:
                    if i < len(words):
                        out.append(f"%{words[i]}" if p.startswith("Id") else str(words[i]))
                        i += 1
            else:
                out.append(str(words[i]))
                i += 1
            if quant != "*":
                k += 1
        out.extend(str(x) for x in words[i:])
        return f"{result}{inst.opname}" + "".join(" " + x for x in out)

    # ---------------------------------------------------------------- types

    def type(self, tid: int, depth: int = 0) -> str:
        if tid in self.types:
            return self.types[tid]
        inst = self.type_inst.get(tid)
        if inst is None or depth > 64:
            raise _error(self.name, inst.word if inst else 0, f"%{tid} is not a type the binary declares")
        t = self._type(inst, depth)
        self.types[tid] = t
        return t

    def _stride(self, tid: int) -> str:
        for kind, ops in self.decorations.get(tid, ()):
            if kind == "ArrayStride" and ops:
                return f", stride={ops[0]}"
        return ""

    def _type(self, inst: _Inst, depth: int) -> str:
        op, o = inst.opname, inst.ops

        def sub(i: int) -> str:
            return self.type(o[i], depth + 1)

        if op == "OpTypeVoid":
            return "none"
        if op == "OpTypeBool":
            return "i1"
        if op == "OpTypeInt":
            # Signedness is a hint in SPIR-V (spirv-val accepts an OpIAdd of a signed and an
            # unsigned operand, as glslang writes them); MLIR's deserializer keeps it as si32
            # and its verifier then refuses such shaders: every integer is read signless.
            return f"i{o[1]}"
        if op == "OpTypeFloat":
            if len(o) > 2 and o[2] == 0:
                return "bf16"
            return {16: "f16", 32: "f32", 64: "f64"}.get(o[1], f"f{o[1]}")
        if op == "OpTypeVector":
            return f"vector<{o[2]}x{sub(1)}>"
        if op == "OpTypeMatrix":
            return f"!spirv.matrix<{o[2]} x {sub(1)}>"
        if op == "OpTypeArray":
            n = self.const_value.get(o[2], 0)
            return f"!spirv.array<{n} x {sub(1)}{self._stride(o[0])}>"
        if op == "OpTypeRuntimeArray":
            return f"!spirv.rtarray<{sub(1)}{self._stride(o[0])}>"
        if op == "OpTypePointer":
            sc = self.g.enum_name("StorageClass", o[1]) or str(o[1])
            return f"!spirv.ptr<{sub(2)}, {sc}>"
        if op == "OpTypeStruct":
            members = []
            mdec = self.member_decorations.get(o[0], {})
            for m in range(1, len(o)):
                decs = mdec.get(m - 1, [])
                offset = next((d[1][0] for d in decs if d[0] == "Offset" and d[1]), None)
                rest = [d[0] if not d[1] else f"{d[0]}={d[1][0]}" for d in decs if d[0] != "Offset"]
                parts = ([] if offset is None else [str(offset)]) + rest
                members.append(self.type(o[m], depth + 1) + (f" [{', '.join(parts)}]" if parts else ""))
            flags = [d[0] for d in self.decorations.get(o[0], ()) if not d[1]]
            body = f"({', '.join(members)})" + "".join(f", {d}" for d in flags)
            name = self.names.get(o[0])
            if name:
                body = f"{name}, {body}"
            return f"!spirv.struct<{body}>"
        if op == "OpTypeFunction":
            ins = ", ".join(self.type(x, depth + 1) for x in o[2:])
            res = self.type(o[1], depth + 1)
            return f"({ins}) -> {'()' if res == 'none' else res}"
        if op == "OpTypeImage":
            dim = self.g.enum_name("Dim", o[2]) or str(o[2])
            dim = {"1D": "Dim1D", "2D": "Dim2D", "3D": "Dim3D"}.get(dim, dim)
            depth_info = ["NoDepth", "IsDepth", "DepthUnknown"][min(o[3], 2)]
            arrayed = ["NonArrayed", "Arrayed"][min(o[4], 1)]
            ms = ["SingleSampled", "MultiSampled"][min(o[5], 1)]
            sampled = ["SamplerUnknown", "NeedSampler", "NoSampler"][min(o[6], 2)]
            fmt = self.g.enum_name("ImageFormat", o[7]) or str(o[7])
            return f"!spirv.image<{sub(1)}, {dim}, {depth_info}, {arrayed}, {ms}, {sampled}, {fmt}>"
        if op == "OpTypeSampledImage":
            return f"!spirv.sampled_image<{sub(1)}>"
        if op == "OpTypeSampler":
            return "!spirv.sampler"
        if op == "OpTypeCooperativeMatrixKHR":
            scope = self.g.enum_name("Scope", self.const_value.get(o[2], 3)) or "Subgroup"
            rows, cols = self.const_value.get(o[3], 0), self.const_value.get(o[4], 0)
            use = {0: "MatrixA", 1: "MatrixB", 2: "MatrixAcc"}.get(self.const_value.get(o[5], 0), "MatrixA")
            return f"!spirv.coopmatrix<{rows}x{cols}x{sub(1)}, {scope}, {use}>"
        return f"!spirv.unknown_type<{inst.opname}>"

    # ---------------------------------------------------------------- constants

    def scalar_attr(self, value_words: list[int], t: str) -> str:
        if t == "i1":
            return "true" if value_words and value_words[0] else "false"
        if t.startswith(("i", "si")):
            width = int(t.lstrip("si"))
            v = value_words[0] if value_words else 0
            if width == 64 and len(value_words) > 1:
                v |= value_words[1] << 32
            if t.startswith("si") and v >= 1 << (width - 1):
                v -= 1 << width
            elif v >= 1 << (width - 1):  # (signless: as MLIR prints it)
                v -= 1 << width
            return f"{v} : {t}"
        width = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}.get(t, 32)
        bits = value_words[0] if value_words else 0
        if width == 64 and len(value_words) > 1:
            bits |= value_words[1] << 32
        fmt = {16: "<e", 32: "<f", 64: "<d"}[width]
        if t == "bf16":
            x = struct.unpack("<f", ((bits & 0xFFFF) << 16).to_bytes(4, "little"))[0]
        else:
            x = struct.unpack(fmt, bits.to_bytes(width // 8, "little"))[0]
        if not math.isfinite(x):
            return f"0x{bits:X} : {t}"
        return f"{x!r} : {t}".replace("inf", "0x7F800000")

    def const_attr(self, cid: int, depth: int = 0) -> str:
        inst = self.consts[cid]
        op, o = inst.opname, inst.ops
        t = self.type(o[0])
        if op in ("OpConstantTrue", "OpSpecConstantTrue"):
            return "true"
        if op in ("OpConstantFalse", "OpSpecConstantFalse"):
            return "false"
        if op in ("OpConstant", "OpSpecConstant"):
            return self.scalar_attr(o[2:], t)
        if op == "OpConstantNull":
            return self._zero(t)
        if op in ("OpConstantComposite", "OpSpecConstantComposite") and depth < 32:
            parts = [self.const_attr(x, depth + 1) if x in self.consts else "0 : i32" for x in o[2:]]
            if t.startswith("vector<"):
                return f"dense<[{', '.join(p.rsplit(' : ', 1)[0] for p in parts)}]> : {t}"
            return f"[{', '.join(parts)}]"
        return self._zero(t)

    def _zero(self, t: str) -> str:
        if t == "i1":
            return "false"
        if t.startswith(("i", "si")) and t.lstrip("si").isdigit():
            return f"0 : {t}"
        if t in ("f16", "bf16", "f32", "f64"):
            return f"0.0 : {t}"
        if t.startswith("vector<"):
            elem = t[t.index("x") + 1 : -1]
            return f"dense<{'false' if elem == 'i1' else '0' if elem.startswith(('i', 'si')) else '0.0'}> : {t}"
        return "[]"

    # ---------------------------------------------------------------- emitting

    def emit(self, text: str, word: int) -> None:
        self.lines.append(text)
        self.words_of_line.append(word)

    def symbol(self, vid: int, prefix: str) -> str:
        s = self.symbols.get(vid)
        if s is None:
            base = self.names.get(vid) or f"{prefix}_{vid}"
            if not re.fullmatch(r"[A-Za-z_][\w$.]*", base):
                base = f"{prefix}_{vid}"
            taken = set(self.symbols.values())
            s = base
            n = 0
            while s in taken:
                n += 1
                s = f"{base}_{n}"
            self.symbols[vid] = s
        return s

    def generic(self) -> str:
        addressing = self.g.enum_name("AddressingModel", self.memory_model[0]) or "Logical"
        memory = self.g.enum_name("MemoryModel", self.memory_model[1]) or "GLSL450"
        version = self.w[1]
        major, minor = (version >> 16) & 0xFF, (version >> 8) & 0xFF
        caps = ", ".join(self.caps)
        exts = ", ".join(self.exts)
        vce = f"#spirv.vce<v{major}.{minor}, [{caps}], [{exts}]>"
        first = self.insts[0].word if self.insts else 5
        self.emit('"builtin.module"() ({', first)
        self.emit(
            f'"spirv.module"() <{{addressing_model = #spirv.addressing_model<{addressing}>, '
            f"memory_model = #spirv.memory_model<{memory}>, vce_triple = {vce}}}> ({{",
            next((i.word for i in self.insts if i.opname == "OpMemoryModel"), first),
        )
        for vid, inst in self.globals.items():
            self.global_variable(vid, inst)
        for cid, inst in self.consts.items():
            if inst.opname.startswith("OpSpecConstant") and inst.opname != "OpSpecConstantOp":
                self.spec_constant(cid, inst)
        used_anywhere: set[int] = set()
        for f in self.funcs:
            used_anywhere |= self.function_uses(f)
        unused = [c for c in self.consts if c not in used_anywhere and not self.consts[c].opname.startswith("OpSpec")]
        for n, f in enumerate(self.funcs):
            self.function(f, unused if n == 0 else [])
        for inst in self.entry:
            self.entry_point(inst)
        for inst in self.modes:
            self.execution_mode(inst)
        self.emit("}) : () -> ()", self.insts[-1].word if self.insts else first)
        self.emit("}) : () -> ()", self.insts[-1].word if self.insts else first)
        return "\n".join(self.lines) + "\n"

    def decoration_attrs(self, vid: int, skip: tuple[str, ...] = ()) -> list[str]:
        out = []
        for kind, ops in self.decorations.get(vid, ()):
            if kind in skip:
                continue
            name = _snake(kind)
            if kind == "FPFastMathMode" and ops:
                bits = "|".join(self.g.bit_names("FPFastMathMode", ops[0]))
                out.append(f"{name} = #spirv.fastmath_mode<{bits}>")
            elif not ops:
                out.append(name)
            else:
                out.append(f"{name} = {ops[0]} : i32")
        return out

    def global_variable(self, vid: int, inst: _Inst) -> None:
        t = self.type(inst.ops[0])
        props = [f'sym_name = "{self.symbol(vid, "var")}"', f"type = {t}"]
        for kind, ops in self.decorations.get(vid, ()):
            if kind == "Binding" and ops:
                props.append(f"binding = {ops[0]} : i32")
            elif kind == "DescriptorSet" and ops:
                props.append(f"descriptor_set = {ops[0]} : i32")
            elif kind == "BuiltIn" and ops:
                props.append(f'built_in = "{self.g.enum_name("BuiltIn", ops[0]) or ops[0]}"')
        if len(inst.ops) > 3 and inst.ops[3] in self.globals:
            props.append(f"initializer = @{self.symbol(inst.ops[3], 'var')}")
        props.sort()
        attrs = self.decoration_attrs(vid, ("Binding", "DescriptorSet", "BuiltIn"))
        extra = f" {{{', '.join(attrs)}}}" if attrs else ""
        self.emit(f'"spirv.GlobalVariable"() <{{{", ".join(props)}}}>{extra} : () -> ()', inst.word)

    def spec_constant(self, cid: int, inst: _Inst) -> None:
        if inst.opname == "OpSpecConstantComposite":
            return
        value = self.const_attr(cid)
        spec_id = next((ops[0] for k, ops in self.decorations.get(cid, ()) if k == "SpecId" and ops), None)
        extra = f" {{spec_id = {spec_id} : i64}}" if spec_id is not None else ""
        self.emit(
            f'"spirv.SpecConstant"() <{{default_value = {value}, sym_name = "{self.symbol(cid, "spec_const")}"}}>{extra} : () -> ()',
            inst.word,
        )

    def function_uses(self, f: _Func) -> set[int]:
        out: set[int] = set()
        for b in f.blocks:
            for inst in (*b.phis, *b.body):
                out.update(x for x in inst.ops if x in self.consts or x in self.globals)
        return out

    def function(self, f: _Func, extra_consts: list[int]) -> None:
        o = f.inst.ops
        ftype = self.type(o[3])
        control = "|".join(self.g.bit_names("FunctionControl", o[2]))
        self.emit(
            f'"spirv.func"() <{{function_control = #spirv.function_control<{control}>, '
            f'function_type = {ftype}, sym_name = "{self.symbol(o[1], "fn")}"}}> ({{',
            f.inst.word,
        )
        self.values: dict[int, str] = {}
        self.value_types: dict[int, str] = {}
        self.labels = {b.label: f"^bb{n}" for n, b in enumerate(f.blocks)}
        self.phis = {b.label: b.phis for b in f.blocks}
        for n, b in enumerate(f.blocks):
            if n == 0:
                args = []
                for pid, tid in f.params:
                    self.values[pid] = f"%v{pid}"
                    self.value_types[pid] = self.type(tid)
                    args.append(f"%v{pid}: {self.value_types[pid]}")
            else:
                args = []
                for phi in b.phis:
                    self.values[phi.ops[1]] = f"%v{phi.ops[1]}"
                    self.value_types[phi.ops[1]] = self.type(phi.ops[0])
                    args.append(f"%v{phi.ops[1]}: {self.value_types[phi.ops[1]]}")
            label_word = next(
                (i.word for i in self.insts if i.opname == "OpLabel" and i.ops[0] == b.label), f.inst.word
            )
            self.emit(f"^bb{n}({', '.join(args)}):" if args or n else "^bb0:", label_word)
            if n == 0:
                for cid in sorted(self.function_uses(f) | set(extra_consts)):
                    self.materialize(cid)
            for inst in b.body:
                self.instruction(inst, b)
        self.emit("}) : () -> ()", f.inst.word)

    def materialize(self, vid: int) -> None:
        if vid in self.globals:
            t = self.type(self.globals[vid].ops[0])
            self.values[vid] = f"%v{vid}"
            self.value_types[vid] = t
            self.emit(
                f'%v{vid} = "spirv.mlir.addressof"() <{{variable = @{self.symbol(vid, "var")}}}> : () -> {t}',
                self.globals[vid].word,
            )
            return
        inst = self.consts[vid]
        t = self.type(inst.ops[0])
        self.values[vid] = f"%v{vid}"
        self.value_types[vid] = t
        if inst.opname == "OpUndef":
            self.emit(f'%v{vid} = "spirv.Undef"() : () -> {t}', inst.word)
        elif inst.opname.startswith("OpSpecConstant") and inst.opname not in (
            "OpSpecConstantComposite",
            "OpSpecConstantOp",
        ):
            self.emit(
                f'%v{vid} = "spirv.mlir.referenceof"() <{{spec_const = @{self.symbol(vid, "spec_const")}}}> : () -> {t}',
                inst.word,
            )
        else:
            self.emit(f'%v{vid} = "spirv.Constant"() <{{value = {self.const_attr(vid)}}}> : () -> {t}', inst.word)

    def use(self, vid: int, word: int) -> str:
        v = self.values.get(vid)
        if v is None:
            # (a forward reference: a value defined later in the function; the generic reader
            # resolves it by name)
            return f"%v{vid}"
        return v

    def branch_args(self, src: int, target: int, word: int) -> tuple[list[str], list[str]]:
        vals, types = [], []
        for phi in self.phis.get(target, ()):
            pairs = phi.ops[2:]
            for k in range(0, len(pairs) - 1, 2):
                if pairs[k + 1] == src:
                    vals.append(self.use(pairs[k], word))
                    types.append(self.type(phi.ops[0]))
                    break
        return vals, types

    def instruction(self, inst: _Inst, block: _Block) -> None:
        op, o = inst.opname, inst.ops
        ins = self.g.instructions.get(inst.opcode)
        if op == "OpBranch":
            vals, types = self.branch_args(block.label, o[0], inst.word)
            self.emit(
                f'"spirv.Branch"({", ".join(vals)})[{self.labels.get(o[0], "^bb0")}] : ({", ".join(types)}) -> ()',
                inst.word,
            )
            return
        if op == "OpBranchConditional":
            tv, tt = self.branch_args(block.label, o[1], inst.word)
            fv, ft = self.branch_args(block.label, o[2], inst.word)
            weights = f", branch_weights = [{o[3]} : i32, {o[4]} : i32]" if len(o) >= 5 else ""
            self.emit(
                f'"spirv.BranchConditional"({", ".join([self.use(o[0], inst.word), *tv, *fv])})'
                f"[{self.labels.get(o[1], '^bb0')}, {self.labels.get(o[2], '^bb0')}] "
                f"<{{{weights.removeprefix(', ')}{', ' if weights else ''}operandSegmentSizes = array<i32: 1, {len(tv)}, {len(fv)}>}}>"
                f" : ({', '.join(['i1', *tt, *ft])}) -> ()",
                inst.word,
            )
            return
        if op == "OpVariable":
            t = self.type(o[0])
            sc = self.g.enum_name("StorageClass", o[2]) or str(o[2])
            init = [self.use(o[3], inst.word)] if len(o) > 3 else []
            it = [self.type_of(o[3])] if len(o) > 3 else []
            self.result(o[1], t)
            attrs = self.decoration_attrs(o[1])
            extra = f" {{{', '.join(attrs)}}}" if attrs else ""
            self.emit(
                f'%v{o[1]} = "spirv.Variable"({", ".join(init)}) <{{storage_class = #spirv.storage_class<{sc}>}}>{extra}'
                f" : ({', '.join(it)}) -> {t}",
                inst.word,
            )
            return
        if op == "OpFunctionCall":
            rt = self.type(o[0])
            args = o[3:]
            res = f"%v{o[1]} = " if rt != "none" else ""
            if rt != "none":
                self.result(o[1], rt)
            self.emit(
                f'{res}"spirv.FunctionCall"({", ".join(self.use(a, inst.word) for a in args)}) '
                f"<{{callee = @{self.symbol(o[2], 'fn')}}}> : ({', '.join(self.type_of(a) for a in args)}) -> "
                f"{'()' if rt == 'none' else rt}",
                inst.word,
            )
            return
        if op == "OpExtInst":
            set_name = self.ext_sets.get(o[2], "")
            name = self.ods.ext.get((set_name, o[3]))
            operands = list(o[4:])
            if name is None:
                e = self.g.ext_sets.get(set_name, {}).get(o[3])
                prefix = {"GLSL.std.450": "spirv.GL.", "OpenCL.std": "spirv.CL."}.get(set_name, "spirv.ext.")
                name = prefix + (e.opname if e is not None else str(o[3]))
                # (a set's instructions need its environment's capability: GLSL.std.450 Shader)
                env = EXT_SET_CAPABILITY.get(set_name)
                caps = e.capabilities if e is not None and e.capabilities else (env,) if env else ()
                what = f"OpExtInst {set_name} {e.opname if e is not None else o[3]}"
                self.unknown_op(inst, name, what, "1.0", caps, e.extensions if e is not None else (), e is not None)
                self.stand_in(o[0], o[1], inst)
                return
            self.generic_op(name, o[0], o[1], [("operand", x) for x in operands], [], inst)
            return
        name = self.ods.core.get(op)
        if name is None or ins is None:
            iname = mlir_name(op)
            if ins is None:
                self.unknown_op(inst, iname, op, "", (), (), False)
                return
            has_type = any(k == "IdResultType" for k, _, _ in ins.operands)
            has_result = any(k == "IdResult" for k, _, _ in ins.operands)
            type_id = o[0] if has_type else None
            result_id = o[1 if has_type else 0] if has_result else None
            typed = (("result #0", self.type(type_id)),) if type_id is not None and result_id is not None else ()
            self.unknown_op(inst, iname, op, ins.version, ins.capabilities, ins.extensions, True, typed)
            self.unknown[-1] = dataclasses.replace(self.unknown[-1], operand_types=self.id_operand_types(inst, ins))
            self.stand_in(type_id, result_id, inst)
            return
        self.ods_op(name, inst, ins)

    def unknown_op(
        self,
        inst: _Inst,
        name: str,
        what: str,
        version: str,
        caps: Any,
        exts: Any,
        in_grammar: bool,
        types: tuple[tuple[str, str], ...] = (),
    ) -> None:
        at = Loc(self.name, inst.word, WORD)
        self.unknown.append(Unknown(at, name, what, version, tuple(caps), tuple(exts), in_grammar, types=types))

    def id_operand_types(self, inst: _Inst, ins: Instruction) -> tuple[str, ...]:
        """The types of the ``IdRef`` operands of an instruction (its leading operands of
        one word each: the pointer and the value of an OpAtomicFMinEXT), which MLIR would
        make its op's operands."""
        out = []
        for (kind, quantifier, _), word in zip(ins.operands, inst.ops):
            if quantifier:
                break
            if kind == "IdRef":
                out.append(self.type_of(word))
        return tuple(out)

    def stand_in(self, rt: int | None, rid: int | None, inst: _Inst) -> None:
        """An op the spec does not know stands in the module as ``spirv.Undef`` of its
        result type (so that its result's uses and its type are checked), or as nothing."""
        if rt is None or rid is None or self.type(rt) == "none":
            return
        self.generic_op("spirv.Undef", rt, rid, [], [], inst)

    def type_of(self, vid: int) -> str:
        t = self.value_types.get(vid)
        if t is not None:
            return t
        for b_inst in self.insts:
            ins = self.g.instructions.get(b_inst.opcode)
            if ins and ins.operands[:2] == (("IdResultType", "", ""), ("IdResult", "", "")) and len(b_inst.ops) > 1:
                if b_inst.ops[1] == vid:
                    return self.type(b_inst.ops[0])
        return "i32"

    def result(self, vid: int, t: str) -> None:
        self.values[vid] = f"%v{vid}"
        self.value_types[vid] = t

    def ods_op(self, name: str, inst: _Inst, ins: Instruction) -> None:
        o = inst.ops
        has_type = any(k == "IdResultType" for k, _, _ in ins.operands)
        has_result = any(k == "IdResult" for k, _, _ in ins.operands)
        rt = o[0] if has_type else None
        rid = o[1 if has_type else 0] if has_result else None
        words = list(o[(1 if has_type else 0) + (1 if has_result else 0) :])
        gkinds = [k for k in ins.operands if k[0] not in ("IdResultType", "IdResult")]
        operands: list[tuple[str, int]] = []
        attrs: list[str] = []
        segments: list[int] = []
        variadic = 0
        gi = 0
        for kind, aname, how, detail, optional in self.ods.args.get(name, ()):
            gk = gkinds[min(gi, len(gkinds) - 1)][0] if gkinds else "IdRef"
            if not words:
                if kind == "operand":
                    segments.append(0)
                continue
            if kind == "operand":
                if how == "variadic":
                    take = [x for x in words]
                    words = []
                    variadic += 1
                else:
                    take = [words.pop(0)]
                operands += [("operand", x) for x in take]
                segments.append(len(take))
                gi += 1
                continue
            if how == "enum":
                mlir_name, is_bit, cases = self.ods.enums.get(detail, ("", False, {}))
                raw = words.pop(0)
                value = self.const_value.get(raw, 0) if gk.startswith("Id") else raw
                if is_bit:
                    names = (
                        [cases.get(0, "None")]
                        if value == 0
                        else [cases.get(1 << b, hex(1 << b)) for b in range(32) if value & (1 << b)]
                    )
                    case = "|".join(names)
                else:
                    case = cases.get(value, str(value))
                mnemonic = mlir_name.split(".", 1)[1] if "." in mlir_name else mlir_name
                attrs.append(f"{aname} = #spirv.{mnemonic}<{case}>")
            elif how == "int":
                attrs.append(f"{aname} = {words.pop(0)} : i{detail}")
            elif how == "ints":
                attrs.append(f"{aname} = [{', '.join(f'{x} : i32' for x in words)}]")
                words = []
            else:
                words.pop(0)
            gi += 1
        if variadic and len(segments) > 1 and any(a[2] == "optional" for a in self.ods.args.get(name, ())):
            attrs.append(f"operandSegmentSizes = array<i32: {', '.join(map(str, segments))}>")
        self.generic_op(name, rt, rid, operands, sorted(attrs), inst)

    def generic_op(
        self, name: str, rt: int | None, rid: int | None, operands: list[tuple[str, int]], props: list[str], inst: _Inst
    ) -> None:
        t = self.type(rt) if rt is not None else None
        res = ""
        if rid is not None and t is not None and t != "none":
            self.result(rid, t)
            res = f"%v{rid} = "
        args = [self.use(x, inst.word) for _, x in operands]
        types = [self.type_of(x) for _, x in operands]
        disc = self.decoration_attrs(rid) if rid is not None else []
        p = f" <{{{', '.join(props)}}}>" if props else ""
        d = f" {{{', '.join(disc)}}}" if disc else ""
        out = t if t is not None and t != "none" else "()"
        self.emit(f'{res}"{name}"({", ".join(args)}){p}{d} : ({", ".join(types)}) -> {out}', inst.word)

    def entry_point(self, inst: _Inst) -> None:
        o = inst.ops
        model = self.g.enum_name("ExecutionModel", o[0]) or str(o[0])
        _, after = _string(o, 2)
        iface = ", ".join(f"@{self.symbol(x, 'var')}" for x in o[after:] if x in self.globals)
        self.emit(
            f'"spirv.EntryPoint"() <{{execution_model = #spirv.execution_model<{model}>, '
            f"fn = @{self.symbol(o[1], 'fn')}, interface = [{iface}]}}> : () -> ()",
            inst.word,
        )

    def execution_mode(self, inst: _Inst) -> None:
        o = inst.ops
        mode = self.g.enum_name("ExecutionMode", o[1]) or str(o[1])
        values = ", ".join(f"{x} : i32" for x in o[2:])
        self.emit(
            f'"spirv.ExecutionMode"() <{{execution_mode = #spirv.execution_mode<{mode}>, '
            f"fn = @{self.symbol(o[0], 'fn')}, values = [{values}]}}> : () -> ()",
            inst.word,
        )


def _read(data: bytes, name: str, spec: LoadedSpec) -> tuple[_Reader, str]:
    """The binary read: its reader and the generic text it made (or a located error)."""
    from odsgen.checking.inputs.spv_grammar import spirv_grammar

    reader = _Reader(_words(data, name), name, spirv_grammar(), ods_ops(spec))
    try:
        reader.scan()
        # (the functions' symbols first, so that a global does not take a function's name)
        for f in reader.funcs:
            reader.symbol(f.inst.ops[1], "fn")
        return reader, reader.generic()
    except (IndexError, KeyError, ValueError, struct.error) as exc:
        raise _error(name, 0, f"a malformed SPIR-V binary ({type(exc).__name__}: {exc})") from None


def read_spirv(data: bytes, name: str, sources: SourceManager, spec: LoadedSpec, *, freeze: bool = True) -> ModuleRead:
    """The SPIR-V binary ``data`` (file ``name``) as odsgen's IR: one ``spirv.module`` in
    generic form, its ops located at their instructions (``WordSource``); the instructions
    the spec has no op for are its ``unknown_spirv`` (``Unknown``s). A malformed binary
    is an OdsgenError at its word."""
    from odsgen.runtime.reader import read_source

    reader, text = _read(data, name, spec)
    src = WordSource(name, text, reader.words_of_line, reader.disassembly)
    module, in_order = read_source(src, sources, freeze=freeze)
    return ModuleRead(module, ssa_in_order=in_order, unknown_spirv=tuple(reader.unknown))


def generic_text(data: bytes, name: str, spec: LoadedSpec) -> str:
    """The generic text ``read_spirv`` reads (to see what odsgen made of a binary)."""
    return _read(data, name, spec)[1]


# --------------------------------------------------------------------------- text modules with ops MLIR does not know

# How MLIR's parser refuses an op it does not know, in custom syntax and in generic form.
_UNKNOWN_OP = re.compile(r"custom op '([\w.$-]+)' is unknown|unregistered operation '([\w.$-]+)'")
# The results in front of an op's name and the type after its last ' : ' (a one-line op).
_RESULTS = re.compile(r"(%[\w.$-]+(?::\d+)?)\s*=\s*$")


_VENDORS = ("KHR", "EXT", "NV", "INTEL", "AMD", "ARM", "QCOM")


def mlir_name(opname: str) -> str:
    """The name MLIR gives (or would give) the instruction ``opname``: ``spirv.IAdd``; a
    vendor's suffix is a prefix, ``OpAtomicFMinEXT`` is ``spirv.EXT.AtomicFMin`` as
    ``OpAtomicFAddEXT`` is ``spirv.EXT.AtomicFAdd``."""
    base = opname[2:] if opname.startswith("Op") else opname
    vendor = next((v for v in _VENDORS if base.endswith(v) and len(base) > len(v)), None)
    return f"spirv.{vendor}.{base[: -len(vendor)]}" if vendor else f"spirv.{base}"


def unknown_of_name(op_name: str, loc: Loc) -> Unknown:
    """An op name MLIR's spec does not have, with the Khronos grammar's availability of the
    instruction the name stands for: ``spirv.GL.NMax`` is GLSL.std.450's ``NMax``,
    ``spirv.CL.X`` OpenCL.std's, ``spirv.X`` (``spirv.KHR.X``) the core ``OpX`` (``OpXKHR``)."""
    from odsgen.checking.inputs.spv_grammar import spirv_grammar

    g = spirv_grammar()
    parts = op_name.split(".")[1:]
    for prefix, set_name in (("GL", "GLSL.std.450"), ("CL", "OpenCL.std")):
        if len(parts) == 2 and parts[0] == prefix:
            e = next((i for i in g.ext_sets.get(set_name, {}).values() if i.opname == parts[1]), None)
            env = EXT_SET_CAPABILITY.get(set_name)
            caps = e.capabilities if e is not None and e.capabilities else (env,) if env else ()
            return Unknown(loc, op_name, f"OpExtInst {set_name} {parts[1]}", "1.0", tuple(caps), (), e is not None)
    opname = "Op" + (parts[-1] + parts[0] if len(parts) == 2 else parts[0]) if parts else op_name
    ins = next((i for i in g.instructions.values() if i.opname == opname), None)
    if ins is None:
        return Unknown(loc, op_name, opname, "", (), (), False)
    return Unknown(loc, op_name, opname, ins.version, ins.capabilities, ins.extensions)


def _stand_in_text(text: str, line: int, col: int) -> str | None:
    """``text`` with the one-line op at ``line``:``col`` made ``spirv.Undef`` of its result
    type (``%r = spirv.Undef : T``), or blanked when it has no result; None when the op
    is not one line with its type at its end."""
    lines = text.split("\n")
    if not 0 < line <= len(lines):
        return None
    row = lines[line - 1]
    head, op = row[: col - 1], row[col - 1 :]
    results = _RESULTS.search(head)
    if results is None:
        if head.strip():
            return None
        lines[line - 1] = " " * len(row)
        return "\n".join(lines)
    _, sep, type_text = op.rpartition(" : ")
    if not sep or "->" in type_text or "{" in op:
        return None
    lines[line - 1] = f"{head}spirv.Undef : {type_text.strip()}"
    return "\n".join(lines)


def read_without_unknown_ops(
    text: str, name: str, sources: SourceManager, exc: OdsgenError, read: Any, limit: int = 256
) -> ModuleRead:
    """The module ``text`` whose reading failed with ``exc``, read with each spirv op MLIR's
    parser does not know (one-line ops) standing in as ``spirv.Undef`` of its result type
    (its ``unknown_spirv``: each, at its place, with the grammar's availability);
    ``exc`` again when the failure is another one. The report shows the user's text."""
    original = text
    unknown: list[Unknown] = []
    while True:
        diag = exc.diagnostics[0] if exc.diagnostics else None
        m = _UNKNOWN_OP.search(diag.message) if diag is not None else None
        loc = diag.loc if diag is not None else None
        op_name = (m.group(1) or m.group(2)) if m else ""
        fixed = None
        if m and loc is not None and loc.file == name and op_name.startswith("spirv.") and len(unknown) < limit:
            fixed = _stand_in_text(text, loc.line, loc.col)
        if fixed is None:
            if unknown:
                sources.add(name, original)
            raise exc
        text = fixed
        unknown.append(unknown_of_name(op_name, Loc(name, loc.line, loc.col)))  # type: ignore[union-attr]
        try:
            got: ModuleRead = read(text)
            break
        except OdsgenError as again:
            exc = again
    sources.add(name, original)
    return replace(got, unknown_spirv=tuple(unknown))

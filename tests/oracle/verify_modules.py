"""Generate SPIR-V and TOSA ops in generic form, well-formed and mutated, for the verifier
differential (test_verify_oracle.py): odsgen's verifier against mlir-opt's.

Everything is written from odsgen's own verifier data (odsgen.model.verify), never copied
from upstream. Each op instance is one ``// -----`` chunk; its operands are results of an
unregistered ``"test.src"`` op, so any type can be given. Types and attribute values are
picked from fixed pools: the first candidates (in a seeded order) that the op's matchers
accept.

A ``Case`` is one chunk: the op, the mutation (``base`` for a well-formed instance), its
category for the agreement figures (``count``, ``presence``, ``enum``, ``type``, ``kind``,
``base``) and its text. ``run_mlir_opt`` returns, per chunk, whether mlir-opt rejected it
(any ``error:`` in the chunk's lines: the verifier's "op ... must be / requires /
expected" messages and the property conversion errors of the generic parser).
"""

from __future__ import annotations

import random
import re
import subprocess
from collections.abc import Callable
from dataclasses import dataclass, field

from odsgen.runtime import ir
from odsgen.runtime import matchers as M
from odsgen.runtime import verify as V
from odsgen.runtime.reader import read_text

TYPE_POOL = [
    "i1",
    "i8",
    "i16",
    "i32",
    "i64",
    "si32",
    "ui32",
    "f16",
    "f32",
    "f64",
    "bf16",
    "index",
    "vector<2xi32>",
    "vector<3xi32>",
    "vector<4xi32>",
    "vector<4xi8>",
    "vector<4xi16>",
    "vector<4xi64>",
    "vector<2xf32>",
    "vector<3xf32>",
    "vector<4xf32>",
    "vector<4xf16>",
    "vector<4xf64>",
    "vector<4xi1>",
    "vector<2xi1>",
    "tensor<4xi32>",
    "tensor<4xf32>",
    "tensor<4xi8>",
    "tensor<4xi16>",
    "tensor<4xi64>",
    "tensor<4xi1>",
    "tensor<4xf16>",
    "tensor<4xbf16>",
    "tensor<2x3xf32>",
    "tensor<2x3xi32>",
    "tensor<1x4x4x4xf32>",
    "tensor<1x4x4x4xi8>",
    "tensor<1x4x4x4x4xf32>",
    "tensor<1x4x4xf32>",
    "tensor<1x4x4xi8>",
    "tensor<f32>",
    "tensor<i32>",
    "tensor<*xf32>",
    "memref<4xf32>",
    "!spirv.ptr<f32, Function>",
    "!spirv.ptr<i32, Function>",
    "!spirv.ptr<vector<4xf32>, StorageBuffer>",
    "!tosa.shape<1>",
    "!tosa.shape<2>",
    "!tosa.shape<4>",
]
ATTR_POOL = [
    "1 : i32",
    "2 : i64",
    "1 : i8",
    "1 : i16",
    "true",
    "false",
    "1.000000e+00 : f32",
    "1.000000e+00 : f64",
    '"x"',
    "@f",
    "unit",
    "array<i32: 1>",
    "array<i64: 1, 1>",
    "array<i64: 1, 1, 1, 1>",
    "array<i64: 1, 1, 1, 1, 1, 1>",
    "array<i64: 1, 1, 1>",
    "array<i8: 1>",
    "array<i1: true>",
    "[1 : i32]",
    "[1 : i32, 2 : i32]",
    "[]",
    '["x"]',
    "i32",
    "f32",
    "tensor<4xf32>",
    "dense<1> : tensor<4xi32>",
    "dense<1.000000e+00> : tensor<4xf32>",
    "dense<1> : tensor<1xi8>",
    "dense<1> : tensor<i32>",
]
WRONG_TYPE = "!test.wrong"
WRONG_ATTR = ['"wrong"', "[]", "1 : i32"]


def _parse_types(texts: list[str]) -> list[tuple[str, ir.Type]]:
    body = "".join(f'%v{i} = "test.src"() : () -> {t}\n' for i, t in enumerate(texts))
    ops = read_text(body, "<pool>").operations
    return [(t, op.results[0].type) for t, op in zip(texts, ops)]


def _parse_attrs(texts: list[str]) -> list[tuple[str, ir.Attribute]]:
    body = "".join(f'"test.src"() {{a = {t}}} : () -> ()\n' for t in texts)
    ops = read_text(body, "<pool>").operations
    return [(t, op.attributes["a"]) for t, op in zip(texts, ops)]


_TYPES = _parse_types(TYPE_POOL)
_ATTRS = _parse_attrs(ATTR_POOL)


def _enum_attr_texts(m: M.Matcher) -> list[str]:
    """Values of the enums in a matcher (the first few cases of each)."""
    out: list[str] = []
    for _, n in M.iter_matchers(m):
        if isinstance(n, M.EnumOf):
            out += [f"{v} : i{n.width}" for v in n.values[:3]]
        elif isinstance(n, M.DialectEnumOf):
            out += [f"#{n.dialect}.{n.name}<{c}>" for c in n.cases[:3]]
    return out


@dataclass
class Instance:
    op: V.OpSpec
    operands: list[list[str]]  # types of each operand group
    results: list[list[str]]
    props: dict[str, str] = field(default_factory=dict)
    blocks: list[int] = field(default_factory=list)  # empty blocks of each region
    successors: int = 0  # then the op stands in a function, its successors a second block

    def text(self, properties: bool = True) -> str:
        """The op in generic form, its inherent attributes as properties (``<{...}>``), or
        with ``properties=False`` in its attribute dictionary (MLIR 16 has no properties)."""
        lines = []
        names: list[str] = []
        for group in self.operands:
            for t in group:
                n = f"%a{len(names)}"
                names.append(n)
                lines.append(f'{n} = "test.src"() : () -> {t}')
        props = dict(self.props)
        if self.op.operand_segments and "operandSegmentSizes" not in props:
            props["operandSegmentSizes"] = f"array<i32: {', '.join(str(len(g)) for g in self.operands)}>"
        if self.op.result_segments and "resultSegmentSizes" not in props:
            props["resultSegmentSizes"] = f"array<i32: {', '.join(str(len(g)) for g in self.results)}>"
        flat_in = [t for g in self.operands for t in g]
        flat_out = [t for g in self.results for t in g]
        res = f"%r:{len(flat_out)} = " if len(flat_out) > 1 else ("%r = " if flat_out else "")
        entries = ", ".join(f"{k} = {v}" for k, v in sorted(props.items()))
        pr = f" <{{{entries}}}>" if props and properties else ""
        attrs = f" {{{entries}}}" if props and not properties else ""
        outs = flat_out[0] if len(flat_out) == 1 else f"({', '.join(flat_out)})"
        succ = f"[{', '.join(['^bb1'] * self.successors)}]" if self.successors else ""
        regions = ""
        if self.blocks:
            bodies = ["{" + "".join(f"\n^bb{i}:" for i in range(n)) + ("\n}" if n else "}") for n in self.blocks]
            regions = f" ({', '.join(bodies)})"
        lines.append(
            f'{res}"{self.op.name}"({", ".join(names)}){succ}{pr}{regions}{attrs} : ({", ".join(flat_in)}) -> {outs}'
        )
        if self.successors:
            return (
                (
                    '"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
                    if properties
                    else '"func.func"() ({\n'
                )
                + "\n".join(lines)
                + (
                    '\n^bb1:\n"func.return"() : () -> ()\n}) : () -> ()\n'
                    if properties
                    else '\n^bb1:\n"func.return"() : () -> ()\n}) {function_type = () -> (), sym_name = "f"} : () -> ()\n'
                )
            )
        return "\n".join(lines) + "\n"


@dataclass
class Case:
    op: str
    mutation: str
    category: str
    text: str


def _pick(matcher: M.Matcher, pool, rng: random.Random, k: int) -> list[str]:
    ok = [t for t, v in pool if matcher.matches(v)]
    if not ok:
        return []
    rng.shuffle(ok)
    return ok[:k]


def base_instances(spec: V.OpSpec, rng: random.Random, variants: int) -> list[Instance]:
    """Up to ``variants`` instances of the op whose every value and required attribute has a
    value its matcher accepts (none when some has no candidate)."""
    if spec.regions or spec.successors or spec.parents or "Terminator" in spec.traits:
        return []
    out: list[Instance] = []
    for i in range(variants):
        ins: list[list[str]] = []
        outs: list[list[str]] = []
        shared: dict[str, str] = {}
        for groups, specs in ((ins, spec.operands), (outs, spec.results)):
            for v in specs:
                if v.arity == V.VARIADIC_OF_VARIADIC:
                    return out
                got = _pick(v.matcher, _TYPES, rng, 1)
                if not got:
                    return out
                same = ("SameOperandsAndResultType" in spec.traits) or (
                    "SameTypeOperands" in spec.traits and groups is ins
                )
                t = (
                    shared.setdefault("t", got[0])
                    if same and v.matcher.matches(_type(shared.get("t", got[0])))
                    else got[0]
                )
                n = 1 if v.arity == V.SINGLE else (i % 3 if v.arity == V.VARIADIC else i % 2)
                groups.append([t] * n)
        _fit_traits(spec, ins, outs)
        props: dict[str, str] = {}
        for a in spec.attributes:
            if not a.required:
                continue
            cands = [t for t in _enum_attr_texts(a.matcher)] or _pick(a.matcher, _ATTRS, rng, 1)
            if not cands:
                return out
            props[a.name] = cands[i % len(cands)]
        out.append(Instance(spec, ins, outs, props))
    return out


_TYPE_OF = dict(_TYPES)


def _type(text: str) -> ir.Type:
    return _TYPE_OF[text]


def _relations(spec: V.OpSpec):
    """(left value, right values, relation(left type, right type)) of the op's checked
    type traits: AllMatchSameOperatorTrait (AllTypesMatch, AllElementTypesMatch...) and
    TypesMatchWith."""
    for what, names in spec.all_match:
        key = V._MATCH_KEYS[what]
        yield names[0], names[1:], (lambda a, b, key=key: key(a) == key(b))
    for _summary, lhs, rhs, transform, _optional in spec.types_match:
        f = V._TRANSFORMS[transform]
        yield lhs, (rhs,), (lambda a, b, f=f: f(a) == b)


def _groups_by_name(spec: V.OpSpec, ins: list[list[str]], outs: list[list[str]]) -> dict[str, tuple]:
    return {
        v.name: (g, v) for groups, specs in ((ins, spec.operands), (outs, spec.results)) for g, v in zip(groups, specs)
    }


def _fit_traits(spec: V.OpSpec, ins: list[list[str]], outs: list[list[str]]) -> None:
    """Make the values of each checked type trait agree: every right value gets a pool
    type its matcher accepts that relates to the left value's type."""
    by_name = _groups_by_name(spec, ins, outs)
    for left, rights, related in _relations(spec):
        lg = by_name.get(left, ([], None))[0]
        if not lg:
            continue
        t0 = _type(lg[0])
        for r in rights:
            g, v = by_name.get(r, ([], None))
            if not g or related(t0, _type(g[0])):
                continue
            fits = [t for t, ty in _TYPES if v.matcher.matches(ty) and related(t0, ty)]
            if fits:
                g[:] = [fits[0]] * len(g)


def _break_traits(inst: "Instance") -> list[tuple[str, str, "Instance"]]:
    """A right value of a checked type trait given a type its matcher accepts that does
    not relate to the left value's (category ``trait``)."""
    out = []
    spec = inst.op
    for left, rights, related in _relations(spec):
        by_name = _groups_by_name(spec, inst.operands, inst.results)
        lg = by_name.get(left, ([], None))[0]
        g, v = by_name.get(rights[-1], ([], None))
        if not lg or not g:
            continue
        t0 = _type(lg[0])
        bad = [t for t, ty in _TYPES if v.matcher.matches(ty) and not related(t0, ty)]
        if bad:
            m = Instance(spec, [list(x) for x in inst.operands], [list(x) for x in inst.results], dict(inst.props))
            _groups_by_name(spec, m.operands, m.results)[rights[-1]][0][0] = bad[0]
            out.append((f"'{rights[-1]}' breaks a type relation with '{left}'", "trait", m))
    if "SameOperandsAndResultRank" in spec.traits and inst.results and inst.results[-1]:
        ranks = {len(t.shape) for g in inst.operands for t in map(_type, g) if isinstance(t, ir.RankedTensorType)}
        v = spec.results[-1]
        bad = [
            t
            for t, ty in _TYPES
            if v.matcher.matches(ty) and isinstance(ty, ir.RankedTensorType) and len(ty.shape) not in ranks
        ]
        if ranks and bad:
            m = Instance(spec, [list(x) for x in inst.operands], [list(x) for x in inst.results], dict(inst.props))
            m.results[-1][0] = bad[0]
            out.append((f"result '{v.name}' of another rank", "trait", m))
    return out


def mutations(inst: Instance, rng: random.Random) -> list[tuple[str, str, Instance]]:
    """(mutation, category, instance) for each applicable mutation of a well-formed instance."""
    spec = inst.op
    out: list[tuple[str, str, Instance]] = []

    def copy(**kw) -> Instance:
        return Instance(
            spec,
            [list(g) for g in kw.get("operands", inst.operands)],
            [list(g) for g in kw.get("results", inst.results)],
            dict(kw.get("props", inst.props)),
        )

    # counts: one more / one fewer operand or result (segments kept as they were)
    for what in ("operands", "results"):
        groups = getattr(inst, what)
        flat = [t for g in groups for t in g]
        if groups:
            more = copy()
            getattr(more, what)[-1].append(flat[-1] if flat else "i32")
            last = (spec.operands if what == "operands" else spec.results)[-1]
            # One more value is a count error for a single value or a present optional one.
            if last.arity == V.SINGLE or (last.arity == V.OPTIONAL and len(groups[-1]) == 1):
                out.append((f"extra {what[:-1]}", "count", more))
        fixed = [i for i, g in enumerate(groups) if g]
        if fixed:
            fewer = copy()
            g = getattr(fewer, what)[fixed[-1]]
            g.pop()
            specs = spec.operands if what == "operands" else spec.results
            if specs[fixed[-1]].arity == V.SINGLE:
                out.append((f"missing {what[:-1]}", "count", fewer))
        elif not groups:
            extra = copy()
            getattr(extra, what).append(["i32"])
            if not (spec.operand_segments if what == "operands" else spec.result_segments):
                out.append((f"unexpected {what[:-1]}", "count", extra))
    # types: a type no matcher accepts
    for what in ("operands", "results"):
        specs = spec.operands if what == "operands" else spec.results
        for gi, (g, v) in enumerate(zip(getattr(inst, what), specs)):
            if g and not v.matcher.matches(_WRONG):
                bad = copy()
                getattr(bad, what)[gi][0] = WRONG_TYPE
                out.append((f"wrong type of {what[:-1]} '{v.name}'", "type", bad))
                wrong = [t for t, ty in _TYPES if not v.matcher.matches(ty)]
                if wrong:
                    bad2 = copy()
                    getattr(bad2, what)[gi][0] = rng.choice(wrong)
                    out.append((f"other type of {what[:-1]} '{v.name}'", "type", bad2))
                break
    # attributes
    for a in spec.attributes:
        if a.name not in inst.props:
            continue
        gone = copy()
        del gone.props[a.name]
        out.append((f"missing attribute '{a.name}'", "presence", gone))
        for w in WRONG_ATTR:
            wv = dict(_parse_attrs([w]))[w]
            if not a.matcher.matches(wv):
                bad = copy()
                bad.props[a.name] = w
                out.append((f"attribute '{a.name}' of the wrong kind", "kind", bad))
                break
        for _, n in M.iter_matchers(a.matcher):
            if isinstance(n, M.EnumOf):
                bad = copy()
                if n.bit_enum:
                    bit = next(b for b in range(n.width) if not (n._all_bits >> b) & 1)
                    bad.props[a.name] = f"{1 << bit} : i{n.width}"
                    out.append((f"unknown bit of '{a.name}'", "enum", bad))
                else:
                    bad.props[a.name] = f"{max(n.values) + 1} : i{n.width}"
                    out.append((f"'{a.name}' out of range", "enum", bad))
                break
            if isinstance(n, M.DialectEnumOf):
                bad = copy()
                bad.props[a.name] = f"#{n.dialect}.{n.name}<NoSuchCase>"
                out.append((f"'{a.name}' not a case", "enum", bad))
                break
    out += _break_traits(inst)
    return out


_WRONG = _parse_types([WRONG_TYPE])[0][1]


def _values_and_attributes(spec: V.OpSpec, rng: random.Random) -> Instance | None:
    """An instance with one value in each group and the required attributes (the first
    pool candidates its matchers accept), regions and successors left for the caller."""
    groups: tuple[list[list[str]], list[list[str]]] = ([], [])
    for out, specs in zip(groups, (spec.operands, spec.results)):
        for v in specs:
            got = _pick(v.matcher, _TYPES, rng, 1)
            if not got:
                return None
            out.append([] if v.arity == V.OPTIONAL else got)
    props: dict[str, str] = {}
    for a in spec.attributes:
        if a.required:
            cands = _enum_attr_texts(a.matcher) or _pick(a.matcher, _ATTRS, rng, 1)
            if not cands:
                return None
            props[a.name] = cands[0]
    inst = Instance(spec, groups[0], groups[1], props)
    _fit_traits(spec, inst.operands, inst.results)
    return inst


def structure_cases(spec: V.OpSpec, rng: random.Random, properties: bool = True) -> list[Case]:
    """Chunks for what the value and attribute mutations do not reach: a constrained
    region with a wrong number of blocks (category ``region``: SizedRegion and the like)
    and a VariadicOfVariadic group whose segment attribute disagrees with it or has a
    negative size (category ``segments``). mlir-opt checks these in the op's ODS
    invariants, before its C++ verifier, so they are compared on ops whose other checks
    odsgen cannot perform too."""
    out: list[Case] = []
    inst = _values_and_attributes(spec, rng)
    if inst is None:
        return out
    fixed = [1] * len(spec.regions)
    if spec.successors:
        inst.successors = max(1, sum(1 for _, variadic in spec.successors if not variadic))
    for i, c in enumerate(spec.region_constraints):
        if c is None or spec.regions[i][1]:
            continue
        _summary, cmp, n = c
        for wrong in {"==": (n - 1, n + 1), "<=": (n + 1,), ">=": (n - 1,)}[cmp]:
            if wrong >= 0:
                m = _copy(inst, blocks=[wrong if j == i else max(fixed[j], 1) for j in range(len(fixed))])
                out.append(Case(spec.name, f"region #{i} with {wrong} blocks", "region", m.text(properties)))
    for gi, v in enumerate(spec.operands):
        if not v.segments:
            continue
        m = _copy(inst, blocks=[1] * len(spec.regions))
        m.operands[gi] = [m.operands[gi][0]] * 2
        if spec.operand_segments:
            m.props["operandSegmentSizes"] = f"array<i32: {', '.join(str(len(g)) for g in m.operands)}>"
        for sizes, what in (("1", "segments that add up to less"), ("1, 2", "segments that add up to more")):
            bad = _copy(m, props={**m.props, v.segments: f"array<i32: {sizes}>"})
            out.append(Case(spec.name, f"'{v.name}' with {what}", "segments", bad.text(properties)))
        bad = _copy(m, props={**m.props, v.segments: "array<i32: 3, -1>"})
        out.append(Case(spec.name, f"'{v.name}' with a negative segment", "segments", bad.text(properties)))
    return out


def _copy(inst: Instance, **kw) -> Instance:
    return Instance(
        inst.op,
        [list(g) for g in kw.get("operands", inst.operands)],
        [list(g) for g in kw.get("results", inst.results)],
        dict(kw.get("props", inst.props)),
        list(kw.get("blocks", inst.blocks)),
        kw.get("successors", inst.successors),
    )


CRASHED = "mlir-opt crashed on it"  # the first error of a case the tool crashed on


def run_mlir_opt(
    mlir_opt: str, cases: list[Case], path: str, *flags: str, env: dict[str, str] | None = None
) -> list[tuple[bool, str]]:
    """(rejected, first error) of each case, from one mlir-opt run over all of them
    (with ``flags`` too; ``env``: another release's, tests/oracle/releases.py). Where the
    tool crashes (MLIR 19's TOSA verifiers do on some mutations), the run is halved until
    the case it crashes on stands alone: (True, CRASHED)."""
    import bisect

    starts = []
    text = []
    line = 1
    for c in cases:
        starts.append(line)
        text.append(c.text)
        line += c.text.count("\n")
        text.append("// -----\n")
        line += 1
    with open(path, "w") as f:
        f.write("".join(text))
    proc = subprocess.run(
        [mlir_opt, "--allow-unregistered-dialect", "--split-input-file", *flags, path, "-o", "/dev/null"],
        capture_output=True,
        text=True,
        errors="replace",
        timeout=600,
        env=env,
    )
    if proc.returncode < 0:
        if len(cases) == 1:
            return [(True, CRASHED)]
        half = len(cases) // 2
        return run_mlir_opt(mlir_opt, cases[:half], path, *flags, env=env) + run_mlir_opt(
            mlir_opt, cases[half:], path, *flags, env=env
        )
    errors: dict[int, str] = {}
    for m in re.finditer(r"^[^\n:]+:(\d+):\d+: error: (.*)$", proc.stderr, re.M):
        errors.setdefault(int(m.group(1)), m.group(2))
    # MLIR 19 and earlier locate an error in a split by the split's line and its own line:
    # "within split at F:S offset :L:C: error: ...", line S + L - 1 of the file.
    for m in re.finditer(r"^within split at [^\n]*?:(\d+) offset :(\d+):\d+: error: (.*)$", proc.stderr, re.M):
        errors.setdefault(int(m.group(1)) + int(m.group(2)) - 1, m.group(3))
    by_case: dict[int, str] = {}
    for ln, msg in errors.items():
        i = bisect.bisect_right(starts, ln) - 1
        by_case.setdefault(i, msg)
    return [(i in by_case, by_case.get(i, "")) for i in range(len(cases))]


Judge = Callable[[list[Case], str], list[tuple[bool, str]]]


def mlir_opt_judge(mlir_opt: str, env: dict[str, str] | None = None) -> Judge:
    """``judge(cases, path)``: ``run_mlir_opt`` of ``mlir_opt`` (with ``env``) over ``cases``, written to ``path``."""
    return lambda chunks, path: run_mlir_opt(mlir_opt, chunks, path, env=env)


def differential_cases(
    specs: list[V.OpSpec],
    rng: random.Random,
    variants: int,
    mlir_opt: str,
    tmp: str,
    env: dict[str, str] | None = None,
    properties: bool = True,
    judge: Judge | None = None,
) -> tuple[list[Case], list[tuple[bool, str]]]:
    """The differential's chunks and mlir-opt's verdicts on them: ``variants`` well-formed
    instances of each op (category ``base``), the mutations of those mlir-opt accepts, and
    the structure cases; ``tmp`` a directory for mlir-opt's input. mlir-opt judges each
    chunk on its own (``--split-input-file``), so the bases' verdicts are those of the
    first run, and the second runs over the other chunks alone. ``judge(cases, path)``:
    ``run_mlir_opt`` of ``mlir_opt`` with ``env`` unless given (one that shares the
    verdicts across a run's workers, tests/oracle/run_once.py)."""
    if judge is None:
        judge = mlir_opt_judge(mlir_opt, env)
    cases, first = mutated_cases(specs, rng, variants, judge, tmp, properties)
    return cases, first + judge(cases[len(first) :], f"{tmp}/cases.mlir")


def mutated_cases(
    specs: list[V.OpSpec], rng: random.Random, variants: int, judge: Judge, tmp: str, properties: bool = True
) -> tuple[list[Case], list[tuple[bool, str]]]:
    """``differential_cases``'s chunks (the bases first) and ``judge``'s verdicts on the
    bases alone: the first half of its work, the one that decides which bases are mutated."""
    bases = [
        (inst, Case(s.name, "base", "base", inst.text(properties)))
        for s in specs
        for inst in base_instances(s, rng, variants)
    ]
    first = judge([c for _, c in bases], f"{tmp}/bases.mlir")
    cases = [c for _, c in bases]
    for (inst, _), (rejected, _) in zip(bases, first):
        if not rejected:
            cases += [Case(inst.op.name, m, cat, mi.text(properties)) for m, cat, mi in mutations(inst, rng)]
    for s in specs:
        cases += structure_cases(s, rng, properties)
    return cases, list(first)


def odsgen_verdicts(verifier: V.Verifier, cases: list[Case]) -> list[tuple[bool, bool, str]]:
    """(rejected, fully checked, first error) of each case by odsgen's verifier."""
    out = []
    for c in cases:
        ops = [op for op in read_text(c.text, "<case>").walk() if op.name == c.op]
        res = verifier.verify(ops[0])
        out.append((not res.ok, not res.unchecked, res.errors[0].message if res.errors else ""))
    return out

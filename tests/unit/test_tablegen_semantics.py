"""TableGen semantics on small inline snippets: records and values.

Each snippet is written to tmp_path and evaluated by odsgen; the tests assert the
values llvm-tblgen 22 gives (so they mean something without the oracle). The oracle
tests at the end run every snippet through llvm-tblgen too: the --dump-json view must
be equal as data and the default text view byte-identical. The snippets that are
errors are .td cases under tests/diagnostics/td/, their first error written beside the
line it points at (tests/diagnostics/test_td_checks.py runs them, and llvm-tblgen).
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from tblgen_compare import diff, normalise

from odsgen.records import load_root
from odsgen.records.dump_json import dump_json, to_json_dict
from odsgen.records.printer import print_records

SNIPPETS: dict[str, str] = {}
DEFINES: dict[str, tuple[str, ...]] = {}


def snippet(name: str, text: str, defines: tuple[str, ...] = ()) -> str:
    SNIPPETS[name] = text
    DEFINES[name] = defines
    return name


def evaluate(tmp_path: Path, name: str, defines: tuple[str, ...] | None = None) -> dict:
    """odsgen's --dump-json document for snippet ``name`` (as a dict)."""
    path = tmp_path / f"{name}.td"
    path.write_text(SNIPPETS[name])
    keeper = load_root(str(path), [], list(DEFINES[name] if defines is None else defines), use_cache=False)
    return to_json_dict(keeper)


def ref(name: str) -> dict:
    return {"def": name, "kind": "def", "printable": name}


def bits(value: int, width: int) -> list[int]:
    """llvm-tblgen's JSON for a bits<width> value: bit 0 first."""
    return [(value >> i) & 1 for i in range(width)]


def defs(doc: dict) -> set[str]:
    return {k for k in doc if not k.startswith("!")}


# --------------------------------------------------------------------- classes and lets

CLASS_TEMPLATE_ARGS = snippet(
    "class_template_args",
    """
class A<int x, string s = "dflt", int y = !add(x, 1)> {
  int X = x;
  string S = s;
  int Y = y;
}
class B<int b> : A<b, "fromB"> {
  int Z = !mul(b, 10);
}
class C : B<7> {
  string S = "overridden in C";
}
def a1 : A<1>;
def a2 : A<2, "two">;
def a3 : A<3, y = 30>;
def a4 : A<x = 4, s = "named">;
def b1 : B<5>;
def c1 : C;
def multi : A<8>, B<9>;
""",
)


def test_class_inheritance_and_template_args(tmp_path):
    r = evaluate(tmp_path, CLASS_TEMPLATE_ARGS)
    # Defaults, including one computed from an earlier argument.
    assert (r["a1"]["X"], r["a1"]["S"], r["a1"]["Y"]) == (1, "dflt", 2)
    assert (r["a2"]["S"], r["a2"]["Y"]) == ("two", 3)
    # Named arguments, after positional ones or alone.
    assert (r["a3"]["S"], r["a3"]["Y"]) == ("dflt", 30)
    assert (r["a4"]["X"], r["a4"]["S"], r["a4"]["Y"]) == (4, "named", 5)
    assert (r["b1"]["X"], r["b1"]["S"], r["b1"]["Z"]) == (5, "fromB", 50)
    assert r["b1"]["!superclasses"] == ["A", "B"]
    # A field redeclared in a subclass overrides the inherited value.
    assert (r["c1"]["S"], r["c1"]["Z"]) == ("overridden in C", 70)
    assert r["c1"]["!superclasses"] == ["A", "B", "C"]
    # A superclass reached twice is listed twice; the later one's values win.
    assert r["multi"]["!superclasses"] == ["A", "A", "B"]
    assert (r["multi"]["X"], r["multi"]["S"]) == (9, "fromB")
    assert r["!instanceof"]["A"] == ["a1", "a2", "a3", "a4", "b1", "c1", "multi", "multi"]


LET_OVERRIDES = snippet(
    "let_overrides",
    """
class P {
  bits<8> Enc = 0;
  int V = 1;
  string N = "p";
  list<int> L = [];
}
let V = 7 in {
  def p1 : P;
  let N = "q", L = [1, 2] in
    def p2 : P;
}
def p3 : P {
  let Enc{3-0} = 0b1010;
  let Enc{7} = 1;
}
def p4 : P {
  let Enc{6...4} = 0b110;
  let Enc{1, 0} = 0b10;
}
let Enc<7-6> = 0b11 in
def p5 : P;
let Enc<0, 2...3> = 0b110 in
def p8 : P;
def p6 : P {
  let V = 2;
}
let V = 9 in
def p7 : P {
  let V = 3;
}
""",
)


def test_let_overrides_and_bit_ranges(tmp_path):
    r = evaluate(tmp_path, LET_OVERRIDES)
    assert (r["p1"]["V"], r["p1"]["N"], r["p1"]["L"]) == (7, "p", [])
    assert (r["p2"]["V"], r["p2"]["N"], r["p2"]["L"]) == (7, "q", [1, 2])
    assert r["p3"]["Enc"] == bits(0b10001010, 8)
    # {1, 0} and {6...4} name the bits most significant first.
    assert r["p4"]["Enc"] == bits(0b01100010, 8)
    # A top-level let names its bits with <...>; the first named bit is the most significant.
    assert r["p5"]["Enc"] == bits(0b11000000, 8)
    assert r["p8"]["Enc"] == bits(0b00000101, 8)
    assert r["p6"]["V"] == 2
    # A let in the body beats an enclosing let ... in.
    assert r["p7"]["V"] == 3


LATE_SELF_REFERENCE = snippet(
    "late_self_reference",
    """
class Q<int v> {
  int A = v;
  int B = !add(A, 1);
  string Name = NAME;
  string Desc = Name # "/" # !cast<string>(B);
}
def q1 : Q<1>;
def q2 : Q<1> {
  let A = 10;
}
class R : Q<5> {
  let A = 50;
}
def r1 : R;
def self {
  int Base = 3;
  int Derived = !mul(Base, Base);
  list<int> Pair = [Base, Derived];
}
""",
)


def test_late_self_references(tmp_path):
    r = evaluate(tmp_path, LATE_SELF_REFERENCE)
    assert (r["q1"]["A"], r["q1"]["B"], r["q1"]["Desc"]) == (1, 2, "q1/2")
    # B refers to the field A, resolved after the def's own let: 10 + 1.
    assert (r["q2"]["A"], r["q2"]["B"], r["q2"]["Name"], r["q2"]["Desc"]) == (10, 11, "q2", "q2/11")
    assert (r["r1"]["A"], r["r1"]["B"], r["r1"]["Desc"]) == (50, 51, "r1/51")
    assert (r["self"]["Derived"], r["self"]["Pair"]) == (9, [3, 9])


ANONYMOUS_RECORDS = snippet(
    "anonymous_records",
    """
class Pair<int a, int b> {
  int First = a;
  int Second = b;
}
def uses {
  Pair p = Pair<1, 2>;
  int s = Pair<3, 4>.Second;
  list<Pair> l = [Pair<5, 6>, Pair<5, 6>];
}
def : Pair<7, 8>;
def : Pair<7, 8>;
""",
)


def test_anonymous_records(tmp_path):
    r = evaluate(tmp_path, ANONYMOUS_RECORDS)
    anon = {k: v for k, v in r.items() if not k.startswith("!") and v["!anonymous"]}
    # Pair<5, 6> written twice is one record; each `def :` is a record of its own.
    assert sorted((v["First"], v["Second"]) for v in anon.values()) == [(1, 2), (3, 4), (5, 6), (7, 8), (7, 8)]
    uses = r["uses"]
    assert r[uses["p"]["def"]]["First"] == 1
    assert uses["s"] == 4
    assert uses["l"][0] == uses["l"][1] and r[uses["l"][0]["def"]]["Second"] == 6
    assert all(name.startswith("anonymous_") for name in anon)


# --------------------------------------------------------------------- multiclass / defm

MULTICLASS_DEFM = snippet(
    "multiclass_defm",
    """
class Inst<string asm, int op> {
  string Asm = asm;
  int Op = op;
}
class Flag {
  bit IsFlagged = 1;
}
multiclass RI<int base> {
  def _rr : Inst<NAME # " rr", base>;
  def _ri : Inst<NAME # " ri", !add(base, 1)>;
  def X # NAME : Inst<"x", 0>;
}
defm ADD : RI<10>;
multiclass Outer<int b> {
  defm _inner : RI<b>;
  def _self : Inst<"self", b>;
}
defm SUB : Outer<20>;
defm MUL : RI<30>, Flag;
multiclass WithDefault<int v = 100> {
  def "" : Inst<"dflt", v>;
  def _plus : Inst<"plus", !add(v, 1)>;
}
defm DIV : WithDefault;
defm REM : WithDefault<v = 200>;
multiclass Inherits<int k> : RI<k> {
  def _extra : Inst<"extra", k>;
}
defm AND : Inherits<40>;
""",
)


def test_multiclass_and_defm(tmp_path):
    r = evaluate(tmp_path, MULTICLASS_DEFM)
    assert defs(r) == {
        "ADD_rr", "ADD_ri", "XADD",
        "SUB_inner_rr", "SUB_inner_ri", "XSUB_inner", "SUB_self",
        "MUL_rr", "MUL_ri", "XMUL",
        "DIV", "DIV_plus", "REM", "REM_plus",
        "AND_rr", "AND_ri", "XAND", "AND_extra",
    }  # fmt: skip
    assert (r["ADD_rr"]["Asm"], r["ADD_ri"]["Op"]) == ("ADD rr", 11)
    # Nested defm: NAME inside the inner multiclass is the pasted outer name.
    assert (r["SUB_inner_ri"]["Asm"], r["SUB_inner_ri"]["Op"]) == ("SUB_inner ri", 21)
    # Trailing classes of a defm apply to every def it produces.
    for name in ("MUL_rr", "MUL_ri", "XMUL"):
        assert r[name]["IsFlagged"] == 1 and r[name]["!superclasses"] == ["Inst", "Flag"]
    assert "IsFlagged" not in r["ADD_rr"]
    # Multiclass template defaults and named args; def "" takes the defm's name.
    assert (r["DIV"]["Op"], r["DIV_plus"]["Op"], r["REM"]["Op"]) == (100, 101, 200)
    # A multiclass deriving from another one instantiates the parent's defs too.
    assert (r["AND_rr"]["Asm"], r["AND_extra"]["Op"]) == ("AND rr", 40)


RECORD_LOCATIONS = snippet(
    "record_locations",
    """\
class X<int a> { int v = a; }
class Holder<X x> { X held = x; }
def : X<1>;
def
  : X<2>;
def
  "quoted" : X<3>;
def
  plain#_paste
  : X<4>;
multiclass Inner<int a> {
  def _i : X<a>;
  def : X<a>;
}
multiclass Outer<int b> {
  defm _o : Inner<b>;
  foreach k = [1, 2] in
    defm _f#k :
      Inner<k>;
}
multiclass Child<int c> : Inner<c> {
  def _c : X<c>;
}
defm top : Outer<5>;
defm kid : Child<6>,
  Outer<12>,
  Holder<X<7>>;
foreach i = [8, 9] in {
  def each#i : X<i>;
  defm loop#i : Inner<i>;
}
def h1 : Holder<X<10>>;
def h2 : Holder<
  X<10>>;
class UsesX<int n> { X inner = X<n>; }
def u1 : UsesX<11>;
def u2 : Holder<X<11>>;
""",
)


def test_record_locations(tmp_path):
    """``!locs``: where the def is written (its name when that starts with an identifier,
    else the 'def' keyword; a class reference in a value for an anonymous instance), then
    the multiclass reference of each defm that instantiated it, innermost first."""
    r = evaluate(tmp_path, RECORD_LOCATIONS)
    locs = {k: [l.split(":")[1] for l in v["!locs"]] for k, v in r.items() if not k.startswith("!")}
    assert (locs["anonymous_0"], locs["anonymous_1"], locs["quoted"], locs["plain_paste"]) == (
        ["3"],
        ["4"],
        ["6"],
        ["9"],
    )
    # Nested defm, defm inside a foreach inside a multiclass, and a multiclass parent
    # (which adds no location of its own).
    assert locs["top_o_i"] == ["12", "16", "24"] and locs["top_f2_i"] == ["12", "19", "24"]
    assert (locs["kid_i"], locs["kid_c"], locs["kid_o_i"]) == (["12", "25"], ["22", "25"], ["12", "16", "26"])
    assert (locs["anonymous_2"], locs["anonymous_6"]) == (["13", "16", "24"], ["13", "25"])
    # A foreach adds nothing; a defm inside one adds its reference.
    assert (locs["each8"], locs["loop9_i"]) == (["29"], ["12", "30"])
    # An anonymous class instance is located where X<...> was first written.
    assert (r["h2"]["held"]["def"], locs[r["h2"]["held"]["def"]]) == ("anonymous_12", ["32"])
    # X<11> is first written in UsesX's body: u2's instance is the same def, located there.
    assert r["u2"]["held"]["def"] == r["u1"]["inner"]["def"] and locs[r["u1"]["inner"]["def"]] == ["35"]
    assert {l.split(":")[0] for v in r.values() if isinstance(v, dict) and "!locs" in v for l in v["!locs"]} == {
        "record_locations.td"
    }


MULTICLASS_LOOP_LOCATIONS = snippet(
    "multiclass_loop_locations",
    """\
class X<int a> { int v = a; }
multiclass M<bit b, int n> {
  if b then def _on : X<1>;
  else def _off : X<2>;
  foreach k = [1, 2] in def _k#k : X<k>;
  foreach k = !range(n) in def _r#k : X<k>;
  defvar d = !add(n, 1);
  defvar e = 3;
  foreach k = !range(d) in def _d#k : X<k>;
  foreach k = !range(e) in def _e#k : X<k>;
  foreach k = [1] in
    foreach j = !range(k) in def _kj#k#j : X<j>;
  foreach k = [1] in
    foreach j = !range(n) in def _kn#k#j : X<j>;
  if !eq(NAME, "m1") then def _nm : X<1>;
}
multiclass W<int n> {
  defm _w : M<1, n>;
  if !gt(n, 0) then defm _c : M<0, 1>;
}
defm m1 : M<1, 1>;
defm w : W<1>;
foreach i = [1] in {
  defm f#i : M<1, i>;
  defm g#i : W<i>;
}
multiclass Par<int n> : M<0, n> { def _p : X<n>; }
defm par : Par<2>;
multiclass Par2<int n> : Par<n> { def _q : X<n>; }
defm pp : Par2<3>;
multiclass Wr<int n> { defm _x : Par<n>; defm _y : Par<4>; }
defm wr : Wr<2>;
""",
)


def test_multiclass_loop_locations(tmp_path):
    """A defm's location is not appended to the records under a foreach/if of the
    multiclass whose list or condition needs the defm's arguments (llvm-tblgen keeps it
    a loop among the multiclass's entries); it is when the loop resolves earlier."""
    r = evaluate(tmp_path, MULTICLASS_LOOP_LOCATIONS)
    locs = {k: [int(l.split(":")[1]) for l in v["!locs"]] for k, v in r.items() if not k.startswith("!")}
    assert (locs["m1_on"], locs["m1_k2"], locs["m1_r0"], locs["m1_d1"], locs["m1_e2"]) == (
        [3],
        [5, 21],
        [6],
        [9],
        [10, 21],
    )
    assert (locs["m1_kj10"], locs["m1_kn10"], locs["m1_nm"]) == ([12, 21], [14], [15])
    # Through W: its own argument n reaches M's loops; _c is under W's deferred if.
    assert (locs["w_w_d0"], locs["w_w_k1"], locs["w_c_r0"], locs["w_c_k1"]) == ([9], [5, 18, 22], [6], [5, 19])
    # A parent multiclass's loops are resolved with the child's arguments.
    assert (locs["par_off"], locs["par_r0"], locs["par_p"]) == ([4, 28], [6], [27, 28])


# --------------------------------------------------------------------- control flow

FOREACH = snippet(
    "foreach",
    """
foreach i = [1, 2, 3] in
  def F # i {
    int V = i;
  }
foreach i = 0-2 in {
  def R # i {
    int V = !mul(i, i);
  }
}
foreach i = 5...6 in
  def S # i;
foreach i = {0-1, 4} in
  def T # i {
    int V = i;
  }
foreach s = ["a", "b"] in
  foreach j = [0, 1] in
    def N_ # s # _ # j {
      string Key = s # j;
    }
foreach x = !range(3) in
  def G # x;
foreach p = [[1, 2], [3]] in
  def L # !size(p) {
    list<int> P = p;
  }
""",
)


def test_foreach_over_lists_and_ranges(tmp_path):
    r = evaluate(tmp_path, FOREACH)
    assert [r[f"F{i}"]["V"] for i in (1, 2, 3)] == [1, 2, 3]
    assert [r[f"R{i}"]["V"] for i in (0, 1, 2)] == [0, 1, 4]
    assert {"S5", "S6", "G0", "G1", "G2"} <= defs(r)
    assert {k for k in defs(r) if k.startswith("T")} == {"T0", "T1", "T4"}
    assert r["N_b_1"]["Key"] == "b1" and {"N_a_0", "N_a_1", "N_b_0"} <= defs(r)
    assert (r["L2"]["P"], r["L1"]["P"]) == ([1, 2], [3])


IF_ELSE = snippet(
    "if_else",
    """
defvar flag = 1;
if flag then {
  def IfYes;
} else {
  def IfNo;
}
if !eq(flag, 0) then
  def IfNot;
foreach i = [1, 2, 3] in {
  if !eq(!and(i, 1), 1) then
    def Odd # i;
  else
    def Even # i;
}
multiclass M<bit b> {
  if b then
    def _on;
  else
    def _off;
}
defm m1 : M<1>;
defm m0 : M<0>;
""",
)


def test_if_then_else(tmp_path):
    r = evaluate(tmp_path, IF_ELSE)
    assert defs(r) == {"IfYes", "Odd1", "Even2", "Odd3", "m1_on", "m0_off"}


DEFSET = snippet(
    "defset",
    """
class S {
  int V;
}
defset list<S> All = {
  def s1 : S {
    let V = 1;
  }
  foreach i = [2, 3] in
    def s # i : S {
      let V = i;
    }
  defset list<S> Inner = {
    def s4 : S {
      let V = 4;
    }
  }
}
def holder {
  list<S> all = All;
  list<S> inner = Inner;
  list<int> vals = !foreach(r, All, r.V);
}
""",
)


def test_defset_collects_defs_in_order(tmp_path):
    r = evaluate(tmp_path, DEFSET)
    assert r["holder"]["all"] == [ref("s1"), ref("s2"), ref("s3"), ref("s4")]
    assert r["holder"]["inner"] == [ref("s4")]
    assert r["holder"]["vals"] == [1, 2, 3, 4]


DEFVAR_SCOPING = snippet(
    "defvar_scoping",
    """
defvar g = 5;
def dv1 {
  int V = g;
}
foreach i = [1] in {
  defvar g2 = !add(g, i);
  def dv2 {
    int V = g2;
  }
}
def dv3 {
  defvar local = 3;
  int V = local;
}
class CV<int a> {
  defvar d = !mul(a, 10);
  int V = d;
}
def dv4 : CV<2>;
multiclass MV<int a> {
  defvar twice = !add(a, a);
  def _r {
    int V = twice;
  }
}
defm dv5 : MV<21>;
class HasV {
  int V = 0;
}
let V = g in
def dv6 : HasV;
""",
)


def test_defvar_scoping(tmp_path):
    r = evaluate(tmp_path, DEFVAR_SCOPING)
    assert [r[f"dv{i}"]["V"] for i in range(1, 5)] == [5, 6, 3, 20]
    assert (r["dv5_r"]["V"], r["dv6"]["V"]) == (42, 5)
    # A defvar is not a field.
    assert "local" not in r["dv3"] and "d" not in r["dv4"]


# --------------------------------------------------------------------- bang operators

BANG_ARITH_LOGIC = snippet(
    "bang_arith_logic",
    """
def arith {
  int add = !add(1, 2, 3);
  int sub = !sub(10, 3);
  int mul = !mul(2, 3, 4);
  int div = !div(-7, 2);
  int shl = !shl(1, 4);
  int sra = !sra(-16, 2);
  int srl = !srl(16, 2);
  int and = !and(12, 10);
  int or = !or(12, 10);
  int xor = !xor(12, 10);
  bit not = !not(0);
  int log2 = !logtwo(64);
  bit eq = !eq(3, 3);
  bit ne = !ne("a", "b");
  bit lt = !lt(1, 2);
  bit le = !le(2, 2);
  bit gt = !gt(1, 2);
  bit ge = !ge("b", "a");
  bit band = !and(1, 0);
  bit bor = !or(1, 0);
  bits<4> bb = !and(0b1100, 0b1010);
}
""",
)


def test_bang_arithmetic_logic_and_comparison(tmp_path):
    a = evaluate(tmp_path, BANG_ARITH_LOGIC)["arith"]
    assert (a["add"], a["sub"], a["mul"], a["div"]) == (6, 7, 24, -3)  # !div truncates toward zero
    assert (a["shl"], a["sra"], a["srl"]) == (16, -4, 4)
    assert (a["and"], a["or"], a["xor"], a["not"], a["log2"]) == (8, 14, 6, 1, 6)
    assert (a["eq"], a["ne"], a["lt"], a["le"], a["gt"], a["ge"]) == (1, 1, 1, 1, 0, 1)
    assert (a["band"], a["bor"], a["bb"]) == (0, 1, bits(0b1000, 4))


BANG_CONTROL = snippet(
    "bang_control",
    """
class K<int n> {
  int N = n;
}
def k3 : K<3>;
def ctl {
  string if_t = !if(1, "yes", "no");
  string if_f = !if(!eq(1, 2), "yes", "no");
  string cond = !cond(!lt(5, 3): "small", !eq(5, 5): "five", true: "other");
  int ifint = !if(0, 1, 2);
  bit isa = !isa<K>(K<1>);
  bit isa_no = !isa<K>(5);
  int cast_int = !cast<int>(7);
  string cast_str = !cast<string>(42);
  bit init = !initialized(?);
  bit init2 = !initialized(3);
  bit exists = !exists<K>("k3");
  bit exists2 = !exists<K>("nothing");
  string repr = !repr([1, 2]);
  K named = !cast<K>("k3");
}
""",
)


def test_bang_control_cast_and_type_tests(tmp_path):
    c = evaluate(tmp_path, BANG_CONTROL)["ctl"]
    assert (c["if_t"], c["if_f"], c["cond"], c["ifint"]) == ("yes", "no", "five", 2)
    assert (c["isa"], c["isa_no"], c["cast_int"], c["cast_str"]) == (1, 0, 7, "42")
    assert (c["init"], c["init2"], c["exists"], c["exists2"]) == (0, 1, 1, 0)
    assert (c["repr"], c["named"]) == ("[1, 2]", ref("k3"))


BANG_LISTS = snippet(
    "bang_lists",
    """
def lists {
  list<int> concat = !listconcat([1], [2, 3], []);
  list<int> splat = !listsplat(7, 3);
  list<int> remove = !listremove([1, 2, 3, 2], [2]);
  list<int> flatten = !listflatten([[1], [2, 3]]);
  list<int> foreach_ = !foreach(x, [1, 2, 3], !mul(x, x));
  list<int> filter = !filter(x, [1, 2, 3, 4], !eq(!and(x, 1), 0));
  int foldl = !foldl(0, [1, 2, 3, 4], acc, x, !add(acc, x));
  int size = !size([1, 2, 3]);
  bit empty = !empty([]<int>);
  bit empty2 = !empty(["x"]);
  int head = !head([4, 5]);
  list<int> tail = !tail([4, 5, 6]);
  list<int> range = !range(2, 8, 2);
  list<int> range1 = !range(3);
  list<int> rangel = !range([7, 8, 9]);
  list<int> slice = [10, 11, 12, 13][1...2];
  list<int> slice2 = [10, 11, 12, 13][0, 3];
  defvar l = [10, 11, 12];
  int elem = l[2];
  list<int> elems = l[0, 2];
  string interleave = !interleave(["a", "b", "c"], ", ");
  string interleave_ints = !interleave([1, 2], "-");
  list<string> typed = []<string>;
}
""",
)


def test_bang_list_operators(tmp_path):
    v = evaluate(tmp_path, BANG_LISTS)["lists"]
    assert (v["concat"], v["splat"], v["remove"], v["flatten"]) == ([1, 2, 3], [7, 7, 7], [1, 3], [1, 2, 3])
    assert (v["foreach_"], v["filter"], v["foldl"]) == ([1, 4, 9], [2, 4], 10)
    assert (v["size"], v["empty"], v["empty2"], v["head"], v["tail"]) == (3, 1, 0, 4, [5, 6])
    # !range(list) gives the list's indices.
    assert (v["range"], v["range1"], v["rangel"]) == ([2, 4, 6], [0, 1, 2], [0, 1, 2])
    assert (v["slice"], v["slice2"], v["elem"], v["elems"]) == ([11, 12], [10, 13], 12, [10, 12])
    assert (v["interleave"], v["interleave_ints"], v["typed"]) == ("a, b, c", "1-2", [])


BANG_STRINGS = snippet(
    "bang_strings",
    r"""
def strs {
  string concat = !strconcat("a", "b", "c");
  string paste = "x" # "y" # 1;
  string subst = !subst("l", "L", "hello");
  string substr = !substr("hello", 1, 3);
  string substr2 = !substr("hello", 2);
  int find = !find("hello", "l");
  int find2 = !find("hello", "l", 3);
  int find3 = !find("hello", "z");
  string lower = !tolower("MiXeD");
  string upper = !toupper("MiXeD");
  int size = !size("four");
  bit empty = !empty("");
  bit eq = !eq("a", "a");
  string code_ = [{some code}] # "tail";
  string escapes = "tab\tquote\"end";
}
""",
)


def test_bang_string_operators(tmp_path):
    s = evaluate(tmp_path, BANG_STRINGS)["strs"]
    assert (s["concat"], s["paste"], s["subst"], s["substr"], s["substr2"]) == ("abc", "xy1", "heLLo", "ell", "llo")
    assert (s["find"], s["find2"], s["find3"]) == (2, 3, -1)
    assert (s["lower"], s["upper"], s["size"], s["empty"], s["eq"]) == ("mixed", "MIXED", 4, 1, 1)
    assert (s["code_"], s["escapes"]) == ("some codetail", 'tab\tquote"end')


BANG_DAGS = snippet(
    "bang_dags",
    """
class Op;
def ops : Op;
def a : Op;
def b : Op;
def dags {
  dag d = (ops a:$x, b:$y, "str", 5:$z);
  dag named = (ops:$opname a);
  dag con = !con((ops a:$x), (ops b:$y));
  dag mk = !dag(ops, [1, 2], ["p", "q"]);
  dag foreachdag = !foreach(v, (ops a:$x, b), v);
  Op getop = !getdagop<Op>((a b));
  int arg0 = !getdagarg<int>((ops 7:$n, 8:$m), 1);
  int argn = !getdagarg<int>((ops 7:$n, 8:$m), "n");
  string argname = !getdagname((ops 7:$n, 8:$m), 0);
  string opname = !getdagopname((ops:$nm a));
  dag setop = !setdagop((a 1, 2), b);
  dag setopname = !setdagopname((a 1), "nn");
  dag setarg = !setdagarg((ops 1:$p, 2:$q), "q", 20);
  dag setname = !setdagname((ops 1:$p, 2:$q), 0, "pp");
  int size = !size((ops 1, 2, 3));
  bit empty = !empty((ops));
  string repr = !repr((ops a:$x));
}
""",
)


def test_dags_and_dag_operators(tmp_path):
    d = evaluate(tmp_path, BANG_DAGS)["dags"]
    assert d["d"]["operator"] == ref("ops")
    assert d["d"]["args"] == [[ref("a"), "x"], [ref("b"), "y"], ["str", None], [5, "z"]]
    assert d["d"]["printable"] == '(ops a:$x, b:$y, "str", 5:$z)'
    assert (d["named"]["name"], d["named"]["printable"]) == ("opname", "(ops:$opname a)")
    printable = {k: v["printable"] for k, v in d.items() if isinstance(v, dict) and v.get("kind") == "dag"}
    assert printable["con"] == "(ops a:$x, b:$y)"
    assert printable["mk"] == "(ops 1:$p, 2:$q)"
    assert printable["foreachdag"] == "(ops a:$x, b)"
    assert printable["setop"] == "(b 1, 2)"
    assert printable["setopname"] == "(a:$nn 1)"
    assert printable["setarg"] == "(ops 1:$p, 20:$q)"
    assert printable["setname"] == "(ops 1:$pp, 2:$q)"
    assert (d["getop"], d["arg0"], d["argn"], d["argname"], d["opname"]) == (ref("a"), 8, 7, "n", "nm")
    assert (d["size"], d["empty"], d["repr"]) == (3, 1, "(ops a:$x)")


BANG_REGEX_AND_INSTANCES = snippet(
    "bang_regex_and_instances",
    r"""
class K {
  int v = 0;
}
def zz : K;
def aa : K;
def : K;
def early {
  list<K> ks = !instances<K>();
}
class Holder {
  list<K> ks = !instances<K>();
  list<K> with_z = !instances<K>("z");
}
def h1 : Holder;
def bb : K;
def h2 : Holder, K;
def late {
  list<K> ks = !instances<K>();
  list<K> anchored = !instances<K>("^a");
  list<Holder> holders = !instances<Holder>();
}
def matches {
  bit a = !match("abc", "b.");
  bit b = !match("abc", "^b");
  bit c = !match("a+b", "a\\+b");
  bit d = !match("xyz", "^[[:alpha:]]+$");
  bit e = !match("x1", "^[[:alpha:]]+$");
}
""",
)


def test_match_and_instances(tmp_path):
    r = evaluate(tmp_path, BANG_REGEX_AND_INSTANCES)
    anon = next(k for k in defs(r) if k.startswith("anonymous_"))
    # By name, only defs made before the record holding the operator, the record itself excluded.
    assert r["early"]["ks"] == [ref("aa"), ref(anon), ref("zz")]
    assert r["h1"]["ks"] == [ref("aa"), ref(anon), ref("zz")]
    assert r["h2"]["ks"] == [ref("aa"), ref(anon), ref("bb"), ref("zz")]
    assert r["h1"]["with_z"] == [ref("zz")]
    assert r["late"]["ks"] == [ref("aa"), ref(anon), ref("bb"), ref("h2"), ref("zz")]
    # The regex searches (unanchored unless it says so).
    assert r["late"]["anchored"] == [ref("aa"), ref(anon)]
    assert r["late"]["holders"] == [ref("h1"), ref("h2")]
    # "!instanceof" lists the defs by name, as llvm-tblgen's --dump-json does.
    assert r["!instanceof"]["K"] == ["aa", anon, "bb", "h2", "zz"] and r["!instanceof"]["Holder"] == ["h1", "h2"]
    m = r["matches"]
    assert (m["a"], m["b"], m["c"], m["d"], m["e"]) == (1, 0, 1, 1, 0)


# --------------------------------------------------------------------- literals and types

BITS_LITERALS = snippet(
    "bits_literals",
    """
def lits {
  bits<4> bin = 0b1010;
  bits<8> hex = 0xff;
  bits<8> dec = 5;
  int ibin = 0b101;
  int ihex = 0x1F;
  int neg = -5;
  int plus = +5;
  bits<4> lst = {1, 0, ?, 1};
  bits<3> slice = bin{2-0};
  bits<2> slice2 = hex{7...6};
  bits<4> rev = bin{0, 1, 2, 3};
  bit one = bin{3};
  bit t = true;
  bit f = false;
  bits<2> unset;
  int big = 0x7fffffffffffffff;
  bits<6> wide = {0b10, 0b01, 1, 0};
}
""",
)


def test_bits_and_integer_literals(tmp_path):
    v = evaluate(tmp_path, BITS_LITERALS)["lits"]
    assert (v["bin"], v["hex"], v["dec"]) == (bits(0b1010, 4), bits(0xFF, 8), bits(5, 8))
    assert (v["ibin"], v["ihex"], v["neg"], v["plus"], v["big"]) == (5, 31, -5, 5, 2**63 - 1)
    # {a, b, c, d}: the first element is the most significant bit; ? stays unset.
    assert v["lst"] == [1, None, 0, 1]
    assert (v["slice"], v["slice2"], v["rev"], v["one"]) == (bits(0b010, 3), [1, 1], bits(0b0101, 4), 1)
    assert (v["t"], v["f"], v["unset"]) == (1, 0, [None, None])
    # Bits values inside a bits literal are spliced in, most significant first.
    assert v["wide"] == bits(0b100110, 6)


LISTS_AND_TYPES = snippet(
    "lists_and_types",
    """
class Node<string n> {
  string Name = n;
}
def n1 : Node<"one">;
def n2 : Node<"two">;
def lt {
  list<Node> nodes = [n1, n2];
  list<string> names = !foreach(x, nodes, x.Name);
  list<list<int>> nested = [[1], [2, 3]];
  int second = nested[1][0];
  Node first = nodes[0];
  string fname = nodes[0].Name;
  list<int> unsetlist = ?;
  dag d = ?;
  string s = ?;
  list<bits<2>> bl = [0b01, {1, 1}];
}
deftype IntList = list<int>;
def dt {
  IntList il = [1, 2];
}
""",
)


def test_lists_records_and_unset_values(tmp_path):
    r = evaluate(tmp_path, LISTS_AND_TYPES)
    v = r["lt"]
    assert (v["nodes"], v["names"], v["nested"], v["second"]) == (
        [ref("n1"), ref("n2")],
        ["one", "two"],
        [[1], [2, 3]],
        2,
    )
    assert (v["first"], v["fname"]) == (ref("n1"), "one")
    assert (v["unsetlist"], v["d"], v["s"]) == (None, None, None)
    assert v["bl"] == [bits(0b01, 2), bits(0b11, 2)]
    assert r["dt"]["il"] == [1, 2]


# --------------------------------------------------------------------- lexical level

PREPROCESSOR = snippet(
    "preprocessor",
    """
#define LOCAL
#ifdef LOCAL
def local_defined;
#else
def local_undefined;
#endif
#ifndef MISSING
def missing_not_defined;
#endif
#ifdef FROM_CMDLINE
def cmdline_defined;
#else
def cmdline_undefined;
#endif
#ifdef OUTER
#ifdef INNER
def outer_and_inner;
#else
def outer_only;
#endif
#endif
""",
    defines=("FROM_CMDLINE", "OUTER"),
)


def test_preprocessor_with_command_line_macros(tmp_path):
    r = evaluate(tmp_path, PREPROCESSOR)
    assert defs(r) == {"local_defined", "missing_not_defined", "cmdline_defined", "outer_only"}


def test_preprocessor_without_command_line_macros(tmp_path):
    r = evaluate(tmp_path, PREPROCESSOR, defines=())
    assert defs(r) == {"local_defined", "missing_not_defined", "cmdline_undefined"}
    r = evaluate(tmp_path, PREPROCESSOR, defines=("OUTER", "INNER"))
    assert defs(r) == {"local_defined", "missing_not_defined", "cmdline_undefined", "outer_and_inner"}


COMMENTS = snippet(
    "comments",
    """
/* a /* nested */ comment; def not_a_record; */
def after_nested; // trailing comment def neither;
/*
 * multi-line /* with /* deeper */ levels */
 */
def after_multiline {
  string s = "/* not a comment */";
  string t = "// nor this";
}
""",
)


def test_nested_comments(tmp_path):
    r = evaluate(tmp_path, COMMENTS)
    assert defs(r) == {"after_nested", "after_multiline"}
    assert (r["after_multiline"]["s"], r["after_multiline"]["t"]) == ("/* not a comment */", "// nor this")


# A file included again and again (issue 25, item 5: the evaluator keeps the result of a
# preprocessing run that included and defined nothing, and uses it again while the file's
# #ifdef/#ifndef answer the same): each read still means what it says where it is read.
REINCLUDED = {
    "asks.td": '#ifdef A\ndef : Tag<"with A">;\n#else\ndef : Tag<"without A">;\n#endif\n',
    "leaf.td": 'def : Tag<"leaf">;\n',
    "includer.td": 'include "leaf.td"\n',
    "guarded.td": '#ifndef GUARDED\n#define GUARDED\ndef : Tag<"guarded">;\n#endif\n',
    "defines.td": "#define A\n",
    "root.td": "class Tag<string s> { string v = s; }\n"
    + 'include "asks.td"\n' * 3
    + 'include "includer.td"\n' * 3
    + 'include "guarded.td"\n' * 3
    + 'include "defines.td"\n'
    + 'include "asks.td"\n' * 2
    + "#ifdef A\ndef after;\n#endif\n",
}


def _reincluded(tmp_path: Path) -> Path:
    for name, text in REINCLUDED.items():
        (tmp_path / name).write_text(text)
    return tmp_path / "root.td"


def test_a_file_included_again_means_what_it_says_each_time(tmp_path):
    keeper = load_root(str(_reincluded(tmp_path)), [str(tmp_path)], [], use_cache=False)
    tags = [d.get_str("v") for d in keeper.defs.values() if d.anonymous]
    assert tags == ["without A"] * 3 + ["leaf"] * 3 + ["guarded"] + ["with A"] * 2
    assert "after" in keeper.defs


@pytest.mark.oracle
def test_a_file_included_again_as_llvm_tblgen_reads_it(tmp_path, llvm_tblgen):
    root = _reincluded(tmp_path)
    expected = _llvm(llvm_tblgen, root, (), f"-I{tmp_path}")
    assert expected.returncode == 0, expected.stderr
    assert print_records(load_root(str(root), [str(tmp_path)], [], use_cache=False)) == expected.stdout


CODE_BLOCKS = snippet(
    "code_blocks",
    """
def code_rec {
  code c = [{
#ifdef NOT_A_DIRECTIVE
  int x;
#endif
  }];
  code braces = [{ a } b ] c }];
  string both = [{x}] # "y";
  code comment = [{ /* kept */ // kept }];
}
""",
)


def test_code_blocks_are_not_preprocessed(tmp_path):
    v = evaluate(tmp_path, CODE_BLOCKS)["code_rec"]
    assert v["c"] == "\n#ifdef NOT_A_DIRECTIVE\n  int x;\n#endif\n  "
    assert (v["braces"], v["both"], v["comment"]) == (" a } b ] c ", "xy", " /* kept */ // kept ")


TYPED_HEADS = snippet(
    "typed_heads",
    """
class Box { int x = 3; }
def box : Box;
defvar pair = [1, 2];
defvar first = [4, 5][0];
defvar nested = [[1, 2], [3]];
defvar boxes = [box];
def heads {
  bits<2> b = pair[1];
  bits<4> n = pair[1]{3-0};
  list<int> l = nested[1];
  list<int> joined = [1] # [2];
  string s = pair[0] # "x";
  int f = boxes[0].x;
  int d = first;
  list<string> names = !foreach(i, [1, 2], "n" # i);
  list<int> odd = !filter(i, [1, 2, 3], !and(i, 1));
  list<int> three = !listsplat(3, 2)[0-1];
}
""",
)


def test_typed_heads_of_suffix_chains(tmp_path):
    # The expected type reaches the head of a chain (a list literal there is an error, see
    # tests/diagnostics/td/list-head-of-slice.td); a defvar has no type, and a chain on a variable slices as usual.
    v = evaluate(tmp_path, TYPED_HEADS)["heads"]
    assert (v["b"], v["n"], v["l"], v["joined"]) == (bits(2, 2), bits(2, 4), [3], [1, 2])
    assert (v["s"], v["f"], v["d"], v["names"], v["odd"], v["three"]) == ("1x", 3, 4, ["n1", "n2"], [1, 3], [3, 3])


# --------------------------------------------------------------------- against llvm-tblgen


def _llvm(llvm_tblgen: Path, path: Path, defines, *extra: str) -> subprocess.CompletedProcess:
    args = [str(llvm_tblgen), *extra, *(f"-D{d}" for d in defines), str(path)]
    return subprocess.run(args, capture_output=True, text=True, timeout=60)


@pytest.mark.oracle
@pytest.mark.parametrize("name", sorted(SNIPPETS))
def test_snippet_matches_llvm_tblgen(tmp_path, llvm_tblgen, name):
    path = tmp_path / f"{name}.td"
    path.write_text(SNIPPETS[name])
    defines = DEFINES[name]
    ref_json = _llvm(llvm_tblgen, path, defines, "--dump-json")
    assert ref_json.returncode == 0, ref_json.stderr
    keeper = load_root(str(path), [], list(defines), use_cache=False)
    expected, actual = normalise(json.loads(ref_json.stdout)), normalise(to_json_dict(keeper))
    assert expected == actual, "\n".join(diff(expected, actual))
    assert print_records(keeper) == _llvm(llvm_tblgen, path, defines).stdout
    # Byte for byte: "!instanceof" lists in llvm-tblgen's order (by record name), the
    # anonymous records numbered as llvm-tblgen numbers them.
    assert dump_json(keeper) == ref_json.stdout

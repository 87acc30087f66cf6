"""Edge values through odsgen and llvm-tblgen 22: the same records, or the same error.

Each case is a small .td text written at test time: 64-bit boundaries of integer
literals and arithmetic, bits widths, non-ASCII strings through every string bang
operator (llvm-tblgen's strings are bytes), CR in code blocks, ``!repr``, the
short-circuits of ``!and``/``!or``/``!if``/``!cond``. Where llvm-tblgen accepts the
text, odsgen's JSON must equal it (``tblgen_compare.normalise``) and its default text
view must be byte-identical; where llvm-tblgen rejects it, odsgen must reject it with
a located error on the same line whose message is llvm-tblgen's first one.
"""

from __future__ import annotations

import json
import subprocess

import pytest
from tblgen_compare import diff, normalise
from tblgen_oracle import LLVM_TBLGEN, first_error

from odsgen.diagnostics import OdsgenError
from odsgen.records import load_root
from odsgen.records.dump_json import to_json_dict
from odsgen.records.printer import print_records

pytestmark = pytest.mark.oracle

E = "\u00e9"  # é: two bytes in UTF-8
CASES = {
    # ------------------------------------------------------------ integer literals
    "int64_bounds": "def F { int a = 9223372036854775807; int b = -9223372036854775808; int c = 9223372036854775808;"
    " int d = 18446744073709551615; int e = 0xFFFFFFFFFFFFFFFF; int f = 0x8000000000000000;"
    " int g = 0b1111111111111111111111111111111111111111111111111111111111111111; int h = +5; }",
    "leading_zeros": "def F { int a = 000000000000000000000000000000000000000000000001; int b = 0x000000000000000000001; }",
    "decimal_past_u64": "def F { int z = 18446744073709551616; }",
    "decimal_huge": "def F { int z = 99999999999999999999999; }",
    "decimal_4301_digits": "def F { int z = " + "9" * 4301 + "; }",
    "negative_past_i64": "def F { int z = -9223372036854775809; }",
    "hex_past_u64": "def F { int z = 0x10000000000000000; }",
    "hex_3600_digits": "def F { int z = 0x1" + "0" * 3600 + "; }",
    "plus_past_u64": "def F { int z = +99999999999999999999; }",
    "binary_65_bits": "def F { bits<65> z = 0b1" + "0" * 64 + "; }",
    "binary_64_bits": "def F { bits<64> z = 0b1" + "0" * 63 + "; int i = z; }",
    "bits_width_past_u64": "def F { bits<99999999999999999999999> z; }",
    "bits_width_wraps_u32": "def F { bits<4294967297> z; }",
    "bit_range_past_u64": "def F { bits<3> y = {0-18446744073709551615}; }",
    "list_index_past_u64": "def F { list<int> z = [1, 2]; int y = z[99999999999999999999]; }",
    # ------------------------------------------------------------ arithmetic
    "arith_wraps": "def F { int a = !mul(0x7fffffffffffffff, 2); int b = !add(0x7fffffffffffffff, 1);"
    " int c = !sub(-9223372036854775808, 1); int d = !shl(1, 63); int e = !sra(-8, 1); int f = !srl(-8, 1);"
    " int g = !logtwo(0x7fffffffffffffff); int h = !div(-7, 2); int i = !div(7, -2); int j = !xor(-1, 5); }",
    "div_int64_min": "def F { int a = !div(-9223372036854775808, -1); }",
    "div_int64_min_late": "class C<int i> { int a = !div(-9223372036854775808, i); } def F : C<-1>;",
    "div_zero": "def F { int a = !div(1, 0); }",
    "shl_64": "def F { int a = !shl(1, 64); }",
    "srl_negative": "def F { int a = !srl(1, -1); }",
    "logtwo_zero": "def F { int a = !logtwo(0); }",
    "int_into_bits": "def F { bits<4> a = 15; bits<4> b = -8; bits<64> c = -1; bits<65> d = -1; }",
    # ------------------------------------------------------------ short-circuits
    "and_zero_short_circuits": "class C<int i> { int z = !and(0, !div(1, i)); int y = !and(0, 1, !div(1, i));"
    " bit x = !and(false, !div(1, i)); } def F : C<0>;",
    "or_all_ones_short_circuits": "class C<int i> { int z = !or(-1, !div(1, i)); } def F : C<0>;",
    "or_one_does_not": "class C<int i> { int z = !or(1, !div(1, i)); } def F : C<0>;",
    "and_second_zero_does_not": "class C<int i> { int z = !and(!div(1, i), 0); } def F : C<0>;",
    "if_and_cond_pick_a_branch": "class C<int i> { int z = !if(!eq(i, 0), 0, !div(1, i));"
    " int y = !cond(!eq(i, 0): 0, true: !div(1, i)); } def F : C<0>;",
    "cond_order": "class C<int i> { int z = !cond(!eq(i, 1): 0, true: !div(1, i)); } def F : C<0>;",
    "list_index_out_of_range_unresolved": "class C<list<int> l, int i> { int z = !and(0, l[i]); }"
    " def F : C<[1], 5>;",
    "list_index_out_of_range_in_def": "def F { list<int> l = [1, 2]; int z = l[7]; }",
    "list_slice_out_of_range_in_def": "def F { list<int> l = [1, 2]; list<int> z = l[0, 7]; }",
    # ------------------------------------------------------------ strings are bytes
    "string_bang_ops_non_ascii": f'def F {{ int a = !size("h{E}llo"); string b = !substr("h{E}llo", 1, 2);'
    f' int c = !find("h{E}llo", "l"); int d = !find("h{E}llo", "l", 4); string e = !tolower("\u00c9A{E}");'
    f' string f = !toupper("{E}a\u00c9"); bit g = !lt("{E}", "z"); bit h = !gt("{E}", "\ufb00");'
    f' string i = !subst("{E}", "e", "h{E}llo"); string j = !interleave(["{E}", "b"], "\u00f6");'
    f' string k = !strconcat("{E}", "\u65e5"); string l = !repr("{E}"); bit m = !eq("{E}", "{E}");'
    f' bit n = !ne("{E}", "e"); bit o = !le("\u65e5", "{E}"); string p = !cast<string>("{E}");'
    f' bit q = !match("{E}", "^.$"); bit r = !match("{E}", "^..$"); int s = !size("\U0001f600");'
    f' bit t = !empty(""); string u = "x" # "{E}"; list<string> v = !foreach(x, ["{E}", "a"], !toupper(x)); }}',
    "substr_cuts_a_character": f'def F {{ string m = !substr("{E}", 1); string n = !substr("a{E}", 0, 2);'
    f' string o = !strconcat(!substr("{E}", 0, 1), !substr("{E}", 1)); bit p = !eq(o, "{E}"); }}',
    "substr_start_in_bytes": f'def F {{ string s = !substr("{E}{E}", 5); }}',
    "find_start_in_bytes": f'def F {{ int s = !find("{E}{E}", "x", 5); }}',
    # ------------------------------------------------------------ CR and !repr
    "cr_in_code_block": 'def F { code c = [{a\r\nb\rc}]; string s = "x"; }\r\n// comment\r\n'
    '#ifndef X\r\ndef G { string s = "y"; }\r\n#endif\r\n',
    "cr_in_string": 'def F { string s = "x\ry"; }',
    "repr_record": 'class C { int x = 1; string s = "a"; } def D : C; def E { string r = !repr(D);'
    ' string q = !repr(C<>); string p = !repr([1, 2]); string o = !repr((D 1, "a":$n)); }',
    # ------------------------------------------------------------ multiclass NAME
    "name_in_multiclass_default": 'multiclass M<string s = !strconcat(NAME, "_x")> { def _a { string v = s; } }'
    ' defm Foo : M; defm Bar : M<"q">;',
    "name_as_multiclass_argument": 'multiclass M<string NAME = "x"> { def _a { string v = NAME; } } defm Foo : M;',
    # ------------------------------------------------------------ anonymous class instances
    # (reduced from llvm/IR/Intrinsics.td and llvm/Target/Target.td; the text view checks
    # the anonymous numbering, so the order of instantiation too)
    "list_keeps_its_element_type": "class T; class P : T; def p : P; def q : T;"
    " class G<list<T> l> { list<T> x = l; } class I<list<T> ps> { list<T> y = ps; G g = G<y>; }"
    " def d1 : I<[p, q]>; defvar b = [p]; defvar c = [q]; def d2 : I<!listconcat(b, c)>;",
    "instance_in_untaken_if_arm": 'class G<int n> { int x = n; string s = "r" # n; }'
    " class Ok<int n> { bit ret = !lt(n, 2); }"
    " foreach i = [0, 1, 2, 3] in { defvar g = G<i>; if Ok<i>.ret then { def d # g.s { int v = g.x; } } }",
    "instances_in_loop_body_order": "class G<int n> { int x = n; }"
    " foreach i = [1, 2] in { def d # i { G a = G<i>; G b = G<7>; } }"
    " if 0 then { def e { G g = G<3>; } } else { def f { G g = G<4>; } }",
    "defm_in_foreach_order": "class G<int n> { int x = n; } class H<G g> { int y = g.x; }"
    " class R<G g> { G gg = g; H h = H<gg>; }"
    " multiclass M<int n> { foreach k = [1, 2] in { def _ # k : R<G<!add(n, k)>>; }"
    " if !eq(n, 10) then { def _ten : R<G<0>>; } }"
    " foreach j = [10, 20] in { defm m # j : M<j>; }",
    "multiclass_unnamed_def_named_once": "class G<int n> { int x = n; }"
    " multiclass N<int n> { def : G<n>; defm : O<n>; } multiclass O<int n> { def : G<!mul(n, 2)>; }"
    " multiclass M<int n> { def : G<n>; } def : G<5>; defm : N<1>; defm X : N<2>; def : G<6>;",
    "multiclass_instantiates_itself": "class C<int v> { int x = v; }"
    " multiclass M<int n> { def a : C<n>; defm b : M<!add(n, 1)>; def c : C<n>; defm d : M<!mul(n, 10)>; }"
    " defm X : M<1>; multiclass E { defm NAME : E; } defm Y : E;",
    "multiclass_body_sees_older_multiclasses_only": "multiclass A { defm x : B; } multiclass B { def y; } defm z : A;",
    "instances_order": "class C; def a16 : C; def a2 : C; def a1 : C; def a : C; def B : C; def _x : C; def a_2 : C;"
    " def a_16 : C; def a02 : C; def a2b : C; def ab : C; def a2x10 : C; def a2x3 : C;"
    " def Z { list<C> l = !instances<C>(); }",
}


def _llvm(path, *extra) -> subprocess.CompletedProcess:
    return subprocess.run([str(LLVM_TBLGEN), *extra, str(path)], capture_output=True, timeout=60)


@pytest.mark.parametrize("name", sorted(CASES))
def test_edge_values_agree_with_llvm_tblgen(tmp_path, name):
    path = tmp_path / f"{name}.td"
    path.write_bytes(CASES[name].encode("utf-8"))
    ref = _llvm(path, "--dump-json")
    try:
        keeper = load_root(str(path), [], [])
    except OdsgenError as exc:
        assert ref.returncode != 0, f"llvm-tblgen accepts {name}, odsgen rejects it:\n{exc}"
        ours, theirs = first_error(str(exc)), first_error(ref.stderr.decode("utf-8", "replace"))
        assert ours is not None, f"odsgen's error has no file:line:col:\n{exc}"
        assert (ours.line, ours.message) == (theirs.line, theirs.message), f"llvm-tblgen: {theirs}\nodsgen:      {ours}"
        return
    assert ref.returncode == 0, f"llvm-tblgen rejects {name}, odsgen accepts it:\n{ref.stderr.decode()[:2000]}"
    expected, actual = normalise(json.loads(ref.stdout)), normalise(to_json_dict(keeper))
    assert expected == actual, "\n".join(diff(expected, actual))
    # The text view keeps the bytes llvm-tblgen writes, cut characters included.
    assert print_records(keeper).encode("utf-8", "surrogateescape") == _llvm(path).stdout


def test_cases_cover_both_outcomes(tmp_path):
    """The set exercises both acceptance and each kind of rejection."""
    rejected = 0
    for name in ("decimal_4301_digits", "div_int64_min", "cr_in_string", "int64_bounds"):
        path = tmp_path / f"{name}.td"
        path.write_bytes(CASES[name].encode("utf-8"))
        rejected += _llvm(path).returncode != 0
    assert rejected == 3

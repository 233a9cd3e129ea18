"""Compile the citation regexes to C matchers with exactly the semantics of Python's ``re`` (sre).

``python -m lexgate.citations.rxgen`` (re)writes ``_cscan/rx_gen.c`` and ``_cscan/rx_gen.h``;
``--check`` exits 1 when the files on disk differ from what it would write; ``--bench`` times the
compiled matchers against ``re`` (needs the built extension).

Each pattern of :func:`registry` is parsed with Python 3.11's sre parser (``re._parser``) and compiled to
continuation-passing C: a sequence of nodes becomes straight-line code in one C function, and where sre
would keep a backtracking point (an alternation or a repeat with more than one way on) the rest of the
sequence becomes a function of its own that each way calls; a failed way returns -1 to the choice point,
which undoes the captures it made (a trail of (slot, old value) pairs) and tries the next.  The order in
which ways are tried is sre's (leftmost-first, greedy/lazy repeats, branches in order), and so are the
finer points: a group keeps the value of the last iteration in which it took part, a repeat stops iterating
after an iteration that matched the empty string (sre's ``last_ptr``), lookarounds are atomic, captures
made in a positive lookahead are kept and those of a negative one discarded, ``(?(g)..|..)`` tests that
the group's end is set and not before its start.

What makes it fast, with no change of the result:

* Every node sequence has a *first set*: the characters (and the end of the text) it can start with,
  computed over a small universe of character classes (every Latin-1 character, every character above
  it that a pattern names, and for the rest of Unicode one class per combination of word / decimal /
  space) so that set operations are exact.  An alternation dispatches on the current character and tries
  only the branches whose first set holds it; a choice point with one possible way is no choice point.
* A repeat whose body can never give back what the rest needs (the body's first set is disjoint from the
  rest's) runs as a plain loop; a single-character repeat otherwise scans to its maximum and tries the
  rest from the longest to the shortest, only where the rest can start.
* Lookarounds of one character and deterministic lookarounds are inlined.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import re
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

_parser: Any = importlib.import_module("re._parser")
_c: Any = importlib.import_module("re._constants")

#: Further patterns the scanner uses (name -> factory); names must be C identifiers.
EXTRA: dict[str, Callable[[], re.Pattern[str]]] = {}

_HERE = Path(__file__).resolve().parent
C_FILE = _HERE / "_cscan" / "rx_gen.c"
H_FILE = _HERE / "_cscan" / "rx_gen.h"

_MAXREPEAT = int(_c.MAXREPEAT)
_EOS_C = "RX_EOS"
_RET = "return -1;"


class UnsupportedPattern(ValueError):
    """A pattern uses a construct (or flag) the generator does not compile."""


# --------------------------------------------------------------------------------------------------
# Registry


def registry() -> dict[str, re.Pattern[str]]:
    """Every pattern the compiled scanner may use, by C-identifier name (sorted by name).

    Every module-level ``re.Pattern`` of every module of ``lexgate.citations`` (``<module>_<ATTR>``),
    the two statute rules built at run time, and :data:`EXTRA`.
    """
    import lexgate.citations as pkg
    from lexgate.citations import statutes

    found: dict[str, re.Pattern[str]] = {}
    mods = sorted(pkgutil.walk_packages(pkg.__path__, pkg.__name__ + "."), key=lambda m: m.name)
    for info in mods:
        short = info.name[len(pkg.__name__) + 1 :]
        if short.split(".")[-1] == "_cscan" or short == "rxgen":
            continue  # the C extension itself, and this module
        module = importlib.import_module(info.name)
        for attr in sorted(dir(module)):  # dir: a module may compile its regexes lazily (patterns.py)
            value = getattr(module, attr)
            if isinstance(value, re.Pattern):
                if not isinstance(value.pattern, str):
                    raise UnsupportedPattern(f"{info.name}.{attr}: bytes patterns are not supported")
                found[f"{short.replace('.', '_')}_{attr}"] = value
    found["statutes_statute_re"] = statutes.statute_re()
    found["statutes_continuation_re"] = statutes.continuation_re()
    for name, make in EXTRA.items():
        if name in found:
            raise ValueError(f"EXTRA name {name} is already in the registry")
        found[name] = make()
    for name in found:
        if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
            raise ValueError(f"registry name {name!r} is not a C identifier")
    return dict(sorted(found.items()))


# --------------------------------------------------------------------------------------------------
# Characters, character sets and the universe of character classes


def _catvec(cp: int) -> int:
    """Word (1), decimal (2), space (4): sre's UNICODE categories (``Py_UNICODE_IS*``)."""
    ch = chr(cp)
    return (1 if ch.isalnum() or ch == "_" else 0) | (2 if ch.isdecimal() else 0) | (4 if ch.isspace() else 0)


_CATS = {
    "CATEGORY_WORD": "W",
    "CATEGORY_NOT_WORD": "w",
    "CATEGORY_DIGIT": "D",
    "CATEGORY_NOT_DIGIT": "d",
    "CATEGORY_SPACE": "S",
    "CATEGORY_NOT_SPACE": "s",
}
_CAT_BIT = {"W": 1, "D": 2, "S": 4}


def _cat_hit(cat: str, vec: int) -> bool:
    hit = bool(vec & _CAT_BIT[cat.upper()])
    return hit if cat.isupper() else not hit


class CharSet:
    """One character test: (negated) union of intervals and categories."""

    __slots__ = ("cats", "ivals", "neg")

    def __init__(self, neg: bool, ivals: Sequence[tuple[int, int]], cats: Sequence[str]) -> None:
        merged: list[tuple[int, int]] = []
        for a, b in sorted(ivals):
            if merged and a <= merged[-1][1] + 1:
                merged[-1] = (merged[-1][0], max(merged[-1][1], b))
            else:
                merged.append((a, b))
        self.neg = neg
        self.ivals = tuple(merged)
        self.cats = tuple(sorted(set(cats)))

    def key(self) -> tuple[bool, tuple[tuple[int, int], ...], tuple[str, ...]]:
        return (self.neg, self.ivals, self.cats)

    def literal(self) -> int | None:
        if not self.neg and not self.cats and len(self.ivals) == 1 and self.ivals[0][0] == self.ivals[0][1]:
            return self.ivals[0][0]
        return None

    def has(self, cp: int) -> bool:
        """Membership of one character (exact: categories of a named character are fixed)."""
        hit = any(a <= cp <= b for a, b in self.ivals) or any(_cat_hit(c, _catvec(cp)) for c in self.cats)
        return hit != self.neg

    def has_class(self, start: int, vec: int) -> bool:
        """Membership of the unnamed characters of a high interval starting at ``start`` with categories ``vec``."""
        hit = any(a <= start <= b for a, b in self.ivals) or any(_cat_hit(c, vec) for c in self.cats)
        return hit != self.neg


def _charset_from_items(items: Sequence[tuple[Any, Any]], where: str) -> CharSet:
    neg = False
    ivals: list[tuple[int, int]] = []
    cats: list[str] = []
    for n, (op, av) in enumerate(items):
        name = str(op)
        if name == "NEGATE":
            if n != 0:
                raise UnsupportedPattern(f"{where}: NEGATE not first in a set")
            neg = True
        elif name == "LITERAL":
            ivals.append((int(av), int(av)))
        elif name == "RANGE":
            ivals.append((int(av[0]), int(av[1])))
        elif name == "CATEGORY":
            if str(av) not in _CATS:
                raise UnsupportedPattern(f"{where}: category {av} is not supported")
            cats.append(_CATS[str(av)])
        else:
            raise UnsupportedPattern(f"{where}: set item {name} is not supported")
    return CharSet(neg, ivals, cats)


class Universe:
    """Character classes over which first sets are exact bit masks.

    Bits 0..255: the Latin-1 characters.  Above: for the high code points, the elementary intervals cut
    by every high character and range a pattern names; an interval of one named character is one class,
    a longer interval (with others of the same range membership) is eight classes (word/decimal/space
    combinations, decided at run time with the ``Py_UNICODE_IS*`` macros).  Last bit: the end of the text.
    """

    def __init__(self, points: set[int], ranges: set[tuple[int, int]]) -> None:
        bounds = {256, 0x110000}
        for p in points:
            if p >= 256:
                bounds |= {p, p + 1}
        for a, b in ranges:
            if b >= 256:
                bounds |= {max(a, 256), b + 1}
        starts = sorted(x for x in bounds if x < 0x110000)
        ends = [*starts[1:], 0x110000]
        self.ranges = sorted(ranges)
        self.hstart: list[int] = []
        self.hbase: list[int] = []
        self.hone: list[bool] = []
        # high classes, relative to bit 256: ("pt", code point, vec) or ("mv", interval start, vec)
        self.hclasses: list[tuple[str, int, int]] = []
        sig_base: dict[tuple[int, ...], int] = {}
        for s, e in zip(starts, ends, strict=True):
            self.hstart.append(s)
            if e - s == 1:
                self.hone.append(True)
                self.hbase.append(len(self.hclasses))
                self.hclasses.append(("pt", s, _catvec(s)))
            else:
                sig = tuple(n for n, (a, b) in enumerate(self.ranges) if a <= s <= b)
                if sig not in sig_base:
                    sig_base[sig] = len(self.hclasses)
                    self.hclasses += [("mv", s, vec) for vec in range(8)]
                self.hone.append(False)
                self.hbase.append(sig_base[sig])
        self.eos_rel = len(self.hclasses)
        self.nhigh = self.eos_rel + 1
        self.nbits = 256 + self.nhigh
        self.EOS = 1 << (256 + self.eos_rel)
        self.ALLE = (1 << self.nbits) - 1
        self.ALLCH = self.ALLE & ~self.EOS
        self.NL = 1 << 10
        self._cs: dict[tuple[Any, ...], int] = {}

    def mask(self, cs: CharSet) -> int:
        key = cs.key()
        if key in self._cs:
            return self._cs[key]
        m = 0
        for cp in range(256):
            if cs.has(cp):
                m |= 1 << cp
        for n, (kind, x, vec) in enumerate(self.hclasses):
            if cs.has(x) if kind == "pt" else cs.has_class(x, vec):
                m |= 1 << (256 + n)
        self._cs[key] = m
        return m

    def values(self, mask: int) -> list[int] | None:
        """The code points of ``mask`` (RX_EOS as 0xFFFFFFFF), or None if it holds unnamed classes."""
        out = [cp for cp in range(256) if mask >> cp & 1]
        for n, (kind, x, _vec) in enumerate(self.hclasses):
            if mask >> (256 + n) & 1:
                if kind != "pt":
                    return None
                out.append(x)
        if mask & self.EOS:
            out.append(0xFFFFFFFF)
        return out


def _intervals(values: Sequence[int]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for v in sorted(values):
        if out and v == out[-1][1] + 1:
            out[-1] = (out[-1][0], v)
        else:
            out.append((v, v))
    return out


def _cmp(ivals: Sequence[tuple[int, int]], var: str) -> str:
    parts = []
    for a, b in ivals:
        if a == b:
            parts.append(f"{var} == {_clit(a)}")
        elif a == 0:
            parts.append(f"{var} <= {_clit(b)}")
        else:
            parts.append(f"({var} >= {_clit(a)} && {var} <= {_clit(b)})")
    if not parts:
        return "0"
    return parts[0] if len(parts) == 1 else "(" + " || ".join(parts) + ")"


def _clit(v: int) -> str:
    if v == 0xFFFFFFFF:
        return _EOS_C
    if v < 128 and chr(v).isalnum():
        return f"'{chr(v)}'"
    return f"0x{v:x}" if v > 255 else str(v)


# --------------------------------------------------------------------------------------------------
# Nodes (flattened sequences: a capturing group is Open, its body, Close)


class Char:
    __slots__ = ("cs", "lit", "mask")

    def __init__(self, cs: CharSet, mask: int) -> None:
        self.cs = cs
        self.mask = mask
        self.lit = cs.literal()


class At:
    __slots__ = ("kind",)

    def __init__(self, kind: str) -> None:
        self.kind = kind  # begin | end | eos | b | B


class Open:
    __slots__ = ("group",)

    def __init__(self, group: int) -> None:
        self.group = group


class Close:
    __slots__ = ("group",)

    def __init__(self, group: int) -> None:
        self.group = group


class Branch:
    __slots__ = ("alts",)

    def __init__(self, alts: tuple[Seq, ...]) -> None:
        self.alts = alts


class Repeat:
    __slots__ = ("body", "greedy", "hi", "lo", "poss")

    def __init__(self, lo: int, hi: int | None, greedy: bool, poss: bool, body: Seq) -> None:
        self.lo = lo
        self.hi = hi
        self.greedy = greedy
        self.poss = poss
        self.body = body


class Look:
    __slots__ = ("back", "body", "groups", "neg")

    def __init__(self, neg: bool, back: int, body: Seq) -> None:
        self.neg = neg
        self.back = back
        self.body = body
        self.groups = _has_groups(body)


class Cond:
    __slots__ = ("group", "no", "yes")

    def __init__(self, group: int, yes: Seq, no: Seq) -> None:
        self.group = group
        self.yes = yes
        self.no = no


class Ref:
    __slots__ = ("group",)

    def __init__(self, group: int) -> None:
        self.group = group


class Atomic:
    __slots__ = ("body",)

    def __init__(self, body: Seq) -> None:
        self.body = body


Node = Char | At | Open | Close | Branch | Repeat | Look | Cond | Ref | Atomic
Seq = tuple[Node, ...]


def _has_groups(seq: Seq) -> bool:
    for n in seq:
        if isinstance(n, Open | Close):
            return True
        if isinstance(n, Branch) and any(_has_groups(a) for a in n.alts):
            return True
        if isinstance(n, Repeat | Look | Atomic) and _has_groups(n.body):
            return True
        if isinstance(n, Cond) and (_has_groups(n.yes) or _has_groups(n.no)):
            return True
    return False


_AT = {
    "AT_BEGINNING": "begin",
    "AT_BEGINNING_STRING": "begin",
    "AT_END": "end",
    "AT_END_STRING": "eos",
    "AT_BOUNDARY": "b",
    "AT_NON_BOUNDARY": "B",
}


def _sre_tree(pattern: re.Pattern[str], name: str) -> Any:
    if pattern.flags & ~re.UNICODE:
        raise UnsupportedPattern(f"{name}: flags {re.RegexFlag(pattern.flags)!r} are not supported")
    return _parser.parse(pattern.pattern, pattern.flags)


def _collect_points(data: Any, points: set[int], ranges: set[tuple[int, int]]) -> None:
    for op, av in data:
        name = str(op)
        if name in ("LITERAL", "NOT_LITERAL"):
            points.add(int(av))
        elif name == "IN":
            for iop, iav in av:
                if str(iop) == "LITERAL":
                    points.add(int(iav))
                elif str(iop) == "RANGE":
                    ranges.add((int(iav[0]), int(iav[1])))
        elif name == "SUBPATTERN":
            _collect_points(av[3], points, ranges)
        elif name == "BRANCH":
            for alt in av[1]:
                _collect_points(alt, points, ranges)
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
            _collect_points(av[2], points, ranges)
        elif name in ("ASSERT", "ASSERT_NOT"):
            _collect_points(av[1], points, ranges)
        elif name == "GROUPREF_EXISTS":
            _collect_points(av[1], points, ranges)
            if av[2] is not None:
                _collect_points(av[2], points, ranges)
        elif name == "ATOMIC_GROUP":
            _collect_points(av, points, ranges)


def _sre_simple(sub: Any) -> bool:
    """sre's ``_compiler._simple``: a repeat of this body is a single-character REPEAT_ONE."""
    data = list(sub)
    if len(data) != 1:
        return False
    op, av = data[0]
    if str(op) == "SUBPATTERN":
        return av[0] is None and _sre_simple(av[-1])
    return str(op) in ("LITERAL", "NOT_LITERAL", "IN", "ANY")


_TRIE_MIN_NODES = 40  # deterministic literal alternations at least this big become table-driven tries
_TRIE_MAX_WORDS = 5000


def _size(seq: Seq) -> int:
    n = 0
    for x in seq:
        n += 1
        if isinstance(x, Branch):
            n += sum(_size(a) for a in x.alts)
        elif isinstance(x, Repeat | Look | Atomic):
            n += _size(x.body)
        elif isinstance(x, Cond):
            n += _size(x.yes) + _size(x.no)
    return n


def _language(seq: Seq) -> list[str] | None:
    """The strings of a sequence of literals, alternations of them and optional parts, in the order sre
    tries them (depth first; a string reached again later is dropped), or None for anything else."""
    words = [""]
    for x in seq:
        if isinstance(x, Char) and x.lit is not None:
            part = [chr(x.lit)]
        elif isinstance(x, Branch):
            part = []
            for alt in x.alts:
                sub = _language(alt)
                if sub is None:
                    return None
                part += sub
        elif isinstance(x, Repeat) and x.lo == 0 and x.hi == 1 and not x.poss:
            sub = _language(x.body)
            if sub is None:
                return None
            part = [*sub, ""] if x.greedy else ["", *sub]
        else:
            return None
        words = list(dict.fromkeys(w + p for w in words for p in part))
        if len(words) > _TRIE_MAX_WORDS:
            return None
    return words


def _empty_past_end(seq: Seq) -> bool:
    """Whether a literal alternation (see :func:`_language`) matches past the end (pos > endpos): only
    the empty word can, and not through a single-character repeat (sre's REPEAT_ONE fails there)."""
    for x in seq:
        if isinstance(x, Branch):
            if not any(_empty_past_end(alt) for alt in x.alts):
                return False
        elif isinstance(x, Repeat):
            if len(x.body) == 1 and isinstance(x.body[0], Char):
                return False
        else:
            return False
    return True


class Converter:
    """sre parse tree -> flattened node sequences."""

    def __init__(self, universe: Universe, where: str) -> None:
        self.U = universe
        self.where = where
        # sre restores the marks (group spans) of a failed way only inside a (non-single-character)
        # repeat; outside, a mark written twice on one path can keep the value of a failed way.  That
        # happens in two loops sre runs without a repeat context, where it is visible; they are refused:
        self.lazy_groups: set[int] = set()  # groups around a lazy repeat outside repeats (MIN_UNTIL tail)
        self.refs: set[int] = set()  # groups tested by (?(g)...) or referenced by \g
        self._in_repeat = False
        self._open: list[int] = []

    def convert(self, data: Any) -> Seq:
        top = self.seq(data)
        bad = sorted(self.refs & self.lazy_groups)
        if bad:
            raise UnsupportedPattern(
                f"{self.where}: group {bad[0]} holds a lazy repeat and is tested by (?({bad[0]})...) or "
                f"referenced by \\{bad[0]} (sre can see a stale mark of it there)"
            )
        return top

    def char(self, cs: CharSet) -> Char:
        return Char(cs, self.U.mask(cs))

    def seq(self, data: Any) -> Seq:
        out: list[Node] = []
        for op, av in data:
            name = str(op)
            if name == "LITERAL":
                out.append(self.char(CharSet(False, [(int(av), int(av))], ())))
            elif name == "NOT_LITERAL":
                out.append(self.char(CharSet(True, [(int(av), int(av))], ())))
            elif name == "ANY":
                out.append(self.char(CharSet(True, [(10, 10)], ())))
            elif name == "IN":
                out.append(self.char(_charset_from_items(av, self.where)))
            elif name == "SUBPATTERN":
                group, add_flags, del_flags, sub = av
                if add_flags or del_flags:
                    raise UnsupportedPattern(f"{self.where}: inline flags are not supported")
                if group:
                    self._open.append(int(group))
                body = self.seq(sub)
                if group:
                    self._open.pop()
                    out += [Open(int(group)), *body, Close(int(group))]
                else:
                    out += body
            elif name == "BRANCH":
                out.append(Branch(tuple(self.seq(alt) for alt in av[1])))
            elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
                lo, hi_raw, sub = int(av[0]), int(av[1]), av[2]
                hi = None if hi_raw == _MAXREPEAT else hi_raw
                poss = name == "POSSESSIVE_REPEAT"
                simple = _sre_simple(sub)
                outer = self._in_repeat
                if not simple and not poss:
                    self._in_repeat = True
                    if name == "MIN_REPEAT" and not outer:
                        self.lazy_groups.update(self._open)
                body = self.seq(sub)
                self._in_repeat = outer
                if poss and _has_groups(body):
                    raise UnsupportedPattern(
                        f"{self.where}: a possessive repeat with groups (sre keeps stale marks there)"
                    )
                single = len(body) == 1 and isinstance(body[0], Char)
                if hi == 0 and not single:
                    continue  # matches the empty string, sets nothing
                if not poss and lo == 1 and hi == 1:
                    out += body  # x{1}: the body once, its backtracking points kept
                elif lo == hi and single and lo <= 8:
                    out += [body[0]] * lo  # \d{4}: exactly four characters
                else:
                    out.append(Repeat(lo, hi, name != "MIN_REPEAT", poss, body))
            elif name == "AT":
                if str(av) not in _AT:
                    raise UnsupportedPattern(f"{self.where}: {av} is not supported")
                out.append(At(_AT[str(av)]))
            elif name in ("ASSERT", "ASSERT_NOT"):
                direction, sub = av
                back = 0
                if direction < 0:
                    lo, hi = sub.getwidth()
                    if lo != hi:
                        raise UnsupportedPattern(f"{self.where}: variable-width lookbehind")
                    back = int(lo)
                out.append(Look(name == "ASSERT_NOT", back, self.seq(sub)))
            elif name == "GROUPREF_EXISTS":
                group, yes, no = av
                self.refs.add(int(group))
                out.append(Cond(int(group), self.seq(yes), self.seq(no) if no is not None else ()))
            elif name == "GROUPREF":
                self.refs.add(int(av))
                out.append(Ref(int(av)))
            elif name == "ATOMIC_GROUP":
                out.append(Atomic(self.seq(av)))
            else:
                raise UnsupportedPattern(f"{self.where}: the construct {name} is not supported")
        return tuple(out)


# --------------------------------------------------------------------------------------------------
# Analysis: first sets, nullability, determinism (the generator's decisions, in one place)


class Analysis:
    def __init__(self, universe: Universe) -> None:
        self.U = universe
        self._fs: dict[tuple[int, int], list[int]] = {}
        self._fa: dict[tuple[int, int], int] = {}
        self._det: dict[tuple[int, int], bool] = {}
        self._null: dict[int, bool] = {}
        self._keep: list[Any] = []  # keeps memo keys (ids) alive

    def first_suffix(self, seq: Seq, follow: int) -> list[int]:
        """``out[j]``: first set of ``seq[j:]`` followed by something with first set ``follow``."""
        key = (id(seq), follow)
        got = self._fs.get(key)
        if got is not None:
            return got
        out = [0] * (len(seq) + 1)
        out[-1] = follow
        for j in range(len(seq) - 1, -1, -1):
            out[j] = self.first_node(seq[j], out[j + 1])
        self._fs[key] = out
        self._keep.append(seq)
        return out

    def first(self, seq: Seq, follow: int) -> int:
        return self.first_suffix(seq, follow)[0]

    def first_node(self, n: Node, rest: int) -> int:
        U = self.U
        if isinstance(n, Char):
            return n.mask
        if isinstance(n, Open | Close):
            return rest
        if isinstance(n, At):
            if n.kind == "eos":
                return rest & U.EOS
            if n.kind == "end":
                return rest & (U.EOS | U.NL)
            return rest
        if isinstance(n, Branch):
            m = 0
            for alt in n.alts:
                m |= self.first(alt, rest)
            return m
        if isinstance(n, Repeat):
            if n.hi == 0:
                return rest
            after = self.f_after(n, rest)
            body = self.first(n.body, after)
            return body | rest if n.lo == 0 else body
        if isinstance(n, Look):
            if n.back:
                return rest
            if n.neg:
                return rest & ~self.certain(n.body)
            return rest & self.first(n.body, U.ALLE)
        if isinstance(n, Cond):
            return self.first(n.yes, rest) | self.first(n.no, rest)
        if isinstance(n, Ref):
            return U.ALLE
        return self.first(n.body, rest)  # Atomic

    def f_after(self, n: Repeat, rest: int) -> int:
        """First set after an iteration of ``n``: another iteration or the rest (least fixpoint)."""
        if n.hi == 1:
            return rest  # no further iteration after the only one
        key = (id(n), rest)
        got = self._fa.get(key)
        if got is not None:
            return got
        x = rest
        while True:
            x2 = self.first(n.body, x) | rest
            if x2 == x:
                break
            x = x2
        self._fa[key] = x
        self._keep.append(n)
        return x

    def certain(self, seq: Seq) -> int:
        """Characters on which ``seq`` surely matches (one-character sequences), for ``(?!x)``."""
        core = [n for n in seq if not isinstance(n, Open | Close)]
        if len(core) == 1 and isinstance(core[0], Char):
            return core[0].mask
        if len(core) == 1 and isinstance(core[0], Branch):
            m = 0
            for alt in core[0].alts:
                m |= self.certain(alt)
            return m
        return 0

    def nullable(self, seq: Seq) -> bool:
        key = id(seq)
        got = self._null.get(key)
        if got is not None:
            return got
        res = all(self._nullable_node(n) for n in seq)
        self._null[key] = res
        self._keep.append(seq)
        return res

    def _nullable_node(self, n: Node) -> bool:
        if isinstance(n, Char):
            return False
        if isinstance(n, Branch):
            return any(self.nullable(a) for a in n.alts)
        if isinstance(n, Repeat):
            return n.lo == 0 or self.nullable(n.body)
        if isinstance(n, Cond):
            return self.nullable(n.yes) or self.nullable(n.no)
        if isinstance(n, Atomic):
            return self.nullable(n.body)
        return True

    def det(self, seq: Seq, follow: int) -> bool:
        """True if ``seq`` (followed by ``follow``) compiles to code without a choice point."""
        key = (id(seq), follow)
        got = self._det.get(key)
        if got is not None:
            return got
        fs = self.first_suffix(seq, follow)
        res = all(self.det_node(n, fs[j + 1]) for j, n in enumerate(seq))
        self._det[key] = res
        return res

    def det_node(self, n: Node, follow: int) -> bool:
        if isinstance(n, Branch):
            return self.branch_plan(n, follow)[0] == "det"
        if isinstance(n, Repeat):
            return self.rep_kind(n, follow).startswith("det")
        if isinstance(n, Cond):
            return self.det(n.yes, follow) and self.det(n.no, follow)
        return True

    def branch_plan(self, n: Branch, follow: int) -> tuple[str, list[int], list[int]]:
        """(kind, first set of each alternative, live alternatives); kind det | dispatch | choice."""
        masks = [self.first(alt, follow) & self.U.ALLE for alt in n.alts]
        live = [k for k, m in enumerate(masks) if m]
        acc = 0
        disjoint = True
        for k in live:
            if masks[k] & acc:
                disjoint = False
                break
            acc |= masks[k]
        if not disjoint:
            return "choice", masks, live
        if all(self.det(n.alts[k], follow) for k in live):
            return "det", masks, live
        return "dispatch", masks, live

    def rep_kind(self, n: Repeat, follow: int) -> str:
        U = self.U
        body = n.body
        if len(body) == 1 and isinstance(body[0], Char):
            if n.poss or n.hi == 0 or not body[0].mask & follow & U.ALLCH:
                return "det-single"
            return "single-greedy" if n.greedy else "single-lazy"
        if n.poss:
            return "det-poss"
        after = self.f_after(n, follow)
        fb = self.first(body, after)
        bd = self.det(body, after)
        if n.hi == 1 and n.greedy:
            if bd and not fb & follow:
                return "det-opt"
            return "opt-detbody" if bd else "opt"
        if not self.nullable(body) and bd:
            if not fb & follow:
                return "det-loop"
            return "loop-greedy" if n.greedy else "loop-lazy"
        return "until"


# --------------------------------------------------------------------------------------------------
# C generation


class Cont:
    """What follows generated code: a call (function, accept, assert accept), a goto, or fall-through."""

    __slots__ = ("kind", "mask", "target")

    def __init__(self, kind: str, target: str, mask: int) -> None:
        self.kind = kind  # fn | accept | assert | goto | fall
        self.target = target
        self.mask = mask

    @property
    def callable(self) -> bool:
        return self.kind in ("fn", "accept", "assert")

    def call(self, pos: str = "i", k: str = "k") -> str:
        if self.kind == "fn":
            return f"{self.target}(m, {pos}, {k})"
        if self.kind == "accept":
            return f"RX_ACCEPT({pos})"
        if self.kind == "assert":
            return pos
        raise AssertionError(f"not callable: {self.kind}")


class Fn:
    __slots__ = ("comment", "lines", "name")

    def __init__(self, name: str, comment: str) -> None:
        self.name = name
        self.comment = comment
        self.lines: list[str] = []


class CGlobals:
    """Tables shared by all patterns: 256-bit bitmaps, first-set masks, character-set functions."""

    def __init__(self, universe: Universe) -> None:
        self.U = universe
        self.bitmaps: list[int] = []
        self._bm: dict[int, int] = {}
        self.masks: list[int] = []
        self._mk: dict[int, int] = {}
        self.csfns: list[tuple[str, str]] = []
        self._cs: dict[str, str] = {}
        self.mfns: list[tuple[str, str]] = []
        self._mf: dict[int, str] = {}
        self.tnodes: list[tuple[int, int, int]] = []  # (first edge, number of edges, terminal)
        self.tedges: list[tuple[int, int]] = []  # (character, child node)
        self._tries: dict[tuple[str, ...], int] = {}

    def trie(self, words: list[str]) -> int:
        """Root node of a table-driven trie of ``words`` (shared); a word's node holds its rank + 1."""
        key = tuple(words)
        if key in self._tries:
            return self._tries[key]
        tree: dict[str, Any] = {}
        for rank, w in enumerate(key):
            node = tree
            for ch in w:
                node = node.setdefault(ch, {})
            node[""] = rank + 1
        root = len(self.tnodes)
        queue = [tree]
        self.tnodes.append((0, 0, 0))
        n = 0
        while n < len(queue):
            node = queue[n]
            kids = sorted(ch for ch in node if ch)
            first = len(self.tedges)
            for ch in kids:
                self.tedges.append((ord(ch), root + len(queue)))
                queue.append(node[ch])
                self.tnodes.append((0, 0, 0))
            self.tnodes[root + n] = (first, len(kids), node.get("", 0))
            n += 1
        self._tries[key] = root
        return root

    def bitmap(self, bits: int) -> int:
        if bits not in self._bm:
            self._bm[bits] = len(self.bitmaps)
            self.bitmaps.append(bits)
        return self._bm[bits]

    def mask_id(self, mask: int) -> int:
        if mask not in self._mk:
            self._mk[mask] = len(self.masks)
            self.masks.append(mask)
        return self._mk[mask]

    def mask_test(self, mask: int, var: str) -> str | None:
        """C test of ``var`` (a code point or RX_EOS) against a first set; None if always true."""
        U = self.U
        mask &= U.ALLE
        if mask == U.ALLE:
            return None
        if not mask:
            return "0"
        return f"{self.mask_fn(mask)}({var})"

    def mask_fn(self, mask: int) -> str:
        """Name of a static inline function testing a code point (or RX_EOS) against ``mask``."""
        if mask in self._mf:
            return self._mf[mask]
        U = self.U
        vals = U.values(mask)
        comp = U.values(U.ALLE & ~mask)
        if vals is not None and len(_intervals(vals)) <= 3:
            body = _cmp(_intervals(vals), "c")
        elif comp is not None and len(_intervals(comp)) <= 3:
            body = f"!({_cmp(_intervals(comp), 'c')})"
        else:
            body = f"c < 256 ? (int)((rx_mk[{self.mask_id(mask)}][c >> 5] >> (c & 31)) & 1u) : rx_mthi({self.mask_id(mask)}, c)"
        name = f"rx_m{len(self.mfns)}"
        self._mf[mask] = name
        self.mfns.append((name, body))
        return name

    def char_test(self, ch: Char, expr: str) -> str:
        """C test (true when the character matches) of ``expr`` (a code point known to exist)."""
        return self._char_test(ch, expr, False)

    def char_miss(self, ch: Char, expr: str) -> str:
        """C test true when ``expr`` does not match."""
        return self._char_test(ch, expr, True)

    def _char_test(self, ch: Char, expr: str, miss: bool) -> str:
        cs = ch.cs
        if not cs.cats and len(cs.ivals) == 1 and cs.ivals[0][0] == cs.ivals[0][1]:
            eq = (ch.lit is not None) != miss
            return f"{expr} {'==' if eq else '!='} {_clit(cs.ivals[0][0])}"
        call = f"{self.cs_fn(cs)}({expr})"
        return f"!{call}" if miss else call

    def cs_fn(self, cs: CharSet) -> str:
        if not cs.cats and len(cs.ivals) <= 4:
            body = _cmp(cs.ivals, "c")
            if cs.neg:
                body = f"!({body})"
        else:
            lo = 0
            for cp in range(256):
                if cs.has(cp):
                    lo |= 1 << cp
            hi_parts = [_cmp([(max(a, 256), b)], "c") for a, b in cs.ivals if b >= 256]
            for cat in cs.cats:
                test = {
                    "W": "Py_UNICODE_ISALNUM(c)",
                    "D": "Py_UNICODE_ISDECIMAL(c)",
                    "S": "Py_UNICODE_ISSPACE(c)",
                }[cat.upper()]
                hi_parts.append(test if cat.isupper() else f"!{test}")
            hi = " || ".join(hi_parts) if hi_parts else "0"
            if cs.neg:
                hi = f"!({hi})" if hi_parts else "1"
            body = f"c < 256 ? (int)RX_BM({self.bitmap(lo)}, c) : ({hi})"
        if body not in self._cs:
            name = f"rx_cs{len(self.csfns)}"
            self._cs[body] = name
            self.csfns.append((name, body))
        return self._cs[body]


_LABEL_RE = re.compile(r"^(\w+): ;$")
_GOTO_RE = re.compile(r"goto (\w+);")


class PatternCompiler:
    """Compiles one pattern to a list of C functions (entry: ``fns[0]``)."""

    def __init__(self, uid: int, name: str, pattern: re.Pattern[str], glob: CGlobals) -> None:
        self.prefix = f"r{uid}"
        self.name = name
        self.pattern = pattern
        self.G = glob
        self.U = glob.U
        self.A = Analysis(glob.U)
        self.fns: list[Fn] = []
        self.n = 0
        tree = _sre_tree(pattern, name)
        self.top = Converter(glob.U, name).convert(tree)
        self.ngroups = pattern.groups
        entry = self.fn("entry")
        self.first = self.A.first(self.top, self.U.ALLE)
        entry.lines = self.gen(self.top, 0, Cont("accept", "", self.U.ALLE), _RET)

    # helpers -------------------------------------------------------------------------------------
    def fn(self, comment: str) -> Fn:
        f = Fn(f"{self.prefix}_{len(self.fns)}", comment)
        self.fns.append(f)
        return f

    def var(self, tag: str) -> str:
        self.n += 1
        return f"{tag}{self.n}"

    def test(self, mask: int, var: str) -> str | None:
        return self.G.mask_test(mask, var)

    def rest(self, seq: Seq, idx: int, cont: Cont) -> Cont:
        """The rest ``seq[idx:]`` + ``cont`` as something callable (a new function unless empty)."""
        if idx >= len(seq):
            if not cont.callable:
                raise AssertionError(f"{self.name}: internal error: a choice point in deterministic code")
            return cont
        f = self.fn("rest")
        mask = self.A.first_suffix(seq, cont.mask)[idx]
        f.lines = self.gen(seq, idx, cont, _RET)
        return Cont("fn", f.name, mask)

    def sub(self, body: Seq, comment: str) -> str:
        """A lookaround / atomic body as a function returning its end (or -1)."""
        f = self.fn(comment)
        f.lines = self.gen(body, 0, Cont("assert", "", self.U.ALLE), _RET)
        return f.name

    def finish(self, cont: Cont, fail: str) -> list[str]:
        if cont.callable:
            if fail != _RET:
                raise AssertionError(f"{self.name}: internal error: call in a local-failure context")
            return [f"return {cont.call()};"]
        if cont.kind == "goto":
            return [f"goto {cont.target};"]
        return []

    # sequences -----------------------------------------------------------------------------------
    def gen(self, seq: Seq, idx: int, cont: Cont, fail: str, known: int = 0) -> list[str]:
        """Code matching ``seq[idx:]`` at ``i`` then continuing with ``cont``; ``fail`` on failure.

        ``known``: a set of characters ``s[i]`` is known to be in (``i < end``), 0 if nothing is known.
        """
        out: list[str] = []
        fs = self.A.first_suffix(seq, cont.mask)
        safe = bool(known)  # i <= end is known
        while idx < len(seq):
            node = seq[idx]
            follow = fs[idx + 1]
            if isinstance(node, Char):
                j = idx
                while j < len(seq) and isinstance(seq[j], Char):
                    j += 1
                out += self.char_run([c for c in seq[idx:j] if isinstance(c, Char)], fail, known)
                idx = j
                known, safe = 0, True
                continue
            if isinstance(node, Open | Close | At | Look):
                pass  # zero-width: what is known of s[i] stays true
            elif isinstance(node, Repeat) and len(node.body) == 1 and isinstance(node.body[0], Char):
                pass  # single-character repeats leave i <= end (or fail)
            else:
                safe = False
            if isinstance(node, Open):
                out.append(f"RX_SET({2 * node.group}, i);")
            elif isinstance(node, Close):
                out.append(f"RX_CLOSE({2 * node.group + 1}, {node.group}, i);")
            elif isinstance(node, At):
                out += self.at(node, fail)
            elif isinstance(node, Look):
                out += self.look(node, fail)
            elif isinstance(node, Ref):
                out += self.ref(node, fail)
            elif isinstance(node, Atomic):
                out += self.atomic(node, fail)
            elif isinstance(node, Branch):
                if self.branch(node, seq, idx, cont, fail, follow, out, known):
                    return out
            elif isinstance(node, Repeat):
                if self.repeat(node, seq, idx, cont, fail, follow, out, safe):
                    return out
                safe = safe or (len(node.body) == 1 and isinstance(node.body[0], Char))
            elif self.cond(node, seq, idx, cont, fail, follow, out):
                return out
            if not isinstance(node, Open | Close | At | Look):
                known = 0
            idx += 1
        out += self.finish(cont, fail)
        return out

    def char_run(self, chars: list[Char], fail: str, known: int = 0) -> list[str]:
        n = len(chars)
        first_known = bool(known) and chars[0].mask & known == known
        conds = [] if first_known and n == 1 else ["i >= end" if n == 1 else f"end - i < {n}"]
        for j, ch in enumerate(chars):
            if j or not first_known:
                conds.append(self.G.char_miss(ch, "s[i]" if j == 0 else f"s[i + {j}]"))
        step = "i++;" if n == 1 else f"i += {n};"
        return [f"if ({' || '.join(conds)}) {fail}", step] if conds else [step]

    def at(self, node: At, fail: str) -> list[str]:
        if node.kind == "begin":
            return [f"if (i != 0) {fail}"]
        if node.kind == "eos":
            return [f"if (i != end) {fail}"]
        if node.kind == "end":
            return [f"if (i != end && !(end - i == 1 && s[i] == 10)) {fail}"]
        op = "==" if node.kind == "b" else "!="
        return [f"if (end == 0 || (i > 0 && RX_ISW(s[i - 1])) {op} (i < end && RX_ISW(s[i]))) {fail}"]

    def look(self, node: Look, fail: str) -> list[str]:
        body, back = node.body, node.back
        if len(body) == 1 and isinstance(body[0], Char):
            pos = "i" if back == 0 else f"i - {back}"
            t = self.G.char_test(body[0], f"s[{pos}]")
            guard = "i < end" if back == 0 else f"i >= {back} && i - {back} < end"
            if node.neg:
                return [f"if ({guard} && {t}) {fail}"]
            return [f"if (!({guard} && {t})) {fail}"]
        out: list[str] = []
        if self.A.det(body, self.U.ALLE):
            p = self.var("p")
            if not node.neg:
                if back:
                    out.append(f"if (i < {back}) {fail}")
                out += ["{", f"Py_ssize_t {p} = i;"]
                if back:
                    out.append(f"i -= {back};")
                out += self.gen(body, 0, Cont("fall", "", self.U.ALLE), fail)
                out += [f"i = {p};", "}"]
                return out
            lab = self.var("n")
            h = self.var("h")
            out.append(f"if (i >= {back}) {{" if back else "{")
            out.append(f"Py_ssize_t {p} = i;")
            if node.groups:
                out.append(f"Py_ssize_t {h} = m->tp;")
            if back:
                out.append(f"i -= {back};")
            out += self.gen(body, 0, Cont("fall", "", self.U.ALLE), f"goto {lab};")
            out += [f"i = {p};", fail, f"{lab}: ;", f"i = {p};"]
            if node.groups:
                out.append(f"RX_UNDO({h});")
            out.append("}")
            return out
        f = self.sub(body, "lookbehind" if back else "lookahead")
        a, r, h = self.var("a"), self.var("r"), self.var("h")
        if not node.neg:
            if back:
                out.append(f"if (i < {back}) {fail}")
            out += [
                "{",
                f"Py_ssize_t {a} = m->ap, {r} = {f}(m, i - {back}, NULL);",
                f"m->ap = {a};",
                f"if ({r} == -2) return -2;",
                f"if ({r} < 0) {fail}",
                "}",
            ]
            return out
        out.append(f"if (i >= {back}) {{" if back else "{")
        if node.groups:
            out.append(f"Py_ssize_t {h} = m->tp;")
        out += [
            f"Py_ssize_t {a} = m->ap, {r} = {f}(m, i - {back}, NULL);",
            f"m->ap = {a};",
            f"if ({r} == -2) return -2;",
            f"if ({r} >= 0) {fail}",
        ]
        if node.groups:
            out.append(f"RX_UNDO({h});")
        out.append("}")
        return out

    def ref(self, node: Ref, fail: str) -> list[str]:
        a, b, t = self.var("a"), self.var("b"), self.var("t")
        s0, e0 = 2 * node.group, 2 * node.group + 1
        return [
            "{",
            f"Py_ssize_t {a} = m->g[{s0}], {b} = m->g[{e0}], {t};",
            f"if ({a} < 0 || {b} < {a}) {fail}",
            f"for ({t} = {a}; {t} < {b}; {t}++, i++) if (i >= end || s[i] != s[{t}]) {fail}",
            "}",
        ]

    def atomic(self, node: Atomic, fail: str) -> list[str]:
        if self.A.det(node.body, self.U.ALLE):
            return self.gen(node.body, 0, Cont("fall", "", self.U.ALLE), fail)
        f = self.sub(node.body, "atomic")
        a, r = self.var("a"), self.var("r")
        return [
            "{",
            f"Py_ssize_t {a} = m->ap, {r} = {f}(m, i, NULL);",
            f"m->ap = {a};",
            f"if ({r} == -2) return -2;",
            f"if ({r} < 0) {fail}",
            f"i = {r};",
            "}",
        ]

    def dispatch(self, out: list[str], targets: list[tuple[int, str]], fail: str) -> None:
        """Jump to the label of the (disjoint) first set holding the current character, else ``fail``."""
        c = self.var("c")
        out += ["{", f"Py_UCS4 {c} = RX_CUR(i);", f"(void){c};"]
        small: list[tuple[list[int], str]] = []
        big: list[tuple[int, str]] = []
        for mask, label in targets:
            vals = self.U.values(mask)
            if vals is not None and len(vals) <= 48 and len(targets) > 2:
                small.append((vals, label))
            else:
                big.append((mask, label))
        if small:
            out.append(f"switch ({c}) {{")
            for vals, label in small:
                out.append(" ".join(f"case {_clit(v)}:" for v in vals) + f" goto {label};")
            out += ["default: break;", "}"]
        for mask, label in big:
            t = self.test(mask, c)
            out.append(f"goto {label};" if t is None else f"if ({t}) goto {label};")
        out += [fail, "}"]

    # alternations --------------------------------------------------------------------------------
    def pretest(self, masks: list[int], known: int, fail: str) -> list[str]:
        """Fail at once unless the current character can start one of ``masks``."""
        first = 0
        for mk in masks:
            first |= mk
        if known and not known & ~first:
            return []
        t = self.test(first, "RX_CUR(i)")
        return [] if t is None else [f"if (!({t})) {fail}"]

    def _known(self, mask: int) -> int:
        """What ``s[i]`` is known to be in after a test against ``mask`` (0: nothing, if it may be the end)."""
        return 0 if mask & self.U.EOS else mask

    def branch(
        self,
        node: Branch,
        seq: Seq,
        idx: int,
        cont: Cont,
        fail: str,
        follow: int,
        out: list[str],
        known: int = 0,
    ) -> bool:
        kind, masks, live = self.A.branch_plan(node, follow)
        if known:
            live = [k for k in live if masks[k] & known]
            masks = [m & known for m in masks]
        if not live:
            out.append(fail)
            return True
        words = _language((node,)) if _size((node,)) >= _TRIE_MIN_NODES else None
        if kind == "det":
            if len(live) == 1:
                out += self.gen(node.alts[live[0]], 0, Cont("fall", "", follow), fail, known)
                return False
            if words is not None:
                # deterministic: sre's way through the alternation is the greedy walk down the trie
                r = self.var("r")
                past = "i" if _empty_past_end((node,)) else "-1"
                walk = f"i > end ? {past} : rx_trie({self.G.trie(words)}, s, i, end)"
                out += self.pretest([masks[k] for k in live], known, fail)
                out += ["{", f"Py_ssize_t {r} = {walk};", f"if ({r} < 0) {fail}", f"i = {r};", "}"]
                return False
            join = self.var("j")
            labels = [self.var("b") for _ in live]
            self.dispatch(out, [(masks[k], lab) for k, lab in zip(live, labels, strict=True)], fail)
            jc = Cont("goto", join, follow)
            for k, lab in zip(live, labels, strict=True):
                out.append(f"{lab}: ;")
                out += self.gen(node.alts[k], 0, jc, fail, self._known(masks[k]))
            out.append(f"{join}: ;")
            return False
        if fail != _RET:
            raise AssertionError(f"{self.name}: internal error: choice with local failure")
        rest = self.rest(seq, idx + 1, cont)
        if words is not None:
            # sre tries the words in its order of preference, each that the text starts with, with the rest
            size = max(len(w) for w in words) + 1
            e, q, n, j, h, r = (self.var(t) for t in "eqnjhr")
            tf = self.test(follow, f"RX_CUR({e}[{j}])")
            attempt = [f"{r} = {rest.call(f'{e}[{j}]')};", f"if ({r} != -1) return {r};", f"RX_UNDO({h});"]
            out += ["{", f"Py_ssize_t {e}[{size}], {h} = m->tp, {r};", f"int {q}[{size}], {n}, {j};"]
            walk = f"rx_trie_all({self.G.trie(words)}, s, i, end, {e}, {q})"
            if not _empty_past_end((node,)):
                walk = f"i > end ? 0 : {walk}"
            out += self.pretest([masks[k] for k in live], known, fail)
            out += [f"{n} = {walk};", f"for ({j} = 0; {j} < {n}; {j}++) {{"]
            out += [f"if ({tf}) {{", *attempt, "}"] if tf else attempt
            out += ["}", "return -1;", "}"]
            return True
        if kind == "dispatch":
            labels = [self.var("b") for _ in live]
            if len(live) > 1:
                self.dispatch(out, [(masks[k], lab) for k, lab in zip(live, labels, strict=True)], fail)
            for k, lab in zip(live, labels, strict=True):
                if len(live) > 1:
                    out.append(f"{lab}: ;")
                out += self.gen(
                    node.alts[k], 0, rest, fail, self._known(masks[k]) if len(live) > 1 else known
                )
            return True
        # choice: cells of characters with the same list of possible alternatives
        cells: list[tuple[int, tuple[int, ...]]] = [(self.U.ALLE, ())]
        for k in live:
            nxt = []
            for cm, tup in cells:
                if cm & masks[k]:
                    nxt.append((cm & masks[k], (*tup, k)))
                if cm & ~masks[k]:
                    nxt.append((cm & ~masks[k], tup))
            cells = nxt
        cells = [(cm, tup) for cm, tup in cells if tup]
        alt_fns: dict[int, str] = {}

        def alt_fn(k: int) -> str:
            if k not in alt_fns:
                f = self.fn(f"alternative {k + 1}")
                alt_fns[k] = f.name
                f.lines = self.gen(node.alts[k], 0, rest, _RET)
            return alt_fns[k]

        labels = [self.var("t") for _ in cells]
        if len(cells) > 1:
            self.dispatch(out, [(cm, lab) for (cm, _), lab in zip(cells, labels, strict=True)], fail)
        else:
            t = self.test(cells[0][0], "RX_CUR(i)")
            if t is not None:
                out.append(f"if (!({t})) {fail}")
        for (_cm, tup), lab in zip(cells, labels, strict=True):
            if len(cells) > 1:
                out.append(f"{lab}: ;")
            if len(tup) == 1:
                out.append(f"return {alt_fn(tup[0])}(m, i, k);")
                continue
            h, r = self.var("h"), self.var("r")
            out += ["{", f"Py_ssize_t {h} = m->tp, {r};"]
            for k in tup[:-1]:
                out += [f"{r} = {alt_fn(k)}(m, i, k);", f"if ({r} != -1) return {r};", f"RX_UNDO({h});"]
            out += [f"return {alt_fn(tup[-1])}(m, i, k);", "}"]
        return True

    def cond(
        self, node: Cond, seq: Seq, idx: int, cont: Cont, fail: str, follow: int, out: list[str]
    ) -> bool:
        g0, g1 = 2 * node.group, 2 * node.group + 1
        nl = self.var("n")
        out.append(f"if (!(m->g[{g0}] >= 0 && m->g[{g1}] >= m->g[{g0}])) goto {nl};")
        if self.A.det(node.yes, follow) and self.A.det(node.no, follow):
            jl = self.var("j")
            out += self.gen(node.yes, 0, Cont("goto", jl, follow), fail)
            out.append(f"{nl}: ;")
            out += self.gen(node.no, 0, Cont("goto", jl, follow), fail)
            out.append(f"{jl}: ;")
            return False
        rest = self.rest(seq, idx + 1, cont)
        out += self.gen(node.yes, 0, rest, fail)
        out.append(f"{nl}: ;")
        out += self.gen(node.no, 0, rest, fail)
        return True

    # repeats -------------------------------------------------------------------------------------
    def repeat(
        self, node: Repeat, seq: Seq, idx: int, cont: Cont, fail: str, follow: int, out: list[str], safe: bool
    ) -> bool:
        kind = self.A.rep_kind(node, follow)
        lo, hi = node.lo, node.hi
        if kind == "det-single":
            out += self.single_loop(node, fail, safe)
            return False
        if kind == "det-poss":
            out += self.poss_loop(node, fail)
            return False
        after = self.A.f_after(node, follow)
        fb = self.A.first(node.body, after)
        if kind == "det-opt":
            t = self.test(fb, "RX_CUR(i)")
            out.append(f"if ({t}) {{" if t else "{")
            out += self.gen(node.body, 0, Cont("fall", "", after), fail, self._known(fb))
            out.append("}")
            return False
        if kind == "det-loop":
            n = self.var("n")
            out += ["{", f"Py_ssize_t {n} = 0;", f"while ({n} < {hi}) {{" if hi is not None else "for (;;) {"]
            t = self.test(fb, "RX_CUR(i)")
            if t is not None:
                out.append(f"if (!({t})) break;")
            out += self.gen(node.body, 0, Cont("fall", "", after), fail, self._known(fb) if t else 0)
            out += [f"{n}++;", "}"]
            if lo:
                out.append(f"if ({n} < {lo}) {fail}")
            out.append("}")
            return False
        if fail != _RET:
            raise AssertionError(f"{self.name}: internal error: repeat choice with local failure")
        rest = self.rest(seq, idx + 1, cont)
        if kind in ("single-greedy", "single-lazy"):
            out += self.single_choice(node, rest, follow)
        elif kind == "opt-detbody":
            out += self.opt_detbody(node, rest, follow, after, fb)
        elif kind == "opt":
            out += self.opt(node, rest, fb)
        elif kind == "loop-greedy":
            out += self.loop_greedy(node, rest, follow, after, fb)
        elif kind == "loop-lazy":
            out += self.loop_lazy(node, rest, follow, after, fb)
        else:
            out += self.until(node, rest, follow, after, fb)
        return True

    def _cap(self, e: str, hi: int | None, base: str = "i") -> list[str]:
        return [] if hi is None else [f"if ({e} - {base} > {hi}) {e} = {base} + {hi};"]

    def single_loop(self, node: Repeat, fail: str, safe: bool = False) -> list[str]:
        ch = node.body[0]
        assert isinstance(ch, Char)
        t = self.G.char_test(ch, "s[i]")
        lo, hi = node.lo, node.hi
        # sre's REPEAT_ONE fails when fewer than min characters are left, even for min 0 past the end
        over = [] if lo or safe else [f"if (i > end) {fail}"]
        if hi == 0:
            return over
        if hi == 1:
            out = [*over, f"if (i < end && {t}) i++;"]
            if lo:
                out = [f"if (i >= end || !({t})) {fail}", "i++;"]
            return out
        e, st = self.var("e"), self.var("s")
        out = [*over, "{", f"Py_ssize_t {e} = end;", *self._cap(e, hi)]
        if lo:
            out.append(f"Py_ssize_t {st} = i;")
        out.append(f"while (i < {e} && {t}) i++;")
        if lo:
            out.append(f"if (i - {st} < {lo}) {fail}")
        out.append("}")
        return out

    def single_choice(self, node: Repeat, rest: Cont, follow: int) -> list[str]:
        ch = node.body[0]
        assert isinstance(ch, Char)
        lo, hi = node.lo, node.hi
        e, j, h, r = self.var("e"), self.var("j"), self.var("h"), self.var("r")
        tj = self.G.char_test(ch, f"s[{j}]")
        tf = self.test(follow, f"RX_CUR({j})")
        out = ["{", f"Py_ssize_t {e} = end, {j} = i, {h}, {r};", *self._cap(e, hi)]
        if not lo:
            out.append("if (i > end) return -1;")
        attempt = [f"{r} = {rest.call(j)};", f"if ({r} != -1) return {r};", f"RX_UNDO({h});"]
        if tf is not None:
            attempt = [f"if ({tf}) {{", *attempt, "}"]
        if node.greedy:
            out += [f"while ({j} < {e} && {tj}) {j}++;"]
            if lo:
                out.append(f"if ({j} - i < {lo}) return -1;")
            out += [
                f"{h} = m->tp;",
                "for (;;) {",
                *attempt,
                f"if ({j} == i{f' + {lo}' if lo else ''}) return -1;",
            ]
            out += [f"{j}--;", "}", "}"]
        else:
            if lo:
                out.append(f"if (end - i < {lo}) return -1;")
                out.append(f"for (; {j} < i + {lo}; {j}++) if (!({tj})) return -1;")
            out += [f"{h} = m->tp;", "for (;;) {", *attempt, f"if ({j} >= {e} || !({tj})) return -1;"]
            out += [f"{j}++;", "}", "}"]
        return out

    def poss_loop(self, node: Repeat, fail: str) -> list[str]:
        f = self.sub(node.body, "possessive iteration")
        n, last, a, r, h = self.var("n"), self.var("l"), self.var("a"), self.var("r"), self.var("h")
        lo, hi = node.lo, node.hi
        call = [f"{a} = m->ap;", f"{r} = {f}(m, i, NULL);", f"m->ap = {a};", f"if ({r} == -2) return -2;"]
        out = ["{", f"Py_ssize_t {n} = 0, {last} = -1, {a}, {r}, {h};"]
        if lo:
            out += [f"while ({n} < {lo}) {{", *call, f"if ({r} < 0) {fail}", f"i = {r};", f"{n}++;", "}"]
        cond = f"{n} < {hi} && " if hi is not None else ""
        out += [f"while ({cond}i != {last}) {{", f"{last} = i;", f"{h} = m->tp;", *call]
        out += [f"if ({r} < 0) {{", f"RX_UNDO({h});", "break;", "}", f"i = {r};", f"{n}++;", "}", "}"]
        out.insert(2, f"(void){h};")
        return out

    def opt_detbody(self, node: Repeat, rest: Cont, follow: int, after: int, fb: int) -> list[str]:
        p, h, r, skip = self.var("p"), self.var("h"), self.var("r"), self.var("k")
        t = self.test(fb, "RX_CUR(i)")
        tf = self.test(follow, "RX_CUR(i)")
        out = ["{", f"Py_ssize_t {p} = i, {h} = m->tp, {r};"]
        out.append(f"if ({t}) {{" if t else "{")
        out += self.gen(node.body, 0, Cont("fall", "", after), f"goto {skip};", self._known(fb) if t else 0)
        call = [f"{r} = {rest.call()};", f"if ({r} != -1) return {r};"]
        out += ([f"if ({tf}) {{", *call, "}"] if tf else call) + ["}"]
        out += [f"{skip}: ;", f"RX_UNDO({h});", f"i = {p};", "}", f"return {rest.call()};"]
        return out

    def opt(self, node: Repeat, rest: Cont, fb: int) -> list[str]:
        f = self.fn("optional body")
        f.lines = self.gen(node.body, 0, rest, _RET)
        h, r = self.var("h"), self.var("r")
        t = self.test(fb, "RX_CUR(i)")
        call = ["{", f"Py_ssize_t {h} = m->tp, {r} = {f.name}(m, i, k);", f"if ({r} != -1) return {r};"]
        call += [f"RX_UNDO({h});", "}"]
        out = [f"if ({t})", *call] if t else call
        return [*out, f"return {rest.call()};"]

    def loop_greedy(self, node: Repeat, rest: Cont, follow: int, after: int, fb: int) -> list[str]:
        b, n, r, stop = self.var("b"), self.var("n"), self.var("r"), self.var("x")
        lo, hi = node.lo, node.hi
        t = self.test(fb, "RX_CUR(i)")
        tf = self.test(follow, "RX_CUR(i)")
        out = ["{", f"Py_ssize_t {b} = m->ap, {n} = 0, {r};", "for (;;) {", "RX_APUSH(i, m->tp);"]
        if hi is not None:
            out.append(f"if ({n} >= {hi}) break;")
        if t is not None:
            out.append(f"if (!({t})) break;")
        out += self.gen(node.body, 0, Cont("fall", "", after), f"goto {stop};", self._known(fb) if t else 0)
        out += [f"{n}++;", "}", f"{stop}: ;", "for (;;) {"]
        if lo:
            out.append(f"if ({n} < {lo}) {{ m->ap = {b}; return -1; }}")
        out += [
            f"i = rx_ax[{b} + 2 * {n}];",
            f"RX_UNDO(rx_ax[{b} + 2 * {n} + 1]);",
            f"m->ap = {b} + 2 * {n} + 2;",
        ]
        call = [f"{r} = {rest.call()};", f"if ({r} != -1) return {r};"]
        if tf is not None:
            call = [f"if ({tf}) {{", *call, "}"]
        out += call
        if not lo:
            out.append(f"if ({n} == 0) {{ m->ap = {b}; return -1; }}")
        out += [f"{n}--;", "}", "}"]
        return out

    def loop_lazy(self, node: Repeat, rest: Cont, follow: int, after: int, fb: int) -> list[str]:
        n, h, r = self.var("n"), self.var("h"), self.var("r")
        lo, hi = node.lo, node.hi
        t = self.test(fb, "RX_CUR(i)")
        tf = self.test(follow, "RX_CUR(i)")
        out = ["{", f"Py_ssize_t {n} = 0, {h}, {r};", "for (;;) {"]
        tail = [f"{h} = m->tp;", f"{r} = {rest.call()};", f"if ({r} != -1) return {r};", f"RX_UNDO({h});"]
        if tf is not None:
            tail = [f"if ({tf}) {{", *tail, "}"]
        if hi is not None:
            tail.append(f"if ({n} >= {hi}) return -1;")
        if lo:
            tail = [f"if ({n} >= {lo}) {{", *tail, "}"]
        out += tail
        if t is not None:
            out.append(f"if (!({t})) return -1;")
        out += self.gen(node.body, 0, Cont("fall", "", after), _RET, self._known(fb) if t else 0)
        out += [f"{n}++;", "}", "}"]
        return out

    def until(self, node: Repeat, rest: Cont, follow: int, after: int, fb: int) -> list[str]:
        u = self.fn("repeat (until)")
        body = self.fn("repeat body")
        body.lines = self.gen(node.body, 0, Cont("fn", u.name, after), _RET)
        lo, hi = node.lo, node.hi
        t = self.test(fb, "c")
        tf = self.test(follow, "c")
        lines = ["Py_ssize_t n = k->count + 1, r;", "Py_UCS4 c = RX_CUR(i);", "(void)c;", "RX_DEEP();"]
        if lo:
            lines += [
                f"if (n < {lo}) {{",
                "k->count = n;",
                f"r = {body.name}(m, i, k);",
                "if (r == -1) k->count = n - 1;",
                "return r;",
                "}",
            ]
        more = ([f"n < {hi}"] if hi is not None else []) + ["i != k->last"] + ([t] if t else [])
        iterate = [
            "Py_ssize_t h = m->tp, sv = k->last;" if node.greedy else "Py_ssize_t sv = k->last;",
            "k->count = n;",
            "k->last = i;",
            f"r = {body.name}(m, i, k);",
            "k->last = sv;",
        ]
        if node.greedy:
            lines += [f"if ({' && '.join(more)}) {{", *iterate]
            lines += ["if (r != -1) return r;", "RX_UNDO(h);", "k->count = n - 1;", "}"]
            if tf is not None:
                lines.append(f"if (!({tf})) return -1;")
            lines.append(f"return {rest.call('i', 'k->up')};")
        else:
            tail = ["{", "Py_ssize_t h = m->tp;", f"r = {rest.call('i', 'k->up')};"]
            tail += ["if (r != -1) return r;", "RX_UNDO(h);", "}"]
            lines += [f"if ({tf})", *tail] if tf else tail
            lines += [f"if (!({' && '.join(more)})) return -1;", "{", *iterate]
            lines += ["if (r == -1) k->count = n - 1;", "return r;", "}"]
        u.lines = lines
        kv = self.var("k")
        return [
            "{",
            f"rx_k {kv};",
            f"{kv}.up = k;",
            f"{kv}.count = -1;",
            f"{kv}.last = -1;",
            f"return {u.name}(m, i, &{kv});",
            "}",
        ]

    # output --------------------------------------------------------------------------------------
    def cleaned(self, f: Fn) -> list[str]:
        """The lines of ``f`` without the labels nothing jumps to."""
        targets = set()
        for line in f.lines:
            targets.update(_GOTO_RE.findall(line))
        return [line for line in f.lines if not ((m := _LABEL_RE.match(line)) and m.group(1) not in targets)]


_FN_RE = re.compile(r"\br\d+_\d+\b")
_VAR_RE = re.compile(r"\b[a-z]\d+\b")


def _canonical_locals(text: str) -> str:
    """``text`` with its local names (``c12``, ``h7``...) renamed ``v0``, ``v1``... in order of appearance."""
    names: dict[str, str] = {}
    return _VAR_RE.sub(lambda m: names.setdefault(m.group(0), f"v{len(names)}"), text)


def _merge(fns: list[tuple[Fn, list[str]]]) -> dict[str, str]:
    """Function name -> name of its representative: functions with the same code up to the names of their
    locals, calling equivalent functions, are one (partition refinement, so that cycles merge too)."""
    texts: list[str] = []
    callees: list[list[str]] = []
    for _f, lines in fns:
        text = _canonical_locals("\n".join(lines))
        callees.append(_FN_RE.findall(text))
        texts.append(_FN_RE.sub("@", text))
    index = {f.name: n for n, (f, _l) in enumerate(fns)}
    ids: dict[Any, int] = {}
    cls = [ids.setdefault(t, len(ids)) for t in texts]
    while True:
        ids = {}
        new = [
            ids.setdefault((cls[n], tuple(cls[index[c]] for c in callees[n])), len(ids))
            for n in range(len(fns))
        ]
        if len(set(new)) == len(set(cls)):
            break
        cls = new
    rep: dict[int, str] = {}
    return {f.name: rep.setdefault(cls[n], f.name) for n, (f, _l) in enumerate(fns)}


def _indent(lines: list[str]) -> list[str]:
    out = []
    level = 0
    for raw in lines:
        line = raw.strip()
        if not line:
            out.append("")
            continue
        if line.startswith("/*"):
            out.append("    " * level + line)
            continue
        if line.startswith("}"):
            level = max(0, level - 1)
        pad = level - 1 if _LABEL_RE.match(line) and level > 0 else level
        out.append("    " * pad + line)
        opens = line.count("{") - line.count("}")
        if line.startswith("}"):
            opens += 1
        level = max(0, level + opens)
    return out


_PRELUDE = r"""
#define RX_EOS ((Py_UCS4)0xFFFFFFFFu)
#ifndef RX_STACK_BUDGET
#define RX_STACK_BUDGET ((uintptr_t)1 << 20) /* C stack the backtracking may use (bytes) */
#endif

typedef struct rx_m {
    const Py_UCS4 *s;
    Py_ssize_t end;
    Py_ssize_t *g;  /* capture slots: g[2k], g[2k+1] = span of group k */
    Py_ssize_t tp;  /* trail top (pairs: slot, old value; slot -1 = lastindex) */
    Py_ssize_t ap;  /* auxiliary stack top (positions of repeats) */
    int li;         /* lastindex (0: none) */
    int full;       /* fullmatch: the match must end at end */
    uintptr_t stack_lo;
} rx_m;

typedef struct rx_k {
    struct rx_k *up;
    Py_ssize_t count;
    Py_ssize_t last;
} rx_k;

typedef Py_ssize_t (*rx_body)(rx_m *, Py_ssize_t, rx_k *);

static Py_ssize_t *rx_tr = NULL, rx_tcap = 0;
static Py_ssize_t *rx_ax = NULL, rx_acap = 0;
static int rx_ready = 0;

static int rx_grow(Py_ssize_t **buf, Py_ssize_t *cap, Py_ssize_t need) {
    Py_ssize_t n = *cap ? *cap : 1024;
    Py_ssize_t *nb;
    while (n < need) n *= 2;
    nb = (Py_ssize_t *)PyMem_Realloc(*buf, (size_t)n * sizeof(Py_ssize_t));
    if (!nb) {
        PyErr_NoMemory();
        return -1;
    }
    *buf = nb;
    *cap = n;
    return 0;
}

static inline int rx_grow_trail(Py_ssize_t need) { return rx_grow(&rx_tr, &rx_tcap, need); }
static inline int rx_set(rx_m *m, Py_ssize_t slot, Py_ssize_t val) {
    if (m->tp + 2 > rx_tcap && rx_grow_trail(m->tp + 2) < 0) return -1;
    rx_tr[m->tp] = slot;
    rx_tr[m->tp + 1] = m->g[slot];
    m->tp += 2;
    m->g[slot] = val;
    return 0;
}
static inline int rx_close(rx_m *m, Py_ssize_t slot, int group, Py_ssize_t val) {
    if (m->tp + 4 > rx_tcap && rx_grow_trail(m->tp + 4) < 0) return -1;
    rx_tr[m->tp] = slot;
    rx_tr[m->tp + 1] = m->g[slot];
    rx_tr[m->tp + 2] = -1;
    rx_tr[m->tp + 3] = m->li;
    m->tp += 4;
    m->g[slot] = val;
    m->li = group;
    return 0;
}
static inline int rx_apush(rx_m *m, Py_ssize_t a, Py_ssize_t b) {
    if (m->ap + 2 > rx_acap && rx_grow(&rx_ax, &rx_acap, m->ap + 2) < 0) return -1;
    rx_ax[m->ap] = a;
    rx_ax[m->ap + 1] = b;
    m->ap += 2;
    return 0;
}
#define RX_SET(slot, val) do { if (rx_set(m, (slot), (val)) < 0) return -2; } while (0)
#define RX_CLOSE(slot, group, val) do { if (rx_close(m, (slot), (group), (val)) < 0) return -2; } while (0)
#define RX_APUSH(a, b) do { if (rx_apush(m, (a), (b)) < 0) return -2; } while (0)

static inline void rx_undo_to(rx_m *m, Py_ssize_t h) {
    Py_ssize_t t = m->tp;
    while (t > h) {
        t -= 2;
        if (rx_tr[t] < 0)
            m->li = (int)rx_tr[t + 1];
        else
            m->g[rx_tr[t]] = rx_tr[t + 1];
    }
    m->tp = h;
}
static inline void rx_undo(rx_m *m, Py_ssize_t h) {
    if (m->tp > h) rx_undo_to(m, h);
}
#define RX_UNDO(h) rx_undo(m, (h))

static inline Py_ssize_t rx_too_deep(void) {
    PyErr_SetString(PyExc_MemoryError, "compiled regex: backtracking too deep");
    return -2;
}
#define RX_DEEP() do { \
    char rx_probe_; \
    if ((uintptr_t)&rx_probe_ < m->stack_lo) return rx_too_deep(); \
} while (0)

static inline Py_UCS4 rx_cur(const Py_UCS4 *s, Py_ssize_t end, Py_ssize_t j) { return j < end ? s[j] : RX_EOS; }
#define RX_CUR(j) rx_cur(s, end, (j))
#define RX_ACCEPT(j) ((m->full && (j) != end) ? -1 : (j))
#define RX_BM(id, c) ((rx_bm[(id)][(c) >> 5] >> ((c) & 31)) & 1u)
#define RX_ISW(c) rx_isw(c)

static int rx_catvec(Py_UCS4 c) {
    return ((Py_UNICODE_ISALNUM(c) || c == 95) ? 1 : 0) | (Py_UNICODE_ISDECIMAL(c) ? 2 : 0) |
           (Py_UNICODE_ISSPACE(c) ? 4 : 0);
}
"""

_MASK_HELPERS = r"""
static inline int rx_hicls(Py_UCS4 c) {
    int lo = 0, hi = RX_NHB - 1;
    if (c == RX_EOS) return RX_EOS_REL;
    while (lo < hi) {
        int mid = (lo + hi + 1) >> 1;
        if (rx_hb[mid] <= c)
            lo = mid;
        else
            hi = mid - 1;
    }
    return rx_hone[lo] ? rx_hbase[lo] : rx_hbase[lo] + rx_catvec(c);
}

static inline int rx_mthi(int id, Py_UCS4 c) {
    int b = 256 + rx_hicls(c);
    return (int)((rx_mk[id][b >> 5] >> (b & 31)) & 1u);
}
"""

_POSTLUDE = r"""
static int rx_init(void) {
    Py_UCS4 c;
    int n;
    for (c = 0; c < 256; c++)
        if (rx_catvec(c) != rx_cat1[c]) goto bad;
    for (n = 0; n < RX_NHB; n++)
        if (rx_hone[n] && rx_catvec(rx_hb[n]) != rx_hvec[n]) goto bad;
    rx_ready = 1;
    return 0;
bad:
    PyErr_SetString(PyExc_RuntimeError,
                    "rx_gen.c was generated with other Unicode character properties: regenerate it");
    return -1;
}

static inline Py_ssize_t rx_run(rx_body fn, int ngroups, const Py_UCS4 *s, Py_ssize_t pos, Py_ssize_t end,
                                Py_ssize_t *g, int *lastindex, int full) {
    rx_m m;
    char base;
    uintptr_t b = (uintptr_t)&base;
    Py_ssize_t r;
    if (!rx_ready && rx_init() < 0) return -2;
    m.s = s;
    m.end = end;
    m.g = g;
    m.tp = 0;
    m.ap = 0;
    m.li = 0;
    m.full = full;
    m.stack_lo = b > RX_STACK_BUDGET ? b - RX_STACK_BUDGET : 0;
    for (int j = 2; j < 2 * ngroups + 2; j++) g[j] = -1;
    r = fn(&m, pos, NULL);
    if (r >= 0) {
        g[0] = pos;
        g[1] = r;
        *lastindex = m.li;
    }
    return r;
}
"""


_TRIE_WALK = r"""
/* Every word end on the walk down trie node v from s[i], by rank (sre's order of preference). */
static inline int rx_trie_all(int v, const Py_UCS4 *s, Py_ssize_t i, Py_ssize_t end, Py_ssize_t *ends, int *ranks) {
    int n = 0;
    for (;;) {
        const rx_tnode *t = &rx_tn[v];
        int lo = t->first, hi = t->first + t->n - 1;
        Py_UCS4 c;
        if (t->term) {
            int j = n++;
            while (j > 0 && ranks[j - 1] > t->term) {
                ranks[j] = ranks[j - 1];
                ends[j] = ends[j - 1];
                j--;
            }
            ranks[j] = t->term;
            ends[j] = i;
        }
        if (i >= end || !t->n) return n;
        c = s[i];
        for (;;) {
            int mid;
            if (lo > hi) return n;
            mid = (lo + hi) >> 1;
            if (rx_tc[mid] < c)
                lo = mid + 1;
            else if (rx_tc[mid] > c)
                hi = mid - 1;
            else {
                v = rx_tk[mid];
                break;
            }
        }
        i++;
    }
}

/* The end of the greedy walk down trie node v from s[i] (-1 if it stops on a node that ends no word). */
static inline Py_ssize_t rx_trie(int v, const Py_UCS4 *s, Py_ssize_t i, Py_ssize_t end) {
    for (;;) {
        const rx_tnode *t = &rx_tn[v];
        int lo = t->first, hi = t->first + t->n - 1;
        Py_UCS4 c;
        if (i >= end || !t->n) return t->term ? i : -1;
        c = s[i];
        for (;;) {
            int mid;
            if (lo > hi) return t->term ? i : -1;
            mid = (lo + hi) >> 1;
            if (rx_tc[mid] < c)
                lo = mid + 1;
            else if (rx_tc[mid] > c)
                hi = mid - 1;
            else {
                v = rx_tk[mid];
                break;
            }
        }
        i++;
    }
}
"""


def _words(bits: int, nwords: int) -> str:
    return ", ".join(f"0x{(bits >> (32 * w)) & 0xFFFFFFFF:08x}u" for w in range(nwords))


def generate(reg: dict[str, re.Pattern[str]] | None = None) -> tuple[str, str]:
    """(rx_gen.c, rx_gen.h) for the registry."""
    reg = dict(sorted((registry() if reg is None else reg).items()))
    trees = {name: _sre_tree(p, name) for name, p in reg.items()}
    points: set[int] = set()
    ranges: set[tuple[int, int]] = set()
    for tree in trees.values():
        _collect_points(tree, points, ranges)
    universe = Universe(points, ranges)
    glob = CGlobals(universe)
    unique: dict[tuple[str, int], int] = {}
    compilers: list[PatternCompiler] = []
    uid_of: dict[str, int] = {}
    for name, p in reg.items():
        key = (p.pattern, p.flags)
        if key not in unique:
            unique[key] = len(compilers)
            compilers.append(PatternCompiler(len(compilers), name, p, glob))
        uid_of[name] = unique[key]
    first_tests = {pc.prefix: glob.mask_test(pc.first, "c0") for pc in compilers}

    h: list[str] = [
        "/* Generated by lexgate/citations/rxgen.py (python -m lexgate.citations.rxgen): do not edit. */",
        "#ifndef LEXGATE_RX_GEN_H",
        "#define LEXGATE_RX_GEN_H",
        "#include <Python.h>",
        "",
        "/* s: the whole text as UCS4, s[0..end) is what the pattern may see (end = Python's endpos);",
        "   lookbehind may read before pos, as in re.  g: array of 2*(n+1) Py_ssize_t; on success g[0],g[1] =",
        "   match span, g[2k],g[2k+1] = span of group k or -1,-1 when the group did not participate.",
        "   *lastindex = m.lastindex (0 for None).  Returns the match end (>= 0), -1 when there is no match,",
        "   -2 on error (then a Python exception is set: MemoryError, also when backtracking is too deep). */",
        "typedef Py_ssize_t (*rx_fn)(const Py_UCS4 *s, Py_ssize_t pos, Py_ssize_t end, Py_ssize_t *g, int *lastindex);",
        "typedef struct rx_entry {",
        "    const char *name;",
        "    int ngroups;",
        "    const char *const *groupnames; /* ngroups + 1 entries, NULL for unnamed groups */",
        "    rx_fn match, search, fullmatch;",
        "} rx_entry;",
        "extern const rx_entry RX_TABLE[]; /* sorted by name */",
        "extern const int RX_COUNT;",
        "",
    ]
    for name, p in reg.items():
        h.append(f"#define RX_{name}_NGROUPS {p.groups}")
        for gname, gidx in sorted(p.groupindex.items(), key=lambda kv: kv[1]):
            h.append(f"#define RX_{name}_G_{gname} {gidx}")
        for mode in ("match", "search", "fullmatch"):
            h.append(
                f"Py_ssize_t rx_{name}_{mode}(const Py_UCS4 *s, Py_ssize_t pos, Py_ssize_t end, "
                "Py_ssize_t *g, int *lastindex);"
            )
        h.append("")
    h += ["#endif", ""]

    cleaned = [(f, pc.cleaned(f)) for pc in compilers for f in pc.fns]
    rename = _merge(cleaned)
    body: list[str] = []
    protos: list[str] = []
    n_all = n_kept = 0
    for pc in compilers:
        shown = ascii(pc.pattern.pattern[:100]).replace("*/", "*\\/").replace("??", "?\\?")
        body.append(f"/* ---- {pc.name}: {shown}{'...' if len(pc.pattern.pattern) > 100 else ''} */")
        for f in pc.fns:
            n_all += 1
            if rename[f.name] != f.name:
                continue
            n_kept += 1
            protos.append(f"static Py_ssize_t {f.name}(rx_m *m, Py_ssize_t i, rx_k *k);")
            body.append(f"/* {pc.name}: {f.comment} */")
            body.append(f"static Py_ssize_t {f.name}(rx_m *m, Py_ssize_t i, rx_k *k) {{")
            body += ["const Py_UCS4 *const s = m->s;", "const Py_ssize_t end = m->end;"]
            body += ["(void)s;", "(void)end;", "(void)k;"]
            body += [_FN_RE.sub(lambda m: rename[m.group(0)], line) for line in pc.cleaned(f)]
            body += ["}", ""]
    body = [f"/* {n_kept} functions ({n_all} before merging identical ones) */", *protos, "", *body]

    U = universe
    c: list[str] = [
        "/* Generated by lexgate/citations/rxgen.py (python -m lexgate.citations.rxgen): do not edit. */",
        "#define PY_SSIZE_T_CLEAN",
        "#include <Python.h>",
        "#include <stdint.h>",
        "#include <string.h>",
        '#include "rx_gen.h"',
        _PRELUDE.strip("\n"),
        "",
        f"static const unsigned char rx_cat1[256] = {{{', '.join(str(_catvec(cp)) for cp in range(256))}}};",
        f"#define RX_NHB {len(U.hstart)}",
        f"#define RX_EOS_REL {U.eos_rel}",
        f"static const Py_UCS4 rx_hb[RX_NHB] = {{{', '.join(f'0x{x:x}' for x in U.hstart)}}};",
        f"static const short rx_hbase[RX_NHB] = {{{', '.join(str(x) for x in U.hbase)}}};",
        f"static const unsigned char rx_hone[RX_NHB] = {{{', '.join('1' if x else '0' for x in U.hone)}}};",
        "static const unsigned char rx_hvec[RX_NHB] = {"
        + ", ".join(str(_catvec(s)) if one else "0" for s, one in zip(U.hstart, U.hone, strict=True))
        + "};",
    ]
    # the tables are only known after every pattern was compiled
    nmw = (U.nbits + 31) // 32
    if glob.bitmaps:
        c.append(f"static const uint32_t rx_bm[{len(glob.bitmaps)}][8] = {{")
        c += [f"    {{{_words(b, 8)}}}," for b in glob.bitmaps]
        c.append("};")
    if glob.masks:
        c.append(f"static const uint32_t rx_mk[{len(glob.masks)}][{nmw}] = {{")
        c += [f"    {{{_words(mk, nmw)}}}," for mk in glob.masks]
        c.append("};")
        c.append(_MASK_HELPERS.strip("\n"))
    if glob.tnodes:
        c.append("typedef struct rx_tnode { int first; int n; int term; } rx_tnode;")
        c.append(f"static const rx_tnode rx_tn[{len(glob.tnodes)}] = {{")
        c += [f"    {{{a}, {b}, {t}}}," for a, b, t in glob.tnodes]
        c.append("};")
        c.append(f"static const Py_UCS4 rx_tc[{max(1, len(glob.tedges))}] = {{")
        for k in range(0, len(glob.tedges), 16):
            c.append("    " + ", ".join(str(ch) for ch, _n in glob.tedges[k : k + 16]) + ",")
        c.append("};")
        c.append(f"static const int rx_tk[{max(1, len(glob.tedges))}] = {{")
        for k in range(0, len(glob.tedges), 16):
            c.append("    " + ", ".join(str(nd) for _c, nd in glob.tedges[k : k + 16]) + ",")
        c.append("};")
        c.append(_TRIE_WALK.strip("\n"))
    c.append(
        "static inline int rx_isw(Py_UCS4 c) { return c < 256 ? (rx_cat1[c] & 1) : (Py_UNICODE_ISALNUM(c) ? 1 : 0); }"
    )
    c += [f"static inline int {name}(Py_UCS4 c) {{ return {expr}; }}" for name, expr in glob.csfns]
    c += [f"static inline int {name}(Py_UCS4 c) {{ return {expr}; }}" for name, expr in glob.mfns]
    c.append(_POSTLUDE.strip("\n"))
    c.append("")
    c += _indent(body)
    # entry points
    for name, p in reg.items():
        pc = compilers[uid_of[name]]
        ft = first_tests[pc.prefix]
        ng = p.groups
        entry = rename[pc.fns[0].name]
        args = "const Py_UCS4 *s, Py_ssize_t pos, Py_ssize_t end, Py_ssize_t *g, int *lastindex"
        for mode, full in (("match", 0), ("fullmatch", 1)):
            c.append(f"Py_ssize_t rx_{name}_{mode}({args}) {{")
            if ft is not None:
                c.append("    Py_UCS4 c0 = pos < end ? s[pos] : RX_EOS;")
                c.append(f"    (void)c0;\n    if (!({ft})) return -1;")
            c.append(f"    return rx_run({entry}, {ng}, s, pos, end, g, lastindex, {full});")
            c.append("}")
        c.append(f"Py_ssize_t rx_{name}_search({args}) {{")
        c.append("    Py_ssize_t p, r;")
        c.append("    if (pos > end) return -1;")
        c.append("    for (p = pos; p <= end; p++) {")
        if ft is not None:
            c.append("        Py_UCS4 c0 = p < end ? s[p] : RX_EOS;")
            c.append(f"        (void)c0;\n        if (!({ft})) continue;")
        c.append(f"        r = rx_run({entry}, {ng}, s, p, end, g, lastindex, 0);")
        c.append("        if (r != -1) return r;")
        c.append("    }")
        c.append("    return -1;")
        c.append("}")
        names = ["NULL"] * (ng + 1)
        for gname, gidx in p.groupindex.items():
            names[gidx] = f'"{gname}"'
        c.append(f"static const char *const rx_gn_{name}[{ng + 1}] = {{{', '.join(names)}}};")
        c.append("")
    c.append("const rx_entry RX_TABLE[] = {")
    for name, p in reg.items():
        c.append(
            f'    {{"{name}", {p.groups}, rx_gn_{name}, rx_{name}_match, rx_{name}_search, rx_{name}_fullmatch}},'
        )
    c.append("};")
    c.append(f"const int RX_COUNT = {len(reg)};")
    c.append("")
    return "\n".join(c), "\n".join(h)


# --------------------------------------------------------------------------------------------------
# Command line


def _bench(names: Sequence[str], repeat: int) -> None:
    """C vs ``re`` per call, on the judgments, where the scanner calls each pattern.

    ``NAME`` (match at every "Art"/"art") or ``NAME:MODE@WHERE`` with WHERE one of ``art`` (every
    "Art"/"art"), ``bge`` (every "BGE"/"ATF"/"DTF"), ``statute-end`` (the end of every statute match),
    ``body`` (the body of every statute match: pos = its start, endpos = its end).
    """
    import time

    from lexgate.bench.parse import load_judgments

    ext: Any = importlib.import_module("lexgate.citations._cscan")
    reg = registry()
    docs = [text for _lang, text in load_judgments()]
    statute = reg["statutes_statute_re"]

    def windows(text: str, where: str) -> list[tuple[int, int]]:
        if where == "bge":
            return [(m.start(), len(text)) for m in re.finditer("BGE|ATF|DTF", text)]
        arts = [m.start() for m in re.finditer("[Aa]rt", text)]
        if where == "art":
            return [(p, len(text)) for p in arts]
        hits = [m for p in arts if (m := statute.match(text, p))]
        if where == "statute-end":
            return [(m.end(), len(text)) for m in hits]
        return [(m.start("body"), m.end("body")) for m in hits]

    for spec in names:
        name, _, rest = spec.partition(":")
        mode, _, where = (rest or "match@art").partition("@")
        run = getattr(reg[name], mode)
        c_s = py_s = 0.0
        n = found = 0
        for text in docs:
            win = windows(text, where or "art")
            if not win:
                continue
            n += len(win)
            starts, ends = [a for a, _b in win], [b for _a, b in win]
            c_s += ext.rx_bench(name, text, starts, repeat, mode, ends)
            t0 = time.perf_counter()
            for _ in range(repeat):
                for a, b in win:
                    run(text, a, b)
            py_s += time.perf_counter() - t0
            found += sum(1 for a, b in win if run(text, a, b))
        calls = n * repeat
        print(
            f"{spec}: {n} calls ({found} found): C {c_s / calls * 1e9:.0f} ns/call, "
            f"re {py_s / calls * 1e6:.2f} µs/call, {py_s / c_s:.1f}x"
        )


_BENCH_DEFAULT = (
    "statutes_statute_re:match@art",
    "statutes_continuation_re:match@statute-end",
    "patterns_BODY_TOKENS:search@body",
    "patterns_SIMPLE_BODY:fullmatch@body",
    "patterns_NOT_SIMPLE:search@body",
    "patterns_BGE_RE:match@bge",
    "it__ART_AFTER:match@art",
)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m lexgate.citations.rxgen", description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if the generated files are not up to date")
    ap.add_argument("--bench", action="store_true", help="time the compiled matchers against re")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument(
        "names", nargs="*", help="--bench: NAME[:MODE@WHERE] (see _bench); default: the big rules"
    )
    args = ap.parse_args(argv)
    if args.bench:
        _bench(args.names or _BENCH_DEFAULT, args.repeat)
        return 0
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 20000))
    c_text, h_text = generate()
    if args.check:
        stale = [
            p.name for p, t in ((C_FILE, c_text), (H_FILE, h_text)) if not p.exists() or p.read_text() != t
        ]
        if stale:
            print(
                f"rxgen: {', '.join(stale)} out of date: run python -m lexgate.citations.rxgen",
                file=sys.stderr,
            )
            return 1
        return 0
    for path, text in ((C_FILE, c_text), (H_FILE, h_text)):
        if not path.exists() or path.read_text() != text:
            path.write_text(text)
            print(f"rxgen: wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

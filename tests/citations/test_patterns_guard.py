"""The speed devices of the extractor must not change what it finds.

- ``patterns.alt`` writes a word list as a trie: it must match exactly like the longest-first flat list;
- ``patterns.PIN_GUARD`` (a lookahead of the characters a pinpoint token can start with) must admit every
  first character of ``PIN_ALTERNATIVES``;
- ``statutes._plain_body`` (a split instead of a regex for the commonest bodies) must give exactly what
  ``SIMPLE_BODY`` gives.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from lexgate.citations import patterns as P
from lexgate.citations import statutes as S
from lexgate.citations import tables as T

_parser: Any = getattr(re, "_parser", None)  # the regex parser of Python >= 3.11 (private)


def _flat(words: list[str]) -> str:
    return "(?:" + "|".join(re.escape(w) for w in sorted(set(words), key=len, reverse=True)) + ")"


@pytest.mark.parametrize("seed", range(6))
def test_trie_alternation_matches_like_the_flat_list(seed: int) -> None:
    rnd = random.Random(seed)
    alphabet = "ab.c "
    words = {"".join(rnd.choice(alphabet) for _ in range(rnd.randint(1, 5))) for _ in range(25)}
    words |= {w[:k] for w in list(words)[:8] for k in range(1, len(w))}  # prefixes of each other
    # what follows forces backtracking into the alternation (a shorter word must then be taken)
    tails = ("", r"(?![\w])", r"\.", r"(?: c)?b")
    for tail in tails:
        trie = re.compile(P.alt(words) + tail)
        flat = re.compile(_flat(list(words)) + tail)
        for _ in range(300):
            s = "".join(rnd.choice(alphabet + "x") for _ in range(rnd.randint(0, 9)))
            a, b = trie.match(s), flat.match(s)
            assert (a and a.group()) == (b and b.group()), (sorted(words), tail, s)


def test_trie_alternation_of_real_tables() -> None:
    words = list(T.ARTICLE_WORDS) + list(T.PARAGRAPH_WORDS) + list(T.ORDINALS)
    trie, flat = re.compile(P.alt(words)), re.compile(_flat(words))
    for w in words:
        for s in (w, w + " 4", w[:-1], w + "x"):
            a, b = trie.match(s), flat.match(s)
            assert (a and a.group()) == (b and b.group()), s
    assert re.compile(P.alt([])).match("x").group() == ""  # type: ignore[union-attr]


_WS = frozenset(" \t\u00a0\u202f\n")
_CONSUMING = ("SUBPATTERN", "BRANCH", "MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT", "IN", "LITERAL")


def _chars(items: Any) -> set[str]:
    """Every character a parsed pattern can consume (digit class as ``\\d``); fails when unbounded."""
    out: set[str] = set()
    for op, av in items:
        name = str(op)
        if name in ("LITERAL", "IN"):
            out |= _first([(op, av)])[0]
        elif name == "SUBPATTERN":
            out |= _chars(av[-1])
        elif name == "BRANCH":
            for branch in av[1]:
                out |= _chars(branch)
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
            out |= _chars(av[2])
        elif name not in ("ASSERT", "ASSERT_NOT", "AT"):
            raise AssertionError(f"cannot bound {op}")
    return out


def _first(items: Any, skip_spaces: bool = False) -> tuple[set[str], bool]:
    """First characters of a parsed sequence (digit class as ``\\d``), and whether it may be empty.
    ``skip_spaces``: the first character after the leading spaces (an element made only of spaces is
    passed over).  Fails on anything it cannot bound (any character, a negated class, a back reference)."""
    out: set[str] = set()
    for op, av in items:
        name = str(op)
        if skip_spaces and name in _CONSUMING and _chars([(op, av)]) <= _WS:
            continue
        if name == "LITERAL":
            out.add(chr(av))
            return out, False
        if name == "IN":
            for iop, iav in av:
                iname = str(iop)
                if iname == "LITERAL":
                    out.add(chr(iav))
                elif iname == "RANGE":
                    out |= {chr(c) for c in range(iav[0], iav[1] + 1)}
                elif iname == "CATEGORY" and str(iav) == "CATEGORY_DIGIT":
                    out.add("\\d")
                else:
                    raise AssertionError(f"unbounded class {iop} {iav}")
            return out, False
        if name == "SUBPATTERN":
            chars, nullable = _first(av[-1], skip_spaces)
        elif name == "BRANCH":
            chars, nullable = set(), False
            for branch in av[1]:
                c, n = _first(branch, skip_spaces)
                chars |= c
                nullable = nullable or n
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
            chars, nullable = _first(av[2], skip_spaces)
            nullable = nullable or av[0] == 0
        elif name in ("ASSERT", "ASSERT_NOT", "AT"):
            continue  # zero width: the first character is that of what follows
        else:
            raise AssertionError(f"cannot bound {op}")
        out |= chars
        if not nullable:
            return out, False
    return out, True


@pytest.mark.skipif(_parser is None, reason="needs re._parser")
def test_pin_guard_admits_every_first_character() -> None:
    chars, nullable = _first(_parser.parse(P.PIN_ALTERNATIVES))
    assert not nullable
    guard = re.compile(P.PIN_GUARD)
    for c in chars:
        probe = "7" if c == "\\d" else c
        assert guard.match(probe), c
    assert P.PIN_TOKEN.startswith(P.PIN_GUARD)


@pytest.mark.skipif(_parser is None, reason="needs re._parser")
def test_body_step_guard_admits_every_step() -> None:
    chars, nullable = _first(_parser.parse(P.BODY_STEP), skip_spaces=True)
    assert not nullable and chars
    guard = re.compile(P.BODY_STEP_GUARD)
    for c in chars:
        probe = "7" if c == "\\d" else c
        for spaces in ("", " ", " \n\u00a0 \n "):
            assert guard.match(spaces + probe), c
    assert not guard.match(" O") and not guard.match(")")
    assert P.STATUTE_BODY.endswith(f"(?:{P.BODY_STEP_GUARD}{P.BODY_STEP})*")


def _simple(body: str) -> tuple[str, str | None, str | None] | None:
    m = P.SIMPLE_BODY.fullmatch(body)
    if m is None or any(m.group(g) for g in ("ppara", "num", "comma", "follow")):
        return None
    let = m.group("let")
    return m.group("art"), m.group("para"), let.rstrip(") \u00a0") if let else None


def test_plain_body_agrees_with_the_regex() -> None:
    rnd = random.Random(7)
    words = list(T.PARAGRAPH_WORDS) + list(T.LETTER_WORDS) + list(T.NUMBER_WORDS) + ["ff.", "bis", "Satz"]
    values = ["1", "12", "123", "1234", "12345", "a", "b", "z", "bis", "1a", "A", "٣"]
    checked = 0
    for _ in range(4000):
        parts = [rnd.choice(values[:5])]
        for _ in range(rnd.choice((1, 2))):
            parts += [rnd.choice(words), rnd.choice(values)]
        body = " ".join(parts)
        plain = S._plain_body(body)
        if plain is not None:
            checked += 1
            assert plain == _simple(body), body
    assert checked > 300
    assert S._plain_body("41 Abs. 1") == ("41", "1", None)
    assert S._plain_body("41 Abs. 1 lit. a") == ("41", "1", "a")
    assert S._plain_body("41 Abs.  1") is None and S._plain_body("41 Ziff. 1") is None


# --- guards added for speed: each is a necessary condition of the regex it stands before ------------


@pytest.mark.skipif(_parser is None, reason="needs re._parser")
def test_body_token_guard_admits_every_first_character() -> None:
    chars, nullable = _first(_parser.parse(P.BODY_TOKEN_ALTERNATIVES))
    assert not nullable
    guard = re.compile(P.BODY_TOKEN_GUARD)
    for c in chars:
        assert guard.match("7" if c == "\\d" else c), c
    assert not guard.match(" ") and not guard.match("\n")
    assert P.BODY_TOKENS.pattern == f"{P.BODY_TOKEN_GUARD}(?:{P.BODY_TOKEN_ALTERNATIVES})"


@pytest.mark.skipif(_parser is None, reason="needs re._parser")
@pytest.mark.parametrize(
    ("join", "initials"),
    [("BGE_CONTINUE_JOIN", "BGE_CONTINUE_INITIALS"), ("BGE_PAGE_JOIN", "BGE_PAGE_CONTINUE_INITIALS")],
)
def test_bge_list_guards_admit_every_first_character(join: str, initials: str) -> None:
    chars, nullable = _first(_parser.parse(getattr(P, join)), skip_spaces=True)
    assert not nullable and chars
    assert chars <= getattr(P, initials)


def _simple_vocabulary() -> list[str]:
    tables = (T.PARAGRAPH_WORDS, T.LETTER_WORDS, T.NUMBER_WORDS, T.COMMA_WORDS, T.ORDINALS, T.FOLLOWING)
    return [w for table in tables for w in table] + ["et seq.", "et seqq.", "et suiv.", "svv.", "sqq.", "1er"]


def test_not_simple_literals_are_in_no_simple_body_word() -> None:
    """``SIMPLE_BODY`` is built from these words, numbers, letters, spaces, commas and brackets: a body
    holding a NOT_SIMPLE literal cannot be one of its bodies, so skipping its fullmatch changes nothing."""
    for literal in P.NOT_SIMPLE_LITERALS:
        for word in _simple_vocabulary():
            assert literal not in f" {word} ", (literal, word)
        assert not re.search(r"[\d\s,()]", literal.strip()), literal
    for body in ("41 Abs. 1 und 2", "6, 35 und 36a", "117/108 Abs. 1", "66 Abs. 1 Satz 2", "61–65"):
        assert P.NOT_SIMPLE.search(body) and P.SIMPLE_BODY.fullmatch(body) is None


def test_decision_nouns_and_margin_links_build_their_regexes() -> None:
    assert "|".join(P.DECISION_NOUNS) in P.CONS_BEFORE.pattern
    assert "|".join(P.MARGIN_LINK_WORDS) in P.MARGIN_BEFORE_ARTICLE.pattern


@pytest.mark.skipif(_parser is None, reason="needs re._parser")
def test_continuation_guard_admits_every_first_character() -> None:
    chars, nullable = _first(_parser.parse(P.statute_regex([], continuation=True).pattern), skip_spaces=True)
    assert not nullable and chars
    assert chars <= P.CONTINUATION_INITIALS


def test_informal_doctrine_search_from_the_last_stop_is_the_same_search() -> None:
    from lexgate.citations import doctrine

    rnd = random.Random(11)
    pieces = [
        "GAUCH",
        "/",
        "SCHLUEP",
        "Huguenin",
        ", ",
        " in: ",
        "OR AT",
        "(",
        ")",
        ";",
        "\n",
        " ",
        "N 3",
        "de ",
        "x",
    ]
    for _ in range(3000):
        text = "".join(rnd.choice(pieces) for _ in range(rnd.randint(1, 16))) + ", "
        lo = rnd.randint(0, len(text) - 1)
        want = P.INFORMAL_DOCTRINE.search(text, lo, len(text))
        got = doctrine._informal_doctrine(text, lo, len(text))
        assert (want and (want.span(), want.groupdict())) == (got and (got.span(), got.groupdict())), text


def test_no_simple_body_holds_a_not_simple_mark() -> None:
    """The property the statute rule relies on: whatever ``SIMPLE_BODY`` fullmatches, ``NOT_SIMPLE``
    finds nothing in (random bodies of the words, numbers and letters SIMPLE_BODY is built from)."""
    rnd = random.Random(5)
    words = [*_simple_vocabulary(), "e", "et", "o", "à", ",", "-", "(1)", "(12a)"]
    values = ["1", "12", "123", "1234", "a", "e", "o", "bis", "1a", "-bis", "-2", " 2"]
    simple = 0
    for _ in range(20000):
        parts = [rnd.choice(values[:4])]
        for _ in range(rnd.randint(1, 4)):
            parts += [rnd.choice(words), rnd.choice(values)]
        body = rnd.choice((" ", "", ", ")).join(parts) if rnd.random() < 0.2 else " ".join(parts)
        if P.SIMPLE_BODY.fullmatch(body):
            simple += 1
            assert P.NOT_SIMPLE.search(body) is None, body
    assert simple > 500, simple


def test_regexes_compile_on_first_use_and_stay_the_same_object() -> None:
    """``patterns`` compiles its regexes on first use (start-up time): importing the package leaves
    most of them pending, each compiles to the regex its source says, and a second read is the same
    object (``m.re is P.MARGIN_AT`` in doctrine.py depends on it)."""
    import subprocess
    import sys

    code = "import lexgate.citations, lexgate.citations.patterns as P; print(len(P._PENDING))"
    pending = int(
        subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    )
    assert pending >= 30
    names = sorted(set(dir(P)) - set(vars(P)))  # still pending in this process
    for name in [*names, "MARGIN_AT", "BGE_RE"]:
        first = getattr(P, name)
        assert isinstance(first, re.Pattern) and getattr(P, name) is first
        assert name in vars(P) and name not in P._PENDING
    assert P.BGE_RE.match("BGE 140 III 86")
    with pytest.raises(AttributeError):
        P.NO_SUCH_PATTERN  # noqa: B018

"""Claim isolation: the sentence (or list item / clause) of the draft that a citation supports.

Sentences are found lazily around each citation with ``str.rfind``/``str.find`` (C speed), and a
sentence already found is reused for every further citation inside it.  A period does not end a
sentence after an abbreviation (``Abs.``, ``lit.``, ``vgl.``, ``z.B.``, ``S.``, ``p.``, ``ss.``, ``cf.``,
``ecc.`` ...), a single capital (initials, ``E.``), an ordinal before a month (``5. April``), in a Swiss
amount (``Fr. 640'000.--``), or inside a citation; it does when followed by a capital, a digit, a quote or a bracket.  A line break ends a list
item and a heading.  A citation in a Markdown footnote (``[^3]: Art. 41 OR``) supports the sentence that
carries the marker ``[^3]``.
"""

from __future__ import annotations

import re

from lexgate.citations.tables import MONTHS, NON_FINAL_ABBREVIATIONS

_NUMBERING = re.compile(r"\d{1,2}(?:\.\d{1,2})*\.[ \t]+\D")  # "2.1. Die Vorinstanz"
_LIST_MARK = re.compile(
    r"[ \t]*(?:[-*•–]|\d{1,2}(?:\.\d{1,2})*[.)]|[a-z][.)]|\([a-z0-9]{1,3}\)|#{1,6}|>)[ \t]+"
)
_FOOTNOTE_DEF = re.compile(r"\[\^([^\]\s]+)\]:[ \t]*")
_MONTH_START = tuple(MONTHS)
_CLOSING_QUOTES = frozenset("\"”“»«’‘'‹›")
_OPENING_QUOTES = frozenset('"«„“‹')
_WINDOW = 1500
# A line that starts a new block: heading, list item, table row, quotation, footnote definition.
_BLOCK_START = re.compile(r"[ \t]*(?:#{1,6}\s|[-*+•]\s|\d{1,3}[.)]\s|[a-z][.)]\s|\||>|\[\^)")
_SPACES = frozenset(("", " ", "\n", "\t", "\u00a0", "\u202f"))


# German words after which "18." is an ordinal ("das 18. Lebensjahr", "am 3. Tag", "zum 2. Mal"), not the
# end of a sentence.
ORDINAL_DETERMINERS = frozenset(
    {
        "das",
        "dem",
        "den",
        "der",
        "des",
        "am",
        "im",
        "vom",
        "zum",
        "zur",
        "beim",
        "ins",
        "bis",
        "ab",
        "seit",
        "nach",
    }
)

# ... unless a word that opens German sentences follows ("bis zum 20. Die Klage kam zu spät").
SENTENCE_STARTS_DE = frozenset(
    {
        *("der", "die", "das", "den", "dem", "des", "ein", "eine", "er", "sie", "es", "wir", "ich", "man"),
        *("dies", "diese", "dieser", "dieses", "damit", "daher", "deshalb", "somit", "zudem", "ferner"),
        *("hier", "dort", "nun", "so", "im", "in", "am", "an", "mit", "nach", "auch", "dabei", "dagegen"),
        *("jedoch", "aber", "und", "oder", "wenn", "weil", "da", "als", "zwar", "gemäss", "laut", "vgl"),
    }
)


class ClaimFinder:
    """Sentence bounds around offsets of one text, with a cache of the last sentence found."""

    __slots__ = ("_ends", "_known", "_last", "text")

    def __init__(self, text: str, citation_ends: frozenset[int] = frozenset()) -> None:
        self.text = text
        self._last = (-1, -1)
        self._known: dict[int, bool] = {}
        # offsets where a citation ends in a dot ("c.c.", "ff."): a capital after it starts a new sentence
        self._ends = citation_ends

    def _closes_citation(self, i: int) -> bool:
        return i + 1 in self._ends

    # -- boundaries ---------------------------------------------------------------------------------
    def _is_boundary(self, i: int) -> bool:
        """Is the ``.``/``!``/``?`` at ``i`` the end of a sentence?  (Memoised per position.)"""
        known = self._known.get(i)
        if known is None:
            known = self._known[i] = self._check(i)
        return known

    def _check(self, i: int) -> bool:
        text = self.text
        ch = text[i]
        j = i + 1
        n = len(text)
        if ch == "." and j < n and text[j] in "-–" and i > 0 and text[i - 1].isdigit():
            return False  # a Swiss amount: "EUR 640'000.-- erworben", "Fr. 500.- pro Monat"
        while j < n and text[j] in _CLOSING_QUOTES and text[j] not in "«„“‹":
            j += 1  # 'erforderlich.» Und': the quotation closes, then the next sentence starts
        if text.startswith(" ", j):
            j += 1
        while j < n and text[j] in " \t\u00a0\u202f":
            j += 1
        if j >= n or text[j] == "\n":
            return True
        nxt = text[j]
        if nxt.isdigit():
            if _NUMBERING.match(text, j) is None:
                return False  # "Art. 41", "E. 3", "S. 18": a number after a dot continues the sentence
        elif not (nxt.isupper() or nxt in "\"'«„“([*-"):
            return False
        if ch != ".":
            return True
        before = text[max(0, i - 24) : i].rsplit(None, 1)
        word = before[-1].lstrip("([{«\"„“'’") if before else ""
        if not word:
            return True
        if word.endswith((")", "]", "»", '"', "”")):
            return (
                True  # "… (art. 1218 c.c.). Nell'…": a dot after a closing bracket or quote ends the sentence
            )
        low = word.lower()
        if self._closes_citation(i):
            # 'ai sensi dell'art. 520 c.c. "è nulla la rinunzia ..."': a quotation right after the citation
            # is the text it cites, the sentence goes on
            return nxt not in _OPENING_QUOTES

        if low in NON_FINAL_ABBREVIATIONS or low.rstrip(".") in NON_FINAL_ABBREVIATIONS:
            return False
        if len(word) == 1 and word.isalpha():
            return False  # initials, "E. 3", "S. 12"
        if word.replace(".", "").isdigit():
            # "vom 5. April 2013": an ordinal day before a month does not end the sentence; "2.2. Die": it does
            if word.isdigit() and len(word) <= 2 and text.startswith(_MONTH_START, j):
                return False
            # "wer das 18. Lebensjahr vollendet hat": a German ordinal after its article or preposition
            words = text[max(0, i - 40) : i].rsplit(None, 2)
            prev = words[-2].lower() if len(words) >= 2 else ""
            if word.isdigit() and len(word) <= 3 and prev in ORDINAL_DETERMINERS:
                following = text[j : j + 30].split(None, 1)
                starts = following[0].lower().rstrip(".,;:") if following else ""
                return starts in SENTENCE_STARTS_DE  # "bis zum 20. Die Klage ...": a new sentence after all
            return True
        return not ("." in word and len(word) <= 6)  # "z.B", "d.h", "i.V.m"

    # -- line breaks: a hard-wrapped paragraph is one text, a blank line or a block start is not ---------
    def _hard(self, k: int) -> bool:
        """Is the line break at ``k`` a real break (blank line, heading, list item, table, quote)?"""
        text = self.text
        prev_start = text.rfind("\n", 0, k) + 1
        if not text[prev_start:k].strip():
            return True  # the line before is blank
        nxt_end = text.find("\n", k + 1)
        nxt = text[k + 1 : nxt_end if nxt_end >= 0 else len(text)]
        return not nxt.strip() or _BLOCK_START.match(nxt) is not None

    def _hard_break_before(self, lo: int, pos: int) -> int:
        k = self.text.rfind("\n", lo, pos)
        while k >= 0 and not self._hard(k):
            k = self.text.rfind("\n", lo, k)
        return k

    def _hard_break_after(self, pos: int, hi: int) -> int:
        k = self.text.find("\n", pos, hi)
        while k >= 0 and not self._hard(k):
            k = self.text.find("\n", k + 1, hi)
        return k

    def _start(self, pos: int) -> int:
        text = self.text
        lo = max(0, pos - _WINDOW)
        line = self._hard_break_before(lo, pos)
        floor = line + 1 if line >= 0 else lo
        other = max(text.rfind("!", floor, pos), text.rfind("?", floor, pos))
        if other >= floor and self._is_boundary(other):
            floor = other + 1
        hi = pos
        while True:
            i = text.rfind(".", floor, hi)
            if i < 0:
                return floor
            after = text[i + 1 : i + 3]
            if not (
                after[:1].isalnum() or (after[:1] in _SPACES and after[1:2].islower())
            ) and self._is_boundary(i):
                return i + 1
            hi = i

    def _end(self, pos: int) -> int:
        text = self.text
        if pos > 0 and text[pos - 1] == "." and self._is_boundary(pos - 1):
            return pos  # a citation ending in a dotted abbreviation ("c.c.", "ff.") that ends the sentence
        hi = min(len(text), pos + _WINDOW)
        line = self._hard_break_after(pos, hi)
        ceiling = line if line >= 0 else hi
        for c in "!?":
            x = text.find(c, pos, ceiling)
            if x >= 0 and self._is_boundary(x):
                ceiling = x + 1
        lo = pos
        while True:
            i = text.find(".", lo, ceiling)
            if i < 0:
                return ceiling
            after = text[i + 1 : i + 3]
            # cheap rejections first: "3.1", "z.B.", "lit. a" never end a sentence
            if not (
                after[:1].isalnum() or (after[:1] in _SPACES and after[1:2].islower())
            ) and self._is_boundary(i):
                return i + 1
            lo = i + 1

    # -- public --------------------------------------------------------------------------------------
    def sentence(self, start: int, end: int) -> tuple[int, int]:
        """Bounds ``(s, e)`` of the trimmed sentence holding ``text[start:end]``."""
        ls, le = self._last
        if ls <= start and end <= le:
            return ls, le
        s = self._start(start)
        e = self._end(end)
        text = self.text
        while s < e and text[s] in " \t\n\u00a0\u202f":
            s += 1
        m = _LIST_MARK.match(text, s)
        if m and m.end() <= start:
            s = m.end()
        while e > s and text[e - 1] in " \t\n\u00a0\u202f":
            e -= 1
        # a quotation that ends the sentence keeps its closing mark ('... zu gewähren."')
        while e < len(text) and text[e] in _CLOSING_QUOTES and e > s and text[e - 1] in ".!?…":
            e += 1
        self._last = (s, e)
        return s, e

    def claim(self, start: int, end: int) -> tuple[str, int, int]:
        """``(claim, claim_start, claim_end)`` for the citation at ``start:end``."""
        text = self.text
        line_start = text.rfind("\n", 0, start) + 1
        if text.startswith("[^", line_start):
            m = _FOOTNOTE_DEF.match(text, line_start)
            if m and m.end() <= start:
                marker = f"[^{m.group(1)}]"
                at = text.find(marker)
                while at >= 0 and text.startswith(":", at + len(marker)):
                    at = text.find(marker, at + 1)
                if at >= 0:
                    anchor = at - 1 if at > 0 and text[at - 1] in ".!?" else at
                    s, e = self.sentence(max(0, anchor - 1), anchor)
                    e = max(e, at + len(marker))
                    self._last = (-1, -1)
                    return text[s:e], s, e
        s, e = self.sentence(start, end)
        if s > 0 and not any(ch.isalpha() for ch in text[s:start] + text[end:e]):
            # the citation stands alone after the sentence it supports ('… legittimi." (art. 24 Cost.)'):
            # the claim is that previous sentence, with the citation
            p = s - 1
            while p > 0 and text[p] in " \t\u00a0\u202f\"”“»«’'":
                p -= 1
            if p > 0 and text[p] != "\n":
                ps, _pe = self.sentence(p, p)
                self._last = (-1, -1)
                if ps < s:
                    return text[ps:e], ps, e
        return text[s:e], s, e

"""Numbered structure inside texts: considerations ("1.", "2.1", "2.1.1.") and numbered commi.

A number only opens a new unit when it continues the sequence: after ``2.1`` the next unit may be
``2.1.1``, ``2.2`` or ``3``, nothing else.  Numbers that follow an abbreviation (``Art. 1.``,
``E. 1.3.1``, ``consid. 4``) or sit inside a sentence (``am 21. September``) are text, not units.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# Words after which a number is a reference, never the start of a unit (lower case, with the dot).
REFERENCE_WORDS: frozenset[str] = frozenset(
    {
        "art.",
        "artt.",
        "arts.",
        "e.",
        "erw.",
        "consid.",
        "cons.",
        "abs.",
        "al.",
        "cpv.",
        "ziff.",
        "ch.",
        "n.",
        "nr.",
        "no.",
        "s.",
        "p.",
        "pag.",
        "pp.",
        "lit.",
        "let.",
        "lett.",
        "bst.",
        "vol.",
        "rz.",
        "n°",
        "fig.",
        "par.",
        "§",
        "c.",
        "comma",
        "bge",
        "atf",
        "dtf",
        "rn.",
        "vgl.",
        "cf.",
        "cfr.",
        "i.v.m.",
        # also in decisions fetched live: dates, notes, other decisions named before a number (not "fr."
        # or "CHF": "... de 10'066 fr. 7.1. Elle se plaint" opens consideration 7.1 after an amount)
        "artikel",
        "cifra",
        "n",
        "nr",
        "no",
        "sr",
        "rs",
        "vom",
        "du",
        "del",
        "bd.",
        "band",
        "anm.",
        "fn.",
        "note",
        "urteil",
        "arrêt",
        "sentenza",
    }
)
# A number followed by one of these is a date, not a unit.
MONTHS: frozenset[str] = frozenset(
    {
        "januar",
        "februar",
        "märz",
        "april",
        "mai",
        "juni",
        "juli",
        "august",
        "september",
        "oktober",
        "november",
        "dezember",
        "janvier",
        "février",
        "mars",
        "avril",
        "juin",
        "juillet",
        "août",
        "septembre",
        "octobre",
        "novembre",
        "décembre",
        "gennaio",
        "febbraio",
        "marzo",
        "aprile",
        "maggio",
        "giugno",
        "luglio",
        "agosto",
        "settembre",
        "ottobre",
        "dicembre",
        "jan.",
        "feb.",
        "febr.",
        "sept.",
        "okt.",
        "nov.",
        "dez.",
        "janv.",
        "févr.",
        "oct.",
        "déc.",
        "gen.",
        "ott.",
        "dic.",
    }
)
_CANDIDATE = re.compile(
    r"(?<![\w.,/§-])(\d{1,2}(?:\.\d{1,2}){0,5})(?:-(?P<latin>bis|ter|quater|quinquies|sexies|septies|octies|"
    r"novies|decies))?(\.?)(?=\s+(\S+)|(\(\(|[A-Z][a-z]))"
)
# (a unit's text may follow its number without a space: "2.((La proroga ...))" where an amendment
# opens it, "4.Il giudice ..." in the Italian codes)
# An Italian comma inserted after comma N is "N-bis", then "N-ter", ...: its rank among them (bis = 2)
LATIN_RANK: dict[str, int] = {
    w: i + 2
    for i, w in enumerate(
        ("bis", "ter", "quater", "quinquies", "sexies", "septies", "octies", "novies", "decies")
    )
}
_SENTENCE_END = ".:;!?)\"»“”'"
_ROMAN = re.compile(r"^[IVX]+[ab]?$")  # "BGE 140 III 86", "Titel II 3": the number continues a reference
_OPENS_TEXT = "«\"'(“„"


@dataclass(frozen=True, slots=True)
class Unit:
    number: str  # "2.1"
    start: int  # offset of the number in the text
    body_start: int  # offset of the text after the number


def _successors(path: tuple[int, ...] | None) -> set[tuple[int, ...]]:
    if path is None:
        return {(1,)}
    out = {(*path, 1)}
    for i in range(len(path)):
        out.add((*path[:i], path[i] + 1))
    return out


def _reference_context(text: str, pos: int) -> bool:
    """True when the number at ``pos`` continues a reference or a sentence rather than opening a unit."""
    before = text[:pos].rstrip()
    if not before:
        return False
    if before[-1] not in _SENTENCE_END:
        return True
    prev = before.rsplit(None, 1)[-1].lstrip("([«\"'„“")
    return prev.lower() in REFERENCE_WORDS or bool(_ROMAN.match(prev))


def split_numbered(
    text: str,
    *,
    top_needs_dot: bool = True,
    loose_first: bool = False,
    open_any_first: bool = False,
    capital_after: bool = False,
) -> list[Unit]:
    """The numbered units of ``text`` that follow the sequence 1, 1.1, 1.2, 2, ...

    ``loose_first``: the first unit may follow a heading without punctuation (``Rubrica 1. Testo``).
    ``open_any_first``: a text that opens with a number may open with any number (an excerpt of a
    decision: "Aus den Erwägungen: 3. ...").  ``capital_after``: a unit's text starts with a capital,
    a digit, a quote or a parenthesis, unless the number opens the text (decision texts fetched live,
    where running text is one line)."""
    units: list[Unit] = []
    path: tuple[int, ...] | None = None
    rank = 0  # the Latin rank of the last unit ("2-bis": 2), 0 for a plain number
    for m in _CANDIDATE.finditer(text):
        number, latin, dot = m.group(1), m.group("latin"), m.group(3)
        following = m.group(4) or m.group(5)
        if m.group(5) and not dot:
            continue  # "2((" or "2Il": no unit without the dot
        parts = tuple(int(x) for x in number.split("."))
        if latin:
            # "2-bis." opens a unit right after unit 2 (or 2 with a lower rank): an inserted comma
            if not (
                dot and path is not None and len(parts) == 1 and parts == path and LATIN_RANK[latin] > rank
            ):
                continue
        elif parts not in _successors(path) and not (
            open_any_first and path is None and not text[: m.start()].strip()
        ):
            continue
        if len(parts) == 1 and top_needs_dot and not dot:
            continue
        if following.lower().rstrip(",.;:") in MONTHS:
            continue
        if following[:1].isdigit() and following.rstrip(".") != f"{number}.1":
            continue
        opens = following[:1]
        if (
            capital_after
            and text[: m.start()].strip()
            and not (opens.isupper() or opens.isdigit() or opens in _OPENS_TEXT)
        ):
            continue
        if _reference_context(text, m.start()) and not (loose_first and path is None):
            continue
        path = parts
        rank = LATIN_RANK[latin] if latin else 0
        units.append(Unit(f"{number}-{latin}" if latin else number, m.start(), m.end()))
    return units


def segments_of(
    text: str, *, top_needs_dot: bool = True, loose_first: bool = False, open_any_first: bool = False
) -> tuple[str, list[tuple[str, str]]]:
    """``(preamble, [(number, body), ...])`` for a text with numbered units."""
    units = split_numbered(
        text, top_needs_dot=top_needs_dot, loose_first=loose_first, open_any_first=open_any_first
    )
    if not units:
        return text.strip(), []
    pre = text[: units[0].start].strip()
    out: list[tuple[str, str]] = []
    for i, u in enumerate(units):
        end = units[i + 1].start if i + 1 < len(units) else len(text)
        out.append((u.number, text[u.body_start : end].strip()))
    return pre, out

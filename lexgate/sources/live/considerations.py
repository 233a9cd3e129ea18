"""Split the text of a Swiss decision into facts, numbered considerations and ruling.

Decision texts from live sources arrive as one long string ("... Erwägungen: 1. ... 2. 2.1 ...").
A number opens a consideration only when (a) it is the next number the sequence allows
(``2`` -> ``2.1`` / ``3``; ``2.1`` -> ``2.1.1`` / ``2.2`` / ``3``), (b) it follows a sentence end
or another consideration number, (c) it is not preceded by a citation word (``Art.``, ``E.``,
``BGE 140 III``...) and (d) it is followed by a capital, a quote or another number (not a month).
The marker words are data, per language.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lexgate.sources.numbering import MONTHS  # one table of month names for both splitters

# Where the reasoning starts and where the ruling starts, all languages (decisions mix them).
REASONS_MARKERS: tuple[str, ...] = (
    "Aus den Erwägungen:",
    "Erwägungen:",
    "Erwägung:",
    "in Erwägung,",
    "Extrait des considérants:",
    "Extrait des considérants :",
    "Considérant en droit:",
    "Considérant en droit :",
    "Considérants:",
    "Considérant:",
    "Considérant :",
    "Dai considerandi:",
    "Considerando in diritto:",
    "Considerandi:",
    "Diritto:",
)
RULING_MARKERS: tuple[str, ...] = (
    "Demnach erkennt",
    "Demnach verfügt",
    "Par ces motifs",
    "Per questi motivi",
)
# A number right after one of these words is a citation, not a consideration.
CITATION_WORDS: frozenset[str] = frozenset(
    w.lower()
    for w in (
        "Art.",
        "Artikel",
        "Abs.",
        "al.",
        "cpv.",
        "E.",
        "Erw.",
        "consid.",
        "cons.",
        "S.",
        "p.",
        "pag.",
        "lit.",
        "let.",
        "Ziff.",
        "ch.",
        "cifra",
        "n.",
        "N.",
        "N",
        "Nr.",
        "no",
        "n°",
        "Rz.",
        "Fr.",
        "CHF",
        "BGE",
        "ATF",
        "DTF",
        "SR",
        "RS",
        "vom",
        "du",
        "del",
        "Bd.",
        "vol.",
        "Band",
        "Anm.",
        "Fn.",
        "note",
        "Urteil",
        "arrêt",
        "sentenza",
        "§",
    )
)

_CANDIDATE = re.compile(r"(?<!\S)(\d{1,2}(?:\.\d{1,2}){0,5})\.?(?=\s)")
_ROMAN = re.compile(r"^(?:[IV]+[ab]?|\d+)$")
_SENTENCE_END = ".:;)»\"'"


@dataclass(frozen=True, slots=True)
class Section:
    kind: str  # "facts" | "consideration" | "ruling"
    number: str  # "2.1" for considerations, "" otherwise
    text: str


def _allowed(current: tuple[int, ...] | None) -> set[tuple[int, ...]]:
    if current is None:
        return {(1,)}
    out = {(*current, 1)}
    for depth in range(len(current)):
        out.add((*current[:depth], current[depth] + 1))
    return out


def _context_ok(text: str, start: int, end: int, after_number: bool) -> bool:
    before = text[:start].rstrip()
    at_start = not before
    if before:
        words = before.split()
        prev = words[-1].lstrip("([«\"'„“")
        if prev.lower() in CITATION_WORDS or _ROMAN.match(prev):
            return False
        if not after_number and before[-1] not in _SENTENCE_END:
            return False
    rest = text[end:].lstrip()
    if not rest:
        return False
    nxt = rest.split(maxsplit=1)[0].strip(".,;:").lower()
    if nxt in MONTHS:
        return False
    first = rest[0]
    return at_start or first.isupper() or first.isdigit() or first in "«\"'(“„"


def _find(
    text: str, markers: tuple[str, ...], *, last: bool = False, start: int = 0
) -> tuple[int, int] | None:
    low = text.lower()
    best: tuple[int, int] | None = None
    for marker in markers:
        idx = low.rfind(marker.lower(), start) if last else low.find(marker.lower(), start)
        if idx < 0:
            continue
        if best is None or (idx > best[0] if last else idx < best[0]):
            best = (idx, idx + len(marker))
    return best


def split_considerations(text: str, lang: str = "de") -> list[Section]:
    """Facts (if any), the numbered considerations in order, and the ruling (if found)."""
    del lang  # the markers of all languages are tried: decisions quote each other across languages
    text = text.strip()
    if not text:
        return []
    sections: list[Section] = []
    reasons = _find(text, REASONS_MARKERS)
    body_start = reasons[1] if reasons else 0
    if reasons and text[: reasons[0]].strip():
        sections.append(Section("facts", "", text[: reasons[0]].strip()))
    ruling = _find(text, RULING_MARKERS, last=True, start=body_start)
    body_end = ruling[0] if ruling else len(text)
    body = text[body_start:body_end]

    cuts: list[tuple[int, int, str]] = []  # (start of number, start of text, number)
    current: tuple[int, ...] | None = None
    last_end = -1
    for match in _CANDIDATE.finditer(body):
        number = tuple(int(p) for p in match.group(1).split("."))
        if number not in _allowed(current) and not (current is None and not body[: match.start()].strip()):
            continue  # an excerpt ("Aus den Erwägungen: 3. ...") may open with any number
        after_number = last_end >= 0 and not body[last_end : match.start()].strip()
        if not _context_ok(body, match.start(), match.end(), after_number):
            continue
        cuts.append((match.start(), match.end(), match.group(1)))
        current = number
        last_end = match.end()
    if not cuts:
        if body.strip():
            sections.append(Section("consideration" if reasons else "facts", "", body.strip()))
    else:
        if body[: cuts[0][0]].strip() and not reasons:
            sections.append(Section("facts", "", body[: cuts[0][0]].strip()))
        for i, (_, text_start, label) in enumerate(cuts):
            stop = cuts[i + 1][0] if i + 1 < len(cuts) else len(body)
            sections.append(Section("consideration", label, body[text_start:stop].strip()))
    if ruling:
        sections.append(Section("ruling", "", text[ruling[0] :].strip()))
    return sections


def consideration_text(sections: list[Section], number: str) -> list[Section]:
    """The consideration ``number`` and its sub-considerations (``3`` -> ``3``, ``3.1``, ``3.2`` ...)."""
    wanted = number.strip().rstrip(".")
    return [
        s
        for s in sections
        if s.kind == "consideration" and (s.number == wanted or s.number.startswith(wanted + "."))
    ]

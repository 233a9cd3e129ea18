"""Split the text of a Swiss decision into facts, numbered considerations and ruling.

Decision texts from live sources arrive as one long string ("... Erwägungen: 1. ... 2. 2.1 ...").
The markers of the reasoning and of the ruling are data (all languages); the numbered considerations
between them are cut by ``lexgate.sources.numbering.split_numbered``, the rule the corpus importer uses
(the sequence 1, 1.1, 1.2, 2 ...; never after a citation word or inside a sentence), here with the
options for running text: a first number may open an excerpt, the top level needs no dot, and a
consideration's text starts with a capital, a digit or a quote.
"""

from __future__ import annotations

from dataclasses import dataclass

from lexgate.sources.numbering import split_numbered  # one sequence rule for imported and live texts

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


@dataclass(frozen=True, slots=True)
class Section:
    kind: str  # "facts" | "consideration" | "ruling"
    number: str  # "2.1" for considerations, "" otherwise
    text: str


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

    units = split_numbered(body, top_needs_dot=False, open_any_first=True, capital_after=True)
    cuts = [(u.start, u.body_start, u.number) for u in units]
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

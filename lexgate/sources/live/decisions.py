"""What the decision connectors share: which decision an id names, and text -> passages."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from lexgate.citations import canonical as cid
from lexgate.sources.live.considerations import Section, consideration_text
from lexgate.sources.live.considerations import split_considerations as own_splitter
from lexgate.sources.model import Passage

_BGE = re.compile(r"(\d{1,3})\s*(I[ab]?|II|III|IV|V|VI)\s*(\d{1,4})", re.IGNORECASE)
E_LABEL = {"de": "E.", "fr": "consid.", "it": "consid.", "en": "para."}
# frequent function words, to tell the language of a decision text (data, not logic)
FUNCTION_WORDS = {
    "de": ("der", "die", "und", "das", "nicht", "ist", "des", "dem"),
    "fr": ("le", "la", "les", "et", "des", "est", "une", "du"),
    "it": ("il", "di", "che", "della", "per", "non", "del", "una"),
}


def guess_lang(text: str, default: str = "de") -> str:
    """de / fr / it by function-word counts over the first 5,000 characters."""
    words = re.findall(r"[a-zàèéìòùäöü]+", text[:5000].lower())
    if not words:
        return default
    counts = {lang: sum(words.count(w) for w in ws) for lang, ws in FUNCTION_WORDS.items()}
    best = max(counts, key=lambda k: counts[k])
    return best if counts[best] else default


@dataclass(frozen=True, slots=True)
class DecisionRef:
    """A decision named by a canonical id: a BGE (volume/part/page) or a docket of a court."""

    canonical: str
    kind: str  # "bge" | "docket" | "cantonal"
    court: str  # "BGE", "BGer", "BVGer", "cant-GE"
    docket: str  # "4A_123/2023"; for BGE "147 III 10"
    consideration: str | None
    volume: int = 0
    part: str = ""
    page: int = 0
    extra: dict[str, str] = field(default_factory=dict)

    @property
    def bge_dashed(self) -> str:
        return f"{self.volume}-{self.part}-{self.page}"

    def key(self, number: str | None = None) -> str:
        if self.kind == "bge":
            return cid.bge(self.volume, self.part, self.page, number or None)
        return cid.ch_docket(self.court, self.docket, number or None)

    def label(self) -> str:
        return f"BGE {self.docket}" if self.kind == "bge" else self.docket


def decision_ref(canonical: str) -> DecisionRef | None:
    try:
        ref = cid.parse(canonical)
    except ValueError:
        return None
    if ref.kind == "bge":
        match = re.fullmatch(r"(\d+)-([IVab]+)-(\d+)", ref.authority.split(":")[2])
        if not match:
            return None
        vol, part, page = int(match.group(1)), match.group(2), int(match.group(3))
        return DecisionRef(
            canonical, "bge", "BGE", f"{vol} {part} {page}", ref.get("E"), vol, part, page, dict(ref.parts)
        )
    if ref.kind in ("docket", "cantonal"):
        _, court, docket = ref.authority.split(":", 2)
        return DecisionRef(canonical, ref.kind, court, docket, ref.get("E"), extra=dict(ref.parts))
    return None


def norm_docket(text: str) -> str:
    return re.sub(r"[\s._\-/]+", "", text).upper()


def norm_bge(text: str) -> str:
    match = _BGE.search(text)
    return (
        f"{int(match.group(1))}-{match.group(2).upper().replace('A', 'a').replace('B', 'b')}-{int(match.group(3))}"
        if match
        else ""
    )


def splitter() -> Callable[[str, str], list[Section]]:
    """The splitter for whole decision texts from live sources: facts, numbered considerations, ruling.

    (The corpus importer splits the corpus's ``considerations`` field, which has no ruling, with
    ``lexgate.sources.numbering``; a live text also carries the ruling, which this splitter cuts off.)"""
    return own_splitter


def _as_section(item: Any) -> Section | None:
    if isinstance(item, Section):
        return item
    if isinstance(item, tuple) and len(item) == 2:
        number, text = item
        return Section("consideration" if number else "facts", str(number or ""), str(text))
    number = getattr(item, "number", None) or getattr(item, "label", None)
    text = getattr(item, "text", None)
    if isinstance(item, dict):
        number, text = item.get("number") or item.get("label"), item.get("text")
    if text is None:
        return None
    return Section("consideration" if number else "facts", str(number or ""), str(text))


@dataclass(slots=True)
class Passages:
    passages: list[Passage]
    notes: list[str]
    pinpoint_missing: str | None = None


def build_passages(
    dec: DecisionRef, sections: list[Section], lang: str, url: str, regeste: str = ""
) -> Passages:
    """All segments, or only the consideration asked for (a missing pinpoint is reported, not widened)."""
    word = E_LABEL.get(lang, "E.")
    numbered = [s for s in sections if s.kind == "consideration" and s.number]

    def passage(s: Section) -> Passage:
        if s.kind == "consideration" and s.number:
            return Passage(dec.key(s.number), "consideration", s.text, lang, f"{word} {s.number}", url=url)
        kind = s.kind if s.kind in ("facts", "ruling", "regeste") else "consideration"
        return Passage(dec.key(), kind, s.text, lang, kind, url=url)  # type: ignore[arg-type]

    if dec.consideration:
        wanted = dec.consideration
        base = re.match(r"^\d+(?:\.\d+)*", wanted)
        if not numbered:
            unnumbered = f"the decision's considerations are not numbered in the source text; {word} {wanted} not checked"
            return Passages([passage(s) for s in sections], [unnumbered])
        chosen = consideration_text(sections, wanted)
        notes: list[str] = []
        if not chosen and base and base.group(0) != wanted:  # "3b/aa": the numbered part only
            chosen = consideration_text(sections, base.group(0))
            notes.append(f"sub-consideration {wanted} given as {word} {base.group(0)}")
        if not chosen:
            have = ", ".join(s.number for s in numbered[:40])
            return Passages([], [f"the decision has considerations {have}"], f"{word} {wanted}")
        return Passages([passage(s) for s in chosen if s.text.strip()], notes)
    out = [Passage(dec.key(), "regeste", regeste, lang, "Regeste", url=url)] if regeste else []
    out += [passage(s) for s in sections if s.text.strip()]
    return Passages(out, [])

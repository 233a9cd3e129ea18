"""The citation model: what the parser finds in a text.

A :class:`Citation` is a span of the analysed text plus its parse.  ``fields`` follow
ARCHITECTURE.md (``act``, ``article``, ``paragraph``, ``letter``, ``number`` for Swiss statutes;
``collection``, ``volume``, ``part``, ``page``, ``consideration``, ``pin_page`` for BGE; ``docket``,
``court``, ``date`` for dockets; ``act``, ``article``, ``comma`` or ``court``, ``section``, ``number``,
``year`` for Italian law).  ``canonical`` is the language-neutral id (see ``canonical.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

CitationClass = Literal[
    "statute",
    "federal-case",
    "cantonal-case",
    "doctrine-structured",
    "doctrine-informal",
    "it-statute",
    "it-case",
    "eu-act",
]
CITATION_CLASSES: tuple[str, ...] = (
    "statute",
    "federal-case",
    "cantonal-case",
    "doctrine-structured",
    "doctrine-informal",
    "it-statute",
    "it-case",
    "eu-act",
)
Jurisdiction = Literal["CH", "IT", "EU"]
Lang = Literal["de", "fr", "it", "en"]


@dataclass(slots=True)
class Citation:
    """One citation found in a text.  ``text == source_text[start:end]`` always holds."""

    text: str
    start: int
    end: int
    cls: CitationClass
    jurisdiction: Jurisdiction
    fields: dict[str, Any]
    canonical: str
    # The sentence or clause of the draft that this citation supports.
    claim: str = ""
    claim_start: int = 0
    claim_end: int = 0
    # Short forms (a.a.O., ibid., bare "Art. 42", "E. 4") name the citation they continue.
    short_form: bool = False
    antecedent: str | None = None  # canonical id of the antecedent
    lang: Lang | None = None  # language of the surrounding text, when known
    # Where in the original document this is (set by documents/, e.g. "paragraph 12", "page 3").
    locator: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape of ``lexgate parse --format json`` (ARCHITECTURE.md), plus context keys."""
        out: dict[str, Any] = {
            "text": self.text,
            "start": self.start,
            "end": self.end,
            "class": self.cls,
            "jurisdiction": self.jurisdiction,
            "fields": self.fields,
            "canonical": self.canonical,
            "claim": self.claim,
        }
        if self.short_form:
            out["short_form"] = True
            out["antecedent"] = self.antecedent
        if self.locator:
            out["locator"] = self.locator
        return out

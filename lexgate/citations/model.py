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


@dataclass(slots=True, init=False)
class Citation:
    """One citation found in a text.  ``text == source_text[start:end]`` always holds.

    ``claim``, ``claim_start`` and ``claim_end`` may be filled lazily: the extractor sets
    ``_claim_source``, a callable run on the first read of any of the three (sentence detection is then
    paid only by callers that use claims).  Constructor and attributes are those of a plain dataclass.
    """

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
    # Fills claim/claim_start/claim_end on first access (set by the extractor).  Not part of the contract.
    _claim_source: Any = field(default=None, repr=False, compare=False)

    def __init__(
        self,
        text: str,
        start: int,
        end: int,
        cls: CitationClass,
        jurisdiction: Jurisdiction,
        fields: dict[str, Any],
        canonical: str,
        claim: str = "",
        claim_start: int = 0,
        claim_end: int = 0,
        short_form: bool = False,
        antecedent: str | None = None,
        lang: Lang | None = None,
        locator: str | None = None,
        extra: dict[str, Any] | None = None,
        _claim_source: Any = None,
    ) -> None:
        self.text = text
        self.start = start
        self.end = end
        self.cls = cls
        self.jurisdiction = jurisdiction
        self.fields = fields
        self.canonical = canonical
        _init_claim(self, claim, claim_start, claim_end, _claim_source)
        self.short_form = short_form
        self.antecedent = antecedent
        self.lang = lang
        self.locator = locator
        self.extra = extra if extra is not None else {}

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
        if self.extra.get("alternatives"):
            # an ambiguous abbreviation (CC, CP, Cost. ...): the other reading(s), Swiss or Italian
            out["alternatives"] = list(self.extra["alternatives"])
        return out


def _init_claim(cit: Citation, claim: str, start: int, end: int, source: Any) -> None:
    raise AssertionError("replaced by _lazy_claim_attributes")  # pragma: no cover


def _lazy_claim_attributes() -> None:
    """Turn ``claim``, ``claim_start`` and ``claim_end`` into properties over their slots: reading or
    writing any of them first runs the pending ``_claim_source`` (once)."""
    global _init_claim
    source_slot = Citation.__dict__["_claim_source"]
    slots = [Citation.__dict__[name] for name in ("claim", "claim_start", "claim_end")]
    set_claim, set_start, set_end = (slot.__set__ for slot in slots)
    set_source = source_slot.__set__

    def init_claim(cit: Citation, claim: str, start: int, end: int, source: Any) -> None:
        set_claim(cit, claim)
        set_start(cit, start)
        set_end(cit, end)
        set_source(cit, source)

    def make(slot: Any) -> property:
        def get(self: Citation) -> Any:
            pending = source_slot.__get__(self)
            if pending is not None:
                set_source(self, None)
                pending(self)
            return slot.__get__(self)

        def put(self: Citation, value: Any) -> None:
            pending = source_slot.__get__(self)
            if pending is not None:  # fill the other two first, so that a later read does not overwrite
                set_source(self, None)
                pending(self)
            slot.__set__(self, value)

        return property(get, put)

    for name, slot in zip(("claim", "claim_start", "claim_end"), slots, strict=True):
        setattr(Citation, name, make(slot))
    _init_claim = init_claim


# The slot descriptors of Citation, taken before the claim slots are wrapped: the compiled scanner
# (cscan.py) fills new citations through them, as Citation.__init__ does.
SLOT_DESCRIPTORS: dict[str, Any] = {name: Citation.__dict__[name] for name in Citation.__slots__}

_lazy_claim_attributes()

"""What the source layer answers: typed results, never exceptions for "not there".

``resolve(canonical, lang)`` returns exactly one of :class:`Found`, :class:`NotFound` or
:class:`Unavailable`.  Only a source that was really searched and had no such item gives
``NotFound``; a source that could not be reached (after exactly one retry) gives ``Unavailable``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, Protocol

SegmentKind = Literal[
    "article", "paragraph", "consideration", "regeste", "facts", "massima", "ruling", "text"
]


@dataclass(slots=True)
class Passage:
    """One segment of an official text: a paragraph of an article, a numbered consideration, a massima."""

    key: str  # canonical id of the segment, e.g. ch:OR:art-41:para-1 or ch:BGer:4A_1/2019:E-2.1
    kind: SegmentKind
    text: str
    lang: str  # de | fr | it | en
    label: str = ""  # human label: "Art. 41 Abs. 1 OR", "E. 2.1", "Massima 1"
    heading: str = ""  # heading path (statutes) or title
    url: str = ""


@dataclass(slots=True)
class Found:
    status: Literal["found"] = field(default="found", init=False)
    canonical: str = ""
    source: str = ""  # which source answered: "local:fedlex-corpus", "fedlex", "entscheidsuche", ...
    query_used: str = ""  # the exact query / URL / SQL key that retrieved it
    lang: str = ""  # language of `passages`
    title: str = ""  # act title or decision title
    url: str = ""  # official URL (deep link)
    version: str = ""  # version / state date of the text, or decision date
    retrieved_at: str = ""  # ISO timestamp of when the text came from its source
    passages: list[Passage] = field(default_factory=list)  # what was asked for
    # The same passages in the other official languages (for cross-language judging): lang -> passages.
    translations: dict[str, list[Passage]] = field(default_factory=dict)
    # Structural facts the judge and the report need: e.g. {"pinpoint_missing": "E. 9"}
    notes: list[str] = field(default_factory=list)
    pinpoint_missing: str | None = None  # a pinpoint the decision/article does not have, reported as such
    # A cited letter or number of a list: the list's other items (the judge asks whether the claim rests
    # on one of several cumulative conditions)
    siblings: list[Passage] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "\n".join(p.text for p in self.passages)


@dataclass(slots=True)
class NotFound:
    status: Literal["not_found"] = field(default="not_found", init=False)
    canonical: str = ""
    source: str = ""  # the source(s) that were searched
    query_used: str = ""
    reason: str = ""  # "Art. 41 has paragraphs 1-2", "no BGE 140 I 86"
    close_matches: list[str] = field(default_factory=list)  # canonical ids


@dataclass(slots=True)
class Unavailable:
    status: Literal["unavailable"] = field(default="unavailable", init=False)
    canonical: str = ""
    source: str = ""
    query_used: str = ""
    reason: str = ""  # "source unavailable: fedlex timed out twice", "offline: no live source configured"


Resolution = Found | NotFound | Unavailable


class Connector(Protocol):
    """A live source.  ``fetch`` returns Found / NotFound / Unavailable and never raises for
    network faults: timeouts, 5xx, 429, malformed answers all end as Unavailable (after one retry)."""

    name: str

    def handles(self, canonical: str) -> bool: ...

    def fetch(self, canonical: str, lang: str) -> Resolution: ...

"""What importers hand to the store: plain records, one job each (no I/O here)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class ActRecord:
    act_key: str  # corpus file stem ("OR", "BVV_2", "BöB") or Italian key ("cc", "cost")
    jurisdiction: str  # "ch" | "it"
    canonical: str  # ch:OR / it:cc
    lang: str  # language of this edition
    abbreviation: str = ""
    title: str = ""
    sr: str | None = None
    it_act_id: str | None = None  # Italian URN
    version: str = ""
    url: str = ""


@dataclass(slots=True)
class ProvisionRecord:
    article: str
    text: str
    key: str  # canonical id of the segment (canonical.py)
    label: str = ""
    paragraph: str | None = None
    letter: str | None = None
    number: str | None = None
    heading: str = ""
    url: str = ""


@dataclass(slots=True)
class SegmentRecord:
    kind: str  # consideration | facts | regeste | massima | ruling | text
    text: str
    key: str
    label: str = ""
    number: str | None = None  # "2.1", "3b/aa", massima "1"


@dataclass(slots=True)
class DecisionRecord:
    decision_key: str  # canonical authority: ch:BGer:8C_469/2019, it:corte-cost:100/2023
    court: str
    lang: str
    docket: str = ""
    bge_ref: str = ""
    date: str = ""  # ISO date when known
    url: str = ""
    title: str = ""
    regeste: str = ""
    segments: list[SegmentRecord] = field(default_factory=list)


@dataclass(slots=True)
class ImportStats:
    """Counts of one import run, per importer; ``skipped`` maps a reason to a count."""

    acts: int = 0
    provisions: int = 0
    decisions: int = 0
    segments: int = 0
    files: int = 0
    unchanged: int = 0
    irregular: int = 0  # statute keys parsed defensively (kept, without a paragraph number)
    skipped: dict[str, int] = field(default_factory=dict)
    cleaned: dict[str, int] = field(default_factory=dict)  # texts kept, with what is not the law's cut
    seconds: float = 0.0

    def skip(self, reason: str, n: int = 1) -> None:
        self.skipped[reason] = self.skipped.get(reason, 0) + n

    def clean(self, what: str, n: int = 1) -> None:
        self.cleaned[what] = self.cleaned.get(what, 0) + n

    def add(self, other: ImportStats) -> None:
        self.acts += other.acts
        self.provisions += other.provisions
        self.decisions += other.decisions
        self.segments += other.segments
        self.files += other.files
        self.unchanged += other.unchanged
        self.irregular += other.irregular
        for k, v in other.skipped.items():
            self.skip(k, v)
        for k, v in other.cleaned.items():
            self.clean(k, v)

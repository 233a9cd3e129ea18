"""The records of citation-content-verify (spec step 4) and the report around them (JSON contract)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

Status = Literal["MATCH", "PARTIAL", "MISMATCH", "UNVERIFIED", "SKIPPED"]
STATUSES: tuple[Status, ...] = ("MATCH", "PARTIAL", "MISMATCH", "UNVERIFIED", "SKIPPED")
BLOCKING: frozenset[str] = frozenset({"MISMATCH", "UNVERIFIED"})
PrivacyMode = Literal["strict", "balanced", "cloud"]


class VerifyRecord(BaseModel):
    """One record per citation (spec step 4), plus the draft-side context the report shows."""

    citation_id: str  # "C-001" ...
    text: str
    start: int
    end: int
    cls: str = Field(serialization_alias="class", validation_alias="class")
    canonical: str
    claim: str
    status: Status
    source: str  # which source answered ("" when none)
    query_used: str
    matched_snippet: str  # verbatim text of the source used ("" when nothing was retrieved)
    confidence: float  # 0..1
    reason: str
    locator: str | None = None
    url: str = ""
    judge: str = ""
    source_text: str = ""  # the retrieved passage(s), for the report
    antecedent: str | None = None
    # Audit-trail context (added compatibly, all defaulted): the version / state date of the source
    # text, when it was retrieved, and the kind of evidence judged (full-text | headnote | metadata).
    version: str = ""
    retrieved_at: str = ""
    evidence_kind: str = ""

    model_config = {"populate_by_name": True}

    @property
    def blocking(self) -> bool:
        return self.status in BLOCKING

    @property
    def one_line_text(self) -> str:
        """The citation as written, on one line (a citation may break across lines in the draft)."""
        return " ".join(self.text.split())


class VerifyReport(BaseModel):
    document: str
    lang: str | None = None
    privacy_mode: PrivacyMode = "balanced"
    judge: str = "structured"
    offline: bool = False
    reduced_mode: bool = False  # sources could not be reached: never presented as verified
    delivery: Literal["CLEAR", "BLOCKED"]
    delivery_blocked: bool
    counts: dict[str, int]
    report_path: str = ""
    created: str = ""
    citations: list[VerifyRecord]
    sources_consulted: list[str] = Field(default_factory=list)

    def to_json_dict(self) -> dict[str, object]:
        return self.model_dump(by_alias=True, mode="json")

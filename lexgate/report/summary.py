"""The spec's summary block as data, shared by every renderer (the report shows; it decides nothing).

Delivery is read from the report (the gate decided it); records are grouped by their status.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from lexgate.verify.messages import REDUCED_MODE, WAYS_OUT
from lexgate.verify.model import STATUSES, VerifyRecord, VerifyReport

# What each status means to a reader (legend of every report; data).
STATUS_MEANING: dict[str, str] = {
    "MATCH": "the source supports the claim",
    "PARTIAL": "partly supported or in doubt: listed, does not block",
    "MISMATCH": "the source does not support the claim: blocks delivery",
    "UNVERIFIED": "the source could not be found or checked: blocks delivery",
    "SKIPPED": "not checkable (informal doctrine): listed, does not block",
}
DISCLOSED_STATUSES: tuple[str, ...] = ("PARTIAL", "SKIPPED")


@dataclass(slots=True)
class Summary:
    document: str
    checked: int
    counts: dict[str, int]
    delivery: str
    blocked: bool
    report_path: str
    reduced_mode: bool
    reduced_note: str
    blocking: list[VerifyRecord] = field(default_factory=list)
    disclosed: list[VerifyRecord] = field(default_factory=list)
    ways_out: tuple[str, ...] = ()


def summarise(report: VerifyReport) -> Summary:
    counts: dict[str, int] = dict.fromkeys(STATUSES, 0)
    for rec in report.citations:
        counts[rec.status] = counts.get(rec.status, 0) + 1
    blocked = report.delivery_blocked or report.delivery == "BLOCKED"
    return Summary(
        document=report.document,
        checked=len(report.citations),
        counts=counts,
        delivery="BLOCKED" if blocked else "CLEAR",
        blocked=blocked,
        report_path=report.report_path,
        reduced_mode=report.reduced_mode,
        reduced_note=REDUCED_MODE if report.reduced_mode else "",
        blocking=[r for r in report.citations if r.blocking],
        disclosed=[r for r in report.citations if r.status in DISCLOSED_STATUSES],
        ways_out=WAYS_OUT if blocked else (),
    )


def one_line(rec: VerifyRecord) -> str:
    """``C-003 UNVERIFIED Art. 1000 OR [paragraph 4]: not found ...`` (plain text)."""
    where = f" [{rec.locator}]" if rec.locator else ""
    reason = " ".join(rec.reason.split())
    return f"{rec.citation_id} {rec.status} {rec.one_line_text}{where}: {reason}"

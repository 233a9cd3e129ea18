"""Spec step 6 and the summary block: the delivery gate over the records.

Any UNVERIFIED or MISMATCH blocks delivery; PARTIAL and SKIPPED never block but are always listed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from lexgate.verify.messages import REDUCED_MODE, WAYS_OUT
from lexgate.verify.model import BLOCKING, STATUSES, VerifyRecord, VerifyReport

# Statuses that are listed by name in the summary (with their reason), beyond the counts.
LISTED: tuple[str, ...] = ("MISMATCH", "UNVERIFIED", "PARTIAL", "SKIPPED")


@dataclass(slots=True)
class GateResult:
    delivery: str  # "CLEAR" | "BLOCKED"
    delivery_blocked: bool
    counts: dict[str, int]
    blocking: list[VerifyRecord] = field(default_factory=list)
    disclosed: list[VerifyRecord] = field(default_factory=list)  # PARTIAL and SKIPPED


def count_statuses(records: list[VerifyRecord]) -> dict[str, int]:
    """Counts per status, always with all five keys in the spec's order."""
    counts: dict[str, int] = dict.fromkeys(STATUSES, 0)
    for rec in records:
        counts[rec.status] += 1
    return counts


def decide(records: list[VerifyRecord], *, reduced_mode: bool = False) -> GateResult:
    blocking = [r for r in records if r.status in BLOCKING]
    blocked = bool(blocking) or reduced_mode  # reduced mode: the gate stays on
    disclosed = [r for r in records if r.status in ("PARTIAL", "SKIPPED")]
    return GateResult(
        delivery="BLOCKED" if blocked else "CLEAR",
        delivery_blocked=blocked,
        counts=count_statuses(records),
        blocking=blocking,
        disclosed=disclosed,
    )


def apply_gate(report: VerifyReport) -> VerifyReport:
    """Recompute delivery, delivery_blocked and counts of a report from its records (in place)."""
    result = decide(report.citations, reduced_mode=report.reduced_mode)
    report.delivery = "BLOCKED" if result.delivery_blocked else "CLEAR"
    report.delivery_blocked = result.delivery_blocked
    report.counts = result.counts
    return report


def _line(rec: VerifyRecord) -> str:
    where = f" [{rec.locator}]" if rec.locator else ""
    return f"{rec.citation_id} {rec.status} {rec.one_line_text}{where}: {rec.reason}"


def summary_lines(report: VerifyReport) -> list[str]:
    """The spec's summary block as plain lines: citations checked, count per status, delivery,
    report path, and when blocked the blocking citations and the three ways out.  PARTIAL and
    SKIPPED are always listed.  A report in reduced mode never reads as verified."""
    result = decide(report.citations, reduced_mode=report.reduced_mode)
    lines = [f"Citations checked: {len(report.citations)}"]
    lines.append("  ".join(f"{status}: {result.counts[status]}" for status in STATUSES))
    if report.reduced_mode:
        lines.append(REDUCED_MODE)
    lines.append(f"Delivery: {result.delivery}")
    if report.report_path:
        lines.append(f"Report: {report.report_path}")
    if result.blocking:
        lines.append("Blocking citations:")
        lines.extend("  " + _line(r) for r in result.blocking)
    if result.disclosed:
        lines.append("Disclosed (not blocking):")
        lines.extend("  " + _line(r) for r in result.disclosed)
    if result.delivery_blocked:
        lines.append("Ways out:")
        lines.extend(f"  {i}. {w}" for i, w in enumerate(WAYS_OUT, 1))
    return lines

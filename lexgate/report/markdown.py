"""The Markdown report: summary block, a table of all citations, then one section per citation."""

from __future__ import annotations

from lexgate.report.summary import STATUS_MEANING, summarise
from lexgate.verify.model import STATUSES, VerifyRecord, VerifyReport


def _cell(text: str) -> str:
    """Text safe inside a Markdown table cell (one line, pipes escaped)."""
    return " ".join(str(text).split()).replace("\\", "\\\\").replace("|", "\\|") or "-"


def _code(text: str) -> str:
    text = " ".join(text.split())
    fence = "``" if "`" in text else "`"
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def _quote(text: str) -> list[str]:
    return ["> " + line if line.strip() else ">" for line in text.strip().splitlines()] or ["> -"]


def _brief(rec: VerifyRecord) -> str:
    where = f" ({rec.locator})" if rec.locator else ""
    return f"- **{rec.citation_id}** {_code(rec.text)}{where}: {rec.status}, {' '.join(rec.reason.split()) or '-'}"


def to_markdown(report: VerifyReport) -> str:
    s = summarise(report)
    out: list[str] = [f"# lexgate citation report: {s.document}", ""]
    meta = [f"judge: {report.judge}", f"privacy: {report.privacy_mode}"]
    if report.offline:
        meta.append("offline")
    if report.created:
        meta.insert(0, f"verified: {report.created}")
    out += ["_" + "; ".join(meta) + "_", ""]
    if s.reduced_mode:
        out += [f"> **{s.reduced_note}**", ""]
    out += [f"**Delivery: {s.delivery}**", "", f"Citations checked: {s.checked}", ""]
    out += ["| Status | Count | Meaning |", "|---|---:|---|"]
    out += [f"| {st} | {s.counts.get(st, 0)} | {STATUS_MEANING[st]} |" for st in STATUSES]
    out.append("")
    if s.report_path:
        out += [f"Report: `{s.report_path}`", ""]
    if s.blocking:
        out += ["## Blocking citations", ""] + [_brief(r) for r in s.blocking] + [""]
    if s.disclosed:
        out += ["## Listed, not blocking", ""] + [_brief(r) for r in s.disclosed] + [""]
    if s.ways_out:
        out += ["## Ways out", ""] + [f"{i}. {w}" for i, w in enumerate(s.ways_out, 1)] + [""]
    out += ["## Citations", ""]
    out += ["| ID | Citation | Where | Status | Confidence | Source |", "|---|---|---|---|---:|---|"]
    for r in report.citations:
        out.append(
            f"| {r.citation_id} | {_cell(r.text)} | {_cell(r.locator or '')} | {r.status} "
            f"| {r.confidence:.2f} | {_cell(r.source)} |"
        )
    out.append("")
    for r in report.citations:
        out += _details(r)
    return "\n".join(out).rstrip() + "\n"


def _details(r: VerifyRecord) -> list[str]:
    lines = [f"### {r.citation_id} {_code(r.text)}: {r.status} ({r.confidence:.2f})", ""]
    fields: list[tuple[str, str]] = [
        ("Claim", " ".join(r.claim.split())),
        ("Reason", " ".join(r.reason.split())),
        ("Canonical", _code(r.canonical) if r.canonical else ""),
        ("Where", r.locator or ""),
        ("Source", f"[{r.source or r.url}](<{r.url}>)" if r.url else r.source),
        ("Query used", _code(r.query_used) if r.query_used else ""),
        ("Judge", r.judge),
        ("Short form of", _code(r.antecedent) if r.antecedent else ""),
    ]
    lines += [f"- {name}: {value}" for name, value in fields if value]
    if r.matched_snippet:
        lines += ["", "Matched source text:", "", *_quote(r.matched_snippet)]
    lines.append("")
    return lines

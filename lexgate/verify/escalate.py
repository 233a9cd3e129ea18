"""Way out 3 (spec step 6): the structured list of blocked citations and reasons (YAML or JSON)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml

from lexgate.errors import BadInput, LexgateError
from lexgate.verify import messages
from lexgate.verify.model import VerifyRecord, VerifyReport
from lexgate.verify.outputs import guard_output

FORMATS: dict[str, str] = {".yaml": "yaml", ".yml": "yaml", ".json": "json"}

# (status, reason prefix) -> what a reviewer should do; the first matching row wins.
ACTIONS: tuple[tuple[str, str, str], ...] = (
    ("UNVERIFIED", messages.PRIVACY_GATED, "check the content with a local judge or by hand"),
    ("UNVERIFIED", messages.SOURCE_UNAVAILABLE, "re-run when the source can be reached, or check by hand"),
    ("UNVERIFIED", messages.NOT_FOUND, "remove or replace the citation: the cited source was not found"),
    ("UNVERIFIED", messages.JUDGE_FAILED, "re-run with a working judge, or check the content by hand"),
    ("UNVERIFIED", "", "check the citation by hand against the official source"),
    ("MISMATCH", "", "replace the citation with one that supports the claim, or correct the claim"),
)


def suggested_action(rec: VerifyRecord) -> str:
    for status, prefix, action in ACTIONS:
        if rec.status == status and rec.reason.startswith(prefix):
            return action
    return "review by hand"


def escalation_items(report: VerifyReport) -> list[dict[str, Any]]:
    return [
        {
            "citation_id": r.citation_id,
            "text": r.one_line_text,
            "status": r.status,
            "reason": r.reason,
            "claim": r.claim,
            "locator": r.locator,
            "source": r.source,
            "query_used": r.query_used,
            "suggested_action": suggested_action(r),
        }
        for r in report.citations
        if r.blocking
    ]


def escalation(report: VerifyReport) -> dict[str, Any]:
    return {
        "document": report.document,
        "delivery": report.delivery,
        "reduced_mode": report.reduced_mode,
        "report_path": report.report_path,
        "blocked": escalation_items(report),
    }


def write_escalation(report: VerifyReport, out: Path | str, input_path: Path | str) -> Path:
    target = guard_output(out, input_path, "--escalate")
    fmt = FORMATS.get(target.suffix.lower())
    if fmt is None:
        raise BadInput(f"--escalate {out}: use a .yaml, .yml or .json file name")
    data = escalation(report)
    if fmt == "json":
        text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    else:
        text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise LexgateError(f"cannot write {target}: {exc.strerror or exc}") from None
    return target

"""Spec step 5: the audit trail folder ``<output>/<YYYY-MM-DD-slug>/``.

It holds ``citation-verify.json`` (the full report) and ``sources.md`` (every source consulted: source
name, query used, URL, version and retrieval time per citation).  A second run on the same day gets
its own folder (``...-2``): the trail is never overwritten.
"""

from __future__ import annotations

import json
import re
import unicodedata
from datetime import date
from pathlib import Path

from lexgate.errors import LexgateError
from lexgate.verify.model import VerifyReport

DEFAULT_OUTPUT = Path("lexgate-output")
REPORT_NAME = "citation-verify.json"
SOURCES_NAME = "sources.md"
SLUG_MAX = 60


def slugify(document: str) -> str:
    """``Memo Müller (v2).docx`` -> ``memo-muller-v2``."""
    stem = Path(document).stem if document else ""
    ascii_text = unicodedata.normalize("NFKD", stem).encode("ascii", "ignore").decode("ascii")
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")[:SLUG_MAX].strip("-")
    return slug or "draft"


def audit_dir(output: Path, document: str, today: date) -> Path:
    """The first free ``<output>/<YYYY-MM-DD-slug>[-N]`` folder."""
    base = f"{today.isoformat()}-{slugify(document)}"
    folder = output / base
    n = 2
    while folder.exists():
        folder = output / f"{base}-{n}"
        n += 1
    return folder


def _cell(value: object) -> str:
    text = " ".join(str(value or "").split())
    return text.replace("|", "\\|") or "-"


def sources_markdown(report: VerifyReport) -> str:
    lines = [
        "# Sources consulted",
        "",
        f"- document: {report.document}",
        f"- verified: {report.created or '-'}",
        f"- privacy mode: {report.privacy_mode}; judge: {report.judge}; offline: {str(report.offline).lower()}",
        f"- reduced mode: {str(report.reduced_mode).lower()}",
        f"- sources: {', '.join(report.sources_consulted) or 'none'}",
        "",
        "| citation | text | status | source | query used | URL | version | retrieved at |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for rec in report.citations:
        source = rec.source or ("not consulted" if rec.status == "SKIPPED" else "")
        cells = (
            rec.citation_id,
            rec.text,
            rec.status,
            source,
            rec.query_used,
            rec.url,
            rec.version,
            rec.retrieved_at,
        )
        lines.append("| " + " | ".join(_cell(c) for c in cells) + " |")
    return "\n".join(lines) + "\n"


def write_audit(
    report: VerifyReport, output: Path | str = DEFAULT_OUTPUT, *, today: date | None = None
) -> Path:
    """Write the audit folder; sets ``report.report_path`` to its JSON file and returns the folder."""
    day = today or date.today()
    try:
        folder = audit_dir(Path(output), report.document, day)
        folder.mkdir(parents=True, exist_ok=False)
        report.report_path = str(folder / REPORT_NAME)
        (folder / REPORT_NAME).write_text(
            json.dumps(report.to_json_dict(), ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
        )
        (folder / SOURCES_NAME).write_text(sources_markdown(report), encoding="utf-8")
    except OSError as exc:
        raise LexgateError(f"cannot write the audit trail under {output}: {exc.strerror or exc}") from None
    return folder

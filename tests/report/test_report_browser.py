"""The HTML report in a real headless browser (Debian's chromium; CI installs it in .ci/run)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from lexgate.documents import Document
from lexgate.report import to_html
from lexgate.verify.model import STATUSES, VerifyReport

pytestmark = pytest.mark.browser

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def _chromium(args: list[str], profile: Path) -> subprocess.CompletedProcess[str]:
    assert CHROMIUM is not None
    return subprocess.run(
        [CHROMIUM, *FLAGS, f"--user-data-dir={profile}", *args],
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )


@pytest.mark.skipif(
    CHROMIUM is None, reason="chromium is not installed here (CI installs it: apt-get install chromium)"
)
def test_report_renders_in_chromium(report: VerifyReport, draft_doc: Document, tmp_path: Path) -> None:
    from test_report_render import scan

    assert {r.status for r in report.citations} == set(STATUSES)
    page = tmp_path / "report.html"
    page.write_text(to_html(report, draft_doc), encoding="utf-8")

    dumped = _chromium(["--dump-dom", page.as_uri()], tmp_path / "profile-dom")
    assert dumped.returncode == 0, dumped.stderr[-2000:]
    dom = scan(dumped.stdout)  # the DOM as the browser built it (script run, parser applied)
    assert "".join(dom.draft_text) == draft_doc.text
    for rec in report.citations:
        marks = [m for m in dom.marks if m["id"] == rec.citation_id]
        assert marks, f"{rec.citation_id} is not highlighted"
        assert all(f"st-{rec.status}" in m["class"].split() for m in marks)
        assert "".join(m["text"] for m in marks) == rec.text
    assert "Delivery: BLOCKED" in dumped.stdout
    assert 'id="filters" hidden' not in dumped.stdout  # the optional script ran and showed the filters

    ARTIFACTS.mkdir(exist_ok=True)
    shot = ARTIFACTS / "verify-report.png"
    shot.unlink(missing_ok=True)
    taken = _chromium(
        [f"--screenshot={shot}", "--window-size=1280,2000", "--hide-scrollbars", page.as_uri()],
        tmp_path / "profile-shot",
    )
    assert taken.returncode == 0, taken.stderr[-2000:]
    assert shot.is_file() and shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert shot.stat().st_size > 20_000  # a rendered page, not a blank one
    shutil.copy(page, ARTIFACTS / "verify-report.html")

"""Way out 2 (spec step 6): a copy of the draft with a marker after each blocking citation.

The marker is in the draft's language.  The copy is written by ``documents.write_with_insertions``
in the draft's own format (a PDF draft gives a Markdown copy); the draft itself is never touched.
"""

from __future__ import annotations

from pathlib import Path

from lexgate.documents.model import Document
from lexgate.errors import BadInput
from lexgate.verify.model import VerifyReport
from lexgate.verify.outputs import guard_output

MARKERS: dict[str, str] = {
    "en": "(citation not verified / content mismatch - manual review required)",
    "de": "(Zitat nicht verifiziert / Inhalt abweichend - manuelle Prüfung erforderlich)",
    "fr": "(citation non vérifiée / contenu non concordant - vérification manuelle requise)",
    "it": "(citazione non verificata / contenuto non corrispondente - revisione manuale necessaria)",
}
FALLBACK_LANG = "en"


def marker_for(lang: str | None) -> str:
    return MARKERS.get((lang or "").lower()[:2], MARKERS[FALLBACK_LANG])


def insertions_for(report: VerifyReport, lang: str | None) -> list[tuple[int, str]]:
    """(offset, text) pairs: the marker right after each blocking citation, in document order."""
    marker = marker_for(lang)
    return sorted((rec.end, " " + marker) for rec in report.citations if rec.blocking)


def check_disclaim_target(doc: Document, out: Path | str) -> Path:
    """The file the marked copy will really be (a PDF draft gives ``.md``, a Word draft ``.docx``),
    refused before any work when it is the draft, or when lexgate changed the name given and the
    changed name is an existing file (``--disclaim memo`` for memo.pdf must not replace memo.md)."""
    from lexgate.documents.writer import copy_path

    given = Path(out)
    target = copy_path(doc, given)
    guard_output(target, doc.path, "--disclaim")
    if target != given and target.exists():
        raise BadInput(
            f"--disclaim {out}: the copy would be {target}, which already exists; "
            f"name the copy in full (e.g. --disclaim {target}) to replace it"
        )
    return target


def write_disclaimed(doc: Document, report: VerifyReport, out: Path | str) -> Path:
    """Write the marked copy to ``out`` (refused when it is the input); returns the path written."""
    from lexgate.documents import write_with_insertions

    target = guard_output(out, doc.path, "--disclaim")
    lang = report.lang or doc.lang
    return Path(write_with_insertions(doc, insertions_for(report, lang), target))

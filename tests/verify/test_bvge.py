"""BVGE / ATAF / DTAF: the Federal Administrative Court's official collection is recognised, and with no
source for it offline the citation is UNVERIFIED and blocks (it is never silently passed over)."""

from __future__ import annotations

from typing import Any

from verify_helpers import verify_text


def test_a_bvge_citation_is_checked_and_blocks_when_no_source_holds_it(
    structured: Any, resolver: Any
) -> None:
    text = "Selon l'ATAF 2010/1 consid. 3.2, le recours est recevable."
    report = verify_text(text, "fr", structured, resolver)
    (rec,) = report.citations
    assert rec.canonical == "ch:BVGE:2010/1:E-3.2"
    assert rec.status == "UNVERIFIED"
    assert report.delivery_blocked

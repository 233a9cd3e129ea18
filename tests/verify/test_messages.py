from __future__ import annotations

from lexgate.verify import messages


def test_source_unavailable_prefix_once() -> None:
    assert (
        messages.source_unavailable("fedlex timed out twice") == "source unavailable: fedlex timed out twice"
    )
    already = "source unavailable: fedlex: connection refused"
    assert messages.source_unavailable(already) == already


def test_not_found_lists_close_matches() -> None:
    text = messages.not_found("no BGE 140 I 86", ["ch:BGE:140-III-86"])
    assert text == "not found: no BGE 140 I 86; close matches: BGE 140 III 86"
    assert messages.not_found("Art. 2000 OR does not exist", []).endswith("close matches: none")


def test_spec_wordings() -> None:
    assert messages.PRIVACY_GATED == "privacy-gated: existence confirmed, content not checked"
    assert messages.SKIPPED_INFORMAL == "informal doctrine without structured id (spec §7)"
    assert messages.judge_failed("") == "judge failed"
    assert messages.judge_failed("timeout\n after 30 s") == "judge failed: timeout after 30 s"

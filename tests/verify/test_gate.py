from __future__ import annotations

import pytest
from verify_records import record, report

from lexgate.verify.gate import count_statuses, decide, summary_lines
from lexgate.verify.messages import REDUCED_MODE, WAYS_OUT
from lexgate.verify.model import STATUSES


def test_counts_always_have_all_five_keys_in_spec_order() -> None:
    counts = count_statuses([record(1, "MATCH"), record(2, "MATCH"), record(3, "SKIPPED")])
    assert list(counts) == list(STATUSES)
    assert counts == {"MATCH": 2, "PARTIAL": 0, "MISMATCH": 0, "UNVERIFIED": 0, "SKIPPED": 1}
    assert count_statuses([]) == dict.fromkeys(STATUSES, 0)


@pytest.mark.parametrize(
    ("statuses", "blocked"),
    [
        (("MATCH",), False),
        (("MATCH", "PARTIAL", "SKIPPED"), False),
        (("PARTIAL",), False),
        (("SKIPPED",), False),
        (("MATCH", "MISMATCH"), True),
        (("UNVERIFIED",), True),
        (("PARTIAL", "SKIPPED", "UNVERIFIED"), True),
        ((), False),
    ],
)
def test_only_unverified_or_mismatch_block(statuses: tuple[str, ...], blocked: bool) -> None:
    rep = report(*statuses)
    assert rep.delivery_blocked is blocked
    assert rep.delivery == ("BLOCKED" if blocked else "CLEAR")


def test_reduced_mode_keeps_the_gate_on() -> None:
    rep = report("SKIPPED", reduced=True)
    assert rep.delivery == "BLOCKED"
    lines = summary_lines(rep)
    assert REDUCED_MODE in lines
    assert "Delivery: BLOCKED" in lines
    assert "Delivery: CLEAR" not in lines


def test_partial_and_skipped_are_listed_but_do_not_block() -> None:
    rep = report("MATCH", "PARTIAL", "SKIPPED")
    result = decide(rep.citations)
    assert [r.citation_id for r in result.disclosed] == ["C-002", "C-003"]
    lines = summary_lines(rep)
    assert "Delivery: CLEAR" in lines
    assert any(line.strip().startswith("C-002 PARTIAL") for line in lines)
    assert any(line.strip().startswith("C-003 SKIPPED") for line in lines)
    assert not any("Ways out" in line for line in lines)


def test_blocked_summary_lists_blocking_citations_and_three_ways_out() -> None:
    rep = report("MATCH", "MISMATCH", "UNVERIFIED")
    rep.report_path = "out/2026-01-02-memo/citation-verify.json"
    lines = summary_lines(rep)
    assert lines[0] == "Citations checked: 3"
    assert "MATCH: 1  PARTIAL: 0  MISMATCH: 1  UNVERIFIED: 1  SKIPPED: 0" in lines
    assert "Delivery: BLOCKED" in lines
    assert "Report: out/2026-01-02-memo/citation-verify.json" in lines
    blocking = [line for line in lines if line.strip().startswith(("C-002", "C-003"))]
    assert len(blocking) == 2
    for way in WAYS_OUT:
        assert any(way in line for line in lines)
    assert [w.split(":")[0] for w in WAYS_OUT] == ["Fix", "Disclaim", "Escalate"]


def test_a_citation_broken_across_lines_is_listed_on_one_line() -> None:
    rep = report("MATCH")
    rep.citations.append(record(2, "UNVERIFIED", text="BGE 999 II 1\nE. 4.2", reason="not found"))
    lines = summary_lines(rep)
    blocking = [line for line in lines if line.strip().startswith("C-002")]
    assert blocking == ["  C-002 UNVERIFIED BGE 999 II 1 E. 4.2: not found"]
    assert not any("\n" in line for line in lines)

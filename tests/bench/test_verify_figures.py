"""The verify benchmark's figures: overall and per case file."""

from __future__ import annotations

from typing import Any

from lexgate.bench.verify import by_file, metrics


def _row(
    origin: str, expected: str, got: str, category: str = "ch-statute", kind: str = "x"
) -> dict[str, Any]:
    return {"origin": origin, "expected": expected, "got": got, "category": category, "kind": kind}


def test_metrics_count_false_blocks_and_fabricated() -> None:
    rows = [
        _row("a.jsonl", "MATCH", "MATCH"),
        _row("a.jsonl", "MATCH", "MISMATCH"),
        _row("a.jsonl", "PARTIAL", "PARTIAL"),
        _row("a.jsonl", "UNVERIFIED", "PARTIAL", category="fabricated"),
    ]
    m = metrics(rows)
    assert m["cases"] == 4
    assert m["status_accuracy"] == 0.5
    assert m["false_blocks"] == round(1 / 3, 4)
    assert m["fabricated"] == 1 and m["fabricated_blocked"] == 0.0


def test_by_file_keeps_each_file_apart() -> None:
    rows = [
        _row("old.jsonl", "MATCH", "MATCH"),
        _row("old.jsonl", "MISMATCH", "MISMATCH"),
        _row("new.jsonl", "MATCH", "PARTIAL"),
        _row("new.jsonl", "UNVERIFIED", "UNVERIFIED", category="fabricated"),
        _row("new.jsonl", "MISMATCH", "MATCH"),
        _row("new.jsonl", "UNVERIFIED", "PARTIAL", category="nonexistent_article", kind="statute"),
    ]
    files = by_file(rows)
    assert list(files) == ["new.jsonl", "old.jsonl"]
    assert files["old.jsonl"]["status_accuracy"] == 1.0
    assert files["new.jsonl"]["cases"] == 4
    assert files["new.jsonl"]["status_accuracy"] == 0.25
    # an UNVERIFIED label is a fabricated citation whatever the file calls its category
    assert files["new.jsonl"]["fabricated"] == 2
    assert files["new.jsonl"]["fabricated_blocked"] == 0.5
    assert files["new.jsonl"]["false_blocks"] == 0.0


def test_the_new_draft_run_judges_with_the_disk_cache_off(tmp_path, monkeypatch) -> None:
    from lexgate.bench.verify import _judge_disk_cache_off
    from lexgate.judges import diskcache

    monkeypatch.setenv("LEXGATE_JUDGE_CACHE", str(tmp_path / "cache"))
    diskcache.reset()
    assert diskcache.cache().folder == tmp_path / "cache"
    with _judge_disk_cache_off():
        assert diskcache.cache().folder is None
    assert diskcache.cache().folder == tmp_path / "cache"
    diskcache.reset()

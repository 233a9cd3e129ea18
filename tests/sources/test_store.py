"""The store's read API, search and settings on the store imported from the real corpus."""

from __future__ import annotations

from pathlib import Path

import pytest

from lexgate.sources.store import Store, fts_query
from lexgate.sources.textfix import fix_mojibake


def test_wal_and_busy_timeout(store: Store) -> None:
    assert store.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store.conn.execute("PRAGMA busy_timeout").fetchone()[0] >= 1000


def test_search_bm25_with_filters(store: Store) -> None:
    hits = store.search("widerrechtlich Schaden zufügt Absicht Fahrlässigkeit", "de")
    assert hits[0].key == "ch:OR:art-41:para-1"
    fr = store.search("dommage illicite", "fr", act_key="OR", limit=5)
    assert fr and all(p.lang == "fr" and p.key.startswith("ch:OR:") for p in fr)
    decisions = store.search("ricorso in materia di diritto pubblico", "it", limit=50)
    assert any(p.kind == "consideration" for p in decisions)
    assert store.search("", "de") == [] and store.search('"(*', "de") == []


def test_fts_query_is_quoted() -> None:
    assert fts_query('Art. 41 "OR" NEAR(x)') == '"Art" "41" "OR" "NEAR" "x"'


def test_read_api_cache_sees_other_writers(src_store_path: Path, tmp_path: Path) -> None:
    import shutil

    path = tmp_path / "s.sqlite3"
    shutil.copy(src_store_path, path)
    with Store(path) as reader, Store(path) as writer:
        before = reader.get_article("OR", "41", "de")
        assert before[0].text.startswith("Wer einem andern")
        with writer.transaction() as w:
            w.conn.execute(
                "UPDATE provisions SET text = 'changed' WHERE key = 'ch:OR:art-41:para-1' AND lang = 'de'"
            )
        assert reader.get_article("OR", "41", "de")[0].text == "changed"  # the LRU does not serve stale text


def test_mojibake_repair() -> None:
    assert fix_mojibake("BÃ¶B") == "BöB"
    assert fix_mojibake("ÃœLG") == "ÜLG"
    assert fix_mojibake("Art. 1 BÃ¼G über") == "Art. 1 BüG über"
    assert fix_mojibake("Bürgerrecht") == "Bürgerrecht"


def test_missing_store_is_a_clear_error(tmp_path: Path) -> None:
    import pytest

    from lexgate.errors import LexgateError

    with pytest.raises(LexgateError, match="sources import"):
        Store(tmp_path / "none.sqlite3", create=False)


def test_prefix_search_matches_word_starts(store: Store) -> None:
    assert fts_query("schad ersatz", prefix=True) == '"schad" * "ersatz" *'
    exact = store.search("schad", "de", act_key="OR", limit=5)
    stems = store.search("schad", "de", act_key="OR", limit=5, prefix=True)
    assert not exact  # no word "schad" as such
    assert stems and all("schad" in p.text.lower() for p in stems)


@pytest.mark.parametrize(
    ("term", "lang", "act"), [("Schaden", "de", "OR"), ("délai", "fr", "ZGB"), ("contratto", "it", "OR")]
)
def test_search_in_one_act_finds_what_a_search_without_the_id_range_finds(
    store: Store, term: str, lang: str, act: str
) -> None:
    """The act's id range only narrows what FTS5 walks: the same hits, in the same order."""
    hits = [p.key for p in store.search(term, lang, act, limit=5000)]
    rows = store.conn.execute(
        "SELECT v.key FROM provisions_fts JOIN provisions v ON v.id = provisions_fts.rowid"
        " WHERE provisions_fts MATCH ? AND v.lang = ? AND v.act_key = ? ORDER BY bm25(provisions_fts)",
        (fts_query(term), lang, act),
    ).fetchall()
    assert len(hits) > 5 and sorted(hits) == sorted(r[0] for r in rows)


@pytest.mark.parametrize(
    ("term", "lang", "act", "prefix"),
    [("Schaden", "de", "OR", False), ("délai", "fr", "ZGB", False), ("contrat", "fr", "OR", True)],
)
def test_search_ids_rank_the_rows_search_returns(
    store: Store, term: str, lang: str, act: str, prefix: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """search_ids ranks without reading the rows; passages_by_id reads the ones kept: together they
    give what search gives, with and without the act's id range."""
    want = [p.key for p in store.search(term, lang, act, limit=20, prefix=prefix)]
    ids = store.search_ids(term, lang, act, 20, prefix=prefix)
    rows = store.passages_by_id(ids)
    assert len(want) > 3 and [rows[i].key for i in ids] == want
    assert {p.lang for p in rows.values()} == {lang}
    monkeypatch.setattr(store, "_act_range", lambda act_key, lang: None)  # rows not contiguous: a join
    assert store.search_ids(term, lang, act, 20, prefix=prefix) == ids
    assert store.search_ids("", lang, act) == [] and store.passages_by_id([]) == {}


def test_act_range_holds_the_act_only(store: Store) -> None:
    span = store._act_range("OR", "de")
    assert span is not None
    others = store.conn.execute(
        "SELECT COUNT(*) FROM provisions WHERE id BETWEEN ? AND ? AND (act_key != 'OR' OR lang != 'de')", span
    ).fetchone()[0]
    assert others == 0
    assert store._act_range("NOSUCHACT", "de") is None


def test_is_empty(store: Store, tmp_path: Path) -> None:
    assert not store.is_empty()
    empty = Store(tmp_path / "empty.sqlite3")
    try:
        assert empty.is_empty()
    finally:
        empty.close()


def test_generation_changes_when_rows_are_added(src_store_path: Path, tmp_path: Path) -> None:
    """What is kept elsewhere under the store's generation (the neighbour search) is not reused after
    an import or a live lookup added rows, even one made by another process."""
    import shutil

    path = tmp_path / "g.sqlite3"
    shutil.copy(src_store_path, path)
    with Store(path) as reader, Store(path) as writer:
        before = reader.generation()
        assert before == reader.generation()
        with writer.transaction() as w:
            w.conn.execute(
                "INSERT INTO provisions (key, act_key, article, paragraph, seq, lang, label, heading, text, url)"
                " SELECT key || ':x', act_key, article, paragraph, seq + 1000000, lang, label, heading, text, url"
                " FROM provisions WHERE key = 'ch:OR:art-41:para-1' AND lang = 'de'"
            )
        assert reader.generation() != before

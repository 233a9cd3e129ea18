from __future__ import annotations

from typing import Any

from lexgate.verify.neighbours import NeighbourFinder

CLAIM = "Der Eigentümer eines Gebäudes haftet für den Schaden aus mangelhafter Unterhaltung."


def test_search_finds_other_provisions_of_the_same_act(store: Any) -> None:
    own = {"ch:OR:art-97:para-1"}
    found = NeighbourFinder(store, "search", k=8).find("OR", "de", CLAIM, own)
    assert 0 < len(found) <= 8
    assert all(p.key.startswith("ch:OR:art-") and p.lang == "de" for p in found)
    assert not own & {p.key for p in found}
    assert any(p.key.startswith("ch:OR:art-58:") for p in found)  # the owner's liability article


def test_whole_act_and_none(store: Any) -> None:
    whole = NeighbourFinder(store, "act").find("OR", "fr", CLAIM, set())
    assert len(whole) > 1000 and all(p.lang == "fr" for p in whole)
    again = NeighbourFinder(store, "act").find("OR", "fr", CLAIM, set())
    assert again is whole  # cached per store, act and language
    assert NeighbourFinder(store, "none").find("OR", "de", CLAIM, set()) == []
    assert NeighbourFinder(None, "search").find("OR", "de", CLAIM, set()) == []
    assert NeighbourFinder(store, "search").find("NOSUCHACT", "de", CLAIM, set()) == []


def _by_passages(store: Any, act: str, lang: str, claim: str, own: set[str], k: int = 8) -> list[str]:
    """The neighbours ranked from full passages (``store.search``): the finder's reference."""
    from collections import Counter

    from lexgate.verify.neighbours import _WORD, SEARCH_LIMIT, SEARCH_TERMS

    terms = sorted(set(_WORD.findall(claim.lower())), key=lambda w: (-len(w), w))[:SEARCH_TERMS]
    hits: Counter[str] = Counter()
    for term in terms:
        for rank, p in enumerate(store.search(term, lang, act, limit=SEARCH_LIMIT)):
            if p.key not in own:
                hits[p.key] += SEARCH_LIMIT - rank
    return [key for key, _ in hits.most_common(k)]


def test_search_by_row_ids_chooses_what_the_search_of_passages_chooses(store: Any) -> None:
    """The finder ranks row ids, reading only the rows it keeps: the neighbours a ranking of full
    passages chooses."""
    own = {"ch:OR:art-58:para-1", "ch:OR:art-58:para-2"}
    for claim, lang in ((CLAIM, "de"), ("Le propriétaire d'un bâtiment répond du dommage.", "fr")):
        by_ids = NeighbourFinder(store, "search", k=8).find("OR", lang, claim, own)
        by_passages = _by_passages(store, "OR", lang, claim, own)
        assert by_ids and [p.key for p in by_ids] == by_passages
        assert not own & {p.key for p in by_ids}


def test_the_term_search_kept_on_disk_gives_what_the_store_gives(store: Any, monkeypatch: Any) -> None:
    """The ranked ids of a term are kept in the judge's disk cache under the store's generation: a
    second finder reads them from there, with the same neighbours, and never mixes two stores."""
    from lexgate.judges import diskcache

    first = NeighbourFinder(store, "search", k=8).find("OR", "de", CLAIM, set())
    calls: list[str] = []
    real = store.search_ids

    def counted(term: str, *args: Any, **kwargs: Any) -> list[int]:
        calls.append(term)
        return list(real(term, *args, **kwargs))

    monkeypatch.setattr(store, "search_ids", counted)
    again = NeighbourFinder(store, "search", k=8).find("OR", "de", CLAIM, set())
    assert [p.key for p in again] == [p.key for p in first]
    assert calls == []  # every term came from the disk cache
    monkeypatch.setattr(store, "generation", lambda: "another store")
    other = NeighbourFinder(store, "search", k=8).find("OR", "de", CLAIM, set())
    assert calls and [p.key for p in other] == [p.key for p in first]  # searched again, same answer
    assert diskcache.cache().folder is not None

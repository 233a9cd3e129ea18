"""Every importer on the real corpus files (a subset imported once per session; the whole corpus once)."""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

import pytest

from lexgate.sources.importers import bger, ch_statutes, discover, import_corpus
from lexgate.sources.records import ImportStats
from lexgate.sources.store import Store, consideration_number


def test_statute_keys_parse_defensively_on_every_real_key(src_corpus: Path) -> None:
    """No key of any statute file crashes the parser; >97% are regular; the odd ones are counted."""
    regular = total = 0
    for path in sorted((src_corpus / "ch" / "statutes").glob("*.json")):
        lang = path.stem.rsplit("_", 1)[1]
        for entry in json.loads(path.read_text(encoding="utf-8")):
            key = ch_statutes.parse_key(entry["citation"], lang, entry.get("url", ""))
            total += 1
            if key is not None and key.regular:
                regular += 1
            if key is not None:
                assert re.fullmatch(r"\d+[a-z]*", key.article), (entry["citation"], key)
    assert total > 140_000
    assert regular / total > 0.97


@pytest.mark.parametrize(
    ("key", "lang", "article", "paragraph"),
    [
        ("Art. 41 Abs. 1 OR", "de", "41", "1"),
        ("Art. 41 al. 1 CO", "fr", "41", "1"),
        ("Art. 41 cpv. 1 CO", "it", "41", "1"),
        ("Art. 1 OR", "de", "1", None),
        ("Art. 139 Abs. 1. StGB", "de", "139", "1"),
        ("Art.321ter cpv. 1 CP", "it", "321ter", "1"),
        ("Art. 55 Abs. bis AHVV", "de", "55bis", None),
        ("Art. 9 Abs. BVV 2", "de", "9", None),
    ],
)
def test_key_shapes(key: str, lang: str, article: str, paragraph: str | None) -> None:
    parsed = ch_statutes.parse_key(key, lang)
    assert parsed is not None
    assert (parsed.article, parsed.paragraph) == (article, paragraph)


def test_statutes_imported_with_languages_and_mojibake_fixed(
    store: Store, src_import: tuple[Path, ImportStats]
) -> None:
    stats = src_import[1]
    assert stats.irregular > 0
    assert stats.skipped.get("annex article (not addressable by article number)", 0) > 0  # FZA annex
    act = store.get_act("BöB")
    assert act is not None
    assert act.abbreviations["de"] == "BöB"  # "BÃ¶B" in the raw data
    assert set(act.languages) == {"de", "fr", "it"}
    assert all("Ã" not in p.label for p in store.get_article("BöB", "1", "de"))
    orr = store.get_act("OR")
    assert orr is not None and orr.abbreviations == {"de": "OR", "fr": "CO", "it": "CO"}
    assert orr.sr in (None, "220")  # from the citation layer's act table when it is there
    assert orr.urls["de"].startswith("https://www.fedlex.admin.ch/eli/cc/27/317_321_377/de")
    assert store.paragraphs_of("OR", "41", "de") == ["1", "2"]
    assert store.paragraphs_of("StGB", "139", "de")[:1] == ["1"]  # "Abs. 1." keys
    arts = store.article_numbers("OR")
    assert arts[0] == "1" and arts.index("41") < arts.index("42") < arts.index("1186")


def test_bger_docket_date_and_considerations(src_corpus: Path, store: Store) -> None:
    assert bger.docket_and_date("aza%3A%2F%2F30-10-2019-8C_469-2019&x") == ("8C_469/2019", "2019-10-30")
    keys = store.decision_keys("ch:BGer:")
    assert len(keys) == 106
    info = store.get_decision("ch:BGer:8C_469/2019")
    assert info is not None and info.date == "2019-10-30" and info.lang == "de"
    numbers = store.segment_numbers("ch:BGer:8C_469/2019")
    assert numbers[:5] == ["1", "2.1", "2.2", "2.3", "3"]
    assert "1.3.1" not in numbers  # "BGE 140 III 16 E. 1.3.1" inside the text
    for key in keys:  # every numbered consideration continues the sequence of the previous one
        nums = [tuple(int(x) for x in n.split(".")) for n in store.segment_numbers(key)]
        for prev, cur in itertools.pairwise(nums):
            assert cur > prev, (key, prev, cur)
    segs = store.segments("ch:BGer:8C_469/2019")
    assert segs[0].kind == "facts" and segs[-1].kind == "ruling"
    assert all(p.text for p in segs)


def test_bger_all_languages_split(store: Store) -> None:
    with_numbers = {lang: 0 for lang in ("de", "fr", "it")}
    for key in store.decision_keys("ch:BGer:"):
        info = store.get_decision(key)
        assert info is not None
        if store.segment_numbers(key):
            with_numbers[info.lang] += 1
    # most judgments have numbered reasoning; the short "in Erwägung, dass" ones do not
    assert with_numbers["it"] >= 30 and with_numbers["fr"] >= 25 and with_numbers["de"] >= 20
    fr = [p for p in store.segments(store.decision_keys("ch:BGer:")[0]) if consideration_number(p)]
    assert all(p.key.startswith("ch:BGer:") for p in fr)


def test_italian_codes(store: Store) -> None:
    passages = store.get_article("cc", "2043", "it")
    assert len(passages) == 1 and passages[0].text.startswith("Qualunque fatto doloso o colposo")
    assert passages[0].heading == "Risarcimento per fatto illecito"
    assert store.has_article("cc", "2645-bis") or any(a.endswith("-bis") for a in store.article_numbers("cc"))
    assert store.paragraphs_of("cpp", "3", "it") == ["1", "2", "3", "4"]
    assert (
        store.article_numbers("cp")[0] == "1"
        and "Il testo definitivo" not in store.get_article("cp", "1", "it")[0].text
    )
    # accents written as apostrophes stay as in the source but are searchable with real accents
    assert "capacita'" in store.get_article("cc", "1", "it")[0].text
    hits = store.search("capacità giuridica nascita", "it", act_key="cc")
    assert hits and hits[0].key == "it:cc:art-1"


def test_corte_costituzionale_massime(store: Store) -> None:
    segs = store.segments("it:corte-cost:100/2023")
    massime = [p for p in segs if p.kind == "massima"]
    assert len(massime) == 5
    assert massime[0].key == "it:corte-cost:100/2023:massima-1"
    assert massime[0].text.startswith("Il ricorso introduttivo determina il perimetro")
    assert any(p.kind == "ruling" and "LA CORTE COSTITUZIONALE" in p.text for p in segs)
    info = store.get_decision("it:corte-cost:100/2023")
    assert info is not None and info.date == "2023-03-21" and info.url.endswith("/2023/100")


def test_cassazione_entries(store: Store) -> None:
    segs = store.segments("it:cass-pen:11726/2024")
    assert segs[0].kind == "massima" and "581" in segs[0].text
    info = store.get_decision("it:cass-pen:11726/2024")
    assert info is not None and info.title.startswith("Cass. pen., Sez. VI")


def test_reimport_is_idempotent(src_corpus: Path, tmp_path: Path) -> None:
    select = {"ch/statutes/OR", "ch/decisions/bger_it.jsonl", "it/codes/costituzione.txt"}.__contains__
    with Store(tmp_path / "s.sqlite3") as s:
        first = import_corpus(src_corpus, store=s, select=select)
        before = s.status()
        hits_before = len(s.search("danno", "it", limit=100))
        again = import_corpus(src_corpus, store=s, select=select)
        assert again.unchanged == 3 and again.provisions == 0
        forced = import_corpus(src_corpus, store=s, select=select, force=True)
        after = s.status()
        assert forced.provisions == first.provisions and forced.decisions == first.decisions
        for key in ("acts", "provisions", "decisions", "segments"):
            assert after[key] == before[key]
        assert len(s.search("danno", "it", limit=100)) == hits_before  # FTS rows not duplicated


def test_interrupted_import_leaves_store_as_it_was(src_corpus: Path, tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    with Store(path) as s:
        import_corpus(src_corpus, store=s, select={"ch/statutes/OR"}.__contains__)
        before = s.status()

        def boom(done: int, total: int, label: str) -> None:
            if done == 2:
                raise KeyboardInterrupt

        select = {
            "ch/statutes/ZGB",
            "ch/statutes/BV",
            "ch/statutes/OR",
            "it/codes/costituzione.txt",
        }.__contains__
        with pytest.raises(KeyboardInterrupt):
            import_corpus(src_corpus, boom, store=s, select=select, force=True)
        assert s.status() == before
        assert s.get_act("BV") is None and s.get_act("ZGB") is None
    with Store(path) as fresh:  # and on disk
        assert fresh.status()["provisions"] == before["provisions"]


def test_reader_reads_while_a_writer_imports(src_corpus: Path, tmp_path: Path) -> None:
    import threading

    path = tmp_path / "s.sqlite3"
    with Store(path) as s:
        import_corpus(src_corpus, store=s, select={"ch/statutes/OR"}.__contains__)
    in_tx, read_done = threading.Event(), threading.Event()
    seen: dict[str, object] = {}

    def reader() -> None:
        in_tx.wait(30)
        with Store(path) as r:
            seen["text"] = r.get_article("OR", "41", "de")[0].text
            seen["zgb"] = r.get_act("ZGB")
        read_done.set()

    def hold(done: int, total: int, label: str) -> None:
        if done == 1:  # the writer is inside its transaction and has written ZGB (not committed)
            in_tx.set()
            read_done.wait(30)

    t = threading.Thread(target=reader)
    t.start()
    with Store(path) as w:
        import_corpus(
            src_corpus, hold, store=w, select={"ch/statutes/ZGB", "it/codes/costituzione.txt"}.__contains__
        )
    t.join(30)
    assert str(seen["text"]).startswith("Wer einem andern widerrechtlich Schaden")
    assert seen["zgb"] is None  # the reader saw the last committed state, not the open transaction
    with Store(path) as after:
        assert after.get_act("ZGB") is not None


def test_bad_corpus_path_is_a_clear_error(tmp_path: Path) -> None:
    from lexgate.errors import BadInput

    with pytest.raises(BadInput):
        import_corpus(tmp_path / "missing", store=Store(tmp_path / "s.sqlite3"))
    (tmp_path / "empty").mkdir()
    with pytest.raises(BadInput):
        import_corpus(tmp_path / "empty", store=Store(tmp_path / "s2.sqlite3"))


@pytest.mark.slow
def test_whole_corpus_import(src_corpus: Path, tmp_path: Path) -> None:
    units = discover(src_corpus)
    assert len(units) > 3000
    with Store(tmp_path / "all.sqlite3") as s:
        stats = import_corpus(src_corpus, store=s)
        status = s.status()
    print(
        f"\nwhole corpus: {stats.files} files in {stats.seconds:.1f} s; irregular keys {stats.irregular}; skipped {stats.skipped}"
    )
    assert status["acts"] == {"ch": 190, "it": 5}
    assert min(status["provisions"][lang] for lang in ("de", "fr", "it")) > 45_000
    assert status["decisions"]["BGer"] == 106
    assert status["decisions"]["corte-cost"] == 2995
    assert status["decisions"]["cass-pen"] + status["decisions"].get("cass-pen-qsp", 0) == 299
    assert isinstance(stats, ImportStats) and sum(stats.skipped.values()) < 0.01 * stats.provisions


def test_the_heading_of_the_next_part_is_not_the_articles_text(store: Store) -> None:
    # "... stabilita dalla legge. La formazione delle leggi." : one comma and the next section's name
    (art69,) = store.get_article("cost", "69", "it")
    assert art69.text.endswith("stabilita dalla legge.") or art69.text.endswith("stabilita' dalla legge.")
    assert "formazione delle leggi" not in art69.text
    (art1259,) = store.get_article("cc", "1259", "it")
    assert "Della cessione dei crediti" not in art1259.text


@pytest.mark.parametrize(
    ("body", "constitution", "tail"),
    [
        ("Il testo della norma. Della promessa di matrimonio", False, "Della promessa di matrimonio"),
        (
            "Il testo. ((CAPO V Della dichiarazione giudiziale))",
            False,
            "((CAPO V Della dichiarazione giudiziale))",
        ),
        ("I membri ricevono una indennita'. La formazione delle leggi.", True, "La formazione delle leggi."),
        # a rule's sentence, an amendment's closing brackets, an editors' note: not headings
        ("Prima frase. La trascrizione ha gli effetti stabiliti per i beni immobili))", False, None),
        ("Prima frase. Per i procedimenti di cui all'articolo 27, comma 1, lettera a)", False, None),
        ("Prima frase. Seconda frase.", False, None),
        ("Le Camere.", True, None),
        ("I membri ricevono una indennita'. La formazione delle leggi.", False, None),
    ],
)
def test_heading_tail(body: str, constitution: bool, tail: str | None) -> None:
    from lexgate.sources.importers.it_codes import heading_tail

    cut = heading_tail(body, constitution)
    assert (None if cut is None else body[cut:].strip()) == tail


@pytest.mark.parametrize(
    ("body", "kept"),
    [
        (
            "Il termine e' di trenta giorni. ((72)) Il termine per il ricorso e' di giorni sessanta. "
            "La L. 26 novembre 1990, n. 353, come modificata, ha disposto (con l'art. 92) che x.",
            "Il termine e' di trenta giorni. Il termine per il ricorso e' di giorni sessanta.",
        ),
        (
            "L'azione si prescrive in cinque anni. ((2)) Il Regio D.L. 20 gennaio 1944, n. 26, ha disposto che y.",
            "L'azione si prescrive in cinque anni.",
        ),
        ("Prima frase.   Nota redazionale Il testo e' gia' in vigore.", "Prima frase."),
        # the law's own words about what a testator or a court "ha disposto" stay
        (
            "Se il testatore non ha disposto altrimenti, il legato e' a carico degli eredi.",
            "Se il testatore non ha disposto altrimenti, il legato e' a carico degli eredi.",
        ),
    ],
)
def test_editors_notes_are_cut(body: str, kept: str) -> None:
    from lexgate.sources.importers.it_codes import without_notes

    assert without_notes(body) == kept


def test_a_changed_reader_imports_the_files_again(src_corpus: Path, tmp_path: Path, monkeypatch) -> None:
    from lexgate.sources import importers

    select = {"it/codes/costituzione.txt"}.__contains__
    with Store(tmp_path / "s.sqlite3") as s:
        import_corpus(src_corpus, store=s, select=select)
        assert import_corpus(src_corpus, store=s, select=select).unchanged == 1
        importers._readers_digest.cache_clear()
        monkeypatch.setattr(importers, "_readers_digest", lambda: "another-reader")
        assert import_corpus(src_corpus, store=s, select=select).unchanged == 0


def test_amendment_brackets_go_the_words_stay() -> None:
    from lexgate.sources.importers.it_codes import split_rubrica, without_markers

    rubrica, text = split_rubrica(
        "(Divieto di convenzioni ((prima che sia decorso un anno)) del conto). Nessuna convenzione puo' "
        "aver luogo ((prima che sia decorso un anno)) dall'approvazione. ((COMMA ABROGATO DAL D.LGS. 28 "
        "DICEMBRE 2013, N. 154))."
    )
    assert without_markers(rubrica) == "Divieto di convenzioni prima che sia decorso un anno del conto"
    assert without_markers(text) == (
        "Nessuna convenzione puo' aver luogo prima che sia decorso un anno dall'approvazione."
    )


def test_a_reasoning_cut_mid_way_is_split_from_its_first_run_of_numbers() -> None:
    from lexgate.sources.importers.bger import split_decision

    text = (
        "La requérante demande un éclaircissement sur le ch. 4 du dispositif. Elle demande si le ch. 4 "
        "relève d'une erreur de plume. 3. Si le dispositif d'un arrêt est peu clair, le Tribunal fédéral "
        "l'interprète (art. 129 al. 1 LTF). 4. Le dispositif est clair et complet. 5. Il convient de "
        "renoncer à percevoir des frais judiciaires."
    )
    _facts, units, unnumbered = split_decision(text, "fr")
    assert [n for n, _b in units] == ["3", "4", "5"]
    assert unnumbered.startswith("La requérante") and "ch. 4 relève" in unnumbered
    # a lone number in running text is no run
    _f, none, whole = split_decision("Il a payé le 3. Mai une somme. Puis rien.", "fr")
    assert none == [] and whole.startswith("Il a payé")

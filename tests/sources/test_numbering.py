from lexgate.sources.numbering import segments_of, split_numbered


def numbers(text: str) -> list[str]:
    return [u.number for u in split_numbered(text)]


def test_sequence_with_children_and_headings() -> None:
    text = "Erwägungen: 1. Die Beschwerde ist zulässig. 2. 2.1. Das Gericht prüft frei. 2.2. Es gilt. 3. Schluss."
    assert numbers(text) == ["1", "2", "2.1", "2.2", "3"]


def test_references_are_not_units() -> None:
    text = (
        "1. Nach Art. 1. des Gesetzes gilt dies (BGE 140 III 16 E. 1.3.1 S. 18). Vgl. E. 2 unten. "
        "Am 2. Mai 2019 entschied sie. 2. Weiter: consid. 3. 3. Ende."
    )
    assert numbers(text) == ["1", "2", "3"]


def test_out_of_sequence_numbers_are_text() -> None:
    assert numbers("1. Erstens. 4. Das ist kein Schritt. 2. Zweitens.") == ["1", "2"]


def test_segments_bodies() -> None:
    pre, segs = segments_of("Diritto: 1. Primo punto. 1.1. Dettaglio. 2. Secondo punto.")
    assert pre == "Diritto:"
    assert segs == [("1", "Primo punto."), ("1.1", "Dettaglio."), ("2", "Secondo punto.")]


def test_loose_first_unit_after_a_heading() -> None:
    text = "Questioni pregiudiziali 1. Quando la decisione dipende. 2. La sospensione."
    assert numbers(text) == []
    pre, segs = segments_of(text, loose_first=True)
    assert pre == "Questioni pregiudiziali"
    assert [n for n, _ in segs] == ["1", "2"]


def test_a_consideration_may_open_right_after_an_amount() -> None:
    # bger_fr: "... portant sur 55 fr. 2. 2.1. Selon l'art. 121 let. d LTF ..."
    text = "1. Le recourant conteste le calcul portant sur 55 fr. 2. 2.1. Selon l'art. 121 let. d LTF, la révision."
    assert [u.number for u in split_numbered(text)] == ["1", "2", "2.1"]


def test_a_number_after_a_roman_part_or_a_bracketed_citation_word_is_a_reference() -> None:
    text = "1. Vgl. BGE 140 III 2. Und (Art. 2 BGG) gilt. 2. Zweitens."
    assert [u.number for u in split_numbered(text)] == ["1", "2"]
    assert split_numbered(text)[1].start == text.index("2. Zweitens")


def test_live_options_excerpt_and_running_text() -> None:
    excerpt = "3. Die Beschwerde ist begründet. 3.1 Nach Art. 3 OR gilt. 4 weitere Fälle. 4. Somit."
    got = split_numbered(excerpt, top_needs_dot=False, open_any_first=True, capital_after=True)
    assert [u.number for u in got] == ["3", "3.1", "4"]
    assert got[2].start == excerpt.index("4. Somit")
    # the first number of a text needs no capital after it (OCR: "1. ll ricorso")
    ocr = "1. ll ricorso è ammissibile. 2. Il ricorrente sostiene."
    assert [u.number for u in split_numbered(ocr, capital_after=True)] == ["1", "2"]


def test_inserted_italian_commi_follow_their_number() -> None:
    text = (
        "1. Il giudice tiene conto dell'idoneità. 1-bis. Contestualmente alla condanna si esamina. "
        "2. Ogni misura è proporzionata. 2-bis. Non può essere applicata la custodia. 2-ter. Nei casi di "
        "appello. 3. La custodia è disposta. 4-bis. Fuori sequenza."
    )
    assert numbers(text) == ["1", "1-bis", "2", "2-bis", "2-ter", "3"]
    # a reference to an inserted comma is text: "del comma 2-bis." opens nothing
    assert numbers("1. Si applica il comma 2-bis. 2. Fine.") == ["1", "2"]


def test_a_comma_may_follow_its_number_without_a_space() -> None:
    # art. 406 c.p.p. in the corpus: "2.((La proroga ...))" (an amendment opens the comma), "4.Il giudice"
    text = (
        "1. Il pubblico ministero puo' richiedere la proroga. 2.((La proroga puo' essere autorizzata per "
        "una sola volta.)) 2-bis. ((COMMA ABROGATO)). 3. La richiesta e' notificata. 4.Il giudice autorizza."
    )
    _pre, units = segments_of(text, loose_first=True)
    assert [n for n, _ in units] == ["1", "2", "2-bis", "3", "4"]
    assert units[1][1].startswith("((La proroga")
    # without the dot a digit glued to a word is no unit ("art. 2Il" is a typo, not comma 2)
    assert [n for n, _ in segments_of("1. Testo del comma con 2((nota)) inline.", loose_first=True)[1]] == [
        "1"
    ]

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

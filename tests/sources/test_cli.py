"""``lexgate sources import|status|get|search`` end to end (Typer runner, real store, real corpus files)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lexgate.cli import app

runner = CliRunner()


@pytest.fixture()
def home(src_store_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("LEXGATE_HOME", str(src_store_path.parent))
    return src_store_path.parent


def test_get_found_text_and_json(home: Path) -> None:
    r = runner.invoke(app, ["sources", "get", "ch:OR:art-41:para-1", "--offline"])
    assert r.exit_code == 0, r.output
    assert "FOUND ch:OR:art-41:para-1" in r.output and "Wer einem andern widerrechtlich Schaden" in r.output
    assert "https://www.fedlex.admin.ch/eli/cc/27/317_321_377/de#art_41" in r.output
    j = runner.invoke(
        app, ["sources", "get", "ch:OR:art-41:para-1", "--lang", "it", "--format", "json", "--offline"]
    )
    data = json.loads(j.output)
    assert (
        data["status"] == "found"
        and data["lang"] == "it"
        and data["passages"][0]["label"] == "Art. 41 cpv. 1 CO"
    )
    assert set(data["translations"]) == {"de", "fr"}


def test_get_citation_as_written(home: Path) -> None:
    pytest.importorskip("lexgate.citations.parse_one")
    r = runner.invoke(app, ["sources", "get", "Art. 41 al. 1 CO", "--offline"])
    assert r.exit_code == 0, r.output
    assert "[fr]" in r.output and "Celui qui cause" in r.output


def test_get_not_found_and_unavailable_exit_codes(home: Path) -> None:
    nf = runner.invoke(app, ["sources", "get", "ch:OR:art-41:para-9", "--offline"])
    assert nf.exit_code == 1 and "has paragraphs 1-2" in nf.output and "ch:OR:art-41:para-1" in nf.output
    un = runner.invoke(app, ["sources", "get", "ch:BGE:140-III-86", "--offline", "--format", "json"])
    assert un.exit_code == 3 and json.loads(un.output)["status"] == "unavailable"
    rule = runner.invoke(app, ["sources", "get", "ch:BGE:900-I-1", "--offline"])
    assert rule.exit_code == 1 and "no such BGE volume" in rule.output


def test_get_bad_input_is_one_line(home: Path) -> None:
    from lexgate.errors import BadInput

    r = runner.invoke(app, ["sources", "get", "ch:OR:art-1", "--format", "xml"])
    assert isinstance(r.exception, BadInput)
    r = runner.invoke(app, ["sources", "get", "ch:OR:art", "--offline"])
    assert isinstance(r.exception, BadInput)


def test_import_and_status(src_corpus: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    corpus = tmp_path / "corpus"
    (corpus / "ch" / "statutes").mkdir(parents=True)
    (corpus / "it" / "codes").mkdir(parents=True)
    for name in ("BV_de.json", "BV_fr.json"):
        (corpus / "ch" / "statutes" / name).symlink_to(src_corpus / "ch" / "statutes" / name)
    (corpus / "it" / "codes" / "costituzione.txt").symlink_to(
        src_corpus / "it" / "codes" / "costituzione.txt"
    )
    monkeypatch.setenv("LEXGATE_HOME", str(tmp_path / "home"))
    r = runner.invoke(app, ["sources", "import", str(corpus)])
    assert r.exit_code == 0, r.output
    assert "imported 2 acts" in r.output and " s" in r.output
    s = runner.invoke(app, ["sources", "status"])
    assert s.exit_code == 0
    assert "acts: ch 1, it 1" in s.output and "provisions: de" in s.output and "last import:" in s.output
    got = runner.invoke(app, ["sources", "get", "it:cost:art-1", "--offline"])
    assert got.exit_code == 0 and "Repubblica democratica" in got.output


def test_search(home: Path) -> None:
    r = runner.invoke(
        app,
        ["sources", "search", "widerrechtlich Schaden zufügt", "--lang", "de", "--act", "OR", "--limit", "3"],
    )
    assert r.exit_code == 0 and "ch:OR:art-41:para-1" in r.output.splitlines()[0]

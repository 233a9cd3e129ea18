"""``lexgate parse``: table and JSON output, stdin, and one-line errors with exit code 2."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest
from cli_runner import run

DRAFT = "Die Haftung setzt Verschulden voraus (Art. 41 Abs. 1 OR).\nVgl. BGE 140 III 86 E. 3.2.\n"


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    return run(capsys, *args)


def test_json_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "draft.md"
    path.write_text(DRAFT, encoding="utf-8")
    code, out, _err = _run(["parse", str(path), "--format", "json"], capsys)
    assert code == 0
    data = json.loads(out)
    assert [d["canonical"] for d in data] == ["ch:OR:art-41:para-1", "ch:BGE:140-III-86:E-3.2"]
    first = data[0]
    assert {"text", "start", "end", "class", "jurisdiction", "fields", "canonical", "claim"} <= set(first)
    assert DRAFT[first["start"] : first["end"]] == first["text"]
    assert first["claim"] == "Die Haftung setzt Verschulden voraus (Art. 41 Abs. 1 OR)."
    assert path.read_text(encoding="utf-8") == DRAFT  # never writes into the input


def test_table_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "draft.txt"
    path.write_text(DRAFT, encoding="utf-8")
    code, out, _err = _run(["parse", str(path)], capsys)
    assert code == 0
    assert "statute" in out and "federal-case" in out and "2 citation(s)" in out


def test_stdin_and_lang(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"Vedi l'art. 2043 c.c.")))
    code, out, _err = _run(["parse", "-", "--format", "json", "--lang", "it"], capsys)
    assert code == 0
    assert json.loads(out)[0]["canonical"] == "it:cc:art-2043"


@pytest.mark.parametrize(
    ("setup", "args", "message"),
    [
        (None, ["parse", "/nonexistent/draft.md"], "no such file"),
        ("binary", ["parse", "{path}"], "binary file"),
        ("undefined", ["parse", "{path}"], "not UTF-8"),
        ("dir", ["parse", "{dir}"], "directory"),
        ("text", ["parse", "{path}", "--format", "xml"], "unknown format"),
        ("text", ["parse", "{path}", "--lang", "xx"], "unknown language"),
        ("odd", ["parse", "{odd}"], "unsupported file type"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    setup: str | None, args: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "draft.txt"
    odd = tmp_path / "draft.xyz"
    odd.write_text("Art. 1 OR", encoding="utf-8")
    if setup == "binary":
        path.write_bytes(b"\x00\x01\x02PK\x03\x04")
    elif setup == "undefined":  # neither UTF-8 nor Windows-1252 (0x81 is undefined there)
        path.write_bytes(b"Art. 41 OR \x81\xe4")
    elif setup == "text":
        path.write_text("Art. 1 OR", encoding="utf-8")
    argv = [a.format(path=path, dir=tmp_path, odd=odd) for a in args]
    code, _out, err = _run(argv, capsys)
    assert code == 2
    assert message in err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_docx_gets_locators(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    docx = pytest.importorskip("docx")
    pytest.importorskip("lexgate.documents")
    path = tmp_path / "draft.docx"
    document = docx.Document()
    document.add_paragraph("Einleitung ohne Zitat.")
    document.add_paragraph("Die Haftung folgt aus Art. 41 OR.")
    document.save(str(path))
    code, out, _err = _run(["parse", str(path), "--format", "json"], capsys)
    assert code == 0
    data = json.loads(out)
    assert data[0]["canonical"] == "ch:OR:art-41"
    assert data[0].get("locator")


def test_json_shows_the_other_reading_of_an_ambiguous_abbreviation(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "parere.md"
    path.write_text("Chiunque cagiona ad altri un danno ingiusto deve risarcirlo (art. 2043 CC).\n", "utf-8")
    code, out, _err = _run(["parse", str(path), "--format", "json"], capsys)
    assert code == 0
    (cit,) = json.loads(out)
    assert (cit["class"], cit["canonical"]) == ("it-statute", "it:cc:art-2043")
    assert cit["alternatives"] == ["ch:ZGB:art-2043"]


LEGACY_DRAFT = (
    "Die Haftung für Schäden folgt aus Art. 41 Abs. 1 OR.\r\nGemäss BGE 140 III 86 E. 3.2 gilt dies.\r\n"
)


@pytest.mark.parametrize("encoding", ["latin-1", "cp1252", "utf-16", "utf-8-sig"])
def test_parse_reads_the_encodings_verify_reads(
    encoding: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "entwurf.txt"
    data = LEGACY_DRAFT.encode(encoding)
    path.write_bytes(data)
    code, out, err = _run(["parse", str(path), "--format", "json"], capsys)
    assert code == 0, err
    cits = json.loads(out)
    assert [c["canonical"] for c in cits] == ["ch:OR:art-41:para-1", "ch:BGE:140-III-86:E-3.2"]
    assert cits[0]["claim"] == "Die Haftung für Schäden folgt aus Art. 41 Abs. 1 OR."
    # offsets refer to the text lexgate shows, as in verify (the documents loader)
    from lexgate.documents import read_document

    shown = read_document(path).text
    assert all(shown[c["start"] : c["end"]] == c["text"] for c in cits)
    assert path.read_bytes() == data  # never writes into the input


def test_parse_reads_utf16_from_standard_input(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    raw = "Vedi l'art. 2043 c.c. sul danno.".encode("utf-16")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(raw)))
    code, out, err = _run(["parse", "-", "--format", "json"], capsys)
    assert code == 0, err
    assert [c["canonical"] for c in json.loads(out)] == ["it:cc:art-2043"]


def test_parse_and_verify_read_the_same_text(tmp_path: Path) -> None:
    from lexgate.cli.parse import read_input
    from lexgate.documents import read_document

    path = tmp_path / "note.md"
    path.write_bytes("Selon l'art. 97 al. 1 CO, le débiteur répond.\r\n".encode("cp1252"))
    text, _doc = read_input(str(path))
    assert text == read_document(path).text

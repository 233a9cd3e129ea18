"""The pure parts: decision splitter on the real BGer corpus, HTML tree, Fedlex article HTML, act table."""

from __future__ import annotations

import json
import re
from pathlib import Path

from live_loopback import fedlex_html, judgments, statute

from lexgate.sources.live import acts
from lexgate.sources.live.considerations import consideration_text, split_considerations
from lexgate.sources.live.fedlex_html import article_ids, articles_in, parse_article
from lexgate.sources.live.html_tree import parse_html


def test_splitter_on_the_corpus_keeps_order_and_text() -> None:
    split_any = 0
    for j in judgments():
        sections = split_considerations(j["considerations"], j["lang"])
        numbers = [s.number for s in sections if s.kind == "consideration" and s.number]
        if numbers:
            split_any += 1
            assert numbers[0].split(".")[0] in ("1", "2", "3")
            tops = [int(n.split(".")[0]) for n in numbers]
            assert tops == sorted(tops)  # never jumps back: citations like "Art. 2" are not cuts
        flat = " ".join(j["considerations"].split())
        for s in sections:
            assert " ".join(s.text.split()) in flat
    assert split_any >= len(judgments()) * 0.7


def test_splitter_skips_citations_dates_and_finds_the_ruling() -> None:
    text = (
        "Sachverhalt: A. X. Erwägungen: 1. Die Beschwerde ist zulässig (Art. 2 BGG; BGE 140 III 3 E. 2). "
        "Am 2. Juni 2019 geschah nichts. 2. 2.1 Nach Art. 3 Abs. 1 OR gilt. 2.2 Ferner gilt. "
        "3. Somit ist die Beschwerde abzuweisen. Demnach erkennt das Bundesgericht: 1. Die Beschwerde wird abgewiesen."
    )
    sections = split_considerations(text, "de")
    assert [(s.kind, s.number) for s in sections] == [
        ("facts", ""),
        ("consideration", "1"),
        ("consideration", "2"),
        ("consideration", "2.1"),
        ("consideration", "2.2"),
        ("consideration", "3"),
        ("ruling", ""),
    ]
    assert "2. Juni" in sections[1].text
    assert [s.number for s in consideration_text(sections, "2")] == ["2", "2.1", "2.2"]
    assert split_considerations("", "de") == []


def test_html_tree_skips_scripts_and_tolerates_unclosed_tags() -> None:
    root = parse_html("<div id='a' class='x y'><p>one<p>two<script>var a='<p>no</p>';</script></div><br>tail")
    div = root.find("div", id="a")
    assert div is not None and div.classes == {"x", "y"}
    assert div.text(keep_lines=True) == "one\ntwo"
    assert "no" not in root.text()


def test_fedlex_article_html_paragraphs_letters_numbers() -> None:
    nodes = {n.id: n for n in articles_in(parse_html(fedlex_html("BGG", "de")))}
    art = parse_article(nodes["art_82"])
    source = next(e["content"] for e in statute("BGG", "de") if e["citation"] == "Art. 82 BGG")
    letters = [m.group(1) for m in re.finditer(r"^([a-z])\. ", source, re.M)]
    assert list(art.paragraphs[0].letters) == letters
    assert article_ids("6a") == ["art_6_a", "art_6a"] and article_ids("41") == ["art_41"]


def test_act_table_and_corpus_fallback(tmp_path: Path) -> None:
    found = acts.lookup("OR")
    assert found is not None and found.eli_path == "cc/27/317_321_377"
    table = tmp_path / "acts.json"
    table.write_text(json.dumps([{"key": "XYZ", "sr": "999.1"}]), encoding="utf-8")
    assert acts.lookup("XYZ", table) == acts.ActRef("XYZ", "", "999.1")
    missing = tmp_path / "missing.json"
    fallback = acts.lookup("ZGB", missing)  # no table: the corpus deep link tells the ELI path
    assert fallback is not None and fallback.eli_path.startswith("cc/")
    assert acts.lookup("NOSUCHACT", missing) is None

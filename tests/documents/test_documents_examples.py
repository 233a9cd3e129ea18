"""The bundled example drafts: every citation of examples/README.md is in its draft, and the corpus
agrees with what the README says (real citations exist, fabricated ones do not)."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import pytest

from lexgate.config import corpus_path
from lexgate.documents import read_document

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
STATUSES = {"MATCH", "PARTIAL", "MISMATCH", "UNVERIFIED", "SKIPPED"}
CH_STATUTE = re.compile(r"^Art\. (\d+[a-z]*)(?: Abs\. (\d+))? (OR|ZGB|BV)$")
IT_STATUTE = re.compile(r"^art\. (\d+) (c\.c\.|Cost\.)$")
IT_FILES = {"c.c.": "codice-civile.txt", "Cost.": "costituzione.txt"}


def readme_rows() -> dict[str, list[tuple[str, str]]]:
    """``{draft file: [(citation, intended status)]}`` from the README's tables."""
    rows: dict[str, list[tuple[str, str]]] = {}
    current = ""
    for line in (EXAMPLES / "README.md").read_text(encoding="utf-8").splitlines():
        heading = re.match(r"^## `([^`]+)`", line)
        if heading:
            current = heading.group(1)
            rows[current] = []
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if current and len(cells) == 3 and cells[1] in STATUSES:
            rows[current].append((cells[0], cells[1]))
    return rows


ROWS = [(draft, cite, status) for draft, items in readme_rows().items() for cite, status in items]


def test_readme_lists_both_drafts_with_enough_citations() -> None:
    rows = readme_rows()
    assert set(rows) == {"draft-de.md", "draft-it.md"}
    assert 10 <= len(rows["draft-de.md"]) <= 20 and len(rows["draft-it.md"]) >= 8
    de = {status for _, status in rows["draft-de.md"]}
    assert {"MATCH", "PARTIAL", "MISMATCH", "UNVERIFIED", "SKIPPED"} <= de


@pytest.mark.parametrize(("draft", "cite", "status"), ROWS)
def test_citation_is_in_its_draft(draft: str, cite: str, status: str) -> None:
    doc = read_document(EXAMPLES / draft)
    flat = " ".join(doc.text.split())
    assert cite in flat, f"{cite} ({status}) not found in {draft}"


@cache
def _ch_keys(act: str) -> frozenset[str]:
    root = corpus_path()
    assert root is not None
    data = json.loads((root / "ch" / "statutes" / f"{act}_de.json").read_text(encoding="utf-8"))
    return frozenset(str(entry["citation"]) for entry in data)


@cache
def _it_articles(name: str) -> frozenset[str]:
    root = corpus_path()
    assert root is not None
    text = (root / "it" / "codes" / name).read_text(encoding="utf-8")
    return frozenset(re.findall(r"^Art\. (\d+[a-z-]*)\.", text, flags=re.M))


@pytest.mark.skipif(corpus_path() is None, reason="the shared corpus is not available")
@pytest.mark.parametrize(("draft", "cite", "status"), ROWS)
def test_corpus_agrees_with_readme(draft: str, cite: str, status: str) -> None:
    fabricated = status == "UNVERIFIED"
    ch = CH_STATUTE.match(cite)
    it = IT_STATUTE.match(cite)
    if ch:
        article, para, act = ch.groups()
        key = f"Art. {article} Abs. {para} {act}" if para else f"Art. {article} {act}"
        keys = _ch_keys(act)
        exists = key in keys or (
            not para and any(k.startswith(f"Art. {article} Abs. ") and k.endswith(act) for k in keys)
        )
        assert exists != fabricated, cite
    elif it:
        article, act = it.groups()
        assert (article in _it_articles(IT_FILES[act])) != fabricated, cite
    elif cite.startswith("Urteil "):
        m = re.search(r"(\d[A-Z]_\d+)/(\d{4})", cite)
        assert m
        root = corpus_path()
        assert root is not None
        links = (root / "ch" / "decisions" / "bger_de.jsonl").read_text(encoding="utf-8")
        assert f"{m.group(1)}-{m.group(2)}" in links
    elif cite.startswith("Corte cost."):
        m = re.search(r"n\. (\d+)/(\d{4})", cite)
        assert m
        root = corpus_path()
        assert root is not None
        assert (
            root / "it" / "corte-costituzionale" / m.group(2) / f"S_{m.group(1)}_{m.group(2)}.md"
        ).is_file()


@pytest.mark.skipif(corpus_path() is None, reason="the shared corpus is not available")
@pytest.mark.parametrize(
    ("draft", "source"),
    [("draft-de.md", "ch/statutes/OR_de.json"), ("draft-it.md", "it/codes/codice-civile.txt")],
)
def test_quotations_are_verbatim(draft: str, source: str) -> None:
    root = corpus_path()
    assert root is not None
    corpus = " ".join((root / source).read_text(encoding="utf-8").split())
    text = " ".join(read_document(EXAMPLES / draft).text.split())
    quotes = re.findall(r"[„\"]([^„“\"]{20,})[“\"]", text)
    assert quotes, "each example draft holds a verbatim quotation"
    for quote in quotes:
        assert quote in corpus, quote

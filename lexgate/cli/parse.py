"""``lexgate parse FILE|- [--format table|json] [--lang de|fr|it|en]``: every citation of a draft."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import typer

from lexgate.cli import app
from lexgate.errors import BadInput

TEXT_SUFFIXES = (".md", ".markdown", ".txt", "")
DOCUMENT_SUFFIXES = (".docx", ".pdf")
LOCATED_KINDS = ("docx", "pdf")  # the kinds whose citations get a locator (paragraph, page)
FORMATS = ("table", "json")
LANGS = ("de", "fr", "it", "en")
CLAIM_WIDTH = 70


def read_input(source: str) -> tuple[str, Any]:
    """The text to parse, read as ``lexgate verify`` reads it (``lexgate.documents``: UTF-8, UTF-16 and
    UTF-8 byte-order marks, a careful Windows-1252 fallback, newlines normalised), and, for .docx/.pdf,
    the Document that maps offsets to locators."""
    from lexgate.documents import read_document, read_text
    from lexgate.documents.plaintext import decode_text

    if source == "-":
        text, _encoding = decode_text(sys.stdin.buffer.read(), "standard input")
        return read_text(text, source).text, None
    path = Path(source)
    if not path.exists():
        raise BadInput(f"{source}: no such file")
    if path.is_dir():
        raise BadInput(f"{source}: is a directory, not a document")
    if not path.is_file():  # a FIFO or a device such as /dev/zero would block or never end
        raise BadInput(f"{source}: not a regular file")
    suffix = path.suffix.lower()
    if suffix not in TEXT_SUFFIXES and suffix not in DOCUMENT_SUFFIXES:
        raise BadInput(f"{source}: unsupported file type {suffix}; lexgate parse reads .md .txt .docx .pdf")
    if suffix == "":  # a text file without an extension: decoded as the loader decodes .txt
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise BadInput(f"{source}: cannot read ({exc.strerror or exc})") from None
        return read_text(decode_text(data, source)[0], source).text, None
    doc = read_document(path)
    return doc.text, (doc if doc.kind in LOCATED_KINDS else None)


def _short(text: str, width: int = CLAIM_WIDTH) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "…"


def _table(citations: list[Any]) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(show_lines=False, title=f"{len(citations)} citation(s)")
    for col in ("#", "text", "class", "canonical", "claim"):
        table.add_column(col, overflow="fold")
    for i, c in enumerate(citations, 1):
        label = c.text + (f"  (→ {c.antecedent})" if c.short_form else "")
        where = f" [{c.locator}]" if c.locator else ""
        table.add_row(str(i), label + where, c.cls, c.canonical, _short(c.claim))
    Console(highlight=False, soft_wrap=False).print(table)


@app.command("parse")
def parse_command(
    file: str = typer.Argument(..., help="the draft (.md .txt .docx .pdf), or - for standard input"),
    fmt: str = typer.Option("table", "--format", help="table | json"),
    lang: str | None = typer.Option(None, "--lang", help="de | fr | it | en (default: detected)"),
) -> None:
    """Find every citation in a draft and print it as a table or as JSON."""
    from lexgate.citations import extract

    if fmt not in FORMATS:
        raise BadInput(f"unknown format {fmt!r}: use table or json")
    if lang is not None and lang not in LANGS:
        raise BadInput(f"unknown language {lang!r}: use de, fr, it or en")
    text, doc = read_input(file)
    citations = extract(text, lang)
    if doc is not None:
        for c in citations:
            c.locator = doc.locate(c.start)
    if fmt == "json":
        typer.echo(json.dumps([c.to_dict() for c in citations], ensure_ascii=False, indent=2))
    else:
        _table(citations)

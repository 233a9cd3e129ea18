"""The shown text of a Word document and the map from its offsets back to runs of the XML.

The same walk serves reading (text + blocks) and writing a copy (the runs at an offset), so both always
agree.  Layout of the shown text:

- body paragraphs, and table cells one by one, separated by a blank line; paragraphs inside one cell
  by a newline; tabs as ``\\t``, line breaks as ``\\n``;
- a footnote reference keeps its marker in the text as ``[^N]`` (N = the number Word shows: the order
  of first reference);
- after the body, the footnotes, each as ``[^N]: text``, separated by blank lines.

Blocks: ``paragraph N`` (counting non-empty body paragraphs), ``table T, row R, cell C``, ``footnote N``.
Deleted text of tracked changes, field codes and text boxes are not part of the shown text.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from lexgate.documents.model import Block

W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def w(tag: str) -> str:
    return f"{{{W}}}{tag}"


BODY_PARTNAME = "document"
FOOTNOTES_PARTNAME = "footnotes"
BLOCK_SEP = "\n\n"
CELL_PARA_SEP = "\n"

# Children of a paragraph that hold no shown text (skipped), and containers whose runs are shown.
MC = "http://schemas.openxmlformats.org/markup-compatibility/2006"
_SKIP_IN_PARAGRAPH = frozenset(
    [*(w(t) for t in ("pPr", "del", "moveFrom", "commentRangeStart", "proofErr")), f"{{{MC}}}Fallback"]
)
_SKIP_IN_BLOCKS = frozenset(w(t) for t in ("sectPr", "tblPr", "tblGrid", "trPr", "tcPr"))
# What a run child shows (text nodes are handled separately).
_RUN_CHAR: dict[str, str] = {
    w("tab"): "\t",
    w("br"): "\n",
    w("cr"): "\n",
    w("noBreakHyphen"): "-",
}


@dataclass(slots=True)
class Segment:
    """A stretch of shown text that one child of one run (``w:t``, ``w:tab``, a marker ...) produced."""

    start: int
    end: int
    part: str  # BODY_PARTNAME | FOOTNOTES_PARTNAME
    run: Any  # the w:r element
    node: Any  # the child of the run that produced the text
    is_text: bool  # True for w:t (splittable), False for one-piece nodes


@dataclass(slots=True)
class Layout:
    text: str = ""
    blocks: list[Block] = field(default_factory=list)
    segments: list[Segment] = field(default_factory=list)


class _Builder:
    def __init__(self, footnote_numbers: dict[str, int]) -> None:
        self.parts: list[str] = []
        self.pos = 0
        self.layout = Layout()
        self.footnote_numbers = footnote_numbers
        self.paragraphs = 0
        self.tables = 0

    def add(self, text: str) -> None:
        self.parts.append(text)
        self.pos += len(text)

    def separate(self, sep: str) -> None:
        if self.pos:
            self.add(sep)

    # --- body -------------------------------------------------------------------------------------
    def blocks(self, children: Iterable[Any], part: str) -> None:
        for child in children:
            tag = child.tag
            if tag == w("p"):
                self.body_paragraph(child, part)
            elif tag == w("tbl"):
                self.tables += 1
                self.table(child, part, self.tables)
            elif tag in (w("sdt"), w("customXml")):
                content = child.find(w("sdtContent")) if tag == w("sdt") else child
                if content is not None:
                    self.blocks(content, part)

    def body_paragraph(self, p: Any, part: str) -> None:
        if not paragraph_has_text(p):
            return
        self.paragraphs += 1
        self.separate(BLOCK_SEP)
        start = self.pos
        self.paragraph(p, part)
        self.layout.blocks.append(Block(start, self.pos, f"paragraph {self.paragraphs}"))

    def table(self, tbl: Any, part: str, number: int) -> None:
        for r, tr in enumerate(tbl.iterfind(w("tr")), start=1):
            for c, tc in enumerate(tr.iterfind(w("tc")), start=1):
                if not any(paragraph_has_text(p) for p in tc.iter(w("p"))):
                    continue
                self.separate(BLOCK_SEP)
                start = self.pos
                self.cell(tc, part)
                self.layout.blocks.append(Block(start, self.pos, f"table {number}, row {r}, cell {c}"))

    def cell(self, tc: Any, part: str) -> None:
        first = True
        for p in _cell_paragraphs(tc):
            if not paragraph_has_text(p):
                continue
            if not first:
                self.add(CELL_PARA_SEP)
            first = False
            self.paragraph(p, part)

    # --- inline -----------------------------------------------------------------------------------
    def paragraph(self, p: Any, part: str) -> None:
        for run in paragraph_runs(p):
            self.run(run, part)

    def run(self, run: Any, part: str) -> None:
        for node in run:
            tag = node.tag
            if tag == w("t"):
                text = node.text or ""
                is_text = True
            elif tag in _RUN_CHAR:
                text, is_text = _RUN_CHAR[tag], False
            elif tag == w("footnoteReference"):
                number = self.footnote_numbers.get(node.get(w("id"), ""))
                if number is None:
                    continue
                text, is_text = f"[^{number}]", False
            else:
                continue
            if not text:
                continue
            start = self.pos
            self.add(text)
            self.layout.segments.append(Segment(start, self.pos, part, run, node, is_text))

    def finish(self) -> Layout:
        self.layout.text = "".join(self.parts)
        return self.layout


def _cell_paragraphs(tc: Any) -> Iterable[Any]:
    """The paragraphs of a cell, nested tables included, in document order."""
    for child in tc:
        if child.tag == w("p"):
            yield child
        elif child.tag == w("tbl"):
            for inner in child.iter(w("tc")):
                yield from _cell_paragraphs(inner)
        elif child.tag == w("sdt"):
            content = child.find(w("sdtContent"))
            if content is not None:
                yield from _cell_paragraphs(content)


def paragraph_runs(p: Any) -> Iterable[Any]:
    """The runs of a paragraph whose text is shown (inside hyperlinks, insertions, fields ...)."""
    for child in p:
        tag = child.tag
        if tag == w("r"):
            yield child
        elif tag in _SKIP_IN_PARAGRAPH or not isinstance(tag, str):
            continue
        else:
            yield from paragraph_runs(child)


def paragraph_has_text(p: Any) -> bool:
    for run in paragraph_runs(p):
        for node in run:
            if node.tag == w("t") and node.text:
                return True
            if node.tag == w("footnoteReference"):
                return True
    return False


def footnote_elements(footnotes_root: Any | None) -> dict[str, Any]:
    """Real footnotes by id (separators left out)."""
    if footnotes_root is None:
        return {}
    out: dict[str, Any] = {}
    for fn in footnotes_root.iterfind(w("footnote")):
        if fn.get(w("type")) in ("separator", "continuationSeparator", "continuationNotice"):
            continue
        fid = fn.get(w("id"))
        if fid is not None:
            out[fid] = fn
    return out


def _starts_with_space(paragraphs: list[Any]) -> bool:
    for p in paragraphs[:1]:
        for run in paragraph_runs(p):
            for node in run:
                if node.tag == w("t") and node.text:
                    return node.text[0].isspace()
                if node.tag in _RUN_CHAR:
                    return True
    return False


def layout(body: Any, footnotes_root: Any | None) -> Layout:
    """Walk a ``w:body`` (and the ``w:footnotes`` root, if any) into shown text, blocks and segments."""
    notes = footnote_elements(footnotes_root)
    numbers: dict[str, int] = {}
    for ref in body.iter(w("footnoteReference")):
        fid = ref.get(w("id"))
        if fid in notes and fid not in numbers:
            numbers[fid] = len(numbers) + 1
    for fid in notes:  # footnotes nobody references still get shown, after the others
        if fid not in numbers:
            numbers[fid] = len(numbers) + 1
    builder = _Builder(numbers)
    builder.blocks((c for c in body if c.tag not in _SKIP_IN_BLOCKS), BODY_PARTNAME)
    for fid, number in sorted(numbers.items(), key=lambda item: item[1]):
        builder.separate(BLOCK_SEP)
        start = builder.pos
        paragraphs = [p for p in notes[fid].iter(w("p")) if paragraph_has_text(p)]
        builder.add(f"[^{number}]:" if _starts_with_space(paragraphs) else f"[^{number}]: ")
        first = True
        for p in paragraphs:
            if not first:
                builder.add(CELL_PARA_SEP)
            first = False
            builder.paragraph(p, FOOTNOTES_PARTNAME)
        builder.layout.blocks.append(Block(start, builder.pos, f"footnote {number}"))
    return builder.finish()

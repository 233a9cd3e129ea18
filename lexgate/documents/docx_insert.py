"""Inserting text into a copy of a .docx at offsets of its shown text, keeping everything else."""

from __future__ import annotations

import bisect
import copy
import zipfile
from pathlib import Path
from typing import Any

from lxml import etree

from lexgate.documents.docx_io import open_docx
from lexgate.documents.docx_layout import BODY_PARTNAME, Segment, w
from lexgate.errors import BadInput

XML_SPACE = "{http://www.w3.org/XML/1998/namespace}space"
# Run properties that must not pass from the citation's run to the inserted text.
_DROP_RPR = frozenset(w(t) for t in ("vertAlign", "rStyle"))


def insert_into_docx(src: Path, expected_text: str, insertions: list[tuple[int, str]], out: Path) -> None:
    """Write ``out``: ``src`` with each text inserted at its offset (a run of its own, after the citation)."""
    package = open_docx(src)
    lay = package.layout()
    if lay.text != expected_text:
        raise BadInput(f"{src}: the document changed since it was read; read it again")
    if not lay.segments:
        raise BadInput(f"{src}: the Word document holds no text to insert into")
    starts = [s.start for s in lay.segments]
    touched: set[str] = set()
    order = sorted(range(len(insertions)), key=lambda i: (insertions[i][0], i), reverse=True)
    for i in order:
        offset, text = insertions[i]
        segment, k = _segment_at(lay.segments, starts, offset)
        _insert(segment, k, text)
        touched.add(segment.part)
    replacements: dict[str, bytes] = {}
    if BODY_PARTNAME in touched:
        replacements[package.document_zipname] = _serialise(package.document_root)
    if "footnotes" in touched and package.footnotes_zipname:
        replacements[package.footnotes_zipname] = _serialise(package.footnotes_root)
    _copy_zip(src, out, replacements)


def _segment_at(segments: list[Segment], starts: list[int], offset: int) -> tuple[Segment, int]:
    """The segment that holds (or ends at) ``offset``, and the position inside it.

    An offset in the separator between two blocks belongs to the end of the block before it.
    """
    i = bisect.bisect_left(starts, offset) - 1  # last segment starting before offset
    if i < 0:
        return segments[0], 0
    seg = segments[i]
    return seg, min(offset - seg.start, seg.end - seg.start)


def _insert(seg: Segment, k: int, text: str) -> None:
    run = seg.run
    node = seg.node
    children = list(run)
    idx = children.index(node)
    length = seg.end - seg.start
    if seg.is_text and 0 < k < length:
        before, after = (node.text or "")[:k], (node.text or "")[k:]
        node.text = before
        node.set(XML_SPACE, "preserve")
        tail_nodes = [_text_node(after), *children[idx + 1 :]]
    elif k == 0:
        tail_nodes = children[idx:]
    else:
        tail_nodes = children[idx + 1 :]
    new_run = _new_run(run, text)
    anchor = run
    if tail_nodes:
        tail_run = etree.Element(w("r"))
        rpr = run.find(w("rPr"))
        if rpr is not None:
            tail_run.append(copy.deepcopy(rpr))
        for n in tail_nodes:
            tail_run.append(n)  # moves the element (a new text node is simply attached)
        run.addnext(tail_run)
        if k == 0 and not _has_content(run):
            # nothing left before the insertion point: put the new run before the tail
            run.addprevious(new_run)
            run.getparent().remove(run)
            return
    else:
        anchor = _outermost_end(run)
    anchor.addnext(new_run)


def _has_content(run: Any) -> bool:
    return any(child.tag != w("rPr") for child in run)


def _outermost_end(run: Any) -> Any:
    """Leave a hyperlink (or similar wrapper) when the run is its last run: the insertion follows it."""
    el = run
    parent = el.getparent()
    while parent is not None and parent.tag in (w("hyperlink"), w("smartTag"), w("ins")):
        if any(sib.tag == w("r") for sib in el.itersiblings()):
            break
        el = parent
        parent = el.getparent()
    return el


def _text_node(text: str) -> Any:
    t = etree.Element(w("t"))
    t.text = text
    t.set(XML_SPACE, "preserve")
    return t


def _new_run(model: Any, text: str) -> Any:
    run = etree.Element(w("r"))
    rpr = model.find(w("rPr"))
    if rpr is not None:
        rpr = copy.deepcopy(rpr)
        for child in list(rpr):
            if child.tag in _DROP_RPR:
                rpr.remove(child)
        if len(rpr):
            run.append(rpr)
    run.append(_text_node(text))
    return run


def _serialise(root: Any) -> bytes:
    data: bytes = etree.tostring(root, xml_declaration=True, encoding="UTF-8", standalone=True)
    return data


def _copy_zip(src: Path, out: Path, replacements: dict[str, bytes]) -> None:
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            data = replacements.get(info.filename)
            zout.writestr(info, data if data is not None else zin.read(info.filename))

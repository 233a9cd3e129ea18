"""Read articles out of a Fedlex HTML manifestation.

Shape (as served from the Fedlex filestore)::

    <article id="art_41">
      <h6 class="heading"><a href="#art_41"><b>Art. 41</b> Randtitel</a><sup><a href="#fn-1">1</a></sup></h6>
      <div class="collapseable">
        <p class="absatz"><sup>1</sup> Text ...:</p>
        <dl><dt>a.</dt><dd>letter text<dl><dt>1.</dt><dd>number text</dd></dl></dd></dl>
        <div class="footnotes">...</div>
      </div>
    </article>

Article ``6a`` has the id ``art_6_a``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from lexgate.sources.live.html_tree import Node, parse_html

_ART = re.compile(r"^(\d+)\s*([a-z]+)?$", re.IGNORECASE)
_NUMBERED = re.compile(r"^(\d+[a-z]*)\.?$", re.IGNORECASE)


@dataclass(slots=True)
class Paragraph:
    number: str  # "1", "1bis", "" for an unnumbered paragraph
    text: str
    letters: dict[str, str] = field(default_factory=dict)  # "a" -> text (numbers inlined)
    numbers: dict[str, dict[str, str]] = field(default_factory=dict)  # "a" -> {"1": text}

    def full_text(self) -> str:
        lines = [self.text] if self.text else []
        lines += [f"{k}. {v}" for k, v in self.letters.items()]
        return "\n".join(lines)


@dataclass(slots=True)
class Article:
    id: str
    heading: str
    paragraphs: list[Paragraph]

    def text(self) -> str:
        return "\n".join(p.full_text() for p in self.paragraphs)


def article_ids(article: str) -> list[str]:
    """Candidate element ids for an article number: ``41`` -> ``art_41``; ``6a`` -> ``art_6_a``."""
    raw = article.strip().replace(" ", "")
    match = _ART.match(raw)
    cands = []
    if match and match.group(2):
        cands.append(f"art_{match.group(1)}_{match.group(2).lower()}")
    cands.append(f"art_{raw}")
    return list(dict.fromkeys(cands))


def _is_footnote_ref(node: Node) -> bool:
    return node.tag == "sup" and any(a.attrs.get("href", "").startswith("#fn") for a in node.find_all("a"))


def _prune(node: Node) -> None:
    """Drop footnote call-outs and footnote blocks (they are not the law's text)."""
    kept: list[Node | str] = []
    for child in node.children:
        if isinstance(child, Node):
            if _is_footnote_ref(child) or "footnotes" in child.classes:
                continue
            _prune(child)
        kept.append(child)
    node.children = kept


def _dl_items(dl: Node) -> list[tuple[str, Node]]:
    items: list[tuple[str, Node]] = []
    label = ""
    for child in dl.children:
        if not isinstance(child, Node):
            continue
        if child.tag == "dt":
            label = child.text().strip().rstrip(".")
        elif child.tag == "dd":
            items.append((label, child))
            label = ""
    return items


def _letters(dl: Node, para: Paragraph) -> None:
    for label, dd in _dl_items(dl):
        nested = [c for c in dd.children if isinstance(c, Node) and c.tag == "dl"]
        own = Node("dd", {}, None)
        own.children = [c for c in dd.children if not (isinstance(c, Node) and c.tag == "dl")]
        text = own.text()
        numbers: dict[str, str] = {}
        for sub in nested:
            for num, sub_dd in _dl_items(sub):
                numbers[num] = sub_dd.text()
        if numbers:
            text = " ".join([text, *(f"{k}. {v}" for k, v in numbers.items())]).strip()
            para.numbers[label] = numbers
        para.letters[label] = text


def _paragraph(p: Node) -> Paragraph:
    number = ""
    first = next((c for c in p.children if not (isinstance(c, str) and not c.strip())), None)
    if isinstance(first, Node) and first.tag == "sup":
        match = _NUMBERED.match(first.text())
        if match:
            number = match.group(1)
            p.children.remove(first)
    return Paragraph(number, p.text())


def _walk(node: Node, paras: list[Paragraph]) -> None:
    for child in node.children:
        if not isinstance(child, Node):
            if child.strip() and paras:
                paras[-1].text = f"{paras[-1].text} {child.strip()}".strip()
            continue
        if child.tag == "p":
            paras.append(_paragraph(child))
        elif child.tag == "dl":
            if not paras:
                paras.append(Paragraph("", ""))
            _letters(child, paras[-1])
        elif child.tag in ("div", "section", "span", "blockquote"):
            _walk(child, paras)
        elif child.tag == "table":
            paras.append(Paragraph("", child.text()))


def parse_article(node: Node) -> Article:
    _prune(node)
    heading_node = node.find("h6") or node.find("h5") or node.find("h4")
    heading = heading_node.text() if heading_node else ""
    paras: list[Paragraph] = []
    body = node.find("div", cls="collapseable") or node
    _walk(body, paras)
    paras = [p for p in paras if p.text or p.letters]
    return Article(node.id, heading, paras)


def articles_in(root: Node) -> list[Node]:
    return [a for a in root.find_all("article") if a.id.startswith("art_")]


_ARTICLE_TAG = re.compile(r"""<article\b[^>]*\bid\s*=\s*["'](art_[^"']+)["']""", re.IGNORECASE)
_ARTICLE_END = re.compile(r"</article\s*>", re.IGNORECASE)


def index_articles(html: str) -> list[tuple[str, int, int]]:
    """(id, start, end) of each ``<article id="art_...">`` in document order, found without parsing
    the whole act (Fedlex manifestations are megabytes; a citation needs one or a few articles)."""
    out = []
    for match in _ARTICLE_TAG.finditer(html):
        end = _ARTICLE_END.search(html, match.end())
        out.append((match.group(1), match.start(), end.end() if end else len(html)))
    return out


def article_from(html: str, start: int, end: int) -> Article:
    """Parse one article from its slice of the manifestation."""
    node = parse_html(html[start:end]).find("article")
    return parse_article(node) if node is not None else Article("", "", [])

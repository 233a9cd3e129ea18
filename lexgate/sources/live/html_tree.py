"""A tiny, forgiving HTML tree on top of the stdlib ``html.parser`` (no extra dependency).

Enough for the connectors: find elements by tag / id / class, read their text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from html.parser import HTMLParser

VOID = frozenset(
    {
        "area",
        "base",
        "br",
        "col",
        "embed",
        "hr",
        "img",
        "input",
        "link",
        "meta",
        "param",
        "source",
        "track",
        "wbr",
    }
)
SKIP = frozenset({"script", "style", "noscript", "template"})
BLOCK = frozenset(
    {
        "p",
        "div",
        "li",
        "dd",
        "dt",
        "dl",
        "ul",
        "ol",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "br",
        "tr",
        "table",
        "article",
        "section",
    }
)
_WS = re.compile(r"[ \t\r\f\v\u00a0]+")


class Node:
    __slots__ = ("attrs", "children", "parent", "tag")

    def __init__(self, tag: str, attrs: dict[str, str], parent: Node | None) -> None:
        self.tag = tag
        self.attrs = attrs
        self.parent = parent
        self.children: list[Node | str] = []

    @property
    def id(self) -> str:
        return self.attrs.get("id", "")

    @property
    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())

    def iter(self) -> Iterator[Node]:
        """This node and all descendants, in document order."""
        stack: list[Node] = [self]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed([c for c in node.children if isinstance(c, Node)]))

    def find_all(
        self, tag: str | None = None, *, cls: str | None = None, id: str | None = None
    ) -> list[Node]:
        out = []
        for node in self.iter():
            if node is self:
                continue
            if tag is not None and node.tag != tag:
                continue
            if cls is not None and cls not in node.classes:
                continue
            if id is not None and node.id != id:
                continue
            out.append(node)
        return out

    def find(self, tag: str | None = None, *, cls: str | None = None, id: str | None = None) -> Node | None:
        found = self.find_all(tag, cls=cls, id=id)
        return found[0] if found else None

    def raw_text(self) -> str:
        parts: list[str] = []
        self._collect(parts)
        return "".join(parts)

    def _collect(self, parts: list[str]) -> None:
        for child in self.children:
            if isinstance(child, str):
                parts.append(child)
            else:
                block = child.tag in BLOCK
                if block:
                    parts.append("\n")
                child._collect(parts)
                if block:
                    parts.append("\n")

    def text(self, *, keep_lines: bool = False) -> str:
        """Text with whitespace collapsed; block elements become line breaks when ``keep_lines``."""
        raw = self.raw_text()
        lines = [_WS.sub(" ", line).strip() for line in raw.split("\n")]
        lines = [line for line in lines if line]
        return "\n".join(lines) if keep_lines else " ".join(lines)


class _Builder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#root", {}, None)
        self.cur = self.root
        self.skip_depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.skip_depth:
            if tag in SKIP:
                self.skip_depth += 1
            return
        if tag in SKIP:
            self.skip_depth = 1
            return
        node = Node(tag, {k: (v or "") for k, v in attrs}, self.cur)
        self.cur.children.append(node)
        if tag not in VOID:
            self.cur = node

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.skip_depth:
            return
        self.cur.children.append(Node(tag, {k: (v or "") for k, v in attrs}, self.cur))

    def handle_endtag(self, tag: str) -> None:
        if self.skip_depth:
            if tag in SKIP:
                self.skip_depth -= 1
            return
        node: Node | None = self.cur
        while node is not None and node is not self.root and node.tag != tag:
            node = node.parent
        if node is not None and node is not self.root and node.parent is not None:
            self.cur = node.parent

    def handle_data(self, data: str) -> None:
        if not self.skip_depth:
            self.cur.children.append(data)


def parse_html(text: str) -> Node:
    builder = _Builder()
    builder.feed(text)
    builder.close()
    return builder.root

"""Doctrine: the open Onlinekommentar (``doctrine-structured``: lexgate can query it) and every other
commentary or textbook (``doctrine-informal``: BSK, BK, ZK, CR, CHK, OFK, ``GAUCH/SCHLUEP/SCHMID, OR AT,
N 865``).  An article named inside a doctrine reference belongs to it: statute citations that the
extractor found inside the span are removed."""

from __future__ import annotations

import re
from typing import Any

from lexgate.citations import canonical as C
from lexgate.citations import patterns as P
from lexgate.citations import tables as T
from lexgate.citations.acts import lookup_act
from lexgate.citations.context import Ctx, boundary_before
from lexgate.citations.model import Citation

_WORD = re.compile(r"[^\s/]+")
_WORD_BEFORE = re.compile(r"(\w+)['’ \u00a0]*\Z")
DOCTRINE_REACH = 200  # how far back an author may stand before the margin number "N 865"
_ACT_IN_WORK = re.compile(r"\b([A-ZÄÖÜ][A-Za-zÄÖÜäöü]{1,8})\b")
_ART_IN_WORK = re.compile(
    rf"(?:Art\.|art\.){P.S0}(?P<art>{P.ARTNUM})(?:{P.S1}{P._NOT_MARGIN}(?P<act>{P.ACT_TOKEN}))?"
)


def _absorb(ctx: Ctx, start: int) -> None:
    """Drop statute citations already emitted inside a doctrine span that starts at ``start``."""
    while ctx.out and ctx.out[-1].start >= start and ctx.out[-1].cls in ("statute", "it-statute"):
        ctx.out.pop()


def _act_key(token: str | None, lang: str) -> tuple[str | None, str | None]:
    if not token:
        return None, None
    info = lookup_act(token.rstrip("."), lang) or lookup_act(token, lang)
    return (info.key, info.abbr) if info else (None, None)


def _informal(ctx: Ctx, start: int, end: int, fields: dict[str, Any]) -> int:
    _absorb(ctx, start)
    text = ctx.text[start:end]
    ctx.add(start, end, "doctrine-informal", "CH", fields, C.doctrine(text))
    return end


def handle_commentary(ctx: Ctx, pos: int) -> int | None:
    """``BSK OR I-Wiegand, Art. 97 N 3``, ``BK-Kramer, Art. 18 OR N 12``, ``CR CO I-Thévenoz, art. 97 N 12``."""
    text = ctx.text
    if not boundary_before(text, pos):
        return None
    m = P.COMMENTARY.match(text, pos)
    if m is None or not (m.group("art") or m.group("margin")):
        return handle_treatise(ctx, pos)
    fields: dict[str, Any] = {
        "author": m.group("author"),
        "work": " ".join(filter(None, (m.group("series"), m.group("cact")))),
    }
    if m.group("art"):
        fields["article"] = m.group("art")
        _key, abbr = _act_key(m.group("aact") or (m.group("cact") or "").split(" ")[0], ctx.lang)
        if abbr:
            fields["act"] = abbr
    if m.group("margin"):
        fields["margin"] = m.group("margin")
    return _informal(ctx, pos, m.end(), fields)


def handle_online(ctx: Ctx, pos: int) -> int | None:
    """Onlinekommentar references: ``OK-Müller, Art. 97 OR, N 12``; ``Onlinekommentar zu Art. 97 OR, N 12``."""
    text = ctx.text
    if not boundary_before(text, pos) and not text.startswith("onlinekommentar", pos):
        return None
    m = P.ONLINE_COMMENTARY_RE.match(text, pos)
    if m is None or not m.group("art"):
        return None
    author = m.group("author") or m.group("author2") or m.group("author3")
    key, abbr = _act_key(m.group("aact"), ctx.lang)
    end = m.end()
    if key is None and m.group("aact"):  # the token after the article was not an act
        end = m.start("aact")
        while end > pos and text[end - 1] in " ,\u00a0":
            end -= 1
    before = P.AUTHOR_IN_BEFORE.search(text, max(ctx.floor, pos - 60), pos)
    start = pos
    if before is not None:
        author = author or before.group("author")
        start = before.start()
    _absorb(ctx, start)
    pos = start
    fields: dict[str, Any] = {"work": "Onlinekommentar", "article": m.group("art")}
    if author:
        fields["author"] = author
    if abbr:
        fields["act"] = abbr
    margin = m.group("margin")
    if margin:
        fields["margin"] = margin
    if key is None:
        ctx.add(pos, end, "doctrine-informal", "CH", fields, C.doctrine(text[pos:end]))
        return end
    canonical = C.ch_commentary(key, m.group("art"), margin.split()[0] if margin else None)
    ctx.add(pos, end, "doctrine-structured", "CH", fields, canonical)
    return end


# "STRATENWERTH, Strafrecht AT I, § 9 n. 103": a margin number after a section of the work
SECTION_BEFORE = re.compile(r"§[ \u00a0]?\d{1,4}[a-z]?[ \u00a0]\Z")


def handle_page(ctx: Ctx, pos: int) -> int | None:
    """``ENGEL, Traité des obligations, 2e éd. 1997, p. 450`` / ``..., n. 1200``: only after ``", "``,
    or after a section of the work (``..., § 9 n. 103``)."""
    if ctx.text[pos - 2 : pos] != ", " and not SECTION_BEFORE.search(ctx.text, max(0, pos - 10), pos):
        return None
    return handle_margin(ctx, pos)


_ROMAN = re.compile(r"[IVXLC]{1,6}")


def handle_margin(ctx: Ctx, pos: int) -> int | None:
    """``AUTHOR[/AUTHOR], Title, N 865``: found from its margin number, looking back for the author."""
    text = ctx.text
    if not boundary_before(text, pos):
        return None
    mm = P.MARGIN_AT.match(text, pos) or P.PAGE_AT.match(text, pos)
    if mm is None:
        return None
    floor, title = _search_floor(ctx, pos)
    lo = max(floor, pos - DOCTRINE_REACH)
    m = _informal_doctrine(text, lo, pos)
    if m is not None and _ROMAN.fullmatch(m.group("author") or ""):
        m = None  # "Bianca, Diritto civile, III, p. 45": a volume in capitals is no author
    if m is not None:
        work = m.group("work").strip(" ,")
        author = m.group("author") or m.group("author_in")
    elif (mm.re is P.MARGIN_AT and text[mm.end() : mm.end() + 1] != "/") or (
        mm.re is P.PAGE_AT and text[pos] == "p"  # "Bianca, Diritto civile, p. 587" (not German "S.")
    ):
        m = _single_author(text, lo, pos)
        if m is None:
            return None
        work, author = m.group("work").strip(" ,"), m.group("author")
        if m.group("art"):
            work = f"{work}, {m.group('art')}"
    else:
        return None
    if not work or work[0].isdigit() or lookup_act(author) is not None:
        return None  # "ZGB, in ...": an act is no author
    if any(c.start < m.start() < c.end for c in ctx.out[-8:]):
        return None  # the author would start inside a citation
    fields: dict[str, Any] = {"author": author, "work": work}
    a = _ART_IN_WORK.search(work)
    if a:
        fields["article"] = a.group("art")
        _key, abbr = _act_key(a.group("act"), ctx.lang)
        if abbr:
            fields["act"] = abbr
    fields["margin"] = mm.group("margin")
    end = article_of_margin(ctx, mm.end(), fields)
    if title is not None and m.start() <= title.start:
        ctx.out.remove(title)  # "Rossi, Commentario al CO" was the start of this reference
    return _informal(ctx, m.start(), end, fields)


def _search_floor(ctx: Ctx, pos: int) -> tuple[int, Citation | None]:
    """Where the author of a margin number at ``pos`` may start: after the last citation that is not a
    statute (statutes inside the reference are absorbed), or at the start of a title-only reference
    (``Rossi, Commentario al CO``) that the margin number completes."""
    last_end = ctx.out[-1].end if ctx.out else 0
    base = ctx.floor if ctx.floor > last_end else 0  # a span consumed without a citation bounds the search
    for cit in reversed(ctx.out):
        if cit.cls in ("statute", "it-statute"):
            continue
        gap = ctx.text[cit.end : pos]
        if (
            cit.cls == "doctrine-informal"
            and "margin" not in cit.fields
            and not cit.short_form
            and not any(c in gap for c in ";\n()")
        ):
            return max(base, cit.start), cit
        return max(base, cit.end), None
    return base, None


def _single_author(text: str, lo: int, pos: int) -> re.Match[str] | None:
    """``Huguenin, Obligationenrecht, N 1012``: one capitalised author, title segments with capitals; the
    author is no sentence word and the title no address (``Rossi, Via Roma, n. 3``)."""
    while lo < pos:
        m = P.SINGLE_AUTHOR_DOCTRINE.search(text, lo, pos)
        if m is None:
            return None
        first = m.group("work").split(None, 1)[0].rstrip(".,")
        before = _WORD_BEFORE.search(text, max(0, m.start() - 20), m.start())
        if (
            m.group("author") not in T.AUTHOR_STOPWORDS
            and first not in T.NON_TITLE_WORDS
            and (before is None or before.group(1).lower() not in T.NOUN_DETERMINERS)
        ):
            return m
        lo = m.start() + 1
    return None


def margin_after_article(ctx: Ctx, pos: int, body_start: int, body_end: int) -> int | None:
    """``BERNASCONI/GIUDICELLI, Commentario pratico al CPP, art. 113 n. 3``: the statute grammar read
    ``n. 3`` as a number pinpoint of a bare article; when an author and title stand right before the
    article, the whole is one doctrine reference.  Returns its end, or None."""
    text = ctx.text
    if not text[max(ctx.floor, pos - 3) : pos].rstrip(" \u00a0").endswith(","):
        return None
    margin = P.MARGIN_IN_BODY.search(text, body_start, body_end)
    if margin is None:
        return None
    return handle_margin(ctx, margin.start())


def article_of_margin(ctx: Ctx, end: int, fields: dict[str, Any]) -> int:
    """Extend a doctrine span over ``zu Art. 3a ArG`` / ``ad art. 42 LTF`` (the commented article)."""
    a = P.ARTICLE_OF_MARGIN.match(ctx.text, end)
    if a is None:
        return end
    fields.setdefault("article", a.group("art"))
    if a.group("act"):
        _key, abbr = _act_key(a.group("act"), ctx.lang)
        if abbr:
            fields.setdefault("act", abbr)
            return a.end()
        return a.end("art")
    return a.end()


def _informal_doctrine(text: str, lo: int, end: int) -> re.Match[str] | None:
    """``P.INFORMAL_DOCTRINE.search(text, lo, end)``, started after the last character in ``text[lo:end]``
    that no match of it can hold (``P.INFORMAL_DOCTRINE_STOPS``): the same leftmost match, without trying
    every start before it (its lookbehind still sees the text before the start)."""
    start = lo
    for stop in P.INFORMAL_DOCTRINE_STOPS:
        start = max(start, text.rfind(stop, lo, end) + 1)
    return P.INFORMAL_DOCTRINE.search(text, start, end)


def informal_before(ctx: Ctx, pos: int, end: int) -> bool:
    """Emit ``AUTHOR, Title, N 3 zu Art. 8 ZGB`` ending at ``end`` when an author stands before ``pos``."""
    text = ctx.text
    lo = max(ctx.floor, pos - DOCTRINE_REACH)
    margin = P.MARGIN_BEFORE_ARTICLE.search(text, max(lo, pos - 24), pos)
    cut = margin.start() if margin is not None else pos
    m = _informal_doctrine(text, lo, cut)
    if m is None:
        return False
    work = m.group("work").strip(" ,")
    fields: dict[str, Any] = {"author": m.group("author") or m.group("author_in"), "work": work}
    a = _ART_IN_WORK.match(text, pos)
    if a:
        fields["article"] = a.group("art")
        _key, abbr = _act_key(a.group("act"), ctx.lang)
        if abbr:
            fields["act"] = abbr
    mm = P.MARGIN_AT.match(text, cut)
    if mm:
        fields["margin"] = mm.group("margin")
    _informal(ctx, m.start(), end, fields)
    return True


def handle_treatise(ctx: Ctx, pos: int) -> int | None:
    """``Galgano, Trattato di diritto civile``, ``Tercier, Le droit des obligations``-style references
    without margin number: an author and a comma right before a treatise word whose title names a legal
    subject (``tables.TREATISE_SUBJECTS``).  Doctrine-informal (the verifier skips it, but it is found)."""
    text = ctx.text
    if not boundary_before(text, pos):
        return None
    m = P.TREATISE.match(text, pos)
    if m is None or not P.TREATISE_SUBJECT.search(m.group("work")):
        return None
    lo = max(ctx.floor, pos - 80)
    a = P.AUTHOR_BEFORE_TREATISE.search(text, lo, pos)
    if a is None:
        return None
    start, author = _author(a.start("author"), a.group("author"))
    if not author:
        return None
    fields: dict[str, Any] = {"author": author, "work": m.group("work").strip()}
    return _informal(ctx, start, m.end(), fields)


def _author(start: int, author: str) -> tuple[int, str]:
    """Drop sentence words before the author ("Voir Tercier" -> "Tercier"); "" when a sentence word
    (``tables.AUTHOR_STOPWORDS``) remains in it."""
    for w in _WORD.finditer(author):
        if w.group().rstrip(".") not in T.AUTHOR_STOPWORDS:
            start, author = start + w.start(), author[w.start() :]
            break
    else:
        return start, ""
    if any(w.group().rstrip(".") in T.AUTHOR_STOPWORDS for w in _WORD.finditer(author)):
        return start, ""
    return start, author

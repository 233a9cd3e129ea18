"""Statute citations: ``Art. 41 Abs. 1 OR``, ``art. 41 al. 1 CO``, ``Art. 41(1) CO``, ``Article 97 para. 1
CO``, lists and ranges, ``art. 1453, comma 1, c.c.``, ``art. 13 d.lgs. 196/2003``, ``art. 6 GDPR``.

One regex match (``patterns.statute_regex``) covers the keyword, the body (articles, pinpoints, ranges,
lists) and the act; the body is then tokenised to split lists into one citation per article.  Without an
act the citation is a short form continuing the previous statute (``Art. 42`` after ``Art. 41 OR``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from lexgate.citations import canonical as C
from lexgate.citations import patterns as P
from lexgate.citations import tables as T
from lexgate.citations.acts import (
    ActInfo,
    act_by_sr,
    act_by_title,
    long_names,
    lookup_act,
    numbered_paragraph_acts,
)
from lexgate.citations.context import Ctx, boundary_before
from lexgate.citations.jurisdiction import (
    ALTERNATIVE_LANGS,
    ALTERNATIVES_IN_EVERY_LANG,
    AMBIGUOUS_ACTS,
    AMBIGUOUS_LONG_NAMES,
    pinpoint_jurisdiction,
)
from lexgate.citations.model import Citation
from lexgate.citations.tables import (
    CANTON_CODES,
    FOLLOWING,
    ITALIAN_ORDINAL_COMMA,
    MONTHS,
    ORDINALS,
    SENTENCE_ORDINALS,
)
from lexgate.citations.unknown_acts import unknown_act

SHORT_FORM_REACH = 1200
_MARGIN_LINKS = (
    "zu",
    "ad",
    "'",
    "’",
    "on",
    "to",
)  # "N. 4 zu Art. 15", "n. 58 ad art. 42", "n. 3 all'art. 8"  # a bare "Art. 42" continues a statute cited at most this many characters before
_ORD_ALT = "|".join(sorted(ORDINALS, key=len, reverse=True))
_ORD_SPLIT = re.compile(r"^(\d+[a-z]?)[\s-]?(" + _ORD_ALT + r")((?:[\s-](?:" + _ORD_ALT + r"))?(?:\.\d+)?)$")
_CANTON_SUFFIX = re.compile(r"/([A-Z]{2})(?![\w])")
_TRAILING_NUM = re.compile(r"^(.*?)[ \u00a0](\d{1,2})$")


@lru_cache(maxsize=1)
def statute_re() -> re.Pattern[str]:
    return P.statute_regex(long_names())


@dataclass(slots=True)
class Element:
    start: int
    end: int
    article: str
    article_to: str | None = None
    paragraph: str | None = None
    letter: str | None = None
    number: str | None = None
    comma: str | None = None
    following: str | None = None
    sentence: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)


def _art(value: str) -> str:
    """``2043 bis`` / ``2043bis`` -> ``2043bis`` (Swiss style; ``1er`` -> ``1``); Italian callers add the hyphen."""
    if value.isalnum():
        return "1" if value == "1er" else value
    return re.sub(r"[\s\u00a0-]+", "", value)


def _it_art(value: str) -> str:
    if value.isdigit():
        return value  # what follows for it too: _ORD_SPLIT needs an ordinal word, _art keeps digits
    m = _ORD_SPLIT.match(value.replace("\u00a0", " "))
    return f"{m.group(1)}-{m.group(2)}{(m.group(3) or '').replace(' ', '-')}" if m else _art(value)


_LOWER = frozenset("abcdefghijklmnopqrstuvwxyz")


def _plain_body(body: str) -> tuple[str, str | None, str | None] | None:
    """``(article, paragraph, letter)`` of the commonest bodies, split at single spaces without a regex:
    ``41 Abs. 1``, ``41 Abs. 1 lit. a``, ``41 lit. a``; None for any other body.  Gives exactly what
    ``P.SIMPLE_BODY`` gives for them (checked word by word when the tables load: ``_plain_words``)."""
    parts = body.split(" ")
    n = len(parts)
    if n != 3 and n != 5:
        return None
    art = parts[0]
    if not (art.isdecimal() and len(art) <= 4):
        return None
    para_words, letter_words = _plain_words()
    if n == 3:
        word, value = parts[1], parts[2]
        if word in para_words and value.isdecimal() and len(value) <= 3:
            return art, value, None
        if word in letter_words and value in _LOWER:
            return art, None, value
        return None
    if (
        parts[1] in para_words
        and parts[2].isdecimal()
        and len(parts[2]) <= 3
        and parts[3] in letter_words
        and parts[4] in _LOWER
    ):
        return art, parts[2], parts[4]
    return None


@lru_cache(maxsize=1)
def _plain_words() -> tuple[frozenset[str], frozenset[str]]:
    """The paragraph and letter words ``_plain_body`` may read: those of the tables (single words) for
    which ``P.SIMPLE_BODY`` parses the sample bodies exactly as ``_plain_body`` does."""

    def same(body: str, want: tuple[str, str | None, str | None]) -> bool:
        m = P.SIMPLE_BODY.fullmatch(body)
        if m is None:
            return False
        got = (m.group("art"), m.group("para"), m.group("let"))
        others = (m.group("ppara"), m.group("num"), m.group("comma"), m.group("follow"))
        return got == want and others == (None, None, None, None)

    paras = frozenset(
        w
        for w in T.PARAGRAPH_WORDS
        if " " not in w and all(same(f"{a} {w} 12", (a, "12", None)) for a in ("7", "1234"))
    )
    letters = frozenset(
        w
        for w in T.LETTER_WORDS
        if " " not in w and same(f"12 {w} z", ("12", None, "z")) and same(f"3 al. 2 {w} b", ("3", "2", "b"))
    )
    return paras, letters


def _elements(text: str, body_start: int, body_end: int, first_start: int) -> list[Element]:
    body = text[body_start:body_end]
    if body.isdigit() or (body[:-1].isdigit() and body[-1:].isalpha() and body[-1:].islower()):
        return [Element(first_start, body_end, body)]  # fast path: "Art. 41 OR", "Art. 6a ZGB"
    plain = _plain_body(body)
    if plain is not None:  # fastest path: "41 Abs. 1", "41 Abs. 1 lit. a", "41 lit. a"
        return [Element(first_start, body_end, plain[0], paragraph=plain[1], letter=plain[2])]
    s = (
        None
        if P.NOT_SIMPLE.search(body)
        else P.SIMPLE_BODY.fullmatch(text, body_start, min(len(text), body_end))
    )
    if s is not None:  # fast path: one article with the usual pinpoints
        g = s.group
        let = g("let")
        follow = g("follow")
        return [
            Element(
                first_start,
                body_end,
                g("art"),
                paragraph=g("para") or g("ppara"),
                letter=let.rstrip(") \u00a0") if let else None,
                number=g("num"),
                comma=g("comma"),
                following=FOLLOWING.get(follow, "f") if follow else None,
            )
        ]
    elements: list[Element] = []
    cur: Element | None = None
    pending_start: int | None = None
    last_kind = ""
    last_pin = ""
    conn = ""
    plural_comma = False
    stop = min(len(text), body_end + 2)
    tokens = [t for t in P.BODY_TOKENS.finditer(text, body_start, stop) if t.start() < body_end]
    if tokens and tokens[0].group("art") is None:
        # the first number was read as a sentence pinpoint ("5 Satz" in "Art. 5 Satz 2"): it is the article
        first = P.FIRST_ARTICLE.match(text, body_start)
        if first is not None:
            cur = Element(first_start, first.end(), first.group("art"), article_to=first.group("art_to"))
            elements.append(cur)
            last_kind = "art"
            tokens = [t for t in P.BODY_TOKENS.finditer(text, first.end(), stop) if t.start() < body_end]
    for k, m in enumerate(tokens):
        kind = m.lastgroup or ""
        g = m.group
        if g("kw") is not None:
            pending_start = m.start()
            last_kind = "kw"
            continue
        if g("art") is not None:
            value = g("art")
            nxt = None
            for t in tokens[k + 1 : k + 4]:  # the next token that is not a connector
                if t.group("conn") is None:
                    nxt = t
                    break
            next_is_pin = nxt is not None and (
                (last_pin == "para" and (nxt.group("para") is not None or nxt.group("ppara") is not None))
                or (
                    last_pin == "comma"
                    and any(nxt.group(k) is not None for k in ("comma", "ocomma", "ocomma2"))
                )
                or (last_pin == "num" and nxt.group("num") is not None)
            )
            if (
                cur is not None
                and last_kind == "conn"
                and conn in P.LIST_CONNECTORS
                and last_pin == "sent"
                and len(value) <= 2
                and not next_is_pin
            ):
                cur.end = m.end()  # "Satz 1 und 2": more sentences of the same paragraph
                last_kind = "pin"
                continue
            if (
                cur is not None
                and last_kind == "conn"
                and conn in P.LIST_CONNECTORS
                and (last_pin in ("para", "num") or (last_pin == "comma" and plural_comma))
                and len(value.split("-")[0]) <= 2
                and not next_is_pin
            ):
                # "Abs. 1 und 2": one more citation of the same article, with the next paragraph
                cur = Element(
                    m.start(),
                    m.end(),
                    cur.article,
                    paragraph=cur.paragraph,
                    letter=None,
                    number=cur.number,
                    comma=cur.comma,
                )
                if last_pin == "para":
                    cur.paragraph = value
                elif last_pin == "num":
                    cur.number = value
                else:
                    cur.comma = value
                elements.append(cur)
                last_kind = "pin"
                continue
            start = (
                first_start if cur is None else (pending_start if pending_start is not None else m.start())
            )
            cur = Element(start, m.end(), value, article_to=g("art_to"))
            elements.append(cur)
            last_kind, last_pin, pending_start = "art", "", None
            continue
        if cur is None:
            continue
        if g("conn") is not None:
            last_kind = "conn"
            conn = g("conn")
            pending_start = None
            continue
        if kind == "range_to" or g("range") is not None:
            to = g("range_to")
            if last_pin == "let":
                cur.extra["letter_to"] = to
            elif last_pin in ("para", "num", "comma"):
                cur.extra[f"{last_pin}_to"] = to
            elif to and to[0].isdigit():
                cur.article_to = to
            cur.end = m.end()
            last_kind = "pin"
            continue
        # a pinpoint token
        if (g("para") is not None or g("ppara") is not None) and last_kind == "conn" and cur.paragraph:
            # "Art. 105 Abs. 1 lit. f i.V.m. Abs. 2 StPO", "Art. 97(1) and (2) CO": another paragraph of
            # the same article
            cur = Element(m.start(), m.end(), cur.article, paragraph=g("para") or g("ppara"))
            if g("plet"):
                cur.letter = g("plet")
            elements.append(cur)
            last_kind, last_pin = "pin", "para"
            continue
        if g("para") is not None or g("ppara") is not None:
            cur.paragraph = cur.paragraph or (g("para") or g("ppara"))
            if g("plet"):
                cur.letter = cur.letter or g("plet")
            last_pin = "para"
        elif g("let") is not None:
            cur.letter = cur.letter or g("let").rstrip(") \u00a0")
            last_pin = "let"
            if g("letmore"):
                # "lit. a und b": one more citation of the same article and paragraph per letter
                base, cur.end = cur, m.start("letmore")
                for lm in P.LETTER_LIST_ONE.finditer(text, m.start("letmore"), m.end("letmore")):
                    cur = Element(
                        lm.start(1),
                        lm.end(),
                        base.article,
                        paragraph=base.paragraph,
                        letter=lm.group(1),
                        number=base.number,
                        comma=base.comma,
                    )
                    elements.append(cur)
                last_kind = "pin"
                continue
        elif g("num") is not None:
            cur.number = cur.number or g("num")
            last_pin = "num"
        elif g("comma") is not None or g("ocomma") is not None or g("ocomma2") is not None:
            plural_comma = m.group(0).startswith("commi")
            value = g("comma") or ITALIAN_ORDINAL_COMMA.get(g("ocomma") or g("ocomma2") or "", "")
            cur.comma = cur.comma or value
            last_pin = "comma"
        elif g("sent") is not None or g("sent2") is not None or g("osent") is not None:
            cur.sentence = g("sent") or g("sent2") or SENTENCE_ORDINALS[g("osent")]
            last_pin = "sent"
        elif g("part") is not None:
            cur.extra["part"] = g("part")
            last_pin = "part"
        elif g("follow") is not None:
            cur.following = FOLLOWING.get(g("follow"), "f")
            last_pin = "follow"
        cur.end = m.end()
        last_kind = "pin"
    return elements


def _resolve_act_token(token: str, lang: str) -> tuple[ActInfo | None, int]:
    """The act named by ``token`` and how many characters of it belong to the act."""
    info = lookup_act(token, lang)
    if info:
        return info, len(token)
    if token.endswith("."):
        info = lookup_act(token[:-1], lang)
        if info:
            return info, len(token) - 1
    m = _TRAILING_NUM.match(token)
    if m:
        head = m.group(1)
        info = lookup_act(head, lang) or (lookup_act(head[:-1], lang) if head.endswith(".") else None)
        if info:
            return info, len(head) if lookup_act(head, lang) else len(head) - 1
    return None, 0


def _swiss_fields(info: ActInfo, el: Element) -> tuple[dict[str, Any], str]:
    if el.number and not el.paragraph and info.key in numbered_paragraph_acts():
        el.paragraph, el.number = el.number, None  # EMRK: "Art. 6 Ziff. 1" is paragraph 1
    article = el.article
    if not article.isalnum():
        article = _art(article)
    elif article == "1er":
        article = "1"
    fields: dict[str, Any] = (
        {"act": info.abbr_de, "sr": info.sr, "article": article}
        if info.sr
        else {"act": info.abbr_de, "article": article}
    )
    paragraph = el.paragraph or el.comma
    letter, number = el.letter, el.number
    if paragraph:
        fields["paragraph"] = paragraph
    if letter:
        fields["letter"] = letter
    if number:
        fields["number"] = number
    article_to = None
    if el.article_to:
        fields["article_to"] = article_to = _art(el.article_to)
    if el.following:
        fields["following"] = el.following
    if el.sentence:
        fields["sentence"] = el.sentence
    canonical = C.ch_statute(
        info.key, article, paragraph, letter, number, article_to=article_to, following=el.following
    )
    return fields, canonical


def _it_fields(act: str, key: str, el: Element) -> tuple[dict[str, Any], str]:
    article = _it_art(el.article)
    fields: dict[str, Any] = {"act": act, "article": article}
    comma = el.comma or el.paragraph
    if comma:
        fields["comma"] = comma
    if el.letter:
        fields["letter"] = el.letter
    if el.number:
        fields["number"] = el.number
    if el.article_to:
        fields["article_to"] = _it_art(el.article_to)
    if el.following:
        fields["following"] = el.following
    if el.sentence:
        fields["sentence"] = el.sentence
    return fields, C.it_statute(key, article, comma, el.letter)


def decree_act(m: re.Match[str]) -> tuple[str, str] | None:
    """``("d.lgs. 196/2003", "dlgs-196-2003")`` from an ``IT_DECREE`` match."""
    kind = P.IT_DECREE_WORDS.get(m.group("dword") or "")
    if kind is None:
        return None
    num = m.group("dnum") or m.group("dnum2") or m.group("dnum3")
    year = m.group("dyear") or m.group("dyear2") or m.group("dyear3")
    if not num or not year:
        return None
    if len(year) == 2:
        year = ("19" if int(year) > 40 else "20") + year
    num = str(int(num))
    return f"{kind} {num}/{year}", f"{P.IT_DECREE_KEYS[kind]}-{num}-{year}"


def eu_act_of(m: re.Match[str]) -> tuple[str, str, int, int] | None:
    """``(display, kind, year, number)`` from an ``EU_ACT`` match."""
    nick = m.group("eunick")
    if nick:
        kind, year, number = P.EU_NICKNAMES[nick]
    else:
        kind = P.EU_WORDS.get(m.group("euword") or "", "reg")
        year, number = int(m.group("euyear")), int(m.group("eunum"))
        if year < 1950 <= number:  # "n. 44/2001": number first ("95/46/CE" is year first)
            year, number = number, year
        if year < 100:
            year += 1900 if year > 50 else 2000
    label = "Reg." if kind == "reg" else "Dir."
    return f"{label} (UE) {year}/{number}", kind, year, number


def _emit_ambiguous(
    ctx: Ctx, m: re.Match[str], elements: list[Element], shared: tuple[str, str, str], end: int
) -> None:
    """``CC``/``CP``/``CPC``/``CPP``/``Cost.``: Swiss or Italian by the rule of
    ``lexgate.citations.jurisdiction``; the other reading goes into ``extra["alternatives"]``."""
    swiss_key, it_act, it_key = shared
    info = lookup_act(swiss_key)
    assert info is not None
    pinned = pinpoint_jurisdiction(m.group("body"))
    side = pinned or ctx.jurisdiction
    # the other reading only where it was really undecided: no pinpoint decided it and the document is
    # Italian or English (in French and German drafts CC/CP/CPC/CPP are the Swiss codes), or "Cost."
    undecided = pinned is None and (ctx.lang in ALTERNATIVE_LANGS or swiss_key in ALTERNATIVES_IN_EVERY_LANG)
    for i, el in enumerate(elements):
        ch_fields, ch_canonical = _swiss_fields(info, el)
        it_fields, it_canonical = _it_fields(it_act, it_key, el)
        if side == "IT":
            cls, jur, fields, canonical = "it-statute", "IT", it_fields, it_canonical
            alt_fields, alt_canonical = ch_fields, ch_canonical
        else:
            cls, jur, fields, canonical = "statute", "CH", ch_fields, ch_canonical
            alt_fields, alt_canonical = it_fields, it_canonical
        extra = dict(el.extra)
        if undecided:
            extra.update(alternatives=[alt_canonical], alternative_fields=[alt_fields])
        ctx.add(
            el.start,
            end if i == len(elements) - 1 else el.end,
            cls,  # type: ignore[arg-type]
            jur,  # type: ignore[arg-type]
            fields,
            canonical,
            extra=extra,
        )


def handle(ctx: Ctx, pos: int) -> int | None:
    """Statute rule at an article keyword.  Returns the consumed end, or None."""
    text = ctx.text
    if pos and (text[pos - 1].isalnum() or text[pos - 1] == "_"):
        return None  # not at the start of a token (``boundary_before``)
    m = statute_re().match(text, pos)
    if m is None:
        return None
    margin = text[max(0, pos - 6) : pos].rstrip().endswith(_MARGIN_LINKS) and _margin_before(
        text, max(ctx.floor, pos - 24), pos
    )
    act = m.group("act")
    if act is not None and not margin:
        end = _single(ctx, m, act, pos)
        if end is not None:
            return _continue_list(ctx, end)
    elements = _elements(text, *m.span("body"), pos)
    if not elements:
        return None
    if margin:
        return _in_doctrine(ctx, pos, m)
    if act is None and _names_no_act(m):
        from lexgate.citations.doctrine import margin_after_article

        doctrine_end = margin_after_article(ctx, pos, m.start("body"), m.end("body"))
        if doctrine_end is not None:
            return doctrine_end
    return _continue_list(ctx, _emit(ctx, m, elements, short_forms=True))


def _continue_list(ctx: Ctx, end: int | None) -> int | None:
    """Further articles of other acts after a complete citation ending at ``end``, without a keyword."""
    text = ctx.text
    while end is not None and len(ctx.out) and ctx.out[-1].end == end:
        # "art. 24 al. 2 PCF et 71 LTF": a further article of another act, without a keyword
        if text[end : end + 1] not in _CONTINUATION_FIRST:
            break  # the continuation starts with a space, a line break, "," or ";"
        first = text[end : end + 40].lstrip(_SPACES)[:1]
        if first and first not in P.CONTINUATION_INITIALS:
            break  # then "," ";" or a joining word
        c = continuation_re().match(text, end)
        if c is None:
            break
        more = _elements(text, c.start("body"), c.end("body"), c.start("body"))
        nxt = _emit(ctx, c, more, short_forms=False) if more else None
        if nxt is None:
            break
        end = nxt
    return end


def _single(ctx: Ctx, m: re.Match[str], act: str, pos: int) -> int | None:
    """The commonest statute citation in one step: one article with at most a paragraph and a letter
    (``Art. 41 OR``, ``art. 6a LTF``, ``Art. 41 Abs. 1 lit. a OR``) of a known act (an ambiguous one,
    ``art. 8 CC``, goes to ``_emit_ambiguous`` as ``_emit`` sends it).
    Emits exactly what ``_elements`` + ``_emit`` emit for it and returns the end; None (nothing emitted)
    for any other shape, which then takes the general path."""
    text = ctx.text
    body_start, body_end = m.span("body")
    body = text[body_start:body_end]
    paragraph = letter = None
    if body.isdigit() or (body[:-1].isdigit() and body[-1:].isalpha() and body[-1:].islower()):
        article = body
    else:
        plain = _plain_body(body)
        if plain is None:
            return None
        article, paragraph, letter = plain
    info, used = _resolve_act_token(act, ctx.lang)
    if info is None:
        return None
    end = m.start("act") + used
    shared = AMBIGUOUS_ACTS.get(act[:used])
    if shared is not None and shared[0] == info.key:
        element = Element(pos, body_end, article, paragraph=paragraph, letter=letter)
        _emit_ambiguous(ctx, m, [element], shared, end)
        return end
    sr = info.sr
    fields: dict[str, Any] = (
        {"act": info.abbr_de, "sr": sr, "article": article}
        if sr
        else {"act": info.abbr_de, "article": article}
    )
    canonical = _article_prefix(info.key) + article
    if paragraph:
        fields["paragraph"] = paragraph
        canonical += ":para-" + paragraph
    if letter:
        fields["letter"] = letter
        canonical += ":let-" + letter
    ctx.add(pos, end, "statute", "CH", fields, canonical, extra={})
    return end


_PREFIXES: dict[str, str] = {}


def _article_prefix(key: str) -> str:
    """``ch:OR:art-``: the canonical id of an act's article up to the article number (one per act)."""
    prefix = _PREFIXES.get(key)
    if prefix is None:
        prefix = _PREFIXES[key] = C.ch_statute(key, "0")[:-1]
    return prefix


_DIGIT = re.compile(r"\d")


def _margin_before(text: str, lo: int, pos: int) -> bool:
    """``P.MARGIN_BEFORE_ARTICLE`` in ``text[lo:pos]`` ("N. 4 zu Art. 15"), after a cheap test of what any
    of its matches holds: a link word at the end (``P.MARGIN_LINK_WORDS``, then spaces), and a margin
    number (a digit) or the word "ad"."""
    if not text[lo:pos].rstrip().endswith(P.MARGIN_LINK_WORDS):
        return False
    if _DIGIT.search(text, lo, pos) is None and "ad" not in text[lo:pos]:
        return False
    return P.MARGIN_BEFORE_ARTICLE.search(text, lo, pos) is not None


_ACT_GROUPS = ("act", "long", "sr", "cost", "itconst", "itcode", "dword", "euword", "eunick")
_NO_ACT = (None,) * len(_ACT_GROUPS)
# The first character of a continuation (``continuation_re``: S0 "," | S0 ";" | S1 connector S1).
_CONTINUATION_FIRST = frozenset(" \t\u00a0\u202f\n,;")
_SPACES = " \t\u00a0\u202f\n"  # what S0 / S1 of the patterns are made of


def _names_no_act(m: re.Match[str]) -> bool:
    return m.group(*_ACT_GROUPS) == _NO_ACT


@lru_cache(maxsize=1)
def continuation_re() -> re.Pattern[str]:
    return P.statute_regex(long_names(), continuation=True)


def _emit_swiss(ctx: Ctx, info: ActInfo, elements: list[Element], end: int) -> None:
    """One citation per element of a Swiss act; the last one's span runs to the act name."""
    last = len(elements) - 1
    for i, el in enumerate(elements):
        fields, canonical = _swiss_fields(info, el)
        ctx.add(el.start, end if i == last else el.end, "statute", "CH", fields, canonical, extra=el.extra)


def _emit(ctx: Ctx, m: re.Match[str], elements: list[Element], *, short_forms: bool) -> int | None:
    """Emit the citations of one statute match; without an act, short forms (or nothing)."""
    if not short_forms and _names_no_act(m):
        return None
    g = m.group
    end = m.end()
    if g("act") is not None:
        info, used = _resolve_act_token(g("act"), ctx.lang)
        if info is None:
            unknown = _unknown_act_token(ctx.text, m)
            if unknown is not None:
                stop = m.start("act") + len(unknown)
                canton = _CANTON_SUFFIX.match(ctx.text, stop)
                extra: dict[str, Any] = {"unknown_act": True}
                if canton is not None and canton.group(1) in CANTON_CODES:
                    extra["canton"], stop = canton.group(1), canton.end()  # "RAJ/VD": a cantonal act
                return _emit_unknown(ctx, elements, unknown, stop, extra)
            return _short_form(ctx, elements, m.end("body")) if short_forms else None
        end = m.start("act") + used
        shared = AMBIGUOUS_ACTS.get(g("act")[:used])
        if shared is not None and shared[0] == info.key:
            _emit_ambiguous(ctx, m, elements, shared, end)
            return end
        _emit_swiss(ctx, info, elements, end)
        return end
    if g("long") is not None:
        info = lookup_act(g("long"), ctx.lang)
        if info is None:  # pragma: no cover - the long-name table only holds known keys
            return None
        shared_name = AMBIGUOUS_LONG_NAMES.get(g("long"))
        if shared_name is not None:  # "of the Civil Code": Swiss or Italian, as "CC" is
            _emit_ambiguous(ctx, m, elements, AMBIGUOUS_ACTS[shared_name], end)
            return end
        _emit_swiss(ctx, info, elements, end)
        return end
    if g("sr") is not None:
        info = act_by_sr(g("sr"))
        for i, el in enumerate(elements):
            stop = end if i == len(elements) - 1 else el.end
            if info is not None:
                fields, canonical = _swiss_fields(info, el)
            else:
                fields = {"sr": g("sr"), "article": _art(el.article)}
                canonical = C.ch_sr(g("sr")) + f":art-{_art(el.article)}"
            ctx.add(el.start, stop, "statute", "CH", fields, canonical, extra=el.extra)
        return end
    if g("cost") is not None:
        _emit_ambiguous(ctx, m, elements, AMBIGUOUS_ACTS["Cost."], end)
        return end
    if g("itconst") is not None:
        _emit_it(ctx, elements, "Cost.", "cost", end)
        return end
    if g("itcode") is not None:
        act = P.ITALIAN_CODES[g("itcode")]
        _emit_it(ctx, elements, act, it_act_key(act), end)
        return end
    if g("dword") is not None:
        found = decree_act(m)
        if found is None:
            return _short_form(ctx, elements, m.end("body")) if short_forms else None
        _emit_it(ctx, elements, found[0], found[1], end)
        return end
    if g("euword") is not None or g("eunick") is not None:
        eu = eu_act_of(m)
        if eu is None:  # pragma: no cover
            return None
        display, kind, year, number = eu
        for i, el in enumerate(elements):
            article = _art(el.article)
            fields = {"act": display, "kind": kind, "year": year, "number": number, "article": article}
            paragraph = el.paragraph or el.comma
            if paragraph:
                fields["paragraph"] = paragraph
            if el.letter:
                fields["letter"] = el.letter
            ctx.add(
                el.start,
                end if i == len(elements) - 1 else el.end,
                "eu-act",
                "EU",
                fields,
                C.eu_act(kind, year, number, article, paragraph),
                extra=el.extra,
            )
        return end
    return _short_form(ctx, elements, m.end("body")) if short_forms else None


def _unknown_act_token(text: str, m: re.Match[str]) -> str | None:
    """The act token of ``m`` when it is not in the table but looks like an act (``Art. 5 KIVG``)."""
    token = m.group("act")
    head = _TRAILING_NUM.match(token)
    if head is not None:  # "XYZG 2": the number is not read as part of an unknown act
        token = head.group(1)
    token = token.rstrip(".")
    return unknown_act(token, text, m.start("act") + len(token))


def _emit_unknown(ctx: Ctx, elements: list[Element], act: str, end: int, extra: dict[str, Any]) -> int:
    """Statute citations of an act missing from the table: the resolver answers "not found"."""
    for i, el in enumerate(elements):
        article = _art(el.article)
        fields: dict[str, Any] = {"act": act, "article": article}
        paragraph = el.paragraph or el.comma
        for name, value in (("paragraph", paragraph), ("letter", el.letter), ("number", el.number)):
            if value:
                fields[name] = value
        if el.article_to:
            fields["article_to"] = _art(el.article_to)
        if el.following:
            fields["following"] = el.following
        if el.sentence:
            fields["sentence"] = el.sentence
        canonical = C.ch_statute(
            act,
            article,
            paragraph,
            el.letter,
            el.number,
            article_to=fields.get("article_to"),
            following=el.following,
        )
        ctx.add(
            el.start,
            end if i == len(elements) - 1 else el.end,
            "statute",
            "CH",
            fields,
            canonical,
            extra={**el.extra, **extra},
        )
    return end


def _emit_it(ctx: Ctx, elements: list[Element], act: str, key: str, end: int) -> None:
    for i, el in enumerate(elements):
        fields, canonical = _it_fields(act, key, el)
        ctx.add(
            el.start,
            end if i == len(elements) - 1 else el.end,
            "it-statute",
            "IT",
            fields,
            canonical,
            extra=el.extra,
        )


def _short_form(ctx: Ctx, elements: list[Element], body_end: int) -> int | None:
    """A bare ``Art. 42`` continues the act of the statute cited just before (if any)."""
    text = ctx.text
    last = elements[-1]
    stop = last.end
    if P.INTERNAL_AFTER.match(text, stop):
        return stop  # "Art. 5 dieses Vertrags": the draft's own article, not a citation
    # "Art. 5 des Vertrags", "am 5. März": a month right after means a date, not an article
    after = text[stop : stop + 12].lstrip()
    if after.startswith(tuple(MONTHS)):
        return stop
    unnamed = _unnamed_act(ctx, elements, stop)
    if unnamed is not None:
        return unnamed
    ante = ctx.last(
        frozenset({"statute", "it-statute", "eu-act"}), within=SHORT_FORM_REACH, at=elements[0].start
    )
    if ante is None:
        return None  # no act and nothing to continue (the span may still belong to a doctrine reference)
    for el in elements:
        _continue(ctx, ante, el)
    return stop


def _unnamed_act(ctx: Ctx, elements: list[Element], stop: int) -> int | None:
    """An act no table knows, named after the article ("art. 18 cod. succ.", "Article 12 of the Italian
    Civil Liability Code"): emitted as a citation of that act (the resolver answers "not found")."""
    m = P.UNNAMED_IT_CODE.match(ctx.text, stop) or P.UNNAMED_IT_LONG_CODE.match(ctx.text, stop)
    italian = m is not None
    if m is None and (titled := P.UNNAMED_CH_ACT.match(ctx.text, stop)) is not None:
        return _titled_act(ctx, elements, titled)
    if m is None:
        m = P.UNNAMED_LONG_ACT.match(ctx.text, stop)
        if m is None:
            return None
        italian = T.UNNAMED_ACT_ADJECTIVES[m.group("adj")] == "IT"
    act = " ".join(m.group("act").split())
    if not italian:
        return _emit_unknown(ctx, elements, act, m.end(), {"unknown_act": True})
    _emit_it(ctx, elements, act, it_act_key(act), m.end())
    return m.end()


def _titled_act(ctx: Ctx, elements: list[Element], m: re.Match[str]) -> int:
    """A Swiss federal act named by its title ("des Bundesgesetzes über die digitale Verwaltung"): the
    act whose title it is, or else an act no table knows (the resolver answers "not found")."""
    name = " ".join(m.group("act").split())
    for lead in sorted({w for t in T.UNNAMED_CH_ACT.values() for w in t["lead"]}, key=len, reverse=True):
        if name.startswith(lead + " "):
            name = name[len(lead) + 1 :]
            break
    info = act_by_title(name)
    if info is not None:
        _emit_swiss(ctx, info, elements, m.end())
        return m.end()
    return _emit_unknown(ctx, elements, name, m.end(), {"unknown_act": True})


def it_act_key(act: str) -> str:
    """The store key of an Italian act by its display name ("c.c." -> "cc"; an unknown one by its letters)."""
    return P.IT_ACT_KEYS.get(act, re.sub(r"\W+", "", act))


def _continue(ctx: Ctx, ante: Citation, el: Element) -> None:
    f = ante.fields
    if ante.cls == "statute":
        info = lookup_act(str(f.get("act", "")), "de")
        if info is None:
            return
        fields, canonical = _swiss_fields(info, el)
        ctx.add(
            el.start,
            el.end,
            "statute",
            "CH",
            fields,
            canonical,
            short_form=True,
            antecedent=ante.canonical,
            extra=el.extra,
        )
    elif ante.cls == "it-statute":
        ref = C.parse(ante.canonical)
        fields, canonical = _it_fields(str(f.get("act")), C.act_key(ref), el)
        ctx.add(
            el.start,
            el.end,
            "it-statute",
            "IT",
            fields,
            canonical,
            short_form=True,
            antecedent=ante.canonical,
            extra=el.extra,
        )
    else:
        ref = C.parse(ante.canonical)
        kind, year, number = C.act_key(ref).split("-")
        article = _art(el.article)
        fields = {
            "act": f.get("act"),
            "kind": kind,
            "year": int(year),
            "number": int(number),
            "article": article,
        }
        if el.paragraph:
            fields["paragraph"] = el.paragraph
        ctx.add(
            el.start,
            el.end,
            "eu-act",
            "EU",
            fields,
            C.eu_act(kind, year, number, article, el.paragraph),
            short_form=True,
            antecedent=ante.canonical,
            extra=el.extra,
        )


def handle_sr(ctx: Ctx, pos: int) -> int | None:
    """``SR 220``: the act with that SR number (or an SR id when the number is not in the hand table)."""
    text = ctx.text
    if not boundary_before(text, pos):
        return None
    m = P.SR_RE.match(text, pos)
    if m is None:
        return None
    sr = m.group("sr")
    info = act_by_sr(sr)
    if info is not None:
        ctx.add(pos, m.end(), "statute", "CH", {"act": info.abbr, "sr": sr}, C.ch_statute(info.key))
    else:
        ctx.add(pos, m.end(), "statute", "CH", {"sr": sr}, C.ch_sr(sr))
    return m.end()


def handle_bare_paragraph(ctx: Ctx, pos: int) -> int | None:
    """A bare ``Abs. 2`` / ``al. 2`` / ``cpv. 2`` continuing the statute just cited."""
    text = ctx.text
    if not boundary_before(text, pos):
        return None
    m = P.BARE_PARAGRAPH.match(text, pos)
    if m is None:
        return None
    if P.INTERNAL_AFTER.match(text, m.end()):
        return m.end()
    ante = ctx.last(frozenset({"statute", "it-statute", "eu-act"}), within=400, at=pos)
    if ante is None or "article" not in ante.fields:
        return None
    el = Element(
        pos,
        m.end(),
        str(ante.fields["article"]),
        paragraph=m.group("para"),
        letter=m.group("let"),
        number=m.group("num"),
    )
    if ante.cls == "it-statute":
        el.article = str(ante.fields["article"])
    _continue(ctx, ante, el)
    return m.end()


def _in_doctrine(ctx: Ctx, pos: int, m: re.Match[str]) -> int:
    """``N. 1b zu Art. 385 StPO``: the article belongs to a doctrine reference; the reference is emitted
    as doctrine when its author can be found, else the span is just consumed."""
    from lexgate.citations.doctrine import informal_before

    end = m.end()
    if m.group("act") is not None:
        info, used = _resolve_act_token(m.group("act"), ctx.lang)
        end = m.start("act") + used if info is not None else m.end("body")
    informal_before(ctx, pos, end)
    return end


def handle_bare_comma(ctx: Ctx, pos: int) -> int | None:
    """A bare ``comma 4`` continuing the Italian article just cited."""
    text = ctx.text
    if not boundary_before(text, pos):
        return None
    m = P.BARE_COMMA.match(text, pos)
    if m is None:
        return None
    ante = ctx.last(frozenset({"it-statute"}), within=400, at=pos)
    if ante is None or "article" not in ante.fields:
        return None
    _continue(ctx, ante, Element(pos, m.end(), str(ante.fields["article"]), comma=m.group("comma")))
    return m.end()

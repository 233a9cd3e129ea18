"""Short forms that name no source themselves: ``a.a.O.``, ``ebd.``, ``ibid.``, ``op. cit.``, ``loc. cit.``.

Each is resolved to its antecedent: the citation just before it, or, when an author stands before it
(``STEINAUER/FOUNTOULAKIS, op. cit., N 12``), the latest doctrine reference of that author.  The short
form takes its antecedent's class and fields, with its own pinpoint (``E.``, ``S.``, ``N``, ``Art.``)
merged in.  (Bare ``Art. 42`` / ``Abs. 2`` are resolved in ``statutes.py``, bare ``E. 4`` in
``decisions.py``: they carry part of the citation themselves.)"""

from __future__ import annotations

import re
from typing import Any

from lexgate.citations import canonical as C
from lexgate.citations import patterns as P
from lexgate.citations.context import Ctx, boundary_before
from lexgate.citations.doctrine import article_of_margin
from lexgate.citations.model import Citation

SHORT_FORM_REACH = 2000
DOCTRINE = frozenset({"doctrine-informal", "doctrine-structured"})
DECISIONS = frozenset({"federal-case", "cantonal-case", "it-case"})


def _pinpointed(ante: Citation, fields: dict[str, Any], m: re.Match[str], own: str) -> str:
    cons, pin, margin, art = m.group("cons"), m.group("pin"), m.group("margin"), m.group("art")
    para, let = m.group("para"), m.group("let")
    ref = C.parse(ante.canonical)
    if ref.kind == "bge":
        if cons:
            fields["consideration"] = cons
        if pin:
            fields["pin_page"] = int(pin)
        return C.bge(
            fields["volume"],
            fields["part"],
            fields["page"],
            fields.get("consideration"),
            fields.get("pin_page"),
        )
    if ref.kind in ("docket", "cantonal"):
        if cons:
            fields["consideration"] = cons
        court = ref.authority.split(":")[1]
        return C.ch_docket(court, str(fields.get("docket", "")), fields.get("consideration"))
    if ref.kind == "commentary":
        if margin:
            fields["margin"] = margin
        if art:
            fields["article"] = art
        act = ref.authority.split(":")[2]
        return C.ch_commentary(
            act, str(fields.get("article", "")), str(fields.get("margin", "")).split(" ")[0] or None
        )
    if ref.kind == "statute" and (art or para):
        for k in ("paragraph", "letter", "number", "article_to", "following"):
            fields.pop(k, None)
        if art:
            fields["article"] = art
        if para:
            fields["paragraph"] = para
        if let:
            fields["letter"] = let.rstrip(") ")
        return C.ch_statute(
            ref.authority.split(":")[1], str(fields.get("article")), para, fields.get("letter")
        )
    if ref.kind == "doctrine":
        if margin:
            fields["margin"] = margin
        return C.doctrine(own)
    if margin:
        fields["margin"] = margin
    if art:
        fields["article"] = art
    return ante.canonical


def handle(ctx: Ctx, pos: int) -> int | None:
    text = ctx.text
    if not boundary_before(text, pos):
        return None
    m = P.SHORT_FORM_RE.match(text, pos)
    if m is None:
        return None
    start = pos
    author = None
    a = P.AUTHOR_BEFORE.search(text, max(ctx.floor, pos - 80), pos)
    if a is not None:
        author = a.group("author")
        start = a.start()
    ante: Citation | None = None
    if author is not None:
        for cit in reversed(ctx.out):
            if cit.cls.startswith("doctrine") and author.lower() in str(cit.fields.get("author", "")).lower():
                ante = cit
                break
    elif m.group("margin"):  # "a.a.O., N 12": a work of doctrine
        ante = ctx.last(DOCTRINE, within=SHORT_FORM_REACH, at=pos)
    elif m.group("cons"):  # "a.a.O., E. 3": a decision
        ante = ctx.last(DECISIONS, within=SHORT_FORM_REACH, at=pos)
    else:
        ante = ctx.last(None, within=SHORT_FORM_REACH, at=pos)
    end = m.end()
    if ante is None:
        if author is None:
            return end if m.group("margin") else None
        fields: dict[str, Any] = {"author": author, "work": m.group("sf")}
        if m.group("margin"):
            fields["margin"] = m.group("margin")
            end = article_of_margin(ctx, end, fields)
        ctx.add(start, end, "doctrine-informal", "CH", fields, C.doctrine(text[start:end]), short_form=True)
        return end
    fields = dict(ante.fields)
    if ante.cls.startswith("doctrine") and m.group("margin"):
        end = article_of_margin(ctx, end, fields)
    canonical = _pinpointed(ante, fields, m, text[start:end])
    ctx.add(
        start, end, ante.cls, ante.jurisdiction, fields, canonical, short_form=True, antecedent=ante.canonical
    )
    return end

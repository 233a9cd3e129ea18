"""Swiss decisions: BGE/ATF/DTF (with list continuations), Federal Supreme Court dockets (with court
prefix, date and consideration), BVGer and BStGer dockets, and cantonal dockets of recognisable shape."""

from __future__ import annotations

import re
from datetime import date
from typing import Any

from lexgate.citations import canonical as C
from lexgate.citations import patterns as P
from lexgate.citations.context import DECISION_CLASSES, Ctx, boundary_before
from lexgate.citations.tables import CANTON_ADJECTIVES, MONTHS

CONSIDERATION_REACH = 160  # a bare "E. 4" continues a decision cited at most this far before
PREFIX_REACH = 70  # how far back a court prefix ("Urteil des Bundesgerichts") may start
FIRST_UNDERSCORE_YEAR = 2007  # dockets from 2007 on (BGG) use "_", older ones keep their "."


def iso_date(m: re.Match[str], written: tuple[str, str, str] = ("day", "month", "year")) -> str | None:
    """ISO date from a match with ``day/month/year`` (a month word; other group names in ``written``)
    or ``nday/nmonth/nyear`` groups; None if invalid."""
    day, month, year = written
    try:
        if m.group(day):
            return date(int(m.group(year)), MONTHS[m.group(month)], int(m.group(day))).isoformat()
        if "nday" in m.re.groupindex and m.group("nday"):
            return date(int(m.group("nyear")), int(m.group("nmonth")), int(m.group("nday"))).isoformat()
    except (ValueError, KeyError):
        return None
    return None


def _considerations(m: re.Match[str]) -> tuple[str | None, list[tuple[str, int, int]], str | None]:
    """The first consideration, the further ones of a list ``(value, start, end)``, and a range end."""
    cons = m.group("cons")
    if not cons:
        return None, [], None
    items: list[tuple[str, int, int]] = []
    range_to = None
    if m.group("cons_more"):
        for it in P.CONS_ITEM.finditer(m.string, m.start("cons_more"), m.end("cons_more")):
            if it.group("sep") in "-–":
                range_to = it.group("c")
            else:
                items.append((it.group("c"), it.start("c"), it.end("c")))
    return cons, items, range_to


def _bge(ctx: Ctx, m: re.Match[str], start: int, vol: int, part: str) -> int:
    page = int(m.group("page"))
    fields: dict[str, Any] = {"collection": "BGE", "volume": vol, "part": part, "page": page}
    cons, items, range_to = _considerations(m)
    extra: dict[str, Any] = {"consideration_to": range_to} if range_to else {}
    pin = int(m.group("pin")) if m.group("pin") else None
    end = m.end()
    if cons:
        fields["consideration"] = cons
    if items:  # "E. 2.1 und 2.3": one citation per consideration
        ctx.add(
            start,
            m.end("cons"),
            "federal-case",
            "CH",
            dict(fields),
            C.bge(vol, part, page, cons),
            extra=extra,
        )
        for k, (value, s, e) in enumerate(items):
            f = dict(fields, consideration=value)
            last = k == len(items) - 1
            if last and pin:
                f["pin_page"] = pin
            cit = ctx.add(
                s,
                end if last else e,
                "federal-case",
                "CH",
                f,
                C.bge(vol, part, page, value, pin if last else None),
            )
    else:
        if pin:
            fields["pin_page"] = pin
        cit = ctx.add(
            start, end, "federal-case", "CH", fields, C.bge(vol, part, page, cons, pin), extra=extra
        )
    paren = P.PAREN_DOCKET.match(ctx.text, end) if _next_char(ctx.text, end) in ("(", "") else None
    if paren:  # "BGE 134 III 354 (4A_427/2007)": the same decision; the docket is also cited on its own
        cit.extra["docket"] = _federal_docket(paren.group("ch"), paren.group("num"), paren.group("yr"))
    return end


def handle_bge(ctx: Ctx, pos: int) -> int | None:
    text = ctx.text
    if not boundary_before(text, pos):
        return None
    m = P.BGE_RE.match(text, pos)
    if m is None:
        return None
    vol, part = int(m.group("vol")), m.group("part")
    end = _bge(ctx, m, pos, vol, part)
    while True:  # "BGE 140 III 16 E. 1.3.1; 139 III 334 E. 3.2.5": the list goes on without the prefix
        nxt = _next_char(text, end)
        c = None
        if nxt in P.BGE_CONTINUE_INITIALS or nxt == "" or ";" in text[end : end + P.BGE_CONTINUE_REACH + 1]:
            c = P.BGE_CONTINUE.match(text, end)
        if c is not None:
            vol, part = int(c.group("vol")), c.group("part")
            end = _bge(ctx, c, c.start("coll") if c.group("coll") else c.start("vol"), vol, part)
            continue
        if nxt not in P.BGE_PAGE_CONTINUE_INITIALS and nxt != "":
            return end
        c = P.BGE_PAGE_CONTINUE.match(text, end)  # "ATF 133 IV 139; 288 consid. 3.1": same volume
        if c is None:
            return end
        end = _bge(ctx, c, c.start("page"), vol, part)


_SPACES = " \t\u00a0\u202f\n"  # what S0 / S1 of the patterns are made of
_LOOK = 40


def _next_char(text: str, pos: int) -> str:
    """The first character at or after ``pos`` that is not a space or a line break; "" when there is
    none within ``_LOOK`` characters (then the callers cannot tell and run their regex).  A regex that
    starts with optional spaces and then one of some characters can only match when this is one of them:
    the callers test that first."""
    return text[pos : pos + _LOOK].lstrip(_SPACES)[:1]


def _federal_docket(chamber: str, num: str, year: str) -> str:
    sep = "_" if int(year) >= FIRST_UNDERSCORE_YEAR else "."
    return f"{chamber}{sep}{int(num)}/{year}"


def _with_date_and_consideration(
    ctx: Ctx, end: int, fields: dict[str, Any]
) -> tuple[int, str | None, list[tuple[str, int, int]], int]:
    text = ctx.text
    d = P.DATE_AFTER.match(text, end)
    if d:
        iso = iso_date(d)
        if iso:
            fields["date"] = iso
            end = d.end()
    c = P.CONS_AFTER.match(text, end)
    cons = None
    items: list[tuple[str, int, int]] = []
    first_end = end
    if c:
        cons, items, _to = _considerations(c)
        fields["consideration"] = cons
        end = c.end()
        first_end = c.end("cons")
    return end, cons, items, first_end


def _prefix_start(ctx: Ctx, start: int, regex: re.Pattern[str]) -> tuple[int, re.Match[str] | None]:
    lo = max(ctx.floor, start - PREFIX_REACH)
    m = regex.search(ctx.text, lo, start)
    while m is not None and not boundary_before(ctx.text, m.start()):
        m = regex.search(ctx.text, m.start() + 1, start)
    if m is None:
        return start, None
    return m.start(), m


def _search_around(
    regex: re.Pattern[str], text: str, pos: int, back: int, ahead: int = 12
) -> re.Match[str] | None:
    """The match of ``regex`` that covers ``pos`` and starts at most ``back`` characters before it."""
    m = regex.search(text, max(0, pos - back), min(len(text), pos + ahead))
    if m is None:
        return None
    m = regex.match(text, m.start())  # re-run on the whole text: lookaheads must see past the window
    if m is not None and m.start() <= pos < m.end():
        return m
    return None


def _emit_docket(
    ctx: Ctx,
    start: int,
    end: int,
    court: str,
    docket: str,
    fields: dict[str, Any],
    cls: str = "federal-case",
    canton: str | None = None,
    docket_start: int | None = None,
) -> int:
    at = start if docket_start is None else docket_start
    lo = max(ctx.floor, at - 50)
    # every CONS_BEFORE match ends with a decision noun and spaces: tested first
    named = ctx.text[lo:at].rstrip().endswith(P.DECISION_NOUNS)
    before = P.CONS_BEFORE.search(ctx.text, lo, at) if named else None
    if before is not None and "consideration" not in fields:
        fields["consideration"] = before.group("cons")
        start = before.start()
    end, cons, items, first_end = _with_date_and_consideration(ctx, end, fields)
    cons = cons or fields.get("consideration")
    key = court if cls == "federal-case" else f"cant-{canton or 'XX'}"
    klass: Any = "federal-case" if cls == "federal-case" else "cantonal-case"
    if not items:
        ctx.add(start, end, klass, "CH", fields, C.ch_docket(key, docket, cons))
        return end
    ctx.add(start, first_end, klass, "CH", dict(fields), C.ch_docket(key, docket, cons))
    for k, (value, s, e) in enumerate(items):  # "consid. 3.2 et 3.3": one citation per consideration
        ctx.add(
            s,
            end if k == len(items) - 1 else e,
            klass,
            "CH",
            dict(fields, consideration=value),
            C.ch_docket(key, docket, value),
        )
    return end


def handle_slash(ctx: Ctx, pos: int) -> int | None:
    """A ``/`` inside a docket: federal (4A_123/2023), BVGer (A-4843/2020), Geneva (C/4431/2013), Vaud
    (HC/2020/38).  The docket starts before the anchor; a court prefix may start before the docket."""
    text = ctx.text
    after = text[pos + 1 : pos + 3]
    if not (after[:1].isdigit() or after[1:2].isdigit()):
        return None  # a docket's slash is followed by a number ("/2023", "/ 2020")
    m = _search_around(P.FEDERAL_DOCKET, text, pos, 10)
    if m is not None and m.start() >= ctx.floor:
        docket = _federal_docket(m.group("ch"), m.group("num"), m.group("yr"))
        start, _pm = _prefix_start(ctx, m.start(), P.FEDERAL_PREFIX)
        return _emit_docket(
            ctx, start, m.end(), "BGer", docket, {"docket": docket, "court": "BGer"}, docket_start=m.start()
        )
    m = _search_around(P.BVGER_DOCKET, text, pos, 8)
    if m is not None and m.start() >= ctx.floor:
        docket = f"{m.group('ch')}-{int(m.group('num'))}/{m.group('yr')}"
        start, _pm = _prefix_start(ctx, m.start(), P.FEDERAL_PREFIX)
        return _emit_docket(ctx, start, m.end(), "BVGer", docket, {"docket": docket, "court": "BVGer"})
    for regex, canton in ((P.GENEVA_DOCKET, "GE"), (P.VAUD_DOCKET, "VD")):
        m = _search_around(regex, text, pos, 8)
        if m is not None and m.start() >= ctx.floor:
            if canton == "GE":
                docket = f"{m.group('pre')}/{m.group('num')}/{m.group('yr')}"
            else:
                docket = f"{m.group('pre')}/{m.group('yr')}/{m.group('num')}"
            return _cantonal(ctx, m.start(), m.end(), docket, canton)
    m = _search_around(P.EVG_DOCKET, text, pos, 8)
    if m is not None and m.start() >= ctx.floor:
        start, pm = _prefix_start(ctx, m.start(), P.FEDERAL_PREFIX)
        if pm is None:
            return None  # "U 12/05" alone is too weak a shape
        docket = f"{m.group('ch')} {m.group('num')}/{m.group('yr')}"
        return _emit_docket(ctx, start, m.end(), "BGer", docket, {"docket": docket, "court": "BGer"})
    return None


def _cantonal(ctx: Ctx, start: int, end: int, docket: str, canton: str | None) -> int:
    fields: dict[str, Any] = {}
    pstart, pm = _prefix_start(ctx, start, P.CANTONAL_PREFIX)
    if pm is not None:
        named = pm.group("canton") or pm.group("canton2") or CANTON_ADJECTIVES.get(pm.group("adj") or "")
        canton = named or canton
        court = pm.group("court")
        if court:
            fields["court"] = court
    if canton:
        fields["canton"] = canton
    fields["docket"] = docket
    return _emit_docket(ctx, pstart, end, "", docket, fields, cls="cantonal-case", canton=canton)


def handle_zurich(ctx: Ctx, pos: int) -> int | None:
    text = ctx.text
    if not boundary_before(text, pos):
        return None
    m = P.ZURICH_DOCKET.match(text, pos)
    if m is None:
        return None
    return _cantonal(ctx, pos, m.end(), f"{m.group('pre')}{m.group('num')}{m.group('suf') or ''}", "ZH")


def handle_basel(ctx: Ctx, pos: int) -> int | None:
    text = ctx.text
    if not boundary_before(text, pos):
        return None
    m = P.BASEL_DOCKET.match(text, pos)
    if m is None:
        return None
    return _cantonal(ctx, pos, m.end(), f"{m.group('pre')}.{m.group('yr')}.{m.group('num')}", "BS")


def handle_bstger(ctx: Ctx, pos: int) -> int | None:
    text = ctx.text
    if not boundary_before(text, pos):
        return None
    m = P.BSTGER_DOCKET.match(text, pos)
    if m is None:
        return None
    docket = f"{m.group('pre')}.{m.group('yr')}.{int(m.group('num'))}"
    start, _pm = _prefix_start(ctx, pos, P.FEDERAL_PREFIX)
    return _emit_docket(ctx, start, m.end(), "BStGer", docket, {"docket": docket, "court": "BStGer"})


def handle_bvge(ctx: Ctx, pos: int) -> int | None:
    """``BVGE 2010/1 E. 3.2`` / ``ATAF 2013/23 consid. 4``: the Federal Administrative Court's official
    collection (year and number), with its consideration pinpoint."""
    if not boundary_before(ctx.text, pos):
        return None
    m = P.BVGE_RE.match(ctx.text, pos)
    if m is None:
        return None
    year, num = m.group("year"), str(int(m.group("num")))
    docket = f"{year}/{num}"
    fields: dict[str, Any] = {"docket": docket, "court": "BVGE"}  # the collection stands for the court
    return _emit_docket(ctx, pos, m.end(), "BVGE", docket, fields)


def handle_court(ctx: Ctx, pos: int) -> int | None:
    """``Gericht SZ ZK1 2023 26``: a cantonal docket of free shape after a court and a canton code."""
    text = ctx.text
    if not boundary_before(text, pos):
        return None
    m = P.CANTONAL_GENERIC.match(text, pos)
    if m is None:
        return None
    docket = " ".join(m.group("docket").split())
    canton = m.group("canton")
    fields: dict[str, Any] = {"canton": canton, "docket": docket}
    return _emit_docket(ctx, pos, m.end(), "", docket, fields, cls="cantonal-case", canton=canton)


def handle_bare_consideration(ctx: Ctx, pos: int) -> int | None:
    """``E. 4`` / ``consid. 4`` right after a decision continues it (short form)."""
    text = ctx.text
    if not boundary_before(text, pos):
        return None
    m = P.BARE_CONSIDERATION.match(text, pos)
    if m is None:
        return None
    if P.INTERNAL_AFTER.match(text, m.end()) or P.INTERNAL_BEFORE.search(text, max(0, pos - 14), pos):
        return m.end()
    ante = ctx.last(None, within=CONSIDERATION_REACH, at=pos)
    if ante is None or ante.cls not in DECISION_CLASSES or ante.cls == "it-case":
        return None
    gap = text[ante.end : pos]
    if "(" in gap or ")" in gap or "\n" in gap:
        return None  # another parenthesis or paragraph: an internal reference of the draft
    cons = m.group("cons")
    fields = {k: v for k, v in ante.fields.items() if k not in ("consideration", "pin_page")}
    fields["consideration"] = cons
    ref = C.parse(ante.canonical)
    end = m.end()
    if ref.kind == "bge":
        pin = P.PAGE_AFTER_CONSIDERATION.match(text, end)
        pin_page = int(pin.group("pin")) if pin is not None else None
        if pin is not None:
            fields["pin_page"], end = pin_page, pin.end()
        canonical = C.bge(fields["volume"], fields["part"], fields["page"], cons, pin_page)
    else:
        court = ref.authority.split(":")[1]
        canonical = C.ch_docket(court, str(fields.get("docket", "")), cons)
    ctx.add(pos, end, ante.cls, "CH", fields, canonical, short_form=True, antecedent=ante.canonical)
    return end


def handle_ticino(ctx: Ctx, pos: int) -> int | None:
    """``sentenza 12.2019.45 del 3 marzo 2020``: a decision of the Ticino courts."""
    text = ctx.text
    if not boundary_before(text, pos):
        return None
    m = P.TICINO_DOCKET.match(text, pos)
    if m is None:
        return None
    docket = m.group("docket")
    return _emit_docket(
        ctx, pos, m.end(), "", docket, {"canton": "TI", "docket": docket}, cls="cantonal-case", canton="TI"
    )

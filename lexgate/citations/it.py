"""Italian law and EU acts: decisions of the Corte di cassazione and the Corte costituzionale, acts named
without an article (``d.lgs. 30 giugno 2003, n. 196``, ``L. 241/1990``, ``Reg. (UE) 2016/679``) and the
article that may follow them (``d.lgs. 196/2003, art. 13``).  Articles before an act (``art. 2043 c.c.``)
are handled by ``statutes.py``, which shares the act patterns."""

from __future__ import annotations

import re
from typing import Any

from lexgate.citations import canonical as C
from lexgate.citations import patterns as P
from lexgate.citations.context import Ctx, boundary_before
from lexgate.citations.decisions import iso_date
from lexgate.citations.statutes import decree_act, eu_act_of
from lexgate.citations.tables import ENGLISH_SECTION_ORDINALS, FOLLOWING

# The article after an act: ``, art. 13``, ``, Art. 35(1)``, `` (art. 103)``, `` (artt. 5 ss.)``.
_ART_AFTER = re.compile(
    rf"(?:{P.S0},?{P.S0}|{P.S0}(?P<paren>\(){P.S0})"
    rf"(?:artt\.|art\.|articolo|articoli|Artt\.|Art\.|Article|article|Articles|articles){P.S0}(?P<art>{P.ARTNUM})"
    rf"(?:\((?P<ppara>\d{{1,2}})\)(?:\((?P<plet>[a-z])\))?"
    rf"|(?:{P.S0},?{P.S0}(?:{P.COMMA_W}|par\.|para\.|paragrafo|paragraph){P.S0}(?P<comma>\d{{1,2}}))?"
    rf"(?:{P.S0},?{P.S0}{P.LETTER_W}{P.S0}(?P<let>[a-z])\)?)?)"
    rf"(?:{P.S0}(?P<follow>{P.FOLLOW}))?"
    rf"(?(paren){P.S0}\)|)"
)
_ROMAN = {"1": "I", "2": "II", "3": "III", "4": "IV", "5": "V", "6": "VI", "7": "VII"}


def _pinpoints(a: re.Match[str]) -> tuple[str, str | None, str | None]:
    """``(article, comma/paragraph, letter)`` of an ``_ART_AFTER`` match."""
    return (
        a.group("art").replace(" ", "-"),
        a.group("comma") or a.group("ppara"),
        a.group("let") or a.group("plet"),
    )


def _section(m: re.Match[str]) -> str | None:
    if m.group("su"):
        return "S.U."
    if m.group("ordsec"):
        return ENGLISH_SECTION_ORDINALS[m.group("ordsec")]
    sec = m.group("sec") or m.group("xsec")
    if not sec:
        return None
    if sec in ("un.", "unite", "U.", "S.U."):
        return "S.U."
    if sec.startswith("lav"):
        return "lav."
    if sec.startswith("trib"):
        return "trib."
    if sec.startswith("fer"):
        return "fer."
    return _ROMAN.get(sec, sec)


def handle_case(ctx: Ctx, pos: int) -> int | None:
    text = ctx.text
    if not boundary_before(text, pos):
        return None
    m = P.IT_CASE.match(text, pos)
    if m is None:
        return None
    court_text = m.group("court")
    is_cost = "ost" in court_text or "onstitutional" in court_text
    number = int(m.group("num") or m.group("bnum"))
    # the date before the number, or after it ("n. 12345 del 12 marzo 2024")
    iso = iso_date(m) or iso_date(m, ("aday", "amonth", "ayear"))
    nyr = m.group("nyr") or m.group("bnyr")
    year = int(nyr) if nyr else (int(iso[:4]) if iso else None)
    if year is None:
        return None
    fields: dict[str, Any] = {"court": "Corte cost." if is_cost else "Cass."}
    branch = m.group("branch") or m.group("xbranch") or m.group("obranch")
    if branch and not is_cost:
        fields["branch"] = "civ" if "civ" in branch.lower() else "pen"
    section = None if is_cost else _section(m)
    if section:
        fields["section"] = section
    fields["number"] = number
    fields["year"] = year
    if iso:
        fields["date"] = iso
    kind = m.group("kind") or m.group("kind2")
    if kind:
        fields["kind"] = (
            "ord." if kind.startswith("ord") else ("decr." if kind.startswith("decr") else "sent.")
        )
    branch_key = "cass-" + fields["branch"] if "branch" in fields else "cass"
    key = "corte-cost" if is_cost else branch_key
    ctx.add(pos, m.end(), "it-case", "IT", fields, C.it_case(key, number, year))
    return m.end()


def handle_act(ctx: Ctx, pos: int) -> int | None:
    """An Italian act named on its own, optionally followed by ``, art. 13``."""
    text = ctx.text
    if not boundary_before(text, pos):
        return None
    m = P.IT_DECREE_RE.match(text, pos)
    if m is None:
        return None
    found = decree_act(m)
    if found is None:
        return None
    act, key = found
    end = m.end()
    fields: dict[str, Any] = {"act": act}
    a = _ART_AFTER.match(text, end)
    article = comma = letter = None
    if a:
        article, comma, letter = _pinpoints(a)
        fields["article"] = article
        if comma:
            fields["comma"] = comma
        if letter:
            fields["letter"] = letter
        if a.group("follow"):
            fields["following"] = FOLLOWING.get(a.group("follow"), "f")
        end = a.end()
    ctx.add(pos, end, "it-statute", "IT", fields, C.it_statute(key, article, comma, letter))
    return end


def handle_eu(ctx: Ctx, pos: int) -> int | None:
    text = ctx.text
    if not boundary_before(text, pos):
        return None
    m = P.EU_ACT_RE.match(text, pos)
    if m is None:
        return None
    if m.group("eunick") and _ART_AFTER.match(text, m.end()) is None:
        return None  # "GDPR" alone is a name, not a citation; "GDPR Art. 9(2)(g)" is one
    found = eu_act_of(m)
    if found is None:  # pragma: no cover
        return None
    display, kind, year, number = found
    end = m.end()
    fields: dict[str, Any] = {"act": display, "kind": kind, "year": year, "number": number}
    article = paragraph = None
    a = _ART_AFTER.match(text, end)
    if a:
        article, paragraph, letter = _pinpoints(a)
        fields["article"] = article
        if paragraph:
            fields["paragraph"] = paragraph
        if letter:
            fields["letter"] = letter
        end = a.end()
    ctx.add(pos, end, "eu-act", "EU", fields, C.eu_act(kind, year, number, article, paragraph))
    return end


def _court_later(text: str, end: int) -> bool | None:
    """The court the rest of the sentence names ("... n. 30 del 2021 la Corte costituzionale ha ..."):
    True for the Corte costituzionale, False for the Cassazione, None when it names none.  "la Corte"
    with the words of constitutional review ("non fondate le questioni") is the Corte costituzionale."""
    rest_m = P.IT_SENTENCE_REST.match(text, end)
    rest = rest_m.group(0) if rest_m else ""
    court = P.IT_COURT_LATER.search(rest)
    if court is not None:
        return "ass" not in court.group("court")  # "Cassazione", "Cass.", "Court of Cassation"
    return True if P.IT_REVIEW_WORDS.search(rest) else None


def handle_sentence(ctx: Ctx, pos: int) -> int | None:
    """``(Corte costituzionale) sentenza n. 242 del 2019``: the court is named just before or cited last."""
    text = ctx.text
    if not boundary_before(text, pos):
        return None
    m = P.IT_SENTENCE.match(text, pos)
    if m is None:
        return None
    end = m.end()
    after = P.IT_COURT_AFTER.match(text, end)
    english = re.match(P.IT_KIND_EN, m.group("kind")) is not None
    later = _court_later(text, end) if after is None else None
    if english and after is None and later is None:
        return None  # "judgment No. 5 of 2019" of no court named: not read as an Italian decision
    mentions = P.IT_COURT_NAMED.findall(text, max(0, pos - 160), pos)
    named = mentions[-1] if mentions else None
    if after is not None:
        # the court named right after the number is this decision's, whatever court was named before
        is_cost = "ass" not in after.group("court")
        end = after.end()
    elif named is not None:
        is_cost = "ass" not in named
    elif later is not None:
        is_cost = later
    else:
        last = ctx.last(frozenset({"it-case"}), within=1500, at=pos)
        if last is None:
            return None
        is_cost = last.fields.get("court") == "Corte cost."
    number, year = int(m.group("num")), int(m.group("nyr"))
    fields: dict[str, Any] = {
        "court": "Corte cost." if is_cost else "Cass.",
        "number": number,
        "year": year,
        "kind": "ord." if m.group("kind").lower().startswith("ord") else "sent.",
    }
    ctx.add(pos, end, "it-case", "IT", fields, C.it_case("corte-cost" if is_cost else "cass", number, year))
    return end

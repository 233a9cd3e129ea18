"""Test-side stand-in for the resolver: read cited passages straight from the corpus JSON/text files.

Only for developing and testing the judges until ``lexgate/verify`` exists.  It understands the
citation shapes of the labelled set (``Art. 41 Abs. 1 OR``, ``art. 41 al. 1 CO``, ``art. 2043 c.c.``,
``4A_123/2019 E. 3.2``, ``Corte cost., sent. n. 100/2023``) and builds a JudgeRequest with the cited
passages, their translations and the act's other provisions as neighbours.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from lexgate.citations import canonical as cn
from lexgate.config import corpus_path
from lexgate.judges.base import JudgeRequest
from lexgate.sources.importers.bger import split_decision
from lexgate.sources.importers.it_codes import heading_tail, without_notes
from lexgate.sources.model import Passage

CORPUS = corpus_path() or Path("../shared/corpus")
IT_CODES = {
    "cc": "codice-civile",
    "cp": "codice-penale",
    "cpc": "codice-procedura-civile",
    "cpp": "codice-procedura-penale",
    "cost": "costituzione",
}
IT_ABBR = {
    "c.c.": "cc",
    "cc": "cc",
    "c.p.": "cp",
    "cp": "cp",
    "c.p.c.": "cpc",
    "cpc": "cpc",
    "c.p.p.": "cpp",
    "cpp": "cpp",
    "cost.": "cost",
    "cost": "cost",
    "cod. civ.": "cc",
    "cod. pen.": "cp",
    "cod. proc. civ.": "cpc",
    "cod. proc. pen.": "cpp",
}
_KEY = re.compile(
    r"^Art\.\s*(\d+[a-z]*(?:\s?(?:bis|ter|quater|quinquies|sexies|septies|octies))?)(?:\s+(?:Abs\.|al\.|cpv\.)\s*(\d+[a-z]*)\.?)?\s+(\S.*)$"
)


@dataclass(slots=True)
class Provision:
    act: str
    article: str
    paragraph: str | None
    text: str
    heading: str
    label: str
    url: str


@lru_cache(maxsize=64)
def statute(act: str, lang: str) -> tuple[Provision, ...]:
    path = CORPUS / "ch" / "statutes" / f"{act}_{lang}.json"
    if not path.is_file():
        return ()
    out = []
    for e in json.loads(path.read_text(encoding="utf-8")):
        m = _KEY.match(e["citation"].strip())
        if not m:
            continue
        out.append(
            Provision(
                act,
                m.group(1).replace(" ", ""),
                m.group(2),
                e["content"],
                e.get("title", ""),
                e["citation"],
                e.get("url", ""),
            )
        )
    return tuple(out)


# English abbreviations of Swiss acts used in English drafts (the corpus keys are de/fr/it only).
EN_ABBREVIATIONS = {
    "pila": "IPRG",
    "fnia": "AIG",
    "fadp": "DSG",
    "scc": "StGB",
    "crimpc": "StPO",
    "deba": "SchKG",
    "asyla": "AsylG",
}
# ... and those that name another act in German drafts ("WA": the Weapons Act in English, the Warsaw
# Convention in German)
EN_ONLY_ABBREVIATIONS = {"wa": "WG"}
# official abbreviations the corpus keys do not use (the plant varieties act is keyed by its German name)
KEYLESS_ABBREVIATIONS = {"lpov": "Sortenschutzgesetz"}


@lru_cache(maxsize=1)
def act_abbreviations() -> dict[str, str]:
    """Abbreviation as written in each language's keys (``CO``, ``CC``, ``Cst.``) -> corpus act key."""
    table: dict[str, str] = {**EN_ABBREVIATIONS, **KEYLESS_ABBREVIATIONS}
    for path in sorted((CORPUS / "ch" / "statutes").glob("*_de.json")):
        act = path.stem[: -len("_de")]
        table[act.replace("_", " ").lower()] = act
        for lang in ("fr", "it", "de"):
            # the abbreviation most of the first keys end with (a key may hold a footnote's text:
            # "Art. 1 al. Nouvelle teneur selon ... OOPA")
            ends = Counter(
                m.group(3).strip().lower() for p in statute(act, lang)[:5] if (m := _KEY.match(p.label))
            )
            if ends:
                table.setdefault(ends.most_common(1)[0][0], act)
    return table


@lru_cache(maxsize=8)
def it_code(key: str) -> tuple[Provision, ...]:
    path = CORPUS / "it" / "codes" / f"{IT_CODES[key]}.txt"
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        m = re.match(
            # "Art. 2355 bis": the corpus writes some ordinal articles with a space
            r"^Art\.\s*(\d+(?:[- ]?(?:bis|ter|quater|quinquies|sexies|septies|octies|novies|decies))?)(?:\.|\s)\s*(.*)$",
            line.strip(),
        )
        if not m:
            continue
        body = m.group(2)
        heading = ""
        hm = re.match(r"^\(\(\s*\(([^()]{1,160})\)\.?\s*\)\)\s*\.?\s*|^\(([^()]{1,160})\)\.?\s*", body)
        if hm:
            heading = (hm.group(1) or hm.group(2) or "").strip()
            body = body[hm.end() :]
        # the store's reading: no heading of the next part, no editors' notes (lexgate.sources)
        cut = heading_tail(body, constitution=key == "cost")
        body = without_notes(body if cut is None else body[:cut])
        body = body.replace("((", "").replace("))", "")
        art = m.group(1).replace("-", "").replace(" ", "")
        out.append(Provision(key, art, None, body.strip(), heading, f"art. {art} {key}", ""))
    return tuple(out)


# --- decisions -----------------------------------------------------------------------------------


def _successor_ok(prev: tuple[int, ...], cur: tuple[int, ...]) -> bool:
    if not prev:
        return cur == (1,)
    if cur == (*prev, 1):
        return True
    return any(cur == (*prev[: k - 1], prev[k - 1] + 1) for k in range(len(prev), 0, -1))


_NUM = re.compile(r"(?:(?<=\s)|^)(\d{1,2}(?:\.\d{1,2}){0,4})\.?\s+(?=[A-ZÄÖÜÀÉÈÌÒÙ«„\"(]|\d{1,2}\.\d)")


def considerations(text: str) -> dict[str, str]:
    """Split the reasoning into numbered considerations: ``{"1": ..., "2.1": ...}``."""
    cuts: list[tuple[int, int, str]] = []
    prev: tuple[int, ...] = ()
    for m in _NUM.finditer(text):
        num = tuple(int(x) for x in m.group(1).split("."))
        if _successor_ok(prev, num):
            cuts.append((m.start(), m.end(), m.group(1)))
            prev = num
    out: dict[str, str] = {}
    for i, (_s, e, label) in enumerate(cuts):
        end = cuts[i + 1][0] if i + 1 < len(cuts) else len(text)
        out[label] = text[e:end].strip()
    return out


@lru_cache(maxsize=1)
def decisions() -> dict[str, dict[str, object]]:
    out: dict[str, dict[str, object]] = {}
    for lang in ("de", "fr", "it"):
        for line in (
            (CORPUS / "ch" / "decisions" / f"bger_{lang}.jsonl").read_text(encoding="utf-8").splitlines()
        ):
            r = json.loads(line)
            m = re.search(r"aza(?:%3A%2F%2F|://)(\d{2})-(\d{2})-(\d{4})-(\w+?)-(\d{4})", r["link"])
            if not m:
                continue
            docket = f"{m.group(4)}/{m.group(5)}"
            out[docket] = {
                "lang": lang,
                # the importer's split (the store's considerations): a number after a citation word
                # ("Art. 29 Abs. 2 BV") opens no consideration
                "considerations": dict(split_decision(r["considerations"], lang)[1])
                or considerations(r["considerations"]),
                "date": f"{m.group(3)}-{m.group(2)}-{m.group(1)}",
            }
    return out


@lru_cache(maxsize=256)
def corte_cost(number: int, year: int) -> tuple[Passage, ...]:
    out: list[Passage] = []
    for kind in ("S", "O"):
        path = CORPUS / "it" / "corte-costituzionale" / str(year) / f"{kind}_{number}_{year}.md"
        if not path.is_file():
            continue
        text = path.read_text(encoding="utf-8")
        for i, m in enumerate(
            re.finditer(r"^### Massima (\d+).*?\n\n> (.*?)(?=\n\n|\Z)", text, re.S | re.M), 1
        ):
            key = cn.it_case("corte-cost", number, year) + f":massima-{i}"
            out.append(Passage(key, "massima", m.group(2).strip(), "it", f"Massima {m.group(1)}"))
    return tuple(out)


# --- requests ------------------------------------------------------------------------------------


@dataclass(slots=True)
class Lookup:
    found: bool
    request: JudgeRequest | None = None
    reason: str = ""


_CH_CITE = re.compile(
    r"(?:Art\.|art\.|Artikel|Article|article|articolo|Art)\s*(\d+[a-z]*)(?:\s*(?:Abs\.|al\.|cpv\.|para\.|paragraph)\s*(\d+(?:bis|ter|quater)?)|\((\d+)\))?"
    r"(?:\s*(?:lit\.|let\.|lett\.)\s*(?P<letter>[a-z]))?(?:\s*(?:Ziff\.|ch\.|n\.|no\.)\s*\d+)?\s+(.+?)\s*$"
)
_IT_CITE = re.compile(
    r"(?:art\.|articolo|article)\s*(\d+(?:-?(?:bis|ter|quater))?)(?:,?\s*comma\s*(?P<comma>\d+),?|\((?P<pcomma>\d+)\))?\s+(?P<code>c\.c\.|c\.p\.c\.|c\.p\.p\.|c\.p\.|cod\.\s?proc\.\s?civ\.|cod\.\s?proc\.\s?pen\.|cod\.\s?civ\.|cod\.\s?pen\.|cost\.?|cc|cpc|cpp|cp)\s*$",
    re.I,
)


def _it_code_key(m: re.Match[str]) -> str:
    """The code's key in IT_ABBR ("cod.civ." is "cod. civ.")."""
    code = m.group("code").lower()
    return re.sub(r"\.(?=\S)", ". ", code) if code.startswith("cod") else code


_DOCKET = re.compile(r"(\d[A-Z])[_ ](\d+)/(\d{4})(?:.*?(?:E\.|consid\.|cons\.)\s*(\d+(?:\.\d+)*))?")
_CCOST = re.compile(
    r"(?:C(?:orte|\.)\s*cost(?:\.|ituzionale)?,?\s*(?:sent\.|ord\.|sentenza|ordinanza|judgment|order)|Constitutional Court,? (?:judgment|order|decision))"
    r",?\s*n(?:o)?\.\s*(\d+)(?:/| del | of )(\d{4})"
    # "C. cost. 57/2021", "Corte cost. 80/2020": number and year alone
    r"|C(?:orte)?\.?\s*cost\.,?\s*(?:n\.\s*)?(\d+)/(\d{4})",
    re.I,
)
# "sentenza n. 48 del 2015 della Corte costituzionale": the court named after the number
_CCOST_AFTER = re.compile(
    r"(?:sentenza|ordinanza|sent\.|ord\.)\s*n\.\s*(\d+)(?:/| del )(\d{4}),?\s+della\s+Corte\s+cost(?:\.|ituzionale)",
    re.I,
)
# "sentenza n. 30 del 2021" alone, its court named elsewhere in the sentence ("la Corte costituzionale,
# con la sent. n. 153/2024, ...", "... la Corte ha dichiarato non fondate le questioni")
_CCOST_BARE = re.compile(r"^(?:sentenza|ordinanza|sent\.|ord\.)\s*n\.\s*(\d+)(?:/| del )(\d{4})$", re.I)
# "C. cost. 5 novembre 2015, n. 216", "Corte costituzionale, sentenza 28 luglio 2022, n. 201": the
# decision's date, then its number
_CCOST_DATED = re.compile(
    r"C(?:orte)?\.?\s*cost(?:\.|ituzionale)?,?\s+(?:(?:sentenza|ordinanza|sent\.|ord\.)\s+)?\d{1,2}\s+[a-z]+\s+(\d{4}),?\s*n\.\s*(\d+)",
    re.I,
)


# "Article 115 of the Italian Code of Civil Procedure": the Italian codes named in English
IT_EN_CODES = {
    "civil code": "cc",
    "code of civil procedure": "cpc",
    "criminal code": "cp",
    "penal code": "cp",
    "code of criminal procedure": "cpp",
    "constitution": "cost",
}
_IT_EN_CITE = re.compile(
    r"Article\s+(\d+(?:bis|ter|quater)?)\s+of\s+the\s+Italian\s+(" + "|".join(IT_EN_CODES) + r")\b", re.I
)


def _is_it_source(source_ref: str) -> bool:
    return source_ref.startswith("it/")


def _statute_request(case: dict[str, str], act: str, article: str, para: str | None) -> Lookup:
    lang = case["lang"] if case["lang"] in ("de", "fr", "it") else "de"
    provs = statute(act, lang)
    cited = [p for p in provs if p.article == article and (para is None or p.paragraph == para)]
    if not cited:
        return Lookup(False, reason=f"{act} art. {article} para {para} not in corpus")

    def to_passage(p: Provision, lang_: str) -> Passage:
        key = cn.ch_statute(act, p.article, p.paragraph)
        return Passage(
            key, "paragraph" if p.paragraph else "article", p.text, lang_, p.label, p.heading, p.url
        )

    passages = [to_passage(p, lang) for p in cited]
    cited_keys = {p.key for p in passages}
    translations: dict[str, list[Passage]] = {}
    for other in ("de", "fr", "it"):
        if other == lang:
            continue
        tp = [
            to_passage(p, other)
            for p in statute(act, other)
            if p.article == article and (para is None or p.paragraph == para)
        ]
        if tp:
            translations[other] = tp
    neighbours = [
        to_passage(p, lang) for p in provs if cn.ch_statute(act, p.article, p.paragraph) not in cited_keys
    ]
    canonical = cn.ch_statute(act, article, para)
    return Lookup(
        True,
        JudgeRequest(
            case["draft"], case["lang"], case["cite"], canonical, passages, translations, neighbours
        ),
    )


# "... misure 1. Nessuno ...", and without the space: "2.((La proroga ...))", "4.Il giudice"
_NUMBERED_COMMA = re.compile(r"(?<![\w,.'])(\d{1,2})\.(?:\s+(?=[A-Z])|(?=\(\()|(?=[A-Z][a-z]))")


def _it_request(case: dict[str, str], key: str, article: str, comma: str | None = None) -> Lookup:
    provs = it_code(key)
    cited = [p for p in provs if p.article == article]
    if not cited:
        return Lookup(False, reason=f"{key} art. {article} not in corpus")
    numbered = {int(n) for p in cited for n in _NUMBERED_COMMA.findall(p.text)}
    if comma is not None and 1 in numbered and int(comma) not in numbered:
        # a code that numbers its commi ("1. ... 2. ..."): a comma it does not number is not there
        return Lookup(False, reason=f"{key} art. {article} comma {comma} not in corpus")
    passages = [
        Passage(cn.it_statute(key, p.article), "article", p.text, "it", p.label, p.heading) for p in cited
    ]
    neighbours = [
        Passage(cn.it_statute(key, p.article), "article", p.text, "it", p.label, p.heading)
        for p in provs
        if p.article != article
    ]
    return Lookup(
        True,
        JudgeRequest(
            case["draft"], case["lang"], case["cite"], cn.it_statute(key, article), passages, {}, neighbours
        ),
    )


def _has_letter(passages: list[Passage], letter: str) -> bool:
    """The cited paragraph lists an item ``letter`` ("j. ..." on a line of its own)."""
    item = re.compile(rf"(?m)^\s*{re.escape(letter)}[.)]\s")
    return any(item.search(p.text) for p in passages)


def lookup(case: dict[str, str]) -> Lookup:
    """Resolve the case's citation against the corpus (None request when it does not exist)."""
    cite = case["cite"].strip()
    src = case.get("source_ref", "")
    m = _CCOST.search(cite) or _CCOST_AFTER.search(cite)
    if m is None and re.search(r"\bCorte\b", case["draft"]):
        m = _CCOST_BARE.search(cite)
    dated = None if m else _CCOST_DATED.search(cite)
    if m or dated:
        if m:
            number, year = (int(g) for g in m.groups() if g)
        else:
            number, year = int(dated[2]), int(dated[1])
        massime = list(corte_cost(number, year))
        if not massime:
            return Lookup(False, reason="no such decision")
        canonical = cn.it_case("corte-cost", number, year)
        return Lookup(
            True, JudgeRequest(case["draft"], case["lang"], cite, canonical, massime, {}, [], "headnote")
        )
    m = _DOCKET.search(cite)
    if m:
        docket = f"{m.group(1)}_{m.group(2)}/{m.group(3)}"
        dec = decisions().get(docket)
        if dec is None:
            return Lookup(False, reason="unknown docket")
        cons: dict[str, str] = dec["considerations"]  # type: ignore[assignment]
        lang = str(dec["lang"])
        pin = m.group(4)
        canonical = cn.ch_docket("BGer", docket, pin)
        all_p = [
            Passage(cn.ch_docket("BGer", docket, k), "consideration", v, lang, f"E. {k}")
            for k, v in cons.items()
        ]
        if pin:
            chosen = [p for p in all_p if p.label == f"E. {pin}" or p.label.startswith(f"E. {pin}.")]
            if not chosen:
                return Lookup(
                    True,
                    JudgeRequest(
                        case["draft"], case["lang"], cite, canonical, all_p, {}, [], "full-text", f"E. {pin}"
                    ),
                )
            rest = [p for p in all_p if p not in chosen]
            return Lookup(True, JudgeRequest(case["draft"], case["lang"], cite, canonical, chosen, {}, rest))
        return Lookup(True, JudgeRequest(case["draft"], case["lang"], cite, canonical, all_p, {}, []))
    m = _IT_EN_CITE.search(cite)
    if m:
        return _it_request(case, IT_EN_CODES[m.group(2).lower()], m.group(1))
    m = _IT_CITE.search(cite)
    # bare CC / CP / CPC / CPP / Cost. are also the French/Italian names of Swiss acts: Italian only when dotted
    if m and (
        _is_it_source(src)
        or _it_code_key(m) in ("c.c.", "c.p.c.", "c.p.p.", "c.p.")
        or _it_code_key(m).startswith("cod.")
    ):
        return _it_request(
            case,
            IT_ABBR[_it_code_key(m)],
            m.group(1).replace("-", ""),
            m.group("comma") or m.group("pcomma"),
        )
    m = _CH_CITE.search(cite)
    if m:
        abbr = m.group(5).strip().rstrip(",").lower()
        act = (EN_ONLY_ABBREVIATIONS if case.get("lang") == "en" else {}).get(
            abbr
        ) or act_abbreviations().get(abbr)
        if act is None:
            if case.get("lang") == "en" or " " in abbr:
                # English usage (FSCA, UCA, "of the Civil Code") or an act named in words ("de la
                # Convention de Varsovie"): the stand-in has no names to check them against
                return Lookup(False, reason="not a citation the loader knows")
            return Lookup(False, reason=f"unknown act {abbr}")
        found = _statute_request(case, act, m.group(1), m.group(2) or m.group(3))
        if not found.found:
            # an abbreviation two acts share ("LPart"): the verifier tries the other act too
            from lexgate.citations.acts import namesakes

            for other in namesakes(act, cite, case.get("lang")):
                again = _statute_request(case, other, m.group(1), m.group(2) or m.group(3))
                if again.found:
                    found = again
                    break
        letter = m.group("letter")
        if found.request is not None and letter and not _has_letter(found.request.passages, letter):
            return Lookup(False, reason=f"{act} art. {m.group(1)} has no letter {letter}")
        return found
    return Lookup(False, reason="not a citation the loader knows")


def load_cases(*paths: Path) -> list[dict[str, str]]:
    rows: list[dict[str, str]] = []
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                rows.append(json.loads(line))
    return rows

"""Language-neutral canonical ids, shared by the parser, the resolver and the reports.

One citation, one id, whatever language it was written in::

    Art. 41 Abs. 1 OR  = Art. 41 al. 1 CO = art. 41 cpv. 1 CO = Art. 41(1) CO -> ch:OR:art-41:para-1
    Art. 8 Abs. 1 lit. a Ziff. 2 BV                                            -> ch:BV:art-8:para-1:let-a:num-2
    Art. 41 ff. OR / Art. 41 f. OR / Art. 41-44 OR                             -> ch:OR:art-41:ff / :f / ch:OR:art-41-44
    SR 220 (known act) / SR 999.9 (unknown)                                    -> ch:OR / ch:sr-999.9
    BGE 140 III 86 E. 3.2 S. 88 = ATF ... consid. 3.2 p. 88 = DTF ...          -> ch:BGE:140-III-86:E-3.2:p-88
    4A_123/2023 E. 3 (Federal Supreme Court)                                   -> ch:BGer:4A_123/2023:E-3
    A-4843/2020 (Federal Administrative Court)                                 -> ch:BVGer:A-4843/2020
    C/4431/2013 (Geneva)                                                       -> ch:cant-GE:C/4431/2013
    Onlinekommentar, Art. 97 OR, N 12                                          -> ch:OK:OR:art-97:N-12
    GAUCH/SCHLUEP/SCHMID, OR AT, N 865                                         -> doctrine:gauch/schluep/schmid, or at, n 865
    art. 1453, comma 1, c.c.                                                   -> it:cc:art-1453:comma-1
    d.lgs. 30 giugno 2003, n. 196, art. 13                                     -> it:dlgs-196-2003:art-13
    Cass. civ., sez. III, n. 6789/2020                                         -> it:cass-civ:6789/2020
    Corte cost., sent. n. 100/2023                                             -> it:corte-cost:100/2023
    Reg. (UE) 2016/679, art. 6                                                 -> eu:reg-2016-679:art-6

Swiss act keys are the German abbreviation with spaces as ``_`` (``BVV_2``), the file stem of the
corpus.  Parts are ``label-value`` pairs separated by ``:``; the first one or two parts name the
authority.  This module is pure string work: no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass, field

_STATUTE_LABELS = ("para", "let", "num")


def _clean(value: object) -> str:
    return (value if type(value) is str else str(value)).strip().replace(" ", "_")


def ch_statute(
    act: str,
    article: str | None = None,
    paragraph: str | None = None,
    letter: str | None = None,
    number: str | None = None,
    *,
    article_to: str | None = None,
    following: str | None = None,
) -> str:
    """``ch:OR:art-41:para-1:let-a:num-2``; ``article_to`` for ranges, ``following`` = "f" | "ff"."""
    # _clean() written out for the str parts (the parser's): one id per statute citation, built often
    out = "ch:" + (act.strip().replace(" ", "_") if type(act) is str else _clean(act))
    if article is None:
        return out
    out += ":art-" + (article.strip().replace(" ", "_") if type(article) is str else _clean(article))
    if article_to:
        out += "-" + _clean(article_to)
    # the pinpoints of _STATUTE_LABELS, in that order
    if paragraph is not None and paragraph != "":
        out += ":para-" + (
            paragraph.strip().replace(" ", "_") if type(paragraph) is str else _clean(paragraph)
        )
    if letter is not None and letter != "":
        out += ":let-" + (letter.strip().replace(" ", "_") if type(letter) is str else _clean(letter))
    if number is not None and number != "":
        out += ":num-" + _clean(number)
    if following == "f" or following == "ff":
        out += ":" + following
    return out


def ch_sr(sr: str) -> str:
    return f"ch:sr-{_clean(sr)}"


def bge(
    volume: int, part: str, page: int, consideration: str | None = None, pin_page: int | None = None
) -> str:
    out = f"ch:BGE:{int(volume)}-{part}-{int(page)}"
    if consideration:
        out += f":E-{_clean(consideration)}"
    if pin_page:
        out += f":p-{int(pin_page)}"
    return out


def ch_docket(court: str, docket: str, consideration: str | None = None) -> str:
    """Federal (``BGer``, ``BVGer``, ``BStGer``, ``BPatGer``) or cantonal (``cant-GE``) docket."""
    out = f"ch:{court}:{_clean(docket)}"
    if consideration:
        out += f":E-{_clean(consideration)}"
    return out


def ch_commentary(act: str, article: str, margin: str | None = None, author: str | None = None) -> str:
    out = f"ch:OK:{_clean(act)}:art-{_clean(article)}"
    if margin:
        out += f":N-{_clean(margin)}"
    if author:
        out += f":by-{_clean(author).lower()}"
    return out


def doctrine(text: str) -> str:
    return "doctrine:" + " ".join(text.lower().split())


def it_statute(
    act_key: str, article: str | None = None, comma: str | None = None, letter: str | None = None
) -> str:
    """``act_key`` is ``cc``, ``cp``, ``cpc``, ``cpp``, ``cost``, ``dlgs-196-2003``, ``l-241-1990``..."""
    out = f"it:{act_key}"
    if article:
        out += f":art-{_clean(article).lower()}"
    if comma:
        out += f":comma-{_clean(comma).lower()}"
    if letter:
        out += f":let-{_clean(letter).lower()}"
    return out


def it_case(court: str, number: str | int, year: str | int) -> str:
    """``court`` is ``cass``, ``cass-civ``, ``cass-pen`` or ``corte-cost``."""
    return f"it:{court}:{int(number)}/{int(year)}"


def eu_act(
    kind: str, year: str | int, number: str | int, article: str | None = None, paragraph: str | None = None
) -> str:
    """``kind`` is ``reg`` or ``dir``: ``eu:reg-2016-679:art-6:para-1``."""
    out = f"eu:{kind}-{int(year)}-{int(number)}"
    if article:
        out += f":art-{_clean(article)}"
    if paragraph:
        out += f":para-{_clean(paragraph)}"
    return out


@dataclass(frozen=True, slots=True)
class CanonicalRef:
    """A parsed canonical id: ``authority`` (e.g. ``ch:OR``, ``ch:BGE:140-III-86``,
    ``ch:BGer:4A_123/2023``, ``it:cc``) plus its labelled pinpoint parts, in order."""

    raw: str
    jurisdiction: str  # "ch" | "it" | "eu" | "doctrine"
    kind: str  # "statute" | "sr" | "bge" | "docket" | "cantonal" | "commentary" | "doctrine" | "it-statute" | "it-case" | "eu-act"
    authority: str
    parts: dict[str, str] = field(default_factory=dict)
    flags: tuple[str, ...] = ()  # "f", "ff"

    def get(self, label: str) -> str | None:
        return self.parts.get(label)


_BVGE_NAMES = {"fr": "ATAF", "it": "DTAF"}
_FEDERAL_COURTS = {"BGer", "BVGer", "BVGE", "BStGer", "BPatGer"}  # BVGE: the BVGer's official collection


def parse(canonical: str) -> CanonicalRef:
    """Split a canonical id into authority and pinpoint parts.  Raises ``ValueError`` on junk."""
    raw = canonical.strip()
    if raw.startswith("doctrine:"):
        return CanonicalRef(raw, "doctrine", "doctrine", raw)
    bits = raw.split(":")
    if len(bits) < 2 or bits[0] not in ("ch", "it", "eu") or not bits[1]:
        raise ValueError(f"not a canonical citation id: {canonical!r}")
    jur, head, rest = bits[0], bits[1], bits[2:]
    if jur == "ch" and head == "BGE":
        if not rest:
            raise ValueError(f"BGE id without volume-part-page: {canonical!r}")
        authority, rest = f"ch:BGE:{rest[0]}", rest[1:]
        kind = "bge"
    elif jur == "ch" and (head in _FEDERAL_COURTS or head.startswith("cant-")):
        if not rest:
            raise ValueError(f"docket id without docket: {canonical!r}")
        authority, rest = f"ch:{head}:{rest[0]}", rest[1:]
        kind = "docket" if head in _FEDERAL_COURTS else "cantonal"
    elif jur == "ch" and head == "OK":
        if not rest:
            raise ValueError(f"commentary id without act: {canonical!r}")
        authority, rest = f"ch:OK:{rest[0]}", rest[1:]
        kind = "commentary"
    elif jur == "ch" and head.startswith("sr-"):
        authority, kind = f"ch:{head}", "sr"
    elif jur == "it" and (head.startswith("cass") or head == "corte-cost"):
        if not rest:
            raise ValueError(f"Italian case id without number: {canonical!r}")
        authority, rest = f"it:{head}:{rest[0]}", rest[1:]
        kind = "it-case"
    else:
        authority = f"{jur}:{head}"
        kind = {"ch": "statute", "it": "it-statute", "eu": "eu-act"}[jur]
    parts: dict[str, str] = {}
    flags: list[str] = []
    for bit in rest:
        if bit in ("f", "ff"):
            flags.append(bit)
            continue
        label, sep, value = bit.partition("-")
        if not sep or not value:
            raise ValueError(f"bad part {bit!r} in {canonical!r}")
        parts[label] = value
    return CanonicalRef(raw, jur, kind, authority, parts, tuple(flags))


def act_key(ref: CanonicalRef) -> str:
    """``ch:OR`` -> ``OR``; ``it:dlgs-196-2003`` -> ``dlgs-196-2003``."""
    return ref.authority.split(":", 1)[1] if ref.kind in ("statute", "it-statute", "eu-act") else ""


def decision_id(canonical: str) -> str:
    """The id without pinpoints: the decision or the article."""
    ref = parse(canonical)
    if ref.kind in ("statute", "it-statute", "eu-act") and "art" in ref.parts:
        return f"{ref.authority}:art-{ref.parts['art']}"
    return ref.authority


_IT_ACT_LABELS = {"cc": "c.c.", "cp": "c.p.", "cpc": "c.p.c.", "cpp": "c.p.p.", "cost": "Cost."}
_PARA_WORD = {"de": "Abs.", "fr": "al.", "it": "cpv.", "en": "para."}
_LET_WORD = {"de": "lit.", "fr": "let.", "it": "lett.", "en": "let."}
_NUM_WORD = {"de": "Ziff.", "fr": "ch.", "it": "n.", "en": "no."}
_E_WORD = {"de": "E.", "fr": "consid.", "it": "consid.", "en": "consid."}
_SENTENCE_WORD = {"de": "Satz", "fr": "phrase", "it": "periodo", "en": "sentence"}


def label(canonical: str, lang: str = "de", *, sentence: str | None = None) -> str:
    """A lawyer's rendering of a canonical id: ``ch:OR:art-41:para-1`` -> ``Art. 41 Abs. 1 OR``.

    Swiss acts keep their German key (the language-neutral id); unknown shapes come back unchanged.
    ``sentence`` (a citation's ``fields["sentence"]``, which the paragraph-level id does not hold) is shown
    after the paragraph of a Swiss statute: ``Art. 41 Abs. 2 Satz 1 OR``.
    """
    try:
        ref = parse(canonical)
    except ValueError:
        return canonical
    p = ref.parts
    e_word = _E_WORD.get(lang, "E.")
    if ref.kind == "statute":
        out = "Art. " + p["art"] if "art" in p else ""
        if "para" in p:
            out += f" {_PARA_WORD.get(lang, 'Abs.')} {p['para']}"
        if "let" in p:
            out += f" {_LET_WORD.get(lang, 'lit.')} {p['let']}"
        if "num" in p:
            out += f" {_NUM_WORD.get(lang, 'Ziff.')} {p['num']}"
        if sentence and "art" in p:
            out += f" {_SENTENCE_WORD.get(lang, 'Satz')} {sentence}"
        if ref.flags:
            out += f" {ref.flags[0]}."
        act = act_key(ref).replace("_", " ")
        return f"{out} {act}".strip()
    if ref.kind == "bge":
        vol, part, page = ref.authority.split(":")[2].split("-")
        coll = {"fr": "ATF", "it": "DTF"}.get(lang, "BGE")
        out = f"{coll} {vol} {part} {page}"
        if "E" in p:
            out += f" {e_word} {p['E']}"
        return out
    if ref.kind in ("docket", "cantonal"):
        out = ref.authority.split(":", 2)[2]
        if ref.authority.startswith("ch:BVGE:"):  # the collection's name in the reader's language
            out = f"{_BVGE_NAMES.get(lang, 'BVGE')} {out}"
        return out + (f" {e_word} {p['E']}" if "E" in p else "")
    if ref.kind == "it-statute":
        act = act_key(ref)
        act_label = _IT_ACT_LABELS.get(act)
        if act_label is None:
            kind, _, rest = act.partition("-")
            num, _, year = rest.partition("-")
            word = {"dlgs": "d.lgs.", "dl": "d.l.", "dpr": "D.P.R.", "l": "L.", "dm": "d.m."}.get(kind, kind)
            act_label = f"{word} {num}/{year}"
        out = f"art. {p['art']}" if "art" in p else ""
        if "comma" in p:
            out += f", comma {p['comma']}"
        return f"{out} {act_label}".strip()
    if ref.kind == "it-case":
        court, num = ref.authority.split(":")[1:3]
        name = {"corte-cost": "Corte cost.", "cass-civ": "Cass. civ.", "cass-pen": "Cass. pen."}.get(
            court, "Cass."
        )
        return f"{name} n. {num}"
    return canonical

"""Canonical id -> source text: the local store first, then each live connector that handles the id.

Answers (see ``model.py``): ``Found`` (passages in the requested language when the source has it, the
other official languages in ``translations``), ``NotFound`` (only from a source that was searched and
lacks the item, or by rule for ids that cannot exist) or ``Unavailable`` (nothing that could answer was
reachable).  The local store is authoritative for the acts whose complete text it holds: an article
beyond the act or a paragraph an article lacks is a real ``NotFound`` there.  Retries live in the
connectors; the resolver calls each connector once.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from lexgate.citations import canonical as cn
from lexgate.sources import items, rules, suggest
from lexgate.sources.model import Connector, Found, NotFound, Passage, Resolution, Unavailable
from lexgate.sources.numbering import segments_of
from lexgate.sources.store import ActInfo, Store, consideration_number

LANG_PREFERENCE = ("de", "fr", "it", "en")
NO_LIVE = "not in the local store; no live source reachable"
# Acts whose corpus text is known to lack a tail: articles after the last one are not a NotFound.
KNOWN_GAPS: dict[str, str] = {
    "BV": "the corpus lacks the Federal Constitution's transitional provisions (after Art. 191c)"
}
LOCAL_SOURCE = {"ch": "local:fedlex-corpus", "it": "local:normattiva-corpus"}
DECISION_SOURCE = {
    "BGer": "local:bger-corpus",
    "corte-cost": "local:cortecostituzionale-opendata",
    "cass-pen": "local:cassazione-massimario",
    "cass-pen-qsp": "local:cassazione-massimario",
}
PARAGRAPH_WORD = {"de": "Abs.", "fr": "al.", "it": "cpv.", "en": "para."}
CONSIDERATION_WORD = {"de": "E.", "fr": "consid.", "it": "consid.", "en": "E."}
# Italian case ids without a section may name any of these stored courts.
IT_CASE_ALIASES = {"cass": ("cass-pen", "cass-civ")}
_RANGE = re.compile(r"^(?P<a>\d+[a-z]*)-(?P<b>\d+[a-z]*)$")


def _norm_article(article: str) -> str:
    return re.sub(r"[\s._-]", "", article.lower())


@dataclass(slots=True)
class _Selection:
    """What one statute id asks for in one language."""

    passages: list[Passage] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    siblings: list[Passage] = field(default_factory=list)  # the cited item's list neighbours


class Resolver:
    """``Resolver(store, connectors, offline)``; ``resolve(canonical, lang)``."""

    def __init__(
        self, store: Store, connectors: Sequence[Connector] = (), offline: bool = False, *, following: int = 3
    ) -> None:
        self.store = store
        self.connectors = list(connectors)
        self.offline = offline
        self.following = following  # how many articles "ff." adds

    # -- entry point -----------------------------------------------------------------------------------

    def resolve(self, canonical: str, lang: str) -> Resolution:
        with self.store.pinned():
            return self._resolve(canonical, lang)

    def _resolve(self, canonical: str, lang: str) -> Resolution:
        try:
            ref = cn.parse(canonical)
        except ValueError as exc:
            return NotFound(canonical=canonical, source="rule", query_used=canonical, reason=str(exc))
        reason = rules.impossible(ref)
        if reason:
            return NotFound(canonical=canonical, source="rule", query_used=canonical, reason=reason)
        local = self._local(ref, lang)
        if isinstance(local, Found):
            return local
        cached = self.store.cached_found(ref.raw, lang)
        if cached is not None:
            cached.notes.append(f"from the local cache of {cached.source}")
            return cached
        live = self._live(ref, lang)
        if isinstance(live, Found):
            try:
                self.store.cache_found(live)
            except Exception as exc:  # a busy/readonly store must not lose a found answer
                live.notes.append(f"not cached: {exc}")
            return live
        if isinstance(local, NotFound):
            return local
        if isinstance(live, NotFound):
            live.close_matches = live.close_matches or self._close_matches(ref)
            return live
        if isinstance(live, Unavailable):
            return live
        why = "offline (live sources are off)" if self.offline else "no live source configured"
        hint = self._close_matches(ref)
        extra = f"; similar ids in the store: {', '.join(hint)}" if hint else ""
        return Unavailable(
            canonical=ref.raw, source="local", query_used=ref.raw, reason=f"{NO_LIVE} ({why}){extra}"
        )

    # -- live ------------------------------------------------------------------------------------------

    def _live(self, ref: cn.CanonicalRef, lang: str) -> Resolution | None:
        if self.offline:
            return None
        answers: list[Resolution] = []
        for connector in self.connectors:
            try:
                if not connector.handles(ref.raw):
                    continue
                answer = connector.fetch(ref.raw, lang)
            except Exception as exc:  # a connector must never crash the resolver
                answer = Unavailable(
                    canonical=ref.raw,
                    source=getattr(connector, "name", "live"),
                    reason=f"connector error: {exc}",
                )
            if isinstance(answer, Found):
                return answer
            answers.append(answer)
        not_found = [a for a in answers if isinstance(a, NotFound)]
        if not_found:
            first = not_found[0]
            first.source = ", ".join(a.source for a in not_found if a.source) or first.source
            return first
        if answers:
            reasons = "; ".join(f"{a.source}: {a.reason}" for a in answers if isinstance(a, Unavailable))
            return Unavailable(
                canonical=ref.raw,
                source=", ".join(a.source for a in answers),
                query_used=ref.raw,
                reason=f"{NO_LIVE}: {reasons}",
            )
        return None

    # -- local -----------------------------------------------------------------------------------------

    def _local(self, ref: cn.CanonicalRef, lang: str) -> Found | NotFound | None:
        if ref.kind in ("statute", "it-statute"):
            return self._statute(ref, lang)
        if ref.kind in ("docket", "it-case"):
            return self._decision(ref, lang)
        return None

    def _statute(self, ref: cn.CanonicalRef, lang: str) -> Found | NotFound | None:
        act_key = cn.act_key(ref)
        act = self.store.get_act(act_key)
        if act is None:
            return None
        source = LOCAL_SOURCE.get(act.jurisdiction, "local")
        art = ref.get("art")
        if art is None:
            primary = _pick_lang(lang, list(act.languages))
            found = self._found(ref, act, primary, source, [], f"store: act {act_key}")
            found.notes.append("the whole act is cited, without an article: no passage to compare")
            return found
        articles = self._articles(ref, act, art)
        if isinstance(articles, NotFound) or articles is None:
            return articles
        # the languages that hold this article (an edition may lack one)
        langs = self.store.article_languages(act_key, articles[0]) or list(act.languages)
        primary = _pick_lang(lang, langs)
        query = f"store: {act_key} art {art}" + "".join(
            f" {k} {v}" for k, v in ref.parts.items() if k != "art"
        )
        query += "".join(f" {f}" for f in ref.flags)
        selected = self._select(ref, act, articles, primary)
        if isinstance(selected, NotFound):
            selected.source, selected.query_used = source, query + f" lang {primary}"
            return selected
        found = self._found(ref, act, primary, source, selected.passages, query + f" lang {primary}")
        found.notes.extend(selected.notes)
        found.siblings = list(selected.siblings)
        if primary != lang:
            found.notes.append(f"no {lang} text in the source; {primary} text given")
        for other in langs:
            if other == primary:
                continue
            sel = self._select(ref, act, articles, other)
            if isinstance(sel, _Selection) and sel.passages:
                found.translations[other] = sel.passages
        return found

    def _found(
        self, ref: cn.CanonicalRef, act: ActInfo, lang: str, source: str, passages: list[Passage], query: str
    ) -> Found:
        return Found(
            canonical=ref.raw,
            source=source,
            query_used=query,
            lang=lang,
            title=act.titles.get(lang) or act.abbreviations.get(lang) or act.act_key,
            url=next((p.url for p in passages if p.url), act.urls.get(lang, "")),
            version=act.version,
            retrieved_at=act.retrieved_at,
            passages=passages,
        )

    def _label(self, act: ActInfo, article: str) -> str:
        abbr = act.abbreviations.get("de") or next(iter(act.abbreviations.values()), act.act_key)
        return f"Art. {article} {abbr}"

    def _match_article(self, act_key: str, article: str) -> str | None:
        if self.store.has_article(act_key, article):
            return article
        norm = _norm_article(article)
        for cand in self.store.article_numbers(act_key):
            if _norm_article(cand) == norm:
                return cand
        return None

    def _articles(self, ref: cn.CanonicalRef, act: ActInfo, art: str) -> list[str] | NotFound | None:
        """The stored article numbers this id asks for, a NotFound, or None (store cannot tell)."""
        order = self.store.article_numbers(act.act_key)
        rng = _RANGE.match(art)
        if rng and self._match_article(act.act_key, art) is None:
            first, last = (
                self._match_article(act.act_key, rng["a"]),
                self._match_article(act.act_key, rng["b"]),
            )
            if first is None or last is None:
                missing = rng["a"] if first is None else rng["b"]
                return self._missing_article(ref, act, missing, order)
            i, j = (
                self.store.article_position(act.act_key, first) or 0,
                self.store.article_position(act.act_key, last) or 0,
            )
            if j < i:
                return NotFound(
                    canonical=ref.raw, source="rule", query_used=ref.raw, reason=f"empty range: Art. {art}"
                )
            return order[i : j + 1]
        stored = self._match_article(act.act_key, art)
        if stored is None:
            return self._missing_article(ref, act, art, order)
        i = self.store.article_position(act.act_key, stored) or 0
        if "ff" in ref.flags:
            return order[i : i + 1 + self.following]
        if "f" in ref.flags:
            return order[i : i + 2]
        return [stored]

    def _missing_article(
        self, ref: cn.CanonicalRef, act: ActInfo, art: str, order: list[str]
    ) -> NotFound | None:
        nums = [n for n in (suggest.article_number(a) for a in order) if n is not None]
        wanted = suggest.article_number(art)
        beyond = wanted is not None and bool(nums) and wanted > max(nums)
        if beyond and act.act_key in KNOWN_GAPS:
            return None
        if not act.complete or (act.jurisdiction != "ch" and not beyond):
            return None  # the store's text may lack it (repealed or not imported): ask live sources
        near = suggest.nearest_articles(order, art)
        last = order[-1] if order else "?"
        reason = f"{self._label(act, art)} does not exist in {act.act_key} (articles {order[0] if order else '?'}-{last})"
        make = cn.ch_statute if act.jurisdiction == "ch" else cn.it_statute
        return NotFound(
            canonical=ref.raw,
            source=LOCAL_SOURCE.get(act.jurisdiction, "local"),
            query_used=f"store: {act.act_key} art {art}",
            reason=reason,
            close_matches=[make(act.act_key, a) for a in near],
        )

    def _focus(
        self,
        ref: cn.CanonicalRef,
        act: ActInfo,
        art: str,
        out: _Selection,
        letter: str | None,
        number: str | None,
    ) -> _Selection | NotFound:
        """Cut the paragraph to its lead-in and the cited letter/number; a letter the paragraph
        does not have is a pinpoint that does not exist (NotFound), never silently widened."""
        suffix = (f":let-{letter}" if letter else "") + (f":num-{number}" if number else "")
        focused: list[Passage] = []
        for passage in out.passages:
            f = items.focus(passage, letter, number, suffix, lines_hold_letters=act.jurisdiction == "ch")
            if f.missing:
                container = cn.ch_statute(act.act_key, art, ref.get("para"))
                has = f"it has {f.available}" if f.available else "it has no such list"
                return NotFound(
                    canonical=ref.raw,
                    reason=f"{cn.label(container)} has no {f.missing} ({has})",
                    close_matches=[container],
                )
            focused.extend(f.passages)
            out.siblings.extend(f.siblings)
        if len(focused) == len(out.passages):
            out.notes.append("the paragraph has no enumeration: its whole text is given")
        out.passages = focused
        return out

    @staticmethod
    def _letter_nowhere(
        act: ActInfo, articles: list[str], passages: list[Passage], letter: str | None
    ) -> bool:
        """A letter cited without a paragraph that no paragraph of the one cited Swiss article lists."""
        if not letter or len(articles) != 1 or act.jurisdiction != "ch" or not passages:
            return False
        return all(items.focus(p, letter, None, "", lines_hold_letters=True).missing for p in passages)

    def _select(
        self, ref: cn.CanonicalRef, act: ActInfo, articles: list[str], lang: str
    ) -> _Selection | NotFound:
        para = ref.get("para") or ref.get("comma")
        letter, number = ref.get("let"), ref.get("num")
        out = _Selection()
        if len(articles) > 1 or para is None:
            for art in articles:
                out.passages.extend(self.store.get_article(act.act_key, art, lang))
            if len(articles) > 1:
                out.notes.append("articles " + ", ".join(articles))
            if (letter or number) and len(articles) == 1 and len(out.passages) == 1:
                return self._focus(ref, act, articles[0], out, letter, number)
            if self._letter_nowhere(act, articles, out.passages, letter):
                return NotFound(
                    canonical=ref.raw,
                    reason=f"{self._label(act, articles[0])} has no lit. {letter} in any paragraph",
                    close_matches=[cn.ch_statute(act.act_key, articles[0])],
                )
            if letter or number:
                out.notes.append("letter/number resolved to the whole article (no paragraph given)")
            return out
        art = articles[0]
        rows = self.store.get_article(act.act_key, art, lang)
        paras = self.store.paragraphs_of(act.act_key, art, lang)
        para_n = para.rstrip(".")
        if para_n not in paras:
            # "2bis" and "2-bis" name one paragraph (Swiss texts write the first, Italian ones the second)
            para_n = next((p for p in paras if p.replace("-", "") == para_n.replace("-", "")), para_n)
        if para_n in paras:
            out.passages = [p for p in rows if _para_of(p.key) == para_n]
            if letter or number:
                return self._focus(ref, act, art, out, letter, number)
            return out
        if not paras:
            if act.jurisdiction == "it":
                most, why = comma_bound(rows)
                if para_n.isdigit() and rows and int(para_n) > most:
                    # every comma holds at least one sentence: a text of N sentences has at most N commi
                    return NotFound(
                        canonical=ref.raw,
                        reason=f"{self._label(act, art)} has no comma {para_n} ({why})",
                        close_matches=[cn.it_statute(act.act_key, art)],
                    )
                out.passages = rows
                out.notes.append("the source text does not separate the commi: the whole article is given")
                return out
            if para_n == "1":
                out.passages = rows
                out.notes.append("the article has no numbered paragraphs: the whole article is given")
                return out
            return NotFound(
                canonical=ref.raw,
                reason=f"{self._label(act, art)} has no numbered paragraphs",
                close_matches=[cn.ch_statute(act.act_key, art)],
            )
        word = "commi" if act.jurisdiction == "it" else "paragraphs"
        make = cn.it_statute if act.jurisdiction == "it" else cn.ch_statute
        return NotFound(
            canonical=ref.raw,
            reason=f"{self._label(act, art)} has {word} {suggest.range_text(paras)}",
            close_matches=[make(act.act_key, art, p) for p in paras[:5]],
        )

    # -- decisions -------------------------------------------------------------------------------------

    def _decision(self, ref: cn.CanonicalRef, lang: str) -> Found | None:
        key = ref.authority
        info = self.store.get_decision(key)
        if info is None and ref.kind == "it-case":
            court, rest = key.split(":")[1], key.split(":", 2)[2]
            for alias in IT_CASE_ALIASES.get(court, ()):
                info = self.store.get_decision(f"it:{alias}:{rest}")
                if info is not None:
                    key = info.decision_key
                    break
        if info is None:
            return None
        segs = self.store.segments(key)
        found = Found(
            canonical=ref.raw,
            source=DECISION_SOURCE.get(info.court, "local"),
            query_used=f"store: decision {key}",
            lang=info.lang,
            title=info.title,
            url=info.url,
            version=info.date,
            retrieved_at=info.retrieved_at,
        )
        if info.lang != lang:
            found.notes.append(f"the decision exists only in {info.lang}")
        cons = ref.get("E")
        massima = ref.get("massima")
        if cons:
            cons = cons.rstrip(".")
            hit = [
                p
                for p in segs
                if (n := consideration_number(p)) is not None and (n == cons or n.startswith(cons + "."))
            ]
            numbered = [n for n in (consideration_number(p) for p in segs) if n]
            # "E. 3.2.1" where the text numbers 3.2 and nothing under it: the store did not split 3.2
            # further, so its text holds 3.2.1 (a 3.2 with numbered parts would have shown it)
            levels = cons.split(".")
            for depth in range(len(levels) - 1, 0, -1):
                if hit:
                    break
                parent = ".".join(levels[:depth])
                if parent in numbered and not any(n.startswith(parent + ".") for n in numbered):
                    hit = [p for p in segs if consideration_number(p) == parent]
            if hit:
                found.passages = hit
                found.query_used += f" E. {cons}"
                return found
            word = CONSIDERATION_WORD.get(info.lang, "E.")
            numbers = list(dict.fromkeys(n.split(".")[0] for n in numbered))
            found.pinpoint_missing = f"{word} {cons}"
            head = [p for p in segs if p.kind in ("regeste", "massima")] or segs[:1]
            found.passages = head
            has = (
                f"it has {word} {suggest.range_text(numbers)}"
                if numbers
                else "it has no numbered considerations"
            )
            found.notes.append(
                f"pinpoint {word} {cons} is not in {info.docket or key}; {has}; the headnote/start is given instead"
            )
            return found
        if massima:
            hit = [p for p in segs if p.kind == "massima" and p.key.endswith(f":massima-{massima}")]
            if hit:
                found.passages = hit
                return found
            found.pinpoint_missing = f"massima {massima}"
            found.passages = [p for p in segs if p.kind == "massima"] or segs[:1]
            found.notes.append(f"massima {massima} is not among the decision's massime")
            return found
        found.passages = segs
        return found

    # -- close matches ---------------------------------------------------------------------------------

    def _close_matches(self, ref: cn.CanonicalRef) -> list[str]:
        if ref.kind in ("statute", "it-statute"):
            act_key = cn.act_key(ref)
            if self.store.get_act(act_key) is not None:
                return []
            index = self.store.abbreviation_index()
            keys: list[str] = []
            direct = index.get(act_key.upper())
            if direct:
                keys.append(direct)
            keys += [
                k
                for k in suggest.similar_keys(act_key, self.store.act_keys(ref.jurisdiction))
                if k not in keys
            ]
            art = ref.get("art")
            make = cn.ch_statute if ref.jurisdiction == "ch" else cn.it_statute
            return [make(k, art) if art else make(k) for k in keys[:3]]
        if ref.kind == "bge":
            vol, part, page = ref.authority.split(":")[2].split("-")
            near = suggest.similar_bge(int(vol), part, int(page), self.store.known_bge(int(vol)))
            return [cn.bge(v, p, s) for v, p, s in near]
        if ref.kind in ("docket", "it-case"):
            prefix = ":".join(ref.authority.split(":")[:2]) + ":"
            wanted = ref.authority[len(prefix) :]
            cands = {k[len(prefix) :]: k for k in self.store.decision_keys(prefix)}
            return [cands[c] for c in suggest.similar_keys(wanted, cands, cutoff=75.0)]
        return []


# a sentence ends at a full stop before a capital, a quotation or a bracket (not "art. 404", "L. 26")
_SENTENCE_END = re.compile(r"[.;:!?]\)?\s+(?=[A-ZÀ-Ý\"«(])")


def comma_bound(rows: Sequence[Passage]) -> tuple[int, str]:
    """The most commi an Italian article can have, and why.  A text that numbers its commi ("1. Con
    l'ordinanza ...") has as many as its last number (the store splits only texts of two commi or
    more); otherwise its sentences (a comma is one sentence or more; the corpus joins the commi into
    one text; editors' notes add sentences, so this never undercounts)."""
    texts = [p.text.strip() for p in rows if p.text.strip()]
    if len(texts) == 1:
        _pre, units = segments_of(texts[0], loose_first=True)
        top = [int(n.split("-")[0]) for n, _body in units if n.split("-")[0].isdigit()]
        if top:
            most = max(top)
            return most, f"its text numbers {most} comm{'i' if most != 1 else 'a'}"
    most = sum(len(_SENTENCE_END.findall(t)) + 1 for t in texts)
    return most, f"its text has {most} sentence{'s' if most != 1 else ''}, so at most {most} commi"


def _pick_lang(lang: str, langs: list[str]) -> str:
    """The requested language when available, else the first official language available."""
    if lang in langs:
        return lang
    return next((x for x in LANG_PREFERENCE if x in langs), langs[0] if langs else lang)


def _para_of(key: str) -> str | None:
    for label in (":para-", ":comma-"):
        if label in key:
            return key.split(label, 1)[1].split(":", 1)[0]
    return None

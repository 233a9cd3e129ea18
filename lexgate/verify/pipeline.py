"""citation-content-verify as one function: ``verify_document(doc, ...) -> VerifyReport``.

extract citations and claims -> route by class -> resolve (store first, live connectors with their
one retry; never retried here) -> judge -> map and cap -> gate.  Resolutions run in a bounded thread
pool when live sources may be asked; the records keep document order ("C-001", "C-002", ...).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol

from lexgate.citations.acts import namesakes
from lexgate.citations.canonical import act_key, label, parse
from lexgate.citations.model import Citation
from lexgate.config import PRIVACY_MODES
from lexgate.documents.model import Document
from lexgate.errors import BadInput, LexgateError
from lexgate.judges.base import Judge, JudgeFailed, JudgeRequest
from lexgate.sources.model import Found, NotFound, Passage, Resolution, Unavailable
from lexgate.verify import messages
from lexgate.verify.confidence import UNJUDGED_CONFIDENCE
from lexgate.verify.evidence import cited_passages, evidence_kind, occurs_in
from lexgate.verify.gate import decide
from lexgate.verify.judging import BadJudgement, outcome_of
from lexgate.verify.model import VerifyRecord, VerifyReport
from lexgate.verify.neighbours import DEFAULT_STRATEGY, NeighbourFinder
from lexgate.verify.privacy import (
    PrivilegeMap,
    content_check_allowed,
    is_local,
    refuse_remote_in_strict,
    withhold,
)
from lexgate.verify.routing import NEIGHBOUR_CLASSES, NEIGHBOURS_TOP_K, RULING_CLASSES, route_for

SOURCE_TEXT_LIMIT = 6000  # characters of retrieved text kept in a record for the report
DEFAULT_LANG = "de"


# The law a canonical id belongs to, by its prefix (for the notes on ambiguous abbreviations).
_LAW = {"ch": "Swiss law", "it": "Italian law", "eu": "EU law"}


def _alternatives(c: Citation, lang: str | None) -> list[str]:
    """The other readings of the citation's abbreviation: Swiss or Italian law (``CC``, ``CP``,
    ``Cost.``, decided by the citation layer), or another Swiss act of the same abbreviation (``LPart``:
    the Mitwirkungsgesetz or the PartG)."""
    out = [a for a in c.extra.get("alternatives") or () if isinstance(a, str) and a]
    canonical = c.canonical or ""
    if c.cls == "statute" and canonical.startswith("ch:"):
        _ch, key, rest = [*canonical.split(":", 2), ""][:3]
        out += [f"ch:{other}:{rest}" if rest else f"ch:{other}" for other in namesakes(key, c.text, lang)]
    return out


# How well a verdict supports the claim, to keep the better of two readings (ties keep the first).
_SUPPORT = {"MATCH": 3, "PARTIAL": 2, "MISMATCH": 1}
# a PARTIAL this unsure (the reading's text hardly speaks of the claim) is no better support than a
# reading that contradicts the claim: it does not displace a MISMATCH
WEAK_SUPPORT = 0.4
# a reading tried because the first does not exist is kept when it supports the claim this well at least
# (the structured judge's PARTIAL of a claim its text covers, with a doubt about a part of it)
FALLBACK_SUPPORT = 0.5
# ... and a MATCH this confident at least: not one whose text covers the claim only in part (the
# structured judge's MATCH with no finding against a claim it covers in part scores below this)
FALLBACK_MATCH = 0.6


def _holds_pinpoint(item: _Pending) -> bool:
    """Whether the reading's source holds the citation's pinpoint below the article (a paragraph or
    letter) as a provision of its own; False for a citation of a whole article."""
    canonical = item.rec.canonical or ""
    if canonical.count(":") < 3:
        return False
    return any(p.key == canonical for p in item.found.passages)


def _other_law_supports(rec: VerifyRecord) -> bool:
    """The other law's provision supports the claim: MATCH, or a PARTIAL whose text covers the claim and
    only doubts a part of it (FALLBACK_SUPPORT; not one that covers the claim only in part or hardly
    speaks of it; a MATCH below FALLBACK_MATCH, whose text covers the claim in part only, neither):
    "Article 2118 of the Civil Code" in an English draft is the Italian codice civile."""
    if rec.status == "MATCH":
        return rec.confidence >= FALLBACK_MATCH
    return rec.status == "PARTIAL" and rec.confidence >= FALLBACK_SUPPORT


def _better_reading(alt: _Pending, alt_rec: VerifyRecord, first: _Pending, first_rec: VerifyRecord) -> bool:
    """Whether the other reading of an undecided abbreviation is better supported than the first.  A
    reading whose law holds the cited paragraph or letter ("lett. c") is the one the lawyer meant: it is
    kept whenever it is better at all, even by a PARTIAL that hardly speaks of the claim.  Of two
    PARTIALs, one that covers the claim in part beats one that hardly speaks of it (below WEAK_SUPPORT):
    "art. 759 CC" in an Italian draft on a bare owner's objection is the Swiss article on it, not the
    Italian article of that number on another subject."""
    if alt_rec.status == first_rec.status == "PARTIAL":
        return alt_rec.confidence >= WEAK_SUPPORT > first_rec.confidence
    if _SUPPORT.get(alt_rec.status, 0) <= _SUPPORT.get(first_rec.status, 0):
        return False
    weak = (
        alt_rec.status == "PARTIAL" and first_rec.status == "MISMATCH" and alt_rec.confidence < WEAK_SUPPORT
    )
    return not weak or (_holds_pinpoint(alt) and not _holds_pinpoint(first))


class SupportsResolve(Protocol):
    def resolve(self, canonical: str, lang: str) -> Resolution: ...


Extractor = Callable[..., list[Citation]]
Progress = Callable[[int, int], None]  # (records done, records in all)


def _default_extract(text: str, lang: str | None) -> list[Citation]:
    from lexgate.citations import extract

    return list(extract(text, lang=lang))


def lookup_id(c: Citation) -> str:
    """The id to resolve: the citation's own canonical, or its antecedent's for short forms."""
    for cand in (c.canonical, c.antecedent):
        if not cand:
            continue
        try:
            parse(cand)
        except ValueError:
            continue
        return cand
    return ""


def _claim(c: Citation, text: str) -> str:
    if c.claim.strip():
        return c.claim.strip()
    lo = max(text.rfind("\n\n", 0, c.start), 0)
    hi = text.find("\n\n", c.end)
    return " ".join(text[lo : len(text) if hi < 0 else hi].split())


def _resolve_safely(resolver: SupportsResolve, canonical: str, lang: str) -> Resolution:
    """One call to the resolver (it owns the one retry).  A crash there is reported, not raised."""
    try:
        return resolver.resolve(canonical, lang)
    except Exception as exc:  # a resolver bug must block, never pass
        return Unavailable(canonical=canonical, source="resolver", reason=f"resolver error: {exc}")


def source_text_for(found: Found, snippet: str) -> str:
    """The retrieved text shown in the report: the passages asked for, plus the translation the
    snippet was taken from when the judge matched in another language."""
    text = found.text
    if snippet and not occurs_in(snippet, found.passages):
        for lang, passages in found.translations.items():
            if occurs_in(snippet, passages):
                text += f"\n\n[{lang}]\n" + "\n".join(p.text for p in passages)
                break
    return clip(text, snippet)


def clip(text: str, snippet: str, limit: int = SOURCE_TEXT_LIMIT) -> str:
    """At most ``limit`` characters of ``text``, keeping the snippet inside when there is one."""
    if len(text) <= limit:
        return text
    at = text.find(snippet[:60]) if snippet else -1
    if at < 0 or at + len(snippet) <= limit:
        return text[:limit] + " …"
    start = max(0, min(at - limit // 4, len(text) - limit))
    return "… " + text[start : start + limit] + (" …" if start + limit < len(text) else "")


def neighbours_for(
    finder: NeighbourFinder, c: Citation, canonical: str, claim: str, found: Found, claim_lang: str = ""
) -> list[Passage]:
    """Other provisions of the cited act (statutes), in the language of the retrieved text."""
    if c.cls not in NEIGHBOUR_CLASSES:
        return []
    try:
        key = act_key(parse(canonical))
    except ValueError:
        return []
    lang = found.lang or (found.passages[0].lang if found.passages else "")
    return finder.find(key, lang, claim, {p.key for p in cited_passages(found)}, claim_lang or None)


def ruling_for(store: Any, c: Citation, found: Found) -> list[Passage]:
    """The ruling of a cited decision when the retrieved passages do not hold it (a pinpointed
    consideration): the judge reads it for a claim that states what the court decided."""
    if store is None or c.cls not in RULING_CLASSES or not found.passages:
        return []
    if any(p.kind == "ruling" for p in found.passages):
        return []
    decision = found.passages[0].key.split(":E-")[0].split(":massima-")[0]
    try:
        return list(store.segments(decision, "ruling"))
    except Exception:  # the ruling only sharpens the judgement; never fail the run for it
        return []


@dataclass(slots=True)
class _Pending:
    """A found citation waiting for the judge."""

    rec: VerifyRecord
    request: JudgeRequest
    found: Found
    note: str = ""  # prefixed to the judge's reason ("read as Art. 2043 c.c. (ambiguous abbreviation)")
    # the other reading of an undecided abbreviation (CC, CP, Cost.), judged too; the better supported
    # reading is kept
    other: _Pending | None = None
    # the citation's own reading was not found and this is the other law's provision of that number:
    # why the own reading was not found (the record is UNVERIFIED unless this reading is a MATCH)
    fallback: str = ""
    own_canonical: str = ""


def thread_resolver(resolver: Any) -> tuple[Any, Any]:
    """A resolver for a worker thread with its own store connection (one Store per thread), and
    that store to close; the shared resolver itself when it is not a lexgate Resolver."""
    from lexgate.sources.resolver import Resolver
    from lexgate.sources.store import Store

    if type(resolver) is not Resolver or not getattr(resolver.store, "path", None):
        return resolver, None
    store = Store(resolver.store.path, create=False)
    return Resolver(store, resolver.connectors, resolver.offline, following=resolver.following), store


def _with_note(item: VerifyRecord | _Pending, note: str) -> VerifyRecord | _Pending:
    """Put ``note`` before the reason: now for a finished record, after the judge for a pending one."""
    if isinstance(item, _Pending):
        item.note = note
    else:
        item.reason = f"{note}; {item.reason}" if item.reason else note
    return item


class _Run:
    """The state of one verification run."""

    def __init__(
        self,
        doc: Document,
        *,
        judge: Judge | None,
        resolver: SupportsResolve,
        privacy: str,
        lang: str | None,
        max_workers: int,
        store: Any,
        neighbour_strategy: str,
    ) -> None:
        self.doc = doc
        self.judge = judge
        self.judge_name = str(getattr(judge, "name", "")) if judge is not None else "none"
        self.resolver = resolver
        self.privacy = privacy
        self.lang = lang or doc.lang
        self.max_workers = max(1, int(max_workers))
        self.store = store if store is not None else getattr(resolver, "store", None)
        self.neighbours = NeighbourFinder(self.store, neighbour_strategy, NEIGHBOURS_TOP_K)
        # Privileged ranges matter only when a remote judge could see the claims (balanced mode).
        self.pmap = (
            PrivilegeMap(doc.text)
            if privacy == "balanced" and judge is not None and not is_local(judge)
            else None
        )
        self.resolutions: dict[tuple[str, str], Resolution] = {}

    def lang_of(self, c: Citation) -> str:
        return c.lang or self.lang or DEFAULT_LANG

    # -- resolution ------------------------------------------------------------------------------
    def resolve_all(self, cites: list[Citation]) -> None:
        keys = sorted(
            {(lookup_id(c), self.lang_of(c)) for c in cites if route_for(c.cls) == "resolve" and lookup_id(c)}
        )
        live = not bool(getattr(self.resolver, "offline", False))
        if live and self.max_workers > 1 and len(keys) > 1:
            results = self._resolve_concurrently(keys)
        else:
            results = [_resolve_safely(self.resolver, *k) for k in keys]
        self.resolutions = dict(zip(keys, results, strict=True))

    def _resolve_concurrently(self, keys: list[tuple[str, str]]) -> list[Resolution]:
        """Live lookups in a bounded pool; each worker thread gets its own store connection."""
        local = threading.local()
        lock = threading.Lock()
        opened: list[Any] = []

        def work(key: tuple[str, str]) -> Resolution:
            resolver = getattr(local, "resolver", None)
            if resolver is None:
                try:
                    resolver, store = thread_resolver(self.resolver)
                except Exception as exc:
                    return Unavailable(canonical=key[0], source="resolver", reason=f"resolver error: {exc}")
                local.resolver = resolver
                if store is not None:
                    with lock:
                        opened.append(store)
            return _resolve_safely(resolver, *key)

        try:
            with ThreadPoolExecutor(max_workers=min(self.max_workers, len(keys))) as pool:
                return list(pool.map(work, keys))
        finally:
            for store in opened:
                store.close()

    # -- one record --------------------------------------------------------------------------------
    def record(self, index: int, c: Citation) -> VerifyRecord | _Pending:
        """The record of one citation, or what the judge still has to decide (store reads only
        happen here, in the calling thread)."""
        canonical = lookup_id(c)
        base = VerifyRecord(
            citation_id=f"C-{index:03d}",
            text=c.text,
            start=c.start,
            end=c.end,
            cls=c.cls,
            canonical=c.canonical or canonical,
            claim=_claim(c, self.doc.text),
            status="UNVERIFIED",
            source="",
            query_used="",
            matched_snippet="",
            confidence=0.0,
            reason="",
            locator=c.locator or self.doc.locate(c.start),
            antecedent=c.antecedent,
        )
        if route_for(c.cls) == "skip":
            return self._unjudged(base, "SKIPPED", messages.SKIPPED_INFORMAL)
        if not canonical:
            return self._unjudged(
                base, "UNVERIFIED", messages.not_found("the citation has no resolvable id", [])
            )
        res = self._resolution(canonical, self.lang_of(c))
        base.source, base.query_used = res.source, res.query_used
        if isinstance(res, (Unavailable, NotFound)):
            # the reading taken does not exist (or its text could not be had): the other reading of an
            # ambiguous abbreviation is judged instead, and kept only if its text supports the claim
            missing = (
                messages.source_unavailable(res.reason)
                if isinstance(res, Unavailable)
                else messages.not_found(res.reason, list(res.close_matches))
            )
            alternative = self._alternative(c)
            if alternative is None:
                return self._unjudged(base, "UNVERIFIED", missing)
            own = base.canonical
            canonical, found = alternative
            base.canonical, base.source, base.query_used = canonical, found.source, found.query_used
            note = f"read as {label(canonical, self.lang_of(c))} (ambiguous abbreviation)"
            judged = self._judged(base, c, canonical, found)
            if isinstance(judged, _Pending):
                judged.fallback = missing
                judged.own_canonical = own
            return _with_note(judged, note)
        other = next(iter(_alternatives(c, self.lang_of(c))), None)
        item = self._judged(base.model_copy(deep=True) if other else base, c, canonical, res)
        if other is not None:
            # the abbreviation was undecided (CC, CP, Cost. in an Italian or English draft): say which
            # reading was checked, so that a lawyer who meant the other law sees it at once; when the
            # other law has the provision too, it is judged as well and the better supported reading kept
            lang = self.lang_of(c)
            note = (
                f"read as {label(canonical, lang)} ({_LAW[canonical[:2]]}); "
                f"the abbreviation also names {label(other, lang)} ({_LAW[other[:2]]})"
            )
            if isinstance(item, _Pending):
                item.other = self._other_reading(base, c, canonical, other)
            _with_note(item, note)
        return item

    def _other_reading(self, base: VerifyRecord, c: Citation, first: str, other: str) -> _Pending | None:
        lang = self.lang_of(c)
        res = self._resolution(other, lang)
        if not isinstance(res, Found):
            return None
        rec = base.model_copy(deep=True)
        rec.canonical, rec.source, rec.query_used = other, res.source, res.query_used
        item = self._judged(rec, c, other, res)
        if not isinstance(item, _Pending):
            return None
        item.note = (
            f"read as {label(other, lang)} ({_LAW[other[:2]]}), which supports the claim better than "
            f"{label(first, lang)} ({_LAW[first[:2]]})"
        )
        return item

    def _alternative(self, c: Citation) -> tuple[str, Found] | None:
        """The first other reading of an ambiguous abbreviation (``CC``, ``CP``, ``Cost.``: Swiss or
        Italian) that the sources hold, when the citation's own reading was not found."""
        for alt in _alternatives(c, self.lang_of(c)):
            res = self._resolution(alt, self.lang_of(c))
            if isinstance(res, Found):
                return alt, res
        return None

    def _resolution(self, canonical: str, lang: str) -> Resolution:
        """The resolution fetched for the whole document, or (an alternative reading) fetched now."""
        res = self.resolutions.get((canonical, lang))
        return res if res is not None else _resolve_safely(self.resolver, canonical, lang)

    def _unjudged(self, rec: VerifyRecord, status: str, reason: str) -> VerifyRecord:
        rec.status = status  # type: ignore[assignment]
        rec.reason = reason
        rec.confidence = UNJUDGED_CONFIDENCE.get(status, 0.0)
        return rec

    def _judged(
        self, rec: VerifyRecord, c: Citation, canonical: str, found: Found
    ) -> VerifyRecord | _Pending:
        rec.url = found.url or next((p.url for p in found.passages if p.url), "")
        rec.version, rec.retrieved_at = found.version, found.retrieved_at
        rec.source_text = clip(found.text, "")
        kind = evidence_kind(found.passages)
        rec.evidence_kind = kind
        if kind == "metadata":
            return self._unjudged(rec, "UNVERIFIED", messages.NO_TEXT)
        if not content_check_allowed(self.privacy, self.judge):
            gated = messages.PRIVACY_GATED if self.privacy == "strict" else messages.NO_JUDGE
            return self._unjudged(rec, "UNVERIFIED", gated)
        if withhold(self.privacy, self.judge, self.pmap, c.claim_start or c.start, c.claim_end or c.end):
            return self._unjudged(rec, "UNVERIFIED", messages.PRIVACY_WITHHELD)
        assert self.judge is not None  # content_check_allowed guarantees it
        lang = self.lang_of(c)
        neighbours = neighbours_for(self.neighbours, c, canonical, rec.claim, found, lang)
        request = JudgeRequest(
            claim=rec.claim,
            claim_lang=lang,
            citation_text=c.text,
            canonical=canonical,
            passages=list(found.passages),
            translations=dict(found.translations),
            neighbours=neighbours,
            evidence_kind=kind,  # type: ignore[arg-type]
            pinpoint_missing=found.pinpoint_missing,
            ruling=ruling_for(self.store, c, found),
            siblings=list(found.siblings),
        )
        rec.judge = self.judge_name
        return _Pending(rec, request, found)

    def decide(self, item: VerifyRecord | _Pending) -> VerifyRecord:
        """Ask the judge about a pending record (thread-safe: no store access here)."""
        if isinstance(item, VerifyRecord):
            return item
        rec = self._decide(item)
        if item.other is not None:
            alt = self._decide(item.other)
            if _better_reading(item.other, alt, item, rec):
                item = item.other
                rec = alt
        if item.fallback and not _other_law_supports(rec):
            # the cited provision does not exist, and the other law's provision of that number does not
            # support the claim even in part: reading the citation as the other law's is no longer the
            # likely intent, so the citation is unverified (not found), not merely doubtful or misattached
            why = rec.reason
            if rec.status == "MATCH":  # below FALLBACK_MATCH: its text covers the claim in part only
                why = f"its text covers the claim in part only ({why})"
            why = f"{item.note}: {why}" if item.note else why
            rec.canonical = item.own_canonical or rec.canonical
            rec.matched_snippet = ""
            return self._unjudged(rec, "UNVERIFIED", f"{item.fallback}; {why}")
        if item.note:
            rec.reason = f"{item.note}; {rec.reason}" if rec.reason else item.note
        return rec

    def _decide(self, item: _Pending) -> VerifyRecord:
        rec, request, found = item.rec, item.request, item.found
        assert self.judge is not None  # a pending record exists only when a judge may check content
        try:
            judgement = self.judge.judge(request)
            outcome = outcome_of(
                judgement,
                found,
                canonical=request.canonical,
                neighbours=request.neighbours,
                evidence_kind=request.evidence_kind,
                judge_name=self.judge_name,
            )
        except JudgeFailed as exc:
            gated = messages.PRIVACY_GATED if exc.privacy_gated else messages.judge_failed(str(exc))
            return self._unjudged(rec, "UNVERIFIED", gated)
        except BadJudgement as exc:
            return self._unjudged(rec, "UNVERIFIED", messages.judge_failed(str(exc)))
        except Exception as exc:  # a broken judge never yields MATCH
            return self._unjudged(rec, "UNVERIFIED", messages.judge_failed(f"{type(exc).__name__}: {exc}"))
        rec.status = outcome.status  # type: ignore[assignment]
        rec.reason = outcome.reason
        rec.matched_snippet = outcome.snippet
        rec.source_text = source_text_for(found, outcome.snippet)
        rec.confidence = outcome.confidence
        return rec

    def records(self, cites: list[Citation], progress: Progress | None = None) -> list[VerifyRecord]:
        total = len(cites)
        items = [self.record(i, c) for i, c in enumerate(cites, 1)]
        out: list[VerifyRecord] = []

        def done(rec: VerifyRecord) -> None:
            out.append(rec)
            if progress is not None:
                progress(len(out), total)

        pending = sum(isinstance(item, _Pending) for item in items)
        if pending > 1 and self.max_workers > 1 and not is_local(self.judge):
            # a remote judge waits on the network: ask it concurrently, keep document order
            with ThreadPoolExecutor(max_workers=min(self.max_workers, pending)) as pool:
                for rec in pool.map(self.decide, items):
                    done(rec)
        else:
            for item in items:
                done(self.decide(item))
        return out


def verify_document(
    doc: Document,
    *,
    judge: Judge | None,
    resolver: SupportsResolve,
    privacy: str,
    lang: str | None = None,
    max_workers: int = 8,
    store: Any = None,
    extract: Extractor | None = None,
    now: Callable[[], datetime] | None = None,
    progress: Progress | None = None,
    neighbour_strategy: str = DEFAULT_STRATEGY,
) -> VerifyReport:
    """Verify every citation of ``doc``.  ``judge=None`` means no content judge is available.

    Raises :class:`BadInput` for an unknown privacy mode or a remote judge in strict mode (before
    any work is done)."""
    if privacy not in PRIVACY_MODES:
        raise BadInput(f"unknown privacy mode {privacy!r}: use strict, balanced or cloud")
    refuse_remote_in_strict(privacy, judge)
    run = _Run(
        doc,
        judge=judge,
        resolver=resolver,
        privacy=privacy,
        lang=lang,
        max_workers=max_workers,
        store=store,
        neighbour_strategy=neighbour_strategy,
    )
    extractor = extract or _default_extract
    try:
        found_cites = extractor(doc.text, run.lang)
    except LexgateError:
        raise
    except Exception as exc:  # a parser bug: nothing was checked, so nothing may be delivered
        raise LexgateError(f"citation extraction failed: {type(exc).__name__}: {exc}") from exc
    cites = sorted(found_cites, key=lambda c: (c.start, c.end))
    run.resolve_all(cites)
    records = run.records(cites, progress)
    reduced = any(isinstance(r, Unavailable) for r in run.resolutions.values())
    gate = decide(records, reduced_mode=reduced)
    sources = sorted({r.source for r in records if r.source})
    created = (now or (lambda: datetime.now(UTC)))().isoformat(timespec="seconds")
    return VerifyReport(
        document=doc.path,
        lang=run.lang,
        privacy_mode=privacy,  # type: ignore[arg-type]
        judge=run.judge_name,
        offline=bool(getattr(resolver, "offline", False)),
        reduced_mode=reduced,
        delivery="BLOCKED" if gate.delivery_blocked else "CLEAR",
        delivery_blocked=gate.delivery_blocked,
        counts=gate.counts,
        created=created,
        citations=records,
        sources_consulted=sources,
    )

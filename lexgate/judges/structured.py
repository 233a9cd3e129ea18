"""The structured judge: offline, deterministic, decides from evidence.

Order of evidence (MISMATCH only on positive evidence, PARTIAL when in doubt, with the reason):

1. quotations must be verbatim (R2) and numbers must agree (the mechanical checks; a number standing in
   a clause of the claim the source does not speak of is doubt, not a contradiction), also per tier of
   a graded rule and per ordinal of a time unit ("the 12th week");
2. the cited provision must be among the best-matching provisions of its act (wrong-article check over
   ``request.neighbours``; another article that fits far better and holds a legal term the cited one
   lacks), and must speak of the claim's subject at all (unrelated passage); a figure of the claim that
   the cited text states ties the claim to it;
3. a negation that flips a sentence of the passage about the claim is a contradiction (exception idioms
   such as "es sei denn", "à moins que", "salvo che", "unless" are not flips, nor is a double
   negation), and so is an exception ("sauf si X") where the source says "même si X";
4. the claim's legal terms must be covered (glossary concepts across de/fr/it/en, stems within a
   language); an absolute claim ("always", "in all cases") over a conditional passage overstates it; a
   clause of the claim the passage does not cover, a condition of the source the claim leaves out (or a
   cumulative item of its list), or a condition the claim adds makes it partial.
Editorial notes of the Italian codes ("((2)) Il D.Lgs. ... ha disposto") are not read as the law.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Literal

from lexgate.judges.base import Judgement, JudgeRequest, JudgeStatus, Verdict
from lexgate.judges.idf import covers_any, specific_coverage, specific_words
from lexgate.judges.mechanical import MechanicalResult, all_passages, mechanical_checks, run_checks
from lexgate.judges.negation import (
    Polarity,
    clauses,
    condition_clauses,
    is_additive,
    marked_cases,
    negation_sites,
    negation_zone,
    polarity,
    scope_polarity,
    tokens,
)
from lexgate.judges.negation import (
    tables as negation_tables,
)
from lexgate.judges.numbers import (
    NumberCheck,
    Quantity,
    ordinal_conflict,
    quantities,
    tier_conflict,
    tier_dropped,
    unit_ordinals,
)
from lexgate.judges.ranking import Ranking, last_heading, rank_articles
from lexgate.judges.similarity import Encoder
from lexgate.judges.terms import (
    Profile,
    cognate_key,
    concepts_of,
    coverage,
    light_stem,
    profile,
)
from lexgate.judges.text import fold, sentences, stopwords, strip_citations
from lexgate.sources.model import Passage

# Thresholds (weighted term coverage, 0..1).
MATCH_COVERAGE = 0.55
PARTIAL_COVERAGE = 0.3
UNRELATED_COVERAGE = 0.12
UNRELATED_SPECIFIC = 3  # specific words of the claim, none shown by the cited text: unrelated ...
UNRELATED_SPECIFIC_LOW = 2  # ... (fewer needed when the cited text covers under UNRELATED_COVERAGE)
WRONG_ARTICLE_MARGIN = 0.3
WRONG_ARTICLE_CITED_MAX = 0.35
NEGATION_ALIGN = 0.4
STRONG_NEGATION_ALIGN = 0.3
REVERSE_NEGATION_ALIGN = 0.6
AFFIRM_ALIGN = 0.35  # a sentence affirming what the claim negates must cover this much of the claim's clause
# the negating sentence itself may carry only part of the claim (a list item holds the rest)
REVERSE_SENTENCE_ALIGN = 0.4
CLAUSE_UNSUPPORTED = 0.25
ADDITIVE_CLAUSE_UNSUPPORTED = 0.5
QUOTE_SUPPORT_WORDS = 6  # a verified verbatim quotation this long supports the claim it carries  # "the provision also ...": an added claim must be really covered
MISPLACED_MARGIN = 0.2
UNRELATED_SIMILARITY = 0.5
WRONG_ARTICLE_OVERALL_MAX = 0.5
WRONG_ARTICLE_CONFIRM = 0.15  # plain coverage: the other article must cover the claim this much better
CLEARLY_BETTER_COVERAGE = 0.85  # another article that covers the claim this well ...
CLEARLY_BETTER_MARGIN = 0.1  # ... better than the cited one, and whose heading the claim covers
FAR_BETTER_COVERAGE = 0.8  # another article covers the claim this well ...
FAR_BETTER_MARGIN = 0.3  # ... this much better than the cited one (plain coverage) ...
FAR_BETTER_RANK = 0.4  # ... and this much better in the act-wide ranking
FAR_BETTER_CLAUSE = 0.4  # a clause of the claim the cited article covers this well keeps it the source
HEADING_COVERED = 0.6  # the claim speaks of the other article's subject (most of its heading)
NEGATION_WINDOW = 5  # words either side of a negation word (idioms included) that it may bear on
SCOPE_ALIGN = 0.5  # a claim narrowing ('only') a sentence this well aligned that speaks of every case
OFF_ROLE_CLAUSE = 0.45  # a claim clause covered less than this gives its numbers no role in the source
OFF_ROLE_WORDS = 5  # ... and has at least this many content words besides the number
DROPPED_CONDITION = 0.25  # the claim covers less than this of a condition of the sentence it rests on
DROPPED_CONDITION_WORDS = 3  # ... a condition with at least this many content words
ITEM_SPOKEN = 0.5  # the claim covers this much of one item of a cumulative list ...
ITEM_LEFT_OUT = 0.3  # ... and less than this of another: it leaves that condition out
ITEM_GAP = 0.3  # ... (this much less than of the item it speaks of)
ITEM_CASE_SPOKEN = 0.3  # a list item's own case (its words besides its figure) the claim must cover
ITEM_WORDS = 6  # ... an item of at least this many content words (a short one is easily paraphrased)
ADDED_CONDITION = 0.4  # the cited text covers less than this of a condition the claim states
ADDED_CONDITION_ACROSS = 0.15
ADDED_CONDITION_WORDS = 3
CASE_ALIGN = 0.6  # the claim's exception ('unless X') covers the source's concessive case ('even if X')
CASE_MARGIN = 0.2  # ... this much better than any exception the source itself states


@dataclass(frozen=True, slots=True)
class _Sentence:
    passage: Passage
    text: str
    prof: Profile


def _sentences(passages: list[Passage]) -> list[_Sentence]:
    out: list[_Sentence] = []
    for p in passages:
        for s in sentences(p.text) or [p.text]:
            out.append(_Sentence(p, s, profile(s, p.lang)))
    return out


def _verdict(status: JudgeStatus, kind: Literal["contradicts", "unrelated", "no"] = "contradicts") -> Verdict:
    if status == "MATCH":
        return "yes"
    if status == "PARTIAL":
        return "partial"
    return kind


class StructuredJudge:
    """Offline deterministic judge (the default)."""

    name = "structured"
    local = True

    def __init__(self, encoder: Encoder | None = None) -> None:
        self.encoder = encoder

    # -- helpers -------------------------------------------------------------------------------------

    def _result(
        self,
        request: JudgeRequest,
        mech: MechanicalResult,
        status: JudgeStatus,
        confidence: float,
        snippet: str,
        reason: str,
        passage_key: str,
        kind: Literal["contradicts", "unrelated", "no"] = "contradicts",
    ) -> Judgement:
        j = Judgement(status, _verdict(status, kind), confidence, snippet, reason, self.name, passage_key)
        return mechanical_checks(request, j, mech)

    # -- the judge -----------------------------------------------------------------------------------

    def judge(self, request: JudgeRequest) -> Judgement:
        mech = run_checks(request)
        cited = all_passages(request)
        claim_text = strip_citations(request.claim, request.citation_text)
        if not cited:
            return self._result(request, mech, "PARTIAL", 0.2, "", "no source text to judge against", "")
        mech = _numbers_applied(mech)
        mech = _dates_as_doubt(mech)
        mech, off_role = _numbers_off_role(mech, claim_text, request.claim_lang, cited)
        claim = profile(claim_text, request.claim_lang, True)
        sents = _sentences(cited)
        targets = [profile(p.text, p.lang) for p in cited]
        targets += [profile(last_heading(p.heading), p.lang) for p in cited if p.heading]
        overall = coverage(claim, targets)
        parts = clauses(claim_text, request.claim_lang, subordinate=True)
        clause_scores = [
            coverage(profile(c, request.claim_lang, True), targets).score
            for c in parts
            if len(profile(c, request.claim_lang, True).tokens) >= 3
        ]
        # the claim states more than one thing ("..., unless the parties agree otherwise"): how well the
        # cited text covers each of them
        part_scores = [
            coverage(profile(c, request.claim_lang, True), targets).score
            for c in parts
            if len(profile(c, request.claim_lang, True).tokens) >= 2
        ]
        best = max(
            sents, key=lambda s: (coverage(claim, [s.prof]).score, s.passage.lang == request.claim_lang)
        )
        best_cov = coverage(claim, [best.prof])
        snippet, pkey = best.text, best.passage.key

        # 1. quotations and numbers: positive evidence, decided by the mechanical checks
        if mech.altered_quotes:
            f = mech.altered_quotes[0]
            return self._result(
                request, mech, "MISMATCH", 0.9, f.closest or snippet, f.detail, f.passage_key or pkey
            )
        if mech.numbers.contradicted:
            q, others = mech.numbers.contradicted[0]
            where = next((s for s in sents if any(o.text in fold(s.text) for o in others)), best)
            reason = f"the claim says «{q.text}», the source says «{', '.join(o.text for o in others[:3])}»"
            return self._result(request, mech, "MISMATCH", 0.9, where.text, reason, where.passage.key)

        tier = tier_conflict(claim_text, [p.text for p in cited]) if mech.numbers.agreed else None
        if tier is not None:
            q, theirs = tier
            where = next((s for s in sents if theirs.text in fold(s.text)), best)
            reason = (
                f"the claim says «{q.text}», the source states «{q.text}» for another case and "
                f"«{theirs.text}» for the case the claim names"
            )
            return self._result(request, mech, "MISMATCH", 0.8, where.text, reason, where.passage.key)

        ordinal = ordinal_conflict(claim_text, [p.text for p in cited])
        if ordinal is not None:
            unit, claim_ord, source_ord = ordinal
            where = next((s for s in sents if any(o[1] == source_ord for o in unit_ordinals(s.text))), best)
            reason = (
                f"the claim names {unit} {claim_ord:g} (an ordinal the source does not state), "
                f"the source states {unit} {source_ord:g}"
            )
            return self._result(request, mech, "MISMATCH", 0.8, where.text, reason, where.passage.key)

        misplaced = self._misplaced_number(claim, mech, sents)
        if misplaced is not None:
            sent, reason = misplaced
            return self._result(request, mech, "MISMATCH", 0.8, sent.text, reason, sent.passage.key)

        # 2. wrong article / unrelated passage
        wrong_pinpoint = ""
        ranking = rank_articles(claim, request, claim_text)
        cited_cov, best_cov_other = _article_coverages(claim, ranking)
        # the act-wide ranking (idf over the neighbours) must be confirmed like for like: the claim's
        # plain term coverage by the other article against that by the cited one, in the same language
        confirmed = best_cov_other - cited_cov >= WRONG_ARTICLE_CONFIRM
        # a neighbouring article that shares the claim's words but is about the claim's subject: the
        # claim covers its heading (what it is about) and not the cited article's heading
        clear_better = (
            ranking is not None
            and best_cov_other >= CLEARLY_BETTER_COVERAGE
            and best_cov_other - cited_cov >= CLEARLY_BETTER_MARGIN
            and ranking.best_score > ranking.cited_score
            and not mech.quotes
            and _subject_shift(claim, ranking.cited_passages, ranking.best_passages)
        ) or (
            # another article fits far better, in the act-wide ranking and in plain coverage, and it
            # covers a legal term of the claim that the cited article lacks (shared vocabulary is not
            # enough to make the cited article the claim's source)
            ranking is not None
            and best_cov_other >= FAR_BETTER_COVERAGE
            and best_cov_other - cited_cov >= FAR_BETTER_MARGIN
            and ranking.best_score - ranking.cited_score >= FAR_BETTER_RANK
            and not mech.quotes
            and not (len(part_scores) > 1 and any(c >= FAR_BETTER_CLAUSE for c in part_scores))
            and bool(_key_terms_missing(claim, ranking.cited_passages, ranking.best_passages))
        )
        # a number of the claim that the cited text states (and the other article does not) ties the
        # claim to the cited provision, whatever the words around it ("has not reached 18")
        tied = ranking is not None and _number_tie(claim_text, cited, ranking.best_passages)
        if (
            ranking is not None
            and ranking.best_label
            and not tied
            and (
                clear_better
                or (
                    confirmed
                    and ranking.best_score - ranking.cited_score >= WRONG_ARTICLE_MARGIN
                    and ranking.cited_score <= WRONG_ARTICLE_CITED_MAX
                    and overall.score < WRONG_ARTICLE_OVERALL_MAX
                    and not (len(clause_scores) > 1 and any(c >= MATCH_COVERAGE for c in clause_scores))
                )
            )
        ):
            if _is_decision(request.canonical):
                # spec step 3: a weak match of the pinpoint caps at PARTIAL (the decision itself is right)
                wrong_pinpoint = (
                    f"the pinpointed consideration covers the claim weakly (term coverage {ranking.cited_score:.2f}); "
                    f"{ranking.best_label} of the same decision fits it better ({ranking.best_score:.2f})"
                )
            else:
                reason = (
                    f"the cited provision does not deal with the claim (term coverage {overall.score:.2f}); "
                    f"{ranking.best_label} fits it better ({ranking.best_score:.2f} vs {ranking.cited_score:.2f})"
                )
                if clear_better:
                    reason = (
                        f"the claim speaks of the subject of {ranking.best_label} (term coverage "
                        f"{best_cov_other:.2f}), not of the cited provision's (term coverage {cited_cov:.2f})"
                    )
                return self._result(request, mech, "MISMATCH", 0.75, snippet, reason, pkey, "unrelated")
        # unrelated: the cited text shares none of the claim's specific words (generic words such as
        # "Recht", "diritto", "person" are in every provision), and little of the rest
        specific = specific_words(claim, any(p.lang == request.claim_lang for p in cited))
        if (
            specific_coverage(claim, targets).score < PARTIAL_COVERAGE
            and len(claim.tokens) >= 4
            and len(specific)
            >= (UNRELATED_SPECIFIC_LOW if overall.score < UNRELATED_COVERAGE else UNRELATED_SPECIFIC)
            and not covers_any(specific, request.claim_lang, targets)
            and not _number_tie(claim_text, cited, [])
            and not mech.quotes
            and not self._similar(claim_text, cited)
        ):
            reason = (
                f"the cited text does not speak of the claim's subject (term coverage {overall.score:.2f})"
            )
            return self._result(request, mech, "MISMATCH", 0.7, snippet, reason, pkey, "unrelated")

        # 3. negation flips
        flip = self._negation_flip(request, claim_text, claim, sents)
        if flip is not None:
            sent, why = flip
            return self._result(request, mech, "MISMATCH", 0.75, sent.text, why, sent.passage.key)
        swap = self._exception_swap(request.claim_lang, claim_text, claim, sents)
        if swap is not None:
            sent, why = swap
            return self._result(request, mech, "MISMATCH", 0.75, sent.text, why, sent.passage.key)

        # 4. coverage, overstatement, partial clauses
        doubts: list[str] = []
        cp = (
            polarity(claim_text, request.claim_lang)
            if request.claim_lang in ("de", "fr", "it", "en")
            else None
        )
        if cp is not None and cp.absolute:
            passage_pols = [polarity(s.text, s.passage.lang) for s in sents]
            if not any(p.absolute for p in passage_pols) and (
                any(p.conditional for p in passage_pols) or len(sents) > 1 or overall.score < 1.0
            ):
                doubts.append(
                    "the claim states an absolute rule ('always', 'in all cases') the source does not state"
                )
        if cp is not None and not cp.absolute:
            scope = self._scope(claim, cp, sents)
            if scope == "contradicts":
                return self._result(
                    request,
                    mech,
                    "MISMATCH",
                    0.7,
                    snippet,
                    "the claim restricts ('only') what the source states for every case ('all', 'regardless')",
                    pkey,
                )
            if scope:
                doubts.append(scope)
        if cp is not None and cp.strong and not any(polarity(s.text, s.passage.lang).strong for s in sents):
            doubts.append("the claim says 'never' / 'in no case', the source does not")
        if cp is not None and self._source_negates_silently(claim, cp, sents, claim_text, request.claim_lang):
            doubts.append("the source states this negatively ('not', 'nicht', 'non'), the claim does not")
        left_out = _dropped_item(claim, request.claim_lang, cited)
        if left_out:
            doubts.append(f"the source lists cumulative conditions, the claim leaves one out: «{left_out}»")
        added = _added_condition(claim_text, request.claim_lang, targets)
        if added:
            doubts.append(f"the claim adds a condition or exception the source does not state: «{added}»")
        dropped = self._dropped_condition(claim, request.claim_lang, sents)
        if dropped:
            doubts.append(f"the source states a condition the claim leaves out: «{dropped}»")
        quoted_ok = [fold(q.quote) for q in mech.quotes if q.outcome == "ok" and len(q.quote.split()) >= 3]
        weak_clause = self._weak_clause(claim_text, request, cited, quoted_ok)
        if weak_clause:
            doubts.append(f"part of the claim is not supported by the cited text: «{weak_clause}»")
        unsupported = [
            q
            for q in mech.numbers.unsupported
            if q.dimension in ("months", "days", "hours", "percent", "fraction", "date")
        ]
        if unsupported:
            doubts.append(f"the source does not state «{unsupported[0].text}»")
        one_item = _item_number(claim, mech, request.claim_lang, cited)
        if one_item:
            doubts.append(
                f"the source states «{one_item[0]}» for one case of its list only («{one_item[1]}»), "
                "the claim states it generally"
            )
        untiered = tier_dropped(claim_text, [p.text for p in cited]) if mech.numbers.agreed else None
        if untiered is not None:
            doubts.append(
                f"the source states «{untiered.text}» for one case of a graded rule only, the claim states it generally"
            )
        if off_role:
            doubts.append(
                f"the claim's «{off_role[0].text}» stands in a part of the claim the cited text does not speak of"
            )
        if mech.doubtful_quotes:
            doubts.append(mech.doubtful_quotes[0].detail)
        if request.pinpoint_missing:
            doubts.append(f"the pinpoint {request.pinpoint_missing} does not exist in the cited source")
        if wrong_pinpoint:
            doubts.append(wrong_pinpoint)

        score = max(overall.score, best_cov.score)
        verified = [q for q in mech.quotes if q.outcome == "ok"]
        if verified and len(verified) == len(mech.quotes):
            quoted_words = sum(len(q.quote.split()) for q in verified)
            if quoted_words >= QUOTE_SUPPORT_WORDS:
                # the claim rests on a verbatim quotation of the cited text (R2 satisfied): that is support,
                # whatever the language of the words around it
                score = max(score, MATCH_COVERAGE)
        if score >= MATCH_COVERAGE and not doubts:
            conf = 0.55 + 0.4 * score
            reason = f"the cited text supports the claim (term coverage {score:.2f})"
            return self._result(request, mech, "MATCH", conf, snippet, reason, pkey)
        if score < PARTIAL_COVERAGE:
            doubts.append(
                f"the cited text covers the claim only weakly (term coverage {score:.2f}: missing {', '.join(overall.missing[:5])})"
            )
        elif score < MATCH_COVERAGE:
            doubts.append(
                f"the cited text covers the claim only in part (term coverage {score:.2f}: missing {', '.join(overall.missing[:5])})"
            )
        return self._result(request, mech, "PARTIAL", 0.5, snippet, "; ".join(doubts), pkey)

    def _similar(self, claim_text: str, cited: list[Passage]) -> bool:
        """With an encoder: does the passage resemble the claim after all (then doubt, not a block)?"""
        if self.encoder is None:
            return False
        return any(self.encoder.similarity(claim_text, p.text) >= UNRELATED_SIMILARITY for p in cited)

    # -- rules ---------------------------------------------------------------------------------------

    def _negation_flip(
        self, request: JudgeRequest, claim_text: str, claim: Profile, sents: list[_Sentence]
    ) -> tuple[_Sentence, str] | None:
        lang = request.claim_lang
        if lang not in ("de", "fr", "it", "en"):
            return None
        targets = [s.prof for s in sents]
        # a claim that states the rule negatively in other words ("ist ... ausgeschlossen", "excluded",
        # "only") may stand in a part of the claim other than the words it negates
        whole = polarity(claim_text, lang)
        for part in clauses(claim_text, lang) or [claim_text]:
            part_prof = profile(part, lang, True)
            if len(part_prof.tokens) < 2:
                continue
            cov = coverage(part_prof, targets).score
            pol = polarity(part, lang)
            sites = negation_sites(part, lang)
            # the claim negates: is what it negates affirmed (and nowhere negated) in the source?
            # "nessun edificio ... senza autorizzazione": a negation with a negative word is not a plain flip
            # "no one may be punished for an act the law does not declare punishable": two negations in
            # one clause affirm ("only for an act the law declares punishable"); not a plain flip
            # ("never"/"mai"/"jamais" only strengthen the negation beside them)
            if (
                sites
                and sum(not site.strong for site in sites) <= 1
                and not _without(part, lang)
                and cov >= (STRONG_NEGATION_ALIGN if pol.strong else NEGATION_ALIGN)
            ):
                # the affirmation must stand in a sentence that speaks of what the claim's clause says
                # (a long decision uses the same verb elsewhere); a negation anywhere keeps the doubt
                aligned = [s for s in sents if coverage(part_prof, [s.prof]).score >= AFFIRM_ALIGN]
                for site in sites:
                    if site.attributive:
                        continue
                    for pred in site.predicates:
                        _aff, neg, _w = _affirmed(pred, lang, sents, strict=True)
                        aff, _neg, where = _affirmed(pred, lang, aligned, strict=True)
                        if aff and not neg and where is not None:
                            what = "absolutely ('never') " if pol.strong else ""
                            return where, f"the claim negates {what}what the source affirms («{pred}»)"
            # the source negates: does the claim affirm it in the source's own words?
            # a negation elsewhere in the claim ("nella parte in cui non prevede") does not hide the
            # affirmation of what the source negates ("sono fondate" against "non fondate")
            if (
                not pol.strong
                and not pol.negative_meaning
                and not whole.negative_meaning
                and len(part_prof.tokens) >= 3
                and cov >= REVERSE_NEGATION_ALIGN
            ):
                # a claim that negates something else too is read against the source in its own
                # language only (across languages a negation's scope is not comparable word for word)
                plain = not pol.negated and not pol.idiom
                for s in sents:
                    if not plain and s.passage.lang != lang:
                        continue
                    if coverage(part_prof, [s.prof]).score < REVERSE_SENTENCE_ALIGN:
                        continue
                    for site in negation_sites(s.text, s.passage.lang):
                        for pred in site.predicates:
                            if not _affirms(part, lang, pred, s.passage.lang):
                                continue
                            # does the source affirm it elsewhere? (in its own language: across
                            # languages a concept also names neighbouring words)
                            same = [x for x in sents if x.passage.lang == s.passage.lang]
                            aff, _neg, _w = _affirmed(pred, s.passage.lang, same)
                            if not aff:
                                return s, f"the claim affirms what the source negates («{pred}»)"
        return None

    def _exception_swap(
        self, lang: str, claim_text: str, claim: Profile, sents: list[_Sentence]
    ) -> tuple[_Sentence, str] | None:
        """The source applies the rule even in a case ("même si X", "selbst wenn X") that the claim makes
        an exception ("sauf si X", "es sei denn X"), or the other way round: the claim contradicts it."""
        if lang not in ("de", "fr", "it", "en"):
            return None
        kinds: tuple[tuple[_CaseKind, _CaseKind], ...] = (
            ("exception", "concessive"),
            ("concessive", "exception"),
        )
        for claim_kind, source_kind in kinds:
            for case in marked_cases(claim_text, lang, claim_kind):
                case_prof = profile(case, lang, True)
                if len(case_prof.tokens) < 2:
                    continue
                for s in sents:
                    src_cases = marked_cases(s.text, s.passage.lang, source_kind)
                    if not src_cases or coverage(claim, [s.prof]).score < PARTIAL_COVERAGE:
                        continue
                    fit = max(coverage(case_prof, [profile(c, s.passage.lang)]).score for c in src_cases)
                    own = max(
                        (
                            coverage(case_prof, [profile(c, s.passage.lang)]).score
                            for c in marked_cases(s.text, s.passage.lang, claim_kind)
                        ),
                        default=0.0,
                    )
                    if fit >= CASE_ALIGN and fit - own >= CASE_MARGIN:
                        if claim_kind == "exception":
                            why = f"the source applies the rule even in the case the claim excepts («{case}»)"
                        else:
                            why = (
                                f"the source excepts the case to which the claim applies the rule («{case}»)"
                            )
                        return s, why
        return None

    def _dropped_condition(self, claim: Profile, lang: str, sents: list[_Sentence]) -> str:
        """The source sentence that carries the claim states a condition ("si le créancier ...", "Ist die
        Betreibung nicht eingestellt worden, so ...") of which the claim says nothing: the claim states
        the rule without it.  Read in the claim's language when the source has it."""
        own = [s for s in sents if s.passage.lang == lang]
        if not own:
            return ""
        best = max(own, key=lambda s: coverage(claim, [s.prof]).score)
        if coverage(claim, [best.prof]).score < PARTIAL_COVERAGE:
            return ""
        for cond in condition_clauses(best.text, lang):
            prof = profile(cond, lang)
            if (
                len(prof.tokens) >= DROPPED_CONDITION_WORDS
                and coverage(prof, [claim]).score < DROPPED_CONDITION
            ):
                return cond
        return ""

    def _scope(self, claim: Profile, cp: Polarity, sents: list[_Sentence]) -> str:
        """A claim that generalises ('any', 'every', 'tous', 'qualsiasi') over a source that states
        conditions, or narrows ('only') a source that states no restriction: the claim's scope is not
        the source's. "contradicts" when the claim narrows a rule the source states for every case."""
        aligned = [s for s in sents if coverage(claim, [s.prof]).score >= PARTIAL_COVERAGE] or sents
        pols = [polarity(s.text, s.passage.lang) for s in aligned]
        if (
            cp.universal
            and not cp.restrictive
            and not cp.conditional
            and not any(p.universal or p.absolute for p in pols)
            and any(p.conditional or p.restrictive for p in pols)
        ):
            return "the claim generalises ('any', 'every', 'all') where the source states conditions"
        if cp.restrictive and not cp.universal:
            if any(p.restrictive or p.conditional or p.negated or p.idiom for p in pols):
                return ""
            best = max(coverage(claim, [s.prof]).score for s in aligned)
            every_case = [scope_polarity(s.text, s.passage.lang) for s in aligned]
            if any(p.absolute or p.universal for p in every_case) and best >= SCOPE_ALIGN:
                return "contradicts"
            return "the claim restricts the rule ('only'), the source states no such restriction"
        return ""

    def _source_negates_silently(
        self, claim: Profile, cp: Polarity, sents: list[_Sentence], claim_text: str, lang: str
    ) -> bool:
        """Every language's best-aligned sentence negates, the claim does not (and says nothing negative)."""
        if cp.negated or cp.strong or cp.negative_meaning or cp.idiom:
            return False
        best: dict[str, tuple[float, _Sentence]] = {}
        for s in sents:
            sc = coverage(claim, [s.prof]).score
            if s.passage.lang not in best or sc > best[s.passage.lang][0]:
                best[s.passage.lang] = (sc, s)
        if not best or not all(
            sc >= PARTIAL_COVERAGE and bool(negation_sites(s.text, s.passage.lang)) for sc, s in best.values()
        ):
            return False
        # the negation must bear on what the claim speaks of ("figli minori non emancipati" negates a
        # qualifier the claim does not mention); checked in the claim's own language only (across
        # languages a paraphrase need not share the negated word)
        return any(
            s.passage.lang != lang or _mentions(claim_text, lang, pred, s.passage.lang)
            for _sc, s in best.values()
            for site in negation_sites(s.text, s.passage.lang)
            for pred in site.predicates
        ) or not any(
            site.predicates for _sc, s in best.values() for site in negation_sites(s.text, s.passage.lang)
        )

    def _misplaced_number(
        self, claim: Profile, mech: MechanicalResult, sents: list[_Sentence]
    ) -> tuple[_Sentence, str] | None:
        """A claim number found only in a sentence about another case, while the sentence that matches
        the claim states a different value ("two years ... ; where the work is integrated: five years")."""
        if not mech.numbers.agreed or len(sents) < 2:
            return None
        sents = _statements(sents)
        scored = sorted(((coverage(claim, [s.prof]).score, i, s) for i, s in enumerate(sents)), reverse=True)
        best_score, _, best = scored[0]
        best_q = quantities(strip_citations(best.text))
        for q, _hit in mech.numbers.agreed:
            same_dim = [b for b in best_q if b.dimension == q.dimension]
            if not same_dim or any(b.value == q.value for b in same_dim):
                continue
            holders = [
                sc
                for sc, _, s in scored
                if any(
                    x.dimension == q.dimension and x.value == q.value
                    for x in quantities(strip_citations(s.text))
                )
            ]
            if (
                holders
                and max(holders) < best_score - MISPLACED_MARGIN
                and best.passage.lang == sents[0].passage.lang
            ):
                got = ", ".join(b.text for b in same_dim[:2])
                return (
                    best,
                    f"the claim says «{q.text}», the sentence of the source that matches the claim says «{got}»",
                )
        return None

    def _weak_clause(
        self, claim_text: str, request: JudgeRequest, cited: list[Passage], quoted_ok: list[str]
    ) -> str:
        """A clause of the claim the cited text does not cover (a clause carrying a verified verbatim
        quotation is covered, in whatever language the words around it are)."""
        parts = clauses(claim_text, request.claim_lang, subordinate=True)
        if len(parts) < 2:
            return ""
        targets = [profile(p.text, p.lang) for p in cited]
        scored = []
        for part in parts:
            if any(q[:40] in fold(part) for q in quoted_ok):
                continue
            prof = profile(part, request.claim_lang, True)
            if len(prof.tokens) < 3:
                continue
            scored.append((coverage(prof, targets).score, part))
        if len(scored) < 2:
            return ""
        high = max(scored)
        if high[0] < MATCH_COVERAGE:
            return ""
        for score, part in sorted(scored):
            bar = ADDITIVE_CLAUSE_UNSUPPORTED if is_additive(part, request.claim_lang) else CLAUSE_UNSUPPORTED
            if score < bar:
                return part
        return ""


def _statements(sents: list[_Sentence]) -> list[_Sentence]:
    """Sentences as statements: a list item ("a. 170 heures pour ...") continues the sentence that
    introduces the list ("... ni le nombre d'heures suivant par année civile:"), so it is read with it."""
    out: list[_Sentence] = []
    lead: _Sentence | None = None
    for s in sents:
        if lead is not None and lead.passage.key == s.passage.key and _ITEM.match(s.text):
            text = f"{lead.text} {s.text}"
            out.append(_Sentence(s.passage, text, profile(text, s.passage.lang)))
            continue
        lead = s if s.text.rstrip().endswith(":") else None
        out.append(s)
    return out


_CaseKind = Literal["concessive", "exception"]

_WITHOUT = {"de": "ohne", "fr": "sans", "it": "senza", "en": "without"}


def _without(text: str, lang: str) -> bool:
    """ "No building without a permit": the negation pairs with "without", the rule is affirmative."""
    return _WITHOUT.get(lang, "") in tokens(text)


_ITEM = re.compile(r"^\s*(?:[a-z]{1,2}[.)]|\d{1,2}[.)])\s+(.*)$")
_CUMULATIVE_END = re.compile(r"[;,]\s*(?:und|et|e|and|sowie)\s*$", re.IGNORECASE)


def _added_condition(claim_text: str, lang: str, targets: list[Profile]) -> str:
    """A condition or exception of the claim ("si ...", "unless ...", "salvo che ...") of which the
    cited text says nothing: the claim adds it."""
    if lang not in ("de", "fr", "it", "en"):
        return ""
    neg_words = negation_tables().negation.get(lang, frozenset())
    for case in [*condition_clauses(claim_text, lang), *marked_cases(claim_text, lang, "exception")]:
        prof = profile(" ".join(t for t in case.split() if t not in neg_words), lang, True)
        # across languages the glossary covers fewer words: only a condition of which nothing is covered
        bar = ADDED_CONDITION if any(t.lang == lang for t in targets) else ADDED_CONDITION_ACROSS
        if len(prof.tokens) >= ADDED_CONDITION_WORDS and coverage(prof, targets).score < bar:
            return case
    return ""


def _dropped_item(claim: Profile, lang: str, cited: list[Passage]) -> str:
    """The cited paragraph lists cumulative conditions ("a. ...; b. ...; und c. ...") and the claim
    speaks of some of them but says nothing of another: it leaves out a condition."""
    texts = [p.text for p in cited]
    lists: dict[str, list[str]] = {}
    cumulative = False
    for p in cited:
        items = [m.group(1) for line in p.text.splitlines() if (m := _ITEM.match(line))]
        if len(items) >= 2:
            lists.setdefault(p.lang, []).extend(items)
            cumulative = cumulative or bool(_CUMULATIVE_END.search(items[-2]))
    if not texts or not cumulative or lang not in lists:
        return ""
    items = lists[lang]
    scores = [(coverage(profile(strip_citations(it), lang), [claim]).score, it) for it in items]
    high = max(sc for sc, _ in scores)
    if high < ITEM_SPOKEN:
        return ""
    for sc, it in scores:
        if sc < ITEM_LEFT_OUT and high - sc >= ITEM_GAP and len(profile(it, lang).tokens) >= ITEM_WORDS:
            return it.rstrip(" ;,")
    return ""


def _dates_as_doubt(mech: MechanicalResult) -> MechanicalResult:
    """A claim's date that the cited text does not state, beside other dates it does state (a decision
    holds many dates of its own), is doubt, not a contradiction."""
    moved = [q for q, _o in mech.numbers.contradicted if q.dimension == "date"]
    if not moved:
        return mech
    keep = [(q, o) for q, o in mech.numbers.contradicted if q.dimension != "date"]
    numbers = NumberCheck(list(mech.numbers.agreed), keep, [*mech.numbers.unsupported, *moved])
    return replace(mech, numbers=numbers)


def _item_number(
    claim: Profile, mech: MechanicalResult, lang: str, cited: list[Passage]
) -> tuple[str, str] | None:
    """The claim states a figure that the source gives in one item of a list ("b. 30 000 francs dans
    les autres cas") while another item gives another figure of the same kind ("a. 15 000 francs en
    matière de droit du travail"), and the claim says nothing of its item's case: it generalises one
    case of the list.  Read in the claim's language only.  Returns (figure, the item)."""
    if not mech.numbers.agreed:
        return None
    items = [
        m.group(1)
        for p in cited
        if p.lang == lang
        for line in p.text.splitlines()
        if (m := _ITEM.match(line))
    ]
    if len(items) < 2:
        return None
    figures = [(it, quantities(strip_citations(it))) for it in items]
    for q, _hit in mech.numbers.agreed:
        holders = [
            it for it, qs in figures if any(x.dimension == q.dimension and x.value == q.value for x in qs)
        ]
        others = [
            it
            for it, qs in figures
            if any(x.dimension == q.dimension and x.value != q.value for x in qs)
            and not any(x.dimension == q.dimension and x.value == q.value for x in qs)
        ]
        if len(holders) != 1 or not others:
            continue
        number_words = set(fold(q.text).split()) | {
            w for x in quantities(holders[0]) for w in fold(x.text).split()
        }
        rest = " ".join(w for w in fold(strip_citations(holders[0])).split() if w not in number_words)
        case = profile(rest, lang)
        if len(case.tokens) >= 1 and coverage(case, [claim]).score < ITEM_CASE_SPOKEN:
            return q.text, holders[0].rstrip(" ;,.")
    return None


def _numbers_applied(mech: MechanicalResult) -> MechanicalResult:
    """A claim that states the source's figure and another figure of the same kind ("a claim of CHF
    20'000 reaches the threshold, 15 000 francs suffice") applies the rule to facts: the other figure
    is the case's, not a misquoted rule (doubt at most, never a contradiction)."""
    if not mech.numbers.contradicted or not mech.numbers.agreed:
        return mech
    # amounts of money only: two durations in a claim are two rules ("three years ... in any event
    # twenty years"), an amount beside the source's is the case's own
    stated = {q.dimension for q, _hit in mech.numbers.agreed if q.dimension == "money"}
    keep = [(q, o) for q, o in mech.numbers.contradicted if q.dimension not in stated]
    if len(keep) == len(mech.numbers.contradicted):
        return mech
    moved = [q for q, _o in mech.numbers.contradicted if q.dimension in stated]
    numbers = NumberCheck(list(mech.numbers.agreed), keep, [*mech.numbers.unsupported, *moved])
    return replace(mech, numbers=numbers)


def _numbers_off_role(
    mech: MechanicalResult, claim_text: str, lang: str, cited: list[Passage]
) -> tuple[MechanicalResult, list[Quantity]]:
    """A claim number that differs from the source's, but stands in a clause of the claim the cited text
    does not speak of ("... within 30 days, while the extension must be asked 60 days before ...", cited
    to the 30-day paragraph): the source gives no number for that role, so it is doubt, not a
    contradiction.  Returns the checks with such numbers moved to "unsupported", and those numbers."""
    if not mech.numbers.contradicted:
        return mech, []
    parts = clauses(claim_text, lang)
    if len(parts) < 2:
        return mech, []
    targets = [profile(p.text, p.lang) for p in cited]
    profs = [(profile(c, lang, True), fold(c)) for c in parts]
    scored = [(coverage(pr, targets).score, c, pr) for pr, c in profs]
    if max(sc for sc, _, _ in scored) < MATCH_COVERAGE:
        return mech, []
    keep: list[tuple[Quantity, list[Quantity]]] = []
    moved: list[Quantity] = []
    for q, others in mech.numbers.contradicted:
        # a short clause ("and in any event twenty years") is too little to tell what it speaks of
        number_words = set(q.text.split())
        holders = [
            sc
            for sc, c, pr in scored
            if q.text in c and sum(t not in number_words for t in pr.tokens) >= OFF_ROLE_WORDS
        ]
        if holders and max(holders) < OFF_ROLE_CLAUSE:
            moved.append(q)
        else:
            keep.append((q, others))
    if not moved:
        return mech, []
    numbers = NumberCheck(list(mech.numbers.agreed), keep, [*mech.numbers.unsupported, *moved])
    return replace(mech, numbers=numbers), moved


def _article_coverages(claim: Profile, ranking: Ranking | None) -> tuple[float, float]:
    """Plain term coverage of the claim by the cited article and by the best other one (same language)."""
    if ranking is None or not ranking.best_passages or not ranking.cited_passages:
        return 0.0, 0.0

    def cov(passages: list[Passage]) -> float:
        targets = [profile(p.text, p.lang) for p in passages]
        targets += [profile(last_heading(p.heading), p.lang) for p in passages if p.heading]
        return coverage(claim, targets).score

    # the other article paragraph by paragraph (the cited text may be one paragraph of its article)
    return cov(ranking.cited_passages), max(cov([p]) for p in ranking.best_passages)


_NUMBER = re.compile(r"(?<![\d.,'])\d{2,4}(?![\d'])")  # two digits at least: 1 and 2 are everywhere


def _number_tie(claim_text: str, cited: list[Passage], other: list[Passage]) -> bool:
    """The claim states a number (a bare figure too: "reached 18") that the cited text states in one of
    its languages and the other article does not."""
    mine = set(_NUMBER.findall(claim_text))
    if not mine:
        return False
    theirs = {n for p in cited for n in _NUMBER.findall(strip_citations(p.text))}
    elsewhere = {n for p in other for n in _NUMBER.findall(strip_citations(p.text))}
    return bool((mine & theirs) - elsewhere)


def _key_terms_missing(claim: Profile, cited: list[Passage], other: list[Passage]) -> list[str]:
    """The claim's legal terms (glossary concepts) that the other article covers and the cited one does not."""
    cited_prof = [profile(p.text, p.lang) for p in cited]
    other_prof = [profile(p.text, p.lang) for p in other]
    out: list[str] = []
    for tok, concepts in zip(claim.tokens, claim.token_concepts, strict=True):
        if not concepts:
            continue
        single = Profile(
            claim.lang, (tok,), (concepts,), concepts, frozenset({light_stem(tok, claim.lang)}), frozenset()
        )
        if coverage(single, other_prof).score >= 1.0 and coverage(single, cited_prof).score == 0.0:
            out.append(tok)
    return out


def _heading(passages: list[Passage]) -> Profile | None:
    heads = sorted({last_heading(p.heading).strip() for p in passages if p.heading})
    if not heads:
        return None
    prof = profile(heads[0], passages[0].lang)
    return prof if prof.tokens else None


def _subject_shift(claim: Profile, cited: list[Passage], other: list[Passage]) -> bool:
    """The claim speaks of the other article's subject (it covers that article's whole heading) and of
    none of what sets the cited article's heading apart ("cosa in custodia" cited to "animali")."""
    own, theirs = _heading(cited), _heading(other)
    if own is None or theirs is None or coverage(theirs, [claim]).score < HEADING_COVERED:
        return False
    distinct = [
        (t, c)
        for t, c in zip(own.tokens, own.token_concepts, strict=True)
        if light_stem(t, own.lang) not in theirs.stems and not (c and c & theirs.concepts)
    ]
    if not distinct:
        return False
    rest = Profile(
        own.lang,
        tuple(t for t, _ in distinct),
        tuple(c for _, c in distinct),
        frozenset().union(*(c for _, c in distinct)),
        frozenset(light_stem(t, own.lang) for t, _ in distinct),
        frozenset(),
    )
    return coverage(rest, [claim]).score == 0.0


def _is_decision(canonical: str) -> bool:
    """A court decision (its considerations are neighbours of each other), not a statute."""
    return canonical.startswith(
        (
            "ch:BGE:",
            "ch:BGer:",
            "ch:BVGer:",
            "ch:BStGer:",
            "ch:BPatGer:",
            "ch:cant-",
            "it:cass",
            "it:corte-cost",
        )
    )


def _keys(word: str, lang: str) -> set[str]:
    # the concepts a word names by its head, not inside a German compound: "unzulässig" (inadmissible)
    # must not read as the "zulässig" (admissible) that a negated claim speaks of
    keys = {f"c:{c}" for c in concepts_of(word, lang, False)}
    keys.add(f"s:{lang}:{light_stem(word, lang)}")
    if cognate_key(word):
        keys.add(f"g:{cognate_key(word)}")
    return keys


def _same_term(a: str, a_lang: str, b: str, b_lang: str) -> bool:
    ka = _keys(a, a_lang)
    kb = _keys(b, b_lang)
    if a_lang != b_lang:
        ka = {k for k in ka if not k.startswith("s:")}
        kb = {k for k in kb if not k.startswith("s:")}
    return bool(ka & kb)


def _affirmed(
    pred: str, lang: str, sents: list[_Sentence], strict: bool = False
) -> tuple[bool, bool, _Sentence | None]:
    """Whether the source uses ``pred``'s term outside / inside a negation, and where it affirms it.
    ``strict``: an affirmation in the claim's own language must use the same word (stem), not only a
    word of the same concept ("Urteil" does not affirm "Verurteilung")."""
    aff = neg = False
    where: _Sentence | None = None
    for s in sents:
        toks = tokens(s.text)
        zone = negation_zone(s.text, s.passage.lang) | _without_zone(toks, s.passage.lang)
        for i, t in enumerate(toks):
            if len(t) < 3 or not t.isalpha() or not _same_term(pred, lang, t, s.passage.lang):
                continue
            if i in zone:
                neg = True
            elif not strict or s.passage.lang != lang or _same_word(pred, t, lang):
                aff = True
                where = where or s
    return aff, neg, where


def _without_zone(toks: list[str], lang: str) -> set[int]:
    """The words after "senza (che)", "ohne (dass)", "sans (que)", "without": what the source states
    there is absent ("decorsi i termini senza che sia stato emesso il provvedimento"), not affirmed."""
    marker = _WITHOUT.get(lang, "")
    zone: set[int] = set()
    for i, t in enumerate(toks):
        if t == marker:
            zone.update(range(i + 1, min(len(toks), i + 1 + 2 * NEGATION_WINDOW)))
    return zone


def _same_word(a: str, b: str, lang: str) -> bool:
    """Two words of one language for the same term: the same stem or cognate, or a concept both name
    by their head (not one found inside a German compound: "Urteil" is not "Verurteilung")."""
    if light_stem(a, lang) == light_stem(b, lang) or (cognate_key(a) and cognate_key(a) == cognate_key(b)):
        return True
    return bool(concepts_of(a, lang, False) & concepts_of(b, lang, False))


def _affirms(text: str, lang: str, word: str, word_lang: str) -> bool:
    """``text`` uses ``word``'s term (same language: the same stem) outside its own negations, idioms
    included: "non può essere sciolto se non per ..." does not affirm "sciolto"."""
    toks = tokens(text)
    neg_words = negation_tables().negation.get(lang, frozenset())
    if word_lang != lang:
        # the claim may quote the source in its own language ("the employer «darf ... nicht kündigen»"):
        # the source language's negation words (those not also words of the claim's language) negate too
        neg_words = neg_words | (_own_negations(word_lang) - _function_words(lang))
    zone = set(negation_zone(text, lang))
    for i, t in enumerate(toks):
        if t in neg_words:
            zone.update(range(max(0, i - NEGATION_WINDOW), i + NEGATION_WINDOW + 1))
    stem = light_stem(word, word_lang)
    for i, t in enumerate(toks):
        if i in zone or not t.isalpha():
            continue
        if lang == word_lang:
            if light_stem(t, lang) == stem:
                return True
        elif len(t) >= 3 and _same_term(t, lang, word, word_lang):
            return True
    return False


def _own_negations(lang: str) -> frozenset[str]:
    return negation_tables().negation.get(lang, frozenset()) - {"ne", "n"}


def _function_words(lang: str) -> frozenset[str]:
    return stopwords().get(lang, frozenset()) | negation_tables().negation.get(lang, frozenset())


def _mentions(text: str, lang: str, word: str, word_lang: str, strict: bool = False) -> bool:
    """``text`` uses ``word``'s term; ``strict``: in the same language only the same stem counts."""
    if strict and lang == word_lang:
        stem = light_stem(word, word_lang)
        return any(light_stem(t, lang) == stem for t in tokens(text) if t.isalpha())
    return any(len(t) >= 3 and t.isalpha() and _same_term(t, lang, word, word_lang) for t in tokens(text))

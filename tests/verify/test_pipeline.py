"""Every status path of verify_document end-to-end on the real store (a corpus subset)."""

from __future__ import annotations

from typing import Any

import pytest
from judges_for_tests import BrokenJudge, FailingJudge, RemoteRecorder, YesJudge
from verify_helpers import by_text, draft

from lexgate.citations.model import Citation
from lexgate.errors import BadInput
from lexgate.verify import messages
from lexgate.verify.evidence import normalise
from lexgate.verify.pipeline import lookup_id, verify_document

ART_41 = (
    "Wer einem andern widerrechtlich Schaden zufügt, wird ihm zum Ersatze verpflichtet (Art. 41 Abs. 1 OR)."
)


def run(text: str, judge: Any, resolver: Any, privacy: str = "balanced", lang: str | None = "de", **kw: Any):
    return verify_document(
        draft(text, lang), judge=judge, resolver=resolver, privacy=privacy, lang=lang, **kw
    )


def test_match_is_grounded_in_the_retrieved_text(structured: Any, resolver: Any) -> None:
    rep = run(ART_41, structured, resolver)
    (rec,) = rep.citations
    assert rec.status == "MATCH"
    assert rec.citation_id == "C-001"
    assert rec.canonical == "ch:OR:art-41:para-1"
    assert rec.source and rec.query_used
    assert rec.matched_snippet and normalise(rec.matched_snippet) in normalise(rec.source_text)
    assert rec.url.startswith("https://www.fedlex.admin.ch/")
    assert 0 < rec.confidence <= 0.85  # full text, rule-based judge: capped below a dedicated judge
    assert rec.evidence_kind == "full-text"
    assert rep.delivery == "CLEAR" and not rep.delivery_blocked and not rep.reduced_mode


def test_contradiction_and_altered_quote_are_mismatch(structured: Any, resolver: Any) -> None:
    text = (
        "Wer einem andern widerrechtlich Schaden zufügt, wird ihm nicht zum Ersatze verpflichtet (Art. 41 Abs. 1 OR).\n\n"
        "Art. 42 Abs. 1 OR bestimmt: «Wer Schadenersatz beansprucht, hat den Schaden nie zu beweisen.»\n"
    )
    rep = run(text, structured, resolver)
    assert [r.status for r in rep.citations] == ["MISMATCH", "MISMATCH"]
    assert rep.delivery == "BLOCKED"


def test_not_found_is_unverified_with_close_matches(structured: Any, resolver: Any) -> None:
    rep = run("Das Gesetz regelt Kryptowerte (Art. 2000 OR).", structured, resolver)
    (rec,) = rep.citations
    assert rec.status == "UNVERIFIED"
    assert rec.reason.startswith("not found: ")
    assert "; close matches: " in rec.reason
    assert rec.matched_snippet == "" and rec.confidence == 0.0
    assert rep.delivery_blocked and not rep.reduced_mode


def test_informal_doctrine_is_skipped_and_not_blocking(structured: Any, resolver: Any) -> None:
    rep = run("So die herrschende Lehre (GAUCH/SCHLUEP/SCHMID, OR AT, N 865).", structured, resolver)
    (rec,) = rep.citations
    assert rec.status == "SKIPPED"
    assert rec.reason == messages.SKIPPED_INFORMAL
    assert rep.delivery == "CLEAR"


def test_missing_pinpoint_is_never_match(bger_docket: tuple[str, str], resolver: Any) -> None:
    docket, _ = bger_docket
    rep = run(
        f"Das Bundesgericht hat die Beschwerde abgewiesen (Urteil {docket} E. 99).", YesJudge(), resolver
    )
    (rec,) = rep.citations
    assert rec.status == "PARTIAL"
    assert "E. 99" in rec.reason


def test_unreachable_source_offline_sets_reduced_mode(structured: Any, resolver: Any) -> None:
    rep = run("Gemäss BGE 140 III 86 E. 2 gilt dies.", structured, resolver)
    (rec,) = rep.citations
    assert rec.status == "UNVERIFIED"
    assert rec.reason.startswith("source unavailable")
    assert rep.reduced_mode and rep.delivery == "BLOCKED"


def test_document_order_and_ids(structured: Any, resolver: Any) -> None:
    text = (
        "Die Beweislast trägt der Geschädigte (Art. 42 Abs. 1 OR).\n\n"
        "Siehe GAUCH/SCHLUEP/SCHMID, OR AT, N 865.\n\n" + ART_41 + "\n\nVgl. Art. 2000 OR.\n"
    )
    rep = run(text, structured, resolver)
    assert [r.citation_id for r in rep.citations] == ["C-001", "C-002", "C-003", "C-004"]
    assert [r.start for r in rep.citations] == sorted(r.start for r in rep.citations)
    assert [r.status for r in rep.citations][1] == "SKIPPED"
    assert rep.counts["SKIPPED"] == 1 and sum(rep.counts.values()) == 4


def test_short_forms_resolve_via_their_antecedent(structured: Any, resolver: Any) -> None:
    rep = run(ART_41 + " Der Geschädigte hat den Schaden zu beweisen (Art. 42 Abs. 1).", structured, resolver)
    short = rep.citations[1]
    assert short.text == "Art. 42 Abs. 1"
    assert short.canonical == "ch:OR:art-42:para-1"
    assert short.status == "MATCH"
    c = Citation("ibid.", 0, 5, "statute", "CH", {}, "", short_form=True, antecedent="ch:OR:art-41:para-1")
    assert lookup_id(c) == "ch:OR:art-41:para-1"
    c.canonical = "ch:OR:art-42"
    assert lookup_id(c) == "ch:OR:art-42"
    assert lookup_id(Citation("x", 0, 1, "statute", "CH", {}, "not an id")) == ""


@pytest.mark.parametrize(
    ("judge", "reason"),
    [
        (BrokenJudge(), "judge failed: RuntimeError: model crashed"),
        (FailingJudge(), "judge failed: endpoint timed out"),
        (FailingJudge(gated=True), messages.PRIVACY_GATED),
        (YesJudge(verdict="certainly"), "judge failed: unknown verdict 'certainly'"),
    ],
)
def test_a_broken_judge_never_yields_match(judge: Any, reason: str, resolver: Any) -> None:
    rep = run(ART_41, judge, resolver)
    (rec,) = rep.citations
    assert rec.status == "UNVERIFIED"
    assert rec.reason == reason
    assert rep.delivery == "BLOCKED"


def test_a_judge_inventing_its_excerpt_gets_no_match(resolver: Any) -> None:
    rep = run(ART_41, YesJudge(snippet="Jeder Schaden ist immer zu ersetzen."), resolver)
    (rec,) = rep.citations
    assert rec.status == "PARTIAL"
    assert rec.matched_snippet == ""
    assert "not verbatim" in rec.reason


def test_not_found_never_reaches_the_judge(resolver: Any) -> None:
    judge = YesJudge()
    rep = run("Das Gesetz regelt Kryptowerte (Art. 2000 OR).", judge, resolver)
    assert judge.calls == 0
    assert rep.citations[0].status == "UNVERIFIED"


class CountingResolver:
    """Delegates to the real resolver and counts the calls."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.offline = inner.offline
        self.store = inner.store
        self.calls = 0

    def resolve(self, canonical: str, lang: str) -> Any:
        self.calls += 1
        return self.inner.resolve(canonical, lang)


def test_strict_with_a_remote_judge_is_refused_before_any_work(structured: Any, resolver: Any) -> None:
    counting = CountingResolver(resolver)
    extracted: list[str] = []

    def extract(text: str, lang: str | None) -> list[Citation]:
        extracted.append(text)
        return []

    with pytest.raises(BadInput, match="privacy mode strict"):
        verify_document(
            draft(ART_41),
            judge=RemoteRecorder(structured),
            resolver=counting,
            privacy="strict",
            extract=extract,
        )
    assert counting.calls == 0 and extracted == []


def test_strict_without_a_local_judge_confirms_existence_only(resolver: Any) -> None:
    rep = run(ART_41 + "\n\nVgl. Art. 2000 OR.", None, resolver, privacy="strict")
    found, missing = rep.citations
    assert found.status == "UNVERIFIED" and found.reason == messages.PRIVACY_GATED
    assert found.source and found.matched_snippet == ""
    assert missing.reason.startswith("not found: ")
    assert rep.delivery == "BLOCKED"


def test_strict_with_a_local_judge_checks_content(structured: Any, resolver: Any) -> None:
    assert run(ART_41, structured, resolver, privacy="strict").citations[0].status == "MATCH"


def test_balanced_withholds_privileged_claims_from_a_remote_judge(structured: Any, resolver: Any) -> None:
    remote = RemoteRecorder(structured)
    text = (
        ART_41
        + "\n\nPRIVILEGED & CONFIDENTIAL - our client admits he caused the damage (Art. 41 Abs. 1 OR).\n"
    )
    rep = run(text, remote, resolver, privacy="balanced")
    open_rec, secret_rec = rep.citations
    assert open_rec.status == "MATCH"
    assert secret_rec.status == "UNVERIFIED" and secret_rec.reason == messages.PRIVACY_WITHHELD
    assert len(remote.claims) == 1 and "client" not in remote.claims[0]
    # cloud mode sends both
    remote_cloud = RemoteRecorder(structured)
    run(text, remote_cloud, resolver, privacy="cloud")
    assert len(remote_cloud.claims) == 2


def test_unknown_privacy_mode_is_bad_input(structured: Any, resolver: Any) -> None:
    with pytest.raises(BadInput, match="unknown privacy mode"):
        run(ART_41, structured, resolver, privacy="open")


def test_unreachable_live_sources_give_reduced_mode(
    unreachable_connectors: list[Any], tmp_path: Any, structured: Any
) -> None:
    from lexgate.sources.resolver import Resolver
    from lexgate.sources.store import Store

    empty = Store(tmp_path / "empty.sqlite3")
    try:
        live = Resolver(empty, unreachable_connectors, offline=False)
        text = (
            ART_41
            + "\n\nGemäss BGE 140 III 86 E. 2 gilt dies.\n\nVgl. 4A_123/2023.\n\nSo GAUCH/SCHLUEP/SCHMID, OR AT, N 865.\n"
        )
        rep = run(text, structured, live, max_workers=4)
    finally:
        empty.close()
    statuses = [r.status for r in rep.citations]
    assert statuses == ["UNVERIFIED", "UNVERIFIED", "UNVERIFIED", "SKIPPED"]
    assert all(r.reason.startswith("source unavailable") for r in rep.citations[:3])
    assert [r.citation_id for r in rep.citations] == ["C-001", "C-002", "C-003", "C-004"]
    assert rep.reduced_mode is True
    assert rep.delivery == "BLOCKED" and rep.delivery_blocked


def test_store_first_then_unreachable_live(
    unreachable_connectors: list[Any], store: Any, structured: Any
) -> None:
    from lexgate.sources.resolver import Resolver

    live = Resolver(store, unreachable_connectors, offline=False)
    rep = run(ART_41 + "\n\nGemäss BGE 140 III 86 E. 2 gilt dies.\n", structured, live)
    local, remote = rep.citations
    assert local.status == "MATCH"
    assert remote.status == "UNVERIFIED" and remote.reason.startswith("source unavailable")
    assert rep.reduced_mode and rep.delivery == "BLOCKED"
    assert by_text(rep, "Art. 41 Abs. 1 OR")[0].matched_snippet


def test_clip_keeps_the_snippet_of_a_long_source() -> None:
    from lexgate.verify.pipeline import clip

    text = "a" * 10000 + " the decisive sentence. " + "b" * 10000
    out = clip(text, "the decisive sentence.", limit=1000)
    assert "the decisive sentence." in out and len(out) <= 1004
    assert clip("short", "x", limit=1000) == "short"
    assert clip("c" * 2000, "", limit=1000).startswith("c" * 1000)


def test_progress_reports_every_record(structured: Any, resolver: Any) -> None:
    seen: list[tuple[int, int]] = []
    rep = run(
        ART_41 + "\n\nVgl. Art. 2000 OR.\n", structured, resolver, progress=lambda d, t: seen.append((d, t))
    )
    assert seen == [(1, 2), (2, 2)]
    assert len(rep.citations) == 2


def test_a_remote_judge_is_asked_concurrently_in_document_order(structured: Any, resolver: Any) -> None:
    remote = RemoteRecorder(structured)
    claims = [
        "Wer einem andern widerrechtlich Schaden zufügt, wird ihm zum Ersatze verpflichtet (Art. 41 Abs. 1 OR).",
        "Wer Schadenersatz beansprucht, hat den Schaden zu beweisen (Art. 42 Abs. 1 OR).",
        "Das Gesetz regelt Kryptowerte (Art. 2000 OR).",
    ]
    rep = run("\n\n".join(claims), remote, resolver, privacy="cloud", max_workers=4)
    assert [r.citation_id for r in rep.citations] == ["C-001", "C-002", "C-003"]
    assert [r.text for r in rep.citations] == ["Art. 41 Abs. 1 OR", "Art. 42 Abs. 1 OR", "Art. 2000 OR"]
    assert sorted(remote.claims) == sorted(claims[:2])
    assert [r.status for r in rep.citations] == ["MATCH", "MATCH", "UNVERIFIED"]


class _RulingRecorder:
    """Records the ruling the pipeline gives the judge, answers yes."""

    name = "ruling-recorder"
    local = True

    def __init__(self) -> None:
        self.rulings: list[list[Any]] = []

    def judge(self, request: Any) -> Any:
        self.rulings.append(list(request.ruling))
        return YesJudge().judge(request)


def test_a_pinpointed_decision_comes_with_its_ruling(resolver: Any) -> None:
    # 4D_37/2018 consid. 4.2 (real corpus): the ruling admits the appeal
    judge = _RulingRecorder()
    run("Le recours a été admis (arrêt 4D_37/2018 du 5 avril 2019 consid. 4.2).", judge, resolver, lang="fr")
    ((ruling,),) = judge.rulings
    assert ruling.kind == "ruling" and "Le recours est admis" in ruling.text
    # a statute has no ruling
    judge = _RulingRecorder()
    run(ART_41, judge, resolver)
    assert judge.rulings == [[]]


def test_an_outcome_the_ruling_reverses_is_mismatch(structured: Any, resolver: Any) -> None:
    text = (
        "The Federal Supreme Court dismissed the appointed counsel's appeal about the unpaid hours spent "
        "reading correspondence (judgment 4D_37/2018 of 5 April 2019 consid. 4.2)."
    )
    (rec,) = run(text, structured, resolver, lang="en").citations
    assert rec.status == "MISMATCH" and "upheld" in rec.reason

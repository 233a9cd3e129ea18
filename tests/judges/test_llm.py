"""The LLM judge end to end against a real chat server on 127.0.0.1 (OpenAI and Anthropic APIs).

The source passages are real statute paragraphs from the shared corpus.
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from lexgate.judges.base import JudgeFailed, JudgeRequest
from lexgate.judges.llm import LLMJudge, find_verbatim, parse_answer
from lexgate.llm.anthropic import Anthropic
from lexgate.llm.openai_compat import OpenAICompatible
from lexgate.llm.privacy import PrivacyRefused, sha256
from lexgate.llm.replay import ReplayProvider
from lexgate.sources.model import Passage


def _load_chat_server() -> ModuleType:
    path = Path(__file__).resolve().parents[1] / "llm" / "chat_server.py"
    spec = importlib.util.spec_from_file_location("lexgate_tests_chat_server", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


cs = _load_chat_server()


@pytest.fixture
def server() -> Iterator[Any]:
    s = cs.ChatServer().start()
    try:
        yield s
    finally:
        s.stop()


@pytest.fixture(autouse=True)
def _no_user_settings(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("LEXGATE_PRIVILEGED_MARKERS", raising=False)
    monkeypatch.delenv("LEXGATE_CONFIG", raising=False)
    monkeypatch.setenv("LEXGATE_HOME", str(tmp_path))


def art41() -> tuple[Passage, Passage]:
    p1 = Passage(
        "ch:OR:art-41:para-1", "paragraph", cs.statute("Art. 41 Abs. 1 OR"), "de", "Art. 41 Abs. 1 OR"
    )
    p2 = Passage(
        "ch:OR:art-41:para-2", "paragraph", cs.statute("Art. 41 Abs. 2 OR"), "de", "Art. 41 Abs. 2 OR"
    )
    return p1, p2


def request(claim: str, passages: list[Passage] | None = None, **kw: object) -> JudgeRequest:
    return JudgeRequest(
        claim=claim,
        claim_lang="de",
        citation_text="Art. 41 Abs. 1 OR",
        canonical="ch:OR:art-41:para-1",
        passages=passages if passages is not None else [art41()[0]],
        **kw,  # type: ignore[arg-type]
    )


def openai_judge(
    server: Any, privacy: str = "balanced", *, remote: bool = False, timeout: float = 30.0
) -> LLMJudge:
    provider = OpenAICompatible(
        server.base_url,
        cs.API_KEY,
        cs.MODEL,
        remote=remote,
        timeout=timeout,
        retry_delay=0.0,
    )
    return LLMJudge(provider, privacy)


CLAIM = "Wer einem anderen widerrechtlich einen Schaden zufügt, muss diesen ersetzen (Art. 41 Abs. 1 OR)."
EXCERPT = "Wer einem andern widerrechtlich Schaden zufügt"


def test_match_with_verbatim_excerpt(server: Any) -> None:
    server.script(cs.Reply(body=cs.openai_answer(cs.verdict("yes", 0.9, EXCERPT))))
    j = openai_judge(server).judge(request(CLAIM))
    assert (j.status, j.verdict) == ("MATCH", "yes")
    assert j.snippet == EXCERPT and j.passage_key == "ch:OR:art-41:para-1"
    assert j.checks["excerpt_verbatim"] == "ok"
    assert j.checks["quote_verbatim"] == "ok" and j.checks["numbers"] == "ok"  # the mechanical checks ran
    assert 0 < j.confidence <= 0.95
    (req,) = server.received
    assert CLAIM in req.text and cs.statute("Art. 41 Abs. 1 OR") in req.text
    assert req.body["response_format"]["json_schema"]["schema"]["required"] == [
        "supports",
        "confidence",
        "excerpt",
    ]


def test_excerpt_with_other_whitespace_and_quote_marks_still_matches(server: Any) -> None:
    answer = '"Wer  einem andern\nwiderrechtlich Schaden zufügt, sei es mit Absicht, …, wird ihm zum Ersatze verpflichtet."'
    server.script(cs.Reply(body=cs.openai_answer(cs.verdict("yes", 0.8, answer))))
    j = openai_judge(server).judge(request(CLAIM))
    assert j.status == "MATCH"
    assert j.snippet == cs.statute("Art. 41 Abs. 1 OR")


def test_excerpt_not_in_the_source_is_not_match(server: Any) -> None:
    invented = "Wer einem andern Schaden zufügt, haftet immer und ohne Verschulden."
    server.script(cs.Reply(body=cs.openai_answer(cs.verdict("yes", 0.99, invented))))
    j = openai_judge(server).judge(request(CLAIM))
    assert j.status == "PARTIAL" and j.verdict == "partial"
    assert j.snippet == ""
    assert "not found verbatim" in j.reason
    assert j.checks["excerpt_verbatim"].startswith("failed")
    assert j.confidence <= 0.5


@pytest.mark.parametrize(
    ("supports", "status"),
    [("partial", "PARTIAL"), ("no", "MISMATCH"), ("contradicts", "MISMATCH"), ("unrelated", "MISMATCH")],
)
def test_verdict_mapping(server: Any, supports: str, status: str) -> None:
    server.script(cs.Reply(body=cs.openai_answer(cs.verdict(supports, 0.7, ""))))
    j = openai_judge(server).judge(request(CLAIM))
    assert (j.verdict, j.status) == (supports, status)


def test_mechanical_checks_lower_a_model_match(server: Any) -> None:
    """The model says yes, but the claim's quotation is altered: the mechanical check lowers it."""
    claim = (
        'Nach Art. 41 Abs. 1 OR wird, wer "vorsätzlich oder grobfahrlässig Schaden zufügt", ersatzpflichtig.'
    )
    server.script(cs.Reply(body=cs.openai_answer(cs.verdict("yes", 0.9, EXCERPT))))
    j = openai_judge(server).judge(request(claim))
    assert j.status == "MISMATCH"
    assert j.checks["quote_verbatim"].startswith("failed")


def test_best_passage_is_found_for_the_snippet(server: Any) -> None:
    p1, p2 = art41()
    excerpt = "in einer gegen die guten Sitten verstossenden Weise absichtlich Schaden zufügt"
    server.script(cs.Reply(body=cs.openai_answer(cs.verdict("yes", 0.8, excerpt))))
    claim = "Ersatzpflichtig ist auch, wer absichtlich und sittenwidrig Schaden zufügt."
    j = openai_judge(server).judge(request(claim, [p1, p2]))
    assert j.status == "MATCH" and j.passage_key == p2.key


@pytest.mark.parametrize(
    "text",
    [
        "I think yes.",
        '{"supports": "maybe", "confidence": 0.5, "excerpt": ""}',
        '{"supports": "yes", "confidence": 1.7, "excerpt": "x"}',
        '{"supports": "yes"}',
        '{"supports": "yes", "confidence": 0.9, "excerpt": "Wer einem andern"',
    ],
)
def test_invalid_answers_make_the_judge_fail(server: Any, text: str) -> None:
    server.script(cs.Reply(body=cs.openai_answer(text)))
    with pytest.raises(JudgeFailed) as err:
        openai_judge(server).judge(request(CLAIM))
    assert not err.value.privacy_gated


def test_json_in_a_code_fence_is_accepted() -> None:
    a = parse_answer('Here you are:\n```json\n{"supports": "YES", "confidence": 0.6, "excerpt": "x"}\n```')
    assert (a.supports, a.confidence) == ("yes", 0.6)


def test_server_errors_and_timeouts_make_the_judge_fail(server: Any) -> None:
    server.script(
        cs.Reply(500, {"error": {"message": "down"}}), cs.Reply(502, {"error": {"message": "down"}})
    )
    with pytest.raises(JudgeFailed, match="failed twice"):
        openai_judge(server).judge(request(CLAIM))
    late = cs.Reply(body=cs.openai_answer(cs.verdict("yes", 0.9, EXCERPT)), delay=1.0)
    server.script(late, late)
    with pytest.raises(JudgeFailed, match="timed out"):
        openai_judge(server, timeout=0.3).judge(request(CLAIM))


def test_a_500_then_200_is_retried_once(server: Any) -> None:
    server.script(
        cs.Reply(500, {"error": {"message": "hiccup"}}),
        cs.Reply(body=cs.openai_answer(cs.verdict("yes", 0.9, EXCERPT))),
    )
    assert openai_judge(server).judge(request(CLAIM)).status == "MATCH"
    assert len(server.received) == 2


def test_rejected_key_makes_the_judge_fail(server: Any) -> None:
    provider = OpenAICompatible(server.base_url, "sk-wrong", cs.MODEL, retry_delay=0.0)
    with pytest.raises(JudgeFailed, match="API key rejected"):
        LLMJudge(provider, "cloud").judge(request(CLAIM))


def test_anthropic_judge(server: Any) -> None:
    server.script(cs.Reply(body=cs.anthropic_answer(cs.verdict("contradicts", 0.8, EXCERPT))))
    base = server.base_url.removesuffix("/v1")
    judge = LLMJudge(Anthropic(base, cs.API_KEY, cs.MODEL, retry_delay=0.0), "strict")
    j = judge.judge(request("Wer einem andern widerrechtlich Schaden zufügt, wird ihm nie ersatzpflichtig."))
    assert (j.status, j.snippet) == ("MISMATCH", EXCERPT)
    (req,) = server.received
    assert req.path == "/v1/messages" and '"supports"' in req.body["system"]


# --- privacy -------------------------------------------------------------------------------------

PERSONAL = (
    "Herr Peter Müller (IBAN CH93 0076 2011 6238 5295 7, peter.mueller@example.ch) hat Frau Anna Keller "
    "widerrechtlich Schaden zugefügt und muss ihn ersetzen (Art. 41 Abs. 1 OR)."
)


def test_strict_refuses_remote_before_sending(server: Any) -> None:
    provider = OpenAICompatible("https://api.example.com/v1", "k", "m")
    with pytest.raises(
        PrivacyRefused,
        match=re.escape("privacy mode strict: the llm judge at https://api.example.com/v1 is remote"),
    ):
        LLMJudge(provider, "strict")
    proxy = OpenAICompatible(server.base_url, cs.API_KEY, cs.MODEL, remote=True)
    with pytest.raises(PrivacyRefused):
        LLMJudge(proxy, "strict")
    assert server.received == []


def test_strict_allows_local_endpoint_and_sends_as_is(server: Any) -> None:
    server.script(cs.Reply(body=cs.openai_answer(cs.verdict("yes", 0.9, EXCERPT))))
    judge = openai_judge(server, "strict")
    assert judge.local
    j = judge.judge(request(PERSONAL))
    assert j.status == "MATCH"
    assert "Peter Müller" in server.received[0].text
    assert "sent to local" in j.checks["privacy_audit"]


def test_balanced_remote_pseudonymises_what_is_sent(server: Any) -> None:
    server.script(cs.Reply(body=cs.openai_answer(cs.verdict("yes", 0.9, EXCERPT))))
    j = openai_judge(server, "balanced", remote=True).judge(request(PERSONAL))
    sent = server.received[0].text
    for secret in ("Peter Müller", "Anna Keller", "CH93 0076 2011 6238 5295 7", "peter.mueller@example.ch"):
        assert secret not in sent
    assert "[PERSON_1]" in sent and "[PERSON_2]" in sent and "[IBAN_1]" in sent and "[EMAIL_1]" in sent
    assert cs.statute("Art. 41 Abs. 1 OR") in sent  # public source text untouched
    assert j.status == "MATCH"
    body = server.received[0].body
    payload = body["messages"][0]["content"] + "\x00" + body["messages"][1]["content"]
    assert sha256(payload) in j.checks["privacy_audit"]
    assert "4 value(s) pseudonymised" in j.checks["privacy_audit"]


def test_balanced_restores_placeholders_in_the_excerpt(server: Any) -> None:
    """A source passage that names a person: the model quotes the placeholder, the snippet is the original."""
    decision = Passage(
        "ch:BGer:4A_1/2019:E-3",
        "consideration",
        "Der Gutachter Dr. Hans Weber stellte fest, dass der Mangel schon bei der Übergabe bestand. "
        "Weber hielt den Schaden für vorhersehbar.",
        "de",
        "E. 3",
    )
    server.script(
        cs.Reply(
            body=cs.openai_answer(cs.verdict("yes", 0.8, "[PERSON_1] hielt den Schaden für vorhersehbar"))
        )
    )
    req = request("Der Gutachter hielt den Schaden für vorhersehbar.", [decision])
    j = openai_judge(server, "balanced", remote=True).judge(req)
    assert "Weber" not in server.received[0].text
    assert j.status == "MATCH"
    assert j.snippet == "Weber hielt den Schaden für vorhersehbar"


def test_balanced_remote_sends_nothing_of_a_privileged_claim(server: Any) -> None:
    judge = openai_judge(server, "balanced", remote=True)
    with pytest.raises(JudgeFailed) as err:
        judge.judge(
            request("[PRIVILEGED] Der Klient hat den Schaden widerrechtlich verursacht (Art. 41 OR).")
        )
    assert err.value.privacy_gated
    assert server.received == []


def test_balanced_remote_drops_a_privileged_passage(server: Any) -> None:
    p1, _ = art41()
    note = Passage("note:1", "text", "VERTRAULICH: interne Einschätzung, der Klient haftet sicher.", "de")
    server.script(cs.Reply(body=cs.openai_answer(cs.verdict("yes", 0.9, EXCERPT))))
    j = openai_judge(server, "balanced", remote=True).judge(request(CLAIM, [note, p1]))
    sent = server.received[0].text
    assert "interne Einschätzung" not in sent and p1.text in sent
    assert "1 passage(s) withheld" in j.checks["privacy_audit"]


def test_cloud_sends_claim_and_passage_as_they_are(server: Any) -> None:
    server.script(cs.Reply(body=cs.openai_answer(cs.verdict("yes", 0.9, EXCERPT))))
    openai_judge(server, "cloud", remote=True).judge(request(PERSONAL))
    sent = server.received[0].text
    assert PERSONAL in sent and cs.statute("Art. 41 Abs. 1 OR") in sent


# --- replay and helpers --------------------------------------------------------------------------


def test_replay_provider_drives_the_judge(tmp_path: Path) -> None:
    path = tmp_path / "answers.jsonl"
    rec = {"user_contains": "zufügt", "text": cs.verdict("partial", 0.6, EXCERPT)}
    path.write_text(json.dumps(rec, ensure_ascii=False) + "\n", encoding="utf-8")
    j = LLMJudge(ReplayProvider(path), "strict").judge(request(CLAIM))
    assert (j.status, j.snippet) == ("PARTIAL", EXCERPT)


def test_no_passage_is_a_failure_not_a_verdict(tmp_path: Path) -> None:
    path = tmp_path / "answers.jsonl"
    path.write_text(json.dumps({"user_contains": "", "text": cs.verdict("yes", 1.0, "")}) + "\n")
    with pytest.raises(JudgeFailed, match="no source passage"):
        LLMJudge(ReplayProvider(path), "cloud").judge(request(CLAIM, []))


def test_find_verbatim() -> None:
    text = cs.statute("Art. 41 Abs. 1 OR")
    assert (
        find_verbatim("sei es mit Absicht, sei es aus Fahrlässigkeit", text)
        == "sei es mit Absicht, sei es aus Fahrlässigkeit"
    )
    assert find_verbatim("sei es mit Vorsatz, sei es aus Fahrlässigkeit", text) is None
    assert find_verbatim("Wer", text) is None  # too short to be evidence
    assert find_verbatim("WER EINEM ANDERN widerrechtlich", text) is None  # verbatim means case too

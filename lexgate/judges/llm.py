"""The LLM judge: a model reads the claim and the cited passage(s) and answers in strict JSON.

Answer: ``{"supports": yes|partial|no|contradicts|unrelated, "confidence": 0..1, "excerpt": "..."}``,
validated with pydantic.  The excerpt must stand verbatim in a passage (whitespace and quote marks
normalised); a "yes" without such an excerpt is PARTIAL at most.  Any failure (privacy refusal,
endpoint error, invalid JSON) raises :class:`JudgeFailed`: a broken judge never yields a verdict.
The text sent passes the privacy guard first; the judgement's checks keep the hash of what was sent.
Then the mechanical checks run (they can only lower the verdict).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from lexgate.errors import LexgateError
from lexgate.judges.base import VERDICT_TO_STATUS, JudgeFailed, Judgement, JudgeRequest
from lexgate.judges.mechanical import mechanical_checks
from lexgate.llm.privacy import PrivacyRefused, audit_line, check_allowed, guard
from lexgate.llm.provider import Provider
from lexgate.llm.pseudonymise import Pseudonymiser
from lexgate.sources.model import Passage

SYSTEM_PROMPT = """You check legal citations. Decide whether the SOURCE passages support the CLAIM that \
cites them. Use only the source text, never outside knowledge. The claim and the source may be in \
different languages (German, French, Italian, English).
supports:
- "yes": the source states what the claim says (a paraphrase is fine; every number, period, condition \
and exception agrees);
- "partial": the source supports only part of the claim, or the claim adds or drops a condition;
- "no": same subject, but the source does not say what the claim says;
- "contradicts": the source says the opposite, or different numbers, periods or conditions;
- "unrelated": the source is about something else.
confidence: your certainty, 0 to 1.
excerpt: the shortest sentence or phrase copied EXACTLY, character for character, from one source \
passage that decides the question; "" if there is none.
Placeholders such as [PERSON_1] or [IBAN_1] replace personal data; treat them as opaque names.
Answer with one JSON object only: {"supports": ..., "confidence": ..., "excerpt": ...}."""

ANSWER_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "supports": {"type": "string", "enum": ["yes", "partial", "no", "contradicts", "unrelated"]},
        "confidence": {"type": "number", "minimum": 0, "maximum": 1},
        "excerpt": {"type": "string"},
    },
    "required": ["supports", "confidence", "excerpt"],
    "additionalProperties": False,
}
EVIDENCE_NOTE = {
    "full-text": "the full text of the cited provision or consideration",
    "headnote": "the headnote (Regeste / massima) only, not the full decision",
    "metadata": "metadata only, not the text",
}
MAX_SOURCE_CHARS = 12000  # all passages together, after which they are cut (marked "[...]")
EXCERPT_NOT_FOUND_CONFIDENCE = 0.5


class Answer(BaseModel):
    model_config = ConfigDict(extra="ignore")
    supports: Literal["yes", "partial", "no", "contradicts", "unrelated"]
    confidence: float = Field(ge=0.0, le=1.0)
    excerpt: str = ""


def parse_answer(text: str) -> Answer:
    """The model's JSON answer; tolerates code fences and text around one JSON object."""
    body = text.strip()
    fence = re.search(r"```(?:json)?\s*(.*?)```", body, re.DOTALL)
    if fence:
        body = fence.group(1).strip()
    if not body.startswith("{"):
        start, end = body.find("{"), body.rfind("}")
        if start < 0 or end <= start:
            raise JudgeFailed(f"the model's answer is not JSON: {text[:80]!r}")
        body = body[start : end + 1]
    try:
        data = json.loads(body)
    except json.JSONDecodeError:
        raise JudgeFailed(f"the model's answer is not valid JSON: {text[:80]!r}") from None
    if isinstance(data, dict) and isinstance(data.get("supports"), str):
        data["supports"] = data["supports"].strip().lower()
    try:
        return Answer.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(x) for x in first["loc"])
        raise JudgeFailed(f"the model's answer does not fit the schema ({where}: {first['msg']})") from None


_QUOTE_CLASS = "[\"'„“”«»‹›‚‘’`´]"
_ELLIPSIS = re.compile(r"\s*(?:\[\s*(?:\.\.\.|…)\s*\]|\(\s*(?:\.\.\.|…)\s*\)|…|\.\.\.)\s*")
_PLACEHOLDER = re.compile(r"\[[A-Z]+_\d+\]")


def _literal(piece: str) -> str:
    out = []
    for i, word in enumerate(piece.split()):
        if i:
            out.append(r"\s+")
        out.append("".join(_QUOTE_CLASS if ch in "\"'„“”«»‹›‚‘’`´" else re.escape(ch) for ch in word))
    return "".join(out)


def _fragment_regex(fragment: str, variants: dict[str, set[str]]) -> str:
    parts, pos = [], 0
    for m in _PLACEHOLDER.finditer(fragment):
        parts.append(_literal(fragment[pos : m.start()]))
        originals = variants.get(m.group(), set()) or {m.group()}
        parts.append("(?:" + "|".join(_literal(o) for o in sorted(originals, key=len, reverse=True)) + ")")
        pos = m.end()
    parts.append(_literal(fragment[pos:]))
    glue = [p for p in parts if p]
    return r"\s*".join(glue)


def find_verbatim(excerpt: str, text: str, variants: dict[str, set[str]] | None = None) -> str | None:
    """The source text that ``excerpt`` quotes (whitespace/quote marks normalised, ``...`` allowed), or None."""
    cleaned = excerpt.strip().strip("\"'„“”«»").strip()
    fragments = [f for f in _ELLIPSIS.split(cleaned) if f.strip()]
    if not fragments or sum(len(f.strip()) for f in fragments) < 8:
        return None
    pattern = r"[\s\S]*?".join(f"({_fragment_regex(f, variants or {})})" for f in fragments)
    m = re.search(pattern, text)
    return text[m.start() : m.end()] if m else None


@dataclass(slots=True)
class Prompt:
    system: str
    user: str
    passages: list[Passage]  # those sent, original text
    withheld: int
    pseudonymiser: Pseudonymiser


def _source_passages(request: JudgeRequest) -> list[Passage]:
    if request.passages:
        return list(request.passages)
    for lang in (request.claim_lang, *sorted(request.translations)):
        if request.translations.get(lang):
            return list(request.translations[lang])
    return []


def build_prompt(request: JudgeRequest, mode: str, provider: Provider) -> Prompt:
    """The guarded prompt; raises :class:`JudgeFailed` (privacy-gated) when the claim may not be sent."""
    pseudo = Pseudonymiser()
    claim = guard(mode, provider, request.claim, kind="draft", pseudonymiser=pseudo)
    if claim.withheld:
        raise JudgeFailed(
            "privacy-gated: the claim is privileged and withheld from the remote llm judge; content not checked",
            privacy_gated=True,
        )
    cited_as = guard(mode, provider, request.citation_text, kind="draft", pseudonymiser=pseudo)
    blocks, sent, withheld = [], [], 0
    budget = MAX_SOURCE_CHARS
    for passage in _source_passages(request):
        g = guard(mode, provider, passage.text, kind="source", pseudonymiser=pseudo)
        if g.withheld:
            withheld += 1
            continue
        if budget <= 0:
            break
        text = g.text if len(g.text) <= budget else g.text[:budget] + " [...]"
        budget -= len(text)
        sent.append(passage)
        label = passage.label or passage.key
        blocks.append(f"[{len(sent)}] {label} ({passage.lang})\n{text}")
    if not sent:
        raise JudgeFailed(
            "privacy-gated: every source passage is marked privileged; content not checked"
            if withheld
            else "no source passage to judge",
            privacy_gated=bool(withheld),
        )
    user = (
        f"CLAIM ({request.claim_lang}): {claim.text}\n"
        f"CITED AS: {cited_as.text}\n"
        f"EVIDENCE: {EVIDENCE_NOTE.get(request.evidence_kind, request.evidence_kind)}\n\n"
        "SOURCE PASSAGES:\n" + "\n\n".join(blocks)
    )
    return Prompt(SYSTEM_PROMPT, user, sent, withheld, pseudo)


class LLMJudge:
    name = "llm"

    def __init__(self, provider: Provider, privacy: str, *, max_tokens: int = 400) -> None:
        check_allowed(privacy, provider)  # strict + remote: refused before any work
        self.provider = provider
        self.privacy = privacy
        self.max_tokens = max_tokens
        self.local: bool = provider.local  # True when no text leaves the machine

    def judge(self, request: JudgeRequest) -> Judgement:
        try:
            prompt = build_prompt(request, self.privacy, self.provider)
        except PrivacyRefused as exc:
            raise JudgeFailed(f"privacy-gated: {exc}", privacy_gated=True) from None
        try:
            response = self.provider.complete(
                prompt.system,
                prompt.user,
                temperature=0.0,
                max_tokens=self.max_tokens,
                json_schema=ANSWER_SCHEMA,
            )
        except JudgeFailed:
            raise
        except LexgateError as exc:
            raise JudgeFailed(str(exc)) from None
        answer = parse_answer(response.text)
        judgement = self._judgement(answer, prompt, response.model)
        judgement.checks["privacy_audit"] = audit_line(
            self.privacy,
            self.provider,
            prompt.system + "\x00" + prompt.user,
            replaced=len(prompt.pseudonymiser.replacements),
            withheld=prompt.withheld,
        )
        return mechanical_checks(request, judgement)

    def _judgement(self, answer: Answer, prompt: Prompt, model: str) -> Judgement:
        verdict = answer.supports
        confidence = answer.confidence
        snippet, key = "", ""
        excerpt = answer.excerpt.strip()
        if excerpt:
            for passage in prompt.passages:
                found = find_verbatim(excerpt, passage.text, prompt.pseudonymiser.variants)
                if found:
                    snippet, key = found, passage.key
                    break
        checks: dict[str, str] = {}
        if snippet:
            checks["excerpt_verbatim"] = "ok"
        elif excerpt:
            checks["excerpt_verbatim"] = "failed: the model's excerpt is not verbatim in the source"
        else:
            checks["excerpt_verbatim"] = "failed: the model gave no excerpt"
        if verdict == "yes" and not snippet:
            verdict = "partial"
            confidence = min(confidence, EXCERPT_NOT_FOUND_CONFIDENCE)
            reason = (
                f"LLM judge ({model}) says the source supports the claim, but its excerpt is not found "
                "verbatim in the source: PARTIAL at most"
            )
        elif verdict == "yes":
            reason = f"LLM judge ({model}): supported by the source"
        else:
            reason = {
                "partial": f"LLM judge ({model}): the source supports the claim only in part",
                "no": f"LLM judge ({model}): the source does not support the claim",
                "contradicts": f"LLM judge ({model}): the source contradicts the claim",
                "unrelated": f"LLM judge ({model}): the source is about something else",
            }[verdict]
        return Judgement(
            status=VERDICT_TO_STATUS[verdict],
            verdict=verdict,
            confidence=round(confidence, 3),
            snippet=snippet,
            reason=reason,
            judge=f"llm:{model}",
            passage_key=key,
            checks=checks,
        )

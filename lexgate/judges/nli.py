"""The NLI judge: a local cross-encoder (ONNX) decides entailment of the claim by the passage.

The model folder (``LEXGATE_NLI_MODEL`` or the ``nli_model`` setting) holds ``model.onnx``,
``tokenizer.json`` and ``config.json`` with ``id2label`` naming entailment / neutral / contradiction in
any order (a two-label entailment / not_entailment model also works).  Premise = a window of the
source passage (whole short passages, sentence windows of long ones), hypothesis = the claim.  The best
window wins: entailment -> yes; else a contradiction -> contradicts; else neutral -> partial when the
entailment probability reaches ``partial_threshold``, no otherwise.  Then the mechanical checks run.
Nothing leaves the machine (``local = True``).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from lexgate.errors import LexgateError
from lexgate.judges.base import VERDICT_TO_STATUS, JudgeFailed, Judgement, JudgeRequest, Verdict
from lexgate.judges.mechanical import mechanical_checks
from lexgate.judges.text import strip_citations
from lexgate.sources.model import Passage

REQUIRED_FILES = ("model.onnx", "tokenizer.json", "config.json")
LABEL_ALIASES = {
    "entailment": "entailment",
    "entail": "entailment",
    "entailed": "entailment",
    "neutral": "neutral",
    "not_entailment": "neutral",
    "non_entailment": "neutral",
    "not entailment": "neutral",
    "contradiction": "contradiction",
    "contradict": "contradiction",
    "contradictory": "contradiction",
}
PAD_TOKENS = ("[PAD]", "<pad>", "<PAD>")
WINDOW_CHARS = 700  # a premise window of a long passage
MAX_WINDOWS = 64  # per request
BATCH = 8
_SENTENCE_END = re.compile(r"(?<=[.;:!?])\s+(?=[A-ZÄÖÜÀÉÈÌÒÙ«„\"(])|\n\s*")


@dataclass(frozen=True, slots=True)
class NLIModel:
    path: Path
    session: Any  # onnxruntime.InferenceSession
    tokenizer: Any  # tokenizers.Tokenizer
    labels: tuple[str, ...]  # normalised label of each logit
    inputs: tuple[tuple[str, str], ...]  # (name, onnx type) of each graph input
    output: str


def _labels(config: dict[str, Any], path: Path) -> tuple[str, ...]:
    raw = config.get("id2label")
    if not isinstance(raw, dict) or not raw:
        raise LexgateError(f"NLI model at {path}: config.json has no id2label")
    try:
        items = sorted((int(k), str(v)) for k, v in raw.items())
    except ValueError:
        raise LexgateError(f"NLI model at {path}: id2label keys must be integers") from None
    labels = tuple(LABEL_ALIASES.get(v.strip().lower().replace("-", "_"), "") for _, v in items)
    if [i for i, _ in items] != list(range(len(items))) or "entailment" not in labels or "" in labels:
        names = ", ".join(v for _, v in items)
        raise LexgateError(
            f"NLI model at {path}: id2label must name entailment, neutral and contradiction (got {names})"
        )
    return labels


def _configure_tokenizer(tokenizer: Any, config: dict[str, Any], max_length: int) -> None:
    tokenizer.enable_truncation(max_length=max_length)
    if tokenizer.padding is not None:
        return
    pad_id: int | None = None
    configured = config.get("pad_token_id")
    if isinstance(configured, int) and tokenizer.id_to_token(configured) is not None:
        pad_id = configured
    for tok in PAD_TOKENS:
        if pad_id is None and tokenizer.token_to_id(tok) is not None:
            pad_id = tokenizer.token_to_id(tok)
    pad_id = 0 if pad_id is None else pad_id
    pad_token = tokenizer.id_to_token(pad_id) or "[PAD]"
    tokenizer.enable_padding(pad_id=pad_id, pad_token=pad_token)


@lru_cache(maxsize=4)
def load_model(path: str) -> NLIModel:
    """Load (once per path) the model folder; a clear :class:`LexgateError` when it is not usable."""
    folder = Path(path).expanduser()
    if not folder.is_dir():
        raise LexgateError(f"NLI model not found at {folder}")
    missing = [f for f in REQUIRED_FILES if not (folder / f).is_file()]
    if missing:
        raise LexgateError(f"NLI model not found at {folder}: missing {', '.join(missing)}")
    try:
        import onnxruntime
        from tokenizers import Tokenizer
    except ImportError:
        raise LexgateError(
            "the nli judge needs onnxruntime, tokenizers and numpy: pip install 'lexgate[nli]'"
        ) from None
    try:
        config = json.loads((folder / "config.json").read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise LexgateError(f"NLI model at {folder}: cannot read config.json ({exc})") from None
    if not isinstance(config, dict):
        raise LexgateError(f"NLI model at {folder}: config.json must hold an object")
    labels = _labels(config, folder)
    try:
        tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
        options = onnxruntime.SessionOptions()
        options.log_severity_level = 3
        session = onnxruntime.InferenceSession(
            str(folder / "model.onnx"), sess_options=options, providers=["CPUExecutionProvider"]
        )
    except Exception as exc:  # onnxruntime / tokenizers raise their own exception types
        raise LexgateError(
            f"cannot load the NLI model at {folder}: {str(exc).splitlines()[0][:200]}"
        ) from None
    positions = config.get("max_position_embeddings")
    max_length = min(int(positions), 512) if isinstance(positions, int) and positions > 8 else 512
    _configure_tokenizer(tokenizer, config, max_length)
    inputs = tuple((i.name, i.type) for i in session.get_inputs())
    known = {"input_ids", "attention_mask", "token_type_ids"}
    unknown = [name for name, _ in inputs if name not in known]
    if unknown or "input_ids" not in {n for n, _ in inputs}:
        raise LexgateError(
            f"NLI model at {folder}: unsupported graph inputs {', '.join(unknown) or '(no input_ids)'}"
        )
    outputs = [o.name for o in session.get_outputs()]
    output = "logits" if "logits" in outputs else outputs[0]
    return NLIModel(folder, session, tokenizer, labels, inputs, output)


def predict(model: NLIModel, pairs: list[tuple[str, str]]) -> list[dict[str, float]]:
    """Label probabilities for each (premise, hypothesis) pair."""
    import numpy as np

    results: list[dict[str, float]] = []
    for i in range(0, len(pairs), BATCH):
        encodings = model.tokenizer.encode_batch(pairs[i : i + BATCH])
        arrays = {
            "input_ids": [e.ids for e in encodings],
            "attention_mask": [e.attention_mask for e in encodings],
            "token_type_ids": [e.type_ids for e in encodings],
        }
        feed = {
            name: np.asarray(arrays[name], dtype=np.int32 if onnx_type == "tensor(int32)" else np.int64)
            for name, onnx_type in model.inputs
        }
        logits = np.asarray(model.session.run([model.output], feed)[0], dtype=np.float64)
        if logits.ndim != 2 or logits.shape[1] != len(model.labels):
            raise JudgeFailed(
                f"NLI model gave logits of shape {logits.shape}, expected (n, {len(model.labels)})"
            )
        shifted = np.exp(logits - logits.max(axis=1, keepdims=True))
        probs = shifted / shifted.sum(axis=1, keepdims=True)
        for row in probs:
            scores = {"entailment": 0.0, "neutral": 0.0, "contradiction": 0.0}
            for label, p in zip(model.labels, row, strict=True):
                scores[label] += float(p)
            results.append(scores)
    return results


def windows(text: str, size: int = WINDOW_CHARS) -> list[str]:
    """Verbatim windows of ``text``: the whole text when short, else runs of whole sentences."""
    if len(text) <= size:
        return [text.strip()] if text.strip() else []
    spans, start = [], 0
    for m in _SENTENCE_END.finditer(text):
        spans.append((start, m.start()))
        start = m.end()
    spans.append((start, len(text)))
    spans = [(a, b) for a, b in spans if text[a:b].strip()]
    out: list[str] = []
    i = 0
    while i < len(spans):
        j = i
        while j + 1 < len(spans) and spans[j + 1][1] - spans[i][0] <= size:
            j += 1
        out.append(text[spans[i][0] : spans[j][1]])
        i = j if j > i else i + 1  # the last sentence of a window opens the next one
        if j == len(spans) - 1:
            break
    return out


def candidates(request: JudgeRequest) -> list[Passage]:
    """The cited passages, plus their translation in the claim's language when they are in another."""
    out = list(request.passages)
    if request.claim_lang not in {p.lang for p in out}:
        out.extend(request.translations.get(request.claim_lang, []))
    if not out:
        for plist in request.translations.values():
            out.extend(plist)
    return out


class NLIJudge:
    name = "nli"
    local = True

    def __init__(self, model_path: str | Path, *, partial_threshold: float = 0.3) -> None:
        self.model = load_model(str(Path(model_path).expanduser().resolve()))
        if not 0.0 <= partial_threshold <= 1.0:
            raise LexgateError(f"nli_partial_threshold must be between 0 and 1, not {partial_threshold}")
        self.partial_threshold = partial_threshold

    def judge(self, request: JudgeRequest) -> Judgement:
        hypothesis = strip_citations(request.claim, request.citation_text) or request.claim
        premises: list[tuple[Passage, str]] = []
        for passage in candidates(request):
            premises.extend((passage, w) for w in windows(passage.text))
        premises = premises[:MAX_WINDOWS]
        if not premises:
            raise JudgeFailed("no source passage to judge")
        try:
            scores = predict(self.model, [(w, hypothesis) for _, w in premises])
        except JudgeFailed:
            raise
        except Exception as exc:  # onnxruntime errors have no common base class
            raise JudgeFailed(f"NLI model failed: {str(exc).splitlines()[0][:200]}") from None
        judgement = self._decide(premises, scores)
        return mechanical_checks(request, judgement)

    def _decide(self, premises: list[tuple[Passage, str]], scores: list[dict[str, float]]) -> Judgement:
        def top(label: str) -> int:
            return max(range(len(scores)), key=lambda i: scores[i][label])

        def argmax(s: dict[str, float]) -> str:
            return max(s, key=lambda k: s[k])

        best = top("entailment")
        verdict: Verdict
        if argmax(scores[best]) == "entailment":
            verdict, pick, conf = "yes", best, scores[best]["entailment"]
            reason = "NLI judge: the source passage entails the claim"
        else:
            worst = top("contradiction")
            if argmax(scores[worst]) == "contradiction":
                verdict, pick, conf = "contradicts", worst, scores[worst]["contradiction"]
                reason = "NLI judge: the source passage contradicts the claim"
            elif scores[best]["entailment"] >= self.partial_threshold:
                verdict, pick, conf = "partial", best, scores[best]["entailment"]
                reason = (
                    "NLI judge: the source passage supports the claim only in part (neutral, some entailment)"
                )
            else:
                verdict, pick, conf = "no", best, scores[best]["neutral"]
                reason = "NLI judge: the source passage does not support the claim (neutral)"
        passage, window = premises[pick]
        e, n, c = (scores[pick][k] for k in ("entailment", "neutral", "contradiction"))
        return Judgement(
            status=VERDICT_TO_STATUS[verdict],
            verdict=verdict,
            confidence=round(conf, 3),
            snippet=window if verdict != "no" else "",
            reason=f"{reason} (entailment {e:.2f}, neutral {n:.2f}, contradiction {c:.2f})",
            judge="nli",
            passage_key=passage.key,
            checks={"nli_model": f"ok: {self.model.path.name}"},
        )

"""The NLI judge on a tiny cross-encoder built here: a WordLevel tokenizer and an ONNX graph.

The tiny model reads the pair the way a real cross-encoder is fed (``[CLS] premise [SEP] claim [SEP]``
with token type ids) and computes, in ONNX ops: coverage = share of the claim's content words present
in the premise; negation mismatch = |negations in claim - negations in premise|.  Logits:
entailment = 10*coverage - 8*mismatch - 7, contradiction = 10*coverage*mismatch - 3, neutral = 0.
So a paraphrase entails, a negated claim contradicts, an unrelated claim is neutral.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import numpy as np
import pytest

onnx = pytest.importorskip("onnx")
pytest.importorskip("onnxruntime")
tokenizers = pytest.importorskip("tokenizers")

from onnx import TensorProto, helper, numpy_helper  # noqa: E402

from lexgate.config import corpus_path  # noqa: E402
from lexgate.errors import LexgateError  # noqa: E402
from lexgate.judges.base import JudgeFailed, JudgeRequest  # noqa: E402
from lexgate.judges.nli import NLIJudge, load_model, windows  # noqa: E402
from lexgate.judges.registry import JudgeNotConfigured, get_judge  # noqa: E402
from lexgate.sources.model import Passage  # noqa: E402

SPECIAL = ["[PAD]", "[UNK]", "[CLS]", "[SEP]"]
NEGATIONS = {"nicht", "kein", "keine", "nie", "not", "non", "pas"}
STOP = {
    "der",
    "die",
    "das",
    "den",
    "dem",
    "des",
    "ein",
    "einem",
    "eine",
    "einen",
    "und",
    "oder",
    "ist",
    "zu",
    "sei",
    "es",
    "er",
    "ihm",
    "wer",
    "mit",
    "aus",
    "von",
    "so",
    "hat",
    "für",
    "the",
    "a",
    "is",
    "of",
}
DEFAULT_ORDER = ("entailment", "neutral", "contradiction")


def statute(citation: str) -> str:
    root = corpus_path() or Path("../shared/corpus")
    path = root / "ch" / "statutes" / "OR_de.json"
    if not path.is_file():
        pytest.skip("corpus not available")
    for entry in json.loads(path.read_text(encoding="utf-8")):
        if entry["citation"] == citation:
            return str(entry["content"])
    raise KeyError(citation)


ART41_1 = "Art. 41 Abs. 1 OR"
ART41_2 = "Art. 41 Abs. 2 OR"
ART97_1 = "Art. 97 Abs. 1 OR"
ART127 = "Art. 127 OR"
CLAIM_41 = "Wer einem andern widerrechtlich Schaden zufügt, wird ihm zum Ersatze verpflichtet."
CLAIM_41_NEG = "Wer einem andern widerrechtlich Schaden zufügt, wird ihm nicht zum Ersatze verpflichtet."
CLAIM_127 = "Alle Forderungen verjähren mit Ablauf von zehn Jahren, soweit das Bundeszivilrecht nicht etwas anderes bestimmt."
CLAIM_127_FIVE = CLAIM_127.replace("zehn", "fünf")
CLAIM_RENT = "Der Mieter muss die Miete monatlich im Voraus bezahlen."


def train_tokenizer(folder: Path, sentences: list[str]) -> dict[str, int]:
    from tokenizers import Tokenizer, models, normalizers, pre_tokenizers, processors, trainers

    tok = Tokenizer(models.WordLevel(unk_token="[UNK]"))
    tok.normalizer = normalizers.Lowercase()
    tok.pre_tokenizer = pre_tokenizers.Whitespace()
    tok.train_from_iterator(sentences, trainers.WordLevelTrainer(special_tokens=SPECIAL))
    cls_id, sep_id = tok.token_to_id("[CLS]"), tok.token_to_id("[SEP]")
    tok.post_processor = processors.TemplateProcessing(
        single="[CLS] $A [SEP]",
        pair="[CLS] $A [SEP] $B:1 [SEP]:1",
        special_tokens=[("[CLS]", cls_id), ("[SEP]", sep_id)],
    )
    tok.save(str(folder / "tokenizer.json"))
    return dict(tok.get_vocab())


def build_graph(vocab: dict[str, int], order: tuple[str, ...], with_type_ids: bool = True) -> Any:
    size = max(vocab.values()) + 1
    content = np.zeros(size, dtype=np.float32)
    negation = np.zeros(size, dtype=np.float32)
    for word, idx in vocab.items():
        if word in NEGATIONS:
            negation[idx] = 1.0
        elif word not in SPECIAL and word not in STOP and any(ch.isalpha() for ch in word):
            content[idx] = 1.0
    init = [
        numpy_helper.from_array(np.eye(size, dtype=np.float32), "eye"),
        numpy_helper.from_array(content, "content"),
        numpy_helper.from_array(negation, "negation"),
        numpy_helper.from_array(np.array([1], dtype=np.int64), "ax1"),
        numpy_helper.from_array(np.array([2], dtype=np.int64), "ax2"),
        numpy_helper.from_array(np.array(1.0, dtype=np.float32), "one"),
        numpy_helper.from_array(np.array(0.0, dtype=np.float32), "zero_f"),
        numpy_helper.from_array(np.array(10.0, dtype=np.float32), "ten"),
        numpy_helper.from_array(np.array(8.0, dtype=np.float32), "eight"),
        numpy_helper.from_array(np.array(7.0, dtype=np.float32), "seven"),
        numpy_helper.from_array(np.array(3.0, dtype=np.float32), "three"),
    ]
    n = helper.make_node
    nodes = [
        n("Gather", ["eye", "input_ids"], ["onehot"], axis=0),  # [B, T, V]
        n("Cast", ["attention_mask"], ["maskf"], to=TensorProto.FLOAT),
    ]
    if with_type_ids:
        nodes += [
            n("Cast", ["token_type_ids"], ["typef"], to=TensorProto.FLOAT),
            n("Mul", ["maskf", "typef"], ["hyp_w"]),
            n("Sub", ["maskf", "hyp_w"], ["prem_w"]),
        ]
    else:  # no segment ids: every token counts on both sides (coverage is then always 1)
        nodes += [n("Identity", ["maskf"], ["hyp_w"]), n("Identity", ["maskf"], ["prem_w"])]
    nodes += [
        n("Unsqueeze", ["hyp_w", "ax2"], ["hyp_w3"]),
        n("Unsqueeze", ["prem_w", "ax2"], ["prem_w3"]),
        n("Mul", ["onehot", "hyp_w3"], ["hyp_oh"]),
        n("Mul", ["onehot", "prem_w3"], ["prem_oh"]),
        n("ReduceSum", ["hyp_oh", "ax1"], ["bag_h"], keepdims=0),  # [B, V]
        n("ReduceSum", ["prem_oh", "ax1"], ["bag_p"], keepdims=0),
        n("Mul", ["bag_h", "content"], ["bag_hc"]),
        n("Min", ["bag_hc", "one"], ["has_h"]),
        n("Min", ["bag_p", "one"], ["has_p"]),
        n("Mul", ["has_h", "has_p"], ["both"]),
        n("ReduceSum", ["both", "ax1"], ["overlap"], keepdims=1),  # [B, 1]
        n("ReduceSum", ["has_h", "ax1"], ["hyp_len"], keepdims=1),
        n("Max", ["hyp_len", "one"], ["hyp_len1"]),
        n("Div", ["overlap", "hyp_len1"], ["coverage"]),
        n("Mul", ["bag_h", "negation"], ["neg_h_v"]),
        n("Mul", ["bag_p", "negation"], ["neg_p_v"]),
        n("ReduceSum", ["neg_h_v", "ax1"], ["neg_h"], keepdims=1),
        n("ReduceSum", ["neg_p_v", "ax1"], ["neg_p"], keepdims=1),
        n("Sub", ["neg_h", "neg_p"], ["neg_d"]),
        n("Abs", ["neg_d"], ["neg_abs"]),
        n("Min", ["neg_abs", "one"], ["mismatch"]),
        n("Mul", ["coverage", "ten"], ["cov10"]),
        n("Mul", ["mismatch", "eight"], ["mis8"]),
        n("Sub", ["cov10", "mis8"], ["e1"]),
        n("Sub", ["e1", "seven"], ["entailment"]),
        n("Mul", ["cov10", "mismatch"], ["c1"]),
        n("Sub", ["c1", "three"], ["contradiction"]),
        n("Mul", ["coverage", "zero_f"], ["neutral"]),
        n("Concat", list(order), ["logits"], axis=1),  # [B, 3] in the chosen label order
    ]
    inputs = [
        helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch", "seq"]),
        helper.make_tensor_value_info("attention_mask", TensorProto.INT64, ["batch", "seq"]),
    ]
    if with_type_ids:
        inputs.append(helper.make_tensor_value_info("token_type_ids", TensorProto.INT64, ["batch", "seq"]))
    outputs = [helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["batch", len(order)])]
    graph = helper.make_graph(nodes, "tiny_nli", inputs, outputs, init)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 9
    onnx.checker.check_model(model)
    return model


def make_model(
    folder: Path,
    order: tuple[str, ...] = DEFAULT_ORDER,
    labels: tuple[str, ...] | None = None,
    with_type_ids: bool = True,
) -> Path:
    """Write model.onnx, tokenizer.json and config.json; ``labels`` (default: ``order``) go to id2label."""
    folder.mkdir(parents=True, exist_ok=True)
    sentences = [statute(c) for c in (ART41_1, ART41_2, ART97_1, ART127)]
    sentences += [CLAIM_41_NEG, CLAIM_127_FIVE, CLAIM_RENT, "nicht kein keine nie not non pas"]
    vocab = train_tokenizer(folder, sentences)
    onnx.save(build_graph(vocab, order, with_type_ids), str(folder / "model.onnx"))
    names = labels or order
    config = {
        "id2label": {str(i): name.upper() for i, name in enumerate(names)},
        "max_position_embeddings": 512,
    }
    (folder / "config.json").write_text(json.dumps(config), encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_model(tmp_path_factory.mktemp("nli") / "tiny")


def passage(citation: str) -> Passage:
    art, para = citation.split()[1], (citation.split()[3] if "Abs." in citation else "")
    key = f"ch:OR:art-{art}" + (f":para-{para}" if para else "")
    return Passage(key, "paragraph", statute(citation), "de", citation)


def req(claim: str, citations: list[str], **kw: object) -> JudgeRequest:
    return JudgeRequest(
        claim=claim,
        claim_lang="de",
        citation_text=citations[0],
        canonical=passage(citations[0]).key,
        passages=[passage(c) for c in citations],
        **kw,  # type: ignore[arg-type]
    )


def test_paraphrase_is_entailed(model_dir: Path) -> None:
    j = NLIJudge(model_dir).judge(req(CLAIM_41, [ART41_1]))
    assert (j.status, j.verdict, j.judge) == ("MATCH", "yes", "nli")
    assert j.snippet == statute(ART41_1) and j.passage_key == "ch:OR:art-41:para-1"
    assert j.confidence > 0.8
    assert j.checks["quote_verbatim"] == "ok"  # mechanical checks ran


def test_negated_claim_is_contradicted(model_dir: Path) -> None:
    j = NLIJudge(model_dir).judge(req(CLAIM_41_NEG, [ART41_1]))
    assert (j.status, j.verdict) == ("MISMATCH", "contradicts")


def test_unrelated_claim_is_no(model_dir: Path) -> None:
    j = NLIJudge(model_dir).judge(req(CLAIM_RENT, [ART41_1]))
    assert (j.status, j.verdict, j.snippet) == ("MISMATCH", "no", "")


def test_partial_by_threshold(model_dir: Path) -> None:
    # 3 of 5 content words of the claim are in Art. 41 Abs. 1: neutral with some entailment
    claim = "Wer widerrechtlich Schaden zufügt, muss Miete bezahlen."
    low = NLIJudge(model_dir, partial_threshold=0.05).judge(req(claim, [ART41_1]))
    high = NLIJudge(model_dir, partial_threshold=0.9).judge(req(claim, [ART41_1]))
    assert (low.verdict, high.verdict) == ("partial", "no")


def test_best_passage_wins(model_dir: Path) -> None:
    j = NLIJudge(model_dir).judge(req(CLAIM_127, [ART41_1, ART97_1, ART127]))
    assert j.status == "MATCH" and j.passage_key == "ch:OR:art-127"


def test_mechanical_checks_lower_an_nli_match(model_dir: Path) -> None:
    """The tiny model entails "fünf Jahren" from a passage saying "zehn Jahren" (10 of 11 words agree);
    the numbers check lowers it."""
    j = NLIJudge(model_dir).judge(req(CLAIM_127_FIVE, [ART127]))
    assert j.status == "MISMATCH"
    assert j.checks["numbers"].startswith("failed")
    assert "the source passage entails the claim" in j.reason  # the model itself said yes


def test_label_order_comes_from_config(tmp_path: Path) -> None:
    permuted = make_model(tmp_path / "permuted", order=("contradiction", "entailment", "neutral"))
    for claim, verdict in ((CLAIM_41, "yes"), (CLAIM_41_NEG, "contradicts"), (CLAIM_RENT, "no")):
        assert NLIJudge(permuted).judge(req(claim, [ART41_1])).verdict == verdict
    # the same graph with a config that lies about the order gives other answers: the config is read
    lying = make_model(
        tmp_path / "lying",
        order=("contradiction", "entailment", "neutral"),
        labels=("entailment", "contradiction", "neutral"),
    )
    assert NLIJudge(lying).judge(req(CLAIM_41, [ART41_1])).verdict == "contradicts"


def test_two_label_model_and_model_without_type_ids(tmp_path: Path) -> None:
    two = make_model(
        tmp_path / "two", order=("entailment", "neutral"), labels=("entailment", "not_entailment")
    )
    assert NLIJudge(two).judge(req(CLAIM_41, [ART41_1])).verdict == "yes"
    assert NLIJudge(two).judge(req(CLAIM_RENT, [ART41_1])).verdict == "no"
    # a graph without token_type_ids (RoBERTa-style) is fed only the inputs it declares
    plain = make_model(tmp_path / "plain", with_type_ids=False)
    assert [name for name, _ in load_model(str(plain)).inputs] == ["input_ids", "attention_mask"]
    assert NLIJudge(plain).judge(req(CLAIM_41, [ART41_1])).verdict == "yes"


def test_long_passage_is_judged_by_windows(model_dir: Path) -> None:
    filler = (
        " ".join(statute(c) for c in (ART41_1, ART41_2)) + " "
    )  # no negations (the tiny model counts them)
    long_text = (filler * 4) + statute(ART127) + " " + (filler * 3)
    assert len(long_text) > 1500
    p = Passage("ch:OR:art-127", "paragraph", long_text, "de", "Art. 127 OR")
    j = NLIJudge(model_dir).judge(JudgeRequest(CLAIM_127, "de", "Art. 127 OR", "ch:OR:art-127", [p]))
    assert j.status == "MATCH"
    assert statute(ART127) in j.snippet and j.snippet in long_text and len(j.snippet) < len(long_text)


def test_windows_are_verbatim_and_cover_the_text() -> None:
    text = "Erster Satz. Zweiter Satz ist hier.\nDritter Satz folgt. " * 40
    ws = windows(text, size=200)
    assert len(ws) > 5 and all(w in text and len(w) <= 200 for w in ws)
    assert ws[0].startswith("Erster") and text.rstrip().endswith(ws[-1].rstrip())


def test_translation_in_the_claim_language_is_used(model_dir: Path) -> None:
    fr = Passage(
        "ch:OR:art-41:para-1",
        "paragraph",
        "Celui qui cause un dommage doit le réparer.",
        "fr",
        "Art. 41 al. 1 CO",
    )
    de = passage(ART41_1)
    j = NLIJudge(model_dir).judge(
        JudgeRequest(CLAIM_41, "de", "Art. 41 CO", de.key, [fr], translations={"de": [de]})
    )
    assert j.status == "MATCH" and j.snippet == de.text


def test_no_passage_is_a_failure(model_dir: Path) -> None:
    with pytest.raises(JudgeFailed, match="no source passage"):
        NLIJudge(model_dir).judge(JudgeRequest(CLAIM_41, "de", "Art. 41 OR", "ch:OR:art-41", []))


def test_missing_model_is_said_to_be_missing(tmp_path: Path, model_dir: Path) -> None:
    with pytest.raises(LexgateError, match=f"NLI model not found at {tmp_path / 'none'}"):
        NLIJudge(tmp_path / "none")
    partial = tmp_path / "partial"
    partial.mkdir()
    (partial / "model.onnx").write_bytes((model_dir / "model.onnx").read_bytes())
    with pytest.raises(LexgateError, match=re.escape("missing tokenizer.json, config.json")):
        NLIJudge(partial)


def test_bad_config_and_bad_onnx(tmp_path: Path, model_dir: Path) -> None:
    bad = tmp_path / "bad"
    bad.mkdir()
    for name in ("model.onnx", "tokenizer.json"):
        (bad / name).write_bytes((model_dir / name).read_bytes())
    (bad / "config.json").write_text(
        json.dumps({"id2label": {"0": "LABEL_0", "1": "LABEL_1", "2": "LABEL_2"}})
    )
    with pytest.raises(LexgateError, match="id2label must name entailment"):
        load_model(str(bad))
    broken = tmp_path / "broken"
    broken.mkdir()
    for name in ("tokenizer.json", "config.json"):
        (broken / name).write_bytes((model_dir / name).read_bytes())
    (broken / "model.onnx").write_bytes(b"this is not an onnx file")
    with pytest.raises(LexgateError, match="cannot load the NLI model"):
        load_model(str(broken))


def test_registry_gives_the_nli_judge_in_strict_mode(
    model_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LEXGATE_HOME", str(model_dir.parent))
    monkeypatch.delenv("LEXGATE_CONFIG", raising=False)
    monkeypatch.setenv("LEXGATE_NLI_MODEL", str(model_dir))
    judge = get_judge("nli", "strict")
    assert judge.name == "nli" and judge.local is True
    assert judge.judge(req(CLAIM_41, [ART41_1])).status == "MATCH"
    with pytest.raises(JudgeNotConfigured, match="nli_partial_threshold"):
        get_judge("nli", "strict", {"nli_partial_threshold": "high"})

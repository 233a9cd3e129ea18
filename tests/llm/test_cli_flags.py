"""``lexgate verify --judge llm`` configured by flags alone (no environment, no config file)."""

from __future__ import annotations

from pathlib import Path

import pytest
from chat_server import API_KEY, MODEL, ChatServer, Reply, openai_answer, statute, verdict
from cli_runner import run

DRAFT = "Wer einem andern widerrechtlich Schaden zufügt, muss ihn ersetzen (Art. 41 Abs. 1 OR).\n"


def _verify(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    return run(capsys, "verify", *args)


def test_llm_judge_from_flags_reaches_the_endpoint(
    chat_server: ChatServer,
    corpus_home: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("LEXGATE_HOME", str(corpus_home))
    monkeypatch.setenv("LEXGATE_CONFIG", str(tmp_path / "no-config.yaml"))
    monkeypatch.setenv("OPENAI_API_KEY", API_KEY)  # keys come from the environment, never from a flag
    source = statute("Art. 41 Abs. 1 OR")
    chat_server.script(Reply(body=openai_answer(verdict("yes", 0.9, source[:60]))))
    draft = tmp_path / "memo.md"
    draft.write_text(DRAFT, encoding="utf-8")
    code, out, err = _verify(
        capsys,
        str(draft),
        "--offline",
        "--judge",
        "llm",
        "--llm-provider",
        "ollama",
        "--llm-model",
        MODEL,
        "--llm-url",
        chat_server.base_url,
        "--format",
        "json",
        "--output",
        str(tmp_path / "out"),
    )
    assert code == 0, err
    assert len(chat_server.received) == 1
    assert chat_server.received[0].body["model"] == MODEL
    assert chat_server.received[0].headers["authorization"] == f"Bearer {API_KEY}"
    assert '"status": "MATCH"' in out


def test_llm_judge_without_model_is_a_one_line_error(
    corpus_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LEXGATE_HOME", str(corpus_home))
    monkeypatch.setenv("LEXGATE_CONFIG", str(tmp_path / "no-config.yaml"))
    draft = tmp_path / "memo.md"
    draft.write_text(DRAFT, encoding="utf-8")
    code, _, err = _verify(capsys, str(draft), "--offline", "--judge", "llm", "--llm-provider", "ollama")
    assert code == 2
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and "model" in lines[0] and "Traceback" not in err

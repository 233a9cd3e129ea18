"""Providers from settings (flags > config file > environment) and the judge registry."""

from __future__ import annotations

from pathlib import Path

import pytest
from chat_server import API_KEY, MODEL, ChatServer

from lexgate.errors import BadInput
from lexgate.judges.registry import JudgeNotAllowed, JudgeNotConfigured, get_judge
from lexgate.llm.anthropic import Anthropic
from lexgate.llm.factory import ProviderNotConfigured, provider_from_settings
from lexgate.llm.openai_compat import OpenAICompatible
from lexgate.llm.replay import ReplayProvider


def test_nothing_configured_is_a_clear_error() -> None:
    with pytest.raises(ProviderNotConfigured, match="llm judge not configured: set LEXGATE_LLM_PROVIDER"):
        provider_from_settings()


def test_ollama_defaults_to_a_local_endpoint_without_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LEXGATE_LLM_PROVIDER", "ollama")
    monkeypatch.setenv("LEXGATE_LLM_MODEL", "qwen2.5:7b")
    p = provider_from_settings()
    assert isinstance(p, OpenAICompatible)
    assert (p.base_url, p.model, p.local) == ("http://127.0.0.1:11434/v1", "qwen2.5:7b", True)


def test_openai_needs_a_key_and_takes_it_from_openai_api_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LEXGATE_LLM_PROVIDER", "openai")
    monkeypatch.setenv("LEXGATE_LLM_MODEL", "gpt-x")
    with pytest.raises(ProviderNotConfigured, match="needs an API key"):
        provider_from_settings()
    monkeypatch.setenv("OPENAI_API_KEY", "sk-env")
    p = provider_from_settings()
    assert isinstance(p, OpenAICompatible) and not p.local and p.base_url == "https://api.openai.com/v1"


def test_anthropic_from_flags_and_env_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant")
    p = provider_from_settings({"llm_provider": "anthropic", "llm_model": "claude-x"})
    assert isinstance(p, Anthropic) and p.base_url == "https://api.anthropic.com" and not p.local


def test_flags_override_config_file_override_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    cfg = tmp_path / "config.yaml"
    cfg.write_text("llm_provider: vllm\nllm_model: from-config\n", encoding="utf-8")
    monkeypatch.setenv("LEXGATE_CONFIG", str(cfg))
    monkeypatch.setenv("LEXGATE_LLM_MODEL", "from-env")
    assert provider_from_settings().model == "from-config"
    assert provider_from_settings({"llm_model": "from-flag"}).model == "from-flag"


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        ({"llm_provider": "gemini", "llm_model": "m"}, "unknown llm provider 'gemini'"),
        ({"llm_provider": "ollama"}, "needs a model"),
        ({"llm_provider": "replay"}, "needs a recorded file"),
        ({"llm_provider": "ollama", "llm_model": "m", "llm_timeout": "soon"}, "llm_timeout must be a number"),
    ],
)
def test_bad_settings(flags: dict[str, str], message: str) -> None:
    with pytest.raises(ProviderNotConfigured, match=message):
        provider_from_settings(flags)


def test_declared_remote_loopback(chat_server: ChatServer) -> None:
    flags = {"llm_provider": "openai", "llm_base_url": chat_server.base_url, "llm_model": MODEL}
    assert provider_from_settings(flags).local
    assert not provider_from_settings({**flags, "llm_remote": "true"}).local


def test_replay_provider_from_settings(tmp_path: Path) -> None:
    f = tmp_path / "r.jsonl"
    f.write_text('{"user_contains": "x", "text": "{}"}\n', encoding="utf-8")
    p = provider_from_settings({"llm_provider": "replay", "llm_replay": str(f)})
    assert isinstance(p, ReplayProvider) and p.local


# --- registry -----------------------------------------------------------------------------------


def remote_flags() -> dict[str, str]:
    return {
        "llm_provider": "openai",
        "llm_base_url": "https://api.example.com/v1",
        "llm_model": "m",
        "llm_api_key": "k",
    }


def test_registry_refuses_remote_llm_in_strict() -> None:
    with pytest.raises(
        JudgeNotAllowed, match=r"privacy mode strict: the llm judge at https://api\.example\.com/v1 is remote"
    ):
        get_judge("llm", "strict", remote_flags())


@pytest.mark.parametrize("mode", ["balanced", "cloud"])
def test_registry_gives_remote_llm_outside_strict(mode: str) -> None:
    judge = get_judge("llm", mode, remote_flags())
    assert judge.name == "llm" and judge.local is False


def test_registry_gives_local_llm_in_strict(chat_server: ChatServer) -> None:
    flags = {
        "llm_provider": "openai",
        "llm_base_url": chat_server.base_url,
        "llm_model": MODEL,
        "llm_api_key": API_KEY,
    }
    judge = get_judge("llm", "strict", flags)
    assert judge.local is True


def test_registry_llm_not_configured() -> None:
    with pytest.raises(JudgeNotConfigured, match="llm judge not configured"):
        get_judge("llm", "balanced")


def test_registry_nli_not_configured_or_missing(tmp_path: Path) -> None:
    with pytest.raises(JudgeNotConfigured, match="LEXGATE_NLI_MODEL"):
        get_judge("nli", "strict")
    with pytest.raises(JudgeNotConfigured, match=f"NLI model not found at {tmp_path / 'nope'}"):
        get_judge("nli", "strict", {"nli_model": str(tmp_path / "nope")})


def test_registry_unknown_judge_and_mode() -> None:
    with pytest.raises(BadInput, match="unknown judge 'oracle'"):
        get_judge("oracle", "balanced")
    with pytest.raises(BadInput, match="unknown privacy mode"):
        get_judge("structured", "paranoid")


def test_registry_structured() -> None:
    pytest.importorskip("lexgate.judges.structured")
    judge = get_judge("structured", "strict")
    assert judge.local is True

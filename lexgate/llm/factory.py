"""Build the configured provider from flags > config file > environment (``lexgate.config.setting``).

| setting (env)                          | meaning                                                    |
|----------------------------------------|------------------------------------------------------------|
| ``llm_provider`` (LEXGATE_LLM_PROVIDER) | openai | ollama | vllm | anthropic | replay                |
| ``llm_base_url`` (LEXGATE_LLM_BASE_URL) | endpoint; defaults per provider (ollama 127.0.0.1:11434/v1) |
| ``llm_model`` (LEXGATE_LLM_MODEL)       | model name (required)                                      |
| ``llm_api_key`` (LEXGATE_LLM_API_KEY)   | else OPENAI_API_KEY / ANTHROPIC_API_KEY                    |
| ``llm_timeout`` (LEXGATE_LLM_TIMEOUT)   | seconds per attempt (default 60)                           |
| ``llm_remote`` (LEXGATE_LLM_REMOTE)     | true: treat a loopback endpoint as remote (a cloud proxy)  |
| ``llm_json_mode``                       | schema (default) | object                                  |
| ``llm_replay`` (LEXGATE_LLM_REPLAY)     | the JSONL file of the replay provider                      |
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

from lexgate.config import setting
from lexgate.errors import LexgateError
from lexgate.llm.anthropic import DEFAULT_BASE_URL as ANTHROPIC_URL
from lexgate.llm.anthropic import Anthropic
from lexgate.llm.openai_compat import OpenAICompatible
from lexgate.llm.provider import Provider, is_loopback_url
from lexgate.llm.replay import ReplayProvider

DEFAULT_URLS = {
    "openai": "https://api.openai.com/v1",
    "ollama": "http://127.0.0.1:11434/v1",
    "vllm": "http://127.0.0.1:8000/v1",
    "anthropic": ANTHROPIC_URL,
}
KEY_ENV = {"openai": "OPENAI_API_KEY", "anthropic": "ANTHROPIC_API_KEY"}
PROVIDERS = (*DEFAULT_URLS, "replay")
TRUE = frozenset({"1", "true", "yes", "on"})


class ProviderNotConfigured(LexgateError):
    """The llm judge was asked for but no usable provider is configured."""


def _get(flags: Mapping[str, Any], name: str, default: Any = None) -> Any:
    return setting(name, flags.get(name), default)


def provider_from_settings(flags: Mapping[str, Any] | None = None) -> Provider:
    flags = flags or {}
    kind = str(_get(flags, "llm_provider", "") or "").strip().lower()
    base_url = str(_get(flags, "llm_base_url", "") or "").strip()
    if not kind:
        if not base_url:
            raise ProviderNotConfigured(
                "llm judge not configured: set LEXGATE_LLM_PROVIDER (openai, ollama, vllm, anthropic) "
                "and LEXGATE_LLM_MODEL, or use the structured judge"
            )
        kind = "openai"
    if kind not in PROVIDERS:
        raise ProviderNotConfigured(f"unknown llm provider {kind!r}: use one of {', '.join(PROVIDERS)}")
    if kind == "replay":
        path = _get(flags, "llm_replay")
        if not path:
            raise ProviderNotConfigured("replay provider needs a recorded file: set LEXGATE_LLM_REPLAY")
        return ReplayProvider(str(path), model=str(_get(flags, "llm_model", "replay")))
    model = str(_get(flags, "llm_model", "") or "").strip()
    if not model:
        raise ProviderNotConfigured(f"llm provider {kind} needs a model: set LEXGATE_LLM_MODEL")
    base_url = base_url or DEFAULT_URLS[kind]
    env_key = KEY_ENV.get("anthropic" if kind == "anthropic" else "openai", "")
    api_key = str(_get(flags, "llm_api_key", "") or os.environ.get(env_key, "") or "")
    if not api_key and not is_loopback_url(base_url):
        raise ProviderNotConfigured(
            f"llm provider {kind} at {base_url} needs an API key: set LEXGATE_LLM_API_KEY or {env_key}"
        )
    try:
        timeout = float(_get(flags, "llm_timeout", 60.0))
    except (TypeError, ValueError):
        raise ProviderNotConfigured("llm_timeout must be a number of seconds") from None
    remote = str(_get(flags, "llm_remote", "") or "").strip().lower() in TRUE
    if kind == "anthropic":
        return Anthropic(base_url, api_key, model, timeout=timeout, remote=remote)
    json_mode = str(_get(flags, "llm_json_mode", "schema")).strip().lower()
    if json_mode not in ("schema", "object"):
        raise ProviderNotConfigured(f"llm_json_mode must be schema or object, not {json_mode!r}")
    return OpenAICompatible(base_url, api_key, model, timeout=timeout, remote=remote, json_mode=json_mode)  # type: ignore[arg-type]

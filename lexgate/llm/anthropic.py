"""Anthropic messages API: ``POST {base_url}/v1/messages`` with ``x-api-key`` and ``anthropic-version``.

A JSON schema, when given, is written into the system prompt (the answer is then parsed by the caller).
"""

from __future__ import annotations

from typing import Any

from lexgate.llm.http import post_json
from lexgate.llm.openai_compat import schema_instruction
from lexgate.llm.provider import HttpProvider, ProviderError, ProviderResponse, endpoint_url

ANTHROPIC_VERSION = "2023-06-01"
DEFAULT_BASE_URL = "https://api.anthropic.com"


class Anthropic(HttpProvider):
    name = "anthropic"

    default_base_url = DEFAULT_BASE_URL

    def complete(
        self,
        system: str,
        user: str,
        *,
        temperature: float = 0.0,
        max_tokens: int = 512,
        json_schema: dict[str, Any] | None = None,
    ) -> ProviderResponse:
        if json_schema is not None:
            system = f"{system}\n\n{schema_instruction(json_schema)}"
        payload: dict[str, Any] = {
            "model": self.model,
            "max_tokens": max_tokens,
            "temperature": temperature,
            "system": system,
            "messages": [{"role": "user", "content": user}],
        }
        headers = {
            "content-type": "application/json",
            "anthropic-version": ANTHROPIC_VERSION,
            "x-api-key": self._api_key,
        }
        url = endpoint_url(self.base_url, "/v1/messages")
        data = post_json(
            self._client, url, payload, headers=headers, what="LLM", retry_delay=self.retry_delay
        )
        blocks = data.get("content")
        if not isinstance(blocks, list):
            raise ProviderError(f"LLM answer from {self.base_url} has no content list")
        text = "".join(b.get("text", "") for b in blocks if isinstance(b, dict) and b.get("type") == "text")
        if not text.strip():
            raise ProviderError(
                f"LLM at {self.base_url} gave no answer text (stop_reason {data.get('stop_reason')!r})"
            )
        usage = {k: int(v) for k, v in (data.get("usage") or {}).items() if isinstance(v, int)}
        return ProviderResponse(text=text, model=str(data.get("model") or self.model), usage=usage, raw=data)

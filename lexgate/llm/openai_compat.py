"""OpenAI-compatible chat completions: OpenAI, Ollama (``http://127.0.0.1:11434/v1``), vLLM, LM Studio.

``POST {base_url}/v1/chat/completions`` with ``temperature`` as given (the judges use 0) and a
``response_format``: ``json_schema`` (strict) when a schema is given, else nothing.  An endpoint that
rejects ``json_schema`` (HTTP 400 naming it) is asked once more with ``json_object`` and the schema
written into the system message; ``json_mode="object"`` asks that way from the start.
"""

from __future__ import annotations

import json
from typing import Any, Literal

from lexgate.llm.http import post_json
from lexgate.llm.provider import HttpProvider, ProviderError, ProviderResponse, endpoint_url

JsonMode = Literal["schema", "object"]
SCHEMA_HINTS = ("response_format", "json_schema")


def schema_instruction(schema: dict[str, Any]) -> str:
    return "Answer with one JSON object only, no other text, matching this JSON schema:\n" + json.dumps(
        schema, ensure_ascii=False
    )


class OpenAICompatible(HttpProvider):
    name = "openai"

    def __init__(
        self,
        base_url: str,
        api_key: str | None,
        model: str,
        *,
        timeout: float = 60.0,
        remote: bool = False,
        json_mode: JsonMode = "schema",
        retry_delay: float = 1.0,
    ) -> None:
        super().__init__(base_url, api_key, model, timeout=timeout, remote=remote, retry_delay=retry_delay)
        self.json_mode: JsonMode = json_mode

    def _headers(self) -> dict[str, str]:
        headers = {"content-type": "application/json"}
        if self._api_key:
            headers["authorization"] = f"Bearer {self._api_key}"
        return headers

    def _payload(
        self,
        system: str,
        user: str,
        temperature: float,
        max_tokens: int,
        schema: dict[str, Any] | None,
        mode: JsonMode,
    ) -> dict[str, Any]:
        if schema is not None and mode == "object":
            system = f"{system}\n\n{schema_instruction(schema)}"
        payload: dict[str, Any] = {
            "model": self.model,
            "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}],
            "temperature": temperature,
            "max_tokens": max_tokens,
        }
        if schema is not None:
            if mode == "schema":
                payload["response_format"] = {
                    "type": "json_schema",
                    "json_schema": {"name": "answer", "schema": schema, "strict": True},
                }
            else:
                payload["response_format"] = {"type": "json_object"}
        return payload

    def _post(self, payload: dict[str, Any]) -> dict[str, Any]:
        url = endpoint_url(self.base_url, "/v1/chat/completions")
        return post_json(
            self._client, url, payload, headers=self._headers(), what="LLM", retry_delay=self.retry_delay
        )

    def complete(
        self,
        system: str,
        user: str,
        *,
        temperature: float = 0.0,
        max_tokens: int = 512,
        json_schema: dict[str, Any] | None = None,
    ) -> ProviderResponse:
        mode = self.json_mode
        try:
            data = self._post(self._payload(system, user, temperature, max_tokens, json_schema, mode))
        except ProviderError as exc:
            body = exc.body.lower()
            if not (
                json_schema is not None
                and mode == "schema"
                and exc.status == 400
                and any(h in body for h in SCHEMA_HINTS)
            ):
                raise
            self.json_mode = mode = "object"
            data = self._post(self._payload(system, user, temperature, max_tokens, json_schema, mode))
        return self._response(data)

    def _response(self, data: dict[str, Any]) -> ProviderResponse:
        try:
            message = data["choices"][0]["message"]
        except (KeyError, IndexError, TypeError):
            raise ProviderError(f"LLM answer from {self.base_url} has no choices[0].message") from None
        content = message.get("content") if isinstance(message, dict) else None
        if not isinstance(content, str) or not content.strip():
            refusal = message.get("refusal") if isinstance(message, dict) else None
            raise ProviderError(
                f"LLM at {self.base_url} gave no answer text" + (f" (refusal: {refusal})" if refusal else "")
            )
        usage = {k: int(v) for k, v in (data.get("usage") or {}).items() if isinstance(v, int)}
        return ProviderResponse(
            text=content, model=str(data.get("model") or self.model), usage=usage, raw=data
        )

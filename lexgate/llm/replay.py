"""Answers from a recorded JSONL file, for tests of the pipeline; never the default provider.

One JSON object a line::

    {"key": "<request_key(system, user)>", "text": "<the model's answer>", "model": "m"}
    {"user_contains": "Art. 41", "text": "..."}       # hand-written: first record whose text occurs

A request with no recorded answer raises :class:`ProviderError` (so a judge reports failure).
:class:`RecordingProvider` wraps a real provider and appends every exchange in this format.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from lexgate.errors import BadInput
from lexgate.llm.provider import Provider, ProviderError, ProviderResponse


def request_key(system: str, user: str) -> str:
    return hashlib.sha256(f"{system}\x00{user}".encode()).hexdigest()


def load_records(path: Path) -> list[dict[str, Any]]:
    if not path.is_file():
        raise BadInput(f"replay file not found: {path}")
    records: list[dict[str, Any]] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as exc:
            raise BadInput(f"replay file {path} line {number}: invalid JSON ({exc.msg})") from None
        if not isinstance(rec, dict) or not isinstance(rec.get("text"), str):
            raise BadInput(f"replay file {path} line {number}: needs an object with a string 'text'")
        records.append(rec)
    return records


class ReplayProvider:
    name = "replay"

    def __init__(self, path: str | Path, *, model: str = "replay", local: bool = True) -> None:
        self.path = Path(path)
        self.model = model
        self.base_url = f"replay://{self.path}"
        self._local = local
        self._records = load_records(self.path)
        self._by_key = {r["key"]: r for r in self._records if isinstance(r.get("key"), str)}
        self.calls: list[tuple[str, str]] = []  # what was asked, in order

    @property
    def local(self) -> bool:
        return self._local

    def complete(
        self,
        system: str,
        user: str,
        *,
        temperature: float = 0.0,
        max_tokens: int = 512,
        json_schema: dict[str, Any] | None = None,
    ) -> ProviderResponse:
        self.calls.append((system, user))
        key = request_key(system, user)
        rec = self._by_key.get(key) or next(
            (
                r
                for r in self._records
                if isinstance(r.get("user_contains"), str) and r["user_contains"] in user
            ),
            None,
        )
        if rec is None:
            raise ProviderError(f"replay: no recorded answer for request {key[:12]} in {self.path}")
        return ProviderResponse(text=rec["text"], model=str(rec.get("model") or self.model), raw=dict(rec))


class RecordingProvider:
    """Passes every call to ``inner`` and appends the exchange to ``path`` (a replay file)."""

    def __init__(self, inner: Provider, path: str | Path) -> None:
        self.inner = inner
        self.path = Path(path)
        self.name = inner.name
        self.model = inner.model
        self.base_url = inner.base_url

    @property
    def local(self) -> bool:
        return self.inner.local

    def complete(
        self,
        system: str,
        user: str,
        *,
        temperature: float = 0.0,
        max_tokens: int = 512,
        json_schema: dict[str, Any] | None = None,
    ) -> ProviderResponse:
        resp = self.inner.complete(
            system, user, temperature=temperature, max_tokens=max_tokens, json_schema=json_schema
        )
        rec = {"key": request_key(system, user), "text": resp.text, "model": resp.model}
        with self.path.open("a", encoding="utf-8") as fh:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
        return resp

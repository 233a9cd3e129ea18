"""A real HTTP server on 127.0.0.1 speaking the OpenAI chat-completions and Anthropic messages APIs.

It validates each request (path, key header, model, temperature 0, messages) the way the real APIs
would reject a wrong one, records what it received, and answers from a script of replies.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

API_KEY = "sk-test-123"
MODEL = "judge-model-1"


@dataclass
class Reply:
    status: int = 200
    body: Any = None  # dict -> JSON; str -> sent as is
    delay: float = 0.0
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class Received:
    path: str
    headers: dict[str, str]
    body: dict[str, Any]

    @property
    def text(self) -> str:
        """Everything the model would read (system + messages)."""
        parts = [str(self.body.get("system", ""))]
        parts += [str(m.get("content", "")) for m in self.body.get("messages", [])]
        return "\n".join(parts)


def openai_answer(content: str, model: str = MODEL) -> dict[str, Any]:
    return {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "model": model,
        "choices": [
            {"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}
        ],
        "usage": {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120},
    }


def anthropic_answer(text: str, model: str = MODEL) -> dict[str, Any]:
    return {
        "id": "msg_1",
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": [{"type": "text", "text": text}],
        "stop_reason": "end_turn",
        "usage": {"input_tokens": 100, "output_tokens": 20},
    }


def verdict(supports: str, confidence: float, excerpt: str) -> str:
    return json.dumps(
        {"supports": supports, "confidence": confidence, "excerpt": excerpt}, ensure_ascii=False
    )


def _problem(path: str, headers: dict[str, str], body: dict[str, Any]) -> tuple[int, str] | None:
    """(status, message) when the request is one the real API would reject."""
    if path.endswith("/chat/completions"):
        if headers.get("authorization") != f"Bearer {API_KEY}":
            return 401, "Incorrect API key provided"
        msgs = body.get("messages")
        if not isinstance(msgs, list) or [m.get("role") for m in msgs] != ["system", "user"]:
            return 400, "messages must be [system, user]"
        rf = body.get("response_format")
        if rf is not None and rf.get("type") not in ("json_schema", "json_object"):
            return 400, "bad response_format"
    elif path.endswith("/v1/messages"):
        if headers.get("x-api-key") != API_KEY:
            return 401, "invalid x-api-key"
        if not headers.get("anthropic-version"):
            return 400, "anthropic-version header is required"
        if not isinstance(body.get("max_tokens"), int) or not isinstance(body.get("system"), str):
            return 400, "max_tokens and system are required"
        msgs = body.get("messages")
        if not isinstance(msgs, list) or [m.get("role") for m in msgs] != ["user"]:
            return 400, "messages must be [user]"
    else:
        return 404, f"no route {path}"
    if body.get("model") != MODEL:
        return 404, f"model {body.get('model')!r} not found"
    if body.get("temperature") != 0:
        return 400, "this test server only accepts temperature 0"
    return None


class ChatServer:
    def __init__(self) -> None:
        self.replies: deque[Reply] = deque()
        self.received: list[Received] = []
        self.schema_unsupported = False  # answer 400 to response_format json_schema
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("content-length", "0"))
                raw = self.rfile.read(length)
                headers = {k.lower(): v for k, v in self.headers.items()}
                try:
                    body = json.loads(raw)
                except json.JSONDecodeError:
                    self._send(Reply(400, {"error": {"message": "body is not JSON"}}))
                    return
                server.received.append(Received(self.path, headers, body))
                problem = _problem(self.path, headers, body)
                if problem is not None:
                    self._send(
                        Reply(problem[0], {"error": {"message": problem[1], "type": "invalid_request_error"}})
                    )
                    return
                rf = body.get("response_format") or {}
                if server.schema_unsupported and rf.get("type") == "json_schema":
                    self._send(
                        Reply(400, {"error": {"message": "response_format json_schema is not supported"}})
                    )
                    return
                reply = (
                    server.replies.popleft()
                    if server.replies
                    else Reply(500, {"error": {"message": "no reply"}})
                )
                if reply.delay:
                    time.sleep(reply.delay)
                self._send(reply)

            def _send(self, reply: Reply) -> None:
                data = reply.body if isinstance(reply.body, str) else json.dumps(reply.body)
                payload = data.encode("utf-8")
                try:
                    self.send_response(reply.status)
                    self.send_header("content-type", "application/json")
                    self.send_header("content-length", str(len(payload)))
                    for k, v in reply.headers.items():
                        self.send_header(k, v)
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (timeout tests)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.httpd.block_on_close = False
        self.thread = threading.Thread(
            target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_port}/v1"

    def script(self, *replies: Reply) -> None:
        self.replies.extend(replies)

    def start(self) -> ChatServer:
        self.thread.start()
        return self

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def statute(citation: str, lang: str = "de") -> str:
    """The text of one statute paragraph from the shared corpus (e.g. ``Art. 41 Abs. 1 OR``)."""
    from lexgate.config import corpus_path

    root = corpus_path() or Path("../shared/corpus")
    act = citation.split()[-1]
    act = {"CO": "OR", "CC": "ZGB", "CP": "StGB"}.get(act, act)
    path = root / "ch" / "statutes" / f"{act}_{lang}.json"
    if not path.is_file():
        import pytest

        pytest.skip(f"corpus file {path} not available")
    for entry in json.loads(path.read_text(encoding="utf-8")):
        if entry["citation"] == citation:
            return str(entry["content"])
    raise KeyError(citation)

"""The providers against a real HTTP server on 127.0.0.1: payloads, one retry, clear errors."""

from __future__ import annotations

import json
import socket

import pytest
from chat_server import API_KEY, MODEL, ChatServer, Reply, anthropic_answer, openai_answer

from lexgate.llm.anthropic import Anthropic
from lexgate.llm.openai_compat import OpenAICompatible
from lexgate.llm.provider import ProviderError, endpoint_url, is_loopback_url

SCHEMA = {
    "type": "object",
    "properties": {"answer": {"type": "string"}},
    "required": ["answer"],
    "additionalProperties": False,
}


def openai(server: ChatServer, **kw: object) -> OpenAICompatible:
    return OpenAICompatible(server.base_url, API_KEY, MODEL, retry_delay=0.0, **kw)  # type: ignore[arg-type]


def anthropic(server: ChatServer, **kw: object) -> Anthropic:
    return Anthropic(server.base_url.removesuffix("/v1"), API_KEY, MODEL, retry_delay=0.0, **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("url", "local"),
    [
        ("http://127.0.0.1:11434/v1", True),
        ("http://localhost:8000", True),
        ("http://127.3.2.1:8000/v1", True),
        ("http://[::1]:11434/v1", True),
        ("https://api.openai.com/v1", False),
        ("https://api.anthropic.com", False),
        ("http://10.0.0.5:11434/v1", False),
        ("http://192.168.1.20:8000/v1", False),
        ("http://localhost.example.com/v1", False),
        ("http://127.0.0.1.nip.io/v1", False),
        ("not a url", False),
    ],
)
def test_loopback_detection(url: str, local: bool) -> None:
    assert is_loopback_url(url) is local


def test_endpoint_url_accepts_base_with_or_without_v1() -> None:
    assert endpoint_url("http://h:1/v1", "/v1/chat/completions") == "http://h:1/v1/chat/completions"
    assert endpoint_url("http://h:1/", "/v1/messages") == "http://h:1/v1/messages"


def test_provider_locality_and_declared_remote(chat_server: ChatServer) -> None:
    assert openai(chat_server).local is True
    assert openai(chat_server, remote=True).local is False
    assert OpenAICompatible("https://api.openai.com/v1", "k", "m").local is False
    assert Anthropic("https://api.anthropic.com", "k", "m").local is False


def test_openai_request_and_answer(chat_server: ChatServer) -> None:
    chat_server.script(Reply(body=openai_answer('{"answer": "ok"}')))
    resp = openai(chat_server).complete("sys", "user text", max_tokens=77, json_schema=SCHEMA)
    assert resp.text == '{"answer": "ok"}'
    assert resp.model == MODEL
    assert resp.usage["total_tokens"] == 120
    (req,) = chat_server.received
    assert req.path == "/v1/chat/completions"
    assert req.body["temperature"] == 0
    assert req.body["max_tokens"] == 77
    assert req.body["messages"] == [
        {"role": "system", "content": "sys"},
        {"role": "user", "content": "user text"},
    ]
    assert req.body["response_format"]["type"] == "json_schema"
    assert req.body["response_format"]["json_schema"]["schema"] == SCHEMA


def test_openai_falls_back_to_json_object_when_schema_unsupported(chat_server: ChatServer) -> None:
    chat_server.schema_unsupported = True
    chat_server.script(Reply(body=openai_answer('{"answer": "ok"}')))
    provider = openai(chat_server)
    assert provider.complete("sys", "u", json_schema=SCHEMA).text == '{"answer": "ok"}'
    first, second = chat_server.received
    assert first.body["response_format"]["type"] == "json_schema"
    assert second.body["response_format"] == {"type": "json_object"}
    assert json.dumps(SCHEMA) in second.body["messages"][0]["content"]
    assert provider.json_mode == "object"  # remembered for the next calls


def test_anthropic_request_and_answer(chat_server: ChatServer) -> None:
    chat_server.script(Reply(body=anthropic_answer('{"answer": "ok"}')))
    resp = anthropic(chat_server).complete("sys", "user text", json_schema=SCHEMA)
    assert resp.text == '{"answer": "ok"}'
    assert resp.usage == {"input_tokens": 100, "output_tokens": 20}
    (req,) = chat_server.received
    assert req.path == "/v1/messages"
    assert req.headers["x-api-key"] == API_KEY
    assert req.headers["anthropic-version"] == "2023-06-01"
    assert req.body["temperature"] == 0
    assert req.body["messages"] == [{"role": "user", "content": "user text"}]
    assert req.body["system"].startswith("sys") and '"answer"' in req.body["system"]


@pytest.mark.parametrize("make", [openai, anthropic])
def test_one_retry_after_5xx(chat_server: ChatServer, make: object) -> None:
    ok = openai_answer("fine") if make is openai else anthropic_answer("fine")
    chat_server.script(Reply(503, {"error": {"message": "overloaded"}}), Reply(body=ok))
    assert make(chat_server).complete("s", "u").text == "fine"  # type: ignore[operator]
    assert len(chat_server.received) == 2


def test_429_is_retried_once(chat_server: ChatServer) -> None:
    chat_server.script(Reply(429, {"error": {"message": "slow down"}}, headers={"retry-after": "0"}))
    chat_server.script(Reply(body=openai_answer("fine")))
    assert openai(chat_server).complete("s", "u").text == "fine"
    assert len(chat_server.received) == 2


def test_exactly_one_retry_then_error(chat_server: ChatServer) -> None:
    chat_server.script(*[Reply(500, {"error": {"message": "boom"}}) for _ in range(3)])
    with pytest.raises(ProviderError, match="failed twice: HTTP 500: boom"):
        openai(chat_server).complete("s", "u")
    assert len(chat_server.received) == 2


def test_timeout_twice_is_an_error(chat_server: ChatServer) -> None:
    chat_server.script(
        Reply(body=openai_answer("late"), delay=1.0), Reply(body=openai_answer("late"), delay=1.0)
    )
    with pytest.raises(ProviderError, match="failed twice: timed out"):
        openai(chat_server, timeout=0.3).complete("s", "u")
    assert len(chat_server.received) == 2


def test_timeout_once_then_answer(chat_server: ChatServer) -> None:
    chat_server.script(Reply(body=openai_answer("late"), delay=1.0), Reply(body=openai_answer("in time")))
    assert openai(chat_server, timeout=0.3).complete("s", "u").text == "in time"


@pytest.mark.parametrize("make", [openai, anthropic])
def test_wrong_key_is_rejected_without_retry(chat_server: ChatServer, make: object) -> None:
    provider = make(chat_server)  # type: ignore[operator]
    provider._api_key = "sk-wrong"
    with pytest.raises(ProviderError, match="API key rejected") as err:
        provider.complete("s", "u")
    assert "sk-wrong" not in str(err.value)
    assert len(chat_server.received) == 1


def test_unknown_model_is_a_clear_error(chat_server: ChatServer) -> None:
    provider = OpenAICompatible(chat_server.base_url, API_KEY, "no-such-model", retry_delay=0.0)
    with pytest.raises(ProviderError, match=r"HTTP 404\): model 'no-such-model' not found"):
        provider.complete("s", "u")


def test_connection_refused_is_endpoint_unreachable() -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    provider = OpenAICompatible(f"http://127.0.0.1:{port}/v1", None, MODEL, retry_delay=0.0)
    with pytest.raises(ProviderError, match="endpoint unreachable"):
        provider.complete("s", "u")


@pytest.mark.parametrize(
    "body",
    ["not json at all", {"choices": []}, openai_answer("")],
)
def test_malformed_answers_are_errors(chat_server: ChatServer, body: object) -> None:
    chat_server.script(Reply(body=body))
    with pytest.raises(ProviderError):
        openai(chat_server).complete("s", "u")

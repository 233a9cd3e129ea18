"""The replay provider: recorded answers, recording through a real provider, clear failures."""

from __future__ import annotations

from pathlib import Path

import pytest
from chat_server import API_KEY, MODEL, ChatServer, Reply, openai_answer

from lexgate.errors import BadInput
from lexgate.llm.openai_compat import OpenAICompatible
from lexgate.llm.provider import ProviderError
from lexgate.llm.replay import RecordingProvider, ReplayProvider


def test_record_then_replay(chat_server: ChatServer, tmp_path: Path) -> None:
    chat_server.script(Reply(body=openai_answer("first")), Reply(body=openai_answer("second")))
    path = tmp_path / "rec.jsonl"
    live = RecordingProvider(OpenAICompatible(chat_server.base_url, API_KEY, MODEL, retry_delay=0.0), path)
    assert live.complete("sys", "one").text == "first"
    assert live.complete("sys", "two").text == "second"
    replay = ReplayProvider(path)
    assert replay.complete("sys", "two").text == "second"
    assert replay.complete("sys", "one").text == "first"
    assert replay.complete("sys", "one").model == MODEL
    assert len(chat_server.received) == 2  # the replay never touched the server
    with pytest.raises(ProviderError, match="replay: no recorded answer"):
        replay.complete("sys", "three")
    with pytest.raises(ProviderError):
        replay.complete("other system", "one")


def test_hand_written_records_match_by_substring(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    path.write_text(
        '{"user_contains": "Art. 41", "text": "A"}\n\n{"user_contains": "Art. 97", "text": "B"}\n'
    )
    replay = ReplayProvider(path, local=False)
    assert replay.complete("s", "... Art. 97 OR ...").text == "B"
    assert replay.local is False
    assert replay.calls == [("s", "... Art. 97 OR ...")]


@pytest.mark.parametrize(
    ("content", "message"), [("{oops", "line 1: invalid JSON"), ('{"x": 1}', "needs an object")]
)
def test_broken_replay_files(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "r.jsonl"
    path.write_text(content)
    with pytest.raises(BadInput, match=message):
        ReplayProvider(path)
    with pytest.raises(BadInput, match="replay file not found"):
        ReplayProvider(tmp_path / "missing.jsonl")

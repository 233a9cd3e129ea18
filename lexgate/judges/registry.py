"""``get_judge(name, privacy, settings)``: the judge by name, refused when the privacy mode forbids it.

- ``structured``: the offline default (always allowed).
- ``nli``: a local model from the ``nli_model`` setting (LEXGATE_NLI_MODEL); allowed in every mode.
- ``llm``: the configured provider (see :mod:`lexgate.llm.factory`); in ``strict`` only when the
  endpoint is local.

``settings`` holds flag values by setting name (``llm_provider``, ``llm_model``, ``nli_model``, ...);
each falls back to the config file and the environment via :func:`lexgate.config.setting`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lexgate.config import privacy_mode, setting
from lexgate.errors import BadInput, LexgateError
from lexgate.judges.base import Judge

JUDGE_NAMES = ("structured", "nli", "llm")


class JudgeNotAllowed(LexgateError):
    """The privacy mode forbids this judge (strict mode and a remote endpoint)."""


class JudgeNotConfigured(LexgateError):
    """The judge needs a setting (model path, provider, model name) that is missing or unusable."""


def _structured() -> Judge:
    from lexgate.judges.structured import StructuredJudge

    judge: Judge = StructuredJudge()
    return judge


def _nli(flags: Mapping[str, Any]) -> Judge:
    from lexgate.judges.nli import NLIJudge

    path = setting("nli_model", flags.get("nli_model"))
    if not path:
        raise JudgeNotConfigured("nli judge not configured: set LEXGATE_NLI_MODEL to a model folder")
    raw = setting("nli_partial_threshold", flags.get("nli_partial_threshold"), 0.3)
    try:
        threshold = float(raw)
    except (TypeError, ValueError):
        raise JudgeNotConfigured(f"nli_partial_threshold must be a number, not {raw!r}") from None
    try:
        return NLIJudge(str(path), partial_threshold=threshold)
    except JudgeNotConfigured:
        raise
    except LexgateError as exc:
        raise JudgeNotConfigured(str(exc)) from None


def _llm(mode: str, flags: Mapping[str, Any]) -> Judge:
    from lexgate.judges.llm import LLMJudge
    from lexgate.llm.factory import provider_from_settings
    from lexgate.llm.privacy import refusal_message

    try:
        provider = provider_from_settings(flags)
    except LexgateError as exc:
        raise JudgeNotConfigured(str(exc)) from None
    if mode == "strict" and not provider.local:
        raise JudgeNotAllowed(refusal_message(provider))
    return LLMJudge(provider, mode)


def get_judge(name: str, privacy: str, settings: Mapping[str, Any] | None = None) -> Judge:
    """The judge called ``name`` for ``privacy`` (strict | balanced | cloud)."""
    flags = settings or {}
    mode = privacy_mode(privacy)
    key = (name or "").strip().lower()
    if key == "structured":
        return _structured()
    if key == "nli":
        return _nli(flags)
    if key == "llm":
        return _llm(mode, flags)
    raise BadInput(f"unknown judge {name!r}: use {', '.join(JUDGE_NAMES)}")

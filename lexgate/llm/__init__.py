"""lexgate.llm: model providers and the privacy guard (see ARCHITECTURE.md).

- :mod:`lexgate.llm.provider`: the ``Provider`` protocol, ``ProviderResponse``, ``ProviderError``,
  loopback detection (LOCAL vs REMOTE).
- :mod:`lexgate.llm.openai_compat` (OpenAI, Ollama ``/v1``, vLLM), :mod:`lexgate.llm.anthropic`,
  :mod:`lexgate.llm.replay` (recorded answers for tests; never the default).
- :mod:`lexgate.llm.factory`: a provider from flags / config file / environment.
- :mod:`lexgate.llm.privacy`: ``guard(mode, provider, text)``; :mod:`lexgate.llm.privileged` and
  :mod:`lexgate.llm.pseudonymise` are its two halves.

This package knows nothing of the pipeline.
"""

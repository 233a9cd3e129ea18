"""lexgate.llm (see ARCHITECTURE.md)."""

"""lexgate.sources (see ARCHITECTURE.md)."""

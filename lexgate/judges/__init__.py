"""lexgate.judges (see ARCHITECTURE.md)."""

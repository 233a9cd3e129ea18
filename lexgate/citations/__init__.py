"""lexgate.citations (see ARCHITECTURE.md)."""

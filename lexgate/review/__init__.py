"""lexgate.review (see ARCHITECTURE.md)."""

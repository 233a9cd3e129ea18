"""lexgate.documents (see ARCHITECTURE.md)."""

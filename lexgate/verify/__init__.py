"""lexgate.verify (see ARCHITECTURE.md)."""

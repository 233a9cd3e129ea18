"""lexgate.evaluate (see ARCHITECTURE.md)."""

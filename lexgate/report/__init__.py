"""lexgate.report (see ARCHITECTURE.md)."""

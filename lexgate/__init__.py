"""lexgate: the delivery gate for AI-drafted legal work."""

__version__ = "0.1.0"

"""YAML for the data tables and the config file: the C parser when PyYAML has it (several times faster)."""

from __future__ import annotations

from typing import Any

import yaml


def load_yaml(text: str) -> Any:
    """Safe YAML (no object construction) with the C loader when PyYAML ships it."""
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return yaml.load(text, Loader=loader)

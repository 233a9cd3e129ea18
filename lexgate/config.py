"""Settings from flags, a config file and the environment (in that order of precedence).

- ``LEXGATE_HOME``: data folder (store, cache); default ``~/.local/share/lexgate``.
- ``LEXGATE_CORPUS``: the offline corpus folder; default ``../shared/corpus`` if it exists.
- ``LEXGATE_PRIVACY``: strict | balanced | cloud (default balanced).
- ``LEXGATE_CONFIG``: a YAML config file; default ``$LEXGATE_HOME/config.yaml``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import yaml

from lexgate.errors import BadInput
from lexgate.yamlio import load_yaml

PRIVACY_MODES = ("strict", "balanced", "cloud")


def home() -> Path:
    env = os.environ.get("LEXGATE_HOME")
    base = (
        Path(env).expanduser()
        if env
        else Path(os.environ.get("XDG_DATA_HOME", "~/.local/share")).expanduser() / "lexgate"
    )
    return base


def store_path() -> Path:
    return home() / "store.sqlite3"


def config_file() -> Path:
    env = os.environ.get("LEXGATE_CONFIG")
    return Path(env).expanduser() if env else home() / "config.yaml"


def load_config() -> dict[str, Any]:
    path = config_file()
    if not path.is_file():
        return {}
    try:
        data = load_yaml(path.read_text(encoding="utf-8")) or {}
    except OSError as exc:
        raise BadInput(f"cannot read config file {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise BadInput(f"config file {path} is not UTF-8 text") from None
    except yaml.YAMLError as exc:
        raise BadInput(f"config file {path} is not valid YAML{_yaml_where(exc)}") from None
    if not isinstance(data, dict):
        raise BadInput(f"config file {path} must hold a mapping")
    return data


def _yaml_where(exc: yaml.YAMLError) -> str:
    """`` (line L, column C: problem)`` when the YAML error says where; one line either way."""
    mark = getattr(exc, "problem_mark", None)
    problem = getattr(exc, "problem", None) or ""
    if mark is None:
        return f" ({problem})" if problem else ""
    return f" (line {mark.line + 1}, column {mark.column + 1}{': ' + problem if problem else ''})"


def setting(name: str, flag: Any = None, default: Any = None) -> Any:
    """flag > config file > environment (LEXGATE_<NAME>) > default."""
    if flag is not None:
        return flag
    cfg = load_config()
    if name in cfg and cfg[name] is not None:
        return cfg[name]
    env = os.environ.get(f"LEXGATE_{name.upper()}")
    if env:
        return env
    return default


def privacy_mode(flag: str | None = None) -> str:
    mode = str(setting("privacy", flag, "balanced")).lower()
    if mode not in PRIVACY_MODES:
        raise BadInput(f"unknown privacy mode {mode!r}: use strict, balanced or cloud")
    return mode


def corpus_path() -> Path | None:
    """The offline corpus: ``LEXGATE_CORPUS``, else ``shared/corpus`` beside the working folder or beside
    the lexgate checkout (a fresh clone sits next to ``shared/``)."""
    env = os.environ.get("LEXGATE_CORPUS")
    if env:
        return Path(env).expanduser()
    repo = Path(__file__).resolve().parents[1]
    for cand in (Path.cwd().parent / "shared" / "corpus", repo.parent / "shared" / "corpus"):
        if cand.is_dir():
            return cand.resolve()
    return None


def benchmarks_path() -> Path | None:
    """The public benchmark cases (``shared/benchmarks``): ``LEXGATE_BENCHMARKS``, else beside the corpus."""
    env = os.environ.get("LEXGATE_BENCHMARKS")
    if env:
        return Path(env).expanduser()
    corpus = corpus_path()
    if corpus is not None and (corpus.parent / "benchmarks").is_dir():
        return (corpus.parent / "benchmarks").resolve()
    return None

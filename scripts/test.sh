#!/usr/bin/env bash
# Set up (scripts/setup.sh) and run the whole test suite, then lint and type-check.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/corpus.sh
bash scripts/setup.sh
.venv/bin/ruff check lexgate tests
.venv/bin/mypy lexgate
.venv/bin/pytest "$@"

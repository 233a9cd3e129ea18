#!/usr/bin/env bash
# The main job: set up, import the offline corpus, verify the bundled example draft offline
# and write its HTML report. Exit 0 when the report was written (the example draft is meant to be BLOCKED).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export LEXGATE_HOME=${LEXGATE_HOME:-$PWD/.lexgate-home}
. scripts/corpus.sh
CORPUS=$LEXGATE_CORPUS
DRAFT=${1:-examples/draft-de.md}
OUT=${2:-lexgate-output/example-report.html}
mkdir -p "$(dirname "$OUT")"
.venv/bin/lexgate sources import "$CORPUS"
set +e
.venv/bin/lexgate verify "$DRAFT" --offline --format html --out "$OUT" --output lexgate-output
rc=$?
set -e
if [ "$rc" -ge 2 ]; then exit "$rc"; fi
echo "HTML report: $OUT (delivery $( [ "$rc" -eq 0 ] && echo CLEAR || echo BLOCKED ))"

# Sourced by scripts/test.sh and scripts/demo.sh (from the repository root): sets LEXGATE_CORPUS to the
# shared legal corpus, or stops with one clear line.  Looked for: LEXGATE_CORPUS as given, then
# ../shared/corpus beside this checkout, then beside the repository this one was cloned from (a clone made
# in a temporary folder of a checkout that sits next to shared/).
if [ -z "${LEXGATE_CORPUS:-}" ]; then
  for cand in ../shared/corpus "$(git remote get-url origin 2>/dev/null || true)/../shared/corpus"; do
    if [ -d "$cand/ch/statutes" ]; then
      LEXGATE_CORPUS=$(cd "$cand" && pwd)
      break
    fi
  done
fi
if [ -z "${LEXGATE_CORPUS:-}" ] || [ ! -d "$LEXGATE_CORPUS/ch/statutes" ]; then
  echo "lexgate: the shared corpus was not found (set LEXGATE_CORPUS, or clone next to shared/corpus)" >&2
  exit 2
fi
export LEXGATE_CORPUS

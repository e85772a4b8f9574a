#!/usr/bin/env bash
# Runs every test: static checks, the docs sample checker, then the browser tests on the production build.
set -euo pipefail
cd "$(dirname "$0")/.."

# Names each step with the minutes and seconds since the run started, so a slow run shows where its time went.
phase() { echo "== $1 ($((SECONDS / 60))m $((SECONDS % 60))s)"; }

bash scripts/ensure-chromium.sh
[ -d node_modules ] || npm ci
[ -d samples/node_modules ] || npm install --prefix samples
[ -x samples-6/node_modules/node/bin/node ] || bash scripts/install-samples-6.sh

phase "Types, lint, formatting"
npm run --silent typecheck
npm run --silent lint
npm run --silent format:check

phase "Unit tests"
npm run --silent test:unit

phase "Docs code samples against the real Lingui packages (the checker's tests include Lingui 6 in samples-6)"
npm --prefix samples test
node samples/api/extract-surface.mjs --package samples-6 --check
# Every export, prop, CLI flag and config key of Lingui 6.11.0 is documented in the 6.x docs (lists what is not).
node samples/api/report-coverage.mjs --api samples-6/lingui-6.11.0-api.json versioned_docs/version-6.x
# Each errors reference lists every error and warning the packages of its version print, and no other
# (the message data is extracted from the installed packages; --check fails when it is out of date).
for version in "samples docs" "samples-6 versioned_docs/version-6.x"; do
  set -- $version
  node samples/errors/extract-messages.mjs --package "$1" --check
  node samples/errors/check-errors-page.mjs --package "$1" "$2/ref/errors.mdx"
done
phase "Docs samples and tutorials of Lingui 4.x and 6.x, side by side (each version's report follows when both are done)"
# The two checkers share nothing but the npm cache (safe to share): while one waits on the registry the
# other compiles. Each writes its report to a log, printed whole, one after the other.
logs=$(mktemp -d)
npm run --silent check:samples -- --tutorials >"$logs/4.x" 2>&1 &
four=$!
npm run --silent check:samples -- --package samples-6 --tutorials >"$logs/6.x" 2>&1 &
six=$!
samples=0
wait "$four" || samples=$?
wait "$six" || samples=$?
for version in 4.x 6.x; do
  echo "-- Lingui $version docs samples"
  cat "$logs/$version"
done
[ "$samples" -eq 0 ] || exit "$samples"

phase "Production build"
npm run --silent build

phase "Browser tests"
# The timing specs run alone after the others (playwright.config.ts); both runs report before a failure counts.
status=0
npx playwright test --project=site || status=$?
phase "Browser tests that measure time, movement or bytes"
npx playwright test --project=timing || status=$?
[ "$status" -eq 0 ] || exit "$status"

phase "Hosted search: a build with Algolia settings against a local stand-in for Algolia"
bash scripts/test-search-hosted.sh
phase "Done"

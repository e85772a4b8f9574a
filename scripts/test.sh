#!/usr/bin/env bash
# Runs every test: static checks, the docs sample checker, then the browser tests on the production build.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
[ -d node_modules ] || npm ci
[ -d samples/node_modules ] || npm install --prefix samples
[ -x samples-6/node_modules/node/bin/node ] || bash scripts/install-samples-6.sh

echo "== Types, lint, formatting"
npm run --silent typecheck
npm run --silent lint
npm run --silent format:check

echo "== Unit tests"
npm run --silent test:unit

echo "== Docs code samples against the real Lingui packages (the checker's tests include Lingui 6 in samples-6)"
npm --prefix samples test
node samples/api/extract-surface.mjs --package samples-6 --check
# Every export, prop, CLI flag and config key of Lingui 6.11.0 is documented in the 6.x docs (lists what is not).
node samples/api/report-coverage.mjs --api samples-6/lingui-6.11.0-api.json versioned_docs/version-6.x
npm run --silent check:samples -- --tutorials
npm run --silent check:samples -- --package samples-6 --tutorials

echo "== Production build"
npm run --silent build

echo "== Browser tests"
# The timing specs run alone after the others (playwright.config.ts); both runs report before a failure counts.
status=0
npx playwright test --project=site || status=$?
npx playwright test --project=timing || status=$?
[ "$status" -eq 0 ] || exit "$status"

echo "== Hosted search: a build with Algolia settings against a local stand-in for Algolia"
bash scripts/test-search-hosted.sh

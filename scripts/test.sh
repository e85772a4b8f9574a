#!/usr/bin/env bash
# Runs every test: static checks, the docs sample checker, then the browser tests on the production build.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
[ -d node_modules ] || npm ci
[ -d samples/node_modules ] || npm install --prefix samples

echo "== Types, lint, formatting"
npm run --silent typecheck
npm run --silent lint
npm run --silent format:check

echo "== Unit tests"
npm run --silent test:unit

echo "== Docs code samples against the real Lingui packages"
npm --prefix samples test
npm run --silent check:samples -- --tutorials

echo "== Production build"
npm run --silent build

echo "== Browser tests"
npx playwright test

echo "== Hosted search: a build with Algolia settings against a local stand-in for Algolia"
bash scripts/test-search-hosted.sh

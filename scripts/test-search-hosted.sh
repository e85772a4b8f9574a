#!/usr/bin/env bash
# Tests the hosted search mode: builds the site with Algolia settings into build-hosted/, its client
# pointed at a local stand-in for Algolia's API (tests/algolia-mock.ts, started by the spec), then
# runs tests/e2e/search-hosted.spec.ts. Nothing leaves the machine. Extra arguments go to the build.
set -euo pipefail
cd "$(dirname "$0")/.."

export ALGOLIA_APP_ID=TESTAPPID
export ALGOLIA_API_KEY=test-search-only-key
export ALGOLIA_INDEX_NAME=lingui
export ALGOLIA_SEARCH_URL="${ALGOLIA_SEARCH_URL:-http://localhost:3201}"

npx docusaurus build --out-dir build-hosted "$@" >/dev/null
npx playwright test -c playwright.hosted.config.ts

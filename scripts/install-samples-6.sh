#!/usr/bin/env bash
# Installs samples-6/ (the Lingui 6 packages the sample checker uses) from its lock, in two passes.
# npm on the machine's Node.js installs everything, Node.js 22 (the `node` package) included, but
# leaves out the optional native builds whose engines ask for Node.js 22 (@lingui/native-tools-*,
# which `lingui extract` loads); the second pass runs npm on that Node.js 22, which adds them.
set -euo pipefail
cd "$(dirname "$0")/.."
npm ci --prefix samples-6 --no-audit --no-fund
PATH="$PWD/samples-6/node_modules/node/bin:$PATH" npm install --prefix samples-6 --no-audit --no-fund --no-save

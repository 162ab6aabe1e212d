#!/usr/bin/env bash
# `npm run test:e2e`: Debian's Chromium (installed where absent), a fresh build, then Playwright.
# Playwright starts and stops the server itself (playwright.config.ts), so nothing is left behind.
set -euo pipefail
cd "$(dirname "$0")/.."
CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh)"
export CHROMIUM_PATH
npm run --silent build
npx playwright test "$@"

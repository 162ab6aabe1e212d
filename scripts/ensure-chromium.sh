#!/usr/bin/env bash
# Prints the path of Debian's Chromium, installing it with apt-get where absent, or upgrading it where
# it is older than the oldest release this suite is known to pass on.
# Never a test tool's own browser download (the machine cannot fetch one).
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then echo "$CHROMIUM_PATH"; exit 0; fi

# Playwright 1.64 is made for Chromium 159. On Debian's 156 (bookworm-security) every spec passes; on
# its 150 (bookworm's main archive: what an install from stale package lists gets) the three specs
# that take the page offline or fail a chunk's load under the service worker fail (measured
# 2026-11-25; the sounds the worker serves, which also failed there, were fixed in sw.js).
oldest=156
major() { /usr/bin/chromium --version 2>/dev/null | sed -n 's/^Chromium \([0-9]*\)\..*/\1/p'; }

install() {
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2 && apt-get install -y -qq chromium fonts-dejavu-core >&2
}

if [ ! -x /usr/bin/chromium ]; then
  echo "Chromium not found: installing Debian's chromium" >&2
  install
fi
version=$(major)
if [ "${version:-0}" -lt "$oldest" ]; then
  echo "Chromium ${version:-?} is older than $oldest: upgrading Debian's chromium" >&2
  install || true
  version=$(major)
  if [ "${version:-0}" -lt "$oldest" ]; then
    echo "warning: still Chromium ${version:-?}; the service-worker specs are known to fail before $oldest" >&2
  fi
fi
echo /usr/bin/chromium

#!/usr/bin/env bash
# Prints the path of Debian's Chromium, installing it with apt-get where absent.
# Never a test tool's own browser download (the machine cannot fetch one).
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then echo "$CHROMIUM_PATH"; exit 0; fi
if [ ! -x /usr/bin/chromium ]; then
  echo "Chromium not found: installing Debian's chromium" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2 && apt-get install -y -qq chromium fonts-dejavu-core >&2
fi
echo /usr/bin/chromium

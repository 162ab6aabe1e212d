#!/usr/bin/env bash
# Builds the web app and copies it into the Capacitor iOS project (apps/web/ios), with the native plugins
# (NativeAudio, Haptics). On a Mac with Xcode and CocoaPods, `cap sync` also runs `pod install`; elsewhere
# it copies the files and skips that step (the project can be prepared here, built only on macOS).
# The app talks to the server named by VITE_API_URL, as in scripts/android-sync.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${VITE_API_URL:-}" ]; then
  echo "ios-sync: VITE_API_URL is not set; the app will call its own origin for /api (fine for a live-reload dev setup only)." >&2
fi
npm run build
cd apps/web
npx cap sync ios
echo "ios-sync: web app copied into apps/web/ios. Next, on macOS: cd apps/web && npx cap open ios (Xcode: Product > Archive)"

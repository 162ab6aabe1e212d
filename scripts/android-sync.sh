#!/usr/bin/env bash
# Builds the web app and copies it into the Capacitor Android project (apps/web/android), with the
# native plugins (NativeAudio). The app inside the APK talks to the server named by VITE_API_URL
# (e.g. VITE_API_URL=https://psi.example.org npm run android:sync); without it, API calls go to the
# WebView's own origin, which only a development live-reload setup serves.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${VITE_API_URL:-}" ]; then
  echo "android-sync: VITE_API_URL is not set; the app will call its own origin for /api (fine for a live-reload dev setup only)." >&2
fi
npm run build
cd apps/web
npx cap sync android
echo "android-sync: web app copied into apps/web/android. Next: cd apps/web/android && ./gradlew assembleDebug"

import type { CapacitorConfig } from '@capacitor/cli';

// The native container wraps the built web app (apps/web/dist). apps/web/android and apps/web/ios were made
// with `npx cap add android` and `npx cap add ios`; `npm run android:sync` and `npm run ios:sync`
// (scripts/android-sync.sh, scripts/ios-sync.sh) build and copy the web app in. Plugins: NativeAudio, Haptics.
const config: CapacitorConfig = {
  appId: 'com.psicircuit.app',
  appName: 'Psi Circuit',
  webDir: 'dist',
  plugins: {
    NativeAudio: {},
    // fetch() goes through the native HTTP stack inside the container: the app's origin is
    // https://localhost there, and the API server (VITE_API_URL) needs no CORS for it.
    CapacitorHttp: { enabled: true },
  },
};

export default config;

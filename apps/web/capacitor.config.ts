import type { CapacitorConfig } from '@capacitor/cli';

// The native container wraps the built web app (apps/web/dist). apps/web/android was made with
// `npx cap add android`; `npm run android:sync` (scripts/android-sync.sh) builds and copies the web app in.
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

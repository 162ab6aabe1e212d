import type { CapacitorConfig } from '@capacitor/cli';

// The native container wraps the built web app (apps/web/dist); `npx cap add android` then `npx cap copy`.
const config: CapacitorConfig = {
  appId: 'com.psicircuit.app',
  appName: 'Psi Circuit',
  webDir: 'dist',
  plugins: {
    NativeAudio: {},
  },
};

export default config;

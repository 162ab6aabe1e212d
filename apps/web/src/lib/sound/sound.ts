// The app's one sound service: html5 in the browser, native audio inside the Capacitor container (spec §4).
import { isNativePlatform } from '../platform';
import { offlineDb } from '../offline-db';
import { storage } from '../storage';
import { createSoundService, type NativeAudioLike } from './sound-service';

export const SOUND_ON_KEY = 'sound_on';

/** The service for this platform: `native` comes from the Capacitor bridge (faked in unit tests). */
export function createAppSound(native: boolean) {
  return createSoundService({
    native,
    createAudio: (src) => new Audio(src),
    // Dynamic import: the plugin only loads inside the native container, never in the first web load.
    loadNative: async () => (await import('@capacitor-community/native-audio')).NativeAudio as NativeAudioLike,
    readRange: () => storage.get('sound_range'),
    writeRange: (value) => storage.set('sound_range', value),
    base: import.meta.env.BASE_URL,
    // The on/off flag is not one of §3's storage keys: it lives in the offline database (__mydb).
    loadOn: async () => {
      const saved = await offlineDb.get<unknown>(SOUND_ON_KEY);
      return typeof saved === 'boolean' ? saved : null;
    },
    saveOn: (on) => offlineDb.set(SOUND_ON_KEY, on),
  });
}

export const sound = createAppSound(isNativePlatform());

export type { SoundName } from './sound-entries';

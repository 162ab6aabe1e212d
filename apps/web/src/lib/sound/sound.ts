// The app's one sound service: html5 in the browser, native audio inside the Capacitor container (spec §4).
import { isNativePlatform } from '../platform';
import { storage } from '../storage';
import { createSoundService, type NativeAudioLike } from './sound-service';

export const sound = createSoundService({
  native: isNativePlatform(),
  createAudio: (src) => new Audio(src),
  // Dynamic import: the plugin only loads inside the native container, never in the first web load.
  loadNative: async () => (await import('@capacitor-community/native-audio')).NativeAudio as NativeAudioLike,
  readRange: () => storage.get('sound_range'),
  writeRange: (value) => storage.set('sound_range', value),
  base: import.meta.env.BASE_URL,
});

export type { SoundName } from './sound-entries';

// The app's one haptics service, gated by the sound on/off flag (docs/decisions.md, issue 34).
import { isNativePlatform } from '../platform';
import { sound } from '../sound/sound';
import { createHaptics, type NativeHapticsLike } from './haptics-service';

export const haptics = createHaptics({
  native: isNativePlatform(),
  enabled: () => sound.isOn(),
  // Dynamic import: the plugin only loads inside the native container. Its enums are these same strings.
  loadNative: async () => (await import('@capacitor/haptics')).Haptics as unknown as NativeHapticsLike,
  vibrate:
    typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function'
      ? (pattern) => navigator.vibrate(pattern)
      : null,
});

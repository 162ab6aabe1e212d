// Haptics (issue 34): a tap of the device on a hit, a miss and a Golden Orb. Capacitor Haptics inside the
// native container, the Vibration API in a browser that has one; silent whenever sound is off (the player's
// one switch for effects), and never an error the player sees.

export type HapticMoment = 'hit' | 'miss' | 'orb';

/** The part of @capacitor/haptics the service uses (a fake in unit tests). */
export interface NativeHapticsLike {
  impact(options: { style: 'LIGHT' | 'MEDIUM' | 'HEAVY' }): Promise<void>;
  notification(options: { type: 'SUCCESS' | 'WARNING' | 'ERROR' }): Promise<void>;
}

export interface HapticsDeps {
  native: boolean;
  /** The sound on/off flag: haptics follow it. */
  enabled: () => boolean;
  loadNative: () => Promise<NativeHapticsLike>;
  /** navigator.vibrate where the browser has it (not Safari), else null. */
  vibrate: ((pattern: number[]) => boolean) | null;
  log?: (...args: unknown[]) => void;
}

/** Web patterns in ms (buzz, pause, buzz…): short for a hit, a double knock for a miss, a flourish for an orb. */
export const VIBRATION: Record<HapticMoment, number[]> = {
  hit: [25],
  miss: [40, 60, 40],
  orb: [30, 50, 30, 50, 90],
};

function nativeCall(plugin: NativeHapticsLike, moment: HapticMoment): Promise<void> {
  if (moment === 'hit') return plugin.impact({ style: 'LIGHT' });
  if (moment === 'miss') return plugin.impact({ style: 'MEDIUM' });
  return plugin.notification({ type: 'SUCCESS' });
}

export function createHaptics(deps: HapticsDeps) {
  const log = deps.log ?? ((...args: unknown[]) => console.log(...args));
  let plugin: Promise<NativeHapticsLike | null> | null = null;
  return {
    /** Taps the device for this moment, unless sound is off or the device cannot. */
    async pulse(moment: HapticMoment): Promise<void> {
      if (!deps.enabled()) return;
      if (!deps.native) {
        try {
          deps.vibrate?.(VIBRATION[moment]);
        } catch (err) {
          log('vibrate', err);
        }
        return;
      }
      plugin ??= deps.loadNative().catch((err: unknown) => {
        log('Haptics unavailable', err);
        return null;
      });
      const haptics = await plugin;
      if (!haptics) return;
      try {
        await nativeCall(haptics, moment);
      } catch (err) {
        log('Haptics', moment, err); // like sound: logged, never shown
      }
    },
  };
}

export type HapticsService = ReturnType<typeof createHaptics>;

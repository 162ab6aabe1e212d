import { observable } from '../observable';
import { soundEntries, type SoundEntry, type SoundName } from './sound-entries';

/** The part of HTMLAudioElement the service uses (a fake in unit tests). */
export interface AudioLike {
  volume: number;
  currentTime: number;
  preload: string;
  play(): Promise<void> | void;
  load(): void;
}

/** The part of @capacitor-community/native-audio the service uses. */
export interface NativeAudioLike {
  preload(options: {
    assetId: string;
    assetPath: string;
    volume?: number;
    audioChannelNum?: number;
    isUrl?: boolean;
  }): Promise<void>;
  play(options: { assetId: string }): Promise<void>;
  setVolume(options: { assetId: string; volume: number }): Promise<void>;
}

export interface SoundDeps {
  native: boolean;
  createAudio: (src: string) => AudioLike;
  loadNative: () => Promise<NativeAudioLike>;
  readRange: () => string | null;
  writeRange: (value: string) => void;
  base?: string;
  log?: (...args: unknown[]) => void;
  /** The on/off flag as saved on the device (null when never set), so mute survives a reload. */
  loadOn?: () => Promise<boolean | null>;
  saveOn?: (on: boolean) => Promise<void>;
}

/** Spec §9: default sound_range '1' and html5 playback volume 1. */
export const DEFAULT_SOUND_RANGE = '1';
/** The sound the volume test plays. */
export const TEST_SOUND: SoundName = 'flip-success';

function clampVolume(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 1;
}

export function createSoundService(deps: SoundDeps) {
  const log = deps.log ?? ((...args: unknown[]) => console.log(...args));
  const entries: SoundEntry[] = soundEntries(deps.native, deps.base);
  const html5 = new Map<SoundName, AudioLike>();
  let native: Promise<NativeAudioLike | null> | null = null;
  let preloaded: Promise<void> | null = null;
  // Spec §3/§4: the on/off flag starts on, can be updated and observed.
  const soundOn = observable(true);
  let chosenThisLoad = false;
  // Restore the saved flag unless the player already flipped it in this page load.
  void deps.loadOn?.().then(
    (saved) => {
      if (!chosenThisLoad && typeof saved === 'boolean') soundOn.set(saved);
    },
    (err: unknown) => log('sound flag unreadable', err),
  );

  function volume(): number {
    return clampVolume(Number(deps.readRange() ?? DEFAULT_SOUND_RANGE));
  }

  function nativeAudio(): Promise<NativeAudioLike | null> {
    native ??= deps.loadNative().catch((err: unknown) => {
      log('NativeAudio unavailable', err); // spec §8: logged, never shown
      return null;
    });
    return native;
  }

  async function preloadNative(): Promise<void> {
    const plugin = await nativeAudio();
    if (!plugin) return;
    await Promise.all(
      entries.map((e) =>
        plugin
          .preload({ assetId: e.key, assetPath: e.asset, volume: 1, audioChannelNum: 1, isUrl: false })
          .catch((err: unknown) => log('NativeAudio preload', e.key, err)),
      ),
    );
  }

  function preloadHtml5(): void {
    for (const e of entries) {
      if (html5.has(e.key)) continue;
      const audio = deps.createAudio(e.asset);
      audio.preload = 'auto';
      audio.volume = 1; // spec §9: html5 playback volume 1
      audio.load();
      html5.set(e.key, audio);
    }
  }

  async function playAt(name: SoundName, level: number): Promise<void> {
    if (deps.native) {
      await preload();
      const plugin = await nativeAudio();
      if (!plugin) return;
      try {
        await plugin.setVolume({ assetId: name, volume: level });
        await plugin.play({ assetId: name });
      } catch (err) {
        log('NativeAudio play', name, err); // spec §8: swallowed/logged, no user message
      }
      return;
    }
    preloadHtml5();
    const audio = html5.get(name);
    if (!audio) return;
    audio.volume = level;
    audio.currentTime = 0;
    try {
      await audio.play();
    } catch {
      // Browsers refuse playback before the first user gesture; a missed blip is not worth a message.
    }
  }

  function preload(): Promise<void> {
    if (!preloaded) preloaded = deps.native ? preloadNative() : Promise.resolve(preloadHtml5());
    return preloaded;
  }

  return {
    mode: deps.native ? ('native' as const) : ('html5' as const),
    entries,
    preload,
    /** Plays a preloaded sound at the stored volume, unless sound is switched off. */
    play(name: SoundName): Promise<void> {
      if (!soundOn.get()) return Promise.resolve();
      return playAt(name, volume());
    },
    /** Spec §9: the sound test volume is supplied by the caller and stored as sound_range. */
    playTest(level: number | string): Promise<void> {
      const value = clampVolume(Number(level));
      deps.writeRange(String(value));
      return playAt(TEST_SOUND, value);
    },
    volume,
    isOn: () => soundOn.get(),
    setOn: (on: boolean) => {
      chosenThisLoad = true;
      soundOn.set(on);
      void deps.saveOn?.(on).catch((err: unknown) => log('sound flag not saved', err));
    },
    subscribe: (listener: (on: boolean) => void) => soundOn.subscribe(listener),
  };
}

export type SoundService = ReturnType<typeof createSoundService>;

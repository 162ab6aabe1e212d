import { observable } from '../observable';
import { soundEntries, soundEntry, type SoundEntry, type SoundName } from './sound-entries';

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
  /** Native preloads of the sounds beyond the three, each started on its first use (issue 34). */
  const lazyNative = new Map<SoundName, Promise<void>>();
  const preloadedKeys = new Set<SoundName>(entries.map((e) => e.key));
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

  function preloadNativeEntry(plugin: NativeAudioLike, e: SoundEntry): Promise<void> {
    return plugin
      .preload({ assetId: e.key, assetPath: e.asset, volume: 1, audioChannelNum: 1, isUrl: false })
      .catch((err: unknown) => log('NativeAudio preload', e.key, err));
  }

  async function preloadNative(): Promise<void> {
    const plugin = await nativeAudio();
    if (!plugin) return;
    await Promise.all(entries.map((e) => preloadNativeEntry(plugin, e)));
  }

  function html5Audio(name: SoundName): AudioLike {
    let audio = html5.get(name);
    if (!audio) {
      audio = deps.createAudio(soundEntry(name, false, deps.base).asset);
      audio.preload = 'auto';
      audio.volume = 1; // spec §9: html5 playback volume 1
      audio.load();
      html5.set(name, audio);
    }
    return audio;
  }

  function preloadHtml5(): void {
    for (const e of entries) html5Audio(e.key);
  }

  /** Loads one sound beyond the three on its first use; the three come with preload(). */
  function load(name: SoundName): Promise<void> {
    if (preloadedKeys.has(name)) return preload();
    if (!deps.native) {
      html5Audio(name);
      return Promise.resolve();
    }
    let loading = lazyNative.get(name);
    if (!loading) {
      loading = nativeAudio().then((plugin) =>
        plugin ? preloadNativeEntry(plugin, soundEntry(name, true)) : undefined,
      );
      lazyNative.set(name, loading);
    }
    return loading;
  }

  async function playAt(name: SoundName, level: number): Promise<void> {
    if (deps.native) {
      await load(name);
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
    if (preloadedKeys.has(name)) preloadHtml5();
    const audio = html5Audio(name);
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
    /** Fetches a sound beyond the three ahead of its moment (e.g. the end page's finale), if sound is on. */
    warm(name: SoundName): Promise<void> {
      return soundOn.get() ? load(name) : Promise.resolve();
    },
    /** Plays a sound at the stored volume, unless sound is switched off; the three are preloaded, the rest load now. */
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

// Specification §3 "Sound entry: key, asset, type (html5 or native) and, for native entries, an isNative
// flag"; the three preloaded sounds of §1. The WAV files are made by apps/web/scripts/make-sounds.mjs.
export const SOUND_NAMES = ['card-click', 'flip-fail', 'flip-success'] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

export type SoundEntry =
  { key: SoundName; asset: string; type: 'html5' } | { key: SoundName; asset: string; type: 'native'; isNative: true };

export function soundEntries(native: boolean, base = '/'): SoundEntry[] {
  return SOUND_NAMES.map((key) =>
    native
      ? // Native audio reads from the app bundle: Capacitor copies dist/ to the platform's public/ folder.
        { key, asset: `public/sounds/${key}.wav`, type: 'native', isNative: true }
      : { key, asset: `${base}sounds/${key}.wav`, type: 'html5' },
  );
}

// Specification §3 "Sound entry: key, asset, type (html5 or native) and, for native entries, an isNative
// flag"; the three preloaded sounds of §1. The WAV files are made by apps/web/scripts/make-sounds.mjs.
export const SOUND_NAMES = ['card-click', 'flip-fail', 'flip-success'] as const;
/**
 * Issue 34's moments of triumph, beyond the specification's three: loaded on first use, never at start
 * (made by scripts/make-triumph-sounds.sh with SoX).
 */
export const TRIUMPH_SOUND_NAMES = ['orb', 'orb-place', 'finale-good', 'finale-encourage'] as const;
export type PreloadedSoundName = (typeof SOUND_NAMES)[number];
export type TriumphSoundName = (typeof TRIUMPH_SOUND_NAMES)[number];
export type SoundName = PreloadedSoundName | TriumphSoundName;

export type SoundEntry =
  { key: SoundName; asset: string; type: 'html5' } | { key: SoundName; asset: string; type: 'native'; isNative: true };

export function soundEntry(key: SoundName, native: boolean, base = '/'): SoundEntry {
  return native
    ? // Native audio reads from the app bundle: Capacitor copies dist/ to the platform's public/ folder.
      { key, asset: `public/sounds/${key}.wav`, type: 'native', isNative: true }
    : { key, asset: `${base}sounds/${key}.wav`, type: 'html5' };
}

/** The three preloaded entries (spec §1). */
export function soundEntries(native: boolean, base = '/'): SoundEntry[] {
  return SOUND_NAMES.map((key) => soundEntry(key, native, base));
}

// The app's sound service with the platform detection faked (play anywhere, docs/decisions.md): inside the native
// container the three sounds go through the NativeAudio plugin, in a browser through <audio>.
import { describe, expect, it, vi } from 'vitest';
import { isNativePlatform } from '../platform';

const plugin = vi.hoisted(() => ({
  preload: vi.fn(async () => undefined),
  play: vi.fn(async () => undefined),
  setVolume: vi.fn(async () => undefined),
}));
vi.mock('@capacitor-community/native-audio', () => ({ NativeAudio: plugin }));

const { createAppSound } = await import('./sound');

describe('app sound by platform', () => {
  it('detects the native container from the Capacitor bridge, and a browser without it', () => {
    expect(isNativePlatform({ Capacitor: { isNativePlatform: () => true } })).toBe(true);
    expect(isNativePlatform({ Capacitor: { isNativePlatform: () => false } })).toBe(false);
    expect(isNativePlatform({})).toBe(false);
    expect(
      isNativePlatform({
        Capacitor: {
          isNativePlatform: () => {
            throw new Error('bridge not ready');
          },
        },
      }),
    ).toBe(false);
  });

  it('plays through the NativeAudio plugin when the platform is native', async () => {
    const sound = createAppSound(isNativePlatform({ Capacitor: { isNativePlatform: () => true } }));
    expect(sound.mode).toBe('native');
    expect(sound.entries.map((e) => e.asset)).toEqual([
      'public/sounds/card-click.wav',
      'public/sounds/flip-fail.wav',
      'public/sounds/flip-success.wav',
    ]);
    await sound.play('flip-success');
    expect(plugin.preload).toHaveBeenCalledTimes(3);
    expect(plugin.play).toHaveBeenCalledWith({ assetId: 'flip-success' });
  });

  it('uses html5 audio in a browser and never loads the plugin', () => {
    plugin.preload.mockClear();
    const sound = createAppSound(isNativePlatform({}));
    expect(sound.mode).toBe('html5');
    expect(sound.entries.every((e) => e.type === 'html5')).toBe(true);
    expect(plugin.preload).not.toHaveBeenCalled();
  });
});

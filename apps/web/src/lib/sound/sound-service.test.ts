// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createSoundService, type AudioLike, type NativeAudioLike, type SoundDeps } from './sound-service';

function fakeAudio(src: string) {
  return { src, volume: 0.3, currentTime: 5, preload: 'none', load: vi.fn(), play: vi.fn(async () => undefined) };
}

function setup(overrides: Partial<SoundDeps> = {}) {
  const audios: ReturnType<typeof fakeAudio>[] = [];
  const stored: { value: string | null } = { value: null };
  const service = createSoundService({
    native: false,
    createAudio: (src) => {
      const a = fakeAudio(src);
      audios.push(a);
      return a as AudioLike;
    },
    loadNative: async () => {
      throw new Error('not native');
    },
    readRange: () => stored.value,
    writeRange: (v) => {
      stored.value = v;
    },
    ...overrides,
  });
  return { service, audios, stored };
}

describe('sound service', () => {
  it('preloads the three named sounds as html5 entries at volume 1', async () => {
    const { service, audios } = setup();
    await service.preload();
    expect(service.mode).toBe('html5');
    expect(service.entries.map((e) => e.key)).toEqual(['card-click', 'flip-fail', 'flip-success']);
    expect(audios.map((a) => a.src)).toEqual([
      '/sounds/card-click.wav',
      '/sounds/flip-fail.wav',
      '/sounds/flip-success.wav',
    ]);
    for (const a of audios) {
      expect(a.volume).toBe(1);
      expect(a.preload).toBe('auto');
      expect(a.load).toHaveBeenCalled();
    }
  });

  it('plays a sound by name from the start, at the default volume 1', async () => {
    const { service, audios } = setup();
    await service.play('flip-fail');
    const fail = audios.find((a) => a.src.endsWith('flip-fail.wav'))!;
    expect(fail.play).toHaveBeenCalledTimes(1);
    expect(fail.currentTime).toBe(0);
    expect(fail.volume).toBe(1);
  });

  it('starts with sound on, and lets others update and observe the flag', async () => {
    const { service, audios } = setup();
    const seen: boolean[] = [];
    const stop = service.subscribe((on) => seen.push(on));
    expect(service.isOn()).toBe(true);
    service.setOn(false);
    await service.play('card-click');
    expect(audios.every((a) => a.play.mock.calls.length === 0)).toBe(true);
    service.setOn(true);
    stop();
    service.setOn(false);
    expect(seen).toEqual([false, true]);
  });

  it('stores the test volume as sound_range and plays the test sound at it', async () => {
    const { service, audios, stored } = setup();
    await service.playTest(0.4);
    expect(stored.value).toBe('0.4');
    const played = audios.filter((a) => a.play.mock.calls.length > 0);
    expect(played).toHaveLength(1);
    expect(played[0]!.volume).toBe(0.4);
    expect(service.volume()).toBe(0.4);
  });

  it('reads sound_range as the volume of later plays, defaulting to 1', async () => {
    const { service, stored } = setup();
    expect(service.volume()).toBe(1);
    stored.value = '0.2';
    expect(service.volume()).toBe(0.2);
  });

  it('uses native audio inside the native container and only logs its errors', async () => {
    const log = vi.fn();
    const plugin: NativeAudioLike = {
      preload: vi.fn(async () => undefined),
      setVolume: vi.fn(async () => undefined),
      play: vi.fn(async () => {
        throw new Error('device busy');
      }),
    };
    const { service } = setup({ native: true, loadNative: async () => plugin, log });
    await service.preload();
    expect(service.mode).toBe('native');
    expect(service.entries.every((e) => e.type === 'native' && 'isNative' in e && e.isNative)).toBe(true);
    expect(plugin.preload).toHaveBeenCalledWith(
      expect.objectContaining({ assetId: 'card-click', assetPath: 'public/sounds/card-click.wav' }),
    );
    await expect(service.play('flip-success')).resolves.toBeUndefined();
    expect(plugin.setVolume).toHaveBeenCalledWith({ assetId: 'flip-success', volume: 1 });
    expect(log).toHaveBeenCalledWith('NativeAudio play', 'flip-success', expect.any(Error));
  });
});

describe('the sounds beyond the three (issue 34, moments of triumph)', () => {
  it('loads an orb or finale sound on its first play, not with the three', async () => {
    const { service, audios } = setup();
    await service.preload();
    expect(audios.map((a) => a.src)).not.toContain('/sounds/orb.wav');
    await service.play('orb');
    await service.play('orb');
    const orb = audios.filter((a) => a.src === '/sounds/orb.wav');
    expect(orb).toHaveLength(1);
    expect(orb[0]!.play).toHaveBeenCalledTimes(2);
  });

  it('follows sound_range and the on/off flag like the three', async () => {
    const { service, audios, stored } = setup();
    stored.value = '0.3';
    await service.play('finale-good');
    expect(audios.find((a) => a.src === '/sounds/finale-good.wav')!.volume).toBe(0.3);
    service.setOn(false);
    await service.play('finale-encourage');
    await service.warm('orb-place');
    expect(audios.map((a) => a.src)).not.toContain('/sounds/finale-encourage.wav');
    expect(audios.map((a) => a.src)).not.toContain('/sounds/orb-place.wav');
  });

  it('preloads a native one on first use only, then plays it through the plugin', async () => {
    const plugin: NativeAudioLike = {
      preload: vi.fn(async () => undefined),
      setVolume: vi.fn(async () => undefined),
      play: vi.fn(async () => undefined),
    };
    const { service } = setup({ native: true, loadNative: async () => plugin });
    await service.preload();
    expect(plugin.preload).toHaveBeenCalledTimes(3);
    await service.play('orb');
    await service.play('orb');
    expect(plugin.preload).toHaveBeenCalledTimes(4);
    expect(plugin.preload).toHaveBeenLastCalledWith(
      expect.objectContaining({ assetId: 'orb', assetPath: 'public/sounds/orb.wav' }),
    );
    expect(plugin.play).toHaveBeenCalledTimes(2);
  });
});

describe('sound on/off across reloads', () => {
  it('starts muted when the device saved the flag off', async () => {
    const { service } = setup({ loadOn: async () => false });
    await Promise.resolve();
    await Promise.resolve();
    expect(service.isOn()).toBe(false);
  });

  it('starts on when nothing was saved (spec §4: the flag starts on)', async () => {
    const { service } = setup({ loadOn: async () => null });
    await Promise.resolve();
    expect(service.isOn()).toBe(true);
  });

  it('saves every change of the flag', () => {
    const saveOn = vi.fn(async () => undefined);
    const { service } = setup({ saveOn });
    service.setOn(false);
    service.setOn(true);
    expect(saveOn.mock.calls).toEqual([[false], [true]]);
  });

  it('keeps a choice made before the saved flag was read', async () => {
    let resolve: (v: boolean) => void = () => undefined;
    const { service } = setup({
      loadOn: () =>
        new Promise<boolean>((r) => {
          resolve = r;
        }),
    });
    service.setOn(false);
    resolve(true);
    await Promise.resolve();
    await Promise.resolve();
    expect(service.isOn()).toBe(false);
  });
});

// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createHaptics, VIBRATION, type HapticsDeps, type NativeHapticsLike } from './haptics-service';

function fakePlugin() {
  return {
    impact: vi.fn<NativeHapticsLike['impact']>(async () => undefined),
    notification: vi.fn<NativeHapticsLike['notification']>(async () => undefined),
  };
}

function setup(overrides: Partial<HapticsDeps> = {}) {
  const on = { value: true };
  const vibrate = vi.fn(() => true);
  const plugin = fakePlugin();
  const loadNative = vi.fn(async () => plugin);
  const service = createHaptics({ native: false, enabled: () => on.value, loadNative, vibrate, ...overrides });
  return { service, on, vibrate, plugin, loadNative };
}

describe('haptics gate', () => {
  it('vibrates in a browser on a hit, a miss and an orb, each with its own pattern', async () => {
    const { service, vibrate } = setup();
    await service.pulse('hit');
    await service.pulse('miss');
    await service.pulse('orb');
    expect(vibrate.mock.calls).toEqual([[VIBRATION.hit], [VIBRATION.miss], [VIBRATION.orb]]);
  });

  it('stays still while sound is off, and starts again when it is back on', async () => {
    const { service, on, vibrate } = setup();
    on.value = false;
    await service.pulse('orb');
    expect(vibrate).not.toHaveBeenCalled();
    on.value = true;
    await service.pulse('hit');
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it('does nothing in a browser without the Vibration API (Safari)', async () => {
    const { service, loadNative } = setup({ vibrate: null });
    await expect(service.pulse('miss')).resolves.toBeUndefined();
    expect(loadNative).not.toHaveBeenCalled();
  });

  it('uses Capacitor Haptics in the native container, never the Vibration API', async () => {
    const { service, plugin, vibrate, loadNative } = setup({ native: true });
    await service.pulse('hit');
    await service.pulse('miss');
    await service.pulse('orb');
    expect(plugin.impact.mock.calls).toEqual([[{ style: 'LIGHT' }], [{ style: 'MEDIUM' }]]);
    expect(plugin.notification).toHaveBeenCalledWith({ type: 'SUCCESS' });
    expect(vibrate).not.toHaveBeenCalled();
    expect(loadNative).toHaveBeenCalledTimes(1);
  });

  it('does not load the native plugin while sound is off', async () => {
    const { service, on, loadNative } = setup({ native: true });
    on.value = false;
    await service.pulse('orb');
    expect(loadNative).not.toHaveBeenCalled();
  });

  it('only logs a plugin that fails or is missing', async () => {
    const log = vi.fn();
    const broken = fakePlugin();
    broken.impact.mockRejectedValue(new Error('no motor'));
    const { service } = setup({ native: true, loadNative: async () => broken, log });
    await expect(service.pulse('hit')).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('Haptics', 'hit', expect.any(Error));
    const missing = setup({ native: true, loadNative: async () => Promise.reject(new Error('not installed')), log });
    await expect(missing.service.pulse('orb')).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('Haptics unavailable', expect.any(Error));
  });
});

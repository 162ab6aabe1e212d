import { afterEach, describe, expect, it } from 'vitest';
import { OFFLINE_DB_NAME, offlineDb } from './offline-db';

afterEach(async () => {
  await offlineDb.clear();
});

describe('offline database', () => {
  it('is the IndexedDB database named __mydb (spec §3)', async () => {
    await offlineDb.set('probe', 1);
    const names = (await indexedDB.databases()).map((d) => d.name);
    expect(OFFLINE_DB_NAME).toBe('__mydb');
    expect(names).toContain('__mydb');
  });

  it('stores, reads, lists and removes structured values', async () => {
    await offlineDb.set('circuit', { step: 'family', moves: [1, 2] });
    expect(await offlineDb.get('circuit')).toEqual({ step: 'family', moves: [1, 2] });
    expect(await offlineDb.keys()).toEqual(['circuit']);
    await offlineDb.remove('circuit');
    expect(await offlineDb.get('circuit')).toBeUndefined();
  });
});

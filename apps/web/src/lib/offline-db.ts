// The offline database of specification §3: named __mydb, IndexedDB as the only driver.
// A small key-value store (the shape Ionic Storage/localForage used, store '_ionickv').

export const OFFLINE_DB_NAME = '__mydb';
export const OFFLINE_STORE = '_ionickv';

let opening: Promise<IDBDatabase> | null = null;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

export function openOfflineDb(factory: IDBFactory = indexedDB): Promise<IDBDatabase> {
  if (opening) return opening;
  const req = factory.open(OFFLINE_DB_NAME, 1);
  req.onupgradeneeded = () => {
    if (!req.result.objectStoreNames.contains(OFFLINE_STORE)) req.result.createObjectStore(OFFLINE_STORE);
  };
  opening = request(req).catch((err: unknown) => {
    opening = null;
    throw err;
  });
  return opening;
}

async function store(mode: IDBTransactionMode): Promise<IDBObjectStore> {
  const db = await openOfflineDb();
  return db.transaction(OFFLINE_STORE, mode).objectStore(OFFLINE_STORE);
}

export const offlineDb = {
  async get<T = unknown>(key: string): Promise<T | undefined> {
    return (await request((await store('readonly')).get(key))) as T | undefined;
  },
  async set(key: string, value: unknown): Promise<void> {
    await request((await store('readwrite')).put(value, key));
  },
  async remove(key: string): Promise<void> {
    await request((await store('readwrite')).delete(key));
  },
  async keys(): Promise<string[]> {
    return (await request((await store('readonly')).getAllKeys())).map(String);
  },
  async clear(): Promise<void> {
    await request((await store('readwrite')).clear());
  },
  /** Closes the connection (tests, and before deleting the database). */
  async close(): Promise<void> {
    if (!opening) return;
    const db = await opening;
    opening = null;
    db.close();
  },
};

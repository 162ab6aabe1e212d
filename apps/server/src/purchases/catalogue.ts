// The buy page's catalogue: a JSON file the operator edits (CATALOGUE_FILE, docs/purchases.md).
// Read and checked at start (a bad file stops the server with the reason); re-read when the file
// changes, keeping the last good version (and logging why) if the edit is broken.
import { readFileSync, statSync } from 'node:fs';
import { CatalogueItem } from '@psi/contract';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

export type CatalogueItem = Static<typeof CatalogueItem>;

export const CatalogueFile = Type.Object(
  {
    items: Type.Array(CatalogueItem, { minItems: 1, maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type Catalogue = Static<typeof CatalogueFile>;

/** Parses and checks a catalogue's text; throws an Error whose message says what is wrong where. */
export function parseCatalogue(text: string, file: string): Catalogue {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  if (!Value.Check(CatalogueFile, data)) {
    const first = [...Value.Errors(CatalogueFile, data)][0];
    const where = first?.instancePath || '/';
    throw new Error(
      `${file}: ${where} ${first?.message ?? 'does not match the catalogue format'} (see docs/purchases.md)`,
    );
  }
  const ids = new Set<string>();
  for (const item of data.items) {
    if (ids.has(item.id)) throw new Error(`${file}: item id "${item.id}" appears twice`);
    ids.add(item.id);
  }
  return data;
}

export interface CatalogueSource {
  current(): Catalogue;
  find(id: string): CatalogueItem | undefined;
}

export function catalogueSource(file: string, onReloadError: (message: string) => void): CatalogueSource {
  const read = () => parseCatalogue(readFileSync(file, 'utf8'), file);
  let mtime = statSync(file).mtimeMs;
  let catalogue = read();
  const current = (): Catalogue => {
    try {
      const now = statSync(file).mtimeMs;
      if (now !== mtime) {
        mtime = now;
        catalogue = read();
      }
    } catch (error) {
      onReloadError((error as Error).message);
    }
    return catalogue;
  };
  return { current, find: (id) => current().items.find((item) => item.id === id) };
}

import { readFileSync } from 'node:fs';

/** The server package's version, reported by GET /api/health and the OpenAPI document. */
export const serverVersion: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

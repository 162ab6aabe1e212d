// What a circuit needs from the service worker's cache to be played offline: the exercise page, every
// exercise board, the end page and the offline rules, with every chunk and style sheet they import,
// read from the build's manifest (apps/web/dist/.vite/manifest.json, vite.config.ts `manifest: true`).
import { readFileSync } from 'node:fs';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const OFFLINE_ENTRIES = [
  /^src\/app\/exercise-page\.tsx$/,
  /^src\/features\/exercises\/[a-z-]+\/board\.tsx$/,
  /^src\/features\/exercises\/end\/page\.tsx$/,
  /^src\/features\/circuit\/offline-play\.ts$/,
];

/**
 * The asset paths ('/assets/…') an offline circuit loads, entries and their static imports; with `withAppEntry`,
 * the app's own entry (index.html's script and styles) too, which a reload offline needs.
 */
export function offlineCircuitAssets(
  manifestPath = 'apps/web/dist/.vite/manifest.json',
  withAppEntry = false,
): string[] {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${manifestPath}: no chunk ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entries = Object.keys(manifest).filter(
    (key) => OFFLINE_ENTRIES.some((entry) => entry.test(key)) || (withAppEntry && manifest[key]!.isEntry),
  );
  // At least the 16 exercises' boards, the exercise page, the end page and the offline rules.
  if (entries.length < 19) throw new Error(`${manifestPath}: ${entries.length} offline entries, expected 19 or more`);
  entries.forEach(visit);
  return [...files].map((file) => `/${file}`);
}

// Vite plugin: lists the app's start modules (the chunks main.tsx imports with import() once the
// splash is painted, and everything they import) as <link rel="modulepreload"> tags in index.html.
// Vite would otherwise add those links from JavaScript, in the task that starts the app: one
// appendChild per chunk, which on a phone made that task long enough to block the page
// (docs/performance.md "Lighthouse"). From index.html the HTML parser starts the same downloads
// earlier and for free, and Vite's runtime finds the links already there and adds nothing.
import type { Plugin } from 'vite';

interface ChunkInfo {
  imports: string[];
  dynamicImports: string[];
}

/** The entry's dynamically imported chunks and, transitively, their static imports (entry excluded). */
export function startChunks(entry: string, chunks: ReadonlyMap<string, ChunkInfo>): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (file === entry || found.has(file) || !chunks.has(file)) return;
    found.add(file);
    for (const imported of chunks.get(file)!.imports) visit(imported);
  };
  for (const file of chunks.get(entry)?.dynamicImports ?? []) visit(file);
  return [...found];
}

export function bootPreloadPlugin(): Plugin {
  let base = '/';
  return {
    name: 'psi-boot-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return;
        const chunks = new Map<string, ChunkInfo>();
        for (const [file, output] of Object.entries(ctx.bundle))
          if (output.type === 'chunk')
            chunks.set(file, { imports: output.imports, dynamicImports: output.dynamicImports });
        // Same href and attributes as Vite's runtime would use, so its check for an existing link matches.
        return startChunks(ctx.chunk.fileName, chunks).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

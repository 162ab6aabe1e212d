// A local ESLint rule: which folders of the web app may import which (style.md: feature folders
// stand alone). ESLint's no-restricted-imports matches the import's text, and relative paths differ
// with depth, so this rule resolves each relative import and compares real folders instead.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The zones name folders from the repository root. ESLint's cwd is not that root when lint runs from
// a workspace (`npm run lint -w @psi/web` runs in apps/web), so the default root is fixed to the
// repository this file lives in, not taken from wherever ESLint was started.
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * options: [{ zones: [{ target, from, except?, message }], root? }], all paths relative to `root`
 * (default: the repository root, whatever ESLint's cwd). A file under `target` may not import anything under `from`, unless it is under
 * one of `except`. In `target` and `from`, `*` stands for one folder name; the same name in both
 * (`features/exercises/*` → `features/exercises/*`) means "a different folder than the importer's".
 */
export const folderBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep feature folders from importing one another except where the architecture allows.' },
    schema: [
      {
        type: 'object',
        properties: { zones: { type: 'array' }, root: { type: 'string' } },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
    messages: { crossing: '{{importer}} may not import {{imported}}: {{message}}' },
  },
  create(context) {
    const root = context.options[0].root ?? repositoryRoot;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const zones = context.options[0].zones
      .map((zone) => ({ ...zone, targetMatch: match(zone.target, file) }))
      .filter((z) => z.targetMatch);
    if (zones.length === 0) return {};

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const imported = path
        .relative(root, path.resolve(path.dirname(context.filename), source))
        .split(path.sep)
        .join('/');
      for (const zone of zones) {
        const fromMatch = match(zone.from, imported);
        if (!fromMatch) continue;
        // `*` in both: the same folder is fine, another one is not.
        if (zone.targetMatch.wild !== null && fromMatch.wild === zone.targetMatch.wild) continue;
        if ((zone.except ?? []).some((e) => match(e, imported))) continue;
        context.report({
          node,
          messageId: 'crossing',
          data: { importer: zone.targetMatch.folder, imported: fromMatch.folder, message: zone.message },
        });
        return;
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

/** Whether `file` is inside the folder pattern; `wild` is the name `*` stood for (null without one). */
function match(pattern, file) {
  const parts = pattern.split('/');
  const segments = file.split('/');
  if (segments.length < parts.length) return null;
  let wild = null;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const segment = segments[i].replace(/\.(tsx?|jsx?|mjs)$/, '');
    if (part === '*') wild = segment;
    else if (part !== segment) return null;
  }
  return { wild, folder: segments.slice(0, parts.length).join('/') };
}

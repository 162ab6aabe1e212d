// After `vite build`: writes brotli (.br) and gzip (.gz) copies beside every text file of
// apps/web/dist, which the server sends to browsers that accept them (@fastify/static preCompressed).
// Done once at build time, at the highest levels, so no request pays for compression.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'apps/web/dist';
const TEXT = /\.(html|js|mjs|css|svg|json|webmanifest|txt)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (TEXT.test(name)) yield path;
  }
}

let plain = 0,
  brotli = 0,
  count = 0;
for (const path of files(dist)) {
  const body = readFileSync(path);
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gz = gzipSync(body, { level: 9 });
  // A variant no smaller than the file is pointless: without it the plain file is served.
  if (br.length < body.length) writeFileSync(`${path}.br`, br);
  if (gz.length < body.length) writeFileSync(`${path}.gz`, gz);
  plain += body.length;
  brotli += Math.min(br.length, body.length);
  count++;
}
if (count === 0) {
  process.stderr.write(
    `compress-dist: no text files under ${relative(process.cwd(), dist) || dist}; was the web app built?\n`,
  );
  process.exit(1);
}
process.stdout.write(
  `Precompressed ${count} files: ${(plain / 1000).toFixed(1)} kB → ${(brotli / 1000).toFixed(1)} kB with brotli.\n`,
);

import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';

const isApiPath = (url: string) => /^\/(api|backend)(\/|$|\?)/.test(url);
// A path whose last segment has a dot names a file (e.g. /assets/x.js): a miss is a 404, not the app.
const looksLikeFile = (url: string) => /\.[^/]*$/.test(url.split('?')[0]!);

/**
 * The built web app on the same port as the API, precompressed (brotli or gzip) where the browser accepts it. Unknown /api and /backend paths get a JSON 404;
 * any other GET that is not a file gets index.html, so the client router handles its routes.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(path.join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      // scripts/compress-dist.mjs writes .br and .gz beside each text file of the build: a phone gets
      // a third of the bytes, and the server spends no CPU compressing per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // Vite puts content-hashed files in assets/: cache them for good; the rest must be revalidated.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist }, 'the web app is not built: run `npm run build`');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && !looksLikeFile(request.url);
    if (!pageRequest) {
      throw new ApiError('not_found', {
        statusCode: 404,
        error: 'not_found',
        message: `No route ${request.method} ${request.url.split('?')[0]}`,
      });
    }
    if (!built) {
      throw new ApiError(
        'unavailable',
        `The web app is not built (no index.html in ${webDist}). Run \`npm run build\`, then restart the server.\n`,
      );
    }
    return reply.sendFile('index.html');
  });
}

import type { FastifyInstance } from 'fastify';

/**
 * Once `app.close()` starts, the responses still in flight say `Connection: close`. Without it a
 * keep-alive client (browsers, fetch, load balancers) holds its socket open after the last
 * response, and close() waits for the keep-alive timeout instead of ending when the work is done.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook, not an async one: it runs on every answer, and an async hook costs a promise
  // and a microtask each time for a test that is almost always false.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

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
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}

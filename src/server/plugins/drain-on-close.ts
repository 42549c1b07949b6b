import type { FastifyInstance } from 'fastify';

/**
 * Lets a shutdown finish: requests in flight when close() starts are answered with
 * `Connection: close`, so keep-alive clients do not hold the server open after their last response.
 */
export function registerDrainOnClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}

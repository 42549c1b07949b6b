import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Lets a shutdown finish, and quickly. Requests in flight when close() starts are answered with
 * `Connection: close`, so keep-alive clients do not hold the server open after their last response;
 * and connections with no request in flight are closed at once. The server's own close() leaves a
 * connection that never sent a request (a browser's spare, opened ahead of need) open until its
 * headers time out, a minute, which stalled every stop of a rolling restart.
 */
export function registerDrainOnClose(app: FastifyInstance) {
  let closing = false;
  const inFlight = new Map<Socket, number>();
  const closeIfIdle = (socket: Socket) => {
    if (closing && !inFlight.get(socket)) socket.destroy();
  };
  app.server.on('connection', (socket: Socket) => {
    inFlight.set(socket, 0);
    socket.once('close', () => inFlight.delete(socket));
    closeIfIdle(socket);
  });
  app.server.on('request', (request, response) => {
    const socket = request.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    response.once('close', () => {
      if (!inFlight.has(socket)) return;
      inFlight.set(socket, (inFlight.get(socket) ?? 1) - 1);
      closeIfIdle(socket);
    });
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of inFlight.keys()) closeIfIdle(socket);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}

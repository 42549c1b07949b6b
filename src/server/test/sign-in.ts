import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '#server/features/auth/index';
import { FACTORY_PASSWORD } from '#server/seed/factories';

let clientNumber = 0;

/** A client address of its own for each call, so per-client rate limits stay out of tests' way. */
export const nextClientAddress = () =>
  `10.200.${Math.floor((clientNumber += 1) / 250) % 250}.${clientNumber % 250}`;

/** Signs in through the API and answers the Cookie header that carries the session. */
export async function signInAs(app: FastifyInstance, email: string, password = FACTORY_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    remoteAddress: nextClientAddress(),
  });
  // Named with the `__Host-` prefix when the app's address is https (session-cookie.ts).
  const session = response.cookies.find((cookie) => cookie.name.replace(/^__Host-/, '') === SESSION_COOKIE);
  if (!session) throw new Error(`sign-in as ${email} failed: ${response.statusCode} ${response.body}`);
  return `${session.name}=${session.value}`;
}

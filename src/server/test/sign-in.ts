import type { FastifyInstance } from 'fastify';
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
  const token = response.cookies.find((cookie) => cookie.name === 'atelier_session')?.value;
  if (!token) throw new Error(`sign-in as ${email} failed: ${response.statusCode} ${response.body}`);
  return `atelier_session=${token}`;
}

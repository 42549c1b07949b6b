import { FACTORY_PASSWORD } from '#server/seed/factories';
import type { Exchange } from './exchanges';
import { NoAnswerError, VirtualClient } from './virtual-client';

/** What a stream of sign-ups did: the addresses the server acknowledged (201) and every exchange. */
export type SignUpLog = { acknowledged: string[]; attempted: string[]; exchanges: Exchange[] };

let accountCount = 0;

/** A sign-up never sent before in this run; usernames stay within 20 lowercase letters and digits. */
function newAccount(tag: string) {
  accountCount += 1;
  const username = `${tag}${accountCount}`;
  return { username, email: `${username}@stress.test` };
}

/**
 * Sign-ups from `writers` clients at once, each sending the next as soon as the last is answered.
 * A writer stops at its first request without an answer (the server was killed), or once `maxWrites`
 * were sent by all writers together. Sign-ups are the write to check: one transaction makes the user
 * and the profile, then a verification link is stored and mailed before the 201.
 */
export async function streamSignUps(
  baseUrl: string,
  options: { writers: number; tag: string; maxWrites?: number },
): Promise<SignUpLog> {
  const log: SignUpLog = { acknowledged: [], attempted: [], exchanges: [] };
  const writer = async () => {
    const client = new VirtualClient(baseUrl);
    try {
      while (options.maxWrites === undefined || log.attempted.length < options.maxWrites) {
        const account = newAccount(options.tag);
        log.attempted.push(account.email);
        const exchange: Exchange = {
          kind: 'sign-up',
          method: 'POST',
          path: '/api/auth/sign-up',
          startedAt: performance.now(),
          endedAt: 0,
        };
        log.exchanges.push(exchange);
        try {
          const reply = await client.send('POST', '/api/auth/sign-up', {
            ...account,
            password: FACTORY_PASSWORD,
            ageConfirmed: true,
          });
          exchange.status = reply.status;
          if (reply.status === 201) log.acknowledged.push(account.email);
          else exchange.detail = reply.body.slice(0, 160);
        } catch (error) {
          if (!(error instanceof NoAnswerError)) throw error;
          exchange.error = error.code;
          return;
        } finally {
          exchange.endedAt = performance.now();
        }
      }
    } finally {
      client.close();
    }
  };
  await Promise.all(Array.from({ length: options.writers }, writer));
  return log;
}

import { limitedBy, type RateLimitName } from './rate-limits';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Whether an Idempotency-Key makes a retry of this route answer as its first try (wiring/idempotency-keys.ts). */
    idempotent?: boolean;
  }
}

/**
 * A route that creates something: its rate limit, and an Idempotency-Key honoured, so a client told
 * "failed" may send it again and store nothing twice (docs/decisions/0054).
 */
export const idempotentCreate = (limit: RateLimitName) => ({ ...limitedBy(limit), idempotent: true });

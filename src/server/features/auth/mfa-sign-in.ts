import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { mfaVerifyRequestSchema } from '@shared/schemas/two-factor';
import { AppError } from '../../plugins/error-handler';
import { verifySecondFactor } from '../two-factor/service';
import { consumeAuthToken, findAuthToken } from './queries';
import type { AuthDeps } from './service';
import { createSession } from './sessions';

/** The second step of a sign-in: a valid code for the pending challenge turns it into a session. */
export async function completeMfaSignIn(
  deps: AuthDeps,
  challengeToken: string | undefined,
  attempt: z.output<typeof mfaVerifyRequestSchema>,
  request: FastifyRequest,
) {
  const challenge = challengeToken
    ? await findAuthToken(deps.db, challengeToken, 'mfa_challenge')
    : undefined;
  if (!challengeToken || !challenge) throw new AppError('unauthenticated', 'signInAgain');
  await verifySecondFactor(deps.db, challenge.userId, attempt);
  if (!(await consumeAuthToken(deps.db, challengeToken, 'mfa_challenge'))) {
    throw new AppError('unauthenticated', 'signInAgain');
  }
  return createSession(deps.db, challenge.userId, request);
}

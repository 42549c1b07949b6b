import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { mfaVerifyRequestSchema } from '#shared/schemas/two-factor';
import { AppError } from '#server/errors';
import { recordAuditEvent } from '#server/policy/audit-log';
import { verifySecondFactor } from '#server/features/two-factor/index';
import { consumeAuthToken, findAuthToken } from './queries';
import type { AuthDeps } from './service';
import { startSignedInSession } from './sessions';

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
  try {
    await verifySecondFactor(deps.db, challenge.userId, attempt);
  } catch (error) {
    await recordAuditEvent(deps.db, {
      kind: 'second_factor_failed',
      targetUserId: challenge.userId,
      ipAddress: request.ip,
    });
    throw error;
  }
  if (!(await consumeAuthToken(deps.db, challengeToken, 'mfa_challenge'))) {
    throw new AppError('unauthenticated', 'signInAgain');
  }
  return startSignedInSession(deps.db, challenge.userId, request);
}

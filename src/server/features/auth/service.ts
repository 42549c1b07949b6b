import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SupportedLanguage } from '@shared/constants';
import type { SignInRequest, SignUpRequest } from '@shared/schemas/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema/index';
import { chooseEmailLanguage } from '../../mail/email-language';
import { findSavedLanguage } from '../../mail/saved-language';
import { AppError } from '../../plugins/error-handler';
import type { Mailer } from '../../plugins/mailer';
import { countHit } from '../../plugins/rate-limit-store';
import { verificationEmail } from './emails';
import { hashPassword, verifyPassword } from './passwords';
import { consumeAuthToken, findUserByEmail, isUsernameTaken, issueAuthToken } from './queries';
import { hasEnabledFactor } from '../two-factor/service';
import { startSignedInSession } from './sessions';
import { clearSignInFailures, recordSignInFailure, secondsBeforeNextSignIn } from './sign-in-throttle';
import { recordAuditEvent } from '../audit/record-event';
import { newToken } from './tokens';

export type AuthDeps = { db: Database; mailer: Mailer; config: Config };

const VERIFICATION_LIFETIME_MS = 24 * 60 * 60 * 1000;
const RESEND_WINDOW_MS = 60 * 1000;
// Checked when the account does not exist, so a wrong address takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

type ParsedSignUp = { username: string; email: string; password: string };

async function sendVerification(deps: AuthDeps, userId: string, email: string, language: SupportedLanguage) {
  const token = await issueAuthToken(deps.db, userId, 'email_verification', VERIFICATION_LIFETIME_MS);
  const link = `${deps.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(verificationEmail(email, link, language));
}

/**
 * Creates an unverified account with an empty profile and emails the verification link, in the
 * language of the request's Accept-Language header: a new account has no saved preference yet.
 */
export async function signUp(
  deps: AuthDeps,
  input: ParsedSignUp & Pick<SignUpRequest, 'ageConfirmed'>,
  acceptLanguage: string | undefined,
) {
  if (await findUserByEmail(deps.db, input.email)) throw new AppError('conflict', 'alreadyRegistered');
  if (await isUsernameTaken(deps.db, input.username)) {
    throw new AppError('conflict', 'valueTaken', { username: 'valueTaken' });
  }
  const passwordHash = await hashPassword(input.password);
  const user = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email: input.email, passwordHash, signupUsername: input.username })
      .returning({ id: users.id });
    if (!created) throw new Error('user insert returned nothing');
    await tx.insert(profiles).values({ userId: created.id });
    return created;
  });
  await sendVerification(deps, user.id, input.email, chooseEmailLanguage({ acceptLanguage }));
}

/** Confirms the address from the emailed link and signs the user in. */
export async function verifyEmail(deps: AuthDeps, token: string, request: FastifyRequest) {
  const used = await consumeAuthToken(deps.db, token, 'email_verification');
  if (!used) throw new AppError('validation_failed', 'invalidLink');
  await deps.db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, used.userId));
  return startSignedInSession(deps.db, used.userId, request);
}

/** Sends a new verification link, at most once a minute per address; silent about unknown addresses. */
export async function resendVerification(deps: AuthDeps, email: string, acceptLanguage: string | undefined) {
  const { current } = await countHit(deps.db, `resend-verification:${email}`, RESEND_WINDOW_MS);
  if (current > 1) throw new AppError('rate_limited', 'waitBeforeResend');
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.emailVerifiedAt) return;
  const saved = await findSavedLanguage(deps.db, user.id);
  await sendVerification(deps, user.id, email, chooseEmailLanguage({ saved, acceptLanguage }));
}

const MFA_CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

export type SignInOutcome = { kind: 'session'; token: string } | { kind: 'mfa_challenge'; token: string };

/**
 * Checks the password, then answers a session token, or (with an authenticator enrolled) a
 * short-lived challenge token for the second step; refuses with the spec's message for each case.
 * While this address must wait after failures on this account, the password is not even checked.
 */
export async function signIn(
  deps: AuthDeps,
  input: SignInRequest & { email: string },
  request: FastifyRequest,
): Promise<SignInOutcome> {
  const wait = await secondsBeforeNextSignIn(deps.db, input.email, request.ip);
  if (wait > 0) throw new AppError('rate_limited', 'tooManyRequests', undefined, { retryAfterSeconds: wait });
  const user = await findUserByEmail(deps.db, input.email);
  dummyHash ??= hashPassword(newToken());
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user || !passwordMatches) {
    await recordSignInFailure(deps.db, input.email, request.ip);
    await recordAuditEvent(deps.db, {
      kind: 'sign_in_failed',
      targetUserId: user?.id,
      ipAddress: request.ip,
    });
    throw new AppError('unauthenticated', 'invalidCredentials');
  }
  await clearSignInFailures(deps.db, input.email, request.ip);
  if (!user.emailVerifiedAt) throw new AppError('forbidden', 'emailNotConfirmed');
  if (await hasEnabledFactor(deps.db, user.id)) {
    const token = await issueAuthToken(deps.db, user.id, 'mfa_challenge', MFA_CHALLENGE_LIFETIME_MS);
    return { kind: 'mfa_challenge', token };
  }
  return { kind: 'session', token: await startSignedInSession(deps.db, user.id, request) };
}

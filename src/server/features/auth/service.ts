import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SupportedLanguage } from '#shared/constants';
import type { SignInRequest, SignUpRequest } from '#shared/schemas/auth';
import { profiles, users } from '#server/db/schema/index';
import { chooseLanguage } from '#server/i18n/language';
import { findSavedLanguage } from '#server/i18n/saved-language';
import { AppError } from '#server/errors';
import { sendMailLater } from '#server/jobs/mail-job';
import { countHit } from '#server/feature-kit/rate-limit-store';
import { signUpAttemptEmail, verificationEmail } from './emails';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword, verifyPassword } from '#server/security/passwords';
import { consumeAuthToken, findUserByEmail, isUsernameTaken, issueAuthToken } from './queries';
import { hasEnabledFactor } from '#server/features/two-factor/index';
import { startSignedInSession } from './sessions';
import { clearSignInFailures, takeSignInAttempt } from './sign-in-throttle';
import { recordAuditEvent } from '#server/policy/audit-log';
import { hashToken, newToken } from './tokens';
import type { AppDeps } from '#server/feature-kit/app-deps';

export type AuthDeps = Pick<AppDeps, 'db' | 'jobs' | 'config'>;

const VERIFICATION_LIFETIME_MS = 24 * 60 * 60 * 1000;
const RESEND_WINDOW_MS = 60 * 1000;
// Checked when the account does not exist, so a wrong address takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

// The owner of a taken address hears of sign-up attempts at most this often.
const TAKEN_ADDRESS_NOTICE_WINDOW_MS = 60 * 60 * 1000;

type ParsedSignUp = { username: string; email: string; password: string };

/**
 * Mails a verification link. The link signs in only the browser holding `browserKey` (the one that
 * signed up or asked for the mail): anyone else who opens it, a mail scanner say, only verifies.
 */
async function sendVerification(
  deps: AuthDeps,
  user: { id: string; email: string },
  language: SupportedLanguage,
  browserKey: string,
) {
  await deps.db.transaction(async (tx) => {
    const token = await issueAuthToken(tx, user.id, 'email_verification', VERIFICATION_LIFETIME_MS, {
      browserKeyHash: hashToken(browserKey),
    });
    const link = `${deps.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await sendMailLater(deps.jobs, tx, verificationEmail(user.email, link, language));
  });
}

/** Tells the owner of an address that someone tried to sign up with it, with the ways back in. */
async function noticeTakenAddress(
  deps: AuthDeps,
  user: { id: string; email: string },
  acceptLanguage?: string,
) {
  const { current } = await countHit(deps.db, `taken-address:${user.email}`, TAKEN_ADDRESS_NOTICE_WINDOW_MS);
  if (current > 1) return;
  const saved = await findSavedLanguage(deps.db, user.id);
  const links = {
    signInLink: `${deps.config.publicUrl}/auth`,
    resetLink: `${deps.config.publicUrl}/reset-password`,
  };
  const mail = signUpAttemptEmail(user.email, links, chooseLanguage({ saved, acceptLanguage }));
  await sendMailLater(deps.jobs, deps.db, mail);
}

/**
 * Creates an unverified account with an empty profile and emails the verification link, in the
 * language of the request's Accept-Language header: a new account has no saved preference yet.
 * An address already registered gets the same answer (no one learns who has an account): its owner
 * is mailed instead, a new verification link if they never verified, else a notice.
 */
export async function signUp(
  deps: AuthDeps,
  input: ParsedSignUp & Pick<SignUpRequest, 'ageConfirmed'>,
  acceptLanguage: string | undefined,
  browserKey: string,
) {
  await assertAcceptablePassword(input.password, 'password', [input.username, input.email]);
  if (await isUsernameTaken(deps.db, input.username)) {
    throw new AppError('conflict', 'valueTaken', { username: 'valueTaken' });
  }
  // Hashed either way, so a taken address answers as slowly as a new one.
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing) {
    if (existing.emailVerifiedAt) return noticeTakenAddress(deps, existing, acceptLanguage);
    // No one has proved this inbox yet, so the latest sign-up's password and username win: whoever
    // registered someone else's address first cannot keep a password its owner never chose.
    await deps.db
      .update(users)
      .set({ passwordHash, signupUsername: input.username })
      .where(eq(users.id, existing.id));
    const saved = await findSavedLanguage(deps.db, existing.id);
    return sendVerification(deps, existing, chooseLanguage({ saved, acceptLanguage }), browserKey);
  }
  const user = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email: input.email, passwordHash, signupUsername: input.username })
      .returning({ id: users.id });
    if (!created) throw new Error('user insert returned nothing');
    await tx.insert(profiles).values({ userId: created.id });
    return created;
  });
  await sendVerification(
    deps,
    { id: user.id, email: input.email },
    chooseLanguage({ acceptLanguage }),
    browserKey,
  );
}

/**
 * Confirms the address from the emailed link. Answers a session token only when the link is opened
 * in the browser it was asked from (its browser key matches); elsewhere the address is verified and
 * the person signs in with their password.
 */
export async function verifyEmail(
  deps: AuthDeps,
  token: string,
  browserKey: string | undefined,
  request: FastifyRequest,
): Promise<string | null> {
  const used = await consumeAuthToken(deps.db, token, 'email_verification');
  if (!used) throw new AppError('validation_failed', 'invalidLink');
  await deps.db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, used.userId));
  const sameBrowser = browserKey !== undefined && hashToken(browserKey) === used.payload.browserKeyHash;
  return sameBrowser ? startSignedInSession(deps.db, used.userId, request) : null;
}

/** Sends a new verification link, at most once a minute per address; silent about unknown addresses. */
export async function resendVerification(
  deps: AuthDeps,
  email: string,
  acceptLanguage: string | undefined,
  browserKey: string,
) {
  const { current } = await countHit(deps.db, `resend-verification:${email}`, RESEND_WINDOW_MS);
  if (current > 1) throw new AppError('rate_limited', 'waitBeforeResend');
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.emailVerifiedAt) return;
  const saved = await findSavedLanguage(deps.db, user.id);
  await sendVerification(deps, user, chooseLanguage({ saved, acceptLanguage }), browserKey);
}

const MFA_CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

export type SignInOutcome = { kind: 'session'; token: string } | { kind: 'mfa_challenge'; token: string };

/**
 * Checks the password, then answers a session token, or (with an authenticator enrolled) a short-lived
 * challenge token for the second step; refuses with the message of docs/product/error-messages.md for
 * each case. Each try is counted as failed before the password is checked (takeSignInAttempt); while
 * this address must wait after failures on this account, the password is not even checked.
 */
export async function signIn(
  deps: AuthDeps,
  input: SignInRequest & { email: string },
  request: FastifyRequest,
): Promise<SignInOutcome> {
  const wait = await takeSignInAttempt(deps.db, input.email, request.ip);
  if (wait > 0) throw new AppError('rate_limited', 'tooManyRequests', undefined, { retryAfterSeconds: wait });
  const user = await findUserByEmail(deps.db, input.email);
  dummyHash ??= hashPassword(newToken());
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user || !passwordMatches) {
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

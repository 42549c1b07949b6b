import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBan, createCreator, FACTORY_PASSWORD, type Creator } from '#server/seed/factories';
import { auditEvents, bannedUsers, sessions, signInFailures, users } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiResponse } from '#server/test/clients';

const STRONG_PASSWORD = 'Sunflower-Field-88';

describe('/api/auth', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  // Each request comes from a visitor of its own unless told, so per-client limits stay out of the
  // way and what is limited per account is shown to be so across addresses.
  const visitor = () => testApp.visitor();

  const signUp = (fields: Record<string, unknown> = {}) =>
    visitor().post('/api/auth/sign-up', {
      username: 'newcreator',
      email: 'new@example.test',
      password: STRONG_PASSWORD,
      ageConfirmed: true,
      ...fields,
    });
  const cookieOf = (response: ApiResponse) => {
    const cookie = response.cookies.find((candidate) => candidate.name === 'atelier_session');
    if (!cookie) throw new Error('no session cookie');
    return cookie;
  };
  const getSession = (cookie?: string) =>
    visitor().get('/api/auth/session', cookie ? { cookie: `atelier_session=${cookie}` } : {});
  const tokenFromLink = (link: string) => new URL(link).searchParams.get('token') ?? '';

  describe('sign up and verify', () => {
    // The browser that signed up: its key cookie is what lets the emailed link sign it in.
    let browserKey = '';

    it('[VISITOR] signs up: an unverified account, an empty profile and a verification email', async () => {
      const response = await signUp({ username: '  NewCreator ', email: ' New@Example.TEST ' });
      expect(response.statusCode).toBe(201);
      const keyCookie = response.cookies.find((cookie) => cookie.name === 'atelier_browser_key');
      expect(keyCookie).toMatchObject({ httpOnly: true, path: '/api/auth' });
      browserKey = `atelier_browser_key=${keyCookie?.value}`;
      const [user] = await testApp.db.select().from(users).where(eq(users.email, 'new@example.test'));
      expect(user).toMatchObject({ signupUsername: 'newcreator', emailVerifiedAt: null });
      expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const link = await testApp.mail.lastLinkTo('new@example.test');
      expect(link).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=/);
    });

    it('[VISITOR] cannot sign in before verifying', async () => {
      const response = await visitor().post('/api/auth/sign-in', {
        email: 'new@example.test',
        password: STRONG_PASSWORD,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        messageId: 'emailNotConfirmed',
        message: 'Please check your email and follow the verification link.',
      });
    });

    it('[ATTACKER] opening a forwarded or scanned link in another browser verifies but signs nobody in', async () => {
      await signUp({ username: 'scanned', email: 'scanned@example.test' });
      const token = tokenFromLink(await testApp.mail.lastLinkTo('scanned@example.test'));
      const response = await visitor().post('/api/auth/verify-email', { token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ signedIn: false });
      expect(response.cookies.find((cookie) => cookie.name === 'atelier_session')).toBeUndefined();
      const [user] = await testApp.db.select().from(users).where(eq(users.email, 'scanned@example.test'));
      expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    });

    it('[VISITOR] verifies from the emailed link in the browser that signed up and is signed in; the link then stops working', async () => {
      const token = tokenFromLink(await testApp.mail.lastLinkTo('new@example.test'));
      const response = await visitor().post('/api/auth/verify-email', { token }, { cookie: browserKey });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ signedIn: true });
      const cookie = cookieOf(response);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const session = await getSession(cookie.value);
      expect(session.json().user).toMatchObject({
        email: 'new@example.test',
        signupUsername: 'newcreator',
        roles: [],
        profile: { handle: null },
      });
      const again = await visitor().post('/api/auth/verify-email', { token }, { cookie: browserKey });
      expect(again.statusCode).toBe(400);
      expect(again.json().messageId).toBe('invalidLink');
    });

    it('stores only a hash of the session token', async () => {
      const response = await visitor().post('/api/auth/sign-in', {
        email: 'new@example.test',
        password: STRONG_PASSWORD,
      });
      const token = cookieOf(response).value;
      const stored = await testApp.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
      expect(stored.map((row) => row.tokenHash)).not.toContain(token);
      expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
    });

    it('[ATTACKER] learns nothing from signing up with a taken address: same answer, and the owner is told', async () => {
      const taken = await signUp({ username: 'someoneelse', email: 'NEW@example.test' });
      const fresh = await signUp({ username: 'someonenew', email: 'fresh@example.test' });
      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(taken.json()).toEqual({ email: 'new@example.test' });
      expect(await testApp.db.select().from(users).where(eq(users.signupUsername, 'someoneelse'))).toEqual(
        [],
      );
      const notice = (await testApp.mail.delivered()).filter((mail) => mail.to === 'new@example.test').at(-1);
      expect(notice?.subject).toBe('Someone tried to sign up for Atelier with this address');
      expect(notice?.text).toContain('http://localhost:3000/reset-password');

      // A second try within the hour does not mail the owner again.
      const mailsBefore = (await testApp.mail.delivered()).length;
      expect((await signUp({ username: 'someoneelse', email: 'new@example.test' })).statusCode).toBe(201);
      expect((await testApp.mail.delivered()).length).toBe(mailsBefore);
    });

    it("[ATTACKER] registering someone's address first does not leave them a password the owner never chose", async () => {
      await signUp({ username: 'squatter', email: 'owner@example.test', password: 'Attacker-Chose-This-1' });
      await signUp({ username: 'realowner', email: 'owner@example.test', password: 'Owner-Chose-This-22' });
      const token = tokenFromLink(await testApp.mail.lastLinkTo('owner@example.test'));
      expect((await visitor().post('/api/auth/verify-email', { token })).statusCode).toBe(200);
      const [account] = await testApp.db.select().from(users).where(eq(users.email, 'owner@example.test'));
      expect(account?.signupUsername).toBe('realowner');
      const signIn = (password: string) =>
        visitor().post('/api/auth/sign-in', { email: 'owner@example.test', password });
      expect((await signIn('Attacker-Chose-This-1')).statusCode).toBe(401);
      expect((await signIn('Owner-Chose-This-22')).statusCode).toBe(200);
    });

    it('[VISITOR] signing up again before verifying mails a fresh verification link', async () => {
      await signUp({ username: 'twice', email: 'twice@example.test' });
      const first = await testApp.mail.lastLinkTo('twice@example.test');
      expect((await signUp({ username: 'twiceagain', email: 'twice@example.test' })).statusCode).toBe(201);
      expect(await testApp.mail.lastLinkTo('twice@example.test')).not.toBe(first);
    });

    it('refuses a username another account asked for or a profile holds', async () => {
      await createCreator(testApp.db, { handle: 'takenhandle' });
      for (const username of ['newcreator', 'takenhandle']) {
        const response = await signUp({ username, email: `${username}@other.test` });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({
          messageId: 'valueTaken',
          fields: { username: 'valueTaken' },
        });
      }
    });

    it.each([
      [{ username: 'explore' }, 'username', 'usernameReserved'],
      [{ username: 'settings' }, 'username', 'usernameReserved'],
      [{ username: 'ab' }, 'username', 'usernameTooShort'],
      [{ username: 'a'.repeat(21) }, 'username', 'usernameTooLong'],
      [{ username: 'has-hyphen' }, 'username', 'usernameInvalid'],
      [{ email: 'not-an-email' }, 'email', 'invalidEmail'],
      [{ password: 'short1A!xyz' }, 'password', 'weakPassword'],
      [{ password: 'x'.repeat(257) }, 'password', 'weakPassword'],
      [{ password: 'Password1234' }, 'password', 'breachedPassword'],
      [{ password: 'QWERTY123456' }, 'password', 'breachedPassword'],
      // On no list, but guessed in seconds: a repeat, a keyboard row, the member's own name.
      [{ password: 'aaaaaaaaaaaa' }, 'password', 'weakPassword'],
      [{ password: 'asdfghjkl;12' }, 'password', 'weakPassword'],
      [{ username: 'zorbquillen', password: 'zorbquillen12' }, 'password', 'weakPassword'],
      [{ ageConfirmed: false }, 'ageConfirmed', 'ageRequired'],
    ])('refuses %o before making any account', async (fields, field, messageId) => {
      const response = await signUp({ email: 'rule@example.test', ...fields });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toBe(messageId);
      expect(await testApp.db.select().from(users).where(eq(users.email, 'rule@example.test'))).toEqual([]);
    });

    it('resends the verification at most once a minute per address, and says nothing about unknown ones', async () => {
      await signUp({ username: 'waiting', email: 'waiting@example.test' });
      const first = await visitor().post('/api/auth/resend-verification', { email: 'waiting@example.test' });
      expect(first.statusCode).toBe(204);
      const second = await visitor().post('/api/auth/resend-verification', { email: 'waiting@example.test' });
      expect(second.statusCode).toBe(429);
      expect(second.json()).toMatchObject({ messageId: 'waitBeforeResend' });
      expect(
        (await visitor().post('/api/auth/resend-verification', { email: 'nobody@example.test' })).statusCode,
      ).toBe(204);
      expect((await testApp.mail.delivered()).filter((mail) => mail.to === 'nobody@example.test')).toEqual(
        [],
      );
    });
  });

  describe('sign in and out', () => {
    let creator: Creator;
    beforeAll(async () => {
      creator = await createCreator(testApp.db, { handle: 'signer', user: { email: 'signer@example.test' } });
    });

    it('[USER] signs in, sees themself in the session, signs out, and the cookie is worthless after', async () => {
      const response = await visitor().post('/api/auth/sign-in', {
        email: 'Signer@Example.test',
        password: FACTORY_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'signed_in' });
      const cookie = cookieOf(response).value;
      expect((await getSession(cookie)).json().user).toMatchObject({
        id: creator.user.id,
        profile: { handle: 'signer' },
      });

      const out = await visitor().post('/api/auth/sign-out', {}, { cookie: `atelier_session=${cookie}` });
      expect(out.statusCode).toBe(204);
      expect(out.cookies.find((candidate) => candidate.name === 'atelier_session')?.value).toBe('');
      expect((await getSession(cookie)).json()).toEqual({ user: null });
    });

    it('[VISITOR] sees no user in the session, and sign-out still succeeds', async () => {
      expect((await getSession()).json()).toEqual({ user: null });
      expect((await getSession('made-up-token')).json()).toEqual({ user: null });
      expect((await visitor().post('/api/auth/sign-out', {})).statusCode).toBe(204);
    });

    it('refuses a wrong password and an unknown address with the same message', async () => {
      for (const attempt of [
        { email: 'signer@example.test', password: 'Wrong-password-1' },
        { email: 'ghost@example.test', password: FACTORY_PASSWORD },
      ]) {
        const response = await visitor().post('/api/auth/sign-in', attempt);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({
          messageId: 'invalidCredentials',
          message: 'Invalid credentials. Please check your email and password.',
        });
      }
    });

    describe('failed sign-ins', () => {
      // These tests are about addresses: each names the one its tries come from.
      const from = (address: string, password: string, email = 'target@example.test') =>
        testApp.visitor({ address }).post('/api/auth/sign-in', { email, password });
      const age = (seconds: number) =>
        testApp.db
          .update(signInFailures)
          .set({ lastFailedAt: sql`${signInFailures.lastFailedAt} - make_interval(secs => ${seconds})` })
          .where(eq(signInFailures.email, 'target@example.test'));
      beforeAll(async () => {
        await createCreator(testApp.db, { user: { email: 'target@example.test' } });
      });

      it('[ATTACKER] guessing from one address never keeps the owner out at another', async () => {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 8; attempt += 1) {
          statuses.push((await from('10.66.0.1', 'Nope-nope-123')).statusCode);
        }
        expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
        expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
        expect((await from('10.66.0.2', FACTORY_PASSWORD)).statusCode).toBe(200);
      });

      it('[ATTACKER] gets no fresh start from another address of the same IPv6 /64', async () => {
        for (let attempt = 0; attempt < 5; attempt += 1) {
          await from(`2001:db8:66:1::${attempt + 1}`, 'Nope-nope-123');
        }
        expect((await from('2001:db8:66:1::ffff', 'Nope-nope-123')).statusCode).toBe(429);
        // Another network is someone else.
        expect((await from('2001:db8:66:2::1', FACTORY_PASSWORD)).statusCode).toBe(200);
      });

      it('[ATTACKER] waits longer after each failure, and the password is not even checked meanwhile', async () => {
        const attacker = '10.66.0.3';
        for (let attempt = 0; attempt < 5; attempt += 1) await from(attacker, 'Nope-nope-123');
        const waiting = await from(attacker, FACTORY_PASSWORD);
        expect(waiting.statusCode).toBe(429);
        expect(waiting.headers['retry-after']).toBe('1');
        expect(waiting.json()).toMatchObject({
          messageId: 'tooManyRequests',
          meta: { retryAfterSeconds: 1 },
        });

        await age(2);
        expect((await from(attacker, 'Nope-nope-123')).statusCode).toBe(401);
        expect((await from(attacker, 'Nope-nope-123')).headers['retry-after']).toBe('2');
        await age(3);
        expect((await from(attacker, 'Nope-nope-123')).statusCode).toBe(401);
        expect((await from(attacker, 'Nope-nope-123')).headers['retry-after']).toBe('4');
      });

      it('[ATTACKER] sending twenty guesses at once has five of them checked, and the rest wait', async () => {
        const attacker = '10.66.0.6';
        const guesses = await Promise.all(
          Array.from({ length: 20 }, (_, index) => from(attacker, `Guess-number-${index}`)),
        );
        const statuses = guesses.map((guess) => guess.statusCode).sort();
        expect(statuses.filter((status) => status === 401)).toHaveLength(5);
        expect(statuses.filter((status) => status === 429)).toHaveLength(15);
        // The right password waits too: no guess slipped past the count.
        expect((await from(attacker, FACTORY_PASSWORD)).statusCode).toBe(429);
      });

      it('[USER] only failures count, and signing in wipes them', async () => {
        const owner = '10.66.0.4';
        for (let attempt = 0; attempt < 6; attempt += 1) {
          expect((await from(owner, FACTORY_PASSWORD)).statusCode).toBe(200);
        }
        for (let attempt = 0; attempt < 4; attempt += 1) await from(owner, 'Typo-typo-123');
        expect((await from(owner, FACTORY_PASSWORD)).statusCode).toBe(200);
        for (let attempt = 0; attempt < 5; attempt += 1) {
          expect((await from(owner, 'Typo-typo-123')).statusCode).toBe(401);
        }
      });

      it('records sign-ins and failures in the audit log, with the address', async () => {
        await from('10.66.0.5', 'Wrong-wrong-123');
        await from('10.66.0.5', FACTORY_PASSWORD);
        const rows = await testApp.db
          .select({ kind: auditEvents.kind })
          .from(auditEvents)
          .where(eq(auditEvents.ipAddress, '10.66.0.5'));
        expect(rows.map((row) => row.kind).sort()).toEqual(['sign_in', 'sign_in_failed']);
      });
    });
  });

  describe('cross-site writes and banned users', () => {
    it.each(['text/plain', 'application/x-www-form-urlencoded', 'TEXT/PLAIN; charset=utf-8'])(
      '[ATTACKER] a write sent as %s, as a plain cross-site form can, is refused before it runs',
      async (contentType) => {
        const signedIn = await visitor().post('/api/auth/sign-in', {
          email: 'signer@example.test',
          password: FACTORY_PASSWORD,
        });
        const cookie = `atelier_session=${cookieOf(signedIn).value}`;
        const response = await visitor().post('/api/auth/sign-out', '', {
          cookie,
          'content-type': contentType,
        });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toMatchObject({ messageId: 'unsupportedMediaType' });
        expect((await getSession(cookieOf(signedIn).value)).json().user).not.toBeNull();
      },
    );

    it('refuses a cookie-carrying write from another site', async () => {
      const signedIn = await visitor().post('/api/auth/sign-in', {
        email: 'signer@example.test',
        password: FACTORY_PASSWORD,
      });
      const cookie = `atelier_session=${cookieOf(signedIn).value}`;
      const evil = await visitor().post('/api/auth/sign-out', {}, { cookie, origin: 'https://evil.example' });
      expect(evil.statusCode).toBe(403);
      expect(evil.json()).toMatchObject({ messageId: 'crossSiteRefused' });
      const fetchMetadata = await visitor().post(
        '/api/auth/sign-out',
        {},
        { cookie, 'sec-fetch-site': 'cross-site' },
      );
      expect(fetchMetadata.statusCode).toBe(403);
      const ownSite = await visitor().post(
        '/api/auth/sign-out',
        {},
        { cookie, origin: 'http://localhost:3000' },
      );
      expect(ownSite.statusCode).toBe(204);
    });

    it('[BANNED] may read the session and sign out, nothing else; an expired ban no longer blocks', async () => {
      const banned = await createCreator(testApp.db, { user: { email: 'banned@example.test' } });
      const signedIn = await visitor().post('/api/auth/sign-in', {
        email: 'banned@example.test',
        password: FACTORY_PASSWORD,
      });
      const cookie = `atelier_session=${cookieOf(signedIn).value}`;
      await createBan(testApp.db, banned.user.id, { reason: 'spam' });

      const write = await visitor().post('/api/client-events/not-found', { path: '/x' }, { cookie });
      expect(write.statusCode).toBe(403);
      expect(write.json()).toMatchObject({ code: 'banned', messageId: 'accountSuspended' });
      expect((await getSession(cookieOf(signedIn).value)).statusCode).toBe(200);
      const read = await visitor().get('/api/explore', { cookie });
      expect(read.statusCode).toBe(403);

      await testApp.db.update(bannedUsers).set({ expiresAt: new Date(Date.now() - 1000) });
      const after = await visitor().post('/api/client-events/not-found', { path: '/x' }, { cookie });
      expect(after.statusCode).toBe(204);
      expect((await visitor().get('/api/explore', { cookie })).statusCode).toBe(200);
      expect((await visitor().post('/api/auth/sign-out', {}, { cookie })).statusCode).toBe(204);
    });
  });
});

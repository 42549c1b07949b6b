import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCreator, createService, type Creator } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import { serviceRequestInput } from '#server/test/service-request-input';
import { startTestSmtpServer } from '#server/test/smtp-server';

// Mail leaves through the job queue to a real SMTP server: these tests make that server
// refuse, vanish and stall, and watch every mail arrive once all the same.

const WAIT = { timeout: 20_000, interval: 50 };

describe('mail through the job queue and SMTP', () => {
  let testApp: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let member = 0;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await buildTestApp({
      config: { mail: { smtpUrl: smtp.url, outboxDir: '', from: 'Atelier <no-reply@atelier.test>' } },
      configuredMailer: true,
      // Seconds rather than the real minutes between attempts; two retries after the first.
      mailPolicy: { retryLimit: 2, retryDelaySeconds: 1, leaseSeconds: 60, concurrency: 2 },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.stop();
  });
  beforeEach(() => smtp.setMood('accept'));

  /** A member of their own, and a function asking for their password reset mail. */
  async function forgetfulMember() {
    member += 1;
    const email = `forgetful${member}@example.test`;
    await createCreator(testApp.db, { handle: `forgetful${member}`, user: { email } });
    const askForReset = async () => {
      const response = await testApp.visitor().post('/api/auth/password-reset/request', { email });
      expect(response.statusCode).toBe(204);
    };
    const mailsTo = () => smtp.received.filter((mail) => mail.to.includes(email));
    return { email, askForReset, mailsTo };
  }

  /** The buyer requests the service: its seller is told, and mailed at once. */
  async function request(buyer: Creator, serviceId: string) {
    const requested = await (
      await testApp.as(buyer.user)
    ).post(`/api/services/${serviceId}/requests`, serviceRequestInput);
    expect(requested.statusCode).toBe(201);
  }

  it('delivers with a Message-ID named after its job, and clears the sent text from the queue', async () => {
    const { email, askForReset, mailsTo } = await forgetfulMember();
    await askForReset();
    await vi.waitFor(() => expect(mailsTo()).toHaveLength(1), WAIT);
    const [mail] = mailsTo();
    expect(mail?.headers.to).toBe(email);
    expect(mail?.headers['message-id']).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    expect(mail?.body).toContain('/reset-password?token=');

    // Recorded as sent just after the server took it.
    await testApp.app.jobs.settled();
    const jobId = mail?.headers['message-id']?.slice(1, 37);
    const { rows } = await testApp.database.executeSql(
      `select state, data from pgboss.job where name = 'mail' and id = $1`,
      [jobId],
    );
    // The reset link is a secret kept only hashed: once sent, the queue holds no copy of it.
    expect(rows).toEqual([{ state: 'completed', data: {} }]);
  });

  it('delivers a notification as text and HTML with the one-click unsubscribe headers, in the member’s language', async () => {
    const seller = await createCreator(testApp.db, {
      handle: 'smtpseller',
      displayName: 'Sam S',
      preferences: { language: 'fr' },
    });
    const buyer = await createCreator(testApp.db, { handle: 'smtpbuyer', displayName: 'Bea B' });
    const service = await createService(testApp.db, seller.profile.id, {
      title: 'Pain au levain',
      contactMethods: [{ type: 'Email', required: true }],
    });
    await request(buyer, service.id);
    const toSeller = () => smtp.received.filter((mail) => mail.to.includes(seller.user.email));
    await vi.waitFor(() => expect(toSeller()).toHaveLength(1), WAIT);
    const [mail] = toSeller();
    expect(mail?.headers['content-type']).toMatch(/^multipart\/alternative; boundary=/);
    expect(mail?.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?u=[0-9a-f-]{36}&k=newRequest&s=[\w-]{43}>$/,
    );
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.headers.subject).toBe('Nouvelle demande de Bea B : Pain au levain');
    // Sent by the notification's own job, not a second one it queued: its Message-ID names that job.
    const jobId = mail?.headers['message-id']?.slice(1, 37);
    const { rows } = await testApp.database.executeSql(`select name from pgboss.job where id = $1`, [jobId]);
    expect(rows).toEqual([{ name: 'notification-email' }]);
  });

  it('retries a notification whose mail the server refuses for now, and delivers it once', async () => {
    const seller = await createCreator(testApp.db);
    const buyer = await createCreator(testApp.db);
    const service = await createService(testApp.db, seller.profile.id, {
      contactMethods: [{ type: 'Email', required: true }],
    });
    smtp.setMood('refuse-for-now');
    const attemptsBefore = smtp.attempts;
    await request(buyer, service.id);
    await vi.waitFor(() => expect(smtp.attempts).toBeGreaterThan(attemptsBefore), WAIT);
    smtp.setMood('accept');
    const toSeller = () => smtp.received.filter((mail) => mail.to.includes(seller.user.email));
    await vi.waitFor(() => expect(toSeller()).toHaveLength(1), WAIT);
    await testApp.app.jobs.settled();
    expect(toSeller()).toHaveLength(1);
  });

  it('answers before the SMTP server has taken the mail: a slow server delays nothing, and timing tells nothing', async () => {
    const { askForReset, mailsTo } = await forgetfulMember();
    smtp.setMood('slow');
    await askForReset();
    const unknown = await testApp
      .visitor()
      .post('/api/auth/password-reset/request', { email: 'nobody-here@example.test' });
    expect(unknown.statusCode).toBe(204);
    // Both answered while the server had not taken the mail yet (it takes a second and a half).
    expect(mailsTo()).toEqual([]);
    await vi.waitFor(() => expect(mailsTo()).toHaveLength(1), WAIT);
  });

  it('retries a mail the server refuses for now, and delivers it once', async () => {
    const { askForReset, mailsTo } = await forgetfulMember();
    smtp.setMood('refuse-for-now');
    const attemptsBefore = smtp.attempts;
    await askForReset();
    await vi.waitFor(() => expect(smtp.attempts).toBeGreaterThan(attemptsBefore), WAIT);
    smtp.setMood('accept');
    await vi.waitFor(() => expect(mailsTo()).toHaveLength(1), WAIT);
    await testApp.app.jobs.settled();
    expect(mailsTo()).toHaveLength(1);
  });

  it('keeps mail while the SMTP server is down and delivers it once the server is back', async () => {
    const { askForReset, mailsTo } = await forgetfulMember();
    await smtp.stop();
    try {
      await askForReset();
      await vi.waitFor(async () => {
        const { rows } = await testApp.database.executeSql(
          `select count(*)::int as count from pgboss.job where name = 'mail' and state = 'retry'`,
        );
        expect(rows).toEqual([{ count: 1 }]);
      }, WAIT);
    } finally {
      await smtp.start();
    }
    await vi.waitFor(() => expect(mailsTo()).toHaveLength(1), WAIT);
  });

  it('keeps a mail that failed every attempt in the failed list, where a retry sends it', async () => {
    const { email, askForReset, mailsTo } = await forgetfulMember();
    smtp.setMood('refuse-for-good');
    await askForReset();
    await vi.waitFor(async () => {
      const failed = await testApp.app.jobs.failed();
      expect(failed).toEqual([
        expect.objectContaining({
          name: 'mail',
          attempts: 3,
          error: expect.stringContaining('No such mailbox'),
        }),
      ]);
    }, WAIT);
    // Owner and admin see the count on the dashboard.
    const admin = await testApp.asStaff('admin');
    expect((await admin.get('/api/admin/jobs')).json()).toEqual({ failed: 1 });
    // The operator's list says what failed and why, never to whom or what.
    expect(JSON.stringify(await testApp.app.jobs.failed())).not.toContain(email);

    smtp.setMood('accept');
    expect(await testApp.app.jobs.retry()).toBe(1);
    await vi.waitFor(() => expect(mailsTo()).toHaveLength(1), WAIT);
    expect((await admin.get('/api/admin/jobs')).json()).toEqual({ failed: 0 });
  });
});

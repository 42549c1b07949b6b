import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  conversations,
  follows,
  messages,
  notifications,
  projectComments,
  requestEntries,
  serviceRequests,
  serviceReviews,
} from '#server/db/schema/index';
import type { Database } from '#server/db/client';
import type { JobName, JobPayloads } from '#server/jobs/job-queue';
import { commentReplies } from '#server/features/comments/index';
import { reportThanks } from '#server/features/moderation/index';
import { appDeps } from '#server/feature-kit/app-deps';
import {
  createComment,
  createCreator,
  createProject,
  createReport,
  createService,
  createServiceRequest,
  type Creator,
} from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import { serviceRequestInput } from '#server/test/service-request-input';

// A write and everything it owes commit together or not at all (docs/how-to/write.md): here the
// notice's insert fails, as a crash or an error between two statements would, for one member. Each
// write that would notify them answers an error and stores nothing; once the fault is gone, the same
// write stores its item and its notice once.

/** Makes every notification for the given members fail to insert, until `clear`. */
async function installNoticeFault(db: Database) {
  await db.execute(sql`create table if not exists notice_faults (user_id uuid primary key)`);
  await db.execute(sql`
    create or replace function refuse_notice() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from notice_faults where user_id = new.user_id) then
        raise exception 'the notice could not be stored';
      end if;
      return new;
    end $$`);
  await db.execute(sql`drop trigger if exists refuse_notice on notifications`);
  await db.execute(
    sql`create trigger refuse_notice before insert on notifications for each row execute function refuse_notice()`,
  );
  return {
    failFor: (userId: string) => db.execute(sql`insert into notice_faults values (${userId})`),
    clear: () => db.execute(sql`delete from notice_faults`),
  };
}

describe('one write, one outcome', () => {
  let testApp: TestApp;
  let fault: Awaited<ReturnType<typeof installNoticeFault>>;
  let seller: Creator;
  let buyer: Creator;
  let serviceId: string;
  beforeAll(async () => {
    testApp = await buildTestApp();
    fault = await installNoticeFault(testApp.db);
    seller = await createCreator(testApp.db);
    buyer = await createCreator(testApp.db);
    serviceId = (
      await createService(testApp.db, seller.profile.id, {
        contactMethods: [{ type: 'Email', required: true }],
      })
    ).id;
  });
  beforeEach(() => fault.clear());
  afterAll(() => testApp.close());

  const noticesOf = async (member: Creator) =>
    (
      await testApp.db
        .select({ value: count() })
        .from(notifications)
        .where(eq(notifications.userId, member.user.id))
    )[0]?.value ?? 0;
  const rowsOf = async (
    table: Parameters<Database['$count']>[0],
    where?: Parameters<Database['$count']>[1],
  ) => testApp.db.$count(table, where);

  /** Sends the write with the recipient's notices failing, then again without; answers both statuses. */
  async function withFaultThenWithout(recipient: Creator, write: () => Promise<{ statusCode: number }>) {
    await fault.failFor(recipient.user.id);
    const failed = await write();
    await fault.clear();
    return { failed: failed.statusCode, retried: (await write()).statusCode };
  }

  it('[USER] a service request and its notice to the seller', async () => {
    const client = await testApp.as(buyer);
    const before = await noticesOf(seller);
    const sent = () => client.post(`/api/services/${serviceId}/requests`, serviceRequestInput);
    await fault.failFor(seller.user.id);
    expect((await sent()).statusCode).toBe(500);
    expect(await rowsOf(serviceRequests, eq(serviceRequests.serviceId, serviceId))).toBe(0);
    expect(await noticesOf(seller)).toBe(before);
    await fault.clear();
    expect((await sent()).statusCode).toBe(201);
    expect(await rowsOf(serviceRequests, eq(serviceRequests.serviceId, serviceId))).toBe(1);
    expect(await noticesOf(seller)).toBe(before + 1);
  });

  it('[USER] a status change, its entry in the thread and its notice to the requester', async () => {
    const request = await createServiceRequest(
      testApp.db,
      { id: serviceId, profileId: seller.profile.id },
      buyer.user.id,
    );
    const client = await testApp.as(seller);
    const before = await noticesOf(buyer);
    const statuses = await withFaultThenWithout(buyer, () =>
      client.put(`/api/service-requests/${request.id}/status`, { status: 'accepted' }),
    );
    expect(statuses).toEqual({ failed: 500, retried: 204 });
    const [row] = await testApp.db
      .select({ status: serviceRequests.status })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, request.id));
    expect(row?.status).toBe('accepted');
    expect(
      await rowsOf(
        requestEntries,
        and(eq(requestEntries.requestId, request.id), eq(requestEntries.kind, 'status')),
      ),
    ).toBe(1);
    expect(await noticesOf(buyer)).toBe(before + 1);
  });

  it('[USER] a follow and its notice', async () => {
    const follower = await createCreator(testApp.db);
    const client = await testApp.as(follower);
    const follow = () => client.put(`/api/profiles/${seller.profile.handle}/follow`, {});
    await fault.failFor(seller.user.id);
    expect((await follow()).statusCode).toBe(500);
    expect(await rowsOf(follows, eq(follows.followerId, follower.user.id))).toBe(0);
    await fault.clear();
    const before = await noticesOf(seller);
    expect((await follow()).statusCode).toBe(200);
    expect(await rowsOf(follows, eq(follows.followerId, follower.user.id))).toBe(1);
    expect(await noticesOf(seller)).toBe(before + 1);
  });

  it('[USER] a comment and its notice to the project’s owner', async () => {
    const project = await createProject(testApp.db, seller.profile.id);
    const client = await testApp.as(buyer);
    const before = await noticesOf(seller);
    const statuses = await withFaultThenWithout(seller, () =>
      client.post(`/api/projects/${project.id}/comments`, { content: 'Lovely $& work' }),
    );
    expect(statuses).toEqual({ failed: 500, retried: 201 });
    expect(await rowsOf(projectComments, eq(projectComments.projectId, project.id))).toBe(1);
    expect(await noticesOf(seller)).toBe(before + 1);
  });

  it('[USER] a review and its notice to the seller', async () => {
    const request = await createServiceRequest(
      testApp.db,
      { id: serviceId, profileId: seller.profile.id },
      buyer.user.id,
      { status: 'completed' },
    );
    const client = await testApp.as(buyer);
    const before = await noticesOf(seller);
    const statuses = await withFaultThenWithout(seller, () =>
      client.post(`/api/service-requests/${request.id}/review`, { rating: 5, comment: 'Great' }),
    );
    expect(statuses).toEqual({ failed: 500, retried: 201 });
    expect(await rowsOf(serviceReviews, eq(serviceReviews.serviceRequestId, request.id))).toBe(1);
    expect(await noticesOf(seller)).toBe(before + 1);
  });

  it('[USER] a message and its notice to the recipient', async () => {
    const sender = await createCreator(testApp.db);
    const client = await testApp.as(sender);
    const before = await noticesOf(seller);
    const statuses = await withFaultThenWithout(seller, () =>
      client.post(`/api/messages/with/${seller.profile.handle}`, { content: 'Hello' }),
    );
    expect(statuses).toEqual({ failed: 500, retried: 201 });
    const sent = await testApp.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.senderId, sender.user.id));
    expect(sent).toHaveLength(1);
    expect(await rowsOf(conversations)).toBeGreaterThan(0);
    expect(await noticesOf(seller)).toBe(before + 1);
  });

  /**
   * The data of the newest job of this name, once the queue has run it: the tests then run its
   * worker again by hand, as a retry would.
   */
  async function newestJob<N extends JobName>(name: N): Promise<JobPayloads[N]> {
    await testApp.app.jobs.settled();
    const { rows } = await testApp.database.executeSql(
      'select data from pgboss.job where name = $1 order by created_on desc limit 1',
      [name],
    );
    const data = (rows[0] as { data?: JobPayloads[N] } | undefined)?.data;
    if (!data) throw new Error(`no ${name} job was queued`);
    return data;
  }

  it('[USER] the replies a comment queues: all or none of its notices, so a retry tells no one twice', async () => {
    const project = await createProject(testApp.db, seller.profile.id);
    const earlier = [await createCreator(testApp.db), await createCreator(testApp.db)];
    for (const member of earlier) await createComment(testApp.db, project.id, member.user.id);
    const client = await testApp.as(buyer);
    expect(
      (await client.post(`/api/projects/${project.id}/comments`, { content: 'Me too' })).statusCode,
    ).toBe(201);
    const job = await newestJob('comment-replies');
    const worker = commentReplies(appDeps(testApp.app));
    const before = await Promise.all(earlier.map(noticesOf));
    // Each of them fails in turn, first or last told: no notice may stay behind.
    await fault.failFor(earlier[0]?.user.id ?? '');
    await expect(worker.run(job, { id: 'retry', attempt: 1 })).rejects.toThrow();
    expect(await Promise.all(earlier.map(noticesOf))).toEqual(before);
    await fault.clear();
    await fault.failFor(earlier[1]?.user.id ?? '');
    await expect(worker.run(job, { id: 'retry', attempt: 1 })).rejects.toThrow();
    expect(await Promise.all(earlier.map(noticesOf))).toEqual(before);
    await fault.clear();
    await worker.run(job, { id: 'retry', attempt: 2 });
    expect(await Promise.all(earlier.map(noticesOf))).toEqual(before.map((value) => value + 1));
  });

  it('[STAFF] a hold that resolves two reports: its reporters’ notices from the queue, all or none', async () => {
    const reporters = [await createCreator(testApp.db), await createCreator(testApp.db)];
    const project = await createProject(testApp.db, seller.profile.id);
    for (const reporter of reporters) {
      await createReport(testApp.db, reporter.user.id, { targetType: 'project', targetId: project.id });
    }
    const moderator = await testApp.asStaff('moderator');
    const held = await moderator.put(`/api/admin/projects/${project.id}/hold`, { reason: 'Spam links' });
    expect(held.statusCode).toBe(204);
    const job = await newestJob('report-thanks');
    expect([...job.reporterIds].sort()).toEqual(reporters.map((reporter) => reporter.user.id).sort());
    const worker = reportThanks(appDeps(testApp.app));
    const before = await Promise.all(reporters.map(noticesOf));
    // The last one told fails: the first one's notice must not stay behind.
    await fault.failFor(job.reporterIds.at(-1) ?? '');
    await expect(worker.run(job, { id: 'retry', attempt: 1 })).rejects.toThrow();
    expect(await Promise.all(reporters.map(noticesOf))).toEqual(before);
    await fault.clear();
    await worker.run(job, { id: 'retry', attempt: 2 });
    expect(await Promise.all(reporters.map(noticesOf))).toEqual(before.map((value) => value + 1));
  });
});

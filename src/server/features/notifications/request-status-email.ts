import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { notifications, profiles, users } from '#server/db/schema/index';
import { chooseLanguage } from '#server/i18n/language';
import { savedLanguageColumn } from '#server/i18n/saved-language';
import { notificationText, requestEmailTexts, requestStatusWord } from '#server/i18n/texts';
import type { JobQueue, JobWorker } from '#server/jobs/job-queue';
import { sendMailLater } from '#server/jobs/mail-job';
import { isUnderActiveBan } from '#server/policy/staff-policy';
import { actorNameColumn, actors, currentText } from './current-text';
import { notificationMail } from './notification-email';
import { findRequestFacts, type RequestFacts } from './request-facts';
import { deliveryFor } from './settings';
import type { AppDeps } from '#server/feature-kit/app-deps';

const JOB = 'request-status-email';
const windowKey = (userId: string, requestId: string) => `${userId}:${requestId}`;

/**
 * The status mails of one request to one member take turns: the change that opens or joins a window,
 * and the job that mails it, each hold this lock until they commit, so a change is mailed once,
 * either by the window it joined or by the next one.
 */
const lockWindow = (db: Database, key: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${JOB}:${key}`}, 0))`);

/**
 * A status change the member wants mailed at once, in the caller's transaction: it joins the window
 * of its request still waiting, or opens one that is mailed when the window ends (the job's delay,
 * REQUEST_STATUS_EMAIL_WINDOW_SECONDS). `since` is the change's own time, as the database wrote it.
 */
export async function queueRequestStatusEmail(
  db: Database,
  jobs: JobQueue,
  change: { userId: string; requestId: string; since: string },
) {
  const key = windowKey(change.userId, change.requestId);
  await lockWindow(db, key);
  if (await jobs.isWaiting(db, JOB, key)) return;
  await jobs.enqueue(db, JOB, change, { singletonKey: key });
}

/** The mail's lines about the request as it stands, to the requester or to the seller. */
function statusMail(
  facts: RequestFacts,
  userId: string,
  language: Parameters<typeof requestEmailTexts>[0],
  publicUrl: string,
) {
  const texts = requestEmailTexts(language);
  const status = requestStatusWord(facts.status, language);
  const toRequester = userId === facts.requesterId;
  const headline = toRequester
    ? notificationText('requestStatus', language, { service: facts.serviceTitle, status }).message
    : texts.sellerStatus({ name: facts.requesterName ?? '', service: facts.serviceTitle, status });
  // The work is done: the requester is asked for the review, one tap from a star.
  const review = `${publicUrl}/services/${facts.serviceId}?review=${facts.id}`;
  const rating =
    toRequester && facts.status === 'completed' && !facts.reviewed
      ? {
          prompt: texts.completed({ service: facts.serviceTitle }),
          stars: [1, 2, 3, 4, 5].map((count) => ({
            label: texts.rate(count),
            url: `${review}&rating=${count}`,
          })),
          write: { label: texts.writeReview, url: review },
        }
      : undefined;
  return { headline, rating, open: { label: texts.open, url: `${publicUrl}/service-requests/${facts.id}` } };
}

declare module '#server/jobs/job-queue' {
  interface JobPayloads {
    /** One mail for the status changes of a request to a member, from `since` (a timestamptz, as text). */
    'request-status-email': { userId: string; requestId: string; since: string };
  }
}

/**
 * One member's mail for a request's window: the request's status now and, when it changed more than
 * once, each change in order. Decided when it runs: nothing once every change is read, the kind turned
 * down, or the member banned. What it mailed moves the window's start past it, for a retry of this job
 * and for the next window, so no change is told twice.
 */
export function requestStatusEmailWorker(
  context: Pick<AppDeps, 'db' | 'jobs'> & { publicUrl: string; windowSeconds: number },
): JobWorker<'request-status-email'> {
  const { db, jobs, publicUrl } = context;
  return {
    name: JOB,
    policy: { retryLimit: 5, retryDelaySeconds: 10, leaseSeconds: 60, concurrency: 1 },
    delaySeconds: context.windowSeconds,
    async run({ userId, requestId, since }) {
      const key = windowKey(userId, requestId);
      await db.transaction(async (tx) => {
        await lockWindow(tx, key);
        if ((await deliveryFor(tx, userId, 'requestStatus')) !== 'now') return;
        if (await isUnderActiveBan(tx, userId)) return;
        const changes = await tx
          .select({
            kind: notifications.kind,
            title: notifications.title,
            message: notifications.message,
            textValues: notifications.textValues,
            actorName: actorNameColumn(),
            // Just after it, in the database's own precision: where the next window starts.
            after: sql<string>`(${notifications.createdAt} + interval '1 microsecond')::text`,
          })
          .from(notifications)
          .leftJoin(actors, eq(actors.userId, notifications.actorId))
          .where(
            and(
              eq(notifications.userId, userId),
              eq(notifications.kind, 'requestStatus'),
              eq(notifications.subjectId, requestId),
              eq(notifications.read, false),
              sql`${notifications.createdAt} >= ${since}::timestamptz`,
            ),
          )
          .orderBy(asc(notifications.createdAt), asc(notifications.id));
        const last = changes.at(-1);
        const facts = await findRequestFacts(tx, requestId);
        const [recipient] = await tx
          .select({ email: users.email, saved: savedLanguageColumn() })
          .from(users)
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .where(eq(users.id, userId));
        if (!last || !facts || !recipient) return;
        const language = chooseLanguage({ saved: recipient.saved, acceptLanguage: undefined });
        const { headline, rating, open } = statusMail(facts, userId, language, publicUrl);
        const lines = changes.map((change) => {
          const text = currentText(change, language);
          return { text: text.message ?? text.title };
        });
        const mail = await notificationMail(
          { db: tx, publicUrl },
          {
            userId,
            stops: 'requestStatus',
            to: recipient.email,
            language,
            subject: headline,
            message: headline,
            ...(lines.length > 1
              ? { sections: [{ heading: requestEmailTexts(language).changes, items: lines }] }
              : {}),
            ...(rating ? { rating } : {}),
            action: open,
          },
        );
        await sendMailLater(jobs, tx, mail);
        await jobs.amendUnfinished(tx, JOB, key, { since: last.after });
      });
    },
  };
}

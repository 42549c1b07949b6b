import { eq, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_DELIVERY, NOTIFICATION_KINDS, type NotificationKind } from '#shared/constants';
import { notifications, notificationSettings, profiles, users } from '#server/db/schema/index';
import { chooseLanguage } from '#server/i18n/language';
import { savedLanguageColumn } from '#server/i18n/saved-language';
import { digestEmailTexts, notificationEmailTexts } from '#server/i18n/texts';
import type { JobWorker } from '#server/jobs/job-queue';
import { isUnderActiveBan } from '#server/policy/staff-policy';
import { notificationMail } from './notification-email';
import { currentText } from './current-text';
import type { AppDeps } from '#server/feature-kit/app-deps';

type Period = 'daily' | 'weekly';
type Context = Pick<AppDeps, 'db' | 'jobs' | 'mail'> & { publicUrl: string };

const WINDOW: Record<Period, SQL> = { daily: sql`interval '1 day'`, weekly: sql`interval '7 days'` };
// Digests go out at 08:00 UTC, the weekly one on Mondays.
const SCHEDULE: Record<Period, string> = { daily: '0 8 * * *', weekly: '0 8 * * 1' };
// A notification's delivery: the member's choice for its kind, else the kind's default (constants).
const DEFAULT_DELIVERY = sql.raw(
  `case ${NOTIFICATION_KINDS.map((kind) => `when n.kind = '${kind}' then '${DEFAULT_NOTIFICATION_DELIVERY[kind]}'`).join(' ')} end`,
);

/**
 * Unread notifications of the period that the member wants in this digest, newest last. The window
 * ends at the hour the digest was due, so a retry minutes later gathers the same ones.
 */
const gathered = (period: Period, windowEnd: SQL) => sql`
  from ${notifications} n
  left join ${notificationSettings} s on s.user_id = n.user_id and s.kind = n.kind
  where n.kind is not null and not n.read
    and n.created_at >= ${windowEnd} - ${WINDOW[period]} and n.created_at < ${windowEnd}
    and coalesce(s.delivery, ${DEFAULT_DELIVERY}) = ${period}`;

declare module '#server/jobs/job-queue' {
  interface JobPayloads {
    'daily-digest': Record<string, never>;
    'weekly-digest': Record<string, never>;
    'digest-email': { userId: string; period: 'daily' | 'weekly'; windowEnd: string };
  }
}

/**
 * The digest's fan-out, due daily (and weekly): one email job per member with something to tell,
 * queued set-based; a member with nothing new in the period gets no mail.
 */
export function digestFanOut<P extends Period>({ db, jobs }: Context, period: P): JobWorker<`${P}-digest`> {
  return {
    name: `${period}-digest`,
    policy: { retryLimit: 3, retryDelaySeconds: 60, leaseSeconds: 600, concurrency: 1 },
    cron: SCHEDULE[period],
    async run() {
      await db.transaction(async (tx) => {
        const due = (await tx.execute(sql`select date_trunc('hour', now()) as "windowEnd"`)) as {
          rows: { windowEnd: Date | string }[];
        };
        const windowEnd = new Date(due.rows[0]?.windowEnd ?? Date.now()).toISOString();
        const members = (await tx.execute(
          sql`select distinct n.user_id as "userId" ${gathered(period, sql`${windowEnd}::timestamptz`)}`,
        )) as { rows: { userId: string }[] };
        await jobs.enqueueMany(
          tx,
          'digest-email',
          members.rows.map(({ userId }) => ({
            payload: { userId, period, windowEnd },
            singletonKey: `${period}:${userId}:${windowEnd}`,
          })),
        );
      });
    },
  };
}

/** One member's digest: their unread notifications of the period, grouped by kind, in their language. */
export function digestEmailWorker(context: Context): JobWorker<'digest-email'> {
  const { db } = context;
  return {
    name: 'digest-email',
    // Retried as mail is: its one outcome is the mail, sent by this job rather than a second one.
    policy: context.mail.policy,
    async run({ userId, period, windowEnd }, job) {
      if (await isUnderActiveBan(db, userId)) return;
      // Each with its actor's name now, to be written again (current-text.ts).
      const found = (await db.execute(sql`
        select n.kind, n.title, n.message, n.link, n.text_values as "textValues",
          (select coalesce(p.display_name, p.handle) from ${profiles} p where p.user_id = n.actor_id) as "actorName"
        ${gathered(period, sql`${windowEnd}::timestamptz`)} and n.user_id = ${userId}
        order by n.created_at`)) as {
        rows: {
          kind: NotificationKind;
          title: string;
          message: string | null;
          link: string | null;
          textValues: Record<string, string> | null;
          actorName: string | null;
        }[];
      };
      // Read in Atelier since the digest was queued: nothing left to tell.
      if (found.rows.length === 0) return;
      const [recipient] = await db
        .select({ email: users.email, saved: savedLanguageColumn() })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      if (!recipient) return;
      const language = chooseLanguage({ saved: recipient.saved, acceptLanguage: undefined });
      const texts = digestEmailTexts(language, period);
      const link = (path: string | null) => `${context.publicUrl}${path ?? '/'}`;
      // Grouped by kind, each group under its notifications' own title ('New follower', say).
      const rows = found.rows.map((row) => ({ ...row, ...currentText(row, language) }));
      const sections = NOTIFICATION_KINDS.flatMap((kind) => {
        const items = rows.filter((row) => row.kind === kind);
        if (items.length === 0) return [];
        const heading = items[0]?.title ?? '';
        return [
          {
            heading,
            items: items.map((item) => ({ text: item.message ?? item.title, url: link(item.link) })),
          },
        ];
      });
      const mail = await notificationMail(context, {
        userId,
        stops: period === 'daily' ? 'dailyDigest' : 'weeklyDigest',
        to: recipient.email,
        language,
        subject: texts.subject,
        message: texts.intro,
        sections,
        action: { label: notificationEmailTexts(language).open, url: link('/') },
      });
      await context.mail.send(mail, job);
    },
  };
}

import { eq, sql } from 'drizzle-orm';
import type { NotificationKind, SupportedLanguage } from '#shared/constants';
import type { Digest } from '#shared/schemas/notifications';
import type { Database } from '#server/db/client';
import { notifications, profiles, users } from '#server/db/schema/index';
import { chooseLanguage } from '#server/i18n/language';
import { savedLanguageColumn } from '#server/i18n/saved-language';
import { digestEmailTexts, notificationEmailTexts } from '#server/i18n/texts';
import { emailHtml, type EmailLayout } from '#server/jobs/email-layout';
import type { JobWorker } from '#server/jobs/job-queue';
import { sendMailLater } from '#server/jobs/mail-job';
import type { OutgoingMail } from '#server/mail/mailer';
import { isUnderActiveBan } from '#server/policy/staff-policy';
import { signLink } from '#server/security/signed-links';
import { isOnline } from '#server/features/presence/index';
import { deliveryFor } from './settings';
import type { AppDeps } from '#server/http/app-deps';

type Context = Pick<AppDeps, 'db' | 'jobs'> & { publicUrl: string };

/** The links that stop one kind of email: signed, so they need no sign-in (RFC 8058). */
async function unsubscribeLinks(
  db: Database,
  publicUrl: string,
  userId: string,
  kind: NotificationKind | Digest,
) {
  const query = new URLSearchParams({ u: userId, k: kind, s: await signLink(db, [userId, kind]) });
  return {
    /** Posted to by the mail client's own button (List-Unsubscribe-Post), without a page. */
    oneClick: `${publicUrl}/api/notifications/unsubscribe?${query}`,
    /** The link in the mail's footer: a page that asks before it stops anything (a scanner opening it does nothing). */
    page: `${publicUrl}/unsubscribe?${query}`,
  };
}

export type NotificationMail = {
  userId: string;
  /** What the mail's one-click link stops: its kind, or the digest it is. */
  stops: NotificationKind | Digest;
  to: string;
  language: SupportedLanguage;
  subject: string;
  /** The first line: what happened, or what the digest gathers. */
  message: string;
  sections?: EmailLayout['sections'];
  action: EmailLayout['action'];
};

/**
 * Every notification mail, single or digest: the same content as text and as HTML, and the ways out
 * (the signed one-click link in the headers, the asking page and Settings in the footer).
 */
export async function notificationMail(
  context: Pick<Context, 'db' | 'publicUrl'>,
  mail: NotificationMail,
): Promise<OutgoingMail> {
  const texts = notificationEmailTexts(mail.language);
  const links = await unsubscribeLinks(context.db, context.publicUrl, mail.userId, mail.stops);
  const stop =
    mail.stops === 'dailyDigest' || mail.stops === 'weeklyDigest'
      ? digestEmailTexts(mail.language, mail.stops === 'dailyDigest' ? 'daily' : 'weekly').stop
      : texts.stop;
  const footer = {
    why: texts.why,
    links: [
      { label: stop, url: links.page },
      { label: texts.choose, url: `${context.publicUrl}/settings#notifications` },
    ],
  };
  const sections = mail.sections ?? [];
  return {
    to: mail.to,
    subject: mail.subject,
    text: [
      mail.message,
      ...sections.flatMap(({ heading, items }) => [
        '',
        heading,
        ...items.map((item) => `- ${item.text}: ${item.url}`),
      ]),
      '',
      `${mail.action.label}: ${mail.action.url}`,
      '',
      '--',
      footer.why,
      ...footer.links.map((link) => `${link.label}: ${link.url}`),
    ].join('\n'),
    html: emailHtml({
      message: mail.message,
      sections,
      action: mail.action,
      footer,
      language: mail.language,
    }),
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * Emails a notification the member wants at once. Decided when the job runs, not when it was queued:
 * nothing goes out once it is read, the kind turned off, or the member banned; a message waits ten
 * minutes and is not mailed while the member has Atelier open.
 */
export function notificationEmailWorker(context: Context): JobWorker<'notification-email'> {
  const { db } = context;
  return {
    name: 'notification-email',
    policy: { retryLimit: 5, retryDelaySeconds: 10, leaseSeconds: 60, concurrency: 2 },
    async run({ notificationId }) {
      const [found] = await db
        .select({
          userId: notifications.userId,
          kind: notifications.kind,
          message: notifications.message,
          title: notifications.title,
          link: notifications.link,
          read: notifications.read,
          email: users.email,
          saved: savedLanguageColumn(),
        })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .leftJoin(profiles, eq(profiles.userId, notifications.userId))
        .where(eq(notifications.id, notificationId));
      if (!found?.kind || found.read) return;
      const kind = found.kind as NotificationKind;
      if ((await deliveryFor(db, found.userId, kind)) !== 'now') return;
      if (await isUnderActiveBan(db, found.userId)) return;
      if (kind === 'newMessage') {
        const presence = (await db.execute(sql`select ${isOnline(found.userId)} as online`)) as {
          rows: { online: boolean }[];
        };
        if (presence.rows[0]?.online) return;
      }
      const language = chooseLanguage({ saved: found.saved, acceptLanguage: undefined });
      const message = found.message ?? found.title;
      const mail = await notificationMail(context, {
        userId: found.userId,
        stops: kind,
        to: found.email,
        language,
        subject: message,
        message,
        action: {
          label: notificationEmailTexts(language).open,
          url: `${context.publicUrl}${found.link ?? '/'}`,
        },
      });
      await sendMailLater(context.jobs, db, mail);
    },
  };
}

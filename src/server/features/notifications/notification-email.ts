import { eq, sql } from 'drizzle-orm';
import type { NotificationKind, SupportedLanguage } from '@shared/constants';
import type { Digest } from '@shared/schemas/notifications';
import type { Database } from '../../db/client';
import { notifications, profiles, users } from '../../db/schema/index';
import { chooseLanguage } from '../../i18n/language';
import { savedLanguageColumn } from '../../i18n/saved-language';
import { notificationEmailTexts } from '../../i18n/texts';
import { emailHtml } from '../../jobs/email-layout';
import type { JobQueue, JobWorker } from '../../jobs/job-queue';
import { sendMailLater } from '../../jobs/mail-job';
import type { OutgoingMail } from '../../plugins/mailer';
import { isUnderActiveBan } from '../../policy/staff-policy';
import { signLink } from '../../security/signed-links';
import { isOnline } from '../messages/presence';
import { deliveryFor } from './settings';

type Context = { db: Database; jobs: JobQueue; publicUrl: string };

/** The links that stop one kind of email: signed, so they need no sign-in (RFC 8058). */
export async function unsubscribeLinks(
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

/** A notification as an email in the member's language: its message, a button to it, and the ways out. */
export async function notificationEmail(
  context: Context,
  notification: { userId: string; kind: NotificationKind; message: string; link: string },
  recipient: { email: string; language: SupportedLanguage },
): Promise<OutgoingMail> {
  const texts = notificationEmailTexts(recipient.language);
  const links = await unsubscribeLinks(context.db, context.publicUrl, notification.userId, notification.kind);
  const open = `${context.publicUrl}${notification.link}`;
  const settings = `${context.publicUrl}/settings#notifications`;
  return {
    to: recipient.email,
    subject: notification.message,
    text: [
      notification.message,
      '',
      `${texts.open}: ${open}`,
      '',
      '--',
      texts.why,
      `${texts.stop}: ${links.page}`,
      `${texts.choose}: ${settings}`,
    ].join('\n'),
    html: emailHtml({
      message: notification.message,
      action: { label: texts.open, url: open },
      footer: {
        why: texts.why,
        links: [
          { label: texts.stop, url: links.page },
          { label: texts.choose, url: settings },
        ],
      },
      language: recipient.language,
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
      const mail = await notificationEmail(
        context,
        { userId: found.userId, kind, message: found.message ?? found.title, link: found.link ?? '/' },
        { email: found.email, language },
      );
      await sendMailLater(context.jobs, db, mail);
    },
  };
}

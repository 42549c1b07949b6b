import { eq } from 'drizzle-orm';
import type { NotificationKind, SupportedLanguage } from '#shared/constants';
import type { Digest } from '#shared/schemas/notifications';
import { foldControlCharacters, foldToOneLine } from '#shared/schemas/single-line';
import type { Database } from '#server/db/client';
import { notifications, profiles, users } from '#server/db/schema/index';
import { chooseLanguage } from '#server/i18n/language';
import { savedLanguageColumn } from '#server/i18n/saved-language';
import { digestEmailTexts, notificationEmailTexts, requestEmailTexts } from '#server/i18n/texts';
import { emailHtml, type EmailLayout } from '#server/jobs/email-layout';
import type { JobWorker } from '#server/jobs/job-queue';
import type { OutgoingMail } from '#server/mail/mailer';
import { underActiveBan } from '#server/policy/staff-policy';
import { qualified } from '#server/db/qualified';
import { signLink } from '#server/security/signed-links';
import { isOnline } from '#server/presence/index';
import { chosenDelivery, deliveryOrDefault } from './settings';
import { actorNameColumn, actors, currentText } from './current-text';
import { briefDetails, findRequestFacts } from './request-facts';
import type { AppDeps } from '#server/feature-kit/app-deps';

type Context = Pick<AppDeps, 'db' | 'mail'> & { publicUrl: string };

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
  details?: EmailLayout['details'];
  sections?: EmailLayout['sections'];
  rating?: EmailLayout['rating'];
  action: EmailLayout['action'];
};

/**
 * The plain-text part of a mail's content, line for line what its HTML shows. Names and titles in
 * it are folded onto one line, so that no one's name can add a line of its own to someone else's
 * mail ('Open it on Atelier: …'); a detail's value (a brief) keeps its own line breaks.
 */
function textLines(mail: NotificationMail): string[] {
  const { details = [], sections = [], rating } = mail;
  return [
    foldToOneLine(mail.message),
    ...details.flatMap(({ label, value }) => ['', `${label}:`, foldControlCharacters(value)]),
    ...sections.flatMap(({ heading, items }) => [
      '',
      heading,
      ...items.map((item) =>
        item.url ? `- ${foldToOneLine(item.text)}: ${item.url}` : `- ${foldToOneLine(item.text)}`,
      ),
    ]),
    ...(rating
      ? [
          '',
          rating.prompt,
          ...rating.stars.map((star) => `${star.label}: ${star.url}`),
          `${rating.write.label}: ${rating.write.url}`,
        ]
      : []),
  ];
}

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
  return {
    to: mail.to,
    subject: foldToOneLine(mail.subject),
    text: [
      ...textLines(mail),
      '',
      `${mail.action.label}: ${mail.action.url}`,
      '',
      '--',
      footer.why,
      ...footer.links.map((link) => `${link.label}: ${link.url}`),
    ].join('\n'),
    html: emailHtml({
      message: mail.message,
      ...(mail.details ? { details: mail.details } : {}),
      ...(mail.sections ? { sections: mail.sections } : {}),
      ...(mail.rating ? { rating: mail.rating } : {}),
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

declare module '#server/jobs/job-queue' {
  interface JobPayloads {
    'notification-email': { notificationId: string };
  }
}

/**
 * Emails a notification the member wants at once, sending the mail itself. Decided when the job
 * runs, not when it was queued: nothing goes out once it is read, the kind turned off, or the member
 * banned; a message waits ten minutes and is not mailed while the member has Atelier open. It names
 * its actor as they are called now, and a new request's mail carries the brief.
 */
export function notificationEmailWorker(context: Context): JobWorker<'notification-email'> {
  const { db } = context;
  return {
    name: 'notification-email',
    // Retried as mail is: its one outcome is the mail, sent by this job rather than a second one.
    policy: context.mail.policy,
    async run({ notificationId }, job) {
      const [found] = await db
        .select({
          userId: notifications.userId,
          kind: notifications.kind,
          message: notifications.message,
          title: notifications.title,
          link: notifications.link,
          read: notifications.read,
          textValues: notifications.textValues,
          subjectId: notifications.subjectId,
          actorName: actorNameColumn(),
          email: users.email,
          saved: savedLanguageColumn(),
          // What decides whether it is mailed now, read with the notice rather than one by one.
          delivery: chosenDelivery(qualified(notifications.userId), qualified(notifications.kind)),
          banned: underActiveBan(notifications.userId),
          online: isOnline(notifications.userId),
        })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .leftJoin(profiles, eq(profiles.userId, notifications.userId))
        .leftJoin(actors, eq(actors.userId, notifications.actorId))
        .where(eq(notifications.id, notificationId));
      if (!found?.kind || found.read) return;
      const kind = found.kind as NotificationKind;
      if (deliveryOrDefault(found.delivery, kind) !== 'now' || found.banned) return;
      if (kind === 'newMessage' && found.online) return;
      const language = chooseLanguage({ saved: found.saved, acceptLanguage: undefined });
      const text = currentText(found, language);
      const message = text.message ?? text.title;
      const facts =
        kind === 'newRequest' && found.subjectId ? await findRequestFacts(db, found.subjectId) : undefined;
      const mail = facts
        ? await notificationMail(context, {
            userId: found.userId,
            stops: kind,
            to: found.email,
            language,
            subject: requestEmailTexts(language).newRequestSubject({
              name: facts.requesterName ?? found.actorName ?? found.textValues?.name ?? '',
              service: facts.serviceTitle,
            }),
            message,
            details: briefDetails(facts, language),
            action: {
              label: requestEmailTexts(language).open,
              url: `${context.publicUrl}/service-requests/${facts.id}`,
            },
          })
        : await notificationMail(context, {
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
      await context.mail.send(mail, job);
    },
  };
}

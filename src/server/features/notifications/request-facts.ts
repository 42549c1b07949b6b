import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SERVICE_REQUEST_STATUSES, SupportedLanguage } from '#shared/constants';
import type { Database } from '#server/db/client';
import { profiles, serviceRequests, serviceReviews, services } from '#server/db/schema/index';
import { requestEmailTexts } from '#server/i18n/texts';
import type { EmailLayout } from '#server/jobs/email-layout';

// What of the brief a mail quotes: enough to decide whether to open it, not the whole text.
const BRIEF_EXCERPT_LENGTH = 600;

const requester = alias(profiles, 'requester');
const seller = alias(profiles, 'seller');

/** What the emails about a request say of it, read when they are written: names as they are now. */
export async function findRequestFacts(db: Database, requestId: string) {
  const [found] = await db
    .select({
      id: serviceRequests.id,
      // One of the statuses, as the table's check allows.
      status: sql<(typeof SERVICE_REQUEST_STATUSES)[number]>`${serviceRequests.status}`,
      description: serviceRequests.description,
      budget: serviceRequests.budget,
      deadline: serviceRequests.deadline,
      serviceId: services.id,
      serviceTitle: services.title,
      requesterId: serviceRequests.requesterId,
      requesterName: sql<string | null>`coalesce(${requester.displayName}, ${requester.handle})`,
      sellerUserId: seller.userId,
      reviewed: sql<boolean>`exists (select 1 from ${serviceReviews} where ${serviceReviews.serviceRequestId} = ${serviceRequests.id})`,
    })
    .from(serviceRequests)
    .innerJoin(services, eq(services.id, serviceRequests.serviceId))
    .innerJoin(seller, eq(seller.id, serviceRequests.sellerProfileId))
    .leftJoin(requester, eq(requester.userId, serviceRequests.requesterId))
    .where(eq(serviceRequests.id, requestId));
  return found;
}

export type RequestFacts = NonNullable<Awaited<ReturnType<typeof findRequestFacts>>>;

/** The start of a long text, cut between characters (never inside one) and marked as cut. */
function excerpt(text: string, length: number) {
  const characters = Array.from(text);
  if (characters.length <= length) return text;
  return `${characters
    .slice(0, length - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * The brief as a new-request mail shows it, in the recipient's language: what is needed (its start),
 * the budget (in dollars, as the request form asks for it) and the deadline, when given.
 */
export function briefDetails(facts: RequestFacts, language: SupportedLanguage): EmailLayout['details'] {
  const texts = requestEmailTexts(language);
  const details = [{ label: texts.need, value: excerpt(facts.description, BRIEF_EXCERPT_LENGTH) }];
  if (facts.budget !== null) {
    const budget = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
    details.push({ label: texts.budget, value: budget.format(facts.budget) });
  }
  if (facts.deadline) {
    // A calendar day, the same wherever the seller reads it.
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    details.push({ label: texts.deadline, value: day.format(new Date(`${facts.deadline}T00:00:00Z`)) });
  }
  return details;
}

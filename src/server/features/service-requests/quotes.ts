import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { quoteInputSchema, RequestEntry } from '#shared/schemas/request-workspace';
import type { Database } from '#server/db/client';
import { requestMilestones, requestQuotes } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { entryOf } from './entries';
import {
  lockForWriting,
  publishToBoth,
  recordActivity,
  writeEntry,
  writeStatusEntry,
  type Context,
  type Writer,
} from './writing';
import { unitOfWork } from '#server/jobs/unit-of-work';

// Quotes (docs/decisions/0051): the seller proposes a price, a date and up to five milestones while
// the request is pending or accepted and no quote is agreed; a new proposal supersedes the one
// waiting; the requester accepts it (a pending request becomes accepted) or declines it. Recorded,
// never charged. Each runs with the request's row locked, so of two answers at once one wins.

type QuoteInput = z.output<typeof quoteInputSchema>;

const QUOTABLE = ['pending', 'accepted'];

async function agreedQuote(tx: Database, requestId: string) {
  const [agreed] = await tx
    .select({ id: requestQuotes.id })
    .from(requestQuotes)
    .where(and(eq(requestQuotes.requestId, requestId), eq(requestQuotes.status, 'accepted')));
  return agreed ?? null;
}

/** POST /api/service-requests/{id}/quotes: the seller's quote, as the thread's new entry. */
export async function proposeQuote(
  { db, events, jobs }: Context,
  sellerId: string,
  requestId: string,
  input: QuoteInput,
): Promise<RequestEntry> {
  return unitOfWork({ db, events, jobs }, async (unit) => {
    const tx = unit.db;
    const writer = await lockForWriting(tx, sellerId, requestId);
    if (writer.side !== 'seller') throw new AppError('forbidden', 'onlySellerQuotes');
    if (!QUOTABLE.includes(writer.parties.status)) throw new AppError('conflict', 'requestNotOpenForQuotes');
    if (await agreedQuote(tx, requestId)) throw new AppError('conflict', 'quoteAlreadyAgreed');

    await tx
      .update(requestQuotes)
      .set({ status: 'superseded', decidedAt: sql`now()` })
      .where(and(eq(requestQuotes.requestId, requestId), eq(requestQuotes.status, 'proposed')));
    const [quote] = await tx
      .insert(requestQuotes)
      .values({ requestId, price: input.price, currency: input.currency, deliveryDate: input.deliveryDate })
      .returning({ id: requestQuotes.id });
    if (!quote) throw new Error('quote insert returned nothing');
    if (input.milestones.length > 0) {
      await tx.insert(requestMilestones).values(
        input.milestones.map((milestone, index) => ({
          quoteId: quote.id,
          position: index + 1,
          title: milestone.title,
          amount: milestone.amount,
          dueDate: milestone.dueDate,
        })),
      );
    }
    const entry = await writeEntry(tx, writer, 'quote', { detail: { quoteId: quote.id } });
    await recordActivity(tx, writer);
    await publishToBoth(unit, writer.parties);
    return entryOf(tx, sellerId, entry);
  });
}

/** The quote of this request the requester answers: 404 for another request's, 409 once answered. */
async function quoteToAnswer(tx: Database, writer: Writer, quoteId: string) {
  if (writer.side !== 'requester') throw new AppError('forbidden', 'onlyRequesterAnswers');
  const [quote] = await tx
    .select({ id: requestQuotes.id, status: requestQuotes.status })
    .from(requestQuotes)
    .where(and(eq(requestQuotes.id, quoteId), eq(requestQuotes.requestId, writer.parties.id)));
  if (!quote) throw new AppError('not_found', 'quoteNotFound');
  if (quote.status === 'superseded') throw new AppError('conflict', 'quoteSuperseded');
  if (quote.status !== 'proposed') throw new AppError('conflict', 'quoteAlreadyAnswered');
  return quote;
}

/**
 * POST .../quotes/{quoteId}/accept: the requester agrees to the quote waiting, its milestones open;
 * a pending request becomes accepted, and the thread says so.
 */
export async function acceptQuote(
  { db, events, jobs }: Context,
  requesterId: string,
  requestId: string,
  quoteId: string,
) {
  await unitOfWork({ db, events, jobs }, async (unit) => {
    const tx = unit.db;
    const writer = await lockForWriting(tx, requesterId, requestId);
    const quote = await quoteToAnswer(tx, writer, quoteId);
    if (!QUOTABLE.includes(writer.parties.status)) throw new AppError('conflict', 'requestNotOpenForQuotes');
    if (await agreedQuote(tx, requestId)) throw new AppError('conflict', 'quoteAlreadyAgreed');

    await tx
      .update(requestQuotes)
      .set({ status: 'accepted', decidedAt: sql`now()` })
      .where(eq(requestQuotes.id, quote.id));
    await writeEntry(tx, writer, 'quoteAccepted', { detail: { quoteId } });
    const accepts = writer.parties.status === 'pending';
    // The requester moved it themselves: the seller sees it as news, no one is notified.
    if (accepts) await writeStatusEntry(tx, writer, 'accepted');
    await recordActivity(tx, writer, accepts ? { status: 'accepted' } : {});
    await publishToBoth(unit, writer.parties);
  });
}

/** POST .../quotes/{quoteId}/decline: the requester turns the quote waiting down. */
export async function declineQuote(
  { db, events, jobs }: Context,
  requesterId: string,
  requestId: string,
  quoteId: string,
) {
  await unitOfWork({ db, events, jobs }, async (unit) => {
    const tx = unit.db;
    const writer = await lockForWriting(tx, requesterId, requestId);
    const quote = await quoteToAnswer(tx, writer, quoteId);
    await tx
      .update(requestQuotes)
      .set({ status: 'declined', decidedAt: sql`now()` })
      .where(eq(requestQuotes.id, quote.id));
    await writeEntry(tx, writer, 'quoteDeclined', { detail: { quoteId } });
    await recordActivity(tx, writer);
    await publishToBoth(unit, writer.parties);
  });
}

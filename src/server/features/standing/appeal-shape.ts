import type { Appeal } from '#shared/schemas/standing';
import type { banAppeals } from '#server/db/schema/index';

/** An appeal row as the member and staff read it. */
export const toAppeal = (row: typeof banAppeals.$inferSelect): Appeal => ({
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  decision: row.decision as Appeal['decision'],
  reply: row.reply,
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

import type { Hold } from '#shared/schemas/holds';

/** A project's or service's hold as its page shows it: only to its owner and to staff. */
export function holdOf(
  row: { heldReason: string | null; heldAt: Date | null },
  mayKnow: boolean,
): Hold | null {
  if (!mayKnow || row.heldReason === null || row.heldAt === null) return null;
  return { reason: row.heldReason, heldAt: row.heldAt.toISOString() };
}

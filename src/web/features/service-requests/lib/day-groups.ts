export type DayGroup<Item> = { day: string; label: string; items: Item[] };

/**
 * Thread entries (oldest first) grouped by the reader's local day, each day labelled in their
 * language. The time zone is the browser's unless given (tests pass one).
 */
export function groupByDay<Item extends { createdAt: string }>(
  items: Item[],
  locale: string,
  timeZone?: string,
): DayGroup<Item>[] {
  const dayOf = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const labelOf = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'full' });
  const groups: DayGroup<Item>[] = [];
  for (const item of items) {
    const date = new Date(item.createdAt);
    const day = dayOf.format(date);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, label: labelOf.format(date), items: [item] });
  }
  return groups;
}

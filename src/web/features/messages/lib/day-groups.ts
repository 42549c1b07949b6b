import type { Message } from '#shared/schemas/messages';

export type DayGroup = { day: string; label: string; messages: Message[] };

/**
 * Messages (oldest first) grouped by the reader's local day, each day labelled in their language.
 * The time zone is the browser's unless given (tests pass one).
 */
export function groupByDay(messages: Message[], locale: string, timeZone?: string): DayGroup[] {
  const dayOf = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const labelOf = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'full' });
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const date = new Date(message.createdAt);
    const day = dayOf.format(date);
    const last = groups.at(-1);
    if (last?.day === day) last.messages.push(message);
    else groups.push({ day, label: labelOf.format(date), messages: [message] });
  }
  return groups;
}

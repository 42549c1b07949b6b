import { formatNumber } from '#web/lib/number-format';

/** An amount in a currency as the service pages write a price: 'USD 1,250.50'. */
export const formatMoney = (amount: number, currency: string, locale: string) =>
  `${currency} ${formatNumber(amount, locale, 2)}`;

/** A calendar date (YYYY-MM-DD) in the reader's language, read as a local day, not a UTC instant. */
export const formatDay = (day: string, locale: string) =>
  new Date(`${day}T00:00:00`).toLocaleDateString(locale, { dateStyle: 'medium' });

const KB = 1024;
const MB = 1024 * KB;

/** A file's size in the reader's language: '340 kB', '4.2 MB'. */
export function formatFileSize(bytes: number, locale: string) {
  const [value, unit] = bytes >= MB ? [bytes / MB, 'megabyte'] : [Math.max(bytes / KB, 0.1), 'kilobyte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/** How a member is named in the thread: their display name, else their handle. */
export const nameOf = (author: { handle: string; displayName: string | null } | null, unknown: string) =>
  author ? (author.displayName ?? author.handle) : unknown;

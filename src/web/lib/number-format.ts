const formats = new Map<string, Intl.NumberFormat>();

/**
 * Formats a number for a language. Building an Intl.NumberFormat costs far more than using one, and
 * the landing counters format on every animation frame: one formatter per language and precision.
 */
export function formatNumber(value: number, locale: string, maximumFractionDigits = 0): string {
  const key = `${locale}|${maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits });
    formats.set(key, format);
  }
  return format.format(value);
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/** Formats a share (0.125) as a language writes a percentage ("12.5%", "12,5 %"). */
export function formatPercent(share: number, locale: string): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    percentFormats.set(locale, format);
  }
  return format.format(share);
}

const DESCRIPTION_MAX = 200;

/** A description as a card shows it: one line, cut at 200 characters. */
export function shorten(text: string) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_MAX ? `${flat.slice(0, DESCRIPTION_MAX - 1)}…` : flat;
}

/** An address made absolute: crawlers do not resolve relative ones. */
export const absolute = (publicUrl: string, url: string | null) =>
  url ? new URL(url, `${publicUrl}/`).toString() : null;

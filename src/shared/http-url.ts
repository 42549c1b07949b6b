// Apart from the schemas, so a page that shows links (a case study's text, a video) needs no zod
// to check them.

/** What of a WHATWG URL a link is read by here. */
export type ParsedUrl = {
  protocol: string;
  hostname: string;
  port: string;
  pathname: string;
  searchParams: { get(name: string): string | null };
};
// The URL class is global in Node and in every browser alike; the shared floor's lib (ES2023,
// neither DOM nor Node) does not name it.
const { URL: WhatwgUrl } = globalThis as unknown as { URL: new (link: string) => ParsedUrl };

/** An http(s) link as the WHATWG URL parser reads it, or null for anything else. */
export function parseHttpUrl(link: string): ParsedUrl | null {
  try {
    const url = new WhatwgUrl(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * True for an absolute http(s) URL: the only links users may store. The rule zod's
 * `z.url({ protocol: /^https?$/ })` applied, which this replaced so the web's display code needs no
 * zod: trimmed, written with `://` (not `http:ada.dev`), and parsed by the WHATWG URL parser.
 */
export function isHttpUrl(value: string): boolean {
  const trimmed = value.trim();
  return /^https?:\/\//i.test(trimmed) && parseHttpUrl(trimmed) !== null;
}

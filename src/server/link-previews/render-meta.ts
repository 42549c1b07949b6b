import { FRAME_HOSTS_META } from '#shared/video-embed';
import { escapeHtml } from '#server/security/escape-html';
import type { PageMeta } from './page-meta';

// A preview shows a line or two; nothing a member writes may make the page head grow past this.
const VALUE_MAX_LENGTH = 300;
const JSON_LD_MAX_LENGTH = 4000;

// Never cuts between the two halves of a character outside the BMP (an emoji, say).
const capped = (text: string) =>
  text.length > VALUE_MAX_LENGTH ? text.slice(0, VALUE_MAX_LENGTH).replace(/[\uD800-\uDBFF]$/, '') : text;

/**
 * JSON inside a script element must not close it: every '<' is written as its escape. Too long a
 * document is left out rather than cut, since a cut one would not parse.
 */
function safeJson(value: unknown) {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return json.length > JSON_LD_MAX_LENGTH ? '{}' : json;
}

/**
 * The page's HTML with its title, description, canonical link, Open Graph and Twitter card tags and
 * JSON-LD filled in. Every value is capped and escaped: they are user-written texts. Replacements are
 * functions, so a '$&' or '$`' in a member's text is only text, never a pattern that copies the page.
 */
export function renderMeta(indexHtml: string, meta: PageMeta): string {
  const tag = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(capped(value))}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(capped(meta.canonicalUrl))}" />`,
    ...(meta.alternate
      ? [`<link rel="alternate" type="${meta.alternate.type}" href="${escapeHtml(meta.alternate.href)}" />`]
      : []),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.canonicalUrl),
    tag('property', 'og:site_name', 'Atelier'),
    ...(meta.imageUrl
      ? [tag('property', 'og:image', meta.imageUrl), tag('name', 'twitter:image', meta.imageUrl)]
      : []),
    tag('name', 'twitter:card', meta.imageUrl ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    `<script type="application/ld+json">${safeJson(meta.jsonLd)}</script>`,
    // The page's own say on AI training, beside its headers (wiring/ai-training-headers.ts).
    ...(meta.reservedFromAiTraining
      ? [tag('name', 'robots', 'noai, noimageai'), tag('name', 'tdm-reservation', '1')]
      : []),
    // The players this document's policy lets it frame, for the page's videos to know (its frame-src).
    ...(meta.frameHosts?.length ? [tag('name', FRAME_HOSTS_META, meta.frameHosts.join(' '))] : []),
  ];
  const title = `<title>${escapeHtml(capped(meta.title))}</title>`;
  const description = tag('name', 'description', meta.description);
  const head = `    ${tags.join('\n    ')}\n  </head>`;
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => title)
    .replace(/<meta\s+name="description"[^>]*>/, () => description)
    .replace('</head>', () => head);
}

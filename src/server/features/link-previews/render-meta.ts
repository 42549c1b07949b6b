import type { PageMeta } from './page-meta';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** JSON inside a script element must not close it: every '<' is written as its escape. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page's HTML with its title, description, canonical link, Open Graph and Twitter card tags and
 * JSON-LD filled in. Every value is escaped: they are user-written texts.
 */
export function renderMeta(indexHtml: string, meta: PageMeta): string {
  const tag = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}" />`,
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
  ];
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/, tag('name', 'description', meta.description))
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}

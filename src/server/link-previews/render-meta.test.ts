import { describe, expect, it } from 'vitest';
import type { PageMeta } from './page-meta';
import { renderMeta } from './render-meta';

const indexHtml =
  '<!doctype html><html><head><meta name="description" content="Atelier" /><title>Atelier</title></head><body></body></html>';

const meta = (overrides: Partial<PageMeta>): PageMeta => ({
  title: 'Ada',
  description: 'Builds engines.',
  canonicalUrl: 'https://atelier.example/ada',
  imageUrl: null,
  type: 'profile',
  jsonLd: { '@type': 'Person', name: 'Ada' },
  ...overrides,
});

describe('link-preview rendering', () => {
  it("copies nothing for $` $& $' in a value", () => {
    const html = renderMeta(indexHtml, meta({ title: "$`$&$'", description: "$'$`" }));
    expect(html).toContain('<title>$`$&amp;$&#39;</title>'.replace('&amp;', '&#38;'));
    expect(html.match(/<html>/g)).toHaveLength(1);
    expect(html.length).toBeLessThan(indexHtml.length + 2000);
  });

  it('caps every value and never leaves half a character', () => {
    const html = renderMeta(indexHtml, meta({ title: '😀'.repeat(1000), description: 'x'.repeat(100_000) }));
    expect(html.length).toBeLessThan(indexHtml.length + 4000);
    expect(html).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('leaves out a JSON-LD document too large to show rather than cutting it', () => {
    const html = renderMeta(indexHtml, meta({ jsonLd: { description: 'y'.repeat(10_000) } }));
    expect(html).toContain('<script type="application/ld+json">{}</script>');
  });
});

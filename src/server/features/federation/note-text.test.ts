import { describe, expect, it } from 'vitest';
import { noteText } from './note-text';

describe('a Note’s words, as a comment keeps them', () => {
  it('keeps paragraphs and line breaks, drops markup and the opening mentions, decodes references', () => {
    const html =
      '<p><span class="h-card"><a href="https://a.example/@nora" class="u-url mention">@<span>nora</span></a></span> ' +
      'Lovely &amp; bold &lt;b&gt; &#8212; &#x1F600;<br>second line</p><p>next <a href="https://x.example">link</a></p>';
    expect(noteText(html)).toBe('Lovely & bold <b> — 😀\nsecond line\n\nnext link');
  });

  it('answers nothing for a Note that is only mentions, markup or control characters', () => {
    expect(noteText('<p>@nora@atelier.example @iris</p>')).toBe('');
    expect(noteText('<p>\u0000\u0007 <img src=x onerror=alert(1)></p>')).toBe('');
    expect(noteText('&#0; &#xD800; &bogus;')).toBe('&bogus;');
  });

  it('answers nothing at once for content far past a comment’s length, however it is made', () => {
    const started = performance.now();
    expect(noteText('<'.repeat(256 * 1024))).toBe('');
    expect(noteText(`<p>${'a'.repeat(40_000)}</p>`)).toBe('');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

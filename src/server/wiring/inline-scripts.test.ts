import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline script hashes for the CSP', () => {
  it('hashes the text of each attribute-less script, and not scripts loaded from a file or data blocks', () => {
    const recorder = '"use strict";(()=>{document.addEventListener("click",()=>{},!0)})();';
    const html = [
      '<html><head>',
      `<script>${recorder}</script>`,
      '<script type="module" crossorigin src="/assets/boot.js"></script>',
      '</head><body><div id="root"></div>',
      '<script type="application/json" id="server-state">{"a":1}</script>',
      '</body></html>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha256(recorder)]);
  });

  it('answers nothing for a page without inline scripts', () => {
    expect(inlineScriptHashes('<html><head></head><body></body></html>')).toEqual([]);
  });
});

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// A classic inline script: no attributes (the build writes it so), its text up to the closing tag.
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** CSP sources allowing each inline script of a page by the hash of its text, and nothing else inline. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text = '']) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
}

/**
 * The built page's inline scripts (the early-input recorder, vite.config.ts), allowed by hash. The page
 * is built before the server starts and never changes while it runs.
 */
export function builtPageScriptHashes(webRoot: string | undefined): string[] {
  const indexPath = webRoot ? path.join(webRoot, 'index.html') : undefined;
  return indexPath && existsSync(indexPath) ? inlineScriptHashes(readFileSync(indexPath, 'utf8')) : [];
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PAGE_MODULES_META } from '#shared/page-modules';

// The part of Vite's build manifest (dist/web/.vite/manifest.json) that says which chunks a module
// needs: its own file and the chunks it imports statically.
const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional() }),
);
type Manifest = z.infer<typeof manifestSchema>;

/** The module the boot script imports after the first paint: the app, which hydrates the page. */
const APP_MODULE = 'main.tsx';

/** Answers the tag naming the code a page needs to go live, besides what the built page loads itself. */
export type PagePreloads = (pageModules: string[]) => string;

/**
 * Names the code a page needs to go live: the app, and the page's modules (its screens, parts and
 * translations, as the renderer names them), each with the chunks it imports. The boot script preloads them all at once right after
 * the first paint, instead of the app asking for the screen's chunks only once it runs. Not in the
 * HTML as preloads: fetched beside the stylesheet and the page's images, they delayed the largest
 * paint on a slow link (Lighthouse's LCP 1.0-1.4 s -> 2.2-2.5 s). Chunks the built page already
 * names (the boot script's) are left out.
 */
export function pagePreloadsFrom(manifest: Manifest, builtPage: string): PagePreloads {
  const collect = (key: string, files: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, files);
  };
  return (pageModules) => {
    const files = new Set<string>();
    for (const key of [APP_MODULE, ...pageModules]) collect(key, files);
    const hrefs = [...files].filter((file) => !builtPage.includes(`/${file}"`)).map((file) => `/${file}`);
    return `<meta name="${PAGE_MODULES_META}" content="${hrefs.join(' ')}">`;
  };
}

/** The preloads of the build in `webRoot`; none without a manifest (a build of another kind, tests). */
export function readPagePreloads(webRoot: string, builtPage: string): PagePreloads | undefined {
  const manifestPath = path.join(webRoot, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return undefined;
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')));
  return pagePreloadsFrom(manifest, builtPage);
}

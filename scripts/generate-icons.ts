// npm run icons: draws the app's icons (the web app manifest's, and the home-screen icon of iOS) from
// src/web/public/favicon.svg, so that the logo is drawn in one place. Run again after changing it; the
// PNGs are committed, so a build needs no image work.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../src/web/public');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

/** The logo's square, filled to the edges: for icons that the platform cuts into its own shape. */
function fullBleed(svg: string): string {
  // The glyph in the middle 80% (at most), the safe zone a maskable icon keeps whatever its mask.
  const glyph = /<path[^>]*\/>/.exec(svg)?.[0];
  const fill = /<rect[^>]*fill="([^"]+)"/.exec(svg)?.[1];
  if (!glyph || !fill) throw new Error('favicon.svg no longer holds a <rect> with a fill and a <path>');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" fill="${fill}"/>` +
    `<g transform="translate(32 32) scale(0.8) translate(-32 -32)">${glyph}</g></svg>`
  );
}

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(favicon) },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(favicon) },
];

for (const { file, size, svg } of ICONS) {
  // Drawn at the size wanted (the SVG is 64 units wide at 72 dpi), not drawn small and enlarged.
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, file));
  console.log(`wrote src/web/public/${file} (${size}×${size})`);
}

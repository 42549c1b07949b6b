/**
 * Pictures drawn from a name, the same on every screen and on the server (never a grey
 * box). A member without an avatar gets their initials on a colour of their own; a project without
 * a cover gets a pattern of its own. Deterministic: the same seed always draws the same picture.
 */

/** A 32-bit FNV-1a hash of the text: a spread of numbers from similar names. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const character of text) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A small generator of numbers in [0, 1), seeded by the text. */
function randomFrom(text: string) {
  let state = hashOf(text) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** An OKLCH colour as #rrggbb, its chroma lowered until it fits in sRGB (Björn Ottosson's OKLab). */
function oklchToHex(lightness: number, chroma: number, hueDegrees: number): string {
  const hue = (hueDegrees * Math.PI) / 180;
  for (let c = chroma; c >= 0; c -= 0.01) {
    const a = c * Math.cos(hue);
    const b = c * Math.sin(hue);
    const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
    const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
    const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
    const linear = [
      4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
      -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
      -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
    ];
    if (linear.some((channel) => channel < 0 || channel > 1)) continue;
    return `#${linear
      .map((channel) => (channel <= 0.0031308 ? 12.92 * channel : 1.055 * channel ** (1 / 2.4) - 0.055))
      .map((channel) =>
        Math.round(channel * 255)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  }
  return '#555555';
}

/**
 * The colour behind a member's initials: every hue at one perceived lightness (OKLCH 50 %), so white
 * text keeps above 4.5:1 whatever the handle, in the light scheme and the dark one alike. As hex:
 * the server's SVG renderer draws the demo's avatars with it too.
 */
export function avatarColor(seed: string): string {
  return oklchToHex(0.5, 0.12, hashOf(seed) % 360);
}

/** One or two letters for a name: the first of its first two words ('Ada Okafor' is 'AO'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toLocaleUpperCase() || '?';
}

/** A cover for a project without one: a two-colour gradient with soft shapes, as an SVG document. */
export function patternSvg(seed: string, width = 640, height = 360): string {
  const random = randomFrom(seed);
  const hue = Math.floor(random() * 360);
  const other = (hue + 40 + Math.floor(random() * 80)) % 360;
  const shapes = Array.from({ length: 7 }, () => {
    const x = Math.round(random() * width);
    const y = Math.round(random() * height);
    const r = Math.round((0.08 + random() * 0.3) * height);
    const opacity = (0.1 + random() * 0.25).toFixed(2);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="white" fill-opacity="${opacity}"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue}, 65%, 55%)"/><stop offset="1" stop-color="hsl(${other}, 60%, 38%)"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`
  );
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A cover for work without one: its pattern with a monogram of its initials, never its title, which
 * the card or page writes beside it already. Large, soft letters: a mark to tell covers apart.
 */
export function coverSvg(seed: string, width = 640, height = 360): string {
  const size = Math.round(height * 0.24);
  const monogram =
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="Inter, DejaVu Sans, Arial, sans-serif" ` +
    `font-weight="700" font-size="${size}" letter-spacing="${Math.round(size * 0.04)}" fill="white" fill-opacity="0.82">` +
    `${escapeXml(initialsOf(seed))}</text>`;
  return patternSvg(seed, width, height).replace('</svg>', `${monogram}</svg>`);
}

/** The pattern as an address an <img> can show (no request, no script). */
export const patternDataUrl = (seed: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(patternSvg(seed))}`;

/** The monogram cover as an address an <img> can show. */
export const coverDataUrl = (seed: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(coverSvg(seed))}`;

/**
 * Pictures drawn from a name, the same on every screen and on the server (issue 29: never a grey
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

/**
 * The colour behind a member's initials. Lightness 47 % in OKLCH keeps white text above 4.5:1 on
 * every hue, in the light scheme and the dark one alike.
 */
export function avatarColor(seed: string): string {
  return `oklch(47% 0.13 ${hashOf(seed) % 360})`;
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
    `<stop offset="0" stop-color="hsl(${hue} 65% 55%)"/><stop offset="1" stop-color="hsl(${other} 60% 38%)"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`
  );
}

/** The pattern as an address an <img> can show (no request, no script). */
export const patternDataUrl = (seed: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(patternSvg(seed))}`;

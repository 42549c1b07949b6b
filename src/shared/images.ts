/**
 * Smaller copies the server writes beside an uploaded image, by the width of the image itself: a
 * phone showing a card or a list row downloads a file sized for it, not the full picture. Covers
 * (1600 wide) fill a phone's width in one column (~380 css px, ~1000 device px) and a third of a
 * desktop; banners (1500) fill a phone's width; avatars (400) are mostly 28-48 px in lists; gallery
 * images (2560 wide at most, never cropped; 2000 on their longer side before that) fill a column on
 * a phone or a project page, and the width of a large screen.
 */
export const IMAGE_VARIANT_WIDTHS: Readonly<Record<number, readonly number[]>> = {
  2560: [640, 1280, 1920],
  2000: [640, 1280],
  1600: [480, 960],
  1500: [750, 1080],
  400: [96],
};

// An image stored with its variants names its width: covers/<owner>/cover-<time>-<random>.w1600.webp.
// Images uploaded before variants existed have no width in their name, and are shown as they are.
const SIZED_NAME = /\.w(\d+)\.webp$/;

/** The width in the name of a stored image, or null when it has none. */
function widthIn(name: string): number | null {
  const match = SIZED_NAME.exec(name);
  return match ? Number(match[1]) : null;
}

/** The name (key or URL) of an image's copy at another width. */
export function imageAtWidth(name: string, width: number): string {
  return name.replace(SIZED_NAME, `.w${width}.webp`);
}

/** The names of the smaller copies stored beside an image (none for an image without them). */
export function imageVariantNames(name: string): string[] {
  const width = widthIn(name);
  if (width === null) return [];
  return (IMAGE_VARIANT_WIDTHS[width] ?? []).map((variant) => imageAtWidth(name, variant));
}

/**
 * The `src` and `srcSet` of an `<img>` for a stored image: every copy with its width, so the browser
 * picks the smallest one that is sharp at the `sizes` the page gives. No `srcSet` for an image
 * stored without copies (an older upload, an image from elsewhere).
 */
export function responsiveImage(url: string): { src: string; srcSet?: string } {
  const sized = SIZED_NAME.exec(url);
  const width = sized ? Number(sized[1]) : null;
  const variants = width === null ? [] : (IMAGE_VARIANT_WIDTHS[width] ?? []);
  if (!sized || width === null || variants.length === 0) return { src: url };
  // The name is read once: a case study's page names some 100 copies, each rendered on the server.
  const stem = url.slice(0, sized.index);
  const candidates = [...variants, width].map((each) => `${stem}.w${each}.webp ${each}w`);
  return { src: url, srcSet: candidates.join(', ') };
}

// A piece of work stored with its original names the original's format before its time and random
// part (docs/decisions/0067-work-images-at-full-quality.md): gallery-jpg-<time>-<random>.w2560.webp.
const WORK_COPY_NAME = /(?:^|\/)([a-z]+-(?:jpg|png|gif|webp)-\d+-[0-9a-f]{32})\.w\d{2,4}\.webp$/;
/** The name by which an original is asked for: a work copy's name without its width. */
export const ORIGINAL_NAME_PATTERN = /^[a-z]+-(jpg|png|gif|webp)-\d+-[0-9a-f]{32}$/;

/** The name of the original kept with a piece of work's copy (its URL or key), or null for none. */
export function keptOriginalName(copy: string): string | null {
  return WORK_COPY_NAME.exec(copy)?.[1] ?? null;
}

/** Where a project's image's original is read (its owner, or anyone when the project lets them). */
export function originalPath(projectId: string, copyUrl: string, download = false): string | null {
  const name = keptOriginalName(copyUrl);
  if (!name) return null;
  return `/api/projects/${projectId}/originals/${name}${download ? '?download=1' : ''}`;
}

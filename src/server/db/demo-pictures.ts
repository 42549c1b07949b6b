import { avatarColor, initialsOf, patternSvg } from '@shared/generated-art';
import { AVATAR_SHAPE, BANNER_SHAPE, COVER_SHAPE, loadSharp, storeImage } from '../storage/images';
import type { Storage } from '../storage/storage';

// The demo community's pictures (issue 29), drawn at seed time from the same generated art the app
// shows when a picture is missing, then stored the way an upload is: re-encoded, with its smaller
// copies for srcset. Deterministic: the same names draw the same pictures, so screenshots are stable.

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

async function png(svg: string) {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Initials on the member's colour, with a soft light from the corner. */
function avatarSvg(name: string, handle: string) {
  const { width } = AVATAR_SHAPE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}">` +
    `<defs><radialGradient id="l" cx="0.3" cy="0.25" r="0.9"><stop offset="0" stop-color="white" stop-opacity="0.28"/>` +
    `<stop offset="1" stop-color="white" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="100%" height="100%" fill="${avatarColor(handle)}"/><rect width="100%" height="100%" fill="url(#l)"/>` +
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" ` +
    `font-size="${width * 0.38}" fill="white">${escapeXml(initialsOf(name))}</text></svg>`
  );
}

/** A poster for a project: its pattern with its title set large over it. */
function coverSvg(title: string) {
  const { width, height } = COVER_SHAPE;
  const pattern = patternSvg(title, width, height);
  const words = title.split(/\s+/);
  // Two lines at most, broken near the middle.
  const middle = Math.ceil(words.length / 2);
  const lines =
    words.length > 3 ? [words.slice(0, middle).join(' '), words.slice(middle).join(' ')] : [title];
  const text = lines
    .map(
      (line, index) =>
        `<text x="96" y="${height - 120 - (lines.length - 1 - index) * 104}" font-family="DejaVu Sans, sans-serif" ` +
        `font-weight="bold" font-size="88" fill="white" fill-opacity="0.95">${escapeXml(line)}</text>`,
    )
    .join('');
  return pattern.replace('</svg>', `${text}</svg>`);
}

/** Stores a drawn picture like an upload of its kind and answers the address it is served at. */
async function stored(storage: Storage, ownerId: string, kind: 'avatar' | 'banner' | 'cover', svg: string) {
  const folder = kind === 'cover' ? 'covers' : kind === 'avatar' ? 'avatars' : 'banners';
  const shape = kind === 'cover' ? COVER_SHAPE : kind === 'avatar' ? AVATAR_SHAPE : BANNER_SHAPE;
  const key = await storeImage(storage, { folder, ownerId, kind, bytes: await png(svg), shape });
  return storage.urlOf(key);
}

export const demoPictures = {
  avatar: (storage: Storage, ownerId: string, name: string, handle: string) =>
    stored(storage, ownerId, 'avatar', avatarSvg(name, handle)),
  banner: (storage: Storage, ownerId: string, handle: string) =>
    stored(
      storage,
      ownerId,
      'banner',
      patternSvg(`${handle} banner`, BANNER_SHAPE.width, BANNER_SHAPE.height),
    ),
  cover: (storage: Storage, ownerId: string, title: string) =>
    stored(storage, ownerId, 'cover', coverSvg(title)),
};

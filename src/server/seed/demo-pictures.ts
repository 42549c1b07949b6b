import { avatarColor, coverSvg as monogramCoverSvg, initialsOf, patternSvg } from '#shared/generated-art';
import {
  AVATAR_SHAPE,
  BANNER_SHAPE,
  COVER_SHAPE,
  GALLERY_SHAPE,
  loadSharp,
  storeImage,
  type ImageShape,
} from '#server/storage/images';
import type { Storage, UploadFolder } from '#server/storage/storage';

// The demo community's pictures, drawn at seed time from the same generated art the app
// shows when a picture is missing, then stored the way an upload is: re-encoded, with its smaller
// copies for srcset. Deterministic: the same names draw the same pictures, so screenshots are stable.

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

async function png(svg: string) {
  const sharp = await loadSharp();
  // Read once by the re-encoder right after: fast to write matters, not small.
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
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

/**
 * A poster for a project or a service: its pattern with a monogram of its title, as the app draws a
 * missing cover; never the title itself, which every card and page writes beside the picture.
 */
function coverSvg(title: string) {
  const { width, height } = COVER_SHAPE;
  return monogramCoverSvg(title, width, height);
}

type Kind = 'avatar' | 'banner' | 'cover' | 'gallery' | 'service';

const SHAPES: Record<Kind, { folder: UploadFolder; shape: ImageShape }> = {
  avatar: { folder: 'avatars', shape: AVATAR_SHAPE },
  banner: { folder: 'banners', shape: BANNER_SHAPE },
  cover: { folder: 'covers', shape: COVER_SHAPE },
  gallery: { folder: 'covers', shape: GALLERY_SHAPE },
  service: { folder: 'covers', shape: COVER_SHAPE },
};

/** Stores a drawn picture like an upload of its kind: the address it is served at, and its size. */
async function stored(storage: Storage, ownerId: string, kind: Kind, svg: string) {
  const { folder, shape } = SHAPES[kind];
  const file = await storeImage(storage, { folder, ownerId, kind, bytes: await png(svg), shape });
  return { url: storage.urlOf(file.key), width: file.width, height: file.height };
}

const urlOf = async (picture: Promise<{ url: string }>) => (await picture).url;

export const demoPictures = {
  avatar: (storage: Storage, ownerId: string, name: string, handle: string) =>
    urlOf(stored(storage, ownerId, 'avatar', avatarSvg(name, handle))),
  banner: (storage: Storage, ownerId: string, handle: string) =>
    urlOf(
      stored(
        storage,
        ownerId,
        'banner',
        patternSvg(`${handle} banner`, BANNER_SHAPE.width, BANNER_SHAPE.height),
      ),
    ),
  cover: (storage: Storage, ownerId: string, title: string) =>
    urlOf(stored(storage, ownerId, 'cover', coverSvg(title))),
  /** A piece of a project's work for its gallery: every third one upright, the others wide. */
  galleryImage: (storage: Storage, ownerId: string, title: string, index: number) => {
    const [width, height] = index % 3 === 2 ? [960, 1200] : [1200, 900];
    return stored(storage, ownerId, 'gallery', patternSvg(`${title} ${index}`, width, height));
  },
  /** A service's picture: its poster first, then its pattern in other colours. */
  serviceImage: (storage: Storage, ownerId: string, title: string, index: number) =>
    urlOf(
      stored(
        storage,
        ownerId,
        'service',
        index === 0
          ? coverSvg(title)
          : patternSvg(`${title} ${index}`, COVER_SHAPE.width, COVER_SHAPE.height),
      ),
    ),
};

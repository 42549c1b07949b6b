import { sourceSquare, type PhotoSize, type SquareCrop } from './square-crop';

// The avatar's stored size (docs/product/screens-and-routes.md, Settings: shown at 400x400); the server
// makes its smaller copies from it.
const AVATAR_SIDE = 400;

/** The chosen square of a loaded photo drawn at the avatar's size, as a file the avatar upload takes. */
export async function drawSquare(image: HTMLImageElement, photo: PhotoSize, crop: SquareCrop): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIDE;
  canvas.height = AVATAR_SIDE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  const { x, y, side } = sourceSquare(photo, crop);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, x, y, side, side, 0, 0, AVATAR_SIDE, AVATAR_SIDE);
  // WebP where the browser writes it, PNG otherwise: both are what the server takes.
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.92));
  if (!blob) throw new Error('the canvas made no image');
  return new File([blob], blob.type === 'image/webp' ? 'avatar.webp' : 'avatar.png', { type: blob.type });
}

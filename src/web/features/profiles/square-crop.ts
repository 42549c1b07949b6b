/**
 * The square of a photo an avatar is cut from, in the photo's own pixels: where its centre is and
 * how far in it is zoomed (1 is the largest square the photo holds). Kept in the photo's pixels, not
 * the screen's, so the same crop draws at any frame size and on the canvas.
 */
export type SquareCrop = { centerX: number; centerY: number; zoom: number };
export type PhotoSize = { width: number; height: number };

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

/** The side of the square, in the photo's pixels. */
export const sideOf = (photo: PhotoSize, zoom: number) => Math.min(photo.width, photo.height) / zoom;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** The crop moved and zoomed back inside the photo: the square never shows anything beyond its edges. */
export function keepInside(photo: PhotoSize, crop: SquareCrop): SquareCrop {
  const zoom = clamp(crop.zoom, MIN_ZOOM, MAX_ZOOM);
  const half = sideOf(photo, zoom) / 2;
  return {
    zoom,
    centerX: clamp(crop.centerX, half, photo.width - half),
    centerY: clamp(crop.centerY, half, photo.height - half),
  };
}

/** The largest square in the middle: where a crop starts. */
export const centredCrop = (photo: PhotoSize): SquareCrop => ({
  centerX: photo.width / 2,
  centerY: photo.height / 2,
  zoom: MIN_ZOOM,
});

/**
 * The crop after the photo is dragged by (dx, dy) on a frame `frameSide` wide: the photo follows the
 * finger, so the square's centre moves the other way, scaled from the screen's pixels to the photo's.
 */
export function dragBy(photo: PhotoSize, crop: SquareCrop, dx: number, dy: number, frameSide: number) {
  const photoPixelsPerFramePixel = sideOf(photo, crop.zoom) / frameSide;
  return keepInside(photo, {
    ...crop,
    centerX: crop.centerX - dx * photoPixelsPerFramePixel,
    centerY: crop.centerY - dy * photoPixelsPerFramePixel,
  });
}

/** The crop zoomed to `zoom` about its centre. */
export const zoomTo = (photo: PhotoSize, crop: SquareCrop, zoom: number) =>
  keepInside(photo, { ...crop, zoom });

/** The square as a rectangle of the photo: what the canvas copies. */
export function sourceSquare(photo: PhotoSize, crop: SquareCrop) {
  const side = sideOf(photo, crop.zoom);
  return { x: crop.centerX - side / 2, y: crop.centerY - side / 2, side };
}

/**
 * Where the photo sits in the frame, in percentages of the frame's side (so nothing is measured to
 * draw it): its width and height, and its left and top edges.
 */
export function photoPlacement(photo: PhotoSize, crop: SquareCrop) {
  const { x, y, side } = sourceSquare(photo, crop);
  const percent = (pixels: number) => `${(pixels / side) * 100}%`;
  return {
    width: percent(photo.width),
    height: percent(photo.height),
    left: percent(-x),
    top: percent(-y),
  };
}

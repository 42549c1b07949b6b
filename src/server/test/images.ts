import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { pngChunk } from '#server/storage/xmp-rewrite';

/** A real image of the given size and format, for upload tests. */
export function makeImage(width: number, height: number, format: 'png' | 'jpeg' | 'gif' = 'png') {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/** A multipart form with one file and optional text fields, as a browser would send it. */
export function formWith(
  fileField: string,
  bytes: Buffer | null,
  fields: Record<string, string> = {},
  type = 'image/png',
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (bytes) form.append(fileField, new Blob([new Uint8Array(bytes)], { type }), 'upload.png');
  return form;
}

/**
 * A few hundred bytes of PNG whose header claims width x height grey pixels: what a decompression
 * bomb looks like before it is decoded (its data is one compressed row; a decoder would go on
 * asking for the rest).
 */
export function pngClaiming(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A picture with what a photograph has for an encoder: smooth gradients, hard edges, small text and
 * fine grain, in the P3 colour space when `p3` (the pixels as a P3 camera would record them).
 */
export async function makePhotograph(width: number, height: number) {
  const shapes = Array.from({ length: 40 }, (_, index) => {
    const x = (index * 977) % width;
    const y = (index * 613) % height;
    const hue = (index * 47) % 360;
    return `<circle cx="${x}" cy="${y}" r="${40 + ((index * 31) % 160)}" fill="hsl(${hue},70%,55%)" fill-opacity="0.6"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1d3b72"/><stop offset="0.5" stop-color="#e9a23b"/><stop offset="1" stop-color="#3c7a4a"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>${shapes}
    <text x="60" y="${height - 80}" font-family="sans-serif" font-size="48" fill="#fff">Atelier 2026: fine type, 12 px and up</text>
    <text x="60" y="${height - 40}" font-family="sans-serif" font-size="14" fill="#fff">The quick brown fox jumps over the lazy dog 0123456789</text>
  </svg>`;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .blur(0.8)
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .png()
    .toBuffer();
}

/**
 * A JPEG as a camera and an editor leave it: a Display P3 profile, EXIF with the artist, copyright,
 * camera, its serial number and GPS coordinates, and XMP with the location and the editing history.
 */
export async function makeCameraJpeg(width = 2400, height = 1600) {
  const history = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
    <rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"
      exif:GPSLatitude="51,30.43N" exif:GPSLongitude="0,7.65W" xmpMM:DocumentID="xmp.did:EDITOR-HISTORY-1">
      <xmpMM:History><rdf:Seq><rdf:li>saved by a photo editor</rdf:li></rdf:Seq></xmpMM:History>
    </rdf:Description></rdf:RDF></x:xmpmeta>`;
  return sharp(await makePhotograph(width, height))
    .withIccProfile('p3')
    .withExif({
      IFD0: { Artist: 'Ada Lovelace', Copyright: 'Ada Lovelace 2026', Make: 'Fujifilm', Model: 'X-T5' },
      IFD2: { BodySerialNumber: 'SN-7741-0093' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 26/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 39/1',
      },
    })
    .withXmp(history)
    .jpeg({ quality: 92 })
    .toBuffer();
}

/**
 * A JPEG whose pixels lie on their side, with EXIF saying to turn them a quarter clockwise
 * (orientation 6): red on the left of the pixels, so on top once turned.
 */
export async function makeSidewaysJpeg() {
  const half = (colour: string) =>
    sharp({ create: { width: 150, height: 200, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const pixels = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0000ff' } })
    .composite([{ input: await half('#ff0000'), left: 0, top: 0 }])
    .png()
    .toBuffer();
  return sharp(pixels).withMetadata({ orientation: 6 }).jpeg({ quality: 95 }).toBuffer();
}

/** A PNG whose left half is fully transparent. */
export async function makeTransparentPng() {
  const opaque = await sharp({ create: { width: 100, height: 200, channels: 4, background: '#3366ccff' } })
    .png()
    .toBuffer();
  return sharp({
    create: { width: 200, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([{ input: opaque, left: 100, top: 0 }])
    .png()
    .toBuffer();
}

/** An animated GIF of `frames` frames, each a different colour. */
export async function makeAnimatedGif(width: number, height: number, frames: number) {
  const colours = Array.from({ length: frames }, (_, index) =>
    sharp({ create: { width, height, channels: 3, background: `hsl(${(index * 360) / frames}, 80%, 50%)` } })
      .png()
      .toBuffer(),
  );
  return sharp(await Promise.all(colours), { join: { animated: true } })
    .gif({ delay: Array(frames).fill(100), loop: 0 })
    .toBuffer();
}

/**
 * A few dozen bytes of GIF whose `frames` frames each claim width x height pixels (their data is one
 * pixel's): what an animation bomb looks like before it is decoded.
 */
export function gifClaiming(width: number, height: number, frames: number) {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen.set([0x80, 0, 0], 4); // a global table of two colours
  const descriptor = Buffer.from([0x2c, 0, 0, 0, 0, 0, 0, 0, 0, 0]); // the whole screen
  descriptor.writeUInt16LE(width, 5);
  descriptor.writeUInt16LE(height, 7);
  const frame = Buffer.concat([
    Buffer.from([0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00]), // shown for a tenth of a second
    descriptor,
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00]), // one pixel's data, LZW-coded
  ]);
  return Buffer.concat([
    Buffer.from('GIF89a', 'ascii'),
    screen,
    Buffer.from([0, 0, 0, 0xff, 0xff, 0xff]),
    ...Array.from({ length: frames }, () => frame),
    Buffer.from([0x3b]),
  ]);
}

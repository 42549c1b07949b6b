import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

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

/** One PNG chunk: its length, type, data and CRC. */
function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
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

import { crc32 } from 'node:zlib';
import { sniffUploadFormat } from './image-signature';

// Where each container keeps its XMP packet: the only part of a stored image rewritten when its
// credit changes, so its pixels are never encoded a second time (docs/decisions/0067).
const JPEG_XMP_HEADER = Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1');
// An iTXt chunk's keyword, then no compression, no method, no language, no translated keyword.
const PNG_XMP_KEYWORD = Buffer.from('XML:com.adobe.xmp\0', 'latin1');
const PNG_XMP_PREFIX = Buffer.concat([PNG_XMP_KEYWORD, Buffer.from([0, 0, 0, 0])]);
const WEBP_XMP_FLAG = 0x04;
const JPEG_SEGMENT_MAX = 0xffff;

/**
 * The image with its XMP packet replaced by `xmp` (added where it had none), every other byte as it
 * was; null for a container it cannot rewrite so (a GIF, a WebP without extended header, a damaged
 * file), which is then left as it is.
 */
export function withXmpReplaced(bytes: Buffer, xmp: string): Buffer | null {
  const packet = Buffer.from(xmp, 'utf8');
  switch (sniffUploadFormat(bytes)) {
    case 'webp':
      return inWebp(bytes, packet);
    case 'jpeg':
      return inJpeg(bytes, packet);
    case 'png':
      return inPng(bytes, packet);
    default:
      return null;
  }
}

/** RIFF chunks after the header; the extended header's flags say an XMP chunk is there. */
function inWebp(bytes: Buffer, packet: Buffer): Buffer | null {
  if (bytes.toString('ascii', 12, 16) !== 'VP8X') return null;
  const kept: Buffer[] = [];
  let offset = 12;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) return null;
    const type = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const end = offset + 8 + size + (size % 2);
    if (end > bytes.length) return null;
    if (type !== 'XMP ') kept.push(bytes.subarray(offset, end));
    offset = end;
  }
  const header = Buffer.alloc(8);
  header.write('XMP ', 0, 'ascii');
  header.writeUInt32LE(packet.length, 4);
  const body = Buffer.concat([...kept, header, packet, Buffer.alloc(packet.length % 2)]);
  // The flags are the first byte of VP8X's payload, the first chunk.
  body[8] = (body[8] ?? 0) | WEBP_XMP_FLAG;
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'ascii');
  riff.writeUInt32LE(body.length + 4, 4);
  riff.write('WEBP', 8, 'ascii');
  return Buffer.concat([riff, body]);
}

/** Marker segments up to the scan; the XMP packet is the APP1 segment that starts with its namespace. */
function inJpeg(bytes: Buffer, packet: Buffer): Buffer | null {
  const length = 2 + JPEG_XMP_HEADER.length + packet.length;
  if (length > JPEG_SEGMENT_MAX) return null;
  const segment = Buffer.alloc(4);
  segment.set([0xff, 0xe1]);
  segment.writeUInt16BE(length, 2);
  const xmpSegment = Buffer.concat([segment, JPEG_XMP_HEADER, packet]);
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  let inserted = false;
  let offset = 2;
  for (;;) {
    if (offset + 4 > bytes.length || bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    // The scan's entropy-coded data follows; everything from here is kept as it is.
    if (marker === 0xda) break;
    const end = offset + 2 + bytes.readUInt16BE(offset + 2);
    if (end > bytes.length) return null;
    const isApp = marker >= 0xe0 && marker <= 0xef;
    const isXmp =
      marker === 0xe1 &&
      bytes.subarray(offset + 4, offset + 4 + JPEG_XMP_HEADER.length).equals(JPEG_XMP_HEADER);
    // Among the application segments, before the tables.
    if (!inserted && !isApp) {
      parts.push(xmpSegment);
      inserted = true;
    }
    if (!isXmp) parts.push(bytes.subarray(offset, end));
    offset = end;
  }
  if (!inserted) parts.push(xmpSegment);
  parts.push(bytes.subarray(offset));
  return Buffer.concat(parts);
}

/** One PNG chunk: its length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** Chunks after the signature; the XMP packet is the iTXt chunk of its keyword, put before the data. */
function inPng(bytes: Buffer, packet: Buffer): Buffer | null {
  const parts: Buffer[] = [bytes.subarray(0, 8)];
  let inserted = false;
  let offset = 8;
  while (offset < bytes.length) {
    if (offset + 12 > bytes.length) return null;
    const type = bytes.toString('ascii', offset + 4, offset + 8);
    const end = offset + 12 + bytes.readUInt32BE(offset);
    if (end > bytes.length) return null;
    const isXmp =
      type === 'iTXt' &&
      bytes.subarray(offset + 8, offset + 8 + PNG_XMP_KEYWORD.length).equals(PNG_XMP_KEYWORD);
    if (!inserted && type === 'IDAT') {
      parts.push(pngChunk('iTXt', Buffer.concat([PNG_XMP_PREFIX, packet])));
      inserted = true;
    }
    if (!isXmp) parts.push(bytes.subarray(offset, end));
    offset = end;
  }
  return inserted ? Buffer.concat(parts) : null;
}

/** The formats Atelier takes as uploads, by the bytes each file of the format starts with. */
export type UploadFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** Whether the bytes hold the signature at the offset. */
export const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

/** A signature written as text, as its byte values. */
export const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * The upload's format by its first bytes, or null for anything else (SVG, TIFF, HEIF, AVIF, a PDF
 * named .png...): checked before any image decoder sees the bytes, so only the four decoders Atelier
 * needs are ever reached by what a visitor sends.
 */
export function sniffUploadFormat(bytes: Buffer): UploadFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

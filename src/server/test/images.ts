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

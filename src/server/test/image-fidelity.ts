import sharp from 'sharp';

// The structural similarity index (Wang, Bovik, Sheikh and Simoncelli, 2004) of two images' luma, on
// 8 x 8 windows at every pixel, the variant libvpx and libwebp report: 1 is the same picture, and
// 0.97 or more is what people take for it.
const WINDOW = 8;
const C1 = (0.01 * 255) ** 2;
const C2 = (0.03 * 255) ** 2;

/** The 8-bit luma of an image, converted to sRGB first, at the given size. */
async function luma(image: Buffer, width: number, height: number) {
  const { data } = await sharp(image)
    .resize(width, height, { fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data;
}

/** Sums over every window by an integral image of each quantity: a few passes, not one per window. */
function integral(width: number, height: number, valueAt: (index: number) => number) {
  const sums = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += valueAt(y * width + x);
      sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1]! + row;
    }
  }
  return (x: number, y: number) => {
    const stride = width + 1;
    const [x2, y2] = [x + WINDOW, y + WINDOW];
    return sums[y2 * stride + x2]! - sums[y * stride + x2]! - sums[y2 * stride + x]! + sums[y * stride + x]!;
  };
}

/** The mean SSIM of `copy` against `original`, both compared at the copy's own size. */
export async function ssim(original: Buffer, copy: Buffer): Promise<number> {
  const { width = 0, height = 0 } = await sharp(copy).metadata();
  const [a, b] = await Promise.all([luma(original, width, height), luma(copy, width, height)]);
  const sumA = integral(width, height, (i) => a[i]!);
  const sumB = integral(width, height, (i) => b[i]!);
  const sumAA = integral(width, height, (i) => a[i]! * a[i]!);
  const sumBB = integral(width, height, (i) => b[i]! * b[i]!);
  const sumAB = integral(width, height, (i) => a[i]! * b[i]!);
  const n = WINDOW * WINDOW;
  let total = 0;
  let windows = 0;
  for (let y = 0; y + WINDOW <= height; y++) {
    for (let x = 0; x + WINDOW <= width; x++) {
      const meanA = sumA(x, y) / n;
      const meanB = sumB(x, y) / n;
      const varA = sumAA(x, y) / n - meanA * meanA;
      const varB = sumBB(x, y) / n - meanB * meanB;
      const covariance = sumAB(x, y) / n - meanA * meanB;
      total +=
        ((2 * meanA * meanB + C1) * (2 * covariance + C2)) /
        ((meanA * meanA + meanB * meanB + C1) * (varA + varB + C2));
      windows++;
    }
  }
  return total / windows;
}

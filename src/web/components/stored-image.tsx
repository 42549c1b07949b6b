import type { ImgHTMLAttributes } from 'react';
import { responsiveImage } from '#shared/images';

type StoredImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  alt: string;
  /** How wide the image is shown, as in the `sizes` attribute: the browser picks the copy from it. */
  sizes: string;
};

/**
 * An uploaded image, offering the browser the smaller copies stored beside it (see @shared/images)
 * so a phone or a list row downloads one sized for it.
 */
export function StoredImage({ src, alt, sizes, ...rest }: StoredImageProps) {
  const sources = responsiveImage(src);
  // sizes and srcset before src: a browser that sees src first on a created element may fetch it too.
  return (
    <img {...rest} alt={alt} sizes={sources.srcSet && sizes} srcSet={sources.srcSet} src={sources.src} />
  );
}

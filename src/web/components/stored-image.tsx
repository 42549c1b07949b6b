import type { ImgHTMLAttributes } from 'react';
import { responsiveImage } from '#shared/images';

type StoredImageProps = Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  'className' | 'width' | 'height' | 'loading' | 'decoding' | 'fetchPriority'
> & {
  src: string;
  alt: string;
  /** How wide the image is shown, as in the `sizes` attribute: the browser picks the copy from it. */
  sizes: string;
};

/**
 * An uploaded image, offering the browser the smaller copies stored beside it (see @shared/images)
 * so a phone or a list row downloads one sized for it. Its attributes are named one by one: a rest
 * of the props (`...rest`) made an object V8 copies slowly, and a case study's page renders some
 * 30 of these on the server for every visit.
 */
export function StoredImage({
  src,
  alt,
  sizes,
  className,
  width,
  height,
  loading,
  decoding,
  fetchPriority,
}: StoredImageProps) {
  const sources = responsiveImage(src);
  // sizes and srcset before src: a browser that sees src first on a created element may fetch it too.
  return (
    <img
      className={className}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
      fetchPriority={fetchPriority}
      alt={alt}
      sizes={sources.srcSet && sizes}
      srcSet={sources.srcSet}
      src={sources.src}
    />
  );
}

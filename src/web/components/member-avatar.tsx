import { cn } from '#web/lib/cn';
import { InitialsAvatar } from './initials-avatar';
import { StoredImage } from './stored-image';

/**
 * A member's picture, round, in the copy its size needs; without one, their initials on their
 * colour. Decorative unless `alt` says otherwise: the name is written beside it. `className` sizes
 * it (and sets the initials' type size).
 */
export function MemberAvatar({
  url,
  name,
  handle,
  px,
  className,
  alt = '',
  lazy = true,
}: {
  url: string | null | undefined;
  name: string;
  handle: string;
  /** How wide it is shown, in CSS pixels: the browser picks the copy from it. */
  px: number;
  className?: string;
  alt?: string;
  lazy?: boolean;
}) {
  if (!url) return <InitialsAvatar name={name} handle={handle} className={className} />;
  return (
    <StoredImage
      src={url}
      alt={alt}
      sizes={`${px}px`}
      width={px}
      height={px}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      className={cn('shrink-0 rounded-full object-cover', className)}
    />
  );
}

import { PRODUCT_NAME } from '#shared/constants';
import { Link } from 'react-router';

/**
 * The mark and the name, home. Where the bar is full (`crowded`: a member's five 44 px controls) the
 * name waits for 400 px of screen, otherwise for 360: below, the mark alone, named for screen readers.
 */
export function Logo({ onNavigate, crowded = false }: { onNavigate?: () => void; crowded?: boolean }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex shrink-0 items-center gap-2 text-lg font-bold tracking-tight pointer-coarse:min-h-11 pointer-coarse:min-w-11"
    >
      <img src="/favicon.svg" alt="" className="size-8" />
      <span className={crowded ? 'max-[399px]:sr-only' : 'max-[359px]:sr-only'}>{PRODUCT_NAME}</span>
    </Link>
  );
}

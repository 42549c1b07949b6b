import { PRODUCT_NAME } from '@shared/constants';
import { Link } from 'react-router';

/** The mark and the name, home; on the narrowest phones (under 360 px) the mark alone, named for screen readers. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex shrink-0 items-center gap-2 text-lg font-bold tracking-tight"
    >
      <img src="/favicon.svg" alt="" className="size-8" />
      <span className="max-[359px]:sr-only">{PRODUCT_NAME}</span>
    </Link>
  );
}

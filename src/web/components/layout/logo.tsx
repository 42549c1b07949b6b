import { PRODUCT_NAME } from '@shared/constants';
import { Link } from 'react-router';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" onClick={onNavigate} className="flex items-center gap-2 text-lg font-bold tracking-tight">
      <img src="/favicon.svg" alt="" className="size-8" />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}

import { ExternalLink, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button';

/** One saved link in the settings: what it is (the children), its URL opening in a new tab, and Remove. */
export function LinkRow({
  children,
  url,
  removeLabel,
  disabled,
  onRemove,
}: {
  children: ReactNode;
  url: string;
  removeLabel: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  return (
    <li className="flex items-center gap-3 py-2">
      {children}
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="flex min-w-0 flex-1 items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <span className="truncate">{url}</span>
        <ExternalLink aria-hidden className="size-3.5 shrink-0" />
      </a>
      <Button variant="ghost" size="sm" disabled={disabled} aria-label={removeLabel} onClick={onRemove}>
        <Trash2 aria-hidden className="size-4" />
      </Button>
    </li>
  );
}

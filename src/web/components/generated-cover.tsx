import { coverDataUrl } from '#shared/generated-art';

/**
 * Work without a cover: a pattern of its own with a monogram drawn from its title, never the title
 * itself (the card or page names the work beside it). Decorative, hidden from screen readers.
 */
export function GeneratedCover({ seed, className }: { seed: string; className?: string }) {
  return (
    <img src={coverDataUrl(seed)} alt="" aria-hidden="true" width={640} height={360} className={className} />
  );
}

import { patternDataUrl } from '#shared/generated-art';

/** A project without a cover: a pattern of its own drawn from its title (never a placeholder icon). */
export function GeneratedCover({ seed, className }: { seed: string; className?: string }) {
  return <img src={patternDataUrl(seed)} alt="" width={640} height={360} className={className} />;
}

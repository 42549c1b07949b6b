import { Link } from 'react-router';

/**
 * Tags that lead somewhere: each a link to the list of everything else that carries it (a project's
 * technologies to Explore, a creator's skills to People).
 */
export function TagLinks({
  tags,
  hrefOf,
  labelOf,
}: {
  tags: readonly string[];
  hrefOf: (tag: string) => string;
  /** What a screen reader says for a tag: where it leads, not only its word. */
  labelOf: (tag: string) => string;
}) {
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={hrefOf(tag)}
            aria-label={labelOf(tag)}
            className="touch-target inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-700 hover:bg-brand-100 hover:underline"
          >
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { avatarColor, initialsOf } from '#shared/generated-art';
import { cn } from '#web/lib/cn';

/**
 * A member without a picture: their initials on a colour their handle picks (never a grey
 * silhouette). Decorative, as avatars are here: the name is always written beside it.
 */
export function InitialsAvatar({
  name,
  handle,
  className,
}: {
  name: string;
  handle: string;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: avatarColor(handle) }}
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full font-semibold text-white select-none',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}

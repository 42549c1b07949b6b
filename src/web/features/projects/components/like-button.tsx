import { Heart } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import type { ProjectDetail } from '#shared/schemas/projects';
import { SignInLink } from '#web/components/routing/sign-in-link';
import { Button, buttonClasses } from '#web/components/ui/button';
import { showToast } from '#web/components/ui/toast-store';
import { cn } from '#web/lib/cn';
import { useSession } from '#web/lib/session';
import { useLike } from '../api/projects';

/** The heart and its count; a visitor's tap goes to sign in, and comes back here. */
export function LikeButton({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const like = useLike(project);
  const heart = (
    <>
      <Heart aria-hidden className={cn('size-4', project.likedByMe && 'fill-rose-500 text-rose-500')} />
      <span aria-hidden>{project.likeCount}</span>
    </>
  );
  if (!user) {
    return (
      <SignInLink
        reason="like"
        page="/login"
        className={buttonClasses('outline')}
        aria-label={t('project.likeLabel', { count: project.likeCount })}
      >
        {heart}
      </SignInLink>
    );
  }
  const toggle = () => {
    const next = !project.likedByMe;
    like.mutate(next, {
      onError: () =>
        showToast({
          title: next ? t('project.likeFailed') : t('project.unlikeFailed'),
          variant: 'destructive',
        }),
    });
  };
  return (
    <Button
      variant="outline"
      aria-pressed={project.likedByMe}
      disabled={like.isPending}
      onClick={toggle}
      aria-label={t('project.likeLabel', { count: project.likeCount })}
    >
      {heart}
    </Button>
  );
}

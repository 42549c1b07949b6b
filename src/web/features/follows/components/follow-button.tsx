import { useTranslation } from '#web/i18n/react';
import type { PublicProfile } from '#shared/schemas/profiles';
import { Button, buttonClasses } from '#web/components/ui/button';
import { SignInLink } from '#web/components/routing/sign-in-link';
import { showToast } from '#web/components/ui/toast-store';
import { useSession } from '#web/lib/session';
import { useFollow } from '../api/follows';

/**
 * Follow or Unfollow on someone else's profile; a visitor is sent to sign in. `prominent`: Follow
 * is the page's main action (filled), unless the creator's own main action is beside it.
 */
export function FollowButton({ profile, prominent = true }: { profile: PublicProfile; prominent?: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const follow = useFollow(profile.handle);

  if (!user) {
    return (
      <SignInLink reason="follow" page="/login" className={buttonClasses(prominent ? 'primary' : 'outline')}>
        {t('profile.follow')}
      </SignInLink>
    );
  }

  const toggle = () => {
    const next = !profile.isFollowing;
    follow.mutate(next, {
      onSuccess: () => showToast({ title: next ? t('profile.following') : t('profile.unfollowed') }),
      onError: () =>
        showToast({
          title: next ? t('profile.followFailed') : t('profile.unfollowFailed'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Button
      variant={profile.isFollowing || !prominent ? 'outline' : 'primary'}
      disabled={follow.isPending}
      onClick={toggle}
    >
      {profile.isFollowing ? t('profile.unfollow') : t('profile.follow')}
    </Button>
  );
}

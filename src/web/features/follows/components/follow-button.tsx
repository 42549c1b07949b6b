import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '@shared/schemas/profiles';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../components/ui/toast-store';
import { useSession } from '../../../lib/session';
import { useFollow } from '../api/follows';

/** Follow or Unfollow on someone else's profile; a visitor is asked to sign in. */
export function FollowButton({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const follow = useFollow(profile.handle);

  const toggle = () => {
    if (!user) {
      showToast({ title: t('profile.signInRequired'), description: t('errors.signInToFollow') });
      return;
    }
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
      variant={profile.isFollowing ? 'outline' : 'primary'}
      disabled={follow.isPending}
      onClick={toggle}
    >
      {profile.isFollowing ? t('profile.unfollow') : t('profile.follow')}
    </Button>
  );
}

import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { showToast } from '#web/components/ui/toast-store';
import { useTranslation } from '#web/i18n/react';
import { useFollow } from '../api/follows';

/**
 * Follow or Unfollow for a creator shown outside their profile (a suggestion on a member's home),
 * where only their handle is at hand. `onFollowChange` lets the place around it refresh what a
 * follow changes there (the home's feed).
 */
export function FollowCreatorButton({
  handle,
  name,
  onFollowChange,
}: {
  handle: string;
  name: string;
  onFollowChange?: () => void;
}) {
  const { t } = useTranslation();
  const follow = useFollow(handle);
  const [following, setFollowing] = useState(false);
  const toggle = () => {
    const next = !following;
    setFollowing(next);
    follow.mutate(next, {
      onSuccess: () => onFollowChange?.(),
      onError: () => {
        setFollowing(!next);
        showToast({
          title: t(next ? 'profile.followFailed' : 'profile.unfollowFailed'),
          variant: 'destructive',
        });
      },
    });
  };
  return (
    <Button
      variant={following ? 'outline' : 'primary'}
      aria-pressed={following}
      aria-label={t(following ? 'home.suggestions.unfollow' : 'home.suggestions.follow', { name })}
      onClick={toggle}
    >
      {t(following ? 'profile.unfollow' : 'profile.follow')}
    </Button>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { LazyPartBoundary } from '#web/components/lazy-part-boundary';
import { useTranslation } from '#web/i18n/react';
import { loadWhenIdle } from '#web/lib/load-when-idle';

// The form and its checks (zod, react-hook-form) are not part of the profile going live: they come
// once the page is idle, or at the first tap.
const loadDialog = () => import('./remote-follow-dialog');
const RemoteFollowDialog = lazy(loadDialog);

/**
 * 'Follow from your server' (docs/decisions/0071-federation-with-fedify.md): for whatever starts it
 * (a menu item), `start` opens a form for the visitor's address elsewhere, and sending it takes them
 * to their own server's follow page. Null for a member who does not federate.
 */
export function useRemoteFollowAction(profile: { handle: string; fediverseAddress: string | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const address = profile.fediverseAddress;
  useEffect(() => (address ? loadWhenIdle(loadDialog) : undefined), [address]);
  if (!address) return null;

  const dialog = open && (
    <LazyPartBoundary>
      <Suspense fallback={null}>
        <RemoteFollowDialog handle={profile.handle} address={address} onClose={() => setOpen(false)} />
      </Suspense>
    </LazyPartBoundary>
  );
  return { label: t('federation.remoteFollow.menu'), start: () => setOpen(true), dialog };
}

import { useEffect, useRef } from 'react';
import { useSession } from './session';
import { applyTheme } from './theme';

/** On signing in, shows the theme saved in the member's preferences (once per sign-in). */
export function useSavedTheme() {
  const { user } = useSession();
  const appliedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!user || appliedFor.current === user.id) return;
    appliedFor.current = user.id;
    if (user.theme && !document.documentElement.classList.contains(user.theme)) applyTheme(user.theme);
  }, [user]);
}

import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { preloadableLazy } from '#web/lib/preloadable-lazy';
import { useSession } from '#web/lib/session';
import { useKnownNotBanned } from '#web/features/standing/api/standing';
import { buttonClasses, ICON_BUTTON_CLASSES } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { Logo } from '#web/components/layout/logo';
import { MainNav } from './main-nav';
import { QuickSearch } from '#web/features/quick-search/components/quick-search';
import { LazyPartBoundary } from '#web/components/lazy-part-boundary';
import { SignInLink } from '#web/components/routing/sign-in-link';
import { loadWhenIdle } from '#web/lib/load-when-idle';

// Loaded only for whom they show: a visitor never downloads the menus, a phone the drawer when opened.
export const SignedInActions = preloadableLazy(
  'app/layout/signed-in-actions.tsx',
  () => import('./signed-in-actions'),
);
const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(loadDrawer);

export function TopBar() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { user, isPending } = useSession();
  const freeToAct = useKnownNotBanned();
  // A phone fetches the drawer's code once the page is idle, so the menu opens even if the network
  // drops later (a tap offline found nothing to open).
  useEffect(() => {
    if (!window.matchMedia('(max-width: 767px)').matches) return;
    return loadWhenIdle(loadDrawer);
  }, []);
  return (
    // data-top-bar: toasts that must go to the top stand under it (components/ui/toast-placement.ts).
    <header data-top-bar className="sticky top-0 z-40 border-b border-slate-200 bg-surface">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:gap-6 sm:px-6">
        <Logo crowded={Boolean(user)} />
        <div className="hidden md:block">
          <MainNav layout="row" />
        </div>
        <QuickSearch className="ml-auto hidden w-full max-w-xs md:block" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2 md:ml-0">
          {user
            ? // Under a ban the member's tools are not theirs; /banned has the way out.
              freeToAct && (
                <Suspense fallback={null}>
                  <SignedInActions user={user} />
                </Suspense>
              )
            : !isPending && (
                <SignInLink className={buttonClasses('primary', 'sm')}>{t('nav.signIn')}</SignInLink>
              )}
          <button
            type="button"
            // A finger on the button starts the download, so the drawer is usually here by the click.
            onPointerDown={() => void loadDrawer()}
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
            aria-label={t('nav.openMenu')}
            className={cn(ICON_BUTTON_CLASSES, 'md:hidden')}
          >
            <Menu className="size-6" aria-hidden="true" />
          </button>
        </div>
      </div>
      {drawerWanted && (
        <LazyPartBoundary>
          <Suspense fallback={null}>
            <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} signedIn={Boolean(user)} />
          </Suspense>
        </LazyPartBoundary>
      )}
    </header>
  );
}

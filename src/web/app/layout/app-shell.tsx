import { Suspense } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Outlet } from 'react-router';
import { AnnouncementBanners } from '#web/features/announcements/components/announcement-banners';
import { CookieBanner } from '#web/features/consent/cookie-banner';
import { useLiveEvents } from '../use-live-events';
import { StandingGate } from '#web/features/standing/components/standing-gate';
import { useKnownNotBanned } from '#web/features/standing/api/standing';
import { useSavedLanguage } from '#web/i18n/use-saved-language';
import { useSavedTheme } from '#web/lib/use-saved-theme';
import { Toaster } from '#web/components/ui/toaster';
import { Footer } from './footer';
import { LoadingScreen } from '#web/components/layout/loading-screen';
import { ScrollRestoration } from './scroll-restoration';
import { TopBar } from './top-bar';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { HydratedMark } from '../app-frame';
import { ProjectCardActionsContext } from '#web/components/cards/project-card-actions';
import { renderCardSaveButton } from '#web/features/collections/components/compact-save-button';

/** Every screen's frame: skip link, top bar, the screen in the one main landmark, footer, banners. */
export function AppShell() {
  const { t } = useTranslation();
  useSavedLanguage();
  useSavedTheme();
  useLiveEvents();
  const notBanned = useKnownNotBanned();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-surface px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('nav.skipToContent')}
      </a>
      <TopBar />
      <UnsavedChangesGuard />
      <AnnouncementBanners notBanned={notBanned} />
      {/* Clipped sideways: a case study's wide image spans the window (100vw), which counts a
          desktop scrollbar's width too, and the page must not scroll sideways for it. */}
      <main id="main" tabIndex={-1} className="flex-1 overflow-x-clip focus:outline-none">
        <Suspense fallback={<LoadingScreen />}>
          <StandingGate>
            {/* Cards offer Save in their corner; the dialog's code waits for a tap. */}
            <ProjectCardActionsContext value={renderCardSaveButton}>
              <Outlet />
            </ProjectCardActionsContext>
          </StandingGate>
          <HydratedMark />
        </Suspense>
      </main>
      <Footer />
      <CookieBanner />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}

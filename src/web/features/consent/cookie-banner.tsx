import { Cookie } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { LazyPartBoundary } from '#web/components/lazy-part-boundary';
import { showToast } from '#web/components/ui/toast-store';
import { saveConsent, useConsent, useConsentDecided, type ConsentChoices } from '#web/lib/consent-store';
import { CONSENT_CHOICES, type ConsentChoiceName } from '#web/lib/consent-record';
import { useCookiePreferencesRequest } from './preferences-request';

const loadPreferences = () => import('./cookie-preferences');
// The switches' code (and Radix's under it) comes when the preferences are opened, or about to be:
// every page shows the banner, few visitors open them.
const CookiePreferences = lazy(loadPreferences);
const preloadPreferences = () => void loadPreferences().catch(() => undefined);
const preloadOnApproach = {
  onPointerEnter: preloadPreferences,
  onPointerDown: preloadPreferences,
  onFocus: preloadPreferences,
};

/**
 * Asks for cookie consent on the first visit and whenever the visitor reopens the preferences
 * (footer link). Nothing optional runs before a choice is saved.
 */
export function CookieBanner() {
  const decided = useConsentDecided();
  const consent = useConsent();
  const { requested, close } = useCookiePreferencesRequest();
  if (decided && !requested) return null;
  return <CookieConsentPanel initial={consent ?? null} startInPreferences={requested} onDone={close} />;
}

function CookieConsentPanel({
  initial,
  startInPreferences,
  onDone,
}: {
  initial: ConsentChoices | null;
  startInPreferences: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [showPreferences, setShowPreferences] = useState(startInPreferences);
  // Here, not in the preferences: a choice toggled there survives going Back and opening them again.
  const [choices, setChoices] = useState<ConsentChoices>({
    analytics: initial?.analytics ?? false,
    advertising: initial?.advertising ?? false,
  });
  const headingId = useId();

  const decide = (decided: ConsentChoices) => {
    saveConsent(decided);
    onDone();
  };

  // The first visit's choices are acted on by the page's early script when tapped before the app is
  // live, which hides this panel at once (app/early-input/record.ts); reopened, it is the app's alone.
  const bannerKind = startInPreferences ? 'reopened' : 'first-visit';
  // Until the preferences' code is here (or while the network is down), Back still leads out.
  const preferencesLoading = <PreferencesLoading onBack={() => setShowPreferences(false)} />;
  const choiceButton = (choice: ConsentChoiceName) => ({
    'data-consent-choice': choice,
    onClick: () => decide(CONSENT_CHOICES[choice]),
  });

  return (
    <>
      {/* Room at the end of the page, so the fixed banner never hides the footer. */}
      <div
        aria-hidden="true"
        data-cookie-banner={bannerKind}
        className={showPreferences ? 'h-96' : 'h-40 md:h-32'}
      />
      <section
        data-cookie-banner={bannerKind}
        aria-labelledby={headingId}
        className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-surface shadow-[0_-8px_30px_rgba(15,23,42,0.08)]"
      >
        <div className="mx-auto max-w-5xl px-4 py-3 sm:px-6 md:py-4">
          {showPreferences ? (
            <LazyPartBoundary fallback={preferencesLoading}>
              <Suspense fallback={preferencesLoading}>
                <CookiePreferences
                  choices={choices}
                  onChange={setChoices}
                  headingId={headingId}
                  onBack={() => setShowPreferences(false)}
                  onSave={() => {
                    decide(choices);
                    showToast({ title: t('cookies.saved') });
                  }}
                />
              </Suspense>
            </LazyPartBoundary>
          ) : (
            <div className="flex flex-col gap-3 md:flex-row md:items-center md:gap-4">
              <Cookie className="hidden size-8 shrink-0 text-brand-500 md:block" aria-hidden="true" />
              <div className="flex-1 text-sm text-slate-700">
                {/* A phone gets the short of it, the title left to screen readers: the banner may take
                    at most a quarter of the screen. */}
                <h2 id={headingId} className="font-semibold text-slate-900 max-md:sr-only md:text-base">
                  {t('cookies.title')}
                </h2>
                <p className="md:mt-1">
                  <span className="max-md:hidden">{t('cookies.description')}</span>
                  <span className="md:hidden">{t('cookies.descriptionShort')}</span>{' '}
                  <Link to="/privacy" className="font-medium text-brand-700 underline">
                    {t('footer.privacy')}
                  </Link>
                  <span className="max-md:hidden">
                    {' · '}
                    <Link to="/terms" className="font-medium text-brand-700 underline">
                      {t('footer.terms')}
                    </Link>
                  </span>
                  <span className="md:hidden">
                    {' · '}
                    <button
                      type="button"
                      onClick={() => setShowPreferences(true)}
                      {...preloadOnApproach}
                      className="inline font-medium text-brand-700 underline"
                    >
                      {t('cookies.managePreferences')}
                    </button>
                  </span>
                </p>
              </div>
              <div className="grid grid-cols-2 gap-2 md:flex">
                <Button variant="outline" {...choiceButton('none')}>
                  {t('cookies.rejectOptional')}
                </Button>
                <Button
                  variant="ghost"
                  className="max-md:hidden"
                  onClick={() => setShowPreferences(true)}
                  {...preloadOnApproach}
                >
                  {t('cookies.managePreferences')}
                </Button>
                <Button {...choiceButton('all')}>{t('cookies.acceptAll')}</Button>
              </div>
            </div>
          )}
        </div>
      </section>
    </>
  );
}

/** While the preferences' code arrives: the panel keeps its place, says it is loading, and Back works. */
function PreferencesLoading({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex h-80 flex-col items-center justify-center gap-4 text-slate-600">
      <div role="status" className="flex items-center gap-3">
        <Spinner />
        <span>{t('common.loading')}</span>
      </div>
      <Button variant="ghost" onClick={onBack}>
        {t('cookies.back')}
      </Button>
    </div>
  );
}

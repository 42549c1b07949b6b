import { Cookie } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';
import { Switch } from '#web/components/ui/switch';
import { showToast } from '#web/components/ui/toast-store';
import { saveConsent, useConsent, useConsentDecided, type ConsentChoices } from '#web/lib/consent-store';
import { CONSENT_CHOICES, type ConsentChoiceName } from '#web/lib/consent-record';
import { useCookiePreferencesRequest } from './preferences-request';

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
            <div>
              <h2 id={headingId} className="text-lg font-semibold">
                {t('cookies.preferencesTitle')}
              </h2>
              <ul className="mt-3 divide-y divide-slate-100">
                <PreferenceRow
                  label={t('cookies.essential')}
                  description={t('cookies.essentialDescription')}
                  checked
                  disabled
                />
                <PreferenceRow
                  label={t('cookies.analytics')}
                  description={t('cookies.analyticsDescription')}
                  checked={choices.analytics}
                  onChange={(analytics) => setChoices((current) => ({ ...current, analytics }))}
                />
                <PreferenceRow
                  label={t('cookies.advertising')}
                  description={t('cookies.advertisingDescription')}
                  checked={choices.advertising}
                  onChange={(advertising) => setChoices((current) => ({ ...current, advertising }))}
                />
              </ul>
              <div className="mt-4 flex flex-wrap justify-end gap-2">
                <Button variant="ghost" onClick={() => setShowPreferences(false)}>
                  {t('cookies.back')}
                </Button>
                <Button
                  onClick={() => {
                    decide(choices);
                    showToast({ title: t('cookies.saved') });
                  }}
                >
                  {t('cookies.savePreferences')}
                </Button>
              </div>
            </div>
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
                <Button variant="ghost" className="max-md:hidden" onClick={() => setShowPreferences(true)}>
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

function PreferenceRow({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div>
        <label htmlFor={id} className="touch-target font-medium">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-slate-600">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-describedby={`${id}-description`}
      />
    </li>
  );
}

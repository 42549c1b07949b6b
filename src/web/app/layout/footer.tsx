import { ExternalLink } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '#shared/constants';
import { openCookiePreferences } from '#web/features/consent/preferences-request';
import { LanguageSelect } from '#web/features/profiles/components/language-select';
import { ThemeSelect } from '#web/features/profiles/components/theme-select';

/**
 * The partner's public listing of community bots (docs/product/screens-and-routes.md, Footer: "a partner
 * link to an external bot listing").
 */
const PARTNER_URL = 'https://top.gg/';

export function Footer() {
  const { t } = useTranslation();
  const linkClass = 'touch-target text-sm text-slate-600 hover:text-slate-900 hover:underline';
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <p className="font-semibold">{PRODUCT_NAME}</p>
          <p className="mt-1 text-sm text-slate-600">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.navLabel')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link to="/privacy" className={linkClass}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to="/terms" className={linkClass}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to="/feedback" className={linkClass}>
                {t('footer.feedback')}
              </Link>
            </li>
            <li>
              <button type="button" onClick={openCookiePreferences} className={linkClass}>
                {t('footer.cookieSettings')}
              </button>
            </li>
            <li>
              <a
                href={PARTNER_URL}
                target="_blank"
                rel="noopener noreferrer"
                className={`${linkClass} inline-flex items-center gap-1`}
              >
                {t('footer.partner')}
                <ExternalLink className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{t('footer.opensInNewTab')}</span>
              </a>
            </li>
          </ul>
        </nav>
        <div className="flex flex-wrap items-center gap-4">
          <LanguageSelect />
          <ThemeSelect />
        </div>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-slate-500 sm:px-6">
          {t('footer.copyright', { year: new Date().getFullYear(), product: PRODUCT_NAME })}
        </p>
      </div>
    </footer>
  );
}

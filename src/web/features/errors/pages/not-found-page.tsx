import { useEffect } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { useDocumentTitle } from '#web/lib/use-document-title';
import type { PageData } from '#web/lib/page-data';
import { reportNotFound } from '../api/report-not-found';

export const pageData: PageData = () => Promise.resolve({ status: 404 });

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t('notFound.documentTitle'));
  useEffect(() => {
    // Losing a report must never disturb the visitor.
    reportNotFound(pathname).catch(() => undefined);
  }, [pathname]);
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-7xl font-extrabold text-brand-500" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-md text-slate-600">{t('notFound.text')}</p>
      <Link to="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}

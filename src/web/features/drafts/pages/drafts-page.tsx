import { BriefcaseBusiness, FilePen, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#web/i18n/react';
import { RequireSession } from '#web/components/routing/require-session';
import { buttonClasses } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useDrafts } from '../api/drafts';
import { DraftListItem } from '../components/draft-list-item';

/** /drafts: what the member typed into project and service forms and has not published yet. */
export default function DraftsPage() {
  return (
    <RequireSession>
      <DraftsScreen />
    </RequireSession>
  );
}

function DraftsScreen() {
  const { t } = useTranslation();
  const drafts = useDrafts();
  useDocumentTitle(t('drafts.pageTitle'));

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
        <FilePen aria-hidden className="size-8 text-brand-500" />
        {t('drafts.pageTitle')}
      </h1>
      <p className="mt-2 text-slate-600">{t('drafts.intro')}</p>
      {drafts.isPending ? (
        <div role="status" className="mt-8 flex items-center gap-2 text-sm text-slate-600">
          <Spinner /> {t('common.loading')}
        </div>
      ) : drafts.isError ? (
        <p role="alert" className="mt-8 text-sm text-red-700">
          {t('drafts.loadFailed')}
        </p>
      ) : drafts.count === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center">
          <h2 className="font-semibold">{t('drafts.emptyTitle')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('drafts.emptyText')}</p>
          <div className="mt-5 flex flex-wrap justify-center gap-2">
            <Link to="/new" className={buttonClasses('primary', 'md')}>
              <Plus aria-hidden className="size-4" />
              {t('drafts.newProject')}
            </Link>
            <Link to="/services/new" className={buttonClasses('outline', 'md')}>
              <BriefcaseBusiness aria-hidden className="size-4" />
              {t('drafts.newService')}
            </Link>
          </div>
        </div>
      ) : (
        <ul className="mt-8 flex flex-col gap-3" aria-label={t('drafts.pageTitle')}>
          {drafts.drafts.map((draft) => (
            <DraftListItem key={draft.id} draft={draft} />
          ))}
        </ul>
      )}
    </div>
  );
}

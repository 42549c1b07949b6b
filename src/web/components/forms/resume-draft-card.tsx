import { History } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { formatRelativeTime } from '#web/lib/relative-time';
import { Button } from '../ui/button';

/**
 * Offered on an edit page when the member left changes there unpublished (decision 52): take them
 * up again, or discard them and edit what is published.
 */
export function ResumeDraftCard({
  updatedAt,
  discarding,
  onResume,
  onDiscard,
}: {
  updatedAt: string;
  discarding: boolean;
  onResume: () => void;
  onDiscard: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section
      aria-labelledby="resume-draft-heading"
      className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-5"
    >
      <div className="flex gap-3">
        <History aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div>
          <h2 id="resume-draft-heading" className="font-semibold">
            {t('drafts.resumeTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t('drafts.resumeText', { when: formatRelativeTime(new Date(updatedAt), i18n.language) })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onResume}>{t('drafts.resume')}</Button>
        <Button variant="outline" onClick={onDiscard} disabled={discarding}>
          {t('drafts.discard')}
        </Button>
      </div>
    </section>
  );
}

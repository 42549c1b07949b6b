import { useTranslation } from '#web/i18n/react';
import { Spinner } from '#web/components/ui/spinner';
import { formatRelativeTime } from '#web/lib/relative-time';
import { useMyFeedback } from '../api/feedback';
import { FeedbackStatusBadge } from './feedback-status-badge';

/** The member's own feedback, newest first, with where each stands. */
export function MyFeedbackList() {
  const { t, i18n } = useTranslation();
  const mine = useMyFeedback();
  return (
    <section aria-labelledby="my-feedback" className="mt-12">
      <h2 id="my-feedback" className="text-xl font-semibold">
        {t('feedback.mine')}
      </h2>
      {mine.isPending ? (
        <div role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-600">
          <Spinner /> {t('common.loading')}
        </div>
      ) : mine.isError ? (
        <p className="mt-4 text-sm text-red-700">{t('feedback.mineFailed')}</p>
      ) : mine.data.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('feedback.mineEmpty')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {mine.data.map((item) => (
            <li key={item.id} className="rounded-xl border border-slate-200 bg-surface p-4">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-xs font-medium text-slate-500 uppercase">
                  {t(`feedback.types.${item.type}`)}
                </span>
                <FeedbackStatusBadge status={item.status} />
                <time dateTime={item.createdAt} className="ml-auto text-xs text-slate-500">
                  {formatRelativeTime(new Date(item.createdAt), i18n.language)}
                </time>
              </div>
              <h3 className="mt-2 font-medium break-words">{item.title}</h3>
              <p className="mt-1 text-sm whitespace-pre-wrap text-slate-600 break-words">
                {item.description}
              </p>
              {item.screenshotPath && (
                <a
                  href={item.screenshotPath}
                  target="_blank"
                  rel="noreferrer"
                  className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline"
                >
                  {t('feedback.viewScreenshot')}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

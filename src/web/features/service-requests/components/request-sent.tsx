import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#web/i18n/react';
import { Button, buttonClasses } from '#web/components/ui/button';

/** A request just sent: where its workspace is, and what was asked. */
export type SentRequest = {
  workspace: string;
  description: string;
  budget: number | null;
  deadline: string | null;
};

/**
 * What the request form becomes once it is sent: to whom it went, what was asked, the way to its
 * workspace, and a way back to an empty form. The heading takes the focus, so a keyboard or screen
 * reader is told the form has gone, and where they are now.
 */
export function RequestSent({
  request,
  seller,
  onAnother,
}: {
  request: SentRequest;
  seller: string;
  onAnother: () => void;
}) {
  const { t, i18n } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const budget =
    request.budget === null
      ? null
      : new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' }).format(request.budget);
  // A calendar day, shown as the same day wherever the requester is.
  const deadline = request.deadline
    ? new Date(`${request.deadline}T00:00:00`).toLocaleDateString(i18n.language)
    : null;
  return (
    <div className="flex flex-col gap-4">
      <h3
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold text-slate-900 focus:outline-none"
      >
        <CheckCircle2 aria-hidden className="size-5 shrink-0 text-emerald-600" />
        {t('services.request.sentTo', { seller })}
      </h3>
      <p className="text-sm text-slate-600">{t('services.request.sentText')}</p>
      <dl className="flex flex-col gap-2 rounded-xl bg-slate-50 p-4 text-sm">
        <dt className="font-medium text-slate-700">{t('services.request.sentSummary')}</dt>
        <dd className="line-clamp-4 whitespace-pre-line text-slate-800">{request.description}</dd>
        {budget && (
          <div className="flex gap-1">
            <dt className="text-slate-500">{t('requests.budget')}</dt>
            <dd className="font-medium">{budget}</dd>
          </div>
        )}
        {deadline && (
          <div className="flex gap-1">
            <dt className="text-slate-500">{t('requests.deadline')}</dt>
            <dd className="font-medium">{deadline}</dd>
          </div>
        )}
      </dl>
      <div className="flex flex-wrap gap-3">
        <Link to={request.workspace} className={buttonClasses('primary', 'md')}>
          {t('services.request.openRequest')}
        </Link>
        <Button variant="outline" onClick={onAnother}>
          {t('services.request.sendAnother')}
        </Button>
      </div>
    </div>
  );
}

import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Button } from '#web/components/ui/button';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { cn } from '#web/lib/cn';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useAcknowledgeWarning, useStanding } from '../api/standing';
import { formatRelativeTime } from '#web/lib/relative-time';

const SEVERITY_STYLES: Record<string, string> = {
  low: 'bg-blue-100 text-blue-800',
  medium: 'bg-yellow-100 text-yellow-900',
  high: 'bg-orange-100 text-orange-900',
  critical: 'bg-red-100 text-red-800',
};
const COMMITMENTS = ['respect', 'content', 'spam', 'rules'] as const;

/** /warning: one unacknowledged warning at a time, acknowledged in turn; the gate sends the user home after the last. */
export default function WarningPage() {
  const { t, i18n } = useTranslation();
  const standing = useStanding();
  const acknowledge = useAcknowledgeWarning();
  const [acknowledgedHere, setAcknowledgedHere] = useState(0);
  useDocumentTitle(t('warning.title'));
  const warnings = standing.data?.warnings ?? [];
  const warning = warnings[0];
  if (!warning) return null;
  const current = acknowledgedHere + 1;
  const total = acknowledgedHere + warnings.length;

  const agree = () =>
    acknowledge.mutate(warning.id, {
      onSuccess: () => setAcknowledgedHere((count) => count + 1),
      onError: (error) =>
        showToast({
          title: t('errors.somethingWentWrong'),
          description: apiErrorText(t, error),
          variant: 'destructive',
        }),
    });

  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <article className="rounded-2xl border border-amber-200 bg-surface p-8 shadow-sm">
        <div className="flex flex-wrap items-center gap-3">
          <AlertTriangle className="size-8 text-amber-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold">
            {t('warning.title')}
            {total > 1 && (
              <span className="ml-2 text-base font-medium text-slate-500">
                {t('warning.counter', { current, total })}
              </span>
            )}
          </h1>
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide',
              SEVERITY_STYLES[warning.severity] ?? 'bg-slate-100 text-slate-700',
            )}
          >
            {t(`warning.severity.${warning.severity}`, {
              defaultValue: t('warning.severity.default'),
            }).toUpperCase()}
          </span>
        </div>
        <p className="mt-6 whitespace-pre-line text-slate-800">{warning.reason}</p>
        <p className="mt-2 text-sm text-slate-500">
          {t('warning.issued')} {formatRelativeTime(new Date(warning.createdAt), i18n.language)}
        </p>
        <h2 className="mt-6 font-semibold">{t('warning.commitTitle')}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
          {COMMITMENTS.map((commitment) => (
            <li key={commitment}>{t(`warning.commitments.${commitment}`)}</li>
          ))}
        </ul>
        {warning.severity === 'critical' && (
          <p className="mt-4 font-semibold text-red-700">{t('warning.criticalNotice')}</p>
        )}
        <Button className="mt-8 w-full" size="lg" onClick={agree} disabled={acknowledge.isPending}>
          {t('warning.agree')}
        </Button>
      </article>
    </div>
  );
}

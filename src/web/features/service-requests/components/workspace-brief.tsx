import { Copy } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '#web/i18n/react';
import type { RequestWorkspace } from '#shared/schemas/request-workspace';
import { ICON_BUTTON_CLASSES } from '#web/components/ui/button';
import { showToast } from '#web/components/ui/toast-store';
import { formatDay } from '../lib/formats';

/**
 * The brief as the requester sent it: what they need, budget (in dollars, as the request form asks
 * it), deadline, how to reach them (with a copy button for the seller) and how they mean to pay.
 */
export function WorkspaceBrief({ workspace }: { workspace: RequestWorkspace }) {
  const { t, i18n } = useTranslation();
  const { contact } = workspace;
  const titleId = useId();
  const copy = async () => {
    await navigator.clipboard.writeText(contact.info);
    showToast({ title: t('twoFactor.copied'), description: t('requests.copied') });
  };
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-surface p-4 shadow-sm"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t('workspace.brief.title')}
      </h2>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800">{workspace.description}</p>
      <dl className="mt-4 flex flex-col gap-2 text-sm">
        {workspace.budget !== null && <Row term={t('workspace.brief.budget')}>${workspace.budget}</Row>}
        {workspace.deadline && (
          <Row term={t('workspace.brief.deadline')}>{formatDay(workspace.deadline, i18n.language)}</Row>
        )}
        <Row term={t('workspace.brief.requested')}>
          {new Date(workspace.createdAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' })}
        </Row>
        <Row term={t('workspace.brief.contact')}>
          <span className="flex items-start gap-1">
            <span className="min-w-0 pt-0.5 wrap-anywhere">
              <span className="font-normal text-slate-500">{contact.method}:</span> {contact.info}
            </span>
            {workspace.viewer === 'seller' && (
              <button
                type="button"
                aria-label={t('requests.copyContact')}
                onClick={() => void copy()}
                className={`${ICON_BUTTON_CLASSES} -mt-1 shrink-0`}
              >
                <Copy aria-hidden className="size-4" />
              </button>
            )}
          </span>
        </Row>
        {contact.paymentMethod && (
          <Row term={t('workspace.brief.payment')}>
            {t(`services.payment.${contact.paymentMethod}`, { defaultValue: contact.paymentMethod })}
          </Row>
        )}
      </dl>
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_1fr] items-baseline gap-2">
      <dt className="text-slate-500">{term}</dt>
      <dd className="min-w-0 font-medium text-slate-900">{children}</dd>
    </div>
  );
}

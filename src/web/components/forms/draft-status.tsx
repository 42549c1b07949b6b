import { Check, CloudOff, LoaderCircle } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { apiErrorText } from '#web/lib/api-error-text';
import type { DraftSaveStatus } from '#web/lib/use-draft-autosave';

/**
 * Whether the form's draft is saved, said quietly beside its button: a polite live region, so a
 * screen reader hears it between other things, never over them.
 */
export function DraftStatus({ status, failure }: { status: DraftSaveStatus; failure: unknown }) {
  const { t } = useTranslation();
  return (
    <p role="status" aria-live="polite" className="flex min-h-5 items-center gap-1.5 text-sm text-slate-500">
      {status === 'saving' && (
        <>
          <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
          {t('drafts.saving')}
        </>
      )}
      {status === 'saved' && (
        <>
          <Check aria-hidden className="size-4 text-green-700" />
          {t('drafts.saved')}
        </>
      )}
      {status === 'failed' && (
        <span className="flex items-center gap-1.5 text-red-700">
          <CloudOff aria-hidden className="size-4 shrink-0" />
          {t('drafts.notSaved', { reason: apiErrorText(t, failure) })}
        </span>
      )}
    </p>
  );
}

import { useTranslation } from '#web/i18n/react';
import type { RequestWorkspace } from '#shared/schemas/request-workspace';

/** In the composer's place when the viewer may not write in the thread: why, in words. */
export function WriteRefusal({ refusal }: { refusal: NonNullable<RequestWorkspace['writeRefusal']> }) {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className="rounded-b-2xl border-t border-slate-200 bg-slate-50 p-4 text-center text-sm text-slate-600"
    >
      {t(`workspace.refusal.${refusal}`)}
    </p>
  );
}

import { ShieldAlert } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import type { Hold } from '#shared/schemas/holds';
import type { HeldType } from '../api/admin';
import { DateTime } from '#web/components/staff/date-time';

/**
 * Why staff took a project or service down, on its page, for its owner (with what to do) and staff;
 * nobody else can open the page while it is held.
 */
export function HoldNotice({ type, hold, isOwner }: { type: HeldType; hold: Hold; isOwner: boolean }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="hold-notice"
      className="mt-6 flex gap-3 rounded-2xl border border-orange-200 bg-orange-50 p-5 text-orange-950"
    >
      <ShieldAlert aria-hidden className="size-5 shrink-0 text-orange-700" />
      <div>
        <h2 id="hold-notice" className="font-semibold">
          {t(`admin.hold.${type}.notice`)}
        </h2>
        <p className="mt-1 text-sm">
          <DateTime value={hold.heldAt} />
        </p>
        <p className="mt-2 whitespace-pre-wrap">{hold.reason}</p>
        <p className="mt-2 text-sm">
          {isOwner ? t(`admin.hold.${type}.ownerHelp`) : t('admin.hold.staffHelp')}
        </p>
      </div>
    </section>
  );
}

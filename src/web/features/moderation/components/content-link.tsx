import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import type { contentRefSchema } from '#shared/schemas/moderation';
import type { z } from 'zod';

/** A reported or held thing: its page when it still has one, else its name, else 'Deleted'. */
export function ContentLink({ target }: { target: z.infer<typeof contentRefSchema> }) {
  const { t } = useTranslation();
  const label = target.label ?? t('admin.deletedContent');
  if (!target.path) return <span className="text-slate-500">{label}</span>;
  return (
    // Staff's look at what was reported is no view of its creator's (docs/decisions/0072).
    <Link
      to={target.path}
      state={{ fromReport: true }}
      className="font-medium text-brand-700 hover:underline"
    >
      {label}
    </Link>
  );
}

import { useTranslation } from '#web/i18n/react';
import type { WARNING_SEVERITIES } from '#shared/constants';
import { cn } from '#web/lib/cn';

// The /warning page's colours (docs/product/screens-and-routes.md, Community Warning): low blue, medium
// yellow, high orange, critical red.
const COLOURS: Record<(typeof WARNING_SEVERITIES)[number], string> = {
  low: 'bg-blue-100 text-blue-800',
  medium: 'bg-yellow-100 text-yellow-800',
  high: 'bg-orange-100 text-orange-800',
  critical: 'bg-red-100 text-red-800',
};

export function SeverityBadge({ severity }: { severity: (typeof WARNING_SEVERITIES)[number] }) {
  const { t } = useTranslation();
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold uppercase', COLOURS[severity])}>
      {t(`admin.severity.${severity}`)}
    </span>
  );
}

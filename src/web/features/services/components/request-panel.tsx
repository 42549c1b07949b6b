import { Clock } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { buttonClasses } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { jumpToRequestForm, REQUEST_SECTION_ID } from '../request-jump';

/**
 * The price, the delivery time and 'Request this service' at the top of a service's sidebar, which
 * stays in view on a desktop while the description and reviews scroll by. The button is an anchor
 * to the request form: it works before the app is live, and then also puts the focus in the form.
 */
export function RequestPanel({
  price,
  deliveryTime,
  className,
}: {
  price: string;
  deliveryTime: number | null;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn('rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm', className)}>
      <p className="text-2xl font-bold break-words">{price}</p>
      {deliveryTime !== null && (
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
          <Clock aria-hidden className="size-4 shrink-0" />
          {t('landing.latestServices.delivery', { count: deliveryTime })}
        </p>
      )}
      <a
        href={`#${REQUEST_SECTION_ID}`}
        onClick={jumpToRequestForm}
        className={buttonClasses('primary', 'lg', 'mt-4 w-full')}
      >
        {t('services.request.cta')}
      </a>
    </div>
  );
}

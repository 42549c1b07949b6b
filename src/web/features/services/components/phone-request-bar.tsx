import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from '#web/i18n/react';
import { buttonClasses } from '#web/components/ui/button';
import { jumpToRequestForm, REQUEST_SECTION_ID } from '../request-jump';

/**
 * On a phone the request form sits below the description and the reviews: this bar keeps the price
 * and the way to the form at the bottom of the screen, and steps aside once the form itself is on
 * screen, so it never covers it. The cookie banner, above it in the stacking order, covers the bar
 * while it asks. The link is an anchor: it works before the app is live, and then also focuses the
 * form's first field.
 */
export function PhoneRequestBar({
  price,
  deliveryLabel,
  form,
}: {
  price: string;
  deliveryLabel: string | null;
  form: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const [formInView, setFormInView] = useState(false);
  useEffect(() => {
    const target = form.current;
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => setFormInView(Boolean(entry?.isIntersecting)));
    observer.observe(target);
    return () => observer.disconnect();
  }, [form]);
  if (formInView) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-surface px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-lg lg:hidden">
      <p className="min-w-0">
        <span className="block truncate font-bold">{price}</span>
        {deliveryLabel && <span className="block truncate text-xs text-slate-600">{deliveryLabel}</span>}
      </p>
      {/* The short word fits a narrow phone; its name says it whole, the word shown within it. */}
      <a
        href={`#${REQUEST_SECTION_ID}`}
        onClick={jumpToRequestForm}
        aria-label={t('services.request.cta')}
        className={buttonClasses('primary', 'lg', 'shrink-0')}
      >
        {t('services.request.short')}
      </a>
    </div>
  );
}

import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from '#web/i18n/react';
import { buttonClasses } from '#web/components/ui/button';

/**
 * On a phone the request form sits below the description and the reviews: this bar keeps the way to
 * it in reach at the bottom of the screen, and steps aside once the form itself is on screen.
 */
export function RequestBar({ price, form }: { price: string; form: RefObject<HTMLElement | null> }) {
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
    <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-surface px-4 py-3 shadow-lg lg:hidden">
      <span className="font-bold">{price}</span>
      <a href="#request" className={buttonClasses('primary', 'lg')}>
        {t('services.request.cta')}
      </a>
    </div>
  );
}

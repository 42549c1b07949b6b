import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/react';
import { useLocation } from 'react-router';

/**
 * A search screen's filters as a form that works from the first paint: before the app is live,
 * Enter sends it as a GET to the screen's own address, which the server renders with the results
 * (its fields are named as the address's filters, lib/use-url-filters.ts). Once the app is live,
 * Enter applies the filters at once instead of after the typing pause.
 */
export function SearchForm({
  onApply,
  className,
  children,
}: {
  onApply: () => void;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <form
      role="search"
      method="get"
      action={pathname}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      {children}
      {/* With two fields, Enter sends a form only through a submit button; shown when focused. */}
      <button
        type="submit"
        className="sr-only rounded-lg bg-brand-600 px-4 text-sm font-medium text-white focus:not-sr-only focus:h-10"
      >
        {t('search.submit')}
      </button>
    </form>
  );
}

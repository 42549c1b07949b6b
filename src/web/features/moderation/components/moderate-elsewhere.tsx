import { useTranslation } from '#web/i18n/react';

/**
 * The Reviews and Comments tabs: these are moderated where they are shown
 * (docs/product/screens-and-routes.md, Admin dashboard).
 */
export function ModerateElsewhere({ what }: { what: 'reviews' | 'comments' }) {
  const { t } = useTranslation();
  return <p className="py-12 text-center text-slate-600">{t(`admin.elsewhere.${what}`)}</p>;
}

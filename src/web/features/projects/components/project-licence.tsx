import { LICENCE_TERMS, licenceTextKey, type ProjectLicence } from '#shared/constants';
import { useTranslation } from '#web/i18n/react';

/**
 * What visitors may do with the work: its licence's badge, linked to the licence's own text, and
 * the terms in a sentence (docs/decisions/0066-a-licence-per-project.md).
 */
export function ProjectLicenceNote({
  licence,
  ownerName,
  year,
}: {
  licence: ProjectLicence;
  ownerName: string;
  year: number;
}) {
  const { t } = useTranslation();
  const granted = LICENCE_TERMS[licence];
  return (
    <section aria-labelledby="licence-heading" className="mt-8">
      <h2 id="licence-heading" className="text-sm font-semibold text-slate-500 uppercase">
        {t('project.licence')}
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        {granted && (
          <a
            href={granted.url}
            target="_blank"
            rel="license noopener noreferrer"
            className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-3 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {granted.name}
          </a>
        )}
        <span>{t(`project.licenceTerms.${licenceTextKey(licence)}`, { name: ownerName, year })}</span>
      </p>
    </section>
  );
}

import { useTranslation } from '#web/i18n/react';
import { useDocumentTitle } from '#web/lib/use-document-title';

type LegalSection = { heading: string; paragraphs: string[]; items?: string[] };

/** A legal page: its title, the last-updated line and its sections, all from the locale files. */
export function LegalDocument({ document }: { document: 'privacy' | 'terms' }) {
  const { t } = useTranslation();
  const title = t(`legal.${document}.title`);
  useDocumentTitle(title);
  // The locale file holds each document's sections as a list (the locale test checks every language's).
  const sections = t(`legal.${document}.sections`, { returnObjects: true }) as unknown as LegalSection[];
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-500">{t(`legal.${document}.lastUpdated`)}</p>
      <p className="mt-6 text-slate-700">{t(`legal.${document}.intro`)}</p>
      {sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
          {section.items && (
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}

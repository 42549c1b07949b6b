import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn';
import { useDocumentTitle } from '#web/lib/use-document-title';

/**
 * A page that holds one form (new project, edit service...): its heading, which is also the tab's
 * title, an optional way back above it and an optional line of intro below it.
 */
export function FormPage({
  title,
  intro,
  back,
  wide = false,
  children,
}: {
  title: string;
  intro?: string;
  back?: ReactNode;
  /** Room for two columns of fields (services) rather than one. */
  wide?: boolean;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className={cn('mx-auto px-4 py-12', wide ? 'max-w-3xl' : 'max-w-2xl')}>
      {back}
      <h1 className={cn('text-3xl font-bold tracking-tight', back !== undefined && 'mt-3', !intro && 'mb-8')}>
        {title}
      </h1>
      {intro && <p className="mt-2 mb-8 text-slate-600">{intro}</p>}
      {children}
    </div>
  );
}

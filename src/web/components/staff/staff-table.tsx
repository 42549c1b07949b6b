import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Spinner } from '../ui/spinner';

/**
 * A staff list as a table with a caption and column headers (screen readers announce both), or its
 * loading, failed and empty states. Below 640 px each row becomes a card, each cell under its
 * column's name (styles.css, .stacked-table): a phone reads it without scrolling sideways.
 */
export function StaffTable({
  caption,
  headers,
  query,
  empty,
  children,
}: {
  caption: string;
  headers: string[];
  query: { isPending: boolean; isError: boolean; data?: readonly unknown[] | undefined };
  empty: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const body = useRef<HTMLTableSectionElement>(null);
  // Each cell carries its column's name for the stacked layout; rows come from many lists, so the
  // names are given here, after every render, rather than by each row.
  useLayoutEffect(() => {
    for (const row of Array.from(body.current?.rows ?? [])) {
      Array.from(row.cells).forEach((cell, index) => {
        const header = headers[index];
        if (header) cell.dataset.label = header;
      });
    }
  });
  if (query.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner />
      </div>
    );
  }
  if (query.isError) return <p className="py-12 text-center text-red-700">{t('admin.loadFailed')}</p>;
  if (!query.data?.length) return <p className="py-12 text-center text-slate-500">{empty}</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-surface">
      <table className="stacked-table w-full text-left text-sm sm:min-w-[40rem]">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-medium">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={body} className="divide-y divide-slate-100 align-top">
          {children}
        </tbody>
      </table>
    </div>
  );
}

export const cellClass = 'px-3 py-2';

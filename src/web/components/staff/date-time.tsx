import { useTranslation } from '#web/i18n/react';

/** A moment in the viewer's language, short, with the exact time for machines and tooltips. */
export function DateTime({ value }: { value: string | null }) {
  const { i18n } = useTranslation();
  if (!value) return <span className="text-slate-400">–</span>;
  const date = new Date(value);
  return (
    <time dateTime={value} title={date.toISOString()}>
      {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date)}
    </time>
  );
}

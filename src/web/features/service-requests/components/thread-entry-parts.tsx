import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/react';
import type { RequestEntry } from '#shared/schemas/request-workspace';
import { cn } from '#web/lib/cn';
import { FileChips } from './file-chips';

// The shapes a thread's entries take: a bubble, a centered card, a compact line.

export function EntryTime({ createdAt }: { createdAt: string }) {
  const { i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(createdAt));
  return (
    <time dateTime={createdAt} suppressHydrationWarning className="text-xs text-slate-500">
      {time}
    </time>
  );
}

export function MessageBubble({ entry, name }: { entry: RequestEntry; name: string }) {
  return (
    <li className={cn('flex flex-col', entry.mine ? 'items-end' : 'items-start')}>
      {!entry.mine && <span className="mb-0.5 px-1 text-xs font-medium text-slate-600">{name}</span>}
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm sm:max-w-[75%]',
          entry.mine ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-900',
        )}
      >
        {entry.body && <p className="break-words whitespace-pre-wrap">{entry.body}</p>}
        <FileChips files={entry.files} onBrand={entry.mine} />
      </div>
      <span className="mt-0.5 px-1">
        <EntryTime createdAt={entry.createdAt} />
      </span>
    </li>
  );
}

/** A card-like entry, centered in the thread with its time under it. */
export function EntryFrame({ entry, children }: { entry: RequestEntry; children: ReactNode }) {
  return (
    <li className="flex flex-col items-center gap-1 py-1 text-center">
      {children}
      <EntryTime createdAt={entry.createdAt} />
    </li>
  );
}

export function EventText({ icon: Icon, text }: { icon: LucideIcon; text: string }) {
  return (
    <p className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-700">
      <Icon aria-hidden className="size-4 shrink-0 text-slate-500" />
      <span>{text}</span>
    </p>
  );
}

/** An event as a compact centered line: who did what, what it was about, and their note if any. */
export function EventLine({
  entry,
  icon,
  text,
  detail = null,
  note = null,
}: {
  entry: RequestEntry;
  icon: LucideIcon;
  text: string;
  detail?: string | null;
  note?: string | null;
}) {
  return (
    <EntryFrame entry={entry}>
      <EventText icon={icon} text={text} />
      {detail && <p className="text-xs text-slate-500">{detail}</p>}
      {note && (
        <blockquote className="max-w-md rounded-lg border-l-4 border-orange-300 bg-orange-50 px-3 py-2 text-left text-sm break-words whitespace-pre-wrap text-slate-800">
          {note}
        </blockquote>
      )}
      <FileChips files={entry.files} />
    </EntryFrame>
  );
}

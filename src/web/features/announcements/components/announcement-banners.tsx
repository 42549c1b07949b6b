import { Megaphone, X } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { useLocation } from 'react-router';
import { useSession } from '#web/lib/session';
import { useActiveAnnouncements, useDismissAnnouncement } from '../api/announcements';

/**
 * The active announcements a member has not closed, under the top bar. A new one appears in open
 * tabs without a reload (the live 'announcements' event); closing one is remembered for the member.
 * `notBanned`: the member is known to be free of a ban (the server would refuse a banned one).
 */
export function AnnouncementBanners({ notBanned }: { notBanned: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  // A suspended or warned member is kept on one screen, about that alone (and cannot dismiss while banned).
  const held = pathname === '/banned' || pathname === '/warning';
  const banners = useActiveAnnouncements(Boolean(user) && notBanned && !held);
  const dismiss = useDismissAnnouncement();
  if (!user || !notBanned || held || !banners.data?.length) return null;
  return (
    <section aria-label={t('announcements.region')} className="border-b border-brand-100 bg-brand-50">
      <ul className="mx-auto flex max-w-6xl flex-col divide-y divide-brand-100 px-4">
        {banners.data.map((announcement) => (
          <li key={announcement.id} className="flex items-start gap-3 py-3 text-sm text-brand-900">
            <Megaphone aria-hidden className="mt-0.5 size-4 shrink-0" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words">{announcement.title}</p>
              <p className="break-words whitespace-pre-wrap">{announcement.message}</p>
            </div>
            <button
              type="button"
              onClick={() => dismiss.mutate(announcement.id)}
              aria-label={t('announcements.dismiss', { title: announcement.title })}
              className="-m-1 rounded p-1 hover:bg-brand-100"
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

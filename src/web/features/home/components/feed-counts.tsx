import { Bookmark, Heart, MessageCircle } from 'lucide-react';
import type { FeedProject } from '#shared/schemas/home';
import { useTranslation } from '#web/i18n/react';
import { formatNumber } from '#web/lib/number-format';

/** What people made of a project so far: its likes, saves and comments, each with its name for readers. */
export function FeedCounts({ project }: { project: FeedProject }) {
  const { t, i18n } = useTranslation();
  const counts = [
    { Icon: Heart, count: project.likeCount, label: t('home.feed.likes', { count: project.likeCount }) },
    { Icon: Bookmark, count: project.saveCount, label: t('home.feed.saves', { count: project.saveCount }) },
    {
      Icon: MessageCircle,
      count: project.commentCount,
      label: t('home.feed.comments', { count: project.commentCount }),
    },
  ];
  return (
    <ul className="flex gap-4 px-1 pt-2 text-sm text-slate-600">
      {counts.map(({ Icon, count, label }) => (
        <li key={label} className="flex items-center gap-1">
          <Icon aria-hidden className="size-4" />
          <span aria-hidden>{formatNumber(count, i18n.language)}</span>
          <span className="sr-only">{label}</span>
        </li>
      ))}
    </ul>
  );
}

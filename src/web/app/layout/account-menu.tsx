import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  Bookmark,
  ChartNoAxesColumn,
  FilePen,
  LogOut,
  MessageSquareText,
  Settings,
  Shield,
  User,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from '#web/i18n/react';
import { useNavigate } from 'react-router';
import { ADMIN_DASHBOARD_ROLES } from '#shared/roles';
import type { SessionUser } from '#shared/schemas/auth';
import { useSignOut } from '#web/lib/session';
import { StoredImage } from '#web/components/stored-image';
import { InitialsAvatar } from '#web/components/initials-avatar';
import { TopBarIconLabel } from '#web/components/top-bar-icon';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

/**
 * The signed-in user's menu: profile (once there is a handle), drafts, saved projects, settings,
 * feedback, admin for staff, sign out.
 */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const name = user.profile.displayName ?? user.profile.handle ?? user.signupUsername;
  const isStaff = user.roles.some((role) => ADMIN_DASHBOARD_ROLES.includes(role));

  const items: Array<{
    key: string;
    label: string;
    icon: ComponentType<{ className?: string }>;
    onSelect: () => void;
  }> = [
    ...(user.profile.handle
      ? [
          {
            key: 'profile',
            label: t('account.viewProfile'),
            icon: User,
            onSelect: () => navigate(`/${user.profile.handle}`),
          },
        ]
      : []),
    // Work typed and not yet published (decision 52), kept for the member on every device.
    { key: 'drafts', label: t('account.drafts'), icon: FilePen, onSelect: () => navigate('/drafts') },
    { key: 'saved', label: t('account.saved'), icon: Bookmark, onSelect: () => navigate('/collections') },
    // Who looked at their work (decision 72).
    {
      key: 'insights',
      label: t('account.insights'),
      icon: ChartNoAxesColumn,
      onSelect: () => navigate('/insights'),
    },
    { key: 'settings', label: t('account.settings'), icon: Settings, onSelect: () => navigate('/settings') },
    {
      key: 'feedback',
      label: t('account.feedback'),
      // Not the messages' bubbles: the two sit near each other.
      icon: MessageSquareText,
      onSelect: () => navigate('/feedback'),
    },
    ...(isStaff
      ? [{ key: 'admin', label: t('account.admin'), icon: Shield, onSelect: () => navigate('/admin') }]
      : []),
  ];

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('account.menu')}
        className="group relative flex size-9 shrink-0 items-center justify-center rounded-full pointer-coarse:size-11 ring-brand-600 outline-none focus-visible:ring-2"
      >
        <span className="flex size-full items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-700">
          {user.profile.avatarUrl ? (
            <StoredImage
              src={user.profile.avatarUrl}
              alt=""
              sizes="36px"
              className="size-full object-cover"
            />
          ) : (
            <InitialsAvatar
              name={name}
              handle={user.profile.handle ?? user.signupUsername}
              className="size-full text-sm"
            />
          )}
        </span>
        <TopBarIconLabel tooltipOnly>{t('account.menu')}</TopBarIconLabel>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-52 rounded-xl border border-slate-200 bg-surface p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-500">{user.email}</DropdownMenu.Label>
          {items.map(({ key, label, icon: Icon, onSelect }) => (
            <DropdownMenu.Item key={key} className={itemClass} onSelect={onSelect}>
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={async () => {
              await signOut.mutateAsync();
              // A fresh page load: nothing of the signed-in user stays in memory.
              window.location.assign('/');
            }}
          >
            <LogOut className="size-4" aria-hidden="true" />
            {t('account.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

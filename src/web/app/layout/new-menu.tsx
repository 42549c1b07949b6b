import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#web/i18n/react';
import { buttonClasses } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { CREATE_ICONS } from './create-icons';
import { CREATE_LINKS } from './nav-links';

const itemClass =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

/** 'New' in the top bar: a menu of what a member can make, a project or a service. */
export function NewMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={cn(buttonClasses('primary', 'sm'), className)}>
        <Plus className="size-4" aria-hidden="true" />
        {t('nav.new')}
        <ChevronDown className="size-4 opacity-80" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-48 rounded-xl border border-slate-200 bg-surface p-1 shadow-lg"
        >
          {CREATE_LINKS.map(({ to, labelKey }) => {
            const Icon = CREATE_ICONS[to];
            return (
              <DropdownMenu.Item key={to} asChild className={itemClass}>
                <Link to={to}>
                  <Icon className="size-4" aria-hidden="true" />
                  {t(labelKey)}
                </Link>
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

import { useTranslation } from '#web/i18n/react';
import { NavLink } from 'react-router';
import { cn } from '#web/lib/cn';
import { NAV_LINKS } from './nav-links';

/** Explore, People and Services: in a row on the top bar, stacked in the mobile drawer. */
export function MainNav({ layout, onNavigate }: { layout: 'row' | 'column'; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.main')}>
      <ul className={layout === 'row' ? 'flex items-center gap-1' : 'flex flex-col gap-1'}>
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-2 font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                  layout === 'row' ? 'text-sm' : 'block pointer-coarse:py-2.5',
                  isActive && 'bg-slate-100 text-slate-900',
                )
              }
            >
              {t(link.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

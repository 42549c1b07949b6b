/** The top bar's browse links, shared by the desktop bar and the mobile drawer. */
export const NAV_LINKS = [
  { to: '/explore', labelKey: 'nav.explore' },
  { to: '/people', labelKey: 'nav.people' },
  { to: '/services', labelKey: 'nav.services' },
] as const;

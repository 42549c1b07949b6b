/** The top bar's browse links, shared by the desktop bar and the mobile drawer. */
export const NAV_LINKS = [
  { to: '/explore', labelKey: 'nav.explore' },
  { to: '/people', labelKey: 'nav.people' },
  { to: '/services', labelKey: 'nav.services' },
] as const;

/**
 * What 'New' makes, in the top bar's menu and the mobile drawer (both loaded only for members, so
 * their icons stay out of a visitor's code).
 */
export const CREATE_LINKS = [
  { to: '/new', labelKey: 'nav.newProject' },
  { to: '/services/new', labelKey: 'nav.newService' },
] as const;

import { FolderPlus, Store, type LucideIcon } from 'lucide-react';
import type { CREATE_LINKS } from './nav-links';

/** Each 'New' link's icon: a folder for a project, a shop front for a service. */
export const CREATE_ICONS: Record<(typeof CREATE_LINKS)[number]['to'], LucideIcon> = {
  '/new': FolderPlus,
  '/services/new': Store,
};

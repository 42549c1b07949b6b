import { projects, publicProfiles } from '#server/db/schema/index';

/**
 * A project card's own columns, without its owner: for one owner's list (their profile), whose
 * owner is known already. Never the case study: a card does not show it, and it is the largest column.
 */
export const projectOwnCardColumns = {
  id: projects.id,
  title: projects.title,
  slug: projects.slug,
  summary: projects.summary,
  coverUrl: projects.coverUrl,
  stack: projects.stack,
  createdAt: projects.createdAt,
};

/**
 * What every list of project cards selects (Explore, the landing, a collection, the home feed), from
 * `projects` joined to `publicProfiles` as its owner.
 */
export const projectCardColumns = { ...projectOwnCardColumns, ownerHandle: publicProfiles.handle };

import { sql } from 'drizzle-orm';
import { boolean, pgView, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The public face of a profile: only the columns docs/product/entities.md lists. Roles come from
 * user_roles (the one source of truth); profiles without a handle (onboarding unfinished) and users
 * under an active ban are left out, so a banned user's profile is hidden everywhere this view is read.
 */
export const publicProfiles = pgView('public_profiles', {
  id: uuid('id').notNull(),
  userId: uuid('user_id').notNull(),
  handle: text('handle').notNull(),
  displayName: text('display_name'),
  skills: text('skills').array().notNull(),
  hireable: boolean('hireable').notNull(),
  avatarUrl: text('avatar_url'),
  roles: text('roles').array().notNull(),
}).as(
  sql`select p.id, p.user_id, p.handle, p.display_name, p.skills, p.hireable, p.avatar_url,
    array(select r.role from user_roles r where r.user_id = p.user_id order by r.role) as roles
  from profiles p
  where p.handle is not null
    and not exists (
      select 1 from banned_users b
      where b.user_id = p.user_id and b.unbanned_at is null
        and (b.expires_at is null or b.expires_at > now())
    )`,
);

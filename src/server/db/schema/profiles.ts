import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  BIO_MAX_LENGTH,
  PROFILE_HEADLINE_MAX_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  PRIMARY_CTA_TYPES,
  SKILLS_MAX_COUNT,
  type SOCIAL_PLATFORMS,
  type WHO_CAN_MESSAGE,
} from '#shared/constants';
import { ROLES } from '#shared/roles';
import { authoredByUser, ownedByUser } from './auth';
import { createdAt, httpUrl, id, lengthBetween, oneOf, updatedAt } from './columns';
import {
  lowerWords,
  profileSearchDocument,
  profileTitle,
  searchVector,
  titleVector,
} from './search-documents';

export type SocialLink = { platform: (typeof SOCIAL_PLATFORMS)[number]; url: string };
export type CustomLink = { name: string; url: string; logo_url?: string };
export type PrivacySettings = {
  who_can_message: (typeof WHO_CAN_MESSAGE)[number];
  show_online_status: boolean;
  read_receipts: boolean;
  typing_indicators: boolean;
};
export type Preferences = { language?: string } & Record<string, unknown>;

export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  who_can_message: 'everyone',
  show_online_status: true,
  read_receipts: true,
  typing_indicators: true,
};

export const profiles = pgTable(
  'profiles',
  {
    id: id(),
    userId: ownedByUser().unique(),
    // Empty until onboarding; immutable once set.
    handle: text('handle').unique(),
    displayName: text('display_name'),
    bio: text('bio'),
    headline: text('headline'),
    location: text('location'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    introUrl: text('intro_url'),
    primaryCta: text('primary_cta'),
    primaryCtaUrl: text('primary_cta_url'),
    hireable: boolean('hireable').notNull().default(false),
    avatarUrl: text('avatar_url'),
    bannerUrl: text('banner_url'),
    socialLinks: jsonb('social_links').$type<SocialLink[]>().notNull().default([]),
    customLinks: jsonb('custom_links').$type<CustomLink[]>().notNull().default([]),
    privacySettings: jsonb('privacy_settings')
      .$type<PrivacySettings>()
      .notNull()
      .default(DEFAULT_PRIVACY_SETTINGS),
    preferences: jsonb('preferences').$type<Preferences>().notNull().default({}),
    // Off: the member reserves their work from AI training, and Atelier says so to crawlers
    // (docs/decisions/0065-ai-training-opt-out.md). On: they lifted that for their own work.
    allowAiTraining: boolean('allow_ai_training').notNull().default(false),
    // On: the visible profile is an ActivityPub actor others follow from their servers. Off: it is
    // none, and its followers there were told so (docs/decisions/0071-federation-with-fedify.md).
    federates: boolean('federates').notNull().default(true),
    // On: a follow from another server waits for the member to accept it, as a locked Mastodon
    // account's does (docs/decisions/0071-federation-with-fedify.md).
    approvesFollowers: boolean('approves_followers').notNull().default(false),
    // On: each of the member's project pages shows how many times it was seen, from their insights
    // (docs/decisions/0072-insights-without-cookies.md). Off: the figure is theirs alone.
    showsViews: boolean('shows_views').notNull().default(false),
    searchVector: searchVector((): SQL => profileSearchDocument(profiles)),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('profiles_handle_format', sql`${table.handle} ~ '^[a-z0-9]{3,20}$'`),
    check('profiles_display_name_length', lengthBetween(table.displayName, 1, DISPLAY_NAME_MAX_LENGTH)),
    check('profiles_bio_length', lengthBetween(table.bio, 0, BIO_MAX_LENGTH)),
    check('profiles_headline_length', lengthBetween(table.headline, 0, PROFILE_HEADLINE_MAX_LENGTH)),
    check('profiles_location_length', lengthBetween(table.location, 0, LOCATION_MAX_LENGTH)),
    check('profiles_skills_count', sql`cardinality(${table.skills}) <= ${sql.raw(String(SKILLS_MAX_COUNT))}`),
    check('profiles_primary_cta', oneOf(table.primaryCta, PRIMARY_CTA_TYPES)),
    check('profiles_intro_url', httpUrl(table.introUrl)),
    check('profiles_primary_cta_url', httpUrl(table.primaryCtaUrl)),
    index('profiles_created_at_idx').on(table.createdAt.desc()),
    // People pages newest first, id breaking ties (NULLS FIRST: see projects_published_created_id_idx).
    index('profiles_created_id_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // People: words of display name, handle and skills (search-documents.ts).
    index('profiles_search_idx').using('gin', table.searchVector),
    // The second rank of a search: every word in the title (decision 49).
    index('profiles_name_search_idx').using('gin', titleVector(profileTitle(table))),
    // People's skill filter: one skill in any case (search/tags.ts hasTag).
    index('profiles_skills_idx').using('gin', lowerWords(table.skills)),
    // The best rank of a search: a title or name exactly as typed (decision 49).
    index('profiles_name_exact_idx').on(sql`atelier_plain_text(${table.displayName})`),
    // From a followed member to their public profile without reading the table (the home feed).
    index('profiles_public_user_idx')
      .on(table.userId, table.id)
      .where(sql`${table.handle} is not null`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    id: id(),
    userId: ownedByUser(),
    role: text('role').notNull(),
    createdBy: authoredByUser('created_by'),
    createdAt: createdAt(),
  },
  (table) => [
    check('user_roles_role', oneOf(table.role, ROLES)),
    // One row per user and role; the unique index also serves "roles of a user".
    uniqueIndex('user_roles_user_role_key').on(table.userId, table.role),
  ],
);

export const profileIdColumn = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

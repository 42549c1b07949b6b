import { sql } from 'drizzle-orm';
import { publicProfiles, services } from '#server/db/schema/index';
import { ratingColumns } from './rating';

/** The image a service's card shows: the first of its images, or null when it has none. */
export const cardImageColumn = (table: typeof services) => sql<string | null>`(${table.images})[1]`;

/**
 * A service card's own columns, without its owner: for one owner's list (their profile), whose owner
 * is known already. Never the description, requirements or features, which only its page shows.
 */
export const serviceOwnCardColumns = {
  id: services.id,
  title: services.title,
  category: services.category,
  pricingType: services.pricingType,
  priceAmount: services.priceAmount,
  currency: services.currency,
  deliveryTime: services.deliveryTime,
  createdAt: services.createdAt,
  imageUrl: cardImageColumn(services),
  rating: ratingColumns(services),
};

/**
 * What every list of service cards selects (the landing, the services browse, the home feed), from
 * `services` joined to `publicProfiles` as its owner.
 */
export const serviceCardColumns = {
  ...serviceOwnCardColumns,
  ownerHandle: publicProfiles.handle,
  ownerDisplayName: publicProfiles.displayName,
  ownerAvatarUrl: publicProfiles.avatarUrl,
};

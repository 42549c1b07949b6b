import { services } from '#server/db/schema/index';

/**
 * A service's rating, as its page and every card of it show it: the average to one decimal (null
 * without reviews) and the number of reviews, both stored in the service's row (migration 0018).
 */
export const ratingColumns = (table: typeof services = services) => ({
  average: table.ratingAverage,
  count: table.ratingCount,
});

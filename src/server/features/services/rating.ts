import { sql } from 'drizzle-orm';
import { serviceReviews, services } from '#server/db/schema/index';

/**
 * A service's rating, as its page and every card of it show it: the average to one decimal (null
 * without reviews) and the number of reviews. Columns for the query that reads the service itself, so
 * a list of cards is still one query (each row reads its reviews along their index by service).
 * Names are written out: Drizzle leaves a lone table's columns unqualified, and inside the subquery
 * `id` would be the review's own.
 */
export const ratingColumns = (table: typeof services = services) => ({
  average: sql<
    number | null
  >`(select round(avg(reviews.rating), 1) from ${serviceReviews} as reviews where reviews.service_id = ${table}.id)`.mapWith(
    Number,
  ),
  count:
    sql<number>`(select count(*) from ${serviceReviews} as reviews where reviews.service_id = ${table}.id)`.mapWith(
      Number,
    ),
});

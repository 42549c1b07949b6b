import { sql } from 'drizzle-orm';
import type { services } from '#server/db/schema/index';

/** The image a service's card shows: the first of its images, or null when it has none. */
export const cardImageColumn = (table: typeof services) => sql<string | null>`(${table.images})[1]`;

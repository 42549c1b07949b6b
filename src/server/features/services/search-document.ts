import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// PostgreSQL uses an expression index only for the very same expression, so the index definition in
// db/schema/services.ts and the browse query both take it from here (decision 21).

/** The services browse document: title and description, split into words by the 'simple' config. */
export const serviceSearchDocument = (service: { title: AnyPgColumn; description: AnyPgColumn }) =>
  sql`to_tsvector('simple', ${service.title} || ' ' || ${service.description})`;

import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import {
  PRICING_TYPES,
  SERVICE_CATEGORY_MAX_LENGTH,
  SERVICE_CATEGORY_MIN_LENGTH,
  SERVICE_DESCRIPTION_MAX_LENGTH,
  SERVICE_DESCRIPTION_MIN_LENGTH,
  SERVICE_DEFAULT_CURRENCY,
  SERVICE_IMAGES_MAX_COUNT,
  SERVICE_REQUIREMENTS_MAX_LENGTH,
  SERVICE_TITLE_MAX_LENGTH,
  SERVICE_TITLE_MIN_LENGTH,
} from '#shared/constants';
import { createdAt, id, lengthBetween, money, oneOf, updatedAt } from './columns';
import { holdColumns, holdConstraints } from './holds';
import { profileIdColumn } from './profiles';
import { searchVector, serviceSearchDocument, titleVector } from './search-documents';

export type ContactMethodOption = { type: string; required: true };
export type PaymentMethodOption = { method: string };

export const services = pgTable(
  'services',
  {
    id: id(),
    profileId: profileIdColumn('profile_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    pricingType: text('pricing_type').notNull(),
    priceAmount: money('price_amount'),
    currency: text('currency').notNull().default(SERVICE_DEFAULT_CURRENCY),
    deliveryTime: integer('delivery_time'),
    requirements: text('requirements'),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contactMethods: jsonb('contact_methods').$type<ContactMethodOption[]>().notNull().default([]),
    acceptedPaymentMethods: jsonb('accepted_payment_methods')
      .$type<PaymentMethodOption[]>()
      .notNull()
      .default([]),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    ...holdColumns(),
    searchVector: searchVector((): SQL => serviceSearchDocument(services)),
    // How many reviews the service has and their ratings' sum, kept by migration 0018's trigger on
    // service_reviews in the review's own transaction, so that the browse sorts and filters by rating
    // from an index (decision 49) and every card reads its rating from its row.
    ratingCount: integer('rating_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    /** The average to one decimal, as every screen shows it; null without reviews. */
    ratingAverage: numeric('rating_average', { precision: 2, scale: 1, mode: 'number' }).generatedAlwaysAs(
      (): SQL =>
        sql`case when ${services.ratingCount} > 0 then round(${services.ratingTotal}::numeric / ${services.ratingCount}, 1) end`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    ...holdConstraints('services', table, table.active),
    check(
      'services_title_length',
      lengthBetween(table.title, SERVICE_TITLE_MIN_LENGTH, SERVICE_TITLE_MAX_LENGTH),
    ),
    check(
      'services_description_length',
      lengthBetween(table.description, SERVICE_DESCRIPTION_MIN_LENGTH, SERVICE_DESCRIPTION_MAX_LENGTH),
    ),
    check(
      'services_category_length',
      lengthBetween(table.category, SERVICE_CATEGORY_MIN_LENGTH, SERVICE_CATEGORY_MAX_LENGTH),
    ),
    check('services_pricing_type', oneOf(table.pricingType, PRICING_TYPES)),
    // A custom quote has no price; fixed and hourly prices are positive and required.
    check(
      'services_price_matches_pricing',
      sql`(${table.pricingType} = 'custom' and ${table.priceAmount} is null) or (${table.pricingType} <> 'custom' and ${table.priceAmount} is not null and ${table.priceAmount} > 0)`,
    ),
    check(
      'services_images_count',
      sql`cardinality(${table.images}) <= ${sql.raw(String(SERVICE_IMAGES_MAX_COUNT))}`,
    ),
    check('services_currency_format', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('services_delivery_time_positive', sql`${table.deliveryTime} > 0`),
    check('services_rating_counts', sql`${table.ratingCount} >= 0 and ${table.ratingTotal} >= 0`),
    check(
      'services_requirements_length',
      lengthBetween(table.requirements, 0, SERVICE_REQUIREMENTS_MAX_LENGTH),
    ),
    index('services_active_created_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.active}`),
    // Browse pages newest first, id breaking ties; NULLS FIRST to match ORDER BY … DESC (decision 19).
    // The profile last: the home feed walks the newest services for followed owners from the index alone.
    index('services_active_created_id_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst(), table.profileId)
      .where(sql`${table.active}`),
    // Browse search: words of title and description (decision 21).
    index('services_search_idx')
      .using('gin', table.searchVector)
      .where(sql`${table.active}`),
    // The second rank of a search: every word in the title (decision 49).
    index('services_title_search_idx')
      .using('gin', titleVector(table.title))
      .where(sql`${table.active}`),
    // The best rank of a search: a title or name exactly as typed (decision 49).
    index('services_title_exact_idx')
      .on(sql`atelier_plain_text(${table.title})`)
      .where(sql`${table.active}`),
    // The browse sorted by price either way or by rating, newest first among equals (decision 49).
    index('services_active_price_idx')
      .on(
        table.priceAmount.asc().nullsLast(),
        table.createdAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      )
      .where(sql`${table.active}`),
    index('services_active_price_desc_idx')
      .on(
        table.priceAmount.desc().nullsLast(),
        table.createdAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      )
      .where(sql`${table.active}`),
    index('services_active_rating_idx')
      .on(
        table.ratingAverage.desc().nullsLast(),
        table.createdAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      )
      .where(sql`${table.active}`),
    index('services_profile_id_idx').on(table.profileId, table.active),
    index('services_category_active_idx')
      .on(table.category)
      .where(sql`${table.active}`),
  ],
);

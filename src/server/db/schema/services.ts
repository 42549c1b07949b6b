import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  PRICING_TYPES,
  REVIEW_COMMENT_MAX_LENGTH,
  SERVICE_CATEGORY_MAX_LENGTH,
  SERVICE_CATEGORY_MIN_LENGTH,
  SERVICE_DESCRIPTION_MAX_LENGTH,
  SERVICE_DESCRIPTION_MIN_LENGTH,
  SERVICE_DEFAULT_CURRENCY,
  SERVICE_REQUEST_STATUSES,
  SERVICE_REQUIREMENTS_MAX_LENGTH,
  SERVICE_TITLE_MAX_LENGTH,
  SERVICE_TITLE_MIN_LENGTH,
} from '@shared/constants';
import { ownedByUser } from './auth';
import { createdAt, id, lengthBetween, oneOf, updatedAt } from './columns';
import { profileIdColumn } from './profiles';
import { searchVector, serviceSearchDocument } from './search-documents';

export type ContactMethodOption = { type: string; required: true };
export type PaymentMethodOption = { method: string };

/** Money in the database is exact; the code sees a number rounded to cents. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

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
    searchVector: searchVector((): SQL => serviceSearchDocument(services)),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
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
    check('services_currency_format', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('services_delivery_time_positive', sql`${table.deliveryTime} > 0`),
    check(
      'services_requirements_length',
      lengthBetween(table.requirements, 0, SERVICE_REQUIREMENTS_MAX_LENGTH),
    ),
    index('services_active_created_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.active}`),
    // Browse pages newest first, id breaking ties; NULLS FIRST to match ORDER BY … DESC (decision 19).
    index('services_active_created_id_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.active}`),
    // Browse search: words of title and description (decision 21).
    index('services_search_idx')
      .using('gin', table.searchVector)
      .where(sql`${table.active}`),
    index('services_profile_id_idx').on(table.profileId, table.active),
    index('services_category_active_idx')
      .on(table.category)
      .where(sql`${table.active}`),
  ],
);

export const serviceRequests = pgTable(
  'service_requests',
  {
    id: id(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    sellerProfileId: profileIdColumn('seller_profile_id'),
    requesterId: ownedByUser('requester_id'),
    description: text('description').notNull(),
    budget: money('budget'),
    deadline: date('deadline', { mode: 'string' }),
    selectedContactMethod: text('selected_contact_method').notNull(),
    contactInfo: text('contact_info').notNull(),
    selectedPaymentMethod: text('selected_payment_method'),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('service_requests_description_length', lengthBetween(table.description, 1, 2000)),
    check('service_requests_contact_info_length', lengthBetween(table.contactInfo, 1, 200)),
    check('service_requests_budget_nonnegative', sql`${table.budget} >= 0`),
    check('service_requests_status', oneOf(table.status, SERVICE_REQUEST_STATUSES)),
    index('service_requests_seller_created_idx').on(table.sellerProfileId, table.createdAt.desc()),
    index('service_requests_seller_pending_idx')
      .on(table.sellerProfileId)
      .where(sql`${table.status} = 'pending'`),
    index('service_requests_requester_created_idx').on(table.requesterId, table.createdAt.desc()),
    index('service_requests_service_id_idx').on(table.serviceId),
  ],
);

export const serviceReviews = pgTable(
  'service_reviews',
  {
    id: id(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    serviceRequestId: uuid('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    reviewerId: ownedByUser('reviewer_id'),
    sellerProfileId: profileIdColumn('seller_profile_id'),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('service_reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check('service_reviews_comment_length', lengthBetween(table.comment, 0, REVIEW_COMMENT_MAX_LENGTH)),
    // One review per request.
    uniqueIndex('service_reviews_request_key').on(table.serviceRequestId),
    index('service_reviews_service_created_idx').on(table.serviceId, table.createdAt.desc()),
    index('service_reviews_reviewer_id_idx').on(table.reviewerId),
    index('service_reviews_seller_profile_id_idx').on(table.sellerProfileId),
  ],
);

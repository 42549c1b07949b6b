import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REVIEW_COMMENT_MAX_LENGTH } from '#shared/constants';
import { ownedByUser } from './auth';
import { createdAt, id, lengthBetween, updatedAt } from './columns';
import { profileIdColumn } from './profiles';
import { serviceRequests } from './service-requests';
import { services } from './services';

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

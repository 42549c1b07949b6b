import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { serviceInputSchema } from '@shared/schemas/services';
import type { Database } from '../../db/client';
import { profiles, services } from '../../db/schema/index';
import { AppError } from '../../plugins/error-handler';
import type { Actor } from '../audit/record-event';
import { removeAsOwnerOrStaff } from '../moderation/staff-override';
import { toStoredContactMethods, toStoredPaymentMethods } from './stored-options';

type ServiceInput = z.output<typeof serviceInputSchema>;

/** The onboarded profile a service would belong to; without a handle there is no page to show it on. */
async function ownProfileId(db: Database, userId: string) {
  const [profile] = await db
    .select({ id: profiles.id, handle: profiles.handle })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!profile?.handle) throw new AppError('forbidden', 'profileNotFound');
  return profile.id;
}

/** The columns both forms write (spec section 7's update list); schema defaults fill the rest. */
const editableColumns = (input: ServiceInput) => ({
  title: input.title,
  description: input.description,
  category: input.category,
  pricingType: input.pricingType,
  priceAmount: input.priceAmount,
  currency: input.currency,
  deliveryTime: input.deliveryTime,
  requirements: input.requirements,
  features: input.features,
  contactMethods: toStoredContactMethods(input.contactMethods),
  acceptedPaymentMethods: toStoredPaymentMethods(input.acceptedPaymentMethods),
});

/** The service and its owner's user id; 404 when there is none. */
async function findServiceOwner(db: Database, serviceId: string) {
  const [row] = await db
    .select({ id: services.id, ownerUserId: profiles.userId })
    .from(services)
    .innerJoin(profiles, eq(profiles.id, services.profileId))
    .where(eq(services.id, serviceId));
  if (!row) throw new AppError('not_found', 'serviceNotFound');
  return row;
}

/** Creates an active service on the user's profile. */
export async function createService(db: Database, userId: string, input: ServiceInput) {
  const profileId = await ownProfileId(db, userId);
  const [created] = await db
    .insert(services)
    .values({ profileId, ...editableColumns(input), active: true })
    .returning({ id: services.id });
  if (!created) throw new AppError('internal', 'unableToSave');
  return created;
}

/** Saves the edit form; only the owner may, whether or not the service is active. */
export async function updateService(db: Database, userId: string, serviceId: string, input: ServiceInput) {
  const service = await findServiceOwner(db, serviceId);
  if (service.ownerUserId !== userId) throw new AppError('forbidden', 'serviceNotOwner');
  await db.update(services).set(editableColumns(input)).where(eq(services.id, service.id));
  return { id: service.id };
}

/**
 * Deletes a service for good (its requests and reviews go with it): the owner, or staff who outrank
 * the owner, in which case the audit log records it in the same transaction.
 */
export async function deleteService(db: Database, actor: Actor, serviceId: string) {
  const service = await findServiceOwner(db, serviceId);
  const content = { type: 'service', id: service.id, ownerUserId: service.ownerUserId } as const;
  await removeAsOwnerOrStaff(db, actor, content, 'moderateContent', (tx) =>
    tx.delete(services).where(eq(services.id, service.id)),
  );
}

/** The user's active services, newest first, for the requests screen's filter. */
export function listMyServices(db: Database, userId: string) {
  return db
    .select({ id: services.id, title: services.title })
    .from(services)
    .innerJoin(profiles, eq(profiles.id, services.profileId))
    .where(and(eq(profiles.userId, userId), eq(services.active, true)))
    .orderBy(desc(services.createdAt), desc(services.id));
}

import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { serviceInputSchema } from '#shared/schemas/services';
import type { Database } from '#server/db/client';
import { profiles, services } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { isOwnUpload, removeOwnedUpload, type Storage } from '#server/storage/storage';
import type { Actor } from '#server/policy/audit-log';
import { removeAsOwnerOrStaff } from '#server/policy/staff-override';
import { toStoredContactMethods, toStoredPaymentMethods } from './stored-options';
import { findRequestFileKeys, removeRequestFiles } from '#server/features/service-requests/index';
import type { AppDeps } from '#server/feature-kit/app-deps';
import { discardDraft } from '#server/features/drafts/index';

type ServiceInput = z.output<typeof serviceInputSchema>;
type Context = Pick<AppDeps, 'db' | 'storage' | 'log'>;

/** The onboarded profile a service would belong to; without a handle there is no page to show it on. */
async function ownProfileId(db: Database, userId: string) {
  const [profile] = await db
    .select({ id: profiles.id, handle: profiles.handle })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!profile?.handle) throw new AppError('forbidden', 'profileNotFound');
  return profile.id;
}

/**
 * The columns both forms write (docs/product/calls.md, Services: the update list); schema defaults fill
 * the rest.
 */
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
  images: input.images,
});

/**
 * A service's images must be ones this user uploaded (or ones it already shows), each once: another
 * member's file, or an address from elsewhere, is refused.
 */
function checkImages(storage: Storage, userId: string, images: string[], current: string[] = []) {
  const uploaded = (url: string) => current.includes(url) || isOwnUpload(storage, 'covers', userId, url);
  if (new Set(images).size !== images.length || !images.every(uploaded)) {
    throw new AppError('validation_failed', 'invalidReference', { images: 'invalidReference' });
  }
}

/** Removes the files a service showed and no longer does (a failure is logged; the save stands). */
async function removeDropped(context: Context, userId: string, before: string[], after: string[]) {
  const dropped = before.filter((url) => !after.includes(url));
  await Promise.all(dropped.map((url) => removeOwnedUpload(context.storage, userId, url, context.log)));
}

/** The service and its owner's user id; 404 when there is none. */
async function findServiceOwner(db: Database, serviceId: string) {
  const [row] = await db
    .select({ id: services.id, images: services.images, ownerUserId: profiles.userId })
    .from(services)
    .innerJoin(profiles, eq(profiles.id, services.profileId))
    .where(eq(services.id, serviceId));
  if (!row) throw new AppError('not_found', 'serviceNotFound');
  return row;
}

/** Creates an active service on the user's profile. */
/** Lists a service; the draft it was typed in, when named, is deleted in the same transaction. */
export async function createService(
  { db, storage }: Context,
  userId: string,
  input: ServiceInput,
  draftId?: string,
) {
  const profileId = await ownProfileId(db, userId);
  checkImages(storage, userId, input.images);
  const [created] = await db.transaction(async (tx) => {
    await discardDraft(tx, userId, draftId);
    return tx
      .insert(services)
      .values({ profileId, ...editableColumns(input), active: true })
      .returning({ id: services.id });
  });
  if (!created) throw new AppError('internal', 'unableToSave');
  return created;
}

/** Saves the edit form; only the owner may, whether or not the service is active. */
export async function updateService(
  context: Context,
  userId: string,
  serviceId: string,
  input: ServiceInput,
  draftId?: string,
) {
  const { db, storage } = context;
  const service = await findServiceOwner(db, serviceId);
  if (service.ownerUserId !== userId) throw new AppError('forbidden', 'serviceNotOwner');
  checkImages(storage, userId, input.images, service.images);
  await db.transaction(async (tx) => {
    await discardDraft(tx, userId, draftId);
    await tx.update(services).set(editableColumns(input)).where(eq(services.id, service.id));
  });
  await removeDropped(context, userId, service.images, input.images);
  return { id: service.id };
}

/**
 * Deletes a service for good (its requests and reviews go with it): the owner, or staff who outrank
 * the owner, in which case the audit log records it in the same transaction.
 */
export async function deleteService(context: Context, actor: Actor, serviceId: string) {
  const service = await findServiceOwner(context.db, serviceId);
  const content = { type: 'service', id: service.id, ownerUserId: service.ownerUserId } as const;
  const requestFileKeys = await findRequestFileKeys(context.db, { serviceId: service.id });
  await removeAsOwnerOrStaff(context.db, actor, content, 'moderateContent', (tx) =>
    tx.delete(services).where(eq(services.id, service.id)),
  );
  await removeDropped(context, service.ownerUserId, service.images, []);
  await removeRequestFiles(context.storage, requestFileKeys, context.log);
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

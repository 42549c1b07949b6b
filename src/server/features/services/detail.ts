import { eq } from 'drizzle-orm';
import type { ServiceDetail } from '#shared/schemas/services';
import type { Database } from '#server/db/client';
import { profiles, publicProfiles, services } from '#server/db/schema/index';
import { ratingColumns } from './rating';
import { AppError } from '#server/errors';
import { holdOf } from '#server/policy/hold-of';
import { contentPowers } from '#server/policy/staff-policy';
import { fromStoredContactMethods, fromStoredPaymentMethods } from './stored-options';

type PricingType = ServiceDetail['pricingType'];

/** The service with its owner's profile, and whether others may see it (active, owner public). */
async function findService(db: Database, serviceId: string) {
  const [row] = await db
    .select({
      service: services,
      owner: {
        userId: profiles.userId,
        handle: profiles.handle,
        displayName: profiles.displayName,
        avatarUrl: profiles.avatarUrl,
        bio: profiles.bio,
        allowAiTraining: profiles.allowAiTraining,
      },
      // In the public view means onboarded and not under an active ban.
      ownerPublicId: publicProfiles.id,
    })
    .from(services)
    .innerJoin(profiles, eq(profiles.id, services.profileId))
    .leftJoin(publicProfiles, eq(publicProfiles.id, services.profileId))
    .where(eq(services.id, serviceId))
    .limit(1);
  if (!row) return undefined;
  const { ownerPublicId, ...found } = row;
  return { ...found, publiclyVisible: found.service.active && ownerPublicId !== null };
}

/** A service as a visitor may see it (active, of a public owner), with its owner's profile. */
export async function findPublicService(db: Database, serviceId: string) {
  const found = await findService(db, serviceId);
  return found?.publiclyVisible ? found : undefined;
}

/** Average (one decimal, null without reviews) and number of the service's reviews. */
async function ratingOf(db: Database, serviceId: string) {
  const [row] = await db.select(ratingColumns(services)).from(services).where(eq(services.id, serviceId));
  return { average: row?.average ?? null, count: row?.count ?? 0 };
}

/**
 * A service's page. Others see only an active service of a public owner; the owner and staff also see
 * it inactive or while the owner is banned. Anything else is 404, so nothing hidden is confirmed.
 */
export async function getServiceDetail(
  db: Database,
  serviceId: string,
  viewerId: string | null,
): Promise<ServiceDetail> {
  const found = await findService(db, serviceId);
  if (!found) throw new AppError('not_found', 'serviceNotFound');
  const { service, owner, publiclyVisible } = found;
  const isOwner = viewerId !== null && owner.userId === viewerId;
  const staff = await contentPowers(db, viewerId, owner.userId, 'moderateContent');
  if (!publiclyVisible && !isOwner && !staff.sees) throw new AppError('not_found', 'serviceNotFound');
  return {
    id: service.id,
    title: service.title,
    description: service.description,
    category: service.category,
    pricingType: service.pricingType as PricingType,
    priceAmount: service.priceAmount,
    currency: service.currency,
    deliveryTime: service.deliveryTime,
    features: service.features,
    contactMethods: fromStoredContactMethods(service.contactMethods),
    acceptedPaymentMethods: fromStoredPaymentMethods(service.acceptedPaymentMethods),
    requirements: service.requirements,
    images: service.images,
    active: service.active,
    createdAt: service.createdAt.toISOString(),
    owner: {
      handle: owner.handle ?? '',
      displayName: owner.displayName,
      avatarUrl: owner.avatarUrl,
      bio: owner.bio,
    },
    rating: await ratingOf(db, service.id),
    isOwner,
    hold: holdOf(service, isOwner || staff.acts),
    canModerate: staff.acts,
  };
}

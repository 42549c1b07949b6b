import { and, desc, eq } from 'drizzle-orm';
import { CREATOR_SERVICES_SHOWN } from '#shared/constants';
import type { CreatorService } from '#shared/schemas/projects';
import type { Database } from '#server/db/client';
import { services } from '#server/db/schema/index';

/**
 * The author's services a project's page offers under the author card: the newest active ones (a
 * held service is never active: check `services_held_is_hidden`). One query, one more
 * row than shown, which tells whether there are more.
 */
export async function findCreatorServices(
  db: Database,
  profileId: string,
): Promise<{ creatorServices: CreatorService[]; moreCreatorServices: boolean }> {
  const rows = await db
    .select({
      id: services.id,
      title: services.title,
      pricingType: services.pricingType,
      priceAmount: services.priceAmount,
      currency: services.currency,
      deliveryTime: services.deliveryTime,
      images: services.images,
    })
    .from(services)
    .where(and(eq(services.profileId, profileId), eq(services.active, true)))
    .orderBy(desc(services.createdAt), desc(services.id))
    .limit(CREATOR_SERVICES_SHOWN + 1);
  return {
    creatorServices: rows.slice(0, CREATOR_SERVICES_SHOWN).map(({ images, ...service }) => ({
      ...service,
      pricingType: service.pricingType as CreatorService['pricingType'],
      imageUrl: images[0] ?? null,
    })),
    moreCreatorServices: rows.length > CREATOR_SERVICES_SHOWN,
  };
}

import { z } from 'zod';
import { PRODUCT_NAME } from '#shared/constants';
import type { Database } from '#server/db/client';
import { findPublicService } from '#server/features/services/index';
import { absolute, shorten } from './meta-text';
import type { PageMeta } from './page-meta';

const serviceId = z.string().uuid();

/**
 * What a shared link to a service (/services/{id}) shows in a rich card: only an active service of a
 * public owner. Its images are its seller's work, reserved from AI training as theirs are
 * (docs/decisions/0065-ai-training-opt-out.md).
 */
export async function describeService(db: Database, publicUrl: string, id: string): Promise<PageMeta | null> {
  if (!serviceId.safeParse(id).success) return null;
  const found = await findPublicService(db, id);
  if (!found?.owner.handle) return null;
  const { service, owner } = found;
  const name = owner.displayName ?? owner.handle;
  const url = `${publicUrl}/services/${id}`;
  const imageUrl = absolute(publicUrl, service.images[0] ?? null);
  return {
    title: `${service.title} by ${name} · ${PRODUCT_NAME}`,
    description: shorten(service.description),
    canonicalUrl: url,
    imageUrl,
    type: 'website',
    shown: { kind: 'service', id: service.id, ownerId: owner.userId },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: service.title,
      url,
      description: shorten(service.description),
      provider: { '@type': 'Person', name, url: `${publicUrl}/${owner.handle}` },
      ...(imageUrl ? { image: imageUrl } : {}),
      ...(service.priceAmount === null
        ? {}
        : {
            offers: {
              '@type': 'Offer',
              price: String(service.priceAmount),
              priceCurrency: service.currency,
            },
          }),
    },
    reservedFromAiTraining: !owner.allowAiTraining,
  };
}

import { z } from 'zod';
import { PRODUCT_NAME } from '#shared/constants';
import type { Database } from '#server/db/client';
import { AppError } from '#server/errors';
import { readCollection } from '#server/features/collections/index';
import { absolute } from './meta-text';
import type { PageMeta } from './page-meta';

const collectionId = z.string().uuid();

/**
 * What a shared link to a public collection (/collections/{id}) shows in a rich card: read as a
 * visitor reads it, so a private collection, or one whose owner is hidden, describes nothing.
 */
export async function describeCollection(
  db: Database,
  publicUrl: string,
  id: string,
): Promise<PageMeta | null> {
  if (!collectionId.safeParse(id).success) return null;
  const collection = await readCollection(db, id, null, undefined).catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  if (!collection?.name) return null;
  const { name, owner, itemCount, items } = collection;
  const ownerName = owner.displayName ?? owner.handle;
  const url = `${publicUrl}/collections/${id}`;
  const cover = items.find((item) => item.coverUrl)?.coverUrl ?? null;
  const imageUrl = absolute(publicUrl, cover);
  const projects = itemCount === 1 ? '1 project' : `${itemCount} projects`;
  return {
    title: `${name}, collected by ${ownerName} · ${PRODUCT_NAME}`,
    description: `${projects} collected by ${ownerName} on ${PRODUCT_NAME}.`,
    canonicalUrl: url,
    imageUrl,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name,
      url,
      author: { '@type': 'Person', name: ownerName, url: `${publicUrl}/${owner.handle}` },
      ...(imageUrl ? { image: imageUrl } : {}),
    },
  };
}

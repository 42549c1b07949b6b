import { and, eq } from 'drizzle-orm';
import type { InsightPageKind } from '#shared/schemas/insights';
import type { Database } from '#server/db/client';
import { projects, publicProfiles, services } from '#server/db/schema/index';

// A page's owner is read once a minute at most, per process: a view is told of on every page shown,
// and its owner never changes (a page hidden since is counted for that minute still).
const KNOWN_FOR_MS = 60_000;
const KNOWN_MAX = 10_000;
const known = new Map<string, { ownerId: string | null; until: number }>();

async function readOwner(db: Database, kind: InsightPageKind, id: string): Promise<string | null> {
  switch (kind) {
    case 'profile': {
      const [row] = await db
        .select({ ownerId: publicProfiles.userId })
        .from(publicProfiles)
        .where(eq(publicProfiles.userId, id));
      return row?.ownerId ?? null;
    }
    case 'project': {
      const [row] = await db
        .select({ ownerId: publicProfiles.userId })
        .from(projects)
        .innerJoin(publicProfiles, eq(publicProfiles.id, projects.ownerId))
        .where(and(eq(projects.id, id), eq(projects.published, true)));
      return row?.ownerId ?? null;
    }
    case 'service': {
      const [row] = await db
        .select({ ownerId: publicProfiles.userId })
        .from(services)
        .innerJoin(publicProfiles, eq(publicProfiles.id, services.profileId))
        .where(and(eq(services.id, id), eq(services.active, true)));
      return row?.ownerId ?? null;
    }
  }
}

/**
 * The account whose page this is, or null for a page no visitor may see (unpublished, held,
 * inactive, its owner banned or unknown): nothing is counted of it.
 */
export async function ownerOfPage(db: Database, kind: InsightPageKind, id: string): Promise<string | null> {
  const key = `${kind}:${id}`;
  const now = Date.now();
  const hit = known.get(key);
  if (hit && hit.until > now) return hit.ownerId;
  const ownerId = await readOwner(db, kind, id);
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(key, { ownerId, until: now + KNOWN_FOR_MS });
  return ownerId;
}

import { z } from 'zod';

/** What staff decided of another server (docs/decisions/0071-federation-with-fedify.md). */
export const REMOTE_SERVER_STATUSES = ['open', 'limited', 'suspended'] as const;

// A host name as servers name each other: letters, digits, dots and hyphens, at most 253.
const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, { message: 'invalidDomain' })
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, { message: 'invalidDomain' });

export const remoteServerParamsSchema = z.object({ domain: hostName });
export const remoteServerListQuerySchema = z.object({ after: hostName.optional() });
export const remoteServerStatusInputSchema = z.object({ status: z.enum(REMOTE_SERVER_STATUSES) });

/** GET /api/admin/federation/servers: the servers Atelier federates with, by name, a page at a time. */
export const remoteServerListSchema = z.object({
  items: z.array(
    z.object({
      domain: z.string(),
      status: z.enum(REMOTE_SERVER_STATUSES),
      /** Its accounts following members here. */
      followers: z.number().int().nonnegative(),
      lastDeliveredAt: z.string().nullable(),
      lastFailedAt: z.string().nullable(),
      lastFailure: z.string().nullable(),
    }),
  ),
  nextCursor: z.string().nullable(),
});
export type RemoteServerList = z.infer<typeof remoteServerListSchema>;

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

// An account on another server as people write it (alex@mastodon.social, with or without a leading
// @): a user name, then a host, and a port only tests use.
const remoteAccount = z
  .string()
  .trim()
  .max(320, { message: 'invalidRemoteAccount' })
  .transform((account) => account.replace(/^@/, ''))
  .pipe(
    z
      .string()
      .regex(/^[^\s@/?#]+@[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/i, { message: 'invalidRemoteAccount' }),
  );

/** GET /api/federation/remote-follow: a visitor's account elsewhere, and the member to follow. */
export const remoteFollowQuerySchema = z.object({
  handle: z.string().trim().min(1).max(64),
  account: remoteAccount,
});
/** Where the visitor's own server asks them to confirm the follow. */
export const remoteFollowSchema = z.object({ url: z.string() });
export type RemoteFollow = z.infer<typeof remoteFollowSchema>;

export const followRequestParamsSchema = z.object({
  remoteActorId: z.string().uuid({ message: 'invalidId' }),
});

/**
 * GET /api/federation/follow-requests: the follows from other servers waiting for the member, who
 * approves their followers; newest first, the latest hundred.
 */
export const followRequestListSchema = z.object({
  items: z.array(
    z.object({
      /** The account's id here, which accepting or declining names. */
      id: z.string().uuid(),
      name: z.string().nullable(),
      /** `name@server`, as Mastodon shows it. */
      address: z.string().nullable(),
      /** Its profile page on its server. */
      url: z.string().nullable(),
      requestedAt: z.string(),
    }),
  ),
});
export type FollowRequestList = z.infer<typeof followRequestListSchema>;

import type { JobWorker } from '#server/jobs/job-queue';
import type { FederationDeps } from './federation-instance';

/** What a member's actor tells another server, by what happened: built when it is sent. */
export type OutgoingActivity =
  /** The member accepted the remote account's `Follow`, named by its id. */
  | { type: 'accept-follow'; followUri: string }
  /** A project of the member's came into view, changed, or left it (docs/decisions/0071). */
  | { type: 'create-post' | 'update-post' | 'delete-post'; projectId: string }
  /** The member was banned: their account is gone (`Delete(Person)`). */
  | { type: 'delete-actor' }
  /** The member turned federation off: the remote account's follow, by its id, is refused. */
  | { type: 'reject-follow'; followUri: string };

declare module '#server/jobs/job-queue' {
  interface JobPayloads {
    /**
     * One activity of one member to one inbox of another server, signed with the member's keys: a
     * remote account's own inbox, or its server's shared inbox for all that server's followers.
     */
    'federation-delivery': {
      senderId: string;
      recipientUri: string;
      inbox: string;
      activity: OutgoingActivity;
      /**
       * Names one activity queued to many inboxes, the same in each of its jobs: it is built and
       * signed once for all of them (send-delivery.ts). Without it, the job's id names it.
       */
      activityKey?: string;
    };
  }
}

/**
 * Delivers what members' actors owe other servers, each queued in the transaction of what caused it
 * (docs/how-to/job.md), retried with a backoff while the other server is down.
 */
export function federationDelivery(deps: FederationDeps): JobWorker<'federation-delivery'> {
  return {
    name: 'federation-delivery',
    // A server down for a while still gets it: eight retries, from a minute to about two hours apart.
    // A delivery mostly waits, on the other server and on the pool behind the app's own reads: eight
    // side by side, where four took about 30 s to reach 200 servers beside a loaded Explore
    // (docs/performance.md, Federation).
    policy: { retryLimit: 8, retryDelaySeconds: 60, leaseSeconds: 120, concurrency: 8 },
    async run(delivery, job) {
      // Turned off while it waited: what was owed is dropped, as a server that stopped federating.
      if (!deps.config.federation.enabled) return;
      // Fedify is loaded by the first delivery, not by every start.
      const { sendDelivery } = await import('./send-delivery');
      await sendDelivery(deps, delivery, job.id);
    },
  };
}

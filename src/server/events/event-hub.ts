import type { LiveEvent } from '#shared/schemas/events';
import type { Database, DatabaseHandle } from '#server/db/client';
import { sendNotice } from '#server/db/notices';

/** The one NOTIFY channel every Atelier process listens on (the standing triggers write to it too). */
export const EVENTS_CHANNEL = 'atelier_events';

type Envelope = { userId: string | null; event: LiveEvent };
type Subscriber = (event: LiveEvent) => void;

export type EventHub = ReturnType<typeof createEventHub>;

/**
 * Live events for signed-in tabs. A change is published through PostgreSQL (NOTIFY, sent when the
 * publishing transaction commits), every process receives it and hands it to the streams it holds
 * for that user, so it does not matter which process a tab is connected to.
 */
export function createEventHub(log: { warn: (details: object, message: string) => void }) {
  const subscribers = new Map<string, Set<Subscriber>>();
  let stopListening: (() => Promise<void>) | undefined;

  const deliverTo = (userId: string | null, event: LiveEvent) => {
    const targets = userId ? [subscribers.get(userId) ?? new Set<Subscriber>()] : [...subscribers.values()];
    for (const set of targets) for (const send of set) send(event);
  };

  const receive = (payload: string) => {
    try {
      const envelope = JSON.parse(payload) as Envelope;
      deliverTo(envelope.userId, envelope.event);
    } catch (error) {
      log.warn({ err: error, payload }, 'unreadable live event');
    }
  };

  return {
    async start(database: DatabaseHandle) {
      // After a lost connection, tabs are told to fetch again what they show.
      stopListening = await database.listen(EVENTS_CHANNEL, receive, () =>
        deliverTo(null, { type: 'resync' }),
      );
    },
    async stop() {
      await stopListening?.();
    },
    subscribe(userId: string, send: Subscriber) {
      const set = subscribers.get(userId) ?? new Set<Subscriber>();
      set.add(send);
      subscribers.set(userId, set);
      return () => {
        set.delete(send);
        if (set.size === 0) subscribers.delete(userId);
      };
    },
    /** For one user's tabs, or every tab when userId is null; sent on commit when db is a transaction. */
    async publish(db: Database, userId: string | null, event: LiveEvent) {
      const envelope: Envelope = { userId, event };
      await sendNotice(db, EVENTS_CHANNEL, JSON.stringify(envelope));
    },
    get streamCount() {
      let count = 0;
      for (const set of subscribers.values()) count += set.size;
      return count;
    },
  };
}

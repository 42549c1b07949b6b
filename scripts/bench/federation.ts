// The federation figure of npm run bench (docs/decisions/0071-federation-with-fedify.md): one creator
// followed by 10,000 accounts on 200 other servers publishes a project through the API, and the bench
// times it until every server's shared inbox has its Create. Explore is loaded all the while, and its
// p99 over each delivery is held to its p99 over the windows just before and just after it.
//
// The outbox runs each minute (its cost, a minute's delay at most, is decision 71's); here the run is
// queued as the project is published, so the time is the delivery's, not the wait for the minute.
import type pg from 'pg';
import { openDatabase } from '#server/db/client';
import { makeActorKeys } from '#server/features/federation/index';
import { JobQueue } from '#server/jobs/job-queue';
import { createCreator } from '#server/seed/factories';
import { post, signIn } from './http';
import { type LoadWindow, startContinuousLoad } from './load-windows';
import type { Measurement } from './measurement';
import { type Receipt, startRemoteServers } from './remote-servers';
import { type RunningServer, startAppServer } from './servers';
import * as settings from './settings';

/** The product's goals for it: every server has the Create within 30 s… */
export const DELIVERY_GOAL_SECONDS = 30;
/** …and Explore's p99 meanwhile is at most 10 % above its p99 at rest. */
export const EXPLORE_SLOWDOWN_GOAL = 1.1;

// A delivery not done by then is reported as such rather than waited for.
const DELIVERY_TIMEOUT_SECONDS = 120;
const ACTIVITY_JSON = 'application/activity+json';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One project's delivery to every server, from the publishing request to the last Create. */
export type Delivery = {
  fromMs: number;
  toMs: number;
  seconds: number;
  /** Servers that received its Create, of every server. */
  servers: number;
  /** Creates whose HTTP signature verified with the creator's published key. */
  verified: number;
  /** Creates a server received more than once (a retry after a lost answer: allowed, not expected). */
  repeated: number;
};

/** A round: Explore at rest, then during a delivery; the last rest follows the last round. */
export type FederationRound = { delivery: Delivery; during: LoadWindow; restBefore: LoadWindow };

/**
 * How the app runs for it: one process doing both, as `npm start` does; or a web process beside a
 * worker process at a lower priority, as docs/deploy.md advises when deliveries must not slow the
 * pages (docs/decisions/0073-process-roles.md).
 */
export const FEDERATION_DEPLOYMENTS = [
  { name: 'one process (npm start)', split: false },
  { name: 'a web process and a worker process at nice 10', split: true },
] as const;

export type FederationFigures = {
  /** Which of FEDERATION_DEPLOYMENTS delivered. */
  deployment: string;
  followers: number;
  servers: number;
  /** The first delivery, which loads Fedify in the process: not in the rounds. */
  firstDelivery: Delivery;
  rounds: FederationRound[];
  restAfter: LoadWindow;
  /** The whole of Explore's load, for its non-2xx answers and errors. */
  load: Measurement;
};

// Each follower is an account on one of the servers, round robin; each server names its shared
// inbox, as Mastodon, Pixelfed and Misskey do, so a post is one delivery per server.
const SEED_FOLLOWERS = `
with servers as (
  select origin, host, n from unnest($2::text[], $3::text[]) with ordinality as s (origin, host, n)
), actors as (
  insert into remote_actors (uri, domain, inbox, shared_inbox, handle)
  select s.origin || '/users/f' || i, s.host, s.origin || '/users/f' || i || '/inbox', s.origin || '/inbox',
         'f' || i || '@' || s.host
  from generate_series(0, $1::int - 1) as i
  join servers as s on s.n = i % cardinality($2::text[]) + 1
  returning id, uri
)
insert into remote_followers (user_id, remote_actor_id, follow_uri)
select $4, id, uri || '#follows/1' from actors`;

/** Keeps every server's Creates by object, and wakes whoever waits for one object at each. */
function createTracker(serverCount: number) {
  const byObject = new Map<
    string,
    { counts: Map<number, number>; verified: number; completedAtMs: number }
  >();
  let wake: (() => void) | undefined;
  return {
    onReceipt(receipt: Receipt) {
      if (receipt.type !== 'Create') return;
      const seen = byObject.get(receipt.objectId) ?? { counts: new Map(), verified: 0, completedAtMs: 0 };
      byObject.set(receipt.objectId, seen);
      seen.counts.set(receipt.server, (seen.counts.get(receipt.server) ?? 0) + 1);
      if (receipt.verified) seen.verified += 1;
      if (seen.counts.size === serverCount && seen.completedAtMs === 0) seen.completedAtMs = receipt.atMs;
      wake?.();
    },
    /**
     * Answers once every server has the object's Create, or at the timeout: when the last one arrived
     * (or undefined), how many servers have it, how many Creates verified, how many came twice.
     */
    async waitFor(objectId: string) {
      const deadline = performance.now() + DELIVERY_TIMEOUT_SECONDS * 1000;
      while (!byObject.get(objectId)?.completedAtMs && performance.now() < deadline) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 1000);
        });
      }
      const seen = byObject.get(objectId);
      return {
        completedAtMs: seen?.completedAtMs || undefined,
        servers: seen?.counts.size ?? 0,
        verified: seen?.verified ?? 0,
        repeated: [...(seen?.counts.values() ?? [])].filter((count) => count > 1).length,
      };
    },
  };
}

/**
 * Seeds the creator and their followers and starts the servers they live on; then, for each of
 * FEDERATION_DEPLOYMENTS in turn, starts the app's processes that may deliver to them and measures.
 * Every other process of the app on this database must be stopped first: each takes delivery jobs,
 * and a production one drops a delivery to a loopback address (decision 71). The app's processes are
 * pushed onto `servers` for the caller to stop if a measure fails; each deployment's are stopped
 * before the next starts.
 */
export async function benchFederation(options: {
  appRoot: string;
  databaseUrl: string;
  dataDir: string;
  pool: pg.Pool;
  servers: RunningServer[];
}): Promise<FederationFigures[]> {
  const { appRoot, databaseUrl, dataDir, pool } = options;
  const serverCount = settings.FEDERATION_SERVERS;
  const followers = settings.FEDERATION_FOLLOWERS;
  const tracker = createTracker(serverCount);
  const remote = await startRemoteServers({
    count: serverCount,
    fetchDocument: async (url) =>
      (await (await fetch(url, { headers: { accept: ACTIVITY_JSON } })).json()) as Record<string, unknown>,
    onReceipt: tracker.onReceipt,
  });
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    const stamp = Date.now().toString(36);
    const creator = await createCreator(database.db, { handle: `federating${stamp}` });
    await makeActorKeys(database.db, creator.user.id);
    const hosts = remote.origins.map((origin) => new URL(origin).hostname);
    await pool.query(SEED_FOLLOWERS, [followers, remote.origins, hosts, creator.user.id]);
    await pool.query('analyze remote_actors, remote_followers');
    // The queue's own way in, as the schedule queues the outbox's run (decision 43).
    const jobs = new JobQueue(database, { warn: (detail, message) => console.warn(message, detail) });

    let published = 0;
    const figures: FederationFigures[] = [];
    for (const deployment of FEDERATION_DEPLOYMENTS) {
      // A test setting: a production process refuses private addresses, and these are all loopback.
      const environment = { NODE_ENV: 'test', FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true' };
      const started: RunningServer[] = [];
      const start = async (...args: Parameters<typeof startAppServer>) => {
        const server = await startAppServer(...args);
        started.push(server);
        options.servers.push(server);
        return server;
      };
      const app = await start(appRoot, {
        databaseUrl,
        dataDir,
        name: 'federating',
        environment,
        ...(deployment.split ? { role: 'web' as const } : {}),
      });
      if (deployment.split)
        await start(appRoot, {
          databaseUrl,
          dataDir,
          name: 'delivering',
          // Every process of one site has its address: the keys it signs with are the web one's.
          environment: { ...environment, PUBLIC_URL: app.url },
          role: 'worker',
          niceness: 10,
        });
      const cookie = await signIn(app.url, creator.user.email);

      /** Publishes a project and queues the outbox's run; answers once every server has its Create. */
      const deliver = async (): Promise<Delivery> => {
        published += 1;
        const startedAt = performance.now();
        const project = await post(app.url, '/api/projects', cookie, {
          title: `Harbour signs, part ${published}`,
          summary: 'Wayfinding for the ferries, measured on its way to 200 servers.',
          stack: ['Figma', 'Illustrator'],
        });
        await jobs.enqueue(database.db, 'federation-outbox', {});
        const { completedAtMs, ...received } = await tracker.waitFor(
          new URL(`/ap/projects/${String(project.id)}`, app.url).href,
        );
        const toMs = completedAtMs ?? performance.now();
        return { fromMs: startedAt, toMs, seconds: (toMs - startedAt) / 1000, ...received };
      };
      figures.push({
        deployment: deployment.name,
        followers,
        servers: serverCount,
        ...(await measureDeliveries(app.url, deliver)),
      });
      for (const server of started.reverse()) await server.stop();
    }
    return figures;
  } finally {
    await database.close();
    await remote.close();
  }
}

/** Explore loaded all the while: at rest, then during a delivery, in rounds, and at rest again. */
async function measureDeliveries(baseUrl: string, deliver: () => Promise<Delivery>) {
  const explore = startContinuousLoad(
    { name: 'app explore search', baseUrl, paths: [`/api/explore?${settings.EXPLORE_SEARCH}`] },
    {
      connections: settings.CONNECTIONS,
      maxSeconds:
        settings.WARM_UP_SECONDS +
        (settings.ROUNDS + 1) * (settings.SECONDS_PER_TARGET + DELIVERY_TIMEOUT_SECONDS),
    },
  );
  let load: Measurement | undefined;
  try {
    const atRest = async () => {
      const fromMs = performance.now();
      await sleep(settings.SECONDS_PER_TARGET * 1000);
      return explore.window(fromMs, performance.now());
    };
    await sleep(settings.WARM_UP_SECONDS * 1000);
    const firstDelivery = await deliver();
    const rounds: FederationRound[] = [];
    for (let round = 1; round <= settings.ROUNDS; round += 1) {
      const restBefore = await atRest();
      const delivery = await deliver();
      rounds.push({ delivery, during: explore.window(delivery.fromMs, delivery.toMs), restBefore });
    }
    const restAfter = await atRest();
    load = await explore.stop();
    return { firstDelivery, rounds, restAfter, load };
  } finally {
    if (!load) await explore.stop();
  }
}

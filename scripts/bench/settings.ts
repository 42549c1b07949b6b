// What `npm run bench` loads and for how long. The defaults finish in about 16 minutes on 2 cores;
// BENCH_ROUNDS, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_STREAMS and BENCH_FEDERATION_* override them
// for a quicker or a steadier run.

export const fromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export const SEED_COUNTS = { profiles: 100_000, projects: 300_000, services: 30_000 };

/** Each round loads every target once, one after the other, so drift over the run hits all alike. */
export const ROUNDS = fromEnv('BENCH_ROUNDS', 3);
export const SECONDS_PER_TARGET = fromEnv('BENCH_SECONDS', 10);
/** Untimed load before the first round: JIT compilation, connection pools and caches warm up. */
export const WARM_UP_SECONDS = 3;
/** Concurrent HTTP connections: enough to keep 2 cores busy, few enough that p99 means something. */
export const CONNECTIONS = fromEnv('BENCH_CONNECTIONS', 32);
/** Loops of the database ceiling: the app's own pool size (db/client.ts), its most queries in flight. */
export const DATABASE_CONNECTIONS = 10;

/** A word of a project title typed into Explore's search box: prefix search over 270,000 projects. */
export const EXPLORE_SEARCH = 'q=synth';
/** A skill typed into People's search box. */
export const PEOPLE_SEARCH = 'q=typo';
/** A word typed into the services browse: prefix search over 30,000 active services. */
export const SERVICES_SEARCH = 'q=portfolio';
/** A misspelt word typed into Explore: 'synthesiser' for 'synthesizer', forgiven as a typo (decision 49). */
export const EXPLORE_TYPO_SEARCH = 'q=synthesiser';
/** The services browse narrowed by price and delivery time, cheapest first. */
export const SERVICES_FILTERED = 'minPrice=50&maxPrice=400&delivery=14&sort=price_asc';
/** A word typed into the top bar: people, projects and services in one answer. */
export const QUICK_SEARCH = 'q=synth';
/** Two letters typed into the Technology box. */
export const TAG_SEARCH = 'kind=stack&q=re';
/** How long each search's SQL runs on one connection, for its p99 against its goal. */
export const ONE_CONNECTION_SECONDS = fromEnv('BENCH_ONE_CONNECTION_SECONDS', 5);
/** Profile pages are spread over this many creators. */
export const PROFILE_PAGES = 1000;

/** Messaging: this many senders on one process, each writing to a recipient listening on another… */
export const MESSAGE_SENDERS = fromEnv('BENCH_MESSAGE_SENDERS', 20);
/** …each sending a message this often: 20 senders every 250 ms is a steady 80 messages a second. */
export const MESSAGE_INTERVAL_MS = fromEnv('BENCH_MESSAGE_INTERVAL_MS', 250);

/** Event streams one process holds open, one per member, for their memory and heartbeat cost. */
export const STREAMS_HELD = fromEnv('BENCH_STREAMS', 5000);

/** Federation: one creator's followers on other servers, spread evenly over this many servers. */
export const FEDERATION_FOLLOWERS = fromEnv('BENCH_FEDERATION_FOLLOWERS', 10_000);
export const FEDERATION_SERVERS = fromEnv('BENCH_FEDERATION_SERVERS', 200);

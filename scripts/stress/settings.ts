// What `npm run stress` does and for how long. The defaults finish in about five minutes on 2 cores;
// STRESS_SECONDS, STRESS_CONNECTIONS and STRESS_RESTARTS override them.
import { fromEnv } from '../bench/settings';

/** A small community: enough rows that follows, comments and requests spread out, seeded in a second. */
export const SEED_COUNTS = { profiles: 400, projects: 1200, services: 200 };

/** Length of the mixed load (check 1). */
export const MIXED_SECONDS = fromEnv('STRESS_SECONDS', 60);
/** Concurrent virtual clients, each on its own keep-alive connection, like autocannon's connections. */
export const CONNECTIONS = fromEnv('STRESS_CONNECTIONS', 64);

/** How long the mail server is down in the middle of the mixed load (check 1b). */
export const SMTP_OUTAGE_SECONDS = 10;

/** How long the load runs before SIGTERM (check 2), so every connection has a request in flight. */
export const LOAD_BEFORE_SIGTERM_MS = 4000;
/** main.ts exits by itself 10 s after SIGTERM; longer than that here means it hung. */
export const SHUTDOWN_LIMIT_MS = 15_000;

/** Concurrent sign-up streams of the kill -9 check (check 3), and how long they write before the kill. */
export const WRITERS = 8;
export const WRITE_SECONDS_BEFORE_KILL = 4;

/** kill -9 restarts in a row on one embedded data directory (check 4). */
export const RESTARTS = fromEnv('STRESS_RESTARTS', 20);
/** Sign-ups acknowledged after each restart before the next kill, which then lands mid-write. */
export const WRITES_PER_RESTART = 3;

/** Longer than any answer should take on a busy machine; a request past it counts as an error. */
export const REQUEST_TIMEOUT_MS = 30_000;

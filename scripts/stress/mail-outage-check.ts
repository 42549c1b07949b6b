import type pg from 'pg';
import type { startTestSmtpServer } from '#server/test/smtp-server';
import type { RunningServer } from '../bench/servers';
import type { CheckOutcome } from './check';
import type { Community } from './community';
import { describeFailures, isSuccess, summarise, type Exchange } from './exchanges';
import { runMixedLoad } from './mixed-load';
import * as settings from './settings';

type SmtpServer = Awaited<ReturnType<typeof startTestSmtpServer>>;

/**
 * After the load, the queue must keep shrinking until it is empty: a minute without progress (longer
 * than the first retries' 20 and 40 s) fails the check, however long the whole drain takes.
 */
const STALL_LIMIT_MS = 60_000;

const p99 = (exchanges: Exchange[]) => summarise(exchanges, 1).at(-1)?.p99Ms ?? 0;

/** The jobs that send mail (jobs/mail-job.ts): a mail queued by a write, a notice's, a digest. */
const MAIL_SENDING_JOBS = ['mail', 'notification-email', 'digest-email'];

/**
 * The queue's state: jobs still to run of every kind (a comment's reply notices queue the emails
 * that send their mail; a message's email, due ten minutes on, is not waited for), and the
 * mail-sending jobs that failed for good.
 */
async function queueState(pool: pg.Pool) {
  const { rows } = await pool.query<{ pending: number; failed: number }>(
    `select count(*) filter (where state in ('retry', 'active')
                               or (state = 'created' and start_after <= now()))::int as pending,
            count(*) filter (where state = 'failed' and name = any($1::text[]))::int as failed
     from pgboss.job where name not like '\\_\\_pgboss%'`,
    [MAIL_SENDING_JOBS],
  );
  return rows[0] ?? { pending: 0, failed: 0 };
}

/**
 * How many of the mails received name a job that completed: a mail's Message-ID is the job that
 * sent it (jobs/mail-job.ts), and a job completes only once its mail is sent or no longer due.
 */
async function sentByCompletedJobs(pool: pg.Pool, messageIds: Set<string | undefined>) {
  const jobIds = [...messageIds].flatMap((id) => /^<([0-9a-f-]{36})@/.exec(id ?? '')?.[1] ?? []);
  const { rows } = await pool.query<{ count: number }>(
    `select count(*)::int as count from pgboss.job where state = 'completed' and id = any($1::uuid[])`,
    [jobIds],
  );
  return rows[0]?.count ?? 0;
}

/**
 * Check 5: the mail server goes away for SMTP_OUTAGE_SECONDS in the middle of the mixed
 * load (requests and comments each mail someone). No answer may fail or wait for it, and once it is
 * back every queued mail arrives, each once.
 */
export async function checkMailThroughOutage(
  server: RunningServer,
  community: Community,
  smtp: SmtpServer,
  pool: pg.Pool,
): Promise<CheckOutcome> {
  const seconds = settings.MIXED_SECONDS;
  const outageStartsMs = (seconds * 1000) / 3;
  const outageMs = settings.SMTP_OUTAGE_SECONDS * 1000;
  console.log(
    `${seconds} s of mixed traffic; the SMTP server is down from ${outageStartsMs / 1000} s for ${outageMs / 1000} s.`,
  );
  const started = performance.now();
  const outage = (async () => {
    await new Promise((resolve) => setTimeout(resolve, outageStartsMs));
    await smtp.stop();
    await new Promise((resolve) => setTimeout(resolve, outageMs));
    await smtp.start();
  })();
  const exchanges = await runMixedLoad({
    baseUrl: server.url,
    community,
    connections: settings.CONNECTIONS,
    keepGoing: () => performance.now() < started + seconds * 1000,
  });
  await outage;
  const down = (exchange: Exchange) =>
    exchange.startedAt >= started + outageStartsMs &&
    exchange.startedAt < started + outageStartsMs + outageMs;
  const during = exchanges.filter(down);
  const outside = exchanges.filter((exchange) => !down(exchange));

  const loadEnded = performance.now();
  let queue = await queueState(pool);
  let lastProgress = Date.now();
  while (queue.pending > 0 && Date.now() - lastProgress < STALL_LIMIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const next = await queueState(pool);
    if (next.pending < queue.pending) lastProgress = Date.now();
    queue = next;
  }
  const drainSeconds = (performance.now() - loadEnded) / 1000;
  const ids = new Set(smtp.received.map((received) => received.headers['message-id']));
  const fromCompletedJobs = await sentByCompletedJobs(pool, ids);
  const failures = exchanges.filter((exchange) => !isSuccess(exchange));
  if (failures.length > 0) console.log(`First failures:\n${describeFailures(failures)}`);
  // Every job done, none failed: each mail due was sent, and each received once, by a job that completed.
  const delivered =
    queue.pending === 0 && queue.failed === 0 && smtp.received.length > 0 && fromCompletedJobs === ids.size;
  return {
    passed: failures.length === 0 && delivered && ids.size === smtp.received.length,
    figures:
      `p99 ${p99(during).toFixed(0)} ms while SMTP was down (${during.length} requests), ` +
      `${p99(outside).toFixed(0)} ms otherwise; non-2xx ${failures.length}; ` +
      `${smtp.received.length} mails received (${ids.size} distinct, ${fromCompletedJobs} from jobs completed), ` +
      `${queue.pending} jobs still queued, ${queue.failed} failed; queue drained ${drainSeconds.toFixed(0)} s after the load`,
  };
}

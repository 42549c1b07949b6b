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

/**
 * The queue's state: jobs still to run of every kind (a comment's reply notices queue the emails
 * that queue the mail; a message's email, due ten minutes on, is not waited for), and the mail sent
 * and failed.
 */
async function pendingMail(pool: pg.Pool) {
  const { rows } = await pool.query<{ pending: number; failed: number; completed: number }>(
    `select count(*) filter (where state in ('retry', 'active')
                               or (state = 'created' and start_after <= now()))::int as pending,
            count(*) filter (where name = 'mail' and state = 'failed')::int as failed,
            count(*) filter (where name = 'mail' and state = 'completed')::int as completed
     from pgboss.job where name not like '\\_\\_pgboss%'`,
  );
  return rows[0] ?? { pending: 0, failed: 0, completed: 0 };
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
  let mail = await pendingMail(pool);
  let lastProgress = Date.now();
  while (mail.pending > 0 && Date.now() - lastProgress < STALL_LIMIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const next = await pendingMail(pool);
    if (next.pending < mail.pending) lastProgress = Date.now();
    mail = next;
  }
  const drainSeconds = (performance.now() - loadEnded) / 1000;
  const ids = new Set(smtp.received.map((received) => received.headers['message-id']));
  const failures = exchanges.filter((exchange) => !isSuccess(exchange));
  if (failures.length > 0) console.log(`First failures:\n${describeFailures(failures)}`);
  const delivered = mail.pending === 0 && mail.failed === 0 && ids.size === mail.completed;
  return {
    passed: failures.length === 0 && delivered && ids.size === smtp.received.length,
    figures:
      `p99 ${p99(during).toFixed(0)} ms while SMTP was down (${during.length} requests), ` +
      `${p99(outside).toFixed(0)} ms otherwise; non-2xx ${failures.length}; ` +
      `${mail.completed} mails sent, ${smtp.received.length} received (${ids.size} distinct), ` +
      `${mail.pending} still queued, ${mail.failed} failed; queue drained ${drainSeconds.toFixed(0)} s after the load`,
  };
}
